"""Fifty-Six computer players: a heuristic policy and the determinizer for the search.

Bidding follows the §12 conventions the game records: an opening "N suit"
shows N-27 top cards of the suit (so the computer opens at 27 + the number of
top trumps it holds), a partner's shown top cards count as support, and a bid
is made only when the estimated team points reach it. Play counts cards: two
packs mean identical cards, and of two equal cards the first played wins.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from bot.ai.common import deal_unseen, fast_copy
from bot.engine import Action, Game
from bot.engine.cards import sort_hand
from bot.games.fifty_six import (
    CARD_BY_CODE,
    MIN_BID,
    NT,
    POINTS,
    RANK_KEY,
    STRAIN_LETTERS,
    STRENGTH,
    FiftySix,
)

_STRAIN = {s: i for i, s in enumerate(STRAIN_LETTERS)}


@dataclass(slots=True)
class Obs:
    """What one seat knows: its view data plus the cards played face up."""

    seat: int
    seats: int
    phase: str
    hand: list[int]
    legal: list[Action]
    deck: list[int]
    trick: list[int] = field(default_factory=list)
    leader: int = 0
    trump: int = -1
    bidder: int = -1
    amount: int = 0
    high_amount: int = 0
    high_seat: int = -1
    bids: list[tuple[int, int, int]] = field(default_factory=list)  # seat, amount, strain
    played: list[int] = field(default_factory=list)
    points: list[int] = field(default_factory=lambda: [0, 0])
    voids: dict[int, set[int]] = field(default_factory=dict)
    hand_sizes: list[int] = field(default_factory=list)
    shown: dict[int, list[int]] = field(default_factory=dict)  # top cards bids showed


def shown_tops(calls: list[tuple[int, str, int, int, str]], deck: list[int]
               ) -> dict[int, list[int]]:
    """The top cards each seat's conventional suit bids showed (§12), as the game
    announces them: "N suit" shows N-low+1 top cards, "plus k suit" shows k, each
    continuing below the cards already shown in that suit."""
    order = sorted(set(deck), key=lambda c: -STRENGTH[c])
    copies = [[c for c in order if c & 3 == s for _ in range(deck.count(c))] for s in range(4)]
    pointer = [0, 0, 0, 0]
    high = 0
    out: dict[int, list[int]] = {}
    for seat, kind, amount, strain, form in calls:
        if kind != "bid":
            continue
        if form in ("number_suit", "plus_suit") and 0 <= strain < 4:
            count = amount - high if form == "plus_suit" else amount - (high + 1 if high
                                                                          else MIN_BID) + 1
            tops = copies[strain][pointer[strain]:pointer[strain] + max(0, count)]
            pointer[strain] += len(tops)
            out.setdefault(seat, []).extend(tops)
        high = amount
    return out


def public_played(state: FiftySix) -> list[int]:
    """Cards of finished tricks this deal (public: played face up; not in the view)."""
    return state.taken[0] + state.taken[1]


def _voids(trick: list[int], leader: int, n: int, out: dict[int, set[int]]) -> None:
    if not trick:
        return
    led = trick[0] & 3
    for i, c in enumerate(trick[1:], 1):
        if c & 3 != led:
            out.setdefault((leader + i) % n, set()).add(led)


def observe(state: Game, seat: int) -> Obs:
    """The observation of ``seat`` from its view (and the public trick piles)."""
    assert isinstance(state, FiftySix)
    view = state.view(seat)
    d = view.data
    n = state.seats
    o = Obs(seat=seat, seats=n, phase=d["phase"], hand=[CARD_BY_CODE[c] for c in view.hand],
            legal=state.legal_actions(seat), deck=state.deck(),
            hand_sizes=list(d["hand_sizes"]), played=public_played(state))
    o.bids = [(c["seat"], c["amount"], _STRAIN[c["strain"]]) for c in d["auction"]
              if c["call"] == "bid"]
    o.shown = shown_tops([(c["seat"], c["call"], c["amount"],
                           _STRAIN[c["strain"]] if c["strain"] else -1, c["form"])
                          for c in d["auction"]], o.deck)
    if d["high"]:
        o.high_amount, o.high_seat = d["high"]["amount"], d["high"]["seat"]
    if o.phase == "play":
        con = d["contract"]
        o.trump = -1 if con["trump"] == "N" else _STRAIN[con["trump"]]
        o.bidder, o.amount = con["bidder"], con["amount"]
        o.trick = [CARD_BY_CODE[c] for c in d["trick"]["cards"]]
        o.leader = d["trick"]["leader"]
        o.points = list(d["card_points"])
        _voids(o.trick, o.leader, n, o.voids)
        last = d["last_trick"]
        if last:
            _voids([CARD_BY_CODE[c] for c in last["cards"]], last["leader"], n, o.voids)
    return o


def fast_obs(state: FiftySix, seat: int) -> Obs:
    """The same observation read directly (simulations only; a test checks they agree)."""
    n = state.seats
    o = Obs(seat=seat, seats=n, phase=state.phase, hand=list(state.hands[seat]),
            legal=state.legal_actions(seat), deck=state.deck(),
            hand_sizes=[len(h) for h in state.hands], played=public_played(state))
    o.bids = [(c.seat, c.amount, c.strain) for c in state.calls if c.kind == "bid"]
    o.shown = shown_tops([(c.seat, c.kind, c.amount, c.strain, c.form) for c in state.calls],
                         o.deck)
    if state.high_amount:
        o.high_amount, o.high_seat = state.high_amount, state.high_seat
    if o.phase == "play":
        o.trump, o.bidder, o.amount = state.trump, state.bidder, state.amount
        o.trick, o.leader = list(state.trick), state.leader
        o.points = list(state.points)
        _voids(o.trick, o.leader, n, o.voids)
        if state.last_trick:
            _voids(state.last_trick, state.last_leader, n, o.voids)
    return o


# --- bidding -------------------------------------------------------------------
def _tops(hand: list[int], suit: int, deck: list[int]) -> int:
    """How many of the suit's top cards (both copies counted) this hand holds in a row."""
    order = sorted((c for c in deck if c & 3 == suit), key=lambda c: -STRENGTH[c])
    mine = Counter(c for c in hand if c & 3 == suit)
    n = 0
    for c in order:
        if mine[c] <= 0:
            break
        mine[c] -= 1
        n += 1
    return n


