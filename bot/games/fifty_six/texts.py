"""What Fifty-Six says, as messages of the catalog (``bot/i18n/locales/*/fifty-six.ftl``).

Only message ids and arguments are built here, never sentences: the host renders them
in the reader's language. The small messages every event needs (a seat, a card, a bid)
are made once and shared, so a playout that nobody reads costs a few lookups.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache, lru_cache

from bot.engine import Event, Face, Faces, Join, Listing, Msg, Seat
from bot.engine.cards import SUIT_SYMBOLS, Card
from bot.engine.text import Text
from bot.games.fifty_six.calls import Call, Meaning, meaning_of
from bot.games.fifty_six.rules import (
    MAX_BID,
    MIN_BID,
    NT,
    PLAIN_FORMS,
    STRAIN_LETTERS,
    suit_tops,
)

SEATS = tuple(Seat(i) for i in range(8))
FACES = tuple(Face(c) for c in range(64))
STRAIN = tuple(Msg("fs-strain", strain=letter) for letter in STRAIN_LETTERS)
STRAIN_ONE = tuple(Msg("fs-strain-one", strain=letter) for letter in STRAIN_LETTERS)
BID = [[Msg("fs-bid", amount=a, strain=STRAIN[s]) for s in range(5)] if a >= MIN_BID else []
       for a in range(MAX_BID + 1)]
"""``BID[amount][strain]``: "28 spades"."""
PASS_EVENTS = tuple(Event("pass", Msg("fs-event-pass", player=SEATS[s]), s) for s in range(8))
LABELS = {"pass": Msg("fs-label-pass"), "double": Msg("fs-label-double"),
          "redouble": Msg("fs-label-redouble")}


@cache
def team(team_no: int, seats: int) -> Listing:
    """A team's players as a list: "{s0} and {s2}"."""
    return Listing(SEATS[team_no:seats:2])


def bid(amount: int, strain: int) -> Msg:
    return BID[amount][strain]


def contract(amount: int, strain: int, multiplier: int) -> Msg:
    return Msg("fs-contract", bid=BID[amount][strain], multiplier=multiplier)


def contract_by(amount: int, strain: int, bidder_team: Listing, multiplier: int) -> Msg:
    return Msg("fs-contract-by", bid=BID[amount][strain], team=bidder_team,
               multiplier=multiplier)


def said(m: Meaning) -> Msg:
    """The words of a bid in its form, as a player says it."""
    if m.form == "plus_suit":
        return Msg("fs-said-plus-suit", k=m.plus, suit=STRAIN[m.strain])
    if m.form == "suit_number":
        return Msg("fs-said-suit-number", suit=STRAIN[m.strain], amount=m.amount)
    if m.form == "number_noes":
        return Msg("fs-said-number-noes", amount=m.amount)
    if m.form == "plus_noes":
        return Msg("fs-said-plus-noes", k=m.plus)
    return BID[m.amount][m.strain]


def plain(m: Meaning) -> bool:
    """Whether the bid is said in the plain form its listed action reads ("28 spades")."""
    return m.form in ("number_suit", "number_nt")


def said_as(m: Meaning) -> Msg:
    """"plus 2 spades (= 32 spades)", or just "32 spades" in the plain forms."""
    if plain(m):
        return BID[m.amount][m.strain]
    return Msg("fs-said-as", said=said(m), bid=BID[m.amount][m.strain])


def meaning(m: Meaning) -> Msg | None:
    """What the form shows (spec §12), or None when it shows nothing."""
    s = m.strain
    if m.form in ("number_suit", "plus_suit"):
        suit, one = STRAIN[s], STRAIN_ONE[s]
        if not m.cards:
            which = "fs-meaning-plus-beyond" if m.form == "plus_suit" else (
                "fs-meaning-beyond-opening" if m.opening else "fs-meaning-beyond")
            return Msg(which, suit=suit, one=one)
        top = (Msg("fs-tops-count", count=m.claimed, one=one, suit=suit)
               if len(m.cards) == m.claimed else Msg("fs-tops-rest", suit=suit))
        cards = Faces(m.cards)
        if m.form == "plus_suit":
            return Msg("fs-meaning-plus-suit", top=top, one=one, cards=cards)
        if m.opening:
            return Msg("fs-meaning-number-suit-opening", top=top, cards=cards, suit=suit)
        return Msg("fs-meaning-number-suit", top=top, cards=cards)
    if m.form == "suit_number":
        if m.opening:
            return Msg("fs-meaning-suit-number-opening", one=STRAIN_ONE[s], suit=STRAIN[s])
        return Msg("fs-meaning-suit-number", one=STRAIN_ONE[s])
    if m.form == "number_nt":
        return Msg("fs-meaning-number-nt")
    if m.void >= 0:
        return Msg("fs-meaning-void", suit=STRAIN[m.void])
    return None


