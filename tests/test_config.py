"""Configuration: TOML + environment, and one clear line for every way it can be wrong."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.config import ConfigError, Settings, load_config

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for key in list(os.environ):
        if key.startswith("CARDTABLE_") or key == "DISCORD_TOKEN":
            monkeypatch.delenv(key)
    monkeypatch.chdir(tmp_path)


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "config.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_defaults_need_only_a_token(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "tok")
    s = load_config()
    assert s.bot.token == "tok"
    assert s.store.path == "cardtable.sqlite3"
    assert s.tables.warn_seconds < s.tables.turn_timeout_seconds
    assert s.leaderboard.exclude_computer_matches is False


def test_toml_file_is_read(tmp_path: Path) -> None:
    path = write(tmp_path, """
[bot]
token = "abc"
dev_guild_id = 42
shard_count = 2
log_level = "debug"
[store]
path = "x.sqlite3"
[tables]
turn_timeout_seconds = 60
warn_seconds = 30
computer_delay = 0.5
max_tables_per_guild = 3
[leaderboard]
exclude_computer_matches = true
""")
    s = load_config(path)
    assert (s.bot.token, s.bot.dev_guild_id, s.bot.shard_count, s.bot.log_level) == (
        "abc", 42, 2, "DEBUG")
    assert s.store.path == "x.sqlite3"
    assert (s.tables.turn_timeout_seconds, s.tables.warn_seconds, s.tables.computer_delay,
            s.tables.max_tables_per_guild) == (60, 30, 0.5, 3)
    assert s.leaderboard.exclude_computer_matches is True


def test_default_path_is_config_toml_in_the_working_directory(tmp_path: Path) -> None:
    write(tmp_path, '[bot]\ntoken = "from-file"\n')
    assert load_config().bot.token == "from-file"


def test_environment_wins_over_the_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = write(tmp_path, '[bot]\ntoken = "file"\n[store]\npath = "file.db"\n'
                           '[tables]\nturn_timeout_seconds = 100\n')
    monkeypatch.setenv("DISCORD_TOKEN", "env")
    monkeypatch.setenv("CARDTABLE_STORE__PATH", "/data/env.db")
    monkeypatch.setenv("CARDTABLE_TABLES__WARN_SECONDS", "10")
    s = load_config(path)
    assert s.bot.token == "env"
    assert s.store.path == "/data/env.db"
    assert (s.tables.turn_timeout_seconds, s.tables.warn_seconds) == (100, 10)  # merged


def test_prefixed_token_variable_wins_over_discord_token(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "plain")
    monkeypatch.setenv("CARDTABLE_BOT__TOKEN", "prefixed")
    assert load_config().bot.token == "prefixed"


def one_line(err: pytest.ExceptionInfo[ConfigError]) -> str:
    text = str(err.value)
    assert "\n" not in text and text.strip() == text and text
    return text


def test_missing_token_is_one_clear_line() -> None:
    with pytest.raises(ConfigError) as err:
        load_config()
    assert "DISCORD_TOKEN" in one_line(err)


def test_missing_token_is_fine_when_not_required() -> None:
    assert load_config(require_token=False).bot.token == ""


def test_broken_toml_is_one_line_with_its_position(tmp_path: Path) -> None:
    path = write(tmp_path, '[bot\ntoken = "x"\n')
    with pytest.raises(ConfigError) as err:
        load_config(path)
    text = one_line(err)
    assert "not valid TOML" in text and "line 1" in text


@pytest.mark.parametrize(("body", "words"), [
    ('[tables]\nwarn_seconds = "soon"\n', "tables.warn_seconds"),
    ("[tables]\nturn_timeout_seconds = 10\nwarn_seconds = 20\n", "warn_seconds must be smaller"),
    ("[tables]\nwarn_second = 20\n", "unknown setting"),
    ("[nonsense]\nx = 1\n", "unknown setting"),
    ('[bot]\nlog_level = "loud"\n', "bot.log_level"),
    ("[store]\npath = 3\n", "store.path"),
])
def test_bad_values_are_one_line(tmp_path: Path, body: str, words: str) -> None:
    path = write(tmp_path, '[bot]\ntoken = "x"\n' + body if "[bot]" not in body
                 else body.replace("[bot]", '[bot]\ntoken = "x"'))
    with pytest.raises(ConfigError) as err:
        load_config(path)
    text = one_line(err)
    assert words in text and "config.toml" in text


def test_a_named_file_must_exist(tmp_path: Path) -> None:
    with pytest.raises(ConfigError) as err:
        load_config(tmp_path / "missing.toml")
    assert "does not exist" in one_line(err)


def test_config_path_from_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    other = tmp_path / "other.toml"
    other.write_text('[bot]\ntoken = "other"\n')
    monkeypatch.setenv("CARDTABLE_CONFIG", str(other))
    assert load_config().bot.token == "other"


def test_example_file_lists_every_setting_with_its_default() -> None:
    """config.example.toml must stay complete: each field appears with the default value."""
    import tomllib

    text = (ROOT / "config.example.toml").read_text()
    data = tomllib.loads(text)
    defaults = Settings.model_construct()
    for section, model in Settings.model_fields.items():
        sub = getattr(defaults, section)
        assert model.annotation is not None
        for name in type(sub).model_fields:
            assert f"{name} =" in text, f"{section}.{name} is missing from config.example.toml"
            if name in data.get(section, {}):
                assert data[section][name] == getattr(sub, name), f"{section}.{name} default"


def test_unreadable_file_is_one_line(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_bytes(b"\xff\xfe[bot]")
    with pytest.raises(ConfigError) as err:
        load_config(path)
    one_line(err)


def test_startup_prints_no_traceback(tmp_path: Path) -> None:
    """What the launcher will do: catch ConfigError, print it, exit 2."""
    write(tmp_path, "[bot\n")
    code = ("import sys\nfrom bot.config import load_config, ConfigError\n"
            "try:\n    load_config()\nexcept ConfigError as e:\n"
            "    print(e, file=sys.stderr); sys.exit(2)\n")
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    env["PYTHONPATH"] = str(ROOT)
    proc = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True,
                          text=True, env=env, timeout=60)
    assert proc.returncode == 2
    assert len(proc.stderr.strip().splitlines()) == 1
    assert "Traceback" not in proc.stderr
