"""The message catalog: rendering engine text, and every locale complete and well-formed."""

from __future__ import annotations

from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast, visitor

from bot.engine import Action, Event, Face, Faces, IllegalAction, Join, Listing, Msg, Seat
from bot.engine.cards import parse_card
from bot.engine.text import text_from_json, text_to_json
from bot.i18n import (
    DEFAULT_LOCALE,
    available_locales,
    catalog,
    catalogs_from,
    english,
    fill_names,
    ftl_files,
    render,
    resolve_locale,
)


def test_a_message_renders_in_english_with_placeholders_then_names() -> None:
    msg = Msg("engine-not-your-turn", waiting=Listing([Seat(1), Seat(2)], "or"))
    assert str(msg) == "It is not your turn — waiting for {s1} or {s2}."
    assert english(msg, ["Ann", "Ben", "Cleo"]) == "It is not your turn — waiting for Ben or Cleo."


def test_names_are_filled_in_one_pass() -> None:
    # A member whose name looks like a placeholder must not pull in another seat's name.
    assert fill_names("{s0} then {s1}", ["{s1}", "Ben"]) == "{s1} then Ben"
    assert fill_names("{s5} stays", ["Ann"]) == "{s5} stays"


def test_faces_joins_and_numbers_render_without_language() -> None:
    ten_spades, queen_hearts = parse_card("10S"), parse_card("QH")
    cat = catalog("en")
    assert cat.text(Face(ten_spades)) == "10♠"
    assert cat.text(Faces([ten_spades, queen_hearts])) == "10♠ Q♥"
    assert cat.text(Join([Seat(0), 1200, "+20"], " · ")) == "{s0} · 1200 · +20"
    assert cat.text(Listing(["a", "b", "c"])) == "a, b, and c"
    assert cat.text(Listing([])) == ""


def test_events_and_illegal_actions_speak_english_through_the_catalog() -> None:
    event = Event("x", Msg("engine-match-over"), None)
    assert event.text == "This match is over. Start a new one to play again."
    err = IllegalAction(Msg("engine-not-your-turn", waiting=Listing([Seat(3)], "or")),
                        [Action("pass")])
    assert err.reason == str(err) == "It is not your turn — waiting for {s3}."
    assert err.legal == (Action("pass"),)
    legacy = IllegalAction("Plain old text for {s0}.")
    assert legacy.reason == "Plain old text for {s0}."


def test_text_round_trips_through_json() -> None:
    text = Msg("engine-not-your-turn", waiting=Listing(
        [Seat(1), Join([Face(parse_card("AS")), Faces([1, 2])], " "), Msg("engine-match-over"),
         7, 2.5, "raw"], "or"))
    assert text_from_json(text_to_json(text)) == text
    assert hash(text_from_json(text_to_json(text))) == hash(text)
    assert text_from_json(text_to_json("plain")) == "plain"


def _finnish_catalog(root: Path, engine_ftl: str) -> Path:
    """English as it is, and a Finnish catalog holding only ``engine_ftl``."""
    (root / "en").mkdir()
    for name, source in ftl_files("en"):
        (root / "en" / name).write_text(source, encoding="utf-8")
    (root / "fi").mkdir()
    (root / "fi" / "engine.ftl").write_text(engine_ftl, encoding="utf-8")
    return root


def test_missing_messages_fall_back_to_english_then_to_the_id(tmp_path: Path) -> None:
    with catalogs_from(_finnish_catalog(tmp_path, "# nothing translated yet\n")):
        assert render(Msg("engine-match-over"), "fi") == english(Msg("engine-match-over"))
    assert catalog("en").text(Msg("no-such-message")) == "no-such-message"


@pytest.mark.parametrize(("given", "expected"), [
    (None, "en"), ("", "en"), ("en-US", "en"), ("en-GB", "en"), ("pt-BR", "en"),
    ("EN", "en"), ("C.UTF-8", "en"),
])
def test_locales_resolve_to_english_when_unknown(given: str | None, expected: str) -> None:
    assert resolve_locale(given) == expected


