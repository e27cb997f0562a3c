"""The store's part of starting on damaged data (issue 14), on SQLite and on PostgreSQL.

A row that cannot be read is reported apart from the readable ones; a table set aside is
closed (its place free for a new table) with a ``set_aside`` row saying why, remembered
until its place has a new table; a store with tables but no schema version is refused
before anything is written.
"""

from __future__ import annotations

import sqlite3

import pytest

from bot.store import DamagedTable, SetAside, Store, StoreError, TableRecord, open_backend
from tests.conftest import raw


def _table(channel: int) -> TableRecord:
    return TableRecord(guild_id=1, channel_id=channel, game_id="huutopussi", host_id=3, seed=1)


async def test_a_damaged_row_is_reported_apart_and_set_aside(store_url: str) -> None:
    store = await Store.open(store_url)
    try:
        ok, bad = _table(10), _table(11)
        await store.create_table(ok)
        await store.create_table(bad)
        await raw(store_url, "UPDATE tables SET seats = '{not json' WHERE id = ?", (bad.id,))
        stored, damaged = await store.load_open()
        assert [t.record.id for t in stored] == [ok.id]
        assert [d.table_id for d in damaged] == [bad.id] and "JSONDecodeError" in str(damaged[0])
        with pytest.raises(DamagedTable):
            await store.load_open_tables()
        aside = await store.set_aside(bad.id, "its stored row cannot be read", 5.0)
        assert aside == SetAside(bad.id, 1, 11, "huutopussi", "its stored row cannot be read",
                                 5.0)
        assert await raw(store_url, "SELECT status, closed_at FROM tables WHERE id = ?",
                         (bad.id,)) == [("ended", 5.0)]
        assert [t.record.id for t in await store.load_open_tables()] == [ok.id]
        assert await store.set_aside_tables() == [aside]
        # its place is free: a new table opens there, and the old one's story ends
        await store.create_table(_table(11))
        assert await store.set_aside_tables() == []
    finally:
        await store.close()


async def test_a_store_with_tables_but_no_schema_version_is_refused_untouched(
        store_url: str) -> None:
    store = await Store.open(store_url)
    await store.create_table(_table(10))
    await store.close()
    await raw(store_url, "DROP TABLE schema_version")
    with pytest.raises(StoreError, match="no record of its schema version"):
        await Store.open(store_url)
    if store_url.startswith("sqlite:"):  # the SQLite backend refuses it too: read it raw
        con = sqlite3.connect(store_url.removeprefix("sqlite:///"))
        names = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        count = con.execute("SELECT count(*) FROM tables").fetchone()[0]
        con.close()
    else:
        backend = await open_backend(store_url)
        try:
            names = set(await backend.tables())
            count = (await backend.fetchone("SELECT count(*) FROM tables"))[0]
        finally:
            await backend.close()
    assert "schema_version" not in names and count == 1
