"""Live hand panels: each seated player's latest hand message, kept current by the bot.

A player's *panel* is the ephemeral message their latest interaction at a table was
answered with — the hand from **Your hand**, ``/hand``, ``/play``, a click on a panel.
``adopt`` makes it theirs (replacing the one before); whenever the table changes, the
panel is redrawn from the committed table and edited in place through that
interaction's token (``cogs.reply.edit_panel``, the one private edit), but only when
what the player would see differs from what the panel shows: their turn begins, a
card is played to the trick they watch, a claim window opens or closes, the deal ends.

Rate, by construction: one editor task per panel. It waits ``SETTLE`` after the first
change of a burst (computers answering one another in milliseconds) and then draws the
table as it is *then*, so a burst costs one edit; changes while an edit is in flight
make one more edit after it, never a queue; two edits of a panel are at least
``MIN_GAP`` apart (Discord's webhook bucket is 5 per 2 s per token); discord.py's
webhook adapter waits out a 429's ``retry_after``. A failing edit is retried a few
times with growing pauses, then given up.

Under load, people who must act go first: while the bot is busy (``cogs.pressure``), a
panel whose owner has nothing to do — not their turn, no buttons to take away — is not
redrawn for every card the others play. Its editor waits (``idle_turn``) until the bot is
calm, or until a change makes the panel matter (their turn comes: ``changed`` wakes it),
and then draws the table as it is. The table message shows every card meanwhile. At a
thousand busy tables that halves the panel edits, which were the bot's most frequent
request.

Cost, by construction: a panel is not drawn again while its table has committed nothing
since the drawing it shows (``committed``: the record and game state are replaced on
every change, so identity says it); given a ``Key`` (what the panel would show, undrawn),
a change its owner cannot see is not drawn either. A panel keeps only its token's few
values (``cogs.reply.Panel``), never the Interaction it came from.

Lifetime: Discord honours a token for 15 minutes. ``RETIRE_BEFORE`` that, the panel is
edited one last time to say it no longer updates (its buttons still work: a click is a
new interaction, which makes the message live again) and is forgotten. A panel whose
edit is refused — the player dismissed it, or the token expired — is forgotten too; the
table message's **Your hand** opens a fresh one. Panels live in memory only: after a
restart the first click (any button on an old panel, or Your hand) makes a new one,
and an old panel's move button still carries the version it was drawn at, so it can
only make the move it shows or be answered with the hand as it is now.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.engine.text import Msg, Text
from bot.tables import Table
from cogs.reply import Panel, Private, edit_panel

log = logging.getLogger("cogs.panels")

TOKEN_LIFETIME = 15 * 60.0  # seconds Discord keeps an interaction token valid
RETIRE_BEFORE = 60.0  # the last edit ("no longer updates") this long before the token expires
SETTLE = 0.15  # a burst of changes within this becomes one edit
MIN_GAP = 0.4  # seconds between two edits of one panel (Discord: 5 per 2 s per token)
EDIT_RETRIES = 3  # after a failed edit: pauses of 1, 2 and 4 s, then the panel is retired
RETRY_BACKOFF = 1.0
RETIRED = Msg("discord-hand-retired")
_sleep = asyncio.sleep  # tests replace it to run back-offs without waiting

# What draws a panel: (table, owner, page, notice, locale) → the payload, and a key of
# what it shows (equal keys: nothing the player would see has changed).
Draw = Callable[[Table, int, int, Text, str], tuple[Private, Hashable | None]]
# What a panel would show, as the same key ``Draw`` returns, without drawing it:
# (table, owner, page, locale) → key. Optional: without it every change is drawn to compare.
Key = Callable[[Table, int, int, str], Hashable | None]


def committed(table: Table) -> tuple[object, object]:
    """The table as last committed: its record and game state, which the service replaces
    (never changes in place) on every change it publishes."""
    return table.record, table.state


def _acts(table: Table, owner: int) -> bool:
    """Whether ``owner`` is asked to act at ``table`` now."""
    seat = table.seat_of(owner)
    return seat is not None and seat in table.to_act()


def unchanged(drawn: tuple[object, object] | None, table: Table) -> bool:
    """Whether ``table`` is still as committed when ``drawn`` was taken (by identity: two
    equal records would be two commits, and comparing them field by field costs)."""
    return drawn is not None and drawn[0] is table.record and drawn[1] is table.state


@dataclass(eq=False)
class LivePanel:
    """One player's panel at one table: where it is, what it shows, its editor task."""

    table: Table
    owner: int
    panel: Panel
    locale: str
    page: int
    expires: float  # the event loop's time at which the token stops working
    shown: Hashable | None
    # The committed table the panel was last drawn from (its record and game state, by
    # identity: the service publishes every change as new ones). The same pair again means
    # nothing the panel shows can have changed, so it is not even drawn.
    drawn: tuple[object, object] | None = None
    dirty: bool = False
    task: asyncio.Task[None] | None = None
    after: asyncio.Task[None] | None = None  # the previous panel's edit, landing first
    editing: bool = False  # an edit of this panel is on its way to Discord
    retire: asyncio.TimerHandle | None = None
    last_edit: float = field(default=float("-inf"))
    # Whether the panel as shown offers its owner something to do (its buttons must go
    # when that is over); unknown at first, so True.
    asked: bool = True
    wake: asyncio.Future[None] | None = None  # set while its editor waits as idle work


