"""The leaderboard and rules cogs against a stub interaction (until the fake Discord lands).

The stub records what each command answers; the store is a real aiosqlite
database filled through ``bot.leaderboard``.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from bot import leaderboard as lb
from bot.engine import get_game
from bot.i18n import english
from bot.ratings import MatchRecord
from bot.store import Store
from bot.store.sql import Program
from cogs import rules as rules_cog
from cogs.leaderboard import BoardPageButton, LeaderboardCog, board_embed, history_embed

pytestmark = pytest.mark.usefixtures("stub_responses")  # stand-in interactions answer

A, B = 5001, 5002
T0 = 1_763_000_000.0


BOT = 4242


@dataclass
class Response:
    sent: list[dict[str, Any]] = field(default_factory=list)
    edited: list[dict[str, Any]] = field(default_factory=list)

    def is_done(self) -> bool:
        return bool(self.sent or self.edited)

    async def send_message(self, content: str | None = None, **kw: Any) -> None:
        self.sent.append({"content": content, **kw})

    async def edit_message(self, **kw: Any) -> None:
        self.edited.append(kw)


@dataclass
class Interaction:
    client: Any
    guild_id: int | None
    user: Any
    channel_id: int = 1
    response: Response = field(default_factory=Response)
    type: discord.InteractionType = discord.InteractionType.application_command
    message: Any = None
    locale: Any = None  # the reader's Discord language (None: English)


def click_on_own(client: Any, guild_id: int, member: Any, channel_id: int = 1) -> Interaction:
    """A page button clicked on the member's own ephemeral answer (which it then edits)."""
    client.user = SimpleNamespace(id=BOT)
    message = SimpleNamespace(id=1, flags=discord.MessageFlags(ephemeral=True),
                              author=SimpleNamespace(id=BOT),
                              interaction_metadata=SimpleNamespace(user=member))
    return Interaction(client, guild_id, member, channel_id,
                       type=discord.InteractionType.component, message=message)


@pytest.fixture
async def client(tmp_path: Path) -> AsyncIterator[Any]:
    """The commands' view of the bot: its store (the backends are compared in
    test_leaderboard.py; the commands only read through the store)."""
    store = await Store.open(tmp_path / "lb.sqlite3")
    yield SimpleNamespace(store=store)
    await store.close()


def user(uid: int, name: str = "") -> Any:
    return SimpleNamespace(id=uid, display_name=name or f"member{uid}")


async def fill(db: Store) -> None:
    recs = []
    for i in range(12):  # 12 players at A so the board has two pages
        p = [100 + (i + k) % 12 for k in range(3)]
        recs.append(MatchRecord(guild_id=A, game="prefa", teams=[[p[0]], [p[1]], [p[2]]],
                                scores=[20, 0, -20], ranks=[0, 1, 2], finished_at=T0 + i,
                                duration=1800))
    recs.append(MatchRecord(guild_id=A, game="huutopussi", teams=[[100, None], [None, 101]],
                            scores=[510, 300], ranks=[0, 1], finished_at=T0 + 50))
    recs.append(MatchRecord(guild_id=B, game="prefa", teams=[[900], [901], [100]],
                            scores=[5, 0, -5], ranks=[0, 1, 2], finished_at=T0 + 60))
    await db.run(lb.record_many(recs))


def mentions(text: str) -> list[int]:
    return [int(x) for x in re.findall(r"<@(\d+)>", text)]


async def test_leaderboard_command_pages_and_own_rank(client: Any) -> None:
    await fill(client.store)
    cog = LeaderboardCog(client)
    full = await lb.leaderboard(client.store, A, "prefa", page_size=100)
    order = [r.user_id for r in full.rows]
    last = order[-1]
    it = Interaction(client, A, user(last))
    await LeaderboardCog.leaderboard.callback(cog, it, "prefa", None)  # type: ignore[arg-type]
    sent = it.response.sent[0]
    embed: discord.Embed = sent["embed"]
    assert sent["ephemeral"] is True
    assert mentions(embed.description or "") == order[:10]
    assert embed.fields[0].name == "Your place" and f"`#12` <@{last}>" in str(embed.fields[0].value)
    assert embed.footer.text is not None and embed.footer.text.startswith("Page 1/2 · 12 players")
    buttons = [c.item for c in sent["view"].children]
    assert [b.label for b in buttons] == ["◀ Previous", "Next ▶"]
    assert buttons[0].disabled and not buttons[1].disabled
    assert buttons[1].custom_id == "lb:board:prefa:all:1"
    # the next page: same guild from the click, the clicker's own rank
    click = click_on_own(client, A, user(order[0]))
    await BoardPageButton("prefa", "all", 1).callback(click)  # type: ignore[arg-type]
    page2: discord.Embed = click.response.edited[0]["embed"]
    assert mentions(page2.description or "") == order[10:]
    assert page2.fields and f"`#1` <@{order[0]}>" in str(page2.fields[0].value)


