"""Two bot processes, one PostgreSQL: shard processes as a deployment runs them.

``python -m bot --shards 0-1 --shard-count 4`` and ``--shards 2-3 --shard-count 4`` run as
two child processes against one fake Discord, which routes each server to the process
that identified its shard, ``(guild_id >> 22) % 4``, as Discord does. Four servers, one
per shard, play whole Prefa matches (one member, two computer seats, a pot of one chip
so a match is a few moves) at the same time. Then the first process is SIGKILLed in the
middle of its second matches — one with a click in flight — and started again: its
tables resume where the store has them, while the other process plays a match to its
end meanwhile, logs no error, and has nothing of its own touched by the restart (its
table rows and table messages, one of them a match in the middle, are exactly as they
were). Only the process with shard 0 syncs the commands. At the end every
server's ``/leaderboard`` shows exactly that server's matches, worked out here from the
store's records (one member plays at servers of both processes).
"""

from __future__ import annotations

import asyncio
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bot.engine import get_game
from bot.store import Store
from tests.conftest import raw
from tests.discord_helpers import offered
from tests.fakediscord import Channel, ChildBot, FakeDiscord, Guild, Message, NotConnected, User
from tests.test_leaderboard_e2e import expected_board, from_store, parse_board, standings

ROOT = Path(__file__).resolve().parent.parent
SHARD_COUNT = 4
PROCESSES = {"a": "0-1", "b": "2-3"}  # shard ids of each process, as --shards takes them
GAME = "prefa"
_MOVE = re.compile(r"Table (\d+) · (?:move \d+|lobby)")
_TURN = re.compile(r"Your turn: <@(\d+)>")
_QUIET_LOG = re.compile(r"\b(ERROR|CRITICAL)\b|Traceback")


@dataclass
class Server:
    """One server of the test: its channel, its one member, and the process that serves it."""

    guild: Guild
    channel: Channel
    player: User
    process: str

    def table_message(self, fake: FakeDiscord) -> Message:
        threads = fake.threads(self.channel)
        assert threads, "no table was opened here"
        for message in fake.messages(threads[-1]):
            if _MOVE.search(message.text):
                return message
        raise AssertionError(f"no table message in {self.guild.name}")

    def table_id(self, fake: FakeDiscord) -> int:
        found = _MOVE.search(self.table_message(fake).text)
        assert found is not None
        return int(found.group(1))


async def spawn(fake: FakeDiscord, url: str, process: str, identifies: int) -> ChildBot:
    """``python -m bot --shards … --shard-count 4``; returns once it is ready (all its shards
    connected and ``on_ready`` logged)."""
    env = {
        "CARDTABLE_STORE__URL": url,
        "CARDTABLE_TABLES__COMPUTER_DELAY": "0",
        "CARDTABLE_TABLES__TURN_TIMEOUT_SECONDS": "0",
        "CARDTABLE_TABLES__WARN_SECONDS": "0",
        "CARDTABLE_TABLES__TURN_PING_SECONDS": "3600",  # no pings: b's threads stay as they are
        "CARDTABLE_BOT__LOG_LEVEL": "INFO",
    }
    shards = PROCESSES[process]
    child = await fake.spawn("-m", "bot", "--shards", shards, "--shard-count", str(SHARD_COUNT),
                             env=env, cwd=ROOT)
    first, last = map(int, shards.split("-"))
    try:
        await fake.wait_connected(identifies=identifies, shards=range(first, last + 1),
                                  timeout=60)
        await fake.wait_for(lambda: "ready as" in child.output, timeout=60,
                            what=f"process {process} ready")
    except Exception:
        print(child.output)
        raise
    return child


async def open_table(fake: FakeDiscord, server: Server) -> None:
    rec = await fake.slash(server.player, server.channel, "table open", game=GAME,
                           computers=2, options={"options": "starting_pot=1"})
    assert "is open" in rec.reply.text, rec.reply.text
    await fake.click(server.player, server.table_message(fake), "Start")


async def move(fake: FakeDiscord, server: Server, *, settle: bool = True
               ) -> asyncio.Task[Any] | None:
    """If the table waits for the member: open the hand and pass (when allowed, else the
    first offered move), as a short match wants. ``settle=False``: the click is left in
    flight and returned."""
    message = server.table_message(fake)
    turn = _TURN.search(message.content)
    if turn is None:
        return None
    assert int(turn.group(1)) == server.player.id
    hand = (await fake.click(server.player, message, "Your hand")).reply
    assert hand is not None
    actions = offered(hand)
    assert actions, hand.text
    action = "pass" if "pass" in actions else actions[0]
    for comp in hand.components:
        cid = comp.custom_id or ""
        if comp.is_select and action in comp.option_values:
            coro = fake.select(server.player, hand, cid, [action], settle=settle)
            break
        if comp.is_button and cid.endswith(f":{action}"):
            coro = fake.click(server.player, hand, cid, settle=settle)
            break
    else:
        raise AssertionError(f"{action} is not on the hand")
    task = asyncio.ensure_future(coro)
    if settle:
        await task
        return None
    return task


