"""The SQLite store: migrations, atomic action commits, restore data, finished-match records."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import aiosqlite
import pytest

from bot.store import (
    MIGRATIONS,
    ActionEntry,
    MatchRecord,
    PlaceTaken,
    SeatRecord,
    Store,
    StoreError,
    TableRecord,
)


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    s = await Store.open(tmp_path / "t.sqlite3")
    yield s
    await s.close()


def record(place: int = 10, guild: int = 1, **kw: object) -> TableRecord:
    rec = TableRecord(guild_id=guild, channel_id=place, game_id="high-card", host_id=100,
                      seed=7, seats=[SeatRecord(100, "Ann"), SeatRecord(None, "Computer 1",
                                                                        computer=True)],
                      created_at=1.0, updated_at=1.0)
    for k, v in kw.items():
        setattr(rec, k, v)
    return rec


def raw(path: str, sql: str, args: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    """Read with a separate connection: what a restarted process would see."""
    con = sqlite3.connect(path)
    try:
        return con.execute(sql, args).fetchall()
    finally:
        con.close()


async def test_fresh_database_is_migrated_and_in_wal_mode(store: Store) -> None:
    assert await store.schema_version() == len(MIGRATIONS)
    assert raw(store.path, "PRAGMA journal_mode")[0][0] == "wal"
    names = {r[0] for r in raw(store.path, "SELECT name FROM sqlite_master WHERE type='table'")}
    assert {"schema_version", "tables", "actions", "snapshots", "matches",
            "match_players"} <= names


async def test_migrations_run_once_in_order_and_new_ones_apply(tmp_path: Path) -> None:
    path = tmp_path / "m.sqlite3"
    s = await Store.open(path)
    await s.close()
    ran: list[int] = []

    async def step(db: aiosqlite.Connection) -> None:
        ran.append(1)
        await db.execute("CREATE TABLE ratings (user_id INTEGER)")

    more = [*MIGRATIONS, "CREATE TABLE extra (x INTEGER); CREATE INDEX extra_x ON extra (x)", step]
    s = await Store.open(path, migrations=more)
    assert await s.schema_version() == len(more)
    await s.close()
    s = await Store.open(path, migrations=more)  # nothing left to do
    assert ran == [1]
    await s.close()
    with pytest.raises(StoreError, match="newer Card Table") as err:
        await Store.open(path)  # the database is ahead of this code
    assert "\n" not in str(err.value) and "Update the bot" in str(err.value)


async def test_a_failing_migration_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "f.sqlite3"
    bad = [*MIGRATIONS, "CREATE TABLE half (x INTEGER); THIS IS NOT SQL"]
    with pytest.raises(sqlite3.OperationalError):
        await Store.open(path, migrations=bad)
    s = await Store.open(path)
    assert await s.schema_version() == len(MIGRATIONS)
    assert not raw(str(path), "SELECT name FROM sqlite_master WHERE name='half'")
    await s.close()


async def test_one_open_table_per_place(store: Store) -> None:
    first = record(place=10)
    await store.create_table(first)
    with pytest.raises(PlaceTaken):
        await store.create_table(record(place=10))
    await store.create_table(record(place=10, thread_id=11))  # a thread is its own place
    first.status = "ended"
    await store.save_table(first)
    await store.create_table(record(place=10))  # the place is free again


async def test_commit_action_is_one_transaction(store: Store) -> None:
    rec = record()
    await store.create_table(rec)
    rec.status = "playing"
    await store.start_table(rec, '{"v": 0}')
    rec.version = 1
    await store.commit_action(rec, ActionEntry(1, 0, "bid:1", 100, False, 2.0), '{"v": 1}')
    assert await store.snapshot(rec.id) == (1, '{"v": 1}')
    assert [a.action for a in await store.actions(rec.id)] == ["bid:1"]
    # The same version again fails as a whole: no snapshot change, no row, no table change.
    rec.version = 1
    with pytest.raises(sqlite3.IntegrityError):
        await store.commit_action(rec, ActionEntry(1, 1, "bid:0", 101, False, 3.0), '{"v": 9}')
    assert await store.snapshot(rec.id) == (1, '{"v": 1}')
    assert len(await store.actions(rec.id)) == 1
    with pytest.raises(ValueError, match="differ"):
        await store.commit_action(rec, ActionEntry(5, 0, "x", None, True, 3.0), "{}")


async def test_committed_means_visible_to_another_process(store: Store) -> None:
    rec = record()
    await store.create_table(rec)
    rec.status = "playing"
    await store.start_table(rec, "{}")
    for v in range(1, 4):
        rec.version = v
        await store.commit_action(rec, ActionEntry(v, v % 2, f"bid:{v}", None, True, v),
                                  f'{{"v": {v}}}')
        # Read through a separate connection right after the commit returns.
        assert raw(store.path, "SELECT version, state FROM snapshots")[0] == (v, f'{{"v": {v}}}')
        assert raw(store.path, "SELECT max(version) FROM actions")[0][0] == v
        assert raw(store.path, "SELECT version FROM tables WHERE id=?", (rec.id,))[0][0] == v


async def test_load_open_tables_gives_row_snapshot_and_log(store: Store) -> None:
    lobby = record(place=1)
    playing = record(place=2, seat_count=2, options={"target": 3}, meta={"difficulty": "random"})
    done = record(place=3)
    for r in (lobby, playing, done):
        await store.create_table(r)
    playing.status = "playing"
    await store.start_table(playing, "S0")
    playing.version = 1
    await store.commit_action(playing, ActionEntry(1, 0, "bid:1", 100, False, 5.0), "S1")
    done.status = "ended"
    await store.save_table(done)
    found = {t.record.id: t for t in await store.load_open_tables()}
    assert set(found) == {lobby.id, playing.id}
    assert found[lobby.id].snapshot is None and found[lobby.id].actions == []
    p = found[playing.id]
    assert (p.snapshot_version, p.snapshot) == (1, "S1")
    assert p.actions == [ActionEntry(1, 0, "bid:1", 100, False, 5.0)]
    assert p.record.options == {"target": 3} and p.record.seat_count == 2
    assert p.record.seats == playing.seats and p.record.meta == {"difficulty": "random"}
    assert p.record.status == "playing" and p.record.version == 1


def match_for(rec: TableRecord, guild: int, finished: float = 50.0) -> MatchRecord:
    return MatchRecord(guild_id=guild, table_id=rec.id, game_id="high-card", options={},
                       seats=rec.seats, teams=[[0], [1]], scores=[7, 3], ranks=[0, 1],
                       winners=[0], started_at=10.0, finished_at=finished, actions=1,
                       has_computers=True, summary="Ann wins.")


async def test_finished_match_is_recorded_with_the_closing_action(store: Store) -> None:
    rec = record(guild=5)
    await store.create_table(rec)
    rec.status = "playing"
    await store.start_table(rec, "S0")
    rec.version, rec.status, rec.closed_at = 1, "finished", 50.0
    await store.commit_action(rec, ActionEntry(1, 0, "play:AS", 100, False, 50.0), "S1",
                              match_for(rec, 5))
    assert raw(store.path, "SELECT status FROM tables")[0][0] == "finished"
    (m,) = await store.recent_matches(5)
    assert (m.game_id, m.scores, m.winners, m.duration, m.has_computers) == (
        "high-card", [7, 3], [0], 40.0, True)
    assert m.seats[1].computer and m.summary == "Ann wins."
    rows = raw(store.path, "SELECT seat, user_id, computer, team, score, rank, won, guild_id "
                           "FROM match_players ORDER BY seat")
    assert rows == [(0, 100, 0, 0, 7, 0, 1, 5), (1, None, 1, 1, 3, 1, 0, 5)]
    assert await store.recent_matches(6) == []  # another server sees nothing
    assert await store.recent_matches(5, "other-game") == []
    assert (await store.match_for_table(rec.id)) == m


async def test_a_failed_match_insert_undoes_the_closing_action(store: Store) -> None:
    rec = record()
    await store.create_table(rec)
    rec.status = "playing"
    await store.start_table(rec, "S0")
    bad = match_for(rec, 1)
    bad.table_id = 999_999  # violates the foreign key
    rec.version, rec.status = 1, "finished"
    with pytest.raises(sqlite3.IntegrityError):
        await store.commit_action(rec, ActionEntry(1, 0, "play:AS", 100, False, 5.0), "S1", bad)
    assert await store.snapshot(rec.id) == (0, "S0")
    assert await store.actions(rec.id) == []
    assert raw(store.path, "SELECT status FROM tables")[0][0] == "playing"


async def test_leaderboard_queries_use_the_indexes(store: Store) -> None:
    plans = {
        "board": "SELECT user_id, count(*), sum(won) FROM match_players WHERE guild_id=1 "
                 "AND game_id='x' AND user_id IS NOT NULL GROUP BY user_id",
        "member": "SELECT * FROM match_players WHERE guild_id=1 AND user_id=5 "
                  "ORDER BY finished_at DESC",
        "history": "SELECT * FROM matches WHERE guild_id=1 AND game_id='x' "
                   "ORDER BY finished_at DESC LIMIT 10",
    }
    for name, sql in plans.items():
        plan = " ".join(str(r[-1]) for r in raw(store.path, "EXPLAIN QUERY PLAN " + sql))
        assert "USING INDEX" in plan or "USING COVERING INDEX" in plan, (name, plan)
        assert "SCAN match_players" not in plan and "SCAN matches" not in plan, (name, plan)


async def test_concurrent_transactions_do_not_interleave(store: Store) -> None:
    """Many coroutines committing at once on one connection: each commit is whole."""
    import asyncio

    recs = [record(place=100 + i) for i in range(10)]
    for r in recs:
        await store.create_table(r)
        r.status = "playing"
        await store.start_table(r, "S0")

    async def play(r: TableRecord) -> None:
        for v in range(1, 21):
            r.version = v
            await store.commit_action(r, ActionEntry(v, 0, f"bid:{v}", None, True, v), f"S{v}")

    await asyncio.gather(*(play(r) for r in recs))
    for r in recs:
        assert await store.snapshot(r.id) == (20, "S20")
        assert [a.version for a in await store.actions(r.id)] == list(range(1, 21))


async def test_writes_never_land_inside_another_transaction(store: Store) -> None:
    """Whole-transaction writes skip the asyncio lock; they must still queue behind an open
    ``transaction()`` and never split it, and many at once must all commit."""
    import asyncio

    await store.write(lambda c: c.execute("CREATE TABLE t (n INTEGER)"))
    entered = asyncio.Event()
    release = asyncio.Event()

    async def long_transaction() -> None:
        async with store.transaction() as db:
            await db.execute("INSERT INTO t VALUES (-1)")
            entered.set()
            await release.wait()
            await db.execute("INSERT INTO t VALUES (-2)")

    holder = asyncio.create_task(long_transaction())
    await entered.wait()
    writers = [asyncio.create_task(store.write(
        lambda c, i=i: c.execute("INSERT INTO t VALUES (?)", (i,)))) for i in range(50)]
    await asyncio.sleep(0.05)
    assert not any(w.done() for w in writers)  # waiting for the open transaction
    release.set()
    await asyncio.gather(holder, *writers)
    rows = [r[0] for r in await store.fetchall("SELECT n FROM t ORDER BY rowid")]
    assert rows[:2] == [-1, -2] and sorted(rows[2:]) == list(range(50))
    # and with no transaction open, a burst goes straight to the database thread
    await asyncio.gather(*(store.write(lambda c, i=i: c.execute(
        "INSERT INTO t VALUES (?)", (100 + i,))) for i in range(200)))
    assert (await store.fetchone("SELECT COUNT(*) FROM t"))[0] == 252  # type: ignore[index]


@pytest.mark.parametrize("kind", ["under_a_file", "a_folder", "not_a_database"])
async def test_an_unusable_path_is_one_store_error(tmp_path: Path, kind: str) -> None:
    """Start-up prints these as they are, so each must be one line saying what to do."""
    blocker = tmp_path / "file"
    blocker.write_text("not sqlite")
    path = {"under_a_file": blocker / "x.sqlite3", "a_folder": tmp_path,
            "not_a_database": blocker}[kind]
    with pytest.raises(StoreError) as err:
        await Store.open(path)
    text = str(err.value)
    assert str(path) in text and "\n" not in text
    assert "store.path" in text
