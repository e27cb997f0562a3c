"""What both cogs share: finding the service and the table, answering inside 3 seconds,
and drawing a player's private hand view.

Answering: Discord drops an interaction not answered within 3 s. Our work is
normally a few milliseconds (one SQLite commit), but a busy table lock or a
slow disk must not cost the player their click, so ``Reply.run`` gives the
work ``DEFER_AFTER`` seconds and defers if it is not done, then answers
through the deferred response instead. The work itself is never cancelled:
an action is either committed and shown, or refused.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import TYPE_CHECKING, Any, TypeVar

import discord

from bot.tables import Table, TableService
from cogs import render
from cogs.presenter import seat_names
from cogs.ui import build_view

if TYPE_CHECKING:
    from bot.client import CardTableBot

T = TypeVar("T")
DEFER_AFTER = 2.0


def bot_of(interaction: discord.Interaction[Any]) -> CardTableBot:
    return interaction.client


def service_of(interaction: discord.Interaction[Any]) -> TableService:
    return bot_of(interaction).service


def place_of(interaction: discord.Interaction[Any]) -> int:
    return int(interaction.channel_id or 0)


def table_here(service: TableService, place_id: int) -> Table:
    """The table of this thread or channel (a channel also finds the table in its thread)."""
    table = service.find(place_id)
    if table is not None:
        return table
    for candidate in service.tables():
        if candidate.channel_id == place_id:
            return candidate
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
        done, _ = await asyncio.wait({task}, timeout=DEFER_AFTER)
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

