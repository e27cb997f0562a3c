"""Computer players: always legal, blind to hidden cards, and better than random."""

from __future__ import annotations

import random

import pytest

from bot.ai import fifty_six as fs_ai
from bot.ai import get_player
from bot.ai import huutopussi as hp_ai
from bot.ai import prefa as pf_ai
from bot.ai.players import EasyPlayer, HardPlayer, RandomLegalPlayer, game_ai
from bot.bench_ai import wilson
from bot.engine import Action, Game, get_game, load_all
from bot.engine.game import canonical
from bot.games.four_color import FourColor, win_mask
from bot.games.huutopussi import Huutopussi
from bot.games.prefa import Prefa

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


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("chunk", range(2))
def test_hard_always_legal(game_id: str, chunk: int) -> None:
    """The search level at every seat, with a tiny budget, across seeded deals: every
    decision is legal — over 500 a chunk, so over 1,000 per game (hundreds searched)."""
    hard = HardPlayer(budget=0.001, max_samples=1)
    decisions = searched = 0
    seed = 40 + 10 * chunk
    while decisions < 500:
        state = new(game_id, seed)
        rng = random.Random(seed)
        while state.deals_completed() < 2 and not state.is_over and decisions < 500:
            seat = state.to_act()[0]
            action = hard.choose(state, seat, rng)
            assert listed(action) in state.legal_actions(seat), (game_id, seed, str(action))
            state.apply(seat, action)
            decisions += 1
            searched += hard.last_searched
        seed += 1
    assert searched > 150


def _swap_hands(twin: Game, seats: list[int], rng: random.Random, times: int) -> None:
    """Swap random cards between the hidden hands of ``seats`` (card-list hands)."""
    hands = twin.hands  # type: ignore[attr-defined]
    for _ in range(times):
        a, b = rng.sample(seats, 2)
        if hands[a] and hands[b]:
            i, j = rng.randrange(len(hands[a])), rng.randrange(len(hands[b]))
            hands[a][i], hands[b][j] = hands[b][j], hands[a][i]


def _hide(state: Game, seat: int, rng: random.Random) -> Game | None:
    """The same table with hidden facts changed where ``seat``'s view can't tell.

    Every game: other seats' hidden cards trade places and the seed (which fixes
    the shuffles to come) changes. Huutopussi: the opponents of the declaring
    pair don't see which cards were exchanged. Prefa: the kitty before it is
    taken, and for anyone but the declarer the picked-up cards and the discards.
    Four Color: the order of the stock, other concealed hands against the stock,
    other seats' redeal rights. None when nothing hidden could change.
    """
    twin = state.clone()
    n = state.seat_count()
    others = [s for s in range(n) if s != seat]
    twin.seed = state.seed + 1  # type: ignore[attr-defined]
    gid = state.game_id
    if gid == "four-color":
        assert isinstance(twin, FourColor)
        hands = twin.hands
        for _ in range(3):  # trade one card each way between two other hands
            a, b = rng.sample(others, 2)
            ca = [c for c in range(29) if hands[a][c]]
            cb = [c for c in range(29) if hands[b][c]]
            if ca and cb:
                x, y = rng.choice(ca), rng.choice(cb)
                hands[a][x] -= 1
                hands[b][x] += 1
                hands[b][y] -= 1
                hands[a][y] += 1
        if twin.stock:
            for _ in range(2):  # a concealed card for a stock card
                a = rng.choice(others)
                ca = [c for c in range(29) if hands[a][c]]
                if ca:
                    i = rng.randrange(len(twin.stock))
                    x = rng.choice(ca)
                    hands[a][x] -= 1
                    hands[a][twin.stock[i]] += 1
                    twin.stock[i] = x
            rng.shuffle(twin.stock)
        twin.wins = [win_mask(h, twin.rules, lk) for h, lk in zip(hands, twin.locked, strict=True)]
        twin.wins[seat] = state.wins[seat]  # type: ignore[attr-defined]
    else:
        _swap_hands(twin, others, rng, 3)
    if isinstance(twin, Huutopussi):
        assert isinstance(state, Huutopussi)
        d = state.declarer
        if d >= 0 and (seat & 1) != (d & 1) and state.given:
            k = len(state.given)
            twin.given = rng.sample(twin.hands[d], min(k, len(twin.hands[d])))
            twin.returned = rng.sample(twin.hands[d ^ 2], min(k, len(twin.hands[d ^ 2])))
        if state.phase == "auction":
            twin.can_redeal = [state.can_redeal[s] if s == seat else not state.can_redeal[s]
                               for s in range(4)]
    if isinstance(twin, Prefa):  # hidden cards traded in the snapshot, which is then loaded
        snapshot = twin.to_dict()
        hands, kitty, discards = snapshot["hands"], snapshot["kitty"], snapshot["discards"]
        if kitty:
            a = rng.choice(others)
            i, j = rng.randrange(len(kitty)), rng.randrange(len(hands[a]))
            kitty[i], hands[a][j] = hands[a][j], kitty[i]
        d = twin.view(None).data["declarer"]
        if d is not None and d != seat and discards and hands[d]:
            i, j = rng.randrange(len(discards)), rng.randrange(len(hands[d]))
            discards[i], hands[d][j] = hands[d][j], discards[i]
            pool = hands[d] + discards
            snapshot["took"] = rng.sample(pool, min(len(snapshot["took"]), len(pool)))
        twin = Prefa.from_dict(snapshot)
    if canonical(twin) == canonical(state):
        return None
    assert twin.view(seat).as_dict() == state.view(seat).as_dict(), (gid, seat)
    return twin


