"""Huutopussi properties over 500 seeded random matches.

Every step: the JSON round trip, probes of illegal actions (which must leave the
state identical), no card created or lost, marriages only from a real K+Q of the
team. Views: every viewer (each seat and the public) hides the other seats' cards
and the other pair's exchange — at every step in a subset of the matches, at every
phase change in the rest. Every deal is scored again here from the won piles,
independently of the engine: card points (140, 160 with the last trick), the
last-trick winner, made ⇔ D ≥ C, and each team's score change under the options.
Every match: a winner, and an exact replay from (seed, options, actions).

The runner is written for this game rather than ``tests/harness.check_match``: it
reuses the one ``to_json`` each step needs, and compares against the round-tripped
copy after a probe, which keeps 500 whole matches in about a minute of CPU.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass, field
from typing import Any, get_args

import pytest

from bot.engine import Action, Game, IllegalAction
from bot.engine.cards import KING, QUEEN, SUIT_LETTERS, card_code, card_text, deck_36, make
from bot.games.huutopussi import Huutopussi, HuutopussiOptions
from bot.i18n import english

DECK = sorted(deck_36())
CODE = {c: card_code(c) for c in DECK}
FACE = {c: card_text(c) for c in DECK}
_TOKEN = re.compile(r"([A-Za-z0-9]+)([♠♥♦♣]?)")  # codes ("AS"), and faces ("A♠", "10♥")
DEFAULT_MATCHES = 440  # + VARIANT_MATCHES = 500 seeded matches
CHUNK = 20
VARIANT_MATCHES = 60
VARIANT_CHUNK = 15
FULL_VIEWS_EVERY = 40  # matches whose seed is a multiple of this check every view every step

# The spec's tables (§4, §5, §15), written out again so scoring is checked, not copied.
ORDER = {"seed": "A K Q J 10 9 8 7 6", "ace_ten": "A 10 K Q J 9 8 7 6"}
RANK = {"A": 14, "K": 13, "Q": 12, "J": 11, "10": 10, "9": 9, "8": 8, "7": 7, "6": 6}
CARD_POINTS = {"seed": {14: 10, 10: 10, 13: 5, 12: 5, 11: 5},
               "finnish": {14: 11, 10: 10, 13: 4, 12: 3, 11: 2}}
MARRIAGE_VALUE = {"seed": {"H": 100, "D": 80, "C": 60, "S": 40},
                  "bridge_order": {"S": 100, "H": 80, "D": 60, "C": 40}}


def strength(order: str) -> dict[int, int]:
    ranks = ORDER[order].split()
    return {RANK[r]: len(ranks) - i for i, r in enumerate(ranks)}


def trick_winner(cards: list[int], trump: int, order: str) -> int:
    """§10.3: the highest trump, else the highest card of the suit led (index in trick)."""
    power = strength(order)
    led = cards[0] & 3

    def key(i: int) -> tuple[int, int]:
        suit = cards[i] & 3
        tier = 2 if suit == trump else 1 if suit == led else 0
        return tier, power[cards[i] >> 2]

    return max(range(len(cards)), key=key)


@dataclass
class LastTrick:
    """What the scorer needs from the step before a deal's final card."""

    won: list[list[int]]
    trick: list[int]
    leader: int
    trump: int
    hands: list[list[int]]
    marriages: list[list[int]]
    scores: list[int]
    declarer: int
    bid: int
    contract: int


