"""What the Discord layer remembers between draws must never show one reader another's
text, nor a panel as it was before a move: the words cache (per text *and* locale, names
filled per draw), the arrangement of actions (per list, ids written per table and move),
the panel key (what a panel shows, without drawing it), and the drawn view (the same
component JSON discord.py's own items would send)."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.engine import new_match
from bot.engine.game import Game
from bot.engine.text import Arg, Face, Join, Msg, Seat, Text
from bot.i18n import SUPPORTED_LOCALES, catalogs_from
from bot.i18n import render as render_text
from bot.pictures.screens import every_emoji
from bot.store import SeatRecord, TableRecord
from bot.tables import Table
from cogs import render
from cogs.common import hand_panel, panel_key
from cogs.presenter import table_message
from cogs.ui import ActionButton, DrawnView, build_view
from tests import pseudo_locale

USERS = [101, 102, 103, 104]


def _table(state: Game, version: int = 1, seats: int = 4, game: str = "huutopussi",
           names: tuple[str, ...] = ("Ann", "Bob", "Cid", "Dee")) -> Table:
    record = TableRecord(guild_id=1, channel_id=2, game_id=game, host_id=USERS[0], seed=1,
                         seat_count=seats, status="playing", version=version, id=9,
                         seats=[SeatRecord(USERS[i], names[i]) for i in range(seats)])
    return Table(record, state)


# --- words ----------------------------------------------------------------------------

def test_words_never_serves_one_locales_text_to_another() -> None:
    text = Msg("discord-hand-your-turn", prompt="")
    drawn = {locale: render.words(text, locale) for locale in SUPPORTED_LOCALES}
    assert len(set(drawn.values())) == len(SUPPORTED_LOCALES)  # each language its own
    for locale in reversed(SUPPORTED_LOCALES):  # asked again, in another order: the same
        assert render.words(text, locale) == drawn[locale]


def test_words_fills_each_draws_names_into_the_remembered_text() -> None:
    text = Msg("discord-hand-waiting", seats=Seat(1))
    assert "<@2>" in render.words(text, "en", ["<@1>", "<@2>"])
    again = render.words(text, "en", ["<@1>", "<@7>"])
    assert "<@7>" in again and "<@2>" not in again
    assert "{s1}" in render.words(text, "en")  # no names: the placeholder stays


@pytest.mark.parametrize("names", [["A♥", "B♦"], ["\ufe0fA", "B"], ["{s0}", "x♥\ufe0f"],
                                   ["<@1>"], ["{s1}", "{s0}", "C", "D"], []])
def test_words_fills_names_exactly_as_without_the_cache(names: list[str]) -> None:
    """Seats without a name stay placeholders, a name is never expanded again, and a suit in
    a name is drawn red as if it had been in the text."""
    parts: list[list[Arg]] = [["A♥", "\ufe0fB", Seat(1)], ["{s", "0}♦", "x"], [Face(39), Seat(0)],
                              [Join(["K♦", "\ufe0f"], ""),
                               Msg("discord-table-to-act", seats=Seat(1))], []]
    joins = [Join(items, sep) for sep in ("", " ", " · ", "♥", "\ufe0f", "{") for items in parts]
    texts: list[Text] = [Msg("discord-hand-waiting", seats=Seat(1)), "♥{s0} {s1}♦", "{s0}\ufe0f",
                         "{s05} {s3}{s1} {s}{s123}", Msg("discord-table-to-act", seats=Seat(0)),
                         *joins]
    for text in texts:
        for _ in range(2):  # drawn, then remembered
            assert render.words(text, "en", names) == render.red_suits(
                render_text(text, "en", names))


def test_words_forgets_what_it_drew_when_the_catalogs_change(tmp_path: Path) -> None:
    text = Msg("discord-button-refresh")
    before = render.words(text, pseudo_locale.PSEUDO)
    pseudo_locale.build(tmp_path)
    with catalogs_from(tmp_path):
        inside = render.words(text, pseudo_locale.PSEUDO)
        assert inside.startswith(pseudo_locale.OPEN) and inside != before
    assert render.words(text, pseudo_locale.PSEUDO) == before


# --- arrangements -------------------------------------------------------------------

def _bids() -> list[tuple[str, str]]:
    state = new_match("huutopussi", 4, None, 1)
    state.apply(state.to_act()[0], "bid:50")
    seat = state.to_act()[0]
    return [(str(a), render.words(state.label(a), "en")) for a in state.legal_actions(seat)]


def test_an_arranged_list_carries_each_draws_table_version_and_locale() -> None:
    bids = _bids()
    first = render.action_layout(3, 10, bids, 0, "en")
    other = render.action_layout(4, 11, bids, 0, "fi")
    ids = [c.custom_id for c in other.components()]
    assert all(cid.startswith(("ct:act:4:11:", "ct:sel:4:11:", "ct:refresh:4:11"))
               for cid in ids), ids
    refresh = {c.label for c in first.components()
               if isinstance(c, render.ButtonSpec) and c.custom_id.startswith("ct:refresh")}
    refresh_fi = {c.label for c in other.components()
                  if isinstance(c, render.ButtonSpec) and c.custom_id.startswith("ct:refresh")}
    assert refresh == {render.say("discord-button-refresh", "en")}
    assert refresh_fi == {render.say("discord-button-refresh", "fi")} != refresh


def test_changing_a_drawn_layout_does_not_change_the_next_draw() -> None:
    """``with_card_emojis`` dresses a layout in place: the next draw of the same actions
    starts from the bare arrangement again."""
    cards = [("play:AS", "A♠"), ("play:KH", "K♥"), ("pass", "Pass")]
    dressed = render.action_layout(3, 10, cards)
    for spec in dressed.components():
        if isinstance(spec, render.ButtonSpec):
            spec.emoji = discord.PartialEmoji(name="x", id=1)
            spec.label = "changed"
    again = render.action_layout(3, 10, cards)
    assert [(c.label, c.emoji) for c in again.components()
            if isinstance(c, render.ButtonSpec)] == [
        ("A♠", None), ("K♥️", None), ("Pass", None), ("Refresh", None)]
    menus = render.action_layout(3, 10, [(f"x:{chr(65 + i % 26)}{i}", f"X{i}")
                                         for i in range(60)])
    select = next(c for c in menus.components() if isinstance(c, render.SelectSpec))
    select.options.clear()
    fresh = render.action_layout(3, 10, [(f"x:{chr(65 + i % 26)}{i}", f"X{i}")
                                         for i in range(60)])
    assert all(c.options for c in fresh.components() if isinstance(c, render.SelectSpec))


# --- the panel key --------------------------------------------------------------------

def test_the_panel_key_is_hand_panels_and_ignores_only_the_move_number() -> None:
    state = new_match("huutopussi", 4, None, 3)
    table = _table(state, version=5)
    for user in USERS:
        _, shown = hand_panel(table, user, 0, "", "en")
        assert shown is not None and shown == panel_key(table, user, 0, "en")
    later = _table(state, version=6)  # the same committed game at a later version
    assert panel_key(later, USERS[0], 0, "en") == panel_key(table, USERS[0], 0, "en")
    footers = [payload.embed.to_dict()["footer"] for payload in (
        hand_panel(later, USERS[0])[0], hand_panel(table, USERS[0])[0]) if payload.embed]
    assert len(footers) == 2 and footers[0] != footers[1]
    # …and never one reader's or language's or page's for another's
    keys = {panel_key(table, user, page, locale) for user in USERS for page in (0, 1)
            for locale in ("en", "fi")}
    assert len(keys) == len(USERS) * 4
    assert panel_key(table, 999) is None and hand_panel(table, 999)[1] is None


def test_the_panel_key_changes_with_every_move_a_player_would_see() -> None:
    """Play whole deals: whenever the drawn panel changes (apart from its footer and the
    version in its ids), so does the key — a stale panel is never kept as current."""
    rng = random.Random(5)
    for game, seats in (("huutopussi", 4), ("prefa", 3), ("four-color", 4)):
        state = new_match(game, seats, None, rng.randrange(1000))
        before = {user: _drawn(hand_panel(_table(state, 1, seats, game), user)[0])
                  for user in USERS[:seats]}
        keys = {user: panel_key(_table(state, 1, seats, game), user) for user in USERS[:seats]}
        for version in range(2, 60):
            to_act = state.to_act()
            if not to_act:
                break
            state = state.clone()
            state.apply(to_act[0], rng.choice(state.legal_actions(to_act[0])))
            table = _table(state, version, seats, game)
            for user in USERS[:seats]:
                drawn, key = _drawn(hand_panel(table, user)[0]), panel_key(table, user)
                if drawn != before[user]:
                    assert key != keys[user], (game, version, user)
                before[user], keys[user] = drawn, key


def test_the_panel_key_follows_a_seats_name() -> None:
    state = new_match("huutopussi", 4, None, 3)
    plain = _table(state)
    renamed = _table(state, names=("Ann", "Bob", "Cid", "Eve"))
    assert panel_key(plain, USERS[0]) != panel_key(renamed, USERS[0])
    away = _table(state)
    away.record.seats[1] = replace(away.record.seats[1], away=True)
    assert panel_key(plain, USERS[0]) != panel_key(away, USERS[0])


def _drawn(payload: Any) -> tuple[Any, ...]:
    """A panel as its reader sees it, minus what names the move it was drawn at."""
    data = payload.embed.to_dict()
    data.pop("footer", None)
    components = []
    for row in payload.view.to_components():
        for c in row["components"]:
            parts = c["custom_id"].split(":", 4)  # ct, kind, table, version[, arg]
            components.append((c.get("label"), c.get("placeholder"), c.get("disabled"),
                               parts[1], parts[4:],
                               tuple(o["value"] for o in c.get("options", []))))
    return repr(data), tuple(components)



# --- drawn through the caches, as drawn without them ----------------------------------

def _plain_words(item: Any, locale: str = "en", names: Any = None) -> str:
    """``words`` the straightforward way: the whole text rendered, then red suits."""
    return render.red_suits(render_text(item, locale, names))


def _everything(table: Table, seats: int, locale: str, emojis: Any) -> list[Any]:
    payloads: list[Any] = [hand_panel(table, user, 0, Msg("discord-table-over"), locale,
                                      emojis)[0] for user in USERS[:seats]]
    payloads.append(table_message(table, [Join([Seat(0), Msg("discord-table-over")], " ")],
                                  emojis))
    return [(payload.content, repr(payload.embed.to_dict()), payload.view.to_components())
            for payload in payloads]


@pytest.mark.parametrize(("game", "seats"), [("huutopussi", 4), ("fifty-six", 4),
                                             ("prefa", 3), ("four-color", 4)])
def test_every_panel_and_table_message_reads_as_drawn_without_the_caches(
        game: str, seats: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """A seeded match, every seat's panel and the table message after each move, with
    pictures off and on, in two languages: the remembered words, messages and labels
    (the texts a game hands out again as the same objects) draw exactly what rendering
    each text whole draws."""
    rng = random.Random(7)
    state = new_match(game, seats, None, 11)
    emojis = every_emoji()
    for version in range(1, 50):
        to_act = state.to_act()
        if not to_act:
            break
        locale, shown = ("en", "fi")[version % 2], (None, emojis)[version // 2 % 2]
        table = _table(state, version, seats, game)
        table.record.meta["language"] = locale
        cached = _everything(table, seats, locale, shown)
        with monkeypatch.context() as patch:
            patch.setattr(render, "words", _plain_words)
            plain = _everything(table, seats, locale, shown)
        assert cached == plain, (game, version)
        state = state.clone()
        state.apply(to_act[0], rng.choice(state.legal_actions(to_act[0])))

# --- the drawn view ---------------------------------------------------------------------

def _real(view: DrawnView) -> discord.ui.View:
    """The view discord.py's own items make of the same layout."""
    real = discord.ui.View(timeout=None)
    for item in view.children:
        real.add_item(item)
    return real


