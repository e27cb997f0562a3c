# Fifty-Six (bot/games/fifty_six). Seats ($player, $dealer, …) are names the host fills in;
# $team is a list of a team's players ("Ann and Cleo"). Card faces ($card, $cards) are drawn
# the same in every language. Strain codes: S spades, H hearts, D diamonds, C clubs,
# N no-trumps.
# Greek: δήλωση, ατού, χωρίς ατού, κόντρα, ρεκόντρα, λεβέ, συμβόλαιο; suits μπαστούνι (♠),
# κούπα (♥), καρό (♦), σπαθί (♣). fs-strain is the plural ("28 κούπες"), fs-strain-one the
# singular used as the suit's name ("σε κούπα"); sentences avoid articles and adjectives that
# would have to agree with a suit's gender. Typed moves are read in English only (28S, S28,
# +1H, 29 noes, pass), so examples of what to type stay as typed.

## The game's own words

-fs-no-trumps = χωρίς ατού
-fs-noes = noes
-fs-plus = συν
-fs-game-points = { $case ->
       *[nom] βαθμοί
        [acc] βαθμούς
    }
-fs-card-points = { $case ->
       *[nom] πόντοι
        [acc] πόντους
    }
-fs-tables = μάρκες
-fs-table-cards = φύλλα μέτρησης

## Suits, bids and contracts

# A strain as a bid names it: $strain is a strain code.
fs-strain = { $strain ->
        [S] μπαστούνια
        [H] κούπες
        [D] καρό
        [C] σπαθιά
       *[N] { -fs-no-trumps }
    }
# One card of a suit ("follow suit with a spade"): $strain is a strain code.
fs-strain-one = { $strain ->
        [S] μπαστούνι
        [H] κούπα
        [D] καρό
        [C] σπαθί
       *[N] { -fs-no-trumps }
    }
# A bid: "28 spades". $strain is fs-strain.
fs-bid = { $amount } { $strain }
# A contract with its doubling: $bid is fs-bid, $multiplier 1, 2 or 4.
fs-contract = { $multiplier ->
        [2] { $bid }, με κόντρα
        [4] { $bid }, με ρεκόντρα
       *[other] { $bid }
    }
# A contract and the team that plays it.
fs-contract-by = { $multiplier ->
        [2] { $team } παίζουν { $bid } με κόντρα
        [4] { $team } παίζουν { $bid } με ρεκόντρα
       *[other] { $team } παίζουν { $bid }
    }

## The six ways to say a bid (spec §12); "28 spades" and "28 no-trumps" are fs-bid

# $k: how much the call adds to the highest bid; $suit is fs-strain.
fs-said-plus-suit = { -fs-plus } { $k } { $suit }
fs-said-suit-number = { $suit } { $amount }
fs-said-number-noes = { $amount } { -fs-noes }
fs-said-plus-noes = { -fs-plus } { $k } { -fs-noes }
# A bid said in another form, then what it amounts to: "plus 2 spades (= 32 spades)".
fs-said-as = { $said } (= { $bid })
# The same in an event: "32 spades (“plus 2 spades”)".
fs-bid-as-said = { $bid } («{ $said }»)
# A call and what it shows: "28 spades — shows the top spade (J♠)".
fs-call-shows = { $call } — { $meaning }

## What a bid's form shows (spec §12: information only, never checked)

# How many top cards: $count, $one is fs-strain-one, $suit is fs-strain.
fs-tops-count = { $count ->
        [1] το κορυφαίο φύλλο σε { $one }
        [2] δύο κορυφαία φύλλα σε { $suit }
        [3] τρία κορυφαία φύλλα σε { $suit }
        [4] τέσσερα κορυφαία φύλλα σε { $suit }
       *[other] { $count } κορυφαία φύλλα σε { $suit }
    }
