# Options and settings in words (bot/option_words.py): what a game option or a bot setting
# accepts, and why a value was refused. Option names (rank_order, min_bid) and values
# (seed, ace_ten, true) are typed as they are and stay untranslated.

# $kind: what the option takes without the empty value, e.g. "a whole number of at least 1".
options-or-empty = { $kind }, hoặc để trống
options-true-or-false = true hoặc false
options-whole-number = số nguyên
options-number = số
options-multiple = bội số của { $step }
options-text = chữ
# $kind: options-whole-number, options-number or options-multiple.
options-range = { $kind } từ { $low } đến { $high }
options-at-least = { $kind } từ { $low } trở lên
options-at-most = { $kind } không quá { $high }
# The default of an option that follows the game's rules text as written.
options-as-the-rules-text = theo luật gốc
# One option in a list: its name, what it takes, its default.
options-line = { $name } — { $choices } (mặc định: { $default })
# A value someone typed, quoted.
options-quoted = “{ $value }”
# $thing is "option" (a game's rule option) or "setting" (the bot's configuration).
options-no-such = Không có { $thing ->
        [setting] thiết lập
       *[option] tùy chọn
    } “{ $name }”.
# $section: where the unknown name was given, e.g. tables.
options-no-such-in = Không có { $thing ->
        [setting] thiết lập
       *[option] tùy chọn
    } “{ $name }” trong [{ $section }].
options-listed = Các { $thing ->
        [setting] thiết lập
       *[option] tùy chọn
    } hiện có: { $names }.
# $value: what was given (quoted); $choices: what the option takes.
options-cannot-be = { $name } không thể là { $value }: giá trị phải là { $choices }.
# A switch's value in words.
options-on = bật
options-off = tắt
