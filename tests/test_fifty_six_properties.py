"""Fifty-Six properties over many seeded random matches (4, 6 and 8 players).

Every match runs through ``tests/harness.check_match``: JSON round trip and
replay determinism at every step, probes of illegal actions (which must raise
with a reason and change nothing), and the checks below — card conservation,
56 card points in every deal, hidden hands that never reach another seat's
view, and bids said in any §12 form meaning the same as the listed action.
Seeds are split into chunks so pytest-xdist spreads them over cores.

Random play is ``FiftySix.random_action``: callers mostly pass and bid near the
minimum, now and then double or redouble, so a random match is several real
deals — ordinary, made, failed, all-pass, doubled and redoubled contracts with
the dealer turning to the right — won by game points gathered over them
(``test_random_play_reaches_every_kind_of_deal`` checks that on the same seeds).
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from collections.abc import Iterable
from functools import cache
from itertools import pairwise
from typing import Any

import pytest

from bot.engine import Action, Game, IllegalAction, View, new_match
from bot.engine.cards import card_code, cards_text
from bot.engine.playout import play_random
from bot.games.fifty_six import POINTS, FiftySix, _deck, _tops
from bot.i18n import english
from tests.harness import check_match, hidden_cards_absent

MATCHES = 300  # per player count, as the issue asks
CHUNK = 25
CHUNKS = [range(start, start + CHUNK) for start in range(0, MATCHES, CHUNK)]


def _state(game: Game) -> FiftySix:
    assert isinstance(game, FiftySix)
    return game


def _sorted_deck(state: FiftySix) -> list[int]:
    return _SORTED_DECKS.setdefault(len(state.deck()), sorted(state.deck()))


_SORTED_DECKS: dict[int, list[int]] = {}


def conservation(game: Game) -> None:
    """Hands, the trick and both teams' tricks always make up exactly the deck; the
    public record of the deal's tricks holds exactly the cards taken."""
    state = _state(game)
    held = [c for hand in state.hands for c in hand] + state.trick
    held += state.taken[0] + state.taken[1]
    assert sorted(held) == _sorted_deck(state)
    assert sorted(state.played) == sorted(state.taken[0] + state.taken[1])
    assert len(state.played) == state.seats * len(state.trick_leaders)
    sizes = {len(h) for h in state.hands}
    assert max(sizes) - min(sizes) <= 1


def card_points(game: Game) -> None:
    """56 card points in every deal: those in play now and those of every deal played."""
    state = _state(game)
    everything = [c for hand in state.hands for c in hand] + state.trick
    assert sum(POINTS[c] for c in everything) + sum(state.points) == 56
    for team in (0, 1):
        assert state.points[team] == sum(POINTS[c] for c in state.taken[team])
    for record in state.history:
        assert sum(record.points) == 56
    assert sum(r.gp for r in state.history if r.scorer == 0) == state.gp[0]
    assert sum(r.gp for r in state.history if r.scorer == 1) == state.gp[1]


# Parts of a view that show cards on purpose; each is checked against what it must show.
PUBLIC_SECTIONS = ("Draw for dealer", "Trick", "Last trick", "Auction")
PUBLIC_DATA = ("draw", "trick", "last_trick", "auction")
_RENDERED = re.compile(r"(?<![A-Za-z0-9])(?:10|[2-9AJKQ])[♠♥♦♣]")


def _shown(text: str) -> Counter[str]:
    return Counter(_RENDERED.findall(text))


@cache
def _announced_text(seats: int, deck_4p: int, deck_8p: int, announced: tuple[int, ...]
                    ) -> Counter[str]:
    """The cards the auction's bids announced so far: the top ``announced[s]`` of each suit."""
    deck = _deck(seats, deck_4p, deck_8p)
    return _shown(cards_text(c for s in range(4) for c in _tops(deck, s)[:announced[s]]))


