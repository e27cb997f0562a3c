"""Cards you can see on Discord: the table message with a picture, card buttons with faces.

With ``pictures = true`` under ``[bot]`` the table message is a Components v2 message
(``discord.ui.LayoutView``): the text it has always had (as text displays, so screen
readers and ``pictures = false`` lose nothing), the table picture (a media gallery item
showing the ``table.png`` attachment), then its buttons. Once a message is v2 it stays
v2 (Discord refuses to turn the flag off), so every later edit of it — the lobby, the
closing sentence — is drawn the same way.

The picture is drawn from the committed public view at the moment the text is (the
presenter asks for the scene right after drawing the text, with no await between), so
the two always show the same move. It is uploaded only when it differs from the one the
message carries: the edit then lists just the new file, and Discord drops the old one;
otherwise the edit names no attachments, and Discord keeps the one there.
"""

from __future__ import annotations

import io
from collections import OrderedDict
from collections.abc import Generator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Self

import discord
from discord.utils import MISSING

from bot.engine.text import Msg
from bot.i18n import render as render_text
from bot.pictures.cache import Picture, PictureCache
from bot.pictures.emojis import CardEmojis, Present
from bot.pictures.host import FILENAME, TablePictures
from bot.pictures.scene import TableScene
from cogs.render import PREFIX, ButtonSpec, Layout
from cogs.ui import Stopped, let_go

if TYPE_CHECKING:
    from bot.tables import Table
    from cogs.reply import Public

MAX_TEXT = 4000  # Discord: all text displays of a message together
MEDIA_DESCRIPTION_MAX = 1024
# Discord's component types
TEXT_DISPLAY = discord.ComponentType.text_display.value
MEDIA_GALLERY = discord.ComponentType.media_gallery.value
CONTAINER = discord.ComponentType.container.value
SHOWN_KEPT = 20_000  # tables whose message's picture is remembered (a few MB at most)
# Pictures kept by fingerprint (20–30 KB each). A table asks for a picture only when its
# message does not carry it already, so one is seldom asked twice: at 1,000 tables the 512
# kept before were never asked again (0 hits of 2,015) and held 11 MB.
PICTURES_KEPT = 64


# Emojis as buttons carry them, kept per set of emojis (a sync makes a new ``CardEmojis``,
# so one never answers for another): hand panels are drawn for every player at every move,
# and the same few dozen faces were looked up and made into objects button by button.
EMOJIS_KEPT = 4096


@lru_cache(maxsize=EMOJIS_KEPT)
def card_button_emoji(emojis: CardEmojis, game_id: str,
                      action: str) -> discord.PartialEmoji | None:
    """The emoji a card button carries beside its text (``play:10S`` → the 10♠ face), or
    None: not a card, or no emoji for this game (the upload was refused, or is not done).
    One object per action, shared by the buttons that carry it (nothing changes it)."""
    return button_emoji(emojis.for_action(game_id, action))


@lru_cache(maxsize=EMOJIS_KEPT)
def face_emoji(emojis: CardEmojis, game_id: str, code: str) -> discord.PartialEmoji | None:
    """A card's emoji as its button carries it (``10S`` → the 10♠ face), or None, shared
    alike."""
    return button_emoji(emojis.emoji(game_id, code))


def button_emoji(found: Present | None) -> discord.PartialEmoji | None:
    """An uploaded emoji as a button carries it (None stays None)."""
    return discord.PartialEmoji(name=found.name, id=found.id) if found else None


_ACT = f"{PREFIX}:act:"  # the custom ids of actions: ct:act:<table>:<version>:<action>


def with_card_emojis(layout: Layout | None, emojis: CardEmojis | None,
                     game_id: str) -> Layout | None:
    """The layout with each card button carrying its card's emoji (its text kept beside it,
    for screen readers and for anyone who reads faster than they look). Changes the
    layout in place and returns it; no emojis (off, refused, not synced yet): unchanged.
    The ids are our own, just drawn: read, not validated as a click's would be."""
    if layout is None or emojis is None or not emojis.covers(game_id):
        return layout
    for spec in layout.components():
        if isinstance(spec, ButtonSpec) and spec.custom_id.startswith(_ACT):
            spec.emoji = card_button_emoji(emojis, game_id, spec.custom_id.split(":", 4)[-1])
    return layout


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: max(0, limit - 1)] + "…"


def embed_text(embed: discord.Embed) -> list[str]:
    """An embed as Markdown blocks: the title as a heading, the description, each field
    under its name in bold, the footer in small print. Nothing it said is lost."""
    blocks = []
    head = f"### {embed.title}" if embed.title else ""
    if embed.description:
        head = f"{head}\n{embed.description}" if head else embed.description
    if head:
        blocks.append(head)
    fields = "\n".join(f"**{f.name}**\n{f.value}" for f in embed.fields if f.name or f.value)
    if fields:
        blocks.append(fields)
    if embed.footer.text:
        blocks.append(f"-# {embed.footer.text}")
    return blocks


def _fit(blocks: Sequence[str], limit: int = MAX_TEXT) -> list[str]:
    """Blocks within Discord's total for text displays: later blocks are cut first."""
    out: list[str] = []
    room = limit
    for block in blocks:
        if room <= 1:
            break
        text = _clip(block, room)
        out.append(text)
        room -= len(text)
    return out


