"""The bot's event loop: uvloop where it is installed, asyncio's own when told so."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from collections.abc import Iterator

import pytest

from bot.client import use_uvloop
from bot.config import Settings


@pytest.fixture
def fresh_policy() -> Iterator[None]:
    yield
    asyncio.set_event_loop_policy(None)  # asyncio's own again for the tests that follow


@pytest.mark.skipif(sys.platform == "win32", reason="uvloop is not installed on Windows")
def test_asyncio_run_starts_uvloop(fresh_policy: None) -> None:
    async def kind() -> str:
        return type(asyncio.get_running_loop()).__module__

    assert use_uvloop() is True
    assert asyncio.run(kind()).startswith("uvloop")


def test_the_setting_is_on_by_default_and_can_be_turned_off(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CARDTABLE_BOT__TOKEN", "x")
    assert Settings().bot.uvloop is True
    monkeypatch.setenv("CARDTABLE_BOT__UVLOOP", "false")
    assert Settings().bot.uvloop is False


def test_without_uvloop_the_bot_says_so_and_keeps_asyncio() -> None:
    """Where uvloop cannot be imported (Windows, or a trimmed install) nothing breaks."""
    code = ("import sys, asyncio, logging; sys.modules['uvloop'] = None\n"
            "logging.basicConfig(level=logging.INFO)\n"
            "from bot.client import use_uvloop\n"
            "print(use_uvloop(), type(asyncio.new_event_loop()).__module__)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.split() == ["False", "asyncio.unix_events"]
    assert "uvloop is not installed" in out.stderr
