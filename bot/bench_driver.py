"""The engine benchmark's playout loop, through the public contract only.

Every decision is what a host or a search does: ``to_act()``, then
``legal_actions(seat)``, then ``apply(seat, action)``. Nothing private is used, so
this one file can drive any revision of the engine: ``bench --compare REV`` runs it,
unchanged, against an exported copy of REV in a child process, and the two sets of
figures come from the same loop.

Keep it self-contained (standard library and ``bot.engine`` only): it is executed as
source text against older trees. Run as a script it prints one JSON line.

The policy picks among the legal actions by their kind and order alone, so it is the
same for every revision: it passes often and bids low (uniform play among ~80 bids
would push every auction to the top and no match would end), otherwise uniform. The
time it spends choosing is measured and taken out: the figures are the engine's (new
matches, ``to_act``, ``legal_actions``, ``apply``, the match-over check).
"""

from __future__ import annotations

import json
import random
import sys
import time
from typing import Any

PASS_CHANCE = 0.55
LOW_BIDS = 4  # a bid is one of the lowest few legal bids of its kind
DEALS_PER_MATCH = 30  # a match that has not ended by then is started afresh


def choose(legal: list[Any], rng: random.Random) -> Any:
    if len(legal) == 1:
        return legal[0]
    kinds: dict[str, list[Any]] = {}
    for action in legal:
        kinds.setdefault(action.kind, []).append(action)
    if "pass" in kinds and rng.random() < PASS_CHANCE:
        return kinds["pass"][0]
    bids = [a for kind, group in kinds.items() if kind.startswith("bid") for a in group]
    if len(bids) > LOW_BIDS and rng.random() < 0.8:
        return rng.choice(bids[:LOW_BIDS])
    return rng.choice(legal)


def measure(game_id: str, seats: int, seconds: float, seed: int = 1,
            options: dict[str, Any] | None = None) -> dict[str, float]:
    """Play new matches of ``game_id`` for about ``seconds``; count decisions and deals.

    ``options``: rule options for the matches; a revision that does not know them plays
    its defaults (``"defaults": 1`` in the figures says so)."""
    from bot.engine import get_game

    cls = get_game(game_id)
    defaults = 0
    try:
        chosen = cls.options_model.model_validate(options or {})
    except ValueError:
        chosen, defaults = cls.options_model(), 1
    rng = random.Random(seed)
    clock = time.perf_counter
    decisions = deals = matches = 0
    picking = 0.0  # the driver's own choosing, taken out of the engine's time
    start = clock()
    elapsed = 0.0
    while elapsed < seconds:
        state = cls.new(seats, chosen, seed=seed + matches)
        matches += 1
        while not state.is_over and state.deals_completed() < DEALS_PER_MATCH:
            acting = state.to_act()
            seat = acting[0] if len(acting) == 1 else acting[int(rng.random() * len(acting))]
            legal = state.legal_actions(seat)
            t0 = clock()
            action = choose(legal, rng)
            picking += clock() - t0
            state.apply(seat, action)
            decisions += 1
        deals += state.deals_completed()
        elapsed = clock() - start
    return {"decisions": decisions, "deals": deals, "matches": matches,
            "seconds": elapsed - picking, "wall": elapsed, "defaults": defaults}


def games() -> dict[str, list[int]]:
    """Every registered game and its seat counts."""
    from bot.engine import load_all

    return {game_id: list(cls.seat_counts) for game_id, cls in load_all().items()}


def main(argv: list[str]) -> None:
    """``driver games`` or ``driver measure GAME SEATS SECONDS [OPTIONS_JSON]``: one JSON
    line."""
    if argv[0] == "games":
        print(json.dumps(games()))
    else:
        game_id, seats, seconds = argv[1], int(argv[2]), float(argv[3])
        options = json.loads(argv[4]) if len(argv) > 4 else None
        print(json.dumps(measure(game_id, seats, seconds, options=options)))


if __name__ == "__main__":
    main(sys.argv[1:])
