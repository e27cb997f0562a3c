"""Guessed deals respect everything the deal has shown, and never assume anything false.

The oracle is the rules engine itself: a guessed deal is consistent with the deal's
public history exactly when the cards each seat would have held at the start of play
(its guessed hand plus what it has played since) replay every action of the deal
legally — every follow, trump and must-beat duty, every marriage and every answer to
an ask — to the same position.
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from bot.ai import huutopussi as hp_ai
from bot.ai import prefa as pf_ai
from bot.ai.players import EasyPlayer, RandomLegalPlayer, game_ai, seat_state
from bot.engine import Action, Game, load_all
from bot.engine.cards import KING, QUEEN, make, sort_hand
from bot.games.huutopussi import Huutopussi, HuutopussiOptions
from bot.games.prefa import Prefa, PrefaOptions

load_all()


_DECLARED = ("marriages", "marriage_points", "trump", "shown", "max_kind", "ask_barred",
             "window", "phase", "turn", "asker", "answer_suits")


class Recorder:
    """Plays a match and keeps, per deal, the state at the start of play and every
    action since, so any later position can be checked against the whole deal.

    For declarations (marriages, asks, answers) it also keeps what they changed:
    the state records their results but not all of what was said (which half was
    asked for, and when), so a replay copies their results instead of re-deciding
    them; every card played is replayed under the rules. Where marriage cards are
    is tested on its own below.
    """

    def __init__(self, state: Game) -> None:
        self.state = state
        self.start: Game | None = None
        self.actions: list[tuple[int, Action, dict[str, Any]]] = []
        self.deal = -1

    def sync(self) -> None:
        st = self.state
        deal = st.deal_no if isinstance(st, Huutopussi) else st.shuffles  # type: ignore[attr-defined]
        if deal != self.deal:
            self.deal, self.start, self.actions = deal, None, []
        if st.phase == "play" and self.start is None:  # type: ignore[attr-defined]
            self.start = st.clone()

    def record(self, seat: int, action: Action) -> None:
        start = self.start
        self.state.apply(seat, action)
        self.sync()
        if start is not None and self.start is start:
            after = {name: copy.deepcopy(getattr(self.state, name)) for name in _DECLARED
                     if action.kind != "play" and hasattr(self.state, name)}
            self.actions.append((seat, action, after))


def _played_by(rec: Recorder) -> dict[int, list[int]]:
    out: dict[int, list[int]] = {}
    for seat, action, _after in rec.actions:
        if action.kind == "play":
            out.setdefault(seat, []).append(_card(rec.state, action.arg))
    return out


def _card(state: Game, code: str) -> int:
    from bot.engine.cards import parse_card

    return parse_card(code)


_RESULTS = ("marriages", "marriage_points", "trump", "shown", "max_kind", "ask_barred")


def replay_consistent(rec: Recorder, world: Game, seat: int) -> str:
    """Why ``world``'s hidden hands could not have produced this deal ("" if they could).

    Every card played is replayed under the rules from the start-of-play hands.
    Declarations happen between tricks; the state keeps their order and results
    but not after which trick each came, so each may fall in any gap (keeping
    their order) — the deal fits if some such placement replays.
    """
    assert rec.start is not None
    played = _played_by(rec)
    hands = [sort_hand(world.hands[s] + played.get(s, []))  # type: ignore[attr-defined]
             for s in range(len(world.hands))]  # type: ignore[attr-defined]
    tricks: list[list[tuple[int, Action]]] = [[]]
    events: list[dict[str, Any]] = []
    size = 4 if isinstance(rec.state, Huutopussi) else (
        2 if rec.state.mode == "alone" else 3)  # type: ignore[attr-defined]
    for s, action, after in rec.actions:
        if action.kind == "play":
            tricks[-1].append((s, action))
            if len(tricks[-1]) == size:
                tricks.append([])
        else:
            events.append({name: after[name] for name in _RESULTS if name in after})
    start = rec.start.clone()
    start.hands = hands  # type: ignore[attr-defined]
    why: list[str] = []

    def go(state: Game, t: int, e: int) -> bool:
        # before trick t (t > 0): declare none, some or all of the next events
        for n in range(len(events) - e + 1) if t else (0,):
            st = state.clone()
            for event in events[e:e + n]:
                for name, value in event.items():
                    setattr(st, name, copy.deepcopy(value))
            if t == len(tricks):
                continue
            ok = True
            for s, action in tricks[t]:
                if action not in st.legal_actions(s):
                    why.append(f"seat {s} could not have played {action}")
                    ok = False
                    break
                st.apply(s, action)
            if not ok:
                continue
            if t == len(tricks) - 1:
                if e + n == len(events) and _same_position(st, rec.state, seat, why):
                    return True
                continue
            if go(st, t + 1, e + n):
                return True
        return False

    if go(start, 0, 0):
        return ""
    return why[-1] if why else "no placement of the declarations fits"


def _same_position(st: Game, real: Game, seat: int, why: list[str]) -> bool:
    for name in ("trick", "marriages", "trump", "tricks"):
        if getattr(st, name, None) != getattr(real, name, None):
            why.append(f"{name} differs")
            return False
    if sorted(st.hands[seat]) != sorted(real.hands[seat]):  # type: ignore[attr-defined]
        why.append("the seat's own hand changed")
        return False
    if isinstance(real, Huutopussi):
        married = {m[1] for m in real.marriages}
        for s in range(4):
            if real.max_kind[s] == 2 and not any(m[0] == s ^ 2 for m in real.marriages):
                partner = st.hands[s ^ 2]  # type: ignore[attr-defined]
                if any(make(KING, u) in partner and make(QUEEN, u) in partner
                       for u in range(4) if u not in married):
                    why.append(f"seat {s ^ 2} holds a marriage though it answered none")
                    return False
    return True


def _exchange_kept(state: Huutopussi, world: Huutopussi, seat: int, played: dict[int, list[int]]
                   ) -> bool:
    """A member of the declaring pair saw the exchange: given cards (unless returned)
    went to the declarer, returned ones to the partner."""
    d = state.declarer
    if d < 0 or (seat & 1) != (d & 1):
        return True
    start = [set(world.hands[s]) | set(played.get(s, [])) for s in range(4)]
    given = set(state.given) - set(state.returned)
    return given <= start[d] and set(state.returned) <= start[d ^ 2]


HP_OPTIONS = [
    HuutopussiOptions(),
    HuutopussiOptions(rank_order="ace_ten", declare_right="any_won_trick"),
    HuutopussiOptions(first_trick_aces=True, must_overtrump=False, ask_lockouts="illisoft"),
    HuutopussiOptions(forced_opening=False, ask_lockouts="partner_lock", exchange_count=4),
]


@pytest.mark.parametrize("opts", HP_OPTIONS, ids=range(len(HP_OPTIONS)))
def test_huutopussi_guesses_replay_the_whole_deal(opts: HuutopussiOptions) -> None:
    """Hundreds of positions, several guesses each: every guess replays the deal."""
    easy, rnd = EasyPlayer(), RandomLegalPlayer()
    checked = 0
    for seed in range(3):
        rec = Recorder(Huutopussi.new(4, opts, 100 + seed))
        rec.sync()
        rng = random.Random(seed)
        steps = 0
        while not rec.state.is_over and steps < 900:
            steps += 1
            st = rec.state
            seat = st.to_act()[0]
            assert isinstance(st, Huutopussi)
            if st.phase == "play" and rec.start is not None and steps % 2 == 0:
                sample = hp_ai.prepare(st, seat)
                played = _played_by(rec)
                for _ in range(3):
                    world = sample(rng)
                    why = replay_consistent(rec, world, seat)
                    assert not why, (seed, steps, seat, why)
                    assert _exchange_kept(st, world, seat, played)
                    checked += 1
            player = rnd if seat == 3 and rng.random() < 0.3 else easy
            rec.record(seat, player.choose(st, seat, rng))
    assert checked > 300


def test_huutopussi_knowledge_is_never_false() -> None:
    """The real deal always fits what a seat infers (the soft gift guess aside)."""
    easy = EasyPlayer()
    checked = 0
    for opts in HP_OPTIONS:
        st = Huutopussi.new(4, opts, 7)
        rng = random.Random(7)
        while not st.is_over and st.deals_completed() < 3:
            seat = st.to_act()[0]
            if st.phase == "play":
                for viewer in range(4):
                    k = hp_ai.knowledge(st, viewer)
                    for s in range(4):
                        if s == viewer:
                            continue
                        assert all(k.allows(s, c, soft=False) for c in st.hands[s]), (viewer, s)
                        for ps, suit in k.no_pair:
                            both = make(KING, suit) in st.hands[ps] and \
                                make(QUEEN, suit) in st.hands[ps]
                            assert not both or ps == viewer
                    checked += 1
            st.apply(seat, easy.choose(st, seat, rng))
    assert checked > 400


def test_huutopussi_reads_every_trick_not_just_the_last() -> None:
    """Voids shown early in the deal still bind late: the view alone (the current and
    the last trick) would have forgotten them."""
    easy = EasyPlayer()
    more = 0
    for seed in range(6):
        st = Huutopussi.new(4, HuutopussiOptions(), 200 + seed)
        rng = random.Random(seed)
        while not st.is_over and st.deals_completed() < 2:
            seat = st.to_act()[0]
            if st.phase == "play" and st.trick_no >= 3:
                histories = hp_ai.deal_histories(st, seat)
                assert histories
                k = hp_ai.knowledge(st, seat)
                shown = hp_ai._history_knowledge(st, seat, None)
                assert all(a & b == b for a, b in zip(k.voids, shown.voids, strict=True))
                more += k.voids != shown.voids
            st.apply(seat, easy.choose(st, seat, rng))
    assert more > 50


def _half_ask_position(**where: Any) -> Huutopussi:
    """North (declarer, seat 0) holds K♥, South (seat 2) Q♥; North has just won a trick it
    led and asks South for the queen of hearts."""
    hands = [
        ["KH", "AS", "KS", "7S", "6S", "AD", "6D", "7C", "6C"],
        ["AH", "10H", "9H", "8H", "7H", "KD", "QC", "JD", "10D"],
        ["QH", "6H", "JS", "10S", "9S", "8S", "9D", "8D", "7D"],
        ["QS", "AC", "KC", "QD", "JC", "10C", "9C", "8C", "JH"],
    ]
    g = Huutopussi.position(hands, declarer=0, seed=5, **where)
    for seat, code in ((0, "AS"), (1, "10D"), (2, "8S"), (3, "QS")):
        g.apply(seat, f"play:{code}")
    assert g.window == 0
    g.apply(0, "ask:H")
    assert [m[:2] for m in g.marriages] == [[0, 1]]
    return g


def test_a_shown_half_stays_with_who_showed_it() -> None:
    """After North's successful ask for Q♥ the queen is South's: North and South know
    where each half is; the opponents know only that the pair holds them."""
    g = _half_ask_position()
    kh, qh = make(KING, 1), make(QUEEN, 1)
    rng = random.Random(1)
    for _ in range(40):
        assert qh in hp_ai.determinize(g, 0, rng).hands[2]
        assert kh in hp_ai.determinize(g, 2, rng).hands[0]
        for opp in (1, 3):
            world = hp_ai.determinize(g, opp, rng)
            holders = {s for s in range(4) for c in (kh, qh) if c in world.hands[s]}
            assert holders <= {0, 2}
            assert not (kh in world.hands[2] and qh in world.hands[2])


def test_a_failed_whole_ask_leaves_the_partner_without_marriages() -> None:
    g = _half_ask_position(asked={3: 2})  # West asked East for a marriage; East had none
    assert not any(make(KING, s) in g.hands[1] and make(QUEEN, s) in g.hands[1]
                   for s in range(4))
    rng = random.Random(2)
    for _ in range(60):
        world = hp_ai.determinize(g, 0, rng)
        east = world.hands[1]
        assert not any(make(KING, s) in east and make(QUEEN, s) in east for s in (0, 2, 3))


def test_guessing_from_the_redacted_state_is_the_same() -> None:
    """The search works on the redacted state; what it guesses must not change."""
    easy = EasyPlayer()
    for game, module in (("huutopussi", hp_ai), ("prefa", pf_ai)):
        ai = game_ai(game)
        assert ai is not None
        st: Any = (Huutopussi.new(4, HuutopussiOptions(), 9) if game == "huutopussi"
                   else Prefa.new(3, PrefaOptions(), 9))
        rng = random.Random(9)
        checked = 0
        while not st.is_over and checked < 60:
            seat = st.to_act()[0]
            if st.phase == "play":
                a = module.prepare(st, seat)(random.Random(checked))
                b = module.prepare(seat_state(ai, st, seat), seat)(random.Random(checked))
                assert [sorted(h) for h in a.hands] == [sorted(h) for h in b.hands]
                checked += 1
            st.apply(seat, easy.choose(st, seat, rng))
        assert checked == 60


@pytest.mark.parametrize("seed", range(3))
def test_prefa_guesses_replay_the_whole_deal(seed: int) -> None:
    easy, rnd = EasyPlayer(), RandomLegalPlayer()
    rec = Recorder(Prefa.new(3, PrefaOptions(), 300 + seed))
    rec.sync()
    rng = random.Random(seed)
    checked = 0
    steps = 0
    while not rec.state.is_over and steps < 1500:
        steps += 1
        st = rec.state
        seat = st.to_act()[0]
        assert isinstance(st, Prefa)
        if st.phase == "play" and rec.start is not None and steps % 2 == 0:
            sample = pf_ai.prepare(st, seat)
            for _ in range(3):
                world = sample(rng)
                why = replay_consistent(rec, world, seat)
                assert not why, (seed, steps, seat, why)
                if seat != st.declarer:  # the declarer's two discards are never played
                    assert len(world.discards) == len(st.discards)
                checked += 1
        # defenders who always play make long deals with many shown voids
        action = easy.choose(st, seat, rng)
        if st.phase == "defend" and any(a.kind == "play" for a in st.legal_actions(seat)):
            action = Action("play")
        elif rng.random() < 0.15:
            action = rnd.choose(st, seat, rng)
        rec.record(seat, action)
    assert checked > 150
