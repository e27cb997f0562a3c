"""Random legal play, shared by the benchmark, the property tests and the simplest computer seat."""

from __future__ import annotations

import random
from collections.abc import Callable

from bot.engine.game import Action, Game

Step = Callable[[Game, int, Action], None]


def random_step(state: Game, rng: random.Random) -> tuple[int, Action]:
    """Pick a seat that may act uniformly, and its action by ``Game.random_action``."""
    seats = state.to_act()
    seat = seats[0] if len(seats) == 1 else rng.choice(seats)
    return seat, state.random_action(seat, rng)


def play_random(state: Game, rng: random.Random, max_actions: int = 1_000_000,
                on_step: Step | None = None) -> int:
    """Play random legal actions until the match ends; returns the number applied."""
    count = 0
    while not state.is_over:
        if count >= max_actions:
            raise RuntimeError(f"{state.game_id} did not end within {max_actions} actions")
        seat, action = random_step(state, rng)
        state.apply(seat, action)
        count += 1
        if on_step is not None:
            on_step(state, seat, action)
    return count
