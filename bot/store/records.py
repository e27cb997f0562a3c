"""What the store holds, as plain dataclasses: tables, their action logs, finished matches.

Both backends read and write exactly these; nothing here knows SQL.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

Status = Literal["lobby", "playing", "finished", "ended"]
OPEN_STATUSES: tuple[Status, ...] = ("lobby", "playing")


class StoreError(RuntimeError):
    """The store cannot be used (a path the bot may not create or write, a file that is not
    a database, one written by a newer version, a server that cannot be reached).
    ``str(err)`` is one line for the person starting the bot, saying what to do."""


def unversioned(where: str) -> StoreError:
    """The one line for a store that holds tables but no record of its schema version."""
    return StoreError(f"The store {where} holds tables but no record of its schema version (a "
                      "half-finished upgrade, or another program's database), so I left it "
                      "untouched. Restore it from a backup, or point store.url (or "
                      "store.path) at another store.")


class IntegrityError(Exception):
    """A write broke one of the database's own rules (a unique key, a foreign key, a check),
    whichever backend said so; the transaction was rolled back."""


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


@dataclass(frozen=True)
class SetAside:
    """A table set aside at start-up because it could not be restored (``Store.set_aside``);
    its ids as far as its row was readable."""

    table_id: int
    guild_id: int | None
    place_id: int | None
    game_id: str
    reason: str
    at: float


class DamagedTable(ValueError):
    """A stored table row that cannot be read; ``str(err)`` says which part and why."""

    def __init__(self, table_id: int, reason: str) -> None:
        super().__init__(reason)
        self.table_id = table_id
