"""What Prefa says, as catalog messages (``bot/i18n/locales/*/prefa.ftl``).

Nothing here formats a sentence: it picks a message and its arguments. The objects
that recur on the hot path — a seat, a card face, a contract, the event of a card
played or a bid — are made once at import and shared (they are immutable), so a
random playout pays for no text at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from bot.engine.cards import SUIT_LETTERS, SUIT_SYMBOLS
from bot.engine.game import DealRecord, Event
from bot.engine.text import Face, Faces, Join, Msg, Seat, Text
from bot.games.prefa.rules import (
    ALONE,
    DECK,
    DENOM,
    GAME_VALUE,
    LEVEL,
    TOGETHER,
)

SEAT = (Seat(0), Seat(1), Seat(2))
FACE = {c: Face(c) for c in DECK}
CARD_LABEL = {c: Join((FACE[c],), "") for c in DECK}  # a card as a Text: its face
CONTRACT_MSG = tuple(Msg("pf-contract", level=LEVEL[i], denom=DENOM[i]) for i in range(24))
PHASE_MSG = {p: Msg(f"pf-phase-{p}") for p in
             ("auction", "discard", "contract", "defend", "play", "over")}
CALL_MSG = {kind: Msg(f"pf-call-{kind}") for kind in ("pass", "same", "play", "alone",
                                                      "together")}
LABEL = {kind: Msg(f"pf-label-{kind}") for kind in ("pass", "play", "alone", "together")}

# Events made once: every (seat, card) played, every call of the auction.
PLAY_EVENT = tuple({c: Event("play", Msg("pf-event-play", player=SEAT[s], card=FACE[c]), s)
                    for c in DECK} for s in range(3))
PASS_EVENT = tuple(Event("pass", Msg("pf-event-pass", player=SEAT[s]), s) for s in range(3))
BID_EVENT = tuple(tuple(Event("bid", Msg("pf-event-bid", player=SEAT[s],
                                         contract=CONTRACT_MSG[i]), s) for i in range(24))
                  for s in range(3))
SAME_EVENT = tuple(tuple(Event("bid", Msg("pf-event-same", player=SEAT[s],
                                          contract=CONTRACT_MSG[i]), s) for i in range(24))
                   for s in range(3))
TRICK_EVENT = tuple(Event("trick", Msg("pf-event-trick", player=SEAT[s]), s) for s in range(3))
DISCARD_EVENT = tuple(Event("discard", Msg("pf-event-discard", player=SEAT[s]), s)
                      for s in range(3))
CONTRACT_EVENT = tuple(tuple(Event("contract", Msg("pf-event-contract", player=SEAT[s],
                                                   contract=CONTRACT_MSG[i]), s)
                             for i in range(24)) for s in range(3))
DECLARER_EVENT = tuple(tuple(Event("declarer", Msg("pf-event-declarer", player=SEAT[s],
                                                   contract=CONTRACT_MSG[i]), s)
                             for i in range(24)) for s in range(3))
DEFENCE_PASS_EVENT = tuple(Event("defence", PASS_EVENT[s].msg, s) for s in range(3))
DEFEND_EVENT = tuple(Event("defence", Msg("pf-event-defend", player=SEAT[s]), s)
                     for s in range(3))
THROW_IN_EVENT = tuple(Event("throw_in", Msg("pf-event-throw-in", dealer=SEAT[s]))
                       for s in range(3))
NEXT_DEAL_EVENT = tuple(Event("deal", Msg("pf-event-next-deal", dealer=SEAT[s]))
                        for s in range(3))


def contract_msg(index: int) -> Msg:
    return CONTRACT_MSG[index]


def signed(value: int) -> str:
    """A score change as people write it: ``+7``, ``-15``, ``+0``."""
    return f"{value:+d}"


def seat_list(values: Sequence[Any], seats: Sequence[int] = (0, 1, 2),
              sep: str = " · ") -> Join:
    """``{s0} 20 · {s1} 15 …``: a value per seat."""
    return Join((Msg("pf-seat-with", player=SEAT[s], what=values[s]) for s in seats), sep)


def plays(seats: Sequence[int], cards: Sequence[int]) -> Text:
    """The cards of a trick in play order, each with its seat (``—`` for none yet)."""
    if not cards:
        return "—"
    return Join((Msg("pf-seat-with", player=SEAT[s], what=FACE[c])
                 for s, c in zip(seats, cards, strict=True)), " · ")


def standing(scores: Sequence[int]) -> Join:
    """``{s0} +20, {s1} -5, {s2} -15``."""
    return seat_list([signed(x) for x in scores], sep=", ")


# --- the settlement of one deal, from its record ---------------------------------------

# Each line of a settlement is a message whose arguments are a few small numbers, so the
# score events are made once per distinct line and shared (events are immutable): a
# playout settles thousands of deals and says the same lines again and again.
_LINE_ARGS: dict[str, tuple[tuple[str, str], ...]] = {  # "s" seat, "c" contract, "n" as is
    "pf-deal-both-pass": (("declarer", "s"), ("contract", "c"), ("value", "n")),
    "pf-deal-fails": (("declarer", "s"), ("tricks", "n"), ("needed", "n"), ("points", "n")),
    "pf-deal-made-with": (("declarer", "s"), ("contract", "c"), ("tricks", "n")),
    "pf-deal-lone-short": (("declarer", "s"), ("tricks", "n"), ("defender", "s"),
                           ("took", "n"), ("needed", "n")),
    "pf-deal-exact": (("declarer", "s"), ("contract", "c")),
    "pf-deal-combined-short": (("declarer", "s"), ("tricks", "n"), ("defender", "s")),
    "pf-deal-overtricks": (("declarer", "s"), ("tricks", "n"), ("over", "n")),
    "pf-deal-short": (("defender", "s"), ("took", "n"), ("needed", "n")),
    "pf-deal-own-pot": (("player", "s"), ("points", "n")),
    "pf-deal-overflow": (("player", "s"), ("points", "n"), ("chips", "n")),
    "pf-deal-dropped": (("points", "n"),),
    "pf-deal-helper": (("helper", "s"), ("active", "s"), ("chips", "n")),
}
_SCORE_EVENTS: dict[tuple[Any, ...], Event] = {}


def _score_event(key: tuple[Any, ...]) -> Event:
    """The score event of one line: ``key`` is the message id, then its arguments as
    plain values (seats and contracts as ints)."""
    event = _SCORE_EVENTS.get(key)
    if event is None:
        msg = Msg(key[0], **{name: SEAT[v] if kind == "s" else CONTRACT_MSG[v]
                             if kind == "c" else v
                             for (name, kind), v in zip(_LINE_ARGS[key[0]], key[1:],
                                                        strict=True)})
        if len(_SCORE_EVENTS) >= 20_000:
            _SCORE_EVENTS.clear()
        event = _SCORE_EVENTS[key] = Event("score", msg)
    return event


_CHANGES: dict[tuple[int, int], Msg] = {}


def _change(seat: int, value: int) -> Msg:
    """``{s1} +14``: one seat's chip change (made once per seat and value)."""
    msg = _CHANGES.get((seat, value))
    if msg is None:
        if len(_CHANGES) >= 20_000:
            _CHANGES.clear()
        msg = _CHANGES[seat, value] = Msg("pf-seat-with", player=SEAT[seat],
                                          what=signed(value))
    return msg


