"""Shard processes: ``--shards``/``--shard-count`` and ``[bot] shards``, and what a process
running some of the shards does — it identifies only those, restores only its servers'
tables, and syncs the commands only if it runs shard 0.

(Two such processes as child processes on one PostgreSQL, killed and restarted:
``test_discord_shards.py``.)
"""

from __future__ import annotations

from pathlib import Path

import pytest

import tests.toy_game  # noqa: F401  (registers "high-card")
from bot.__main__ import main
from bot.client import create_bot, own_guilds, syncs_commands
from bot.config import BotSection, ConfigError, Settings, load_config, parse_shards, with_shards
from bot.store import Store
from bot.tables import TableService
from tests.discord_helpers import make_settings
from tests.fakediscord import FakeDiscord
from tests.test_config import clean_env  # noqa: F401  (autouse: no CARDTABLE_ variables)


@pytest.mark.parametrize(("text", "count", "ids"), [
    ("0-3", 8, (0, 1, 2, 3)),
    ("5", 8, (5,)),
    (" 6 - 7 ", 8, (6, 7)),
    ("0-1,4-5", 8, (0, 1, 4, 5)),
    ("0-0", 1, (0,)),
])
def test_shard_ranges(text: str, count: int, ids: tuple[int, ...]) -> None:
    assert parse_shards(text, count) == ids


@pytest.mark.parametrize(("text", "count", "says"), [
    ("3-0", 8, "“3-0” counts down: write the lower shard id first, e.g. 0-3"),
    ("0-8", 8, "there is no shard 8 of 8: shard ids go from 0 to 7"),
    ("1", 1, "there is no shard 1 of 1: the only shard is 0"),
    ("a-b", 8, "“a-b” is not a range of shard ids"),
    ("-1", 8, "“-1” is not a range of shard ids"),
    ("0-", 8, "“0-” is not a range of shard ids"),
    ("", 8, "“” is not a range of shard ids"),
    ("0-3", None, "needs the number of shards of all processes too"),
])
def test_bad_shard_ranges_are_said_in_words(text: str, count: int | None, says: str) -> None:
    with pytest.raises(ValueError) as err:
        parse_shards(text, count)
    assert says in str(err.value)


