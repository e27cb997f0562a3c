# Four Color Cards (四色牌 / Tứ sắc): bot/games/four_color/.
#
# Card faces ($card, $cards) are a colour square and the Chinese chess character printed
# on the card (🟥俥); they stay the same in every language. Seats ($player, $dealer,
# $exposer, $turn, $winners, $payers) are names filled in by the host.
# Typed moves and card codes (discard RC, meld RC+RH+RN, pass, win, triple, quad, draw,
# decline, keep, mulligan) are what players type: keep them as they are.
#
# Ελληνικά: το παιχνίδι δεν παίζεται στην Ελλάδα, οπότε οι λέξεις λένε απλώς τι σημαίνουν.
# Τα κομμάτια έχουν τα ονόματα του κινέζικου σκακιού (ίππος, στρατιώτης). Τα ονόματα
# των παικτών μένουν στην ονομαστική: οι προτάσεις είναι γραμμένες έτσι. Το φύλλο είναι
# ουδέτερο: «το { $card }».

## Game words: set once here, used by every message below.

-fc-general = { $case ->
   *[nom] στρατηγός
    [acc] στρατηγό
}
-fc-generals = { $case ->
   *[nom] στρατηγοί
    [acc] στρατηγούς
}
-fc-advisor = σύμβουλος
-fc-elephant = ελέφαντας
-fc-chariot = άρμα
-fc-horse = ίππος
-fc-cannon = κανόνι
-fc-soldier = στρατιώτης
-fc-soldiers = στρατιώτες
-fc-joker = τζόκερ
-fc-single = μονό
-fc-singles = μονά
-fc-pair = ζευγάρι
-fc-command = επιτελείο
-fc-field = πεδίο
-fc-triple = τριάδα
-fc-tricolour = τρίχρωμο
-fc-quad = καρέ
-fc-fourcolour = τετράχρωμο
# The mahjong word for claiming a card to make a triple.
-fc-pong = pong
-fc-mulligan = ξαναμοίρασμα
-fc-stock = τράπουλα

## Meld kinds and pieces, as other messages name them.

fc-kind-single = { -fc-single }
fc-kind-pair = { -fc-pair }
fc-kind-command = { -fc-command }
fc-kind-field = { -fc-field }
fc-kind-triple = { -fc-triple }
fc-kind-tricolour = { -fc-tricolour }
fc-kind-quad = { -fc-quad }
fc-kind-fourcolour = { -fc-fourcolour }

fc-claim-win = νίκη
fc-claim-quad = { -fc-quad }
fc-claim-triple = { -fc-triple }

## The legend a host shows on "help". $general … $soldier: the piece's two faces
## (red/yellow character, green/white character); $joker: the joker's face.

fc-legend =
    Κάθε φύλλο έχει ένα χρώμα και ένα κομμάτι του κινέζικου σκακιού: 🟥 κόκκινο, 🟨 κίτρινο, 🟩 πράσινο, ⬜ λευκό.
    Γράψε ένα φύλλο με το γράμμα του χρώματος (R Y G W) και μετά το γράμμα του κομματιού (τα γράμματα είναι από τα αγγλικά ονόματα):
    G { -fc-general } { $general } · A { -fc-advisor } { $advisor } · E { -fc-elephant } { $elephant } · C { -fc-chariot } { $chariot } · H { -fc-horse } { $horse } · N { -fc-cannon } { $cannon } · S { -fc-soldier } { $soldier } · JK { -fc-joker } { $joker }
    Π.χ. RC είναι το κόκκινο { -fc-chariot }, WS ο λευκός { -fc-soldier }. Γίνεται και στα αγγλικά: «red chariot».
    Στο τραπέζι: [ … ] είναι ανοιχτός συνδυασμός, «(μοιρασμένο)» ένα { -fc-quad } που φανερώθηκε στο μοίρασμα, και το * δείχνει τον συνδυασμό που κέρδισε την προηγούμενη μοιρασιά. Οι «σημειωμένες τριάδες» μετρούν πόσες φορές ένας παίκτης πήρε στο μοίρασμα τρία ίδια φύλλα και τα κρατά κρυφά.

## Phases (the table's heading). $deal: the deal's number.

