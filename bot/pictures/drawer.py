"""The table-picture process itself: ``python -m bot.pictures.drawer``, started and fed by
:class:`bot.pictures.drawing.DrawingProcess`.

It imports Pillow, the fonts and the drawing modules, and none of the games, the engine,
pydantic or discord: what it needs to know of the games (every face, what each prints) and
the sample tables its palette is made from come from the bot as its first frame. A test
(``tests/test_pictures_host.py``) keeps it that way.

The protocol is frames of ``status (1 byte) | length (4 bytes, big-endian) | body``. The
bot sends the setup (a pickle of the catalogue and the sample scenes), then one pickled
scene per picture; the child answers READY once it can draw at once, then each scene with
its PNG (or FAILED and the error), in order. It exits when its input closes (the bot closed
it, or died).
"""

from __future__ import annotations

import contextlib
import os
import pickle
import struct
import sys
from typing import BinaryIO

from bot.pictures import faceart
from bot.pictures.table import Painter

HEAD = struct.Struct(">BI")
OK, FAILED, READY = 0, 1, 2  # READY: the child's first frame, once it can draw at once
# Pictures are background work, like table edits: where the cores are all busy the
# people's clicks, on the bot's event loop, come first.
NICE = 10


def frame(status: int, body: bytes) -> bytes:
    return HEAD.pack(status, len(body)) + body


def _frame(inp: BinaryIO) -> bytes | None:
    """The next frame's body, or None: the input closed."""
    head = inp.read(HEAD.size)
    if len(head) < HEAD.size:
        return None
    _, length = HEAD.unpack(head)
    return inp.read(length)


def serve(inp: BinaryIO, out: BinaryIO) -> None:
    setup = _frame(inp)
    if setup is None:
        return
    book, samples = pickle.loads(setup)  # the parent's own data: trusted
    painter = Painter(book, samples)
    faceart.draw_all(book.every)  # before the first request: it costs what every later one does
    painter.palette  # noqa: B018 (made now, for the same reason)
    # Background work from here on. Not before: pictures asked while the process starts
    # wait for it, and its start (0.2 s of CPU) at nice 10 took seconds on a busy machine.
    with contextlib.suppress(OSError, AttributeError):  # not everywhere (Windows)
        os.nice(NICE)
    out.write(frame(READY, b""))
    out.flush()
    while (body := _frame(inp)) is not None:
        scene = pickle.loads(body)  # the parent's own scene: trusted
        try:
            status, body = OK, painter.render(scene)
        except Exception as err:  # told to the parent, which logs it; the child goes on
            status, body = FAILED, repr(err).encode()
        out.write(frame(status, body))
        out.flush()


if __name__ == "__main__":
    serve(sys.stdin.buffer, sys.stdout.buffer)
