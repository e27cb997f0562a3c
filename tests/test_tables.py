"""The table service, with a toy game and a fake clock: lifecycle, every refusal, races, timers,
computer seats, restore after a restart."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import random
import sqlite3
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

import tests.toy_game  # registers "high-card"
import tests.window_game  # noqa: F401  (registers "window-toy": questions put to every seat)
from bot.config import TablesSection
from bot.engine import MatchResult, get_game, new_match
from bot.engine.cards import card_code
from bot.engine.game import canonical
from bot.store import MatchRecord, Store
from bot.tables import (
    SNAPSHOT_EVERY,
    Change,
    FakeClock,
    StaleVersion,
    Table,
    TableError,
    TableListener,
    TableService,
)

GUILD, CHANNEL = 1, 500
ANN, BOB, CAT, DAN, EVE = 101, 102, 103, 104, 105
NAMES = {ANN: "Ann", BOB: "Bob", CAT: "Cat", DAN: "Dan", EVE: "Eve"}


@dataclass
class Recorder(TableListener):
    """Remembers every notification, in order."""

    calls: list[tuple[str, Any]] = field(default_factory=list)

    async def table_changed(self, table: Table, change: Change) -> None:
        self.calls.append(("changed", change))

    async def players_to_act(self, table: Table, seats: list[int]) -> None:
        self.calls.append(("to_act", list(seats)))

    async def turn_warning(self, table: Table, seat: int, seconds_left: float) -> None:
        self.calls.append(("warning", (seat, seconds_left)))

    async def match_over(self, table: Table, result: MatchResult, record: MatchRecord) -> None:
        self.calls.append(("over", record))

    async def table_closed(self, table: Table, reason: str) -> None:
        self.calls.append(("closed", reason))

    async def turn_ping(self, table: Table, seats: list[int]) -> None:
        self.calls.append(("ping", list(seats)))

    async def match_stopped(self, table: Table, standing: MatchResult) -> None:
        self.calls.append(("stopped", standing))

    def kinds(self, name: str = "changed") -> list[str]:
        return [c[1].kind for c in self.calls if c[0] == name]

    def of(self, name: str) -> list[Any]:
        return [c[1] for c in self.calls if c[0] == name]


SETTINGS = TablesSection(turn_timeout_seconds=60, warn_seconds=30, computer_delay=1,
                         max_tables_per_guild=5)


@dataclass
class Env:
    service: TableService
    store: Store
    clock: FakeClock
    rec: Recorder
    path: Path

    async def restart(self) -> Env:
        """A new process: a new store connection and service, restored from disk."""
        await self.service.close()
        await self.store.close()
        store = await Store.open(self.path)
        clock = FakeClock(self.clock.now())
        rec = Recorder()
        service = TableService(store, SETTINGS, clock, [rec], seed_source=lambda: 4242)
        await service.restore()
        return Env(service, store, clock, rec, self.path)


@pytest.fixture
async def env(tmp_path: Path) -> AsyncIterator[Env]:
    path = tmp_path / "tables.sqlite3"
    store = await Store.open(path)
    clock = FakeClock()
    rec = Recorder()
    seeds = itertools.count(1000)
    service = TableService(store, SETTINGS, clock, [rec], seed_source=lambda: next(seeds))
    holder = Env(service, store, clock, rec, path)
    yield holder
    await holder.service.close()
    with contextlib.suppress(ValueError):
        await holder.store.close()


async def open_table(env: Env, users: tuple[int, ...] = (ANN, BOB), start: bool = True,
                     place: int = CHANNEL, **kw: Any) -> Table:
    svc = env.service
    table = await svc.open(GUILD, place, users[0], NAMES[users[0]], "high-card", **kw)
    for u in users[1:]:
        await svc.join(table.id, u, NAMES[u])
    if start:
        await svc.start(table.id, users[0])
    return table


def user_at(table: Table, seat: int) -> int:
    uid = table.seats[seat].user_id
    assert uid is not None
    return uid


async def play_one(env: Env, table: Table, rng: random.Random) -> str:
    seat = table.to_act()[0]
    action = str(rng.choice(table.state.legal_actions(seat)))  # type: ignore[union-attr]
    await env.service.act(table.id, user_at(table, seat), action, table.version)
    return action


def db_rows(env: Env, sql: str, args: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    con = sqlite3.connect(env.path)
    try:
        return con.execute(sql, args).fetchall()
    finally:
        con.close()


async def expect(code: str, coro: Any) -> TableError:
    with pytest.raises(TableError) as err:
        await coro
    assert err.value.code == code, err.value.message
    assert err.value.message.strip() and "{s" not in err.value.message
    return err.value


# --- lifecycle ---------------------------------------------------------------------------

async def test_whole_lifecycle_to_a_recorded_match(env: Env) -> None:
    svc = env.service
    table = await svc.open(GUILD, CHANNEL, ANN, "Ann", "high-card", {"target": 3})
    assert table.status == "lobby" and table.names() == ["Ann"] and table.host_id == ANN
    assert svc.table_at(CHANNEL) is table and svc.get(table.id) is table
    await svc.join(table.id, BOB, "Bob")
    await svc.add_computer(table.id, BOB)
    assert table.names() == ["Ann", "Bob", "Computer 1"] and table.seats[2].computer
    await svc.start(table.id, ANN)
    assert table.status == "playing" and table.version == 0
    rng = random.Random(1)
    for _ in range(2000):
        if table.status != "playing":
            break
        if table.seats[table.to_act()[0]].computer:
            await env.clock.advance(SETTINGS.computer_delay)
        else:
            await play_one(env, table, rng)
    assert table.status == "finished"
    assert svc.find(CHANNEL) is None and svc.tables() == []
    (match,) = await env.store.recent_matches(GUILD)
    assert match.game_id == "high-card" and match.has_computers
    assert match.actions == table.version and match.options["target"] == 3
    assert [s.name for s in match.seats] == ["Ann", "Bob", "Computer 1"]
    assert env.rec.of("over") == [match]
    kinds = env.rec.kinds()
    assert kinds[:4] == ["opened", "joined", "computer_added", "started"]
    assert kinds.count("action") == table.version
    # Every action is in the log, the computer's flagged, and the log replays to the end.
    log = db_rows(env, "SELECT seat, action, actor_id, computer FROM actions ORDER BY version")
    assert all((actor is None) == bool(comp) for _, _, actor, comp in log)
    assert any(comp for *_, comp in log) and any(not comp for *_, comp in log)
    replay = new_match("high-card", 3, table.options, table.record.seed)
    for seat, action, _, _ in log:
        replay.apply(seat, action)
    assert canonical(replay) == canonical(table.state)  # type: ignore[arg-type]
    # The place is free for a new table.
    await svc.open(GUILD, CHANNEL, BOB, "Bob", "high-card")


async def test_views_show_only_the_viewers_hand(env: Env) -> None:
    table = await open_table(env, (ANN, BOB, CAT))
    state = table.state
    assert state is not None
    for user in (ANN, BOB, CAT):
        view = table.view_for(user)
        assert view is not None
        own = table.seat_of(user)
        assert own is not None and view.seat == own
        others = {card_code(c) for s, hand in enumerate(state.hands)  # type: ignore[attr-defined]
                  if s != own for c in hand}
        assert not others & set(view.hand)
    public = table.view_for(999)
    assert public is not None and public.seat is None and public.hand == []
    assert table.legal_actions(999) == []
    assert table.legal_actions(user_at(table, table.to_act()[0]))


async def test_a_seats_view_is_made_once_per_committed_state(env: Env) -> None:
    """Every live panel and the table message read views of the same state: each seat's
    view (and labelled legal actions) is made once per commit, never shared between
    seats, and new after the next move."""
    table = await open_table(env, (ANN, BOB, CAT))
    ann, bob = table.view_for(ANN), table.view_for(BOB)
    assert ann is table.view_for(ANN) and bob is table.view_for(BOB)
    assert ann is not bob and ann is not None and bob is not None and ann.hand != bob.hand
    public = table.view(None)
    assert public is table.view(None) and public is not None and public.hand == []
    mover = user_at(table, table.to_act()[0])
    choices = table.choices(mover)
    assert choices and choices is table.choices(mover) and table.choices(999) == ()
    assert [a for a, _ in choices] == [str(a) for a in table.legal_actions(mover)]
    await play_one(env, table, random.Random(1))
    assert table.choices(mover) is not choices
    after = table.view_for(ANN)
    assert after is not ann and after == table.state.view(table.seat_of(ANN))  # type: ignore[union-attr]


async def test_text_forms_of_an_action_are_understood(env: Env) -> None:
    table = await open_table(env, (ANN, BOB), options={"hand_size": 3})
    svc = env.service
    seat = table.to_act()[0]
    await svc.act(table.id, user_at(table, seat), "bid 1")
    seat = table.to_act()[0]
    await svc.act(table.id, user_at(table, seat), "2")  # a bare argument
    seat = table.to_act()[0]
    card = table.state.legal_actions(seat)[0].arg  # type: ignore[union-attr]
    result = await svc.act(table.id, user_at(table, seat), f"play {card.lower()}")
    assert str(result.action) == f"play:{card}" and result.version == 3
    assert result.texts() == [f"{table.names()[seat]} plays {card[:-1]}" + result.texts()[0][-2:]]


async def test_host_leaving_passes_the_host_and_an_empty_table_closes(env: Env) -> None:
    svc = env.service
    table = await open_table(env, (ANN, BOB), start=False)
    await svc.leave(table.id, ANN)
    assert table.host_id == BOB and table.names() == ["Bob"]
    await svc.leave(table.id, BOB)
    assert table.status == "ended" and svc.find(CHANNEL) is None
    assert env.rec.of("closed") == ["Everyone left, so the table is closed."]


async def test_leaving_during_play_hands_the_seat_to_a_computer(env: Env) -> None:
    svc = env.service
    table = await open_table(env, (ANN, BOB))
    away = table.to_act()[0]
    await svc.leave(table.id, user_at(table, away))
    assert table.seats[away].away
    await env.clock.advance(SETTINGS.computer_delay)
    assert table.version == 1  # the computer acted for them
    await svc.back(table.id, user_at(table, away))
    assert not table.seats[away].away


async def test_a_person_takes_a_computers_seat_when_the_table_is_full(env: Env) -> None:
    svc = env.service
    table = await open_table(env, (ANN,), start=False, seat_count=2)
    await svc.add_computer(table.id, ANN)
    await svc.join(table.id, BOB, "Bob")
    assert table.names() == ["Ann", "Bob"]


async def test_start_can_fill_empty_seats_with_computers(env: Env) -> None:
    table = await open_table(env, (ANN,), start=False, seat_count=4)
    await env.service.start(table.id, ANN, fill_with_computers=True)
    assert [s.computer for s in table.seats] == [False, True, True, True]


async def test_attach_records_message_and_moves_to_the_thread(env: Env) -> None:
    svc = env.service
    table = await open_table(env, (ANN, BOB), start=False)
    await svc.attach(table.id, thread_id=777, message_id=888)
    assert svc.find(777) is table and svc.find(CHANNEL) is None
    assert db_rows(env, "SELECT thread_id, message_id, place_id FROM tables") == [(777, 888, 777)]
    other = await open_table(env, (CAT,), start=False)  # the channel itself is free again
    await expect("table_exists", svc.attach(other.id, thread_id=777))
    assert other.thread_id is None and svc.find(CHANNEL) is other and svc.find(777) is table


# --- ending --------------------------------------------------------------------------------

async def test_host_ends_at_once(env: Env) -> None:
    table = await open_table(env, (ANN, BOB))
    out = await env.service.end(table.id, ANN)
    assert out.ended and table.status == "ended" and env.service.find(CHANNEL) is None
    assert db_rows(env, "SELECT status FROM tables") == [("ended",)]
    assert env.rec.of("closed") == [out.message]
    assert await env.store.recent_matches(GUILD) == []  # an ended table is no result


async def test_players_end_by_majority_vote(env: Env) -> None:
    svc = env.service
    table = await open_table(env, (ANN, BOB, CAT))
    first = await svc.end(table.id, BOB)
    assert (first.ended, first.votes, first.needed) == (False, 1, 2)
    again = await svc.end(table.id, BOB)  # voting twice counts once
    assert (again.ended, again.votes) == (False, 1)
    assert env.rec.kinds().count("vote") == 2
    await expect("not_seated", svc.end(table.id, EVE))
    last = await svc.end(table.id, CAT)
    assert last.ended and table.status == "ended"


# --- every refusal -------------------------------------------------------------------------

async def test_every_refusal_has_its_sentence_and_changes_nothing(env: Env) -> None:
    svc = env.service

    async def here() -> Table:
        return svc.table_at(CHANNEL)

    await expect("no_table", here())
    await expect("unknown_game", svc.open(GUILD, CHANNEL, ANN, "Ann", "chess"))
    await expect("bad_option", svc.open(GUILD, CHANNEL, ANN, "Ann", "high-card", {"target": 0}))
    await expect("bad_option", svc.open(GUILD, CHANNEL, ANN, "Ann", "high-card", {"colour": 1}))
    await expect("bad_option", svc.open(GUILD, CHANNEL, ANN, "Ann", "high-card", seat_count=9))
    err = await expect("bad_option", svc.open(GUILD, CHANNEL, ANN, "Ann", "high-card",
                                              difficulty="genius"))
    assert "no “genius” computer" in err.message and "easy" in err.message
    table = await open_table(env, (ANN,), start=False, seat_count=3)
    err = await expect("table_exists", svc.open(GUILD, CHANNEL, BOB, "Bob", "high-card"))
    assert err.table is table and "already has a table" in err.message
    await expect("already_seated", svc.join(table.id, ANN, "Ann"))
    await expect("not_started", svc.act(table.id, ANN, "bid:1"))
    await expect("need_players", svc.start(table.id, ANN))
    await svc.join(table.id, BOB, "Bob")
    await expect("not_host", svc.start(table.id, BOB))
    await expect("no_computer", svc.remove_computer(table.id, ANN))
    await expect("not_seated", svc.add_computer(table.id, EVE))
    await expect("bad_option", svc.add_computer(table.id, ANN, "Genius"))
    assert not any(s.computer for s in table.seats)
    await svc.add_computer(table.id, ANN)
    await expect("full", svc.add_computer(table.id, ANN))
    await svc.remove_computer(table.id, ANN)
    await svc.join(table.id, CAT, "Cat")
    full = await expect("full", svc.join(table.id, DAN, "Dan"))
    assert "full (3 of 3 seats)" in full.message
    await svc.start(table.id, ANN)
    await expect("already_started", svc.join(table.id, DAN, "Dan"))
    await expect("already_started", svc.add_computer(table.id, ANN))
    await expect("not_seated", svc.act(table.id, EVE, "bid:1"))

    before = (table.version, table.state.to_json())  # type: ignore[union-attr]
    seat = table.to_act()[0]
    mover, other = user_at(table, seat), user_at(table, (seat + 1) % 3)
    turn = await expect("not_your_turn", svc.act(table.id, other, "bid:1"))
    assert table.names()[seat] in turn.message
    bid = await expect("illegal", svc.act(table.id, mover, "bid:9"))
    assert bid.message == "Bid a number of tricks from 0 to 3."
    await expect("illegal", svc.act(table.id, mover, "play:AS"))  # a card during the auction
    stale = await expect("stale", svc.act(table.id, mover, "bid:1", table.version + 1))
    assert isinstance(stale, StaleVersion) and stale.table is table
    for _ in range(3):  # everybody bids; now cards
        s = table.to_act()[0]
        await svc.act(table.id, user_at(table, s), "bid:1")
    before = (table.version, table.state.to_json())  # type: ignore[union-attr]
    seat = table.to_act()[0]
    mover = user_at(table, seat)
    hand = table.state.hands[seat]  # type: ignore[union-attr]
    unknown = await expect("unknown_card", svc.act(table.id, mover, "play:ZZ"))
    assert unknown.message.startswith("“ZZ” is not a card")
    not_held = next(c for c in range(36, 60) if c not in hand and (c >> 2) >= 9)
    held = await expect("illegal", svc.act(table.id, mover, f"play:{card_code(not_held)}"))
    assert held.message.startswith("You don't hold")
    assert (table.version, table.state.to_json()) == before  # type: ignore[union-attr]
    assert db_rows(env, "SELECT max(version) FROM actions") == [(before[0],)]
    # Follow suit: lead a card, then have the next seat play off-suit if it can.
    lead = table.state.legal_actions(seat)[0]  # type: ignore[union-attr]
    await svc.act(table.id, mover, str(lead))
    nxt = table.to_act()[0]
    legal = {a.arg for a in table.state.legal_actions(nxt)}  # type: ignore[union-attr]
    off = [card_code(c) for c in table.state.hands[nxt]  # type: ignore[union-attr]
           if card_code(c) not in legal]
    assert off, "this seed gives the second player an off-suit card"
    follow = await expect("illegal", svc.act(table.id, user_at(table, nxt), f"play:{off[0]}"))
    assert follow.message == "You must follow suit."
    await svc.end(table.id, ANN)
    await expect("no_table", svc.act(table.id, ANN, "bid:1"))
    await expect("no_table", svc.join(table.id, DAN, "Dan"))


async def test_table_limit_per_server(env: Env) -> None:
    for place in range(SETTINGS.max_tables_per_guild):
        await env.service.open(GUILD, 1000 + place, ANN, "Ann", "high-card")
    await expect("table_limit", env.service.open(GUILD, 9999, ANN, "Ann", "high-card"))
    await env.service.open(GUILD + 1, 9999, ANN, "Ann", "high-card")  # other servers unaffected


async def test_two_opens_at_once_in_one_channel_give_one_table(env: Env) -> None:
    svc = env.service
    results = await asyncio.gather(
        *(svc.open(GUILD, CHANNEL, u, NAMES[u], "high-card") for u in (ANN, BOB, CAT)),
        return_exceptions=True)
    tables = [r for r in results if isinstance(r, Table)]
    errors = [r for r in results if isinstance(r, TableError)]
    assert len(tables) == 1 and len(errors) == 2
    assert all(e.code == "table_exists" for e in errors)


# --- races and stale versions -------------------------------------------------------------

async def test_simultaneous_clicks_on_one_version_apply_exactly_one(env: Env) -> None:
    table = await open_table(env, (ANN, BOB, CAT, DAN))
    svc = env.service
    rng = random.Random(3)
    for _ in range(30):
        if table.status != "playing":
            break
        seat = table.to_act()[0]
        version = table.version
        actions = [str(a) for a in table.state.legal_actions(seat)]  # type: ignore[union-attr]
        clicks = [svc.act(table.id, user_at(table, seat), a, version) for a in actions * 3]
        clicks += [svc.act(table.id, user_at(table, s), "bid:0", version) for s in range(4)
                   if s != seat]
        rng.shuffle(clicks)
        results = await asyncio.gather(*clicks, return_exceptions=True)
        applied = [r for r in results if not isinstance(r, BaseException)]
        refused = [r for r in results if isinstance(r, TableError)]
        assert len(applied) == 1 and len(refused) == len(results) - 1
        assert applied[0].version == version + 1 == table.version
        assert {e.code for e in refused} <= {"stale", "not_your_turn"}
    versions = [v for (v,) in db_rows(env, "SELECT version FROM actions ORDER BY version")]
    assert versions == list(range(1, table.version + 1))


async def test_concurrent_acts_without_versions_apply_against_the_state_they_meet(
        env: Env) -> None:
    """Everybody fires every action they might have at once, repeatedly; each is applied once
    or refused for a reason, and the log replays to the state in memory."""
    table = await open_table(env, (ANN, BOB, CAT, DAN), options={"target": 4})
    svc = env.service
    rng = random.Random(9)
    sent = 0
    while table.status == "playing" and sent < 3000:
        state = table.state
        assert state is not None
        attempts = []
        for seat in range(4):
            user = user_at(table, seat)
            options = ([str(a) for a in state.legal_actions(seat)]
                       or [f"play:{card_code(c)}" for c in state.hands[seat]]  # type: ignore[attr-defined]
                       or ["bid:1"])
            attempts += [svc.act(table.id, user, a) for a in options]
        rng.shuffle(attempts)
        sent += len(attempts)
        before = table.version
        results = await asyncio.gather(*attempts, return_exceptions=True)
        applied = [r for r in results if not isinstance(r, BaseException)]
        for r in results:
            if isinstance(r, BaseException):
                assert isinstance(r, TableError), r
                assert r.code in {"not_your_turn", "illegal", "no_table"}, r.message
        assert table.version == before + len(applied)
        assert sorted(r.version for r in applied) == list(range(before + 1, table.version + 1))
    log = db_rows(env, "SELECT seat, action FROM actions WHERE table_id=? ORDER BY version",
                  (table.id,))
    assert len(log) == table.version
    replay = new_match("high-card", 4, table.options, table.record.seed)
    for seat, action in log:
        replay.apply(seat, action)
    assert canonical(replay) == canonical(table.state)  # type: ignore[arg-type]


async def test_races_on_many_tables_at_once(env: Env) -> None:
    svc = env.service
    tables = [await open_table(env, (ANN, BOB), place=2000 + i) for i in range(5)]
    rng = random.Random(5)

    async def drive(table: Table) -> None:
        for _ in range(40):
            if table.status != "playing":
                return
            await play_one(env, table, rng)

    await asyncio.gather(*(drive(t) for t in tables))
    for t in tables:
        got = db_rows(env, "SELECT count(*), max(version) FROM actions WHERE table_id=?", (t.id,))
        assert got == [(t.version, t.version)]
        assert t.status == "finished" or svc.get(t.id) is t


# --- commit before show ------------------------------------------------------------------

async def test_every_change_is_committed_before_anyone_hears_of_it(env: Env) -> None:
    seen: list[int] = []

    class Checker(TableListener):
        async def table_changed(self, table: Table, change: Change) -> None:
            if change.kind != "action":
                return
            # the log row and the table row of this move; the log replays to what is shown
            [(row_version,)] = db_rows(env, "SELECT version FROM tables WHERE id=?",
                                       (table.id,))
            log = db_rows(env, "SELECT version, seat, action FROM actions WHERE table_id=?"
                          " ORDER BY version", (table.id,))
            assert row_version == change.version == table.version == log[-1][0]
            replay = new_match("high-card", len(table.seats), table.options, table.record.seed)
            for _v, seat, action in log:
                replay.apply(seat, action)
            assert table.state is not None and canonical(replay) == canonical(table.state)
            # the snapshot is a checkpoint: never ahead, and this state when it is this move's
            [(snap_version, snap)] = db_rows(
                env, "SELECT version, state FROM snapshots WHERE table_id=?", (table.id,))
            assert snap_version <= change.version
            if snap_version == change.version:
                assert snap == table.state.to_json()
            seen.append(change.version)

    env.service.add_listener(Checker())
    table = await open_table(env, (ANN,), start=False, options={"target": 50})
    await env.service.add_computer(table.id, ANN)
    await env.service.start(table.id, ANN)
    rng = random.Random(2)
    for _ in range(20):
        if table.seats[table.to_act()[0]].computer:
            await env.clock.advance(SETTINGS.computer_delay)
        else:
            result = await play_one(env, table, rng)
            assert result
    assert seen == list(range(1, len(seen) + 1)) and len(seen) >= 20


async def test_a_failed_write_leaves_the_table_as_it_was(env: Env,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    table = await open_table(env, (ANN, BOB))
    before = (table.version, table.state.to_json())  # type: ignore[union-attr]
    heard = len(env.rec.calls)

    async def broken(*args: Any, **kw: Any) -> None:
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(env.store, "commit_action", broken)
    seat = table.to_act()[0]
    with pytest.raises(sqlite3.OperationalError):
        await env.service.act(table.id, user_at(table, seat), "bid:0")
    assert (table.version, table.state.to_json()) == before  # type: ignore[union-attr]
    assert len(env.rec.calls) == heard  # nobody was shown anything
    monkeypatch.undo()
    await env.service.act(table.id, user_at(table, seat), "bid:0")
    assert table.version == 1


# --- computers and timers ------------------------------------------------------------------

async def test_computer_seats_play_a_whole_match(env: Env) -> None:
    table = await open_table(env, (ANN,), start=False, options={"pairs": True})
    for _ in range(3):
        await env.service.add_computer(table.id, ANN)
    await env.service.start(table.id, ANN)
    await env.service.leave(table.id, ANN)  # the last human walks away: computers play on
    for _ in range(5000):
        if table.status != "playing":
            break
        await env.clock.advance(SETTINGS.computer_delay)
    assert table.status == "finished"
    (match,) = await env.store.recent_matches(GUILD)
    assert match.teams == [[0, 2], [1, 3]] and match.has_computers
    assert match.seats[0].stood_in and not match.seats[0].computer
    rows = db_rows(env, "SELECT seat, user_id, computer, stood_in FROM match_players "
                        "ORDER BY seat")
    assert rows == [(0, ANN, 0, 1), (1, None, 1, 0), (2, None, 1, 0), (3, None, 1, 0)]
    assert not db_rows(env, "SELECT * FROM actions WHERE computer=0")


async def test_computer_moves_are_seeded_and_replay(env: Env) -> None:
    """Two tables with the same seed and the same human moves play identically."""
    seeds = iter([77, 77])
    env.service._seed = lambda: next(seeds)
    logs = []
    for place in (1, 2):
        table = await open_table(env, (ANN,), start=False, place=place, options={"target": 50})
        await env.service.add_computer(table.id, ANN)
        await env.service.start(table.id, ANN)
        rng = random.Random(0)
        for _ in range(25):
            if table.seats[table.to_act()[0]].computer:
                await env.clock.advance(SETTINGS.computer_delay)
            else:
                await play_one(env, table, rng)
        logs.append(db_rows(env, "SELECT seat, action FROM actions WHERE table_id=? "
                                 "ORDER BY version", (table.id,)))
    assert logs[0] == logs[1]


async def test_turn_timer_warns_then_a_computer_stands_in_until_the_player_returns(
        env: Env) -> None:
    svc, clock = env.service, env.clock
    table = await open_table(env, (ANN, BOB))
    seat = table.to_act()[0]
    slow = user_at(table, seat)
    await clock.advance(29)
    assert env.rec.of("warning") == []
    await clock.advance(1)
    assert env.rec.of("warning") == [(seat, 30.0)]
    assert table.version == 0 and not table.seats[seat].away
    await clock.advance(30)
    assert table.seats[seat].away and table.version == 1
    assert "away" in env.rec.kinds()
    assert db_rows(env, "SELECT computer, actor_id FROM actions") == [(1, None)]
    # The other player acts; on the absent player's next turn the computer is quick.
    other = table.to_act()[0]
    assert other != seat
    await svc.act(table.id, user_at(table, other), "bid:0")
    assert table.to_act() == [seat]
    await clock.advance(SETTINGS.computer_delay)
    assert table.version == 3 and table.seats[seat].away
    # The player returns by acting when it is their turn again.
    while table.to_act() != [seat]:
        await play_one(env, table, random.Random(0))
    legal = table.state.legal_actions(seat)  # type: ignore[union-attr]
    await svc.act(table.id, slow, str(legal[0]))
    assert not table.seats[seat].away and env.rec.kinds()[-1] == "back"
    assert table.seats[seat].stood_in


async def test_acting_in_time_cancels_the_warning(env: Env) -> None:
    table = await open_table(env, (ANN, BOB))
    await env.clock.advance(20)
    await play_one(env, table, random.Random(0))
    await env.clock.advance(15)  # 35 s after the start, 15 s after the move
    assert env.rec.of("warning") == []
    await env.clock.advance(15)
    assert [seat for seat, _ in env.rec.of("warning")] == table.to_act()


async def test_players_to_act_are_announced(env: Env) -> None:
    table = await open_table(env, (ANN, BOB))
    assert env.rec.of("to_act")[-1] == table.to_act()
    await play_one(env, table, random.Random(0))
    assert env.rec.of("to_act")[-1] == table.to_act()


# --- restart ---------------------------------------------------------------------------------

async def test_restart_restores_every_table_exactly(env: Env) -> None:
    playing = await open_table(env, (ANN, BOB, CAT))
    lobby = await open_table(env, (DAN,), start=False, place=CHANNEL + 1)
    await env.service.attach(lobby.id, message_id=55)
    rng = random.Random(4)
    for _ in range(7):
        await play_one(env, playing, rng)
    expected = canonical(playing.state)  # type: ignore[arg-type]
    version = playing.version
    env2 = await env.restart()
    t = env2.service.table_at(CHANNEL)
    assert t.version == version and canonical(t.state) == expected  # type: ignore[arg-type]
    assert t.names() == ["Ann", "Bob", "Cat"] and t.host_id == ANN
    lob = env2.service.table_at(CHANNEL + 1)
    assert lob.status == "lobby" and lob.message_id == 55 and lob.state is None
    for _ in range(5):  # play goes on where it stopped
        await play_one(env2, t, rng)
    assert t.version == version + 5
    await env2.service.close()
    await env2.store.close()


async def test_restore_trusts_the_log_over_a_wrong_snapshot(
        env: Env, caplog: pytest.LogCaptureFixture) -> None:
    table = await open_table(env, (ANN, BOB))
    rng = random.Random(8)
    for _ in range(4):
        await play_one(env, table, rng)
    expected = canonical(table.state)  # type: ignore[arg-type]
    stale = new_match("high-card", 2, table.options, table.record.seed).to_json()
    con = sqlite3.connect(env.path)
    con.execute("UPDATE snapshots SET state=?, version=1", (stale,))
    con.commit()
    con.close()
    with caplog.at_level(logging.WARNING, logger="bot.tables"):
        env2 = await env.restart()
    assert "trusting the log" in caplog.text
    t = env2.service.table_at(CHANNEL)
    assert canonical(t.state) == expected and t.version == 4  # type: ignore[arg-type]
    assert (await env2.store.snapshot(t.id))[0] == 4  # type: ignore[index]
    await env2.service.close()
    await env2.store.close()


def snapshot_version(env: Env, table: Table) -> int:
    [(version,)] = db_rows(env, "SELECT version FROM snapshots WHERE table_id=?", (table.id,))
    return int(version)


def damage_log(env: Env, table: Table, version: int) -> None:
    """Make the logged move at ``version`` one that cannot apply (a bid no deal allows)."""
    con = sqlite3.connect(env.path)
    con.execute("UPDATE actions SET action='bid:99' WHERE table_id=? AND version=?",
                (table.id, version))
    con.commit()
    con.close()


async def play_past_a_checkpoint(env: Env, table: Table, rng: random.Random,
                                 beyond: int) -> dict[int, str]:
    """Play until the stored snapshot is a checkpoint after version 2 and the log runs
    ``beyond`` moves past it; the canonical state at every version played."""
    states = {table.version: canonical(table.state)}  # type: ignore[arg-type]
    for _ in range(200):
        at = snapshot_version(env, table)
        if at > 2 and table.version - at == beyond:
            return states
        await play_one(env, table, rng)
        states[table.version] = canonical(table.state)  # type: ignore[arg-type]
    raise AssertionError("no checkpoint with that many moves after it")


async def test_snapshots_are_checkpoints(env: Env) -> None:
    """The state is written with a move every SNAPSHOT_EVERY versions and at a new deal,
    with no move else; ending a playing table writes its last state."""
    written: list[int] = []
    expected: list[int] = []

    class Watcher(TableListener):
        async def table_changed(self, table: Table, change: Change) -> None:
            if change.kind != "action":
                return
            if (change.version % SNAPSHOT_EVERY == 0
                    or any(e.kind == "deal" for e in change.events)):
                expected.append(change.version)
            if snapshot_version(env, table) == change.version:
                written.append(change.version)

    env.service.add_listener(Watcher())
    table = await open_table(env, (ANN, BOB, CAT), options={"target": 50, "hand_size": 4})
    rng = random.Random(6)
    for _ in range(2 * SNAPSHOT_EVERY + 3):
        await play_one(env, table, rng)
    assert written == expected and SNAPSHOT_EVERY in written
    assert len(written) < table.version // 4  # most moves wrote none
    await env.service.end(table.id, ANN)
    [(version, state)] = db_rows(env, "SELECT version, state FROM snapshots WHERE table_id=?",
                                 (table.id,))
    assert version == table.version and state == table.state.to_json()  # type: ignore[union-attr]


async def test_a_snapshot_older_than_the_log_is_normal(
        env: Env, caplog: pytest.LogCaptureFixture) -> None:
    """Most moves write no snapshot: a restore meets one a few moves behind the log, checks
    the replay against it at its version, and has nothing to warn of or repair."""
    table = await open_table(env, (ANN, BOB), options={"target": 50})
    await play_past_a_checkpoint(env, table, random.Random(5), beyond=3)
    at, version = snapshot_version(env, table), table.version
    expected = canonical(table.state)  # type: ignore[arg-type]
    with caplog.at_level(logging.INFO, logger="bot.tables"):
        env2 = await env.restart()
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING], caplog.text
    t = env2.service.table_at(CHANNEL)
    assert canonical(t.state) == expected and t.version == version  # type: ignore[arg-type]
    assert snapshot_version(env2, t) == at  # a sound checkpoint is left as it is
    await env2.service.close()
    await env2.store.close()


async def test_a_log_damaged_before_the_snapshot_loses_nothing(
        env: Env, caplog: pytest.LogCaptureFixture) -> None:
    """The log does not replay from the seed, but the snapshot was taken after the damage:
    the snapshot plus every move after it is exactly the state last committed."""
    table = await open_table(env, (ANN, BOB), options={"target": 50})
    await play_past_a_checkpoint(env, table, random.Random(1), beyond=3)
    expected, version = canonical(table.state), table.version  # type: ignore[arg-type]
    damage_log(env, table, 2)
    with caplog.at_level(logging.ERROR, logger="bot.tables"):
        env2 = await env.restart()
    assert "does not replay" in caplog.text and "dropped" not in caplog.text
    t = env2.service.table_at(CHANNEL)
    assert canonical(t.state) == expected and t.version == version  # type: ignore[arg-type]
    assert snapshot_version(env2, t) == version
    await env2.service.close()
    await env2.store.close()


async def test_a_damaged_log_tail_recovers_the_snapshot_and_the_moves_that_apply(
        env: Env, caplog: pytest.LogCaptureFixture) -> None:
    table = await open_table(env, (ANN, BOB), options={"target": 50})
    rng = random.Random(3)
    states = await play_past_a_checkpoint(env, table, rng, beyond=4)
    at = snapshot_version(env, table)
    damage_log(env, table, at + 2)  # at+1 still applies; at+2 does not, so at+3, at+4 cannot
    with caplog.at_level(logging.ERROR, logger="bot.tables"):
        env2 = await env.restart()
    assert f"at version {at} and the 1 moves after it" in caplog.text
    assert "dropped 3" in caplog.text
    t = env2.service.table_at(CHANNEL)
    assert canonical(t.state) == states[at + 1] and t.version == at + 1  # type: ignore[arg-type]
    # the store says the same: the moves that did not apply are cut, the snapshot is here
    assert db_rows(env2, "SELECT max(version) FROM actions WHERE table_id=?", (t.id,)) == [
        (at + 1,)]
    assert snapshot_version(env2, t) == at + 1
    await play_one(env2, t, rng)  # and play goes on from there
    assert t.version == at + 2
    caplog.clear()
    env3 = await env2.restart()  # the log (damaged at at+2 no more) replays again
    assert "does not replay" not in caplog.text
    assert env3.service.table_at(CHANNEL).version == at + 2
    await env3.service.close()
    await env3.store.close()


@pytest.mark.parametrize("game_id", ["huutopussi", "fifty-six", "prefa", "four-color"])
async def test_a_kill_between_checkpoints_restores_exactly(
        env: Env, game_id: str, caplog: pytest.LogCaptureFixture) -> None:
    """Each real game, stopped a few moves after a checkpoint: the log replays to exactly
    the committed state, and nothing is warned of."""
    seats = get_game(game_id).seat_counts[0]
    table = await env.service.open(GUILD, CHANNEL, ANN, "Ann", game_id)
    for user in (BOB, CAT, DAN, EVE)[:seats - 1]:
        await env.service.join(table.id, user, NAMES[user])
    await env.service.start(table.id, ANN)
    rng = random.Random(7)
    while table.version < SNAPSHOT_EVERY + 5:
        await play_one(env, table, rng)
    assert snapshot_version(env, table) < table.version  # the kill falls between checkpoints
    expected, version = canonical(table.state), table.version  # type: ignore[arg-type]
    with caplog.at_level(logging.WARNING, logger="bot.tables"):
        env2 = await env.restart()
    assert not caplog.records, caplog.text
    t = env2.service.table_at(CHANNEL)
    assert canonical(t.state) == expected and t.version == version  # type: ignore[arg-type]
    await env2.service.close()
    await env2.store.close()


async def test_timers_and_computers_resume_after_a_restart(env: Env) -> None:
    table = await open_table(env, (ANN,), start=False)
    await env.service.add_computer(table.id, ANN)
    await env.service.start(table.id, ANN)
    while not table.seats[table.to_act()[0]].computer:
        await play_one(env, table, random.Random(0))
    version = table.version
    env2 = await env.restart()  # killed while the computer was "thinking"
    t = env2.service.table_at(CHANNEL)
    await env2.clock.advance(SETTINGS.computer_delay)
    assert t.version > version
    await env2.service.close()
    await env2.store.close()


async def test_the_real_clock_drives_computers_and_timers(tmp_path: Path) -> None:
    """The same service on asyncio's own timers (tiny delays), as the bot runs it."""
    from bot.tables import AsyncioClock

    store = await Store.open(tmp_path / "real.sqlite3")
    clock = AsyncioClock()
    rec = Recorder()
    settings = TablesSection(turn_timeout_seconds=0.2, warn_seconds=0.1, computer_delay=0.001)
    service = TableService(store, settings, clock, [rec])
    try:
        table = await service.open(GUILD, CHANNEL, ANN, "Ann", "high-card", {"target": 2})
        await service.add_computer(table.id, ANN)
        await service.start(table.id, ANN)
        for _ in range(400):  # nobody human acts: warnings, stand-ins, computers finish it
            if table.status == "finished":
                break
            await asyncio.sleep(0.01)
        await clock.drain()
        assert table.status == "finished"
        assert rec.of("warning") and "away" in rec.kinds() and rec.of("over")
    finally:
        await service.close()
        await clock.drain()
        await store.close()


