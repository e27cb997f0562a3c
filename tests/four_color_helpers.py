"""Shared by the Four Color tests: an independent meld oracle, filler hands, and the
same table with what a seat can't see dealt anew.

The oracle works on card codes ("RC", "WS") straight from the table in §7 of
the spec, with none of the engine's search tricks (no components, no dominance
pruning, no card ids), so it can check the engine's best arrangement.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from functools import cache
from itertools import combinations
from typing import Any

from bot.engine import InvalidPosition
from bot.games.four_color import CODES, REVEALED, FourColor, parse_card, rules_for, win_mask

CONCEALED = {"single": 1, "pair": 0, "command": 1, "field": 1, "triple": 3, "tricolour": 1,
             "quad": 8, "fourcolour": 4}
EXPOSED = {"single": 1, "pair": 0, "command": 1, "field": 1, "triple": 1, "tricolour": 1,
           "quad": 6, "fourcolour": 4}
NEG = -(10**9)
ALL_CODES = [c + p for c in "RYGW" for p in "GAECHNS"]


def oracle_kind(cards: Sequence[str], tri_soldiers: bool = False,
                four_soldiers: bool = False) -> str | None:
    """The meld these exact cards make, by the table of §7 (None if not a meld)."""
    n = len(cards)
    if "JK" in cards:
        return "single" if n == 1 else None
    colours = [c[0] for c in cards]
    pieces = [c[1] for c in cards]
    if n == 1:
        return "single" if pieces[0] == "G" else None
    if len(set(cards)) == 1:
        if n == 2:
            return "pair"
        if n == 3:
            return None if pieces[0] == "G" else "triple"
        if n == 4:
            return "quad"
        return None
    if len(set(pieces)) == 1 and len(set(colours)) == n:
        if n == 3 and (pieces[0] == "S" or not tri_soldiers):
            return "tricolour"
        if n == 4 and (pieces[0] == "S" or not four_soldiers):
            return "fourcolour"
        return None
    if n == 3 and len(set(colours)) == 1:
        if sorted(pieces) == sorted("GAE"):
            return "command"
        if sorted(pieces) == sorted("CHN"):
            return "field"
    return None


def _related(a: str, b: str) -> bool:
    """Every meld's cards share a colour or a piece (true of every row of §7)."""
    if "JK" in (a, b):
        return False  # a joker is only ever a SINGLE
    return a[0] == b[0] or a[1] == b[1]


Choice = tuple[tuple[str, ...], tuple[int, ...]]


def _meld_choices(first: str, rest: tuple[str, ...]) -> set[Choice]:
    """Every way to add 0-3 cards of ``rest`` to ``first`` (deduplicated by cards)."""
    candidates = [i for i, c in enumerate(rest) if _related(first, c)]
    seen: dict[tuple[str, ...], tuple[int, ...]] = {}
    for size in range(4):
        for idx in combinations(candidates, size):
            cards = tuple(sorted((first, *(rest[i] for i in idx))))
            seen.setdefault(cards, idx)
    return {(cards, idx) for cards, idx in seen.items()}


@cache
def brute_best(cards: tuple[str, ...], tri_soldiers: bool = False,
               four_soldiers: bool = False) -> int:
    """Best concealed value over EVERY split of ``cards`` (sorted) into melds; NEG if none."""
    if not cards:
        return 0
    first, rest = cards[0], cards[1:]
    best = NEG
    for meld, idx in _meld_choices(first, rest):
        kind = oracle_kind(meld, tri_soldiers, four_soldiers)
        if kind is None:
            continue
        left = tuple(c for i, c in enumerate(rest) if i not in idx)
        sub = brute_best(left, tri_soldiers, four_soldiers)
        if sub > NEG:
            best = max(best, sub + CONCEALED[kind])
    return best


def brute_win(hidden: Sequence[str], card: str, tri_soldiers: bool = False,
              four_soldiers: bool = False, locked: Sequence[str] = ()) -> int:
    """Best value of (exposed meld taking ``card``) + best split of the rest; NEG if none.

    ``locked`` lists intact dealt triples (variant no_split_dealt_triple): each
    is a fixed TRIPLE worth 3, or joins ``card`` as a QUAD.
    """
    pool = list(hidden)
    fixed = 0
    for code in locked:
        for _ in range(3):
            pool.remove(code)
        fixed += 3
    best = NEG
    rest = tuple(sorted(pool))
    for meld, idx in _meld_choices(card, rest):
        kind = oracle_kind(meld, tri_soldiers, four_soldiers)
        if kind is None:
            continue
        left = tuple(c for i, c in enumerate(rest) if i not in idx)
        sub = brute_best(left, tri_soldiers, four_soldiers)
        if sub > NEG:
            best = max(best, fixed + sub + EXPOSED[kind])
    if card in locked:  # the dealt triple and the fourth copy: an exposed QUAD
        sub = brute_best(rest, tri_soldiers, four_soldiers)
        if sub > NEG:
            best = max(best, fixed - 3 + sub + EXPOSED["quad"])
    return best


