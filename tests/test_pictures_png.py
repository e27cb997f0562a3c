"""The table picture's own PNG writer: the very pixels and palette Pillow's writer gave, in a
file every reader takes."""

from __future__ import annotations

import io
import random
import struct
import zlib
from collections.abc import Iterator

import pytest
from PIL import Image

from bot.engine import new_match
from bot.engine.playout import random_step
from bot.pictures import adapters, bench, png, samples, table
from bot.pictures.scene import TableScene

MATCHES = bench.MATCHES


def reference_png(scene: TableScene) -> bytes:
    """The picture as it was made before ``png``: Pillow's quantize, then Pillow's writer."""
    painter = table.painter()
    canvas = table._draw(scene, painter.book)
    out = io.BytesIO()
    canvas.quantize(palette=painter.palette, dither=Image.Dither.NONE).save(
        out, format="PNG", compress_level=3)
    return out.getvalue()


def decoded(data: bytes) -> tuple[bytes, list[int] | None, str, tuple[int, int]]:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image.tobytes(), image.getpalette(), image.mode, image.size


def assert_same_picture(scene: TableScene) -> None:
    ours, theirs = decoded(table.render(scene)), decoded(reference_png(scene))
    assert ours[2:] == theirs[2:] == ("P", (table.WIDTH, table.HEIGHT))
    assert ours[1] == theirs[1]  # the palette, every entry
    assert ours[0] == theirs[0]  # every pixel's index


def chunks(data: bytes) -> Iterator[tuple[bytes, bytes]]:
    """Each chunk's kind and body, its CRC checked."""
    assert data[:8] == png.SIGNATURE
    at = 8
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        (crc,) = struct.unpack(">I", data[at + 8 + length:at + 12 + length])
        assert crc == zlib.crc32(kind + body), kind
        yield kind, body
        at += 12 + length
    assert at == len(data)


@pytest.mark.parametrize("game_id", sorted(samples.SAMPLES))
def test_sample_pictures_are_the_pictures_pillow_wrote(game_id: str) -> None:
    assert_same_picture(samples.SAMPLES[game_id]())


@pytest.mark.parametrize("seats", range(2, 9))
def test_trick_tables_of_every_size_are_the_pictures_pillow_wrote(seats: int) -> None:
    assert_same_picture(bench.trick_scene(seats))


@pytest.mark.parametrize(("game_id", "seats"), MATCHES)
def test_a_whole_match_draws_the_pictures_pillow_wrote(game_id: str, seats: int) -> None:
    """Every distinct picture of a seeded random match, as the host asks for them."""
    state = new_match(game_id, seats, None, 7)
    rng = random.Random(7)
    seen: set[str] = set()
    while True:
        scene = adapters.scene_for(state.view(None), samples.NAMES[:seats], state.clockwise)
        if scene.fingerprint() not in seen:
            seen.add(scene.fingerprint())
            assert_same_picture(scene)
        if state.is_over:
            break
        state.apply(*random_step(state, rng))
    assert len(seen) > 20  # a whole match, not a deal's first picture


def test_the_file_is_a_valid_png_with_one_idat_of_unfiltered_rows() -> None:
    scene = samples.SAMPLES["fifty-six"]()
    data = table.render(scene)
    Image.open(io.BytesIO(data)).verify()  # Pillow checks every chunk's CRC
    kinds = [kind for kind, _ in chunks(data)]
    assert kinds == [b"IHDR", b"PLTE", b"IDAT", b"IEND"]
    parts = dict(chunks(data))
    assert struct.unpack(">IIBBBBB", parts[b"IHDR"]) == (table.WIDTH, table.HEIGHT, 8, 3, 0, 0, 0)
    assert len(parts[b"PLTE"]) == 768
    raw = zlib.decompress(parts[b"IDAT"])  # a zlib stream: header, deflate, Adler-32
    width = table.WIDTH + 1
    assert len(raw) == width * table.HEIGHT
    assert all(raw[row * width] == 0 for row in range(table.HEIGHT))  # filter: None
    pixels = b"".join(raw[row * width + 1:(row + 1) * width] for row in range(table.HEIGHT))
    assert pixels == table.painter().quantized(scene).tobytes()


def test_any_palette_image_round_trips() -> None:
    """Not only the table's size: odd widths, one pixel, a short palette."""
    rng = random.Random(3)
    for width, height, colours in ((1, 1, 1), (7, 3, 5), (33, 17, 256)):
        image = Image.new("P", (width, height))
        image.putpalette([rng.randrange(256) for _ in range(3 * colours)])
        image.putdata([rng.randrange(colours) for _ in range(width * height)])
        pixels, palette, mode, size = decoded(png.palette_png(image))
        assert (pixels, mode, size) == (image.tobytes(), "P", (width, height))
        assert palette == image.getpalette()


def test_only_palette_images_are_written() -> None:
    with pytest.raises(ValueError, match="mode RGB"):
        png.palette_png(Image.new("RGB", (4, 4)))


def test_the_same_scene_gives_the_same_bytes() -> None:
    scene = bench.trick_scene(5)
    assert table.render(scene) == table.render(scene)
