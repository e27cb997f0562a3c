"""The two backends behind :class:`bot.store.Store`, chosen by the store's URL.

- ``sqlite:///path/to/file.sqlite3`` (or a bare path): one aiosqlite connection in WAL mode,
  embedded, nothing to install. Several processes on one machine may share the file.
- ``postgresql://user:password@host:port/database``: an asyncpg connection pool, for shard
  processes on several machines.

A backend runs transaction programs (:mod:`bot.store.sql`) and answers reads; it knows no
table of the bot. Errors leave it in neutral form: a broken unique, foreign-key or check
rule is :class:`IntegrityError` whichever database said it, and a store that cannot be
opened is a one-line :class:`StoreError`.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
import threading
import time
from abc import ABC, abstractmethod
from collections import deque
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar, cast
from urllib.parse import urlsplit, urlunsplit

import aiosqlite

from bot.store.grouping import commit_group
from bot.store.records import IntegrityError, StoreError, unversioned
from bot.store.sql import Dialect, Op, Program, drive, drive_async, numbered

T = TypeVar("T")

_URL_HELP = ("Set store.url in config.toml (or CARDTABLE_STORE__URL) to sqlite:///a-file.sqlite3 "
             "or postgresql://user:password@host/database.")
_PATH_HELP = ("Set store.path in config.toml (or CARDTABLE_STORE__PATH) to a file the bot can "
              "create and write.")
POOL_SIZE = 10
GROUP_MAX = 64  # transactions committed together at most (SQLite; see SqliteBackend.run)
DRAIN_MAX = 4  # groups one job commits before the thread turns to what queued behind it

_Outcome = tuple["asyncio.Future[Any]", Any, "BaseException | None"]


def _deliver(outcomes: list[_Outcome]) -> None:
    """On the event loop: each program's outcome to its waiting coroutine (one cancelled
    meanwhile is skipped: its program ran regardless)."""
    for waiter, value, error in outcomes:
        if waiter.done():
            continue
        if error is not None:
            waiter.set_exception(error)
        else:
            waiter.set_result(value)


def _one_transaction(conn: sqlite3.Connection, program: Program[T],
                     op: Callable[[sqlite3.Connection, Op], Any]) -> T:
    """``program`` alone as one transaction: all of it commits, or none of it."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        out = drive(program, lambda o: op(conn, o))
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
    return out


def parse_target(target: str | Path) -> tuple[Dialect, str]:
    """``(dialect, location)``: an SQLite file path, or the PostgreSQL URL as given.

    ``sqlite:///data/x.sqlite3`` is the relative path ``data/x.sqlite3``,
    ``sqlite:////srv/x.sqlite3`` the absolute ``/srv/x.sqlite3`` (the usual URL spelling);
    a target without a scheme is a path.
    """
    text = str(target)
    scheme, sep, rest = text.partition("://")
    if not sep or (len(scheme) == 1 and scheme.isalpha()):  # a path (or a Windows drive)
        return "sqlite", text
    scheme = scheme.lower()
    if scheme == "sqlite":
        path = rest[1:] if rest.startswith("/") else rest
        return "sqlite", path or ":memory:"
    if scheme in ("postgresql", "postgres"):
        return "postgresql", text
    raise StoreError(f"The store URL {redact(text)} is neither sqlite:/// nor postgresql://. "
                     + _URL_HELP)


