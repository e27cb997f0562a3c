"""One message catalog for every sentence a person reads, in every language we speak.

Why Fluent (``fluent.runtime``, Mozilla's Project Fluent) rather than gettext:
the engine emits message *ids* with named arguments (``bot.engine.text.Msg``),
which is exactly Fluent's model; and grammar that differs by language — plural
forms in Finnish and Greek, none in Chinese, Vietnamese and Japanese — lives in
each translation as a selector, not in our code. Fluent formats numbers and picks
plural categories with Babel's CLDR data, which we also use for lists.

Layout: ``bot/i18n/locales/<locale>/*.ftl``, one file per area (``engine.ftl``,
``huutopussi.ftl``, ``discord.ftl`` …). English is the default and the fallback:
a message missing in a locale is shown in English (and the catalog test fails).

Rendering happens in two steps so it can be cached: a ``Text`` becomes a string
with seats left as ``{s0}`` placeholders (cached per message and locale), then the
reader's names are filled in by one regex pass (a name that itself looks like a
placeholder is never expanded again).
"""

from __future__ import annotations

import contextlib
import logging
import re
from collections.abc import Callable, Iterator, Sequence
from functools import cache, lru_cache
from importlib import resources
from importlib.abc import Traversable
from pathlib import Path
from typing import Any

import babel
import babel.lists
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentInt, FluentNumber, fluent_number

from bot.engine.text import FACES, Face, Faces, Join, Listing, Msg, Seat, Text

log = logging.getLogger("bot.i18n")

DEFAULT_LOCALE = "en"
SUPPORTED_LOCALES: tuple[str, ...] = ("en", "fi", "el", "vi", "zh-TW", "zh-CN", "ja")
"""Discord's own locale codes for the languages we aim to speak (English first)."""

_PLACEHOLDER = re.compile(r"\{s(\d{1,2})\}")


_root_override: Path | None = None


class _Count(FluentInt):
    """An integer argument, ungrouped (``1234``: table ids, moves, bids), whose text is
    remembered per value and locale — Babel's number formatting is most of what a short
    sentence with numbers costs, and the same numbers come again and again. Plural
    selection reads the value, as for any ``FluentInt``."""

    def format(self, locale: babel.Locale) -> str:
        return _count_text(int(self), locale)


@lru_cache(maxsize=8192)
def _count_text(value: int, locale: babel.Locale) -> str:
    return str(FluentInt(value, useGrouping=False).format(locale))


def _count(value: int) -> _Count:
    return _Count(value, useGrouping=False)


def _root() -> Traversable:
    """Where the catalogs are: the package's ``locales`` (a test may point elsewhere)."""
    if _root_override is not None:
        return _root_override
    return resources.files(__package__).joinpath("locales")


@contextlib.contextmanager
def catalogs_from(root: str | Path) -> Iterator[None]:
    """A test hook: read every catalog from ``root`` (``<root>/<locale>/*.ftl``) instead of
    the package's while the block runs — e.g. a pseudo-locale that marks every message, to
    prove no English reaches a reader of that locale. Built catalogs are forgotten on the
    way in and out."""
    global _root_override
    before = _root_override
    _root_override = Path(root)
    _forget()
    try:
        yield
    finally:
        _root_override = before
        _forget()


_forgetters: list[Callable[[], None]] = []


def on_forget(clear: Callable[[], None]) -> None:
    """Have ``clear`` called whenever the built catalogs are forgotten (``catalogs_from``):
    a cache of text drawn from them (``cogs.render``'s) must not outlive them."""
    _forgetters.append(clear)


def _forget() -> None:
    available_locales.cache_clear()
    catalog.cache_clear()
    for clear in _forgetters:
        clear()


@cache
def available_locales() -> tuple[str, ...]:
    """The locales that have a catalog directory, English first."""
    root = _root()
    found = {p.name for p in root.iterdir() if p.is_dir()}
    return tuple(code for code in SUPPORTED_LOCALES if code in found)


def resolve_locale(locale: str | None) -> str:
    """The supported locale nearest to ``locale``: Discord codes (``en-US``, ``zh-TW``),
    POSIX ``LANG`` values (``fi_FI.UTF-8``) or plain language codes; English otherwise."""
    if not locale:
        return DEFAULT_LOCALE
    raw = str(locale).split(".")[0].split("@")[0].replace("_", "-")
    available = available_locales()
    by_lower = {code.lower(): code for code in available}
    if raw.lower() in by_lower:
        return by_lower[raw.lower()]
    language, _, region = raw.partition("-")
    language = language.lower()
    if language == "zh":  # Traditional for Taiwan, Hong Kong and Macau; Simplified otherwise
        want = "zh-TW" if region.upper() in ("TW", "HK", "MO") or region.lower() == "hant" \
            else "zh-CN"
        return want if want in available else DEFAULT_LOCALE
    return by_lower.get(language, DEFAULT_LOCALE)


def fill_names(text: str, names: Sequence[str] | None) -> str:
    """Replace ``{sN}`` placeholders with ``names[N]`` in one pass (unknown seats stay)."""
    if names is None or "{s" not in text:
        return text

    def name(match: re.Match[str]) -> str:
        index = int(match.group(1))
        return names[index] if index < len(names) else match.group(0)

    return _PLACEHOLDER.sub(name, text)


