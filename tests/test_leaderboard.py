"""The leaderboard's SQL side on both backends: recording, boards, periods, stats, history,
isolation."""

from __future__ import annotations

import logging
import random
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from bot import leaderboard as lb
from bot.i18n import english
from bot.ratings import MatchRecord, Rating, rate_match
from bot.store import Store
from bot.store.sql import Program

A, B = 111, 222  # two servers
MON = datetime(2026, 11, 16, 12, tzinfo=UTC).timestamp()  # a Monday
DAY = 86400.0


@pytest.fixture
async def db(store_url: str) -> AsyncIterator[Store]:
    store = await Store.open(store_url)
    yield store
    await store.close()


def m(guild: int, game: str, teams: list[list[int | None]], ranks: list[int], at: float,
      scores: list[int] | None = None) -> MatchRecord:
    return MatchRecord(guild_id=guild, game=game, teams=teams, ranks=ranks,
                       scores=scores if scores is not None else [0] * len(teams),
                       finished_at=at, duration=600.0)


async def record(db: Store, *records: MatchRecord, **kw: bool) -> None:
    """One transaction, one match after another (as many closing tables would)."""
    def each() -> Program[None]:
        for r in records:
            yield from lb.record_match(r, **kw)

    await db.run(each())


async def test_ratings_chain_like_the_library(db: Store) -> None:
    first = m(A, "prefa", [[1], [2], [3]], [0, 1, 2], MON)
    second = m(A, "prefa", [[1], [2], [3]], [2, 0, 1], MON + 60)
    await record(db, first, second)
    expect1 = rate_match(first, {})
    cur = {p: after for p, (_, after) in expect1.items()}
    expect2 = rate_match(second, cur)
    board = await lb.leaderboard(db, A, "prefa")
    got = {r.user_id: r.rating for r in board.rows}
    for p in (1, 2, 3):
        assert got[p] == pytest.approx(expect2[p][1].ordinal)
    assert [r.user_id for r in board.rows] == sorted(got, key=lambda p: -got[p])
    assert {(r.user_id, r.games, r.wins) for r in board.rows} == {(1, 2, 1), (2, 2, 1),
                                                                  (3, 2, 0)}


async def test_board_order_paging_and_viewer_rank(db: Store) -> None:
    recs = []
    t = MON
    for _ in range(3):
        recs.append(m(A, "four-color", [[1], [2], [3], [4]], [0, 1, 2, 3], t))
        recs.append(m(A, "four-color", [[1], [2], [3], [5]], [0, 1, 2, 3], t + 1))
        t += 10
    await record(db, *recs)
    full = await lb.leaderboard(db, A, "four-color")
    order = [r.user_id for r in full.rows]
    assert order[:3] == [1, 2, 3] and set(order) == {1, 2, 3, 4, 5}
    key = [(-r.rating, -r.games, r.user_id) for r in full.rows]
    assert key == sorted(key)
    assert [r.rank for r in full.rows] == [1, 2, 3, 4, 5]
    last = order[-1]
    p0 = await lb.leaderboard(db, A, "four-color", page=0, page_size=2, viewer_id=last)
    assert p0.total == 5 and p0.pages == 3
    assert [r.user_id for r in p0.rows] == order[:2] and [r.rank for r in p0.rows] == [1, 2]
    assert p0.viewer is not None and p0.viewer.user_id == last and p0.viewer.rank == 5
    assert not p0.viewer_on_page
    p1 = await lb.leaderboard(db, A, "four-color", page=1, page_size=2, viewer_id=3)
    assert [r.user_id for r in p1.rows] == order[2:4] and [r.rank for r in p1.rows] == [3, 4]
    assert p1.viewer_on_page and p1.viewer is not None and p1.viewer.rank == 3
    end = await lb.leaderboard(db, A, "four-color", page=99, page_size=2)
    assert end.page == 2 and [r.user_id for r in end.rows] == [last]
    two = full.rows[1]
    assert (two.games, two.wins, two.win_rate) == (6, 0, 0.0)
    one = full.rows[0]
    assert (one.games, one.wins, one.win_rate) == (6, 6, 1.0)
    # a viewer with no games here has no row
    nobody = await lb.leaderboard(db, A, "four-color", viewer_id=999)
    assert nobody.viewer is None


