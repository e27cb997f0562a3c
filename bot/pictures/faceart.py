"""How a card face is drawn: from what is printed on it, knowing nothing of the games.

French cards show a big rank over a big suit (red suits red) on a white card,
so they read at emoji size (Discord shows emojis at 22–48 px); a miniature
playing card with pips would not. Four Color cards show the piece's character
in its colour (red, yellow, green, white) on a dark tile, the way the physical
cards print coloured ink — white ink needs the dark tile to be seen at all.

Which faces each game has, and what each prints, is ``bot.pictures.faces`` (it reads the
games). This module draws from a :class:`Face` alone, so the table-picture process
(``bot.pictures.painter``) imports Pillow, the fonts and this, and none of the games.
"""

from __future__ import annotations

import hashlib
import io
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Literal

from PIL import Image, ImageDraw

from bot.pictures import fonts

SIZE = 128
_SCALE = 2  # drawn at twice the size and shrunk: smooth edges on the card outline
Deck = Literal["french", "four-color"]
Ink = tuple[int, int, int, int]

# French cards
CARD_FILL: Ink = (253, 252, 248, 255)
CARD_EDGE: Ink = (150, 154, 160, 255)
RED_INK: Ink = (208, 32, 40, 255)
BLACK_INK: Ink = (24, 24, 28, 255)
# Four Color cards: ink per colour (red, yellow, green, white) on a dark tile
TILE_FILL: Ink = (34, 38, 46, 255)
COLOUR_INKS: tuple[Ink, ...] = ((236, 64, 58, 255), (250, 204, 40, 255), (52, 196, 96, 255),
                                (246, 246, 242, 255))
JOKER_INK: Ink = (255, 168, 36, 255)
JOKER_MARK = "★"


@dataclass(frozen=True, slots=True)
class Face:
    """One distinct card face: the game's own code, an emoji name, its text form, and
    what is printed on it (``mark`` large, over ``suit`` on a French card, in ``ink``)."""

    code: str  # as the game writes it: "10S", "AH", "RC", "JK"
    name: str  # a Discord emoji name: 2–32 of [a-z0-9_]
    label: str  # the text the face stands for: "10♠", "🟥俥"
    deck: Deck
    mark: str  # the rank ("10"), the piece's character ("俥"), or the joker's star
    suit: str  # a French card's suit symbol ("♠"); "" on a Four Color card
    ink: Ink
    joker: bool = False


class Catalogue:
    """Every game's faces, looked up by card code: all a table picture knows of the games.
    Built from the games by ``bot.pictures.faces``; sent as it is to the drawing process."""

    def __init__(self, games: Mapping[str, tuple[Face, ...]]) -> None:
        self.games = dict(games)
        self._by_code = {(game, f.code): f for game, fs in self.games.items() for f in fs}
        # every distinct face across the games (the French games share theirs)
        self.every = tuple({f.name: f for fs in self.games.values() for f in fs}.values())

    def __reduce__(self) -> tuple[type[Catalogue], tuple[dict[str, tuple[Face, ...]]]]:
        return Catalogue, (self.games,)  # the lookups are rebuilt, not sent

    def face(self, game_id: str, code: str) -> Face:
        """The face of the card ``code`` in game ``game_id``; KeyError if it has none."""
        found = self._by_code.get((game_id, code.upper()))
        if found is None:
            raise KeyError(f"{game_id} has no card {code!r}")
        return found

    def deck(self, game_id: str) -> Deck:
        return self.games[game_id][0].deck


# --- drawing ------------------------------------------------------------------

def _canvas() -> tuple[Image.Image, ImageDraw.ImageDraw, int]:
    side = SIZE * _SCALE
    image = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    return image, ImageDraw.Draw(image), side


def _finish(image: Image.Image) -> Image.Image:
    return image.resize((SIZE, SIZE), Image.Resampling.LANCZOS)


