# Options and settings in words (bot/option_words.py): what a game option or a bot setting
# accepts, and why a value was refused. Option names (rank_order, min_bid) and values
# (seed, ace_ten, true) are typed as they are and stay untranslated.

# $kind: what the option takes without the empty value, e.g. "a whole number of at least 1".
options-or-empty = { $kind }、または空欄
options-true-or-false = true か false
options-whole-number = 整数
options-number = 数値
options-multiple = { $step }の倍数
options-text = テキスト
# $kind: options-whole-number, options-number or options-multiple.
options-range = { $low }から{ $high }までの{ $kind }
options-at-least = { $low }以上の{ $kind }
options-at-most = { $high }以下の{ $kind }
# The default of an option that follows the game's rules text as written.
options-as-the-rules-text = ルール本文どおり
# One option in a list: its name, what it takes, its default.
options-line = { $name } — { $choices }（初期値：{ $default }）
# A value someone typed, quoted.
options-quoted = 「{ $value }」
# $thing is "option" (a game's rule option) or "setting" (the bot's configuration).
options-no-such = { $thing ->
        [setting] 設定
       *[option] オプション
    }「{ $name }」はありません。
# $section: where the unknown name was given, e.g. tables.
options-no-such-in = [{ $section }] に{ $thing ->
        [setting] 設定
       *[option] オプション
    }「{ $name }」はありません。
options-listed = 使える{ $thing ->
        [setting] 設定
       *[option] オプション
    }：{ $names }。
# $value: what was given (quoted); $choices: what the option takes.
options-cannot-be = { $name }に { $value }は使えません：{ $choices }にしてください。
# A switch's value in words.
options-on = オン
options-off = オフ
