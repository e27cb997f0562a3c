"""Huutopussi: the Finnish four-hand marriage game, a whole match to 500.

The authority is ``shared/rules/huutopussi.md``; section numbers (§) refer to it.
The package holds one idea per module:

- ``rules``: the pack, rank orders, points, marriage values, the §15 options;
- ``state``: the match state and its moves (the ``Game`` contract);
- ``view``: what each seat sees, and every text the game shows (catalog messages);
- ``position``: ``Huutopussi.position(...)``, a checked mid-match position for tests
  and tools.
"""

from bot.games.huutopussi.rules import (
    CARD_CODE,
    CODE_TO_CARD,
    MARRIAGE,
    POINTS,
    SIX,
    STRENGTH,
    TARGET,
    TRICKS,
    HuutopussiOptions,
)
from bot.games.huutopussi.state import Huutopussi

__all__ = [
    "CARD_CODE",
    "CODE_TO_CARD",
    "MARRIAGE",
    "POINTS",
    "SIX",
    "STRENGTH",
    "TARGET",
    "TRICKS",
    "Huutopussi",
    "HuutopussiOptions",
]
