"""Property tests: 300+ seeded random Four Color matches through the shared harness.

Each match runs with 2, 3 or 4 players and one of a rotating set of option
mixes (every §12 variant appears) and checks, at every step: card
conservation, no General or joker in a discard pile, hidden hands (and so who
holds a claim) absent from other seats' views, claim windows resolving by
priority whatever the order of the answers, and every declared win being a
valid arrangement at the brute-force best value. The harness adds
illegal-action probes, JSON round trips and replay determinism.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import permutations
from typing import Any

import pytest

from bot.engine import Action, Game, IllegalAction, new_match
from bot.engine.game import canonical as canonical_state
from bot.engine.playout import random_step
from bot.games.four_color import (
    CODES,
    JOKER,
    FourColor,
    card_code,
    parse_card,
    sort_cards,
)
from tests.four_color_helpers import check_win_record, fill, shuffle_hidden
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
    {"claim_prompt": "claimants"},
    {"dealer_natural_win": True, "mulligan": False},
    {"fourcolour_soldiers_only": True, "jokers": True, "no_split_dealt_triple": True},
    {"tricolour_soldiers_only": True, "claim_prompt": "claimants",
     "generals_never_discarded": False},
    {"claim_prompt": "choices", "jokers": True},
]
SEATS = (4, 3, 4, 2, 4, 3, 4)  # by seed: 7 is prime to the 11 mixes, so every pair meets
CLAIM_CHANCE = 0.85  # how often the priority check answers with a claim it has
ONE_DEAL = {"mulligan": False, "deals": 1}


def options_for(seed: int) -> dict[str, Any]:
    return {"deals": 2 if seed % 3 == 0 else 1, **OPTION_MIXES[seed % len(OPTION_MIXES)]}


def seats_for(seed: int) -> int:
    return SEATS[seed % len(SEATS)]


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
    for seat in range(state.seats):
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
    """Views: a seat sees its own hand only; others' hidden cards can't change its view.

    The re-dealt state has its claim window rebuilt from the new hands, so a view
    or ``to_act`` that showed who holds a claim would differ. Only the option
    ``claim_prompt`` "claimants" and "choices" show that, by design: there the check skips
    open questions.
    """
    step = [0]

    def check(state: Game) -> None:
        assert isinstance(state, FourColor)
        step[0] += 1
        if step[0] % every:
            return
        for seat in range(state.seats):
            view = state.view(seat)
            assert Counter(view.hand) == Counter(
                CODES[c] for c, n in enumerate(state.hands[seat]) for _ in range(n))
        assert state.view(None).hand == []
        if step[0] % shuffle_every:
            return
        if state.options.claim_prompt != "everyone" and state.phase in ("window", "mulligan"):
            return
        for seat in [*range(state.seats), None]:
            other = shuffle_hidden(state, seat, rng)
            assert other.view(seat) == state.view(seat), f"seat {seat} sees hidden cards"

    return check


def pick_answer(state: FourColor, seat: int, rng: random.Random) -> Action:
    """Mostly a claim (win, quad, triple) when the seat has one, so that conflicts
    between claims are met often; otherwise any legal answer."""
    actions = state.legal_actions(seat)
    claims = [a for a in actions if a.kind in ("win", "quad", "triple")]
    if claims and rng.random() < CLAIM_CHANCE:
        return rng.choice(claims)
    return rng.choice(actions)


def priority_check(rng: random.Random, seen: Counter[str] | None = None):
    """At each new window: the answers give the §9.3 result, and every order of
    the answers gives the same state. ``seen`` counts the kinds of window met."""

    def check(state: Game) -> None:
        assert isinstance(state, FourColor)
        if state.phase != "window" or any(state.answers):
            return
        if state.options.claim_prompt == "choices":
            return  # forced answers are given at once, and one apply may close several
            # windows: test_four_color_contract plays such matches against "everyone"
        acting = state.to_act()
        choice = {s: pick_answer(state, s, rng) for s in acting}
        trial = state.clone()
        for seat in acting:
            trial.apply(seat, choice[seat])
        answers = {s: str(a) for s, a in choice.items()}
        expect_priority(state, trial, answers)
        claims = sorted(a for s, a in answers.items()
                        if a in ("win", "quad", "triple") and s != state.turn)
        if seen is not None:
            turn = answers[state.turn].partition(":")[0]
            seen["+".join([*claims, turn])] += 1
        if not claims or len(acting) < 2:
            return
        expected = canonical_state(trial)
        for order in permutations(acting):
            again = state.clone()
            for seat in order:
                again.apply(seat, choice[seat])
            assert canonical_state(again) == expected, f"answers {answers} in order {order}"

    return check


def expect_priority(before: FourColor, after: FourColor, answers: dict[int, str]) -> None:
    """§9.3 by hand: WIN from the turn seat on, then QUAD, TRIPLE, then the turn seat's
    own answer — a meld, a draw (the stock's top card opens a window for the turn
    seat) or declining a drawn card (it becomes a discard: a window at the next seat)."""
    seats = before.seats
    order = [(before.turn + i) % seats for i in range(seats)]
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
            assert len(claimants) == 1  # only one seat can hold two or three copies
            seat = claimants[0]
            assert after.phase == "discard" and after.current == seat
            meld = after.melds[seat][-1]
            assert [card_code(c) for c in meld[3:]] == [card] * size
            return
    turn = before.turn
    turn_answer = answers[turn]
    if turn_answer.startswith("meld:"):
        assert after.phase == "discard" and after.current == turn
        assert sorted(card_code(c) for c in after.melds[turn][-1][3:]) == sorted(
            turn_answer[5:].split("+"))
    elif turn_answer == "draw":
        assert before.source == "discard"
        if before.stock:
            assert after.discards[before.exposer][-1] == before.card  # left there, dead
            assert after.phase == "window" and after.source == "draw"
            assert after.exposer == after.turn == turn and after.card == before.stock[-1]
            assert len(after.stock) == len(before.stock) - 1
        else:
            assert after.history[-1]["outcome"] == "draw"
            assert after.deals_completed() == before.deals_completed() + 1
    else:
        assert turn_answer == "decline" and before.source == "draw", turn_answer
        assert after.phase == "window" and after.source == "discard"
        assert after.exposer == turn and after.turn == (turn + 1) % seats
        assert after.card == before.card and after.discards[turn][-1] == before.card
        assert after.stock == before.stock and after.hands[turn] == before.hands[turn]


def make_probes(rng: random.Random, per_seat: int = 2):
    """A few of ``all_probes`` per step (all of them, always, would be slow): two for
    each seat that may act, one for one seat that may not."""

    def probes(state: Game, seat: int) -> list[str]:
        acting = state.to_act()
        others = (s for s in range(state.seat_count()) if s not in acting)
        if seat not in acting and seat != next(others, -1):
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


def run_match(seed: int, seen: Counter[str] | None = None) -> FourColor:
    rng = random.Random(seed * 7919)
    options = options_for(seed)
    seats = seats_for(seed)
    wins_seen = [0]

    def check_wins(state: Game) -> None:
        assert isinstance(state, FourColor)
        entries = [e for e in state.history if e["outcome"] == "win"]
        for entry in entries[wins_seen[0]:]:
            check_win_record(entry, options)
        wins_seen[0] = len(entries)

    state = check_match(
        "four-color", seats, seed, options, probes=make_probes(rng),
        checks=[check_conservation, check_discards, hidden_check(rng),
                priority_check(rng, seen), check_wins])
    assert isinstance(state, FourColor)
    check_wins(state)
    outcomes = Counter(e["outcome"] for e in state.history)
    assert outcomes["win"] + outcomes["draw"] == state.deals_completed() == options["deals"]
    assert set(outcomes) <= {"win", "draw", "mulligan"}
    assert sum(state.scores) == 0 and len(state.scores) == seats
    for entry in state.history:
        if entry["outcome"] == "win":
            payments = entry["payments"]
            assert payments[entry["winner"]] == (seats - 1) * entry["value"]
            assert all(p == -entry["value"] for s, p in enumerate(payments)
                       if s != entry["winner"])
    return state


@pytest.mark.parametrize("first", range(0, MATCHES, CHUNK))
def test_random_matches(first: int) -> None:
    for seed in range(first, first + CHUNK):
        run_match(seed)


def test_probes_cover_specific_sentences() -> None:
    """Spot-check that the harness probes meet the specific replies, not a generic one."""
    state = FourColor.position(fill({1: "RG ..."}, 1), dealer=1, options=ONE_DEAL)
    probes = all_probes(state, 1)
    assert "discard:RG" in probes and "discard:ZZ" in probes and "triple" in all_probes(state, 3)
    with pytest.raises(IllegalAction, match=r"never discard a General \(🟥帥\)"):
        state.apply(1, "discard:RG")
    with pytest.raises(IllegalAction, match="not a Four Color card"):
        state.apply(1, "discard:ZZ")
    with pytest.raises(IllegalAction, match="no card to claim"):
        state.apply(3, Action("triple"))


def test_the_hidden_check_sees_who_is_asked() -> None:
    """The re-deal in ``hidden_check`` rebuilds the window, so it would catch a
    ``to_act`` that names the seats holding a claim: with ``claimants`` seat 0's
    view changes when seat 3's pair of RN moves to seat 2; by default it does not."""
    hands = {0: "WE ...", 1: "RC RH ...", 3: "RN RN ..."}
    for prompt, same in (("everyone", True), ("claimants", False)):
        state = FourColor.position(fill(hands, 0, stock="RN", avoid="RN RC RH WE"), dealer=0,
                                   stock="RN", options={**ONE_DEAL, "claim_prompt": prompt})
        state.apply(0, "discard:WE")
        for seat in [s for s in state.to_act() if s != 1]:
            state.apply(seat, "pass")
        state.apply(1, "draw")
        assert state.source == "draw" and state.claims[3]
        desc = state.describe()
        desc["hands"][2], desc["hands"][3] = desc["hands"][3], desc["hands"][2]
        other = FourColor.position(**desc)
        assert other.claims[2] and not other.claims[3]
        assert (other.view(0) == state.view(0)) is same, prompt


def test_a_position_described_is_the_same_position() -> None:
    """``describe`` then ``position`` gives the state back at every step of random matches
    (but for fields that only matter in another phase, and which card a "too late" reply
    names), in every option mix."""
    steps = 0
    for seed in range(12):
        rng = random.Random(seed)
        state = new_match("four-color", seats_for(seed), options_for(seed), seed)
        assert isinstance(state, FourColor)
        while not state.is_over:
            if rng.random() < 0.3:
                again = FourColor.position(**state.describe())
                assert comparable(again) == comparable(state), (seed, steps)
                steps += 1
            seat, action = random_step(state, rng)
            state.apply(seat, action)
    assert steps > 500


def comparable(state: FourColor) -> dict[str, Any]:
    """The state's data without what no rule reads in its phase (a seat about to discard
    has its winning cards worked out after its discard)."""
    data = state.to_dict()
    data.pop("last_card")
    if state.phase == "discard":
        data["wins"][state.current] = None
    else:
        data.pop("current"), data.pop("first"), data.pop("melded")
    if state.phase != "mulligan":
        data.pop("may_mulligan")
    return data
