"""How far behind the event loop is: people first, background work when there is room.

Discord drops an interaction not acknowledged within 3 s of its creation, whatever the
reason — and under load the reason is the queue in front of it, not its own work. So the
component router (``cogs.ui.dispatch``) asks ``triage``:

* ``"dead"``: the interaction waited past ``DEAD_AGE`` before we reached it; no answer
  could land in time, Discord has told the user it failed, so nothing is done (the user
  tries again; nothing was applied) — an overloaded bot sheds work instead of adding to it;
* ``"ack"``: the loop is well behind (``ACK_LAG``) or the interaction has waited
  (``ACK_AGE``): acknowledge it (a deferral) before any rendering or store work, and
  answer through the deferral. ``Reply.run`` asks again (``ack_now``) once its work is
  done and before the answer is drawn. Drawing waits for acknowledgements on their way
  (``acks_sent``), which take several turns of the loop to reach the socket;
* ``""``: just do the work (one request: the answer).

``idle_turn(wake)``: work no one needs *now* — redrawing the hand panel of a player who
has nothing to do — waits while the bot is busy at all (``IDLE_LAG``, or clicks' work
piling up), until the loop is calm, ``MAX_IDLE`` has passed, or its owner wakes it (their
turn came). Under a sustained load those panels skip the cards others play and catch up
when it is their turn: the table message shows every card meanwhile.

``background_turn()``: work no person is waiting on — redrawing a table message, a
computer's move, a turn ping — waits while the loop is behind (``LAG_HIGH``), so the
interactions queued in front of it go first; table edits coalesce meanwhile (the presenter
always draws the latest state). It never waits longer than ``MAX_YIELD``: background work
is slowed, not starved — but under a sustained overload the overdue go a few per reading,
not all at once (``OVERDUE_BATCH``), so background work cannot flood a late loop.

Ages come from the interaction's snowflake, net of the least age seen lately (our clock's
offset from Discord's, at most), so a clock ahead of Discord's cannot make fresh
interactions look dead. The lag is read by one monitor task (a short sleep that comes back
late) as a decaying peak; it also releases waiting background work in arrival order, a
batch per reading, so waiting costs nothing per tick however many tables wait.
"""
from __future__ import annotations

import asyncio
import contextlib
from collections import deque
from collections.abc import AsyncIterator, Iterator
from typing import Any

import discord

PERIOD = 0.025  # seconds between two lag readings
LAG_HIGH = 0.05  # a loop this late is behind: background work waits
ACK_LAG = 0.25  # this late: acknowledge first (a deferral is one more request to pay for)
ACK_AGE = 0.5  # an interaction this old when we reach it: acknowledge before any work
MAX_YIELD = 2.0  # background work waits at most this long for a calm loop
ACK_WAIT = 1.0  # work waits at most this long for others' acknowledgements to go out
RELEASE = 32  # background waiters let go per reading once calm (no stampede)
OVERDUE_BATCH = 4  # overdue waiters let go per reading while still behind (see _release)
IDLE_LAG = 0.02  # this late lately (``strain``), or BUSY_WORK clicks in flight: busy
STRAIN_DECAY = 0.97  # per reading: ``strain`` remembers a late loop for a second or so
MAX_IDLE = 10.0  # ... at most this long
DECAY = 0.5  # per reading: the peak lag forgets a stall within a few readings


DEAD_AGE = 2.5  # older than this when we reach it: Discord gives up before an answer lands
BUSY_WORK = 8  # clicks' work in flight at once from which the bot counts as busy
SKEW_WINDOW = 500  # interactions per bucket of the clock-offset estimate


def interaction_age(interaction: discord.Interaction[Any]) -> float:
    """Seconds since Discord created the interaction (its snowflake) by our clock."""
    return (discord.utils.utcnow() - interaction.created_at).total_seconds()


