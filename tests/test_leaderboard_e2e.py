"""Leaderboard, stats, history and rules through the fake Discord, with two servers.

Members open tables with ``/table open``, join and start them by clicking; the
matches then run to the end with computer seats (and a computer standing in
for each absent member after a tiny turn timeout). Afterwards the commands
must show exactly the expected players, counts and order — worked out here
independently, from the store's own match records and openskill — and
nothing of the other server.
"""

from __future__ import annotations

import re
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import tests.toy_game  # noqa: F401  (registers "high-card", used while no real game is)
from bot import rules_text
from bot.ai import register_player
from bot.client import CardTableBot, create_bot
from bot.config import BotSection, Settings, StoreSection, TablesSection
from bot.engine import Action, Game, load_all
from bot.ratings import MatchRecord, Rating, rate_match
from tests.fakediscord import Channel, FakeDiscord, Guild, Message, User

# Every real game registered here; the toy game only stands in when none is.
REAL_GAMES = [g for g in ("huutopussi", "fifty-six", "prefa", "four-color")
              if g in load_all()] or ["high-card"]


class Quick:
    """A computer that ends matches fast: mostly passes when it may, else the first legal
    non-pass action (lowest bid, first card). Random play can bid Huutopussi into
    thousands of moves; always passing would throw in every Prefa deal."""

    def choose(self, state: Game, seat: int, rng: Any) -> Action:
        actions = state.legal_actions(seat)
        passes = [a for a in actions if a.kind == "pass"]
        if passes and rng.random() < 0.8:
            return passes[0]
        return next((a for a in actions if a.kind != "pass"), actions[0])


register_player("e2e-quick", lambda game_id: Quick())


@dataclass
class Server:
    guild: Guild
    members: list[User]


@asynccontextmanager
async def two_servers(tmp_path: Path) -> AsyncIterator[tuple[FakeDiscord, CardTableBot,
                                                              Server, Server]]:
    async with FakeDiscord() as fake:
        a = fake.add_guild("Alpha")
        b = fake.add_guild("Beta")
        ann, bob, cid = (fake.add_member(a, n) for n in ("ann", "bob", "cid"))
        dan = fake.add_member(b, "dan")
        fake.add_member(b, ann)  # ann plays at both servers
        with fake.patch():
            settings = Settings(
                bot=BotSection(token="fake-token", dev_guild_id=None),
                store=StoreSection(path=str(tmp_path / "lb.sqlite3")),
                tables=TablesSection(computer_delay=0.0, turn_timeout_seconds=0.001,
                                     warn_seconds=0, default_difficulty="e2e-quick"))
            bot = create_bot(settings, seed_source=lambda: 5)
            async with fake.running(bot):
                await fake.idle()
                yield fake, bot, Server(a, [ann, bob, cid]), Server(b, [dan, ann])


def table_message(fake: FakeDiscord, channel: Channel) -> Message:
    threads = fake.threads(channel)
    place = threads[-1] if threads else channel
    for message in fake.messages(place):
        if any(c.startswith("ct:") for c in message.custom_ids):
            return message
    raise AssertionError("no table message")


async def play_match(fake: FakeDiscord, bot: CardTableBot, guild: Guild, name: str,
                     game: str, humans: list[User]) -> None:
    """Open, join, fill with computers and start by Discord; wait until the match is over."""
    channel = fake.add_channel(guild, name)
    seats = min(load_all()[game].seat_counts)
    rec = await fake.slash(humans[0], channel, "table open", game=game,
                           computers=seats - len(humans))
    assert "is open" in rec.reply.text, rec.reply.text
    for user in humans[1:]:
        await fake.click(user, table_message(fake, channel), "Join")
    before = len(await bot.store.recent_matches(guild.id, limit=1000))
    await fake.click(humans[0], table_message(fake, channel), "Start")
    deadline = time.monotonic() + 300
    while len(await bot.store.recent_matches(guild.id, limit=1000)) == before:
        assert time.monotonic() < deadline, f"{game} did not finish"
        await fake.idle(timeout=60)
    await fake.idle()


async def expected_board(bot: CardTableBot, guild_id: int, game: str
                         ) -> list[tuple[int, int, int]]:
    """(member, games, wins) in board order, from the store's match rows and openskill."""
    matches = sorted(await bot.store.recent_matches(guild_id, game, limit=1000),
                     key=lambda m: (m.finished_at, m.id))
    ratings: dict[int, Rating] = {}
    tally: dict[int, list[int]] = {}
    for m in matches:
        players = [None if s.computer else s.user_id for s in m.seats]
        record = MatchRecord(guild_id=guild_id, game=game, finished_at=m.finished_at,
                             teams=[[players[i] for i in team] for team in m.teams],
                             scores=m.scores, ranks=m.ranks)
        for member, (_, after) in rate_match(record, ratings).items():
            ratings[member] = after
            t = tally.setdefault(member, [0, 0])
            t[0] += 1
            t[1] += int(record.won(member))
    order = sorted(tally, key=lambda u: (-ratings[u].ordinal, -tally[u][0], u))
    return [(u, tally[u][0], tally[u][1]) for u in order]


def rows(text: str) -> list[tuple[int, int, int]]:
    """(member, games, wins) of each board line."""
    out = []
    for line in text.splitlines():
        m = re.search(r"<@(\d+)> — \*\*-?[\d.]+\*\* · (\d+) games? · (\d+) won", line)
        if m:
            out.append((int(m[1]), int(m[2]), int(m[3])))
    return out


