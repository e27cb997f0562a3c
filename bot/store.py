"""SQLite persistence (aiosqlite, WAL): tables, their action logs and snapshots, finished matches.

The rule the whole bot leans on: an applied action is written — its action-log
row, the new snapshot and the table row — in ONE transaction, and only then is
its result shown to anyone. After a crash every table therefore resumes at a
state at least as new as anything a player saw, and the log's primary key
``(table_id, version)`` makes applying an action twice impossible.

The store knows nothing of games: states arrive as JSON text. Replaying logs
to check snapshots is the table service's job (it has the engine).

Schema changes are migrations: append to ``MIGRATIONS``, never edit an applied
one. ``schema_version`` holds how many have run.

WAL with ``synchronous=NORMAL`` keeps every committed transaction across a
killed process (only a power cut could lose the last few); set
``synchronous="FULL"`` to survive that too, at the cost of an fsync per move.
"""

from __future__ import annotations

import asyncio
import json
import os
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Literal, TypeVar, cast

import aiosqlite

from bot import leaderboard

Status = Literal["lobby", "playing", "finished", "ended"]
OPEN_STATUSES: tuple[Status, ...] = ("lobby", "playing")

T = TypeVar("T")
Migration = str | Callable[[aiosqlite.Connection], Awaitable[None]]

MIGRATIONS: list[Migration] = [
    # 1: tables, the action log, snapshots, finished matches and their players.
    """
    CREATE TABLE tables (
        id           INTEGER PRIMARY KEY AUTOINCREMENT,
        guild_id     INTEGER NOT NULL,
        channel_id   INTEGER NOT NULL,
        thread_id    INTEGER,
        place_id     INTEGER NOT NULL,           -- thread_id if any, else channel_id
        message_id   INTEGER,                    -- the table message
        game_id      TEXT    NOT NULL,
        options      TEXT    NOT NULL,           -- JSON
        seed         INTEGER NOT NULL,
        seat_count   INTEGER,                    -- chosen seat count, NULL = any the game allows
        seats        TEXT    NOT NULL,           -- JSON list of SeatRecord
        host_id      INTEGER NOT NULL,
        status       TEXT    NOT NULL CHECK (status IN ('lobby', 'playing', 'finished', 'ended')),
        version      INTEGER NOT NULL DEFAULT 0, -- applied actions
        meta         TEXT    NOT NULL DEFAULT '{}',  -- JSON: end votes, extra message ids …
        created_at   REAL    NOT NULL,
        updated_at   REAL    NOT NULL,
        started_at   REAL,
        closed_at    REAL
    );
    -- One open table per channel or thread, enforced by the database itself.
    CREATE UNIQUE INDEX tables_one_open_per_place ON tables (place_id)
        WHERE status IN ('lobby', 'playing');
    CREATE INDEX tables_open ON tables (status) WHERE status IN ('lobby', 'playing');
    CREATE INDEX tables_guild ON tables (guild_id, status);

    CREATE TABLE actions (
        table_id  INTEGER NOT NULL REFERENCES tables (id),
        version   INTEGER NOT NULL,              -- the table version this action produced (1, 2, …)
        seat      INTEGER NOT NULL,
        action    TEXT    NOT NULL,              -- stable form, e.g. play:10S
        actor_id  INTEGER,                       -- the member who acted; NULL for a computer
        computer  INTEGER NOT NULL DEFAULT 0,    -- 1: a computer chose it (seat or stand-in)
        at        REAL    NOT NULL,
        PRIMARY KEY (table_id, version)
    ) WITHOUT ROWID;

    CREATE TABLE snapshots (
        table_id  INTEGER PRIMARY KEY REFERENCES tables (id),
        version   INTEGER NOT NULL,
        state     TEXT    NOT NULL,              -- the game state's JSON at that version
        at        REAL    NOT NULL
    );

    CREATE TABLE matches (
        id            INTEGER PRIMARY KEY AUTOINCREMENT,
        table_id      INTEGER UNIQUE REFERENCES tables (id),
        guild_id      INTEGER NOT NULL,
        game_id       TEXT    NOT NULL,
        options       TEXT    NOT NULL,          -- JSON
        seats         TEXT    NOT NULL,          -- JSON list of SeatRecord at the end
        teams         TEXT    NOT NULL,          -- JSON [[seat, …], …]
        scores        TEXT    NOT NULL,          -- JSON, one per team
        ranks         TEXT    NOT NULL,          -- JSON, one per team, 0 = first
        winners       TEXT    NOT NULL,          -- JSON list of seats
        summary       TEXT    NOT NULL DEFAULT '',
        started_at    REAL    NOT NULL,
        finished_at   REAL    NOT NULL,
        duration      REAL    NOT NULL,          -- seconds
        actions       INTEGER NOT NULL,
        has_computers INTEGER NOT NULL           -- 1 if any seat was ever played by a computer
    );
    CREATE INDEX matches_guild_game_time ON matches (guild_id, game_id, finished_at);
    CREATE INDEX matches_guild_time ON matches (guild_id, finished_at);

    -- One row per seat of a finished match: what per-member boards and stats read.
    CREATE TABLE match_players (
        match_id     INTEGER NOT NULL REFERENCES matches (id),
        seat         INTEGER NOT NULL,
        guild_id     INTEGER NOT NULL,
        game_id      TEXT    NOT NULL,
        user_id      INTEGER,                    -- NULL for a computer seat
        name         TEXT    NOT NULL,
        computer     INTEGER NOT NULL,           -- 1: a computer seat (never on a board)
        stood_in     INTEGER NOT NULL,           -- 1: a computer played for this human at times
        team         INTEGER NOT NULL,
        score        INTEGER NOT NULL,           -- the team's final score
        rank         INTEGER NOT NULL,           -- the team's place, 0 = first
        won          INTEGER NOT NULL,
        has_computers INTEGER NOT NULL,          -- copied from the match, for fast filtering
        finished_at  REAL    NOT NULL,
        PRIMARY KEY (match_id, seat)
    ) WITHOUT ROWID;
    CREATE INDEX match_players_board
        ON match_players (guild_id, game_id, user_id, finished_at) WHERE user_id IS NOT NULL;
    CREATE INDEX match_players_member
        ON match_players (guild_id, user_id, finished_at) WHERE user_id IS NOT NULL;
    """,
    # 2: ratings, boards by period and member results (bot.leaderboard's own tables).
    leaderboard.migrate,
]