async def test_periods_are_calendar_weeks_and_months(db: Store) -> None:
    old = datetime(2026, 10, 20, tzinfo=UTC).timestamp()   # last month
    await record(db,
                 m(A, "fifty-six", [[1, 3], [2, 4]], [0, 1], old),
                 m(A, "fifty-six", [[1, 5], [2, 6]], [1, 0], MON - 3 * DAY),  # this month
                 m(A, "fifty-six", [[7, 5], [2, 6]], [0, 1], MON + DAY))      # this week
    now = MON + 2 * DAY
    allb = await lb.leaderboard(db, A, "fifty-six", "all", now=now)
    assert allb.total == 7
    assert {r.user_id: r for r in allb.rows}[2].games == 3
    # a period board is ordered by current (all-time) rating, with that period's counts
    week = await lb.leaderboard(db, A, "fifty-six", "week", now=now)
    this_week = {7: (1, 1), 5: (1, 1), 2: (1, 0), 6: (1, 0)}
    assert [(r.user_id, r.games, r.wins) for r in week.rows] == \
        [(r.user_id, *this_week[r.user_id]) for r in allb.rows if r.user_id in this_week]
    month = await lb.leaderboard(db, A, "fifty-six", "month", now=now)
    this_month = {1: (1, 0), 2: (2, 1), 5: (2, 1), 6: (2, 1), 7: (1, 1)}
    assert [(r.user_id, r.games, r.wins) for r in month.rows] == \
        [(r.user_id, *this_month[r.user_id]) for r in allb.rows if r.user_id in this_month]
    order = [r.user_id for r in month.rows]
    # viewer outside the top of a period board
    small = await lb.leaderboard(db, A, "fifty-six", "month", page_size=1, viewer_id=order[-1],
                                 now=now)
    assert small.viewer is not None and small.viewer.rank == 5
    # a new week with no games yet: a sentence, not an empty page
    later = await lb.leaderboard(db, A, "fifty-six", "week", now=MON + 8 * DAY)
    assert later.rows == [] and later.message is not None
    assert "this week" in english(later.message) and "Fifty-Six" in english(later.message)


def test_period_keys() -> None:
    sunday = datetime(2026, 11, 22, 23, 59, tzinfo=UTC).timestamp()
    assert lb.period_key("week", sunday) == "w2026-11-16"
    assert lb.period_key("week", MON) == "w2026-11-16"
    assert lb.period_key("month", sunday) == "m2026-11"
    assert lb.period_key("week", datetime(2027, 1, 1, tzinfo=UTC).timestamp()) == "w2026-12-28"


async def test_computers_count_for_humans_but_never_appear(db: Store) -> None:
    await record(db, m(A, "huutopussi", [[1, None], [None, 2]], [0, 1], MON),
                 m(A, "prefa", [[None], [1], [None]], [0, 1, 2], MON + 1))
    board = await lb.leaderboard(db, A, "huutopussi")
    assert [(r.user_id, r.games, r.wins) for r in board.rows] == [(1, 1, 1), (2, 1, 0)]
    prefa = await lb.leaderboard(db, A, "prefa")
    assert [(r.user_id, r.games, r.wins) for r in prefa.rows] == [(1, 1, 0)]
    hist = await lb.history(db, A)
    assert hist.entries[0].computers == 2 and hist.entries[0].rated


async def test_option_to_exclude_computer_matches(db: Store) -> None:
    await record(db, m(A, "huutopussi", [[1, None], [None, 2]], [0, 1], MON),
                 rate_computer_matches=False)
    await record(db, m(A, "huutopussi", [[1, 3], [4, 2]], [0, 1], MON + 5),
                 rate_computer_matches=False)
    board = await lb.leaderboard(db, A, "huutopussi")
    assert sorted((r.user_id, r.games) for r in board.rows) == [(1, 1), (2, 1), (3, 1), (4, 1)]
    hist = await lb.history(db, A)
    assert [e.rated for e in hist.entries] == [True, False]  # still in the history
    stats = await lb.member_stats(db, A, 1)
    assert [r.match_id for r in stats.recent] == [hist.entries[0].match_id]


