"""SQLite's group commit (bot.store.grouping), on a plain connection: each program commits
or fails whole as alone, with as few statements as can be."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.store.backends import SqliteBackend
from bot.store.grouping import ReplayDiffered, commit_group
from bot.store.records import IntegrityError
from bot.store.sql import Program, execute, fetch_one, new_ids


@pytest.fixture
def conn(tmp_path: Path) -> Iterator[sqlite3.Connection]:
    db = sqlite3.connect(tmp_path / "g.sqlite3", isolation_level=None)
    db.execute("CREATE TABLE g (n INTEGER PRIMARY KEY)")
    db.execute("CREATE TABLE items (id INTEGER PRIMARY KEY, label TEXT)")
    yield db
    db.close()


def statements(conn: sqlite3.Connection) -> list[str]:
    said: list[str] = []
    conn.set_trace_callback(said.append)
    return said


def group(*programs: Program[Any]) -> list[tuple[Program[Any], str]]:
    return [(program, f"waiter {i}") for i, program in enumerate(programs)]


def outcome(result: tuple[Any, Any, BaseException | None]) -> Any:
    _, value, error = result
    return type(error) if error is not None else value


def insert(n: int) -> Program[int]:
    yield execute("INSERT INTO g VALUES (?)", (n,))
    row = yield fetch_one("SELECT COUNT(*) FROM g")
    return int(row[0])


def insert_twice(n: int) -> Program[None]:
    yield execute("INSERT INTO g VALUES (?)", (n,))
    yield execute("INSERT INTO g VALUES (?)", (n,))  # its first row must be undone too


def rows(conn: sqlite3.Connection, table: str = "g") -> list[Any]:
    return [r[0] for r in conn.execute(f"SELECT * FROM {table} ORDER BY 1")]


def test_a_group_pays_one_begin_one_savepoint_one_commit(conn: sqlite3.Connection) -> None:
    said = statements(conn)
    out = commit_group(conn, group(insert(1), insert(2), insert(3)), SqliteBackend._op)
    assert [outcome(o) for o in out] == [1, 2, 3]
    assert [o[0] for o in out] == ["waiter 0", "waiter 1", "waiter 2"]
    assert said[:2] == ["BEGIN IMMEDIATE", "SAVEPOINT ct_group"] and said[-1] == "COMMIT"
    assert len(said) == 2 + 3 * 2 + 1  # no savepoint of each program's own
    assert rows(conn) == [1, 2, 3]


def test_a_program_failing_after_a_write_is_undone_alone(conn: sqlite3.Connection) -> None:
    """The programs before it are replayed (their answers unchanged), the ones after it run
    on the data without it."""
    said = statements(conn)
    out = commit_group(conn, group(insert(1), insert(2), insert_twice(5), insert(3)),
                       SqliteBackend._op)
    assert [outcome(o) for o in out] == [1, 2, IntegrityError, 3]
    assert rows(conn) == [1, 2, 3]
    assert said.count("ROLLBACK TO SAVEPOINT ct_group") == 1


def test_a_program_failing_at_its_first_statement_needs_no_replay(
        conn: sqlite3.Connection) -> None:
    conn.execute("INSERT INTO g VALUES (7)")
    said = statements(conn)
    out = commit_group(conn, group(insert(1), insert(7), insert(2)), SqliteBackend._op)
    assert [outcome(o) for o in out] == [2, IntegrityError, 3]
    assert rows(conn) == [1, 2, 7]
    assert not any(s.startswith("ROLLBACK") for s in said)


def test_replayed_answers_are_the_first_ones(conn: sqlite3.Connection) -> None:
    """Ids handed out before a failure are handed out again by the replay, so what the
    earlier programs were told still holds."""
    def add(label: str) -> Program[list[int]]:
        ids = yield new_ids("items", 2)
        for i in ids:
            yield execute("INSERT INTO items VALUES (?, ?)", (i, label))
        return list(ids)

    out = commit_group(conn, group(add("a"), insert_twice(4), add("b")), SqliteBackend._op)
    assert [outcome(o) for o in out] == [[1, 2], IntegrityError, [3, 4]]
    assert [tuple(r) for r in conn.execute("SELECT * FROM items ORDER BY id")] == [
        (1, "a"), (2, "a"), (3, "b"), (4, "b")]


def test_a_replay_that_answers_differently_keeps_nothing(conn: sqlite3.Connection) -> None:
    """Should a replayed statement ever answer otherwise, no program of the group can be
    trusted to have been told the truth: all fail, and nothing is written."""
    def lucky() -> Program[int]:
        yield execute("INSERT INTO g VALUES (1)")
        row = yield fetch_one("SELECT random()")
        return int(row[0])

    out = commit_group(conn, group(lucky(), insert_twice(4), insert(9)), SqliteBackend._op)
    assert [outcome(o) for o in out] == [ReplayDiffered, IntegrityError, ReplayDiffered]
    assert rows(conn) == [] and not conn.in_transaction
