"""Prefa properties over 500+ seeded random matches, each checked at every step.

``check_match`` already round-trips the state through JSON at every step,
probes illegal actions (they must raise and leave the state identical) and
replays the match from its log. The checks here add the Prefa invariants:
pots never negative, chips zero-sum, all 32 cards accounted for, the early-stop
standing zero-sum and faithful, hidden cards (other hands, the kitty, the
declarer's discards) in no other view — prompt, every section and the data
included — and in no event, view data plain JSON without display text, each hand
in hand order, every deal's record agreeing with the chips and pots that moved
(and its "Last deal" text read from it), and every match ending with all pots empty.

Text is data (``Msg``): a card is found by what it is (a ``Face``), so a contract
such as ``7♠`` is never mistaken for the card.

Random play uses ``Prefa.random_action`` (defenders pass often), because with
uniform choices random declarers nearly always fail and the pots grow for
ever; see the docstring there.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from functools import cache
from typing import Any

import pytest

from bot.engine import Action, Event, Face, Faces, Game, Join, Listing, Msg, View
from bot.engine.cards import card_code, card_text, deck_32
from bot.engine.playout import play_random
from bot.games.prefa import ALONE, BOTH, CONTRACTS, LEVEL, TOGETHER, Prefa
from bot.games.prefa.text import deal_lines
from bot.i18n import english
from tests.harness import check_match

DECK = deck_32()
FULL = Counter(DECK)
ALL_CODES = {card_code(c) for c in DECK}
MATCHES = 500
CHUNK = 25

# Options per seed: defaults mostly, every variant exercised, smaller pots for speed.
VARIANTS: list[dict[str, Any]] = [
    {},
    {"starting_pot": 5},
    {},
    {"starting_pot": 10},
    {"starting_pot": 5, "solo_doubling": True},
    {"starting_pot": 10, "first_defender_reentry": True},
    {"starting_pot": 5, "lone_requirement": "own_seat"},
    {"starting_pot": 10, "together_scoring": "combined"},
    {"starting_pot": 5, "bid_alias_six": False},
    {"starting_pot": 3, "solo_doubling": True, "first_defender_reentry": True,
     "lone_requirement": "own_seat", "together_scoring": "combined"},
]


def options_for(seed: int) -> dict[str, Any]:
    return VARIANTS[seed % len(VARIANTS)]


_CARD_TEXT = re.compile(r"(?<![0-9])(10|[2-9JQKA])([♠♥♦♣])")
_CODE = re.compile(r"[A-Za-z0-9]+")
_TEXT_TO_CODE = {card_text(c): card_code(c) for c in DECK}
# Data keys whose values are contract codes ("7S" reads exactly like a card code).
_CONTRACT_KEYS = frozenset({"current", "bid", "code", "contract"})


@cache
def _shown(text: str) -> frozenset[str]:
    """Card codes a plain string shows, as codes (``AS``) or as faces (``A♠``)."""
    found = {_TEXT_TO_CODE[a + b] for a, b in _CARD_TEXT.findall(text)
             if a + b in _TEXT_TO_CODE}
    return frozenset(found | (set(_CODE.findall(text)) & ALL_CODES))


def text_cards(item: Any) -> frozenset[str] | set[str]:
    """Every card a ``Text`` shows: its faces, and any card in its verbatim strings.

    Text is data, so a contract (``Msg("pf-contract")``, which reads like ``7♠``) is
    told apart from a card by what it is, not by the words around it.
    """
    if isinstance(item, Face):
        return {card_code(item.value)}
    if isinstance(item, Faces):
        return {card_code(v) for v in item.values}
    if isinstance(item, str):
        return _shown(item)
    if isinstance(item, Msg):
        return set().union(*(text_cards(v) for v in item.args.values()))
    if isinstance(item, Join | Listing):
        return set().union(*(text_cards(v) for v in item.items))
    return set()


def data_cards(data: Any, key: str = "") -> set[str]:
    """Card codes anywhere in view data, contract codes excepted."""
    found: set[str] = set()
    if isinstance(data, dict):
        for k, v in data.items():
            if k not in _CONTRACT_KEYS and isinstance(v, dict | list | str):
                found |= data_cards(v, k)
    elif isinstance(data, list):
        for v in data:
            if isinstance(v, dict | list | str):
                found |= data_cards(v, key)
    elif isinstance(data, str):
        found |= _shown(data)
    return found


def view_cards(view: View) -> set[str]:
    """Every card a view shows, apart from the viewer's own hand."""
    texts: list[Any] = [view.prompt, view.phase_text]
    for section in view.sections:
        texts += [section.title, section.body]
    return set().union(*(text_cards(t) for t in texts)) | data_cards(view.data)


