"""The store on both backends: migrations, atomic action commits, restore data, finished
matches. Tests named for SQLite check what only SQLite has (WAL, its file, its planner)."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import asyncpg
import pytest

from bot.store import (
    MIGRATIONS,
    ActionEntry,
    IntegrityError,
    MatchRecord,
    PlaceTaken,
    SeatRecord,
    Store,
    StoreError,
    TableRecord,
)
from bot.store.backends import into_wal, parse_target
from bot.store.sql import Dialect, Program, execute, fetch_one
from tests.conftest import raw as raw_url


@pytest.fixture
async def store(store_url: str) -> AsyncIterator[Store]:
    s = await Store.open(store_url)
    yield s
    await s.close()


@pytest.fixture
async def sqlite_store(tmp_path: Path) -> AsyncIterator[Store]:
    s = await Store.open(tmp_path / "t.sqlite3")
    yield s
    await s.close()


async def seen(url: str, sql: str, args: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    """Read through a connection of its own: what a restarted process would see."""
    return await raw_url(url, sql, args)


def record(place: int = 10, guild: int = 1, **kw: object) -> TableRecord:
    rec = TableRecord(guild_id=guild, channel_id=place, game_id="high-card", host_id=100,
                      seed=7, seats=[SeatRecord(100, "Ann"), SeatRecord(None, "Computer 1",
                                                                        computer=True)],
                      created_at=1.0, updated_at=1.0)
    for k, v in kw.items():
        setattr(rec, k, v)
    return rec


def raw(path: str, sql: str, args: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    """Read the SQLite file with a separate connection."""
    con = sqlite3.connect(path)
    try:
        return con.execute(sql, args).fetchall()
    finally:
        con.close()


async def test_fresh_store_is_migrated(store: Store) -> None:
    assert await store.schema_version() == len(MIGRATIONS)
    for name in ("schema_version", "tables", "actions", "snapshots", "matches",
                 "match_players", "lb_matches", "lb_results", "lb_ratings", "lb_period_totals"):
        assert await store.backend.table_exists(name), name
    assert not await store.backend.table_exists("nothing")


async def test_sqlite_store_is_in_wal_mode(sqlite_store: Store) -> None:
    assert raw(sqlite_store.path, "PRAGMA journal_mode")[0][0] == "wal"


async def test_migrations_run_once_in_order_and_new_ones_apply(store_url: str) -> None:
    path = store_url
    s = await Store.open(path)
    await s.close()
    ran: list[Dialect] = []

    def step(dialect: Dialect) -> Program[None]:
        ran.append(dialect)
        yield execute("CREATE TABLE ratings (user_id INTEGER)")

    more = [*MIGRATIONS, "CREATE TABLE extra (x INTEGER); CREATE INDEX extra_x ON extra (x)", step]
    s = await Store.open(path, migrations=more)
    assert await s.schema_version() == len(more)
    await s.close()
    s = await Store.open(path, migrations=more)  # nothing left to do
    assert ran == [s.dialect]
    await s.fetchall("SELECT x FROM extra")
    await s.close()
    with pytest.raises(StoreError, match="newer Card Table") as err:
        await Store.open(path)  # the database is ahead of this code
    assert "\n" not in str(err.value) and "Update the bot" in str(err.value)


async def test_a_failing_migration_changes_nothing(store_url: str) -> None:
    bad = [*MIGRATIONS, "CREATE TABLE half (x INTEGER); THIS IS NOT SQL"]
    with pytest.raises((sqlite3.OperationalError, asyncpg.PostgresSyntaxError)):
        await Store.open(store_url, migrations=bad)
    s = await Store.open(store_url)
    assert await s.schema_version() == len(MIGRATIONS)
    assert not await s.backend.table_exists("half")
    await s.close()


async def test_processes_starting_together_migrate_once(store_url: str) -> None:
    """Shard processes start at the same moment on a fresh store: one migrates, the others
    find it done (a lock around each migration), and none fails."""
    opened = await asyncio.gather(*(Store.open(store_url) for _ in range(4)),
                                  return_exceptions=True)
    stores = [s for s in opened if isinstance(s, Store)]
    try:
        assert stores == opened
        assert [await s.schema_version() for s in stores] == [len(MIGRATIONS)] * 4
    finally:
        for s in stores:
            await s.close()


class _Refusing:
    """A connection whose switch to WAL is refused ``times`` times with ``error``."""

    def __init__(self, times: int, error: str = "database is locked") -> None:
        self.times, self.error, self.asked = times, error, 0

    async def execute(self, sql: str) -> None:
        assert sql == "PRAGMA journal_mode=WAL"
        self.asked += 1
        if self.asked <= self.times:
            raise sqlite3.OperationalError(self.error)


async def test_the_switch_to_wal_is_asked_again_while_another_process_holds_the_file() -> None:
    """SQLite can refuse the WAL switch at once, its busy timeout unused, while another
    process opens the same new file (1 in ~300 four-process starts failed with
    "database is locked"): it is asked again, and other errors are not retried."""
    db = _Refusing(3)
    await into_wal(db)  # type: ignore[arg-type]
    assert db.asked == 4
    stuck = _Refusing(10**6)
    with pytest.raises(sqlite3.OperationalError, match="locked"):
        await into_wal(stuck, patience=0.05)  # type: ignore[arg-type]
    assert stuck.asked > 1
    broken = _Refusing(1, "disk I/O error")
    with pytest.raises(sqlite3.OperationalError, match="disk"):
        await into_wal(broken)  # type: ignore[arg-type]
    assert broken.asked == 1


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
    with pytest.raises(IntegrityError):
        await store.commit_action(rec, ActionEntry(1, 1, "bid:0", 101, False, 3.0), '{"v": 9}')
    assert await store.snapshot(rec.id) == (1, '{"v": 1}')
    assert len(await store.actions(rec.id)) == 1
    with pytest.raises(ValueError, match="differ"):
        await store.commit_action(rec, ActionEntry(5, 0, "x", None, True, 3.0), "{}")


async def playing_table(store: Store, moves: int) -> TableRecord:
    """A table started with the snapshot "S0", then ``moves`` moves committed without one."""
    rec = record()
    await store.create_table(rec)
    rec.status = "playing"
    await store.start_table(rec, "S0")
    for v in range(1, moves + 1):
        rec.version = v
        await store.commit_action(rec, ActionEntry(v, 0, f"bid:{v}", 100, False, v), None)
    return rec


async def test_a_move_without_a_checkpoint_keeps_the_older_snapshot(store: Store) -> None:
    """Most moves carry no state: their log row and table row commit, the snapshot stays a
    checkpoint behind; closing a table can write its last state with the row."""
    rec = await playing_table(store, moves=2)
    assert await store.snapshot(rec.id) == (0, "S0")
    assert [a.version for a in await store.actions(rec.id)] == [1, 2]
    assert (await store.get_table(rec.id)).version == 2  # type: ignore[union-attr]
    rec.status = "ended"
    await store.save_table(rec, "S2")
    assert await store.snapshot(rec.id) == (2, "S2")


async def test_replace_snapshot_cuts_the_log_after_its_version(store: Store) -> None:
    """The restore's repair: the state at a version becomes the table's, and logged moves
    past it (which no longer apply) go with it, so the next move's version is free."""
    rec = await playing_table(store, moves=4)
    await store.replace_snapshot(rec.id, 2, "S2", 9.0)
    assert await store.snapshot(rec.id) == (2, "S2")
    assert [a.version for a in await store.actions(rec.id)] == [1, 2]
    assert (await store.get_table(rec.id)).version == 2  # type: ignore[union-attr]
    rec.version = 3
    await store.commit_action(rec, ActionEntry(3, 0, "bid:0", 100, False, 10.0), None)
    assert [a.action for a in await store.actions(rec.id)] == ["bid:1", "bid:2", "bid:0"]


