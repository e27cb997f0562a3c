"""Sending and keeping live panels cheaply, without changing what anyone sees.

A live panel is not drawn again until its table has committed something; it keeps only
its token's few values, never the Interaction (which is freed once answered), and it is
still edited through that token; a command is acknowledged before its work when the bot
is behind, as a click is.
"""

from __future__ import annotations

import dataclasses
import gc
from pathlib import Path
from typing import Any

import discord
import pytest

import cogs.pressure
from bot.tables import Table
from cogs.panels import Panels
from tests.discord_helpers import World, offered, perform, table_message, world
from tests.fakediscord import Message, User

SEED = 14


async def _started(w: World) -> Table:
    """A Huutopussi table of the four members, dealt."""
    await w.fake.slash(w.users[0], w.channel, "table open", game="huutopussi")
    msg = table_message(w)
    for user in w.users[1:4]:
        await w.fake.click(user, msg, "Join")
    await w.fake.click(w.users[0], msg, "Start")
    assert w.bot is not None
    bot = w.bot
    w.fake.add_busy_probe("presenter", lambda: bot.presenter.pending)
    [table] = bot.service.tables()
    assert table.status == "playing"
    return table


def _seated(w: World, table: Table, acting: bool) -> User:
    return next(u for u in w.users if (table.seat_of(u.id) in table.to_act()) == acting)


def _count_draws(panels: Panels) -> list[int]:
    """From now on, the owner of every panel the editors draw, in order."""
    draws: list[int] = []
    draw = panels.draw

    def counting(*args: Any) -> Any:
        draws.append(args[1])
        return draw(*args)

    panels.draw = counting
    return draws


async def _hand(w: World, user: User) -> Message:
    rec = await w.fake.click(user, table_message(w), "Your hand")
    assert rec.reply is not None
    return rec.reply


async def test_a_panel_is_drawn_again_only_after_its_table_commits(tmp_path: Path) -> None:
    async with world(tmp_path, 4, seed=SEED) as w:
        table = await _started(w)
        assert w.bot is not None
        panels = w.bot.presenter.panels
        draws = _count_draws(panels)
        waiting = _seated(w, table, acting=False)
        panel = await _hand(w, waiting)
        await w.fake.idle()
        assert panels.panel_of(table.id, waiting.id) is not None
        assert draws == [], "the table has not moved since the panel was delivered"
        panels.changed(table)  # told of a change with nothing committed (a vote, a timer)
        await w.fake.idle()
        assert draws == []
        actor = _seated(w, table, acting=True)
        hand = await _hand(w, actor)
        edits = panel.edits
        await perform(w, actor, hand, offered(hand)[0])
        await w.fake.idle()
        assert draws.count(waiting.id) == 1, "one move: one drawing of the panel watching"
        assert panel.edits == edits + 1 and f"{table.id} · move {table.version}" in str(
            panel.data["embeds"][0]["footer"]), "and it shows the move"
        w.fake.assert_clean()


async def test_a_live_panel_keeps_no_interaction_and_is_still_edited(tmp_path: Path) -> None:
    async with world(tmp_path, 4, seed=SEED) as w:
        table = await _started(w)
        assert w.bot is not None
        panels = w.bot.presenter.panels
        waiting = _seated(w, table, acting=False)
        panel = await _hand(w, waiting)
        await w.fake.idle()
        live = panels.panel_of(table.id, waiting.id)
        assert live is not None
        kept = [getattr(live.panel, f.name) for f in dataclasses.fields(live.panel)]
        assert not any(isinstance(v, discord.Interaction) for v in kept)
        gc.collect()
        alive = [o for o in gc.get_objects()
                 if isinstance(o, discord.Interaction) and o.token == live.panel.token]
        assert alive == [], "the answered interaction is freed; its panel lives on"
        actor = _seated(w, table, acting=True)
        hand = await _hand(w, actor)
        edits = panel.edits
        await perform(w, actor, hand, offered(hand)[0])
        await w.fake.idle()
        assert panel.edits == edits + 1, "edited through the kept token"
        w.fake.dismiss(waiting, panel)  # then Discord refuses the token's edit: let go
        actor = _seated(w, table, acting=True)
        hand = await _hand(w, actor)
        await perform(w, actor, hand, offered(hand)[0])
        await w.fake.idle()
        assert panels.panel_of(table.id, waiting.id) is None and panels.failed == 1
        assert [r.status for r in w.fake.rejections] == [404]


async def test_commands_are_acknowledged_first_when_the_bot_is_behind(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    async with world(tmp_path, 4, seed=SEED) as w:
        table = await _started(w)
        assert w.bot is not None
        monkeypatch.setattr(cogs.pressure, "ACK_LAG", -1.0)  # always "behind"
        actor = _seated(w, table, acting=True)
        rec = await w.fake.slash(actor, table_message(w).channel, "hand")
        assert rec.response_type == 5, "deferred before any work"
        assert rec.reply is not None and not rec.reply.loading and rec.reply.embeds
        card = offered(rec.reply)[0]
        logged, version = len(await w.bot.store.actions(table.id)), table.version
        played = await w.fake.slash(actor, table_message(w).channel, "act", action=card)
        await w.fake.idle()
        assert played.response_type == 5 and played.reply is not None
        assert played.reply.embeds and not played.reply.loading
        assert len(await w.bot.store.actions(table.id)) == logged + 1
        assert table.version == version + 1
        shown = await w.fake.slash(actor, table_message(w).channel, "table status")
        assert shown.response_type == 5 and shown.reply is not None  # the lobby's commands too
        assert shown.reply.embeds and not shown.reply.loading
        w.fake.assert_clean()


async def test_with_a_key_a_change_its_owner_cannot_see_is_not_drawn(tmp_path: Path) -> None:
    """Given what a panel would show undrawn (``Panels.key``), a commit that leaves it the
    same costs no drawing; one that changes it is drawn and edited as before."""
    async with world(tmp_path, 4, seed=SEED) as w:
        table = await _started(w)
        assert w.bot is not None
        panels = w.bot.presenter.panels
        draws = _count_draws(panels)
        hidden: dict[str, bool] = {"on": True}

        def key(table: Table, owner: int, page: int, locale: str) -> Any:
            return live.shown if hidden["on"] else ("something new",)

        waiting = _seated(w, table, acting=False)
        panel = await _hand(w, waiting)
        await w.fake.idle()
        live = panels.panel_of(table.id, waiting.id)
        assert live is not None
        panels.key = key
        checked = 0
        for _ in range(2):
            actor = _seated(w, table, acting=True)
            if actor is waiting:
                break
            checked += 1
            hand = await _hand(w, actor)
            edits = panel.edits
            await perform(w, actor, hand, offered(hand)[0])
            await w.fake.idle()
            if hidden["on"]:
                assert draws == [] and panel.edits == edits, "unseen: neither drawn nor sent"
            else:
                assert draws.count(waiting.id) == 1 and panel.edits == edits + 1
            hidden["on"] = False
        assert checked == 2, "two moves by others: one unseen, one seen"
        w.fake.assert_clean()
