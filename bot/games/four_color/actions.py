"""The moves of Four Color as actions, and the words of its messages that recur.

Actions are made once and shared (``meld:RC+RH+RN`` is always the same object), and
so are the faces, seats and meld kinds that events carry, and the events of the
common moves themselves (a discard, a draw, a decline, a meld): events are immutable,
so every state hands out the same objects and the hot path builds no string and few
objects.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import suppress
from typing import TYPE_CHECKING

from bot.engine import Action, Event, Face, Faces, Game, Msg, Seat
from bot.games.four_color.cards import (
    CODES,
    DECK,
    JOKER,
    NTYPES,
    Card,
    CardParseError,
    parse_cards,
    sort_cards,
)
from bot.games.four_color.melds import (
    _OTHER_COLOURS,
    _PARTNERS,
    KIND_NAMES,
    Rules,
    melds_with,
)

if TYPE_CHECKING:
    from bot.games.four_color.state import FourColor

WIN_BIT, QUAD_BIT, TRIPLE_BIT, TURN_BIT = 1, 2, 4, 8
CLAIM_KINDS = frozenset({"win", "quad", "triple", "pass", "meld"})
# Moves that take no argument: ``pass:junk`` is not a pass (issue 14).
BARE_KINDS = frozenset({"win", "quad", "triple", "pass", "draw", "decline", "mulligan", "keep"})
WIN_ACT = Action("win")
QUAD_ACT = Action("quad")
TRIPLE_ACT = Action("triple")
PASS_ACT = Action("pass")
DRAW_ACT = Action("draw")
DECLINE_ACT = Action("decline")
MULLIGAN_ACT = Action("mulligan")
KEEP_ACT = Action("keep")
DISCARD_ACTS = tuple(Action("discard", CODES[c]) for c in range(NTYPES))
# A seat out of turn: its answers by claim bits (WIN, QUAD, TRIPLE), built once.
CLAIM_ANSWERS = tuple(
    (*(a for a, bit in ((WIN_ACT, WIN_BIT), (QUAD_ACT, QUAD_BIT), (TRIPLE_ACT, TRIPLE_BIT))
       if bits & bit), PASS_ACT)
    for bits in range(8))
_MELD_ACTIONS: dict[tuple[Card, ...], Action] = {}
ORDERS = {n: tuple(tuple((start + i) % n for i in range(n)) for start in range(n))
           for n in range(2, 9)}
# Who is asked after a discard that makes ``turn`` the turn seat: everyone from it but
# the discarder (the seat before it, last in that order).
ASKED_AFTER_DISCARD = {n: tuple(order[:-1] for order in orders) for n, orders in ORDERS.items()}
# An out-of-turn seat's claim bits on a card by how many copies it conceals (0..5):
# TRIPLE with two or more, QUAD as well with three (not for Generals); Generals only
# QUAD, and not even that under ``general_steal_only_to_win``; a joker none. (An intact
# dealt triple under ``no_split_dealt_triple`` allows no TRIPLE: the caller clears it.)
CLAIMS_BY_COUNT = (0, 0, TRIPLE_BIT, QUAD_BIT | TRIPLE_BIT, TRIPLE_BIT, TRIPLE_BIT)
GENERAL_CLAIMS_BY_COUNT = (0, 0, 0, QUAD_BIT, 0, 0)
NO_CLAIMS = (0,) * 6
_MELD_PARSE: dict[str, tuple[Card, ...]] = {}
_KINDS: dict[tuple[Rules, tuple[Card, ...]], int] = {}
ALIASES = {"pong": "triple", "kong": "quad", "take": "meld"}
"""Other words players use for a move: mahjong's, and the verb of the "Take" label."""


def meld_action(cards: Sequence[Card]) -> Action:
    """The one stable action of a meld of ``cards`` (any order): ``meld:RC+RH+RN``."""
    key = tuple(sort_cards(cards))
    action = _MELD_ACTIONS.get(key)
    if action is None:
        action = _MELD_ACTIONS[key] = Action("meld", "+".join(CODES[c] for c in key))
    return action


