"""The load gauge's decisions (cogs.pressure) and the bucket sweep (cogs.buckets)."""

from __future__ import annotations

import asyncio
import datetime
import time
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from cogs import buckets, pressure
from cogs.pressure import Pressure


def _made(seconds_ago: float) -> Any:
    """An interaction as far as the gauge reads it: when Discord created it."""
    created = discord.utils.utcnow() - datetime.timedelta(seconds=seconds_ago)
    return SimpleNamespace(created_at=created)


def test_triage_by_age_net_of_the_clock_offset() -> None:
    gauge = Pressure()
    assert gauge.triage(_made(0.01)) == ""
    assert gauge.triage(_made(pressure.ACK_AGE + 0.2)) == "ack"
    assert gauge.triage(_made(pressure.DEAD_AGE + 0.2)) == "dead"
    assert gauge.dropped == 1


def test_a_clock_ahead_of_discords_does_not_make_fresh_interactions_look_dead() -> None:
    gauge = Pressure()
    ahead = 5.0  # every interaction looks 5 s old by our clock
    assert [gauge.triage(_made(ahead + d)) for d in (0.002, 0.001, 0.003)] == ["", "", ""]
    assert gauge.triage(_made(ahead + pressure.ACK_AGE + 0.2)) == "ack"


def test_a_lagging_loop_acknowledges_first_even_fresh_ones() -> None:
    gauge = Pressure()
    gauge.lag = pressure.ACK_LAG + 0.1
    assert gauge.triage(_made(0.0)) == "ack"
    assert gauge.ack_now(_made(0.0))


async def test_background_work_waits_while_behind_and_is_never_starved() -> None:
    gauge = Pressure()
    gauge.start()
    try:
        await gauge.background_turn()  # calm: no wait at all
        gauge.lag = 10.0  # behind, and the monitor's next readings keep it so
        started = time.monotonic()

        async def stall() -> None:  # a loop that stays behind
            end = time.monotonic() + pressure.MAX_YIELD + 1.0
            while time.monotonic() < end:
                time.sleep(0.15)  # every reading of the monitor comes back late
                await asyncio.sleep(0)

        staller = asyncio.create_task(stall())
        await gauge.background_turn()
        waited = time.monotonic() - started
        assert waited >= pressure.MAX_YIELD - 0.2, "it waited for the loop"
        assert waited < pressure.MAX_YIELD + 1.0, "and was let go when overdue"
        await staller
    finally:
        await gauge.stop()


async def test_overdue_background_work_goes_a_few_per_reading_while_behind(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A sustained overload makes every waiter overdue: a reading taken while the loop is
    still behind lets only a few go, oldest first; a calm reading a batch of them."""
    monkeypatch.setattr(pressure, "MAX_YIELD", 0.0)  # overdue as soon as they wait
    monkeypatch.setattr(pressure, "PERIOD", 3600.0)  # no reading but the ones made here
    gauge = Pressure()
    gauge.start()
    try:
        gauge.lag = 10.0
        order: list[int] = []

        async def background(i: int) -> None:
            await gauge.background_turn()
            order.append(i)

        tasks = [asyncio.create_task(background(i)) for i in range(80)]
        await asyncio.sleep(0)  # each is waiting now
        gauge._release()  # a reading while behind
        await asyncio.sleep(0)
        assert order == list(range(pressure.OVERDUE_BATCH)), "a few, oldest first"
        gauge._release()
        await asyncio.sleep(0)
        assert order == list(range(2 * pressure.OVERDUE_BATCH))
        gauge.lag = 0.0
        gauge._release(batch=pressure.RELEASE)  # calm: a batch, not everyone at once
        await asyncio.sleep(0)
        assert order == list(range(2 * pressure.OVERDUE_BATCH + pressure.RELEASE))
        while len(order) < 80:  # and so on, reading after reading: none is starved
            gauge._release(batch=pressure.RELEASE)
            await asyncio.sleep(0)
        await asyncio.gather(*tasks)
        assert order == list(range(80))
    finally:
        await gauge.stop()


async def test_acks_sent_waits_for_acknowledgements_on_their_way() -> None:
    gauge = Pressure()
    order: list[str] = []
    release = asyncio.Event()

    async def ack() -> None:
        async with gauge.acknowledging():
            await release.wait()
            order.append("ack")

    async def work() -> None:
        await gauge.acks_sent()
        order.append("work")

    tasks = [asyncio.create_task(ack()), asyncio.create_task(work())]
    await asyncio.sleep(0.01)
    assert order == []
    release.set()
    await asyncio.gather(*tasks)
    assert order == ["ack", "work"]


def test_the_bucket_sweep_runs_at_most_once_a_minute(monkeypatch: pytest.MonkeyPatch) -> None:
    sweeps: list[float] = []
    http = SimpleNamespace(_try_clear_expired_ratelimits=lambda: sweeps.append(1.0))
    assert buckets.amortize_bucket_sweep(http)
    now = [1000.0]
    monkeypatch.setattr(buckets.time, "monotonic", lambda: now[0])
    for _ in range(50):
        http._try_clear_expired_ratelimits()
    assert len(sweeps) == 1
    now[0] += buckets.SWEEP_EVERY
    http._try_clear_expired_ratelimits()
    assert len(sweeps) == 2


def test_discord_py_still_has_the_sweep_we_amortize() -> None:
    """A discord.py that renamed it would silently scan per bucket again: say so here."""
    assert callable(getattr(discord.http.HTTPClient, "_try_clear_expired_ratelimits", None))
    assert not buckets.amortize_bucket_sweep(SimpleNamespace())
