"""Card emojis kept in step at start-up, through the fake Discord and the real bot.

Uploaded once across restarts, a changed face replaced, a refused upload leaving the
bot running with text, and the setting turning it all off.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.client import CardTableBot, create_bot
from bot.config import BotSection
from bot.pictures import faceart, faces, fonts
from bot.pictures.emojis import CardEmojis, Present, emoji_name
from cogs.emojis import button_emoji, sync_card_emojis
from tests.discord_helpers import World, make_settings, table_message
from tests.fakediscord import Channel, FakeDiscord, Guild

EVERY_FACE = sorted(emoji_name(f) for f in faces.all_faces())


@contextlib.asynccontextmanager
async def started(fake: FakeDiscord, guild: Guild, db: Path,
                  **bot_settings: Any) -> AsyncIterator[CardTableBot]:
    """The bot, started against ``fake`` and past its emoji sync (if it runs one)."""
    settings = make_settings(db, guild.id)
    if bot_settings:
        settings.bot = BotSection(**{**settings.bot.model_dump(), **bot_settings})
    bot = create_bot(settings)
    async with fake.running(bot):
        if bot.emoji_sync is not None:
            await bot.emoji_sync
        await fake.idle()
        yield bot


def assert_keeps_no_face() -> None:
    """The bot drew its faces for the sync only: it keeps none of them, nor their fonts."""
    for cached in (faceart.face_image, faceart.face_png, faceart.face_at, fonts.font):
        assert cached.cache_info().currsize == 0, cached


def emoji_records(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == "bot.emojis"]


def assert_serves_the_fakes_emojis(bot: CardTableBot, fake: FakeDiscord) -> None:
    """Every card of every game maps to the emoji the fake holds, with that face's picture."""
    emojis: CardEmojis = bot.card_emojis
    assert set(emojis.games) == set(faces.game_ids())
    for game in faces.game_ids():
        for face in faces.faces(game):
            stored = fake.app_emojis.by_name(emoji_name(face))
            assert stored is not None and stored.image == faces.face_png(face)
            assert emojis.markup(game, face.code) == stored.markup


@pytest.fixture
async def world(tmp_path: Path) -> AsyncIterator[tuple[FakeDiscord, Guild, Channel, Path]]:
    async with FakeDiscord() as fake:
        guild = fake.add_guild("Cards")
        channel = fake.add_channel(guild, "general")
        with fake.patch():
            yield fake, guild, channel, tmp_path / "cards.sqlite3"


async def test_uploaded_once_across_two_restarts(
        world: tuple[FakeDiscord, Guild, Channel, Path], caplog: pytest.LogCaptureFixture) -> None:
    fake, guild, _, db = world
    caplog.set_level(logging.INFO, logger="bot.emojis")
    async with started(fake, guild, db) as bot:
        assert sorted(fake.app_emojis.created) == EVERY_FACE
        assert_keeps_no_face()
        assert_serves_the_fakes_emojis(bot, fake)
    assert emoji_records(caplog) == [f"emojis: 0 present, {len(EVERY_FACE)} uploaded"]
    for restart in range(2):
        fake.app_emojis.clear_counts()
        caplog.clear()
        async with started(fake, guild, db) as bot:
            assert fake.app_emojis.created == [] and fake.app_emojis.deleted == []
            assert fake.app_emojis.listed == 1, restart
            assert_keeps_no_face()
            assert_serves_the_fakes_emojis(bot, fake)
        assert emoji_records(caplog) == [f"emojis: {len(EVERY_FACE)} present, 0 uploaded"]
    fake.assert_clean()


