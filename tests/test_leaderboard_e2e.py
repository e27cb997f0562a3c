"""Leaderboard, stats, history and rules through the fake Discord, with two servers.

Members open tables with ``/table open``, join and start them by clicking; the
matches then run to the end with computer seats (and a computer standing in
for each absent member after a tiny turn timeout). Afterwards the commands
must show exactly the expected embeds — boards, stats and history worked out
here independently, from the store's own match records (and the old matches
this test adds itself) with openskill's Plackett–Luce model called directly —
and nothing of the other server.
"""

from __future__ import annotations

import re
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from openskill.models import PlackettLuce

from bot.ai import register_player
from bot.client import CardTableBot, create_bot
from bot.config import BotSection, Settings, StoreSection, TablesSection
from bot.engine import Action, Game, get_game, load_all
from bot.store import MatchRecord as StoreMatch
from bot.store import SeatRecord
from bot.store.sql import Program
from tests.fakediscord import Channel, FakeDiscord, Guild, Message, User

REAL_GAMES = ["huutopussi", "fifty-six", "prefa", "four-color"]
LIB = PlackettLuce()  # the library's defaults: what every member and computer starts at
PLACES = ["1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th"]


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
                           computers=max(0, seats - len(humans)))
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


# --- the expected results, worked out here -------------------------------------

@dataclass
class Played:
    """One finished match as this test knows it: sides of members (None = computer)."""

    guild: int
    game: str
    teams: list[list[int | None]]
    scores: list[int]
    ranks: list[int]
    started_at: float
    finished_at: float

    @property
    def draw(self) -> bool:
        return all(r == 0 for r in self.ranks)

    def won(self, side: int) -> bool:
        return self.ranks[side] == 0 and not self.draw


def from_store(m: StoreMatch) -> Played:
    players = [None if s.computer else s.user_id for s in m.seats]
    return Played(m.guild_id, m.game_id, [[players[i] for i in team] for team in m.teams],
                  list(m.scores), list(m.ranks), m.started_at, m.finished_at)


@dataclass
class Result:
    at: float
    order: int
    game: str
    place: int
    sides: int
    won: bool
    drawn: bool
    change: float


@dataclass
class Standing:
    mu: float = LIB.mu
    sigma: float = LIB.sigma
    games: int = 0
    wins: int = 0
    streak: int = 0
    best: int = 0
    results: list[Result] = field(default_factory=list)

    @property
    def ordinal(self) -> float:
        return float(LIB.rating(mu=self.mu, sigma=self.sigma).ordinal())


Standings = dict[tuple[str, int], Standing]  # (game, member) -> standing


def standings(matches: list[Played]) -> Standings:
    """Every member's rating, counts, streaks and results at one server, oldest match first,
    rated by openskill itself; a computer seat plays each match as a fresh newcomer."""
    out: Standings = {}
    for order, m in enumerate(matches):
        teams = [[LIB.rating() if p is None else
                  LIB.rating(mu=out.setdefault((m.game, p), Standing()).mu,
                             sigma=out[(m.game, p)].sigma) for p in team] for team in m.teams]
        new = LIB.rate(teams, ranks=[float(r) for r in m.ranks])
        for side, (team, rated) in enumerate(zip(m.teams, new, strict=True)):
            for p, after in zip(team, rated, strict=True):
                if p is None:
                    continue
                s = out[(m.game, p)]
                before = s.ordinal
                s.mu, s.sigma = float(after.mu), float(after.sigma)
                won = m.won(side)
                s.games += 1
                s.wins += int(won)
                if m.draw:
                    s.streak = 0
                elif won:
                    s.streak = s.streak + 1 if s.streak > 0 else 1
                else:
                    s.streak = s.streak - 1 if s.streak < 0 else -1
                s.best = max(s.best, s.streak)
                s.results.append(Result(m.finished_at, order, m.game, m.ranks[side],
                                        len(m.teams), won, m.draw, s.ordinal - before))
    return out