async def test_a_rush_of_joins_fills_the_seats_exactly(env: Env) -> None:
    svc = env.service
    table = await open_table(env, (ANN,), start=False, seat_count=4)
    users = list(range(200, 210))
    results = await asyncio.gather(*(svc.join(table.id, u, f"U{u}") for u in users),
                                   svc.start(table.id, ANN), return_exceptions=True)
    errors = [r for r in results if isinstance(r, TableError)]
    assert len(table.seats) == 4 and table.status == "playing"
    assert [e.code for e in errors] == ["full"] * 7
    late = await expect("already_started", svc.join(table.id, 300, "Late"))
    assert "already started" in late.message
    assert [s.user_id for s in (await env.store.get_table(table.id)).seats] == [  # type: ignore[union-attr]
        s.user_id for s in table.seats]


@pytest.mark.parametrize("game_id", sorted(__import__("bot.engine", fromlist=["load_all"])
                                           .load_all()))
async def test_every_registered_game_plays_through_the_service(env: Env, game_id: str) -> None:
    """Each game on main (and the toy) runs a whole match of computer seats via the service,
    and its log replays to the final state. A new game is covered with no change here."""
    from bot.engine import get_game

    cls = get_game(game_id)
    seats = cls.seat_counts[0]
    table = await env.service.open(GUILD, 9000, ANN, "Ann", game_id, seat_count=seats)
    await env.service.start(table.id, ANN, fill_with_computers=True)
    await env.service.leave(table.id, ANN)  # computers play every seat
    steps = 0
    while table.status == "playing" and steps < 100_000:
        steps += await env.clock.advance(SETTINGS.computer_delay)
    assert table.status == "finished"
    log = db_rows(env, "SELECT seat, action FROM actions WHERE table_id=? ORDER BY version",
                  (table.id,))
    replay = new_match(game_id, seats, table.options, table.record.seed)
    for seat, action in log:
        replay.apply(seat, action)
    assert replay.is_over and canonical(replay) == canonical(table.state)  # type: ignore[arg-type]
    (match,) = await env.store.recent_matches(GUILD, cls.game_id)
    assert match.actions == len(log)


