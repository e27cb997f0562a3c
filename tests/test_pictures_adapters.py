"""Table scenes from public views: every step of a whole random match per game, and the
adapters' reading of the common ``View.data`` keys."""

from __future__ import annotations

import dataclasses
import itertools
import random
from dataclasses import replace
from typing import Any

import pytest

from bot.engine import View, new_match
from bot.engine.playout import random_step
from bot.pictures import adapters, faces
from bot.pictures.adapters import scene_for, supports
from bot.pictures.scene import TableScene

MATCHES = [("huutopussi", 4, 3), ("fifty-six", 6, 4), ("prefa", 3, 5), ("four-color", 4, 6),
           ("four-color", 3, 7)]
NAMES = ("Anna", "Νίκος", "田中", "Mika", "김민준", "Łukasz")


def scenes_of_a_match(game_id: str, seats: int, seed: int) -> list[tuple[View, TableScene]]:
    state = new_match(game_id, seats, None, seed)
    rng = random.Random(seed)
    names = NAMES[:seats]
    out = []
    while True:
        view = state.view(None)
        if not supports(view):
            pytest.xfail(f"{game_id}: View.data lacks the common keys on main "
                         f"({', '.join(adapters.missing_keys(view))})")
        scene = scene_for(view, names, state.clockwise)
        assert scene is not None
        out.append((view, scene))
        if state.is_over:
            return out
        state.apply(*random_step(state, rng))


@pytest.mark.parametrize(("game_id", "seats", "seed"), MATCHES)
def test_a_scene_at_every_step_of_a_match(game_id: str, seats: int, seed: int) -> None:
    """The scene builds at every step (its own checks: cards of this game, seats in range,
    nobody twice in a trick); its fingerprint changes exactly when what it draws does,
    and always when the trick (or, in Four Color, the melds or the offered card) does."""
    steps = scenes_of_a_match(game_id, seats, seed)
    assert len(steps) > 50 and steps[-1][0].over
    fingerprints = [scene.fingerprint() for _, scene in steps]
    for (_, before), (_, after), fp_before, fp_after in zip(
            steps, steps[1:], fingerprints, fingerprints[1:], strict=False):
        assert (fp_before == fp_after) == (before == after)
        shown_before = (before.trick, before.last_trick, before.discard,
                        [s.melds for s in before.seats])
        shown_after = (after.trick, after.last_trick, after.discard,
                       [s.melds for s in after.seats])
        if shown_before != shown_after:
            assert fp_before != fp_after
    distinct = len(set(fingerprints))
    assert 1 < distinct < len(fingerprints)  # moves that draw nothing new reuse a picture
    for view, scene in steps:
        public_cards(view, scene)


def public_cards(view: View, scene: TableScene) -> None:
    """Every card on the picture is in the public view's data: nothing else can reach it."""
    data = view.data
    for seat, code in [*scene.trick, *scene.last_trick]:
        assert {"seat": seat, "card": code} in [*data["trick"], *data["last_trick"]]
    if scene.discard is not None:
        assert data["discard"] == {"seat": scene.discard[0], "card": scene.discard[1]}
    melds = [(m["seat"], tuple(m["cards"])) for m in data.get("melds") or ()]
    assert [(s, meld) for s, seat in enumerate(scene.seats) for meld in seat.melds] == \
        sorted(melds, key=lambda m: m[0])


def test_a_seat_view_is_refused() -> None:
    state = new_match("four-color", 4, None, 1)
    with pytest.raises(ValueError, match="public view"):
        scene_for(state.view(0), NAMES[:4])


def test_four_color_marks_only_the_seat_to_discard() -> None:
    """In a claim window every seat is asked at once; the picture must not tell who is
    still deciding (who might claim)."""
    state = new_match("four-color", 4, None, 2)
    rng = random.Random(2)
    windows = 0
    while not state.is_over and windows < 20:
        view = state.view(None)
        scene = scene_for(view, NAMES[:4], state.clockwise)
        assert scene is not None
        marked = [s for s, seat in enumerate(scene.seats) if seat.to_act]
        if view.data["window"] is not None:
            windows += 1
            assert marked == []
        else:
            assert marked == [view.data["current"]]
        state.apply(*random_step(state, rng))
    assert windows == 20


# --- the trick adapter on data shaped as GAMES.md says ----------------------------------

def trick_view(game: str = "huutopussi", **data: Any) -> View:
    base: dict[str, Any] = {
        "dealer": 3, "teams": [[0, 2], [1, 3]], "scores": [340, 215], "deals_completed": 2,
        "trick": [{"seat": 3, "card": "KH"}, {"seat": 0, "card": "AH"}],
        "last_trick": [{"seat": 0, "card": "AS"}, {"seat": 1, "card": "10S"},
                       {"seat": 2, "card": "6S"}, {"seat": 3, "card": "JS"}],
        "last_trick_winner": 0, "trump": "H",
        "contract": {"seat": 0, "code": "160", "value": 160}, "hand_sizes": [7, 8, 8, 7]}
    return View(game=game, seat=None, phase="play", to_act=[1], prompt="", sections=[],
                data={**base, **data})


