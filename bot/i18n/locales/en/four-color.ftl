# Four Color Cards (四色牌 / Tứ sắc): bot/games/four_color/.
#
# Card faces ($card, $cards) are a colour square and the Chinese chess character printed
# on the card (🟥俥); they stay the same in every language. Seats ($player, $dealer,
# $exposer, $turn, $winners, $payers) are names filled in by the host.
# Typed moves and card codes (discard RC, meld RC+RH+RN, pass, win, triple, quad, draw,
# decline, keep, mulligan) are what players type: keep them as they are.

## Game words: set once here, used by every message below.

-fc-general = General
-fc-generals = Generals
-fc-advisor = Advisor
-fc-elephant = Elephant
-fc-chariot = Chariot
-fc-horse = Horse
-fc-cannon = Cannon
-fc-soldier = Soldier
-fc-soldiers = Soldiers
-fc-joker = joker
-fc-single = single
-fc-singles = singles
-fc-pair = pair
-fc-command = command
-fc-field = field
-fc-triple = triple
-fc-tricolour = tricolour
-fc-quad = quad
-fc-fourcolour = fourcolour
# The mahjong word for claiming a card to make a triple.
-fc-pong = pong
-fc-mulligan = mulligan
-fc-stock = stock

## Meld kinds and pieces, as other messages name them.

fc-kind-single = { -fc-single }
fc-kind-pair = { -fc-pair }
fc-kind-command = { -fc-command }
fc-kind-field = { -fc-field }
fc-kind-triple = { -fc-triple }
fc-kind-tricolour = { -fc-tricolour }
fc-kind-quad = { -fc-quad }
fc-kind-fourcolour = { -fc-fourcolour }

fc-claim-win = win
fc-claim-quad = { -fc-quad }
fc-claim-triple = { -fc-triple }

## The legend a host shows on "help". $general … $soldier: the piece's two faces
## (red/yellow character, green/white character); $joker: the joker's face.

fc-legend =
    Each card is a colour and a Chinese chess piece: 🟥 red, 🟨 yellow, 🟩 green, ⬜ white.
    Type a card as its colour letter (R Y G W) then its piece letter:
    G { -fc-general } { $general } · A { -fc-advisor } { $advisor } · E { -fc-elephant } { $elephant } · C { -fc-chariot } { $chariot } · H { -fc-horse } { $horse } · N { -fc-cannon } { $cannon } · S { -fc-soldier } { $soldier } · JK { -fc-joker } { $joker }
    e.g. RC is the red { -fc-chariot }, WS the white { -fc-soldier }; “red chariot” works too.
    On the table: [ … ] is an exposed meld, “(dealt)” a quad shown at the deal, and * marks the meld that won the last deal. “Dealt triples marked” counts three identical cards a player was dealt and keeps hidden.

## Phases (the table's heading). $deal: the deal's number.

fc-phase-mulligan = Deal { $deal }: { -fc-mulligan } check
fc-phase-opening = Deal { $deal }: the dealer's opening discard
fc-phase-discard = Deal { $deal }: discard
fc-phase-window = Deal { $deal }: { $card } on the table
fc-phase-over = Match over

## Sections of the table.

fc-section-scores = Scores
fc-section-on-table = On the table
fc-section-table = Table
fc-section-stock = Stock
fc-section-last-deal = Last deal

fc-score = { $player } { $points }
# $scores: every seat's "name points", separated by dots.
fc-scores = { $scores } (deal { $deal } of { $deals }, dealer { $dealer })
fc-stock = { $count ->
    [one] 1 card
   *[other] { $count } cards
}
# One seat's line. $dealer: true for the dealer; $hidden: concealed cards;
# $melds: its melds on the table; $discards: its discard pile (newest last);
# $marks: how many dealt triples it has marked.
fc-table-seat = { $player }{ $dealer ->
    [true] { " " }(dealer)
   *[false] {""}
}: { $hidden } hidden · { $melds } · discards: { $discards }{ $marks ->
    [0] {""}
    [one] { " · " }1 dealt triple marked
   *[other] { " · " }{ $marks } dealt triples marked
}
fc-no-melds = no melds
fc-no-discards = none
fc-meld = [{ $cards }]
fc-meld-dealt = [{ $cards }] (dealt)
fc-meld-winning = [{ $cards }]*

## The open claim window. $exposer drew or discarded $card; $turn may use it first.

fc-window-drawn = { $exposer } drew { $card } (to meld or discard).
fc-window-discarded = { $exposer } discarded { $card }; { $turn } may take it for a meld, or draw.
fc-window-discarded-draw-only = { $exposer } discarded { $card }; { $turn } has no meld with it and draws.
# $shown: one of the three sentences above.
fc-window-everyone = { $shown } Everyone else may claim it to win, or for a { -fc-triple } or { -fc-quad }: every player answers (claim or pass).
fc-window-claimants = { $shown } Players who can claim it (to win, or for a { -fc-triple } or { -fc-quad }) answer.

## Last deal.

