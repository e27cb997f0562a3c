"""``python -m bot bench discord``: many busy tables at once, played through the fake Discord.

The bot runs as its own process (``bot/bench_probe.py``: the launcher plus an event-loop
probe, pointed at the fake by tests/fakediscord's child patch); this process runs the fake
and the players. Players act at a human pace: each move takes ``2–5 s × --think`` (a
person reads the table, opens their hand when it is stale, picks a card), so N tables
make about N/3 interactions a second. A click the bot does not answer in time is counted,
and that player backs off (1, 2, 4 … 30 s) instead of clicking again: an overloaded bot
is measured, not fed a storm.

Tables open over a ramp (``--ramp``, default N/40 s) in servers of 25 tables (the
default per-server limit). Every table waits until all are dealt, then all start playing
at the same moment, as after a restart with that many open tables: the window, from that
moment until the run ends by itself after ``--seconds`` of play (or ``--moves`` per
table), opens with a start wave at about twice the steady rate for some 15 s (every
player's first **Your hand**, every table's first move).

``--staggered``: each table starts playing once it is dealt, as tables do on a server
that has been up a while, so their moves are spread in time and later deals end at
different moments; the window opens 10 s after the last table is dealt (``SETTLE``: the
opening, 200 interactions a second on top of the play, is over by then). Steady play at
1,000 tables turned out harder than the start wave: more moves a second (each editing
the other players' live panels) and fewer cheap **Your hand** clicks.

Printed, over that window:
- acknowledgement latency as the fake sees it, socket to socket (p50/p99/max): from the
  moment the fake writes the INTERACTION_CREATE frame to the socket to the moment the
  answer's HTTP request has arrived (aiohttp parsed its head: ``tests/fakediscord/
  arrival.py``), whatever the fake does after that. Both stamps are taken by this process,
  which runs the fake and every player, so the figure still holds the driver's own delay
  in reading the socket: up to one turn of its event loop before the answer is read (the
  bot's side has the same on reading the frame). That part is bounded by the driver's
  loop lag, printed on its own line with what the driver no longer counts: how long
  frames waited in its queue (creation → written) and how long answers waited between
  arriving and its handler running. The same latency from the moment the fake made the
  interaction is printed beside it;
- unanswered interactions (no answer within Discord's 3 s: the user saw "did not respond")
  and deferred ones;
- the bot's event-loop lag (p99/max), CPU ms per interaction (everything the process did
  in the window, table edits included, divided by the interactions), resident memory;
- table-message edits and hand-panel edits per move and 429s, as the fake recorded them;
- this process's own loop lag: when it is high the driver, not the bot, is the limit.

``--compare REV`` runs the same bench against REV (exported to a temporary folder) and
then against this tree, one after the other with identical players, and prints the ratios.

Diagnostics by environment (see ``bot/bench_probe.py``): ``CARDTABLE_BENCH_PROFILE=path``
(cProfile of the bot process), ``CARDTABLE_BENCH_TRACEMALLOC=path`` (its biggest
allocation sites at the end), ``CARDTABLE_BENCH_OBJECTS=path`` (its live objects by type
at the end), ``CARDTABLE_BENCH_LOG=path`` (the bot's log), ``CARDTABLE_BENCH_PYSPY=path``
(py-spy's collapsed stacks of the bot over the measured window, if py-spy is installed
beside this Python; sampled only while a thread holds the GIL, so they show where the
CPU goes, not where the loop waits).
"""

from __future__ import annotations

import argparse
import asyncio
import bisect
import contextlib
import gc
import json
import os
import random
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tests.fakediscord import FakeDiscord, Interaction, Message, User
    from tests.fakediscord.model import Channel

ROOT = Path(__file__).resolve().parent.parent
PROBE = Path(__file__).resolve().parent / "bench_probe.py"
TABLES_PER_GUILD = 25
SEATS = 4
MAX_BACKOFF = 30.0
DEADLINE = 3.0
# Seconds between the last table dealt and the window, when tables play as they are dealt:
# the opening (40 tables a second opened, joined by three and started, 200 interactions a
# second on top of the play) is over by then, and the window holds play alone.
SETTLE = 10.0


# --- figures -----------------------------------------------------------------------------

def pct(values: list[float], q: float) -> float:
    """The ``q`` quantile of sorted ``values`` (nearest rank); 0 for none."""
    if not values:
        return 0.0
    return values[min(len(values) - 1, max(0, round(q * len(values)) - 1))]


def _spread(ms: list[float]) -> tuple[float, float, float]:
    """(p50, p99, max) of sorted ``ms``; zeros for none."""
    if not ms:
        return 0.0, 0.0, 0.0
    return statistics.median(ms), pct(ms, 0.99), ms[-1]


