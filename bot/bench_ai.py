"""``python -m bot bench ai``: how well and how fast the computer players play.

Plays seeded matches per game and prints win rates with 95% Wilson intervals:
easy vs random, hard vs random, hard vs easy (whole matches, and the same deals
played twice — once by each side — so the cards' luck cancels), and the time
per decision (median, max) per level, counting only decisions with a choice.
Targets are printed next to the figures, never asserted.

Sizes: ``BENCH_AI_MATCHES`` (easy matches, default 30) and ``BENCH_AI_HARD``
(hard matches, default 3; duplicate deals are 8x that; Prefa plays 3x that
against easy), or run ``python -m bot.bench_ai --matches 40 --hard 6 --game
fifty-six``. The defaults take about six minutes on one core; more hard
matches narrow the intervals.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from collections.abc import Sequence
from typing import Any

from bot.ai import ComputerPlayer
from bot.ai.common import fast_copy
from bot.ai.players import EasyPlayer, HardPlayer, RandomLegalPlayer, game_ai
from bot.engine import Action, Game, get_game, load_all

SEATS = {"huutopussi": 4, "fifty-six": 4, "prefa": 3, "four-color": 4}
SOLO = {"prefa", "four-color"}  # every seat for itself: scored by seat, not by team


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion (robust for small samples)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, mid - half), min(1.0, mid + half)


class Timed:
    """Wraps a player and records its thinking time on decisions with a choice."""

    def __init__(self, player: ComputerPlayer, times: list[float]) -> None:
        self.player = player
        self.times = times

    def choose(self, state: Game, seat: int, rng: random.Random) -> Action:
        many = len(state.legal_actions(seat)) > 1
        start = time.perf_counter()
        action = self.player.choose(state, seat, rng)
        if many:
            self.times.append(time.perf_counter() - start)
        return action


def new_state(game_id: str, seed: int) -> Game:
    cls = get_game(game_id)
    return cls.new(SEATS.get(game_id, cls.seat_counts[0]), cls.options_model(), seed)


def team_of(state: Game, seat: int) -> int:
    """Which side a seat plays for in the bench: even seats vs odd seats."""
    return seat & 1


def play_match(game_id: str, seed: int, sides: Sequence[ComputerPlayer]) -> Game:
    state = new_state(game_id, seed)
    rng = random.Random(seed * 7919 + 1)
    guard = 0
    while not state.is_over:
        seat = state.to_act()[0]
        state.apply(seat, sides[team_of(state, seat)].choose(state, seat, rng))
        guard += 1
        if guard > 200_000:
            raise RuntimeError(f"{game_id} seed {seed} did not finish")
    return state


def side_won(state: Game, side: int) -> float:
    result = state.result()
    assert result is not None
    won = {team_of(state, s) for s in result.winners}
    if won == {side}:
        return 1.0
    return 0.5 if len(won) == 2 or not won else 0.0


def versus(game_id: str, a: ComputerPlayer, b: ComputerPlayer, matches: int,
           seed0: int) -> tuple[float, int]:
    """Matches won by ``a`` (half a point for a draw); sides alternate by seed."""
    wins = 0.0
    for i in range(matches):
        seed = seed0 + i
        a_side = i % 2
        sides = [a, b] if a_side == 0 else [b, a]
        wins += side_won(play_match(game_id, seed, sides), a_side)
    return wins, matches


def play_deal(game_id: str, seed: int, sides: Sequence[ComputerPlayer]) -> float:
    """Play the first deal of the seeded match; side 0's margin as the search values it
    (score gained minus the other side's, the deal's card points breaking ties)."""
    state = new_state(game_id, seed)
    rng = random.Random(seed * 104729 + 3)
    before = fast_copy(state)
    while state.deals_completed() == 0 and not state.is_over:
        seat = state.to_act()[0]
        state.apply(seat, sides[team_of(state, seat)].choose(state, seat, rng))
    ai = game_ai(game_id)
    assert ai is not None
    return ai.evaluate(before, state, 0)


def duplicate(game_id: str, a: ComputerPlayer, b: ComputerPlayer, deals: int,
              seed0: int) -> tuple[float, int, float]:
    """The same deals played with ``a`` on side 0 and with ``b`` there instead.

    Returns (deals where ``a`` did better, deals that differed, mean gain per deal).
    """
    better = 0.0
    differ = 0
    gains = []
    for i in range(deals):
        seed = seed0 + i
        gain = play_deal(game_id, seed, [a, b]) - play_deal(game_id, seed, [b, b])
        gains.append(gain)
        if gain:
            differ += 1
            better += gain > 0
    return better, differ, statistics.mean(gains) if gains else 0.0


def rate(label: str, wins: float, n: int, target: str = "") -> str:
    lo, hi = wilson(wins, n)
    pct = 100 * wins / n if n else 0.0
    text = f"  {label:<28} {pct:5.1f}%  [{100 * lo:5.1f}–{100 * hi:5.1f}]  n={n}"
    return text + (f"   target: {target}" if target else "")


def timing(label: str, times: list[float]) -> str:
    if not times:
        return f"  {label:<28} no decisions with a choice"
    med, top = statistics.median(times) * 1000, max(times) * 1000
    return (f"  {label:<28} median {med:7.2f} ms  max {top:7.1f} ms  "
            f"({len(times)} decisions)")


def seat_scores(state: Game) -> list[float]:
    """One score per seat (individual games): the result's, or chips/scores so far."""
    result = state.result()
    if result is not None:
        out = [0.0] * state.seat_count()
        for team, score in zip(result.teams, result.scores, strict=True):
            for s in team:
                out[s] = float(score)
        return out
    for name in ("chips", "scores"):
        value = getattr(state, name, None)
        if isinstance(value, list) and len(value) == state.seat_count():
            return [float(v) for v in value]
    raise ValueError(f"no seat scores for {state.game_id}")