def _chips_event(c0: int, c1: int, c2: int) -> Event:
    """The "Chips:" line: the seats whose chips changed, with the change (too varied to
    keep: made each time, from shared parts)."""
    parts = []
    if c0:
        parts.append(_change(0, c0))
    if c1:
        parts.append(_change(1, c1))
    if c2:
        parts.append(_change(2, c2))
    return Event("score", Msg("pf-deal-chips", changes=Join(parts, ", ")))


def deal_events(declarer: int, changes: Sequence[int], detail: dict[str, Any]) -> list[Event]:
    """The score events that tell how a deal was settled, from its record alone (the
    declarer, each seat's chip change, the record's ``detail``; see ``scoring.settle``)."""
    index = detail["index"]
    taken = detail["tricks"][declarer]
    case = detail["case"]
    keys: list[tuple[Any, ...]] = []
    if case == "A":
        keys.append(("pf-deal-both-pass", declarer, index, GAME_VALUE[index]))
    elif case == "B":
        keys.append(("pf-deal-fails", declarer, taken, LEVEL[index], detail["pot"]))
    elif case == "C":
        keys.append(("pf-deal-made-with", declarer, index, taken))
    elif case == "C-short":
        seat, took, needed = detail["short"][0]
        keys.append(("pf-deal-lone-short", declarer, taken, seat, took, needed))
    elif case == "D":
        keys.append(("pf-deal-exact", declarer, index))
    elif detail.get("combined"):
        keys.append(("pf-deal-combined-short", declarer, taken, detail["active"]))
    else:
        keys.append(("pf-deal-overtricks", declarer, taken, taken - LEVEL[index]))
        keys += [("pf-deal-short", s, took, needed) for s, took, needed in detail["short"]]
    if case in ("A", "C", "D"):
        if detail["pot"]:
            keys.append(("pf-deal-own-pot", declarer, -detail["pot"]))
        keys += [("pf-deal-overflow", q, points, 10 * points) for q, points in detail["takes"]]
        if detail["dropped"]:
            keys.append(("pf-deal-dropped", detail["dropped"]))
    if detail["moved"]:
        keys.append(("pf-deal-helper", detail["other"], detail["active"],
                     signed(detail["moved"])))
    cached = _SCORE_EVENTS.get
    events = [cached(key) or _score_event(key) for key in keys]
    c0, c1, c2 = changes
    if c0 or c1 or c2:
        events.append(_chips_event(c0, c1, c2))
    return events


