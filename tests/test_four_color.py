"""Four Color Cards: every worked example of four-color.md §14, the rules around
them, each §12 variant, and a specific sentence for each kind of bad input."""

from __future__ import annotations

import json
import re
from collections import Counter
from itertools import permutations
from typing import Any

import pytest

from bot.engine import Action, IllegalAction, InvalidPosition, new_match
from bot.engine.cards import shuffled
from bot.games.four_color import (
    CODES,
    EXPOSED,
    KIND_NAMES,
    QUAD,
    REVEALED,
    TEXTS,
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
from bot.i18n import english
from tests.four_color_helpers import (
    brute_best,
    brute_win,
    check_win_record,
    fill,
    oracle_kind,
)

RULES = rules_for()
ONE_DEAL = {"mulligan": False, "deals": 1}  # the worked examples: one deal, no redeal


def counts(text: str) -> list[int]:
    hand = [0] * 29
    for card in parse_cards(text.replace(" ", "+")):
        hand[card] += 1
    return hand


def legal(state: FourColor, seat: int) -> list[str]:
    return [str(a) for a in state.legal_actions(seat)]


def seat_cards(state: FourColor, seat: int) -> int:
    return sum(state.hands[seat]) + sum(len(m) - 3 for m in state.melds[seat])


def respond(state: FourColor, answers: dict[int, str]) -> None:
    """Answer the open question (claim window or mulligan): every asked seat not in
    ``answers`` first gives its only answer (``auto_answer``: pass or keep), then
    ``answers`` are applied in their order (the last one closes the window)."""
    for seat in state.to_act():
        if seat not in answers:
            auto = state.auto_answer(seat)
            assert auto is not None, f"seat {seat} has a real choice: {legal(state, seat)}"
            state.apply(seat, auto)
    for seat, action in answers.items():
        state.apply(seat, action)


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
    with pytest.raises(CardParseError) as err:
        parse_card(f" {text} ")
    assert err.value.text == text
    state = FourColor.position(fill({1: "RG ..."}, 1), dealer=1, options=ONE_DEAL)
    with pytest.raises(IllegalAction) as refused:
        state.apply(1, Action("discard", text or "?"))
    assert refused.value.reason == (f"“{text or '?'}” is not a Four Color card. Write colour "
                                    "then piece, like RC (red Chariot) or WS (white Soldier).")


# --- Ex 1: the deal -----------------------------------------------------------

def test_ex1_deal_layout() -> None:
    deck = list(range(112))
    hands, stock = deal_layout(deck, dealer=1, seats=4)
    assert hands[1] == deck[0:6] + deck[21:26] + deck[41:46] + deck[61:66]
    assert hands[2] == deck[6:11] + deck[26:31] + deck[46:51] + deck[66:71]
    assert hands[3] == deck[11:16] + deck[31:36] + deck[51:56] + deck[71:76]
    assert hands[0] == deck[16:21] + deck[36:41] + deck[56:61] + deck[76:81]
    assert stock == deck[81:112] and len(stock) == 31 and stock[0] == deck[81]


@pytest.mark.parametrize("size", [112, 117])
def test_deal_layout_for_three_players(size: int) -> None:
    deck = list(range(size))
    hands, stock = deal_layout(deck, dealer=2, seats=3)
    assert hands[2] == deck[0:6] + deck[16:21] + deck[31:36] + deck[46:51]
    assert hands[0] == deck[6:11] + deck[21:26] + deck[36:41] + deck[51:56]
    assert hands[1] == deck[11:16] + deck[26:31] + deck[41:46] + deck[56:61]
    assert stock == deck[61:] and len(stock) == {112: 51, 117: 56}[size]


@pytest.mark.parametrize("size", [112, 117])
def test_deal_layout_for_two_players(size: int) -> None:
    deck = list(range(size))
    hands, stock = deal_layout(deck, dealer=0, seats=2)
    assert hands[0] == deck[0:6] + deck[11:16] + deck[21:26] + deck[31:36]
    assert hands[1] == deck[6:11] + deck[16:21] + deck[26:31] + deck[36:41]
    assert stock == deck[41:] and len(stock) == {112: 71, 117: 76}[size]


@pytest.mark.parametrize(("seats", "jokers", "stock"), [
    (2, False, 71), (2, True, 76), (3, False, 51), (3, True, 56), (4, False, 31)])
def test_two_to_four_players_share_one_deck(seats: int, jokers: bool, stock: int) -> None:
    state = new_match("four-color", seats, {"jokers": jokers, "mulligan": False}, seed=4)
    assert isinstance(state, FourColor)
    order = shuffled(build_deck(jokers), 4, salt="0")
    hands, rest = deal_layout(order, state.dealer, seats)
    for seat in range(seats):
        held = [c for c in range(29) for _ in range(state.hands[seat][c])]
        held += [c for m in state.melds[seat] for c in m[3:]]
        assert sorted(held) == sorted(hands[seat])
    assert len(state.stock) == stock and state.stock[::-1] == rest
    assert state.total_cards() == (117 if jokers else 112)
    assert len(state.view(None).data["hand_sizes"]) == seats


@pytest.mark.parametrize("seats", [1, 5])
def test_other_player_counts_are_refused(seats: int) -> None:
    assert FourColor.seat_counts == (4, 3, 2)  # the standard table size first
    with pytest.raises(ValueError, match="played by 4 or 3 or 2 players"):
        new_match("four-color", seats, {}, seed=1)
    with pytest.raises(ValueError, match="played by 2, 3 or 4 players"):
        FourColor.new(seats, FourColorOptions(), seed=1)


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


@pytest.mark.parametrize(("hidden", "card", "kind", "value"), [
    ("WG WA", "WE", "command", 1), ("RC RH", "RN", "field", 1),
    ("YS GS", "WS", "tricolour", 1), ("RS YS GS", "WS", "fourcolour", 4),
    ("GC GC", "GC", "triple", 1), ("GC GC GC", "GC", "quad", 6)])
def test_ex2_exposed_values(hidden: str, card: str, kind: str, value: int) -> None:
    """The meld that takes an obtained card is exposed: COMMAND, FIELD and TRICOLOUR
    1, FOURCOLOUR 4, a TRIPLE only 1 (3 concealed), a QUAD 6 (8 concealed)."""
    found = best_win(counts(hidden), parse_card(card), RULES)
    assert found is not None and (KIND_NAMES[found[1]], found[0]) == (kind, value)


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


TRI = {"meld:RC+YC+GC", "meld:RC+YC+WC", "meld:RC+GC+WC"}


@pytest.mark.parametrize(("options", "offered"), [
    ({}, {*TRI, "meld:RC+YC+GC+WC"}),
    ({"tricolour_soldiers_only": True}, {"meld:RC+YC+GC+WC"}),
    ({"fourcolour_soldiers_only": True}, TRI),
    ({"tricolour_soldiers_only": True, "fourcolour_soldiers_only": True}, set())])
def test_soldiers_only_variants_change_the_melds_offered(options: dict[str, bool],
                                                         offered: set[str]) -> None:
    hands = fill({0: "WE ...", 1: "YC GC WC ..."}, 0, stock="RC", avoid="RC YC GC WC WE")
    state = FourColor.position(hands, dealer=0, stock="RC", options={**ONE_DEAL, **(options or {})})
    state.apply(0, "discard:WE")
    respond(state, {1: "draw"})
    assert CODES[state.card] == "RC"
    chariots = {a for a in legal(state, 1)
                if a.startswith("meld:") and all(c[1] == "C" for c in a[5:].split("+"))}
    assert chariots == offered  # (a FIELD with the filler's RH RN would not count)
    if not offered:
        with pytest.raises(IllegalAction, match="is not a meld"):
            state.apply(1, "meld:RC+YC+GC")


# --- Ex 3 and Ex 13: a win, its value, parity -------------------------------------

EX3_HIDDEN = "GG YS YS YS WA WA GC GH RS GS WS RG"
EX3_MELDS = ["WH WH WH WH", "RN RN RN", "YG"]


def ex3() -> FourColor:
    hands = fill({2: EX3_HIDDEN, 3: "GN ..."}, 3, melds={2: EX3_MELDS}, avoid="GN GC GH")
    return FourColor.position(hands, dealer=3, melds={2: EX3_MELDS}, options=ONE_DEAL)


@pytest.mark.parametrize("order", list(permutations((0, 1, 2))))
def test_ex3_a_win_out_of_turn_and_its_value(order: tuple[int, ...]) -> None:
    state = ex3()
    assert seat_cards(state, 2) == 20
    state.apply(3, "discard:GN")
    assert state.to_act() == (0, 1, 2)  # everyone but the discarder, from seat 0 (next)
    assert legal(state, 2) == ["win", "pass"]  # not next, but may claim because it wins
    assert legal(state, 1) == ["pass"]
    answers = {0: "draw", 1: "pass", 2: "win"}
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
    state = FourColor.position(fill({0: "YE YE YE ...", 2: "YE ..."}, 2, avoid="YE"),
                               dealer=2, options=ONE_DEAL)
    assert state.marks[0] == 1
    assert state.view(None).data["marks"][0] == 1
    state.apply(2, "discard:YE")
    assert state.to_act() == (3, 0, 1)
    assert legal(state, 0) == ["quad", "triple", "pass"]
    state.apply(0, "quad")
    respond(state, {3: "draw"})
    assert state.melds[0][-1][:3] == [QUAD, 6, EXPOSED]
    assert state.phase == "discard" and state.current == 0
    assert hidden_value(counts("YE YE YE"), RULES) == 3  # what it was worth concealed


def test_ex4_pong_makes_an_exposed_triple_worth_one() -> None:
    state = FourColor.position(fill({0: "YE YE ...", 2: "YE ..."}, 2, avoid="YE"),
                               dealer=2, options=ONE_DEAL)
    state.apply(2, "discard:YE")
    assert legal(state, 0) == ["triple", "pass"]
    state.apply(3, "draw")
    respond(state, {0: "triple"})
    assert state.melds[0][-1][:3] == [TRIPLE, 1, EXPOSED]
    assert seat_cards(state, 0) == 21 and state.current == 0


# --- Ex 5: priority on a discard ---------------------------------------------------

EX5_SEAT3 = "YA YA YA YA YS WS RE RE WC WH WN RG"
EX5_MELDS = {3: ["RC RC RC RC", "WG", "GH GH GH"]}


def ex5() -> FourColor:
    hands = fill({0: "GS ...", 1: "RS WS ...", 2: "GS GS ...", 3: EX5_SEAT3}, 0,
                 melds=EX5_MELDS, avoid="GS")
    return FourColor.position(hands, dealer=0, melds=EX5_MELDS, options=ONE_DEAL)


@pytest.mark.parametrize("order", list(permutations((1, 2, 3))))
def test_ex5_a_win_beats_a_pong_beats_the_next_player(order: tuple[int, ...]) -> None:
    state = ex5()
    assert state.melds[3][0][2] == REVEALED  # the dealt YA quad is revealed (first)
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


@pytest.mark.parametrize("order", list(permutations((1, 2, 3))))
def test_a_win_beats_a_quad_claim_and_a_quad_beats_the_next_player(
        order: tuple[int, ...]) -> None:
    hands = fill({0: "GS ...", 1: "RS WS ...", 2: "GS GS GS ...", 3: EX5_SEAT3}, 0,
                 melds=EX5_MELDS, avoid="GS")
    state = FourColor.position(hands, dealer=0, melds=EX5_MELDS, options=ONE_DEAL)
    state.apply(0, "discard:GS")
    assert legal(state, 2) == ["quad", "triple", "pass"] and legal(state, 3)[0] == "win"
    quad = state.clone()
    answers = {1: "meld:RS+GS+WS", 2: "quad", 3: "win"}
    for seat in order:
        state.apply(seat, answers[seat])
    assert state.history[-1]["winner"] == 3
    answers[3] = "pass"
    for seat in order:
        quad.apply(seat, answers[seat])
    assert quad.current == 2 and quad.melds[2][-1][:3] == [QUAD, 6, EXPOSED]
    assert seat_cards(quad, 1) == 20 and not quad.history


# --- Ex 6: a claim on a drawn card ----------------------------------------------------

def ex6(seat1: str = "RC RH ...", options: dict[str, Any] | None = None) -> FourColor:
    hands = fill({0: "WE ...", 1: seat1, 3: "RN RN ..."}, 0, stock="RN", avoid="RN RC RH WE")
    return FourColor.position(hands, dealer=0, stock="RN", options={**ONE_DEAL, **(options or {})})


def ex6_drawn(seat1: str = "RC RH ...", options: dict[str, Any] | None = None) -> FourColor:
    """Ex 6 at its window: seat 0 opened with WE, seat 1 drew RN."""
    state = ex6(seat1, options)
    state.apply(0, "discard:WE")
    respond(state, {1: "draw"})
    return state


@pytest.mark.parametrize("order", [(1, 3), (3, 1)])
def test_ex6_a_pong_takes_the_drawn_card(order: tuple[int, int]) -> None:
    state = ex6()
    state.apply(0, "discard:WE")
    assert state.to_act() == (1, 2, 3)
    respond(state, {1: "draw"})
    assert state.source == "draw" and CODES[state.card] == "RN"
    assert state.to_act() == (1, 2, 3, 0)  # the drawer first, then everyone else
    assert "meld:RC+RH+RN" in legal(state, 1) and "decline" in legal(state, 1)
    assert legal(state, 3) == ["triple", "pass"]
    assert legal(state, 2) == legal(state, 0) == ["pass"]
    answers = {1: "meld:RC+RH+RN", 3: "triple"}
    respond(state, {seat: answers[seat] for seat in order})
    assert state.phase == "discard" and state.current == 3
    assert seat_cards(state, 1) == 20 and len(state.discards[1]) == 0  # no discard by 1
    discard = next(a for a in legal(state, 3) if a.startswith("discard:"))
    state.apply(3, discard)
    assert state.turn == 0  # seat 2 was skipped


def test_ex6_the_drawer_winning_outranks_the_pong() -> None:
    hand = "RC RH YC YH YN GC GH GN WC WH WN YS YS YS GS GS GS YA YA YA"
    state = ex6_drawn(hand)
    assert legal(state, 1)[0] == "win"
    state.apply(3, "triple")
    respond(state, {1: "win"})
    entry = state.history[-1]
    # RN joins YN GN WN as an exposed FOURCOLOUR (4); the concealed Chariots and
    # Horses are worth more as two FOURCOLOURs (8) than as fields; 3 triples (9).
    assert entry["winner"] == 1 and entry["source"] == "draw" and entry["value"] == 21
    check_win_record(entry, {})


# --- Ex 7: Generals ---------------------------------------------------------------------

def test_ex7_a_general_is_never_discarded() -> None:
    state = FourColor.position(fill({2: "RG ..."}, 2), dealer=2, options=ONE_DEAL)
    with pytest.raises(IllegalAction, match=r"You may never discard a General \(🟥帥\)"):
        state.apply(2, "discard:RG")
    assert "discard:RG" not in legal(state, 2)


def ex7(options: dict[str, object] | None = None) -> FourColor:
    """Ex 7 at its window: seat 1 opened with WE, seat 2 (holding RG) drew YG."""
    hands = fill({0: "YG YG YG ...", 1: "WE ...", 2: "RG ..."}, 1, stock="YG", avoid="YG WE")
    state = FourColor.position(hands, dealer=1, stock="YG", options={**ONE_DEAL, **(options or {})})
    state.apply(1, "discard:WE")
    respond(state, {2: "draw"})
    assert CODES[state.card] == "YG"
    return state


def test_ex7_a_drawn_general_must_be_kept_but_a_quad_claim_takes_it() -> None:
    state = ex7()
    assert "decline" not in legal(state, 2) and "meld:YG" in legal(state, 2)
    with pytest.raises(IllegalAction, match="A drawn General can't be discarded"):
        state.apply(2, "decline")
    assert legal(state, 0) == ["quad", "pass"]  # never a triple of Generals
    with pytest.raises(IllegalAction, match="can't be claimed for a triple"):
        state.apply(0, "triple")
    state.apply(2, "meld:YG")
    respond(state, {0: "quad"})
    assert state.melds[0][-1][:3] == [QUAD, 6, EXPOSED] and state.current == 0


def test_ex7_after_melding_the_drawn_general_he_discards_another_card() -> None:
    state = ex7()
    respond(state, {2: "meld:YG", 0: "pass"})
    assert state.phase == "discard" and state.current == 2
    assert [CODES[c] for c in state.melds[2][-1][3:]] == ["YG"]  # kept as a SINGLE
    assert seat_cards(state, 2) == 21 and state.hands[2][parse_card("RG")] >= 1
    actions = legal(state, 2)
    assert actions and all(a.startswith("discard:") for a in actions)
    assert all(a[-1] != "G" for a in actions)  # no General among the discards
    with pytest.raises(IllegalAction, match=r"You may never discard a General \(🟥帥\)"):
        state.apply(2, "discard:RG")
    state.apply(2, actions[0])
    assert seat_cards(state, 2) == 20 and state.source == "discard" and state.turn == 3


def test_ex7_general_steal_only_to_win() -> None:
    state = ex7({"general_steal_only_to_win": True})
    assert state.to_act() == (2, 3, 0, 1)
    assert legal(state, 0) == ["pass"]
    with pytest.raises(IllegalAction, match="At this table a General may be claimed only"):
        state.apply(0, "quad")
    respond(state, {2: "meld:YG"})
    assert state.current == 2 and CODES[state.melds[2][-1][3]] == "YG"


# --- Ex 8: two winners ------------------------------------------------------------------

EX8_SEAT3 = "WG WA RC RH RN YC YH YN GC GH GN RS RS RS YS YS YS GS GS RG"
EX8_SEAT0 = "WE WE WC WH WN YA YA YA YE YE YE GA GA GA GE GE GE YG GG RG"


@pytest.mark.parametrize("order", [(0, 3), (3, 0)])
def test_ex8_two_winners_the_first_from_the_discarders_right(order: tuple[int, int]) -> None:
    hands = fill({0: EX8_SEAT0, 2: "WE ...", 3: EX8_SEAT3}, 2, avoid="WE WG WA RG")
    state = FourColor.position(hands, dealer=2, options=ONE_DEAL)
    state.apply(2, "discard:WE")
    assert state.to_act() == (3, 0, 1)
    assert legal(state, 0) == ["win", "triple", "pass"] and legal(state, 3)[0] == "win"
    respond(state, {seat: "win" for seat in order})
    entry = state.history[-1]
    assert entry["winner"] == 3 and entry["value"] == 11
    check_win_record(entry, {})


@pytest.mark.parametrize("order", [(0, 3), (3, 0)])
def test_a_drawer_who_can_win_beats_another_winner(order: tuple[int, int]) -> None:
    """§9.3: among WIN claims on a drawn card the drawer comes first — here before
    seat 0, who would come first in the order from the drawer's right."""
    hands = fill({0: EX8_SEAT0, 2: "RC ...", 3: EX8_SEAT3}, 2, stock="WE", avoid="WE WG WA RG RC")
    state = FourColor.position(hands, dealer=2, stock="WE", options=ONE_DEAL)
    state.apply(2, "discard:RC")
    respond(state, {3: "draw"})
    assert state.source == "draw" and state.exposer == 3 and CODES[state.card] == "WE"
    assert legal(state, 3)[0] == "win" and legal(state, 0)[0] == "win"
    respond(state, {seat: "win" for seat in order})
    entry = state.history[-1]
    assert entry["winner"] == 3 and entry["source"] == "draw" and entry["card"] == "WE"
    check_win_record(entry, {})


@pytest.mark.parametrize("order", list(permutations((2, 3, 0))))
def test_two_winners_out_of_turn_the_first_from_the_discarders_right(
        order: tuple[int, ...]) -> None:
    """Seat 1 discards; seat 2 (next) can't win, seats 3 and 0 can: order 2, 3, 0."""
    hands = fill({0: EX8_SEAT0, 1: "WE ...", 3: EX8_SEAT3}, 1, avoid="WE WG WA RG")
    state = FourColor.position(hands, dealer=1, options=ONE_DEAL)
    state.apply(1, "discard:WE")
    assert state.to_act() == (2, 3, 0) and "win" not in legal(state, 2)
    answers = {2: "draw", 3: "win", 0: "win"}
    for seat in order:
        state.apply(seat, answers[seat])
    entry = state.history[-1]
    assert entry["winner"] == 3 and entry["from"] == 1
    assert entry["payments"] == [-11, -11, -11, 33]


def test_a_seat_that_passed_on_the_drawn_card_may_claim_it_once_discarded() -> None:
    """§9.1: a declined drawn card opens a new window as a discard; seats that
    passed in the first window answer again."""
    hands = fill({0: "WE ...", 1: "RC RH ...", 2: "RN ...", 3: "RN RN ..."},
                 0, stock="RN", avoid="RN RC RH WE")
    state = FourColor.position(hands, dealer=0, stock="RN", options=ONE_DEAL)
    state.apply(0, "discard:WE")
    respond(state, {1: "draw"})
    assert legal(state, 2) == ["pass"] and legal(state, 3) == ["triple", "pass"]
    respond(state, {2: "pass", 3: "pass", 1: "decline"})
    assert state.phase == "window" and state.source == "discard" and state.exposer == 1
    assert CODES[state.discards[1][-1]] == "RN" and state.to_act() == (2, 3, 0)
    assert "meld:RN+RN" in legal(state, 2)  # seat 2 is next now: any meld
    assert legal(state, 3) == ["triple", "pass"]
    respond(state, {2: "meld:RN+RN", 3: "triple"})
    assert state.phase == "discard" and state.current == 3
    assert [CODES[c] for c in state.melds[3][-1][3:]] == ["RN"] * 3
    assert state.discards[1] == [] and seat_cards(state, 2) == 20


# --- 2 and 3 players ---------------------------------------------------------------------

def test_three_players_each_other_player_pays() -> None:
    hands = fill({0: "GN ...", 2: EX3_HIDDEN}, 0, melds={2: EX3_MELDS}, avoid="GN GC GH", seats=3)
    state = FourColor.position(hands, dealer=0, melds={2: EX3_MELDS}, seats=3, options=ONE_DEAL)
    state.apply(0, "discard:GN")
    assert state.to_act() == (1, 2) and legal(state, 2) == ["win", "pass"]
    respond(state, {2: "win", 1: "draw"})
    entry = state.history[-1]
    assert entry["winner"] == 2 and entry["value"] == 15
    assert entry["payments"] == state.scores == [-15, -15, 30]
    check_win_record(entry, {})


def test_two_players_a_discard_goes_to_the_other_and_a_draw_may_be_claimed() -> None:
    hands = fill({0: "GN ...", 1: EX3_HIDDEN}, 0, melds={1: EX3_MELDS}, avoid="GN GC GH", seats=2)
    state = FourColor.position(hands, dealer=0, melds={1: EX3_MELDS}, seats=2, options=ONE_DEAL)
    state.apply(0, "discard:GN")
    assert state.to_act() == (1,) and "win" in legal(state, 1)
    events = state.apply(1, "win")
    assert events[0].text == "{s1} wins with {s0}'s 🟩包, worth 15. {s0} pays 15."
    assert state.history[-1]["payments"] == state.scores == [-15, 15]
    hands = fill({0: "WE RN RN ...", 1: "RC RH ..."}, 0, stock="RN", avoid="RN RC RH WE", seats=2)
    pong = FourColor.position(hands, dealer=0, stock="RN", seats=2, options=ONE_DEAL)
    pong.apply(0, "discard:WE")
    respond(pong, {1: "draw"})
    assert pong.to_act() == (1, 0) and legal(pong, 0) == ["triple", "pass"]
    respond(pong, {0: "triple", 1: "meld:RC+RH+RN"})
    assert pong.current == 0 and seat_cards(pong, 1) == 20
    pong.apply(0, next(a for a in legal(pong, 0) if a.startswith("discard:")))
    assert pong.turn == 1 and pong.to_act() == (1,)


# --- Ex 9: no out-of-turn claim for a COMMAND ---------------------------------------------

def test_ex9_no_claim_for_a_command_out_of_turn() -> None:
    hands = fill({0: "GE ...", 1: "GG GA ...", 2: "GG GA ...", 3: "GE GE ..."}, 0, avoid="GE GG GA")
    state = FourColor.position(hands, dealer=0, options=ONE_DEAL)
    state.apply(0, "discard:GE")
    assert state.to_act() == (1, 2, 3)
    assert "meld:GG+GA+GE" in legal(state, 1)
    assert legal(state, 3) == ["triple", "pass"]
    assert legal(state, 2) == ["pass"]  # GG GA: no claim for a COMMAND out of turn
    assert state.auto_answer(2) == Action("pass") and state.auto_answer(3) is None
    with pytest.raises(IllegalAction, match="Out of turn you may claim 🟩象 only to win"):
        state.apply(2, "meld:GG+GA+GE")
    with pytest.raises(IllegalAction, match="You can't claim 🟩象 for a triple: you need two"):
        state.apply(2, "triple")
    with pytest.raises(IllegalAction, match="Out of turn you may claim 🟩象 only to win"):
        state.apply(3, "meld:GE+GE+GE")


def test_ex9_the_next_player_may_take_it_for_any_meld() -> None:
    """Seat 1 may take GE for a COMMAND, a PAIR or TRIPLE with his GEs, or a
    TRICOLOUR/FOURCOLOUR with Elephants of the other colours."""
    hands = fill({0: "GE ...", 1: "GG GA GE GE RE YE WE ..."}, 0, avoid="GE GG GA RE YE WE")
    state = FourColor.position(hands, dealer=0, options=ONE_DEAL)
    state.apply(0, "discard:GE")
    melds = {a for a in legal(state, 1) if a.startswith("meld:")}
    assert melds == {"meld:GG+GA+GE", "meld:GE+GE", "meld:GE+GE+GE", "meld:RE+YE+GE",
                     "meld:RE+GE+WE", "meld:YE+GE+WE", "meld:RE+YE+GE+WE"}
    respond(state, {1: "meld:RE+YE+GE+WE"})
    assert [CODES[c] for c in state.melds[1][-1][3:]] == ["RE", "YE", "GE", "WE"]
    assert state.melds[1][-1][1] == 4 and state.current == 1  # an exposed FOURCOLOUR: 4


# --- Ex 10: a drawn card that fits no meld -------------------------------------------------

def test_ex10_an_unmeldable_draw_is_discarded() -> None:
    hands = fill({2: "RE ...", 3: "WH RC ..."}, 2, stock="WC", avoid="WC WN YC GC RE")
    state = FourColor.position(hands, dealer=2, stock="WC", options=ONE_DEAL)
    state.apply(2, "discard:RE")
    respond(state, {3: "draw"})
    assert legal(state, 3) == ["decline"] and state.to_act() == (3, 0, 1, 2)
    assert state.auto_answer(3) is None  # only passes are given for a seat
    assert all(legal(state, s) == ["pass"] for s in (0, 1, 2))  # nobody claims it
    before = list(state.hands[3])
    respond(state, {3: "decline"})
    assert state.hands[3] == before and CODES[state.discards[3][-1]] == "WC"
    assert state.source == "discard" and state.turn == 0
    assert "draw" in legal(state, 0)


# --- Ex 11: the stock runs out ---------------------------------------------------------------

def test_ex11_an_empty_stock_draws_the_deal() -> None:
    # Drawn Generals are always kept: the ones out of the hands are singles on the table.
    melds = {0: ["RG", "YG", "GG"], 1: ["RG", "YG", "WG"], 2: ["RG", "GG", "WG"],
             3: ["YG", "GG", "WG"]}
    state = FourColor.position(fill({3: "WE ..."}, 3, melds=melds, avoid="WE"), dealer=3,
                               melds=melds, stock_size=0, options={**ONE_DEAL, "deals": 2})
    assert state.stock == [] and state.total_cards() == 112
    state.apply(3, "discard:WE")
    assert str(state.label(Action("draw"))) == "Draw (the stock is empty: the deal is drawn)"
    respond(state, {0: "draw"})
    assert state.history[-1]["outcome"] == "draw"
    assert state.scores == [0, 0, 0, 0]
    assert state.deals_completed() == 1 and state.dealer == 3 and state.current == 3


# --- Ex 12: the mulligan ------------------------------------------------------------------------

EX12 = "RA RE RH RH RN YA YC YN YS GA GE GC GH GN WA WE WC WH WS RS"


MULLIGAN = {**ONE_DEAL, "mulligan": True}


def dealt(hands: dict[int, str], options: dict[str, Any]) -> FourColor:
    """A match whose first deal (dealer 0) has these hands: the deal itself decides
    whether the mulligan question is asked."""
    preset = {"hands": [h.split() for h in fill(hands, 0)], "dealer": 0}
    state = FourColor.new(4, FourColorOptions(**options), 1, [preset])
    return state


def test_ex12_a_weak_hand_may_call_a_mulligan() -> None:
    state = dealt({1: EX12}, {**MULLIGAN, "deals": 2})
    assert state.phase == "mulligan" and state.to_act() == (0, 1, 2, 3)  # all are asked
    assert legal(state, 1) == ["mulligan", "keep"]
    assert legal(state, 0) == legal(state, 2) == ["keep"]
    assert state.auto_answer(1) is None and state.auto_answer(2) == Action("keep")
    state.apply(1, "mulligan")
    assert state.history[-1]["outcome"] == "mulligan"
    assert state.deals_completed() == 0 and state.dealer == 0
    assert state.deal_no == 2  # a fresh shuffle, same dealer


def test_ex12_keeping_starts_the_play() -> None:
    state = FourColor.position(fill({1: EX12}, 0), dealer=0, options=MULLIGAN, phase="mulligan",
                               answers={0: "keep", 2: "keep"})
    assert state.to_act() == (1, 3)
    respond(state, {1: "keep"})
    assert state.phase == "discard" and state.current == 0 and state.first


def test_ex12_a_general_forbids_the_mulligan() -> None:
    strong = {1: EX12.replace("YS", "YG")}
    state = dealt(strong, MULLIGAN)
    assert state.phase == "discard" and state.to_act() == (0,)  # nobody qualifies: no question
    with pytest.raises(InvalidPosition, match="no hand may call a mulligan"):
        FourColor.position(fill(strong, 0), dealer=0, options=MULLIGAN, phase="mulligan")
    asked = FourColor.position(fill({1: EX12}, 0), dealer=0, options=MULLIGAN, phase="mulligan")
    with pytest.raises(IllegalAction, match="only with no General"):
        asked.apply(2, "mulligan")


def test_ex12_only_the_weak_hand_is_asked_with_claim_prompt_claimants() -> None:
    state = dealt({1: EX12}, {**MULLIGAN, "claim_prompt": "claimants"})
    assert state.to_act() == (1,) and state.auto_answer(1) is None
    state.apply(1, "keep")
    assert state.phase == "discard" and state.to_act() == (0,)


def test_no_mulligan_is_offered_when_the_option_is_off() -> None:
    state = dealt({1: EX12}, ONE_DEAL)
    assert state.phase == "discard" and state.to_act() == (0,)
    assert legal(state, 1) == []
    with pytest.raises(IllegalAction, match="It is not your turn"):
        state.apply(1, "mulligan")


def test_a_joker_counts_like_a_general_for_the_mulligan() -> None:
    weak = dealt({1: EX12}, {**MULLIGAN, "jokers": True})
    assert weak.phase == "mulligan" and legal(weak, 1) == ["mulligan", "keep"]
    joker = dealt({1: EX12.replace("YS", "JK")}, {**MULLIGAN, "jokers": True})
    assert joker.phase == "discard" and joker.to_act() == (0,)


# --- bad input: each gets its own sentence -----------------------------------------------------

def test_melding_cards_not_held() -> None:
    state = ex6_drawn()
    with pytest.raises(IllegalAction, match="You don't hold two 🟥炮 \\(RN\\)"):
        state.apply(1, "meld:RN+RN+RN")
    with pytest.raises(IllegalAction, match="must include 🟥炮, the card you are taking"):
        state.apply(1, "meld:RC+RH")
    with pytest.raises(IllegalAction, match="is not a meld"):
        state.apply(1, "meld:RC+RN")
    with pytest.raises(IllegalAction, match="is not a Four Color card"):
        state.apply(1, "meld:RN+XX")


def test_a_claim_with_no_legal_meld() -> None:
    state = ex6_drawn()
    with pytest.raises(IllegalAction, match=r"for a quad: you need three 🟥炮 .* hold 2"):
        state.apply(3, "quad")
    with pytest.raises(IllegalAction, match="You can't win with 🟥炮"):
        state.apply(3, "win")
    with pytest.raises(IllegalAction, match=r"claim 🟥炮 for a triple: you need two .* hold 0"):
        state.apply(2, "triple")
    state.apply(3, "pass")
    with pytest.raises(IllegalAction, match="already answered for 🟥炮"):
        state.apply(3, "triple")


def test_a_claim_by_a_seat_not_asked_with_claim_prompt_claimants() -> None:
    state = ex6_drawn(options={"claim_prompt": "claimants"})
    assert state.to_act() == (1, 3)  # this mode shows who holds a claim
    with pytest.raises(IllegalAction, match="You can't claim 🟥炮: you need two or three"):
        state.apply(2, "triple")
    state.apply(3, "triple")
    state.apply(1, "meld:RC+RH+RN")
    assert state.current == 3 and state.melds[3][-1][:3] == [TRIPLE, 1, EXPOSED]


def test_a_claim_on_your_own_discard() -> None:
    state = ex6()
    state.apply(0, "discard:WE")
    with pytest.raises(IllegalAction, match="you discarded it yourself"):
        state.apply(0, "triple")


def test_a_claim_after_the_window_closed() -> None:
    state = ex6_drawn()
    respond(state, {1: "meld:RC+RH+RN", 3: "pass"})
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
    with pytest.raises(IllegalAction, match="can't win before their first discard"):
        state.apply(0, "win")
    with pytest.raises(IllegalAction, match="no card to claim"):
        state.apply(2, "quad")
    with pytest.raises(IllegalAction, match="It is not your turn"):
        state.apply(2, "discard:RC")
    state.apply(0, "discard:WE")
    with pytest.raises(IllegalAction, match="It is your turn: take ⬜象 with a meld"):
        state.apply(1, "triple")
    respond(state, {1: "draw"})
    state.apply(1, "decline")
    assert state.to_act() == (2, 3, 0)  # the others still answer on the drawn card
    respond(state, {3: "pass"})
    assert state.to_act() == (2, 3, 0) and state.source == "discard"  # a new window
    with pytest.raises(IllegalAction, match="Take 🟥炮 with a meld or draw"):
        state.apply(2, "decline")


def test_win_only_with_a_complete_hand() -> None:
    state = ex6_drawn()
    respond(state, {1: "meld:RC+RH+RN", 3: "pass"})
    assert "win" not in legal(state, 1)
    with pytest.raises(IllegalAction, match="Your hand isn't complete"):
        state.apply(1, "win")


# --- turn flow, scoring and the match -------------------------------------------------------

def test_declaring_a_win_after_an_in_turn_meld() -> None:
    hand = "RC RH YC YH YN GC GH GN WC WH WN YS YS YS GS GS GS YA YA YA"
    state = ex6_drawn(hand)
    respond(state, {1: "meld:RC+RH+RN", 3: "pass"})  # a meld, not a WIN claim
    assert "win" in legal(state, 1)
    state.apply(1, "win")
    entry = state.history[-1]
    assert entry["source"] == "hand" and entry["value"] == 13
    check_win_record(entry, {})


def test_dealt_quads_are_revealed_and_scored_by_option() -> None:
    for option, value in (("concealed", 8), ("exposed", 6)):
        state = FourColor.position(fill({1: "WC WC WC WC ..."}, 0, avoid="WC"),
                                   dealer=0, options={**ONE_DEAL, "dealt_quad_value": option})
        assert state.melds[1] == [[QUAD, value, REVEALED, *[parse_card("WC")] * 4]]
        shown = state.view(2).data["melds"]
        assert shown == [{"seat": 1, "cards": ["WC"] * 4, "kind": "quad", "concealed": True,
                          "value": value}]
        assert sum(state.hands[1]) == 16


def test_dealer_natural_win_variant() -> None:
    hand = "RC RH RN YC YH YN GC GH GN WC WH WN YS YS YS GS GS GS YA YA YA"
    off = FourColor.position(fill({0: hand}, 0), dealer=0, options=ONE_DEAL)
    assert "win" not in legal(off, 0)
    on = FourColor.position(fill({0: hand}, 0),
                            dealer=0, options={**ONE_DEAL, "dealer_natural_win": True})
    assert "win" in legal(on, 0)
    on.apply(0, "win")
    entry = on.history[-1]
    assert entry["value"] == 3 * 4 + 3 * 3 and entry["source"] == "hand"  # 3 fourcolours
    check_win_record(entry, {})


def test_generals_may_be_discarded_when_the_option_is_off() -> None:
    state = FourColor.position(fill({1: "WE ...", 2: "RG ..."}, 1, stock="YG", avoid="YG WE"),
                               dealer=1, stock="YG",
                               options={**ONE_DEAL, "generals_never_discarded": False})
    state.apply(1, "discard:WE")
    respond(state, {2: "draw"})
    assert "decline" in legal(state, 2)
    respond(state, {2: "decline"})
    assert CODES[state.discards[2][-1]] == "YG"


def test_a_general_may_leave_the_hand_when_the_option_is_off() -> None:
    state = FourColor.position(fill({1: "RG ..."}, 1),
                               dealer=1, options={**ONE_DEAL, "generals_never_discarded": False})
    assert "discard:RG" in legal(state, 1)
    held = state.hands[1][parse_card("RG")]
    state.apply(1, "discard:RG")
    assert CODES[state.discards[1][-1]] == "RG"
    assert state.hands[1][parse_card("RG")] == held - 1
    default = FourColor.position(fill({1: "RG ..."}, 1), dealer=1, options=ONE_DEAL)
    assert "discard:RG" not in legal(default, 1)


def test_jokers_are_singles_never_discarded_and_claimed_only_to_win() -> None:
    state = FourColor.position(fill({1: "WE JK ...", 2: "JK JK ..."}, 1, stock="JK", avoid="WE JK"),
                               dealer=1, stock="JK", options={**ONE_DEAL, "jokers": True})
    with pytest.raises(IllegalAction, match="A joker can never be discarded"):
        state.apply(1, "discard:JK")
    assert "discard:JK" not in legal(state, 1)
    state.apply(1, "discard:WE")
    respond(state, {2: "draw"})
    assert state.to_act() == (2, 3, 0, 1) and CODES[state.card] == "JK"
    assert all(legal(state, s) == ["pass"] for s in (3, 0, 1))  # a joker: only to win
    assert legal(state, 2)[-1] == "meld:JK" and "decline" not in legal(state, 2)
    with pytest.raises(IllegalAction, match="A drawn joker can't be discarded"):
        state.apply(2, "decline")
    assert hidden_value(counts("JK JK RG"), RULES) == 3
    assert oracle_kind(["JK", "JK"]) is None


def test_no_split_dealt_triple_keeps_the_triple_together() -> None:
    state = FourColor.position(fill({0: "YE YE YE RE GE ...", 2: "YE ..."}, 2, avoid="YE RE GE WE"),
                               dealer=2, options={**ONE_DEAL, "no_split_dealt_triple": True})
    assert state.locked[0] == [parse_card("YE")]
    assert state.view(0).data["locked"] == ["YE"] and "locked" not in state.view(1).data
    state.apply(2, "discard:YE")
    assert legal(state, 0) == ["quad", "pass"]  # no pong with two of the triple
    with pytest.raises(IllegalAction, match="must stay together: claim a quad instead"):
        state.apply(0, "triple")
    state.apply(0, "pass")
    respond(state, {3: "draw"})
    dealer = FourColor.position(fill({0: "YE YE YE ..."}, 0, avoid="YE"),
                                dealer=0, options={**ONE_DEAL, "no_split_dealt_triple": True})
    with pytest.raises(IllegalAction, match="dealt triple of 🟨相 must stay together"):
        dealer.apply(0, "discard:YE")
    assert "discard:YE" not in legal(dealer, 0)
    hands = fill({0: "YE YE YE RE GE ...", 3: "WE ..."}, 3, stock="GE", avoid="YE RE GE WE")
    state2 = FourColor.position(hands, dealer=3, stock="GE",
                                options={**ONE_DEAL, "no_split_dealt_triple": True})
    state2.apply(3, "discard:WE")
    respond(state2, {0: "draw"})
    melds = legal(state2, 0)
    assert "meld:YE+GE+RE" not in melds and "meld:RE+GE" not in melds
    with pytest.raises(IllegalAction, match="dealt triple must stay together"):
        state2.apply(0, "meld:RE+YE+GE")
    assert hidden_value(counts("YE YE YE RE GE"), RULES, [parse_card("YE")]) == -1
    assert hidden_value(counts("YE YE YE RE GE"), RULES) == 1  # YE YE pair + tricolour


def test_everyone_answers_every_window_by_default() -> None:
    assert FourColorOptions().claim_prompt == "everyone"  # §13 Q8's recommendation
    state = ex6()
    state.apply(0, "discard:WE")
    assert state.to_act() == (1, 2, 3)
    assert legal(state, 2) == ["pass"]
    state.apply(2, "pass")
    state.apply(3, "pass")
    state.apply(1, "draw")
    assert state.to_act() == (1, 2, 3, 0)
    assert str(state.view(0).prompt).startswith("🟥炮 is on the table: pass")


def test_auto_answer_gives_only_a_lone_pass() -> None:
    state = ex6()
    assert all(state.auto_answer(s) is None for s in range(4))  # the dealer's discard
    state.apply(0, "discard:WE")
    assert state.auto_answer(1) is None  # next: take it or draw
    assert state.auto_answer(0) is None  # the discarder is not asked
    assert state.auto_answer(2) == state.auto_answer(3) == Action("pass")
    state.apply(2, "pass")
    assert state.auto_answer(2) is None  # answered already
    respond(state, {1: "draw"})
    assert state.auto_answer(3) is None  # a pong on the drawn RN: a real choice
    assert state.auto_answer(0) == Action("pass")


def test_the_public_view_of_a_window_names_the_card_not_the_claimants() -> None:
    state = ex6_drawn()
    view = state.view(None)
    table = next(str(s.body) for s in view.sections if str(s.title) == "On the table")
    assert table == ("{s1} drew 🟥炮 (to meld or discard). Everyone else may claim it to "
                     "win, or for a triple or quad: every player answers (claim or pass).")
    assert view.to_act == [1, 2, 3, 0] and str(view.prompt) == "Waiting for answers on 🟥炮."
    assert view.data["window"] == {"card": "RN", "source": "draw", "exposer": 1, "turn": 1,
                                   "everyone": True}
    passed = state.clone()
    state.apply(3, "triple")  # the answer stays secret until the window closes
    passed.apply(3, "pass")
    assert state.view(None).to_act == [1, 2, 0]
    for seat in (None, 0, 1, 2):
        assert state.view(seat) == passed.view(seat)


def test_a_match_has_a_set_number_of_deals_and_the_winner_deals() -> None:
    hands = fill({2: EX3_HIDDEN, 3: "GN ..."}, 3, melds={2: EX3_MELDS}, avoid="GN GC GH")
    state = FourColor.position(hands, dealer=3, melds={2: EX3_MELDS},
                               options={**ONE_DEAL, "deals": 3})
    state.apply(3, "discard:GN")
    respond(state, {2: "win", 0: "draw"})
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
    assert english(mine.hand_text).startswith("🟥帥 🟥相 🟥相")
    assert state.view(None).hand == []
    # Each view shows a card as often as the viewer may see it — displays, discard
    # piles and its own hand — so one more copy would be another seat's hidden card
    # (counting copies: two seats may hold the same code).
    public: Counter[int] = Counter()
    for seat_melds in state.melds:
        for meld in seat_melds:
            public.update(meld[3:])
    for pile in state.discards:
        public.update(pile)
    for viewer in (0, 1, 2, 3, None):
        view = state.view(viewer)
        text = json.dumps(view.as_dict(), ensure_ascii=False)
        own = Counter(parse_card(c) for c in view.hand)
        assert sum(own.values()) == (sum(state.hands[viewer]) if viewer is not None else 0)
        codes = Counter(parse_card(t) for t in re.findall(r"\b(?:[RYGW][GAECHNS]|JK)\b", text))
        for card in range(29):
            assert codes[card] == public[card] + own[card], (viewer, CODES[card])
            assert text.count(TEXTS[card]) == public[card] + own[card], (viewer, CODES[card])
    table = next(english(s.body) for s in state.view(None).sections if str(s.title) == "Table")
    assert "{s3}: 8 hidden" in table and "(dealt)" in table


def test_labels_read_well() -> None:
    state = ex5()
    state.apply(0, "discard:GS")
    assert (str(state.label(Action("meld", "RS+GS+WS")))
            == "Take 🟩卒: 🟥兵 🟩卒 ⬜卒 (tricolour)")
    assert str(state.label(Action("triple"))) == "Claim 🟩卒 for a triple (pong)"
    assert str(state.label(Action("win"))) == "Win with 🟩卒"
    assert "take it for a meld" in str(state.view(1).prompt)
    assert str(state.view(3).prompt) == "You may claim 🟩卒 (win) — or pass."


@pytest.mark.parametrize(("broken", "message"), [
    ("drop", "a winning hand has 20 cards, not 21"),
    ("relabel", "a winning hand's value must be odd, got 14")])
def test_a_card_count_bug_stops_the_scoring(monkeypatch: pytest.MonkeyPatch, broken: str,
                                            message: str) -> None:
    """§7's parity check is a real error (not an assert that ``python -O`` drops)."""
    import bot.games.four_color as fc
    import bot.games.four_color.melds as fc_melds

    real = fc.hidden_split

    def buggy(hand: list[int], rules: fc.Rules,
              locked: Any = ()) -> list[tuple[int, list[int]]]:
        melds = real(hand, rules, locked)
        single = next(i for i, (kind, _) in enumerate(melds) if kind == fc.SINGLE)
        if broken == "drop":
            del melds[single]  # a lost card
        else:
            melds[single] = (fc.PAIR, melds[single][1])  # one card scored as 0
        return melds

    state = ex3()
    state.apply(3, "discard:GN")
    state.apply(0, "draw")
    state.apply(1, "pass")
    hand = list(state.hands[2])
    monkeypatch.setattr(fc_melds, "hidden_split", buggy)
    with pytest.raises(RuntimeError, match=message):
        state.apply(2, "win")
    assert state.scores == [0, 0, 0, 0] and state.hands[2] == hand and not state.history


def test_hosts_read_cards_the_four_color_way() -> None:
    assert FourColor.read_card("red chariot") == "RC"
    assert FourColor.read_card(" 🟩包 ") == "GN"
    assert FourColor.read_card("jk") == "JK"
    assert FourColor.read_card("10S") is None


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
    state = FourColor.position(fill({0: hand}, 0), dealer=0, options={**ONE_DEAL, "jokers": True})
    assert legal(state, 0) == ["win"]
    state.apply(0, "win")
    entry = state.history[-1]
    assert entry["value"] == 4 * 8 + 5 and entry["source"] == "hand"
    check_win_record(entry, {})