class PlaceTaken(Exception):
    """Another open table already sits in this channel or thread."""


@dataclass
class SeatRecord:
    """Who holds a seat. ``away``: a human seat a computer is playing for until they return."""

    user_id: int | None
    name: str
    computer: bool = False
    difficulty: str | None = None
    away: bool = False
    stood_in: bool = False  # a computer has played for this human at some point

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SeatRecord:
        return cls(**data)


@dataclass
class TableRecord:
    """A table's persistent row (the game state lives in ``snapshots``)."""

    guild_id: int
    channel_id: int
    game_id: str
    host_id: int
    seed: int
    thread_id: int | None = None
    message_id: int | None = None
    options: dict[str, Any] = field(default_factory=dict)
    seat_count: int | None = None
    seats: list[SeatRecord] = field(default_factory=list)
    status: Status = "lobby"
    version: int = 0
    meta: dict[str, Any] = field(default_factory=dict)
    created_at: float = 0.0
    updated_at: float = 0.0
    started_at: float | None = None
    closed_at: float | None = None
    id: int = 0

    @property
    def place_id(self) -> int:
        """Where the table is played: its thread, else its channel."""
        return self.thread_id if self.thread_id is not None else self.channel_id


@dataclass(frozen=True)
class ActionEntry:
    """One row of a table's action log."""

    version: int
    seat: int
    action: str
    actor_id: int | None
    computer: bool
    at: float


@dataclass
class MatchRecord:
    """A finished match as the leaderboards read it."""

    guild_id: int
    table_id: int
    game_id: str
    options: dict[str, Any]
    seats: list[SeatRecord]
    teams: list[list[int]]
    scores: list[int]
    ranks: list[int]
    winners: list[int]
    started_at: float
    finished_at: float
    actions: int
    has_computers: bool
    summary: str = ""
    id: int = 0

    @property
    def duration(self) -> float:
        return max(0.0, self.finished_at - self.started_at)


@dataclass
class StoredTable:
    """An unfinished table as found on start: its row, snapshot and full log."""

    record: TableRecord
    snapshot_version: int | None
    snapshot: str | None
    actions: list[ActionEntry]


def _dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def _seats_json(seats: Sequence[SeatRecord]) -> str:
    return _dumps([asdict(s) for s in seats])