REDACTED = ("huutopussi", "fifty-six", "prefa", "four-color")


@pytest.mark.parametrize("game_id,level", [(g, lv) for g in sorted(GAMES)
                                           for lv in ("easy", "hard")])
def test_decision_depends_only_on_view(game_id: str, level: str) -> None:
    """Other seats' hidden cards (and every other hidden fact) change, the view does
    not: the same decision."""
    rng = random.Random(11)
    checked = 0
    player = EasyPlayer() if level == "easy" else HardPlayer(budget=10.0, max_samples=3)
    easy = EasyPlayer()
    for seed in range(2):
        state = new(game_id, seed)
        steps = 0
        while not state.is_over and steps < (250 if level == "easy" else 70):
            seat = state.to_act()[0]
            if len(state.legal_actions(seat)) > 1:
                twin = _hide(state, seat, rng)
                if twin is not None:
                    mine = player.choose(state, seat, random.Random(steps))
                    theirs = player.choose(twin, seat, random.Random(steps))
                    assert mine == theirs, (game_id, seed, steps)
                    checked += 1
            state.apply(seat, easy.choose(state, seat, rng))
            steps += 1
    assert checked >= (60 if level == "easy" else 20)


@pytest.mark.parametrize("game_id", REDACTED)
def test_redacted_state_is_a_function_of_the_view(game_id: str) -> None:
    """What the computers work on: the same whatever is hidden, and showing the seat
    exactly its own view."""
    ai = game_ai(game_id)
    assert ai is not None and ai.redact is not None
    rng = random.Random(21)
    checked = 0
    for seed in range(3):
        state = new(game_id, 60 + seed)
        steps = 0
        while not state.is_over and steps < 300:
            seat = state.to_act()[0]
            if steps % 3 == 0:
                twin = _hide(state, seat, rng)
                mine = ai.redact(state, seat)
                assert mine.view(seat).as_dict() == state.view(seat).as_dict()
                assert mine.legal_actions(seat) == state.legal_actions(seat)
                assert mine.seed == 0  # type: ignore[attr-defined]
                if twin is not None:
                    assert canonical(ai.redact(twin, seat)) == canonical(mine)
                    checked += 1
            state.apply(seat, EasyPlayer().choose(state, seat, rng))
            steps += 1
    assert checked > 100


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
