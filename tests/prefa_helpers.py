"""Builders for Prefa tests: preset deals, and positions described through ``Prefa.position``.

Nothing here writes a state's fields: a match starts from preset deals (``new_match``
with ``deals``) or from a described position, which the game checks, and every
later change is a move through ``apply``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.engine import new_match
from bot.engine.cards import card_code, deck_32
from bot.games.prefa import ALONE, LEVEL, TRUMP, Prefa, parse_contract

ALL = [card_code(c) for c in deck_32()]
SUIT_OF = {code: code[-1] for code in ALL}
TRUMP_LETTER = {-1: "", 0: "S", 1: "H", 2: "D", 3: "C"}  # bot.engine.cards suit → letter


def make_deal(hands: list[list[str]], kitty: list[str] | None = None) -> dict[str, Any]:
    """A preset deal: given cards for some seats, the rest of the pack filled in order."""
    used = {c for h in hands for c in h} | set(kitty or ())
    rest = [c for c in ALL if c not in used]
    full = []
    for hand in hands:
        need = 10 - len(hand)
        full.append(list(hand) + rest[:need])
        rest = rest[need:]
    if kitty is None:
        kitty, rest = rest[:2], rest[2:]
    assert not rest
    return {"hands": full, "kitty": list(kitty)}


def match(dealer: int = 0, hands: list[list[str]] | None = None, kitty: list[str] | None = None,
          extra: int = 3, **options: Any) -> Prefa:
    first = make_deal(hands or [[], [], []], kitty) | {"dealer": dealer}
    deals = [first] + [make_deal([[], [], []]) for _ in range(extra)]
    state = new_match("prefa", 3, options, seed=1, deals=deals)
    assert isinstance(state, Prefa)
    return state


def legal(state: Prefa, seat: int) -> set[str]:
    return {str(a) for a in state.legal_actions(seat)}


def run(state: Prefa, *moves: tuple[int, str]) -> None:
    for seat, action in moves:
        state.apply(seat, action)


def hand_of(state: Prefa, seat: int) -> list[str]:
    """A seat's cards as its own view shows them."""
    return state.view(seat).hand


def to_defence(state: Prefa, declarer: int, bid: str, final: str) -> None:
    """Auction won by ``declarer`` at ``bid`` (the others pass), two discards, final contract."""
    while state.phase == "auction":
        seat = state.to_act()[0]
        state.apply(seat, f"bid:{bid}" if seat == declarer else "pass")
    assert state.view(None).data["declarer"] == declarer
    state.apply(declarer, f"discard:{hand_of(state, declarer)[0]}")
    state.apply(declarer, f"discard:{hand_of(state, declarer)[0]}")
    state.apply(declarer, f"contract:{final}")


def full_hands(given: dict[int, Sequence[str]], sizes: Sequence[int],
               avoid: dict[int, set[str]] | None = None,
               used: Sequence[str] = ()) -> list[list[str]]:
    """Hands of ``sizes``: the ``given`` ones as they are, the others filled from the
    rest of the pack (pack order), skipping suits a seat must not hold (``avoid``)."""
    avoid = avoid or {}
    taken = {c for h in given.values() for c in h} | set(used)
    hands: list[list[str]] = []
    for seat in range(3):
        if seat in given:
            hands.append(list(given[seat]))
            continue
        pool = [c for c in ALL if c not in taken and SUIT_OF[c] not in avoid.get(seat, set())]
        hand = pool[:sizes[seat]]
        assert len(hand) == sizes[seat], "not enough cards to fill the hand"
        taken |= set(hand)
        hands.append(hand)
    return hands


def mid_trick(contract: str, given: dict[int, str], trick: list[tuple[int, str]],
              left: int, declarer: int = 0, **described: Any) -> Prefa:
    """Both defenders play ``contract`` against ``declarer`` (dealer 0); ``10 - left``
    tricks are over — the last won by the seat leading now, the others by the
    declarer — and ``trick`` is on the table.

    ``given`` names whole hands (codes separated by spaces); the other hands are filled
    with cards that keep the trick's plays legal (a seat that did not follow holds none
    of the suit led, nor trumps if it did not trump).
    """
    trump = TRUMP_LETTER[TRUMP[parse_contract(contract)]]
    led = SUIT_OF[trick[0][1]] if trick else ""
    avoid: dict[int, set[str]] = {}
    for seat, card in trick[1:]:
        if SUIT_OF[card] != led:
            avoid[seat] = {led} | ({trump} if trump and SUIT_OF[card] != trump else set())
    sizes = [left - any(s == seat for s, _ in trick) for seat in range(3)]
    hands = full_hands({s: h.split() for s, h in given.items()}, sizes, avoid,
                       [c for _, c in trick])
    done = 10 - left
    leader = trick[0][0] if trick else described.get("leader", (declarer + 1) % 3)
    tricks = [0, 0, 0]
    if done:  # the seat to lead won the last trick, the declarer all the others
        tricks[leader] += 1
        tricks[declarer] += done - 1
    return Prefa.position(hands, declarer=declarer, bid=contract, contract=contract,
                          trick=trick, tricks=tricks, **described)


def last_trick(final: str, mode: str, tricks: list[int], *, active: int | None = None,
               **described: Any) -> tuple[Prefa, list[tuple[int, str]]]:
    """Declarer 0 (dealer 0: R = 1, L = 2) plays ``final`` in ``mode``; nine tricks are over
    and the last one, still to be played, makes the deal end with ``tricks``.

    Returns the position and the last trick's plays in turn order (the seat that wins it
    leads A♠, the others follow with lower spades).
    """
    out = 3 - active if mode == ALONE and active is not None else -1
    seats = [s for s in range(3) if s != out]
    winner = next(s for s in seats if tricks[s])
    before = [t - (s == winner) for s, t in enumerate(tricks)]
    order = [winner] + [s for s in (winner + 1, winner + 2) if s % 3 in seats]
    plays = [(s % 3, card) for s, card in zip(order, ("AS", "KS", "QS"), strict=False)]
    given: dict[int, list[str]] = {s: [c] for s, c in plays}
    if out >= 0:
        given[out] = [c for c in ALL if c not in ("AS", "KS", "QS")][:10]
    hands = [given.get(s, []) for s in range(3)]
    state = Prefa.position(hands, declarer=0, bid=final, contract=final, mode=mode,
                           active=active, tricks=before, leader=winner, **described)
    return state, plays


def settle(final: str, mode: str, tricks: list[int], *, active: int | None = None,
           **described: Any) -> Prefa:
    """The deal of ``last_trick`` played to its end (settled, the next hand dealt)."""
    state, plays = last_trick(final, mode, tricks, active=active, **described)
    for seat, card in plays:
        state.apply(seat, f"play:{card}")
    assert state.deals_completed() == described.get("completed", 0) + 1
    return state


def both_pass(final: str, **described: Any) -> Prefa:
    """Declarer 0 names ``final``; R has passed and L passes too (§10.4 case A)."""
    hands = [ALL[0:10], ALL[10:20], ALL[20:30]]
    state = Prefa.position(hands, declarer=0, bid=final, contract=final, defence=["pass"],
                           **described)
    state.apply(2, "pass")
    return state


def level(contract: str) -> int:
    return LEVEL[parse_contract(contract)]
