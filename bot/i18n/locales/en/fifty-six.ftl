# Fifty-Six (bot/games/fifty_six). Seats ($player, $dealer, …) are names the host fills in;
# $team is a list of a team's players ("Ann and Cleo"). Card faces ($card, $cards) are drawn
# the same in every language. Strain codes: S spades, H hearts, D diamonds, C clubs,
# N no-trumps.

## The game's own words

-fs-no-trumps = no-trumps
-fs-noes = noes
-fs-plus = plus
-fs-game-points = game points
-fs-card-points = points
-fs-tables = tables
-fs-table-cards = table cards

## Suits, bids and contracts

# A strain as a bid names it: $strain is a strain code.
fs-strain = { $strain ->
        [S] spades
        [H] hearts
        [D] diamonds
        [C] clubs
       *[N] { -fs-no-trumps }
    }
# One card of a suit ("follow suit with a spade"): $strain is a strain code.
fs-strain-one = { $strain ->
        [S] spade
        [H] heart
        [D] diamond
        [C] club
       *[N] no-trump
    }
# A bid: "28 spades". $strain is fs-strain.
fs-bid = { $amount } { $strain }
# A contract with its doubling: $bid is fs-bid, $multiplier 1, 2 or 4.
fs-contract = { $multiplier ->
        [2] { $bid }, doubled
        [4] { $bid }, redoubled
       *[other] { $bid }
    }
