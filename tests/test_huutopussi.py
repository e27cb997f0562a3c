"""Huutopussi: every worked example of rules/huutopussi.md §17, then rules and variants."""

from __future__ import annotations

import json
import random

import pytest

from bot.engine import IllegalAction, new_match
from bot.engine.cards import parse_card
from bot.games.huutopussi import Huutopussi, HuutopussiOptions
from tests.hp_helpers import (
    E,
    N,
    S,
    W,
    before_last_trick,
    cards,
    declarations,
    legal_codes,
    match,
    play_moves,
    position,
    rest_of_pack,
    suit_hands,
)

play = play_moves


# --- HP-1 .. HP-5, HP-10: legal cards -------------------------------------------------

def test_hp1_must_beat_and_rank_order() -> None:
    hands = {S: "KH 10H 7H AS"}
    g = position(hands, leader=N, trick="9H QH")
    assert legal_codes(g, S) == {"KH"}
    g = position(hands, leader=N, trick="9H QH", rank_order="ace_ten")
    assert legal_codes(g, S) == {"KH", "10H"}


def test_hp2_beat_even_your_partner() -> None:
    g = position({S: "KC 8C AD"}, leader=N, trick="QC 6C")
    assert legal_codes(g, S) == {"KC"}
    with pytest.raises(IllegalAction, match="beat Q♣"):
        g.apply(S, "play:8C")


def test_hp3_trick_already_trumped_follow_any() -> None:
    g = position({S: "KS 9S 10D AH"}, leader=N, trick="AS 6D", marriages=[(E, "D")])
    assert legal_codes(g, S) == {"KS", "9S"}
    with pytest.raises(IllegalAction, match="follow suit"):
        g.apply(S, "play:10D")


def test_hp4_must_trump_and_overtrump() -> None:
    g = position({W: "QC 7C AS KD"}, leader=N, trick="10H JH 9C", marriages=[(E, "C")])
    assert legal_codes(g, W) == {"QC"}
    g = position({W: "7C 6C AS KD"}, leader=N, trick="10H JH 9C", marriages=[(E, "C")])
    assert legal_codes(g, W) == {"7C", "6C"}
    g = position({W: "QC 7C AS KD"}, leader=N, trick="10H JH 9C", marriages=[(E, "C")],
                 must_overtrump=False)
    assert legal_codes(g, W) == {"QC", "7C"}


def test_hp5_trump_led() -> None:
    g = position({S: "AS 8S KH"}, leader=E, trick="JS", marriages=[(E, "S")])
    assert legal_codes(g, S) == {"AS"}


def test_hp10_old_trump_is_plain() -> None:
    g = position({N: "AH 8S", E: "KH 7S", S: "6C JS", W: "9C 7D"}, leader=N,
                 marriages=[(E, "H"), (W, "C")])
    play(g, "play:AH")
    assert legal_codes(g, E) == {"KH"}
    play(g, "play:KH")
    assert legal_codes(g, S) == {"6C"}
    play(g, "play:6C")
    assert legal_codes(g, W) == {"9C"}
    events = g.apply(W, "play:9C")
    assert any("{s3} wins the trick" in e.text for e in events)
    assert g.leader == W


# --- HP-6 .. HP-8: one deal played through its first four tricks -----------------------

HP6_HANDS = [
    ["8S", "9S", "7S", "6D", "KD", "QD", "KC", "QC", "6C"],  # N
    ["AS", "AD", "7H", "KH", "QH", "JH", "6H", "JD", "10D"],  # E
    ["6S", "KS", "QS", "7D", "10H", "AH", "AC", "JC", "10C"],  # S
    ["JS", "8D", "9H", "8H", "10S", "9D", "9C", "8C", "7C"],  # W
]


def hp6_to_trick(n: int) -> Huutopussi:
    """HP-6: N declares at 50 (dealer W), then tricks 1..n as the example describes."""
    g = match(HP6_HANDS, dealer=W)
    play(g, "bid:50", "pass", "pass", "pass")
    assert g.declarer == N and g.phase == "give" and g.to_act() == (S,)
    play(g, "give:AC", "give:JC", "give:10C", "return:AC", "return:JC", "return:10C",
         "contract:50")
    tricks = [
        "play:8S play:AS play:6S play:JS",  # N leads, E wins: no window
        "play:AD play:7D play:8D play:6D",  # E leads and wins: window for E
        "play:7H play:10H play:9H play:6C",  # E leads, S wins: no window
        "play:AH play:8H play:9S play:KH",  # S leads and wins: window for S
    ]
    for i in range(n):
        if i == 2:  # HP-7: E declares hearts in the window after trick 2
            play(g, "marriage:H")
        play(g, *tricks[i].split())
    return g


