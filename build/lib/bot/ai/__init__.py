"""Computer players that fill empty seats or play for absent people.

A computer player is anything with ``choose(state, seat, rng) -> Action``; it
sees the whole state object but must decide only from ``state.view(seat)`` and
public facts if it is to play fairly. Players register under a difficulty name
so a table option (``difficulty``) picks one; better players add themselves
with ``register_player`` from their own modules.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol, runtime_checkable

from bot.engine import Action, Game


@runtime_checkable
class ComputerPlayer(Protocol):
    """Chooses one legal action for ``seat``; ``rng`` is seeded by the caller for replays."""

    def choose(self, state: Game, seat: int, rng: random.Random) -> Action: ...


class RandomPlayer:
    """Uniformly random legal play: the simplest opponent, and the fallback for every game."""

    name = "random"

    def choose(self, state: Game, seat: int, rng: random.Random) -> Action:
        if not state.legal_actions(seat):
            raise ValueError(f"seat {seat} has no legal action")
        return state.random_action(seat, rng)


PlayerFactory = Callable[[str], ComputerPlayer]
"""Builds a player for a game id (so a player may specialise per game)."""

_PLAYERS: dict[str, PlayerFactory] = {"random": lambda game_id: RandomPlayer()}
DEFAULT_DIFFICULTY = "random"


def register_player(difficulty: str, factory: PlayerFactory) -> None:
    """Make ``difficulty`` selectable as a table option."""
    _PLAYERS[difficulty.strip().lower()] = factory


def difficulties() -> list[str]:
    return sorted(_PLAYERS)


def get_player(difficulty: str | None, game_id: str = "") -> ComputerPlayer:
    """The player for ``difficulty`` (unknown or empty: the random player)."""
    factory = _PLAYERS.get((difficulty or DEFAULT_DIFFICULTY).strip().lower())
    return (factory or _PLAYERS[DEFAULT_DIFFICULTY])(game_id)


# The better players register themselves on import; done last, as they import from here.
import bot.ai.players  # noqa: E402, F401

__all__ = ["DEFAULT_DIFFICULTY", "ComputerPlayer", "RandomPlayer", "difficulties",
           "get_player", "register_player"]