def parse_meld(arg: str) -> tuple[Card, ...]:
    """Cards of a meld argument, sorted; memoized (raises CardParseError)."""
    got = _MELD_PARSE.get(arg)
    if got is None:
        got = tuple(sort_cards(parse_cards(arg)))
        if len(_MELD_PARSE) < 100_000:
            _MELD_PARSE[arg] = got
    return got


def meld_kind(rules: Rules, cards: tuple[Card, ...]) -> int:
    """``rules.classify`` of sorted cards, memoized."""
    key = (rules, cards)
    got = _KINDS.get(key)
    if got is None:
        got = _KINDS[key] = rules.classify(cards)
    return got


# Message arguments made once: they are immutable, and events are built on every move.
FACES = tuple(Face(c, DECK) for c in range(NTYPES))
_KIND_MSGS = tuple(Msg(f"fc-kind-{name}") for name in KIND_NAMES)
SEATS = tuple(Seat(i) for i in range(8))


def face(card: Card) -> Face:
    return FACES[card]


def faces(cards: Sequence[Card]) -> Faces:
    return Faces(cards, DECK)


def kind_msg(kind: int) -> Msg:
    """A meld kind as people read it (a Fluent term per kind, set once by translators)."""
    return _KIND_MSGS[kind]


def _card_events(kind: str, msg_id: str) -> tuple[tuple[Event, ...], ...]:
    """``Event(kind, Msg(msg_id, player=…, card=…), seat)`` for every seat and card."""
    return tuple(tuple(Event(kind, Msg(msg_id, player=SEATS[seat], card=FACES[card]), seat)
                       for card in range(NTYPES)) for seat in range(len(SEATS)))


# By seat, then card: a seat's opening discard, a discard, a draw, a declined drawn card.
OPEN_EVENTS = _card_events("discard", "fc-event-open")
DISCARD_EVENTS = _card_events("discard", "fc-event-discard")
DRAW_EVENTS = _card_events("draw", "fc-event-draw")
DECLINE_EVENTS = _card_events("decline", "fc-event-decline")
_MELD_EVENTS: dict[tuple[bool, int, Card, tuple[Card, ...]], Event] = {}


def meld_event(drawn: bool, seat: int, card: Card, meld: tuple[Card, ...], kind: int) -> Event:
    """The turn seat melded ``card`` (drawn, or the previous discard) into ``meld``."""
    key = (drawn, seat, card, meld)
    got = _MELD_EVENTS.get(key)
    if got is None:
        msg = Msg("fc-event-meld" if drawn else "fc-event-take", player=SEATS[seat],
                  card=FACES[card], cards=faces(meld), kind=kind_msg(kind))
        got = _MELD_EVENTS[key] = Event("meld", msg, seat)
    return got


_MELD_ANSWERS: dict[tuple[Rules, str, Card], tuple[int, tuple[Card, ...], tuple[Card, ...]]] = {}


def meld_answer(rules: Rules, answer: str, card: Card) -> tuple[int, tuple[Card, ...],
                                                                tuple[Card, ...]]:
    """A recorded ``meld:…`` answer on ``card`` as (its kind, the concealed cards it uses,
    all its cards sorted); memoized (the answer was checked when it was given)."""
    key = (rules, answer, card)
    got = _MELD_ANSWERS.get(key)
    if got is None:
        meld = parse_meld(answer[5:])  # "meld:…"
        used = list(meld)
        used.remove(card)
        got = _MELD_ANSWERS[key] = (meld_kind(rules, meld), tuple(used), meld)
    return got