# More top cards claimed than are left to announce, some left.
fs-tops-rest = όλα τα κορυφαία φύλλα σε { $suit } που απομένουν
# $top is fs-tops-count or fs-tops-rest; $cards the top cards that shows.
fs-meaning-number-suit = δείχνει { $top } ({ $cards })
fs-meaning-number-suit-opening = δείχνει { $top } ({ $cards }) και περίπου τέσσερα ή περισσότερα φύλλα σε { $suit }
fs-meaning-plus-suit = δείχνει { $top } και κανένα άλλο φύλλο σε { $one } ({ $cards })
# More top cards claimed than remain, none left.
fs-meaning-beyond = δείχνει περισσότερα κορυφαία φύλλα σε { $suit } από όσα απομένουν
fs-meaning-beyond-opening = δείχνει περισσότερα κορυφαία φύλλα σε { $suit } από όσα απομένουν και περίπου τέσσερα ή περισσότερα φύλλα σε { $suit }
fs-meaning-plus-beyond = δείχνει περισσότερα κορυφαία φύλλα σε { $suit } από όσα απομένουν και κανένα άλλο φύλλο σε { $one }
fs-meaning-suit-number = δείχνει καλό χρώμα { $one } χωρίς το κορυφαίο φύλλο του
fs-meaning-suit-number-opening = δείχνει καλό χρώμα { $one } χωρίς το κορυφαίο φύλλο του, περίπου πέντε ή περισσότερα φύλλα σε { $suit }
fs-meaning-number-nt = δείχνει ότι δεν έχει ιδιαίτερα καλό χρώμα, αλλά έχει αρκετά δυνατό χέρι
fs-meaning-void = δείχνει κενό σε { $suit }

## Labels of moves

fs-label-pass = Πάσο
fs-label-double = Κόντρα
fs-label-redouble = Ρεκόντρα
# A bid whose form announces cards says so before it is picked: $call, then what it shows.
fs-label-shows-cards = { $call } — δείχνει { $cards }
fs-label-shows-cards-only = { $call } — δείχνει { $cards } και κανένα άλλο φύλλο σε { $one }
fs-label-shows-beyond = { $call } — δείχνει περισσότερα κορυφαία φύλλα σε { $suit } από όσα απομένουν
fs-label-shows-no-top = { $call } — δείχνει καλό χρώμα { $one } χωρίς το κορυφαίο φύλλο του
fs-label-shows-void = { $call } — δείχνει κενό σε { $suit }

## Phases

fs-phase-auction = Δηλώσεις
fs-phase-play = Παιχνίδι — λεβέ { $trick } από { $tricks }
fs-phase-over = Η παρτίδα τελείωσε

## Prompts

fs-prompt-over = Η παρτίδα τελείωσε: κέρδισαν { $team }.
fs-prompt-wait-call = Περιμένουμε τη δήλωση του παίκτη { $player }.
fs-prompt-wait-play = Περιμένουμε να παίξει { $player }.
fs-prompt-redouble-now = Μπορείς να κάνεις ρεκόντρα στο { $bid } τώρα ή να περιμένεις τον παίκτη { $player }.
# $choices: what may be called now, as a list (fs-choice-*).
fs-prompt-call = Σειρά σου να δηλώσεις: { $choices }.
fs-prompt-lead = Σειρά σου να ανοίξεις: παίξε όποιο φύλλο θέλεις.
fs-prompt-lead-no-trumps = Σειρά σου να ανοίξεις: παίξε ένα φύλλο (τα ατού δεν έχουν ανοίξει ακόμη).
fs-prompt-follow = Απάντησε στο χρώμα, παίξε { $one }.
fs-prompt-void = Δεν έχεις { $suit } — παίξε όποιο φύλλο θέλεις.

# What a seat may call, listed: "bid 31 or more, double or pass".
fs-choice-bid = δήλωση { $low } ή περισσότερο
fs-choice-double = κόντρα
fs-choice-redouble = ρεκόντρα
fs-choice-pass = πάσο
fs-choices = Μπορείς: { $choices }.
fs-choices-wait = Περίμενε τον παίκτη { $player }.

