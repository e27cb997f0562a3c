"""What Prefa says, as catalog messages (``bot/i18n/locales/*/prefa.ftl``).

Nothing here formats a sentence: it picks a message and its arguments. The objects
that recur on the hot path — a seat, a card face, a contract, the event of a card
played or a bid — are made once at import and shared (they are immutable), so a
random playout pays for no text at all.
"""

from __future__ import annotations

from collections.abc import Sequence
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

def deal_lines(record: DealRecord) -> list[Msg]:
    """The sentences that tell how a deal was settled, built from its record alone.

    The record is what ``Prefa`` keeps of each finished deal (``scoring.settle``);
    the same lines are the deal's score events and its "Last deal" section.
    """
    detail = record.detail
    declarer = record.declarer
    assert declarer is not None
    d = SEAT[declarer]
    index = detail["index"]
    contract, value = CONTRACT_MSG[index], GAME_VALUE[index]
    tricks = detail["tricks"]
    taken = tricks[declarer]
    case = detail["case"]
    lines: list[Msg] = []
    if case == "A":
        lines.append(Msg("pf-deal-both-pass", declarer=d, contract=contract, value=value))
    elif case == "B":
        lines.append(Msg("pf-deal-fails", declarer=d, tricks=taken, needed=LEVEL[index],
                         points=detail["pot"]))
    elif case == "C":
        lines.append(Msg("pf-deal-made-with", declarer=d, contract=contract, tricks=taken))
    elif case == "C-short":
        seat, took, needed = detail["short"][0]
        lines.append(Msg("pf-deal-lone-short", declarer=d, tricks=taken, defender=SEAT[seat],
                         took=took, needed=needed))
    elif case == "D":
        lines.append(Msg("pf-deal-exact", declarer=d, contract=contract))
    elif detail.get("combined"):
        lines.append(Msg("pf-deal-combined-short", declarer=d, tricks=taken,
                         defender=SEAT[detail["active"]]))
    else:
        lines.append(Msg("pf-deal-overtricks", declarer=d, tricks=taken,
                         over=taken - LEVEL[index]))
        lines += [Msg("pf-deal-short", defender=SEAT[s], took=took, needed=needed)
                  for s, took, needed in detail["short"]]
    if case in ("A", "C", "D"):
        own = -detail["pot"]
        if own:
            lines.append(Msg("pf-deal-own-pot", player=d, points=own))
        lines += [Msg("pf-deal-overflow", player=SEAT[q], points=points, chips=10 * points)
                  for q, points in detail["takes"]]
        if detail["dropped"]:
            lines.append(Msg("pf-deal-dropped", points=detail["dropped"]))
    if detail["moved"]:
        lines.append(Msg("pf-deal-helper", helper=SEAT[detail["other"]],
                         active=SEAT[detail["active"]], chips=signed(detail["moved"])))
    changes = record.changes
    if any(changes):
        lines.append(Msg("pf-deal-chips", changes=seat_list(
            [signed(x) for x in changes], [s for s in range(3) if changes[s]], ", ")))
    return lines


# --- the defence calls that start the play ----------------------------------------------

def mode_event(seat: int, mode: str, active: int, other: int, leader: int) -> Event:
    """The one line for the call that decides how the hand is defended (§8): who plays,
    whose cards stay out, who leads."""
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
