# The terminal (python -m bot play): its own sentences. What the games say comes from
# their own files; these frame it. “Typing” quotes show exactly what to type.

## Seats

term-compass-north = North
term-compass-east = East
term-compass-south = South
term-compass-west = West
# $name: a seat's name; marks the seat of the person at the keyboard.
term-seat-you = { $name } (you)

## Start and end

# $game: the game's title; $seat: the player's seat, counted from 1.
term-welcome = { $game }: you are seat { $seat }. Type “help” for the moves, “rules” for the rules, “quit” to stop.
term-goodbye = Goodbye — the game was not finished.
term-match-over = The match is over.
# $seats: how many seats the game has.
term-choose-seat = Choose a seat from 1 to { $seats }.

## The table

# $phase: the phase of the game, such as “Auction”.
term-phase = ── { $phase } ──
# A part of the table: $title (“Scores”) and its $body on the same line.
term-section = { $title }: { $body }
# The same when $body has several lines: they follow on the next lines.
term-section-lines = { $title }:
    { $body }
# $cards: the cards in the player's hand.
term-hand = Your hand: { $cards }
# $choices: every move the player may make now, by its label, separated by commas.
term-choices = Your choices: { $choices }

## The move list

# A run of moves by amount in even steps: $first is the first one's label (“Bid 50”),
# $last the last amount, $step the step between amounts.
term-run-steps = { $first } … { $last } in steps of { $step }
# A run of moves typed by code: $kind is the move (“Bid”), $span which codes.
term-run-coded = { $kind } { $span }
# Amounts from $first to $last.
term-range = { $first } … { $last }
# Amounts ($amounts, such as “28 … 56”) that each take one of the $endings (“S, H or N”).
term-coded-span = { $amounts } with { $endings }
# How to type a move of the run: $amount alone, or $typed (“bid 55”).
term-how-amount = type “{ $amount }” or “{ $typed }”
term-how-typed = type “{ $typed }”
# $code: a move's code (“28H”); $label: the same move in words (“28 hearts”).
term-how-code = type the code, like “{ $code }” ({ $label })
# A line of the move list for a run: $span (which moves) and $how (how to type one).
term-menu-run = { $span }: { $how }

## Help and rules

term-help-commands = Also: “rules” for the rules, “quit” to stop.
term-legend-title = What the signs mean:
# $game: the game's title.
term-no-rules = There are no rules pages for { $game } yet.
term-table-options = This table:

## Reading what was typed

# $ways: the ways to type a move now, as a list joined with “or”.
term-how-to-type = Type { $ways }.
term-way-number = a number from the list
# $code: an example code, such as “28H”.
term-way-code = a code like “{ $code }”
term-way-amount = an amount like “{ $amount }”
term-way-move = a move like “{ $typed }”
# $typed: what the player typed; $how: how to type a move (term-how-to-type).
term-card-not-now = “{ $typed }” is a card, but you can't use a card now. { $how }
term-not-a-move = “{ $typed }” is not a move. { $how }
# $options: the moves a typed number could mean, such as “bid 60” or “contract 60”.
term-which-move = Say which move you mean: { $options }.
# $number: the number typed; $last: the highest number in the move list.
term-no-number = There is no move number { $number }. { $last ->
        [1] The only one is 1.
       *[other] Pick 1 to { $last }.
    }
# A bare amount for moves that need more: $code is such a move (“28S”), $label its words.
term-needs-ending = “{ $number }” needs more: type a code like “{ $code }” ({ $label }).