def solo(game_id: str, player: ComputerPlayer, rest: ComputerPlayer, matches: int,
         seed0: int, max_deals: int = 30) -> tuple[float, int, float]:
    """One seat played by ``player`` (rotating), the others by ``rest``.

    A match stops at its end or after ``max_deals`` deals (Prefa against random
    play can go on for ever: random declarers keep filling the pots). Returns
    (matches where ``player`` scored best, matches, mean score lead per deal
    over the others' average).
    """
    top = 0.0
    leads: list[float] = []
    for i in range(matches):
        seed = seed0 + i
        state = new_state(game_id, seed)
        me = i % state.seat_count()
        rng = random.Random(seed * 31 + 7)
        while not state.is_over and state.deals_completed() < max_deals:
            seat = state.to_act()[0]
            state.apply(seat, (player if seat == me else rest).choose(state, seat, rng))
        scores = seat_scores(state)
        others = [x for s, x in enumerate(scores) if s != me]
        best = max(others)
        top += 1.0 if scores[me] > best else 0.5 if scores[me] == best else 0.0
        deals = max(1, state.deals_completed())
        leads.append((scores[me] - sum(others) / len(others)) / deals)
    return top, matches, statistics.mean(leads) if leads else 0.0


def bench_solo(game_id: str, matches: int, hard_matches: int, budget: float) -> None:
    t_easy: list[float] = []
    easy = Timed(EasyPlayer(), t_easy)
    rnd = RandomLegalPlayer()
    start = time.perf_counter()
    top, n, lead = solo(game_id, easy, rnd, matches, 1000)
    print(rate("easy vs random (top score)", top, n) + f"  lead {lead:+.2f}/deal", flush=True)
    top, n, lead = solo(game_id, easy, EasyPlayer(), matches, 2000)
    print(rate("easy vs easy (top score)", top, n, "about 1/seats") + f"  lead {lead:+.2f}/deal")
    ai = game_ai(game_id)
    t_hard: list[float] = []
    if ai is not None and ai.searched_phases and hard_matches:
        hard = Timed(HardPlayer(budget), t_hard)
        top, n, lead = solo(game_id, hard, rnd, hard_matches, 3000)
        print(rate("hard vs random (top score)", top, n) + f"  lead {lead:+.2f}/deal")
        top, n, lead = solo(game_id, hard, EasyPlayer(), 3 * hard_matches, 4000)
        print(rate("hard vs easy (top score)", top, n, "above 1/seats") +
              f"  lead {lead:+.2f}/deal (target: hard's chips beat easy's: lead > 0)")
    else:
        print("  hard: no search for this game yet; hard plays as easy")
    print(timing("easy decision time", t_easy))
    if t_hard:
        print(timing("hard decision time", t_hard) + "   target: median < 200 ms, max < 1500 ms")
    print(f"  ({time.perf_counter() - start:.0f} s)", flush=True)