def test_shards_from_the_file_and_the_environment(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    config = tmp_path / "config.toml"
    config.write_text('[bot]\nshards = "2-3"\nshard_count = 4\n')
    bot = load_config(config, require_token=False).bot
    assert (bot.shard_ids, bot.shard_count) == ((2, 3), 4)
    monkeypatch.setenv("CARDTABLE_BOT__SHARDS", "1")
    assert load_config(config, require_token=False).bot.shard_ids == (1,)
    monkeypatch.setenv("CARDTABLE_BOT__SHARDS", "")  # empty: all of them
    assert load_config(config, require_token=False).bot.shard_ids is None
    assert BotSection().shard_ids is None  # the default: one process, every shard


@pytest.mark.parametrize(("toml", "says"), [
    ('shards = "3-1"\nshard_count = 4', "bot.shards: “3-1” counts down"),
    ('shards = "0-3"', "bot.shards: running some of the shards needs the number of shards"),
    ('shards = 4\nshard_count = 4', "bot.shards: there is no shard 4 of 4"),
])
def test_bad_shards_in_the_file_are_one_line(tmp_path: Path, toml: str, says: str) -> None:
    config = tmp_path / "config.toml"
    config.write_text(f"[bot]\n{toml}\n")
    with pytest.raises(ConfigError) as err:
        load_config(config, require_token=False)
    assert str(err.value).startswith(f"Bad configuration in {config}: {says}")
    assert "\n" not in str(err.value)


def test_the_command_line_wins_over_the_file(tmp_path: Path) -> None:
    config = tmp_path / "config.toml"
    config.write_text('[bot]\nshards = "0-1"\nshard_count = 4\n')
    settings = load_config(config, require_token=False)
    assert with_shards(settings, None, None) is settings
    assert with_shards(settings, "2-3", None).bot.shard_ids == (2, 3)
    moved = with_shards(settings, "4-7", "8").bot
    assert (moved.shard_ids, moved.shard_count) == ((4, 5, 6, 7), 8)
    with pytest.raises(ConfigError, match=r"^Bad bot.shards with --shard-count: there is no "
                                          r"shard 1 of 1"):
        with_shards(settings, None, "1")


@pytest.mark.parametrize(("argv", "says"), [
    (["--shards", "3-1", "--shard-count", "8"], "Bad --shards: “3-1” counts down: write the "
                                                "lower shard id first, e.g. 1-3."),
    (["--shards", "0-8", "--shard-count", "8"], "Bad --shards: there is no shard 8 of 8: "
                                                "shard ids go from 0 to 7."),
    (["--shards", "0-3"], "Bad --shards: running some of the shards needs the number of "
                          "shards of all processes too, e.g. --shards 0-3 --shard-count 8 (or "
                          "shard_count = 8 beside shards under [bot])."),
    (["run", "--shards", "x"], "Bad --shards: “x” is not a range of shard ids"),
    (["--shard-count", "many"], "Bad --shard-count: write a whole number of at least 1, e.g. "
                                "8, not “many”."),
    (["--shards", "0", "play", "prefa"], "--shards and --shard-count are for running the bot"),
])
def test_bad_flags_are_refused_in_one_line(argv: list[str], says: str,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    """Before anything else (even without a token): the process would run the wrong shards."""
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and err.startswith(says), err


def test_which_servers_and_who_syncs() -> None:
    every = BotSection(shard_count=4)
    assert own_guilds(every) is None and syncs_commands(every)
    second = BotSection(shards="2-3", shard_count=4)
    owns = own_guilds(second)
    assert owns is not None
    assert [owns(n << 22) for n in range(8)] == [False, False, True, True] * 2
    assert not syncs_commands(second)
    assert syncs_commands(BotSection(shards="0", shard_count=4))


async def test_a_process_with_some_shards_serves_only_their_servers(tmp_path: Path) -> None:
    """Two bots, shard 0 and shard 1 of two, on one store: each identifies its shard,
    restores its own server's table and answers there; only shard 0's syncs."""
    db = tmp_path / "cards.sqlite3"
    async with FakeDiscord(shards=2) as fake:
        guilds = [fake.add_guild(f"server{s}", shard=s) for s in (0, 1)]
        channels = [fake.add_channel(g, "cards", threads=False) for g in guilds]
        ann = fake.add_member(guilds[0], "ann")
        fake.add_member(guilds[1], ann)
        store = await Store.open(db)
        service = TableService(store, make_settings(db, None).tables)
        tables = [await service.open(g.id, c.id, ann.id, "ann", "high-card")
                  for g, c in zip(guilds, channels, strict=True)]
        await service.close()
        await store.close()

        def settings(shard: int) -> Settings:
            base = make_settings(db, None)
            bot = BotSection(token="fake-token", shards=str(shard), shard_count=2)
            return base.model_copy(update={"bot": bot})

        with fake.patch():
            first, second = create_bot(settings(0)), create_bot(settings(1))
            async with fake.running(first), fake.running(second):
                await fake.idle()
                assert fake.identifies == 2 and fake.command_syncs == 1
                assert [b.shard_ids for b in (first, second)] == [[0], [1]]
                for bot, guild, table in zip((first, second), guilds, tables, strict=True):
                    assert [t.id for t in bot.service.tables()] == [table.id]
                    assert [g.id for g in bot.guilds] == [guild.id]
                for channel, table in zip(channels, tables, strict=True):
                    rec = await fake.slash(ann, channel, "table status")
                    assert f"Table {table.id}" in rec.reply.text, rec.reply.text
                fake.assert_clean()
