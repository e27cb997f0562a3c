"""Fifty-Six: every worked example of the spec (FS-1 … FS-12), bad input, and each option.

Seats follow the spec's examples: the dealer is P0 (seat 0), P1 calls and leads
first. Deals that must end with an exact number of card points are designed suit
by suit (``designed``) and played with the first legal card, so the points follow
from the hands by a short argument, not from a shuffle.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from bot.engine import Action, IllegalAction, new_match
from bot.engine.cards import card_code, parse_card
from bot.engine.game import canonical
from bot.games.fifty_six import (
    NT,
    POINTS,
    STRENGTH,
    FiftySix,
    FiftySixOptions,
    ParsedCall,
    parse_call,
    texts,
)
from bot.i18n import english

SUITS = "SHDC"


def deck_codes(ranks: str = "J 9 A 10 K Q") -> list[str]:
    return [f"{r}{s}" for _ in range(2) for s in SUITS for r in ranks.split()]


def build_hands(n: int, fixed: dict[int, Sequence[str]], avoid: dict[int, str] | None = None,
                ranks: str = "J 9 A 10 K Q") -> list[list[str]]:
    """A full deal where ``fixed`` seats hold the given cards; the rest is filled in deck
    order, keeping the suits in ``avoid`` out of the named seats."""
    rest = deck_codes(ranks)
    for cards in fixed.values():
        for code in cards:
            rest.remove(code)
    size = len(deck_codes(ranks)) // n
    hands = {s: list(c) for s, c in fixed.items()}
    avoid = avoid or {}
    for seat in sorted(range(n), key=lambda s: s not in avoid):
        hand = hands.setdefault(seat, [])
        for code in list(rest):
            if len(hand) == size:
                break
            if code[-1] not in avoid.get(seat, ""):
                hand.append(code)
                rest.remove(code)
        assert len(hand) == size, "the example cannot be dealt"
    return [hands[s] for s in range(n)]


def designed(n: int, suits: dict[str, dict[int, str]]) -> list[list[str]]:
    """A deal built suit by suit: ``suits["S"] = {1: "J J 9", …}`` gives P1 J♠ J♠ 9♠.

    Every seat holds as many cards of every suit (three with 4 players, two with 6),
    so every trick is followed. Playing the first legal card — the highest of the
    led suit, the leader's highest in the order ♠ ♥ ♣ ♦ — the suits then go round
    by round, each seat playing its next highest card of the suit; trumps never
    meet another suit. Who takes each round is read straight off the holdings.
    """
    hands: list[list[str]] = [[] for _ in range(n)]
    for suit, holdings in suits.items():
        for seat, ranks in holdings.items():
            hands[seat] += [f"{r}{suit}" for r in ranks.split()]
    assert sorted(c for h in hands for c in h) == sorted(deck_codes()), "not a whole deck"
    return hands


def block(kind: str, jacks: int, other: int = -1) -> dict[int, str]:
    """One suit for 4 players (see ``designed``): the seat ``jacks`` holds both jacks and
    takes the first two rounds (both jacks in them).

    ``all``: its third card (9) takes the last round too — all 14 points.
    ``two``: ``other``'s ace takes the last round (Q A 10 Q: 2 points) — 12 / 2.
    ``one``: ``other``'s ace takes the last round (Q A K Q: 1 point) — 13 / 1.
    """
    x = other if other >= 0 else (jacks + 1) % 4
    y, z = [s for s in range(4) if s not in (jacks, x)]
    return {"all": {jacks: "J J 9", x: "9 A 10", y: "A 10 K", z: "K Q Q"},
            "two": {jacks: "J J Q", x: "9 9 A", y: "A 10 10", z: "K K Q"},
            "one": {jacks: "J J Q", x: "9 9 A", y: "A 10 K", z: "10 K Q"}}[kind]


# P1 + P3 take 14 + 14 + 2 + 1 = 31 points (FS-9, tables_net).
ODD_TAKE_31 = designed(4, {"S": block("all", 1), "H": block("all", 3),
                           "D": block("two", 0, 1), "C": block("one", 2, 3)})
# 14 + 14 + 14 = 42 (FS-4 made, redoubled deals) and 14 + 12 + 13 = 39 (FS-4 failed).
ODD_TAKE_42 = designed(4, {"S": block("all", 1), "H": block("all", 3),
                           "D": block("all", 1), "C": block("all", 0)})
ODD_TAKE_39 = designed(4, {"S": block("all", 1), "H": block("two", 3, 0),
                           "D": block("one", 1, 2), "C": block("all", 0)})
# 14 + 14 + 14 + 2 = 44 (FS-8, exactly the contract).
ODD_TAKE_44 = designed(4, {"S": block("all", 1), "H": block("all", 3),
                           "D": block("all", 1), "C": block("two", 0, 1)})


def start(n: int = 4, hands: list[list[str]] | None = None, seed: int = 0,
          options: dict[str, Any] | None = None, dealer: int = 0) -> FiftySix:
    deal: dict[str, Any] = {"dealer": dealer}
    if hands is not None:
        deal["hands"] = hands
    state = new_match("fifty-six", n, options, seed, deals=[deal])
    assert isinstance(state, FiftySix)
    return state


def calls(state: FiftySix, *script: tuple[int, str]) -> None:
    for seat, call in script:
        state.apply(seat, call)


def play_first_legal(state: FiftySix) -> None:
    """Play the current deal to its end, each seat playing its first legal card."""
    deals = state.deals_completed()
    while state.deals_completed() == deals:
        seat = state.turn
        state.apply(seat, state.legal_actions(seat)[0])


def said(state: FiftySix, index: int = -1) -> str:
    """The words of a bid of the auction as it was said (English)."""
    meaning = state.auction()[index][1]
    assert meaning is not None, "not a bid"
    return english(texts.said(meaning))


def shown(state: FiftySix, index: int = -1) -> str:
    """What a bid of the auction showed (§12), in English; "" when nothing."""
    meaning = state.auction()[index][1]
    assert meaning is not None, "not a bid"
    text = texts.meaning(meaning)
    return english(text) if text is not None else ""


def rejects(state: FiftySix, seat: int, action: str | Action, *words: str) -> str:
    """``action`` must be refused with a sentence containing ``words``, changing nothing."""
    before = canonical(state)
    with pytest.raises(IllegalAction) as info:
        state.apply(seat, action)
    assert canonical(state) == before
    for word in words:
        assert word in info.value.reason, info.value.reason
    return info.value.reason


# --- FS-1 … FS-12 -------------------------------------------------------------


def test_fs1_reentry_after_pass_and_overbidding_a_partner() -> None:
    state = start()
    calls(state, (1, "28 spades"), (2, "pass"), (3, "30 hearts"), (0, "pass"), (1, "pass"),
          (2, "32 diamonds"), (3, "pass"), (0, "pass"))
    assert state.phase == "auction"
    state.apply(1, "pass")
    assert state.phase == "play"
    assert (state.amount, state.trump, state.bidder & 1, state.multiplier) == (32, 2, 0, 1)
    assert state.turn == 1  # P1 leads whoever won the auction


def test_fs2_a_bid_cancels_a_double_and_a_redouble_ends_the_auction() -> None:
    state = start()
    calls(state, (1, "30 clubs"), (2, "double"), (3, "pass"), (0, "31 spades"))
    assert not state.doubled
    calls(state, (1, "double"), (2, "redouble"))
    assert state.phase == "play"
    assert (state.amount, state.trump, state.bidder & 1, state.multiplier) == (31, 0, 0, 4)


# Six players, two cards of each suit each. Spades: P1's J J take both rounds (14).
# Hearts: P3's and P5's jacks lead round 0 (J J 9 9 A K: 11 points, to P3 or P5,
# whichever jack came first); P0's ace takes round 1 (10 Q A 10 K Q: 3). Diamonds
# and clubs: P0's and P2's J J take all 14. P1 + P3 + P5: 14 + 11 = 25.
ODD_TAKE_25_OF_6 = designed(6, {
    "S": {1: "J J", 0: "9 9", 2: "A A", 3: "10 10", 4: "K K", 5: "Q Q"},
    "H": {3: "J 10", 5: "J Q", 0: "9 A", 2: "9 10", 4: "A K", 1: "K Q"},
    "D": {0: "J J", 1: "9 9", 2: "A A", 3: "10 10", 4: "K K", 5: "Q Q"},
    "C": {2: "J J", 1: "9 9", 0: "A A", 3: "10 10", 4: "K K", 5: "Q Q"},
})


def test_fs3_everybody_passes_six_players() -> None:
    state = start(6, hands=ODD_TAKE_25_OF_6)
    calls(state, *((s % 6, "pass") for s in range(1, 7)))
    assert state.phase == "play"
    assert (state.amount, state.trump, state.bidder, state.multiplier) == (28, -1, 1, 1)
    assert state.all_passed and state.turn == 1
    assert "double" not in {a.kind for a in state.legal_actions(1)}
    play_first_legal(state)
    record = state.history[-1]
    assert record.points[1] == 25 and not record.made
    assert state.gp == [2, 0]


@pytest.mark.parametrize(("hands", "taken", "gp"), [(ODD_TAKE_42, 42, [0, 4]),
                                                    (ODD_TAKE_39, 39, [6, 0])])
def test_fs4_a_double_that_stands(hands: list[list[str]], taken: int, gp: list[int]) -> None:
    state = start(hands=hands)
    calls(state, (1, "40 hearts"), (2, "double"), (3, "pass"), (0, "pass"))
    # instead of passing, P1 could redouble or bid higher; P1 may not double
    assert {"redouble", "bid:41H", "pass"} <= {str(a) for a in state.legal_actions(1)}
    assert "double" not in {str(a) for a in state.legal_actions(1)}
    state.apply(1, "pass")
    assert (state.amount, state.trump, state.bidder & 1, state.multiplier) == (40, 1, 1, 2)
    play_first_legal(state)
    assert state.history[-1].points[1] == taken
    assert state.gp == gp


def test_fs4_p3_could_have_redoubled() -> None:
    state = start()
    calls(state, (1, "40 hearts"), (2, "double"))
    assert "redouble" in {str(a) for a in state.legal_actions(3)}
    state.apply(3, "redouble")
    assert state.phase == "play" and state.multiplier == 4


def test_fs5_illegal_calls() -> None:
    state = start()
    calls(state, (1, "30 clubs"), (2, "pass"))
    rejects(state, 3, "double", "your own team's bid")
    rejects(state, 3, "30 spades", "bid at least 31")
    rejects(state, 3, "redouble", "no double to redouble")
    rejects(state, 3, "57 no-trumps", "56 is the highest bid")
    fresh = start()
    rejects(fresh, 1, "plus 1 spades", "needs a bid to add to")


def test_fs6_following_suit_nothing_more() -> None:
    hands = build_hands(4, {1: ["9S"], 2: ["JH", "KS", "AD", "10S", "KS"],
                            3: ["JH", "AD", "QC"]}, avoid={3: "S", 2: "S"})
    state = start(hands=hands)
    calls(state, (1, "28 hearts"), (2, "pass"), (3, "pass"), (0, "pass"))
    state.apply(1, "play:9S")
    assert sorted(str(a) for a in state.legal_actions(2)) == ["play:10S", "play:KS"]
    rejects(state, 2, "play:AD", "must follow suit", "spade")
    state.apply(2, "play:KS")  # no duty to beat the 9
    assert {str(a) for a in state.legal_actions(3)} == {f"play:{c}" for c in hands[3]}
    state.clone().apply(3, "play:AD")  # trumping is not required…
    state.apply(3, "play:JH")  # …but allowed
    assert state.trick == [parse_card(c) for c in ("9S", "KS", "JH")]


def test_fs7_identical_cards_the_first_one_wins_no_trump() -> None:
    hands = build_hands(4, {1: ["JC"], 2: ["9C"], 3: ["JC"], 0: ["JS"]}, avoid={0: "C"})
    state = start(hands=hands)
    calls(state, (1, "pass"), (2, "pass"), (3, "pass"), (0, "pass"))
    assert state.trump == -1
    for seat, card in ((1, "JC"), (2, "9C"), (3, "JC"), (0, "JS")):
        state.apply(seat, f"play:{card}")
    assert state.last_winner == 1


def test_fs7_identical_trumps_the_first_one_wins() -> None:
    hands = build_hands(4, {1: ["AS"], 2: ["JH"], 3: ["JH"], 0: ["9S"]}, avoid={2: "S", 3: "S"})
    state = start(hands=hands)
    calls(state, (1, "28 hearts"), (2, "pass"), (3, "pass"), (0, "pass"))
    for seat, card in ((1, "AS"), (2, "JH"), (3, "JH"), (0, "9S")):
        state.apply(seat, f"play:{card}")
    assert state.last_winner == 2
    assert state.points == [9, 0]  # 1 + 3 + 3 + 2, won by P2's team


def test_fs8_game_point_table_and_multipliers() -> None:
    gp = start().game_points
    assert gp(44, True, 1) == 2
    assert gp(44, True, 2) == 4
    assert gp(44, False, 2) == 6
    assert gp(30, False, 4) == 8
    assert gp(56, True, 1) == 4
    assert gp(56, False, 1) == 5
    assert [gp(a, True, 1) for a in (28, 39, 40, 47, 48, 55, 56)] == [1, 1, 2, 2, 3, 3, 4]
    assert [gp(a, False, 1) for a in (28, 39, 40, 47, 48, 55, 56)] == [2, 2, 3, 3, 4, 4, 5]


def test_fs8_exactly_the_contract_is_made() -> None:
    state = start(hands=ODD_TAKE_44)
    calls(state, (1, "44 spades"), (2, "pass"), (3, "pass"), (0, "pass"))
    play_first_legal(state)
    record = state.history[-1]
    assert record.points[1] == 44 and record.made
    assert state.gp == [0, 2]


def _section(state: FiftySix, title: str) -> str:
    return next(english(s.body) for s in state.view(None).sections if english(s.title) == title)


def _titles(state: FiftySix, seat: int | None = None) -> list[str]:
    return [english(s.title) for s in state.view(seat).sections]


def test_fs9_end_of_the_match_and_table_cards() -> None:
    state = FiftySix.position(ODD_TAKE_31, dealer=0, game_points=(9, 11))
    # even team (red): 1 own card left; odd team (black): 3 left
    assert state.tables == [1, 3]
    assert _section(state, "Table cards") == ("{s0} and {s2}: 1 red left, 9 black received · "
                                              "{s1} and {s3}: 3 black left, 11 red received")
    calls(state, (1, "30 spades"), (2, "pass"), (3, "pass"), (0, "pass"))
    play_first_legal(state)
    assert state.history[-1].points[1] == 31
    assert state.gp == [9, 12]
    assert state.tables[0] == 0  # the even team handed over its last card of its colour
    assert _section(state, "Table cards") == ("{s0} and {s2}: 0 red left, 9 black received · "
                                              "{s1} and {s3}: 3 black left, 12 red received")
    assert _section(state, "Scores") == ("{s0} and {s2}: 9 · {s1} and {s3}: 12 (game points; "
                                         "12 wins)")
    result = state.result()
    assert result is not None and result.winners == [1, 3] and result.scores == [9, 12]
    assert state.is_over and state.legal_actions(1) == []
    rejects(state, 1, "pass", "match is over")


def test_fs10_plus_calls() -> None:
    state = start()
    calls(state, (1, "30 hearts"), (2, "plus 2 spades"))
    assert (state.high_amount, state.high_strain, state.high_seat) == (32, 0, 2)
    assert state.calls[-1].form == "plus_suit" and said(state) == "plus 2 spades"
    assert shown(state) == "shows two top spades and no other spade (J♠ J♠)"
    state.apply(3, "+1 noes")
    assert (state.high_amount, state.high_strain) == (33, NT)
    assert state.calls[-1].form == "plus_noes"
    high = start()
    calls(high, (1, "55 hearts"), (2, "pass"))
    rejects(high, 3, "plus 2 spades", "57", "56 is the highest bid")


def test_fs11_noes_meaning_is_display_only() -> None:
    state = start()
    calls(state, (1, "28 spades"), (2, "29 hearts"))
    minimum, plus_one = state.clone(), state.clone()
    minimum.apply(3, "30 noes")
    assert minimum.high_strain == NT and shown(minimum) == "shows a void in hearts"
    plus_one.apply(3, "31 noes")
    assert plus_one.high_amount == 31 and shown(plus_one) == "shows a void in spades"
    assert "void in hearts" in _section(minimum, "Auction")


def test_fs12_eight_players() -> None:
    state = start(8, seed=3)
    assert len(state.deck()) == 64
    assert all(len(hand) == 8 for hand in state.hands)
    assert sum(POINTS[c] for c in state.deck()) == 56
    for rank in "87":
        assert POINTS[parse_card(f"{rank}S")] == 0
    assert STRENGTH[parse_card("QS")] > STRENGTH[parse_card("8S")] > STRENGTH[parse_card("7S")]
    calls(state, (1, "28 no-trumps"), *((s, "pass") for s in range(2, 8)), (0, "pass"))
    tricks = 0
    while state.deals_completed() == 0:
        before = sum(state.tricks_won)
        state.apply(state.turn, state.legal_actions(state.turn)[0])
        tricks += sum(state.tricks_won) != before
    assert tricks == 8
    assert sum(state.history[-1].points) == 56
    assert len(state.history) == 1 and sum(len(h) for h in state.hands) == 64


def test_eight_and_seven_lose_to_the_queen() -> None:
    others = {seat: "S" for seat in (4, 5, 6, 7, 0)}
    hands = build_hands(8, {1: ["8S"], 2: ["QS"], 3: ["7S"]}, avoid=others,
                        ranks="J 9 A 10 K Q 8 7")
    state = start(8, hands=hands)
    calls(state, *((s % 8, "pass") for s in range(1, 9)))
    for seat in (1, 2, 3, 4, 5, 6, 7, 0):
        wanted = {1: "8S", 2: "QS", 3: "7S"}.get(seat)
        state.apply(seat, f"play:{wanted}" if wanted else state.legal_actions(seat)[0])
    assert [card_code(c) for c in state.last_trick][:3] == ["8S", "QS", "7S"]
    assert state.last_winner == 2


# --- bad input ----------------------------------------------------------------


def test_bad_input_bid_below_the_current_one() -> None:
    state = start()
    state.apply(1, "bid:33D")
    reason = rejects(state, 2, "bid:32S", "33 diamonds", "at least 34")
    assert reason == ("The bid is 33 diamonds — bid at least 34 (a new trump at the same number "
                      "is not higher), or pass.")
    rejects(state, 2, "bid:33S", "at least 34")


def test_bad_input_double_by_the_bidding_team() -> None:
    state = start()
    calls(state, (1, "bid:30C"), (2, "pass"))
    assert rejects(state, 3, "double") == ("You can't double 30 clubs: it is your own team's "
                                           "bid. You may bid 31 or more or pass.")


def test_bad_input_redouble_with_no_double() -> None:
    state = start()
    state.apply(1, "bid:30C")
    assert rejects(state, 2, "redouble") == ("There is no double to redouble. You may bid 31 "
                                             "or more, double, or pass.")


def test_bad_input_card_not_held() -> None:
    hands = build_hands(4, {1: ["JS"]}, avoid={1: "H"})
    state = start(hands=hands)
    calls(state, (1, "28 spades"), (2, "pass"), (3, "pass"), (0, "pass"))
    assert rejects(state, 1, "play:10H") == "You don't hold 10♥. Play a card from your hand."


@pytest.mark.parametrize(("seat", "action", "words"), [
    (1, "play:JS", "auction is still on"),
    (1, "bid:fish", "is not a call"),
    (1, "bid:27S", "start at 28"),
    (1, "bid:57H", "56 is the highest bid"),
    (1, "double", "no bid to double"),
    (1, "redouble", "no double to redouble"),
    (1, "frobnicate", "is not a move"),
    (1, "bid", "Say which bid"),
    (2, "pass", "not your turn"),
])
def test_bad_input_in_the_auction(seat: int, action: str, words: str) -> None:
    rejects(start(), seat, action, words)


def test_bad_input_in_play() -> None:
    state = start()
    calls(state, (1, "28 spades"), (2, "pass"), (3, "pass"), (0, "pass"))
    rejects(state, 1, "play:ZZ", "is not a card")
    rejects(state, 1, "bid:30S", "auction is over")
    rejects(state, 1, "double", "auction is over")
    rejects(state, 2, "play:JS", "not your turn")
    rejects(state, 1, "dance", "is not a move")


def test_double_twice_and_redouble_by_the_doublers() -> None:
    state = start()
    calls(state, (1, "30 clubs"), (2, "double"), (3, "pass"))
    rejects(state, 0, "double", "already doubled")
    rejects(state, 0, "redouble", "Only the team whose bid was doubled")


# --- auction details ----------------------------------------------------------


def test_highest_bidder_may_escape_a_double_by_bidding_higher() -> None:
    state = start()
    calls(state, (1, "30 clubs"), (2, "double"), (3, "pass"), (0, "pass"), (1, "31 clubs"))
    assert not state.doubled and state.high_amount == 31 and state.high_seat == 1


def test_56_can_be_doubled_and_redoubled() -> None:
    state = start()
    calls(state, (1, "56 no-trumps"), (2, "double"))
    assert {str(a) for a in state.legal_actions(3)} == {"pass", "redouble"}
    state.apply(3, "redouble")
    assert state.phase == "play" and state.multiplier == 4 and state.amount == 56


def test_legal_calls_listed() -> None:
    state = start()
    first = [str(a) for a in state.legal_actions(1)]
    assert first[0] == "pass" and "bid:28S" in first and "bid:56N" in first
    assert len(first) == 1 + 29 * 5
    assert state.legal_actions(2) == []
    state.apply(1, "bid:50H")
    second = {str(a) for a in state.legal_actions(2)}
    assert "double" in second and "bid:50S" not in second and "bid:51S" in second


def test_auction_ends_after_n_minus_one_passes_after_a_double() -> None:
    state = start(6)
    calls(state, (1, "30 clubs"), (2, "double"), *((s % 6, "pass") for s in range(3, 7)))
    assert state.phase == "auction"
    state.apply(1, "pass")
    assert state.phase == "play" and state.multiplier == 2


# --- call forms ---------------------------------------------------------------


@pytest.mark.parametrize(("text", "parsed"), [
    ("28 spades", ParsedCall("bid", "number_suit", 28, 0, 0)),
    ("28S", ParsedCall("bid", "number_suit", 28, 0, 0)),
    ("+1 spades", ParsedCall("bid", "plus_suit", 0, 1, 0)),
    ("plus 2 hearts", ParsedCall("bid", "plus_suit", 0, 2, 1)),
    ("spades 28", ParsedCall("bid", "suit_number", 28, 0, 0)),
    ("Diamonds 40", ParsedCall("bid", "suit_number", 40, 0, 2)),
    ("28 no-trump", ParsedCall("bid", "number_nt", 28, 0, NT)),
    ("28 no-trumps", ParsedCall("bid", "number_nt", 28, 0, NT)),
    ("29N", ParsedCall("bid", "number_nt", 29, 0, NT)),
    ("30NT", ParsedCall("bid", "number_nt", 30, 0, NT)),
    ("29 noes", ParsedCall("bid", "number_noes", 29, 0, NT)),
    ("+1 noes", ParsedCall("bid", "plus_noes", 0, 1, NT)),
    ("plus 3 noes", ParsedCall("bid", "plus_noes", 0, 3, NT)),
    ("33 ♣", ParsedCall("bid", "number_suit", 33, 0, 3)),
    ("pass", ParsedCall("pass")),
    ("double", ParsedCall("double")),
    ("redouble", ParsedCall("redouble")),
])
def test_parse_call_forms(text: str, parsed: ParsedCall) -> None:
    assert parse_call(text) == parsed


@pytest.mark.parametrize("text", ["", "spades", "28 trumps", "plus spades", "hello"])
def test_parse_call_rejects_with_a_sentence(text: str) -> None:
    with pytest.raises(IllegalAction, match="is not a call"):
        parse_call(text)


def test_a_bare_number_is_answered_with_the_forms_that_name_a_suit() -> None:
    """Issue 16 item 8: "28" is a near miss; the answer says how a bid is said."""
    with pytest.raises(IllegalAction) as info:
        parse_call("28")
    assert info.value.reason == "A bid needs a suit: 28S or 28 spades (or 28 no-trumps)."
    state = start()
    for typed in ("28", "bid 28", "bid:28"):
        action = state.parse_action(1, typed)
        assert action == Action("bid", "28")
        assert rejects(state, 1, action) == ("A bid needs a suit: 28S or 28 spades (or 28 "
                                             "no-trumps).")
    rejects(state, 1, "33", "A bid needs a suit: 33S or 33 spades")


@pytest.mark.parametrize("action", [
    "28 spades", "spades 28", "bid:spades 28", Action("bid", "28 spades"),
    Action("call", "spades 28"),
])
def test_spoken_forms_are_accepted_as_actions(action: str | Action) -> None:
    state = start()
    state.apply(1, action)
    assert (state.high_amount, state.high_strain) == (28, 0)


def test_the_form_is_recorded_and_shown() -> None:
    state = start()
    calls(state, (1, "spades 28"), (2, "29 noes"), (3, "plus 1 hearts"), (0, "31 no-trumps"))
    assert [c.form for c in state.calls] == ["suit_number", "number_noes", "plus_suit",
                                             "number_nt"]
    assert [said(state, i) for i in range(4)] == ["spades 28", "29 noes", "plus 1 hearts",
                                                  "31 no-trumps"]
    assert shown(state, 0).startswith("shows a good spade suit without its top card")
    assert shown(state, 1) == "shows a void in spades"
    auction = _section(state, "Auction")
    assert "{s1}: spades 28 (= 28 spades)" in auction
    assert "{s3}: plus 1 hearts (= 30 hearts) — shows the top heart and no other heart (J♥)" \
        in auction
    data = state.view(None).data["auction"]
    assert data[2] == {"seat": 3, "call": "bid", "amount": 30, "strain": "H",
                       "form": "plus_suit", "shows": ["JH"], "void": None}
    assert data[1]["void"] == "S" and data[1]["shows"] == []


def test_number_suit_meaning_counts_top_cards_already_announced() -> None:
    state = start()
    calls(state, (1, "28 spades"), (2, "30 spades"))
    assert shown(state, 0) == "shows the top spade (J♠) and about four or more spades"
    assert shown(state, 1) == "shows two top spades (J♠ 9♠)"


def test_meaning_texts_of_the_other_forms() -> None:
    state = start()
    calls(state, (1, "28 no-trumps"), (2, "spades 29"), (3, "hearts 30"))
    assert shown(state, 0) == "shows no especially good suit but a fairly strong hand"
    assert shown(state, 1) == "shows a good spade suit without its top card"  # not opening
    opening = start()
    opening.apply(1, "spades 28")
    assert shown(opening, 0) == ("shows a good spade suit without its top card, about "
                                 "five or more spades")


def test_plus_noes_is_one_step_off_number_noes_q6() -> None:
    """§12/Q6: at the same amount, "plus 1 noes" points one bid further back than
    "30 noes" — the seed's numbering, kept as written."""
    state = start()
    calls(state, (1, "28 spades"), (2, "29 hearts"))
    number, plus = state.clone(), state.clone()
    number.apply(3, "30 noes")
    plus.apply(3, "plus 1 noes")
    assert number.calls[-1].amount == plus.calls[-1].amount == 30
    assert shown(number) == "shows a void in hearts"
    assert shown(plus) == "shows a void in spades"
    two = state.clone()
    two.apply(3, "plus 2 noes")  # the third most recent bid: there is none
    assert shown(two) == "" and two.high_amount == 31


