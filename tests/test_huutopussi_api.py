"""Huutopussi's engine API for hosts, tests and tools: the position constructor, View.data,
deal records, typed moves and their near misses, the catalog texts, and old snapshots.
"""

from __future__ import annotations

import hashlib
import json
import logging
import random
import re
from typing import Any

import pytest

from bot.engine import Action, Event, IllegalAction, InvalidPosition, Msg, new_match
from bot.engine.game import canonical
from bot.engine.playout import random_step
from bot.games.huutopussi import Huutopussi
from bot.i18n import english
from tests.hp_helpers import (
    E,
    N,
    S,
    W,
    legal_codes,
    match,
    play_moves,
    position,
    suit_hands,
)

# --- the position constructor (issue 16 item 14) ------------------------------------


def test_a_play_position_fills_the_pack_and_places_every_card() -> None:
    g = position({S: "KH 10H 7H AS"}, leader=N, trick="9H QH")
    assert [len(h) for h in g.hands] == [3, 3, 4, 4] and g.trick_no == 5
    placed = sorted(c for h in g.hands for c in h) + sorted(g.trick) + sorted(
        c for p in g.won for c in p)
    assert sorted(placed) == sorted(Huutopussi.new(4, {}, 0).hands[0] + [
        c for h in Huutopussi.new(4, {}, 0).hands[1:] for c in h])
    assert g.to_act() == (S,) and legal_codes(g, S) == {"KH"}
    assert g.card_points == [sum(g.card_points), 0]  # the finished tricks went to North
    assert g.view(None).data["hand_sizes"] == [3, 3, 4, 4]
    again = Huutopussi.from_json(g.to_json())
    assert again == g


def test_a_filled_hand_keeps_the_trick_legal() -> None:
    """East discarded a club on a heart lead, so East's filled hand holds no heart."""
    g = position({N: "AS KS 9D"}, leader=N, trick="9H 6C")
    assert not any(c & 3 == 1 for c in g.hands[E])


@pytest.mark.parametrize(("hands", "where", "wrong"), [
    ({N: "AS", E: "AS"}, {}, "AS: placed twice"),
    ({N: "AS ZZ"}, {}, "not a card"),
    ({N: "AS 2S"}, {}, "not in the 36-card pack"),
    ({N: "AS 9S", E: "6D"}, {}, "can't all be held at one moment"),
    ({N: ""}, {}, "9 tricks done is not a moment of play"),
    ({N: "9H 8S", E: "7H 6S"}, {"trick": "AH 6S", "leader": W}, "placed twice"),
    ({W: "9H 8S", N: "7H 6S"}, {"trick": "AH", "leader": W}, "can't all be held"),
    ({N: "9H 8S", E: "7H 6H 8H"}, {"trick": "AH KS", "leader": W},
     "North could not play KS"),
    ({N: "AS KS"}, {"window": True, "trick": "9S", "leader": E}, "window"),
    ({N: "9S 8S", E: "KH 7D"}, {"marriages": [(N, "H")], "leader": N},
     "East holds a card of North's H marriage"),
    ({N: "9S 8S"}, {"scores": (500, 0)}, "the match would be over"),
    ({N: "9S 8S"}, {"declarer": E, "dealer": W, "bid": 50}, "can't bid 50"),
    ({N: "9S 8S"}, {"declarer": N, "contract": 47}, "contract 47"),
    ({N: "9S 8S"}, {"declarer": None}, "must bid at least 50"),
    ({N: "9S 8S"}, {"last_trick": "AH KH QH JH", "last_leader": E, "leader": N},
     "its winner must lead now"),
    ({N: suit_hands()[0]}, {"phase": "exchange"}, "phase: auction or play"),
])
def test_impossible_positions_are_refused(hands: dict[int, str], where: dict[str, Any],
                                          wrong: str) -> None:
    with pytest.raises(InvalidPosition, match=re.escape(wrong)):
        position(hands, **where)


def test_a_position_with_no_contract_and_a_banned_declarer() -> None:
    g = position({N: "9S 8S"}, declarer=None, forced_opening=False, leader=N)
    assert g.declarer == -1 and g.view(None).data["contract"] is None
    with pytest.raises(InvalidPosition, match="may not bid"):
        position({N: "9S 8S"}, declarer=E, bid=80, dealer=W, scores=(0, -500), bid_ban=True)


