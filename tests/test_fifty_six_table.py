"""What a Fifty-Six table says and shows: typed moves, labels that announce cards, a quiet
view once play has begun, machine-readable data, deal records and the message catalog."""

from __future__ import annotations

import json
import logging
import random
import re
from typing import Any

import pytest

from bot.engine import Action, IllegalAction, Msg, new_match
from bot.games.fifty_six import FiftySix
from bot.i18n import english
from tests.test_fifty_six import (
    ODD_TAKE_25_OF_6,
    ODD_TAKE_31,
    ODD_TAKE_42,
    play_first_legal,
    start,
)


def lines(state: FiftySix, seat: int | None = None) -> list[str]:
    """The view as the terminal prints it: one line per section line."""
    out = []
    for section in state.view(seat).sections:
        body = english(section.body).splitlines() or [""]
        out += [f"{english(section.title)}: {body[0]}", *body[1:]]
    return out


# --- typed moves (issue 16 item 8) ------------------------------------------------------

@pytest.mark.parametrize(("typed", "action"), [
    ("28 spades", "bid:28S"), ("28S", "bid:28S"), ("28s", "bid:28S"), ("bid 28 spades", "bid:28S"),
    ("bid:28S", "bid:28S"), ("28 no trumps", "bid:28N"), ("28 no-trumps", "bid:28N"),
    ("28 notrump", "bid:28N"), ("28NT", "bid:28N"), ("28 ♥", "bid:28H"),
    ("spades 28", "bid:28S:suit_number"), ("28 noes", "bid:28N:number_noes"),
    ("pass", "pass"), ("PASS", "pass"), ("double", "double"),
])
def test_typed_calls_become_the_listed_or_machine_actions(typed: str, action: str) -> None:
    state = start()
    assert str(state.parse_action(1, typed)) == action


def test_typed_plus_calls_and_cards() -> None:
    state = start()
    state.apply(1, state.parse_action(1, "30 hearts"))
    plus = state.parse_action(2, "plus 2 spades")
    state.apply(2, plus)
    assert (state.high_amount, state.high_strain, state.calls[-1].form) == (32, 0, "plus_suit")
    assert str(state.parse_action(3, "57 spades")) == "bid:57 spades"
    with pytest.raises(IllegalAction, match="56 is the highest bid"):
        state.apply(3, state.parse_action(3, "57 spades"))
    for seat in (3, 0, 1):
        state.apply(seat, "pass")
    seat = state.turn
    card = state.legal_actions(seat)[0]
    assert state.parse_action(seat, card.arg.lower()) == card
    assert state.parse_action(seat, f"play {card.arg.lower()}") == card
    with pytest.raises(IllegalAction, match="auction is over"):
        state.apply(seat, state.parse_action(seat, "33 spades"))
    with pytest.raises(IllegalAction, match=r"“28” is not a move in Fifty-Six\. Play a card"):
        state.apply(seat, state.parse_action(seat, "28"))


# --- labels say what a bid announces (issue 15 item 7) --------------------------------

def test_a_bids_label_says_which_cards_its_form_announces() -> None:
    state = start()
    label = {str(a): english(state.label(a)) for a in state.legal_actions(1)}
    assert label["bid:28S"] == "28 spades — shows J♠"  # number_suit at the minimum: 1 top card
    assert label["bid:30H"] == "30 hearts — shows J♥ J♥ 9♥"  # at min + 2: three
    assert label["bid:28N"] == "28 no-trumps"  # number_nt announces no cards
    assert len(set(label.values())) == len(label)  # every choice reads differently
    state.apply(1, "28 spades")
    # J♠ is announced: the next "top spades" are the other J♠ and the 9♠s
    assert english(state.label(Action("bid", "30S"))) == "30 spades — shows J♠ 9♠"
    assert english(state.label(Action("bid", "29N:number_noes"))) == (
        "29 noes (= 29 no-trumps) — shows a void in spades")
    assert english(state.label(Action("bid", "29S:suit_number"))) == (
        "spades 29 (= 29 spades) — shows a good spade suit without its top card")
    assert english(state.label(Action("bid", "30D:plus_suit"))) == (
        "plus 2 diamonds (= 30 diamonds) — shows J♦ J♦ and no other diamond")
    state.apply(2, "41 spades")  # min 29 + 12: every spade left is announced
    assert english(state.label(Action("bid", "42S"))) == (
        "42 spades — shows more top spades than remain")


