"""Keeps every table message current: the TableListener of the Discord layer.

The table service tells us what changed (under the table's lock, so we must
return at once); we only mark the table dirty and make sure ONE task per
table is editing its message. That task always draws the table as it is now,
so however fast moves come, a table message has at most one edit in flight
and one pending — the latest state wins and Discord's rate limits never queue
a backlog.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import discord
from discord.http import handle_message_parameters

from bot.engine import MatchResult
from bot.store import MatchRecord
from bot.tables import Change, Table, TableListener
from cogs import render
from cogs.ui import build_view

log = logging.getLogger("cogs.presenter")

EVENTS_KEPT = 5


def seat_names(table: Table) -> list[str]:
    """How seats appear in messages: members as mentions, computers by name."""
    names = []
    for seat in table.seats:
        if seat.computer:
            names.append(f"🤖 {seat.name}")
        elif seat.user_id:
            names.append(f"<@{seat.user_id}>" + (" (🤖 playing for them)" if seat.away else ""))
        else:
            names.append(seat.name)
    return names


def seat_mentions(table: Table) -> list[str | None]:
    return [None if s.computer or s.away or not s.user_id else f"<@{s.user_id}>"
            for s in table.seats]


def table_message(table: Table, events: list[str]) -> dict[str, Any]:
    """Content, embed and view of the table message — from the PUBLIC view only."""
    names = seat_names(table)
    if table.status == "lobby":
        full = len(table.seats) >= table.max_seats()
        counts = [table.record.seat_count] if table.record.seat_count else list(
            table.game.seat_counts)
        defaults = table.game.options_model().model_dump(mode="json")
        changed = {k: v for k, v in table.options.items() if defaults.get(k) != v}
        embed = render.lobby_embed(table.title, table.game.summary, table.id,
                                   list(names), f"<@{table.host_id}>", counts, changed)
        layout = render.lobby_layout(table.id, table.version, len(table.seats) in counts, full)
        return {"content": "", "embed": embed, "view": build_view(layout)}
    view = table.view(None)
    if view is None:
        return {"content": "This table is closed.", "embed": None, "view": build_view(None)}
    embed = render.table_embed(table.title, table.id, view, names, table.version, events)
    playing = table.status == "playing" and not view.over
    drawn = render.playing_layout(table.id, table.version) if playing else None
    content = render.mention_line(view, seat_mentions(table)) if playing else ""
    return {"content": content, "embed": embed, "view": build_view(drawn)}


class _Slot:
    """One table message's edit state: dirty flag, the running editor task, recent events."""

    __slots__ = ("closed", "dirty", "events", "table", "task")

    def __init__(self, table: Table) -> None:
        self.table = table
        self.dirty = False
        self.task: asyncio.Task[None] | None = None
        self.events: list[str] = []
        self.closed = ""


class Presenter(TableListener):
    """Draws tables on Discord. ``bot`` is the discord client (for channels and messages)."""

    def __init__(self, bot: discord.Client) -> None:
        self.bot = bot
        self.slots: dict[int, _Slot] = {}
        self.edits = 0
        self._posts: set[asyncio.Task[None]] = set()

    # --- helpers -----------------------------------------------------------------
    def _slot(self, table: Table) -> _Slot:
        slot = self.slots.get(table.id)
        if slot is None:
            slot = self.slots[table.id] = _Slot(table)
        slot.table = table
        return slot

    def partial_place(self, table: Table) -> discord.PartialMessageable:
        return self.bot.get_partial_messageable(table.place_id, guild_id=table.guild_id)

    def render(self, table: Table) -> dict[str, Any]:
        slot = self._slot(table)
        return table_message(table, slot.events)

    def refresh(self, table: Table) -> None:
        """Mark the table message stale; one editor task per table draws the latest state."""
        slot = self._slot(table)
        slot.dirty = True
        if slot.task is None or slot.task.done():
            slot.task = asyncio.create_task(self._editor(slot), name=f"table-edit-{table.id}")

    async def _editor(self, slot: _Slot) -> None:
        while slot.dirty:
            slot.dirty = False
            table = slot.table
            if table.message_id is None:
                return
            payload = table_message(table, slot.events)
            if slot.closed:
                payload["content"] = slot.closed
            try:
                await self.send_edit(table, payload)
                self.edits += 1
            except discord.NotFound:
                log.warning("table %d: its message is gone", table.id)
                return
            except discord.HTTPException as err:
                log.warning("table %d: could not edit its message: %s", table.id, err)
                await asyncio.sleep(1.0)
                slot.dirty = True
        if slot.closed:
            self.slots.pop(slot.table.id, None)

    async def send_edit(self, table: Table, payload: dict[str, Any]) -> None:
        """PATCH the table message. The raw route skips parsing the echoed message (which
        discord.py's Message.edit does), a measurable share of the bot's time per move; the
        buttons need no view registration, being dynamic items."""
        assert table.message_id is not None
        with handle_message_parameters(
                content=payload.get("content"), embed=payload.get("embed"),
                view=payload.get("view"),
                previous_allowed_mentions=self.bot.allowed_mentions) as params:
            await self.bot.http.edit_message(table.place_id, table.message_id, params=params)

    async def flush(self) -> None:
        """Wait for every pending table edit (tests, shutdown)."""
        tasks = [s.task for s in self.slots.values() if s.task and not s.task.done()]
        if tasks:
            await asyncio.gather(*tasks, return_exceptions=True)

    def _send_later(self, table: Table, **kwargs: Any) -> None:
        async def send() -> None:
            try:
                await self.partial_place(table).send(**kwargs)
            except discord.HTTPException as err:
                log.warning("table %d: could not post: %s", table.id, err)
        task = asyncio.create_task(send(), name=f"table-post-{table.id}")
        self._posts.add(task)
        task.add_done_callback(self._posts.discard)

    # --- TableListener ----------------------------------------------------------
    async def table_changed(self, table: Table, change: Change) -> None:
        slot = self._slot(table)
        texts = [table.render(e.text) for e in change.events] if change.events else (
            [change.text] if change.text else [])
        if texts:
            slot.events = (slot.events + texts)[-EVENTS_KEPT:]
        self.refresh(table)

    async def players_to_act(self, table: Table, seats: list[int]) -> None:
        self.refresh(table)  # the table message's content mentions them

    async def turn_warning(self, table: Table, seat: int, seconds_left: float) -> None:
        rec = table.seats[seat]
        if rec.user_id:
            self._send_later(table, content=(
                f"<@{rec.user_id}>, it is your turn. In {round(seconds_left)} s a computer will "
                "play for you; press Your hand to play."))

    async def match_over(self, table: Table, result: MatchResult, record: MatchRecord) -> None:
        slot = self._slot(table)
        slot.closed = "The match is over."
        self.refresh(table)
        names = seat_names(table)
        self._send_later(table, embed=render.results_embed(table.title, table.id, result, names))

    async def table_closed(self, table: Table, reason: str) -> None:
        slot = self._slot(table)
        slot.closed = reason
        slot.events = [*slot.events, reason][-EVENTS_KEPT:]
        self.refresh(table)