async def test_a_changed_face_is_replaced(
        world: tuple[FakeDiscord, Guild, Channel, Path], caplog: pytest.LogCaptureFixture) -> None:
    """An older bot uploaded a different picture of 10♠: only that one is uploaded again."""
    fake, guild, _, db = world
    caplog.set_level(logging.INFO, logger="bot.emojis")
    ten = faces.face("huutopussi", "10S")
    for face in faces.all_faces():
        if face != ten:
            fake.app_emojis.add(emoji_name(face), faces.face_png(face))
    old = fake.app_emojis.add(f"{ten.name}_0a0b0c", faces.face_png(faces.face("prefa", "9S")))
    fake.app_emojis.add("party_parrot", b"GIF89a")  # not ours: left alone
    async with started(fake, guild, db) as bot:
        assert fake.app_emojis.created == [emoji_name(ten)]
        assert fake.app_emojis.deleted == [old.name]
        assert_serves_the_fakes_emojis(bot, fake)
        assert fake.app_emojis.by_name("party_parrot") is not None
    assert emoji_records(caplog) == [
        f"emojis: {len(EVERY_FACE) - 1} present, 0 uploaded, 1 replaced"]
    fake.assert_clean()


async def test_refused_uploads_leave_the_bot_running_with_text(
        world: tuple[FakeDiscord, Guild, Channel, Path], caplog: pytest.LogCaptureFixture) -> None:
    fake, guild, channel, db = world
    caplog.set_level(logging.INFO, logger="bot.emojis")
    alice = fake.add_member(guild, "alice")
    fake.app_emojis.refuse_uploads()
    async with started(fake, guild, db) as bot:
        assert bot.card_emojis.games == () and fake.app_emojis.names == []
        assert bot.card_emojis.text("huutopussi", "10S") == "10♠"
        [line] = emoji_records(caplog)
        assert line == ("emojis: 0 present, 0 uploaded; Discord refused a change (403 Missing "
                        "Permissions): cards show as text")
        # The bot works as ever.
        rec = await fake.slash(alice, channel, "table open", game="prefa")
        assert rec.reply is not None and "Table 1 for Prefa is open" in rec.reply.text
        table = table_message(World(fake, guild, channel, [alice], bot))
        assert "Prefa" in table.text and "<:" not in table.text
    # The refusal was Discord's answer, on purpose here; nothing else went wrong.
    assert {(r.status, r.code) for r in fake.rejections} == {(403, 50013)}
    fake.rejections.clear()
    fake.assert_clean()


async def test_a_refusal_midway_keeps_the_games_that_are_complete(
        world: tuple[FakeDiscord, Guild, Channel, Path], caplog: pytest.LogCaptureFixture) -> None:
    """The French faces are there from an earlier start; Four Color's are refused."""
    fake, guild, _, db = world
    caplog.set_level(logging.INFO, logger="bot.emojis")
    french = [f for f in faces.all_faces() if f.deck == "french"]
    for face in french:
        fake.app_emojis.add(emoji_name(face), faces.face_png(face))
    fake.app_emojis.refuse_uploads(400, 30008, "Maximum number of emojis reached")
    async with started(fake, guild, db) as bot:
        assert set(bot.card_emojis.games) == {"huutopussi", "fifty-six", "prefa"}
        assert bot.card_emojis.markup("four-color", "RC") is None
        ace = faces.face("prefa", "AS")
        stored = fake.app_emojis.by_name(emoji_name(ace))
        assert stored is not None and bot.card_emojis.markup("prefa", "AS") == stored.markup
    [line] = emoji_records(caplog)
    assert line.startswith(f"emojis: {len(french)} present, 0 uploaded; Discord refused")
    assert "emojis in huutopussi, fifty-six, prefa, text elsewhere" in line
    fake.rejections.clear()
    fake.assert_clean()


async def test_the_setting_turns_it_off(
        world: tuple[FakeDiscord, Guild, Channel, Path], caplog: pytest.LogCaptureFixture) -> None:
    fake, guild, _, db = world
    caplog.set_level(logging.INFO, logger="bot.emojis")
    caplog.set_level(logging.INFO, logger="bot.client")
    async with started(fake, guild, db, card_emojis=False) as bot:
        assert bot.emoji_sync is None and bot.card_emojis.games == ()
        assert fake.app_emojis.listed == 0 and fake.app_emojis.names == []
    assert "emojis: off (card_emojis = false under [bot]); cards show as text" in caplog.text
    fake.assert_clean()


