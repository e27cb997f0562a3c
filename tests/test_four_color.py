"""Four Color Cards: every worked example of four-color.md §14, the rules around
them, each §12 variant, and a specific sentence for each kind of bad input."""

from __future__ import annotations

from itertools import permutations

import pytest

from bot.engine import Action, IllegalAction, new_match
from bot.engine.cards import shuffled
from bot.games.four_color import (
    CODES,
    EXPOSED,
    QUAD,
    REVEALED,
    TRIPLE,
    CardParseError,
    FourColor,
    FourColorOptions,
    best_win,
    build_deck,
    card_text,
    classify,
    deal_layout,
    hidden_value,
    parse_card,
    parse_cards,
    rules_for,
    win_detection_timing,
    win_mask,
)
from tests.four_color_helpers import (
    brute_best,
    brute_win,
    check_win_record,
    oracle_kind,
    position,
)

RULES = rules_for()


def counts(text: str) -> list[int]:
    hand = [0] * 29
    for card in parse_cards(text.replace(" ", "+")):
        hand[card] += 1
    return hand


def legal(state: FourColor, seat: int) -> list[str]:
    return [str(a) for a in state.legal_actions(seat)]


def seat_cards(state: FourColor, seat: int) -> int:
    return sum(state.hands[seat]) + sum(len(m) - 3 for m in state.melds[seat])


# --- cards ------------------------------------------------------------------

def test_deck_is_112_cards_of_28_kinds_plus_optional_jokers() -> None:
    deck = build_deck()
    assert len(deck) == 112 and all(deck.count(c) == 4 for c in range(28))
    assert len(build_deck(jokers=True)) == 117
    red = {card_text(parse_card(c + p)) for c in "RY" for p in "GAECHNS"}
    black = {card_text(parse_card(c + p)) for c in "GW" for p in "GAECHNS"}
    assert {t[-1] for t in red} == set("帥仕相俥傌炮兵")
    assert {t[-1] for t in black} == set("將士象車馬包卒")


@pytest.mark.parametrize(("text", "code", "shown"), [
    ("RC", "RC", "🟥俥"), ("rc", "RC", "🟥俥"), ("red chariot", "RC", "🟥俥"),
    ("R-chariot", "RC", "🟥俥"), ("🟥俥", "RC", "🟥俥"), ("GN", "GN", "🟩包"),
    ("WG", "WG", "⬜將"), ("YS", "YS", "🟨兵"), ("green-general", "GG", "🟩將"),
    ("JK", "JK", "🃏"), ("🟩砲", "GN", "🟩包"),
])
def test_card_notation_and_display(text: str, code: str, shown: str) -> None:
    card = parse_card(text)
    assert CODES[card] == code and card_text(card) == shown


@pytest.mark.parametrize("text", ["", "ZZ", "RX", "10S", "purple horse"])
def test_unreadable_cards_get_a_sentence(text: str) -> None:
    with pytest.raises(CardParseError, match=r"is not a Four Color card\. Write colour then"):
        parse_card(text)


# --- Ex 1: the deal -----------------------------------------------------------

def test_ex1_deal_layout() -> None:
    deck = list(range(112))
    hands, stock = deal_layout(deck, dealer=1, seats=4)
    assert hands[1] == deck[0:6] + deck[21:26] + deck[41:46] + deck[61:66]
    assert hands[2] == deck[6:11] + deck[26:31] + deck[46:51] + deck[66:71]
    assert hands[3] == deck[11:16] + deck[31:36] + deck[51:56] + deck[71:76]
    assert hands[0] == deck[16:21] + deck[36:41] + deck[56:61] + deck[76:81]
    assert stock == deck[81:112] and len(stock) == 31 and stock[0] == deck[81]


def test_a_match_deals_the_seeded_shuffle_by_that_layout() -> None:
    state = new_match("four-color", 4, {"mulligan": False}, seed=5)
    assert isinstance(state, FourColor)
    order = shuffled(build_deck(), 5, salt="0")
    hands, stock = deal_layout(order, state.dealer, 4)
    for seat in range(4):
        held = [c for c in range(29) for _ in range(state.hands[seat][c])]
        held += [c for m in state.melds[seat] for c in m[3:]]
        assert sorted(held) == sorted(hands[seat])
        assert seat_cards(state, seat) == (21 if seat == state.dealer else 20)
    assert state.stock[::-1] == stock  # top of the stock is deck[81]
    assert state.to_act() == (state.dealer,) and state.first


