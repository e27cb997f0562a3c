"""``python -m tests.held_bot [ARGS]``: ``python -m bot [ARGS]``, started ahead of its turn.

The kill tests start the bot some 80 times, and every start spent a second importing the
bot and parsing its message catalogs (for the commands' translations) before it read its
configuration, with the test waiting and the machine's cores idle. This process does that
part at once and then waits: on a line from stdin it runs exactly what ``python -m bot``
runs (``bot.__main__.run``), so the restart the test times begins where the store is opened.
Closed stdin without that line (the test is over) ends it without starting the bot.
"""

from __future__ import annotations

import sys

import bot.client
from bot.__main__ import run
from bot.i18n import available_locales, catalog

if __name__ == "__main__":
    bot.client.discover_extensions()  # imports the cogs
    for locale in available_locales():
        catalog(locale)
    if sys.stdin.readline().strip() != "go":
        sys.exit(0)
    sys.exit(run(sys.argv[1:]))
