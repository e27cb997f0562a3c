"""The host's side of table pictures: drawn once per distinct picture, off the event loop;
and the screenshots' hand panels, built from the bot's own panel layout."""

from __future__ import annotations

import asyncio
import contextlib
import io
import os
import pickle
import random
import subprocess
import sys
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from PIL import Image

from bot.engine import new_match
from bot.engine.playout import random_step
from bot.pictures import drawer, drawing, panel, samples, screens, table
from bot.pictures.cli import write_screenshots
from bot.pictures.drawing import DrawingStopped
from bot.pictures.emojis import action_card
from bot.pictures.host import TablePictures
from bot.pictures.scene import TableScene

NAMES = ("Anna", "Νίκος", "田中", "Mika")


def _scene(game_id: str, seats: int, seed: int) -> TableScene:
    state = new_match(game_id, seats, None, seed)
    scene = TablePictures.scene(state.view(None), NAMES[:seats], state.clockwise)
    assert scene is not None
    return scene


@contextlib.contextmanager
def drawn_elsewhere() -> Iterator[None]:
    """``table.render`` fails in this process: a picture must come from the drawing one."""

    def not_here(s: object) -> bytes:
        raise AssertionError("drawn in the bot's own process")

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(table, "render", not_here)
        yield


async def test_a_picture_is_drawn_off_the_event_loop_once() -> None:
    state = new_match("prefa", 3, None, 5)
    pictures = TablePictures(drawer=ThreadPoolExecutor(1))  # a thread, so the spy sees it
    scene = pictures.scene(state.view(None), NAMES[:3], state.clockwise)
    assert scene is not None and pictures.cached(scene) is None
    loop_thread = threading.get_ident()
    drawn_in: list[int] = []
    real = table.render

    def spy(s: object) -> bytes:
        drawn_in.append(threading.get_ident())
        return real(s)  # type: ignore[arg-type]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(table, "render", spy)
        first, again = await asyncio.gather(pictures.picture(scene), pictures.picture(scene))
        third = await pictures.picture(pictures.scene(state.view(None), NAMES[:3]) or scene)
    assert drawn_in and loop_thread not in drawn_in  # never on the event loop
    assert first.png == again.png == third.png == real(scene)
    assert first.fingerprint == scene.fingerprint()
    assert pictures.cached(scene) is not None
    assert pictures.cache.stats.rendered <= 2  # two asked at once may both draw; then never


async def test_the_bot_draws_its_pictures_in_a_process_of_its_own() -> None:
    """Not in a thread of the bot's process: drawing there fought the event loop for the
    GIL. The picture is the one ``table.render`` draws, and comes from the other process;
    one that is killed is replaced for the next picture, and closing ends it."""
    scene = _scene("huutopussi", 4, 2)
    expected = table.render(scene)
    pictures = TablePictures()
    try:
        with drawn_elsewhere():
            first, again = await asyncio.gather(pictures.process.render(scene),
                                                pictures.process.render(scene))
            child = pictures.process._proc
            assert child is not None
            # background work: where the cores are busy, the bot's event loop comes first
            assert os.getpriority(os.PRIO_PROCESS, child.pid) == min(
                19, os.getpriority(os.PRIO_PROCESS, 0) + drawing.NICE)
            assert pictures.process.ready
            child.kill()
            await child.wait()
            while not await pictures.process.start():  # a new one
                await asyncio.sleep(0.05)
            picture = await pictures.picture(scene)
    finally:
        await pictures.close()
    assert first == again == picture.png == expected
    assert pictures.process._proc is None and child.returncode is not None


async def test_pictures_asked_while_the_process_starts_wait_for_it() -> None:
    """Not drawn in a thread of the bot meanwhile: that kept 10–20 MiB of Pillow's images,
    fonts and laid-out lines in the bot's process for the few seconds saved."""
    scene = _scene("prefa", 3, 5)
    expected = table.render(scene)
    pictures = TablePictures()
    try:
        with drawn_elsewhere():
            await pictures.start()
            assert not pictures.process.ready  # started, not ready: it is drawing its faces
            picture = await pictures.picture(scene)
    finally:
        await pictures.close()
    assert picture.png == expected


async def test_a_process_that_cannot_start_leaves_pictures_to_a_thread(
        caplog: pytest.LogCaptureFixture) -> None:
    """The bot starts its drawing process as it starts: no process to be had must not stop
    the bot, only move its pictures into a thread."""
    scene = _scene("prefa", 3, 5)
    pictures = TablePictures()

    async def no_fork(*args: object, **kwargs: object) -> None:
        raise BlockingIOError("Resource temporarily unavailable")

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(asyncio, "create_subprocess_exec", no_fork)
        await pictures.start()
        picture = await pictures.picture(scene)
    assert picture.png == table.render(scene)
    assert "cannot start the table-picture process" in caplog.text
    assert pictures.process._proc is None