## Sections of the table

fs-section-scores = Σκορ
fs-section-table-cards = Φύλλα μέτρησης
fs-section-tables = Μάρκες
fs-section-draw = Κλήρωση μοιραστή
fs-section-dealer = Μοιραστής
fs-section-auction = Δηλώσεις
fs-section-contract = Συμβόλαιο
fs-section-trick = Λεβέ
fs-section-last-trick = Προηγούμενη λεβέ
fs-section-last-deal = Προηγούμενη μοιρασιά

# $team0, $team1: the two teams; $gp0, $gp1: their game points.
fs-scores = { $team0 }: { $gp0 } · { $team1 }: { $gp1 } ({ -fs-game-points }· νικά η ομάδα που φτάνει τους { $target })
fs-scores-tables = { $team0 }: { $gp0 } · { $team1 }: { $gp1 } ({ -fs-game-points } που κερδήθηκαν· οι { -fs-tables } κρίνουν την παρτίδα)
# The table cards (spec §10): the even team plays red, the odd team black. $left0: the even
# team's own red cards left, $got0: black cards it received; the same for the odd team.
fs-table-cards-left = { $team0 }: απομένουν { $left0 } κόκκινα, πήραν { $got0 } μαύρα · { $team1 }: απομένουν { $left1 } μαύρα, πήραν { $got1 } κόκκινα
fs-tables-left = { $team0 }: { $tables0 } · { $team1 }: { $tables1 } (όσοι χάνουν μια μοιρασιά πληρώνουν τους { -fs-game-points(case: "acc") } της σε { -fs-tables }· ομάδα που δεν μπορεί να πληρώσει χάνει)
# One round of the draw for dealer: $draws is the players with their cards.
fs-dealer = { $dealer } μοίρασε· το παιχνίδι πηγαίνει προς τα { $side ->
        [left] αριστερά
       *[right] δεξιά
    }, ξεκινώντας από τον παίκτη { $first }.
fs-auction-doubled = ({ $bid } με κόντρα)
fs-auction-redoubled = ({ $bid } με ρεκόντρα)
# One call in the auction's list: "Ann: 28 spades — shows the top spade (J♠)".
fs-line-call = { $player }: { $call }
fs-line-pass = { $player }: πάσο
fs-line-double = { $player }: κόντρα
fs-line-redouble = { $player }: ρεκόντρα
# The auction on one line once play has begun: "Ann 28 spades (shows J♠) · Ben doubled".
fs-brief-bid = { $player } { $bid }
fs-brief-bid-shows = { $player } { $bid } (δείχνει { $cards })
fs-brief-bid-void = { $player } { $bid } (κενό σε { $suit })
fs-brief-bid-no-top = { $player } { $bid } (χωρίς κορυφαίο φύλλο σε { $one })
fs-brief-double = { $player } κόντρα
fs-brief-redouble = { $player } ρεκόντρα
fs-brief-all-pass = Όλοι πάσο.
# $contract is fs-contract-by; $points0/$points1: card points each team has taken so far.
fs-contract-line = { $contract }. Πόντοι μέχρι τώρα: { $points0 }–{ $points1 }.
fs-contract-line-all-pass = { $contract } (όλοι πάσο). Πόντοι μέχρι τώρα: { $points0 }–{ $points1 }.
fs-to-lead = { $player } ανοίγει.
# $plays: the trick's cards by player; $winner took it.
fs-last-trick = { $plays } → { $winner }
# The last deal: $bid, ×$multiplier, the bidding team's card $points, the team that scored $gp.
fs-last-deal-made = { $bid } ×{ $multiplier } βγήκε ({ $points } { -fs-card-points }): { $team } +{ $gp }
fs-last-deal-failed = { $bid } ×{ $multiplier } έπεσε ({ $points } { -fs-card-points }): { $team } +{ $gp }

## Events

fs-event-play = { $player } παίζει { $card }.
fs-event-trick = { $player } παίρνει τη λεβέ ({ $points ->
        [one] { $points } πόντος
       *[other] { $points } πόντοι
    }).