def redact(url: str) -> str:
    """The URL with its password hidden, for logs and messages."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return "<an unreadable URL>"
    if parts.password is None:
        return url
    host = parts.hostname or ""
    if parts.port:
        host += f":{parts.port}"
    netloc = f"{parts.username or ''}:***@{host}"
    return urlunsplit(parts._replace(netloc=netloc))


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


async def into_wal(db: aiosqlite.Connection, patience: float = 10.0) -> None:
    """Switch the file to WAL mode, waiting out another process that opens it as well.

    SQLite may refuse the switch at once ("database is locked") without waiting its busy
    timeout, when another connection is opening the same new file at that moment: four
    processes opening a fresh store together failed about once in 300 (shard processes
    starting on a new server). The switch changes nothing when refused, and nothing when
    already done, so it is simply asked again."""
    deadline = time.monotonic() + patience
    while True:
        try:
            await db.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as err:
            if "locked" not in str(err) or time.monotonic() >= deadline:
                raise
        await asyncio.sleep(0.01)


async def _unversioned(db: aiosqlite.Connection) -> bool:
    """Whether the file holds tables but no schema version (read only: nothing is written)."""
    async with db.execute("SELECT name FROM sqlite_master WHERE type = 'table'"
                          " AND name NOT LIKE 'sqlite_%'") as cur:
        names = {str(row[0]) for row in await cur.fetchall()}
    version = 0
    if "schema_version" in names:
        async with db.execute("SELECT max(version) FROM schema_version") as cur:
            row = await cur.fetchone()
        version = int(row[0] or 0) if row else 0
    return version == 0 and bool(names - {"schema_version"})


async def _refuse_read_only(db: aiosqlite.Connection, path: str) -> None:
    """Refuse a store the bot may read but not write: it would start, restore its tables,
    and then fail every move. The probe writes inside a transaction it rolls back."""
    try:
        await db.execute("BEGIN IMMEDIATE")
        await db.execute("CREATE TABLE card_table_write_probe (x INTEGER)")
    except sqlite3.OperationalError as err:
        if "readonly" not in str(err).replace("-", "").replace(" ", ""):
            raise
        why = _unwritable(path) or f"the file {path} is read-only"
        raise StoreError(f"Cannot write the store {path}: {why}, so no move could be saved. "
                         f"{_PATH_HELP}") from None
    finally:
        if db.in_transaction:
            await db.execute("ROLLBACK")


def _one_line(err: BaseException) -> str:
    return " ".join(str(err).split()) or type(err).__name__


class Backend(ABC):
    """Runs whole transactions and single reads on one database."""

    dialect: Dialect
    #: Where the data is, fit to show (a path, or the URL without its password).
    where: str

    @abstractmethod
    async def run(self, program: Program[T]) -> T:
        """Run ``program`` as one transaction: all of it commits, or none of it."""

    @abstractmethod
    async def fetchall(self, sql: str, args: Sequence[Any] = ()) -> list[Any]:
        """Rows of one read, outside any transaction (never sees uncommitted rows)."""

    async def fetchone(self, sql: str, args: Sequence[Any] = ()) -> Any:
        rows = await self.fetchall(sql, args)
        return rows[0] if rows else None

    @abstractmethod
    async def table_exists(self, name: str) -> bool: ...

    @abstractmethod
    async def tables(self) -> list[str]:
        """The names of the tables in the store, sorted."""

    @abstractmethod
    async def columns(self, table: str) -> list[str]:
        """A table's columns in their order."""

    @abstractmethod
    async def optimize(self) -> None:
        """After a bulk load: fresh planner statistics (and, where it matters, what lets
        index-only scans skip the table)."""

    @abstractmethod
    async def reset_ids(self, table: str) -> None:
        """After rows were copied in with their ids: new rows must get ids above them."""

    @abstractmethod
    async def close(self) -> None: ...


# --- SQLite ------------------------------------------------------------------------------

