"""Trust nothing a click says (issue 14), through the fake Discord.

Each forged case the audit found is sent the way a modified client would send it:
a custom_id that is not on the message, from a message it cannot be on, from another
server or a private chat, a page id nobody drew, a command from an older sync, text
far past every limit. Each must be answered with one ephemeral sentence, change
nothing public (no public message gains a version, no table changes), and show no
hand text in any public message.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.client import PAGE_GONE, UNKNOWN_COMMAND
from bot.engine.text import Text
from bot.i18n import english
from bot.tables import Table
from cogs import guard
from cogs.render import FORGED
from cogs.reply import PrivacyError, Private, Public, Reply
from tests.discord_helpers import (
    World,
    assert_hands_private,
    assert_no_hidden_in_public,
    table_message,
    table_place,
    world,
)
from tests.fakediscord import Interaction, Message, User
from tests.test_discord_huutopussi import offered

SEED = 14
Versions = dict[int, tuple[int, Any]]


def _public(w: World) -> Versions:
    """Every public message and how many versions it has had."""
    return {m.id: (len(m.history), m.data) for m in w.fake.public_messages()}


def _table(w: World) -> Table:
    assert w.bot is not None
    return w.bot.service.tables()[0]


def _state(table: Table) -> tuple[int, str, str]:
    return table.version, table.status, repr(table.seats)


async def _four_at_the_table(w: World, start: bool = True) -> Table:
    await w.fake.slash(w.users[0], w.channel, "table open", game="huutopussi")
    for user in w.users[1:4]:
        await w.fake.click(user, table_message(w), "Join")
    if start:
        await w.fake.click(w.users[0], table_message(w), "Start")
    return _table(w)


def _answered_with(rec: Interaction, sentence: Text) -> None:
    """One ephemeral sentence: a new message only the clicker sees, no embed, no buttons."""
    sentence = english(sentence)
    assert rec.response_type == 4, rec
    reply = rec.reply
    assert reply is not None and reply.ephemeral and reply.owner is rec.user
    assert reply.content == sentence and not reply.embeds and not reply.components


def _nothing_public_changed(w: World, before: Versions) -> None:
    assert _public(w) == before
    for message in w.fake.public_messages():
        assert "Your hand:" not in message.text, message


async def test_forged_hand_ids_on_the_public_table_message_change_nothing(
        tmp_path: Path) -> None:
    """The audit's first finding: refresh, page, act and select ids sent from the public
    table message (which carries only Your hand) by a seat, the seat to act, an outsider."""
    async with world(tmp_path, 5, seed=SEED) as w:
        fake = w.fake
        table = await _four_at_the_table(w)
        msg = table_message(w)
        actor = next(u for u in w.users if table.seat_of(u.id) == table.to_act()[0])
        other = next(u for u in w.users[:4] if u is not actor)
        outsider = w.users[4]
        legal = [str(a) for a in table.legal_actions(actor.id)]
        t, v = table.id, table.version
        before, state = _public(w), _state(table)
        for user, cid in [(other, f"ct:refresh:{t}:{v}"), (actor, f"ct:refresh:{t}:{v}"),
                          (actor, f"ct:act:{t}:{v}:{legal[0]}"), (actor, f"ct:act:{t}:{v}:play:ZZ"),
                          (other, f"ct:page:{t}:{v}:0"), (outsider, f"ct:page:{t}:{v}:0"),
                          (outsider, f"ct:refresh:{t}:{v}")]:
            _answered_with(await fake.click(user, msg, cid, forged=True), FORGED)
        rec = await fake.select(actor, msg, f"ct:sel:{t}:{v}:0", [legal[0]], forged=True)
        _answered_with(rec, FORGED)
        _nothing_public_changed(w, before)
        assert _state(table) == state
        assert_no_hidden_in_public(w)
        assert_hands_private(w)
        fake.assert_clean()


async def test_joins_and_moves_from_another_server_or_a_private_chat_change_nothing(
        tmp_path: Path) -> None:
    """The audit's second finding: a Join (and moves) for server A's table sent from server
    B, from another channel of A, and from a private chat with the bot."""
    async with world(tmp_path, 4, seed=SEED) as w:
        fake = w.fake
        await fake.slash(w.users[0], w.channel, "table open", game="huutopussi")
        table = _table(w)
        other_server = fake.add_guild("Elsewhere")
        elsewhere = fake.add_channel(other_server, "cards")
        stranger = fake.add_member(other_server, "stranger")  # only in server B
        side_room = fake.add_channel(w.guild, "side-room")  # server A, not the table's channel
        await fake.idle()
        there = await fake.say(stranger, elsewhere, "hello")
        aside = await fake.say(w.users[1], side_room, "hello")
        dm = fake.add_dm(stranger)
        in_dm = await fake.say(stranger, dm, "hello")
        join = f"ct:lobby:{table.id}:{table.version}:join"
        before, state = _public(w), _state(table)
        _answered_with(await fake.click(stranger, there, join, forged=True), guard.NOT_HERE)
        _answered_with(await fake.click(w.users[1], aside, join, forged=True), guard.NOT_HERE)
        _answered_with(await fake.click(stranger, in_dm, join, forged=True), guard.IN_A_SERVER)
        # the same slash command from server B finds no table (a table is only its server's)
        rec = await fake.slash(stranger, elsewhere, "table join", forged=True)
        assert rec.reply is not None and "There is no table in this channel" in rec.reply.text
        assert _state(table) == state and table.seat_of(stranger.id) is None
        # moves, once the game runs: from server B by a seated member of both, and from a DM
        for user in w.users[1:4]:
            await fake.click(user, table_message(w), "Join")
        await fake.click(w.users[0], table_message(w), "Start")
        host = next(u for u in w.users if table.seat_of(u.id) == table.to_act()[0])
        fake.add_member(other_server, host)  # the player to act is in both servers
        await fake.idle()
        legal = [str(a) for a in table.legal_actions(host.id)]
        from_b = await fake.say(host, elsewhere, "hi")
        host_dm = await fake.say(host, fake.add_dm(host), "hi")
        before, state = _public(w), _state(table)
        for message, sentence in ((from_b, guard.NOT_HERE), (host_dm, guard.IN_A_SERVER)):
            for cid in (f"ct:act:{table.id}:{table.version}:{legal[0]}",
                        f"ct:refresh:{table.id}:{table.version}",
                        f"ct:hand:{table.id}:{table.version}"):
                _answered_with(await fake.click(host, message, cid, forged=True), sentence)
        _nothing_public_changed(w, before)
        assert _state(table) == state
        assert_no_hidden_in_public(w)
        fake.assert_clean()


async def test_a_hand_panel_takes_only_its_own_tables_panel_ids(tmp_path: Path) -> None:
    """A panel's ids are moves, selects, pages and Refresh of its table: a lobby or hand id
    on it, or another table's id, is refused; its own ids still work."""
    async with world(tmp_path, 4, seed=SEED) as w:
        fake = w.fake
        table = await _four_at_the_table(w)
        seat_user = w.users[1]
        panel = (await fake.click(seat_user, table_message(w), "Your hand")).reply
        assert panel is not None and panel.ephemeral
        t, v = table.id, table.version
        state = _state(table)
        for cid in (f"ct:lobby:{t}:{v}:leave", f"ct:hand:{t}:{v}"):
            _answered_with(await fake.click(seat_user, panel, cid, forged=True), FORGED)
        rec = await fake.click(seat_user, panel, f"ct:refresh:{t}:{v}")
        assert rec.response_type == 7 and rec.message is panel  # its own Refresh redraws it
        # an ephemeral that is not a hand panel (the /table status answer) takes no move
        status = (await fake.slash(seat_user, table_place(w), "table status")).reply
        assert status is not None and status.ephemeral
        _answered_with(await fake.click(seat_user, status, f"ct:refresh:{t}:{v}", forged=True),
                       FORGED)
        assert _state(table) == state
        assert_hands_private(w)
        fake.assert_clean()