def test_jokers_make_a_stock_of_36() -> None:
    state = new_match("four-color", 4, {"jokers": True, "mulligan": False}, seed=2)
    assert isinstance(state, FourColor)
    assert len(state.stock) == 36 and state.total_cards() == 117


# --- Ex 2: melds ----------------------------------------------------------------

@pytest.mark.parametrize(("cards", "kind"), [
    ("WG WA WE", "command"), ("RC RH RN", "field"), ("YS GS WS", "tricolour"),
    ("GC GC GC", "triple"), ("RS YS GS WS", "fourcolour"), ("YE YE", "pair"),
    ("RE YE", None), ("WG WA RE", None), ("GG GG GG", None), ("RG", "single"),
    ("RA", None), ("RC RC RC RC", "quad"), ("RG RG RG RG", "quad"), ("JK", "single"),
    ("JK JK", None), ("RG YG GG", "tricolour"),
])
def test_ex2_meld_checks(cards: str, kind: str | None) -> None:
    ids = sorted(parse_card(c) for c in cards.split())
    names = ("single", "pair", "command", "field", "triple", "tricolour", "quad", "fourcolour")
    got = classify(ids)
    assert (names[got] if got >= 0 else None) == kind == oracle_kind(cards.split())


def test_ex2_values_and_three_generals_are_three_singles() -> None:
    assert hidden_value(counts("GC GC GC"), RULES) == 3
    assert hidden_value(counts("WG WA WE"), RULES) == 1
    assert hidden_value(counts("RS YS GS WS"), RULES) == 4
    assert hidden_value(counts("YE YE"), RULES) == 0
    assert hidden_value(counts("RE YE"), RULES) == -1
    assert hidden_value(counts("GG GG GG"), RULES) == 3
    assert hidden_value(counts("RC RC RC RC"), RULES) == 8


def test_soldiers_only_variants_restrict_tricolour_and_fourcolour() -> None:
    ids = sorted(parse_card(c) for c in ["YS", "GS", "WS"])
    assert classify(ids, tricolour_soldiers_only=True) >= 0
    chariots = sorted(parse_card(c) for c in ["RC", "YC", "GC"])
    assert classify(chariots, tricolour_soldiers_only=True) == -1
    four = sorted(parse_card(c) for c in ["RC", "YC", "GC", "WC"])
    assert classify(four, fourcolour_soldiers_only=True) == -1
    soldiers_only = rules_for(True, True)
    assert hidden_value(counts("RC YC GC"), soldiers_only) == -1
    assert hidden_value(counts("RS YS GS"), soldiers_only) == 1


# --- Ex 3 and Ex 13: a win, its value, parity -------------------------------------

EX3_HIDDEN = "GG YS YS YS WA WA GC GH RS GS WS RG"
EX3_MELDS = ["WH WH WH WH", "RN RN RN", "YG"]


def ex3() -> FourColor:
    return position({2: EX3_HIDDEN, 3: "GN ..."}, dealer=3, melds={2: EX3_MELDS},
                    avoid="GN GC GH")


@pytest.mark.parametrize("order", [(2, 0), (0, 2)])
def test_ex3_a_win_out_of_turn_and_its_value(order: tuple[int, int]) -> None:
    state = ex3()
    assert seat_cards(state, 2) == 20
    state.apply(3, "discard:GN")
    assert state.to_act() == (0, 2)  # seat 0 is next; seat 2 may claim because it wins
    assert legal(state, 2) == ["win", "pass"]
    answers = {0: "draw", 2: "win"}
    for seat in order:
        state.apply(seat, answers[seat])
    entry = state.history[-1]
    assert entry["outcome"] == "win" and entry["winner"] == 2 and entry["value"] == 15
    winning = [m for m in entry["melds"] if m.get("winning")]
    assert winning == [{"kind": "field", "cards": ["GC", "GH", "GN"], "value": 1,
                        "state": "exposed", "winning": True}]
    assert sum(len(m["cards"]) for m in entry["melds"]) == 21
    assert entry["payments"] == [-15, -15, 45, -15]
    assert state.scores == [-15, -15, 45, -15]
    check_win_record(entry, {})
    assert brute_win(EX3_HIDDEN.split(), "GN") == 15 - 8  # exposed melds 6+1+1 aside
    assert state.dealer == 2  # the winner deals next (the match of one deal is over)


def test_ex3_only_gn_wins_and_ex13_parity() -> None:
    hidden = counts(EX3_HIDDEN)
    assert win_mask(hidden, RULES) == 1 << parse_card("GN")
    assert best_win(hidden, parse_card("WA"), RULES) is None  # strands GC GH
    assert hidden_value(hidden, RULES) == -1  # 20 cards before GN: not complete
    found = best_win(hidden, parse_card("GN"), RULES)
    assert found is not None and (found[0] + 8) % 2 == 1 and found[0] + 8 == 15