async def test_member_stats_streaks_and_recent(db: Store) -> None:
    t = MON
    results = [0, 0, 1, 0, 0, 0, 1, 1]  # 1's side: W W L W W W L L
    recs = []
    for i, r in enumerate(results):
        recs.append(m(A, "fifty-six", [[1, 3], [2, 4]], [r, 1 - r], t + i, [8, 4]))
    recs.append(m(A, "prefa", [[1], [2], [5]], [0, 1, 2], t + 100, [30, 0, -30]))
    await record(db, *recs)
    stats = await lb.member_stats(db, A, 1, recent=3)
    assert stats.message is None
    by_game = {g.game: g for g in stats.games}
    fs = by_game["fifty-six"]
    assert (fs.games, fs.wins, fs.streak, fs.best_streak) == (8, 5, -2, 3)
    assert by_game["prefa"].games == 1 and by_game["prefa"].rank == 1
    assert [g.game for g in stats.games] == ["fifty-six", "prefa"]  # most played first
    assert [(r.game, r.won) for r in stats.recent] == [("prefa", True), ("fifty-six", False),
                                                       ("fifty-six", False)]
    assert stats.recent[0].rating_change is not None and stats.recent[0].rating_change > 0
    assert stats.recent[1].rating_change is not None and stats.recent[1].rating_change < 0
    only = await lb.member_stats(db, A, 2, "prefa")
    assert [g.game for g in only.games] == ["prefa"]
    assert all(r.game == "prefa" for r in only.recent)
    others = [(await lb.member_stats(db, A, g, "fifty-six")).games[0].rating for g in (2, 3, 4)]
    assert fs.rank == 1 + sum(1 for rating in others if rating > fs.rating)


async def test_history_newest_first_and_by_game(db: Store) -> None:
    await record(db, m(A, "prefa", [[1], [2], [3]], [0, 1, 2], MON, [10, 0, -10]),
                 m(A, "four-color", [[1], [2], [3], [4]], [0, 1, 1, 3], MON + 10),
                 m(A, "prefa", [[1], [2], [3]], [1, 0, 2], MON + 20))
    hist = await lb.history(db, A)
    assert [e.game for e in hist.entries] == ["prefa", "four-color", "prefa"]
    assert hist.entries[2].scores == [10, 0, -10] and hist.entries[2].teams == [[1], [2], [3]]
    only = await lb.history(db, A, "Four Color Cards")
    assert [e.game for e in only.entries] == ["four-color"]
    assert (await lb.history(db, A, limit=1)).entries[0].finished_at == MON + 20


async def test_servers_are_isolated(db: Store) -> None:
    await record(db, m(A, "prefa", [[1], [2], [3]], [0, 1, 2], MON),
                 m(B, "prefa", [[1], [8], [9]], [2, 1, 0], MON + 1),
                 m(B, "huutopussi", [[8, 9], [10, 11]], [0, 1], MON + 2))
    a = await lb.leaderboard(db, A, "prefa", viewer_id=8)
    assert {r.user_id for r in a.rows} == {1, 2, 3} and a.viewer is None
    b = await lb.leaderboard(db, B, "prefa")
    assert {r.user_id for r in b.rows} == {1, 8, 9}
    # member 1 plays at both servers: separate ratings and counts
    one_a = {r.user_id: r for r in a.rows}[1]
    one_b = {r.user_id: r for r in b.rows}[1]
    assert one_a.wins == 1 and one_b.wins == 0 and one_a.rating > one_b.rating
    assert (await lb.leaderboard(db, A, "huutopussi")).message is not None
    assert [e.game for e in (await lb.history(db, A)).entries] == ["prefa"]
    stats = await lb.member_stats(db, A, 1)
    assert [g.game for g in stats.games] == ["prefa"] and len(stats.recent) == 1
    assert (await lb.member_stats(db, A, 8)).message is not None
    assert await lb.played_games(db, A) == ["prefa"]
    # most players first: four at B's Huutopussi, three at its Prefa
    assert await lb.played_games(db, B) == ["huutopussi", "prefa"]


async def test_friendly_sentences(db: Store) -> None:
    with pytest.raises(lb.LeaderboardError, match="no game called “chess”"):
        await lb.leaderboard(db, A, "chess")
    with pytest.raises(lb.LeaderboardError, match="Choose all, month or week"):
        await lb.leaderboard(db, A, "prefa", "year")
    with pytest.raises(lb.LeaderboardError, match="Huutopussi"):
        await lb.member_stats(db, A, 1, "poker")
    empty = await lb.leaderboard(db, A, "prefa")
    assert english(empty.message) == ("No one has finished a game of Prefa at this server yet. "
                             "Open a table with /table open and be the first!")
    stats = await lb.member_stats(db, A, 5, name="Aino")
    assert stats.message is not None and english(stats.message).startswith(
        "Aino hasn't finished a game")
    stats = await lb.member_stats(db, A, 5, "fifty_six", name="Aino")
    assert stats.message is not None and "Fifty-Six" in english(stats.message)
    assert (await lb.history(db, A)).message == lb.NO_HISTORY_SENTENCE
    assert lb.resolve_game("Four Color Cards") == "four-color"
    assert lb.resolve_game(" FIFTY_SIX ") == "fifty-six"