def test_auction_positions_replay_their_calls() -> None:
    g = position(suit_hands(), phase="auction", dealer=W, calls=[50, 60, 0])
    assert g.to_act() == (W,) and g.high_bid == 60
    assert g.view(None).data["calls"] == [{"seat": 0, "bid": 50}, {"seat": 1, "bid": 60},
                                          {"seat": 2, "bid": None}]
    with pytest.raises(InvalidPosition, match="steps of 5"):
        position(suit_hands(), phase="auction", dealer=W, calls=[50, 62])
    with pytest.raises(InvalidPosition, match="four hands of 9 cards"):
        position({N: "AS"}, phase="auction")
    with pytest.raises(InvalidPosition, match="trick belong to play"):
        position(suit_hands(), phase="auction", trick="AS")


def test_a_position_carries_the_last_trick_marriages_and_the_exchange() -> None:
    g = position({N: "KD QD 7C", E: "8C 9C 10C", S: "JC QC KC", W: "6D 7D 8D"},
                 leader=N, last_trick="AS 6S 7S 8S", last_leader=N, window=True,
                 marriages=[(S, "H")], exchange=("AH 9H 8H", "6H 7H 8H"))
    view = g.view(None)
    assert view.data["last_trick_winner"] == N and view.data["trump"] == "H"
    assert view.data["marriages"] == [{"seat": S, "suit": "H", "value": 100}]
    assert "marriage:D" in {str(a) for a in g.legal_actions(N)}
    assert g.view(S).data["exchange"] == {"given": ["AH", "9H", "8H"],
                                           "returned": ["6H", "7H", "8H"]}
    assert "exchange" not in g.view(E).data


# --- View.data: codes and ints only (issue 16 item 15) -----------------------------

_CODE = re.compile(r"(10|[6-9AJQK])[SHDC]")
_PHASES = {"auction", "give", "return", "contract", "play", "answer", "over"}


def _codes_only(value: Any, path: str) -> None:
    if isinstance(value, dict):
        for key, inner in value.items():
            assert isinstance(key, str) and not key.endswith("_text"), path
            _codes_only(inner, f"{path}.{key}")
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            _codes_only(inner, f"{path}[{i}]")
    elif isinstance(value, str):
        assert value in _PHASES or _CODE.fullmatch(value) or value in (
            "S", "H", "D", "C", "NT") or value.isdigit(), f"{path} = {value!r}"
    else:
        assert value is None or isinstance(value, bool | int), f"{path} = {value!r}"


def test_view_data_is_machine_readable_through_a_whole_match() -> None:
    g = new_match("huutopussi", 4, None, 3)
    rng = random.Random(3)
    seen: set[str] = set()
    while not g.is_over:
        for viewer in (None, *g.to_act()):
            data = g.view(viewer).data
            _codes_only(data, "data")
            assert data["phase"] == g.view(viewer).phase
            seen.add(data["phase"])
            assert data["teams"] == [[0, 2], [1, 3]] and len(data["scores"]) == 2
            contract = data["contract"]
            if contract is not None:
                assert contract["code"] == str(contract["value"]) and contract["value"] >= \
                    contract["bid"]
        seat, action = random_step(g, rng)
        g.apply(seat, action)
    assert {"auction", "give", "return", "contract", "play"} <= seen


def test_deal_records_match_the_scores() -> None:
    g = new_match("huutopussi", 4, None, 8)
    random_play = random.Random(8)
    while not g.is_over:
        seat, action = random_step(g, random_play)
        g.apply(seat, action)
    records = g.deal_records()
    assert len(records) == g.deals_completed() > 1
    assert [sum(r.changes[t] for r in records) for t in (0, 1)] == g.scores
    for i, r in enumerate(records):
        assert r.number == i + 1 and r.declarer in range(4)
        json.dumps(r.detail)
        d = r.declarer or 0
        total = r.detail["totals"][d & 1]
        assert r.margin == total - int(r.contract)
        assert r.made == (r.margin >= 0)
        assert r.changes[d & 1] == (int(r.contract) if r.made else -r.detail["bid"])


