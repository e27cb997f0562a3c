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
    events of every action, right after it is applied.
    """
    state = new_match(game_id, seats, options, seed)
    rng = random.Random(seed)
    checks = list(checks)
    event_checks = list(event_checks)
    log: list[tuple[int, str]] = []
    snapshots: list[str] = []
    while not state.is_over:
        assert len(log) < max_actions, "match did not end"
        snapshots.append(assert_round_trip(state))
        for check in checks:
            check(state)
        acting = state.to_act()
        assert acting, "nobody may act but the match is not over"
        for seat in range(seats):
            legal = {str(a) for a in state.legal_actions(seat)}
            if seat not in acting:
                assert not legal, f"seat {seat} has actions but is not to act"
            if probes is not None:
                for probe in probes(state, seat):
                    if str(probe) not in legal:
                        assert_rejects(state, seat, probe, snapshots[-1])
        seat, action = random_step(state, rng)
        events = state.apply(seat, action)
        for event_check in event_checks:
            event_check(state, seat, action, events)
        log.append((seat, str(action)))
    assert state.result() is not None
    assert state.legal_actions(0) == []
    snapshots.append(assert_round_trip(state))

    replay = new_match(game_id, seats, options, seed)
    for i, (seat, logged) in enumerate(log):
        assert replay.to_json() == snapshots[i], f"replay diverged before action {i}"
        replay.apply(seat, logged)
    assert replay.to_json() == snapshots[-1], "replay did not reproduce the final state"
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
