"""The engine benchmark runs every game through the public contract, and compares revisions."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from bot import bench, bench_driver
from bot.engine import load_all

TREE = Path(bench.__file__).resolve().parent.parent


@pytest.mark.parametrize("game_id", sorted(load_all()))
def test_the_driver_plays_every_game_through_the_contract(game_id: str) -> None:
    figures = bench_driver.measure(game_id, max(load_all()[game_id].seat_counts), 0.05)
    assert figures["decisions"] > 0 and figures["matches"] >= 1


def _git(repo: Path, *args: str) -> None:
    subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True)


def test_compare_runs_a_revision_side_by_side(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    # A throwaway repository holding this tree's engine, so the test needs no clone.
    repo = tmp_path / "repo"
    shutil.copytree(TREE / "bot", repo / "bot",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    _git(repo, "init", "-q")
    _git(repo, "add", "-A")
    _git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "engine")
    bench.compare("HEAD", seconds=0.05, only="prefa", rounds=1, repo=repo)
    lines = capsys.readouterr().out.splitlines()
    row = next(line for line in lines if line.startswith("prefa"))
    assert row.count("×") == 2  # a ratio per decision and per deal


def test_compare_names_a_revision_it_cannot_read(tmp_path: Path) -> None:
    _git(tmp_path, "init", "-q")
    with pytest.raises(SystemExit, match="no-such-revision"):
        bench.compare("no-such-revision", seconds=0.01, only="prefa", rounds=1, repo=tmp_path)
