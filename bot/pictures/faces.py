"""Card faces: which faces each game has, and what each prints. One 128×128 image per
distinct card, drawn once and kept (``bot.pictures.faceart`` draws them).

Each face has a stable name fit for a Discord application emoji (``ct_10s``,
``ct_fc_rc``) and a content hash of its pixels, so a host can upload only the
faces that are missing or changed.

This module reads the games' decks; the table-picture process does not import it (it
gets the :class:`~bot.pictures.faceart.Catalogue` from the bot instead).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from bot.engine import cards as french
from bot.games import fifty_six, four_color, prefa
from bot.pictures import fonts
from bot.pictures.faceart import (
    BLACK_INK,
    CARD_EDGE,
    CARD_FILL,
    COLOUR_INKS,
    JOKER_INK,
    JOKER_MARK,
    RED_INK,
    SIZE,
    TILE_FILL,
    Catalogue,
    Face,
    clear_cache,
    face_at,
    face_hash,
    face_image,
    face_png,
)

__all__ = ["BLACK_INK", "CARD_EDGE", "CARD_FILL", "COLOUR_INKS", "JOKER_INK", "RED_INK",
           "SIZE", "TILE_FILL", "Face", "all_faces", "build_all", "catalogue", "clear_cache",
           "code_of", "face", "face_at", "face_hash", "face_image", "face_png", "faces",
           "forget", "game_ids"]


def _french_face(card: int) -> Face:
    code = french.card_code(card)
    suit = french.suit_of(card)
    return Face(code, f"ct_{code.lower()}", french.card_text(card), "french",
                mark=french.RANK_TEXT[french.rank_of(card)], suit=french.SUIT_SYMBOLS[suit],
                ink=RED_INK if suit in french.RED_SUITS else BLACK_INK)


def _four_color_face(card: int) -> Face:
    code = four_color.card_code(card)
    name, label = f"ct_fc_{code.lower()}", four_color.card_text(card)
    if card == four_color.JOKER:
        return Face(code, name, label, "four-color", JOKER_MARK, "", JOKER_INK, joker=True)
    # the printed character, after the colour marker
    return Face(code, name, label, "four-color", mark=label[-1], suit="",
                ink=COLOUR_INKS[four_color.colour_of(card)])


def _unique(cards: Iterable[int]) -> list[int]:
    return list(dict.fromkeys(cards))


@cache
def catalogue() -> Catalogue:
    """Every card each game can deal, from the games' own decks (largest option)."""
    suit_order = {s: i for i, s in enumerate(french.SUITS)}

    def french_faces(deck: Iterable[int]) -> tuple[Face, ...]:
        ordered = sorted(_unique(deck), key=lambda c: (suit_order[french.suit_of(c)],
                                                        french.rank_of(c)))
        return tuple(_french_face(c) for c in ordered)

    colour_cards = four_color.sort_cards(_unique(four_color.build_deck(jokers=True)))
    return Catalogue({
        "huutopussi": french_faces(french.deck_36()),
        "fifty-six": french_faces(french.build_deck(fifty_six.RANKS_64)),
        "prefa": french_faces(prefa.DECK),
        "four-color": tuple(_four_color_face(c) for c in colour_cards),
    })


def game_ids() -> tuple[str, ...]:
    return tuple(catalogue().games)


def faces(game_id: str) -> tuple[Face, ...]:
    """The faces of one game's cards, in display order (by suit or colour, then rank)."""
    return catalogue().games[game_id]


def face(game_id: str, code: str) -> Face:
    """The face of the card ``code`` in game ``game_id``; KeyError if it has none."""
    return catalogue().face(game_id, code)


CODES = {"french": french.card_code, four_color.DECK: four_color.card_code}


def code_of(deck: str, card: int) -> str | None:
    """The code of card ``card`` (an int, as ``bot.engine.text.Face`` carries it) of the deck
    a message names (``"french"``, ``"four-color"``), or None: a deck with no faces."""
    code = CODES.get(deck)
    return code(card) if code is not None else None


def all_faces() -> tuple[Face, ...]:
    """Every distinct face across the games (the French games share theirs)."""
    return catalogue().every


def forget() -> None:
    """Let go of every face drawn and the fonts they were drawn with, keeping their hashes.
    The bot process draws its faces only to sync the emojis (the table pictures are drawn
    in a process of their own): kept, they held about 7 MiB of it for nothing. The hashes
    (65 short strings) spare a later sync in the same process (tests) drawing them again."""
    for cached in (face_image, face_png, face_at, fonts.font):
        cached.cache_clear()


def build_all() -> int:
    """Draw and hash every face now (e.g. at start-up) so no request pays for it; returns
    the count."""
    for f in all_faces():
        face_hash(f)
    return len(all_faces())
