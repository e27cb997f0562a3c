"""``python -m tests.held_bot [ARGS]``: ``python -m bot [ARGS]``, started ahead of its turn.

The kill tests start the bot some 80 times, and every start spent a second importing the
bot and parsing its message catalogs (for the commands' translations) before it read its
configuration, with the test waiting and the machine's cores idle. This process does the
imports at once and then waits: on a line from stdin it runs what ``python -m bot`` runs
(``bot.__main__.run``), so the restart the test times begins where the store is opened.
Closed stdin without that line (the test is over) ends it without starting the bot.

One difference, which the kill tests do not look at: the commands it syncs carry no
translations. Parsing the six other languages' catalogs for them was half of each start's
CPU (some 40 s of the suite's), and these tests play in English and check no command's name.
"""

from __future__ import annotations

import sys
from typing import Any

import bot.client
from bot.__main__ import run
from bot.i18n import DEFAULT_LOCALE, catalog
from cogs.translate import CatalogTranslator


async def _untranslated(*_: Any) -> None:
    return None  # discord.py then sends the English name and description only


if __name__ == "__main__":
    bot.client.discover_extensions()  # imports the cogs
    catalog(DEFAULT_LOCALE)
    CatalogTranslator.translate = _untranslated  # type: ignore[method-assign]
    if sys.stdin.readline().strip() != "go":
        sys.exit(0)
    sys.exit(run(sys.argv[1:]))
