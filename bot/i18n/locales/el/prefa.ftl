## Prefa (Greek Preference): bot/games/prefa. Seats ($player, $declarer …) are names.
## The game's own words are terms: set each once and every message below follows.
##
## Ελληνικά: οι λέξεις της πρέφας όπως τις λένε οι πρεφαδόροι (κιτάπι, Prefadoros):
## κάσα, καπίκια, τζόγος, σκάρτα, αγορά, τζογαδόρος, αμυνόμενοι, μπάζα, ατού,
## αχρωμάτιστα, και οι δηλώσεις «πάσο», «έχω», «παίζω», «μαζί», «μόνος».
## Τα ονόματα ($player …) μπαίνουν χωρίς άρθρο και χωρίς κλίση: οι προτάσεις είναι
## φτιαγμένες ώστε το όνομα να στέκει μόνο του (υποκείμενο, ή μετά από «:»).
## Κωδικοί που πληκτρολογεί ο παίκτης (6S, 7NT, 10H, spades, pass) μένουν όπως είναι.

# The pot (Greek: κάσα): each player's count, worked down to zero over the match.
-pf-pot = { $form ->
   *[one] κάσα
    [many] κάσες
    [title] Κάσα
}
# Chips (Greek: καπίκια): what moves between the players; the final score.
-pf-chips = { $form ->
   *[many] καπίκια
    [title] Καπίκια
}
# The two face-down cards the declarer picks up after the auction: ο τζόγος.
-pf-kitty = { $form ->
   *[nom] τζόγος
    [acc] τζόγο
    [title] Τζόγος
}
# Η αγορά: the contract the declarer undertakes.
-pf-contract = { $form ->
   *[one] αγορά
    [title] Αγορά
}
# The call that takes over the contract bid so far: in Greek Prefa one says «έχω».
-pf-same = { $form ->
   *[quoted] «έχω»
    [title] Έχω
}
# A defender who plays alone: the other defender's cards stay out.
-pf-alone = «μόνος»
# A defender who takes the other defender along (Greek: μαζί).
-pf-together = «μαζί»
-pf-no-trumps = αχρωμάτιστα
# Written after the level in a no-trumps contract: 7 αχρωμάτιστα.
-pf-nt = αχρωμάτιστα
# A contract's worth in pot points (and chips per trick).
-pf-game-value = αξία

## Contracts, suits, phases

# A contract: $level (6–10 tricks) and $denom, the suit code (S C D H) or NT.
pf-contract = { $denom ->
    [S] { $level }♠
    [C] { $level }♣
    [D] { $level }♦
    [H] { $level }♥
   *[NT] { $level } { -pf-nt }
}
# $suit: a suit code, S C D H. Plural, after «δεν έχεις»: δεν έχεις κούπες.
pf-suit-many = { $suit ->
    [S] μπαστούνια
    [C] σπαθιά
    [D] καρά
   *[H] κούπες
}
# One card of the suit, after «παίξε»: παίξε κούπα.
pf-suit-one = { $suit ->
    [S] μπαστούνι
    [C] σπαθί
    [D] καρό
   *[H] κούπα
}
pf-phase-auction = Δηλώσεις
pf-phase-discard = Ο τζογαδόρος ρίχνει τα σκάρτα
pf-phase-contract = Ο τζογαδόρος δηλώνει την { -pf-contract }
pf-phase-defend = Δηλώσεις συμμετοχής
pf-phase-play = Παιχνίδι
pf-phase-over = Τέλος παρτίδας

## The table

