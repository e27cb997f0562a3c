# Huutopussi (bot/games/huutopussi/): every sentence, label, prompt, section, reason and event.
#
# Seats arrive as { $player }-style placeholders and are shown by the reader's name for them.
# Cards ({ $card }, { $cards }) are drawn faces such as A♠ or 10♥ in every language.
# The game's own words are terms below: set them once (Finnish players say huuto,
# valtti, mariaasi …) and every message follows.

## Terms

-hp-game = Huutopussi
# A bid in the auction (Finnish: huuto).
-hp-bid = bid
# The auction (Finnish: huutokauppa, tarjoaminen).
-hp-auction = { $form ->
   *[lower] auction
    [title] Auction
}
# The trump suit, as a plural noun (Finnish: valtti).
-hp-trumps = { $form ->
   *[lower] trumps
    [title] Trumps
}
# A king and queen of one suit declared together (Finnish: mariaasi).
-hp-marriage = { $form ->
   *[one] marriage
    [other] marriages
    [title] Marriages
}
# The declarer's target after the exchange.
-hp-contract = { $form ->
   *[lower] contract
    [title] Contract
}
# Throwing the cards in for a new deal.
-hp-redeal = redeal

## Suits, teams, the phase

# $suit: S, H, D or C.
hp-suit = { $suit ->
    [S] spades
    [H] hearts
    [D] diamonds
   *[C] clubs
}
# The same, starting a sentence.
hp-suit-title = { $suit ->
    [S] Spades
    [H] Hearts
    [D] Diamonds
   *[C] Clubs
}
# A partnership: two seats.
hp-team = { $first } & { $second }

hp-phase-auction = { -hp-auction(form: "title") }
hp-phase-exchange = Card exchange
hp-phase-contract = Naming the { -hp-contract }
hp-phase-play = Play
hp-phase-answer = { -hp-marriage(form: "title") } question
hp-phase-over = Match over

## Table sections

hp-section-scores = Scores
hp-section-auction = { -hp-auction(form: "title") }
hp-section-contract = { -hp-contract(form: "title") }
hp-section-trumps = { -hp-trumps(form: "title") }
# $number: which trick of the deal (1 to 9).
hp-section-trick = Trick { $number }
hp-section-last-trick = Last trick
hp-section-taken = Taken
hp-section-exchange = Exchange
hp-section-last-deal = Last deal

# $exceed: yes when a team must go over the target, no when reaching it is enough.
hp-scores = { $team0 }: { $score0 } · { $team1 }: { $score1 } ({ $exceed ->
    [yes] over { $target }
   *[no] to { $target }
})
# $calls: the calls so far, e.g. "Ann 50 · Ben pass".
hp-auction-calls = Dealer { $dealer }. { $calls }
hp-auction-no-calls = Dealer { $dealer }. No calls yet.
hp-call-bid = { $player } { $value }
hp-call-pass = { $player } pass
# After the auction: one line. $bid is the auction's bid, $contract what the pair plays for.
hp-contract-pending = { $declarer } won the { -hp-auction } at { $bid }; the { -hp-contract } is not named yet · dealer { $dealer }
hp-contract-kept = { $team } play for { $contract } · dealer { $dealer }
hp-contract-raised = { $team } play for { $contract } (bid { $bid }) · dealer { $dealer }
hp-contract-none = No { -hp-contract }: each pair scores what it takes · dealer { $dealer }
hp-trumps-none = None yet.
hp-trumps-suit = { $suit }.
# $marriages: a list of entries like "Ann hearts +100".
hp-trumps-marriages = { -hp-marriage(form: "title") }: { $marriages }.
hp-marriage-entry = { $player } { $suit } +{ $value }
hp-trick-entry = { $player } { $card }
hp-trick-empty = No cards yet.
# $plays: the four cards of the trick with who played them.
hp-last-trick = { $plays } — { $winner } won.
hp-taken-team = { $team }: { $points ->
    [one] 1 point
   *[other] { $points } points
}, { $tricks ->
    [one] 1 trick
   *[other] { $tricks } tricks
}
hp-exchange-gave = { $partner } gave { $cards }.
hp-exchange-returned = { $declarer } returned { $cards }.
hp-exchange-chosen = You chose { $cards } ({ $left } more to pick).
# $change0 and $change1 are signed, like +100 or -80.
hp-last-deal = Totals { $team0 } { $total0 }, { $team1 } { $total1 }; scored { $change0 } / { $change1 }.

## Prompts