def test_ex13_complete_hands_have_the_parity_of_their_card_count() -> None:
    import random

    rng = random.Random(13)
    meld_pool = ["RG", "YG", "WA WA", "GC GC GC", "RS YS GS", "RC RH RN", "YG YA YE",
                 "WS WS WS WS", "RS YS GS WS", "GE GE", "YH YH YH"]
    for _ in range(300):
        cards: list[str] = []
        while len(cards) < 17:
            cards += rng.choice(meld_pool).split()
        hand = counts(" ".join(cards))
        if max(hand) > 4:
            continue
        value = hidden_value(hand, RULES)
        assert value >= 0 and value % 2 == len(cards) % 2
        assert value == brute_best(tuple(sorted(cards)))


# --- Ex 4: concealed vs exposed ---------------------------------------------------

def test_ex4_quad_claim_on_a_dealt_triple() -> None:
    state = position({0: "YE YE YE ...", 2: "YE ..."}, dealer=2, avoid="YE")
    assert state.marks[0] == 1
    assert state.view(None).data["seats"][0]["marks"] == 1
    state.apply(2, "discard:YE")
    assert state.to_act() == (3, 0)
    assert legal(state, 0) == ["quad", "triple", "pass"]
    state.apply(0, "quad")
    state.apply(3, "draw")
    assert state.melds[0][-1][:3] == [QUAD, 6, EXPOSED]
    assert state.phase == "discard" and state.current == 0
    assert hidden_value(counts("YE YE YE"), RULES) == 3  # what it was worth concealed


def test_ex4_pong_makes_an_exposed_triple_worth_one() -> None:
    state = position({0: "YE YE ...", 2: "YE ..."}, dealer=2, avoid="YE")
    state.apply(2, "discard:YE")
    assert legal(state, 0) == ["triple", "pass"]
    state.apply(3, "draw")
    state.apply(0, "triple")
    assert state.melds[0][-1][:3] == [TRIPLE, 1, EXPOSED]
    assert seat_cards(state, 0) == 21 and state.current == 0


# --- Ex 5: priority on a discard ---------------------------------------------------

def ex5() -> FourColor:
    return position(
        {0: "GS ...", 1: "RS WS ...", 2: "GS GS ...",
         3: "YA YA YA YA YS WS RE RE WC WH WN RG"},
        dealer=0, melds={3: ["RC RC RC RC", "WG", "GH GH GH"]},
        avoid="GS")


@pytest.mark.parametrize("order", list(permutations((1, 2, 3))))
def test_ex5_a_win_beats_a_pong_beats_the_next_player(order: tuple[int, ...]) -> None:
    state = ex5()
    assert state.melds[3][-1][2] == REVEALED  # the dealt YA quad is revealed
    state.apply(0, "discard:GS")
    assert state.to_act() == (1, 2, 3)
    assert "meld:RS+GS+WS" in legal(state, 1)
    assert legal(state, 2) == ["triple", "pass"]
    assert legal(state, 3) == ["win", "pass"]
    answers = {1: "meld:RS+GS+WS", 2: "triple", 3: "win"}
    for seat in order:
        state.apply(seat, answers[seat])
    entry = state.history[-1]
    assert entry["winner"] == 3 and entry["value"] == 19
    check_win_record(entry, {})


@pytest.mark.parametrize("order", list(permutations((1, 2, 3))))
def test_ex5_if_the_winner_passes_the_pong_takes_it(order: tuple[int, ...]) -> None:
    state = ex5()
    state.apply(0, "discard:GS")
    answers = {1: "meld:RS+GS+WS", 2: "triple", 3: "pass"}
    for seat in order:
        state.apply(seat, answers[seat])
    assert state.phase == "discard" and state.current == 2
    assert [CODES[c] for c in state.melds[2][-1][3:]] == ["GS", "GS", "GS"]
    assert state.discards[0] == []  # the card left the discarder's pile
    assert seat_cards(state, 1) == 20  # seat 1 loses its turn
    discard = next(a for a in legal(state, 2) if a.startswith("discard:"))
    state.apply(2, discard)
    assert state.turn == 3 and 3 in state.to_act()  # seat 3 plays next


# --- Ex 6: a claim on a drawn card ----------------------------------------------------

def ex6(seat1: str = "RC RH ...") -> FourColor:
    return position({0: "WE ...", 1: seat1, 3: "RN RN ..."}, dealer=0, stock="RN",
                    avoid="RN RC RH WE")


