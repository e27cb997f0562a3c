"""The floor bench's stand-in bot makes exactly the requests it claims to measure.

``python -m bot bench floor`` divides the stand-in's CPU by its clicks and calls it the
cost of a move's requests; that is only true if each click got one answer, one table
message edit and one token edit — which the fake, not the stand-in, counts here."""

from __future__ import annotations

from bot.bench_floor import report, session


async def test_each_click_gets_one_answer_one_table_edit_and_one_panel_edit() -> None:
    fig = await session(tables=2, seconds=2.0, think=0.1, warmup=0.6)
    assert fig["moves"] >= 8 and fig["lost"] == 0
    # per click, give or take the window's edges (a click answered just before it closed
    # whose edits land just after): one of each, never two or none
    for kind in ("answers", "table_edits", "token_edits"):
        assert abs(fig[kind] - 1.0) <= 0.25, (kind, fig)
    assert fig["cpu_ms"] > 0
    assert "ms per click" in "\n".join(report(fig))
