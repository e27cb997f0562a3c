# The games as hosts show them (bot/game_words.py): titles, summaries, and each rule
# option — what it is for, its name as words, its values as words, and what a value
# does at the table. The English here equals the games' own definitions (a test
# checks); option names and values are typed in English (rank_order=ace_ten) whatever
# the language, so only these words are translated.
#
# Ελληνικά: μπάζα, ατού, κόντρα/ρεκόντρα, μοιραστής, συμπαίκτης· στο Fifty-Six «χωρίς ατού»
# και βαθμοί· στην Πρέφα αχρωμάτιστα και οι λέξεις των πρεφαδόρων (κάσα, καπίκια, τζόγος, «μαζί», «μόνος»). Στις περιγραφές
# το «·» χωρίζει τις τιμές (το ελληνικό «;» είναι ερωτηματικό).

## Fifty-Six
game-fifty-six-title = Fifty-Six
game-fifty-six-summary = Δύο ομάδες δηλώνουν 28–56 με ατού ή χωρίς ατού, με κόντρα και ρεκόντρα, και μετά μαζεύουν μπάζες για πόντους φύλλων· κερδίζει η πρώτη ομάδα που φτάνει τους 12 βαθμούς.

option-fifty-six-direction = ccw: το παιχνίδι πηγαίνει δεξιά (προεπιλογή)· cw: αριστερά
option-fifty-six-direction-label = Φορά
option-fifty-six-direction-is-ccw = αριστερόστροφα
option-fifty-six-direction-is-cw = δεξιόστροφα
option-fifty-six-direction-means-ccw = το παιχνίδι πηγαίνει αριστερόστροφα
option-fifty-six-direction-means-cw = το παιχνίδι πηγαίνει δεξιόστροφα

option-fifty-six-deck-4p = 4 παίκτες: 48 φύλλα, 12 στον καθένα (προεπιλογή), ή 32 χωρίς ρηγάδες και ντάμες, 8 στον καθένα
option-fifty-six-deck-4p-label = Τράπουλα για 4
option-fifty-six-deck-4p-means = 4 παίκτες: 48 φύλλα, 12 στον καθένα, ή 32 χωρίς ρηγάδες και ντάμες, 8 στον καθένα

option-fifty-six-deck-8p = 8 παίκτες: 64 φύλλα μαζί με οχτάρια και εφτάρια (προεπιλογή), ή 48 φύλλα, 6 στον καθένα
option-fifty-six-deck-8p-label = Τράπουλα για 8
option-fifty-six-deck-8p-means = 8 παίκτες: 64 φύλλα μαζί με οχτάρια και εφτάρια, ή 48 φύλλα, 6 στον καθένα

option-fifty-six-score-table = πίνακας βαθμών: seed, nair ή 56cards
option-fifty-six-score-table-label = Πίνακας βαθμών
option-fifty-six-score-table-is-seed = βασικός
option-fifty-six-score-table-is-nair = Nair
option-fifty-six-score-table-is-56cards = 56cards

option-fifty-six-double-scoring = κόντρα/ρεκόντρα: x2/x4 (προεπιλογή) ή +1/+2 βαθμοί
option-fifty-six-double-scoring-label = Βαθμοί με κόντρα
option-fifty-six-double-scoring-is-multiply = πολλαπλασιασμός
option-fifty-six-double-scoring-is-add = πρόσθεση
option-fifty-six-double-scoring-means = κόντρα/ρεκόντρα: x2/x4 ή +1/+2 βαθμοί
option-fifty-six-double-scoring-means-add = η κόντρα προσθέτει 1 βαθμό, η ρεκόντρα 2

option-fifty-six-redouble-ends-auction = η ρεκόντρα κλείνει τις δηλώσεις (προεπιλογή)· false: οι δηλώσεις συνεχίζονται
option-fifty-six-redouble-ends-auction-label = Η ρεκόντρα κλείνει τις δηλώσεις
option-fifty-six-redouble-ends-auction-means-false = οι δηλώσεις μπορούν να συνεχιστούν μετά από ρεκόντρα