async def status(url: str, table_id: int) -> str:
    [(value,)] = await raw(url, "SELECT status FROM tables WHERE id = ?", (table_id,))
    return str(value)


async def play_round(fake: FakeDiscord, servers: list[Server]) -> None:
    """One move at each of ``servers`` at once (both processes busy at the same time)."""
    await asyncio.gather(*(move(fake, s) for s in servers))
    await fake.idle(timeout=30)


async def play_out(fake: FakeDiscord, url: str, servers: list[Server]) -> None:
    """Play every server's table to the end of its match."""
    deadline = time.monotonic() + 240
    while True:
        ids = [s.table_id(fake) for s in servers]
        playing = [s for s, t in zip(servers, ids, strict=True)
                   if await status(url, t) == "playing"]
        if not playing:
            return
        assert time.monotonic() < deadline, "the matches did not finish"
        await play_round(fake, playing)


async def own_rows(url: str, guilds: list[int]) -> list[tuple[Any, ...]]:
    marks = ",".join("?" * len(guilds))
    return await raw(url, "SELECT id, status, version, updated_at, message_id, meta FROM tables"
                     f" WHERE guild_id IN ({marks}) ORDER BY id", tuple(guilds))


def redrawn(fake: FakeDiscord, server: Server, table: int, version: int, edits: int) -> bool:
    """The table message was edited since it had ``edits`` edits, and shows ``version`` or
    a later move."""
    message = server.table_message(fake)
    shown = re.search(rf"Table {table} · move (\d+)", message.text)
    return len(message.history) > edits and shown is not None and int(shown[1]) >= version


def edits(fake: FakeDiscord, servers: list[Server]) -> list[tuple[int, int, str]]:
    """Every message in the servers' table threads: id, how often edited, what it shows."""
    out = []
    for server in servers:
        for thread in fake.threads(server.channel):
            out += [(m.id, len(m.history), m.text) for m in fake.messages(thread)]
    return out


