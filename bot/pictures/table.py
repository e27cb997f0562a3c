"""Draw a :class:`TableScene` as a small PNG: the table on the left, a side panel on the right.

Trick games lay the current trick out around the table, each card in front of
its seat's name (seat 0 at the bottom, then round in the direction of play).
Four Color lists the seats as rows, each with its exposed melds. The side panel
holds the title, trumps and contract, the last trick or the latest discard, and
the score lines. The picture is 800×480 with 256 colours (one palette for all): 15–30 KB as PNG.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, cached_property, lru_cache

from PIL import Image, ImageDraw

from bot.pictures import faceart, fonts, png
from bot.pictures.faceart import Catalogue
from bot.pictures.scene import Played, SeatScene, TableScene

WIDTH, HEIGHT = 800, 480
TABLE_WIDTH = 556  # the table area; the side panel takes the rest
PANEL_X = TABLE_WIDTH + 4
PAD = 12
PANEL_ROOM = WIDTH - PANEL_X - 2 * PAD

Colour = tuple[int, int, int]
FELT: Colour = (22, 70, 46)
TABLE: Colour = (34, 100, 66)
TABLE_RIM: Colour = (16, 52, 34)
PANEL: Colour = (30, 33, 38)
PLATE: Colour = (17, 24, 24)
PLATE_TURN: Colour = (74, 58, 14)
TEXT: Colour = (242, 242, 238)
MUTED: Colour = (176, 184, 178)
GOLD: Colour = (250, 196, 60)
SHADOW_ALPHA = 90
SUIT_INKS: dict[str, Colour] = {"S": faceart.BLACK_INK[:3], "C": faceart.BLACK_INK[:3],
                                "H": faceart.RED_INK[:3], "D": faceart.RED_INK[:3]}
CHIP_FILL: Colour = faceart.CARD_FILL[:3]

NAME_SIZE, NOTE_SIZE, LABEL_SIZE, LINE_SIZE = 19, 15, 15, 17

Box = tuple[float, float, float, float]


def _box(cx: float, cy: float, w: float, h: float) -> Box:
    return (cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2)


# --- where things go ------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class _Sizes:
    """A trick table with ``n`` seats: the cards' size and the ellipse they sit on (compact,
    so the trick reads as one group), and the name plates' size."""

    card: int
    radius: tuple[float, float]
    plate: tuple[int, int]


_SIZES = {  # chosen so that no two boxes come closer than 8 px (see the tests)
    2: _Sizes(96, (0, 80), (180, 50)),
    3: _Sizes(84, (110, 50), (164, 50)),
    4: _Sizes(84, (54, 100), (160, 50)),
    5: _Sizes(72, (70, 120), (150, 50)),
    6: _Sizes(64, (86, 74), (142, 50)),
    7: _Sizes(60, (100, 104), (128, 50)),
    8: _Sizes(56, (102, 102), (124, 50)),
}


@dataclass(frozen=True, slots=True)
class SeatPlace:
    """Where one seat's trick card and name plate go (boxes are x0, y0, x1, y1)."""

    card: Box
    plate: Box


def trick_places(n: int, clockwise: bool = True) -> list[SeatPlace]:
    """Seat 0 at the bottom, then round the table in the direction of play.

    Plates sit on the largest ellipse that keeps them inside the table area;
    cards sit on a compact ellipse in the middle, each toward its seat.
    """
    sizes = _SIZES[n]
    cx, cy = TABLE_WIDTH / 2, HEIGHT / 2
    pw, ph = sizes.plate
    outer = (cx - pw / 2 - 6, cy - ph / 2 - 6)
    step = 1 if clockwise else -1
    places = []
    for seat in range(n):
        angle = math.radians(90 + step * seat * 360 / n)  # screen y points down: 90° = bottom
        dx, dy = math.cos(angle), math.sin(angle)
        card = _box(cx + sizes.radius[0] * dx, cy + sizes.radius[1] * dy, sizes.card, sizes.card)
        plate = _box(cx + outer[0] * dx, cy + outer[1] * dy, pw, ph)
        places.append(SeatPlace(card, plate))
    return places


MELD_CARD_SIZES = (48, 44, 40, 36, 32, 28, 24, 20)
MELD_PLATE_WIDTH = 150
MELD_GAP = 10  # between melds; cards within a meld are 2 px apart


