"""Speed and memory figures for every registered game, printed, never asserted.

Deals per second are measured with random legal play on one core, from a new
match to its end, so dealing, the auction, play and scoring all count.
"""

from __future__ import annotations

import gc
import random
import time
import tracemalloc
from collections.abc import Callable

from bot.engine import Game, load_all
from bot.engine.playout import play_random, random_step

Extras = Callable[[], list[tuple[str, str]]]


def playout_rate(cls: type[Game], seats: int, seconds: float) -> tuple[float, float, int]:
    """(deals per second, actions per second, matches) over about ``seconds`` of play."""
    rng = random.Random(12345)
    options = cls.options_model()
    deals = actions = matches = 0
    start = time.perf_counter()
    elapsed = 0.0
    while elapsed < seconds:
        state = cls.new(seats, options, seed=matches)
        actions += play_random(state, rng)
        deals += state.deals_completed()
        matches += 1
        elapsed = time.perf_counter() - start
    return deals / elapsed, actions / elapsed, matches


def live_state_memory(cls: type[Game], seats: int, count: int = 1000) -> float:
    """MB held by ``count`` match states, each stopped somewhere in its first deals."""
    rng = random.Random(99)
    options = cls.options_model()
    gc.collect()
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    states = []
    for seed in range(count):
        state = cls.new(seats, options, seed=seed)
        for _ in range(rng.randrange(0, 60)):
            if state.is_over:
                break
            seat, action = random_step(state, rng)
            state.apply(seat, action)
        states.append(state)
    gc.collect()
    used = tracemalloc.get_traced_memory()[0] - base
    tracemalloc.stop()
    del states
    return used / 1_000_000


def run(seconds: float = 2.0, only: str | None = None) -> None:
    games = load_all()
    print(f"Card Table engine benchmark — random legal play, one core, ~{seconds:g} s per line")
    print(f"{'game':<12} {'seats':>5} {'deals/s':>10} {'actions/s':>11} {'matches':>8} "
          f"{'1000 states':>12}")
    for game_id, cls in games.items():
        if only and game_id != only:
            continue
        for seats in cls.seat_counts:
            deals, actions, matches = playout_rate(cls, seats, seconds)
            memory = live_state_memory(cls, seats)
            print(f"{game_id:<12} {seats:>5} {deals:>10,.0f} {actions:>11,.0f} {matches:>8} "
                  f"{memory:>9.1f} MB")
        extras: Extras | None = getattr(cls, "bench_extras", None)
        if extras is not None:
            for label, value in extras():
                print(f"  {game_id}: {label}: {value}")
