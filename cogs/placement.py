"""Where a table's message lives: posted when the table opens, found or posted again after
a crash.

``/table open`` commits the table first, then makes its thread (where the bot may), then
posts the table message and records its id: Discord and the store are written in turn,
and a process killed between two steps leaves a thread or a message that Discord has and
the store does not know. ``repair`` closes that gap at start-up for every restored table
without a message: it adopts the thread the bot made for the table (found by its name
among the server's active threads), then the table message the bot posted in the table's
place (found in the recent history by the table's own ids), and posts a new message only
when there is none. So every table ends with exactly one table message, and no thread is
left holding a stale lobby.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, Literal

import discord

from bot.tables import Table, TableError

if TYPE_CHECKING:
    from bot.client import CardTableBot

log = logging.getLogger("cogs.placement")

ARCHIVE_MINUTES: Literal[1440] = 1440  # a day without messages: Discord archives the thread
HISTORY_SCAN = 50  # recent messages searched for a table message the store does not know


def thread_name(table: Table) -> str:
    return f"{table.title} — table {table.id}"


def may_make_thread(bot: CardTableBot, table: Table) -> bool:
    """Whether the table should get a thread of its own: it sits in a text channel (not a
    thread) where the bot may create public threads."""
    if table.thread_id is not None:
        return False
    guild = bot.get_guild(table.guild_id)
    channel = guild.get_channel(table.channel_id) if guild is not None else None
    if not isinstance(channel, discord.TextChannel) or guild is None or guild.me is None:
        return False
    return channel.permissions_for(guild.me).create_public_threads


async def _make_thread(bot: CardTableBot, table: Table) -> None:
    try:
        data = await bot.http.start_thread_without_message(
            table.channel_id, name=thread_name(table), auto_archive_duration=ARCHIVE_MINUTES,
            type=discord.ChannelType.public_thread.value)
        await bot.service.attach(table.id, thread_id=int(data["id"]))
    except (discord.HTTPException, TableError) as err:
        log.info("table %d: no thread (%s); using the channel", table.id, err)


async def place_new(bot: CardTableBot, table: Table) -> str:
    """A newly opened table's home: its own thread where the bot may make one, and the table
    message there. Returns where, for the opener's confirmation ("here", "in <#…>")."""
    if may_make_thread(bot, table):
        await _make_thread(bot, table)
    message_id = await bot.presenter.post(table, table.place_id)
    await bot.service.attach(table.id, message_id=message_id)
    return f"in <#{table.thread_id}>" if table.thread_id is not None else "here"


async def _find_thread(bot: CardTableBot, table: Table) -> int | None:
    """The thread the bot made for this table, if Discord has it and the store does not."""
    me = bot.user.id if bot.user is not None else None
    try:
        data: Any = await bot.http.get_active_threads(table.guild_id)
    except discord.HTTPException as err:
        log.warning("table %d: cannot list the server's threads: %s", table.id, err)
        return None
    for thread in data.get("threads", []):
        if (int(thread.get("parent_id") or 0) == table.channel_id
                and int(thread.get("owner_id") or 0) == me
                and thread.get("name") == thread_name(table)):
            return int(thread["id"])
    return None


def _carries(message: dict[str, Any], table_id: int) -> bool:
    prefixes = (f"ct:lobby:{table_id}:", f"ct:hand:{table_id}:")
    for row in message.get("components") or []:
        for item in row.get("components") or []:
            if str(item.get("custom_id") or "").startswith(prefixes):
                return True
    return False


async def _find_message(bot: CardTableBot, table: Table) -> int | None:
    """The newest table message of this table the bot posted in its place, if any."""
    me = bot.user.id if bot.user is not None else None
    try:
        recent: Any = await bot.http.logs_from(table.place_id, HISTORY_SCAN)
    except discord.HTTPException as err:
        log.warning("table %d: cannot read its place's history: %s", table.id, err)
        return None
    for message in recent:  # newest first
        if int(message.get("author", {}).get("id") or 0) == me and _carries(message, table.id):
            return int(message["id"])
    return None


async def repair(bot: CardTableBot, table: Table) -> None:
    """Give a restored table without a table message its thread and message back."""
    if table.message_id is not None or table.status not in ("lobby", "playing"):
        return
    if table.thread_id is None:
        thread_id = await _find_thread(bot, table)
        if thread_id is not None:
            await bot.service.attach(table.id, thread_id=thread_id)
        elif may_make_thread(bot, table):
            await _make_thread(bot, table)
    message_id = await _find_message(bot, table)
    found = message_id is not None
    if message_id is None:
        message_id = await bot.presenter.post(table, table.place_id)
    await bot.service.attach(table.id, message_id=message_id)
    bot.presenter.refresh(table)  # an adopted message may show an older state
    log.info("table %d: the store had no table message; %s one", table.id,
             "adopted the posted" if found else "posted")


async def repair_all(bot: CardTableBot, tables: Iterable[Table]) -> None:
    """``repair`` each table; one table's failure is logged and never stops the others."""
    for table in tables:
        try:
            await repair(bot, table)
        except Exception:
            log.exception("table %d: could not repair its table message", table.id)
