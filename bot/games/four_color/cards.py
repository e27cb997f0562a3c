"""Four Color's own cards: ids, the notation players type, the faces they see, the deal.

A card is a small int ``piece * 4 + colour`` (0..27); the joker is 28. Colours:
red 0, yellow 1, green 2, white 3. Pieces: General 0, Advisor 1, Elephant 2,
Chariot 3, Horse 4, Cannon 5, Soldier 6. With that order the three groups that
melds can connect are contiguous ranges (see ``melds``). Concealed hands are
kept as counts per card id (29 ints per seat).

Notation (commands, tests, JSON, ``View.data``): colour letter then piece letter —
``R Y G W`` then ``G A E C H N S`` — e.g. ``RC`` red Chariot, ``WS`` white
Soldier; ``JK`` is a joker. Parsing also accepts words (``red chariot``,
``R-chariot``) and the face (``🟥俥``). A face is a colour marker and the
character printed on the card: red and yellow use the red Xiangqi characters,
green and white the black ones (🟥俥 🟨傌 🟩包 ⬜將; joker 🃏). Faces are the same
in every language, so the deck registers them with ``bot.engine.text`` as
``"four-color"``: messages carry ``Face(card, DECK)`` and every catalog draws it alike.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from bot.engine.text import register_deck

Card = int
DECK = "four-color"

RED, YELLOW, GREEN, WHITE = 0, 1, 2, 3
GENERAL, ADVISOR, ELEPHANT, CHARIOT, HORSE, CANNON, SOLDIER = range(7)
JOKER = 28
NTYPES = 29  # card ids 0..27 plus the joker
COPIES = 4
JOKERS = 5

COLOUR_LETTERS = "RYGW"
PIECE_LETTERS = "GAECHNS"
# English words for reading typed cards (``red chariot``); display text uses faces.
COLOUR_NAMES = ("red", "yellow", "green", "white")
PIECE_NAMES = ("General", "Advisor", "Elephant", "Chariot", "Horse", "Cannon", "Soldier")
PIECE_IDS = ("general", "advisor", "elephant", "chariot", "horse", "cannon", "soldier")
MARKERS = ("🟥", "🟨", "🟩", "⬜")
RED_CHARS = "帥仕相俥傌炮兵"
BLACK_CHARS = "將士象車馬包卒"
JOKER_TEXT = "🃏"


def make(colour: int, piece: int) -> Card:
    return piece * 4 + colour


def piece_of(card: Card) -> int:
    return card >> 2


def colour_of(card: Card) -> int:
    return card & 3


def _code(card: Card) -> str:
    if card == JOKER:
        return "JK"
    return COLOUR_LETTERS[card & 3] + PIECE_LETTERS[card >> 2]


def _text(card: Card) -> str:
    if card == JOKER:
        return JOKER_TEXT
    chars = RED_CHARS if card & 3 in (RED, YELLOW) else BLACK_CHARS
    return MARKERS[card & 3] + chars[card >> 2]


CODES = tuple(_code(c) for c in range(NTYPES))
TEXTS = tuple(_text(c) for c in range(NTYPES))
CODE_CARD = {code: card for card, code in enumerate(CODES)}
# Display order: by colour, then piece order G A E C H N S, the joker last.
SORT_KEY = tuple((c & 3) * 7 + (c >> 2) if c != JOKER else 99 for c in range(NTYPES))


def card_code(card: Card) -> str:
    """The stable ASCII form used in actions and JSON: ``RC``, ``WS``, ``JK``."""
    return CODES[card]


def card_text(card: Card) -> str:
    """The face: a colour marker and the printed character, e.g. ``🟥俥``."""
    return TEXTS[card]


register_deck(DECK, card_text)


def card_name(card: Card) -> str:
    """The card in English words (``white Soldier``), a form players may type."""
    if card == JOKER:
        return "joker"
    return f"{COLOUR_NAMES[card & 3]} {PIECE_NAMES[card >> 2]}"


def sort_cards(cards: Sequence[Card]) -> list[Card]:
    return sorted(cards, key=SORT_KEY.__getitem__)


def counts_of(cards: Sequence[Card]) -> list[int]:
    """Cards as counts per card id (how hands are kept)."""
    counts = [0] * NTYPES
    for c in cards:
        counts[c] += 1
    return counts


def expand(counts: Sequence[int]) -> list[Card]:
    """Counts per card id back to cards, in id order."""
    return [c for c in range(NTYPES) for _ in range(counts[c])]


class CardParseError(ValueError):
    """Card text we cannot read. ``text`` is what was typed (stripped); the game turns it
    into a sentence for the player."""

    def __init__(self, text: str) -> None:
        super().__init__(f"not a Four Color card: {text!r}")
        self.text = text


_COLOUR_WORDS = {"r": RED, "red": RED, "y": YELLOW, "yellow": YELLOW, "o": YELLOW,
                 "orange": YELLOW, "g": GREEN, "green": GREEN, "b": GREEN, "blue": GREEN,
                 "w": WHITE, "white": WHITE}
_PIECE_WORDS = {"g": GENERAL, "general": GENERAL, "a": ADVISOR, "advisor": ADVISOR,
                "e": ELEPHANT, "elephant": ELEPHANT, "c": CHARIOT, "chariot": CHARIOT,
                "h": HORSE, "horse": HORSE, "n": CANNON, "cannon": CANNON,
                "s": SOLDIER, "soldier": SOLDIER}
_PARSE: dict[str, Card] = {}
for _c in range(JOKER):
    _PARSE[CODES[_c].lower()] = _c
    _PARSE[TEXTS[_c]] = _c
    _PARSE[TEXTS[_c].replace("⬜", "🔲")] = _c
for _cw, _col in _COLOUR_WORDS.items():
    for _pw, _pc in _PIECE_WORDS.items():
        if len(_cw) > 1 or len(_pw) > 1:
            for _sep in ("", "-", " ", "_"):
                _PARSE.setdefault(f"{_cw}{_sep}{_pw}", make(_col, _pc))
_PARSE["jk"] = _PARSE["joker"] = _PARSE[JOKER_TEXT] = JOKER
for _col in (GREEN, WHITE):  # the alternative black Cannon glyph
    _PARSE[MARKERS[_col] + "砲"] = make(_col, CANNON)


def parse_card(text: str) -> Card:
    """Read ``RC``, ``red chariot``, ``R-chariot`` or ``🟥俥`` as a card."""
    key = text.strip().lower().replace("\ufe0f", "")
    card = _PARSE.get(key)
    if card is None:
        raise CardParseError(text.strip())
    return card


def parse_cards(text: str) -> list[Card]:
    """Read cards separated by ``+``, commas or spaces (codes) or ``+``/commas (words)."""
    raw = text.replace(",", "+").strip()
    if "+" in raw:
        parts = [p for p in raw.split("+") if p.strip()]
    else:
        parts = raw.split()
        if parts and any(p.lower() not in _PARSE for p in parts):
            try:  # "red chariot" as one card
                return [parse_card(raw)]
            except CardParseError:
                pass
    return [parse_card(p) for p in parts]


def build_deck(jokers: bool = False) -> list[Card]:
    """112 cards (4 copies of 28), plus 5 jokers, in a fixed order for seeded shuffles."""
    deck = [c for c in range(JOKER) for _ in range(COPIES)]
    if jokers:
        deck += [JOKER] * JOKERS
    return deck


_SHUFFLE_STEPS: dict[int, tuple[tuple[int, int], ...]] = {}


def shuffled_deck(deck: Sequence[Card], seed: int, salt: str) -> list[Card]:
    """``bot.engine.cards.shuffled``, step for step — the same order for the same seed and
    salt, so stored matches replay — with the random draws inlined: a deal's shuffle is
    its largest single cost. (``random.shuffle``: from the last position down, swap with
    a uniform earlier-or-same position, drawn by rejection from ``getrandbits``.)"""
    out = list(deck)
    steps = _SHUFFLE_STEPS.get(len(out))
    if steps is None:
        steps = _SHUFFLE_STEPS[len(out)] = tuple(
            (i, (i + 1).bit_length()) for i in range(len(out) - 1, 0, -1))
    getrandbits = random.Random(f"{seed}:{salt}").getrandbits
    for i, bits in steps:
        j = getrandbits(bits)
        while j > i:
            j = getrandbits(bits)
        out[i], out[j] = out[j], out[i]
    return out


def deal_layout(deck: Sequence[Card], dealer: int, seats: int) -> tuple[list[list[Card]],
                                                                          list[Card]]:
    """§5.1: the dealer takes 6, then 5 each anticlockwise, skipping full hands.

    Returns the hands by seat and the stock (top card first).
    """
    hands: list[list[Card]] = [[] for _ in range(seats)]
    hands[dealer] = list(deck[:6])
    left = [20] * seats  # cards each seat still needs
    left[dealer] = 15
    pos, end = 6, 6 + sum(left)
    seat = (dealer + 1) % seats
    while pos < end:
        take = 5 if left[seat] >= 5 else left[seat]
        if take:
            hands[seat] += deck[pos:pos + take]
            left[seat] -= take
            pos += take
        seat = (seat + 1) % seats
    return hands, list(deck[pos:])
