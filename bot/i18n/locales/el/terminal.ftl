# The terminal (python -m bot play): its own sentences. What the games say comes from
# their own files; these frame it. “Typing” quotes show exactly what to type.

## Seats

term-compass-north = Βορράς
term-compass-east = Ανατολή
term-compass-south = Νότος
term-compass-west = Δύση
# $name: a seat's name; marks the seat of the person at the keyboard.
term-seat-you = { $name } (εσύ)

## Start and end

# $game: the game's title; $seat: the player's seat, counted from 1.
term-welcome = { $game }: είσαι στη θέση { $seat }. Γράψε «help» για τις κινήσεις, «rules» για τους κανόνες, «quit» για να σταματήσεις.
term-goodbye = Αντίο — το παιχνίδι δεν τελείωσε.
term-match-over = Η παρτίδα τελείωσε.
# $seats: how many seats the game has.
term-choose-seat = Διάλεξε θέση από 1 έως { $seats }.

## The table

# $phase: the phase of the game, such as “Auction”.
term-phase = ── { $phase } ──
# A part of the table: $title (“Scores”) and its $body on the same line.
term-section = { $title }: { $body }
# The same when $body has several lines: they follow on the next lines.
term-section-lines = { $title }:
    { $body }
# $cards: the cards in the player's hand.
term-hand = Τα φύλλα σου: { $cards }
# $choices: every move the player may make now, by its label, separated by commas.
term-choices = Οι επιλογές σου: { $choices }

## The move list

# A run of moves by amount in even steps: $first is the first one's label (“Bid 50”),
# $last the last amount, $step the step between amounts.
term-run-steps = { $first } … { $last } ανά { $step }
# A run of moves typed by code: $kind is the move (“Bid”), $span which codes.
term-run-coded = { $kind } { $span }
# Amounts from $first to $last.
term-range = { $first } … { $last }
# Amounts ($amounts, such as “28 … 56”) that each take one of the $endings (“S, H or N”).
term-coded-span = { $amounts } με { $endings }
# How to type a move of the run: $amount alone, or $typed (“bid 55”).
term-how-amount = γράψε «{ $amount }» ή «{ $typed }»
term-how-typed = γράψε «{ $typed }»
# $code: a move's code (“28H”); $label: the same move in words (“28 hearts”).
term-how-code = γράψε τον κωδικό, π.χ. «{ $code }» ({ $label })
# A line of the move list for a run: $span (which moves) and $how (how to type one).
term-menu-run = { $span }: { $how }

## Help and rules

term-help-commands = Επίσης: «rules» για τους κανόνες, «quit» για να σταματήσεις.
term-legend-title = Τι σημαίνουν τα σύμβολα:
# $game: the game's title.
term-no-rules = Δεν υπάρχουν ακόμα σελίδες κανόνων για το παιχνίδι { $game }.
term-table-options = Αυτό το τραπέζι:

## Reading what was typed

# $ways: the ways to type a move now, as a list joined with “or”.
term-how-to-type = Γράψε { $ways }.
term-way-number = έναν αριθμό από τη λίστα
# $code: an example code, such as “28H”.
term-way-code = έναν κωδικό όπως «{ $code }»
term-way-amount = ένα ποσό όπως «{ $amount }»
term-way-move = μια κίνηση όπως «{ $typed }»
# $typed: what the player typed; $how: how to type a move (term-how-to-type).
term-card-not-now = Το «{ $typed }» είναι φύλλο, αλλά τώρα δεν μπορείς να παίξεις φύλλο. { $how }
term-not-a-move = Το «{ $typed }» δεν είναι κίνηση. { $how }
# $options: the moves a typed number could mean, such as “bid 60” or “contract 60”.
term-which-move = Πες ποια κίνηση εννοείς: { $options }.
# $number: the number typed; $last: the highest number in the move list.
term-no-number = Δεν υπάρχει κίνηση με αριθμό { $number }. { $last ->
        [1] Η μόνη είναι η 1.
       *[other] Διάλεξε από 1 έως { $last }.
    }
# A bare amount for moves that need more: $code is such a move (“28S”), $label its words.
term-needs-ending = Το «{ $number }» δεν φτάνει: γράψε έναν κωδικό όπως «{ $code }» ({ $label }).
