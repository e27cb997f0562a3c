"""The bot as a whole: shard count, the layering DESIGN.md asks for, and table-message
edits under Discord's per-channel rate limit.

* ``[bot] shard_count`` reaches ``CardTableBot`` (an ``AutoShardedBot``): against the
  fake, the bot identifies that many shards and every guild answers on its own shard;
  left empty, the bot takes the count ``GET /gateway/bot`` recommends.
* The rules engine, the games and the table service import no discord, not even
  indirectly, and no cog imports a game module.
* With the fake enforcing a per-channel bucket, computer seats playing a whole Four
  Color deal as fast as they can never push the bot into a 429, and the table message
  ends at the last move with no backlog of edits behind it.
"""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from bot.client import create_bot
from bot.config import BotSection, Settings, StoreSection, TablesSection
from bot.tables import Change, Table, TableListener
from tests.discord_helpers import ledger, table_message, table_place, world
from tests.fakediscord import FakeDiscord

ROOT = Path(__file__).resolve().parent.parent

# --- shards -----------------------------------------------------------------------------


async def _shards_seen(tmp_path: Path, recommended: int, configured: int | None) -> int:
    """Run the bot with ``[bot] shard_count = configured`` against a fake recommending
    ``recommended`` shards; check each guild is served on its shard; return the count."""
    async with FakeDiscord(shards=recommended) as fake:
        guilds = [fake.add_guild(f"server{i}") for i in range(4)]
        channels = [fake.add_channel(g, "cards", threads=False) for g in guilds]
        ann = fake.add_member(guilds[0], "ann")
        for guild in guilds[1:]:
            fake.add_member(guild, ann)
        with fake.patch():
            settings = Settings(bot=BotSection(token="fake-token", shard_count=configured),
                                store=StoreSection(path=str(tmp_path / f"s{recommended}.db")),
                                tables=TablesSection(turn_timeout_seconds=0, warn_seconds=0))
            bot = create_bot(settings)
            async with fake.running(bot):
                await fake.idle()
                count = bot.shard_count or 1
                assert fake.identifies == count and len(bot.shards) == count
                assert len(bot.guilds) == len(guilds)
                for guild, channel in zip(guilds, channels, strict=True):
                    assert bot.get_guild(guild.id).shard_id == (guild.id >> 22) % count  # type: ignore[union-attr]
                    # a command in every guild is answered (over that guild's shard)
                    rec = await fake.slash(ann, channel, "table status")
                    assert rec.reply is not None and "no table" in rec.reply.text.lower()
                fake.assert_clean()
        return count


async def test_the_shard_count_setting_reaches_the_bot(tmp_path: Path) -> None:
    assert await _shards_seen(tmp_path, recommended=1, configured=3) == 3


async def test_without_a_shard_count_discord_decides(tmp_path: Path) -> None:
    assert await _shards_seen(tmp_path, recommended=2, configured=None) == 2


# --- layering ---------------------------------------------------------------------------

RULES_SIDE = [ROOT / "bot" / "tables.py",
              *sorted((ROOT / "bot" / "engine").glob("*.py")),
              *sorted((ROOT / "bot" / "games").glob("*.py"))]