async def test_committed_means_visible_to_another_process(store: Store, store_url: str) -> None:
    rec = record()
    await store.create_table(rec)
    rec.status = "playing"
    await store.start_table(rec, "{}")
    for v in range(1, 4):
        rec.version = v
        await store.commit_action(rec, ActionEntry(v, v % 2, f"bid:{v}", None, True, v),
                                  f'{{"v": {v}}}')
        # Read through a separate connection right after the commit returns.
        assert (await seen(store_url, "SELECT version, state FROM snapshots"))[0] == \
            (v, f'{{"v": {v}}}')
        assert (await seen(store_url, "SELECT max(version) FROM actions"))[0][0] == v
        assert await seen(store_url, "SELECT version FROM tables WHERE id=?", (rec.id,)) == [(v,)]


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


async def test_a_shard_restores_only_its_own_servers(store: Store) -> None:
    """``load_open_tables(guilds=…)``: a shard process keeps its servers' tables (and reads
    only their snapshots and logs)."""
    mine, theirs = record(place=1, guild=4 << 22), record(place=2, guild=5 << 22)
    for r in (mine, theirs):
        await store.create_table(r)
        r.status = "playing"
        await store.start_table(r, f"S{r.guild_id}")
        r.version = 1
        await store.commit_action(r, ActionEntry(1, 0, "bid:1", 100, False, 5.0), "S1")
    shard = await store.load_open_tables(guilds=lambda g: (g >> 22) % 2 == 0)
    assert [(t.record.id, t.snapshot, len(t.actions)) for t in shard] == [(mine.id, "S1", 1)]
    assert len(await store.load_open_tables()) == 2