option-fifty-six-redouble-timing = ρεκόντρα στη σειρά σου (προεπιλογή) ή οποτεδήποτε εκτός σειράς
option-fifty-six-redouble-timing-label = Πότε γίνεται η ρεκόντρα
option-fifty-six-redouble-timing-is-in-turn = στη σειρά
option-fifty-six-redouble-timing-is-any-time = οποτεδήποτε
option-fifty-six-redouble-timing-means = ρεκόντρα στη σειρά σου ή οποτεδήποτε εκτός σειράς

option-fifty-six-all-pass = όταν όλοι πουν πάσο: οι αντίπαλοι του μοιραστή παίζουν 28 χωρίς ατού (προεπιλογή)· first_bidder_forced: ο πρώτος που δηλώνει πρέπει τότε να δηλώσει· mandatory_opening: ο πρώτος δεν μπορεί να πει πάσο στην πρώτη του δήλωση
option-fifty-six-all-pass-label = Όλοι πάσο
option-fifty-six-all-pass-is-forced-28-nt = υποχρεωτικά 28 χωρίς ατού
option-fifty-six-all-pass-is-first-bidder-forced = ο πρώτος υποχρεώνεται
option-fifty-six-all-pass-is-mandatory-opening = υποχρεωτικό άνοιγμα
option-fifty-six-all-pass-means-first-bidder-forced = ο πρώτος που δηλώνει πρέπει τότε να δηλώσει
option-fifty-six-all-pass-means-mandatory-opening = ο πρώτος που δηλώνει δεν μπορεί να πει πάσο

option-fifty-six-redeal = ποτέ ξαναμοίρασμα (προεπιλογή)· no_points: όταν ένα χέρι δεν έχει J, 9, A ή 10· weak_hand: όταν ένα χέρι αξίζει 2 πόντους ή λιγότερο ή μια ομάδα δεν έχει βαλέ
option-fifty-six-redeal-label = Ξαναμοίρασμα
option-fifty-six-redeal-is-none = ποτέ
option-fifty-six-redeal-is-no-points = χωρίς πόντους
option-fifty-six-redeal-is-weak-hand = αδύναμο χέρι
option-fifty-six-redeal-means-no-points = όταν ένα χέρι δεν έχει J, 9, A ή 10
option-fifty-six-redeal-means-weak-hand = όταν ένα χέρι αξίζει 2 πόντους ή λιγότερο ή μια ομάδα δεν έχει βαλέ

option-fifty-six-match-end = η πρώτη ομάδα στους 12 βαθμούς (προεπιλογή)· tables_net: οι χαμένοι της μοιρασιάς πληρώνουν μάρκες από όσες έχουν και χάνουν όταν δεν μπορούν να πληρώσουν
option-fifty-six-match-end-label = Τέλος αγώνα
option-fifty-six-match-end-is-reach-12 = στους 12
option-fifty-six-match-end-is-tables-net = μάρκες
option-fifty-six-match-end-means-tables-net = οι χαμένοι της μοιρασιάς πληρώνουν μάρκες από όσες έχουν και χάνουν όταν δεν μπορούν να πληρώσουν

option-fifty-six-trump-lead-rule = κανείς δεν ανοίγει με ατού πριν παιχτεί ατού (τοπικός κανόνας της Κεράλα)
option-fifty-six-trump-lead-rule-label = Άνοιγμα με ατού

## Four Color Cards
game-four-color-title = Τέσσερα Χρώματα
game-four-color-summary = 112 φύλλα με πιόνια σκακιού σε τέσσερα χρώματα: πάρε ένα φύλλο, φτιάξε συνδυασμό, πέτα ένα. Όποιος θέλει μπορεί να διεκδικήσει το φύλλο που μόλις φάνηκε για να κερδίσει ή για να κάνει τριάδα ή καρέ.

