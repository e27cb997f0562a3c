"""Tables through the fake Discord: bad input, races, computer seats, forged and stale ids.

Every refusal must be an ephemeral sentence that says what is wrong, and must
change nothing (same version, same state, same action log).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from pathlib import Path

import pytest

from bot.engine import IllegalAction
from bot.engine.cards import card_code, suit_of
from bot.engine.game import canonical
from bot.tables import Table
from tests.discord_helpers import World, table_message, table_place, world
from tests.fakediscord import FakeDiscord, Interaction, Message, User
from tests.test_discord_huutopussi import choose, offered, perform

SEED = 14


def _table(w: World) -> Table:
    assert w.bot is not None
    return w.bot.service.tables()[0]


def _snapshot(table: Table) -> tuple[int, str]:
    assert table.state is not None
    return table.version, canonical(table.state)


async def _open_four(w: World) -> Table:
    rec = await w.fake.slash(w.users[0], w.channel, "table open", game="huutopussi")
    assert "is open" in rec.reply.text
    msg = table_message(w)
    for user in w.users[1:4]:
        await w.fake.click(user, msg, "Join")
    return _table(w)


def engine_says(table: Table, seat: int, action: str) -> str:
    """The sentence the engine gives for this illegal action (on a copy of the state)."""
    assert table.state is not None
    state = table.state.clone()
    with pytest.raises(IllegalAction) as err:
        state.apply(seat, action)
    return table.render(err.value.reason)


def _said(rec: Interaction, *phrases: str) -> str:
    assert rec.response_type in (4, 5), rec
    assert rec.ephemeral, "a refusal must be ephemeral"
    text = rec.reply.text
    for phrase in phrases:
        assert phrase.lower() in text.lower(), f"expected “{phrase}” in: {text}"
    return text


async def _advance_to_play(w: World, table: Table) -> None:
    """Set-up shortcut: run the auction and exchange through the service (not under test here)."""
    assert w.bot is not None
    while table.state is not None and not any(
            a.kind == "play" for s in table.to_act() for a in table.state.legal_actions(s)):
        seat = table.to_act()[0]
        user = table.seats[seat].user_id
        assert user is not None
        await w.bot.service.act(table.id, user, choose(
            [str(a) for a in table.legal_actions(user)]))
    await w.fake.idle()


async def test_bad_input_gets_a_sentence_and_changes_nothing(tmp_path: Path) -> None:
    async with world(tmp_path, 6, seed=SEED) as w:
        fake, users = w.fake, w.users
        outsider, late = users[4], users[5]
        # no table in this channel
        no_table = "There is no table in this channel. Open one with /table open."
        assert _said(await fake.slash(users[0], w.channel, "hand")) == no_table
        assert _said(await fake.slash(users[0], w.channel, "table status")) == no_table
        table = await _open_four(w)
        msg = table_message(w)
        place = table_place(w)
        # a second table in the table's thread (the parent channel may open one: see below)
        assert _said(await fake.slash(users[1], place, "table open", game="huutopussi")) == (
            f"This thread already has a table (Huutopussi, table {table.id}). Join it, or end "
            "it with /table end before opening another.")
        # table full (four people: the Join button is disabled now, so by command)
        assert next(c for c in msg.components if c.label == "Join").disabled
        assert _said(await fake.slash(outsider, w.channel, "table join")) == (
            "This table is full (4 of 4 seats). Wait for the next game, or open a table in "
            "another channel.")
        # only the host starts
        assert _said(await fake.click(users[1], msg, "Start")) == (
            "Only the host (player1) can start the game.")
        await fake.click(users[0], msg, "Start")
        before = _snapshot(table)
        # already started
        _said(await fake.slash(late, place, "table join"), "already started")
        # not seated
        not_seated = ("You are not seated at this table. You can join the next game, or open "
                      "a table in another channel.")
        assert _said(await fake.click(outsider, msg, "Your hand")) == not_seated
        assert _said(await fake.slash(outsider, place, "bid", bid="60")) == not_seated
        # not your turn
        seat = table.to_act()[0]
        actor = next(u for u in users if table.seat_of(u.id) == seat)
        waiting = next(u for u in users[:4] if u is not actor)
        waiting_seat = table.seat_of(waiting.id)
        assert waiting_seat is not None
        assert _said(await fake.slash(waiting, place, "bid", bid="60")) == engine_says(
            table, waiting_seat, "bid:60")
        # an illegal bid (not a multiple of five), and playing a card in the auction: the
        # engine's own sentence, word for word
        assert _said(await fake.slash(actor, place, "bid", bid="53")) == engine_says(
            table, seat, "bid:53")
        assert _said(await fake.slash(actor, place, "play", card="AS")) == engine_says(
            table, seat, "play:AS")
        assert _snapshot(table) == before
        # a stale button: the actor's hand view from before a move
        hand = (await fake.click(actor, msg, "Your hand")).reply
        made = choose([str(a) for a in table.legal_actions(actor.id)])
        await fake.slash(actor, place, "bid", bid=made.partition(":")[2] or "pass")
        moved = _snapshot(table)
        assert moved[0] == before[0] + 1
        stale_action = next(a for a in offered(hand) if a != made)  # not the move just made
        rec = await press(fake, actor, hand, stale_action)
        await fake.idle()
        assert rec.response_type == 7 and "so nothing was played" in hand.text
        assert _snapshot(table) == moved
        # now in the play phase: unknown card text, a card not held, a card that may not be played
        await _advance_to_play(w, table)
        moved = _snapshot(table)
        seat = table.to_act()[0]
        actor = next(u for u in users if table.seat_of(u.id) == seat)
        _said(await fake.slash(actor, place, "play", card="zz"), "not a card")
        held = set(table.view(seat).hand)  # type: ignore[union-attr]
        foreign = next(c for s in range(4) if s != seat
                       for c in table.view(s).hand)  # type: ignore[union-attr]
        assert foreign not in held
        _said(await fake.slash(actor, place, "play", card=foreign), "don't hold")
        assert _snapshot(table) == moved
        fake.assert_clean()


async def test_forged_custom_ids_get_a_sentence(tmp_path: Path) -> None:
    async with world(tmp_path, 4, seed=SEED) as w:
        fake, users = w.fake, w.users
        table = await _open_four(w)
        msg = table_message(w)
        await fake.click(users[0], msg, "Start")
        before = _snapshot(table)
        seat = table.to_act()[0]
        actor = next(u for u in users if table.seat_of(u.id) == seat)
        hand = (await fake.click(actor, msg, "Your hand")).reply
        legal = offered(hand)
        # 1: custom ids that are not on the message at all (a hand-made request)
        for forged in ("ct:act:zz", "something-else", "ct:act:1:2:<script>", "ct:boom:1:1:x",
                       f"ct:lobby:{table.id}:0:dance", "ct:" + "9" * 120):
            rec = await fake.click(actor, hand, forged, forged=True)
            assert rec.response_type == 4 and rec.ephemeral
            assert "isn't one I made" in rec.reply.text
        # well-formed ids are still checked, never trusted: another table, a lobby button on
        # a hand (it belongs on the table message), a lobby button of a table that has
        # started, a move for a version that never was, a stranger's click
        rec = await fake.click(actor, hand, f"ct:act:999:0:{legal[0]}", forged=True)
        assert "closed" in hand.text or "closed" in rec.reply.text
        hand = (await fake.click(actor, msg, "Your hand")).reply
        rec = await fake.click(actor, hand, f"ct:lobby:{table.id}:0:start", forged=True)
        assert "isn't one I made" in rec.reply.text
        rec = await fake.click(actor, msg, f"ct:lobby:{table.id}:0:start", forged=True)
        assert "already started" in rec.reply.text
        rec = await fake.click(actor, hand, f"ct:act:{table.id}:{table.version + 7}:{legal[0]}",
                               forged=True)
        assert rec.response_type == 7 and "so nothing was played" in hand.text
        stranger = next(u for u in users if u is not actor)
        stranger_hand = (await fake.click(stranger, msg, "Your hand")).reply
        rec = await fake.click(stranger, stranger_hand,
                               f"ct:act:{table.id}:{table.version}:{legal[0]}", forged=True)
        assert "not your turn" in stranger_hand.text.lower()
        # 2: a message whose component was tampered with to carry a malformed id
        select = next(c for row in hand.data["components"] for c in row["components"]
                      if c["type"] == 3)
        select["custom_id"] = "ct:sel:1:x:0"
        rec = await fake.select(actor, hand, "ct:sel:1:x:0", [select["options"][0]["value"]])
        assert "isn't one I made" in rec.reply.text
        assert _snapshot(table) == before
        fake.assert_clean()


def press(fake: FakeDiscord, user: User, hand: Message, action: str) -> Awaitable[Interaction]:
    """Choose ``action`` on the hand message without waiting to settle (button or select)."""
    for comp in hand.components:
        if comp.is_button and comp.custom_id and comp.custom_id.startswith("ct:act:") \
                and comp.custom_id.endswith(f":{action}"):
            return fake.click(user, hand, comp.custom_id, settle=False)
        if comp.is_select and action in comp.option_values:
            return fake.select(user, hand, comp.custom_id or "", [action], settle=False)
    raise AssertionError(f"{action} not on the hand message")


async def test_races_apply_each_click_once_against_the_state_it_meets(tmp_path: Path) -> None:
    async with world(tmp_path, 7, seed=SEED) as w:
        fake, users = w.fake, w.users
        rec = await fake.slash(users[0], w.channel, "table open", game="huutopussi")
        msg = table_message(w)
        # six people press Join at the same instant for three free seats
        recs = await asyncio.gather(*(fake.click(u, msg, "Join", settle=False)
                                      for u in users[1:7]))
        await fake.idle()
        table = _table(w)
        joined = [r for r in recs if "You joined" in r.reply.text]
        full = [r for r in recs if "full" in r.reply.text]
        assert len(joined) == 3 and len(full) == 3 and len(table.seats) == 4
        assert rec.ephemeral
        seated = [u for u in users if table.seat_of(u.id) is not None]
        await fake.click(seated[0], msg, "Start")
        assert w.bot is not None
        def press_(user: User, hand: object, action: str) -> Awaitable[Interaction]:
            return press(fake, user, hand, action)  # type: ignore[arg-type]

        for _round in range(6):
            seat = table.to_act()[0]
            actor = next(u for u in seated if table.seat_of(u.id) == seat)
            others = [u for u in seated if u is not actor]
            hands: dict[int, object] = {}
            for u in seated:
                hands[u.id] = (await fake.click(u, table_message(w), "Your hand")).reply
            version = table.version
            log_before = len(await w.bot.store.actions(table.id))
            acts = offered(hands[actor.id])  # type: ignore[arg-type]
            first, second = acts[0], acts[1] if len(acts) > 1 else acts[0]
            clicks = [
                press_(actor, hands[actor.id], first),   # the same choice
                press_(actor, hands[actor.id], first),   # twice
                press_(actor, hands[actor.id], second),  # and another
            ]
            for other in others:  # and the others press theirs at the same instant
                other_hand = hands[other.id]
                other_acts = offered(other_hand)  # type: ignore[arg-type]
                if other_acts:
                    clicks.append(press_(other, other_hand, other_acts[0]))
                else:
                    clicks.append(fake.slash(other, table_place(w), "act", action="pass",
                                             settle=False))
            results = await asyncio.gather(*clicks)
            await fake.idle()
            log = await w.bot.store.actions(table.id)
            texts = [Message(data=r.answer, channel=r.channel).text for r in results
                     if r.answer is not None]
            assert len(texts) == len(results)  # each click answered, with what it did
            # a refused click says why: a bare sentence, or the hand redrawn under one
            refused = [t for r, t in zip(results, texts, strict=True)
                       if "nothing was played" in t or "not your turn" in t.lower()
                       or not (r.answer or {}).get("embeds")]
            applied = log[log_before:]
            # the actor's clicks of the move that went through: one applied it, the others
            # (a double click) are answered with the panel and no refusal
            made = next(e.action for e in applied if e.actor_id == actor.id)
            same = [i for i, a in enumerate((first, first, second)) if a == made]
            repeated = len(same) - 1
            assert all(texts[i] not in refused for i in same), texts
            # each click either applied once, or was refused with a sentence, or repeated
            assert len(applied) == len(results) - len(refused) - repeated >= 1, texts
            assert [e.version for e in log] == list(range(1, len(log) + 1))
            assert table.version == version + len(applied)
            # the actor's three clicks (two identical) met one state: one applied
            assert sum(1 for e in applied if e.actor_id == actor.id) == 1
            assert applied[0].actor_id == actor.id and applied[0].action in (first, second)
        fake.assert_clean()


async def test_a_table_with_three_computer_seats(tmp_path: Path) -> None:
    async with world(tmp_path, 1, seed=SEED) as w:
        fake = w.fake
        human: User = w.users[0]
        rec = await fake.slash(human, w.channel, "table open", game="huutopussi", computers=3)
        assert "is open" in rec.reply.text
        msg = table_message(w)
        assert msg.text.count("Computer") >= 3
        await fake.click(human, msg, "Start")
        table = _table(w)
        assert sum(1 for s in table.seats if s.computer) == 3
        actions = 0
        while table.state is not None and table.state.deals_completed() < 1:
            await fake.idle()
            if human.id not in [table.seats[s].user_id for s in table.to_act()]:
                await asyncio.sleep(0.01)
                continue
            assert f"<@{human.id}>" in table_message(w).content  # mentioned when to act
            hand = (await fake.click(human, table_message(w), "Your hand")).reply
            await perform(w, human, hand, choose([str(a) for a in
                                                  table.legal_actions(human.id)]))
            actions += 1
        assert actions >= 9
        assert w.bot is not None
        log = await w.bot.store.actions(table.id)
        assert sum(1 for e in log if e.computer) > 3 * 9
        fake.assert_clean()


async def test_computer_difficulty_is_a_table_option(tmp_path: Path) -> None:
    async with world(tmp_path, 2, seed=SEED) as w:
        fake, host, guest = w.fake, w.users[0], w.users[1]
        # Discord itself only sends the offered choices; tests/test_tables.py checks other text.
        rec = await fake.slash(host, w.channel, "table open", game="huutopussi",
                               difficulty="hard")
        assert "is open" in rec.reply.text
        table = _table(w)
        place = table_place(w)
        rec = await fake.slash(host, place, "table add-computer")
        assert "(hard)" in rec.reply.text  # the table's level
        _said(await fake.slash(guest, place, "table add-computer", difficulty="random"),
              "not seated")  # only the host or a seated player may
        await fake.click(guest, table_message(w), "Join")
        rec = await fake.slash(guest, place, "table add-computer", difficulty="random")
        assert "(random)" in rec.reply.text
        assert [s.difficulty for s in table.record.seats] == [None, "hard", None, "random"]
        fake.assert_clean()


async def test_must_follow_suit_gets_the_engines_sentence_and_changes_nothing(
        tmp_path: Path) -> None:
    async with world(tmp_path, 4, seed=SEED) as w:
        fake, users = w.fake, w.users
        table = await _open_four(w)
        await fake.click(users[0], table_message(w), "Start")
        await _advance_to_play(w, table)
        assert w.bot is not None
        # play on (through the service) until someone must follow a led suit and also holds
        # a card of another suit
        while True:
            state = table.state  # the committed state: each move publishes a new one
            seat = table.to_act()[0]
            hand = state.hands[seat]  # type: ignore[union-attr]
            trick = state.trick  # type: ignore[union-attr]
            if trick and any(suit_of(c) == suit_of(trick[0]) for c in hand):
                off = [c for c in hand if suit_of(c) != suit_of(trick[0])]
                if off:
                    break
            user = table.seats[seat].user_id
            assert user is not None
            await w.bot.service.act(table.id, user, str(table.legal_actions(user)[0]))
        await fake.idle()
        actor = next(u for u in users if table.seat_of(u.id) == seat)
        before = _snapshot(table)
        logged = len(await w.bot.store.actions(table.id))
        sentence = engine_says(table, seat, f"play:{card_code(off[0])}")
        assert "follow" in sentence.lower()  # the rule under test
        rec = await fake.slash(actor, table_place(w), "play", card=card_code(off[0]))
        assert _said(rec) == sentence
        # and the same through the hand view: the card is not even offered there
        hand_msg = (await fake.click(actor, table_message(w), "Your hand")).reply
        assert f"play:{card_code(off[0])}" not in offered(hand_msg)
        assert _snapshot(table) == before
        assert len(await w.bot.store.actions(table.id)) == logged
        fake.assert_clean()


async def test_a_channel_opens_one_table_per_thread(tmp_path: Path) -> None:
    async with world(tmp_path, 3, seed=SEED) as w:
        fake = w.fake
        ann, bob, cat = w.users
        assert w.bot is not None
        await fake.slash(ann, w.channel, "table open", game="huutopussi")
        [first_thread] = fake.threads(w.channel)
        # the parent channel opens the next table, which gets a thread of its own
        rec = await fake.slash(bob, w.channel, "table open", game="fifty-six")
        assert "is open in" in rec.reply.text
        first, second = w.bot.service.tables()
        assert first.thread_id == first_thread.id
        assert second.thread_id is not None and second.thread_id != first.thread_id
        # commands typed in the parent channel find the member's own table …
        assert "Huutopussi" in (await fake.slash(ann, w.channel, "table status")).reply.text
        assert "Fifty-Six" in (await fake.slash(bob, w.channel, "table status")).reply.text
        # … and someone at neither (or at both) is pointed to the threads
        both = f"Use this in your table's thread: <#{first.thread_id}>, <#{second.thread_id}>."
        assert _said(await fake.slash(cat, w.channel, "hand")) == both
        await fake.slash(cat, first_thread, "table join")
        hand = _said(await fake.slash(cat, w.channel, "hand"))
        assert hand.startswith("The game has not started yet")  # found cat's one table
        await fake.slash(cat, fake.channel(second.thread_id), "table join")
        assert _said(await fake.slash(cat, w.channel, "table leave")) == both
        fake.assert_clean()
    # where the bot may not create threads, a table lives in the channel: one per channel
    async with world(tmp_path / "flat", 2, threads=False, seed=SEED) as w:
        await w.fake.slash(w.users[0], w.channel, "table open", game="huutopussi")
        assert w.bot is not None
        (table,) = w.bot.service.tables()
        assert _said(await w.fake.slash(w.users[1], w.channel, "table open",
                                        game="huutopussi")) == (
            f"This channel already has a table (Huutopussi, table {table.id}). Join it, or end "
            "it with /table end before opening another.")
        w.fake.assert_clean()


async def test_a_person_takes_a_computers_seat_and_the_host_removes_computers(
        tmp_path: Path) -> None:
    async with world(tmp_path, 3, seed=SEED) as w:
        fake = w.fake
        host, guest, other = w.users
        await fake.slash(host, w.channel, "table open", game="huutopussi", computers=3)
        table = _table(w)
        msg = table_message(w)
        join = next(c for c in msg.components if c.label == "Join")
        assert len(table.seats) == 4 and not join.disabled  # full, but of computers
        assert next(c for c in msg.components if c.label == "Add computer").disabled
        # someone not seated, in the lobby, is told how to sit down
        assert _said(await fake.slash(guest, table_place(w), "hand")) == (
            "You are not seated at this table yet. Press Join on the table message (or use "
            "/table join there) to sit down.")
        assert "You joined" in (await fake.click(guest, msg, "Join")).reply.text
        assert [s.computer for s in table.seats] == [False, True, True, False]
        # only the host removes computers, by button or by command (a chosen seat)
        assert _said(await fake.click(guest, msg, "Remove computer")) == (
            "Only the host (player1) can remove a computer player.")
        assert _said(await fake.slash(host, table_place(w), "table remove-computer",
                                      seat=4)) == (
            "Seat 4 is not a computer seat. The computers sit at seats 2 and 3.")
        rec = await fake.slash(host, table_place(w), "table remove-computer", seat=2)
        assert rec.reply.text == "Computer 1 leaves the table."
        await fake.click(host, msg, "Remove computer")
        assert [s.computer for s in table.seats] == [False, False]
        assert not msg.has_component("Remove computer")  # no computer left to remove
        await fake.click(other, msg, "Join")
        assert len(table.seats) == 3 and not next(
            c for c in msg.components if c.label == "Join").disabled
        fake.assert_clean()
