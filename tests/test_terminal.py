"""The terminal loop, driven by a script, on a tiny game that needs no registry."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest

from bot.engine import Action, Event, Game, IllegalAction, MatchResult, Section, View
from bot.engine.cards import CardParseError, card_code, card_text, cards_text, parse_card
from bot.engine.game import Options
from bot.line_editing import Completer
from bot.terminal import (
    build_menu,
    choices_line,
    completions,
    interpret,
    play,
    render_menu,
    terminal_locale,
)


class HighCardOptions(Options):
    pass


@dataclass
class HighCard(Game):
    """Two seats each hold two cards and play one; the higher card wins."""

    game_id = "high-card-test"
    title = "High card"
    seat_counts = (2,)
    options_model = HighCardOptions

    seats: int = 2
    hands: list[list[int]] = field(default_factory=list)
    played: list[int] = field(default_factory=list)
    turn: int = 0

    @classmethod
    def new(cls, seats: int, options: Options, seed: int,
            deals: Sequence[dict[str, Any]] | None = None) -> HighCard:
        hands = [[parse_card(c) for c in hand] for hand in deals[0]["hands"]] if deals else [
            [parse_card("AS"), parse_card("7H")], [parse_card("KS"), parse_card("8H")]]
        return cls(seats=seats, hands=hands)

    def to_act(self) -> tuple[int, ...]:
        return () if len(self.played) == 2 else (self.turn,)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        return [Action("play", card_code(c)) for c in self.hands[seat]]

    def _apply(self, seat: int, action: Action) -> list[Event]:
        if action.kind != "play":
            raise self.reject(seat, f"“{action.kind}” is not a High card move. Play a card.")
        try:
            card = parse_card(action.arg)
        except CardParseError as err:
            raise self.reject(seat, str(err)) from None
        if card not in self.hands[seat]:
            raise self.reject(seat, "You don't hold that card.")
        self.hands[seat].remove(card)
        self.played.append(card)
        self.turn = 1 - seat
        return [Event("play", f"{{s{seat}}} plays {action.arg}.", seat)]

    def label(self, action: Action) -> str:
        return card_text(parse_card(action.arg))

    def view(self, seat: int | None) -> View:
        hand = self.hands[seat] if seat is not None else []
        return View(self.game_id, seat, "Play", list(self.to_act()), "Play a card.",
                    [Section("Table", cards_text(self.played) or "empty")],
                    [card_code(c) for c in hand], cards_text(hand))

    def result(self) -> MatchResult | None:
        if len(self.played) < 2:
            return None
        winner = 0 if self.played[0] > self.played[1] else 1
        return MatchResult([[0], [1]], [1 - winner, winner], [winner, 1 - winner], [winner],
                           f"{{s{winner}}} wins.")

    def deals_completed(self) -> int:
        return int(len(self.played) == 2)


def run_script(lines: list[str]) -> tuple[HighCard, str]:
    state = HighCard.new(2, HighCardOptions(), 0)
    feed = iter(lines)
    out: list[str] = []
    final = play(state, human=0, read=lambda _prompt: next(feed), write=out.append)
    assert isinstance(final, HighCard)
    return final, "\n".join(out)


def test_bad_input_gets_reason_and_choices_then_a_card_works() -> None:
    state, out = run_script(["hello", "9", "QD", "ZZ", "@@", "as"])
    assert "“hello” is not a High card move. Play a card." in out  # the game's own reason
    assert "There is no move number 9. Pick 1 to 2." in out
    assert "You don't hold that card." in out
    assert "“ZZ” is not a card." in out
    assert "“@@” is not a move. Type a number from the list or a move like “AS”." in out
    assert out.count("Your choices: A♠, 7♥") == 5  # faces, not codes, after every refusal
    assert "play:" not in out.replace("Ada (you) plays AS.", "")
    assert "Ada (you) plays AS." in out
    assert state.is_over
    assert "wins." in out


def test_number_and_quit() -> None:
    state, out = run_script(["quit"])
    assert not state.is_over
    assert "Goodbye" in out
    state, out = run_script(["2"])
    assert state.played[0] == parse_card("7H")


def test_end_of_input_is_a_clean_goodbye() -> None:
    state = HighCard.new(2, HighCardOptions(), 0)
    out: list[str] = []

    def eof(_prompt: str) -> str:
        raise EOFError

    play(state, human=0, read=eof, write=out.append)
    assert "Goodbye" in out[-1]


def test_interpret_forms() -> None:
    state = HighCard.new(2, HighCardOptions(), 0)
    assert interpret("1", state, 0) == Action("play", "AS")
    assert interpret("play:7H", state, 0) == Action("play", "7H")
    assert interpret("play 7h", state, 0) == Action("play", "7H")  # the legal move it names
    assert interpret("play q♦", state, 0) == Action("play", "QD")  # the game will refuse it
    assert interpret("7♥", state, 0) == Action("play", "7H")
    assert interpret("a♠", state, 0) == Action("play", "AS")
    assert interpret("bid 60", state, 0) == Action("bid", "60")  # the game will refuse it
    try:
        interpret("", state, 0)
    except IllegalAction as err:
        assert err.reason == "Type a number from the list or a move like “AS”."
    else:
        raise AssertionError("empty input accepted")


def test_a_computer_interrupted_by_ctrl_c_is_a_goodbye() -> None:
    """Ctrl-C while a computer thinks (outside the prompt) ends the game politely."""
    state = HighCard.new(2, HighCardOptions(), 0)
    state.turn = 1
    out: list[str] = []

    def interrupted(_state: Game, _seat: int, _rng: object) -> Action:
        raise KeyboardInterrupt

    final = play(state, human=0, read=lambda _p: "1", write=out.append, computer=interrupted)
    assert final is state and not state.is_over
    assert out[-1].endswith("Goodbye — the game was not finished.")


def test_main_turns_ctrl_c_into_a_goodbye(monkeypatch: Any, capsys: Any) -> None:
    import bot.__main__ as entry
    import bot.terminal

    def interrupted(*_args: object, **_kw: object) -> Game:
        raise KeyboardInterrupt

    monkeypatch.setattr(bot.terminal, "play", interrupted)
    assert entry.run(["play", "huutopussi", "--seed", "3"]) == 130
    assert "goodbye" in capsys.readouterr().err


# --- the move list: amounts summed up, never numbered --------------------------------

@dataclass
class Auction(HighCard):
    """A toy auction: bids 5 … 60 by 5, plus pass and a redeal."""

    game_id = "auction-test"
    low: int = 5

    def legal_actions(self, seat: int) -> list[Action]:
        return [Action("bid", str(x)) for x in range(self.low, 65, 5)] + [
            Action("pass"), Action("redeal")]

    def label(self, action: Action) -> str:
        return {"bid": f"Bid {action.arg}", "pass": "Pass"}.get(action.kind, "Ask for a redeal")


def test_bids_are_typed_by_amount_and_other_moves_numbered() -> None:
    state = Auction(low=5)
    menu = build_menu(state.legal_actions(0))
    assert menu.numbered == [Action("pass"), Action("redeal")] and menu.bare_amounts
    assert render_menu(state, state.legal_actions(0)).splitlines() == [
        "  1. Pass", "  2. Ask for a redeal  [redeal]",
        "  Bid 5 … 60 in steps of 5: type “10” or “bid 10”"]
    assert interpret("5", state, 0) == Action("bid", "5")
    assert interpret("2", state, 0) == Action("redeal")
    assert interpret("bid 60", state, 0) == Action("bid", "60")
    assert interpret("62", state, 0) == Action("bid", "62")  # the game says why not
    assert choices_line(state, state.legal_actions(0)) == (
        "Your choices: Pass, Ask for a redeal, Bid 5 … 60 in steps of 5")


def test_amounts_that_could_be_menu_numbers_need_the_move_name() -> None:
    state = Auction(low=5)
    state.legal_actions = lambda seat: [  # type: ignore[method-assign]
        Action("bid", str(x)) for x in (1, 2, 4)] + [Action("pass"), Action("redeal")]
    menu = build_menu(state.legal_actions(0))
    assert not menu.bare_amounts
    assert render_menu(state, state.legal_actions(0)).splitlines()[-1] == (
        "  Bid 1, 2, 4: type “bid 2”")
    assert interpret("2", state, 0) == Action("redeal")  # always the menu number
    assert interpret("bid 2", state, 0) == Action("bid", "2")
    assert interpret("4", state, 0) == Action("bid", "4")  # not a menu number


def test_spoken_bids_reach_the_game() -> None:
    """Fifty-Six convention calls typed bare in the terminal are bids the engine judges."""
    from bot.engine import load_all

    cls = load_all()["fifty-six"]
    state = cls.new(4, cls.parse_options(None), seed=1)
    seat = state.to_act()[0]
    assert interpret("28 spades", state, seat) == Action("bid", "28S")  # the choice's label
    opened = state.clone()
    opened.apply(seat, interpret("spades 28", opened, seat))
    nxt = opened.to_act()[0]
    raised = opened.clone()
    raised.apply(nxt, interpret("+1 noes", raised, nxt))
    assert raised.high_amount == 29 and raised.high_strain != opened.high_strain
    try:
        state.clone().apply(seat, interpret("xyz", state, seat))
    except IllegalAction as err:
        assert "“xyz” is not a move in Fifty-Six. Say a bid like 28 spades" in err.reason
    else:
        raise AssertionError("nonsense accepted as a bid")


# --- help, rules and the legend (issue 16 item 9) ------------------------------------

@dataclass
class Lettered(HighCard):
    """High card with a legend, as Four Color has one for its letters and marks."""

    game_id = "lettered-test"

    def legend(self) -> str:
        return "A ace · 7 seven · * a card you can't see"


def test_help_shows_the_moves_and_the_games_legend() -> None:
    state = Lettered.new(2, HighCardOptions(), 0)
    out: list[str] = []
    feed = iter(["help", "quit"])
    play(state, human=0, read=lambda _p: next(feed), write=out.append)
    text = "\n".join(out)
    after_help = text[text.index("1. A♠", text.index("Play a card.") + 1):]
    assert after_help.count("1. A♠") == 2  # the move list again
    assert "What the signs mean:\nA ace · 7 seven · * a card you can't see" in after_help
    assert "Also: “rules” for the rules, “quit” to stop." in after_help


def test_help_without_a_legend_shows_only_the_moves() -> None:
    _state, out = run_script(["help", "quit"])
    assert "What the signs mean" not in out
    assert out.count("  1. A♠") == 2


def test_rules_are_not_read_as_a_move() -> None:
    state, out = run_script(["rules", "quit"])
    assert "There are no rules pages for High card yet." in out
    assert "not a High card move" not in out and not state.played


def test_rules_show_the_games_rules_page_and_the_house_rules() -> None:
    from bot.engine import new_match
    from bot.rules_text import pages

    state = new_match("huutopussi", 4, {"rank_order": "ace_ten"}, 2)
    feed = iter(["rules", "quit"])
    out: list[str] = []
    play(state, human=state.to_act()[0], read=lambda _p: next(feed), write=out.append)
    first = pages("huutopussi")[0]
    rules = out[out.index(f"── {first.title} ──"):]
    assert not any("**" in line for line in rules)  # Markdown's bold marks are gone
    assert all(len(line) <= 100 for line in rules)
    assert "This table:" in out
    assert any(line.startswith("  Rank order: ace ten") for line in out)
    assert not any("is not a Huutopussi move" in line for line in out)


# --- reading through the game's own reader (Game.parse_action) -------------------------

@dataclass
class Spoken(HighCard):
    """A game whose reader knows its own words: "high" is its highest card, "low" its
    lowest; "ace" names the ace of spades even when it is not legal."""

    game_id = "spoken-test"

    def parse_action(self, seat: int, text: str) -> Action:
        hand = sorted(self.hands[seat])
        word = text.strip().lower()
        if word in ("high", "low"):
            return Action("play", card_code(hand[-1] if word == "high" else hand[0]))
        if word == "ace":
            return Action("play", "AS")
        return super().parse_action(seat, text)


def test_the_games_reader_comes_first() -> None:
    state = Spoken.new(2, HighCardOptions(), 0)
    assert interpret("high", state, 0) == Action("play", "AS")
    assert interpret("low", state, 0) == Action("play", "7H")
    assert interpret("1", state, 0) == Action("play", "AS")  # menu numbers stay the terminal's
    assert interpret("play:7H", state, 0) == Action("play", "7H")


def test_a_move_the_game_reads_but_forbids_gets_the_games_reason() -> None:
    state = Spoken.new(2, HighCardOptions(), 0, deals=[{"hands": [["KH", "7H"], ["AS", "8H"]]}])
    out: list[str] = []
    feed = iter(["ace", "low"])
    play(state, human=0, read=lambda _p: next(feed), write=out.append)
    assert "You don't hold that card." in out  # the game's own reason for its own reading
    assert "Ada (you) plays 7H." in out


def test_a_bare_amount_of_coded_moves_says_what_it_needs() -> None:
    """Fifty-Six's bids are codes (``28S``): a bare ``28`` is told the form, not 'no move 28'."""
    state = Coded(low=5)
    with pytest.raises(IllegalAction) as err:
        interpret("28", state, 0)
    assert err.value.reason == "“28” needs more: type a code like “28S” (28 spades)."
    with pytest.raises(IllegalAction) as err:
        interpret("99", state, 0)
    assert err.value.reason == "There is no move number 99. The only one is 1."


