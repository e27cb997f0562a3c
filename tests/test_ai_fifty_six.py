"""The Fifty-Six computer: sane auctions, bids that mean what they say, guesses that
keep what the table has shown.

The meaning checks here recompute §12 from the game's own announcements (the
``announced`` pointers before and after each bid) and the bidder's real hand, so
they do not trust the computer's reading of the conventions.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

import pytest

from bot.ai import fifty_six as fs_ai
from bot.ai.players import EasyPlayer, HardPlayer
from bot.engine import Action, new_match
from bot.engine.cards import parse_card
from bot.games.fifty_six import NT, POINTS, Call, FiftySix, _deck, _tops
from tests.test_fifty_six import build_hands, start

SPADES, HEARTS, DIAMONDS, CLUBS = range(4)


OnCall = Callable[[FiftySix, int, Action], None]


def cards(text: str) -> list[str]:
    return text.split()


def easy_deal(seats: int, seed: int, on_call: OnCall | None = None) -> FiftySix:
    """One seeded deal with four (six, eight) easy computers; returns the state after it."""
    state = new_match("fifty-six", seats, None, seed)
    assert isinstance(state, FiftySix)
    easy, rng = EasyPlayer(), random.Random(seed)
    while state.deals_completed() == 0:
        seat = state.to_act()[0]
        action = easy.choose(state, seat, rng)
        if on_call is not None and state.phase == "auction":
            on_call(state, seat, action)
        state.apply(seat, action)
    return state


# --- auctions ---------------------------------------------------------------------


@pytest.mark.parametrize("seats", [4, 6, 8])
def test_easy_auctions_give_ordinary_contracts_that_are_often_made(seats: int) -> None:
    """Partners no longer bid each other up: varied contracts, 56 rare, most made."""
    records = [easy_deal(seats, seed).history[0] for seed in range(36)]
    amounts = Counter(r.amount for r in records)
    assert len(amounts) >= 4, amounts
    assert amounts[56] < 0.2 * len(records), amounts
    assert sum(r.made for r in records) >= 0.55 * len(records)
    assert {r.strain for r in records} != {NT}  # suits get bid, not only no-trumps


def _meaning_holds(n: int, hand: list[int], own_shown: list[int], before: list[int],
                   after: list[int], call: Call, void: int) -> bool:
    """Is the §12 meaning of ``call`` true of ``hand``? (``void``: the suit a noes bid
    showed void, as the game announced it; -1 for none.)"""
    form, s = call.form, call.strain
    cards = Counter(hand)
    if form in ("number_suit", "plus_suit"):
        tops = _tops(_deck(n, 48, 64), s)[before[s]:after[s]]
        holds = not (Counter(tops) - (cards - Counter(own_shown)))
        if form == "plus_suit":  # … and no other card of the suit
            return holds and Counter(c for c in hand if c & 3 == s) == Counter(tops)
        return holds and len(tops) > 0
    if form == "suit_number":  # a good suit without its top card
        top = _tops(_deck(n, 48, 64), s)[before[s]]
        return top not in cards and sum(1 for c in hand if c & 3 == s) >= 3
    if form == "number_nt":  # a fairly strong hand
        return sum(POINTS[c] for c in hand) >= 56 / n
    return void >= 0 and not any(c & 3 == void for c in hand)


class MeaningCheck:
    """Checks each computer bid of one deal against its bidder's hand as it is made."""

    def __init__(self, forms: Counter[str]) -> None:
        self.forms = forms
        self.shown: dict[int, list[int]] = {}  # top cards each seat showed so far

    def __call__(self, state: FiftySix, seat: int, action: Action) -> None:
        if action.kind != "bid":
            return
        hand, before = list(state.hands[seat]), list(state.announced)
        probe = state.clone()
        probe.apply(seat, action)
        call, meaning = probe.auction()[-1]
        assert meaning is not None
        self.forms[call.form] += 1
        assert _meaning_holds(state.seats, hand, self.shown.get(seat, []), before,
                              probe.announced, call, meaning.void), (seat, call, state.calls)
        if call.strain != NT:
            s = call.strain
            self.shown.setdefault(seat, []).extend(
                _tops(_deck(state.seats, 48, 64), s)[before[s]:probe.announced[s]])


def test_every_computer_bid_means_what_it_says() -> None:
    """No announced top card the bidder lacks, no false void: every form tells the truth."""
    forms: Counter[str] = Counter()
    for seats in (4, 6, 8):
        for seed in range(50):
            easy_deal(seats, 200 + seed, MeaningCheck(forms))
    assert {"number_suit", "suit_number", "number_nt"} <= set(forms), forms


