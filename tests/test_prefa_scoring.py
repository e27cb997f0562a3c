"""Prefa settlement (§10): the worked examples of §13, the variants, and the deal records.

A settlement test starts from a described position (``Prefa.position``): declarer 0
(R = 1, L = 2), nine tricks over and the last trick still to play, so the deal ends
with exactly the tricks the example names; the last three cards are then played
through ``apply`` and the deal settles as in a real match. One prepared deal
(``RUN_HANDS``) is played from the defence calls on, to tie §8 and §9 to §10.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from bot.engine import DealRecord
from bot.games.prefa import ALONE, BOTH, BOTH_PASS, TOGETHER, Prefa
from bot.games.prefa.scoring import pot_decrease
from bot.i18n import english
from tests.prefa_helpers import ALL, both_pass, match, run, settle

Money = tuple[list[int], list[int]]


def money(state: Prefa) -> Money:
    """(pots, chips), as the public view shows them."""
    data = state.view(None).data
    return data["pots"], data["chips"]


def last_deal_lines(state: Prefa) -> list[str]:
    """The "Last deal" section in English, split back into its sentences."""
    (body,) = [english(s.body) for s in state.view(None).sections
               if english(s.title) == "Last deal"]
    return [line + "." for line in body.removesuffix(".").split(". ")]


def chips_line(state: Prefa) -> str:
    return next(line for line in last_deal_lines(state) if line.startswith("Chips:"))


# --- §10.4 cases, §13 examples ------------------------------------------------------------

def test_ex8_exact_make_both_play() -> None:
    s = settle("6H", BOTH, [6, 3, 1])
    assert money(s) == ([15, 20, 20], [-20, 15, 5])
    assert last_deal_lines(s) == ["{s0} makes 6♥ exactly.", "{s0}'s pot −5.",
                                  "Chips: {s0} -20, {s1} +15, {s2} +5."]


def test_ex9_overtricks_one_short() -> None:
    s = settle("7D", BOTH, [8, 1, 1])
    assert money(s) == ([20, 20, 20], [56, -63, 7])
    assert last_deal_lines(s)[:2] == ["{s0} makes 8 tricks, 1 over.",
                                      "{s1} took 1, needed 2: short."]


def test_ex10_declarer_fails() -> None:
    s = settle("8NT", BOTH, [7, 2, 1])
    assert money(s) == ([29, 20, 20], [-27, 18, 9])
    assert last_deal_lines(s)[0] == "{s0} took 7 of 8 tricks and fails: pot +9."


def test_ex11_taken_along() -> None:
    s = settle("6S", TOGETHER, [8, 1, 1], active=2)
    assert money(s) == ([20, 20, 20], [32, 0, -32])
    assert "{s1} was taken along, so {s2} takes over {s1}'s net -16 chips." in \
        last_deal_lines(s)


def test_ex11_combined_variant_charges_once() -> None:
    s = settle("6S", TOGETHER, [8, 1, 1], active=2, options={"together_scoring": "combined"})
    assert money(s)[1] == [16, 0, -16]
    assert last_deal_lines(s)[0] == \
        "{s0} makes 8 tricks: the defenders are short and {s2} pays."


@pytest.mark.parametrize("scoring", ["transfer", "combined"])
def test_together_exact_and_fail_same_in_both_scorings(scoring: str) -> None:
    options = {"together_scoring": scoring}
    exact = settle("6H", TOGETHER, [6, 3, 1], active=1, options=options)
    assert money(exact) == ([15, 20, 20], [-20, 20, 0])
    fail = settle("8NT", TOGETHER, [7, 2, 1], active=2, options=options)
    assert money(fail) == ([29, 20, 20], [-27, 0, 27])


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
    s = settle("6H", TOGETHER, [6, 3, 1], active=2, pots=pots)
    assert money(s) == (after, [10, 0, -10])  # the helper's pot still gives its points
    assert chips_line(s) == "Chips: {s0} +10, {s2} -10."


@pytest.mark.parametrize(("tricks", "after"), [
    ([7, 2, 1], ([13, 20, 20], [-21, 21, 0])),  # exact: 0 pays R 14, L 7; L's 7 moves to R
    ([8, 1, 1], ([20, 20, 20], [56, -56, 0])),  # R short: pays 56 and L 7; L's +7 moves to R
])
def test_reentry_settles_with_r_active_and_ls_result_moved_to_r(tricks: list[int],
                                                                after: Money) -> None:
    """first_defender_reentry: R passes, L plays alone, R says together and takes over."""
    s = settle("7S", TOGETHER, tricks, active=1, defence=["pass", "alone", "together"],
               options={"first_defender_reentry": True})
    assert money(s) == after


@pytest.mark.parametrize("active", [1, 2])
@pytest.mark.parametrize("scoring", ["transfer", "combined"])
def test_one_defender_short_in_case_e_together(active: int, scoring: str) -> None:
    """7♦, tricks 8/1/1: R short (needs 2), L not. Combined: the active pays 7 × 8 once.
    Transfer: R pays 56 and compensates L 7, and moving the helper's result nets the
    active defender −56 either way — the two scorings agree when only one is short."""
    s = settle("7D", TOGETHER, [8, 1, 1], active=active,
               options={"together_scoring": scoring})
    expected = [56, 0, 0]
    expected[active] = -56
    assert money(s) == ([20, 20, 20], expected)


def test_ex12_alone() -> None:
    a = settle("7C", ALONE, [9, 1, 0], active=1)
    assert money(a) == ([20, 20, 20], [63, -63, 0])
    assert last_deal_lines(a)[0] == "{s0} makes 9 tricks; {s1} took 1, needed 2, and pays."
    b = settle("7C", ALONE, [8, 2, 0], active=1)
    assert money(b) == ([13, 20, 20], [-14, 14, 0])
    assert last_deal_lines(b)[0] == "{s0} makes 7♣ with 8 tricks."


def test_lone_requirement_variant() -> None:
    # L alone at 7: right column needs 2, own seat (L) needs 1.
    right = settle("7C", ALONE, [9, 0, 1], active=2)
    assert money(right)[1] == [63, 0, -63]
    own = settle("7C", ALONE, [9, 0, 1], active=2, options={"lone_requirement": "own_seat"})
    assert money(own) == ([13, 20, 20], [-7, 0, 7])


@pytest.mark.parametrize(("final", "tricks", "active", "right", "own"), [
    # R alone: his own seat is the right-hand column, so the variant changes nothing
    ("7C", [9, 1, 0], 1, ([20, 20, 20], [63, -63, 0]), ([20, 20, 20], [63, -63, 0])),
    ("9S", [9, 1, 0], 1, ([11, 20, 20], [-9, 9, 0]), ([11, 20, 20], [-9, 9, 0])),
    # L alone: right column needs 2 at 7 and 1 at 9; his own seat needs 1 and 0
    ("7C", [9, 0, 1], 2, ([20, 20, 20], [63, 0, -63]), ([13, 20, 20], [-7, 0, 7])),
    ("9S", [10, 0, 0], 2, ([20, 20, 20], [90, 0, -90]), ([11, 20, 20], [0, 0, 0])),
])
def test_lone_requirement_own_seat_r_alone_vs_l_alone(final: str, tricks: list[int],
                                                      active: int, right: Money,
                                                      own: Money) -> None:
    assert money(settle(final, ALONE, tricks, active=active)) == right
    variant = settle(final, ALONE, tricks, active=active,
                     options={"lone_requirement": "own_seat"})
    assert money(variant) == own


def test_alone_declarer_fails() -> None:
    s = settle("7C", ALONE, [5, 0, 5], active=2)
    assert money(s) == ([27, 20, 20], [-35, 0, 35])


def test_ex13_both_pass_with_overflow() -> None:
    s = both_pass("9NT", pots=[4, 12, 7])
    assert money(s) == ([0, 6, 7], [60, -60, 0])
    assert last_deal_lines(s) == [
        "Both defenders passed: {s0} is credited with 9NT (worth 10).", "{s0}'s pot −4.",
        "6 from {s1}'s pot: {s1} pays 60 chips.", "Chips: {s0} +60, {s1} -60."]


def test_ex14_overflow_equal_pots() -> None:
    pots, chips = [0, 5, 5], [0, 0, 0]
    assert pot_decrease(pots, chips, 0, 7) == (0, [[1, 4], [2, 3]], 0)
    assert (pots, chips) == ([0, 1, 2], [70, -40, -30])
    s = both_pass("7S", pots=[0, 5, 5])  # 7♠: game value 7, through a whole deal
    assert money(s) == ([0, 1, 2], [70, -40, -30])


def test_overflow_equal_pots_ceil_goes_to_next_seat() -> None:
    pots, chips = [3, 4, 0], [0, 0, 0]
    pot_decrease(pots, chips, 2, 3)  # pots differ: the larger (seat 1) gives all it can
    assert (pots, chips) == ([3, 1, 0], [0, -30, 30])
    pots, chips = [2, 2, 0], [0, 0, 0]
    pot_decrease(pots, chips, 2, 3)  # equal: ceil(3/2) = 2 from next(2) = 0, 1 from seat 1
    assert (pots, chips) == ([0, 1, 0], [-20, -10, 30])


def test_ex15_overflow_exhausts_everything_and_ends_the_game() -> None:
    pots, chips = [0, 2, 1], [5, -2, -3]
    assert pot_decrease(pots, chips, 0, 8) == (0, [[1, 2], [2, 1]], 5)
    assert (pots, chips) == ([0, 0, 0], [35, -22, -13])
    over = both_pass("7NT", pots=[0, 2, 1])  # 7NT: game value 8
    assert over.is_over and over.view(None).phase == "over"
    assert "5 points dropped: every pot is empty." in last_deal_lines(over)
    result = over.result()
    assert result is not None
    assert result.scores == [30, -20, -10] and result.winners == [0]
    assert result.ranks == [0, 2, 1]
    assert english(result.summary) == "Final chips: {s0} +30, {s1} -20, {s2} -10."
    assert over.legal_actions(0) == []


def test_ex16_solo_doubling() -> None:
    solo = settle("6H", BOTH, [9, 0, 1], options={"solo_doubling": True})
    assert money(solo) == ([20, 20, 20], [135, -90, -45])
    assert money(settle("6H", BOTH, [9, 0, 1]))[1] == [90, -45, -45]


COMBINED = {"together_scoring": "combined"}
SOLO_ROWS = [
    # final, mode, tricks (declarer 0, R 1, L 2), active, options,
    #   (pots, chips) with solo_doubling, (pots, chips) without
    pytest.param("8NT", BOTH, [6, 3, 1], None, {},
                 ([38, 20, 20], [-72, 54, 18]), ([29, 20, 20], [-36, 27, 9]),
                 id="B-fails-by-2-pot-and-tricks-doubled"),
    pytest.param("8NT", BOTH, [7, 2, 1], None, {},
                 ([29, 20, 20], [-27, 18, 9]), ([29, 20, 20], [-27, 18, 9]),
                 id="B-fails-by-1-single"),
    pytest.param("7C", ALONE, [5, 0, 5], 2, {},
                 ([34, 20, 20], [-70, 0, 70]), ([27, 20, 20], [-35, 0, 35]),
                 id="B-alone-fails-by-2-doubled"),
    pytest.param("7C", ALONE, [10, 0, 0], 1, {},
                 ([20, 20, 20], [140, -140, 0]), ([20, 20, 20], [70, -70, 0]),
                 id="C-lone-short-by-2-over-3-doubled"),
    pytest.param("6H", ALONE, [9, 1, 0], 1, {},
                 ([20, 20, 20], [45, -45, 0]), ([20, 20, 20], [45, -45, 0]),
                 id="C-lone-short-by-1-over-3-single"),
    pytest.param("7C", ALONE, [8, 2, 0], 1, {},
                 ([13, 20, 20], [-14, 14, 0]), ([13, 20, 20], [-14, 14, 0]),
                 id="C-made-single"),
    pytest.param("6H", BOTH, [6, 3, 1], None, {},
                 ([15, 20, 20], [-20, 15, 5]), ([15, 20, 20], [-20, 15, 5]),
                 id="D-exact-single"),
    pytest.param("6H", BOTH, [8, 0, 2], None, {},
                 ([20, 20, 20], [80, -100, 20]), ([20, 20, 20], [40, -50, 10]),
                 id="E-one-short-by-2-over-2-payment-and-compensation-doubled"),
    pytest.param("6S", BOTH, [7, 0, 3], None, {},
                 ([20, 20, 20], [14, -20, 6]), ([20, 20, 20], [14, -20, 6]),
                 id="E-short-by-2-one-overtrick-nothing-doubled"),
    pytest.param("6H", TOGETHER, [8, 0, 2], 2, {},
                 ([20, 20, 20], [80, 0, -80]), ([20, 20, 20], [40, 0, -40]),
                 id="E-together-helper-short-doubled-then-moved"),
    pytest.param("6S", TOGETHER, [8, 1, 1], 2, COMBINED,
                 ([20, 20, 20], [32, 0, -32]), ([20, 20, 20], [16, 0, -16]),
                 id="E-combined-over-2-doubled"),
    pytest.param("6S", TOGETHER, [7, 1, 2], 2, COMBINED,
                 ([20, 20, 20], [14, 0, -14]), ([20, 20, 20], [14, 0, -14]),
                 id="E-combined-over-1-single"),
    pytest.param("8NT", TOGETHER, [6, 3, 1], 1, COMBINED,
                 ([38, 20, 20], [-72, 72, 0]), ([29, 20, 20], [-36, 36, 0]),
                 id="B-combined-fails-by-2-doubled"),
]


@pytest.mark.parametrize(("final", "mode", "tricks", "active", "extra", "solo", "plain"),
                         SOLO_ROWS)
def test_solo_doubling_conditions(final: str, mode: str, tricks: list[int],
                                  active: int | None, extra: dict[str, Any], solo: Money,
                                  plain: Money) -> None:
    """§10.6, one row per condition: B doubles when c − T ≥ 2; C/E double a short
    defender's payment (and E's compensation) when shortfall ≥ 2 and overtricks ≥ 2.

    In ALONE, T + t = 10, so a lone shortfall of 2 forces T = 10 and overtricks ≥ 3;
    the "one overtrick" case can only be shown with two defenders (case E).
    """
    on = settle(final, mode, tricks, active=active, options={**extra, "solo_doubling": True})
    assert money(on) == solo
    assert money(settle(final, mode, tricks, active=active, options=extra)) == plain


def test_both_short_nothing_between_them() -> None:
    s = settle("6S", BOTH, [8, 1, 1])
    assert money(s)[1] == [32, -16, -16]
    assert last_deal_lines(s)[1:3] == ["{s1} took 1, needed 2: short.",
                                       "{s2} took 1, needed 2: short."]


def test_pot_increase_never_moves_chips_and_pots_drop_at_zero() -> None:
    s = settle("10H", BOTH, [3, 4, 3], pots=[0, 0, 1])
    assert money(s) == ([10, 0, 1], [-70, 40, 30])


# --- deal records (issue 16 item 15) ------------------------------------------------------

def test_each_deal_leaves_a_structured_record() -> None:
    s = settle("7D", BOTH, [8, 1, 1], completed=4, chips=[3, -1, -2])
    (record,) = s.deal_records()  # deals before the position are not described
    assert record == DealRecord(
        number=5, declarer=0, contract="7D", made=True, margin=1, changes=(56, -63, 7),
        detail={"index": 7, "mode": BOTH, "case": "E", "tricks": [8, 1, 1], "active": None,
                "other": None, "pot": 0, "takes": [], "dropped": 0,
                "short": [[1, 1, 2]], "moved": 0, "pots": [20, 20, 20]})
    assert s.view(1).data["last_deal"] == {
        "number": 5, "declarer": 0, "contract": "7D", "made": True, "margin": 1,
        "changes": [56, -63, 7], "detail": record.detail}
    record.detail["tricks"][0] = 99  # a reader's copy: the state keeps its own
    assert s.deal_records()[0].detail["tricks"] == [8, 1, 1]


def test_records_of_a_failed_contract_and_of_both_passing() -> None:
    fail = settle("8NT", ALONE, [6, 4, 0], active=1).deal_records()[-1]
    assert (fail.contract, fail.made, fail.margin, fail.changes) == ("8NT", False, -2,
                                                                      (-36, 36, 0))
    assert fail.detail["mode"] == ALONE and fail.detail["active"] == 1
    passed = both_pass("6C").deal_records()[-1]
    assert (passed.declarer, passed.contract, passed.made, passed.margin) == (0, "6C", True, 0)
    assert passed.detail["mode"] == BOTH_PASS and passed.detail["case"] == "A"


def test_records_serialize_with_the_state_and_the_view_shows_the_last() -> None:
    s = match(dealer=2)
    assert s.deal_records() == [] and s.view(None).data["last_deal"] is None
    run(s, (0, "pass"), (1, "pass"), (2, "bid:6S"))
    hand = s.view(2).hand
    run(s, (2, f"discard:{hand[0]}"), (2, f"discard:{hand[1]}"), (2, "contract:6S"),
        (0, "pass"), (1, "pass"))
    again = Prefa.from_json(s.to_json())
    assert again.deal_records() == s.deal_records() and len(s.deal_records()) == 1
    assert s.view(0).data["last_deal"]["contract"] == "6S"


# --- §10.5 early stop -------------------------------------------------------------------

def test_early_stop_formula() -> None:
    s = Prefa.position(_auction_hands(), pots=[10, 20, 31], chips=[5, 0, -5])
    mean = Fraction(61, 3)
    assert s.scores_if_stopped() == [5 + 10 * (mean - 10), 10 * (mean - 20),
                                     -5 + 10 * (mean - 31)]
    assert sum(s.scores_if_stopped()) == 0


def _auction_hands() -> list[list[str]]:
    return [ALL[0:10], ALL[10:20], ALL[20:30]]


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
    s = Prefa.position(_auction_hands(), pots=pots, chips=chips)
    before = s.to_json()
    result = s.stopped_result()
    assert s.to_json() == before
    assert result.teams == [[0], [1], [2]]
    assert result.scores == scores and sum(scores) == 0
    assert all(abs(a - b) < 1 for a, b in zip(scores, s.scores_if_stopped(), strict=True))
    assert result.ranks == ranks
    assert result.winners == [seat for seat in range(3) if ranks[seat] == 0]
    standing = ", ".join(f"{{s{i}}} {v:+d}" for i, v in enumerate(scores))
    summary = english(result.summary)
    assert summary.startswith("Stopped before every pot was empty")
    assert summary.endswith(f"Final chips: {standing}.")
    assert not s.is_over  # asking does not end the match


def test_stopped_result_after_the_end_is_the_result() -> None:
    over = both_pass("7NT", pots=[0, 2, 1])
    assert over.is_over and over.stopped_result() == over.result()


# --- one deal from the defence calls to the settlement -------------------------------------

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
    s = Prefa.position(RUN_HANDS, dealer=2, declarer=0, bid="7S", contract="7S",
                       kitty=RUN_KITTY, discards=RUN_KITTY, pots=pots,
                       options={}, seed=1)
    run(s, *calls)
    assert s.view(None).data["in_play"] == [True, True, True]
    events = []
    for plays, winner in RUN_TRICKS:
        assert s.to_act() == (plays[0][0],)
        before = s.view(None).data["tricks"]
        for seat, card in plays:
            events = s.apply(seat, f"play:{card}")
        if s.deals_completed() == 0:
            assert s.view(None).data["tricks"] == [t + (seat == winner)
                                                   for seat, t in enumerate(before)]
    (record,) = s.deal_records()
    assert record.detail["case"] == "D" and record.detail["tricks"] == [7, 2, 1]
    assert money(s) == (pots_after, chips) and list(record.changes) == chips
    named = ", ".join(f"{{s{i}}} {c:+d}" for i, c in enumerate(chips) if c)
    assert f"Chips: {named}." in [e.text for e in events]
    assert chips_line(s) == f"Chips: {named}."
    assert s.view(None).data["dealer"] == 0 and s.view(None).phase == "auction"