# $team took $took card points and made $contract (fs-contract).
fs-event-made = { $team } πήραν { $took } από τους 56 { -fs-card-points(case: "acc") } και έβγαλαν το συμβόλαιο ({ $contract }): κερδίζουν { $gp ->
        [one] { $gp } βαθμό
       *[other] { $gp } { -fs-game-points(case: "acc") }
    }.
fs-event-failed = { $team } πήραν μόνο { $took } από τους 56 { -fs-card-points(case: "acc") } και το συμβόλαιο έπεσε ({ $contract }): { $scorers } κερδίζουν { $gp ->
        [one] { $gp } βαθμό
       *[other] { $gp } { -fs-game-points(case: "acc") }
    }.
fs-event-match = { $team } κέρδισαν την παρτίδα!
fs-event-redeal-no-points = Ένα χέρι είναι πολύ αδύναμο (χωρίς J, 9, A ή 10): { $dealer } ξαναμοιράζει.
fs-event-redeal-weak = Ένα χέρι είναι πολύ αδύναμο (χέρι με 2 πόντους ή λιγότερους, ή ομάδα χωρίς βαλέ): { $dealer } ξαναμοιράζει.
# $cutter cuts, $dealer deals $each cards each; $first, on the dealer's $side, calls first.
fs-event-deal = { $cutter } κόβει και { $dealer } μοιράζει από { $each } φύλλα στον καθένα, ένα ένα· πρώτος δηλώνει { $first } ({ $side ->
        [left] αριστερά
       *[right] δεξιά
    } του μοιραστή).
fs-event-pass = { $player }: πάσο.
fs-event-double = { $player }: κόντρα στο { $bid }.
fs-event-redouble = { $player }: ρεκόντρα στο { $bid }.
# $call: the bid as said (maybe with what it shows).
fs-event-bid = { $player } δηλώνει { $call }.
fs-event-bid-double-off = { $player } δηλώνει { $call }· η κόντρα ακυρώνεται.
fs-event-forced = Όλοι πάσο: { $player } πρέπει τώρα να δηλώσει 28 ή περισσότερο.
fs-event-contract = Συμβόλαιο: { $contract }. { $leader } ανοίγει.
fs-event-all-pass = Όλοι πάσο: { $team } παίζουν 28 { -fs-no-trumps }. { $leader } ανοίγει.

fs-summary = { $team } κέρδισαν την παρτίδα, { $gp }–{ $other } σε { -fs-game-points(case: "acc") }.

## Reasons a move is refused (each says what to do instead)