def expected_deal(before: LastTrick, opt: HuutopussiOptions) -> dict[str, Any]:
    """Score a deal from its won piles and the options, as §12 and §15 say."""
    last_card = [c for h in before.hands for c in h]
    assert len(last_card) == 1 and len(before.trick) == 3
    last = before.trick + last_card
    winner = (before.leader + trick_winner(last, before.trump, opt.rank_order)) % 4
    piles = [list(p) + (last if s == winner else []) for s, p in enumerate(before.won)]
    assert sorted(c for p in piles for c in p) == DECK and all(len(p) % 4 == 0 for p in piles)
    points = CARD_POINTS[opt.card_points]
    cards = [sum(points.get(c >> 2, 0) for s in (t, t + 2) for c in piles[s]) for t in (0, 1)]
    assert sum(cards) == sum(points.values()) * 4  # 140 (seed) or 120 (finnish)
    bonus = [opt.last_trick_bonus if winner & 1 == t else 0 for t in (0, 1)]
    values = MARRIAGE_VALUE[opt.marriage_values]
    marriage = [sum(values[SUIT_LETTERS[suit]] for seat, suit, _ in before.marriages
                    if seat & 1 == t) for t in (0, 1)]
    totals = [cards[t] + bonus[t] + marriage[t] for t in (0, 1)]
    tricks = [len(p) // 4 for p in piles]
    d = before.declarer
    if d < 0:  # nobody bid (forced_opening=false): each pair scores its own total
        return {"card_points": cards, "last_trick_team": winner & 1, "totals": totals,
                "made": None, "delta": totals}
    dt, ot = d & 1, 1 - (d & 1)
    reached = totals[dt] >= before.contract
    delta = [0, 0]
    delta[dt] = before.contract if reached else -(
        before.contract if opt.failure_penalty == "contract" else before.bid)
    if not reached or opt.opponents_score == "always":
        o = totals[ot]
        delta[ot] = 5 * round(o / 5) if opt.opponent_rounding else o
    if opt.no_trick_penalty == "porvoo":
        if tricks[ot] + tricks[ot + 2] == 0:
            delta[ot] = -before.bid
        if tricks[d] == 0:
            delta[dt] = -2 * before.bid
    # made: the pair reached the contract and no penalty replaced its result (§15 porvoo)
    made = reached and delta[dt] == before.contract
    return {"card_points": cards, "last_trick_team": winner & 1, "totals": totals,
            "made": made, "delta": delta}


@dataclass
class Tracker:
    """Probes and checks for one match; remembers what the last step looked like."""

    seed: int
    options: HuutopussiOptions
    full_views: bool
    rng: random.Random = field(init=False)
    prev_hands: list[list[int]] = field(default_factory=list)
    prev_key: tuple[str, int, int] = ("", -1, -1)
    marriages: int = 0
    marriage_points: list[int] = field(default_factory=lambda: [0, 0])
    before_last: LastTrick | None = None
    deals_checked: int = 0
    views_checked: int = 0

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed * 7919 + 1)

    # --- probes -------------------------------------------------------------
    def probes(self, g: Huutopussi, seat: int) -> list[Action | str]:
        (acting,) = g.to_act()
        if seat != acting:
            if self.rng.random() < 0.15:  # out of turn: something the acting seat may do
                return [str(self.rng.choice(g.legal_actions(acting)))]
            return []
        return [self.rng.choice(self._candidates(g, seat))]

    def _candidates(self, g: Huutopussi, seat: int) -> list[Action | str]:
        other = [c for s in range(4) if s != seat for c in g.hands[s]] or DECK
        out: list[Action | str] = ["garbage", "play:ZZ", "bid:abc", "answer:X",
                                   f"play:{card_code(self.rng.choice(other))}"]
        if g.phase == "auction":
            out += ["bid:62", f"bid:{g.options.max_bid + 5}", "give:AS", "contract:100",
                    f"bid:{g.high_bid}" if g.high_bid else "pass", "marriage:H", "redeal"]
        elif g.phase in ("give", "return"):
            verb = g.phase
            out += [f"{verb}:{card_code(self.rng.choice(other))}", "contract:5", "pass",
                    f"play:{card_code(g.hands[seat][0])}"]
            if g.selected:
                out.append(f"{verb}:{card_code(g.selected[0])}")
        elif g.phase == "contract":
            out += [f"contract:{g.bid - 5}", "contract:37", f"contract:{g.options.max_bid + 5}",
                    "bid:60"]
        elif g.phase == "play":
            legal = {a.arg for a in g.legal_actions(seat) if a.kind == "play"}
            illegal = [c for c in g.hands[seat] if card_code(c) not in legal]
            if illegal:
                out.append(f"play:{card_code(self.rng.choice(illegal))}")
            hand = g.hands[seat]
            for s in range(4):
                if make(KING, s) not in hand or make(QUEEN, s) not in hand:
                    out.append(f"marriage:{SUIT_LETTERS[s]}")
                out.append(f"ask:{SUIT_LETTERS[s]}")
            out += ["ask", "bid:60", "redeal"]
        elif g.phase == "answer":
            out += [f"answer:{SUIT_LETTERS[s]}" for s in range(4) if s not in g.answer_suits]
            out.append(f"play:{card_code(g.hands[seat][0])}")
        return out

    # --- checks ---------------------------------------------------------------
    def check(self, g: Huutopussi) -> bool:
        """Check one step; True when the phase changed (or the deal did) since the last."""
        held = [c for h in g.hands for c in h] + [c for w in g.won for c in w] + g.trick
        assert sorted(held) == DECK, "cards were created or lost"
        key = (g.phase, g.deal_no, g.deals_done)
        changed = key != self.prev_key
        if g.deals_done > self.deals_checked:
            self._check_deal(g)
        if key[1] != self.prev_key[1]:  # a new shuffle (deal or redeal): nothing declared
            self.marriages, self.marriage_points = 0, [0, 0]
        self._check_marriages(g)
        if self.full_views or changed:
            for viewer in (None, 0, 1, 2, 3):
                self._check_view(g, viewer)
        self.prev_key = key
        self.prev_hands = [list(h) for h in g.hands]
        if g.phase == "play" and g.trick_no == 8 and len(g.trick) == 3:
            self.before_last = LastTrick(
                [list(w) for w in g.won], list(g.trick), g.leader, g.trump,
                [list(h) for h in g.hands], [list(m) for m in g.marriages], list(g.scores),
                g.declarer, g.bid, g.contract)
        return changed

    def _check_marriages(self, g: Huutopussi) -> None:
        values = MARRIAGE_VALUE[g.options.marriage_values]
        for seat, suit, value in g.marriages[self.marriages:]:
            team = seat & 1
            pair_cards = {c for s in (team, team + 2) for c in self.prev_hands[s]}
            assert {make(KING, suit), make(QUEEN, suit)} <= pair_cards, "marriage without K+Q"
            assert value == values[SUIT_LETTERS[suit]]
            self.marriage_points[team] += value
            assert g.trump == suit, "the newest marriage is trumps"
        self.marriages = len(g.marriages)
        assert len({suit for _, suit, _ in g.marriages}) == len(g.marriages)
        assert g.marriage_points == self.marriage_points

    def _check_deal(self, g: Huutopussi) -> None:
        assert g.deals_done == self.deals_checked + 1
        before = self.before_last
        assert before is not None, "a deal ended without its ninth trick"
        want = expected_deal(before, g.options)
        got = g.history[-1]
        for name in ("card_points", "last_trick_team", "totals", "made", "delta"):
            assert got[name] == want[name], (name, got[name], want[name])
        # The engine's own totals hold the last-trick bonus exactly once: 160 with the seed.
        per_deal = sum(CARD_POINTS[g.options.card_points].values()) * 4
        assert sum(got["totals"]) - sum(got["marriage_points"]) == (
            per_deal + g.options.last_trick_bonus)
        assert [g.scores[t] - before.scores[t] for t in (0, 1)] == want["delta"]
        self.deals_checked += 1
        self.before_last = None

    def _check_view(self, g: Huutopussi, viewer: int | None) -> None:
        self.views_checked += 1
        hidden = {c for s in range(4) if s != viewer for c in g.hands[s]} - set(g.shown)
        declaring_pair = g.declarer >= 0 and viewer is not None and \
            viewer & 1 == g.declarer & 1
        if declaring_pair:
            hidden -= set(g.given) | set(g.returned)
        view = g.view(viewer)
        text = "\n".join([english(view.prompt), english(view.hand_text), " ".join(view.hand),
                          json.dumps(view.data, ensure_ascii=False)]
                         + [f"{english(sec.title)}: {english(sec.body)}"
                            for sec in view.sections])
        tokens = _TOKEN.findall(text)
        shown_codes = {CODE[c] for c in hidden} & {word for word, _ in tokens}
        assert not shown_codes, f"view of {viewer} shows {shown_codes}"
        faces = {word[-k:] + suit for word, suit in tokens if suit for k in (1, 2)}
        shown_faces = {FACE[c] for c in hidden} & faces
        assert not shown_faces, f"view of {viewer} shows {shown_faces}"
        if not declaring_pair:
            assert "exchange" not in view.data and "Exchange" not in text
        if viewer is not None:
            assert sorted(view.hand) == sorted(card_code(c) for c in g.hands[viewer])


