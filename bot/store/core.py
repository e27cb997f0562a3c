"""The store: tables, their action logs and snapshots, finished matches — on either backend.

The rule the whole bot leans on: an applied action is written — its action-log row and the
table row, with the match record if it finished the match — in ONE transaction, and only
then is its result shown to anyone. The log is the authority: after a crash every table
replays its log from the seed to a state at least as new as anything a player saw, and
the log's primary key ``(table_id, version)`` makes applying an action twice impossible.

A snapshot (the state as JSON at some version) is a checkpoint, not the truth: the table
service writes one in the same transaction as a move when it asks to (every few moves, at
a new deal, at the end) and on start. On restore it cross-checks the replay, and it is
where recovery starts when the log itself is damaged.

The store knows nothing of games: states arrive as JSON text. Replaying logs to check
snapshots is the table service's job (it has the engine). Every write is a transaction
program (:mod:`bot.store.sql`), so SQLite and PostgreSQL run the same statements.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any, TypeVar

from bot import leaderboard
from bot.store.backends import Backend, open_backend
from bot.store.records import (
    ActionEntry,
    DamagedTable,
    IntegrityError,
    MatchRecord,
    PlaceTaken,
    SeatRecord,
    SetAside,
    StoredTable,
    StoreError,
    TableRecord,
    unversioned,
)
from bot.store.schema import MIGRATIONS, Migration
from bot.store.sql import (
    LOCK_MIGRATIONS,
    Program,
    ddl,
    execute,
    execute_many,
    fetch_one,
    lock,
)

T = TypeVar("T")
#: Runs inside the transaction that records a finished match (e.g. its rating updates),
#: so the result and everything derived from it commit together.
MatchHook = Callable[[MatchRecord], Program[None]]

_OPEN = "status IN ('lobby', 'playing')"
_CHUNK = 500  # ids per IN (…) list


def _dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def _int_or_none(value: Any) -> int | None:
    try:
        return int(value) if value is not None else None
    except (TypeError, ValueError):
        return None


def _seats_json(seats: Sequence[SeatRecord]) -> str:
    return _dumps([asdict(s) for s in seats])


_INSERT_TABLE = (
    "INSERT INTO tables (guild_id, channel_id, thread_id, place_id, message_id, game_id,"
    " options, seed, seat_count, seats, host_id, status, version, meta, created_at,"
    " updated_at, started_at, closed_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"
    " RETURNING id")
_UPDATE_TABLE = (
    "UPDATE tables SET thread_id=?, place_id=?, message_id=?, options=?, seat_count=?,"
    " seats=?, host_id=?, status=?, version=?, meta=?, updated_at=?, started_at=?,"
    " closed_at=? WHERE id=?")
_PUT_SNAPSHOT = (
    "INSERT INTO snapshots (table_id, version, state, at) VALUES (?,?,?,?)"
    " ON CONFLICT (table_id) DO UPDATE SET version=excluded.version, state=excluded.state,"
    " at=excluded.at")
_INSERT_ACTION = ("INSERT INTO actions (table_id, version, seat, action, actor_id, computer, at)"
                  " VALUES (?,?,?,?,?,?,?)")
_INSERT_MATCH = (
    "INSERT INTO matches (table_id, guild_id, game_id, options, seats, teams, scores, ranks,"
    " winners, summary, started_at, finished_at, duration, actions, has_computers)"
    " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?) RETURNING id")
_INSERT_PLAYERS = (
    "INSERT INTO match_players (match_id, seat, guild_id, game_id, user_id, name, computer,"
    " stood_in, team, score, rank, won, has_computers, finished_at)"
    " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)")


class Store:
    """Tables, action logs and finished matches on one backend (SQLite or PostgreSQL).

    ``path`` says where the data is (the SQLite file, or the URL without its password).
    The store is a :class:`bot.store.sql.Reader`: the leaderboard reads through it.
    """

    def __init__(self, backend: Backend) -> None:
        self.backend = backend
        self.dialect = backend.dialect
        self.path = backend.where
        self.match_hooks: list[MatchHook] = []

    # --- lifecycle ----------------------------------------------------------
    @classmethod
    async def open(cls, target: str | Path, synchronous: str = "NORMAL",
                   migrations: Sequence[Migration] | None = None, *,
                   rate_computer_matches: bool = True) -> Store:
        """Open the store at ``target`` — ``sqlite:///file``, a bare file path, or
        ``postgresql://…`` — creating it if needed, and run pending migrations.

        Finished matches are rated in the transaction that records them
        (``rate_computer_matches=False``: matches with computer seats move no rating).
        ``synchronous`` is SQLite's durability setting (see :class:`SqliteBackend`).
        """
        store = cls(await open_backend(target, synchronous))
        store.match_hooks.append(leaderboard.store_hook(rate_computer_matches))
        try:
            await store.migrate(MIGRATIONS if migrations is None else migrations)
        except BaseException:
            await store.close()  # else aiosqlite's thread or the pool keeps the process alive
            raise
        return store

    async def close(self) -> None:
        await self.backend.close()

    async def run(self, program: Program[T]) -> T:
        """Run a transaction program: all of it commits, or none of it."""
        return await self.backend.run(program)

    async def fetchall(self, sql: str, args: Sequence[Any] = ()) -> list[Any]:
        """One read, never inside another coroutine's transaction."""
        return await self.backend.fetchall(sql, args)

    async def fetchone(self, sql: str, args: Sequence[Any] = ()) -> Any:
        return await self.backend.fetchone(sql, args)

    # --- migrations ---------------------------------------------------------
    async def schema_version(self) -> int:
        if not await self.backend.table_exists("schema_version"):
            return 0
        row = await self.fetchone("SELECT version FROM schema_version")
        return int(row[0]) if row else 0

    def _current_version(self) -> Program[int]:
        yield lock(LOCK_MIGRATIONS, 0)  # processes starting together migrate one at a time
        for statement in ddl("CREATE TABLE IF NOT EXISTS schema_version"
                             " (version INTEGER NOT NULL)", self.dialect):
            yield execute(statement)
        row = yield fetch_one("SELECT version FROM schema_version")
        if row is None:
            yield execute("INSERT INTO schema_version (version) VALUES (0)")
            return 0
        return int(row[0])

    def _apply(self, number: int, step: Migration) -> Program[None]:
        yield lock(LOCK_MIGRATIONS, 0)
        row = yield fetch_one("SELECT version FROM schema_version")
        if int(row[0]) >= number:
            return  # another process applied it meanwhile
        if isinstance(step, str):
            for statement in ddl(step, self.dialect):
                yield execute(statement)
        else:
            yield from step(self.dialect)
        yield execute("UPDATE schema_version SET version = ?", (number,))

    async def migrate(self, migrations: Sequence[Migration]) -> int:
        """Apply the migrations not yet applied, each in its own transaction; return the version."""
        await self._refuse_unversioned()
        current = await self.run(self._current_version())
        if current > len(migrations):
            raise StoreError(f"The store {self.path} was written by a newer Card Table (schema "
                             f"version {current}; this one knows {len(migrations)}). Update "
                             "the bot, or point store.url (or store.path) at another store.")
        for number in range(current + 1, len(migrations) + 1):
            await self.run(self._apply(number, migrations[number - 1]))
        return len(migrations)

    async def _refuse_unversioned(self) -> None:
        """Refuse, before writing anything, a store that holds tables but no schema version:
        a half-finished upgrade or another program's database. Migrating it would record
        version 0 and then fail on the tables that already exist, having changed it.

        The tables are looked for before the version is read: another process may be
        migrating this store right now, and it creates the tables and records their version
        in one transaction, so tables seen first imply a version seen after (the other order
        could see no version yet, then that process's new tables, and refuse a sound store)."""
        if await self.backend.table_exists("tables") and await self.schema_version() == 0:
            raise unversioned(self.path)

    # --- tables -------------------------------------------------------------
    async def create_table(self, rec: TableRecord) -> int:
        """Insert a new table; raise PlaceTaken if its channel or thread has an open one."""
        def insert() -> Program[int]:
            row = yield fetch_one(_INSERT_TABLE, (
                rec.guild_id, rec.channel_id, rec.thread_id, rec.place_id, rec.message_id,
                rec.game_id, _dumps(rec.options), rec.seed, rec.seat_count,
                _seats_json(rec.seats), rec.host_id, rec.status, rec.version, _dumps(rec.meta),
                rec.created_at, rec.updated_at, rec.started_at, rec.closed_at))
            return int(row[0])

        try:
            rec.id = await self.run(insert())
        except IntegrityError as err:
            raise PlaceTaken(str(err)) from err
        return rec.id

    @staticmethod
    def _update_table(rec: TableRecord) -> Program[None]:
        yield execute(_UPDATE_TABLE, (
            rec.thread_id, rec.place_id, rec.message_id, _dumps(rec.options), rec.seat_count,
            _seats_json(rec.seats), rec.host_id, rec.status, rec.version, _dumps(rec.meta),
            rec.updated_at, rec.started_at, rec.closed_at, rec.id))

    async def save_table(self, rec: TableRecord, state_json: str | None = None) -> None:
        """Write the table row (seats, status, messages …); with ``state_json``, also the
        snapshot at ``rec.version`` in the same transaction (a playing table closing keeps
        its last state, whatever checkpoint the moves left)."""
        def save() -> Program[None]:
            yield from self._update_table(rec)
            if state_json is not None:
                yield execute(_PUT_SNAPSHOT, (rec.id, rec.version, state_json, rec.updated_at))

        try:
            await self.run(save())
        except IntegrityError as err:
            raise PlaceTaken(str(err)) from err

    async def start_table(self, rec: TableRecord, state_json: str) -> None:
        """Mark the table playing and store the initial state (version 0) together."""
        def start() -> Program[None]:
            yield from self._update_table(rec)
            yield execute(_PUT_SNAPSHOT, (rec.id, rec.version, state_json, rec.updated_at))

        await self.run(start())

    async def commit_action(self, rec: TableRecord, entry: ActionEntry, state_json: str | None,
                            match: MatchRecord | None = None) -> None:
        """THE write of the bot: log row + table row (+ the match record) at once, and the
        snapshot at this version too when ``state_json`` is given (a checkpoint; ``None``
        leaves the older snapshot in place — the log is what restores the table).

        ``rec.version`` must already equal ``entry.version``. If ``match`` is given the
        table is closing as finished: the result is recorded, and every ``match_hooks``
        function runs, in the same transaction.
        """
        if rec.version != entry.version:
            raise ValueError("table version and action version differ")

        def commit() -> Program[None]:
            yield execute(_INSERT_ACTION, (rec.id, entry.version, entry.seat, entry.action,
                                           entry.actor_id, int(entry.computer), entry.at))
            if state_json is not None:
                yield execute(_PUT_SNAPSHOT, (rec.id, entry.version, state_json, entry.at))
            yield from self._update_table(rec)
            if match is not None:
                yield from self._insert_match(match)
                for hook in self.match_hooks:
                    yield from hook(match)

        await self.run(commit())

    async def replace_snapshot(self, table_id: int, version: int, state_json: str,
                               at: float) -> None:
        """Make ``state_json`` at ``version`` the table's state, in one transaction: its
        snapshot, its row's version, and its log cut after ``version``.

        The repair of a restore: a snapshot that disagrees with the log, or a damaged log
        recovered from the snapshot. Log rows past ``version`` are ones that no longer
        apply (the service logs them first); left in place, the table's next move would
        collide with them.
        """
        def replace() -> Program[None]:
            yield execute(_PUT_SNAPSHOT, (table_id, version, state_json, at))
            yield execute("DELETE FROM actions WHERE table_id=? AND version>?",
                          (table_id, version))
            yield execute("UPDATE tables SET version=? WHERE id=?", (version, table_id))

        await self.run(replace())

    # --- reading ------------------------------------------------------------
    @staticmethod
    def _record(row: Any) -> TableRecord:
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

    @staticmethod
    def _action(row: Any) -> ActionEntry:
        return ActionEntry(row["version"], row["seat"], row["action"], row["actor_id"],
                           bool(row["computer"]), row["at"])

    async def actions(self, table_id: int) -> list[ActionEntry]:
        rows = await self.fetchall(
            "SELECT version, seat, action, actor_id, computer, at FROM actions"
            " WHERE table_id=? ORDER BY version", (table_id,))
        return [self._action(r) for r in rows]

    async def snapshot(self, table_id: int) -> tuple[int, str] | None:
        row = await self.fetchone("SELECT version, state FROM snapshots WHERE table_id=?",
                                  (table_id,))
        return (int(row[0]), str(row[1])) if row else None

    async def load_open_tables(self, guilds: Callable[[int], bool] | None = None
                               ) -> list[StoredTable]:
        """Every table in the lobby or playing, with its snapshot and action log (raises
        DamagedTable for an unreadable one; ``load_open`` goes on past it)."""
        stored, damaged = await self.load_open(guilds)
        if damaged:
            raise damaged[0]
        return stored

    async def load_open(self, guilds: Callable[[int], bool] | None = None
                        ) -> tuple[list[StoredTable], list[DamagedTable]]:
        """Every table in the lobby or playing, with its snapshot and action log — and,
        apart, every such table whose row cannot be read (one damaged row never hides the
        others).

        ``guilds``: keep only the tables of the servers it says yes to — a shard process
        restores just its own (e.g. ``lambda g: (g >> 22) % count in mine``). Snapshots
        and logs are read for the kept tables only, a few hundred tables per query.
        """
        rows = await self.fetchall(f"SELECT * FROM tables WHERE {_OPEN} ORDER BY id")
        records: list[TableRecord] = []
        damaged: list[DamagedTable] = []
        for r in rows:
            try:
                if guilds is None or guilds(int(r["guild_id"])):
                    records.append(self._record(r))
            except (ValueError, TypeError, KeyError) as err:
                damaged.append(DamagedTable(int(r["id"]), "its stored row cannot be read "
                                            f"({type(err).__name__}: {err})"))
        snapshots: dict[int, tuple[int, str]] = {}
        logs: dict[int, list[ActionEntry]] = {}
        ids = [r.id for r in records]
        for start in range(0, len(ids), _CHUNK):
            chunk = ids[start:start + _CHUNK]
            marks = ",".join("?" * len(chunk))
            for row in await self.fetchall(
                    f"SELECT table_id, version, state FROM snapshots WHERE table_id IN ({marks})",
                    chunk):
                snapshots[int(row[0])] = (int(row[1]), str(row[2]))
            for row in await self.fetchall(
                    "SELECT table_id, version, seat, action, actor_id, computer, at FROM actions"
                    f" WHERE table_id IN ({marks}) ORDER BY table_id, version", chunk):
                logs.setdefault(int(row["table_id"]), []).append(self._action(row))
        out = []
        for rec in records:
            snap = snapshots.get(rec.id)
            out.append(StoredTable(rec, snap[0] if snap else None, snap[1] if snap else None,
                                   logs.get(rec.id, [])))
        return out, damaged

    async def set_aside(self, table_id: int, reason: str, at: float) -> SetAside:
        """Mark a table that cannot be restored: its row closed as 'ended' (its channel is
        free again) and a ``set_aside`` row saying why — one transaction. Reads only the
        plain columns of the row, which may be damaged elsewhere."""
        def mark() -> Program[SetAside]:
            row = yield fetch_one("SELECT guild_id, place_id, game_id FROM tables WHERE id=?",
                                  (table_id,))
            guild_id, place_id, game_id = (row[0], row[1], row[2]) if row else (None, None, "")
            aside = SetAside(table_id, _int_or_none(guild_id), _int_or_none(place_id),
                             str(game_id or ""), reason, at)
            yield execute("UPDATE tables SET status='ended', closed_at=? WHERE id=?",
                          (at, table_id))
            yield execute(
                "INSERT INTO set_aside (table_id, guild_id, place_id, game_id, reason, at)"
                " VALUES (?,?,?,?,?,?) ON CONFLICT (table_id) DO UPDATE SET"
                " reason=excluded.reason, at=excluded.at",
                (table_id, aside.guild_id, aside.place_id, aside.game_id, reason, at))
            return aside

        return await self.run(mark())

    async def set_aside_tables(self) -> list[SetAside]:
        """Tables set aside whose channel or thread has had no table since (someone meeting
        the place should hear what happened to the old one)."""
        rows = await self.fetchall(
            "SELECT table_id, guild_id, place_id, game_id, reason, at FROM set_aside s"
            " WHERE NOT EXISTS (SELECT 1 FROM tables t"
            "                   WHERE t.place_id = s.place_id AND t.id > s.table_id)"
            " ORDER BY table_id")
        return [SetAside(int(r[0]), _int_or_none(r[1]), _int_or_none(r[2]), str(r[3] or ""),
                         str(r[4]), float(r[5])) for r in rows]

    # --- finished matches ---------------------------------------------------
    @staticmethod
    def _insert_match(m: MatchRecord) -> Program[None]:
        row = yield fetch_one(_INSERT_MATCH, (
            m.table_id, m.guild_id, m.game_id, _dumps(m.options), _seats_json(m.seats),
            _dumps(m.teams), _dumps(m.scores), _dumps(m.ranks), _dumps(m.winners), m.summary,
            m.started_at, m.finished_at, m.duration, m.actions, int(m.has_computers)))
        m.id = int(row[0])
        team_of = {seat: t for t, team in enumerate(m.teams) for seat in team}
        rows = []
        for seat, s in enumerate(m.seats):
            team = team_of.get(seat, 0)
            rows.append((m.id, seat, m.guild_id, m.game_id, None if s.computer else s.user_id,
                         s.name, int(s.computer), int(s.stood_in), team,
                         m.scores[team] if team < len(m.scores) else 0,
                         m.ranks[team] if team < len(m.ranks) else 0,
                         int(seat in m.winners), int(m.has_computers), m.finished_at))
        yield execute_many(_INSERT_PLAYERS, rows)

    @staticmethod
    def _match(row: Any) -> MatchRecord:
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
            sql, args = ("SELECT * FROM matches WHERE guild_id=? ORDER BY finished_at DESC,"
                         " id DESC LIMIT ?"), (guild_id, limit)
        else:
            sql, args = ("SELECT * FROM matches WHERE guild_id=? AND game_id=?"
                         " ORDER BY finished_at DESC, id DESC LIMIT ?"), (guild_id, game_id, limit)
        return [self._match(r) for r in await self.fetchall(sql, args)]

    async def match_for_table(self, table_id: int) -> MatchRecord | None:
        row = await self.fetchone("SELECT * FROM matches WHERE table_id=?", (table_id,))
        return self._match(row) if row else None
