"""Rules help for players: a few short pages per game, and a table's options in words.

Each game has ``<game_id>.md`` here (English, written for players from the rule
specifications), and a translation as ``<locale>/<game_id>.md`` beside it (``fi/``,
``el/``, ``zh-TW/`` …); every line starting with ``# `` begins a page. Pages stay
under Discord's embed description limit (4096 characters; tests check it).
A reader whose language has no page of a game gets English, with a one-line note
(``rules-not-translated``) saying so. A new game needs only a new file.

An option's words (its label, a value, what a value means) come from the game's catalog
entries (``bot.game_words``), so a table's house rules read in the reader's language too.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import babel
from pydantic import BaseModel

from bot import game_words
from bot.engine.text import Join, Msg, Text
from bot.i18n import DEFAULT_LOCALE, english, render, resolve_locale

HERE = Path(__file__).parent
EMBED_LIMIT = 4096


@dataclass(frozen=True, slots=True)
class RulePage:
    """A page; ``note`` is the line saying it is not in the reader's language ("" if it is)."""

    title: str
    body: str
    note: str = ""


class UnknownRules(KeyError):
    """No rules text for that name; ``text`` is the sentence for the member (``str()``:
    in English)."""

    def __init__(self, text: Text) -> None:
        super().__init__(text)
        self.text = text

    def __str__(self) -> str:
        return english(self.text)


def available() -> list[str]:
    """Game ids that have rules text."""
    return sorted(p.stem for p in HERE.glob("*.md"))


def translated(locale: str) -> list[str]:
    """Game ids that have rules pages in ``locale`` (English: every game)."""
    code = resolve_locale(locale)
    if code == DEFAULT_LOCALE:
        return available()
    return sorted(p.stem for p in (HERE / code).glob("*.md"))


def _key(name: str) -> str:
    return name.strip().lower().replace("_", "-").replace(" ", "-")


def language_name(locale: str, reader: str | None = None) -> str:
    """A language's name as the reader's language writes it (``Finnish``, ``suomi``)."""
    code = resolve_locale(locale)
    try:
        name = babel.Locale.parse(code.replace("-", "_")).get_display_name(
            resolve_locale(reader).replace("-", "_"))
    except (ValueError, babel.UnknownLocaleError):
        return code
    return name or code


def pages(game: str, locale: str | None = None) -> list[RulePage]:
    """The rules pages of a game (id or title, any case) in ``locale`` where they exist,
    else in English with a note saying so in the reader's language."""
    key = _key(game)
    if not (HERE / f"{key}.md").is_file():
        matches = [g for g in available() if key and (key in g or g in key)]
        if len(matches) != 1:
            raise UnknownRules(Msg("rules-unknown", game=game.strip(),
                                   games=Join(available(), ", ")))
        key = matches[0]
    code = resolve_locale(locale)
    path, note = HERE / code / f"{key}.md", ""
    if code == DEFAULT_LOCALE or not path.is_file():
        path = HERE / f"{key}.md"
        if code != DEFAULT_LOCALE:
            note = render(Msg("rules-not-translated", language=language_name(code, code)),
                          code)
    out: list[RulePage] = []
    title, lines = "", list[str]()
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            if title:
                out.append(RulePage(title, "\n".join(lines).strip(), note))
            title, lines = line[2:].strip(), []
        else:
            lines.append(line)
    if title:
        out.append(RulePage(title, "\n".join(lines).strip(), note))
    return out


@dataclass(frozen=True, slots=True)
class Setting:
    """One option of a table in words: ``label``, ``value``, what the value means (may be
    empty) and whether it is a house rule (differs from the standard rules). ``raw`` is
    the value as stored (``ace_ten``, ``True``)."""

    name: str
    label: Text
    value: Text
    meaning: Text
    house: bool
    raw: Any = None

    def line(self) -> Text:
        if self.meaning:
            return Msg("rules-setting-meaning", label=self.label, value=self.value,
                       meaning=self.meaning)
        return Msg("rules-setting", label=self.label, value=self.value)


def _validated(model: type[BaseModel] | None, values: dict[str, Any]) -> dict[str, Any]:
    """Values as the game reads them (``"4"`` → ``4``), when the model accepts them."""
    if model is None:
        return values
    try:
        return model.model_validate(values).model_dump(mode="json")
    except Exception:
        return values


def settings(game: str, options: BaseModel | Mapping[str, Any] | None
             ) -> tuple[list[Setting], bool]:
    """Every option of a table in the model's order, and whether the defaults were known.

    Reads the game's options model for descriptions and defaults when the game is
    registered; otherwise describes whatever values it is given, each as a house rule.
    """
    game = _key(game)
    model: type[BaseModel] | None = None
    if isinstance(options, BaseModel):
        model = type(options)
    else:
        try:
            from bot.engine import get_game

            model = get_game(game).options_model
        except Exception:
            model = None
    if isinstance(options, BaseModel):
        values = options.model_dump(mode="json")
    else:
        values = _validated(model, dict(options or {}))
    out: list[Setting] = []
    names = list(model.model_fields) if model is not None else list(values)
    for name in names:
        info = model.model_fields.get(name) if model is not None else None
        default = info.default if info is not None else None
        value = values.get(name, default)
        description = info.description if info is not None else None
        out.append(Setting(name, game_words.option_label(game, name),
                           game_words.option_value(game, name, value),
                           game_words.option_meaning(game, name, value, description),
                           info is None or value != default, value))
    return out, model is not None


def compact_value(setting: Setting) -> Text:
    """A value for a one-line list: the spec's "seed" default reads as "standard"."""
    return Msg("rules-standard") if setting.raw == "seed" else setting.value


def describe_options_text(game: str, options: BaseModel | Mapping[str, Any] | None
                          ) -> list[Text]:
    """A table's options in words, house rules (changed from the defaults) first.

    Reads the game's options model for descriptions and defaults when the game
    is registered; otherwise describes whatever values it is given.
    """
    found, known = settings(game, options)
    changed = [s.line() for s in found if s.house]
    standard = [s.line() for s in found if not s.house]
    if not changed and not standard:
        return [Msg("rules-no-options")]
    if not changed:
        return [Msg("rules-standard-heading"), *standard]
    return [Msg("rules-house-rule", rule=line) if known else line for line in changed] + standard


def describe_options(game: str, options: BaseModel | Mapping[str, Any] | None,
                     locale: str | None = None) -> list[str]:
    """``describe_options_text`` rendered (English by default)."""
    return [render(line, locale) for line in describe_options_text(game, options)]


def house_rules(game: str, options: BaseModel | Mapping[str, Any] | None,
                locale: str | None = None) -> list[str]:
    """Only what differs from the standard rules, in words (for a short embed field).

    Without the game's defaults at hand, every value given counts as a house rule.
    """
    found, _known = settings(game, options)
    return [render(s.line(), locale) for s in found if s.house]