class SqliteBackend(Backend):
    """One aiosqlite connection. Every read and every whole transaction is one call on its
    worker thread's FIFO queue, so no statement of one can land inside another.

    Transactions that arrive while the thread is busy are committed together, each whole
    or not at all as alone (``run``, :mod:`bot.store.grouping`): under many busy tables a
    commit's cost was mostly its own BEGIN/COMMIT and WAL append, and the queue of single
    commits grew into the slowest clicks' wait. Alone, a transaction is committed exactly
    as before.

    WAL with ``synchronous=NORMAL`` keeps every committed transaction across a killed
    process (only a power cut could lose the last few); ``synchronous="FULL"`` survives
    that too, at the cost of an fsync per move. ``BEGIN IMMEDIATE`` takes the file's one
    write lock at the start of a transaction, so writers in other processes queue (up to
    the 5 s busy timeout) rather than fail half-way.
    """

    dialect: Dialect = "sqlite"

    def __init__(self, db: aiosqlite.Connection, path: str) -> None:
        self.db = db
        self.path = path
        self.where = path
        self._lock = asyncio.Lock()  # only for the no-private-API fallback and close
        # Transactions waiting for a group (see run): appended on the event loop, taken on
        # the database thread, both under ``_handover`` with the flag below.
        self._queued: deque[tuple[Program[Any], asyncio.Future[Any]]] = deque()
        self._handover = threading.Lock()
        self._draining = False  # a drain job is in the thread's queue or running
        self.groups = 0  # groups committed: fewer than transactions when they came together
        self._jobs: set[asyncio.Task[None]] = set()

    @classmethod
    async def open(cls, path: str, synchronous: str = "NORMAL") -> SqliteBackend:
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
            # The busy timeout first: switching a new file to WAL takes a lock that another
            # process opening it at the same moment may hold for a few milliseconds.
            await db.execute("PRAGMA busy_timeout=5000")
            if await _unversioned(db):  # before any write: WAL mode rewrites the header
                raise unversioned(path)
            await into_wal(db)
            await db.execute(f"PRAGMA synchronous={synchronous}")
            await db.execute("PRAGMA foreign_keys=ON")
            await _refuse_read_only(db, path)
        except StoreError:
            await db.close()
            raise
        except sqlite3.Error as err:
            await db.close()
            raise _cannot_use(path, err, opening=False) from None
        return cls(db, path)

    async def _call(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """``fn(conn)`` on the database thread, in queue order."""
        execute = getattr(self.db, "_execute", None)
        if execute is not None:
            # Straight onto aiosqlite's FIFO queue: the worker thread runs queued
            # transactions back to back instead of one per event-loop turn (a convoy that
            # showed as a 100 ms tail under 200 busy tables when an asyncio lock was taken).
            return cast(T, await execute(fn, self.db._conn))
        async with self._lock:  # pragma: no cover - aiosqlite without its queue
            return await asyncio.to_thread(fn, self.db._conn)

    @staticmethod
    def _op(conn: sqlite3.Connection, op: Op) -> Any:
        try:
            if op.kind == "execute":
                conn.execute(op.sql, op.args)
                return None
            if op.kind == "many":
                conn.executemany(op.sql, op.args)
                return None
            if op.kind == "one":
                return conn.execute(op.sql, op.args).fetchone()
            if op.kind == "all":
                return conn.execute(op.sql, op.args).fetchall()
            if op.kind == "lock":
                return None  # BEGIN IMMEDIATE holds the database's only write lock
            if op.kind == "ids":
                (count,) = op.args
                top = conn.execute(f"SELECT COALESCE(MAX(id), 0) FROM {op.sql}").fetchone()[0]
                return list(range(int(top) + 1, int(top) + 1 + count))
        except sqlite3.IntegrityError as err:
            raise IntegrityError(str(err)) from err
        raise ValueError(f"unknown op {op.kind}")

    async def run(self, program: Program[T]) -> T:
        if getattr(self.db, "_execute", None) is None:  # pragma: no cover - no private API
            return await self._call(lambda conn: _one_transaction(conn, program, self._op))
        loop = asyncio.get_running_loop()
        waiter: asyncio.Future[Any] = loop.create_future()
        with self._handover:
            self._queued.append((program, waiter))
            start, self._draining = not self._draining, True
        if start:
            self._start_drain()
        return cast(T, await waiter)

    def _start_drain(self) -> None:
        """On the event loop: a drain job at the end of the thread's queue."""
        loop = asyncio.get_running_loop()
        job = loop.create_task(self._call(lambda conn: self._drain(conn, loop)))
        self._jobs.add(job)
        job.add_done_callback(self._drain_done)

    def _drain(self, conn: sqlite3.Connection, loop: asyncio.AbstractEventLoop) -> None:
        """On the database thread: commit what is queued, a group at a time, handing each
        group's outcomes straight to the event loop, and go on while more is queued —
        up to ``DRAIN_MAX`` groups, so reads queued behind this job still get their turn.

        Going back to the event loop between groups cost several of its turns (the job's
        future, the task, its done callback, a new task), each tens of milliseconds on a
        busy loop, while the next group's transactions waited."""
        for _ in range(DRAIN_MAX):
            with self._handover:
                if not self._queued:
                    self._draining = False
                    return
                group = [self._queued.popleft()
                         for _ in range(min(GROUP_MAX, len(self._queued)))]
            self.groups += 1
            if len(group) == 1:
                program, waiter = group[0]
                try:
                    outcomes: list[_Outcome] = [
                        (waiter, _one_transaction(conn, program, self._op), None)]
                except BaseException as err:  # handed to the waiting coroutine
                    outcomes = [(waiter, None, err)]
            else:
                outcomes = commit_group(conn, group, self._op)
            loop.call_soon_threadsafe(_deliver, outcomes)
        with self._handover:  # the rest in a job of its own, behind what queued meanwhile
            self._draining = bool(self._queued)
            if self._draining:
                loop.call_soon_threadsafe(self._start_drain)

    def _drain_done(self, job: asyncio.Task[None]) -> None:
        """If the job never ran (the connection closed under it) or broke off, fail
        everything still queued with its error."""
        self._jobs.discard(job)
        if not job.cancelled() and job.exception() is None:
            return
        error = asyncio.CancelledError() if job.cancelled() else job.exception()
        with self._handover:
            self._draining = False
            left = list(self._queued)
            self._queued.clear()
        for _, waiter in left:
            if not waiter.done():
                waiter.set_exception(cast(BaseException, error))

    async def fetchall(self, sql: str, args: Sequence[Any] = ()) -> list[Any]:
        return await self._call(lambda conn: conn.execute(sql, tuple(args)).fetchall())

    async def table_exists(self, name: str) -> bool:
        return await self.fetchone("SELECT 1 FROM sqlite_master WHERE type='table' AND name=?",
                                   (name,)) is not None

    async def tables(self) -> list[str]:
        rows = await self.fetchall("SELECT name FROM sqlite_master WHERE type='table'"
                                   " AND name NOT LIKE 'sqlite_%'")
        return sorted(str(r[0]) for r in rows)

    async def columns(self, table: str) -> list[str]:
        return [str(r[1]) for r in await self.fetchall(f"PRAGMA table_info({table})")]

    async def optimize(self) -> None:
        await self.fetchall("ANALYZE")

    async def reset_ids(self, table: str) -> None:
        """Nothing to do: SQLite hands out ids above the largest one on its own."""

    async def close(self) -> None:
        async with self._lock:
            await self.db.close()


# --- PostgreSQL --------------------------------------------------------------------------

class PostgresBackend(Backend):
    """An asyncpg pool: each transaction and each read borrows one connection.

    Transactions run at READ COMMITTED. What several processes may write at once — a
    server's ratings and period totals when two shard processes finish matches of the
    same server together — is serialised by a transaction-scoped advisory lock on that
    server (:func:`bot.store.sql.lock`), taken before the ratings are read; ids come from
    sequences. Nothing else is shared: a table lives in one guild, so in one process.
    """

    dialect: Dialect = "postgresql"

    def __init__(self, pool: Any, url: str) -> None:
        self.pool = pool
        self.url = url
        self.where = redact(url)

    @classmethod
    async def open(cls, url: str, pool_size: int = POOL_SIZE) -> PostgresBackend:
        import asyncpg

        try:
            pool = await asyncpg.create_pool(url, min_size=1, max_size=pool_size, timeout=15)
        except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError,
                ValueError) as err:
            raise StoreError(f"Cannot reach the store {redact(url)}: {_one_line(err)}. Is the "
                             "server running and the URL right? " + _URL_HELP) from None
        return cls(pool, url)

    @staticmethod
    async def _op(conn: Any, op: Op) -> Any:
        import asyncpg

        try:
            if op.kind == "execute":
                await conn.execute(numbered(op.sql), *op.args)
                return None
            if op.kind == "many":
                if op.args:
                    await conn.executemany(numbered(op.sql), op.args)
                return None
            if op.kind == "one":
                return await conn.fetchrow(numbered(op.sql), *op.args)
            if op.kind == "all":
                return await conn.fetch(numbered(op.sql), *op.args)
            if op.kind == "lock":
                await conn.execute("SELECT pg_advisory_xact_lock($1::int4, $2::int4)", *op.args)
                return None
            if op.kind == "ids":
                rows = await conn.fetch("SELECT nextval(pg_get_serial_sequence($1, 'id'))"
                                        " FROM generate_series(1, $2)", op.sql, op.args[0])
                return sorted(int(r[0]) for r in rows)
        except asyncpg.IntegrityConstraintViolationError as err:
            raise IntegrityError(str(err)) from err
        raise ValueError(f"unknown op {op.kind}")

    async def run(self, program: Program[T]) -> T:
        failed = 0

        async def run_op(op: Op) -> Any:
            nonlocal failed
            try:
                return await self._op(conn, op)
            except Exception:
                failed += 1
                raise

        async with self.pool.acquire() as conn, conn.transaction():
            out = await drive_async(program, run_op)
            if failed:
                # The program caught a failed statement. PostgreSQL turns the COMMIT of a
                # transaction still aborted by it into a silent ROLLBACK; a statement now
                # raises instead, so nothing the program did is lost without a word.
                await conn.execute("SELECT 1")
            return out

    async def fetchall(self, sql: str, args: Sequence[Any] = ()) -> list[Any]:
        return list(await self.pool.fetch(numbered(sql), *args))

    async def table_exists(self, name: str) -> bool:
        return await self.fetchone(
            "SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema()"
            " AND table_name = ?", (name,)) is not None

    async def tables(self) -> list[str]:
        rows = await self.fetchall(
            "SELECT table_name FROM information_schema.tables WHERE table_schema ="
            " current_schema() AND table_type = 'BASE TABLE'")
        return sorted(str(r[0]) for r in rows)

    async def columns(self, table: str) -> list[str]:
        rows = await self.fetchall(
            "SELECT column_name FROM information_schema.columns WHERE table_schema ="
            " current_schema() AND table_name = ? ORDER BY ordinal_position", (table,))
        return [str(r[0]) for r in rows]

    async def optimize(self) -> None:
        """VACUUM too: until the visibility map is set (autovacuum would, in time), every
        index-only scan of the boards visits the table rows as well (4x slower /stats)."""
        await self.pool.execute("VACUUM ANALYZE")

    async def reset_ids(self, table: str) -> None:
        await self.pool.execute(
            f"SELECT setval(pg_get_serial_sequence('{table}', 'id'),"
            f" COALESCE(MAX(id), 0) + 1, false) FROM {table}")

    async def close(self) -> None:
        await self.pool.close()


async def open_backend(target: str | Path, synchronous: str = "NORMAL") -> Backend:
    """The backend for a store URL (or an SQLite path)."""
    dialect, location = parse_target(target)
    if dialect == "postgresql":
        return await PostgresBackend.open(location)
    return await SqliteBackend.open(location, synchronous)
