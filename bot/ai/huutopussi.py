"""Huutopussi computer players: a heuristic policy and the determinizer for the search.

The policy reads an ``Obs``: the seat's view data (its hand, the auction, the
trick, the exchange it took part in, declared marriages) plus the cards already
played face up. ``observe`` builds it from ``state.view(seat)``; ``fast_obs``
builds the same thing straight from a state and is used only inside simulated
deals, where every state is a guess anyway (a test checks the two agree).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from bot.ai.common import deal_unseen, fast_copy
from bot.engine import Action, Game
from bot.engine.cards import ACE, KING, QUEEN, SUIT_LETTERS, deck_36, make
from bot.games.huutopussi import (
    CODE_TO_CARD,
    MARRIAGE,
    POINTS,
    STRENGTH,
    Huutopussi,
    HuutopussiOptions,
)

DECK = deck_36()
_SUIT = {s: i for i, s in enumerate(SUIT_LETTERS)}


@dataclass(slots=True)
class Obs:
    """What one seat knows (see the module docstring)."""

    seat: int
    phase: str
    hand: list[int]
    legal: list[Action]
    opts: HuutopussiOptions
    trick: list[int] = field(default_factory=list)
    leader: int = 0
    trump: int = -1
    declarer: int = -1
    bid: int = 0
    high_bid: int = 0
    high_bidder: int = -1
    marriages: list[tuple[int, int]] = field(default_factory=list)
    played: set[int] = field(default_factory=set)
    given: list[int] = field(default_factory=list)
    returned: list[int] = field(default_factory=list)
    scores: list[int] = field(default_factory=lambda: [0, 0])
    voids: dict[int, set[int]] = field(default_factory=dict)
    hand_sizes: list[int] = field(default_factory=lambda: [9, 9, 9, 9])
    last_trick: list[int] = field(default_factory=list)
    last_leader: int = -1


def public_played(state: Huutopussi) -> set[int]:
    """Cards of finished tricks this deal: everyone saw them played face up.

    The view does not list them (it shows only the current and last trick), so
    this reads the public trick piles; nothing hidden is touched.
    """
    return {c for pile in state.won for c in pile}


def _voids(trick: list[int], leader: int, out: dict[int, set[int]]) -> None:
    if not trick:
        return
    led = trick[0] & 3
    for i, c in enumerate(trick[1:], 1):
        if c & 3 != led:
            out.setdefault((leader + i) & 3, set()).add(led)


def observe(state: Game, seat: int) -> Obs:
    """The observation of ``seat`` from its view (and the public trick piles)."""
    assert isinstance(state, Huutopussi)
    view = state.view(seat)
    d = view.data
    card = CODE_TO_CARD.__getitem__
    trick = [card(t["card"]) for t in d["trick"]]
    leader = d["trick"][0]["seat"] if trick else (d["turn"] if d["turn"] is not None else 0)
    last = [card(t["card"]) for t in d["last_trick"]]
    last_leader = d["last_trick"][0]["seat"] if last else -1
    bids = [c for c in d["calls"] if c[1] != "pass"]
    ex = d.get("exchange", {})
    o = Obs(
        seat=seat, phase=d["phase"], hand=[card(c) for c in view.hand],
        legal=state.legal_actions(seat), opts=state.options, trick=trick, leader=leader,
        trump=_SUIT[d["trump"]] if d["trump"] else -1,
        declarer=d["declarer"] if d["declarer"] is not None else -1,
        bid=d["bid"] or 0, high_bid=d["high_bid"] or 0,
        high_bidder=bids[-1][0] if bids else -1,
        marriages=[(m["seat"], _SUIT[m["suit"]]) for m in d["marriages"]],
        played=public_played(state), given=[card(c) for c in ex.get("given", [])],
        returned=[card(c) for c in ex.get("returned", [])], scores=list(d["scores"]),
        hand_sizes=list(d["hand_sizes"]), last_trick=last, last_leader=last_leader)
    _voids(trick, leader, o.voids)
    _voids(last, last_leader, o.voids)
    return o


def fast_obs(state: Huutopussi, seat: int) -> Obs:
    """The same observation read directly (for simulations only; see the docstring)."""
    in_pair = state.declarer >= 0 and (seat & 1) == (state.declarer & 1)
    high_bidder = state.high_bidder
    o = Obs(
        seat=seat, phase=state.phase, hand=list(state.hands[seat]),
        legal=state.legal_actions(seat), opts=state.options, trick=list(state.trick),
        leader=state.leader if state.trick else state.turn, trump=state.trump,
        declarer=state.declarer, bid=state.bid, high_bid=state.high_bid,
        high_bidder=high_bidder, marriages=[(m[0], m[1]) for m in state.marriages],
        played=public_played(state), given=list(state.given) if in_pair else [],
        returned=list(state.returned) if in_pair else [], scores=list(state.scores),
        hand_sizes=[len(h) for h in state.hands], last_trick=list(state.last_trick),
        last_leader=state.last_leader if state.last_trick else -1)
    _voids(o.trick, o.leader, o.voids)
    _voids(o.last_trick, o.last_leader, o.voids)
    return o


# --- hand evaluation ---------------------------------------------------------
def marriage_suits(hand: list[int], declared: set[int]) -> list[int]:
    return [s for s in range(4) if s not in declared
            and make(KING, s) in hand and make(QUEEN, s) in hand]


def hand_value(hand: list[int], opts: HuutopussiOptions) -> float:
    """Points this hand should bring its pair, partner's average share included."""
    pts = POINTS[opts.card_points]
    values = MARRIAGE[opts.marriage_values]
    v = 48.0  # partner's average cards and a share of the last trick
    for s in range(4):
        suit = [c >> 2 for c in hand if c & 3 == s]
        if ACE in suit:
            v += 16 + (6 if 10 in suit else 0)
            if KING in suit:
                v += 4
        elif 10 in suit:
            v += 3 if len(suit) >= 3 else 0
        v += 2 * max(0, len(suit) - 3)  # long suits take late tricks once trumps are gone
        if KING in suit and QUEEN in suit:
            v += 0.8 * values[s] + pts[KING] + pts[QUEEN]
        elif KING in suit or QUEEN in suit:
            v += 0.2 * values[s]  # the partner may hold the other half
    return v