async def test_a_picture_in_flight_when_the_process_dies_is_drawn_in_a_thread(
        caplog: pytest.LogCaptureFixture) -> None:
    state = new_match("prefa", 3, None, 5)
    scene = TablePictures.scene(state.view(None), NAMES[:3], state.clockwise)
    assert scene is not None
    pictures = TablePictures()

    async def ready() -> bool:
        return True

    async def died(s: object) -> bytes:
        raise DrawingStopped("killed")

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pictures.process, "start", ready)
        patch.setattr(pictures.process, "render", died)
        picture = await pictures.picture(scene)
    assert picture.png == table.render(scene)
    assert "table-picture process stopped" in caplog.text


async def test_a_drawing_process_that_keeps_stopping_is_given_up_for_a_thread(
        caplog: pytest.LogCaptureFixture) -> None:
    state = new_match("prefa", 3, None, 5)
    rng = random.Random(5)
    pictures = TablePictures()
    scenes = []
    while len(scenes) < drawing.STARTS + 2:
        scene = pictures.scene(state.view(None), NAMES[:3], state.clockwise)
        assert scene is not None
        if scene not in scenes:
            scenes.append(scene)
        state.apply(*random_step(state, rng))
    drawn = []
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(drawing, "MODULE", "bot.pictures.no_such_module")
        for scene in scenes:
            drawn.append(await pictures.picture(scene))  # the child dies: in a thread
            child = pictures.process._proc
            if child is not None:
                await child.wait()
    await pictures.close()
    assert [p.png for p in drawn] == [table.render(scene) for scene in scenes]
    assert pictures.process.starts == drawing.STARTS and pictures.process.given_up
    assert caplog.text.count("stopped 4 times") == 1


def test_no_match_no_picture() -> None:
    assert TablePictures.scene(None, NAMES) is None


@pytest.mark.parametrize("game_id", list(screens.MOMENTS))
def test_screenshot_moments_show_the_hand_as_card_buttons_with_faces(game_id: str) -> None:
    moment = screens.moment(game_id)
    made = screens.hand_panel(moment)
    cards = [b for row in made.rows for b in row if b.card is not None]
    legal = [str(a) for a in moment.state.legal_actions(moment.seat)]
    # the whole hand, one button per distinct card; those that may be chosen enabled
    hand = moment.state.view(moment.seat).hand
    assert [b.card for b in cards] == list(dict.fromkeys(hand))
    assert sorted(b.card for b in cards if not b.disabled) == sorted(
        card for a in legal if (card := action_card(game_id, a)))
    assert all(b.label for b in cards)  # the text face stays beside the picture
    drawn = Image.open(io.BytesIO(panel.render(made)))
    assert drawn.width == panel.WIDTH and drawn.height > 150


def test_screenshots_are_written_per_game(tmp_path: Path) -> None:
    written = write_screenshots(tmp_path)
    assert sorted(p.name for p in written) == sorted(
        f"{g}-{kind}.png" for g in screens.MOMENTS for kind in ("hand", "table"))
    for path in written:
        with Image.open(path) as image:
            assert image.format == "PNG"


def test_the_drawing_process_imports_none_of_the_games() -> None:
    """The child draws from what the bot sends it (every face, the palette's samples), so
    it imports neither the games nor what they stand on: 56 MiB of a 60-MiB process before.
    Runs the child's real code on a real setup and scene, then lists what it imported."""
    painter = table.painter()
    scene = samples.SAMPLES["four-color"]()
    frames = (drawer.frame(drawer.OK, pickle.dumps((painter.book, painter.samples)))
              + drawer.frame(drawer.OK, pickle.dumps(scene)))
    code = ("import runpy, sys; runpy.run_module('bot.pictures.drawer', run_name='__main__'); "
            "sys.stderr.write(' '.join(sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], input=frames, capture_output=True,
                          timeout=120, check=True)
    answers = []
    out = io.BytesIO(done.stdout)
    while head := out.read(drawer.HEAD.size):
        status, length = drawer.HEAD.unpack(head)
        answers.append((status, out.read(length)))
    assert answers == [(drawer.READY, b""), (drawer.OK, table.render(scene))]
    imported = done.stderr.decode().split()
    assert "bot.pictures.table" in imported and "PIL.Image" in imported
    banned = ("bot.games", "bot.engine", "pydantic", "discord", "bot.pictures.faces")
    assert [m for m in imported if m.split(".")[0] in banned or m.startswith(banned)] == []
