"""The leaderboard benchmark runs end to end on a small server and prints its figures."""

from __future__ import annotations

import io

from bot import bench_leaderboard


async def test_bench_runs_small() -> None:
    out = io.StringIO()
    results = await bench_leaderboard.run(matches=1500, members=60, samples=20, out=out)
    text = out.getvalue()
    assert "1,500 finished matches" in text
    assert "lb_ratings_board" in text and "lb_results_member" in text
    assert set(results) >= {"/leaderboard all, page 1 + your rank", "/stats member (all games)",
                            "/leaderboard (no game: most played)", "/stats (all games)"}
    assert "commands' path: board_for / read through the Store" in text
    assert all(p99 >= median > 0 for median, p99 in results.values())