option-four-color-deals = μοιρασιές σε έναν αγώνα (τα ξαναμοιράσματα δεν μετράνε)
option-four-color-deals-label = Μοιρασιές

option-four-color-jokers = πρόσθεσε 5 τζόκερ: μονά με αξία 1, δεν πετιούνται ποτέ
option-four-color-jokers-label = Τζόκερ
option-four-color-jokers-means-true = μπαίνουν 5 τζόκερ· το καθένα είναι μονό με αξία 1

option-four-color-generals-never-discarded = οι στρατηγοί δεν πετιούνται· ο στρατηγός που τραβάς πρέπει να μείνει
option-four-color-generals-never-discarded-label = Οι στρατηγοί δεν πετιούνται

option-four-color-general-steal-only-to-win = στρατηγός διεκδικείται εκτός σειράς μόνο για νίκη
option-four-color-general-steal-only-to-win-label = Στρατηγός μόνο για νίκη
option-four-color-general-steal-only-to-win-means-true = στρατηγός παίρνεται μόνο για νίκη

option-four-color-tricolour-soldiers-only = ΤΡΙΧΡΩΜΟ μόνο με στρατιώτες
option-four-color-tricolour-soldiers-only-label = Τρίχρωμο μόνο με στρατιώτες

option-four-color-fourcolour-soldiers-only = ΤΕΤΡΑΧΡΩΜΟ μόνο με στρατιώτες
option-four-color-fourcolour-soldiers-only-label = Τετράχρωμο μόνο με στρατιώτες

option-four-color-no-split-dealt-triple = οι σημειωμένες τριάδες της μοιρασιάς μένουν ενωμένες
option-four-color-no-split-dealt-triple-label = Οι μοιρασμένες τριάδες δεν σπάνε
option-four-color-no-split-dealt-triple-means-true = μια μοιρασμένη τριάδα μένει ενωμένη

option-four-color-mulligan = χέρι χωρίς στρατηγό και χωρίς τρία ίδια μπορεί να ξαναμοιραστεί
option-four-color-mulligan-label = Ξαναμοίρασμα
option-four-color-mulligan-means-false = δεν ξαναμοιράζεται ένα αδύναμο χέρι

option-four-color-dealt-quad-value = ένα φανερωμένο μοιρασμένο καρέ μετράει 8 (κρυφό) ή 6
option-four-color-dealt-quad-value-label = Αξία μοιρασμένου καρέ
option-four-color-dealt-quad-value-is-concealed = κρυφό
option-four-color-dealt-quad-value-is-exposed = φανερό
option-four-color-dealt-quad-value-means-exposed = ένα φανερό μοιρασμένο καρέ μετράει 6, όχι 8

option-four-color-dealer-natural-win = ο μοιραστής μπορεί να κερδίσει με τα 21 φύλλα που του μοιράστηκαν
option-four-color-dealer-natural-win-label = Άμεση νίκη μοιραστή

option-four-color-claim-prompt = everyone: κάθε θέση απαντά σε κάθε ευκαιρία διεκδίκησης (δεν φαίνεται ποιος έχει διεκδίκηση)· claimants: απαντούν μόνο όποιος έχει σειρά και όσοι έχουν διεκδίκηση (φαίνεται ποιοι)· choices: απαντούν μόνο όσοι έχουν πραγματική επιλογή, οι αναγκαστικές απαντήσεις δίνονται αμέσως (πιο γρήγορο, φαίνεται ποιοι)
option-four-color-claim-prompt-label = Ερώτηση διεκδίκησης
option-four-color-claim-prompt-is-everyone = όλοι
option-four-color-claim-prompt-is-claimants = διεκδικητές
option-four-color-claim-prompt-is-choices = επιλογές
option-four-color-claim-prompt-means-everyone = κάθε θέση απαντά σε κάθε ευκαιρία διεκδίκησης (δεν φαίνεται ποιος έχει διεκδίκηση)
option-four-color-claim-prompt-means-claimants = απαντούν μόνο όποιος έχει σειρά και όσοι έχουν διεκδίκηση (φαίνεται ποιοι)
option-four-color-claim-prompt-means-choices = απαντούν μόνο όσοι έχουν πραγματική επιλογή, οι αναγκαστικές απαντήσεις δίνονται αμέσως (πιο γρήγορο, φαίνεται ποιοι)

