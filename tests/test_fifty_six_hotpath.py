"""Fifty-Six's hot path does what the plain rules do (issue 18 item 1): the shortcuts — the
shuffle and random choice written out, each seat's cards kept by suit, the turn's legal
cards worked out once — give the very same deals, choices and legal moves, and copies
made any way never share what they keep."""

from __future__ import annotations

import random

import pytest

from bot.ai.common import fast_copy
from bot.engine import Action, new_match
from bot.engine.cards import card_code
from bot.engine.cards import shuffled as engine_shuffled
from bot.games.fifty_six import PLAY_ACTIONS, FiftySix
from bot.games.fifty_six.rules import _deck, shuffled


@pytest.mark.parametrize(("seats", "deck_4p"), [(4, 32), (4, 48), (8, 48)])
def test_the_written_out_shuffle_is_the_engines(seats: int, deck_4p: int) -> None:
    deck = list(_deck(seats, deck_4p, 64))
    for seed in range(60):
        for salt in ("0", "1", "draw", str(seed)):
            assert shuffled(deck, seed, salt) == engine_shuffled(deck, seed, salt)


def _plain_legal(state: FiftySix, seat: int) -> list[Action]:
    """The legal cards the way the rules say it, computed from the hand each time."""
    return [PLAY_ACTIONS[c] for c in dict.fromkeys(state._legal_cards(seat))]


@pytest.mark.parametrize("options", [None, {"trump_lead_rule": True}])
def test_kept_legal_cards_are_the_rules_own(options: dict[str, bool] | None) -> None:
    """Every turn of many matches: the kept legal moves equal the rules' own, through
    copies (``clone``, ``fast_copy``, JSON) taken at any moment; and a random card is
    chosen exactly as ``rng.choice`` over the legal cards (copies twice) would."""
    for seats in (4, 6, 8):
        state = new_match("fifty-six", seats, options, seats)
        assert isinstance(state, FiftySix)
        rng = random.Random(seats)
        step = 0
        while not state.is_over:
            seat = state.to_act()[0]
            if state.phase == "play":
                assert state.legal_actions(seat) == _plain_legal(state, seat)
                for copy in (state.clone(), fast_copy(state), FiftySix.from_json(state.to_json())):
                    assert copy.legal_actions(seat) == _plain_legal(copy, seat)
                    assert copy == state
                mirror = random.Random()
                mirror.setstate(rng.getstate())
                cards = state._legal_cards(seat)
                want = PLAY_ACTIONS[cards[0] if len(cards) == 1 else mirror.choice(cards)]
                action = state.random_action(seat, rng)
                assert action == want and rng.getstate() == mirror.getstate()
            else:
                action = state.random_action(seat, rng)
            if step % 11 == 0:  # a copy plays on by itself: the original is untouched
                before = state.to_json()
                other = state.clone()
                other.apply(seat, action)
                if other.phase == "play":
                    other.apply(other.turn, other.legal_actions(other.turn)[-1])
                assert state.to_json() == before
            state.apply(seat, action)
            step += 1


def test_new_hands_keep_nothing_of_the_old_ones() -> None:
    state = new_match("fifty-six", 4, None, 2)
    assert isinstance(state, FiftySix)
    rng = random.Random(2)
    while state.phase != "play" or state.trick or sum(state.tricks_won) < 2:
        seat = state.to_act()[0]
        state.legal_actions(seat)
        state.apply(seat, state.random_action(seat, rng))
    seat = state.turn
    state.legal_actions(seat)  # this turn's legal cards are kept now
    hands = [[card_code(c) for c in h] for h in state.hands]
    nxt = (seat + 1) % 4
    hands[seat], hands[nxt] = hands[nxt], hands[seat]
    swapped = state.with_hands(hands)
    assert swapped.legal_actions(seat) == _plain_legal(swapped, seat) != \
        state.legal_actions(seat)


@pytest.mark.parametrize("seats", [4, 8])
def test_a_playout_copy_scores_its_deal_like_the_table_and_deals_no_other(seats: int) -> None:
    """``with_dealt(..., playout=True)`` (the search's guessed deals): the same cards played
    give the same events, score and history as the table, and then no next deal is dealt —
    so it matters that every field the search reads is already final when a deal is scored."""
    state = new_match("fifty-six", seats, None, 11)
    assert isinstance(state, FiftySix)
    rng = random.Random(seats)
    for _ in range(3):  # a few deals, each checked from a moment in its play
        while state.phase != "play" or len(state.played) < seats:
            state.apply(state.turn, state.random_action(state.turn, rng))
        table = state.clone()
        playout = state.with_dealt({s: list(h) for s, h in enumerate(state.hands)}, playout=True)
        assert playout.clone().__class__ is playout.__class__  # copies stay playouts
        done = state.deals_completed()
        while table.deals_completed() == done:
            seat = table.turn
            action = table.random_action(seat, rng)
            assert playout.legal_actions(seat) == table.legal_actions(seat)
            events = playout.apply(seat, action)
            assert events == table.apply(seat, action)[:len(events)]
        assert playout.deals_completed() == done + 1
        assert playout.history == table.history and playout.gp == table.gp
        assert playout.phase == table.phase or table.phase == "auction"
        assert not any(playout.hands) and playout.dealer == state.dealer
        if table.is_over:
            break
        assert table.hands != playout.hands  # the table dealt on
        state = table
