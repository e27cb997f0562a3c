# Options and settings in words (bot/option_words.py): what a game option or a bot setting
# accepts, and why a value was refused. Option names (rank_order, min_bid) and values
# (seed, ace_ten, true) are typed as they are and stay untranslated.

# $kind: what the option takes without the empty value, e.g. "a whole number of at least 1".
options-or-empty = { $kind } tai tyhjä
options-true-or-false = true tai false
options-whole-number = kokonaisluku
options-number = luku
options-multiple = luvun { $step } monikerta
options-text = tekstiä
# $kind: options-whole-number, options-number or options-multiple.
options-range = { $kind } väliltä { $low }–{ $high }
options-at-least = { $kind }, vähintään { $low }
options-at-most = { $kind }, enintään { $high }
# The default of an option that follows the game's rules text as written.
options-as-the-rules-text = kuten säännöissä
# One option in a list: its name, what it takes, its default.
options-line = { $name } — { $choices } (oletus: { $default })
# A value someone typed, quoted.
options-quoted = ”{ $value }”
# $thing is "option" (a game's rule option) or "setting" (the bot's configuration).
options-no-such = { $thing ->
        [setting] Asetusta
       *[option] Valintaa
    } ”{ $name }” ei ole.
# $section: where the unknown name was given, e.g. tables.
options-no-such-in = { $thing ->
        [setting] Asetusta
       *[option] Valintaa
    } ”{ $name }” ei ole osiossa [{ $section }].
options-listed = Käytettävissä olevat { $thing ->
        [setting] asetukset
       *[option] valinnat
    }: { $names }.
# $value: what was given (quoted); $choices: what the option takes.
options-cannot-be = { $name } ei voi olla { $value }: sallittu arvo on { $choices }.
# A switch's value in words.
options-on = päällä
options-off = pois