# --- typed moves: the game's spellings and near misses (issue 16 item 8) -------------

def _hp8_answer_state() -> Huutopussi:
    from tests.test_huutopussi import hp6_to_trick

    g = hp6_to_trick(4)
    g.apply(S, "ask")
    return g


@pytest.mark.parametrize(("typed", "move"), [
    ("diamonds", "answer:D"), ("declare clubs", "answer:C"), ("answer ♦", "answer:D"),
    ("answer:c", "answer:C"),
])
def test_the_answer_can_be_typed_by_suit(typed: str, move: str) -> None:
    g = _hp8_answer_state()
    assert str(g.parse_action(N, typed)) == move


@pytest.mark.parametrize(("typed", "move"), [
    ("marry hearts", "marriage:H"), ("marriage ♥", "marriage:H"), ("marriage:h", "marriage:H"),
    ("ask", "ask"), ("10D", "play:10D"), ("play jd", "play:JD"),
])
def test_declarations_can_be_typed_by_suit(typed: str, move: str) -> None:
    from tests.test_huutopussi import hp6_to_trick

    g = hp6_to_trick(2)  # East's window, holding K♥ Q♥
    assert str(g.parse_action(E, typed)) == move


@pytest.mark.parametrize(("state", "typed", "answer"), [
    ("auction", "bid", "A bid is an amount: write 50 or bid 50."),
    ("auction", "bid lots", "A bid is an amount: write 50 or bid 50."),
    ("auction", "bid 62", "Bids go in steps of 5: 62 is not allowed. Try 65."),
    ("auction", "pass:junk", "To pass, just write pass."),
    ("auction", "redeal now", "To ask for a redeal, just write redeal."),
    ("auction", "A♠", "You can't play a card now. You open the auction: bid at least 50."),
    ("contract", "contract", "The contract is an amount: write 50 or contract 50."),
    ("contract", "contract 52", "The contract must be a multiple of 5 from your bid 50 up "
                                "to 440."),
    ("give", "give", "Say which card, e.g. A♦."),
    ("give", "60", "You can't bid now. Give your partner 3 more cards, one at a time, "
                   "e.g. A♦."),
    ("play", "play", "Say which card, e.g. K♥."),
    ("play", "marriage", "A marriage needs its suit: write marriage H, D, C or S (or marriage "
                         "hearts)."),
    ("play", "ask sideways", "“sideways” is not a suit. Write ask H, D, C or S for a half (or "
                             "just ask for a whole marriage)."),
    ("play", "60", "You can't bid now. You may declare a marriage or ask your partner, or "
                   "lead a card (e.g. K♥)."),
    ("play", "dance", "“dance” is not a Huutopussi move. You may declare a marriage or ask "
                      "your partner, or lead a card (e.g. K♥)."),
])
def test_near_misses_are_answered_with_the_accepted_form(state: str, typed: str,
                                                         answer: str) -> None:
    if state == "play":
        from tests.test_huutopussi import hp6_to_trick

        g = hp6_to_trick(2)
    else:
        g = match(dealer=W)
        moves = {"auction": "", "give": "bid:50 pass pass pass",
                 "contract": "bid:50 pass pass pass give:AD give:KD give:QD return:AD "
                             "return:KD return:QD"}[state]
        play_moves(g, moves)
    (seat,) = g.to_act()
    before = g.to_json()
    with pytest.raises(IllegalAction) as err:
        g.apply(seat, g.parse_action(seat, typed))
    assert err.value.reason == answer
    assert err.value.legal and g.to_json() == before


@pytest.mark.parametrize("move", ["pass:junk", "redeal:x", "pass:0"])
def test_moves_without_arguments_refuse_one(move: str) -> None:
    """Issue 14: an argument on a move that takes none is refused, nothing changes."""
    g = match(dealer=W)
    play_moves(g, "bid:50")
    before = g.to_json()
    with pytest.raises(IllegalAction):
        g.apply(E, move)
    assert g.to_json() == before
    g.apply(E, "pass")