def _imports(path: Path) -> set[str]:
    """Every module a source file imports (absolute names; relative ones resolved)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parent, base] if base else parent)
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return names


def test_the_engine_games_and_table_service_import_no_discord_in_source() -> None:
    assert len(RULES_SIDE) > 8  # the files are where DESIGN.md says
    for path in RULES_SIDE:
        found = {n for n in _imports(path) if n == "discord" or n.startswith("discord.")}
        assert not found, f"{path.relative_to(ROOT)} imports {found}"


def test_no_cog_imports_a_game() -> None:
    """A new game is a module in bot/games and nothing else: the cogs never name one."""
    cogs = sorted((ROOT / "cogs").glob("*.py"))
    assert cogs
    for path in cogs:
        games = {n for n in _imports(path) if n.startswith("bot.games")}
        assert not games, f"{path.relative_to(ROOT)} imports {games}"


def test_the_rules_side_loads_no_discord_even_indirectly() -> None:
    """Import the table service, the engine and every game in a fresh interpreter."""
    code = (
        "import importlib, json, pkgutil, sys\n"
        "import bot.tables, bot.engine, bot.games\n"
        "from bot.engine import load_all\n"
        "load_all()\n"
        "for pkg in ('bot.engine', 'bot.games'):\n"
        "    for info in pkgutil.iter_modules(importlib.import_module(pkg).__path__):\n"
        "        importlib.import_module(f'{pkg}.{info.name}')\n"
        "print(json.dumps({'games': sorted(load_all()), 'where': bot.tables.__file__,\n"
        "    'discord': sorted(m for m in sys.modules if m.split('.')[0] == 'discord')}))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, timeout=120, check=True)
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert Path(seen["where"]).resolve() == ROOT / "bot" / "tables.py"
    assert {"huutopussi", "fifty-six", "prefa", "four-color"} <= set(seen["games"])
    assert seen["discord"] == []
    # the same check sees discord where it is loaded: the client
    out = subprocess.run([sys.executable, "-c", "import sys, bot.client; print("
                          "'discord' in sys.modules)"], cwd=ROOT, capture_output=True,
                         text=True, timeout=120, check=True)
    assert out.stdout.strip().endswith("True")


# --- edits under the rate limit -------------------------------------------------------------

LIMIT, WINDOW = 5, 1.0  # message writes per channel: Discord's bucket, one second long


class Changes(TableListener):
    """Notes when each table change happened (the clock the fake logs writes with)."""

    def __init__(self) -> None:
        self.times: list[tuple[float, int]] = []

    async def table_changed(self, table: Table, change: Change) -> None:
        self.times.append((time.monotonic(), table.version))


async def test_table_edits_are_coalesced_under_the_channel_rate_limit(tmp_path: Path) -> None:
    options: dict[str, Any] = {"channel_rate": (LIMIT, WINDOW)}
    async with world(tmp_path, 1, seed=3, fake_options=options) as w:
        fake, host, bot = w.fake, w.users[0], w.bot
        assert bot is not None
        changes = Changes()
        bot.service.add_listener(changes)
        fake.add_busy_probe("table edits", lambda: any(
            s.task is not None and not s.task.done() for s in bot.presenter.slots.values()))
        rec = await fake.slash(host, w.channel, "table open", game="four-color", computers=3,
                               options={"options": "deals=1"})
        assert rec.reply is not None and "is open" in rec.reply.text
        await fake.click(host, table_message(w), "Start")
        [table] = bot.service.tables()
        # the host walks away: computers play every seat, as fast as they can
        rec = await fake.slash(host, table_place(w), "table leave")
        assert rec.reply is not None and "computer plays your seat" in rec.reply.text
        await fake.wait_for(lambda: table.status == "finished", timeout=60)
        await bot.presenter.flush()
        await fake.idle(timeout=30)
        moves = ledger(w).version
        assert moves >= 30 and ledger(w).state.is_over
        place = table_place(w)
        msg = table_message(w)
        # Discord was never asked for more than its bucket allows: no 429 at all
        assert fake.rate_limited == []
        writes = [t for t, channel in fake.message_writes if channel == place.id]
        assert len(writes) > LIMIT  # (the bucket was in play)
        # every edit drew the table as it was then, never an older state, the last one the
        # last move …
        drawn = [int(m.group(1)) for data in [*msg.history, msg.data]
                 if (m := re.search(r"· move (\d+)", json.dumps(data, ensure_ascii=False)))]
        assert drawn == sorted(drawn) and drawn[-1] == moves, drawn
        assert "over" in msg.text.lower()
        # … and no backlog: after the last change at most the edit in flight and the one
        # drawing the latest state reached Discord (plus the results message)
        last_change = max(t for t, _ in changes.times)
        later = [t for t, channel in fake.message_writes if channel == place.id
                 and t > last_change]
        assert len(later) <= 3, later
        assert any("result" in m.text for m in fake.messages(place))
        fake.assert_clean()
