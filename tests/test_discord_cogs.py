"""The Discord layer's own logic against the real table service, without a Discord.

End-to-end behaviour through the fake Discord is in the other test_discord_* files;
these check what can be checked directly: the public table message never holds a
card in anyone's hand, the private view offers exactly the legal actions, typed
text becomes the right action, and table-message edits are coalesced.
"""

from __future__ import annotations

import asyncio
import datetime
import random
import types
from pathlib import Path
from typing import Any

import discord
import pytest

import tests.toy_game  # noqa: F401  (registers "high-card")
from bot.engine import Action
from bot.engine.cards import card_text, parse_card
from bot.store import Store
from bot.tables import Change, FakeClock, Table, TableService
from cogs import presenter as presenter_mod
from cogs import reply as reply_mod
from cogs.common import hand_payload
from cogs.play import action_text, command_for, wanted
from cogs.presenter import Presenter, table_message
from cogs.render import CustomId
from cogs.reply import Private, Public


async def _service(tmp_path: Path) -> tuple[Store, TableService, FakeClock]:
    store = await Store.open(tmp_path / "t.sqlite3")
    clock = FakeClock()
    return store, TableService(store, clock=clock, seed_source=lambda: 7), clock


def _public_text(payload: Public) -> str:
    parts = [str(payload.content or "")]
    if payload.embed is not None:
        parts.append(str(payload.embed.to_dict()))
    assert payload.view is not None
    for item in _drawn(payload.view):
        parts.append(str(item.get("label", "")) + str(item.get("custom_id", "")))
    return "\n".join(parts)


def _drawn(view: Any) -> list[dict[str, Any]]:
    """The components a view sends, as Discord receives them (rows flattened)."""
    return [c for row in view.to_components() for c in row["components"]]


def _components(payload: Private) -> list[str]:
    ids = []
    assert payload.view is not None
    for item in _drawn(payload.view):
        ids.append(item["custom_id"])
        for option in item.get("options", []):
            ids.append(f"value:{option['value']}")
    return ids


def _assert_no_hidden(table: Table, payload: Public) -> None:
    text = _public_text(payload)
    assert table.state is not None
    for seat in range(len(table.seats)):
        view = table.view(seat)
        assert view is not None
        for code in view.hand:
            assert card_text(parse_card(code)) not in text, f"{code} of seat {seat} is public"


async def test_public_message_never_shows_a_hand_and_private_view_offers_legal_actions(
        tmp_path: Path) -> None:
    store, service, clock = await _service(tmp_path)
    try:
        table = await service.open(1, 10, 100, "Ann", "high-card")
        lobby = table_message(table, [])
        assert "Join" in _public_text(lobby) and "Start" in _public_text(lobby)
        await service.join(table.id, 101, "Bob")
        await service.add_computer(table.id, 100)
        await service.start(table.id, 100)
        rng = random.Random(3)
        steps = 0
        while table.status == "playing" and steps < 500:
            payload = table_message(table, [])
            _assert_no_hidden(table, payload)
            for user in (100, 101):
                private = hand_payload(table, user)
                ids = _components(private)
                legal = {str(a) for a in table.legal_actions(user)}
                offered = {CustomId.decode(i).arg for i in ids if i.startswith("ct:act")} | {
                    i.removeprefix("value:") for i in ids if i.startswith("value:")}
                assert offered == legal
                seat = table.seat_of(user)
                assert seat is not None
                view = table.view(seat)
                assert view is not None
                assert private.owner == user and private.embed is not None
                shown = str(private.embed.description).replace("\ufe0f", "")
                assert f"Your hand:** {view.hand_text}" in shown
            acting = table.to_act()
            human = [s for s in acting if not table.seats[s].computer]
            if human:
                user = table.seats[human[0]].user_id
                assert user is not None
                action = rng.choice(table.legal_actions(user))
                await service.act(table.id, user, str(action), expected_version=table.version)
            else:
                await clock.advance(5)
            steps += 1
        assert table.status == "finished"
        final = table_message(table, [])
        assert final.view is not None and _drawn(final.view) == []  # no buttons once over
    finally:
        await service.close()
        await store.close()


async def test_typed_text_becomes_the_legal_action(tmp_path: Path) -> None:
    store, service, _clock = await _service(tmp_path)
    try:
        table = await service.open(1, 10, 100, "Ann", "high-card")
        await service.join(table.id, 101, "Bob")
        await service.start(table.id, 100)
        user = next(s.user_id for s in table.seats if table.seat_of(s.user_id or 0) in
                    table.to_act())
        assert user is not None
        assert action_text("bid", "1", table, user) == "bid:1"
        assert action_text("bid", "Bid:0", table, user) == "bid:0"
        assert action_text("play", "zz", table, user) == "play:zz"
        assert action_text("act", "dance", table, user) == "dance"
        legal = table.legal_actions(user)
        assert all(wanted("bid", a) for a in legal)
        assert not any(wanted("play", a) or wanted("declare", a) for a in legal)
    finally:
        await service.close()
        await store.close()


