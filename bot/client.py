"""The discord.py bot, built by one factory from the settings.

``create_bot(settings)`` is the only way a bot is made — by ``python -m bot``,
by the end-to-end tests against a fake Discord, and by the benchmark — so all
of them run the same start-up: open the store, restore every unfinished
table, load the cogs, register the restart-proof buttons, sync the command
tree (to the development guild if one is configured, else globally) and say
what it did in the log.

Shard processes (``[bot] shards`` / ``--shards``): Discord sends each server's events to
one shard, ``(guild_id >> 22) % shard_count``, and a table lives in one server, so a
process running some of the shards restores and serves exactly its servers' tables; the
processes share only the store. Discord keeps one command list per application, so only
the process running shard 0 (there is always exactly one) syncs it.
"""

from __future__ import annotations

import asyncio
import importlib
import logging
import os
import pkgutil
from collections.abc import Callable
from typing import Any

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands

from bot.collector import Collector
from bot.config import BotSection, Settings
from bot.engine.text import Msg, Text
from bot.i18n import render
from bot.pictures.emojis import CardEmojis
from bot.store import Store, StoreError
from bot.tables import Clock, Table, TableService
from cogs import placement
from cogs.buckets import amortize_bucket_sweep
from cogs.emojis import OFF as EMOJIS_OFF
from cogs.emojis import sync_card_emojis
from cogs.pictures import TablePicturesOnDiscord
from cogs.presenter import Presenter
from cogs.pressure import Pressure
from cogs.reply import Dropped, Reply, answer_failure, reader_locale, release
from cogs.translate import CatalogTranslator
from cogs.ui import dispatch, modal_values

log = logging.getLogger("bot.client")

def discover_extensions() -> tuple[str, ...]:
    """Every module in ``cogs/`` with a ``setup`` function (helpers like render have none),
    so a new cog — leaderboard, rules — is loaded by being there."""
    import cogs

    names = []
    for info in pkgutil.iter_modules(cogs.__path__):
        if info.name.startswith("_"):
            continue
        module = importlib.import_module(f"cogs.{info.name}")
        if callable(getattr(module, "setup", None)):
            names.append(module.__name__)
    return tuple(names)


class CommandTree(discord.app_commands.CommandTree["CardTableBot"]):
    """discord.py's command tree, letting go of each interaction once its command (and its
    error handler) is done (``cogs.reply.release``)."""

    def _from_interaction(self, interaction: discord.Interaction[Any]) -> None:
        async def invoke() -> None:
            try:
                await self._call(interaction)
            except discord.app_commands.AppCommandError as err:
                await self._dispatch_error(interaction, err)
            finally:
                release(interaction)

        self.client.loop.create_task(invoke(), name="CommandTree-invoker")


