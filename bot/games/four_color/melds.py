"""Melds (§7) and the best arrangement of a hand (§10.2): which cards form which meld,
what a concealed hand is worth at best, which cards would complete it.

The search is the hot spot of the whole game (every exposed card asks every seat
"does this complete your hand?"), so it works on counts per card id and splits
each hand into three independent components; see the comment above ``_COMP_RANGES``.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations, product
from typing import Any

from bot.games.four_color.cards import (
    ADVISOR,
    CANNON,
    CHARIOT,
    CODES,
    COPIES,
    ELEPHANT,
    GENERAL,
    HORSE,
    JOKER,
    SOLDIER,
    Card,
    make,
    sort_cards,
)

SINGLE, PAIR, COMMAND, FIELD, TRIPLE, TRICOLOUR, QUAD, FOURCOLOUR = range(8)
KIND_NAMES = ("single", "pair", "command", "field", "triple", "tricolour", "quad", "fourcolour")
CONCEALED_VALUE = (1, 0, 1, 1, 3, 1, 8, 4)
EXPOSED_VALUE = (1, 0, 1, 1, 1, 1, 6, 4)
# Meld states in the display area.
EXPOSED, REVEALED = 0, 1


def classify(cards: Sequence[Card], tricolour_soldiers_only: bool = False,
             fourcolour_soldiers_only: bool = False) -> int:
    """The meld kind of exactly these cards (§7), or -1 if they are not one meld."""
    n = len(cards)
    if n == 0 or n > 4:
        return -1
    if JOKER in cards:
        return SINGLE if n == 1 else -1
    pieces = {c >> 2 for c in cards}
    colours = {c & 3 for c in cards}
    if n == 1:
        return SINGLE if cards[0] >> 2 == GENERAL else -1
    if len(set(cards)) == 1:
        if n == 2:
            return PAIR
        if n == 3:
            return -1 if cards[0] >> 2 == GENERAL else TRIPLE
        return QUAD
    if len(pieces) == 1 and len(colours) == n:
        piece = cards[0] >> 2
        if n == 3:
            return TRICOLOUR if piece == SOLDIER or not tricolour_soldiers_only else -1
        if n == 4:
            return FOURCOLOUR if piece == SOLDIER or not fourcolour_soldiers_only else -1
        return -1
    if n == 3 and len(colours) == 1:
        if pieces == {GENERAL, ADVISOR, ELEPHANT}:
            return COMMAND
        if pieces == {CHARIOT, HORSE, CANNON}:
            return FIELD
    return -1


# The best concealed split (§10.2). A hand splits into three independent
# components: General/Advisor/Elephant, Chariot/Horse/Cannon and Soldiers (no
# meld crosses them). A component is keyed by its counts as ``bytes`` (12 or 4 of
# them): quick to hash, and memos of bytes and ints are nothing the garbage
# collector has to walk, however large they grow. Inside a component each piece is a
# "row" of four colour counts, and rows meet only in COMMANDs (G+A+E of a colour) or FIELDs
# (C+H+N). So the search enumerates how many COMMANDs/FIELDs each colour
# makes — a handful of choices — and solves every row on its own: a tiny
# memoized search over four counts (pairs, triples, quads, tricolours,
# fourcolours). Generals never go in a PAIR, TRICOLOUR or FOURCOLOUR here: as
# SINGLEs the same Generals score at least as much and always fit, so those
# melds never change the maximum (§7); alone they are SINGLEs or a QUAD.

_COMP_RANGES = ((0, 12), (12, 24), (24, 28))
_COMP_OF = tuple(0 if c < 12 else (1 if c < 24 else 2) for c in range(JOKER))
_MEMO_LIMIT = 50_000  # entries per component memo (about 10 MB at most)
# Per card: the two partners of its COMMAND/FIELD (empty for Soldiers), and the
# same piece in the three other colours.
_PARTNERS = tuple(
    tuple(make(c & 3, p) for p in ((0, 1, 2) if c < 12 else (3, 4, 5)) if p != c >> 2)
    if c < 24 else () for c in range(JOKER))
_OTHER_COLOURS = tuple(tuple(make(k, c >> 2) for k in range(4) if k != c & 3)
                       for c in range(JOKER))

Row = tuple[int, int, int, int]
_RowMove = tuple[int, Row, tuple[int, ...]]  # kind, the rest of the row, colours used
_ROWS: dict[tuple[Row, bool, bool], int] = {}


def _row_moves(row: Row, tri: bool, four: bool) -> list[_RowMove]:
    """Every meld with the lowest colour of a (non-General) row, and what remains."""
    i = 0
    while row[i] == 0:
        i += 1
    n = row[i]
    out: list[_RowMove] = []
    k = list(row)

    def take(kind: int, colours: tuple[int, ...]) -> None:
        for j in colours:
            k[j] -= 1
        out.append((kind, (k[0], k[1], k[2], k[3]), colours))
        for j in colours:
            k[j] += 1

    if n >= 2:
        take(PAIR, (i, i))
        if n >= 3:
            take(TRIPLE, (i, i, i))
            if n == 4:
                take(QUAD, (i, i, i, i))
    higher = [c for c in range(i + 1, 4) if row[c]]
    if tri and len(higher) >= 2:
        for a, b in combinations(higher, 2):
            take(TRICOLOUR, (i, a, b))
    if four and len(higher) == 3:
        take(FOURCOLOUR, (i, *higher))
    return out


def _row(row: Row, tri: bool, four: bool) -> int:
    """Best concealed value of one non-General row, or -1 if it does not split."""
    key = (row, tri, four)
    got = _ROWS.get(key)
    if got is not None:
        return got
    if not any(row):
        best = 0
    elif 1 in row and not ((tri and sum(1 for n in row if n) >= 3)
                           or (four and all(row))):
        best = -1  # a lone card that no tricolour or fourcolour can take
    else:
        best = -1
        for kind, rest, _colours in _row_moves(row, tri, four):
            sub = _row(rest, tri, four)
            if sub >= 0 and sub + CONCEALED_VALUE[kind] > best:
                best = sub + CONCEALED_VALUE[kind]
    _ROWS[key] = best
    return best


def _row_split(row: Row, tri: bool, four: bool) -> list[tuple[int, tuple[int, ...]]]:
    melds: list[tuple[int, tuple[int, ...]]] = []
    while any(row):
        target = _row(row, tri, four)
        for kind, rest, colours in _row_moves(row, tri, four):
            sub = _row(rest, tri, four)
            if sub >= 0 and sub + CONCEALED_VALUE[kind] == target:
                melds.append((kind, colours))
                row = rest
                break
        else:  # pragma: no cover - _row said it splits
            raise AssertionError("no row split found")
    return melds


def _build_rows() -> dict[tuple[bool, bool], dict[Row, int]]:
    """Solve every row (5**4 count patterns) for each option pair once, at import.

    Constant tables of 625 entries each: afterwards a row costs one dict
    lookup, so even a cold win search never recurses.
    """
    tables: dict[tuple[bool, bool], dict[Row, int]] = {}
    for tri in (True, False):
        for four in (True, False):
            table = tables[(tri, four)] = {}
            for pattern in range(5 ** 4):
                row = (pattern % 5, pattern // 5 % 5, pattern // 25 % 5, pattern // 125)
                table[row] = _row(row, tri, four)
    return tables


_ROW_TABLES = _build_rows()
_SOLDIER_ROWS = _ROW_TABLES[(True, True)]  # Soldiers: TRICOLOUR/FOURCOLOUR always allowed
_NO_LINKS = (0, 0, 0, 0)


def _generals(row: Row) -> int:
    """Generals alone: each a SINGLE (1), or four of a colour as a QUAD (8)."""
    return sum(8 if n == 4 else n for n in row)


# The same tables as lists indexed by the row's count pattern read as a base-5 number
# (red + 5·yellow + 25·green + 125·white), an impossible row as a large negative value:
# subtracting the same COMMAND/FIELD links from a component's three rows is then one
# subtraction per row, and a sum below 0 means "does not split".
_IMPOSSIBLE = -(10 ** 6)
_ROW_LISTS = {flags: [v if (v := table[(p % 5, p // 5 % 5, p // 25 % 5, p // 125)]) >= 0
                      else _IMPOSSIBLE for p in range(5 ** 4)]
              for flags, table in _ROW_TABLES.items()}
_GENERAL_LIST = [_generals((p % 5, p // 5 % 5, p // 25 % 5, p // 125)) for p in range(5 ** 4)]
_SOLDIER_LIST = [_SOLDIER_ROWS[(p % 5, p // 5 % 5, p // 25 % 5, p // 125)] for p in range(5 ** 4)]
# Per row pattern: its four counts, and a bit for each colour it holds (a COMMAND/FIELD
# needs one in all three rows).
_DIGITS = [(p % 5, p // 5 % 5, p // 25 % 5, p // 125) for p in range(5 ** 4)]
_HELD = [sum(1 << c for c in range(4) if p // 5 ** c % 5) for p in range(5 ** 4)]
# For each pattern of how many COMMANDs/FIELDs each colour could make at most: every
# choice of how many it does make, as (its base-5 pattern, how many melds), in the order
# ``itertools.product`` gives (which decides the arrangement among equal values).
_LINK_CHOICES: dict[int, tuple[tuple[int, int], ...]] = {}


def _link_choices(limit: int) -> tuple[tuple[int, int], ...]:
    got = _LINK_CHOICES.get(limit)
    if got is None:
        ranges = [range(limit // 5 ** c % 5 + 1) for c in range(4)]
        got = _LINK_CHOICES[limit] = tuple(
            (a + 5 * b + 25 * c + 125 * d, a + b + c + d) for a, b, c, d in product(*ranges))
    return got


def _component(key: bytes, comp: int, tri: bool, four: bool,
               ) -> tuple[int, tuple[int, int, int, int]]:
    """(best value, COMMAND/FIELD counts per colour) of one component; value -1 if none."""
    if comp == 2:
        return _SOLDIER_LIST[key[0] + 5 * key[1] + 25 * key[2] + 125 * key[3]], _NO_LINKS
    rows = _ROW_LISTS[(tri, four)]
    first = _GENERAL_LIST if comp == 0 else rows
    k0, k1, k2, k3, k4, k5, k6, k7, k8, k9, k10, k11 = key
    r1 = k0 + 5 * k1 + 25 * k2 + 125 * k3
    r2 = k4 + 5 * k5 + 25 * k6 + 125 * k7
    r3 = k8 + 5 * k9 + 25 * k10 + 125 * k11
    if not _HELD[r1] & _HELD[r2] & _HELD[r3]:  # no colour in all three rows: no COMMAND
        value = first[r1] + rows[r2] + rows[r3]  # or FIELD, three independent rows
        return (value if value >= 0 else -1), _NO_LINKS
    best, best_links = _linked(r1, r2, r3, first, rows)
    return best, (best_links % 5, best_links // 5 % 5, best_links // 25 % 5, best_links // 125)


def _linked(r1: int, r2: int, r3: int, first: list[int], rows: list[int]) -> tuple[int, int]:
    """(best value, COMMAND/FIELD counts per colour as a row pattern) of a component given
    as the patterns of its three rows, trying every number of COMMANDs/FIELDs per colour."""
    d1, d2, d3 = _DIGITS[r1], _DIGITS[r2], _DIGITS[r3]
    limit = (min(d1[0], d2[0], d3[0]) + 5 * min(d1[1], d2[1], d3[1])
             + 25 * min(d1[2], d2[2], d3[2]) + 125 * min(d1[3], d2[3], d3[3]))
    best, best_links = -1, 0
    for links, made in _link_choices(limit):
        value = made + first[r1 - links] + rows[r2 - links] + rows[r3 - links]
        if value > best:
            best, best_links = value, links
    return best, best_links


def _splits(r1: int, r2: int, r3: int, first: list[int], rows: list[int]) -> bool:
    """Whether a component given as the patterns of its three rows splits into melds."""
    if not _HELD[r1] & _HELD[r2] & _HELD[r3]:
        return first[r1] + rows[r2] + rows[r3] >= 0
    return _linked(r1, r2, r3, first, rows)[0] >= 0


class Rules:
    """The option flags the meld search needs, with that rule set's memo tables.

    One instance per flag combination (see ``rules_for``), so the memo of best
    splits is shared by every match played under the same rules.
    """

    __slots__ = ("completions", "four_any", "memos", "tri_any")

    def __init__(self, tri_any: bool = True, four_any: bool = True) -> None:
        self.tri_any = tri_any  # TRICOLOUR with any piece (else Soldiers only)
        self.four_any = four_any  # FOURCOLOUR with any piece (else Soldiers only)
        self.memos: tuple[dict[bytes, int], ...] = ({}, {}, {})
        # per component: the cards that would complete it (see ``win_mask``)
        self.completions: tuple[dict[bytes, int], ...] = ({}, {}, {})

    def classify(self, cards: Sequence[Card]) -> int:
        return classify(cards, not self.tri_any, not self.four_any)

    def clear(self) -> None:
        for memo in (*self.memos, *self.completions):
            memo.clear()


_RULES = {(a, b): Rules(a, b) for a in (True, False) for b in (True, False)}


def rules_for(tricolour_soldiers_only: bool = False,
              fourcolour_soldiers_only: bool = False) -> Rules:
    return _RULES[(not tricolour_soldiers_only, not fourcolour_soldiers_only)]


def clear_memo() -> None:
    """Forget every memoized split and win (benchmarks measure cold searches).

    The row table is a constant built at import, so it stays.
    """
    for rules in _RULES.values():
        rules.clear()


def _best(key: bytes, comp: int, rules: Rules) -> int:
    """Highest concealed value of a split of one component into melds, or -1."""
    memo = rules.memos[comp]
    got = memo.get(key)
    if got is None:
        if len(memo) > _MEMO_LIMIT:
            memo.clear()
        got = memo[key] = _component(key, comp, rules.tri_any, rules.four_any)[0]
    return got


def _split(key: bytes, comp: int, rules: Rules) -> list[tuple[int, list[Card]]]:
    """The melds of one best split of a component (which must be splittable)."""
    value, links = _component(key, comp, rules.tri_any, rules.four_any)
    assert value >= 0, "no split found"
    lo = _COMP_RANGES[comp][0]
    if comp == 2:
        return [(kind, [lo + c for c in colours])
                for kind, colours in _row_split((key[0], key[1], key[2], key[3]), True, True)]
    melds: list[tuple[int, list[Card]]] = []
    for colour, n in enumerate(links):
        kind = COMMAND if comp == 0 else FIELD
        melds += [(kind, [lo + colour, lo + 4 + colour, lo + 8 + colour])] * n
    for r in (0, 4, 8):
        row = (key[r] - links[0], key[r + 1] - links[1], key[r + 2] - links[2],
               key[r + 3] - links[3])
        if comp == 0 and r == 0:
            for colour, n in enumerate(row):
                melds += [(QUAD, [colour] * 4)] if n == 4 else [(SINGLE, [colour])] * n
            continue
        melds += [(kind, [lo + r + c for c in colours])
                  for kind, colours in _row_split(row, rules.tri_any, rules.four_any)]
    return melds


def _without_locked(hand: Sequence[int], locked: Sequence[Card]) -> tuple[list[int], int]:
    """Counts with intact dealt triples set aside (each a fixed TRIPLE worth 3, §5.2)."""
    counts = list(hand)
    extra = 0
    for card in locked:
        if counts[card] == 3:
            counts[card] = 0
            extra += 3
    return counts, extra


def hidden_value(hand: Sequence[int], rules: Rules, locked: Sequence[Card] = ()) -> int:
    """Best concealed value of a whole hand of counts, or -1 if it does not split."""
    counts, total = _without_locked(hand, locked) if locked else (hand, 0)
    whole = bytes(counts)
    memos = rules.memos
    for comp, (lo, hi) in enumerate(_COMP_RANGES):
        key = whole[lo:hi]
        value = memos[comp].get(key)
        if value is None:
            value = _best(key, comp, rules)
        if value < 0:
            return -1
        total += value
    return total + counts[JOKER]


def hidden_split(hand: Sequence[int], rules: Rules,
                 locked: Sequence[Card] = ()) -> list[tuple[int, list[Card]]]:
    """The melds of a best split of a complete hand (check ``hidden_value`` first)."""
    counts, _ = _without_locked(hand, locked) if locked else (list(hand), 0)
    melds: list[tuple[int, list[Card]]] = []
    for card in locked:
        if hand[card] == 3:
            if card >> 2 == GENERAL:
                melds += [(SINGLE, [card])] * 3
            else:
                melds.append((TRIPLE, [card] * 3))
    for comp, (lo, hi) in enumerate(_COMP_RANGES):
        melds += _split(bytes(counts[lo:hi]), comp, rules)
    melds += [(SINGLE, [JOKER])] * counts[JOKER]
    return melds


_JOKER_MELDS: list[tuple[int, tuple[Card, ...]]] = [(SINGLE, ())]


def melds_with(hand: Sequence[int], card: Card, rules: Rules,
               locked: Sequence[Card] = ()) -> list[tuple[int, tuple[Card, ...]]]:
    """Every meld that ``card`` can form with concealed cards: (kind, concealed cards used).

    Under ``no_split_dealt_triple`` a card of an intact dealt triple may only
    join as all three with the fourth copy (a QUAD).
    """
    if card == JOKER:
        return _JOKER_MELDS
    if locked:
        return _melds_with_locked(hand, card, rules, locked)
    n = hand[card]
    out: list[tuple[int, tuple[Card, ...]]] = []
    if card < 4:
        out.append((SINGLE, ()))
    if n:
        out.append((PAIR, (card,)))
        if n >= 2:
            if card >= 4:
                out.append((TRIPLE, (card, card)))
            if n >= 3:
                out.append((QUAD, (card, card, card)))
    partners = _PARTNERS[card]
    if partners and hand[partners[0]] and hand[partners[1]]:
        out.append((COMMAND if card < 12 else FIELD, partners))
    soldier = card >= 24
    if soldier or rules.tri_any or rules.four_any:
        a, b, c = _OTHER_COLOURS[card]
        same = [x for x in (a, b, c) if hand[x]]
        if len(same) >= 2:
            if soldier or rules.tri_any:
                out += [(TRICOLOUR, pair) for pair in combinations(same, 2)]
            if len(same) == 3 and (soldier or rules.four_any):
                out.append((FOURCOLOUR, (a, b, c)))
    return out


def _melds_with_locked(hand: Sequence[int], card: Card, rules: Rules,
                       locked: Sequence[Card]) -> list[tuple[int, tuple[Card, ...]]]:
    """``melds_with`` when intact dealt triples may not be split."""
    def free(x: Card) -> bool:
        return not (x in locked and hand[x] == 3)

    out = []
    for kind, used in melds_with(hand, card, rules):
        if kind == QUAD or all(free(x) for x in used):
            out.append((kind, used))
        # a PAIR or TRIPLE with some of an intact triple is excluded above
    return out


def best_win(hand: Sequence[int], card: Card, rules: Rules,
             locked: Sequence[Card] = ()) -> tuple[int, int, tuple[Card, ...]] | None:
    """The best win with ``card`` added to ``hand``: (value, meld kind, concealed cards used).

    The value counts the exposed meld that takes the card plus the best split
    of the rest of the concealed hand; None if no meld leaves the rest complete.
    """
    counts, extra = _without_locked(hand, locked) if locked else (hand, 0)
    comp = _COMP_OF[card] if card != JOKER else -1
    base = extra + counts[JOKER]
    for k, (a, b) in enumerate(_COMP_RANGES):
        if k != comp:
            value = _best(bytes(counts[a:b]), k, rules)
            if value < 0:
                return None
            base += value
    if card == JOKER:  # a joker only ever melds as a SINGLE
        return (base + EXPOSED_VALUE[SINGLE], SINGLE, ())
    found = _best_meld(hand, counts, card, comp, rules, locked)
    if found is None:
        return None
    return (base + found[0], found[1], found[2])


def _best_meld(hand: Sequence[int], counts: Sequence[int], card: Card, comp: int,
               rules: Rules, locked: Sequence[Card]) -> tuple[int, int, tuple[Card, ...]] | None:
    """Best (exposed meld value + split of the rest of ``card``'s component)."""
    lo, hi = _COMP_RANGES[comp]
    best: tuple[int, int, tuple[Card, ...]] | None = None
    for kind, used in melds_with(hand, card, rules, locked):
        rest = list(counts[lo:hi])
        bonus = EXPOSED_VALUE[kind]
        if kind == QUAD and locked and card in locked and hand[card] == 3:
            bonus -= 3  # the intact dealt triple joins the quad instead of scoring 3 alone
        else:
            for c in used:
                rest[c - lo] -= 1
        value = _best(bytes(rest), comp, rules)
        if value >= 0 and (best is None or value + bonus > best[0]):
            best = (value + bonus, kind, used)
    return best


def stuck_parts(hand: Sequence[int], rules: Rules, locked: Sequence[Card] = ()) -> int:
    """How many of a hand's three independent parts do not split into melds (a hand one
    card from complete has at most one; after a discard and a card, at most two)."""
    counts = _without_locked(hand, locked)[0] if locked else hand
    memos = rules.memos
    stuck = 0
    for comp, (lo, hi) in enumerate(_COMP_RANGES):
        key = bytes(counts[lo:hi])
        value = memos[comp].get(key)
        if value is None:
            value = _best(key, comp, rules)
        stuck += value < 0
    return stuck


def win_mask(hand: Sequence[int], rules: Rules, locked: Sequence[Card] = ()) -> int:
    """A bitmask of the card ids that would complete ``hand`` (a win).

    A card completes the hand exactly when the hand plus that card splits
    into melds (the card's meld is then the one that takes it). No meld crosses
    components, so: with two components stuck no card helps (the usual case);
    with one stuck, the cards that complete that component; with none, the cards
    that keep some component complete. Each is one memoized lookup per component.
    """
    counts = _without_locked(hand, locked)[0] if locked else hand
    whole = bytes(counts)
    memo0, memo1, memo2 = rules.memos
    k2 = whole[24:28]
    v2 = memo2.get(k2)
    if v2 is None:
        v2 = _best(k2, 2, rules)
    k1 = whole[12:24]
    v1 = memo1.get(k1)
    if v1 is None:
        v1 = _best(k1, 1, rules)
    if v1 < 0 and v2 < 0:
        return 0
    k0 = whole[0:12]
    v0 = memo0.get(k0)
    if v0 is None:
        v0 = _best(k0, 0, rules)
    if v0 < 0:
        return 0 if v1 < 0 or v2 < 0 else _completion(k0, 0, rules)
    if v1 < 0:
        return _completion(k1, 1, rules)
    if v2 < 0:
        return _completion(k2, 2, rules)
    mask = _completion(k0, 0, rules) | _completion(k1, 1, rules) | _completion(k2, 2, rules)
    for card in locked:  # the fourth copy joins an intact dealt triple as a QUAD
        if hand[card] == 3:
            mask |= 1 << card
    return mask | 1 << JOKER  # a joker is a SINGLE: it completes any complete hand


def _completion(key: bytes, comp: int, rules: Rules) -> int:
    """The cards (as a bitmask of card ids) that make component ``key`` split into melds."""
    memo = rules.completions[comp]
    got = memo.get(key)
    if got is None:
        if len(memo) > _MEMO_LIMIT:
            memo.clear()
        got = 0
        # each card added is one more in one colour of one row: its pattern + 5 ** colour
        if comp == 2:
            row = key[0] + 5 * key[1] + 25 * key[2] + 125 * key[3]
            for c in range(4):
                if key[c] < COPIES and _SOLDIER_LIST[row + 5 ** c] >= 0:
                    got |= 1 << (24 + c)
        else:
            lo = _COMP_RANGES[comp][0]
            rows = _ROW_LISTS[(rules.tri_any, rules.four_any)]
            first = _GENERAL_LIST if comp == 0 else rows
            r = [key[i] + 5 * key[i + 1] + 25 * key[i + 2] + 125 * key[i + 3]
                 for i in (0, 4, 8)]
            for j, n in enumerate(key):
                if n < COPIES:
                    grown = r[:]
                    grown[j >> 2] += 5 ** (j & 3)
                    if _splits(grown[0], grown[1], grown[2], first, rows):
                        got |= 1 << (lo + j)
        memo[key] = got
    return got


WinningHand = tuple[list[dict[str, Any]], int, list[int], list[Card], int, list[Card]]


def win_arrangement(hand: Sequence[int], card: Card, rules: Rules, locked: Sequence[Card],
                    shown: Sequence[Sequence[int]]) -> WinningHand:
    """The best arrangement of a winning hand (§10.2) and what it leaves.

    ``hand``: the concealed counts; ``card``: the card won with (-1: a declared win);
    ``shown``: the seat's melds on the table (``[kind, value, state, *cards]``).
    Returns (every meld as data — kind, card codes, value, state, and ``winning`` for
    the meld that took the card —, the hand's value, the concealed counts and intact
    dealt triples left, the winning meld's kind and cards). Raises RuntimeError when
    the arrangement is not 21 cards or its value is even (§7): either means cards were
    lost or duplicated, so the caller scores nothing. Real errors, not asserts, which
    ``python -O`` would drop.
    """
    melds: list[dict[str, Any]] = [
        {"kind": KIND_NAMES[m[0]], "cards": [CODES[c] for c in m[3:]], "value": m[1],
         "state": "revealed" if m[2] == REVEALED else "exposed"}
        for m in shown]
    rest, still_locked = list(hand), list(locked)
    winning: list[Card] = []
    kind = -1
    if card >= 0:
        found = best_win(hand, card, rules, locked)
        if found is None:
            raise RuntimeError(f"a win with {CODES[card]} was offered that does not exist")
        _value, kind, used = found
        for c in used:
            rest[c] -= 1
        if kind == QUAD and card in still_locked:
            still_locked.remove(card)
        winning = sort_cards([card, *used])
        melds.append({"kind": KIND_NAMES[kind], "cards": [CODES[c] for c in winning],
                      "value": EXPOSED_VALUE[kind], "state": "exposed", "winning": True})
    for split_kind, cards in hidden_split(rest, rules, still_locked):
        melds.append({"kind": KIND_NAMES[split_kind], "cards": [CODES[c] for c in cards],
                      "value": CONCEALED_VALUE[split_kind], "state": "concealed"})
    value = sum(m["value"] for m in melds)
    total_cards = sum(len(m["cards"]) for m in melds)
    if total_cards != 21:
        raise RuntimeError(f"a winning hand has {total_cards} cards, not 21")
    if value % 2 != 1:
        raise RuntimeError(f"a winning hand's value must be odd, got {value}")
    return melds, value, rest, still_locked, kind, winning