def test_hp6_who_may_declare() -> None:
    g = hp6_to_trick(1)
    assert g.leader == E and g.window == -1
    assert {a.kind for a in g.legal_actions(E)} == {"play"}
    g = hp6_to_trick(2)
    assert g.window == E
    assert {"marriage:H", "ask"} <= {str(a) for a in g.legal_actions(E)}
    g = hp6_to_trick(3)
    assert g.leader == S and g.window == -1
    with pytest.raises(IllegalAction, match="only right after winning a trick you led"):
        g.apply(S, "ask")
    g = hp6_to_trick(4)
    assert g.leader == S and g.window == S


def test_hp7_own_marriage() -> None:
    g = hp6_to_trick(2)
    events = g.apply(E, "marriage:H")
    assert events[-1].text == "{s1} marries hearts: +100, hearts are trumps."
    assert g.marriage_points == [0, 100] and g.trump == 1
    assert {parse_card("KH"), parse_card("QH")} <= set(g.hands[E])
    assert g.window == -1 and g.to_act() == (E,)
    assert {a.kind for a in g.legal_actions(E)} == {"play"}  # one declaration per window


def test_hp7_hearts_are_trumps_from_trick_3() -> None:
    """E leads a diamond to trick 3; South, void in diamonds, must trump only once hearts
    are married (and then wins with the ace of trumps)."""
    g = hp6_to_trick(2)
    plain = g.clone()
    play(plain, "play:JD")
    assert legal_codes(plain, S) == {"KS", "QS", "10H", "AH", "AC", "JC", "10C"}
    play(g, "marriage:H", "play:JD")
    assert legal_codes(g, S) == {"10H", "AH"}
    play(g, "play:AH")
    assert legal_codes(g, W) == {"9D"}  # W follows diamonds; the trick is trumped already
    events = g.apply(W, "play:9D")
    assert not any(e.kind == "trick" for e in events)
    (seat,) = g.to_act()
    events = g.apply(seat, g.legal_actions(seat)[0])
    assert any(e.text.startswith("{s2} wins the trick with A♥") for e in events)


# HP-8 played on: South (who asked) and North (who answered) at their next windows.
HP8_HANDS = {S: "AS KS QS KC AC 7H 8S", N: "7S KD QD KH QH 6C 8D",
             W: "9S 9C 8H 9H 10H JH 7C", E: "JS 6S 10C JC QC AH 6H"}


def test_hp8_later_windows_of_asker_and_answerer() -> None:
    g = position(HP8_HANDS, leader=S)
    play(g, "play:AS play:9S play:7S play:JS")  # South leads and wins: a window
    assert declarations(g, S) == {"marriage:S", "ask", "ask:C"}
    play(g, "ask")
    assert declarations(g, N) == set() and {str(a) for a in g.legal_actions(N)} == {
        "answer:D", "answer:H"}
    play(g, "answer:D")
    play(g, "play:AC play:9C play:6C play:10C")  # South wins again: another window
    # South may not marry spades although holding K♠ Q♠, but may still ask for a
    # marriage or for a half.
    assert set(cards("KS QS")) <= set(g.hands[S])
    assert declarations(g, S) == {"ask", "ask:C"}
    with pytest.raises(IllegalAction, match="no longer declare a marriage of your own"):
        g.apply(S, "marriage:S")
    play(g, "play:8S play:8H")
    assert legal_codes(g, N) == {"KD", "QD", "8D"}  # void in spades: must trump
    play(g, "play:8D play:6S")
    play(g, "play:KD play:6H play:7H play:9H")  # North leads and wins: North's window
    # Answering was not a declaration: North's own options are untouched.
    assert declarations(g, N) == {"marriage:H", "ask"}
    events = g.apply(N, "marriage:H")
    assert events[-1].text == "{s0} marries hearts: +100, hearts are trumps."


def test_ask_whole_refused_after_a_half_ask() -> None:
    g = position({S: "AS AC KC 7H", N: "7S 7C 6H 6D", W: "8S 8C QC 8D",
                  E: "9S 9C 9D 10D"}, leader=S)
    play(g, "play:AS play:8S play:7S play:9S")
    assert declarations(g, S) == {"ask", "ask:C"}
    events = g.apply(S, "ask:C")
    assert events[-1].text == "{s0} does not have it."
    play(g, "play:AC play:8C play:7C play:9C")
    assert declarations(g, S) == {"ask:C"}
    with pytest.raises(IllegalAction, match="asked for a half this deal"):
        g.apply(S, "ask")


def test_own_marriage_refused_after_a_failed_ask_whole() -> None:
    g = position({S: "AS AC KH QH", N: "7S 7C 6H 6D", W: "8S 8C 7D 8D",
                  E: "9S 9C 9D 10D"}, leader=S)
    play(g, "play:AS play:8S play:7S play:9S")
    assert declarations(g, S) == {"marriage:H", "ask"}
    events = g.apply(S, "ask")
    assert events[-1].text == "{s0} has none."
    play(g, "play:AC play:8C play:7C play:9C")
    assert declarations(g, S) == {"ask"}
    with pytest.raises(IllegalAction, match="no longer declare a marriage of your own"):
        g.apply(S, "marriage:H")