def test_noes_have_no_meaning_when_the_bid_they_point_at_was_no_trumps() -> None:
    state = start()
    calls(state, (1, "28 no-trumps"), (2, "29 noes"))
    assert shown(state) == ""
    assert "{s2}: 29 noes (= 29 no-trumps)" in _section(state, "Auction").splitlines()
    state.apply(3, "30 clubs")
    state.apply(0, "plus 2 noes")  # two bids back: P1's no-trumps
    assert shown(state) == ""
    state.apply(1, "33 noes")  # min: P0's no-trumps
    assert shown(state) == ""
    state.apply(2, "36 noes")  # min 34 + 2: three bids back, P3's clubs
    assert shown(state) == "shows a void in clubs"


def test_bids_said_in_a_form_by_machine_form() -> None:
    """``bid:32S:plus_suit`` says the listed ``bid:32S`` in the plus form (computers do)."""
    state = start()
    state.apply(1, "bid:30H:suit_number")
    assert said(state) == "hearts 30"
    assert english(state.label(Action("bid", "32S:plus_suit"))) == (
        "plus 2 spades (= 32 spades) — shows J♠ J♠ and no other spade")
    state.apply(2, "bid:32S:plus_suit")
    call = state.calls[-1]
    assert (call.amount, call.strain, call.form, said(state)) == (32, 0, "plus_suit",
                                                                  "plus 2 spades")
    assert shown(state) == "shows two top spades and no other spade (J♠ J♠)"
    state.apply(3, "bid:33N:number_noes")
    assert shown(state) == "shows a void in spades"
    state.apply(0, "bid:35N:plus_noes")  # plus 2: three bids back, P1's hearts
    assert (said(state), shown(state)) == ("plus 2 noes", "shows a void in hearts")
    state.apply(1, "bid:36C:number_suit")
    assert said(state) == "36 clubs"
    assert len(state.legal_actions(2)) == 1 + 1 + (56 - 36) * 5  # one action per bid


