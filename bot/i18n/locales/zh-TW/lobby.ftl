# /table commands and the lobby buttons (cogs/tables.py, cogs/placement.py): answers only
# the member who asked sees, and the table's thread name. $table: a table's number;
# $game: a game's title (games.ftl).

# The thread a table lives in (in the table's language).
lobby-thread-name = { $game } — 第 { $table } 桌
# $thread: a link to the table's thread.
lobby-open-in-thread = { $game } 第 { $table } 桌已在 { $thread } 開桌。邀請玩家按「加入」。
lobby-open-here = { $game } 第 { $table } 桌已在這裡開桌。邀請玩家按「加入」。
# $place is "thread" or "channel".
lobby-exists = 這個{ $place ->
        [thread] 討論串
       *[channel] 頻道
    }已經有一張牌桌（{ $game }，第 { $table } 桌）。加入它，或先用 /牌桌 結束 結束它，再開新的一桌。
# $language: what was given; $languages: the language codes there are.
lobby-no-such-language = 這裡沒有「{ $language }」這個語言。請從這些裡選一個：{ $languages }。
lobby-options-too-long = 這比任何遊戲的選項都長太多了。請在輸入時從清單挑選，例如 target=300。
# $typed: what the member wrote.
lobby-options-unreadable = 選項請寫成 name=value，以逗號分隔 — 而不是「{ $typed }」。
# Autocomplete of rule options. $name: an option (as typed); $rule: what it takes
# (options.ftl); $default: its default value.
lobby-option-rule = { $name } = { $rule }（預設 { $default }）
# $pair: "name=value" as typed; $note: what the value means, or that it is the default.
lobby-option-choice = { $pair } — { $note }
lobby-option-default = 預設
lobby-you-joined = 你加入了第 { $table } 桌。
lobby-you-joined-game = 你加入了第 { $table } 桌（{ $game }）。
lobby-you-left = 你離開了第 { $table } 桌。
lobby-you-left-playing = 你離開了；在你用 /手牌 回來之前，由電腦代打你的位子。
# $level: easy, hard or random.
lobby-computer-level-sits-down = 一位電腦玩家（{ $level ->
        [easy] 簡單
        [hard] 困難
        [random] 隨機
       *[other] { $level }
    }）入座。
lobby-computer-sits-down = 一位電腦玩家入座。
lobby-computer-leaves = 一位電腦玩家離開了牌桌。
# Stands for a computer whose name is not known.
lobby-the-computer = 電腦玩家
lobby-begins-hand = { $game } 開始了。按「你的手牌」（或用 /手牌）查看你的牌。
lobby-game-begins = 遊戲開始了。按「你的手牌」查看你的牌。
