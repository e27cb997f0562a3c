"""A whole match to its end through the fake Discord: the results message, the closed table.

Uses the toy "high-card" game (tests/toy_game.py) with a one-point target, so a
match is a few moves — and shows that a game the cogs have never heard of is
played with no cog change at all.
"""

from __future__ import annotations

from pathlib import Path

import tests.toy_game  # noqa: F401  (registers "high-card" before the cogs load)
from tests.discord_helpers import table_message, table_place, world
from tests.test_discord_huutopussi import choose, offered, perform


async def test_match_end_posts_results_and_closes_the_table(tmp_path: Path) -> None:
    async with world(tmp_path, 2, seed=5) as w:
        fake, (ann, bob) = w.fake, w.users
        rec = await fake.slash(ann, w.channel, "table open", game="high-card",
                               options={"options": "target=1, hand_size=2"})
        assert "is open" in rec.reply.text, rec.reply.text
        msg = table_message(w)
        assert "Rules: Target: 1 · Hand size: 2" in msg.text, msg.text  # changed rules, in words
        await fake.click(bob, msg, "Join")
        await fake.click(ann, msg, "Start")
        assert w.bot is not None
        table = w.bot.service.tables()[0]
        users = {table.seat_of(u.id): u for u in (ann, bob)}
        while table.status == "playing":
            user = users[table.to_act()[0]]
            hand = (await fake.click(user, table_message(w), "Your hand")).reply
            await perform(w, user, hand, choose(offered(hand)))
        await fake.idle()
        place = table_place(w)
        results = [m for m in fake.messages(place) if "result" in (m.embed or {}).get("title", "")]
        assert len(results) == 1
        assert "🏆" in results[0].text
        final = fake.messages(place)[0]  # the table message is the thread's first
        assert not any(c.startswith("ct:") for c in final.custom_ids)  # no buttons left
        assert "over" in final.text.lower()
        # the place is free again: a new table can be opened there
        rec = await fake.slash(ann, w.channel, "table open", game="high-card")
        assert "is open" in rec.reply.text
        fake.assert_clean()


async def test_no_thread_permission_uses_the_channel_and_the_host_can_end(tmp_path: Path) -> None:
    async with world(tmp_path, 3, threads=False) as w:
        fake, (ann, bob, cid) = w.fake, w.users
        rec = await fake.slash(ann, w.channel, "table open", game="high-card")
        assert "is open here" in rec.reply.text
        assert not fake.threads(w.channel)
        msg = table_message(w)
        assert msg.channel == w.channel
        await fake.click(bob, msg, "Join")
        await fake.click(cid, msg, "Join")
        await fake.click(ann, msg, "Start")
        # a player's /table end is a vote; the host's ends the table at once
        rec = await fake.slash(bob, w.channel, "table end")
        assert "votes to end" in rec.reply.text
        rec = await fake.slash(ann, w.channel, "table end")
        assert "ended the table" in rec.reply.text
        await fake.idle()
        assert "ended the table" in msg.text
        assert not any(c.startswith("ct:") for c in msg.custom_ids)
        rec = await fake.slash(bob, w.channel, "hand")
        assert "no table in this channel" in rec.reply.text.lower()
        fake.assert_clean()


async def test_an_absent_player_is_warned_then_a_computer_plays_until_they_return(
        tmp_path: Path) -> None:
    from bot.client import create_bot
    from tests.discord_helpers import make_settings
    from tests.fakediscord import FakeDiscord

    async with FakeDiscord() as fake:
        guild = fake.add_guild("Cards")
        channel = fake.add_channel(guild, "general")
        ann, bob = fake.add_member(guild, "ann"), fake.add_member(guild, "bob")
        with fake.patch():
            settings = make_settings(tmp_path / "t.sqlite3", guild.id)
            settings.tables.turn_timeout_seconds = 0.6
            settings.tables.warn_seconds = 0.3
            bot = create_bot(settings, seed_source=lambda: 3)
            async with fake.running(bot):
                await fake.slash(ann, channel, "table open", game="high-card")
                place = fake.threads(channel)[-1]
                msg = fake.messages(place)[0]
                await fake.click(bob, msg, "Join")
                await fake.click(ann, msg, "Start")
                table = bot.service.tables()[0]
                first = table.seats[table.to_act()[0]].user_id
                await fake.wait_for(lambda: "playing for them" in msg.text, timeout=10)
                warned = [m for m in fake.messages(place) if "it is your turn" in m.text]
                assert warned and warned[0].mentions_user(fake.user(first))
                await fake.idle()
                assert table.version >= 1  # the computer moved for the absent player
                # they come back by opening their hand
                absent = fake.user(first)
                await fake.click(absent, msg, "Your hand")
                await fake.idle()
                seat = table.seat_of(first)
                assert seat is not None and not table.seats[seat].away
                await bot.presenter.flush()
                await fake.idle()
                assert f"<@{first}> (" not in msg.text
