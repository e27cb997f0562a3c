"""What ``bench discord`` runs as the bot process: the launcher plus an event-loop probe.

Self-contained (standard library only, then ``bot.launcher``): it is executed as source
text against older trees too (``bench discord --compare REV``), so both bots are measured
by the same probe. It adds no hook to the bot's own code path: a thread asks the event
loop to run a tiny callback every ``PERIOD`` s (``call_soon_threadsafe``) and records how
long that callback waited — the time any ready work, an arriving interaction included,
waits before the loop gets to it. Garbage collections are timed too (a full collection
stops the loop).

Samples go to ``CARDTABLE_BENCH_OUT`` as JSON lines every second: ``[monotonic time,
lag seconds]`` pairs, so the driver can keep only the ones inside its measured phase
(``time.monotonic`` is the same clock in every process of the machine). CPU and memory
are read by the driver from ``/proc``.

Diagnostics by environment: ``CARDTABLE_BENCH_PROFILE=path`` writes a cProfile of the
bot process at exit (SIGINT); ``CARDTABLE_BENCH_TRACEMALLOC=path`` writes the biggest
allocation sites at exit; ``CARDTABLE_BENCH_OBJECTS=path`` writes the live objects by
type on SIGUSR1, which the driver sends at the end of its window (cheap enough to leave
the run's figures alone).
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import os
import signal
import sys
import threading
import time
from pathlib import Path
from typing import Any

PERIOD = 0.02


def _watch(out: Path) -> None:
    loops: list[asyncio.AbstractEventLoop] = []
    # every loop asyncio.run makes, whatever its kind (asyncio's own or uvloop's)
    lazy_init = asyncio.Runner._lazy_init  # type: ignore[attr-defined]

    def recording(self: asyncio.Runner) -> None:
        lazy_init(self)
        if self._loop is not None and (not loops or loops[-1] is not self._loop):  # type: ignore[attr-defined]
            loops.append(self._loop)  # type: ignore[attr-defined]

    asyncio.Runner._lazy_init = recording  # type: ignore[attr-defined]
    lags: list[list[float]] = []
    gcs: list[list[float]] = []
    gc_started = [0.0, 0.0]

    def on_gc(phase: str, info: dict[str, int]) -> None:
        # [when, generation, wall seconds, CPU seconds]: on a busy machine the wall time
        # includes waiting for a CPU; the collector runs on the thread that allocated, so
        # that thread's CPU clock gives its own cost
        if phase == "start":
            gc_started[:] = time.monotonic(), time.thread_time()
        else:
            gcs.append([time.monotonic(), info["generation"], time.monotonic() - gc_started[0],
                        time.thread_time() - gc_started[1]])

    gc.callbacks.append(on_gc)

    def probe() -> None:
        flushed = time.monotonic()
        while True:
            time.sleep(PERIOD)
            loop = loops[-1] if loops else None
            if loop is not None and not loop.is_closed():
                asked = time.monotonic()

                def ran(asked: float = asked) -> None:
                    lags.append([asked, time.monotonic() - asked])

                with contextlib.suppress(RuntimeError):  # the loop closed in between
                    loop.call_soon_threadsafe(ran)
            now = time.monotonic()
            if now - flushed >= 1.0:
                flushed = now
                batch, lags[:] = lags[:], []
                gc_batch, gcs[:] = gcs[:], []
                with out.open("a", encoding="utf-8") as f:
                    f.write(json.dumps({"lags": batch, "gcs": gc_batch}) + "\n")

    threading.Thread(target=probe, name="bench-probe", daemon=True).start()


def _dump_tracemalloc(path: str) -> None:
    import tracemalloc

    snapshot = tracemalloc.take_snapshot()
    lines = [f"{s.size / 1024:10.1f} KiB {s.count:8d} {s.traceback}"
             for s in snapshot.statistics("lineno")[:40]]
    Path(path).write_text("\n".join(lines) + "\n", encoding="utf-8")


def _dump_objects(path: str) -> None:
    """Live objects the collector tracks, by type (most numerous first), and the sizes of
    the biggest containers' types: what the process keeps, at a cost that does not slow
    the run (unlike tracemalloc)."""
    from collections import Counter

    counts: Counter[str] = Counter()
    sizes: Counter[str] = Counter()
    frozen = gc.get_freeze_count()
    gc.unfreeze()  # a bot that freezes what survives (bot/collector.py) keeps it there
    for obj in gc.get_objects():
        name = f"{type(obj).__module__}.{type(obj).__qualname__}"
        counts[name] += 1
        sizes[name] += sys.getsizeof(obj)
    lines = [f"tracked objects: {sum(counts.values())} (of them frozen: {frozen}); young "
             f"generations now {gc.get_count()}"]
    lines += [f"{n:9d} {sizes[name] / 1024:10.1f} KiB {name}" for name, n in counts.most_common(60)]
    # What only the collector frees (reference cycles), collected now and kept to count:
    # every such object makes the collector run sooner.
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        gc.collect()
        cyclic = Counter(f"{type(obj).__module__}.{type(obj).__qualname__}"
                         for obj in gc.garbage)
        gc.garbage.clear()
    finally:
        gc.set_debug(0)
    gc.freeze()
    lines += ["", f"in reference cycles (garbage, frozen or not): {sum(cyclic.values())}"]
    lines += [f"{n:9d} {name}" for name, n in cyclic.most_common(30)]
    Path(path).write_text("\n".join(lines) + "\n", encoding="utf-8")


def main() -> None:
    _watch(Path(os.environ["CARDTABLE_BENCH_OUT"]))
    trace_to = os.environ.get("CARDTABLE_BENCH_TRACEMALLOC")
    if trace_to:
        import tracemalloc

        tracemalloc.start(4)
    objects_to = os.environ.get("CARDTABLE_BENCH_OBJECTS")
    if objects_to:  # the driver signals at the end of its measured window
        signal.signal(signal.SIGUSR1, lambda *_: _dump_objects(objects_to))
    from bot.launcher import launch

    profile_to = os.environ.get("CARDTABLE_BENCH_PROFILE")
    code: Any = 0
    try:
        if profile_to:
            import cProfile

            profiler = cProfile.Profile()
            try:
                code = profiler.runcall(launch)
            finally:
                profiler.dump_stats(profile_to)
        else:
            code = launch()
    finally:
        if trace_to:
            _dump_tracemalloc(trace_to)
    sys.exit(code)


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, signal.default_int_handler)  # a clean stop writes the dumps
    main()