@pytest.mark.parametrize("seed", range(4))
async def test_random_lobby_traffic_keeps_every_invariant(env: Env, seed: int) -> None:
    """Random joins, leaves, computers, starts and ends from random members, some at once:
    only TableErrors, and memory always equals the database."""
    svc = env.service
    rng = random.Random(seed)
    users = list(range(300, 308))
    for _ in range(60):
        table = svc.find(CHANNEL)
        if table is None:
            host = rng.choice(users)
            table = await svc.open(GUILD, CHANNEL, host, f"U{host}", "high-card",
                                   seat_count=rng.choice([None, 2, 3, 4]))
        ops: list[Any] = []
        for _ in range(rng.randint(1, 4)):
            u = rng.choice([*users, table.host_id])
            op = rng.choice(["join", "join", "leave", "add", "remove", "start", "end", "act"])
            if op == "join":
                ops.append(svc.join(table.id, u, f"U{u}"))
            elif op == "leave":
                ops.append(svc.leave(table.id, u))
            elif op == "add":
                ops.append(svc.add_computer(table.id, u))
            elif op == "remove":
                ops.append(svc.remove_computer(table.id, u))
            elif op == "start":
                ops.append(svc.start(table.id, u, fill_with_computers=rng.random() < 0.5))
            elif op == "end":
                ops.append(svc.end(table.id, u))
            else:
                ops.append(svc.act(table.id, u, "bid:1"))
        for r in await asyncio.gather(*ops, return_exceptions=True):
            assert not isinstance(r, BaseException) or isinstance(r, TableError), r
        stored = await env.store.get_table(table.id)
        assert stored is not None
        assert stored.seats == table.seats and stored.status == table.status
        assert stored.host_id == table.host_id and stored.version == table.version
        humans = [s.user_id for s in table.seats if not s.computer]
        assert len(humans) == len(set(humans)) and len(table.seats) <= table.max_seats()
        if table.status == "lobby":
            assert table.host_id in humans
        if table.status == "playing":
            assert len(table.seats) in table.game.seat_counts
        open_rows = db_rows(env, "SELECT count(*) FROM tables WHERE place_id=? AND status IN "
                                 "('lobby', 'playing')", (CHANNEL,))[0][0]
        assert open_rows == (1 if svc.find(CHANNEL) is not None else 0)


