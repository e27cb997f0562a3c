# The table service (bot/tables.py): lobby news on the table message, refusals shown to
# one player, and why a table closed. $name, $host: a person's name or a computer's
# (shown as they are); $game: a game's title (games.ftl). "/table open" and the like are
# slash commands: write them as Discord shows them in your language.

# A computer player's name, stored with the seat and shown to everyone.
table-computer-name = CPU { $number }

## What happens at the table (public)
table-opened = { $name }がテーブルを開きました。
table-joined = { $name }がテーブルに参加しました。
table-left = { $name }がテーブルを離れました。
table-left-new-host = { $name }がテーブルを離れました。これからは{ $host }がホストです。
table-left-playing = { $name }が抜けました。戻るまで CPU が代わりにプレイします。
table-sits-down = { $name }が着席しました。
table-begins = { $game }を始めます。
table-back = { $name }が戻ってきて、またプレイします。
table-timed-out = { $name }が時間切れになりました。次に操作するまで CPU が代わりにプレイします。
# $votes: votes so far; $needed: votes needed to end it.
table-vote = { $name }がテーブルの終了に投票しました：{ $votes }票（終了には{ $needed }票必要）。

## Why a table closed (public)
table-everyone-left = 全員が抜けたので、テーブルを閉じました。
table-host-ended = { $host }（ホスト）がテーブルを終了しました。
# $votes: who voted to end; $players: the people at the table.
table-voted-end = プレイヤーの投票でテーブルを終了しました（{ $players }人中{ $votes }票）。
# Stands for the host where their name is not known.
table-the-host = ホスト

## Refusals (only the one who asked sees them)
table-none-here = このチャンネルにはテーブルがありません。/テーブル 開く で開いてください。
table-closed = そのテーブルは閉じられました。/テーブル 開く で新しく開いてください。
# $table: the table's number; $game: its game's title.
table-set-aside = ここにあったテーブル（テーブル{ $table }、{ $game }）は再起動後に復元できなかったので、片付けました。/テーブル 開く で新しく開いてください。
# Stands for the game of a set-aside table whose game is not known.
table-a-game = ゲーム
# $game: what was asked for; $games: the games there are.
table-unknown-game = 「{ $game }」というゲームはありません。次から選んでください：{ $games }。
# $counts: the numbers of players the game allows ("3 or 4"); $count: the number asked for.
table-seat-count = { $game }は{ $counts }人で遊ぶゲームです。{ $count }人では遊べません。
table-exists = このチャンネルにはもうテーブルがあります（{ $game }）。参加するか、/テーブル 終了 で終わらせてから新しく開いてください。
table-exists-here = このチャンネルにはもうテーブルがあります。参加するか、/テーブル 終了 で終わらせてから新しく開いてください。
table-thread-taken = そのスレッドにはもうテーブルがあります。
table-limit = このサーバーではすでに{ $count }卓が開いています。どれかを終えるか終了してください。
# $level: what was asked for; $levels: the computer levels there are.
table-no-such-computer = 「{ $level }」という CPU はありません。次から選んでください：{ $levels }。
table-already-seated = もうこのテーブルに座っています。
# $seats: how many seats the table has.
table-full = このテーブルは満席です（{ $seats }/{ $seats }席）。
table-full-wait = このテーブルは満席です（{ $seats }/{ $seats }席）。次のゲームを待つか、別のチャンネルでテーブルを開いてください。
table-host-only-remove = CPU を外せるのはホスト（{ $host }）だけです。
table-host-only-start = ゲームを始められるのはホスト（{ $host }）だけです。
table-no-computer = 外せる CPU の席がありません。
# $seat: the seat asked for; $seats: the computers' seat numbers; $count: how many.
table-not-a-computer = { $seat }番の席は CPU の席ではありません。CPU の席は{ $seats }です。
# $counts: the numbers of players allowed ("3 or 4"); $seated: how many are seated.
table-need-players = { $game }には{ $counts }人必要です。今は{ $seated }人が着席しています。CPU を追加するか、誰かの参加を待ってください。
table-not-started = ゲームはまだ始まっていません。ホストが /テーブル 開始 で始めます。
table-already-started = このゲームはもう始まっています。次のゲームを待つか、別のチャンネルでテーブルを開いてください。
table-stale = それはゲームの少し前の時点の操作でした。今のテーブルはこちらです。
table-not-seated = このテーブルに座っていません。次のゲームに参加するか、別のチャンネルでテーブルを開いてください。
table-not-seated-lobby = このテーブルに座っていません。まず「参加」ボタンで着席してください。
# $typed: what the player wrote.
table-not-a-card = 「{ $typed }」はカードではありません。10S、AH、Q♦ のように書いてください。

## Rule options at /table open ($name: the option as typed, e.g. rank_order)
# $names: the game's options; $count: how many.
table-no-such-option = { $game }に「{ $name }」というオプションはありません。使えるオプション：{ $count ->
        [0] なし
       *[other] { $names }
    }。
# $why: the game's own words for why the options clash.
table-options-clash = そのオプションは組み合わせられません：{ $why }。どちらかを変えてください。
# $value: what was given; $rule: what the option takes (options.ftl).
table-option-not-allowed = { $name }に「{ $value }」は使えません：{ $rule }にしてください。