def pushy(g: Huutopussi, seat: int, rng: random.Random) -> Action:
    """One pair (by seed) bids up at every turn, the other passes when it may.

    The other pair then scores what it takes on most deals, so the match ends in
    fewer deals than with the game's own random play; the rest of each deal is
    the game's random play.
    """
    if g.phase == "auction" and rng.random() < 0.9:
        legal = g.legal_actions(seat)
        bids = [a for a in legal if a.kind == "bid"]
        ours = g.high_bid and g.high_bidder & 1 == seat & 1
        if bids and not ours and (seat & 1 == g.seed & 1 or Action("pass") not in legal):
            return bids[min(len(bids) - 1, rng.randrange(20))]
        if Action("pass") in legal:
            return Action("pass")
    return g.random_action(seat, rng)


def run_match(seed: int, options: HuutopussiOptions, full_views: bool = False) -> Huutopussi:
    """Play one seeded match with every check; return the finished state."""
    state = Huutopussi.new(4, options, seed)
    rng = random.Random(seed)
    tracker = Tracker(seed, options, full_views)
    policy = pushy if seed % 4 else (lambda g, s, r: g.random_action(s, r))
    log: list[tuple[int, str]] = []
    marks: dict[int, str] = {}  # step → state JSON, at every phase change
    while not state.is_over:
        assert len(log) < 20_000, "match did not end"
        text = state.to_json()
        again = Huutopussi.from_json(text)
        assert again == state, "state changed in a JSON round trip"
        if tracker.check(state):
            assert again.to_json() == text
            marks[len(log)] = text
        (acting,) = state.to_act()
        for seat in range(4):
            legal = state.legal_actions(seat)
            assert bool(legal) == (seat == acting), f"seat {seat}: legal {legal}"
            for probe in tracker.probes(state, seat):
                if Action.parse(str(probe)) in legal:
                    continue
                try:
                    state.apply(seat, probe)
                except IllegalAction as err:
                    assert err.reason.strip(), "IllegalAction without a reason"
                    assert state == again, f"rejected {probe} but the state changed"
                else:
                    raise AssertionError(f"seat {seat} could apply {probe}, which is not legal")
        action = policy(state, acting, rng)
        state.apply(acting, action)
        log.append((acting, str(action)))
    tracker.check(state)
    assert state.legal_actions(0) == [] and state.to_act() == ()
    assert Huutopussi.from_json(state.to_json()) == state
    finished(state, options, tracker)
    replay = Huutopussi.new(4, options, seed)
    for i, (seat, action_text) in enumerate(log):
        if i in marks:
            assert replay.to_json() == marks[i], f"replay diverged before action {i}"
        replay.apply(seat, action_text)
    assert replay.to_json() == state.to_json()
    return state


