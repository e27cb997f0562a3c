"""A picture of a hand panel as Discord shows it, for screenshots (``python -m bot cards``).

Discord draws the real panel; this draws a likeness from the same parts the bot sends —
the panel's lines of text and its rows of buttons, each card button with its card's
emoji beside its text — so the screenshots in ``docs/`` show what a player sees without
a Discord client. Knows nothing of Discord: the caller hands it plain data.
"""

from __future__ import annotations

import io
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from PIL import Image, ImageDraw

from bot.pictures import faces, fonts
from bot.pictures.emojis import parse_name

WIDTH = 640
PAD = 16
BACKGROUND = (49, 51, 56)  # Discord's dark theme
EMBED = (43, 45, 49)
TEXT = (219, 222, 225)
MUTED = (148, 155, 164)
STYLES = {"primary": (88, 101, 242), "secondary": (78, 80, 88), "success": (36, 128, 70),
          "danger": (218, 55, 60)}
EMOJI = 22  # Discord's size for an emoji on a button
BUTTON_H, BUTTON_GAP = 36, 8
TITLE_SIZE, TEXT_SIZE, SMALL_SIZE, LABEL_SIZE = 17, 15, 13, 15
# What Discord draws in colour inside text: Four Color's colour squares, the red suits.
SQUARES = {"🟥": (221, 46, 68), "🟨": (253, 203, 88), "🟩": (120, 177, 89), "⬜": (230, 231, 232)}
RED_SUIT = (221, 46, 68)
_COLOURED = re.compile("(<:[a-z0-9_]+:[0-9]+>|[🟥🟨🟩⬜]|[♥♦]\ufe0f?)")
_EMOJI = re.compile("<:([a-z0-9_]+):[0-9]+>")
TEXT_EMOJI = 20  # an emoji inside a line of text


@dataclass(frozen=True, slots=True)
class Button:
    """One button: its text, the card whose face it carries (a code of ``game``), if any."""

    label: str
    card: str | None = None
    style: str = "secondary"
    disabled: bool = False


@dataclass(frozen=True, slots=True)
class HandPanel:
    game: str
    title: str
    lines: tuple[str, ...]  # the panel's text, a line each ("**bold**" marks are dropped)
    rows: tuple[tuple[Button, ...], ...]
    colour: tuple[int, int, int] = (46, 204, 113)
    header: str = "Card Table"
    note: str = "Only you can see this"


def _parts(text: str) -> list[str]:
    return [part for part in _COLOURED.split(text.replace("**", "")) if part]


def _space(size: int) -> float:
    return fonts.width("a a", size) - fonts.width("aa", size)


def _text_width(part: str, size: int) -> float:
    """A part's width with the spaces at its ends (``drawable`` trims them)."""
    ends = (part[:1] == " ") + (part[-1:] == " ") if part.strip() else 1
    return fonts.width(fonts.drawable(part), size) + ends * _space(size)


def rich_width(text: str, size: int) -> float:
    """The width of a line drawn by :func:`draw_rich`."""
    return sum(size * 0.9 + 2 if part in SQUARES else TEXT_EMOJI + 2 if _face_of(part)
               else _text_width(part, size) for part in _parts(text))


def _face_of(part: str) -> faces.Face | None:
    """The card face an emoji's markup (``<:ct_10s_3fa2c1:123>``) shows, if it is one."""
    match = _EMOJI.fullmatch(part)
    parsed = parse_name(match[1]) if match else None
    return _faces_by_name().get(parsed[0]) if parsed else None


@cache
def _faces_by_name() -> dict[str, faces.Face]:
    return {f.name: f for f in faces.all_faces()}


def draw_rich(canvas: Image.Image, xy: tuple[float, float], text: str, size: int,
              fill: tuple[int, ...]) -> float:
    """One line as Discord shows it: colour squares as squares, ♥ and ♦ in red."""
    x, y = xy
    for part in _parts(text):
        face = _face_of(part)
        if face is not None:
            canvas.alpha_composite(faces.face_at(face, TEXT_EMOJI),
                                   (round(x), round(y - TEXT_EMOJI / 2)))
            x += TEXT_EMOJI + 2
        elif part in SQUARES:
            side = size * 0.9
            ImageDraw.Draw(canvas).rounded_rectangle((x, y - side / 2, x + side, y + side / 2),
                                                     radius=2, fill=(*SQUARES[part], 255))
            x += side + 2
        else:
            colour = (*RED_SUIT, 255) if part[0] in "♥♦" else fill
            lead = _space(size) if part[:1] == " " else 0.0
            fonts.draw_text(canvas, (x + lead, y), fonts.drawable(part), size, colour)
            x += _text_width(part, size)
    return x - xy[0]