def test_hp8_ask_partner_chooses() -> None:
    g = hp6_to_trick(4)
    assert "marriage:S" in {str(a) for a in g.legal_actions(S)}
    assert set(cards("KD QD KC QC 7S")) == set(g.hands[N])
    g.apply(S, "ask")
    assert g.phase == "answer" and g.to_act() == (N,)
    assert {str(a) for a in g.legal_actions(N)} == {"answer:D", "answer:C"}
    assert g.legal_actions(S) == []
    with pytest.raises(IllegalAction):
        g.apply(N, "answer:H")
    events = g.apply(N, "answer:D")
    assert events[-1].text == "{s0} marries diamonds: +80, diamonds are trumps."
    assert g.marriage_points == [80, 100] and g.trump == 2
    assert g.to_act() == (S,) and g.phase == "play"
    # South may never again declare an own marriage this deal (test_hp8_later_windows…
    # plays to South's next window); North is unaffected.
    assert g.max_kind[S] == 2 and g.max_kind[N] == 0


def test_ask_whole_with_one_marriage_is_automatic_and_with_none_fails() -> None:
    g = position({N: "KC QC 7S", E: "6D 7D 8D", S: "AS 9S 8S", W: "6H 7H 8H"}, leader=S,
                 window=True)
    events = g.apply(S, "ask")
    assert events[-1].text.startswith("{s0} marries clubs")
    assert g.marriage_points == [60, 0] and g.phase == "play" and g.turn == S
    g = position({N: "KC JC 7S", E: "6D 7D 8D", S: "AS 9S 8S", W: "6H 7H 8H"}, leader=S,
                 window=True)
    events = g.apply(S, "ask")
    assert events[-1].text == "{s0} has none."
    assert g.marriage_points == [0, 0] and g.trump == -1 and g.max_kind[S] == 2


# --- HP-9 ------------------------------------------------------------------------------

def test_hp9_ask_half_after_trick_8() -> None:
    g = position({N: "KS", E: "6D", S: "QS", W: "7D"}, leader=S, marriages=[(S, "H")],
                 window=True)
    assert g.max_kind[S] == 1 and g.marriage_points == [100, 0]
    legal = {str(a) for a in g.legal_actions(S)}
    assert "ask:S" in legal and "marriage:S" not in legal
    events = g.apply(S, "ask:S")
    assert [e.text for e in events] == [
        "{s2} asks {s0} for K♠.", "{s0} shows K♠.", "{s2} marries spades: +40, spades are trumps."]
    assert g.marriage_points == [140, 0] and g.trump == 0
    play(g, "play:QS", "play:7D")
    assert legal_codes(g, N) == {"KS"}


def test_ask_half_refused_and_lockout() -> None:
    g = position({N: "9S 8S", E: "6D 7D", S: "QS 7H", W: "7C 8C"}, leader=S, window=True)
    events = g.apply(S, "ask:S")
    assert events[-1].text == "{s0} does not have it."
    assert g.max_kind[S] == 3 and g.trump == -1


# --- HP-11, HP-12: the auction and the redeal ------------------------------------------

def test_hp11_auction() -> None:
    g = match(dealer=W)
    assert g.to_act() == (N,)
    with pytest.raises(IllegalAction, match="must bid at least 50"):
        g.apply(N, "pass")
    play(g, "bid:50")
    with pytest.raises(IllegalAction, match="steps of 5"):
        g.apply(E, "bid:62")
    with pytest.raises(IllegalAction, match="more than 50"):
        g.apply(E, "bid:50")
    play(g, "bid:60", "pass")
    assert g.legal_actions(S) == []
    with pytest.raises(IllegalAction, match="steps of 5"):
        g.apply(W, "bid:62")
    play(g, "bid:65", "pass", "bid:80")
    assert g.to_act() == (W,)
    with pytest.raises(IllegalAction, match="not your turn"):
        g.apply(S, "bid:85")
    events = g.apply(W, "pass")
    assert g.declarer == E and g.bid == 80 and g.phase == "give" and g.to_act() == (W,)
    assert events[-1].text.startswith("{s1} wins the auction at 80.")
    assert g.calls == [[0, 50], [1, 60], [2, 0], [3, 65], [0, 0], [1, 80], [3, 0]]


def test_max_bid_ends_the_auction() -> None:
    g = match(dealer=W)
    play(g, "bid:50", "bid:440")
    assert g.declarer == E and g.phase == "give"
    g = match(dealer=W)
    with pytest.raises(IllegalAction, match="highest bid is 440"):
        g.apply(N, "bid:445")


HP12_THREE_SIXES = ["6S", "6H", "6D", "9C", "8C", "7D", "10H", "JS", "7S"]
HP12_NOTHING_ABOVE_J = ["10S", "10H", "9D", "9C", "8C", "8D", "7H", "JS", "JH"]


def _deal_with_south(south: list[str]) -> list[list[str]]:
    rest = [c for h in suit_hands() for c in h if c not in south]
    return [rest[0:9], rest[9:18], south, rest[18:27]]