def board_order(st: Standings, game: str) -> list[int]:
    members = [p for g, p in st if g == game]
    return sorted(members, key=lambda p: (-st[(game, p)].ordinal, -st[(game, p)].games, p))


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def shown(ordinal: float, games: int) -> str:
    """A rating as people read it: 1000 for a newcomer, 20 points per ordinal point (never
    below 0), marked provisional for the first five games."""
    rating = f"**{max(0, round(1000 + 20 * ordinal))}**"
    return rating + (" (provisional)" if games < 5 else "")


MEANING = ("The rating estimates skill: everyone starts at 1000, wins against strong players "
           "raise it most, and it is provisional for the first 5 games.")


def line(rank: int, member: int, rating: float, games: int, wins: int, you: bool,
         all_games: int) -> str:
    return (f"`#{rank}` <@{member}> — {shown(rating, all_games)} · {plural(games, 'game')} · "
            f"{wins} won ({wins / games:.0%})" + (" ← you" if you else ""))


BOARD_LINE = re.compile(r"`#(\d+)` <@(\d+)> — \*\*(\d+)\*\*(?: \(provisional\))? · "
                        r"(\d+) games? · (\d+) won \((\d+)%\)( ← you)?")


def parse_board(description: str) -> list[tuple[int, int, str, int, int]]:
    """(rank, member, rating text, games, wins) of every line; every line must parse, so a
    computer or anything else on the board fails the test."""
    out = []
    for text in description.splitlines():
        m = BOARD_LINE.fullmatch(text)
        assert m, f"a board line that is not a member's row: {text!r}"
        out.append((int(m[1]), int(m[2]), m[3], int(m[4]), int(m[5])))
    return out


def this_week(at: float) -> bool:
    now = datetime.now(UTC).date()
    monday = now - timedelta(days=now.weekday())
    return datetime.fromtimestamp(at, UTC).date() >= monday


def expected_board(st: Standings, game: str, matches: list[Played], viewer: int,
                   period: str = "all") -> list[str]:
    """Every line of the full board (all pages), ordered by all-time rating; a period
    board counts only that period's games and wins."""
    counts: dict[int, list[int]] = {}
    for m in matches:
        if m.game != game or (period == "week" and not this_week(m.finished_at)):
            continue
        for side, team in enumerate(m.teams):
            for p in team:
                if p is not None:
                    c = counts.setdefault(p, [0, 0])
                    c[0] += 1
                    c[1] += int(m.won(side))
    order = [p for p in board_order(st, game) if p in counts]
    order.sort(key=lambda p: (-st[(game, p)].ordinal, -counts[p][0], p))
    return [line(i + 1, p, st[(game, p)].ordinal, *counts[p], p == viewer,
                 st[(game, p)].games) for i, p in enumerate(order)]


def streak_text(streak: int) -> str:
    if streak > 0:
        return f"{plural(streak, 'win')} in a row"
    if streak < 0:
        return f"{-streak} loss{'es' if streak != -1 else ''} in a row"
    return "none"


def expected_stats(st: Standings, member: int) -> list[dict[str, Any]]:
    """The fields of /stats: each game (most played first), then the five latest results."""
    games = sorted((g for g, p in st if p == member),
                   key=lambda g: (-st[(g, member)].games, g))
    fields = []
    for g in games:
        s = st[(g, member)]
        order = board_order(st, g)
        fields.append({"name": get_game(g).title, "inline": False, "value": (
            f"Rating {shown(s.ordinal, s.games)} (#{order.index(member) + 1} of {len(order)})\n"
            f"{plural(s.games, 'game')} · {s.wins} won ({s.wins / s.games:.0%})\n"
            f"Streak: {streak_text(s.streak)} · best: {plural(s.best, 'win')}")})
    results = sorted((r for g in games for r in st[(g, member)].results),
                     key=lambda r: (r.at, r.order), reverse=True)[:5]
    lines = []
    for r in results:
        title = get_game(r.game).title
        when = f"<t:{int(r.at)}:R>"
        if r.drawn:
            lines.append(f"🤝 {title} — draw · {round(20 * r.change):+d} · {when}")
        else:
            lines.append(f"{'✅' if r.won else '❌'} {title} — {PLACES[r.place]} of {r.sides}"
                         f" · {round(20 * r.change):+d} · {when}")
    fields.append({"name": "Recent results", "value": "\n".join(lines), "inline": False})
    return fields