hp-prompt-waiting = Waiting for { $player }.
hp-prompt-over = { $team } won the match.
hp-hint-auction-pass = It's the { -hp-auction }: pass.
hp-hint-auction-bid = It's the { -hp-auction }: { -hp-bid } at least { $low }, or pass.
hp-hint-auction-open = You open the { -hp-auction }: { -hp-bid } at least { $low }.
hp-hint-auction-open-banned = Your team is at { $line } or lower: open with the compulsory { -hp-bid } of { $low }.
hp-hint-redeal = You may also ask for a { -hp-redeal }.
# $example: one of the player's own cards.
hp-hint-give = { $left ->
    [one] Give your partner one more card, e.g. { $example }.
   *[other] Give your partner { $left } more cards, one at a time, e.g. { $example }.
}
hp-hint-return = { $left ->
    [one] Return one more card to your partner, e.g. { $example }.
   *[other] Return to your partner { $left } more cards, one at a time, e.g. { $example }.
}
hp-hint-contract = Name your { -hp-contract }, from { $bid } to { $max } ({ $bid } keeps it).
# $suits: the suits to choose from, as a list.
hp-hint-answer = Choose which { -hp-marriage } to declare: { $suits }.
hp-hint-window = You may declare a { -hp-marriage } or ask your partner, or lead a card (e.g. { $example }).
hp-hint-play = Play a card, e.g. { $example }.

## Labels (buttons and menus)

hp-label-play = { $card }
hp-label-give = Give { $card }
hp-label-return = Return { $card }
hp-label-bid = Bid { $value }
hp-label-contract = { -hp-contract(form: "title") } { $value }
hp-label-pass = Pass
hp-label-redeal = Ask for a { -hp-redeal }
hp-label-marriage = Marry { $suit } (+{ $value })
hp-label-ask = Ask partner for a { -hp-marriage }
hp-label-ask-half = Ask partner for the other half of { $suit }
hp-label-answer = Declare { $suit }

## Events

hp-event-bid = { $player } bids { $value }.
hp-event-pass = { $player } passes.
hp-event-auction-won = { $player } wins the { -hp-auction } at { $bid }.
hp-event-all-passed = Everybody passed: the deal is played with no { -hp-contract } and each pair scores what it takes. { $leader } leads.
hp-event-redeal = { $player } asks for a { -hp-redeal }. { $dealer } deals again; { $first } calls first.
hp-event-give = { $partner } gives { $declarer } { $count ->
    [one] one card
   *[other] { $count } cards
} face down.
hp-event-return = { $declarer } returns { $count ->
    [one] one card
   *[other] { $count } cards
} to { $partner }.
hp-event-contract-kept = { $player } keeps the { -hp-contract } at { $value }.
hp-event-contract-raised = { $player } raises the { -hp-contract } to { $value }.
hp-event-play = { $player } plays { $card }.
hp-event-trick = { $player } wins the trick with { $card }: { $points ->
    [one] 1 point
   *[other] { $points } points
}.
hp-event-last-trick = { $player } wins the trick with { $card }: { $points ->
    [one] 1 point
   *[other] { $points } points
}, +{ $bonus } for the last trick.
# $suit twice: the married suit, which is trumps from now on.
hp-event-marriage = { $player } marries { $suit }: +{ $value }, { $suit } are { -hp-trumps }.
hp-event-ask = { $player } asks { $partner } for a { -hp-marriage }.
hp-event-ask-half = { $player } asks { $partner } for { $card }.
hp-event-has-none = { $player } has none.
hp-event-shows = { $player } shows { $card }.
hp-event-lacks = { $player } does not have it.
# The deal's result for the declaring pair. $total: what the pair took; $change: signed.
hp-event-made = { $team } made { $contract } with { $total }: { $change }.
hp-event-failed = { $team } needed { $contract } but took { $total }: { $change }.
hp-event-declarer-no-trick = { $declarer } took no trick, so { $team } score { $change } ({ $total } taken for { $contract }).
# The same deal for the other pair.
hp-event-others-nothing = { $team } score nothing.
hp-event-others-score = { $team } score { $change }.
hp-event-others-no-trick = { $team } took no trick: { $change }.
hp-event-no-contract = No { -hp-contract }: { $team0 } score { $total0 }, { $team1 } score { $total1 }.
hp-event-match = { $team } win the match { $score } to { $other }!
hp-event-deal = { $dealer } deals; { $first } calls first.
hp-result = { $team } win { $score } to { $other }.

## Why a move is refused (each says what to do instead)