# A contract and the team that plays it.
fs-contract-by = { $multiplier ->
        [2] { $bid } by { $team }, doubled
        [4] { $bid } by { $team }, redoubled
       *[other] { $bid } by { $team }
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
fs-bid-as-said = { $bid } (“{ $said }”)
# A call and what it shows: "28 spades — shows the top spade (J♠)".
fs-call-shows = { $call } — { $meaning }

## What a bid's form shows (spec §12: information only, never checked)

# How many top cards: $count, $one is fs-strain-one, $suit is fs-strain.
fs-tops-count = { $count ->
        [1] the top { $one }
        [2] two top { $suit }
        [3] three top { $suit }
        [4] four top { $suit }
        [5] five top { $suit }
        [6] six top { $suit }
        [7] seven top { $suit }
        [8] eight top { $suit }
       *[other] { $count } top { $suit }
    }
# More top cards claimed than are left to announce, some left.
fs-tops-rest = all the remaining top { $suit }
# $top is fs-tops-count or fs-tops-rest; $cards the top cards that shows.
fs-meaning-number-suit = shows { $top } ({ $cards })
fs-meaning-number-suit-opening = shows { $top } ({ $cards }) and about four or more { $suit }
fs-meaning-plus-suit = shows { $top } and no other { $one } ({ $cards })
# More top cards claimed than remain, none left.
fs-meaning-beyond = shows more top { $suit } than remain
fs-meaning-beyond-opening = shows more top { $suit } than remain and about four or more { $suit }
fs-meaning-plus-beyond = shows more top { $suit } than remain and no other { $one }
fs-meaning-suit-number = shows a good { $one } suit without its top card
fs-meaning-suit-number-opening = shows a good { $one } suit without its top card, about five or more { $suit }
fs-meaning-number-nt = shows no especially good suit but a fairly strong hand
fs-meaning-void = shows a void in { $suit }

## Labels of moves

fs-label-pass = Pass
fs-label-double = Double
fs-label-redouble = Redouble
# A bid whose form announces cards says so before it is picked: $call, then what it shows.
fs-label-shows-cards = { $call } — shows { $cards }
fs-label-shows-cards-only = { $call } — shows { $cards } and no other { $one }
fs-label-shows-beyond = { $call } — shows more top { $suit } than remain
fs-label-shows-no-top = { $call } — shows a good { $one } suit without its top card
fs-label-shows-void = { $call } — shows a void in { $suit }

## Phases

fs-phase-auction = Auction
fs-phase-play = Play — trick { $trick } of { $tricks }
fs-phase-over = Match over

## Prompts

fs-prompt-over = The match is over: { $team } won.
fs-prompt-wait-call = Waiting for { $player } to call.
fs-prompt-wait-play = Waiting for { $player } to play.
fs-prompt-redouble-now = You may redouble { $bid } now, or wait for { $player }.
# $choices: what may be called now, as a list (fs-choice-*).
fs-prompt-call = Your call: { $choices }.
fs-prompt-lead = Your lead: play any card.
fs-prompt-lead-no-trumps = Your lead: play a card (trumps are not open yet).
fs-prompt-follow = Follow suit with a { $one }.
fs-prompt-void = You have no { $suit } — play any card.

# What a seat may call, listed: "bid 31 or more, double or pass".
fs-choice-bid = bid { $low } or more
fs-choice-double = double
fs-choice-redouble = redouble
fs-choice-pass = pass
fs-choices = You may { $choices }.
fs-choices-wait = Wait for { $player }.

## Sections of the table

fs-section-scores = Scores
fs-section-table-cards = Table cards
fs-section-tables = Tables
fs-section-draw = Draw for dealer
fs-section-dealer = Dealer
fs-section-auction = Auction
fs-section-contract = Contract
fs-section-trick = Trick
fs-section-last-trick = Last trick
fs-section-last-deal = Last deal

# $team0, $team1: the two teams; $gp0, $gp1: their game points.
fs-scores = { $team0 }: { $gp0 } · { $team1 }: { $gp1 } ({ -fs-game-points }; { $target } wins)
fs-scores-tables = { $team0 }: { $gp0 } · { $team1 }: { $gp1 } ({ -fs-game-points } won; the { -fs-tables } decide the match)
# The table cards (spec §10): the even team plays red, the odd team black. $left0: the even
# team's own red cards left, $got0: black cards it received; the same for the odd team.
fs-table-cards-left = { $team0 }: { $left0 } red left, { $got0 } black received · { $team1 }: { $left1 } black left, { $got1 } red received
fs-tables-left = { $team0 }: { $tables0 } · { $team1 }: { $tables1 } (a deal's losers pay its { -fs-game-points } in { -fs-tables }; a team that can't pay loses)
# One round of the draw for dealer: $draws is the players with their cards.
fs-dealer = { $dealer } dealt; play goes to the { $side ->
        [left] left
       *[right] right
    }, starting with { $first }.
fs-auction-doubled = ({ $bid } doubled)
fs-auction-redoubled = ({ $bid } redoubled)
# One call in the auction's list: "Ann: 28 spades — shows the top spade (J♠)".
fs-line-call = { $player }: { $call }
fs-line-pass = { $player }: pass
fs-line-double = { $player }: double
fs-line-redouble = { $player }: redouble
# The auction on one line once play has begun: "Ann 28 spades (shows J♠) · Ben doubled".
fs-brief-bid = { $player } { $bid }
fs-brief-bid-shows = { $player } { $bid } (shows { $cards })
fs-brief-bid-void = { $player } { $bid } (void in { $suit })
fs-brief-bid-no-top = { $player } { $bid } (no top { $one })
fs-brief-double = { $player } doubled
fs-brief-redouble = { $player } redoubled
fs-brief-all-pass = Everybody passed.
# $contract is fs-contract-by; $points0/$points1: card points each team has taken so far.
fs-contract-line = { $contract }. Card { -fs-card-points } so far: { $points0 }–{ $points1 }.
fs-contract-line-all-pass = { $contract } (everybody passed). Card { -fs-card-points } so far: { $points0 }–{ $points1 }.
fs-to-lead = { $player } to lead.
# $plays: the trick's cards by player; $winner took it.
fs-last-trick = { $plays } → { $winner }
# The last deal: $bid, ×$multiplier, the bidding team's card $points, the team that scored $gp.
fs-last-deal-made = { $bid } ×{ $multiplier } made ({ $points } { -fs-card-points }): { $team } +{ $gp }
fs-last-deal-failed = { $bid } ×{ $multiplier } failed ({ $points } { -fs-card-points }): { $team } +{ $gp }

## Events

fs-event-play = { $player } plays { $card }.
fs-event-trick = { $player } wins the trick ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    }).
# $team took $took card points and made $contract (fs-contract).
fs-event-made = { $team } took { $took } of 56 { -fs-card-points } and made { $contract }: they score { $gp ->
        [one] { $gp } game point
       *[other] { $gp } { -fs-game-points }
    }.
fs-event-failed = { $team } took only { $took } of 56 { -fs-card-points } and failed { $contract }: { $scorers } score { $gp ->
        [one] { $gp } game point
       *[other] { $gp } { -fs-game-points }
    }.
