"""Huutopussi: the Finnish four-hand marriage game, a whole match to 500.

The authority is ``shared/rules/huutopussi.md``; section numbers (§) refer to it.
The package holds one idea per module:

- ``rules``: the pack, rank orders, points, marriage values, the §15 options;
- ``state``: the match state, the auction, the exchange and the play of cards (the
  ``Game`` contract);
- ``marriages``: declaration windows, the three kinds of declaration, the lockouts;
- ``scoring``: a deal's score, the end of the match, the record of each deal;
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
