"""Speed and memory figures for every registered game, printed, never asserted.

Speed is measured as a host or a search meets the engine — ``legal_actions`` then
``apply`` for every decision (``bot.bench_driver``) — on one core, from a new match
on, so dealing, the auction, play and scoring all count. ``--compare REV`` runs the
same driver against a git revision, alternating runs in one session, and prints the
ratios: a noisy machine slows both sides alike.
"""

from __future__ import annotations

import gc
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bot import bench_driver
from bot.engine import Game, load_all
from bot.engine.playout import random_step

Extras = Callable[[], list[tuple[str, str]]]


def live_state_memory(cls: type[Game], seats: int, count: int = 1000) -> float:
    """MB held by ``count`` match states, each stopped somewhere in its first deals."""
    rng = random.Random(99)
    options = cls.options_model()
    gc.collect()
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    states = []
    for seed in range(count):
        state = cls.new(seats, options, seed=seed)
        for _ in range(rng.randrange(0, 60)):
            if state.is_over:
                break
            seat, action = random_step(state, rng)
            state.apply(seat, action)
        states.append(state)
    gc.collect()
    used = tracemalloc.get_traced_memory()[0] - base
    tracemalloc.stop()
    del states
    return used / 1_000_000


PLAYOUT_OPTIONS: dict[str, list[tuple[str, dict[str, Any]]]] = {
    # How searches and playouts run a game when it differs from a table: Four Color's
    # computers answer no-choice claim questions inside the engine (issue 18, §13 Q8).
    "four-color": [("playout", {"claim_prompt": "choices"})],
}


def _driver_run(tree: Path, *args: str) -> Any:
    """Run the contract driver's source against the engine in ``tree`` (a child process)."""
    source = Path(bench_driver.__file__).read_text(encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(tree), PYTHONDONTWRITEBYTECODE="1")
    done = subprocess.run([sys.executable, "-c", source, *args], cwd=tree, env=env,
                          capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"the benchmark driver failed in {tree}:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def _export(rev: str, into: Path, repo: Path) -> Path:
    """Check out ``rev`` of ``repo`` into ``into`` (no work tree bookkeeping)."""
    archive = subprocess.run(["git", "-C", str(repo), "archive", rev], capture_output=True,
                             check=False)
    if archive.returncode != 0:
        raise SystemExit(f"Cannot read revision {rev!r}: {archive.stderr.decode().strip()}")
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive.stdout, check=True)
    return into


def _rates(runs: list[dict[str, float]]) -> tuple[float, float]:
    """Median µs per decision and median deals per second over the runs."""
    per_decision = statistics.median(r["seconds"] / max(1, r["decisions"]) * 1e6 for r in runs)
    per_deal = statistics.median(r["deals"] / r["seconds"] for r in runs)
    return per_decision, per_deal


def compare(rev: str, seconds: float = 2.0, only: str | None = None, rounds: int = 3,
            repo: Path | None = None) -> None:
    """This tree against ``rev`` (of ``repo``, by default this checkout), side by side: the
    same driver, alternating runs."""
    here = Path(__file__).resolve().parent.parent
    with tempfile.TemporaryDirectory(prefix="cardtable-bench-") as tmp:
        base = _export(rev, Path(tmp), repo or here)
        print(f"Card Table engine benchmark — this tree vs {rev}, through the public contract "
              f"(legal_actions + apply per decision), one core, {rounds} alternating runs of "
              f"~{seconds:g} s each; medians")
        print(f"{'game':<19} {'seats':>5} {'µs/decision':>12} {'base':>9} {'ratio':>6}   "
              f"{'deals/s':>9} {'base':>9} {'ratio':>6}")
        ours_games: dict[str, list[int]] = _driver_run(here, "games")
        base_games: dict[str, list[int]] = _driver_run(base, "games")
        for game_id, seat_counts in ours_games.items():
            if (only and game_id != only) or game_id not in base_games:
                continue
            for seats in seat_counts:
                for label, options in [("", {}), *PLAYOUT_OPTIONS.get(game_id, [])]:
                    ours: list[dict[str, float]] = []
                    theirs: list[dict[str, float]] = []
                    for _ in range(rounds):
                        args = ("measure", game_id, str(seats), str(seconds),
                                json.dumps(options))
                        ours.append(_driver_run(here, *args))
                        theirs.append(_driver_run(base, *args))
                    us, deals = _rates(ours)
                    base_us, base_deals = _rates(theirs)
                    name = f"{game_id}{' ' + label if label else ''}"
                    note = "  (base: its defaults)" if theirs[0].get("defaults") else ""
                    print(f"{name:<19} {seats:>5} {us:>12.2f} {base_us:>9.2f} "
                          f"{base_us / us:>5.2f}×   {deals:>9,.0f} {base_deals:>9,.0f} "
                          f"{deals / base_deals:>5.2f}×{note}")


def run(seconds: float = 2.0, only: str | None = None) -> None:
    games = load_all()
    print("Card Table engine benchmark — through the public contract (legal_actions + apply "
          f"per decision), one core, ~{seconds:g} s per line")
    print(f"{'game':<12} {'seats':>5} {'µs/decision':>12} {'deals/s':>10} {'matches':>8} "
          f"{'1000 states':>12}")
    for game_id, cls in games.items():
        if only and game_id != only:
            continue
        for seats in cls.seat_counts:
            figures = bench_driver.measure(game_id, seats, seconds)
            us = figures["seconds"] / max(1, figures["decisions"]) * 1e6
            deals = figures["deals"] / figures["seconds"]
            memory = live_state_memory(cls, seats)
            print(f"{game_id:<12} {seats:>5} {us:>12.2f} {deals:>10,.0f} "
                  f"{figures['matches']:>8.0f} {memory:>9.1f} MB")
        extras: Extras | None = getattr(cls, "bench_extras", None)
        if extras is not None:
            for label, value in extras():
                print(f"  {game_id}: {label}: {value}")
