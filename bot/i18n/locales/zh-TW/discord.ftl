# What the Discord layer says: the table message, hand panels, pings, results and the
# short answers to clicks. Seats are { $names }-style lists filled in by the bot: a seat
# appears as a member mention or a computer's name. Markdown (**bold**) is Discord's.

## Buttons and menus

discord-button-your-hand = 你的手牌
discord-button-refresh = 重新整理
discord-button-previous = ◀ 上一頁
discord-button-next = 下一頁 ▶
discord-button-join = 加入
discord-button-leave = 離開
discord-button-add-computer = 加入電腦
discord-button-remove-computer = 移除電腦
discord-button-start = 開始
# Opens a small form to type any other legal choice (e.g. a bid amount not on a button).
discord-button-more = 其他選擇…
discord-select-placeholder = 請選擇…

## The form (modal) for a typed choice; the title may be at most 45 characters.

discord-modal-title = 你的選擇
discord-modal-label = 請輸入
# $example is one of the player's legal choices as the game labels it, e.g. "33 spades".
discord-modal-placeholder = 例如 { $example }

## The table message

# $title is the game's name, $table the table's number.
discord-table-title = { $title } — 第 { $table } 桌
discord-table-dealer = 發牌人：{ $seat }
discord-table-to-act = 輪到：{ $seats }
discord-table-over = 比賽結束了。
discord-table-closed = 這張牌桌已關閉。
discord-table-seats = 座位
discord-table-footer = 第 { $table } 桌 · 第 { $version } 手
# Message text above the table message that mentions whoever is to act.
discord-table-mention = 輪到你了：{ $mentions }
# A computer's seat, and a member a computer plays for while they are away.
discord-seat-computer = 🤖 { $name }
discord-seat-stood-in = { $name }（🤖 代打中）

## The lobby

discord-lobby-host = 桌主：{ $host }
# $counts lists the player numbers the game allows, e.g. "3 or 4".
discord-lobby-players = 玩家：{ $seated } 人（這個遊戲需要 { $counts } 人）。
discord-lobby-rules = 規則：{ $rules }
discord-lobby-howto = 按 **加入** 入座、按 **加入電腦** 補位，再由桌主按 **開始**。
discord-lobby-empty-seat = （空位）
discord-lobby-no-one = （還沒有人）
discord-lobby-footer = 第 { $table } 桌 · 等待開始

## A player's hand panel (only they see it)

discord-hand-title = { $title } — 你的手牌（第 { $table } 桌）
# The panel's first line when the player is to act; $prompt is what the game asks.
discord-hand-your-turn = **輪到你了。**{ $prompt }
discord-hand-waiting = 正在等 { $seats }。
discord-hand-cards = **你的手牌：**{ $cards }
discord-hand-no-cards = —
discord-hand-page = （選項第 { $page }/{ $pages } 頁）
discord-card-stack = { $card } ×{ $count }
discord-hand-phase = 階段
discord-hand-footer = 第 { $table } 桌 · 第 { $version } 手 · 只有你看得到
discord-hand-not-started = 遊戲還沒開始。
# The panel stops updating itself (Discord lets the bot edit it for 15 minutes).
discord-hand-retired = 這個面板不會再自動更新了。按這裡的任一按鈕，或牌桌訊息上的 **你的手牌**，取得即時的面板。
discord-hand-done = 完成。
# A move button from an earlier moment: the table had moved on, so nothing was played.
discord-hand-stale = 你按下之前牌局已經往前走了，所以這一步沒有打出。這是你現在的手牌。

## Results

discord-results-title = { $title } — 第 { $table } 桌：結果
discord-results-title-early = { $title } — 第 { $table } 桌：戰況（提前結束）
# $reason is the sentence saying how the match was stopped.
discord-results-early = { $reason } 比賽提前結束：以下是停止時的戰況，不計入排行榜。
discord-results-winners = 獲勝者
discord-results-ahead = 停止時領先

## Pings and answers

# $seconds: how long until a computer plays for the player.
discord-ping-warning = { $player }，輪到你了。{ $seconds } 秒後電腦會替你出牌；按「你的手牌」來出牌。
discord-ping-turn = { $players }，{ $title }（第 { $table } 桌）輪到你了 — 請按「你的手牌」。
discord-failed = 我這邊出了點問題。請再試一次，或用 /牌桌 狀態 查看牌桌。
discord-starting = 我正在啟動中，請稍後再試。
discord-too-long = 這比任何一步都長。請在輸入時從提供的選項中挑一個。
discord-not-seated-lobby = 你還沒坐在這張牌桌。請按牌桌訊息上的「加入」（或在那裡用 /牌桌 加入）入座。
discord-not-started = 遊戲還沒開始。桌主用 /牌桌 開始 開始遊戲。
