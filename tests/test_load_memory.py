"""What the bot keeps, and how its garbage collector is set (issue 17 at 1,000 tables).

At scale the collector's passes were the longest stalls of the loop, and the largest
per-table memory was each live panel's whole parsed interaction. These tests pin the two
start-up/keeping decisions to behaviour: the collector is settled once the bot has
started, and a live panel keeps its token — not the parse of the message that was
clicked — while it still keeps itself current."""

from __future__ import annotations

import gc
import random
from pathlib import Path

from bot.client import GC_THRESHOLDS
from tests.test_discord_live import Tally, live_world, open_table, take_turn


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
        hand = next(c for c in message.custom_ids if c.startswith("ct:hand:"))
        panel = (await fake.click(ann, message, hand)).reply
        assert panel is not None
        await fake.idle()
        live = w.bot.presenter.panels.panel_of(table.id, ann.id)
        assert live is not None
        assert live.panel.interaction.message is None  # nothing parsed is kept with it
        assert live.panel.interaction.token  # what its edits need
        rng, tally = random.Random(3), Tally()
        seat = table.seat_of(ann.id)
        for _ in range(3):
            await fake.idle()
            if seat in table.to_act():
                await take_turn(w, ann, panel, table, rng, tally)
        assert sum(tally.moves.values()) >= 1
        assert tally.refreshes == 0  # the panel kept itself current through its token
        fake.assert_clean()
