"""``[store]``: a URL picks the backend; the older ``path`` keeps working as an SQLite URL."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.config import load_config
from tests.test_config import clean_env  # noqa: F401  (autouse: no CARDTABLE_ variables)

ROOT = Path(__file__).resolve().parents[1]


def test_the_default_and_a_path_are_sqlite_urls(tmp_path: Path) -> None:
    assert load_config(require_token=False).store.url == "sqlite:///cardtable.sqlite3"
    config = tmp_path / "config.toml"
    config.write_text('[store]\npath = "/srv/cards.sqlite3"\n')
    assert load_config(config, require_token=False).store.url == "sqlite:////srv/cards.sqlite3"


def test_a_url_wins_over_a_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An image may default the path while a deployment moves to PostgreSQL with the url."""
    monkeypatch.setenv("CARDTABLE_STORE__PATH", "/data/cardtable.sqlite3")
    monkeypatch.setenv("CARDTABLE_STORE__URL", "postgresql://bot:pw@db/cards")
    settings = load_config(require_token=False)
    assert settings.store.url == "postgresql://bot:pw@db/cards"
    config = tmp_path / "config.toml"
    config.write_text('[store]\nurl = "sqlite:///x.sqlite3"\n')
    monkeypatch.delenv("CARDTABLE_STORE__URL")
    assert load_config(config, require_token=False).store.url == "sqlite:///x.sqlite3"


def test_an_unreachable_postgresql_stops_python_m_bot_with_one_line(tmp_path: Path) -> None:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    env = {**os.environ, "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": "fake-token",
           "CARDTABLE_STORE__URL": f"postgresql://bot:hunter2@127.0.0.1:{port}/cards"}
    proc = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60)
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode == 2 and len(lines) == 1, proc.stderr
    assert lines[0].startswith("Card Table cannot start: Cannot reach the store "
                               f"postgresql://bot:***@127.0.0.1:{port}/cards")
    assert "hunter2" not in proc.stderr
