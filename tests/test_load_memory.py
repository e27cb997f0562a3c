"""What the bot keeps, and how its garbage collector is set (issue 17 at 1,000 tables).

At scale the collector's passes were the longest stalls of the loop, and the largest
per-table memory was each live panel's whole parsed interaction. These tests pin the two
start-up/keeping decisions to behaviour: the collector is settled once the bot has
started, and a live panel keeps its token — not the parse of the message that was
clicked — while it still keeps itself current."""

from __future__ import annotations

import gc
import random
import weakref
from pathlib import Path

import pytest

import cogs.pressure
from bot import collector
from cogs.render import ButtonSpec, Layout, OptionSpec, SelectSpec
from cogs.ui import build_view
from tests.test_discord_live import Tally, live_world, open_table, take_turn, your_hand


async def test_the_collector_is_settled_once_the_bot_has_started(tmp_path: Path) -> None:
    before = gc.get_threshold()
    try:
        async with live_world(tmp_path, 1) as w:
            assert w.bot is not None
            assert gc.get_threshold() == (collector.YOUNG, collector.MIDDLE, collector.OLD)
            # what start-up loaded (catalogs, commands, restored tables) is out of the
            # collector's passes
            assert gc.get_freeze_count() > 0
        assert gc.get_threshold() == before, "a stopped bot gives the schedule back"
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)


class _Node:
    """A reference cycle's member, to be found (or not) by the collector."""

    def __init__(self) -> None:
        self.other: _Node | None = None


def _cycle() -> weakref.ref[_Node]:
    a, b = _Node(), _Node()
    a.other, b.other = b, a
    return weakref.ref(a)


async def test_frozen_objects_are_freed_when_unused_and_cycles_at_the_full_pass() -> None:
    """Freezing never keeps an object its program let go of: those without a cycle go at
    once, cycles that died young at the next young pass, cycles that died frozen at the
    next full pass (and no sooner, which is the schedule's bargain)."""
    before = gc.get_threshold()
    calm = {"now": False}
    schedule = collector.Collector(lambda: calm["now"], freeze_every=3600.0,
                                   full_every=3600.0)  # steps taken by hand
    try:
        gc.disable()  # only the schedule's own passes, for a deterministic test
        schedule.start()
        plain = _Node()
        plain_ref = weakref.ref(plain)
        young = _cycle()  # garbage before the next step: its young pass collects it
        kept = _Node()
        kept.other = _Node()
        kept.other.other = kept  # a cycle still in use when it is frozen
        frozen_cycle = weakref.ref(kept)
        schedule.step()
        assert young() is None and schedule.freezes == 1
        del plain
        assert plain_ref() is None, "no cycle: freed by its reference count, frozen or not"
        del kept
        schedule.step()
        assert frozen_cycle() is not None, "a cycle that died frozen waits for the full pass"
        schedule._last_full -= 3600.0  # due, but the bot is busy: not yet
        schedule.step()
        assert frozen_cycle() is not None and schedule.full_passes == 0
        calm["now"] = True
        schedule.step()
        assert frozen_cycle() is None and schedule.full_passes == 1
        assert schedule.collected >= 2
        schedule._last_full -= 2 * 3600.0  # overdue: busy or not
        calm["now"] = False
        schedule.step()
        assert schedule.full_passes == 2
        await schedule.stop()
        assert gc.get_freeze_count() == 0 and gc.get_threshold() == before
    finally:
        gc.enable()
        gc.unfreeze()
        gc.set_threshold(*before)


async def test_a_live_panel_keeps_its_token_not_the_clicked_message(tmp_path: Path) -> None:
    async with live_world(tmp_path, 1, seed=5) as w:
        fake, (ann,) = w.fake, w.users
        assert w.bot is not None
        table, message, _thread = await open_table(w, ann, w.channel, "huutopussi")
        panel = await your_hand(w, ann, message)
        await fake.idle()
        live = w.bot.presenter.panels.panel_of(table.id, ann.id)
        assert live is not None
        assert not hasattr(live.panel, "interaction")  # nothing parsed is kept with it
        assert live.panel.token  # what its edits need
        rng, tally = random.Random(3), Tally()
        seat = table.seat_of(ann.id)
        for _ in range(3):
            await fake.idle()
            if seat in table.to_act():
                await take_turn(w, ann, panel, table, rng, tally)
        assert sum(tally.moves.values()) >= 1
        assert tally.refreshes == 0  # the panel kept itself current through its token
        fake.assert_clean()