## Huutopussi
game-huutopussi-title = Huutopussi
game-huutopussi-summary = Τέσσερις παίκτες σε δύο ομάδες των δύο πλειοδοτούν για να ανταλλάξουν φύλλα με τον συμπαίκτη τους και να ορίσουν συμβόλαιο· οι γάμοι ρήγα–ντάμας φέρνουν πόντους και ορίζουν ατού. Κερδίζει η πρώτη ομάδα στους 500.

option-huutopussi-rank-order = seed: A K Q J 10 …· ace_ten: A 10 K Q J …
option-huutopussi-rank-order-label = Σειρά φύλλων
option-huutopussi-rank-order-is-seed = βασική
option-huutopussi-rank-order-is-ace-ten = άσος–δέκα
option-huutopussi-rank-order-means-seed = τα φύλλα με τη σειρά A K Q J 10 9 8 7 6
option-huutopussi-rank-order-means-ace-ten = το δέκα είναι δεύτερο: A 10 K Q J 9 8 7 6

option-huutopussi-card-points = seed: A10 10:10 K5 Q5 J5 (140)· finnish: A11 10:10 K4 Q3 J2 (120)
option-huutopussi-card-points-label = Πόντοι φύλλων
option-huutopussi-card-points-is-seed = βασικοί
option-huutopussi-card-points-is-finnish = φινλανδικοί
option-huutopussi-card-points-means-seed = A10 10:10 K5 Q5 J5 (140)
option-huutopussi-card-points-means-finnish = φινλανδικοί πόντοι: A 11, 10 10, K 4, Q 3, J 2

option-huutopussi-last-trick-bonus = πόντοι για όποιον πάρει την 9η μπάζα
option-huutopussi-last-trick-bonus-label = Μπόνους τελευταίας μπάζας

option-huutopussi-marriage-values = seed: ♥100 ♦80 ♣60 ♠40· bridge_order: ♠100 ♥80 ♦60 ♣40
option-huutopussi-marriage-values-label = Αξίες γάμων
option-huutopussi-marriage-values-is-seed = βασικές
option-huutopussi-marriage-values-is-bridge-order = σειρά μπριτζ
option-huutopussi-marriage-values-means-seed = ♥100 ♦80 ♣60 ♠40
option-huutopussi-marriage-values-means-bridge-order = ♠100 ♥80 ♦60 ♣40

option-huutopussi-redeal-rule = seed: 3 ή περισσότερα εξάρια ή τίποτα πάνω από J, στην πρώτη προσφορά· four_sixes: και τα τέσσερα εξάρια σε ένα χέρι ή σε μια ομάδα, και στην ανταλλαγή
option-huutopussi-redeal-rule-label = Νέο μοίρασμα
option-huutopussi-redeal-rule-is-seed = βασικός
option-huutopussi-redeal-rule-is-four-sixes = τέσσερα εξάρια
option-huutopussi-redeal-rule-is-none = κανένας
option-huutopussi-redeal-rule-means-seed = 3 ή περισσότερα εξάρια ή τίποτα πάνω από J, στην πρώτη προσφορά
option-huutopussi-redeal-rule-means-four-sixes = και τα τέσσερα εξάρια σε ένα χέρι ή σε μια ομάδα, και στην ανταλλαγή

option-huutopussi-min-bid = η μικρότερη προσφορά
option-huutopussi-min-bid-label = Ελάχιστη προσφορά

option-huutopussi-forced-opening = ο πρώτος πρέπει να κάνει προσφορά· με false όλοι μπορούν να πουν πάσο (χωρίς συμβόλαιο)
option-huutopussi-forced-opening-label = Υποχρεωτικό άνοιγμα

