"""A pseudo-locale for tests: every English message, marked, so English that did not come
through the catalog stands out.

``build(root)`` writes ``<root>/en`` (the English catalogs as they are) and ``<root>/fi``
(each message wrapped as ``⟦…⟧``, nested messages marked again inside), to be used with
``bot.i18n.catalogs_from(root)``. Command *names* stay as they are: Discord accepts only
letters in them. ``unmarked(text)`` is what remains of a text once every marked part is
taken out.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from fluent.syntax import FluentParser, FluentSerializer, ast

from bot.i18n import DEFAULT_LOCALE, ftl_files

OPEN, CLOSE = "⟦", "⟧"
PSEUDO = "fi"  # a locale code Discord knows; its catalog here is the marked English
DESCRIPTION_MAX = 100  # Discord's limit on a command or option description


def _mark(pattern: ast.Pattern) -> None:
    pattern.elements = [ast.TextElement(OPEN), *pattern.elements, ast.TextElement(CLOSE)]


def _plain_length(pattern: ast.Pattern) -> int:
    return sum(len(e.value) for e in pattern.elements if isinstance(e, ast.TextElement))


def marked_source(source: str, name: str) -> str:
    resource = FluentParser(with_spans=False).parse(source)
    for entry in resource.body:
        if not isinstance(entry, ast.Message | ast.Term) or entry.value is None:
            continue
        identifier = entry.id.name
        if name == "commands.ftl" and identifier.endswith("-name") and \
                not identifier.startswith("cmd-choice"):
            continue  # a command or option name: letters only, as Discord wants
        if name == "commands.ftl" and _plain_length(entry.value) + 2 > DESCRIPTION_MAX:
            continue
        _mark(entry.value)
    return str(FluentSerializer(with_junk=False).serialize(resource))


def build(root: Path, locale: str = PSEUDO) -> Path:
    english, marked = root / DEFAULT_LOCALE, root / locale
    english.mkdir(parents=True, exist_ok=True)
    marked.mkdir(parents=True, exist_ok=True)
    for name, source in ftl_files(DEFAULT_LOCALE):
        (english / name).write_text(source, encoding="utf-8")
        (marked / name).write_text(marked_source(source, name), encoding="utf-8")
    return root


def unmarked(text: str) -> str:
    """``text`` without its marked parts (innermost first, so nesting is undone)."""
    inner = re.compile(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")
    while True:
        shorter = inner.sub(" ", text)
        if shorter == text:
            return text
        text = shorter


def copy_tree(source: Path, target: Path) -> None:
    shutil.copytree(source, target, dirs_exist_ok=True)