@pytest.mark.parametrize(("action", "words"), [
    ("bid:30S:number_nt", "names no-trumps"),
    ("bid:30N:plus_suit", "names a suit"),
    ("bid:30H:sideways", "is not a call form"),
    ("bid:30S:plus_suit", "needs a bid to add to"),
    ("bid:28N:plus_noes", "needs a bid to add to"),
])
def test_bad_machine_forms_are_refused(action: str, words: str) -> None:
    rejects(start(), 1, action, words)


def test_a_plus_form_must_still_be_higher() -> None:
    state = start()
    state.apply(1, "30 hearts")
    rejects(state, 2, "bid:30S:plus_suit", "bid at least 31")
    rejects(state, 2, "bid:57S:plus_suit", "56 is the highest bid")


def test_labels() -> None:
    state = start()
    assert english(state.label(Action("bid", "29N"))) == "29 no-trumps"
    assert english(state.label(Action("pass"))) == "Pass"
    assert english(state.label(Action("double"))) == "Double"
    assert english(state.label(Action("play", "10H"))) == "10♥"


# --- dealer, deal, match ------------------------------------------------------


def test_first_dealer_is_the_highest_draw_and_ties_draw_again() -> None:
    for seed in range(40):
        state = new_match("fifty-six", 4, None, seed)
        assert isinstance(state, FiftySix)
        contenders = list(range(4))
        for drawn in state.draws:
            assert [s for s, _ in drawn] == contenders
            best = max(STRENGTH[c] for _, c in drawn)
            contenders = [s for s, c in drawn if STRENGTH[c] == best]
        assert contenders == [state.dealer]
        assert state.turn == (state.dealer + 1) % 4
    assert any(len(new_match("fifty-six", 6, None, s).draws) > 1  # type: ignore[attr-defined]
               for s in range(40))


