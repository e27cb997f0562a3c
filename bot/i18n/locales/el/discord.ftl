# What the Discord layer says: the table message, hand panels, pings, results and the
# short answers to clicks. Seats are { $names }-style lists filled in by the bot: a seat
# appears as a member mention or a computer's name. Markdown (**bold**) is Discord's.

## Buttons and menus

discord-button-your-hand = Τα φύλλα σου
discord-button-refresh = Ανανέωση
discord-button-previous = ◀ Προηγούμενη
discord-button-next = Επόμενη ▶
discord-button-join = Συμμετοχή
discord-button-leave = Αποχώρηση
discord-button-add-computer = Προσθήκη υπολογιστή
discord-button-remove-computer = Αφαίρεση υπολογιστή
discord-button-start = Έναρξη
# Opens a small form to type any other legal choice (e.g. a bid amount not on a button).
discord-button-more = Άλλη επιλογή…
discord-select-placeholder = Διάλεξε…

## The form (modal) for a typed choice; the title may be at most 45 characters.

discord-modal-title = Η επιλογή σου
discord-modal-label = Γράψ' τη
# $example is one of the player's legal choices as the game labels it, e.g. "33 spades".
discord-modal-placeholder = π.χ. { $example }

## The table message

# $title is the game's name, $table the table's number.
discord-table-title = { $title } — τραπέζι { $table }
discord-table-dealer = Μοιράζει: { $seat }
discord-table-to-act = Σειρά έχει: { $seats }
discord-table-over = Η παρτίδα τελείωσε.
discord-table-closed = Αυτό το τραπέζι έκλεισε.
discord-table-seats = Θέσεις
discord-table-footer = Τραπέζι { $table } · κίνηση { $version }
# Message text above the table message that mentions whoever is to act.
discord-table-mention = Σειρά έχει: { $mentions }
# A computer's seat, and a member a computer plays for while they are away.
discord-seat-computer = 🤖 { $name }
discord-seat-stood-in = { $name } (🤖 παίζει στη θέση)

## The lobby

discord-lobby-host = Οικοδεσπότης: { $host }
# $counts lists the player numbers the game allows, e.g. "3 or 4".
discord-lobby-players = Παίκτες: { $seated } (το παιχνίδι θέλει { $counts }).
discord-lobby-rules = Κανόνες: { $rules }
discord-lobby-howto = Πάτα **Συμμετοχή** για να κάτσεις, **Προσθήκη υπολογιστή** για να γεμίσεις μια θέση, και ο οικοδεσπότης πατά **Έναρξη**.
discord-lobby-empty-seat = (κενή)
discord-lobby-no-one = (κανείς ακόμα)
discord-lobby-footer = Τραπέζι { $table } · αναμονή παικτών

## A player's hand panel (only they see it)

discord-hand-title = { $title } — τα φύλλα σου (τραπέζι { $table })
# The panel's first line when the player is to act; $prompt is what the game asks.
discord-hand-your-turn = **Σειρά σου.** { $prompt }
discord-hand-waiting = Περιμένουμε: { $seats }.
discord-hand-cards = **Τα φύλλα σου:** { $cards }
discord-hand-no-cards = —
discord-hand-page = (επιλογές, σελίδα { $page } από { $pages })
discord-card-stack = { $card } ×{ $count }
discord-hand-phase = Φάση
discord-hand-footer = Τραπέζι { $table } · κίνηση { $version } · το βλέπεις μόνο εσύ
discord-hand-not-started = Το παιχνίδι δεν έχει ξεκινήσει ακόμα.
# The panel stops updating itself (Discord lets the bot edit it for 15 minutes).
discord-hand-retired = Αυτό το πάνελ δεν ενημερώνεται πια μόνο του. Πάτα οποιοδήποτε κουμπί εδώ, ή **Τα φύλλα σου** στο μήνυμα του τραπεζιού, για να πάρεις ένα ενημερωμένο.
discord-hand-done = Έγινε.
# A move button from an earlier moment: the table had moved on, so nothing was played.
discord-hand-stale = Το τραπέζι προχώρησε πριν από το κλικ σου, οπότε δεν παίχτηκε τίποτα. Ορίστε τα φύλλα σου τώρα.

## Results

discord-results-title = { $title } — τραπέζι { $table }: αποτέλεσμα
discord-results-title-early = { $title } — τραπέζι { $table }: βαθμολογία (έληξε νωρίς)
# $reason is the sentence saying how the match was stopped.
discord-results-early = { $reason } Η παρτίδα έληξε νωρίς: αυτή είναι η βαθμολογία τη στιγμή που σταμάτησε. Δεν μετράει στην κατάταξη.
discord-results-winners = { $count ->
    [one] Νικητής
   *[other] Νικητές
}
discord-results-ahead = Μπροστά όταν σταμάτησε

## Pings and answers

# $seconds: how long until a computer plays for the player.
discord-ping-warning = { $player }, είναι η σειρά σου. Σε { $seconds } δευτ. θα παίξει ένας υπολογιστής για σένα· πάτα «Τα φύλλα σου» για να παίξεις.
discord-ping-turn = { $players }: σειρά σας στο παιχνίδι { $title } (τραπέζι { $table }) — πατήστε «Τα φύλλα σου».
discord-failed = Κάτι πήγε στραβά από τη μεριά μου. Δοκίμασε ξανά, ή δες το τραπέζι με /τραπέζι κατάσταση.
discord-starting = Ακόμα ξεκινάω· δοκίμασε ξανά σε λίγο.
discord-too-long = Αυτό είναι μεγαλύτερο από οποιαδήποτε κίνηση. Διάλεξε μία από τις επιλογές που εμφανίζονται καθώς γράφεις.
discord-not-seated-lobby = Δεν κάθεσαι ακόμα σε αυτό το τραπέζι. Πάτα «Συμμετοχή» στο μήνυμα του τραπεζιού (ή γράψε εκεί /τραπέζι συμμετοχή) για να κάτσεις.
discord-not-started = Το παιχνίδι δεν έχει ξεκινήσει ακόμα. Ο οικοδεσπότης το ξεκινά με /τραπέζι έναρξη.