def _observe(state: FiftySix, seat: int) -> fs_ai.Obs:
    return fs_ai.observe(state, seat)


def test_plus_suit_only_with_exactly_the_top_cards_and_nothing_else() -> None:
    hands = build_hands(4, {2: ["JS", "JS", "JH", "9H", "9H", "JD", "9D", "9D", "AD", "JC",
                                "AC", "AH"]}, avoid={2: "S"})
    state = start(hands=hands)
    state.apply(1, "30 clubs")
    o = _observe(state, 2)
    assert "plus_suit" in fs_ai.true_forms(o, 32, SPADES)  # plus 2: J♠ J♠ and no other
    assert "plus_suit" not in fs_ai.true_forms(o, 31, SPADES)  # plus 1 would hide a jack
    assert "number_suit" in fs_ai.true_forms(o, 32, SPADES)  # 31 + 1: two top spades
    assert fs_ai.true_forms(o, 33, SPADES) == []  # three top spades: not held


def test_number_suit_counts_only_top_cards_not_yet_shown() -> None:
    """After P1's "28 spades" showed one J♠, P3's J♠ 9♠ are the next two top spades."""
    hands = build_hands(4, {1: ["JS"], 3: ["JS", "9S", "AS", "KS"]}, avoid={3: "H"})
    state = start(hands=hands)
    state.apply(1, "28 spades")
    state.apply(2, "pass")
    o = _observe(state, 3)
    assert "number_suit" in fs_ai.true_forms(o, 30, SPADES)  # min 29 + 1: J♠ 9♠
    assert "number_suit" not in fs_ai.true_forms(o, 31, SPADES)  # the second 9♠: not held
    assert fs_ai.true_forms(o, 29, HEARTS) == []  # a void: no hearts form is true


def test_noes_forms_only_with_the_void() -> None:
    """§12: "number_noes" at min + j shows a void in the suit of the (j+1)-th latest bid,
    "plus k noes" in that of the (k+1)-th."""
    hands = build_hands(4, {3: ["JD", "JD", "9D", "AD", "JC", "JC", "9C", "AC", "10D", "10C",
                                "9D", "9C"]})
    state = start(hands=hands)
    state.apply(1, "28 spades")
    state.apply(2, "29 hearts")
    o = _observe(state, 3)  # void in spades and in hearts
    assert "number_noes" in fs_ai.true_forms(o, 30, NT)  # min: void in hearts
    assert "number_noes" in fs_ai.true_forms(o, 31, NT)  # min + 1: void in spades
    assert "plus_noes" in fs_ai.true_forms(o, 30, NT)  # plus 1: the bid before last, spades
    assert "number_noes" not in fs_ai.true_forms(o, 32, NT)  # no third bid to be void in
    hearts = build_hands(4, {3: ["9H"]})
    other = start(hands=hearts)
    other.apply(1, "28 spades")
    other.apply(2, "29 hearts")
    assert "number_noes" not in fs_ai.true_forms(_observe(other, 3), 30, NT)


def test_partner_support_counts_once_and_estimates_stay_within_56() -> None:
    """A partner's shown top cards add once: more bids showing nothing new add nothing."""
    hands = build_hands(4, {1: ["JS", "JS"], 3: ["9S", "9S", "AS", "AS", "10S", "JH", "JD",
                                                 "JC", "JC", "9C", "9D", "9H"]})
    alone = fs_ai.team_estimate(_observe(start(hands=hands), 3), SPADES)
    state = start(hands=hands)
    state.apply(1, "29 spades")  # min 28 + 1: two top spades, J♠ J♠
    once = fs_ai.team_estimate(_observe(state, 3), SPADES)
    assert once > alone  # P3's 9♠ 9♠ A♠ A♠ 10♠ now run on from the partner's jacks
    again = start(hands=hands)
    for seat, call in ((1, "29 spades"), (2, "30 hearts"), (3, "pass"), (0, "pass"),
                       (1, "spades 31"), (2, "pass")):
        again.apply(seat, call)
    twice = fs_ai.team_estimate(_observe(again, 3), SPADES)
    assert twice == pytest.approx(once)
    for strain in range(5):
        assert 0 <= fs_ai.team_estimate(_observe(again, 3), strain) <= 56