async def test_default_game_and_friendly_sentences(client: Any) -> None:
    cog = LeaderboardCog(client)
    it = Interaction(client, A, user(1))
    await LeaderboardCog.leaderboard.callback(cog, it, None, None)  # type: ignore[arg-type]
    assert it.response.sent[0]["content"] == english(lb.NO_HISTORY_SENTENCE)
    await fill(client.store)
    it = Interaction(client, A, user(1))
    await LeaderboardCog.leaderboard.callback(cog, it, None, None)  # type: ignore[arg-type]
    assert it.response.sent[0]["embed"].title == "🏆 Prefa — all time"
    it = Interaction(client, A, user(1))
    await LeaderboardCog.leaderboard.callback(cog, it, "chess", None)  # type: ignore[arg-type]
    assert it.response.sent[0]["content"].startswith("There is no game called “chess”")
    it = Interaction(client, A, user(1))
    await LeaderboardCog.leaderboard.callback(cog, it, "four-color", "week")  # type: ignore[arg-type]
    assert "No one has finished a game of Four Color Cards" in it.response.sent[0]["content"]
    it = Interaction(client, A, user(1))
    await LeaderboardCog.stats.callback(cog, it, None, None)  # type: ignore[arg-type]
    assert it.response.sent[0]["content"].startswith("You haven't finished a game")
    it = Interaction(client, A, user(1))
    await LeaderboardCog.stats.callback(cog, it, user(777, "Aino"), "prefa")  # type: ignore[arg-type]
    assert it.response.sent[0]["content"].startswith("Aino hasn't finished a game of Prefa")


async def test_stats_and_history_stay_in_their_server(client: Any) -> None:
    await fill(client.store)
    cog = LeaderboardCog(client)
    it = Interaction(client, A, user(100))
    await LeaderboardCog.stats.callback(cog, it, None, None)  # type: ignore[arg-type]
    embed: discord.Embed = it.response.sent[0]["embed"]
    names = [f.name for f in embed.fields]
    assert names == ["Prefa", "Huutopussi", "Recent results"]
    assert "3 games" in str(embed.fields[0].value)
    assert str(embed.fields[2].value).splitlines()[0].startswith("✅ Huutopussi — 1st of 2")
    # member 100 also played at B: B sees one Prefa game, A's games never show there
    it = Interaction(client, B, user(100))
    await LeaderboardCog.stats.callback(cog, it, None, None)  # type: ignore[arg-type]
    embed = it.response.sent[0]["embed"]
    assert [f.name for f in embed.fields] == ["Prefa", "Recent results"]
    assert "1 game ·" in str(embed.fields[0].value) and "#3 of 3" in str(embed.fields[0].value)
    it = Interaction(client, B, user(900))
    await LeaderboardCog.history.callback(cog, it, None)  # type: ignore[arg-type]
    text = it.response.sent[0]["embed"].description
    assert set(mentions(text)) == {900, 901, 100} and text.count("\n") == 0
    it = Interaction(client, A, user(900))
    await LeaderboardCog.history.callback(cog, it, "huutopussi")  # type: ignore[arg-type]
    line = it.response.sent[0]["embed"].description
    assert line.count("🤖 computer") == 2 and "🏆 <@100> & 🤖 computer 510" in line
    assert set(mentions(line)) == {100, 101}


