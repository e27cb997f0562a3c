"""Prefa rules: the worked examples of shared/rules/prefa.md §13 on dealing, the auction,
the kitty, the defence and play; the table a seat sees; what players type.

Auction, kitty and defence examples are driven through ``apply`` from prepared
deals; play examples start from described positions (``Prefa.position``). The
scoring examples are in ``test_prefa_scoring.py``, the position builder's own
checks in ``test_prefa_position.py``.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from bot.engine import Face, Faces, Join, Listing, Msg, Seat, new_match
from bot.engine.cards import card_code, deck_32, parse_card, shuffled, sort_hand
from bot.games.prefa import (
    ALONE,
    BOTH,
    BOTH_PASS,
    CONTRACT_INDEX,
    GAME_VALUE,
    LEVEL,
    REQ_L,
    REQ_R,
    TOGETHER,
    ContractError,
    Prefa,
    parse_contract,
)
from bot.games.prefa.rules import shuffled_pack
from bot.i18n import english
from bot.terminal import play
from tests.harness import assert_rejects
from tests.prefa_helpers import hand_of, legal, match, mid_trick, run, to_defence


def data(state: Prefa) -> dict:
    return state.view(None).data


# --- §5 dealing --------------------------------------------------------------------

def _by_twos(deck: list[int], *starts: int) -> list[str]:
    return [card_code(c) for c in sort_hand(c for s in starts for c in deck[s:s + 2])]


def _assert_dealt(state: Prefa, deck: list[int]) -> None:
    """§5: F deck[0:2], M deck[2:4], d deck[4:6], kitty deck[6:8], then F, M, d by twos."""
    d = data(state)["dealer"]
    f, m = (d + 1) % 3, (d + 2) % 3
    assert hand_of(state, f) == _by_twos(deck, 0, 8, 14, 20, 26)
    assert hand_of(state, m) == _by_twos(deck, 2, 10, 16, 22, 28)
    assert hand_of(state, d) == _by_twos(deck, 4, 12, 18, 24, 30)
    # the kitty: what forehand takes up when the others pass and it bids
    probe = Prefa.from_json(state.to_json())
    run(probe, (f, "bid:6S"), (m, "pass"), (d, "pass"))
    assert probe.view(f).data["kitty"] == [card_code(c) for c in sort_hand(deck[6:8])]


def test_dealing_order_two_at_a_time_with_the_kitty_after_round_one() -> None:
    """Rebuild the seeded shuffle (salted by deal number) and check where every card went."""
    first_seed_per_dealer: dict[int, int] = {}
    for seed in range(30):
        dealer = new_match("prefa", 3, {}, seed=seed).view(None).data["dealer"]
        first_seed_per_dealer.setdefault(dealer, seed)
    assert set(first_seed_per_dealer) == {0, 1, 2}
    for seed in first_seed_per_dealer.values():
        s = new_match("prefa", 3, {}, seed=seed)
        assert isinstance(s, Prefa)
        _assert_dealt(s, shuffled(deck_32(), seed, salt="0"))
        first = data(s)["dealer"]
        for _ in range(3):  # throw in: the next deal is shuffle number 1, dealt by next(dealer)
            s.apply(s.to_act()[0], "pass")
        assert data(s)["dealer"] == (first + 1) % 3
        _assert_dealt(s, shuffled(deck_32(), seed, salt="1"))


def test_the_fast_shuffle_is_the_engines_shuffle() -> None:
    """Deals must replay exactly: the written-out shuffle equals ``cards.shuffled``."""
    for seed in range(200):
        for number in (0, 1, 7, 123):
            assert shuffled_pack(seed, number) == shuffled(deck_32(), seed, str(number))


# --- §6 auction ------------------------------------------------------------------

def test_ex1_auction_with_same() -> None:
    s = match(dealer=0)
    assert s.to_act() == (1,)
    assert legal(s, 1) == {"pass"} | {f"bid:{c}" for c in CONTRACT_INDEX}
    s.apply(1, "bid:6D")
    assert legal(s, 2) == {"pass", "bid:6H"}
    s.apply(2, "bid:6H")
    assert legal(s, 0) == {"pass", "bid:6NT"}
    s.apply(0, "bid:6NT")
    assert legal(s, 1) == {"pass", "same"}
    s.apply(1, "same")
    assert (data(s)["holder"], data(s)["current"]) == (1, "6NT")
    assert legal(s, 2) == {"pass", "bid:7S"}
    s.apply(2, "pass")
    assert legal(s, 0) == {"pass", "bid:7S"}
    s.apply(0, "bid:7S")
    assert legal(s, 1) == {"pass", "same"}
    s.apply(1, "pass")
    assert s.view(None).phase == "discard"
    assert (data(s)["declarer"], data(s)["bid"]) == (0, "7S")
    assert data(s)["auction"] == [
        {"seat": 1, "call": "bid", "contract": "6D"}, {"seat": 2, "call": "bid", "contract": "6H"},
        {"seat": 0, "call": "bid", "contract": "6NT"},
        {"seat": 1, "call": "same", "contract": "6NT"}, {"seat": 2, "call": "pass"},
        {"seat": 0, "call": "bid", "contract": "7S"}, {"seat": 1, "call": "pass"}]


def test_ex2_throw_in_passes_the_deal() -> None:
    s = match(dealer=0, extra=0)  # the next deal is shuffled
    before = [hand_of(s, seat) for seat in range(3)]
    events = s.apply(1, "pass") + s.apply(2, "pass") + s.apply(0, "pass")
    assert events[-1].kind == "throw_in"
    assert events[-1].text == "All three passed: the cards are thrown in and {s1} deals again."
    assert data(s)["dealer"] == 1 and s.view(None).phase == "auction" and s.to_act() == (2,)
    assert data(s)["throw_ins"] == 1 and s.deals_completed() == 0
    assert (data(s)["pots"], data(s)["chips"]) == ([20, 20, 20], [0, 0, 0])
    assert [hand_of(s, seat) for seat in range(3)] != before


def test_ex2_last_player_may_bid_and_is_declarer_at_once() -> None:
    s = match(dealer=0)
    run(s, (1, "pass"), (2, "pass"))
    assert len(legal(s, 0)) == 25
    s.apply(0, "bid:9C")
    assert s.view(None).phase == "discard" and (data(s)["declarer"], data(s)["bid"]) == (0, "9C")


def test_first_bid_after_two_passes_ends_auction() -> None:
    s = match(dealer=0)
    run(s, (1, "pass"), (2, "pass"), (0, "bid:7NT"))
    assert data(s)["declarer"] == 0 and s.view(None).phase == "discard"


def test_pass_is_final_and_turns_skip_passed_players() -> None:
    s = match(dealer=0)
    run(s, (1, "bid:6S"), (2, "pass"))
    assert s.to_act() == (0,)
    s.apply(0, "bid:6C")
    assert s.to_act() == (1,)  # seat 2 passed and is skipped
    s.apply(1, "same")
    assert s.to_act() == (0,)
    s.apply(0, "bid:6D")
    s.apply(1, "pass")
    assert (data(s)["declarer"], data(s)["bid"]) == (0, "6D")


def test_after_10h_only_pass() -> None:
    s = match(dealer=0)
    s.apply(1, "bid:10H")
    assert legal(s, 2) == {"pass"}
    err = assert_rejects(s, 2, "bid:10H")
    assert err.reason == "10♥ is the highest contract; all you can do is pass."


def test_six_level_aliases() -> None:
    s = match(dealer=0)
    s.apply(1, "bid:hearts")
    assert data(s)["current"] == "6H"
    s.apply(2, "bid:no-trumps")
    assert data(s)["current"] == "6NT"
    off = match(dealer=0, bid_alias_six=False)
    err = assert_rejects(off, 1, "bid:spades")
    assert err.reason.startswith("At this table a contract needs its number of tricks: "
                                 "write 6S, not “spades”.")


def test_parse_contract_forms() -> None:
    assert parse_contract("7nt") == CONTRACT_INDEX["7NT"]
    assert parse_contract("10♥") == CONTRACT_INDEX["10H"]
    assert parse_contract("8 d") == CONTRACT_INDEX["8D"]
    assert parse_contract("6 spades") == CONTRACT_INDEX["6S"]
    assert parse_contract("8 No-Trumps") == CONTRACT_INDEX["8NT"]
    assert parse_contract("clubs") == CONTRACT_INDEX["6C"]
    for text, code in (("10NT", "ten-nt"), ("11S", "level"), ("7", "no-suit"),
                       ("7X", "unknown"), ("foo", "unknown")):
        with pytest.raises(ContractError) as caught:
            parse_contract(text)
        assert caught.value.code == code
    with pytest.raises(ContractError, match="six-only"):
        parse_contract("hearts", aliases=False)


# --- §7 kitty and final contract ----------------------------------------------------

def test_ex3_kitty_discards_and_final_contract() -> None:
    s = match(dealer=2, hands=[["AS", "KS"], [], []], kitty=["7H", "8H"])
    run(s, (0, "bid:7S"), (1, "pass"), (2, "pass"))
    mine = s.view(0)
    assert mine.data["declarer"] == 0 and len(mine.hand) == 12
    assert {"7H", "8H"} <= set(mine.hand) and mine.data["kitty"] == ["8H", "7H"]
    assert mine.hand == [card_code(c) for c in sort_hand(deck_32()) if card_code(c)
                         in mine.hand]  # the kitty sorted in
    assert [a.arg for a in s.legal_actions(0)] == mine.hand  # discards in hand order
    run(s, (0, "discard:7H"), (0, "discard:AS"))
    assert len(hand_of(s, 0)) == 10 and s.view(None).phase == "contract"
    assert s.view(0).data["discards"] == ["7H", "AS"]
    choices = legal(s, 0)
    assert len(choices) == 19
    assert choices == {f"contract:{c}" for c, i in CONTRACT_INDEX.items() if i >= 5}
    for six in ("6S", "6C", "6D", "6H", "6NT"):
        err = assert_rejects(s, 0, f"contract:{six}")
        assert "must be 7♠ or higher" in err.reason
    s.apply(0, "contract:7H")
    idx = CONTRACT_INDEX["7H"]
    assert data(s)["contract"] == {"seat": 0, "code": "7H", "value": 7, "tricks": 7,
                                   "bid": "7S"}
    assert data(s)["trump"] == "H"
    assert GAME_VALUE[idx] == 7 and LEVEL[idx] == 7 and (REQ_R[7], REQ_L[7]) == (2, 1)
    assert s.view(None).phase == "defend" and s.to_act() == (1,)


def test_final_contract_may_change_suit_and_notrump() -> None:
    s = match(dealer=2)
    to_defence(s, 0, "7C", "10S")
    assert data(s)["contract"]["code"] == "10S"
    t = match(dealer=2)
    to_defence(t, 0, "7C", "9NT")
    assert data(t)["trump"] == "NT"


# --- §8 defenders ---------------------------------------------------------------------

def test_ex4_defence_after_r_passes() -> None:
    for choice, mode, active, other in (("pass", BOTH_PASS, None, None),
                                        ("alone", ALONE, 2, 1),
                                        ("together", TOGETHER, 2, 1)):
        s = match(dealer=2)
        to_defence(s, 0, "7S", "7S")
        assert legal(s, 1) == {"play", "pass"}
        s.apply(1, "pass")
        assert s.to_act() == (2,)
        assert legal(s, 2) == {"pass", "alone", "together"}
        s.apply(2, choice)
        if mode == BOTH_PASS:
            assert s.deals_completed() == 1 and data(s)["pots"][0] == 13  # 7♠: GV 7
            continue
        d = data(s)
        assert (d["mode"], d["active"], d["other"]) == (mode, active, other)
        assert s.view(None).phase == "play"
        assert d["in_play"] == [True, mode != ALONE, True]


def test_ex4_defence_after_r_plays() -> None:
    s = match(dealer=2)
    to_defence(s, 0, "7S", "7S")
    s.apply(1, "play")
    assert legal(s, 2) == {"play", "pass"}
    both = s.clone()
    both.apply(2, "play")
    assert data(both)["mode"] == BOTH and data(both)["in_play"] == [True, True, True]
    s.apply(2, "pass")
    assert s.to_act() == (1,) and legal(s, 1) == {"alone", "together"}
    alone = s.clone()
    alone.apply(1, "alone")
    assert (data(alone)["mode"], data(alone)["active"], data(alone)["other"]) == (ALONE, 1, 2)
    assert data(alone)["in_play"] == [True, True, False]
    s.apply(1, "together")
    assert (data(s)["mode"], data(s)["active"], data(s)["other"]) == (TOGETHER, 1, 2)


def test_reentry_variant() -> None:
    s = match(dealer=2, first_defender_reentry=True)
    to_defence(s, 0, "7S", "7S")
    run(s, (1, "pass"))
    (offer,) = s.apply(2, "alone")
    assert offer.text == "{s2} will defend alone, unless {s1} takes over."
    assert s.view(None).phase == "defend" and s.to_act() == (1,)
    assert legal(s, 1) == {"together", "pass"}
    confirm = s.clone()
    (event,) = confirm.apply(1, "pass")
    assert event.text == "{s1} passes, so {s2} defends alone; {s1}'s cards stay out. {s0} leads."
    assert (data(confirm)["mode"], data(confirm)["active"]) == (ALONE, 2)
    s.apply(1, "together")
    assert (data(s)["mode"], data(s)["active"], data(s)["other"]) == (TOGETHER, 1, 2)
    off = match(dealer=2)
    to_defence(off, 0, "7S", "7S")
    run(off, (1, "pass"), (2, "alone"))
    assert off.view(None).phase == "play" and data(off)["mode"] == ALONE


def test_the_call_that_decides_the_defence_is_one_line() -> None:
    """Issue 16 item 10: "{s1} defends alone." was followed by the same news again."""
    s = match(dealer=1)
    to_defence(s, 0, "7S", "7S")
    assert [e.text for e in s.apply(1, "play")] == ["{s1} will defend."]
    assert [e.text for e in s.apply(2, "pass")] == ["{s2} passes."]
    assert [e.text for e in s.apply(1, "alone")] == [
        "{s1} defends alone; {s2}'s cards stay out. {s0} leads."]
    t = match(dealer=2)
    to_defence(t, 0, "7S", "7S")
    t.apply(1, "pass")
    assert [e.text for e in t.apply(2, "together")] == [
        "{s2} defends and takes {s1} along (together). {s0} leads."]
    u = match(dealer=2)
    to_defence(u, 0, "7S", "7S")
    u.apply(1, "play")
    assert [e.text for e in u.apply(2, "play")] == [
        "{s2} defends too: both defenders play. {s0} leads."]


# --- §9 play ----------------------------------------------------------------------------

def _defend(dealer: int, calls: list[tuple[int, str]]) -> Prefa:
    s = match(dealer=dealer)
    to_defence(s, 0, "7S", "7S")
    run(s, *calls)
    return s


def test_ex5_first_lead() -> None:
    a = _defend(1, [(1, "play"), (2, "pass"), (1, "alone")])
    assert data(a)["in_play"] == [True, True, False] and a.to_act() == (0,)
    b = _defend(1, [(1, "pass"), (2, "alone")])
    assert data(b)["in_play"] == [True, False, True] and b.to_act() == (2,)
    c = _defend(1, [(1, "pass"), (2, "together")])
    assert data(c)["in_play"] == [True, True, True] and c.to_act() == (2,)


@pytest.mark.parametrize(("dealer", "calls", "helper"), [
    (0, [(1, "pass"), (2, "together")], 1),                 # R is forehand and taken along
    (1, [(1, "play"), (2, "pass"), (1, "together")], 2),    # L is forehand and taken along
])
def test_helper_who_is_forehand_leads(dealer: int, calls: list[tuple[int, str]],
                                      helper: int) -> None:
    """§9.2: a helper in TOGETHER is in play, so as forehand he leads the first trick."""
    s = _defend(dealer, calls)
    assert data(s)["mode"] == TOGETHER and data(s)["other"] == helper == (dealer + 1) % 3
    assert data(s)["in_play"] == [True, True, True] and s.to_act() == (helper,)
    s.apply(helper, s.legal_actions(helper)[0])
    assert s.to_act() == ((helper + 1) % 3,)


def test_ex6_legal_cards() -> None:
    hand = "AS 10S KH 7H QD"
    s = mid_trick("7H", {0: hand}, [(2, "10C")], left=5)
    assert legal(s, 0) == {"play:KH", "play:7H"}
    err = assert_rejects(s, 0, "play:AS")
    assert err.reason == "You have no clubs, so you must play a trump (♥)."
    assert english(s.view(0).prompt) == "You have no clubs: play a trump (♥)."
    nt = mid_trick("7NT", {0: hand}, [(2, "10C")], left=5)
    assert legal(nt, 0) == {f"play:{c}" for c in hand.split()}
    trump_led = mid_trick("7H", {0: hand}, [(2, "AH")], left=5)
    assert legal(trump_led, 0) == {"play:KH", "play:7H"}
    err = assert_rejects(trump_led, 0, "play:QD")
    assert err.reason == "You must follow suit: play a heart (♥) card."


def test_ex7_trick_winner() -> None:
    s = mid_trick("7D", {0: "7D AS"}, [(1, "10C"), (2, "AC")], left=2)
    s.apply(0, "play:7D")
    d = data(s)
    assert d["tricks"] == [8, 1, 0] and s.to_act() == (0,)  # 7 + 1 before, and this one
    assert d["trick"] == [] and d["last_trick_winner"] == 0
    assert d["last_trick"] == [{"seat": 1, "card": "10C"}, {"seat": 2, "card": "AC"},
                               {"seat": 0, "card": "7D"}]
    t = mid_trick("7S", {0: "8H QC"}, [(1, "KD"), (2, "AD")], left=2)
    assert legal(t, 0) == {"play:8H", "play:QC"}  # no diamonds, no trumps: any card
    t.apply(0, "play:8H")
    assert data(t)["tricks"] == [7, 1, 1] and t.to_act() == (2,)


def test_no_obligation_to_head_or_overtrump() -> None:
    s = mid_trick("7H", {0: "7H AH"}, [(1, "AD"), (2, "QH")], left=2)
    # void in diamonds: any trump, even one that loses to the queen
    assert legal(s, 0) == {"play:7H", "play:AH"}
    s.apply(0, "play:7H")
    assert data(s)["tricks"] == [7, 1, 1]


def test_moves_are_listed_in_hand_order() -> None:
    """Issue 16 item 5: the legal cards come in the order the hand is shown."""
    s = mid_trick("7NT", {0: "QD 8S JD AS 9D"}, [], left=5, leader=0)
    mine = s.view(0)
    assert mine.hand == ["AS", "8S", "QD", "JD", "9D"]
    assert [a.arg for a in s.legal_actions(0)] == mine.hand
    assert english(mine.hand_text) == "A♠ 8♠ Q♦ J♦ 9♦"
    for seed in range(3):  # and in real deals, whatever order the cards were dealt in
        m = new_match("prefa", 3, {}, seed)
        seat = m.to_act()[0]
        run(m, (seat, "bid:6S"), ((seat + 1) % 3, "pass"), ((seat + 2) % 3, "pass"))
        assert [a.arg for a in m.legal_actions(seat)] == hand_of(m, seat)


def test_whole_deal_played_through_exact_ten() -> None:
    """Declarer with all the spades and two aces makes 10♠ against both defenders."""
    spades = [f"{r}S" for r in ("A", "K", "Q", "J", "10", "9", "8", "7")]
    s = match(dealer=2, hands=[[*spades, "AH", "AC"], [], []], kitty=["7H", "7C"])
    run(s, (0, "bid:10S"), (1, "pass"), (2, "pass"),
        (0, "discard:7H"), (0, "discard:7C"), (0, "contract:10S"),
        (1, "play"), (2, "play"))
    assert data(s)["mode"] == BOTH and s.to_act() == (0,)
    for card in [*spades, "AH", "AC"]:
        s.apply(0, f"play:{card}")
        for seat in (1, 2):
            s.apply(seat, s.legal_actions(seat)[0])
        if s.deals_completed() == 0:
            assert s.to_act() == (0,)
    assert s.deals_completed() == 1
    assert (data(s)["pots"], data(s)["chips"]) == ([10, 20, 20], [0, 0, 0])
    assert data(s)["dealer"] == 0 and s.view(None).phase == "auction"


def test_alone_deal_plays_two_card_tricks() -> None:
    spades = [f"{r}S" for r in ("A", "K", "Q", "J", "10", "9", "8", "7")]
    s = match(dealer=2, hands=[[*spades, "AH", "AC"], [], []], kitty=["7H", "7C"])
    run(s, (0, "bid:10S"), (1, "pass"), (2, "pass"),
        (0, "discard:7H"), (0, "discard:7C"), (0, "contract:10S"),
        (1, "play"), (2, "pass"), (1, "alone"))
    out = hand_of(s, 2)
    for card in [*spades, "AH", "AC"]:
        s.apply(0, f"play:{card}")
        if card != "AC":
            assert s.to_act() == (1,)
        s.apply(1, s.legal_actions(1)[0])
        if s.deals_completed() == 0:
            assert hand_of(s, 2) == out and s.to_act() == (0,)
    # case C: lone defender needs 0 at the 10-level: pot −10, he took 0 tricks.
    assert (data(s)["pots"], data(s)["chips"]) == ([10, 20, 20], [0, 0, 0])


# --- views ------------------------------------------------------------------------------------

def test_kitty_and_discards_only_in_declarers_view() -> None:
    s = match(dealer=2, hands=[[], [], []], kitty=["7H", "8H"])
    for seat in (None, 0, 1, 2):
        assert "7♥" not in english(s.view(seat).hand_text)
        assert "7H" not in str(s.view(seat).data)
    run(s, (0, "bid:7S"), (1, "pass"), (2, "pass"))
    events = s.apply(0, "discard:7H") + s.apply(0, "discard:8H")
    assert [e.text for e in events] == ["{s0} discards a card face down."] * 2
    mine = s.view(0)
    assert mine.data["kitty"] == ["8H", "7H"] and mine.data["discards"] == ["7H", "8H"]
    kitty = [sec for sec in mine.sections if english(sec.title) == "Kitty"]
    assert [english(sec.body) for sec in kitty] == ["you took 8♥ 7♥; you discarded 7♥ 8♥"]
    for seat in (None, 1, 2):
        view = s.view(seat)
        text = " ".join(english(sec.body) for sec in view.sections) + str(view.data)
        assert "7♥" not in text and "8♥" not in text and "7H" not in text
        assert "kitty" not in view.data and "discards" not in view.data


def test_views_show_pots_chips_auction_contract_trick_and_tricks() -> None:
    s = match(dealer=2)
    to_defence(s, 0, "7S", "7H")
    run(s, (1, "play"), (2, "play"))
    leader = s.to_act()[0]
    s.apply(leader, s.legal_actions(leader)[0])
    view = s.view(None)
    assert view.phase == "play" and english(view.phase_title) == "Play"
    sections = {english(sec.title): english(sec.body) for sec in view.sections}
    assert sections["Pots"] == "{s0} 20 · {s1} 20 · {s2} 20"
    assert sections["Chips"] == "{s0} +0 · {s1} +0 · {s2} +0"
    assert sections["Auction"] == "{s0} 7♠, {s1} pass, {s2} pass"
    assert sections["Contract"] == "{s0} won at 7♠; contract 7♥ (game value 7)"
    assert sections["Defence"] == "{s1} play, {s2} play"
    assert sections["Trick"].startswith(f"{{s{leader}}} ")
    assert sections["Tricks taken"] == "{s0} 0 · {s1} 0 · {s2} 0"
    assert view.hand == [] and view.data["pots"] == [20, 20, 20]
    assert view.data["contract"]["code"] == "7H" and view.data["contract"]["value"] == 7
    assert english(view.prompt) == f"Waiting for {{s{(leader + 1) % 3}}}."
    assert len(s.view(1).hand) == 10


def test_view_data_is_machine_readable() -> None:
    """Issue 16 item 15: codes, ints, bools and code words — no display text."""
    s = mid_trick("8D", {0: "AD 8D"}, [(1, "10D")], left=2, pots=[7, 20, 3],
                  chips=[10, -4, -6])
    d = s.view(0).data
    assert d["trick"] == [{"seat": 1, "card": "10D"}] and d["trump"] == "D"
    assert d["contract"] == {"seat": 0, "code": "8D", "value": 8, "tricks": 8, "bid": "8D"}
    assert (d["dealer"], d["forehand"], d["declarer"], d["mode"]) == (0, 1, 0, "both")
    assert d["scores"] == d["chips"] == [10, -4, -6] and d["pots"] == [7, 20, 3]
    assert d["hand_sizes"] == [2, 1, 2] and d["deals_completed"] == 0
    assert d["auction"][0] == {"seat": 1, "call": "pass"}
    assert all(isinstance(c, str) and c.isascii() for c in d["played"])
    for key, value in d.items():
        assert not (isinstance(value, str) and any(ch in value for ch in "♠♥♦♣")), key


def test_labels() -> None:
    s = match(dealer=0)
    labels = {english(s.label(a)) for a in s.legal_actions(1)}
    assert "Bid 7♠" in labels and "Pass" in labels and "Bid 6NT" in labels
    s.apply(1, "bid:7S")
    s.apply(2, "bid:7C")
    s.apply(0, "pass")
    assert [english(s.label(a)) for a in s.legal_actions(1)] == ["Pass", "Same (7♣)"]
    d = match(dealer=2)
    to_defence(d, 0, "7S", "7S")
    d.apply(1, "pass")
    assert [english(d.label(a)) for a in d.legal_actions(2)] == [
        "Pass", "Play alone", "Together (take the other defender along)"]


def test_every_text_is_a_catalog_message() -> None:
    """Issue 19: sentences, labels, prompts, sections and events are messages of the
    catalog; the only plain strings are cards, codes and signs."""
    from bot.i18n import catalog

    english_catalog = catalog("en")
    seen: set[str] = set()

    def walk(item: object) -> None:
        if isinstance(item, Msg):
            assert english_catalog.has(item.id), item.id
            seen.add(item.id)
            for value in item.args.values():
                walk(value)
        elif isinstance(item, Join | Listing):
            for value in item.items:
                walk(value)
        elif isinstance(item, str):  # not language: cards, codes, signs, a dash
            assert not any(ch.islower() for ch in item), item
        else:
            assert isinstance(item, int | Seat | Face | Faces), item

    for seed in range(3):
        _walk_match(seed, walk)
    assert {"pf-event-play", "pf-event-bid", "pf-deal-chips", "pf-summary-final"} <= seen


def _walk_match(seed: int, walk: Callable[[object], None]) -> None:
    state = new_match("prefa", 3, {"starting_pot": 5}, seed)
    rng = random.Random(seed)
    while not state.is_over:
        for seat in (None, 0, 1, 2):
            view = state.view(seat)
            for text in [view.prompt, view.phase_text, view.hand_text,
                         *[t for sec in view.sections for t in (sec.title, sec.body)]]:
                walk(text)
        seat = state.to_act()[0]
        for action in state.legal_actions(seat):
            walk(state.label(action))
        for event in state.apply(seat, state.random_action(seat, rng)):
            walk(event.msg)
    result = state.result()
    assert result is not None
    walk(result.summary)


# --- what players type (issue 16 items 6 and 8, issue 14) ---------------------------------

@pytest.mark.parametrize(("typed", "meant"), [
    ("spades", "bid:6S"), ("Hearts", "bid:6H"), ("no-trumps", "bid:6NT"),
    ("6 spades", "bid:6S"), ("bid 6 spades", "bid:6S"), ("7 clubs", "bid:7C"),
    ("bid 8nt", "bid:8NT"), ("7nt", "bid:7NT"), ("9♦", "bid:9D"), ("bid:10h", "bid:10H"),
    ("pass", "pass"), ("PASS", "pass"),
])
def test_contracts_typed_as_players_say_them(typed: str, meant: str) -> None:
    s = match(dealer=0)
    action = s.parse_action(1, typed)
    assert str(action) == meant and action in s.legal_actions(1)


def test_contract_phase_reads_the_same_forms() -> None:
    s = match(dealer=2)
    run(s, (0, "bid:7S"), (1, "pass"), (2, "pass"))
    hand = hand_of(s, 0)
    run(s, (0, f"discard:{hand[0]}"), (0, f"discard:{hand[1]}"))
    assert str(s.parse_action(0, "8 spades")) == "contract:8S"
    assert str(s.parse_action(0, "play 9nt")) == "contract:9NT"  # as the label says
    assert str(s.parse_action(0, "7♥")) == "contract:7H"
    too_low = s.parse_action(0, "hearts")  # 6♥ is below the bid: apply says why
    assert str(too_low) == "contract:6H"
    err = assert_rejects(s, 0, too_low)
    assert err.reason.startswith("Your final contract must be 7♠ or higher: 6♥ ranks below")


def test_aliases_off_are_answered_with_the_accepted_form() -> None:
    s = match(dealer=0, bid_alias_six=False)
    err = assert_rejects(s, 1, s.parse_action(1, "spades"))
    assert err.reason.startswith("At this table a contract needs its number of tricks: "
                                 "write 6S, not “spades”.")
    assert str(s.parse_action(1, "6 spades")) == "bid:6S"


@pytest.mark.parametrize(("typed", "reason"), [
    ("7", "A contract needs a suit too: 7S, 7C, 7D, 7H, or 7NT. Bid any contract"),
    ("bid 10", "A contract needs a suit too: 10S, 10C, 10D, or 10H."),
    ("11 spades", "Contracts go from 6 to 10 tricks, so 11 is not one."),
    ("bid 10nt", "There is no 10NT: the highest contract is 10♥."),
    ("bid 7x", "“7x” is not a contract. Write it like 7S, 8NT or 10H, or just spades for 6♠."),
    ("bid", "Say which contract. Bid any contract from 6♠ to 10♥, or pass."),
    ("foo bar", "You can't “foo bar” now. Bid any contract from 6♠ to 10♥, or pass."),
])
def test_near_misses_say_the_accepted_form(typed: str, reason: str) -> None:
    s = match(dealer=0)
    err = assert_rejects(s, 1, s.parse_action(1, typed))
    assert err.reason.startswith(reason), err.reason
    assert {str(a) for a in err.legal} == legal(s, 1)


@pytest.mark.parametrize("junk", ["pass:'; DROP TABLE tables;--", "pass:x", "same:7S",
                                  "pass 7S"])
def test_arguments_on_moves_that_take_none_are_refused(junk: str) -> None:
    s = match(dealer=0)
    run(s, (1, "bid:7S"), (2, "bid:7C"))
    action = s.parse_action(0, junk) if " " in junk else junk
    err = assert_rejects(s, 0, action)
    kind = junk.replace(" ", ":").partition(":")[0]
    assert err.reason.startswith(f"“{kind}” takes nothing after it: say just {kind}.") \
        or err.reason.startswith(f"You can't “{kind} ")
    d = match(dealer=2)
    to_defence(d, 0, "7S", "7S")
    for move in ("play:AS", "pass:x"):
        err = assert_rejects(d, 1, move)
        assert "takes nothing after it" in err.reason


def test_the_terminal_reads_contracts_as_players_say_them() -> None:
    """Issue 16 items 6 and 8 through the terminal: what is typed reaches the game's
    reader; near misses are answered with the accepted form, unknown input as typed."""
    s = match(dealer=2)  # seat 0 is forehand
    feed = iter(["foo bar", "7", "bid 10nt", "pass:junk", "no-trumps", "quit"])
    out: list[str] = []
    play(s, human=0, read=lambda _prompt: next(feed), write=out.append,
         computer=lambda state, seat, rng: state.legal_actions(seat)[0])
    lines = "\n".join(out).splitlines()
    assert "You can't “foo bar” now. Bid any contract from 6♠ to 10♥, or pass." in lines
    assert any(line.startswith("A contract needs a suit too: 7S, 7C, 7D, 7H, or 7NT.")
               for line in lines)
    assert any(line.startswith("There is no 10NT") for line in lines)
    assert any(line.startswith("“pass” takes nothing after it: say just pass.")
               for line in lines)
    assert "Ada (you) bids 6NT." in lines
    assert s.view(None).data["auction"][0] == {"seat": 0, "call": "bid", "contract": "6NT"}


def test_cards_typed_wrongly_get_reasons() -> None:
    s = match(dealer=2, hands=[[], ["AS"], []])
    run(s, (0, "bid:6S"), (1, "pass"), (2, "pass"))
    err = assert_rejects(s, 0, "discard:AS")
    assert err.reason == "You don't hold A♠. Discard two of the 12 cards in your hand."
    err = assert_rejects(s, 0, "discard:QQ")
    assert err.reason == "“QQ” is not a card. Write it like 10S, AH or Q♦."
    err = assert_rejects(s, 0, "discard:6S")
    assert "don't hold 6♠" in err.reason
    err = assert_rejects(s, 0, "discard")
    assert err.reason.startswith(f"Say which card, like “discard {hand_of(s, 0)[0]}”.")
    assert str(s.parse_action(0, "discard q♠")) == "discard:QS"


def test_bid_that_is_not_next_higher() -> None:
    s = match(dealer=0)
    run(s, (1, "bid:7S"))
    err = assert_rejects(s, 2, "bid:8S")
    assert err.reason == "You may only bid 7♣, the next contract above 7♠ — or pass."
    err = assert_rejects(s, 2, "bid:6H")
    assert "only bid 7♣" in err.reason
    assert {str(a) for a in err.legal} == {"pass", "bid:7C"}


def test_higher_seat_may_not_raise() -> None:
    s = match(dealer=0)
    run(s, (1, "bid:7S"), (2, "bid:7C"))
    s.apply(0, "pass")
    err = assert_rejects(s, 1, "bid:7D")
    assert err.reason == ("You sit above {s2} in the bidding order, so you may not raise: "
                          "say “same” to take over 7♣, or pass.")


def test_same_from_a_seat_that_may_not() -> None:
    s = match(dealer=0)
    err = assert_rejects(s, 1, "same")
    assert err.reason.startswith("Nobody has bid yet")
    s.apply(1, "bid:7S")
    err = assert_rejects(s, 2, "same")
    assert err.reason == ("Only a player above {s1} in the bidding order may say “same”. "
                          "You may bid 7♣ or pass.")


def test_final_contract_lower_than_the_bid() -> None:
    s = match(dealer=2)
    run(s, (0, "bid:8D"), (1, "pass"), (2, "pass"))
    hand = hand_of(s, 0)
    run(s, (0, f"discard:{hand[0]}"), (0, f"discard:{hand[1]}"))
    err = assert_rejects(s, 0, "contract:8C")
    assert err.reason.startswith("Your final contract must be 8♦ or higher")
    err = assert_rejects(s, 0, "contract:10NT")
    assert "no 10NT" in err.reason


def test_other_bad_input() -> None:
    s = match(dealer=0)
    err = assert_rejects(s, 1, "bid:7X")
    assert "“7X” is not a contract" in err.reason
    err = assert_rejects(s, 2, "pass")
    assert err.reason == "It is not your turn — waiting for {s1}."
    err = assert_rejects(s, 1, "play:AS")
    assert err.reason.startswith("You can't “play AS” now.")
    d = match(dealer=2)
    to_defence(d, 0, "7S", "7S")
    err = assert_rejects(d, 1, "together")
    assert err.reason == "You can't “together” now. Defend against 7♠: play or pass?"
    d.apply(1, "play")
    d.apply(2, "play")
    leader = d.to_act()[0]
    other = hand_of(d, (leader + 1) % 3)[0]
    err = assert_rejects(d, leader, f"play:{other}")
    assert "don't hold" in err.reason
    err = assert_rejects(d, leader, "play")
    assert err.reason.startswith("Say which card, like “play ")


# --- states: copies and snapshots ---------------------------------------------------------

def test_round_trip_keeps_presets_and_state() -> None:
    s = match(dealer=0)
    s.apply(1, "bid:6S")
    again = Prefa.from_json(s.to_json())
    assert again == s and again.to_json() == s.to_json()


def test_clone_is_equal_independent_and_plays_alike() -> None:
    s = mid_trick("7H", {0: "AS 10S KH 7H QD"}, [(2, "10C")], left=5)
    s.legal_actions(0)  # fills the cache of legal cards, which a clone must not share
    twin = s.clone()
    assert twin == s and twin.to_json() == s.to_json()
    events = twin.apply(0, "play:KH")
    assert twin != s and legal(s, 0) == {"play:KH", "play:7H"}
    assert [e.text for e in s.apply(0, "play:KH")] == [e.text for e in events]
    assert twin == s


OLD_SNAPSHOT = (  # written by the code of tag baseline-stop12: hands unsorted, last deal as text
    '{"options":{"starting_pot":5,"solo_doubling":false,"first_defender_reentry":false,'
    '"lone_requirement":"right_column","together_scoring":"transfer","bid_alias_six":true},'
    '"seed":4,"seats":3,"presets":[],"dealer":0,"shuffles":2,"completed":1,"throw_ins":0,'
    '"phase":"play","hands":[[57,37,45,50,31,38,36,51,39,55],[35,47,41,30,58,29,56,34,54],'
    '[43,46,40,52,33,49,48,53,32,44]],"kitty":[],"took":[39,55],"discards":[59,42],'
    '"auction":["1:pass","2:pass","0:13"],"current":13,"holder":0,"passed":[false,true,true],'
    '"turn":2,"declarer":0,"bid":13,"contract":13,"step":"","defence":["1:pass","2:together"],'
    '"mode":"together","active":2,"other":1,"in_play":[true,true,true],"trick":[28],'
    '"trick_seats":[1],"last_trick":[],"last_trick_seats":[],"played":[],"tricks":[0,0,0],'
    '"pots":[5,5,9],"chips":[24,0,-24],"last_deal":["{s2} took 4 of 6 tricks and fails: '
    'pot +4.","{s1} was taken along, so {s0} takes over {s1}\'s net +12 chips.",'
    '"Chips: {s0} +24, {s2} -24."],"last_case":"B"}')


def test_an_old_snapshot_still_loads_and_plays() -> None:
    s = Prefa.from_json(OLD_SNAPSHOT)
    assert s.to_act() == (2,) and s.deals_completed() == 1 and s.deal_records() == []
    view = s.view(2)  # the hand put in hand order on loading
    assert view.hand == [card_code(c) for c in sort_hand(parse_card(x) for x in view.hand)]
    assert view.data["trick"] == [{"seat": 1, "card": "7S"}]
    spades = [c for c in view.hand if c.endswith("S")]
    assert spades and [a.arg for a in s.legal_actions(2)] == spades
    s.apply(2, s.legal_actions(2)[0])
    assert s.to_act() == (0,)
