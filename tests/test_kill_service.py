"""Kill test at the service level: SIGKILL a process playing random moves, restart it, repeat.

Runs on both backends: an SQLite file, and a PostgreSQL server the test run started.

After every restart each table must be exactly at the last state a player could
have seen — or one action later, when the kill fell between the commit and the
showing (that action was committed, so it stands). What is committed is what the
action log replays to (the snapshot is only a checkpoint, usually a few moves older),
so the kills land at every distance from a checkpoint. At the end every action log
must be gapless and replay from the seed through its stored snapshot: nothing lost,
nothing applied twice.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import tests.toy_game  # noqa: F401  (registers "high-card")
from bot.engine import Game, get_game, new_match
from bot.engine.game import canonical
from tests.conftest import raw

ROOT = Path(__file__).resolve().parents[1]
KILLS = 10


def digest_of(state: Game) -> str:
    return hashlib.sha1(canonical(state).encode()).hexdigest()[:16]


class Child:
    """The child process with a thread draining its stdout (so it never blocks on a full pipe)."""

    def __init__(self, db: str, seed: int) -> None:
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tests.kill_child", db, str(seed)], cwd=ROOT, env=env,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.lines: list[str] = []
        self.looping = threading.Event()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            if not line.endswith("\n"):
                break  # cut by the kill: never "shown"
            self.lines.append(line.rstrip("\n"))
            if line == "LOOP\n":
                self.looping.set()

    def wait_shown(self, count: int, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        while sum(1 for line in list(self.lines) if line.startswith("SHOWN")) < count:
            assert time.monotonic() < deadline, "the child stopped showing actions"
            assert self.proc.poll() is None, "the child died"
            time.sleep(0.002)

    def kill(self) -> str:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=30)
        self.reader.join(timeout=30)
        assert self.proc.stdout is not None and self.proc.stderr is not None
        stderr = self.proc.stderr.read()
        self.proc.stdout.close()  # else each round leaves two pipes to the garbage collector
        self.proc.stderr.close()
        return stderr


def db_rows(db: str, sql: str, args: tuple[object, ...] = ()) -> list[tuple[Any, ...]]:
    """What the store holds now, read by a connection of its own (no process is running)."""
    return asyncio.run(raw(db, sql, args))


def replayed(db: str, t_id: int) -> tuple[int, Game, dict[int, str]]:
    """(version, state) the table's action log replays to from its seed, and the canonical
    text of the state at every version on the way."""
    [(seed, seats, options)] = db_rows(db, "SELECT seed, seats, options FROM tables WHERE id=?",
                                       (t_id,))
    state = new_match("high-card", len(json.loads(str(seats))), json.loads(str(options)),
                      int(str(seed)))
    versions, on_the_way = [], {0: canonical(state)}
    for version, seat, action in db_rows(db, "SELECT version, seat, action FROM actions "
                                             "WHERE table_id=? ORDER BY version", (t_id,)):
        state.apply(int(str(seat)), str(action))
        versions.append(int(str(version)))
        on_the_way[int(str(version))] = canonical(state)
    assert versions == list(range(1, len(versions) + 1)), "the log has a gap"
    return len(versions), state, on_the_way


def test_sigkill_at_random_points_loses_nothing_and_repeats_nothing(store_url: str) -> None:
    db = store_url
    rng = random.Random(2024)
    shown: dict[int, tuple[int, str]] = {}  # table id -> last (version, state digest) shown
    total_shown = 0
    for round_no in range(KILLS + 1):
        # What is committed now, while no process runs — each log replayed from its seed:
        # restore must give exactly this.
        committed = {}
        for (tid,) in db_rows(db, "SELECT id FROM tables WHERE status = 'playing'"
                              ) if round_no else []:
            version, state, _ = replayed(db, int(str(tid)))
            committed[int(str(tid))] = (version, digest_of(state))
        child = Child(db, round_no)
        assert child.looping.wait(timeout=60), "the child did not start"
        restored = {}
        for line in list(child.lines):
            if line.startswith("RESTORED"):
                _, r_tid, r_version, r_dig = line.split()
                if r_dig != "-":  # a table still in the lobby has no state
                    restored[int(r_tid)] = (int(r_version), r_dig)
        assert restored == committed
        for tid, (version, dig) in shown.items():
            status, db_version = db_rows(db, "SELECT status, version FROM tables WHERE id=?",
                                         (tid,))[0]
            if tid not in committed:  # closed: it finished at or right after the shown state
                assert status == "finished" and db_version in (version, version + 1), tid
                continue
            got_version, got_dig = committed[tid]
            assert got_version in (version, version + 1), (tid, version, got_version)
            if got_version == version:
                assert got_dig == dig, f"table {tid} resumed at a different state"
        shown.update(committed)
        if round_no == KILLS:
            child.kill()
            break
        # Kill after a random number of shown actions, then a random moment more: counted in
        # the child's own progress, so a machine busy with other work still tests something.
        child.wait_shown(rng.randrange(1, 12), timeout=60)
        time.sleep(rng.uniform(0.0, 0.03))
        stderr = child.kill()
        assert "Traceback" not in stderr, stderr
        before = total_shown
        for line in child.lines:
            assert not line.startswith("ERROR"), line
            if line.startswith("SHOWN"):
                _, s_tid, s_version, s_dig = line.split()
                last = shown.get(int(s_tid))
                assert last is None or int(s_version) == last[0] + 1, "a version was skipped"
                shown[int(s_tid)] = (int(s_version), s_dig)
                total_shown += 1
        assert total_shown >= before
    assert total_shown > 50, "the kills came too early to test anything"
    # Every table's log is gapless and replays from the seed through its snapshot (a
    # checkpoint at or before the log's end; at the end itself once the match finished):
    # each action once.
    for t_id, status in db_rows(db, "SELECT id, status FROM tables WHERE status != 'lobby'"):
        version, state, on_the_way = replayed(db, int(str(t_id)))
        snap_version, snap = db_rows(db, "SELECT version, state FROM snapshots WHERE table_id=?",
                                     (t_id,))[0]
        assert snap_version == version if status == "finished" else snap_version <= version
        assert on_the_way[int(str(snap_version))] == canonical(
            get_game("high-card").from_json(str(snap)))
        if status == "finished":
            assert state.is_over
            assert db_rows(db, "SELECT count(*) FROM matches WHERE table_id=?", (t_id,)) == [(1,)]
