# What `python -m bot` prints when the bot stops or cannot start (bot/client.py), in the
# console's language (LANG). Developer Portal, DISCORD_TOKEN, bot.dev_guild_id, log_level
# and config.toml are names the person types or finds as they are: keep them.

# $why: one of the console-* sentences below.
console-stopped = Card Table stopped: { $why }
console-cannot-start = Card Table cannot start: { $why }
console-bad-token = Discord refused the token. Check DISCORD_TOKEN (Developer Portal → Bot → Reset Token) and start again.
console-intents = Discord wants privileged intents enabled for this bot: Developer Portal → Bot → Privileged Gateway Intents.
# $error: what Discord answered, as it said it.
console-forbidden = Discord refused a request ({ $error }). If bot.dev_guild_id is set, invite the bot to that server with the applications.commands scope, or remove the setting.
console-http-error = Discord answered with an error ({ $error }). Try again in a few minutes.
console-unreachable = Cannot reach Discord ({ $error }). Check the internet connection (and any proxy or firewall), then start again.
console-unexpected = An unexpected error stopped it ({ $error }). Set log_level = "DEBUG" under [bot] in config.toml to see the details, and report them.

## python -m bot games
# $id: the game's id (typed as it is); $seats: the numbers of players it allows ("4/6/8").
console-game = { $id } — { $title }, { $seats } players. { $summary }
console-game-options = {"  "}Options (play { $id } -o name=value):