option-huutopussi-max-bid = η μεγαλύτερη προσφορά και το μεγαλύτερο συμβόλαιο
option-huutopussi-max-bid-label = Μέγιστη προσφορά

option-huutopussi-exchange-count = πόσα φύλλα δίνονται προς κάθε μεριά
option-huutopussi-exchange-count-label = Φύλλα ανταλλαγής

option-huutopussi-contract-timing = πότε ορίζει το συμβόλαιο αυτός που κέρδισε την πλειοδοσία
option-huutopussi-contract-timing-label = Πότε ορίζεται το συμβόλαιο
option-huutopussi-contract-timing-is-after-exchange = μετά την ανταλλαγή
option-huutopussi-contract-timing-is-before-return = πριν την επιστροφή

option-huutopussi-must-overtrump = όταν κόβεις, ανέβα πάνω από το ατού της μπάζας αν μπορείς
option-huutopussi-must-overtrump-label = Υποχρεωτικό ανέβασμα στο ατού
option-huutopussi-must-overtrump-means-true = όταν κόβεις, ανεβαίνεις αν μπορείς
option-huutopussi-must-overtrump-means-false = όταν κόβεις, κάνει οποιοδήποτε ατού

option-huutopussi-declare-right = ποιες κερδισμένες μπάζες επιτρέπουν να δηλωθεί γάμος
option-huutopussi-declare-right-label = Δικαίωμα δήλωσης
option-huutopussi-declare-right-is-led-and-won = ανοιγμένη και κερδισμένη
option-huutopussi-declare-right-is-any-won-trick = οποιαδήποτε κερδισμένη μπάζα
option-huutopussi-declare-right-means-any-won-trick = γάμος δηλώνεται μετά από οποιαδήποτε μπάζα κερδίσεις

option-huutopussi-ask-lockouts = ποιες δηλώσεις αποκλείουν τις επόμενες
option-huutopussi-ask-lockouts-label = Αποκλεισμοί ερωτήσεων
option-huutopussi-ask-lockouts-is-seed = βασικοί
option-huutopussi-ask-lockouts-is-partner-lock = κλείδωμα συμπαίκτη
option-huutopussi-ask-lockouts-is-illisoft = illisoft

option-huutopussi-opponents-score = πότε γράφουν οι αντίπαλοι ό,τι πήραν
option-huutopussi-opponents-score-label = Πόντοι αντιπάλων
option-huutopussi-opponents-score-is-on-failure = όταν χαθεί το συμβόλαιο
option-huutopussi-opponents-score-is-always = πάντα
option-huutopussi-opponents-score-means-always = οι αντίπαλοι γράφουν πάντα ό,τι πάρουν

option-huutopussi-failure-penalty = το χαμένο συμβόλαιο κοστίζει την προσφορά ή το συμβόλαιο
option-huutopussi-failure-penalty-label = Ποινή αποτυχίας
option-huutopussi-failure-penalty-is-bid = προσφορά
option-huutopussi-failure-penalty-is-contract = συμβόλαιο
option-huutopussi-failure-penalty-means-contract = το χαμένο συμβόλαιο κοστίζει το ανεβασμένο συμβόλαιο, όχι την προσφορά

option-huutopussi-no-trick-penalty = porvoo: ποινές όταν δεν παίρνεις καμία μπάζα
option-huutopussi-no-trick-penalty-label = Ποινή χωρίς μπάζα
option-huutopussi-no-trick-penalty-is-none = καμία
option-huutopussi-no-trick-penalty-is-porvoo = Porvoo
option-huutopussi-no-trick-penalty-means-porvoo = ποινές όταν δεν παίρνεις καμία μπάζα

option-huutopussi-bid-ban = ομάδα στο -500 ή χαμηλότερα δεν μπορεί να κάνει προσφορά (εκτός από την υποχρεωτική πρώτη προσφορά)
option-huutopussi-bid-ban-label = Απαγόρευση προσφοράς