def test_what_a_label_announced_is_what_the_bid_shows() -> None:
    state = start()
    label = english(state.label(Action("bid", "29S")))
    events = state.apply(1, "bid:29S")
    assert "(J♠ J♠)" in events[0].text and label.endswith("J♠ J♠")
    assert state.view(None).data["auction"][0]["shows"] == ["JS", "JS"]


# --- a quiet view (issue 16 item 10) ----------------------------------------------------

def test_six_players_see_the_auction_while_it_matters_then_one_line() -> None:
    state = new_match("fifty-six", 6, None, 4)
    assert isinstance(state, FiftySix) and state.draws
    titles = [english(s.title) for s in state.view(None).sections]
    assert "Draw for dealer" in titles  # who deals, while the first auction is on
    script = ["28 spades", "29 hearts", "pass", "31 clubs", "double", "pass", "pass", "pass",
              "pass", "pass"]
    for call in script:
        state.apply(state.turn, call)
    assert state.phase == "play"
    view = lines(state)
    assert not any(line.startswith("Draw for dealer") for line in view)
    auction = [line for line in view if line.startswith("Auction: ")]
    assert auction == [f"Auction: {{s{(state.dealer + 1) % 6}}} 28 spades (shows J♠) · "
                       f"{{s{(state.dealer + 2) % 6}}} 29 hearts (shows J♥) · "
                       f"{{s{(state.dealer + 4) % 6}}} 31 clubs (shows J♣ J♣) · "
                       f"{{s{(state.dealer + 5) % 6}}} doubled"]
    assert len(view) <= 8, view  # scores, table cards, dealer, auction, contract, trick
    for _ in range(8):
        state.apply(state.turn, state.legal_actions(state.turn)[0])
    assert len(lines(state, state.turn)) <= 8


def test_the_auction_lists_every_call_while_it_is_on() -> None:
    state = start(6, hands=ODD_TAKE_25_OF_6)
    for call in ("28 spades", "double", "pass"):
        state.apply(state.turn, call)
    auction = next(english(s.body) for s in state.view(None).sections
                   if english(s.title) == "Auction")
    assert auction.splitlines() == ["{s1}: 28 spades — shows the top spade (J♠) and about four "
                                    "or more spades", "{s2}: double", "{s3}: pass",
                                    "(28 spades doubled)"]


def test_after_everybody_passed_the_auction_line_says_so() -> None:
    state = start(6, hands=ODD_TAKE_25_OF_6)
    for _ in range(6):
        state.apply(state.turn, "pass")
    assert "Auction: Everybody passed." in lines(state)
    assert any(line.startswith("Contract: 28 no-trumps by {s1}, {s3}, and {s5} (everybody "
                               "passed)") for line in lines(state))


# --- machine-readable data and deal records (issue 16 item 15) ---------------------------

_CODE = re.compile(r"(10|[2-9AJKQ])[SHDC]|[SHDCN]|NT|\d+[SHDCN]")
_WORDS = {"auction", "play", "over", "ccw", "cw", "bid", "pass", "double", "redouble",
          "number_suit", "plus_suit", "suit_number", "number_nt", "number_noes", "plus_noes"}


