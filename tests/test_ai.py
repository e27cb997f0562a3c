"""Computer players: always legal, blind to hidden cards, and better than random."""

from __future__ import annotations

import random

import pytest

from bot.ai import fifty_six as fs_ai
from bot.ai import get_player
from bot.ai import huutopussi as hp_ai
from bot.ai import prefa as pf_ai
from bot.ai.common import fast_copy
from bot.ai.players import EasyPlayer, HardPlayer, RandomLegalPlayer, game_ai
from bot.bench_ai import wilson
from bot.engine import Action, Game, get_game, load_all

load_all()
GAMES = {gid: n for gid, n in (("huutopussi", 4), ("fifty-six", 4), ("prefa", 3),
                               ("four-color", 4)) if gid in load_all()}


def new(game_id: str, seed: int) -> Game:
    cls = get_game(game_id)
    return cls.new(GAMES[game_id], cls.options_model(), seed)


def listed(action: Action) -> Action:
    """The ``legal_actions`` entry an action stands for: a Fifty-Six bid may carry the call
    form it is said in (``bid:32S:plus_suit`` is ``bid:32S`` said as "plus k spades")."""
    return fs_ai.plain(action)


def test_difficulties_registered() -> None:
    assert isinstance(get_player("easy", "huutopussi"), EasyPlayer)
    assert isinstance(get_player("hard", "fifty-six"), HardPlayer)
    assert isinstance(get_player("random", "prefa"), RandomLegalPlayer)


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("chunk", range(3))
def test_easy_always_legal(game_id: str, chunk: int) -> None:
    """Thousands of easy decisions across seeded matches: every one is legal."""
    easy = EasyPlayer()
    decisions = 0
    for seed in range(chunk * 4, chunk * 4 + 4):
        state = new(game_id, seed)
        rng = random.Random(seed)
        steps = 0
        while not state.is_over and steps < 1500:
            seat = state.to_act()[0]
            action = easy.choose(state, seat, rng)
            assert listed(action) in state.legal_actions(seat), (game_id, seed, str(action))
            state.apply(seat, action)
            steps += 1
            decisions += 1
    assert decisions >= 500  # x 3 chunks: thousands per game


@pytest.mark.parametrize("game_id", ["huutopussi", "fifty-six", "prefa"])
def test_hard_always_legal(game_id: str) -> None:
    """The search level, with a tiny budget, over a few deals: every decision is legal."""
    hard = HardPlayer(budget=0.002, max_samples=3)
    easy = EasyPlayer()
    state = new(game_id, 5)
    rng = random.Random(5)
    decisions = 0
    while state.deals_completed() < 3 and not state.is_over:
        seat = state.to_act()[0]
        player = hard if seat & 1 == 0 else easy
        action = player.choose(state, seat, rng)
        assert listed(action) in state.legal_actions(seat)
        state.apply(seat, action)
        decisions += 1
    assert decisions > 60


def _hide(state: Game, seat: int, rng: random.Random) -> Game | None:
    """The same table with two other seats' hidden cards swapped where the view can't tell.

    Swaps one card between two other seats' hands when the swap leaves ``seat``'s
    view unchanged (same suits known void, same hand sizes); None if no such swap.
    """
    other = [s for s in range(len(state.hands)) if s != seat]  # type: ignore[attr-defined]
    for _ in range(8):
        a, b = rng.sample(other, 2)
        ha, hb = state.hands[a], state.hands[b]  # type: ignore[attr-defined]
        if not ha or not hb:
            continue
        i, j = rng.randrange(len(ha)), rng.randrange(len(hb))
        if ha[i] == hb[j]:
            continue
        twin = fast_copy(state)
        if state.game_id == "four-color":  # hands are counts per card id
            x, y = i, j
            if not (ha[x] and hb[y]) or x == y:
                continue
            ta, tb = twin.hands[a], twin.hands[b]  # type: ignore[attr-defined]
            ta[x], ta[y], tb[y], tb[x] = ta[x] - 1, ta[y] + 1, tb[y] - 1, tb[x] + 1
        else:
            twin.hands[a][i], twin.hands[b][j] = hb[j], ha[i]  # type: ignore[attr-defined]
        if twin.view(seat).as_dict() == state.view(seat).as_dict():
            try:
                twin.legal_actions(seat)
            except Exception:  # pragma: no cover - an impossible position
                continue
            return twin
    return None


@pytest.mark.parametrize("game_id,level", [
    ("huutopussi", "easy"), ("huutopussi", "hard"), ("fifty-six", "easy"), ("fifty-six", "hard"),
    ("prefa", "easy"), ("prefa", "hard"), ("four-color", "easy")])
