"""Fifty-Six properties over many seeded random matches (4, 6 and 8 players).

Every match runs through ``tests/harness.check_match``: JSON round trip and
replay determinism at every step, probes of illegal actions (which must raise
with a reason and change nothing), and the checks below — card conservation,
56 card points in every deal, and hidden hands that never reach another seat's
view. Seeds are split into chunks so pytest-xdist spreads them over cores.

Uniformly random calls mostly climb to 56 at once, so a second, pass-heavy
player (``careful_match``) also plays long multi-deal matches under every option
to reach dealer rotation, all-pass deals and the match end by small steps.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterable
from itertools import pairwise
from typing import Any

import pytest

from bot.engine import Action, Game, IllegalAction, View, new_match
from bot.engine.cards import card_code
from bot.games.fifty_six import POINTS, FiftySix
from tests.harness import assert_rejects, assert_round_trip, check_match, hidden_cards_absent

MATCHES = 300  # per player count, as the issue asks
CHUNK = 25
CHUNKS = [range(start, start + CHUNK) for start in range(0, MATCHES, CHUNK)]


def _state(game: Game) -> FiftySix:
    assert isinstance(game, FiftySix)
    return game


def conservation(game: Game) -> None:
    """Hands, the trick and both teams' tricks always make up exactly the deck."""
    state = _state(game)
    held = [c for hand in state.hands for c in hand] + state.trick
    held += state.taken[0] + state.taken[1]
    assert Counter(held) == Counter(state.deck())
    sizes = {len(h) for h in state.hands}
    assert max(sizes) - min(sizes) <= 1


def card_points(game: Game) -> None:
    """56 card points in every deal: those in play now and those of every deal played."""
    state = _state(game)
    everything = [c for hand in state.hands for c in hand] + state.trick
    assert sum(POINTS[c] for c in everything) + sum(state.points) == 56
    for team in (0, 1):
        assert state.points[team] == sum(POINTS[c] for c in state.taken[team])
    for record in state.history:
        assert sum(record.points) == 56
    assert sum(r.gp for r in state.history if r.scorer == 0) == state.gp[0]
    assert sum(r.gp for r in state.history if r.scorer == 1) == state.gp[1]


def _visible(state: FiftySix) -> set[str]:
    cards = state.trick + state.last_trick + [c for r in state.draws for _, c in r]
    return {card_code(c) for c in cards}


def view_text(view: View) -> str:
    """Everything a view shows, as one text (cheaper than ``as_dict``)."""
    parts = [view.prompt, view.phase, view.hand_text, " ".join(view.hand), json.dumps(view.data)]
    parts += [f"{s.title}: {s.body}" for s in view.sections]
    return "\n".join(parts)


def _check_view(state: FiftySix, seat: int | None, salt: int, reshuffle: bool = True) -> None:
    """``seat``'s view shows its own hand and nothing of anyone else's.

    Two checks: no card code held only by others appears in the view, and (with
    ``reshuffle``) the view stays the same when the other seats' cards are dealt
    among them anew.
    """
    n = state.seats
    view = state.view(seat)
    codes = [{card_code(c) for c in hand} for hand in state.hands]
    if seat is None:
        assert view.hand == [] and view.hand_text == ""
        own: set[str] = set()
    else:
        assert sorted(view.hand) == sorted(card_code(c) for c in state.hands[seat])
        own = codes[seat]
    hidden = set().union(*(codes[s] for s in range(n) if s != seat)) - own - _visible(state)
    assert hidden_cards_absent(view_text(view), hidden) == [], f"seat {seat} sees others' cards"
    if not reshuffle:
        return
    saved = [list(h) for h in state.hands]
    pool = [c for s in range(n) if s != seat for c in state.hands[s]]
    random.Random(salt).shuffle(pool)
    for s in range(n):
        if s != seat:
            size = len(state.hands[s])
            state.hands[s], pool = pool[:size], pool[size:]
    try:
        assert state.view(seat) == view, f"seat {seat}'s view depends on hidden cards"
    finally:
        state.hands = saved


