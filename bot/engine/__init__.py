"""The shared rules engine: pure Python, no Discord, no I/O, no clock.

Games are data plus pure functions over a state. Everything a caller needs is
re-exported here so cogs, the table service and tests import from one place.
"""

from bot.engine.game import (
    Action,
    DealRecord,
    Event,
    Game,
    IllegalAction,
    InvalidPosition,
    MatchResult,
    Section,
    View,
)
from bot.engine.registry import all_games, get_game, load_all, new_match, register
from bot.engine.text import Face, Faces, Join, Listing, Msg, Seat, Text

__all__ = [
    "Action",
    "DealRecord",
    "Event",
    "Face",
    "Faces",
    "Game",
    "IllegalAction",
    "InvalidPosition",
    "Join",
    "Listing",
    "MatchResult",
    "Msg",
    "Seat",
    "Section",
    "Text",
    "View",
    "all_games",
    "get_game",
    "load_all",
    "new_match",
    "register",
]