pf-section-pots = { -pf-pot(form: "title") }
pf-section-chips = { -pf-chips(form: "title") }
pf-section-dealer = Μοιράζει
pf-section-auction = Δηλώσεις
pf-section-contract = { -pf-contract(form: "title") }
pf-section-defence = Συμμετοχή
pf-section-kitty = { -pf-kitty(form: "title") }
pf-section-trick = Μπάζα
pf-section-last-trick = Προηγούμενη μπάζα
pf-section-tricks = Μπάζες
pf-section-last-deal = Προηγούμενη διανομή
# A seat and what goes with it in a list: pots, chips, tricks, a card played, a call.
pf-seat-with = { $player } { $what }
# The calls, as the players say them.
pf-call-pass = πάσο
pf-call-same = { -pf-same }
pf-call-play = παίζω
pf-call-alone = μόνος
pf-call-together = μαζί
pf-contract-won = { $player } πήρε τον { -pf-kitty(form: "acc") } με { $bid }
# $value: the contract's game value (pot points, and chips per trick).
pf-contract-named = { $player } πήρε τον { -pf-kitty(form: "acc") } με { $bid }· { -pf-contract } { $contract } ({ -pf-game-value } { $value })
pf-kitty-took = πήρες { $cards }
pf-kitty-discarded = πήρες { $cards }· σκάρτα: { $discards }

## Prompts: what to do now

pf-prompt-waiting = Σειρά έχει { $player }.
pf-hint-open = Δήλωσε όποια { -pf-contract } θέλεις, από { $low } έως { $high }, ή πες πάσο.
pf-hint-same = Πες { -pf-same } για να πάρεις εσύ τη δήλωση { $contract }, ή πες πάσο.
pf-hint-next = Δήλωσε { $contract } ή πες πάσο.
pf-hint-top = Δεν υπάρχει δήλωση πάνω από { $contract }: πες πάσο.
# $left: how many cards are still to be discarded (1 or 2).
pf-hint-discard = { $left ->
    [one] Ρίξε άλλο ένα φύλλο κλειστό στα σκάρτα.
   *[other] Ρίξε δύο φύλλα κλειστά στα σκάρτα.
}
pf-hint-contract = Δήλωσε την { -pf-contract } σου: { $contract } ή κάτι ψηλότερο, σε όποιο χρώμα θέλεις ή { -pf-no-trumps }.
pf-hint-r-first = { -pf-contract(form: "title") } { $contract }: παίζεις ή πάσο;
# $other: the other defender.
pf-hint-l-after-play = { $other } παίζει. Παίζεις κι εσύ ή πάσο;
pf-hint-r-second = { $other } πήγε πάσο. Παίζεις { -pf-alone }, ή { -pf-together } (παίζει και { $other });
pf-hint-l-after-pass = { $other } πήγε πάσο. Πάσο, { -pf-alone }, ή { -pf-together } (παίζει και { $other });
pf-hint-r-reentry = { $other } παίζει { -pf-alone }. Πάσο, ή { -pf-together } (αναλαμβάνεις εσύ και παίζετε και οι δύο);
pf-hint-lead = Ανοίγεις εσύ: παίξε όποιο φύλλο θέλεις.
# $suit: the suit's symbol (♠).
pf-hint-follow = Απάντα στο χρώμα: παίξε { $suit }.
# $led: the suit led, in words; $trump: the trump suit's symbol.
pf-hint-trump = Δεν έχεις { $led }: κόψε με ατού ({ $trump }).
pf-hint-any = Παίξε όποιο φύλλο θέλεις.

## Labels of moves (buttons and menus)

pf-label-pass = Πάσο
pf-label-same = { -pf-same(form: "title") } ({ $contract })
pf-label-bid = Δηλώνω { $contract }
pf-label-discard = Σκάρτο { $card }
# The final contract the declarer names.
pf-label-contract = { -pf-contract(form: "title") } { $contract }
pf-label-play = Παίζω
pf-label-alone = Παίζω μόνος
pf-label-together = Μαζί (παίζει και ο άλλος αμυνόμενος)

## Why a move is refused

