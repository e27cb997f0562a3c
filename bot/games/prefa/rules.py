"""Prefa's fixed facts: the 24 contracts, their values and minimums, the options, tricks.

Section numbers refer to ``shared/rules/prefa.md``. Contracts are the indices 0..23 of
§6.1 (``6S`` … ``10H``); cards are ints from ``bot.engine.cards``. Nothing here holds
state or text a person reads: the state is in ``game``, the words in ``text``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from operator import itemgetter
from typing import Literal

from pydantic import Field

from bot.engine.cards import (
    CLUBS,
    DIAMONDS,
    HEARTS,
    SPADES,
    card_code,
    deck_32,
    quick_shuffled,
    sort_hand,
)
from bot.engine.game import Action, Options

# --- contracts (§6.1, §10.1, §10.2) -------------------------------------------

DENOMS = ("S", "C", "D", "H", "NT")
"""The denominations in bidding order (♠ < ♣ < ♦ < ♥ < NT), as in the contract codes."""
_DENOM_TRUMP = (SPADES, CLUBS, DIAMONDS, HEARTS, -1)
CONTRACTS: tuple[str, ...] = tuple(f"{6 + i // 5}{DENOMS[i % 5]}" for i in range(24))
CONTRACT_INDEX = {code: i for i, code in enumerate(CONTRACTS)}
LEVEL: tuple[int, ...] = tuple(6 + i // 5 for i in range(24))
DENOM: tuple[str, ...] = tuple(DENOMS[i % 5] for i in range(24))
TRUMP: tuple[int, ...] = tuple(_DENOM_TRUMP[i % 5] for i in range(24))
"""The trump suit of each contract (a ``bot.engine.cards`` suit), -1 for no trumps."""
GAME_VALUE: tuple[int, ...] = (2, 3, 4, 5, 6, 7, 7, 7, 7, 8, 8, 8, 8, 8,
                               9, 9, 9, 9, 9, 10, 10, 10, 10, 10)
REQ_R = {6: 2, 7: 2, 8: 1, 9: 1, 10: 0}
REQ_L = {6: 2, 7: 1, 8: 1, 9: 0, 10: 0}
TOP = 23  # 10♥: nothing is above it

# Defence modes (§8) and steps: who speaks and what they may say.
BOTH, TOGETHER, ALONE, BOTH_PASS = "both", "together", "alone", "both_pass"
MODES = (BOTH, TOGETHER, ALONE, BOTH_PASS)
R_FIRST, L_AFTER_PLAY, R_SECOND, L_AFTER_PASS, R_REENTRY = (
    "r_first", "l_after_play", "r_second", "l_after_pass", "r_reentry")

PHASES = ("auction", "discard", "contract", "defend", "play", "over")

# --- actions, made once --------------------------------------------------------

DECK: tuple[int, ...] = tuple(deck_32())
CODE_TO_CARD = {card_code(c): c for c in DECK}
PLAY = {c: Action("play", card_code(c)) for c in DECK}
DISCARD = {c: Action("discard", card_code(c)) for c in DECK}
BID = tuple(Action("bid", code) for code in CONTRACTS)
CONTRACT = tuple(Action("contract", code) for code in CONTRACTS)
PASS = Action("pass")
SAME = Action("same")
DPLAY = Action("play")
ALONE_CALL = Action("alone")
TOGETHER_CALL = Action("together")
STEP_ACTIONS: dict[str, tuple[Action, ...]] = {
    R_FIRST: (DPLAY, PASS),
    L_AFTER_PLAY: (DPLAY, PASS),
    R_SECOND: (ALONE_CALL, TOGETHER_CALL),
    L_AFTER_PASS: (PASS, ALONE_CALL, TOGETHER_CALL),
    R_REENTRY: (TOGETHER_CALL, PASS),
}
BARE_KINDS = frozenset({"pass", "same", "play", "alone", "together"})
"""Moves that take no argument (``play`` only in the defence)."""

IN_SUIT = tuple(frozenset(c for c in DECK if c & 3 == s).__contains__ for s in range(4))
"""``IN_SUIT[s](card)``: is the card of suit ``s`` (a test ``filter`` runs in C)."""

_HAND_POS = [0] * (max(DECK) + 1)
for _i, _c in enumerate(sort_hand(DECK)):
    _HAND_POS[_c] = _i
HAND_KEY = _HAND_POS.__getitem__
"""Sort key putting cards in the order hands are shown (suits grouped, high to low)."""


class PrefaOptions(Options):
    """Every variant of §11; the defaults are the seed rules."""

    starting_pot: int = Field(
        default=20, ge=1, le=1000, description="each player's pot at the start (10, 20, 31 …)")
    solo_doubling: bool = Field(
        default=False,
        description="Greek 'solo': failing by 2+ or a big shortfall doubles payments (§10.6)")
    first_defender_reentry: bool = Field(
        default=False,
        description="after R pass and L alone, R may still say 'together' and take over")
    lone_requirement: Literal["right_column", "own_seat"] = Field(
        default="right_column",
        description="a lone defender needs the right-hand minimum, or his own seat's")
    together_scoring: Literal["transfer", "combined"] = Field(
        default="transfer",
        description="together: helper's result moves to the active defender, "
                    "or both hands count as one defender")
    bid_alias_six: bool = Field(
        default=True, description="accept 'spades', 'hearts', 'no-trumps' … as six-level bids")


# --- reading contracts ------------------------------------------------------------

_SUIT_WORDS = {"SPADE": "S", "SPADES": "S", "CLUB": "C", "CLUBS": "C", "DIAMOND": "D",
               "DIAMONDS": "D", "HEART": "H", "HEARTS": "H", "NOTRUMP": "NT",
               "NOTRUMPS": "NT", "NT": "NT", "N": "NT", "S": "S", "C": "C", "D": "D", "H": "H"}
_SYMBOLS = {"♠": "S", "♣": "C", "♦": "D", "♥": "H", "♤": "S", "♧": "C", "♢": "D", "♡": "H"}
_LEVEL_SUIT = re.compile(r"(6|7|8|9|10)([A-Z]+)")


class ContractError(ValueError):
    """Text that names no contract. ``code`` says how it failed, for the reason shown:
    ``ten-nt`` (there is no 10NT), ``no-suit`` (a level without a suit), ``level``
    (a level outside 6–10), ``six-only`` (a bare suit while the alias option is off),
    ``unknown``."""

    def __init__(self, code: str, typed: str, level: int = 0) -> None:
        super().__init__(f"{code}: {typed!r}")
        self.code = code
        self.typed = typed
        self.level = level


def parse_contract(text: str, aliases: bool = True) -> int:
    """The contract index ``text`` names: ``7NT``, ``10h``, ``6♠``, ``7 spades``, ``8 no-trumps``
    and, with ``aliases`` (option ``bid_alias_six``), a bare suit for the six level
    (``spades`` = 6♠, ``no-trumps`` = 6NT). Raises ``ContractError`` otherwise."""
    typed = text.strip()
    raw = typed.upper().replace("\ufe0f", "")
    for symbol, letter in _SYMBOLS.items():
        raw = raw.replace(symbol, letter)
    raw = "".join(ch for ch in raw if ch not in " -_.")
    suit = _SUIT_WORDS.get(raw)
    if suit is not None and len(raw) > 2:  # a word, not a lone letter
        if not aliases:
            raise ContractError("six-only", typed)
        return CONTRACT_INDEX["6" + suit]
    match = _LEVEL_SUIT.fullmatch(raw)
    if match is None:
        digits = re.fullmatch(r"(\d+)", raw)
        if digits:
            level = int(digits.group(1))
            raise ContractError("no-suit" if 6 <= level <= 10 else "level", typed, level)
        leading = re.fullmatch(r"(\d+)[A-Z]+", raw)
        if leading:
            raise ContractError("level", typed, int(leading.group(1)))
        raise ContractError("unknown", typed)
    level_text, word = match.groups()
    denom = _SUIT_WORDS.get(word)
    if denom is None:
        raise ContractError("unknown", typed)
    if level_text == "10" and denom == "NT":
        raise ContractError("ten-nt", typed)
    return CONTRACT_INDEX[level_text + denom]


# --- tricks (§9.3, §9.4) -------------------------------------------------------------

def legal_cards(hand: list[int], trick: Sequence[int], trump: int) -> list[int]:
    """The cards of ``hand`` that may go on ``trick`` (follow suit, else trump, else any).
    The hand's own list when every card may go (callers copy before changing it)."""
    if not trick:
        return hand
    follow = list(filter(IN_SUIT[trick[0] & 3], hand))  # in C: no comprehension frame
    if follow:
        return follow
    if trump >= 0:
        trumps = list(filter(IN_SUIT[trump], hand))
        if trumps:
            return trumps
    return hand