# What the turn seat may do besides melding: by tail code, nothing (a drawn General or
# joker must be kept), draw (after a discard), decline (after its own draw).
NO_TAIL, DRAW_TAIL, DECLINE_TAIL = 0, 1, 2
TAILS: tuple[tuple[Action, ...], ...] = ((), (DRAW_ACT,), (DECLINE_ACT,))
# Per card, where in a hand to look for what its melds need: its COMMAND/FIELD partners
# (a Soldier has none: the card itself stands in, which the count already says) and
# the same piece in the other three colours.
_LOOKS = tuple((*(_PARTNERS[c] or (c, c)), *_OTHER_COLOURS[c]) for c in range(JOKER))
_TURN_ANSWERS: dict[Rules, dict[int, tuple[Action, ...]]] = {}


def turn_answers(hand: Sequence[int], card: Card, rules: Rules, locked: Sequence[Card],
                 win: int, tail: int) -> tuple[Action, ...]:
    """The turn seat's answers on ``card``: ``win`` if it can (``win`` non-zero), every meld
    ``melds_with`` finds, then the tail (``NO_TAIL``, ``DRAW_TAIL`` or ``DECLINE_TAIL``).

    Which melds exist depends only on how many copies of the card the hand holds and
    whether its partners are there, so the answers are memoized on that signature
    (one int per rule set).
    """
    if locked or card == JOKER:
        melds = tuple(meld_action((card, *used))
                      for _kind, used in melds_with(hand, card, rules, locked))
        return ((WIN_ACT,) if win else ()) + melds + TAILS[tail]
    p, q, a, b, c = _LOOKS[card]
    key = (card << 12 | hand[card] << 9 | (hand[p] and hand[q] and 256) | (hand[a] and 128)
           | (hand[b] and 64) | (hand[c] and 32) | (4 if win else 0) | tail)
    memo = _TURN_ANSWERS.get(rules)
    if memo is None:
        memo = _TURN_ANSWERS[rules] = {}
    got = memo.get(key)
    if got is None:
        # the melds alone, shared by every win flag and tail, under the negative key
        found = memo.get(-1 - (key >> 5))
        if found is None:
            found = memo[-1 - (key >> 5)] = tuple(
                meld_action((card, *used)) for _kind, used in melds_with(hand, card, rules))
        got = memo[key] = ((WIN_ACT,) if win else ()) + found + TAILS[tail]
    return got


def read_move(state: FourColor, seat: int, text: str) -> Action:
    """Typed text as an action of ``seat``: the stable form (``meld:RC+RH+RN``), a
    space for the colon, cards in any spelling and order (``meld red chariot, red
    horse, red cannon``), a bare card (``RC``: the discard), and the words players
    use (``pong`` for triple, ``kong`` for quad, ``take`` for meld). What names no
    legal action comes back as typed, so ``apply`` says why and what to type."""
    raw = text.strip()
    legal = state.legal_actions(seat)
    code = state.read_card(raw)
    if code is not None:  # a bare card: the move whose argument it is, if one is
        hits = [a for a in legal if a.arg == code]
        if len(hits) == 1:
            return hits[0]
        if state.phase == "discard":
            return Action("discard", code)
    with suppress(CardParseError):  # a bare meld: "GA+GA+GA", "RC RH RN"
        cards = parse_meld(raw)
        if len(cards) > 1 and meld_action(cards) in legal:
            return meld_action(cards)
    kind, sep, arg = raw.partition(":")
    if not sep:
        kind, _, arg = raw.partition(" ")
    kind, arg = kind.strip().lower(), arg.strip()
    kind = ALIASES.get(kind, kind)
    if kind == "claim" and arg:  # "claim triple"
        return read_move(state, seat, arg)
    if kind == "meld" and arg:
        with suppress(CardParseError):
            arg = meld_action(parse_meld(arg)).arg
    elif kind == "discard" and arg:
        arg = state.read_card(arg) or arg
    action = Action(kind, arg)
    if action in legal:
        return action
    shared = Game.parse_action(state, seat, text)  # e.g. a bare argument of one move
    return shared if shared in legal else action
