"""Through the fake Discord: turn pings that really notify, and answers deferred in time.

Discord notifies nobody of a mention added by editing a message, so the table
message's "Your turn: @X" is not enough: after ``tables.turn_ping_seconds`` the
bot posts a short message mentioning the player, and deletes it once they act.
The bot here runs on a FakeClock, so the test moves time instead of waiting.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.client import create_bot
from bot.config import BotSection, Settings, StoreSection, TablesSection
from bot.tables import FakeClock, Table
from cogs import reply as reply_mod
from tests.discord_helpers import World, table_message, table_place, world
from tests.fakediscord import FakeDiscord, Message, User
from tests.test_discord_huutopussi import choose, offered

SEED = 14
PING = 10.0


@contextlib.asynccontextmanager
async def clocked_world(tmp_path: Path, players: int = 4, **tables: Any
                        ) -> AsyncIterator[tuple[World, FakeClock]]:
    """Like ``discord_helpers.world``, with the bot's timers on a FakeClock."""
    clock = FakeClock()
    async with FakeDiscord() as fake:
        guild = fake.add_guild("Cards")
        channel = fake.add_channel(guild, "general")
        users = [fake.add_member(guild, f"player{i + 1}") for i in range(players)]
        with fake.patch():
            settings = Settings(
                bot=BotSection(token="fake-token", dev_guild_id=guild.id),
                store=StoreSection(path=str(tmp_path / "cards.sqlite3")),
                tables=TablesSection(computer_delay=0, turn_timeout_seconds=0, warn_seconds=0,
                                     turn_ping_seconds=PING, **tables))
            bot = create_bot(settings, clock=clock, seed_source=lambda: SEED)
            async with fake.running(bot):
                fake.add_busy_probe("presenter", lambda: bot.presenter.pending)
                await fake.idle()
                yield World(fake, guild, channel, users, bot), clock


async def _start_four(w: World) -> Table:
    await w.fake.slash(w.users[0], w.channel, "table open", game="huutopussi")
    for user in w.users[1:4]:
        await w.fake.click(user, table_message(w), "Join")
    await w.fake.click(w.users[0], table_message(w), "Start")
    assert w.bot is not None
    return w.bot.service.tables()[0]


def _pings(w: World, deleted: bool = False) -> list[Message]:
    return [m for m in w.fake.messages(table_place(w), deleted=deleted)
            if "your turn at" in m.content]


def _to_act(w: World, table: Table) -> User:
    seat = table.to_act()[0]
    return next(u for u in w.users if table.seat_of(u.id) == seat)


async def _act(w: World, table: Table, user: User) -> None:
    action = choose([str(a) for a in table.legal_actions(user.id)])
    rec = await w.fake.slash(user, table_place(w), "act", action=action)
    assert rec.reply.embeds, rec.reply.text  # the hand view, not a refusal


async def test_a_waiting_player_is_pinged_and_the_ping_goes_when_they_act(
        tmp_path: Path) -> None:
    async with clocked_world(tmp_path) as (w, clock):
        fake = w.fake
        table = await _start_four(w)
        first = _to_act(w, table)
        await clock.advance(PING - 1)
        await fake.idle()
        assert _pings(w) == []
        await clock.advance(1)
        await fake.idle()
        [ping] = _pings(w)
        assert ping.content == (f"<@{first.id}>, your turn at Huutopussi (table {table.id}) — "
                                "press Your hand.")
        assert ping.mentions == [first.id]
        await clock.advance(PING * 3)  # one ping per wait, however long it is
        await fake.idle()
        assert _pings(w) == [ping]
        await _act(w, table, first)
        assert ping.deleted and _pings(w) == []
        # the next player acts before the delay: never pinged
        second = _to_act(w, table)
        await clock.advance(PING - 1)
        await _act(w, table, second)
        third = _to_act(w, table)
        await clock.advance(PING - 1)
        await fake.idle()
        assert not any(second.id in m.mentions for m in _pings(w, deleted=True))
        assert _pings(w) == []
        # a new wait pings again, replacing nothing but its own
        await clock.advance(1)
        await fake.idle()
        [ping] = _pings(w)
        assert ping.mentions == [third.id]
        fake.assert_clean()


async def test_answers_are_deferred_when_the_work_is_slow(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """A slow commit (a busy disk) must not cost the click: the bot defers well inside
    Discord's 3 s, then shows the result through the deferred answer."""
    async with world(tmp_path, 4, seed=SEED) as w:
        fake = w.fake
        table = await _start_four(w)
        assert w.bot is not None
        store = w.bot.store
        commit = store.commit_action

        async def slow_commit(*args: Any, **kwargs: Any) -> Any:
            await asyncio.sleep(0.3)
            return await commit(*args, **kwargs)

        monkeypatch.setattr(store, "commit_action", slow_commit)
        monkeypatch.setattr(reply_mod, "DEFER_AFTER", 0.05)
        actor = _to_act(w, table)
        version = table.version
        action = choose([str(a) for a in table.legal_actions(actor.id)])
        rec = await fake.slash(actor, table_place(w), "act", action=action)
        assert rec.response_type == 5  # deferred ("thinking…") …
        assert rec.reply.embeds and not rec.reply.loading  # … then the hand view
        assert table.version == version + 1
        # a button click: a deferred update, then the hand message edited in place
        actor = _to_act(w, table)
        hand = (await fake.click(actor, table_message(w), "Your hand")).reply
        choice = choose(offered(hand))
        button = next(c.custom_id for c in hand.components
                      if c.is_button and (c.custom_id or "").endswith(f":{choice}"))
        before = len(hand.history)
        rec = await fake.click(actor, hand, button or "")
        assert rec.response_type == 6
        # (the fake cannot see the slow commit, so wait for the edit it leads to)
        await fake.wait_for(lambda: len(hand.history) > before, timeout=10)
        await fake.idle()
        assert f"move {version + 2}" in hand.text
        assert table.version == version + 2
        fake.assert_clean()  # no late answer, no double answer
