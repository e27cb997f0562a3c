"""Prefa computer player (easy): contracts by counted tricks, defence by the requirement.

Decides only from ``state.view(seat)``: the hand, the auction, the contract, the
defenders' calls, the trick in progress and the cards already played (the view
lists them). Trick estimates are deliberately simple: aces, guarded kings and
queens, and trump length.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.ai.common import sample_deal, seat_mask
from bot.engine import Action, Game
from bot.engine.cards import ACE, JACK, KING, QUEEN, deck_32, parse_card, sort_hand
from bot.games.prefa import (
    ALONE,
    CONTRACT_INDEX,
    CONTRACTS,
    LEVEL,
    REQ_L,
    REQ_R,
    TRUMP,
    Prefa,
    PrefaOptions,
)
from bot.games.prefa.rules import CODE_TO_CARD, trick_winner

DECK = deck_32()
DEFEND_SLACK = 0.0  # extra expected tricks a defender wants beyond its minimum


@dataclass(slots=True)
class Obs:
    seat: int
    phase: str
    hand: list[int]
    legal: list[Action]
    current: int = -1
    declarer: int = -1
    contract: int = -1
    mode: str = ""
    active: int = -1
    other: int = -1
    in_play: list[bool] = field(default_factory=lambda: [True] * 3)
    trick: list[tuple[int, int]] = field(default_factory=list)
    played: set[int] = field(default_factory=set)
    opts: PrefaOptions = field(default_factory=PrefaOptions)


def observe(state: Game, seat: int) -> Obs:
    assert isinstance(state, Prefa)
    view = state.view(seat)
    d = view.data
    return Obs(
        seat=seat, phase=view.phase,
        hand=sort_hand(parse_card(c) for c in view.hand), legal=state.legal_actions(seat),
        current=_index(d["current"]), declarer=_seat(d["declarer"]),
        contract=_contract_index(d), mode=d["mode"] or "",
        active=_seat(d["active"]), other=_seat(d["other"]), in_play=list(d["in_play"]),
        trick=[(t["seat"], parse_card(t["card"])) for t in d["trick"]],
        played={parse_card(c) for c in d["played"]}, opts=state.options)


def _index(code: str | None) -> int:
    return CONTRACT_INDEX[code] if code else -1


def _seat(seat: int | None) -> int:
    return -1 if seat is None else seat


def _contract_index(d: dict[str, Any]) -> int:
    """The final contract's index from view data (-1 before it is named)."""
    return _index(d["contract"]["code"]) if d["contract"] else -1


def tricks_with(hand: list[int], trump: int) -> float:
    """Tricks this hand should take with ``trump`` (-1: no trumps)."""
    total = 0.0
    for s in range(4):
        ranks = sorted((c >> 2 for c in hand if c & 3 == s), reverse=True)
        n = len(ranks)
        if not n:
            continue
        top = 0.0
        if ACE in ranks:
            top += 1
        if KING in ranks:
            top += 1 if ACE in ranks else (0.6 if n >= 2 else 0.2)
        if QUEEN in ranks:
            top += (0.8 if ACE in ranks and KING in ranks else 0.4 if n >= 3 else 0.1)
        if JACK in ranks and n >= 4:
            top += 0.3
        if s == trump:
            total += max(top, 0) + max(0, n - 3) * 0.9 + (0.3 if n >= 3 else 0)
        else:
            total += top + (max(0, n - 4) * 0.6 if trump < 0 else 0)
    if trump >= 0:
        tl = sum(1 for c in hand if c & 3 == trump)
        shorts = sum(1 for s in range(4) if s != trump and
                     sum(1 for c in hand if c & 3 == s) <= 1)
        total += min(shorts, max(0, tl - 2)) * 0.7  # ruffing short suits
    return total


def _fits(hand: list[int], index: int, bonus: float) -> bool:
    return tricks_with(hand, TRUMP[index]) + bonus >= LEVEL[index]


def choose(o: Obs, rng: random.Random) -> Action:
    legal = o.legal
    if len(legal) == 1:
        return legal[0]
    kinds = {a.kind: a for a in legal}
    if o.phase == "auction":
        bonus = 0.6  # the kitty's two cards
        if "same" in kinds:
            return kinds["same"] if _fits(o.hand, o.current, bonus) else kinds["pass"]
        bids = [a for a in legal if a.kind == "bid"]
        ok = [a for a in bids if _fits(o.hand, CONTRACTS.index(a.arg), bonus)]
        if ok:
            return min(ok, key=lambda a: CONTRACTS.index(a.arg))
        return kinds["pass"]
    if o.phase == "discard":
        return _discard(o)
    if o.phase == "contract":
        ok = [a for a in legal if _fits(o.hand, CONTRACTS.index(a.arg), 0.0)]
        # the highest contract the hand supports, but never above what it needs
        return max(ok, key=lambda a: CONTRACTS.index(a.arg)) if ok else legal[0]
    if o.phase == "defend":
        return _defend(o)
    return _play(o)


