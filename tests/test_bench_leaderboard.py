"""The leaderboard benchmark runs end to end on a small server, both backends side by side."""

from __future__ import annotations

import io

from bot import bench_leaderboard


async def test_bench_runs_small(pg_url: str) -> None:
    out = io.StringIO()
    results = await bench_leaderboard.run(matches=1500, members=60, samples=20, commits=60,
                                          postgres=pg_url.partition("?")[0], out=out)
    text = out.getvalue()
    assert "1,500 finished matches" in text
    assert set(results) == {"SQLite", "PostgreSQL", "SQLite FULL"}
    assert set(results.pop("SQLite FULL")) == {"action commit, one table",
                                               "action commit, 50 tables at once",
                                               "closing commit + match + ratings"}
    assert "With an fsync per commit (synchronous=FULL)" in text
    assert "SQLite median" in text and "PostgreSQL median" in text and "PG/SQLite" in text
    assert "lb_ratings_board" in text and "lb_results_member" in text  # both plans name them
    assert text.count("lb_ratings_board") >= 2
    for figures in results.values():
        assert set(figures) >= {"/leaderboard all, page 1 + your rank",
                                "/stats member (all games)",
                                "cmd /leaderboard (no game: most played)",
                                "action commit, one table", "action commit, 50 tables at once",
                                "closing commit + match + ratings"}
        assert all(p99 >= median > 0 for median, p99 in figures.values())
    assert "commands' path: board_for / read through the Store" in text
    assert "action commits (log + snapshot + table row, one transaction)" in text
