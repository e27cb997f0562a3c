"""Four Color computer player (easy): claim by priority, build melds, discard loners.

Decides from ``state.view(seat)``: its own hand (codes) and the legal actions.
Claims go win > quad > triple > meld (the table's own priority, §9.3); a
discard is the card with the fewest partners in the hand (pairs, same-colour
pieces of its group, soldiers or generals of other colours), and among equals
one already seen on the table, which the next player is less likely to want.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bot.engine import Action, Game
from bot.games.four_color import FourColor, parse_card

_GROUPS = ((0, 12), (12, 24), (24, 28))


@dataclass(slots=True)
class Obs:
    seat: int
    hand: list[int]
    legal: list[Action]
    seen: list[int]
    next_discards: list[int]


def observe(state: Game, seat: int) -> Obs:
    assert isinstance(state, FourColor)
    view = state.view(seat)
    seats = view.data["seats"]
    seen = [parse_card(c) for s in seats for c in s["discards"]]
    seen += [parse_card(c) for s in seats for m in s["melds"] for c in m["cards"]]
    nxt = seats[(seat + 1) % len(seats)]
    return Obs(seat=seat, hand=[parse_card(c) for c in view.hand],
               legal=state.legal_actions(seat), seen=seen,
               next_discards=[parse_card(c) for c in nxt["discards"]])


def _partners(card: int, counts: list[int]) -> int:
    score = 4 * (counts[card] - 1)
    piece, colour = card >> 2, card & 3
    if card >= 28:
        return 100  # the joker fits anywhere
    for lo, hi in _GROUPS:
        if lo <= card < hi:
            if lo == 24:  # soldiers: different colours combine
                score += 2 * sum(1 for c in range(24, 28) if c != card and counts[c])
            else:
                score += 2 * sum(1 for c in range(lo + colour, hi, 4) if c != card and counts[c])
    if piece == 0:  # generals of any colours combine
        score += 2 * sum(1 for c in range(4) if c != card and counts[c])
    return score


def choose(o: Obs, rng: random.Random) -> Action:
    legal = o.legal
    if len(legal) == 1:
        return legal[0]
    kinds = {a.kind: a for a in legal}
    for kind in ("win", "quad", "triple"):
        if kind in kinds:
            return kinds[kind]
    if "keep" in kinds:
        return kinds["keep"]
    melds = [a for a in legal if a.kind == "meld"]
    if melds:
        return max(melds, key=lambda a: len(a.arg.split("+")))
    discards = [a for a in legal if a.kind == "discard"]
    if discards:
        counts = [0] * 29
        for c in o.hand:
            counts[c] += 1
        seen = set(o.seen)
        safe = set(o.next_discards)  # the next player threw these away: he won't claim them
        best = min(discards, key=lambda a: (_partners(parse_card(a.arg), counts),
                                            parse_card(a.arg) not in safe,
                                            parse_card(a.arg) not in seen))
        return best
    for kind in ("pass", "draw", "decline"):
        if kind in kinds:
            return kinds[kind]
    return legal[0]
