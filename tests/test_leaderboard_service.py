"""Matches finished through the real table service land on the boards, server by server.

Uses the toy "high-card" game (tests/toy_game.py) so this runs before the real
games; tests/test_leaderboard_e2e.py does the same through the fake Discord
with every game.
"""

from __future__ import annotations

import asyncio
import logging
import random
from types import SimpleNamespace
from typing import Any

import pytest

import tests.toy_game  # noqa: F401  (registers "high-card")
from bot import leaderboard as lb
from bot.store import Store
from bot.tables import FakeClock, Table, TableService
from cogs.leaderboard import LeaderboardCog

pytestmark = pytest.mark.usefixtures("stub_responses")  # stand-in interactions answer

A, B = 7001, 7002


async def finish(service: TableService, clock: FakeClock, table: Table, humans: list[int],
                 rng: random.Random) -> None:
    """Humans play random legal actions; computers play when the clock moves."""
    for _ in range(10_000):
        if table.status != "playing":
            return
        for uid in humans:
            actions = table.legal_actions(uid)
            if actions:
                await service.act(table.id, uid, str(rng.choice(actions)))
                break
        else:
            await clock.advance(30)
    raise AssertionError("the match did not end")


async def play(service: TableService, clock: FakeClock, guild: int, channel: int,
               humans: list[int], computers: int, rng: random.Random,
               options: dict[str, Any] | None = None) -> Table:
    table = await service.open(guild, channel, humans[0], f"m{humans[0]}", "high-card",
                               options or {"target": 3})
    for uid in humans[1:]:
        await service.join(table.id, uid, f"m{uid}")
    for _ in range(computers):
        await service.add_computer(table.id, humans[0])
    await service.start(table.id, humans[0])
    await finish(service, clock, table, humans, rng)
    return table


@pytest.fixture
async def setup(store_url: str) -> Any:
    store = await Store.open(store_url)
    clock = FakeClock()
    service = TableService(store, clock=clock, seed_source=lambda: 11)
    yield store, service, clock
    await service.close()
    await store.close()


async def test_finished_matches_fill_the_boards(setup: Any) -> None:
    store, service, clock = setup
    rng = random.Random(5)
    await play(service, clock, A, 1, [1, 2], 1, rng)
    await play(service, clock, A, 2, [1, 3], 0, rng)
    await play(service, clock, A, 3, [2, 3], 2, rng, {"target": 3, "pairs": True})
    await play(service, clock, B, 9, [1, 8], 1, rng)
    matches = await store.recent_matches(A)
    assert len(matches) == 3
    expected: dict[int, list[int]] = {}
    for m in matches:
        for seat, s in enumerate(m.seats):
            if not s.computer:
                expected.setdefault(s.user_id, [0, 0])
                expected[s.user_id][0] += 1
                expected[s.user_id][1] += int(seat in m.winners)
    board = await lb.leaderboard(store, A, "high-card")
    got = {r.user_id: [r.games, r.wins] for r in board.rows}
    assert got == expected and set(got) == {1, 2, 3}
    hist = await lb.history(store, A)
    assert [e.match_id for e in hist.entries] == sorted(e.match_id for e in hist.entries)[::-1]
    assert len(hist.entries) == 3 and sum(e.computers for e in hist.entries) == 3
    b = await lb.leaderboard(store, B, "high-card")
    assert {r.user_id for r in b.rows} == {1, 8} and all(r.games == 1 for r in b.rows)
    # the cog, asked from B, shows only B's players
    client = SimpleNamespace(store=store, service=service)
    cog = LeaderboardCog(client)  # type: ignore[arg-type]
    sent: list[dict[str, Any]] = []

    async def send_message(content: str | None = None, **kw: Any) -> None:
        sent.append({"content": content, **kw})

    it = SimpleNamespace(guild_id=B, user=SimpleNamespace(id=8), client=client, locale=None,
                         response=SimpleNamespace(send_message=send_message,
                                                  is_done=lambda: bool(sent)))
    await LeaderboardCog.leaderboard.callback(cog, it, "high-card", None)  # type: ignore[arg-type]
    text = sent[0]["embed"].description
    assert "<@1>" in text and "<@8>" in text and "<@2>" not in text and "<@3>" not in text


async def test_excluding_computer_matches(store_url: str) -> None:
    store = await Store.open(store_url, rate_computer_matches=False)
    clock = FakeClock()
    service = TableService(store, clock=clock, seed_source=lambda: 3)
    try:
        rng = random.Random(2)
        await play(service, clock, A, 1, [1, 2], 1, rng)
        await play(service, clock, A, 2, [1, 3], 0, rng)
        board = await lb.leaderboard(store, A, "high-card")
        assert sorted((r.user_id, r.games) for r in board.rows) == [(1, 1), (3, 1)]
        hist = await lb.history(store, A)
        assert [e.rated for e in hist.entries] == [True, False]
    finally:
        await service.close()
        await store.close()
        await asyncio.sleep(0)


async def test_a_failing_rating_step_never_sticks_a_table(
        setup: Any, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    """Rating runs inside the transaction that closes the table. If it raised there, the
    final action would roll back and every retry fail: the hook keeps the match unrated."""
    store, service, clock = setup

    def broken(*_a: Any, **_k: Any) -> Any:
        raise RuntimeError("openskill is down")

    monkeypatch.setattr(lb, "rate_match", broken)
    rng = random.Random(4)
    with caplog.at_level(logging.ERROR, logger="bot.leaderboard"):
        table = await play(service, clock, A, 1, [1, 2], 1, rng)
    assert table.status == "finished"
    assert "openskill is down" in caplog.text and "Traceback" in caplog.text
    [match] = await store.recent_matches(A)
    hist = await lb.history(store, A)
    [entry] = hist.entries
    assert not entry.rated
    assert sorted(p for team in entry.teams for p in team if p is not None) == [1, 2]
    assert entry.scores == match.scores and entry.ranks == match.ranks
    assert (await lb.leaderboard(store, A, "high-card")).rows == []
    # once rating works again, the next match is rated as usual
    monkeypatch.undo()
    await play(service, clock, A, 2, [1, 3], 0, rng)
    assert [e.rated for e in (await lb.history(store, A)).entries] == [True, False]
    board = await lb.leaderboard(store, A, "high-card")
    assert sorted((r.user_id, r.games) for r in board.rows) == [(1, 1), (3, 1)]


async def test_a_computer_standing_in_counts_as_a_computer_match(store_url: str) -> None:
    """No computer seat, but member 2 never moves: after the turn timeout a computer plays
    for them. With computer matches excluded, that match moves no rating."""
    store = await Store.open(store_url, rate_computer_matches=False)
    clock = FakeClock()
    service = TableService(store, clock=clock, seed_source=lambda: 3)
    try:
        table = await service.open(A, 1, 1, "m1", "high-card", {"target": 3})
        await service.join(table.id, 2, "m2")
        await service.start(table.id, 1)
        await finish(service, clock, table, [1], random.Random(1))  # 2 stays silent
        [match] = await store.recent_matches(A)
        assert not any(s.computer for s in match.seats)
        assert [s.stood_in for s in match.seats] == [False, True]
        [entry] = (await lb.history(store, A)).entries
        assert not entry.rated and entry.computers == 1
        board = await lb.leaderboard(store, A, "high-card")
        assert board.rows == [] and board.message is not None
    finally:
        await service.close()
        await store.close()
        await asyncio.sleep(0)