def _fitted(draw: ImageDraw.ImageDraw, text: str, role: fonts.Role,
            box: tuple[float, float, float, float], fill: tuple[int, ...]) -> None:
    """Draw ``text`` as large as fits ``box`` (centre x, centre y, width, height), by its ink.

    Fitting the ink rather than the font size gives every rank and suit the same
    height, whatever its shape (the slim diamond, the J's descender, a wide 10).
    """
    cx, cy, bw, bh = (v * _SCALE for v in box)
    size = int(bh * 2)
    left, top, right, bottom = draw.textbbox((0, 0), text, font=fonts.font(role, size), anchor="ls")
    size = int(size * min(bw / (right - left), bh / (bottom - top)))
    font = fonts.font(role, size)
    left, top, right, bottom = draw.textbbox((0, 0), text, font=font, anchor="ls")
    draw.text((cx - (left + right) / 2, cy - (top + bottom) / 2), text, font=font, fill=fill,
              anchor="ls")


def _draw_french(f: Face) -> Image.Image:
    image, draw, side = _canvas()
    inset, edge = 3 * _SCALE, 3 * _SCALE
    draw.rounded_rectangle((inset, inset, side - inset - 1, side - inset - 1),
                           radius=16 * _SCALE, fill=CARD_FILL, outline=CARD_EDGE, width=edge)
    _fitted(draw, f.mark, "latin", (64, 36, 104, 54), f.ink)
    _fitted(draw, f.suit, "symbols", (64, 94, 60, 48), f.ink)
    return _finish(image)


def _tile(draw: ImageDraw.ImageDraw, side: int, frame: tuple[int, ...]) -> None:
    inset = 3 * _SCALE
    draw.rounded_rectangle((inset, inset, side - inset - 1, side - inset - 1),
                           radius=16 * _SCALE, fill=TILE_FILL, outline=frame, width=6 * _SCALE)


def _draw_four_color(f: Face) -> Image.Image:
    image, draw, side = _canvas()
    _tile(draw, side, f.ink)
    if f.joker:
        for i, ink in enumerate(COLOUR_INKS):  # one dot per colour: it stands for any card
            x, y, r = (34 + 20 * i) * _SCALE, 103 * _SCALE, 7 * _SCALE
            draw.ellipse((x - r, y - r, x + r, y + r), fill=ink)
        _fitted(draw, f.mark, "symbols", (64, 54, 80, 76), f.ink)
    else:
        _fitted(draw, f.mark, "cjk", (64, 64, 96, 96), f.ink)
    return _finish(image)


@cache
def face_image(f: Face) -> Image.Image:
    """The 128×128 RGBA image of a face, drawn on first use. Shared: do not modify it."""
    with fonts.DRAWING:
        return _draw_french(f) if f.deck == "french" else _draw_four_color(f)


@cache
def face_png(f: Face) -> bytes:
    """The face as PNG bytes (what an emoji upload sends)."""
    out = io.BytesIO()
    face_image(f).save(out, format="PNG", optimize=True)
    return out.getvalue()


@cache
def face_hash(f: Face) -> str:
    """A hash of the face's pixels: it changes exactly when the picture does.

    Hashing pixels rather than the PNG keeps it stable across PNG encoders.
    """
    image = face_image(f)
    digest = hashlib.sha256(f"{image.mode}{image.size}".encode())
    digest.update(image.tobytes())
    return digest.hexdigest()


@lru_cache(maxsize=1024)
def face_at(f: Face, px: int) -> Image.Image:
    """The face shrunk to ``px`` pixels square, for pictures. Shared: do not modify it."""
    image = face_image(f)
    return image if px == SIZE else image.resize((px, px), Image.Resampling.LANCZOS)


def draw_all(every: Iterable[Face]) -> int:
    """Draw these faces now (e.g. at start-up) so no request pays for it; returns the count."""
    drawn = [face_image(f) for f in every]
    return len(drawn)


def clear_cache() -> None:
    """Forget every drawn face (benchmarks time a cold build with it)."""
    for cached in (face_image, face_png, face_hash, face_at):
        cached.cache_clear()
