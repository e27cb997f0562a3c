"""Pictures on, the drawing takes shortcuts (texts measured once per table, button emojis
made once per set of emojis, the v2 table message written as JSON): a seeded match of
every game drawn with them sends, byte for byte, what the straightforward drawing sends —
every seat's hand panel and the table message at every step."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import discord
import pytest

from bot.engine import new_match
from bot.engine.playout import random_step
from bot.engine.text import Text
from bot.pictures import faces
from bot.pictures.emojis import CardEmojis, Present, emoji_name
from bot.pictures.host import FILENAME
from bot.store import SeatRecord, TableRecord
from bot.tables import Table
from cogs import card_text, pictures
from cogs.common import hand_panel
from cogs.pictures import MEDIA_DESCRIPTION_MAX, embed_text, layout_view
from cogs.presenter import table_message
from cogs.reply import Public
from cogs.ui import DrawnView

EVERY = CardEmojis({f.name: Present(2000 + i, emoji_name(f))
                    for i, f in enumerate(faces.all_faces())})
MATCHES = (("huutopussi", 4), ("fifty-six", 6), ("prefa", 3), ("four-color", 4))
STEPS = 120  # per match: auctions, exchanges, tricks and a deal's end for every game


def reference_layout(payload: Public, picture: bool, description: str) -> discord.ui.LayoutView:
    """The table message built of discord.ui's own items, as it was before it was written
    as JSON: the container of text displays, the picture, the view's buttons row by row."""
    blocks = [payload.content] if payload.content else []
    colour = None
    if payload.embed is not None:
        blocks += embed_text(payload.embed)
        colour = payload.embed.colour
    items: list[discord.ui.Item[Any]] = [discord.ui.TextDisplay(b)
                                         for b in pictures._fit(blocks) if b]
    if picture:
        items.append(discord.ui.MediaGallery(discord.MediaGalleryItem(
            f"attachment://{FILENAME}",
            description=pictures._clip(description, MEDIA_DESCRIPTION_MAX) or None)))
    by_row: dict[int, list[discord.ui.Item[Any]]] = {}
    for item in payload.view.children if payload.view is not None else []:
        by_row.setdefault(item.row or 0, []).append(item)
    for index in sorted(by_row):
        row: discord.ui.ActionRow[Any] = discord.ui.ActionRow()
        for item in by_row[index]:
            item.row = None
            row.add_item(item)
        items.append(row)
    layout = discord.ui.LayoutView(timeout=None)
    layout.add_item(discord.ui.Container(*items, accent_colour=colour))
    return layout


def _forget() -> None:
    """What the shortcuts remember, forgotten: the next draw is a first one."""
    card_text._measured.cache_clear()
    card_text._hand_marks.cache_clear()
    pictures.card_button_emoji.cache_clear()
    pictures.face_emoji.cache_clear()


def _moments(game_id: str, seats: int, seed: int) -> Iterator[tuple[Table, list[Text]]]:
    state = new_match(game_id, seats, None, seed)
    rng = random.Random(seed)
    users = [1_310_000_000_000_000_001 + i for i in range(seats)]
    events: list[Text] = []
    for version in range(1, STEPS + 1):
        record = TableRecord(guild_id=1, channel_id=2, game_id=game_id, host_id=users[0],
                             seed=seed, seat_count=seats, status="playing", version=version,
                             id=9, seats=[SeatRecord(u, f"P{i}") for i, u in enumerate(users)])
        yield Table(record, state.clone()), events
        if state.is_over:
            return
        events = [*events, *(e.msg for e in state.apply(*random_step(state, rng)))][-5:]


def _sent(table: Table, events: list[Text], fresh: bool) -> list[str]:
    """What goes to Discord for the table's message and every seat's panel, as JSON (key
    order kept: byte for byte)."""
    sent = []
    for seat in table.seats:
        if fresh:
            _forget()
        panel, _ = hand_panel(table, seat.user_id or 0, 0, "", "en", EVERY)
        assert isinstance(panel.view, DrawnView)
        sent.append(json.dumps([panel.embed.to_dict() if panel.embed else None,
                                panel.view.to_components()], ensure_ascii=False))
    if fresh:
        _forget()
    payload = table_message(table, events, EVERY)
    if fresh:
        made = reference_layout(payload, True, "The table").to_components()
    else:
        made = layout_view(payload, True, "The table").to_components()
    sent.append(json.dumps(made, ensure_ascii=False))
    return sent


@pytest.mark.parametrize(("game_id", "seats"), MATCHES)
def test_a_match_is_sent_exactly_as_the_straightforward_drawing_sends_it(game_id: str,
                                                                         seats: int) -> None:
    moments = list(_moments(game_id, seats, seed=4))
    _forget()
    fast = [_sent(table, events, fresh=False) for table, events in moments]
    slow = [_sent(table, events, fresh=True) for table, events in moments]
    assert any("<:ct_" in text for step in fast for text in step)  # cards as emojis shown
    assert any('"emoji"' in text for step in fast for text in step)  # card buttons too
    for step, (got, want) in enumerate(zip(fast, slow, strict=True)):
        assert got == want, f"{game_id} step {step}"


def test_the_v2_message_is_discord_uis_own_for_any_colour_text_and_picture() -> None:
    """Edge cases the matches may not reach: no embed, colour 0, no description, a long
    description cut, a view with a select, no view."""
    from cogs import render
    from cogs.ui import build_view

    menus = render.Layout(rows=[  # a select (the reference's rows fit one select only)
        [render.SelectSpec("Choose", "ct:sel:3:7:0", [render.OptionSpec("X1", "x:A1")])],
        [render.ButtonSpec("A♠", "ct:act:3:7:play:AS", "primary",
                           emoji=discord.PartialEmoji(name="ct_as_1", id=5)),
         render.ButtonSpec("Refresh", "ct:refresh:3:7", disabled=True)]])

    def payloads(colour: int | None) -> list[Public]:  # anew: the reference moves items
        embed = discord.Embed(title="T", description="d", colour=colour)
        embed.add_field(name="Trick", value="A♠")
        return [Public(content="c", embed=embed, view=build_view(menus)),
                Public(content="c", view=build_view(None)), Public(embed=embed)]

    for colour in (None, 0, 0x2ECC71):
        for picture, description in ((True, ""), (True, "x" * 2000), (False, "alt")):
            for mine, theirs in zip(payloads(colour), payloads(colour), strict=True):
                got = layout_view(mine, picture, description).to_components()
                want = reference_layout(theirs, picture, description).to_components()
                assert json.dumps(got) == json.dumps(want)
