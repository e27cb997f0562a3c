"""Rating updates, checked against openskill's own ``rate`` for each game's shape."""

from __future__ import annotations

from typing import Any

import pytest
from openskill.models import PlackettLuce

from bot.engine.game import MatchResult
from bot.ratings import (
    COMPUTER_RATING,
    DEFAULT_RATING,
    MatchRecord,
    Rating,
    is_draw,
    is_rated,
    rate_match,
    record_from_result,
    side_won,
)

LIB = PlackettLuce()  # an independent model with the library's defaults


def rec(game: str, teams: list[list[int | None]], ranks: list[int],
        scores: list[int] | None = None) -> MatchRecord:
    return MatchRecord(guild_id=1, game=game, teams=teams, ranks=ranks,
                       scores=scores if scores is not None else [0] * len(teams),
                       finished_at=0.0)


def lib_rate(teams: list[list[Rating]], **kw: object) -> list[list[tuple[float, float]]]:
    objs = [[LIB.rating(mu=r.mu, sigma=r.sigma) for r in team] for team in teams]
    out = LIB.rate(objs, **kw)  # type: ignore[arg-type]
    return [[(p.mu, p.sigma) for p in team] for team in out]


def close(after: Rating, expected: tuple[float, float]) -> bool:
    return after.mu == pytest.approx(expected[0], abs=1e-9) and \
        after.sigma == pytest.approx(expected[1], abs=1e-9)


def test_two_teams_fresh_players_match_library() -> None:
    """Huutopussi / Fifty-Six: two partnerships, seats 0+2 against 1+3."""
    record = rec("huutopussi", [[10, 12], [11, 13]], [0, 1], [520, 380])
    new = rate_match(record, {})
    expected = lib_rate([[DEFAULT_RATING] * 2, [DEFAULT_RATING] * 2], ranks=[0, 1])
    assert close(new[10][1], expected[0][0]) and close(new[12][1], expected[0][1])
    assert close(new[11][1], expected[1][0]) and close(new[13][1], expected[1][1])
    assert new[10][1].mu > 25 > new[11][1].mu
    assert new[10][0] == DEFAULT_RATING


def test_two_teams_existing_ratings_match_library() -> None:
    current = {1: Rating(30.0, 5.0), 2: Rating(22.0, 7.0), 3: Rating(27.5, 3.0),
               4: Rating(18.0, 8.0)}
    # the underdogs (2, 4) win
    record = rec("fifty-six", [[1, 3], [2, 4]], [1, 0])
    new = rate_match(record, current)
    expected = lib_rate([[current[1], current[3]], [current[2], current[4]]], ranks=[1, 0])
    assert close(new[1][1], expected[0][0]) and close(new[3][1], expected[0][1])
    assert close(new[2][1], expected[1][0]) and close(new[4][1], expected[1][1])
    assert new[2][1].mu - current[2].mu > 0 > new[1][1].mu - current[1].mu
    assert new[3][0] == current[3]


def test_three_sides_by_chips_with_library() -> None:
    """Prefa: three single-player sides ranked by chips (ranks from scores, ties shared)."""
    current = {5: Rating(26.0, 6.0), 6: Rating(24.0, 6.5)}
    result = MatchResult(teams=[[0], [1], [2]], scores=[40, -10, -30], ranks=[0, 1, 2],
                         winners=[0])
    record = record_from_result(1, "prefa", result, [5, 6, 7], finished_at=0.0)
    new = rate_match(record, current)
    expected = lib_rate([[current[5]], [current[6]], [DEFAULT_RATING]], ranks=[0, 1, 2])
    for member, (exp,) in zip([5, 6, 7], expected, strict=True):
        assert close(new[member][1], exp)
    # the library agrees with ranking straight from the chip counts
    by_scores = lib_rate([[current[5]], [current[6]], [DEFAULT_RATING]], scores=[40, -10, -30])
    assert close(new[7][1], by_scores[2][0])


def test_four_sides_with_a_tie_matches_library() -> None:
    """Four Color: four single players by score; two share second place."""
    current = {1: Rating(28.0, 4.0), 2: Rating(25.0, 8.0), 3: Rating(21.0, 5.0),
               4: Rating(25.0, 2.0)}
    record = rec("four-color", [[1], [2], [3], [4]], [1, 0, 1, 3], [9, 27, 9, -45])
    new = rate_match(record, current)
    expected = lib_rate([[current[i]] for i in (1, 2, 3, 4)], ranks=[1, 0, 1, 3])
    for i, member in enumerate((1, 2, 3, 4)):
        assert close(new[member][1], expected[i][0])
    assert record.won(2) and not record.won(1)


