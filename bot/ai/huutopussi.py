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
from typing import cast

from bot.ai.common import sample_deal, seat_mask
from bot.engine import Action, Game
from bot.engine.cards import ACE, KING, QUEEN, SUIT_LETTERS, deck_36, make, sort_hand
from bot.games.huutopussi import (
    CODE_TO_CARD,
    MARRIAGE,
    POINTS,
    SIX,
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
    hand_sizes: list[int] = field(default_factory=lambda: [9, 9, 9, 9])
    last_trick: list[int] = field(default_factory=list)
    last_leader: int = -1
    asked_whole: bool = False  # this seat asked its partner for a whole marriage this deal
    asked_half: bool = False  # ... or for the missing half of one
    partner_bids: int = 0  # the partner's free bids this auction (a forced opening not counted)
    partner_passed: bool = False  # the partner has passed in this auction


def public_played(state: Huutopussi) -> set[int]:
    """Cards of finished tricks this deal: everyone saw them played face up.

    The view does not list them (it shows only the current and last trick), so
    this reads the public trick piles; nothing hidden is touched.
    """
    return set().union(*state.won)


def _partner_bids(calls: list[list[int]], seat: int, forced: bool) -> int:
    """Bids the partner chose to make (the compulsory opening bid says nothing)."""
    return sum(1 for i, (s, v) in enumerate(calls)
               if s == seat ^ 2 and v and not (forced and i == 0))


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
    calls = [[c["seat"], c["bid"] or 0] for c in d["calls"]]
    bids = [c for c in calls if c[1]]
    ex = d.get("exchange", {})
    return Obs(
        seat=seat, phase=d["phase"], hand=[card(c) for c in view.hand],
        legal=state.legal_actions(seat), opts=state.options, trick=trick, leader=leader,
        trump=_SUIT.get(d["trump"], -1),
        declarer=d["declarer"] if d["declarer"] is not None else -1,
        bid=d["bid"] or 0, high_bid=d["high_bid"] or 0,
        high_bidder=bids[-1][0] if bids else -1,
        marriages=[(m["seat"], _SUIT[m["suit"]]) for m in d["marriages"]],
        played=public_played(state), given=[card(c) for c in ex.get("given", [])],
        returned=[card(c) for c in ex.get("returned", [])], scores=list(d["scores"]),
        hand_sizes=list(d["hand_sizes"]), last_trick=last, last_leader=last_leader,
        asked_whole=state.max_kind[seat] == 2,  # public: every ask is announced
        asked_half=state.max_kind[seat] == 3,
        partner_bids=_partner_bids(calls, seat, state.options.forced_opening),
        partner_passed=any(s == seat ^ 2 and not v for s, v in calls))


def fast_obs(state: Huutopussi, seat: int) -> Obs:
    """The same observation read directly (for simulations only; see the docstring).

    It runs for every decision of every playout, so it shares the state's lists instead
    of copying them (the policy only reads), and reads the auction only where the
    policy uses it (bidding, and whether to ask the partner in a declaration window).
    """
    in_pair = state.declarer >= 0 and (seat & 1) == (state.declarer & 1)
    ms = state.marriages
    calls = state.calls if state.phase == "auction" or state.window == seat else []
    return Obs(
        seat=seat, phase=state.phase, hand=state.hands[seat],
        legal=state.legal_actions(seat), opts=state.options, trick=state.trick,
        leader=state.leader if state.trick else state.turn, trump=state.trump,
        declarer=state.declarer, bid=state.bid, high_bid=state.high_bid,
        high_bidder=state.high_bidder, marriages=[(m[0], m[1]) for m in ms] if ms else [],
        played=public_played(state), given=state.given if in_pair else [],
        returned=state.returned if in_pair else [], scores=state.scores,
        hand_sizes=[len(h) for h in state.hands], last_trick=state.last_trick,
        last_leader=state.last_leader if state.last_trick else -1,
        asked_whole=state.max_kind[seat] == 2, asked_half=state.max_kind[seat] == 3,
        partner_bids=_partner_bids(calls, seat, state.options.forced_opening) if calls else 0,
        partner_passed=any(s == seat ^ 2 and not v for s, v in calls))


# --- hand evaluation ---------------------------------------------------------
def marriage_suits(hand: list[int], declared: set[int]) -> list[int]:
    return [s for s in range(4) if s not in declared
            and make(KING, s) in hand and make(QUEEN, s) in hand]


# The pair's deal total when this hand declares, as measured: 4,800 simulated deals, each
# seat of each deal declaring in turn and every seat playing the easy policy (exchange
# included). Least squares on the declarer's own cards gave 76 points for the partner's
# share and the play, +21.7 for each ace (the top card of a suit), +0.93 of each marriage
# held, +0.2 of a half, +2.9 for each card past the third in a suit; the other honours
# came out within ±3 (their points go to whoever wins them). The residual spread is
# about 66 points: the partner's hand and the marriages it may hold.
_BASE, _TOP, _SECOND, _MARRIED, _HALF, _LONG = 76.0, 21.7, 2.5, 0.93, 0.2, 2.9
# Tuned by easy against easy on the same deals (1,500 pairs per comparison): margins of
# 35, 40, 65 and 80 all scored worse than 50 (45 the same), which makes about 85% of its
# contracts; reading the partner's calls (+15 for a free bid, -10 for a pass) beat
# ignoring them; outbidding the partner needs no more than outbidding an opponent
# (a stricter 10, 20 or 25 scored worse).
BID_MARGIN = 50  # bid up to the estimate less this
RAISE_PARTNER = 0  # outbid the partner only for this much more
PARTNER_BID, PARTNER_PASS = 15, -10  # what the partner's free bid or pass tells


def hand_value(hand: list[int], opts: HuutopussiOptions) -> float:
    """The points this hand's pair should take if it declares (see the figures above),
    scaled to the deal's total under the options."""
    st = STRENGTH[opts.rank_order]
    values = MARRIAGE[opts.marriage_values]
    total = sum(POINTS[opts.card_points]) * 4 + opts.last_trick_bonus
    top = max(st[6:])
    second = sorted(set(st[6:]))[-2]
    v = _BASE * total / 160
    for s in range(4):
        suit = [c >> 2 for c in hand if c & 3 == s]
        for r in suit:
            if st[r] == top:
                v += _TOP
            elif st[r] == second:
                v += _SECOND
        v += _LONG * max(0, len(suit) - 3)  # long suits take late tricks once trumps are gone
        if KING in suit and QUEEN in suit:
            v += _MARRIED * values[s]
        elif KING in suit or QUEEN in suit:
            v += _HALF * values[s]  # the partner may hold the other half
    return v


def bid_limit(o: Obs) -> float:
    """The highest bid this seat should make: its pair's honest estimate less a margin.

    The partner's calls move the estimate: a free bid (not the compulsory opening)
    shows a good hand, a pass a poor one.
    """
    est = hand_value(o.hand, o.opts)
    if o.partner_bids:
        est += PARTNER_BID
    elif o.partner_passed:
        est += PARTNER_PASS
    return est - BID_MARGIN


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


def _tops(unknown: list[int], st: tuple[int, ...]) -> list[int]:
    """Per suit, the strength of the best card still out (-1: none)."""
    top = [-1, -1, -1, -1]
    for u in unknown:
        v = st[u >> 2]
        if v > top[u & 3]:
            top[u & 3] = v
    return top


def _is_master(c: int, top: list[int], st: tuple[int, ...]) -> bool:
    """Does ``c`` beat every card of its suit still out (``top`` from ``_tops``)?"""
    return st[c >> 2] > top[c & 3]


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
    lowest = int(bids[0].arg)
    partner_holds = o.high_bidder == o.seat ^ 2
    if lowest + (RAISE_PARTNER if partner_holds else 0) <= bid_limit(o):
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
    if any(a.kind != "play" for a in legal):
        declared = _declare(o)
        if declared is not None:
            return declared
    plays = {CODE_TO_CARD[a.arg]: a for a in legal if a.kind == "play"}
    return plays[_card(o, list(plays))]


def _declare(o: Obs) -> Action | None:
    """What to declare in a marriage window (None: just lead).

    Our own marriage first (the highest value), since it is certain. Otherwise
    ask for the missing half of the most valuable suit where we hold exactly one
    of king and queen and the other is still unplayed. Each kind of question is
    asked once a deal at most: the partner's hand only shrinks, so a "no" stays a
    "no" (and which half we asked is not on record for us to avoid asking it
    again). A whole marriage is a blind question, asked only when the partner
    could hold one: first if the partner bid freely (a sign of marriages), else
    when there is no half to ask for.
    """
    values = MARRIAGE[o.opts.marriage_values]
    marry = [a for a in o.legal if a.kind == "marriage"]
    if marry:
        return max(marry, key=lambda a: values[_SUIT[a.arg]])
    gone = o.played | set(o.hand) | set(o.trick)
    # A declarer's partner handed over their best cards, marriage halves first: what
    # they kept is worth less than their cheapest gift, so asking them is hopeless.
    gifted = o.declarer == o.seat and bool(o.given)
    unlikely = _gift_inference(o.given, o.seat, o.opts)[o.seat ^ 2] if gifted else set()
    halves = []
    for a in o.legal:
        if a.kind == "ask" and a.arg and not o.asked_half:
            suit = _SUIT[a.arg]
            missing = make(QUEEN if make(KING, suit) in o.hand else KING, suit)
            if missing not in gone and missing not in unlikely:
                halves.append(a)
    whole = next((a for a in o.legal if a.kind == "ask" and not a.arg), None)
    if whole is not None and (o.asked_whole or gifted or not _partner_may_marry(o, gone)):
        whole = None
    if whole is not None and o.partner_bids:
        return whole
    if halves:
        return max(halves, key=lambda a: values[_SUIT[a.arg]])
    return whole


def _partner_may_marry(o: Obs, gone: set[int]) -> bool:
    """Could the partner hold a king–queen pair of an unmarried suit?"""
    declared = {s for _, s in o.marriages}
    return any(make(KING, s) not in gone and make(QUEEN, s) not in gone
               for s in range(4) if s not in declared)


def _card(o: Obs, cards: list[int]) -> int:
    if len(cards) == 1:
        return cards[0]
    st = STRENGTH[o.opts.rank_order]
    pts = POINTS[o.opts.card_points]
    trump = o.trump
    unknown = _unknown(o)
    top = _tops(unknown, st)
    declared = {s for _, s in o.marriages}
    keep: set[int] = set()
    for s in marriage_suits(o.hand, declared):
        keep.update((make(KING, s), make(QUEEN, s)))

    def cheap(c: int) -> tuple[int, int, int, int]:
        return (c in keep, c & 3 == trump, pts[c >> 2], st[c >> 2])

    trick = o.trick
    if not trick:
        return _lead(o, cards, unknown, top, keep, cheap)
    w = _winner(trick, trump, st)
    wcard = trick[w]
    winner_seat = (o.leader + w) & 3
    partner_wins = winner_seat == o.seat ^ 2
    last = len(trick) == 3
    beaters = [c for c in cards if _beats(c, wcard, trump, st)]
    safe_partner = partner_wins and (last or _is_master(wcard, top, st))
    if partner_wins and (safe_partner or not beaters):
        if safe_partner:  # feed points to the partner's trick, keeping our masters
            feed = [c for c in cards if not _is_master(c, top, st) and c not in keep]
            return max(feed or cards, key=lambda c: (pts[c >> 2], -st[c >> 2]))
        return min(cards, key=cheap)
    if beaters:
        trick_pts = sum(pts[c >> 2] for c in trick)
        if last:
            return min(beaters, key=cheap)
        holders = [c for c in beaters if _is_master(c, top, st)]
        if holders and (trick_pts > 0 or len(beaters) == len(cards)):
            return min(holders, key=cheap)
        if len(beaters) == len(cards) or trick_pts >= 10:
            return min(beaters, key=cheap)
    return min(cards, key=cheap)


def _lead(o: Obs, cards: list[int], unknown: list[int], top: list[int], keep: set[int],
          cheap: Callable[[int], tuple[int, int, int, int]]) -> int:
    st = STRENGTH[o.opts.rank_order]
    pts = POINTS[o.opts.card_points]
    trump = o.trump
    ours = o.declarer >= 0 and (o.declarer & 1) == (o.seat & 1)
    if trump >= 0:
        trumps = [c for c in cards if c & 3 == trump]
        out_trumps = [u for u in unknown if u & 3 == trump]
        if trumps and out_trumps and ours:
            high = max(trumps, key=lambda c: st[c >> 2])
            if _is_master(high, top, st) and len(trumps) >= 2:
                return high
    masters = [c for c in cards if c & 3 != trump and _is_master(c, top, st)
               and c not in keep]
    if masters:
        return max(masters, key=lambda c: (pts[c >> 2], st[c >> 2]))
    side = [c for c in cards if c & 3 != trump and c not in keep]
    pool = side or cards
    return min(pool, key=cheap)


# --- what the deal has shown --------------------------------------------------
Trick = tuple[int, list[int], int]  # leader, cards in play order, trumps then (-1: none)
History = tuple[list[Trick], list[int]]  # the tricks, and each marriage's window holder


@dataclass(slots=True)
class Knowledge:
    """What a seat can be sure of about the hidden hands (plus one soft guess).

    Per seat: ``voids``, a bit mask of suits it lacks, and ``banned``, a bit mask
    of cards it can't hold. ``holders``: cards known to be with one of a few
    seats; ``no_pair``: (seat, suit) where the seat holds at most one of king and
    queen; ``soft``: cards a seat probably lacks (tried first, dropped if nothing
    fits); ``played_by``: who played each card this deal.
    """

    voids: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    banned: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    holders: dict[int, set[int]] = field(default_factory=dict)
    no_pair: set[tuple[int, int]] = field(default_factory=set)
    soft: dict[int, set[int]] = field(default_factory=dict)
    played_by: dict[int, int] = field(default_factory=dict)

    def allows(self, seat: int, c: int, soft: bool = True) -> bool:
        if self.voids[seat] >> (c & 3) & 1 or self.banned[seat] >> c & 1:
            return False
        if soft and c in self.soft.get(seat, ()):
            return False
        return seat in self.holders.get(c, (seat,))

    def void_suits(self, seat: int) -> set[int]:
        return {s for s in range(4) if self.voids[seat] >> s & 1}


def _suit_mask_above(suit: int, floor: int, st: tuple[int, ...]) -> int:
    """The cards of ``suit`` stronger than strength ``floor``, as a bit mask."""
    return sum(1 << make(r, suit) for r in range(SIX, ACE + 1) if st[r] > floor)


def _read_trick(voids: list[int], banned: list[int], leader: int, cards: list[int],
                trump: int, first: bool, opts: HuutopussiOptions) -> bool:
    """Add what one trick's §10.2 duties reveal; False if a card played breaks what
    earlier tricks showed (that order of tricks is impossible).

    Not following shows a void, not trumping shows no trumps, and a follower who
    stayed under the winning card holds nothing above it (must beat; likewise an
    under-trump when over-trumping is compulsory).
    """
    st = STRENGTH[opts.rank_order]
    for i, c in enumerate(cards):
        seat = (leader + i) & 3
        if voids[seat] >> (c & 3) & 1 or banned[seat] >> c & 1:
            return False
    led = cards[0] & 3
    if first and opts.first_trick_aces and cards[0] >> 2 != ACE:
        # trick 1 must be led with an ace, else a spade; the led suit's ace must drop
        banned[leader] |= sum(1 << make(ACE, s) for s in range(4))
        if led != 0:
            voids[leader] |= 1
        for i in range(1, len(cards)):
            banned[(leader + i) & 3] |= 1 << make(ACE, led)
    w = cards[0]
    for i in range(1, len(cards)):
        c = cards[i]
        seat = (leader + i) & 3
        if c & 3 == led:
            if w & 3 == led and st[c >> 2] < st[w >> 2]:
                banned[seat] |= _suit_mask_above(led, st[w >> 2], st)
        else:
            voids[seat] |= 1 << led
            if trump >= 0:
                if c & 3 != trump:
                    voids[seat] |= 1 << trump
                elif opts.must_overtrump and w & 3 == trump and st[c >> 2] < st[w >> 2]:
                    banned[seat] |= _suit_mask_above(trump, st[w >> 2], st)
        if _beats(c, w, trump, st):
            w = c
    return True


def deal_histories(state: Huutopussi, seat: int, limit: int = 256) -> list[History] | None:
    """Every order of this deal's finished tricks that fits what ``seat`` saw, each
    with the seat whose declaration window each marriage used; None if there are
    more than ``limit`` (or the piles can't be read).

    The view shows only the current and the last trick, but everyone at the
    table saw every trick. The won piles keep each trick's cards in play order,
    so the order of the tricks follows from who led (the previous winner) and
    who won (whose pile holds them); marriages, declared between tricks by the
    window holder or their partner, set the trumps each trick was played under.
    Orders where someone plays a card the earlier tricks showed they lacked, or
    that contradict ``seat``'s own hand, are ruled out; usually one order is left.
    """
    n = state.trick_no
    marriages = [(m[0], m[1]) for m in state.marriages]
    if n == 0:
        return [([], [])] if not marriages else None
    chunks = [[pile[i:i + 4] for i in range(0, len(pile), 4)] for pile in state.won]
    if sum(len(c) for c in chunks) != n:
        return None
    opts = state.options
    st = STRENGTH[opts.rank_order]
    any_won = opts.declare_right == "any_won_trick"
    first = state.declarer if state.declarer >= 0 else (state.dealer + 1) & 3
    mine = state.hands[seat]
    ptr = [0, 0, 0, 0]
    seq: list[Trick] = []
    windows = [-1] * len(marriages)
    found: list[History] = []
    steps = [0]

    def window_ok(leader: int, prev: int, mi: int) -> bool:
        return (mi < len(marriages) and (any_won or leader == prev)
                and marriages[mi][0] in (leader, leader ^ 2))

    def finish(leader: int, prev: int, mi: int, voids: list[int], banned: list[int]) -> None:
        if leader != state.leader or seq[-1][0] != state.last_leader \
                or seq[-1][1] != state.last_trick:
            return
        wins = list(windows)
        if mi == len(marriages) - 1 and window_ok(leader, prev, mi):
            wins[mi] = leader
        elif mi != len(marriages):
            return
        if state.trick and not _read_trick(voids[:], banned[:], state.leader, list(state.trick),
                                           state.trump, False, opts):
            return
        if any(voids[seat] >> (c & 3) & 1 or banned[seat] >> c & 1 for c in mine):
            return
        found.append((list(seq), wins))

    def place(k: int, leader: int, prev: int, mi: int, voids: list[int],
              banned: list[int]) -> None:
        steps[0] += 1
        if steps[0] > 30_000 or len(found) > limit:
            return
        if k == n:
            finish(leader, prev, mi, voids, banned)
            return
        choices = [mi]
        if k and window_ok(leader, prev, mi):
            choices.append(mi + 1)
        for m2 in choices:
            trump = marriages[m2 - 1][1] if m2 else -1
            if m2 > mi:
                windows[mi] = leader
            for w in range(4):
                if ptr[w] >= len(chunks[w]):
                    continue
                cards = chunks[w][ptr[w]]
                if (leader + _winner(cards, trump, st)) & 3 != w:
                    continue
                v2, b2 = voids[:], banned[:]
                if not _read_trick(v2, b2, leader, cards, trump, k == 0, opts):
                    continue
                ptr[w] += 1
                seq.append((leader, cards, trump))
                place(k + 1, w, leader, m2, v2, b2)
                seq.pop()
                ptr[w] -= 1
            if m2 > mi:
                windows[mi] = -1

    place(0, first, -1, 0, [0, 0, 0, 0], [0, 0, 0, 0])
    if not found or len(found) > limit or steps[0] > 30_000:
        return None
    return found


def _history_knowledge(state: Huutopussi, seat: int, history: History | None) -> Knowledge:
    """The knowledge one reading of the deal gives (None: only the tricks in view)."""
    k = Knowledge()
    opts = state.options
    if history is None:
        tricks: list[Trick] = []
        if state.last_trick:
            tricks.append((state.last_leader, list(state.last_trick), state.trump))
        windows = [-1] * len(state.marriages)
    else:
        tricks, windows = history
    played_at: dict[int, int] = {}  # card -> the trick it was played in
    for i, (leader, cards, trump) in enumerate(tricks):
        _read_trick(k.voids, k.banned, leader, cards, trump, i == 0 and history is not None,
                    opts)
        for j, c in enumerate(cards):
            k.played_by[c] = (leader + j) & 3
            played_at[c] = i
    gaps: dict[int, int] = {}  # gap g (before trick g) -> who held a declaration window
    if history is None:  # who played the older tricks' cards, and when, is unknown here
        k.played_by.update({c: -1 for c in public_played(state) if c not in k.played_by})
        played_at = {}
    else:
        any_won = opts.declare_right == "any_won_trick"
        for g in range(1, len(tricks) + 1):
            winner = tricks[g][0] if g < len(tricks) else state.leader
            if any_won or winner == tricks[g - 1][0]:
                gaps[g] = winner
    if state.trick:
        _read_trick(k.voids, k.banned, state.leader, list(state.trick), state.trump,
                    state.trick_no == 0, opts)
        for j, c in enumerate(state.trick):
            k.played_by[c] = (state.leader + j) & 3
            if history is not None:
                played_at[c] = len(tricks)
    gone = set(k.played_by) | set(state.hands[seat])
    d = state.declarer
    if d >= 0 and (seat & 1) == (d & 1):  # the exchange this seat took part in
        for c in state.given:
            if c not in gone and c not in state.returned:
                k.holders[c] = {d}
        for c in state.returned:
            if c not in gone:
                k.holders[c] = {d ^ 2}
    _read_marriages(k, state, windows, gone)
    _read_failed_asks(k, state, windows, gone, played_at, gaps)
    if d == seat and state.given:
        k.soft = _gift_inference(state.given, d, opts)
    return k


def readings(state: Game, seat: int) -> list[Knowledge]:
    """What the deal has shown ``seat``, once per way its tricks can be read.

    Usually there is one reading. The state records marriages in order but not
    after which trick, so when that changes what a trick showed (a discard is a
    failure to trump only if trumps were already named) every possible reading
    is kept, and a guessed deal follows one of them.
    """
    assert isinstance(state, Huutopussi)
    found = deal_histories(state, seat)
    histories: list[History | None] = list(found) if found else [None]
    out: dict[tuple[object, ...], Knowledge] = {}
    for h in histories:  # many readings differ only where it shows nothing
        k = _history_knowledge(state, seat, h)
        key = (tuple(k.voids), tuple(k.banned), tuple(sorted((c, tuple(sorted(v)))
                                                             for c, v in k.holders.items())),
               tuple(sorted(k.no_pair)))
        out.setdefault(key, k)
    return list(out.values())


def knowledge(state: Game, seat: int) -> Knowledge:
    """Everything the deal has surely shown ``seat`` about the other hands.

    Reads only public facts (every trick, the declarations, the asks) and what
    ``seat`` itself saw (its hand, the exchange if it took part). Only what every
    reading of the deal shows is kept, so nothing here is ever false.
    """
    ks = readings(state, seat)
    k = ks[0]
    for other in ks[1:]:
        k.voids = [a & b for a, b in zip(k.voids, other.voids, strict=True)]
        k.banned = [a & b for a, b in zip(k.banned, other.banned, strict=True)]
        for c in list(k.holders):
            if c in other.holders:
                k.holders[c] = k.holders[c] | other.holders[c]
            else:
                del k.holders[c]
        k.no_pair &= other.no_pair
        for c, s in other.played_by.items():
            if k.played_by.get(c) != s:
                k.played_by[c] = -1
    return k


def _read_marriages(k: Knowledge, state: Huutopussi, windows: list[int],
                    gone: set[int]) -> None:
    """Where declared marriage cards are, and what failed asks showed.

    A marriage recorded for seat ``r`` was r's own (r holds both), r's answer to
    a whole-marriage ask (r holds both), or r's successful ask for a half (r
    holds one, the partner showed the other). Only an ask for a half makes
    ``max_kind`` 3, so below that r holds both; otherwise each card is with r or
    the partner, the partner holding at most one (exactly the shown one once the
    partner has played a card of it).
    """
    for r, suit, _value in state.marriages:
        pair = (make(KING, suit), make(QUEEN, suit))
        split = any(k.played_by.get(c) == r ^ 2 for c in pair)
        for c in pair:
            if c in gone:
                continue
            if state.max_kind[r] < 3 or split:
                k.holders[c] = {r}
            else:
                k.holders[c] = {r, r ^ 2}
                k.no_pair.add((r ^ 2, suit))


def _read_failed_asks(k: Knowledge, state: Huutopussi, windows: list[int], gone: set[int],
                      played_at: dict[int, int], gaps: dict[int, int]) -> None:
    """A whole-marriage ask that found nothing: at that moment the partner held no
    king–queen pair of an unmarried suit.

    The ask fell in one of the asker's declaration windows (``gaps``). A card of
    the pair the partner played after every such window was in their hand at the
    ask, so the other card can't be with them now; a card played before any of
    them says nothing; neither played: the partner holds at most one of the two.
    When the timing is unclear the suit is left alone, so nothing false is assumed.
    """
    married = {m[1] for m in state.marriages}
    for s in range(4):
        if state.max_kind[s] != 2 or (state.phase == "answer" and state.asker == s):
            continue
        answered = any(windows[i] in (s, -1) and m[0] == s ^ 2
                       for i, m in enumerate(state.marriages))
        if answered:
            continue
        p = s ^ 2
        # an open window now is unused, so the ask came in an earlier one
        asks = [g for g, holder in gaps.items() if holder == s
                and not (g == state.trick_no and state.window == s)]
        for suit in range(4):
            if suit in married:
                continue
            pair = (make(KING, suit), make(QUEEN, suit))
            played = [c for c in pair if c in k.played_by]
            if not played:
                k.no_pair.add((p, suit))
                continue
            if len(played) == 2 or not asks or k.played_by[played[0]] != p:
                continue
            other = pair[1] if played[0] == pair[0] else pair[0]
            when = played_at.get(played[0], -1)
            if when >= max(asks) and other not in gone:
                k.banned[p] |= 1 << other


# --- search support ------------------------------------------------------------
def prepare(state: Game, seat: int) -> Callable[[random.Random], Huutopussi]:
    """A sampler of full states consistent with everything ``seat`` knows.

    The knowledge is worked out once per decision; each call of the returned
    function picks one reading of the deal (see ``readings``) and deals the unseen
    cards afresh. Constraints are relaxed only if nothing fits them (the soft gift
    guess first, then what play showed).
    """
    assert isinstance(state, Huutopussi)
    others = [s for s in range(4) if s != seat]
    sizes = {s: len(state.hands[s]) for s in others}  # public: the view lists hand sizes
    ks = readings(state, seat)
    seen = set(state.hands[seat]) | set(ks[0].played_by)
    unseen = [c for c in DECK if c not in seen]
    plans = [p for p in (_plan(k, unseen, others, sizes) for k in ks) if p[2] < 2]
    if not plans:  # no reading fits what play showed (never expected): the placements only
        plans = [min((_plan(k, unseen, others, sizes) for k in ks), key=lambda p: p[2])]
    index = {s: i for i, s in enumerate(others)}
    called = {c[0] for c in state.calls}
    base = state

    def sample(rng: random.Random) -> Huutopussi:
        k, allowed, level = plans[0] if len(plans) == 1 else rng.choice(plans)
        check = _pairs_check(k) if k.no_pair and level < 3 else None
        dealt = sample_deal(unseen, sizes, allowed, rng, check=check)
        assert dealt is not None
        if check is not None and not check(dealt):
            # A seat that must not hold both king and queen nearly has to (few cards
            # left): keep one of the two away from it outright.
            tight = dict(allowed)
            for s, suit in sorted(k.no_pair):
                pair = [make(KING, suit), make(QUEEN, suit)]
                if s in index and all(c in tight for c in pair):
                    c = rng.choice(pair)
                    tight[c] &= ~(1 << index[s])
            dealt = sample_deal(unseen, sizes, tight, rng) or dealt
        world = base.clone()
        world.seed, world.presets = 0, []
        for s in others:
            world.hands[s] = dealt[s]
        # Redeal rights follow the guessed hands (and whether the seat has called yet).
        rights = world.redeal_rights(world.hands)
        world.can_redeal = [base.can_redeal[s] if s == seat else (s not in called and rights[s])
                            for s in range(4)]
        world.selected = list(base.selected) if base.turn == seat else []
        world._touched()
        return world

    return sample


def _plan(k: Knowledge, unseen: list[int], others: list[int], sizes: dict[int, int]
          ) -> tuple[Knowledge, dict[int, int], int]:
    """The tightest seat masks for dealing ``unseen`` that still fit, and how far they
    had to be relaxed (0: everything, 1: without the soft guess, 2: placements only,
    3: nothing)."""
    probe = random.Random(0)
    for level in range(3):
        masks: dict[int, int] = {}
        for c in unseen:
            if level == 0:
                ok = [s for s in others if k.allows(s, c)]
            elif level == 1:
                ok = [s for s in others if k.allows(s, c, soft=False)]
            else:
                ok = [s for s in others if s in k.holders.get(c, (s,))]
            masks[c] = seat_mask(others, ok)
        if sample_deal(unseen, sizes, masks, probe, tries=1) is not None:
            return k, masks, level
    return k, {}, 3


def _pairs_check(k: Knowledge) -> Callable[[dict[int, list[int]]], bool]:
    def ok(dealt: dict[int, list[int]]) -> bool:
        for s, suit in k.no_pair:
            hand = dealt.get(s)
            if hand is not None and make(KING, suit) in hand and make(QUEEN, suit) in hand:
                return False
        return True

    return ok


def determinize(state: Game, seat: int, rng: random.Random) -> Huutopussi:
    """One full state consistent with what ``seat`` knows (see ``prepare``)."""
    return prepare(state, seat)(rng)


def redact(state: Game, seat: int) -> Huutopussi:
    """The state as ``seat`` may know it: hidden cards replaced by a canonical guess.

    Every card ``seat`` can't see (other hands) is dealt, sorted, into the hidden
    places in seat order; the exchange is blanked for the opponents, a pending
    pick of another seat, other seats' redeal rights and partner's marriage choices
    are cleared, and the seed (which fixes every shuffle) is forgotten. The result
    depends only on ``seat``'s view and the public record, so a computer deciding
    from it can't use what it must not see.
    """
    assert isinstance(state, Huutopussi)
    r = state.clone()
    r.seed, r.presets = 0, []
    visible = set(state.hands[seat]) | public_played(state) | set(state.trick)
    pool = sorted(c for c in DECK if c not in visible)
    for s in range(4):
        if s != seat:
            n = len(state.hands[s])
            r.hands[s], pool = sort_hand(pool[:n], STRENGTH[state.options.rank_order]), pool[n:]
    in_pair = state.declarer >= 0 and (seat & 1) == (state.declarer & 1)
    if not in_pair:
        r.given, r.returned = [], []
    if state.turn != seat:
        r.selected, r.answer_suits = [], []
    r.can_redeal = [state.can_redeal[s] if s == seat else False for s in range(4)]
    r._touched()
    return r


def _gift_inference(given: list[int], d: int, opts: HuutopussiOptions) -> dict[int, set[int]]:
    """The declarer knows the partner gave their best: cards worth more than the least
    valuable gift (aces, marriage halves, tens) are probably not left there (soft)."""
    pts = POINTS[opts.card_points]
    st = STRENGTH[opts.rank_order]
    values = MARRIAGE[opts.marriage_values]

    def worth(c: int) -> float:
        r = c >> 2
        w = pts[r] * 2 + st[r] * 0.5 + (30 if r == ACE else 0)
        if r in (KING, QUEEN):
            w += values[c & 3] * 0.5
        return w

    floor = min(worth(c) for c in given)
    return {d ^ 2: {c for c in DECK if worth(c) > floor}}


def policy(state: Game, seat: int, rng: random.Random) -> Action:
    """The easy policy on a (simulated) state."""
    state = cast(Huutopussi, state)  # every step of every playout: no checks here
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
    return cast(Huutopussi, after).deal_no != cast(Huutopussi, before).deal_no or after.is_over


def candidates(o: Obs, default: Action) -> list[Action]:
    """Moves worth searching: in the auction, pass against the cheapest bid (and the
    heuristic's call); in play, every legal move but one of each set of equivalent
    cards (``equivalent_cards``), so the search spends its samples on real choices, and
    in a declaration window with a marriage of one's own, only which one to declare."""
    if o.phase != "auction":
        if o.phase != "play":
            return o.legal
        own = [a for a in o.legal if a.kind == "marriage"]
        if own:  # a marriage of one's own is sure points and trumps: only which one
            return own
        return _distinct_plays(o, default)
    out = [default]
    cheapest = next((b for b in o.legal if b.kind == "bid"), None)
    for a in o.legal:
        if (a.kind == "pass" or a == cheapest) and a not in out:
            out.append(a)
    if any(a.kind == "redeal" for a in out):
        return [default]
    return out


def _distinct_plays(o: Obs, default: Action) -> list[Action]:
    plays = {CODE_TO_CARD[a.arg]: a for a in o.legal if a.kind == "play"}
    keep = set(equivalent_cards(o, list(plays)))
    if default.kind == "play":
        keep = {c for c in keep if not same_class(o, c, CODE_TO_CARD[default.arg])}
        keep.add(CODE_TO_CARD[default.arg])
    return [a for a in o.legal if a.kind != "play" or CODE_TO_CARD[a.arg] in keep]


def _points_and_role(o: Obs, c: int) -> tuple[int, bool]:
    """A card's points and whether it is half of a marriage still to be declared."""
    declared = {s for _, s in o.marriages}
    role = c >> 2 in (KING, QUEEN) and c & 3 not in declared
    return POINTS[o.opts.card_points][c >> 2], role


def same_class(o: Obs, a: int, b: int) -> bool:
    """Do ``a`` and ``b`` play alike: the same suit, no card anyone else may still hold
    between them, the same points, and neither a marriage half still to declare? Then
    whichever is played, every trick goes the same way and scores the same."""
    if a == b:
        return True
    if a & 3 != b & 3 or _points_and_role(o, a) != _points_and_role(o, b) \
            or _points_and_role(o, a)[1]:
        return False
    st = STRENGTH[o.opts.rank_order]
    lo, hi = sorted((st[a >> 2], st[b >> 2]))
    seen = o.played | set(o.hand) | set(o.trick)
    return not any(c & 3 == a & 3 and lo < st[c >> 2] < hi and c not in seen for c in DECK)


def equivalent_cards(o: Obs, cards: list[int]) -> list[int]:
    """One card of each set of ``cards`` that play alike (``same_class``), the lowest."""
    st = STRENGTH[o.opts.rank_order]
    out: list[int] = []
    for c in sorted(cards, key=lambda c: st[c >> 2]):
        if not any(same_class(o, c, k) for k in out):
            out.append(c)
    return out
