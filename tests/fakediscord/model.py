"""The fake's world: guilds, channels, threads, users, messages, interactions.

Everything is kept as live objects that the server mutates in place, so a test
can hold a ``Message`` and read it again after the bot edited it.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import re
import time
from dataclasses import dataclass, field
from typing import Any

from .layout import Media, media
from .limits import IS_COMPONENTS_V2, walk_components

DISCORD_EPOCH_MS = 1420070400000

# Permission bits the fake computes with.
VIEW_CHANNEL = 1 << 10
SEND_MESSAGES = 1 << 11
EMBED_LINKS = 1 << 14
ATTACH_FILES = 1 << 15
READ_HISTORY = 1 << 16
ADD_REACTIONS = 1 << 6
USE_APP_COMMANDS = 1 << 31
MANAGE_THREADS = 1 << 34
CREATE_PUBLIC_THREADS = 1 << 35
CREATE_PRIVATE_THREADS = 1 << 36
SEND_IN_THREADS = 1 << 38
THREAD_PERMS = CREATE_PUBLIC_THREADS | CREATE_PRIVATE_THREADS
DEFAULT_PERMS = (
    VIEW_CHANNEL
    | SEND_MESSAGES
    | EMBED_LINKS
    | ATTACH_FILES
    | READ_HISTORY
    | ADD_REACTIONS
    | USE_APP_COMMANDS
    | CREATE_PUBLIC_THREADS
    | CREATE_PRIVATE_THREADS
    | SEND_IN_THREADS
)

EPHEMERAL = 1 << 6
LOADING = 1 << 7
HAS_THREAD = 1 << 5


class Snowflakes:
    """Time-based, strictly increasing ids (discord.py derives created_at from them)."""

    def __init__(self) -> None:
        self._last = 0

    def next(self) -> int:
        value = (int(time.time() * 1000) - DISCORD_EPOCH_MS) << 22
        if value <= self._last:
            value = self._last + 1
        self._last = value
        return value

    def next_on_shard(self, shard_id: int, shard_count: int) -> int:
        """The next id whose server Discord sends to ``shard_id``: ``(id >> 22) % count``
        picks the shard, so the timestamp moves on (at most count - 1 ms) until it fits."""
        stamp = self.next() >> 22
        while stamp % shard_count != shard_id:
            stamp += 1
        self._last = max(self._last, stamp << 22)
        return stamp << 22


def iso(snowflake: int | None = None) -> str:
    if snowflake is None:
        when = dt.datetime.now(dt.UTC)
    else:
        when = dt.datetime.fromtimestamp(((snowflake >> 22) + DISCORD_EPOCH_MS) / 1000, dt.UTC)
    return when.isoformat()


@dataclass(eq=False)
class User:
    id: int
    name: str
    bot: bool = False
    locale: str = "en-US"  # the user's Discord client language (sent as an interaction's locale)

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.name,
            "global_name": None if self.bot else self.name,
            "discriminator": "0",
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
            "flags": 0,
        }

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    def __repr__(self) -> str:
        return f"<User {self.name} {self.id}>"


@dataclass(eq=False)
class Guild:
    id: int
    name: str
    owner_id: int
    members: dict[int, User] = field(default_factory=dict)
    channels: dict[int, Channel] = field(default_factory=dict)
    everyone_perms: int = DEFAULT_PERMS
    locale: str = "en-US"  # the server's preferred locale (a community server's setting)

    def member_payload(self, user: User, *, with_user: bool = True) -> dict[str, Any]:
        out: dict[str, Any] = {
            "roles": [],
            "joined_at": iso(self.id),
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "nick": None,
            "avatar": None,
            "communication_disabled_until": None,
            "permissions": str(self.everyone_perms),
        }
        if with_user:
            out["user"] = user.payload()
        return out

    def roles_payload(self) -> list[dict[str, Any]]:
        return [
            {
                "id": str(self.id),
                "name": "@everyone",
                "permissions": str(self.everyone_perms),
                "position": 0,
                "color": 0,
                "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
                "hoist": False,
                "managed": False,
                "mentionable": False,
                "flags": 0,
                "icon": None,
                "unicode_emoji": None,
            }
        ]

    def __repr__(self) -> str:
        return f"<Guild {self.name} {self.id}>"


@dataclass(eq=False)
class Channel:
    """A text channel (type 0), thread (11 public / 12 private) or DM (1)."""

    id: int
    name: str
    type: int
    guild: Guild | None
    parent_id: int | None = None
    owner_id: int | None = None
    allow_threads: bool = True
    archived: bool = False
    locked: bool = False
    deleted: bool = False
    position: int = 0
    recipients: list[User] = field(default_factory=list)
    thread_members: set[int] = field(default_factory=set)
    messages: list[Message] = field(default_factory=list)

    @property
    def is_thread(self) -> bool:
        return self.type in (10, 11, 12)

    def permissions(self) -> int:
        perms = self.guild.everyone_perms if self.guild else DEFAULT_PERMS
        if not self.allow_threads:
            perms &= ~THREAD_PERMS
        return perms

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "type": self.type,
            "name": self.name,
            "last_message_id": str(self.messages[-1].id) if self.messages else None,
            "rate_limit_per_user": 0,
            "flags": 0,
        }
        if self.type == 1:
            data["recipients"] = [u.payload() for u in self.recipients]
            return data
        assert self.guild is not None
        data["guild_id"] = str(self.guild.id)
        if self.is_thread:
            data.update(
                parent_id=str(self.parent_id),
                owner_id=str(self.owner_id),
                message_count=len(self.messages),
                total_message_sent=len(self.messages),
                member_count=len(self.thread_members),
                thread_metadata={
                    "archived": self.archived,
                    "auto_archive_duration": 1440,
                    "archive_timestamp": iso(self.id),
                    "locked": self.locked,
                    "invitable": True,
                    "create_timestamp": iso(self.id),
                },
            )
        else:
            overwrites = []
            if not self.allow_threads:
                overwrites.append(
                    {"id": str(self.guild.id), "type": 0, "allow": "0", "deny": str(THREAD_PERMS)}
                )
            data.update(
                position=self.position,
                permission_overwrites=overwrites,
                parent_id=None,
                nsfw=False,
                topic=None,
                default_auto_archive_duration=1440,
            )
        return data

    def resolved_payload(self) -> dict[str, Any]:
        data = self.payload()
        data["permissions"] = str(self.permissions())
        return data

    def __repr__(self) -> str:
        return f"<Channel #{self.name} {self.id} type={self.type}>"


@dataclass(eq=False)
class Component:
    """One component of a message, for assertions (buttons, selects, text displays)."""

    raw: dict[str, Any]

    @property
    def type(self) -> int:
        return int(self.raw.get("type", 0))

    @property
    def custom_id(self) -> str | None:
        return self.raw.get("custom_id")

    @property
    def label(self) -> str | None:
        return self.raw.get("label")

    @property
    def disabled(self) -> bool:
        return bool(self.raw.get("disabled", False))

    @property
    def style(self) -> int | None:
        return self.raw.get("style")

    @property
    def url(self) -> str | None:
        return self.raw.get("url")

    @property
    def placeholder(self) -> str | None:
        return self.raw.get("placeholder")

    @property
    def options(self) -> list[dict[str, Any]]:
        return list(self.raw.get("options") or [])

    @property
    def option_values(self) -> list[str]:
        return [o["value"] for o in self.options]

    @property
    def option_labels(self) -> list[str]:
        return [o["label"] for o in self.options]

    @property
    def emoji(self) -> dict[str, Any] | None:
        """The button's emoji: ``{"id": str | None, "name": str, "animated": bool}``."""
        emoji = self.raw.get("emoji")
        if not isinstance(emoji, dict):
            return None
        eid = emoji.get("id")
        return {"id": str(eid) if eid else None, "name": emoji.get("name"),
                "animated": bool(emoji.get("animated"))}

    @property
    def is_button(self) -> bool:
        return self.type == 2

    @property
    def is_select(self) -> bool:
        return self.type in (3, 5, 6, 7, 8)

    def __repr__(self) -> str:
        kind = {2: "Button", 3: "Select", 4: "TextInput", 10: "Text"}.get(self.type, "Component")
        flag = " disabled" if self.disabled else ""
        return f"<{kind} {self.label or self.placeholder or ''!r} id={self.custom_id!r}{flag}>"


