"""``store copy``: SQLite → PostgreSQL → SQLite keeps every board, every match and every open
table resumable; a copy is checked by counts and checksums and never mixes histories."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import tests.toy_game  # noqa: F401  (registers "high-card")
from bot import leaderboard as lb
from bot.engine.game import canonical
from bot.store import Store, StoreError, TableRecord
from bot.store.copy import NOT_COPIED, PARTS, copy_store
from bot.tables import FakeClock, TableService
from tests.test_leaderboard_service import finish, play

ROOT = Path(__file__).resolve().parents[1]
A, B = 4 << 22, 7 << 22  # two servers (on different shards of two)
HUMANS = {A: [1, 2, 3], B: [1, 8, 9]}  # member 1 plays at both


async def fill(url: str) -> tuple[FakeClock, dict[int, Any]]:
    """Finished matches at two servers (with and without computers), a table mid-match at
    each, and one in the lobby: what a running bot leaves behind. Returns the open tables'
    (version, canonical state) by id."""
    store = await Store.open(url)
    clock = FakeClock()
    service = TableService(store, clock=clock, seed_source=lambda: 5)
    rng = random.Random(3)
    try:
        for i in range(6):
            guild = (A, B)[i % 2]
            humans = HUMANS[guild][: 2 + i % 2]
            await play(service, clock, guild, 10 + i, humans, i % 3 == 0, rng)
        open_tables = {}
        for guild, channel in ((A, 50), (B, 60)):
            table = await service.open(guild, channel, HUMANS[guild][0], "m", "high-card",
                                       {"target": 30})
            await service.join(table.id, HUMANS[guild][1], "n")
            await service.start(table.id, HUMANS[guild][0])
            for _ in range(5):
                for uid in HUMANS[guild][:2]:
                    if actions := table.legal_actions(uid):
                        await service.act(table.id, uid, str(rng.choice(actions)))
                        break
            open_tables[table.id] = (table.version, canonical(table.state))
        lobby = await service.open(A, 70, 2, "m2", "high-card", {})
        open_tables[lobby.id] = (0, None)
        return clock, open_tables
    finally:
        await service.close()
        await store.close()


async def boards(url: str, now: float) -> dict[str, Any]:
    """Everything a member can see of both servers."""
    store = await Store.open(url)
    try:
        out: dict[str, Any] = {}
        for guild in (A, B):
            for period in lb.PERIODS:
                board = await lb.leaderboard(store, guild, "high-card", period, page_size=100,
                                             now=now)
                out[f"{guild} {period}"] = [(r.rank, r.user_id, r.rating, r.games, r.wins)
                                            for r in board.rows]
            for member in {1, *HUMANS[guild]}:
                stats = await lb.member_stats(store, guild, member)
                out[f"{guild} stats {member}"] = (stats.games, stats.recent)
            out[f"{guild} history"] = (await lb.history(store, guild, limit=50)).entries
            out[f"{guild} matches"] = await store.recent_matches(guild, limit=50)
        return out
    finally:
        await store.close()


async def resume(url: str, now: float) -> dict[int, Any]:
    """Restore as a restarted bot would; the open tables' (version, canonical state)."""
    store = await Store.open(url)
    service = TableService(store, clock=FakeClock(now), seed_source=lambda: 5)
    try:
        return {t.id: (t.version, canonical(t.state) if t.state else None)
                for t in await service.restore()}
    finally:
        await service.close()
        await store.close()


async def test_sqlite_to_postgresql_and_back_keeps_boards_and_tables(
        tmp_path: Path, pg_url: str) -> None:
    first = f"sqlite:///{tmp_path / 'first.sqlite3'}"
    last = f"sqlite:///{tmp_path / 'last.sqlite3'}"
    clock, open_tables = await fill(first)
    now = clock.now()
    there = await copy_store(first, pg_url, say=lambda _: None)
    back = await copy_store(pg_url, last, say=lambda _: None)
    assert there == back  # the same rows, bit for bit, at every step
    assert there["lb_matches"].rows == 6 and there["tables"].rows == 9
    original = await boards(first, now)
    assert original[f"{A} all"] and original[f"{B} history"]
    assert await boards(pg_url, now) == original
    assert await boards(last, now) == original
    assert await resume(first, now) == open_tables
    assert await resume(pg_url, now) == open_tables
    assert await resume(last, now) == open_tables

    # The copied tables play on, and new tables and matches get new ids, on both.
    for url in (pg_url, last):
        store = await Store.open(url)
        clock = FakeClock(now)
        service = TableService(store, clock=clock, seed_source=lambda: 5)
        try:
            await service.restore()
            table = service.find(50)
            assert table is not None and table.id in open_tables
            await finish(service, clock, table, HUMANS[A][:2], random.Random(1))
            fresh = await service.open(B, 99, 8, "x", "high-card", {})
            assert fresh.id > max(open_tables)
            board = await lb.leaderboard(store, A, "high-card", page_size=100)
            games = {r.user_id: r.games for r in board.rows}
            before = {uid: g for _, uid, _, g, _ in original[f"{A} all"]}
            assert games[HUMANS[A][0]] == before[HUMANS[A][0]] + 1
        finally:
            await service.close()
            await store.close()


