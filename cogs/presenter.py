"""Keeps every table message current: the TableListener of the Discord layer.

The table service tells us what changed (under the table's lock, so we must
return at once); we only mark the table dirty and make sure ONE task per
table is editing its message. That task always draws the table as it is now,
so however fast moves come, a table message has at most one edit in flight
and one pending — the latest state wins and Discord's rate limits never queue
a backlog. A failing edit is retried a few times with growing pauses, and an
edit refused because the table's thread was archived unarchives it once.

Turn pings work the same way: Discord does not notify anyone of a mention
added by editing a message, so when the service says a person has waited
long enough (``turn_ping``) we post a short message mentioning them, and
delete it once they act. One task per table makes Discord match the latest
wish (post, replace or delete), so rapid turns never queue pings either.

Every change also reaches the players' live hand panels (``cogs.panels``), which
redraw themselves the same way. Everything here is drawn from the table's committed
state (``bot.tables``: a table shows nothing that is still being saved), in the
table's language; the recent event lines survive a restart (the table service replays
them from the action log).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine, Hashable, Sequence
from dataclasses import replace
from typing import Any

import discord
from discord.http import handle_message_parameters
from discord.utils import MISSING

from bot import rules_text
from bot.engine import MatchResult
from bot.engine.text import Listing, Msg, Text
from bot.game_words import summary as game_summary
from bot.i18n import DEFAULT_LOCALE
from bot.pictures.emojis import CardEmojis
from bot.store import MatchRecord
from bot.tables import Change, Table, TableListener
from cogs import render
from cogs.card_text import dress
from cogs.panels import Draw, Key, Panels
from cogs.pictures import TablePicturesOnDiscord
from cogs.pressure import pressure_of
from cogs.reply import Private, Public
from cogs.ui import build_view

log = logging.getLogger("cogs.presenter")

EVENTS_KEPT = 5
EDIT_RETRIES = 4  # after a failed edit: pauses of 1, 2, 4 and 8 s, then wait for the next change
EDIT_BACKOFF = 1.0
ARCHIVED_THREAD = 50083  # Discord: "Operation cannot be performed on an archived thread"
_sleep = asyncio.sleep  # tests replace it to run the back-off without waiting


def seat_names(table: Table, locale: str = DEFAULT_LOCALE) -> list[str]:
    """How seats appear in messages: members as mentions, computers by name."""
    names = []
    for seat in table.seats:
        if seat.computer:
            names.append(render.say("discord-seat-computer", locale, name=seat.name))
        elif seat.user_id and seat.away:
            names.append(render.say("discord-seat-stood-in", locale, name=f"<@{seat.user_id}>"))
        elif seat.user_id:
            names.append(f"<@{seat.user_id}>")
        else:
            names.append(seat.name)
    return names


def seat_mentions(table: Table) -> list[str | None]:
    return [None if s.computer or s.away or not s.user_id else f"<@{s.user_id}>"
            for s in table.seats]


def house_rules(table: Table) -> list[Text]:
    """The table's options that differ from the standard, each as "Rank order: ace ten"."""
    settings, _ = rules_text.settings(table.game_id, table.options)
    return [Msg("rules-setting", label=s.label, value=s.value) for s in settings if s.house]


def table_message(table: Table, events: Sequence[Text],
                  emojis: CardEmojis | None = None) -> Public:
    """Content, embed and view of the table message — from the PUBLIC view only, in the
    table's language (its cards as ``emojis``, given: pictures on)."""
    locale = table.language
    names = seat_names(table, locale)
    if table.status == "lobby":
        full = len(table.seats) >= table.max_seats()
        people_full = len(table.humans()) >= table.max_seats()  # a person may take a computer's
        computers = len(table.humans()) < len(table.seats)
        counts = [table.record.seat_count] if table.record.seat_count else list(
            table.game.seat_counts)
        summary = game_summary(table.game_id, table.game.summary)
        embed = render.lobby_embed(table.title_text, summary, table.id, list(names),
                                   f"<@{table.host_id}>", counts, house_rules(table), locale)
        layout = render.lobby_layout(table.id, table.version, len(table.seats) in counts, full,
                                     people_full, computers, locale)
        return Public(embed=embed, view=build_view(layout))
    view = table.view(None)
    if view is None:
        return Public(content=render.say("discord-table-closed", locale), view=build_view(None))
    view, events = dress(view, events, emojis, table.game_id, locale, names)
    embed = render.table_embed(table.title_text, table.id, view, names, table.version, events,
                               locale)
    playing = table.status == "playing" and not view.over
    drawn = render.playing_layout(table.id, table.version, locale) if playing else None
    content = render.mention_line(view, seat_mentions(table), locale) if playing else ""
    return Public(content=content or None, embed=embed, view=build_view(drawn))