async def test_two_processes_starting_together_upload_each_face_once(
        world: tuple[FakeDiscord, Guild, Channel, Path]) -> None:
    """Two shard processes list the same empty set and race: a name taken a moment ago is
    picked up, not reported as a refusal, and both end up with every face."""
    fake = world[0]
    clients = [discord.Client(intents=discord.Intents.none()) for _ in range(2)]
    listings: list[discord.Client] = []
    both_listed = asyncio.Event()

    def list_together(client: discord.Client) -> None:
        """The first listing returns once both have listed: the race, made certain."""
        fetch = client.fetch_application_emojis

        async def fetch_then_wait() -> list[discord.Emoji]:
            found = await fetch()
            if not both_listed.is_set():
                listings.append(client)
                if len(listings) == 2:
                    both_listed.set()
                await both_listed.wait()
            return found

        client.fetch_application_emojis = fetch_then_wait  # type: ignore[method-assign]

    try:
        for client in clients:
            await client.login("fake-token")
            list_together(client)
        results = await asyncio.gather(*(sync_card_emojis(c) for c in clients))
    finally:
        for client in clients:
            await client.close()
    assert sorted(fake.app_emojis.created) == EVERY_FACE  # each once
    for emojis in results:
        assert set(emojis.games) == set(faces.game_ids())
        assert emojis.markup("huutopussi", "AS") == results[0].markup("huutopussi", "AS")
    # Every face raced: one process uploaded it, the other was told the name is taken.
    assert len(fake.rejections) == len(EVERY_FACE)
    assert {r.code for r in fake.rejections} == {50035}


def test_button_emoji_for_a_card() -> None:
    ace = faces.face("prefa", "AS")
    emojis = CardEmojis({f.name: Present(7 + i, emoji_name(f))
                         for i, f in enumerate(faces.all_faces())})
    made = button_emoji(emojis, "prefa", "AS")
    assert made is not None and made.id == 7 + faces.all_faces().index(ace)
    assert str(made) == emojis.markup("prefa", "AS")
    assert button_emoji(CardEmojis(), "prefa", "AS") is None


async def test_a_process_without_shard_0_reads_what_the_other_uploads(
        world: tuple[FakeDiscord, Guild, Channel, Path], caplog: pytest.LogCaptureFixture) -> None:
    """Shard processes: the one with shard 0 uploads; the others read until all is current,
    never use a picture about to be replaced, and give up to text if it never is."""
    fake = world[0]
    caplog.set_level(logging.INFO, logger="bot.emojis")
    ten = faces.face("huutopussi", "10S")
    old_ten = fake.app_emojis.add(f"{ten.name}_0a0b0c", b"\x89PNG\r\n\x1a\n")
    clients = [discord.Client(intents=discord.Intents.none()) for _ in range(2)]
    try:
        for client in clients:
            await client.login("fake-token")
        follower, uploader = clients
        alone = await sync_card_emojis(follower, upload=False, follow=(0.01, 0.01))
        assert alone.games == () and fake.app_emojis.created == []
        assert fake.app_emojis.listed == 3  # once, then after each delay
        assert emoji_records(caplog)[-1] == (
            "emojis: 0 present (the process that runs shard 0 uploads them); cards show as text")

        # The reader stops as soon as every face is current: its delays only bound how long
        # the uploader may take (drawing and uploading every face, slow under a loaded suite)
        reading = asyncio.create_task(sync_card_emojis(follower, upload=False,
                                                       follow=(0.05,) * 1200))
        await asyncio.sleep(0.02)
        uploaded = await sync_card_emojis(uploader)
        read = await reading
    finally:
        for client in clients:
            await client.close()
    assert sorted(fake.app_emojis.created) == EVERY_FACE and fake.app_emojis.deleted == [
        old_ten.name]
    for game in faces.game_ids():
        for face in faces.faces(game):
            assert read.markup(game, face.code) == uploaded.markup(game, face.code) is not None
    assert emoji_records(caplog)[-1] == (
        f"emojis: {len(EVERY_FACE)} present (the process that runs shard 0 uploads them)")
    fake.assert_clean()