def test_hp12_redeal_three_sixes() -> None:
    g = match(_deal_with_south(HP12_THREE_SIXES), dealer=W, more=1)
    play(g, "bid:50", "bid:55")
    assert "redeal" in {str(a) for a in g.legal_actions(S)}
    events = g.apply(S, "redeal")
    assert events[0].text.startswith("{s2} asks for a redeal.")
    assert g.dealer == W and g.to_act() == (N,) and g.calls == [] and g.high_bid == 0
    assert g.deals_completed() == 0 and g.deal_no == 2


def test_hp12_redeal_right_is_lost_after_a_call() -> None:
    g = match(_deal_with_south(HP12_THREE_SIXES), dealer=E)  # S calls first
    play(g, "bid:50", "bid:55", "bid:60", "bid:65")
    assert g.to_act() == (S,)
    with pytest.raises(IllegalAction, match="only on your first call"):
        g.apply(S, "redeal")


@pytest.mark.parametrize(("rank_order", "allowed"), [("seed", True), ("ace_ten", False)])
def test_hp12_nothing_above_jack(rank_order: str, allowed: bool) -> None:
    g = match(_deal_with_south(HP12_NOTHING_ABOVE_J), dealer=E, rank_order=rank_order)
    assert ("redeal" in {str(a) for a in g.legal_actions(S)}) is allowed


def test_redeal_rule_none() -> None:
    g = match(_deal_with_south(HP12_THREE_SIXES), dealer=E, redeal_rule="none")
    with pytest.raises(IllegalAction, match="no redeals at this table"):
        g.apply(S, "redeal")


# §15 redeal_rule=four_sixes: "all four 6s in one hand or in a pair's two hands, also
# allowed during the exchange" (issue 16 item 1).
SPLIT_SIXES = [h.split() for h in ("7S 7H AS KS QS JS 10S 9S 8S",  # N
                                   "6D 6H AH KH QH JH 10H 9H 8H",  # E: two sixes
                                   "7D 7C AD KD QD JD 10D 9D 8D",  # S
                                   "6S 6C AC KC QC JC 10C 9C 8C")]  # W: the other two


def redeals(g: Huutopussi, seat: int) -> bool:
    return "redeal" in {str(a) for a in g.legal_actions(seat)}


def test_four_sixes_in_one_hand_may_redeal() -> None:
    """§15 four_sixes: all four sixes in one hand (three are not enough)."""
    four = ["6S", "6H", "6D", "6C", "8C", "7D", "10H", "JS", "7S"]
    g = match(_deal_with_south(four), dealer=E, redeal_rule="four_sixes", more=1)
    assert redeals(g, S)
    g = match(_deal_with_south(HP12_THREE_SIXES), dealer=E, redeal_rule="four_sixes")
    assert not redeals(g, S)


@pytest.mark.parametrize("dealer", [N, E, S, W])
def test_four_sixes_across_a_pair_may_redeal_at_each_partners_first_call(dealer: int) -> None:
    """§15 four_sixes, "or in a pair's two hands": East holds 6D 6H and West 6S 6C. Each of
    them is offered the redeal at their own first auction turn; North and South never."""
    g = match(SPLIT_SIXES, dealer=dealer, redeal_rule="four_sixes", more=1)
    offered: dict[int, bool] = {}
    while g.phase == "auction" and len(offered) < 4:
        (seat,) = g.to_act()
        offered.setdefault(seat, redeals(g, seat))
        g.apply(seat, "bid:50" if g.opening_forced() else "pass")
    assert offered == {N: False, E: True, S: False, W: True}


def test_four_sixes_redeal_by_the_second_partner_after_the_first_called() -> None:
    """§15 four_sixes: East's bid spends East's right, not West's; the redeal voids the
    calls and the same dealer deals again."""
    g = match(SPLIT_SIXES, dealer=S, redeal_rule="four_sixes", more=1)  # West calls first
    play(g, "bid:50")
    assert not redeals(g, W)
    play(g, "pass")  # North
    assert redeals(g, E)
    events = g.apply(E, "redeal")
    assert str(events[0].msg) == "{s1} asks for a redeal. {s2} deals again; {s3} calls first."
    assert g.dealer == S and g.phase == "auction" and g.view(None).data["calls"] == []


