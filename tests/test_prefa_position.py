"""``Prefa.position``: a mid-match state from a description, and every impossible one refused.

Each accepted position must be a state the rules could reach: the invariants the
property tests hold (``check_invariants``, ``check_hidden``) hold for it, it survives
a JSON round trip, and random play goes on from it to the end of the deal.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.engine import InvalidPosition
from bot.games.prefa import ALONE, BOTH, TOGETHER, Prefa
from tests.harness import assert_round_trip
from tests.prefa_helpers import ALL, hand_of, legal, mid_trick
from tests.test_prefa_properties import check_hidden, check_invariants

HANDS = [ALL[0:10], ALL[10:20], ALL[20:30]]  # the kitty: ALL[30:32]


def sound(state: Prefa) -> Prefa:
    """The position is coherent: invariants, round trip, and the deal plays on to its end."""
    check_invariants(state)
    check_hidden(state)
    assert_round_trip(state)
    play = state.clone()
    rng = random.Random(1)
    done = play.deals_completed()
    while play.deals_completed() == done and not play.is_over:
        seat = play.to_act()[0]
        play.apply(seat, play.random_action(seat, rng))
        check_invariants(play)
    return state


def test_an_auction_position_replays_its_calls() -> None:
    s = sound(Prefa.position(HANDS, dealer=0, auction=["6D", "6H", "6NT", "same"]))
    d = s.view(None).data
    assert (d["current"], d["holder"], d["passed"]) == ("6NT", 1, [False, False, False])
    assert s.to_act() == (2,) and legal(s, 2) == {"pass", "bid:7S"}
    assert s.view(None).phase == "auction"
    s.apply(2, "pass")
    s.apply(0, "bid:7S")
    s.apply(1, "pass")
    assert sorted(s.view(0).data["kitty"]) == sorted(ALL[30:32])  # the two cards in no hand


def test_a_discarding_declarer_holds_twelve_or_eleven() -> None:
    twelve = [HANDS[0] + ALL[30:32], HANDS[1], HANDS[2]]
    s = sound(Prefa.position(twelve, declarer=0, bid="7S", kitty=ALL[30:32]))
    assert s.view(None).phase == "discard" and len(s.legal_actions(0)) == 12
    eleven = [HANDS[0][1:] + ALL[30:32], HANDS[1], HANDS[2]]
    t = sound(Prefa.position(eleven, declarer=0, bid="7S", kitty=ALL[30:32],
                             discards=HANDS[0][:1]))
    assert t.view(0).data["discards"] == HANDS[0][:1] and len(t.legal_actions(0)) == 11


def test_contract_and_defend_positions() -> None:
    c = sound(Prefa.position(HANDS, dealer=2, declarer=1, bid="8H", phase="contract"))
    assert c.to_act() == (1,) and min(legal(c, 1)) == "contract:10C"
    assert c.view(1).data["discards"] == ALL[30:32]
    assert sorted(c.view(1).data["kitty"]) == sorted(ALL[30:32])
    d = sound(Prefa.position(HANDS, dealer=2, declarer=1, bid="8H", contract="9S",
                             defence=["play", "pass"]))
    assert d.view(None).phase == "defend" and d.to_act() == (2,)
    assert legal(d, 2) == {"alone", "together"}


@pytest.mark.parametrize(("mode", "active", "in_play", "lead"), [
    (BOTH, None, [True, True, True], 1),
    (ALONE, 1, [True, True, False], 1),
    (ALONE, 2, [True, False, True], 2),
    (TOGETHER, 2, [True, True, True], 1),
])
def test_play_positions_by_mode(mode: str, active: int | None, in_play: list[bool],
                                lead: int) -> None:
    out = [s for s in range(3) if not in_play[s]]
    hands = [ALL[0:10], ALL[10:20], ALL[20:30]]
    s = sound(Prefa.position(hands, dealer=0, declarer=0, bid="7C", mode=mode,
                             active=active))
    d = s.view(None).data
    assert (d["mode"], d["active"], d["in_play"]) == (mode, active, in_play)
    assert s.to_act() == (lead,)
    assert all(len(hand_of(s, o)) == 10 for o in out)


def test_played_cards_are_replayed_trick_by_trick() -> None:
    """Forehand (1) leads; the tricks' winners lead on; the tricks are counted."""
    played = ["AS", "7S", "8S",      # 1 leads A♠, wins
              "KS", "9S", "10S",     # 1 leads K♠, wins
              "7H", "AH", "8H"]      # 1 leads 7♥, 2 plays A♥ and wins
    hands = [["QS", "JS", "KH", "QH", "JH", "10H", "9H"],
             ["7D", "8D", "9D", "10D", "JD", "QD", "KD"],
             ["AD", "7C", "8C", "9C", "10C", "JC", "QC"]]
    s = sound(Prefa.position(hands, dealer=0, declarer=0, bid="6NT", played=played,
                             discards=["KC", "AC"]))
    d = s.view(None).data
    assert d["tricks"] == [0, 2, 1] and s.to_act() == (2,)
    assert d["last_trick"] == [{"seat": 1, "card": "7H"}, {"seat": 2, "card": "AH"},
                               {"seat": 0, "card": "8H"}] and d["last_trick_winner"] == 2
    assert d["played"] == played