# $move: what the player typed; $hint: what to do now (a whole sentence).
hp-reason-unknown-move = “{ $move }” is not a { -hp-game } move. { $hint }
# $what: the kind of move tried.
hp-reason-wrong-phase = You can't { $what ->
    [bid] { -hp-bid }
    [pass] pass
    [redeal] ask for a { -hp-redeal }
    [give] give cards
    [return] return cards
    [contract] name the { -hp-contract }
    [play] play a card
    [marriage] declare a { -hp-marriage }
    [ask] ask your partner
   *[answer] answer
} now. { $hint }
hp-reason-no-argument = { $what ->
    [pass] To pass, just write pass.
   *[redeal] To ask for a { -hp-redeal }, just write redeal.
}
hp-reason-not-a-card = “{ $text }” is not a card. Write it like 10S, AH or Q♦.
hp-reason-card-missing = Say which card, e.g. { $example }.
hp-reason-not-in-pack = { $card } is not in the { -hp-game } pack (6 to ace only).
hp-reason-not-held = You don't hold { $card }.
hp-reason-bid-amount = A { -hp-bid } is an amount: write { $example } or bid { $example }.
hp-reason-contract-amount = The { -hp-contract } is an amount: write { $example } or contract { $example }.
hp-reason-bid-banned = Your team is at { $line } or lower, so you may not { -hp-bid }. Pass.
hp-reason-bid-banned-opening = Your team is at { $line } or lower, so you may only make the compulsory opening { -hp-bid } of { $low }.
hp-reason-bid-not-higher = You must { -hp-bid } more than { $high } (at least { $next }), or pass.
hp-reason-bid-below-min = The lowest { -hp-bid } is { $min }.
hp-reason-bid-above-max = The highest { -hp-bid } is { $max }.
hp-reason-bid-step = Bids go in steps of 5: { $value } is not allowed. Try { $next }.
hp-reason-must-open = You open the { -hp-auction }, so you must { -hp-bid } at least { $min }.
hp-reason-no-redeal = There are no redeals at this table.
hp-reason-redeal-four-sixes = You may ask for a { -hp-redeal } only when you or your pair hold all four sixes: on your first call, or while your pair exchanges cards.
hp-reason-redeal-seed = You may ask for a { -hp-redeal } only on your first call, and only with three sixes or no card above the jack.
hp-reason-already-chosen = You already chose { $card }. Pick another card.
hp-reason-contract-range = The { -hp-contract } must be a multiple of 5 from your { -hp-bid } { $bid } up to { $max }.
hp-reason-first-trick = On the first trick you must play { $cards }.
hp-reason-lead = You may lead { $cards }.
hp-reason-follow-and-beat = You must follow { $suit } and beat { $card } when you can: play { $cards }.
hp-reason-follow = You must follow suit ({ $suit }): play { $cards }.
hp-reason-trump = You have no { $suit }, so you must trump: play { $cards }.
hp-reason-overtrump = You have no { $suit }, so you must trump and beat { $card }: play { $cards }.
hp-reason-play-one-of = Play one of { $cards }.
# $rule: led when a window follows only a trick you led and won; any for any trick won.
hp-reason-no-window = You may declare only right after winning { $rule ->
    [any] a trick
   *[led] a trick you led
}, before you lead again. { $hint }
hp-reason-marriage-suit = A { -hp-marriage } needs its suit: write marriage H, D, C or S (or marriage hearts).
hp-reason-ask-suit = “{ $text }” is not a suit. Write ask H, D, C or S for a half (or just ask for a whole { -hp-marriage }).
hp-reason-already-married = { $suit } were already married this deal.
hp-reason-need-king-queen = You need both the king and the queen of { $suit } to marry them.
hp-reason-own-after-ask = You already asked your partner this deal, so you may no longer declare a { -hp-marriage } of your own.
hp-reason-own-after-partner-half = Your partner asked for a half this deal, so you may no longer declare a { -hp-marriage } of your own.
hp-reason-whole-after-half = You asked for a half this deal, so you may no longer ask for a whole { -hp-marriage }.
hp-reason-whole-after-partner-half = Your partner asked for a half this deal, so you may no longer ask for a whole { -hp-marriage }. You may still ask for a half.
hp-reason-whole-partner-lock = Your partner asked you for a { -hp-marriage } this deal, so you may not ask them for one. You may still ask for a half.
hp-reason-all-married = All four suits are married already.
hp-reason-half-needs-one = You may ask for the other half of { $suit } only when you hold exactly one of its king and queen.
hp-reason-answer = Choose one of your { -hp-marriage(form: "other") }: { $suits }.