class Panels:
    """Every live panel of this process, by table and player."""

    def __init__(self, draw: Draw, key: Key | None = None) -> None:
        self.draw, self.key = draw, key
        self.live: dict[int, dict[int, LivePanel]] = {}
        self._work: set[asyncio.Task[None]] = set()
        self.edits = 0  # panel edits made (the bench prints edits per move)
        self.failed = 0  # edits Discord refused or that failed for good
        self.retired = 0  # panels that said they stop updating (token age or failures)
        # Awaited before each redraw: people's clicks go first while the loop is behind
        # (the bot sets it to its ``cogs.pressure`` gauge's; edits coalesce meanwhile).
        self.background_turn: Callable[[], Awaitable[None]] | None = None
        # Awaited, with a future that ``changed`` sets, before redrawing a panel whose owner
        # has nothing to do: while the bot is busy it waits (the gauge's ``idle_turn``).
        self.idle_turn: Callable[[asyncio.Future[None]], Awaitable[None]] | None = None
        self.idled = 0  # redraws that waited as idle work

    # --- who has a panel ------------------------------------------------------------
    def adopt(self, table: Table, panel: Panel | None, shown: Hashable | None, *, page: int = 0,
              locale: str, drawn: tuple[object, object] | None = None) -> None:
        """``panel`` (just delivered, showing ``shown``, drawn from ``drawn`` — the table's
        ``committed`` pair at the time) is now its owner's panel at this table, if they are
        seated there; their previous one stops being edited."""
        if panel is None or shown is None or table.seat_of(panel.owner) is None:
            return
        loop = asyncio.get_running_loop()
        expires = loop.time() + TOKEN_LIFETIME - panel.age()
        live = LivePanel(table, panel.owner, panel, locale, page, expires, shown, drawn)
        # drawn from the table as it is: we know whether it offers something to do
        live.asked = not unchanged(drawn, table) or _acts(table, panel.owner)
        old = self._forget(table.id, panel.owner)
        if old is not None and old.editing and old.task is not None:
            # its edit may still land after this answer: draw again once it has
            live.after, live.shown, live.drawn = old.task, None, None
        self.live.setdefault(table.id, {})[panel.owner] = live
        # The table may have moved while the answer was on its way (computers answer at
        # once), and those changes went to no panel: the editor draws the table as it is
        # after the settle pause and edits only if that differs from what was delivered.
        # A table that has not moved since the drawing needs no editor at all.
        if not unchanged(live.drawn, table):
            live.dirty = True
            self._start(live)
        live.retire = loop.call_at(max(loop.time(), expires - RETIRE_BEFORE),
                                   self._retire_later, live)

    def panel_of(self, table_id: int, owner: int) -> LivePanel | None:
        return self.live.get(table_id, {}).get(owner)

    def _current(self, live: LivePanel) -> bool:
        return self.panel_of(live.table.id, live.owner) is live

    def _forget(self, table_id: int, owner: int) -> LivePanel | None:
        panels = self.live.get(table_id, {})
        live = panels.pop(owner, None)
        if not panels:
            self.live.pop(table_id, None)
        if live is not None and live.retire is not None:
            live.retire.cancel()
        return live

    # --- the table changed ------------------------------------------------------------
    def changed(self, table: Table) -> None:
        """Something at this table changed: each panel there is redrawn (if what its owner
        sees changed) by its one editor task. Quick: called under the table's lock."""
        for live in list(self.live.get(table.id, {}).values()):
            live.table = table
            live.dirty = True
            if live.task is None or live.task.done():
                self._start(live)
            elif live.wake is not None and not live.wake.done() and self._needed(live):
                live.wake.set_result(None)  # their turn came: no longer idle work

    @staticmethod
    def _needed(live: LivePanel) -> bool:
        """Whether the panel must follow the table now: its owner acts (or did and must lose
        the buttons), or the match is no longer being played."""
        return live.asked or live.table.status != "playing" or _acts(live.table, live.owner)

    def _start(self, live: LivePanel) -> None:
        live.task = self._track(self._editor(live), f"panel-{live.table.id}-{live.owner}")

    async def _editor(self, live: LivePanel) -> None:
        if live.after is not None:
            await asyncio.wait({live.after})
            live.after = None
        await _sleep(SETTLE)
        loop = asyncio.get_running_loop()
        failures = 0
        while live.dirty and self._current(live):
            live.dirty = False
            gap = live.last_edit + MIN_GAP - loop.time()
            if gap > 0:
                await _sleep(gap)
            if loop.time() >= live.expires - RETIRE_BEFORE:
                await self._retire(live)
                return
            if live.table.seat_of(live.owner) is None:
                self._forget(live.table.id, live.owner)  # they left: nothing to show them
                return
            if self.idle_turn is not None and not self._needed(live):
                live.wake = loop.create_future()
                self.idled += 1
                try:
                    await self.idle_turn(live.wake)
                finally:
                    live.wake = None
                if not self._current(live):
                    return
            if self.background_turn is not None:
                await self.background_turn()
            if unchanged(live.drawn, live.table):
                continue  # nothing was committed since the panel was drawn
            now = committed(live.table)
            if self.key is not None and self.key(
                    live.table, live.owner, live.page, live.locale) == live.shown:
                live.drawn = now  # changed, but nothing its owner sees (known undrawn)
                continue
            payload, key = self.draw(live.table, live.owner, live.page, "", live.locale)
            if key == live.shown:
                live.drawn = now  # changed, but nothing its owner sees
                continue
            asked = _acts(live.table, live.owner)  # as drawn: the table may move during the edit
            if not self._current(live):
                continue
            live.editing = True
            try:
                await edit_panel(live.panel, payload)
            except discord.HTTPException as err:
                error: discord.HTTPException | None = err
            else:
                error = None
            finally:
                live.editing = False
            if error is not None:
                if isinstance(error, discord.NotFound | discord.Forbidden) or error.status == 401:
                    # dismissed, or the token is no longer honoured: Your hand makes a new one
                    log.info("table %d: the panel of %d is gone (%s)", live.table.id,
                             live.owner, error.status)
                    self.failed += 1
                    self._forget(live.table.id, live.owner)
                    return
                failures += 1
                if failures > EDIT_RETRIES:
                    log.warning("table %d: giving up the panel of %d after %d failed edits: %s",
                                live.table.id, live.owner, failures, error)
                    self.failed += 1
                    await self._retire(live)
                    return
                await _sleep(RETRY_BACKOFF * 2 ** (failures - 1))
                live.dirty = True
                continue
            self.edits += 1
            live.shown, live.drawn, live.last_edit = key, now, loop.time()
            live.asked = asked
        if self._current(live) and live.table.status != "playing" and not live.dirty:
            self._forget(live.table.id, live.owner)  # the match is over: the last edit is made

    # --- the end of a panel's life ----------------------------------------------------
    def _retire_later(self, live: LivePanel) -> None:
        if self._current(live):
            self._track(self._retire(live), f"panel-retire-{live.table.id}-{live.owner}")

    async def _retire(self, live: LivePanel) -> None:
        """The panel's last edit: it says it no longer updates (its buttons still work)."""
        if not self._current(live):
            return
        self._forget(live.table.id, live.owner)
        self.retired += 1
        payload, _ = self.draw(live.table, live.owner, live.page, RETIRED, live.locale)
        try:
            await edit_panel(live.panel, payload)
        except discord.HTTPException as err:
            log.info("table %d: could not retire the panel of %d: %s", live.table.id,
                     live.owner, err)

    # --- bookkeeping ----------------------------------------------------------------
    def _track(self, work: Any, name: str) -> asyncio.Task[None]:
        task: asyncio.Task[None] = asyncio.create_task(work, name=name)
        self._work.add(task)
        task.add_done_callback(self._work.discard)
        return task

    @property
    def pending(self) -> bool:
        """Whether an edit is still on its way (a busy probe for tests)."""
        return any(not t.done() for t in self._work)

    async def flush(self) -> None:
        while self._work:
            await asyncio.gather(*list(self._work), return_exceptions=True)

    def close(self) -> None:
        """Stop every retirement timer (shutdown)."""
        for panels in self.live.values():
            for live in panels.values():
                if live.retire is not None:
                    live.retire.cancel()
