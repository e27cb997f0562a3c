"""Builders for Huutopussi tests: preset deals and states placed mid-deal.

A mid-deal state is made by starting a real match and then setting the few
fields a position needs (hands, trick, trump, …); the rules code that runs
afterwards is the real one.
"""

from __future__ import annotations

from typing import Any

from bot.engine.cards import card_code, deck_36, parse_card
from bot.games.huutopussi import Huutopussi, HuutopussiOptions

N, E, S, W = 0, 1, 2, 3
SUIT = {"S": 0, "H": 1, "D": 2, "C": 3}


def cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


def codes(cs: list[int]) -> set[str]:
    return {card_code(c) for c in cs}


def legal_codes(state: Huutopussi, seat: int, kind: str = "play") -> set[str]:
    return {a.arg for a in state.legal_actions(seat) if a.kind == kind}


def declarations(state: Huutopussi, seat: int) -> set[str]:
    """The marriages and asks ``seat`` may make now, from its legal actions."""
    return {str(a) for a in state.legal_actions(seat) if a.kind in ("marriage", "ask")}


def play_moves(state: Huutopussi, *moves: str) -> None:
    """Apply moves, each by whoever is to act now (tricks read "play:AS play:9S …")."""
    for move in " ".join(moves).split():
        (seat,) = state.to_act()
        state.apply(seat, move)


def options(**kw: Any) -> HuutopussiOptions:
    return HuutopussiOptions(**kw)


def suit_hands() -> list[list[str]]:
    """N all spades, E all hearts, S all diamonds, W all clubs (nobody may redeal)."""
    deck = [card_code(c) for c in deck_36()]
    return [deck[i * 9:(i + 1) * 9] for i in range(4)]


def match(hands: list[list[str]] | None = None, dealer: int = W, *, more: int = 0,
          seed: int = 1, **opts: Any) -> Huutopussi:
    """A new match whose first deal is ``hands`` (default ``suit_hands``) dealt by ``dealer``.

    ``more`` extra preset deals (the same hands) are queued for redeals and later deals.
    """
    hands = hands or suit_hands()
    deals = [{"hands": hands, "dealer": dealer}] + [{"hands": hands}] * more
    return Huutopussi.new(4, options(**opts), seed, deals)


def mid_play(hands: dict[int, str], *, leader: int, trick: str = "", trump: str | None = None,
             trick_no: int = 3, declarer: int = N, bid: int = 50, contract: int | None = None,
             **opts: Any) -> Huutopussi:
    """A state in the play phase: ``hands`` per seat, ``trick`` already played from ``leader``."""
    g = match(**opts)
    g.phase = "play"
    g.hands = [cards(hands.get(s, "")) for s in range(4)]
    g.declarer, g.bid = declarer, bid
    g.contract = contract if contract is not None else bid
    g.contract_set = True
    g.leader = leader
    g.trick = cards(trick)
    g.turn = (leader + len(g.trick)) % 4
    g.trump = SUIT[trump] if trump else -1
    g.trick_no = trick_no
    g.calls = [[declarer, bid]]
    return g