def strain_value(o: Obs, strain: int) -> float:
    """Estimated points the team takes with ``strain`` as trumps (NT = 4)."""
    n = o.seats
    hand = o.hand
    share = 56 / 2
    mine = sum(POINTS[c] for c in hand)
    v = share + 1.1 * (mine - 56 / n)
    jacks = sum(1 for c in hand if c >> 2 == 11)
    v += 1.5 * jacks
    if strain == NT:
        longest = max(sum(1 for c in hand if c & 3 == s) for s in range(4))
        v -= 2 + max(0, longest - 4)
        return v
    length = sum(1 for c in hand if c & 3 == strain)
    avg = len(o.deck) / 4 / n
    v += 2.5 * (length - avg) + 1.5 * _tops(hand, strain, o.deck)
    for s, _amount, st in o.bids:  # partner's conventional bids show top cards
        if (s - o.seat) % 2 == 0 and s != o.seat and st == strain:
            v += 4
    return v


def _auction(o: Obs) -> Action:
    legal = o.legal
    kinds = {a.kind: a for a in legal if a.kind != "bid"}
    bids = {(int(a.arg[:-1]), _STRAIN[a.arg[-1]]): a for a in legal if a.kind == "bid"}
    if not bids:
        return kinds.get("pass", legal[0])
    low = min(a for a, _ in bids)
    values = {s: strain_value(o, s) for s in range(5)}
    best = max(values, key=lambda s: values[s])
    value = values[best]
    partner_holds = o.high_seat >= 0 and (o.high_seat - o.seat) % 2 == 0
    if partner_holds:
        value -= 4
    if "pass" in kinds and value < low:
        if "double" in kinds and o.high_amount >= 44 and value < 28 - 6:
            return kinds["double"]
        return kinds["pass"]
    if "redouble" in kinds and value >= o.high_amount + 4:
        return kinds["redouble"]
    amount = low
    if best != NT and not o.high_amount:  # the opening convention: 27 + top cards shown
        tops = _tops(o.hand, best, o.deck)
        if tops:
            amount = max(low, min(int(value), MIN_BID - 1 + tops))
    return bids.get((amount, best), bids.get((low, best), next(iter(bids.values()))))


# --- play ------------------------------------------------------------------------
def _unknown(o: Obs) -> Counter[int]:
    left = Counter(o.deck)
    left.subtract(o.played)
    left.subtract(o.hand)
    left.subtract(o.trick)
    return left


def _master(c: int, left: Counter[int]) -> bool:
    s, r = c & 3, STRENGTH[c]
    return not any(k & 3 == s and STRENGTH[k] > r and v > 0 for k, v in left.items())


def _beats(c: int, w: int, trump: int) -> bool:
    if c & 3 == w & 3:
        return STRENGTH[c] > STRENGTH[w]
    return c & 3 == trump


def choose(o: Obs, rng: random.Random) -> Action:
    """The heuristic ("easy") choice for the observation ``o``."""
    legal = o.legal
    if len(legal) == 1:
        return legal[0]
    if o.phase == "auction":
        return _auction(o)
    plays = {CARD_BY_CODE[a.arg]: a for a in legal}
    return plays[_card(o, list(plays))]