def match_for(rec: TableRecord, guild: int, finished: float = 50.0) -> MatchRecord:
    return MatchRecord(guild_id=guild, table_id=rec.id, game_id="high-card", options={},
                       seats=rec.seats, teams=[[0], [1]], scores=[7, 3], ranks=[0, 1],
                       winners=[0], started_at=10.0, finished_at=finished, actions=1,
                       has_computers=True, summary="Ann wins.")


async def test_finished_match_is_recorded_with_the_closing_action(store: Store,
                                                                  store_url: str) -> None:
    rec = record(guild=5)
    await store.create_table(rec)
    rec.status = "playing"
    await store.start_table(rec, "S0")
    rec.version, rec.status, rec.closed_at = 1, "finished", 50.0
    await store.commit_action(rec, ActionEntry(1, 0, "play:AS", 100, False, 50.0), "S1",
                              match_for(rec, 5))
    assert (await seen(store_url, "SELECT status FROM tables"))[0][0] == "finished"
    (m,) = await store.recent_matches(5)
    assert (m.game_id, m.scores, m.winners, m.duration, m.has_computers) == (
        "high-card", [7, 3], [0], 40.0, True)
    assert m.seats[1].computer and m.summary == "Ann wins."
    rows = await seen(store_url, "SELECT seat, user_id, computer, team, score, rank, won,"
                                 " guild_id FROM match_players ORDER BY seat")
    assert rows == [(0, 100, 0, 0, 7, 0, 1, 5), (1, None, 1, 1, 3, 1, 0, 5)]
    assert await store.recent_matches(6) == []  # another server sees nothing
    assert await store.recent_matches(5, "other-game") == []
    assert (await store.match_for_table(rec.id)) == m


async def test_a_failed_match_insert_undoes_the_closing_action(store: Store,
                                                               store_url: str) -> None:
    rec = record()
    await store.create_table(rec)
    rec.status = "playing"
    await store.start_table(rec, "S0")
    bad = match_for(rec, 1)
    bad.table_id = 999_999  # violates the foreign key
    rec.version, rec.status = 1, "finished"
    with pytest.raises(IntegrityError):
        await store.commit_action(rec, ActionEntry(1, 0, "play:AS", 100, False, 5.0), "S1", bad)
    assert await store.snapshot(rec.id) == (0, "S0")
    assert await store.actions(rec.id) == []
    assert (await seen(store_url, "SELECT status FROM tables"))[0][0] == "playing"
    assert await seen(store_url, "SELECT COUNT(*) FROM lb_matches") == [(0,)]


async def test_sqlite_leaderboard_queries_use_the_indexes(sqlite_store: Store) -> None:
    store = sqlite_store
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


async def test_a_failing_program_leaves_nothing_and_bursts_all_commit(store: Store) -> None:
    """A transaction program is all or nothing, a failing statement caught inside it is
    rolled back to its savepoint only, and many programs at once all commit whole."""
    await store.run(iter_once(execute("CREATE TABLE t (n INTEGER PRIMARY KEY)")))

    def failing() -> Program[None]:
        yield execute("INSERT INTO t VALUES (-1)")
        yield execute("INSERT INTO t VALUES (-1)")  # the key again

    with pytest.raises(IntegrityError):
        await store.run(failing())
    assert await store.fetchall("SELECT n FROM t") == []

    def recovering() -> Program[int]:
        yield execute("INSERT INTO t VALUES (-2)")
        yield execute("SAVEPOINT s")
        try:
            yield execute("INSERT INTO t VALUES (-2)")
        except IntegrityError:
            yield execute("ROLLBACK TO SAVEPOINT s")
        yield execute("RELEASE SAVEPOINT s")
        row = yield fetch_one("SELECT COUNT(*) FROM t")
        return int(row[0])

    assert await store.run(recovering()) == 1

    def insert(i: int) -> Program[None]:
        yield execute("INSERT INTO t VALUES (?)", (i,))
        yield execute("INSERT INTO t VALUES (?)", (1000 + i,))

    await asyncio.gather(*(store.run(insert(i)) for i in range(200)))
    rows = sorted(r[0] for r in await store.fetchall("SELECT n FROM t"))
    assert rows == [-2, *range(200), *range(1000, 1200)]