# $move: what the player typed; $hint: what to do now (one of the prompts above).
pf-reason-wrong = Το «{ $move }» δεν γίνεται τώρα. { $hint }
pf-reason-no-argument = Το «{ $move }» δεν θέλει τίποτα μετά: γράψε σκέτο { $move }. { $hint }
pf-reason-which-contract = Πες ποια { -pf-contract }. { $hint }
pf-reason-which-card = Πες ποιο φύλλο, π.χ. «{ $example }». { $hint }
pf-reason-not-contract = Το «{ $typed }» δεν είναι { -pf-contract }. Γράψε π.χ. 6S, 7NT ή 10H. { $hint }
pf-reason-not-contract-alias = Το «{ $typed }» δεν είναι { -pf-contract }. Γράψε π.χ. 7S, 8NT ή 10H, ή σκέτο spades για 6♠. { $hint }
# $examples: the contracts of that level, like 7S, 7C, 7D, 7H or 7NT.
pf-reason-no-suit = Η { -pf-contract } θέλει και χρώμα: { $examples }. { $hint }
pf-reason-level = Οι αγορές πάνε από 6 έως 10 μπάζες, άρα το { $level } δεν γίνεται. { $hint }
# $code: the form this table accepts, like 6S.
pf-reason-needs-level = Σε αυτό το τραπέζι η { -pf-contract } θέλει και τον αριθμό των μπαζών: γράψε { $code }, όχι «{ $typed }». { $hint }
pf-reason-ten-nt = Δεν υπάρχουν 10 { -pf-nt }: η ψηλότερη { -pf-contract } είναι { $top }. { $hint }
pf-reason-may-not-raise = Μιλάς πριν από τον κάτοχο της δήλωσης ({ $holder }), άρα δεν ανεβαίνεις: πες { -pf-same } για να πάρεις εσύ τη δήλωση { $contract }, ή πες πάσο.
pf-reason-top = Το { $top } είναι η ψηλότερη { -pf-contract }· μπορείς μόνο να πεις πάσο.
pf-reason-next-only = Μπορείς να δηλώσεις μόνο { $next }, την αμέσως επόμενη { -pf-contract } μετά το { $current } — ή να πεις πάσο.
pf-reason-nothing-to-same = Δεν έχει δηλώσει κανείς ακόμα, άρα δεν έχει νόημα το { -pf-same }. Κάνε μια δήλωση ή πες πάσο.
pf-reason-same-above = { -pf-same(form: "title") } λέει μόνο όποιος μιλάει πριν από τον κάτοχο της δήλωσης ({ $holder }). Μπορείς να δηλώσεις { $next } ή να πεις πάσο.
pf-reason-same-above-top = { -pf-same(form: "title") } λέει μόνο όποιος μιλάει πριν από τον κάτοχο της δήλωσης ({ $holder }). Μπορείς μόνο να πεις πάσο.
pf-reason-not-held = Δεν έχεις το { $card }. { $hint }
pf-reason-not-card = Το «{ $typed }» δεν είναι φύλλο. Γράψε π.χ. 10S, AH ή Q♦.
# $held: how many cards the declarer holds now.
pf-reason-discard-which = { $left ->
    [one] Ρίξε στα σκάρτα άλλο ένα από τα { $held } φύλλα που κρατάς.
   *[other] Ρίξε στα σκάρτα δύο από τα { $held } φύλλα που κρατάς.
}
pf-reason-play-which = Παίξε ένα από τα φύλλα που κρατάς.
# $suit: the suit led, one card of it in words ("κούπα"); $symbol: its symbol.
pf-reason-follow = Πρέπει να απαντήσεις στο χρώμα: παίξε { $suit } ({ $symbol }).
pf-reason-trump = Δεν έχεις { $led }, άρα πρέπει να κόψεις με ατού ({ $trump }).
pf-reason-final-low = Η τελική σου { -pf-contract } πρέπει να είναι { $bid } ή ψηλότερη: το { $contract } είναι κάτω από τη δήλωση με την οποία πήρες τον { -pf-kitty(form: "acc") }.

## What happens (events, one line each)

