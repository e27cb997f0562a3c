"""``/table …``: open a table (in its own thread where possible), join, leave, add a
computer, start, end, status — and the lobby buttons on the table message.

A thin adapter: every rule lives in ``bot.tables.TableService``; this file only
turns interactions into service calls and refusals into ephemeral sentences — in the
reader's own Discord language (``lobby.ftl``; the service's own in ``tables.ftl``). The
table's public messages speak the table's ``language``: the host's choice at
``/table open``, else the server's preferred locale.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import replace
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.engine import load_all
from bot.engine.text import Msg, Text
from bot.i18n import SUPPORTED_LOCALES, catalog
from bot.tables import Table, TableError, game_options
from cogs import placement, render
from cogs.common import bot_of, service_of
from cogs.guard import IN_A_SERVER_TEXT, place_of, refusal, table_here
from cogs.reply import Reply, acknowledge_first, guild_locale, reader_locale

log = logging.getLogger("cogs.tables")

GAME_CHOICES = [app_commands.Choice(name=cls.title, value=game_id)
                for game_id, cls in list(load_all().items())[:25]]

LEVEL_TITLES = {"easy": "Easy — plays sensibly", "hard": "Hard — thinks ahead (slower)",
                "random": "Random — any legal move"}
# Each language by its own name (and in English): Discord shows the choice as written,
# localized per member from commands.ftl like every choice.
LANGUAGE_TITLES = {"en": "English", "fi": "Suomi — Finnish", "el": "Ελληνικά — Greek",
                   "vi": "Tiếng Việt — Vietnamese", "zh-TW": "繁體中文 — Chinese (Taiwan)",
                   "zh-CN": "简体中文 — Chinese (China)", "ja": "日本語 — Japanese"}
MAX_CHOICE = 100  # Discord's limit on an autocomplete choice's name and value
MAX_OPTIONS_TEXT = 1000  # far longer than every option of a game written out
ECHO = 60  # at most this much of what someone typed is quoted back
DIFFICULTY_CHOICES = [app_commands.Choice(name=title, value=level)
                      for level, title in LEVEL_TITLES.items()]
LANGUAGE_CHOICES = [app_commands.Choice(name=LANGUAGE_TITLES[code], value=code)
                    for code in SUPPORTED_LOCALES]


def parse_options(text: str | None) -> dict[str, str]:
    """``"target=300, variant=x"`` → dict; raise TableError with a sentence if unreadable."""
    if len(text or "") > MAX_OPTIONS_TEXT:
        raise TableError(Msg("lobby-options-too-long"), "bad_option")
    options: dict[str, str] = {}
    for part in (text or "").replace(";", ",").split(","):
        if not part.strip():
            continue
        key, sep, value = part.partition("=")
        if not sep or not key.strip():
            raise TableError(Msg("lobby-options-unreadable",
                                 typed=render.clip(part.strip(), ECHO)), "bad_option")
        options[key.strip()] = value.strip()
    return options


def option_suggestions(game_id: str, typed: str, limit: int = 25,
                       locale: str | None = None) -> list[tuple[str, str]]:
    """Autocomplete for ``/table open options``: ``(label, whole field value)`` pairs that
    complete the last ``name=value`` being typed, keeping the pairs already written —
    labelled in the reader's ``locale``.

    Only the chosen game's options are offered, each with its allowed values (the
    default last, marked), and never an option already given.
    """
    words = catalog(locale)
    options = {o.name: o for o in game_options(game_id)}
    parts = typed.split(",")
    done = [p.strip() for p in parts[:-1] if p.strip()]
    last = parts[-1].strip()
    used = {p.partition("=")[0].strip() for p in done}
    name, has_eq, value = (t.strip() for t in last.partition("="))
    if has_eq and name in options:
        names = [name]
    else:
        needle = name.lower()
        names = [n for n in options if n not in used and n.lower().startswith(needle)]
        names += [n for n in options if n not in used and needle in n.lower() and n not in names]
    prefix = "".join(f"{p}, " for p in done)
    out: list[tuple[str, str]] = []
    if sum(len(options[n].values) for n in names) > limit:
        # Too many pairs to list: one entry per option, naming its values; picking one
        # fills in "name=" and typing on narrows the list to that option's values.
        for n in names[:limit]:
            info = options[n]
            whole = f"{prefix}{n}="
            if len(whole) <= MAX_CHOICE:
                label = words.t("lobby-option-rule", name=n, rule=info.rule,
                                default=info.default)
                out.append((render.clip(label, MAX_CHOICE), whole))
        return out
    for n in names:
        info = options[n]
        values = [v for v in info.values if v != info.default] + [info.default]
        if has_eq and n == name and value:
            values = [v for v in values if v.lower().startswith(value.lower())] or values
        for v in values:
            whole = f"{prefix}{n}={v}"
            if len(whole) > MAX_CHOICE:
                continue
            note: Text = Msg("lobby-option-default") if v == info.default else info.description
            label = words.t("lobby-option-choice", pair=f"{n}={v}", note=note) if note \
                else f"{n}={v}"
            out.append((render.clip(label, MAX_CHOICE), whole))
            if len(out) >= limit:
                return out
    return out


class TablesCog(commands.Cog):
    """The lobby: everything before and around the match itself."""

    table = app_commands.Group(name="table", description="Open, join and run a card table",
                               guild_only=True)

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self._opening: dict[int, asyncio.Lock] = {}

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        """Before every /table command: acknowledged first when the bot is behind, as the
        play commands and clicks are (at 2,000 busy tables a late /table open went
        unanswered; one Discord already gave up on is dropped, not answered late)."""
        await acknowledge_first(interaction)
        return True

    # --- /table open -------------------------------------------------------------
    @table.command(name="open", description="Open a table for a card game in this channel")
    @app_commands.describe(game="which game", seats="how many players (if the game allows several)",
                           options="rule variants as name=value, separated by commas "
                                   "(pick from the list)",
                           computers="computer players to seat at once",
                           difficulty="how well computer players play (default: easy)",
                           language="the table's language (default: the server's)")
    @app_commands.choices(game=GAME_CHOICES, difficulty=DIFFICULTY_CHOICES,
                          language=LANGUAGE_CHOICES)
    async def open_(self, interaction: discord.Interaction[Any], game: str,
                    seats: app_commands.Range[int, 2, 8] | None = None,
                    options: str | None = None,
                    computers: app_commands.Range[int, 0, 7] = 0,
                    difficulty: str | None = None, language: str | None = None) -> None:
        reply = Reply(interaction)
        # Answer at once: opening means a commit, a thread and a post — network round trips.
        await reply.defer()
        try:
            text = await reply.run(self._open(interaction, game, seats, options, computers,
                                              difficulty, language))
        except TableError as err:
            await reply.say(refusal(err, interaction))
            return
        await reply.say(catalog(reader_locale(interaction)).text(text))

    async def _open(self, interaction: discord.Interaction[Any], game: str,
                    seats: int | None, options: str | None, computers: int,
                    difficulty: str | None = None, language: str | None = None) -> Text:
        service = service_of(interaction)
        place = place_of(interaction)
        if interaction.guild_id is None:
            raise TableError(IN_A_SERVER_TEXT, "no_table")
        if language is not None and language not in SUPPORTED_LOCALES:
            raise TableError(Msg("lobby-no-such-language", language=language,
                                 languages=", ".join(SUPPORTED_LOCALES)), "bad_option")
        lock = self._opening.setdefault(place, asyncio.Lock())
        async with lock:
            # One open table per channel or thread: a table living in its own thread leaves
            # its parent channel free for the next table (which gets a thread of its own).
            existing = service.find(place)
            if existing is not None:
                where = "thread" if existing.thread_id == place else "channel"
                raise TableError(Msg("lobby-exists", place=where, game=existing.title_text,
                                     table=existing.id), "table_exists")
            channel = interaction.channel
            channel_id, thread_id = place, None
            if isinstance(channel, discord.Thread):
                channel_id, thread_id = int(channel.parent_id or place), place
            table = await service.open(
                int(interaction.guild_id), channel_id, interaction.user.id,
                interaction.user.display_name, game, parse_options(options),
                thread_id=thread_id, seat_count=seats, difficulty=difficulty,
                language=language or guild_locale(interaction))
            for _ in range(computers):
                try:
                    await service.add_computer(table.id, interaction.user.id, difficulty)
                except TableError:
                    break
            thread = await placement.place_new(bot_of(interaction), table)
        if thread is not None:
            return Msg("lobby-open-in-thread", table=table.id, game=table.title_text,
                       thread=f"<#{thread}>")
        return Msg("lobby-open-here", table=table.id, game=table.title_text)

    @open_.autocomplete("options")
    async def options_choices(self, interaction: discord.Interaction[Any],
                              current: str) -> list[app_commands.Choice[str]]:
        """``name=value`` pairs of the game chosen in the same command."""
        game = str(getattr(interaction.namespace, "game", "") or "")
        return [app_commands.Choice(name=label, value=value)
                for label, value in option_suggestions(game, current,
                                                       locale=reader_locale(interaction))]

    # --- the other subcommands --------------------------------------------------------
    async def _simple(self, interaction: discord.Interaction[Any], op: str,
                      arg: str | None = None) -> None:
        reply = Reply(interaction)
        try:
            text = await reply.run(self._do(interaction, op, arg))
        except TableError as err:
            await reply.say(refusal(err, interaction))
            return
        await reply.say(catalog(reader_locale(interaction)).text(text))

    async def _do(self, interaction: discord.Interaction[Any], op: str,
                  arg: str | None = None) -> Text:
        """One lobby operation by the user; returns the sentence confirming it.
        ``arg``: the difficulty for "add", the 1-based seat for "remove"."""
        service = service_of(interaction)
        user = interaction.user
        table = table_here(service, interaction)
        if op == "join":
            await service.join(table.id, user.id, user.display_name)
            return Msg("lobby-you-joined-game", table=table.id, game=table.title_text)
        if op == "leave":
            await service.leave(table.id, user.id)
            if table.status == "playing":
                return Msg("lobby-you-left-playing")
            return Msg("lobby-you-left", table=table.id)
        if op == "add":
            await service.add_computer(table.id, user.id, arg)
            level = arg or table.difficulty or service.settings.default_difficulty
            return Msg("lobby-computer-level-sits-down", level=level)
        if op == "remove":
            seat = int(arg) - 1 if arg else None
            before = {s.name for s in table.seats}
            await service.remove_computer(table.id, user.id, seat)
            gone = before - {s.name for s in table.seats}
            return Msg("table-left", name=next(iter(gone), Msg("lobby-the-computer")))
        if op == "start":
            await service.start(table.id, user.id)
            return Msg("lobby-begins-hand", game=table.title_text)
        if op == "end":
            outcome = await service.end(table.id, user.id)
            return outcome.text
        raise AssertionError(op)

    @table.command(name="join", description="Sit down at the table in this channel")
    async def join(self, interaction: discord.Interaction[Any]) -> None:
        await self._simple(interaction, "join")

    @table.command(name="leave", description="Leave the table in this channel")
    async def leave(self, interaction: discord.Interaction[Any]) -> None:
        await self._simple(interaction, "leave")

    @table.command(name="add-computer", description="Seat a computer player")
    @app_commands.describe(difficulty="how well it plays (default: the table's level)")
    @app_commands.choices(difficulty=DIFFICULTY_CHOICES)
    async def add_computer(self, interaction: discord.Interaction[Any],
                           difficulty: str | None = None) -> None:
        await self._simple(interaction, "add", difficulty)

    @table.command(name="remove-computer", description="Remove a computer player (host only)")
    @app_commands.describe(seat="the computer's seat number (default: the last computer)")
    async def remove_computer(self, interaction: discord.Interaction[Any],
                              seat: app_commands.Range[int, 1, 8] | None = None) -> None:
        await self._simple(interaction, "remove", str(seat) if seat is not None else None)

    @table.command(name="start", description="Deal the first hand (host only)")
    async def start(self, interaction: discord.Interaction[Any]) -> None:
        await self._simple(interaction, "start")

    @table.command(name="end", description="End the table (host), or vote to end it")
    async def end(self, interaction: discord.Interaction[Any]) -> None:
        await self._simple(interaction, "end")

    @table.command(name="status", description="Show the table in this channel")
    async def status(self, interaction: discord.Interaction[Any]) -> None:
        reply = Reply(interaction)
        try:
            table = table_here(service_of(interaction), interaction)
        except TableError as err:
            await reply.say(refusal(err, interaction))
            return
        await reply.send(replace(bot_of(interaction).presenter.render(table), view=None))

    # --- lobby buttons (called by the play cog's component router) ----------------------
    async def lobby_click(self, interaction: discord.Interaction[Any], table: Table,
                          op: str) -> None:
        """A lobby button of ``table``'s message (the router has checked where it came from).
        The table message is redrawn by the presenter; the clicker gets a quiet sentence."""
        reply = Reply(interaction)
        try:
            if table.status != "lobby":
                raise TableError(Msg("table-already-started"), "already_started", table)
            text = await reply.run(self._lobby_op(interaction, table, op))
        except TableError as err:
            await reply.say(refusal(err, interaction))
            return
        await reply.say(catalog(reader_locale(interaction)).text(text))

    async def _lobby_op(self, interaction: discord.Interaction[Any], table: Table,
                        op: str) -> Text:
        service = service_of(interaction)
        user = interaction.user
        if op == "join":
            await service.join(table.id, user.id, user.display_name)
            return Msg("lobby-you-joined", table=table.id)
        if op == "leave":
            await service.leave(table.id, user.id)
            return Msg("lobby-you-left", table=table.id)
        if op == "add":
            await service.add_computer(table.id, user.id)
            return Msg("lobby-computer-sits-down")
        if op == "remove":
            await service.remove_computer(table.id, user.id)
            return Msg("lobby-computer-leaves")
        await service.start(table.id, user.id)
        return Msg("lobby-game-begins")


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(TablesCog(bot))