def test_dealing_starts_right_of_the_dealer_one_card_at_a_time() -> None:
    state = start(6, seed=5, dealer=2)
    from bot.engine.cards import shuffled
    pack = shuffled(state.deck(), 5, "0")
    assert sorted(state.hands[3]) == sorted(pack[0::6])
    assert sorted(state.hands[2]) == sorted(pack[5::6])


def test_dealer_rotates_to_the_right_and_the_next_seat_opens() -> None:
    state = start(seed=1, dealer=3)
    for expected in (3, 0, 1):
        assert state.dealer == expected and state.turn == (expected + 1) % 4
        calls(state, *(((expected + i) % 4, "pass") for i in range(1, 5)))
        play_first_legal(state)
        if state.is_over:
            break


def test_views_hide_other_hands_and_show_your_own() -> None:
    state = start(seed=7)
    for seat in range(4):
        view = state.view(seat)
        assert sorted(view.hand) == sorted(card_code(c) for c in state.hands[seat])
        assert view.hand_text
    assert state.view(None).hand == []
    assert english(state.view(1).prompt) == "Your call: bid 28 or more or pass."
    assert english(state.view(2).prompt) == "Waiting for {s1} to call."


def test_view_during_play_shows_contract_trick_and_last_trick() -> None:
    state = start(seed=2)
    calls(state, (1, "30 hearts"), (2, "double"), (3, "pass"), (0, "pass"), (1, "pass"))
    for _ in range(5):
        state.apply(state.turn, state.legal_actions(state.turn)[0])
    view = state.view(None)
    titles = _titles(state)
    assert {"Scores", "Table cards", "Contract", "Trick", "Last trick"} <= set(titles)
    assert _section(state, "Contract").startswith("30 hearts by {s1} and {s3}, doubled")
    assert view.phase == "play" and english(view.phase_title) == "Play — trick 2 of 12"
    assert view.data["contract"] == {"seat": 1, "code": "30H", "value": 30, "team": 1,
                                     "multiplier": 2, "all_pass": False}
    assert view.data["trump"] == "H" and view.data["last_trick_winner"] == state.last_winner


