"""``/leaderboard``, ``/stats`` and ``/history``: a server's own results, drawn as embeds.

A thin adapter over ``bot.leaderboard``: every query there is scoped to the
guild the interaction came from, and nothing here takes a guild id from
anywhere else (a page button carries only game, period and page; the guild and
the viewer come from the click itself). Members are shown as mentions, which
Discord renders as names without pinging anyone.

Answers are ephemeral: the board shows the caller's own rank, and paging edits
only the caller's copy.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import discord
from discord import app_commands
from discord.ext import commands

from bot import leaderboard as lb
from bot.store.sql import Reader
from cogs.reply import Public, Reply

T = TypeVar("T")

COLOR = 0xF1C40F
PERIOD_TITLES = {"all": "all time", "month": "this month", "week": "this week"}
PLACES = {0: "1st", 1: "2nd", 2: "3rd"}
NOT_IN_SERVER = "Leaderboards belong to a server: use this command in one."

GAME_CHOICES = [app_commands.Choice(name=title, value=gid)
                for gid, title in list(lb.game_titles().items())[:25]]
PERIOD_CHOICES = [app_commands.Choice(name=PERIOD_TITLES[p].capitalize(), value=p)
                  for p in lb.PERIODS]


# --- drawing (pure: no client, no I/O) ---------------------------------------

def mention(user_id: int | None) -> str:
    return "🤖 computer" if user_id is None else f"<@{user_id}>"


def place_text(place: int) -> str:
    return PLACES.get(place, f"{place + 1}th")


def rating_text(rating: float) -> str:
    return f"{rating:.1f}"


def streak_text(streak: int) -> str:
    if streak > 0:
        return f"{streak} win{'s' if streak != 1 else ''} in a row"
    if streak < 0:
        return f"{-streak} loss{'es' if streak != -1 else ''} in a row"
    return "none"


def board_line(row: lb.BoardRow, you: bool = False) -> str:
    mark = " ← you" if you else ""
    return (f"`#{row.rank}` {mention(row.user_id)} — **{rating_text(row.rating)}** · "
            f"{row.games} game{'s' if row.games != 1 else ''} · {row.wins} won "
            f"({row.win_rate:.0%}){mark}")


def board_embed(board: lb.Board) -> discord.Embed:
    """One page of the board; the caller's own rank below it when they are not on the page."""
    embed = discord.Embed(
        title=f"🏆 {lb.title(board.game)} — {PERIOD_TITLES[board.period]}", color=COLOR)
    viewer = board.viewer.user_id if board.viewer else None
    lines = [board_line(r, r.user_id == viewer) for r in board.rows]
    embed.description = "\n".join(lines) if lines else board.message
    if board.viewer is not None and not board.viewer_on_page:
        embed.add_field(name="Your place", value=board_line(board.viewer), inline=False)
    embed.set_footer(text=board_footer(board))
    return embed


def board_footer(board: lb.Board) -> str:
    """Page, players, and what the numbers mean — a period board mixes two spans of time."""
    players = f"{board.total} player{'s' if board.total != 1 else ''}"
    head = f"Page {board.page + 1}/{board.pages} · {players} · "
    if board.period == "all":
        return head + "rating = skill estimate (mu − 3σ)"
    return (head + f"ordered by all-time rating (mu − 3σ); games and wins are "
            f"{PERIOD_TITLES[board.period]}'s")


def board_components(board: lb.Board) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    if board.pages <= 1:
        return view
    for label, page in (("◀ Previous", board.page - 1), ("Next ▶", board.page + 1)):
        view.add_item(BoardPageButton(board.game, board.period, page, label,
                                      disabled=not 0 <= page < board.pages))
    return view


def stats_embed(stats: lb.MemberStats) -> discord.Embed:
    embed = discord.Embed(title="📊 Stats", color=COLOR,
                          description=f"{mention(stats.user_id)} at this server")
    for g in stats.games:
        embed.add_field(
            name=lb.title(g.game),
            value=(f"Rating **{rating_text(g.rating)}** (#{g.rank} of {g.players})\n"
                   f"{g.games} game{'s' if g.games != 1 else ''} · {g.wins} won "
                   f"({g.win_rate:.0%})\n"
                   f"Streak: {streak_text(g.streak)} · best: {g.best_streak} "
                   f"win{'s' if g.best_streak != 1 else ''}"),
            inline=False)
    if stats.recent:
        lines = []
        for r in stats.recent:
            change = "" if r.rating_change is None else f" · {r.rating_change:+.1f}"
            if r.drawn:
                lines.append(f"🤝 {lb.title(r.game)} — draw{change} · "
                             f"<t:{int(r.finished_at)}:R>")
                continue
            icon = "✅" if r.won else "❌"
            lines.append(f"{icon} {lb.title(r.game)} — {place_text(r.place)} of {r.sides}"
                         f"{change} · <t:{int(r.finished_at)}:R>")
        embed.add_field(name="Recent results", value="\n".join(lines), inline=False)
    return embed


def history_line(e: lb.HistoryEntry) -> str:
    """One match: date, game, length, sides best first (🏆 on the winners), and notes —
    a draw, or "unrated" when the match moved no rating."""
    order = sorted(range(len(e.teams)), key=lambda i: (e.ranks[i], i))
    sides = []
    for i in order:
        names = " & ".join(mention(p) for p in e.teams[i])
        crown = "🏆 " if e.side_won(i) else ""
        sides.append(f"{crown}{names} {e.scores[i]}")
    minutes = max(1, round(e.duration / 60)) if e.duration else None
    took = f" · {minutes} min" if minutes else ""
    notes = (" · draw" if e.draw else "") + ("" if e.rated else " · unrated")
    return (f"<t:{int(e.finished_at)}:d> **{lb.title(e.game)}**{took} — "
            + " · ".join(sides) + notes)