fs-event-match = { $team } win the match!
fs-event-redeal-no-points = A hand is too weak (no J, 9, A or 10): { $dealer } deals again.
fs-event-redeal-weak = A hand is too weak (a hand worth 2 points or less, or a team without a jack): { $dealer } deals again.
# $cutter cuts, $dealer deals $each cards each; $first, on the dealer's $side, calls first.
fs-event-deal = { $cutter } cuts and { $dealer } deals { $each } cards each, one at a time; { $first } (on the dealer's { $side ->
        [left] left
       *[right] right
    }) calls first.
fs-event-pass = { $player } passes.
fs-event-double = { $player } doubles { $bid }.
fs-event-redouble = { $player } redoubles { $bid }.
# $call: the bid as said (maybe with what it shows).
fs-event-bid = { $player } bids { $call }.
fs-event-bid-double-off = { $player } bids { $call }; the double is off.
fs-event-forced = Everybody passed: { $player } must now bid 28 or more.
fs-event-contract = Contract: { $contract }. { $leader } leads.
fs-event-all-pass = Everybody passed: { $team } play 28 { -fs-no-trumps }. { $leader } leads.

fs-summary = { $team } win the match, { $gp }–{ $other } in { -fs-game-points }.

## Reasons a move is refused (each says what to do instead)

fs-how-to-bid = Say a bid like 28 spades, spades 28, plus 1 hearts, 30 no-trumps, 29 noes or plus 1 noes — or pass.
fs-how-to-play = Play a card, like play JS.
# $form: what was typed as a form; $forms: the form ids that exist.
fs-reason-not-a-form = “{ $form }” is not a call form. Use one of: { $forms }.
fs-reason-form-names-suit = The form { $form } names a suit: “{ $typed }” doesn't match it.
fs-reason-form-names-nt = The form { $form } names no-trumps (N): “{ $typed }” doesn't match it.
# $how: fs-how-to-bid.
fs-reason-not-a-call = “{ $typed }” is not a call. { $how }
fs-reason-needs-suit = A bid needs a suit: { $amount }S or { $amount } spades (or { $amount } no-trumps).
fs-reason-not-a-move = “{ $typed }” is not a move in Fifty-Six. { $how }
# $kind: pass, double or redouble, typed with something after it.
fs-reason-no-argument = “{ $typed }”: { $kind } takes nothing after it. Say just { $kind }.
fs-reason-say-which-bid = Say which bid. { $how }
fs-reason-auction-on = The auction is still on — bid, double, redouble or pass; cards are played after it.
fs-reason-auction-over = The auction is over — play a card.
fs-reason-only-redouble = It is not your turn — you may only redouble now, or wait for { $player }.
fs-reason-must-open = You must open the bidding: bid 28 or more in any trump or no-trumps.
# $choices: fs-choices or fs-choices-wait.
fs-reason-no-bid-to-double = There is no bid to double yet. { $choices }
fs-reason-own-bid = You can't double { $bid }: it is your own team's bid. { $choices }
fs-reason-already-doubled = { $bid } is already doubled — a bid can be doubled only once. { $choices }
fs-reason-no-double = There is no double to redouble. { $choices }
fs-reason-already-redoubled = { $bid } is already redoubled. { $choices }
fs-reason-only-doubled-team = Only the team whose bid was doubled can redouble. { $choices }
# $said: the call as typed in its form.
fs-reason-plus-no-bid = “{ $said }” needs a bid to add to, and there is none yet. Open with a number, like 28 spades.
fs-reason-plus-too-high = “{ $said }” would make { $amount }, but 56 is the highest bid. Add at most { $most }.
fs-reason-plus-too-high-at-56 = “{ $said }” would make { $amount }, but 56 is the highest bid.
fs-reason-plus-zero = “plus 0” adds nothing: say plus 1 or more.
fs-reason-plus-form-no-bid = A “plus” call needs a bid to add to, and there is none yet. Open with a number, like { $bid }.
fs-reason-too-high = { $amount } is too high: 56 is the highest bid.
fs-reason-not-higher = The bid is { $bid } — bid at least { $least } (a new trump at the same number is not higher), or pass.
fs-reason-below-minimum = Bids start at 28. { $choices }
fs-reason-not-a-card = “{ $typed }” is not a card. Write it like 10S, AH or Q♦.
fs-reason-not-held = You don't hold { $card }. Play a card from your hand.
# $symbol: the suit's symbol (♠).
fs-reason-follow = You must follow suit: play a { $one } ({ $symbol }).
fs-reason-trump-lead = Trumps ({ $suit }) can't be led before a trump has been played. Lead another suit.