def test_embeds_fit_discord_limits() -> None:
    rows = [lb.BoardRow(i + 1, 10**18 + i, 30.0 - i, 1000, 500) for i in range(10)]
    board = lb.Board(A, "four-color", "month", 3, 90, 900, rows,
                     lb.BoardRow(899, 5, -3.2, 1, 0))
    embed = board_embed(board)
    assert len(embed) < 6000 and len(embed.description or "") < 4096
    entries = [lb.HistoryEntry(i, "huutopussi", T0, 100.0, [[10**18, 10**18 + 1], [2, None]],
                               [500, 480], [0, 1], 1, True, "") for i in range(100)]
    hist = history_embed(lb.History(A, entries))
    assert len(hist.description or "") <= 4000


@dataclass
class Table:
    game_id: str
    channel_id: int
    options: dict[str, Any]
    guild_id: int = A


def rules_client(table: Table | None) -> Any:
    service = SimpleNamespace(find=lambda place: table if table and place == 42 else None,
                              tables=lambda: [table] if table else [])
    return SimpleNamespace(service=service)


async def test_rules_pages_and_table_options() -> None:
    table = Table("huutopussi", 7, {"rank_order": "ace_ten"})
    client = rules_client(table)
    cog = rules_cog.RulesCog(client)
    it = Interaction(client, A, user(1), channel_id=42)
    await rules_cog.RulesCog.rules.callback(cog, it, None)  # type: ignore[arg-type]
    sent = it.response.sent[0]
    embed: discord.Embed = sent["embed"]
    assert embed.title == "📖 Huutopussi — the goal"
    assert [f.name for f in embed.fields] == ["This table's rules"]
    lines = str(embed.fields[0].value).splitlines()
    # house rules first, in bold with their meaning; then every other setting, compactly
    assert lines[:3] == ["**House rules**",
                         "• **Rank order: ace ten** — the ten ranks second: A 10 K Q J 9 8 7 6",
                         "**Other settings**"]
    model = get_game("huutopussi").options_model
    others = lines[3].split(" · ")
    assert [o.split(":")[0] for o in others] == \
        [name.replace("_", " ").capitalize() for name in model.model_fields
         if name != "rank_order"]
    assert "Min bid: 50" in others and "Card points: standard" in others
    assert "Must overtrump: on" in others and len(lines) == 4
    nxt = sent["view"].children[1].item
    assert nxt.custom_id == "lb:rules:huutopussi:1:1"
    click = click_on_own(client, A, user(2), channel_id=42)
    await rules_cog.RulesPageButton("huutopussi", 1, True).callback(click)  # type: ignore[arg-type]
    page2: discord.Embed = click.response.edited[0]["embed"]
    assert page2.title == "📖 Deal and bidding" and page2.footer.text == "Page 2/4"
    # another game asked in the thread: no table options under it
    it = Interaction(client, A, user(1), channel_id=42)
    await rules_cog.RulesCog.rules.callback(cog, it, "prefa")  # type: ignore[arg-type]
    assert not it.response.sent[0]["embed"].fields
    # outside any table, no game: a sentence
    it = Interaction(client, A, user(1), channel_id=99)
    await rules_cog.RulesCog.rules.callback(cog, it, None)  # type: ignore[arg-type]
    assert it.response.sent[0]["content"] == english(rules_cog.NO_GAME)
    it = Interaction(rules_client(None), A, user(1), channel_id=99)
    await rules_cog.RulesCog.rules.callback(cog, it, "poker")  # type: ignore[arg-type]
    assert it.response.sent[0]["content"].startswith("I have no rules for “poker”")


@pytest.mark.parametrize("game", ["four-color", "prefa", "huutopussi", "fifty-six"])
def test_table_settings_show_the_standard_ones_too(game: str) -> None:
    """A table on standard rules still lists what shapes its matches (Four Color's deals,
    Prefa's starting pot), after a line saying there are no house rules."""
    model = get_game(game).options_model
    defaults = model().model_dump(mode="json")
    [(name, value)] = rules_cog.settings_fields(game, defaults)
    assert name == "This table's rules"
    head, title, listing = value.split("\n")
    assert (head, title) == ("**House rules:** none — standard rules.", "**Settings**")
    assert len(listing.split(" · ")) == len(model.model_fields)
    if game == "four-color":
        assert listing.startswith("Deals: 4 · Jokers: off")
    if game == "prefa":
        assert listing.startswith("Starting pot: 20 · ")


