"""Huutopussi properties over hundreds of seeded random matches (tests/harness.py).

Every step: JSON round trip, probes of illegal actions (state unchanged),
no card created or lost, marriages only from a real K+Q of the team, views
hide other seats' cards and the other pair's exchange. Every deal: card points
140, 160 with the last trick. Every match: a winner, and an exact replay.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any, get_args

import pytest

from bot.engine import Action, Game
from bot.engine.cards import KING, QUEEN, SUIT_LETTERS, card_code, card_text, deck_36, make
from bot.games.huutopussi import POINTS, Huutopussi, HuutopussiOptions
from tests.harness import check_match

DECK = sorted(deck_36())
DEFAULT_MATCHES = 440  # + VARIANT_MATCHES = 500 seeded matches
CHUNK = 20
VARIANT_MATCHES = 60


class Tracker:
    """Probes and checks for one match; remembers what the last step looked like."""

    def __init__(self, seed: int, options: HuutopussiOptions) -> None:
        self.rng = random.Random(seed * 7919 + 1)
        self.options = options
        self.step = 0
        self.deal_key: tuple[int, int] = (-1, -1)
        self.marriages = 0
        self.prev_hands: list[list[int]] = []
        self.checked_history = 0

    # --- probes -------------------------------------------------------------
    def probes(self, state: Game, seat: int) -> list[Action | str]:
        assert isinstance(state, Huutopussi)
        (acting,) = state.to_act()
        if seat != acting:
            if self.rng.random() < 0.15:  # out of turn: something the acting seat may do
                return [str(self.rng.choice(state.legal_actions(acting)))]
            return []
        candidates = self._candidates(state, seat)
        return [self.rng.choice(candidates)]

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
            legal = set(g._legal_cards(seat))
            illegal = [c for c in g.hands[seat] if c not in legal]
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
    def check(self, state: Game) -> None:
        assert isinstance(state, Huutopussi)
        g = state
        self.step += 1
        # No card created or lost.
        held = [c for h in g.hands for c in h] + [c for w in g.won for c in w] + g.trick
        assert sorted(held) == DECK, "cards were created or lost"
        self._check_marriages(g)
        self._check_history(g)
        if self.step % 3 == 0:  # every viewer in turn (3 and 5 are coprime), to save time
            self._check_view(g, (None, 0, 1, 2, 3)[self.step % 5])
        self.prev_hands = [list(h) for h in g.hands]

    def _check_marriages(self, g: Huutopussi) -> None:
        key = (g.deal_no, g.deals_done)
        if key != self.deal_key:
            self.deal_key, self.marriages = key, 0
        for seat, suit, value in g.marriages[self.marriages:]:
            team = (seat & 1, (seat & 1) + 2)
            pair_cards = {c for s in team for c in self.prev_hands[s]}
            assert {make(KING, suit), make(QUEEN, suit)} <= pair_cards, "marriage without K+Q"
            assert value == {"seed": (40, 100, 80, 60),
                             "bridge_order": (100, 80, 60, 40)}[g.options.marriage_values][suit]
        self.marriages = len(g.marriages)
        for t in (0, 1):
            assert g.marriage_points[t] == sum(v for s, _, v in g.marriages if s & 1 == t)
        assert len({suit for _, suit, _ in g.marriages}) == len(g.marriages)

    def _check_history(self, g: Huutopussi) -> None:
        if len(g.deal_log) > self.checked_history:
            for h in g.history[self.checked_history:]:
                check_deal_record(h, g.options)
            self.checked_history = len(g.deal_log)

    def _check_view(self, g: Huutopussi, viewer: int | None) -> None:
        hidden = {c for s in range(4) if s != viewer for c in g.hands[s]} - set(g.shown)
        declaring_pair = g.declarer >= 0 and viewer is not None and \
            viewer & 1 == g.declarer & 1
        if declaring_pair:
            hidden -= set(g.given) | set(g.returned)
        view = g.view(viewer)
        text = "\n".join([view.prompt, view.hand_text, " ".join(view.hand),
                          json.dumps(view.data, ensure_ascii=False)]
                         + [f"{sec.title}: {sec.body}" for sec in view.sections])
        tokens = set(re.findall(r"[A-Za-z0-9]+", text))
        for c in hidden:
            assert card_code(c) not in tokens, f"view of {viewer} shows {card_code(c)}"
            assert card_text(c) not in text, f"view of {viewer} shows {card_text(c)}"
        if not declaring_pair:
            assert "exchange" not in view.data and "Exchange" not in text
        if viewer is not None:
            assert sorted(view.hand) == sorted(card_code(c) for c in g.hands[viewer])


def check_deal_record(h: dict[str, Any], options: HuutopussiOptions) -> None:
    per_suit = sum(POINTS[options.card_points])
    bonus = options.last_trick_bonus
    assert sum(h["card_points"]) == 4 * per_suit  # 140 with the seed points
    won_last = [bonus if h["last_trick_team"] == t else 0 for t in (0, 1)]
    assert sum(h["card_points"]) + sum(won_last) == 4 * per_suit + bonus  # 160
    marriage = h["marriage_points"]
    assert h["totals"] == [h["card_points"][t] + won_last[t] + marriage[t] for t in (0, 1)]


def finished(state: Game, options: HuutopussiOptions) -> None:
    assert isinstance(state, Huutopussi)
    result = state.result()
    assert result is not None and result.winners
    w = result.winners[0] & 1
    line = 500 if options.win_condition == "reach" else 501
    assert state.scores[w] >= line
    assert state.deals_completed() == len(state.history) > 0
    for h in state.history:
        check_deal_record(h, options)
    assert [sum(h["delta"][t] for h in state.history) for t in (0, 1)] == state.scores


def run_match(seed: int, options: HuutopussiOptions) -> Game:
    tracker = Tracker(seed, options)
    state = check_match("huutopussi", 4, seed, options.model_dump(), tracker.probes,
                        [tracker.check])
    finished(state, options)
    return state


@pytest.mark.parametrize("chunk", range(DEFAULT_MATCHES // CHUNK))
def test_random_matches_default_rules(chunk: int) -> None:
    options = HuutopussiOptions()
    for seed in range(chunk * CHUNK, (chunk + 1) * CHUNK):
        state = run_match(seed, options)
        assert isinstance(state, Huutopussi)
        for h in state.history:
            assert sum(h["card_points"]) == 140
            assert sum(h["card_points"]) + 20 == 160


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


@pytest.mark.parametrize("chunk", range(VARIANT_MATCHES // 15))
def test_random_matches_with_variants(chunk: int) -> None:
    for seed in range(chunk * 15, (chunk + 1) * 15):
        run_match(10_000 + seed, random_options(seed))


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