def meld_lines(melds: Sequence[Sequence[str]], card: int, width: float) -> list[list[int]]:
    """Which melds go on which line (indices), wrapping whole melds at ``width``."""
    lines: list[list[int]] = [[]]
    used = 0.0
    for i, meld in enumerate(melds):
        need = len(meld) * (card + 2)
        if lines[-1] and used + need > width:
            lines.append([])
            used = 0.0
        lines[-1].append(i)
        used += need + MELD_GAP
    return lines


def meld_card_size(scene: TableScene) -> int:
    """The largest card size at which every seat's melds fit its row."""
    row_h = (HEIGHT - 2 * PAD) / len(scene.seats)
    for size in MELD_CARD_SIZES:
        lines = max(len(meld_lines(s.melds, size, _MELD_ROOM)) for s in scene.seats)
        if lines * (size + 6) + 14 <= row_h:
            return size
    return MELD_CARD_SIZES[-1]


_MELD_X = PAD + MELD_PLATE_WIDTH + 24
_MELD_ROOM = TABLE_WIDTH - PAD - 8 - _MELD_X


# --- drawing ----------------------------------------------------------------------

@lru_cache(maxsize=64)
def _shadow(px: int) -> Image.Image:
    """The soft mask of a card's shadow at one size, made once."""
    mask = Image.new("L", (px, px), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, px - 1, px - 1), radius=max(3, px // 8),
                                           fill=SHADOW_ALPHA)
    return mask


def _paste_card(canvas: Image.Image, card: faceart.Face, cx: float, cy: float, px: int,
                ring: Colour | None = None) -> None:
    x, y = round(cx - px / 2), round(cy - px / 2)
    canvas.paste((0, 0, 0), (x + 2, y + 3), _shadow(px))
    face = faceart.face_at(card, px)
    canvas.paste(face, (x, y), face)
    if ring is not None:
        ImageDraw.Draw(canvas).rounded_rectangle((x - 3, y - 3, x + px + 2, y + px + 2),
                                                 radius=max(3, px // 8) + 2, outline=ring,
                                                 width=3)


def seat_name(scene: TableScene, seat: int) -> str:
    """The name as drawn; a name with nothing drawable shows as its seat number."""
    return fonts.drawable(scene.seats[seat].name) or scene.labels.seat.format(n=seat + 1)


def _plate(canvas: Image.Image, seat: SeatScene, box: Box, name: str) -> None:
    """A name plate: the name on top, the note below, gold when the seat is to act."""
    draw = ImageDraw.Draw(canvas)
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=10, fill=PLATE_TURN if seat.to_act else PLATE,
                           outline=GOLD if seat.to_act else None, width=2)
    room = x1 - x0 - 16
    name_room = room
    if seat.dealer:
        chip = 9
        cx, cy = x1 - chip - 5, y0 + chip + 4
        draw.ellipse(_box(cx, cy, 2 * chip, 2 * chip), fill=TEXT)
        fonts.draw_text(canvas, (cx, cy), "D", 13, PANEL, anchor="m")
        name_room -= 2 * chip + 2
    name = fonts.clip(name, NAME_SIZE, name_room)
    note = fonts.clip(fonts.drawable(seat.note), NOTE_SIZE, room)
    colour = GOLD if seat.to_act else TEXT
    if note:
        fonts.draw_text(canvas, (x0 + 8, y0 + 16), name, NAME_SIZE, colour)
        fonts.draw_text(canvas, (x0 + 8, y1 - 14), note, NOTE_SIZE, MUTED)
    else:
        fonts.draw_text(canvas, (x0 + 8, (y0 + y1) / 2), name, NAME_SIZE, colour)


