"""``/rules game``: a game's rules in a few pages, with this table's options inside a table thread.

The text lives in ``bot/rules_text/<game>.md``; this file only pages through
it. Asked inside a table's thread (or its channel) without a game, it explains
that table's game; when the game matches the table, all of the table's settings
are listed under the page — house rules first, in words.
"""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import rules_text
from bot.leaderboard import game_titles
from cogs.reply import Public, Reply

COLOR = 0x3498DB
FIELD_MAX = 1024
NO_GAME = ("Which game? Choose one in the game option, e.g. /rules game:Prefa — "
           "or ask inside a table's thread to get that table's game.")

GAME_CHOICES = [app_commands.Choice(name=title, value=gid)
                for gid, title in list(game_titles().items())[:25]
                if gid in rules_text.available()]


def table_in(client: Any, guild_id: int | None, place_id: int | None) -> Any:
    """The open table of this thread or channel of this server, if the bot runs a table
    service (a table is never read from another server)."""
    service = getattr(client, "service", None)
    if service is None or place_id is None or guild_id is None:
        return None
    table = service.find(place_id)
    if table is None:
        table = next((t for t in service.tables() if t.channel_id == place_id), None)
    return table if table is not None and table.guild_id == guild_id else None


SETTINGS_FIELD = "This table's rules"
SETTINGS_MORE = "This table's rules (continued)"
SETTINGS_MAX = 3000  # of the embed's 6000 characters; a rules page takes about 1000


def settings_fields(game: str, options: Any) -> list[tuple[str, str]]:
    """The table's full active settings as embed fields (name, value).

    House rules come first, in bold with what they mean; then every other setting,
    compactly (``Deals: 4 · Jokers: off``), so the settings that shape every match —
    Four Color's deals, Prefa's starting pot — show even when they are standard.
    Split into fields of at most 1024 characters; cut with "…" past SETTINGS_MAX.
    """
    found, _known = rules_text.settings(game, options)
    house = [x for x in found if x.house]
    others = [x for x in found if not x.house]
    pieces: list[tuple[str, str]] = []  # (separator before it, text)
    if house:
        pieces.append(("", "**House rules**"))
        pieces += [("\n", f"• **{x.label}: {x.value}**" + (f" — {x.meaning}" if x.meaning
                                                              else "")) for x in house]
    else:
        pieces.append(("", "**House rules:** none — standard rules."))
    if others:
        pieces.append(("\n", "**Other settings**" if house else "**Settings**"))
        pieces += [(" · " if i else "\n", f"{x.label}: {rules_text.compact_value(x)}")
                   for i, x in enumerate(others)]
    fields: list[str] = [""]
    used = 0
    for sep, text in pieces:
        if used + len(sep) + len(text) > SETTINGS_MAX:
            fields[-1] += " …"
            break
        if len(fields[-1]) + len(sep) + len(text) > FIELD_MAX - 2:
            fields.append("")
        fields[-1] += (sep if fields[-1] else "") + text
        used += len(sep) + len(text)
    return [(SETTINGS_FIELD if i == 0 else SETTINGS_MORE, value)
            for i, value in enumerate(fields) if value]


def rules_embed(game: str, page: int, table_options: Any = None,
                guild_id: int | None = None) -> tuple[discord.Embed, int]:
    """Page ``page`` (clamped) of a game's rules; the table's options as a field if given."""
    pages = rules_text.pages(game)
    page = min(max(0, page), len(pages) - 1)
    p = pages[page]
    embed = discord.Embed(title=f"📖 {p.title}", description=p.body, color=COLOR)
    if table_options is not None:
        for name, value in settings_fields(game, table_options):
            embed.add_field(name=name, value=value, inline=False)
    embed.set_footer(text=f"Page {page + 1}/{len(pages)}")
    return embed, len(pages)


def rules_components(game: str, page: int, pages: int, with_table: bool) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    if pages <= 1:
        return view
    for label, target in (("◀ Previous", page - 1), ("Next ▶", page + 1)):
        view.add_item(RulesPageButton(game, target, with_table, label,
                                      disabled=not 0 <= target < pages))
    return view


def payload(client: Any, guild_id: int | None, place_id: int | None, game: str | None,
            page: int = 0, with_table: bool = True) -> Public:
    """What to send: a sentence, or an embed with page buttons."""
    table = table_in(client, guild_id, place_id)
    if game is None:
        if table is None:
            return Public(content=NO_GAME)
        game = str(table.game_id)
    try:
        rules_text.pages(game)
        key = _key(game)
    except rules_text.UnknownRules as err:
        return Public(content=str(err))
    options = None
    if with_table and table is not None and _key(str(table.game_id)) == key:
        options = table.options
    embed, pages = rules_embed(key, page, options)
    return Public(embed=embed, view=rules_components(key, page, pages, options is not None))


def _key(game: str) -> str:
    key = game.strip().lower().replace("_", "-").replace(" ", "-")
    if key in rules_text.available():
        return key
    matches = [g for g in rules_text.available() if key and (key in g or g in key)]
    return matches[0] if len(matches) == 1 else key


class RulesPageButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                      template=r"lb:rules:(?P<game>[a-z-]{1,30}):(?P<page>[0-9]{1,3})"
                               r":(?P<table>[01])"):
    """A page button of the rules; restart-proof. The table is looked up again on click."""

    def __init__(self, game: str, page: int, with_table: bool, label: str = "…",
                 disabled: bool = False) -> None:
        super().__init__(discord.ui.Button(
            label=label, style=discord.ButtonStyle.secondary, disabled=disabled,
            custom_id=f"lb:rules:{game}:{max(0, page)}:{int(with_table)}"))
        self.game, self.page, self.with_table = game, max(0, page), with_table

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]
                             ) -> RulesPageButton:
        return cls(match["game"], int(match["page"]), match["table"] == "1")

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Page the caller's own copy (rules on any other message get a new one)."""
        data = payload(interaction.client, interaction.guild_id, interaction.channel_id,
                       self.game, self.page, self.with_table)
        reply = Reply(interaction, edit=True)
        if data.embed is None:
            await reply.say(data.content or NO_GAME)
            return
        await reply.update(data)


class RulesCog(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="rules", description="How to play a game, in a few pages")
    @app_commands.describe(game="which game (inside a table's thread: that table's game)")
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: discord.Interaction[Any], game: str | None = None) -> None:
        await Reply(interaction).send(payload(self.bot, interaction.guild_id,
                                              interaction.channel_id, game))


async def setup(bot: commands.Bot) -> None:
    bot.add_dynamic_items(RulesPageButton)
    await bot.add_cog(RulesCog(bot))
