"""Starting the terminal as a new player does: the printed help, the options, the game list,
and typing at a real terminal (line editing). Issue 16 items 4, 7, 11 and 12."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

import bot.__main__ as entry
from bot.engine import load_all
from bot.launcher import missing_package, no_token_help, python_command

ROOT = Path(__file__).resolve().parents[1]


def child_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not (k.startswith("CARDTABLE_") or k in ("DISCORD_TOKEN", "VIRTUAL_ENV"))}
    env.update(PYTHONPATH=str(ROOT), **extra)
    return env


# --- item 4: the no-token help names the Python that runs ------------------------------

def test_the_printed_python_is_the_running_one(monkeypatch: pytest.MonkeyPatch,
                                               tmp_path: Path) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))  # no "python" on the PATH
    monkeypatch.chdir(tmp_path)
    assert python_command() == shlex.quote(sys.executable)  # outside: the whole path
    monkeypatch.chdir(Path(sys.executable).parent.parent)
    assert python_command() == os.path.join(Path(sys.executable).parent.name,
                                            Path(sys.executable).name)  # below: relative
    (tmp_path / "python").symlink_to(sys.executable)
    monkeypatch.setenv("PATH", str(Path(sys.executable).parent))
    assert python_command() == "python"  # it is "python" on the PATH: say so
    assert "python -m bot play huutopussi" in no_token_help()


def test_following_the_no_token_help_plays_without_a_traceback(tmp_path: Path) -> None:
    """``python -m bot`` with no token, then the play command exactly as it printed it."""
    env = child_env(PATH="/usr/bin:/bin")
    proc = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    commands = re.findall(r"^\s+(.+) -m bot play huutopussi", proc.stderr, re.MULTILINE)
    assert commands and "DISCORD_TOKEN=your-token " + commands[0] + " -m bot" in proc.stderr
    python = shlex.split(commands[0])
    assert os.path.abspath(python[0]) == os.path.abspath(sys.executable)
    played = subprocess.run([*python, "-m", "bot", "play", "huutopussi", "--seed", "1"],
                            cwd=tmp_path, env=env, input="quit\n", capture_output=True,
                            text=True, timeout=120)
    assert played.returncode == 0, played.stderr
    assert "Traceback" not in played.stderr
    assert "Goodbye — the game was not finished." in played.stdout


def test_a_python_without_our_packages_is_told_which_to_use(tmp_path: Path) -> None:
    """``-S`` hides site-packages: the Python a README reader might run by mistake."""
    proc = subprocess.run([sys.executable, "-S", "-m", "bot", "play", "huutopussi"],
                          cwd=tmp_path, env=child_env(), capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr
    (line,) = proc.stderr.strip().splitlines()
    assert line.startswith(f"This Python ({sys.executable}) does not have Card Table's "
                           "packages (“")
    assert ".venv/bin/python -m bot" in line and "-m pip install -e ." in line


def test_only_missing_third_party_modules_are_explained() -> None:
    assert missing_package(ModuleNotFoundError("x", name="bot.nothing")) is None  # our bug
    assert "“aiohttp” is missing" in (
        missing_package(ModuleNotFoundError("x", name="aiohttp.web")) or "")


# --- item 11: options in plain words -----------------------------------------------------

def test_an_unknown_option_is_named_with_the_valid_ones(capsys: pytest.CaptureFixture[str]
                                                        ) -> None:
    assert entry.main(["play", "huutopussi", "-o", "rank_ordr=ace_ten"]) == 2
    out = capsys.readouterr().out
    assert "Extra inputs" not in out
    names = ", ".join(load_all()["huutopussi"].options_model.model_fields)
    assert out.splitlines()[0] == (
        f"Huutopussi: There is no option “rank_ordr”. The options there are: {names}.")
    assert out.splitlines()[1].endswith("-m bot games” lists every option with its choices.")


@pytest.mark.parametrize(("option", "words"), [
    ("rank_order=ace_king", "rank_order can't be “ace_king”: it must be seed or ace_ten."),
    ("min_bid=52", "min_bid can't be “52”: it must be a multiple of 5 from 5 to 1000."),
    ("must_overtrump=maybe", "must_overtrump can't be “maybe”: it must be true or false."),
])
def test_a_wrong_option_value_says_what_it_takes(capsys: pytest.CaptureFixture[str],
                                                 option: str, words: str) -> None:
    assert entry.main(["play", "huutopussi", "-o", option]) == 2
    assert capsys.readouterr().out.splitlines()[0] == f"Huutopussi: {words}"


# --- item 12: the game list names every option's choices --------------------------------

def test_games_lists_every_options_choices_and_default(capsys: pytest.CaptureFixture[str]
                                                       ) -> None:
    entry.main(["games"])
    out = capsys.readouterr().out
    for game_id, cls in load_all().items():
        assert f"  Options (play {game_id} -o name=value):" in out
        for name in cls.options_model.model_fields:
            line = next(line for line in out.splitlines() if line.startswith(f"    {name} — "))
            assert re.search(r" — .+ \(default: [^)]+\)$", line), line
    lines = out.splitlines()
    assert "    ask_lockouts — seed, partner_lock, or illisoft (default: as the rules text)" \
        in lines
    assert "    declare_right — led_and_won or any_won_trick (default: led_and_won)" in lines
    assert ("    contract_timing — after_exchange or before_return (default: after_exchange)"
            in lines)
    assert "    last_trick_bonus — a whole number from 0 to 100 (default: 20)" in lines
    assert "    must_overtrump — true or false (default: true)" in lines
    assert "default: seed" not in out and "= 'seed'" not in out
    assert all(len(line) <= 100 for line in lines if line.startswith("    "))


# --- item 7: line editing at a real terminal ------------------------------------------------

def _read_until(fd: int, seen: bytearray, done: Callable[[bytes], bool],
                timeout: float = 60) -> str:
    """Read the terminal's output into ``seen`` until ``done(seen)`` (or the child ends)."""
    import select

    end = time.monotonic() + timeout
    while not done(bytes(seen)) and time.monotonic() < end:
        ready, _, _ = select.select([fd], [], [], 0.2)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:  # the child closed the terminal
                break
            if not chunk:
                break
            seen.extend(chunk)
    return seen.decode(errors="replace")


