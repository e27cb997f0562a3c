# Where a click or command came from (cogs/guard.py, bot/client.py): answers to clicks and
# commands that cannot act here. Only the one who clicked sees them.

guard-not-here = このボタンは別の場所のテーブルのものなので、ここでは使えません。自分のテーブルのチャンネルにあるテーブルのメッセージか、そこで /手札 を使ってください。
guard-in-a-server = カードテーブルはサーバーの中にあります：自分のテーブルのチャンネルで使ってください。
guard-forged = このボタンは私が作ったものではないので、操作できません。/手札 で自分用のボタンを出してください。
# $threads: links to the threads of the tables here.
guard-use-thread = 自分のテーブルのスレッドで使ってください：{ $threads }。
guard-unknown-command = そのコマンドはありません（もうありません）。/ を入力して、一覧から私のコマンドを選んでください。
guard-unreadable-option = オプションの1つが読み取れませんでした。一覧から選んで、もう一度お試しください。
guard-page-gone = そのページボタンはもうこのメッセージにありません。/ランキング か /ルール でもう一度表示してください。