class CardTableBot(commands.AutoShardedBot):
    """The bot: owns the store, the table service and the presenter of table messages."""

    store: Store
    service: TableService

    def __init__(self, settings: Settings, *, clock: Clock | None = None,
                 seed_source: Callable[[], int] | None = None,
                 extensions: tuple[str, ...] | None = None, sync_commands: bool = True,
                 **client_options: Any) -> None:
        # Guilds only: slash commands and components need no intent, and leaving out the
        # message intents spares the bot a MESSAGE_UPDATE parse for every table edit.
        # The bot never joins voice: spare every start-up two warnings about voice libraries.
        discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False
        intents = discord.Intents.none()
        intents.guilds = True
        # No message cache: the bot never reads past messages, and thousands of cached table
        # messages would only cost memory and garbage-collector time.
        client_options.setdefault("max_messages", None)
        client_options.setdefault("member_cache_flags", discord.MemberCacheFlags.none())
        if settings.bot.shard_ids is not None:  # else all of them (discord.py's default)
            client_options.setdefault("shard_ids", list(settings.bot.shard_ids))
        super().__init__(command_prefix=commands.when_mentioned, intents=intents,
                         tree_cls=CommandTree,
                         shard_count=settings.bot.shard_count, help_command=None,
                         allowed_mentions=discord.AllowedMentions(users=True, roles=False,
                                                                  everyone=False),
                         **client_options)
        amortize_bucket_sweep(self.http)  # its per-new-bucket scan grows with the tables
        self.settings = settings
        self._clock = clock
        self._seed_source = seed_source
        self._extensions = extensions if extensions is not None else discover_extensions()
        self._sync_commands = sync_commands
        self.presenter = Presenter(
            self, pictures=TablePicturesOnDiscord() if settings.bot.pictures else None)
        self.pressure = Pressure()  # people first when the loop is behind (cogs.pressure)
        self.was_ready = False  # reached on_ready once: a later failure "stopped" a running bot
        self._repairing: asyncio.Task[None] | None = None  # table messages found or posted again
        # Card code → emoji for rendering; empty (cards as text) until the start-up sync ends,
        # and for good when the setting is off or Discord refuses the uploads.
        self.card_emojis = CardEmojis()
        self.emoji_sync: asyncio.Task[None] | None = None
        self.collector: Collector | None = None  # started once the bot is loaded

    async def setup_hook(self) -> None:
        if self.presenter.pictures is not None:  # ready to draw by the first table edit
            await self.presenter.pictures.start()
        self.store = await Store.open(
            self.settings.store.url,
            rate_computer_matches=not self.settings.leaderboard.exclude_computer_matches)
        self.service = TableService(self.store, self.settings.tables, clock=self._clock,
                                    listeners=[self.presenter], seed_source=self._seed_source)
        self.service.background_turn = self.pressure.background_turn
        self.presenter.panels.background_turn = self.pressure.background_turn
        self.presenter.panels.idle_turn = self.pressure.idle_turn
        self.pressure.start()
        restored = await self.service.restore(own_guilds(self.settings.bot))
        playing = sum(1 for t in restored if t.status == "playing")
        log.info("store %s open; restored %d unfinished tables (%d playing)%s",
                 self.store.path, len(restored), playing, shards_words(self.settings.bot))
        self.tree.on_error = self.on_app_command_failure  # type: ignore[method-assign]
        for name in self._extensions:
            await self.load_extension(name)
        log.info("loaded cogs: %s", ", ".join(self._extensions))
        await self.tree.set_translator(CatalogTranslator())
        if self.settings.bot.card_emojis:  # in the background: no table waits for pictures
            self.emoji_sync = asyncio.create_task(self._sync_emojis(), name="card-emojis")
        else:
            log.info(EMOJIS_OFF)
        if self._sync_commands and not syncs_commands(self.settings.bot):
            log.info("commands are synced by the process that runs shard 0")
        elif self._sync_commands:
            guild_id = self.settings.bot.dev_guild_id
            if guild_id:
                guild = discord.Object(id=guild_id)
                self.tree.copy_global_to(guild=guild)
                synced = await self.tree.sync(guild=guild)
                log.info("synced %d commands to development guild %d", len(synced), guild_id)
            else:
                synced = await self.tree.sync()
                log.info("synced %d commands globally (may take up to an hour to appear)",
                         len(synced))
        for table in restored:
            self.presenter.refresh(table)  # redraw: the last shown state may predate a crash
        # A table opened just before a crash may lack its thread or message: find or post
        # them once the server cache is ready (whether the bot may make threads there).
        missing = [t for t in restored if t.message_id is None]
        if missing:
            self._repairing = self.presenter.track(self._repair(missing), name="repair")
        # Everything loaded so far lives as long as the process: frozen out of the garbage
        # collector's passes, and so, every second, is what survived since (``bot.collector``):
        # its middle passes were the longest stops of a busy bot.
        self.collector = Collector(calm=lambda: not self.pressure.busy)
        self.collector.start()

    async def _sync_emojis(self) -> None:
        try:  # one process uploads: the one that syncs the commands
            upload = syncs_commands(self.settings.bot)
            self.card_emojis = await sync_card_emojis(self, upload=upload)
        except Exception as err:  # cosmetic: never let it stop the bot
            log.warning("emojis: the start-up sync failed (%s: %s); cards show as text",
                        type(err).__name__, err, exc_info=log.isEnabledFor(logging.DEBUG))

    async def on_app_command_failure(self, interaction: discord.Interaction[Any],
                                     error: app_commands.AppCommandError) -> None:
        """A command that failed: a sentence for the user, never "thinking…" for good.

        A command this bot does not have (left over from an older sync, or a client that
        has not caught up) or whose options no longer match is no bug of ours: one log
        line, no traceback. Anything else is unexpected, and logged with its traceback."""
        if isinstance(error, Dropped):  # Discord had given up on it: nothing to answer
            return
        if isinstance(error, (app_commands.CommandNotFound,
                              app_commands.CommandSignatureMismatch)):
            name = getattr(error, "name", None) or getattr(
                getattr(error, "command", None), "qualified_name", "?")
            log.info("an unknown or outdated command /%s was used (synced by an older "
                     "version?); answered with a sentence", str(name)[:100])
            await answer_failure(interaction, _said(UNKNOWN_COMMAND, interaction))
            return
        if isinstance(error, app_commands.TransformerError):
            log.info("an option of /%s could not be read: %s",
                     interaction.command and interaction.command.qualified_name, error)
            await answer_failure(interaction, _said(UNREADABLE_OPTION, interaction))
            return
        log.error("command %s failed", interaction.command and interaction.command.name,
                  exc_info=error)
        await answer_failure(interaction)

    async def _repair(self, tables: list[Table]) -> None:
        await self.wait_until_ready()
        await placement.repair_all(self, tables)

    async def on_ready(self) -> None:
        self.was_ready = True
        log.info("ready as %s in %d guilds, %d shards%s", self.user, len(self.guilds),
                 len(self.shards), shards_words(self.settings.bot))

    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        """Answer the clicks no item of ours will: a custom_id that is not on the message it
        came from (an old client showing an earlier version, or a forged request), and a
        modal submitted that no modal of ours is waiting for.

        discord.py hands a click to a dynamic item only when the id, with its component
        type, is on the message, and drops it silently otherwise. Our ``ct:`` ids go to the
        same validating router either way (a stale one gets the fresh view); anything else
        gets a sentence — so every click is answered, and none twice."""
        data: dict[str, Any] = dict(interaction.data or {})
        custom_id = str(data.get("custom_id", ""))
        if interaction.type is discord.InteractionType.modal_submit:
            modals = getattr(getattr(self._connection, "_view_store", None), "_modals", {})
            if custom_id.startswith("ct:"):  # a hand panel's form: checked like its buttons
                await dispatch(interaction, custom_id, modal_values(data))
            elif custom_id not in modals:  # no modal of ours is waiting for it
                await Reply(interaction).say(_said(FORGED, interaction))
            return
        if interaction.type is not discord.InteractionType.component:
            return
        on_message = _on_message(interaction.message, custom_id, data.get("component_type"))
        if on_message and self._claimed(interaction, custom_id):
            return  # the dynamic item (or stored view) matching it answers
        if custom_id.startswith("ct:"):
            values = [str(v) for v in data.get("values", [])]
            await dispatch(interaction, custom_id, values)
        else:
            await Reply(interaction).say(
                _said(PAGE_GONE if custom_id.startswith("lb:") else FORGED, interaction))

    def _claimed(self, interaction: discord.Interaction[Any], custom_id: str) -> bool:
        """Whether a dynamic item or stored view of some cog will answer this click.

        discord.py has no public lookup, so this reads its view store; if that ever
        changes shape we assume "claimed" and stay silent rather than answer twice.
        """
        store = getattr(self._connection, "_view_store", None)
        patterns = getattr(store, "_dynamic_items", None)
        views = getattr(store, "_views", None)
        if not isinstance(patterns, dict) or not isinstance(views, dict):
            return True
        if any(pattern.fullmatch(custom_id) for pattern in patterns):
            return True
        message_id = interaction.message.id if interaction.message else None
        return any(key[1] == custom_id for bucket in (views.get(message_id, {}),
                                                      views.get(None, {}))
                   for key in bucket)

    async def close(self) -> None:
        if self._repairing is not None and not self.is_ready():
            self._repairing.cancel()  # it waits for a readiness that will not come now
        try:
            await self.pressure.stop()
            if self.collector is not None:
                await self.collector.stop()
            if self.emoji_sync is not None and not self.emoji_sync.done():
                self.emoji_sync.cancel()
                await asyncio.gather(self.emoji_sync, return_exceptions=True)
            if hasattr(self, "service"):
                await self.service.close()
                await self.presenter.flush()
            if self.presenter.pictures is not None:
                await self.presenter.pictures.close()
            if hasattr(self, "store"):
                await self.store.close()
        finally:
            await super().close()


