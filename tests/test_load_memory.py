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

from bot.client import GC_THRESHOLDS
from cogs.render import ButtonSpec, Layout, OptionSpec, SelectSpec
from cogs.ui import build_view
from tests.test_discord_live import Tally, live_world, open_table, take_turn, your_hand


async def test_the_collector_is_settled_once_the_bot_has_started(tmp_path: Path) -> None:
    before = gc.get_threshold()
    try:
        async with live_world(tmp_path, 1) as w:
            assert w.bot is not None
            assert gc.get_threshold() == GC_THRESHOLDS
            # what start-up loaded (catalogs, commands, restored tables) is out of the
            # collector's passes
            assert gc.get_freeze_count() > 0
    finally:
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
        tmp_path: Path) -> None:
    """Each click's parse of the clicked panel is freed as soon as it is answered, not
    left in discord.py's Interaction/InteractionResponse cycle for the collector."""
    async with live_world(tmp_path, 1, seed=5) as w:
        fake, (ann,) = w.fake, w.users
        table, message, _thread = await open_table(w, ann, w.channel, "huutopussi")
        panel = await your_hand(w, ann, message)
        rng, tally, seat = random.Random(3), Tally(), table.seat_of(ann.id)
        await fake.idle()
        gc.collect()
        gc.disable()
        try:
            before = _parsed_messages()
            for _ in range(4):
                await fake.idle()
                if seat in table.to_act():
                    await take_turn(w, ann, panel, table, rng, tally)
            clicks = sum(tally.moves.values())
            left = _parsed_messages() - before
        finally:
            gc.enable()
        assert clicks >= 2
        assert left == 0, f"{left} parsed messages left after {clicks} clicks"
        fake.assert_clean()


def _parsed_messages() -> int:
    import discord

    return sum(1 for o in gc.get_objects() if type(o) is discord.Message)


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