def test_json_round_trip_mid_auction_and_mid_play() -> None:
    state = start(seed=4)
    calls(state, (1, "28 hearts"), (2, "double"))
    again = FiftySix.from_json(state.to_json())
    assert again == state
    calls(state, (3, "redouble"))
    state.apply(1, state.legal_actions(1)[0])
    assert FiftySix.from_json(state.to_json()) == state


# --- options (spec §13) -------------------------------------------------------


def test_options_reject_unknown_values() -> None:
    with pytest.raises(ValueError):
        FiftySixOptions.model_validate({"deck_4p": 36})
    with pytest.raises(ValueError):
        FiftySixOptions.model_validate({"colour": "red"})
    assert FiftySixOptions.model_validate({"deck_4p": "32"}).deck_4p == 32


def test_direction_cw_changes_the_words_not_the_order() -> None:
    ccw, cw = start(seed=3), start(seed=3, options={"direction": "cw"})
    assert ccw.hands == cw.hands and ccw.turn == cw.turn == 1
    assert "to the left" in _section(cw, "Dealer")
    assert "to the right" in _section(ccw, "Dealer")


def test_deck_4p_32() -> None:
    state = start(seed=3, options={"deck_4p": 32})
    assert len(state.deck()) == 32 and all(len(h) == 8 for h in state.hands)
    assert {c >> 2 for c in state.deck()} == {11, 9, 14, 10}
    assert sum(POINTS[c] for c in state.deck()) == 56


