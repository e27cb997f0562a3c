"""What Fifty-Six keeps beside its fields (issue 18 item 1) stays true to them: ``is_over``
as a plain attribute follows the phase however a state is made, the hot path's copy of the
options is the state's own options, and a listed bid's shared words and event are the ones
its meaning gives."""

from __future__ import annotations

import random

import pytest

from bot.games.fifty_six import BIDS_FROM, MIN_BID, NT, PLAIN_FORMS, FiftySix, FiftySixOptions
from bot.games.fifty_six import texts as tx
from bot.games.fifty_six.calls import Call, meaning_of
from bot.games.fifty_six.rules import suit_tops


def _finished(seats: int, seed: int) -> tuple[FiftySix, list[FiftySix]]:
    """A match played to its end by random moves, and some states along the way."""
    state = FiftySix.new(seats, FiftySixOptions(), seed)
    rng = random.Random(seed)
    seen = []
    while not state.is_over:
        assert state.phase != "over"
        seat = state.to_act()[0]
        state.apply(seat, state.random_action(seat, rng))
        if rng.random() < 0.02:
            seen.append(state.clone())
    return state, seen


@pytest.mark.parametrize("seats", [4, 8])
def test_is_over_follows_the_phase_when_played_copied_and_loaded(seats: int) -> None:
    state, seen = _finished(seats, seats)
    assert state.phase == "over" and state.result() is not None
    for s in [state, *seen]:
        over = s.phase == "over"
        assert s.is_over == over
        assert s.clone().is_over == over
        assert FiftySix.from_json(s.to_json()).is_over == over
        assert FiftySix.from_dict(s.to_dict()).is_over == over


def test_each_match_reads_its_own_options_when_matches_alternate() -> None:
    """The plain copy of the options is kept for the last options object only: matches
    with different options, played in turn, each follow their own rules."""
    barred = FiftySixOptions(trump_lead_rule=True)
    free = FiftySixOptions()
    hands = [["JS", "9S", "AH", "10H", "KH", "QH", "JD", "9D", "AD", "10D", "KD", "QD"],
             ["JS", "9S", "AS", "10S", "KS", "QS", "JH", "9H", "AC", "10C", "KC", "QC"],
             ["AS", "10S", "KS", "QS", "JH", "9H", "AH", "10H", "KH", "QH", "JC", "9C"],
             ["JC", "9C", "AC", "10C", "KC", "QC", "JD", "9D", "AD", "10D", "KD", "QD"]]
    for _ in range(2):
        one = FiftySix.position(hands, options=barred, contract="28S", bidder=1)
        other = FiftySix.position(hands, options=free, contract="28S", bidder=1)
        loaded = FiftySix.from_json(one.to_json())
        leader = one.turn
        assert leader == other.turn == loaded.turn == 1
        # seat 1 holds spades and other suits: trumps may not lead until one is played
        assert not any(a.arg.endswith("S") for a in one.legal_actions(leader))
        assert not any(a.arg.endswith("S") for a in loaded.legal_actions(leader))
        assert any(a.arg.endswith("S") for a in other.legal_actions(leader))


@pytest.mark.parametrize("seats", [4, 6, 8])
def test_a_listed_bid_says_what_its_meaning_says(seats: int) -> None:
    """Every listed bid at many auction moments, by every seat, doubled or not: the call
    kept, the top cards announced and the event are those the bid's meaning gives."""
    tops = suit_tops(seats, 48, 64)
    rng = random.Random(seats)
    for _ in range(300):
        high = rng.choice([0, *range(MIN_BID, 56)])
        amount = rng.randrange(high + 1 if high else MIN_BID, 57)
        strain = rng.randrange(5)
        start = rng.randrange(len(tops[0])) if strain < NT else 0
        plain = tx.plain_bid(amount, strain, high, start, seats, 48, 64)
        form = PLAIN_FORMS[strain]
        meaning = meaning_of(form, amount, strain, high, [start] * 4, (),
                             tops[strain] if strain < NT else ())
        assert plain.shown == len(meaning.cards)
        for seat in range(seats):
            for doubled in (False, True):
                kept, event = plain.said_by(seat, doubled)
                assert kept == Call(seat, "bid", amount, strain, form)
                assert event == tx.bid_event(seat, meaning, doubled)
                assert plain.said_by(seat, doubled) == (kept, event)


def test_a_bid_in_the_auction_keeps_the_shared_call_and_event() -> None:
    state = FiftySix.new(6, FiftySixOptions(), 3)
    seat = state.turn
    events = state.apply(seat, BIDS_FROM[30][1])  # 30 hearts, opening: three top hearts
    meaning = meaning_of("number_suit", 30, 1, 0, [0] * 4, (), suit_tops(6, 48, 64)[1])
    assert events == [tx.bid_event(seat, meaning, False)]
    assert state.calls[-1] == Call(seat, "bid", 30, 1, "number_suit")
    assert state.announced[1] == len(meaning.cards) == 3