fc-phase-mulligan = Μοιρασιά { $deal }: { -fc-mulligan };
fc-phase-opening = Μοιρασιά { $deal }: ο μοιραστής ανοίγει πετώντας ένα φύλλο
fc-phase-discard = Μοιρασιά { $deal }: πέταμα φύλλου
fc-phase-window = Μοιρασιά { $deal }: το { $card } στο τραπέζι
fc-phase-over = Η παρτίδα τελείωσε

## Sections of the table.

fc-section-scores = Σκορ
fc-section-on-table = Στο τραπέζι
fc-section-table = Τραπέζι
fc-section-stock = Τράπουλα
fc-section-last-deal = Προηγούμενη μοιρασιά

fc-score = { $player } { $points }
# $scores: every seat's "name points", separated by dots.
fc-scores = { $scores } (μοιρασιά { $deal } από { $deals }, μοιράζει { $dealer })
fc-stock = { $count ->
    [one] 1 φύλλο
   *[other] { $count } φύλλα
}
# One seat's line. $dealer: true for the dealer; $hidden: concealed cards;
# $melds: its melds on the table; $discards: its discard pile (newest last);
# $marks: how many dealt triples it has marked.
fc-table-seat = { $player }{ $dealer ->
    [true] { " " }(μοιράζει)
   *[false] {""}
}: { $hidden } κρυφά · { $melds } · πεταμένα: { $discards }{ $marks ->
    [0] {""}
   *[other] { " · " }σημειωμένες τριάδες: { $marks }
}
fc-no-melds = κανένας συνδυασμός
fc-no-discards = κανένα
fc-meld = [{ $cards }]
fc-meld-dealt = [{ $cards }] (μοιρασμένο)
fc-meld-winning = [{ $cards }]*

## The open claim window. $exposer drew or discarded $card; $turn may use it first.

fc-window-drawn = { $exposer } τράβηξε το { $card } (για συνδυασμό ή για πέταμα).
fc-window-discarded = { $exposer } πέταξε το { $card }. { $turn } μπορεί να το πάρει για συνδυασμό ή να τραβήξει.
fc-window-discarded-draw-only = { $exposer } πέταξε το { $card }. { $turn } δεν έχει συνδυασμό μ' αυτό και τραβάει.
# $shown: one of the three sentences above.
fc-window-everyone = { $shown } Όλοι οι άλλοι μπορούν να το διεκδικήσουν για νίκη ή για { -fc-triple } ή { -fc-quad }: κάθε παίκτης απαντά (διεκδικεί ή πάσο).
fc-window-claimants = { $shown } Απαντούν όσοι μπορούν να το διεκδικήσουν (για νίκη ή για { -fc-triple } ή { -fc-quad }).

## Last deal.

fc-last-draw = Ισοπαλία: η { -fc-stock } τελείωσε. Καμία πληρωμή.
fc-last-mulligan = { $player } ζήτησε { -fc-mulligan } και η μοιρασιά ξαναπαίχτηκε.
# $shown: the winner's melds on the table, the winning meld marked with *;
# $concealed: how the rest of the hand was counted.
fc-last-win = { $player } κέρδισε, αξία { $value }: { $shown } · κρυφά { $concealed }

## Prompts: what the reader should do now.

