# What `python -m bot` prints when the bot stops or cannot start (bot/client.py), in the
# console's language (LANG). Developer Portal, DISCORD_TOKEN, bot.dev_guild_id, log_level
# and config.toml are names the person types or finds as they are: keep them.

# $why: one of the console-* sentences below.
console-stopped = Card Table が停止しました：{ $why }
console-cannot-start = Card Table を起動できません：{ $why }
console-bad-token = Discord がトークンを受け付けませんでした。DISCORD_TOKEN を確認して（Developer Portal → Bot → Reset Token）、もう一度起動してください。
console-intents = このボットには特権インテントの有効化が必要です：Developer Portal → Bot → Privileged Gateway Intents。
# $error: what Discord answered, as it said it.
console-forbidden = Discord がリクエストを拒否しました（{ $error }）。bot.dev_guild_id を設定している場合は、applications.commands スコープ付きでボットをそのサーバーに招待するか、設定を削除してください。
console-http-error = Discord がエラーを返しました（{ $error }）。数分後にもう一度お試しください。
console-unreachable = Discord に接続できません（{ $error }）。インターネット接続（とプロキシやファイアウォール）を確認して、もう一度起動してください。
console-unexpected = 予期しないエラーで停止しました（{ $error }）。config.toml の [bot] に log_level = "DEBUG" を設定すると詳細が表示されます。内容を報告してください。

## python -m bot games
# $id: the game's id (typed as it is); $seats: the numbers of players it allows ("4/6/8").
console-game = { $id } — { $title }、{ $seats }人。{ $summary }
console-game-options = {"  "}オプション（play { $id } -o name=value）：