def check_invariants(state: Game) -> None:
    assert isinstance(state, Prefa)
    assert all(p >= 0 for p in state.pots), state.pots
    assert sum(state.chips) == 0, state.chips
    in_hands = [c for h in state.hands for c in h]
    if state.phase == "auction":
        assert [len(h) for h in state.hands] == [10, 10, 10]
        assert len(state.kitty) == 2 and not state.discards and not state.took
        assert Counter(in_hands) + Counter(state.kitty) == FULL
        assert not state.played and not state.trick
    else:
        assert not state.kitty and len(state.took) == 2
        everything = Counter(in_hands) + Counter(state.discards) + Counter(state.played) \
            + Counter(state.trick)
        assert everything == FULL
        if state.phase in ("defend", "play"):
            assert len(state.discards) == 2
        if state.phase == "play":
            # each in-play hand has the same count up to the trick in progress
            sizes = {len(state.hands[s]) + (s in state.trick_seats)
                     for s in range(3) if state.in_play[s]}
            assert len(sizes) == 1
            for s in range(3):
                if not state.in_play[s]:
                    assert len(state.hands[s]) == 10
    check_stopped_result(state)


def check_stopped_result(state: Prefa) -> None:
    """§10.5 early stop in whole chips: zero-sum, within a chip of exact, order kept."""
    stopped = state.stopped_result()
    exact = state.scores_if_stopped()
    assert sum(stopped.scores) == 0, stopped.scores
    assert all(abs(score - x) < 1 for score, x in zip(stopped.scores, exact, strict=True))
    for a in range(3):
        for b in range(3):
            if exact[a] > exact[b]:
                assert stopped.scores[a] >= stopped.scores[b], (exact, stopped.scores)
            if exact[a] == exact[b]:
                assert stopped.scores[a] == stopped.scores[b], (exact, stopped.scores)
    assert stopped.winners == [s for s in range(3) if stopped.ranks[s] == 0]


def check_hidden(state: Game) -> None:
    assert isinstance(state, Prefa)
    d = state.declarer
    for viewer in (None, 0, 1, 2):
        hidden = set(state.kitty)
        for s in range(3):
            if s != viewer:
                hidden |= set(state.hands[s])
        if viewer != d or viewer is None:
            hidden |= set(state.discards)
        view = state.view(viewer)
        leaked = view_cards(view) & {card_code(c) for c in hidden}
        assert not leaked, f"view of {viewer} shows {leaked} in phase {state.phase}"
        dumped = json.dumps(view.data, ensure_ascii=False)
        assert json.loads(dumped) == view.data  # plain JSON: codes, ints, bools
        assert not set(dumped) & set("♠♥♦♣"), dumped  # no display text in data
        if viewer is not None:
            assert view.hand == [card_code(c) for c in state.hands[viewer]]  # hand order
            assert text_cards(view.hand_text) == set(view.hand)


