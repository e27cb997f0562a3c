"""Rules help: every game has short pages; options are described in words."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pydantic import Field

from bot.engine.game import Options
from bot.i18n import english
from bot.rules_text import (
    EMBED_LIMIT,
    UnknownRules,
    available,
    compact_value,
    describe_options,
    house_rules,
    pages,
    settings,
)

GAMES = ["fifty-six", "four-color", "huutopussi", "prefa"]


def test_every_game_has_rules() -> None:
    assert available() == GAMES


@pytest.mark.parametrize("game", GAMES)
def test_pages_are_short_and_cover_the_game(game: str) -> None:
    ps = pages(game)
    assert 3 <= len(ps) <= 6
    for p in ps:
        assert p.title and p.body
        assert len(p.body) < EMBED_LIMIT and len(p.title) <= 256
    text = " ".join(p.title + " " + p.body for p in ps).lower()
    for word in ("goal", "deal", "scor", "example"):
        assert word in text, f"{game} rules never mention {word}"
    assert any(w in text for w in ("bid", "auction", "turn"))


def test_names_and_friendly_error() -> None:
    assert pages("Fifty_Six") == pages("fifty-six")
    assert pages("four color")[0].title.startswith("Four Color")
    assert pages("huuto")[0].title.startswith("Huutopussi")
    with pytest.raises(UnknownRules) as err:
        pages("chess")
    assert str(err.value).startswith("I have no rules for “chess”. Choose one of:")


class DemoOptions(Options):
    rank_order: str = Field("seed", description="Rank order")
    must_overtrump: bool = Field(True, description="Must over-trump")
    target: int = 500


def test_describe_options_marks_house_rules() -> None:
    lines = describe_options("huutopussi", DemoOptions(rank_order="ace_ten"))
    assert lines[0] == ("Rank order: ace ten — the ten ranks second: A 10 K Q J 9 8 7 6"
                        " (house rule)")
    assert "Must overtrump: on — when trumping, over-trump if you can" in lines
    assert "Target: 500" in lines
    assert house_rules("huutopussi", DemoOptions(target=300)) == ["Target: 300"]
    assert describe_options("huutopussi", DemoOptions())[0] == \
        "Standard rules (no house rules):"


def test_describe_plain_values() -> None:
    assert describe_options("zzz", {"jokers": True}) == ["Jokers: on"]
    assert describe_options("zzz", None) == ["Standard rules, no options."]


def test_settings_list_every_option_in_order() -> None:
    found, known = settings("huutopussi", DemoOptions(rank_order="ace_ten"))
    assert known
    assert [(s.name, english(s.value), s.house) for s in found] == [
        ("rank_order", "ace ten", True), ("must_overtrump", "on", False),
        ("target", "500", False)]
    assert english(compact_value(found[0])) == "ace ten"
    assert english(compact_value(settings("huutopussi", DemoOptions())[0][0])) == "standard"


def test_settings_read_stored_values_as_the_game_does() -> None:
    """A table's stored options (JSON) are validated by the game's model first, so "8"
    deals and 8 deals are the same house rule, and the default 4 is no house rule."""
    found, known = settings("four-color", {"deals": "8"})
    assert known
    deals = next(s for s in found if s.name == "deals")
    assert (english(deals.value), deals.house) == ("8", True)
    assert [s.name for s in found if s.house] == ["deals"]
    found, _ = settings("four-color", {})
    assert not any(s.house for s in found)
    assert english(next(s for s in found if s.name == "deals").value) == "4"


def test_a_reader_gets_their_language_where_a_page_exists_else_english_with_a_note(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Translators add ``<locale>/<game>.md``; until then a reader gets English, told so in
    their own language. (A made-up page in a made-up catalog, not a translation.)"""
    from bot import rules_text
    from bot.i18n import catalogs_from
    from tests.pseudo_locale import build

    pages_dir = tmp_path / "rules"
    pages_dir.mkdir()  # the English pages only: real translations must not leak in
    for page in rules_text.HERE.glob("*.md"):
        shutil.copy(page, pages_dir)
    (pages_dir / "fi").mkdir()
    (pages_dir / "fi" / "prefa.md").write_text("# Prefa suomeksi\nSivu yksi.\n# Toinen\nKaksi.\n",
                                               encoding="utf-8")
    monkeypatch.setattr(rules_text, "HERE", pages_dir)
    with catalogs_from(build(tmp_path / "locales")):
        assert rules_text.translated("fi") == ["prefa"]
        finnish = pages("prefa", "fi")
        assert [(p.title, p.body, p.note) for p in finnish] == [
            ("Prefa suomeksi", "Sivu yksi.", ""), ("Toinen", "Kaksi.", "")]
        fallback = pages("huutopussi", "fi")
        assert fallback[0].title.startswith("Huutopussi")  # the English page …
        assert fallback[0].note.startswith("⟦") and "suomi" in fallback[0].note  # … said so
        assert pages("prefa", "en")[0].note == "" and pages("prefa", "ja")[0].note == ""
        assert pages("prefa", "en-GB") == pages("prefa")