def deal_lines(record: DealRecord) -> list[Text]:
    """The sentences that tell how a deal was settled (its score events' messages and
    its "Last deal" section), built from its record alone."""
    assert record.declarer is not None
    return [event.msg for event in deal_events(record.declarer, record.changes,
                                               record.detail)]


# --- the defence calls that start the play ----------------------------------------------

@cache
def mode_event(seat: int, mode: str, active: int, other: int, leader: int) -> Event:
    """The one line for the call that decides how the hand is defended (§8): who plays,
    whose cards stay out, who leads. (Few combinations: each is made once.)"""
    lead = SEAT[leader]
    if mode == TOGETHER:
        msg = Msg("pf-event-together", player=SEAT[active], helper=SEAT[other], leader=lead)
    elif mode == ALONE and seat == active:
        msg = Msg("pf-event-alone", player=SEAT[active], out=SEAT[other], leader=lead)
    elif mode == ALONE:  # the first defender confirms his pass (first_defender_reentry)
        msg = Msg("pf-event-alone-confirmed", player=SEAT[seat], active=SEAT[active],
                  leader=lead)
    else:
        msg = Msg("pf-event-both", player=SEAT[seat], leader=lead)
    return Event("defence", msg, seat)


def cards(values: Sequence[int]) -> Join:
    """Card faces as a ``Text`` (a hand, the kitty)."""
    return Join((Faces(values),), "")


def kitty_text(took: Sequence[int], discards: Sequence[int]) -> Msg:
    if discards:
        return Msg("pf-kitty-discarded", cards=Faces(took), discards=Faces(discards))
    return Msg("pf-kitty-took", cards=Faces(took))


def suit_letter(suit: int) -> str:
    return SUIT_LETTERS[suit]


def suit_symbol(suit: int) -> str:
    return SUIT_SYMBOLS[suit]