async def test_a_searching_computer_thinks_off_the_event_loop(env: Env) -> None:
    """A hard computer may search for a second; the other tables must keep moving meanwhile.
    The stand-in "hard" player below only finishes once the event loop has run something
    else — it would time out if its thinking blocked the loop."""
    import threading

    from bot import ai

    loop_ran = threading.Event()
    threads: list[int] = []

    class Patient:
        def choose(self, state: Any, seat: int, rng: random.Random) -> Any:
            threads.append(threading.get_ident())
            if not loop_ran.wait(timeout=5):
                raise AssertionError("the event loop was blocked while the computer thought")
            return state.legal_actions(seat)[0]

    hard = ai._PLAYERS["hard"]
    ai.register_player("hard", lambda game_id: Patient())
    try:
        table = await open_table(env, (ANN,), start=False, seat_count=2, difficulty="hard")
        await env.service.add_computer(table.id, ANN)
        await env.service.start(table.id, ANN)
        if table.seats[table.to_act()[0]].computer is False:
            await play_one(env, table, random.Random(1))

        async def tick() -> None:
            await asyncio.sleep(0.01)
            loop_ran.set()

        ticker = asyncio.create_task(tick())
        await env.clock.advance(SETTINGS.computer_delay)
        await ticker
    finally:
        ai.register_player("hard", hard)
    assert threads and threads[0] != threading.get_ident()
    assert table.version >= 1 and any(e.computer for e in await env.store.actions(table.id))


