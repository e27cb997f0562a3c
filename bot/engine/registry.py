"""Games register themselves by id; ``load_all`` imports every module in bot.games.

Discovering modules rather than listing them means a new game is one new file,
with no edit anywhere else.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Sequence
from typing import Any, TypeVar

from bot.engine.game import Game, Options

_GAMES: dict[str, type[Game]] = {}
_scanned = False  # bot.games was imported once; later registrations (tests' toy games) add up
G = TypeVar("G", bound=type[Game])


def register(cls: G) -> G:
    if cls.game_id in _GAMES and _GAMES[cls.game_id] is not cls:
        raise ValueError(f"two games claim the id {cls.game_id!r}")
    _GAMES[cls.game_id] = cls
    return cls


def load_all() -> dict[str, type[Game]]:
    """Every registered game by id. The package scan runs once: lookups stay cheap (a
    new match, a restored table) however often they happen."""
    global _scanned
    if not _scanned:
        import bot.games

        for module in pkgutil.iter_modules(bot.games.__path__):
            if not module.name.startswith("_"):
                importlib.import_module(f"bot.games.{module.name}")
        _scanned = True
    return dict(sorted(_GAMES.items()))


def all_games() -> dict[str, type[Game]]:
    return load_all()


def get_game(game_id: str) -> type[Game]:
    found = _GAMES.get(game_id) if _scanned else None
    if found is not None:
        return found
    games = load_all()
    key = game_id.strip().lower().replace("_", "-").replace(" ", "-")
    if key not in games:
        known = ", ".join(games)
        raise KeyError(f"There is no game called “{game_id}”. Choose one of: {known}.")
    return games[key]


def new_match(game_id: str, seats: int, options: Options | dict[str, Any] | None = None,
              seed: int = 0, deals: Sequence[dict[str, Any]] | None = None) -> Game:
    cls = get_game(game_id)
    if seats not in cls.seat_counts:
        counts = " or ".join(map(str, cls.seat_counts))
        raise ValueError(f"{cls.title} is played by {counts} players, not {seats}.")
    return cls.new(seats, cls.parse_options(options), seed, deals)