def _discard(o: Obs) -> Action:
    """Throw the cheapest card of the shortest side suit: two discards from short suits
    leave voids to trump in (or, at no-trumps, keep the long suits whole). Trumps and
    sure winners (aces, guarded kings) stay."""
    best = max(range(5), key=lambda i: tricks_with(o.hand, TRUMP[i]))
    trump = TRUMP[best]
    counts = [sum(1 for c in o.hand if c & 3 == s) for s in range(4)]

    def keep(c: int) -> tuple[bool, bool, int, int]:
        winner = c >> 2 == ACE or (c >> 2 == KING and counts[c & 3] >= 2)
        return (c & 3 == trump, winner, counts[c & 3], c >> 2)

    card = min((parse_card(a.arg) for a in o.legal), key=keep)
    return next(a for a in o.legal if parse_card(a.arg) == card)


def _defend(o: Obs) -> Action:
    """Defend when the hand should take its §10.2 minimum, pass when it can't.

    A short defender pays the game value for every trick the declarer took, while a
    made minimum earns only the game value per own trick, so a defender plays only
    with the tricks it needs in hand (and always when it needs none: then it can't
    be short). Alone, only the lone minimum counts; taking the other defender along
    makes us answer for both minimums, so it needs a hand worth both.
    """
    kinds = {a.kind: a for a in o.legal}
    level = LEVEL[o.contract]
    trump = TRUMP[o.contract]
    mine = _defence_tricks(o.hand, trump)
    right = (o.declarer + 1) % 3 == o.seat
    need = (REQ_R if right else REQ_L)[level]
    lone = REQ_R[level] if o.opts.lone_requirement == "right_column" or right else REQ_L[level]
    both = REQ_R[level] + REQ_L[level]
    if "play" in kinds:
        return kinds["play"] if need == 0 or mine >= need + DEFEND_SLACK else kinds["pass"]
    if "together" in kinds and mine >= both:
        return kinds["together"]
    if "alone" in kinds and (mine >= lone or "pass" not in kinds):
        return kinds["alone"]
    return kinds.get("pass", kinds.get("together", o.legal[0]))


def _defence_tricks(hand: list[int], trump: int) -> float:
    total = 0.0
    for s in range(4):
        ranks = [c >> 2 for c in hand if c & 3 == s]
        if ACE in ranks:
            total += 1 if s == trump or len(ranks) <= 5 else 0.5
        if KING in ranks and len(ranks) >= 2:
            total += 0.6
        if s == trump:
            total += max(0, len(ranks) - 2) * 0.5
    return total


def _play(o: Obs) -> Action:
    by_card = {parse_card(a.arg): a for a in o.legal}
    if len(by_card) == 1:
        return next(iter(by_card.values()))
    seen = _mask(o.played) | _mask(o.hand) | _mask(c for _, c in o.trick)
    trump = TRUMP[o.contract] if o.contract >= 0 else -1
    playing = o.in_play[0] + o.in_play[1] + o.in_play[2]
    return by_card[play_card(list(by_card), o.seat, o.declarer, o.trick, seen, trump, playing)]


# Cards as bits (``1 << card``) so "is this card the highest left in its suit" is one AND.
FULL = sum(1 << c for c in DECK)
SUIT_MASK = tuple(sum(1 << c for c in DECK if c & 3 == s) for s in range(4))
HIGHER = {c: sum(1 << u for u in DECK if u & 3 == c & 3 and u > c) for c in DECK}