def test_a_partners_contract_is_not_raised_in_its_own_strain() -> None:
    """With the partner holding 30 spades and nothing clearly better, the computer passes."""
    for seed in range(30):
        state = new_match("fifty-six", 4, None, seed, deals=[{"dealer": 0}])
        assert isinstance(state, FiftySix)
        state.apply(1, "30 spades")
        state.apply(2, "pass")
        action = EasyPlayer().choose(state, 3, random.Random(seed))
        if action.kind == "bid":
            assert fs_ai.plain(action).arg[-1] != "S", (seed, action)


def test_bids_with_forms_are_legal_by_amount_and_strain() -> None:
    """Whatever form the computer says, the listed action it stands for is legal."""
    easy = EasyPlayer()
    for seed in range(20):
        state = new_match("fifty-six", 6, None, seed)
        rng = random.Random(seed)
        while state.phase == "auction":
            seat = state.to_act()[0]
            action = easy.choose(state, seat, rng)
            assert fs_ai.plain(action) in state.legal_actions(seat)
            state.apply(seat, action)


# --- guessed deals ------------------------------------------------------------------


def _voids_so_far(state: FiftySix) -> dict[int, set[int]]:
    """Every suit each seat failed to follow in any trick of this deal, read from the
    engine's public record of the tricks (and the trick on the table)."""
    n = state.seats
    out: dict[int, set[int]] = {}
    tricks = [(state.trick_leaders[i], state.played[i * n:(i + 1) * n])
              for i in range(len(state.trick_leaders))] + [(state.leader, state.trick)]
    for leader, cards in tricks:
        for i, card in enumerate(cards[1:], 1):
            if card & 3 != cards[0] & 3:
                out.setdefault((leader + i) % n, set()).add(cards[0] & 3)
    return out


@pytest.mark.parametrize("seats", [4, 6])
def test_guessed_deals_keep_every_void_shown_in_the_deal(seats: int) -> None:
    """Not only the current and last trick: a void from trick 1 still holds at trick 7."""
    easy = EasyPlayer()
    checked = old = 0
    for seed in range(6):
        state = new_match("fifty-six", seats, None, seed)
        assert isinstance(state, FiftySix)
        rng = random.Random(seed)
        voids: dict[int, set[int]] = {}
        shown_at: dict[tuple[int, int], int] = {}  # (seat, suit) -> trick it was shown in
        while state.deals_completed() == 0:
            seat = state.to_act()[0]
            done = sum(state.tricks_won)
            if state.phase == "play":
                assert _voids_so_far(state) == voids  # the engine's record agrees
                for _ in range(3):
                    world = fs_ai.determinize(state, seat, rng)
                    for s, suits in voids.items():
                        if s != seat:
                            assert not any(c & 3 in suits for c in world.hands[s]), (seed, s)
                    checked += 1
                old += any(t < done - 1 for (s, _), t in shown_at.items() if s != seat)
            action = easy.choose(state, seat, rng)
            if state.phase == "play" and state.trick:
                led = state.trick[0] & 3
                if parse_card(action.arg) & 3 != led:
                    voids.setdefault(seat, set()).add(led)
                    shown_at.setdefault((seat, led), done)
            state.apply(seat, action)
    assert checked > 200 and old > 50  # many checks involved voids older than the last trick


def test_guessed_deals_trust_announced_top_cards_most_of_the_time() -> None:
    """P1's "29 spades" showed J♠ J♠: most guesses give P1 both; none when we hold one."""
    hands = build_hands(4, {1: ["JS", "JS"], 3: ["9H"]})
    state = start(hands=hands)
    state.apply(1, "29 spades")
    rng = random.Random(4)
    jacks = parse_card("JS")
    both = sum(fs_ai.determinize(state, 2, rng).hands[1].count(jacks) == 2 for _ in range(200))
    assert 150 <= both < 200  # honoured ~85% (people may bluff), not blindly
    bluff = build_hands(4, {1: ["9S", "9S"], 2: ["JS"], 3: ["JS"]})
    lying = start(hands=bluff)
    lying.apply(1, "29 spades")  # P2 holds a J♠ itself: P1 can hold only the other one
    worlds = [fs_ai.determinize(lying, 2, rng) for _ in range(200)]
    assert all(sum(h.count(jacks) for h in w.hands) == 2 for w in worlds)
    assert 150 <= sum(w.hands[1].count(jacks) for w in worlds) < 200


