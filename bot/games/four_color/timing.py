"""Figures for ``python -m bot bench``: how fast the meld search and whole deals are.

Printed, never asserted. Times are process (CPU) time where a loop is long, so other
work on a shared machine disturbs them less.
"""

from __future__ import annotations

import random
import time
from typing import Any

from bot.games.four_color.cards import (
    ADVISOR,
    ELEPHANT,
    HORSE,
    JOKER,
    NTYPES,
    SOLDIER,
    Card,
    build_deck,
    counts_of,
    parse_card,
)
from bot.games.four_color.melds import best_win, clear_memo, rules_for, win_mask


def contract_deals(options: dict[str, Any], matches: int = 60) -> tuple[float, float]:
    """(CPU µs per deal, decisions per deal) of random play through the public contract:
    for every decision ``legal_actions(seat)``, then ``apply``, as a host or a search does.
    Seeds 0..matches-1, so two runs play the same deals."""
    from bot.engine import new_match

    deals = decisions = 0
    start = time.process_time()
    for seed in range(matches):
        rng = random.Random(seed)
        state = new_match("four-color", 4, options, seed)
        while not state.is_over:
            seats = state.to_act()
            seat = seats[0] if len(seats) == 1 else rng.choice(seats)
            legal = state.legal_actions(seat)
            state.apply(seat, legal[0] if len(legal) == 1 else rng.choice(legal))
            decisions += 1
        deals += state.deals_completed()
    return (time.process_time() - start) / deals * 1e6, decisions / deals


_HARD_HANDS = (
    "RG RA RA RA RA RE RE YG YA YA YE YE GG GA GA GE GE WA WA WE + GE",
    "RA RA RA RA YA YA YA GG GG GA GA GA GA GE GE WG WA WA WA WE + WA",
    "RE RH RS YG YA YE YE YH YS GG GA GE GH WG WA WE WC WH WN WS + YE",
    "RA RA RH RS YG YA YA YE YH YS GG GA GE GE GH GS WA WA WH WS + GA",
)


def win_detection_timing(hands: int = 300, seed: int = 7,
                         repeats: int = 3) -> tuple[float, float, float, int]:
    """Seconds to find the best win on 21-card hands, every memo cleared first.

    Returns (worst, mean, worst for every winning card of the 20-card hand,
    hands). Each hand is timed ``repeats`` times and its fastest run kept, so
    a busy machine's pauses don't count as search time. Hands: the hardest
    known shapes, crowded hands of few pieces in many colours, random deals.
    """
    rng = random.Random(seed)
    rules = rules_for()
    deck = build_deck()
    samples: list[tuple[list[Card], Card]] = []
    for text in _HARD_HANDS:
        left, _, right = text.partition("+")
        samples.append(([parse_card(c) for c in left.split()], parse_card(right.strip())))
    while len(samples) < hands:
        cards = rng.sample(deck, 21) if len(samples) % 2 else _crowded_hand(rng)
        card = cards.pop()
        samples.append((cards, card))
    wins: list[float] = []
    masks: list[float] = []
    for cards, card in samples:
        counts = counts_of(cards)
        best_run = best_mask = float("inf")
        for _ in range(repeats):
            clear_memo()
            start = time.perf_counter()
            best_win(counts, card, rules)
            best_run = min(best_run, time.perf_counter() - start)
            clear_memo()
            start = time.perf_counter()
            win_mask(counts, rules)
            best_mask = min(best_mask, time.perf_counter() - start)
        wins.append(best_run)
        masks.append(best_mask)
    return max(wins), sum(wins) / len(wins), max(masks), len(samples)


def _crowded_hand(rng: random.Random) -> list[Card]:
    """21 cards from few pieces in many colours: the search's hardest shapes."""
    pool = [c for c in range(JOKER) if c >> 2 in (ADVISOR, ELEPHANT, SOLDIER, HORSE)]
    counts = [0] * NTYPES
    cards: list[Card] = []
    while len(cards) < 21:
        c = rng.choice(pool)
        if counts[c] < 3:
            counts[c] += 1
            cards.append(c)
    rng.shuffle(cards)
    return cards
