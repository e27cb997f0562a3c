# Slash commands as Discord shows them (cogs/translate.py): names, descriptions, options and
# fixed choices, by their place in the command tree. Names: lowercase, one word, at most 32
# characters (letters, digits, - and _). Descriptions: at most 100 characters.

cmd-leaderboard-name = κατάταξη
cmd-leaderboard-desc = Οι κορυφαίοι παίκτες ενός παιχνιδιού σε αυτόν τον διακομιστή
cmd-leaderboard-game-name = παιχνίδι
cmd-leaderboard-game-desc = ποιο παιχνίδι (προεπιλογή: αυτό που παίζεται περισσότερο εδώ)
cmd-leaderboard-period-name = περίοδος
cmd-leaderboard-period-desc = συνολικά, αυτόν τον μήνα ή αυτή την εβδομάδα

cmd-stats-name = στατιστικά
cmd-stats-desc = Οι βαθμολογίες και τα αποτελέσματα ενός μέλους εδώ
cmd-stats-member-name = μέλος
cmd-stats-member-desc = ποιανού τα στατιστικά (προεπιλογή: τα δικά σου)
cmd-stats-game-name = παιχνίδι
cmd-stats-game-desc = μόνο αυτό το παιχνίδι

cmd-history-name = ιστορικό
cmd-history-desc = Οι πρόσφατες παρτίδες σε αυτόν τον διακομιστή
cmd-history-game-name = παιχνίδι
cmd-history-game-desc = μόνο αυτό το παιχνίδι

cmd-hand-name = φύλλα
cmd-hand-desc = Δες τα φύλλα σου και τι μπορείς να κάνεις (μόνο εσύ)

cmd-bid-name = αγορά
cmd-bid-desc = Δήλωση, πάσο, κόντρα ή ρεκόντρα στο τραπέζι σου
cmd-bid-bid-name = δήλωση
cmd-bid-bid-desc = η δήλωσή σου: διάλεξε από τις επιλογές ή γράψε π.χ. 60 ή pass

cmd-play-name = παίξε
cmd-play-desc = Παίξε ένα φύλλο στο τραπέζι σου
cmd-play-card-name = φύλλο
cmd-play-card-desc = το φύλλο, π.χ. 10S, AH ή Q♦

cmd-declare-name = δήλωσε
cmd-declare-desc = Δήλωσε ή απάντησε (γάμος, ατού, διεκδίκηση, πάσο …)
cmd-declare-what-name = τι
cmd-declare-what-desc = τι δηλώνεις: διάλεξε από τις επιλογές

cmd-act-name = κίνηση
cmd-act-desc = Όποια κίνηση σου επιτρέπει τώρα το παιχνίδι
cmd-act-action-name = ενέργεια
cmd-act-action-desc = διάλεξε από τις επιλογές

cmd-rules-name = κανόνες
cmd-rules-desc = Πώς παίζεται ένα παιχνίδι, σε λίγες σελίδες
cmd-rules-game-name = παιχνίδι
cmd-rules-game-desc = ποιο παιχνίδι (μέσα στο νήμα ενός τραπεζιού: το παιχνίδι του τραπεζιού)

cmd-table-name = τραπέζι
cmd-table-desc = Άνοιξε, κάτσε και διαχειρίσου ένα τραπέζι χαρτιών
cmd-table-open-name = άνοιγμα
cmd-table-open-desc = Άνοιξε τραπέζι για ένα παιχνίδι χαρτιών σε αυτό το κανάλι
cmd-table-open-game-name = παιχνίδι
cmd-table-open-game-desc = ποιο παιχνίδι
cmd-table-open-seats-name = παίκτες
cmd-table-open-seats-desc = πόσοι παίκτες (αν το παιχνίδι παίζεται με διάφορους αριθμούς)
cmd-table-open-options-name = επιλογές
cmd-table-open-options-desc = παραλλαγές κανόνων ως όνομα=τιμή, χωρισμένες με κόμμα (διάλεξε από τη λίστα)
cmd-table-open-computers-name = υπολογιστές
cmd-table-open-computers-desc = πόσοι παίκτες-υπολογιστές κάθονται αμέσως
cmd-table-open-difficulty-name = επίπεδο
cmd-table-open-difficulty-desc = πόσο καλά παίζουν οι υπολογιστές (προεπιλογή: εύκολο)
cmd-table-open-language-name = γλώσσα
cmd-table-open-language-desc = η γλώσσα του τραπεζιού (προεπιλογή: του διακομιστή)
cmd-table-join-name = συμμετοχή
cmd-table-join-desc = Κάτσε στο τραπέζι αυτού του καναλιού
cmd-table-leave-name = αποχώρηση
cmd-table-leave-desc = Σήκω από το τραπέζι αυτού του καναλιού
cmd-table-add-computer-name = προσθήκη-υπολογιστή
cmd-table-add-computer-desc = Βάλε έναν παίκτη-υπολογιστή στο τραπέζι
cmd-table-add-computer-difficulty-name = επίπεδο
cmd-table-add-computer-difficulty-desc = πόσο καλά παίζει (προεπιλογή: το επίπεδο του τραπεζιού)
cmd-table-remove-computer-name = αφαίρεση-υπολογιστή
cmd-table-remove-computer-desc = Βγάλε έναν παίκτη-υπολογιστή (μόνο ο οικοδεσπότης)
cmd-table-remove-computer-seat-name = θέση
cmd-table-remove-computer-seat-desc = ο αριθμός θέσης του υπολογιστή (προεπιλογή: ο τελευταίος υπολογιστής)
cmd-table-start-name = έναρξη
cmd-table-start-desc = Μοίρασε το πρώτο χέρι (μόνο ο οικοδεσπότης)
cmd-table-end-name = τέλος
cmd-table-end-desc = Κλείσε το τραπέζι (οικοδεσπότης) ή ψήφισε να κλείσει
cmd-table-status-name = κατάσταση
cmd-table-status-desc = Δείξε το τραπέζι αυτού του καναλιού

# Fixed choices of options, by value. (A game's title is game-<id>-title in games.ftl.)
cmd-choice-all = Συνολικά
cmd-choice-month = Αυτόν τον μήνα
cmd-choice-week = Αυτή την εβδομάδα
cmd-choice-easy = Εύκολο — παίζει λογικά
cmd-choice-hard = Δύσκολο — σκέφτεται μπροστά (πιο αργό)
cmd-choice-random = Τυχαίο — οποιαδήποτε επιτρεπτή κίνηση
# The table's language: each by its own name, then in the reader's language.
cmd-choice-en = English — Αγγλικά
cmd-choice-fi = Suomi — Φινλανδικά
cmd-choice-el = Ελληνικά
cmd-choice-vi = Tiếng Việt — Βιετναμικά
cmd-choice-zh-tw = 繁體中文 — Κινεζικά (Ταϊβάν)
cmd-choice-zh-cn = 简体中文 — Κινεζικά (Κίνα)
cmd-choice-ja = 日本語 — Ιαπωνικά