async def test_a_copy_never_mixes_histories(tmp_path: Path, pg_url: str) -> None:
    first = f"sqlite:///{tmp_path / 'first.sqlite3'}"
    await fill(first)
    whole = await copy_store(first, pg_url, say=lambda _: None)
    with pytest.raises(StoreError, match="already holds rows of everything") as err:
        await copy_store(first, pg_url, say=lambda _: None)
    assert "--replace" in str(err.value) and "\n" not in str(err.value)
    said: list[str] = []
    assert await copy_store(first, pg_url, replace=True, say=said.append) == whole
    assert said and said[0].startswith("Deleted ")

    # Server by server into an empty store gives the whole copy again.
    parts = f"sqlite:///{tmp_path / 'parts.sqlite3'}"
    one = await copy_store(first, parts, guild=A, say=lambda _: None)
    assert one["tables"].rows < whole["tables"].rows
    with pytest.raises(StoreError, match=f"rows of server {A}"):
        await copy_store(first, parts, guild=A, say=lambda _: None)
    await copy_store(first, parts, guild=B, say=lambda _: None)
    assert await copy_store(parts, f"sqlite:///{tmp_path / 'again.sqlite3'}",
                            say=lambda _: None) == whole

    # A server whose ids another server already uses in the target is refused.
    target = f"sqlite:///{tmp_path / 'target.sqlite3'}"
    store = await Store.open(target)
    await store.create_table(TableRecord(guild_id=B, channel_id=1, game_id="high-card",
                                         host_id=8, seed=1))  # id 1, as A's first table
    await store.close()
    with pytest.raises(StoreError, match="already uses tables ids 1 "):
        await copy_store(first, target, guild=A, say=lambda _: None)


async def test_the_copy_knows_every_table_of_the_schema(store_url: str) -> None:
    """A migration that adds a table must teach the copy about it (or the copy refuses)."""
    store = await Store.open(store_url)
    try:
        assert set(await store.backend.tables()) == {p.name for p in PARTS} | set(NOT_COPIED)
    finally:
        await store.close()


async def test_a_changed_row_fails_the_check(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """The checksums read both sides again: a row that differs is reported, not hidden."""
    import bot.store.copy as copy_module

    first = f"sqlite:///{tmp_path / 'first.sqlite3'}"
    await fill(first)
    real = copy_module._insert

    def altered(part: Any, columns: list[str], rows: list[tuple[Any, ...]]) -> Any:
        if part.name == "lb_ratings":
            rows = [(*rows[0][:3], rows[0][3] + 1e-9, *rows[0][4:]), *rows[1:]]
        return real(part, columns, rows)

    monkeypatch.setattr(copy_module, "_insert", altered)
    with pytest.raises(StoreError, match="The copy of lb_ratings differs"):
        await copy_store(first, f"sqlite:///{tmp_path / 'bad.sqlite3'}", say=lambda _: None)


def test_the_command_prints_the_checked_tallies(tmp_path: Path) -> None:
    import asyncio

    source, target = tmp_path / "a.sqlite3", tmp_path / "b.sqlite3"
    asyncio.run(fill(str(source)))
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = [sys.executable, "-m", "bot", "store", "copy", str(source), f"sqlite:///{target}"]
    done = subprocess.run(run, cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"Copied everything from {source} to sqlite:///{target}:")
    assert "lb_ratings" in done.stdout and "Counts and checksums match" in done.stdout
    again = subprocess.run(run, cwd=tmp_path, env=env, capture_output=True, text=True,
                           timeout=120)
    assert again.returncode == 2 and again.stdout == ""
    assert again.stderr.startswith("Cannot copy: The target") and again.stderr.count("\n") == 1
