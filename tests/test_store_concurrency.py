"""Several processes finishing matches of one server at the same moment, on both backends.

Each writer is a Store of its own (its own connections, as a shard process has), all on one
store URL. The server's lock (PostgreSQL: an advisory lock taken before the standings are
read; SQLite: the file's write lock) must make every rating update see the one before it:
no lost update, no repeated match id, and the stored ratings equal a replay of the
matches one by one in the order they were recorded.
"""

from __future__ import annotations

import asyncio
import json
import random

import pytest

from bot import leaderboard as lb
from bot.ratings import MatchRecord, Rating, rate_match
from bot.store import Store

A, B = 9001, 9002
WRITERS, MATCHES = 4, 12
POOL = list(range(1, 7))  # six members, three a match: every match shares players


def matches_for(writer: int) -> list[MatchRecord]:
    rng = random.Random(writer)
    out = []
    for i in range(MATCHES):
        trio = rng.sample(POOL, 3)
        ranks = rng.sample([0, 1, 2], 3)
        guild = B if i % 4 == 3 else A
        out.append(MatchRecord(guild_id=guild, game="prefa", teams=[[p] for p in trio],
                               scores=[10 - 5 * r for r in ranks], ranks=ranks,
                               finished_at=1_800_000_000.0 + writer * 100 + i))
    return out


async def writer(url: str, n: int, start: asyncio.Event) -> None:
    store = await Store.open(url)
    try:
        await start.wait()
        for match in matches_for(n):
            await store.run(lb.record_match(match))  # what a closing table's hook runs
            await asyncio.sleep(0)
    finally:
        await store.close()


@pytest.mark.parametrize("guild", [A, B])
async def test_concurrent_writers_lose_no_rating_update(store_url: str, guild: int) -> None:
    setup = await Store.open(store_url)
    start = asyncio.Event()
    tasks = [asyncio.create_task(writer(store_url, n, start)) for n in range(WRITERS)]
    await asyncio.sleep(0.2)  # every writer open and waiting
    start.set()
    await asyncio.gather(*tasks)
    try:
        rows = await setup.fetchall(
            "SELECT id, teams, ranks FROM lb_matches WHERE guild_id=? ORDER BY id", (guild,))
        expected = sum(1 for n in range(WRITERS) for m in matches_for(n) if m.guild_id == guild)
        assert len(rows) == expected
        # Replay in id order: each member's chain of before/after must be unbroken.
        ratings: dict[int, Rating] = {}
        games: dict[int, int] = {}
        for row in rows:
            teams, ranks = json.loads(row["teams"]), json.loads(row["ranks"])
            rec = MatchRecord(guild_id=guild, game="prefa", teams=teams, ranks=ranks,
                              scores=[0] * len(ranks), finished_at=0.0)
            results = {r["user_id"]: r for r in await setup.fetchall(
                "SELECT user_id, mu_before, sigma_before, mu_after, sigma_after"
                " FROM lb_results WHERE match_id=?", (row["id"],))}
            for member, (before, after) in rate_match(rec, ratings).items():
                got = results[member]
                assert Rating(got["mu_before"], got["sigma_before"]) == before, \
                    f"match {row['id']}: member {member} was rated from a stale standing"
                assert Rating(got["mu_after"], got["sigma_after"]) == after
                ratings[member] = after
                games[member] = games.get(member, 0) + 1
        stored = await setup.fetchall(
            "SELECT user_id, mu, sigma, games FROM lb_ratings WHERE guild_id=? AND game='prefa'",
            (guild,))
        assert {r["user_id"]: (Rating(r["mu"], r["sigma"]), r["games"]) for r in stored} == \
            {m: (ratings[m], games[m]) for m in ratings}
    finally:
        await setup.close()
