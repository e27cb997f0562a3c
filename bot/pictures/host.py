"""A host's table pictures: from the committed public view, each drawn once, off the loop.

The host (the Discord presenter, the benchmark) calls :meth:`TablePictures.scene` at the
moment it draws the table message's text, from the same committed public view, so the
picture and the words beside it always show the same move. Building a scene and its
fingerprint takes microseconds and stays on the caller's thread; drawing takes 2–3 ms
of CPU (``python -m bot bench cards``), and only when no picture with that fingerprint
is cached: the cache is keyed by what is drawn, so a move that changes nothing on the
picture (a call in an auction, a claim window passed) costs neither a render nor an upload.

Pictures are drawn in a process of their own (``bot.pictures.drawing``: one per bot,
started with the bot), not in a thread, where Pillow's many GIL hand-overs
fought the event loop (at 1,000 tables: loop lag p99 125 ms with pictures, 25 without).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Sequence
from concurrent.futures import Executor

from bot.engine.game import View
from bot.pictures import adapters, table
from bot.pictures.cache import Picture, PictureCache
from bot.pictures.drawing import DrawingProcess, DrawingStopped
from bot.pictures.scene import TableScene

log = logging.getLogger("bot.pictures")

FILENAME = "table.png"  # the attachment's name; messages refer to it as attachment://table.png


def _render(scene: TableScene) -> bytes:
    """What a drawer thread runs (``table.render`` read when called: tests spy on it)."""
    return table.render(scene)


class TablePictures:
    """Scenes from public views, and their pictures through one shared cache.

    ``drawer``: a thread pool to draw in (tests spy on the drawing); default a process of
    its own (``close`` ends it)."""

    def __init__(self, cache: PictureCache | None = None, drawer: Executor | None = None
                 ) -> None:
        self.cache = cache if cache is not None else PictureCache()
        self.drawer = drawer
        self.process = DrawingProcess()

    @staticmethod
    def scene(view: View | None, names: Sequence[str], clockwise: bool = True,
              locale: str | None = None) -> TableScene | None:
        """What the picture of this public view shows, its words in ``locale``; None when
        there is none to show (no match yet, a game without an adapter)."""
        if view is None:
            return None
        return adapters.scene_for(view, names, clockwise, locale)

    def cached(self, scene: TableScene, fingerprint: str | None = None) -> Picture | None:
        """The picture if it was drawn before (no work), else None. ``fingerprint``: the
        scene's, when the caller has it already."""
        return self.cache.peek(fingerprint or scene.fingerprint())

    async def picture(self, scene: TableScene, fingerprint: str | None = None) -> Picture:
        """The scene's picture: from the cache, or drawn by the drawer."""
        fingerprint = fingerprint or scene.fingerprint()
        found = self.cached(scene, fingerprint)
        if found is not None:
            return found
        if self.drawer is not None:
            png = await asyncio.get_running_loop().run_in_executor(self.drawer, _render, scene)
            return self.cache.add(fingerprint, Picture(png, fingerprint))
        try:
            # While the process starts (a second or so), its pictures wait in its pipe: drawn
            # here, in a thread, they cost the bot's own process 10–20 MiB it kept (Pillow's
            # images, the fonts, the faces and lines laid out), for the few seconds saved.
            png = await self.process.render(scene)
        except DrawingStopped:  # killed, out of memory: a new one for the next picture
            if not self.process.given_up:
                log.warning("the table-picture process stopped; drawing this picture in "
                            "a thread and starting a new process for the next")
            png = await asyncio.to_thread(_render, scene)
        return self.cache.add(fingerprint, Picture(png, fingerprint))

    async def start(self) -> None:
        """Start the drawing process now (the bot is starting), so it is ready to draw by the
        time a table asks for a picture."""
        with contextlib.suppress(DrawingStopped):
            await self.process.start()

    async def close(self) -> None:
        """End the drawing process, if one was started (the bot is closing)."""
        await self.process.close()
