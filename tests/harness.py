"""Property checks every game must pass, driven by seeded random legal play.

Each game's tests call ``check_match`` with the probes (actions to try that
are likely illegal) and the hidden-information check that fit that game.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable
from typing import Any

from bot.engine import Action, Event, Game, IllegalAction, new_match
from bot.engine.cards import SUIT_LETTERS, SUIT_SYMBOLS
from bot.engine.playout import random_step
from bot.i18n import english

Probe = Callable[[Game, int], Iterable[Action | str]]
Check = Callable[[Game], None]
# Called after every applied action with the new state, who acted, what, and the
# events it produced (events are public: every seat sees them).
EventCheck = Callable[[Game, int, Action, list[Event]], None]


def assert_round_trip(state: Game) -> str:
    text = state.to_json()
    again = type(state).from_json(text)
    assert again == state, "state changed in a JSON round trip"
    assert again.to_json() == text
    return text


def assert_rejects(state: Game, seat: int, action: Action | str,
                   before: str | None = None) -> IllegalAction:
    """``action`` must raise IllegalAction with a reason and leave the state identical.

    ``before``: the state's JSON if the caller has it already (saves a serialization).
    """
    if before is None:
        before = state.to_json()
    try:
        state.apply(seat, action)
    except IllegalAction as err:
        assert err.reason.strip(), "IllegalAction without a reason"
        assert state.to_json() == before, f"rejected {action} but the state changed"
        return err
    raise AssertionError(f"seat {seat} could apply {action}, which is not legal")


def scheduled(step: int) -> bool:
    """The steps whose state is serialized, replayed and cloned: the first ten, then
    every power of two (OpenSpiel's schedule: wide coverage at a bounded cost)."""
    return step < 10 or step & (step - 1) == 0


def assert_distinct_choices(state: Game, seat: int, legal: list[Action]) -> None:
    """Each legal action of a seat has its own string and its own label: two buttons
    reading alike would be a choice no player can make."""
    strings = [str(a) for a in legal]
    assert len(set(strings)) == len(strings), f"seat {seat}: an action twice in {strings}"
    labels = [english(state.label(a)) for a in legal]
    twice = sorted({x for x in labels if labels.count(x) > 1})
    assert not twice, f"seat {seat}: labels {twice} name more than one action"


def check_match(
    game_id: str,
    seats: int,
    seed: int,
    options: dict[str, Any] | None = None,
    probes: Probe | None = None,
    checks: Iterable[Check] = (),
    max_actions: int = 50_000,
    event_checks: Iterable[EventCheck] = (),
) -> Game:
    """Play one seeded random match, checking the contract at every step.

    ``checks`` run on the state before every action; ``event_checks`` on the
    events of every action, right after it is applied. At every step: only the
    seats to act have actions, each with a distinct string and label, and illegal
    probes are refused without a change. At the ``scheduled`` steps (and the end):
    a JSON round trip, and a clone given the same action ends up equal to the
    original. Finally the match is replayed from its log and must pass through the
    same scheduled states.
    """
    state = new_match(game_id, seats, options, seed)
    rng = random.Random(seed)
    checks = list(checks)
    event_checks = list(event_checks)
    log: list[tuple[int, str]] = []
    snapshots: dict[int, str] = {}
    while not state.is_over:
        step = len(log)
        assert step < max_actions, "match did not end"
        on_schedule = scheduled(step)
        if on_schedule:
            snapshots[step] = assert_round_trip(state)
        for check in checks:
            check(state)
        acting = state.to_act()
        assert acting, "nobody may act but the match is not over"
        before = snapshots.get(step)
        for seat in range(seats):
            actions = state.legal_actions(seat)
            legal = {str(a) for a in actions}
            if seat not in acting:
                assert not legal, f"seat {seat} has actions but is not to act"
            else:
                assert_distinct_choices(state, seat, actions)
            if probes is not None:
                for probe in probes(state, seat):
                    if str(probe) not in legal:
                        before = before or state.to_json()
                        assert_rejects(state, seat, probe, before)
        seat, action = random_step(state, rng)
        twin = state.clone() if on_schedule else None
        events = state.apply(seat, action)
        if twin is not None:
            assert twin.apply(seat, action) == events, "a clone's events differ"
            assert twin.to_json() == state.to_json(), "a clone given the same action differs"
        for event_check in event_checks:
            event_check(state, seat, action, events)
        log.append((seat, str(action)))
    assert state.result() is not None
    assert state.legal_actions(0) == []
    final = assert_round_trip(state)

    replay = new_match(game_id, seats, options, seed)
    for i, (seat, logged) in enumerate(log):
        if i in snapshots:
            assert replay.to_json() == snapshots[i], f"replay diverged before action {i}"
        replay.apply(seat, logged)
    assert replay.to_json() == final, "replay did not reproduce the final state"
    return state


_CODE_TOKEN = re.compile(r"[A-Za-z0-9]+")
# A rendered card: "J♠", "10♥", "Q♦\ufe0f" (Discord's emoji form), not inside a longer word
_RENDERED = re.compile(r"(?<![A-Za-z0-9])(10|[2-9AJKQ])([♠♥♦♣])")
_SYMBOL_LETTER = dict(zip(SUIT_SYMBOLS, SUIT_LETTERS, strict=True))


def hidden_cards_absent(view_text: str, hidden: Iterable[str]) -> list[str]:
    """Which of ``hidden`` card codes (``JS``, ``10H``) appear in a serialized view, either
    as whole code tokens or rendered the way views print them (``J♠``, ``10♥``)."""
    tokens = set(_CODE_TOKEN.findall(view_text))
    tokens.update(rank + _SYMBOL_LETTER[suit] for rank, suit in _RENDERED.findall(view_text))
    return [code for code in hidden if code in tokens]
