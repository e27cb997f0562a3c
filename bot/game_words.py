"""A game's own words as the hosts show them: title, summary, and its options in words.

The English source stays where the game defines it — ``Game.title``, ``Game.summary``,
the options model's field descriptions and values — and ``games.ftl`` holds the same text
under catalog ids, so each language can have its own (a test keeps the two equal):

* ``game-<id>-title``, ``game-<id>-summary``;
* ``option-<id>-<name>`` — what the option is for (the field's description);
* ``option-<id>-<name>-label`` — the option's name as words ("Rank order");
* ``option-<id>-<name>-is-<value>`` — a value as words ("ace ten");
* ``option-<id>-<name>-means-<value>`` — what that value does at the table (and
  ``option-<id>-<name>-means``: the description without its "(seed)" mark, where it says
  what every value does).

(``<name>`` and ``<value>`` with ``-`` for ``_``.) A game without catalog entries — one a
test registers — is shown by its English attributes, so a new game works before its
words are translated.
"""

from __future__ import annotations

import re
from typing import Any

from bot.engine.text import Msg, Text
from bot.i18n import DEFAULT_LOCALE, catalog

# What the spec's variants mean, for options whose name and value alone say too little:
# the English source of ``option-<id>-<name>-means-<value>`` where the field's description
# does not say it.
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


def _slug(value: Any) -> str:
    if isinstance(value, bool):
        return str(value).lower()
    return re.sub(r"[^A-Za-z0-9]+", "-", str(value)).strip("-").lower()


def _known(message_id: str) -> bool:
    return catalog(DEFAULT_LOCALE).has(message_id)


def _msg_or(message_id: str, english: str) -> Text:
    """The catalog message, or the English source for a game that has none (a test's)."""
    return Msg(message_id) if _known(message_id) else english


# --- the English source, read from the game ----------------------------------------------

def english_label(name: str) -> str:
    return name.replace("_", " ").capitalize()


def english_value(value: Any) -> str:
    """A value as words: ``on``/``off`` for switches, ``ace ten`` for ``ace_ten``."""
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, str):
        return value.replace("_", " ")
    if isinstance(value, (list, tuple)):
        return ", ".join(english_value(v) for v in value)
    return str(value)


def english_meaning(game: str, name: str, value: Any, description: str | None) -> str:
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


# --- ids -------------------------------------------------------------------------------

def title_id(game: str) -> str:
    return f"game-{game}-title"


def summary_id(game: str) -> str:
    return f"game-{game}-summary"


def option_id(game: str, name: str, part: str = "", value: Any = None) -> str:
    out = f"option-{game}-{_slug(name)}"
    if part:
        out += f"-{part}"
    if value is not None:
        out += f"-{_slug(value)}"
    return out


# --- Text for hosts ----------------------------------------------------------------------

def title(game: str, english: str | None = None) -> Text:
    """The game's title (``english``: its class attribute, for games without catalog ids)."""
    if english is None:
        english = _registered_title(game)
    return _msg_or(title_id(game), english)


def _registered_title(game: str) -> str:
    try:
        from bot.engine import get_game

        return get_game(game).title
    except KeyError:
        return game


def summary(game: str, english: str) -> Text:
    return _msg_or(summary_id(game), english)


def option_description(game: str, name: str, english: str | None) -> Text:
    return _msg_or(option_id(game, name), english or "") if english else ""


def option_label(game: str, name: str) -> Text:
    return _msg_or(option_id(game, name, "label"), english_label(name))


def option_value(game: str, name: str, value: Any) -> Text:
    """A value as words; numbers stay numbers, switches are on/off in every language."""
    if isinstance(value, bool):
        return Msg("options-on") if value else Msg("options-off")
    if isinstance(value, str):
        return _msg_or(option_id(game, name, "is", value), english_value(value))
    return english_value(value)


def option_meaning(game: str, name: str, value: Any, description: str | None) -> Text:
    """What ``value`` does: its own phrase (``-means-<value>``); where the description says
    it as a whole, the description (``-means`` when it had to drop a "(seed)" mark)."""
    english = english_meaning(game, name, value, description)
    if not english:
        return ""
    if english != _whole(description):
        return _msg_or(option_id(game, name, "means", value), english)
    if english == description:
        return option_description(game, name, description)
    return _msg_or(option_id(game, name, "means"), english)


def _whole(description: str | None) -> str:
    return re.sub(r"\s*\(seed\)", "", description or "").strip()


__all__ = [
    "PHRASES", "english_label", "english_meaning", "english_value", "option_description",
    "option_id", "option_label", "option_meaning", "option_value", "summary", "summary_id",
    "title", "title_id",
]