# --- what the table shows: text through the catalog, little noise (issue 16 item 10) --

def test_the_auction_shows_while_it_runs_then_one_line() -> None:
    g = match(dealer=W)
    play_moves(g, "bid:50 bid:60")
    sections = {english(s.title): english(s.body) for s in g.view(None).sections}
    assert sections["Auction"] == "Dealer {s3}. {s0} 50 · {s1} 60"
    play_moves(g, "pass pass pass")
    sections = {english(s.title): english(s.body) for s in g.view(None).sections}
    assert "Auction" not in sections
    assert sections["Contract"] == ("{s1} won the auction at 60; the contract is not named "
                                    "yet · dealer {s3}")
    play_moves(g, "give:AC give:KC give:QC return:AC return:KC return:QC contract:70")
    sections = {english(s.title): english(s.body) for s in g.view(None).sections}
    assert sections["Contract"] == "{s1} & {s3} play for 70 (bid 60) · dealer {s3}"
    assert all("\n" not in body for body in sections.values())


def test_exchange_events_are_said_once_and_counted_in_words() -> None:
    g = match(dealer=W)
    events: list[Event] = []
    for move in ["bid:50", "pass", "pass", "pass", "give:AD", "give:KD", "give:QD"]:
        (seat,) = g.to_act()
        events += g.apply(seat, move)
    texts = [e.text for e in events]
    assert texts[-2:] == ["{s0} wins the auction at 50.",
                          "{s2} gives {s0} 3 cards face down."]
    assert english(g.view(N).prompt) == ("Return to your partner 3 more cards, one at a time, "
                                         "e.g. A♠.")
    play_moves(g, "return:AS return:KS")
    assert english(g.view(N).prompt).startswith("Return one more card to your partner, e.g.")
    assert english(g.view(N).sections[-1].body) == ("{s2} gave A♦ K♦ Q♦. You chose A♠ K♠ "
                                                    "(1 more to pick).")


def _texts_of(g: Huutopussi, events: list[Event]) -> list[Any]:
    out: list[Any] = [e.msg for e in events]
    for viewer in (None, *g.to_act()):
        view = g.view(viewer)
        out += [view.prompt, view.phase_text, view.hand_text]
        out += [t for s in view.sections for t in (s.title, s.body)]
    for seat in g.to_act():
        out += [g.label(a) for a in g.legal_actions(seat)]
    return out


def test_every_text_comes_from_the_catalog(caplog: pytest.LogCaptureFixture) -> None:
    """Whole matches under varied options: every event, prompt, section, label and
    reason is catalog text (no plain English strings), renders without a Fluent error,
    and never says "card(s)"."""
    caplog.set_level(logging.ERROR, logger="bot.i18n")
    ids: set[str] = set()

    def walk(text: Any) -> None:
        if isinstance(text, Msg):
            ids.add(text.id)
            for arg in text.args.values():
                walk(arg)
        elif hasattr(text, "items"):
            for item in text.items:
                walk(item)

    for seed, opts in ((4, None), (5, {"redeal_rule": "four_sixes", "no_trick_penalty":
                                        "porvoo", "forced_opening": False, "min_bid": 60})):
        g = new_match("huutopussi", 4, opts, seed)
        rng = random.Random(seed)
        events: list[Event] = []
        while not g.is_over:
            for text in _texts_of(g, events):
                assert not isinstance(text, str) or not re.search(r"[a-z]{3}", text), text
                walk(text)
                assert "(s)" not in english(text)
            seat, action = random_step(g, rng)
            for probe in ("dance", "play:ZZ", "bid:3", "pass:x", "marriage:Q", "answer:S"):
                try:
                    g.apply(seat, probe)
                except IllegalAction as err:
                    assert isinstance(err.message, Msg)
                    walk(err.message)
            events = g.apply(seat, action)
        walk(g.result().summary)  # type: ignore[union-attr]
    assert not caplog.records, caplog.records[0].getMessage()
    assert len(ids) > 60


# --- old snapshots (issue 18: snapshots unchanged) ----------------------------------