# --- turn pings ----------------------------------------------------------------------------

PING = SETTINGS.turn_ping_seconds
WINDOW = SETTINGS.claim_window_seconds


async def test_a_waiting_player_is_pinged_once_after_the_delay(env: Env) -> None:
    table = await open_table(env, (ANN, BOB))
    seat = table.to_act()[0]
    await env.clock.advance(PING - 1)
    assert env.rec.of("ping") == []
    await env.clock.advance(1)
    assert env.rec.of("ping") == [[seat]]
    await env.clock.advance(PING * 2)  # still waiting: no second ping for the same wait
    assert env.rec.of("ping") == [[seat]]
    await play_one(env, table, random.Random(0))
    nxt = table.to_act()[0]
    await env.clock.advance(PING)
    assert env.rec.of("ping") == [[seat], [nxt]]


async def test_players_who_act_in_time_are_never_pinged(env: Env) -> None:
    table = await open_table(env, (ANN, BOB, CAT))
    rng = random.Random(2)
    for _ in range(12):
        await env.clock.advance(PING - 1)
        await play_one(env, table, rng)
    assert env.rec.of("ping") == []
    # each table has at most one ping timer, whatever happened before
    assert len([t for t in env.clock.pending() if t == env.clock.now() + PING]) == 1


async def test_zero_ping_seconds_pings_at_once(env: Env) -> None:
    env.service.settings = SETTINGS.model_copy(update={"turn_ping_seconds": 0.0})
    table = await open_table(env, (ANN, BOB))
    await env.clock.advance(0)
    assert env.rec.of("ping") == [table.to_act()]


