"""Prefa (Greek Preference): three players, a 32-card pack, pots worked down to zero.

The rules are ``shared/rules/prefa.md``. The package holds one idea per module:

* ``rules``: the contracts, their values and minimums, the options, how tricks go;
* ``game``: the match state (``Prefa``) and its moves;
* ``scoring``: settling a deal into pots and chips, and the record it leaves;
* ``position``: a state built from a description (``Prefa.position``), checked;
* ``views`` and ``text``: what each seat sees, as catalog messages and codes.
"""

from bot.games.prefa.game import Prefa
from bot.games.prefa.rules import (
    ALONE,
    BOTH,
    BOTH_PASS,
    CODE_TO_CARD,
    CONTRACT_INDEX,
    CONTRACTS,
    DECK,
    GAME_VALUE,
    LEVEL,
    MODES,
    REQ_L,
    REQ_R,
    TOGETHER,
    TRUMP,
    ContractError,
    PrefaOptions,
    parse_contract,
)

__all__ = [
    "ALONE",
    "BOTH",
    "BOTH_PASS",
    "CODE_TO_CARD",
    "CONTRACTS",
    "CONTRACT_INDEX",
    "DECK",
    "GAME_VALUE",
    "LEVEL",
    "MODES",
    "REQ_L",
    "REQ_R",
    "TOGETHER",
    "TRUMP",
    "ContractError",
    "Prefa",
    "PrefaOptions",
    "parse_contract",
]
