"""What the cogs share: finding the bot and its table service, and drawing a player's
private hand panel (the one maker of ``Private`` payloads)."""

from __future__ import annotations

import json
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import discord

from bot.engine.text import Msg, Text
from bot.i18n import DEFAULT_LOCALE
from bot.pictures.emojis import CardEmojis
from bot.tables import Table, TableError, TableService
from cogs import render
from cogs.card_text import dress
from cogs.guard import NOT_SEATED_TEXT, table_here
from cogs.hand_layout import hand_of_cards
from cogs.pictures import with_card_emojis
from cogs.presenter import seat_names
from cogs.reply import Private, Reply
from cogs.ui import build_view

if TYPE_CHECKING:
    from bot.client import CardTableBot


def bot_of(interaction: discord.Interaction[Any]) -> CardTableBot:
    return interaction.client


def service_of(interaction: discord.Interaction[Any]) -> TableService:
    return bot_of(interaction).service


async def table_or_say(reply: Reply) -> Table | None:
    """The table of the place a command was used in; None once the user has been told why
    there is none (or none of this server)."""
    try:
        return table_here(service_of(reply.interaction), reply.interaction)
    except TableError as err:
        await reply.say(err.message)
        return None


def action_pairs(table: Table, user_id: int, locale: str) -> list[tuple[str, str]]:
    """The member's legal actions now, each with the game's label in ``locale``."""
    state = table.state
    if state is None:
        return []
    return [(str(a), render.words(state.label(a), locale)) for a in table.legal_actions(user_id)]


def _shown(embed: discord.Embed, layout: render.Layout | None) -> Hashable:
    """What a panel shows, as a comparable key: the embed without its footer (which names
    the move it was drawn at) and the components without the versions in their ids."""
    data = embed.to_dict()
    data.pop("footer", None)
    parts: list[Any] = []
    for component in layout.components() if layout is not None else []:
        cid = render.CustomId.decode(component.custom_id)
        if isinstance(component, render.ButtonSpec):
            parts.append((cid.kind, cid.arg, component.label, component.disabled))
        else:
            parts.append((cid.kind, cid.arg, component.placeholder,
                          tuple(o.value for o in component.options)))
    return json.dumps(data, sort_keys=True), tuple(parts)


def hand_panel(table: Table, user_id: int, page: int = 0, notice: Text = "",
               locale: str = DEFAULT_LOCALE, emojis: CardEmojis | None = None
               ) -> tuple[Private, Hashable | None]:
    """The private hand panel of a seated member — whose turn, hand, the legal actions as
    components (card buttons with their card's emoji, given ``emojis``: pictures on) — and
    a key of what it shows (None: not a panel, e.g. not seated).
    Addressed to ``user_id``: the reply path delivers it to them and to no one else."""
    seat = table.seat_of(user_id)
    if seat is None:  # never a hand, never the public view dressed as one
        return Private(user_id, content=render.words(notice or NOT_SEATED_TEXT, locale),
                       view=build_view(None)), None
    view = table.view(seat)
    if view is None:
        return Private(user_id, content=render.words(notice or Msg("discord-hand-not-started"),
                                                     locale), view=build_view(None)), None
    actions = action_pairs(table, user_id, locale)
    cards = hand_of_cards(table.id, table.version, view, actions, page, locale, emojis) \
        if table.status == "playing" else None  # pictures on: the hand as card buttons
    names = seat_names(table, locale)
    view, (notice,) = dress(view, [notice], emojis, table.game_id, locale, names, cards is None)
    if cards is not None:
        layout: render.Layout | None = cards
    elif actions and table.status == "playing":
        layout = with_card_emojis(
            render.action_layout(table.id, table.version, actions, page, locale), emojis,
            table.game_id)
    elif table.status == "playing":
        layout = render.Layout(rows=[[render.ButtonSpec(
            render.say("discord-button-refresh", locale),
            render.CustomId("refresh", table.id, table.version).encode())]])
    else:
        layout = None
    embed = render.hand_embed(table.title_text, table.id, view, names, table.version, layout, "",
                              locale)
    shown = _shown(embed, layout)  # a notice comes and goes with the answer it belongs to
    if notice:
        embed = render.hand_embed(table.title_text, table.id, view, names, table.version, layout,
                                  notice, locale)
    return Private(user_id, embed=embed, view=build_view(layout)), shown


def hand_payload(table: Table, user_id: int, page: int = 0, notice: Text = "",
                 locale: str = DEFAULT_LOCALE) -> Private:
    """``hand_panel`` without the key."""
    return hand_panel(table, user_id, page, notice, locale)[0]
