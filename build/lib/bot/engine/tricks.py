"""What trick-taking games share: turn order, following suit, the trick winner.

Plays are ``(seat, card)`` pairs in the order they were played. The winner is
found the way the rule books say it: the first card leads, and each later card
takes over when it beats the card now winning. Games supply ``beats`` (trump,
rank order, and which of two identical cards wins).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.engine.cards import Card, Style, card_text

Play = tuple[int, Card]
Beats = Callable[[Card, Card], bool]


def next_seat(seat: int, seats: int, step: int = 1) -> int:
    """The seat after ``seat`` in the direction of play (``step=-1``: counter-clockwise)."""
    return (seat + step) % seats


def seat_cycle(start: int, seats: int, step: int = 1) -> list[int]:
    return [(start + i * step) % seats for i in range(seats)]


def winning_index(cards: Sequence[Card], beats: Beats) -> int:
    """Index of the card that wins ``cards`` (played in order) under ``beats``."""
    best = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[best]):
            best = i
    return best


def of_suit(hand: Sequence[Card], suit: int) -> list[Card]:
    return [c for c in hand if c & 3 == suit]


def plays_text(plays: Sequence[Sequence[int]], style: Style = "text") -> str:
    """``{s0} A♠ · {s1} 10♠`` — the trick as seat placeholders and cards."""
    return " · ".join(f"{{s{seat}}} {card_text(card, style)}" for seat, card in plays)
