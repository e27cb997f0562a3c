"""``python -m bot bench ai``: how well and how fast the computer players play.

Per game it prints each figure with its 95% interval and whether the issue's
target is met (printed, never asserted):

- easy vs random: whole matches, every seed played twice with the sides
  swapped (target in Huutopussi and Fifty-Six: the easy team wins >= 85%);
- hard vs random: a few whole matches, seats swapped the same way;
- hard vs easy: the same deal played twice, hard on one side then on the
  other, so the cards' luck cancels; hard "wins" a deal pair when its two
  results add up better than easy's (target: the interval above 60%). In
  Prefa (every seat for itself) the hard seat's score on a deal is compared
  with an easy player's in the same seat on the same deal, in every seat
  (target: hard's chips beat easy's, the interval of the mean gain above 0);
- contracts made: of the contracts each level won (its side declared), how many its
  side made, and the mean margin (target in Huutopussi and Fifty-Six: >= 60%);
- decision time per level: easy over decisions with a choice, hard over the
  decisions it searched (the others are easy's rules) and over all of them
  (target: searched median < 200 ms, max < 1.5 s on one core).

Sizes: ``--matches`` (easy matches per pairing, default 40), ``--hard-matches``
(hard-vs-easy deal pairs per game, default 120; hard vs random plays a tenth of
that as whole matches, at most 6) and ``--budget`` (hard thinking seconds per
decision, default the hard player's own). Hard beats easy by a margin that 40
deal pairs can't resolve (the interval is about ±15 points there), hence 120;
the defaults take about half an hour on one core (``--game`` runs one game).
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
from dataclasses import dataclass, field
from typing import Any

from bot.ai import ComputerPlayer
from bot.ai.players import EasyPlayer, HardPlayer, RandomLegalPlayer, game_ai
from bot.engine import Action, Game, get_game, load_all

SEATS = {"huutopussi": 4, "fifty-six": 4, "prefa": 3, "four-color": 4}
SOLO = {"prefa", "four-color"}  # every seat for itself: scored by seat, not by team
TEAM_TARGETS = {"huutopussi", "fifty-six"}  # where the issues set the 85% / 60% targets
MEDIAN_TARGET, MAX_TARGET = 0.200, 1.5
CONTRACT_TARGET = 0.60  # computers make at least this share of the contracts they win
HARD_PAIRS = 120  # hard-vs-easy deal pairs per game by default


def hard_vs_random(hard_pairs: int) -> int:
    """Whole hard-vs-random matches: a tenth of the deal pairs, 2 to 6 (they are slow)."""
    return max(2, min(6, hard_pairs // 10))


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion (robust for small samples)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, mid - half), min(1.0, mid + half)


def mean_interval(xs: Sequence[float], z: float = 1.96) -> tuple[float, float, float]:
    """Mean and its 95% normal interval (fine for the dozens of samples used here)."""
    if not xs:
        return 0.0, 0.0, 0.0
    m = statistics.mean(xs)
    if len(xs) < 2:
        return m, float("-inf"), float("inf")
    half = z * statistics.stdev(xs) / math.sqrt(len(xs))
    return m, m - half, m + half


@dataclass
class Timed:
    """Wraps a player and records its thinking time: every decision with a choice,
    and (for the hard player) the ones it searched."""

    player: ComputerPlayer
    times: list[float] = field(default_factory=list)
    searched: list[float] = field(default_factory=list)

    def choose(self, state: Game, seat: int, rng: random.Random) -> Action:
        many = len(state.legal_actions(seat)) > 1
        start = time.perf_counter()
        action = self.player.choose(state, seat, rng)
        spent = time.perf_counter() - start
        if many:
            self.times.append(spent)
        if getattr(self.player, "last_searched", False):
            self.searched.append(spent)
        return action


@dataclass
class ContractTally:
    """Contracts won by each level and whether its side made them (``Game.deal_records``):
    a computer that wins auctions it cannot make is a poor partner however well it plays."""

    made: dict[str, list[bool]] = field(default_factory=dict)
    margins: dict[str, list[int]] = field(default_factory=dict)

    def note(self, state: Game, sides: Sequence[Any], deals: int | None = None) -> None:
        """Count the deals of ``state`` (the first ``deals`` only, if given)."""
        records = state.deal_records()
        for record in records if deals is None else records[:deals]:
            if record.declarer is None or record.made is None:
                continue
            level = _level(sides[team_of(state, record.declarer)])
            self.made.setdefault(level, []).append(record.made)
            self.margins.setdefault(level, []).append(record.margin)

    def lines(self, target: float | None) -> list[str]:
        out = []
        for level in sorted(self.made):
            made = self.made[level]
            label = f"contracts won by {level}: made"
            text = rate(label, sum(made), len(made), f">= {target:.0%}" if target else "",
                        at_least=target)
            mean = statistics.mean(self.margins[level]) if self.margins[level] else 0.0
            out.append(text + f"  mean margin {mean:+.1f}")
        return out or ["  no contracts recorded (the game keeps no deal records)"]


contracts = ContractTally()


def _level(player: Any) -> str:
    inner = getattr(player, "player", player)  # Timed wraps a player
    return str(getattr(inner, "name", type(inner).__name__))


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
    contracts.note(state, sides)
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
    """Matches won by ``a`` (half a point for a draw): each seed is played twice, ``a``
    on side 0 and then on side 1, so neither side's luck with the cards counts."""
    wins = 0.0
    n = 0
    for i in range(max(1, matches // 2)):
        seed = seed0 + i
        for a_side in (0, 1):
            sides = [a, b] if a_side == 0 else [b, a]
            wins += side_won(play_match(game_id, seed, sides), a_side)
            n += 1
    return wins, n


def play_deal(game_id: str, seed: int, sides: Sequence[ComputerPlayer]) -> float:
    """Play the first deal of the seeded match; side 0's margin as the search values it
    (score gained minus the other side's, the deal's card points breaking ties)."""
    state = new_state(game_id, seed)
    rng = random.Random(seed * 104729 + 3)
    before = state.clone()
    while state.deals_completed() == 0 and not state.is_over:
        seat = state.to_act()[0]
        state.apply(seat, sides[team_of(state, seat)].choose(state, seat, rng))
    contracts.note(state, sides, deals=1)
    ai = game_ai(game_id)
    assert ai is not None
    return ai.evaluate(before, state, 0)


def duplicate(game_id: str, a: ComputerPlayer, b: ComputerPlayer, deals: int,
              seed0: int) -> tuple[float, int, float]:
    """Each deal played twice, ``a`` on side 0 then ``b`` there (the other side swapped
    too); ``a``'s advantage is its margin as side 0 plus its margin as side 1.

    Returns (pairs ``a`` did better in, plus half the ties; pairs; mean advantage).
    """
    better = 0.0
    gains = []
    for i in range(deals):
        seed = seed0 + i
        gain = play_deal(game_id, seed, [a, b]) - play_deal(game_id, seed, [b, a])
        gains.append(gain)
        better += 1.0 if gain > 0 else 0.5 if gain == 0 else 0.0
    return better, len(gains), statistics.mean(gains) if gains else 0.0


def solo_worth(state: Game) -> list[float]:
    """Each seat's standing: Prefa's §10.5 early-stop score (chips plus 10 per pot point
    below the average), which is plain chips once the pots are empty; else scores."""
    stopped = getattr(state, "scores_if_stopped", None)
    if callable(stopped):
        return [float(x) for x in stopped()]
    return seat_scores(state)


def solo_duplicate(game_id: str, player: ComputerPlayer, rest: ComputerPlayer, deals: int,
                   seed0: int) -> list[float]:
    """Per deal and seat: what ``player`` in that seat gained over ``rest`` in the same
    seat on the same deal (the other seats played by ``rest`` both times)."""
    gains: list[float] = []
    for i in range(deals):
        seed = seed0 + i
        base = _solo_deal(game_id, seed, rest, rest, -1)
        for me in range(SEATS[game_id]):
            gains.append(_solo_deal(game_id, seed, player, rest, me)[me] - base[me])
    return gains


def _solo_deal(game_id: str, seed: int, player: ComputerPlayer, rest: ComputerPlayer,
               me: int) -> list[float]:
    state = new_state(game_id, seed)
    rng = random.Random(seed * 31 + 7)
    start = solo_worth(state)
    while state.deals_completed() == 0 and not state.is_over:
        seat = state.to_act()[0]
        state.apply(seat, (player if seat == me else rest).choose(state, seat, rng))
    return [b - a for a, b in zip(start, solo_worth(state), strict=True)]


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
        scores = solo_worth(state)
        others = [x for s, x in enumerate(scores) if s != me]
        best = max(others)
        top += 1.0 if scores[me] > best else 0.5 if scores[me] == best else 0.0
        deals = max(1, state.deals_completed())
        leads.append((scores[me] - sum(others) / len(others)) / deals)
    return top, matches, statistics.mean(leads) if leads else 0.0


# --- printing ---------------------------------------------------------------------
def verdict(met: bool | None) -> str:
    if met is None:
        return ""
    return "  -> target met" if met else "  -> target NOT met"


def rate(label: str, wins: float, n: int, target: str = "", lower: float | None = None,
         at_least: float | None = None) -> str:
    """A win rate with its interval; ``lower``: the target is the interval's lower
    bound above this, ``at_least``: the rate itself at least this."""
    lo, hi = wilson(wins, n)
    p = wins / n if n else 0.0
    text = f"  {label:<34} {100 * p:5.1f}%  [{100 * lo:5.1f}–{100 * hi:5.1f}]  n={n}"
    met = None
    if lower is not None:
        met = lo > lower
    elif at_least is not None:
        met = p >= at_least
    return text + (f"   target: {target}" if target else "") + verdict(met)


def timing(label: str, times: list[float], target: bool = False) -> str:
    if not times:
        return f"  {label:<34} no decisions"
    med, top = statistics.median(times), max(times)
    text = (f"  {label:<34} median {med * 1000:7.2f} ms  max {top * 1000:7.1f} ms  "
            f"({len(times)} decisions)")
    if target:
        text += (f"   target: median < {MEDIAN_TARGET * 1000:.0f} ms, max < {MAX_TARGET * 1000:.0f}"
                 f" ms" + verdict(med < MEDIAN_TARGET and top < MAX_TARGET))
    return text


# --- per game -----------------------------------------------------------------------
def bench_solo(game_id: str, matches: int, hard_pairs: int, budget: float) -> None:
    easy = Timed(EasyPlayer())
    rnd = RandomLegalPlayer()
    start = time.perf_counter()
    top, n, lead = solo(game_id, easy, rnd, matches, 1000)
    print(rate("easy vs random (top score)", top, n) + f"  lead {lead:+.2f}/deal", flush=True)
    top, n, lead = solo(game_id, easy, EasyPlayer(), matches, 2000)
    print(rate("easy vs easy (top score)", top, n, "about 1/seats") + f"  lead {lead:+.2f}/deal",
          flush=True)
    ai = game_ai(game_id)
    hard = Timed(HardPlayer(budget))
    if game_id == "four-color" and hard_pairs:
        from bot.ai import four_color as fc_ai  # its own measure: scores, not chips

        better, n, gain = fc_ai.hard_vs_easy(hard, EasyPlayer(), hard_pairs, 4000)
        print(rate("hard vs easy (same deals, swapped)", better, n, "interval above 55%",
                   lower=0.55) + f"  mean gain {gain:+.1f}/deal pair", flush=True)
    elif ai is not None and ai.searched_phases and hard_pairs:
        top, n, lead = solo(game_id, hard, rnd, hard_vs_random(hard_pairs), 3000, max_deals=6)
        print(rate("hard vs random (top score, 6 deals)", top, n) + f"  lead {lead:+.2f}/deal",
              flush=True)
        gains = solo_duplicate(game_id, hard, EasyPlayer(), hard_pairs, 4000)
        m, lo, hi = mean_interval(gains)
        print(f"  {'hard vs easy (same deal and seat)':<34} {m:+6.2f} chips/deal  "
              f"[{lo:+.2f} – {hi:+.2f}]  n={len(gains)}   target: hard's chips beat easy's "
              f"(interval above 0)" + verdict(lo > 0), flush=True)
    else:
        print("  hard: no search for this game yet; hard plays as easy")
    print(timing("easy decision time", easy.times))
    if hard.searched:
        print(timing("hard decision time (searched)", hard.searched, target=True))
        print(timing("hard decision time (all)", hard.times))
    print(f"  ({time.perf_counter() - start:.0f} s)", flush=True)


def bench_game(game_id: str, matches: int, hard_pairs: int, budget: float) -> None:
    print(f"{game_id}:", flush=True)
    ai = game_ai(game_id)
    if ai is None:
        print("  no computer player yet: easy and hard fall back to random legal play")
        return
    if game_id in SOLO:
        bench_solo(game_id, matches, hard_pairs, budget)
        return
    easy = Timed(EasyPlayer())
    hard = Timed(HardPlayer(budget))
    rnd = RandomLegalPlayer()
    targeted = game_id in TEAM_TARGETS
    start = time.perf_counter()
    contracts.made.clear()
    contracts.margins.clear()
    wins, n = versus(game_id, easy, rnd, matches, 1000)
    print(rate("easy vs random (matches)", wins, n, ">= 85%" if targeted else "",
               at_least=0.85 if targeted else None), flush=True)
    if hard_pairs:
        wins, n = versus(game_id, hard, rnd, hard_vs_random(hard_pairs), 2000)
        print(rate("hard vs random (matches)", wins, n), flush=True)
        better, n, gain = duplicate(game_id, hard, EasyPlayer(), hard_pairs, 4000)
        print(rate("hard vs easy (same deals, swapped)", better, n,
                   "interval above 60%" if targeted else "",
                   lower=0.60 if targeted else None) + f"  mean gain {gain:+.1f}/deal pair",
              flush=True)
    contracts.made.pop(RandomLegalPlayer.name, None)
    contracts.margins.pop(RandomLegalPlayer.name, None)
    for line in contracts.lines(CONTRACT_TARGET if targeted else None):
        print(line)
    print(timing("easy decision time", easy.times))
    print(timing("hard decision time (searched)", hard.searched, target=True))
    print(timing("hard decision time (all)", hard.times))
    print(f"  ({time.perf_counter() - start:.0f} s)", flush=True)


def main(args: Any = None) -> int:
    """Entry point of ``python -m bot bench ai`` (``args`` from its parser, or None)."""
    load_all()
    matches = _size(getattr(args, "matches", None), "BENCH_AI_MATCHES", 40)
    hard_pairs = _size(getattr(args, "hard_matches", None), "BENCH_AI_HARD", HARD_PAIRS)
    budget = float(getattr(args, "budget", None) or HardPlayer().budget)
    only = getattr(args, "game", None)
    games = [only] if only else [g for g in SEATS if _known(g)]
    print(f"Computer players: {matches} easy matches per pairing, {hard_pairs} hard-vs-easy "
          f"deal pairs, hard budget {budget * 1000:.0f} ms per decision; 95% intervals.",
          flush=True)
    for game_id in games:
        bench_game(game_id, matches, hard_pairs, budget)
    return 0


def _size(given: int | None, env: str, default: int) -> int:
    if given is not None:
        return int(given)
    return int(os.environ.get(env) or default)


def _known(game_id: str) -> bool:
    try:
        get_game(game_id)
    except Exception:
        return False
    return True


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The sizes ``bench ai`` takes (shared with ``python -m bot bench``)."""
    parser.add_argument("--matches", type=int, default=None,
                        help="ai: easy matches per pairing (default 40)")
    parser.add_argument("--hard-matches", type=int, default=None,
                        help=f"ai: hard-vs-easy deal pairs per game (default {HARD_PAIRS})")
    parser.add_argument("--budget", type=float, default=None,
                        help="ai: hard thinking seconds per decision (default 0.15)")


def _cli(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.bench_ai", description=__doc__)
    add_arguments(parser)
    parser.add_argument("--game", default=None)
    return main(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(_cli())
