# Options and settings in words (bot/option_words.py): what a game option or a bot setting
# accepts, and why a value was refused. Option names (rank_order, min_bid) and values
# (seed, ace_ten, true) are typed as they are and stay untranslated.

# $kind: what the option takes without the empty value, e.g. "a whole number of at least 1".
options-or-empty = { $kind }, ή κενό
options-true-or-false = true ή false
options-whole-number = ακέραιος
options-number = αριθμός
options-multiple = πολλαπλάσιο του { $step }
options-text = κείμενο
# $kind: options-whole-number, options-number or options-multiple.
options-range = { $kind } από { $low } έως { $high }
options-at-least = { $kind }, τουλάχιστον { $low }
options-at-most = { $kind }, το πολύ { $high }
# The default of an option that follows the game's rules text as written.
options-as-the-rules-text = όπως στους κανόνες
# One option in a list: its name, what it takes, its default.
options-line = { $name } — { $choices } (προεπιλογή: { $default })
# A value someone typed, quoted.
options-quoted = «{ $value }»
# $thing is "option" (a game's rule option) or "setting" (the bot's configuration).
options-no-such = Δεν υπάρχει { $thing ->
        [setting] ρύθμιση
       *[option] επιλογή
    } «{ $name }».
# $section: where the unknown name was given, e.g. tables.
options-no-such-in = Δεν υπάρχει { $thing ->
        [setting] ρύθμιση
       *[option] επιλογή
    } «{ $name }» στο [{ $section }].
options-listed = { $thing ->
        [setting] Οι ρυθμίσεις
       *[option] Οι επιλογές
    } που υπάρχουν: { $names }.
# $value: what was given (quoted); $choices: what the option takes.
options-cannot-be = Το { $name } δεν μπορεί να είναι { $value }: πρέπει να είναι { $choices }.
# A switch's value in words.
options-on = ναι
options-off = όχι
