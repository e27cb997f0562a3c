"""Persistence: tables, action logs, snapshots, finished matches and leaderboards.

One interface (:class:`Store`), two backends chosen by the store's URL: SQLite (the
default, embedded) and PostgreSQL (for shard processes on several machines). See
:mod:`bot.store.core` for the store, :mod:`bot.store.sql` for how transactions are written
once for both, :mod:`bot.store.backends` for the backends, :mod:`bot.store.copy` for moving
a store between them.
"""

from bot.store.backends import Backend, PostgresBackend, SqliteBackend, open_backend, redact
from bot.store.core import MatchHook, Store
from bot.store.records import (
    OPEN_STATUSES,
    ActionEntry,
    DamagedTable,
    IntegrityError,
    MatchRecord,
    PlaceTaken,
    SeatRecord,
    SetAside,
    Status,
    StoredTable,
    StoreError,
    TableRecord,
)
from bot.store.schema import MIGRATIONS, Migration

__all__ = [
    "MIGRATIONS",
    "OPEN_STATUSES",
    "ActionEntry",
    "Backend",
    "DamagedTable",
    "IntegrityError",
    "MatchHook",
    "MatchRecord",
    "Migration",
    "PlaceTaken",
    "PostgresBackend",
    "SeatRecord",
    "SetAside",
    "SqliteBackend",
    "Status",
    "Store",
    "StoreError",
    "StoredTable",
    "TableRecord",
    "open_backend",
    "redact",
]