@pytest.mark.parametrize("order", [(1, 3), (3, 1)])
def test_ex6_a_pong_takes_the_drawn_card(order: tuple[int, int]) -> None:
    state = ex6()
    state.apply(0, "discard:WE")
    assert state.to_act() == (1,)
    state.apply(1, "draw")
    assert state.source == "draw" and CODES[state.card] == "RN"
    assert state.to_act() == (1, 3)
    assert "meld:RC+RH+RN" in legal(state, 1) and "decline" in legal(state, 1)
    assert legal(state, 3) == ["triple", "pass"]
    answers = {1: "meld:RC+RH+RN", 3: "triple"}
    for seat in order:
        state.apply(seat, answers[seat])
    assert state.phase == "discard" and state.current == 3
    assert seat_cards(state, 1) == 20 and len(state.discards[1]) == 0  # no discard by 1
    discard = next(a for a in legal(state, 3) if a.startswith("discard:"))
    state.apply(3, discard)
    assert state.turn == 0  # seat 2 was skipped


def test_ex6_the_drawer_winning_outranks_the_pong() -> None:
    hand = "RC RH YC YH YN GC GH GN WC WH WN YS YS YS GS GS GS YA YA YA"
    state = ex6(hand)
    state.apply(0, "discard:WE")
    state.apply(1, "draw")
    assert legal(state, 1)[0] == "win"
    state.apply(3, "triple")
    state.apply(1, "win")
    entry = state.history[-1]
    # RN joins YN GN WN as an exposed FOURCOLOUR (4); the concealed Chariots and
    # Horses are worth more as two FOURCOLOURs (8) than as fields; 3 triples (9).
    assert entry["winner"] == 1 and entry["source"] == "draw" and entry["value"] == 21
    check_win_record(entry, {})


# --- Ex 7: Generals ---------------------------------------------------------------------

def test_ex7_a_general_is_never_discarded() -> None:
    state = position({2: "RG ..."}, dealer=2)
    with pytest.raises(IllegalAction, match=r"You may never discard a General \(🟥帥\)"):
        state.apply(2, "discard:RG")
    assert "discard:RG" not in legal(state, 2)


def ex7(options: dict[str, object] | None = None) -> FourColor:
    return position({0: "YG YG YG ...", 1: "WE ..."}, dealer=1, stock="YG",
                    avoid="YG WE", options=options)


def test_ex7_a_drawn_general_must_be_kept_but_a_quad_claim_takes_it() -> None:
    state = ex7()
    state.apply(1, "discard:WE")
    state.apply(2, "draw")
    assert CODES[state.card] == "YG"
    assert "decline" not in legal(state, 2) and "meld:YG" in legal(state, 2)
    with pytest.raises(IllegalAction, match="A drawn General can't be discarded"):
        state.apply(2, "decline")
    assert legal(state, 0) == ["quad", "pass"]  # never a triple of Generals
    with pytest.raises(IllegalAction, match="can't be claimed for a triple"):
        state.apply(0, "triple")
    state.apply(2, "meld:YG")
    state.apply(0, "quad")
    assert state.melds[0][-1][:3] == [QUAD, 6, EXPOSED] and state.current == 0


def test_ex7_general_steal_only_to_win() -> None:
    state = ex7({"general_steal_only_to_win": True})
    state.apply(1, "discard:WE")
    state.apply(2, "draw")
    assert state.to_act() == (2,)
    with pytest.raises(IllegalAction, match="You can't claim 🟨帥"):
        state.apply(0, "quad")
    state.apply(2, "meld:YG")
    assert state.current == 2 and CODES[state.melds[2][-1][3]] == "YG"


# --- Ex 8: two winners ------------------------------------------------------------------

EX8_SEAT3 = "WG WA RC RH RN YC YH YN GC GH GN RS RS RS YS YS YS GS GS RG"
EX8_SEAT0 = "WE WE WC WH WN YA YA YA YE YE YE GA GA GA GE GE GE YG GG RG"


@pytest.mark.parametrize("order", [(0, 3), (3, 0)])
def test_ex8_two_winners_the_first_from_the_discarders_right(order: tuple[int, int]) -> None:
    state = position({0: EX8_SEAT0, 2: "WE ...", 3: EX8_SEAT3}, dealer=2,
                     avoid="WE WG WA RG")
    state.apply(2, "discard:WE")
    assert state.to_act() == (3, 0)
    assert legal(state, 0) == ["win", "triple", "pass"] and legal(state, 3)[0] == "win"
    for seat in order:
        state.apply(seat, "win")
    entry = state.history[-1]
    assert entry["winner"] == 3 and entry["value"] == 11
    check_win_record(entry, {})


