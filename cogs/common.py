"""What the cogs share: finding the bot and its table service, and drawing a player's
private hand view (the one maker of ``Private`` payloads)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.tables import Table, TableError, TableService
from cogs import render
from cogs.guard import NOT_SEATED, table_here
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


def hand_payload(table: Table, user_id: int, page: int = 0, notice: str = "") -> Private:
    """The private hand message of a seated member: hand, prompt, legal actions as components.
    Addressed to ``user_id``: the reply path delivers it to them and to no one else."""
    seat = table.seat_of(user_id)
    if seat is None:  # never a hand, never the public view dressed as one
        return Private(user_id, content=notice or NOT_SEATED, view=build_view(None))
    view = table.view(seat)
    if view is None:
        return Private(user_id, content=notice or "The game has not started yet.",
                       view=build_view(None))
    actions = [(str(a), table.label(a)) for a in table.legal_actions(user_id)]
    if actions and table.status == "playing":
        layout = render.action_layout(table.id, table.version, actions, page)
    elif table.status == "playing":
        layout = render.Layout(rows=[[render.ButtonSpec(
            "Refresh", render.CustomId("refresh", table.id, table.version).encode())]])
    else:
        layout = None
    embed = render.hand_embed(table.title, table.id, view, seat_names(table), table.version,
                              layout, notice)
    return Private(user_id, embed=embed, view=build_view(layout))
