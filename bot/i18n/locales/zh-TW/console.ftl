# What `python -m bot` prints when the bot stops or cannot start (bot/client.py), in the
# console's language (LANG). Developer Portal, DISCORD_TOKEN, bot.dev_guild_id, log_level
# and config.toml are names the person types or finds as they are: keep them.

# $why: one of the console-* sentences below.
console-stopped = Card Table 已停止：{ $why }
console-cannot-start = Card Table 無法啟動：{ $why }
console-bad-token = Discord 拒絕了這個 token。請檢查 DISCORD_TOKEN（Developer Portal → Bot → Reset Token），然後重新啟動。
console-intents = Discord 要求為這個機器人開啟特權 intents：Developer Portal → Bot → Privileged Gateway Intents。
# $error: what Discord answered, as it said it.
console-forbidden = Discord 拒絕了一個請求（{ $error }）。如果設定了 bot.dev_guild_id，請用 applications.commands 權限範圍邀請機器人加入該伺服器，或移除這項設定。
console-http-error = Discord 回應了錯誤（{ $error }）。請過幾分鐘再試。
console-unreachable = 無法連上 Discord（{ $error }）。請檢查網路連線（以及代理伺服器或防火牆），然後重新啟動。
console-unexpected = 發生意外錯誤而停止（{ $error }）。在 config.toml 的 [bot] 底下設定 log_level = "DEBUG" 可查看詳細內容，並請回報。

## python -m bot games
# $id: the game's id (typed as it is); $seats: the numbers of players it allows ("4/6/8").
console-game = { $id } — { $title }，{ $seats } 人。{ $summary }
console-game-options = {"  "}選項（play { $id } -o name=value）：
