"""Finds English sentences in text that should be in another language.

The pseudo-locale test (``tests/pseudo_locale``) marks every catalog message, so English
stands out by having no mark. With real translations there is no mark, and Finnish or
Vietnamese is written in the same letters as English; so this reads the *English catalog*
instead: every run of two or more words of an English message (the text between its
placeholders) is a phrase that must not appear in a translated message. A phrase that the
locale's own catalog also uses (a game's name, a borrowed term) is not English there. A
one-word English message (a button label such as "Pass") must not be a whole label.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from fluent.syntax import FluentParser, ast

from bot.i18n import DEFAULT_LOCALE, ftl_files

_WORDS = re.compile(r"[A-Za-z][A-Za-z']*")
_BREAKS = re.compile(r"[\n.!?:;·—()\[\]*_`\"“”«»|]+")


def words(text: str) -> list[str]:
    return [w.lower() for w in _WORDS.findall(text)]


def _texts(pattern: ast.Pattern | None) -> Iterator[str]:
    """The literal text pieces of a pattern, selectors' variants included."""
    if pattern is None:
        return
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            yield element.value
        elif isinstance(element, ast.Placeable) and isinstance(element.expression,
                                                               ast.SelectExpression):
            for variant in element.expression.variants:
                yield from _texts(variant.value)
        else:
            yield "\n"  # a placeable breaks a phrase


def _entries(locale: str) -> Iterator[ast.Message | ast.Term]:
    parser = FluentParser(with_spans=False)
    for _name, source in ftl_files(locale):
        for entry in parser.parse(source).body:
            if isinstance(entry, ast.Message | ast.Term):
                yield entry


def _runs(entry: ast.Message | ast.Term) -> Iterator[str]:
    patterns = [entry.value, *(a.value for a in entry.attributes)]
    for pattern in patterns:
        yield from _BREAKS.split("\n".join(_texts(pattern)))


@dataclass(frozen=True)
class EnglishPhrases:
    """What counts as English for a reader of ``locale``."""

    phrases: frozenset[tuple[str, ...]]
    labels: frozenset[str]

    @classmethod
    def against(cls, locale: str) -> EnglishPhrases:
        own = " ".join(" ".join(words(run)) for e in _entries(locale) for run in _runs(e))
        phrases: set[tuple[str, ...]] = set()
        labels: set[str] = set()
        for entry in _entries(DEFAULT_LOCALE):
            if entry.id.name.endswith("-name"):
                continue  # slash command names: Discord shows them as typed
            runs = [r for r in _runs(entry) if r.strip()]
            for run in runs:
                found = words(run)
                if len(found) >= 2 and f" {' '.join(found)} " not in f" {own} ":
                    phrases.add(tuple(found))
            whole = words(" ".join(runs))
            if len(whole) == 1 and len(whole[0]) >= 3 and f" {whole[0]} " not in f" {own} ":
                labels.add(whole[0])
        return cls(frozenset(phrases), frozenset(labels))

    def found_in(self, text: str, labels: Iterable[str] = ()) -> list[str]:
        """The English phrases in ``text`` and the English one-word ``labels``."""
        seen = f" {' '.join(words(text))} "
        hits = [" ".join(p) for p in self.phrases if f" {' '.join(p)} " in seen]
        hits += [label for label in labels if words(label) and len(words(label)) == 1
                 and words(label)[0] in self.labels and label.strip().isalpha()]
        return sorted(hits)
