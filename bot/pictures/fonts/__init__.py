"""The fonts shipped with the bot (subsets of Noto, SIL OFL 1.1) and text drawn with them.

Pillow draws one font at a time, and no single font covers names in any
script, so text is split into runs, each drawn with the first shipped font that
has its characters (``coverage.json`` lists them; ``bot/pictures/fontbuild.py``
writes it with the fonts). Characters no font has are dropped (emoji, symbols)
or shown as "…" (letters of other scripts), so a name never shows empty boxes.
"""

from __future__ import annotations

import base64
import json
import math
import threading
import unicodedata
import zlib
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Literal

from PIL import Image, ImageFont

FONT_DIR = Path(__file__).resolve().parent
COVERAGE_FILE = "coverage.json"
FONT_FILES = {
    "latin": "NotoSans-Bold-subset.ttf",
    "symbols": "NotoSansSymbols2-subset.ttf",
    "cjk": "NotoSansCJKtc-Bold-subset.otf",
}

Role = Literal["latin", "symbols", "cjk"]
ROLES: tuple[Role, ...] = ("latin", "symbols", "cjk")  # the order fonts are tried in
ELLIPSIS = "…"
# Pillow does not promise that one FreeType font may draw in two threads at once, and a
# host may render in worker threads: every drawing with these fonts holds this lock.
DRAWING = threading.RLock()
_DROPPED = {"So", "Sk", "Mn", "Me"}  # pictographs and stray marks no font has: left out
_STAND_INS = str.maketrans({"\u2212": "\u2013"})  # Noto Sans has no minus sign: an en dash


@cache
def _coverage() -> dict[str, bytes]:
    raw = json.loads((FONT_DIR / COVERAGE_FILE).read_text(encoding="ascii"))
    return {role: zlib.decompress(base64.b64decode(bits)) for role, bits in raw.items()}


def has_glyph(role: Role, char: str) -> bool:
    cp = ord(char)
    bits = _coverage()[role]
    return cp < 0x10000 and bool(bits[cp >> 3] >> (cp & 7) & 1)


@lru_cache(maxsize=4096)
def role_of(char: str) -> Role | None:
    """The first shipped font that draws ``char``, or None."""
    for role in ROLES:
        if has_glyph(role, char):
            return role
    return None


@lru_cache(maxsize=64)
def font(role: Role, size: int) -> ImageFont.FreeTypeFont:
    """One font at one pixel size, loaded once. BASIC layout: the same pixels on every host."""
    return ImageFont.truetype(str(FONT_DIR / FONT_FILES[role]), size,
                              layout_engine=ImageFont.Layout.BASIC)


@lru_cache(maxsize=1024)
def drawable(text: str) -> str:
    """``text`` reduced to what the shipped fonts can draw, with no empty boxes.

    Emoji, pictographs and format characters (joiners, variation selectors) are
    dropped; a run of letters no font has (Arabic, Thai, …) becomes one "…".
    Whitespace collapses to single spaces. Returns "" when no letter of ``text``
    can be drawn, so the caller shows something better than a lone "…".
    """
    out: list[str] = []
    for char in unicodedata.normalize("NFC", text).translate(_STAND_INS):
        category = unicodedata.category(char)
        if char.isspace():
            if out and out[-1] != " ":
                out.append(" ")
        elif category[0] != "C" and role_of(char) is not None:
            out.append(char)
        elif category[0] == "C" or category in _DROPPED:
            # Left out (joiners, variation selectors, emoji), with the space before
            # it: "Mika 🎉: 3" reads "Mika: 3".
            if out and out[-1] == " ":
                out.pop()
        elif not out or out[-1] != ELLIPSIS:
            out.append(ELLIPSIS)
    result = "".join(out).strip()
    return result if result.replace(ELLIPSIS, "").strip() else ""


def runs(text: str) -> list[tuple[Role, str]]:
    """``text`` (already :func:`drawable`) split into runs of one font each."""
    out: list[tuple[Role, str]] = []
    for char in text:
        role = role_of(char) or "latin"
        if char == " " and out:
            role = out[-1][0] if has_glyph(out[-1][0], " ") else "latin"
        if out and out[-1][0] == role:
            out[-1] = (role, out[-1][1] + char)
        else:
            out.append((role, char))
    return out