def finished(state: Huutopussi, options: HuutopussiOptions, tracker: Tracker) -> None:
    result = state.result()
    assert result is not None and result.winners
    w = result.winners[0] & 1
    assert result.winners == [w, w + 2]
    assert state.scores[w] >= (500 if options.win_condition == "reach" else 501)
    assert tracker.deals_checked == state.deals_completed() == len(state.history) > 0
    assert [sum(h["delta"][t] for h in state.history) for t in (0, 1)] == state.scores


@pytest.mark.parametrize("chunk", range(DEFAULT_MATCHES // CHUNK))
def test_random_matches_default_rules(chunk: int) -> None:
    options = HuutopussiOptions()
    for seed in range(chunk * CHUNK, (chunk + 1) * CHUNK):
        run_match(seed, options, full_views=seed % FULL_VIEWS_EVERY == 0)


def random_options(seed: int) -> HuutopussiOptions:
    """A random mix of every §15 variant."""
    rng = random.Random(f"variants:{seed}")
    values: dict[str, Any] = {}
    for name, info in HuutopussiOptions.model_fields.items():
        choices = get_args(info.annotation)
        if info.annotation is bool:
            values[name] = rng.random() < 0.5
        elif choices:
            values[name] = rng.choice(choices)
    values["last_trick_bonus"] = rng.choice((20, 10))
    values["min_bid"] = rng.choice((50, 60))
    values["max_bid"] = rng.choice((440, 420))
    return HuutopussiOptions(**values)


@pytest.mark.parametrize("chunk", range(VARIANT_MATCHES // VARIANT_CHUNK))
def test_random_matches_with_variants(chunk: int) -> None:
    for seed in range(chunk * VARIANT_CHUNK, (chunk + 1) * VARIANT_CHUNK):
        run_match(10_000 + seed, random_options(seed), full_views=seed % 20 == 0)


def test_variant_mix_covers_every_option() -> None:
    seen: dict[str, set[Any]] = {}
    for seed in range(VARIANT_MATCHES):
        for name, value in random_options(seed).model_dump().items():
            seen.setdefault(name, set()).add(value)
    for name, info in HuutopussiOptions.model_fields.items():
        expected = set(get_args(info.annotation)) or ({False, True} if info.annotation is bool
                                                      else None)
        if expected:
            assert seen[name] == expected, name


def test_the_deal_checker_catches_wrong_scoring() -> None:
    """The independent scorer is not a copy: a wrong delta or a lost card fails it."""
    state = Huutopussi.new(4, HuutopussiOptions(), 3)
    tracker = Tracker(3, state.options, full_views=False)
    rng = random.Random(3)
    while state.deals_completed() == 0:
        tracker.check(state)
        (seat,) = state.to_act()
        if tracker.before_last is not None:
            break
        state.apply(seat, state.random_action(seat, rng))
    before = tracker.before_last
    assert before is not None
    want = expected_deal(before, state.options)
    (seat,) = state.to_act()
    state.apply(seat, state.legal_actions(seat)[0])
    assert state.history[-1]["delta"] == want["delta"]
    before.scores[0] -= 5  # a scoring slip of 5 points
    with pytest.raises(AssertionError):
        tracker.check(state)
    before.won[0] = before.won[0][1:]  # a card lost from a pile
    with pytest.raises(AssertionError):
        expected_deal(before, state.options)


def test_random_play_exercises_every_kind_of_action() -> None:
    from bot.engine import new_match
    from bot.engine.playout import play_random

    kinds: set[str] = set()

    def note(_state: Game, _seat: int, action: Action) -> None:
        kinds.add(action.kind)

    for seed in range(40):
        play_random(new_match("huutopussi", 4, None, seed), random.Random(seed), on_step=note)
    assert kinds == {"bid", "pass", "redeal", "give", "return", "contract", "play",
                     "marriage", "ask", "answer"}
