"""discord.py's rate-limit buckets, swept for idle ones once a minute, not on every new one.

discord.py keeps one ``Ratelimit`` per route and channel (a table's thread brings a few:
its message edits, pings, posts). Once it holds 256 it scans all of them for idle ones
each time it makes a new one — with a thousand tables, thousands of checks per new
bucket, over and over while tables open or their first pings go out: work that grows
with the number of tables. Sweeping at most every ``SWEEP_EVERY`` seconds drops the
same idle buckets (idle for 300 s, by discord.py's rule) at a cost that does not.
"""

from __future__ import annotations

import time
from typing import Any

SWEEP_EVERY = 60.0


def amortize_bucket_sweep(http: Any) -> bool:
    """Make ``http`` (a discord.py ``HTTPClient``) sweep its buckets at most once per
    ``SWEEP_EVERY`` s; False (and nothing changed) if its discord.py has no such sweep."""
    sweep = getattr(http, "_try_clear_expired_ratelimits", None)
    if not callable(sweep):
        return False
    last = [float("-inf")]

    def sweep_now_and_then() -> None:
        now = time.monotonic()
        if now - last[0] >= SWEEP_EVERY:
            last[0] = now
            sweep()

    http._try_clear_expired_ratelimits = sweep_now_and_then
    return True
