"""A host's table pictures: from the committed public view, each drawn once, off the loop.

The host (the Discord presenter, the benchmark) calls :meth:`TablePictures.scene` at the
moment it draws the table message's text, from the same committed public view, so the
picture and the words beside it always show the same move. Building a scene and its
fingerprint takes microseconds and stays on the caller's thread; drawing takes 2–3 ms
of CPU (``python -m bot bench cards``), too long to hold an event loop that serves every
table, so :meth:`TablePictures.picture` draws in a worker thread, and only when no
picture with that fingerprint is cached: the cache is keyed by what is drawn, so a move
that changes nothing on the picture (a call in an auction, a claim window passed) costs
neither a render nor an upload.

One worker thread draws every picture, one after another. The drawing holds the GIL for
its Python part, so more threads would not draw more on this machine; they would only
take the GIL from the event loop more often (each asks for it every 5 ms), and a busy
loop's lag grows with each thread that wants it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor

from bot.engine.game import View
from bot.pictures import adapters
from bot.pictures.cache import Picture, PictureCache
from bot.pictures.scene import TableScene

FILENAME = "table.png"  # the attachment's name; messages refer to it as attachment://table.png


class TablePictures:
    """Scenes from public views, and their pictures through one shared cache."""

    def __init__(self, cache: PictureCache | None = None) -> None:
        self.cache = cache if cache is not None else PictureCache()
        self._drawer: ThreadPoolExecutor | None = None  # made on the first picture drawn

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
        """The scene's picture: from the cache, or drawn in the worker thread."""
        fingerprint = fingerprint or scene.fingerprint()
        found = self.cached(scene, fingerprint)
        if found is not None:
            return found
        if self._drawer is None:
            self._drawer = ThreadPoolExecutor(1, thread_name_prefix="table-pictures")
        return await asyncio.get_running_loop().run_in_executor(
            self._drawer, self.cache.get, fingerprint, lambda: scene, fingerprint)