def test_locales_resolve_to_the_nearest_available() -> None:
    for code in available_locales():
        assert resolve_locale(code) == code
        assert resolve_locale(code.replace("-", "_") + ".UTF-8") == code
    if "zh-TW" in available_locales():
        assert resolve_locale("zh_HK.UTF-8") == "zh-TW"
    if "fi" in available_locales():
        assert resolve_locale("fi_FI.UTF-8") == "fi"


# --- the catalogs themselves ------------------------------------------------------------

def _parse(locale: str) -> dict[str, ast.Message]:
    """Every message of ``locale`` by id; fails on syntax errors and on an id defined twice."""
    messages: dict[str, ast.Message] = {}
    for name, source in ftl_files(locale):
        resource = FluentParser(with_spans=False).parse(source)
        junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
        assert not junk, f"{locale}/{name}: unreadable Fluent: {junk[0].content[:200]!r}"
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                assert entry.id.name not in messages, f"{locale}/{name}: {entry.id.name} twice"
                messages[entry.id.name] = entry
    return messages


class _Variables(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def _variables(message: ast.Message) -> set[str]:
    found = _Variables()
    found.visit(message)
    return found.names


def test_english_is_available_and_first() -> None:
    assert available_locales()[0] == DEFAULT_LOCALE
    assert _parse(DEFAULT_LOCALE), "the English catalog is empty"


@pytest.mark.parametrize("locale", available_locales())
def test_every_catalog_is_complete_and_its_placeholders_match_english(locale: str) -> None:
    english_messages = _parse(DEFAULT_LOCALE)
    messages = _parse(locale)
    missing = sorted(set(english_messages) - set(messages))
    extra = sorted(set(messages) - set(english_messages))
    assert not missing, f"{locale} lacks {len(missing)} messages, e.g. {missing[:10]}"
    assert not extra, f"{locale} has messages English does not: {extra[:10]}"
    for message_id, message in messages.items():
        assert message.value is not None, f"{locale}: {message_id} has no value"
        want = _variables(english_messages[message_id])
        have = _variables(message)
        assert have <= want, f"{locale}: {message_id} uses unknown placeholders {have - want}"
        # A translation may leave a number out where its language needs no count (a plural
        # selector still reads it); every other placeholder must be kept.
        assert want - have <= _numbers_only(english_messages[message_id]), (
            f"{locale}: {message_id} drops placeholders {want - have}")


def _numbers_only(message: ast.Message) -> set[str]:
    """Variables English uses only as a selector (plural counts), which may be dropped."""
    selectors: set[str] = set()

    class Selectors(visitor.Visitor):
        def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
            if isinstance(node.selector, ast.VariableReference):
                selectors.add(node.selector.id.name)
            self.generic_visit(node)

    Selectors().visit(message)
    return selectors


@pytest.mark.parametrize("locale", available_locales())
def test_every_message_renders_without_errors(locale: str) -> None:
    cat = catalog(locale)
    sample: dict[str, object] = {}
    for message_id, message in _parse(locale).items():
        args = {name: sample.get(name, 2) for name in _variables(message)}
        text, errors = cat.bundle.format_pattern(cat.bundle.get_message(message_id).value, args)
        assert not errors, f"{locale}: {message_id}: {errors}"
        assert str(text).strip(), f"{locale}: {message_id} renders empty"


def test_render_picks_the_locale() -> None:
    assert render(Msg("engine-match-over"), "en-US") == english(Msg("engine-match-over"))


def test_a_fallen_back_sentence_keeps_what_it_names_in_the_readers_language(
        tmp_path: Path) -> None:
    # a Finnish catalog that has only the inner message: the outer one falls back to English
    finnish = _finnish_catalog(tmp_path, "engine-match-over = Ottelu on ohi.\n")
    outer = Msg("engine-not-your-turn", waiting=Msg("engine-match-over"))
    with catalogs_from(finnish):
        assert render(outer, "fi") == "It is not your turn — waiting for Ottelu on ohi.."