class _SlowMessage:
    def __init__(self, log: list[Public]) -> None:
        self.log = log

    async def edit(self, payload: Public) -> None:
        await asyncio.sleep(0.02)
        self.log.append(payload)


async def test_table_message_edits_are_coalesced(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    store, service, _clock = await _service(tmp_path)
    edits: list[Public] = []
    pres = Presenter(bot=None)  # type: ignore[arg-type]
    async def send_edit(table: Table, payload: Public) -> None:
        await _SlowMessage(edits).edit(payload)

    monkeypatch.setattr(pres, "send_edit", send_edit)
    service.add_listener(pres)
    try:
        table = await service.open(1, 10, 100, "Ann", "high-card")
        await service.attach(table.id, message_id=555)
        await pres.flush()
        edits.clear()
        await service.join(table.id, 200, "P0")  # one edit starts …
        for _ in range(30):  # … and thirty more changes arrive while it is in flight
            pres.refresh(table)
        await pres.flush()
        assert 1 <= len(edits) <= 2, len(edits)
        # the last edit shows the latest state
        embed = edits[-1].embed
        assert embed is not None and "<@200>" in str(embed.to_dict())
    finally:
        await service.close()
        await store.close()


def test_seat_names_mention_members_and_name_computers() -> None:
    from bot.store import SeatRecord, TableRecord

    rec = TableRecord(guild_id=1, channel_id=2, game_id="high-card", host_id=5, seed=1,
                      seats=[SeatRecord(5, "Ann"), SeatRecord(None, "Computer 1", computer=True),
                             SeatRecord(6, "Bob", away=True)])
    names = presenter_mod.seat_names(Table(rec))
    assert names == ["<@5>", "🤖 Computer 1", "<@6> (🤖 playing for them)"]
    assert presenter_mod.seat_mentions(Table(rec)) == ["<@5>", None, None]


# --- which command offers which action ----------------------------------------------------

def _acts(*texts: str) -> list[Action]:
    return [Action.parse(t) for t in texts]


@pytest.mark.parametrize(("legal", "routes", "auto"), [
    # an auction: bids, passes, doubles and redoubles are all calls for /bid
    (("pass", "bid:60", "bid:65"), ("bid", "bid", "bid"), None),
    (("pass", "double", "redouble", "bid:29"), ("bid", "bid", "bid", "bid"), None),
    (("redouble",), ("bid",), None),
    (("pass",), ("bid",), None),  # the last call of an auction (e.g. Prefa at the top bid)
    # a question answered by pass belongs with /declare
    (("win", "triple", "pass"), ("declare", "declare", "declare"), None),
    (("pass",), ("declare",), "pass"),  # asked of every seat: the no-choice answer
    (("play", "pass"), ("declare", "declare"), None),  # to defend or not (bare "play")
    (("play:10S", "play:AH"), ("play", "play"), None),
    (("marriage:H", "play:KH"), ("declare", "play"), None),
])
def test_each_action_goes_to_one_sensible_command(legal: tuple[str, ...], routes: tuple[str, ...],
                                                  auto: str | None) -> None:
    actions = _acts(*legal)
    answer = Action.parse(auto) if auto else None
    assert tuple(command_for(a, actions, answer) for a in actions) == routes
    for action, route in zip(actions, routes, strict=True):
        offered_by = [c for c in ("bid", "play", "declare", "act")
                      if wanted(c, action, actions, answer)]
        assert offered_by == [route, "act"]


def _random_states(game_id: str, seats: int, seeds: range, steps: int,
                   options: dict[str, Any] | None = None) -> list[tuple[Any, int]]:
    """(state copy, seat to act) along random matches of a real game."""
    from bot.engine import new_match

    out = []
    for seed in seeds:
        state = new_match(game_id, seats, options, seed)
        rng = random.Random(seed)
        for _ in range(steps):
            if state.is_over:
                break
            seat = rng.choice(list(state.to_act()))
            out.append((state.clone(), seat))
            state.apply(seat, state.random_action(seat, rng))
    return out


def test_real_games_route_calls_and_answers_generically() -> None:
    seen: set[str] = set()
    for state, seat in _random_states("fifty-six", 4, range(40), 12):
        legal = state.legal_actions(seat)
        for action in legal:
            if action.kind in ("double", "redouble", "pass") or action.kind.startswith("bid"):
                assert command_for(action, legal, state.auto_answer(seat)) == "bid", legal
                seen.add(action.kind)
    assert {"double", "pass", "bid"} <= seen
    answers = 0
    for state, seat in _random_states("four-color", 4, range(6), 200):
        legal = state.legal_actions(seat)
        for action in legal:
            if action.kind == "pass":  # Four Color has no auction: a pass answers a claim
                assert command_for(action, legal, state.auto_answer(seat)) == "declare", legal
                answers += 1
    assert answers


def test_option_autocomplete_offers_the_chosen_games_pairs() -> None:
    from cogs.tables import option_suggestions

    assert option_suggestions("no-such-game", "") == []
    names = [value for _, value in option_suggestions("huutopussi", "")]
    assert names[:2] == ["rank_order=", "card_points="] and len(names) <= 25
    assert option_suggestions("huutopussi", "rank_order=a") == [
        ("rank_order=ace_ten — seed: A K Q J 10 …; ace_ten: A 10 K Q J …",
         "rank_order=ace_ten")]
    pairs = option_suggestions("huutopussi", "rank_order=ace_ten, must")
    assert [v for _, v in pairs] == ["rank_order=ace_ten, must_overtrump=false",
                                     "rank_order=ace_ten, must_overtrump=true"]
    assert pairs[1][0] == "must_overtrump=true — default"
    # an option already given is not offered again
    assert all("rank_order" not in v.partition(", ")[2]
               for _, v in option_suggestions("huutopussi", "rank_order=seed, "))
    for label, value in option_suggestions("fifty-six", ""):
        assert len(label) <= 100 and len(value) <= 100


# --- the presenter: edits that fail, pings, tables ended early ----------------------------

class _Response:
    def __init__(self, status: int) -> None:
        self.status, self.reason = status, "error"


def _http_error(status: int, code: int) -> discord.HTTPException:
    return discord.HTTPException(_Response(status), {"code": code, "message": "no"})


class _StubHttp:
    def __init__(self) -> None:
        self.calls: list[tuple[str, Any]] = []

    async def edit_channel(self, channel_id: int, **options: Any) -> None:
        self.calls.append(("edit_channel", (channel_id, options)))

    async def delete_message(self, channel_id: int, message_id: int) -> None:
        await asyncio.sleep(0.01)
        self.calls.append(("delete", message_id))


class _StubChannel:
    def __init__(self, http: _StubHttp) -> None:
        self.http = http
        self.next_id = 1000

    async def send(self, content: str, **kwargs: Any) -> Any:
        await asyncio.sleep(0.01)
        self.next_id += 1
        self.http.calls.append(("send", (content, kwargs["allowed_mentions"])))
        return types.SimpleNamespace(id=self.next_id)


class _StubBot:
    def __init__(self) -> None:
        self.http = _StubHttp()
        self.channel = _StubChannel(self.http)
        self.allowed_mentions = None

    def get_partial_messageable(self, channel_id: int, **_: Any) -> _StubChannel:
        return self.channel


async def _threaded_table(service: TableService) -> Table:
    table = await service.open(1, 10, 100, "Ann", "high-card", thread_id=20)
    await service.attach(table.id, message_id=555)
    return table


async def test_an_archived_thread_is_unarchived_once_and_the_edit_retried(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store, service, _clock = await _service(tmp_path)
    bot = _StubBot()
    pres = Presenter(bot=bot)  # type: ignore[arg-type]
    failures = [_http_error(400, presenter_mod.ARCHIVED_THREAD)]
    sent: list[Public] = []

    async def send_edit(table: Table, payload: Public) -> None:
        if failures:
            raise failures.pop(0)
        sent.append(payload)

    monkeypatch.setattr(pres, "send_edit", send_edit)
    try:
        table = await _threaded_table(service)
        pres.refresh(table)
        await pres.flush()
        assert bot.http.calls == [("edit_channel", (20, {"archived": False}))]
        assert len(sent) == 1
    finally:
        await service.close()
        await store.close()


async def test_failing_edits_back_off_and_stop(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    store, service, _clock = await _service(tmp_path)
    pres = Presenter(bot=_StubBot())  # type: ignore[arg-type]
    tries: list[int] = []
    pauses: list[float] = []

    async def send_edit(table: Table, payload: Public) -> None:
        tries.append(1)
        raise _http_error(500, 0)

    async def sleep(seconds: float) -> None:
        pauses.append(seconds)

    monkeypatch.setattr(pres, "send_edit", send_edit)
    monkeypatch.setattr(presenter_mod, "_sleep", sleep)
    try:
        table = await _threaded_table(service)
        pres.refresh(table)
        await pres.flush()
        assert len(tries) == presenter_mod.EDIT_RETRIES + 1
        assert pauses == [1.0, 2.0, 4.0, 8.0]
        assert not pres.pending  # nothing left retrying forever
    finally:
        await service.close()
        await store.close()


async def test_rapid_pings_never_queue_and_the_latest_wins(tmp_path: Path) -> None:
    store, service, _clock = await _service(tmp_path)
    bot = _StubBot()
    pres = Presenter(bot=bot)  # type: ignore[arg-type]
    try:
        table = await service.open(1, 10, 100, "Ann", "high-card")
        await service.join(table.id, 101, "Bob")
        for i in range(30):  # thirty turns while the first ping is still being posted
            await pres.turn_ping(table, [i % 2])
        await pres.flush()
        sends = [c for c in bot.http.calls if c[0] == "send"]
        assert 1 <= len(sends) <= 2
        content, allowed = sends[-1][1]
        assert content.startswith("<@101>, your turn at High Card")  # the latest: seat 1
        assert [u.id for u in allowed.users] == [101] and not allowed.everyone
        assert len([c for c in bot.http.calls if c[0] == "delete"]) == len(sends) - 1
        # the pinged player acts: the ping goes
        await pres.table_changed(table, Change("action", "", 1))
        await pres.flush()
        assert bot.http.calls[-1][0] == "delete" and table.id not in pres.pings
        # two people asked at once (a claim window) are named as the language lists them
        await pres.turn_ping(table, [0, 1])
        await pres.flush()
        content, allowed = [c for c in bot.http.calls if c[0] == "send"][-1][1]
        assert content.startswith("<@100> and <@101>, your turn at High Card"), content
        assert sorted(u.id for u in allowed.users) == [100, 101]
    finally:
        await service.close()
        await store.close()


async def test_a_table_ended_early_posts_the_standing_marked_so(tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch
                                                                ) -> None:
    import tests.window_game  # noqa: F401  (registers "window-toy")

    store, service, _clock = await _service(tmp_path)
    pres = Presenter(bot=_StubBot())  # type: ignore[arg-type]
    posts: list[dict[str, Any]] = []
    monkeypatch.setattr(pres, "_send_later", lambda table, **kw: posts.append(kw))
    monkeypatch.setattr(pres, "refresh", lambda table: None)
    service.add_listener(pres)
    try:
        table = await service.open(1, 10, 100, "Ann", "window-toy", seat_count=3)
        await service.join(table.id, 101, "Bob")
        await service.join(table.id, 102, "Cat")
        await service.start(table.id, 100)
        await service.act(table.id, 100, "ask")
        await service.act(table.id, 102, "claim")
        await service.end(table.id, 100)
        [post] = posts
        embed = post["embed"].to_dict()
        assert embed["title"] == f"Window — table {table.id}: standing (ended early)"
        assert embed["description"].startswith("Ann (the host) ended the table. The match ended "
                                               "early")
        assert "does not count on the leaderboard" in embed["description"]
        assert "1. 🏆 <@102> — 1" in embed["description"]
    finally:
        await service.close()
        await store.close()


def test_defer_counts_from_the_interactions_creation() -> None:
    now = discord.utils.utcnow()

    def made(seconds_ago: float) -> Any:
        return types.SimpleNamespace(created_at=now - datetime.timedelta(seconds=seconds_ago))

    assert 0.0 < reply_mod.defer_delay(made(1.0)) <= reply_mod.DEFER_AFTER - 1.0
    assert reply_mod.defer_delay(made(5.0)) == 0.0  # already late: defer at once
    assert reply_mod.defer_delay(made(-3.0)) == reply_mod.DEFER_AFTER  # a clock behind Discord's
    assert reply_mod.DEFER_AFTER <= 1.5


def test_join_stays_open_while_a_computer_holds_a_seat() -> None:
    from bot.store import SeatRecord, TableRecord

    def lobby(*computers: bool) -> dict[str, Any]:
        seats = [SeatRecord(None, f"Computer {i}", computer=True) if c else
                 SeatRecord(100 + i, f"P{i}") for i, c in enumerate(computers)]
        rec = TableRecord(guild_id=1, channel_id=2, game_id="high-card", host_id=100, seed=1,
                          seat_count=4, seats=seats)
        view = table_message(Table(rec), []).view
        assert view is not None
        return {item["label"]: item["disabled"] for item in _drawn(view)}

    assert lobby(False, True, True, True) == {"Join": False, "Leave": False, "Add computer": True,
                                              "Remove computer": False, "Start": False}
    assert lobby(False, False, False, False) == {"Join": True, "Leave": False,
                                                 "Add computer": True, "Start": False}
    assert lobby(False, False) == {"Join": False, "Leave": False, "Add computer": False,
                                   "Start": True}  # four seats: not yet
