"""Fifty-Six positions (issue 16 item 14): ``FiftySix.position`` builds a moment of a deal
from cards, calls and tricks, and refuses what the two-pack deck or the rules can't give;
preset deals are held to the same deck. Also ``with_hands`` and old snapshots."""

from __future__ import annotations

import json

import pytest

from bot.engine import Action, IllegalAction, InvalidPosition, new_match
from bot.engine.cards import card_code
from bot.games.fifty_six import FiftySix
from tests.test_fifty_six import ODD_TAKE_42, build_hands, play_first_legal, start


def test_a_position_in_the_middle_of_a_trick() -> None:
    hands = build_hands(4, {1: ["JS", "9S"], 2: ["AS"], 3: ["10S"], 0: ["KS"]})
    before = [list(h) for h in hands]
    first = ["JS", "AS", "10S", "KS"]  # P1 leads and wins with the jack: 3+1+1 = 5 points
    for seat, code in zip((1, 2, 3, 0), first, strict=True):
        hands[seat].remove(code)
    hands[1].remove("9S")
    state = FiftySix.position(hands, dealer=0, contract="30S", bidder=3,
                              tricks=[first], trick=["9S"], game_points=(3, 5))
    assert (state.phase, state.turn, state.leader) == ("play", 2, 1)
    assert (state.amount, state.trump, state.bidder, state.multiplier) == (30, 0, 3, 1)
    assert state.points == [0, 5] and state.tricks_won == [0, 1]  # the 9 led counts later
    assert [card_code(c) for c in state.trick] == ["9S"]
    assert state.last_winner == 1 and state.gp == [3, 5] and state.tables == [7, 9]
    assert state.calls == []  # the contract was given: no bid announced anything
    # the rest of the deal plays on as at the table, from the same full deal
    play_first_legal(state)
    assert sum(state.history[-1].points) == 56
    same = new_match("fifty-six", 4, None, 0, deals=[{"dealer": 0, "hands": before}])
    assert isinstance(same, FiftySix)
    for call in ("pass", "pass", "30 spades", "pass", "pass", "pass"):
        same.apply(same.turn, call)
    assert same.bidder == 3


def test_a_position_in_the_auction() -> None:
    state = FiftySix.position(ODD_TAKE_42, dealer=2, auction=["28 hearts", "double"])
    assert state.phase == "auction" and state.doubled and state.turn == 1
    assert state.high_seat == 3 and [c.seat for c in state.calls] == [3, 0]
    assert "redouble" in {str(a) for a in state.legal_actions(1)}


@pytest.mark.parametrize(("changes", "words"), [
    ({3: ["JS"]}, "JS is there 3 times; the packs hold 2"),  # P1 holds both
    ({3: ["8S"]}, "8S is not in this deck"),
    ({3: ["ZZ"]}, "is not a card"),
])
def test_cards_the_two_packs_cannot_hold_are_refused(changes: dict[int, list[str]],
                                                     words: str) -> None:
    hands = [list(h) for h in ODD_TAKE_42]
    for seat, extra in changes.items():
        hands[seat] = hands[seat][:-len(extra)] + extra
    with pytest.raises(InvalidPosition, match=words):
        FiftySix.position(hands)


def test_a_preset_deal_with_three_copies_of_a_card_is_refused() -> None:
    """Issue 16 item 14: preset hands are checked against the two-pack deck."""
    hands = [list(h) for h in ODD_TAKE_42]
    hands[3][-1] = "JS"  # a third J♠ (P1 holds two)
    assert sum(h.count("JS") for h in hands) == 3
    with pytest.raises(InvalidPosition, match="JS is there 3 times"):
        new_match("fifty-six", 4, None, 0, deals=[{"dealer": 0, "hands": hands}])
    short = [h[:-1] for h in ODD_TAKE_42]
    with pytest.raises(InvalidPosition, match="4 cards of the deck are missing"):
        new_match("fifty-six", 4, None, 0, deals=[{"dealer": 0, "hands": short}])