def test_trick_adapter_reads_the_common_keys() -> None:
    scene = scene_for(trick_view(), NAMES[:4])
    assert scene is not None
    assert scene.title == "Huutopussi · deal 3"
    assert scene.trick == ((3, "KH"), (0, "AH"))
    assert scene.last_trick[0] == (0, "AS") and scene.last_winner == 0
    assert scene.trump == "H" and scene.contract == "160 by Anna"
    assert scene.scores == ("Anna & 田中: 340", "Νίκος & Mika: 215")
    assert [s.to_act for s in scene.seats] == [False, True, False, False]
    assert [s.dealer for s in scene.seats] == [False, False, False, True]


def test_trick_adapter_no_trumps_solo_scores_and_the_auction() -> None:
    scene = scene_for(trick_view("prefa", teams=None, scores=[-40, 25, 15], dealer=2,
                                 trump="NT", hand_sizes=[8, 8, 8], trick=[], last_trick=[],
                                 last_trick_winner=None,
                                 contract={"seat": 1, "code": "8NT", "value": 8}),
                      NAMES[:3])
    assert scene is not None
    assert scene.trump == "" and scene.contract == "8NT by Νίκος · no trumps"
    assert scene.scores == ("Anna: -40", "Νίκος: 25", "田中: 15")
    auction = scene_for(trick_view(trick=[], last_trick=[], last_trick_winner=None, trump=None,
                                   contract=None), NAMES[:4])
    assert auction is not None and auction.contract == "" and auction.trump == ""
    assert auction.trick == () and auction.last_winner is None


def test_a_view_without_the_common_keys_gets_no_picture() -> None:
    view = trick_view()
    del view.data["last_trick_winner"]
    assert not supports(view) and scene_for(view, NAMES[:4]) is None
    toy = replace(view, game="toy")
    assert scene_for(toy, NAMES[:4]) is None


def test_a_card_the_game_does_not_have_is_an_adapter_bug() -> None:
    with pytest.raises(ValueError, match="no card"):
        scene_for(trick_view(trick=[{"seat": 0, "card": "RC"}]), NAMES[:4])
    assert faces.face("four-color", "RC")  # a Four Color card, not a French one


@pytest.mark.parametrize(("game_id", "seats", "seed"), MATCHES[:3])
def test_auction_calls_leave_the_picture_alone(game_id: str, seats: int, seed: int) -> None:
    """Outside the card play nothing on a trick game's picture moves with the turn: a call
    that settles nothing (no contract, trumps or score yet) keeps the same picture, so
    the host uploads nothing; in the play the seat to act is marked."""
    steps = scenes_of_a_match(game_id, seats, seed)
    kept = 0
    for (view, before), (_, after) in itertools.pairwise(steps):
        if view.phase != "play":
            assert not any(s.to_act for s in before.seats)
        elif not view.over:
            assert [s for s, seat in enumerate(before.seats) if seat.to_act] == view.to_act
        data_same = (before.contract, before.trump, before.scores, before.title) == (
            after.contract, after.trump, after.scores, after.title)
        if view.phase == "auction" and data_same and before.trick == after.trick:
            assert before.fingerprint() == after.fingerprint()
            kept += 1
    assert kept > 3


def test_the_picture_speaks_the_tables_language(tmp_path: Any) -> None:
    """Every word an adapter draws comes from the catalog in the locale asked for: with the
    pseudo-locale (each message marked), nothing unmarked is left but names and numbers."""
    from bot.i18n import catalogs_from
    from tests.pseudo_locale import PSEUDO, build, unmarked

    view = trick_view(scores=[1000, 215])
    with catalogs_from(build(tmp_path)):
        scene = scene_for(view, NAMES[:4], locale=PSEUDO)
        four = scene_for(four_color_view(), NAMES[:4], locale=PSEUDO)
    assert scene is not None and four is not None
    assert scene.title.startswith("⟦") and "⟦Huutopussi⟧" in scene.title
    for text in (scene.title, scene.contract, *scene.scores, four.title,
                 *(s.note for s in four.seats), *dataclasses.astuple(scene.labels)):
        rest = unmarked(text)
        assert "⟦" in text, text
        for name in NAMES:
            rest = rest.replace(name, "")
        assert not any(c.isalpha() for c in rest.replace("{n}", "")), (text, rest)
    english = scene_for(view, NAMES[:4])
    assert english is not None and english.scores[0] == "Anna & 田中: 1000"  # no grouping


def four_color_view() -> View:
    state = new_match("four-color", 4, None, 1)
    return state.view(None)
