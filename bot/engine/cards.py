"""French-suited cards as small ints, with parsing and formatting at the edges.

A card is ``rank << 2 | suit`` so the hot path (legal moves, trick winners) works
on plain ints; only parsing and display deal with text. Several packs may hold
identical cards (Fifty-Six with two packs): identical cards are equal ints.
"""

from __future__ import annotations

import random
from _random import Random as _MersenneTwister
from collections.abc import Iterable, Sequence
from hashlib import sha512
from typing import Literal

from bot.engine.text import register_deck

Card = int

SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3
SUITS = (SPADES, HEARTS, DIAMONDS, CLUBS)
SUIT_LETTERS = "SHDC"
SUIT_SYMBOLS = "♠♥♦♣"
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
SUIT_SINGULAR = ("spade", "heart", "diamond", "club")
RED_SUITS = frozenset({HEARTS, DIAMONDS})

JACK, QUEEN, KING, ACE = 11, 12, 13, 14
RANK_TEXT = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
             JACK: "J", QUEEN: "Q", KING: "K", ACE: "A"}
RANK_NAMES = {JACK: "jack", QUEEN: "queen", KING: "king", ACE: "ace"}
_RANK_PARSE = {v: k for k, v in RANK_TEXT.items()} | {"T": 10, "1": ACE}
_SUIT_PARSE = {"S": SPADES, "H": HEARTS, "D": DIAMONDS, "C": CLUBS,
               "♠": SPADES, "♥": HEARTS, "♦": DIAMONDS, "♣": CLUBS,
               "♤": SPADES, "♡": HEARTS, "♢": DIAMONDS, "♧": CLUBS}

Style = Literal["code", "text", "discord", "ansi"]


def make(rank: int, suit: int) -> Card:
    return rank << 2 | suit


def rank_of(card: Card) -> int:
    return card >> 2


def suit_of(card: Card) -> int:
    return card & 3


class CardParseError(ValueError):
    """Raised with a sentence a player understands when card text is unreadable."""


def parse_card(text: str) -> Card:
    """Read ``10S``, ``ts``, ``A♥``, ``q h`` or ``10♦️`` as a card."""
    raw = text.strip().upper().replace(" ", "").replace("\ufe0f", "")
    if len(raw) < 2:
        raise CardParseError(f"“{text.strip()}” is not a card. Write it like 10S, AH or Q♦.")
    rank_text, suit_text = raw[:-1], raw[-1]
    if suit_text in _RANK_PARSE and raw[0] in _SUIT_PARSE:  # suit first: "S10", "♠A"
        rank_text, suit_text = raw[1:], raw[0]
    rank = _RANK_PARSE.get(rank_text)
    suit = _SUIT_PARSE.get(suit_text)
    if rank is None or suit is None:
        raise CardParseError(f"“{text.strip()}” is not a card. Write it like 10S, AH or Q♦.")
    return make(rank, suit)


def parse_cards(text: str) -> list[Card]:
    """Read a list of cards separated by spaces or commas."""
    return [parse_card(part) for part in text.replace(",", " ").split()]


def card_code(card: Card) -> str:
    """The stable ASCII form used in action strings and JSON: ``10S``, ``AH``."""
    return RANK_TEXT[card >> 2] + SUIT_LETTERS[card & 3]


def card_text(card: Card, style: Style = "text") -> str:
    """Display form. ``discord`` marks red suits with coloured emoji so they stand out."""
    if style == "code":
        return card_code(card)
    rank, suit = RANK_TEXT[card >> 2], card & 3
    if style == "discord":
        return rank + ("♠", "♥️", "♦️", "♣")[suit]
    if style == "ansi" and suit in RED_SUITS:
        return f"\x1b[31m{rank}{SUIT_SYMBOLS[suit]}\x1b[0m"
    return rank + SUIT_SYMBOLS[suit]


register_deck("french", card_text)


def cards_text(cards: Iterable[Card], style: Style = "text") -> str:
    return " ".join(card_text(c, style) for c in cards)


def card_name(card: Card) -> str:
    """Spoken form for sentences: ``queen of hearts``, ``10 of spades``."""
    rank = card >> 2
    return f"{RANK_NAMES.get(rank, str(rank))} of {SUIT_NAMES[card & 3]}"


def build_deck(ranks: Iterable[int], packs: int = 1, suits: Sequence[int] = SUITS) -> list[Card]:
    """Every (rank, suit) once per pack, in a fixed order so seeded shuffles replay."""
    ranks = list(ranks)
    return [make(r, s) for _ in range(packs) for s in suits for r in ranks]


def deck_36() -> list[Card]:
    return build_deck(range(6, 15))


def deck_32() -> list[Card]:
    return build_deck(range(7, 15))


def shuffled(cards: Sequence[Card], seed: int, salt: str) -> list[Card]:
    """A deterministic shuffle: the same (seed, salt) always gives the same order.

    Salting by deal number means no RNG state has to live in the game state,
    so states stay plain JSON and replays need only the seed.
    """
    out = list(cards)
    random.Random(f"{seed}:{salt}").shuffle(out)
    return out


def _quick_shuffled(cards: Sequence[Card], seed: int, salt: str) -> list[Card]:
    """``shuffled``, written out: the generator is seeded as ``random.seed`` seeds a str
    (the text and its SHA-512 as one int) straight into its C type, and ``shuffle``'s loop
    and ``randbelow`` are inlined. Playouts deal a new hand every few dozen actions."""
    out = list(cards)
    raw = f"{seed}:{salt}".encode()
    bits = _MersenneTwister(int.from_bytes(raw + sha512(raw).digest(), "big")).getrandbits
    steps = _STEPS.get(len(out))
    if steps is None:
        steps = _STEPS[len(out)] = tuple((i, (i + 1).bit_length())
                                         for i in range(len(out) - 1, 0, -1))
    for i, k in steps:
        j = bits(k)
        while j > i:
            j = bits(k)
        out[i], out[j] = out[j], out[i]
    return out


_STEPS: dict[int, tuple[tuple[int, int], ...]] = {}  # per pack size: (i, bits for 0..i)
_SAME = all(_quick_shuffled(range(n), seed, str(salt)) == shuffled(range(n), seed, str(salt))
            for n in (32, 36, 52) for seed in range(3) for salt in range(3))
quick_shuffled = _quick_shuffled if _SAME else shuffled
"""``shuffled``, the same order at a fraction of the cost (it relies on how this Python's
``random`` seeds and shuffles: checked on import, else it is ``shuffled`` itself)."""


def sort_hand(hand: Iterable[Card], rank_key: Sequence[int] | None = None,
              suit_order: Sequence[int] = (SPADES, HEARTS, CLUBS, DIAMONDS)) -> list[Card]:
    """Group by suit (alternating colours) and order high to low.

    ``rank_key[rank]`` gives the strength of a rank when a game's order is not
    the natural one (e.g. Huutopussi's ace-ten order).
    """
    pos = {s: i for i, s in enumerate(suit_order)}
    if rank_key is None:
        return sorted(hand, key=lambda c: (pos[c & 3], -(c >> 2)))
    return sorted(hand, key=lambda c: (pos[c & 3], -rank_key[c >> 2]))
