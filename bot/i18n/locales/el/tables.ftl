# The table service (bot/tables.py): lobby news on the table message, refusals shown to
# one player, and why a table closed. $name, $host: a person's name or a computer's
# (shown as they are); $game: a game's title (games.ftl). "/table open" and the like are
# slash commands: write them as Discord shows them in your language.
#
# Ελληνικά: τα ονόματα ($name, $host) μπαίνουν χωρίς άρθρο και χωρίς κλίση.

# A computer player's name, stored with the seat and shown to everyone.
table-computer-name = Υπολογιστής { $number }

## What happens at the table (public)
table-opened = { $name } άνοιξε ένα τραπέζι.
table-joined = { $name } κάθεται στο τραπέζι.
table-left = { $name } σηκώνεται από το τραπέζι.
table-left-new-host = { $name } σηκώνεται από το τραπέζι. Οικοδεσπότης τώρα: { $host }.
table-left-playing = { $name } έφυγε· ένας υπολογιστής κρατά τη θέση μέχρι να γυρίσει.
table-sits-down = { $name } κάθεται στο τραπέζι.
table-begins = Το παιχνίδι { $game } ξεκινά.
table-back = { $name } γύρισε και παίζει ξανά.
table-timed-out = { $name } δεν πρόλαβε· ένας υπολογιστής κρατά τη θέση μέχρι να ξαναπαίξει.
# $votes: votes so far; $needed: votes needed to end it.
table-vote = { $name } ψηφίζει να κλείσει το τραπέζι: ψήφοι { $votes } από τις { $needed } που χρειάζονται.

## Why a table closed (public)
table-everyone-left = Έφυγαν όλοι, οπότε το τραπέζι έκλεισε.
table-host-ended = { $host } (οικοδεσπότης) έκλεισε το τραπέζι.
# $votes: who voted to end; $players: the people at the table.
table-voted-end = Οι παίκτες ψήφισαν να κλείσει το τραπέζι ({ $votes } από { $players }).
# Stands for the host where their name is not known.
table-the-host = ο οικοδεσπότης

## Refusals (only the one who asked sees them)
table-none-here = Δεν υπάρχει τραπέζι σε αυτό το κανάλι. Άνοιξε ένα με /τραπέζι άνοιγμα.
table-closed = Αυτό το τραπέζι έχει κλείσει. Άνοιξε καινούργιο με /τραπέζι άνοιγμα.
# $table: the table's number; $game: its game's title.
table-set-aside = Το τραπέζι που ήταν εδώ (τραπέζι { $table }, { $game }) δεν μπόρεσε να επανέλθει μετά από επανεκκίνηση, οπότε το έβαλα στην άκρη. Άνοιξε καινούργιο με /τραπέζι άνοιγμα.
# Stands for the game of a set-aside table whose game is not known.
table-a-game = ένα παιχνίδι
# $game: what was asked for; $games: the games there are.
table-unknown-game = Δεν υπάρχει παιχνίδι με το όνομα «{ $game }». Διάλεξε ένα από: { $games }.
# $counts: the numbers of players the game allows ("3 or 4"); $count: the number asked for.
table-seat-count = Το παιχνίδι { $game } παίζεται από { $counts } παίκτες, όχι { $count }.
table-exists = Αυτό το κανάλι έχει ήδη τραπέζι ({ $game }). Κάτσε σε αυτό ή κλείσ' το με /τραπέζι τέλος πριν ανοίξεις άλλο.
table-exists-here = Αυτό το κανάλι έχει ήδη τραπέζι. Κάτσε σε αυτό ή κλείσ' το με /τραπέζι τέλος πριν ανοίξεις άλλο.
table-thread-taken = Αυτό το νήμα έχει ήδη τραπέζι.
table-limit = Αυτός ο διακομιστής έχει ήδη { $count ->
        [one] { $count } ανοιχτό τραπέζι
       *[other] { $count } ανοιχτά τραπέζια
    }. Τελειώστε ή κλείστε ένα πρώτα.
# $level: what was asked for; $levels: the computer levels there are.
table-no-such-computer = Δεν υπάρχει υπολογιστής «{ $level }». Διάλεξε ένα από: { $levels }.
table-already-seated = Κάθεσαι ήδη σε αυτό το τραπέζι.
# $seats: how many seats the table has.
table-full = Αυτό το τραπέζι είναι γεμάτο ({ $seats } από { $seats } θέσεις).
table-full-wait = Αυτό το τραπέζι είναι γεμάτο ({ $seats } από { $seats } θέσεις). Περίμενε το επόμενο παιχνίδι ή άνοιξε τραπέζι σε άλλο κανάλι.
table-host-only-remove = Μόνο ο οικοδεσπότης ({ $host }) μπορεί να βγάλει παίκτη-υπολογιστή.
table-host-only-start = Μόνο ο οικοδεσπότης ({ $host }) μπορεί να ξεκινήσει το παιχνίδι.
table-no-computer = Δεν υπάρχει θέση υπολογιστή για να βγει.
# $seat: the seat asked for; $seats: the computers' seat numbers; $count: how many.
table-not-a-computer = Η θέση { $seat } δεν είναι θέση υπολογιστή. Οι υπολογιστές κάθονται { $count ->
        [one] στη θέση
       *[other] στις θέσεις
    } { $seats }.
# $counts: the numbers of players allowed ("3 or 4"); $seated: how many are seated.
table-need-players = Το παιχνίδι { $game } θέλει { $counts } παίκτες, { $seated ->
        [one] κάθεται { $seated }
       *[other] κάθονται { $seated }
    }. Πρόσθεσε υπολογιστή ή περίμενε να έρθει κάποιος.
table-not-started = Το παιχνίδι δεν έχει ξεκινήσει ακόμα. Ο οικοδεσπότης το ξεκινά με /τραπέζι έναρξη.
table-already-started = Αυτό το παιχνίδι έχει ήδη ξεκινήσει. Περίμενε το επόμενο ή άνοιξε τραπέζι σε άλλο κανάλι.
table-stale = Αυτό αφορούσε μια προηγούμενη στιγμή του παιχνιδιού· ορίστε το τραπέζι όπως είναι τώρα.
table-not-seated = Δεν κάθεσαι σε αυτό το τραπέζι. Μπορείς να μπεις στο επόμενο παιχνίδι ή να ανοίξεις τραπέζι σε άλλο κανάλι.
table-not-seated-lobby = Δεν κάθεσαι σε αυτό το τραπέζι. Κάτσε πρώτα με το κουμπί «Συμμετοχή».
# $typed: what the player wrote.
table-not-a-card = Το «{ $typed }» δεν είναι φύλλο. Γράψ' το όπως 10S, AH ή Q♦.

## Rule options at /table open ($name: the option as typed, e.g. rank_order)
# $names: the game's options; $count: how many.
table-no-such-option = Το παιχνίδι { $game } δεν έχει επιλογή «{ $name }». Οι επιλογές του: { $count ->
        [0] καμία
       *[other] { $names }
    }.
# $why: the game's own words for why the options clash.
table-options-clash = Αυτές οι επιλογές δεν ταιριάζουν μεταξύ τους: { $why }. Άλλαξε μία από αυτές.
# $value: what was given; $rule: what the option takes (options.ftl).
table-option-not-allowed = Το «{ $value }» δεν επιτρέπεται για το { $name }: δώσε { $rule }.