def test_a_trick_on_the_table() -> None:
    s = sound(mid_trick("7H", {0: "AS 10S KH 7H QD"}, [(2, "10C")], left=5))
    assert s.to_act() == (0,) and s.view(None).data["trick"] == [{"seat": 2, "card": "10C"}]


BAD: list[tuple[str, dict[str, Any], str]] = [
    ("card twice", {"hands": [HANDS[0], HANDS[1], [*HANDS[2][:9], "AS"]]},
     "cards in two places"),
    ("card not in the pack", {"hands": [HANDS[0], HANDS[1], [*HANDS[2][:9], "6S"]]},
     "not in the 32-card Prefa pack"),
    ("not a card", {"hands": [HANDS[0], HANDS[1], [*HANDS[2][:9], "ZZ"]]}, "is not a card"),
    ("short hand", {"hands": [HANDS[0][:9], HANDS[1], HANDS[2]]}, "every hand has 10 cards"),
    ("one-card kitty", {"kitty": ALL[30:31]}, "the kitty has 2 cards, not 1"),
    ("bid out of order", {"auction": ["6D", "6D"]}, "is not legal then"),
    ("higher seat raises", {"auction": ["6D", "6H", "pass", "7S"]}, "is not legal then"),
    ("thrown in", {"auction": ["pass", "pass", "pass"]}, "thrown in"),
    ("calls after the end", {"auction": ["pass", "pass", "7S", "pass"]}, "was over"),
    ("not a contract", {"auction": ["10NT"]}, "is not a contract"),
    ("contract below the bid", {"declarer": 1, "bid": "8H", "contract": "7NT"},
     "below the bid"),
    ("both defenders passed", {"declarer": 1, "bid": "8H", "defence": ["pass", "pass"]},
     "both defenders passed"),
    ("defence call not offered", {"declarer": 1, "bid": "8H", "defence": ["alone"]},
     "not one of the choices"),
    ("negative pot", {"pots": [3, -1, 4]}, "pots are three numbers of at least 0"),
    ("chips not zero-sum", {"chips": [5, 0, 0]}, "sum to 0"),
    ("match over", {"pots": [0, 0, 0]}, "the match is over"),
    ("no such dealer", {"dealer": 3}, "the dealer is a seat"),
    ("phase that does not fit", {"phase": "play"}, "the phase is the auction"),
    ("declarer still discarding", {"declarer": 0, "bid": "7S", "phase": "discard",
                                   "trick": [(1, ALL[30])]}, "still discarding"),
]


@pytest.mark.parametrize(("what", "described", "why"), BAD, ids=[b[0] for b in BAD])
def test_impossible_positions_are_refused(what: str, described: dict[str, Any],
                                          why: str) -> None:
    hands = described.pop("hands", HANDS)
    with pytest.raises(InvalidPosition, match=why):
        Prefa.position(hands, **described)


