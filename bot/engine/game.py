"""The Game contract every game implements, and the small types it speaks in.

Modelled on python-chess and OpenSpiel: one state object, its legal actions and
one way to change it. Inside, a state is a plain dataclass of ints, lists and
dicts so the hot path (legal moves, applying a card) stays fast; pydantic is
used only at the edges — options, and JSON through a cached ``TypeAdapter``.

Seats are ints ``0..n-1``. Text meant for people names seats with the
placeholders ``{s0}``, ``{s1}`` … so the caller fills in display names
(members on Discord, "You"/"West" in the terminal) without the engine knowing
who anyone is.
"""

from __future__ import annotations

import dataclasses
import json
import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any, ClassVar, Self

from pydantic import BaseModel, ConfigDict, TypeAdapter

from bot.engine.cards import CardParseError, card_code, parse_card


@dataclass(frozen=True, slots=True)
class Action:
    """One thing a seat can do. ``str(action)`` is its stable form, e.g. ``play:10S``."""

    kind: str
    arg: str = ""

    def __str__(self) -> str:
        return f"{self.kind}:{self.arg}" if self.arg else self.kind

    @classmethod
    def parse(cls, text: str) -> Action:
        kind, _, arg = text.strip().partition(":")
        return cls(kind.strip().lower(), arg.strip())


