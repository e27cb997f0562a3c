"""Point discord.py at a fake Discord (it has no setting for its endpoints).

Kept free of project imports so the child-process ``sitecustomize`` can load it
by file path. The patch is process-wide: one fake per process.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

ENV_URL = "FAKEDISCORD_URL"
READY_TIMEOUT = 0.1

_active: str | None = None


def _apply(url: str, ready_timeout: float) -> tuple[Any, ...]:
    import discord.client
    import discord.gateway
    import discord.http
    import discord.state
    import yarl

    route = discord.http.Route
    ws_cls = discord.gateway.DiscordWebSocket
    state_cls = discord.state.ConnectionState
    client_cls = discord.client.Client
    saved = (
        route.BASE,
        ws_cls.DEFAULT_GATEWAY,
        state_cls.__init__,
        client_cls.before_identify_hook,
    )
    original_init = state_cls.__init__

    def init(self: Any, *args: Any, **kwargs: Any) -> None:
        original_init(self, *args, **kwargs)
        self.guild_ready_timeout = min(self.guild_ready_timeout, ready_timeout)

    async def before_identify_hook(
        self: Any, shard_id: int | None, *, initial: bool = False
    ) -> None:
        """The fake has no IDENTIFY rate limit: skip discord.py's 5 s wait per extra shard."""

    route.BASE = f"{url}/api/v10"
    ws_cls.DEFAULT_GATEWAY = yarl.URL(url.replace("http://", "ws://", 1) + "/gateway")
    state_cls.__init__ = init  # type: ignore[method-assign]
    client_cls.before_identify_hook = before_identify_hook  # type: ignore[method-assign]
    return saved


def _restore(saved: tuple[Any, ...]) -> None:
    import discord.client
    import discord.gateway
    import discord.http
    import discord.state

    base, gateway, init, hook = saved
    discord.http.Route.BASE = base
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = gateway
    discord.state.ConnectionState.__init__ = init  # type: ignore[method-assign]
    discord.client.Client.before_identify_hook = hook  # type: ignore[method-assign]


@contextmanager
def patched(url: str, ready_timeout: float = READY_TIMEOUT) -> Iterator[None]:
    """Route every REST call and the gateway to ``url`` (http://127.0.0.1:PORT), then restore."""
    global _active
    if _active is not None:
        raise RuntimeError(f"discord.py is already patched to {_active}: one fake per process")
    saved = _apply(url, ready_timeout)
    _active = url
    try:
        yield
    finally:
        _restore(saved)
        _active = None


def install_from_env() -> bool:
    """Child processes: apply the patch for good if FAKEDISCORD_URL is set."""
    global _active
    url = os.environ.get(ENV_URL)
    if not url or _active is not None:
        return False
    _apply(url, READY_TIMEOUT)
    _active = url
    return True
