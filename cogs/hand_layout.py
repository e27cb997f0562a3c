"""The hand panel as a hand of cards (pictures on): every card of the hand is a button with
its face, and the cards that cannot be chosen now are disabled.

The hand comes first, in the game's own order (``View.hand``), one button per distinct
card: copies of a card (Fifty-Six's two packs, Four Color's fours of a kind) share one
button that counts them (``A♥️ ×2``), as two buttons of one message cannot carry the same
custom id. Then come the seat's other choices beside the cards (a marriage, Four Color's
win), drawn as ``render.action_layout`` draws them, then Refresh. Discord allows five rows
of five buttons; a hand too long for the rows left is paged with the panel's ◀ ▶ buttons.

When the seat's choices are not cards (an auction, a claim window, a defence) they need
the room, and the panel is drawn as it always was (``None`` here); so it is without card
emojis (off, refused, not synced yet): nothing changes then.

A disabled button is only a drawing. A click on one (a modified client can send it) is a
move like any other: the table service checks it and the game says why it is not allowed.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from bot.engine.game import View
from bot.pictures import faces
from bot.pictures.emojis import CardEmojis, action_card
from cogs import render
from cogs.pictures import face_emoji, with_card_emojis
from cogs.render import ButtonSpec, Component, CustomId, Layout, Pair

# The kinds of move that choose a card of the hand (a meld may take a card from the table).
HAND_KINDS = frozenset({"play", "give", "return", "discard"})
WAITING_KIND = "play"  # the disabled cards' moves while the seat has nothing to choose


def _stacks(game_id: str, hand: Sequence[str]) -> dict[str, int] | None:
    """The hand's distinct cards in its order, each with its number of copies (None: a code
    with no face, so not a hand this module can draw)."""
    counts: dict[str, int] = {}
    for code in hand:
        try:
            card = faces.face(game_id, code).code
        except KeyError:
            return None
        counts[card] = counts.get(card, 0) + 1
    return counts


def _card_moves(game_id: str, hand: set[str], actions: Sequence[Pair]) -> list[Pair]:
    return [pair for pair in actions if pair[0].partition(":")[0] in HAND_KINDS
            and action_card(game_id, pair[0]) in hand]


def hand_of_cards(table: int, version: int, view: View, actions: Sequence[Pair], page: int,
                  locale: str, emojis: CardEmojis | None) -> Layout | None:
    """The components of a running match's hand panel (table ``table`` at ``version``)
    with the whole hand as card buttons, or None: draw it as always (no emojis for this
    game, choices that are not cards, or no room)."""
    game_id = view.game
    if view.over or not view.hand or emojis is None or not emojis.covers(game_id):
        return None
    stacks = _stacks(game_id, view.hand)
    if stacks is None:
        return None
    moves = _card_moves(game_id, set(stacks), actions)
    if actions and not moves:
        return None  # choices that are not cards need the room
    kinds = {action.partition(":")[0] for action, _ in moves}
    if len(kinds) > 1:
        return None
    kind = kinds.pop() if kinds else WAITING_KIND
    legal = {action_card(game_id, action) for action, _ in moves}
    others = [pair for pair in actions if pair not in moves]
    if len(others) > render.ALL_BUTTONS:
        return None
    other_rows: list[list[Component]] = []
    if others:  # as the panel always draws them (a single card's meld with its face)
        drawn = render.action_layout(table, version, others, 0, locale)
        with_card_emojis(drawn, emojis, game_id)  # in place
        other_rows = drawn.rows[:-1]  # without its Refresh
    cards = [_card_button(CustomId("act", table, version, f"{kind}:{code}"), game_id, code,
                          count, code in legal, locale, emojis)
             for code, count in stacks.items()]
    return _pack(table, version, cards, other_rows, page, locale)


def _card_button(cid: CustomId, game_id: str, code: str, count: int, legal: bool,
                 locale: str, emojis: CardEmojis) -> ButtonSpec:
    return ButtonSpec(_label(game_id, code, count, locale), cid.encode(),
                      "primary" if legal else "secondary", disabled=not legal,
                      emoji=face_emoji(emojis, game_id, code))


@lru_cache(maxsize=4096)
def _label(game_id: str, code: str, count: int, locale: str) -> str:
    """A card button's text: the card (``A♥️``), and how many copies it stands for."""
    face = faces.face(game_id, code)
    label = (render.say("discord-card-stack", locale, card=face.label, count=count)
             if count > 1 else render.red_suits(face.label))
    return render.clip(label, render.LABEL_MAX)


def _rows(items: Sequence[Component]) -> list[list[Component]]:
    return [list(items[i:i + render.ROW_BUTTONS])
            for i in range(0, len(items), render.ROW_BUTTONS)]


def _pack(table: int, version: int, cards: list[ButtonSpec],
          other_rows: list[list[Component]], page: int, locale: str) -> Layout | None:
    """Cards, then the other choices, then Refresh, in Discord's five rows (Refresh shares
    the last row when that is what makes the hand fit); else the hand a page at a time."""
    refresh = ButtonSpec(render.say("discord-button-refresh", locale),
                         CustomId("refresh", table, version).encode(), "secondary")
    rows = [*_rows(cards), *other_rows]
    if len(rows) < render.MAX_ROWS:
        return Layout(rows=[*rows, [refresh]])
    last = rows[-1]
    if (len(rows) == render.MAX_ROWS and len(last) < render.ROW_BUTTONS
            and all(isinstance(c, ButtonSpec) for c in last)):
        return Layout(rows=[*rows[:-1], [*last, refresh]])
    room = (render.MAX_ROWS - 1 - len(other_rows)) * render.ROW_BUTTONS
    if room <= 0:
        return None
    pages = -(-len(cards) // room)
    page = min(max(page, 0), pages - 1)
    back, ahead = max(page - 1, 0), min(page + 1, pages - 1)
    nav: list[Component] = [
        ButtonSpec(render.say("discord-button-previous", locale),
                   CustomId("page", table, version, str(back)).encode(),
                   "secondary", disabled=page == 0),
        ButtonSpec(render.say("discord-button-next", locale),
                   CustomId("page", table, version, str(ahead)).encode(),
                   "secondary", disabled=page >= pages - 1),
        refresh]
    shown = cards[page * room:(page + 1) * room]
    return Layout(rows=[*_rows(shown), *other_rows, nav], page=page, pages=pages)