def test_four_sixes_in_the_exchange_only_for_the_exchanging_pair() -> None:
    """§15 four_sixes "also allowed during the exchange": the declaring pair may call it on
    its turns to give and to return; the other pair is never asked during the exchange
    (the seed ties the redeal to the cards as dealt: see ``Huutopussi.redeal_rights``)."""
    g = match(SPLIT_SIXES, dealer=W, redeal_rule="four_sixes", more=2)  # North calls first
    play(g, "bid:50", "pass", "pass", "pass")  # East and West pass: their right is spent
    assert g.phase == "give" and g.to_act() == (S,)
    assert not redeals(g, S)  # North and South hold no six
    for seat in (E, W):
        assert g.legal_actions(seat) == []
        with pytest.raises(IllegalAction, match="not your turn"):
            g.apply(seat, "redeal")
    g = match(SPLIT_SIXES, dealer=N, redeal_rule="four_sixes", more=2)  # East calls first
    play(g, "bid:50", "pass", "pass", "pass")  # East declares, West gives
    assert g.to_act() == (W,) and redeals(g, W)
    play(g, "give:6S", "give:6C", "give:AC")
    assert g.to_act() == (E,) and redeals(g, E)
    events = g.apply(E, "redeal")
    assert events[0].kind == "redeal" and g.phase == "auction" and g.dealer == N


def test_bid_ban_allows_only_the_compulsory_minimum() -> None:
    """§15 bid_ban: "a team at −500 or lower may not bid except the compulsory opening
    bid" — the banned opener may make only the minimum bid, then never bid again."""
    g = position(suit_hands(), phase="auction", dealer=W, scores=(-500, 0), bid_ban=True)
    assert {str(a) for a in g.legal_actions(N)} == {"bid:50"}
    with pytest.raises(IllegalAction, match="only make the compulsory opening bid of 50"):
        g.apply(N, "bid:55")
    play(g, "bid:50", "bid:55")
    assert {str(a) for a in g.legal_actions(S)} == {"pass"}
    with pytest.raises(IllegalAction, match="may not bid"):
        g.apply(S, "bid:60")
    play(g, "pass", "pass")
    assert {str(a) for a in g.legal_actions(N)} == {"pass"}
    # Above the line (-495) the team bids freely; without the option, too.
    g = position(suit_hands(), phase="auction", dealer=W, scores=(-495, 0), bid_ban=True)
    assert "bid:440" in {str(a) for a in g.legal_actions(N)}
    g = position(suit_hands(), phase="auction", dealer=W, scores=(-800, 0))
    assert "bid:440" in {str(a) for a in g.legal_actions(N)}


def test_bid_ban_opening_in_random_play_and_hint() -> None:
    g = position(suit_hands(), phase="auction", dealer=W, scores=(-600, 0), bid_ban=True)
    assert str(g.view(N).prompt) == ("Your team is at -500 or lower: open with the "
                                     "compulsory bid of 50.")
    rng = random.Random(3)
    assert {str(g.random_action(N, rng)) for _ in range(30)} == {"bid:50"}


# --- HP-13 .. HP-15: the exchange, the raise, scoring, the end ------------------------

def test_hp13_exchange_and_raise() -> None:
    g = match(dealer=W)
    play(g, "bid:50", "bid:80", "pass", "pass", "pass")
    assert g.declarer == E and g.to_act() == (W,)
    w_hand = set(g.hands[W])
    with pytest.raises(IllegalAction, match="You don't hold"):
        g.apply(W, "give:AH")
    play(g, "give:AC")
    with pytest.raises(IllegalAction, match="already chose"):
        g.apply(W, "give:AC")
    view = g.view(W)
    assert view.data["exchange"]["selected"] == ["AC"]
    assert "exchange" not in g.view(E).data and "exchange" not in g.view(N).data
    play(g, "give:KC", "give:QC")
    assert len(g.hands[E]) == 12 and len(g.hands[W]) == 6 and g.to_act() == (E,)
    play(g, "return:AC", "return:AH", "return:KH")
    assert len(g.hands[E]) == 9 and set(g.hands[W]) == w_hand - set(cards("KC QC")) | set(
        cards("AH KH"))
    assert g.phase == "contract"
    with pytest.raises(IllegalAction, match="from your bid 80"):
        g.apply(E, "contract:75")
    with pytest.raises(IllegalAction, match="multiple of 5"):
        g.apply(E, "contract:102")
    events = g.apply(E, "contract:100")
    assert events[0].text == "{s1} raises the contract to 100."
    assert g.bid == 80 and g.contract == 100 and g.phase == "play" and g.to_act() == (E,)
    for seat in (E, W):
        assert g.view(seat).data["exchange"] == {"given": ["AC", "KC", "QC"],
                                                 "returned": ["AC", "AH", "KH"]}
    for viewer in (N, S, None):
        dumped = json.dumps(g.view(viewer).as_dict(), ensure_ascii=False)
        assert "exchange" not in g.view(viewer).data and "Exchange" not in dumped


def finish(g: Huutopussi) -> list[str]:
    out = []
    for _ in range(4):
        (seat,) = g.to_act()
        out += [e.text for e in g.apply(seat, g.legal_actions(seat)[-1])]
    return out


@pytest.mark.parametrize(("opponents_score", "delta"), [("on_failure", [0, 100]),
                                                        ("always", [110, 100])])
def test_hp13_contract_made(opponents_score: str, delta: list[int]) -> None:
    g = before_last_trick((70, 70), [(S, "S"), (E, "H")], winner=E,
                         opponents_score=opponents_score)
    finish(g)
    h = g.history[-1]
    assert h["totals"] == [110, 190] and h["made"] is True and h["delta"] == delta
    assert h["card_points"] == [70, 70] and h["last_trick_team"] == 1
    assert g.scores == delta and g.deals_completed() == 1