@dataclass(frozen=True, slots=True)
class Glyph:
    """One character of one font at one size, rasterised once: its grey mask, where the
    mask goes from the pen on the baseline, and how far the pen moves on."""

    mask: Image.Image | None  # None: nothing to draw (a space)
    offset: tuple[int, int]
    advance: float


@lru_cache(maxsize=4096)
def glyph(role: Role, size: int, char: str) -> Glyph:
    """FreeType loads and hints a glyph anew on every call that lays out text (about
    70 µs a line to measure, 250 µs to draw), and names differ from table to table: so
    each character is laid out once and lines are built from these. With BASIC layout and
    these fonts (no kerning table) a line's width is the sum of its characters' advances,
    the same pixels as FreeType drawing the line whole."""
    face = font(role, size)
    with DRAWING:
        advance = face.getlength(char)
        mask, offset = face.getmask2(char, mode="L", anchor="ls")
    if not mask.size[0] or not mask.size[1]:
        return Glyph(None, (0, 0), advance)
    return Glyph(Image.Image()._new(mask), (int(offset[0]), int(offset[1])), advance)


@lru_cache(maxsize=8192)
def width(text: str, size: int) -> float:
    return sum(glyph(role, size, char).advance for role, part in runs(text) for char in part)


def clip(text: str, size: int, max_width: float) -> str:
    """``text`` cut with "…" so that it fits ``max_width`` pixels (whole characters)."""
    if width(text, size) <= max_width:
        return text
    lo, hi = 0, len(text)
    while lo < hi:  # the longest prefix that fits with the ellipsis
        mid = (lo + hi + 1) // 2
        if width(text[:mid].rstrip() + ELLIPSIS, size) <= max_width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + ELLIPSIS if lo else ""


def wrap(text: str, size: int, max_width: float, lines: int) -> list[str]:
    """``text`` broken at spaces into at most ``lines`` lines, the last one clipped."""
    out: list[str] = []
    words = text.split(" ")
    while words and len(out) < lines - 1:
        take = 1
        while take < len(words) and width(" ".join(words[:take + 1]), size) <= max_width:
            take += 1
        out.append(clip(" ".join(words[:take]), size, max_width))
        words = words[take:]
    if words:
        out.append(clip(" ".join(words), size, max_width))
    return [line for line in out if line]


@lru_cache(maxsize=2048)
def _line_mask(text: str, size: int) -> tuple[Image.Image, int]:
    """One line drawn once as a grey mask, and where its baseline is in the mask.

    Rasterising text is most of a picture's cost, and a table draws the same
    names and labels picture after picture: each line is kept (a few KB).
    """
    baseline = round(size * 1.2)
    mask = Image.new("L", (max(1, math.ceil(width(text, size))) + 2, round(size * 1.6)), 0)
    # Pillow's own paste, less ``Image.paste``'s checks: a glyph costs 1 µs to paste and
    # 1 µs to check, and a line anew pastes every letter (170 a picture of new names).
    into = mask.im
    x = 0.0
    for role, part in runs(text):
        for char in part:
            drawn = glyph(role, size, char)
            if drawn.mask is not None:  # painted through its own mask: overlaps add up
                left, top = round(x) + drawn.offset[0], baseline + drawn.offset[1]
                into.paste(255, (left, top, left + drawn.mask.width, top + drawn.mask.height),
                           drawn.mask.im)
            x += drawn.advance
    return mask, baseline


def clear_text_cache(glyphs: bool = True) -> None:
    """Forget every measured and rasterised line, and with ``glyphs`` every character
    (benchmarks time fresh text with it)."""
    width.cache_clear()
    if glyphs:
        glyph.cache_clear()
    _line_mask.cache_clear()
    drawable.cache_clear()


def draw_text(canvas: Image.Image, xy: tuple[float, float], text: str, size: int,
              fill: tuple[int, ...], anchor: Literal["l", "m", "r"] = "l") -> float:
    """Draw one line whose vertical middle is at ``xy[1]``; returns its width.

    Every run sits on one baseline placed from the Latin font's metrics, so a
    name mixing scripts reads as one line.
    """
    if not text:
        return 0.0
    total = width(text, size)
    x = xy[0] - {"l": 0.0, "m": total / 2, "r": total}[anchor]
    ascent, descent = font("latin", size).getmetrics()
    baseline = xy[1] + (ascent - descent) / 2 - size * 0.08
    mask, offset = _line_mask(text, size)
    canvas.paste(fill, (round(x), round(baseline) - offset), mask)
    return total
