"""Application emojis, as Discord keeps them and as discord.py 2.7 calls them.

Routes (discord.py ``HTTPClient``): ``GET/POST /applications/{app}/emojis`` and
``GET/PATCH/DELETE /applications/{app}/emojis/{emoji}``. The list answers
``{"items": [...]}``; a create sends ``{"name", "image"}`` with the image as a
``data:image/...;base64,`` URI; an edit may only rename.

Discord's rules enforced here: a name of 2–32 letters, digits and underscores,
unique in the application; a PNG, JPEG, GIF or WEBP image of at most 256 KiB
whose bytes are what the URI says; at most 2,000 emojis per application. A test
can make Discord refuse uploads (``refuse_uploads``), as it does for an
application that lost the right or reached a limit, to test the fallbacks.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Awaitable, Callable, Container
from dataclasses import dataclass, field
from typing import Any

from . import limits
from .errors import HTTPError, invalid
from .limits import Problem
from .model import Snowflakes, User

MAX_EMOJIS = 2000
MAX_IMAGE_BYTES = 256 * 1024
NAME = re.compile(r"^[A-Za-z0-9_]{2,32}$")
DATA_URI = re.compile(r"^data:(?P<mime>image/[a-z]+);base64,(?P<data>.*)$", re.S)
MAGIC: dict[str, Callable[[bytes], bool]] = {
    "image/png": lambda b: b.startswith(b"\x89PNG\r\n\x1a\n"),
    "image/jpeg": lambda b: b.startswith(b"\xff\xd8\xff"),
    "image/gif": lambda b: b.startswith((b"GIF87a", b"GIF89a")),
    "image/webp": lambda b: b.startswith(b"RIFF") and b[8:12] == b"WEBP",
}

Handler = Callable[..., Awaitable[tuple[int, Any]]]


@dataclass(eq=False)
class AppEmoji:
    """One emoji of the application; ``image`` is the uploaded file, for assertions."""

    id: int
    name: str
    image: bytes
    mime: str
    user: User

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "name": self.name,
            "roles": [],
            "user": self.user.payload(),
            "require_colons": True,
            "managed": False,
            "animated": self.mime == "image/gif",
            "available": True,
        }

    @property
    def markup(self) -> str:
        return f"<:{self.name}:{self.id}>"


@dataclass
class Refusal:
    status: int
    code: int
    message: str


@dataclass(eq=False)
class AppEmojis:
    """The application's emojis plus what the bot did to them (counted for tests)."""

    app_id: int
    owner: User
    ids: Snowflakes
    items: dict[int, AppEmoji] = field(default_factory=dict)
    refusal: Refusal | None = None
    created: list[str] = field(default_factory=list)  # names, in upload order
    deleted: list[str] = field(default_factory=list)
    renamed: list[tuple[str, str]] = field(default_factory=list)
    listed: int = 0

    # ------------------------------------------------------------------ for tests

    def by_name(self, name: str) -> AppEmoji | None:
        return next((e for e in self.items.values() if e.name == name), None)

    @property
    def names(self) -> list[str]:
        return sorted(e.name for e in self.items.values())

    def add(self, name: str, image: bytes, mime: str = "image/png") -> AppEmoji:
        """Put an emoji there as if uploaded earlier (e.g. by an older version of the bot)."""
        emoji = AppEmoji(self.ids.next(), name, image, mime, self.owner)
        self.items[emoji.id] = emoji
        return emoji

    def refuse_uploads(
        self, status: int | None = 403, code: int = 50013, message: str = "Missing Permissions"
    ) -> None:
        """From now on answer every upload with this error; ``status=None`` accepts again."""
        self.refusal = None if status is None else Refusal(status, code, message)

    def clear_counts(self) -> None:
        self.created.clear()
        self.deleted.clear()
        self.renamed.clear()
        self.listed = 0

    # ------------------------------------------------------------------ routes

    def routes(self) -> list[tuple[str, str, Handler]]:
        app = r"applications/(?P<app>\d+)/emojis"
        one = app + r"/(?P<eid>\d+)"
        return [
            ("GET", app, self._list),
            ("POST", app, self._create),
            ("GET", one, self._get),
            ("PATCH", one, self._edit),
            ("DELETE", one, self._delete),
        ]

    def _app(self, app: str) -> None:
        if int(app) != self.app_id:
            raise HTTPError(403, 50001, "Missing Access")

    def _emoji(self, app: str, eid: str) -> AppEmoji:
        self._app(app)
        emoji = self.items.get(int(eid))
        if emoji is None:
            raise HTTPError(404, 10014, "Unknown Emoji")
        return emoji

    def _check_name(self, name: Any, problems: list[Problem],
                    skip: AppEmoji | None = None) -> None:
        if not isinstance(name, str) or not 2 <= len(name) <= 32:
            problems.append((("name",), "Must be between 2 and 32 in length."))
        elif not NAME.match(name):
            problems.append((("name",), "Emoji names may contain only letters, digits and _."))
        elif any(e.name == name and e is not skip for e in self.items.values()):
            problems.append((("name",), "An application emoji with this name already exists."))

    async def _list(self, req: Any, app: str) -> tuple[int, Any]:
        self._app(app)
        self.listed += 1
        return 200, {"items": [e.payload() for e in self.items.values()]}

    async def _get(self, req: Any, app: str, eid: str) -> tuple[int, Any]:
        return 200, self._emoji(app, eid).payload()

    async def _create(self, req: Any, app: str) -> tuple[int, Any]:
        self._app(app)
        if self.refusal is not None:
            raise HTTPError(self.refusal.status, self.refusal.code, self.refusal.message)
        body = req.body if isinstance(req.body, dict) else {}
        problems: list[Problem] = []
        self._check_name(body.get("name"), problems)
        image, mime = decode_image(body.get("image"), problems)
        if problems:
            raise invalid(problems)
        if len(self.items) >= MAX_EMOJIS:
            raise HTTPError(400, 30008, f"Maximum number of emojis reached ({MAX_EMOJIS})")
        emoji = self.add(body["name"], image, mime)
        self.created.append(emoji.name)
        return 201, emoji.payload()

    async def _edit(self, req: Any, app: str, eid: str) -> tuple[int, Any]:
        emoji = self._emoji(app, eid)
        body = req.body if isinstance(req.body, dict) else {}
        problems: list[Problem] = []
        extra = sorted(set(body) - {"name"})
        if extra:  # roles do not apply to application emojis; the image cannot be changed
            problems.append(((extra[0],), "Only the name of an application emoji can change."))
        if "name" in body:
            self._check_name(body["name"], problems, skip=emoji)
        if problems:
            raise invalid(problems)
        if "name" in body:
            self.renamed.append((emoji.name, body["name"]))
            emoji.name = body["name"]
        return 200, emoji.payload()

    async def _delete(self, req: Any, app: str, eid: str) -> tuple[int, Any]:
        emoji = self._emoji(app, eid)
        del self.items[emoji.id]
        self.deleted.append(emoji.name)
        return 204, None


