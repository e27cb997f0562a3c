"""Files sent with a message (multipart ``files[n]``), named the way Discord names them.

discord.py sends a message with files as ``multipart/form-data``: a
``payload_json`` part and one ``files[n]`` part per file, and lists every file
in the payload's ``attachments`` as ``{"id": n, "filename": ...}`` (plus, on an
edit, the existing attachments to keep, by their ids). Discord names each
upload by that entry; an edit without ``attachments`` keeps every existing file
and appends the new ones. An entry that is neither an existing attachment nor
an upload is refused, and so is a file over the upload limit.

The bytes of every attachment still on a message are kept, so a test can look
at the picture the bot sent.
"""

from __future__ import annotations

import re
import struct
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from aiohttp import BodyPartReader

from .errors import HTTPError
from .limits import Problem

MAX_UPLOAD = 10 * 1024 * 1024  # the ``attachment_size_limit`` the fake's interactions announce
_FIELD = re.compile(r"files\[(\d+)\]")
_TYPES = {b"\x89PNG\r\n\x1a\n": "image/png", b"\xff\xd8\xff": "image/jpeg", b"GIF8": "image/gif"}


@dataclass(frozen=True)
class Upload:
    """One file part of a multipart request."""

    field: str  # the part's name: "files[0]"
    filename: str  # the part's own file name (the payload's entry wins over it)
    data: bytes

    @property
    def index(self) -> int | None:
        match = _FIELD.fullmatch(self.field)
        return int(match[1]) if match else None


async def read_part(part: BodyPartReader) -> Upload:
    return Upload(part.name or "", part.filename or "file", bytes(await part.read()))


def _content_type(data: bytes) -> str | None:
    return next((t for magic, t in _TYPES.items() if data.startswith(magic)), None)


def _png_size(data: bytes) -> tuple[int | None, int | None]:
    if data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) >= 24:
        width, height = struct.unpack(">II", data[16:24])
        return width, height
    return None, None


class Attachments:
    """Builds a message's ``attachments`` from a request and keeps their bytes by id."""

    def __init__(self, base_url: Callable[[], str], new_id: Callable[[], int]) -> None:
        self._base_url, self._new_id = base_url, new_id
        self.data: dict[str, bytes] = {}

    def problems(self, payload: dict[str, Any], data: dict[str, Any],
                 files: list[Upload]) -> list[Problem]:
        """Entries of ``attachments`` that name nothing: not on the message, not uploaded."""
        existing = {str(a["id"]) for a in payload.get("attachments") or []}
        uploaded = {str(u.index) for u in files if u.index is not None}
        return [(("attachments", i, "id"), "Unknown attachment: neither kept nor uploaded.")
                for i, entry in enumerate(data.get("attachments") or [])
                if str(entry.get("id")) not in existing | uploaded]

    def apply(self, payload: dict[str, Any], data: dict[str, Any], files: list[Upload]) -> None:
        """Set ``payload["attachments"]``: the kept ones, then each upload under its name."""
        if "attachments" not in data and not files:
            return
        for upload in files:
            if len(upload.data) > MAX_UPLOAD:
                raise HTTPError(413, 40005, "Request entity too large")
        listed = data.get("attachments")
        current = list(payload.get("attachments") or [])
        if listed is None:
            kept, entries = current, {}
        else:
            keep = {str(a.get("id")) for a in listed}
            kept = [a for a in current if str(a["id"]) in keep]
            entries = {str(a.get("id")): a for a in listed}
        for upload in files:
            entry = entries.get(str(upload.index), {})
            kept.append(self._new(upload, entry))
        payload["attachments"] = kept

    def _new(self, upload: Upload, entry: dict[str, Any]) -> dict[str, Any]:
        aid = str(self._new_id())
        name = str(entry.get("filename") or upload.filename)
        url = f"{self._base_url()}/attachments/{aid}/{name}"
        width, height = _png_size(upload.data)
        self.data[aid] = upload.data
        out: dict[str, Any] = {"id": aid, "filename": name, "size": len(upload.data),
                               "url": url, "proxy_url": url,
                               "content_type": _content_type(upload.data)}
        if width is not None:
            out.update(width=width, height=height)
        if entry.get("description"):
            out["description"] = entry["description"]
        return out

    def forget(self, before: dict[str, Any], after: dict[str, Any]) -> None:
        """Drop the bytes of attachments an edit removed (a long match uploads many)."""
        now = {str(a["id"]) for a in after.get("attachments") or []}
        for a in before.get("attachments") or []:
            if str(a["id"]) not in now:
                self.data.pop(str(a["id"]), None)

    def bytes_of(self, attachment_id: str | int) -> bytes:
        try:
            return self.data[str(attachment_id)]
        except KeyError:
            raise LookupError(f"no attachment {attachment_id} on any current message") from None