# --- the policy --------------------------------------------------------------
def _beats(c: int, w: int, trump: int, st: tuple[int, ...]) -> bool:
    if c & 3 == w & 3:
        return st[c >> 2] > st[w >> 2]
    return c & 3 == trump


def _winner(trick: list[int], trump: int, st: tuple[int, ...]) -> int:
    best = 0
    for i in range(1, len(trick)):
        if _beats(trick[i], trick[best], trump, st):
            best = i
    return best


def _unknown(o: Obs) -> list[int]:
    seen = o.played | set(o.hand) | set(o.trick)
    return [c for c in DECK if c not in seen]


def _is_master(c: int, unknown: list[int], st: tuple[int, ...]) -> bool:
    s, r = c & 3, st[c >> 2]
    return not any(u & 3 == s and st[u >> 2] > r for u in unknown)


def choose(o: Obs, rng: random.Random) -> Action:
    """The heuristic ("easy") choice for the observation ``o``."""
    legal = o.legal
    if len(legal) == 1:
        return legal[0]
    phase = o.phase
    if phase == "auction":
        return _auction(o)
    if phase == "give":
        return _pick(o, give=True)
    if phase == "return":
        return _pick(o, give=False)
    if phase == "contract":
        return _contract(o)
    if phase == "answer":
        values = MARRIAGE[o.opts.marriage_values]
        return max(legal, key=lambda a: values[_SUIT[a.arg]])
    return _play(o)


def _auction(o: Obs) -> Action:
    kinds = {a.kind: a for a in o.legal}
    if "redeal" in kinds:
        return kinds["redeal"]
    bids = [a for a in o.legal if a.kind == "bid"]
    if not bids:
        return kinds.get("pass", o.legal[0])
    if "pass" not in kinds:
        return bids[0]  # the forced opening: as low as allowed
    value = hand_value(o.hand, o.opts)
    lowest = int(bids[0].arg)
    partner_holds = o.high_bidder == o.seat ^ 2
    margin = 25 if partner_holds else 0
    if lowest + margin <= value - 5:
        return bids[0]
    return kinds["pass"]


def _contract(o: Obs) -> Action:
    return min(o.legal, key=lambda a: int(a.arg))  # never raise: the bid already stretched


def _pick(o: Obs, give: bool) -> Action:
    """Give the declarer marriage halves and aces; return the declarer's losers."""
    pts = POINTS[o.opts.card_points]
    st = STRENGTH[o.opts.rank_order]
    values = MARRIAGE[o.opts.marriage_values]
    hand = o.hand
    cards = {CODE_TO_CARD[a.arg]: a for a in o.legal if a.kind in ("give", "return")}
    if "redeal" in {a.kind for a in o.legal} and give:
        return next(a for a in o.legal if a.kind == "redeal")
    counts = [sum(1 for c in hand if c & 3 == s) for s in range(4)]

    def worth(c: int) -> float:
        s, r = c & 3, c >> 2
        w = pts[r] * 2 + st[r] * 0.5
        if r in (KING, QUEEN):
            other = make(QUEEN if r == KING else KING, s)
            if other in hand:
                w += values[s]
            elif other not in o.given:
                w += values[s] * (0.5 if give else 0.3)
        if r == ACE:
            w += 30
        if not give:
            w += 3 * counts[s]  # returning from short suits makes voids for trumping
        return w

    pick = max(cards, key=worth) if give else min(cards, key=worth)
    return cards[pick]


