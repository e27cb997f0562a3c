# Options and settings in words (bot/option_words.py): what a game option or a bot setting
# accepts, and why a value was refused. Option names (rank_order, min_bid) and values
# (seed, ace_ten, true) are typed as they are and stay untranslated.

# $kind: what the option takes without the empty value, e.g. "a whole number of at least 1".
options-or-empty = { $kind }, or empty
options-true-or-false = true or false
options-whole-number = a whole number
options-number = a number
options-multiple = a multiple of { $step }
options-text = text
# $kind: options-whole-number, options-number or options-multiple.
options-range = { $kind } from { $low } to { $high }
options-at-least = { $kind } of at least { $low }
options-at-most = { $kind } of at most { $high }
# The default of an option that follows the game's rules text as written.
options-as-the-rules-text = as the rules text
# One option in a list: its name, what it takes, its default.
options-line = { $name } — { $choices } (default: { $default })
# A value someone typed, quoted.
options-quoted = “{ $value }”
# $thing is "option" (a game's rule option) or "setting" (the bot's configuration).
options-no-such = There is no { $thing ->
        [setting] setting
       *[option] option
    } “{ $name }”.
# $section: where the unknown name was given, e.g. tables.
options-no-such-in = There is no { $thing ->
        [setting] setting
       *[option] option
    } “{ $name }” in [{ $section }].
options-listed = The { $thing ->
        [setting] settings
       *[option] options
    } there are: { $names }.
# $value: what was given (quoted); $choices: what the option takes.
options-cannot-be = { $name } can't be { $value }: it must be { $choices }.
# A switch's value in words.
options-on = on
options-off = off
