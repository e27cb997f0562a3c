"""The auction's words: reading a call in any §12 form, and what a bid conventionally shows.

Legality depends only on amount and strain (§7); the form a bid is said in is kept
with it and carries a meaning that is information only (§12) — top cards shown, a
suit without its top card, a void. ``meaning_of`` works that meaning out as data,
so the state keeps no sentences: the texts (``texts.py``) render it in the reader's
language, and the computer player reads the same data.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from bot.engine import IllegalAction, Msg
from bot.engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES, Card
from bot.games.fifty_six.rules import (
    BID_BY_ARG,
    BIDS_FROM,
    DOUBLE,
    FORMS,
    MAX_BID,
    MIN_BID,
    NT,
    PASS,
    PLAIN_FORMS,
    PLUS_FORMS,
    REDOUBLE,
    SUIT_FORMS,
)


class ParsedCall(NamedTuple):
    """A call as read from text. ``plus`` is k for the "plus k" forms (amount 0 until known)."""

    kind: str  # "bid", "pass", "double", "redouble"
    form: str = ""
    amount: int = 0
    plus: int = 0
    strain: int = -1


@dataclass
class Call:
    """One call of the auction as it was made: who, what, and the §12 form it was said in
    (its words and meaning follow from these and the calls before it). Never changed once
    made, so states and their copies share them."""

    seat: int
    kind: str  # "bid", "pass", "double", "redouble"
    amount: int = 0
    strain: int = -1
    form: str = ""


NO_ARGUMENT = frozenset({"pass", "double", "redouble"})
NOES_FORMS = frozenset({"number_noes", "plus_noes"})
# Every list of legal calls, made once: CALLS_FROM[lowest bid][may pass][may double][may
# redouble] (``legal_actions`` copies one).
CALLS_FROM = [[[[(*([PASS] if p else []), *([DOUBLE] if d else []), *([REDOUBLE] if r else []),
                 *BIDS_FROM[low]) for r in (0, 1)] for d in (0, 1)] for p in (0, 1)]
              for low in range(MAX_BID + 2)]
# The calls without an argument, read once, and each seat's as kept in the auction.
PLAIN_CALLS = {kind: ParsedCall(kind) for kind in NO_ARGUMENT}
KEPT = {kind: [Call(s, kind) for s in range(8)] for kind in NO_ARGUMENT}
PASS_CALL = PLAIN_CALLS["pass"]
# The listed bids (``bid:28S``) as the calls they say, read once.
LISTED_CALLS = {arg: ParsedCall("bid", PLAIN_FORMS[strain], amount, 0, strain)
                for arg, (amount, strain) in BID_BY_ARG.items()}
# The listed calls by identity (the objects ``legal_actions`` lists): the call each says,
# with no hashing or parsing of the action (the objects live as long as the module).
CALL_OF_ACTION = {id(PASS): PLAIN_CALLS["pass"], id(DOUBLE): PLAIN_CALLS["double"],
                  id(REDOUBLE): PLAIN_CALLS["redouble"],
                  **{id(a): LISTED_CALLS[a.arg] for a in BIDS_FROM[MIN_BID]}}

_SUIT_WORDS = {
    "s": SPADES, "spade": SPADES, "spades": SPADES, "♠": SPADES,
    "h": HEARTS, "heart": HEARTS, "hearts": HEARTS, "♥": HEARTS, "♥️": HEARTS,
    "d": DIAMONDS, "diamond": DIAMONDS, "diamonds": DIAMONDS, "♦": DIAMONDS, "♦️": DIAMONDS,
    "c": CLUBS, "club": CLUBS, "clubs": CLUBS, "♣": CLUBS,
}
# not for players: the words a typed call is read by
_NT_WORDS = {"n", "nt", "no-trump", "no-trumps", "notrump", "notrumps",
             "no trump", "no trumps",  # not for players
             "no-trump's"}
_PLUS = r"(?:\+|plus)\s*(\d+)"


def how_to_bid() -> Msg:
    return Msg("fs-how-to-bid")


def parse_call(text: str) -> ParsedCall:
    """Read a call in any of the six spoken forms of spec §12, or ``pass``/``double``/``redouble``.

    The compact forms used in action strings (``28S``, ``29N``, ``30NT``) read as
    ``number_suit`` / ``number_nt``; with a form id after a colon (``32S:plus_suit``)
    they read as that form, the amount given whole (a "plus" call's k follows from
    the highest bid when it is made). Raises IllegalAction with a sentence when the
    text is not a call at all (a bare number is answered with the forms that name a
    suit); whether the call is *legal* is the game's business.
    """
    raw = " ".join(text.strip().lower().replace("\ufe0f", "").replace("_", " ").split())
    if raw in ("pass", "p", "no bid"):  # not for players: typed words
        return ParsedCall("pass")
    if raw in ("double", "dbl", "x"):
        return ParsedCall("double")
    if raw in ("redouble", "rdbl", "xx"):
        return ParsedCall("redouble")
    compact = re.fullmatch(r"(\d+)\s*([shdcn♠♥♦♣]|nt)(?:\s*:\s*([a-z ]+))?", raw)
    if compact:
        strain = NT if compact.group(2) in ("n", "nt") else _SUIT_WORDS[compact.group(2)]
        form = "number_nt" if strain == NT else "number_suit"
        if compact.group(3):  # the machine form "32S:plus_suit"
            form = compact.group(3).strip().replace(" ", "_")
            if form not in FORMS:
                raise IllegalAction(Msg("fs-reason-not-a-form", form=form,
                                        forms=", ".join(FORMS)))
            if (form in SUIT_FORMS) != (strain != NT):
                reason = "fs-reason-form-names-suit" if form in SUIT_FORMS else \
                    "fs-reason-form-names-nt"
                raise IllegalAction(Msg(reason, form=form, typed=text.strip()))
        return ParsedCall("bid", form, int(compact.group(1)), 0, strain)
    match = re.fullmatch(_PLUS + r"\s*(.+)", raw)
    if match:
        k, rest = int(match.group(1)), match.group(2)
        if rest in ("noes", "no") or rest in _NT_WORDS:
            return ParsedCall("bid", "plus_noes", 0, k, NT)
        if rest in _SUIT_WORDS:
            return ParsedCall("bid", "plus_suit", 0, k, _SUIT_WORDS[rest])
    match = re.fullmatch(r"(\d+)\s*(.+)", raw)
    if match:
        amount, rest = int(match.group(1)), match.group(2)
        if rest == "noes":
            return ParsedCall("bid", "number_noes", amount, 0, NT)
        if rest in _NT_WORDS:
            return ParsedCall("bid", "number_nt", amount, 0, NT)
        if rest in _SUIT_WORDS:
            return ParsedCall("bid", "number_suit", amount, 0, _SUIT_WORDS[rest])
    match = re.fullmatch(r"(.+?)\s*(\d+)", raw)
    if match and match.group(1) in _SUIT_WORDS:
        return ParsedCall("bid", "suit_number", int(match.group(2)), 0,
                          _SUIT_WORDS[match.group(1)])
    if raw.isdigit():  # a near miss: the amount without its trump
        raise IllegalAction(Msg("fs-reason-needs-suit", amount=int(raw)))
    raise IllegalAction(Msg("fs-reason-not-a-call", typed=text.strip(), how=how_to_bid()))


class Meaning(NamedTuple):
    """What a bid's form conventionally shows (§12), as data.

    ``claimed``: top cards claimed (``number_suit``, ``plus_suit``); ``cards``: those of
    them still left to be announced (fewer than ``claimed`` for a bluff past the last
    one); ``opening``: said as the first bid (some forms then also show length);
    ``void``: the suit a noes form shows void (-1: none — the bid it points at was
    no-trumps, or there is none). ``plus``: k of a "plus" form.
    """

    form: str
    amount: int
    strain: int
    plus: int = 0
    claimed: int = 0
    cards: tuple[Card, ...] = ()
    opening: bool = False
    void: int = -1


def meaning_of(form: str, amount: int, strain: int, high: int, announced: Sequence[int],
               earlier: Sequence[int], tops: Sequence[Card]) -> Meaning:
    """The meaning of a bid of ``amount`` in ``strain`` said in ``form`` now (§12).

    ``high``: the highest bid so far (0: none); ``announced``: per suit, how many of
    its top cards earlier bids announced; ``earlier``: the strains of the bids so
    far, oldest first; ``tops``: the bid suit's cards strongest first (both copies).
    "Top cards" are the highest not yet announced, so each announcement moves on
    from where the last one stopped.
    """
    low = high + 1 if high else MIN_BID
    opening = not high
    plus = amount - high if form in PLUS_FORMS else 0
    if form in ("number_suit", "plus_suit"):
        count = amount - low + 1 if form == "number_suit" else plus
        start = announced[strain]
        return Meaning(form, amount, strain, plus, count, tuple(tops[start:start + count]),
                       opening)
    if form in ("number_noes", "plus_noes"):
        back = amount - low if form == "number_noes" else plus
        void = earlier[-1 - back] if back < len(earlier) else NT
        return Meaning(form, amount, strain, plus, opening=opening,
                       void=-1 if void == NT else void)
    return Meaning(form, amount, strain, plus, opening=opening)


def replay(calls: Sequence[Call], deck_tops: Sequence[Sequence[Card]]) -> Iterator[
        tuple[Call, Meaning | None]]:
    """Every call with the meaning it had when it was made (None for pass, double,
    redouble): the auction replayed from its start. ``deck_tops[s]``: suit ``s``'s cards
    strongest first."""
    announced = [0, 0, 0, 0]
    earlier: list[int] = []
    high = 0
    for call in calls:
        if call.kind != "bid":
            yield call, None
            continue
        tops = deck_tops[call.strain] if call.strain < NT else ()
        meaning = meaning_of(call.form, call.amount, call.strain, high, announced, earlier, tops)
        if meaning.cards:
            announced[call.strain] += len(meaning.cards)
        earlier.append(call.strain)
        high = call.amount
        yield call, meaning