@pytest.mark.parametrize(("penalty", "contract", "delta"), [
    ("bid", 120, [155, -80]), ("contract", 120, [155, -120]), ("bid", 80, [0, 80])])
def test_hp14_contract_failed_loses_the_bid(penalty: str, contract: int,
                                             delta: list[int]) -> None:
    g = before_last_trick((95, 45), [(S, "S"), (E, "C")], winner=N, contract=contract,
                         failure_penalty=penalty)
    texts = finish(g)
    h = g.history[-1]
    assert h["totals"] == [155, 105] and h["delta"] == delta
    assert g.scores == delta
    if contract == 120:
        assert any("needed 120 but took 105" in t for t in texts)


def test_hp15_match_end_made() -> None:
    g = before_last_trick((80, 60), winner=E, contract=80, scores=(430, 480))
    texts = finish(g)
    assert g.scores == [430, 560] and g.is_over and g.phase == "over"
    result = g.result()
    assert result is not None and result.winners == [1, 3] and result.ranks == [1, 0]
    assert texts[-1] == "{s1} & {s3} win the match 560 to 430!"
    assert g.legal_actions(E) == [] and g.to_act() == ()
    with pytest.raises(IllegalAction, match="match is over"):
        g.apply(N, "bid:50")


def test_hp15_match_end_failed() -> None:
    # The example's "N–S took 75" with E–W failing needs a raised contract (85 + 75 = 160).
    g = before_last_trick((55, 85), winner=N, bid=80, contract=100, scores=(430, 480))
    finish(g)
    assert g.scores == [505, 400] and g.result() is not None
    assert g.result().winners == [0, 2]  # type: ignore[union-attr]


def test_match_continues_below_target_and_dealer_rotates() -> None:
    g = before_last_trick((80, 60), winner=E, contract=80, scores=(0, 100), dealer=2)
    finish(g)
    assert g.phase == "auction" and g.dealer == 3 and g.to_act() == (0,)
    assert g.trick_no == 0 and g.marriages == [] and all(len(h) == 9 for h in g.hands)


# --- variants --------------------------------------------------------------------------

def test_finnish_points_and_bonus() -> None:
    g = position({N: "AS", E: "10S", S: "KS", W: "JS"}, leader=N,
                 won={E: rest_of_pack("AS 10S KS JS")}, card_points="finnish",
                 last_trick_bonus=10)
    finish(g)
    assert g.history[-1]["card_points"] == [11 + 10 + 4 + 2, 120 - 27]
    assert g.history[-1]["totals"] == [27 + 10, 120 - 27]


def test_bridge_order_marriage_values() -> None:
    g = position({N: "KS QS 7H"}, leader=N, window=True, marriage_values="bridge_order")
    assert str(g.label(g.legal_actions(N)[0])) == "Marry spades (+100)"
    g.apply(N, "marriage:S")
    assert g.marriage_points == [100, 0]


def test_no_forced_opening_all_pass_plays_without_contract() -> None:
    g = match(dealer=W, forced_opening=False, min_bid=60)
    with pytest.raises(IllegalAction, match="lowest bid is 60"):
        g.apply(N, "bid:50")
    play(g, "pass", "pass", "pass", "pass")
    assert g.phase == "play" and g.declarer == -1 and g.to_act() == (N,)
    for _ in range(36):
        (seat,) = g.to_act()
        g.apply(seat, next(a for a in g.legal_actions(seat) if a.kind == "play"))
    h = g.history[-1]
    assert h["made"] is None and h["delta"] == h["totals"] and g.scores == h["totals"]


def test_max_bid_420() -> None:
    g = match(dealer=W, max_bid=420)
    assert str(g.legal_actions(N)[-1]) == "bid:420"
    play(g, "bid:420")
    assert g.phase == "give"


def test_exchange_four_and_contract_before_return() -> None:
    g = match(dealer=W, exchange_count=4, contract_timing="before_return")
    play(g, "bid:50", "pass", "pass", "pass", "give:AD", "give:KD", "give:QD", "give:JD")
    assert len(g.hands[N]) == 13 and g.phase == "contract"
    play(g, "contract:70", "return:AD", "return:KD", "return:QD")
    assert g.phase == "return"
    play(g, "return:JD")
    assert g.phase == "play" and g.contract == 70 and [len(h) for h in g.hands] == [9] * 4


def test_declare_right_any_won_trick() -> None:
    hands = {N: "AS KH QH", E: "7D 8D", S: "7S 9D 10D", W: "8S JD 6D"}
    g = position(hands, leader=E, trick="6S")
    play(g, "play:7S", "play:8S", "play:AS")
    assert g.leader == N and g.window == -1
    g = position(hands, leader=E, trick="6S", declare_right="any_won_trick")
    play(g, "play:7S", "play:8S", "play:AS")
    assert g.window == N and "marriage:H" in {str(a) for a in g.legal_actions(N)}


