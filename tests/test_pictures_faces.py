"""Card faces: one per card of every game, all different, coloured like the cards.

Faces are checked by structure (size, which colours the ink has, how far apart
two faces are), not against golden files, so a redesign that keeps them
readable passes and a face that loses its colour or its rank fails.
"""

from __future__ import annotations

import colorsys
import io
import re
import unicodedata
from collections.abc import Iterator

import pytest
from PIL import Image, ImageChops

from bot.engine import load_all, new_match
from bot.pictures import faces, fonts

# Options that change which cards a game deals, beyond the defaults.
DECK_OPTIONS: dict[str, list[dict[str, object]]] = {
    "fifty-six": [{}, {"deck_4p": 32}, {"deck_8p": 64}],
    "four-color": [{}, {"jokers": True}],
}


# The bot's own games (tests register toy games in the same registry).
GAMES = sorted(g for g, cls in load_all().items() if cls.__module__.startswith("bot.games."))


def dealt_codes(game_id: str) -> set[str]:
    """Every card code the game really deals, read from its seats' views over a few deals."""
    cls = load_all()[game_id]
    seen: set[str] = set()
    for seats in cls.seat_counts:
        for options in DECK_OPTIONS.get(game_id, [{}]):
            if f"deck_{seats}p" not in options and any(k.startswith("deck_") for k in options):
                continue  # Fifty-Six's deck options each apply to one table size
            for seed in range(4):
                state = new_match(game_id, seats, options, seed)
                for seat in range(seats):
                    seen.update(state.view(seat).hand)
    return seen


def test_every_game_of_the_bot_has_faces() -> None:
    assert set(GAMES) == set(faces.game_ids())


@pytest.mark.parametrize("game_id", GAMES)
def test_every_card_a_game_deals_has_a_face_and_no_face_is_spare(game_id: str) -> None:
    codes = {f.code for f in faces.faces(game_id)}
    assert dealt_codes(game_id) == codes
    for code in codes:
        assert faces.face(game_id, code).code == code


def test_the_decks_have_the_expected_sizes() -> None:
    assert len(faces.faces("huutopussi")) == 36  # 6–A
    assert len(faces.faces("prefa")) == 32  # 7–A
    assert len(faces.faces("fifty-six")) == 32  # J 9 A 10 K Q, and 8 7 for 64 cards
    assert len(faces.faces("four-color")) == 29  # 7 pieces × 4 colours, and the joker
    assert len(faces.all_faces()) == 36 + 29  # the French games share their faces


def test_faces_of_the_same_card_are_shared_between_french_games() -> None:
    assert faces.face("prefa", "AS") == faces.face("huutopussi", "AS")
    assert faces.face_image(faces.face("prefa", "AS")) is faces.face_image(
        faces.face("huutopussi", "AS"))
    assert faces.face("fifty-six", "10h").name == "ct_10h"


def test_unknown_cards_have_no_face() -> None:
    with pytest.raises(KeyError):
        faces.face("prefa", "6S")  # Prefa has no sixes
    with pytest.raises(KeyError):
        faces.face("huutopussi", "RC")


def test_names_are_stable_and_fit_discord_emoji_rules() -> None:
    names = [f.name for f in faces.all_faces()]
    assert len(set(names)) == len(names)
    assert all(re.fullmatch(r"[a-z0-9_]{2,32}", name) for name in names)
    assert faces.face("huutopussi", "10S").name == "ct_10s"
    assert faces.face("four-color", "RC").name == "ct_fc_rc"
    assert faces.face("four-color", "JK").name == "ct_fc_jk"
    assert faces.face("four-color", "RC").label == "🟥俥"
    assert faces.face("prefa", "KH").label == "K♥"


def test_every_face_is_a_128_pixel_square_and_a_small_png() -> None:
    for f in faces.all_faces():
        image = faces.face_image(f)
        assert (image.size, image.mode) == ((128, 128), "RGBA")
        png = faces.face_png(f)
        assert len(png) < 256 * 1024  # Discord's emoji limit
        decoded = Image.open(io.BytesIO(png))
        assert decoded.size == (128, 128)
        assert decoded.convert("RGBA").tobytes() == image.tobytes()


def _differing_pixels(a: Image.Image, b: Image.Image) -> int:
    diff = ImageChops.difference(a.convert("RGB"), b.convert("RGB")).convert("L")
    return diff.point(lambda v: 255 if v > 40 else 0).histogram()[255]