# --- claim windows: the no-choice answer, after the same delay for everyone ---------------

async def _window_table(env: Env, users: tuple[int, ...] = (ANN, BOB, CAT), **options: Any
                        ) -> Table:
    svc = env.service
    table = await svc.open(GUILD, CHANNEL, users[0], NAMES[users[0]], "window-toy", options,
                           seat_count=len(users))
    for u in users[1:]:
        await svc.join(table.id, u, NAMES[u])
    await svc.start(table.id, users[0])
    return table


async def test_claim_window_answers_for_every_seat_without_a_choice_at_once(env: Env) -> None:
    svc = env.service
    table = await _window_table(env, (ANN, BOB, CAT, DAN))
    await svc.act(table.id, ANN, "ask")  # round 0: seat 2 may claim; seats 1 and 3 may not
    assert sorted(table.to_act()) == [1, 2, 3]
    assert [table.auto_answer(s) is not None for s in (1, 2, 3)] == [True, False, True]
    version = table.version
    await env.clock.advance(WINDOW - 0.5)
    assert table.version == version
    await env.clock.advance(0.5)
    assert table.to_act() == [2] and table.version == version + 2
    rows = db_rows(env, "SELECT seat, action, actor_id, computer, at FROM actions WHERE "
                        "version > ? ORDER BY version", (version,))
    assert [r[:4] for r in rows] == [(1, "pass", None, 0), (3, "pass", None, 0)]
    assert rows[0][4] == rows[1][4]  # the same moment for both: timing tells nothing
    # the seat with a real choice is never answered for, and is the only one pinged
    await env.clock.advance(PING)
    assert table.to_act() == [2]
    assert env.rec.of("ping") == [[2]]
    await svc.act(table.id, CAT, "claim")
    assert table.state.scores == [0, 0, 1, 0]  # type: ignore[union-attr]


