"""Rebuild the fonts shipped in ``bot/pictures/fonts/`` (a development tool, not run by the bot).

The bot draws card faces and table pictures with fonts it ships, so it never
needs a system font at run time. The shipped files are subsets of Noto fonts
(SIL Open Font License 1.1, see ``fonts/OFL.txt``), cut down to what a card
table draws: Latin with Vietnamese, Greek and Cyrillic for names and ranks;
the card suits; and the common Chinese, Japanese and Korean characters for
names plus the Xiangqi characters of Four Color's cards.

    apt-get install fonts-noto-core fonts-noto-cjk   # the source fonts (Debian)
    pip install fonttools                            # only for this script
    python -m bot.pictures.fontbuild

It also writes ``coverage.json`` (which code points each file has, as bits), so the bot can
pick a font per character without a font library of its own.
"""

from __future__ import annotations

import base64
import json
import re
import sys
import zlib
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from bot.pictures.fonts import COVERAGE_FILE, FONT_DIR, FONT_FILES

NOTO = Path("/usr/share/fonts/truetype/noto")
NOTO_CJK = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc")
CJK_INDEX = 3  # "Noto Sans CJK TC Bold": the traditional forms printed on Four Color cards
COPYRIGHT_DOC = Path("/usr/share/doc/fonts-noto-cjk/copyright")

PIECES = "帥仕相俥傌炮兵將士象車馬包卒砲"
SUIT_SYMBOLS = "♠♥♦♣♤♡♢♧★☆"


def _ranges(*spans: tuple[int, int]) -> set[int]:
    return {cp for lo, hi in spans for cp in range(lo, hi + 1)}


LATIN = _ranges(
    (0x20, 0x7E), (0xA0, 0x24F),  # ASCII, Latin-1, Latin Extended-A and -B
    (0x2B0, 0x36F),  # spacing modifiers, combining diacritics
    (0x370, 0x3FF), (0x1F00, 0x1FFF),  # Greek and polytonic Greek
    (0x400, 0x52F),  # Cyrillic and its supplement
    (0x1E00, 0x1EFF),  # Latin Extended Additional: Vietnamese
    (0x2000, 0x206F), (0x20A0, 0x20CF), (0x2100, 0x215F),  # punctuation, currency, letterlike
    (0x2190, 0x21FF), (0x2200, 0x22FF), (0x25A0, 0x25FF),  # arrows, the minus sign, shapes
)


# The suits, and the monochrome symbols a name may hold (☆ ♪ ☀ ✿): drawn, not dropped.
SYMBOLS = {ord(c) for c in SUIT_SYMBOLS} | _ranges(
    (0x2190, 0x21FF), (0x2200, 0x22FF), (0x25A0, 0x25FF), (0x2600, 0x26FF), (0x2700, 0x27BF))


def _double_byte(codec: str, rows: Iterable[int], cols: Iterable[int]) -> set[int]:
    """The characters of a legacy double-byte character set: a proxy for "common"."""
    out: set[int] = set()
    cols = list(cols)
    for row in rows:
        for col in cols:
            try:
                text = bytes([row, col]).decode(codec)
            except UnicodeDecodeError:
                continue
            if len(text) == 1:
                out.add(ord(text))
    return out


def cjk_code_points() -> set[int]:
    """GB 2312 level 1, JIS X 0208 level 1, Big5 level 1 and KS X 1001 Hangul, plus kana.

    About 9,700 characters: nearly every name written in Chinese, Japanese or
    Korean, at about 2 MB. Rarer characters fall back to "…" on the picture.
    """
    cols = range(0xA1, 0xFF)
    han = (_double_byte("gb2312", range(0xB0, 0xD8), cols)
           | _double_byte("euc_jp", range(0xB0, 0xD0), cols)
           | _double_byte("big5", range(0xA4, 0xC7), [*range(0x40, 0x7F), *range(0xA1, 0xFF)]))
    han = {cp for cp in han if 0x4E00 <= cp <= 0x9FFF}
    hangul = _double_byte("euc_kr", range(0xB0, 0xC9), cols)
    return (han | hangul | {ord(c) for c in PIECES}
            | _ranges((0x3000, 0x30FF), (0x3130, 0x318F), (0x31F0, 0x31FF), (0xFF01, 0xFF5E)))


def _subset(font: Any, code_points: set[int], out: Path, features: list[str],
            hinting: bool) -> list[int]:
    from fontTools import subset

    wanted = sorted(code_points & set(font.getBestCmap()))
    options = subset.Options()
    options.layout_features = features
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    options.notdef_outline = True
    options.hinting = hinting
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=wanted)
    subsetter.subset(font)
    font.recalcTimestamp = False  # the same sources give the same bytes on every rebuild
    subset.save_font(font, str(out), options)
    return wanted


def _bitset(code_points: list[int]) -> str:
    """The Basic Multilingual Plane as 8 KB of bits, compressed: a few KB per font."""
    bits = bytearray(0x10000 // 8)
    for cp in code_points:
        bits[cp >> 3] |= 1 << (cp & 7)
    return base64.b64encode(zlib.compress(bytes(bits), 9)).decode("ascii")


def _ofl_text(copyrights: list[str]) -> str:
    doc = COPYRIGHT_DOC.read_text(encoding="utf-8")
    body = doc.split("License: SIL-1.1\n", 2)[2].split("\nLicense: ", 1)[0]
    lines = [re.sub(r"^ \.?", "", line) for line in body.splitlines()]
    head = "\n".join(copyrights)
    intro = ("These fonts are subsets of Noto fonts, made by bot/pictures/fontbuild.py.\n"
             "They are licensed under the SIL Open Font License, Version 1.1:")
    return f"{head}\n\n{intro}\n\n" + "\n".join(lines).strip() + "\n"


def main() -> int:
    from fontTools.ttLib import TTCollection, TTFont

    # CJK hints cost 400 KB and change little at the sizes drawn; Latin keeps them.
    sources: dict[str, tuple[Any, set[int], list[str], bool]] = {
        "latin": (TTFont(NOTO / "NotoSans-Bold.ttf"), LATIN, ["kern"], True),
        "symbols": (TTFont(NOTO / "NotoSansSymbols2-Regular.ttf"), SYMBOLS, [], True),
        "cjk": (TTCollection(NOTO_CJK).fonts[CJK_INDEX], cjk_code_points(), [], False),
    }
    coverage: dict[str, str] = {}
    copyrights: list[str] = []
    for role, (font, code_points, features, hinting) in sources.items():
        copyrights.append(f"{font['name'].getDebugName(4)}: {font['name'].getDebugName(0)}")
        out = FONT_DIR / FONT_FILES[role]
        wanted = _subset(font, code_points, out, features, hinting)
        coverage[role] = _bitset(wanted)
        print(f"{out.name}: {len(wanted)} characters, {out.stat().st_size // 1024} KB")
    (FONT_DIR / COVERAGE_FILE).write_text(json.dumps(coverage, indent=1) + "\n")
    (FONT_DIR / "OFL.txt").write_text(_ofl_text(copyrights), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
