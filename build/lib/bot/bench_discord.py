"""``python -m bot bench discord``: many tables playing at once through the fake Discord.

The bot runs as its own process (``python -m bot``'s launcher, pointed at the
fake by tests/fakediscord's child patch) so its event loop is not shared with
the fake's. Inside that process two hooks time every interaction: from the
moment discord.py parses INTERACTION_CREATE to the moment the bot starts
sending its first answer. That is the bot's own time; the fake's own latency
(socket to socket) is printed too. Resident memory is the bot process's VmRSS.

Not a test: it prints figures. Options: --tables (200), --moves per table (20),
--think (1.0: seconds a player takes per click; players act on their own clocks).
Diagnostics by environment: CARDTABLE_BENCH_VERBOSE=1 (slowest interactions, loop
lag), CARDTABLE_BENCH_SLOW=1 (asyncio slow-callback report), CARDTABLE_BENCH_PROFILE=
path (cProfile of the bot process).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import re
import shutil
import statistics
import sys
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CHILD_CODE = "import bot.bench_discord as b; b.child_main()"
_MOVE = re.compile(r"move (\d+)")
_TURN = re.compile(r"Your turn: <@(\d+)>")


# --- inside the bot process ------------------------------------------------------

def _rss_kb() -> int:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def instrument(out: Path) -> None:
    """Time INTERACTION_CREATE parsed → first answer started; write samples every 0.5 s."""
    from discord.state import ConnectionState
    from discord.webhook.async_ import AsyncWebhookAdapter

    started: dict[int, tuple[float, str]] = {}
    samples: list[float] = []
    slow: list[tuple[float, str]] = []
    peak = [0]
    parse = ConnectionState.parse_interaction_create
    respond = AsyncWebhookAdapter.create_interaction_response

    def timed_parse(self: Any, data: Any) -> None:
        inner = data.get("data") or {}
        label = str(inner.get("custom_id") or inner.get("name") or "?").split(":")[1:2]
        started[int(data["id"])] = (time.perf_counter(), "".join(label) or str(inner.get("name")))
        parse(self, data)

    def timed_respond(self: Any, interaction_id: int, token: str, **kwargs: Any) -> Any:
        t0 = started.pop(int(interaction_id), None)
        if t0 is not None:
            dt = time.perf_counter() - t0[0]
            samples.append(dt)
            if dt > 0.05:
                slow.append((round(dt, 3), t0[1]))
        return respond(self, interaction_id, token, **kwargs)

    lags: list[float] = []
    gc_pauses: dict[int, list[float]] = {0: [], 1: [], 2: []}
    gc_started = [0.0]

    def on_gc(phase: str, info: dict[str, int]) -> None:  # a collection stops the loop too
        if phase == "start":
            gc_started[0] = time.perf_counter()
        else:
            gc_pauses[info["generation"]].append(time.perf_counter() - gc_started[0])

    gc.callbacks.append(on_gc)

    from bot.client import CardTableBot

    setup = CardTableBot.setup_hook

    async def setup_hook(self: Any) -> None:
        async def monitor() -> None:  # how late the event loop runs a 10 ms timer
            while True:
                t = time.perf_counter()
                await asyncio.sleep(0.01)
                lags.append(time.perf_counter() - t - 0.01)

        self._bench_monitor = asyncio.create_task(monitor())
        if os.environ.get("CARDTABLE_BENCH_SLOW"):
            loop = asyncio.get_running_loop()
            loop.set_debug(True)
            loop.slow_callback_duration = 0.15
            import logging

            logging.getLogger("asyncio").setLevel(logging.WARNING)
        await setup(self)

    CardTableBot.setup_hook = setup_hook  # type: ignore[method-assign]
    ConnectionState.parse_interaction_create = timed_parse  # type: ignore[method-assign]
    AsyncWebhookAdapter.create_interaction_response = timed_respond  # type: ignore[method-assign]

    def flush() -> None:
        while True:
            time.sleep(0.5)
            peak[0] = max(peak[0], _rss_kb())
            tmp = out.with_suffix(".tmp")
            tmp.write_text(json.dumps({"samples": list(samples), "rss_kb": _rss_kb(),
                                       "peak_rss_kb": peak[0], "cpu": time.process_time(),
                                       "slow": sorted(slow)[-30:],
                                       "slow_kinds": dict(Counter(k for _, k in slow)),
                                       "gc": {g: (len(p), round(max(p, default=0) * 1000, 1))
                                              for g, p in gc_pauses.items()},
                                       "lag_max": max(lags, default=0.0),
                                       "lag_p99": sorted(lags)[int(len(lags) * 0.99)]
                                       if lags else 0.0}))
            tmp.replace(out)

    threading.Thread(target=flush, daemon=True).start()


def child_main() -> None:
    instrument(Path(os.environ["CARDTABLE_BENCH_OUT"]))
    from bot.launcher import launch

    profile_to = os.environ.get("CARDTABLE_BENCH_PROFILE")
    if not profile_to:
        sys.exit(launch())
    import cProfile

    profiler = cProfile.Profile()
    try:
        profiler.runcall(launch)
    finally:
        profiler.dump_stats(profile_to)


# --- the driver (this process runs the fake) -------------------------------------------

def _choose(actions: list[str]) -> str:
    bids = [a for a in actions if a.startswith("bid:")]
    if bids:
        return "pass" if "pass" in actions and bids[0] != "bid:50" else bids[0]
    for action in actions:
        if action.startswith("marriage:"):
            return action
    return actions[0]


async def _drive(tables: int, moves: int, think: float) -> None:
    from tests.fakediscord import FakeDiscord, Message

    def offered(hand: Message) -> list[str]:
        acts: list[str] = []
        for comp in hand.components:
            if comp.is_select and (comp.custom_id or "").startswith("ct:sel:"):
                acts += comp.option_values
            elif comp.is_button and (comp.custom_id or "").startswith("ct:act:"):
                acts.append((comp.custom_id or "").split(":", 4)[4])
        return acts

    work = Path(os.environ.get("TMPDIR", "/tmp")) / f"bench-discord-{os.getpid()}"
    work.mkdir(parents=True, exist_ok=True)
    db, out = work / "bench.sqlite3", work / "stats.json"
    for path in (db, out):
        path.unlink(missing_ok=True)
    async with FakeDiscord(quiet=0.2) as fake:
        guild = fake.add_guild("Bench")
        channels = [fake.add_channel(guild, f"table-{i}") for i in range(tables)]
        players = [[fake.add_member(guild, f"p{i}-{k}") for k in range(4)] for i in range(tables)]
        env = {"CARDTABLE_STORE__PATH": str(db), "CARDTABLE_BOT__DEV_GUILD_ID": str(guild.id),
               "CARDTABLE_TABLES__MAX_TABLES_PER_GUILD": str(tables + 10),
               "CARDTABLE_TABLES__TURN_TIMEOUT_SECONDS": "0",
               "CARDTABLE_TABLES__WARN_SECONDS": "0",
               "CARDTABLE_BOT__LOG_LEVEL": "WARNING", "CARDTABLE_BENCH_OUT": str(out)}
        child = await fake.spawn("-c", CHILD_CODE, env=env, cwd=ROOT)
        try:
            await fake.wait_synced(timeout=60)
            await fake.wait_connected(timeout=60)
            await fake.idle(timeout=60)
            await asyncio.sleep(0.6)
            idle_stats = json.loads(out.read_text())
            rss_idle, cpu_idle = idle_stats["rss_kb"], idle_stats["cpu"]

            async def wait_until(pred: Any, timeout: float = 30.0) -> None:
                deadline = time.monotonic() + timeout
                while not pred():
                    if time.monotonic() > deadline:
                        raise TimeoutError("bench table stalled")
                    await asyncio.sleep(0.02)

            def table_msg(place: Any) -> Message | None:
                for message in fake.messages(place):
                    if any(c.startswith(("ct:hand:", "ct:lobby:")) for c in message.custom_ids):
                        return message
                return None

            started = asyncio.Event()
            ready = [0]

            async def one_table(i: int) -> int:
                users, channel = players[i], channels[i]
                rng = random.Random(i)
                await asyncio.sleep(rng.uniform(0, 4 * think))  # tables do not open in lockstep
                await fake.slash(users[0], channel, "table open", game="huutopussi", settle=False)
                await wait_until(lambda: bool(fake.threads(channel))
                                 and table_msg(fake.threads(channel)[-1]) is not None, 180)
                place = fake.threads(channel)[-1]
                msg = table_msg(place)
                assert msg is not None
                for user in users[1:]:
                    await fake.click(user, msg, "Join", settle=False)
                await wait_until(lambda: not next(c for c in msg.components
                                                  if c.label == "Start").disabled, 180)
                await fake.click(users[0], msg, "Start", settle=False)
                ready[0] += 1
                if ready[0] == tables:
                    started.set()
                await started.wait()  # measure play once every table is open and dealt
                await asyncio.sleep(rng.uniform(0, 3 * think))  # players don't start in unison
                done = 0
                while done < moves:
                    await wait_until(lambda d=done: f"move {d}" in msg.text
                                     and _TURN.search(msg.content) is not None)
                    m = _TURN.search(msg.content)
                    assert m is not None
                    user = next(u for u in users if u.id == int(m.group(1)))
                    await asyncio.sleep(rng.uniform(0.5, 1.5) * think)  # a person reads
                    hand = (await fake.click(user, msg, "Your hand", settle=False)).reply
                    if hand is None:
                        continue
                    actions = offered(hand)
                    if not actions:
                        await asyncio.sleep(0.05)
                        continue
                    action = _choose(actions)
                    await asyncio.sleep(rng.uniform(0.5, 1.5) * think)  # and picks a card
                    for comp in hand.components:
                        cid = comp.custom_id or ""
                        if comp.is_button and cid.endswith(f":{action}"):
                            await fake.click(user, hand, cid, settle=False)
                            break
                        if comp.is_select and action in comp.option_values:
                            await fake.select(user, hand, cid, [action], settle=False)
                            break
                    done += 1
                return done

            async def mark_play() -> None:
                await started.wait()
                await asyncio.sleep(0.6)  # the bot's next stats flush
                marks.append(len(json.loads(out.read_text())["samples"]))
                marks.append(time.perf_counter())

            marks: list[float] = []
            t_play = time.perf_counter()
            try:
                played, _ = await asyncio.gather(
                    asyncio.gather(*(one_table(i) for i in range(tables))), mark_play())
            except Exception:
                print(child.output[-3000:], file=sys.stderr)
                print(fake.violations[:5], fake.rejections[:5], fake.errors[:5], file=sys.stderr)
                raise
            elapsed = time.perf_counter() - t_play
            await fake.idle(timeout=60)
            await asyncio.sleep(0.7)  # one more stats flush from the bot
            stats = json.loads(out.read_text())
        finally:
            if os.environ.get("CARDTABLE_BENCH_PROFILE"):
                import signal

                child.proc.send_signal(signal.SIGINT)
                await asyncio.wait_for(child.proc.wait(), 20)
            await child.kill()
            if os.environ.get("CARDTABLE_BENCH_SLOW"):
                slow_lines = [ln for ln in child.output.splitlines() if "Executing" in ln]
                print("\n".join(slow_lines[-40:]))
            shutil.rmtree(work, ignore_errors=True)
        def pct(values: list[float], q: float) -> float:
            return values[min(len(values) - 1, int(len(values) * q))]

        all_ms = sorted(s * 1000 for s in stats["samples"])
        ms = sorted(s * 1000 for s in stats["samples"][int(marks[0]):])
        p99 = pct(ms, 0.99)
        fake_stats = fake.latency_stats()
        print(f"Discord bench: {tables} tables at once (think time ~{think:g} s a click), "
              f"{sum(played)} moves, {len(all_ms)} interactions in {elapsed:.1f} s")
        print(f"  bot time, INTERACTION_CREATE received -> response sent, while playing "
              f"({len(ms)} interactions after every table was dealt): "
              f"median {statistics.median(ms):.2f} ms, p99 {p99:.2f} ms, max {ms[-1]:.2f} ms")
        print(f"  the same over everything, opening 200 tables included: median "
              f"{statistics.median(all_ms):.2f} ms, p99 {pct(all_ms, 0.99):.2f} ms")
        print(f"  as the fake saw it (socket to socket): median {fake_stats['p50_ms']:.2f} ms, "
              f"p99 {fake_stats['p99_ms']:.2f} ms")
        cpu = stats["cpu"] - cpu_idle
        print(f"  bot CPU: {cpu:.1f} s in {elapsed:.1f} s "
              f"({cpu / max(1, len(ms)) * 1000:.2f} ms per interaction, table edits included)")
        print(f"  bot resident memory: {stats['rss_kb'] / 1024:.1f} MiB now, "
              f"{stats['peak_rss_kb'] / 1024:.1f} MiB peak, {rss_idle / 1024:.1f} MiB idle "
              "before the tables")
        if os.environ.get("CARDTABLE_BENCH_VERBOSE"):
            print("  slowest (over 50 ms):", stats.get("slow"))
            print("  kinds over 50 ms:", stats.get("slow_kinds"))
            print("  event loop lag: max", stats.get("lag_max"), "p99", stats.get("lag_p99"))
            print("  garbage collections (generation: count, longest ms):", stats.get("gc"))
        violations = fake.violations
        if violations:
            print(f"  fake recorded {len(violations)} violations, e.g. {violations[0]}")


def main(args: argparse.Namespace | None = None) -> int:
    if args is None:
        parser = argparse.ArgumentParser(prog="python -m bot.bench_discord")
        parser.add_argument("--tables", type=int, default=200)
        parser.add_argument("--moves", type=int, default=20)
        parser.add_argument("--think", type=float, default=1.0)
        args = parser.parse_args()
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    asyncio.run(_drive(int(getattr(args, "tables", 200)), int(getattr(args, "moves", 20)),
                       float(getattr(args, "think", 1.0))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
