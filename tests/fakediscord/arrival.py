"""When a request's bytes reached the fake, not when its handler got to run.

aiohttp parses a request in ``data_received`` (the loop read the socket), then wakes the
connection's task, which starts a handler task: two turns of the event loop later the
route runs. In a fake driving a thousand tables those turns are the driver's own lag,
and Discord judges an interaction's answer by when it arrived. So each connection stamps
the moment a request's head was parsed, and a middleware hands that stamp to the request
(``request["arrived"]``). Only the kernel knows earlier: what is left is the time the
loop took to come back to the socket, which the bench prints as the driver's loop lag.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Awaitable, Callable

from aiohttp import web
from aiohttp.web_protocol import RequestHandler

ARRIVED = "arrived"


class _StampingHandler(RequestHandler):
    """One HTTP connection that remembers when each of its requests was parsed, in order
    (the client may pipeline; discord.py does not, but the order is kept either way)."""

    __slots__ = ("arrivals",)

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.arrivals: deque[float] = deque()

    def data_received(self, data: bytes) -> None:
        now = time.monotonic()
        before = self._request_count
        super().data_received(data)
        self.arrivals.extend([now] * (self._request_count - before))


class _StampingServer(web.Server):
    def __call__(self) -> RequestHandler:
        return _StampingHandler(self, loop=self._loop, **self._kwargs)


def install(runner: web.AppRunner) -> None:
    """Make the (set up, not yet started) runner's connections stamp arrivals. aiohttp has
    no hook for its protocol class, so the server object is given the subclass that makes
    them; it keeps every other behaviour (a pure subclass, no new state)."""
    server = runner.server
    assert server is not None and type(server) is web.Server, "call after runner.setup()"
    server.__class__ = _StampingServer


def arrived(request: web.BaseRequest) -> float:
    """When ``request`` arrived (its head parsed); now, for a connection that was not
    stamped."""
    proto = request.protocol
    if isinstance(proto, _StampingHandler) and proto.arrivals:
        return proto.arrivals.popleft()
    return time.monotonic()


@web.middleware
async def stamp(request: web.Request,
                handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
                ) -> web.StreamResponse:
    """Take the request's arrival off its connection before anything else runs."""
    request[ARRIVED] = arrived(request)
    return await handler(request)