def test_all_tied_is_a_draw() -> None:
    """Four Color with every deal drawn: everyone shares first place, so nobody wins."""
    record = rec("four-color", [[1], [2], [3], [4]], [0, 0, 0, 0])
    new = rate_match(record, {})
    expected = lib_rate([[DEFAULT_RATING]] * 4, ranks=[0, 0, 0, 0])
    assert all(close(new[m][1], expected[0][0]) for m in (1, 2, 3, 4))
    assert record.draw
    assert [record.won(m) for m in (1, 2, 3, 4)] == [False] * 4
    two_teams = rec("fifty-six", [[1, 3], [2, 4]], [0, 0])
    assert two_teams.draw and not two_teams.won(1) and not two_teams.won(2)


def test_sharing_first_place_with_someone_behind_is_a_win() -> None:
    record = rec("four-color", [[1], [2], [3], [4]], [0, 0, 2, 3])
    assert not record.draw
    assert [record.won(m) for m in (1, 2, 3, 4)] == [True, True, False, False]
    assert is_draw([0, 0, 0]) and not is_draw([0, 0, 1])
    assert side_won([0, 1], 0) and not side_won([0, 1], 1) and not side_won([0, 0], 0)


def test_computers_play_with_a_fixed_rating_and_are_never_returned() -> None:
    current = {1: Rating(30.0, 4.0)}
    record = rec("huutopussi", [[1, None], [None, 2]], [0, 1])
    new = rate_match(record, current)
    assert set(new) == {1, 2}
    expected = lib_rate([[current[1], COMPUTER_RATING], [COMPUTER_RATING, DEFAULT_RATING]],
                        ranks=[0, 1])
    assert close(new[1][1], expected[0][0])
    assert close(new[2][1], expected[1][1])
    # the same match again gives the same numbers: nothing about the computer was kept
    assert rate_match(record, current) == new


def test_excluding_computer_matches() -> None:
    record = rec("prefa", [[1], [None], [2]], [0, 1, 2])
    assert record.computers == 1 and record.computer_played == 1
    assert is_rated(record) and not is_rated(record, rate_computer_matches=False)
    assert rate_match(record, {}, rate_computer_matches=False) == {}
    only_humans = rec("prefa", [[1], [3], [2]], [0, 1, 2])
    assert rate_match(only_humans, {}, rate_computer_matches=False)


def test_a_computer_that_stood_in_played_too() -> None:
    """Every seat is a member's at the end, but a computer played member 3's turns for a
    while: the match has computers, so excluding computer matches excludes it."""
    record = MatchRecord(guild_id=1, game="prefa", teams=[[1], [3], [2]], ranks=[0, 1, 2],
                         scores=[0, 0, 0], finished_at=0.0, stand_ins=1)
    assert record.computers == 0 and record.computer_played == 1
    assert is_rated(record) and not is_rated(record, rate_computer_matches=False)
    assert rate_match(record, {}, rate_computer_matches=False) == {}
    # counted for the humans when such matches are rated: nobody plays a fixed computer
    expected = lib_rate([[DEFAULT_RATING]] * 3, ranks=[0, 1, 2])
    new = rate_match(record, {})
    assert close(new[1][1], expected[0][0]) and close(new[2][1], expected[2][0])


def test_only_computers_is_not_rated() -> None:
    record = rec("prefa", [[None], [None], [None]], [0, 1, 2])
    assert not is_rated(record)
    assert rate_match(record, {}) == {}


def test_ordinal_is_conservative() -> None:
    assert DEFAULT_RATING.ordinal == pytest.approx(0.0)
    assert Rating(30.0, 2.0).ordinal == pytest.approx(24.0)


@pytest.mark.parametrize("bad", [
    {"teams": [[1]], "scores": [0], "ranks": [0]},
    {"teams": [[1], [2]], "scores": [0], "ranks": [0, 1]},
    {"teams": [[1], []], "scores": [0, 0], "ranks": [0, 1]},
    {"teams": [[1], [1]], "scores": [0, 0], "ranks": [0, 1]},
    {"teams": [[1], [2]], "scores": [0, 0], "ranks": [0, 1], "stand_ins": 3},
])
def test_bad_records_are_refused(bad: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        MatchRecord(guild_id=1, game="prefa", finished_at=0.0, **bad)  # type: ignore[arg-type]
