"""Prefa rules: every worked example of shared/rules/prefa.md §13, the variants, bad input.

Auction, kitty, defence and play examples are driven through ``apply`` from
prepared deals. Settlement examples set up the end of a deal (contract, mode,
tricks) and settle it, because finding card layouts that produce exactly
"8 / 1 / 1" would test the layout, not the scoring; one prepared deal
(``RUN_HANDS``) is played from the defence calls to the settlement to tie
§8 to §10.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

import pytest

from bot.engine import new_match
from bot.engine.cards import card_code, deck_32, shuffled
from bot.games.prefa import (
    ALONE,
    BOTH,
    BOTH_PASS,
    CONTRACT_INDEX,
    GAME_VALUE,
    LEVEL,
    REQ_L,
    REQ_R,
    TOGETHER,
    Prefa,
    parse_contract,
)
from tests.harness import assert_rejects

ALL = [card_code(c) for c in deck_32()]


def make_deal(hands: list[list[str]], kitty: list[str] | None = None) -> dict[str, Any]:
    """A preset deal: given cards for some seats, the rest of the pack filled in order."""
    used = {c for h in hands for c in h} | set(kitty or ())
    rest = [c for c in ALL if c not in used]
    full = []
    for hand in hands:
        need = 10 - len(hand)
        full.append(list(hand) + rest[:need])
        rest = rest[need:]
    if kitty is None:
        kitty, rest = rest[:2], rest[2:]
    assert not rest
    return {"hands": full, "kitty": list(kitty)}


def match(dealer: int = 0, hands: list[list[str]] | None = None, kitty: list[str] | None = None,
          extra: int = 3, **options: Any) -> Prefa:
    first = make_deal(hands or [[], [], []], kitty) | {"dealer": dealer}
    deals = [first] + [make_deal([[], [], []]) for _ in range(extra)]
    state = new_match("prefa", 3, options, seed=1, deals=deals)
    assert isinstance(state, Prefa)
    return state


def legal(state: Prefa, seat: int) -> set[str]:
    return {str(a) for a in state.legal_actions(seat)}


def run(state: Prefa, *moves: tuple[int, str]) -> None:
    for seat, action in moves:
        state.apply(seat, action)


def to_defence(state: Prefa, declarer: int, bid: str, final: str) -> None:
    """Auction won by ``declarer`` at ``bid`` (the others pass), two discards, final contract."""
    while state.phase == "auction":
        seat = state.to_act()[0]
        state.apply(seat, f"bid:{bid}" if seat == declarer else "pass")
    assert state.declarer == declarer
    hand = state.hands[declarer]
    state.apply(declarer, f"discard:{card_code(hand[0])}")
    state.apply(declarer, f"discard:{card_code(state.hands[declarer][0])}")
    state.apply(declarer, f"contract:{final}")


def settle(final: str, mode: str, tricks: list[int], *, active: int = -1, other: int = -1,
           pots: list[int] | None = None, **options: Any) -> Prefa:
    """Settle a deal with declarer 0 (R = 1, L = 2) that ended with ``tricks``."""
    state = match(**options)
    state.declarer = 0
    state.bid = state.contract = CONTRACT_INDEX[final]
    state.mode, state.active, state.other = mode, active, other
    state.phase = "play"
    state.tricks = list(tricks)
    if pots is not None:
        state.pots = list(pots)
    state._settle()
    return state


# --- §5 dealing --------------------------------------------------------------------

def _by_twos(deck: list[int], *starts: int) -> list[int]:
    return [card for start in starts for card in deck[start:start + 2]]


def _assert_dealt(state: Prefa, deck: list[int]) -> None:
    """§5: F deck[0:2], M deck[2:4], d deck[4:6], kitty deck[6:8], then F, M, d by twos."""
    d = state.dealer
    f, m = (d + 1) % 3, (d + 2) % 3
    assert state.hands[f] == _by_twos(deck, 0, 8, 14, 20, 26)
    assert state.hands[m] == _by_twos(deck, 2, 10, 16, 22, 28)
    assert state.hands[d] == _by_twos(deck, 4, 12, 18, 24, 30)
    assert state.kitty == deck[6:8]


def test_dealing_order_two_at_a_time_with_the_kitty_after_round_one() -> None:
    """Rebuild the seeded shuffle (salted by deal number) and check where every card went."""
    first_seed_per_dealer: dict[int, int] = {}
    for seed in range(30):
        dealer = new_match("prefa", 3, {}, seed=seed).dealer  # type: ignore[attr-defined]
        first_seed_per_dealer.setdefault(dealer, seed)
    assert set(first_seed_per_dealer) == {0, 1, 2}
    for seed in first_seed_per_dealer.values():
        s = new_match("prefa", 3, {}, seed=seed)
        assert isinstance(s, Prefa)
        _assert_dealt(s, shuffled(deck_32(), seed, salt="0"))
        first = s.dealer
        for _ in range(3):  # throw in: the next deal is shuffle number 1, dealt by next(dealer)
            s.apply(s.to_act()[0], "pass")
        assert s.dealer == (first + 1) % 3
        _assert_dealt(s, shuffled(deck_32(), seed, salt="1"))


# --- §6 auction ------------------------------------------------------------------

def test_ex1_auction_with_same() -> None:
    s = match(dealer=0)
    assert s.to_act() == (1,)
    assert legal(s, 1) == {"pass"} | {f"bid:{c}" for c in CONTRACT_INDEX}
    s.apply(1, "bid:6D")
    assert legal(s, 2) == {"pass", "bid:6H"}
    s.apply(2, "bid:6H")
    assert legal(s, 0) == {"pass", "bid:6NT"}
    s.apply(0, "bid:6NT")
    assert legal(s, 1) == {"pass", "same"}
    s.apply(1, "same")
    assert s.holder == 1 and s.current == CONTRACT_INDEX["6NT"]
    assert legal(s, 2) == {"pass", "bid:7S"}
    s.apply(2, "pass")
    assert legal(s, 0) == {"pass", "bid:7S"}
    s.apply(0, "bid:7S")
    assert legal(s, 1) == {"pass", "same"}
    s.apply(1, "pass")
    assert s.phase == "discard"
    assert s.declarer == 0 and s.bid == CONTRACT_INDEX["7S"]


def test_ex2_throw_in_passes_the_deal() -> None:
    s = match(dealer=0, extra=0)  # the next deal is shuffled
    before = [list(h) for h in s.hands]
    run(s, (1, "pass"), (2, "pass"), (0, "pass"))
    assert s.dealer == 1 and s.phase == "auction" and s.to_act() == (2,)
    assert s.throw_ins == 1 and s.deals_completed() == 0
    assert s.pots == [20, 20, 20] and s.chips == [0, 0, 0]
    assert s.hands != before


def test_ex2_last_player_may_bid_and_is_declarer_at_once() -> None:
    s = match(dealer=0)
    run(s, (1, "pass"), (2, "pass"))
    assert len(legal(s, 0)) == 25
    s.apply(0, "bid:9C")
    assert s.phase == "discard" and s.declarer == 0 and s.bid == CONTRACT_INDEX["9C"]


def test_first_bid_after_two_passes_ends_auction() -> None:
    s = match(dealer=0)
    run(s, (1, "pass"), (2, "pass"), (0, "bid:7NT"))
    assert s.declarer == 0 and s.phase == "discard"


def test_pass_is_final_and_turns_skip_passed_players() -> None:
    s = match(dealer=0)
    run(s, (1, "bid:6S"), (2, "pass"))
    assert s.to_act() == (0,)
    s.apply(0, "bid:6C")
    assert s.to_act() == (1,)  # seat 2 passed and is skipped
    s.apply(1, "same")
    assert s.to_act() == (0,)
    s.apply(0, "bid:6D")
    s.apply(1, "pass")
    assert s.declarer == 0 and s.bid == CONTRACT_INDEX["6D"]


def test_after_10h_only_pass() -> None:
    s = match(dealer=0)
    s.apply(1, "bid:10H")
    assert legal(s, 2) == {"pass"}
    err = assert_rejects(s, 2, "bid:10H")
    assert "highest contract" in err.reason


def test_six_level_aliases() -> None:
    s = match(dealer=0)
    s.apply(1, "bid:hearts")
    assert s.current == CONTRACT_INDEX["6H"]
    s.apply(2, "bid:no-trumps")
    assert s.current == CONTRACT_INDEX["6NT"]
    off = match(dealer=0, bid_alias_six=False)
    err = assert_rejects(off, 1, "bid:spades")
    assert "not a contract" in err.reason


def test_parse_contract_forms() -> None:
    assert parse_contract("7nt") == CONTRACT_INDEX["7NT"]
    assert parse_contract("10♥") == CONTRACT_INDEX["10H"]
    assert parse_contract("8 d") == CONTRACT_INDEX["8D"]
    with pytest.raises(ValueError, match="no 10NT"):
        parse_contract("10NT")
    with pytest.raises(ValueError, match="not a contract"):
        parse_contract("11S")


# --- §7 kitty and final contract ----------------------------------------------------

def test_ex3_kitty_discards_and_final_contract() -> None:
    s = match(dealer=2, hands=[["AS", "KS"], [], []], kitty=["7H", "8H"])
    run(s, (0, "bid:7S"), (1, "pass"), (2, "pass"))
    assert s.declarer == 0 and len(s.hands[0]) == 12
    assert {"7H", "8H"} <= {card_code(c) for c in s.hands[0]}
    assert s.kitty == []
    assert legal(s, 0) == {f"discard:{card_code(c)}" for c in s.hands[0]}
    run(s, (0, "discard:7H"), (0, "discard:AS"))
    assert len(s.hands[0]) == 10 and s.phase == "contract"
    assert [card_code(c) for c in s.discards] == ["7H", "AS"]
    choices = legal(s, 0)
    assert len(choices) == 19
    assert choices == {f"contract:{c}" for c, i in CONTRACT_INDEX.items() if i >= 5}
    for six in ("6S", "6C", "6D", "6H", "6NT"):
        err = assert_rejects(s, 0, f"contract:{six}")
        assert "must be 7♠ or higher" in err.reason
    s.apply(0, "contract:7H")
    idx = CONTRACT_INDEX["7H"]
    assert s.contract == idx and GAME_VALUE[idx] == 7 and LEVEL[idx] == 7
    assert (REQ_R[7], REQ_L[7]) == (2, 1)
    assert s.phase == "defend" and s.to_act() == (1,)


def test_final_contract_may_change_suit_and_notrump() -> None:
    s = match(dealer=2)
    to_defence(s, 0, "7C", "10S")
    assert s.contract == CONTRACT_INDEX["10S"]


# --- §8 defenders ---------------------------------------------------------------------

def test_ex4_defence_after_r_passes() -> None:
    for choice, mode, active, other in (("pass", BOTH_PASS, -1, -1),
                                        ("alone", ALONE, 2, 1),
                                        ("together", TOGETHER, 2, 1)):
        s = match(dealer=2)
        to_defence(s, 0, "7S", "7S")
        assert legal(s, 1) == {"play", "pass"}
        s.apply(1, "pass")
        assert s.to_act() == (2,)
        assert legal(s, 2) == {"pass", "alone", "together"}
        s.apply(2, choice)
        if mode == BOTH_PASS:
            assert s.deals_completed() == 1 and s.pots[0] == 13  # 7♠: GV 7
            continue
        assert (s.mode, s.active, s.other, s.phase) == (mode, active, other, "play")
        assert s.in_play == [True, mode != ALONE, True]


def test_ex4_defence_after_r_plays() -> None:
    s = match(dealer=2)
    to_defence(s, 0, "7S", "7S")
    s.apply(1, "play")
    assert legal(s, 2) == {"play", "pass"}
    both = s.clone()
    both.apply(2, "play")
    assert both.mode == BOTH and both.in_play == [True, True, True]
    s.apply(2, "pass")
    assert s.to_act() == (1,) and legal(s, 1) == {"alone", "together"}
    alone = s.clone()
    alone.apply(1, "alone")
    assert (alone.mode, alone.active, alone.other) == (ALONE, 1, 2)
    assert alone.in_play == [True, True, False]
    s.apply(1, "together")
    assert (s.mode, s.active, s.other) == (TOGETHER, 1, 2)


def test_reentry_variant() -> None:
    s = match(dealer=2, first_defender_reentry=True)
    to_defence(s, 0, "7S", "7S")
    run(s, (1, "pass"), (2, "alone"))
    assert s.phase == "defend" and s.to_act() == (1,)
    assert legal(s, 1) == {"together", "pass"}
    confirm = s.clone()
    confirm.apply(1, "pass")
    assert (confirm.mode, confirm.active, confirm.other) == (ALONE, 2, 1)
    s.apply(1, "together")
    assert (s.mode, s.active, s.other) == (TOGETHER, 1, 2)
    off = match(dealer=2)
    to_defence(off, 0, "7S", "7S")
    run(off, (1, "pass"), (2, "alone"))
    assert off.phase == "play" and off.mode == ALONE


# --- §9 play ----------------------------------------------------------------------------

def _defend(dealer: int, calls: list[tuple[int, str]]) -> Prefa:
    s = match(dealer=dealer)
    to_defence(s, 0, "7S", "7S")
    run(s, *calls)
    return s


def test_ex5_first_lead() -> None:
    a = _defend(1, [(1, "play"), (2, "pass"), (1, "alone")])
    assert a.in_play == [True, True, False] and a.to_act() == (0,)
    b = _defend(1, [(1, "pass"), (2, "alone")])
    assert b.in_play == [True, False, True] and b.to_act() == (2,)
    c = _defend(1, [(1, "pass"), (2, "together")])
    assert c.in_play == [True, True, True] and c.to_act() == (2,)


@pytest.mark.parametrize(("dealer", "calls", "helper"), [
    (0, [(1, "pass"), (2, "together")], 1),                 # R is forehand and taken along
    (1, [(1, "play"), (2, "pass"), (1, "together")], 2),    # L is forehand and taken along
])
def test_helper_who_is_forehand_leads(dealer: int, calls: list[tuple[int, str]],
                                      helper: int) -> None:
    """§9.2: a helper in TOGETHER is in play, so as forehand he leads the first trick."""
    s = _defend(dealer, calls)
    assert s.mode == TOGETHER and s.other == helper == (dealer + 1) % 3
    assert s.in_play == [True, True, True] and s.to_act() == (helper,)
    s.apply(helper, str(s.legal_actions(helper)[0]))
    assert s.to_act() == ((helper + 1) % 3,)


CARD = {card_code(c): c for c in deck_32()}


def _in_play(contract: str, hands: list[list[str]], trick: list[tuple[int, str]],
             turn: int) -> Prefa:
    """A state in the middle of a trick: given hands, the cards already played to it."""
    s = match(dealer=0)
    s.phase, s.mode, s.declarer = "play", BOTH, 0
    s.bid = s.contract = CONTRACT_INDEX[contract]
    s.hands = [[CARD[c] for c in hand] for hand in hands]
    s.trick = [CARD[c] for _, c in trick]
    s.trick_seats = [seat for seat, _ in trick]
    s.turn = turn
    return s


def test_ex6_legal_cards() -> None:
    hand = ["AS", "10S", "KH", "7H", "QD"]
    s = _in_play("7H", [hand, ["8C"], ["9C"]], [(1, "10C")], turn=0)
    assert legal(s, 0) == {"play:KH", "play:7H"}
    err = assert_rejects(s, 0, "play:AS")
    assert err.reason == "You have no clubs, so you must play a trump (♥)."
    nt = _in_play("7NT", [hand, ["8C"], ["9C"]], [(1, "10C")], turn=0)
    assert legal(nt, 0) == {f"play:{c}" for c in hand}
    trump_led = _in_play("7H", [hand, ["8C"], ["9C"]], [(1, "AH")], turn=0)
    assert legal(trump_led, 0) == {"play:KH", "play:7H"}
    err = assert_rejects(trump_led, 0, "play:QD")
    assert err.reason == "You must follow suit: play a heart (♥) card."


def test_ex7_trick_winner() -> None:
    s = _in_play("7D", [["7D", "AS"], ["KH"], ["QH"]], [(1, "10C"), (2, "AC")], turn=0)
    s.apply(0, "play:7D")
    assert s.tricks == [1, 0, 0] and s.to_act() == (0,)
    assert s.trick == [] and [card_code(c) for c in s.last_trick] == ["10C", "AC", "7D"]
    t = _in_play("7S", [["8H", "QC"], ["KH"], ["QH"]], [(1, "KD"), (2, "AD")], turn=0)
    assert legal(t, 0) == {"play:8H", "play:QC"}  # no diamonds, no trumps: any card
    t.apply(0, "play:8H")
    assert t.tricks == [0, 0, 1] and t.to_act() == (2,)


def test_no_obligation_to_head_or_overtrump() -> None:
    s = _in_play("7H", [["7H", "AH"], ["KD"], ["QH"]], [(1, "AD"), (2, "QH")], turn=0)
    # void in diamonds: any trump, even one that loses to the queen
    assert legal(s, 0) == {"play:7H", "play:AH"}
    s.apply(0, "play:7H")
    assert s.tricks == [0, 0, 1]


def test_whole_deal_played_through_exact_ten() -> None:
    """Declarer with all the spades and two aces makes 10♠ against both defenders."""
    spades = [f"{r}S" for r in ("A", "K", "Q", "J", "10", "9", "8", "7")]
    s = match(dealer=2, hands=[[*spades, "AH", "AC"], [], []], kitty=["7H", "7C"])
    run(s, (0, "bid:10S"), (1, "pass"), (2, "pass"),
        (0, "discard:7H"), (0, "discard:7C"), (0, "contract:10S"),
        (1, "play"), (2, "play"))
    assert s.mode == BOTH and s.to_act() == (0,)
    for card in [*spades, "AH", "AC"]:
        s.apply(0, f"play:{card}")
        for seat in (1, 2):
            s.apply(seat, str(s.legal_actions(seat)[0]))
        if s.deals_completed() == 0:
            assert s.to_act() == (0,)
    assert s.deals_completed() == 1
    assert s.pots == [10, 20, 20] and s.chips == [0, 0, 0]
    assert s.dealer == 0 and s.phase == "auction"


def test_alone_deal_plays_two_card_tricks() -> None:
    spades = [f"{r}S" for r in ("A", "K", "Q", "J", "10", "9", "8", "7")]
    s = match(dealer=2, hands=[[*spades, "AH", "AC"], [], []], kitty=["7H", "7C"])
    run(s, (0, "bid:10S"), (1, "pass"), (2, "pass"),
        (0, "discard:7H"), (0, "discard:7C"), (0, "contract:10S"),
        (1, "play"), (2, "pass"), (1, "alone"))
    out = list(s.hands[2])
    for card in [*spades, "AH", "AC"]:
        s.apply(0, f"play:{card}")
        if card != "AC":
            assert s.to_act() == (1,)
        s.apply(1, str(s.legal_actions(1)[0]))
        if s.deals_completed() == 0:
            assert s.hands[2] == out and s.to_act() == (0,)
    # case C: lone defender needs 0 at the 10-level: pot −10, he took 0 tricks.
    assert s.pots == [10, 20, 20] and s.chips == [0, 0, 0]


# A deal where every trick is foreseen: seat 0 draws trumps with seven spades (R's
# lone 7♠ falls at once), then loses 7♥ to R's A♥, K♥ to nobody, and Q♣ to L's A♣.
RUN_HANDS = [["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7H", "7D", "7C"],
             ["7S", "AH", "KH", "QC", "KD", "QD", "JD", "10D", "9D", "AD"],
             ["AC", "KC", "JC", "10C", "9C", "QH", "JH", "10H", "9H", "8H"]]
RUN_KITTY = ["8C", "8D"]
RUN_TRICKS = [  # (leader's plays in turn order, winner)
    ([(0, "AS"), (1, "7S"), (2, "KC")], 0),
    ([(0, "KS"), (1, "KD"), (2, "JC")], 0),
    ([(0, "QS"), (1, "QD"), (2, "10C")], 0),
    ([(0, "JS"), (1, "JD"), (2, "9C")], 0),
    ([(0, "10S"), (1, "10D"), (2, "QH")], 0),
    ([(0, "9S"), (1, "9D"), (2, "JH")], 0),
    ([(0, "8S"), (1, "AD"), (2, "10H")], 0),
    ([(0, "7H"), (1, "AH"), (2, "9H")], 1),
    ([(1, "KH"), (2, "8H"), (0, "7D")], 1),
    ([(1, "QC"), (2, "AC"), (0, "7C")], 2),
]


@pytest.mark.parametrize(("calls", "pots", "pots_after", "chips"), [
    # 7♠ made exactly, tricks 7/2/1 (case D): pot −7, 0 pays R 14 and L 7
    ([(1, "play"), (2, "play")], None, [13, 20, 20], [-21, 14, 7]),
    ([(1, "pass"), (2, "together")], None, [13, 20, 20], [-21, 0, 21]),
    ([(1, "play"), (2, "pass"), (1, "together")], None, [13, 20, 20], [-21, 21, 0]),
    # own pot 3, then 4 points from seat 1's pot (the larger): seat 1 pays 40 chips
    ([(1, "play"), (2, "play")], [3, 10, 4], [0, 6, 4], [40 - 21, -40 + 14, 7]),
    ([(1, "pass"), (2, "together")], [3, 10, 4], [0, 6, 4], [40 - 21, 0, 7 + 14 - 40]),
])
def test_deal_from_defence_calls_to_settlement(calls: list[tuple[int, str]],
                                               pots: list[int] | None,
                                               pots_after: list[int], chips: list[int]) -> None:
    """§8 → §9 → §10: the defence calls pick the mode, the play decides the tricks,
    and the settlement pays by mode (TOGETHER: the helper's whole result moves)."""
    s = match(dealer=2, hands=RUN_HANDS, kitty=RUN_KITTY)
    if pots is not None:
        s.pots = list(pots)
    run(s, (0, "bid:7S"), (1, "pass"), (2, "pass"),
        (0, "discard:8C"), (0, "discard:8D"), (0, "contract:7S"), *calls)
    assert s.phase == "play" and s.in_play == [True, True, True]
    events = []
    for plays, winner in RUN_TRICKS:
        assert s.to_act() == (plays[0][0],)
        before = list(s.tricks)
        for seat, card in plays:
            events = s.apply(seat, f"play:{card}")
        if s.deals_completed() == 0:
            assert s.tricks == [t + (seat == winner) for seat, t in enumerate(before)]
    assert s.deals_completed() == 1 and s.last_case == "D"
    assert s.pots == pots_after and s.chips == chips
    assert chips_line(s) == chips  # the deal summary names every chip that moved
    assert f"Chips: {', '.join(f'{{s{i}}} {c:+d}' for i, c in enumerate(chips) if c)}." in [
        e.text for e in events]
    assert s.dealer == 0 and s.phase == "auction"


# --- §10 scoring --------------------------------------------------------------------------

def test_ex8_exact_make_both_play() -> None:
    s = settle("6H", BOTH, [6, 3, 1])
    assert s.pots == [15, 20, 20] and s.chips == [-20, 15, 5]


def test_ex9_overtricks_one_short() -> None:
    s = settle("7D", BOTH, [8, 1, 1])
    assert s.pots == [20, 20, 20] and s.chips == [56, -63, 7]


def test_ex10_declarer_fails() -> None:
    s = settle("8NT", BOTH, [7, 2, 1])
    assert s.pots == [29, 20, 20] and s.chips == [-27, 18, 9]


def test_ex11_taken_along() -> None:
    s = settle("6S", TOGETHER, [8, 1, 1], active=2, other=1)
    assert s.pots == [20, 20, 20] and s.chips == [32, 0, -32]


def test_ex11_combined_variant_charges_once() -> None:
    s = settle("6S", TOGETHER, [8, 1, 1], active=2, other=1, together_scoring="combined")
    assert s.chips == [16, 0, -16]


@pytest.mark.parametrize("scoring", ["transfer", "combined"])
def test_together_exact_and_fail_same_in_both_scorings(scoring: str) -> None:
    exact = settle("6H", TOGETHER, [6, 3, 1], active=1, other=2, together_scoring=scoring)
    assert exact.pots == [15, 20, 20] and exact.chips == [-20, 20, 0]
    fail = settle("8NT", TOGETHER, [7, 2, 1], active=2, other=1, together_scoring=scoring)
    assert fail.pots == [29, 20, 20] and fail.chips == [-27, 0, 27]


def chips_line(state: Prefa) -> list[int]:
    """The per-seat chip changes the last deal's "Chips:" line reports (0 when not named)."""
    line = next(text for text in state.last_deal if text.startswith("Chips:"))
    found = dict(re.findall(r"\{s(\d)\} ([+-]\d+)", line))
    return [int(found.get(str(seat), 0)) for seat in range(3)]


@pytest.mark.parametrize(("pots", "after"), [
    # 6♥ made exactly: pot −5, own 2, then 3 from the larger other pot at 10 chips a point
    ([2, 10, 4], [0, 7, 4]),   # taken from the helper's (seat 1's) pot
    ([2, 4, 10], [0, 4, 7]),   # taken from the active defender's (seat 2's) pot
])
def test_together_helper_pays_nothing_even_for_overflow(pots: list[int],
                                                        after: list[int]) -> None:
    """§8/§10.4: the helper's *entire* net change, overflow included, goes to the active.

    Overflow 0 +30; tricks 0→1 15, 0→2 5. Whoever's pot the 3 points come from,
    the active defender (seat 2) ends with 5 + 15 − 30 = −10 and the helper with 0.
    """
    s = settle("6H", TOGETHER, [6, 3, 1], active=2, other=1, pots=pots)
    assert s.pots == after  # the helper's pot still gives its points
    assert s.chips == [10, 0, -10]
    assert chips_line(s) == [10, 0, -10]


@pytest.mark.parametrize(("tricks", "pots", "chips"), [
    ([7, 2, 1], [13, 20, 20], [-21, 21, 0]),   # exact: 0 pays R 14, L 7; L's 7 moves to R
    ([8, 1, 1], [20, 20, 20], [56, -56, 0]),   # R short: pays 56 and L 7; L's +7 moves to R
])
def test_reentry_settles_with_r_active_and_ls_result_moved_to_r(
        tricks: list[int], pots: list[int], chips: list[int]) -> None:
    """first_defender_reentry: R passes, L plays alone, R says together and takes over."""
    s = match(dealer=2, first_defender_reentry=True)
    to_defence(s, 0, "7S", "7S")
    run(s, (1, "pass"), (2, "alone"), (1, "together"))
    assert (s.mode, s.active, s.other) == (TOGETHER, 1, 2)
    s.tricks = list(tricks)
    s._settle()
    assert s.pots == pots and s.chips == chips


@pytest.mark.parametrize("active", [1, 2])
@pytest.mark.parametrize("scoring", ["transfer", "combined"])
def test_one_defender_short_in_case_e_together(active: int, scoring: str) -> None:
    """7♦, tricks 8/1/1: R short (needs 2), L not. Combined: the active pays 7 × 8 once.
    Transfer: R pays 56 and compensates L 7, and moving the helper's result nets the
    active defender −56 either way — the two scorings agree when only one is short."""
    s = settle("7D", TOGETHER, [8, 1, 1], active=active, other=3 - active,
               together_scoring=scoring)
    expected = [56, 0, 0]
    expected[active] = -56
    assert s.pots == [20, 20, 20] and s.chips == expected


def test_ex12_alone() -> None:
    a = settle("7C", ALONE, [9, 1, 0], active=1, other=2)
    assert a.pots == [20, 20, 20] and a.chips == [63, -63, 0]
    b = settle("7C", ALONE, [8, 2, 0], active=1, other=2)
    assert b.pots == [13, 20, 20] and b.chips == [-14, 14, 0]


def test_lone_requirement_variant() -> None:
    # L alone at 7: right column needs 2, own seat (L) needs 1.
    right = settle("7C", ALONE, [9, 0, 1], active=2, other=1)
    assert right.chips == [63, 0, -63]
    own = settle("7C", ALONE, [9, 0, 1], active=2, other=1, lone_requirement="own_seat")
    assert own.pots == [13, 20, 20] and own.chips == [-7, 0, 7]


@pytest.mark.parametrize(("final", "tricks", "active", "right", "own"), [
    # R alone: his own seat is the right-hand column, so the variant changes nothing
    ("7C", [9, 1, 0], 1, ([20, 20, 20], [63, -63, 0]), ([20, 20, 20], [63, -63, 0])),
    ("9S", [9, 1, 0], 1, ([11, 20, 20], [-9, 9, 0]), ([11, 20, 20], [-9, 9, 0])),
    # L alone: right column needs 2 at 7 and 1 at 9; his own seat needs 1 and 0
    ("7C", [9, 0, 1], 2, ([20, 20, 20], [63, 0, -63]), ([13, 20, 20], [-7, 0, 7])),
    ("9S", [10, 0, 0], 2, ([20, 20, 20], [90, 0, -90]), ([11, 20, 20], [0, 0, 0])),
])
def test_lone_requirement_own_seat_r_alone_vs_l_alone(
        final: str, tricks: list[int], active: int, right: tuple[list[int], list[int]],
        own: tuple[list[int], list[int]]) -> None:
    other = 3 - active
    default = settle(final, ALONE, tricks, active=active, other=other)
    assert (default.pots, default.chips) == right
    variant = settle(final, ALONE, tricks, active=active, other=other,
                     lone_requirement="own_seat")
    assert (variant.pots, variant.chips) == own


def test_alone_declarer_fails() -> None:
    s = settle("7C", ALONE, [5, 0, 5], active=2, other=1)
    assert s.pots == [27, 20, 20] and s.chips == [-35, 0, 35]


def test_ex13_both_pass_with_overflow() -> None:
    s = settle("9NT", BOTH_PASS, [0, 0, 0], pots=[4, 12, 7])
    assert s.pots == [0, 6, 7] and s.chips == [60, -60, 0]


def test_ex14_overflow_equal_pots() -> None:
    s = match()
    s.pots = [0, 5, 5]
    s.pot_decrease(0, 7)
    assert s.pots == [0, 1, 2] and s.chips == [70, -40, -30]


def test_overflow_equal_pots_ceil_goes_to_next_seat() -> None:
    s = match()
    s.pots = [3, 4, 0]
    s.pot_decrease(2, 3)  # pots differ: the larger (seat 1) gives all it can
    assert s.pots == [3, 1, 0] and s.chips == [0, -30, 30]
    s = match()
    s.pots = [2, 2, 0]
    s.pot_decrease(2, 3)  # equal: ceil(3/2) = 2 from next(2) = 0, 1 from seat 1
    assert s.pots == [0, 1, 0] and s.chips == [-20, -10, 30]


def test_ex15_overflow_exhausts_everything_and_ends_the_game() -> None:
    s = match()
    s.chips = [5, -2, -3]
    s.pots = [0, 2, 1]
    s.pot_decrease(0, 8)
    assert s.pots == [0, 0, 0] and s.chips == [35, -22, -13]
    over = settle("7NT", BOTH_PASS, [0, 0, 0], pots=[0, 2, 1])
    assert GAME_VALUE[CONTRACT_INDEX["7NT"]] == 8
    assert over.phase == "over" and over.is_over
    result = over.result()
    assert result is not None
    assert result.scores == [30, -20, -10] and result.winners == [0]
    assert result.ranks == [0, 2, 1]
    assert over.legal_actions(0) == []
    err = assert_rejects(over, 0, "pass")
    assert "over" in err.reason


def test_ex16_solo_doubling() -> None:
    solo = settle("6H", BOTH, [9, 0, 1], solo_doubling=True)
    assert solo.pots == [20, 20, 20] and solo.chips == [135, -90, -45]
    plain = settle("6H", BOTH, [9, 0, 1])
    assert plain.chips == [90, -45, -45]


COMBINED = {"together_scoring": "combined"}
SOLO_ROWS = [
    # final, mode, tricks (declarer 0, R 1, L 2), active, other, options,
    #   (pots, chips) with solo_doubling, (pots, chips) without
    pytest.param("8NT", BOTH, [6, 3, 1], -1, -1, {},
                 ([38, 20, 20], [-72, 54, 18]), ([29, 20, 20], [-36, 27, 9]),
                 id="B-fails-by-2-pot-and-tricks-doubled"),
    pytest.param("8NT", BOTH, [7, 2, 1], -1, -1, {},
                 ([29, 20, 20], [-27, 18, 9]), ([29, 20, 20], [-27, 18, 9]),
                 id="B-fails-by-1-single"),
    pytest.param("7C", ALONE, [5, 0, 5], 2, 1, {},
                 ([34, 20, 20], [-70, 0, 70]), ([27, 20, 20], [-35, 0, 35]),
                 id="B-alone-fails-by-2-doubled"),
    pytest.param("7C", ALONE, [10, 0, 0], 1, 2, {},
                 ([20, 20, 20], [140, -140, 0]), ([20, 20, 20], [70, -70, 0]),
                 id="C-lone-short-by-2-over-3-doubled"),
    pytest.param("6H", ALONE, [9, 1, 0], 1, 2, {},
                 ([20, 20, 20], [45, -45, 0]), ([20, 20, 20], [45, -45, 0]),
                 id="C-lone-short-by-1-over-3-single"),
    pytest.param("7C", ALONE, [8, 2, 0], 1, 2, {},
                 ([13, 20, 20], [-14, 14, 0]), ([13, 20, 20], [-14, 14, 0]),
                 id="C-made-single"),
    pytest.param("6H", BOTH, [6, 3, 1], -1, -1, {},
                 ([15, 20, 20], [-20, 15, 5]), ([15, 20, 20], [-20, 15, 5]),
                 id="D-exact-single"),
    pytest.param("6H", BOTH, [8, 0, 2], -1, -1, {},
                 ([20, 20, 20], [80, -100, 20]), ([20, 20, 20], [40, -50, 10]),
                 id="E-one-short-by-2-over-2-payment-and-compensation-doubled"),
    pytest.param("6S", BOTH, [7, 0, 3], -1, -1, {},
                 ([20, 20, 20], [14, -20, 6]), ([20, 20, 20], [14, -20, 6]),
                 id="E-short-by-2-one-overtrick-nothing-doubled"),
    pytest.param("6H", TOGETHER, [8, 0, 2], 2, 1, {},
                 ([20, 20, 20], [80, 0, -80]), ([20, 20, 20], [40, 0, -40]),
                 id="E-together-helper-short-doubled-then-moved"),
    pytest.param("6S", TOGETHER, [8, 1, 1], 2, 1, COMBINED,
                 ([20, 20, 20], [32, 0, -32]), ([20, 20, 20], [16, 0, -16]),
                 id="E-combined-over-2-doubled"),
    pytest.param("6S", TOGETHER, [7, 1, 2], 2, 1, COMBINED,
                 ([20, 20, 20], [14, 0, -14]), ([20, 20, 20], [14, 0, -14]),
                 id="E-combined-over-1-single"),
    pytest.param("8NT", TOGETHER, [6, 3, 1], 1, 2, COMBINED,
                 ([38, 20, 20], [-72, 72, 0]), ([29, 20, 20], [-36, 36, 0]),
                 id="B-combined-fails-by-2-doubled"),
]


@pytest.mark.parametrize(
    ("final", "mode", "tricks", "active", "other", "extra", "solo", "plain"), SOLO_ROWS)
def test_solo_doubling_conditions(final: str, mode: str, tricks: list[int], active: int,
                                  other: int, extra: dict[str, Any],
                                  solo: tuple[list[int], list[int]],
                                  plain: tuple[list[int], list[int]]) -> None:
    """§10.6, one row per condition: B doubles when c − T ≥ 2; C/E double a short
    defender's payment (and E's compensation) when shortfall ≥ 2 and overtricks ≥ 2.

    In ALONE, T + t = 10, so a lone shortfall of 2 forces T = 10 and overtricks ≥ 3;
    the "one overtrick" case can only be shown with two defenders (case E).
    """
    on = settle(final, mode, tricks, active=active, other=other, solo_doubling=True, **extra)
    assert (on.pots, on.chips) == solo
    off = settle(final, mode, tricks, active=active, other=other, **extra)
    assert (off.pots, off.chips) == plain


def test_both_short_nothing_between_them() -> None:
    s = settle("6S", BOTH, [8, 1, 1])
    assert s.chips == [32, -16, -16]


def test_pot_increase_never_moves_chips_and_pots_drop_at_zero() -> None:
    s = settle("10H", BOTH, [3, 4, 3], pots=[0, 0, 1])
    assert s.pots == [10, 0, 1] and s.chips == [-70, 40, 30]


def test_early_stop_formula() -> None:
    s = match()
    s.pots = [10, 20, 31]
    s.chips = [5, 0, -5]
    mean = Fraction(61, 3)
    assert s.scores_if_stopped() == [5 + 10 * (mean - 10), 10 * (mean - 20),
                                     -5 + 10 * (mean - 31)]
    assert sum(s.scores_if_stopped()) == 0


@pytest.mark.parametrize(("pots", "chips", "scores", "ranks"), [
    # exact 325/3, 10/3, −335/3: thirds round down, the missing chip goes to the top
    ([10, 20, 31], [5, 0, -5], [109, 3, -112], [0, 1, 2]),
    # exact 20/3, 20/3, −40/3: two-thirds round up, the surplus chip comes off the bottom
    ([0, 0, 2], [0, 0, 0], [7, 7, -14], [0, 0, 2]),
    # exact 10/3, 10/3, −20/3: the top is shared, so the missing chip goes to the bottom
    ([0, 0, 1], [0, 0, 0], [3, 3, -6], [0, 0, 2]),
    # exact −10/3, −10/3, 20/3: the bottom is shared, so the surplus comes off the top
    ([1, 1, 0], [0, 0, 0], [-3, -3, 6], [1, 1, 0]),
    # equal pots: plain chips
    ([5, 5, 5], [3, -1, -2], [3, -1, -2], [0, 1, 2]),
])
def test_stopped_result(pots: list[int], chips: list[int], scores: list[int],
                        ranks: list[int]) -> None:
    """§10.5 early stop in whole chips: nearest, zero-sum, each within a chip of exact."""
    s = match()
    s.pots, s.chips = list(pots), list(chips)
    before = s.to_json()
    result = s.stopped_result()
    assert s.to_json() == before
    assert result.teams == [[0], [1], [2]]
    assert result.scores == scores and sum(scores) == 0
    assert all(abs(a - b) < 1 for a, b in zip(scores, s.scores_if_stopped(), strict=True))
    assert result.ranks == ranks
    assert result.winners == [seat for seat in range(3) if ranks[seat] == 0]
    standing = ", ".join(f"{{s{i}}} {v:+d}" for i, v in enumerate(scores))
    assert result.summary.startswith("Stopped before every pot was empty")
    assert result.summary.endswith(f"Final chips: {standing}.")
    assert not s.is_over  # asking does not end the match


def test_stopped_result_after_the_end_is_the_result() -> None:
    over = settle("7NT", BOTH_PASS, [0, 0, 0], pots=[0, 2, 1])
    assert over.is_over and over.stopped_result() == over.result()


def test_bad_setup_is_refused() -> None:
    with pytest.raises(ValueError, match="3 players"):
        new_match("prefa", 4, {}, seed=1)
    bad = make_deal([[], [], []])
    bad["hands"][0][0] = bad["hands"][1][0]
    with pytest.raises(ValueError, match="all 32 cards once"):
        new_match("prefa", 3, {}, seed=1, deals=[bad])
    with pytest.raises(ValueError):
        new_match("prefa", 3, {"starting_pot": 0}, seed=1)


def test_first_dealer_comes_from_the_seed() -> None:
    dealers = {new_match("prefa", 3, {}, seed=s).dealer for s in range(30)}  # type: ignore[attr-defined]
    assert dealers == {0, 1, 2}
    again = new_match("prefa", 3, {}, seed=7)
    assert again.to_json() == new_match("prefa", 3, {}, seed=7).to_json()


def test_starting_pot_option() -> None:
    s = match(starting_pot=31)
    assert s.pots == [31, 31, 31]


# --- bad input -------------------------------------------------------------------------------

def test_bid_that_is_not_next_higher() -> None:
    s = match(dealer=0)
    run(s, (1, "bid:7S"))
    err = assert_rejects(s, 2, "bid:8S")
    assert err.reason.startswith("You may only bid 7♣, the next contract above 7♠")
    err = assert_rejects(s, 2, "bid:6H")
    assert "only bid 7♣" in err.reason
    assert {str(a) for a in err.legal} == {"pass", "bid:7C"}


def test_higher_seat_may_not_raise() -> None:
    s = match(dealer=0)
    run(s, (1, "bid:7S"), (2, "bid:7C"))
    s.apply(0, "pass")
    err = assert_rejects(s, 1, "bid:7D")
    assert "may not raise" in err.reason and "“same”" in err.reason


def test_same_from_a_seat_that_may_not() -> None:
    s = match(dealer=0)
    err = assert_rejects(s, 1, "same")
    assert "Nobody has bid yet" in err.reason
    s.apply(1, "bid:7S")
    err = assert_rejects(s, 2, "same")
    assert err.reason.startswith("Only a player above")
    assert "You may bid 7♣ or pass." in err.reason


def test_final_contract_lower_than_the_bid() -> None:
    s = match(dealer=2)
    run(s, (0, "bid:8D"), (1, "pass"), (2, "pass"))
    hand = s.hands[0]
    run(s, (0, f"discard:{card_code(hand[0])}"), (0, f"discard:{card_code(hand[1])}"))
    err = assert_rejects(s, 0, "contract:8C")
    assert err.reason.startswith("Your final contract must be 8♦ or higher")
    err = assert_rejects(s, 0, "contract:10NT")
    assert "no 10NT" in err.reason


def test_discard_of_a_card_not_held() -> None:
    s = match(dealer=2, hands=[[], ["AS"], []])
    run(s, (0, "bid:6S"), (1, "pass"), (2, "pass"))
    err = assert_rejects(s, 0, "discard:AS")
    assert err.reason == "You don't hold A♠. Discard two of the 12 cards in your hand."
    err = assert_rejects(s, 0, "discard:QQ")
    assert "is not a card" in err.reason
    err = assert_rejects(s, 0, "discard:6S")
    assert "don't hold 6♠" in err.reason


def test_other_bad_input() -> None:
    s = match(dealer=0)
    err = assert_rejects(s, 1, "bid:7X")
    assert "“7X” is not a contract" in err.reason
    err = assert_rejects(s, 2, "pass")
    assert "not your turn" in err.reason
    err = assert_rejects(s, 1, "play:AS")
    assert "can't" in err.reason
    d = match(dealer=2)
    to_defence(d, 0, "7S", "7S")
    err = assert_rejects(d, 1, "together")
    assert err.reason == "You can't “together” now. Defend against 7♠: play or pass?"
    d.apply(1, "play")
    d.apply(2, "play")
    leader = d.to_act()[0]
    other = next(c for c in d.hands[(leader + 1) % 3])
    err = assert_rejects(d, leader, f"play:{card_code(other)}")
    assert "don't hold" in err.reason


# --- views ------------------------------------------------------------------------------------

def test_kitty_and_discards_only_in_declarers_view() -> None:
    s = match(dealer=2, hands=[[], [], []], kitty=["7H", "8H"])
    for seat in (None, 0, 1, 2):
        assert "7♥" not in str(s.view(seat).as_dict())
    run(s, (0, "bid:7S"), (1, "pass"), (2, "pass"))
    events = s.apply(0, "discard:7H") + s.apply(0, "discard:8H")
    assert all("7♥" not in e.text and "8♥" not in e.text for e in events)
    mine = s.view(0)
    assert mine.data["kitty"] == ["7♥", "8♥"] and mine.data["discards"] == ["7♥", "8♥"]
    assert any(sec.title == "Kitty" for sec in mine.sections)
    for seat in (None, 1, 2):
        text = str(s.view(seat).as_dict())
        assert "7♥" not in text and "8♥" not in text and "7H" not in text


def test_views_show_pots_chips_auction_contract_trick_and_tricks() -> None:
    s = match(dealer=2)
    to_defence(s, 0, "7S", "7H")
    run(s, (1, "play"), (2, "play"))
    leader = s.to_act()[0]
    s.apply(leader, str(s.legal_actions(leader)[0]))
    view = s.view(None)
    titles = [sec.title for sec in view.sections]
    for title in ("Pots", "Chips", "Auction", "Contract", "Defence", "Trick", "Tricks taken"):
        assert title in titles
    assert view.hand == [] and view.data["pots"] == [20, 20, 20]
    assert view.data["contract_text"] == "7♥" and view.data["game_value"] == 7
    assert len(s.view(1).hand) == 10 and s.view(1).prompt


def test_labels() -> None:
    s = match(dealer=0)
    labels = {s.label(a) for a in s.legal_actions(1)}
    assert "Bid 7♠" in labels and "Pass" in labels
    s.apply(1, "bid:7S")
    s.apply(2, "bid:7C")
    s.apply(0, "pass")
    assert [s.label(a) for a in s.legal_actions(1)] == ["Pass", "Same (7♣)"]


def test_round_trip_keeps_presets_and_state() -> None:
    s = match(dealer=0)
    s.apply(1, "bid:6S")
    again = Prefa.from_json(s.to_json())
    assert again == s and again.presets == s.presets
