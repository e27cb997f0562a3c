"""What both cogs share: finding the service and the table, answering inside 3 seconds,
and drawing a player's private hand view.

Answering: Discord drops an interaction not answered within 3 s of its
creation. Our work is normally a few milliseconds (one SQLite commit), but a
busy table lock or a slow disk must not cost the player their click, so
``Reply.run`` lets the work run until ``DEFER_AFTER`` seconds after the
interaction was created (its snowflake's time, or when we received it if the
clocks disagree) and defers if it is not done, then answers through the
deferred response instead. The time already spent before our handler ran (a
busy event loop, a slow gateway) therefore counts against the budget. The work
itself is never cancelled: an action is either committed and shown, or refused.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import TYPE_CHECKING, Any, TypeVar

import discord

from bot.tables import Table, TableError, TableService
from cogs import render
from cogs.presenter import seat_names
from cogs.ui import build_view

if TYPE_CHECKING:
    from bot.client import CardTableBot

T = TypeVar("T")
DEFER_AFTER = 1.5  # seconds after the interaction's creation: defer if the work is not done


def interaction_age(interaction: discord.Interaction[Any]) -> float:
    """Seconds since Discord created the interaction, from its snowflake; never below 0
    (a clock behind Discord's would otherwise promise time we do not have)."""
    age = (discord.utils.utcnow() - interaction.created_at).total_seconds()
    return max(0.0, age)


def defer_delay(interaction: discord.Interaction[Any]) -> float:
    """How long the work may still run before we must defer."""
    return max(0.0, DEFER_AFTER - interaction_age(interaction))


def bot_of(interaction: discord.Interaction[Any]) -> CardTableBot:
    return interaction.client


def service_of(interaction: discord.Interaction[Any]) -> TableService:
    return bot_of(interaction).service


def place_of(interaction: discord.Interaction[Any]) -> int:
    return int(interaction.channel_id or 0)


def tables_under(service: TableService, channel_id: int) -> list[Table]:
    """The tables living in threads of this channel."""
    return [t for t in service.tables()
            if t.channel_id == channel_id and t.thread_id is not None]


def table_here(service: TableService, place_id: int, user_id: int | None = None) -> Table:
    """The table of this thread or channel.

    In a channel whose tables live in their own threads: the one table there is, or the
    one table the member sits at; otherwise a sentence pointing to the threads.
    """
    table = service.find(place_id)
    if table is not None:
        return table
    candidates = tables_under(service, place_id)
    if len(candidates) == 1:
        return candidates[0]
    mine = [t for t in candidates if user_id is not None and t.seat_of(user_id) is not None]
    if len(mine) == 1:
        return mine[0]
    if candidates:
        threads = ", ".join(f"<#{t.thread_id}>" for t in (mine or candidates))
        raise TableError(f"Use this in your table's thread: {threads}.", "no_table")
    return service.table_at(place_id)  # raises the friendly "no table" sentence


class Reply:
    """One interaction's answer: immediate when the work is quick, deferred when it is not.

    ``update``: the answer edits the message the component is on (component
    interactions); otherwise it is a new (ephemeral) message.
    """

    def __init__(self, interaction: discord.Interaction[Any], *, update: bool = False,
                 ephemeral: bool = True) -> None:
        self.interaction = interaction
        self.update = update
        self.ephemeral = ephemeral
        self.deferred = False

    async def run(self, work: Awaitable[T]) -> T:
        task = asyncio.ensure_future(work)
        done, _ = await asyncio.wait({task}, timeout=defer_delay(self.interaction))
        if not done and not self.interaction.response.is_done():
            if self.update:
                await self.interaction.response.defer()
            else:
                await self.interaction.response.defer(ephemeral=self.ephemeral, thinking=True)
            self.deferred = True
        return await task

    async def show(self, **payload: Any) -> None:
        """Answer with ``payload`` (content/embed/view): edit in place or a new message."""
        response = self.interaction.response
        if self.update:
            if response.is_done():
                await self.interaction.edit_original_response(**payload)
            else:
                await response.edit_message(**payload)
            return
        if response.is_done():
            if self.deferred:
                await self.interaction.edit_original_response(**payload)
            else:
                await self.interaction.followup.send(ephemeral=self.ephemeral, **payload)
        else:
            await response.send_message(ephemeral=self.ephemeral, **payload)

    async def say(self, text: str) -> None:
        """A sentence only this user sees (never edits a shared message)."""
        response = self.interaction.response
        if not response.is_done():
            await response.send_message(text, ephemeral=True)
        elif self.deferred and not self.update:
            await self.interaction.edit_original_response(content=text, embed=None, view=None)
        else:
            await self.interaction.followup.send(text, ephemeral=True)

    async def ack(self) -> None:
        """Acknowledge a component click whose result shows elsewhere (the table message)."""
        if not self.interaction.response.is_done():
            await self.interaction.response.defer()


def hand_payload(table: Table, user_id: int, page: int = 0, notice: str = "") -> dict[str, Any]:
    """The private hand message of a seated member: hand, prompt, legal actions as components."""
    seat = table.seat_of(user_id)
    view = table.view(seat)
    if view is None:
        return {"content": notice or "The game has not started yet.", "embed": None,
                "view": build_view(None)}
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
    return {"content": None, "embed": embed, "view": build_view(layout)}

