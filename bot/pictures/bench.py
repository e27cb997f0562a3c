"""Benchmark: how long do card faces and table pictures take to draw?

``python -m bot bench cards`` times, in CPU time on one core (Pillow draws in
the calling thread; CPU time keeps the figures honest on a shared machine):

- loading the shipped fonts, then drawing every card face cold (per face);
- rendering the sample table picture of each game, and of a trick table with
  3 to 8 seats, warm (faces drawn, fonts loaded — the steady state of a bot),
  with the PNG size;
- where a warm render's time goes (drawing, mapping to the palette, writing the PNG);
- a scene's fingerprint, which a host computes for every picture it is asked for;
- a whole seeded random match per game, the picture asked for once per move as the
  Discord host asks (``TablePictures``, keyed by what is drawn): how many moves drew
  nothing new (the cache's hit rate), how many changed the picture (what the host
  uploads), the render time per picture drawn (median and max, one core), and the
  time a move holds the event loop (scene and fingerprint; the render is off it);
- the same matches with every seat's hand panel and the table's text drawn after each
  move, with pictures off and on (the hand as card buttons, cards as emojis in the
  text): the cost of cards you can see, as a ratio.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial

from PIL import Image

from bot.engine import Game, new_match
from bot.engine.playout import random_step
from bot.pictures import adapters, faces, fonts, png, samples, table
from bot.pictures.cache import PictureCache
from bot.pictures.host import TablePictures
from bot.pictures.scene import SeatScene, TableScene

MATCHES = (("huutopussi", 4), ("fifty-six", 6), ("prefa", 3), ("four-color", 4))


def _times(run: Callable[[], object], seconds: float, least: int = 10) -> list[float]:
    """CPU seconds per call: what one core spends, even on a machine shared with others."""
    out: list[float] = []
    end = time.perf_counter() + seconds
    while len(out) < least or time.perf_counter() < end:
        start = time.process_time()
        run()
        out.append(time.process_time() - start)
    return out


def _ms(values: list[float]) -> str:
    return f"median {statistics.median(values) * 1e3:5.1f} ms, max {max(values) * 1e3:5.1f} ms"


def trick_scene(seats: int) -> TableScene:
    """A full-looking trick table with ``seats`` seats: every seat but one has played."""
    cards = ("AS", "KH", "QD", "JC", "10S", "9H", "8D", "7C")
    names = samples.NAMES
    return TableScene(
        game="fifty-six",
        seats=tuple(SeatScene(names[i % len(names)], "bid 30" if i == 0 else "",
                              to_act=i == seats - 1) for i in range(seats)),
        title=f"Fifty-Six · {seats} seats", trick=tuple((i, cards[i]) for i in range(seats - 1)),
        last_trick=tuple((i, cards[-1 - i]) for i in range(seats)), last_winner=0, trump="H",
        contract="Hearts 30", scores=("Team 1: 4 game points", "Team 2: 6 game points"))


def bench_faces(rounds: int = 3) -> None:
    first: list[float] = []
    per_face: list[float] = []
    for _ in range(rounds):
        fonts.font.cache_clear()
        faces.clear_cache()
        for i, f in enumerate(faces.all_faces()):
            start = time.process_time()
            faces.face_image(f)
            (first if i == 0 else per_face).append(time.process_time() - start)
    total = (sum(first) + sum(per_face)) / rounds
    print(f"Faces: {len(faces.all_faces())} distinct, all drawn cold in {total * 1e3:.0f} ms")
    print(f"  first face (opens the fonts) median {statistics.median(first) * 1e3:5.1f} ms")
    print(f"  each face after              {_ms(per_face)}")


def _render_new_lines(scene: TableScene) -> bytes:
    """A render that lays out every line anew from letters already met (a table whose
    names this bot has not drawn lately: the common case with many tables)."""
    fonts.clear_text_cache(glyphs=False)
    return table.render(scene)


def _render_new_letters(scene: TableScene) -> bytes:
    """A render that rasterises every letter anew (the first picture with these letters)."""
    fonts.clear_text_cache()
    return table.render(scene)


def bench_tables(seconds: float, game: str | None) -> None:
    scenes: dict[str, TableScene] = {g: make() for g, make in samples.SAMPLES.items()
                                     if game is None or g == game}
    if game is None:
        scenes |= {f"{n} seats": trick_scene(n) for n in range(3, 9)}
    faces.build_all()
    print("Table pictures (800×480 PNG, CPU time on one core). Warm: faces drawn, text seen;")
    print("new lines: every line laid out anew from known letters (new names); new letters:")
    print("every letter rasterised anew too, the worst case of a changed scene.")
    for label, scene in scenes.items():
        png = table.render(scene)  # the first render of a size shrinks its faces once
        warm = _times(partial(table.render, scene), seconds / 3)
        lines = _times(partial(_render_new_lines, scene), seconds / 3)
        cold = _times(partial(_render_new_letters, scene), seconds / 3)
        print(f"  {label:<10} warm {_ms(warm)} | new lines {_ms(lines)} | new letters "
              f"{_ms(cold)} | {len(png) / 1024:4.1f} KB")
    _phases(scenes[f"{PHASES_SEATS} seats"] if game is None else next(iter(scenes.values())),
            seconds / 3)
    scene = next(iter(scenes.values()))
    times = _times(scene.fingerprint, min(seconds, 0.5), least=100)
    print(f"  fingerprint  median {statistics.median(times) * 1e6:.0f} µs")


PHASES_SEATS = 4


def _phases(scene: TableScene, seconds: float) -> None:
    """Where a warm render's time goes: drawing, mapping to the palette, writing the PNG."""
    painter = table.painter()
    canvas = table._draw(scene, painter.book)
    mapped = canvas.quantize(palette=painter.palette, dither=Image.Dither.NONE)
    draw = _times(partial(table._draw, scene, painter.book), seconds)
    quantize = _times(partial(canvas.quantize, palette=painter.palette,
                              dither=Image.Dither.NONE), seconds)
    write = _times(partial(png.palette_png, mapped), seconds)
    print(f"  phases ({scene.game}, {len(scene.seats)} seats, warm medians): draw "
          f"{statistics.median(draw) * 1e3:.2f} ms, palette {statistics.median(quantize) * 1e3:.2f}"
          f" ms, PNG {statistics.median(write) * 1e3:.2f} ms")


