import pytest

from bot.engine import cards as cards_module
from bot.engine.cards import (
    ACE,
    HEARTS,
    SPADES,
    CardParseError,
    card_code,
    card_text,
    deck_32,
    deck_36,
    make,
    parse_card,
    parse_cards,
    quick_shuffled,
    shuffled,
)


@pytest.mark.parametrize(
    ("text", "code"),
    [("10S", "10S"), ("ts", "10S"), ("A♥", "AH"), ("q h", "QH"), ("10♦️", "10D"), ("♠A", "AS")],
)
def test_parse_accepts_common_spellings(text: str, code: str) -> None:
    assert card_code(parse_card(text)) == code


@pytest.mark.parametrize("text", ["", "Z", "11S", "AX", "hello"])
def test_parse_rejects_with_a_sentence(text: str) -> None:
    with pytest.raises(CardParseError, match="is not a card"):
        parse_card(text)


def test_text_forms() -> None:
    assert card_text(make(ACE, SPADES)) == "A♠"
    assert card_text(make(10, HEARTS)) == "10♥"
    assert card_text(make(10, HEARTS), "discord") == "10♥️"
    assert "\x1b[31m" in card_text(make(10, HEARTS), "ansi")
    assert [card_code(c) for c in parse_cards("AS, 10H KD")] == ["AS", "10H", "KD"]


def test_decks_and_seeded_shuffle() -> None:
    assert len(set(deck_36())) == 36
    assert len(set(deck_32())) == 32
    assert shuffled(deck_36(), 7, "1") == shuffled(deck_36(), 7, "1")
    assert shuffled(deck_36(), 7, "1") != shuffled(deck_36(), 7, "2")


def test_the_quick_shuffle_deals_what_the_engines_shuffle_deals() -> None:
    # Deals must never change (replays and stored matches hold only the seed), so the
    # written-out shuffle is the one in use on this Python and gives the same orders.
    assert quick_shuffled is cards_module._quick_shuffled
    for pack in (deck_32(), deck_36(), list(range(52))):
        for seed in (0, 1, 99, 2**40 + 3):
            for salt in ("0", "7", "dealer"):
                assert quick_shuffled(pack, seed, salt) == shuffled(pack, seed, salt)