# --- Ex 9: no out-of-turn claim for a COMMAND ---------------------------------------------

def test_ex9_no_claim_for_a_command_out_of_turn() -> None:
    state = position({0: "GE ...", 1: "GG GA ...", 2: "GG GA ...", 3: "GE GE ..."},
                     dealer=0, avoid="GE GG GA")
    state.apply(0, "discard:GE")
    assert state.to_act() == (1, 3)
    assert "meld:GG+GA+GE" in legal(state, 1)
    assert legal(state, 3) == ["triple", "pass"]
    assert legal(state, 2) == []
    with pytest.raises(IllegalAction, match="You can't claim 🟩象: you need two or three"):
        state.apply(2, "triple")
    with pytest.raises(IllegalAction, match="Out of turn you may claim 🟩象 only to win"):
        state.apply(3, "meld:GE+GE+GE")


# --- Ex 10: a drawn card that fits no meld -------------------------------------------------

def test_ex10_an_unmeldable_draw_is_discarded() -> None:
    state = position({2: "RE ...", 3: "WH RC ..."}, dealer=2, stock="WC",
                     avoid="WC WN YC GC RE")
    state.apply(2, "discard:RE")
    state.apply(3, "draw")
    assert legal(state, 3) == ["decline"] and state.to_act() == (3,)
    before = list(state.hands[3])
    state.apply(3, "decline")
    assert state.hands[3] == before and CODES[state.discards[3][-1]] == "WC"
    assert state.source == "discard" and state.turn == 0
    assert "draw" in legal(state, 0)


# --- Ex 11: the stock runs out ---------------------------------------------------------------

def test_ex11_an_empty_stock_draws_the_deal() -> None:
    state = position({3: "WE ..."}, dealer=3, stock_size=0, avoid="WE", deals=2)
    assert state.stock == [] and state.total_cards() == 112
    state.apply(3, "discard:WE")
    assert state.label(Action("draw")) == "Draw (the stock is empty: the deal is drawn)"
    state.apply(0, "draw")
    assert state.history[-1]["outcome"] == "draw"
    assert state.scores == [0, 0, 0, 0]
    assert state.deals_completed() == 1 and state.dealer == 3 and state.current == 3


# --- Ex 12: the mulligan ------------------------------------------------------------------------

EX12 = "RA RE RH RH RN YA YC YN YS GA GE GC GH GN WA WE WC WH WS RS"


def test_ex12_a_weak_hand_may_call_a_mulligan() -> None:
    state = position({1: EX12}, dealer=0, options={"mulligan": True}, deals=2)
    assert state.phase == "mulligan" and state.to_act() == (1,)
    assert legal(state, 1) == ["mulligan", "keep"]
    state.apply(1, "mulligan")
    assert state.history[-1]["outcome"] == "mulligan"
    assert state.deals_completed() == 0 and state.dealer == 0
    assert state.deal_no == 2  # a fresh shuffle, same dealer


def test_ex12_keeping_starts_the_play() -> None:
    state = position({1: EX12}, dealer=0, options={"mulligan": True})
    state.apply(1, "keep")
    assert state.phase == "discard" and state.current == 0 and state.first


def test_ex12_a_general_forbids_the_mulligan() -> None:
    state = position({1: EX12.replace("YS", "YG")}, dealer=0, options={"mulligan": True})
    assert state.phase == "discard" and state.to_act() == (0,)
    everyone = position({1: EX12.replace("YS", "YG")}, dealer=0,
                        options={"mulligan": True, "claim_prompt": "everyone"})
    assert everyone.phase == "discard"  # nobody qualifies: no question at all
    asked = position({1: EX12}, dealer=0,
                     options={"mulligan": True, "claim_prompt": "everyone"})
    assert asked.to_act() == (0, 1, 2, 3)
    assert legal(asked, 2) == ["keep"]
    with pytest.raises(IllegalAction, match="only with no General"):
        asked.apply(2, "mulligan")


# --- bad input: each gets its own sentence -----------------------------------------------------

def test_melding_cards_not_held() -> None:
    state = ex6()
    state.apply(0, "discard:WE")
    state.apply(1, "draw")
    with pytest.raises(IllegalAction, match="You don't hold two 🟥炮 \\(RN\\)"):
        state.apply(1, "meld:RN+RN+RN")
    with pytest.raises(IllegalAction, match="must include 🟥炮, the card you are taking"):
        state.apply(1, "meld:RC+RH")
    with pytest.raises(IllegalAction, match="is not a meld"):
        state.apply(1, "meld:RC+RN")
    with pytest.raises(IllegalAction, match="is not a Four Color card"):
        state.apply(1, "meld:RN+XX")


