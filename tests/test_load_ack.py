"""Answered in time when the bot is slow: a slow store, a slow renderer.

Discord drops an interaction not acknowledged within 3 s of its creation; the fake
enforces that (a late answer is a ``late_response`` violation, no answer ``unanswered``),
so ``assert_clean`` is the timing check — nothing here measures time itself. What each
test adds is that the slow work still happens exactly once: one action-log row per move.
"""

from __future__ import annotations

import asyncio
import re
from pathlib import Path
from typing import Any

import pytest

from bot.tables import Table
from cogs import pressure
from cogs.pressure import BUSY_WORK
from tests.conftest import raw
from tests.discord_helpers import World, offered, press, table_message, world
from tests.fakediscord import FakeDiscord, Interaction, Message, User

SEED = 14
ROOT = Path(__file__).resolve().parent.parent


async def _started(w: World) -> Table:
    """A Huutopussi table of the four members, dealt."""
    rec = await w.fake.slash(w.users[0], w.channel, "table open", game="huutopussi")
    assert rec.response_type in (4, 5)
    msg = table_message(w)
    for user in w.users[1:4]:
        await w.fake.click(user, msg, "Join")
    await w.fake.click(w.users[0], msg, "Start")
    assert w.bot is not None
    [table] = w.bot.service.tables()
    assert table.status == "playing"
    return table


def _actor(w: World, table: Table) -> User:
    seat = table.to_act()[0]
    return next(u for u in w.users if table.seat_of(u.id) == seat)


async def _hand(w: World, user: User) -> Message:
    rec = await w.fake.click(user, table_message(w), "Your hand")
    assert rec.reply is not None and offered(rec.reply), "the player to act is offered moves"
    return rec.reply


async def _log(w: World, table: Table) -> list[Any]:
    assert w.bot is not None
    return await w.bot.store.actions(table.id)


async def test_a_slow_store_still_acknowledges_in_time_and_applies_the_move_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    async with world(tmp_path, 4, seed=SEED) as w:
        table = await _started(w)
        actor = _actor(w, table)
        hand = await _hand(w, actor)
        before, version = len(await _log(w, table)), table.version
        assert w.bot is not None
        store = w.bot.store
        commit = store.commit_action

        async def slow_commit(*args: Any, **kwargs: Any) -> None:
            await asyncio.sleep(4.0)  # past Discord's deadline on its own
            await commit(*args, **kwargs)

        monkeypatch.setattr(store, "commit_action", slow_commit)
        drawn = hand.edits
        rec = await press(w, actor, hand, offered(hand)[0])
        assert rec.response_type == 6, "acknowledged (deferred) before the commit ended"
        await w.fake.wait_for(lambda: hand.edits > drawn, 10.0, "the panel redrawn")
        await w.fake.idle(timeout=20, quiet=0.5)
        w.fake.assert_clean()  # nothing late, nothing unanswered
        assert len(await _log(w, table)) == before + 1
        assert table.version == version + 1
        assert f":{table.version}" in " ".join(hand.custom_ids), (
            "the panel shows the table after the move")


async def test_a_busy_bot_answers_a_slowish_click_itself_not_through_a_deferral(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A commit that takes 0.6 s, well inside Discord's deadline: calm or busy (clicks'
    work piling up), the bot waits for it and answers with the redrawn panel, one request.
    Deferring it would add a request to a loop that is already behind (the design notes,
    "Answering in time"); the move is applied once each time."""
    async with world(tmp_path, 4, seed=SEED) as w:
        table = await _started(w)
        assert w.bot is not None
        store, gauge = w.bot.store, w.bot.pressure
        commit = store.commit_action

        async def slow_commit(*args: Any, **kwargs: Any) -> None:
            await asyncio.sleep(0.6)  # inside DEFER_AFTER
            await commit(*args, **kwargs)

        monkeypatch.setattr(store, "commit_action", slow_commit)
        monkeypatch.setattr(pressure, "ACK_AGE", 5.0)  # only the work's own budget decides
        kinds = []
        for busy in (False, True):
            gauge.working = BUSY_WORK if busy else 0  # stand-ins for other clicks' work
            assert gauge.busy or not busy
            actor = _actor(w, table)
            hand = await _hand(w, actor)
            before = len(await _log(w, table))
            rec = await press(w, actor, hand, offered(hand)[0])
            await w.fake.idle(timeout=20, quiet=0.5)
            kinds.append(rec.response_type)
            assert len(await _log(w, table)) == before + 1
        gauge.working = 0
        assert kinds == [7, 7], "the panel itself, calm or busy"
        w.fake.assert_clean()


# The bot in a child process whose hand drawing holds its event loop for 1.2 s (a stand-in
# for a slow renderer); the fake, in this process, reads each answer the moment it is sent.
SLOW_DRAWING = """
import sys, time
import cogs.common as common
draw = common.hand_panel
def slow(*args, **kwargs):
    time.sleep(1.2)
    return draw(*args, **kwargs)
