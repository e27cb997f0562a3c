"""Start-up on damaged data (issue 14): the bot starts, or refuses with one line where it must,
and the healthy tables play on.

* a read-only store is refused before anything else, in one line;
* a file with tables but no schema version (a half-finished upgrade) is refused in one line,
  and not rewritten;
* a table that cannot be restored — an unreadable row, an unknown game, an action log with
  a gap and no snapshot — is set aside: closed in the store with a ``set_aside`` row saying
  why, one log line, its channel free for a new table, and a sentence for whoever meets it;
  every other table starts and plays on.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import sqlite3
import subprocess
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from bot.client import create_bot
from bot.store import Store, StoreError, TableRecord
from tests.discord_helpers import make_settings
from tests.fakediscord import Channel, FakeDiscord, Message, User
from tests.test_config import one_clear_line, run_bot
from tests.test_discord_huutopussi import offered

SEED = 14


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@contextlib.contextmanager
def read_only(path: Path) -> Iterator[None]:
    """Make the file read-only for this process: by its mode, or — for root, whom modes do
    not stop — by the immutable attribute (skipped only where neither is possible)."""
    if os.geteuid() != 0:
        path.chmod(0o444)
        try:
            yield
        finally:
            path.chmod(0o644)
        return
    made = subprocess.run(["chattr", "+i", str(path)], capture_output=True)
    if made.returncode != 0:
        pytest.skip(f"root cannot make a file read-only here: {made.stderr!r}")
    try:
        yield
    finally:
        subprocess.run(["chattr", "-i", str(path)], check=True)


async def _store_with_a_table(db: Path) -> None:
    store = await Store.open(db)
    await store.create_table(TableRecord(guild_id=1, channel_id=2, game_id="huutopussi",
                                         host_id=3, seed=1))
    await store.close()


async def test_a_read_only_store_is_refused_at_start_in_one_line(tmp_path: Path) -> None:
    db = tmp_path / "cards.sqlite3"
    await _store_with_a_table(db)
    with read_only(db):
        with pytest.raises(StoreError) as err:
            await Store.open(db)
        assert "is read-only" in str(err.value) and "\n" not in str(err.value)
        line = one_clear_line(run_bot(tmp_path, {"DISCORD_TOKEN": "fake-token",
                                                 "CARDTABLE_STORE__PATH": str(db)}))
    assert line.startswith(f"Card Table cannot start: Cannot write the store {db}: the file "
                           f"{db} is read-only, so no move could be saved.")


async def test_a_half_migrated_store_is_refused_and_left_as_it_was(tmp_path: Path) -> None:
    db = tmp_path / "cards.sqlite3"
    await _store_with_a_table(db)
    con = sqlite3.connect(db)
    con.execute("DROP TABLE schema_version")  # tables, but no record of the schema version
    con.commit()
    con.close()
    before = _sha(db)
    with pytest.raises(StoreError) as err:
        await Store.open(db)
    assert "no record of its schema version" in str(err.value)
    line = one_clear_line(run_bot(tmp_path, {"DISCORD_TOKEN": "fake-token",
                                             "CARDTABLE_STORE__PATH": str(db)}))
    assert "no record of its schema version" in line and "left it untouched" in line
    assert _sha(db) == before
    con = sqlite3.connect(db)
    names = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    con.close()
    assert "schema_version" not in names


# --- damaged tables among healthy ones --------------------------------------------------

@contextlib.asynccontextmanager
async def _bot(fake: FakeDiscord, db: Path, guild_id: int) -> AsyncIterator[None]:
    bot = create_bot(make_settings(db, guild_id), seed_source=lambda: SEED)
    async with fake.running(bot):
        fake.add_busy_probe("presenter", lambda: bot.presenter.pending)
        await fake.idle()
        yield
    fake.remove_busy_probe("presenter")


def _table_msg(fake: FakeDiscord, place: Channel) -> Message:
    return next(m for m in fake.messages(place)
                if any(c.startswith(("ct:hand:", "ct:lobby:")) for c in m.custom_ids))


def _rows(db: Path, sql: str) -> list[tuple[object, ...]]:
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return list(con.execute(sql).fetchall())
    finally:
        con.close()


async def test_damaged_tables_are_set_aside_and_the_healthy_ones_play_on(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    db = tmp_path / "cards.sqlite3"
    async with FakeDiscord() as fake:
        guild = fake.add_guild("Cards")
        rooms = [fake.add_channel(guild, f"room{i}") for i in range(4)]
        hosts = [fake.add_member(guild, f"host{i}") for i in range(4)]
        with fake.patch():
            places: list[Channel] = []
            async with _bot(fake, db, guild.id):
                for room, host in zip(rooms, hosts, strict=True):
                    await fake.slash(host, room, "table open", game="huutopussi", computers=3)
                    place = fake.threads(room)[-1]
                    await fake.click(host, _table_msg(fake, place), "Start")
                    places.append(place)
            # table 1 stays healthy; 2: an unreadable row; 3: a game this bot does not know;
            # 4: an action log with a gap and no snapshot to fall back on
            con = sqlite3.connect(db)
            con.execute("UPDATE tables SET seats = '{not json' WHERE id = 2")
            con.execute("UPDATE tables SET game_id = 'backgammon' WHERE id = 3")
            con.execute("INSERT INTO actions (table_id, version, seat, action, actor_id, at)"
                        " VALUES (4, 1000, 0, 'pass', NULL, 0)")
            con.execute("DELETE FROM snapshots WHERE table_id = 4")
            con.commit()
            con.close()
            caplog.clear()
            with caplog.at_level(logging.INFO):
                async with _bot(fake, db, guild.id):
                    records = [r for r in caplog.records if r.levelno >= logging.ERROR]
                    assert [r.getMessage().split(" ", 2)[:2] for r in records] == [
                        ["table", "2"], ["table", "3"], ["table", "4"]]
                    assert all(r.exc_info is None and "\n" not in r.getMessage()
                               for r in records)
                    await _check_after_restart(fake, db, hosts, places)
            fake.assert_clean()


async def _check_after_restart(fake: FakeDiscord, db: Path, hosts: list[User],
                               places: list[Channel]) -> None:
    assert _rows(db, "SELECT id, status FROM tables ORDER BY id") == [
        (1, "playing"), (2, "ended"), (3, "ended"), (4, "ended")]
    reasons = dict(_rows(db, "SELECT table_id, reason FROM set_aside"))  # type: ignore[arg-type]
    assert sorted(reasons) == [2, 3, 4]
    assert "JSONDecodeError" in str(reasons[2]) and "backgammon" in str(reasons[3])
    # the healthy table plays on: its host opens their hand and moves
    host, place = hosts[0], places[0]
    panel = (await fake.click(host, _table_msg(fake, place), "Your hand")).reply
    assert panel is not None and offered(panel)
    before = _rows(db, "SELECT version FROM tables WHERE id = 1")[0][0]
    move = offered(panel)[0]
    control = next(c for c in panel.components
                   if (c.is_button and (c.custom_id or "").endswith(f":{move}"))
                   or (c.is_select and move in c.option_values))
    if control.is_button:
        await fake.click(host, panel, control.custom_id or "")
    else:
        await fake.select(host, panel, control.custom_id or "", [move])
    assert _rows(db, "SELECT version FROM tables WHERE id = 1")[0][0] > before  # type: ignore[operator]
    # whoever meets a table set aside hears why, and may open a new one there
    for index in (1, 2, 3):
        who, where = hosts[index], places[index]
        said = "could not be restored after a restart, so I set it aside"
        rec = await fake.slash(who, where, "table status")
        assert rec.reply is not None and rec.reply.ephemeral and said in rec.reply.text
        assert f"table {index + 1}" in rec.reply.text
        rec = await fake.click(who, _table_msg(fake, where), "Your hand")
        assert rec.reply is not None and rec.reply.ephemeral and said in rec.reply.text
    rec = await fake.slash(hosts[2], places[2], "table open", game="prefa")
    assert rec.reply is not None and "is open" in rec.reply.text
    rec = await fake.slash(hosts[2], places[2], "table status")
    assert rec.reply is not None and "Prefa" in rec.reply.text and "set it aside" not in (
        rec.reply.text)


async def test_a_table_without_its_message_gets_it_back_at_restart(tmp_path: Path) -> None:
    """The three ways a killed /table open can leave a table, made on purpose: the message
    posted but not recorded (a stale lobby), the thread made but not recorded (an empty
    thread), and neither made. After a restart each table has exactly one table message —
    the posted one adopted, the made thread used — and works."""
    from tests.test_discord_kill import _one_message_each

    db = tmp_path / "cards.sqlite3"
    async with FakeDiscord() as fake:
        guild = fake.add_guild("Cards")
        rooms = [fake.add_channel(guild, f"room{i}") for i in range(3)]
        hosts = [fake.add_member(guild, f"host{i}") for i in range(3)]
        with fake.patch():
            async with _bot(fake, db, guild.id):
                for room, host in zip(rooms, hosts, strict=True):
                    await fake.slash(host, room, "table open", game="huutopussi")
            threads = [fake.threads(room)[-1] for room in rooms]
            posted = _table_msg(fake, threads[0])
            for thread in threads[1:]:
                _table_msg(fake, thread).deleted = True  # never posted
            threads[2].deleted = True  # never made
            con = sqlite3.connect(db)
            con.execute("UPDATE tables SET message_id = NULL WHERE id = 1")
            con.execute("UPDATE tables SET message_id = NULL, thread_id = NULL,"
                        " place_id = channel_id WHERE id IN (2, 3)")
            con.commit()
            con.close()
            async with _bot(fake, db, guild.id):
                await fake.wait_for(lambda: not _one_message_each(fake, db), timeout=10)
                assert _table_msg(fake, threads[0]) is posted  # adopted, not posted again
                assert _rows(db, "SELECT thread_id FROM tables ORDER BY id")[:2] == [
                    (threads[0].id,), (threads[1].id,)]
                [new_thread] = [t for t in fake.threads(rooms[2]) if not t.deleted]
                for host, place in zip(hosts, [threads[0], threads[1], new_thread],
                                       strict=True):
                    rec = await fake.click(host, _table_msg(fake, place), "Add computer")
                    assert rec.reply is not None and "computer player sits down" in rec.reply.text
            fake.assert_clean()
