# Rules pages and a table's settings in words (bot/rules_text, cogs/rules.py).

# $game: what the member typed; $games: the game ids there are rules for.
rules-unknown = I have no rules for “{ $game }”. Choose one of: { $games }.
# Above a rules page shown in English because the reader's language has none yet.
# $language: the reader's language, named in that language.
rules-not-translated = These rules are not yet translated into { $language }; here they are in English.
# One setting: "Rank order: ace ten" ($label: the option's name in words; $value: its value).
rules-setting = { $label }: { $value }
rules-setting-meaning = { $label }: { $value } — { $meaning }
# A value that follows the game's rules text as written.
rules-standard = standard
rules-no-options = Standard rules, no options.
rules-standard-heading = Standard rules (no house rules):
# $rule: one setting (rules-setting).
rules-house-rule = { $rule } (house rule)

rules-which-game = Which game? Choose one in the game option, e.g. /rules game:Prefa — or ask inside a table's thread to get that table's game.
# Headings of a table's settings under a rules page (shown in bold).
rules-house-rules = House rules
rules-no-house-rules = **House rules:** none — standard rules.
rules-other-settings = Other settings
rules-settings = Settings
rules-table-settings = This table's rules
rules-table-settings-more = This table's rules (continued)
