# Options and settings in words (bot/option_words.py): what a game option or a bot setting
# accepts, and why a value was refused. Option names (rank_order, min_bid) and values
# (seed, ace_ten, true) are typed as they are and stay untranslated.

# $kind: what the option takes without the empty value, e.g. "a whole number of at least 1".
options-or-empty = { $kind }，或留空
options-true-or-false = true 或 false
options-whole-number = 整數
options-number = 數字
options-multiple = { $step } 的倍數
options-text = 文字
# $kind: options-whole-number, options-number or options-multiple.
options-range = { $low } 到 { $high } 的{ $kind }
options-at-least = 至少 { $low } 的{ $kind }
options-at-most = 至多 { $high } 的{ $kind }
# The default of an option that follows the game's rules text as written.
options-as-the-rules-text = 依規則原文
# One option in a list: its name, what it takes, its default.
options-line = { $name } — { $choices }（預設：{ $default }）
# A value someone typed, quoted.
options-quoted = 「{ $value }」
# $thing is "option" (a game's rule option) or "setting" (the bot's configuration).
options-no-such = 沒有{ $thing ->
        [setting] 設定
       *[option] 選項
    }「{ $name }」。
# $section: where the unknown name was given, e.g. tables.
options-no-such-in = [{ $section }] 裡沒有{ $thing ->
        [setting] 設定
       *[option] 選項
    }「{ $name }」。
options-listed = 現有的{ $thing ->
        [setting] 設定
       *[option] 選項
    }：{ $names }。
# $value: what was given (quoted); $choices: what the option takes.
options-cannot-be = { $name } 不能是 { $value }：必須是{ $choices }。
# A switch's value in words.
options-on = 開
options-off = 關
