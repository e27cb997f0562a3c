"""The table message as Components v2 and the card buttons' emojis, without a client:
what the payload says, and when a picture is uploaded, kept or dropped."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import discord
from discord.utils import MISSING

from bot.engine import new_match
from bot.pictures import faces
from bot.pictures.emojis import CardEmojis, Present, emoji_name
from bot.pictures.host import FILENAME
from cogs import render
from cogs.pictures import (
    MAX_TEXT,
    TablePicturesOnDiscord,
    embed_text,
    layout_view,
    with_card_emojis,
)
from cogs.reply import Public
from cogs.ui import build_view

EVERY = CardEmojis({f.name: Present(1000 + i, emoji_name(f))
                    for i, f in enumerate(faces.all_faces())})


def walk(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out = []
    for comp in components:
        out.append(comp)
        out += walk(comp.get("components") or [])
    return out


def table_payload(lines: int = 3) -> Public:
    embed = discord.Embed(title="Prefa — table 4", description="**Play**\nTo act: Anna",
                          colour=0x2ECC71)
    embed.add_field(name="Trick", value="A♠ · 10♠")
    for i in range(lines):
        embed.add_field(name=f"Field {i}", value="x" * 900)
    embed.set_footer(text="Table 4 · move 12")
    view = build_view(render.playing_layout(4, 12))
    return Public(content="Your turn: <@5>", embed=embed, view=view)


def test_the_v2_message_keeps_every_word_then_the_picture_then_the_buttons() -> None:
    payload = table_payload(lines=0)
    blocks = embed_text(payload.embed)  # type: ignore[arg-type]
    layout = layout_view(payload, picture=True, description="the table")
    assert layout.has_components_v2()
    [container] = layout.to_components()
    assert container["type"] == 17 and container["accent_color"] == 0x2ECC71
    kinds = [c["type"] for c in container["components"]]
    assert kinds == [10, 10, 10, 10, 12, 1]  # mention, heading+description, fields, footer
    texts = [c["content"] for c in container["components"] if c["type"] == 10]
    assert texts == ["Your turn: <@5>", *blocks]
    assert texts[1].startswith("### Prefa — table 4\n**Play**") and "-# Table 4 · move 12" in texts
    assert "**Trick**\nA♠ · 10♠" in texts[2]
    [gallery] = [c for c in container["components"] if c["type"] == 12]
    assert gallery["items"] == [{"media": {"url": f"attachment://{FILENAME}"},
                                 "description": "the table", "spoiler": False}]
    [row] = [c for c in container["components"] if c["type"] == 1]
    assert [b["custom_id"] for b in row["components"]] == ["ct:hand:4:12"]


def test_long_text_is_cut_to_discords_total_and_no_picture_means_no_gallery() -> None:
    layout = layout_view(table_payload(lines=6), picture=False)
    comps = walk(layout.to_components())
    assert not any(c["type"] == 12 for c in comps)
    assert sum(len(c["content"]) for c in comps if c["type"] == 10) <= MAX_TEXT


def test_card_buttons_carry_their_faces_and_other_buttons_none() -> None:
    actions = [("play:KD", "K♦"), ("play:10S", "10♠"), ("pass", "Pass")]
    layout = with_card_emojis(render.action_layout(3, 7, actions), EVERY, "prefa")
    assert layout is not None
    by_action = {render.CustomId.decode(b.custom_id).arg: b for b in layout.components()
                 if isinstance(b, render.ButtonSpec)}
    king = EVERY.emoji("prefa", "KD")
    assert king is not None and by_action["play:KD"].emoji == discord.PartialEmoji(
        name=king.name, id=king.id)
    assert by_action["play:KD"].label == render.red_suits("K♦")  # the text stays beside it
    assert by_action["pass"].emoji is None and by_action[""].emoji is None  # Refresh
    button = build_view(layout).children[0]
    assert isinstance(button, discord.ui.DynamicItem)
    assert button.item.emoji == discord.PartialEmoji(name=king.name, id=king.id)
    # No emojis (pictures off, uploads refused, a game without every face): text only.
    for emojis in (None, CardEmojis()):
        plain = with_card_emojis(render.action_layout(3, 7, actions), emojis, "prefa")
        assert plain is not None
        assert all(b.emoji is None for b in plain.components()
                   if isinstance(b, render.ButtonSpec))


async def test_a_picture_is_uploaded_once_kept_while_the_same_and_dropped_when_gone() -> None:
    state = new_match("prefa", 3, None, 3)
    seats = [SimpleNamespace(name=n) for n in ("Anna", "Bo", "Cy")]
    table: Any = SimpleNamespace(id=9, status="playing", state=state, seats=seats,
                                 view=state.view, language="en")
    pictures = TablePicturesOnDiscord()
    scene = pictures.scene(table)
    assert scene is not None
    first = await pictures.outgoing(table, table_payload(0), scene)
    assert len(first.files) == 1 and first.files[0].filename == FILENAME
    assert first.attachments is MISSING  # the new file alone: any old one goes
    pictures.sent(9, first)
    again = await pictures.outgoing(table, table_payload(0), pictures.scene(table))
    assert again.files == [] and again.attachments is MISSING  # kept as it is
    pictures.sent(9, again)
    table.status = "lobby"
    gone = await pictures.outgoing(table, table_payload(0), pictures.scene(table))
    assert gone.files == [] and gone.attachments == []  # the message shows none now
    pictures.sent(9, gone)
    assert pictures.uploads == 1
    restarted = TablePicturesOnDiscord(pictures.pictures)  # a new process: unknown message
    table.status = "playing"
    once_more = await restarted.outgoing(table, table_payload(0), restarted.scene(table))
    await restarted.close()  # the drawing process
    assert len(once_more.files) == 1
    assert restarted.pictures.cache.stats.rendered == 1  # drawn once all along


def test_live_panels_are_redrawn_with_the_card_emojis(monkeypatch: Any) -> None:
    """The presenter redraws a member's live panel in the background: with pictures on it
    hands the bot's card emojis to the drawing, as a click's answer does; off, none."""
    import cogs.common
    from cogs.presenter import Presenter

    calls: list[Any] = []
    monkeypatch.setattr(cogs.common, "hand_panel",
                        lambda *args: calls.append(args) or (None, None))
    bot: Any = SimpleNamespace(card_emojis=EVERY)
    on = Presenter(bot, pictures=TablePicturesOnDiscord())
    off = Presenter(bot)
    assert on.button_emojis() is EVERY and off.button_emojis() is None
    for presenter in (on, off):
        presenter.panels.draw("table", 5, 0, "", "en")  # type: ignore[arg-type]
    assert [(c[:5], c[5]) for c in calls] == [(("table", 5, 0, "", "en"), EVERY),
                                             (("table", 5, 0, "", "en"), None)]
