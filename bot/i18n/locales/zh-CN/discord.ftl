# What the Discord layer says: the table message, hand panels, pings, results and the
# short answers to clicks. Seats are { $names }-style lists filled in by the bot: a seat
# appears as a member mention or a computer's name. Markdown (**bold**) is Discord's.

## Buttons and menus

discord-button-your-hand = 你的手牌
discord-button-refresh = 刷新
discord-button-previous = ◀ 上一页
discord-button-next = 下一页 ▶
discord-button-join = 加入
discord-button-leave = 离开
discord-button-add-computer = 添加电脑
discord-button-remove-computer = 移除电脑
discord-button-start = 开始
# Opens a small form to type any other legal choice (e.g. a bid amount not on a button).
discord-button-more = 其他选项…
discord-select-placeholder = 请选择…

## The form (modal) for a typed choice; the title may be at most 45 characters.

discord-modal-title = 你的选择
discord-modal-label = 请输入
# $example is one of the player's legal choices as the game labels it, e.g. "33 spades".
discord-modal-placeholder = 例如 { $example }

## The table message

# $title is the game's name, $table the table's number.
discord-table-title = { $title } — { $table } 号桌
discord-table-dealer = 发牌人：{ $seat }
discord-table-to-act = 轮到：{ $seats }
discord-table-over = 比赛结束了。
discord-table-closed = 这桌已关闭。
discord-table-seats = 座位
discord-table-footer = { $table } 号桌 · 第 { $version } 步
# Message text above the table message that mentions whoever is to act.
discord-table-mention = 轮到你了：{ $mentions }
# A computer's seat, and a member a computer plays for while they are away.
discord-seat-computer = 🤖 { $name }
discord-seat-stood-in = { $name }（🤖 代打中）

## The lobby

discord-lobby-host = 房主：{ $host }
# $counts lists the player numbers the game allows, e.g. "3 or 4".
discord-lobby-players = 玩家：{ $seated } 人（这个游戏需要 { $counts } 人）。
discord-lobby-rules = 规则：{ $rules }
discord-lobby-howto = 点 **加入** 入座，点 **添加电脑** 补位，然后由房主点 **开始**。
discord-lobby-empty-seat = （空位）
discord-lobby-no-one = （还没有人）
discord-lobby-footer = { $table } 号桌 · 等待开局

## A player's hand panel (only they see it)

discord-hand-title = { $title } — 你的手牌（{ $table } 号桌）
# The panel's first line when the player is to act; $prompt is what the game asks.
discord-hand-your-turn = **轮到你了。**{ $prompt }
discord-hand-waiting = 正在等 { $seats }。
discord-hand-cards = **你的手牌：**{ $cards }
discord-hand-no-cards = —
discord-hand-page = （选项第 { $page }/{ $pages } 页）
discord-card-stack = { $card } ×{ $count }
discord-hand-phase = 阶段
discord-hand-footer = { $table } 号桌 · 第 { $version } 步 · 仅你可见
discord-hand-not-started = 游戏还没开始。
# The panel stops updating itself (Discord lets the bot edit it for 15 minutes).
discord-hand-retired = 这个面板不会再自动更新了。点这里的任意按钮，或牌桌消息上的 **你的手牌**，获取实时面板。
discord-hand-done = 完成。
# A move button from an earlier moment: the table had moved on, so nothing was played.
discord-hand-stale = 你点之前牌局已经往下走了，所以这一步没有打出。这是你现在的手牌。

## Results

discord-results-title = { $title } — { $table } 号桌：结果
discord-results-title-early = { $title } — { $table } 号桌：战况（提前结束）
# $reason is the sentence saying how the match was stopped.
discord-results-early = { $reason } 比赛提前结束：以下是停止时的战况，不计入排行榜。
discord-results-winners = 获胜者
discord-results-ahead = 停止时领先

## Pings and answers

# $seconds: how long until a computer plays for the player.
discord-ping-warning = { $player }，轮到你了。{ $seconds } 秒后电脑会替你出牌；点“你的手牌”来出牌。
discord-ping-turn = { $players }，{ $title }（{ $table } 号桌）轮到你了 — 请点“你的手牌”。
discord-failed = 我这边出了点问题。请再试一次，或用 /牌桌 状态 查看牌桌。
discord-starting = 我正在启动，请稍后再试。
discord-too-long = 这比任何操作都长。请边输入边从给出的选项里选一个。
discord-not-seated-lobby = 你还没在这桌入座。请点牌桌消息上的“加入”（或在那里用 /牌桌 加入）入座。
discord-not-started = 游戏还没开始。房主用 /牌桌 开始 来开局。