@pytest.mark.parametrize(("kwargs", "words"), [
    ({"tricks": [["JS", "AS", "10S", "KS"]]}, "only after the auction"),
    ({"auction": ["28 spades"], "tricks": [["JS", "AS", "10S", "KS"]]}, "auction is not over"),
    ({"auction": ["28 spades", "27 hearts"]}, "can't call '27 hearts'"),
    ({"auction": ["28 spades"], "contract": "30S"}, "not both"),
    ({"contract": "30X"}, "not a contract"),
    ({"contract": "30S", "multiplier": 3}, "×1, ×2 or ×4"),
    ({"contract": "30S", "game_points": (12, 0)}, "would have ended the match"),
    ({"contract": "30S", "tables": (1, 23)}, "only with match_end=tables_net"),
    ({"contract": "30S", "options": {"match_end": "tables_net"}, "tables": (1, 2)}, "24 tables"),
    ({"dealer": 4}, "not a seat"),
])
def test_impossible_positions_say_why(kwargs: dict[str, object], words: str) -> None:
    hands = build_hands(4, {1: ["JS"], 2: ["AS"], 3: ["10S"], 0: ["KS"]})
    if "tricks" in kwargs:  # those cards were played: out of the hands
        for seat, code in ((1, "JS"), (2, "AS"), (3, "10S"), (0, "KS")):
            hands[seat].remove(code)
    with pytest.raises(InvalidPosition, match=words):
        FiftySix.position(hands, **kwargs)  # type: ignore[arg-type]


def test_tricks_are_replayed_through_the_rules() -> None:
    """A revoke, or hands that don't fit who played what, can't be a position."""
    hands = build_hands(4, {1: ["JS"], 2: ["AS", "JH"], 3: ["10S"], 0: ["KS"]})
    for seat, code in ((1, "JS"), (2, "JH"), (3, "10S"), (0, "KS")):
        hands[seat].remove(code)
    with pytest.raises(InvalidPosition, match="seat 2 can't play JH: You must follow suit"):
        FiftySix.position(hands, contract="28N", tricks=[["JS", "JH", "10S", "KS"]])
    whole = build_hands(4, {1: ["JS"], 2: ["9S"]})
    whole[2].remove("9S")  # P2's 9♠ on the table, but P1 leads: P1 would have had 13 cards
    with pytest.raises(InvalidPosition, match="don't add up to a deal"):
        FiftySix.position(whole, contract="28N", trick=["9S"])
    with pytest.raises(InvalidPosition, match="a trick of 4 is finished"):
        FiftySix.position(whole, contract="28N", trick=["JS", "9S", "AS", "10S"])


def test_with_hands_deals_the_same_cards_anew() -> None:
    state = start(seed=3)
    state.apply(1, "28 spades")
    swapped = [[card_code(c) for c in h] for h in state.hands]
    swapped[0], swapped[2] = swapped[2], swapped[0]
    other = state.with_hands(swapped)
    assert other.hands[0] == state.hands[2] and other.calls == state.calls
    assert other.view(1) == state.view(1)
    with pytest.raises(InvalidPosition, match="same cards"):
        state.with_hands([["JS"] * len(h) for h in swapped])
    with pytest.raises(InvalidPosition, match="keeps its size"):
        state.with_hands([swapped[0] + swapped[1][:1], swapped[1][1:], *swapped[2:]])


def test_clone_is_equal_and_independent() -> None:
    state = start(seed=5)
    for call in ("30 hearts", "pass", "pass", "pass"):
        state.apply(state.turn, call)
    state.apply(state.turn, state.legal_actions(state.turn)[0])
    copy = state.clone()
    assert copy == state and copy.to_json() == state.to_json()
    copy.apply(copy.turn, copy.legal_actions(copy.turn)[0])
    assert copy != state and len(state.trick) == 1


def test_old_snapshots_still_load() -> None:
    """Snapshots from before the catalog kept each call's words and meaning as English
    text and no scoreboard change per deal: they load, and read as today."""
    state = start(hands=ODD_TAKE_42)
    for call in ("40 hearts", "double", "pass", "pass", "pass"):
        state.apply(state.turn, call)
    play_first_legal(state)
    state.apply(state.turn, "29 spades")
    old = json.loads(state.to_json())
    for call in old["calls"]:
        call.update(said="29 spades", meaning="shows two top spades (J♠ J♠)")
    for deal in old["history"]:
        del deal["change"]
    loaded = FiftySix.from_json(json.dumps(old))
    assert loaded.calls == state.calls
    assert loaded.deal_records() == state.deal_records()
    assert loaded.view(0) == state.view(0)


def test_arguments_on_moves_that_take_none_are_refused() -> None:
    """Issue 14, Deliver item 6: ``pass:junk`` is not a pass."""
    state = start()
    for action in ("pass:junk", "pass:'; DROP TABLE tables", Action("double", "x"),
                   "redouble:1"):
        before = state.to_json()
        with pytest.raises(IllegalAction, match="takes nothing after it"):
            state.apply(1, action)
        assert state.to_json() == before