fc-last-draw = Drawn: the { -fc-stock } ran out. No payments.
fc-last-mulligan = { $player } called a { -fc-mulligan }; the deal was replayed.
# $shown: the winner's melds on the table, the winning meld marked with *;
# $concealed: how the rest of the hand was counted.
fc-last-win = { $player } won { $value }: { $shown } · concealed { $concealed }

## Prompts: what the reader should do now.

fc-prompt-waiting-answers = Waiting for answers on { $card }.
fc-prompt-waiting = Waiting for { $waiting }.
fc-prompt-mulligan = Your hand has no { -fc-general } and no three of a kind: { -fc-mulligan } or keep?
fc-prompt-keep = Keep your hand (only a hand without { -fc-generals } or triples may redeal).
fc-prompt-opening = You are the dealer: discard one card to start (never a { -fc-general }).
fc-prompt-declare-or-discard = Every hidden card fits in a meld: declare your win, or discard.
fc-prompt-discard = Discard a card from your hand (never a { -fc-general }).
# $win: true when the card would complete the reader's hand.
fc-prompt-drawn = You drew { $card }: meld it, or discard it.{ $win ->
    [true] { " " }You can win with it!
   *[false] {""}
}
fc-prompt-drawn-keep = You drew { $card }: meld it (it can't be discarded).{ $win ->
    [true] { " " }You can win with it!
   *[false] {""}
}
fc-prompt-decline-only = You drew { $card }: it fits none of your melds, so discard it.
fc-prompt-take-or-draw = { $exposer } discarded { $card }: take it for a meld, or draw from the { -fc-stock }.{ $win ->
    [true] { " " }You can win with it!
   *[false] {""}
}
fc-prompt-draw-only = { $exposer } discarded { $card }: it fits none of your melds, so draw from the { -fc-stock }.
fc-prompt-pass-only = { $card } is on the table: pass (you have no claim).
# $choices: the claims the reader may make (win, quad, triple), as a list.
fc-prompt-claim = You may claim { $card } ({ $choices }) — or pass.

## Labels of moves (buttons and menus).

fc-label-discard = Discard { $card }
# $card: the card taken; $cards: the whole meld; $kind: the meld's kind.
fc-label-take = Take { $card }: { $cards } ({ $kind })
fc-label-meld = Meld { $card }: { $cards } ({ $kind })
fc-label-win-with = Win with { $card }
fc-label-declare = Declare a win
fc-label-quad = Claim { $card } for a { -fc-quad }
fc-label-triple = Claim { $card } for a { -fc-triple } ({ -fc-pong })
fc-label-pass = Pass
fc-label-draw = Draw from the { -fc-stock }
fc-label-draw-empty = Draw (the { -fc-stock } is empty: the deal is drawn)
fc-label-decline = Discard the drawn { $card }
fc-label-mulligan = Call a { -fc-mulligan } (redeal)
fc-label-keep = Keep this hand

## Events (told to everyone).

fc-event-open = { $player } opens with { $card }.
fc-event-discard = { $player } discards { $card }.
fc-event-draw = { $player } draws { $card }.
fc-event-decline = { $player } discards the drawn { $card }.
# $cards: the whole meld; $kind: its kind.
fc-event-meld = { $player } melds { $card }: { $cards } ({ $kind }).
fc-event-take = { $player } takes { $card }: { $cards } ({ $kind }).
# $exposer drew (or discarded) $card and $player claims it; $kind: quad or triple.
fc-event-claim-drawn = { $player } claims { $exposer }'s drawn { $card } for a { $kind }.
fc-event-claim-discarded = { $player } claims { $exposer }'s discarded { $card } for a { $kind }.
fc-event-no-mulligan = Nobody calls a { -fc-mulligan }. { $dealer } (dealer) discards first.
fc-event-mulligan = { $player } calls a { -fc-mulligan }: the deal is void and { $dealer } deals again.
# $value: what the hand is worth; $payers: everyone else; $count: how many they are.
fc-event-win-hand = { $player } declares a win, worth { $value }. { $payers } { $count ->
    [one] pays { $value }
   *[other] pay { $value } each
}.
fc-event-win-drawn = { $player } wins with the drawn { $card }, worth { $value }. { $payers } { $count ->
    [one] pays { $value }
   *[other] pay { $value } each
}.
fc-event-win-discard = { $player } wins with { $exposer }'s { $card }, worth { $value }. { $payers } { $count ->
    [one] pays { $value }
   *[other] pay { $value } each
}.
fc-event-stock-empty = { $player } must draw but the { -fc-stock } is empty: the deal is drawn. { $dealer } deals again.
fc-event-deal = Deal { $number } of { $deals }: { $dealer } deals.
# $winners: the seat(s) with the top score; $count: how many.
fc-result = { $winners } { $count ->
    [one] wins
   *[other] win
} with { $points ->
    [one] 1 point
   *[other] { $points } points
}.

## Why a move is refused, and what to do instead.