def _check_public_parts(state: FiftySix, view: View) -> None:
    """The sections that show cards show exactly the public ones: the draw for dealer
    (during the first auction only), the trick on the table, the last trick, and the top
    cards the auction's bids announced."""
    bodies = {english(s.title): english(s.body) for s in view.sections}
    draws = [c for r in state.draws for _, c in r]
    expected = {
        "Draw for dealer": draws if not state.history and state.phase == "auction" else None,
        "Trick": state.trick if state.phase == "play" else None,
        "Last trick": state.last_trick if state.phase == "play" and state.last_trick else None,
    }
    for title, cards in expected.items():
        if cards is None:
            assert title not in bodies, title
        else:
            assert _shown(bodies[title]) == _shown(cards_text(cards)), title
    if state.calls and state.phase != "over":
        opts = state.options
        assert _shown(bodies["Auction"]) == _announced_text(
            state.seats, opts.deck_4p, opts.deck_8p, tuple(state.announced))
    else:
        assert "Auction" not in bodies
    data = view.data
    if state.phase == "play":
        assert [p["card"] for p in data["trick"]] == [card_code(c) for c in state.trick]


def view_text(view: View) -> str:
    """Everything a view shows except its own hand and the public parts (checked apart)."""
    data = {k: v for k, v in view.data.items() if k not in PUBLIC_DATA}
    parts = [english(view.prompt), english(view.phase_title), json.dumps(data)]
    parts += [f"{english(s.title)}: {english(s.body)}" for s in view.sections
              if english(s.title) not in PUBLIC_SECTIONS]
    return "\n".join(parts)


def _check_view(state: FiftySix, seat: int | None, salt: int, reshuffle: bool = True) -> None:
    """``seat``'s view shows its own hand and nothing of anyone else's.

    Three checks: the parts that show cards show only public ones; no card held by
    another seat appears anywhere else in the view, as a code (``JS``) or rendered
    (``J♠``) — with no exemption, since those parts never show cards; and (with
    ``reshuffle``) the view stays the same when the other seats' cards are dealt
    among them anew.
    """
    n = state.seats
    view = state.view(seat)
    if seat is None:
        assert view.hand == [] and view.hand_text == ""
    else:
        assert sorted(view.hand) == sorted(card_code(c) for c in state.hands[seat])
        assert _shown(view.hand_text) == _shown(cards_text(state.hands[seat]))
    _check_public_parts(state, view)
    hidden = {card_code(c) for s in range(n) if s != seat for c in state.hands[s]}
    assert hidden_cards_absent(view_text(view), hidden) == [], f"seat {seat} sees others' cards"
    if not reshuffle:
        return
    pool = [c for s in range(n) if s != seat for c in state.hands[s]]
    random.Random(salt).shuffle(pool)
    hands: list[list[str]] = []
    for s in range(n):
        size = len(state.hands[s])
        if s == seat:
            hands.append([card_code(c) for c in state.hands[s]])
        else:
            hands.append([card_code(c) for c in pool[:size]])
            pool = pool[size:]
    other = state.with_hands(hands)
    assert other.view(seat) == view, f"seat {seat}'s view depends on hidden cards"


def _step(state: FiftySix) -> int:
    return len(state.calls) + len(state.trick) + 13 * sum(state.tricks_won) + 7 * len(
        state.history)


