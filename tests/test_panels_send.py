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


async def test_a_busy_bot_lets_the_panels_of_players_with_nothing_to_do_wait(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """While the bot is busy, a move edits the panel of the player whose turn it becomes,
    not those of the players with nothing to do; theirs catch up when their turn comes or
    the bot is calm again, showing the table as it is then."""
    async with world(tmp_path, 4, seed=SEED) as w:
        table = await _started(w)
        assert w.bot is not None
        bot = w.bot
        panels = bot.presenter.panels
        hands = {u.id: await _hand(w, u) for u in w.users[:4]}
        await w.fake.idle()

        def working() -> bool:  # the presenter's work, less the panels waiting as idle work
            parked = {live.task for d in panels.live.values() for live in d.values()
                      if live.wake is not None}
            return any(not t.done() for t in panels._work if t not in parked) or any(
                s.task is not None and not s.task.done() for s in bot.presenter.slots.values())

        w.fake.add_busy_probe("presenter", working)
        monkeypatch.setattr(cogs.pressure, "IDLE_LAG", -1.0)  # busy from now on
        by_seat = {table.seat_of(uid): uid for uid in hands}
        first = by_seat[table.to_act()[0]]
        edits = {uid: hands[uid].edits for uid in hands}
        await perform(w, w.fake.user(first), hands[first], offered(hands[first])[0])
        await w.fake.idle()
        second = by_seat[table.to_act()[0]]
        assert hands[second].edits == edits[second] + 1 and offered(hands[second])
        idle = [uid for uid in hands if uid not in (first, second)]
        assert all(hands[uid].edits == edits[uid] for uid in idle), "their panels wait"
        assert panels.idled >= len(idle)
        await perform(w, w.fake.user(second), hands[second], offered(hands[second])[0])
        await w.fake.idle()
        third = by_seat[table.to_act()[0]]
        assert third in idle, "the turn passes on"
        assert hands[third].edits == edits[third] + 1 and offered(hands[third]), (
            "their turn came: the waiting panel is drawn at once")
        footer = f"{table.id} · move {table.version}"
        assert footer in str(hands[third].data["embeds"][0]["footer"])
        [fourth] = [uid for uid in idle if uid != third]
        assert hands[fourth].edits == edits[fourth]
        monkeypatch.setattr(cogs.pressure, "IDLE_LAG", 1e9)  # calm again
        w.fake.add_busy_probe("presenter", lambda: bot.presenter.pending)
        await w.fake.idle()
        assert hands[fourth].edits == edits[fourth] + 1, "calm: the last one catches up"
        assert footer in str(hands[fourth].data["embeds"][0]["footer"])
        w.fake.assert_clean()