option-huutopussi-win-condition = reach: 500 ή περισσότεροι κερδίζουν· exceed: πάνω από 500
option-huutopussi-win-condition-label = Συνθήκη νίκης
option-huutopussi-win-condition-is-reach = φτάνει
option-huutopussi-win-condition-is-exceed = ξεπερνά
option-huutopussi-win-condition-means-reach = 500 ή περισσότεροι κερδίζουν
option-huutopussi-win-condition-means-exceed = πάνω από 500

option-huutopussi-win-tiebreak = και οι δύο ομάδες πάνω από το όριο: κερδίζει το μεγαλύτερο σκορ, σε ισοπαλία η ομάδα του συμβολαίου
option-huutopussi-win-tiebreak-label = Ισοβαθμία
option-huutopussi-win-tiebreak-is-higher-then-declarers = μεγαλύτερο σκορ, μετά η ομάδα του συμβολαίου

option-huutopussi-first-trick-aces = 1η μπάζα: άνοιξε με άσο (αλλιώς με μπαστούνι)· ο άσος του χρώματος που ανοίχτηκε πρέπει να παιχτεί
option-huutopussi-first-trick-aces-label = Άσοι στην πρώτη μπάζα

option-huutopussi-opponent-rounding = τα σύνολα των αντιπάλων στρογγυλεύονται στο πλησιέστερο 5
option-huutopussi-opponent-rounding-label = Στρογγύλευση αντιπάλων

## Prefa
game-prefa-title = Πρέφα
game-prefa-summary = Η ελληνική πρέφα για τρεις: αγορές από 6 έως 10 μπάζες, ο τζόγος στο χέρι, και η κάσα σου κατεβαίνει στο μηδέν· τα καπίκια βγάζουν τον νικητή.

option-prefa-starting-pot = η κάσα κάθε παίκτη στην αρχή (10, 20, 31 …)
option-prefa-starting-pot-label = Αρχική κάσα

option-prefa-solo-doubling = ελληνικό «σόλο»: όταν μπαίνεις μέσα κατά 2+ μπάζες ή λείπουν πολλές, οι πληρωμές διπλασιάζονται (§10.6)
option-prefa-solo-doubling-label = Σόλο (διπλές πληρωμές)
option-prefa-solo-doubling-means-true = τα μεγάλα μέσα και οι μεγάλες ελλείψεις πληρώνονται διπλά (σόλο)

option-prefa-first-defender-reentry = αφού ο δεξιός πει πάσο και ο αριστερός παίξει «μόνος», ο δεξιός μπορεί ακόμα να πει «μαζί» και να αναλάβει
option-prefa-first-defender-reentry-label = Επιστροφή του πρώτου αμυνόμενου
option-prefa-first-defender-reentry-means-true = ο πρώτος αμυνόμενος μπορεί ακόμα να πάει «μαζί» με αυτόν που παίζει «μόνος»

option-prefa-lone-requirement = όποιος παίζει «μόνος» χρειάζεται το ελάχιστο του δεξιού ή της δικής του θέσης
option-prefa-lone-requirement-label = Ελάχιστο για «μόνος»
option-prefa-lone-requirement-is-right-column = δεξιά στήλη
option-prefa-lone-requirement-is-own-seat = δική του θέση

option-prefa-together-scoring = «μαζί»: το αποτέλεσμα του βοηθού περνά στον ενεργό αμυνόμενο, ή τα δύο χέρια μετράνε σαν ένας αμυνόμενος
option-prefa-together-scoring-label = Πληρωμή στο «μαζί»
option-prefa-together-scoring-is-transfer = μεταφορά
option-prefa-together-scoring-is-combined = ενιαίο

option-prefa-bid-alias-six = δέχεται «spades», «hearts», «no-trumps» … ως αγορές των έξι
option-prefa-bid-alias-six-label = Αγορές των έξι με λέξεις
