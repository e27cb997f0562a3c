# What the Discord layer says: the table message, hand panels, pings, results and the
# short answers to clicks. Seats are { $names }-style lists filled in by the bot: a seat
# appears as a member mention or a computer's name. Markdown (**bold**) is Discord's.

## Buttons and menus

discord-button-your-hand = 手札
discord-button-refresh = 更新
discord-button-previous = ◀ 前へ
discord-button-next = 次へ ▶
discord-button-join = 参加
discord-button-leave = 退席
discord-button-add-computer = CPU を追加
discord-button-remove-computer = CPU を外す
discord-button-start = 開始
# Opens a small form to type any other legal choice (e.g. a bid amount not on a button).
discord-button-more = ほかの選択…
discord-select-placeholder = 選んでください…

## The form (modal) for a typed choice; the title may be at most 45 characters.

discord-modal-title = あなたの選択
discord-modal-label = 入力してください
# $example is one of the player's legal choices as the game labels it, e.g. "33 spades".
discord-modal-placeholder = 例：{ $example }

## The table message

# $title is the game's name, $table the table's number.
discord-table-title = { $title } — テーブル{ $table }
discord-table-dealer = ディーラー：{ $seat }
discord-table-to-act = 手番：{ $seats }
discord-table-over = マッチは終了しました。
discord-table-closed = このテーブルは閉じられました。
discord-table-seats = 席
discord-table-footer = テーブル{ $table } · { $version }手目
# Message text above the table message that mentions whoever is to act.
discord-table-mention = あなたの番です：{ $mentions }
# A computer's seat, and a member a computer plays for while they are away.
discord-seat-computer = 🤖 { $name }
discord-seat-stood-in = { $name }（🤖 代打ち中）

## The lobby

discord-lobby-host = ホスト：{ $host }
# $counts lists the player numbers the game allows, e.g. "3 or 4".
discord-lobby-players = プレイヤー：{ $seated }人（このゲームは{ $counts }人）。
discord-lobby-rules = ルール：{ $rules }
discord-lobby-howto = **参加** で着席、**CPU を追加** で空席を埋め、ホストが **開始** を押します。
discord-lobby-empty-seat = （空席）
discord-lobby-no-one = （まだ誰もいません）
discord-lobby-footer = テーブル{ $table } · 待機中

## A player's hand panel (only they see it)

discord-hand-title = { $title } — あなたの手札（テーブル{ $table }）
# The panel's first line when the player is to act; $prompt is what the game asks.
discord-hand-your-turn = **あなたの番です。** { $prompt }
discord-hand-waiting = { $seats }を待っています。
discord-hand-cards = **手札：** { $cards }
discord-hand-no-cards = —
discord-hand-page = （選択肢 { $page }/{ $pages } ページ）
discord-card-stack = { $card } ×{ $count }
discord-hand-phase = フェーズ
discord-hand-footer = テーブル{ $table } · { $version }手目 · あなただけに表示
discord-hand-not-started = ゲームはまだ始まっていません。
# The panel stops updating itself (Discord lets the bot edit it for 15 minutes).
discord-hand-retired = このパネルはもう自動で更新されません。ここのボタンか、テーブルのメッセージの **手札** を押すと最新のパネルが出ます。
discord-hand-done = 完了。
# A move button from an earlier moment: the table had moved on, so nothing was played.
discord-hand-stale = クリックより先にゲームが進んだので、何もプレイされませんでした。今の手札はこちらです。

## Results

discord-results-title = { $title } — テーブル{ $table }：結果
discord-results-title-early = { $title } — テーブル{ $table }：途中経過（途中終了）
# $reason is the sentence saying how the match was stopped.
discord-results-early = { $reason } マッチは途中で終了しました：止まった時点の順位です。ランキングには数えません。
discord-results-winners = 勝者
discord-results-ahead = 終了時点でリード

## Pings and answers

# $seconds: how long until a computer plays for the player.
discord-ping-warning = { $player }、あなたの番です。{ $seconds }秒後に CPU が代わりにプレイします。「手札」を押してプレイしてください。
discord-ping-turn = { $players }、{ $title }（テーブル{ $table }）であなたの番です — 「手札」を押してください。
discord-failed = こちらで問題が起きました。もう一度試すか、/テーブル 状況 でテーブルを確認してください。
discord-starting = 起動中です。少し待ってからもう一度お試しください。
discord-too-long = どの手よりも長すぎます。入力しながら候補から選んでください。
discord-not-seated-lobby = まだこのテーブルに着席していません。テーブルのメッセージの「参加」を押す（か、そこで /テーブル 参加 を使う）と着席できます。
discord-not-started = ゲームはまだ始まっていません。ホストが /テーブル 開始 で始めます。