fs-how-to-bid = Δήλωσε γράφοντας π.χ. 28S (28 μπαστούνια), S28 (μπαστούνια 28), +1H (συν 1 κούπες), 30NT (30 χωρίς ατού), 29 noes ή +1 noes — ή γράψε pass για πάσο.
fs-how-to-play = Παίξε ένα φύλλο, π.χ. play JS.
# $form: what was typed as a form; $forms: the form ids that exist.
fs-reason-not-a-form = Το «{ $form }» δεν είναι μορφή δήλωσης. Χρησιμοποίησε μία από αυτές: { $forms }.
fs-reason-form-names-suit = Η μορφή { $form } ορίζει χρώμα: το «{ $typed }» δεν ταιριάζει.
fs-reason-form-names-nt = Η μορφή { $form } σημαίνει χωρίς ατού (N): το «{ $typed }» δεν ταιριάζει.
# $how: fs-how-to-bid.
fs-reason-not-a-call = Το «{ $typed }» δεν είναι δήλωση. { $how }
fs-reason-needs-suit = Η δήλωση χρειάζεται χρώμα: { $amount }S ({ $amount } μπαστούνια) ή { $amount }NT ({ $amount } χωρίς ατού).
fs-reason-not-a-move = Το «{ $typed }» δεν είναι κίνηση στο Fifty-Six. { $how }
# $kind: pass, double or redouble, typed with something after it.
fs-reason-no-argument = «{ $typed }»: το { $kind } δεν παίρνει τίποτα μετά. Γράψε σκέτο { $kind }.
fs-reason-say-which-bid = Πες ποια δήλωση. { $how }
fs-reason-auction-on = Οι δηλώσεις συνεχίζονται — δήλωσε, κάνε κόντρα, ρεκόντρα ή πάσο· τα φύλλα παίζονται μετά.
fs-reason-auction-over = Οι δηλώσεις τελείωσαν — παίξε ένα φύλλο.
fs-reason-only-redouble = Δεν είναι η σειρά σου — τώρα μπορείς μόνο να κάνεις ρεκόντρα ή να περιμένεις τον παίκτη { $player }.
fs-reason-must-open = Πρέπει να ανοίξεις τις δηλώσεις: δήλωσε 28 ή περισσότερο σε οποιοδήποτε ατού ή χωρίς ατού.
# $choices: fs-choices or fs-choices-wait.
fs-reason-no-bid-to-double = Δεν υπάρχει ακόμη δήλωση για κόντρα. { $choices }
fs-reason-own-bid = Δεν μπορείς να κάνεις κόντρα στο { $bid }: είναι δήλωση της δικής σου ομάδας. { $choices }
fs-reason-already-doubled = Το { $bid } έχει ήδη κόντρα — μια δήλωση δέχεται κόντρα μόνο μία φορά. { $choices }
fs-reason-no-double = Δεν υπάρχει κόντρα για ρεκόντρα. { $choices }
fs-reason-already-redoubled = Το { $bid } έχει ήδη ρεκόντρα. { $choices }
fs-reason-only-doubled-team = Ρεκόντρα κάνει μόνο η ομάδα της οποίας η δήλωση δέχτηκε κόντρα. { $choices }
# $said: the call as typed in its form.
fs-reason-plus-no-bid = Το «{ $said }» χρειάζεται δήλωση για να προσθέσει, και δεν υπάρχει ακόμη. Άνοιξε με αριθμό, π.χ. 28S (28 μπαστούνια).
fs-reason-plus-too-high = Το «{ $said }» θα έκανε { $amount }, αλλά η μεγαλύτερη δήλωση είναι 56. Πρόσθεσε το πολύ { $most }.
fs-reason-plus-too-high-at-56 = Το «{ $said }» θα έκανε { $amount }, αλλά η μεγαλύτερη δήλωση είναι 56.
fs-reason-plus-zero = Το «συν 0» δεν προσθέτει τίποτα: πρόσθεσε 1 ή περισσότερο (π.χ. +1H).
fs-reason-plus-form-no-bid = Μια δήλωση «συν» χρειάζεται δήλωση για να προσθέσει, και δεν υπάρχει ακόμη. Άνοιξε με αριθμό, π.χ. { $bid }.
fs-reason-too-high = Το { $amount } είναι πολύ ψηλά: η μεγαλύτερη δήλωση είναι 56.
fs-reason-not-higher = Η δήλωση είναι { $bid } — δήλωσε τουλάχιστον { $least } (άλλο ατού στον ίδιο αριθμό δεν είναι μεγαλύτερη δήλωση) ή πάσο.
fs-reason-below-minimum = Οι δηλώσεις ξεκινούν από το 28. { $choices }
fs-reason-not-a-card = Το «{ $typed }» δεν είναι φύλλο. Γράψ' το όπως 10S, AH ή Q♦.
fs-reason-not-held = Δεν έχεις το { $card }. Παίξε ένα φύλλο από το χέρι σου.
# $symbol: the suit's symbol (♠).
fs-reason-follow = Πρέπει να απαντήσεις στο χρώμα: παίξε { $one } ({ $symbol }).
fs-reason-trump-lead = Δεν μπορείς να ανοίξεις με ατού ({ $suit }) πριν παιχτεί ατού. Άνοιξε με άλλο χρώμα.