async def test_record_many_equals_one_by_one(db: Store, tmp_path: Path) -> None:
    recs = [m(A, "four-color", [[1], [2], [3], [4]], [i % 4, (i + 1) % 4, (i + 2) % 4,
                                                      (i + 3) % 4], MON + i) for i in range(12)]
    await db.run(lb.record_many(recs))
    other = await Store.open(tmp_path / "other.sqlite3")
    try:
        await record(other, *recs)
        a = await lb.leaderboard(db, A, "four-color")
        b = await lb.leaderboard(other, A, "four-color")
        assert [(r.user_id, r.rating, r.games, r.wins) for r in a.rows] == \
            [(r.user_id, r.rating, r.games, r.wins) for r in b.rows]
    finally:
        await other.close()


async def test_stored_rating_round_trip(db: Store) -> None:
    rec = m(A, "prefa", [[1], [2], [3]], [0, 1, 2], MON)
    await record(db, rec)
    row = await db.fetchone("SELECT mu, sigma, ordinal FROM lb_ratings WHERE guild_id=? AND"
                            " game='prefa' AND user_id=1", (A,))
    assert row is not None
    expected = rate_match(rec, {})[1][1]
    assert Rating(row[0], row[1]) == expected and row[2] == pytest.approx(expected.ordinal)


def test_record_from_store_row() -> None:
    seat = lambda uid, computer=False: SimpleNamespace(user_id=uid, computer=computer)  # noqa: E731
    row = SimpleNamespace(guild_id=A, game_id="huutopussi", table_id=7, options={"x": 1},
                          seats=[seat(1), seat(None, True), seat(3), seat(99, True)],
                          teams=[[0, 2], [1, 3]], scores=[500, 200], ranks=[0, 1],
                          started_at=MON - 600, finished_at=MON, summary="N–S win")
    rec = lb.record_from_store(row)
    assert rec.teams == [[1, 3], [None, None]] and rec.seats == [1, None, 3, None]
    assert rec.duration == 600 and rec.table_id == "7" and rec.computers == 2


def naive_boards(records: list[MatchRecord], guild: int, game: str, period: str,
                 now: float) -> list[tuple[int, float, int, int]]:
    """The board worked out the slow way, straight from the records."""
    ratings: dict[int, Rating] = {}
    games: dict[int, int] = {}
    wins: dict[int, int] = {}
    key = None if period == "all" else lb.period_key(period, now)  # type: ignore[arg-type]
    for r in records:
        if r.guild_id != guild or r.game != game:
            continue
        changes = rate_match(r, ratings)
        for p, (_, after) in changes.items():
            ratings[p] = after
            if key is None or lb.period_key(period, r.finished_at) == key:  # type: ignore[arg-type]
                games[p] = games.get(p, 0) + 1
                wins[p] = wins.get(p, 0) + int(r.won(p))
    rows = [(p, ratings[p].ordinal, games[p], wins[p]) for p in games]
    return sorted(rows, key=lambda x: (-x[1], -x[2], x[0]))


