"""Property: whatever ids anyone clicks on whatever message, no hidden card reaches a public
message (issue 14).

Four tables — one of each game — play in two servers, while random users (seated players,
onlookers, a member of both servers, strangers, people in a private chat with the bot) click
random custom ids — our kinds and junk, of any table, any version, with moves of any seat
(cards in other hands included) — on random messages they can see: table messages,
results and turn pings, their own ephemeral messages, chat lines, direct messages.

After every step: every interaction was answered (the fake's records are clean); any
answer that edited a message edited the clicker's own ephemeral one. Along the way and at
the end: no public message, in any of its versions (the fake keeps every one), shows a
card the engine had not made public when it was drawn, and every hand anyone was shown was
their own.
"""

from __future__ import annotations

import contextlib
import random
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.client import create_bot
from bot.tables import Table
from cogs.render import KINDS, LOBBY_ACTIONS
from tests.discord_helpers import (
    IN_PROCESS_QUIET,
    World,
    assert_hands_private,
    assert_no_hidden_in_public,
    bot_at_work,
    idle_with_panels,
    make_settings,
)
from tests.fakediscord import FakeDiscord, Guild, Message, User

STEPS = 240
CHECK_EVERY = 40
TABLES = (("huutopussi", 4), ("fifty-six", 4), ("prefa", 3), ("four-color", 4))


@contextlib.asynccontextmanager
async def two_servers(tmp_path: Path, seed: int) -> AsyncIterator[World]:
    async with FakeDiscord(quiet=IN_PROCESS_QUIET) as fake:
        guilds = [fake.add_guild("North"), fake.add_guild("South")]
        with fake.patch():
            bot = create_bot(make_settings(tmp_path / "cards.sqlite3", None),
                             seed_source=lambda: seed)
            async with fake.running(bot):
                fake.add_busy_probe("bot at work", lambda: bot_at_work(bot))
                users: list[User] = []
                for guild in guilds:
                    users += [fake.add_member(guild, f"{guild.name.lower()}{i}")
                              for i in range(5)]
                fake.add_member(guilds[1], users[0])  # in both servers
                await fake.idle()
                w = World(fake, guilds[0], fake.add_channel(guilds[0], "lobby"), users, bot)
                w.extra["guilds"] = guilds
                yield w


async def _open(w: World, guild: Guild, game: str, seats: int, humans: list[User]) -> Table:
    fake = w.fake
    room = fake.add_channel(guild, game)
    await fake.idle()
    await fake.slash(humans[0], room, "table open", game=game, seats=seats,
                     computers=seats - len(humans))
    place = fake.threads(room)[-1]
    for user in humans[1:]:
        await fake.slash(user, place, "table join")
    await fake.slash(humans[0], place, "table start")
    assert w.bot is not None
    return next(t for t in w.bot.service.tables() if t.place_id == place.id)


def _visible(fake: FakeDiscord, user: User) -> list[Message]:
    """Every message the user can click: public ones where they are, their own ephemerals."""
    out = []
    for m in fake.public_messages():
        guild = m.channel.guild
        member = guild is not None and user.id in guild.members
        if member or (guild is None and user in m.channel.recipients):
            out.append(m)
    return out + fake.ephemerals(user)


def _forged_id(rng: random.Random, tables: list[Table]) -> tuple[str, list[str]]:
    """A custom id (and select values) anyone could send: mostly well-formed, of any table,
    any version, any seat's moves; sometimes junk or another cog's page ids."""
    roll = rng.random()
    if roll < 0.08:
        return rng.choice(["ct:boom:1:1:x", "junk", "ct:act:1", "lb:board:prefa:all:9",
                           "lb:rules:huutopussi:3:1", "ct:" + "9" * 120]), []
    table = rng.choice(tables)
    table_id = table.id if roll < 0.95 else 999
    version = rng.choice([table.version, max(0, table.version - 1), 0, table.version + 3])
    kind = rng.choice(KINDS)
    moves = [str(a) for seat in range(len(table.seats)) if table.state is not None
             for a in table.state.legal_actions(seat)] or ["pass"]
    if kind == "act":
        arg = rng.choice([*moves, "play:ZZ", "pass:'; DROP TABLE tables"])
    elif kind in ("sel", "page"):
        arg = str(rng.randint(0, 3))
    elif kind == "lobby":
        arg = rng.choice(LOBBY_ACTIONS)
    else:
        arg = ""
    text = f"ct:{kind}:{table_id}:{version}" + (f":{arg}" if arg else "")
    return text, [rng.choice(moves)] if kind == "sel" else []


