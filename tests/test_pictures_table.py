"""The table picture: small, drawn from the scene alone, laid out by seat, cached once."""

from __future__ import annotations

import dataclasses
import io
import itertools
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from PIL import Image

from bot.__main__ import main as bot_main
from bot.pictures import bench, faces, fonts, samples, table
from bot.pictures.cache import PictureCache
from bot.pictures.scene import Labels, SeatScene, TableScene

NAMES = samples.NAMES
CARDS = ("AS", "KH", "QD", "JC", "10S", "9H", "8D", "7C")


def trick_scene(n: int, trick: tuple[tuple[int, str], ...] = (), **kw: object) -> TableScene:
    seats = tuple(SeatScene(NAMES[i % len(NAMES)], f"note {i}", to_act=i == len(trick) % n)
                  for i in range(n))
    base = {"game": "fifty-six", "seats": seats, "trick": trick, "trump": "H",
            "contract": "Hearts 30", "scores": ("Team 1: 3", "Team 2: 5")}
    return TableScene(**(base | kw))


def picture(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG"
    return image.convert("RGB")


@pytest.mark.parametrize("game_id", sorted(samples.SAMPLES))
def test_sample_pictures_are_small_pngs(game_id: str) -> None:
    png = table.render(samples.SAMPLES[game_id]())
    assert picture(png).size == (table.WIDTH, table.HEIGHT)
    assert len(png) < 200 * 1024


@pytest.mark.parametrize("n", range(2, 9))
@pytest.mark.parametrize("clockwise", [True, False])
def test_every_seat_count_lays_out_without_overlap(n: int, clockwise: bool) -> None:
    places = table.trick_places(n, clockwise)
    boxes = [box for place in places for box in (place.card, place.plate)]
    for x0, y0, x1, y1 in boxes:
        assert 0 <= x0 < x1 <= table.TABLE_WIDTH and 0 <= y0 < y1 <= table.HEIGHT
    for a, b in itertools.combinations(boxes, 2):
        gap = max(b[0] - a[2], a[0] - b[2], b[1] - a[3], a[1] - b[3])
        assert gap >= 8, (a, b)  # apart, with room to see they are apart
    card_x = [(p.card[0] + p.card[2]) / 2 for p in places]
    assert places[0].card[1] == max(p.card[1] for p in places)  # seat 0 at the bottom
    if n >= 3:  # seat 1 sits on seat 0's left when play goes clockwise (seen from above)
        assert (card_x[1] < card_x[0]) == clockwise
    png = table.render(trick_scene(n, tuple((i, CARDS[i]) for i in range(n - 1)),
                                   clockwise=clockwise))
    assert len(png) < 200 * 1024


def _looks_like_a_card(image: Image.Image, box: tuple[float, float, float, float]) -> bool:
    """Most of the box's middle is the white of a French card's face."""
    x0, y0, x1, y1 = (round(v) for v in box)
    middle = image.crop((x0 + 6, y0 + 6, x1 - 6, y1 - 6))
    fill = faces.CARD_FILL[:3]
    data = middle.tobytes()
    white = sum(1 for i in range(0, len(data), 3)
                if sum(abs(data[i + k] - fill[k]) for k in range(3)) < 30)
    return white > 0.4 * middle.width * middle.height


@pytest.mark.parametrize("n", [3, 4, 6, 8])
def test_each_played_card_lies_before_its_own_seat(n: int) -> None:
    played = {1: "AS", n - 1: "KH"}
    image = picture(table.render(trick_scene(n, tuple(played.items()))))
    for seat, place in enumerate(table.trick_places(n)):
        assert _looks_like_a_card(image, place.card) == (seat in played), seat


def test_the_picture_changes_when_the_trick_does_and_only_then() -> None:
    scene = trick_scene(4, ((0, "AS"),))
    again = trick_scene(4, ((0, "AS"),))
    assert scene == again and scene.fingerprint() == again.fingerprint()
    assert table.render(scene) == table.render(again)
    fonts.clear_text_cache()  # the bytes do not depend on what was cached
    assert table.render(scene) == table.render(again)
    moved = trick_scene(4, ((0, "AS"), (1, "KS")))
    assert moved.fingerprint() != scene.fingerprint()
    assert table.render(moved) != table.render(scene)


def test_pictures_drawn_in_threads_are_the_pictures_drawn_alone() -> None:
    """A host may render in worker threads; the shared fonts and caches must not mix."""
    scenes = [trick_scene(n, tuple((i, CARDS[i]) for i in range(n - 1))) for n in range(3, 9)]
    alone = [table.render(scene) for scene in scenes]
    fonts.clear_text_cache()
    faces.clear_cache()
    with ThreadPoolExecutor(4) as pool:
        assert list(pool.map(table.render, scenes * 2)) == alone * 2


def test_every_drawn_field_is_in_the_fingerprint() -> None:
    scene = trick_scene(4, ((0, "AS"),), last_trick=((0, "9C"), (1, "JC"), (2, "AC"), (3, "QC")),
                        last_winner=1, title="Fifty-Six · deal 2")
    changes = [
        {"trick": ((0, "AD"),)}, {"last_winner": 2}, {"trump": "S"}, {"contract": "Spades 30"},
        {"title": "Fifty-Six · deal 3"}, {"scores": ("Team 1: 4", "Team 2: 5")},
        {"clockwise": False}, {"labels": Labels(trumps="Valtti")},
        {"seats": (dataclasses.replace(scene.seats[0], note="bid 32"), *scene.seats[1:])},
        {"seats": (dataclasses.replace(scene.seats[0], name="Anna"), *scene.seats[1:])},
        {"seats": (dataclasses.replace(scene.seats[0], dealer=True), *scene.seats[1:])},
    ]
    prints = {scene.fingerprint()} | {dataclasses.replace(scene, **change).fingerprint()
                                      for change in changes}
    assert len(prints) == len(changes) + 1


def test_scenes_an_adapter_got_wrong_are_refused() -> None:
    with pytest.raises(ValueError, match="seat 4"):
        trick_scene(4, ((4, "AS"),))
    with pytest.raises(ValueError, match="6S"):
        trick_scene(4, ((0, "6S"),))  # Fifty-Six has no sixes
    with pytest.raises(ValueError, match="twice"):
        trick_scene(4, ((0, "AS"), (0, "KS")))
    with pytest.raises(ValueError, match="2 to 8"):
        trick_scene(9)
    with pytest.raises(ValueError, match="trump"):
        trick_scene(4, trump="X")
    with pytest.raises(ValueError, match="no card faces"):
        trick_scene(4, game="chess")


def _ink_in(image: Image.Image, box: tuple[float, float, float, float], colour: tuple[int, ...],
            ) -> int:
    x0, y0, x1, y1 = (round(v) for v in box)
    data = image.crop((x0, y0, x1, y1)).tobytes()
    return sum(1 for i in range(0, len(data), 3)
               if sum(abs(data[i + k] - colour[k]) for k in range(3)) < 60)


@pytest.mark.parametrize("name", ["田中太郎", "Νίκος", "Nguyễn Thị Hương", "김민준", "محمد",
                                  "🎉🎉🎉", "Bartholomew Featherstonehaugh-Wolfeschlegelstein"])
def test_any_name_draws_as_text_on_its_plate(name: str) -> None:
    seats = (SeatScene(name), SeatScene("Anna"), SeatScene("Ben"))
    image = picture(table.render(TableScene(game="prefa", seats=seats)))
    plate = table.trick_places(3)[0].plate
    assert _ink_in(image, plate, table.TEXT) > 40  # the name, or "Seat 1" when nothing draws
    shown = table.seat_name(TableScene(game="prefa", seats=seats), 0)
    assert shown == (fonts.drawable(name) or "Seat 1")


def test_four_color_melds_fit_their_rows_even_when_full() -> None:
    full = (("RC", "RH", "RN"), ("GE", "GE", "GE"), ("YG",), ("WH", "WH"), ("RS", "GS", "WS"),
            ("YC", "YH", "YN"), ("WA", "WA", "WA", "WA"), ("JK",), ("GG",))
    assert sum(map(len, full)) == 21  # a whole winning hand laid out
    scene = TableScene(game="four-color", seats=tuple(SeatScene(n, melds=full) for n in NAMES[:4]),
                       discard=(2, "WS"))
    size = table.meld_card_size(scene)
    lines = table.meld_lines(full, size, table.TABLE_WIDTH - table.PAD - 8 - table.MELD_PLATE_WIDTH)
    row = (table.HEIGHT - 2 * table.PAD) / 4
    assert size >= 24 and len(lines) * (size + 6) < row
    assert sorted(i for line in lines for i in line) == list(range(len(full)))
    assert len(table.render(scene)) < 200 * 1024


def test_the_cache_draws_each_picture_once() -> None:
    cache = PictureCache(capacity=3)
    calls: list[int] = []

    def scene_of(trick: tuple[tuple[int, str], ...]) -> TableScene:
        calls.append(1)
        return trick_scene(4, trick)

    first = cache.get(("t1", 1), lambda: scene_of(((0, "AS"),)))
    assert cache.get(("t1", 1), lambda: scene_of(((0, "AS"),))) is first
    assert len(calls) == 1  # a known key builds nothing
    same = cache.get(("t1", 2), lambda: scene_of(((0, "AS"),)))  # a move that changed nothing
    assert same is first and len(calls) == 2
    moved = cache.get(("t1", 3), lambda: scene_of(((0, "AS"), (1, "KS"))))
    assert moved.fingerprint != first.fingerprint and moved.png != first.png
    assert (cache.stats.key_hits, cache.stats.reused, cache.stats.rendered) == (1, 1, 2)
    assert cache.stats.hit_rate == 0.5
    for version in range(4, 8):
        cache.get(("t1", version), lambda: scene_of(((0, "AS"),)))
    assert len(calls) == 7
    cache.get(("t1", 1), lambda: scene_of(((0, "AS"),)))  # the oldest key was let go...
    assert len(calls) == 8
    assert cache.stats.rendered == 2  # ...but its picture is still known by fingerprint


def test_python_m_bot_cards_writes_faces_sheets_and_tables(tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str],
                                                           ) -> None:
    assert bot_main(["cards", "--out", str(tmp_path)]) == 0
    written = {p.name for p in (tmp_path / "faces").glob("*.png")}
    assert written == {f"{f.name}.png" for f in faces.all_faces()}
    for game_id in faces.game_ids():
        assert picture((tmp_path / f"{game_id}-table.png").read_bytes()).size == (800, 480)
        with Image.open(tmp_path / f"{game_id}-faces.png") as sheet:
            assert sheet.width > 128 * 9
    manifest = (tmp_path / "faces" / "manifest.json").read_text(encoding="utf-8")
    assert faces.face_hash(faces.face("prefa", "AS")) in manifest
    assert "65 card faces" in capsys.readouterr().out


def test_bench_prints_render_times(capsys: pytest.CaptureFixture[str]) -> None:
    bench.bench_tables(0.0, "prefa")
    out = capsys.readouterr().out
    assert "prefa" in out and "median" in out and "KB" in out