class _Slot:
    """One table message's edit state: dirty flag, the running editor task, recent events,
    and the standing of a match stopped early (posted with the closing sentence)."""

    __slots__ = ("closed", "dirty", "events", "standing", "table", "task")

    def __init__(self, table: Table) -> None:
        self.table = table
        self.dirty = False
        self.task: asyncio.Task[None] | None = None
        # the last moves' events after a restart (replayed from the action log), then live
        self.events: list[Text] = [e.msg for e in table.restored_events][-EVENTS_KEPT:]
        self.closed: Text = ""
        self.standing: MatchResult | None = None


class _Ping:
    """One table's turn ping: what should be on Discord (``want``: the seats to mention,
    or None) and what is (``posted``). ``wish`` counts wishes, so a new ping for the same
    seats still replaces the old one."""

    __slots__ = ("channel_id", "content", "message_id", "posted", "seats", "task", "users",
                 "wish")

    def __init__(self, channel_id: int) -> None:
        self.channel_id = channel_id
        self.wish = 0
        self.seats: tuple[int, ...] = ()
        self.users: tuple[int, ...] = ()
        self.content = ""
        self.posted = 0  # the wish the message on Discord shows (0: none)
        self.message_id: int | None = None
        self.task: asyncio.Task[None] | None = None

    @property
    def wanted(self) -> bool:
        return bool(self.seats)