def test_deck_8p_48() -> None:
    state = start(8, seed=3, options={"deck_8p": 48})
    assert len(state.deck()) == 48 and all(len(h) == 6 for h in state.hands)


@pytest.mark.parametrize(("table", "made", "failed"), [
    ("nair", [1, 1, 2, 2, 3, 3, 3], [2, 2, 3, 3, 4, 4, 4]),
    ("56cards", [1, 1, 2, 2, 2, 2, 3], [2, 2, 3, 3, 3, 3, 4]),
])
def test_alternative_score_tables(table: str, made: list[int], failed: list[int]) -> None:
    gp = start(options={"score_table": table}).game_points
    amounts = (28, 39, 40, 47, 48, 55, 56)
    assert [gp(a, True, 1) for a in amounts] == made
    assert [gp(a, False, 1) for a in amounts] == failed


def test_double_scoring_add() -> None:
    gp = start(options={"double_scoring": "add"}).game_points
    assert (gp(44, True, 1), gp(44, True, 2), gp(44, False, 4)) == (2, 3, 5)


def test_redouble_need_not_end_the_auction() -> None:
    state = start(options={"redouble_ends_auction": False})
    calls(state, (1, "30 clubs"), (2, "double"), (3, "redouble"))
    assert state.phase == "auction" and state.redoubled and state.turn == 0
    assert "double" not in {str(a) for a in state.legal_actions(0)}
    calls(state, (0, "31 spades"))
    assert not state.doubled and not state.redoubled
    calls(state, (1, "double"), (2, "redouble"), (3, "pass"), (0, "pass"))
    assert state.phase == "auction"
    state.apply(1, "pass")
    assert state.phase == "play" and state.multiplier == 4 and state.amount == 31