def _layouts() -> list[render.Layout | None]:
    out: list[render.Layout | None] = [
        None, render.Layout(), render.playing_layout(4, 12, "fi"),
        render.lobby_layout(4, 1, False, True, False, True, "ja"),
        render.action_layout(3, 10, _bids()),
        render.action_layout(3, 10, [(f"x:{chr(65 + i % 26)}{i}", f"X ♦{i}") for i in range(90)]
                             + [("pass", "Pass")], page=1),
    ]
    cards = render.action_layout(3, 10, [("play:AS", "A♠"), ("play:KH", "K♥"), ("pass", "P")])
    first = cards.components()[0]
    assert isinstance(first, render.ButtonSpec)
    first.emoji = discord.PartialEmoji(name="as", id=123)
    out.append(cards)
    out.append(render.Layout(rows=[[render.ButtonSpec("", "ct:hand:1:2", "danger", True)]]))
    return out


@pytest.mark.parametrize("index", range(8))
async def test_a_drawn_view_sends_what_discord_pys_items_send(index: int) -> None:
    layout = _layouts()[index]
    view = build_view(layout)
    assert isinstance(view, DrawnView)
    assert view.to_components() == _real(view).to_components()
    assert view.is_finished() and not view.has_components_v2()  # never kept by discord.py
    # the picture path regroups buttons by their row (a select's row reads None in
    # discord.py: its slots shadow the property; it is placed by width instead)
    assert [item.row for item in view.children if isinstance(item, ActionButton)] \
        == [r for r, row in enumerate(layout.rows if layout else []) for spec in row
            if isinstance(spec, render.ButtonSpec)]


# --- numbers --------------------------------------------------------------------------

@pytest.mark.parametrize("locale", SUPPORTED_LOCALES)
def test_remembered_numbers_read_and_select_plurals_as_fluent_does(locale: str) -> None:
    from fluent.runtime.types import fluent_number

    from bot.i18n import catalog

    cat = catalog(locale)
    for value in (0, 1, 2, 5, 11, 21, 1234, 10**7, -3, 2**62):
        for message_id, arg in (("discord-results-winners", "count"),
                                ("discord-hand-footer", "version")):
            msg = cat.bundle.get_message(message_id)  # every locale has both (test_i18n)
            assert msg.value is not None
            plain, _ = cat.bundle.format_pattern(msg.value, {
                arg: fluent_number(value, useGrouping=False),
                "table": fluent_number(7, useGrouping=False)})
            assert cat.t(message_id, count=value, version=value, table=7) == plain
            assert cat.text(value) == str(fluent_number(value, useGrouping=False).format(
                cat._babel_locale))