def who(p: int | None) -> str:
    return "🤖 computer" if p is None else f"<@{p}>"


def match_lines(description: str) -> list[str]:
    """/history's match lines, without the games' own summaries under them (``↳ …``)."""
    return [line for line in description.splitlines() if not line.startswith("↳ ")]


def expected_history(matches: list[Played]) -> list[str]:
    """/history's lines, newest first: date, game, minutes, sides best first with 🏆."""
    out = []
    for m in sorted(matches, key=lambda m: m.finished_at, reverse=True)[:10]:
        sides = [f"{'🏆 ' if m.won(i) else ''}{' & '.join(who(p) for p in m.teams[i])} "
                 f"{m.scores[i]}" for i in sorted(range(len(m.teams)),
                                                  key=lambda i: (m.ranks[i], i))]
        minutes = max(1, round((m.finished_at - m.started_at) / 60))
        out.append(f"<t:{int(m.finished_at)}:d> **{get_game(m.game).title}** · {minutes} min"
                   f" — " + " · ".join(sides) + (" · draw" if m.draw else ""))
    return out


async def played(bot: CardTableBot, guild: Guild) -> list[Played]:
    """The server's finished matches from the store's own records, oldest first."""
    rows = await bot.store.recent_matches(guild.id, limit=1000)
    return [from_store(m) for m in sorted(rows, key=lambda m: (m.finished_at, m.id))]


async def add_old_matches(bot: CardTableBot, guild: Guild, members: list[User],
                          days_ago: float) -> list[Played]:
    """Prefa matches finished weeks ago, recorded through the store's own match hooks
    (as a closing table would): every member plays three, one with a computer seat,
    one a three-way draw."""
    start = time.time() - days_ago * 86400
    out: list[Played] = []
    n = len(members)
    for i in range(n):
        trio: list[int | None] = [members[(i + k) % n].id for k in range(3)]
        if i == 4:
            trio[2] = None
        ranks = [0, 0, 0] if i == 7 else [(i + k) % 3 for k in range(3)]
        at = start + 600 * i
        out.append(Played(guild.id, "prefa", [[p] for p in trio], [10 - 10 * r for r in ranks],
                          ranks, at - 1800, at))
    stored = [StoreMatch(
        guild_id=m.guild, table_id=10_000 + i, game_id="prefa", options={},
        seats=[SeatRecord(p, f"m{p}") if p is not None else SeatRecord(None, "CPU", True)
               for [p] in m.teams],
        teams=[[0], [1], [2]], scores=m.scores, ranks=m.ranks,
        winners=[s for s in range(3) if m.won(s)], started_at=m.started_at,
        finished_at=m.finished_at, actions=100, has_computers=None in [t[0] for t in m.teams])
        for i, m in enumerate(out)]

    def record() -> Program[None]:
        for m in stored:
            for hook in bot.store.match_hooks:
                yield from hook(m)

    await bot.store.run(record())
    return out


def embed_of(fake: FakeDiscord, message: Message) -> dict[str, Any]:
    current = fake.message(message.id)
    assert current.embed is not None, current.text
    return current.embed


def buttons(fake: FakeDiscord, message: Message) -> list[tuple[str | None, bool]]:
    return [(b.label, b.disabled) for b in fake.message(message.id).buttons]


# --- the tests -------------------------------------------------------------------

