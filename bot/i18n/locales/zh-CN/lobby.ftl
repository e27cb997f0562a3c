# /table commands and the lobby buttons (cogs/tables.py, cogs/placement.py): answers only
# the member who asked sees, and the table's thread name. $table: a table's number;
# $game: a game's title (games.ftl).

# The thread a table lives in (in the table's language).
lobby-thread-name = { $game } — { $table } 号桌
# $thread: a link to the table's thread.
lobby-open-in-thread = { $game } { $table } 号桌已在 { $thread } 开好。叫大家来点“加入”吧。
lobby-open-here = { $game } { $table } 号桌已在这里开好。叫大家来点“加入”吧。
# $place is "thread" or "channel".
lobby-exists = 这个{ $place ->
        [thread] 子区
       *[channel] 频道
    }已经有一桌了（{ $game }，{ $table } 号桌）。加入它，或者先用 /牌桌 结束 把它结束，再开新的。
# $language: what was given; $languages: the language codes there are.
lobby-no-such-language = 这里没有“{ $language }”这种语言。请从这些里选一个：{ $languages }。
lobby-options-too-long = 这比任何游戏的选项都长得多。请边输入边从列表里选，例如 target=300。
# $typed: what the member wrote.
lobby-options-unreadable = 选项要写成 name=value，用逗号分隔 — 而不是“{ $typed }”。
# Autocomplete of rule options. $name: an option (as typed); $rule: what it takes
# (options.ftl); $default: its default value.
lobby-option-rule = { $name } = { $rule }（默认 { $default }）
# $pair: "name=value" as typed; $note: what the value means, or that it is the default.
lobby-option-choice = { $pair } — { $note }
lobby-option-default = 默认
lobby-you-joined = 你加入了 { $table } 号桌。
lobby-you-joined-game = 你加入了 { $table } 号桌（{ $game }）。
lobby-you-left = 你离开了 { $table } 号桌。
lobby-you-left-playing = 你离开了；在你用 /手牌 回来之前，由电脑替你打。
# $level: easy, hard or random.
lobby-computer-level-sits-down = 一个电脑玩家（{ $level ->
        [easy] 简单
        [hard] 困难
        [random] 随机
       *[other] { $level }
    }）入座了。
lobby-computer-sits-down = 一个电脑玩家入座了。
lobby-computer-leaves = 一个电脑玩家离开了牌桌。
# Stands for a computer whose name is not known.
lobby-the-computer = 电脑玩家
lobby-begins-hand = { $game } 开始了。点“你的手牌”（或用 /手牌）查看你的牌。
lobby-game-begins = 游戏开始了。点“你的手牌”查看你的牌。