class EventWatch:
    """Events are public: they may name no card but the one just played.

    ``before`` (a per-step check, run before each action) notes every card not
    yet seen by all — the kitty, the declarer's discards, every hand — and
    ``after`` (an event check) looks for any of them in the action's events.
    """

    def __init__(self) -> None:
        self.secret: set[str] = set()
        self.unseen: set[str] = set()
        self.chips: list[int] = []
        self.done = 0

    def before(self, state: Game) -> None:
        assert isinstance(state, Prefa)
        self.secret = {card_code(c) for c in state.kitty + state.discards}
        self.unseen = {card_code(c) for h in state.hands for c in h}
        self.chips = list(state.chips)
        self.done = state.deals_completed()

    def after(self, state: Game, seat: int, action: Action, events: list[Event]) -> None:
        assert isinstance(state, Prefa)
        named: set[str] = set()
        for event in events:
            named |= text_cards(event.msg)
        played = {action.arg} if action.kind == "play" else set()
        # the next deal may already be out: its kitty and hands are secret too
        secret = self.secret | {card_code(c) for c in state.kitty + state.discards}
        unseen = self.unseen | {card_code(c) for h in state.hands for c in h}
        extra = named - played  # the card played may be in the next deal's kitty already
        assert not extra & secret, f"events name kitty/discards {extra & secret}: {events}"
        assert not extra & unseen, f"events name cards in hand {extra & unseen}: {events}"
        assert not extra, f"events name {extra}: {events}"
        if state.deals_completed() != self.done:
            self.check_record(state, events)

    def check_record(self, state: Prefa, events: list[Event]) -> None:
        """The deal's record agrees with what moved, and the text is read from it."""
        records = state.deal_records()
        record = records[-1]
        assert record.number == state.deals_completed() == len(records)
        moved = [after - before for after, before in zip(state.chips, self.chips, strict=True)]
        assert list(record.changes) == moved and sum(moved) == 0
        assert record.detail["pots"] == state.pots
        mode, taken = record.detail["mode"], record.detail["tricks"]
        assert record.contract in CONTRACTS
        if mode == "both_pass":
            assert record.made is True and record.margin == 0 and taken == [0, 0, 0]
        else:
            assert sum(taken) == 10
            assert record.margin == taken[record.declarer] - LEVEL[CONTRACTS.index(
                record.contract)]
            assert record.made == (record.margin >= 0)
        lines = [english(line) for line in deal_lines(record)]
        assert [e.text for e in events if e.kind == "score"] == lines
        last = [english(s.body) for s in state.view(None).sections
                if english(s.title) == "Last deal"]
        assert last == [" ".join(lines)]


def probes(state: Game, seat: int) -> list[Action | str]:
    """A few actions that are usually illegal here, chosen by phase."""
    assert isinstance(state, Prefa)
    acting = state.to_act()
    if seat not in acting:
        return [state.legal_actions(acting[0])[0]]
    phase = state.phase
    if phase == "auction":
        out: list[Action | str] = ["same", "bid:ZZ", "pass:junk", "same:7S", "bid"]
        if state.current >= 0:
            out.append(f"bid:{CONTRACTS[(state.current + 2) % 24]}")
        return out
    if phase == "discard":
        other = next(c for c in DECK if c not in state.hands[seat])
        return [f"discard:{card_code(other)}", "pass"]
    if phase == "contract":
        return [f"contract:{CONTRACTS[state.bid - 1]}"] if state.bid > 0 else ["contract:10NT"]
    if phase == "defend":
        return ["alone", "together", "play", "pass", "play:AS", "pass:x", "alone:AS"]
    legal = {a.arg for a in state.legal_actions(seat)}
    held = set(state.hands[seat])
    cards = [c for c in state.hands[seat] if card_code(c) not in legal][:1]
    cards.append(next(c for c in DECK if c not in held))
    return [f"play:{card_code(c)}" for c in cards] + ["play", "pass"]


@pytest.mark.parametrize("start", range(0, MATCHES, CHUNK))
def test_random_matches(start: int) -> None:
    for seed in range(start, start + CHUNK):
        watch = EventWatch()
        state = check_match("prefa", 3, seed, options_for(seed), probes=probes,
                            checks=[check_invariants, check_hidden, watch.before],
                            event_checks=[watch.after])
        assert isinstance(state, Prefa)
        check_invariants(state)  # the final state too: the step checks stop before it
        check_hidden(state)
        assert state.pots == [0, 0, 0]
        assert sum(state.chips) == 0
        result = state.result()
        assert result is not None and result.scores == state.chips
        assert state.deals_completed() >= 1


def test_random_matches_cover_every_mode_and_case() -> None:
    """Random play reaches every defence mode and every settlement case (guards the policy)."""
    cases: Counter[str] = Counter()
    modes: Counter[str] = Counter()
    lengths = []

    def note(state: Game, seat: int, action: Action) -> None:
        assert isinstance(state, Prefa)
        if state.phase == "play" and not state.played and not state.trick:
            modes[state.mode] += 1
        if state.completed != note.done:  # type: ignore[attr-defined]
            note.done = state.completed  # type: ignore[attr-defined]
            cases[state.deal_records()[-1].detail["case"]] += 1

    for seed in range(200):
        note.done = 0  # type: ignore[attr-defined]
        state = Prefa.new(3, Prefa.options_model(), seed)
        play_random(state, random.Random(seed), on_step=note)
        lengths.append(state.deals_completed())
    assert set(modes) == {BOTH, TOGETHER, ALONE}, modes
    assert set(cases) == {"A", "B", "C", "C-short", "D", "E"}, cases
    assert max(lengths) < 200