def check_component_emojis(data: dict[str, Any], known: Container[int]) -> list[Problem]:
    """Custom emojis on buttons and select options must exist (Discord: "Invalid emoji").

    The fake has no guild emojis, so a custom emoji is one of the application's."""
    out: list[Problem] = []
    for i, comp in enumerate(limits.walk_components(data.get("components"))):
        emojis = [comp.get("emoji"), *(o.get("emoji") for o in comp.get("options") or [])]
        for emoji in emojis:
            if isinstance(emoji, dict) and emoji.get("id") and int(emoji["id"]) not in known:
                out.append((("components", i, "emoji", "id"), f"Invalid emoji {emoji['id']}"))
    return out


def decode_image(uri: Any, problems: list[Problem]) -> tuple[bytes, str]:
    """The bytes and type of an image data URI, or problems as Discord words them."""
    match = DATA_URI.match(uri) if isinstance(uri, str) else None
    if match is None or match["mime"] not in MAGIC:
        problems.append((("image",), "Invalid image data: a PNG, JPEG, GIF or WEBP data URI."))
        return b"", ""
    try:
        data = base64.b64decode(match["data"], validate=True)
    except (binascii.Error, ValueError):
        problems.append((("image",), "Invalid image data: not base64."))
        return b"", ""
    if len(data) > MAX_IMAGE_BYTES:
        problems.append((("image",), f"File cannot be larger than {MAX_IMAGE_BYTES // 1024} kb."))
    if not MAGIC[match["mime"]](data):
        problems.append((("image",), f"Invalid image data: the bytes are not {match['mime']}."))
    return data, match["mime"]