def test_the_four_real_games_are_registered() -> None:
    assert set(REAL_GAMES) <= set(load_all())


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
        at_a, at_b = await played(bot, a.guild), await played(bot, b.guild)
        assert [m.game for m in at_a] == [*REAL_GAMES, REAL_GAMES[0]] and len(at_b) == 1
        st_a, st_b = standings(at_a), standings(at_b)

        # every board of A, line by line: order, rating to one decimal, games, wins
        for game in REAL_GAMES:
            rec = await fake.slash(bob, where, "leaderboard", game=game)
            embed = rec.reply.embed
            assert rec.ephemeral and embed is not None
            assert embed["title"] == f"🏆 {get_game(game).title} — all time"
            expected = expected_board(st_a, game, at_a, bob.id)
            parse_board(embed["description"])
            assert embed["description"].splitlines() == expected
            assert "fields" not in embed or not embed["fields"]  # bob is on the page
            assert embed["footer"]["text"] == (f"Page 1/1 · {plural(len(expected), 'player')}"
                                               f" · {MEANING}")
        assert set(p for g, p in st_a if g == REAL_GAMES[0]) == {ann.id, bob.id, cid.id}

        # the other server: only its own players and its one match
        rec = await fake.slash(dan, elsewhere, "leaderboard", game=REAL_GAMES[0])
        embed = rec.reply.embed
        assert embed is not None
        assert embed["description"].splitlines() == \
            expected_board(st_b, REAL_GAMES[0], at_b, dan.id)
        assert {m for _, m, *_ in parse_board(embed["description"])} == {dan.id, ann.id}
        for game in REAL_GAMES[1:]:
            rec = await fake.slash(dan, elsewhere, "leaderboard", game=game)
            assert rec.reply.text == (f"No one has finished a game of {get_game(game).title} "
                                      "at this server yet. Open a table with /table open and "
                                      "be the first!")

        # stats: every field, in order — rating, rank, counts, streaks, recent results
        rec = await fake.slash(bob, where, "stats", member=ann)
        embed = rec.reply.embed
        assert embed is not None
        assert (embed["title"], embed["description"]) == ("📊 Stats", f"<@{ann.id}> at this server")
        assert embed["fields"] == expected_stats(st_a, ann.id)
        assert f"<@{dan.id}>" not in rec.reply.text
        rec = await fake.slash(dan, elsewhere, "stats", member=ann)
        assert rec.reply.embed is not None and rec.reply.embed["fields"] == \
            expected_stats(st_b, ann.id)
        rec = await fake.slash(dan, elsewhere, "stats")
        assert rec.reply.embed is not None and rec.reply.embed["fields"] == \
            expected_stats(st_b, dan.id)

        # history: newest first, every match of this server with its sides and scores
        rec = await fake.slash(cid, where, "history")
        embed = rec.reply.embed
        assert embed is not None and embed["title"] == "🕘 Recent matches"
        assert match_lines(embed["description"]) == expected_history(at_a)
        assert all(line.startswith("↳ ") for line in embed["description"].splitlines()[1::2])
        rec = await fake.slash(dan, elsewhere, "history")
        assert rec.reply.embed is not None
        assert match_lines(rec.reply.embed["description"]) == expected_history(at_b)

        # this week's board: the matches just played, ordered by all-time rating
        rec = await fake.slash(ann, where, "leaderboard", game=REAL_GAMES[0], period="week")
        embed = rec.reply.embed
        assert embed is not None and embed["title"].endswith("— this week")
        assert embed["description"].splitlines() == \
            expected_board(st_a, REAL_GAMES[0], at_a, ann.id, "week")
        assert embed["footer"]["text"].endswith(
            "ordered by all-time rating; games and wins are this week's")
        fake.assert_clean()