def ids(text: str) -> set[int]:
    return {int(x) for x in re.findall(r"<@(\d+)>", text)}


async def test_boards_stats_history_and_isolation(tmp_path: Path) -> None:
    async with two_servers(tmp_path) as (fake, bot, a, b):
        ann, bob, cid = a.members
        dan = b.members[0]
        where = fake.add_channel(a.guild, "lobby")
        elsewhere = fake.add_channel(b.guild, "lobby")

        # nothing played yet: sentences, not empty embeds
        rec = await fake.slash(ann, where, "leaderboard")
        assert rec.ephemeral and "No matches have finished at this server yet" in rec.reply.text
        rec = await fake.slash(ann, where, "stats")
        assert rec.reply.text.startswith("You haven't finished a game at this server yet")
        rec = await fake.slash(ann, where, "history")
        assert "No matches have finished" in rec.reply.text

        for i, game in enumerate(REAL_GAMES):
            await play_match(fake, bot, a.guild, f"t{i}", game, [ann, bob])
        await play_match(fake, bot, a.guild, "t-extra", REAL_GAMES[0], [cid, ann])
        await play_match(fake, bot, b.guild, "t-b", REAL_GAMES[0], [dan, ann])

        for game in REAL_GAMES:
            expected = await expected_board(bot, a.guild.id, game)
            rec = await fake.slash(bob, where, "leaderboard", game=game)
            text = rec.reply.text
            assert rows(text) == expected, text
            assert dan.id not in ids(text)
        first = REAL_GAMES[0]
        assert {u for u, _, _ in await expected_board(bot, a.guild.id, first)} == \
            {ann.id, bob.id, cid.id}

        # the other server: only its own players and its one match
        rec = await fake.slash(dan, elsewhere, "leaderboard", game=first)
        assert sorted(rows(rec.reply.text)) == sorted(
            (u, 1, w) for u, _, w in await expected_board(bot, b.guild.id, first))
        assert ids(rec.reply.text) == {dan.id, ann.id}
        rec = await fake.slash(dan, elsewhere, "history")
        assert ids(rec.reply.text) == {dan.id, ann.id}
        assert len(rec.reply.text.strip().splitlines()) == 2  # title + one match
        for game in REAL_GAMES[1:]:
            rec = await fake.slash(dan, elsewhere, "leaderboard", game=game)
            assert rec.reply.text.startswith("No one has finished a game of "), rec.reply.text

        # stats: games and wins per game at this server only
        rec = await fake.slash(bob, where, "stats", member=ann)
        text = rec.reply.text
        for game in REAL_GAMES:
            mine = {u: (g, w) for u, g, w in await expected_board(bot, a.guild.id, game)}
            g, w = mine[ann.id]
            assert f"{g} game{'s' if g != 1 else ''} · {w} won" in text, text
        assert dan.id not in ids(text)
        rec = await fake.slash(dan, elsewhere, "stats", member=ann)
        assert "1 game ·" in rec.reply.text and len(rec.reply.embeds[0]["fields"]) == 2

        # history: newest first, every match of this server, nothing of the other
        rec = await fake.slash(cid, where, "history")
        lines = rec.reply.embeds[0]["description"].splitlines()
        assert len(lines) == len(REAL_GAMES) + 1
        assert lines[0].split("**")[1] == load_all()[first].title  # the extra match was last
        assert dan.id not in ids(rec.reply.text)

        # this week's board has the matches just played (an unknown game cannot be sent:
        # the game option offers only the choices; bot.leaderboard tests the sentence)
        rec = await fake.slash(ann, where, "leaderboard", game=first, period="week")
        assert rows(rec.reply.text)  # played just now: this week has them
        fake.assert_clean()


async def test_rules_pages_and_table_options_in_a_thread(tmp_path: Path) -> None:
    async with two_servers(tmp_path) as (fake, _bot, a, _b):
        ann = a.members[0]
        channel = fake.add_channel(a.guild, "rules")
        rec = await fake.slash(ann, channel, "rules", game="prefa")
        assert rec.ephemeral and rec.reply.embeds[0]["title"].startswith("📖 Prefa")
        msg = rec.reply
        await fake.click(ann, msg, "Next ▶")
        assert "Page 2/" in fake.last_ephemeral(ann).text
        rec = await fake.slash(ann, channel, "rules")
        assert rec.reply.text.startswith("Which game?")
        # inside a table thread: that table's game and its house rules
        game = REAL_GAMES[0]
        option: dict[str, Any] = {"huutopussi": "rank_order=ace_ten",
                                  "fifty-six": "direction=cw",
                                  "high-card": "target=3"}.get(game, "")
        rec = await fake.slash(ann, channel, "table open", game=game,
                               options={"options": option} if option else None)
        assert "is open" in rec.reply.text, rec.reply.text
        place = fake.threads(channel)[-1] if fake.threads(channel) else channel
        rec = await fake.slash(ann, place, "rules")
        if game not in rules_text.available():  # the toy game has no rule book
            assert rec.reply.text.startswith(f"I have no rules for “{game}”")
            fake.assert_clean()
            return
        embed = rec.reply.embeds[0]
        assert embed["fields"][0]["name"] == "This table's rules"
        if option:
            assert option.split("=")[1].replace("_", " ") in embed["fields"][0]["value"]
        fake.assert_clean()
