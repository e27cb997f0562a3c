"""Card faces: one 128×128 image per distinct card, drawn once and kept.

French cards show a big rank over a big suit (red suits red) on a white card,
so they read at emoji size (Discord shows emojis at 22–48 px); a miniature
playing card with pips would not. Four Color cards show the piece's character
in its colour (red, yellow, green, white) on a dark tile, the way the physical
cards print coloured ink — white ink needs the dark tile to be seen at all.

Each face has a stable name fit for a Discord application emoji (``ct_10s``,
``ct_fc_rc``) and a content hash of its pixels, so a host can upload only the
faces that are missing or changed.
"""

from __future__ import annotations

import hashlib
import io
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Literal

from PIL import Image, ImageDraw

from bot.engine import cards as french
from bot.games import fifty_six, four_color, prefa
from bot.pictures import fonts

SIZE = 128
_SCALE = 2  # drawn at twice the size and shrunk: smooth edges on the card outline
Deck = Literal["french", "four-color"]

# French cards
CARD_FILL = (253, 252, 248, 255)
CARD_EDGE = (150, 154, 160, 255)
RED_INK = (208, 32, 40, 255)
BLACK_INK = (24, 24, 28, 255)
# Four Color cards: ink per colour (red, yellow, green, white) on a dark tile
TILE_FILL = (34, 38, 46, 255)
COLOUR_INKS = ((236, 64, 58, 255), (250, 204, 40, 255), (52, 196, 96, 255),
               (246, 246, 242, 255))
JOKER_INK = (255, 168, 36, 255)


@dataclass(frozen=True, slots=True)
class Face:
    """One distinct card face: the game's own code, an emoji name and its text form."""

    code: str  # as the game writes it: "10S", "AH", "RC", "JK"
    name: str  # a Discord emoji name: 2–32 of [a-z0-9_]
    label: str  # the text the face stands for: "10♠", "🟥俥"
    deck: Deck


def _french_face(card: int) -> Face:
    code = french.card_code(card)
    return Face(code, f"ct_{code.lower()}", french.card_text(card), "french")


def _four_color_face(card: int) -> Face:
    code = four_color.card_code(card)
    return Face(code, f"ct_fc_{code.lower()}", four_color.card_text(card), "four-color")


def _unique(cards: Iterable[int]) -> list[int]:
    return list(dict.fromkeys(cards))


@cache
def _catalogue() -> dict[str, tuple[Face, ...]]:
    """Every card each game can deal, from the games' own decks (largest option)."""
    suit_order = {s: i for i, s in enumerate(french.SUITS)}

    def french_faces(deck: Iterable[int]) -> tuple[Face, ...]:
        ordered = sorted(_unique(deck), key=lambda c: (suit_order[french.suit_of(c)],
                                                        french.rank_of(c)))
        return tuple(_french_face(c) for c in ordered)

    colour_cards = four_color.sort_cards(_unique(four_color.build_deck(jokers=True)))
    return {
        "huutopussi": french_faces(french.deck_36()),
        "fifty-six": french_faces(french.build_deck(fifty_six.RANKS_64)),
        "prefa": french_faces(prefa.DECK),
        "four-color": tuple(_four_color_face(c) for c in colour_cards),
    }


def game_ids() -> tuple[str, ...]:
    return tuple(_catalogue())


def faces(game_id: str) -> tuple[Face, ...]:
    """The faces of one game's cards, in display order (by suit or colour, then rank)."""
    return _catalogue()[game_id]


@cache
def _by_code() -> dict[tuple[str, str], Face]:
    return {(game, f.code): f for game, fs in _catalogue().items() for f in fs}


def face(game_id: str, code: str) -> Face:
    """The face of the card ``code`` in game ``game_id``; KeyError if it has none."""
    found = _by_code().get((game_id, code.upper()))
    if found is None:
        raise KeyError(f"{game_id} has no card {code!r}")
    return found


CODES = {"french": french.card_code, four_color.DECK: four_color.card_code}


def code_of(deck: str, card: int) -> str | None:
    """The code of card ``card`` (an int, as ``bot.engine.text.Face`` carries it) of the deck
    a message names (``"french"``, ``"four-color"``), or None: a deck with no faces."""
    code = CODES.get(deck)
    return code(card) if code is not None else None


@cache
def all_faces() -> tuple[Face, ...]:
    """Every distinct face across the games (the French games share theirs)."""
    return tuple({f.name: f for fs in _catalogue().values() for f in fs}.values())


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


def _draw_french(code: str) -> Image.Image:
    image, draw, side = _canvas()
    card = french.parse_card(code)
    rank, suit = french.RANK_TEXT[french.rank_of(card)], french.suit_of(card)
    ink = RED_INK if suit in french.RED_SUITS else BLACK_INK
    inset, edge = 3 * _SCALE, 3 * _SCALE
    draw.rounded_rectangle((inset, inset, side - inset - 1, side - inset - 1),
                           radius=16 * _SCALE, fill=CARD_FILL, outline=CARD_EDGE, width=edge)
    _fitted(draw, rank, "latin", (64, 36, 104, 54), ink)
    _fitted(draw, french.SUIT_SYMBOLS[suit], "symbols", (64, 94, 60, 48), ink)
    return _finish(image)


def _tile(draw: ImageDraw.ImageDraw, side: int, frame: tuple[int, ...]) -> None:
    inset = 3 * _SCALE
    draw.rounded_rectangle((inset, inset, side - inset - 1, side - inset - 1),
                           radius=16 * _SCALE, fill=TILE_FILL, outline=frame, width=6 * _SCALE)


def _draw_four_color(code: str) -> Image.Image:
    image, draw, side = _canvas()
    card = four_color.parse_card(code)
    if card == four_color.JOKER:
        _tile(draw, side, JOKER_INK)
        for i, ink in enumerate(COLOUR_INKS):  # one dot per colour: it stands for any card
            x, y, r = (34 + 20 * i) * _SCALE, 103 * _SCALE, 7 * _SCALE
            draw.ellipse((x - r, y - r, x + r, y + r), fill=ink)
        _fitted(draw, "★", "symbols", (64, 54, 80, 76), JOKER_INK)
        return _finish(image)
    ink = COLOUR_INKS[four_color.colour_of(card)]
    _tile(draw, side, ink)
    char = four_color.card_text(card)[-1]  # the printed character, after the colour marker
    _fitted(draw, char, "cjk", (64, 64, 96, 96), ink)
    return _finish(image)


@cache
def face_image(f: Face) -> Image.Image:
    """The 128×128 RGBA image of a face, drawn on first use. Shared: do not modify it."""
    with fonts.DRAWING:
        return _draw_french(f.code) if f.deck == "french" else _draw_four_color(f.code)


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


def build_all() -> int:
    """Draw every face now (e.g. at start-up) so no request pays for it; returns the count."""
    for f in all_faces():
        face_image(f)
        face_hash(f)
    return len(all_faces())


def clear_cache() -> None:
    """Forget every drawn face (benchmarks time a cold build with it)."""
    for cached in (face_image, face_png, face_hash, face_at):
        cached.cache_clear()