async def test_an_early_answer_does_not_move_the_window(env: Env) -> None:
    svc = env.service
    table = await _window_table(env, (ANN, BOB, CAT, DAN))
    await svc.act(table.id, ANN, "ask")
    await env.clock.advance(1)
    await svc.act(table.id, DAN, "pass")  # answers for themselves before the window closes
    await svc.act(table.id, CAT, "pass")
    assert table.to_act() == [1]
    await env.clock.advance(WINDOW - 1.5)
    assert table.to_act() == [1]
    await env.clock.advance(0.5)  # WINDOW after the question, not after the others' answers
    assert db_rows(env, "SELECT seat, actor_id FROM actions ORDER BY version")[-1] == (1, None)
    state = table.state
    assert state is not None and (state.phase, state.round) == ("ask", 1)  # type: ignore[attr-defined]


async def test_the_window_timer_never_answers_a_later_state(env: Env) -> None:
    svc = env.service
    table = await _window_table(env)
    await svc.act(table.id, ANN, "ask")  # round 0 of 3 seats: seat 1 may not claim, seat 2 may
    armed = [t for t in env.clock._heap if not t.cancelled]
    await svc.act(table.id, CAT, "pass")
    await svc.act(table.id, BOB, "pass")  # the window closes; round 1: BOB asks
    await svc.act(table.id, BOB, "ask")  # round 1: neither seat 0 nor seat 2 may claim
    assert sorted(table.to_act()) == [0, 2]
    version, state = table.version, canonical(table.state)  # type: ignore[arg-type]
    for timer in armed:  # the old version's timers, fired late anyway
        await timer.callback()
    assert (table.version, canonical(table.state)) == (version, state)  # type: ignore[arg-type]
    await env.clock.advance(WINDOW)  # the new window is answered on its own timer
    assert table.version == version + 2
    assert table.state.round == 2 and table.to_act() == [2]  # type: ignore[union-attr]


async def test_answers_drawn_at_once_in_a_window_all_count(env: Env) -> None:
    """Window answers drawn at the same version each apply: the others' answers moved the
    version, not the question. A button older than the seat's own last action, or from
    before the question was put, stays stale."""
    svc = env.service
    table = await _window_table(env, (ANN, BOB, CAT, DAN))
    before_ask = table.version
    await svc.act(table.id, ANN, "ask")  # round 0: seats 1, 2 and 3 are asked at once
    drawn = table.version
    await svc.act(table.id, DAN, "pass", expected_version=drawn)
    await svc.act(table.id, CAT, "claim", expected_version=drawn)  # drawn before DAN's pass
    assert table.to_act() == [1] and table.version == drawn + 2
    with pytest.raises(StaleVersion):  # drawn before the question was put
        await svc.act(table.id, BOB, "pass", expected_version=before_ask)
    await svc.act(table.id, BOB, "pass", expected_version=drawn)
    assert table.state.scores == [0, 0, 1, 0]  # type: ignore[union-attr]
    # round 1: BOB asks; a second click on his old "ask" button finds a new question
    with pytest.raises(StaleVersion):
        await svc.act(table.id, BOB, "ask", expected_version=drawn)
    await svc.act(table.id, BOB, "ask", expected_version=table.version)
    asked = table.version
    await svc.act(table.id, DAN, "claim", expected_version=asked)  # round 1: seat 3 may claim
    with pytest.raises(StaleVersion):  # DAN answered since: his button is spent
        await svc.act(table.id, DAN, "pass", expected_version=asked)
    await svc.act(table.id, ANN, "pass", expected_version=asked)  # still her question


async def test_the_window_is_answered_after_a_restart(env: Env) -> None:
    table = await _window_table(env)
    await env.service.act(table.id, ANN, "ask")
    version = table.version
    env2 = await env.restart()  # killed during the claim window
    t = env2.service.table_at(CHANNEL)
    assert sorted(t.to_act()) == [1, 2] and t.version == version
    await env2.clock.advance(WINDOW)
    assert t.to_act() == [2] and t.version == version + 1
    await env2.service.close()
    await env2.store.close()


# --- computers that fail, and tables ended early ------------------------------------------

async def test_a_failing_computer_plays_a_random_legal_action(
        env: Env, caplog: pytest.LogCaptureFixture) -> None:
    from bot import ai

    class Broken:
        def choose(self, state: Any, seat: int, rng: random.Random) -> Any:
            raise RuntimeError("the search fell over")

    easy = ai._PLAYERS["easy"]
    ai.register_player("easy", lambda game_id: Broken())
    try:
        table = await open_table(env, (ANN,), start=False, seat_count=2)
        await env.service.add_computer(table.id, ANN)
        await env.service.start(table.id, ANN)
        await env.service.leave(table.id, ANN)  # both seats played by the broken computer
        with caplog.at_level(logging.ERROR, logger="bot.tables"):
            for _ in range(6):
                await env.clock.advance(SETTINGS.computer_delay)
    finally:
        ai.register_player("easy", easy)
    assert table.version == 6
    assert "the search fell over" in caplog.text and "Traceback" in caplog.text
    log = db_rows(env, "SELECT seat, action FROM actions WHERE table_id=? ORDER BY version",
                  (table.id,))
    replay = new_match("high-card", 2, table.options, table.record.seed)
    for seat, action in log:  # every fallback move was legal
        replay.apply(seat, action)
    assert canonical(replay) == canonical(table.state)  # type: ignore[arg-type]


