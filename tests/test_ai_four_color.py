"""The Four Color hard level: its lookahead on hands built for the purpose, that it sees
only what its seat may, and that it plays whole matches legally. (How much it beats
easy by is a figure: ``python -m bot.ai.four_color``, never asserted on time.)"""

from __future__ import annotations

import random

from bot.ai import four_color as fc_ai
from bot.ai.players import EasyPlayer, HardPlayer
from bot.bench_ai import Timed
from bot.engine import Action, new_match
from bot.games.four_color import FourColor, counts_of, parse_card
from tests.four_color_helpers import fill, shuffle_hidden

ONE_DEAL = {"mulligan": False, "deals": 1}
# Seat 1's exposed melds: its concealed hand is small, so a win is near.
FOUR_TRIPLES = ["RC RC RC", "YC YC YC", "GC GC GC", "WC WC WC"]


def hard(state: FourColor, seat: int) -> Action:
    seen = fc_ai.redact(state, seat)
    return fc_ai.search(seen, seat, fc_ai.observe(seen, seat), random.Random(0))


def test_a_ready_hand_waits_on_the_card_with_more_copies_left() -> None:
    """Discarding WA or YE leaves a hand one card from complete; two WA are on the table,
    so waiting on YE (three unseen) beats waiting on WA (one)."""
    melds = {1: FOUR_TRIPLES, 2: ["WA WA"]}
    hands = fill({1: "RG YG RS YS GS RH RH WA YE"}, 1, melds=melds, avoid="WA YE")
    state = FourColor.position(hands, dealer=0, current=1, melds=melds, options=ONE_DEAL)
    assert not state.first and "discard:WA" in [str(a) for a in state.legal_actions(1)]
    seen = fc_ai.redact(state, 1)
    obs = fc_ai.observe(seen, 1)
    planner = fc_ai.Planner(seen, 1, obs.unseen)
    hand = list(state.hands[1])
    keep_ye, keep_wa = hand[:], hand[:]
    keep_ye[parse_card("WA")] -= 1
    keep_wa[parse_card("YE")] -= 1
    assert planner.score(tuple(keep_ye)) > planner.score(tuple(keep_wa)) >= fc_ai.READY
    assert hard(state, 1) == Action("discard", "WA")


def test_a_pong_that_makes_the_hand_ready_is_claimed() -> None:
    melds = {3: FOUR_TRIPLES[:3]}
    hands = fill({1: "WE ...", 3: "RG YG RS YS GS WE WE RH RH WA YE"}, 1, melds=melds,
                 avoid="WE WA YE")
    state = FourColor.position(hands, dealer=1, melds=melds, options=ONE_DEAL)
    state.apply(1, "discard:WE")
    assert [str(a) for a in state.legal_actions(3)] == ["triple", "pass"]
    seen = fc_ai.redact(state, 3)
    planner = fc_ai.Planner(seen, 3, fc_ai.observe(seen, 3).unseen)
    held = list(state.hands[3])
    assert planner.score(tuple(held)) < fc_ai.READY  # two loners: WA and YE
    assert hard(state, 3) == Action("triple")


def test_the_planner_scores_by_the_cards_to_come() -> None:
    """One card from ready: the more unseen cards lead there, the better."""
    state = new_match("four-color", 4, ONE_DEAL, seed=3)
    assert isinstance(state, FourColor)
    planner = fc_ai.Planner(state, 0, [4] * 29)
    def hand(codes: str) -> tuple[int, ...]:
        return tuple(counts_of([parse_card(c) for c in codes.split()]))

    ready = hand("RG YG RS YS GS RH RH WA")
    near = hand("RG YG RS YS GS RH RH WA YE")
    far = hand("RA YE GH WN RS YH GA WE")
    assert planner.score(ready) >= fc_ai.READY > planner.score(near) > 0
    assert planner.score(far) == 0


def test_hard_decides_only_from_its_view() -> None:
    """Other seats' hidden cards (and the stock) dealt anew: the same decision."""
    rng = random.Random(4)
    checked = 0
    for seed in (1, 2):
        state = new_match("four-color", 4, ONE_DEAL, seed)
        assert isinstance(state, FourColor)
        while not state.is_over:
            seat = state.to_act()[0]
            if len(state.legal_actions(seat)) > 1 and rng.random() < 0.3:
                twin = shuffle_hidden(state, seat, rng)
                assert hard(twin, seat) == hard(state, seat)
                checked += 1
            state.apply(seat, state.random_action(seat, rng))
    assert checked > 20


def test_hard_plays_whole_matches_legally() -> None:
    hard_player, easy = Timed(HardPlayer()), EasyPlayer()
    for seed in (5, 6):
        state = new_match("four-color", 4, {"deals": 2}, seed)
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.to_act()[0]
            player = hard_player if seat % 2 == 0 else easy
            action = player.choose(state, seat, rng)
            assert action in state.legal_actions(seat)
            state.apply(seat, action)
    assert len(hard_player.searched) > 30


def test_hard_vs_easy_counts_deal_pairs() -> None:
    better, pairs, _gain = fc_ai.hard_vs_easy(HardPlayer(), EasyPlayer(), 2, 11)
    assert pairs == 2 and 0 <= better <= 2
    same, _, zero = fc_ai.hard_vs_easy(EasyPlayer(), EasyPlayer(), 2, 11)
    assert (same, zero) == (1.0, 0.0)  # easy against itself: every pair a tie
