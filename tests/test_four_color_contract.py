"""Four Color through the engine contract: positions, typed moves, replies that say what
to type, text from the catalog, machine-readable views, finished deals as records, the
``choices`` claim prompt, and snapshots and action logs from stop 12 replaying unchanged."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from bot.engine import Action, IllegalAction, InvalidPosition, Msg, new_match
from bot.engine.playout import random_step
from bot.games.four_color import FourColor
from bot.i18n import english
from tests.four_color_helpers import fill

ONE_DEAL = {"mulligan": False, "deals": 1}
ROOT = Path(__file__).parent


def table(state: FourColor, title: str, seat: int | None = None) -> str:
    return next(english(s.body) for s in state.view(seat).sections if english(s.title) == title)


def ex6_discarded(**options: Any) -> FourColor:
    """Seat 0 (dealer) opened with WE; seat 1 holds RC RH, seat 3 RN RN; RN tops the stock.
    Nobody can use WE."""
    hands = fill({0: "WE ...", 1: "RC RH ...", 3: "RN RN ..."}, 0, stock="RN",
                 avoid="RN RC RH WE")
    state = FourColor.position(hands, dealer=0, stock="RN", options={**ONE_DEAL, **options})
    state.apply(0, "discard:WE")
    return state


# --- the position constructor -------------------------------------------------------

def test_a_position_mid_window_with_an_answer_given() -> None:
    hands = fill({0: "WE ...", 1: "RC RH ...", 3: "RN RN ..."}, 0, stock="RN",
                 avoid="RN RC RH WE")
    hands[0] = " ".join(hands[0].split()[1:])  # WE is on seat 0's pile now
    state = FourColor.position(hands, dealer=0, discards={0: "WE"}, phase="window",
                               window={"source": "discard", "seat": 0}, answers={2: "pass"},
                               stock="RN", options=ONE_DEAL)
    assert state.to_act() == (1, 3)
    assert state.legal_actions(3) == [Action("pass")]  # WE: nothing to claim
    state.apply(3, "pass")
    state.apply(1, "draw")
    assert state.source == "draw" and state.card == 20 and state.exposer == 1  # RN
    assert [str(a) for a in state.legal_actions(3)] == ["triple", "pass"]


def test_a_drawn_card_in_a_window_is_not_in_the_stock() -> None:
    hands = fill({1: "RC RH ...", 3: "RN RN ..."}, 0, avoid="RN RC RH")
    *kept, thrown = hands[0].split()
    hands[0] = " ".join(kept)
    state = FourColor.position(hands, dealer=0, discards={0: thrown}, phase="window",
                               window={"source": "draw", "seat": 1, "card": "RN"},
                               options=ONE_DEAL)
    assert state.to_act() == (1, 2, 3, 0)
    assert "meld:RC+RH+RN" in [str(a) for a in state.legal_actions(1)]
    assert state.total_cards() == 112 and state.stock.count(20) == 1  # the fourth RN


@pytest.mark.parametrize(("change", "message"), [
    ({"hands": {0: "RC RC RC RC RC"}}, "RC appears more often than the pack has"),
    ({"hands": {0: "JK"}}, "JK appears more often than the pack has \\(0\\)"),
    ({"hands": {0: "XX"}}, "'XX' is not a card"),
    ({"dealer": 1}, "seat 0 holds 21 cards in hand and melds, not 20"),
    ({"discards": {1: "YG"}}, "seat 1's discards hold YG, which can never be discarded"),
    ({"stock_size": 0}, "can never be discarded"),
    ({"scores": [5, 0, 0, 0]}, "summing to 0"),
    ({"hands": dict(enumerate(fill({}, 2))), "current": 2, "opening": True},
     "only the dealer makes the opening discard"),
    ({"phase": "mulligan"}, "needs the option mulligan"),
    ({"phase": "window"}, "the window phase needs window="),
    ({"phase": "over"}, "phase must be one of"),
    ({"deals_done": 1}, "deals_done must be 0 to 0"),
    ({"melds": {1: ["RC YC"]}}, "seat 1: RC YC is not a meld"),
    ({"locked": {0: "RG"}}, "locked triples need the option no_split_dealt_triple"),
    ({"options": {"jokerz": True}}, "bad options"),
    ({"melds": {7: ["RG"]}}, "there is no seat 7"),
])
def test_impossible_positions_are_refused(change: dict[str, Any], message: str) -> None:
    hands = dict(enumerate(fill({}, 0)))
    kwargs: dict[str, Any] = {"dealer": 0, "options": ONE_DEAL}
    for key, value in change.items():
        if key == "hands":
            hands.update(value)
        else:
            kwargs[key] = value
    with pytest.raises(InvalidPosition, match=message):
        FourColor.position(hands, **kwargs)


def test_window_answers_must_be_legal_and_leave_someone_to_answer() -> None:
    state = ex6_discarded()
    desc = state.describe()
    with pytest.raises(InvalidPosition, match="seat 2 can't answer 'triple'"):
        FourColor.position(**{**desc, "answers": {2: "triple"}})
    with pytest.raises(InvalidPosition, match="every seat has answered"):
        FourColor.position(**{**desc, "answers": {1: "draw", 2: "pass", 3: "pass"}})
    with pytest.raises(InvalidPosition, match="seat 0 is not asked"):
        FourColor.position(**{**desc, "answers": {0: "pass"}})


def test_describe_gives_the_position_back() -> None:
    state = ex6_discarded()
    state.apply(2, "pass")
    again = FourColor.position(**state.describe())
    assert again.to_act() == state.to_act() == (1, 3)
    assert again.view(1) == state.view(1) and again.answers == state.answers


# --- typed moves ------------------------------------------------------------------------

def test_typed_moves_in_any_spelling() -> None:
    state = ex6_discarded()
    state.apply(2, "pass")
    state.apply(3, state.parse_action(3, "pass"))
    assert state.parse_action(1, "draw") == Action("draw")
    state.apply(1, "draw")  # RN drawn: seat 1 may make the field, seat 3 a pong
    assert state.parse_action(3, "pong") == Action("triple")
    assert state.parse_action(3, "claim triple") == Action("triple")
    meld = Action("meld", "RC+RH+RN")
    for typed in ("meld RN RC RH", "meld:rn+rc+rh", "take red cannon, red chariot, red horse",
                  "MELD 🟥炮 🟥俥 🟥傌"):
        assert state.parse_action(1, typed) == meld, typed


def test_a_bare_card_is_the_discard() -> None:
    state = FourColor.position(fill({1: "RG WC YS ..."}, 1), dealer=1, options=ONE_DEAL)
    absent = next(c for c in ("GN", "RE", "YC", "GA") if c not in state.view(1).hand)
    assert state.parse_action(1, "WC") == Action("discard", "WC")
    assert state.parse_action(1, "white chariot") == Action("discard", "WC")
    assert state.parse_action(1, "discard ⬜車") == Action("discard", "WC")
    # a card not held still goes to the engine, which says why
    missing = state.parse_action(1, absent)
    assert missing == Action("discard", absent)
    with pytest.raises(IllegalAction, match=f"You don't hold .. \\({absent}\\)"):
        state.apply(1, missing)


@pytest.mark.parametrize("typed", ["pass:'; DROP TABLE actions;--", "draw:now", "win:yes"])
def test_junk_after_a_move_without_argument_is_refused(typed: str) -> None:
    state = ex6_discarded()
    before = state.to_json()
    seat = 1 if typed.startswith("draw") else 2
    with pytest.raises(IllegalAction) as err:
        state.apply(seat, state.parse_action(seat, typed))
    move = typed.partition(":")[0]
    assert err.value.reason == f"“{move}” takes nothing after it: type just {move}."
    assert state.to_json() == before


def test_near_misses_are_answered_with_the_accepted_form() -> None:
    state = FourColor.position(fill({1: "RG WC YS ..."}, 1), dealer=1, options=ONE_DEAL)
    first = str(state.legal_actions(1)[0].arg)
    for typed in ("1", "bid 60", "discard"):
        with pytest.raises(IllegalAction) as err:
            state.apply(1, state.parse_action(1, typed))
        assert err.value.reason == (f"Discard a card now: type discard {first}, "
                                    f"or just {first}.")
    window = ex6_discarded()
    with pytest.raises(IllegalAction) as err:
        window.apply(1, window.parse_action(1, "WE"))  # the card alone: which meld?
    assert err.value.reason.startswith("First answer for ⬜象: take it with a meld (meld WE+…)")
    with pytest.raises(IllegalAction, match="Answer the claim on ⬜象 first: pass"):
        window.apply(2, window.parse_action(2, "claim"))


# --- what people read -----------------------------------------------------------------------

def test_a_turn_with_only_a_draw_says_just_that() -> None:
    """Issue 16 item 9: no "take it for a meld" when no meld is possible."""
    state = ex6_discarded()
    assert state.legal_actions(1) == [Action("draw")]  # no meld with WE
    assert english(state.view(1).prompt) == ("{s0} discarded ⬜象: it fits none of your melds, "
                                             "so draw from the stock.")
    assert table(state, "On the table", 1).startswith(
        "{s0} discarded ⬜象; {s1} has no meld with it and draws.")
    # everyone else still reads the rights, which say nothing of seat 1's hand
    assert table(state, "On the table", 2).startswith(
        "{s0} discarded ⬜象; {s1} may take it for a meld, or draw.")
    assert table(state, "On the table") == table(state, "On the table", 3)


def test_a_drawn_card_that_fits_nothing_is_discarded_by_the_prompt() -> None:
    hands = fill({2: "RE ...", 3: "WH RC ..."}, 2, stock="WC", avoid="WC WN YC GC RE")
    state = FourColor.position(hands, dealer=2, stock="WC", options=ONE_DEAL)
    state.apply(2, "discard:RE")
    for seat in (0, 1):
        state.apply(seat, "pass")
    state.apply(3, "draw")
    assert state.legal_actions(3) == [Action("decline")]
    assert english(state.view(3).prompt) == "You drew ⬜車: it fits none of your melds, so " \
                                            "discard it."


def test_the_legend_explains_letters_and_marks() -> None:
    legend = english(FourColor.legend())
    for piece in ("N Cannon 🟥炮 🟩包", "E Elephant 🟥相 🟩象", "A Advisor 🟥仕 🟩士",
                  "G General 🟥帥 🟩將", "JK joker 🃏"):
        assert piece in legend
    assert "* marks the meld that won the last deal" in legend and "(dealt)" in legend


def test_every_message_of_the_game_is_in_the_catalog() -> None:
    """A whole match's events, prompts, labels, sections and refusals render in English
    with no message id left raw (a missing message renders as its id)."""
    rng = random.Random(5)
    state = new_match("four-color", 3, {"deals": 2, "jokers": True}, seed=5)
    seen: set[str] = set()
    while not state.is_over:
        for seat in [*range(3), None]:
            view = state.view(seat)
            texts = [view.prompt, view.phase_title, view.hand_text]
            texts += [t for s in view.sections for t in (s.title, s.body)]
            seen.update(english(t) for t in texts)
        seat, action = random_step(state, rng)
        seen.update(english(state.label(a)) for a in state.legal_actions(seat))
        for probe in ("bid:1", "meld:ZZ", "pass:x", "discard:RG"):
            try:
                state.apply(seat, probe)
            except IllegalAction as err:
                seen.add(err.reason)
        seen.update(english(e.msg) for e in state.apply(seat, action))
    assert not [t for t in seen if "fc-" in t], [t for t in seen if "fc-" in t][:3]
    assert any("wins with" in t or "ran out" in t for t in seen)


# --- data for machines -----------------------------------------------------------------

def test_view_data_is_codes_and_numbers() -> None:
    state = ex6_discarded()
    data = state.view(None).data
    assert data["discard"] == {"seat": 0, "card": "WE"}
    assert data["stock"] == 31 and data["hand_sizes"] == [20, 20, 20, 20]
    assert data["window"] == {"card": "WE", "source": "discard", "exposer": 0, "turn": 1,
                              "everyone": True}
    assert data["discards"][0] == ["WE"] and data["melds"] == []
    assert data["dealer"] == 0 and data["scores"] == [0, 0, 0, 0]

    def plain(value: Any) -> bool:
        if isinstance(value, dict):
            return all(isinstance(k, str) and plain(v) for k, v in value.items())
        if isinstance(value, list):
            return all(plain(v) for v in value)
        return value is None or isinstance(value, bool | int | str)

    assert plain(data) and json.loads(json.dumps(data)) == data
    assert "⬜" not in json.dumps(data, ensure_ascii=False)  # codes, never faces


def test_finished_deals_are_records() -> None:
    hands = fill({0: "GN ...", 2: "GG YS YS YS WA WA GC GH RS GS WS RG"}, 0,
                 melds={2: ["WH WH WH WH", "RN RN RN", "YG"]}, avoid="GN GC GH")
    state = FourColor.position(hands, dealer=0, melds={2: ["WH WH WH WH", "RN RN RN", "YG"]},
                               options={**ONE_DEAL, "deals": 2})
    state.apply(0, "discard:GN")
    state.apply(2, "win")
    state.apply(3, "pass")
    state.apply(1, "draw")
    (record,) = state.deal_records()
    assert record.number == 1 and record.declarer is None and record.made is None
    assert record.changes == (-15, -15, 45, -15)
    assert record.detail["winner"] == 2 and record.detail["card"] == "GN"
    assert table(state, "Last deal").startswith(
        "{s2} won 15: [⬜馬 ⬜馬 ⬜馬 ⬜馬] [🟥炮 🟥炮 🟥炮]")


# --- claim_prompt="choices": forced answers inside the engine ----------------------------

def first_choice_match(seed: int, prompt: str, seats: int = 4) -> tuple[FourColor, int]:
    """A match where every seat with a choice takes its first legal action."""
    state = new_match("four-color", seats, {"deals": 2, "claim_prompt": prompt}, seed)
    assert isinstance(state, FourColor)
    decisions = 0
    while not state.is_over:
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
        decisions += 1
    return state, decisions


@pytest.mark.parametrize(("seed", "seats"), [(1, 4), (2, 4), (3, 3), (4, 2)])
def test_choices_asks_only_real_choices_and_plays_the_same_game(seed: int, seats: int) -> None:
    everyone, asked = first_choice_match(seed, "everyone", seats)
    choices, chosen = first_choice_match(seed, "choices", seats)
    assert choices.history == everyone.history and choices.scores == everyone.scores
    assert chosen < asked / 2 if seats > 2 else chosen < asked  # most answers were forced


def test_choices_resolves_a_window_nobody_is_asked_in() -> None:
    state = ex6_discarded(claim_prompt="choices")
    # Nobody could claim WE and seat 1 could only draw: that window closed at once. On
    # the drawn RN, seat 1 may meld or decline and seat 3 may pong; seat 2 is not asked.
    assert state.source == "draw" and state.to_act() == (1, 3)
    assert all(len(state.legal_actions(s)) > 1 for s in state.to_act())


# --- old snapshots and logs ---------------------------------------------------------------

def test_stop12_logs_replay_to_the_same_snapshots() -> None:
    """Snapshots and action logs written by stop 12's engine (tag baseline-stop12):
    every snapshot loads, and replaying the log gives the very same JSON."""
    fixture = json.loads((ROOT / "four_color_stop12.json").read_text())
    assert fixture["made_by"] == "baseline-stop12"
    for match in fixture["matches"]:
        snaps = match["snapshots"]
        state = new_match("four-color", match["seats"], match["options"], match["seed"])
        assert json.loads(state.to_json()) == snaps["0"]
        for step, (seat, action) in enumerate(match["log"], start=1):
            state.apply(seat, action)
            if str(step) in snaps:
                assert json.loads(state.to_json()) == snaps[str(step)], step
        middle = min(int(k) for k in snaps if k != "0")
        loaded = FourColor.from_json(json.dumps(snaps[str(middle)]))
        for seat, action in match["log"][middle:]:
            loaded.apply(seat, action)
        assert loaded == state


def test_msg_arguments_are_what_the_catalog_expects() -> None:
    """A spot check that events carry data, not English: seats and faces."""
    state = ex6_discarded()
    (event,) = [e for e in state.apply(2, "pass") + state.apply(3, "pass")
                + state.apply(1, "draw") if e.kind == "draw"]
    assert isinstance(event.msg, Msg) and event.msg.id == "fc-event-draw"
    assert event.text == "{s1} draws 🟥炮."


def test_a_bare_meld_is_the_meld() -> None:
    state = ex6_discarded()
    state.apply(2, "pass")
    state.apply(3, "pass")
    state.apply(1, "draw")
    for typed in ("RC+RH+RN", "rn rc rh", "🟥炮 🟥俥 🟥傌"):
        assert state.parse_action(1, typed) == Action("meld", "RC+RH+RN"), typed
