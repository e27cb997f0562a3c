"""Configuration: TOML + environment, and one clear line for every way it can be wrong."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
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
    ("[tables]\nwarn_second = 20\n", "no setting “warn_second” in [tables]"),
    ("[nonsense]\nx = 1\n", "no section [nonsense]; the sections are [bot], [store]"),
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


def test_an_unknown_setting_is_named_with_the_valid_ones(tmp_path: Path) -> None:
    path = write(tmp_path, '[bot]\ntoken = "x"\n[tables]\nwarn_second = 20\n')
    with pytest.raises(ConfigError) as err:
        load_config(path)
    text = one_line(err)
    assert "Extra inputs" not in text
    assert text == (f"Bad configuration in {path}: there is no setting “warn_second” in "
                    "[tables]. The settings there are: turn_timeout_seconds, warn_seconds, "
                    "computer_delay, max_tables_per_guild, default_difficulty, "
                    "turn_ping_seconds, claim_window_seconds.")


def test_a_wrong_value_says_what_the_setting_takes(tmp_path: Path) -> None:
    path = write(tmp_path, '[bot]\ntoken = "x"\nlog_level = "loud"\n')
    with pytest.raises(ConfigError) as err:
        load_config(path)
    assert one_line(err).endswith(
        "bot.log_level can't be “LOUD”: it must be DEBUG, INFO, WARNING, ERROR, or CRITICAL.")


@pytest.mark.parametrize(("variable", "value", "words"), [
    ("CARDTABLE_TABLES__WARN_SECONDS", "soon", "tables.warn_seconds can't be “soon”"),
    ("CARDTABLE_TABLES__WARN_SECOND", "3", "no setting “warn_second” in [tables]"),
    ("CARDTABLE_BOT__SHARD_COUNT", "0",
     "bot.shard_count can't be “0”: it must be a whole number of at least 1, or empty."),
])
def test_a_bad_environment_variable_is_blamed_not_the_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, variable: str, value: str,
        words: str) -> None:
    """The file sets the same section (even the same setting): the environment wins, so
    the environment variable is the one to fix."""
    path = write(tmp_path, '[bot]\ntoken = "x"\nshard_count = 2\n'
                           '[tables]\nwarn_seconds = 30\n')
    monkeypatch.setenv(variable, value)
    with pytest.raises(ConfigError) as err:
        load_config(path)
    text = one_line(err)
    assert text.startswith(f"Bad configuration in the environment variable {variable}: ")
    assert words in text and str(path) not in text


def test_a_section_check_names_both_sources(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    path = write(tmp_path, '[bot]\ntoken = "x"\n[tables]\nturn_timeout_seconds = 60\n')
    monkeypatch.setenv("CARDTABLE_TABLES__WARN_SECONDS", "90")
    with pytest.raises(ConfigError) as err:
        load_config(path)
    assert one_line(err) == (
        f"Bad configuration in {path} and the environment variable "
        "CARDTABLE_TABLES__WARN_SECONDS: tables.warn_seconds must be smaller than "
        "tables.turn_timeout_seconds.")


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


def run_bot(cwd: Path, env_extra: dict[str, str], pythonpath: str = str(ROOT)
            ) -> subprocess.CompletedProcess[str]:
    """``python -m bot`` in a child process, as a person starting the bot would run it."""
    env = {k: v for k, v in os.environ.items()
           if not (k.startswith("CARDTABLE_") or k in ("DISCORD_TOKEN", "FAKEDISCORD_URL"))}
    env.update(PYTHONPATH=pythonpath, **env_extra)
    return subprocess.run([sys.executable, "-m", "bot"], cwd=cwd, capture_output=True,
                          text=True, env=env, timeout=120)


def one_clear_line(proc: subprocess.CompletedProcess[str]) -> str:
    """The failure is one line at the end of stderr (log lines may come before it), with a
    non-zero exit and no traceback."""
    assert proc.returncode == 2, proc.stderr
    assert "Traceback" not in proc.stderr, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert lines, "nothing said"
    log_line = re.compile(r"\d{4}-\d\d-\d\d [\d:,]+ (DEBUG|INFO|WARNING) ")
    assert all(log_line.match(line) for line in lines[:-1]), proc.stderr
    return lines[-1]


def test_a_broken_config_stops_python_m_bot_with_one_line(tmp_path: Path) -> None:
    write(tmp_path, "[bot\n")
    line = one_clear_line(run_bot(tmp_path, {}))
    assert "config.toml is not valid TOML" in line and "Fix that line" in line
    assert len(run_bot(tmp_path, {}).stderr.strip().splitlines()) == 1


def test_an_unusable_store_path_stops_python_m_bot_with_one_line(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    proc = run_bot(tmp_path, {"DISCORD_TOKEN": "fake-token",
                              "CARDTABLE_STORE__PATH": str(blocker / "cards.sqlite3")})
    line = one_clear_line(proc)
    assert line.startswith("Card Table cannot start: Cannot create the folder of the store")
    assert "CARDTABLE_STORE__PATH" in line


def test_a_store_from_a_newer_version_stops_python_m_bot_with_one_line(tmp_path: Path) -> None:
    import sqlite3

    db = tmp_path / "cards.sqlite3"
    con = sqlite3.connect(db)
    con.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    con.execute("INSERT INTO schema_version VALUES (999)")
    con.commit()
    con.close()
    line = one_clear_line(run_bot(tmp_path, {"DISCORD_TOKEN": "fake-token",
                                             "CARDTABLE_STORE__PATH": str(db)}))
    assert "written by a newer Card Table" in line and "Update the bot" in line


def test_no_network_stops_python_m_bot_with_one_line(tmp_path: Path) -> None:
    """Discord unreachable: the fake Discord's start-up patch aims discord.py at a port on
    127.0.0.1 where nothing listens."""
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    child = ROOT / "tests" / "fakediscord" / "child"
    proc = run_bot(tmp_path, {"DISCORD_TOKEN": "fake-token",
                              "CARDTABLE_STORE__PATH": str(tmp_path / "cards.sqlite3"),
                              "FAKEDISCORD_URL": f"http://127.0.0.1:{port}"},
                   pythonpath=f"{child}{os.pathsep}{ROOT}")
    line = one_clear_line(proc)
    assert line.startswith("Card Table cannot start: Cannot reach Discord")
    assert "internet connection" in line


def test_every_failure_is_explained_in_one_line() -> None:
    """The sentences ``python -m bot`` prints for failures the tests above cannot provoke."""
    from types import SimpleNamespace

    import discord

    from bot.client import explain_failure

    response = SimpleNamespace(status=403, reason="Forbidden")
    cases: list[tuple[BaseException, str]] = [
        (discord.LoginFailure("Improper token has been passed."), "refused the token"),
        (discord.PrivilegedIntentsRequired(None), "Privileged Gateway Intents"),
        (discord.Forbidden(response, {"code": 50001, "message": "Missing Access"}),
         "dev_guild_id"),
        (ValueError("odd\nthing"), "log_level = \"DEBUG\""),
    ]
    for err, words in cases:
        text = explain_failure(err)
        assert words in text and "\n" not in text, text


@pytest.fixture
def read_only_store(tmp_path: Path) -> Iterator[Path]:
    """A Card Table database in a folder the bot may not write: made read-only by its
    permissions, or — for root, whom permissions don't stop — by a read-only bind mount."""
    import asyncio
    import shutil

    from bot.store import Store

    folder = tmp_path / "ro"
    folder.mkdir()
    db = folder / "cards.sqlite3"

    async def create() -> None:
        await (await Store.open(db)).close()

    asyncio.run(create())
    if os.geteuid() != 0:
        db.chmod(0o444)
        folder.chmod(0o555)
        yield db
        folder.chmod(0o755)
        return
    mount = shutil.which("mount")
    bound = subprocess.run([mount or "mount", "--bind", str(folder), str(folder)],
                           capture_output=True).returncode == 0
    if not bound:
        pytest.skip("root without mount: no way to make a read-only folder here")
    try:
        if subprocess.run(["mount", "-o", "remount,ro,bind", str(folder)],
                          capture_output=True).returncode != 0:
            pytest.skip("root without a read-only remount: no way to make one here")
        yield db
    finally:
        subprocess.run(["umount", str(folder)], capture_output=True)


def test_a_read_only_store_stops_python_m_bot_saying_so(read_only_store: Path,
                                                        tmp_path: Path) -> None:
    line = one_clear_line(run_bot(tmp_path, {"DISCORD_TOKEN": "fake-token",
                                             "CARDTABLE_STORE__PATH": str(read_only_store)}))
    assert line.startswith(f"Card Table cannot start: Cannot write the store {read_only_store}")
    assert "read-only" in line and "Card Table database" not in line
    assert "CARDTABLE_STORE__PATH" in line