common.hand_panel = slow
from bot.launcher import launch
sys.exit(launch())
"""
_TURN = re.compile(r"<@(\d+)>")


async def test_a_slow_renderer_acknowledges_the_clicks_queued_behind_it_first(
        tmp_path: Path) -> None:
    """A move and three "Your hand" clicks arrive together while drawing a hand blocks the
    bot's event loop for 1.2 s. Drawn one after the other, the last answers would go out
    after 3.6 s: the bot must see that it is behind and acknowledge the rest before drawing
    anything — and apply the move once."""
    db = tmp_path / "cards.sqlite3"
    async with FakeDiscord(quiet=0.5) as fake:
        guild = fake.add_guild("Cards")
        channel = fake.add_channel(guild, "general")
        users = [fake.add_member(guild, f"player{i + 1}") for i in range(4)]
        env = {"CARDTABLE_STORE__URL": f"sqlite:///{db}",
               "CARDTABLE_BOT__DEV_GUILD_ID": str(guild.id),
               "CARDTABLE_TABLES__TURN_TIMEOUT_SECONDS": "0",
               "CARDTABLE_TABLES__WARN_SECONDS": "0", "CARDTABLE_BOT__LOG_LEVEL": "WARNING"}
        async with await fake.spawn("-c", SLOW_DRAWING, env=env, cwd=ROOT) as child:
            try:
                await fake.wait_synced(timeout=60)
                await fake.wait_connected(timeout=60)
                await fake.idle(timeout=30)
                await fake.slash(users[0], channel, "table open", game="huutopussi")
                [place] = fake.threads(channel)
                [table] = [m for m in fake.messages(place) if m.has_component("Join")]
                for user in users[1:]:
                    await fake.click(user, table, "Join")
                await fake.click(users[0], table, "Start")
                match = _TURN.search(table.content)
                assert match is not None, table.content
                actor = next(u for u in users if u.id == int(match.group(1)))
                hand = (await fake.click(actor, table, "Your hand")).reply
                assert hand is not None and offered(hand)
                before = await raw(f"sqlite:///{db}", "SELECT count(*) FROM actions")
                recs: list[Interaction] = await asyncio.gather(
                    press_on(fake, actor, hand, offered(hand)[0]),
                    *(fake.click(u, table, "Your hand", settle=False)
                      for u in users if u is not actor))
                await fake.idle(timeout=30)
            except Exception:
                print(child.output[-3000:])
                raise
        fake.assert_clean()  # all four acknowledged within 3 s, none twice
        assert sum(r.response_type in (5, 6) for r in recs) >= 2, "acknowledged first"
        for rec in recs[1:]:
            assert rec.reply is not None and not rec.reply.loading, "each got their hand"
            assert rec.reply.embeds, "a hand panel, not a sentence"
        after = await raw(f"sqlite:///{db}", "SELECT count(*) FROM actions")
        assert after[0][0] == before[0][0] + 1, "the move was applied once"


def press_on(fake: FakeDiscord, user: User, hand: Message, action: str) -> Any:
    for comp in hand.components:
        cid = comp.custom_id or ""
        if comp.is_button and cid.endswith(f":{action}"):
            return fake.click(user, hand, cid, settle=False)
        if comp.is_select and action in comp.option_values:
            return fake.select(user, hand, cid, [action], settle=False)
    raise AssertionError(f"{action} is not on the hand")
