"""``python -m bot store copy FROM_URL TO_URL``: move a store between SQLite and PostgreSQL.

Copies every row of the bot's tables — open tables with their snapshots and action logs,
finished matches, ratings, period totals — keeping every id (a table's id is in its
Discord buttons, so a resumed table must keep it). ``--guild ID`` copies one server's
rows only. Then it reads both sides again and compares, table by table, the number of
rows and a SHA-256 over every row in key order: a copy is reported done only when they
match.

It refuses a target that already holds rows it would write (all of the target for a
whole copy; that server's rows for ``--guild``) unless ``--replace`` says to delete those
first, and refuses ids that another server already uses in the target. Stop the bot
while copying: a row written during the copy makes the checksums differ, and the copy
says so.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from typing import Any

from bot.store.core import Store
from bot.store.records import StoreError
from bot.store.sql import Program, execute, execute_many

_BY_TABLE = "table_id IN (SELECT id FROM tables WHERE guild_id = ?)"


@dataclass(frozen=True)
class Part:
    """One table of the store: its key (the copy's order) and how to pick one server's rows."""

    name: str
    key: tuple[str, ...]
    guild_rows: str = "guild_id = ?"
    ids: bool = False  # an ``id`` column the database hands out


#: Every table of the schema, parents before children (foreign keys).
PARTS: tuple[Part, ...] = (
    Part("tables", ("id",), ids=True),
    Part("snapshots", ("table_id",), _BY_TABLE),
    Part("actions", ("table_id", "version"), _BY_TABLE),
    Part("set_aside", ("table_id",), _BY_TABLE),
    Part("matches", ("id",), ids=True),
    Part("match_players", ("match_id", "seat")),
    Part("lb_matches", ("id",), ids=True),
    Part("lb_results", ("match_id", "user_id")),
    Part("lb_ratings", ("guild_id", "game", "user_id")),
    Part("lb_period_totals", ("guild_id", "game", "period", "user_id")),
)
#: Tables a copy leaves alone: the target's own migrations made it.
NOT_COPIED = ("schema_version",)
CHUNK = 2000


@dataclass(frozen=True)
class Tally:
    """What one side holds of one table: rows and their digest."""

    rows: int
    digest: str


def _where(part: Part, guild: int | None) -> tuple[str, tuple[Any, ...]]:
    return (f" WHERE {part.guild_rows}", (guild,)) if guild is not None else ("", ())


async def _chunks(store: Store, part: Part, columns: list[str], guild: int | None
                  ) -> AsyncIterator[list[tuple[Any, ...]]]:
    where, args = _where(part, guild)
    sql = (f"SELECT {', '.join(columns)} FROM {part.name}{where}"
           f" ORDER BY {', '.join(part.key)} LIMIT ? OFFSET ?")
    offset = 0
    while True:
        rows = [tuple(r) for r in await store.fetchall(sql, (*args, CHUNK, offset))]
        if not rows:
            return
        yield rows
        offset += len(rows)


def _canonical(row: tuple[Any, ...]) -> bytes:
    """A row as bytes both databases agree on (ints stay ints, floats keep every bit)."""
    return json.dumps([v.hex() if isinstance(v, float) else v for v in row],
                      ensure_ascii=False, separators=(",", ":")).encode() + b"\n"


async def tally(store: Store, part: Part, columns: list[str], guild: int | None) -> Tally:
    digest = hashlib.sha256()
    count = 0
    async for rows in _chunks(store, part, columns, guild):
        count += len(rows)
        for row in rows:
            digest.update(_canonical(row))
    return Tally(count, digest.hexdigest())


async def _count(store: Store, part: Part, guild: int | None) -> int:
    where, args = _where(part, guild)
    row = await store.fetchone(f"SELECT COUNT(*) FROM {part.name}{where}", args)
    return int(row[0])


async def _check_schemas(source: Store, target: Store) -> dict[str, list[str]]:
    """The columns of every copied table, the same on both sides; nothing left out."""
    known = {p.name for p in PARTS} | set(NOT_COPIED)
    for store in (source, target):
        unknown = sorted(set(await store.backend.tables()) - known)
        if unknown:
            raise StoreError(f"The store {store.path} has tables this copy does not know "
                             f"({', '.join(unknown)}); update bot/store/copy.py first.")
    out = {}
    for part in PARTS:
        mine, theirs = await source.backend.columns(part.name), await target.backend.columns(
            part.name)
        if sorted(mine) != sorted(theirs):
            raise StoreError(f"The table {part.name} differs between the stores ({mine} and "
                             f"{theirs}); open both with the same Card Table first.")
        out[part.name] = mine
    return out


async def _check_ids(source: Store, target: Store, guild: int) -> None:
    """One server into a shared target: its ids must be free there."""
    for part in (p for p in PARTS if p.ids):
        async for rows in _chunks(source, part, ["id"], guild):
            ids = [r[0] for r in rows]
            marks = ",".join("?" * len(ids))
            taken = await target.fetchall(
                f"SELECT id FROM {part.name} WHERE id IN ({marks}) ORDER BY id LIMIT 5", ids)
            if taken:
                raise StoreError(
                    f"The target already uses {part.name} ids {', '.join(str(r[0]) for r in taken)}"
                    f" for another server, so server {guild} cannot keep its ids there (its "
                    "tables' buttons name them). Copy into an empty store instead.")


def _delete(guild: int | None) -> Program[None]:
    for part in reversed(PARTS):
        where, args = _where(part, guild)
        yield execute(f"DELETE FROM {part.name}{where}", args)


def _insert(part: Part, columns: list[str], rows: list[tuple[Any, ...]]) -> Program[None]:
    marks = ",".join("?" * len(columns))
    yield execute_many(f"INSERT INTO {part.name} ({', '.join(columns)}) VALUES ({marks})", rows)


Report = dict[str, Tally]


async def copy_store(source_url: str, target_url: str, guild: int | None = None,
                     replace: bool = False, say: Callable[[str], None] = print) -> Report:
    """Copy, then check by counts and checksums; returns each table's tally."""
    source = await Store.open(source_url)
    try:
        target = await Store.open(target_url)
        try:
            return await _copy(source, target, guild, replace, say)
        finally:
            await target.close()
    finally:
        await source.close()


async def _copy(source: Store, target: Store, guild: int | None, replace: bool,
                say: Callable[[str], None]) -> Report:
    what = "everything" if guild is None else f"server {guild}"
    columns = await _check_schemas(source, target)
    held = {p.name: n for p in PARTS if (n := await _count(target, p, guild))}
    if held and not replace:
        listed = ", ".join(f"{n} in {name}" for name, n in held.items())
        raise StoreError(f"The target {target.path} already holds rows of {what} ({listed}). "
                         "Copy into an empty store, or add --replace to delete them first.")
    if held:
        await target.run(_delete(guild))
        say(f"Deleted {sum(held.values())} rows of {what} from {target.path}.")
    if guild is not None:
        await _check_ids(source, target, guild)
    for part in PARTS:
        async for rows in _chunks(source, part, columns[part.name], guild):
            await target.run(_insert(part, columns[part.name], rows))
        if part.ids:
            await target.backend.reset_ids(part.name)
    await target.backend.optimize()
    report: Report = {}
    for part in PARTS:
        mine = await tally(source, part, columns[part.name], guild)
        theirs = await tally(target, part, columns[part.name], guild)
        if mine != theirs:
            raise StoreError(
                f"The copy of {part.name} differs ({mine.rows} rows, {mine.digest[:12]} in the "
                f"source; {theirs.rows}, {theirs.digest[:12]} in the target). Was the bot "
                "still running? Stop it and copy again with --replace.")
        report[part.name] = mine
    return report


def describe(report: Report, source: str, target: str, guild: int | None) -> str:
    what = "everything" if guild is None else f"server {guild}"
    lines = [f"Copied {what} from {source} to {target}:"]
    for name, t in report.items():
        lines.append(f"  {name:18} {t.rows:>9,} rows  sha256 {t.digest[:16]}")
    lines.append("Counts and checksums match on both sides. Point store.url at the new store "
                 "and start the bot.")
    return "\n".join(lines)