UNKNOWN_COMMAND = Msg("guard-unknown-command")
UNREADABLE_OPTION = Msg("guard-unreadable-option")
PAGE_GONE = Msg("guard-page-gone")
FORGED = Msg("guard-forged")


def _said(text: Text, interaction: discord.Interaction[Any]) -> str:
    """A sentence in the Discord language of the one it answers."""
    return render(text, reader_locale(interaction))


def _on_message(message: discord.Message | None, custom_id: str, component_type: Any) -> bool:
    """Whether a component with this custom_id and type is on the message Discord sent,
    however deep: a Components v2 message nests its buttons in containers' rows and in
    sections' accessories."""
    stack: list[Any] = list(message.components) if message is not None else []
    while stack:
        item = stack.pop()
        if (getattr(item, "custom_id", None) == custom_id
                and getattr(getattr(item, "type", None), "value", None) == component_type):
            return True
        stack += getattr(item, "children", [])
        accessory = getattr(item, "accessory", None)
        if accessory is not None:
            stack.append(accessory)
    return False


def own_guilds(bot: BotSection) -> Callable[[int], bool] | None:
    """The servers whose tables this process keeps (None: all): those Discord routes to
    one of its shards."""
    mine = bot.shard_ids
    count = bot.shard_count
    if mine is None or count is None:
        return None
    shards = frozenset(mine)
    return lambda guild_id: (guild_id >> 22) % count in shards