def brute_hidden(hidden: Sequence[str], tri_soldiers: bool = False,
                 four_soldiers: bool = False, locked: Sequence[str] = ()) -> int:
    pool = list(hidden)
    for code in locked:
        for _ in range(3):
            pool.remove(code)
    sub = brute_best(tuple(sorted(pool)), tri_soldiers, four_soldiers)
    return sub + 3 * len(locked) if sub > NEG else NEG


def check_win_record(entry: dict[str, Any], options: dict[str, Any]) -> None:
    """A declared win is a valid 21-card arrangement scored at the brute-force best."""
    tri = bool(options.get("tricolour_soldiers_only"))
    four = bool(options.get("fourcolour_soldiers_only"))
    revealed_value = 6 if options.get("dealt_quad_value") == "exposed" else 8
    melds = entry["melds"]
    assert sum(len(m["cards"]) for m in melds) == 21
    fixed = 0
    concealed: list[str] = []
    winning = [m for m in melds if m.get("winning")]
    for m in melds:
        kind = oracle_kind(m["cards"], tri, four)
        assert kind is not None and kind == m["kind"], f"{m} is not a {m['kind']}"
        if m["state"] == "revealed":
            assert m["value"] == revealed_value
            fixed += revealed_value
        elif m["state"] == "exposed":
            assert m["value"] == EXPOSED[kind]
            if not m.get("winning"):
                fixed += m["value"]
        else:
            assert m["value"] == CONCEALED[kind]
            concealed += m["cards"]
    assert entry["value"] == sum(m["value"] for m in melds)
    assert entry["value"] % 2 == 1
    hidden = entry["hidden_before"]
    locked = entry.get("locked", [])
    if entry["card"] and entry["source"] != "hand":
        assert len(winning) == 1 and entry["card"] in winning[0]["cards"]
        taken = list(winning[0]["cards"])
        taken.remove(entry["card"])
        assert Counter(taken + concealed) == Counter(hidden)
        best = brute_win(hidden, entry["card"], tri, four, locked)
        assert entry["value"] - fixed == best, (entry, best)
    else:
        assert Counter(concealed) == Counter(hidden)
        best = brute_hidden(hidden, tri, four, locked)
        assert entry["value"] - fixed == best, (entry, best)


# --- hands for the worked examples ---------------------------------------------

FILL_ORDER = [c + p for p in "GAECHNS" for c in "RYGW"]


def fill(hands: dict[int, str], dealer: int, *, melds: dict[int, list[str]] | None = None,
         stock: str = "", avoid: str = "", seats: int = 4) -> list[str]:
    """Every seat's concealed hand for ``FourColor.position``, the given ones completed.

    Seats not given get filler hands: a General (so no filler could call a
    mulligan), then distinct cards, never a card listed in ``avoid``, and never
    a hand that a card in ``avoid`` would complete. Tests expose only cards in
    ``avoid``, so fillers never claim anything. A given hand ending in ``...`` is
    filled up the same way. The dealer gets 21 cards, the others 20, less the
    cards of their ``melds``; ``stock`` lists cards the fillers must leave alone.
    """
    melds = melds or {}
    given = {s: [c for c in h.split() if c != "..."] for s, h in hands.items()}
    partial = {s for s, h in hands.items() if h.rstrip().endswith("...")}
    meld_cards = {s: [m.split() for m in ms] for s, ms in melds.items()}
    used = Counter(c for h in given.values() for c in h)
    used += Counter(c for ms in meld_cards.values() for m in ms for c in m)
    used += Counter(stock.split())
    avoided = set(avoid.split())
    exposed = sum(1 << parse_card(code) for code in avoided)
    out: list[str] = []
    for seat in range(seats):
        if seat in given and seat not in partial:
            out.append(" ".join(given[seat]))
            continue
        need = (21 if seat == dealer else 20) - sum(len(m) for m in meld_cards.get(seat, []))
        for attempt in range(96):
            filled = _filler(list(given.get(seat, [])), need, seat * 7 + attempt, used,
                             avoided)
            if filled is None:
                continue
            hand = filled
            ids = [0] * 29
            for code in hand:
                ids[parse_card(code)] += 1
            if not win_mask(ids, rules_for()) & exposed:  # no card the test shows wins
                break
        else:
            raise AssertionError(f"no junk filler for seat {seat}")
        used.update(hand[len(given.get(seat, [])):])
        out.append(" ".join(hand))
    return out


