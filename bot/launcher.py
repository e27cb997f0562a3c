"""Start the Discord bot from the configuration, or explain what is missing.

Start-up problems end in one clear line (or, with no token at all, a short
how-to), never a traceback: the person starting the bot may not be a Python
programmer. Commands we print name the Python that is running now (such as
``.venv/bin/python``): a README install has no bare ``python`` with our packages,
and following the help must not end in ``No module named …``.
"""

from __future__ import annotations

import os
import shlex
import shutil
import sys
from pathlib import Path

NO_TOKEN_HELP = """\
Card Table needs a Discord bot token to connect to Discord.

To get one:
  1. Open https://discord.com/developers/applications and press "New Application".
  2. Under "Bot", press "Reset Token" and copy the token.
  3. Under "OAuth2 → URL Generator", tick "bot" and "applications.commands", give it
     Send Messages, Create Public Threads, Send Messages in Threads and Embed Links,
     then open the link to invite the bot to your server.
  4. Start the bot with the token:
       DISCORD_TOKEN=your-token {python} -m bot
     or copy config.example.toml to config.toml and put the token under [bot].

No Discord at hand? Play in this terminal against computer players:
  {python} -m bot play huutopussi      (also: fifty-six, prefa, four-color)
{activate}"""

ACTIVATE_HINT = """\
(Or activate the virtual environment first: source {activate} — then plain
"python" works too.)
"""


def python_command() -> str:
    """How to type the running interpreter from here: ``python`` when that is it on the
    PATH, else its path — relative when it lives below the working directory."""
    exe = sys.executable or "python3"
    for name in ("python", "python3"):
        found = shutil.which(name)
        if found and os.path.abspath(found) == os.path.abspath(exe):
            return name
    try:
        relative = os.path.relpath(exe)
    except ValueError:  # another drive (Windows)
        relative = exe
    shown = exe if relative.startswith("..") else relative
    if os.sep not in shown and "/" not in shown:
        shown = os.path.join(".", shown)
    return shlex.quote(shown)


def activate_script() -> str | None:
    """The activate script of the virtual environment we run in, when it is not active."""
    if sys.prefix == sys.base_prefix or os.environ.get("VIRTUAL_ENV") == sys.prefix:
        return None
    script = Path(sys.prefix) / ("Scripts" if os.name == "nt" else "bin") / "activate"
    if not script.exists():
        return None
    try:
        relative = os.path.relpath(script)
    except ValueError:
        relative = str(script)
    return shlex.quote(str(script) if relative.startswith("..") else relative)


def no_token_help() -> str:
    """The how-to for a start without a token, with commands that work as printed."""
    python = python_command()
    script = activate_script() if python not in ("python", "python3") else None
    activate = ACTIVATE_HINT.format(activate=script) if script else ""
    return NO_TOKEN_HELP.format(python=python, activate=activate)


def missing_package(err: ModuleNotFoundError) -> str | None:
    """One line for a Python without our packages (``No module named 'aiohttp'``), else None
    when the missing module is our own (that is a bug to show in full)."""
    name = (err.name or "").split(".")[0]
    if not name or name in ("bot", "cogs"):
        return None
    return (f"This Python ({sys.executable}) does not have Card Table's packages "
            f"(“{name}” is missing). Run the Python you installed them into, e.g. "
            f".venv/bin/python -m bot, or install them here: "
            f"{python_command()} -m pip install -e .")


def launch(shards: str | None = None, shard_count: str | None = None) -> int:
    """Run the bot; ``shards``/``shard_count`` come from ``--shards``/``--shard-count``."""
    from bot.config import ConfigError, load_config, with_shards

    try:
        settings = with_shards(load_config(require_token=False), shards, shard_count)
    except ConfigError as err:
        print(err, file=sys.stderr)
        return 2
    if not settings.bot.token.strip():
        print(no_token_help(), file=sys.stderr)
        return 2
    from bot.client import run

    return run(settings)
