"""The terminal loop, driven by a script, on a tiny game that needs no registry."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.engine import Action, Event, Game, IllegalAction, MatchResult, Section, View
from bot.engine.cards import card_code, cards_text, parse_card
from bot.engine.game import Options
from bot.terminal import interpret, play


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
            raise self.reject(seat, "Play a card.")
        card = parse_card(action.arg)
        if card not in self.hands[seat]:
            raise self.reject(seat, "You don't hold that card.")
        self.hands[seat].remove(card)
        self.played.append(card)
        self.turn = 1 - seat
        return [Event("play", f"{{s{seat}}} plays {action.arg}.", seat)]

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
    state, out = run_script(["hello", "9", "QD", "as"])
    assert "“hello” is not a move" in out
    assert "There is no move number 9. Pick 1 to 2." in out
    assert "You don't hold that card." in out
    assert "Your choices: play:AS, play:7H" in out
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
    assert interpret("play 7h", state, 0) == Action("play", "7h")
    assert interpret("7♥", state, 0) == Action("play", "7H")
    try:
        interpret("bid 60", state, 0)
    except IllegalAction as err:
        assert "You can't “bid” now" in err.reason
    else:
        raise AssertionError("bid accepted in a game without bids")


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
        assert "is not a call" in err.reason
    else:
        raise AssertionError("nonsense accepted as a bid")
