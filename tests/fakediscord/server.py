"""FakeDiscord: one aiohttp app serving Discord's REST API (/api/v10) and gateway.

The real discord.py client talks to it over 127.0.0.1; tests drive it as users
(slash commands, autocomplete, clicks, selects, modals) and read what the bot
did. It enforces what Discord enforces (limits, one answer per interaction, the
3-second first answer, followups only after an answer) and records every
breach, so a test fails where production would.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import secrets
import signal
import socket
import statistics
import sys
import tempfile
import time
import traceback
from collections import defaultdict, deque
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson
from aiohttp import BodyPartReader, WSMsgType, web

from . import arrival, layout, limits
from .emojis import AppEmojis, check_component_emojis
from .errors import HTTPError
from .errors import invalid as _invalid
from .layout import Media
from .model import (
    EPHEMERAL,
    HAS_THREAD,
    LOADING,
    MENTION,
    Channel,
    Guild,
    Interaction,
    Message,
    Rejection,
    Snowflakes,
    User,
    Violation,
    iso,
)
from .patch import ENV_URL, patched
from .uploads import Attachments, Upload, read_part

ACK_DEADLINE = 3.0
MESSAGE_CONTENT_INTENT = 1 << 15
GUILD_MESSAGES_INTENT = 1 << 9  # MESSAGE_CREATE/UPDATE/DELETE in servers
DM_MESSAGES_INTENT = 1 << 12  # ... in private chats
MEMBERS_INTENT = 1 << 1
CHILD_DIR = Path(__file__).resolve().parent / "child"

Json = Any


class FakeDiscordError(Exception):
    """A test asked for something a Discord user could not do."""


class CommandError(FakeDiscordError):
    """The command, subcommand or option does not exist or a value is invalid."""


class NotClickable(FakeDiscordError):
    """The message or component can't be used by this user (hidden, disabled, missing)."""


class NotConnected(FakeDiscordError):
    """No bot is connected to the gateway for this guild's shard."""


_MESSAGE_WRITE = re.compile(r"channels/(?P<cid>\d+)/messages(/\d+)?")
# Interaction webhooks: followups and edits through an interaction's token.
_WEBHOOK = re.compile(
    r"webhooks/(?P<app>\d+)/(?P<token>[^/]+)(?P<rest>/messages/(?:@original|\d+))?")
WEBHOOK_RATE = (5, 2.0)  # Discord's webhook bucket: 5 requests per 2 s, per token


def _dumps(data: Any) -> bytes:
    """JSON as Discord sends it. orjson (a dependency: discord.py reads with it too) keeps
    the fake's encoding of every frame and answer, and its parsing of every request, off
    the driver's loop; integer keys become strings as the standard library made them."""
    return orjson.dumps(data, option=orjson.OPT_NON_STR_KEYS)


def _bucket_window(buckets: dict[Any, tuple[float, int]], key: Any, limit: int, window: float,
                   now: float, name: str) -> tuple[float, int, dict[str, str]]:
    """A fixed-window bucket's (reset time, writes so far) for ``key`` — a fresh window once
    the last one has passed — and Discord's rate-limit headers for it (Remaining is added
    by the caller, which knows whether this write passes)."""
    reset_at, count = buckets.get(key, (0.0, 0))
    if now >= reset_at:
        reset_at, count = now + window, 0
    return reset_at, count, {
        "X-RateLimit-Limit": str(limit),
        "X-RateLimit-Bucket": name,
        "X-RateLimit-Reset-After": f"{reset_at - now:.3f}",
        "X-RateLimit-Reset": f"{time.time() + reset_at - now:.3f}",
    }


class _RateLimited(Exception):
    def __init__(self, retry_after: float, headers: dict[str, str]) -> None:
        super().__init__(retry_after)
        self.retry_after, self.headers = retry_after, headers


@dataclass(eq=False)
class _Conn:
    ws: web.WebSocketResponse
    queue: asyncio.Queue[tuple[str, Callable[[], None] | None]] = field(
        default_factory=asyncio.Queue
    )
    writer: asyncio.Task[None] | None = None
    closed: bool = False


@dataclass(eq=False)
class _Session:
    id: str
    token: str
    shard_id: int
    shard_count: int
    intents: int
    conn: _Conn | None
    seq: int = 0
    buffer: deque[dict[str, Any]] = field(default_factory=lambda: deque(maxlen=5000))


@dataclass
class _Req:
    method: str
    path: str
    query: dict[str, str]
    body: Any
    files: list[Upload]
    arrived: float = 0.0  # when its bytes reached the fake (see arrival.py)


@dataclass(eq=False)
class ChildBot:
    """A bot running in a child python process, pointed at the fake."""

    proc: asyncio.subprocess.Process
    log_path: Path

    @property
    def pid(self) -> int:
        return self.proc.pid

    @property
    def output(self) -> str:
        try:
            return self.log_path.read_text(errors="replace")
        except FileNotFoundError:
            return ""

    @property
    def running(self) -> bool:
        return self.proc.returncode is None

    async def kill(self) -> int:
        """SIGKILL, no goodbye: what a crash or OOM kill looks like."""
        if self.proc.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                self.proc.send_signal(signal.SIGKILL)
        return await self.proc.wait()

    async def terminate(self, timeout: float = 10.0) -> int:
        if self.proc.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                self.proc.terminate()
        try:
            return await asyncio.wait_for(self.proc.wait(), timeout)
        except TimeoutError:
            return await self.kill()

    async def __aenter__(self) -> ChildBot:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.kill()