def test_a_claim_with_no_legal_meld() -> None:
    state = ex6()
    state.apply(0, "discard:WE")
    state.apply(1, "draw")
    with pytest.raises(IllegalAction, match=r"for a quad: you need three 🟥炮 .* hold 2"):
        state.apply(3, "quad")
    with pytest.raises(IllegalAction, match="You can't win with 🟥炮"):
        state.apply(3, "win")
    with pytest.raises(IllegalAction, match="You can't claim 🟥炮"):
        state.apply(2, "triple")
    state.apply(3, "pass")
    with pytest.raises(IllegalAction, match="already answered for 🟥炮"):
        state.apply(3, "triple")


def test_a_claim_on_your_own_discard() -> None:
    state = ex6()
    state.apply(0, "discard:WE")
    with pytest.raises(IllegalAction, match="you discarded it yourself"):
        state.apply(0, "triple")


def test_a_claim_after_the_window_closed() -> None:
    state = ex6()
    state.apply(0, "discard:WE")
    state.apply(1, "draw")
    state.apply(1, "meld:RC+RH+RN")
    state.apply(3, "pass")
    assert state.phase == "discard" and state.current == 1
    before = state.to_json()
    with pytest.raises(IllegalAction, match="Too late: the claim window for 🟥炮 has closed"):
        state.apply(3, "triple")
    with pytest.raises(IllegalAction, match="Too late"):
        state.apply(2, "win")
    assert state.to_json() == before


def test_other_bad_input_sentences() -> None:
    state = ex6()
    with pytest.raises(IllegalAction, match="You don't hold 🟥炮 \\(RN\\) in your concealed"):
        state.apply(0, "discard:RN")
    with pytest.raises(IllegalAction, match="can't win before his first discard"):
        state.apply(0, "win")
    with pytest.raises(IllegalAction, match="no card to claim"):
        state.apply(2, "quad")
    with pytest.raises(IllegalAction, match="It is not your turn"):
        state.apply(2, "discard:RC")
    state.apply(0, "discard:WE")
    with pytest.raises(IllegalAction, match="It is your turn: take ⬜象 with a meld"):
        state.apply(1, "triple")
    state.apply(1, "draw")
    state.apply(1, "decline")
    assert state.to_act() == (3,)  # the pong on the drawn card still has to answer
    state.apply(3, "pass")
    assert state.to_act() == (2, 3) and state.source == "discard"
    with pytest.raises(IllegalAction, match="Take 🟥炮 with a meld or draw"):
        state.apply(2, "decline")


def test_win_only_with_a_complete_hand() -> None:
    state = ex6()
    state.apply(0, "discard:WE")
    state.apply(1, "draw")
    state.apply(1, "meld:RC+RH+RN")
    state.apply(3, "pass")
    assert "win" not in legal(state, 1)
    with pytest.raises(IllegalAction, match="Your hand isn't complete"):
        state.apply(1, "win")


# --- turn flow, scoring and the match -------------------------------------------------------

def test_declaring_a_win_after_an_in_turn_meld() -> None:
    hand = "RC RH YC YH YN GC GH GN WC WH WN YS YS YS GS GS GS YA YA YA"
    state = ex6(hand)
    state.apply(0, "discard:WE")
    state.apply(1, "draw")
    state.apply(1, "meld:RC+RH+RN")  # not a WIN claim: the pong outranks it
    state.apply(3, "pass")
    assert "win" in legal(state, 1)
    state.apply(1, "win")
    entry = state.history[-1]
    assert entry["source"] == "hand" and entry["value"] == 13
    check_win_record(entry, {})


def test_dealt_quads_are_revealed_and_scored_by_option() -> None:
    for option, value in (("concealed", 8), ("exposed", 6)):
        state = position({1: "WC WC WC WC ..."}, dealer=0, avoid="WC",
                         options={"dealt_quad_value": option})
        assert state.melds[1] == [[QUAD, value, REVEALED, *[parse_card("WC")] * 4]]
        shown = state.view(2).data["seats"][1]["melds"]
        assert shown == [{"kind": "quad", "value": value, "revealed": True,
                          "cards": ["WC"] * 4}]
        assert sum(state.hands[1]) == 16