def beats(card: int, best: int, trump: int) -> bool:
    """Whether ``card``, played after ``best`` (the trick's winning card so far), wins."""
    if card & 3 == best & 3:
        return card > best
    return card & 3 == trump


def trick_winner(cards: Sequence[int], trump: int) -> int:
    """The position in ``cards`` (play order) of the card that wins the trick."""
    best = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[best], trump):
            best = i
    return best


# --- dealing (§5) ---------------------------------------------------------------------

# Where forehand's, middlehand's and the dealer's cards lie in the shuffled pack (§5:
# two each, the kitty, then four more rounds of two), and the kitty's.
DEAL_SLOTS = tuple(tuple(j for start in (2 * p, 8 + 2 * p, 14 + 2 * p, 20 + 2 * p,
                                         26 + 2 * p) for j in (start, start + 1))
                   for p in range(3))
KITTY_SLOTS = (6, 7)
_DEALT = tuple(itemgetter(*slots) for slots in DEAL_SLOTS)
DEALT_TO = tuple(tuple(_DEALT[(seat - dealer - 1) % 3] for seat in range(3))
                 for dealer in range(3))
"""``DEALT_TO[dealer][seat](pack)``: the cards ``seat`` is dealt from the shuffled pack."""


def shuffled_pack(seed: int, number: int) -> list[int]:
    """The pack for deal ``number`` of a match: exactly ``bot.engine.cards.shuffled(DECK,
    seed, str(number))`` (a test holds them equal), by ``quick_shuffled``."""
    return quick_shuffled(DECK, seed, str(number))
