"""Prefa's computer: the card-play rules against a plain reference, the rollouts' policy
against easy's, and the search's guesses (fast copies of the engine state)."""

from __future__ import annotations

import random

from bot.ai import prefa as pf_ai
from bot.ai.players import EasyPlayer
from bot.engine import Action, new_match
from bot.engine.cards import ACE, deck_32, parse_card
from bot.games.prefa import TRUMP, Prefa

DECK = deck_32()


def reference_play(o: pf_ai.Obs) -> Action:
    """Easy's card play as first written (sets and scans, no bit masks): the oracle."""
    cards = {parse_card(a.arg): a for a in o.legal}
    if len(cards) == 1:
        return next(iter(cards.values()))
    trump = TRUMP[o.contract] if o.contract >= 0 else -1
    seen = o.played | set(o.hand) | {c for _, c in o.trick}
    unknown = [c for c in DECK if c not in seen]

    def master(c: int) -> bool:
        return not any(u & 3 == c & 3 and u >> 2 > c >> 2 for u in unknown)

    def cheap(c: int) -> tuple[bool, int]:
        return (c & 3 == trump, c >> 2)

    def beats(c: int, w: int) -> bool:
        if c & 3 == w & 3:
            return c >> 2 > w >> 2
        return c & 3 == trump

    hand = list(cards)
    if not o.trick:
        if o.seat == o.declarer and trump >= 0:
            trumps = [c for c in hand if c & 3 == trump]
            out = [u for u in unknown if u & 3 == trump]
            if trumps and out and master(max(trumps, key=lambda c: c >> 2)):
                return cards[max(trumps, key=lambda c: c >> 2)]
        masters = [c for c in hand if master(c) and c & 3 != trump]
        if masters:
            return cards[max(masters, key=lambda c: c >> 2)]
        side = [c for c in hand if c & 3 != trump]
        return cards[min(side or hand, key=cheap)]
    win_seat, wcard = o.trick[0]
    for s, c in o.trick[1:]:
        if beats(c, wcard):
            win_seat, wcard = s, c
    friend = (win_seat == o.seat) or (o.seat != o.declarer and win_seat != o.declarer)
    remaining = sum(1 for s in range(3) if o.in_play[s]) - len(o.trick) - 1
    beaters = [c for c in hand if beats(c, wcard)]
    if friend and (remaining == 0 or master(wcard)):
        return cards[min(hand, key=cheap)]
    if beaters:
        holders = [c for c in beaters if master(c)] if remaining else beaters
        if holders:
            return cards[min(holders, key=cheap)]
    return cards[min(hand, key=cheap)]


def play_phases(seeds: range, plays: bool = True):  # type: ignore[no-untyped-def]
    """Every play-phase position of easy-vs-easy matches (defenders always defend)."""
    easy = EasyPlayer()
    for seed in seeds:
        state = new_match("prefa", 3, {"starting_pot": 5}, seed)
        assert isinstance(state, Prefa)
        rng = random.Random(seed)
        steps = 0
        while not state.is_over and steps < 400:
            seat = state.to_act()[0]
            if state.view(None).phase == "play":
                yield state, seat
            action = easy.choose(state, seat, rng)
            if plays and any(a.kind == "play" and not a.arg for a in state.legal_actions(seat)):
                action = Action("play")
            state.apply(seat, action)
            steps += 1


def test_card_play_matches_the_reference() -> None:
    checked = 0
    for state, seat in play_phases(range(12)):
        o = pf_ai.observe(state, seat)
        assert pf_ai.choose(o, random.Random(0)) == reference_play(o)
        checked += 1
    assert checked > 500


def test_the_rollout_policy_plays_as_easy() -> None:
    """Rollouts read the state directly; they must choose what easy chooses from the view."""
    checked = 0
    for state, seat in play_phases(range(12, 20)):
        assert pf_ai.policy(state, seat, random.Random(0)) == \
            pf_ai.choose(pf_ai.observe(state, seat), random.Random(0))
        checked += 1
    assert checked > 300


def test_declarer_draws_trumps_with_the_master() -> None:
    hand = [parse_card(c) for c in ["AS", "KS", "7S", "AH", "8C"]]
    seen = pf_ai._mask(hand)
    legal = hand
    card = pf_ai.play_card(legal, 0, 0, [], seen, TRUMP[0], 3)
    assert card == parse_card("AS") and card >> 2 == ACE