def test_dealer_natural_win_variant() -> None:
    hand = "RC RH RN YC YH YN GC GH GN WC WH WN YS YS YS GS GS GS YA YA YA"
    off = position({0: hand}, dealer=0)
    assert "win" not in legal(off, 0)
    on = position({0: hand}, dealer=0, options={"dealer_natural_win": True})
    assert "win" in legal(on, 0)
    on.apply(0, "win")
    entry = on.history[-1]
    assert entry["value"] == 3 * 4 + 3 * 3 and entry["source"] == "hand"  # 3 fourcolours
    check_win_record(entry, {})


def test_generals_may_be_discarded_when_the_option_is_off() -> None:
    state = position({1: "WE ...", 2: "RG ..."}, dealer=1, stock="YG", avoid="YG WE",
                     options={"generals_never_discarded": False})
    state.apply(1, "discard:WE")
    state.apply(2, "draw")
    assert "decline" in legal(state, 2)
    state.apply(2, "decline")
    assert CODES[state.discards[2][-1]] == "YG"


def test_jokers_are_singles_never_discarded_and_claimed_only_to_win() -> None:
    state = position({1: "WE JK ...", 2: "JK JK ..."}, dealer=1, stock="JK", avoid="WE JK",
                     options={"jokers": True})
    with pytest.raises(IllegalAction, match="A joker can never be discarded"):
        state.apply(1, "discard:JK")
    assert "discard:JK" not in legal(state, 1)
    state.apply(1, "discard:WE")
    state.apply(2, "draw")
    assert state.to_act() == (2,) and CODES[state.card] == "JK"
    assert legal(state, 2)[-1] == "meld:JK" and "decline" not in legal(state, 2)
    with pytest.raises(IllegalAction, match="A drawn joker can't be discarded"):
        state.apply(2, "decline")
    assert hidden_value(counts("JK JK RG"), RULES) == 3
    assert oracle_kind(["JK", "JK"]) is None


def test_no_split_dealt_triple_keeps_the_triple_together() -> None:
    state = position({0: "YE YE YE RE GE ...", 2: "YE ..."}, dealer=2, avoid="YE RE GE WE",
                     options={"no_split_dealt_triple": True})
    assert state.locked[0] == [parse_card("YE")]
    assert state.view(0).data["locked"] == ["YE"] and "locked" not in state.view(1).data
    state.apply(2, "discard:YE")
    assert legal(state, 0) == ["quad", "pass"]  # no pong with two of the triple
    with pytest.raises(IllegalAction, match="must stay together: claim a quad instead"):
        state.apply(0, "triple")
    state.apply(3, "draw")
    state.apply(0, "pass")
    dealer = position({0: "YE YE YE ..."}, dealer=0, avoid="YE",
                      options={"no_split_dealt_triple": True})
    with pytest.raises(IllegalAction, match="dealt triple of 🟨相 must stay together"):
        dealer.apply(0, "discard:YE")
    assert "discard:YE" not in legal(dealer, 0)
    state2 = position({0: "YE YE YE RE GE ...", 3: "WE ..."}, dealer=3, stock="GE",
                      avoid="YE RE GE WE", options={"no_split_dealt_triple": True})
    state2.apply(3, "discard:WE")
    state2.apply(0, "draw")
    melds = legal(state2, 0)
    assert "meld:YE+GE+RE" not in melds and "meld:RE+GE" not in melds
    with pytest.raises(IllegalAction, match="dealt triple must stay together"):
        state2.apply(0, "meld:RE+YE+GE")
    assert hidden_value(counts("YE YE YE RE GE"), RULES, [parse_card("YE")]) == -1
    assert hidden_value(counts("YE YE YE RE GE"), RULES) == 1  # YE YE pair + tricolour


def test_everyone_answers_every_window_when_asked_to() -> None:
    state = position({0: "WE ...", 1: "RC RH ...", 3: "RN RN ..."}, dealer=0, stock="RN",
                     avoid="RN RC RH WE", options={"claim_prompt": "everyone"})
    state.apply(0, "discard:WE")
    assert state.to_act() == (1, 2, 3)
    assert legal(state, 2) == ["pass"]
    state.apply(2, "pass")
    state.apply(3, "pass")
    state.apply(1, "draw")
    assert state.to_act() == (1, 2, 3, 0)
    assert state.view(0).prompt.startswith("🟥炮 is on the table: pass")


