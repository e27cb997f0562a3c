# Options and settings in words (bot/option_words.py): what a game option or a bot setting
# accepts, and why a value was refused. Option names (rank_order, min_bid) and values
# (seed, ace_ten, true) are typed as they are and stay untranslated.

# $kind: what the option takes without the empty value, e.g. "a whole number of at least 1".
options-or-empty = { $kind }，或留空
options-true-or-false = true 或 false
options-whole-number = 整数
options-number = 数字
options-multiple = { $step } 的倍数
options-text = 文本
# $kind: options-whole-number, options-number or options-multiple.
options-range = { $low } 到 { $high } 之间的{ $kind }
options-at-least = 不小于 { $low } 的{ $kind }
options-at-most = 不大于 { $high } 的{ $kind }
# The default of an option that follows the game's rules text as written.
options-as-the-rules-text = 按规则原文
# One option in a list: its name, what it takes, its default.
options-line = { $name } — { $choices }（默认：{ $default }）
# A value someone typed, quoted.
options-quoted = “{ $value }”
# $thing is "option" (a game's rule option) or "setting" (the bot's configuration).
options-no-such = 没有“{ $name }”这个{ $thing ->
        [setting] 设置项
       *[option] 选项
    }。
# $section: where the unknown name was given, e.g. tables.
options-no-such-in = [{ $section }] 里没有“{ $name }”这个{ $thing ->
        [setting] 设置项
       *[option] 选项
    }。
options-listed = 可用的{ $thing ->
        [setting] 设置项
       *[option] 选项
    }有：{ $names }。
# $value: what was given (quoted); $choices: what the option takes.
options-cannot-be = { $name } 不能是 { $value }：必须是{ $choices }。
# A switch's value in words.
options-on = 开
options-off = 关
