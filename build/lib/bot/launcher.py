"""Start the Discord bot from the configuration, or explain what is missing.

Start-up problems end in one clear line (or, with no token at all, a short
how-to), never a traceback: the person starting the bot may not be a Python
programmer.
"""

from __future__ import annotations

import sys

NO_TOKEN_HELP = """\
Card Table needs a Discord bot token to connect to Discord.

To get one:
  1. Open https://discord.com/developers/applications and press "New Application".
  2. Under "Bot", press "Reset Token" and copy the token.
  3. Under "OAuth2 → URL Generator", tick "bot" and "applications.commands", give it
     Send Messages, Create Public Threads, Send Messages in Threads and Embed Links,
     then open the link to invite the bot to your server.
  4. Start the bot with the token:
       DISCORD_TOKEN=your-token python -m bot
     or copy config.example.toml to config.toml and put the token under [bot].

No Discord at hand? Play in this terminal against computer players:
  python -m bot play huutopussi      (also: fifty-six, prefa, four-color)
"""


def launch() -> int:
    from bot.config import ConfigError, load_config

    try:
        settings = load_config(require_token=False)
    except ConfigError as err:
        print(err, file=sys.stderr)
        return 2
    if not settings.bot.token.strip():
        print(NO_TOKEN_HELP, file=sys.stderr)
        return 2
    from bot.client import run

    return run(settings)