def _play(o: Obs) -> Action:
    legal = o.legal
    declarations = [a for a in legal if a.kind != "play"]
    if declarations:
        values = MARRIAGE[o.opts.marriage_values]
        marry = [a for a in declarations if a.kind == "marriage"]
        if marry:
            return max(marry, key=lambda a: values[_SUIT[a.arg]])
        whole = [a for a in declarations if a.kind == "ask" and not a.arg]
        if whole:
            return whole[0]
        halves = [a for a in declarations if a.kind == "ask"]
        if halves:
            return max(halves, key=lambda a: values[_SUIT[a.arg]])
    plays = {CODE_TO_CARD[a.arg]: a for a in legal if a.kind == "play"}
    return plays[_card(o, list(plays))]


def _card(o: Obs, cards: list[int]) -> int:
    if len(cards) == 1:
        return cards[0]
    st = STRENGTH[o.opts.rank_order]
    pts = POINTS[o.opts.card_points]
    trump = o.trump
    unknown = _unknown(o)
    declared = {s for _, s in o.marriages}
    keep: set[int] = set()
    for s in marriage_suits(o.hand, declared):
        keep.update((make(KING, s), make(QUEEN, s)))

    def cheap(c: int) -> tuple[int, int, int, int]:
        return (c in keep, c & 3 == trump, pts[c >> 2], st[c >> 2])

    trick = o.trick
    if not trick:
        return _lead(o, cards, unknown, keep, cheap)
    w = _winner(trick, trump, st)
    wcard = trick[w]
    winner_seat = (o.leader + w) & 3
    partner_wins = winner_seat == o.seat ^ 2
    last = len(trick) == 3
    beaters = [c for c in cards if _beats(c, wcard, trump, st)]
    safe_partner = partner_wins and (last or _is_master(wcard, unknown, st))
    if partner_wins and (safe_partner or not beaters):
        if safe_partner:  # feed points to the partner's trick, keeping our masters
            feed = [c for c in cards if not _is_master(c, unknown, st) and c not in keep]
            return max(feed or cards, key=lambda c: (pts[c >> 2], -st[c >> 2]))
        return min(cards, key=cheap)
    if beaters:
        trick_pts = sum(pts[c >> 2] for c in trick)
        if last:
            return min(beaters, key=cheap)
        holders = [c for c in beaters if _is_master(c, unknown, st)]
        if holders and (trick_pts > 0 or len(beaters) == len(cards)):
            return min(holders, key=cheap)
        if len(beaters) == len(cards) or trick_pts >= 10:
            return min(beaters, key=cheap)
    return min(cards, key=cheap)


def _lead(o: Obs, cards: list[int], unknown: list[int], keep: set[int],
          cheap: Callable[[int], tuple[int, int, int, int]]) -> int:
    st = STRENGTH[o.opts.rank_order]
    pts = POINTS[o.opts.card_points]
    trump = o.trump
    ours = o.declarer >= 0 and (o.declarer & 1) == (o.seat & 1)
    if trump >= 0:
        trumps = [c for c in cards if c & 3 == trump]
        out_trumps = [u for u in unknown if u & 3 == trump]
        if trumps and out_trumps and ours:
            top = max(trumps, key=lambda c: st[c >> 2])
            if _is_master(top, unknown, st) and len(trumps) >= 2:
                return top
    masters = [c for c in cards if c & 3 != trump and _is_master(c, unknown, st)
               and c not in keep]
    if masters:
        return max(masters, key=lambda c: (pts[c >> 2], st[c >> 2]))
    side = [c for c in cards if c & 3 != trump and c not in keep]
    pool = side or cards
    return min(pool, key=cheap)