async def _legit_move(w: World, rng: random.Random, tables: list[Table]) -> bool:
    """A seated human whose turn it is makes a random legal move with /act."""
    fake = w.fake
    waiting = [(t, t.seats[s].user_id) for t in tables if t.status == "playing"
               for s in t.to_act() if t.seats[s].user_id and not t.seats[s].computer]
    if not waiting:
        return False
    table, user_id = rng.choice(waiting)
    user = fake.user(int(user_id or 0))
    action = rng.choice([str(a) for a in table.legal_actions(user.id)])
    place = fake.channel(table.place_id)
    rec = await fake.slash(user, place, "act", action=action)
    assert rec.reply is not None and rec.reply.ephemeral
    return True


def _check_public(w: World) -> None:
    assert_no_hidden_in_public(w)
    assert_hands_private(w, [u for u in w.users])
    for message in w.fake.public_messages():
        for data in [*message.history, message.data]:
            text = Message(data=data, channel=message.channel).text
            assert "Your hand:" not in text and "only you can see this" not in text, text


@pytest.mark.parametrize("seed", [5, 11, 23])
async def test_forged_clicks_never_put_a_hidden_card_in_public(tmp_path: Path,
                                                               seed: int) -> None:
    rng = random.Random(seed)
    async with two_servers(tmp_path, seed) as w:
        fake = w.fake
        north, south = w.extra["guilds"]
        n, s = w.users[:5], w.users[5:]
        tables = [await _open(w, north, *TABLES[0], n[0:2]),
                  await _open(w, north, *TABLES[1], n[2:4]),
                  await _open(w, south, *TABLES[2], s[0:2]),
                  await _open(w, south, *TABLES[3], [s[2], n[0]])]
        for user in (n[4], s[4], n[0]):
            await fake.say(user, fake.add_dm(user), "hello")
        await fake.say(s[4], fake.add_channel(south, "chat"), "anyone for cards?")
        tally: Counter[str] = Counter()
        for step in range(STEPS):
            if rng.random() < 0.5 and await _legit_move(w, rng, tables):
                tally["moves"] += 1
            else:
                user = rng.choice(w.users)
                message = rng.choice(_visible(fake, user))
                custom_id, values = _forged_id(rng, tables)
                rec = await (fake.select(user, message, custom_id, values, forged=True)
                             if values else fake.click(user, message, custom_id, forged=True))
                tally["forged"] += 1
                tally[f"answer {rec.response_type}"] += 1
                assert rec.response_type in (4, 5, 6, 7, 9), rec  # 9: a seat's Other choice…
                if rec.response_type in (6, 7):  # an edit: only of the clicker's own message
                    assert message.owner is user and message.ephemeral, (custom_id, message)
            fake.assert_clean()
            if step % CHECK_EVERY == CHECK_EVERY - 1:
                await idle_with_panels(w)  # the panels' edits too, before every message is read
                fake.assert_clean()
                _check_public(w)
        await idle_with_panels(w)
        fake.assert_clean()
        _check_public(w)
        assert tally["forged"] > STEPS // 3 and tally["moves"] > STEPS // 4, tally
        print(f"\nseed {seed}: {dict(tally)}; table versions "
              f"{[t.version for t in tables]}")
