"""What a Huutopussi deal has shown a seat, and guessed deals consistent with it.

The search (``search``) plays candidate moves out on full states dealt from these
guesses; the easy player decides from ``redact``'s canonical guess, so neither can
use what the seat must not see.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from bot.ai.common import sample_deal, seat_mask
from bot.ai.huutopussi.heuristics import DECK, beats, gift_inference, public_played, trick_winner
from bot.engine import Game
from bot.engine.cards import ACE, KING, QUEEN, make, sort_hand
from bot.games.huutopussi import (
    SIX,
    STRENGTH,
    Huutopussi,
    HuutopussiOptions,
)

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
        if beats(c, w, trump, st):
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
                if (leader + trick_winner(cards, trump, st)) & 3 != w:
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
        k.soft = gift_inference(state.given, d, opts)
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
