"""Transactions written once for both backends: a *program* yields statements, a backend runs them.

A transaction body is a generator. It yields :class:`Op` values (a statement to execute, a
query to answer, a lock to take, ids to hand out) and receives each one's result::

    def close_table(rec) -> Program[int]:
        row = yield fetch_one("SELECT version FROM tables WHERE id=?", (rec.id,))
        yield execute("UPDATE tables SET status='ended' WHERE id=?", (rec.id,))
        return int(row[0])

The SQLite backend drives a program synchronously on its database thread (one hop per
transaction, however many statements: the action commit stays a fraction of a millisecond);
the PostgreSQL backend drives the same program with ``await`` between statements. A failing
statement is thrown into the program at its ``yield``, so ``try``/``except`` around a
``SAVEPOINT`` works the same on both. So game and leaderboard code is written once, with
``?`` placeholders; the backends differ only in how they run an :class:`Op`.

Dialect differences are kept to this module's small, explicit list: the placeholder style,
the column types of migrations (:func:`ddl`), how a transaction serialises writers of one
key (:func:`lock`) and how new ids are handed out (:func:`new_ids`).
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Awaitable, Callable, Generator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Literal, Protocol, TypeVar

T = TypeVar("T")

Dialect = Literal["sqlite", "postgresql"]
OpKind = Literal["execute", "many", "one", "all", "lock", "ids"]


@dataclass(frozen=True, slots=True)
class Op:
    """One step of a transaction program (build them with the functions below)."""

    kind: OpKind
    sql: str = ""
    args: Any = ()


#: A transaction body: yields Ops, receives their results, returns a T.
Program = Generator[Op, Any, T]


def execute(sql: str, args: Sequence[Any] = ()) -> Op:
    """Run a statement; the result is None."""
    return Op("execute", sql, tuple(args))


def execute_many(sql: str, rows: Sequence[Sequence[Any]]) -> Op:
    """Run a statement once per row of arguments; the result is None."""
    return Op("many", sql, [tuple(r) for r in rows])


def fetch_one(sql: str, args: Sequence[Any] = ()) -> Op:
    """The first row (or None); rows index by position and by column name."""
    return Op("one", sql, tuple(args))


def fetch_all(sql: str, args: Sequence[Any] = ()) -> Op:
    return Op("all", sql, tuple(args))


#: Lock spaces: the first half of a PostgreSQL advisory lock key ("CT" and a number).
LOCK_MIGRATIONS = 0x4354_0001
LOCK_GUILD = 0x4354_0002


def lock(space: int, key: int) -> Op:
    """Hold ``(space, key)`` until this transaction ends: writers of the same key queue.

    PostgreSQL: a transaction-scoped advisory lock. SQLite: nothing to do, as every write
    transaction already holds the database's one write lock (``BEGIN IMMEDIATE``).
    """
    return Op("lock", "", (space, _int32(key)))


def new_ids(table: str, count: int) -> Op:
    """``count`` unused values for ``table.id``, increasing; the result is a list.

    PostgreSQL: from the column's own sequence (so two processes never get the same id).
    SQLite: after the current largest id (the write lock keeps anyone else out).
    """
    if not re.fullmatch(r"[a-z_]+", table):
        raise ValueError(table)
    return Op("ids", table, (count,))


def _int32(value: int) -> int:
    """Fold any integer (a 64-bit guild id) into a signed 32-bit lock key."""
    folded = (value ^ (value >> 32)) & 0xFFFF_FFFF
    return folded - (1 << 32) if folded >= 1 << 31 else folded


class Reader(Protocol):
    """What the leaderboard's read functions need: the store, or any backend."""

    async def fetchall(self, sql: str, args: Sequence[Any] = ()) -> list[Any]: ...

    async def fetchone(self, sql: str, args: Sequence[Any] = ()) -> Any: ...


# --- driving a program -------------------------------------------------------------------

def drive(program: Program[T], run: Callable[[Op], Any]) -> T:
    """Run ``program`` to its end, ``run`` answering each Op (synchronously)."""
    result: Any = None
    error: BaseException | None = None
    while True:
        try:
            op = program.throw(error) if error is not None else program.send(result)
        except StopIteration as stop:
            return stop.value
        try:
            result, error = run(op), None
        except Exception as err:
            result, error = None, err


async def drive_async(program: Program[T], run: Callable[[Op], Awaitable[Any]]) -> T:
    """:func:`drive` with an ``await`` per Op (PostgreSQL)."""
    result: Any = None
    error: BaseException | None = None
    while True:
        try:
            op = program.throw(error) if error is not None else program.send(result)
        except StopIteration as stop:
            return stop.value
        try:
            result, error = await run(op), None
        except Exception as err:
            result, error = None, err


# --- dialects ----------------------------------------------------------------------------

@lru_cache(maxsize=1024)
def numbered(sql: str) -> str:
    """``?`` placeholders as PostgreSQL's ``$1, $2, …`` (none of our SQL has ``?`` in a
    string literal; one there would be left alone)."""
    out: list[str] = []
    n = 0
    quoted = False
    for ch in sql:
        if ch == "'":
            quoted = not quoted
        if ch == "?" and not quoted:
            n += 1
            out.append(f"${n}")
        else:
            out.append(ch)
    return "".join(out)


#: Migrations are written in SQLite's spelling; PostgreSQL's differs only in these types.
_PG_TYPES: tuple[tuple[str, str], ...] = (
    (r"\bid\s+INTEGER\s+PRIMARY\s+KEY(\s+AUTOINCREMENT)?\b",  # a row id: from a sequence
     "id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY"),
    (r"\bINTEGER\b", "BIGINT"),                 # Discord ids are 64-bit
    (r"\bREAL\b", "DOUBLE PRECISION"),          # SQLite's REAL is 8 bytes; PostgreSQL's is 4
    (r"\)\s*WITHOUT\s+ROWID\b", ")"),           # SQLite's storage hint
)


def ddl(sql: str, dialect: Dialect) -> list[str]:
    """A migration script as the statements ``dialect`` runs."""
    if dialect == "postgresql":
        for pattern, replacement in _PG_TYPES:
            sql = re.sub(pattern, replacement, sql, flags=re.IGNORECASE)
    return split_sql(sql)


def split_sql(script: str) -> list[str]:
    """Statements of a script (semicolons inside comments or strings are not ends)."""
    out, buf = [], ""
    for part in script.split(";"):
        buf += part + ";"
        if sqlite3.complete_statement(buf):
            if _code(buf):
                out.append(buf.strip())
            buf = ""
    if _code(buf):
        out.append(buf.strip())  # let the database report what is wrong with it
    return out


def _code(statement: str) -> bool:
    """Whether anything but comments, blanks and semicolons is left."""
    return bool(re.sub(r"--[^\n]*", "", statement).strip(" \n\t;"))