def _mask(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def play_card(legal: list[int], seat: int, declarer: int, trick: Sequence[tuple[int, int]],
              seen: int, trump: int, playing: int) -> int:
    """The card the heuristic plays (easy's card play, and the search's rollouts).

    Leading: the declarer draws trumps with the top trump while any are out; otherwise
    cash the highest card that is master of a side suit; otherwise the cheapest side card.
    Following: with the trick already safe for our side, the cheapest card; else win as
    cheaply as is safe (a master, or anything when last to play); else the cheapest.
    ``seen``: every card this seat knows the place of (played, its hand, the trick), as
    bits; ``legal``: the legal cards in hand order (ties go to the first).
    """
    unknown = FULL & ~seen

    def cheap(c: int) -> tuple[bool, int]:
        return (c & 3 == trump, c >> 2)

    if not trick:
        if seat == declarer and trump >= 0 and unknown & SUIT_MASK[trump]:
            trumps = [c for c in legal if c & 3 == trump]
            if trumps:
                top = max(trumps, key=lambda c: c >> 2)
                if not HIGHER[top] & unknown:
                    return top
        masters = [c for c in legal if not HIGHER[c] & unknown and c & 3 != trump]
        if masters:
            return max(masters, key=lambda c: c >> 2)
        side = [c for c in legal if c & 3 != trump]
        return min(side or legal, key=cheap)
    win_seat, wcard = trick[0]
    for s, c in trick[1:]:
        if (c >> 2 > wcard >> 2) if c & 3 == wcard & 3 else c & 3 == trump:
            win_seat, wcard = s, c
    friend = win_seat == seat or (seat != declarer and win_seat != declarer)
    remaining = playing - len(trick) - 1
    if friend and (remaining == 0 or not HIGHER[wcard] & unknown):
        return min(legal, key=cheap)
    beaters = [c for c in legal
               if ((c >> 2 > wcard >> 2) if c & 3 == wcard & 3 else c & 3 == trump)]
    if beaters:
        holders = [c for c in beaters if not HIGHER[c] & unknown] if remaining else beaters
        if holders:
            return min(holders, key=cheap)
    return min(legal, key=cheap)


# --- search support ------------------------------------------------------------
def fast_obs(state: Prefa, seat: int) -> Obs:
    """The observation read straight from a state (simulations only; a test checks it
    equals ``observe``)."""
    return Obs(
        seat=seat, phase=state.phase, hand=sort_hand(state.hands[seat]),
        legal=state.legal_actions(seat), current=state.current, declarer=state.declarer,
        contract=state.contract, mode=state.mode, active=state.active, other=state.other,
        in_play=list(state.in_play), trick=list(zip(state.trick_seats, state.trick, strict=True)),
        played=set(state.played), opts=state.options)


def deal_tricks(d: dict[str, Any]) -> list[tuple[list[int], list[int]]]:
    """Every trick of this deal so far as (seats, cards), from a view's data.

    The view lists the played cards in order; the first lead is forehand's (or the
    next seat in play) and each trick's winner leads the next, so who played each
    card follows. The trick in progress comes last.
    """
    index = _contract_index(d)
    trump = TRUMP[index] if index >= 0 else -1
    in_play = d["in_play"]
    size = 2 if d["mode"] == ALONE else 3
    played = [parse_card(c) for c in d["played"]]
    leader = d["forehand"]
    if not in_play[leader]:
        leader = (leader + 1) % 3
    out: list[tuple[list[int], list[int]]] = []
    for i in range(0, len(played) - size + 1, size):
        cards = played[i:i + size]
        seats = [leader]
        while len(seats) < size:
            nxt = (seats[-1] + 1) % 3
            seats.append(nxt if in_play[nxt] else (nxt + 1) % 3)
        out.append((seats, cards))
        leader = seats[trick_winner(cards, trump)]
    if d["trick"]:
        out.append(([t["seat"] for t in d["trick"]], [parse_card(t["card"]) for t in d["trick"]]))
    return out


def shown_voids(d: dict[str, Any]) -> dict[int, set[int]]:
    """Suits each seat has shown it lacks this deal (§9.3: follow, else trump)."""
    index = _contract_index(d)
    trump = TRUMP[index] if index >= 0 else -1
    out: dict[int, set[int]] = {}
    for seats, cards in deal_tricks(d):
        led = cards[0] & 3
        for s, c in zip(seats[1:], cards[1:], strict=True):
            if c & 3 != led:
                out.setdefault(s, set()).add(led)
                if trump >= 0 and c & 3 != trump:
                    out[s].add(trump)
    return out


def prepare(state: Game, seat: int) -> Callable[[random.Random], Prefa]:
    """A sampler of full play-phase states consistent with ``seat``'s view: the other
    hands (and, for a defender, the declarer's two discards) dealt from the unseen
    cards, every void shown this deal respected. Worked out once per decision."""
    assert isinstance(state, Prefa)
    view = state.view(seat)
    d = view.data
    mine = [parse_card(c) for c in view.hand]
    gone = set(mine) | {parse_card(c) for c in d["played"]}
    gone |= {parse_card(t["card"]) for t in d["trick"]}
    known_discards = [parse_card(c) for c in d.get("discards", [])]
    gone |= set(known_discards)
    voids = shown_voids(d)
    sizes = {s: d["hand_sizes"][s] for s in range(3) if s != seat}
    n_discards = 0 if known_discards else len(state.discards)  # how many: public
    if n_discards:
        sizes[-1] = n_discards  # a pseudo-seat for the declarer's hidden discards
    seats = list(sizes)
    unseen = [c for c in DECK if c not in gone]
    allowed = {c: seat_mask(seats, [s for s in seats if c & 3 not in voids.get(s, ())])
               for c in unseen}
    if sample_deal(unseen, sizes, allowed, random.Random(0), tries=1) is None:
        allowed = {}  # never expected: the voids are facts
    base = state

    def sample(rng: random.Random) -> Prefa:
        dealt = sample_deal(unseen, sizes, allowed, rng)
        assert dealt is not None
        world = base.clone()
        world.seed, world.presets = 0, []
        for s in range(3):
            if s != seat:
                world.hands[s] = sort_hand(dealt[s])
        if n_discards:
            world.discards = dealt[-1]
        world.kitty = []
        return world

    return sample


def determinize(state: Game, seat: int, rng: random.Random) -> Prefa:
    """One full play-phase state consistent with ``seat``'s view (see ``prepare``)."""
    return prepare(state, seat)(rng)


def redact(state: Game, seat: int) -> Prefa:
    """The state as ``seat`` may know it: hidden cards replaced by a canonical guess.

    The cards ``seat`` can't see (other hands, the kitty, and for anyone but the
    declarer the picked-up kitty and the discards) are dealt, sorted, into those
    places: the other hands in seat order, then the discards, then the kitty. The
    seed (which fixes every shuffle) and preset deals are forgotten. The result
    depends only on the view, so a computer deciding from it can't use what it
    must not see.
    """
    assert isinstance(state, Prefa)
    r = state.clone()
    r.seed, r.presets = 0, []
    declarer = seat == state.declarer
    visible = set(state.hands[seat]) | set(state.played) | set(state.trick)
    if declarer:
        visible |= set(state.discards) | set(state.took)
    pool = sorted(c for c in DECK if c not in visible)

    def deal(n: int) -> list[int]:
        nonlocal pool
        out, pool = pool[:n], pool[n:]
        return out

    for s in range(3):
        if s != seat:
            r.hands[s] = sort_hand(deal(len(state.hands[s])))
    if not declarer:
        r.discards = deal(len(state.discards))
        # the picked-up kitty: what the declarer holds or threw of it is unknown
        r.took = (r.discards + r.hands[state.declarer])[:len(state.took)] \
            if state.declarer >= 0 else []
    r.kitty = deal(len(state.kitty))
    return r


def policy(state: Game, seat: int, rng: random.Random) -> Action:
    """The rollout policy: easy's rules, read straight from the (guessed) state; card play
    goes to ``play_card`` without building an observation."""
    assert isinstance(state, Prefa)
    legal = state.legal_actions(seat)
    if len(legal) == 1:
        return legal[0]
    if state.phase != "play":
        return choose(fast_obs(state, seat), rng)
    cards = [CODE_TO_CARD[a.arg] for a in legal]
    seen = _mask(state.played) | _mask(state.hands[seat]) | _mask(state.trick)
    in_play = state.in_play
    card = play_card(cards, seat, state.declarer,
                     list(zip(state.trick_seats, state.trick, strict=True)), seen,
                     TRUMP[state.contract], in_play[0] + in_play[1] + in_play[2])
    return legal[cards.index(card)]


def _worth(state: Prefa, seat: int) -> float:
    """Chips plus what the seat's pot is worth against the others' (the spec's
    early-stop score: 10 chips per pot point below the average)."""
    mean = sum(state.pots) / 3
    return state.chips[seat] + 10 * (mean - state.pots[seat])


def evaluate(before: Game, after: Game, seat: int) -> float:
    assert isinstance(before, Prefa) and isinstance(after, Prefa)
    return _worth(after, seat) - _worth(before, seat)


def deal_done(before: Game, after: Game) -> bool:
    assert isinstance(before, Prefa) and isinstance(after, Prefa)
    return after.shuffles != before.shuffles or after.is_over