def ftl_files(locale: str) -> list[tuple[str, str]]:
    """``(file name, source)`` of every catalog file of ``locale``, in name order."""
    root = _root().joinpath(locale)
    if not root.is_dir():
        return []
    files = sorted((p for p in root.iterdir() if p.name.endswith(".ftl")), key=lambda p: p.name)
    return [(p.name, p.read_text(encoding="utf-8")) for p in files]


class Catalog:
    """The messages of one locale (falling back to English), and how to render ``Text``."""

    def __init__(self, locale: str, fallback: Catalog | None = None) -> None:
        self.locale = locale
        self.fallback = fallback
        self.bundle = FluentBundle([locale], use_isolating=False)
        for _name, source in ftl_files(locale):
            self.bundle.add_resource(FluentResource(source))
        self._babel_locale = babel.Locale.parse(locale.replace("-", "_"))
        self._render = lru_cache(maxsize=50_000)(self._render_uncached)

    def has(self, message_id: str) -> bool:
        return self.bundle.has_message(message_id)

    # --- public ----------------------------------------------------------------------
    def text(self, item: Text | Any, names: Sequence[str] | None = None) -> str:
        """``item`` in this language, seats named by ``names`` (None: ``{sN}`` placeholders).

        Plain strings pass through (with placeholders filled): they are text that is not
        language (card faces, codes) or, while the code moves to the catalog, old text.
        """
        if isinstance(item, str):
            return fill_names(item, names)
        try:
            rendered = self._render(item)
        except TypeError:  # an unhashable argument slipped in: render without the cache
            rendered = self._render_uncached(item)
        return fill_names(rendered, names)

    def fresh(self, item: Text | Any) -> str:
        """``item`` in this language, seats as ``{sN}``, without the cache: for a caller that
        remembers the text itself (``cogs.render.words``), so it is not kept twice."""
        return item if isinstance(item, str) else self._render_uncached(item)

    def t(self, message_id: str, names: Sequence[str] | None = None, /, **args: Any) -> str:
        """Shorthand for hosts: ``text(Msg(message_id, **args), names)``."""
        return self.text(Msg(message_id, **args), names)

    # --- rendering ---------------------------------------------------------------------
    def _render_uncached(self, item: Any) -> str:
        if isinstance(item, Msg):
            return self._message(item)
        if isinstance(item, str):
            return item
        if isinstance(item, bool):
            return str(item).lower()
        if isinstance(item, int | float):
            return self._number(item)
        if isinstance(item, Seat):
            return f"{{s{item.index}}}"
        if isinstance(item, Face):
            return FACES[item.deck](item.value)
        if isinstance(item, Faces):
            face = FACES[item.deck]
            return " ".join(face(v) for v in item.values)
        if isinstance(item, Join):
            return item.sep.join(self._render_uncached(i) for i in item.items)
        if isinstance(item, Listing):
            parts = [self._render_uncached(i) for i in item.items]
            if not parts:
                return ""
            return babel.lists.format_list(parts, style=item.style, locale=self._babel_locale)
        raise TypeError(f"cannot render {item!r}")

    def _number(self, value: int | float) -> str:
        if isinstance(value, int):
            return _count(value).format(self._babel_locale)
        return str(fluent_number(value, useGrouping=False).format(self._babel_locale))

    def _message(self, msg: Msg) -> str:
        bundle = self.bundle
        if not bundle.has_message(msg.id):
            if self.fallback is None or not self.fallback.bundle.has_message(msg.id):
                log.error("no message %r in the catalog", msg.id)
                return msg.id
            # The sentence falls back to English; what it names (nested messages, lists)
            # stays in this language wherever this language has it.
            bundle = self.fallback.bundle
        args: dict[str, Any] = {}
        for key, value in msg.args.items():
            if isinstance(value, bool):
                args[key] = str(value).lower()
            elif isinstance(value, int):
                args[key] = _count(value)
            elif isinstance(value, float):
                args[key] = fluent_number(value, useGrouping=False)
            elif isinstance(value, FluentNumber):
                args[key] = value
            else:
                args[key] = self._render_uncached(value)
        message = bundle.get_message(msg.id)
        if message.value is None:
            log.error("message %r has no value in %s", msg.id, self.locale)
            return msg.id
        text, errors = bundle.format_pattern(message.value, args)
        if errors:
            log.error("message %r in %s: %s", msg.id, self.locale, errors)
        return str(text)


@cache
def catalog(locale: str | None = None) -> Catalog:
    """The catalog of the supported locale nearest to ``locale`` (built once)."""
    code = resolve_locale(locale)
    if code == DEFAULT_LOCALE:
        return Catalog(DEFAULT_LOCALE)
    return Catalog(code, fallback=catalog(DEFAULT_LOCALE))


def english(item: Text | Any, names: Sequence[str] | None = None) -> str:
    """English text (seats as ``{sN}`` unless ``names`` are given): logs, tests, defaults."""
    return catalog(DEFAULT_LOCALE).text(item, names)


def render(item: Text | Any, locale: str | None = None,
           names: Sequence[str] | None = None) -> str:
    """``item`` in ``locale`` (nearest supported), seats named by ``names``."""
    return catalog(locale).text(item, names)


__all__ = [
    "DEFAULT_LOCALE", "SUPPORTED_LOCALES", "Catalog", "available_locales", "catalog",
    "catalogs_from", "english", "fill_names", "ftl_files", "on_forget", "render",
    "resolve_locale",
]
