"""Marriages (§11): who may declare in a window, the three kinds of declaration, the
partner's answer, and the §15 ``ask_lockouts`` that bar later ones.

Functions over the match state; ``Huutopussi`` dispatches the moves ``marriage``,
``ask`` and ``answer`` here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import Action, Event, Face, Listing, Msg
from bot.engine.cards import KING, QUEEN, make
from bot.games.huutopussi import view as _view
from bot.games.huutopussi.rules import ASK, ASK_HALF, MARRIAGE, MARRY, parse_suit
from bot.games.huutopussi.view import SEATS, SUIT_MSG, SUIT_TITLE

if TYPE_CHECKING:
    from bot.games.huutopussi.state import Huutopussi

# Events that recur, made once (they are immutable).
_ASK_EVENTS = tuple(Event("ask", Msg("hp-event-ask", player=SEATS[s], partner=SEATS[s ^ 2]), s)
                    for s in range(4))
_HAS_NONE_EVENTS = tuple(Event("answer", Msg("hp-event-has-none", player=SEATS[s]), s)
                         for s in range(4))
_LACKS_EVENTS = tuple(Event("answer", Msg("hp-event-lacks", player=SEATS[s]), s)
                      for s in range(4))
_MARRIAGE_EVENTS: dict[tuple[int, int, int], Event] = {}


def declarations(g: Huutopussi, seat: int) -> list[Action]:
    """What the holder of a window may declare (§11.2–11.3), before leading."""
    hand = set(g.hands[seat])
    declared = {m[1] for m in g.marriages}
    kind = g.max_kind[seat]
    locked = g.half_barred[seat]
    own: list[Action] = []
    halves: list[Action] = []
    for s in range(4):
        if s in declared:
            continue
        king, queen = (KING << 2 | s) in hand, (QUEEN << 2 | s) in hand
        if king and queen:
            own.append(MARRY[s])
        elif king or queen:
            halves.append(ASK_HALF[s])  # asking for a half is never barred (§11.3, §15)
    out = own if kind <= 1 and not locked else []
    if kind <= 2 and not locked and not g.ask_barred[seat] and len(declared) < 4:
        out.append(ASK)
    return out + halves


def window_check(g: Huutopussi, seat: int, what: str) -> None:
    if g.phase != "play" or g.window != seat or g.trick:
        if g.phase == "play":
            rule = "any" if g._o.declare_right == "any_won_trick" else "led"
            raise g.reject(seat, Msg("hp-reason-no-window", rule=rule,
                                        hint=_view.hint(g, seat)))
        raise g.wrong_phase(seat, what)


def marry(g: Huutopussi, seat: int, suit: int, announcer: int) -> list[Event]:
    value = MARRIAGE[g._o.marriage_values][suit]
    team = announcer & 1
    g.marriages.append([seat, suit, value])
    g.marriage_points[team] += value
    g.trump = suit
    for rank in (KING, QUEEN):
        c = make(rank, suit)
        if c not in g.shown:
            g.shown.append(c)
    key = (seat, suit, value)
    event = _MARRIAGE_EVENTS.get(key)
    if event is None:
        event = _MARRIAGE_EVENTS[key] = Event("marriage", Msg(
            "hp-event-marriage", player=SEATS[seat], suit=SUIT_MSG[suit], value=value), seat)
    return [event]


def do_marriage(g: Huutopussi, seat: int, arg: str) -> list[Event]:
    window_check(g, seat, "marriage")
    suit = parse_suit(arg)
    if suit is None:
        raise g.reject(seat, Msg("hp-reason-marriage-suit"))
    if any(m[1] == suit for m in g.marriages):
        raise g.reject(seat, Msg("hp-reason-already-married", suit=SUIT_TITLE[suit]))
    hand = g.hands[seat]
    if make(KING, suit) not in hand or make(QUEEN, suit) not in hand:
        raise g.reject(seat, Msg("hp-reason-need-king-queen", suit=SUIT_MSG[suit]))
    if g.max_kind[seat] > 1:
        raise g.reject(seat, Msg("hp-reason-own-after-ask"))
    if g.half_barred[seat]:
        raise g.reject(seat, Msg("hp-reason-own-after-partner-half"))
    g.max_kind[seat] = max(g.max_kind[seat], 1)
    g.window = -1
    return marry(g, seat, suit, seat)


def do_ask(g: Huutopussi, seat: int, arg: str) -> list[Event]:
    window_check(g, seat, "ask")
    if not arg:
        return ask_whole(g, seat)
    suit = parse_suit(arg)
    if suit is None:
        raise g.reject(seat, Msg("hp-reason-ask-suit", text=arg))
    return ask_half(g, seat, suit)


def ask_whole(g: Huutopussi, seat: int) -> list[Event]:
    partner = seat ^ 2
    declared = {m[1] for m in g.marriages}
    if g.max_kind[seat] > 2:
        raise g.reject(seat, Msg("hp-reason-whole-after-half"))
    if g.half_barred[seat]:
        raise g.reject(seat, Msg("hp-reason-whole-after-partner-half"))
    if g.ask_barred[seat]:
        raise g.reject(seat, Msg("hp-reason-whole-partner-lock"))
    if len(declared) == 4:
        raise g.reject(seat, Msg("hp-reason-all-married"))
    after_ask(g, seat, 2)
    hand = g.hands[partner]
    suits = [s for s in range(4) if s not in declared
             and make(KING, s) in hand and make(QUEEN, s) in hand]
    events = [_ASK_EVENTS[seat]]
    if not suits:
        return [*events, _HAS_NONE_EVENTS[partner]]
    if len(suits) == 1:
        return events + marry(g, partner, suits[0], seat)
    g.phase = "answer"
    g.asker = seat
    g.answer_suits = suits
    g.turn = partner
    return events


def ask_half(g: Huutopussi, seat: int, suit: int) -> list[Event]:
    partner = seat ^ 2
    if any(m[1] == suit for m in g.marriages):
        raise g.reject(seat, Msg("hp-reason-already-married", suit=SUIT_TITLE[suit]))
    mine = g.hands[seat]
    has_k, has_q = make(KING, suit) in mine, make(QUEEN, suit) in mine
    if has_k == has_q:
        raise g.reject(seat, Msg("hp-reason-half-needs-one", suit=SUIT_MSG[suit]))
    missing = make(QUEEN if has_k else KING, suit)
    after_ask(g, seat, 3)
    events = [Event("ask", Msg("hp-event-ask-half", player=SEATS[seat],
                               partner=SEATS[partner], card=Face(missing)), seat)]
    if missing in g.hands[partner]:
        events.append(Event("answer", Msg("hp-event-shows", player=SEATS[partner],
                                          card=Face(missing)), partner))
        return events + marry(g, seat, suit, seat)
    return [*events, _LACKS_EVENTS[partner]]


def after_ask(g: Huutopussi, seat: int, kind: int) -> None:
    """Record an ask (kind 2 = for a marriage, 3 = for a half) and its lockouts.

    §11.3, every rule set: the asker may no longer declare a smaller-numbered
    kind (``max_kind``). The ``ask_lockouts`` options of §15, read literally:

    - ``partner_lock``: "the partner of someone who asked for a marriage may not
      ask *them* for one". "Asking for a marriage" is kind 2 (``ask``, §11.2), so
      only that triggers it, and it bars only the partner's own ``ask``; both
      may still ask for a half, and the partner's own marriages are untouched.
    - ``illisoft``: "any ask bars own marriages" — the asker's, which §11.3's
      ordering already does; "after a half-ask both partners are barred from own
      marriages and marriage asks" — so a half-ask also bars the partner's own
      marriages and ``ask``. Both then keep asking for halves, symmetrically.
    """
    g.window = -1
    g.max_kind[seat] = max(g.max_kind[seat], kind)
    rule = g._o.ask_lockouts
    if rule == "partner_lock" and kind == 2:
        g.ask_barred[seat ^ 2] = True
    elif rule == "illisoft" and kind == 3:
        g.half_barred[seat ^ 2] = True


def do_answer(g: Huutopussi, seat: int, arg: str) -> list[Event]:
    if g.phase != "answer":
        raise g.wrong_phase(seat, "answer")
    suit = parse_suit(arg)
    if suit is None or suit not in g.answer_suits:
        raise g.reject(seat, Msg("hp-reason-answer", suits=Listing(
            (SUIT_MSG[s] for s in g.answer_suits), "or")))
    asker = g.asker
    g.phase = "play"
    g.turn = asker
    g.asker, g.answer_suits = -1, []
    return marry(g, seat, suit, asker)
