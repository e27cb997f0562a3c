"""The games' own words in the catalog equal their English source in the code.

A game keeps its English where it defines it (``Game.title``, ``Game.summary``, its options
model's descriptions, ``bot.game_words.PHRASES``), and ``games.ftl`` holds the same under
catalog ids for translators. Neither may drift: every id the hosts use exists, renders
exactly the code's English, and the file holds no id nobody uses.
"""

from __future__ import annotations

import typing
from typing import Any, Literal

import pytest

from bot import game_words as gw
from bot.engine import Game, load_all
from bot.engine.text import Msg, Text
from bot.i18n import catalog, english, ftl_files

GAMES = {gid: cls for gid, cls in load_all().items() if cls.__module__.startswith("bot.games")}


def _values(info: Any) -> list[Any]:
    ann = info.annotation
    if typing.get_origin(ann) is Literal:
        return list(typing.get_args(ann))
    if ann is bool:
        return [True, False]
    return [info.default]


def _ids(text: Text) -> set[str]:
    return {text.id} if isinstance(text, Msg) else set()


def _used(gid: str, cls: type[Game]) -> list[tuple[Text, str]]:
    """(the Text hosts show, the English the code says) for everything of one game."""
    pairs: list[tuple[Text, str]] = [(gw.title(gid, cls.title), cls.title),
                                     (gw.summary(gid, cls.summary), cls.summary)]
    for name, info in cls.options_model.model_fields.items():
        if info.description:
            pairs.append((gw.option_description(gid, name, info.description), info.description))
        pairs.append((gw.option_label(gid, name), gw.english_label(name)))
        for value in _values(info):
            pairs.append((gw.option_value(gid, name, value), gw.english_value(value)))
            pairs.append((gw.option_meaning(gid, name, value, info.description),
                          gw.english_meaning(gid, name, value, info.description)))
    return pairs


def test_the_four_games_are_there() -> None:
    assert set(GAMES) == {"huutopussi", "fifty-six", "prefa", "four-color"}


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_the_catalog_says_what_the_game_says(gid: str) -> None:
    english_catalog = catalog("en")
    for text, source in _used(gid, GAMES[gid]):
        if not source:
            assert text == "", (text, source)
            continue
        if isinstance(text, Msg) and text.id.startswith(("game-", "option-")):
            assert english_catalog.has(text.id), f"games.ftl lacks {text.id}"
        else:  # a switch's on/off, a number: shared words
            assert not isinstance(text, str) or text == source, (text, source)
        assert english(text) == source, (getattr(text, "id", text), source)


def test_games_ftl_holds_nothing_unused() -> None:
    used = {i for gid, cls in GAMES.items() for text, _ in _used(gid, cls) for i in _ids(text)}
    source = dict(ftl_files("en"))["games.ftl"]
    defined = {line.split(" = ", 1)[0] for line in source.splitlines()
               if " = " in line and not line.startswith(("#", " "))}
    assert defined - used == set(), f"games.ftl has ids no game uses: {sorted(defined - used)}"


def test_a_game_without_catalog_words_is_shown_in_its_own_english() -> None:
    assert gw.title("no-such-game", "Toy") == "Toy"
    assert gw.option_label("no-such-game", "hand_size") == "Hand size"
    assert english(gw.option_value("no-such-game", "pairs", True)) == "on"
