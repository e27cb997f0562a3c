"""Components v2 (``LayoutView``) as Discord checks them, and reading them back for tests.

A message with the flag ``IS_COMPONENTS_V2`` (1 << 15) carries no ``content`` or
``embeds``: its components are the message. Discord's rules checked here (the
40-component total and the no-content rule are in ``limits``):

- where each type may go: at the top level action rows (1), sections (9), text
  displays (10), media galleries (12), files (13), separators (14) and
  containers (17); in a container the same but containers; a section holds
  1–3 text displays and one accessory, a thumbnail (11) or a button (2); an
  action row holds up to 5 buttons or one select;
- all text displays together hold at most 4,000 characters;
- a gallery has 1–10 items; media URLs are ``http(s)://`` or
  ``attachment://<name>``, a file component's only ``attachment://``, and an
  ``attachment://`` name must be one of the message's attachments;
- a separator's spacing is 1 or 2; a container's accent colour is 0–0xFFFFFF;
- without the flag no v2 type may appear at all, and once a message has the
  flag an edit cannot take it away.

Stored messages have ``attachment://`` references resolved to the attachment,
as Discord answers them (``url``, ``proxy_url``, ``attachment_id``), so a test
can follow a picture to the bytes the bot uploaded.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from .limits import IS_COMPONENTS_V2, SELECT_TYPES, Problem

V2_TYPES = frozenset({9, 10, 11, 12, 13, 14, 17})
TOP_LEVEL = frozenset({1, 9, 10, 12, 13, 14, 17})
IN_CONTAINER = TOP_LEVEL - {17}
ACCESSORIES = frozenset({2, 11})
ROW_ITEMS = frozenset({2} | SELECT_TYPES)
MAX_TEXT = 4000
MAX_GALLERY = 10
MAX_MEDIA_DESCRIPTION = 1024
MEDIA_SCHEMES = ("http://", "https://", "attachment://")
ATTACHMENT = "attachment://"

Path = tuple[str | int, ...]


def attachment_names(data: dict[str, Any]) -> set[str]:
    """The file names a message's ``attachment://`` references may use."""
    return {str(a.get("filename")) for a in data.get("attachments") or [] if a.get("filename")}


def check(data: dict[str, Any]) -> list[Problem]:
    """Discord's Components v2 rules for a message create (or an edit's result)."""
    out: list[Problem] = []
    components = data.get("components")
    if not isinstance(components, list):
        return out
    flags = int(data.get("flags") or 0)
    if not flags & IS_COMPONENTS_V2:
        for path, comp in _walk(components, ("components",)):
            if comp.get("type") in V2_TYPES:
                out.append(((*path, "type"), "This component needs the IS_COMPONENTS_V2 flag."))
        return out
    checker = _Checker(attachment_names(data), out)
    for i, comp in enumerate(components):
        checker.node(comp, ("components", i), TOP_LEVEL)
    if checker.text > MAX_TEXT:
        out.append((("components",), f"Text displays hold {MAX_TEXT} or fewer characters "
                                     f"in total (here {checker.text})."))
    return out


def check_edit(before: dict[str, Any], after: dict[str, Any]) -> list[Problem]:
    """An edit may turn Components v2 on, never off."""
    if int(before.get("flags") or 0) & IS_COMPONENTS_V2 and not (
        int(after.get("flags") or 0) & IS_COMPONENTS_V2
    ):
        return [(("flags",), "The IS_COMPONENTS_V2 flag cannot be removed from a message.")]
    return []