def _step(state: FiftySix) -> int:
    return len(state.calls) + len(state.trick) + 13 * sum(state.tricks_won) + 7 * len(
        state.history)


def hidden_hands(game: Game) -> None:
    """At every step one view is checked: the acting seat's (even steps) or, in rotation,
    another seat's or the public one (odd steps); over a match every view is checked
    in every phase."""
    state = _state(game)
    step = _step(state)
    if step % 2 == 0:
        _check_view(state, state.to_act()[0], step)
    else:
        other = (step // 2) % (state.seats + 1) - 1
        _check_view(state, None if other < 0 else other, step, reshuffle=step % 4 == 1)


def hidden_hands_all_seats(game: Game) -> None:
    state = _state(game)
    for seat in [None, *range(state.seats)]:
        _check_view(state, seat, _step(state))


def probes(game: Game, seat: int) -> Iterable[Action | str]:
    """Actions that are illegal for ``seat`` now (the harness skips any that are legal).

    The acting seat gets the probes that matter (a bid not higher, a double or
    redouble that is not allowed, a card not held, a revoke) plus one more in
    rotation; one other seat per step, in rotation, tries to act out of turn.
    """
    state = _state(game)
    step = _step(state)
    acting = state.to_act()
    if seat not in acting:
        if seat != (acting[0] + 1 + step % (state.seats - 1)) % state.seats:
            return []
        return ["play:JS" if state.phase == "play" else "pass"]
    if state.phase == "auction":
        out: list[Action | str] = ["double", "redouble"]
        if state.high_amount:
            out += [f"bid:{state.high_amount}S", f"plus {57 - state.high_amount} spades"]
        else:
            out += ["bid:27S", "plus 1 noes"]
        if state.forced:
            out.append("pass")
        extras = ["bid:57N", "play:JS", "bid:fish", "frobnicate", "spades 60"]
    else:
        hand = state.hands[seat]
        missing = [c for c in state.deck() if c not in hand]
        out = [f"play:{card_code(missing[step % len(missing)])}"] if missing else []
        if state.trick:
            led = state.trick[0] & 3
            if any(c & 3 == led for c in hand):
                off = [c for c in hand if c & 3 != led]
                if off:
                    out.append(f"play:{card_code(off[0])}")
        extras = ["bid:56N", "pass", "double", "play:ZZ", "frobnicate"]
    out.append(extras[step % len(extras)])
    return out


CHECKS = (conservation, card_points, hidden_hands)


@pytest.mark.parametrize("seats", [4, 6, 8])
@pytest.mark.parametrize("seeds", CHUNKS, ids=lambda r: f"{r.start}-{r.stop - 1}")
def test_random_matches(seats: int, seeds: range) -> None:
    """300 seeded matches per player count, every step checked by the harness."""
    for seed in seeds:
        state = _state(check_match("fifty-six", seats, seed, None, probes, CHECKS))
        result = state.result()
        assert result is not None and state.is_over
        assert max(state.gp) >= 12 and result.winners == result.teams[state.winner_team]
        assert state.deals_completed() == len(state.history) >= 1


OPTION_SETS: list[dict[str, Any]] = [
    {"direction": "cw"},
    {"deck_4p": 32, "deck_8p": 48},
    {"score_table": "nair", "double_scoring": "add"},
    {"score_table": "56cards"},
    {"redouble_ends_auction": False},
    {"redouble_timing": "any_time"},
    {"redouble_timing": "any_time", "redouble_ends_auction": False},
    {"all_pass": "first_bidder_forced"},
    {"all_pass": "mandatory_opening"},
    {"redeal": "no_points"},
    {"redeal": "weak_hand"},
    {"match_end": "tables_net"},
    {"trump_lead_rule": True},
]


@pytest.mark.parametrize("seats", [4, 6, 8])
@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: ",".join(f"{k}={v}"
                                                                         for k, v in o.items()))
