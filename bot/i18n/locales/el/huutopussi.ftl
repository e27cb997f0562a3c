# Huutopussi (bot/games/huutopussi/): every sentence, label, prompt, section, reason and event.
#
# Seats arrive as { $player }-style placeholders and are shown by the reader's name for them.
# Cards ({ $card }, { $cards }) are drawn faces such as A♠ or 10♥ in every language.
# The game's own words are terms below: set them once (Finnish players say huuto,
# valtti, mariaasi …) and every message follows.

## Terms

-hp-game = Huutopussi
# A bid in the auction (Finnish: huuto).
-hp-bid = { $case ->
   *[nom] προσφορά
    [gen] προσφοράς
}
# The auction (Finnish: huutokauppa, tarjoaminen).
-hp-auction = { $form ->
   *[lower] πλειοδοσία
    [title] Πλειοδοσία
}
# The trump suit, as a plural noun (Finnish: valtti).
-hp-trumps = { $form ->
   *[lower] ατού
    [title] Ατού
}
# A king and queen of one suit declared together (Finnish: mariaasi).
-hp-marriage = { $form ->
   *[one] { $case ->
       *[nom] γάμος
        [acc] γάμο
        [gen] γάμου
    }
    [other] { $case ->
       *[nom] γάμοι
        [acc] γάμους
    }
    [title] Γάμοι
}
# The declarer's target after the exchange.
-hp-contract = { $form ->
   *[lower] { $case ->
       *[nom] συμβόλαιο
        [gen] συμβολαίου
    }
    [title] Συμβόλαιο
}
# Throwing the cards in for a new deal.
-hp-redeal = { $case ->
   *[nom] νέο μοίρασμα
    [gen] νέου μοιράσματος
}

## Suits, teams, the phase

# $suit: S, H, D or C.
hp-suit = { $suit ->
    [S] μπαστούνι
    [H] κούπα
    [D] καρό
   *[C] σπαθί
}
# The same, starting a sentence.
hp-suit-title = { $suit ->
    [S] Μπαστούνι
    [H] Κούπα
    [D] Καρό
   *[C] Σπαθί
}
# A partnership: two seats.
hp-team = { $first } & { $second }

hp-phase-auction = { -hp-auction(form: "title") }
hp-phase-exchange = Ανταλλαγή φύλλων
hp-phase-contract = Ορισμός { -hp-contract(case: "gen") }
hp-phase-play = Παιχνίδι
hp-phase-answer = Επιλογή { -hp-marriage(case: "gen") }
hp-phase-over = Τέλος αγώνα

## Table sections

hp-section-scores = Σκορ
hp-section-auction = { -hp-auction(form: "title") }
hp-section-contract = { -hp-contract(form: "title") }
hp-section-trumps = { -hp-trumps(form: "title") }
# $number: which trick of the deal (1 to 9).
hp-section-trick = Μπάζα { $number }
hp-section-last-trick = Προηγούμενη μπάζα
hp-section-taken = Κερδισμένα
hp-section-exchange = Ανταλλαγή
hp-section-last-deal = Προηγούμενο μοίρασμα