@dataclass
class Coded(Auction):
    """Bids by code: 28 … 40 in each of two suits."""

    game_id = "coded-test"

    def legal_actions(self, seat: int) -> list[Action]:
        return [Action("bid", f"{x}{s}") for x in range(28, 41) for s in "SH"] + [Action("pass")]

    def label(self, action: Action) -> str:
        if action.kind == "pass":
            return "Pass"
        suit = {"S": "spades", "H": "hearts"}[action.arg[-1]]
        return f"{action.arg[:-1]} {suit}"


# --- the player's language (issue 19, terminal part) -----------------------------------

FINNISH = """
term-how-to-type = Kirjoita { $ways }.
term-way-number = numero listasta
term-way-move = siirto kuten “{ $typed }”
term-goodbye = Näkemiin — peli jäi kesken.
"""


@pytest.fixture
def finnish(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A few Finnish messages as if their catalog existed (the rest falls back to English),
    catalogs rebuilt before and after."""
    import bot.i18n

    real = bot.i18n.ftl_files
    monkeypatch.setattr(bot.i18n, "available_locales", lambda: ("en", "fi"))
    monkeypatch.setattr(bot.i18n, "ftl_files",
                        lambda locale: [("terminal.ftl", FINNISH)] if locale == "fi"
                        else real(locale))
    bot.i18n.catalog.cache_clear()
    yield
    bot.i18n.catalog.cache_clear()


def test_the_locale_is_taken_from_lang_then_the_environment(
        monkeypatch: pytest.MonkeyPatch, finnish: None) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    assert terminal_locale(None) == "en"
    monkeypatch.setenv("LANG", "fi_FI.UTF-8")
    assert terminal_locale(None) == "fi"
    assert terminal_locale("en") == "en"  # --lang wins
    monkeypatch.setenv("LC_ALL", "C.UTF-8")
    assert terminal_locale(None) == "en"  # LC_ALL wins over LANG


def test_every_sentence_is_rendered_in_the_players_locale(finnish: None) -> None:
    state = HighCard.new(2, HighCardOptions(), 0)
    out: list[str] = []
    feed = iter(["", "quit"])
    play(state, human=0, read=lambda _p: next(feed), write=out.append, locale="fi")
    assert "Kirjoita numero listasta tai siirto kuten “AS”." in out  # Finnish "or" too
    assert out[-1] == "Näkemiin — peli jäi kesken."
    assert "Your choices: A♠, 7♥" in out  # not translated yet: English


def test_python_m_bot_play_passes_lang_and_lang_variable(
        monkeypatch: pytest.MonkeyPatch, finnish: None) -> None:
    import bot.__main__ as entry
    import bot.terminal

    seen: list[str | None] = []

    def record(state: Game, **kwargs: Any) -> Game:
        seen.append(kwargs.get("locale"))
        return state

    monkeypatch.setattr(bot.terminal, "play", record)
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    assert entry.main(["play", "huutopussi", "--seed", "1", "--lang", "fi"]) == 0
    monkeypatch.setenv("LANG", "fi_FI.UTF-8")
    assert entry.main(["play", "huutopussi", "--seed", "1"]) == 0
    assert entry.main(["play", "huutopussi", "--seed", "1", "--lang", "xx"]) == 0
    assert seen == ["fi", "fi", "en"]


# --- Tab completion (issue 16 item 7) ----------------------------------------------------

def test_tab_completes_the_legal_moves_and_the_terminals_words() -> None:
    state = HighCard.new(2, HighCardOptions(), 0)
    words = completions(state, 0)
    assert words == ["7H", "AS", "help", "play 7H", "play AS", "quit", "rules"]
    completer = Completer()
    completer.offer(words)
    assert [completer.complete("pl", i) for i in range(3)] == ["play 7H", "play AS", None]
    assert completer.complete("q", 0) == "quit"
    assert completer.matches("a") == ["AS"]  # any case
    assert completer.matches("zz") == []


def test_the_loop_offers_completions_before_each_prompt() -> None:
    state = HighCard.new(2, HighCardOptions(), 0)
    offered: list[list[str]] = []
    feed = iter(["zz", "as"])
    play(state, human=0, read=lambda _p: next(feed), write=lambda _l: None,
         offer=lambda words: offered.append(list(words)))
    assert offered == [completions(HighCard.new(2, HighCardOptions(), 0), 0)] * 2