def bench_match(game_id: str, seats: int, seed: int = 1) -> None:
    """One whole random match, the picture asked for after every move as the Discord host
    asks (``TablePictures``: the scene on the loop, the cache keyed by what is drawn): how
    many moves found their picture cached, how many changed the message's picture (an
    upload), the render time per picture drawn, and the time a move holds the event loop."""
    state = new_match(game_id, seats, None, seed)
    rng = random.Random(seed)
    names = samples.NAMES[:seats]
    pictures = TablePictures(PictureCache())
    renders: list[float] = []
    on_loop: list[float] = []
    moves = uploads = 0
    shown = ""
    while True:
        view = state.view(None)
        if not adapters.supports(view):
            missing = ", ".join(adapters.missing_keys(view))
            print(f"  {game_id:<11} no picture: View.data lacks {missing}")
            return
        start = time.process_time()
        scene = pictures.scene(view, names, state.clockwise)
        assert scene is not None, "asked only for views the adapters support"
        found = pictures.cached(scene)
        on_loop.append(time.process_time() - start)
        if found is None:  # the host draws it in a worker thread
            start = time.process_time()
            found = pictures.cache.get(scene.fingerprint(), partial(lambda s: s, scene))
            renders.append(time.process_time() - start)
        uploads += found.fingerprint != shown
        shown = found.fingerprint
        moves += 1
        if state.is_over:
            break
        state.apply(*random_step(state, rng))
    stats = pictures.cache.stats
    print(f"  {game_id:<11} {moves:4} moves, {stats.rendered:4} drawn, {uploads:4} uploads: "
          f"hit rate {stats.hit_rate:4.0%} | render {_ms(renders)} | "
          f"on the loop median {statistics.median(on_loop) * 1e3:.2f} ms")


def bench_panels(game_id: str, seats: int, seed: int = 1) -> None:
    """One whole random match: after each move every seat's hand panel and the table's text
    drawn as the bot draws them with ``pictures = false`` and with ``pictures = true`` (the
    whole hand as card buttons with their emojis, cards as emojis in the text), CPU time."""
    from bot.i18n import english
    from bot.pictures.screens import every_emoji
    from cogs import render  # the bot's own drawing
    from cogs.card_text import dress
    from cogs.hand_layout import hand_of_cards
    from cogs.pictures import with_card_emojis
    from cogs.ui import build_view

    emojis = every_emoji()
    names = [f"<@{1_310_000_000_000_000_001 + i}>" for i in range(seats)]

    def draw(state: Game, moment: int, pictures: bool) -> None:
        on = emojis if pictures else None
        public = state.view(None)
        public, events = dress(public, (), on, game_id, "en", names)
        render.table_embed("T", 1, public, names, moment, events)
        for seat in range(seats):
            view = state.view(seat)
            actions = [(str(a), english(state.label(a))) for a in state.legal_actions(seat)]
            cards = hand_of_cards(1, moment, view, actions, 0, "en", on)
            view, _ = dress(view, (), on, game_id, "en", names, cards is None)
            layout = cards or (with_card_emojis(render.action_layout(1, moment, actions),
                                                on, game_id) if actions else None)
            render.hand_embed("T", 1, view, names, moment, layout)
            build_view(layout)

    state = new_match(game_id, seats, None, seed)
    rng = random.Random(seed)
    took: dict[bool, list[float]] = {False: [], True: []}
    moment = 0
    while not state.is_over and moment < 400:
        for pictures in (False, True):
            start = time.process_time()
            draw(state, moment, pictures)
            took[pictures].append(time.process_time() - start)
        state.apply(*random_step(state, rng))
        moment += 1
    off, on_ = statistics.median(took[False]), statistics.median(took[True])
    print(f"  {game_id:<11} {moment:4} moves: per move (table text and {seats} panels) "
          f"median {off * 1e3:.2f} ms with pictures off, {on_ * 1e3:.2f} ms on = "
          f"{on_ / max(off, 1e-9):.2f}×")


def main(args: argparse.Namespace) -> int:
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"CPU time per call, {os.cpu_count()} cores, load average {load:.1f} "
          "(a busy machine still inflates it a little).")
    bench_faces()
    game = getattr(args, "game", None)
    bench_tables(args.seconds, game)
    print("A whole random match per game (seed 1), the picture asked for after every move "
          "(drawn: rendered; uploads: moves whose picture differs from the one before):")
    for game_id, seats in MATCHES:
        if game is None or game == game_id:
            bench_match(game_id, seats)
    print("Hand panels and table text, drawn after every move of a whole random match "
          "(seed 1), CPU time on one core:")
    for game_id, seats in MATCHES:
        if game is None or game == game_id:
            bench_panels(game_id, seats)
    return 0


if __name__ == "__main__":
    sys.exit(main(argparse.Namespace(seconds=1.0, game=None)))