def test_decision_depends_only_on_view(game_id: str, level: str) -> None:
    """Other seats' hidden cards change, the view does not: the same decision."""
    rng = random.Random(11)
    checked = 0
    player = EasyPlayer() if level == "easy" else HardPlayer(budget=10.0, max_samples=4)
    for seed in range(2):
        state = new(game_id, seed)
        steps = 0
        while not state.is_over and steps < (250 if level == "easy" else 60):
            seat = state.to_act()[0]
            if len(state.legal_actions(seat)) > 1:
                twin = _hide(state, seat, rng)
                if twin is not None:
                    mine = player.choose(state, seat, random.Random(steps))
                    theirs = player.choose(twin, seat, random.Random(steps))
                    assert mine == theirs, (game_id, seed, steps)
                    checked += 1
            state.apply(seat, EasyPlayer().choose(state, seat, rng))
            steps += 1
    assert checked >= (60 if level == "easy" else 10)


@pytest.mark.parametrize("game_id,module", [("huutopussi", hp_ai), ("fifty-six", fs_ai),
                                            ("prefa", pf_ai)])
def test_fast_observation_matches_view(game_id: str, module: object) -> None:
    """Simulations read states directly; what they read must equal the view-built one."""
    rng = random.Random(3)
    state = new(game_id, 3)
    for _ in range(600):
        if state.is_over:
            break
        seat = state.to_act()[0]
        for s in range(GAMES[game_id]):
            slow = module.observe(state, s)  # type: ignore[attr-defined]
            fast = module.fast_obs(state, s)  # type: ignore[attr-defined]
            fast.hand = sorted(fast.hand)
            slow.hand = sorted(slow.hand)
            assert slow == fast
        state.apply(seat, state.random_action(seat, rng))


@pytest.mark.parametrize("game_id", ["huutopussi", "fifty-six", "prefa"])
def test_determinize_keeps_what_is_known(game_id: str) -> None:
    """Guessed worlds keep the seat's hand, played cards and hand sizes, and are legal."""
    ai = game_ai(game_id)
    assert ai is not None
    rng = random.Random(8)
    state = new(game_id, 8)
    checked = 0
    for _ in range(600):
        if state.is_over:
            break
        seat = state.to_act()[0]
        if ai.observe(state, seat).phase not in ai.searched_phases:
            state.apply(seat, EasyPlayer().choose(state, seat, rng))
            continue
        checked += 1
        world = ai.determinize(state, seat, rng)
        assert sorted(world.hands[seat]) == sorted(state.hands[seat])  # type: ignore[attr-defined]
        assert [len(h) for h in world.hands] == [  # type: ignore[attr-defined]
            len(h) for h in state.hands]  # type: ignore[attr-defined]
        extra = "discards" if game_id == "prefa" else "trick"
        everything = sorted([c for h in world.hands for c in h]  # type: ignore[attr-defined]
                            + getattr(world, extra))
        assert everything == sorted([c for h in state.hands for c in h]  # type: ignore[attr-defined]
                                    + getattr(state, extra))
        assert world.view(seat).as_dict() == state.view(seat).as_dict()
        state.apply(seat, EasyPlayer().choose(state, seat, rng))
    assert checked > 50


@pytest.mark.parametrize("game_id", ["huutopussi", "fifty-six"])
def test_easy_beats_random(game_id: str) -> None:
    easy, rnd = EasyPlayer(), RandomLegalPlayer()
    wins = 0
    n = 8
    for seed in range(n):
        state = new(game_id, 500 + seed)
        rng = random.Random(seed)
        easy_side = seed % 2
        while not state.is_over:
            seat = state.to_act()[0]
            player = easy if seat & 1 == easy_side else rnd
            state.apply(seat, player.choose(state, seat, rng))
        result = state.result()
        assert result is not None
        wins += any(s & 1 == easy_side for s in result.winners)
    assert wins >= 7
    assert wilson(wins, n)[0] > 0.5


def test_wilson_interval() -> None:
    lo, hi = wilson(85, 100)
    assert 0.76 < lo < 0.78 and 0.90 < hi < 0.92
    assert wilson(0, 0) == (0.0, 1.0)


def test_shown_tops_follow_the_game() -> None:
    """The top cards the AI reads from conventional bids are the ones the game announced."""
    easy = EasyPlayer()
    checked = 0
    for seed in range(12):
        state = new("fifty-six", seed)
        rng = random.Random(seed)
        for _ in range(120):
            if state.is_over:
                break
            if state.phase == "auction":  # type: ignore[attr-defined]
                shown = fs_ai.observe(state, 0).shown
                per_suit = [sum(1 for cards in shown.values() for c in cards if c & 3 == s)
                            for s in range(4)]
                assert per_suit == list(state.announced)  # type: ignore[attr-defined]
                checked += 1
            seat = state.to_act()[0]
            action = state.random_action(seat, rng) if rng.random() < 0.5 else \
                easy.choose(state, seat, rng)
            state.apply(seat, action)
    assert checked > 100
