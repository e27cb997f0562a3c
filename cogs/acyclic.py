"""Views that reference counting frees: no reference cycle per message drawn.

discord.py links every item back to its view (``item._view``) while the view lists its
items, so each ``discord.ui.View`` is a reference cycle: it and everything it holds —
buttons, selects, every select option, its lists and its stop future (about 40 objects
for a hand panel) — outlive their use until a garbage-collector pass finds them. At
1,000 busy tables that was 38% of the bot's tracked objects at any moment (182,000 of
482,000, counted by ``CARDTABLE_BENCH_OBJECTS``), and it is what made the collector run so
often and pause so long.

The bot's views are drawn, sent once and dropped: they are sent stopped, every click is
routed by its custom id (``cogs.ui``), never through the view object. So the back links
are not needed once the items are in place, and cutting them lets the view go the moment
the message has been sent.
"""

from __future__ import annotations

from typing import TypeVar

import discord

V = TypeVar("V", bound=discord.ui.View)


def acyclic(view: V) -> V:
    """``view`` with its items' links back to it cut (what it sends is unchanged)."""
    for item in view.children:
        if hasattr(item, "_view"):  # discord.py's private link (checked by a test)
            item._view = None
    return view
