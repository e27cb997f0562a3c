"""The Game contract every game implements, and the small types it speaks in.

Modelled on python-chess and OpenSpiel: one state object, its legal actions and
one way to change it. Inside, a state is a plain dataclass of ints, lists and
dicts so the hot path (legal moves, applying a card) stays fast; pydantic is
used only at the edges — options, and JSON through a cached ``TypeAdapter``.

Seats are ints ``0..n-1``. Text meant for people is never a finished sentence:
it is a ``Text`` (``bot.engine.text``) — a message id with arguments, seats as
``Seat(i)`` — which the host renders in the reader's language with the names it
knows (members on Discord, "You"/"West" in the terminal). ``str()`` of any of them
is English with ``{s0}`` placeholders, for logs and tests.
"""

from __future__ import annotations

import dataclasses
import json
import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any, ClassVar, Self, TypeVar, cast

from pydantic import BaseModel, ConfigDict, TypeAdapter

from bot.engine.cards import CardParseError, card_code, parse_card
from bot.engine.text import Listing, Msg, Seat, Text, text_to_json


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


def _english(text: Text, names: Sequence[str] | None = None) -> str:
    from bot.i18n import english  # a leaf package, loaded on first use

    return english(text, names)


class IllegalAction(ValueError):
    """An action the rules forbid. ``message`` says why, for the player (a ``Text``);
    ``reason`` is the same in English.

    Raising it must leave the state exactly as it was: games validate fully
    before they change anything.
    """

    def __init__(self, message: Text, legal: Sequence[Action] = ()) -> None:
        super().__init__(message)
        self.message = message
        self.legal = tuple(legal)

    @property
    def reason(self) -> str:
        return _english(self.message)

    def __str__(self) -> str:
        return self.reason


class InvalidPosition(ValueError):
    """A described position that cannot happen (a card twice, a wrong count, a trick out of
    turn). Raised by the games' position constructors; ``str(err)`` says what is wrong,
    for the developer writing the position."""


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, told publicly. ``msg`` is a ``Text`` (seats as ``Seat(i)``);
    ``text`` is the same in English with ``{sN}`` placeholders."""

    kind: str
    msg: Text
    seat: int | None = None

    @property
    def text(self) -> str:
        return _english(self.msg)

    def render(self, names: Sequence[str]) -> str:
        """English with names (hosts that speak other languages use ``bot.i18n``)."""
        return _english(self.msg, names)


@dataclass(slots=True)
class Section:
    """A titled block of the table display (both ``Text``)."""

    title: Text
    body: Text


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
    prompt: Text
    sections: list[Section]
    hand: list[str] = field(default_factory=list)
    hand_text: Text = ""
    data: dict[str, Any] = field(default_factory=dict)
    over: bool = False
    phase_text: Text = ""

    @property
    def phase_title(self) -> Text:
        """The phase as people read it (``phase`` is the code once a game sets ``phase_text``)."""
        return self.phase_text or self.phase

    def as_dict(self) -> dict[str, Any]:
        """The view as plain data, every text in English (``{sN}`` for seats)."""
        out = dataclasses.asdict(self)
        for key in ("phase", "prompt", "hand_text", "phase_text"):
            out[key] = _english(getattr(self, key))
        out["sections"] = [{"title": _english(s.title), "body": _english(s.body)}
                           for s in self.sections]
        return out


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
    summary: Text = ""

    def summary_json(self) -> Any:
        """The summary as JSON (kept with a finished match, read later in any language)."""
        return text_to_json(self.summary)


@dataclass(frozen=True, slots=True)
class DealRecord:
    """One finished deal as data (hosts, benches and history read it; text comes from it).

    ``declarer``: the seat that won the auction or chose the contract (None: no contract,
    e.g. everyone passed). ``contract``: the game's own code for it (``"120"``, ``"7S"``,
    ``"bid:32S"``) or "". ``made``: whether the declaring side made it (None: no contract).
    ``margin``: how far above (+) or below (−) what it needed, in the game's points.
    ``changes``: each team's score change from this deal (teams as in ``MatchResult``).
    ``detail``: anything else the game records, JSON-ready (codes and numbers only).
    """

    number: int
    declarer: int | None
    contract: str
    made: bool | None
    margin: int
    changes: tuple[int, ...]
    detail: dict[str, Any] = field(default_factory=dict)


class Options(BaseModel):
    """Base for game options: immutable, unknown keys rejected with a clear error."""

    model_config = ConfigDict(frozen=True, extra="forbid")


_O = TypeVar("_O", bound=Options)


class _PlainOptions:
    """Option values as ordinary attributes (see ``plain_options``)."""


def plain_options(options: _O) -> _O:
    """The values of ``options`` on a plain object, for a game's hot path to read.

    A pydantic model defines ``__getattr__``, so CPython cannot specialize reads of its
    fields: each costs several times a plain attribute, and a playout reads options on
    almost every action. Games keep one of these beside their ``options`` field (never in
    a snapshot) and read it where speed matters. It has the same attribute names and values
    (typed as the options for that reason); nothing may change it.
    """
    plain = _PlainOptions()
    plain.__dict__.update(options)
    return cast(_O, plain)


def fill_names(text: Text, names: Sequence[str]) -> str:
    """``text`` in English with seat names filled in (hosts in other languages use
    ``bot.i18n.render``)."""
    return _english(text, names)


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

    def label(self, action: Action) -> Text:
        """A short human label for a legal action (buttons, menus)."""
        return str(action)

    def deal_records(self) -> list[DealRecord]:
        """Every finished deal of the match so far, oldest first (default: none kept)."""
        return []

    def parse_action(self, seat: int, text: str) -> Action:
        """The legal action of ``seat`` that typed ``text`` means, else the text as an action.

        Shared by every front end that reads typed moves (slash commands, the terminal), so
        all answer alike. Accepted: the stable form (``play:10S``), a space for the colon
        (``play 10s``), and a bare argument that matches exactly one legal action (``10S``,
        ``60``). What matches nothing comes back parsed, so ``apply`` gives the game's own
        reason. Games override it for their own spellings (e.g. ``6 spades``) and add
        near-miss hints in the reasons they raise from ``apply``.
        """
        raw = text.strip()
        if ":" not in raw and " " in raw:
            kind, arg = raw.split(None, 1)
            raw = f"{kind}:{arg}"
        action = Action.parse(raw)
        legal = {str(a).lower(): a for a in self.legal_actions(seat)}
        hit = legal.get(str(action).lower())
        if hit is not None:
            return hit
        code = self.read_card(action.arg or action.kind)
        if code is not None and action.arg:
            hit = legal.get(f"{action.kind}:{code}".lower())
        elif not action.arg:  # a bare argument: "10S", "60"
            matches = [a for a in legal.values()
                       if a.arg and a.arg.lower() in (action.kind, (code or "").lower())]
            hit = matches[0] if len(matches) == 1 else None
        return hit or action

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
            raise IllegalAction(Msg("engine-match-over"))
        if seat not in self.to_act():
            raise IllegalAction(self.not_your_turn(seat))
        return self._apply(seat, action)

    def not_your_turn(self, seat: int) -> Text:
        return Msg("engine-not-your-turn", waiting=Listing((Seat(s) for s in self.to_act()),
                                                            "or"))

    def reject(self, seat: int, reason: Text) -> IllegalAction:
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