MENTION = re.compile(r"<@!?(\d+)>")


@dataclass(eq=False)
class Message:
    """A message as Discord holds it now (edits applied); ``data`` is the wire payload."""

    data: dict[str, Any]
    channel: Channel
    owner: User | None = None  # set for ephemeral messages: the only user who sees it
    interaction_id: int | None = None
    deleted: bool = False
    history: list[dict[str, Any]] = field(default_factory=list)
    # The flattened components of the component list they were read from: a driver of
    # many tables reads each message's buttons many times between edits (an edit
    # replaces the list, so the cache follows it)
    _flat: tuple[Any, list[Component]] | None = field(default=None, repr=False, compare=False)

    @property
    def id(self) -> int:
        return int(self.data["id"])

    @property
    def content(self) -> str:
        return str(self.data.get("content") or "")

    @property
    def embeds(self) -> list[dict[str, Any]]:
        return list(self.data.get("embeds") or [])

    @property
    def embed(self) -> dict[str, Any] | None:
        return self.embeds[0] if self.embeds else None

    @property
    def flags(self) -> int:
        return int(self.data.get("flags") or 0)

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def components_v2(self) -> bool:
        """Whether this is a Components v2 message (a LayoutView: no content, no embeds)."""
        return bool(self.flags & IS_COMPONENTS_V2)

    @property
    def attachments(self) -> list[dict[str, Any]]:
        return list(self.data.get("attachments") or [])

    @property
    def media(self) -> list[Media]:
        """The pictures a v2 message shows (thumbnails, gallery items, files), in order;
        ``FakeDiscord.media_bytes`` gives what the bot uploaded for one."""
        return media(self.data)

    @property
    def loading(self) -> bool:
        """True while this is a deferred "thinking…" message nobody has filled in."""
        return bool(self.flags & LOADING)

    @property
    def type(self) -> int:
        return int(self.data.get("type", 0))

    @property
    def author_id(self) -> int:
        return int(self.data["author"]["id"])

    @property
    def edits(self) -> int:
        return len(self.history)

    @property
    def mentions(self) -> list[int]:
        return [int(u["id"]) for u in self.data.get("mentions") or []]

    def mentions_user(self, user: User) -> bool:
        return user.id in self.mentions

    @property
    def components(self) -> list[Component]:
        """Every component, flattened (rows and containers removed)."""
        tree = self.data.get("components")
        if self._flat is None or self._flat[0] is not tree:
            self._flat = (tree, [Component(c) for c in walk_components(tree)
                                 if c.get("type") not in (1, 17, 9, 18)])
        return list(self._flat[1])

    @property
    def buttons(self) -> list[Component]:
        return [c for c in self.components if c.is_button]

    @property
    def selects(self) -> list[Component]:
        return [c for c in self.components if c.is_select]

    @property
    def labels(self) -> list[str]:
        return [c.label for c in self.buttons if c.label]

    @property
    def custom_ids(self) -> list[str]:
        return [c.custom_id for c in self.components if c.custom_id]

    def component(self, target: str) -> Component:
        """The component whose custom_id, else label, else placeholder is ``target``."""
        comps = self.components
        for attr in ("custom_id", "label", "placeholder"):
            found = [c for c in comps if getattr(c, attr) == target]
            if found:
                return found[0]
        raise LookupError(f"no component {target!r} on message {self.id}; it has {comps!r}")

    def has_component(self, target: str) -> bool:
        try:
            self.component(target)
        except LookupError:
            return False
        return True

    @property
    def text(self) -> str:
        """Everything a person can read: content, embeds, text displays, labels, options."""
        parts = [self.content]
        for e in self.embeds:
            parts += [e.get("title") or "", e.get("description") or ""]
            parts += [(e.get("author") or {}).get("name") or ""]
            for f in e.get("fields") or []:
                parts += [f.get("name") or "", f.get("value") or ""]
            parts.append((e.get("footer") or {}).get("text") or "")
        for c in walk_components(self.data.get("components")):
            for key in ("content", "label", "placeholder"):
                if isinstance(c.get(key), str):
                    parts.append(c[key])
            for o in c.get("options") or []:
                parts += [o.get("label") or "", o.get("description") or ""]
        return "\n".join(p for p in parts if p)

    def __repr__(self) -> str:
        who = f" ephemeral-for={self.owner.name}" if self.owner else ""
        gone = " deleted" if self.deleted else ""
        return f"<Message {self.id}{who}{gone} {self.content[:60]!r} comps={len(self.components)}>"


