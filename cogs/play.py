"""Playing: ``/hand``, ``/bid``, ``/play``, ``/declare``, ``/act`` and every ``ct:`` component.

Game-agnostic on purpose: the choices offered are the seat's legal actions
with the game's own labels, and a typed answer goes to the table service,
which resolves it against the legal actions or lets the engine say why not.
Which command offers an action is decided by its kind alone (``command_for``):
``/bid`` the auction calls (bids, doubles, and a pass when it is an auction
call), ``/play`` cards, ``/declare`` everything else (marriages, claims, a
pass that answers a question), ``/act`` everything — so a new game needs no
change here.

Every answer that shows a seated player their hand makes that message their live
panel (``cogs.panels``), which the bot then keeps current. Clicks on a panel are
answered without alarm: Refresh simply shows the hand now; a move button from an
earlier moment says nothing was played; and a second click of a move that just went
through (a double click) answers with the panel as it is, as if it were the first.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.engine import Action
from bot.engine.text import Join, Msg, Text
from bot.tables import ActResult, StaleVersion, Table, TableError
from cogs import guard, render, ui
from cogs.common import action_pairs, bot_of, hand_panel, service_of, table_or_say
from cogs.guard import table_here
from cogs.panels import committed
from cogs.reply import Reply, acknowledge_first, reader_locale

log = logging.getLogger("cogs.play")

CALL_KINDS = frozenset({"double", "redouble"})  # auction calls besides bids and passes
MAX_TYPED = 100  # no move's text is longer (Discord caps a choice's value at 100 too)
TOO_LONG = Msg("discord-too-long")
DONE = Msg("discord-hand-done")
STALE = Msg("discord-hand-stale")


def _is_call(action: Action) -> bool:
    return action.kind.startswith("bid") or action.kind in CALL_KINDS


def command_for(action: Action, legal: Sequence[Action], auto: Action | None = None) -> str:
    """The command that offers ``action`` among the seat's ``legal`` actions.

    A pass is an auction call when everything else the seat may do is one too (or it may
    only pass and the question is not a no-choice one asked of every seat, ``auto``);
    otherwise it answers a question — a claim, a defence — and belongs with /declare.
    A ``play`` with a card is /play; a bare ``play`` (a choice to play on) is /declare.
    """
    if _is_call(action):
        return "bid"
    if action.kind == "play" and action.arg:
        return "play"
    if action.kind == "pass":
        others = [a for a in legal if a.kind != "pass"]
        if all(_is_call(a) for a in others) and (others or auto is None):
            return "bid"
    return "declare"


def wanted(command: str, action: Action, legal: Sequence[Action] = (),
           auto: Action | None = None) -> bool:
    """Whether ``command`` offers this one of a seat's legal actions (``/act``: all)."""
    return command == "act" or command_for(action, legal or [action], auto) == command


def action_text(command: str, text: str, table: Table, user_id: int,
                locale: str = "en") -> str:
    """What the user typed (a choice's value, a label in their language or in English,
    ``10s``, ``60``) as an action string."""
    typed = text.strip().lower()
    for language in dict.fromkeys((locale, "en")):
        for action, label in action_pairs(table, user_id, language):
            if typed in (action.lower(), label.replace("\ufe0f", "").strip().lower()):
                return action
    if ":" in typed or command in ("act", "declare"):
        return text.strip()
    return f"{command}:{text.strip()}"


def moves_notice(result: ActResult) -> Text:
    """What a player's move did, for the top of their panel (the move's events)."""
    return Join([e.msg for e in result.events], " ") if result.events else DONE


def went_through(table: Table, seat: int, version: int, action: str) -> bool:
    """Whether ``seat``'s first move after ``version`` was ``action``: a click on a move
    drawn at ``version`` that has already been made (a double click)."""
    after = [e for e in table.recent_actions if e.version > version and e.seat == seat]
    return bool(after) and after[0].action.lower() == action.lower()


async def deliver(reply: Reply, table: Table, *, page: int = 0, notice: Text = "",
                  update: bool = False) -> None:
    """Answer with the member's hand panel (a new message, or the clicked panel redrawn);
    it becomes their live panel."""
    locale = reader_locale(reply.interaction)
    presenter = bot_of(reply.interaction).presenter
    await reply.before_drawing()
    drawn = committed(table)  # what the panel is drawn from: no await until it is drawn
    payload, shown = hand_panel(table, reply.user_id, page, notice, locale,
                                presenter.button_emojis())
    panel = await (reply.update(payload) if update else reply.send(payload))
    presenter.panels.adopt(table, panel, shown, page=page, locale=locale, drawn=drawn)