def call_words(m: Meaning) -> Msg:
    """A bid as its event tells it, after the player: "32 spades (“plus 2 spades”) — shows
    two top spades …"."""
    words: Msg = BID[m.amount][m.strain] if plain(m) else Msg(
        "fs-bid-as-said", bid=BID[m.amount][m.strain], said=said(m))
    shown = meaning(m)
    return words if shown is None else Msg("fs-call-shows", call=words, meaning=shown)


def said_event(seat: int, words: Msg, double_off: bool) -> Event:
    """The event of ``seat`` saying a bid whose words (``call_words``) are made."""
    return Event("bid", Msg("fs-event-bid-double-off" if double_off else "fs-event-bid",
                            player=SEATS[seat], call=words), seat)


@lru_cache(maxsize=4096)
def bid_event(seat: int, m: Meaning, double_off: bool) -> Event:
    """The event of a bid (bids repeat: playouts say the same ones again and again)."""
    return said_event(seat, call_words(m), double_off)


class PlainBid:
    """A bid said in its listed form (``28 spades``, ``28 no-trumps``) at one moment of an
    auction: how many top cards it announces (``shown``), and the call kept and the event
    for each seat that says it (made the first time that seat does, then shared).

    Its words follow from the amount, the strain, the highest bid and the top cards
    announced before alone, whoever says them; keying the shared part without the seat
    and the double makes a sixteenth as many to build (with 8 seats nearly every bid of a
    short run was a new key, and building one cost as much as a few decisions)."""

    __slots__ = ("amount", "calls", "events", "shown", "strain", "words")

    def __init__(self, amount: int, strain: int, shown: int, words: Msg) -> None:
        self.amount, self.strain, self.shown, self.words = amount, strain, shown, words
        self.calls: list[Call | None] = [None] * 8
        self.events: list[Event | None] = [None] * 16  # seat * 2 + doubled

    def said_by(self, seat: int, double_off: bool) -> tuple[Call, Event]:
        """The call kept and the event when ``seat`` says it (``double_off``: it takes off
        a double)."""
        call = self.calls[seat]
        if call is None:
            call = self.calls[seat] = Call(seat, "bid", self.amount, self.strain,
                                           PLAIN_FORMS[self.strain])
        key = 2 * seat + double_off
        event = self.events[key]
        if event is None:
            event = self.events[key] = said_event(seat, self.words, double_off)
        return call, event


@lru_cache(maxsize=4096)
def plain_bid(amount: int, strain: int, high: int, start: int, seats: int, deck_4p: int,
              deck_8p: int) -> PlainBid:
    """The bid of ``amount`` in ``strain`` said in its listed form when ``high`` is the
    highest bid (0: none) and ``start`` of the suit's top cards are announced (0 for
    no-trumps); the match's deck from ``seats`` and its options. Auctions repeat —
    playouts say the same bids again and again — so each is made once and shared
    (never changed)."""
    tops = suit_tops(seats, deck_4p, deck_8p)[strain] if strain < NT else ()
    m = meaning_of(PLAIN_FORMS[strain], amount, strain, high, [start] * 4, (), tops)
    return PlainBid(amount, strain, len(m.cards), call_words(m))


@lru_cache(maxsize=256)
def deal_event(dealer: int, seats: int, each: int, side: str) -> Event:
    """"{s3} cuts and {s0} deals 12 cards each, one at a time; {s1} … calls first."."""
    return Event("deal", Msg("fs-event-deal", cutter=SEATS[(dealer - 1) % seats],
                             dealer=SEATS[dealer], each=each, first=SEATS[(dealer + 1) % seats],
                             side=side), dealer)


@lru_cache(maxsize=4096)
def score_event(bid_team: int, seats: int, took: int, amount: int, strain: int, multiplier: int,
                made: bool, gp: int) -> Event:
    """"{s0} and {s2} took 31 for 30 hearts and score 1 game point." (or failed: the other
    team scores). Deals end alike again and again in playouts, so each is made once."""
    said = contract(amount, strain, multiplier)
    if made:
        text = Msg("fs-event-made", team=team(bid_team, seats), took=took, contract=said, gp=gp)
    else:
        text = Msg("fs-event-failed", team=team(bid_team, seats), took=took, contract=said,
                   scorers=team(1 - bid_team, seats), gp=gp)
    return Event("score", text, None)