class FakeDiscord:
    """A fake Discord for one process. See README.md for the driver API."""

    def __init__(
        self,
        *,
        quiet: float = 0.1,
        ack_deadline: float = ACK_DEADLINE,
        bot_name: str = "Card Table",
        shards: int = 1,
        token_ttl: float = 15 * 60,
        channel_rate: tuple[int, float] | None = None,
        webhook_rate: tuple[int, float] | None = WEBHOOK_RATE,
        webhook_headers: bool = True,
    ) -> None:
        self.quiet = quiet
        self.ack_deadline = ack_deadline
        self.token_ttl = token_ttl  # interaction tokens (followups, edits) expire like Discord's
        # Optional per-channel limit on message writes, e.g. (5, 5.0); None = unlimited.
        self.channel_rate = channel_rate
        self._buckets: dict[int, tuple[float, int]] = {}
        # Per interaction token, as Discord limits its webhooks (followups, edits of the
        # responses); ``webhook_headers=False`` hides the bucket from the client (a shared
        # bucket it cannot predict), so only honouring 429 and retry_after keeps it polite.
        self.webhook_rate = webhook_rate
        self.webhook_headers = webhook_headers
        self._token_buckets: dict[str, tuple[float, int]] = {}
        self.webhook_writes: list[tuple[float, int, str]] = []  # (time, interaction id, method)
        self.rate_limited: list[tuple[str, str]] = []  # (method, path) answered with 429
        # Every write through an interaction token, in order: (time, token, 200 or 429).
        self.webhook_log: list[tuple[float, str, int]] = []
        self._observers: list[Callable[[Message], None]] = []
        self.message_writes: list[tuple[float, int]] = []  # (monotonic time, channel id)
        self._ids = Snowflakes()
        self.bot_user = User(self._ids.next(), bot_name, bot=True)
        self.app_id = self.bot_user.id
        self.owner = User(self._ids.next(), "owner")
        self.users: dict[int, User] = {self.bot_user.id: self.bot_user, self.owner.id: self.owner}
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, Channel] = {}
        self._messages: dict[int, Message] = {}
        self._ephemerals: dict[int, list[Message]] = defaultdict(list)
        self.global_commands: list[dict[str, Any]] = []
        self.guild_commands: dict[int, list[dict[str, Any]]] = {}
        self.interactions: list[Interaction] = []
        self._by_id: dict[int, Interaction] = {}
        self._by_token: dict[str, Interaction] = {}
        self._pending: set[Interaction] = set()  # sent, answer still owed
        self._thinking: set[Interaction] = set()  # deferred with a "thinking…" message
        self._probes: dict[str, Callable[[], object]] = {}
        # Waiters for the next change in a channel (see ``next_change``), and threads by
        # parent: a driver of thousands of tables must not scan every message or channel.
        self._watchers: dict[int, list[asyncio.Future[None]]] = defaultdict(list)
        self._threads: dict[int, list[Channel]] = defaultdict(list)
        self._violations: list[Violation] = []
        self.rejections: list[Rejection] = []
        self.errors: list[str] = []  # fake bugs and unknown routes: always a test failure
        self._sessions: dict[str, _Session] = {}
        self._shard_sessions: dict[int, _Session] = {}
        self._conns: set[_Conn] = set()
        self.shard_count = shards  # what GET /gateway/bot recommends; IDENTIFY overrides
        self.identifies = 0
        self.resumes = 0
        self.command_syncs = 0
        self._busy = 0
        self._last_activity = time.monotonic()
        self._runner: web.AppRunner | None = None
        self.port = 0
        self.app_emojis = AppEmojis(self.app_id, self.owner, self._ids)
        self.attachments = Attachments(lambda: self.url, self._ids.next)
        self._routes = self._build_routes()
        # By method and first path segment (each pattern starts with a literal one): a
        # request tries a handful of patterns, not all fifty
        self._route_index: dict[tuple[str, str], list[tuple[
            re.Pattern[str], Callable[..., Awaitable[tuple[int, Any]]]]]] = defaultdict(list)
        for method, pattern, handler in self._routes:
            head = pattern.pattern.split("/", 1)[0]
            assert re.fullmatch(r"[\w@]+", head), f"route {pattern.pattern!r} needs a literal head"
            self._route_index[method, head].append((pattern, handler))
        self._tmpdir: tempfile.TemporaryDirectory[str] | None = None

    # ------------------------------------------------------------------ lifecycle

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    async def start(self) -> FakeDiscord:
        app = web.Application(client_max_size=64 * 1024 * 1024, middlewares=[arrival.stamp])
        app.router.add_get("/gateway", self._gateway)
        app.router.add_get("/gateway/", self._gateway)
        app.router.add_route("*", "/api/v10/{tail:.*}", self._rest)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        arrival.install(self._runner)
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", 0))
        self.port = sock.getsockname()[1]
        # Discord accepts every connection; the default backlog of 128 made a burst of new
        # connections (thousands of tables opening) time out against the fake alone
        await web.SockSite(self._runner, sock, backlog=4096).start()
        return self

    async def stop(self) -> None:
        for conn in list(self._conns):
            with contextlib.suppress(Exception):
                await conn.ws.close(code=1001)
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        if self._tmpdir is not None:
            self._tmpdir.cleanup()
            self._tmpdir = None

    async def __aenter__(self) -> FakeDiscord:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    def patch(self) -> contextlib.AbstractContextManager[None]:
        """Point discord.py in this process at the fake (restored on exit)."""
        return patched(self.url)

    @contextlib.asynccontextmanager
    async def running(self, bot: Any, token: str = "fake-token") -> AsyncIterator[Any]:
        """Run an in-process discord.py client against the fake until the block ends.

        Applies the patch unless it is already active; waits for on_ready.
        """
        from . import patch as patch_module

        stack = contextlib.ExitStack()
        if patch_module._active is None:
            stack.enter_context(self.patch())
        with stack:
            bot._connection.guild_ready_timeout = min(bot._connection.guild_ready_timeout, 0.1)
            task = asyncio.create_task(bot.start(token))
            ready = asyncio.create_task(bot.wait_until_ready())
            done, _ = await asyncio.wait({task, ready}, timeout=30, return_when="FIRST_COMPLETED")
            if ready not in done:
                ready.cancel()
                if task in done:
                    task.result()
                raise TimeoutError("bot did not become ready")
            try:
                yield bot
            finally:
                await bot.close()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await asyncio.wait_for(task, 10)

    # ------------------------------------------------------------------ world building

    def add_guild(
        self, name: str = "Test Guild", *, owner: User | None = None, shard: int | None = None
    ) -> Guild:
        """``shard``: an id that Discord routes to that shard (of ``shards`` given to the fake,
        or of the count the bots identified with)."""
        owner = owner or self.owner
        if shard is not None and not 0 <= shard < self.shard_count:
            raise FakeDiscordError(f"there is no shard {shard} of {self.shard_count}")
        gid = self._ids.next() if shard is None else self._ids.next_on_shard(
            shard, self.shard_count)
        guild = Guild(gid, name, owner.id)
        guild.members[self.bot_user.id] = self.bot_user
        guild.members[owner.id] = owner
        self.guilds[guild.id] = guild
        session = self._session_for(guild.id)
        if session is not None:
            self._dispatch(session, "GUILD_CREATE", self._guild_create(guild, session.intents))
        return guild

    def add_member(self, guild: Guild, name: str | User) -> User:
        user = name if isinstance(name, User) else User(self._ids.next(), name)
        self.users[user.id] = user
        guild.members[user.id] = user
        session = self._session_for(guild.id)
        if session is not None and session.intents & MEMBERS_INTENT:
            data = {**guild.member_payload(user), "guild_id": str(guild.id)}
            self._dispatch(session, "GUILD_MEMBER_ADD", data)
        return user

    def add_channel(self, guild: Guild, name: str = "general", *, threads: bool = True) -> Channel:
        """A text channel; ``threads=False`` denies thread creation (the bot gets a 403)."""
        channel = Channel(
            self._ids.next(), name, 0, guild, allow_threads=threads, position=len(guild.channels)
        )
        guild.channels[channel.id] = channel
        self.channels[channel.id] = channel
        self._dispatch_guild(guild.id, "CHANNEL_CREATE", channel.payload())
        return channel

    def add_thread(self, channel: Channel, name: str, *, owner: User | None = None) -> Channel:
        """A public thread created by a user (not the bot)."""
        return self._create_thread(channel, name, 11, owner or self.owner, None)

    def add_dm(self, user: User) -> Channel:
        """The user's private chat with the bot (the one a bot's create-DM call also finds)."""
        self.users.setdefault(user.id, user)
        for ch in self.channels.values():
            if ch.type == 1 and ch.recipients == [user]:
                return ch
        channel = Channel(self._ids.next(), user.name, 1, None, recipients=[user])
        self.channels[channel.id] = channel
        return channel

    # ------------------------------------------------------------------ reading the world

    def user(self, user_id: int) -> User:
        return self.users[int(user_id)]

    def channel(self, channel_id: int) -> Channel:
        return self.channels[int(channel_id)]

    def message(self, message_id: int) -> Message:
        return self._messages[int(message_id)]

    def messages(
        self, channel: Channel, *, system: bool = False, deleted: bool = False
    ) -> list[Message]:
        """Public messages of a channel or thread, oldest first, edits applied."""
        return [
            m
            for m in channel.messages
            if (deleted or not m.deleted) and (system or m.type in (0, 19, 20, 23))
        ]

    def last_message(self, channel: Channel) -> Message | None:
        msgs = self.messages(channel)
        return msgs[-1] if msgs else None

    def public_messages(self) -> list[Message]:
        """Every public message everywhere (for 'no hidden card in public' checks)."""
        return [m for m in self._messages.values() if m.owner is None and not m.deleted]

    def ephemerals(self, user: User, channel: Channel | None = None) -> list[Message]:
        """The user's ephemeral messages (only they see these), oldest first."""
        return [
            m
            for m in self._ephemerals[user.id]
            if not m.deleted and (channel is None or m.channel is channel)
        ]

    def last_ephemeral(self, user: User) -> Message | None:
        msgs = self.ephemerals(user)
        return msgs[-1] if msgs else None

    def dismiss(self, user: User, message: Message) -> None:
        """The user presses "Dismiss message" under their ephemeral message: it is gone for
        good, and the bot's edits of it through the token fail with 404 Unknown Message."""
        if message.owner is not user:
            raise NotClickable(f"{user.name} cannot dismiss {message!r}")
        message.deleted = True
        self._touch()

    def add_observer(self, observer: Callable[[Message], None]) -> None:
        """Call ``observer(message)`` as each message version reaches the fake: every create
        and edit, public or ephemeral, before the bot hears the answer (for checks of what a
        message showed at that instant, e.g. against the store)."""
        self._observers.append(observer)

    def _observe(self, message: Message) -> None:
        for observer in self._observers:
            try:
                observer(message)
            except Exception:
                self.errors.append(f"observer failed on {message.id}:\n{traceback.format_exc()}")

    def visible_to(self, user: User, channel: Channel) -> list[Message]:
        """What the user sees in the channel: public messages plus their own ephemerals."""
        out = self.messages(channel) + self.ephemerals(user, channel)
        return sorted(out, key=lambda m: m.id)

    def media_bytes(self, media: Media) -> bytes:
        """The bytes the bot uploaded for one picture of a message (``Message.media``)."""
        if media.attachment_id is None:
            raise LookupError(f"{media.url} is not an attachment of its message")
        return self.attachments.bytes_of(media.attachment_id)

    def threads(self, channel: Channel) -> list[Channel]:
        return [c for c in self._threads.get(channel.id, ()) if not c.deleted]

    async def next_change(self, channel: Channel, timeout: float) -> bool:
        """Wait until something changes in ``channel`` — a message (its own or a user's
        ephemeral one there) created, edited or deleted, or a thread made under it — or
        ``timeout`` passes; whether it changed. For drivers of many tables at once, which
        must not poll."""
        waiter: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._watchers[channel.id].append(waiter)
        try:
            await asyncio.wait_for(waiter, timeout)
        except TimeoutError:
            return False
        finally:
            waiters = self._watchers.get(channel.id)
            if waiters is not None and waiter in waiters:
                waiters.remove(waiter)
                if not waiters:
                    del self._watchers[channel.id]
        return True

    def _changed(self, channel_id: int) -> None:
        for waiter in self._watchers.pop(channel_id, ()):
            if not waiter.done():
                waiter.set_result(None)

    async def answer(self, rec: Interaction, timeout: float | None = None) -> Interaction:
        """Wait for the first answer to an interaction sent with ``wait=False``."""
        await asyncio.wait_for(rec.answered.wait(), timeout or self.ack_deadline + 0.5)
        return rec

    def last_response(self, user: User | None = None) -> Message | None:
        """What the bot last showed ``user`` (or anyone) in answer to an interaction."""
        rec = self.last_interaction(user)
        return rec.reply if rec is not None else None

    def last_interaction(self, user: User | None = None) -> Interaction | None:
        for rec in reversed(self.interactions):
            if user is None or rec.user is user:
                return rec
        return None

    def commands(self, guild: Guild | None = None) -> list[dict[str, Any]]:
        if guild is None:
            return list(self.global_commands)
        return list(self.guild_commands.get(guild.id, []))

    # ------------------------------------------------------------------ records

    @property
    def violations(self) -> list[Violation]:
        """Recorded breaches plus interactions left unanswered past the deadline."""
        now = time.monotonic()
        late = [
            Violation("unanswered", f"{r.name!r} got no answer within {self.ack_deadline}s", r.id)
            for r in self.interactions
            if r.response_type is None
            and not (r.lost or r.expired)
            and now - r.sent_at > self.ack_deadline
        ]
        return self._violations + late

    @property
    def lost_interactions(self) -> list[Interaction]:
        """Unanswered interactions whose bot connection died (kill tests expect these)."""
        return [r for r in self.interactions if r.lost and r.response_type is None]

    def assert_clean(self) -> None:
        problems = (
            [f"violation: {v}" for v in self.violations]
            + [f"rejected: {r}" for r in self.rejections]
            + [f"error: {e}" for e in self.errors]
        )
        if problems:
            raise AssertionError("fake Discord saw problems:\n" + "\n".join(problems))

    def clear_records(self) -> None:
        """Forget violations, rejections and errors (after a test provoked them on purpose)."""
        self._violations.clear()
        self.rejections.clear()
        self.errors.clear()
        for rec in self.interactions:
            if rec.response_type is None:
                rec.expired = True

    @property
    def latencies(self) -> list[float]:
        """Seconds from INTERACTION_CREATE sent to initial callback, for answered ones."""
        return [r.latency for r in self.interactions if r.latency is not None]

    def latency_stats(self) -> dict[str, float]:
        lat = sorted(self.latencies)
        if not lat:
            return {"n": 0}
        p99 = lat[min(len(lat) - 1, max(0, round(0.99 * len(lat)) - 1))]
        return {
            "n": len(lat),
            "p50_ms": statistics.median(lat) * 1000,
            "p99_ms": p99 * 1000,
            "max_ms": lat[-1] * 1000,
        }

    def _violate(self, kind: str, detail: str, rec: Interaction | None = None) -> None:
        self._violations.append(Violation(kind, detail, rec.id if rec else None))

    # ------------------------------------------------------------------ settling

    def _touch(self) -> None:
        self._last_activity = time.monotonic()

    def add_busy_probe(self, name: str, probe: Callable[[], object]) -> None:
        """Make idle() also wait while ``probe()`` is truthy (e.g. an in-process bot's pending
        debounced edits: work it scheduled on purpose that the fake cannot see yet)."""
        self._probes[name] = probe

    def remove_busy_probe(self, name: str) -> None:
        self._probes.pop(name, None)

    def busy_reasons(self) -> list[str]:
        now = time.monotonic()
        reasons = [f"probe {name!r} busy" for name, probe in self._probes.items() if probe()]
        if self._busy:
            reasons.append(f"{self._busy} request(s)/frame(s) in flight")
        for rec in list(self._pending):
            owed = rec.response_type is None and not (rec.lost or rec.expired)
            if not owed or now - rec.sent_at > self.ack_deadline:
                self._pending.discard(rec)
            else:
                reasons.append(f"interaction {rec.name!r} awaiting its answer")
        for rec in list(self._thinking):
            if rec.message is None or not rec.message.loading or rec.message.deleted:
                self._thinking.discard(rec)
            elif rec.lost:
                continue  # its bot died after deferring: it stays "thinking…", owed by no one
            else:
                reasons.append(f"interaction {rec.name!r} deferred and still 'thinking…'")
        if reasons:
            self._touch()  # the quiet period starts when the last reason went away
        return reasons

    async def idle(self, timeout: float = 10.0, *, quiet: float | None = None) -> None:
        """Wait until the bot is quiet: nothing in flight and no activity for ``quiet`` s."""
        quiet = self.quiet if quiet is None else quiet
        deadline = time.monotonic() + timeout
        while True:
            await asyncio.sleep(0)
            now = time.monotonic()
            reasons = self.busy_reasons()
            since = now - self._last_activity
            if not reasons and since >= quiet:
                return
            if now > deadline:
                raise TimeoutError(f"fake Discord not idle after {timeout}s: {reasons or 'active'}")
            await asyncio.sleep(min(0.01, max(0.001, quiet - since)) if not reasons else 0.005)

    async def wait_for(
        self, predicate: Callable[[], bool], timeout: float = 10.0, what: str = "condition"
    ) -> None:
        deadline = time.monotonic() + timeout
        while not predicate():
            if time.monotonic() > deadline:
                raise TimeoutError(f"timed out waiting for {what}")
            await asyncio.sleep(0.01)

    def connected(self, shard_id: int = 0) -> bool:
        session = self._shard_sessions.get(shard_id)
        return session is not None and session.conn is not None

    async def wait_connected(
        self, timeout: float = 20.0, *, identifies: int = 1, shards: Iterable[int] = (0,)
    ) -> None:
        """Wait until bots have identified ``identifies`` shards since the fake started and
        each of ``shards`` has a connected session."""
        wanted = tuple(shards)
        await self.wait_for(
            lambda: self.identifies >= identifies and all(self.connected(s) for s in wanted),
            timeout,
            f"a gateway IDENTIFY (shards {list(wanted)})",
        )

    async def wait_synced(self, timeout: float = 20.0, *, syncs: int = 1) -> None:
        """Wait until the bot has overwritten its commands ``syncs`` times."""
        await self.wait_for(lambda: self.command_syncs >= syncs, timeout, "a command sync")

    async def reconnect(self) -> None:
        """Ask every connected bot to reconnect (op 7); discord.py then RESUMEs."""
        for session in list(self._sessions.values()):
            if session.conn is not None:
                self._raw_send(session.conn, {"op": 7, "d": None, "s": None, "t": None})

    # ------------------------------------------------------------------ child processes

    def child_env(self, cwd: str | os.PathLike[str] | None = None) -> dict[str, str]:
        """Environment for a child bot: sitecustomize on PYTHONPATH applies the patch."""
        root = str(Path(cwd) if cwd else Path.cwd())
        parts = [str(CHILD_DIR), root]
        if os.environ.get("PYTHONPATH"):
            parts.append(os.environ["PYTHONPATH"])
        return {
            ENV_URL: self.url,
            "PYTHONPATH": os.pathsep.join(parts),
            "PYTHONUNBUFFERED": "1",
            "DISCORD_TOKEN": "fake-token",
        }

    async def spawn(
        self,
        *args: str,
        env: dict[str, str] | None = None,
        cwd: str | os.PathLike[str] | None = None,
        log_path: str | os.PathLike[str] | None = None,
        stdin: int | None = None,
    ) -> ChildBot:
        """Start ``python *args`` (e.g. ``"-m", "bot"``) pointed at this fake; ``stdin``:
        ``asyncio.subprocess.PIPE`` to talk to it (``tests.held_bot`` waits for a line)."""
        full_env = dict(os.environ)
        full_env.update(self.child_env(cwd))
        full_env.update(env or {})
        if log_path is None:
            if self._tmpdir is None:
                self._tmpdir = tempfile.TemporaryDirectory(prefix="fakediscord-")
            log_path = Path(self._tmpdir.name) / f"child-{time.monotonic_ns()}.log"
        path = Path(log_path)
        with path.open("ab") as log:
            proc = await asyncio.create_subprocess_exec(
                sys.executable, *args, stdin=stdin, stdout=log, stderr=log, env=full_env,
                cwd=cwd)
        return ChildBot(proc, path)

    # ------------------------------------------------------------------ gateway

    def _shard_of(self, guild_id: int | None) -> int:
        if guild_id is None:
            return 0
        return (guild_id >> 22) % max(1, self.shard_count)

    def _session_for(self, guild_id: int | None) -> _Session | None:
        return self._shard_sessions.get(self._shard_of(guild_id))

    def _raw_send(
        self, conn: _Conn, payload: dict[str, Any], on_sent: Callable[[], None] | None = None
    ) -> None:
        if conn.closed:
            return
        self._busy += 1
        self._touch()
        conn.queue.put_nowait((_dumps(payload).decode(), on_sent))

    async def _writer(self, conn: _Conn) -> None:
        while True:
            text, on_sent = await conn.queue.get()
            try:
                if on_sent is not None:  # the frame goes to the socket now: send_str writes
                    on_sent()  # it before it first waits (to drain), uncompressed
                await conn.ws.send_str(text)
            except Exception:  # the peer went away; the reader notices
                pass
            finally:
                self._busy -= 1
                self._touch()

    def _dispatch(
        self,
        session: _Session,
        event: str,
        data: Any,
        on_sent: Callable[[], None] | None = None,
    ) -> None:
        session.seq += 1
        payload = {"op": 0, "t": event, "s": session.seq, "d": data}
        session.buffer.append(payload)
        if session.conn is not None:
            self._raw_send(session.conn, payload, on_sent)

    def _dispatch_guild(self, guild_id: int | None, event: str, data: Any) -> None:
        session = self._session_for(guild_id)
        if session is not None:
            self._dispatch(session, event, data)

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        conn = _Conn(ws)
        conn.writer = asyncio.create_task(self._writer(conn))
        self._conns.add(conn)
        self._raw_send(conn, {"op": 10, "d": {"heartbeat_interval": 41250}, "s": None, "t": None})
        session: _Session | None = None
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                self._touch()
                frame = orjson.loads(msg.data)
                op, d = frame.get("op"), frame.get("d")
                if op == 1:
                    self._raw_send(conn, {"op": 11, "d": None, "s": None, "t": None})
                elif op == 2:
                    session = self._identify(conn, d)
                    if session is None:
                        await ws.close(code=4010, message=b"Invalid shard")
                        break
                elif op == 6:
                    session = self._resume(conn, d)
                elif op == 8 and session is not None:
                    self._chunk(session, d)
        finally:
            conn.closed = True
            self._conns.discard(conn)
            if session is not None and session.conn is conn:
                session.conn = None
                for rec in self.interactions:
                    # unanswered, or deferred and still "thinking…": nobody will answer now
                    if rec.session is session and (rec.response_type is None
                                                   or rec in self._thinking):
                        rec.lost = True
            if conn.writer is not None:
                conn.writer.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await conn.writer
            self._busy -= conn.queue.qsize()
            self._touch()
        return ws

    def _identify(self, conn: _Conn, d: dict[str, Any]) -> _Session | None:
        shard_id, shard_count = d.get("shard") or [0, 1]
        if not 0 <= shard_id < shard_count:
            # Discord closes the connection with 4010 "Invalid shard"
            self._violate("gateway", f"IDENTIFY with shard {shard_id} of {shard_count}")
            return None
        live = [o for o in self._shard_sessions.values() if o.conn and not o.conn.closed]
        other = next((o for o in live if o.shard_count != shard_count), None)
        if other is not None:
            # Discord would route each server by the count of the session it picks: processes
            # with different counts lose or double servers. A misconfiguration, always.
            self._violate("gateway", f"IDENTIFY with {shard_count} shards while shard "
                          f"{other.shard_id} runs with {other.shard_count}")
        elif any(o.shard_id == shard_id for o in live):
            self._violate("gateway", f"shard {shard_id} identified twice (two processes run it)")
        self.shard_count = shard_count
        session = _Session(
            secrets.token_hex(16),
            d.get("token", ""),
            shard_id,
            shard_count,
            int(d.get("intents") or 0),
            conn,
        )
        self._sessions[session.id] = session
        self._shard_sessions[shard_id] = session
        self.identifies += 1
        guilds = [g for g in self.guilds.values() if self._shard_of(g.id) == shard_id]
        ready = {
            "v": 10,
            "user": {**self.bot_user.payload(), "verified": True, "mfa_enabled": False},
            "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
            "session_id": session.id,
            "resume_gateway_url": self.gateway_url,
            "application": {"id": str(self.app_id), "flags": 0},
            "shard": [shard_id, shard_count],
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "session_type": "normal",
            "auth": {},
            "user_settings": {},
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": [],
        }
        self._dispatch(session, "READY", ready)
        for guild in guilds:
            self._dispatch(session, "GUILD_CREATE", self._guild_create(guild, session.intents))
        return session

    def _resume(self, conn: _Conn, d: dict[str, Any]) -> _Session | None:
        session = self._sessions.get(d.get("session_id", ""))
        if session is None or session.token != d.get("token"):
            self._raw_send(conn, {"op": 9, "d": False, "s": None, "t": None})
            return None
        session.conn = conn
        self.resumes += 1
        seq = int(d.get("seq") or 0)
        for payload in list(session.buffer):
            if payload["s"] > seq:
                self._raw_send(conn, payload)
        for rec in self.interactions:
            if rec.lost and rec.session is session and rec in self._thinking:
                rec.lost = False  # the resumed bot may still fill in its deferred answer
            elif rec.lost and rec.response_type is None and rec.session is session:
                rec.lost = False
                rec.sent_at = time.monotonic()
                self._pending.add(rec)
        self._dispatch(session, "RESUMED", {})
        return session

    def _chunk(self, session: _Session, d: dict[str, Any]) -> None:
        guild = self.guilds.get(int(d.get("guild_id", 0)))
        if guild is None:
            return
        chunk = {
            "guild_id": str(guild.id),
            "members": [guild.member_payload(u) for u in guild.members.values()],
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [],
        }
        if d.get("nonce") is not None:
            chunk["nonce"] = d["nonce"]
        self._dispatch(session, "GUILD_MEMBERS_CHUNK", chunk)

    def _guild_create(self, guild: Guild, intents: int) -> dict[str, Any]:
        channels = [c for c in guild.channels.values() if not c.deleted]
        members = list(guild.members.values()) if intents & MEMBERS_INTENT else [self.bot_user]
        return {
            "id": str(guild.id),
            "name": guild.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "owner_id": str(guild.owner_id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "roles": guild.roles_payload(),
            "emojis": [],
            "stickers": [],
            "features": [],
            "mfa_level": 0,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "public_updates_channel_id": None,
            "premium_tier": 0,
            "preferred_locale": guild.locale,
            "nsfw_level": 0,
            "premium_progress_bar_enabled": False,
            "joined_at": iso(guild.id),
            "large": False,
            "unavailable": False,
            "member_count": len(guild.members),
            "members": [guild.member_payload(u) for u in members],
            "channels": [c.payload() for c in channels if not c.is_thread],
            "threads": [c.payload() for c in channels if c.is_thread and not c.archived],
            "voice_states": [],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }

    # ------------------------------------------------------------------ REST plumbing

    def _json(self, status: int, data: Any) -> web.Response:
        if data is None:
            return web.Response(status=204)
        # Exactly "application/json": discord.py compares the header verbatim.
        return web.Response(
            status=status,
            body=_dumps(data),
            headers={"Content-Type": "application/json"},
        )

    async def _read_body(self, request: web.Request) -> tuple[Any, list[Upload]]:
        ctype = request.headers.get("Content-Type", "")
        files: list[Upload] = []
        if ctype.startswith("multipart/"):
            body: Any = {}
            reader = await request.multipart()
            async for part in reader:
                if not isinstance(part, BodyPartReader):
                    continue
                if part.name == "payload_json":
                    body = orjson.loads(await part.text())
                else:
                    files.append(await read_part(part))
            return body, files
        raw = await request.read()
        if not raw:
            return None, files
        return orjson.loads(raw), files

    def _webhook_limit(self, method: str, path: str) -> dict[str, str]:
        """The interaction token's bucket (when enabled): headers, or a 429."""
        match = _WEBHOOK.fullmatch(path)
        if match is None:
            return {}
        rec = self._by_token.get(match["token"])
        if rec is not None and method != "GET":
            self.webhook_writes.append((time.monotonic(), rec.id, method))
        if self.webhook_rate is None:
            return {}
        if rec is not None and method != "GET":
            self.webhook_writes.pop()  # counted below, once it passes the bucket
        limit, window = self.webhook_rate
        now = time.monotonic()
        reset_at, count, headers = _bucket_window(
            self._token_buckets, match["token"], limit, window, now, "fake-interaction-webhook")
        if count >= limit:
            self.rate_limited.append((method, path))
            if method != "GET":
                self.webhook_log.append((now, match["token"], 429))
            raise _RateLimited(reset_at - now, {**headers, "X-RateLimit-Remaining": "0"}
                               if self.webhook_headers else {})
        self._token_buckets[match["token"]] = (reset_at, count + 1)
        if method != "GET":
            self.webhook_log.append((now, match["token"], 200))
        if rec is not None and method != "GET":
            self.webhook_writes.append((now, rec.id, method))
        headers["X-RateLimit-Remaining"] = str(limit - count - 1)
        return headers if self.webhook_headers else {}

    def _rate_limit(self, method: str, path: str) -> tuple[int | None, dict[str, str]]:
        """Per-channel message-write bucket (when enabled): returns (channel, headers) or 429s;
        an interaction webhook's per-token bucket likewise (with no channel)."""
        match = _MESSAGE_WRITE.fullmatch(path)
        if match is None or method not in ("POST", "PATCH", "DELETE"):
            return None, self._webhook_limit(method, path)
        cid = int(match["cid"])
        if self.channel_rate is None:
            return cid, {}
        limit, window = self.channel_rate
        now = time.monotonic()
        reset_at, count, headers = _bucket_window(
            self._buckets, cid, limit, window, now, "fake-channel-messages")
        if count >= limit:
            self.rate_limited.append((method, path))
            raise _RateLimited(reset_at - now, {**headers, "X-RateLimit-Remaining": "0"})
        self._buckets[cid] = (reset_at, count + 1)
        headers["X-RateLimit-Remaining"] = str(limit - count - 1)
        return cid, headers

    def webhook_pushback(self) -> tuple[int, int]:
        """(429s on interaction tokens, how many of them came right after another 429 on
        the same token): the second is a retry storm, 0 for a client that honours
        ``retry_after`` (benchmarks print both)."""
        last: dict[str, int] = {}
        limited = repeated = 0
        for _t, token, status in self.webhook_log:
            if status == 429:
                limited += 1
                repeated += last.get(token) == 429
            last[token] = status
        return limited, repeated

    def peak_rate(self, channel: Channel, window: float = 5.0) -> int:
        """Most message writes (send/edit/delete, via REST routes) the bot made to ``channel``
        inside any ``window`` seconds: check edits are coalesced under Discord's limits."""
        times = [t for t, cid in self.message_writes if cid == channel.id]
        best, lo = 0, 0
        for hi, t in enumerate(times):
            while t - times[lo] > window:
                lo += 1
            best = max(best, hi - lo + 1)
        return best

    async def _rest(self, request: web.Request) -> web.Response:
        self._busy += 1
        self._touch()
        path = request.match_info["tail"]
        try:
            body, files = await self._read_body(request)
            try:
                cid, rl_headers = self._rate_limit(request.method, path)
            except _RateLimited as limited:
                # Via + JSON retry_after: otherwise discord.py takes it for a Cloudflare ban.
                body_429 = {
                    "message": "You are being rate limited.",
                    "retry_after": limited.retry_after,
                    "global": False,
                }
                response = self._json(429, body_429)
                response.headers.update({**limited.headers, "Via": "1.1 google"})
                return response
            if cid is not None:
                self.message_writes.append((time.monotonic(), cid))
            req = _Req(request.method, path, dict(request.query), body, files,
                       request.get(arrival.ARRIVED) or time.monotonic())
            for pattern, handler in self._route_index.get(
                    (request.method, path.split("/", 1)[0]), ()):
                match = pattern.fullmatch(path)
                if match is None:
                    continue
                try:
                    status, data = await handler(req, **match.groupdict())
                except HTTPError as exc:
                    self.rejections.append(
                        Rejection(
                            request.method, path, exc.status, exc.code, exc.message, exc.errors
                        )
                    )
                    return self._json(
                        exc.status, {"message": exc.message, "code": exc.code, "errors": exc.errors}
                    )
                response = self._json(status, data)
                response.headers.update(rl_headers)
                return response
            self.errors.append(f"unhandled route {request.method} /api/v10/{path}")
            return self._json(404, {"message": "404: Not Found", "code": 0})
        except Exception:
            # A 400, not a 500: discord.py retries 5xx with sleeps, which would hang tests.
            self.errors.append(
                f"fake crashed on {request.method} {path}:\n{traceback.format_exc()}"
            )
            return self._json(400, {"message": "fake Discord internal error", "code": 0})
        finally:
            self._busy -= 1
            self._touch()

    def _build_routes(
        self,
    ) -> list[tuple[str, re.Pattern[str], Callable[..., Awaitable[tuple[int, Any]]]]]:
        n = r"(?P<{}>\d+)"
        table: list[tuple[str, str, Callable[..., Awaitable[tuple[int, Any]]]]] = [
            ("GET", "users/@me", self._get_me),
            ("GET", f"users/{n.format('uid')}", self._get_user),
            ("POST", "users/@me/channels", self._create_dm),
            ("GET", "oauth2/applications/@me", self._get_app),
            ("GET", "applications/@me", self._get_app),
            ("GET", "gateway", self._get_gateway),
            ("GET", "gateway/bot", self._get_gateway),
            ("PUT", f"applications/{n.format('app')}/commands", self._put_commands),
            ("GET", f"applications/{n.format('app')}/commands", self._get_commands),
            ("POST", f"applications/{n.format('app')}/commands", self._post_command),
            (
                "DELETE",
                f"applications/{n.format('app')}/commands/{n.format('cmd')}",
                self._del_command,
            ),
            (
                "PUT",
                f"applications/{n.format('app')}/guilds/{n.format('gid')}/commands",
                self._put_commands,
            ),
            (
                "GET",
                f"applications/{n.format('app')}/guilds/{n.format('gid')}/commands",
                self._get_commands,
            ),
            (
                "POST",
                f"applications/{n.format('app')}/guilds/{n.format('gid')}/commands",
                self._post_command,
            ),
            (
                "DELETE",
                f"applications/{n.format('app')}/guilds/{n.format('gid')}/commands/{n.format('cmd')}",
                self._del_command,
            ),
            ("GET", f"guilds/{n.format('gid')}", self._get_guild),
            ("GET", f"guilds/{n.format('gid')}/channels", self._get_guild_channels),
            ("GET", f"guilds/{n.format('gid')}/threads/active", self._get_active_threads),
            ("GET", f"guilds/{n.format('gid')}/members", self._get_members),
            ("GET", f"guilds/{n.format('gid')}/members/{n.format('uid')}", self._get_member),
            ("GET", f"channels/{n.format('cid')}", self._get_channel),
            ("PATCH", f"channels/{n.format('cid')}", self._patch_channel),
            ("DELETE", f"channels/{n.format('cid')}", self._delete_channel),
            ("POST", f"channels/{n.format('cid')}/threads", self._post_thread),
            (
                "POST",
                f"channels/{n.format('cid')}/messages/{n.format('mid')}/threads",
                self._post_thread,
            ),
            (
                "PUT",
                f"channels/{n.format('cid')}/thread-members/(?P<uid>@me|\\d+)",
                self._thread_member,
            ),
            (
                "DELETE",
                f"channels/{n.format('cid')}/thread-members/(?P<uid>@me|\\d+)",
                self._thread_member,
            ),
            ("GET", f"channels/{n.format('cid')}/thread-members", self._get_thread_members),
            ("GET", f"channels/{n.format('cid')}/messages", self._get_history),
            ("POST", f"channels/{n.format('cid')}/messages", self._post_message),
            ("GET", f"channels/{n.format('cid')}/messages/{n.format('mid')}", self._get_message),
            (
                "PATCH",
                f"channels/{n.format('cid')}/messages/{n.format('mid')}",
                self._patch_message,
            ),
            (
                "DELETE",
                f"channels/{n.format('cid')}/messages/{n.format('mid')}",
                self._delete_message,
            ),
            (
                "PUT",
                f"channels/{n.format('cid')}/messages/{n.format('mid')}/reactions/.+",
                self._no_content,
            ),
            (
                "DELETE",
                f"channels/{n.format('cid')}/messages/{n.format('mid')}/reactions/.+",
                self._no_content,
            ),
            ("POST", f"channels/{n.format('cid')}/typing", self._no_content),
            (
                "PUT",
                f"channels/{n.format('cid')}/(messages/)?pins/{n.format('mid')}",
                self._no_content,
            ),
            (
                "DELETE",
                f"channels/{n.format('cid')}/(messages/)?pins/{n.format('mid')}",
                self._no_content,
            ),
            ("POST", f"interactions/{n.format('iid')}/(?P<token>[^/]+)/callback", self._callback),
            ("POST", f"webhooks/{n.format('app')}/(?P<token>[^/]+)", self._followup),
            (
                "GET",
                f"webhooks/{n.format('app')}/(?P<token>[^/]+)/messages/(?P<mid>@original|\\d+)",
                self._webhook_get,
            ),
            (
                "PATCH",
                f"webhooks/{n.format('app')}/(?P<token>[^/]+)/messages/(?P<mid>@original|\\d+)",
                self._webhook_edit,
            ),
            (
                "DELETE",
                f"webhooks/{n.format('app')}/(?P<token>[^/]+)/messages/(?P<mid>@original|\\d+)",
                self._webhook_delete,
            ),
            *self.app_emojis.routes(),
        ]
        return [(m, re.compile(p), h) for m, p, h in table]

    # ------------------------------------------------------------------ REST: identity

    async def _get_me(self, req: _Req) -> tuple[int, Any]:
        return 200, {**self.bot_user.payload(), "verified": True, "mfa_enabled": False}

    async def _get_user(self, req: _Req, uid: str) -> tuple[int, Any]:
        user = self.users.get(int(uid))
        if user is None:
            raise HTTPError(404, 10013, "Unknown User")
        return 200, user.payload()

    async def _create_dm(self, req: _Req) -> tuple[int, Any]:
        user = self.users.get(int(req.body["recipient_id"]))
        if user is None:
            raise HTTPError(404, 10013, "Unknown User")
        for ch in self.channels.values():
            if ch.type == 1 and ch.recipients == [user]:
                return 200, ch.payload()
        channel = Channel(self._ids.next(), user.name, 1, None, recipients=[user])
        self.channels[channel.id] = channel
        return 200, channel.payload()

    async def _get_app(self, req: _Req) -> tuple[int, Any]:
        return 200, {
            "id": str(self.app_id),
            "name": self.bot_user.name,
            "description": "",
            "icon": None,
            "bot_public": True,
            "bot_require_code_grant": False,
            "owner": self.owner.payload(),
            "team": None,
            "verify_key": "0" * 64,
            "flags": 0,
            "interactions_endpoint_url": None,
            "bot": self.bot_user.payload(),
            "summary": "",
            "rpc_origins": [],
            "tags": [],
            "redirect_uris": [],
        }

    async def _get_gateway(self, req: _Req) -> tuple[int, Any]:
        return 200, {
            "url": self.gateway_url,
            "shards": self.shard_count,
            "session_start_limit": {
                "total": 1000,
                "remaining": 1000,
                "reset_after": 0,
                "max_concurrency": 1,
            },
        }

    # ------------------------------------------------------------------ REST: commands

    def _command_list(self, gid: str | None) -> list[dict[str, Any]]:
        if gid is None:
            return self.global_commands
        if int(gid) not in self.guilds:
            raise HTTPError(404, 10004, "Unknown Guild")
        return self.guild_commands.setdefault(int(gid), [])

    def _stamp_command(
        self, cmd: dict[str, Any], gid: str | None, old: list[dict[str, Any]]
    ) -> dict[str, Any]:
        ctype = cmd.get("type", 1)
        prior = next((c for c in old if c["name"] == cmd["name"] and c["type"] == ctype), None)
        out = {
            "description": "",
            "options": [],
            "default_member_permissions": None,
            "dm_permission": True,
            "nsfw": False,
            **cmd,
            "type": ctype,
            "id": prior["id"] if prior else str(self._ids.next()),
            "application_id": str(self.app_id),
            "version": str(self._ids.next()),
        }
        if gid is not None:
            out["guild_id"] = gid
        return out

    async def _put_commands(self, req: _Req, app: str, gid: str | None = None) -> tuple[int, Any]:
        problems = limits.check_commands(req.body)
        if problems:
            raise _invalid(problems)
        old = self._command_list(gid)
        new = [self._stamp_command(c, gid, old) for c in req.body]
        old[:] = new
        self.command_syncs += 1
        return 200, new

    async def _get_commands(self, req: _Req, app: str, gid: str | None = None) -> tuple[int, Any]:
        return 200, self._command_list(gid)

    async def _post_command(self, req: _Req, app: str, gid: str | None = None) -> tuple[int, Any]:
        problems = limits.check_commands([req.body])
        if problems:
            raise _invalid(problems)
        cmds = self._command_list(gid)
        new = self._stamp_command(req.body, gid, cmds)
        cmds[:] = [c for c in cmds if c["id"] != new["id"]] + [new]
        return 201, new

    async def _del_command(
        self, req: _Req, app: str, cmd: str, gid: str | None = None
    ) -> tuple[int, Any]:
        cmds = self._command_list(gid)
        cmds[:] = [c for c in cmds if c["id"] != cmd]
        return 204, None

    # ------------------------------------------------------------------ REST: guilds, channels

    def _guild(self, gid: str) -> Guild:
        guild = self.guilds.get(int(gid))
        if guild is None:
            raise HTTPError(404, 10004, "Unknown Guild")
        return guild

    def _channel(self, cid: str) -> Channel:
        channel = self.channels.get(int(cid))
        if channel is None or channel.deleted:
            raise HTTPError(404, 10003, "Unknown Channel")
        return channel

    async def _get_guild(self, req: _Req, gid: str) -> tuple[int, Any]:
        data = self._guild_create(self._guild(gid), MEMBERS_INTENT)
        for key in ("members", "channels", "threads", "voice_states", "presences"):
            data.pop(key)
        return 200, data

    async def _get_guild_channels(self, req: _Req, gid: str) -> tuple[int, Any]:
        guild = self._guild(gid)
        return 200, [
            c.payload() for c in guild.channels.values() if not c.is_thread and not c.deleted
        ]

    async def _get_active_threads(self, req: _Req, gid: str) -> tuple[int, Any]:
        guild = self._guild(gid)
        threads = [
            c.payload()
            for c in guild.channels.values()
            if c.is_thread and not c.deleted and not c.archived
        ]
        return 200, {"threads": threads, "members": []}

    async def _get_members(self, req: _Req, gid: str) -> tuple[int, Any]:
        guild = self._guild(gid)
        return 200, [guild.member_payload(u) for u in guild.members.values()]

    async def _get_member(self, req: _Req, gid: str, uid: str) -> tuple[int, Any]:
        guild = self._guild(gid)
        user = guild.members.get(int(uid))
        if user is None:
            raise HTTPError(404, 10007, "Unknown Member")
        return 200, guild.member_payload(user)

    async def _get_channel(self, req: _Req, cid: str) -> tuple[int, Any]:
        return 200, self._channel(cid).payload()

    async def _patch_channel(self, req: _Req, cid: str) -> tuple[int, Any]:
        channel = self._channel(cid)
        body = req.body or {}
        if "name" in body:
            channel.name = body["name"]
        if "archived" in body:
            channel.archived = bool(body["archived"])
        if "locked" in body:
            channel.locked = bool(body["locked"])
        gid = channel.guild.id if channel.guild else None
        self._dispatch_guild(
            gid, "THREAD_UPDATE" if channel.is_thread else "CHANNEL_UPDATE", channel.payload()
        )
        return 200, channel.payload()

    async def _delete_channel(self, req: _Req, cid: str) -> tuple[int, Any]:
        channel = self._channel(cid)
        channel.deleted = True
        gid = channel.guild.id if channel.guild else None
        if channel.is_thread:
            self._dispatch_guild(
                gid,
                "THREAD_DELETE",
                {
                    "id": str(channel.id),
                    "guild_id": str(gid),
                    "parent_id": str(channel.parent_id),
                    "type": channel.type,
                },
            )
        else:
            self._dispatch_guild(gid, "CHANNEL_DELETE", channel.payload())
        return 200, channel.payload()

    def _create_thread(
        self, parent: Channel, name: str, ctype: int, owner: User, message: Message | None
    ) -> Channel:
        assert parent.guild is not None
        tid = message.id if message is not None else self._ids.next()
        thread = Channel(tid, name, ctype, parent.guild, parent_id=parent.id, owner_id=owner.id)
        thread.thread_members.add(owner.id)
        parent.guild.channels[thread.id] = thread
        self.channels[thread.id] = thread
        self._threads[parent.id].append(thread)
        self._changed(parent.id)
        if message is not None:
            message.data = {
                **message.data,
                "flags": message.flags | HAS_THREAD,
                "thread": thread.payload(),
            }
        self._dispatch_guild(
            parent.guild.id, "THREAD_CREATE", {**thread.payload(), "newly_created": True}
        )
        return thread

    async def _post_thread(self, req: _Req, cid: str, mid: str | None = None) -> tuple[int, Any]:
        parent = self._channel(cid)
        body = req.body or {}
        if parent.type not in (0, 5) or parent.guild is None:
            raise HTTPError(400, 50024, "Cannot execute action on this channel type")
        if not parent.allow_threads:
            raise HTTPError(403, 50013, "Missing Permissions")
        name = body.get("name") or ""
        if not 1 <= len(name) <= 100:
            raise _invalid([(("name",), "Must be between 1 and 100 in length.")])
        message = None
        if mid is not None:
            message = self._messages.get(int(mid))
            if message is None or message.channel is not parent or message.deleted:
                raise HTTPError(404, 10008, "Unknown Message")
            if message.flags & HAS_THREAD:
                raise HTTPError(400, 160004, "A thread has already been created for this message")
        ctype = 11 if mid is not None else int(body.get("type") or 12)
        thread = self._create_thread(parent, name, ctype, self.bot_user, message)
        return 201, thread.payload()

    async def _thread_member(self, req: _Req, cid: str, uid: str) -> tuple[int, Any]:
        channel = self._channel(cid)
        user_id = self.bot_user.id if uid == "@me" else int(uid)
        if req.method == "PUT":
            channel.thread_members.add(user_id)
        else:
            channel.thread_members.discard(user_id)
        return 204, None

    async def _get_thread_members(self, req: _Req, cid: str) -> tuple[int, Any]:
        channel = self._channel(cid)
        return 200, [
            {"id": str(channel.id), "user_id": str(u), "join_timestamp": iso(), "flags": 0}
            for u in channel.thread_members
        ]

    async def _no_content(
        self, req: _Req, cid: str, mid: str | None = None, **_: Any
    ) -> tuple[int, Any]:
        self._channel(cid)
        return 204, None

    # ------------------------------------------------------------------ messages

    def _fill(
        self, payload: dict[str, Any], data: dict[str, Any], files: list[Upload]
    ) -> None:
        """Apply the given fields of a create/edit body to a message payload."""
        if "content" in data:
            payload["content"] = data["content"] or ""
            ids = {int(m) for m in MENTION.findall(payload["content"])}
            payload["mentions"] = [self.users[i].payload() for i in ids if i in self.users]
        if "embeds" in data:
            payload["embeds"] = [{"type": "rich", **e} for e in data["embeds"] or []]
        if "components" in data:
            payload["components"] = list(data["components"] or [])
        if "flags" in data and data["flags"] is not None:
            keep = payload.get("flags", 0) & (EPHEMERAL | LOADING | HAS_THREAD)
            payload["flags"] = keep | (int(data["flags"]) & (4 | 4096 | limits.IS_COMPONENTS_V2))
        self.attachments.apply(payload, data, files)
        layout.resolve(payload)

    def _new_message(
        self,
        channel: Channel,
        data: dict[str, Any],
        files: list[Upload],
        *,
        author: User | None = None,
        owner: User | None = None,
        rec: Interaction | None = None,
        mtype: int = 0,
        extra_flags: int = 0,
        validate: bool = True,
    ) -> Message:
        if validate:
            named = {**data, "attachments": [*(data.get("attachments") or []),
                                             *({"filename": f.filename} for f in files)]}
            problems = limits.check_message(data) + self._checks(named)
            problems += self.attachments.problems({}, data, files)
            if problems:
                raise _invalid(problems, ("data",) if rec else ())
            if limits.is_empty(data) and not files:
                raise HTTPError(400, 50006, "Cannot send an empty message")
        author = author or self.bot_user
        mid = self._ids.next()
        payload: dict[str, Any] = {
            "id": str(mid),
            "channel_id": str(channel.id),
            "author": author.payload(),
            "content": "",
            "timestamp": iso(mid),
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [],
            "embeds": [],
            "components": [],
            "pinned": False,
            "type": mtype,
            "flags": extra_flags,
        }
        if channel.guild is not None:
            payload["guild_id"] = str(channel.guild.id)
        self._fill(payload, {k: v for k, v in data.items() if k != "flags"}, files)
        payload["flags"] = extra_flags | (
            int(data.get("flags") or 0) & (4 | 4096 | limits.IS_COMPONENTS_V2)
        )
        if owner is not None:
            payload["flags"] |= EPHEMERAL
        if rec is not None:
            payload["webhook_id"] = str(self.app_id)
            payload["application_id"] = str(self.app_id)
            meta: dict[str, Any] = {
                "id": str(rec.id),
                "type": rec.type,
                "user": rec.user.payload(),
                "authorizing_integration_owners": rec.payload.get(
                    "authorizing_integration_owners", {}
                ),
            }
            if rec.message is not None and rec.message is not rec.source_message:
                meta["original_response_message_id"] = str(rec.message.id)
            if rec.source_message is not None:
                meta["interacted_message_id"] = str(rec.source_message.id)
            payload["interaction_metadata"] = meta
            if rec.type == 2:
                payload["interaction"] = {
                    "id": str(rec.id),
                    "type": 2,
                    "name": rec.name,
                    "user": rec.user.payload(),
                }
        ref = data.get("message_reference")
        if ref and ref.get("message_id") and int(ref["message_id"]) in self._messages:
            target = self._messages[int(ref["message_id"])]
            payload["type"] = 19
            payload["message_reference"] = {
                "message_id": str(target.id),
                "channel_id": str(target.channel.id),
                **({"guild_id": str(channel.guild.id)} if channel.guild else {}),
            }
            payload["referenced_message"] = dict(target.data)
        msg = Message(payload, channel, owner=owner, interaction_id=rec.id if rec else None)
        self._messages[mid] = msg
        self._changed(channel.id)
        self._observe(msg)
        if owner is not None:
            self._ephemerals[owner.id].append(msg)
        else:
            channel.messages.append(msg)
            if channel.is_thread and channel.archived and not channel.locked:
                channel.archived = False
            self._dispatch_message("MESSAGE_CREATE", msg)
        return msg

    def _event_payload(self, msg: Message) -> dict[str, Any]:
        data = dict(msg.data)  # shallow: frames are serialized when queued, never mutated
        guild = msg.channel.guild
        if guild is not None:
            author = self.users.get(msg.author_id)
            if author is not None and author.id in guild.members:
                data["member"] = guild.member_payload(author, with_user=False)
        return data

    def _dispatch_message(self, event: str, msg: Message) -> None:
        if msg.owner is not None:
            return  # Discord never sends gateway events for ephemeral messages
        guild_id = msg.channel.guild.id if msg.channel.guild else None
        session = self._session_for(guild_id)
        if session is None:
            return
        if not session.intents & (GUILD_MESSAGES_INTENT if guild_id else DM_MESSAGES_INTENT):
            return  # Discord sends message events only to bots with the message intents
        data = self._event_payload(msg)
        if (
            msg.author_id != self.bot_user.id
            and not session.intents & MESSAGE_CONTENT_INTENT
            and self.bot_user.id not in msg.mentions
        ):
            data.update(content="", embeds=[], attachments=[], components=[])
        self._dispatch(session, event, data)

    def _checks(self, data: dict[str, Any]) -> list[limits.Problem]:
        """Rules kept in their own modules: Components v2, emojis on components."""
        return layout.check(data) + check_component_emojis(data, self.app_emojis.items.keys())

    def _edit(
        self,
        msg: Message,
        data: dict[str, Any],
        files: list[Upload],
        *,
        prefix: tuple[str, ...] = (),
    ) -> Message:
        # Shallow copy: _fill only replaces top-level keys, so history keeps old versions intact.
        candidate = dict(msg.data)
        problems = self.attachments.problems(msg.data, data, files)
        self._fill(candidate, data, files)
        problems += limits.check_message(candidate) + self._checks(candidate)
        problems += layout.check_edit(msg.data, candidate)
        if problems:
            raise _invalid(problems, prefix)
        if limits.is_empty(candidate):
            raise HTTPError(400, 50006, "Cannot send an empty message")
        candidate["flags"] = candidate.get("flags", 0) & ~LOADING
        candidate["edited_timestamp"] = iso()
        msg.history.append(msg.data)
        self.attachments.forget(msg.data, candidate)
        msg.data = candidate
        self._changed(msg.channel.id)
        self._observe(msg)
        self._dispatch_message("MESSAGE_UPDATE", msg)
        return msg

    def _delete(self, msg: Message) -> None:
        msg.deleted = True
        self._changed(msg.channel.id)
        if msg.owner is None:
            guild = msg.channel.guild
            data = {"id": str(msg.id), "channel_id": str(msg.channel.id)}
            if guild is not None:
                data["guild_id"] = str(guild.id)
            session = self._session_for(guild.id if guild else None)
            wanted = GUILD_MESSAGES_INTENT if guild is not None else DM_MESSAGES_INTENT
            if session is not None and session.intents & wanted:
                self._dispatch(session, "MESSAGE_DELETE", data)

    def _channel_message(self, cid: str, mid: str) -> Message:
        channel = self._channel(cid)
        msg = self._messages.get(int(mid))
        if msg is None or msg.channel is not channel or msg.deleted or msg.owner is not None:
            raise HTTPError(404, 10008, "Unknown Message")
        return msg

    async def _get_history(self, req: _Req, cid: str) -> tuple[int, Any]:
        channel = self._channel(cid)
        limit = max(1, min(100, int(req.query.get("limit", 50))))
        msgs = [m for m in channel.messages if not m.deleted]
        if "before" in req.query:
            msgs = [m for m in msgs if m.id < int(req.query["before"])]
            msgs = msgs[-limit:]
        elif "after" in req.query:
            msgs = [m for m in msgs if m.id > int(req.query["after"])][:limit]
        elif "around" in req.query:
            pivot = int(req.query["around"])
            older = [m for m in msgs if m.id <= pivot][-(limit // 2 + 1) :]
            newer = [m for m in msgs if m.id > pivot][: limit - len(older)]
            msgs = older + newer
        else:
            msgs = msgs[-limit:]
        return 200, [m.data for m in reversed(msgs)]

    async def _post_message(self, req: _Req, cid: str) -> tuple[int, Any]:
        channel = self._channel(cid)
        if channel.is_thread and channel.locked:
            raise HTTPError(403, 50083, "Thread is locked")
        msg = self._new_message(channel, req.body or {}, req.files)
        return 200, msg.data

    async def _get_message(self, req: _Req, cid: str, mid: str) -> tuple[int, Any]:
        return 200, self._channel_message(cid, mid).data

    async def _patch_message(self, req: _Req, cid: str, mid: str) -> tuple[int, Any]:
        msg = self._channel_message(cid, mid)
        if msg.author_id != self.bot_user.id:
            raise HTTPError(403, 50005, "Cannot edit a message authored by another user")
        return 200, self._edit(msg, req.body or {}, req.files).data

    async def _delete_message(self, req: _Req, cid: str, mid: str) -> tuple[int, Any]:
        self._delete(self._channel_message(cid, mid))
        return 204, None

    # ------------------------------------------------------------------ interactions: callbacks

    async def _callback(self, req: _Req, iid: str, token: str) -> tuple[int, Any]:
        # Discord judges the answer by when it arrived, not when the fake got round to it
        now = req.arrived
        rec = self._by_id.get(int(iid))
        if rec is None or rec.token != token:
            self._violate("unknown_interaction", f"callback for unknown interaction {iid}")
            raise HTTPError(404, 10062, "Unknown interaction")
        if rec.response_type is not None:
            self._violate("double_response", f"{rec.name!r} answered twice", rec)
            raise HTTPError(400, 40060, "Interaction has already been acknowledged.")
        if now - rec.sent_at > self.ack_deadline:
            self._violate(
                "late_response", f"{rec.name!r} answered after {now - rec.sent_at:.2f}s", rec
            )
            self._pending.discard(rec)
            rec.expired = True  # Discord has already shown "did not respond"
            raise HTTPError(404, 10062, "Unknown interaction")
        body = req.body or {}
        rtype = int(body.get("type", 0))
        data = body.get("data") or {}
        allowed = {2: {4, 5, 9}, 3: {4, 5, 6, 7, 9}, 4: {8}, 5: {4, 5}}[rec.type]
        if rec.type == 5 and rec.source_message is not None:
            allowed = {4, 5, 6, 7}
        if rtype not in allowed:
            self._violate("bad_response_type", f"type {rtype} for interaction type {rec.type}", rec)
            raise HTTPError(400, 50035, f"Invalid interaction response type {rtype}")
        owner = rec.user if int(data.get("flags") or 0) & EPHEMERAL else None
        message: Message | None = None
        if rtype == 4:
            message = self._new_message(
                rec.channel, data, req.files, owner=owner, rec=rec, mtype=20 if rec.type == 2 else 0
            )
        elif rtype == 5:
            message = self._new_message(
                rec.channel,
                {},
                [],
                owner=owner,
                rec=rec,
                mtype=20 if rec.type == 2 else 0,
                extra_flags=LOADING,
                validate=False,
            )
        elif rtype in (6, 7):
            message = rec.source_message
            assert message is not None
            if rtype == 7:
                self._edit(message, data, req.files, prefix=("data",))
        elif rtype == 8:
            problems = limits.check_choices(data.get("choices"))
            if problems:
                raise _invalid(problems, ("data",))
            rec.choices = list(data["choices"])
        elif rtype == 9:
            problems = limits.check_modal(data)
            if problems:
                raise _invalid(problems, ("data",))
            rec.modal = data
        rec.message = message
        if rtype in (4, 7) and message is not None:
            rec.answer = message.data
        rec.response_type = rtype
        rec.answered_at = now
        rec.handled_at = time.monotonic()
        self._pending.discard(rec)
        rec.answered.set()
        if rtype == 5:
            self._thinking.add(rec)
        if rtype == 8 or req.query.get("with_response") not in ("1", "true", "True"):
            return 204, None  # Discord sends the callback object only when asked to
        return 200, {
            "interaction": {
                "id": str(rec.id),
                "type": rec.type,
                "response_message_id": str(message.id) if message else None,
                "response_message_loading": rtype == 5,
                "response_message_ephemeral": bool(message and message.ephemeral),
            },
            "resource": {
                "type": rtype,
                **({"message": message.data} if message and rtype != 6 else {}),
            },
        }

    def _webhook_rec(self, app: str, token: str) -> Interaction:
        rec = self._by_token.get(token)
        if rec is None or int(app) != self.app_id:
            raise HTTPError(404, 10015, "Unknown Webhook")
        if time.monotonic() - rec.sent_at > self.token_ttl:
            self._violate(
                "expired_token", f"token of {rec.name!r} used after {self.token_ttl}s", rec
            )
            raise HTTPError(401, 50027, "Invalid Webhook Token")
        return rec

    def _webhook_target(self, rec: Interaction, mid: str) -> Message:
        if mid == "@original":
            if rec.message is None:
                self._violate(
                    "edit_before_response", f"@original of {rec.name!r} before any answer", rec
                )
                raise HTTPError(404, 10008, "Unknown Message")
            if rec.message.deleted:  # deleted, or dismissed by its user
                raise HTTPError(404, 10008, "Unknown Message")
            return rec.message
        for msg in [rec.message, *rec.followups]:
            if msg is not None and msg.id == int(mid) and not msg.deleted:
                return msg
        # A public message the application sent through any interaction is editable with any
        # of its tokens; an ephemeral one only through the interaction that created it.
        other = self._messages.get(int(mid))
        if (
            other is not None
            and not other.deleted
            and other.owner is None
            and other.data.get("webhook_id") == str(self.app_id)
        ):
            return other
        raise HTTPError(404, 10008, "Unknown Message")

    async def _followup(self, req: _Req, app: str, token: str) -> tuple[int, Any]:
        rec = self._webhook_rec(app, token)
        if rec.response_type is None or rec.response_type in (8, 9):
            self._violate(
                "followup_before_response", f"followup to {rec.name!r} before an answer", rec
            )
            raise HTTPError(404, 10015, "Unknown Webhook")
        data = req.body or {}
        if rec.message is not None and rec.message.loading and rec.response_type == 5:
            # The first followup after a deferral fills in the "thinking…" message.
            msg = self._edit(rec.message, data, req.files)
        else:
            owner = rec.user if int(data.get("flags") or 0) & EPHEMERAL else None
            msg = self._new_message(rec.channel, data, req.files, owner=owner, rec=rec)
        rec.followups.append(msg)
        if rec.answer is None:
            rec.answer = msg.data
        if req.query.get("wait") in ("0", "false", None):
            return 204, None
        return 200, msg.data

    async def _webhook_get(self, req: _Req, app: str, token: str, mid: str) -> tuple[int, Any]:
        return 200, self._webhook_target(self._webhook_rec(app, token), mid).data

    async def _webhook_edit(self, req: _Req, app: str, token: str, mid: str) -> tuple[int, Any]:
        rec = self._webhook_rec(app, token)
        msg = self._webhook_target(rec, mid)
        data = self._edit(msg, req.body or {}, req.files).data
        if rec.answer is None:
            rec.answer = data
        return 200, data

    async def _webhook_delete(self, req: _Req, app: str, token: str, mid: str) -> tuple[int, Any]:
        rec = self._webhook_rec(app, token)
        self._delete(self._webhook_target(rec, mid))
        return 204, None

    # ------------------------------------------------------------------ interactions: driver

    def _new_interaction(
        self,
        itype: int,
        user: User,
        channel: Channel,
        data: dict[str, Any],
        *,
        name: str,
        message: Message | None = None,
    ) -> Interaction:
        guild = channel.guild
        if guild is not None and user.id not in guild.members:
            raise FakeDiscordError(f"{user.name} is not a member of {guild.name}")
        if channel.deleted:
            raise FakeDiscordError(f"{channel!r} was deleted")
        iid = self._ids.next()
        token = f"itok.{iid}.{secrets.token_hex(12)}"
        payload: dict[str, Any] = {
            "id": str(iid),
            "application_id": str(self.app_id),
            "type": itype,
            "data": data,
            "token": token,
            "version": 1,
            "locale": user.locale,
            "attachment_size_limit": 10 * 1024 * 1024,
            "entitlements": [],
            "channel_id": str(channel.id),
            "channel": channel.payload(),
            "app_permissions": str(channel.permissions()),
        }
        if guild is not None:
            member = guild.member_payload(user)
            member["permissions"] = str(channel.permissions())
            payload.update(
                guild_id=str(guild.id),
                guild_locale=guild.locale,
                guild={"id": str(guild.id), "locale": guild.locale, "features": []},
                member=member,
                authorizing_integration_owners={"0": str(guild.id)},
                context=0,
            )
        else:
            payload.update(
                user=user.payload(), authorizing_integration_owners={"1": str(user.id)}, context=1
            )
        if message is not None:
            payload["message"] = dict(message.data)
        rec = Interaction(
            iid,
            token,
            itype,
            user,
            channel,
            payload,
            self._shard_of(guild.id if guild else None),
            source_message=message,
            name=name,
        )
        return rec

    def _launch(self, rec: Interaction, *, offline: bool = False) -> None:
        session = self._shard_sessions.get(rec.shard_id)
        if (session is None or session.conn is None) and not offline:
            raise NotConnected("no bot is connected to the gateway")
        self.interactions.append(rec)
        self._by_id[rec.id] = rec
        self._by_token[rec.token] = rec
        rec.sent_at = rec.created_at = time.monotonic()
        rec.session = session
        if session is None:
            rec.lost = True
            return
        if session.conn is None:
            rec.lost = True
        else:
            self._pending.add(rec)

        def stamp() -> None:
            rec.sent_at = time.monotonic()

        self._dispatch(session, "INTERACTION_CREATE", rec.payload, stamp)

    async def _run(
        self, rec: Interaction, settle: bool, offline: bool = False, wait: bool = True
    ) -> Interaction:
        self._launch(rec, offline=offline)
        if not wait:
            await asyncio.sleep(0)  # let the frame reach the socket
            return rec
        if not rec.lost:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(rec.answered.wait(), self.ack_deadline + 0.5)
        if settle:
            await self.idle()
        return rec

    def _find_command(self, channel: Channel, root: str) -> tuple[dict[str, Any], int | None]:
        guild = channel.guild
        if guild is not None:
            for cmd in self.guild_commands.get(guild.id, []):
                if cmd["name"] == root and cmd["type"] == 1:
                    return cmd, guild.id
        for cmd in self.global_commands:
            if cmd["name"] == root and cmd["type"] == 1:
                return cmd, None
        known = sorted(
            {c["name"] for c in self.global_commands}
            | {c["name"] for c in self.guild_commands.get(guild.id if guild else 0, [])}
        )
        raise CommandError(f"/{root} is not a synced command here (synced: {known})")

    def _convert(
        self,
        opt: dict[str, Any],
        value: Any,
        resolved: dict[str, dict[str, Any]],
        guild: Guild | None,
    ) -> Any:
        otype, name = opt["type"], opt["name"]
        if otype == 3:
            value = str(value)
            if len(value) > limits.MAX_STRING_OPTION:
                raise CommandError(f"option {name}: longer than {limits.MAX_STRING_OPTION}")
            if "min_length" in opt and len(value) < opt["min_length"]:
                raise CommandError(f"option {name}: shorter than {opt['min_length']}")
            if "max_length" in opt and len(value) > opt["max_length"]:
                raise CommandError(f"option {name}: longer than {opt['max_length']}")
        elif otype == 4:
            if isinstance(value, bool) or not isinstance(value, int):
                raise CommandError(f"option {name} needs an integer, not {value!r}")
        elif otype == 10:
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise CommandError(f"option {name} needs a number, not {value!r}")
        elif otype == 5:
            if not isinstance(value, bool):
                raise CommandError(f"option {name} needs a boolean, not {value!r}")
        elif otype in (6, 9):
            user = value if isinstance(value, User) else self.users.get(int(value))
            if user is None:
                raise CommandError(f"option {name}: unknown user {value!r}")
            resolved.setdefault("users", {})[str(user.id)] = user.payload()
            if guild is not None and user.id in guild.members:
                resolved.setdefault("members", {})[str(user.id)] = guild.member_payload(
                    user, with_user=False
                )
            return str(user.id)
        elif otype == 7:
            channel = value if isinstance(value, Channel) else self.channels.get(int(value))
            if channel is None:
                raise CommandError(f"option {name}: unknown channel {value!r}")
            types = opt.get("channel_types")
            if types and channel.type not in types:
                raise CommandError(f"option {name}: channel type {channel.type} not in {types}")
            resolved.setdefault("channels", {})[str(channel.id)] = channel.resolved_payload()
            return str(channel.id)
        else:
            raise CommandError(f"option {name}: type {otype} is not supported by the fake")
        if otype in (4, 10):
            if "min_value" in opt and value < opt["min_value"]:
                raise CommandError(f"option {name}: below {opt['min_value']}")
            if "max_value" in opt and value > opt["max_value"]:
                raise CommandError(f"option {name}: above {opt['max_value']}")
        choices = opt.get("choices")
        if choices and value not in [c["value"] for c in choices]:
            raise CommandError(
                f"option {name}: {value!r} is not one of {[c['value'] for c in choices]}"
            )
        return value

    def _command_data(
        self,
        channel: Channel,
        command: str,
        given: dict[str, Any],
        focused: tuple[str, str] | None = None,
    ) -> dict[str, Any]:
        parts = command.strip().lstrip("/").split()
        if not parts:
            raise CommandError("empty command")
        cmd, gid = self._find_command(channel, parts[0])
        node, chain = cmd, []
        for part in parts[1:]:
            sub = next(
                (o for o in node.get("options") or [] if o["type"] in (1, 2) and o["name"] == part),
                None,
            )
            if sub is None:
                subs = [o["name"] for o in node.get("options") or [] if o["type"] in (1, 2)]
                raise CommandError(f"/{' '.join(parts)}: no subcommand {part!r} (has {subs})")
            chain.append(sub)
            node = sub
        params = node.get("options") or []
        if any(o["type"] in (1, 2) for o in params):
            subs = [o["name"] for o in params]
            raise CommandError(f"/{' '.join(parts)} needs a subcommand: {subs}")
        by_name = {o["name"]: o for o in params}
        values: dict[str, Any] = {}
        for key, value in given.items():
            name = key if key in by_name else key.replace("_", "-")
            if name not in by_name:
                raise CommandError(
                    f"/{' '.join(parts)} has no option {key!r} (has {list(by_name)})"
                )
            values[name] = value
        resolved: dict[str, dict[str, Any]] = {}
        guild = channel.guild
        out: list[dict[str, Any]] = []
        for opt in params:
            name = opt["name"]
            if focused is not None and name == focused[0]:
                if not opt.get("autocomplete"):
                    raise CommandError(f"option {name} of /{' '.join(parts)} has no autocomplete")
                out.append(
                    {"type": opt["type"], "name": name, "value": focused[1], "focused": True}
                )
                continue
            if name not in values:
                if opt.get("required") and focused is None:
                    raise CommandError(f"/{' '.join(parts)} needs option {name!r}")
                continue
            converted = self._convert(opt, values[name], resolved, guild)
            out.append({"type": opt["type"], "name": name, "value": converted})
        if focused is not None and focused[0] not in by_name:
            raise CommandError(f"/{' '.join(parts)} has no option {focused[0]!r}")
        options: list[dict[str, Any]] = out
        for sub in reversed(chain):
            options = [{"type": sub["type"], "name": sub["name"], "options": options}]
        data: dict[str, Any] = {"id": cmd["id"], "name": cmd["name"], "type": 1, "options": options}
        if resolved:
            data["resolved"] = resolved
        if gid is not None:
            data["guild_id"] = str(gid)
        return data

    async def slash(
        self,
        user: User,
        channel: Channel,
        command: str,
        *,
        options: dict[str, Any] | None = None,
        settle: bool = True,
        wait: bool = True,
        offline: bool = False,
        forged: bool = False,
        **kwargs: Any,
    ) -> Interaction:
        """Invoke ``/command [group] [sub]`` as ``user``; options by keyword (``_`` → ``-``).

        ``forged=True`` sends the command unchecked against the synced ones, its options as
        strings: a command left over from an older sync, or a hand-made request.
        """
        given = {**(options or {}), **kwargs}
        if forged:
            data = self._forged_command(channel, command, given)
        else:
            data = self._command_data(channel, command, given)
        rec = self._new_interaction(
            2, user, channel, data, name=" ".join(command.lstrip("/").split())
        )
        return await self._run(rec, settle, offline, wait)

    def _forged_command(
        self, channel: Channel, command: str, given: dict[str, Any]
    ) -> dict[str, Any]:
        parts = command.strip().lstrip("/").split()
        if not parts:
            raise CommandError("empty command")
        options: list[dict[str, Any]] = [
            {"type": 3, "name": k.replace("_", "-"), "value": str(v)} for k, v in given.items()
        ]
        for sub in reversed(parts[1:]):
            options = [{"type": 1, "name": sub, "options": options}]
        data: dict[str, Any] = {
            "id": str(self._ids.next()),
            "name": parts[0],
            "type": 1,
            "options": options,
        }
        if channel.guild is not None:
            data["guild_id"] = str(channel.guild.id)
        return data

    async def autocomplete(
        self,
        user: User,
        channel: Channel,
        command: str,
        option: str,
        typed: str = "",
        *,
        options: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> list[dict[str, Any]]:
        """The choices the bot offers for ``option`` while the user has typed ``typed``."""
        given = {**(options or {}), **kwargs}
        data = self._command_data(channel, command, given, focused=(option, typed))
        rec = self._new_interaction(4, user, channel, data, name=f"{command} [{option}]")
        await self._run(rec, settle=False)
        if rec.choices is None:
            raise TimeoutError(f"no autocomplete answer for {rec.name!r}")
        return rec.choices

    def _usable(self, user: User, message: Message | int) -> Message:
        msg = message if isinstance(message, Message) else self._messages.get(int(message))
        if msg is None or msg.deleted:
            raise NotClickable(f"message {message!r} does not exist (deleted?)")
        if msg.owner is not None and msg.owner is not user:
            raise NotClickable(f"{user.name} cannot see {msg.owner.name}'s ephemeral message")
        if msg.loading:
            raise NotClickable("the message is still 'thinking…'")
        return msg

    async def click(
        self,
        user: User,
        message: Message | int,
        target: str,
        *,
        settle: bool = True,
        wait: bool = True,
        offline: bool = False,
        forged: bool = False,
    ) -> Interaction:
        """Click the button with this custom_id (or label) on ``message`` as ``user``.

        ``forged=True`` sends ``target`` as the custom_id unchecked: a stale client (a button
        the message no longer has) or a hand-made request.
        """
        msg = self._usable(user, message)
        if forged:
            data = {"custom_id": target, "component_type": 2}
            rec = self._new_interaction(3, user, msg.channel, data, name=target, message=msg)
            return await self._run(rec, settle, offline, wait)
        try:
            comp = msg.component(target)
        except LookupError as exc:
            raise NotClickable(str(exc)) from None
        if not comp.is_button:
            raise NotClickable(f"{comp!r} is not a button")
        if comp.url or comp.custom_id is None:
            raise NotClickable(f"{comp!r} is a link button")
        if comp.disabled:
            raise NotClickable(f"{comp!r} is disabled")
        data = {"custom_id": comp.custom_id, "component_type": 2}
        rec = self._new_interaction(3, user, msg.channel, data, name=comp.custom_id, message=msg)
        return await self._run(rec, settle, offline, wait)

    async def select(
        self,
        user: User,
        message: Message | int,
        target: str,
        values: list[Any] | str,
        *,
        settle: bool = True,
        wait: bool = True,
        offline: bool = False,
        forged: bool = False,
    ) -> Interaction:
        """Choose ``values`` in the select with this custom_id (or placeholder).

        ``forged=True`` sends ``target`` and ``values`` unchecked (stale client, hand-made request).
        """
        msg = self._usable(user, message)
        if forged:
            vals = [values] if isinstance(values, str) else [str(v) for v in values]
            raw = {"custom_id": target, "component_type": 3, "values": vals}
            rec = self._new_interaction(3, user, msg.channel, raw, name=target, message=msg)
            return await self._run(rec, settle, offline, wait)
        try:
            comp = msg.component(target)
        except LookupError as exc:
            raise NotClickable(str(exc)) from None
        if not comp.is_select:
            raise NotClickable(f"{comp!r} is not a select")
        if comp.disabled:
            raise NotClickable(f"{comp!r} is disabled")
        chosen = [values] if isinstance(values, str | User | Channel) else list(values)
        lo, hi = comp.raw.get("min_values", 1), comp.raw.get("max_values", 1)
        if not lo <= len(chosen) <= hi:
            raise NotClickable(f"{comp!r} takes {lo}..{hi} values, not {len(chosen)}")
        data: dict[str, Any] = {"custom_id": comp.custom_id, "component_type": comp.type}
        if comp.type == 3:
            allowed = comp.option_values
            for value in chosen:
                if value not in allowed:
                    raise NotClickable(f"{value!r} is not an option of {comp!r} ({allowed})")
            data["values"] = [str(v) for v in chosen]
        else:
            resolved: dict[str, dict[str, Any]] = {}
            kind = {5: 6, 6: 8, 7: 9, 8: 7}[comp.type]
            data["values"] = [
                self._convert(
                    {"type": kind, "name": comp.custom_id}, v, resolved, msg.channel.guild
                )
                for v in chosen
            ]
            data["resolved"] = resolved
        rec = self._new_interaction(
            3, user, msg.channel, data, name=comp.custom_id or "", message=msg
        )
        return await self._run(rec, settle, offline, wait)

    async def submit_modal(
        self,
        user: User,
        opened_by: Interaction,
        values: dict[str, Any],
        *,
        settle: bool = True,
        wait: bool = True,
        offline: bool = False,
    ) -> Interaction:
        """Fill in and submit the modal the bot answered ``opened_by`` with."""
        modal = opened_by.modal
        if modal is None:
            raise NotClickable(f"{opened_by!r} did not open a modal")
        if opened_by.user is not user:
            raise NotClickable(f"the modal was shown to {opened_by.user.name}, not {user.name}")
        remaining = dict(values)

        def answer(comp: dict[str, Any]) -> dict[str, Any]:
            cid = comp.get("custom_id", "")
            if comp.get("type") == 4:
                value = str(remaining.pop(cid, comp.get("value") or ""))
                if comp.get("required", True) and not value:
                    raise NotClickable(f"text input {cid!r} is required")
                if len(value) < comp.get("min_length", 0) or len(value) > comp.get(
                    "max_length", 4000
                ):
                    raise NotClickable(f"text input {cid!r}: length out of bounds")
                return {"type": 4, "custom_id": cid, "value": value}
            chosen = remaining.pop(cid, [])
            chosen = [chosen] if isinstance(chosen, str) else list(chosen)
            return {"type": comp.get("type"), "custom_id": cid, "values": [str(v) for v in chosen]}

        comps: list[dict[str, Any]] = []
        for top in modal.get("components") or []:
            if top.get("type") == 1:
                comps.append(
                    {"type": 1, "components": [answer(c) for c in top.get("components") or []]}
                )
            elif top.get("type") == 18:
                comps.append({"type": 18, "component": answer(top["component"])})
        if remaining:
            raise NotClickable(f"the modal has no inputs {sorted(remaining)}")
        data = {"custom_id": modal["custom_id"], "components": comps}
        rec = self._new_interaction(
            5,
            user,
            opened_by.channel,
            data,
            name=modal["custom_id"],
            message=opened_by.source_message,
        )
        return await self._run(rec, settle, offline, wait)

    async def say(self, user: User, channel: Channel, content: str) -> Message:
        """Post a plain message as a user (content hidden from the bot without the intent)."""
        msg = self._new_message(channel, {"content": content}, [], author=user)
        return msg