async def test_a_match_ended_early_shows_the_games_standing_unrated(env: Env) -> None:
    svc = env.service
    table = await _window_table(env)
    await svc.act(table.id, ANN, "ask")
    await svc.act(table.id, CAT, "claim")
    await svc.end(table.id, ANN)
    (standing,) = env.rec.of("stopped")
    assert standing.scores == [0, 0, 1] and standing.winners == [2]
    names = [c[0] for c in env.rec.calls]
    assert names.index("stopped") == names.index("closed") - 1
    assert db_rows(env, "SELECT count(*) FROM matches") == [(0,)]  # never rated
    # a game with no standing for a stopped match (or the option off) shows none
    other = await _window_table(env, stoppable=False)
    await svc.end(other.id, ANN)
    high = await open_table(env, (ANN, BOB))
    await svc.end(high.id, ANN)
    assert len(env.rec.of("stopped")) == 1 and len(env.rec.of("closed")) == 3


# --- lobby: options in plain words, removing computers ---------------------------------------

@pytest.mark.parametrize(("game", "options", "sentence"), [
    ("high-card", {"colour": 1},
     "High Card has no option “colour”. Its options are: target, hand_size, pairs."),
    ("high-card", {"target": 0},
     "“0” is not allowed for target: use a whole number of at least 1."),
    ("high-card", {"hand_size": "9"},
     "“9” is not allowed for hand_size: use a whole number from 1 to 6."),
    ("high-card", {"pairs": "maybe"}, "“maybe” is not allowed for pairs: use true or false."),
    ("huutopussi", {"rank_order": "x"},
     "“x” is not allowed for rank_order: use seed or ace_ten."),
    ("huutopussi", {"min_bid": "53"},
     "“53” is not allowed for min_bid: use a multiple of 5 from 5 to 1000."),
])
async def test_option_errors_say_what_is_allowed(env: Env, game: str, options: dict[str, Any],
                                                 sentence: str) -> None:
    err = await expect("bad_option", env.service.open(GUILD, CHANNEL, ANN, "Ann", game, options))
    assert err.message == sentence


async def test_only_the_host_removes_a_computer_and_may_choose_which(env: Env) -> None:
    svc = env.service
    table = await open_table(env, (ANN, BOB), start=False, seat_count=4)
    await svc.add_computer(table.id, ANN)
    await svc.add_computer(table.id, BOB)
    await expect("not_host", svc.remove_computer(table.id, BOB))
    err = await expect("no_computer", svc.remove_computer(table.id, ANN, seat=1))
    assert err.message == "Seat 2 is not a computer seat. The computers sit at seats 3 and 4."
    await svc.remove_computer(table.id, ANN, seat=2)
    assert table.names() == ["Ann", "Bob", "Computer 2"]
    await svc.remove_computer(table.id, ANN)
    assert table.names() == ["Ann", "Bob"]
    assert (await env.store.get_table(table.id)).seats == table.seats  # type: ignore[union-attr]


# --- commit before show: readers see committed state only ----------------------------------

def _seen(table: Table) -> tuple[Any, ...]:
    """Everything a reader of the table can draw, as plain data."""
    state = table.state
    return (table.version, table.status, [(s.user_id, s.away, s.computer) for s in table.seats],
            canonical(state) if state is not None else None,
            [str(a) for u in table.seats if u.user_id for a in table.legal_actions(u.user_id)],
            table.recent_actions)


async def test_a_move_being_written_is_not_seen_until_it_is_committed(
        env: Env, monkeypatch: pytest.MonkeyPatch) -> None:
    """While the store writes move N, every reader still sees move N-1 (the whole table:
    version, state, seats, legal actions); the move appears at once when the write is done."""
    table = await open_table(env, (ANN, BOB))
    before = _seen(table)
    writing, release = asyncio.Event(), asyncio.Event()
    commit = env.store.commit_action

    async def slow(*args: Any, **kw: Any) -> None:
        writing.set()
        await release.wait()
        await commit(*args, **kw)

    monkeypatch.setattr(env.store, "commit_action", slow)
    seat = table.to_act()[0]
    move = asyncio.create_task(env.service.act(table.id, user_at(table, seat), "bid:1"))
    await writing.wait()
    heard = len(env.rec.calls)
    assert _seen(table) == before  # written, not yet committed: nobody sees it
    release.set()
    result = await move
    assert table.version == result.version == 1 and _seen(table) != before
    assert [(e.version, e.seat, e.action) for e in table.recent_actions] == [(1, seat, "bid:1")]
    assert len(env.rec.calls) > heard  # listeners hear of it after it is published


async def test_a_failed_lobby_write_shows_nothing_and_loses_nothing(
        env: Env, monkeypatch: pytest.MonkeyPatch) -> None:
    table = await open_table(env, (ANN, BOB), start=False)
    before, heard = _seen(table), len(env.rec.calls)

    async def broken(*args: Any, **kw: Any) -> None:
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(env.store, "save_table", broken)
    for change in (env.service.join(table.id, CAT, "Cat"), env.service.leave(table.id, BOB),
                   env.service.add_computer(table.id, ANN)):
        with pytest.raises(sqlite3.OperationalError):
            await change
        assert _seen(table) == before and len(env.rec.calls) == heard
    monkeypatch.setattr(env.store, "start_table", broken)
    with pytest.raises(sqlite3.OperationalError):
        await env.service.start(table.id, ANN, fill_with_computers=True)
    assert _seen(table) == before and len(env.rec.calls) == heard
    monkeypatch.undo()
    await env.service.join(table.id, CAT, "Cat")  # the table goes on where it was
    assert [s.user_id for s in table.seats] == [ANN, BOB, CAT]


async def test_a_computer_move_that_cannot_be_written_is_not_shown(
        env: Env, monkeypatch: pytest.MonkeyPatch) -> None:
    table = await open_table(env, (ANN,), start=False)
    await env.service.add_computer(table.id, ANN)
    await env.service.start(table.id, ANN)
    if not table.seats[table.to_act()[0]].computer:
        await play_one(env, table, random.Random(1))
    before, heard = _seen(table), len(env.rec.calls)

    async def broken(*args: Any, **kw: Any) -> None:
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(env.store, "commit_action", broken)
    await env.clock.advance(SETTINGS.computer_delay)  # the timer logs the failure
    assert _seen(table) == before and len(env.rec.calls) == heard


async def test_a_restored_table_keeps_its_last_moves_events(env: Env) -> None:
    table = await open_table(env, (ANN, BOB))
    rng = random.Random(3)
    for _ in range(4):
        await play_one(env, table, rng)
    env2 = await env.restart()
    restored = env2.service.get(table.id)
    assert restored.restored_events and len(restored.restored_events) <= 8
    replay = new_match("high-card", 2, table.options, table.record.seed)
    events = [e for seat, action in db_rows(env, "SELECT seat, action FROM actions WHERE "
                                                 "table_id=? ORDER BY version", (table.id,))
              for e in replay.apply(seat, action)]
    assert [e.text for e in restored.restored_events] == [e.text for e in events][-8:]
    assert [e.version for e in restored.recent_actions] == [1, 2, 3, 4]
    await env2.service.close()
    await env2.store.close()