def test_redouble_any_time() -> None:
    state = start(6, options={"redouble_timing": "any_time"})
    calls(state, (1, "30 clubs"), (2, "double"))
    assert state.to_act() == (3, 1, 5)
    assert [str(a) for a in state.legal_actions(5)] == ["redouble"]
    assert state.legal_actions(4) == []
    rejects(state, 5, "pass", "you may only redouble")
    state.apply(5, "redouble")
    assert state.phase == "play" and state.multiplier == 4 and state.redoubler == 5


def test_all_pass_first_bidder_forced() -> None:
    state = start(options={"all_pass": "first_bidder_forced"})
    calls(state, (1, "pass"), (2, "pass"), (3, "pass"), (0, "pass"))
    assert state.phase == "auction" and state.turn == 1
    assert "pass" not in {str(a) for a in state.legal_actions(1)}
    rejects(state, 1, "pass", "must open the bidding")
    calls(state, (1, "28 diamonds"), (2, "pass"), (3, "pass"), (0, "pass"))
    assert state.phase == "play" and state.trump == 2 and not state.all_passed


def test_all_pass_mandatory_opening() -> None:
    state = start(options={"all_pass": "mandatory_opening"})
    rejects(state, 1, "pass", "must open the bidding")
    state.apply(1, "28 clubs")
    state.apply(2, "pass")
    assert state.turn == 3


def test_redeal_no_points_same_dealer() -> None:
    weak = build_hands(4, {2: ["KS", "QS", "KS", "QS", "KH", "QH", "KH", "QH", "KD", "QD", "KD",
                               "QD"]})
    normal = build_hands(4, {})
    state = new_match("fifty-six", 4, {"redeal": "no_points"}, 0,
                      deals=[{"dealer": 1, "hands": weak}, {"hands": normal}])
    assert isinstance(state, FiftySix)
    assert state.dealer == 1 and state.redeals == 1
    assert [sorted(h) for h in state.hands] == [sorted(parse_card(c) for c in h) for h in normal]
    default = new_match("fifty-six", 4, None, 0, deals=[{"dealer": 1, "hands": weak}])
    assert default.redeals == 0  # type: ignore[attr-defined]


def test_redeal_weak_hand() -> None:
    weak = build_hands(4, {2: ["AS", "10S", "KS", "QS", "KH", "QH", "KH", "QH", "KD", "QD", "KD",
                               "QD"]})
    state = new_match("fifty-six", 4, {"redeal": "weak_hand"}, 0, deals=[{"dealer": 0,
                                                                           "hands": weak}])
    assert state.redeals == 1  # type: ignore[attr-defined]
    no_points = new_match("fifty-six", 4, {"redeal": "no_points"}, 0,
                          deals=[{"dealer": 0, "hands": weak}])
    assert no_points.redeals == 0  # type: ignore[attr-defined]


def test_redeal_weak_hand_when_a_team_holds_no_jack() -> None:
    """Every hand is worth more than 2 points, but P0 and P2 hold no jack: redeal."""
    jackless = build_hands(4, {1: ["JS", "JS", "JH", "JH"], 3: ["JD", "JD", "JC", "JC"]})
    assert all(sum(POINTS[parse_card(c)] for c in hand) > 2 for hand in jackless)
    normal = ODD_TAKE_42
    state = new_match("fifty-six", 4, {"redeal": "weak_hand"}, 0,
                      deals=[{"dealer": 0, "hands": jackless}, {"hands": normal}])
    assert isinstance(state, FiftySix)
    assert state.redeals == 1 and state.dealer == 0
    assert [sorted(h) for h in state.hands] == [sorted(parse_card(c) for c in h) for h in normal]
    kept = new_match("fifty-six", 4, {"redeal": "no_points"}, 0,
                     deals=[{"dealer": 0, "hands": jackless}])
    assert kept.redeals == 0  # type: ignore[attr-defined]


