"""SQLite's group commit: transactions that arrive together, committed as one, each still
committing or failing whole as it would alone.

Everything here runs on the database thread. Every SQLite statement lets go of the GIL
while SQLite works and must win it back afterwards, and on a busy bot the event loop holds
it: at 1,000 tables a group of 46 moves took 139 ms of wall time for about 3 ms of CPU,
nearly all of it waiting to get the GIL back. So a group costs as few statements as can
be: ``BEGIN IMMEDIATE``, one ``SAVEPOINT`` for the whole group, the programs' own
statements, ``COMMIT`` — and no savepoint per program (two statements each, a third of a
move's).

Without one, a program that fails *after* some of its statements succeeded leaves those in
the transaction. That is rare (a move's only likely failure is its first statement, which
SQLite undoes by itself), and handled exactly: the group goes back to its savepoint and
the programs that succeeded before are replayed from their journals — the same statements
with the same arguments, on the same data, so they give the same answers; the replay
checks that they do.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.store.records import StoreError
from bot.store.sql import Op, Program, drive

Outcome = tuple[Any, Any, "BaseException | None"]  # (waiter, value, error)
RunOp = Callable[[sqlite3.Connection, Op], Any]


class ReplayDiffered(StoreError):
    """A replayed program's statement answered differently than it first did."""


@dataclass(slots=True)
class Journal:
    """A program's statements as they ran: each op with its answer, or its error's type."""

    entries: list[tuple[Op, Any, type[BaseException] | None]] = field(default_factory=list)

    def runner(self, conn: sqlite3.Connection, run_op: RunOp) -> Callable[[Op], Any]:
        def run(op: Op) -> Any:
            try:
                value = run_op(conn, op)
            except BaseException as err:
                self.entries.append((op, None, type(err)))
                raise
            self.entries.append((op, value, None))
            return value
        return run

    @property
    def wrote(self) -> bool:
        """Whether any statement of the program succeeded (and so may have changed data)."""
        return any(error is None for _, _, error in self.entries)

    def replay(self, conn: sqlite3.Connection, run_op: RunOp) -> None:
        for op, value, error in self.entries:
            try:
                again = run_op(conn, op)
            except BaseException as err:
                if error is not None and isinstance(err, error):
                    continue
                raise ReplayDiffered(f"a replayed statement failed: {err}") from err
            if error is not None or again != value:
                raise ReplayDiffered("a replayed statement answered differently")


def commit_group(conn: sqlite3.Connection, group: Sequence[tuple[Program[Any], Any]],
                 run_op: RunOp) -> list[Outcome]:
    """Run each ``(program, waiter)`` in order inside one transaction, and commit it: each
    program's value or error, keyed by its waiter."""
    try:
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("SAVEPOINT ct_group")
    except BaseException as err:  # every program of the group fails alike
        _rollback(conn)
        return [(waiter, None, err) for _, waiter in group]
    outcomes: list[Outcome] = []
    kept: list[Journal] = []  # the journals of the programs that succeeded, in order
    for program, waiter in group:
        journal = Journal()
        try:
            value = drive(program, journal.runner(conn, run_op))
        except BaseException as err:  # this program alone is undone
            outcomes.append((waiter, None, err))
            if journal.wrote:
                try:
                    conn.execute("ROLLBACK TO SAVEPOINT ct_group")
                    for earlier in kept:
                        earlier.replay(conn, run_op)
                except BaseException as replay_error:  # nothing of the group is kept
                    _rollback(conn)
                    return [(w, None, e or replay_error) for w, _, e in outcomes] + [
                        (w, None, replay_error) for _, w in group[len(outcomes):]]
            continue
        outcomes.append((waiter, value, None))
        kept.append(journal)
    try:
        conn.execute("COMMIT")
    except BaseException as err:  # nothing of the group was kept
        _rollback(conn)
        return [(waiter, None, error or err) for waiter, _, error in outcomes]
    return outcomes


def _rollback(conn: sqlite3.Connection) -> None:
    if conn.in_transaction:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")