fc-prompt-waiting-answers = Περιμένουμε απαντήσεις για το { $card }.
fc-prompt-waiting = Περιμένουμε: { $waiting }.
fc-prompt-mulligan = Το χέρι σου δεν έχει { -fc-general(case: "acc") } ούτε τρία ίδια φύλλα: { -fc-mulligan } ή το κρατάς;
fc-prompt-keep = Κράτα το χέρι σου ({ -fc-mulligan } ζητά μόνο χέρι χωρίς { -fc-generals(case: "acc") } και χωρίς τριάδες).
fc-prompt-opening = Μοιράζεις εσύ: πέτα ένα φύλλο για να ξεκινήσεις (ποτέ { -fc-general(case: "acc") }).
fc-prompt-declare-or-discard = Κάθε κρυφό σου φύλλο χωράει σε συνδυασμό: δήλωσε νίκη ή πέτα ένα φύλλο.
fc-prompt-discard = Πέτα ένα φύλλο από το χέρι σου (ποτέ { -fc-general(case: "acc") }).
# $win: true when the card would complete the reader's hand.
fc-prompt-drawn = Τράβηξες το { $card }: κατέβασέ το σε συνδυασμό ή πέταξέ το.{ $win ->
    [true] { " " }Μπορείς να κερδίσεις μ' αυτό!
   *[false] {""}
}
fc-prompt-drawn-keep = Τράβηξες το { $card }: κατέβασέ το σε συνδυασμό (δεν πετιέται).{ $win ->
    [true] { " " }Μπορείς να κερδίσεις μ' αυτό!
   *[false] {""}
}
fc-prompt-decline-only = Τράβηξες το { $card }: δεν ταιριάζει σε κανέναν συνδυασμό σου, οπότε πέταξέ το.
fc-prompt-take-or-draw = { $exposer } πέταξε το { $card }: πάρ' το για συνδυασμό ή τράβα από την { -fc-stock }.{ $win ->
    [true] { " " }Μπορείς να κερδίσεις μ' αυτό!
   *[false] {""}
}
fc-prompt-draw-only = { $exposer } πέταξε το { $card }: δεν ταιριάζει σε κανέναν συνδυασμό σου, οπότε τράβα από την { -fc-stock }.
fc-prompt-pass-only = Το { $card } είναι στο τραπέζι: πες πάσο (δεν μπορείς να το διεκδικήσεις).
# $choices: the claims the reader may make (win, quad, triple), as a list.
fc-prompt-claim = Μπορείς να διεκδικήσεις το { $card } ({ $choices }) — ή να πεις πάσο.

## Labels of moves (buttons and menus).

fc-label-discard = Πέτα το { $card }
# $card: the card taken; $cards: the whole meld; $kind: the meld's kind.
fc-label-take = Πάρε το { $card }: { $cards } ({ $kind })
fc-label-meld = Κατέβασε το { $card }: { $cards } ({ $kind })
fc-label-win-with = Νίκη με το { $card }
fc-label-declare = Δήλωσε νίκη
fc-label-quad = Διεκδίκησε το { $card } για { -fc-quad }
fc-label-triple = Διεκδίκησε το { $card } για { -fc-triple } ({ -fc-pong })
fc-label-pass = Πάσο
fc-label-draw = Τράβα από την { -fc-stock }
fc-label-draw-empty = Τράβα (η { -fc-stock } άδειασε: η μοιρασιά λήγει ισόπαλη)
fc-label-decline = Πέτα το { $card } που τράβηξες
fc-label-mulligan = Ζήτα { -fc-mulligan }
fc-label-keep = Κράτα αυτό το χέρι

## Events (told to everyone).

fc-event-open = { $player } ανοίγει με το { $card }.
fc-event-discard = { $player } πετάει το { $card }.
fc-event-draw = { $player } τραβάει το { $card }.
fc-event-decline = { $player } πετάει το { $card } που τράβηξε.
# $cards: the whole meld; $kind: its kind.
fc-event-meld = { $player } κατεβάζει το { $card }: { $cards } ({ $kind }).
fc-event-take = { $player } παίρνει το { $card }: { $cards } ({ $kind }).
# $exposer drew (or discarded) $card and $player claims it; $kind: quad or triple.
fc-event-claim-drawn = { $player } διεκδικεί για { $kind } το { $card } που τράβηξε { $exposer }.
fc-event-claim-discarded = { $player } διεκδικεί για { $kind } το { $card } που πέταξε { $exposer }.
fc-event-no-mulligan = Κανείς δεν ζητά { -fc-mulligan }. Ξεκινά { $dealer } (μοιράζει) πετώντας ένα φύλλο.
fc-event-mulligan = { $player } ζητά { -fc-mulligan }: η μοιρασιά ακυρώνεται και { $dealer } μοιράζει ξανά.
# $value: what the hand is worth; $payers: everyone else; $count: how many they are.
fc-event-win-hand = { $player } δηλώνει νίκη, αξίας { $value }. { $payers } { $count ->
    [one] πληρώνει { $value }
   *[other] πληρώνουν από { $value }
}.
fc-event-win-drawn = { $player } κερδίζει με το { $card } που τράβηξε, αξίας { $value }. { $payers } { $count ->
    [one] πληρώνει { $value }
   *[other] πληρώνουν από { $value }
}.
fc-event-win-discard = { $player } κερδίζει με το { $card } που πέταξε { $exposer }, αξίας { $value }. { $payers } { $count ->
    [one] πληρώνει { $value }
   *[other] πληρώνουν από { $value }
}.
fc-event-stock-empty = { $player } πρέπει να τραβήξει, αλλά η { -fc-stock } άδειασε: η μοιρασιά λήγει ισόπαλη. { $dealer } μοιράζει ξανά.
fc-event-deal = Μοιρασιά { $number } από { $deals }: μοιράζει { $dealer }.
# $winners: the seat(s) with the top score; $count: how many.
fc-result = { $winners } { $count ->
    [one] κερδίζει
   *[other] κερδίζουν
} με { $points ->
    [one] 1 πόντο
   *[other] { $points } πόντους
}.

