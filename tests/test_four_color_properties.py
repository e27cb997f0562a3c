"""Property tests: 300+ seeded random Four Color matches through the shared harness.

Each match runs with one of a rotating set of option mixes (every §12 variant
appears) and checks, at every step: card conservation, no General or joker in
a discard pile, hidden hands absent from other seats' views, claim windows
resolving by priority whatever the order of the answers, and every declared
win being a valid arrangement at the brute-force best value. The harness adds
illegal-action probes, JSON round trips and replay determinism.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import permutations
from typing import Any

import pytest

from bot.engine import Action, Game, IllegalAction
from bot.engine.game import canonical as canonical_state
from bot.games.four_color import (
    CODES,
    JOKER,
    FourColor,
    card_code,
    parse_card,
    sort_cards,
)
from tests.four_color_helpers import check_win_record
from tests.harness import check_match

MATCHES = 300
CHUNK = 15
OPTION_MIXES: list[dict[str, Any]] = [
    {},
    {"jokers": True},
    {"no_split_dealt_triple": True},
    {"tricolour_soldiers_only": True, "fourcolour_soldiers_only": True},
    {"general_steal_only_to_win": True, "dealt_quad_value": "exposed"},
    {"generals_never_discarded": False},
    {"claim_prompt": "everyone"},
    {"dealer_natural_win": True, "mulligan": False},
    {"fourcolour_soldiers_only": True, "jokers": True, "no_split_dealt_triple": True},
    {"tricolour_soldiers_only": True, "claim_prompt": "everyone",
     "generals_never_discarded": False},
]


def options_for(seed: int) -> dict[str, Any]:
    return {"deals": 2 if seed % 3 == 0 else 1, **OPTION_MIXES[seed % len(OPTION_MIXES)]}


def physical_cards(state: FourColor) -> Counter[int]:
    """Every card in every zone, counted from the raw fields (not the engine's helper)."""
    cards: Counter[int] = Counter()
    for hand in state.hands:
        for card, n in enumerate(hand):
            cards[card] += n
    for seat_melds in state.melds:
        for meld in seat_melds:
            cards.update(meld[3:])
    for pile in state.discards:
        cards.update(pile)
    cards.update(state.stock)
    if state.phase == "window" and state.source == "draw":
        cards[state.card] += 1
    return cards


def check_conservation(state: Game) -> None:
    assert isinstance(state, FourColor)
    cards = physical_cards(state)
    jokers = 5 if state.options.jokers else 0
    assert cards[JOKER] == jokers
    assert all(cards[c] == 4 for c in range(28)), cards
    for seat in range(4):
        total = sum(state.hands[seat]) + sum(len(m) - 3 for m in state.melds[seat])
        drawing = state.phase == "window" and state.source == "draw" and seat == state.exposer
        dealing = state.phase == "mulligan" and seat == state.dealer
        if drawing or dealing or (state.phase == "discard" and seat == state.current):
            assert total + drawing == 21, (seat, total)  # the drawn card sits in display
        elif state.phase != "over":
            assert total == 20, (seat, total)


def check_discards(state: Game) -> None:
    assert isinstance(state, FourColor)
    for pile in state.discards:
        assert JOKER not in pile
        if state.options.generals_never_discarded and state.phase != "over":
            assert not any(c < 4 for c in pile), "a General was discarded"


def hidden_check(rng: random.Random, every: int = 3, shuffle_every: int = 12):
    """Views: a seat sees its own hand only; others' hidden cards can't change its view."""
    step = [0]

    def check(state: Game) -> None:
        assert isinstance(state, FourColor)
        step[0] += 1
        if step[0] % every:
            return
        for seat in range(4):
            view = state.view(seat)
            assert Counter(view.hand) == Counter(
                CODES[c] for c, n in enumerate(state.hands[seat]) for _ in range(n))
        assert state.view(None).hand == []
        if step[0] % shuffle_every:
            return
        for seat in [*range(4), None]:
            other = state.clone()
            shuffle_hidden(other, seat, rng)
            assert other.view(seat) == state.view(seat), f"seat {seat} sees hidden cards"

    return check


def shuffle_hidden(state: FourColor, seat: int | None, rng: random.Random) -> None:
    """Deal the cards ``seat`` can't see (others' concealed hands, the stock) anew."""
    others = [s for s in range(4) if s != seat]
    pool = [c for s in others for c, n in enumerate(state.hands[s]) for _ in range(n)]
    pool += state.stock
    rng.shuffle(pool)
    for s in others:
        size = sum(state.hands[s])
        hand = [0] * len(state.hands[s])
        for c in pool[:size]:
            hand[c] += 1
        pool = pool[size:]
        state.hands[s] = hand
    state.stock = pool


def priority_check(rng: random.Random):
    """Windows with several seats: every answer order gives the same, priority-right result."""

    def check(state: Game) -> None:
        assert isinstance(state, FourColor)
        acting = state.to_act()
        if state.phase != "window" or len(acting) < 2:
            return
        if state.options.claim_prompt == "everyone" and not any(
                state.claims[s] & 7 for s in acting if s != state.turn):
            return
        choice = {s: rng.choice(state.legal_actions(s)) for s in acting}
        results = set()
        orders = list(permutations(acting))
        for order in orders:
            trial = state.clone()
            for seat in order:
                trial.apply(seat, choice[seat])
            results.add(canonical_state(trial))
        assert len(results) == 1, f"answers {choice} resolve differently by order"
        trial = state.clone()
        for seat in acting:
            trial.apply(seat, choice[seat])
        given = {s: a for s, a in enumerate(state.answers) if a}  # answered before
        expect_priority(state, trial, given | {s: str(a) for s, a in choice.items()})

    return check


def expect_priority(before: FourColor, after: FourColor, answers: dict[int, str]) -> None:
    """§9.3 by hand: WIN from the turn seat on, then QUAD, TRIPLE, then the turn seat."""
    order = [(before.turn + i) % 4 for i in range(4)]
    card = CODES[before.card]
    winners = [s for s in order if answers.get(s) == "win"]
    if winners:
        entry = after.history[-1]
        assert entry["outcome"] == "win" and entry["winner"] == winners[0]
        assert entry["card"] == card
        return
    for kind, size in (("quad", 4), ("triple", 3)):
        claimants = [s for s in order if answers.get(s) == kind]
        if claimants:
            seat = claimants[0]
            assert after.phase == "discard" and after.current == seat
            meld = after.melds[seat][-1]
            assert [card_code(c) for c in meld[3:]] == [card] * size
            return
    turn_answer = answers[before.turn]
    if turn_answer.startswith("meld:"):
        assert after.phase == "discard" and after.current == before.turn
        assert sorted(card_code(c) for c in after.melds[before.turn][-1][3:]) == sorted(
            turn_answer[5:].split("+"))


def make_probes(rng: random.Random, per_seat: int = 2):
    """A few of ``all_probes`` per step (all of them, always, would be slow): two for
    each seat that may act, one for one seat that may not."""

    def probes(state: Game, seat: int) -> list[str]:
        acting = state.to_act()
        if seat not in acting and seat != next((s for s in range(4) if s not in acting), -1):
            return []
        candidates = all_probes(state, seat)
        count = per_seat if seat in acting else 1
        return rng.sample(candidates, min(count, len(candidates)))

    return probes


def all_probes(state: Game, seat: int) -> list[str]:
    """Actions that are usually illegal; the harness checks each one it finds illegal."""
    assert isinstance(state, FourColor)
    hand = state.hands[seat]
    held = [CODES[c] for c in range(28) if hand[c]]
    missing = [CODES[c] for c in range(28) if not hand[c]]
    out = ["win", "quad", "triple", "pass", "draw", "decline", "mulligan", "keep",
           "discard:ZZ", "meld:ZZ+RC", "meld:", "bid:60", "take:RC+RH+RN"]
    generals = [c for c in held if c[1] == "G"]
    if generals:
        out.append(f"discard:{generals[0]}")
    if missing:
        out.append(f"discard:{missing[0]}")
        if state.phase == "window" and state.card >= 0:
            out.append(f"meld:{CODES[state.card]}+{missing[0]}+{missing[-1]}")
            out.append(f"meld:{missing[-1]}+{missing[-1]}")
    if held and state.phase == "window" and state.card >= 0:
        meld = sort_cards([state.card, parse_card(held[0]), parse_card(held[-1])])
        out.append("meld:" + "+".join(CODES[c] for c in meld))  # canonical: legal ones skip
    return out


def run_match(seed: int) -> FourColor:
    rng = random.Random(seed * 7919)
    options = options_for(seed)
    wins_seen = [0]

    def check_wins(state: Game) -> None:
        assert isinstance(state, FourColor)
        entries = [e for e in state.history if e["outcome"] == "win"]
        for entry in entries[wins_seen[0]:]:
            check_win_record(entry, options)
        wins_seen[0] = len(entries)

    state = check_match(
        "four-color", 4, seed, options, probes=make_probes(rng),
        checks=[check_conservation, check_discards, hidden_check(rng), priority_check(rng),
                check_wins])
    assert isinstance(state, FourColor)
    check_wins(state)
    outcomes = Counter(e["outcome"] for e in state.history)
    assert outcomes["win"] + outcomes["draw"] == state.deals_completed() == options["deals"]
    assert set(outcomes) <= {"win", "draw", "mulligan"}
    assert sum(state.scores) == 0
    for entry in state.history:
        if entry["outcome"] == "win":
            assert entry["payments"][entry["winner"]] == 3 * entry["value"]
    return state


@pytest.mark.parametrize("first", range(0, MATCHES, CHUNK))
def test_random_matches(first: int) -> None:
    for seed in range(first, first + CHUNK):
        run_match(seed)


def test_probes_cover_specific_sentences() -> None:
    """Spot-check that the harness probes meet the specific replies, not a generic one."""
    state = FourColor.new(4, FourColor.options_model(mulligan=False), seed=3)
    dealer = state.current
    generals = [c for c in range(4) if state.hands[dealer][c]]
    if generals:
        with pytest.raises(IllegalAction, match="never discard a General"):
            state.apply(dealer, f"discard:{CODES[generals[0]]}")
    with pytest.raises(IllegalAction, match="not a Four Color card"):
        state.apply(dealer, "discard:ZZ")
    other = (dealer + 2) % 4
    with pytest.raises(IllegalAction, match="no card to claim"):
        state.apply(other, Action("triple"))
