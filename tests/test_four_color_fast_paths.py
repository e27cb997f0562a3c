"""Four Color's shortcuts give what the rules give: the inlined shuffle, the claim bits of a
window, the turn seat's memoized answers, the shared events and the meld search's row
patterns, each checked against the plain rule over many random states."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from bot.engine import Event, Face, Msg, Seat
from bot.engine.cards import shuffled
from bot.games.four_color import (
    DECK,
    JOKER,
    QUAD_BIT,
    TRIPLE_BIT,
    TURN_BIT,
    WIN_BIT,
    FourColor,
    FourColorOptions,
    build_deck,
    clear_memo,
    hidden_value,
    meld_action,
    melds_with,
    rules_for,
    win_mask,
)
from bot.games.four_color.cards import shuffled_deck

VARIANTS: list[dict[str, Any]] = [
    {},
    {"claim_prompt": "choices"},
    {"claim_prompt": "claimants", "jokers": True, "general_steal_only_to_win": True},
    {"no_split_dealt_triple": True, "generals_never_discarded": False,
     "tricolour_soldiers_only": True, "claim_prompt": "choices"},
]


def windows(options: dict[str, Any], seats: int, matches: int) -> Iterator[FourColor]:
    """Every claim window of random matches, as it opens."""
    for seed in range(matches):
        rng = random.Random(seed)
        state = FourColor.new(seats, FourColorOptions(**options), seed=seed)
        card = -2
        while not state.is_over:
            if state.phase == "window" and (state.card, state.exposer) != card:
                card = (state.card, state.exposer)
                yield state
            acting = state.to_act()
            seat = rng.choice(acting)
            state.apply(seat, rng.choice(state.legal_actions(seat)))


def test_the_deal_shuffle_is_the_engines() -> None:
    for jokers in (False, True):
        deck = build_deck(jokers)
        for seed in range(150):
            salt = str(seed % 9)
            assert shuffled_deck(deck, seed, salt) == shuffled(deck, seed, salt=salt)


@pytest.mark.parametrize("options", VARIANTS)
def test_claim_bits_and_who_is_asked_follow_the_rule(options: dict[str, Any]) -> None:
    """§9.1 as plainly as it reads: the turn seat, and each other seat but a discarder by
    what it conceals; who is asked by ``claim_prompt``."""
    claimed = 0
    for state in windows(options, 4, 3):
        card, n = state.card, state.seats
        turn = state.exposer if state.source == "draw" else (state.exposer + 1) % n
        general = card < 4
        quads = not (general and state.options.general_steal_only_to_win)
        expected = [0] * n
        asked = []
        for seat in [(turn + i) % n for i in range(n)]:
            if seat == state.exposer and state.source == "discard":
                continue
            held = state.hands[seat][card]
            bits = WIN_BIT if state.wins[seat] >> card & 1 else 0
            if seat == turn:
                bits |= TURN_BIT
            elif card != JOKER and held >= 2:
                if held == 3 and quads:
                    bits |= QUAD_BIT
                if not general and not (held == 3 and card in state.locked[seat]):
                    bits |= TRIPLE_BIT
            expected[seat] = bits
            if bits or state.options.claim_prompt == "everyone":
                asked.append(seat)
        assert state.claims == expected
        claimed += any(bits & (QUAD_BIT | TRIPLE_BIT) for bits in expected)
        if state.options.claim_prompt == "choices" and state.answers[turn]:
            asked.remove(turn)  # its only answer was given
        assert state.waiting == asked
    assert claimed > 10


@pytest.mark.parametrize("options", VARIANTS)
def test_the_turn_seats_answers_are_every_meld_then_draw_or_decline(
        options: dict[str, Any]) -> None:
    for state in windows(options, 3, 3):
        turn, card = state.turn, state.card
        expected = ["win"] if state.claims[turn] & WIN_BIT else []
        expected += [str(meld_action((card, *used))) for _kind, used
                     in melds_with(state.hands[turn], card, state.rules, state.locked[turn])]
        if state.source == "discard":
            expected.append("draw")
        elif not state._must_keep(card):
            expected.append("decline")
        if turn in state.waiting:
            assert [str(a) for a in state.legal_actions(turn)] == expected
            # a copy works them out again, and a restored snapshot too
            assert [str(a) for a in state.clone().legal_actions(turn)] == expected
            restored = FourColor.from_json(state.to_json())
            assert [str(a) for a in restored.legal_actions(turn)] == expected
        else:
            assert len(expected) == 1 and state.answers[turn] == expected[0]


def test_shared_events_read_as_freshly_made_ones() -> None:
    seen: set[str] = set()
    for seed in range(4):
        rng = random.Random(seed)
        state = FourColor.new(4, FourColorOptions(deals=2), seed=seed)
        while not state.is_over:
            seat = rng.choice(state.to_act())
            before = state.clone()
            for event in state.apply(seat, rng.choice(state.legal_actions(seat))):
                if event.kind in ("discard", "draw", "decline"):
                    card = (state.discards[event.seat][-1] if event.kind != "draw"
                            else state.card)
                    ids = {"draw": "fc-event-draw", "decline": "fc-event-decline",
                           "discard": "fc-event-open" if before.first else "fc-event-discard"}
                    fresh = Event(event.kind, Msg(ids[event.kind], player=Seat(event.seat),
                                                  card=Face(card, DECK)), event.seat)
                    assert event == fresh and repr(event.msg) == repr(fresh.msg)
                    seen.add(event.kind)
    assert seen == {"discard", "draw", "decline"}


def test_winning_cards_are_those_that_make_the_hand_split() -> None:
    """``win_mask`` by its definition: a card completes a hand when the hand plus the card
    splits into melds — cold (every memo cleared) and warm alike."""
    rng = random.Random(11)
    deck = build_deck(jokers=True)
    winning = 0
    for trial in range(300):
        if trial % 2:
            cards = rng.sample(deck, 20)
        else:  # crowded: few pieces in many colours, where COMMANDs and FIELDs cross
            pieces = rng.sample(range(7), 3)
            pool = [c for c in range(28) if c >> 2 in pieces]
            cards = []
            while len(cards) < 20:
                c = rng.choice(pool)
                if cards.count(c) < 4:
                    cards.append(c)
        hand = [0] * 29
        for c in cards:
            hand[c] += 1
        for tri, four in ((False, False), (True, False), (False, True)):
            rules = rules_for(tri, four)
            if trial % 10 == 0:
                clear_memo()
            expected = 0
            for c in range(29):
                if hand[c] < (5 if c == JOKER else 4):
                    hand[c] += 1
                    if hidden_value(hand, rules) >= 0:
                        expected |= 1 << c
                    hand[c] -= 1
            assert win_mask(hand, rules) == expected
            winning += expected != 0
    assert winning > 50