def _split_sql(script: str) -> list[str]:
    """Statements of a script (semicolons inside comments or strings are not ends)."""
    out, buf = [], ""
    for part in script.split(";"):
        buf += part + ";"
        if sqlite3.complete_statement(buf):
            if buf.strip(" \n\t;"):
                out.append(buf.strip())
            buf = ""
    if buf.strip(" \n\t;"):
        out.append(buf.strip())  # let SQLite report what is wrong with it
    return out


class StoreError(RuntimeError):
    """The store cannot be used (a path the bot may not create or write, a file that is not
    a database, one written by a newer version). ``str(err)`` is one line for the person
    starting the bot, saying what to do."""


_PATH_HELP = ("Set store.path in config.toml (or CARDTABLE_STORE__PATH) to a file the bot can "
              "create and write.")


def _unwritable(path: str) -> str | None:
    """Why the file system will not let the bot write the store, if it says so.

    SQLite reports a read-only place as "unable to open database file" or "attempt to
    write a readonly database", which reads like a broken file; this names the real cause.
    WAL also writes two files beside the database, so the folder must be writable too.
    """
    if path == ":memory:":
        return None
    target = Path(path)
    folder = target.parent
    try:
        if os.statvfs(folder).f_flag & os.ST_RDONLY:
            return f"{folder} is on a read-only file system"
    except (OSError, AttributeError):  # no statvfs (Windows), or no folder: ask access()
        pass
    if target.exists() and not os.access(target, os.W_OK):
        return f"the file {target} is read-only"
    if folder.exists() and not os.access(folder, os.W_OK):
        return f"the folder {folder} is read-only"
    return None


def _cannot_use(path: str, err: Exception, opening: bool) -> StoreError:
    """The one line for a database SQLite refused: a read-only place said as such."""
    why = _unwritable(path)
    if why is not None:
        return StoreError(f"Cannot write the store {path}: {why}. {_PATH_HELP}")
    if opening:
        return StoreError(f"Cannot open the store {path}: {err}. {_PATH_HELP}")
    hint = ("Is another Card Table using it?" if "locked" in str(err)
            else "Is it a Card Table database? " + _PATH_HELP)
    return StoreError(f"Cannot use the store {path}: {err}. {hint}")