def _card(o: Obs, cards: list[int]) -> int:
    trump = o.trump
    left = _unknown(o)

    def cheap(c: int) -> tuple[int, int, int]:
        return (c & 3 == trump, POINTS[c], STRENGTH[c])

    trick = o.trick
    n = o.seats
    ours = (o.bidder - o.seat) % 2 == 0
    if not trick:
        if trump >= 0 and ours:
            trumps = [c for c in cards if c & 3 == trump]
            out = sum(v for k, v in left.items() if k & 3 == trump and v > 0)
            if trumps and out:
                top = max(trumps, key=lambda c: STRENGTH[c])
                if _master(top, left):
                    return top
        masters = [c for c in cards if c & 3 != trump and _master(c, left) and POINTS[c]]
        if masters:
            return max(masters, key=lambda c: POINTS[c])
        side = [c for c in cards if c & 3 != trump]
        return min(side or cards, key=cheap)
    win = 0
    for i in range(1, len(trick)):
        if _beats(trick[i], trick[win], trump):
            win = i
    wcard = trick[win]
    partner_wins = (o.leader + win - o.seat) % n % 2 == 0
    last = len(trick) == n - 1
    beaters = [c for c in cards if _beats(c, wcard, trump)]
    if partner_wins and (last or _master(wcard, left)):
        feed = [c for c in cards if not (_master(c, left) and c & 3 != trump)
                and c & 3 != trump]
        return max(feed or cards, key=lambda c: (POINTS[c], -STRENGTH[c]))
    if beaters and not partner_wins:
        trick_pts = sum(POINTS[c] for c in trick)
        if last:
            return min(beaters, key=cheap)
        holders = [c for c in beaters if _master(c, left)]
        if holders and (trick_pts > 0 or POINTS[min(holders, key=cheap)] > 0):
            return min(holders, key=cheap)
        if trick_pts >= 2:
            return min(beaters, key=cheap)
    return min(cards, key=cheap)


# --- search support --------------------------------------------------------------
def determinize(state: Game, seat: int, rng: random.Random) -> FiftySix:
    """A full state consistent with ``seat``'s observation, the other hands guessed."""
    assert isinstance(state, FiftySix)
    o = observe(state, seat)
    left = _unknown(o)
    sizes = {s: o.hand_sizes[s] for s in range(o.seats) if s != seat}
    # Cards a seat's bids showed stay with it (unless played, or we hold them: a bluff).
    fixed: dict[int, list[int]] = {s: [] for s in sizes}
    for s, tops in o.shown.items():
        if s not in fixed:
            continue
        for c in tops:
            if left[c] > 0 and len(fixed[s]) < sizes[s] and c & 3 not in o.voids.get(s, ()):
                left[c] -= 1
                fixed[s].append(c)
    unseen = [c for c, v in left.items() for _ in range(max(0, v))]
    need = {s: sizes[s] - len(fixed[s]) for s in sizes}
    dealt = deal_unseen(unseen, need, o.voids, rng) or deal_unseen(unseen, need, {}, rng)
    assert dealt is not None
    world = fast_copy(state)
    for s, hand in dealt.items():
        world.hands[s] = sort_hand(fixed[s] + hand, RANK_KEY)
    return world


def policy(state: Game, seat: int, rng: random.Random) -> Action:
    assert isinstance(state, FiftySix)
    legal = state.legal_actions(seat)
    if len(legal) == 1:
        return legal[0]
    return choose(fast_obs(state, seat), rng)


def evaluate(before: Game, after: Game, seat: int) -> float:
    """Game points won minus lost over the deal, with card points as the tie-breaker."""
    assert isinstance(before, FiftySix) and isinstance(after, FiftySix)
    t = seat & 1
    gp = (after.gp[t] - before.gp[t]) - (after.gp[1 - t] - before.gp[1 - t])
    value = 20.0 * gp
    if len(after.history) > len(before.history):
        pts = after.history[-1].points
        value += (pts[t] - pts[1 - t]) / 4
    if after.phase == "over":
        value += 200 if after.winner_team == t else -200
    return value


def deal_done(before: Game, after: Game) -> bool:
    return after.deals_completed() != before.deals_completed() or after.is_over


def candidates(o: Obs, default: Action) -> list[Action]:
    """Moves worth searching: in the auction pass, the heuristic's call and the cheapest
    bid in its strain; in play, every legal move."""
    if o.phase != "auction":
        return o.legal
    out = [default]
    for a in o.legal:
        if a.kind == "pass" and a not in out:
            out.append(a)
    if default.kind == "bid":
        strain = default.arg[-1]
        cheapest = next((a for a in o.legal if a.kind == "bid" and a.arg[-1] == strain), None)
        if cheapest is not None and cheapest not in out:
            out.append(cheapest)
    else:
        values = {s: strain_value(o, s) for s in range(5)}
        best = STRAIN_LETTERS[max(values, key=lambda s: values[s])]
        cheapest = next((a for a in o.legal if a.kind == "bid" and a.arg[-1] == best), None)
        if cheapest is not None:
            out.append(cheapest)
    return out