@dataclass
class Violation:
    """Something the bot did that Discord would refuse or punish."""

    kind: str  # late_response, double_response, unknown_interaction, followup_before_response, ...
    detail: str
    interaction_id: int | None = None


@dataclass
class Rejection:
    """A request the fake refused with a 4xx, as Discord would."""

    method: str
    path: str
    status: int
    code: int
    message: str
    errors: dict[str, Any] = field(default_factory=dict)


@dataclass(eq=False)
class Interaction:
    """One interaction the fake sent, and everything the bot answered to it."""

    id: int
    token: str
    type: int  # 2 command, 3 component, 4 autocomplete, 5 modal submit
    user: User
    channel: Channel
    payload: dict[str, Any]
    shard_id: int
    source_message: Message | None = None  # the message a component/modal came from
    name: str = ""  # command path or custom_id
    sent_at: float = 0.0  # the INTERACTION_CREATE frame was written to the socket
    created_at: float = 0.0  # the fake made it (its frame may wait behind others first)
    answered_at: float | None = None  # the first answer's bytes arrived (see arrival.py)
    handled_at: float | None = None  # the fake's handler got to that answer (its own delay)
    response_type: int | None = None
    message: Message | None = None  # the original response (or the edited component message)
    followups: list[Message] = field(default_factory=list)
    # The payload the user was first shown in answer (a response message or an edit of the
    # clicked one, or what filled a deferral) — later edits through the token are not it.
    answer: dict[str, Any] | None = None
    modal: dict[str, Any] | None = None
    choices: list[dict[str, Any]] | None = None
    lost: bool = False  # the bot's connection died before it answered
    expired: bool = False  # no longer owed an answer (answered late, or records cleared)
    session: Any = field(default=None, repr=False)  # the gateway session it was sent on
    answered: asyncio.Event = field(default_factory=asyncio.Event, repr=False)

    @property
    def latency(self) -> float | None:
        """Seconds from INTERACTION_CREATE sent to the initial callback received."""
        if self.answered_at is None:
            return None
        return self.answered_at - self.sent_at

    @property
    def ephemeral(self) -> bool:
        return bool(self.message and self.message.ephemeral)

    @property
    def answer_text(self) -> str:
        """The readable text of ``answer`` (what the user was first shown)."""
        return Message(data=self.answer, channel=self.channel).text if self.answer else ""

    @property
    def messages(self) -> list[Message]:
        """The response message (if any) and every followup, in order."""
        first = [self.message] if self.message is not None and self.response_type in (4, 5) else []
        return first + [m for m in self.followups if m is not self.message]

    @property
    def reply(self) -> Message | None:
        """What the user was shown last in answer: the latest followup, else the response."""
        msgs = self.messages
        if msgs:
            return msgs[-1]
        return self.message

    def __repr__(self) -> str:
        return (
            f"<Interaction {self.id} type={self.type} {self.name!r} by {self.user.name} "
            f"response={self.response_type} latency={self.latency}>"
        )