def syncs_commands(bot: BotSection) -> bool:
    """Whether this process syncs the command tree: the one with shard 0 (or all shards).
    Several processes syncing at once would only race to write the same list."""
    return bot.shard_ids is None or 0 in bot.shard_ids


def shards_words(bot: BotSection) -> str:
    """`` (shards 0-3 of 8)`` for the log of a process that runs some of the shards."""
    if bot.shards is None:
        return ""
    return f" (shards {bot.shards} of {bot.shard_count})"  # not for players: logs


def create_bot(settings: Settings, **overrides: Any) -> CardTableBot:
    """The one factory: tests pass ``clock``/``seed_source`` or discord.py client options."""
    return CardTableBot(settings, **overrides)


def explain_failure(err: BaseException, locale: str | None = None) -> str:
    """One line saying why the bot stopped and what to do about it (no traceback: the
    person starting the bot may not be a Python programmer), in ``locale`` (the console's
    ``LANG`` when run; English by default)."""
    text: Text
    if isinstance(err, discord.LoginFailure):
        text = Msg("console-bad-token")
    elif isinstance(err, discord.PrivilegedIntentsRequired):
        text = Msg("console-intents")
    elif isinstance(err, StoreError):
        text = str(err)
    elif isinstance(err, discord.Forbidden):
        text = Msg("console-forbidden", error=str(err.text or err.status))
    elif isinstance(err, discord.HTTPException):
        text = Msg("console-http-error", error=f"{err.status} {err.text}")
    elif isinstance(err, (aiohttp.ClientError, OSError, TimeoutError, discord.GatewayNotFound)):
        text = Msg("console-unreachable", error=str(err or type(err).__name__))
    else:
        text = Msg("console-unexpected", error=f"{type(err).__name__}: {err}")
    return " ".join(render(text, locale).split())


async def check_store(settings: Settings) -> None:
    """Open (migrating) and close the store before connecting: an unusable path or a
    database from a newer version is then reported before any network traffic, and
    without a network."""
    store = await Store.open(settings.store.url)
    await store.close()


def use_uvloop() -> bool:
    """Make ``asyncio.run`` start uvloop, if it is installed (not on Windows). The bot's
    event loop does everything — gateway, HTTP, timers, tasks — and at 1,000 busy tables
    it was a full core; asyncio's own loop machinery was a tenth of that."""
    try:
        import uvloop
    except ImportError:
        log.info("uvloop is not installed: running on asyncio's own event loop")
        return False
    asyncio.set_event_loop_policy(uvloop.EventLoopPolicy())
    return True


def run(settings: Settings) -> int:
    """Run the bot until it is stopped (``python -m bot``); every failure is one line."""
    import sys

    logging.basicConfig(level=settings.bot.log_level,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    bot = create_bot(settings)
    if settings.bot.uvloop:
        use_uvloop()
    try:
        asyncio.run(check_store(settings))
        bot.run(settings.bot.token, log_handler=None)
    except Exception as err:  # every way of stopping gets its sentence, never a traceback
        started = bot.was_ready
        log.debug("the bot stopped on this error", exc_info=err)
        locale = os.environ.get("LANG")
        why = explain_failure(err, locale)
        print(render(Msg("console-stopped" if started else "console-cannot-start", why=why),
                     locale), file=sys.stderr)
        return 2
    return 0