class Presenter(TableListener):
    """Draws tables on Discord. ``bot`` is the discord client (for channels and messages)."""

    def __init__(self, bot: discord.Client, draw_panel: Draw | None = None,
                 pictures: TablePicturesOnDiscord | None = None) -> None:
        self.bot = bot
        self.pictures = pictures  # None: pictures = false, the table message as an embed
        self.slots: dict[int, _Slot] = {}
        self.pings: dict[int, _Ping] = {}
        self.edits = 0
        self._posts: set[asyncio.Task[None]] = set()
        key: Key | None = None
        if draw_panel is None:
            # common draws panels with this module's names
            from cogs.common import hand_panel, panel_key

            def with_emojis(table: Table, owner: int, page: int, notice: Text,
                            locale: str) -> tuple[Private, Hashable | None]:
                return hand_panel(table, owner, page, notice, locale, self.button_emojis())

            draw_panel, key = with_emojis, panel_key  # a change no one sees is not drawn
        self.panels = Panels(draw_panel, key)

    # --- helpers -----------------------------------------------------------------
    def button_emojis(self) -> CardEmojis | None:
        """The card emojis the hand panels' card buttons carry: none unless pictures are on
        (and none, so text, until the start-up sync has them)."""
        return getattr(self.bot, "card_emojis", None) if self.pictures is not None else None

    def _slot(self, table: Table) -> _Slot:
        slot = self.slots.get(table.id)
        if slot is None:
            slot = self.slots[table.id] = _Slot(table)
        slot.table = table
        return slot

    def partial_place(self, table: Table) -> discord.PartialMessageable:
        return self.bot.get_partial_messageable(table.place_id, guild_id=table.guild_id)

    def render(self, table: Table) -> Public:
        slot = self._slot(table)
        return table_message(table, slot.events, self.button_emojis())

    def refresh(self, table: Table) -> None:
        """Mark the table message stale; one editor task per table draws the latest state."""
        slot = self._slot(table)
        slot.dirty = True
        if slot.task is None or slot.task.done():
            slot.task = asyncio.create_task(self._editor(slot), name=f"table-edit-{table.id}")

    async def _editor(self, slot: _Slot) -> None:
        failures = 0
        unarchived = False
        while slot.dirty:
            gauge = pressure_of(self.bot)
            if gauge is not None:  # people's clicks first; moves meanwhile make one edit
                await gauge.background_turn()
            slot.dirty = False
            table = slot.table
            if table.message_id is None:
                return
            payload = table_message(table, slot.events, self.button_emojis())
            if slot.closed:
                payload = replace(payload, content=render.words(slot.closed, table.language))
            try:
                await self.send_edit(table, payload)
                self.edits += 1
                failures = 0
            except discord.NotFound:
                log.warning("table %d: its message is gone", table.id)
                return
            except discord.HTTPException as err:
                if err.code == ARCHIVED_THREAD and not unarchived and table.thread_id:
                    unarchived = True  # once: a thread archived again at once is left alone
                    if await self._unarchive(table):
                        slot.dirty = True
                        continue
                failures += 1
                if failures > EDIT_RETRIES:
                    log.error("table %d: giving up editing its message after %d tries: %s; "
                              "the next change tries again", table.id, failures, err)
                    break
                log.warning("table %d: could not edit its message (try %d): %s", table.id,
                            failures, err)
                await _sleep(EDIT_BACKOFF * 2 ** (failures - 1))
                slot.dirty = True
        if slot.closed:
            self.slots.pop(slot.table.id, None)

    async def _unarchive(self, table: Table) -> bool:
        """Reopen the table's archived thread (Discord archives idle threads)."""
        assert table.thread_id is not None
        try:
            await self.bot.http.edit_channel(table.thread_id, archived=False)
        except discord.HTTPException as err:
            log.warning("table %d: cannot unarchive its thread: %s", table.id, err)
            return False
        log.info("table %d: unarchived its thread to edit the table message", table.id)
        return True

    async def send_edit(self, table: Table, payload: Public) -> None:
        """PATCH the table message — with a Public payload only (a seat's view is a Private,
        which no channel message accepts). The raw route skips parsing the echoed message
        (which discord.py's Message.edit does), a measurable share of the bot's time per
        move; the buttons need no view registration, being dynamic items."""
        assert table.message_id is not None
        if not isinstance(payload, Public):
            raise TypeError("the table message takes public content only")
        if self.pictures is not None:
            # The picture of the table as committed now, the moment ``payload`` was drawn:
            # callers draw it and call here with no await between.
            scene = self.pictures.scene(table)
            out = await self.pictures.outgoing(table, payload, scene)
            try:
                with handle_message_parameters(
                        content=None, embed=None, view=out.view, files=out.files or MISSING,
                        attachments=out.attachments,
                        previous_allowed_mentions=self.bot.allowed_mentions) as params:
                    await self.bot.http.edit_message(table.place_id, table.message_id,
                                                     params=params)
            finally:
                out.let_go()
            self.pictures.sent(table.id, out)
            return
        with handle_message_parameters(
                content=render.clip(payload.content or "", render.CONTENT_MAX) or None,
                embed=render.fit_embed(payload.embed) if payload.embed is not None else None,
                view=payload.view,
                previous_allowed_mentions=self.bot.allowed_mentions) as params:
            await self.bot.http.edit_message(table.place_id, table.message_id, params=params)

    async def post(self, table: Table, place_id: int) -> int:
        """Post the table message in ``place_id`` (the table's channel or thread); its id."""
        payload = self.render(table)
        if self.pictures is not None:  # a lobby: no picture yet, but v2 from the start
            out = await self.pictures.outgoing(table, payload, self.pictures.scene(table))
            try:
                with handle_message_parameters(
                        view=out.view, files=out.files or MISSING, allowed_mentions=MISSING,
                        previous_allowed_mentions=self.bot.allowed_mentions) as params:
                    data = await self.bot.http.send_message(place_id, params=params)
            finally:
                out.let_go()
            self.pictures.sent(table.id, out)
            return int(data["id"])
        with handle_message_parameters(
                content=render.clip(payload.content or "", render.CONTENT_MAX) or MISSING,
                embed=render.fit_embed(payload.embed) if payload.embed is not None else MISSING,
                view=payload.view if payload.view is not None else MISSING,
                allowed_mentions=MISSING,
                previous_allowed_mentions=self.bot.allowed_mentions) as params:
            data = await self.bot.http.send_message(place_id, params=params)
        return int(data["id"])

    async def flush(self) -> None:
        """Wait for every pending table edit and ping (tests, shutdown)."""
        tasks = [s.task for s in self.slots.values() if s.task and not s.task.done()]
        tasks += [p.task for p in self.pings.values() if p.task and not p.task.done()]
        tasks += [t for t in self._posts if not t.done()]
        if tasks:
            await asyncio.gather(*tasks, return_exceptions=True)
        await self.panels.flush()

    @property
    def pending(self) -> bool:
        """Whether an edit, ping or post is still on its way (a busy probe for tests)."""
        return (any(s.task and not s.task.done() for s in self.slots.values())
                or any(p.task and not p.task.done() for p in self.pings.values())
                or bool(self._posts) or self.panels.pending)

    # --- turn pings --------------------------------------------------------------
    def _ping_slot(self, table: Table) -> _Ping:
        slot = self.pings.get(table.id)
        if slot is None:
            slot = self.pings[table.id] = _Ping(table.place_id)
        slot.channel_id = table.place_id
        return slot

    def _wish(self, table: Table, seats: tuple[int, ...], users: tuple[int, ...],
              content: str) -> None:
        """Make Discord show this ping (no seats: none) — one worker task per table."""
        slot = self._ping_slot(table)
        slot.wish += 1
        slot.seats, slot.users, slot.content = seats, users, content
        if slot.task is None or slot.task.done():
            slot.task = asyncio.create_task(self._pinger(table.id, slot),
                                            name=f"table-ping-{table.id}")

    async def _pinger(self, table_id: int, slot: _Ping) -> None:
        """Delete the ping on Discord that is no longer wished for, post the one that is.
        A failed request is logged and that wish given up (the next one tries again)."""
        while True:
            if slot.message_id is not None and slot.posted != slot.wish:
                message_id, slot.message_id, slot.posted = slot.message_id, None, 0
                try:
                    await self.bot.http.delete_message(slot.channel_id, message_id)
                except Exception as err:  # a ping left standing is harmless
                    log.warning("table %d: cannot delete its turn ping: %s", table_id, err)
                continue
            if slot.wanted and slot.posted != slot.wish:
                wish = slot.wish
                try:
                    message = await self.partial_place_id(slot.channel_id).send(
                        slot.content, allowed_mentions=discord.AllowedMentions(
                            everyone=False, roles=False,
                            users=[discord.Object(u) for u in slot.users]))
                except Exception as err:
                    log.warning("table %d: cannot post its turn ping: %s", table_id, err)
                    slot.posted = wish
                    continue
                slot.message_id, slot.posted = message.id, wish
                continue
            break
        if not slot.wanted and slot.message_id is None and self.pings.get(table_id) is slot:
            del self.pings[table_id]

    def partial_place_id(self, channel_id: int) -> discord.PartialMessageable:
        return self.bot.get_partial_messageable(channel_id)

    def _drop_ping(self, table: Table, seat: int | None = None) -> None:
        """Delete the table's ping (only if it mentions ``seat``, when one is given)."""
        slot = self.pings.get(table.id)
        if slot is None or not slot.wanted or (seat is not None and seat not in slot.seats):
            return
        self._wish(table, (), (), "")

    def _send_later(self, table: Table, **kwargs: Any) -> None:
        async def send() -> None:
            try:
                await self.partial_place(table).send(**kwargs)
            except discord.HTTPException as err:
                log.warning("table %d: could not post: %s", table.id, err)
        self.track(send(), name=f"table-post-{table.id}")

    def track(self, work: Coroutine[Any, Any, None],
              name: str = "presenter-work") -> asyncio.Task[None]:
        """Run Discord work in the background, counted by ``pending`` and ``flush``."""
        task = asyncio.create_task(work, name=name)
        self._posts.add(task)
        task.add_done_callback(self._posts.discard)
        return task

    # --- TableListener ----------------------------------------------------------
    async def table_changed(self, table: Table, change: Change) -> None:
        if change.kind in ("action", "away") and change.seat is not None:
            self._drop_ping(table, change.seat)  # they acted (or a computer took over)
        slot = self._slot(table)
        texts: list[Text] = [e.msg for e in change.events] if change.events else (
            [change.message] if change.message else [])
        if texts:
            slot.events = (slot.events + texts)[-EVENTS_KEPT:]
        self.refresh(table)
        self.panels.changed(table)

    async def players_to_act(self, table: Table, seats: list[int]) -> None:
        self.refresh(table)  # the table message's content mentions them

    async def turn_warning(self, table: Table, seat: int, seconds_left: float) -> None:
        rec = table.seats[seat]
        if rec.user_id:
            self._send_later(table, content=render.say(
                "discord-ping-warning", table.language, player=f"<@{rec.user_id}>",
                seconds=round(seconds_left)))

    async def turn_ping(self, table: Table, seats: list[int]) -> None:
        users = tuple(u for s in seats if (u := table.seats[s].user_id))
        if not users:
            return
        who = Listing([f"<@{u}>" for u in users])  # "<@1> and <@2>", as the language joins
        content = render.say("discord-ping-turn", table.language, players=who,
                             title=table.title_text, table=table.id)
        self._wish(table, tuple(seats), users, content)

    async def match_over(self, table: Table, result: MatchResult, record: MatchRecord) -> None:
        self._drop_ping(table)
        slot = self._slot(table)
        slot.closed = Msg("discord-table-over")
        self.refresh(table)
        self.panels.changed(table)  # their last edit: the match is over
        locale = table.language
        self._send_later(table, embed=render.results_embed(
            table.title_text, table.id, result, seat_names(table, locale), locale=locale))

    async def match_stopped(self, table: Table, standing: MatchResult) -> None:
        self._slot(table).standing = standing  # posted with the closing sentence

    async def table_closed(self, table: Table, reason: str) -> None:
        self._drop_ping(table)
        slot = self._slot(table)
        said: Text = table.closing or reason  # the service's Text; ``reason`` is its English
        slot.closed = said
        slot.events = [*slot.events, said][-EVENTS_KEPT:]
        self.refresh(table)
        self.panels.changed(table)
        if slot.standing is not None:
            locale = table.language
            self._send_later(table, embed=render.results_embed(
                table.title_text, table.id, slot.standing, seat_names(table, locale),
                ended_early=said, locale=locale))
            slot.standing = None
