"""Fifty-Six (56), the Kerala point-trick game for 4, 6 or 8 players in two teams.

The rules follow ``shared/rules/fifty-six.md`` (the seed rules by default; every variant
of its §13 is an option). The package holds one idea per module: ``rules`` (deck, card
strength and points, score tables, options), ``calls`` (reading a call in any §12 form,
what its form shows, and the auction's tables), ``bidding`` (the auction: calls checked and
made, the contract), ``match`` (the state machine: dealer draw, deals, play, scoring),
``position`` (described positions, checked) and ``texts`` (the messages it speaks, rendered
from the catalog ``bot/i18n/locales/*/fifty-six.ftl``).
"""

from bot.games.fifty_six.calls import Call, Meaning, ParsedCall, meaning_of, parse_call, replay
from bot.games.fifty_six.match import DealLog, FiftySix
from bot.games.fifty_six.rules import (
    BID_BY_ARG,
    BIDS_FROM,
    CARD_BY_CODE,
    FORMS,
    MAX_BID,
    MIN_BID,
    NT,
    PLAIN_FORMS,
    PLAY_ACTIONS,
    PLUS_FORMS,
    POINTS,
    RANK_KEY,
    RANKS_32,
    RANKS_48,
    RANKS_64,
    STRAIN_LETTERS,
    STRENGTH,
    SUIT_FORMS,
    TARGET,
    FiftySixOptions,
    _deck,
    _tops,
    beats,
)

__all__ = [
    "BIDS_FROM", "BID_BY_ARG", "CARD_BY_CODE", "FORMS", "MAX_BID", "MIN_BID", "NT",
    "PLAIN_FORMS", "PLAY_ACTIONS", "PLUS_FORMS", "POINTS", "RANKS_32", "RANKS_48", "RANKS_64",
    "RANK_KEY", "STRAIN_LETTERS",
    "STRENGTH", "SUIT_FORMS", "TARGET", "Call", "DealLog", "FiftySix", "FiftySixOptions",
    "Meaning", "ParsedCall", "_deck", "_tops", "beats", "meaning_of", "parse_call", "replay",
]