pf-event-pass = { $player } πάει πάσο.
pf-event-bid = { $player } δηλώνει { $contract }.
pf-event-same = { $player } λέει { -pf-same } ({ $contract }).
pf-event-throw-in = Πάσο, πάσο, πάσο: τα φύλλα μαζεύονται και ξαναμοιράζει { $dealer }.
pf-event-declarer = { $player } κερδίζει τις δηλώσεις με { $contract } και παίρνει τον { -pf-kitty(form: "acc") }.
pf-event-discard = { $player } ρίχνει ένα φύλλο κλειστό στα σκάρτα.
pf-event-contract = { $player } δηλώνει { -pf-contract }: { $contract }.
pf-event-defend = { $player } λέει «παίζω».
# The last defence call: $leader leads the first trick.
pf-event-both = { $player } λέει επίσης «παίζω»: παίζουν και οι δύο αμυνόμενοι. Ανοίγει { $leader }.
pf-event-alone = { $player } λέει { -pf-alone }· { $out } μένει εκτός παιχνιδιού. Ανοίγει { $leader }.
# first_defender_reentry: $other may still take over.
pf-event-alone-offer = { $player } λέει { -pf-alone }, εκτός αν { $other } πει { -pf-together } και αναλάβει.
pf-event-alone-confirmed = { $player } πάει πάσο, άρα { $active } παίζει { -pf-alone } και { $player } μένει εκτός παιχνιδιού. Ανοίγει { $leader }.
pf-event-together = { $player } λέει { -pf-together }: παίζει και { $helper }, αλλά πληρώνει και πληρώνεται μόνο { $player }. Ανοίγει { $leader }.
pf-event-play = { $player } παίζει { $card }.
pf-event-trick = { $player } παίρνει την μπάζα.
pf-event-next-deal = Την επόμενη διανομή μοιράζει { $dealer }.
# $summary: the final standing (pf-summary-final).
pf-event-over = Όλες οι { -pf-pot(form: "many") } άδειασαν. { $summary }

## How a deal was settled (events, and the "Last deal" section)

# $value: the contract's game value, in pot points.
pf-deal-both-pass = Πάσο και οι δύο αμυνόμενοι: { $declarer } βγάζει την { -pf-contract } { $contract } χωρίς παιχνίδι ({ -pf-game-value } { $value }).
pf-deal-own-pot = { $player }: { -pf-pot } −{ $points }.
# Overflow: the declarer's own pot is empty, so points come off $player's pot at 10 chips each.
pf-deal-overflow = { $player }: { -pf-pot } −{ $points }, πληρώνει { $chips } { -pf-chips }.
pf-deal-dropped = { $points ->
    [one] Ένας πόντος χάνεται: όλες οι { -pf-pot(form: "many") } είναι άδειες.
   *[other] { $points } πόντοι χάνονται: όλες οι { -pf-pot(form: "many") } είναι άδειες.
}
# $needed: the tricks the contract needs; $points: what goes onto the declarer's pot.
pf-deal-fails = { $declarer } έκανε { $tricks } από τις { $needed } μπάζες και μπαίνει μέσα: { -pf-pot } +{ $points }.
pf-deal-made-with = { $declarer } βγάζει { $contract } με { $tricks } μπάζες.
pf-deal-lone-short = { $declarer } κάνει { $tricks } μπάζες· { $defender } έκανε { $took } ενώ ήθελε { $needed }, και πληρώνει.
pf-deal-exact = { $declarer } βγάζει { $contract } ακριβώς.
pf-deal-combined-short = { $declarer } κάνει { $tricks } μπάζες: οι αμυνόμενοι δεν έπιασαν όσες ήθελαν και πληρώνει { $defender }.
pf-deal-overtricks = { $declarer } κάνει { $tricks } μπάζες, { $over } παραπάνω.
pf-deal-short = { $defender } έκανε { $took }, ήθελε { $needed }: μπαίνει μέσα.
# $chips: the helper's net change this deal, signed ("+7").
pf-deal-helper = { $helper } παίχτηκε { -pf-together }, άρα τα { -pf-chips } της διανομής ({ $chips }) περνούν από { $helper } σε { $active }.
# $changes: each seat's change, like "Ann +20, Ben −15".
pf-deal-chips = { -pf-chips(form: "title") }: { $changes }.

## The end of the match

# $standing: every seat's chips, like "Ann +20, Ben −5, Cleo −15".
pf-summary-final = Τελικά { -pf-chips }: { $standing }.
pf-summary-stopped = Η παρτίδα σταμάτησε πριν αδειάσουν όλες οι { -pf-pot(form: "many") }, οπότε ό,τι έμεινε στις { -pf-pot(form: "many") } μοιράζεται εξίσου, 10 { -pf-chips } ο πόντος. Τελικά { -pf-chips }: { $standing }.
