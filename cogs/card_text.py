"""Cards as their emojis in the text of the table message and of the hand panel (pictures
on): the trick, the last trick, melds, discards, the recent moves and, when the buttons do
not show it, the hand.

The engine says which card it means (``Face``/``Faces`` in its messages, ``View.hand``),
so a card is swapped for its emoji's markup before the text is rendered, and nothing that
merely looks like a card changes (Prefa's contract 7♠ stays text).

An emoji's markup (``<:ct_10s_3fa2c1:1234…>``) takes about 37 characters where the card's
text takes 2 or 3, and a message's text is limited (1,024 characters a field, 4,000 for all
the text of a Components v2 message, and a cut markup shows as garbage). So each text takes
its emojis only while the texts together stay within ``ROOM``, in the order they are read:
every game lists the trick before the last trick. What does not fit reads as text, as it
does with no emojis at all (off, refused, not synced yet).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import lru_cache

from bot.engine.game import Section, View
from bot.engine.text import Arg, Face, Faces, Join, Listing, Msg, Text
from bot.pictures import faces
from bot.pictures.emojis import CardEmojis
from cogs import render

ROOM = 2400  # characters for all the texts that may carry emojis in one message
FIELD_ROOM = 1024  # a section is an embed field (or a block of the v2 message)
EVENTS_SHOWN = 5  # the table message shows the last five moves
Mark = Callable[[str, int], str | None]


def swap(item: Text, mark: Mark) -> Text:
    """``item`` with every card face replaced by ``mark(deck, card)`` (left alone where
    that is None): the same object when nothing changed."""
    if isinstance(item, Msg):
        args = {key: _swap_arg(value, mark) for key, value in item.args.items()}
        if all(args[key] is item.args[key] for key in args):
            return item
        return Msg(item.id, **args)
    if isinstance(item, Join | Listing):
        items = tuple(_swap_arg(value, mark) for value in item.items)
        if all(a is b for a, b in zip(items, item.items, strict=True)):
            return item
        return Join(items, item.sep) if isinstance(item, Join) else Listing(items, item.style)
    return item


def _swap_arg(value: Arg, mark: Mark) -> Arg:
    if isinstance(value, Face):
        return mark(value.deck, value.value) or value
    if isinstance(value, Faces):
        marks = [mark(value.deck, card) for card in value.values]
        return value if any(m is None for m in marks) else " ".join(m or "" for m in marks)
    if isinstance(value, Msg | Join | Listing):
        return swap(value, mark)
    return value


def _marker(emojis: CardEmojis, game_id: str) -> Mark:
    def mark(deck: str, card: int) -> str | None:
        code = faces.code_of(deck, card)
        return _code_markup(emojis, game_id, code) if code is not None else None
    return mark


def _code_markup(emojis: CardEmojis, game_id: str, code: str) -> str | None:
    """A card's emoji markup, or None (a card this game's faces do not have)."""
    try:
        return emojis.markup(game_id, code)
    except KeyError:
        return None


@lru_cache(maxsize=4096)
def _hand_marks(emojis: CardEmojis, game_id: str, hand: tuple[str, ...]) -> Join | None:
    """A hand as its cards' emojis, or None (a card with none): one object per hand, so
    its words are found by identity at every draw of the panel."""
    marks = [m for code in hand if (m := _code_markup(emojis, game_id, code))]
    return Join(marks, " ") if len(marks) == len(hand) else None


# A text as first seen, with its cards as emojis, and the length of each as shown.
Measured = tuple[Text, Text, int, int]


@lru_cache(maxsize=20_000)
def _measured(text: Text, emojis: CardEmojis, game_id: str, locale: str,
              names: tuple[str, ...]) -> Measured:
    """``text`` with its cards as emojis, and the length of each as shown (a table's texts
    are drawn for its message and for every player's panel: measured once).

    The text kept is the one first measured: views are drawn anew for every panel, and
    the copy a later draw shows then finds its words (``render.words``, remembered per
    text) at once by identity, where an equal copy is compared part by part."""
    dressed = swap(text, _marker(emojis, game_id))
    plain = len(render.words(text, locale, names))
    return text, dressed, plain, plain if dressed is text else len(render.words(dressed, locale,
                                                                                 names))


class _Budget:
    """What the texts of one message may still add to their length."""

    def __init__(self, emojis: CardEmojis, game_id: str, locale: str,
                 names: Sequence[str]) -> None:
        self.key = (emojis, game_id, locale, tuple(names))
        self.left = ROOM

    def measure(self, texts: Sequence[Text]) -> list[Measured]:
        measured = [_measured(text, *self.key) for text in texts]
        self.left -= sum(m[2] for m in measured)
        return measured

    def take(self, measured: Measured, limit: int = FIELD_ROOM) -> Text:
        """The text with emojis if it fits in place of the text as it is, else that text
        (the copy first measured: the same words)."""
        plain, dressed, before, after = measured
        if dressed is plain or after - before > self.left or after > limit:
            return plain
        self.left -= after - before
        return dressed


def dress(view: View, extra: Sequence[Text], emojis: CardEmojis | None, game_id: str,
          locale: str, names: Sequence[str], hand: bool = False) -> tuple[View, list[Text]]:
    """The view's sections and the ``extra`` lines (the table's recent moves, a panel's
    notice) with cards as emojis where they fit, and with ``hand`` its hand line too.
    Unchanged without emojis for this game."""
    if emojis is None or not emojis.covers(game_id):
        return view, list(extra)
    lines = list(extra)
    shown = lines[-EVENTS_SHOWN:]
    hand_text: Text = view.hand_text
    if hand and view.hand:
        hand_text = _hand_marks(emojis, game_id, tuple(view.hand)) or hand_text
    budget = _Budget(emojis, game_id, locale, names)
    bodies = budget.measure([s.body for s in view.sections])
    moves = budget.measure(shown)
    sections = [Section(s.title, budget.take(m)) for s, m in zip(view.sections, bodies,
                                                                   strict=True)]
    start = len(lines) - len(shown)
    lines[start:] = [budget.take(m, render.DESC_MAX) for m in moves]
    if hand_text is not view.hand_text:
        plain = len(render.words(view.hand_text, locale, names))
        dressed = len(render.words(hand_text, locale, names))
        hand_text = budget.take((view.hand_text, hand_text, plain, dressed), render.DESC_MAX)
    return replace(view, sections=sections, hand_text=hand_text), lines
