"""Settling a deal (§10): pots, chips and the record of what moved.

Pure functions over the pots and chips they are given, so the scoring examples of
§13 can be checked without a state, and the state (``game``) calls them once per
deal. The record they return is all that is kept of a deal: the "Last deal" text
is rendered from it (``text.deal_lines``), and ``Prefa.deal_records`` hands it out.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from bot.engine.game import DealRecord
from bot.games.prefa.rules import (
    ALONE,
    BOTH_PASS,
    CONTRACTS,
    GAME_VALUE,
    LEVEL,
    REQ_L,
    REQ_R,
    TOGETHER,
    PrefaOptions,
)


def pot_decrease(pots: list[int], chips: list[int], seat: int,
                 amount: int) -> tuple[int, list[list[int]], int]:
    """§10.3: work ``amount`` off ``seat``'s pot, overflowing into the others at 10 chips.

    Changes ``pots`` and ``chips`` in place. Returns (points off the seat's own pot,
    ``[[seat, points], …]`` taken from the others in that order, points dropped
    because every pot is empty).
    """
    own = min(pots[seat], amount)
    pots[seat] -= own
    rest = amount - own
    if rest == 0:
        return own, [], 0
    a, b = (seat + 1) % 3, (seat + 2) % 3
    if pots[a] != pots[b]:
        big, small = (a, b) if pots[a] > pots[b] else (b, a)
        take_big = min(pots[big], rest)
        takes = ((big, take_big), (small, min(pots[small], rest - take_big)))
    else:  # equal: ceil to the declarer's right (§12 Q6)
        takes = ((a, min(pots[a], (rest + 1) // 2)), (b, min(pots[b], rest // 2)))
    taken: list[list[int]] = []
    for q, points in takes:
        if points:
            pots[q] -= points
            chips[q] -= 10 * points
            chips[seat] += 10 * points
            taken.append([q, points])
    return own, taken, rest - sum(points for _, points in taken)


def settle(options: PrefaOptions, declarer: int, contract: int, mode: str, active: int,
           other: int, tricks: list[int], pots: list[int], chips: list[int],
           number: int) -> dict[str, Any]:
    """Settle one deal (§10.4) into ``pots`` and ``chips``; return its record.

    Every chip that moves (pot overflow and trick payments alike) goes straight into
    ``chips``; the deal's net change is read off against a copy taken first, so the
    TOGETHER adjustment and the record both see everything that moved.

    The record is a ``DealRecord`` as a dict (``number``, ``declarer``, ``contract``
    code, ``made``, ``margin``, ``changes`` per seat, ``detail``), codes and ints only.
    """
    d, idx = declarer, contract
    gv, c = GAME_VALUE[idx], LEVEL[idx]
    r, left = (d + 1) % 3, (d + 2) % 3
    t = tricks
    big_t = t[d]
    before = chips[:]
    pot = 0                               # the declarer's own pot: + increase, − decrease
    takes: list[list[int]] = []
    dropped = 0
    short: list[list[int]] = []           # [seat, tricks, needed] of each short defender
    combined = False

    if mode == BOTH_PASS:
        case = "A"
        own, takes, dropped = pot_decrease(pots, chips, d, gv)
        pot = -own
    elif big_t < c:                                                  # case B
        case = "B"
        mult = 2 if options.solo_doubling and c - big_t >= 2 else 1
        pot = gv * mult
        pots[d] += pot
        for i in ((active,) if mode == ALONE else (r, left)):
            _transfer(chips, d, i, gv * t[i] * mult)
    elif mode == ALONE:                                              # case C
        i = active
        req = REQ_R[c] if options.lone_requirement == "right_column" or i == r else REQ_L[c]
        if t[i] >= req:
            case = "C"
            own, takes, dropped = pot_decrease(pots, chips, d, gv)
            pot = -own
            _transfer(chips, d, i, gv * t[i])
        else:
            case = "C-short"
            short.append([i, t[i], req])
            mult = 2 if options.solo_doubling and req - t[i] >= 2 and big_t - c >= 2 else 1
            _transfer(chips, i, d, gv * big_t * mult)
    elif big_t == c:                                                 # case D
        case = "D"
        own, takes, dropped = pot_decrease(pots, chips, d, gv)
        pot = -own
        _transfer(chips, d, r, gv * t[r])
        _transfer(chips, d, left, gv * t[left])
    elif mode == TOGETHER and options.together_scoring == "combined":  # case E, combined
        case, combined = "E", True
        # One defender holding t_R + t_L against req_R + req_L = 10 − c: his
        # shortfall is exactly the overtricks, so §10.6 needs only T − c ≥ 2.
        mult = 2 if options.solo_doubling and big_t - c >= 2 else 1
        _transfer(chips, active, d, gv * big_t * mult)
    else:                                                            # case E
        case = "E"
        doubled: list[int] = []
        for i, req in ((r, REQ_R[c]), (left, REQ_L[c])):
            if t[i] < req:
                mult = 2 if options.solo_doubling and req - t[i] >= 2 and big_t - c >= 2 else 1
                short.append([i, t[i], req])
                doubled.append(mult)
                _transfer(chips, i, d, gv * big_t * mult)
        if len(short) == 1:
            i = short[0][0]
            j = left if i == r else r
            _transfer(chips, i, j, gv * t[j] * doubled[0])
    moved = 0
    if mode == TOGETHER:
        moved = _take_over_helper(chips, before, active, other)
    detail: dict[str, Any] = {
        "index": idx, "mode": mode, "case": case, "tricks": t[:],
        "active": active if active >= 0 else None, "other": other if other >= 0 else None,
        "pot": pot, "takes": takes, "dropped": dropped, "short": short,
        "moved": moved, "pots": pots[:]}
    if combined:
        detail["combined"] = True
    return {"number": number, "declarer": d, "contract": CONTRACTS[idx],
            "made": mode == BOTH_PASS or big_t >= c,
            "margin": 0 if mode == BOTH_PASS else big_t - c,
            "changes": [chips[0] - before[0], chips[1] - before[1], chips[2] - before[2]],
            "detail": detail}


def _transfer(chips: list[int], payer: int, payee: int, amount: int) -> None:
    """§10.3 transfer: ``payer`` gives ``payee`` ``amount`` chips."""
    chips[payer] -= amount
    chips[payee] += amount


def _take_over_helper(chips: list[int], before: list[int], active: int, helper: int) -> int:
    """§10.4 TOGETHER adjustment: the helper's whole net chip change moves to the active.

    §8 says the helper "neither pays nor receives anything", and §10.4 moves his
    *entire* net change for the deal, so this includes chips he paid because the
    declarer's pot overflowed into his (case D). His pot still loses those points —
    the overflow takes them from the pots as they stand (§10.3), and pots are not
    money (§10.5) — but the 10 chips a point for them are borne by the active defender.
    Returns the amount moved.
    """
    moved = chips[helper] - before[helper]
    chips[active] += moved
    chips[helper] -= moved
    return moved


def scores_if_stopped(pots: Sequence[int], chips: Sequence[int]) -> list[Fraction]:
    """§10.5 early stop: chips plus 10 × (mean pot − own pot); plain chips once pots are 0."""
    mean = Fraction(sum(pots), 3)
    return [chips[s] + 10 * (mean - pots[s]) for s in range(3)]


def round_half_away(value: Fraction) -> int:
    """Nearest integer; an exact half goes away from zero (2.5 → 3, −2.5 → −3)."""
    whole, rest = divmod(abs(value), 1)
    magnitude = int(whole) + (1 if rest >= Fraction(1, 2) else 0)
    return magnitude if value >= 0 else -magnitude


def round_zero_sum(exact: Sequence[Fraction]) -> list[int]:
    """Round scores that sum to zero into whole numbers that still sum to zero.

    Each is rounded to the nearest (``round_half_away``). Whatever that leaves
    over (one chip for Prefa's thirds) is settled at the edge of the standing:
    a missing chip goes to the top score, a surplus one comes off the bottom
    score, so nobody overtakes anybody. When two seats share that edge, the
    chip goes to the third seat instead (the other edge), so equal scores stay
    equal; only then can a lead of less than one chip round to a draw.
    """
    scores = [round_half_away(x) for x in exact]
    n = len(scores)
    while (off := sum(scores)) != 0:
        up = off < 0                      # the sum is short: someone gets a chip
        order = sorted(range(n), key=lambda s: exact[s], reverse=up)
        seat = order[0] if exact[order[0]] != exact[order[1]] else order[-1]
        scores[seat] += 1 if up else -1
    return scores


def as_record(stored: dict[str, Any], copy: bool = True) -> DealRecord:
    """A deal's record as kept in the state (plain JSON) as the engine's ``DealRecord``;
    its ``detail`` is a copy (unless the caller only reads it), so a reader can't
    change the state."""
    return DealRecord(number=stored["number"], declarer=stored["declarer"],
                      contract=stored["contract"], made=stored["made"],
                      margin=stored["margin"], changes=tuple(stored["changes"]),
                      detail=plain_copy(stored["detail"]) if copy else stored["detail"])


def plain_copy(value: Any) -> Any:
    """A copy of plain JSON data (dicts, lists, ints, strings), far cheaper than deepcopy."""
    if isinstance(value, dict):
        return {k: plain_copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain_copy(v) for v in value]
    return value