def test_table_settings_stay_inside_embed_limits() -> None:
    """Every Huutopussi option that has another choice changed: the list splits into
    fields of at most 1024 characters and the whole embed stays under Discord's 6000."""
    model = get_game("huutopussi").options_model
    changed: dict[str, Any] = {}
    for name, info in model.model_fields.items():
        if info.annotation is bool:
            changed[name] = not info.default
        elif isinstance(info.default, int):
            changed[name] = info.default + 5 if name != "exchange_count" else 4
        else:
            other = [a for a in getattr(info.annotation, "__args__", ()) if a != info.default]
            if other:
                changed[name] = other[0]
    opts = model.model_validate(changed)
    fields = rules_cog.settings_fields("huutopussi", opts)
    assert all(len(v) <= 1024 for _, v in fields)
    text = "\n".join(v for _, v in fields)
    assert text.count("• **") == len(changed) >= len(model.model_fields) - 1
    assert text.endswith("**Other settings**\nWin tiebreak: higher then declarers")
    embed, _ = rules_cog.rules_embed("huutopussi", 2, opts)
    assert len(embed) < 6000 and len(embed.fields) == len(fields) >= 2
    assert [f.name for f in embed.fields][1:] == ["This table's rules (continued)"] * \
        (len(fields) - 1)


async def test_period_footer_draws_and_unrated_matches(client: Any) -> None:
    db = client.store
    four = [[100], [101], [102], [103]]

    def both() -> Program[None]:
        yield from lb.record_many([
            MatchRecord(guild_id=A, game="four-color", teams=four, scores=[0, 0, 0, 0],
                        ranks=[0, 0, 0, 0], finished_at=T0, duration=600),
            MatchRecord(guild_id=A, game="four-color", teams=four, scores=[9, 3, 3, -15],
                        ranks=[0, 1, 1, 3], finished_at=T0 + 10, duration=600)])
        yield from lb.record_many([
            MatchRecord(guild_id=A, game="four-color", teams=[[100], [101], [None], [103]],
                        scores=[1, 2, 3, 4], ranks=[3, 2, 1, 0], finished_at=T0 + 20)],
            rate_computer_matches=False)

    await db.run(both())
    week = await lb.leaderboard(db, A, "four-color", "week", now=T0 + 30)
    assert board_embed(week).footer.text == (
        "Page 1/1 · 4 players · ordered by all-time rating; games and wins are this week's")
    month = await lb.leaderboard(db, A, "four-color", "month", now=T0 + 30)
    assert str(board_embed(month).footer.text).endswith("games and wins are this month's")
    allb = await lb.leaderboard(db, A, "four-color", "all", now=T0 + 30)
    assert board_embed(allb).footer.text == (
        "Page 1/1 · 4 players · The rating estimates skill: everyone starts at 1000, wins "
        "against strong players raise it most, and it is provisional for the first 5 games.")
    cog = LeaderboardCog(client)
    it = Interaction(client, A, user(103))
    await LeaderboardCog.history.callback(cog, it, None)  # type: ignore[arg-type]
    lines = it.response.sent[0]["embed"].description.splitlines()
    assert [line.split(" — ", 1)[1] for line in lines] == [
        "🏆 <@103> 4 · 🤖 computer 3 · <@101> 2 · <@100> 1 · unrated",
        "🏆 <@100> 9 · <@101> 3 · <@102> 3 · <@103> -15",
        "<@100> 0 · <@101> 0 · <@102> 0 · <@103> 0 · draw"]
    it = Interaction(client, A, user(101))
    await LeaderboardCog.stats.callback(cog, it, None, None)  # type: ignore[arg-type]
    embed: discord.Embed = it.response.sent[0]["embed"]
    recent = str(embed.fields[-1].value).splitlines()
    assert [line.split(" · ")[0] for line in recent] == \
        ["❌ Four Color Cards — 2nd of 4", "🤝 Four Color Cards — draw"]
    assert str(embed.fields[0].value).splitlines()[1] == "2 games · 0 won (0%)"