async def test_paging_your_place_and_a_week_without_games(tmp_path: Path) -> None:
    """Twelve members played Prefa at Beta weeks ago: the all-time board has two pages,
    the last-placed member sees their own place under page 1 and themself on page 2; this
    week's board has no games, so it says so."""
    async with two_servers(tmp_path) as (fake, bot, _a, b):
        crowd = [fake.add_member(b.guild, f"p{i}") for i in range(12)]
        channel = fake.add_channel(b.guild, "boards")
        old = await add_old_matches(bot, b.guild, crowd, days_ago=40)
        st = standings(old)
        order = board_order(st, "prefa")
        assert len(order) == 12
        last = next(u for u in crowd if u.id == order[-1])
        full = expected_board(st, "prefa", old, last.id)

        rec = await fake.slash(last, channel, "leaderboard", game="prefa")
        assert rec.ephemeral
        embed = embed_of(fake, rec.reply)
        assert embed["description"].splitlines() == full[:10]
        parse_board(embed["description"])
        assert embed["fields"] == [{"name": "Your place", "inline": False,
                                    "value": full[11].removesuffix(" ← you")}]
        assert embed["footer"]["text"] == f"Page 1/2 · 12 players · {MEANING}"
        assert buttons(fake, rec.reply) == [("◀ Previous", True), ("Next ▶", False)]

        await fake.click(last, rec.reply, "Next ▶")
        embed = embed_of(fake, rec.reply)
        assert embed["description"].splitlines() == full[10:]
        assert embed["description"].splitlines()[-1].endswith(" ← you")
        assert not embed.get("fields")  # on the page: no separate place
        assert embed["footer"]["text"].startswith("Page 2/2 · 12 players")
        assert buttons(fake, rec.reply) == [("◀ Previous", False), ("Next ▶", True)]
        await fake.click(last, rec.reply, "◀ Previous")
        assert embed_of(fake, rec.reply)["description"].splitlines() == full[:10]

        # no Prefa this week or this month at Beta — all of it was 40 days ago
        for period, words in (("week", "this week"), ("month", "this month")):
            rec = await fake.slash(last, channel, "leaderboard", game="prefa", period=period)
            assert rec.reply.embed is None
            assert rec.reply.text == (f"No one has finished a game of Prefa at this server "
                                      f"{words} yet. Open a table with /table open and be "
                                      "the first!")
        # the history and stats show the old matches; the draw and the computer seat too
        rec = await fake.slash(last, channel, "history")
        assert rec.reply.embed is not None
        assert match_lines(rec.reply.embed["description"]) == expected_history(old)
        rec = await fake.slash(crowd[7], channel, "stats")
        assert rec.reply.embed is not None
        assert rec.reply.embed["fields"] == expected_stats(st, crowd[7].id)
        fake.assert_clean()


async def test_rules_pages_and_table_settings_in_a_thread(tmp_path: Path) -> None:
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

        # inside a table thread: that table's game, its house rule first, then the rest
        rec = await fake.slash(ann, channel, "table open", game="huutopussi",
                               options={"options": "rank_order=ace_ten"})
        assert "is open" in rec.reply.text, rec.reply.text
        rec = await fake.slash(ann, fake.threads(channel)[-1], "rules")
        embed = rec.reply.embeds[0]
        assert embed["title"].startswith("📖 Huutopussi")
        [settings] = embed["fields"]
        assert settings["name"] == "This table's rules"
        lines = settings["value"].splitlines()
        assert lines[:3] == ["**House rules**",
                             "• **Rank order: ace ten** — the ten ranks second: A 10 K Q J 9 "
                             "8 7 6", "**Other settings**"]
        model = get_game("huutopussi").options_model
        assert [x.split(": ")[0] for x in lines[3].split(" · ")] == \
            [n.replace("_", " ").capitalize() for n in model.model_fields if n != "rank_order"]

        # a standard Prefa table still shows its starting pot
        other = fake.add_channel(a.guild, "prefa-table")
        rec = await fake.slash(ann, other, "table open", game="prefa")
        assert "is open" in rec.reply.text, rec.reply.text
        rec = await fake.slash(ann, fake.threads(other)[-1], "rules")
        [settings] = rec.reply.embeds[0]["fields"]
        head, title, listing = settings["value"].split("\n")
        assert (head, title) == ("**House rules:** none — standard rules.", "**Settings**")
        assert listing.split(" · ")[0] == "Starting pot: 20"
        fake.assert_clean()