def test_trump_lead_rule_opens_trumps_once_one_has_fallen() -> None:
    """P2, void in spades, trumps P1's spade lead; from the next trick trumps may be led."""
    hands = build_hands(4, {1: ["AS", "JH"], 2: ["9H", "KH"], 3: ["10S"], 0: ["QS"]},
                        avoid={2: "S"})
    state = start(hands=hands, options={"trump_lead_rule": True})
    calls(state, (1, "28 hearts"), (2, "pass"), (3, "pass"), (0, "pass"))
    rejects(state, 1, "play:JH", "can't be led")
    for seat, card in ((1, "AS"), (2, "9H"), (3, "10S"), (0, "QS")):
        state.apply(seat, f"play:{card}")
    assert state.last_winner == 2 and state.turn == 2
    assert "play:KH" in {str(a) for a in state.legal_actions(2)}
    state.apply(2, "play:KH")  # leading a trump is allowed now
    assert state.trick == [parse_card("KH")]


def test_trump_lead_rule_when_the_leader_holds_only_trumps() -> None:
    only_trumps = build_hands(4, {1: [f"{r}H" for r in ["J", "9", "A", "10", "K", "Q"] * 2]})
    state = start(hands=only_trumps, options={"trump_lead_rule": True})
    calls(state, (1, "28 hearts"), (2, "pass"), (3, "pass"), (0, "pass"))
    assert len(state.legal_actions(1)) == 6  # every (distinct) card: all trumps
    assert english(state.view(1).prompt) == "Your lead: play any card."


@pytest.mark.parametrize(("scoring", "hands", "gp"), [
    ("multiply", ODD_TAKE_42, [0, 8]),  # 40 made: 2 GP × 4
    ("add", ODD_TAKE_42, [0, 4]),  # 2 GP + 2
    ("multiply", ODD_TAKE_39, [12, 0]),  # 40 failed: 3 GP × 4, and the match is over
    ("add", ODD_TAKE_39, [5, 0]),  # 3 GP + 2
])
def test_redoubled_deal_scored_end_to_end(scoring: str, hands: list[list[str]],
                                          gp: list[int]) -> None:
    state = start(hands=hands, options={"double_scoring": scoring})
    calls(state, (1, "40 hearts"), (2, "double"), (3, "redouble"))
    assert state.multiplier == 4
    play_first_legal(state)
    record = state.history[-1]
    assert record.multiplier == 4 and record.points[1] == (42 if hands is ODD_TAKE_42 else 39)
    assert state.gp == gp and record.gp == max(gp)
    assert state.is_over == (max(gp) >= 12)


def test_match_end_tables_net() -> None:
    def deal(tables: list[int]) -> FiftySix:
        state = FiftySix.position(ODD_TAKE_31, options={"match_end": "tables_net"},
                                  tables=tables, auction=["30 spades", "pass", "pass", "pass"])
        play_first_legal(state)  # the odd team makes 30: the even team pays 1 table
        return state

    assert deal([12, 12]).tables == [11, 13]
    last = deal([1, 23])
    assert last.tables == [0, 24] and not last.is_over  # it could pay: still in
    broke = deal([0, 24])
    assert broke.is_over and broke.tables == [0, 24]  # it could not pay: lost
    still = deal([5, 19])
    assert _section(still, "Scores") == ("{s0} and {s2}: 0 · {s1} and {s3}: 1 (game points "
                                         "won; the tables decide the match)")
    assert _section(still, "Tables") == ("{s0} and {s2}: 4 · {s1} and {s3}: 20 (a deal's losers "
                                         "pay its game points in tables; a team that can't pay "
                                         "loses)")
    assert "Table cards" not in _titles(still)
    result = broke.result()
    assert result is not None and result.winners == [1, 3] and result.scores == [0, 24]


def test_trump_lead_rule() -> None:
    hands = build_hands(4, {1: ["JH", "AS"]})
    state = start(hands=hands, options={"trump_lead_rule": True})
    calls(state, (1, "28 hearts"), (2, "pass"), (3, "pass"), (0, "pass"))
    assert all(parse_card(a.arg) & 3 != 1 for a in state.legal_actions(1))
    rejects(state, 1, "play:JH", "can't be led")


def test_registry_and_seat_counts() -> None:
    with pytest.raises(ValueError):
        new_match("fifty-six", 5)
    assert FiftySix.seat_counts == (4, 6, 8)


def test_legality_depends_on_amount_and_strain_only() -> None:
    spoken, compact = start(), start()
    calls(spoken, (1, "30 hearts"), (2, "plus 2 spades"), (3, "clubs 33"), (0, "plus 1 noes"))
    calls(compact, (1, "bid:30H"), (2, "bid:32S"), (3, "bid:33C"), (0, "bid:34N"))
    for a, b in zip(spoken.calls, compact.calls, strict=True):
        assert (a.seat, a.amount, a.strain) == (b.seat, b.amount, b.strain)
    assert spoken.legal_actions(1) == compact.legal_actions(1)
    # the same number in another form is not higher, whatever the form
    rejects(spoken, 1, "34 noes", "bid at least 35")
    rejects(spoken, 1, "spades 34", "bid at least 35")


def test_terminal_style_input_reaches_the_engine() -> None:
    state = start()
    state.apply(1, "bid:28 hearts")
    state.apply(2, Action("bid", "plus 1 noes"))
    assert (state.high_amount, state.high_strain) == (29, NT)
    assert said(state) == "plus 1 noes"
