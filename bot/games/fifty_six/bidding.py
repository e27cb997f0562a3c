"""The auction (spec §7): a call read from an action, checked, and made; the contract it ends in.

Functions over a ``FiftySix`` state: ``match`` keeps the state and sends every call here
(the calls the legal list holds by identity, anything else once read). A call that can't
be made raises the reason, with the seat's choices, before anything changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import Action, Event, IllegalAction, Msg
from bot.engine.text import Listing
from bot.games.fifty_six import texts as tx
from bot.games.fifty_six.calls import (
    KEPT,
    LISTED_CALLS,
    NO_ARGUMENT,
    NOES_FORMS,
    PLAIN_CALLS,
    Call,
    Meaning,
    ParsedCall,
    how_to_bid,
    meaning_of,
    parse_call,
)
from bot.games.fifty_six.rules import BIDS_FROM, MAX_BID, MIN_BID, NT, PLAIN_FORMS, PLUS_FORMS

if TYPE_CHECKING:
    from bot.games.fifty_six.match import FiftySix


def read_call(state: FiftySix, seat: int, action: Action) -> ParsedCall:
    """The call an action says, or the reason it says none (a near miss is answered
    with the accepted form)."""
    kind, arg = action.kind, action.arg
    if kind in ("bid", "call"):
        if state.phase == "play":
            raise state.reject(seat, Msg("fs-reason-auction-over"))
        if not arg:
            raise state.reject(seat, Msg("fs-reason-say-which-bid", how=how_to_bid()))
        plain = LISTED_CALLS.get(arg)
        if plain is not None:
            return plain
        try:
            return parse_call(arg)
        except IllegalAction as err:
            raise state.reject(seat, err.message) from None
    if kind in NO_ARGUMENT:
        if arg:
            raise state.reject(seat, Msg("fs-reason-no-argument", typed=str(action), kind=kind))
        return PLAIN_CALLS[kind]
    text = f"{kind} {arg}".strip()
    try:
        return parse_call(text)
    except IllegalAction as err:
        if state.phase == "play" or (isinstance(err.message, Msg)
                                     and err.message.id == "fs-reason-not-a-call"):
            how = Msg("fs-how-to-play") if state.phase == "play" else how_to_bid()
            raise state.reject(seat, Msg("fs-reason-not-a-move", typed=text,
                                         how=how)) from None
        raise state.reject(seat, err.message) from None


def typed_call(state: FiftySix, text: str) -> Action | None:
    """The action a call typed during the auction means (``FiftySix.parse_action``), or
    None when the text is no call (or the auction is over)."""
    raw = " ".join(text.strip().split())
    words = raw
    head, _, rest = raw.partition(" ")
    if head.lower() in ("bid", "call") and rest:
        words = rest
    elif raw.lower().startswith(("bid:", "call:")):
        words = raw.partition(":")[2]
    if state.phase != "auction":
        return None
    if words.isdigit():
        return Action("bid", words)
    try:
        call = parse_call(words)
    except IllegalAction:
        return None
    if call.kind != "bid":
        return Action(call.kind)
    if call.plus or not MIN_BID <= call.amount <= MAX_BID:
        return Action("bid", words)
    listed = BIDS_FROM[call.amount][call.strain]
    return listed if call.form == PLAIN_FORMS[call.strain] else Action(
        "bid", f"{listed.arg}:{call.form}")


def call(state: FiftySix, seat: int, call: ParsedCall) -> list[Event]:
    """Make ``call`` for ``seat``: checked (raising the reason), then made."""
    if seat != state.turn and call.kind != "redouble":
        raise state.reject(seat, Msg("fs-reason-only-redouble", player=tx.SEATS[state.turn]))
    if call.kind == "pass":
        if state.forced:
            raise state.reject(seat, Msg("fs-reason-must-open"))
        return pass_call(state, seat)
    if call.kind == "double":
        _check_double(state, seat)
        state.doubled, state.doubler, state.passes = True, seat, 0
        state.calls.append(KEPT["double"][seat])
        state.turn = (seat + 1) % state.seats
        return [Event("double", Msg("fs-event-double", player=tx.SEATS[seat],
                                    bid=high_name(state)), seat)]
    if call.kind == "redouble":
        _check_redouble(state, seat)
        return _redouble(state, seat)
    return _bid(state, seat, call)


def can_double(state: FiftySix, seat: int) -> bool:
    return state.high_amount > 0 and (seat - state.high_seat) & 1 == 1 and not state.doubled


def can_redouble(state: FiftySix, seat: int) -> bool:
    return state.doubled and not state.redoubled and (seat - state.high_seat) & 1 == 0


def choices(state: FiftySix, seat: int) -> Msg:
    """What ``seat`` may call now, as a sentence: "You may bid 31 or more, double or pass."."""
    if seat != state.turn:
        return Msg("fs-choices-wait", player=tx.SEATS[state.turn])
    return Msg("fs-choices", choices=choice_list(state, seat))


def choice_list(state: FiftySix, seat: int) -> Listing:
    low = state.high_amount + 1 if state.high_amount else MIN_BID
    return tx.choices(low if low <= MAX_BID else None, can_double(state, seat),
                      can_redouble(state, seat), not state.forced)


def high_name(state: FiftySix) -> Msg:
    return tx.bid(state.high_amount, state.high_strain)


def _check_double(state: FiftySix, seat: int) -> None:
    if not state.high_amount:
        raise state.reject(seat, Msg("fs-reason-no-bid-to-double", choices=choices(state, seat)))
    if (seat - state.high_seat) & 1 == 0:
        raise state.reject(seat, Msg("fs-reason-own-bid", bid=high_name(state),
                                     choices=choices(state, seat)))
    if state.doubled:
        raise state.reject(seat, Msg("fs-reason-already-doubled", bid=high_name(state),
                                     choices=choices(state, seat)))


def _check_redouble(state: FiftySix, seat: int) -> None:
    if not state.doubled:
        raise state.reject(seat, Msg("fs-reason-no-double", choices=choices(state, seat)))
    if state.redoubled:
        raise state.reject(seat, Msg("fs-reason-already-redoubled", bid=high_name(state),
                                     choices=choices(state, seat)))
    if (seat - state.high_seat) & 1:
        raise state.reject(seat, Msg("fs-reason-only-doubled-team",
                                     choices=choices(state, seat)))


def _redouble(state: FiftySix, seat: int) -> list[Event]:
    state.redoubled, state.redoubler, state.passes = True, seat, 0
    state.calls.append(KEPT["redouble"][seat])
    events = [Event("redouble", Msg("fs-event-redouble", player=tx.SEATS[seat],
                                    bid=high_name(state)), seat)]
    if state._o.redouble_ends_auction:
        end_auction(state, events)
    elif seat == state.turn:
        state.turn = (seat + 1) % state.seats
    return events


def pass_call(state: FiftySix, seat: int) -> list[Event]:
    """``seat`` (on turn, free to pass) passes."""
    n = state.seats
    state.passes += 1
    state.calls.append(KEPT["pass"][seat])
    events = [tx.PASS_EVENTS[seat]]
    if state.high_amount and state.passes >= n - 1:
        end_auction(state, events)
    elif not state.high_amount and state.passes >= n:
        if state._o.all_pass == "first_bidder_forced":
            state.forced, state.passes = True, 0
            state.turn = (state.dealer + 1) % n
            events.append(Event("forced", Msg("fs-event-forced",
                                              player=tx.SEATS[state.turn]), state.turn))
        else:
            end_auction(state, events)
    else:
        state.turn = (seat + 1) % n
    return events


def _said(call: ParsedCall, amount: int) -> Msg:
    """The words of a call as the player said it (for reasons)."""
    return tx.said(Meaning(call.form, amount, call.strain, call.plus))


def _bid(state: FiftySix, seat: int, call: ParsedCall) -> list[Event]:
    high = state.high_amount
    amount = call.amount
    if call.plus:
        said = _said(call, high + call.plus)
        if not high:
            raise state.reject(seat, Msg("fs-reason-plus-no-bid", said=said))
        amount = high + call.plus
        if amount > MAX_BID:
            if high < MAX_BID:
                raise state.reject(seat, Msg("fs-reason-plus-too-high", said=said,
                                             amount=amount, most=MAX_BID - high))
            raise state.reject(seat, Msg("fs-reason-plus-too-high-at-56", said=said,
                                         amount=amount))
    elif call.form in PLUS_FORMS and not amount:
        raise state.reject(seat, Msg("fs-reason-plus-zero"))
    elif call.form in PLUS_FORMS and not high:
        raise state.reject(seat, Msg("fs-reason-plus-form-no-bid",
                                     bid=tx.bid(amount, call.strain)))
    elif amount > MAX_BID:
        raise state.reject(seat, Msg("fs-reason-too-high", amount=amount))
    elif high and amount <= high:
        raise state.reject(seat, Msg("fs-reason-not-higher", bid=high_name(state),
                                     least=high + 1))
    elif amount < MIN_BID:
        raise state.reject(seat, Msg("fs-reason-below-minimum", choices=choices(state, seat)))
    return make_bid(state, seat, amount, call.strain, call.form)


def make_bid(state: FiftySix, seat: int, amount: int, strain: int, form: str) -> list[Event]:
    """``seat`` (on turn) bids ``amount`` in ``strain``, said in ``form``: a bid already
    known to be legal (higher than the highest, 28 to 56)."""
    cancelled = state.doubled
    high = state.high_amount
    if form == PLAIN_FORMS[strain]:
        options = state._o
        plain = tx.plain_bid(amount, strain, high, state.announced[strain] if strain < NT
                             else 0, state.seats, options.deck_4p, options.deck_8p)
        kept, event = plain.said_by(seat, cancelled)
        shown = plain.shown
    else:
        shows = meaning(state, form, amount, strain)
        kept, shown = Call(seat, "bid", amount, strain, form), len(shows.cards)
        event = tx.bid_event(seat, shows, cancelled)
    if shown:
        state.announced[strain] += shown
    state.calls.append(kept)
    state.high_amount, state.high_strain, state.high_seat = amount, strain, seat
    state.doubled = state.redoubled = False
    state.doubler = state.redoubler = -1
    state.passes = 0
    state.forced = False
    state.turn = (seat + 1) % state.seats
    return [event]


def meaning(state: FiftySix, form: str, amount: int, strain: int) -> Meaning:
    """What a bid said in ``form`` now conventionally shows (spec §12) — information
    only, never checked. "Top cards" are the highest of the suit not yet announced."""
    tops = state._suit_tops()[strain] if strain < NT else ()
    earlier = [c.strain for c in state.calls if c.kind == "bid"] if form in NOES_FORMS else ()
    return meaning_of(form, amount, strain, state.high_amount, state.announced, earlier, tops)


def end_auction(state: FiftySix, events: list[Event]) -> None:
    """The auction is over: the contract (or, when all passed, 28 no-trumps for the
    dealer's opponents), and play begins from the dealer's right."""
    n = state.seats
    if state.high_amount:
        state.amount, state.bidder = state.high_amount, state.high_seat
        state.trump = -1 if state.high_strain == NT else state.high_strain
        state.multiplier = 4 if state.redoubled else 2 if state.doubled else 1
    else:
        state.amount, state.bidder, state.trump, state.multiplier = (
            MIN_BID, (state.dealer + 1) % n, -1, 1)
        state.high_amount, state.high_strain, state.high_seat = MIN_BID, NT, state.bidder
        state.all_passed = True
    state.phase = "play"
    state.leader = state.turn = (state.dealer + 1) % n
    state.trick, state.win_pos = [], 0
    state._forget()
    events.append(tx.contract_event(state.amount, tx.strain_of(state.trump), state.bidder, n,
                                    state.multiplier, state.all_passed, state.leader))
