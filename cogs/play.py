"""Playing: ``/hand``, ``/bid``, ``/play``, ``/declare``, ``/act`` and every ``ct:`` component.

Game-agnostic on purpose: the choices offered are the seat's legal actions
with the game's own labels, and a typed answer goes to the table service,
which resolves it against the legal actions or lets the engine say why not.
``/bid`` offers bids and passes, ``/play`` cards, ``/declare`` everything that
is neither, ``/act`` everything — so a new game needs no change here.
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.engine import Action
from bot.tables import StaleVersion, Table, TableError
from cogs import render, ui
from cogs.common import Reply, hand_payload, place_of, service_of, table_here

log = logging.getLogger("cogs.play")

BID_KINDS = frozenset({"bid", "pass"})
PLAY_KINDS = frozenset({"play"})


def wanted(command: str, action: Action) -> bool:
    """Which of a seat's legal actions a command offers."""
    if command == "bid":
        return action.kind in BID_KINDS or action.kind.startswith("bid")
    if command == "play":
        return action.kind in PLAY_KINDS
    if command == "declare":
        return not (action.kind in BID_KINDS or action.kind in PLAY_KINDS
                    or action.kind.startswith("bid"))
    return True


def action_text(command: str, text: str, table: Table, user_id: int) -> str:
    """What the user typed (a choice's value, a label, ``10s``, ``60``) as an action string."""
    typed = text.strip()
    legal = table.legal_actions(user_id)
    for action in legal:
        if typed.lower() in (str(action).lower(), table.label(action).strip().lower()):
            return str(action)
    if ":" in typed or command in ("act", "declare"):
        return typed
    return f"{command}:{typed}"


class PlayCog(commands.Cog):
    """Hands, actions and the component router."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        ui.set_handler(self.on_component)

    async def cog_unload(self) -> None:
        ui.set_handler(None)

    # --- /hand ------------------------------------------------------------------------
    @app_commands.command(name="hand", description="See your cards and what you can do (only you)")
    @app_commands.guild_only()
    async def hand(self, interaction: discord.Interaction[Any]) -> None:
        await self._show_hand(Reply(interaction, ephemeral=True), None)

    async def _show_hand(self, reply: Reply, table_id: int | None) -> None:
        interaction = reply.interaction
        service = service_of(interaction)
        try:
            table = (service.get(table_id) if table_id is not None
                     else table_here(service, place_of(interaction)))
            seat = table.seat_of(interaction.user.id)
            if seat is None:
                raise TableError("You are not seated at this table. You can join the next game, "
                                 "or open a table in another channel.", "not_seated", table)
            if table.status == "lobby":
                raise TableError("The game has not started yet. The host starts it with "
                                 "/table start.", "not_started", table)
            if table.seats[seat].away:
                await reply.run(service.back(table.id, interaction.user.id))
        except TableError as err:
            await reply.say(err.message)
            return
        await reply.show(**hand_payload(table, interaction.user.id))

    # --- action commands ----------------------------------------------------------------
    async def _act_command(self, interaction: discord.Interaction[Any], command: str,
                           text: str) -> None:
        reply = Reply(interaction, ephemeral=True)
        service = service_of(interaction)
        try:
            table = table_here(service, place_of(interaction))
            action = action_text(command, text, table, interaction.user.id)
            result = await reply.run(service.act(table.id, interaction.user.id, action))
        except TableError as err:
            await reply.say(err.message)
            return
        notice = " ".join(result.texts()) or "Done."
        await reply.show(**hand_payload(result.table, interaction.user.id, notice=notice))

    async def _choices(self, interaction: discord.Interaction[Any], command: str,
                       current: str) -> list[app_commands.Choice[str]]:
        """Only this member's legal choices, nearest to what they typed first."""
        try:
            table = table_here(service_of(interaction), place_of(interaction))
        except TableError:
            return []
        pairs = [(str(a), table.label(a)) for a in table.legal_actions(interaction.user.id)
                 if wanted(command, a)]
        return [app_commands.Choice(name=render.clip(label, 100), value=action)
                for action, label in render.nearest_choices(pairs, current)]

    @app_commands.command(name="bid", description="Bid (or pass) at your table")
    @app_commands.describe(bid="your bid: pick one of the choices, or type e.g. 60 or pass")
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

    @app_commands.command(name="declare", description="Declare (marriage, trump, claim …)")
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
        """Every ``ct:`` click: validate the id, then do what it stands for."""
        try:
            cid = render.CustomId.decode(custom_id)
        except render.BadCustomId as err:
            await Reply(interaction).say(str(err))
            return
        if cid.kind == "lobby":
            tables_cog = self.bot.get_cog("TablesCog")
            if tables_cog is not None:
                await tables_cog.lobby_click(interaction, cid)  # type: ignore[attr-defined]
            return
        if cid.kind == "hand":
            await self._show_hand(Reply(interaction, ephemeral=True), cid.table)
            return
        reply = Reply(interaction, update=True)
        service = service_of(interaction)
        user_id = interaction.user.id
        try:
            table = service.get(cid.table)
        except TableError as err:
            await reply.show(content=err.message, embed=None, view=ui.build_view(None))
            return
        if cid.kind in ("page", "refresh"):
            page = int(cid.arg) if cid.kind == "page" else 0
            notice = ("" if cid.version == table.version
                      else "The table has moved on; here it is now.")
            await reply.show(**hand_payload(table, user_id, page, notice))
            return
        action = cid.arg if cid.kind == "act" else (values[0] if len(values) == 1 else "")
        if not action or len(action) > 80:
            await reply.say(render.FORGED)
            return
        try:
            result = await reply.run(service.act(table.id, user_id, action,
                                                 expected_version=cid.version))
        except StaleVersion as err:
            await reply.show(**hand_payload(err.table or table, user_id, notice=err.message))
            return
        except TableError as err:
            if err.code == "not_seated" or table.seat_of(user_id) is None:
                await reply.say(err.message)
            else:
                await reply.show(**hand_payload(err.table or table, user_id, notice=err.message))
            return
        notice = " ".join(result.texts()) or "Done."
        await reply.show(**hand_payload(result.table, user_id, notice=notice))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(PlayCog(bot))