def test_random_matches_with_options(seats: int, options: dict[str, Any]) -> None:
    for seed in range(3):
        _state(check_match("fifty-six", seats, 1000 + seed, options, probes, CHECKS))


def careful_step(state: FiftySix, rng: random.Random) -> tuple[int, Action]:
    """A player that mostly passes and bids low, so matches last several deals."""
    seats = state.to_act()
    seat = seats[0] if len(seats) == 1 else rng.choice(seats)
    actions = state.legal_actions(seat)
    if state.phase == "auction":
        roll = rng.random()
        kinds = {a.kind: a for a in actions}
        if roll < 0.8 and "pass" in kinds:
            return seat, kinds["pass"]
        if roll < 0.83 and "double" in kinds:
            return seat, kinds["double"]
        if roll < 0.85 and "redouble" in kinds:
            return seat, kinds["redouble"]
        bids = [a for a in actions if a.kind == "bid"][:10]
        if bids:
            return seat, rng.choice(bids)
    return seat, rng.choice(actions)


def careful_match(seats: int, seed: int, options: dict[str, Any] | None,
                  per_step: bool) -> FiftySix:
    """Play with ``careful_step``; ``per_step`` adds the harness checks at every step."""
    state = _state(new_match("fifty-six", seats, options, seed))
    rng = random.Random(seed)
    log: list[tuple[int, Action]] = []
    while not state.is_over:
        assert len(log) < 20_000
        if per_step:
            assert_round_trip(state)
            for check in (*CHECKS, hidden_hands_all_seats):
                check(state)
            for seat in range(seats):
                legal = {str(a) for a in state.legal_actions(seat)}
                for probe in probes(state, seat):
                    if str(probe) not in legal:
                        assert_rejects(state, seat, probe)
        seat, action = careful_step(state, rng)
        state.apply(seat, action)
        log.append((seat, action))
    conservation(state)
    card_points(state)
    replay = new_match("fifty-six", seats, options, seed)
    for seat, action in log:
        replay.apply(seat, action)
    assert replay.to_json() == state.to_json()
    return state


@pytest.mark.parametrize("seats", [4, 6, 8])
@pytest.mark.parametrize("options", [None, *OPTION_SETS],
                         ids=lambda o: ",".join(f"{k}={v}" for k, v in (o or {}).items())
                         or "default")
def test_long_matches(seats: int, options: dict[str, Any] | None) -> None:
    """Multi-deal matches: the dealer turns to the right, scores add up, the match ends.

    With the default rules the first match is checked at every step (the options
    get their per-step checks in ``test_random_matches_with_options``); the others
    are checked at the end and replayed.
    """
    longest = 0
    seeds = 2 if (options or {}).get("match_end") == "tables_net" else 3  # long matches
    for seed in range(seeds):
        state = careful_match(seats, seed, options, per_step=seed == 0 and not options)
        history = state.history
        longest = max(longest, len(history))
        for before, after in pairwise(history):
            assert after.dealer == (before.dealer + 1) % seats
        if (options or {}).get("match_end") != "tables_net":
            assert max(state.gp) >= 12 > min(state.gp)
        else:
            assert min(state.tables) == 0
    assert longest >= 3


def test_long_matches_reach_every_kind_of_ending() -> None:
    """Across many careful matches: all-pass deals, doubles, redoubles, made and failed."""
    seen: Counter[str] = Counter()
    for seed in range(40):
        state = careful_match(4, seed, None, per_step=False)
        for record in state.history:
            seen["all_pass" if record.all_pass else f"x{record.multiplier}"] += 1
            seen["made" if record.made else "failed"] += 1
    assert {"all_pass", "x1", "x2", "x4", "made", "failed"} <= set(seen)


def test_out_of_turn_actions_name_who_to_wait_for() -> None:
    state = new_match("fifty-six", 6, None, 1)
    waiting = state.to_act()[0]
    other = (waiting + 1) % 6
    with pytest.raises(IllegalAction, match="not your turn"):
        state.apply(other, "pass")
