# /table commands and the lobby buttons (cogs/tables.py, cogs/placement.py): answers only
# the member who asked sees, and the table's thread name. $table: a table's number;
# $game: a game's title (games.ftl).

# The thread a table lives in (in the table's language).
lobby-thread-name = { $game } — table { $table }
# $thread: a link to the table's thread.
lobby-open-in-thread = Table { $table } for { $game } is open in { $thread }. Invite players to press Join.
lobby-open-here = Table { $table } for { $game } is open here. Invite players to press Join.
# $place is "thread" or "channel".
lobby-exists = This { $place ->
        [thread] thread
       *[channel] channel
    } already has a table ({ $game }, table { $table }). Join it, or end it with /table end before opening another.
# $language: what was given; $languages: the language codes there are.
lobby-no-such-language = There is no language “{ $language }” here. Choose one of: { $languages }.
lobby-options-too-long = That is far longer than any game's options. Pick them from the list as you type, e.g. target=300.
# $typed: what the member wrote.
lobby-options-unreadable = Write options as name=value, separated by commas — not “{ $typed }”.
# Autocomplete of rule options. $name: an option (as typed); $rule: what it takes
# (options.ftl); $default: its default value.
lobby-option-rule = { $name } = { $rule } (default { $default })
# $pair: "name=value" as typed; $note: what the value means, or that it is the default.
lobby-option-choice = { $pair } — { $note }
lobby-option-default = default
lobby-you-joined = You joined table { $table }.
lobby-you-joined-game = You joined table { $table } ({ $game }).
lobby-you-left = You left table { $table }.
lobby-you-left-playing = You left; a computer plays your seat until you come back with /hand.
# $level: easy, hard or random.
lobby-computer-level-sits-down = A computer player ({ $level ->
        [easy] easy
        [hard] hard
       *[other] { $level }
    }) sits down.
lobby-computer-sits-down = A computer player sits down.
lobby-computer-leaves = A computer player leaves the table.
# Stands for a computer whose name is not known.
lobby-the-computer = The computer player
lobby-begins-hand = { $game } begins. Press Your hand (or use /hand) to see your cards.
lobby-game-begins = The game begins. Press Your hand to see your cards.
