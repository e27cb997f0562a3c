# The terminal (python -m bot play): its own sentences. What the games say comes from
# their own files; these frame it. “Typing” quotes show exactly what to type.

## Seats

term-compass-north = Pohjoinen
term-compass-east = Itä
term-compass-south = Etelä
term-compass-west = Länsi
# $name: a seat's name; marks the seat of the person at the keyboard.
term-seat-you = { $name } (sinä)

## Start and end

# $game: the game's title; $seat: the player's seat, counted from 1.
term-welcome = { $game }: olet paikalla { $seat }. Kirjoita ”help” (siirrot), ”rules” (säännöt) tai ”quit” (lopetus).
term-goodbye = Näkemiin — peli jäi kesken.
term-match-over = Ottelu on päättynyt.
# $seats: how many seats the game has.
term-choose-seat = Valitse paikka väliltä 1–{ $seats }.

## The table

# $phase: the phase of the game, such as “Auction”.
term-phase = ── { $phase } ──
# A part of the table: $title (“Scores”) and its $body on the same line.
term-section = { $title }: { $body }
# The same when $body has several lines: they follow on the next lines.
term-section-lines = { $title }:
    { $body }
# $cards: the cards in the player's hand.
term-hand = Kätesi: { $cards }
# $choices: every move the player may make now, by its label, separated by commas.
term-choices = Vaihtoehtosi: { $choices }

## The move list

# A run of moves by amount in even steps: $first is the first one's label (“Bid 50”),
# $last the last amount, $step the step between amounts.
term-run-steps = { $first } … { $last } { $step }:n välein
# A run of moves typed by code: $kind is the move (“Bid”), $span which codes.
term-run-coded = { $kind } { $span }
# Amounts from $first to $last.
term-range = { $first } … { $last }
# Amounts ($amounts, such as “28 … 56”) that each take one of the $endings (“S, H or N”).
term-coded-span = { $amounts }, perään { $endings }
# How to type a move of the run: $amount alone, or $typed (“bid 55”).
term-how-amount = kirjoita ”{ $amount }” tai ”{ $typed }”
term-how-typed = kirjoita ”{ $typed }”
# $code: a move's code (“28H”); $label: the same move in words (“28 hearts”).
term-how-code = kirjoita koodi, esim. ”{ $code }” ({ $label })
# A line of the move list for a run: $span (which moves) and $how (how to type one).
term-menu-run = { $span }: { $how }

## Help and rules

term-help-commands = Lisäksi: ”rules” näyttää säännöt, ”quit” lopettaa.
term-legend-title = Merkkien selitykset:
# $game: the game's title.
term-no-rules = Pelille { $game } ei ole vielä sääntösivuja.
term-table-options = Tämä pöytä:

## Reading what was typed

# $ways: the ways to type a move now, as a list joined with “or”.
term-how-to-type = Kirjoita { $ways }.
term-way-number = numero listalta
# $code: an example code, such as “28H”.
term-way-code = koodi, esim. ”{ $code }”
term-way-amount = määrä, esim. ”{ $amount }”
term-way-move = siirto, esim. ”{ $typed }”
# $typed: what the player typed; $how: how to type a move (term-how-to-type).
term-card-not-now = ”{ $typed }” on kortti, mutta korttia ei voi käyttää nyt. { $how }
term-not-a-move = ”{ $typed }” ei ole siirto. { $how }
# $options: the moves a typed number could mean, such as “bid 60” or “contract 60”.
term-which-move = Kerro, mitä siirtoa tarkoitat: { $options }.
# $number: the number typed; $last: the highest number in the move list.
term-no-number = Siirtoa numero { $number } ei ole. { $last ->
        [1] Ainoa on 1.
       *[other] Valitse 1–{ $last }.
    }
# A bare amount for moves that need more: $code is such a move (“28S”), $label its words.
term-needs-ending = ”{ $number }” ei yksin riitä: kirjoita koodi, esim. ”{ $code }” ({ $label }).