def test_guessed_deals_use_announced_voids_and_absent_cards() -> None:
    """A noes bid's void and plus_suit's "no other card" shape most guesses."""
    hands = [cards("9H 9H AH AH 10H 10H KH KH QH QH QD QD"),
             cards("10S 10S KS KS QS QS AC 10C KC KC QC QC"),
             cards("JH JH JS JS 9S 9S AS AS AD 10D KD KD"),
             cards("JD JD 9D 9D AD 10D JC JC 9C 9C AC 10C")]
    state = start(hands=hands)
    state.apply(1, "28 spades")  # a bluff: P1 is the one guessing, so it changes nothing
    state.apply(2, "plus 2 hearts")  # two top hearts (J♥ J♥) and no other heart
    state.apply(3, "32 noes")  # min 31 + 1: void in spades (the bid before last)
    rng = random.Random(9)
    worlds = [fs_ai.determinize(state, 1, rng) for _ in range(200)]
    no_spades = sum(not any(c & 3 == SPADES for c in w.hands[3]) for w in worlds)
    two_hearts = sum(sorted(c for c in w.hands[2] if c & 3 == HEARTS)
                     == [parse_card("JH")] * 2 for w in worlds)
    assert 150 <= no_spades < 200 and 150 <= two_hearts < 200


def test_tight_voids_still_find_a_deal() -> None:
    """When random dealing keeps failing, the matching fallback still honours every void."""
    rng = random.Random(1)
    unseen = [parse_card(c) for c in ["JS", "9S", "AS", "JH", "9H", "AH", "JD", "9D", "AD"]]
    need = {1: 3, 2: 3, 3: 3}
    voids = {1: {HEARTS, DIAMONDS}, 2: {SPADES, DIAMONDS}}  # seat 1 all spades, 2 all hearts
    for _ in range(20):
        dealt = fs_ai._assign(unseen, need, {s: {x for x in range(4) if x not in voids.get(s, ())}
                                             for s in need}, {}, rng)
        assert dealt is not None
        assert all(c & 3 == SPADES for c in dealt[1]) and all(c & 3 == HEARTS for c in dealt[2])
    assert fs_ai._assign(unseen, {1: 4, 2: 3, 3: 2}, {1: {SPADES}, 2: {HEARTS}, 3: {DIAMONDS}},
                         {}, rng) is None


def test_hard_bids_with_true_forms_too() -> None:
    """The search level's auction choices are easy's truthful calls or a pass."""
    hard = HardPlayer(budget=0.002, max_samples=3)
    for seed in range(4):
        state = new_match("fifty-six", 4, None, seed)
        assert isinstance(state, FiftySix)
        rng = random.Random(seed)
        while state.phase == "auction":
            seat = state.to_act()[0]
            action = hard.choose(state, seat, rng)
            assert fs_ai.plain(action) in state.legal_actions(seat)
            if action.kind == "bid":
                probe = state.clone()
                probe.apply(seat, action)
                call = probe.calls[-1]
                assert call.form in fs_ai.true_forms(fs_ai.observe(state, seat), call.amount,
                                                     call.strain)
            state.apply(seat, action)


# --- the search's playouts ------------------------------------------------------------


def test_playouts_play_the_easy_players_card() -> None:
    """The playout card, read straight from a guessed deal, is the one the easy player
    picks from its observation of that deal (one card rule for both)."""
    checked = 0
    for seats in (4, 6, 8):
        for seed in range(4):
            state = new_match("fifty-six", seats, {"trump_lead_rule": seed == 3}, seed)
            assert isinstance(state, FiftySix)
            rng = random.Random(seed)
            while state.deals_completed() == 0:
                seat = state.to_act()[0]
                if state.phase == "play":
                    world = fs_ai.determinize(state, seat, rng)
                    easy = fs_ai.choose(fs_ai.fast_obs(world, seat), rng)
                    assert fs_ai.playout_card(world, seat) == easy
                    checked += 1
                action = state.random_action(seat, rng)
                state.apply(seat, action)
    assert checked > 150


def test_the_search_hook_plays_legal_cards_and_bids_as_easy() -> None:
    """``search`` (for ``GameAI.search``): the easy player's call in the auction, a legal
    card in play, within its time budget."""
    state = new_match("fifty-six", 4, None, 5)
    assert isinstance(state, FiftySix)
    rng = random.Random(5)
    searched = 0
    while state.deals_completed() == 0:
        seat = state.to_act()[0]
        red = fs_ai.redact(state, seat)
        obs = fs_ai.observe(red, seat)
        if state.phase == "auction":
            action = fs_ai.search(red, seat, obs, rng)
            assert action == fs_ai.choose(obs, rng)
        elif sum(state.tricks_won) in (0, 5) and len(obs.legal) > 1:
            action = fs_ai.search(red, seat, obs, rng)
            assert action in state.legal_actions(seat)
            searched += 1
        else:
            action = fs_ai.choose(obs, rng)
        state.apply(seat, action)
    assert searched >= 4
