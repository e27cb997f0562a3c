"""What every computer player shares: fast state copies and the Monte Carlo search.

The players decide from an *observation* built from ``state.view(seat)`` (plus
the cards already played face up, which every person at the table saw), never
from the state's hidden fields. The search level (``pimc``) samples the unseen
cards consistently with that observation, builds full states from the samples
(``determinize``), and plays each candidate out with the easy policy.
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from bot.engine import Action, Game

G = TypeVar("G", bound=Game)


def fast_copy(state: G) -> G:
    """An independent copy of a game dataclass, far cheaper than a JSON round trip.

    Lists (and lists of lists) are copied; anything else is shared, which is safe
    for the games here because they replace, never mutate, their other values.
    """
    new = object.__new__(type(state))
    for f in dataclasses.fields(state):  # type: ignore[arg-type]
        value = getattr(state, f.name)
        if isinstance(value, list):
            value = [x[:] if isinstance(x, list) else x for x in value]
        elif isinstance(value, dict):
            value = dict(value)
        object.__setattr__(new, f.name, value)
    return new


def deal_unseen(unseen: list[int], sizes: dict[int, int], voids: dict[int, set[int]],
                rng: random.Random, tries: int = 20,
                banned: dict[int, set[int]] | None = None) -> dict[int, list[int]] | None:
    """Deal ``unseen`` cards to seats with the given hand sizes, honouring known voids
    (suits a seat lacks) and ``banned`` cards (inferred not to be in a seat's hand).

    Tries a few random shuffles, placing the most constrained seats first; None
    when no consistent deal turned up (the caller then relaxes the voids).
    """
    banned = banned or {}
    order = sorted(sizes, key=lambda s: (-len(voids.get(s, ())), -len(banned.get(s, ()))))
    for _ in range(tries):
        pool = unseen[:]
        rng.shuffle(pool)
        out: dict[int, list[int]] = {}
        ok = True
        for s in order:
            bad = voids.get(s, set())
            ban = banned.get(s, set())
            need = sizes[s]
            if bad or ban:
                take = [c for c in pool if c & 3 not in bad and c not in ban][:need]
            else:
                take = pool[:need]
            if len(take) < need:
                ok = False
                break
            for c in take:
                pool.remove(c)
            out[s] = take
        if ok:
            return out
    return None


Determinizer = Callable[[Game, int, random.Random], Game]
Evaluator = Callable[[Game, Game, int], float]
Policy = Callable[[Game, int, random.Random], Action]


def pimc(state: Game, seat: int, rng: random.Random, candidates: Sequence[Action],
         determinize: Determinizer, rollout_policy: Policy, done: Callable[[Game, Game], bool],
         evaluate: Evaluator, budget: float = 0.12, max_samples: int = 60,
         min_samples: int = 6, default: Action | None = None, margin: float = 0.0) -> Action:
    """Perfect-information Monte Carlo: the candidate with the best mean playout value.

    Each sample is one consistent guess of the hidden cards; every candidate is
    played out on the same guess (common random numbers), so differences between
    candidates reflect the move, not the luck of the sample. ``default`` (the
    heuristic's choice) wins ties.
    """
    totals = [0.0] * len(candidates)
    start = time.perf_counter()
    samples = 0
    while samples < max_samples:
        elapsed = time.perf_counter() - start
        if (samples >= min_samples and elapsed > budget) or (samples and elapsed > 4 * budget):
            break  # enough samples in budget, or a slow machine: stop at 4x budget
        world = determinize(state, seat, rng)
        seed = rng.random()
        for i, action in enumerate(candidates):
            sim = fast_copy(world)
            sim.apply(seat, action)
            sim_rng = random.Random(seed)
            guard = 0
            while not done(world, sim) and guard < 400:
                actor = sim.to_act()[0]
                sim.apply(actor, rollout_policy(sim, actor, sim_rng))
                guard += 1
            totals[i] += evaluate(world, sim, seat)
        samples += 1
    # Ties (common: a made contract scores the same however it is made) go to the
    # heuristic's own choice, so the search only overrides it when it sees a gain.
    # ``margin``: a different move must look better by that much per deal, so
    # sampling noise alone does not overrule a sound heuristic.
    n = max(1, samples)
    means = [t / n for t in totals]
    base = candidates.index(default) if default in candidates else -1
    best = max(range(len(candidates)), key=lambda i: (round(means[i], 6), i == base))
    if base >= 0 and means[best] - means[base] < margin:
        best = base
    return candidates[best]


def codes_to_cards(codes: Sequence[str], table: dict[str, int]) -> list[int]:
    return [table[c] for c in codes]


def dig(data: dict[str, Any], key: str, default: Any = None) -> Any:
    value = data.get(key, default)
    return default if value is None else value