async def test_a_handled_click_leaves_no_parsed_message_to_the_collector(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each click's parse of the clicked panel, and each interaction (a click's or a
    command's), is freed as soon as it is answered, not left in discord.py's
    Interaction/InteractionResponse cycle for the collector."""
    async with live_world(tmp_path, 1, seed=5) as w:
        fake, (ann,) = w.fake, w.users
        table, message, _thread = await open_table(w, ann, w.channel, "huutopussi")
        panel = await your_hand(w, ann, message)
        rng, tally, seat = random.Random(3), Tally(), table.seat_of(ann.id)
        await fake.idle()
        assert w.bot is not None and w.bot.collector is not None
        await w.bot.collector.stop()  # nothing frozen, so every object left is counted
        gc.collect()  # this whole test process: a long stop, which must not make the bot
        monkeypatch.setattr(cogs.pressure, "ACK_LAG", 1e9)  # defer the clicks that follow
        monkeypatch.setattr(cogs.pressure, "ACK_AGE", 1e9)
        gc.disable()
        try:
            before = _parsed_messages(), _interactions()
            for _ in range(4):
                await fake.idle()
                if seat in table.to_act():
                    await take_turn(w, ann, panel, table, rng, tally)
            shown = await fake.slash(ann, message.channel, "table status")
            await fake.idle()
            clicks = sum(tally.moves.values())
            left = _parsed_messages() - before[0], _interactions() - before[1]
        finally:
            gc.enable()
        assert clicks >= 2 and shown.reply is not None
        assert left == (0, 0), f"{left} parsed messages and interactions left after {clicks} " \
                               "clicks and a command"
        fake.assert_clean()


def _parsed_messages() -> int:
    import discord

    return sum(1 for o in gc.get_objects() if type(o) is discord.Message)


def _interactions() -> int:
    import discord

    return sum(1 for o in gc.get_objects() if isinstance(o, discord.Interaction))


async def test_a_drawn_view_is_freed_without_the_garbage_collector() -> None:
    """A hand panel's view (buttons and a select full of options) goes as soon as it is
    dropped: reference counting frees it, so no collector pass has to find it."""
    layout = Layout(rows=[
        [ButtonSpec("A♠", "ct:act:1:2:0:play:AS"), ButtonSpec("K♠", "ct:act:1:2:0:play:KS")],
        [SelectSpec("Pick", "ct:sel:1:2:0", [OptionSpec(f"{i}", f"bid:{i}") for i in range(20)])],
    ])
    drawn = build_view(layout).to_components()
    gc.collect()
    gc.disable()
    try:
        view = build_view(layout)
        assert view.to_components() == drawn  # what is sent is unchanged
        assert all(item.view is None for item in view.children)
        gone = weakref.ref(view)
        del view
        assert gone() is None
        for _ in range(20):
            build_view(layout).to_components()
        assert gc.collect() == 0  # nothing was left in a cycle
    finally:
        gc.enable()


def test_a_sent_table_layout_is_freed_without_the_garbage_collector() -> None:
    """The Components v2 table message (pictures on) is written as Discord's JSON, with no
    discord.ui items linking back to their view: reference counting frees it once sent,
    let go or not (``let_go`` is still safe on it) — the collector freezes what survives
    and would keep it."""
    from cogs.pictures import layout_view
    from cogs.reply import Public
    from cogs.ui import let_go

    layout = Layout(rows=[[ButtonSpec("Your hand", "ct:hand:1:2")]])
    gc.disable()
    try:
        alive = []
        for release in (False, True):
            view = layout_view(Public(content="Trick 2", view=build_view(layout)), True, "alt")
            kept = [weakref.ref(view), *(weakref.ref(i) for i in view.walk_children())]
            assert view.to_components()  # what a request does with it
            if release:
                let_go(view)
            del view
            alive.append(sum(1 for ref in kept if ref() is not None))
    finally:
        gc.enable()
    assert alive == [0, 0], f"{alive} parts of the view left for the collector"


def test_a_sent_picture_file_is_freed_without_the_garbage_collector() -> None:
    import io

    import discord

    from cogs.pictures import let_go_files

    gc.disable()
    try:
        alive = []
        for release in (False, True):
            buffer = io.BytesIO(b"\x89PNG" + bytes(100))
            kept = weakref.ref(buffer)
            file = discord.File(buffer, "table.png")
            file.close()  # what the request does once it is sent
            if release:
                let_go_files([file])
            del buffer, file
            alive.append(kept() is not None)
    finally:
        gc.enable()
    assert alive == [True, False], "discord.File leaves a cycle; let_go_files breaks it"
