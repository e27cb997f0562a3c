"""Table pictures drawn in a child process, talked to through its pipes by the event loop.

Why a process: Pillow gives up the GIL for each paste and encode and takes it back after,
a few hundred times a picture. In a thread of the bot, each take-back waited for the busy
event loop's 5-ms switch interval, so a 2-ms picture took tens of milliseconds and made
the loop hand over the GIL hundreds of times. ``concurrent.futures``' process pool fixes
the drawing but not the handing over: its feeder and manager threads take the GIL for
every picture sent and received. Here nothing but the event loop touches the pipes:
a scene goes down as a pickle of a few hundred bytes, the PNG comes back as it is.

The child's own code, and the protocol, are ``bot.pictures.drawer``: the child answers its
requests in order, so the parent keeps its waiting futures in a queue. Only the parent's
own scenes are unpickled (by the child it started); the parent reads nothing but bytes.
"""

from __future__ import annotations

import asyncio
import collections
import logging
import os
import pickle
import sys
from pathlib import Path

from bot.pictures import table
from bot.pictures.drawer import HEAD, NICE, OK, READY, frame
from bot.pictures.scene import TableScene

log = logging.getLogger("bot.pictures")

__all__ = ["NICE", "DrawingProcess", "DrawingStopped"]

MODULE = "bot.pictures.drawer"  # what the child runs (``python -m``)
STARTS = 5  # a child that stops this often is not started again: pictures in a thread
# the folder holding the ``bot`` package: the child imports it from there, however the
# bot was started
_ROOT = str(Path(__file__).resolve().parent.parent.parent)


class DrawingStopped(RuntimeError):
    """The drawing process is gone (killed, crashed, closed, or given up on): draw this
    picture elsewhere."""


class DrawingProcess:
    """One child that draws every picture asked of it, one after another, in order."""

    def __init__(self) -> None:
        self._proc: asyncio.subprocess.Process | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._reader: asyncio.Task[None] | None = None
        self._waiting: collections.deque[asyncio.Future[bytes]] = collections.deque()
        self._starting: asyncio.Lock | None = None
        self.starts = 0
        self.ready = False  # the running child said it can draw at once

    async def start(self) -> bool:
        """Start the child if it is not running; whether it is ready to draw. It takes a
        second or so to start (imports, faces, palette): pictures asked meanwhile wait."""
        await self._started()
        return self.ready

    async def render(self, scene: TableScene) -> bytes:
        """The scene's PNG, drawn by the child (started on first use)."""
        proc = await self._started()
        assert proc.stdin is not None
        body = pickle.dumps(scene, protocol=pickle.HIGHEST_PROTOCOL)
        answer: asyncio.Future[bytes] = asyncio.get_running_loop().create_future()
        self._waiting.append(answer)
        proc.stdin.write(frame(OK, body))
        return await answer

    async def _started(self) -> asyncio.subprocess.Process:
        loop = asyncio.get_running_loop()
        if self._loop is not loop:  # a new event loop (tests): a new child for it
            self._proc, self._loop, self._starting = None, loop, asyncio.Lock()
        assert self._starting is not None
        async with self._starting:
            if self._proc is None or self._proc.returncode is not None or self._reader is None \
                    or self._reader.done():
                if self.starts >= STARTS:
                    raise DrawingStopped("kept stopping")  # not for players: caught by the host
                self.starts += 1
                if self.starts == STARTS:
                    log.error("the table-picture process stopped %d times; this is its last "
                              "start, then pictures are drawn in a thread", STARTS - 1)
                self.ready = False
                path = os.pathsep.join(p for p in (_ROOT, os.environ.get("PYTHONPATH")) if p)
                try:
                    self._proc = await asyncio.create_subprocess_exec(
                        sys.executable, "-m", MODULE,
                        stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
                        env={**os.environ, "PYTHONPATH": path})
                except OSError as err:  # no process to be had (out of memory, no fork)
                    self._proc = None
                    log.warning("cannot start the table-picture process (%s)", err)
                    raise DrawingStopped("cannot start") from err  # not for players: caught
                assert self._proc.stdin is not None
                # first what the child draws with: the games' faces, the palette's samples
                painter = table.painter()
                self._proc.stdin.write(frame(OK, pickle.dumps(
                    (painter.book, painter.samples), protocol=pickle.HIGHEST_PROTOCOL)))
                self._reader = loop.create_task(self._read(self._proc), name="picture-reader")
            return self._proc

    async def _read(self, proc: asyncio.subprocess.Process) -> None:
        assert proc.stdout is not None
        try:
            while True:
                status, length = HEAD.unpack(await proc.stdout.readexactly(HEAD.size))
                body = await proc.stdout.readexactly(length)
                if status == READY:
                    self.ready = True
                    continue
                answer = self._waiting.popleft()
                if answer.done():
                    continue  # its caller gave up waiting
                if status == OK:
                    answer.set_result(body)
                else:
                    answer.set_exception(RuntimeError(body.decode(errors="replace")))
        except (asyncio.IncompleteReadError, ConnectionError):
            self.ready = False
            if self._waiting:
                log.warning("the table-picture process stopped (exit code %s)",
                            proc.returncode)
        finally:
            while self._waiting:
                answer = self._waiting.popleft()
                if not answer.done():
                    answer.set_exception(DrawingStopped("stopped"))  # not for players: caught

    @property
    def given_up(self) -> bool:
        """Whether the child stopped too often to be started again."""
        return self.starts >= STARTS and (self._reader is None or self._reader.done())

    async def close(self) -> None:
        """End the child (it exits when its input closes) and wait for it."""
        proc, reader = self._proc, self._reader
        self._proc = self._reader = None
        if proc is None or self._loop is not asyncio.get_running_loop():
            return
        if proc.stdin is not None:
            proc.stdin.close()
        try:
            await asyncio.wait_for(proc.wait(), 5)
        except TimeoutError:
            proc.kill()
            await proc.wait()
        if reader is not None:
            await reader
