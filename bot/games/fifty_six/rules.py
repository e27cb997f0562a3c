"""Fifty-Six's fixed facts: the deck, card strength and points, score tables, options.

Everything here is data or a pure function of data (spec §3–§5, §9, §13), shared by
the state machine, the texts and the computer player. Cards are ints
(``rank << 2 | suit``); with two packs, identical cards are equal ints.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from typing import Any, Literal

from pydantic import Field, field_validator

from bot.engine import Action
from bot.engine.cards import ACE, JACK, KING, QUEEN, Card, build_deck, card_code, quick_shuffled
from bot.engine.game import Options, plain_options

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
_SUIT_PLACE = {0: 0, 1: 1, 3: 2, 2: 3}  # spades, hearts, clubs, diamonds: colours alternate
HAND_ORDER = [_SUIT_PLACE[c & 3] * 32 + 16 - RANK_KEY[c >> 2] for c in range(64)]
"""A card's place in a sorted hand (as ``cards.sort_hand`` with ``RANK_KEY`` orders it)."""


def sort_hand(hand: Iterable[Card]) -> list[Card]:
    """A hand grouped by suit, strongest first: ``cards.sort_hand(hand, RANK_KEY)``, by
    table lookup (every deal sorts every hand)."""
    return sorted(hand, key=HAND_ORDER.__getitem__)

# (lowest contract, highest contract, GP if made, GP to the opponents if failed)
SCORE_TABLES: dict[str, tuple[tuple[int, int, int, int], ...]] = {
    "seed": ((28, 39, 1, 2), (40, 47, 2, 3), (48, 55, 3, 4), (56, 56, 4, 5)),
    "nair": ((28, 39, 1, 2), (40, 47, 2, 3), (48, 56, 3, 4)),
    "56cards": ((28, 39, 1, 2), (40, 55, 2, 3), (56, 56, 3, 4)),
}

FORMS = ("number_suit", "plus_suit", "suit_number", "number_nt", "number_noes", "plus_noes")
SUIT_FORMS = frozenset({"number_suit", "plus_suit", "suit_number"})
PLUS_FORMS = frozenset({"plus_suit", "plus_noes"})
PLAIN_FORMS = ("number_suit", "number_suit", "number_suit", "number_suit", "number_nt")
"""The form a listed action (``bid:28S``, ``bid:28N``) is said in, by strain."""


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


_LAST_PLAIN: list[tuple[FiftySixOptions | None, FiftySixOptions | None]] = [(None, None)]


def plain(options: FiftySixOptions) -> FiftySixOptions:
    """``plain_options(options)``, the last one kept (by identity: options never change).
    Every match of a table, a benchmark or a test run starts from the same options object,
    and copying a pydantic model's fields costs as much as a few decisions."""
    last = _LAST_PLAIN[0]  # one read of a pair: safe if another thread replaces it
    if last[0] is options and last[1] is not None:
        return last[1]
    copy = plain_options(options)
    _LAST_PLAIN[0] = (options, copy)
    return copy


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
def suit_tops(seats: int, deck_4p: int, deck_8p: int) -> tuple[tuple[Card, ...], ...]:
    """Per suit, its cards in the match's deck strongest first: the "top cards" a bid
    announces come from here, in this order."""
    deck = _deck(seats, deck_4p, deck_8p)
    return tuple(_tops(deck, s) for s in range(4))


def shuffled(cards: Sequence[Card], seed: int, salt: str) -> list[Card]:
    """``bot.engine.cards.shuffled``: the very same order (a test holds it to that), by the
    engine's written-out ``quick_shuffled`` — a deal's shuffle is most of the cost of
    starting it."""
    return quick_shuffled(cards, seed, salt)


def beats(card: Card, best: Card, trump: int) -> bool:
    """Whether ``card``, played later, takes the trick from ``best`` (§8): a higher card of
    the same suit, or a trump on a non-trump. Equal cards never take over, so of two
    identical cards the first played wins."""
    if card & 3 == best & 3:
        return STRENGTH[card] > STRENGTH[best]
    return card & 3 == trump


def game_points(table: str, double_scoring: str, amount: int, made: bool,
                multiplier: int) -> int:
    """Game points for a contract of ``amount`` made or failed at ×1/×2/×4 (§9, §13)."""
    for low, high, win, lose in SCORE_TABLES[table]:
        if low <= amount <= high:
            base = win if made else lose
            break
    else:  # pragma: no cover - amounts are always 28..56
        raise ValueError(f"no score for a contract of {amount}")
    if double_scoring == "add":
        return base + {1: 0, 2: 1, 4: 2}[multiplier]
    return base * multiplier


def _bid_actions() -> list[list[Action]]:
    """``table[a]``: every bid action of amount ≥ a (shared, immutable Actions)."""
    table: list[list[Action]] = [[] for _ in range(MAX_BID + 2)]
    for low in range(MAX_BID, MIN_BID - 1, -1):
        table[low] = [Action("bid", f"{low}{s}") for s in STRAIN_LETTERS] + table[low + 1]
    return table


BIDS_FROM = _bid_actions()
BID_BY_ARG = {a.arg: (int(a.arg[:-1]), STRAIN_LETTERS.index(a.arg[-1])) for a in BIDS_FROM[MIN_BID]}
"""``"28S"`` → (28, 0): the listed bids, read without parsing."""
PLAY_ACTIONS = [Action("play", card_code(c)) if 2 <= c >> 2 <= ACE else Action("play", "")
                for c in range(64)]
CARD_BY_CODE = {a.arg: c for c, a in enumerate(PLAY_ACTIONS) if a.arg}
PASS, DOUBLE, REDOUBLE = Action("pass"), Action("double"), Action("redouble")
# How often a random caller passes, after a bid and before any: the N-1 others all pass
# after a bid about a third of the time, and all N pass at the start about one deal in eight
RANDOM_PASS = {n: (0.35 ** (1 / (n - 1)), 0.12 ** (1 / n)) for n in (4, 6, 8)}