def test_a_match_has_a_set_number_of_deals_and_the_winner_deals() -> None:
    state = position({2: EX3_HIDDEN, 3: "GN ..."}, dealer=3, melds={2: EX3_MELDS},
                     avoid="GN GC GH", deals=3)
    state.apply(3, "discard:GN")
    state.apply(2, "win")
    state.apply(0, "draw")
    assert state.deals_completed() == 1 and state.dealer == 2 and not state.is_over
    assert state.current == 2 or state.phase == "mulligan"
    import random

    from bot.engine.playout import play_random

    play_random(state, random.Random(1))
    result = state.result()
    assert result is not None and state.deals_completed() == 3
    assert result.scores == state.scores and sum(result.scores) == 0
    assert state.legal_actions(0) == []
    with pytest.raises(IllegalAction, match="This match is over"):
        state.apply(0, "draw")


def test_views_show_a_hand_only_to_its_owner() -> None:
    state = ex5()
    mine = state.view(3)
    assert mine.hand == ["RG", "RE", "RE", "YS", "WC", "WH", "WN", "WS"]
    assert mine.hand_text.startswith("🟥帥 🟥相 🟥相")
    for seat in (0, 1, 2, None):
        view = state.view(seat)
        assert view.hand != mine.hand
    assert state.view(None).hand == []
    table = next(s for s in state.view(None).sections if s.title == "Table")
    assert "{s3}: 8 hidden" in table.body and "(dealt)" in table.body


def test_labels_read_well() -> None:
    state = ex5()
    state.apply(0, "discard:GS")
    assert state.label(Action("meld", "RS+GS+WS")) == "Take 🟩卒: 🟥兵 🟩卒 ⬜卒 (tricolour)"
    assert state.label(Action("triple")) == "Claim 🟩卒 for a triple (pong)"
    assert state.label(Action("win")) == "Win with 🟩卒"
    assert "take it for a meld" in state.view(1).prompt
    assert state.view(3).prompt == "You may claim 🟩卒 (win) — or pass."


def test_options_reject_unknown_names() -> None:
    with pytest.raises(ValueError):
        FourColorOptions.model_validate({"jokerz": True})
    assert FourColorOptions().deals == 4


def test_win_detection_timing_runs_on_the_hard_hands() -> None:
    worst, mean, mask, hands = win_detection_timing(hands=10, repeats=1)
    assert hands == 10 and 0 < mean <= worst and mask > 0  # figures: `python -m bot bench`


@pytest.mark.parametrize("text", [
    "RG RA RA RA RA RE RE YG YA YA YE YE GG GA GA GE GE WA WA WE + GE",
    "RA RA RA RA YA YA YA GG GG GA GA GA GA GE GE WG WA WA WA WE + WA",
    "RC RH RN YC YH YN GC GH GN WC WH WN YS YS YS GS GS GS YA YA + YA",
    "RS RS YS YS GS GS WS WS RS YS GS WS RG YG GG WG RA YA GA WA + RS",
])
def test_best_win_matches_the_brute_force_on_crowded_hands(text: str) -> None:
    left, _, right = text.partition("+")
    hidden, card = left.split(), right.strip()
    found = best_win(counts(" ".join(hidden)), parse_card(card), RULES)
    expected = brute_win(hidden, card)
    assert (found[0] if found else -(10**9)) == expected


def test_best_split_matches_the_brute_force_on_random_small_hands() -> None:
    import random

    rng = random.Random(99)
    deck = [CODES[c] for c in build_deck()]
    pieces = "AES"
    for _ in range(400):
        size = rng.randrange(3, 13)
        pool = [c for c in deck if c[1] in pieces or rng.random() < 0.2]
        hand = sorted(rng.sample(pool, size))
        value = hidden_value(counts(" ".join(hand)), RULES)
        expected = brute_best(tuple(hand))
        assert value == (expected if expected > -(10**9) else -1), hand
        for tri, four in ((True, False), (False, True)):
            rules = rules_for(tri, four)
            value = hidden_value(counts(" ".join(hand)), rules)
            expected = brute_best(tuple(hand), tri, four)
            assert value == (expected if expected > -(10**9) else -1), (hand, tri, four)


def test_terminal_play_runs_a_whole_match() -> None:
    from bot.terminal import play

    state = new_match("four-color", 4, {"deals": 1}, seed=11)
    out: list[str] = []
    play(state, human=0, read=lambda _prompt: "1", write=out.append, seed=11)
    assert state.is_over and any("worth" in line or "drawn" in line for line in out)


def test_no_legal_discard_forces_the_win() -> None:
    hand = "RG RG RG RG YG YG YG YG GG GG GG GG WG WG WG WG JK JK JK JK JK"
    state = position({0: hand}, dealer=0, options={"jokers": True})
    assert legal(state, 0) == ["win"]
    state.apply(0, "win")
    entry = state.history[-1]
    assert entry["value"] == 4 * 8 + 5 and entry["source"] == "hand"
    check_win_record(entry, {})
