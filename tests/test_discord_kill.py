"""Kill test: the bot runs as ``python -m bot`` in a child process and is SIGKILLed at
random points of two running Huutopussi tables — often with a click in flight — then
restarted: 50 times over the suite on SQLite (five chunks of ten, so xdist can spread
them) and 10 on PostgreSQL (the store's statements and the bot are the same on both; what
differs is the backend's commit and connection, which ten kills exercise, and each chunk
costs the suite some 50 s).

After every kill: the action log is whole (versions 1..V, one row each), V is at
least the newest state any player was shown, and at most one in-flight click
beyond it; after the restart the table message is redrawn at V, buttons drawn by
the dead process still work (a stale one — Refresh, or a move button drawn before
the moves that made it stale — answers with the fresh view and applies nothing), and
play goes on. At the end the log replays from the seed through the stored snapshot (a
checkpoint at or before the log's end), so no action was applied twice.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import re
import sqlite3
from pathlib import Path

import pytest

from bot.engine import new_match
from bot.engine.game import canonical
from tests.conftest import new_database, raw
from tests.fakediscord import (
    Channel,
    ChildBot,
    FakeDiscord,
    Interaction,
    Message,
    NotClickable,
    User,
)
from tests.test_discord_huutopussi import choose, offered

ROOT = Path(__file__).resolve().parent.parent
KILLS_PER_CHUNK = 10
CHUNKS = {"sqlite": 5, "postgresql": 1}
_MOVE = re.compile(r"Table (\d+) · move (\d+)")
_TURN = re.compile(r"Your turn: <@(\d+)>")


async def _db(url: str, table: int) -> tuple[int, list[tuple[int, int, str]], str | None,
                                              int | None]:
    """(table version, action log, snapshot json, snapshot version) straight from the store,
    through a connection of the test's own."""
    [(version,)] = await raw(url, "SELECT version FROM tables WHERE id = ?", (table,))
    log = await raw(url, "SELECT version, seat, action FROM actions WHERE table_id = ? "
                    "ORDER BY version", (table,))
    snap = await raw(url, "SELECT version, state FROM snapshots WHERE table_id = ?", (table,))
    return (int(version), [(int(v), int(s), str(a)) for v, s, a in log],
            snap[0][1] if snap else None, snap[0][0] if snap else None)