class _Checker:
    def __init__(self, names: set[str], out: list[Problem]) -> None:
        self.names, self.out, self.text = names, out, 0

    def problem(self, path: Path, message: str) -> None:
        self.out.append((path, message))

    def node(self, comp: Any, path: Path, allowed: frozenset[int]) -> None:
        if not isinstance(comp, dict):
            self.problem(path, "Must be an object.")
            return
        ctype = comp.get("type")
        if ctype not in allowed:
            self.problem((*path, "type"), f"A component of type {ctype} cannot go here.")
            return
        children = comp.get("components") or []
        if ctype == 17:
            for i, child in enumerate(children):
                self.node(child, (*path, "components", i), IN_CONTAINER)
            colour = comp.get("accent_color")
            if colour is not None and not (isinstance(colour, int) and 0 <= colour <= 0xFFFFFF):
                self.problem((*path, "accent_color"), "Must be a colour from 0 to 0xFFFFFF.")
        elif ctype == 9:
            if not 1 <= len(children) <= 3:
                self.problem((*path, "components"), "A section holds 1 to 3 text displays.")
            for i, child in enumerate(children):
                self.node(child, (*path, "components", i), frozenset({10}))
            accessory = comp.get("accessory")
            if accessory is None:
                self.problem((*path, "accessory"), "This field is required")
            else:
                self.node(accessory, (*path, "accessory"), ACCESSORIES)
        elif ctype == 1:
            if not 1 <= len(children) <= 5:
                self.problem((*path, "components"), "An action row holds 1 to 5 components.")
            if len(children) > 1 and any(
                isinstance(c, dict) and c.get("type") in SELECT_TYPES for c in children
            ):
                self.problem((*path, "components"), "A select must be alone in its action row")
            for i, child in enumerate(children):
                self.node(child, (*path, "components", i), ROW_ITEMS)
        elif ctype == 10:
            content = comp.get("content")
            if not isinstance(content, str) or not content:
                self.problem((*path, "content"), "This field is required")
            else:
                self.text += len(content)
        elif ctype == 11:
            self.media(comp.get("media"), (*path, "media"), comp.get("description"))
        elif ctype == 12:
            items = comp.get("items") or []
            if not 1 <= len(items) <= MAX_GALLERY:
                self.problem((*path, "items"), f"A gallery holds 1 to {MAX_GALLERY} items.")
            for i, item in enumerate(items):
                where = (*path, "items", i)
                if not isinstance(item, dict):
                    self.problem(where, "Must be an object.")
                else:
                    self.media(item.get("media"), (*where, "media"), item.get("description"))
        elif ctype == 13:
            self.media(comp.get("file"), (*path, "file"), None, schemes=(ATTACHMENT,))
        elif ctype == 14 and comp.get("spacing", 1) not in (1, 2):
            self.problem((*path, "spacing"), "Must be 1 (small) or 2 (large).")

    def media(self, media: Any, path: Path, description: Any,
              schemes: tuple[str, ...] = MEDIA_SCHEMES) -> None:
        if isinstance(description, str) and len(description) > MAX_MEDIA_DESCRIPTION:
            self.problem((*path[:-1], "description"),
                         f"Must be {MAX_MEDIA_DESCRIPTION} or fewer in length.")
        url = media.get("url") if isinstance(media, dict) else None
        if not isinstance(url, str) or not url:
            self.problem((*path, "url"), "This field is required")
        elif not url.startswith(schemes):
            self.problem((*path, "url"), f"Scheme must be one of {', '.join(schemes)}")
        elif url.startswith(ATTACHMENT) and url[len(ATTACHMENT):] not in self.names:
            self.problem((*path, "url"), f"No attachment named {url[len(ATTACHMENT):]!r} on "
                                         "this message.")


def _walk(components: list[Any], path: Path) -> list[tuple[Path, dict[str, Any]]]:
    found: list[tuple[Path, dict[str, Any]]] = []
    for i, comp in enumerate(components):
        if not isinstance(comp, dict):
            continue
        here = (*path, i)
        found.append((here, comp))
        found += _walk(comp.get("components") or [], (*here, "components"))
        if isinstance(comp.get("accessory"), dict):
            found.append(((*here, "accessory"), comp["accessory"]))
    return found


def _media_items(components: list[Any]) -> list[dict[str, Any]]:
    """Every unfurled media item in a component tree (thumbnails, gallery items, files)."""
    found = []
    for _, comp in _walk(components, ()):
        ctype = comp.get("type")
        if ctype == 11 and isinstance(comp.get("media"), dict):
            found.append(comp["media"])
        elif ctype == 12:
            found += [i["media"] for i in comp.get("items") or []
                      if isinstance(i, dict) and isinstance(i.get("media"), dict)]
        elif ctype == 13 and isinstance(comp.get("file"), dict):
            found.append(comp["file"])
    return found


def resolve(payload: dict[str, Any]) -> None:
    """Point ``attachment://`` references at the message's attachments, as Discord answers.

    Copies the component tree first: the request's own dicts stay untouched.
    """
    components = payload.get("components")
    if not components or not payload.get("attachments") or not _media_items(components):
        return  # no attachment: nothing to point at (most messages, every bench edit)
    by_name = {a["filename"]: a for a in payload.get("attachments") or []}
    payload["components"] = components = copy.deepcopy(components)
    for media in _media_items(components):
        url = str(media.get("url", ""))
        attachment = by_name.get(url[len(ATTACHMENT):]) if url.startswith(ATTACHMENT) else None
        if attachment is not None:
            media.update(url=attachment["url"], proxy_url=attachment["proxy_url"],
                         attachment_id=attachment["id"],
                         content_type=attachment.get("content_type"),
                         width=attachment.get("width"), height=attachment.get("height"))


@dataclass(frozen=True)
class Media:
    """One picture a v2 message shows: where, and the attachment it is (if one)."""

    kind: str  # "thumbnail", "gallery" or "file"
    url: str
    attachment_id: str | None
    description: str | None


def media(data: dict[str, Any]) -> list[Media]:
    """The pictures of a message in reading order."""
    found: list[Media] = []
    for _, comp in _walk(data.get("components") or [], ()):
        ctype = comp.get("type")
        if ctype == 11:
            found.append(_media("thumbnail", comp.get("media"), comp.get("description")))
        elif ctype == 12:
            found += [_media("gallery", i.get("media"), i.get("description"))
                      for i in comp.get("items") or [] if isinstance(i, dict)]
        elif ctype == 13:
            found.append(_media("file", comp.get("file"), None))
    return found


def _media(kind: str, item: Any, description: Any) -> Media:
    item = item if isinstance(item, dict) else {}
    attachment = item.get("attachment_id")
    return Media(kind, str(item.get("url", "")), str(attachment) if attachment else None,
                 description if isinstance(description, str) else None)
