"""The garbage collector's schedule: young passes as Python makes them, the rest frozen.

A busy bot makes thousands of objects a second that live for seconds — a table's
committed state and its drawn views, live panels, requests in flight. Python's collector
scans each of them again in its *middle* passes (generation 1), and at a thousand busy
tables those passes took 60–200 ms each, about forty times a minute: every click waiting
at that moment waited for them too (most of the slowest answers in ``python -m bot bench
discord`` had). Yet almost nothing they find is garbage: objects that die are freed by
their reference counts, and the few short-lived reference cycles die young, where the
young passes (which stay on, ``YOUNG``) collect them.

So every ``FREEZE_EVERY`` s a ``Collector`` runs one young pass and then freezes whatever
survived (``gc.freeze``: a constant-time move into the generation the collector never
scans), and middle passes never run on their own (``MIDDLE``, ``OLD``). Frozen objects
are still freed by their reference counts the moment they are no longer used. What
freezing does keep is a cycle that becomes garbage *after* it was frozen: so once in
``FULL_EVERY`` s — when the bot is calm (``calm()``), or anyway after twice that — the
frozen objects are handed back and one full pass collects such cycles, then everything
is frozen again. Memory stays bounded by what leaks between two full passes; the pauses
users feel are young passes of a few milliseconds (kept short: ``YOUNG``).
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import time
from collections.abc import Callable

log = logging.getLogger("bot.collector")

# allocations between young passes: Python's default. 5,000 was tried (fewer passes): at
# 1,000 tables its passes took up to 39-65 ms and 25% more CPU in all (probably: a young
# pass then walks objects no longer in the CPU's caches), against 5 ms at most with 700
# (bench discord, pictures on, two runs each in turns: ack p99 442-445 -> 365-366 ms)
YOUNG = 700
MIDDLE = 1_000_000  # young passes between middle passes: about hourly at 1,000 tables, over
# what survived since the last freeze only (a second's worth): cheap
OLD = 1_000_000  # middle passes between full passes: never on their own
FREEZE_EVERY = 1.0  # seconds between two freezes of what survived
FULL_EVERY = 15 * 60.0  # seconds between two full passes, at a calm moment when possible


class Collector:
    """Runs the schedule above for one process (start it once the bot is loaded)."""

    def __init__(self, calm: Callable[[], bool] = lambda: True, *,
                 freeze_every: float = FREEZE_EVERY, full_every: float = FULL_EVERY) -> None:
        self.calm = calm
        self.freeze_every, self.full_every = freeze_every, full_every
        self.freezes = 0
        self.full_passes = 0
        self.collected = 0  # unreachable objects the full passes found (what freezing kept)
        self._task: asyncio.Task[None] | None = None
        self._thresholds = gc.get_threshold()
        self._last_full = time.monotonic()

    def start(self) -> None:
        """Collect and freeze what the start-up made (it lives as long as the process),
        then take over the schedule."""
        gc.collect()
        gc.freeze()
        self._last_full = time.monotonic()
        gc.set_threshold(YOUNG, MIDDLE, OLD)
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._run(), name="garbage-collector")

    async def stop(self) -> None:
        """Back to Python's own schedule (tests, shutdown); nothing frozen is lost."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
        gc.set_threshold(*self._thresholds)
        gc.unfreeze()

    def step(self) -> None:
        """One turn of the schedule: a young pass and a freeze; a full pass when due."""
        since = time.monotonic() - self._last_full
        if since >= 2 * self.full_every or (since >= self.full_every and self.calm()):
            self.full_pass()
            return
        gc.collect(0)
        gc.freeze()
        self.freezes += 1

    def full_pass(self) -> None:
        """Hand the frozen objects back to the collector, collect everything, freeze again."""
        started = time.perf_counter()
        gc.unfreeze()
        found = gc.collect()
        gc.freeze()
        self.full_passes += 1
        self.collected += found
        self._last_full = time.monotonic()
        log.info("full garbage collection: %d unreachable objects in %.0f ms; %d frozen",
                 found, (time.perf_counter() - started) * 1000, gc.get_freeze_count())

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self.freeze_every)
            self.step()