# $exceed: yes when a team must go over the target, no when reaching it is enough.
hp-scores = { $team0 }: { $score0 } · { $team1 }: { $score1 } ({ $exceed ->
    [yes] νίκη πάνω από { $target }
   *[no] νίκη στους { $target }
})
# $calls: the calls so far, e.g. "Ann 50 · Ben pass".
hp-auction-calls = Μοιράζει: { $dealer }. { $calls }
hp-auction-no-calls = Μοιράζει: { $dealer }. Καμία προσφορά ακόμη.
hp-call-bid = { $player } { $value }
hp-call-pass = { $player } πάσο
# After the auction: one line. $bid is the auction's bid, $contract what the pair plays for.
hp-contract-pending = { $declarer } κέρδισε την { -hp-auction } με { $bid }, το { -hp-contract } δεν έχει οριστεί ακόμη · μοιράζει { $dealer }
hp-contract-kept = { $team }: { $contract } πόντοι · μοιράζει { $dealer }
hp-contract-raised = { $team }: { $contract } πόντοι (προσφορά { $bid }) · μοιράζει { $dealer }
hp-contract-none = Χωρίς { -hp-contract }: κάθε ζευγάρι γράφει ό,τι πάρει · μοιράζει { $dealer }
hp-trumps-none = Κανένα ακόμη.
hp-trumps-suit = { $suit }.
# $marriages: a list of entries like "Ann hearts +100".
hp-trumps-marriages = { -hp-marriage(form: "title") }: { $marriages }.
hp-marriage-entry = { $player } { $suit } +{ $value }
hp-trick-entry = { $player } { $card }
hp-trick-empty = Κανένα φύλλο ακόμη.
# $plays: the four cards of the trick with who played them.
hp-last-trick = { $plays } — την πήρε { $winner }.
hp-taken-team = { $team }: { $points ->
    [one] 1 πόντος
   *[other] { $points } πόντοι
}, { $tricks ->
    [one] 1 μπάζα
   *[other] { $tricks } μπάζες
}
hp-exchange-gave = { $partner } έδωσε { $cards }.
hp-exchange-returned = { $declarer } επέστρεψε { $cards }.
hp-exchange-chosen = Διάλεξες { $cards } ({ $left ->
    [one] μένει 1 ακόμη
   *[other] μένουν { $left } ακόμη
}).
# $change0 and $change1 are signed, like +100 or -80.
hp-last-deal = Σύνολα: { $team0 } { $total0 }, { $team1 } { $total1 }. Σκορ: { $change0 } / { $change1 }.

## Prompts

hp-prompt-waiting = Αναμονή για { $player }.
hp-prompt-over = Τον αγώνα κέρδισαν { $team }.
hp-hint-auction-pass = Σειρά σου στην { -hp-auction }: πες πάσο.
hp-hint-auction-bid = Σειρά σου στην { -hp-auction }: προσέφερε τουλάχιστον { $low } ή πες πάσο.
hp-hint-auction-open = Ανοίγεις την { -hp-auction }: προσέφερε τουλάχιστον { $low }.
hp-hint-auction-open-banned = Η ομάδα σου είναι στους { $line } ή χαμηλότερα: άνοιξε με την υποχρεωτική προσφορά των { $low }.
hp-hint-redeal = Μπορείς επίσης να ζητήσεις { -hp-redeal }.
# $example: one of the player's own cards.
hp-hint-give = { $left ->
    [one] Δώσε στον συμπαίκτη σου ένα φύλλο ακόμη, π.χ. { $example }.
   *[other] Δώσε στον συμπαίκτη σου { $left } φύλλα ακόμη, ένα ένα, π.χ. { $example }.
}
hp-hint-return = { $left ->
    [one] Επίστρεψε στον συμπαίκτη σου ένα φύλλο ακόμη, π.χ. { $example }.
   *[other] Επίστρεψε στον συμπαίκτη σου { $left } φύλλα ακόμη, ένα ένα, π.χ. { $example }.
}
hp-hint-contract = Όρισε το { -hp-contract }, από { $bid } έως { $max } (με { $bid } μένει ως έχει).
# $suits: the suits to choose from, as a list.
hp-hint-answer = Διάλεξε ποιον { -hp-marriage(case: "acc") } θα δηλώσεις: { $suits }.
hp-hint-window = Μπορείς να δηλώσεις { -hp-marriage(case: "acc") } ή να ρωτήσεις τον συμπαίκτη σου, ή να βγεις με ένα φύλλο (π.χ. { $example }).
hp-hint-play = Παίξε ένα φύλλο, π.χ. { $example }.

## Labels (buttons and menus)