@pytest.mark.parametrize("seed", [1, 2, 3])
async def test_boards_match_a_naive_computation(db: Store, seed: int) -> None:
    rng = random.Random(seed)
    shapes = {"huutopussi": 2, "prefa": 3, "four-color": 4}
    records = []
    t = MON - 40 * DAY
    for _ in range(250):
        t += rng.uniform(0, 0.25 * DAY)
        game = rng.choice(list(shapes))
        guild = rng.choice([A, A, B])
        people: list[int | None] = list(rng.sample(range(1, 16), 4))
        if rng.random() < 0.3:
            people[rng.randrange(4)] = None
        if shapes[game] == 2:
            teams = [[people[0], people[2]], [people[1], people[3]]]
            ranks = rng.choice([[0, 1], [1, 0]])
        else:
            teams = [[p] for p in people[: shapes[game]]]
            ranks = [rng.randrange(3) for _ in teams]
            ranks = [sum(1 for o in ranks if o < x) for x in ranks]
        records.append(m(guild, game, teams, ranks, t))
    await db.run(lb.record_many(records[:100]))
    await record(db, *records[100:])
    for guild in (A, B):
        for game in shapes:
            for period in lb.PERIODS:
                expected = naive_boards(records, guild, game, period, t)
                board = await lb.leaderboard(db, guild, game, period, page_size=1000, now=t)
                got = [(r.user_id, r.rating, r.games, r.wins) for r in board.rows]
                assert [g[0] for g in got] == [e[0] for e in expected]
                for g, e in zip(got, expected, strict=True):
                    assert g[1] == pytest.approx(e[1]) and g[2:] == e[2:]
                assert [r.rank for r in board.rows] == list(range(1, len(got) + 1))
                for pos, (uid, *_rest) in enumerate(expected):
                    small = await lb.leaderboard(db, guild, game, period, page_size=3,
                                                 viewer_id=uid, now=t)
                    assert small.viewer is not None and small.viewer.rank == pos + 1
                if not expected:
                    assert board.message is not None


async def test_an_all_way_tie_is_a_draw_not_a_win(db: Store) -> None:
    """Four Color with every deal drawn: nobody wins, every run of wins or losses ends."""
    four = [[1], [2], [3], [4]]
    await record(db, m(A, "four-color", four, [0, 1, 2, 3], MON),
                 m(A, "four-color", four, [0, 1, 2, 3], MON + 1),
                 m(A, "four-color", four, [0, 0, 0, 0], MON + 2, [0, 0, 0, 0]),
                 m(A, "four-color", four, [0, 0, 2, 3], MON + 3, [5, 5, 0, -10]))
    board = await lb.leaderboard(db, A, "four-color", now=MON + 4)
    assert {r.user_id: (r.games, r.wins) for r in board.rows} == \
        {1: (4, 3), 2: (4, 1), 3: (4, 0), 4: (4, 0)}
    week = await lb.leaderboard(db, A, "four-color", "week", now=MON + 4)
    assert {r.user_id: (r.games, r.wins) for r in week.rows} == \
        {1: (4, 3), 2: (4, 1), 3: (4, 0), 4: (4, 0)}
    one = (await lb.member_stats(db, A, 1, "four-color")).games[0]
    assert (one.streak, one.best_streak) == (1, 2)  # W W draw W
    three = await lb.member_stats(db, A, 3, "four-color")
    assert (three.games[0].streak, three.games[0].best_streak) == (-1, 0)  # L L draw L
    assert [(r.won, r.drawn) for r in three.recent] == \
        [(False, False), (False, True), (False, False), (False, False)]
    hist = await lb.history(db, A)
    assert [(e.draw, [e.side_won(i) for i in range(4)]) for e in hist.entries] == [
        (False, [True, True, False, False]), (True, [False] * 4),
        (False, [True, False, False, False]), (False, [True, False, False, False])]
    assert [r[0] for r in await db.fetchall("SELECT winners FROM lb_matches ORDER BY id")] == \
        ["[1]", "[1]", "[]", "[1,2]"]


def store_match(seats: list[SimpleNamespace], teams: list[list[int]], ranks: list[int],
                at: float = MON, guild: int = A, game: str = "prefa") -> SimpleNamespace:
    """A finished match as the store hands it to its hooks."""
    return SimpleNamespace(guild_id=guild, game_id=game, table_id=3, options={"starting_pot": 20},
                           seats=seats, teams=teams, scores=[10 * (len(ranks) - r) for r in ranks],
                           ranks=ranks, started_at=at - 900, finished_at=at, summary="")


def seat(uid: int | None, computer: bool = False, stood_in: bool = False) -> SimpleNamespace:
    return SimpleNamespace(user_id=uid, computer=computer, stood_in=stood_in)


async def run_hook(db: Store, match: SimpleNamespace, **kw: bool) -> None:
    """The hook in a transaction of its own, as the store runs it when a table closes."""
    await db.run(lb.store_hook(**kw)(match))


async def rows_of(db: Store, sql: str) -> list[tuple[Any, ...]]:
    return [tuple(r) for r in await db.fetchall(sql)]


