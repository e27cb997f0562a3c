"""Why a move is refused, and what to type instead: the checks behind ``apply``'s
replies, each answering a near-miss with the accepted form. They change nothing; the
state machine applies the move once they pass.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import Action, Msg
from bot.games.four_color.actions import (
    QUAD_BIT,
    TRIPLE_BIT,
    WIN_BIT,
    face,
    faces,
    kind_msg,
    meld_action,
    meld_kind,
    parse_meld,
)
from bot.games.four_color.cards import CODE_CARD, CODES, JOKER, Card, CardParseError, parse_card
from bot.games.four_color.melds import QUAD, TRIPLE

if TYPE_CHECKING:
    from bot.games.four_color.state import FourColor


def closed_reason(state: FourColor, seat: int) -> Msg:
    if state.phase == "window":
        what = face(state.card)
        if seat == state.exposer and state.source == "discard":
            return Msg("fc-reason-own-discard", card=what)
        if state.answers[seat]:
            return Msg("fc-reason-answered", card=what)
        return Msg("fc-reason-no-claim", card=what)
    if state.last_card >= 0:
        return Msg("fc-reason-too-late", card=face(state.last_card))
    return Msg("fc-reason-nothing-to-claim")


def discard_hint(state: FourColor, seat: int) -> Msg:
    """What a discard looks like, with a card of the seat's own as the example."""
    legal = state._legal_discards(seat)
    code = CODES[legal[0]] if legal else "RC"
    return Msg("fc-reason-discard-now", code=code)


def read_discard(state: FourColor, seat: int, arg: str) -> Card:
    card = CODE_CARD.get(arg)
    if card is not None:
        return card
    try:
        return parse_card(arg)
    except CardParseError as err:
        raise state.reject(seat, Msg("fc-reason-not-a-card", text=err.text)) from None


def turn_answer(state: FourColor, seat: int, action: Action) -> str:
    """The turn seat's answer (a meld, a win, draw or decline), checked."""
    kind = action.kind
    card = state.card
    drawn = state.source == "draw"
    if kind == "meld":
        return str(checked_meld(state, seat, action.arg))
    if kind == "win":
        if not state.claims[seat] & WIN_BIT:
            raise state.reject(seat, Msg("fc-reason-no-win", card=face(card)))
        return "win"
    if kind == "draw" and not drawn:
        return "draw"
    if kind == "decline" and drawn:
        if state._must_keep(card):
            raise state.reject(seat, Msg("fc-reason-must-keep", card=face(card),
                                        what="joker" if card == JOKER else "general"))
        return "decline"
    if kind in ("quad", "triple", "pass"):
        reason = "fc-reason-turn-drawn" if drawn else "fc-reason-turn-discarded"
        raise state.reject(seat, Msg(reason, card=face(card), code=CODES[card]))
    if kind == "draw":
        raise state.reject(seat, Msg("fc-reason-drawn-already", card=face(card)))
    if kind == "decline":
        raise state.reject(seat, Msg("fc-reason-take-or-draw", card=face(card)))
    reason = "fc-reason-answer-drawn" if drawn else "fc-reason-answer-discarded"
    raise state.reject(seat, Msg(reason, card=face(card), code=CODES[card]))


def check_claim(state: FourColor, seat: int, kind: str) -> None:
    card = state.card
    what = face(card)
    bits = state.claims[seat]
    if (kind == "quad" and bits & QUAD_BIT) or (kind == "triple" and bits & TRIPLE_BIT):
        return
    if card == JOKER:
        raise state.reject(seat, Msg("fc-reason-joker-claim"))
    if card < 4:
        if kind == "triple":
            raise state.reject(seat, Msg("fc-reason-general-triple"))
        if state.options.general_steal_only_to_win and state.hands[seat][card] == 3:
            raise state.reject(seat, Msg("fc-reason-general-only-win"))
    n = state.hands[seat][card]
    if kind == "triple" and n == 3 and card in state.locked[seat]:
        raise state.reject(seat, Msg("fc-reason-dealt-triple-claim", card=what))
    raise state.reject(seat, Msg("fc-reason-claim-short", card=what,
                                kind=kind_msg(QUAD if kind == "quad" else TRIPLE),
                                need=3 if kind == "quad" else 2, held=n))


def checked_meld(state: FourColor, seat: int, arg: str) -> Action:
    """The turn player's meld with the exposed card: full validation, no change."""
    card = state.card
    what = face(card)
    if not arg.strip():
        raise state.reject(seat, Msg("fc-reason-name-meld", code=CODES[card]))
    try:
        cards = parse_meld(arg)
    except CardParseError as err:
        raise state.reject(seat, Msg("fc-reason-not-a-card", text=err.text)) from None
    if card not in cards:
        raise state.reject(seat, Msg("fc-reason-meld-without-card", card=what))
    used = list(cards)
    used.remove(card)
    hand = state.hands[seat]
    for c in set(used):
        need = used.count(c)
        if need > hand[c]:
            raise state.reject(seat, Msg("fc-reason-meld-not-held", card=face(c),
                                        code=CODES[c], count=need))
    kind = meld_kind(state.rules, cards)
    if kind < 0:
        soldiers = "yes" if state.options.tricolour_soldiers_only else "no"
        raise state.reject(seat, Msg("fc-reason-not-a-meld", cards=faces(cards),
                                    hint=Msg("fc-hint-melds", soldiers=soldiers)))
    locked = state.locked[seat]
    if locked and kind != QUAD and any(c in locked and hand[c] == 3 for c in used):
        raise state.reject(seat, Msg("fc-reason-dealt-triple-meld"))
    return meld_action(cards)
