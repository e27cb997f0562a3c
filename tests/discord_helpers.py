"""Shared set-up for the end-to-end Discord tests: the real bot against tests.fakediscord."""

from __future__ import annotations

import contextlib
import re
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.client import CardTableBot, create_bot
from bot.config import BotSection, Settings, StoreSection, TablesSection
from bot.engine.cards import card_text, parse_card
from tests.fakediscord import Channel, FakeDiscord, Guild, Message, User


def make_settings(db: Path, guild_id: int | None, *, computer_delay: float = 0.0,
                  timeout: float = 0.0) -> Settings:
    return Settings(bot=BotSection(token="fake-token", dev_guild_id=guild_id),
                    store=StoreSection(path=str(db)),
                    tables=TablesSection(computer_delay=computer_delay,
                                         turn_timeout_seconds=timeout, warn_seconds=0))


@dataclass
class World:
    fake: FakeDiscord
    guild: Guild
    channel: Channel
    users: list[User]
    bot: CardTableBot | None = None
    extra: dict[str, Any] = field(default_factory=dict)


@contextlib.asynccontextmanager
async def world(tmp_path: Path, players: int = 4, *, threads: bool = True,
                seed: int | None = None, computer_delay: float = 0.0,
                fake_options: dict[str, Any] | None = None) -> AsyncIterator[World]:
    """A fake Discord with one guild, a channel, ``players`` members and the bot running."""
    async with FakeDiscord(**(fake_options or {})) as fake:
        guild = fake.add_guild("Cards")
        channel = fake.add_channel(guild, "general", threads=threads)
        users = [fake.add_member(guild, f"player{i + 1}") for i in range(players)]
        with fake.patch():
            settings = make_settings(tmp_path / "cards.sqlite3", guild.id,
                                     computer_delay=computer_delay)
            overrides: dict[str, Any] = {}
            if seed is not None:
                overrides["seed_source"] = lambda: seed
            bot = create_bot(settings, **overrides)
            async with fake.running(bot):
                await fake.idle()
                yield World(fake, guild, channel, users, bot)


def table_place(w: World) -> Channel:
    """Where the table message went: the table's thread if the bot made one, else the channel."""
    threads = w.fake.threads(w.channel)
    return threads[-1] if threads else w.channel


def table_message(w: World) -> Message:
    place = table_place(w)
    for message in w.fake.messages(place):
        if any(c.startswith("ct:") for c in message.custom_ids):
            return message
    for message in w.fake.messages(place):
        if message.embeds and "table" in (message.embeds[0].get("title") or ""):
            return message
    raise AssertionError("no table message")


def hidden_cards(bot: CardTableBot) -> set[str]:
    """Text forms of every card currently in some seat's hand, over all open tables."""
    texts: set[str] = set()
    for table in bot.service.tables():
        if table.state is None:
            continue
        for seat in range(len(table.seats)):
            view = table.view(seat)
            if view is not None:
                texts |= {card_text(parse_card(code)) for code in view.hand}
    return texts


_CARD_RE = re.compile(r"(10|[2-9JQKA])[♠♥♦♣]")


def assert_no_hidden_in_public(w: World) -> None:
    """No public message shows a card that is still in someone's hand."""
    assert w.bot is not None
    hidden = hidden_cards(w.bot)
    for message in w.fake.public_messages():
        shown = {m.group(0) for m in _CARD_RE.finditer(message.text)}
        leak = shown & hidden
        assert not leak, f"public message {message.id} shows hidden cards {leak}:\n{message.text}"
