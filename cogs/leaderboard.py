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
from bot.engine.text import Msg, Text
from bot.i18n import Catalog, catalog, fill_names
from bot.ratings import PROVISIONAL_GAMES, provisional, shown_change, shown_rating
from bot.store.sql import Reader
from cogs.reply import Public, Reply, reader_locale

T = TypeVar("T")

COLOR = 0xF1C40F
PERIOD_TITLES = {"all": "all time", "month": "this month", "week": "this week"}
NOT_IN_SERVER = Msg("lb-not-in-server")
SUMMARY_MARK = "↳ "  # begins the line under a match in /history: the game's own summary

GAME_CHOICES = [app_commands.Choice(name=title, value=gid)
                for gid, title in list(lb.game_titles().items())[:25]]
PERIOD_CHOICES = [app_commands.Choice(name=PERIOD_TITLES[p].capitalize(), value=p)
                  for p in lb.PERIODS]


# --- drawing (pure: no client, no I/O; every word in the reader's language) -----------

def mention(user_id: int | None, words: Catalog | None = None) -> str:
    if user_id is None:
        return (words or catalog()).t("lb-computer")
    return f"<@{user_id}>"


def rating_text(rating: float, games: int, words: Catalog) -> str:
    """The rating on its shown scale, marked while it is provisional (bold)."""
    return words.t("lb-rating-provisional" if provisional(games) else "lb-rating",
                   rating=shown_rating(rating))


def percent(wins: int, games: int) -> int:
    return round(100 * wins / games) if games else 0


def board_line(row: lb.BoardRow, words: Catalog, you: bool = False) -> str:
    return words.t("lb-board-line-you" if you else "lb-board-line", rank=row.rank,
                   member=mention(row.user_id, words),
                   rating=rating_text(row.rating, row.games, words), games=row.games,
                   wins=row.wins, percent=percent(row.wins, row.games))


def board_embed(board: lb.Board, locale: str | None = None) -> discord.Embed:
    """One page of the board; the caller's own rank below it when they are not on the page."""
    words = catalog(locale)
    embed = discord.Embed(title=words.t("lb-board-title", game=lb.title_text(board.game),
                                        period=board.period), color=COLOR)
    viewer = board.viewer.user_id if board.viewer else None
    lines = [board_line(r, words, r.user_id == viewer) for r in board.rows]
    embed.description = "\n".join(lines) if lines else words.text(board.message or "")
    if board.viewer is not None and not board.viewer_on_page:
        embed.add_field(name=words.t("lb-your-place"), value=board_line(board.viewer, words),
                        inline=False)
    embed.set_footer(text=board_footer(board, locale))
    return embed


def board_footer(board: lb.Board, locale: str | None = None) -> str:
    """Page, players, and what the numbers mean — a period board mixes two spans of time."""
    words = catalog(locale)
    meaning = (Msg("lb-meaning-all", start=shown_rating(0), games=PROVISIONAL_GAMES)
               if board.period == "all" else Msg("lb-meaning-period", period=board.period))
    return words.t("lb-footer", page=board.page + 1, pages=board.pages, players=board.total,
                   meaning=meaning)


def board_components(board: lb.Board, locale: str | None = None) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    if board.pages <= 1:
        return view
    words = catalog(locale)
    for label, page in ((words.t("pager-previous"), board.page - 1),
                        (words.t("pager-next"), board.page + 1)):
        view.add_item(BoardPageButton(board.game, board.period, page, label,
                                      disabled=not 0 <= page < board.pages))
    return view


def streak_text(streak: int) -> Text:
    if streak > 0:
        return Msg("lb-streak-wins", count=streak)
    if streak < 0:
        return Msg("lb-streak-losses", count=-streak)
    return Msg("lb-streak-none")


def stats_embed(stats: lb.MemberStats, locale: str | None = None) -> discord.Embed:
    words = catalog(locale)
    embed = discord.Embed(title=words.t("lb-stats-title"), color=COLOR,
                          description=words.t("lb-stats-who",
                                              member=mention(stats.user_id, words)))
    for g in stats.games:
        embed.add_field(
            name=words.text(lb.title_text(g.game)),
            value=words.t("lb-stats-game", rating=rating_text(g.rating, g.games, words),
                          rank=g.rank, players=g.players, games=g.games, wins=g.wins,
                          percent=percent(g.wins, g.games), streak=streak_text(g.streak),
                          best=g.best_streak),
            inline=False)
    if stats.recent:
        lines = []
        for r in stats.recent:
            when = f"<t:{int(r.finished_at)}:R>"
            change = ("none" if r.rating_change is None  # the messages' word for "unknown"
                      else f"{shown_change(r.rating_change):+d}")
            game = lb.title_text(r.game)
            if r.drawn:
                lines.append(words.t("lb-recent-draw", game=game, change=change, when=when))
                continue
            lines.append(words.t("lb-recent-won" if r.won else "lb-recent-lost", game=game,
                                 place=r.place + 1, sides=r.sides, change=change, when=when))
        embed.add_field(name=words.t("lb-recent-title"), value="\n".join(lines), inline=False)
    embed.set_footer(text=words.t("lb-meaning-all", start=shown_rating(0),
                                  games=PROVISIONAL_GAMES))
    return embed