async def test_a_computer_standing_in_makes_a_computer_match(db: Store) -> None:
    """Every seat is a member's at the end, but a computer played for member 2 a while:
    with computer matches excluded, the match is kept in the history, unrated."""
    stood = store_match([seat(1), seat(2, stood_in=True), seat(3)], [[0], [1], [2]], [0, 1, 2])
    rec = lb.record_from_store(stood)
    assert (rec.computers, rec.stand_ins, rec.computer_played) == (0, 1, 1)
    await run_hook(db, stood, rate_computer_matches=False)
    clean = store_match([seat(1), seat(2), seat(3)], [[0], [1], [2]], [2, 1, 0], MON + 60)
    await run_hook(db, clean, rate_computer_matches=False)
    assert await rows_of(db, "SELECT computers, rated FROM lb_matches ORDER BY id") == \
        [(1, 0), (0, 1)]
    assert await rows_of(db, "SELECT user_id, games, wins FROM lb_ratings ORDER BY user_id") == \
        [(1, 1, 0), (2, 1, 0), (3, 1, 1)]
    # rated when the server counts computer matches; nobody plays a fixed computer rating
    await run_hook(db, store_match([seat(1), seat(2, stood_in=True), seat(3)], [[0], [1], [2]],
                               [0, 1, 2], MON + 120, guild=B))
    assert await rows_of(db, f"SELECT computers, rated FROM lb_matches WHERE guild_id={B}") == \
        [(1, 1)]
    expected = rate_match(MatchRecord(guild_id=B, game="prefa", teams=[[1], [2], [3]],
                                      scores=[0, 0, 0], ranks=[0, 1, 2], finished_at=0), {})
    got = await rows_of(db, f"SELECT user_id, mu, sigma FROM lb_ratings WHERE guild_id={B}"
                        " ORDER BY user_id")
    assert [(u, Rating(mu, sigma)) for u, mu, sigma in got] == \
        [(u, expected[u][1]) for u in (1, 2, 3)]


async def test_a_failing_rating_step_stores_the_match_unrated(
        db: Store, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    """The hook never raises on a rating failure: the table's transaction must commit."""
    def broken(*_a: Any, **_k: Any) -> Any:
        raise RuntimeError("rating exploded")

    monkeypatch.setattr(lb, "rate_match", broken)
    match = store_match([seat(1), seat(None, computer=True), seat(3)], [[0], [1], [2]],
                        [1, 0, 2])
    with caplog.at_level(logging.ERROR, logger="bot.leaderboard"):
        await run_hook(db, match)
    assert "rating exploded" in caplog.text and "Traceback" in caplog.text
    # (no ids: PostgreSQL's sequence skips the one the rolled-back attempt took)
    assert await rows_of(db, "SELECT game, teams, scores, ranks, winners, computers, rated,"
                             " duration FROM lb_matches") == \
        [("prefa", "[[1],[null],[3]]", "[20,30,10]", "[1,0,2]", "[null]", 1, 0, 900.0)]
    assert await rows_of(db, "SELECT user_id, side, place, won, rated, mu_after FROM lb_results"
                             " ORDER BY user_id") == [(1, 0, 1, 0, 0, None), (3, 2, 2, 0, 0, None)]
    assert await rows_of(db, "SELECT * FROM lb_ratings") == []
    assert await rows_of(db, "SELECT * FROM lb_period_totals") == []
    # the record itself cannot be built (one side only): still kept, leniently
    caplog.clear()
    monkeypatch.undo()
    odd = store_match([seat(1), seat(3)], [[0, 1]], [0], MON + 5)
    with caplog.at_level(logging.ERROR, logger="bot.leaderboard"):
        await run_hook(db, odd)
    assert "a match needs at least two sides" in caplog.text
    assert await rows_of(db, "SELECT teams, rated FROM lb_matches ORDER BY id") == \
        [("[[1],[null],[3]]", 0), ("[[1,3]]", 0)]
    # and the next good match is rated as usual
    await run_hook(db, store_match([seat(1), seat(2), seat(3)], [[0], [1], [2]], [0, 1, 2],
                                   MON + 9))
    assert await rows_of(db, "SELECT rated FROM lb_matches ORDER BY id") == [(0,), (0,), (1,)]
    assert await rows_of(db, "SELECT user_id, games, wins FROM lb_ratings ORDER BY user_id") == \
        [(1, 1, 1), (2, 1, 0), (3, 1, 0)]