class PlayCog(commands.Cog):
    """Hands, actions and the component router."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        ui.set_handler(self.on_component)

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        """Before every command of this cog: acknowledged first when the bot is behind, as
        the component router does for clicks (an autocomplete is not a command)."""
        await acknowledge_first(interaction)
        return True

    async def cog_unload(self) -> None:
        ui.set_handler(None)

    # --- /hand ------------------------------------------------------------------------
    @app_commands.command(name="hand", description="See your cards and what you can do (only you)")
    @app_commands.guild_only()
    async def hand(self, interaction: discord.Interaction[Any]) -> None:
        reply = Reply(interaction)
        table = await table_or_say(reply)
        if table is not None:
            await self._show_hand(reply, table)

    async def _show_hand(self, reply: Reply, table: Table) -> None:
        """A new hand panel for the member (from /hand, or Your hand on the table message)."""
        service = service_of(reply.interaction)
        user_id = reply.user_id
        try:
            seat = table.seat_of(user_id)
            if seat is None and table.status == "lobby":
                await reply.say(Msg("discord-not-seated-lobby"))
                return
            if seat is None:
                raise TableError(guard.NOT_SEATED_TEXT, "not_seated", table)
            if table.status == "lobby":
                await reply.say(Msg("discord-not-started"))
                return
            if table.seats[seat].away:
                await reply.run(service.back(table.id, user_id))
        except TableError as err:
            await reply.say(err.message)
            return
        await deliver(reply, table)

    # --- action commands ----------------------------------------------------------------
    async def _act_command(self, interaction: discord.Interaction[Any], command: str,
                           text: str) -> None:
        reply = Reply(interaction)
        service = service_of(interaction)
        if len(text) > MAX_TYPED:
            await reply.say(TOO_LONG)
            return
        try:
            table = table_here(service, interaction)
            action = action_text(command, text, table, interaction.user.id,
                                 reader_locale(interaction))
            result = await reply.run(service.act(table.id, interaction.user.id, action))
        except TableError as err:
            await reply.say(err.message)
            return
        await deliver(reply, result.table, notice=moves_notice(result))

    async def _choices(self, interaction: discord.Interaction[Any], command: str,
                       current: str) -> list[app_commands.Choice[str]]:
        """Only this member's legal choices, nearest to what they typed first."""
        user_id = interaction.user.id
        try:
            table = table_here(service_of(interaction), interaction)
        except TableError:
            return []
        legal = table.legal_actions(user_id)
        seat = table.seat_of(user_id)
        auto = table.auto_answer(seat) if seat is not None else None
        labels = dict(action_pairs(table, user_id, reader_locale(interaction)))
        pairs = [(str(a), labels.get(str(a), str(a))) for a in legal
                 if wanted(command, a, legal, auto)]
        return [app_commands.Choice(name=render.clip(label, 100), value=action)
                for action, label in render.nearest_choices(pairs, current)]

    @app_commands.command(name="bid", description="Bid, pass, double or redouble at your table")
    @app_commands.describe(bid="your call: pick one of the choices, or type e.g. 60 or pass")
    @app_commands.guild_only()
    async def bid(self, interaction: discord.Interaction[Any], bid: str) -> None:
        await self._act_command(interaction, "bid", bid)

    @bid.autocomplete("bid")
    async def bid_choices(self, interaction: discord.Interaction[Any],
                          current: str) -> list[app_commands.Choice[str]]:
        return await self._choices(interaction, "bid", current)

    @app_commands.command(name="play", description="Play a card at your table")
    @app_commands.describe(card="the card, e.g. 10S, AH or Q♦")
    @app_commands.guild_only()
    async def play(self, interaction: discord.Interaction[Any], card: str) -> None:
        await self._act_command(interaction, "play", card)

    @play.autocomplete("card")
    async def play_choices(self, interaction: discord.Interaction[Any],
                           current: str) -> list[app_commands.Choice[str]]:
        return await self._choices(interaction, "play", current)

    @app_commands.command(name="declare",
                          description="Declare or answer (marriage, trump, claim, pass …)")
    @app_commands.describe(what="what to declare: pick one of the choices")
    @app_commands.guild_only()
    async def declare(self, interaction: discord.Interaction[Any], what: str) -> None:
        await self._act_command(interaction, "declare", what)

    @declare.autocomplete("what")
    async def declare_choices(self, interaction: discord.Interaction[Any],
                              current: str) -> list[app_commands.Choice[str]]:
        return await self._choices(interaction, "declare", current)

    @app_commands.command(name="act", description="Any action the game allows you now")
    @app_commands.describe(action="pick one of the choices")
    @app_commands.guild_only()
    async def act(self, interaction: discord.Interaction[Any], action: str) -> None:
        await self._act_command(interaction, "act", action)

    @act.autocomplete("action")
    async def act_choices(self, interaction: discord.Interaction[Any],
                          current: str) -> list[app_commands.Choice[str]]:
        return await self._choices(interaction, "act", current)

    # --- components ---------------------------------------------------------------------
    async def on_component(self, interaction: discord.Interaction[Any], custom_id: str,
                           values: list[str]) -> None:
        """Every ``ct:`` click: read the id, check it against where it was clicked and by whom
        (``cogs.guard``), then do what it stands for."""
        try:
            cid = render.CustomId.decode(custom_id)
            table = guard.clicked_table(service_of(interaction), interaction, cid)
        except render.BadCustomId as err:
            await Reply(interaction).say(err.text)
            return
        except TableError as err:
            await Reply(interaction).say(err.message)
            return
        if cid.kind == "lobby":
            tables_cog = self.bot.get_cog("TablesCog")
            if tables_cog is not None:
                await tables_cog.lobby_click(interaction, table, cid.arg)  # type: ignore[attr-defined]
            return
        if cid.kind == "hand":
            await self._show_hand(Reply(interaction), table)
            return
        if cid.kind == "more":
            await self._more(Reply(interaction), table)
            return
        await self._panel_click(Reply(interaction, edit=True), table, cid, values)

    async def _more(self, reply: Reply, table: Table) -> None:
        """Other choice…: a form to type any legal choice the panel has no button for."""
        locale = reader_locale(reply.interaction)
        pairs = action_pairs(table, reply.user_id, locale)
        if not pairs:  # nothing to choose now: the panel as it is
            await deliver(reply, table, update=True)
            return
        layout = render.action_layout(table.id, table.version, pairs, locale=locale)
        on_buttons = {render.CustomId.decode(c.custom_id).arg for c in layout.components()
                      if c.custom_id.startswith("ct:act:")}
        rest = [label for action, label in pairs if action not in on_buttons] or [pairs[-1][1]]
        await reply.modal(render.more_modal(table.id, table.version, rest[len(rest) // 2],
                                            locale))

    async def _panel_click(self, reply: Reply, table: Table, cid: render.CustomId,
                           values: list[str]) -> None:
        """A hand panel's move, select, page or Refresh: the panel is redrawn in place."""
        service = service_of(reply.interaction)
        user_id = reply.user_id
        if cid.kind in ("page", "refresh"):  # the hand as it is now: no news is no error
            await deliver(reply, table, page=int(cid.arg) if cid.kind == "page" else 0,
                          update=True)
            return
        action = cid.arg if cid.kind == "act" else (values[0] if len(values) == 1 else "")
        if cid.kind == "typed":
            if len(action) > MAX_TYPED:
                await reply.say(TOO_LONG)
                return
            action = action_text("act", action, table, user_id, reader_locale(reply.interaction))
        if not action or len(action) > 80:
            await reply.say(render.FORGED_TEXT)
            return
        try:
            result = await reply.run(service.act(table.id, user_id, action,
                                                 expected_version=cid.version))
        except StaleVersion as err:
            now = err.table or table
            seat = now.seat_of(user_id)
            repeated = seat is not None and went_through(now, seat, cid.version, action)
            await deliver(reply, now, update=True, notice="" if repeated else STALE)
            return
        except TableError as err:
            if err.code == "not_seated" or table.seat_of(user_id) is None:
                await reply.say(err.message)
            else:
                await deliver(reply, err.table or table, update=True, notice=err.message)
            return
        await deliver(reply, result.table, update=True, notice=moves_notice(result))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(PlayCog(bot))
