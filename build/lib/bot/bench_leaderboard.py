"""Benchmark: a server with 100,000 finished matches; how fast are /leaderboard and /stats?

``python -m bot bench leaderboard`` (or ``python -m bot.bench_leaderboard``)
opens a fresh :class:`bot.store.Store` (WAL, every migration, as the bot runs
it), fills it through the same ``record_many`` path the bot uses, then times

- each query the commands run, on the store's aiosqlite connection, and
- the commands' own path: ``cogs.leaderboard.board_for`` and ``read`` through the
  store and its lock — including ``/leaderboard`` with no game, which first asks
  ``played_games`` for the server's most played game —

and prints median and p99 with the query plan SQLite chose (which indexes it
walks). Target: p99 under 20 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import aiosqlite

from bot import leaderboard as lb
from bot.ratings import MatchRecord
from bot.store import Store

GUILD, OTHER = 1_000_001, 1_000_002
GAMES: dict[str, tuple[int, int]] = {  # game -> (players, sides)
    "huutopussi": (4, 2), "fifty-six": (4, 2), "prefa": (3, 3), "four-color": (4, 4)}


def make_match(rng: random.Random, guild: int, members: int, at: float) -> MatchRecord:
    """A plausible finished match: random seats, sometimes a computer, random outcome."""
    game = rng.choice(list(GAMES))
    players, sides = GAMES[game]
    seated: list[int | None] = list(rng.sample(range(1, members + 1), players))
    if rng.random() < 0.2:
        seated[rng.randrange(1, players)] = None
    if sides == 2:
        teams = [[seated[0], seated[2]], [seated[1], seated[3]]]
        ranks = [0, 1] if rng.random() < 0.5 else [1, 0]
        scores = [500 if r == 0 else rng.randrange(0, 500) for r in ranks]
    else:
        teams = [[p] for p in seated]
        scores = [rng.randrange(-60, 61) for _ in seated]
        ranks = [sum(1 for o in scores if o > s) for s in scores]
    return MatchRecord(guild_id=guild, game=game, teams=teams, scores=scores, ranks=ranks,
                       finished_at=at, duration=rng.uniform(600, 3600), seats=seated)


async def fill(db: aiosqlite.Connection, matches: int, members: int, seed: int = 7,
               days: float = 365.0, now: float | None = None) -> float:
    """Record ``matches`` matches at GUILD (spread over ``days`` up to now) plus a few at OTHER."""
    rng = random.Random(seed)
    now = time.time() if now is None else now
    start = now - days * 86400
    step = (now - start) / max(1, matches)
    batch: list[MatchRecord] = []
    t0 = time.perf_counter()
    for i in range(matches):
        batch.append(make_match(rng, GUILD, members, start + i * step))
        if len(batch) == 5000 or i == matches - 1:
            await db.execute("BEGIN")
            await lb.record_many(db, batch)
            await db.execute("COMMIT")
            batch = []
    await db.execute("BEGIN")
    await lb.record_many(db, [make_match(rng, OTHER, 50, now - k) for k in range(200, 0, -1)])
    await db.execute("COMMIT")
    await db.execute("ANALYZE")
    return time.perf_counter() - t0


async def _timed(fn: Callable[[], Awaitable[Any]], samples: int) -> list[float]:
    out = []
    for _ in range(samples):
        t = time.perf_counter()
        await fn()
        out.append((time.perf_counter() - t) * 1000)
    return out


def _p(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


async def plans(db: aiosqlite.Connection, now: float) -> list[tuple[str, list[str]]]:
    """The query plan of each board/stats statement, for the printout."""
    week = lb.period_key("week", now)
    queries: list[tuple[str, str, tuple[Any, ...]]] = [
        ("board (all)", lb._BOARD_ALL, (GUILD, "prefa", 10, 0)),
        ("board count", lb._COUNT_ALL, (GUILD, "prefa")),
        ("your row + rank (all)", lb._MEMBER_ALL, (GUILD, "prefa", 42)),
        ("board (week)", lb._BOARD_PERIOD, (GUILD, "prefa", week, 10, 0)),
        ("your row + rank (week)", lb._MEMBER_PERIOD, (GUILD, "prefa", week, 42)),
        ("stats: games + ranks", lb._STATS.format("r.guild_id=? AND r.user_id=?"), (GUILD, 42)),
        ("stats: recent", "SELECT match_id FROM lb_results WHERE guild_id=? AND user_id=?"
         " AND rated=1 ORDER BY finished_at DESC, match_id DESC LIMIT 5", (GUILD, 42)),
        ("history", "SELECT id FROM lb_matches WHERE guild_id=? ORDER BY finished_at DESC,"
         " id DESC LIMIT 10", (GUILD,)),
        ("most played game (no game given)", "SELECT game, COUNT(*) AS n FROM lb_ratings"
         " WHERE guild_id=? GROUP BY game ORDER BY n DESC, game", (GUILD,)),
    ]
    out = []
    for name, sql, args in queries:
        async with db.execute("EXPLAIN QUERY PLAN " + sql, args) as cur:
            out.append((name, [str(r[3]) for r in await cur.fetchall()]))
    return out


async def run(matches: int = 100_000, members: int = 2_000, samples: int = 300,
              path: str | None = None, out: Any = None) -> dict[str, tuple[float, float]]:
    """Fill, time, print; returns ``{case: (median_ms, p99_ms)}``."""
    from cogs.leaderboard import board_for, read  # the commands' own path

    out = out or sys.stdout
    tmp = None
    if path is None:
        tmp = tempfile.TemporaryDirectory()
        path = str(Path(tmp.name) / "bench.sqlite3")
    store = await Store.open(path)
    db = store.db
    try:
        now = time.time()
        took = await fill(db, matches, members, now=now)
        print(f"Filled one server with {matches:,} finished matches ({members:,} members, "
              f"4 games, 20% with a computer seat) in {took:.1f} s.", file=out)
        rng = random.Random(1)
        games = list(GAMES)
        viewer = lambda: rng.randrange(1, members + 1)  # noqa: E731
        client = SimpleNamespace(store=store)
        queries: dict[str, Callable[[], Awaitable[Any]]] = {
            "/leaderboard all, page 1 + your rank": lambda: lb.leaderboard(
                db, GUILD, rng.choice(games), "all", 0, viewer_id=viewer(), now=now),
            "/leaderboard all, deep page": lambda: lb.leaderboard(
                db, GUILD, rng.choice(games), "all", rng.randrange(0, 50),
                viewer_id=viewer(), now=now),
            "/leaderboard month + your rank": lambda: lb.leaderboard(
                db, GUILD, rng.choice(games), "month", 0, viewer_id=viewer(), now=now),
            "/leaderboard week + your rank": lambda: lb.leaderboard(
                db, GUILD, rng.choice(games), "week", 0, viewer_id=viewer(), now=now),
            "/stats member (all games)": lambda: lb.member_stats(db, GUILD, viewer()),
            "/stats member game": lambda: lb.member_stats(db, GUILD, viewer(),
                                                          rng.choice(games)),
            "/history": lambda: lb.history(db, GUILD),
            "most played game (played_games)": lambda: lb.played_games(db, GUILD),
        }
        commands: dict[str, Callable[[], Awaitable[Any]]] = {
            "/leaderboard (no game: most played)": lambda: board_for(
                client, GUILD, viewer(), None, None),
            "/leaderboard game, all time": lambda: board_for(
                client, GUILD, viewer(), rng.choice(games), "all"),
            "/leaderboard game, week": lambda: board_for(
                client, GUILD, viewer(), rng.choice(games), "week"),
            "/leaderboard next page (button)": lambda: board_for(
                client, GUILD, viewer(), rng.choice(games), "all", rng.randrange(1, 50)),
            "/stats (all games)": lambda: read(
                client, lambda conn: lb.member_stats(conn, GUILD, viewer())),
            "/history (through the store)": lambda: read(
                client, lambda conn: lb.history(conn, GUILD)),
        }
        results: dict[str, tuple[float, float]] = {}
        for heading, cases in (("queries, on the store's connection", queries),
                               ("commands' path: board_for / read through the Store", commands)):
            print(f"\n{heading} — {samples} runs each", file=out)
            print(f"{'':40} {'median ms':>10} {'p99 ms':>8}", file=out)
            for name, fn in cases.items():
                await _timed(fn, 10)  # warm the cache
                times = await _timed(fn, samples)
                results[name] = (statistics.median(times), _p(times, 0.99))
                flag = "" if results[name][1] < 20 else "  over the 20 ms target"
                print(f"{name:40} {results[name][0]:10.2f} {results[name][1]:8.2f}{flag}",
                      file=out)
        print("\nQuery plans (indexes used):", file=out)
        for name, steps in await plans(db, now):
            print(f"  {name}: " + " | ".join(steps), file=out)
        return results
    finally:
        await store.close()
        if tmp is not None:
            tmp.cleanup()


def main(args: argparse.Namespace | None = None) -> int:
    matches = int(getattr(args, "matches", None) or 100_000)
    asyncio.run(run(matches=matches))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