@lru_cache(maxsize=4096)
def contract_event(amount: int, strain: int, bidder: int, seats: int, multiplier: int,
                   all_passed: bool, leader: int) -> Event:
    """"Contract: 30 hearts by {s1} and {s3}, doubled. {s1} leads." (or everybody passed)."""
    if all_passed:
        text = Msg("fs-event-all-pass", team=team(bidder & 1, seats), leader=SEATS[leader])
    else:
        text = Msg("fs-event-contract", leader=SEATS[leader], contract=contract_by(
            amount, strain, team(bidder & 1, seats), multiplier))
    return Event("contract", text, bidder)


def call_line(seat: int, kind: str, m: Meaning | None) -> Msg:
    """One line of the auction: "{s1}: spades 28 (= 28 spades) — shows a good spade …"."""
    if m is None:
        return Msg(f"fs-line-{kind}", player=SEATS[seat])
    shown = meaning(m)
    call = said_as(m) if shown is None else Msg("fs-call-shows", call=said_as(m), meaning=shown)
    return Msg("fs-line-call", player=SEATS[seat], call=call)


def call_brief(seat: int, kind: str, m: Meaning | None) -> Msg | None:
    """One call on the one-line auction shown during play (passes leave it out)."""
    if m is None:
        return None if kind == "pass" else Msg(f"fs-brief-{kind}", player=SEATS[seat])
    b = BID[m.amount][m.strain]
    if m.cards:
        return Msg("fs-brief-bid-shows", player=SEATS[seat], bid=b, cards=Faces(m.cards))
    if m.void >= 0:
        return Msg("fs-brief-bid-void", player=SEATS[seat], bid=b, suit=STRAIN[m.void])
    if m.form == "suit_number":
        return Msg("fs-brief-bid-no-top", player=SEATS[seat], bid=b, one=STRAIN_ONE[m.strain])
    return Msg("fs-brief-bid", player=SEATS[seat], bid=b)


def label_bid(m: Meaning) -> Msg:
    """A bid's label. When its form tells the table about cards (top cards, a void, a suit
    without its top card) the label says so, so a player knows what they announce before
    they pick it: "29 spades — shows J♠ J♠"."""
    call, s = said_as(m), m.strain
    if m.form in ("number_suit", "plus_suit"):
        if not m.cards:
            return Msg("fs-label-shows-beyond", call=call, suit=STRAIN[s])
        if m.form == "plus_suit":
            return Msg("fs-label-shows-cards-only", call=call, cards=Faces(m.cards),
                       one=STRAIN_ONE[s])
        return Msg("fs-label-shows-cards", call=call, cards=Faces(m.cards))
    if m.form == "suit_number":
        return Msg("fs-label-shows-no-top", call=call, one=STRAIN_ONE[s])
    if m.void >= 0:
        return Msg("fs-label-shows-void", call=call, suit=STRAIN[m.void])
    return call


def plays(cards: Sequence[Card], leader: int, seats: int) -> Join:
    """A trick as played: "{s1} J♠ · {s2} 9♠"."""
    return Join((Join((SEATS[(leader + i) % seats], FACES[c])) for i, c in enumerate(cards)),
                " · ")


def draw_rounds(rounds: Iterable[Sequence[Sequence[int]]]) -> Join:
    """The draw for dealer: "{s0} K♠ · {s1} J♥; {s1} 9♦ · …"."""
    return Join((Join((Join((SEATS[s], FACES[c])) for s, c in r), " · ") for r in rounds), "; ")


def choices(low: int | None, double: bool, redouble: bool, can_pass: bool) -> Listing:
    """What a seat may call now: "bid 31 or more, double or pass"."""
    items: list[Text] = []
    if low is not None:
        items.append(Msg("fs-choice-bid", low=low))
    if double:
        items.append(Msg("fs-choice-double"))
    if redouble:
        items.append(Msg("fs-choice-redouble"))
    if can_pass:
        items.append(Msg("fs-choice-pass"))
    return Listing(items, "or")


def symbol(suit: int) -> str:
    return SUIT_SYMBOLS[suit]


def strain_of(trump: int) -> int:
    """The strain a contract's trump stands for (-1: no-trumps)."""
    return NT if trump < 0 else trump
