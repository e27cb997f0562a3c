"""The Discord layer's own logic against the real table service, without a Discord.

End-to-end behaviour through the fake Discord is in the other test_discord_* files;
these check what can be checked directly: the public table message never holds a
card in anyone's hand, the private view offers exactly the legal actions, typed
text becomes the right action, and table-message edits are coalesced.
"""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import Any

import pytest

import tests.toy_game  # noqa: F401  (registers "high-card")
from bot.engine.cards import card_text, parse_card
from bot.store import Store
from bot.tables import FakeClock, Table, TableService
from cogs import presenter as presenter_mod
from cogs.common import hand_payload
from cogs.play import action_text, wanted
from cogs.presenter import Presenter, table_message
from cogs.render import CustomId


async def _service(tmp_path: Path) -> tuple[Store, TableService, FakeClock]:
    store = await Store.open(tmp_path / "t.sqlite3")
    clock = FakeClock()
    return store, TableService(store, clock=clock, seed_source=lambda: 7), clock


def _public_text(payload: dict[str, Any]) -> str:
    parts = [str(payload.get("content") or "")]
    if payload.get("embed") is not None:
        parts.append(str(payload["embed"].to_dict()))
    for item in payload["view"].children:
        parts.append(str(getattr(item, "label", "")) + str(getattr(item, "custom_id", "")))
    return "\n".join(parts)


def _components(payload: dict[str, Any]) -> list[str]:
    ids = []
    for item in payload["view"].children:
        ids.append(item.custom_id)
        for option in getattr(getattr(item, "item", None), "options", []) or []:
            ids.append(f"value:{option.value}")
    return ids


def _assert_no_hidden(table: Table, payload: dict[str, Any]) -> None:
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
                assert view is not None and view.hand_text in str(private["embed"].to_dict())
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
        assert final["view"].children == []  # no buttons once it is over
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
    def __init__(self, log: list[dict[str, Any]]) -> None:
        self.log = log

    async def edit(self, **payload: Any) -> None:
        await asyncio.sleep(0.02)
        self.log.append(payload)


async def test_table_message_edits_are_coalesced(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    store, service, _clock = await _service(tmp_path)
    edits: list[dict[str, Any]] = []
    pres = Presenter(bot=None)  # type: ignore[arg-type]
    async def send_edit(table: Table, payload: dict[str, Any]) -> None:
        await _SlowMessage(edits).edit(**payload)

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
        assert "<@200>" in str(edits[-1]["embed"].to_dict())
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