class Store:
    """One aiosqlite connection; an asyncio lock keeps each transaction whole.

    A single connection is shared by every coroutine, so without the lock one
    coroutine's statements could land inside another's open transaction.
    """

    def __init__(self, db: aiosqlite.Connection, path: str) -> None:
        self.db = db
        self.path = path
        self._lock = asyncio.Lock()
        # Called as hook(conn, match) inside the transaction that records a finished match
        # (e.g. rating updates), so the result and everything derived from it commit together.
        self.match_hooks: list[Callable[[sqlite3.Connection, MatchRecord], None]] = []

    # --- lifecycle ----------------------------------------------------------
    @classmethod
    async def open(cls, path: str | Path, synchronous: str = "NORMAL",
                   migrations: Sequence[Migration] | None = None, *,
                   rate_computer_matches: bool = True) -> Store:
        """Open (creating if needed) the database and run pending migrations.

        Finished matches are rated in the transaction that records them
        (``rate_computer_matches=False``: matches with computer seats move no rating).
        """
        path = str(path)
        try:
            if path != ":memory:":
                Path(path).parent.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            raise StoreError(f"Cannot create the folder of the store {path}: "
                             f"{err.strerror or err}. {_PATH_HELP}") from None
        pending = aiosqlite.connect(path, isolation_level=None)
        # aiosqlite's worker thread is not a daemon: a crash that skips close() would leave
        # the process hanging instead of exiting (and being restarted). Committed data is
        # safe either way, so let the thread die with the process.
        worker = getattr(pending, "_thread", None)
        if worker is not None:
            worker.daemon = True
        try:
            db = await pending
        except (sqlite3.Error, OSError) as err:
            if worker is not None:  # aiosqlite stopped it; let it finish while the loop runs
                await asyncio.to_thread(worker.join, 5)
            raise _cannot_use(path, err, opening=True) from None
        try:
            db.row_factory = aiosqlite.Row
            await db.execute("PRAGMA journal_mode=WAL")
            await db.execute(f"PRAGMA synchronous={synchronous}")
            await db.execute("PRAGMA foreign_keys=ON")
            await db.execute("PRAGMA busy_timeout=5000")
        except sqlite3.Error as err:
            await db.close()
            raise _cannot_use(path, err, opening=False) from None
        store = cls(db, path)
        store.match_hooks.append(leaderboard.store_hook(rate_computer_matches))
        try:
            await store.migrate(MIGRATIONS if migrations is None else migrations)
        except BaseException:
            await db.close()  # else aiosqlite's thread keeps the process alive
            raise
        return store

    async def close(self) -> None:
        async with self._lock:
            await self.db.close()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """``async with store.transaction() as db:`` — all or nothing, one at a time."""
        async with self._lock:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                yield self.db
            except BaseException:
                await self.db.execute("ROLLBACK")
                raise
            await self.db.execute("COMMIT")

    async def fetchall(self, sql: str, args: Sequence[Any] = ()) -> list[aiosqlite.Row]:
        """Read outside any other coroutine's open transaction (never see uncommitted rows)."""
        async with self._lock, self.db.execute(sql, args) as cur:
            return list(await cur.fetchall())

    async def fetchone(self, sql: str, args: Sequence[Any] = ()) -> aiosqlite.Row | None:
        async with self._lock, self.db.execute(sql, args) as cur:
            return await cur.fetchone()

    # --- migrations ---------------------------------------------------------
    async def schema_version(self) -> int:
        if await self.fetchone("SELECT name FROM sqlite_master"
                               " WHERE type='table' AND name='schema_version'") is None:
            return 0
        row = await self.fetchone("SELECT version FROM schema_version")
        return int(row[0]) if row else 0

    async def migrate(self, migrations: Sequence[Migration]) -> int:
        """Apply the migrations not yet applied, each in its own transaction; return the version."""
        async with self.transaction() as db:
            await db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            async with db.execute("SELECT version FROM schema_version") as cur:
                row = await cur.fetchone()
            if row is None:
                await db.execute("INSERT INTO schema_version (version) VALUES (0)")
            current = int(row[0]) if row else 0
        if current > len(migrations):
            raise StoreError(f"The store {self.path} was written by a newer Card Table (schema "
                             f"version {current}; this one knows {len(migrations)}). Update "
                             "the bot, or set store.path to another file.")
        for number in range(current + 1, len(migrations) + 1):
            step = migrations[number - 1]
            async with self.transaction() as db:
                if isinstance(step, str):
                    for statement in _split_sql(step):
                        await db.execute(statement)
                else:
                    await step(db)
                await db.execute("UPDATE schema_version SET version = ?", (number,))
        return len(migrations)

    # --- tables -------------------------------------------------------------
    async def write(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``fn(conn)`` inside BEGIN IMMEDIATE … COMMIT on the database thread.

        One hop to the worker thread per transaction instead of one per statement: the
        hot path (an action commit) costs a fraction of a millisecond. ``fn`` is plain
        synchronous sqlite3 code; if it raises, everything it did is rolled back.
        """
        def run(conn: sqlite3.Connection) -> T:
            conn.execute("BEGIN IMMEDIATE")
            try:
                out = fn(conn)
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")
            return out

        execute = getattr(self.db, "_execute", None)
        if execute is not None and not self._lock.locked():
            # Straight onto aiosqlite's FIFO queue: ``run`` is a whole transaction, so it
            # cannot interleave with another; a ``transaction()`` that starts later queues
            # its BEGIN behind it. Not taking the asyncio lock lets the worker thread run
            # queued commits back to back instead of one per event-loop turn (a convoy that
            # showed as a 100 ms tail under 200 busy tables).
            return cast(T, await execute(run, self.db._conn))
        async with self._lock:
            if execute is not None:  # aiosqlite's own queue to its thread
                return cast(T, await execute(run, self.db._conn))
            return await asyncio.to_thread(run, self.db._conn)  # pragma: no cover

    async def create_table(self, rec: TableRecord) -> int:
        """Insert a new table; raise PlaceTaken if its channel or thread has an open one."""
        def insert(conn: sqlite3.Connection) -> int:
            cur = conn.execute(
                "INSERT INTO tables (guild_id, channel_id, thread_id, place_id, message_id,"
                " game_id, options, seed, seat_count, seats, host_id, status, version, meta,"
                " created_at, updated_at, started_at, closed_at)"
                " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (rec.guild_id, rec.channel_id, rec.thread_id, rec.place_id, rec.message_id,
                 rec.game_id, _dumps(rec.options), rec.seed, rec.seat_count,
                 _seats_json(rec.seats), rec.host_id, rec.status, rec.version,
                 _dumps(rec.meta), rec.created_at, rec.updated_at, rec.started_at,
                 rec.closed_at))
            return int(cur.lastrowid or 0)

        try:
            rec.id = await self.write(insert)
        except sqlite3.IntegrityError as err:
            raise PlaceTaken(str(err)) from err
        return rec.id

    @staticmethod
    def _update_table(conn: sqlite3.Connection, rec: TableRecord) -> None:
        conn.execute(
            "UPDATE tables SET thread_id=?, place_id=?, message_id=?, options=?, seat_count=?,"
            " seats=?, host_id=?, status=?, version=?, meta=?, updated_at=?, started_at=?,"
            " closed_at=? WHERE id=?",
            (rec.thread_id, rec.place_id, rec.message_id, _dumps(rec.options), rec.seat_count,
             _seats_json(rec.seats), rec.host_id, rec.status, rec.version, _dumps(rec.meta),
             rec.updated_at, rec.started_at, rec.closed_at, rec.id))

    async def save_table(self, rec: TableRecord) -> None:
        """Write the table row (seats, status, messages …) — not the game state."""
        try:
            await self.write(lambda conn: self._update_table(conn, rec))
        except sqlite3.IntegrityError as err:
            raise PlaceTaken(str(err)) from err

    async def start_table(self, rec: TableRecord, state_json: str) -> None:
        """Mark the table playing and store the initial state (version 0) together."""
        def start(conn: sqlite3.Connection) -> None:
            self._update_table(conn, rec)
            conn.execute(
                "INSERT OR REPLACE INTO snapshots (table_id, version, state, at) VALUES (?,?,?,?)",
                (rec.id, rec.version, state_json, rec.updated_at))

        await self.write(start)

    async def commit_action(self, rec: TableRecord, entry: ActionEntry, state_json: str,
                            match: MatchRecord | None = None) -> None:
        """THE write of the bot: log row + snapshot + table row (+ the match record) at once.

        ``rec.version`` must already equal ``entry.version``. If ``match`` is given the
        table is closing as finished: the result is recorded, and every ``match_hooks``
        function runs, in the same transaction.
        """
        if rec.version != entry.version:
            raise ValueError("table version and action version differ")

        def commit(conn: sqlite3.Connection) -> None:
            conn.execute(
                "INSERT INTO actions (table_id, version, seat, action, actor_id, computer, at)"
                " VALUES (?,?,?,?,?,?,?)",
                (rec.id, entry.version, entry.seat, entry.action, entry.actor_id,
                 int(entry.computer), entry.at))
            conn.execute(
                "INSERT OR REPLACE INTO snapshots (table_id, version, state, at) VALUES (?,?,?,?)",
                (rec.id, entry.version, state_json, entry.at))
            self._update_table(conn, rec)
            if match is not None:
                self._insert_match(conn, match)
                for hook in self.match_hooks:
                    hook(conn, match)

        await self.write(commit)

    async def replace_snapshot(self, table_id: int, version: int, state_json: str,
                               at: float) -> None:
        def replace(conn: sqlite3.Connection) -> None:
            conn.execute(
                "INSERT OR REPLACE INTO snapshots (table_id, version, state, at) VALUES (?,?,?,?)",
                (table_id, version, state_json, at))
            conn.execute("UPDATE tables SET version=? WHERE id=?", (version, table_id))

        await self.write(replace)

    # --- reading ------------------------------------------------------------
    @staticmethod
    def _record(row: aiosqlite.Row) -> TableRecord:
        return TableRecord(
            id=row["id"], guild_id=row["guild_id"], channel_id=row["channel_id"],
            thread_id=row["thread_id"], message_id=row["message_id"], game_id=row["game_id"],
            options=json.loads(row["options"]), seed=row["seed"], seat_count=row["seat_count"],
            seats=[SeatRecord.from_dict(s) for s in json.loads(row["seats"])],
            host_id=row["host_id"], status=row["status"], version=row["version"],
            meta=json.loads(row["meta"]), created_at=row["created_at"],
            updated_at=row["updated_at"], started_at=row["started_at"],
            closed_at=row["closed_at"])

    async def get_table(self, table_id: int) -> TableRecord | None:
        row = await self.fetchone("SELECT * FROM tables WHERE id=?", (table_id,))
        return self._record(row) if row else None

    async def actions(self, table_id: int) -> list[ActionEntry]:
        rows = await self.fetchall(
            "SELECT version, seat, action, actor_id, computer, at FROM actions"
            " WHERE table_id=? ORDER BY version", (table_id,))
        return [ActionEntry(r[0], r[1], r[2], r[3], bool(r[4]), r[5]) for r in rows]

    async def snapshot(self, table_id: int) -> tuple[int, str] | None:
        row = await self.fetchone("SELECT version, state FROM snapshots WHERE table_id=?",
                                  (table_id,))
        return (int(row[0]), str(row[1])) if row else None

    async def load_open_tables(self) -> list[StoredTable]:
        """Every table in the lobby or playing, with its snapshot and action log."""
        rows = await self.fetchall(
            "SELECT * FROM tables WHERE status IN ('lobby', 'playing') ORDER BY id")
        out = []
        for row in rows:
            rec = self._record(row)
            snap = await self.snapshot(rec.id)
            out.append(StoredTable(rec, snap[0] if snap else None, snap[1] if snap else None,
                                   await self.actions(rec.id)))
        return out

    # --- finished matches ---------------------------------------------------
    @staticmethod
    def _insert_match(conn: sqlite3.Connection, m: MatchRecord) -> None:
        cur = conn.execute(
            "INSERT INTO matches (table_id, guild_id, game_id, options, seats, teams, scores,"
            " ranks, winners, summary, started_at, finished_at, duration, actions, has_computers)"
            " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (m.table_id, m.guild_id, m.game_id, _dumps(m.options), _seats_json(m.seats),
             _dumps(m.teams), _dumps(m.scores), _dumps(m.ranks), _dumps(m.winners), m.summary,
             m.started_at, m.finished_at, m.duration, m.actions, int(m.has_computers)))
        m.id = int(cur.lastrowid or 0)
        team_of = {seat: t for t, team in enumerate(m.teams) for seat in team}
        rows = []
        for seat, s in enumerate(m.seats):
            team = team_of.get(seat, 0)
            rows.append((m.id, seat, m.guild_id, m.game_id, None if s.computer else s.user_id,
                         s.name, int(s.computer), int(s.stood_in), team,
                         m.scores[team] if team < len(m.scores) else 0,
                         m.ranks[team] if team < len(m.ranks) else 0,
                         int(seat in m.winners), int(m.has_computers), m.finished_at))
        conn.executemany(
            "INSERT INTO match_players (match_id, seat, guild_id, game_id, user_id, name,"
            " computer, stood_in, team, score, rank, won, has_computers, finished_at)"
            " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)", rows)

    @staticmethod
    def _match(row: aiosqlite.Row) -> MatchRecord:
        return MatchRecord(
            id=row["id"], table_id=row["table_id"], guild_id=row["guild_id"],
            game_id=row["game_id"], options=json.loads(row["options"]),
            seats=[SeatRecord.from_dict(s) for s in json.loads(row["seats"])],
            teams=json.loads(row["teams"]), scores=json.loads(row["scores"]),
            ranks=json.loads(row["ranks"]), winners=json.loads(row["winners"]),
            summary=row["summary"], started_at=row["started_at"],
            finished_at=row["finished_at"], actions=row["actions"],
            has_computers=bool(row["has_computers"]))

    async def recent_matches(self, guild_id: int, game_id: str | None = None,
                             limit: int = 20) -> list[MatchRecord]:
        """This server's latest finished matches, newest first (never another server's)."""
        args: tuple[Any, ...]
        if game_id is None:
            sql, args = ("SELECT * FROM matches WHERE guild_id=? ORDER BY finished_at DESC"
                         " LIMIT ?"), (guild_id, limit)
        else:
            sql, args = ("SELECT * FROM matches WHERE guild_id=? AND game_id=?"
                         " ORDER BY finished_at DESC LIMIT ?"), (guild_id, game_id, limit)
        return [self._match(r) for r in await self.fetchall(sql, args)]

    async def match_for_table(self, table_id: int) -> MatchRecord | None:
        row = await self.fetchone("SELECT * FROM matches WHERE table_id=?", (table_id,))
        return self._match(row) if row else None