# South asks at a window after trick 3 (for a half of clubs, or for a marriage: North
# then declares spades), wins trick 4 (a second window), then North wins tricks 5 and 6,
# leading the latter: North's window. North holds K♠ Q♠ (until asked) and Q♦ alone.
LOCKOUT_HANDS = {S: "AC AD KC KH QH 7S 6S", N: "KS QS QD AS AH 6H 6D",
                 W: "9C 9D 8S 9H QC 10H 7C", E: "10C 10D 9S 8H JC JD JH"}


@pytest.mark.parametrize(("rule", "first", "south_after", "north"), [
    ("seed", "ask:C", {"ask:C"}, {"marriage:S", "ask", "ask:D"}),
    ("partner_lock", "ask:C", {"ask:C"}, {"marriage:S", "ask", "ask:D"}),
    ("illisoft", "ask:C", {"ask:C"}, {"ask:D"}),
    ("seed", "ask", {"ask", "ask:C"}, {"ask", "ask:D"}),
    ("partner_lock", "ask", {"ask", "ask:C"}, {"ask:D"}),
    ("illisoft", "ask", {"ask", "ask:C"}, {"ask", "ask:D"}),
])
def test_ask_lockouts(rule: str, first: str, south_after: set[str], north: set[str]) -> None:
    """§15 ask_lockouts, read literally (see ``huutopussi.marriages.after_ask``).

    partner_lock: only an ask for a marriage bars, and only the partner's ask for one.
    illisoft: after a half-ask both partners keep only the half-asks.
    """
    g = position(LOCKOUT_HANDS, leader=S, ask_lockouts=rule)
    play(g, "play:AC play:9C play:6H play:10C")
    assert declarations(g, S) == {"marriage:H", "ask", "ask:C"}
    play(g, first)
    play(g, "play:AD play:9D play:6D play:10D")
    assert declarations(g, S) == south_after
    assert "marriage:H" not in south_after  # any ask bars the asker's own marriages
    play(g, "play:7S play:8S play:AS play:9S", "play:AH play:8H play:QH play:9H")
    assert g.to_act() == (N,)
    assert declarations(g, N) == north
    if "marriage:S" not in north and first == "ask:C":
        with pytest.raises(IllegalAction, match="Your partner asked for a half"):
            g.clone().apply(N, "marriage:S")
    if "ask" not in north:
        with pytest.raises(IllegalAction, match="Your partner asked"):
            g.clone().apply(N, "ask")
    play(g, "ask:D")  # a half-ask is never barred
    assert g.to_act() == (N,) and declarations(g, N) == set()


def test_porvoo_no_trick_penalty() -> None:
    """§15 no_trick_penalty=porvoo: opponents with no trick score −B; a declarer who took
    no trick personally costs the pair −2×B even when the partner's tricks reached the
    contract — so the record says not made, and the sentence says why (issue 16 item 3)."""
    g = before_last_trick((0, 140), winner=E, declarer=W, bid=80, contract=80,
                          tricks={E: 5, W: 3}, no_trick_penalty="porvoo")
    texts = finish(g)
    assert g.history[-1]["delta"] == [-80, 80] and g.history[-1]["made"] is True
    assert texts[-2] == "{s1} & {s3} made 80 with 160: +80. {s0} & {s2} took no trick: -80."
    record = g.deal_records()[-1]
    assert (record.made, record.changes, record.detail["penalty"]) == (
        True, (-80, 80), ["opponents_no_trick"])
    g = before_last_trick((40, 100), winner=E, declarer=W, bid=80, contract=80,
                          tricks={N: 1, E: 7}, no_trick_penalty="porvoo")
    texts = finish(g)
    h = g.history[-1]
    assert h["delta"] == [0, -160] and h["totals"] == [40, 120] and h["made"] is False
    assert texts[-2] == ("{s3} took no trick, so {s1} & {s3} score -160 (120 taken for 80). "
                         "{s0} & {s2} score nothing.")
    record = g.deal_records()[-1]
    assert (record.declarer, record.contract, record.made, record.margin, record.changes) == (
        W, "80", False, 40, (0, -160))
    assert record.detail["penalty"] == ["declarer_no_trick"]
    assert "made" not in texts[-2]


def test_win_condition_exceed() -> None:
    g = before_last_trick((80, 60), winner=N, declarer=N, contract=80, scores=(420, 0),
                         win_condition="exceed")
    finish(g)
    assert g.scores == [500, 0] and not g.is_over


@pytest.mark.parametrize(("before", "after", "winners"), [
    ((410, 470), [510, 520], [1, 3]),  # both over 500: the higher score wins
    ((410, 460), [510, 510], [0, 2]),  # equal: the declarers win
])
def test_win_tiebreak(before: tuple[int, int], after: list[int], winners: list[int]) -> None:
    g = before_last_trick((90, 50), winner=N, declarer=N, contract=100, scores=before,
                         opponents_score="always")
    finish(g)
    assert g.scores == after and g.result().winners == winners  # type: ignore[union-attr]


