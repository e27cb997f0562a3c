"""Builders for Huutopussi tests: preset deals, positions, and won piles worth given points.

Mid-deal states come from ``Huutopussi.position`` (checked by the game), never from
setting fields; the rules code that runs afterwards is the real one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.engine.cards import card_code, deck_36, parse_card
from bot.games.huutopussi import POINTS, Huutopussi, HuutopussiOptions

N, E, S, W = 0, 1, 2, 3
SUIT = {"S": 0, "H": 1, "D": 2, "C": 3}
position = Huutopussi.position


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


def rest_of_pack(*used: str) -> list[str]:
    """The codes of the pack's cards not named in ``used`` (in pack order)."""
    taken = {parse_card(t) for text in used for t in text.split()}
    return [card_code(c) for c in deck_36() if c not in taken]


def piles_worth(free: list[str], taken: tuple[int, int], tricks: dict[int, int] | None = None,
                card_points: str = "seed") -> dict[int, list[str]]:
    """Won piles made of the ``free`` cards: team 0 (N+S) worth ``taken[0]`` card points,
    team 1 the rest, which must be ``taken[1]``. ``tricks``: whole tricks per seat (default:
    each team's cards to its first seat, N or E); every pile is whole tricks."""
    value = {c: POINTS[card_points][parse_card(c) >> 2] for c in free}
    assert sum(value.values()) == sum(taken), f"the free cards are worth {sum(value.values())}"
    scoring = sorted((c for c in free if value[c]), key=lambda c: -value[c])
    zeros = [c for c in free if not value[c]]
    chosen = _subset(scoring, value, taken[0])
    assert chosen is not None, f"no cards worth exactly {taken[0]}"
    ours = chosen[:]
    theirs = [c for c in scoring if c not in chosen]
    size0 = 4 * sum(n for s, n in (tricks or {}).items() if s & 1 == 0) if tricks else \
        -(-len(ours) // 4) * 4
    while len(ours) < size0:
        ours.append(zeros.pop())
    theirs += zeros
    assert len(ours) == size0, "team 0's points need more cards than its tricks hold"
    piles: dict[int, list[str]] = {}
    for team, pile in ((0, ours), (1, theirs)):
        seats = [s for s in (team, team + 2) if (tricks or {}).get(s, 0)] if tricks else [team]
        for s in seats:
            n = 4 * tricks[s] if tricks else len(pile)
            piles[s], pile = pile[:n], pile[n:]
        assert not pile, "the tricks per seat don't hold every card"
    return piles


def _subset(cards_: list[str], value: dict[str, int], target: int) -> list[str] | None:
    if target == 0:
        return []
    for i, c in enumerate(cards_):
        if value[c] <= target:
            rest = _subset(cards_[i + 1:], value, target - value[c])
            if rest is not None:
                return [c, *rest]
    return None


def before_last_trick(taken: tuple[int, int], marriages: Sequence[tuple[int, str]] = (),
                      *, winner: int, declarer: int = E, bid: int = 80, contract: int = 100,
                      scores: tuple[int, int] = (0, 0), tricks: dict[int, int] | None = None,
                      **opts: Any) -> Huutopussi:
    """Before trick 9: ``winner`` leads 9S and everyone else follows low, so it wins; the
    other 32 cards were won already, worth ``taken`` card points per team (``tricks``:
    whole tricks per seat)."""
    low = ["8S", "7S", "6S"]
    hands = {winner: "9S"} | {(winner + i) % 4: low[i - 1] for i in (1, 2, 3)}
    free = rest_of_pack("9S 8S 7S 6S")
    won = piles_worth(free, taken, tricks, opts.get("card_points", "seed"))
    return position(hands, leader=winner, declarer=declarer, bid=bid, contract=contract,
                    won=won, marriages=list(marriages), scores=scores, **opts)