def _proc_cpu(pid: int) -> float:
    """CPU seconds (user + system, every thread) the process has used."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _descendants(pid: int) -> list[int]:
    """The processes ``pid`` started, and theirs (the bot's picture-drawing process)."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parents[int(entry.name)] = int(
                    (entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
    found, todo = [], [pid]
    while todo:
        parent = todo.pop()
        kids = [p for p, pp in parents.items() if pp == parent]
        found += kids
        todo += kids
    return found


def _family_cpu(pid: int) -> float:
    """CPU seconds of the process and every process it started that is still running."""
    total = _proc_cpu(pid)
    for kid in _descendants(pid):
        with contextlib.suppress(OSError, IndexError, ValueError):
            total += _proc_cpu(kid)
    return total


def _children_mem(pid: int) -> float:
    """Resident memory of the processes ``pid`` started, MiB."""
    total = 0.0
    for kid in _descendants(pid):
        with contextlib.suppress(OSError, IndexError, ValueError):
            total += _proc_mem(kid)[0]
    return total


def _run_queue_wait(pid: int) -> float:
    """Seconds the process's main thread (its event loop) has spent ready to run but
    waiting for a CPU: the machine's contention, not the bot's own work."""
    try:
        return int(Path(f"/proc/{pid}/schedstat").read_text().split()[1]) / 1e9
    except (OSError, IndexError, ValueError):
        return 0.0


def _proc_mem(pid: int) -> tuple[float, float]:
    """Resident memory now and at its peak, MiB."""
    now = peak = 0.0
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            now = int(line.split()[1]) / 1024
        elif line.startswith("VmHWM:"):
            peak = int(line.split()[1]) / 1024
    return now, peak


@dataclass
class Counts:
    """What the players did (the driver's side)."""

    moves: list[float] = field(default_factory=list)  # when each move was answered
    failures: int = 0  # clicks with no answer in time: the player backed off
    refused: int = 0  # a click the fake would not send (the message moved on)
    stalls: int = 0  # waited 20 s for a table message that did not change
    # why a player opened Your hand before moving: no panel yet (or gone), or the one they
    # held was drawn at another move — still offering moves (its buttons would have done)
    # or not (its edit had not landed)
    hands: list[tuple[float, str]] = field(default_factory=list)
    offline: int = 0  # clicks not sent: the bot's gateway connection was down
    errors: list[str] = field(default_factory=list)  # tables whose players hit a surprise
    opened: int = 0
    lost_tables: int = 0  # gave up opening after repeated failures


@dataclass
class Window:
    start: float = 0.0
    end: float = 0.0
    cpu_start: float = 0.0
    cpu_end: float = 0.0
    waited_start: float = 0.0
    waited_end: float = 0.0
    driver_waited: float = 0.0
    driver_cpu: float = 0.0


# --- players -----------------------------------------------------------------------------

def _ids(message: Message) -> list[str]:
    return [c.custom_id or "" for c in message.components]


def _pinged(message: Message, users: list[Any]) -> list[Any]:
    """Whom the table message asks to act: its mentions, or with pictures on (a Components
    v2 message has no content) the mentions in its first text block, the turn line."""
    if message.components_v2:
        first = message.text.split("\n", 1)[0]
        return [u for u in users if u.mention in first]
    return [u for u in users if message.mentions_user(u)]


def _version(message: Message, kind: str) -> int | None:
    """The table version the message's ``ct:<kind>:`` components were drawn at."""
    for cid in _ids(message):
        parts = cid.split(":")
        if len(parts) >= 4 and parts[0] == "ct" and parts[1] == kind and parts[3].isdigit():
            return int(parts[3])
    return None


def _offered(panel: Message) -> list[tuple[str, str, str]]:
    """(action, component custom id, "button"|"select") on a hand panel."""
    out: list[tuple[str, str, str]] = []
    for comp in panel.components:
        cid = comp.custom_id or ""
        if comp.is_select and cid.startswith("ct:sel:") and not comp.disabled:
            out += [(value, cid, "select") for value in comp.option_values]
        elif comp.is_button and cid.startswith("ct:act:") and not comp.disabled:
            out.append((cid.split(":", 4)[4], cid, "button"))
    return out


def _choose(offered: list[tuple[str, str, str]]) -> tuple[str, str, str]:
    """Pass the auction quickly (low bids), take marriages, else the first card offered."""
    actions = [a for a, _, _ in offered]
    bids = [o for o in offered if o[0].startswith("bid:")]
    if bids:
        if "pass" in actions and bids[0][0] != "bid:50":
            return next(o for o in offered if o[0] == "pass")
        return bids[0]
    for option in offered:
        if option[0].startswith("marriage:"):
            return option
    return offered[0]


class Player:
    """The four people at one table: open it, join, start, then play at a human pace."""

    def __init__(self, run: Run, index: int, channel: Channel, users: list[User]) -> None:
        self.run, self.fake = run, run.fake
        self.channel, self.users = channel, users
        self.rng = random.Random(index)
        self.place: Channel = channel
        self.table: Message | None = None
        self.panels: dict[int, Message] = {}
        self.backoff = 0.0
        self.moves = 0

    async def _answered(self, rec: Interaction) -> Interaction | None:
        """The interaction if it was answered in time; else count it and back off."""
        if rec.response_type is None or rec.expired:
            self.run.counts.failures += 1
            self.backoff = min(MAX_BACKOFF, max(1.0, self.backoff * 2))
            await asyncio.sleep(self.backoff * self.rng.uniform(0.5, 1.0))
            return None
        self.backoff = 0.0
        return rec

    async def click(self, user: User, message: Message, target: str,
                    values: list[str] | None = None) -> Interaction | None:
        from tests.fakediscord import NotClickable, NotConnected

        try:
            if values is None:
                rec = await self.fake.click(user, message, target, settle=False)
            else:
                rec = await self.fake.select(user, message, target, values, settle=False)
        except NotClickable:
            self.run.counts.refused += 1
            return None
        except NotConnected:  # the bot is reconnecting (Discord shows it offline)
            await self._offline()
            return None
        return await self._answered(rec)

    async def _offline(self) -> None:
        self.run.counts.offline += 1
        self.backoff = min(MAX_BACKOFF, max(1.0, self.backoff * 2))
        await asyncio.sleep(self.backoff * self.rng.uniform(0.5, 1.0))

    async def filled(self, message: Message, timeout: float = 20.0) -> bool:
        """Wait for a deferred ("thinking…") message to be filled in."""
        end = time.monotonic() + timeout
        while message.loading and not message.deleted:
            left = end - time.monotonic()
            if left <= 0:
                return False
            await self.fake.next_change(message.channel, left)
        return not message.deleted

    def table_message(self) -> Message | None:
        for message in self.fake.messages(self.place):
            if any(c.startswith(("ct:hand:", "ct:lobby:")) for c in _ids(message)):
                return message
        return None

    async def open(self) -> bool:
        """Open the table, seat four, start; False if the bot never let us (counted)."""
        from tests.fakediscord import NotConnected

        host = self.users[0]
        for _ in range(4):
            if time.monotonic() > self.run.stop_at:
                return False
            try:
                rec = await self.fake.slash(host, self.channel, "table open",
                                            game="huutopussi", settle=False)
            except NotConnected:
                await self._offline()
                continue
            if await self._answered(rec) is not None:
                break
        else:
            return False
        end = time.monotonic() + 60
        while self.table is None and time.monotonic() < end:
            threads = self.fake.threads(self.channel)
            self.place = threads[-1] if threads else self.channel
            self.table = self.table_message()
            if self.table is None:
                await self.fake.next_change(self.place if threads else self.channel, 2.0)
        if self.table is None:
            return False
        for user in self.users[1:]:
            await asyncio.sleep(self.rng.uniform(0.5, 2.0))
            while await self.click(user, self.table, "Join") is None:  # answered: seated
                if time.monotonic() > self.run.stop_at:
                    return False
        start = ""
        end = time.monotonic() + 60
        while time.monotonic() < end:  # Start is enabled once the edit with four seats lands
            start = next((c.custom_id or "" for c in self.table.components
                          if (c.custom_id or "").endswith(":start") and not c.disabled), "")
            if start:
                break
            await self.fake.next_change(self.place, 2.0)
        if not start:
            return False
        while await self.click(host, self.table, start) is None:
            if time.monotonic() > self.run.stop_at:
                return False
        end = time.monotonic() + 60
        while _version(self.table, "hand") is None:  # dealt once the table's edit lands
            if time.monotonic() > end:
                return False
            await self.fake.next_change(self.place, 2.0)
        return True

    async def play(self) -> None:
        """Move after move until the run ends: the person to act reads, opens their hand
        when the one they hold is stale, and picks."""
        assert self.table is not None
        acted_at = -1
        counts = self.run.counts
        while time.monotonic() < self.run.stop_at and (
                not self.run.moves or self.moves < self.run.moves):
            version = _version(self.table, "hand")
            if version is None:
                return  # the match is over (or the table closed)
            actors = _pinged(self.table, self.users)
            if version <= acted_at or not actors:
                if not await self.fake.next_change(self.place, 20.0):
                    counts.stalls += 1
                continue
            user = actors[0]
            think = self.rng.uniform(2.0, 5.0) * self.run.think
            await asyncio.sleep(think * 0.5)  # they read the table, then look at their hand
            think *= 0.5
            panel = self.panels.get(user.id)
            if panel is None or panel.deleted or (_version(panel, "act") != version and (
                    _version(panel, "sel") != version)):  # not kept up to date: ask for it
                counts.hands.append((time.monotonic(), "none" if panel is None or panel.deleted
                                     else "offering" if _offered(panel) else "late"))
                rec = await self.click(user, self.table, "Your hand")
                if rec is None or rec.reply is None or not await self.filled(rec.reply):
                    continue
                panel = self.panels[user.id] = rec.reply
            await asyncio.sleep(think)
            offered = _offered(panel)
            if not offered:  # not asked after all (the table moved on): look again
                self.panels.pop(user.id, None)
                await self.fake.next_change(self.place, 2.0)
                continue
            action, cid, kind = _choose(offered)
            rec = await self.click(user, panel, cid, [action] if kind == "select" else None)
            if rec is None:
                continue
            acted_at = version
            self.moves += 1
            counts.moves.append(time.monotonic())


@dataclass
class Run:
    fake: FakeDiscord
    stop_at: float
    moves: int
    think: float
    counts: Counts = field(default_factory=Counts)


# --- one bench session ---------------------------------------------------------------------

async def _loop_lag(samples: list[tuple[float, float]], stop: asyncio.Event) -> None:
    """This process's own event-loop lag (the fake and the players)."""
    while not stop.is_set():
        t = time.monotonic()
        await asyncio.sleep(0.02)
        samples.append((t, time.monotonic() - t - 0.02))


def _watch_gc(out: list[tuple[float, int, float]]) -> Callable[[], None]:
    """Record this process's garbage collections in ``out`` (start, generation, seconds)
    until the returned function is called. A full collection walks every record the fake
    keeps and stops the fake and every player at once."""
    started = [0.0]

    def on_gc(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            started[0] = time.monotonic()
        else:
            out.append((started[0], info["generation"], time.monotonic() - started[0]))

    gc.callbacks.append(on_gc)
    return lambda: gc.callbacks.remove(on_gc)


async def _keep_frozen(stop: asyncio.Event, every: float = 1.0) -> None:
    """Move what this process holds out of the garbage collector's sight, every second.

    The fake keeps every interaction, message and edit it saw (the figures are read from
    them); without this each full collection walked all of them and stopped the fake and
    every player at once: 20 full collections in a 60-s window at 1,000 tables, the longest
    1.2 s, added to the acknowledgement latency the fake measures. The young generations
    still collect the players' and requests' short-lived garbage; what is frozen is only
    freed after the session (``gc.unfreeze``)."""
    while not stop.is_set():
        gc.freeze()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), every)


SLOW_MS = 250.0  # an answer slower than this (socket to socket) is counted as slow


def _slow_answers(answered: list[Interaction], gcs: list[list[float]]) -> tuple[int, int, int]:
    """How many answers took over ``SLOW_MS``, and how many of those were waiting while the
    bot's collector ran a pass of generation 1 or 2 (its stops are the loop's longest):
    whether the slowest answers are the collector's or the queue's."""
    stops = sorted((end - wall, end) for end, gen, wall, _ in gcs if gen >= 1)
    starts = [a for a, _ in stops]
    slow = through = 0
    waited = 0.0
    for r in answered:
        if r.answered_at is None or (r.answered_at - r.sent_at) * 1000 <= SLOW_MS:
            continue
        slow += 1
        i = bisect.bisect_left(starts, r.answered_at)
        overlap = sum(max(0.0, min(b, r.answered_at) - max(a, r.sent_at))
                      for a, b in stops[max(0, i - 8):i])
        if overlap > 0:
            through += 1
            waited += overlap
    return slow, through, round(waited / through * 1000) if through else 0


def _read_probe(path: Path) -> tuple[list[tuple[float, float]], list[list[float]]]:
    lags: list[tuple[float, float]] = []
    gcs: list[list[float]] = []
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            with contextlib.suppress(ValueError):
                item = json.loads(line)
                lags += [(t, lag) for t, lag in item["lags"]]
                gcs += item["gcs"]
    return lags, gcs


async def session(tree: Path, tables: int, seconds: float, moves: int, think: float,
                  ramp: float | None, staggered: bool = False, label: str = ""
                  ) -> dict[str, Any]:
    """One bot (the code in ``tree``) under ``tables`` busy tables; its figures."""
    from tests.fakediscord import FakeDiscord

    work = Path(tempfile.mkdtemp(prefix="cardtable-bench-discord-"))
    db, out = work / "bench.sqlite3", work / "probe.jsonl"
    ramp = tables / 40 if ramp is None else ramp
    load_before = os.getloadavg()
    async with FakeDiscord(quiet=0.3) as fake:
        guilds = [fake.add_guild(f"Bench {g}") for g in range(-(-tables // TABLES_PER_GUILD))]
        channels, players = [], []
        for i in range(tables):
            guild = guilds[i // TABLES_PER_GUILD]
            channels.append(fake.add_channel(guild, f"table-{i}"))
            players.append([fake.add_member(guild, f"p{i}-{k}") for k in range(SEATS)])
        env = {"CARDTABLE_STORE__PATH": str(db),
               "CARDTABLE_TABLES__MAX_TABLES_PER_GUILD": str(TABLES_PER_GUILD),
               "CARDTABLE_TABLES__TURN_TIMEOUT_SECONDS": "0",
               "CARDTABLE_TABLES__WARN_SECONDS": "0",
               "CARDTABLE_BOT__LOG_LEVEL": "WARNING", "CARDTABLE_BENCH_OUT": str(out),
               "PYTHONDONTWRITEBYTECODE": "1"}
        child = await fake.spawn("-c", PROBE.read_text(encoding="utf-8"), env=env, cwd=tree)
        driver_lags: list[tuple[float, float]] = []
        driver_gcs: list[tuple[float, int, float]] = []
        stop = asyncio.Event()
        monitor = asyncio.create_task(_loop_lag(driver_lags, stop))
        window = Window()
        unwatch = _watch_gc(driver_gcs)
        freezer: list[asyncio.Task[None]] = []
        try:
            await fake.wait_synced(timeout=120)
            await fake.wait_connected(timeout=120)
            await fake.idle(timeout=120)
            rss_idle, _ = _proc_mem(child.pid)
            t_begin = time.monotonic()
            settle = SETTLE if staggered else 0.0
            run = Run(fake, stop_at=t_begin + ramp + 60 + settle + seconds, moves=moves,
                      think=think)
            people = [Player(run, i, channels[i], players[i]) for i in range(tables)]
            opened = [0]
            all_open = asyncio.Event()

            async def table(i: int) -> None:
                await asyncio.sleep(ramp * i / tables)
                ok = False
                try:
                    ok = await people[i].open()
                except Exception as err:
                    run.counts.errors.append(f"table {i} opening: {err!r}")
                finally:
                    if ok:
                        run.counts.opened += 1
                    else:
                        run.counts.lost_tables += 1
                    opened[0] += 1
                    if opened[0] == tables:
                        all_open.set()
                if ok:
                    if not staggered:
                        await all_open.wait()
                    try:
                        await people[i].play()
                    except Exception as err:  # one table's surprise must not end the run
                        run.counts.errors.append(f"table {i}: {err!r}")

            async def measure() -> None:
                await all_open.wait()
                await asyncio.sleep(settle)
                gc.collect()  # once, before the window: then the records are kept frozen
                freezer.append(asyncio.create_task(_keep_frozen(stop)))
                window.start = time.monotonic()
                window.cpu_start = _family_cpu(child.pid)
                window.waited_start = _run_queue_wait(child.pid)
                window.driver_waited = -_run_queue_wait(os.getpid())
                window.driver_cpu = -_proc_cpu(os.getpid())
                run.stop_at = window.start + seconds
                spy = os.environ.get("CARDTABLE_BENCH_PYSPY")
                if spy:  # sample the bot's stacks over the window (py-spy from PyPI)
                    await asyncio.create_subprocess_exec(
                        str(Path(sys.executable).with_name("py-spy")), "record", "--pid",
                        str(child.pid), "-d", str(int(seconds)), "-r", "100", "-f", "raw",
                        "--nonblocking", "--gil", "-o", spy, stdout=subprocess.DEVNULL,
                        stderr=subprocess.DEVNULL)
                await asyncio.sleep(seconds)
                window.end = time.monotonic()
                window.cpu_end = _family_cpu(child.pid)
                window.waited_end = _run_queue_wait(child.pid)
                window.driver_waited += _run_queue_wait(os.getpid())
                window.driver_cpu += _proc_cpu(os.getpid())

            await asyncio.gather(measure(), *(table(i) for i in range(tables)))
            rss, rss_peak = _proc_mem(child.pid)
            rss_children = _children_mem(child.pid)
            if os.environ.get("CARDTABLE_BENCH_OBJECTS"):  # while every table is alive
                os.kill(child.pid, signal.SIGUSR1)
            await asyncio.sleep(DEADLINE + 1)  # what is still owed is due by now
        except BaseException:
            print(child.output[-3000:], file=sys.stderr)
            raise
        finally:
            unwatch()
            stop.set()
            await monitor
            for task in freezer:
                await task
            gc.unfreeze()  # what this session kept is garbage once the fake is gone
            log_to = os.environ.get("CARDTABLE_BENCH_LOG")
            if log_to:  # what the bot logged (warnings and worse), to read after the run
                Path(log_to).write_text(child.output, encoding="utf-8")
            if os.environ.get("CARDTABLE_BENCH_PROFILE") or os.environ.get(
                    "CARDTABLE_BENCH_TRACEMALLOC"):
                await child.terminate(60)  # SIGTERM: the probe writes its dumps
            await child.kill()
        recs = [r for r in fake.interactions if window.start <= r.created_at < window.end]
        answered = [r for r in recs if r.response_type is not None and not r.expired]
        socket = sorted((r.answered_at - r.sent_at) * 1000 for r in answered
                        if r.answered_at is not None)
        created = sorted((r.answered_at - r.created_at) * 1000 for r in answered
                         if r.answered_at is not None)
        queued = sorted((r.sent_at - r.created_at) * 1000 for r in recs)
        handling = sorted((r.handled_at - r.answered_at) * 1000 for r in answered
                          if r.answered_at is not None and r.handled_at is not None)
        kinds = Counter(v.kind for v in fake.violations)
        writes = [t for t, _ in fake.message_writes if window.start <= t < window.end]
        lags, gcs = _read_probe(out)
        slow = _slow_answers(answered, gcs)
        shutil.rmtree(work, ignore_errors=True)
    bot_lag = sorted(lag * 1000 for t, lag in lags if window.start <= t < window.end)
    own_lag = sorted(lag * 1000 for t, lag in driver_lags if window.start <= t < window.end)
    own_gcs = [g for g in driver_gcs if window.start <= g[0] < window.end]
    in_window = [g for g in gcs if window.start <= g[0] < window.end]
    full_gcs = [g for g in in_window if g[1] == 2]
    span = max(1e-9, window.end - window.start)
    moved = [t for t in run.counts.moves if window.start <= t < window.end]
    hooks = getattr(fake, "webhook_writes", None)  # (time, interaction id, method), if kept
    token_edits = (sum(1 for t, _, method in hooks if window.start <= t < window.end
                       and method == "PATCH") if hooks is not None else None)
    return {
        "label": label, "tables": tables, "seconds": span, "think": think,
        "staggered": staggered,
        "opened": run.counts.opened, "lost_tables": run.counts.lost_tables,
        "interactions": len(recs), "rate": len(recs) / span, "moves": len(moved),
        "unanswered": len(recs) - len(answered),
        "deferred": sum(1 for r in answered if r.response_type in (5, 6)),
        "failures": run.counts.failures, "refused": run.counts.refused,
        "stalls": run.counts.stalls, "offline": run.counts.offline,
        "slow": slow,
        "hands": Counter(why for t, why in run.counts.hands if window.start <= t < window.end),
        "errors": run.counts.errors,
        "ack_socket": _spread(socket),
        "ack_created": _spread(created),
        "frame_queued": _spread(queued),
        "answer_waited": _spread(handling),
        "lag": (pct(bot_lag, 0.99), bot_lag[-1] if bot_lag else 0.0),
        "driver_lag": (pct(own_lag, 0.99), own_lag[-1] if own_lag else 0.0),
        "cpu_s": window.cpu_end - window.cpu_start,
        "cpu_wait_s": window.waited_end - window.waited_start,
        "driver_wait_s": window.driver_waited,
        "driver_cpu_s": window.driver_cpu,
        "driver_gcs": (len(own_gcs), sum(1 for g in own_gcs if g[1] == 2),
                       max((g[2] * 1000 for g in own_gcs), default=0.0),
                       sum(g[2] for g in own_gcs) * 1000),
        "driver_cpu_ms": window.driver_cpu * 1000 / max(1, len(recs)),
        "cpu_ms": (window.cpu_end - window.cpu_start) * 1000 / max(1, len(recs)),
        "cpu_move_ms": (window.cpu_end - window.cpu_start) * 1000 / max(1, len(moved)),
        "rss": rss, "rss_peak": rss_peak, "rss_idle": rss_idle, "rss_children": rss_children,
        "full_gcs": (len(full_gcs), max((g[2] * 1000 for g in full_gcs), default=0.0)),
        "gc_ms": sum(g[-1] for g in in_window) * 1000,  # CPU where the probe measures it
        "gcs": [(sum(1 for g in in_window if g[1] == gen),
                 max((g[2] * 1000 for g in in_window if g[1] == gen), default=0.0),
                 sum(g[-1] * 1000 for g in in_window if g[1] == gen))
                for gen in range(3)],
        "table_edits": len(writes) / max(1, len(moved)),
        "token_edits": (token_edits / max(1, len(moved)) if token_edits is not None
                        else None),
        "rate_limited": len(fake.rate_limited),
        "violations": dict(kinds),
        "load": (load_before, os.getloadavg()),
    }


def report(fig: dict[str, Any]) -> list[str]:
    a50, a99, amax = fig["ack_socket"]
    c50, c99, cmax = fig["ack_created"]
    lines = [
        f"Discord bench{' (' + fig['label'] + ')' if fig['label'] else ''}: {fig['tables']} "
        f"tables ({fig['opened']} opened and dealt, {fig['lost_tables']} given up), each "
        f"move taking {2 * fig['think']:g}–{5 * fig['think']:g} s"
        f"{', each playing once dealt' if fig.get('staggered') else ', all starting at once'}"
        "; measured over "
        f"{fig['seconds']:.0f} s of play: {fig['interactions']} interactions "
        f"({fig['rate']:.0f}/s), {fig['moves']} moves",
        "  acknowledged, as the fake saw it socket to socket (frame written → answer "
        f"arrived): p50 {a50:.1f} ms, "
        f"p99 {a99:.1f} ms, max {amax:.1f} ms (from creation: p50 {c50:.1f}, p99 {c99:.1f}, "
        f"max {cmax:.1f} ms)",
        f"  answers over {SLOW_MS:.0f} ms: {fig['slow'][0]}, of which {fig['slow'][1]} waited "
        f"through a middle or full garbage collection ({fig['slow'][2]} ms of it on average)",
        f"  unanswered within {DEADLINE:g} s: {fig['unanswered']}; deferred: {fig['deferred']}; "
        f"players backed off {fig['failures']} times"
        + (f", found the bot offline {fig['offline']} times" if fig["offline"] else "")
        + (f", {fig['stalls']} table waits over 20 s" if fig["stalls"] else ""),
        f"  bot event-loop lag: p99 {fig['lag'][0]:.1f} ms, max {fig['lag'][1]:.1f} ms; "
        f"full garbage collections: {fig['full_gcs'][0]}, longest {fig['full_gcs'][1]:.0f} ms",
        "  garbage collector: " + ", ".join(
            f"gen {gen} {n}× ({cpu:.0f} ms CPU, longest {ms:.0f} ms)"
            for gen, (n, ms, cpu) in enumerate(fig["gcs"]))
        + f"; {fig['gc_ms']:.0f} ms of CPU in all "
        f"({fig['gc_ms'] / 10 / max(1e-9, fig['cpu_s']):.1f}% of the bot's)",
        f"  bot CPU: {fig['cpu_ms']:.2f} ms per interaction, {fig['cpu_move_ms']:.2f} ms per "
        f"move ({fig['cpu_s']:.1f} s in "
        f"{fig['seconds']:.0f} s, table edits and its child processes included); its event "
        "loop waited "
        f"{fig['cpu_wait_s']:.1f} s for a CPU (the machine's other load)",
        f"  bot resident memory: {fig['rss']:.0f} MiB at the end, {fig['rss_peak']:.0f} MiB "
        f"peak, {fig['rss_idle']:.0f} MiB before the tables"
        + (f"; its child processes (picture drawing) {fig['rss_children']:.0f} MiB more, "
           f"{fig['rss'] + fig['rss_children']:.0f} MiB in all" if fig["rss_children"] else ""),
        f"  per move: {fig['table_edits']:.2f} channel message writes (table edits, turn "
        "pings)"
        + (f", {fig['token_edits']:.2f} edits through interaction tokens (live hand panels, "
           "deferred answers filled in)" if fig["token_edits"] is not None else "")
        + f"; 429s {fig['rate_limited']}",
        f"  Your hand opened before a move: {sum(fig['hands'].values()) / max(1, fig['moves']):.2f}"
        f" per move (no panel {fig['hands'].get('none', 0)}, panel not yet edited "
        f"{fig['hands'].get('late', 0)}, panel of another move still offering moves "
        f"{fig['hands'].get('offering', 0)})",
        f"  driver (fake + players) loop lag: p99 {fig['driver_lag'][0]:.0f} ms, max "
        f"{fig['driver_lag'][1]:.0f} ms, waited {fig['driver_wait_s']:.1f} s for a CPU, "
        f"{fig['driver_cpu_s']:.1f} s of CPU ({fig['driver_cpu_ms']:.2f} ms per interaction), "
        f"garbage collector {fig['driver_gcs'][0]}× ({fig['driver_gcs'][1]} full), longest "
        f"{fig['driver_gcs'][2]:.0f} ms, {fig['driver_gcs'][3]:.0f} ms in all; "
        f"machine load {fig['load'][0][0]:.1f} before, "
        f"{fig['load'][1][0]:.1f} after (1-min average, 2 cores)",
        "  driver's share of the acknowledgement: up to one turn of its loop is still in "
        f"the figure (the lag above); not in it: frames waited to be written p50 "
        f"{fig['frame_queued'][0]:.1f} / p99 {fig['frame_queued'][1]:.1f} / max "
        f"{fig['frame_queued'][2]:.1f} ms, answers waited after arriving for the fake's "
        f"handler p50 {fig['answer_waited'][0]:.1f} / p99 {fig['answer_waited'][1]:.1f} / max "
        f"{fig['answer_waited'][2]:.1f} ms",
    ]
    if fig["errors"]:
        lines.append(f"  {len(fig['errors'])} tables stopped early, e.g. {fig['errors'][0]}")
    if fig["violations"]:
        lines.append(f"  fake recorded: {fig['violations']}")
    return lines


async def _main(args: argparse.Namespace) -> None:
    common = (int(args.tables), float(args.seconds), int(args.moves), float(args.think),
              args.ramp, bool(args.staggered))
    if not args.compare:
        for line in report(await session(ROOT, *common)):
            print(line, flush=True)
        return
    from bot.bench import _export  # the engine bench's: the revision as a plain tree

    with tempfile.TemporaryDirectory(prefix="cardtable-bench-base-") as tmp:
        base_tree = _export(args.compare, Path(tmp), ROOT)
        base = await session(base_tree, *common, label=args.compare)
        for line in report(base):
            print(line, flush=True)
    ours = await session(ROOT, *common, label="this tree")
    for line in report(ours):
        print(line, flush=True)
    print(f"this tree vs {args.compare}, same players one after the other: CPU per "
          f"interaction {ours['cpu_ms']:.2f} vs {base['cpu_ms']:.2f} ms = "
          f"{ours['cpu_ms'] / max(1e-9, base['cpu_ms']):.2f}×; per move "
          f"{ours['cpu_move_ms']:.2f} vs {base['cpu_move_ms']:.2f} ms = "
          f"{ours['cpu_move_ms'] / max(1e-9, base['cpu_move_ms']):.2f}×; moves "
          f"{ours['moves']} vs {base['moves']}; ack p99 "
          f"{ours['ack_socket'][1]:.0f} vs {base['ack_socket'][1]:.0f} ms; loop lag p99 "
          f"{ours['lag'][0]:.0f} vs {base['lag'][0]:.0f} ms; unanswered {ours['unanswered']} vs "
          f"{base['unanswered']}; RSS {ours['rss']:.0f} vs {base['rss']:.0f} MiB; garbage "
          f"collector {ours['gc_ms'] / max(1, ours['interactions']):.2f} vs "
          f"{base['gc_ms'] / max(1, base['interactions']):.2f} ms CPU per interaction, longest "
          f"pause {max(g[1] for g in ours['gcs']):.0f} vs {max(g[1] for g in base['gcs']):.0f} ms")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--tables", type=int, default=200, help="discord: busy tables at once")
    parser.add_argument("--moves", type=int, default=0,
                        help="discord: stop a table after this many moves (0: no limit)")
    parser.add_argument("--think", type=float, default=1.0,
                        help="discord: a move takes 2–5 s times this")
    parser.add_argument("--ramp", type=float, default=None,
                        help="discord: seconds over which the tables open (default N/40)")
    parser.add_argument("--staggered", action="store_true",
                        help="discord: each table starts playing once it is dealt (steady "
                             "play), not all at once after the last is dealt")


def main(args: argparse.Namespace | None = None) -> int:
    if args is None:
        parser = argparse.ArgumentParser(prog="python -m bot.bench_discord")
        add_arguments(parser)
        parser.add_argument("--seconds", type=float, default=None)
        parser.add_argument("--compare", default=None, metavar="REV")
        args = parser.parse_args()
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    if getattr(args, "seconds", None) is None:
        args.seconds = 60.0
    for name, default in (("tables", 200), ("moves", 0), ("think", 1.0), ("ramp", None),
                          ("staggered", False), ("compare", None)):
        if not hasattr(args, name):
            setattr(args, name, default)
    asyncio.run(_main(args))
    return 0


if __name__ == "__main__":
    sys.exit(main())