# A mid-trick state of the second deal, as tag baseline-stop12 saved it, and the hash
# of the match that engine finished from it with random_step and random.Random(5).
OLD_SNAPSHOT = (
    '{"options":{"rank_order":"seed","card_points":"seed","last_trick_bonus":20,"marriage_val'
    'ues":"seed","redeal_rule":"seed","min_bid":50,"forced_opening":true,"max_bid":440,"excha'
    'nge_count":3,"contract_timing":"after_exchange","must_overtrump":true,"declare_right":"l'
    'ed_and_won","ask_lockouts":"seed","opponents_score":"on_failure","failure_penalty":"bid"'
    ',"no_trick_penalty":"none","bid_ban":false,"win_condition":"reach","win_tiebreak":"highe'
    'r_then_declarers","first_trick_aces":false,"opponent_rounding":false},"seats":4,"seed":7'
    '7,"presets":[],"phase":"play","dealer":0,"scores":[100,-65],"winner_team":-1,"deal_no":2'
    ',"deals_done":1,"hands":[[48,32,49,45,41,29],[56,44,37,46,42],[52,33,38,34,26],[36,24,57'
    ',58,54,30]],"can_redeal":[false,false,false,false],"turn":3,"high_bid":65,"high_bidder":'
    '0,"passed":[false,true,true,true],"calls":[[1,50],[2,0],[3,60],[0,65],[1,0],[3,0]],"decl'
    'arer":0,"bid":65,"contract":65,"contract_set":true,"selected":[],"given":[48,28,45],"ret'
    'urned":[33,26,51],"leader":1,"trick":[25,53],"trick_no":3,"trump":-1,"won":[[],[27,50,40'
    ',43],[35,28,39,55],[31,47,51,59]],"tricks_won":[0,1,1,1],"card_points":[5,45],"last_tric'
    'k_team":-1,"last_trick":[27,50,40,43],"last_leader":2,"window":-1,"marriages":[],"marria'
    'ge_points":[0,0],"shown":[],"max_kind":[0,0,0,0],"ask_barred":[false,false,false,false],'
    '"half_barred":[false,false,false,false],"asker":-1,"answer_suits":[],"deal_log":[[3,3,65'
    ',65,80,60,0,0,0,0,100,-65]]}'
)
OLD_FINISH = "c83c1f91b08f5a0276d2cdd5877e24d492635c4e3887fa1e82877a3056ba05d4"


def test_an_old_snapshot_loads_and_plays_on_as_before() -> None:
    g = Huutopussi.from_json(OLD_SNAPSHOT)
    assert g.to_json() == OLD_SNAPSHOT
    rng = random.Random(5)
    while not g.is_over:
        seat, action = random_step(g, rng)
        g.apply(seat, action)
    assert hashlib.sha256(canonical(g).encode()).hexdigest() == OLD_FINISH


def test_clone_is_independent_and_equal() -> None:
    g = new_match("huutopussi", 4, None, 6)
    rng = random.Random(6)
    for _ in range(60):
        seat, action = random_step(g, rng)
        g.apply(seat, action)
    twin = g.clone()
    assert twin == g and twin.to_json() == g.to_json()
    (seat,) = g.to_act()
    action = g.legal_actions(seat)[0]
    assert g.apply(seat, action) == twin.apply(seat, action) and twin == g
    twin.apply(*_any_move(twin))
    assert twin != g


def _any_move(g: Huutopussi) -> tuple[int, Action]:
    (seat,) = g.to_act()
    return seat, g.legal_actions(seat)[-1]


@pytest.mark.parametrize(("seed", "options"), [
    (21, None),
    (22, {"redeal_rule": "four_sixes", "exchange_count": 4, "contract_timing": "before_return",
          "ask_lockouts": "illisoft", "rank_order": "ace_ten"}),
])
def test_the_shared_conformance_walk(seed: int, options: dict[str, Any] | None) -> None:
    """``tests/harness.check_match``: distinct action strings and labels, clones that stay
    equal, round trips and the replay on the power-of-two schedule."""
    from tests.harness import check_match

    def probes(g: Any, seat: int) -> list[str]:
        return ["pass:junk", "dance", "play:ZZ", "bid:7"]

    state = check_match("huutopussi", 4, seed, options, probes)
    assert state.is_over