def _filler(hand: list[str], need: int, offset: int, used: Counter[str],
            avoided: set[str]) -> list[str] | None:
    """Fill ``hand`` to ``need`` cards with junk that no single card completes.

    One General (so no mulligan), two lone cards in different groups (an
    Advisor or Elephant, and a Chariot, Horse or Cannon, with nothing they
    could meld with), and pairs of other cards.
    """
    colours = "RYGW"
    lone_a = colours[offset % 4] + "AE"[offset // 4 % 2]
    lone_b = colours[offset // 8 % 4] + "CHN"[offset // 32 % 3]

    def rescuers(lone: str) -> set[str]:
        """Enough partners of ``lone`` to ban so that it fits no meld: one of its
        COMMAND/FIELD partners and two of the three other colours of its piece."""
        partner = {"A": "E", "E": "A", "C": "H", "H": "N", "N": "C"}[lone[1]]
        others = [c + lone[1] for c in colours if c != lone[0]]
        return {lone, lone[0] + partner, *others[:2]}

    banned = avoided | rescuers(lone_a) | rescuers(lone_b)
    free = [code for code in FILL_ORDER[4:] if code not in banned]
    start = offset % len(free)
    free = free[start:] + free[:start]
    taken: Counter[str] = Counter()

    def add(code: str, copies: int) -> None:
        if len(hand) + copies <= need and used[code] + taken[code] + copies <= 4:
            hand.extend([code] * copies)
            taken[code] += copies

    for general in FILL_ORDER[:4]:
        if general not in avoided and not taken:
            add(general, 1)
    for lone in (lone_a, lone_b):
        if lone not in avoided and lone not in hand:
            add(lone, 1)
    for code in free:
        add(code, 2)
    for code in free + FILL_ORDER[:4]:  # singles when pairs run out
        add(code, 1)
    return hand if len(hand) == need else None


def shuffle_hidden(state: FourColor, seat: int | None, rng: random.Random) -> FourColor:
    """The same table with the cards ``seat`` can't see (others' concealed hands, the
    stock) dealt anew, rebuilt by ``FourColor.position``: so the engine derives anew all
    that follows from the hands (winning cards, claims, who is asked, mulligan rights).

    Answers already given stay given (a seat that answered is not asked again); one the
    new hand no longer allows becomes that seat's last legal answer (pass, draw …), as
    answers are secret. Deals that could not be (four identical concealed cards, which
    the deal reveals; a mulligan question with no weak hand) are dealt again.
    """
    desc = state.describe()
    others = [s for s in range(state.seats) if s != seat]
    pool = [c for s in others for c, n in enumerate(state.hands[s]) for _ in range(n)]
    pool += state.stock
    sizes = {s: sum(state.hands[s]) for s in others}
    for s in others:
        desc["locked"].pop(s, None)  # no longer known to be intact
    answers = desc.pop("answers", {})
    for _ in range(200):
        rng.shuffle(pool)
        hands, rest = {}, pool
        for s in others:
            hands[s], rest = rest[:sizes[s]], rest[sizes[s]:]
            revealed = [CODES[m[3]] for m in state.melds[s] if m[2] == REVEALED] * 4
            desc["hands"][s] = " ".join(revealed + [CODES[c] for c in hands[s]])
        desc["stock"] = " ".join(CODES[c] for c in reversed(rest))
        if any(max(Counter(h).values(), default=0) == 4 for h in hands.values()):
            continue
        try:
            if state.phase != "window":
                return FourColor.position(**desc, answers=answers)
            bare = FourColor.position(**desc)
        except InvalidPosition:
            continue
        for s, answer in list(answers.items()):
            legal = [str(a) for a in bare.legal_actions(s)]
            if legal and answer not in legal:
                answers[s] = legal[-1]
        return FourColor.position(**desc, answers=answers)
    raise AssertionError("no other deal fits this position")