@pytest.fixture
def url(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> str:
    if backend == "sqlite":
        return f"sqlite:///{tmp_path / 'cards.sqlite3'}"
    return new_database(request.getfixturevalue("pg_server"))


def _shown(fake: FakeDiscord, users: list[User], table: int) -> int:
    """The newest move of ``table`` any player has been shown (public or their ephemerals)."""
    best = 0
    messages = list(fake.public_messages())
    for user in users:
        messages += fake.ephemerals(user)
    for message in messages:
        for data in [*message.history, message.data]:
            text = Message(data=data, channel=message.channel).text
            best = max([best, *(int(v) for t, v in _MOVE.findall(text) if int(t) == table)])
    return best


class Bots:
    """The bot processes of one test: the one running, and the next ``ahead``, already started
    and held (``tests.held_bot``) until the test restarts the bot: a restart then costs what
    ``python -m bot`` does after its imports, while the test waited out the imports too.
    Restarts a second apart need two held: one alone would still be importing."""

    def __init__(self, fake: FakeDiscord, url: str, guild_id: int, ahead: int = 1) -> None:
        self.fake = fake
        self.ahead = ahead
        self.env = {
            "CARDTABLE_STORE__URL": url,
            "CARDTABLE_BOT__DEV_GUILD_ID": str(guild_id),
            "CARDTABLE_TABLES__COMPUTER_DELAY": "0",
            "CARDTABLE_TABLES__TURN_TIMEOUT_SECONDS": "0",
            "CARDTABLE_TABLES__WARN_SECONDS": "0",
            "CARDTABLE_BOT__LOG_LEVEL": "WARNING",
        }
        self.generation = 0
        self.held: list[ChildBot] = []

    async def _hold(self) -> ChildBot:
        return await self.fake.spawn("-m", "tests.held_bot", env=self.env, cwd=ROOT,
                                     stdin=asyncio.subprocess.PIPE)

    async def start(self) -> ChildBot:
        """The next bot process, up: synced its commands, connected, and quiet."""
        child = self.held.pop(0) if self.held else await self._hold()
        assert child.proc.stdin is not None
        child.proc.stdin.write(b"go\n")
        child.proc.stdin.close()
        self.generation += 1
        try:
            await self.fake.wait_synced(syncs=self.generation, timeout=30)
            await self.fake.wait_connected(identifies=self.generation, timeout=30)
            await self.fake.idle(timeout=20)
        except Exception:
            print(child.output)
            raise
        while len(self.held) < self.ahead:
            self.held.append(await self._hold())
        return child

    async def close(self) -> None:
        for child in self.held:
            await child.kill()
        self.held = []


def _table_msg(fake: FakeDiscord, place: Channel) -> Message:
    for message in fake.messages(place):
        if any(c.startswith("ct:hand:") or c.startswith("ct:lobby:") for c in message.custom_ids):
            return message
    raise AssertionError("no table message")


async def _actor_hand(fake: FakeDiscord, place: Channel,
                      users: list[User]) -> tuple[User, Message] | None:
    """The player named on the table message opens their hand (with their actions on it)."""
    msg = _table_msg(fake, place)
    m = _TURN.search(msg.content)
    if m is None:
        return None
    user = next(u for u in users if u.id == int(m.group(1)))
    # no silence waited for: the hand shown is all this step needs (and changes nothing)
    rec = await fake.click(user, msg, "Your hand", settle=False)
    await fake.wait_for(lambda: rec.reply is not None and not rec.reply.loading, timeout=10)
    assert rec.reply is not None
    return user, rec.reply


def _move_on(message: Message) -> int:
    """The move a table message or hand shows (0 for a lobby)."""
    found = _MOVE.findall(message.text)
    return int(found[0][1]) if found else 0


async def _caught_up(fake: FakeDiscord, place: Channel, rec: Interaction,
                     hand: Message) -> None:
    """A move answered on ``hand``: wait until the table message shows at least the move
    the hand now shows. The next step reads whose turn it is there, so that is what it
    waits for, rather than 0.1 s of silence from the bot in its own process (the fake cannot
    see its work), which was half of this test's time."""
    await fake.wait_for(lambda: rec.answer is not None, timeout=10)
    await fake.wait_for(lambda: _move_on(_table_msg(fake, place)) >= _move_on(hand),
                        timeout=10, what="the table message to show the move")


async def _updated(fake: FakeDiscord, rec: Interaction) -> None:
    """The clicked message was updated in answer: at once (7), or — when the restarted bot
    is behind (a loaded machine) — acknowledged first (6) and then edited."""
    assert rec.response_type in (6, 7), rec
    await fake.wait_for(lambda: rec.answer is not None, timeout=10)


async def _press_first(fake: FakeDiscord, user: User, hand: Message) -> Interaction:
    """Press the first move the hand message offers (a button, or a select's first option)."""
    action = offered(hand)[0]
    for comp in hand.components:
        if comp.is_select and action in comp.option_values:
            return await fake.select(user, hand, comp.custom_id or "", [action])
        if comp.is_button and (comp.custom_id or "").endswith(f":{action}"):
            return await fake.click(user, hand, comp.custom_id or "")
    raise AssertionError(f"{action} is not on the hand")


async def _one_move(fake: FakeDiscord, place: Channel, users: list[User],
                    settle: bool = True) -> asyncio.Task[Interaction] | None:
    """The player named on the table message opens their hand and makes a move."""
    opened = await _actor_hand(fake, place, users)
    if opened is None:
        return None
    user, hand = opened
    actions = offered(hand)
    if not actions:
        return None
    action = choose(actions)
    for comp in hand.components:
        if comp.is_button and (comp.custom_id or "").endswith(f":{action}"):
            coro = fake.click(user, hand, comp.custom_id or "", settle=False)
            break
        if comp.is_select and action in comp.option_values:
            coro = fake.select(user, hand, comp.custom_id or "", [action], settle=False)
            break
    else:
        raise AssertionError(f"{action} not on the hand")
    task = asyncio.ensure_future(coro)
    if settle:
        await _caught_up(fake, place, await task, hand)
        return None
    return task


@pytest.mark.parametrize(("backend", "chunk"),
                         [(b, c) for b, chunks in CHUNKS.items() for c in range(chunks)])
async def test_kill_and_restart(url: str, backend: str, chunk: int) -> None:
    rng = random.Random(1000 + chunk)
    async with FakeDiscord() as fake:
        guild = fake.add_guild("Cards")
        bots = Bots(fake, url, guild.id)
        child = await bots.start()
        try:
            tables: list[tuple[int, Channel, list[User]]] = []
            for t in (1, 2):  # two tables, each in its own channel's thread
                channel = fake.add_channel(guild, f"room{t}")
                users = [fake.add_member(guild, f"t{t}p{i}") for i in range(4)]
                await fake.slash(users[0], channel, "table open", game="huutopussi")
                place = fake.threads(channel)[-1]
                msg = _table_msg(fake, place)
                for user in users[1:]:
                    await fake.click(user, msg, "Join")
                await fake.click(users[0], msg, "Start")
                tables.append((t, place, users))
            old_hands: list[tuple[int, User, Message]] = []
            stale_clicks = 0
            for _kill in range(KILLS_PER_CHUNK):
                # a hand with move buttons, left alone while its owner moves from a new one:
                # after the restart its buttons are stale and were drawn by a dead process
                stale_t, stale_place, stale_users = rng.choice(tables)
                stale = await _actor_hand(fake, stale_place, stale_users)
                await _one_move(fake, stale_place, stale_users)
                for _ in range(rng.randint(0, 2)):
                    for _t, place, users in tables:
                        await _one_move(fake, place, users)
                before = {t: (await _db(url, t))[0] for t, _, _ in tables}
                shown = {t: _shown(fake, users, t) for t, _, users in tables}
                flying, place, users = rng.choice(tables)
                in_flight = await _one_move(fake, place, users, settle=False)
                await asyncio.sleep(rng.uniform(0.0, 0.03))
                await child.kill()
                if in_flight is not None:
                    # a click in flight may die with the process: that is the point
                    with contextlib.suppress(Exception):
                        await asyncio.wait_for(in_flight, 5)
                versions = {}
                for t, _place, users in tables:
                    seen = max(shown[t], _shown(fake, users, t))
                    version, log, _snap, snap_version = await _db(url, t)
                    assert [v for v, _, _ in log] == list(range(1, version + 1)), "log gaps"
                    assert snap_version is not None and snap_version <= version  # a checkpoint
                    extra = 1 if t == flying else 0
                    assert seen <= version <= before[t] + extra, (t, seen, before[t], version)
                    versions[t] = version
                # restart: every table is drawn again at its stored state
                child = await bots.start()
                for t, place, _users in tables:
                    want = f"Table {t} · move {versions[t]}"
                    await fake.wait_for(lambda w=want, p=place: w in _table_msg(fake, p).text,
                                        timeout=10)
                # a stale move button drawn by the dead process: the fresh view, nothing applied
                assert stale is not None
                user, hand = stale
                drawn = int(_MOVE.findall(hand.text)[0][1])
                assert drawn < versions[stale_t]
                pressed = offered(hand)[0]
                rec = await _press_first(fake, user, hand)
                await _updated(fake, rec)
                # nothing played, said so — unless that very move went through already (the
                # owner made it from a newer hand): then the panel, and no refusal
                _v, log, _s, _sv = await _db(url, stale_t)
                repeat = next((a for v, _s, a in log if v > drawn), None) == pressed
                assert repeat or "nothing was played" in rec.answer_text, rec.answer_text
                assert f"Table {stale_t} · move {versions[stale_t]}" in hand.text
                assert (await _db(url, stale_t))[0] == versions[stale_t], \
                    "a stale click was applied"
                stale_clicks += 1
                # hands drawn by a dead process still answer (stale → the fresh view)
                for t, user, hand in old_hands[-3:]:
                    refresh = [c for c in hand.custom_ids if c.startswith("ct:refresh:")]
                    if not refresh:
                        continue
                    try:
                        rec = await fake.click(user, hand, refresh[0])
                    except NotClickable:
                        continue
                    await _updated(fake, rec)
                    assert f"Table {t} · move {versions[t]}" in hand.text
                for t, _place, users in tables:
                    for user in users:
                        eph = fake.ephemerals(user)
                        if eph:
                            old_hands.append((t, user, eph[-1]))
            assert stale_clicks == KILLS_PER_CHUNK
            fake.clear_records()  # lost interactions at kills are expected
        finally:
            await child.kill()
            await bots.close()
    # every log replays from the seed through its stored snapshot: nothing lost, nothing
    # applied twice
    total = 0
    for t in (1, 2):
        [(seed, options)] = await raw(url, "SELECT seed, options FROM tables WHERE id = ?", (t,))
        version, log, snap, snap_version = await _db(url, t)
        state = new_match("huutopussi", 4, json.loads(options), seed)
        assert snap is not None
        checked = snap_version == 0 and canonical(state) == canonical(type(state).from_json(snap))
        for v, seat, action in log:
            state.apply(seat, action)
            if v == snap_version:
                checked = canonical(state) == canonical(type(state).from_json(snap))
        assert checked, f"table {t}: the log does not pass through the snapshot {snap_version}"
        total += version
    assert total >= KILLS_PER_CHUNK


OPEN_KILLS = 12


def _open_tables(db: Path) -> list[tuple[int, int, int | None, int | None]]:
    """(id, place_id, thread_id, message_id) of every table in the lobby or playing."""
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return con.execute("SELECT id, place_id, thread_id, message_id FROM tables WHERE status"
                           " IN ('lobby', 'playing') ORDER BY id").fetchall()
    except sqlite3.OperationalError:  # killed before the store was made
        return []
    finally:
        con.close()


def _carried(message: Message) -> set[int]:
    """The tables whose table-message buttons this message carries now."""
    return {int(c.split(":")[2]) for c in message.custom_ids
            if c.startswith(("ct:lobby:", "ct:hand:"))}


def _one_message_each(fake: FakeDiscord, db: Path) -> str:
    """Why the tables and their messages do not match yet ("" when they do): every open table
    has exactly one live table message, in its own place, the one the store names; no other
    message carries a table message's buttons; every thread the bot made is a table's."""
    tables = _open_tables(db)
    live = [m for m in fake.public_messages() if _carried(m)]
    for table, place, _thread, message_id in tables:
        mine = [m for m in live if table in _carried(m)]
        if len(mine) != 1 or mine[0].channel.id != place or mine[0].id != message_id:
            return f"table {table}: {mine} (store: place {place}, message {message_id})"
    known = {t for t, _, _, _ in tables}
    stray = [m for m in live if not _carried(m) <= known]
    if stray:
        return f"table messages of no open table: {stray}"
    places = {place for _, place, _, _ in tables}
    empty = [c for c in fake.channels.values()
             if c.is_thread and not c.deleted and c.owner_id == fake.bot_user.id
             and c.id not in places]
    return f"threads of no table: {empty}" if empty else ""


def _cut(fake: FakeDiscord, db: Path, channel: Channel, before: int) -> str:
    """How far a killed /table open got: no table, table, + thread, + message, recorded."""
    rows = [r for r in _open_tables(db) if r[0] > before]
    if not rows:
        return "no table"
    _id, _place, thread, message_id = rows[-1]
    if message_id is not None:
        return "recorded"
    made = [t for t in fake.threads(channel)]
    if made and any(_carried(m) for t in made for m in fake.messages(t)):
        return "message posted"
    if made:
        return "thread made" if thread is None else "thread recorded"
    return "table only"


async def test_kills_during_table_open_leave_exactly_one_table_message(tmp_path: Path) -> None:
    """SIGKILL within a few milliseconds of /table open: after the restart every table has
    exactly one live table message (the store's), and no thread holds a stale lobby or
    nothing at all."""
    rng = random.Random(2024)
    db = tmp_path / "cards.sqlite3"
    cuts: dict[str, int] = {}
    async with FakeDiscord() as fake:
        guild = fake.add_guild("Cards")
        bots = Bots(fake, str(db), guild.id, ahead=2)
        child = await bots.start()
        try:
            for n in range(OPEN_KILLS):
                channel = fake.add_channel(guild, f"open{n}")
                host = fake.add_member(guild, f"host{n}")
                await fake.idle()
                before = max((t for t, _, _, _ in _open_tables(db)), default=0)
                await fake.slash(host, channel, "table open", game="huutopussi", wait=False,
                                 settle=False)
                await asyncio.sleep(rng.uniform(0.0, 0.015))
                await child.kill()
                cut = _cut(fake, db, channel, before)
                cuts[cut] = cuts.get(cut, 0) + 1
                child = await bots.start()
                with contextlib.suppress(TimeoutError):
                    await fake.wait_for(lambda: not _one_message_each(fake, db), timeout=10)
                assert _one_message_each(fake, db) == "", child.output
            # and the repaired tables work: each host's Join-ready lobby takes a player
            for table, place, _thread, _message in _open_tables(db)[:2]:
                joiner = fake.add_member(guild, f"joiner{table}")
                await fake.idle()
                lobby = _table_msg(fake, fake.channel(place))
                rec = await fake.click(joiner, lobby, "Join")
                assert rec.reply is not None and f"You joined table {table}" in rec.reply.text
            fake.clear_records()  # interactions lost at kills are expected
        finally:
            await child.kill()
            await bots.close()
    print(f"\n/table open cut by a kill at: {cuts}")