# --- search support ------------------------------------------------------------
def determinize(state: Game, seat: int, rng: random.Random) -> Huutopussi:
    """A full state consistent with what ``seat`` knows, the hidden cards guessed.

    Uses only the observation: the seat's hand, played cards, the exchange it
    saw (given cards sit with the declarer, returned ones with the partner,
    unless played), declared marriage cards still unplayed with their declarer,
    and suits a seat is known to lack.
    """
    assert isinstance(state, Huutopussi)
    o = observe(state, seat)
    sizes = {s: o.hand_sizes[s] for s in range(4) if s != seat}
    fixed: dict[int, list[int]] = {s: [] for s in sizes}
    gone = o.played | set(o.trick) | set(o.hand)
    d = o.declarer
    if d >= 0:
        for c in o.given:
            if c not in gone and d in fixed and c not in o.returned:
                fixed[d].append(c)
        for c in o.returned:
            if c not in gone and (d ^ 2) in fixed:
                fixed[d ^ 2].append(c)
    for ms, suit in o.marriages:
        holder = ms
        for r in (KING, QUEEN):
            c = make(r, suit)
            if c not in gone and holder in fixed and all(c not in f for f in fixed.values()):
                fixed[holder].append(c)
    for s in list(fixed):
        if len(fixed[s]) > sizes[s]:
            fixed[s] = fixed[s][: sizes[s]]
    placed = {c for f in fixed.values() for c in f}
    unseen = [c for c in DECK if c not in gone and c not in placed]
    need = {s: sizes[s] - len(fixed[s]) for s in sizes}
    banned = _gift_inference(o, unseen)
    dealt = (deal_unseen(unseen, need, o.voids, rng, banned=banned)
             or deal_unseen(unseen, need, o.voids, rng)
             or deal_unseen(unseen, need, {}, rng))
    assert dealt is not None
    world = fast_copy(state)
    world.hands[seat] = list(state.hands[seat])
    for s in sizes:
        world.hands[s] = fixed[s] + dealt[s]
    # Redeal rights follow the guessed hands (and whether the seat has called yet).
    called = {c[0] for c in state.calls}
    world.can_redeal = [state.can_redeal[s] if s == seat else
                        (s not in called and world._redeal_hand(world.hands[s]))
                        for s in range(4)]
    world.selected = []  # pending picks belong to the seat to act, which is ``seat``
    if state.turn == seat:
        world.selected = list(state.selected)
    return world


def _gift_inference(o: Obs, unseen: list[int]) -> dict[int, set[int]]:
    """The declarer knows the partner gave their best: cards worth more than the
    least valuable gift (aces, marriage halves, tens) are probably not left there."""
    d = o.declarer
    if d != o.seat or not o.given:
        return {}
    pts = POINTS[o.opts.card_points]
    st = STRENGTH[o.opts.rank_order]
    values = MARRIAGE[o.opts.marriage_values]

    def worth(c: int) -> float:
        r = c >> 2
        w = pts[r] * 2 + st[r] * 0.5 + (30 if r == ACE else 0)
        if r in (KING, QUEEN):
            w += values[c & 3] * 0.5
        return w

    floor = min(worth(c) for c in o.given)
    return {d ^ 2: {c for c in unseen if worth(c) > floor}}


def policy(state: Game, seat: int, rng: random.Random) -> Action:
    """The easy policy on a (simulated) state."""
    assert isinstance(state, Huutopussi)
    legal = state.legal_actions(seat)
    if len(legal) == 1:
        return legal[0]
    return choose(fast_obs(state, seat), rng)


def evaluate(before: Game, after: Game, seat: int) -> float:
    """Our score gain minus theirs over the rest of the deal (and a win bonus)."""
    assert isinstance(before, Huutopussi) and isinstance(after, Huutopussi)
    t = seat & 1
    gain = float((after.scores[t] - before.scores[t])
                 - (after.scores[1 - t] - before.scores[1 - t]))
    if len(after.deal_log) > len(before.deal_log):  # the deal's points break ties
        row = after.deal_log[-1]
        took = [row[4] + row[7] + (20 if row[6] == 0 else 0), row[5] + row[8] +
                (20 if row[6] == 1 else 0)]
        gain += 0.1 * (took[t] - took[1 - t])
    if after.phase == "over":
        gain += 1000 if after.winner_team == t else -1000
    return float(gain)


def deal_done(before: Game, after: Game) -> bool:
    """The deal is over (scored, or thrown in: a simulation never sees the next shuffle)."""
    assert isinstance(before, Huutopussi) and isinstance(after, Huutopussi)
    return after.deal_no != before.deal_no or after.is_over


def candidates(o: Obs, default: Action) -> list[Action]:
    """Moves worth searching: in the auction, pass against the cheapest bid (and the
    heuristic's call); in play, every legal move."""
    if o.phase != "auction":
        return o.legal
    out = [default]
    cheapest = next((b for b in o.legal if b.kind == "bid"), None)
    for a in o.legal:
        if (a.kind == "pass" or a == cheapest) and a not in out:
            out.append(a)
    if any(a.kind == "redeal" for a in out):
        return [default]
    return out
