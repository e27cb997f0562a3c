"""No English a player reads is written in the code: it is all in the message catalog.

``tests/i18n_scan.py`` reads every string literal of ``bot/`` and ``cogs/`` with its place
in the syntax tree (its docstring says which places are not for players, and why). Every
file must be clean, except the files below that other work is still converting: each may
only lose findings (a ratchet), never gain one — so a new English sentence anywhere fails.
"""

from __future__ import annotations

import ast
import textwrap
from collections import Counter

from tests.i18n_scan import ROOT, _Scanner, findings, looks_english

# Files that still hold English, with the number of findings they had, and whose work it
# is to convert them. Lower a number (or drop the line) as they are converted.
PENDING: dict[str, int] = {
    # the game helpers (issue 19's games: their modules move to the catalog)
    "bot/games/four_color/cards.py": 8,     # the English piece names typed cards are read by
    "bot/games/four_color/position.py": 6,  # what InvalidPosition names
    "bot/games/four_color/state.py": 6,     # its own speed check's printout
    "bot/games/prefa/position.py": 6,       # what InvalidPosition names
    # the engine (lead): CardParseError's sentence, the registry's unknown game
    "bot/engine/cards.py": 2,
    "bot/engine/registry.py": 1,
    # the table picture's labels (pictures)
    "bot/pictures/scene.py": 5,
    "bot/pictures/faceart.py": 1,
    # the terminal (its computer players' names, a hint)
    "bot/terminal.py": 9,
    "bot/line_editing.py": 1,
}


def test_no_english_outside_the_catalog() -> None:
    found = findings()
    counts = Counter(f.path for f in found)
    new = [str(f) for f in found if f.path not in PENDING]
    assert not new, "English for players outside the catalog:\n" + "\n".join(new)
    grown = {path: (counts[path], limit) for path, limit in PENDING.items()
             if counts[path] > limit}
    assert not grown, f"more English than before in (found, allowed): {grown}"


def test_the_pending_list_names_real_files() -> None:
    for path in PENDING:
        assert (ROOT / path).is_file(), f"{path} is gone: take it off the list"


def _scan(code: str) -> list[str]:
    scanner = _Scanner("sample.py", textwrap.dedent(code).splitlines())
    scanner.visit(ast.parse(textwrap.dedent(code)))
    return [f.text for f in scanner.found]


def test_the_scan_finds_sentences_labels_and_constants() -> None:
    found = _scan('''
        NOTE = "Try again in a moment."
        async def answer(reply, n):
            await reply.say("You joined the table.")
            spec = ButtonSpec("Join", "ct:lobby:1:0:join")
            return f"{n} players are seated"
        def label():
            return "Refresh"
        ''')
    assert found == ["Try again in a moment.", "You joined the table.", "Join",
                     "{} players are seated", "Refresh"]


def test_the_scan_leaves_what_players_never_read() -> None:
    assert _scan('''
        """A module docstring with many words."""
        import logging, re
        log = logging.getLogger("cogs.x")
        PATTERN = re.compile(r"ct:(?P<rest>.*) and more")
        def f(x):
            """What this does, in words."""
            log.info("table %d: could not edit its message", x)
            if x is None:
                raise ValueError(f"not a message argument: {x!r}")
            cid = f"ct:act:{x}:0"
            rows = db.fetch("SELECT user_id, games FROM lb_ratings WHERE guild_id=?")
            text = Msg("lobby-you-joined", table=x)
            return "10S", "play:10S", "four-color", "utf-8", "<@1>", cid, rows, text
        count = f(1)  # not for players: a log's figures
        ''') == []


def test_what_counts_as_words() -> None:
    assert looks_english("Your hand")
    assert looks_english("Join")
    assert looks_english("a whole number")
    for text in ("play:10S", "game-huutopussi-title", "10♠", "🟥俥", "NT", "ct:lobby:",
                 "id, game, finished_at", "%Y-%m-%d", "easy", "{s0}"):
        assert not looks_english(text), text