def history_embed(history: lb.History, game: str | None = None) -> discord.Embed:
    title = "🕘 Recent matches" + (f" — {lb.title(game)}" if game else "")
    embed = discord.Embed(title=title, color=COLOR)
    lines = [history_line(e) for e in history.entries]
    text = ""
    for line in lines:  # stay inside the embed description limit
        if len(text) + len(line) + 1 > 4000:
            break
        text += line + "\n"
    embed.description = text.strip() or history.message
    return embed


# --- reading through the bot's store ----------------------------------------

async def read(client: Any, fn: Callable[[Reader], Awaitable[T]]) -> T:
    """``fn`` on the bot's store: each of its reads is whole, on either backend."""
    return await fn(client.store)


async def board_for(client: Any, guild_id: int, viewer_id: int, game: str | None,
                    period: str | None, page: int = 0) -> lb.Board | str:
    """The board to show, or a sentence (bad game or period, no games at all)."""
    try:
        period_ = lb.resolve_period(period)
        if game is None:
            played = await read(client, lambda db: lb.played_games(db, guild_id))
            if not played:
                return lb.NO_HISTORY_SENTENCE
            game = played[0]
        game_ = lb.resolve_game(game)
        board = await read(client, lambda db: lb.leaderboard(db, guild_id, game_, period_, page,
                                                             viewer_id=viewer_id))
    except lb.LeaderboardError as err:
        return str(err)
    return board.message if board.message and not board.rows else board


class BoardPageButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                      template=r"lb:board:(?P<game>[a-z-]{1,30}):(?P<period>all|month|week)"
                               r":(?P<page>[0-9]{1,6})"):
    """A page button of a board. Restart-proof; carries no guild and no member id."""

    def __init__(self, game: str, period: str, page: int, label: str = "…",
                 disabled: bool = False) -> None:
        super().__init__(discord.ui.Button(
            label=label, style=discord.ButtonStyle.secondary, disabled=disabled,
            custom_id=f"lb:board:{game}:{period}:{max(0, page)}"))
        self.game, self.period, self.page = game, period, max(0, page)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]
                             ) -> BoardPageButton:
        return cls(match["game"], match["period"], int(match["page"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Page the caller's own board (a board on any other message gets a new one)."""
        reply = Reply(interaction, edit=True)
        if interaction.guild_id is None:
            await reply.say(NOT_IN_SERVER)
            return
        result = await board_for(interaction.client, interaction.guild_id, interaction.user.id,
                                 self.game, self.period, self.page)
        if isinstance(result, str):
            await reply.update(Public(content=result, view=discord.ui.View()))
            return
        await reply.update(Public(embed=board_embed(result), view=board_components(result)))


# --- the cog -------------------------------------------------------------------

class LeaderboardCog(commands.Cog):
    """Boards, stats and history — each answer only ever about the server asked from."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="leaderboard", description="Top players of a game at this server")
    @app_commands.describe(game="which game (default: the most played here)",
                           period="all time, this month or this week")
    @app_commands.choices(game=GAME_CHOICES, period=PERIOD_CHOICES)
    @app_commands.guild_only()
    async def leaderboard(self, interaction: discord.Interaction[Any], game: str | None = None,
                          period: str | None = None) -> None:
        if interaction.guild_id is None:
            await Reply(interaction).say(NOT_IN_SERVER)
            return
        result = await board_for(self.bot, interaction.guild_id, interaction.user.id, game,
                                 period)
        if isinstance(result, str):
            await Reply(interaction).say(result)
            return
        await Reply(interaction).send(Public(embed=board_embed(result),
                                             view=board_components(result)))

    @app_commands.command(name="stats", description="A member's ratings and results here")
    @app_commands.describe(member="whose stats (default: yours)", game="only this game")
    @app_commands.choices(game=GAME_CHOICES)
    @app_commands.guild_only()
    async def stats(self, interaction: discord.Interaction[Any],
                    member: discord.Member | None = None, game: str | None = None) -> None:
        guild_id = interaction.guild_id
        if guild_id is None:
            await Reply(interaction).say(NOT_IN_SERVER)
            return
        who = member or interaction.user
        name = "You" if who.id == interaction.user.id else who.display_name
        try:
            stats = await read(self.bot, lambda db: lb.member_stats(db, guild_id, who.id, game,
                                                                    name=name))
        except lb.LeaderboardError as err:
            await Reply(interaction).say(str(err))
            return
        if stats.message:
            await Reply(interaction).say(stats.message)
            return
        await Reply(interaction).send(Public(embed=stats_embed(stats)))

    @app_commands.command(name="history", description="Recent matches at this server")
    @app_commands.describe(game="only this game")
    @app_commands.choices(game=GAME_CHOICES)
    @app_commands.guild_only()
    async def history(self, interaction: discord.Interaction[Any],
                      game: str | None = None) -> None:
        guild_id = interaction.guild_id
        if guild_id is None:
            await Reply(interaction).say(NOT_IN_SERVER)
            return
        try:
            hist = await read(self.bot, lambda db: lb.history(db, guild_id, game))
        except lb.LeaderboardError as err:
            await Reply(interaction).say(str(err))
            return
        if hist.message:
            await Reply(interaction).say(hist.message)
            return
        await Reply(interaction).send(Public(embed=history_embed(hist, game)))


async def setup(bot: commands.Bot) -> None:
    bot.add_dynamic_items(BoardPageButton)
    await bot.add_cog(LeaderboardCog(bot))