hp-label-play = { $card }
hp-label-give = Δώσε { $card }
hp-label-return = Επίστρεψε { $card }
hp-label-bid = Προσφορά { $value }
hp-label-contract = { -hp-contract(form: "title") } { $value }
hp-label-pass = Πάσο
hp-label-redeal = Ζήτα { -hp-redeal }
hp-label-marriage = Γάμος { $suit } (+{ $value })
hp-label-ask = Ρώτα τον συμπαίκτη για { -hp-marriage(case: "acc") }
hp-label-ask-half = Ζήτα από τον συμπαίκτη το άλλο μισό ({ $suit })
hp-label-answer = Δήλωσε { -hp-marriage(case: "acc") } { $suit }

## Events

hp-event-bid = { $player } προσφέρει { $value }.
hp-event-pass = { $player }: πάσο.
hp-event-auction-won = { $player } κερδίζει την { -hp-auction } με { $bid }.
hp-event-all-passed = Όλοι είπαν πάσο: το μοίρασμα παίζεται χωρίς { -hp-contract } και κάθε ζευγάρι γράφει ό,τι πάρει. Ξεκινά { $leader }.
hp-event-redeal = { $player } ζητά { -hp-redeal }. Μοιράζει ξανά { $dealer } και την { -hp-auction } ξεκινά { $first }.
hp-event-give = { $partner } δίνει κλειστά { $count ->
    [one] ένα φύλλο
   *[other] { $count } φύλλα
} στον παίκτη { $declarer }.
hp-event-return = { $declarer } επιστρέφει { $count ->
    [one] ένα φύλλο
   *[other] { $count } φύλλα
} στον παίκτη { $partner }.
hp-event-contract-kept = { $player } κρατά το { -hp-contract } στους { $value }.
hp-event-contract-raised = { $player } ανεβάζει το { -hp-contract } στους { $value }.
hp-event-play = { $player } παίζει { $card }.
hp-event-trick = { $player } παίρνει την μπάζα με { $card }: { $points ->
    [one] 1 πόντος
   *[other] { $points } πόντοι
}.
hp-event-last-trick = { $player } παίρνει την μπάζα με { $card }: { $points ->
    [one] 1 πόντος
   *[other] { $points } πόντοι
}, +{ $bonus } για την τελευταία μπάζα.
# $suit twice: the married suit, which is trumps from now on.
hp-event-marriage = { $player } δηλώνει { -hp-marriage(case: "acc") } { $suit }: +{ $value }. Ατού πλέον: { $suit }.
hp-event-ask = { $player } ρωτά τον παίκτη { $partner } αν έχει { -hp-marriage(case: "acc") }.
hp-event-ask-half = { $player } ζητά το { $card } από τον παίκτη { $partner }.
hp-event-has-none = { $player } δεν έχει { -hp-marriage(case: "acc") }.
hp-event-shows = { $player } δείχνει το { $card }.
hp-event-lacks = { $player } δεν το έχει.
# The deal's result for the declaring pair. $total: what the pair took; $change: signed.
hp-event-made = { $team } έβγαλαν το { -hp-contract } ({ $contract }) με { $total } πόντους: { $change }.
hp-event-failed = { $team } χρειάζονταν { $contract } αλλά πήραν { $total }: { $change }.
hp-event-declarer-no-trick = { $declarer } δεν πήρε καμία μπάζα, οπότε { $team } γράφουν { $change } ({ $total } πόντοι για { -hp-contract } { $contract }).
# The same deal for the other pair.
hp-event-others-nothing = { $team } δεν γράφουν τίποτα.
hp-event-others-score = { $team } γράφουν { $change }.
hp-event-others-no-trick = { $team } δεν πήραν καμία μπάζα: { $change }.
hp-event-no-contract = Χωρίς { -hp-contract }: { $team0 } γράφουν { $total0 }, { $team1 } γράφουν { $total1 }.
hp-event-match = { $team } κερδίζουν τον αγώνα με { $score }–{ $other }!
hp-event-deal = Μοιράζει { $dealer } και την { -hp-auction } ξεκινά { $first }.
hp-result = { $team } κερδίζουν με { $score }–{ $other }.