def test_first_trick_aces() -> None:
    g = position({N: "AH KS 7C 8C 9C 10C JC QC KC"}, leader=N, first_trick_aces=True)
    assert legal_codes(g, N) == {"AH"}
    g = position({N: "KS 6C 7C 8C 9C 10C JC QC KC", E: "6S AS 6H 7H 8H 9H 10H JH QH"},
                 leader=N, first_trick_aces=True)
    assert legal_codes(g, N) == {"KS"}
    play(g, "play:KS")
    assert legal_codes(g, E) == {"AS"}


def test_opponent_rounding() -> None:
    g = before_last_trick((73, 47), winner=N, declarer=E, contract=100,
                          card_points="finnish", opponent_rounding=True)
    finish(g)
    assert g.history[-1]["totals"][0] == 93 and g.history[-1]["delta"][0] == 95


def test_seed_decides_the_first_dealer() -> None:
    dealers = {seed: new_match("huutopussi", 4, None, seed).view(None).data["dealer"]
               for seed in range(24)}
    assert set(dealers.values()) == {N, E, S, W}  # different seeds, different dealers
    for seed in (0, 5, 23):  # the same seed, the same dealer
        assert new_match("huutopussi", 4, None, seed).view(None).data["dealer"] == dealers[seed]
    for seed, dealer in dealers.items():  # and the seat after the dealer calls first
        assert new_match("huutopussi", 4, None, seed).to_act() == ((dealer + 1) % 4,)


def test_no_window_after_trick_9() -> None:
    g = position({N: "AS KH", E: "7S 6D", S: "8S 7D", W: "9S 8D"}, leader=N)
    play(g, "play:AS play:7S play:8S play:9S")  # trick 8: North led and won
    assert declarations(g, N) == {"ask", "ask:H"}
    events = []
    for move in ("play:KH", "play:6D", "play:7D", "play:8D"):
        (seat,) = g.to_act()
        events += g.apply(seat, move)
    assert any(e.kind == "score" for e in events) and g.deals_completed() == 1
    assert g.view(None).data["window"] is None
    for seat in range(4):
        assert declarations(g, seat) == set()


def test_declaring_out_of_a_window_names_the_rule_in_force() -> None:
    hands = {N: "AS 9S", E: "6D 7C", S: "7D 8C", W: "8D 9C"}
    with pytest.raises(IllegalAction, match="after winning a trick you led,"):
        position(hands, leader=N).apply(N, "ask")
    with pytest.raises(IllegalAction, match="after winning a trick, before") as err:
        position(hands, leader=N, declare_right="any_won_trick").apply(N, "ask")
    assert "you led" not in err.value.reason


def test_options_reject_unknown_and_inconsistent() -> None:
    with pytest.raises(ValueError):
        HuutopussiOptions(min_bid=450, max_bid=440)
    with pytest.raises(ValueError):
        HuutopussiOptions.model_validate({"trumps": "always"})
    with pytest.raises(ValueError):
        new_match("huutopussi", 3)


# --- input handling and views ----------------------------------------------------------

@pytest.mark.parametrize(("move", "reason"), [
    ("play:ZZ", "is not a card"), ("play:2S", "not in the Huutopussi pack"),
    ("play:AH", "You don't hold A♥"), ("dance", "is not a Huutopussi move"),
    ("bid:60", "can't bid now"), ("marriage:X", "only right after winning"),
])
def test_bad_input_gets_a_sentence(move: str, reason: str) -> None:
    g = position({N: "AS 9S", E: "6D 7C", S: "7D 8C", W: "8D 9C"}, leader=N)
    with pytest.raises(IllegalAction, match=reason) as err:
        g.apply(N, move)
    assert err.value.legal


def test_view_shows_the_table_and_hides_hands() -> None:
    g = hp6_to_trick(4)
    g.apply(S, "ask")
    g.apply(N, "answer:D")
    public = g.view(None)
    titles = [str(s.title) for s in public.sections]
    assert titles[:3] == ["Scores", "Contract", "Trumps"]
    assert "Trick 5" in titles and "Last trick" in titles
    assert public.hand == [] and public.data["trump"] == "D"
    assert public.data["marriages"] == [{"seat": 1, "suit": "H", "value": 100},
                                        {"seat": 0, "suit": "D", "value": 80}]
    mine = g.view(S)
    assert mine.hand == ["KS", "QS", "AC", "JC", "10C"] and str(mine.prompt).startswith("Play")
    assert "Waiting for {s2}" in str(g.view(E).prompt)
    assert str(g.label(g.legal_actions(S)[-1])).endswith("♣")


def test_json_round_trip_mid_deal() -> None:
    g = hp6_to_trick(4)
    again = Huutopussi.from_json(g.to_json())
    assert again == g