def _play(**described: Any) -> Prefa:
    hands = described.pop("hands")
    return Prefa.position(hands, dealer=0, declarer=0, bid="7C", **described)


def test_impossible_play_positions_are_refused() -> None:
    five = [ALL[0:5], ALL[5:10], ALL[10:15]]
    ok = _play(hands=five, tricks=[4, 1, 0], leader=1)
    assert ok.to_act() == (1,)
    with pytest.raises(InvalidPosition, match="seat 0 should hold 5 cards now, not 4"):
        _play(hands=[ALL[0:4], ALL[5:10], ALL[10:15]], tricks=[5, 0, 0])
    with pytest.raises(InvalidPosition, match="seat 2 can't lead: the last trick's winner"):
        _play(hands=[ALL[0:5], ALL[5:10], ALL[11:15]], tricks=[5, 0, 0], trick=[(2, ALL[10])])
    with pytest.raises(InvalidPosition, match="seat 1 leads the first trick, not seat 0"):
        _play(hands=[ALL[0:10], ALL[10:20], ALL[20:30]], leader=0)
    with pytest.raises(InvalidPosition, match="out of turn"):  # 0 leads, then 1
        _play(hands=[ALL[1:5], ALL[5:10], ALL[11:15]], tricks=[5, 0, 0],
              trick=[(0, ALL[0]), (2, ALL[10])])
    with pytest.raises(InvalidPosition, match="rule of following"):  # 1 leads a spade;
        _play(hands=[["7H", "8H", "9H", "10H", "JH"], ["8S", "9S", "10S", "JS"],  # 2
                     ["AS", "7D", "8D", "9D"]], tricks=[4, 1, 0],  # holds A♠ yet plays 10♦
              trick=[(1, "7S"), (2, "10D")])
    with pytest.raises(InvalidPosition, match="a trick has 3 cards"):
        _play(hands=[ALL[1:5], ALL[6:10], ALL[11:15]], tricks=[4, 1, 0],
              trick=[(1, ALL[5]), (2, ALL[10]), (0, ALL[0])])
    with pytest.raises(InvalidPosition, match="all ten tricks"):
        _play(hands=[[], [], []], tricks=[10, 0, 0])
    with pytest.raises(InvalidPosition, match="out of play and takes no trick"):
        _play(hands=[*five[:2], ALL[10:20]], mode=ALONE, active=1, tricks=[3, 0, 2])
    with pytest.raises(InvalidPosition, match="seat 2 can't lead"):
        _play(hands=[*five[:2], ALL[10:20]], mode=ALONE, active=1, tricks=[5, 0, 0],
              leader=2)


def test_impossible_histories_are_refused() -> None:
    hands = [["QS", "JS", "KH", "QH", "JH", "10H", "9H"],
             ["7D", "8D", "9D", "10D", "JD", "QD", "KD"],
             ["AD", "7C", "8C", "9C", "10C", "JC", "QC"]]
    discards = ["KC", "AC"]
    with pytest.raises(InvalidPosition, match="give tricks"):
        Prefa.position(hands, declarer=0, bid="6NT", discards=discards, tricks=[3, 0, 0],
                       played=["AS", "7S", "8S", "KS", "9S", "10S", "7H", "AH", "8H"])
    with pytest.raises(InvalidPosition, match="8H by seat 0 in trick 1 breaks"):
        # 8♥ to a spade lead, while seat 0 still holds Q♠ and J♠
        Prefa.position(hands, declarer=0, bid="6NT", discards=discards,
                       played=["AS", "7S", "8H", "KS", "9S", "10S", "7H", "AH", "8S"])
    with pytest.raises(InvalidPosition, match="don't divide"):
        Prefa.position(hands, declarer=0, bid="6NT", discards=discards,
                       played=["AS", "7S", "8S", "KS"])


def test_the_picked_up_kitty_was_the_declarers() -> None:
    with pytest.raises(InvalidPosition, match="picked up"):
        Prefa.position(HANDS, declarer=0, bid="7S", phase="contract", kitty=HANDS[1][:2])