## Why a move is refused (each says what to do instead)

# $move: what the player typed; $hint: what to do now (a whole sentence).
hp-reason-unknown-move = «{ $move }»: δεν είναι κίνηση του { -hp-game }. { $hint }
# $what: the kind of move tried.
hp-reason-wrong-phase = Δεν μπορείς τώρα να { $what ->
    [bid] κάνεις προσφορά
    [pass] πεις πάσο
    [redeal] ζητήσεις { -hp-redeal }
    [give] δώσεις φύλλα
    [return] επιστρέψεις φύλλα
    [contract] ορίσεις το { -hp-contract }
    [play] παίξεις φύλλο
    [marriage] δηλώσεις { -hp-marriage(case: "acc") }
    [ask] ρωτήσεις τον συμπαίκτη σου
   *[answer] απαντήσεις
}. { $hint }
hp-reason-no-argument = { $what ->
    [pass] Για πάσο, γράψε απλώς pass.
   *[redeal] Για { -hp-redeal }, γράψε απλώς redeal.
}
hp-reason-not-a-card = «{ $text }»: δεν είναι φύλλο. Γράψ' το π.χ. 10S, AH ή Q♦.
hp-reason-card-missing = Πες ποιο φύλλο, π.χ. { $example }.
hp-reason-not-in-pack = Το { $card } δεν υπάρχει στην τράπουλα του { -hp-game } (μόνο από 6 έως άσο).
hp-reason-not-held = Δεν έχεις το { $card }.
hp-reason-bid-amount = Η προσφορά είναι αριθμός πόντων: γράψε { $example } ή bid { $example }.
hp-reason-contract-amount = Το { -hp-contract } είναι αριθμός πόντων: γράψε { $example } ή contract { $example }.
hp-reason-bid-banned = Η ομάδα σου είναι στους { $line } ή χαμηλότερα, οπότε δεν μπορείς να κάνεις προσφορά. Πες πάσο.
hp-reason-bid-banned-opening = Η ομάδα σου είναι στους { $line } ή χαμηλότερα, οπότε μπορείς μόνο την υποχρεωτική αρχική προσφορά των { $low }.
hp-reason-bid-not-higher = Πρέπει να προσφέρεις πάνω από { $high } (τουλάχιστον { $next }) ή να πεις πάσο.
hp-reason-bid-below-min = Η μικρότερη προσφορά είναι { $min }.
hp-reason-bid-above-max = Η μεγαλύτερη προσφορά είναι { $max }.
hp-reason-bid-step = Οι προσφορές ανεβαίνουν ανά 5: το { $value } δεν επιτρέπεται. Δοκίμασε { $next }.
hp-reason-must-open = Ανοίγεις την { -hp-auction }, οπότε πρέπει να προσφέρεις τουλάχιστον { $min }.
hp-reason-no-redeal = Σε αυτό το τραπέζι δεν γίνεται { -hp-redeal }.
hp-reason-redeal-four-sixes = Μπορείς να ζητήσεις { -hp-redeal } μόνο όταν εσύ, ή εσύ και ο συμπαίκτης σου μαζί, έχετε και τα τέσσερα εξάρια: στην πρώτη σου σειρά στην { -hp-auction } ή όσο ανταλλάσσετε φύλλα.
hp-reason-redeal-seed = Μπορείς να ζητήσεις { -hp-redeal } μόνο στην πρώτη σου σειρά στην { -hp-auction }, και μόνο με τρία ή περισσότερα εξάρια ή χωρίς κανένα φύλλο πάνω από τον βαλέ.
hp-reason-already-chosen = Έχεις ήδη διαλέξει το { $card }. Διάλεξε άλλο φύλλο.
hp-reason-contract-range = Το { -hp-contract } πρέπει να είναι πολλαπλάσιο του 5, από την προσφορά σου ({ $bid }) έως { $max }.
hp-reason-first-trick = Στην πρώτην μπάζα πρέπει να παίξεις { $cards }.
hp-reason-lead = Μπορείς να βγεις με { $cards }.
hp-reason-follow-and-beat = Πρέπει να απαντήσεις { $suit } και να περάσεις το { $card } αν μπορείς: παίξε { $cards }.
hp-reason-follow = Πρέπει να απαντήσεις στο χρώμα ({ $suit }): παίξε { $cards }.
hp-reason-trump = Δεν έχεις { $suit }, οπότε πρέπει να κόψεις με { -hp-trumps }: παίξε { $cards }.
hp-reason-overtrump = Δεν έχεις { $suit }, οπότε πρέπει να κόψεις με { -hp-trumps } πάνω από το { $card }: παίξε { $cards }.
hp-reason-play-one-of = Παίξε ένα από τα { $cards }.
# $rule: led when a window follows only a trick you led and won; any for any trick won.
hp-reason-no-window = Μπορείς να δηλώσεις μόνο αμέσως αφού κερδίσεις { $rule ->
    [any] μια μπάζα
   *[led] μια μπάζα που άνοιξες εσύ
}, πριν βγεις ξανά. { $hint }
hp-reason-marriage-suit = Ο { -hp-marriage } θέλει χρώμα: γράψε marriage H, D, C ή S (ή marriage hearts).
hp-reason-ask-suit = «{ $text }»: δεν είναι χρώμα. Γράψε ask H, D, C ή S για το μισό (ή σκέτο ask για ολόκληρο { -hp-marriage(case: "acc") }).
hp-reason-already-married = { $suit }: έχει ήδη γίνει { -hp-marriage } σε αυτό το μοίρασμα.
hp-reason-need-king-queen = Για { -hp-marriage(case: "acc") } { $suit } χρειάζεσαι και τον ρήγα και την ντάμα.
hp-reason-own-after-ask = Ρώτησες ήδη τον συμπαίκτη σου σε αυτό το μοίρασμα, οπότε δεν μπορείς πια να δηλώσεις δικό σου { -hp-marriage(case: "acc") }.
hp-reason-own-after-partner-half = Ο συμπαίκτης σου ζήτησε μισό σε αυτό το μοίρασμα, οπότε δεν μπορείς πια να δηλώσεις δικό σου { -hp-marriage(case: "acc") }.
hp-reason-whole-after-half = Ζήτησες μισό σε αυτό το μοίρασμα, οπότε δεν μπορείς πια να ρωτήσεις για ολόκληρο { -hp-marriage(case: "acc") }.
hp-reason-whole-after-partner-half = Ο συμπαίκτης σου ζήτησε μισό σε αυτό το μοίρασμα, οπότε δεν μπορείς πια να ρωτήσεις για ολόκληρο { -hp-marriage(case: "acc") }. Μπορείς ακόμη να ζητήσεις μισό.
hp-reason-whole-partner-lock = Ο συμπαίκτης σου σε ρώτησε για { -hp-marriage(case: "acc") } σε αυτό το μοίρασμα, οπότε δεν μπορείς να τον ρωτήσεις κι εσύ. Μπορείς ακόμη να ζητήσεις μισό.
hp-reason-all-married = Έχουν ήδη γίνει { -hp-marriage(form: "other") } και στα τέσσερα χρώματα.
hp-reason-half-needs-one = Μπορείς να ζητήσεις το άλλο μισό ({ $suit }) μόνο όταν έχεις ακριβώς ένα από τα δύο, τον ρήγα ή την ντάμα του χρώματος.
hp-reason-answer = Διάλεξε έναν από τους { -hp-marriage(form: "other", case: "acc") } σου: { $suits }.