def hidden_hands(game: Game) -> None:
    """One step in three, one view is checked: the acting seat's, or in rotation another
    seat's or the public one; over a match every view is checked in every phase. One
    check in four also deals the others' cards anew."""
    state = _state(game)
    step = _step(state)
    if step % 3:
        return
    if step % 2 == 0:
        _check_view(state, state.to_act()[0], step, reshuffle=step % 4 == 0)
    else:
        other = (step // 6) % (state.seats + 1) - 1
        _check_view(state, None if other < 0 else other, step, reshuffle=False)


def hidden_hands_all_seats(game: Game) -> None:
    state = _state(game)
    for seat in [None, *range(state.seats)]:
        _check_view(state, seat, _step(state))


_FORMS = {"S": ("number_suit", "suit_number", "plus_suit"),
          "N": ("number_nt", "number_noes", "plus_noes")}


def forms_agree(game: Game) -> None:
    """In the auction, a bid said in another §12 form (``bid:32S:plus_suit``) is the same
    bid as the listed one: same amount, strain and resulting choices; only the recorded
    form differs. Checked on one auction step in three."""
    state = _state(game)
    step = _step(state)
    if state.phase != "auction" or step % 3:
        return
    seat = state.turn
    bids = [a for a in state.legal_actions(seat) if a.kind == "bid"]
    if not bids:
        return
    listed = bids[step % len(bids)]
    letter = listed.arg[-1]
    forms = _FORMS["N" if letter == "N" else "S"]
    form = forms[step % (3 if state.high_amount else 2)]  # "plus" forms need a bid
    plain, said = state.clone(), state.clone()
    plain.apply(seat, listed)
    said.apply(seat, Action("bid", f"{listed.arg}:{form}"))
    a, b = plain.calls[-1], said.calls[-1]
    assert (a.amount, a.strain, b.form) == (b.amount, b.strain, form)
    assert plain.legal_actions(plain.turn) == said.legal_actions(said.turn)
    assert (plain.turn, plain.high_amount, plain.high_strain, plain.phase) == (
        said.turn, said.high_amount, said.high_strain, said.phase)


def probes(game: Game, seat: int) -> Iterable[Action | str]:
    """Actions that are illegal for ``seat`` now (the harness skips any that are legal).

    The acting seat gets one probe per step, in rotation among those that matter (a
    bid not higher, a double or redouble that is not allowed, a card not held, a
    revoke, a form that does not fit the strain, nonsense); one step in four another
    seat, in rotation, tries to act out of turn.
    """
    state = _state(game)
    step = _step(state)
    acting = state.to_act()
    if seat not in acting:
        if step % 4 or seat != (acting[0] + 1 + step % (state.seats - 1)) % state.seats:
            return []
        return ["play:JS" if state.phase == "play" else "pass"]
    if state.phase == "auction":
        out: list[Action | str] = ["double", "redouble"]
        if state.high_amount:
            out += [f"bid:{state.high_amount}S", f"plus {57 - state.high_amount} spades",
                    f"bid:{state.high_amount}N:plus_noes"]
        else:
            out += ["bid:27S", "plus 1 noes", "bid:30S:plus_suit"]
        if state.forced:
            out.append("pass")
        out += ["bid:57N", "play:JS", "bid:fish", "frobnicate", "spades 60", "bid:30S:number_nt",
                "bid:30N:suit_number", "bid:30H:sideways"]
    else:
        hand = state.hands[seat]
        missing = [c for c in state.deck() if c not in hand]
        out = [f"play:{card_code(missing[step % len(missing)])}"] if missing else []
        if state.trick:
            led = state.trick[0] & 3
            if any(c & 3 == led for c in hand):
                off = [c for c in hand if c & 3 != led]
                if off:
                    out.append(f"play:{card_code(off[0])}")
        out += ["bid:56N", "pass", "double", "play:ZZ", "frobnicate"]
    return [out[(step + step // len(out)) % len(out)]]


CHECKS = (conservation, card_points, hidden_hands, forms_agree)


def _check_ending(state: FiftySix) -> None:
    """A finished match: the dealer turned right every deal and the winners earned it."""
    result = state.result()
    assert result is not None and state.is_over
    assert result.winners == result.teams[state.winner_team]
    assert state.deals_completed() == len(state.history) >= 1
    for before, after in pairwise(state.history):
        assert after.dealer == (before.dealer + 1) % state.seats
    if state.options.match_end == "tables_net":
        assert min(state.tables) == 0 and sum(state.tables) == 24
    else:
        assert state.gp[state.winner_team] >= 12 > state.gp[1 - state.winner_team]


@pytest.mark.parametrize("seats", [4, 6, 8])
@pytest.mark.parametrize("seeds", CHUNKS, ids=lambda r: f"{r.start}-{r.stop - 1}")
def test_random_matches(seats: int, seeds: range) -> None:
    """300 seeded matches per player count, every step checked by the harness."""
    deals = 0
    for seed in seeds:
        state = _state(check_match("fifty-six", seats, seed, None, probes, CHECKS))
        _check_ending(state)
        deals += len(state.history)
    assert deals >= 2 * len(seeds)  # matches of several deals, not one failed 56


def _kinds(records: Iterable[Any]) -> Counter[str]:
    seen: Counter[str] = Counter()
    for record in records:
        seen["all_pass" if record.all_pass else f"x{record.multiplier}"] += 1
        seen["made" if record.made else "failed"] += 1
        seen["at 56"] += record.amount == 56
    return seen


@pytest.mark.parametrize("seats", [4, 6, 8])
def test_random_play_reaches_every_kind_of_deal(seats: int) -> None:
    """The matches ``test_random_matches`` checks (same seeds, same random calls: the
    checks use no randomness of their own) hold every kind of deal.

    All-pass deals, undoubled, doubled and redoubled contracts, made and failed ones;
    56 stays rare, and matches are won over several deals.
    """
    seen: Counter[str] = Counter()
    deals = 0
    for seed in range(MATCHES):
        state = _state(new_match("fifty-six", seats, None, seed))
        play_random(state, random.Random(seed))
        seen += _kinds(state.history)
        deals += len(state.history)
    assert {"all_pass", "x1", "x2", "x4", "made", "failed"} <= set(seen), seen
    assert seen["made"] >= 0.15 * deals and seen["all_pass"] >= 0.05 * deals, seen
    assert seen["at 56"] < 0.2 * deals, seen  # uniform calls made 94-97% of contracts 56
    assert deals >= 2.5 * MATCHES, deals


def test_the_seeds_replay_the_checked_matches() -> None:
    """``play_random`` on a seed reaches the very state ``check_match`` ends in."""
    for seats in (4, 6, 8):
        checked = check_match("fifty-six", seats, 7, None, probes, CHECKS)
        plain = new_match("fifty-six", seats, None, 7)
        play_random(plain, random.Random(7))
        assert plain.to_json() == checked.to_json()


OPTION_SETS: list[dict[str, Any]] = [
    {"direction": "cw"},
    {"deck_4p": 32, "deck_8p": 48},
    {"score_table": "nair", "double_scoring": "add"},
    {"score_table": "56cards"},
    {"redouble_ends_auction": False},
    {"redouble_timing": "any_time"},
    {"redouble_timing": "any_time", "redouble_ends_auction": False},
    {"all_pass": "first_bidder_forced"},
    {"all_pass": "mandatory_opening"},
    {"redeal": "no_points"},
    {"redeal": "weak_hand"},
    {"match_end": "tables_net"},
    {"trump_lead_rule": True},
]


@pytest.mark.parametrize("seats", [4, 6, 8])
@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: ",".join(f"{k}={v}"
                                                                         for k, v in o.items()))
def test_random_matches_with_options(seats: int, options: dict[str, Any]) -> None:
    """Every option, whole multi-deal matches checked at every step."""
    for seed in range(2):
        state = _state(check_match("fifty-six", seats, 1000 + seed, options, probes, CHECKS))
        _check_ending(state)


def test_every_view_checked_at_every_step_of_one_match() -> None:
    """One match per player count with all views (and a reshuffle) at every step."""
    for seats in (4, 6, 8):
        check_match("fifty-six", seats, 77, None, None, (hidden_hands_all_seats,))


def test_random_calls_use_only_listed_actions() -> None:
    """``random_action`` picks from ``legal_actions`` (the random computer relies on it)."""
    for seats in (4, 8):
        state = new_match("fifty-six", seats, {"redouble_timing": "any_time"}, 3)
        rng = random.Random(3)
        for _ in range(3000):
            if state.is_over:
                break
            for seat in state.to_act():
                assert state.random_action(seat, rng) in state.legal_actions(seat)
            seat = rng.choice(state.to_act())
            state.apply(seat, state.random_action(seat, rng))


def test_out_of_turn_actions_name_who_to_wait_for() -> None:
    state = new_match("fifty-six", 6, None, 1)
    waiting = state.to_act()[0]
    other = (waiting + 1) % 6
    with pytest.raises(IllegalAction, match="not your turn"):
        state.apply(other, "pass")