class DrawnLayout(Stopped, discord.ui.LayoutView):
    """A Components v2 message written straight as Discord's JSON: the very components a
    ``LayoutView`` of a container, text displays, a media gallery and action rows would
    send (``tests/test_discord_pictures_same.py`` compares), without the item objects.

    The table message is drawn anew at every edit of every table and only ever
    serialized, once (``handle_message_parameters``): a container of discord.ui items
    and each button rebuilt as an item cost more than the rest of the drawing, and
    linked back to their view, waited for a full garbage collection (``let_go``)."""

    # No LayoutView.__init__ (see ``cogs.ui.Stopped``): everything else discord.py reads
    # of a view is answered below.
    def __init__(self, components: list[dict[str, Any]]) -> None:
        self._components = components

    def __repr__(self) -> str:
        return f"<DrawnLayout components={len(self._components)}>"

    def to_components(self) -> list[dict[str, Any]]:
        return self._components

    @property
    def children(self) -> list[discord.ui.Item[Any]]:
        return []

    def walk_children(self) -> Generator[discord.ui.Item[Any], None, None]:
        yield from ()

    def clear_items(self) -> Self:
        return self

    def has_components_v2(self) -> bool:
        return True

    def is_dispatchable(self) -> bool:
        return False  # clicks are routed by ``cogs.ui.dispatch``, never by a view


def _accent(colour: discord.Colour | int | None) -> int | None:
    """A container's accent colour as discord.py writes it (no colour, or 0: none)."""
    if not colour:
        return None
    return colour if isinstance(colour, int) else colour.value


def layout_view(payload: Public, picture: bool, description: str = "") -> DrawnLayout:
    """The table message as Components v2: its text, the picture (when ``picture``: the
    message carries ``table.png``), its buttons — inside one container of the embed's
    colour. Sent stopped, like every view of ours: the dynamic items route the clicks."""
    blocks = [payload.content] if payload.content else []
    colour = None
    if payload.embed is not None:
        blocks += embed_text(payload.embed)
        colour = payload.embed.colour
    parts: list[dict[str, Any]] = [{"type": TEXT_DISPLAY, "content": b}
                                   for b in _fit(blocks) if b]
    if picture:
        item: dict[str, Any] = {"media": {"url": f"attachment://{FILENAME}"}, "spoiler": False}
        if alt := _clip(description, MEDIA_DESCRIPTION_MAX):
            item["description"] = alt
        parts.append({"type": MEDIA_GALLERY, "items": [item]})
    if payload.view is not None:  # its rows of buttons and selects, as they are
        parts += payload.view.to_components()
    return DrawnLayout([{"type": CONTAINER, "accent_color": _accent(colour), "spoiler": False,
                         "components": parts}])


@dataclass(frozen=True, slots=True)
class Outgoing:
    """One table message to send: the v2 view, and the picture's file when it is new
    (``attachments`` is then ``MISSING``: the file replaces the old one) or ``[]`` to drop
    a picture the message no longer shows; ``MISSING`` keeps what is there."""

    view: DrawnLayout
    files: list[discord.File]
    attachments: list[Any] | Any
    fingerprint: str | None

    def let_go(self) -> None:
        """Once the request is made (sent or failed): its view and files are freed by
        reference counting, not left in reference cycles for a full collection."""
        let_go(self.view)
        let_go_files(self.files)


def let_go_files(files: list[discord.File]) -> None:
    """After a request has sent (and closed) ``files``: discord.File leaves each buffer's
    own ``close`` method in the buffer's attributes, a cycle (buffer → its attributes →
    its bound method → buffer) that only a full collection would free — a picture's bytes
    per table edit, since the bot freezes what survives (``bot.collector``)."""
    for file in files:
        vars(file.fp).pop("close", None)


class TablePicturesOnDiscord:
    """What the presenter needs: the scene at the moment of the text, then the message."""

    def __init__(self, pictures: TablePictures | None = None) -> None:
        self.pictures = pictures if pictures is not None else TablePictures(
            PictureCache(PICTURES_KEPT))
        # table id → the picture its message carries; the oldest forgotten past SHOWN_KEPT
        # (a table that speaks again after that uploads its picture once more)
        self.shown: OrderedDict[int, str | None] = OrderedDict()
        self.uploads = 0

    def scene(self, table: Table) -> TableScene | None:
        """The picture's scene of the table as committed now (no picture before the match
        or once the table is closed)."""
        if table.status == "lobby" or table.state is None:
            return None
        names = [seat.name for seat in table.seats]
        return TablePictures.scene(table.view(None), names, table.state.clockwise,
                                   table.language)

    async def outgoing(self, table: Table, payload: Public, scene: TableScene | None
                       ) -> Outgoing:
        """The message for ``payload`` with the scene's picture, uploading it only if the
        message does not carry that picture already."""
        had = self.shown.get(table.id, "unknown")
        fingerprint = scene.fingerprint() if scene is not None else None
        description = render_text(Msg("pictures-table-alt"), table.language) if scene else ""
        view = layout_view(payload, scene is not None, description)
        if scene is None:
            return Outgoing(view, [], [] if had is not None else MISSING, None)
        if had == fingerprint:  # the message shows it already: not even looked up
            return Outgoing(view, [], MISSING, fingerprint)
        picture: Picture = await self.pictures.picture(scene, fingerprint)
        return Outgoing(view, [discord.File(io.BytesIO(picture.png), FILENAME)], MISSING,
                        picture.fingerprint)

    async def start(self) -> None:
        """Start the picture-drawing process (the bot is starting)."""
        await self.pictures.start()

    async def close(self) -> None:
        """End the picture-drawing process (the bot is closing)."""
        await self.pictures.close()

    def sent(self, table_id: int, outgoing: Outgoing) -> None:
        """The message now carries ``outgoing``'s picture (call after Discord said yes)."""
        if outgoing.files:
            self.uploads += 1
        self.shown[table_id] = outgoing.fingerprint
        self.shown.move_to_end(table_id)
        while len(self.shown) > SHOWN_KEPT:
            self.shown.popitem(last=False)
