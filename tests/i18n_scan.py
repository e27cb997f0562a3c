"""Finds English a person would read that is written in the code instead of the catalog.

Every string literal in ``bot/`` and ``cogs/`` (f-strings by their constant parts) is
read with its place in the syntax tree, and reported when it looks like words for a
person — a phrase (two words), or one capitalised word ("Join", "Refresh") — unless its
place says it is not for a player. The places that are not, each for a reason:

* docstrings and comments (comments are not in the tree at all);
* log lines (``log.info(...)``, ``logger``, ``logging``, ``warnings.warn``): logs stay
  English, for whoever runs the bot;
* messages of exceptions that never reach a player (``ValueError``, ``TypeError``,
  ``RuntimeError``, ``AssertionError`` …): they name a bug for a developer;
* SQL, regular expressions (``re.*``, discord.py item ``template=``), format strings of
  dates, and the custom-id grammar;
* the English *source* of messages whose translations live in the catalog and that a
  test keeps equal to it: slash commands' names, descriptions and fixed choices (sent to
  Discord by ``cogs/translate.py``; ``test_discord_commands_i18n``), a game's ``title``
  and ``summary`` and its options' descriptions and phrases (``bot/game_words.py``;
  ``test_i18n_games``);
* operator tools whose output is for the developer or the person running the bot from a
  shell, not for players: benchmarks (``BENCH_FILES``), the command line's ``--help``,
  and ``CONSOLE_FILES`` (configuration and storage errors, printed once at start-up).

Anything else is a finding: move it to the catalog (``bot/i18n/locales/en/*.ftl``).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("bot", "cogs")

# Developer tools: benchmarks print figures (`python -m bot bench …`), and the sample
# pictures of `python -m bot cards` are made-up tables for checking the drawing.
BENCH_FILES: tuple[str, ...] = (
    "bot/bench.py", "bot/bench_ai.py", "bot/bench_discord.py", "bot/bench_driver.py",
    "bot/bench_floor.py",
    "bot/bench_leaderboard.py", "bot/bench_probe.py", "bot/pictures/bench.py",
    "bot/pictures/samples.py",
    "bot/pictures/fontbuild.py", "bot/pictures/cli.py", "bot/pictures/panel.py",
    "bot/pictures/screens.py",
)
# What the person running the bot reads in a shell: configuration and start-up, the
# store's errors (opening, migrating, copying between databases), the launcher and the
# command line. Players never see these; the console's own sentences (why the bot
# stopped) are in console.ftl.
CONSOLE_FILES: tuple[str, ...] = (
    "bot/__main__.py", "bot/config.py", "bot/launcher.py", "bot/store/__init__.py",
    "bot/store/backends.py", "bot/store/copy.py", "bot/store/core.py", "bot/store/records.py",
    "bot/store/grouping.py", "bot/store/tempserver.py",
    # the card emoji upload's one status line at start-up (logged, for whoever runs the bot)
    "bot/pictures/emojis.py", "cogs/emojis.py",
)

DEVELOPER_ERRORS = frozenset({
    "ValueError", "TypeError", "RuntimeError", "AssertionError", "NotImplementedError",
    "AttributeError", "IndexError", "LookupError", "OverflowError", "PrivacyError",
    "InvalidPosition", "SystemError",
})
LOGGERS = frozenset({"log", "logger", "logging", "_log", "LOG", "warnings"})
# Keywords whose value is the English source of a command's localization (sent to Discord
# as the default and translated by cogs/translate.py), or command-line help.
SOURCE_KEYWORDS = frozenset({"description", "help", "metavar", "prog", "epilog", "usage",
                             "template", "bound"})
# Calls whose string arguments are patterns, formats or data to compare, never shown.
SOURCE_CALLS = frozenset({"describe", "Field", "compile", "match", "fullmatch", "search",
                          "sub", "split", "findall", "finditer", "strftime", "strptime",
                          "removeprefix", "removesuffix", "startswith", "endswith",
                          "TypeVar"})
# Names bound to English sources a test keeps equal to the catalog.
SOURCE_NAMES = frozenset({"title", "summary", "PHRASES", "LEVEL_TITLES", "LANGUAGE_TITLES",
                          "PERIOD_TITLES", "FALLBACK_TITLES", "__all__"})
# A literal on a line carrying this comment is not for players (say why after it).
MARKER = "# not for players"
_IDENTIFIERS = re.compile(r"^\s*[a-z_][a-z0-9_]*(\s*,\s*[a-z_][a-z0-9_]*)+\s*,?\s*$")

_WORD = r"[A-Za-z][a-z]+|[a-z]{2,}"
_PHRASE = re.compile(rf"(?:{_WORD})[,;:]?\s+(?:{_WORD})")
_CAPITAL = re.compile(r"(?<![A-Za-z0-9_./:-])[A-Z][a-z]{2,}(?![A-Za-z0-9_(-])")
_SQL = re.compile(r"^\s*(SELECT|INSERT|UPDATE|DELETE|CREATE|WITH|PRAGMA|ALTER|DROP|BEGIN|"
                  r"SAVEPOINT|ROLLBACK|RELEASE|COMMIT|VACUUM|ON CONFLICT|ANALYZE|SET|LOCK)\b"
                  r"|\b(FROM|WHERE|VALUES|ORDER BY|GROUP BY|JOIN|LIMIT|OFFSET|INTEGER|TEXT)\b")


@dataclass(frozen=True)
class Finding:
    path: str
    line: int
    text: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.text!r}"


def looks_english(text: str) -> bool:
    """Words for a person: a phrase of two words, or one capitalised word."""
    if _SQL.search(text) or _IDENTIFIERS.match(text):
        return False
    return bool(_PHRASE.search(text) or _CAPITAL.search(text))


def _call_name(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def _root_name(node: ast.AST) -> str:
    while isinstance(node, ast.Attribute | ast.Call | ast.Subscript):
        node = node.func if isinstance(node, ast.Call) else node.value
    return node.id if isinstance(node, ast.Name) else ""


class _Scanner(ast.NodeVisitor):
    def __init__(self, path: str, lines: list[str]) -> None:
        self.path = path
        self.lines = lines
        self.found: list[Finding] = []

    def _report(self, node: ast.expr, text: str) -> None:
        if MARKER not in self.lines[node.lineno - 1]:
            self.found.append(Finding(self.path, node.lineno, text))

    # --- places that are not for players -------------------------------------------
    def _skip_docstring(self, body: list[ast.stmt]) -> list[ast.stmt]:
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                and isinstance(body[0].value.value, str):
            return body[1:]
        return body

    def visit_Module(self, node: ast.Module) -> None:
        for stmt in self._skip_docstring(node.body):
            self.visit(stmt)

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        if node.name == "__repr__":  # for developers
            return
        for item in [*node.decorator_list, node.args, *(
                [node.returns] if node.returns else [])]:
            self.visit(item)
        for stmt in self._skip_docstring(node.body):
            self.visit(stmt)

    visit_AsyncFunctionDef = visit_FunctionDef  # type: ignore[assignment]

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        for item in [*node.decorator_list, *node.bases, *node.keywords]:
            self.visit(item)
        for stmt in self._skip_docstring(node.body):
            self.visit(stmt)

    def visit_Expr(self, node: ast.Expr) -> None:
        if isinstance(node.value, ast.Constant):  # a bare string: a comment in disguise
            return
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        name = _call_name(node.func)
        if _root_name(node.func) in LOGGERS or name in SOURCE_CALLS:
            return
        self.visit(node.func)
        for arg in node.args:
            self.visit(arg)
        for keyword in node.keywords:
            if keyword.arg not in SOURCE_KEYWORDS:
                self.visit(keyword.value)

    def visit_Raise(self, node: ast.Raise) -> None:
        if isinstance(node.exc, ast.Call) and _call_name(node.exc.func) in DEVELOPER_ERRORS:
            return
        self.generic_visit(node)

    def visit_Assert(self, node: ast.Assert) -> None:
        return  # an assertion's message is for developers

    def _targets_source(self, targets: list[ast.expr]) -> bool:
        return any(isinstance(t, ast.Name) and t.id in SOURCE_NAMES for t in targets)

    def visit_Assign(self, node: ast.Assign) -> None:
        if not self._targets_source(node.targets):
            self.generic_visit(node)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        if not self._targets_source([node.target]):
            self.generic_visit(node)

    # --- the text itself -------------------------------------------------------------
    def visit_Constant(self, node: ast.Constant) -> None:
        if isinstance(node.value, str) and looks_english(node.value):
            self._report(node, node.value)

    def visit_JoinedStr(self, node: ast.JoinedStr) -> None:
        parts = [v.value for v in node.values
                 if isinstance(v, ast.Constant) and isinstance(v.value, str)]
        text = "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
        if looks_english(" ".join(parts)):
            self._report(node, text)
        for value in node.values:
            if isinstance(value, ast.FormattedValue):
                self.visit(value.value)


def python_files(allow: tuple[str, ...] = ()) -> Iterator[tuple[str, Path]]:
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            relative = path.relative_to(ROOT).as_posix()
            if relative not in allow:
                yield relative, path


def scan(path: Path, relative: str) -> list[Finding]:
    source = path.read_text(encoding="utf-8")
    scanner = _Scanner(relative, source.splitlines())
    scanner.visit(ast.parse(source, relative))
    return scanner.found


def findings(allow: tuple[str, ...] = BENCH_FILES + CONSOLE_FILES
             ) -> list[Finding]:
    out: list[Finding] = []
    for relative, path in python_files(allow):
        out += scan(path, relative)
    return out


def literal_words(paths: tuple[str, ...]) -> set[str]:
    """Every word of the string literals in ``paths`` (for the end-to-end test's tolerance
    of the files still pending)."""
    words: set[str] = set()
    for relative in paths:
        tree = ast.parse((ROOT / relative).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                words |= set(re.findall(r"[A-Za-z]+", node.value))
    return words
