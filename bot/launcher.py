"""``python -m bot`` (run): read the configuration, then run the bot until stopped.

A configuration problem — no token, unreadable TOML, a wrong value — prints
one clear line and exits with status 2; it never shows a traceback.
"""

from __future__ import annotations

import logging
import sys

import discord

from bot.config import ConfigError, load_config


def launch() -> int:
    try:
        settings = load_config()
    except ConfigError as err:
        print(f"Card Table cannot start: {err}", file=sys.stderr)
        return 2
    logging.basicConfig(level=settings.bot.log_level,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    from bot.client import create_bot

    bot = create_bot(settings)
    try:
        bot.run(settings.bot.token, log_handler=None)
    except discord.LoginFailure:
        print("Card Table cannot start: Discord refused the token. Check DISCORD_TOKEN "
              "(Developer Portal → Bot → Reset Token).", file=sys.stderr)
        return 2
    except discord.PrivilegedIntentsRequired:
        print("Card Table cannot start: enable the required intents in the Developer Portal.",
              file=sys.stderr)
        return 2
    return 0
