"""Where an interaction came from, checked against the table it reaches.

A modified client can send any custom_id from any message, in any server or in a
private chat with the bot; a slash command arrives from wherever it was typed. So
nothing here believes the id: a table is reached only

* from its own server, and its own channel or thread (``in_place``);
* by a component of a kind that can be on the message it was clicked on
  (``message_kind``): the public table message (the bot's, in the table's place, the one
  the store names) carries the lobby buttons and **Your hand**; a hand panel — the
  clicker's own ephemeral message from this bot, carrying only this table's ids —
  carries moves, selects, pages and Refresh;
* by someone allowed to use it (a seat for a hand panel's kinds; the table service
  checks the rest: host-only starts, seats for moves).

What the message is comes from Discord's copy of it in the interaction (its id, flags
and interaction metadata), never from the id. Anything else is refused with one
ephemeral sentence and changes nothing.

Refusals are ``TableError``s carrying ``Text`` (``guard.ftl``); ``refusal`` renders any
``TableError`` for the one who asked, in their Discord language.
"""

from __future__ import annotations

from typing import Any, Literal

import discord

from bot.engine.text import Join, Msg
from bot.i18n import english
from bot.tables import Table, TableError, TableService
from cogs.presenter import seat_names
from cogs.render import BadCustomId, CustomId
from cogs.reply import own_clicked_message, reader_locale

TABLE_MESSAGE_KINDS = frozenset({"lobby", "hand"})
PANEL_KINDS = frozenset({"act", "sel", "page", "refresh", "more", "typed"})

NOT_HERE_TEXT = Msg("guard-not-here")
IN_A_SERVER_TEXT = Msg("guard-in-a-server")
NOT_SEATED_TEXT = Msg("table-not-seated")
FORGED_TEXT = Msg("guard-forged")
# The same in English, for hosts that do not render Text yet.
NOT_HERE = english(NOT_HERE_TEXT)
IN_A_SERVER = english(IN_A_SERVER_TEXT)
NOT_SEATED = english(NOT_SEATED_TEXT)


def refusal(err: TableError, interaction: discord.Interaction[Any]) -> str:
    """A refusal for the one who asked: in their Discord language, seats named as the table
    shows them (members as mentions)."""
    names = seat_names(err.table) if err.table is not None else None
    return err.render(reader_locale(interaction), names)

MessageKind = Literal["table", "panel", "other"]


def place_of(interaction: discord.Interaction[Any]) -> int:
    return int(interaction.channel_id or 0)


def in_place(interaction: discord.Interaction[Any], table: Table) -> bool:
    """The interaction comes from the table's server and its channel or thread."""
    return (interaction.guild_id is not None and interaction.guild_id == table.guild_id
            and place_of(interaction) in (table.channel_id, table.thread_id))


def table_here(service: TableService, interaction: discord.Interaction[Any]) -> Table:
    """The table of the thread or channel a command was used in — of this server only.

    In a channel whose tables live in their own threads: the one table there is, or the
    one table the member sits at; otherwise a sentence pointing to the threads.
    """
    if interaction.guild_id is None:
        raise TableError(IN_A_SERVER_TEXT, "no_table")
    place, user_id = place_of(interaction), interaction.user.id
    table = service.find(place)
    if table is not None and table.guild_id == interaction.guild_id:
        return table
    candidates = [t for t in service.tables() if t.channel_id == place
                  and t.thread_id is not None and t.guild_id == interaction.guild_id]
    if len(candidates) == 1:
        return candidates[0]
    mine = [t for t in candidates if t.seat_of(user_id) is not None]
    if len(mine) == 1:
        return mine[0]
    if candidates:
        threads = Join([f"<#{t.thread_id}>" for t in (mine or candidates)], ", ")
        raise TableError(Msg("guard-use-thread", threads=threads), "no_table")
    raise service.missing(place)  # "no table here", or why the one here was set aside


def message_kind(interaction: discord.Interaction[Any], table: Table) -> MessageKind:
    """What the clicked message is to this table: its public table message, a hand panel
    of the clicker at this table, or anything else."""
    message = interaction.message
    me = interaction.client.user
    if message is None or me is None:
        return "other"
    if (not message.flags.ephemeral and message.author.id == me.id
            and place_of(interaction) == table.place_id
            and (message.id == table.message_id if table.message_id is not None
                 # posted, its id not recorded yet (a click within milliseconds of /table
                 # open, or a crash in between): the one public message of ours here that
                 # carries this table's own table-message ids
                 else _table_message_of(message, table.id))):
        return "table"
    if own_clicked_message(interaction) and _panel_of(message, table.id):
        return "panel"
    return "other"


def _table_message_of(message: discord.Message, table_id: int) -> bool:
    prefixes = tuple(f"ct:{kind}:{table_id}:" for kind in TABLE_MESSAGE_KINDS)
    return any(custom_id.startswith(prefixes) for custom_id in custom_ids(message))


def _panel_of(message: discord.Message, table_id: int) -> bool:
    """Every id of ours on the message is a hand panel's, of this table (and there is one)."""
    found = False
    for custom_id in custom_ids(message):
        if not custom_id.startswith("ct:"):
            return False
        try:
            cid = CustomId.decode(custom_id)
        except BadCustomId:
            return False
        if cid.kind not in PANEL_KINDS or cid.table != table_id:
            return False
        found = True
    return found


def custom_ids(message: discord.Message | None) -> set[str]:
    """The custom ids on a message (as Discord sent it with the interaction)."""
    ids: set[str] = set()
    for row in message.components if message is not None else []:
        for child in getattr(row, "children", [row]):
            custom_id = getattr(child, "custom_id", None)
            if custom_id:
                ids.add(custom_id)
    return ids


def clicked_table(service: TableService, interaction: discord.Interaction[Any],
                  cid: CustomId) -> Table:
    """The table a ``ct:`` click may act on, or TableError with the sentence for the user."""
    if interaction.guild_id is None:
        raise TableError(IN_A_SERVER_TEXT, "not_here")
    table = service.get(cid.table)
    if not in_place(interaction, table):
        raise TableError(NOT_HERE_TEXT, "not_here")
    kind = message_kind(interaction, table)
    allowed = (TABLE_MESSAGE_KINDS if kind == "table" else
               PANEL_KINDS if kind == "panel" else frozenset())
    if cid.kind not in allowed:
        raise TableError(FORGED_TEXT, "forged")
    if kind == "panel" and table.seat_of(interaction.user.id) is None:
        raise TableError(NOT_SEATED_TEXT, "not_seated", table)
    return table