def _button_width(button: Button) -> float:
    inner = rich_width(button.label, LABEL_SIZE) if button.label else 0
    emoji = EMOJI + (6 if button.label else 0) if button.card else 0
    return max(40.0, 24 + emoji + inner)


def _draw_button(canvas: Image.Image, game: str, button: Button, x: float, y: float) -> float:
    w = _button_width(button)
    layer = Image.new("RGBA", (round(w), BUTTON_H), (0, 0, 0, 0))
    ImageDraw.Draw(layer).rounded_rectangle((0, 0, w - 1, BUTTON_H - 1), radius=6,
                                            fill=(*STYLES.get(button.style, STYLES["secondary"]),
                                                  255))
    cx = 12.0
    if button.card:
        face = faces.face_at(faces.face(game, button.card), EMOJI)
        layer.alpha_composite(face, (round(cx), (BUTTON_H - EMOJI) // 2))
        cx += EMOJI + 6
    if button.label:
        draw_rich(layer, (cx, BUTTON_H / 2), button.label, LABEL_SIZE, (255, 255, 255, 255))
    if button.disabled:  # Discord dims a disabled button to half
        layer.putalpha(layer.getchannel("A").point(lambda a: a // 2))
    canvas.alpha_composite(layer, (round(x), round(y)))
    return w


def _layout_rows(rows: Sequence[Sequence[Button]], room: float) -> list[list[Button]]:
    """Discord's rows, wrapped further only where a row is wider than the panel."""
    out: list[list[Button]] = []
    for row in rows:
        line: list[Button] = []
        used = 0.0
        for button in row:
            w = _button_width(button) + BUTTON_GAP
            if line and used + w > room:
                out.append(line)
                line, used = [], 0.0
            line.append(button)
            used += w
        if line:
            out.append(line)
    return out


def _wrap(text: str, room: float) -> list[str]:
    """A line of the panel broken at spaces to fit ``room`` pixels."""
    out = [""]
    for word in text.replace("**", "").split(" "):
        joined = f"{out[-1]} {word}" if out[-1] else word
        if out[-1] and rich_width(joined, TEXT_SIZE) > room:
            out.append(word)
        else:
            out[-1] = joined
    return out


def render(panel: HandPanel) -> bytes:
    """The panel as a PNG."""
    text_room = WIDTH - 2 * PAD - 28
    wrapped = [line for text in panel.lines for line in _wrap(text, text_room)]
    rows = _layout_rows(panel.rows, WIDTH - 2 * PAD)
    embed_h = 16 + 26 + len(wrapped) * 21 + 12
    height = PAD + 44 + embed_h + 12 + len(rows) * (BUTTON_H + BUTTON_GAP) + PAD
    canvas = Image.new("RGBA", (WIDTH, height), (*BACKGROUND, 255))
    draw = ImageDraw.Draw(canvas)
    with fonts.DRAWING:
        fonts.draw_text(canvas, (PAD, PAD + 10), panel.header, TEXT_SIZE, (*TEXT, 255))
        fonts.draw_text(canvas, (PAD, PAD + 30), fonts.drawable(panel.note), SMALL_SIZE,
                        (*MUTED, 255))
        top = PAD + 44
        draw.rounded_rectangle((PAD, top, WIDTH - PAD, top + embed_h), radius=6,
                               fill=(*EMBED, 255))
        draw.rectangle((PAD, top, PAD + 3, top + embed_h), fill=(*panel.colour, 255))
        y = top + 16 + 10
        fonts.draw_text(canvas, (PAD + 16, y), fonts.clip(fonts.drawable(panel.title),
                                                          TITLE_SIZE, text_room),
                        TITLE_SIZE, (255, 255, 255, 255))
        y += 26
        for line in wrapped:
            draw_rich(canvas, (PAD + 16, y), line, TEXT_SIZE, (*TEXT, 255))
            y += 21
        y = top + embed_h + 12
        for row in rows:
            x = float(PAD)
            for button in row:
                x += _draw_button(canvas, panel.game, button, x, y) + BUTTON_GAP
            y += BUTTON_H + BUTTON_GAP
    out = io.BytesIO()
    canvas.convert("RGB").save(out, format="PNG", optimize=True)
    return out.getvalue()