def _strings(value: Any) -> list[str]:
    """Every string value in ``value`` (keys are names, not data)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def test_view_data_is_codes_and_numbers_throughout() -> None:
    for seats in (4, 6, 8):
        state = new_match("fifty-six", seats, None, seats)
        rng = random.Random(seats)
        while not state.is_over:
            data = state.view(state.to_act()[0]).data
            json.dumps(data)
            for text in _strings(data):  # no display text: codes only
                assert text in _WORDS or _CODE.fullmatch(text), text
            seat = state.to_act()[0]
            state.apply(seat, state.random_action(seat, rng))
        assert state.view(None).data["deals_completed"] == state.deals_completed()


def test_the_common_keys_hosts_read() -> None:
    state = start(hands=ODD_TAKE_42, dealer=0)
    for call in ("40 hearts", "double", "pass", "pass", "pass"):
        state.apply(state.turn, call)
    for _ in range(5):
        state.apply(state.turn, state.legal_actions(state.turn)[0])
    data = state.view(None).data
    assert data["dealer"] == 0 and data["teams"] == [[0, 2], [1, 3]]
    assert data["scores"] == [0, 0] and data["trump"] == "H"
    assert data["contract"] == {"seat": 1, "code": "40H", "value": 40, "team": 1,
                                "multiplier": 2, "all_pass": False}
    assert data["trick"] == [{"seat": data["leader"], "card": state.view(None).data["trick"][0]
                              ["card"]}]
    assert [p["seat"] for p in data["last_trick"]] == [1, 2, 3, 0]
    assert data["last_trick_winner"] == state.last_winner
    assert data["hand_sizes"] == [len(h) for h in state.hands]


def test_each_finished_deal_leaves_a_record() -> None:
    state = start(hands=ODD_TAKE_42)
    for call in ("40 hearts", "double", "pass", "pass", "pass"):
        state.apply(state.turn, call)
    play_first_legal(state)  # P1 + P3 take 42: 40 doubled made, 2 × 2 game points
    (record,) = state.deal_records()
    assert (record.number, record.declarer, record.contract, record.made, record.margin,
            record.changes) == (1, 1, "40H", True, 2, (0, 4))
    assert record.detail == {"dealer": 0, "bidder": 1, "multiplier": 2, "all_pass": False,
                             "points": [14, 42], "scorer": 1, "game_points": 4}
    assert state.view(None).data["last_deal"]["contract"] == "40H"
    last = next(english(s.body) for s in state.view(None).sections
                if english(s.title) == "Last deal")
    assert last == "40 hearts ×2 made (42 points): {s1} and {s3} +4"


def test_records_of_an_all_pass_deal_and_of_tables() -> None:
    passed = start(6, hands=ODD_TAKE_25_OF_6)
    for _ in range(6):
        passed.apply(passed.turn, "pass")
    play_first_legal(passed)
    (record,) = passed.deal_records()
    assert (record.declarer, record.contract, record.made, record.margin, record.changes) == (
        None, "28N", False, -3, (2, 0))
    net = FiftySix.position(ODD_TAKE_31, options={"match_end": "tables_net"}, tables=(5, 19),
                            auction=["30 spades", "pass", "pass", "pass"])
    play_first_legal(net)
    assert net.deal_records()[0].changes == (-1, 1)


# --- the catalog (issue 19) -------------------------------------------------------------

def _texts(state: FiftySix) -> list[Any]:
    out: list[Any] = []
    for seat in [None, *range(state.seats)]:
        view = state.view(seat)
        out += [view.prompt, view.phase_title, view.hand_text]
        out += [t for s in view.sections for t in (s.title, s.body)]
        if seat is not None:
            out += [state.label(a) for a in state.legal_actions(seat)[:12]]
    return out


@pytest.mark.parametrize("options", [None, {"match_end": "tables_net", "redeal": "weak_hand",
                                            "trump_lead_rule": True}])
def test_everything_said_renders_from_the_catalog(options: dict[str, Any] | None,
                                                  caplog: pytest.LogCaptureFixture) -> None:
    """Events, views, labels, reasons and the result: messages of the catalog, rendered
    without a missing message or argument, and no sentence built outside it."""
    caplog.set_level(logging.ERROR, logger="bot.i18n")
    said: list[Any] = []
    for seats in (4, 6):
        state = new_match("fifty-six", seats, options, 11)
        assert isinstance(state, FiftySix)
        rng = random.Random(11)
        step = 0
        while not state.is_over:
            seat = state.to_act()[0]
            if step % 7 == 0:
                said += _texts(state)
            for probe in ("bid:27S", "double", "play:ZZ", "frobnicate", "28"):
                try:
                    state.clone().apply(seat, probe)
                except IllegalAction as err:
                    said.append(err.message)
            events = state.apply(seat, state.random_action(seat, rng))
            said += [e.msg for e in events]
            step += 1
        result = state.result()
        assert result is not None
        said += [result.summary, *_texts(state)]
    messages = [t for t in said if isinstance(t, Msg)]
    assert len(messages) > 1000
    assert all(t.id.startswith(("fs-", "engine-")) for t in messages)
    for text in said:
        rendered = english(text)
        assert "fs-" not in rendered and "{$" not in rendered and "{ $" not in rendered, rendered
    assert not caplog.records, caplog.records[0].getMessage()


def test_events_keep_their_kind_and_arguments() -> None:
    state = start(hands=ODD_TAKE_42)
    (event,) = state.apply(1, "40 hearts")
    assert event.kind == "bid" and isinstance(event.msg, Msg) and event.seat == 1
    assert event.text == ("{s1} bids 40 hearts — shows all the remaining top hearts "
                          "(J♥ J♥ 9♥ 9♥ A♥ A♥ 10♥ 10♥ K♥ K♥ Q♥ Q♥) and about four or more "
                          "hearts.")
    for call in ("double", "pass", "pass", "pass"):
        state.apply(state.turn, call)
    (play,) = state.apply(1, state.legal_actions(1)[0])
    assert play.kind == "play" and play.msg.id == "fs-event-play"  # type: ignore[union-attr]
