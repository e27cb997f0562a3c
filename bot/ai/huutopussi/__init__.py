"""Huutopussi computer players.

- ``heuristics``: the easy player (observation, hand value and bidding, exchange,
  declarations, card play);
- ``knowledge``: what the deal has shown a seat, and deals guessed consistently with
  it (``prepare``, ``determinize``, ``redact``);
- ``search``: what the hard player's Monte Carlo search needs (playout policy, the
  value of an outcome, candidate moves, the endgame solver).
"""

from bot.ai.huutopussi.contract import search_contract
from bot.ai.huutopussi.heuristics import (
    DECK,
    Obs,
    bid_limit,
    choose,
    fast_obs,
    hand_value,
    observe,
    public_played,
)
from bot.ai.huutopussi.knowledge import (
    Knowledge,
    _history_knowledge,
    deal_histories,
    determinize,
    knowledge,
    prepare,
    readings,
    redact,
)
from bot.ai.huutopussi.search import (
    candidates,
    deal_done,
    equivalent_cards,
    evaluate,
    policy,
    same_class,
)

__all__ = [
    "DECK", "Knowledge", "Obs", "_history_knowledge", "bid_limit", "candidates", "choose",
    "deal_done", "deal_histories", "determinize", "equivalent_cards", "evaluate", "fast_obs",
    "hand_value", "knowledge", "observe", "policy", "prepare", "public_played", "readings",
    "redact", "same_class", "search_contract",
]
