"""Fifty-Six (56), the Kerala point-trick game for 4, 6 or 8 players in two teams.

The rules follow ``shared/rules/fifty-six.md`` (the seed rules by default; every
variant of its §13 is an option). Seats are numbered in the direction of play,
so "the next seat" is always ``s + 1``; the ``direction`` option only changes
the words (right/left), never the order. Teams are even seats vs odd seats.

Two packs are used, so identical cards are equal ints; the trick rule "of two
identical cards the first played wins" falls out of keeping the winner unless a
later card is *strictly* higher.

The auction records the spoken form of every bid ("28 spades", "plus 1 noes",
…) with the meaning it conventionally conveys; legality depends only on the
amount and the strain.

Actions: ``pass``, ``double``, ``redouble``, ``bid:28S`` … ``bid:56N`` (N = no-trumps;
these are what ``legal_actions`` lists, one per amount and strain, read as the
plain forms "28 spades" / "28 no-trumps") and ``play:JS``. A bid's argument may
also be any spoken form — ``bid:plus 1 hearts``, ``bid:spades 28``, ``bid:29 noes``
— and a bare spoken form works as the whole action (``"28 spades"``); see
``parse_call``. The stable machine form of a bid said in a given form is the
listed action plus ``:form``: ``bid:32S:plus_suit``, ``bid:30N:number_noes``
(computer players speak this way; it is legal exactly when ``bid:32S`` is).

Tests may preset deals as ``{"hands": [...], "dealer": d}``, where ``dealer``
(first deal only) replaces the draw for the first dealer.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any, ClassVar, Literal, NamedTuple, Self

from pydantic import Field, field_validator

from bot.engine import Action, Event, Game, IllegalAction, MatchResult, Section, View, register
from bot.engine.cards import (
    ACE,
    CLUBS,
    DIAMONDS,
    HEARTS,
    JACK,
    KING,
    QUEEN,
    SPADES,
    SUIT_NAMES,
    SUIT_SINGULAR,
    SUIT_SYMBOLS,
    Card,
    CardParseError,
    build_deck,
    card_code,
    card_text,
    cards_text,
    parse_card,
    shuffled,
    sort_hand,
)
from bot.engine.game import Options, ranks_from_scores

NT = 4  # the "strain" of a no-trump bid; suits are 0..3
STRAIN_LETTERS = "SHDCN"
MIN_BID, MAX_BID = 28, 56
TARGET = 12  # game points to win; also the number of table cards each team starts with

RANKS_48 = (JACK, 9, ACE, 10, KING, QUEEN)
RANKS_64 = (*RANKS_48, 8, 7)
RANKS_32 = (JACK, 9, ACE, 10)
_RANK_STRENGTH = {JACK: 7, 9: 6, ACE: 5, 10: 4, KING: 3, QUEEN: 2, 8: 1, 7: 0}
_RANK_POINTS = {JACK: 3, 9: 2, ACE: 1, 10: 1}
# Per card int (rank << 2 | suit): looked up in the hot path instead of computed.
STRENGTH = [_RANK_STRENGTH.get(c >> 2, -1) for c in range(64)]
POINTS = [_RANK_POINTS.get(c >> 2, 0) for c in range(64)]
RANK_KEY = [_RANK_STRENGTH.get(r, -1) for r in range(16)]

# (lowest contract, highest contract, GP if made, GP to the opponents if failed)
SCORE_TABLES: dict[str, tuple[tuple[int, int, int, int], ...]] = {
    "seed": ((28, 39, 1, 2), (40, 47, 2, 3), (48, 55, 3, 4), (56, 56, 4, 5)),
    "nair": ((28, 39, 1, 2), (40, 47, 2, 3), (48, 56, 3, 4)),
    "56cards": ((28, 39, 1, 2), (40, 55, 2, 3), (56, 56, 3, 4)),
}

FORMS = ("number_suit", "plus_suit", "suit_number", "number_nt", "number_noes", "plus_noes")
SUIT_FORMS = frozenset({"number_suit", "plus_suit", "suit_number"})
PLUS_FORMS = frozenset({"plus_suit", "plus_noes"})
_NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight")


class FiftySixOptions(Options):
    """Rule variants (spec §13); the defaults are the seed rules."""

    direction: Literal["ccw", "cw"] = Field(
        "ccw", description="ccw: play goes to the right (seed); cw: to the left")
    deck_4p: Literal[48, 32] = Field(
        48, description="4 players: 48 cards, 12 each (seed), or 32 without K and Q, 8 each")
    deck_8p: Literal[64, 48] = Field(
        64, description="8 players: 64 cards with 8s and 7s (seed), or 48 cards, 6 each")
    score_table: Literal["seed", "nair", "56cards"] = Field(
        "seed", description="game-point table: seed, nair or 56cards")
    double_scoring: Literal["multiply", "add"] = Field(
        "multiply", description="doubled/redoubled: x2/x4 (seed) or +1/+2 game points")
    redouble_ends_auction: bool = Field(
        True, description="a redouble ends the auction (seed); false: bidding goes on")
    redouble_timing: Literal["in_turn", "any_time"] = Field(
        "in_turn", description="redouble on one's turn (seed), or any time out of turn")
    all_pass: Literal["forced_28_nt", "first_bidder_forced", "mandatory_opening"] = Field(
        "forced_28_nt",
        description="when all pass: the dealer's opponents play 28 NT (seed); "
                    "first_bidder_forced: the first bidder must then bid; mandatory_opening: "
                    "the first bidder may not pass their first call")
    redeal: Literal["none", "no_points", "weak_hand"] = Field(
        "none", description="never redeal (seed); no_points: when a hand has no J, 9, A or 10; "
                            "weak_hand: when a hand is worth 2 points or less or a team has no "
                            "jack")
    match_end: Literal["reach_12", "tables_net"] = Field(
        "reach_12", description="first team to 12 game points (seed); tables_net: the deal's "
                                "losers pay tables from those they hold and lose when they "
                                "can't pay")
    trump_lead_rule: bool = Field(
        False, description="no trump lead until a trump has been played (Kerala house rule)")

    @field_validator("deck_4p", "deck_8p", mode="before")
    @classmethod
    def _digits(cls, value: Any) -> Any:
        """Options typed in a terminal or a slash command arrive as text."""
        if isinstance(value, str) and value.strip().isdigit():
            return int(value.strip())
        return value


class ParsedCall(NamedTuple):
    """A call as read from text. ``plus`` is k for the "plus k" forms (amount 0 until known)."""

    kind: str  # "bid", "pass", "double", "redouble"
    form: str = ""
    amount: int = 0
    plus: int = 0
    strain: int = -1


_SUIT_WORDS = {
    "s": SPADES, "spade": SPADES, "spades": SPADES, "♠": SPADES,
    "h": HEARTS, "heart": HEARTS, "hearts": HEARTS, "♥": HEARTS, "♥️": HEARTS,
    "d": DIAMONDS, "diamond": DIAMONDS, "diamonds": DIAMONDS, "♦": DIAMONDS, "♦️": DIAMONDS,
    "c": CLUBS, "club": CLUBS, "clubs": CLUBS, "♣": CLUBS,
}
_NT_WORDS = {"n", "nt", "no-trump", "no-trumps", "notrump", "notrumps", "no trump", "no trumps",
             "no-trump's"}
_PLUS = r"(?:\+|plus)\s*(\d+)"
_HOW_TO_BID = ("Say a bid like 28 spades, spades 28, plus 1 hearts, 30 no-trumps, 29 noes "
               "or plus 1 noes — or pass.")


def parse_call(text: str) -> ParsedCall:
    """Read a call in any of the six spoken forms of spec §12, or ``pass``/``double``/``redouble``.

    The compact forms used in action strings (``28S``, ``29N``, ``30NT``) read as
    ``number_suit`` / ``number_nt``; with a form id after a colon (``32S:plus_suit``)
    they read as that form, the amount given whole (a "plus" call's k follows from
    the highest bid when it is made). Raises IllegalAction with a sentence when the
    text is not a call at all; whether the call is *legal* is the game's business.
    """
    raw = " ".join(text.strip().lower().replace("\ufe0f", "").replace("_", " ").split())
    if raw in ("pass", "p", "no bid"):
        return ParsedCall("pass")
    if raw in ("double", "dbl", "x"):
        return ParsedCall("double")
    if raw in ("redouble", "rdbl", "xx"):
        return ParsedCall("redouble")
    compact = re.fullmatch(r"(\d+)\s*([shdcn♠♥♦♣]|nt)(?:\s*:\s*([a-z ]+))?", raw)
    if compact:
        strain = NT if compact.group(2) in ("n", "nt") else _SUIT_WORDS[compact.group(2)]
        form = "number_nt" if strain == NT else "number_suit"
        if compact.group(3):  # the machine form "32S:plus_suit"
            form = compact.group(3).strip().replace(" ", "_")
            if form not in FORMS:
                raise IllegalAction(f"“{form}” is not a call form. Use one of: "
                                    f"{', '.join(FORMS)}.")
            if (form in SUIT_FORMS) != (strain != NT):
                kind = "a suit" if form in SUIT_FORMS else "no-trumps (N)"
                raise IllegalAction(f"The form {form} names {kind}: “{text.strip()}” doesn't "
                                    "match it.")
        return ParsedCall("bid", form, int(compact.group(1)), 0, strain)
    match = re.fullmatch(_PLUS + r"\s*(.+)", raw)
    if match:
        k, rest = int(match.group(1)), match.group(2)
        if rest in ("noes", "no") or rest in _NT_WORDS:
            return ParsedCall("bid", "plus_noes", 0, k, NT)
        if rest in _SUIT_WORDS:
            return ParsedCall("bid", "plus_suit", 0, k, _SUIT_WORDS[rest])
    match = re.fullmatch(r"(\d+)\s*(.+)", raw)
    if match:
        amount, rest = int(match.group(1)), match.group(2)
        if rest == "noes":
            return ParsedCall("bid", "number_noes", amount, 0, NT)
        if rest in _NT_WORDS:
            return ParsedCall("bid", "number_nt", amount, 0, NT)
        if rest in _SUIT_WORDS:
            return ParsedCall("bid", "number_suit", amount, 0, _SUIT_WORDS[rest])
    match = re.fullmatch(r"(.+?)\s*(\d+)", raw)
    if match and match.group(1) in _SUIT_WORDS:
        return ParsedCall("bid", "suit_number", int(match.group(2)), 0,
                          _SUIT_WORDS[match.group(1)])
    raise IllegalAction(f"“{text.strip()}” is not a call. {_HOW_TO_BID}")


def strain_name(strain: int) -> str:
    return "no-trumps" if strain == NT else SUIT_NAMES[strain]


def bid_name(amount: int, strain: int) -> str:
    """``32 diamonds``, ``28 no-trumps``."""
    return f"{amount} {strain_name(strain)}"


def said_text(form: str, amount: int, plus: int, strain: int) -> str:
    """The words of a call in its form, as a player would say it."""
    if form == "plus_suit":
        return f"plus {plus} {SUIT_NAMES[strain]}"
    if form == "suit_number":
        return f"{SUIT_NAMES[strain]} {amount}"
    if form == "number_noes":
        return f"{amount} noes"
    if form == "plus_noes":
        return f"plus {plus} noes"
    return bid_name(amount, strain)


def _count(n: int) -> str:
    return _NUMBER_WORDS[n] if n < len(_NUMBER_WORDS) else str(n)


@cache
def _deck(seats: int, deck_4p: int, deck_8p: int) -> tuple[Card, ...]:
    ranks: tuple[int, ...] = RANKS_48
    if seats == 4 and deck_4p == 32:
        ranks = RANKS_32
    elif seats == 8 and deck_8p == 64:
        ranks = RANKS_64
    return tuple(build_deck(ranks, packs=2))


@cache
def _tops(deck: tuple[Card, ...], suit: int) -> tuple[Card, ...]:
    """The cards of ``suit`` in ``deck``, strongest first (both copies of each)."""
    return tuple(sorted((c for c in deck if c & 3 == suit), key=lambda c: -STRENGTH[c]))


@cache
def _team_text(team: int, seats: int) -> str:
    """``{s0} & {s2}``, ``{s1}, {s3} & {s5}``."""
    members = [f"{{s{s}}}" for s in range(team, seats, 2)]
    return ", ".join(members[:-1]) + " & " + members[-1]


def _bid_actions() -> list[list[Action]]:
    """``table[a]``: every bid action of amount ≥ a (shared, immutable Actions)."""
    table: list[list[Action]] = [[] for _ in range(MAX_BID + 2)]
    for low in range(MAX_BID, MIN_BID - 1, -1):
        table[low] = [Action("bid", f"{low}{s}") for s in STRAIN_LETTERS] + table[low + 1]
    return table


BIDS_FROM = _bid_actions()
PLAY_ACTIONS = [Action("play", card_code(c)) if 2 <= c >> 2 <= ACE else Action("play", "")
                for c in range(64)]
CARD_BY_CODE = {a.arg: c for c, a in enumerate(PLAY_ACTIONS) if a.arg}
CARD_TEXT = [card_text(c) if a.arg else "" for c, a in enumerate(PLAY_ACTIONS)]
PASS, DOUBLE, REDOUBLE = Action("pass"), Action("double"), Action("redouble")
# How often a random caller passes, after a bid and before any: the N-1 others all pass
# after a bid about a third of the time, and all N pass at the start about one deal in eight
_RANDOM_PASS = {n: (0.35 ** (1 / (n - 1)), 0.12 ** (1 / n)) for n in (4, 6, 8)}


@dataclass
class Call:
    """One call of the auction as it was made, with its spoken form and conventional meaning."""

    seat: int
    kind: str  # "bid", "pass", "double", "redouble"
    amount: int = 0
    strain: int = -1
    form: str = ""
    said: str = ""
    meaning: str = ""


@dataclass
class DealRecord:
    """How one played deal ended (kept for the score sheet and for tests)."""

    dealer: int
    amount: int
    strain: int
    bidder: int
    multiplier: int
    all_pass: bool
    points: list[int]
    made: bool
    scorer: int
    gp: int


@register
@dataclass
class FiftySix(Game):
    """A whole Fifty-Six match: dealer draw, deals, auction, play, scoring to 12 game points."""

    game_id: ClassVar[str] = "fifty-six"
    title: ClassVar[str] = "Fifty-Six"
    summary: ClassVar[str] = ("Two teams bid 28–56 in a trump or no-trump, double and redouble, "
                              "then take tricks for card points; first team to 12 game points.")
    seat_counts: ClassVar[tuple[int, ...]] = (4, 6, 8)
    options_model: ClassVar[type[Options]] = FiftySixOptions

    seats: int
    options: FiftySixOptions
    seed: int = 0
    presets: list[dict[str, Any]] = field(default_factory=list)
    shuffles: int = 0  # shuffles made so far: the salt of the next one
    phase: str = "auction"  # "auction", "play", "over"
    dealer: int = 0
    draws: list[list[list[int]]] = field(default_factory=list)  # [[seat, card], …] per round
    redeals: int = 0  # redeals before the current deal
    hands: list[list[int]] = field(default_factory=list)
    turn: int = 0
    # auction
    calls: list[Call] = field(default_factory=list)
    high_amount: int = 0  # 0: no bid yet
    high_strain: int = -1
    high_seat: int = -1
    doubled: bool = False
    redoubled: bool = False
    doubler: int = -1
    redoubler: int = -1
    passes: int = 0
    forced: bool = False  # the seat on turn may not pass (all_pass variants)
    announced: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    # contract
    amount: int = 0
    trump: int = -1  # -1: no-trump
    bidder: int = -1
    multiplier: int = 1
    all_passed: bool = False
    # play
    leader: int = 0
    trick: list[int] = field(default_factory=list)
    win_pos: int = 0
    trump_played: bool = False
    taken: list[list[int]] = field(default_factory=lambda: [[], []])
    points: list[int] = field(default_factory=lambda: [0, 0])
    tricks_won: list[int] = field(default_factory=lambda: [0, 0])
    last_trick: list[int] = field(default_factory=list)
    last_leader: int = -1
    last_winner: int = -1
    # every finished trick of this deal, in order: its cards (``played``, n per trick) and
    # its leader — public (all played face up), so computers can remember voids
    played: list[int] = field(default_factory=list)
    trick_leaders: list[int] = field(default_factory=list)
    # match
    gp: list[int] = field(default_factory=lambda: [0, 0])
    tables: list[int] = field(default_factory=lambda: [TARGET, TARGET])
    history: list[DealRecord] = field(default_factory=list)
    winner_team: int = -1

    # --- construction -------------------------------------------------------
    @classmethod
    def new(cls, seats: int, options: Options, seed: int,
            deals: Sequence[dict[str, Any]] | None = None) -> Self:
        if seats not in cls.seat_counts:
            raise ValueError(f"Fifty-Six is played by 4, 6 or 8 players, not {seats}.")
        if not isinstance(options, FiftySixOptions):
            raise TypeError("Fifty-Six needs FiftySixOptions")
        state = cls(seats=seats, options=options, seed=seed,
                    presets=[dict(d) for d in deals or ()])
        if state.presets and "dealer" in state.presets[0]:
            state.dealer = int(state.presets[0]["dealer"]) % seats
        else:
            state.dealer = state._draw_for_dealer()
        state._start_deal([])
        return state

    def deck(self) -> list[Card]:
        """The match's deck in a fixed order (two packs; size by player count and options)."""
        return list(_deck(self.seats, self.options.deck_4p, self.options.deck_8p))

    def _draw_for_dealer(self) -> int:
        """Everyone draws; the highest rank deals; those tied for highest draw again (§6)."""
        pack = shuffled(self.deck(), self.seed, "draw")
        pos, round_no = 0, 0
        contenders = list(range(self.seats))
        while True:
            if pos + len(contenders) > len(pack):
                round_no += 1
                pack, pos = shuffled(self.deck(), self.seed, f"draw{round_no}"), 0
            drawn = [[s, pack[pos + i]] for i, s in enumerate(contenders)]
            pos += len(contenders)
            self.draws.append(drawn)
            best = max(STRENGTH[c] for _, c in drawn)
            contenders = [s for s, c in drawn if STRENGTH[c] == best]
            if len(contenders) == 1:
                return contenders[0]

    def _next_hands(self) -> list[list[int]]:
        """The next deal: a preset if any is left, else a seeded shuffle dealt one by one."""
        n = self.seats
        preset = self.presets.pop(0) if self.presets else {}
        if "hands" in preset:
            given = [[parse_card(c) for c in hand] for hand in preset["hands"]]
            if len(given) != n or len({len(h) for h in given}) != 1:
                raise ValueError(f"a preset deal needs {n} hands of equal size")
            return given
        pack = shuffled(self.deck(), self.seed, str(self.shuffles))
        self.shuffles += 1
        first = (self.dealer + 1) % n
        hands: list[list[int]] = [[] for _ in range(n)]
        for k in range(n):
            hands[(first + k) % n] = pack[k::n]
        return hands

    def _needs_redeal(self, hands: list[list[int]]) -> bool:
        rule = self.options.redeal
        if rule == "no_points":
            return any(not any(POINTS[c] for c in hand) for hand in hands)
        if rule == "weak_hand":
            if any(sum(POINTS[c] for c in hand) <= 2 for hand in hands):
                return True
            return any(not any(c >> 2 == JACK for s in range(t, self.seats, 2) for c in hands[s])
                       for t in (0, 1))
        return False

    def _start_deal(self, events: list[Event]) -> None:
        n, d = self.seats, self.dealer
        self.redeals = 0
        hands = self._next_hands()
        while self._needs_redeal(hands) and self.redeals < 100:
            self.redeals += 1
            events.append(Event("redeal", f"A hand is too weak ({self._redeal_rule()}): "
                                          f"{{s{d}}} deals again.", d))
            hands = self._next_hands()
        self.hands = [sort_hand(hand, RANK_KEY) for hand in hands]  # legal cards list in order
        self.phase = "auction"
        self.turn = (d + 1) % n
        self.calls = []
        self.high_amount, self.high_strain, self.high_seat = 0, -1, -1
        self.doubled = self.redoubled = False
        self.doubler = self.redoubler = -1
        self.passes = 0
        self.forced = self.options.all_pass == "mandatory_opening"
        self.announced = [0, 0, 0, 0]
        self.amount, self.trump, self.bidder, self.multiplier = 0, -1, -1, 1
        self.all_passed = False
        self.leader, self.trick, self.win_pos, self.trump_played = self.turn, [], 0, False
        self.taken = [[], []]
        self.points = [0, 0]
        self.tricks_won = [0, 0]
        self.last_trick, self.last_leader, self.last_winner = [], -1, -1
        self.played, self.trick_leaders = [], []
        each = len(hands[0])
        events.append(Event(
            "deal", f"{{s{(d - 1) % n}}} cuts and {{s{d}}} deals {each} cards each, one at a "
                    f"time; {{s{(d + 1) % n}}} (on the dealer's {self._side(1)}) calls first.", d))

    def _redeal_rule(self) -> str:
        if self.options.redeal == "no_points":
            return "no J, 9, A or 10"
        return "a hand worth 2 points or less, or a team without a jack"

    @property
    def clockwise(self) -> bool:
        return self.options.direction == "cw"

    def _side(self, step: int) -> str:
        """The physical side of the seat ``step`` places on in the direction of play."""
        return "left" if (step > 0) == self.clockwise else "right"

    # --- the contract -------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        if self.phase == "over":
            return ()
        if (self.phase == "auction" and self.doubled and not self.redoubled
                and self.options.redouble_timing == "any_time"):
            team = self.high_seat & 1
            return (self.turn, *(s for s in range(team, self.seats, 2) if s != self.turn))
        return (self.turn,)

    def legal_actions(self, seat: int) -> list[Action]:
        if self.phase == "play":
            if seat != self.turn:
                return []
            return [PLAY_ACTIONS[c] for c in dict.fromkeys(self._legal_cards(seat))]
        if self.phase != "auction":
            return []
        if seat != self.turn:
            return [REDOUBLE] if seat in self.to_act() else []
        actions = [] if self.forced else [PASS]
        if self._can_double(seat):
            actions.append(DOUBLE)
        if self._can_redouble(seat):
            actions.append(REDOUBLE)
        low = self.high_amount + 1 if self.high_amount else MIN_BID
        actions.extend(BIDS_FROM[low])
        return actions

    def _can_double(self, seat: int) -> bool:
        return self.high_amount > 0 and (seat - self.high_seat) & 1 == 1 and not self.doubled

    def _can_redouble(self, seat: int) -> bool:
        return self.doubled and not self.redoubled and (seat - self.high_seat) & 1 == 0

    def _legal_cards(self, seat: int) -> list[int]:
        hand = self.hands[seat]
        if self.trick:
            led = self.trick[0] & 3
            follow = [c for c in hand if c & 3 == led]
            return follow or hand
        if self.options.trump_lead_rule and self.trump >= 0 and not self.trump_played:
            others = [c for c in hand if c & 3 != self.trump]
            return others or hand
        return hand

    def _apply(self, seat: int, action: Action) -> list[Event]:
        kind = action.kind
        if kind == "play":
            if self.phase != "play":
                raise self.reject(seat, "The auction is still on — bid, double, redouble or "
                                        "pass; cards are played after it.")
            return self._play(seat, action.arg)
        if kind in ("bid", "call"):
            if not action.arg:
                raise self.reject(seat, f"Say which bid. {_HOW_TO_BID}")
            try:
                call = parse_call(action.arg)
            except IllegalAction as err:
                raise self.reject(seat, err.reason) from None
        elif kind in ("pass", "double", "redouble") and not action.arg:
            call = ParsedCall(kind)
        else:
            text = f"{kind} {action.arg}".strip()
            try:
                call = parse_call(text)
            except IllegalAction:
                raise self.reject(seat, f"“{text}” is not a move in Fifty-Six. "
                                        + ("Play a card, like play JS." if self.phase == "play"
                                           else _HOW_TO_BID)) from None
        if self.phase != "auction":
            raise self.reject(seat, "The auction is over — play a card.")
        return self._call(seat, call)

    # --- the auction (spec §7) ---------------------------------------------
    def _call(self, seat: int, call: ParsedCall) -> list[Event]:
        if seat != self.turn and call.kind != "redouble":
            raise self.reject(seat, "It is not your turn — you may only redouble now, or wait "
                                    f"for {{s{self.turn}}}.")
        if call.kind == "pass":
            if self.forced:
                raise self.reject(seat, "You must open the bidding: bid 28 or more in any "
                                        "trump or no-trumps.")
            return self._pass(seat)
        if call.kind == "double":
            self._check_double(seat)
            self.doubled, self.doubler, self.passes = True, seat, 0
            self.calls.append(Call(seat, "double"))
            self.turn = (seat + 1) % self.seats
            return [Event("double", f"{{s{seat}}} doubles {self._high_name()}.", seat)]
        if call.kind == "redouble":
            self._check_redouble(seat)
            return self._redouble(seat)
        return self._bid(seat, call)

    def _choices(self, seat: int) -> str:
        """What ``seat`` may call now, as a sentence: "Bid 31 or more, double or pass."."""
        if seat != self.turn:
            return f"Wait for {{s{self.turn}}}."
        low = self.high_amount + 1 if self.high_amount else MIN_BID
        choices = [f"bid {low} or more"] if low <= MAX_BID else []
        if self._can_double(seat):
            choices.append("double")
        if self._can_redouble(seat):
            choices.append("redouble")
        if not self.forced:
            choices.append("pass")
        said = " or ".join(choices) if len(choices) < 3 else \
            ", ".join(choices[:-1]) + " or " + choices[-1]
        return said[0].upper() + said[1:] + "."

    def _high_name(self) -> str:
        return bid_name(self.high_amount, self.high_strain)

    def _check_double(self, seat: int) -> None:
        if not self.high_amount:
            raise self.reject(seat, f"There is no bid to double yet. {self._choices(seat)}")
        if (seat - self.high_seat) & 1 == 0:
            raise self.reject(seat, f"You can't double {self._high_name()}: it is your own "
                                    f"team's bid. {self._choices(seat)}")
        if self.doubled:
            raise self.reject(seat, f"{self._high_name()} is already doubled — a bid can be "
                                    f"doubled only once. {self._choices(seat)}")

    def _check_redouble(self, seat: int) -> None:
        if not self.doubled:
            raise self.reject(seat, f"There is no double to redouble. {self._choices(seat)}")
        if self.redoubled:
            raise self.reject(seat, f"{self._high_name()} is already redoubled. "
                                    f"{self._choices(seat)}")
        if (seat - self.high_seat) & 1:
            raise self.reject(seat, "Only the team whose bid was doubled can redouble. "
                                    f"{self._choices(seat)}")

    def _redouble(self, seat: int) -> list[Event]:
        self.redoubled, self.redoubler, self.passes = True, seat, 0
        self.calls.append(Call(seat, "redouble"))
        events = [Event("redouble", f"{{s{seat}}} redoubles {self._high_name()}.", seat)]
        if self.options.redouble_ends_auction:
            self._end_auction(events)
        elif seat == self.turn:
            self.turn = (seat + 1) % self.seats
        return events

    def _pass(self, seat: int) -> list[Event]:
        n = self.seats
        self.passes += 1
        self.calls.append(Call(seat, "pass"))
        events = [Event("pass", f"{{s{seat}}} passes.", seat)]
        if self.high_amount and self.passes >= n - 1:
            self._end_auction(events)
        elif not self.high_amount and self.passes >= n:
            if self.options.all_pass == "first_bidder_forced":
                self.forced, self.passes = True, 0
                self.turn = (self.dealer + 1) % n
                events.append(Event("forced", f"Everybody passed: {{s{self.turn}}} must now "
                                              "bid 28 or more.", self.turn))
            else:
                self._end_auction(events)
        else:
            self.turn = (seat + 1) % n
        return events

    def _bid(self, seat: int, call: ParsedCall) -> list[Event]:
        high = self.high_amount
        amount = call.amount
        said = said_text(call.form, amount, call.plus, call.strain)
        if call.plus:
            if not high:
                raise self.reject(seat, f"“{said}” needs a bid to add to, and there is none "
                                        "yet. Open with a number, like 28 spades.")
            amount = high + call.plus
            if amount > MAX_BID:
                most = f" Add at most {MAX_BID - high}." if high < MAX_BID else ""
                raise self.reject(seat, f"“{said}” would make {amount}, but 56 is the "
                                        f"highest bid.{most}")
        elif call.form in PLUS_FORMS and not amount:
            raise self.reject(seat, "“plus 0” adds nothing: say plus 1 or more.")
        elif call.form in PLUS_FORMS and not high:
            raise self.reject(seat, f"A “plus” call needs a bid to add to, and there is none "
                                    f"yet. Open with a number, like {amount} "
                                    f"{strain_name(call.strain)}.")
        elif amount > MAX_BID:
            raise self.reject(seat, f"{amount} is too high: 56 is the highest bid.")
        elif high and amount <= high:
            raise self.reject(seat, f"The bid is {self._high_name()} — bid at least {high + 1} "
                                    "(a new trump at the same number is not higher), or pass.")
        elif amount < MIN_BID:
            raise self.reject(seat, f"Bids start at {MIN_BID}. {self._choices(seat)}")
        plus = amount - high if call.form in PLUS_FORMS else 0
        meaning = self._meaning(call.form, amount, plus, call.strain)
        said = said_text(call.form, amount, plus, call.strain)
        self.calls.append(Call(seat, "bid", amount, call.strain, call.form, said, meaning))
        cancelled = self.doubled
        self.high_amount, self.high_strain, self.high_seat = amount, call.strain, seat
        self.doubled = self.redoubled = False
        self.doubler = self.redoubler = -1
        self.passes = 0
        self.forced = False
        self.turn = (seat + 1) % self.seats
        text = f"{{s{seat}}} bids {bid_name(amount, call.strain)}"
        if said != bid_name(amount, call.strain):
            text += f" (“{said}”)"
        if meaning:
            text += f" — {meaning}"
        if cancelled:
            text += "; the double is off"
        return [Event("bid", text + ".", seat)]

    def _meaning(self, form: str, amount: int, plus: int, strain: int) -> str:
        """What the form conventionally shows (spec §12) — information only, never checked.

        "Top cards" are the highest cards of the suit not yet announced by earlier
        conventional bids; announcing them here moves the pointer for later bids.
        """
        low = self.high_amount + 1 if self.high_amount else MIN_BID
        opening = not self.high_amount
        if form in ("number_suit", "plus_suit"):
            count = amount - low + 1 if form == "number_suit" else plus
            tops = self._announce(strain, count)
            name, one = SUIT_NAMES[strain], SUIT_SINGULAR[strain]
            if len(tops) < count:  # a bluff (or a slip): more than there are left to show
                top = f"all the remaining top {name}" if tops else f"more top {name} than remain"
            else:
                top = f"the top {one}" if count == 1 else f"{_count(count)} top {name}"
            shown = f" ({cards_text(tops)})" if tops else ""
            if form == "plus_suit":
                return f"shows {top} and no other {one}{shown}"
            return f"shows {top}{shown}" + (f" and about four or more {name}" if opening else "")
        if form == "suit_number":
            one = SUIT_SINGULAR[strain]
            extra = f", about five or more {SUIT_NAMES[strain]}" if opening else ""
            return f"shows a good {one} suit without its top card{extra}"
        if form == "number_nt":
            return "shows no especially good suit but a fairly strong hand"
        if form in ("number_noes", "plus_noes"):
            back = amount - low if form == "number_noes" else plus
            bids = [c for c in reversed(self.calls) if c.kind == "bid"]
            if back < len(bids) and bids[back].strain != NT:
                return f"shows a void in {SUIT_NAMES[bids[back].strain]}"
        return ""

    def _announce(self, suit: int, count: int) -> list[int]:
        copies = _tops(_deck(self.seats, self.options.deck_4p, self.options.deck_8p), suit)
        start = self.announced[suit]
        tops = copies[start:start + count]
        self.announced[suit] = start + len(tops)
        return list(tops)

    def _end_auction(self, events: list[Event]) -> None:
        n = self.seats
        if self.high_amount:
            self.amount, self.bidder = self.high_amount, self.high_seat
            self.trump = -1 if self.high_strain == NT else self.high_strain
            self.multiplier = 4 if self.redoubled else 2 if self.doubled else 1
            text = f"Contract: {self.contract_text()}."
        else:
            self.amount, self.bidder, self.trump, self.multiplier = MIN_BID, (self.dealer + 1) % n,\
                -1, 1
            self.high_amount, self.high_strain, self.high_seat = MIN_BID, NT, self.bidder
            self.all_passed = True
            text = f"Everybody passed: {self.team_text(self.bidder & 1)} play 28 no-trumps."
        self.phase = "play"
        self.leader = self.turn = (self.dealer + 1) % n
        self.trick, self.win_pos = [], 0
        events.append(Event("contract", f"{text} {{s{self.leader}}} leads.", self.bidder))

    # --- random play -------------------------------------------------------
    def random_action(self, seat: int, rng: random.Random) -> Action:
        """A random legal action with a pass-biased auction (playouts, property tests).

        Uniform choice picks among ~145 bids and one pass, so every auction races
        to 56 and every contract fails in a deal or two. Here the seat on turn
        mostly passes, bids a little above the minimum (now and then much higher),
        doubles and redoubles now and then — so random matches see ordinary, made
        and all-pass deals, doubles and redoubles, and are won by points gathered
        over several deals. Cards stay uniform among the legal ones.
        """
        if self.phase == "play":
            cards = self._legal_cards(seat)
            return PLAY_ACTIONS[cards[0] if len(cards) == 1 else rng.choice(cards)]
        if self.phase != "auction" or seat != self.turn:
            return super().random_action(seat, rng)  # an out-of-turn redouble, or nothing
        roll = rng.random()
        if self._can_redouble(seat) and roll < 0.3:
            return REDOUBLE
        if self._can_double(seat) and roll < 1.2 / self.seats:
            return DOUBLE
        low = self.high_amount + 1 if self.high_amount else MIN_BID
        if not self.forced and (roll < _RANDOM_PASS[self.seats][not self.high_amount]
                                or low > MAX_BID):
            return PASS
        amount = low + rng.randrange(8) if rng.random() < 0.92 else rng.randrange(low, MAX_BID + 1)
        return BIDS_FROM[min(amount, MAX_BID)][rng.randrange(5)]

    # --- play (spec §8) -----------------------------------------------------
    def _play(self, seat: int, arg: str) -> list[Event]:
        card = CARD_BY_CODE.get(arg, -1)
        if card < 0:
            try:
                card = parse_card(arg)
            except CardParseError as err:
                raise self.reject(seat, str(err)) from None
        hand = self.hands[seat]
        if card not in hand:
            raise self.reject(seat, f"You don't hold {card_text(card)}. Play a card from your "
                                    "hand.")
        trick = self.trick
        if trick:
            led = trick[0] & 3
            if card & 3 != led and any(c & 3 == led for c in hand):
                raise self.reject(seat, f"You must follow suit: play a {SUIT_SINGULAR[led]} "
                                        f"({SUIT_SYMBOLS[led]}).")
        elif (self.options.trump_lead_rule and card & 3 == self.trump and not self.trump_played
              and any(c & 3 != self.trump for c in hand)):
            raise self.reject(seat, f"Trumps ({SUIT_NAMES[self.trump]}) can't be led before a "
                                    "trump has been played. Lead another suit.")
        hand.remove(card)
        trick.append(card)
        suit, trump = card & 3, self.trump
        if len(trick) > 1:  # equal cards never take over: the first of two identical cards wins
            best = trick[self.win_pos]
            if (suit == best & 3 and STRENGTH[card] > STRENGTH[best]) or (
                    suit == trump and best & 3 != trump):
                self.win_pos = len(trick) - 1
        if suit == trump:
            self.trump_played = True
        events = [Event("play", f"{{s{seat}}} plays {CARD_TEXT[card]}.", seat)]
        if len(trick) < self.seats:
            self.turn = (seat + 1) % self.seats
            return events
        winner = (self.leader + self.win_pos) % self.seats
        team = winner & 1
        won = sum(POINTS[c] for c in trick)
        self.points[team] += won
        self.tricks_won[team] += 1
        self.taken[team].extend(trick)
        self.played.extend(trick)
        self.trick_leaders.append(self.leader)
        self.last_trick, self.last_leader, self.last_winner = trick, self.leader, winner
        self.trick, self.win_pos = [], 0
        self.leader = self.turn = winner
        events.append(Event("trick", f"{{s{winner}}} wins the trick ({won} point"
                                     f"{'' if won == 1 else 's'}).", winner))
        if not self.hands[winner]:
            self._score_deal(events)
        return events

    # --- scoring (spec §9, §10) --------------------------------------------
    def game_points(self, amount: int, made: bool, multiplier: int) -> int:
        """Game points for a contract of ``amount`` made or failed at ×1/×2/×4."""
        for low, high, win, lose in SCORE_TABLES[self.options.score_table]:
            if low <= amount <= high:
                base = win if made else lose
                break
        else:  # pragma: no cover - amounts are always 28..56
            raise ValueError(f"no score for a contract of {amount}")
        if self.options.double_scoring == "add":
            return base + {1: 0, 2: 1, 4: 2}[multiplier]
        return base * multiplier

    def _score_deal(self, events: list[Event]) -> None:
        bid_team = self.bidder & 1
        made = self.points[bid_team] >= self.amount
        scorer = bid_team if made else 1 - bid_team
        g = self.game_points(self.amount, made, self.multiplier)
        self.gp[scorer] += g
        self.history.append(DealRecord(self.dealer, self.amount, self.high_strain, self.bidder,
                                       self.multiplier, self.all_passed, list(self.points), made,
                                       scorer, g))
        took = self.points[bid_team]
        contract = bid_name(self.amount, self.high_strain)
        contract += {1: "", 2: ", doubled", 4: ", redoubled"}[self.multiplier]
        plural = "s" if g != 1 else ""
        if made:
            text = (f"{self.team_text(bid_team)} took {took} of 56 points and made {contract}: "
                    f"they score {g} game point{plural}.")
        else:
            text = (f"{self.team_text(bid_team)} took only {took} of 56 points and failed "
                    f"{contract}: {self.team_text(scorer)} score {g} game point{plural}.")
        events.append(Event("score", text, None))
        loser = 1 - scorer
        if self.options.match_end == "tables_net":
            if self.tables[loser] < g:  # it cannot pay: it hands over what it has and loses
                self.tables[scorer] += self.tables[loser]
                self.tables[loser] = 0
                self.winner_team = scorer
            else:
                self.tables[loser] -= g
                self.tables[scorer] += g
        else:
            self.tables[loser] = max(0, TARGET - self.gp[scorer])
            if self.gp[scorer] >= TARGET:
                self.winner_team = scorer
        if self.winner_team >= 0:
            self.phase = "over"
            self.turn = -1
            events.append(Event("match", f"{self.team_text(scorer)} win the match!", None))
            return
        self.dealer = (self.dealer + 1) % self.seats
        self._start_deal(events)

    # --- outcome ------------------------------------------------------------
    def result(self) -> MatchResult | None:
        if self.phase != "over":
            return None
        teams = [list(range(t, self.seats, 2)) for t in (0, 1)]
        scores = list(self.tables if self.options.match_end == "tables_net" else self.gp)
        ranks = ranks_from_scores(scores)
        w = self.winner_team
        return MatchResult(teams, scores, ranks, teams[w],
                           f"{self.team_text(w)} win the match, {self.gp[w]}–{self.gp[1 - w]} "
                           "in game points.")

    def deals_completed(self) -> int:
        return len(self.history)

    # --- text ---------------------------------------------------------------
    def team_text(self, team: int) -> str:
        return _team_text(team, self.seats)

    def contract_text(self) -> str:
        text = bid_name(self.amount, NT if self.trump < 0 else self.trump)
        text += f" by {self.team_text(self.bidder & 1)}"
        if self.multiplier == 4:
            text += ", redoubled"
        elif self.multiplier == 2:
            text += ", doubled"
        return text

    def label(self, action: Action) -> str:
        if action.kind == "bid":
            try:
                call = parse_call(action.arg)
            except IllegalAction:
                return str(action)
            if call.kind == "bid" and not call.plus:
                if call.form not in PLUS_FORMS:
                    return said_text(call.form, call.amount, 0, call.strain)
                if 0 < self.high_amount < call.amount:
                    said = said_text(call.form, call.amount, call.amount - self.high_amount,
                                     call.strain)
                    return f"{said} (= {bid_name(call.amount, call.strain)})"
        if action.kind == "play" and action.arg:
            try:
                return card_text(parse_card(action.arg))
            except CardParseError:
                return str(action)
        return action.kind.capitalize() if not action.arg else str(action)

    def _call_line(self, call: Call) -> str:
        who = f"{{s{call.seat}}}"
        if call.kind != "bid":
            return f"{who}: {call.kind}"
        line = f"{who}: {call.said}"
        if call.said != bid_name(call.amount, call.strain):
            line += f" (= {bid_name(call.amount, call.strain)})"
        return line + (f" — {call.meaning}" if call.meaning else "")

    def _prompt(self, seat: int | None) -> str:
        if self.phase == "over":
            return f"The match is over: {self.team_text(self.winner_team)} won."
        if seat is None or seat not in self.to_act():
            verb = "call" if self.phase == "auction" else "play"
            return f"Waiting for {{s{self.turn}}} to {verb}."
        if self.phase == "auction":
            if seat != self.turn:
                return (f"You may redouble {self._high_name()} now, or wait for "
                        f"{{s{self.turn}}}.")
            choices = self._choices(seat)
            return f"Your call: {choices[0].lower()}{choices[1:]}"
        if not self.trick:
            return "Your lead: play any card." if len(self._legal_cards(seat)) == len(
                self.hands[seat]) else "Your lead: play a card (trumps are not open yet)."
        led = self.trick[0] & 3
        if any(c & 3 == led for c in self.hands[seat]):
            return f"Your turn: follow suit with a {SUIT_SINGULAR[led]}."
        return "Your turn: you have no " + SUIT_NAMES[led] + " — play any card."

    def view(self, seat: int | None) -> View:
        n = self.seats
        sections: list[Section] = []
        score = f"{self.team_text(0)}: {self.gp[0]} · {self.team_text(1)}: {self.gp[1]} "
        if self.options.match_end == "tables_net":
            score += "(game points won; the tables decide the match)"
            tables = (f"{self.team_text(0)}: {self.tables[0]} · {self.team_text(1)}: "
                      f"{self.tables[1]} (a deal's losers pay its game points in tables; "
                      "a team that can't pay loses)")
        else:
            score += f"(game points; {TARGET} wins)"
            # Colours as in FS-9: the odd team is black (S, C), the even team red (H, D);
            # each team keeps its own colour left and the other colour it has received.
            tables = (f"{self.team_text(0)}: {self.tables[0]} red left, "
                      f"{min(self.gp[0], TARGET)} black received · {self.team_text(1)}: "
                      f"{self.tables[1]} black left, {min(self.gp[1], TARGET)} red received")
        sections.append(Section("Scores", score))
        sections.append(Section("Tables" if self.options.match_end == "tables_net"
                                else "Table cards", tables))
        if self.draws and not self.history:
            rounds = "; ".join(" · ".join(f"{{s{s}}} {card_text(c)}" for s, c in r)
                               for r in self.draws)
            sections.append(Section("Draw for dealer", rounds))
        if self.phase != "over":
            first = (self.dealer + 1) % n
            sections.append(Section("Dealer", f"{{s{self.dealer}}} dealt; play goes to the "
                                              f"{self._side(1)}, starting with {{s{first}}}."))
        if self.phase != "over" and self.calls:
            body = "\n".join(self._call_line(c) for c in self.calls)
            if self.phase == "auction" and self.doubled:
                body += "\n(" + self._high_name() + (" redoubled)" if self.redoubled
                                                     else " doubled)")
            sections.append(Section("Auction", body))
        if self.phase == "play":
            contract = self.contract_text() + (" (everybody passed)" if self.all_passed else "")
            pts = f"{self.points[0]}–{self.points[1]}"
            sections.append(Section("Contract", f"{contract}. Card points so far: {pts}."))
            plays = " · ".join(f"{{s{(self.leader + i) % n}}} {card_text(c)}"
                               for i, c in enumerate(self.trick))
            sections.append(Section("Trick", plays or f"{{s{self.leader}}} to lead."))
            if self.last_trick:
                last = " · ".join(f"{{s{(self.last_leader + i) % n}}} {card_text(c)}"
                                  for i, c in enumerate(self.last_trick))
                sections.append(Section("Last trick", f"{last} → {{s{self.last_winner}}}"))
        if self.history:
            rec = self.history[-1]
            verdict = "made" if rec.made else "failed"
            sections.append(Section(
                "Last deal", f"{bid_name(rec.amount, rec.strain)} ×{rec.multiplier} {verdict} "
                             f"({rec.points[rec.bidder & 1]} points): "
                             f"{self.team_text(rec.scorer)} +{rec.gp}"))
        hand = sort_hand(self.hands[seat], RANK_KEY) if seat is not None and self.phase != "over" \
            else []
        if self.phase == "play":
            done = sum(self.tricks_won)
            phase = f"Play — trick {done + 1} of {done + max(len(h) for h in self.hands)}"
        else:
            phase = "Auction" if self.phase == "auction" else "Match over"
        return View(
            game=self.game_id, seat=seat, phase=phase, to_act=list(self.to_act()),
            prompt=self._prompt(seat), sections=sections,
            hand=[card_code(c) for c in hand], hand_text=cards_text(hand),
            data=self._data(), over=self.phase == "over")

    def _data(self) -> dict[str, Any]:
        """Public structured state for renderers and computer players."""
        n = self.seats
        data: dict[str, Any] = {
            "phase": self.phase, "dealer": self.dealer, "turn": self.turn,
            "direction": self.options.direction,
            "hand_sizes": [len(h) for h in self.hands],
            "game_points": list(self.gp), "tables": list(self.tables),
            "deals_played": len(self.history),
            "auction": [{"seat": c.seat, "call": c.kind, "amount": c.amount,
                         "strain": STRAIN_LETTERS[c.strain] if c.kind == "bid" else "",
                         "form": c.form, "said": c.said, "meaning": c.meaning}
                        for c in self.calls],
            "high": ({"amount": self.high_amount, "strain": STRAIN_LETTERS[self.high_strain],
                      "seat": self.high_seat} if self.high_amount else None),
            "doubled": self.doubled, "redoubled": self.redoubled,
        }
        if self.draws and not self.history:
            data["draw"] = [[[s, card_code(c)] for s, c in r] for r in self.draws]
        if self.phase == "play":
            data["contract"] = {"amount": self.amount,
                                "trump": "N" if self.trump < 0 else STRAIN_LETTERS[self.trump],
                                "bidder": self.bidder, "team": self.bidder & 1,
                                "multiplier": self.multiplier, "all_pass": self.all_passed}
            data["trick"] = {"leader": self.leader, "cards": [card_code(c) for c in self.trick]}
            data["last_trick"] = ({"leader": self.last_leader, "winner": self.last_winner,
                                   "cards": [card_code(c) for c in self.last_trick]}
                                  if self.last_trick else None)
            data["card_points"] = list(self.points)
            data["tricks_won"] = list(self.tricks_won)
        if self.history:
            rec = self.history[-1]
            data["last_deal"] = {"amount": rec.amount, "strain": STRAIN_LETTERS[rec.strain],
                                 "bidder": rec.bidder, "multiplier": rec.multiplier,
                                 "points": rec.points, "made": rec.made, "scorer": rec.scorer,
                                 "game_points": rec.gp}
        data["teams"] = [list(range(t, n, 2)) for t in (0, 1)]
        return data
