"""``python -m bot``: run the bot, play in a terminal, or print benchmarks.

  python -m bot                      run the Discord bot (config.toml + DISCORD_TOKEN)
  python -m bot --shards 0-3 --shard-count 8
                                     run shards 0 to 3 of 8 (one process of several)
  python -m bot play huutopussi      play one seat in the terminal against computers
  python -m bot games                list the games and their options
  python -m bot bench [target]       print speed and memory figures
  python -m bot cards --out DIR      draw every card face and a sample table picture per game
  python -m bot store copy FROM TO   move the store between SQLite and PostgreSQL
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
import textwrap
from collections.abc import Sequence
from pathlib import Path

BENCH_TARGETS = {
    "games": None,
    "ai": "bot.bench_ai",
    "discord": "bot.bench_discord",
    "floor": "bot.bench_floor",
    "leaderboard": "bot.bench_leaderboard",
    "cards": "bot.pictures.bench",
}


def _options(pairs: Sequence[str]) -> dict[str, str]:
    options: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise SystemExit(f"Write options as name=value, e.g. rank_order=ace_ten, not “{pair}”.")
        options[key.strip()] = value.strip()
    return options


def _shard_flags(parser: argparse.ArgumentParser, default: object = None) -> None:
    """``--shards``/``--shard-count``, read as text: ``bot.config.with_shards`` refuses a bad
    value in one line (argparse would add its usage block)."""
    parser.add_argument("--shards", default=default, metavar="A-B",
                        help="run only these shard ids, e.g. 0-3 (default: all, or [bot] "
                             "shards); another process runs the rest")
    parser.add_argument("--shard-count", default=default, metavar="N",
                        help="shards of all processes together (default: [bot] shard_count, "
                             "else Discord's recommendation)")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bot", description="Card Table")
    _shard_flags(parser)
    sub = parser.add_subparsers(dest="command")
    # SUPPRESS: flags given before "run" are not reset by the subcommand's defaults
    _shard_flags(sub.add_parser("run", help="run the Discord bot (the default)"),
                 argparse.SUPPRESS)
    play = sub.add_parser("play", help="play a game in the terminal against computer seats")
    play.add_argument("game", help="huutopussi, fifty-six, prefa or four-color")
    play.add_argument("--players", type=int, default=None, help="number of seats")
    play.add_argument("--seat", type=int, default=1, help="your seat, from 1")
    play.add_argument("--seed", type=int, default=None, help="replay a shuffle exactly")
    play.add_argument("--option", "-o", action="append", default=[], metavar="NAME=VALUE",
                      help="a rule variant, e.g. -o rank_order=ace_ten")
    play.add_argument("--lang", default=None, metavar="LOCALE",
                      help="language, e.g. fi or en (default: from LANG)")
    sub.add_parser("games", help="list the games and their options")
    cards = sub.add_parser("cards", help="draw every card face and a sample table picture")
    cards.add_argument("--out", type=Path, default=Path("cards"), help="folder to write to")
    bench = sub.add_parser("bench", help="print speed and memory figures")
    bench.add_argument("target", nargs="?", default="games", choices=sorted(BENCH_TARGETS))
    bench.add_argument("--seconds", type=float, default=None,
                       help="time per measurement (2 s; discord: seconds of play, 60)")
    bench.add_argument("--game", default=None, help="only this game")
    bench.add_argument("--compare", default=None, metavar="REV",
                       help="games: run a git revision side by side and print the ratios")
    bench.add_argument("--rounds", type=int, default=3,
                       help="games --compare: alternating runs per line (medians are shown)")
    from bot import bench_ai  # after argparse: a Python without our packages gets one line

    bench_ai.add_arguments(bench)
    store = sub.add_parser("store", help="move the store between SQLite and PostgreSQL")
    store_sub = store.add_subparsers(dest="store_command", required=True)
    copy = store_sub.add_parser(
        "copy", help="copy every table, match and rating from one store to another, then "
                     "check both by counts and checksums (stop the bot first)")
    copy.add_argument("source", metavar="FROM_URL",
                      help="sqlite:///file.sqlite3, a file path, or postgresql://…")
    copy.add_argument("target", metavar="TO_URL", help="the same forms; created if missing")
    copy.add_argument("--guild", type=int, default=None, metavar="ID",
                      help="copy one server's history and open tables only")
    copy.add_argument("--replace", action="store_true",
                      help="delete what the target already holds (of that server) first")
    from bot import bench_discord

    bench_discord.add_arguments(bench)
    bench.add_argument("--postgres", default=None, metavar="URL",
                       help="leaderboard: bench PostgreSQL on this server (default: a "
                            "throwaway local one from the test extras)")
    return parser


def list_games(locale: str | None = None) -> None:
    """Every game and its options, in ``locale`` (default: the console's ``LANG``)."""
    from pydantic.fields import FieldInfo

    from bot import game_words
    from bot.engine import load_all
    from bot.engine.text import Join, Msg, Text
    from bot.i18n import render
    from bot.option_words import option_lines

    locale = locale if locale is not None else os.environ.get("LANG")
    for game_id, cls in load_all().items():
        print(render(Msg("console-game", id=game_id, title=game_words.title(game_id, cls.title),
                         seats=Join(list(cls.seat_counts), "/"),
                         summary=game_words.summary(game_id, cls.summary)), locale))
        print(render(Msg("console-game-options", id=game_id), locale))

        def meaning(name: str, info: FieldInfo, game_id: str = game_id) -> Text:
            return game_words.option_description(game_id, name, info.description)

        for line in option_lines(cls.options_model, locale, meaning):
            indent = "    " + " " * (len(line) - len(line.lstrip()))
            print(textwrap.fill(line.strip(), width=100, initial_indent=indent,
                                subsequent_indent=indent))


def store_copy(args: argparse.Namespace) -> int:
    """``store copy``: one line on failure, the checked tallies on success."""
    import asyncio

    from bot.store import StoreError, redact
    from bot.store.copy import copy_store, describe

    def say(line: str) -> None:
        print(line, flush=True)

    try:
        report = asyncio.run(copy_store(args.source, args.target, args.guild, args.replace,
                                        say))
    except StoreError as err:
        print(f"Cannot copy: {err}", file=sys.stderr)
        return 2
    print(describe(report, redact(args.source), redact(args.target), args.guild))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command not in (None, "run") and (args.shards, args.shard_count) != (None, None):
        print("--shards and --shard-count are for running the bot: python -m bot --shards 0-3 "
              "--shard-count 8", file=sys.stderr)
        return 2
    if args.command == "play":
        from bot.terminal import main as play_main

        return play_main(args.game, args.players, args.seed, _options(args.option), args.seat,
                         lang=args.lang)
    if args.command == "games":
        list_games()
        return 0
    if args.command == "cards":
        from bot.pictures.cli import main as cards_main

        return cards_main(args.out)
    if args.command == "store":
        return store_copy(args)
    if args.command == "bench":
        if args.target not in ("discord", "floor") and args.seconds is None:
            args.seconds = 2.0
        if args.target == "games":
            from bot.bench import compare, run

            if args.compare:
                compare(args.compare, args.seconds, args.game, args.rounds)
            else:
                run(args.seconds, args.game)
            return 0
        module = importlib.import_module(BENCH_TARGETS[args.target] or "")
        return int(module.main(args) or 0)
    from bot.launcher import launch

    return launch(args.shards, args.shard_count)


def run(argv: Sequence[str] | None = None) -> int:
    """``main`` with Ctrl-C as a short goodbye instead of a traceback, wherever it lands,
    and a Python without our packages as one line saying which Python to use."""
    try:
        return main(argv)
    except KeyboardInterrupt:
        print("\nStopped — goodbye.", file=sys.stderr)
        return 130
    except BrokenPipeError:  # ``games | head``: the reader has all it wanted
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except ModuleNotFoundError as err:
        from bot.launcher import missing_package

        line = missing_package(err)
        if line is None:
            raise
        print(line, file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(run())
