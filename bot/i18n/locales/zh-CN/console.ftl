# What `python -m bot` prints when the bot stops or cannot start (bot/client.py), in the
# console's language (LANG). Developer Portal, DISCORD_TOKEN, bot.dev_guild_id, log_level
# and config.toml are names the person types or finds as they are: keep them.

# $why: one of the console-* sentences below.
console-stopped = Card Table 已停止：{ $why }
console-cannot-start = Card Table 无法启动：{ $why }
console-bad-token = Discord 拒绝了这个 token。请检查 DISCORD_TOKEN（Developer Portal → Bot → Reset Token），然后重新启动。
console-intents = Discord 要求为这个机器人开启特权 intents：Developer Portal → Bot → Privileged Gateway Intents。
# $error: what Discord answered, as it said it.
console-forbidden = Discord 拒绝了一个请求（{ $error }）。如果设置了 bot.dev_guild_id，请用 applications.commands 权限范围把机器人邀请到那个服务器，或者删掉这项设置。
console-http-error = Discord 返回了错误（{ $error }）。请过几分钟再试。
console-unreachable = 连不上 Discord（{ $error }）。请检查网络连接（以及代理或防火墙），然后重新启动。
console-unexpected = 出现意外错误，程序已停止（{ $error }）。在 config.toml 的 [bot] 下设置 log_level = "DEBUG" 可以查看详情，请把它们反馈给我们。

## python -m bot games
# $id: the game's id (typed as it is); $seats: the numbers of players it allows ("4/6/8").
console-game = { $id } — { $title }，{ $seats } 人。{ $summary }
console-game-options = {"  "}选项（play { $id } -o name=value）：
