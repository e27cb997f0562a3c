"""Rules help for players: a few short pages per game, and a table's options in words.

Each game has ``<game_id>.md`` here, written for players from the rule
specifications; every line starting with ``# `` begins a page. Pages stay
under Discord's embed description limit (4096 characters; tests check it).
A new game needs only a new file — nothing else changes.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel

HERE = Path(__file__).parent
EMBED_LIMIT = 4096


@dataclass(frozen=True, slots=True)
class RulePage:
    title: str
    body: str


class UnknownRules(KeyError):
    """No rules text for that name; ``str()`` is a sentence for the member."""

    def __str__(self) -> str:
        return str(self.args[0])


def available() -> list[str]:
    """Game ids that have rules text."""
    return sorted(p.stem for p in HERE.glob("*.md"))


def _key(name: str) -> str:
    return name.strip().lower().replace("_", "-").replace(" ", "-")


def pages(game: str) -> list[RulePage]:
    """The rules pages of a game (id or title, any case)."""
    key = _key(game)
    path = HERE / f"{key}.md"
    if not path.is_file():
        matches = [g for g in available() if key and (key in g or g in key)]
        if len(matches) != 1:
            raise UnknownRules(f"I have no rules for “{game.strip()}”. "
                               f"Choose one of: {', '.join(available())}.")
        path = HERE / f"{matches[0]}.md"
    out: list[RulePage] = []
    title, lines = "", list[str]()
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            if title:
                out.append(RulePage(title, "\n".join(lines).strip()))
            title, lines = line[2:].strip(), []
        else:
            lines.append(line)
    if title:
        out.append(RulePage(title, "\n".join(lines).strip()))
    return out


# What the spec's variants mean, for options whose name and value alone say too little.
PHRASES: dict[tuple[str, str, Any], str] = {
    ("huutopussi", "rank_order", "ace_ten"): "the ten ranks second: A 10 K Q J 9 8 7 6",
    ("huutopussi", "rank_order", "seed"): "cards rank A K Q J 10 9 8 7 6",
    ("huutopussi", "card_points", "finnish"): "Finnish card points: A 11, 10 10, K 4, Q 3, J 2",
    ("huutopussi", "must_overtrump", False): "when trumping, any trump will do",
    ("huutopussi", "must_overtrump", True): "when trumping, over-trump if you can",
    ("huutopussi", "opponents_score", "always"): "the opponents always score what they take",
    ("huutopussi", "failure_penalty", "contract"):
        "a failed contract costs the raised contract, not the bid",
    ("huutopussi", "declare_right", "any_won_trick"): "a marriage may follow any trick you win",
    ("fifty-six", "direction", "cw"): "play goes clockwise",
    ("fifty-six", "direction", "ccw"): "play goes counter-clockwise",
    ("fifty-six", "double_scoring", "add"): "doubles add 1 game point, redoubles 2",
    ("fifty-six", "all_pass", "mandatory_opening"): "the first bidder may not pass",
    ("fifty-six", "redouble_ends_auction", False): "bidding can go on after a redouble",
    ("prefa", "solo_doubling", True): "big failures and shortfalls pay double (solo)",
    ("prefa", "first_defender_reentry", True):
        "the first defender may still join a lone defender ('together')",
    ("four-color", "jokers", True): "5 jokers are added; each is a single worth 1",
    ("four-color", "mulligan", False): "no new deal for a weak hand",
    ("four-color", "general_steal_only_to_win", True): "a General may be stolen only to win",
    ("four-color", "no_split_dealt_triple", True): "a dealt triple must stay together",
    ("four-color", "dealt_quad_value", "exposed"): "a shown dealt quad scores 6, not 8",
}


def _words(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, str):
        return value.replace("_", " ")
    if isinstance(value, (list, tuple)):
        return ", ".join(_words(v) for v in value)
    return str(value)


def _label(name: str) -> str:
    return name.replace("_", " ").capitalize()


def _meaning(game: str, name: str, value: Any, description: str | None) -> str:
    """What a value means: the phrasebook, else the matching part of the field's description.

    Descriptions often list the choices (``seed: A K Q …; ace_ten: A 10 K …``); then
    only the part for ``value`` is used.
    """
    phrase = PHRASES.get((game, name, value))
    if phrase:
        return phrase
    if not description:
        return ""
    parts = [p.strip() for p in description.split(";")]
    for part in parts:
        head, sep, rest = part.partition(":")
        if sep and head.strip() == str(value):
            return re.sub(r"\s*\(seed\)", "", rest).strip()
    if len(parts) > 1 or re.match(r"^[a-z0-9_]+:", description):
        return ""
    return re.sub(r"\s*\(seed\)", "", description).strip()


@dataclass(frozen=True, slots=True)
class Setting:
    """One option of a table in words: ``label``, ``value``, what the value means (may be
    empty) and whether it is a house rule (differs from the standard rules)."""

    name: str
    label: str
    value: str
    meaning: str
    house: bool

    def line(self) -> str:
        return f"{self.label}: {self.value}" + (f" — {self.meaning}" if self.meaning else "")


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
        meaning = _meaning(game, name, value, info.description if info is not None else None)
        out.append(Setting(name, _label(name), _words(value), meaning,
                           info is None or value != default))
    return out, model is not None


def _sorted_options(game: str, options: BaseModel | Mapping[str, Any] | None
                    ) -> tuple[list[str], list[str], bool]:
    """(house rules, standard rules, whether the defaults were known), each in words."""
    found, known = settings(game, options)
    return ([s.line() for s in found if s.house], [s.line() for s in found if not s.house],
            known)


def compact_value(setting: Setting) -> str:
    """A value for a one-line list: the spec's "seed" default reads as "standard"."""
    return "standard" if setting.value == "seed" else setting.value


def describe_options(game: str, options: BaseModel | Mapping[str, Any] | None) -> list[str]:
    """A table's options in words, house rules (changed from the defaults) first.

    Reads the game's options model for descriptions and defaults when the game
    is registered; otherwise describes whatever values it is given.
    """
    changed, standard, known = _sorted_options(game, options)
    if not changed and not standard:
        return ["Standard rules, no options."]
    if not changed:
        return ["Standard rules (no house rules):", *standard]
    return [f"{line} (house rule)" if known else line for line in changed] + standard


def house_rules(game: str, options: BaseModel | Mapping[str, Any] | None) -> list[str]:
    """Only what differs from the standard rules, in words (for a short embed field).

    Without the game's defaults at hand, every value given counts as a house rule.
    """
    return _sorted_options(game, options)[0]