def bench_game(game_id: str, matches: int, hard_matches: int, budget: float) -> None:
    print(f"{game_id}:")
    ai = game_ai(game_id)
    if ai is None:
        print("  no computer player yet: easy and hard fall back to random legal play")
        return
    if game_id in SOLO:
        bench_solo(game_id, matches, hard_matches, budget)
        return
    t_easy: list[float] = []
    t_hard: list[float] = []
    easy = Timed(EasyPlayer(), t_easy)
    hard = Timed(HardPlayer(budget), t_hard)
    rnd = RandomLegalPlayer()
    start = time.perf_counter()
    wins, n = versus(game_id, easy, rnd, matches, 1000)
    print(rate("easy vs random (matches)", wins, n, ">= 85%"), flush=True)
    if hard_matches:
        wins, n = versus(game_id, hard, rnd, hard_matches, 2000)
        print(rate("hard vs random (matches)", wins, n), flush=True)
        wins, n = versus(game_id, hard, easy, hard_matches, 3000)
        print(rate("hard vs easy (matches)", wins, n, "interval above 55%"), flush=True)
        better, differ, gain = duplicate(game_id, hard, easy, 8 * hard_matches, 4000)
        print(rate("hard vs easy (same deals)", better, differ,
                   "interval above 55%") + f"  mean gain {gain:+.2f}/deal", flush=True)
    print(timing("easy decision time", t_easy))
    print(timing("hard decision time", t_hard) + "   target: median < 200 ms, max < 1500 ms")
    print(f"  ({time.perf_counter() - start:.0f} s)", flush=True)


def main(args: Any = None) -> int:
    """Entry point of ``python -m bot bench ai`` (``args`` from its parser, or None)."""
    load_all()
    matches = int(getattr(args, "matches", None) or os.environ.get("BENCH_AI_MATCHES") or 30)
    hard = getattr(args, "hard", None)
    hard_matches = int(hard) if hard is not None else int(os.environ.get("BENCH_AI_HARD") or 3)
    budget = float(getattr(args, "budget", None) or HardPlayer().budget)
    only = getattr(args, "game", None)
    games = [only] if only else [g for g in SEATS if _known(g)]
    print(f"Computer players: {matches} easy matches, {hard_matches} hard matches per pairing, "
          f"hard budget {budget * 1000:.0f} ms; 95% Wilson intervals.")
    for game_id in games:
        bench_game(game_id, matches, hard_matches, budget)
    return 0


def _known(game_id: str) -> bool:
    try:
        get_game(game_id)
    except Exception:
        return False
    return True


def _cli(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.bench_ai", description=__doc__)
    parser.add_argument("--matches", type=int, default=None, help="easy-vs-random matches")
    parser.add_argument("--hard", type=int, default=None, help="hard matches per pairing")
    parser.add_argument("--budget", type=float, default=None, help="hard seconds per move")
    parser.add_argument("--game", default=None)
    return main(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(_cli())