def _draw_trick_table(canvas: Image.Image, scene: TableScene, book: Catalogue) -> None:
    draw = ImageDraw.Draw(canvas)
    draw.ellipse((24, 46, TABLE_WIDTH - 24, HEIGHT - 46), fill=TABLE, outline=TABLE_RIM, width=6)
    played = dict(scene.trick)
    for seat, place in enumerate(trick_places(len(scene.seats), scene.clockwise)):
        _plate(canvas, scene.seats[seat], place.plate, seat_name(scene, seat))
        x0, y0, x1, y1 = place.card
        if seat in played:
            _paste_card(canvas, book.face(scene.game, played[seat]), (x0 + x1) / 2, (y0 + y1) / 2,
                        round(x1 - x0))
        elif scene.seats[seat].to_act:  # an empty place where the awaited card will land
            draw.rounded_rectangle(place.card, radius=(x1 - x0) // 8, outline=GOLD, width=2)


def _draw_meld_table(canvas: Image.Image, scene: TableScene, book: Catalogue) -> None:
    """Four Color: one row per seat, the name plate then the exposed melds, wrapping."""
    row_h = (HEIGHT - 2 * PAD) / len(scene.seats)
    card = meld_card_size(scene)
    draw = ImageDraw.Draw(canvas)
    for seat, seat_scene in enumerate(scene.seats):
        top = PAD + seat * row_h
        draw.rounded_rectangle((PAD, top + 3, TABLE_WIDTH - PAD, top + row_h - 3), radius=12,
                               fill=TABLE)
        _plate(canvas, seat_scene, (PAD + 8, top + 12, PAD + 8 + MELD_PLATE_WIDTH, top + 62),
               seat_name(scene, seat))
        y = top + 12
        for line in meld_lines(seat_scene.melds, card, _MELD_ROOM):
            x = float(_MELD_X)
            for i in line:
                for code in seat_scene.melds[i]:
                    _paste_card(canvas, book.face(scene.game, code), x + card / 2, y + card / 2,
                                card)
                    x += card + 2
                x += MELD_GAP
            y += card + 6


def _label(canvas: Image.Image, y: float, text: str) -> float:
    """A small grey heading in the panel; returns where the next thing goes."""
    line = fonts.clip(fonts.drawable(text), LABEL_SIZE, PANEL_ROOM)
    fonts.draw_text(canvas, (PANEL_X + PAD, y + 9), line, LABEL_SIZE, MUTED)
    return y + 22


def _card_row(canvas: Image.Image, scene: TableScene, book: Catalogue, played: Sequence[Played],
              y: float, winner: int | None) -> float:
    px = int(min(48, (PANEL_ROOM - 4 * (len(played) - 1)) / max(1, len(played))))
    x = PANEL_X + PAD
    for seat, code in played:
        _paste_card(canvas, book.face(scene.game, code), x + px / 2, y + px / 2, px,
                    ring=GOLD if seat == winner else None)
        x += px + 4
    return y + px + 8


def _trumps(canvas: Image.Image, scene: TableScene, y: float) -> float:
    """The trump suit as a big coloured symbol on a little card, the contract beside it."""
    y = _label(canvas, y, scene.labels.trumps if scene.trump else "")
    x = PANEL_X + PAD
    if scene.trump:
        chip = 40
        ImageDraw.Draw(canvas).rounded_rectangle((x, y, x + chip, y + chip), radius=8,
                                                 fill=CHIP_FILL)
        symbol = "♠♥♦♣"["SHDC".index(scene.trump)]
        fonts.draw_text(canvas, (x + chip / 2, y + chip / 2 + 2), symbol, 32,
                        SUIT_INKS[scene.trump], anchor="m")
        x += chip + 10
    lines = fonts.wrap(fonts.drawable(scene.contract), LINE_SIZE, PANEL_X + PAD + PANEL_ROOM - x,
                       lines=2)
    for i, line in enumerate(lines):
        fonts.draw_text(canvas, (x, y + 20 + (i - (len(lines) - 1) / 2) * 21), line, LINE_SIZE,
                        TEXT)
    return y + 52


def _draw_panel(canvas: Image.Image, scene: TableScene, book: Catalogue) -> None:
    ImageDraw.Draw(canvas).rectangle((PANEL_X, 0, WIDTH, HEIGHT), fill=PANEL)
    y = float(PAD)
    for line in fonts.wrap(fonts.drawable(scene.title), NAME_SIZE, PANEL_ROOM, lines=2):
        fonts.draw_text(canvas, (PANEL_X + PAD, y + 11), line, NAME_SIZE, TEXT)
        y += 25
    y += 8 if scene.title else 0
    if scene.trump or scene.contract:
        y = _trumps(canvas, scene, y)
    if scene.last_trick:
        label = scene.labels.last_trick
        if scene.last_winner is not None:
            label = f"{label} · {seat_name(scene, scene.last_winner)}"
        y = _label(canvas, y, label)
        y = _card_row(canvas, scene, book, scene.last_trick, y, scene.last_winner)
    if scene.discard is not None:
        seat, code = scene.discard
        y = _label(canvas, y, f"{scene.labels.discard} · {seat_name(scene, seat)}")
        _paste_card(canvas, book.face(scene.game, code), PANEL_X + PAD + 36, y + 36, 72)
        y += 84
    if scene.scores:
        y = _label(canvas, y + 4, scene.labels.scores)
        for line in scene.scores:
            if y + 22 > HEIGHT - 4:
                break
            text = fonts.clip(fonts.drawable(line), LINE_SIZE, PANEL_ROOM)
            fonts.draw_text(canvas, (PANEL_X + PAD, y + 10), text, LINE_SIZE, TEXT)
            y += 23


def _draw(scene: TableScene, book: Catalogue) -> Image.Image:
    canvas = Image.new("RGB", (WIDTH, HEIGHT), FELT)
    with fonts.DRAWING:
        if book.deck(scene.game) == "four-color":
            _draw_meld_table(canvas, scene, book)
        else:
            _draw_trick_table(canvas, scene, book)
        _draw_panel(canvas, scene, book)
    return canvas


def _flat_colours() -> list[Colour]:
    """The colours drawn flat, each kept exactly in the palette."""
    inks = (faceart.CARD_FILL, faceart.CARD_EDGE, faceart.RED_INK, faceart.BLACK_INK,
            faceart.TILE_FILL, *faceart.COLOUR_INKS, faceart.JOKER_INK)
    named = (FELT, TABLE, TABLE_RIM, PANEL, PLATE, PLATE_TURN, TEXT, MUTED, GOLD, (0, 0, 0),
             *(ink[:3] for ink in inks))
    return list(dict.fromkeys(named))


class Painter:
    """Draws table pictures from one catalogue of faces, with one palette made from sample
    scenes. The bot's is :func:`painter` (from the games); the drawing process makes its own
    from the catalogue and samples the bot sends it, so it never imports the games."""

    def __init__(self, book: Catalogue, samples: Sequence[TableScene]) -> None:
        self.book = book
        self.samples = tuple(samples)

    @cached_property
    def palette(self) -> Image.Image:
        """One 256-colour palette for every table picture, made once from the sample tables
        and every face on the table's and the panel's colours: the flat colours exactly, the
        rest the blends between them that edges and shadows make.

        Finding a palette per picture (``quantize`` with an octree) was 40% of a render and
        held the GIL, which the event loop needs; mapping to a fixed palette is a seventh of
        that and looks the same (mean error under one level per channel either way)."""
        every = self.book.every
        step = 52
        per_row = WIDTH // step
        rows = -(-len(every) // per_row)
        sheet = Image.new("RGB", (WIDTH, HEIGHT * len(self.samples) + 2 * rows * step), FELT)
        for i, sample in enumerate(self.samples):
            sheet.paste(_draw(sample, self.book), (0, i * HEIGHT))
        top = HEIGHT * len(self.samples)
        ImageDraw.Draw(sheet).rectangle((0, top + rows * step, WIDTH, sheet.height), fill=PANEL)
        for band in range(2):
            for i, f in enumerate(every):
                face = faceart.face_at(f, 48)
                sheet.paste(face, ((i % per_row) * step + 2,
                                   top + (band * rows + i // per_row) * step + 2), face)
        flat = _flat_colours()
        found = sheet.quantize(256 - len(flat), method=Image.Quantize.FASTOCTREE).getpalette() \
            or []
        colours = [c for colour in flat for c in colour] + found[: 3 * (256 - len(flat))]
        chosen = Image.new("P", (1, 1))
        chosen.putpalette(colours + [0] * (768 - len(colours)))
        return chosen

    def render(self, scene: TableScene) -> bytes:
        """The scene as PNG bytes. Pure: the same scene always gives the same bytes."""
        # 256 colours lose nothing visible here and make the PNG a third the size (about
        # 20 KB); written by ``png``, whose zlib-ng takes 0.4 of the time Pillow's zlib took.
        return png.palette_png(self.quantized(scene))

    def quantized(self, scene: TableScene) -> Image.Image:
        """The scene drawn and mapped to the palette: the picture's pixels, before PNG."""
        return _draw(scene, self.book).quantize(palette=self.palette, dither=Image.Dither.NONE)


@cache
def painter() -> Painter:
    """The bot's painter: the games' faces, the sample tables' palette."""
    from bot.pictures import faces, samples  # the games: never in the drawing process

    return Painter(faces.catalogue(), [make() for make in samples.SAMPLES.values()])


def render(scene: TableScene) -> bytes:
    """The scene as PNG bytes. Pure: the same scene always gives the same bytes."""
    return painter().render(scene)
