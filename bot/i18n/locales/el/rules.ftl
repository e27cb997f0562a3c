# Rules pages and a table's settings in words (bot/rules_text, cogs/rules.py).

# $game: what the member typed; $games: the game ids there are rules for.
rules-unknown = Δεν έχω κανόνες για «{ $game }». Διάλεξε ένα από: { $games }.
# Above a rules page shown in English because the reader's language has none yet.
# $language: the reader's language, named in that language.
rules-not-translated = Αυτοί οι κανόνες δεν έχουν μεταφραστεί ακόμα ({ $language }), γι' αυτό σου τους δείχνω στα αγγλικά.
# One setting: "Rank order: ace ten" ($label: the option's name in words; $value: its value).
rules-setting = { $label }: { $value }
rules-setting-meaning = { $label }: { $value } — { $meaning }
# A value that follows the game's rules text as written.
rules-standard = κανονικό
rules-no-options = Κανονικοί κανόνες, χωρίς επιλογές.
rules-standard-heading = Κανονικοί κανόνες (χωρίς τοπικούς κανόνες):
# $rule: one setting (rules-setting).
rules-house-rule = { $rule } (τοπικός κανόνας)

rules-which-game = Ποιο παιχνίδι; Διάλεξε ένα στην επιλογή παιχνίδι, π.χ. /κανόνες παιχνίδι:Πρέφα — ή ρώτα μέσα στο νήμα ενός τραπεζιού για να πάρεις το παιχνίδι του.
# Headings of a table's settings under a rules page (shown in bold).
rules-house-rules = Τοπικοί κανόνες
rules-no-house-rules = **Τοπικοί κανόνες:** κανένας — κανονικοί κανόνες.
rules-other-settings = Άλλες ρυθμίσεις
rules-settings = Ρυθμίσεις
rules-table-settings = Οι κανόνες αυτού του τραπεζιού
rules-table-settings-more = Οι κανόνες αυτού του τραπεζιού (συνέχεια)