async def test_programs_that_arrive_together_commit_or_fail_alone(store: Store) -> None:
    """Programs queued at once each commit whole or fail whole, as they would alone —
    SQLite commits them in groups (one BEGIN/COMMIT each), in their order."""
    await store.run(iter_once(execute("CREATE TABLE g (n INTEGER PRIMARY KEY)")))

    def ok(i: int) -> Program[int]:
        yield execute("INSERT INTO g VALUES (?)", (i,))
        row = yield fetch_one("SELECT COUNT(*) FROM g")
        return int(row[0])

    def bad() -> Program[int]:
        yield execute("INSERT INTO g VALUES (500)")
        yield execute("INSERT INTO g VALUES (500)")  # the key again: all of it is undone
        return -1

    groups_before = getattr(store.backend, "groups", 0)
    outcomes = await asyncio.gather(*(store.run(bad() if i % 7 == 3 else ok(i))
                                      for i in range(150)), return_exceptions=True)
    failed = [i for i, o in enumerate(outcomes) if isinstance(o, IntegrityError)]
    assert failed == [i for i in range(150) if i % 7 == 3]
    kept = [i for i in range(150) if i % 7 != 3]
    assert sorted(r[0] for r in await store.fetchall("SELECT n FROM g")) == kept
    if store.backend.dialect == "sqlite":  # one connection: in order, and together
        assert [o for o in outcomes if not isinstance(o, BaseException)] == list(
            range(1, len(kept) + 1))  # each saw exactly the ones before it
        groups = store.backend.groups - groups_before  # type: ignore[attr-defined]
        assert 1 <= groups <= 150 // 64 + 2


def iter_once(op: object) -> Program[None]:
    yield op  # type: ignore[misc]


@pytest.mark.parametrize("kind", ["under_a_file", "a_folder", "not_a_database"])
async def test_an_unusable_sqlite_path_is_one_store_error(tmp_path: Path, kind: str) -> None:
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


async def test_an_unreachable_postgresql_is_one_store_error() -> None:
    """Nothing listens on that port: one line, with the URL but never its password."""
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    with pytest.raises(StoreError) as err:
        await Store.open(f"postgresql://bot:s3cret@127.0.0.1:{port}/cards")
    text = str(err.value)
    assert "\n" not in text and "s3cret" not in text
    assert f"postgresql://bot:***@127.0.0.1:{port}/cards" in text and "store.url" in text


def test_store_targets() -> None:
    assert parse_target("cards.sqlite3") == ("sqlite", "cards.sqlite3")
    assert parse_target(Path("/srv/c.sqlite3")) == ("sqlite", "/srv/c.sqlite3")
    assert parse_target("sqlite:///data/c.sqlite3") == ("sqlite", "data/c.sqlite3")
    assert parse_target("sqlite:////srv/c.sqlite3") == ("sqlite", "/srv/c.sqlite3")
    assert parse_target("sqlite://") == ("sqlite", ":memory:")
    assert parse_target("postgres://u@h/d") == ("postgresql", "postgres://u@h/d")
    assert parse_target("postgresql://u:p@h:5/d") == ("postgresql", "postgresql://u:p@h:5/d")
    with pytest.raises(StoreError, match="neither sqlite"):
        parse_target("mysql://u:secret@h/d")


async def test_postgresql_never_drops_a_transaction_silently(pg_url: str) -> None:
    """PostgreSQL aborts a transaction at a failed statement; a program that swallows the
    error without rolling back to a savepoint must fail loudly, not have COMMIT turned into
    a silent ROLLBACK."""
    store = await Store.open(pg_url)
    try:
        await store.run(iter_once(execute("CREATE TABLE t (n INTEGER PRIMARY KEY)")))

        def careless() -> Program[None]:
            yield execute("INSERT INTO t VALUES (1)")
            with contextlib.suppress(IntegrityError):  # no savepoint to go back to
                yield execute("INSERT INTO t VALUES (1)")

        with pytest.raises(asyncpg.InFailedSQLTransactionError):
            await store.run(careless())
        assert await store.fetchall("SELECT n FROM t") == []
    finally:
        await store.close()
