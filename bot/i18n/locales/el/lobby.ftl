# /table commands and the lobby buttons (cogs/tables.py, cogs/placement.py): answers only
# the member who asked sees, and the table's thread name. $table: a table's number;
# $game: a game's title (games.ftl).

# The thread a table lives in (in the table's language).
lobby-thread-name = { $game } — τραπέζι { $table }
# $thread: a link to the table's thread.
lobby-open-in-thread = Το τραπέζι { $table } ({ $game }) είναι ανοιχτό στο { $thread }. Κάλεσε παίκτες να πατήσουν «Συμμετοχή».
lobby-open-here = Το τραπέζι { $table } ({ $game }) είναι ανοιχτό εδώ. Κάλεσε παίκτες να πατήσουν «Συμμετοχή».
# $place is "thread" or "channel".
lobby-exists = { $place ->
        [thread] Αυτό το νήμα
       *[channel] Αυτό το κανάλι
    } έχει ήδη τραπέζι ({ $game }, τραπέζι { $table }). Κάτσε σε αυτό ή κλείσ' το με /τραπέζι τέλος πριν ανοίξεις άλλο.
# $language: what was given; $languages: the language codes there are.
lobby-no-such-language = Δεν υπάρχει γλώσσα «{ $language }» εδώ. Διάλεξε μία από: { $languages }.
lobby-options-too-long = Αυτό είναι πολύ μεγαλύτερο από τις επιλογές οποιουδήποτε παιχνιδιού. Διάλεξέ τες από τη λίστα καθώς γράφεις, π.χ. target=300.
# $typed: what the member wrote.
lobby-options-unreadable = Γράψε τις επιλογές ως όνομα=τιμή, χωρισμένες με κόμμα — όχι «{ $typed }».
# Autocomplete of rule options. $name: an option (as typed); $rule: what it takes
# (options.ftl); $default: its default value.
lobby-option-rule = { $name } = { $rule } (προεπιλογή { $default })
# $pair: "name=value" as typed; $note: what the value means, or that it is the default.
lobby-option-choice = { $pair } — { $note }
lobby-option-default = προεπιλογή
lobby-you-joined = Κάθισες στο τραπέζι { $table }.
lobby-you-joined-game = Κάθισες στο τραπέζι { $table } ({ $game }).
lobby-you-left = Σηκώθηκες από το τραπέζι { $table }.
lobby-you-left-playing = Σηκώθηκες· ένας υπολογιστής παίζει στη θέση σου μέχρι να γυρίσεις με /φύλλα.
# $level: easy, hard or random.
lobby-computer-level-sits-down = Ένας παίκτης-υπολογιστής ({ $level ->
        [easy] εύκολος
        [hard] δύσκολος
        [random] τυχαίος
       *[other] { $level }
    }) κάθεται στο τραπέζι.
lobby-computer-sits-down = Ένας παίκτης-υπολογιστής κάθεται στο τραπέζι.
lobby-computer-leaves = Ένας παίκτης-υπολογιστής σηκώνεται από το τραπέζι.
# Stands for a computer whose name is not known.
lobby-the-computer = Ο παίκτης-υπολογιστής
lobby-begins-hand = Το παιχνίδι { $game } ξεκινά. Πάτα «Τα φύλλα σου» (ή γράψε /φύλλα) για να δεις τα φύλλα σου.
lobby-game-begins = Το παιχνίδι ξεκινά. Πάτα «Τα φύλλα σου» για να δεις τα φύλλα σου.