@pytest.mark.skipif(sys.platform == "win32", reason="no pseudo-terminals on Windows")
def test_arrow_keys_recall_moves_and_tab_completes(tmp_path: Path) -> None:
    """At a real (pseudo-)terminal: Tab completes "hel" to "help", the up arrow brings it back
    instead of printing ``^[[A``, and "qu" + Tab quits."""
    pytest.importorskip("readline")
    import pty

    main, secondary = pty.openpty()
    proc = subprocess.Popen([sys.executable, "-m", "bot", "play", "huutopussi", "--seed", "1"],
                            cwd=tmp_path, env=child_env(TERM="xterm"), stdin=secondary,
                            stdout=secondary, stderr=secondary, close_fds=True)
    os.close(secondary)
    seen = bytearray()
    try:
        for prompts, keys in enumerate((b"hel\t\r", b"\x1b[A\r", b"qu\t\r"), start=1):
            _read_until(main, seen, lambda out, n=prompts: out.count(b"> ") >= n)
            assert seen.count(b"> ") >= prompts, seen.decode(errors="replace")
            os.write(main, keys)
        text = _read_until(main, seen, lambda out: b"Goodbye" in out)
        assert proc.wait(timeout=60) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        os.close(main)
    assert "Goodbye — the game was not finished." in text
    assert "^[[A" not in text
    # "hel" + Tab ran help, and so did the recalled line: the help line twice
    assert text.count("Also: “rules” for the rules, “quit” to stop.") == 2
    assert "is not a Huutopussi move" not in text