# $move: the move typed (pass, draw, win …), which takes nothing after it.
fc-reason-no-argument = “{ $move }” takes nothing after it: type just { $move }.
fc-reason-own-discard = You can't claim { $card }: you discarded it yourself.
fc-reason-answered = You have already answered for { $card }. Wait for the other players.
fc-reason-no-claim = You can't claim { $card }: you need two or three of it in your hand, or a hand it completes.
fc-reason-too-late = Too late: the claim window for { $card } has closed. Claim a card right after it is drawn or discarded.
fc-reason-nothing-to-claim = There is no card to claim right now.
fc-reason-mulligan-not-weak = You can call a { -fc-mulligan } only with no { -fc-general } and no three or four identical cards. Choose keep.
fc-reason-mulligan-first = First decide on the { -fc-mulligan }: type mulligan or keep.
fc-reason-dealer-first = The dealer can't win before their first discard. Discard a card to start the deal.
fc-reason-incomplete = Your hand isn't complete: every concealed card must fit in a meld. Discard a card instead.
fc-reason-already-taken = You have already taken your card this turn. Discard a card now.
# $code: one of the reader's own cards, as an example of what to type.
fc-reason-discard-now = Discard a card now: type discard { $code }, or just { $code }.
fc-reason-general-discard = You may never discard a { -fc-general } ({ $card }): it stays as a { -fc-single }. Discard another card.
fc-reason-joker-discard = A { -fc-joker } can never be discarded. Discard another card.
# $code: the card's code, e.g. RN.
fc-reason-not-held = You don't hold { $card } ({ $code }) in your concealed hand. Discard one of your own cards.
fc-reason-dealt-triple-discard = Your dealt { -fc-triple } of { $card } must stay together. Discard another card.
# $text: what the player typed.
fc-reason-not-a-card = “{ $text }” is not a Four Color card. Write colour then piece, like RC (red { -fc-chariot }) or WS (white { -fc-soldier }).
# $what: general or joker.
fc-reason-must-keep = A drawn { $what ->
    [joker] { -fc-joker }
   *[general] { -fc-general }
} can't be discarded: meld { $card } (at least as a { -fc-single }).
fc-reason-turn-discarded = It is your turn: take { $card } with a meld (e.g. meld { $code }+…), or draw from the { -fc-stock }.
fc-reason-turn-drawn = It is your turn: meld { $card } (e.g. meld { $code }+…), or discard it (decline).
fc-reason-drawn-already = You have drawn { $card } already: meld it or decline.
fc-reason-take-or-draw = Take { $card } with a meld or draw from the { -fc-stock }.
fc-reason-answer-discarded = First answer for { $card }: take it with a meld (meld { $code }+…), draw or win.
fc-reason-answer-drawn = First answer for { $card }: meld it (meld { $code }+…), decline or win.
fc-reason-out-of-turn-meld = Out of turn you may claim { $card } only to win or for a { -fc-triple } or { -fc-quad } (type win, triple or quad), or pass.
# $choices: the answers the reader may type.
fc-reason-answer-claim = Answer the claim on { $card } first: { $choices }.
fc-reason-no-win = You can't win with { $card }: no meld with it leaves your whole concealed hand in melds.
fc-reason-joker-claim = A { -fc-joker } can be claimed only to win.
fc-reason-general-triple = A { -fc-general } can't be claimed for a { -fc-triple }: three { -fc-generals } are three { -fc-singles }.
fc-reason-general-only-win = At this table a { -fc-general } may be claimed only to win.
fc-reason-dealt-triple-claim = Your dealt { -fc-triple } of { $card } must stay together: claim a { -fc-quad } instead.
# $kind: quad or triple; $need: copies of $card needed in hand (2 or 3); $held: copies held.
fc-reason-claim-short = You can't claim { $card } for a { $kind }: you need { $need ->
    [2] two
    [3] three
   *[other] { $need }
} { $card } in your concealed hand and hold { $held }.
fc-reason-name-meld = Name the whole meld, e.g. meld { $code }+… with the cards from your hand.
fc-reason-meld-without-card = Your meld must include { $card }, the card you are taking.
# $count: how many of $card the meld needs from the hand.
fc-reason-meld-not-held = You don't hold { $count ->
    [1] {""}
    [2] two{ " " }
    [3] three{ " " }
   *[other] { $count }{ " " }
}{ $card } ({ $code }) in your concealed hand: a meld may use only your own concealed cards.
# $hint: the list of melds (fc-hint-melds).
fc-reason-not-a-meld = { $cards } is not a meld. { $hint }
# $soldiers: yes when only Soldiers make a tricolour at this table.
fc-hint-melds = Melds are: a { -fc-general } alone; two or three or four identical cards; { -fc-general }-{ -fc-advisor }-{ -fc-elephant } or { -fc-chariot }-{ -fc-horse }-{ -fc-cannon } of one colour; { $soldiers ->
    [yes] three { -fc-soldiers }
   *[no] three of one piece
} in different colours; or one piece in all four colours.
fc-reason-dealt-triple-meld = Your dealt { -fc-triple } must stay together: use all three only to make a { -fc-quad }.