async def test_two_shard_processes_share_one_postgresql(pg_url: str) -> None:
    url = pg_url
    started = time.monotonic()
    async with FakeDiscord(shards=SHARD_COUNT) as fake:
        guilds = [fake.add_guild(f"Shard {shard}", shard=shard) for shard in range(SHARD_COUNT)]
        assert [(g.id >> 22) % SHARD_COUNT for g in guilds] == list(range(SHARD_COUNT))
        ann = fake.add_member(guilds[0], "ann")
        players = [ann, fake.add_member(guilds[1], "bea"), fake.add_member(guilds[2], ann),
                   fake.add_member(guilds[3], "cai")]  # ann plays with both processes
        servers = [Server(g, fake.add_channel(g, "cards"), p, "a" if i < 2 else "b")
                   for i, (g, p) in enumerate(zip(guilds, players, strict=True))]
        mine = {p: [s for s in servers if s.process == p] for p in PROCESSES}

        # both processes start at once on an empty database (they migrate it one at a time)
        a, b = await asyncio.gather(spawn(fake, url, "a", identifies=2),
                                    spawn(fake, url, "b", identifies=4))
        children = [a, b]
        try:
            await fake.wait_synced(syncs=1, timeout=30)
            await fake.idle()
            assert fake.command_syncs == 1  # only the process with shard 0 synced
            assert "synced" in a.output
            assert "commands are synced by the process that runs shard 0" in b.output
            b_pid = b.pid

            # 1. a whole match at every server, all four at the same time
            for server in servers:
                await open_table(fake, server)
            first_tables = [s.table_id(fake) for s in servers]
            await play_out(fake, url, servers)
            assert [await status(url, t) for t in first_tables] == ["finished"] * 4

            # 2. second matches; process a dies in the middle of its own. bea and cai make no
            # move yet, so their tables surely wait for them (a match takes their moves)
            for server in servers:
                await open_table(fake, server)
            flying, waiting = mine["a"]
            going_on, held = mine["b"]
            await play_round(fake, [flying, going_on])
            in_flight = await move(fake, flying, settle=False)
            for server in (waiting, held):
                assert _TURN.search(server.table_message(fake).content)
                assert await status(url, server.table_id(fake)) == "playing"
            await asyncio.sleep(0.01)
            await a.kill()
            if in_flight is not None:
                await asyncio.gather(in_flight, return_exceptions=True)  # it may die with a
            killed_at = time.monotonic()
            a_tables = [s.table_id(fake) for s in mine["a"]]
            for t in a_tables:  # whole action logs: every version once, the snapshot a checkpoint
                versions = await raw(url, "SELECT version FROM actions WHERE table_id = ?"
                                     " ORDER BY version", (t,))
                [(version, snap)] = await raw(
                    url, "SELECT t.version, s.version FROM tables t JOIN snapshots s"
                    " ON s.table_id = t.id WHERE t.id = ?", (t,))
                assert [v for (v,) in versions] == list(range(1, version + 1)) and snap <= version

            # a's servers are unreachable now (Discord has no session for their shards) …
            with pytest.raises(NotConnected):
                await fake.slash(waiting.player, waiting.channel, "hand")
            # … while b plays on: ann's match there to its end
            await play_out(fake, url, [going_on])
            b_guilds = [s.guild.id for s in mine["b"]]
            b_rows, b_messages = await own_rows(url, b_guilds), edits(fake, mine["b"])
            stored = {t: (await raw(url, "SELECT status, version FROM tables WHERE id = ?",
                                    (t,)))[0] for t in a_tables}
            drawn = {t: len(s.table_message(fake).history) for s, t in
                     zip(mine["a"], a_tables, strict=True)}

            # 3. a starts again: its playing tables resume — drawn again, at their stored move
            # or later (a computer seat to act plays on at once)
            down = time.monotonic() - killed_at
            a = await spawn(fake, url, "a", identifies=6)
            children[0] = a
            restart = time.monotonic() - killed_at - down
            await fake.wait_synced(syncs=2, timeout=30)
            for server, t in zip(mine["a"], a_tables, strict=True):
                state, version = stored[t]
                if state == "playing":
                    await fake.wait_for(
                        lambda s=server, t=t, v=version: redrawn(fake, s, t, v, drawn[t]),
                        timeout=20, what=f"table {t} drawn again at move {version} or later")
            await fake.idle()
            resumed = sum(1 for state, _ in stored.values() if state == "playing")
            assert resumed >= 1  # bea's table at least was waiting for her
            assert f"restored {resumed} unfinished tables ({resumed} playing) (shards 0-1 of 4)" \
                in a.output, a.output
            # nothing of b's was touched: its rows and table messages are as they were
            assert await own_rows(url, b_guilds) == b_rows
            assert edits(fake, mine["b"]) == b_messages
            assert await status(url, held.table_id(fake)) == "playing"  # b's, not a's to restore
            assert fake.command_syncs == 2  # a synced again; b never did

            # 4. every second match to its end, on both processes
            await play_out(fake, url, servers)

            # 5. each server's board shows exactly its own matches
            store = await Store.open(url)
            try:
                for server in servers:
                    matches = await store.recent_matches(server.guild.id, limit=100)
                    assert len(matches) == 2 and {m.guild_id for m in matches} == \
                        {server.guild.id}
                    played = [from_store(m) for m in
                              sorted(matches, key=lambda m: (m.finished_at, m.id))]
                    rec = await fake.slash(server.player, server.channel, "leaderboard",
                                           game=GAME)
                    embed = rec.reply.embed
                    assert embed is not None, rec.reply.text
                    assert embed["title"] == f"🏆 {get_game(GAME).title} — all time"
                    lines = embed["description"].splitlines()
                    assert lines == expected_board(standings(played), GAME, played,
                                                   server.player.id)
                    [(_rank, member, _rating, games, _wins)] = parse_board(
                        embed["description"])
                    assert (member, games) == (server.player.id, 2)
            finally:
                await store.close()

            # b never noticed: same process, no error in its log, never restored a's tables
            assert b.running and b.pid == b_pid
            assert not _QUIET_LOG.search(b.output), b.output
            assert not _QUIET_LOG.search(a.output), a.output
            assert b.output.count("ready as") == 1
            assert "restored 0 unfinished tables" in b.output
            fake.assert_clean()  # the click that died with a is lost, not a violation
        finally:
            for child in children:
                await child.kill()
    print(f"two shard processes: {time.monotonic() - started:.1f} s in all; process a down "
          f"{down:.1f} s, then ready {restart:.1f} s after its start")
