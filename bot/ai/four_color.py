"""Four Color computer players: easy (rules of thumb) and hard (a lookahead search).

Both decide from ``state.view(seat)`` (on the redacted state, ``redact``): their own
hand, every exposed meld and discard pile, the stock count and the legal actions.

Easy:

- Claims go win > quad > triple (the table's own priority, §9.3), except a
  claim that would lower the hand's value without winning.
- A meld on the card in front of us is chosen by what it is worth: the exposed
  meld's value plus what it does to the concealed hand (breaking a concealed
  triple loses its 3 points; stranding cards costs), never by its card count.
- A discard is the card the hand needs least (fewest partners: pairs,
  same-colour pieces of its group, soldiers or generals of other colours),
  weighed against how likely the next player can take it for a meld — counted
  from the copies still unseen and lowered for cards that player threw away.
- A mulligan is called when allowed and the hand has few cards that work together.

Hard (``search``): discards, claims and melds so as to keep the concealed hand as
close to a win as it can, looking through every card that could come next (see
"the hard level" below); the easy rules where nothing is within reach.
``hard_vs_easy`` measures it the way ``bench ai`` reports the other games.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from bot.ai import ComputerPlayer
from bot.ai.common import fast_copy
from bot.engine import Action, Game
from bot.games.four_color import (
    COPIES,
    EXPOSED_VALUE,
    JOKER,
    JOKERS,
    NTYPES,
    QUAD,
    SOLDIER,
    TRIPLE,
    TURN_BIT,
    FourColor,
    FourColorOptions,
    best_win,
    classify,
    melds_with,
    parse_card,
    parse_cards,
    win_mask,
)
from bot.games.four_color.melds import stuck_parts

_GROUPS = ((0, 12), (12, 24), (24, 28))
FEED_WEIGHT = 6.0  # how much a likely feed to the next player weighs against own partners
PROGRESS = 2.0  # a concealed card settled in a meld brings the win nearer
MULLIGAN_BELOW = 14  # call a mulligan when fewer cards than this work together


@dataclass(slots=True)
class Obs:
    seat: int
    hand: list[int]
    legal: list[Action]
    seen: list[int]
    next_discards: list[int]
    unseen: list[int] = field(default_factory=lambda: [0] * NTYPES)  # copies not in view
    next_hidden: int = 0  # the next player's concealed card count
    hidden_total: int = 0  # concealed cards of all other seats plus the stock
    window_card: int = -1  # the card a claim window is about
    phase: str = "discard"  # mulligan | discard | window (the search looks at the last two)


def observe(state: Game, seat: int) -> Obs:
    assert isinstance(state, FourColor)
    view = state.view(seat)
    data = view.data
    piles = data["discards"]
    sizes = data["hand_sizes"]
    seen = [parse_card(c) for pile in piles for c in pile]
    seen += [parse_card(c) for m in data["melds"] for c in m["cards"]]
    hand = [parse_card(c) for c in view.hand]
    window = data["window"]
    shown = seen + hand
    if window and window["source"] == "draw":  # a drawn card sits face up, in nobody's hand
        shown.append(parse_card(window["card"]))
    copies = [COPIES] * JOKER + [JOKERS if state.options.jokers else 0]
    for c in shown:
        copies[c] -= 1
    n = len(sizes)
    nxt = (seat + 1) % n
    return Obs(seat=seat, hand=hand, legal=state.legal_actions(seat), seen=seen,
               next_discards=[parse_card(c) for c in piles[nxt]],
               unseen=[max(0, x) for x in copies], next_hidden=sizes[nxt],
               hidden_total=sum(x for i, x in enumerate(sizes) if i != seat) + data["stock"],
               window_card=parse_card(window["card"]) if window else -1, phase=view.phase)


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


def _counts(cards: list[int]) -> list[int]:
    counts = [0] * NTYPES
    for c in cards:
        counts[c] += 1
    return counts


def _concealed_value(counts: list[int]) -> int:
    """Points the concealed hand surely holds: Generals and jokers (singles), triples,
    and one-colour Chariot–Horse–Cannon fields."""
    left = counts[:]
    value = sum(left[c] for c in range(4)) + left[JOKER]
    for c in range(4, JOKER):
        if left[c] >= 3:
            value += 3
            left[c] -= 3
    for colour in range(4):
        value += min(left[12 + colour], left[16 + colour], left[20 + colour])
    return value


def _loners(counts: list[int]) -> int:
    """Concealed cards with no partner at all (Generals and jokers always fit)."""
    return sum(counts[c] for c in range(4, JOKER) if counts[c] and _partners(c, counts) == 0)


def meld_gain(counts: list[int], used: list[int], kind: int) -> float:
    """What melding with ``used`` concealed cards into a meld of ``kind`` is worth.

    The exposed meld's value, plus the change in what the concealed hand surely
    holds (a broken concealed triple loses 3), plus a little for every card the
    meld settles and less for any card it leaves without partners.
    """
    after = counts[:]
    for c in used:
        after[c] -= 1
    # Cards taken out of a concealed triple were settled already: no progress there.
    unsettled = len(used) - sum(max(0, counts[c] - after[c] - (counts[c] % 3 if counts[c] >= 3
                                                               else counts[c]))
                                for c in set(used))
    return (EXPOSED_VALUE[kind] + _concealed_value(after) - _concealed_value(counts)
            + PROGRESS * unsettled - 0.75 * max(0, _loners(after) - _loners(counts)))


def feed_risk(o: Obs, card: int) -> float:
    """How likely the next player can take ``card`` for a meld (0..~1).

    Each unseen copy or partner is with the next player with about the share of
    the unseen cards they hold. Cards that player already threw away are ones
    they did not want.
    """
    if not o.hidden_total:
        return 0.0
    p = o.next_hidden / o.hidden_total
    u = o.unseen

    def some(c: int, k: int = 1) -> float:
        """Chance the next player holds at least ``k`` of card ``c``."""
        n = u[c]
        if n < k:
            return 0.0
        miss = (1 - p) ** n
        if k == 1:
            return 1 - miss
        return 1 - miss - n * p * (1 - p) ** (n - 1)

    risk = some(card)  # a pair (and triples, quads)
    colour, piece = card & 3, card >> 2
    if card < 24:
        lo = 0 if card < 12 else 12
        a, b = (lo + 4 * i + colour for i in range(3) if lo + 4 * i + colour != card)
        risk = max(risk, some(a) * some(b))  # command / field
    if piece == SOLDIER or card >= 4:
        others = [4 * piece + k for k in range(4) if k != colour]
        odds = [some(x) for x in others]
        odds.sort(reverse=True)
        risk = max(risk, odds[0] * odds[1])  # tricolour
    if card in o.next_discards:
        risk *= 0.3
    return min(1.0, risk)


def _mulligan(o: Obs, legal: dict[str, Action]) -> Action:
    counts = _counts(o.hand)
    # cards with a copy or two group partners; a hand that may call a mulligan has no
    # General and no triple, and typically 12 such cards against 14 for an average hand
    working = sum(counts[c] for c in range(JOKER) if counts[c] and _partners(c, counts) >= 4)
    if "mulligan" in legal and working < MULLIGAN_BELOW:
        return legal["mulligan"]
    return legal["keep"]


def choose(o: Obs, rng: random.Random) -> Action:
    legal = o.legal
    if len(legal) == 1:
        return legal[0]
    kinds = {a.kind: a for a in legal}
    if "win" in kinds:
        return kinds["win"]
    if "keep" in kinds:
        return _mulligan(o, kinds)
    counts = _counts(o.hand)
    card = o.window_card
    for kind, meld in (("quad", QUAD), ("triple", TRIPLE)):
        # a claim that lowers the hand (breaking a concealed triple for an exposed one)
        # is left alone; a win was taken above
        if kind in kinds and meld_gain(counts, [card] * (3 if meld == QUAD else 2), meld) > 0:
            return kinds[kind]
    melds = [a for a in legal if a.kind == "meld"]
    if melds:
        best, gain = _best_meld(counts, card, melds)
        must = "draw" not in kinds and "decline" not in kinds
        if must or gain > 0:
            return best
    discards = [a for a in legal if a.kind == "discard"]
    if discards:
        return min(discards, key=discard_cost(o, counts))
    for kind in ("draw", "decline", "pass"):
        if kind in kinds:
            return kinds[kind]
    return legal[0]


def discard_cost(o: Obs, counts: list[int]) -> Callable[[Action], tuple[float, bool]]:
    """How much a discard costs the easy rules: the card's partners in hand, and how
    likely the next player melds it; among equals, cards already seen go first."""
    seen = set(o.seen)

    def cost(a: Action) -> tuple[float, bool]:
        c = parse_card(a.arg)
        return (_partners(c, counts) + FEED_WEIGHT * feed_risk(o, c), c not in seen)

    return cost


def _best_meld(counts: list[int], card: int, melds: list[Action]) -> tuple[Action, float]:
    """The meld on ``card`` worth most (see ``meld_gain``), and its gain."""
    best, best_gain = melds[0], float("-inf")
    for a in melds:
        cards = sorted(parse_cards(a.arg.replace("+", " ")))
        used = list(cards)
        used.remove(card)
        gain = meld_gain(counts, used, classify(cards))
        if gain > best_gain:
            best, best_gain = a, gain
    return best, best_gain


def redact(state: Game, seat: int) -> FourColor:
    """The state as ``seat`` may know it: hidden cards replaced by a canonical guess.

    The cards ``seat`` can't see (other concealed hands and the stock) are dealt,
    sorted, into the other hands in seat order and the rest make the stock; other
    seats' private bookkeeping (winning cards, marked triples, claim rights,
    answers, mulligan rights) is cleared, and the seed and preset deals are
    forgotten. The result depends only on ``seat``'s view, so a computer deciding
    from it can't use what it must not see.
    """
    assert isinstance(state, FourColor)
    r = fast_copy(state)
    r.seed, r.presets = 0, []
    left = [COPIES] * JOKER + [JOKERS if state.options.jokers else 0]
    shown = [c for c in range(NTYPES) for _ in range(state.hands[seat][c])]
    shown += [c for melds in state.melds for m in melds for c in m[3:]]
    shown += [c for pile in state.discards for c in pile]
    if state.phase == "window" and state.source == "draw":
        shown.append(state.card)
    for c in shown:
        left[c] -= 1
    pool = [c for c in range(NTYPES) for _ in range(max(0, left[c]))]
    n = state.seats
    for s in range(n):
        if s != seat:
            k = sum(state.hands[s])
            r.hands[s] = _counts(pool[:k])
            pool = pool[k:]
    r.stock = pool
    own = range(n)
    r.wins = [state.wins[s] if s == seat else 0 for s in own]
    r.locked = [list(state.locked[s]) if s == seat else [] for s in own]
    r.claims = [state.claims[s] if s == seat else
                (TURN_BIT if state.phase == "window" and s == state.turn else 0) for s in own]
    r.answers = [state.answers[s] if s == seat else ("pass" if state.answers[s] else "")
                 for s in own]
    r.may_mulligan = [state.may_mulligan[s] if s == seat else False for s in own]
    return r


# --- the hard level: a lookahead over the cards still to come ------------------------
#
# Four Color is won by the first hand that splits entirely into melds, and any card
# shown by anyone (drawn or discarded) can be claimed to win. So what a concealed hand
# is worth is how close it is to that: a "ready" hand (one card completes it) by how
# many copies of its winning cards are still unseen; a hand one exchange away by the
# unseen cards that would make it ready (take the card into a meld, discard one: ready),
# weighted by how it can be had — a pong or kong can be claimed from anyone, other melds
# only from one's own draw or the left neighbour's discard. The hard player discards,
# claims and melds to keep that measure highest, looking through every card that could
# come next (a two-ply search over the cards, memoized); ties go to the easy rules.

READY = 1000.0  # any ready hand beats any unready one
CLAIMABLE = 1.0  # an unseen card anyone's draw or discard brings within reach
IN_TURN = 0.3  # one that only our own draw or the left neighbour's discard can bring
VALUE_WEIGHT = 0.05  # a ready hand's win value, as a tie-break between equal outs


class Planner:
    """Scores concealed hands (counts per card id) for one decision of one seat."""

    def __init__(self, state: FourColor, seat: int, unseen: list[int]) -> None:
        self.rules = state.rules
        self.locked = tuple(state.locked[seat])
        self.unseen = unseen
        self.no_generals = state.options.generals_never_discarded
        self.masks: dict[tuple[int, ...], int] = {}
        self.ready_after: dict[tuple[int, ...], bool] = {}
        self.scores: dict[tuple[int, ...], float] = {}

    def mask(self, hand: tuple[int, ...]) -> int:
        got = self.masks.get(hand)
        if got is None:
            got = self.masks[hand] = win_mask(hand, self.rules, self.locked)
        return got

    def discards(self, hand: tuple[int, ...] | list[int]) -> list[int]:
        first = 4 if self.no_generals else 0
        return [c for c in range(first, JOKER) if hand[c]
                and not (c in self.locked and hand[c] == 3)]

    def can_get_ready(self, hand: tuple[int, ...]) -> bool:
        """Whether some legal discard leaves ``hand`` ready."""
        got = self.ready_after.get(hand)
        if got is None:
            got = False
            if stuck_parts(hand, self.rules, self.locked) <= 2:
                work = list(hand)
                for d in self.discards(hand):
                    work[d] -= 1
                    if self.mask(tuple(work)):
                        got = True
                        break
                    work[d] += 1
            self.ready_after[hand] = got
        return got

    def score(self, hand: tuple[int, ...]) -> float:
        """How good a concealed hand is to hold while waiting (see above)."""
        got = self.scores.get(hand)
        if got is not None:
            return got
        unseen = self.unseen
        mask = self.mask(hand)
        if mask:
            outs = [w for w in range(NTYPES) if mask >> w & 1]
            got = READY + CLAIMABLE * sum(unseen[w] for w in outs)
            found = best_win(hand, outs[0], self.rules, self.locked) if outs else None
            got += VALUE_WEIGHT * (found[0] if found else 0)
        else:
            got = 0.0
            if stuck_parts(hand, self.rules, self.locked) <= 2:
                work = list(hand)
                for x in range(NTYPES):
                    if not unseen[x]:
                        continue
                    weight = 0.0
                    for kind, used in melds_with(hand, x, self.rules, self.locked):
                        w = CLAIMABLE if kind in (TRIPLE, QUAD) else IN_TURN
                        if w <= weight:
                            continue
                        for c in used:
                            work[c] -= 1
                        if self.can_get_ready(tuple(work)):
                            weight = w
                        for c in used:
                            work[c] += 1
                    got += weight * unseen[x]
        self.scores[hand] = got
        return got

    def best_after(self, hand: list[int] | tuple[int, ...]) -> float:
        """The best score reachable by one legal discard from ``hand``."""
        work = list(hand)
        best = -1.0
        for d in self.discards(hand):
            work[d] -= 1
            best = max(best, self.score(tuple(work)))
            work[d] += 1
        return best


TEMPO = 0.5  # a claim also brings the turn to us at once


def search(state: Game, seat: int, o: Obs, rng: random.Random, budget: float = 0.0,
           max_samples: int | None = None) -> Action:
    """The hard level's decision: the easy rules' where there is nothing to look ahead
    for (mulligans, far-off hands), else the move that leaves the best hand (``Planner``).
    An exact two-ply look, fast whatever the budget: ``budget`` and ``max_samples`` (the
    shared ``GameAI.search`` signature) are not needed."""
    assert isinstance(state, FourColor)
    legal = o.legal
    easy = choose(o, rng)
    if len(legal) == 1 or easy.kind in ("win", "mulligan", "keep"):
        return easy
    planner = Planner(state, seat, o.unseen)
    hand = list(state.hands[seat])
    values: dict[Action, float] = {}
    if state.phase == "discard":
        for a in legal:
            if a.kind == "discard":
                c = parse_card(a.arg)
                hand[c] -= 1
                values[a] = planner.score(tuple(hand))
                hand[c] += 1
    else:
        card = state.card
        hold = planner.score(tuple(hand))
        for a in legal:
            if a.kind in ("pass", "draw", "decline"):
                values[a] = hold
                continue
            if a.kind in ("quad", "triple"):
                used = [card] * (3 if a.kind == "quad" else 2)
                bonus = TEMPO
            elif a.kind == "meld":
                used = sorted(parse_cards(a.arg))
                used.remove(card)
                bonus = 0.0
            else:
                continue
            for c in used:
                hand[c] -= 1
            values[a] = planner.best_after(hand) + bonus
            for c in used:
                hand[c] += 1
    if not values:
        return easy
    top = max(values.values())
    if top <= 0:
        return easy  # nothing within two cards of a win: the easy rules know better
    best = [a for a, v in values.items() if v >= top - 1e-9]
    if easy in best or len(best) == 1:
        return easy if easy in best else best[0]
    if state.phase == "discard":
        return min(best, key=discard_cost(o, _counts(o.hand)))
    return best[0]


# --- measuring it (python -m bot bench ai) ---------------------------------------------

def _deal_gains(seed: int, players: Sequence[ComputerPlayer]) -> list[int]:
    """Each seat's score change over the first deal of the seeded match."""
    state = FourColor.new(4, FourColorOptions(), seed)
    rng = random.Random(seed * 104729 + 3)
    start = list(state.scores)
    while state.deals_completed() == 0:
        seat = state.to_act()[0]
        state.apply(seat, players[seat].choose(state, seat, rng))
    return [b - a for a, b in zip(start, state.scores, strict=True)]


def hard_vs_easy(hard: ComputerPlayer, easy: ComputerPlayer, pairs: int,
                 seed0: int = 4000) -> tuple[float, int, float]:
    """Hard against easy on the same deals, as ``bench ai`` measures the team games.

    Every seat plays for itself, so hard takes seats 0 and 2 and easy 1 and 3, then the
    same deal is played again with the seats swapped: the cards' luck cancels. Hard
    does better on a deal pair when its seats' gains over both plays add up above
    zero (the game is zero-sum, so easy's add up to the opposite). Returns (pairs hard
    did better on, plus half the ties; pairs; hard's mean gain per pair).
    """
    better = 0.0
    total = 0.0
    for i in range(pairs):
        seed = seed0 + i
        first = _deal_gains(seed, [hard, easy, hard, easy])
        second = _deal_gains(seed, [easy, hard, easy, hard])
        gain = first[0] + first[2] + second[1] + second[3]
        total += gain
        better += 1.0 if gain > 0 else 0.5 if gain == 0 else 0.0
    return better, pairs, total / max(1, pairs)