def history_line(e: lb.HistoryEntry, locale: str | None = None) -> str:
    """One match: date, game, length, sides best first (🏆 on the winners), and notes —
    a draw, or "unrated" when the match moved no rating — then the game's own summary."""
    words = catalog(locale)
    order = sorted(range(len(e.teams)), key=lambda i: (e.ranks[i], i))
    sides = []
    for i in order:
        names = " & ".join(mention(p, words) for p in e.teams[i])
        crown = "🏆 " if e.side_won(i) else ""
        sides.append(f"{crown}{names} {e.scores[i]}")
    minutes = max(1, round(e.duration / 60)) if e.duration else 0
    line = words.t("lb-history-line", when=f"<t:{int(e.finished_at)}:d>",
                   game=lb.title_text(e.game), minutes=minutes, sides=" · ".join(sides),
                   draw=str(e.draw).lower(), rated=str(e.rated).lower())
    summary = e.summary_text
    if summary:
        seats = [mention(p, words) for p in e.seats]
        line += "\n" + SUMMARY_MARK + fill_names(words.text(summary), seats)
    return line


def history_embed(history: lb.History, game: str | None = None,
                  locale: str | None = None) -> discord.Embed:
    words = catalog(locale)
    title = words.t("lb-history-title-game", game=lb.title_text(game)) if game \
        else words.t("lb-history-title")
    embed = discord.Embed(title=title, color=COLOR)
    lines = [history_line(e, locale) for e in history.entries]
    text = ""
    for line in lines:  # stay inside the embed description limit
        if len(text) + len(line) + 1 > 4000:
            break
        text += line + "\n"
    embed.description = text.strip() or words.text(history.message or "")
    return embed


# --- reading through the bot's store ----------------------------------------

async def read(client: Any, fn: Callable[[Reader], Awaitable[T]]) -> T:
    """``fn`` on the bot's store: each of its reads is whole, on either backend."""
    return await fn(client.store)


async def board_for(client: Any, guild_id: int, viewer_id: int, game: str | None,
                    period: str | None, page: int = 0) -> lb.Board | Text:
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
        return err.text
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
        locale = reader_locale(interaction)
        if interaction.guild_id is None:
            await reply.say(catalog(locale).text(NOT_IN_SERVER))
            return
        result = await board_for(interaction.client, interaction.guild_id, interaction.user.id,
                                 self.game, self.period, self.page)
        if not isinstance(result, lb.Board):
            await reply.update(Public(content=catalog(locale).text(result),
                                      view=discord.ui.View()))
            return
        await reply.update(Public(embed=board_embed(result, locale),
                                  view=board_components(result, locale)))


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
        words = catalog(reader_locale(interaction))
        if interaction.guild_id is None:
            await Reply(interaction).say(words.text(NOT_IN_SERVER))
            return
        result = await board_for(self.bot, interaction.guild_id, interaction.user.id, game,
                                 period)
        if not isinstance(result, lb.Board):
            await Reply(interaction).say(words.text(result))
            return
        await Reply(interaction).send(Public(embed=board_embed(result, words.locale),
                                             view=board_components(result, words.locale)))

    @app_commands.command(name="stats", description="A member's ratings and results here")
    @app_commands.describe(member="whose stats (default: yours)", game="only this game")
    @app_commands.choices(game=GAME_CHOICES)
    @app_commands.guild_only()
    async def stats(self, interaction: discord.Interaction[Any],
                    member: discord.Member | None = None, game: str | None = None) -> None:
        words = catalog(reader_locale(interaction))
        guild_id = interaction.guild_id
        if guild_id is None:
            await Reply(interaction).say(words.text(NOT_IN_SERVER))
            return
        who = member or interaction.user
        name = None if who.id == interaction.user.id else who.display_name
        try:
            stats = await read(self.bot, lambda db: lb.member_stats(db, guild_id, who.id, game,
                                                                    name=name))
        except lb.LeaderboardError as err:
            await Reply(interaction).say(words.text(err.text))
            return
        if stats.message:
            await Reply(interaction).say(words.text(stats.message))
            return
        await Reply(interaction).send(Public(embed=stats_embed(stats, words.locale)))

    @app_commands.command(name="history", description="Recent matches at this server")
    @app_commands.describe(game="only this game")
    @app_commands.choices(game=GAME_CHOICES)
    @app_commands.guild_only()
    async def history(self, interaction: discord.Interaction[Any],
                      game: str | None = None) -> None:
        words = catalog(reader_locale(interaction))
        guild_id = interaction.guild_id
        if guild_id is None:
            await Reply(interaction).say(words.text(NOT_IN_SERVER))
            return
        try:
            hist = await read(self.bot, lambda db: lb.history(db, guild_id, game))
        except lb.LeaderboardError as err:
            await Reply(interaction).say(words.text(err.text))
            return
        if hist.message:
            await Reply(interaction).say(words.text(hist.message))
            return
        await Reply(interaction).send(Public(embed=history_embed(hist, game, words.locale)))


async def setup(bot: commands.Bot) -> None:
    bot.add_dynamic_items(BoardPageButton)
    await bot.add_cog(LeaderboardCog(bot))
