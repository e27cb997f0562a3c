"""Described positions: a Fifty-Six match standing at a given moment of a deal, checked.

Tests and tools start from a position rather than writing a state's fields: the cards
are checked against the two-pack deck, and every call and card played to reach the
moment goes through the rules (``apply``), so a position the game could not reach is
refused with ``InvalidPosition`` saying why.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from bot.engine import Action, IllegalAction, InvalidPosition
from bot.engine.cards import Card, CardParseError, card_code, parse_card
from bot.engine.tricks import winning_index
from bot.games.fifty_six import bidding
from bot.games.fifty_six.rules import (
    BID_BY_ARG,
    CARD_BY_CODE,
    PLAY_ACTIONS,
    TARGET,
    FiftySixOptions,
    _deck,
    beats,
    plain,
    sort_hand,
)

if TYPE_CHECKING:
    from bot.games.fifty_six.match import FiftySix

S = TypeVar("S", bound="FiftySix")
_CALL_WORDS = frozenset({"pass", "double", "redouble"})


def build(cls: type[S], hands: Sequence[Sequence[str]], *,
          options: FiftySixOptions | dict[str, Any] | None, dealer: int,
          auction: Sequence[str], contract: str | None, bidder: int | None, multiplier: int,
          tricks: Sequence[Sequence[str]], trick: Sequence[str], game_points: Sequence[int],
          tables: Sequence[int] | None, seed: int) -> S:
    """``FiftySix.position`` (documented there)."""
    opts = cls.parse_options(options)
    assert isinstance(opts, FiftySixOptions)
    n = len(hands)
    if n not in cls.seat_counts:
        raise InvalidPosition(f"Fifty-Six has 4, 6 or 8 seats, not {n}.")
    if not 0 <= dealer < n:
        raise InvalidPosition(f"dealer {dealer} is not a seat of {n}")
    if auction and contract is not None:
        raise InvalidPosition("give the auction or the contract, not both")
    if (tricks or trick) and not (auction or contract is not None):
        raise InvalidPosition("cards are played only after the auction")
    now = [[card_of(code) for code in hand] for hand in hands]
    played = [[card_of(code) for code in t] for t in tricks]
    table = [card_of(code) for code in trick]
    if any(len(t) != n for t in played):
        raise InvalidPosition(f"a finished trick has {n} cards")
    if len(table) >= n:
        raise InvalidPosition(f"the trick on the table has {len(table)} cards: a trick of {n} "
                              "is finished (put it in tricks)")
    deck = _deck(n, opts.deck_4p, opts.deck_8p)
    check_deal([c for h in now for c in h] + [c for t in played for c in t] + table, deck)
    # The auction first, on any full deal: it decides the trump, and so who led each trick.
    probe = _dealt(cls, opts, seed, dealer, [list(deck[s::n]) for s in range(n)], auction,
                   contract, bidder, multiplier)
    if (played or table) and probe.phase != "play":
        raise InvalidPosition("the auction is not over, so no card can be played yet")
    full = [list(h) for h in now]
    leader = (dealer + 1) % n
    for cards in [*played, table]:
        for i, c in enumerate(cards):
            full[(leader + i) % n].append(c)
        if len(cards) == n:
            leader = (leader + winning_index(cards, lambda c, w: beats(c, w, probe.trump))) % n
    if len({len(h) for h in full}) != 1:
        sizes = ", ".join(str(len(h)) for h in full)
        raise InvalidPosition(f"the hands don't add up to a deal: with the cards they played "
                              f"the seats hold {sizes}")
    state = _dealt(cls, opts, seed, dealer, full, auction, contract, bidder, multiplier)
    for cards in [*played, table]:
        for c in cards:
            seat = state.turn
            try:
                state.apply(seat, PLAY_ACTIONS[c])
            except IllegalAction as err:
                raise InvalidPosition(f"seat {seat} can't play {card_code(c)}: "
                                      f"{err.reason}") from None
    if state.deals_completed():
        raise InvalidPosition("the tricks finish the deal: give a position inside it")
    _set_scores(state, game_points, tables)
    return state


def _dealt(cls: type[S], opts: FiftySixOptions, seed: int, dealer: int,
           hands: list[list[int]], auction: Sequence[str], contract: str | None,
           bidder: int | None, multiplier: int) -> S:
    """The deal of ``hands`` by ``dealer`` with the auction (or contract) done."""
    # the hands described are the deal: no redeal rule looks at them
    state = cls.new(len(hands), opts.model_copy(update={"redeal": "none"}), seed,
                    [{"dealer": dealer, "hands": [[card_code(c) for c in h] for h in hands]}])
    state.options = opts
    state._o = plain(opts)  # the hot path's copy of the options
    for call in auction:
        seat = state.turn
        try:
            state.apply(seat, call if call in _CALL_WORDS else Action("bid", call))
        except IllegalAction as err:
            raise InvalidPosition(f"seat {seat} can't call {call!r}: {err.reason}") from None
    if contract is not None:
        _set_contract(state, contract, bidder, multiplier)
    return state


def _set_contract(state: FiftySix, code: str, bidder: int | None, multiplier: int) -> None:
    bid = BID_BY_ARG.get(code.strip().upper())
    if bid is None:
        raise InvalidPosition(f"{code!r} is not a contract: write it like 40H or 28N")
    seat = (state.dealer + 1) % state.seats if bidder is None else bidder
    if not 0 <= seat < state.seats:
        raise InvalidPosition(f"bidder {seat} is not a seat")
    if multiplier not in (1, 2, 4):
        raise InvalidPosition(f"a contract is played ×1, ×2 or ×4, not ×{multiplier}")
    state.high_amount, state.high_strain, state.high_seat = bid[0], bid[1], seat
    state.doubled, state.redoubled = multiplier > 1, multiplier == 4
    bidding.end_auction(state, [])


def _set_scores(state: FiftySix, points: Sequence[int], tables: Sequence[int] | None) -> None:
    if len(points) != 2 or min(points) < 0:
        raise InvalidPosition(f"game points are two totals of 0 or more, not {list(points)}")
    net = state.options.match_end == "tables_net"
    if not net and max(points) >= TARGET:
        raise InvalidPosition(f"{max(points)} game points would have ended the match")
    state.gp = list(points)
    if net:
        state.tables = list(tables) if tables is not None else [TARGET, TARGET]
        if len(state.tables) != 2 or min(state.tables) < 0 or sum(state.tables) != 2 * TARGET:
            raise InvalidPosition(f"the teams hold {2 * TARGET} tables between them, "
                                  f"not {tables}")
    elif tables is not None:
        raise InvalidPosition("tables are given only with match_end=tables_net (else they "
                              "follow from the game points)")
    else:
        state.tables = [max(0, TARGET - state.gp[1]), max(0, TARGET - state.gp[0])]


def redealt(state: S, hands: Sequence[Sequence[str]]) -> S:
    """``FiftySix.with_hands`` (documented there)."""
    new = [[card_of(code) for code in hand] for hand in hands]
    if [len(h) for h in new] != [len(h) for h in state.hands]:
        raise InvalidPosition("every hand keeps its size")
    if Counter(c for h in new for c in h) != Counter(c for h in state.hands for c in h):
        raise InvalidPosition("the hands must hold the same cards between them")
    copy = state.clone()
    copy.hands = [sort_hand(h) for h in new]
    return copy


def card_of(code: Any) -> Card:
    """A card of a described position or preset deal, from its code."""
    card = CARD_BY_CODE.get(str(code).strip().upper())
    if card is None:
        try:
            card = parse_card(str(code))
        except CardParseError as err:
            raise InvalidPosition(str(err)) from None
    return card


def check_deal(cards: Sequence[Card], deck: Sequence[Card]) -> None:
    """The cards of a whole deal are exactly the deck: none foreign, none more often than
    the two packs hold it, none missing."""
    have, pack = Counter(cards), Counter(deck)
    for card, count in sorted(have.items()):
        if count > pack[card]:
            raise InvalidPosition(
                f"{card_code(card)} is not in this deck" if not pack[card] else
                f"{card_code(card)} is there {count} times; the packs hold {pack[card]}")
    missing = pack - have
    if missing:
        codes = " ".join(card_code(c) for c in sorted(missing.elements()))
        raise InvalidPosition(f"{sum(missing.values())} cards of the deck are missing: {codes}")
