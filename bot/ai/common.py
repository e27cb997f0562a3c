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
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

from bot.engine import Action, Game

G = TypeVar("G", bound=Game)


def fast_copy(state: G) -> G:
    """An independent copy of a game state, far cheaper than a JSON round trip.

    A game that writes its own cheap ``clone()`` knows its fields best, so it is used.
    Otherwise: lists (and lists of lists) are copied; anything else is shared, which is
    safe for the games here because they replace, never mutate, their other values.
    """
    if type(state).clone is not Game.clone:
        return state.clone()
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


def _bits(mask: int) -> list[int]:
    return [i for i in range(mask.bit_length()) if mask >> i & 1]


class _Hall:
    """Checks that cards, grouped by the set of seats each may go to (a bit mask),
    can still fill every seat exactly: Hall's condition, for every set ``T`` of
    seats the cards that may go only to seats in ``T`` fit in ``T``'s room."""

    __slots__ = ("count", "masks", "subsets")

    def __init__(self, k: int, masks: Sequence[int]) -> None:
        full = (1 << k) - 1
        self.count: dict[int, int] = {}
        for m in masks:
            self.count[m] = self.count.get(m, 0) + 1
        self.masks = list(self.count)
        # For each set of seats T: the card groups confined to T (only the useful sets).
        self.subsets = [(t, _bits(t), [m for m in self.masks if m & ~t == 0])
                        for t in range(1, full + 1)]
        self.subsets = [entry for entry in self.subsets if entry[2]]

    def ok(self, room: list[int]) -> bool:
        count = self.count
        for _t, seats, groups in self.subsets:
            if sum(count[m] for m in groups) > sum(room[i] for i in seats):
                return False
        return True


def sample_deal(cards: Sequence[int], sizes: dict[int, int], allowed: dict[int, int],
                rng: random.Random, check: Callable[[dict[int, list[int]]], bool] | None = None,
                tries: int = 12) -> dict[int, list[int]] | None:
    """Deal ``cards`` to seats with the given hand sizes, each card only to a seat it
    may be with; None when no such deal exists.

    ``allowed`` maps a card to a bit mask over ``list(sizes)`` (bit ``i`` = the
    ``i``-th seat of ``sizes``); a card missing from it may go anywhere. Unlike
    trial shuffles this never fails on a consistent position however tight it is:
    each card goes to a random seat weighted by the room left there, among the
    seats that keep the rest of the deal possible (Hall's condition). ``check``
    is a further test of a whole deal (e.g. "this seat holds no king–queen
    pair"); deals failing it are redrawn up to ``tries`` times, then the last
    one is returned anyway (such tests are for likelihood, not certainty).
    """
    seats = list(sizes)
    k = len(seats)
    full = (1 << k) - 1
    if sum(sizes.values()) != len(cards):
        return None
    masks = [allowed.get(c, full) & full for c in cards]
    if any(m == 0 for m in masks):
        return None
    constrained = any(m != full for m in masks)
    room0 = [sizes[s] for s in seats]
    if constrained and not _Hall(k, masks).ok(room0):
        return None
    out: dict[int, list[int]] = {}
    for _ in range(max(1, tries)):
        out = {s: [] for s in seats}
        order = list(range(len(cards)))
        rng.shuffle(order)
        if not constrained:
            pos = 0
            for i, s in enumerate(seats):
                out[s] = [cards[j] for j in order[pos:pos + room0[i]]]
                pos += room0[i]
        else:
            hall = _Hall(k, masks)
            room = room0[:]
            for j in order:
                m = masks[j]
                options = [i for i in _bits(m) if room[i]]
                hall.count[m] -= 1
                while True:
                    pick = _weighted(options, room, rng)
                    room[pick] -= 1
                    if len(options) == 1 or hall.ok(room):
                        break
                    room[pick] += 1
                    options.remove(pick)
                out[seats[pick]].append(cards[j])
        if check is None or check(out):
            return out
    return out


def _weighted(options: list[int], room: list[int], rng: random.Random) -> int:
    if len(options) == 1:
        return options[0]
    x = rng.random() * sum(room[i] for i in options)
    for i in options:
        x -= room[i]
        if x < 0:
            return i
    return options[-1]


def seat_mask(seats: Sequence[int], allowed_seats: Iterable[int]) -> int:
    """The bit mask of ``allowed_seats`` over ``seats`` (for ``sample_deal``)."""
    index = {s: i for i, s in enumerate(seats)}
    return sum(1 << index[s] for s in set(allowed_seats) if s in index)


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
