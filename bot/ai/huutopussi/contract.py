"""The hard level's contract (§9.3): how far to raise the auction bid.

A raise is nearly free money when the hand is strong: a made contract scores the
contract, while a failed one costs only the auction bid (§12). The easy player never
raises. The hard one plays the deal out on guessed deals (the easy policy at every
seat, as in the card search) once, and prices every contract on the same playouts:
the play does not depend on the contract, so a deal is played to its last card once
and only that card is played again under each contract worth asking about.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from bot.ai.huutopussi.knowledge import prepare
from bot.ai.huutopussi.search import evaluate, policy
from bot.engine import Action, Game
from bot.games.huutopussi import TRICKS, Huutopussi
from bot.games.huutopussi.rules import CONTRACT

# How much better (per deal, in ``evaluate``'s units) a raise must look than the next
# lower contract: none. A raise that fails costs what the bid alone would have, so the
# only risk is a contract the pair would have made at the bid; the mean over the guessed
# deals already weighs that. Hard against easy on the same 100 deal pairs (seeds 7000+):
# 86% of pairs with the raise, 67.5% without.
RAISE_MARGIN = 0.0


def _last_card(sim: Huutopussi) -> bool:
    """Is the next card the deal's last (every hand down to its last card, three played)?"""
    return sim.phase == "play" and sim.trick_no == TRICKS - 1 and len(sim.trick) == 3


def _play_to_last_card(sim: Huutopussi, rng: random.Random, deal_no: int) -> bool:
    """Play ``sim`` on with the easy policy until only the deal's last card is left;
    False when the deal ended another way (a redeal in the exchange)."""
    guard = 0
    while not _last_card(sim):
        if sim.deal_no != deal_no or sim.is_over or guard > 200:
            return False
        seat = sim.turn
        sim.apply(seat, policy(sim, seat, rng))
        guard += 1
    return True


def raise_contract(state: Game, seat: int, sample: Callable[[random.Random], Huutopussi],
                   rng: random.Random, budget: float, max_samples: int,
                   min_samples: int = 8) -> Action:
    """The contract with the best mean value over up to ``max_samples`` guessed deals
    (each from ``sample``), the auction bid unless a raise clearly pays."""
    assert isinstance(state, Huutopussi)
    bid, top = state.bid, state.options.max_bid
    start = time.perf_counter()
    finals: list[tuple[Huutopussi, Huutopussi | None, float]] = []  # world, pre-last, value at bid
    reach: list[int] = []  # the declaring pair's deal total in each playout
    t = seat & 1
    while len(finals) < max_samples:
        elapsed = time.perf_counter() - start
        if (len(finals) >= min_samples and elapsed > budget) or \
                (finals and elapsed > 4 * budget):
            break
        world = sample(rng)
        sim = world.clone()
        sim.apply(seat, CONTRACT[bid])
        if not _play_to_last_card(sim, rng, world.deal_no):
            finals.append((world, None, evaluate(world, sim, seat)))
            continue
        pre = sim.clone()
        sim.apply(sim.turn, policy(sim, sim.turn, rng))
        finals.append((world, pre, evaluate(world, sim, seat)))
        row = sim.deal_log[-1]
        bonus = state.options.last_trick_bonus
        reach.append(row[4 + t] + row[7 + t] + (bonus if row[6] == t else 0))
    # A raise to C changes the outcome only where the pair's total falls between the
    # bid and C, so the best contract is the bid or one of the totals reached.
    options = sorted({bid} | {min(top, r - r % 5) for r in reach if r - r % 5 > bid})
    best, best_value = bid, sum(v for _, _, v in finals)
    for c in options[1:]:
        total = 0.0
        for world, before_last, at_bid in finals:
            if before_last is None:
                total += at_bid
                continue
            sim = before_last.clone()
            sim.contract = c
            sim.apply(sim.turn, policy(sim, sim.turn, rng))
            total += evaluate(world, sim, seat)
        if total > best_value + RAISE_MARGIN * len(finals):
            best, best_value = c, total
    return CONTRACT[best]


CONTRACT_SAMPLES = 48  # guessed deals for the contract at most


def search_contract(state: Game, seat: int, obs: object, rng: random.Random, budget: float,
                    max_samples: int | None = None) -> Action:
    """``GameAI.phase_search`` for the contract phase (see ``raise_contract``)."""
    return raise_contract(state, seat, prepare(state, seat), rng, budget,
                          max_samples or CONTRACT_SAMPLES)