## Why a move is refused, and what to do instead.

# $move: the move typed (pass, draw, win …), which takes nothing after it.
fc-reason-no-argument = Το «{ $move }» δεν παίρνει τίποτα μετά: γράψε σκέτο { $move }.
fc-reason-own-discard = Δεν μπορείς να διεκδικήσεις το { $card }: το πέταξες εσύ.
fc-reason-answered = Έχεις ήδη απαντήσει για το { $card }. Περίμενε τους άλλους παίκτες.
fc-reason-no-claim = Δεν μπορείς να διεκδικήσεις το { $card }: χρειάζεσαι δύο ή τρία ίδια στο χέρι σου ή ένα χέρι που ολοκληρώνεται μ' αυτό.
fc-reason-too-late = Πολύ αργά: η διεκδίκηση για το { $card } έκλεισε. Διεκδίκησε ένα φύλλο αμέσως μόλις τραβηχτεί ή πεταχτεί.
fc-reason-nothing-to-claim = Δεν υπάρχει φύλλο για διεκδίκηση αυτή τη στιγμή.
fc-reason-mulligan-not-weak = Μπορείς να ζητήσεις { -fc-mulligan } μόνο αν δεν έχεις { -fc-general(case: "acc") } ούτε τρία ή τέσσερα ίδια φύλλα. Διάλεξε keep (κρατάς το χέρι).
fc-reason-mulligan-first = Πρώτα αποφάσισε για το { -fc-mulligan }: γράψε mulligan ή keep.
fc-reason-dealer-first = Όποιος μοιράζει δεν μπορεί να κερδίσει πριν πετάξει το πρώτο του φύλλο. Πέτα ένα φύλλο για να ξεκινήσει η μοιρασιά.
fc-reason-incomplete = Το χέρι σου δεν είναι πλήρες: κάθε κρυφό φύλλο πρέπει να χωράει σε συνδυασμό. Πέτα καλύτερα ένα φύλλο.
fc-reason-already-taken = Πήρες ήδη το φύλλο σου σε αυτόν τον γύρο. Τώρα πέτα ένα φύλλο.
# $code: one of the reader's own cards, as an example of what to type.
fc-reason-discard-now = Πέτα τώρα ένα φύλλο: γράψε discard { $code } ή σκέτο { $code }.
fc-reason-general-discard = Δεν πετάς ποτέ { -fc-general(case: "acc") } ({ $card }): μένει ως { -fc-single }. Πέτα άλλο φύλλο.
fc-reason-joker-discard = Το { -fc-joker } δεν πετιέται ποτέ. Πέτα άλλο φύλλο.
# $code: the card's code, e.g. RN.
fc-reason-not-held = Δεν έχεις το { $card } ({ $code }) στο κρυφό σου χέρι. Πέτα ένα δικό σου φύλλο.
fc-reason-dealt-triple-discard = Η { -fc-triple } { $card } που σου μοιράστηκε πρέπει να μείνει ενωμένη. Πέτα άλλο φύλλο.
# $text: what the player typed.
fc-reason-not-a-card = Το «{ $text }» δεν είναι φύλλο αυτού του παιχνιδιού. Γράψε χρώμα και μετά κομμάτι, π.χ. RC (κόκκινο { -fc-chariot }) ή WS (λευκός { -fc-soldier }).
# $what: general or joker.
fc-reason-must-keep = Δεν πετάς { $what ->
    [joker] { -fc-joker }
   *[general] { -fc-general(case: "acc") }
} που τράβηξες: κατέβασε το { $card } (έστω ως { -fc-single }).
fc-reason-turn-discarded = Είναι η σειρά σου: πάρε το { $card } με συνδυασμό (π.χ. meld { $code }+…) ή τράβα από την { -fc-stock }.
fc-reason-turn-drawn = Είναι η σειρά σου: κατέβασε το { $card } (π.χ. meld { $code }+…) ή πέταξέ το (decline).
fc-reason-drawn-already = Έχεις ήδη τραβήξει το { $card }: κατέβασέ το ή πέταξέ το (decline).
fc-reason-take-or-draw = Πάρε το { $card } με συνδυασμό ή τράβα από την { -fc-stock }.
fc-reason-answer-discarded = Πρώτα απάντησε για το { $card }: πάρ' το με συνδυασμό (meld { $code }+…), τράβα (draw) ή κέρδισε (win).
fc-reason-answer-drawn = Πρώτα απάντησε για το { $card }: κατέβασέ το (meld { $code }+…), πέταξέ το (decline) ή κέρδισε (win).
fc-reason-out-of-turn-meld = Εκτός σειράς διεκδικείς το { $card } μόνο για νίκη ή για { -fc-triple } ή { -fc-quad } (γράψε win, triple ή quad) — ή λες πάσο.
# $choices: the answers the reader may type.
fc-reason-answer-claim = Πρώτα απάντησε για το { $card }: { $choices }.
fc-reason-no-win = Δεν μπορείς να κερδίσεις με το { $card }: κανένας συνδυασμός μ' αυτό δεν αφήνει όλο το κρυφό σου χέρι σε συνδυασμούς.
fc-reason-joker-claim = Το { -fc-joker } διεκδικείται μόνο για νίκη.
fc-reason-general-triple = Ο { -fc-general } δεν διεκδικείται για { -fc-triple }: τρεις { -fc-generals } είναι τρία { -fc-singles }.
fc-reason-general-only-win = Σε αυτό το τραπέζι ο { -fc-general } διεκδικείται μόνο για νίκη.
fc-reason-dealt-triple-claim = Η { -fc-triple } { $card } που σου μοιράστηκε πρέπει να μείνει ενωμένη: διεκδίκησε καλύτερα { -fc-quad }.
# $kind: quad or triple; $need: copies of $card needed in hand (2 or 3); $held: copies held.
fc-reason-claim-short = Δεν μπορείς να διεκδικήσεις το { $card } για { $kind }: χρειάζεσαι { $need ->
    [2] δύο
    [3] τρία
   *[other] { $need }
} { $card } στο κρυφό σου χέρι και έχεις { $held }.
fc-reason-name-meld = Γράψε όλο τον συνδυασμό με τα φύλλα από το χέρι σου, π.χ. meld { $code }+…
fc-reason-meld-without-card = Ο συνδυασμός σου πρέπει να περιέχει το { $card }, το φύλλο που παίρνεις.
# $count: how many of $card the meld needs from the hand.
fc-reason-meld-not-held = Δεν έχεις { $count ->
    [1] το{ " " }
    [2] δύο{ " " }
    [3] τρία{ " " }
   *[other] { $count }{ " " }
}{ $card } ({ $code }) στο κρυφό σου χέρι: ένας συνδυασμός παίρνει μόνο δικά σου κρυφά φύλλα.
# $hint: the list of melds (fc-hint-melds).
fc-reason-not-a-meld = { $cards }: αυτό δεν είναι συνδυασμός. { $hint }
# $soldiers: yes when only Soldiers make a tricolour at this table.
fc-hint-melds = Συνδυασμοί είναι: ένας { -fc-general } μόνος του, δύο ή τρία ή τέσσερα ίδια φύλλα, { -fc-general }–{ -fc-advisor }–{ -fc-elephant } ή { -fc-chariot }–{ -fc-horse }–{ -fc-cannon } στο ίδιο χρώμα, { $soldiers ->
    [yes] τρεις { -fc-soldiers }
   *[no] τρία ίδια κομμάτια
} σε διαφορετικά χρώματα ή ένα κομμάτι και στα τέσσερα χρώματα.
fc-reason-dealt-triple-meld = Η { -fc-triple } που σου μοιράστηκε πρέπει να μείνει ενωμένη: χρησιμοποίησέ την ολόκληρη μόνο για { -fc-quad }.