def _pairs() -> Iterator[tuple[faces.Face, faces.Face]]:
    every = faces.all_faces()
    for i, a in enumerate(every):
        for b in every[i + 1:]:
            yield a, b


def test_no_two_faces_alike_even_at_emoji_size() -> None:
    hashes = {faces.face_hash(f) for f in faces.all_faces()}
    assert len(hashes) == len(faces.all_faces())
    for a, b in _pairs():
        assert _differing_pixels(faces.face_image(a), faces.face_image(b)) > 300, (a, b)
        # Discord shows emojis from 22 px: the faces must still differ there.
        assert _differing_pixels(faces.face_at(a, 22), faces.face_at(b, 22)) >= 10, (a, b)


def test_hashes_follow_the_pixels_not_the_moment() -> None:
    face = faces.face("four-color", "GS")
    before = faces.face_hash(face)
    faces.clear_cache()
    assert faces.face_hash(face) == before
    assert re.fullmatch(r"[0-9a-f]{64}", before)


def _ink(image: Image.Image, background: tuple[int, ...]) -> list[tuple[int, int, int]]:
    """Opaque pixels of the face's middle that clearly differ from its background."""
    data = image.crop((14, 14, 114, 114)).tobytes()
    out = []
    for i in range(0, len(data), 4):
        r, g, b, a = data[i:i + 4]
        if a == 255 and sum(abs(c - k) for c, k in zip((r, g, b), background, strict=False)) > 150:
            out.append((r, g, b))
    return out


def _hue_class(pixel: tuple[int, int, int]) -> str:
    h, s, v = colorsys.rgb_to_hsv(*(c / 255 for c in pixel))
    if s < 0.15:
        return "white" if v > 0.8 else "dark" if v < 0.35 else "grey"
    if s > 0.4 and v > 0.5:
        if h < 0.05 or h > 0.95:
            return "red"
        if 0.1 <= h <= 0.18:
            return "yellow"
        if 0.25 <= h <= 0.45:
            return "green"
    return "other"


def _share(pixels: list[tuple[int, int, int]], cls: str) -> float:
    return sum(1 for p in pixels if _hue_class(p) == cls) / len(pixels)


@pytest.mark.parametrize("code", [f.code for f in faces.faces("huutopussi")])
def test_french_red_suits_are_red_and_black_suits_dark(code: str) -> None:
    ink = _ink(faces.face_image(faces.face("huutopussi", code)), faces.CARD_FILL)
    assert len(ink) > 1000  # a tenth of the middle: a big rank and suit, not pips
    expected = "red" if code[-1] in "HD" else "dark"
    assert _share(ink, expected) > 0.6  # the rest: anti-aliased edges
    assert _share(ink, "dark" if expected == "red" else "red") == 0


@pytest.mark.parametrize("code", [f.code for f in faces.faces("four-color")][:-1])
def test_four_color_ink_has_the_card_colour(code: str) -> None:
    ink = _ink(faces.face_image(faces.face("four-color", code)), faces.TILE_FILL)
    assert len(ink) > 1000
    colour = {"R": "red", "Y": "yellow", "G": "green", "W": "white"}[code[0]]
    assert _share(ink, colour) > 0.6  # the rest: anti-aliased edges
    others = {"red", "yellow", "green", "white"} - {colour}
    assert all(_share(ink, other) < 0.02 for other in others)


def test_four_color_faces_show_the_printed_characters() -> None:
    """Red and yellow share the red characters, green and white the black ones; so the
    red and yellow faces of a piece differ only in colour, red and green also in shape."""
    red, yellow, green = (faces.face_image(faces.face("four-color", c))
                          for c in ("RC", "YC", "GC"))
    same_shape = ImageChops.difference(_shape(red), _shape(yellow)).histogram()[255]
    other_shape = ImageChops.difference(_shape(red), _shape(green)).histogram()[255]
    assert other_shape > 500
    assert same_shape * 5 < other_shape


def _shape(image: Image.Image) -> Image.Image:
    """Where the ink is, whatever its colour: how far each pixel is from the tile,
    cut at half the strongest ink."""
    middle = image.convert("RGB").crop((14, 14, 114, 114))
    tile = Image.new("RGB", middle.size, faces.TILE_FILL[:3])
    r, g, b = ImageChops.difference(middle, tile).split()
    distance = ImageChops.lighter(ImageChops.lighter(r, g), b)
    half = distance.getextrema()[1] // 2
    return distance.point(lambda v: 255 if v > half else 0)