async def test_forged_page_ids_and_unknown_commands_are_answered(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    async with world(tmp_path, 4, seed=SEED) as w:
        fake = w.fake
        table = await _four_at_the_table(w)
        msg = table_message(w)
        before, state = _public(w), _state(table)
        # leaderboard and rules page ids that are on no message (the dynamic items match them)
        for cid in ("lb:board:huutopussi:all:3", "lb:rules:prefa:2:0", "lb:rules:prefa:2:1"):
            _answered_with(await fake.click(w.users[1], msg, cid, forged=True), PAGE_GONE)
        rules = (await fake.slash(w.users[1], w.channel, "rules", game="prefa")).reply
        assert rules is not None and rules.ephemeral
        _answered_with(await fake.click(w.users[1], rules, "lb:board:prefa:week:0",
                                        forged=True), PAGE_GONE)
        # the rules' own page button still pages that copy in place
        rec = await fake.click(w.users[1], rules, "Next ▶")
        assert rec.response_type == 7 and "Page 2/" in rules.text
        # commands from an older sync: a sentence, one log line, no traceback
        caplog.clear()
        with caplog.at_level(logging.INFO, logger="bot.client"):
            for command, options in (("shuffle", {"deck": "all"}), ("table kick", {}),
                                     ("leaderboard season", {"year": "1999"})):
                rec = await fake.slash(w.users[1], table_place(w), command, forged=True,
                                       options=options)
                _answered_with(rec, UNKNOWN_COMMAND)
        assert [r.levelname for r in caplog.records if r.name == "bot.client"] == ["INFO"] * 3
        assert not any(r.exc_info for r in caplog.records)
        _nothing_public_changed(w, before)
        assert _state(table) == state
        fake.assert_clean()


async def test_over_long_input_is_answered_within_discords_limits(tmp_path: Path) -> None:
    """Echoes are trimmed: 6,000 characters of options, 2,500 of a bid — a sentence each,
    and nothing the fake Discord had to refuse (it enforces the 2,000-character limit)."""
    async with world(tmp_path, 4, seed=SEED) as w:
        fake = w.fake
        for options in ("x" * 6000, "y" * 900, "a=" + "z" * 5000, ("k=v," * 1500)[:6000]):
            rec = await fake.slash(w.users[0], w.channel, "table open",
                                   options={"game": "huutopussi", "options": options})
            assert rec.reply is not None and rec.reply.ephemeral
            assert 0 < len(rec.reply.content) <= 300, rec.reply.content
        assert w.bot is not None and w.bot.service.tables() == []
        table = await _four_at_the_table(w)
        actor = next(u for u in w.users if table.seat_of(u.id) == table.to_act()[0])
        state = _state(table)
        for command, option in (("bid", "bid"), ("play", "card"), ("declare", "what"),
                                ("act", "action")):
            rec = await fake.slash(actor, table_place(w), command, options={option: "9" * 2500})
            assert rec.reply is not None and rec.reply.ephemeral
            assert rec.reply.content.startswith("That is longer than any move")
        assert _state(table) == state
        fake.assert_clean()


# --- the choke point on its own ---------------------------------------------------------

class _Response:
    def __init__(self) -> None:
        self.calls: list[tuple[str, dict[str, Any]]] = []

    def is_done(self) -> bool:
        return bool(self.calls)

    async def send_message(self, **kwargs: Any) -> None:
        self.calls.append(("send_message", kwargs))

    async def edit_message(self, **kwargs: Any) -> None:
        self.calls.append(("edit_message", kwargs))


class _Stub:
    """Just enough of a component interaction for Reply (no network)."""

    def __init__(self, user_id: int, *, ephemeral: bool, owner: int, author: int = 1) -> None:
        self.type = discord.InteractionType.component
        self.user = discord.Object(user_id)
        self.client = type("C", (), {"user": discord.Object(1)})()
        meta = type("M", (), {"user": discord.Object(owner)})()
        self.message = type("Msg", (), {
            "id": 99, "flags": discord.MessageFlags(ephemeral=ephemeral),
            "author": discord.Object(author), "interaction_metadata": meta})()
        self.response = _Response()
        self.application_id, self.token = 1, "token"  # what a panel keeps of it
        self.created_at = discord.utils.utcnow()
        self._state = None  # discord.py's connection state: none here


@pytest.mark.usefixtures("stub_responses")
async def test_a_private_payload_edits_only_its_owners_own_ephemeral_message() -> None:
    """Whatever the router let through, Reply never edits a message the interaction does not
    prove is the clicker's own ephemeral one, and never hands a Private to someone else."""
    hand = Private(7, content="Your hand: A♠")
    cases = [(_Stub(7, ephemeral=False, owner=7), "send_message"),  # a public message
             (_Stub(7, ephemeral=True, owner=8), "send_message"),  # someone else's ephemeral
             (_Stub(7, ephemeral=True, owner=7, author=5), "send_message"),  # not the bot's
             (_Stub(7, ephemeral=True, owner=7), "edit_message")]  # the owner's own panel
    for stub, how in cases:
        reply = Reply(stub, edit=True)  # type: ignore[arg-type]
        await reply.update(hand)
        [(called, kwargs)] = stub.response.calls
        assert called == how
        if how == "send_message":
            assert kwargs["ephemeral"] is True
    stranger = _Stub(8, ephemeral=True, owner=8)
    with pytest.raises(PrivacyError):
        await Reply(stranger, edit=True).update(hand)  # type: ignore[arg-type]
    with pytest.raises(PrivacyError):
        await Reply(stranger).send(hand)  # type: ignore[arg-type]
    assert stranger.response.calls == []
    # and every text leaves within Discord's limits
    long = _Stub(7, ephemeral=False, owner=7)
    await Reply(long).send(Public(content="x" * 5000))  # type: ignore[arg-type]
    assert len(long.response.calls[0][1]["content"]) == 2000


async def test_the_table_message_takes_no_private_payload(tmp_path: Path) -> None:
    async with world(tmp_path, 4, seed=SEED) as w:
        table = await _four_at_the_table(w)
        assert w.bot is not None
        with pytest.raises(TypeError):
            await w.bot.presenter.send_edit(table, Private(w.users[0].id, content="secret"))  # type: ignore[arg-type]


async def test_without_the_router_a_forged_refresh_still_cannot_reach_the_table_message(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Defence in depth: with the place and message checks switched off, a forged Refresh
    on the public table message gets the hand as a new ephemeral message, and the table
    message is untouched — the reply path alone keeps it private."""
    async with world(tmp_path, 4, seed=SEED) as w:
        table = await _four_at_the_table(w)
        monkeypatch.setattr(guard, "clicked_table",
                            lambda service, interaction, cid: service.get(cid.table))
        before = _public(w)
        user = w.users[2]
        rec = await w.fake.click(user, table_message(w), f"ct:refresh:{table.id}:{table.version}",
                                 forged=True)
        assert rec.response_type == 4 and rec.reply is not None and rec.reply.ephemeral
        assert "Your hand:" in rec.reply.text and rec.reply.owner is user
        _nothing_public_changed(w, before)
        assert_hands_private(w)
        w.fake.assert_clean()


def test_only_the_reply_module_answers_interactions() -> None:
    """The structural rule, as a check on the source: no other module of the Discord layer
    touches an interaction's response, followups or original message."""
    root = Path(__file__).resolve().parents[1]
    words = (".response.", ".followup", "edit_original_response", "response.edit_message",
             "response.send_message", "response.defer")
    offenders = []
    for path in [*root.glob("cogs/*.py"), *root.glob("bot/*.py")]:
        if path.name == "reply.py" or path.name.startswith("bench"):
            continue
        text = path.read_text(encoding="utf-8")
        offenders += [f"{path.name}: {w}" for w in words if w in text]
    assert offenders == []


def _hand_text(message: Message, user: User) -> bool:
    return message.owner is user and "Your hand:" in message.text


async def test_stale_and_legit_clicks_still_work(tmp_path: Path) -> None:
    """The checks refuse only what cannot be: Your hand opens a panel, a move from it
    redraws it, a move button drawn before the table moved on gets the fresh view."""
    async with world(tmp_path, 4, seed=SEED) as w:
        fake = w.fake
        table = await _four_at_the_table(w)
        actor = next(u for u in w.users if table.seat_of(u.id) == table.to_act()[0])
        panel = (await fake.click(actor, table_message(w), "Your hand")).reply
        assert panel is not None and _hand_text(panel, actor)
        stale = (await fake.click(actor, table_message(w), "Your hand")).reply
        older = (await fake.click(actor, table_message(w), "Your hand")).reply
        assert stale is not None and older is not None
        move = offered(panel)[0]
        cid = next(c for c in panel.custom_ids if c.endswith(f":{move}") or c.startswith("ct:sel"))
        rec = await (fake.click(actor, panel, cid) if cid.startswith("ct:act")
                     else fake.select(actor, panel, cid, [move]))
        assert rec.response_type == 7 and table.version == 1
        # the same move again from the older panel: it went through, so no refusal
        rec = await (fake.click(actor, stale, cid) if cid.startswith("ct:act")
                     else fake.select(actor, stale, cid, [move]))
        assert rec.response_type == 7 and table.version == 1
        assert "nothing was played" not in rec.answer_text
        # another move drawn before the table moved on: nothing played, said without alarm
        other = next(a for a in offered(older) if a != move)
        cid = next(c for c in older.custom_ids if c.endswith(f":{other}")
                   or (c.startswith("ct:sel") and other in older.component(c).option_values))
        rec = await (fake.click(actor, older, cid) if cid.startswith("ct:act")
                     else fake.select(actor, older, cid, [other]))
        assert rec.response_type == 7 and "nothing was played" in rec.answer_text
        assert table.version == 1
        assert_hands_private(w)
        fake.assert_clean()


async def test_a_forged_modal_submit_is_answered(tmp_path: Path) -> None:
    """The bot shows no modals: a modal submit nobody asked for still gets its sentence."""
    async with world(tmp_path, 4, seed=SEED) as w:
        table = await _four_at_the_table(w, start=False)
        opener = await w.fake.slash(w.users[1], table_place(w), "table status")
        opener.modal = {"custom_id": f"ct:act:{table.id}:0:pass", "title": "x", "components": [
            {"type": 1, "components": [{"type": 4, "custom_id": "what", "label": "What"}]}]}
        rec = await w.fake.submit_modal(w.users[1], opener, {"what": "start"})
        _answered_with(rec, FORGED)
        assert table.status == "lobby"
        w.fake.assert_clean()


async def test_a_click_before_the_table_message_id_is_recorded_still_counts(
        tmp_path: Path) -> None:
    """Between posting the table message and recording its id (milliseconds, or a crash
    before the restart repairs it) the message is known by carrying its table's own ids;
    any other message of ours there, or one once the id is recorded, is not the table's."""
    async with world(tmp_path, 4, seed=SEED) as w:
        fake = w.fake
        await fake.slash(w.users[0], w.channel, "table open", game="huutopussi")
        table = _table(w)
        msg = table_message(w)
        table.record.message_id = None  # as in the moment before attach(message_id)
        rec = await fake.click(w.users[1], msg, "Join")
        assert rec.reply is not None and "You joined table" in rec.reply.text
        assert table.seat_of(w.users[1].id) is not None
        # a message of ours in the same place without the table's ids is not its message
        assert w.bot is not None
        note = await w.bot.get_partial_messageable(table.place_id).send("hello")
        await fake.idle()
        other = fake.message(note.id)
        join = f"ct:lobby:{table.id}:{table.version}:join"
        _answered_with(await fake.click(w.users[2], other, join, forged=True), FORGED)
        table.record.message_id = msg.id  # recorded: only that message is the table's
        _answered_with(await fake.click(w.users[2], other, join, forged=True), FORGED)
        assert table.seat_of(w.users[2].id) is None
        fake.assert_clean()