class IllegalAction(ValueError):
    """An action the rules forbid. ``reason`` is a sentence for the player.

    Raising it must leave the state exactly as it was: games validate fully
    before they change anything.
    """

    def __init__(self, reason: str, legal: Sequence[Action] = ()) -> None:
        super().__init__(reason)
        self.reason = reason
        self.legal = tuple(legal)


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, told publicly (``{sN}`` placeholders name seats)."""

    kind: str
    text: str
    seat: int | None = None

    def render(self, names: Sequence[str]) -> str:
        return fill_names(self.text, names)


@dataclass(slots=True)
class Section:
    """A titled block of the table display; ``body`` may use ``{sN}`` placeholders."""

    title: str
    body: str


@dataclass(slots=True)
class View:
    """Everything one seat may know (``seat=None``: the public view) and nothing more.

    The Discord layer and the terminal render only views, so a hidden card can
    reach a player only if a game puts it in their own view.
    """

    game: str
    seat: int | None
    phase: str
    to_act: list[int]
    prompt: str
    sections: list[Section]
    hand: list[str] = field(default_factory=list)
    hand_text: str = ""
    data: dict[str, Any] = field(default_factory=dict)
    over: bool = False

    def as_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


@dataclass(slots=True)
class MatchResult:
    """The outcome of a finished match.

    ``teams`` groups seats (individual games: one seat per team); ``scores`` is
    one number per team; ``ranks`` is one place per team, 0 = first, equal
    numbers for a tie; ``winners`` lists winning seats.
    """

    teams: list[list[int]]
    scores: list[int]
    ranks: list[int]
    winners: list[int]
    summary: str = ""


class Options(BaseModel):
    """Base for game options: immutable, unknown keys rejected with a clear error."""

    model_config = ConfigDict(frozen=True, extra="forbid")


def fill_names(text: str, names: Sequence[str]) -> str:
    for i, name in enumerate(names):
        text = text.replace(f"{{s{i}}}", name)
    return text


def ranks_from_scores(scores: Sequence[int], higher_is_better: bool = True) -> list[int]:
    """Competition ranks (0 = best, ties share a place) from one score per team."""
    key = [(-s if higher_is_better else s) for s in scores]
    return [sum(1 for other in key if other < k) for k in key]


@cache
def _adapter(cls: type) -> TypeAdapter[Any]:
    return TypeAdapter(cls)


class Game(ABC):
    """A whole match of one game: deals, scores and the end.

    Subclasses are ``@dataclass`` states. They set the class attributes, then
    implement ``new``, ``to_act``, ``legal_actions``, ``_apply``, ``view`` and
    ``result``. ``apply`` here does the checks every game shares.
    """

    game_id: ClassVar[str]
    title: ClassVar[str]
    summary: ClassVar[str] = ""
    seat_counts: ClassVar[tuple[int, ...]]
    options_model: ClassVar[type[Options]]

    # --- construction -------------------------------------------------------
    @classmethod
    @abstractmethod
    def new(cls, seats: int, options: Options, seed: int,
            deals: Sequence[dict[str, Any]] | None = None) -> Self:
        """A fresh match. ``deals``, for tests, replaces the shuffles in order:
        each is ``{"hands": [[card codes per seat]], ...game-specific extras}``."""

    # --- the contract -------------------------------------------------------
    @abstractmethod
    def to_act(self) -> tuple[int, ...]:
        """Seats that may act now: usually one, several during claim windows."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """Every legal action of ``seat`` now (empty if it may not act)."""

    @abstractmethod
    def _apply(self, seat: int, action: Action) -> list[Event]:
        """Validate (raising IllegalAction before any change), then change the state."""

    @abstractmethod
    def view(self, seat: int | None) -> View:
        """What ``seat`` may know; ``None`` is the public view."""

    @abstractmethod
    def result(self) -> MatchResult | None:
        """The outcome once the match is over, else None."""

    @abstractmethod
    def deals_completed(self) -> int:
        """How many deals have been played to the end (redeals not counted)."""

    def label(self, action: Action) -> str:
        """A short human label for a legal action (buttons, menus)."""
        return str(action)

    @classmethod
    def read_card(cls, text: str) -> str | None:
        """The code of the card ``text`` names (``q♠`` → ``QS``), or None if it names none.

        Text front ends (the terminal) use it to hand a typed card to the game in the
        game's own spelling, so the game can say "You don't hold Q♠" rather than the
        front end guessing. French cards by default; a game with other cards
        overrides it. Whether the card is in this game's pack is the game's to say.
        """
        try:
            return card_code(parse_card(text))
        except CardParseError:
            return None

    def auto_answer(self, seat: int) -> Action | None:
        """The no-choice answer a host may give for ``seat`` after a fixed short delay.

        Some questions go to every seat so that nobody learns who had a real choice
        (Four Color's claim windows, §13 Q8). A seat whose only answer is "pass" gets it
        here; the table service applies it after the same delay for everyone, so the
        timing reveals nothing either. Default: no such questions.
        """
        return None

    def stopped_result(self) -> MatchResult | None:
        """The standing if the match is stopped now, for games whose spec defines one.

        Prefa's §10.5 shares out the remaining pots; other games have no agreed way
        to score an unfinished match and return None.
        """
        return None

    def random_action(self, seat: int, rng: random.Random) -> Action:
        """A random legal action of ``seat`` for playouts, tests and the simplest computer seat.

        Uniform by default. A game overrides it when uniform play would not finish a
        match (Huutopussi lists ~80 bids and one pass, so uniform bidding always
        reaches the maximum, every contract fails and the scores sink forever).
        """
        actions = self.legal_actions(seat)
        return actions[0] if len(actions) == 1 else rng.choice(actions)

    @property
    def clockwise(self) -> bool:
        """Whether seat ``s + 1`` sits on seat ``s``'s left (play goes clockwise).

        Hosts that name seats by compass point need it so the names go round the
        table the way the cards do; games that play to the right override it.
        """
        return True

    # --- shared behaviour ---------------------------------------------------
    def seat_count(self) -> int:
        """How many seats the match has (games store it as ``seats``)."""
        return int(self.seats)  # type: ignore[attr-defined]

    @property
    def is_over(self) -> bool:
        return self.result() is not None

    def apply(self, seat: int, action: Action | str) -> list[Event]:
        """Apply one action of ``seat``; raise IllegalAction with a reason if it may not."""
        if isinstance(action, str):
            action = Action.parse(action)
        if self.is_over:
            raise IllegalAction("This match is over. Start a new one to play again.")
        if seat not in self.to_act():
            raise IllegalAction(self.not_your_turn(seat))
        return self._apply(seat, action)

    def not_your_turn(self, seat: int) -> str:
        waiting = self.to_act()
        who = " or ".join(f"{{s{s}}}" for s in waiting)
        return f"It is not your turn — waiting for {who}."

    def reject(self, seat: int, reason: str) -> IllegalAction:
        """An IllegalAction carrying the seat's legal choices, for helpful replies."""
        return IllegalAction(reason, self.legal_actions(seat))

    # --- serialization ------------------------------------------------------
    def to_json(self) -> str:
        return _adapter(type(self)).dump_json(self).decode()

    def to_dict(self) -> dict[str, Any]:
        return _adapter(type(self)).dump_python(self, mode="json")

    @classmethod
    def from_json(cls, text: str) -> Self:
        return _adapter(cls).validate_json(text)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self:
        return _adapter(cls).validate_python(data)

    def clone(self) -> Self:
        """An independent copy (for search and simulations)."""
        return type(self).from_json(self.to_json())

    @classmethod
    def parse_options(cls, options: Options | dict[str, Any] | None) -> Options:
        if isinstance(options, cls.options_model):
            return options
        if isinstance(options, Options):
            raise TypeError(f"{type(options).__name__} are not options of {cls.game_id}")
        return cls.options_model.model_validate(options or {})


def canonical(state: Game) -> str:
    """A stable text of a state for equality checks in tests and the store."""
    return json.dumps(state.to_dict(), sort_keys=True, separators=(",", ":"))