def test_faces_are_drawn_once() -> None:
    face = faces.face("prefa", "QC")
    assert faces.face_image(face) is faces.face_image(face)
    assert faces.build_all() == len(faces.all_faces())


# --- the shipped fonts --------------------------------------------------------------

def _glyph_mask(role: fonts.Role, char: str) -> bytes:
    font = fonts.font(role, 32)
    return bytes(font.getmask(char))


@pytest.mark.parametrize("role", fonts.ROLES)
def test_coverage_lists_only_characters_the_font_draws(role: fonts.Role) -> None:
    """A character the coverage claims must not draw as the font's empty box (.notdef)."""
    notdef = _glyph_mask(role, "\ue000")  # a private-use character no font here has
    covered = [chr(cp) for cp in range(0x21, 0x10000) if fonts.has_glyph(role, chr(cp))
               and unicodedata.category(chr(cp))[0] in "LNPS"]  # visible characters
    assert covered
    for char in covered[::max(1, len(covered) // 300)]:
        mask = _glyph_mask(role, char)
        assert mask != notdef and any(mask), (role, hex(ord(char)))


def test_the_characters_on_the_cards_are_covered() -> None:
    for char in "帥仕相俥傌炮兵將士象車馬包卒":
        assert fonts.role_of(char) == "cjk"
    for char in "♠♥♦♣★":
        assert fonts.role_of(char) == "symbols"
    for char in "0123456789JQKA":
        assert fonts.role_of(char) == "latin"


@pytest.mark.parametrize(("name", "shown"), [
    ("Nguyễn Thị Hương", "Nguyễn Thị Hương"),
    ("Nguye\u0302\u0303n", "Nguyễn"),  # decomposed accents are composed first
    ("Νίκος", "Νίκος"), ("Дмитрий", "Дмитрий"), ("田中太郎", "田中太郎"), ("김민준", "김민준"),
    ("すずき", "すずき"), ("Mika 🎉", "Mika"), ("👨\u200d👩\u200d👧 Family", "Family"),
    ("Ali محمد", "Ali …"), ("محمد", ""), ("🎉🎉", ""), ("  two   spaces ", "two spaces"),
    ("♥ Anna", "♥ Anna"), ("score −4", "score –4"), ("Mika 🎉: 3", "Mika: 3"),
    ("Mika 🎉 Jones", "Mika Jones"),
])
def test_names_reduce_to_what_the_fonts_draw(name: str, shown: str) -> None:
    assert fonts.drawable(name) == shown


def test_clip_fits_the_width_and_says_it_was_cut() -> None:
    name = "Bartholomew Featherstonehaugh-Wolfeschlegelsteinhausen"
    clipped = fonts.clip(name, 19, 130)
    assert clipped.endswith("…") and name.startswith(clipped[:-1])
    assert fonts.width(clipped, 19) <= 130
    assert fonts.clip("Anna", 19, 130) == "Anna"
    text = "Diamonds 32 by Nguyễn Thị Hương"
    lines = fonts.wrap(text, 17, 170, lines=2)
    assert len(lines) == 2 and " ".join(lines) == text
    assert all(fonts.width(line, 17) <= 170 for line in lines)
    short = fonts.wrap(text, 17, 100, lines=2)  # too narrow: the second line is cut
    assert len(short) == 2 and short[1].endswith("…")
    assert all(fonts.width(line, 17) <= 100 for line in short)


@pytest.mark.parametrize("text", ["Nguyễn Thị Hương", "Νίκος", "田中太郎 & すずき", "김민준",
                                  "♠♥♦♣ Hearts 30", "Wolfeschlegelsteinhausen", "fiffl ÅÄÖ",
                                  "Team 1: 4 game points"])
@pytest.mark.parametrize("size", [13, 19, 32])
def test_a_line_is_the_letters_pasted_one_by_one(text: str, size: int) -> None:
    """A line's mask (built with Pillow's core paste, for speed) is exactly the letters
    pasted by ``Image.paste`` one after another, overlaps and all."""
    fonts.clear_text_cache(glyphs=False)
    mask, baseline = fonts._line_mask(fonts.drawable(text), size)
    expected = Image.new("L", mask.size, 0)
    x = 0.0
    for role, part in fonts.runs(fonts.drawable(text)):
        for char in part:
            drawn = fonts.glyph(role, size, char)
            if drawn.mask is not None:
                expected.paste(255, (round(x) + drawn.offset[0], baseline + drawn.offset[1]),
                               drawn.mask)
            x += drawn.advance
    assert mask.getbbox() is not None
    assert mask.tobytes() == expected.tobytes()