class Pressure:
    """The event loop's lag, and background work waiting for the loop to calm down."""

    def __init__(self) -> None:
        self.lag = 0.0
        # The lag as a slowly fading peak: a loop that was late within the last second or
        # so is still "busy" for work no one needs now (the lag itself forgets in 0.1 s).
        self.strain = 0.0
        self.dropped = 0  # interactions Discord had given up on before we reached them
        # Our clock against Discord's: the least age seen lately (two buckets of
        # SKEW_WINDOW), which is the offset plus the fastest delivery. Ages are read net of
        # it, so a clock ahead of Discord's never makes fresh interactions look old; a busy
        # spell can only make it larger, which errs towards doing the work.
        self._least = [float("inf"), float("inf")]
        self._seen = 0
        self._acking = 0  # acknowledgements on their way to Discord
        self._acks_sent: asyncio.Event | None = None
        self._waiters: deque[tuple[float, asyncio.Future[None]]] = deque()
        self._idle: deque[tuple[float, asyncio.Future[None]]] = deque()
        self._task: asyncio.Task[None] | None = None
        self.working = 0  # clicks whose work (store, table lock) is in flight (Reply.run)

    @property
    def behind(self) -> bool:
        return self.lag > LAG_HIGH

    @property
    def busy(self) -> bool:
        """Whether anything at all waits: a late loop or clicks' work piling up."""
        return self.strain > IDLE_LAG or self.working >= BUSY_WORK

    def start(self) -> None:
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._monitor(), name="loop-pressure")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
        self._release(everyone=True)
        self._release(self._idle, everyone=True)

    def age(self, interaction: discord.Interaction[Any]) -> float:
        """How long the interaction has waited, net of our clock's offset from Discord's."""
        raw = interaction_age(interaction)
        self._seen += 1
        if self._seen % SKEW_WINDOW == 0:
            self._least = [self._least[1], float("inf")]
        self._least[1] = min(self._least[1], raw)
        offset = max(0.0, min(self._least))  # how far ahead our clock may be, at most
        return max(0.0, raw - offset)

    def triage(self, interaction: discord.Interaction[Any]) -> str:
        """``"dead"``: Discord has already told the user it failed, so do nothing (the
        user tries again; nothing was applied); ``"ack"``: acknowledge before the work;
        ``""``: just do the work."""
        age = self.age(interaction)
        if age > DEAD_AGE:
            self.dropped += 1
            return "dead"
        return "ack" if self.lag > ACK_LAG or age > ACK_AGE else ""

    @contextlib.contextmanager
    def at_work(self) -> Iterator[None]:
        """Around one click's work (counted for ``busy``)."""
        self.working += 1
        try:
            yield
        finally:
            self.working -= 1

    def ack_now(self, interaction: discord.Interaction[Any]) -> bool:
        """After awaited work, before drawing the answer: acknowledge first if the loop is
        behind or the interaction has waited (drawing may wait behind others' drawing)."""
        return self.lag > ACK_LAG or self.age(interaction) > ACK_AGE

    @contextlib.asynccontextmanager
    async def acknowledging(self) -> AsyncIterator[None]:
        """Around an acknowledgement's request: ``acks_sent`` waits for it."""
        self._acking += 1
        if self._acks_sent is None:
            self._acks_sent = asyncio.Event()
        self._acks_sent.clear()
        try:
            yield
        finally:
            self._acking -= 1
            if not self._acking:
                self._acks_sent.set()

    async def acks_sent(self) -> None:
        """Before drawing or storing anything: let the acknowledgements already on their way
        reach Discord first (a request takes several turns of the loop, and a long drawing
        in between would make them late)."""
        if self._acking and self._acks_sent is not None:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._acks_sent.wait(), ACK_WAIT)

    async def background_turn(self) -> None:
        """Wait (at most ``MAX_YIELD`` s) while the loop is behind: people go first."""
        if not self.behind or self._task is None:
            return
        waiter = asyncio.get_running_loop().create_future()
        self._waiters.append((asyncio.get_running_loop().time() + MAX_YIELD, waiter))
        await waiter

    async def idle_turn(self, wake: asyncio.Future[None]) -> None:
        """Wait while the bot is busy (at most ``MAX_IDLE`` s), or until ``wake`` is set by
        whoever learns the work is needed now: work no one needs yet goes last."""
        if not self.busy or self._task is None or wake.done():
            return
        self._idle.append((asyncio.get_running_loop().time() + MAX_IDLE, wake))
        await wake

    async def _monitor(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            asked = loop.time()
            await asyncio.sleep(PERIOD)
            late = loop.time() - asked - PERIOD
            self.lag = max(late, self.lag * DECAY)
            self.strain = max(late, self.strain * STRAIN_DECAY)
            self._release(batch=0 if self.behind else RELEASE)
            self._release(self._idle, batch=0 if self.busy else RELEASE)

    def _release(self, waiters: deque[tuple[float, asyncio.Future[None]]] | None = None, *,
                 batch: int = 0, everyone: bool = False) -> None:
        """Wake background work in arrival order: ``batch`` waiters once calm; while the
        loop is still behind (``batch`` 0), only overdue ones, ``OVERDUE_BATCH`` of them.

        Under a sustained overload every waiter becomes overdue: releasing them all at once
        (or all at the first calm reading) would hand the loop a flood of redraws and
        requests — hundreds of connections opened at once — just when it is late. Readings
        come further apart the later the loop is, so this lets background work through at
        a rate that falls as the lag grows. What waits longer is not lost: table and panel
        edits coalesce meanwhile (each draws the latest state when it runs).
        """
        waiters = self._waiters if waiters is None else waiters
        now = asyncio.get_running_loop().time() if waiters else 0.0
        behind, left = batch <= 0, batch if batch > 0 else OVERDUE_BATCH
        while waiters and (everyone or left > 0):
            if waiters[0][1].done():  # woken already (or cancelled): costs no turn
                waiters.popleft()
                continue
            if not everyone:
                if behind and waiters[0][0] > now:
                    break  # behind: only the overdue go
                left -= 1
            _, waiter = waiters.popleft()
            waiter.set_result(None)


def pressure_of(client: Any) -> Pressure | None:
    """The bot's gauge (None for a client without one, as in some tests)."""
    gauge = getattr(client, "pressure", None)
    return gauge if isinstance(gauge, Pressure) else None
