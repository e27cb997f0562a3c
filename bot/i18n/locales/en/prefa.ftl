## Prefa (Greek Preference): bot/games/prefa. Seats ($player, $declarer …) are names.
## The game's own words are terms: set each once and every message below follows.

# The pot (Greek: κάσα): each player's count, worked down to zero over the match.
-pf-pot = { $form ->
   *[one] pot
    [many] pots
    [title] Pots
}
# Chips (Greek: καπίκια): what moves between the players; the final score.
-pf-chips = { $form ->
   *[many] chips
    [title] Chips
}
# The two face-down cards the declarer picks up after the auction.
-pf-kitty = { $form ->
   *[one] kitty
    [title] Kitty
}
-pf-contract = { $form ->
   *[one] contract
    [title] Contract
}
# The call that takes over the contract bid so far (Greek-style "good").
-pf-same = { $form ->
   *[quoted] “same”
    [title] Same
}
# A defender who plays alone: the other defender's cards stay out.
-pf-alone = alone
# A defender who takes the other defender along (Greek: μαζί).
-pf-together = together
-pf-no-trumps = no-trumps
# Written after the level in a no-trumps contract: 7NT.
-pf-nt = NT
# A contract's worth in pot points (and chips per trick).
-pf-game-value = game value

## Contracts, suits, phases

# A contract: $level (6–10 tricks) and $denom, the suit code (S C D H) or NT.
pf-contract = { $level }{ $denom ->
    [S] ♠
    [C] ♣
    [D] ♦
    [H] ♥
   *[NT] { -pf-nt }
}
# $suit: a suit code, S C D H.
pf-suit-many = { $suit ->
    [S] spades
    [C] clubs
    [D] diamonds
   *[H] hearts
}
pf-suit-one = { $suit ->
    [S] spade
    [C] club
    [D] diamond
   *[H] heart
}
pf-phase-auction = Auction
pf-phase-discard = Declarer discards
pf-phase-contract = Declarer names the { -pf-contract }
pf-phase-defend = Defenders decide
pf-phase-play = Play
pf-phase-over = Match over

## The table

pf-section-pots = { -pf-pot(form: "title") }
pf-section-chips = { -pf-chips(form: "title") }
pf-section-dealer = Dealer
pf-section-auction = Auction
pf-section-contract = { -pf-contract(form: "title") }
pf-section-defence = Defence
pf-section-kitty = { -pf-kitty(form: "title") }
pf-section-trick = Trick
pf-section-last-trick = Last trick
pf-section-tricks = Tricks taken
pf-section-last-deal = Last deal
# A seat and what goes with it in a list: pots, chips, tricks, a card played, a call.
pf-seat-with = { $player } { $what }
pf-call-pass = pass
pf-call-same = { -pf-same }
pf-call-play = play
pf-call-alone = { -pf-alone }
pf-call-together = { -pf-together }
pf-contract-won = { $player } won at { $bid }
# $value: the contract's game value (pot points, and chips per trick).
pf-contract-named = { $player } won at { $bid }; { -pf-contract } { $contract } ({ -pf-game-value } { $value })
pf-kitty-took = you took { $cards }
pf-kitty-discarded = you took { $cards }; you discarded { $discards }

## Prompts: what to do now

pf-prompt-waiting = Waiting for { $player }.
pf-hint-open = Bid any { -pf-contract } from { $low } to { $high }, or pass.
pf-hint-same = Say { -pf-same } to take over { $contract }, or pass.
pf-hint-next = Bid { $contract } or pass.
pf-hint-top = Nothing is above { $contract }: pass.
# $left: how many cards are still to be discarded (1 or 2).
pf-hint-discard = { $left ->
    [one] Discard one more card face down.
   *[other] Discard two cards face down.
}
pf-hint-contract = Name your { -pf-contract }: { $contract } or anything higher, any suit or { -pf-no-trumps }.
pf-hint-r-first = Defend against { $contract }: play or pass?
# $other: the other defender.
pf-hint-l-after-play = { $other } plays. Play too, or pass?
pf-hint-r-second = { $other } passed. Play { -pf-alone }, or take { $other } along ({ -pf-together })?
pf-hint-l-after-pass = { $other } passed. Pass, play { -pf-alone }, or take { $other } along ({ -pf-together })?
pf-hint-r-reentry = { $other } plays { -pf-alone }. Pass, or take over and play { -pf-together }?
pf-hint-lead = Lead any card.
# $suit: the suit's symbol (♠).
pf-hint-follow = Follow suit: play a { $suit } card.
# $led: the suit led, in words; $trump: the trump suit's symbol.
pf-hint-trump = You have no { $led }: play a trump ({ $trump }).
pf-hint-any = Play any card.

## Labels of moves (buttons and menus)

pf-label-pass = Pass
pf-label-same = { -pf-same(form: "title") } ({ $contract })
pf-label-bid = Bid { $contract }
pf-label-discard = Discard { $card }
# The final contract the declarer names.
pf-label-contract = Play { $contract }
pf-label-play = Play
pf-label-alone = Play { -pf-alone }
pf-label-together = Together (take the other defender along)

## Why a move is refused

# $move: what the player typed; $hint: what to do now (one of the prompts above).
pf-reason-wrong = You can't “{ $move }” now. { $hint }
pf-reason-no-argument = “{ $move }” takes nothing after it: say just { $move }. { $hint }
pf-reason-which-contract = Say which { -pf-contract }. { $hint }
pf-reason-which-card = Say which card, like “{ $example }”. { $hint }
pf-reason-not-contract = “{ $typed }” is not a { -pf-contract }. Write it like 6S, 7NT or 10H. { $hint }
pf-reason-not-contract-alias = “{ $typed }” is not a { -pf-contract }. Write it like 7S, 8NT or 10H, or just spades for 6♠. { $hint }
# $examples: the contracts of that level, like 7S, 7C, 7D, 7H or 7NT.
pf-reason-no-suit = A { -pf-contract } needs a suit too: { $examples }. { $hint }
pf-reason-level = Contracts go from 6 to 10 tricks, so { $level } is not one. { $hint }
# $code: the form this table accepts, like 6S.
pf-reason-needs-level = At this table a { -pf-contract } needs its number of tricks: write { $code }, not “{ $typed }”. { $hint }
pf-reason-ten-nt = There is no 10{ -pf-nt }: the highest { -pf-contract } is { $top }. { $hint }
pf-reason-may-not-raise = You sit above { $holder } in the bidding order, so you may not raise: say { -pf-same } to take over { $contract }, or pass.
pf-reason-top = { $top } is the highest { -pf-contract }; all you can do is pass.
pf-reason-next-only = You may only bid { $next }, the next { -pf-contract } above { $current } — or pass.
pf-reason-nothing-to-same = Nobody has bid yet, so there is nothing to say { -pf-same } to. Bid a { -pf-contract } or pass.
pf-reason-same-above = Only a player above { $holder } in the bidding order may say { -pf-same }. You may bid { $next } or pass.
pf-reason-same-above-top = Only a player above { $holder } in the bidding order may say { -pf-same }. You may only pass.
pf-reason-not-held = You don't hold { $card }. { $hint }
pf-reason-not-card = “{ $typed }” is not a card. Write it like 10S, AH or Q♦.
# $held: how many cards the declarer holds now.
pf-reason-discard-which = { $left ->
    [one] Discard one more of the { $held } cards in your hand.
   *[other] Discard two of the { $held } cards in your hand.
}
pf-reason-play-which = Play one of the cards in your hand.
# $suit: the suit led, one card of it in words ("heart"); $symbol: its symbol.
pf-reason-follow = You must follow suit: play a { $suit } ({ $symbol }) card.
pf-reason-trump = You have no { $led }, so you must play a trump ({ $trump }).
pf-reason-final-low = Your final { -pf-contract } must be { $bid } or higher: { $contract } ranks below the { -pf-contract } you won the auction with.

## What happens (events, one line each)

pf-event-pass = { $player } passes.
pf-event-bid = { $player } bids { $contract }.
pf-event-same = { $player } says { -pf-same } ({ $contract }).
pf-event-throw-in = All three passed: the cards are thrown in and { $dealer } deals again.
pf-event-declarer = { $player } wins the auction at { $contract } and takes the { -pf-kitty }.
pf-event-discard = { $player } discards a card face down.
pf-event-contract = { $player } names the { -pf-contract }: { $contract }.
pf-event-defend = { $player } will defend.
# The last defence call: $leader leads the first trick.
pf-event-both = { $player } defends too: both defenders play. { $leader } leads.
pf-event-alone = { $player } defends { -pf-alone }; { $out }'s cards stay out. { $leader } leads.
# first_defender_reentry: $other may still take over.
pf-event-alone-offer = { $player } will defend { -pf-alone }, unless { $other } takes over.
pf-event-alone-confirmed = { $player } passes, so { $active } defends { -pf-alone }; { $player }'s cards stay out. { $leader } leads.
pf-event-together = { $player } defends and takes { $helper } along ({ -pf-together }). { $leader } leads.
pf-event-play = { $player } plays { $card }.
pf-event-trick = { $player } wins the trick.
pf-event-next-deal = { $dealer } deals the next hand.
# $summary: the final standing (pf-summary-final).
pf-event-over = Every { -pf-pot } is empty. { $summary }

## How a deal was settled (events, and the "Last deal" section)

# $value: the contract's game value, in pot points.
pf-deal-both-pass = Both defenders passed: { $declarer } is credited with { $contract } (worth { $value }).
pf-deal-own-pot = { $player }'s { -pf-pot } −{ $points }.
# Overflow: the declarer's own pot is empty, so points come off $player's pot at 10 chips each.
pf-deal-overflow = { $points } from { $player }'s { -pf-pot }: { $player } pays { $chips } { -pf-chips }.
pf-deal-dropped = { $points ->
    [one] One point dropped: every { -pf-pot } is empty.
   *[other] { $points } points dropped: every { -pf-pot } is empty.
}
# $needed: the tricks the contract needs; $points: what goes onto the declarer's pot.
pf-deal-fails = { $declarer } took { $tricks } of { $needed } tricks and fails: { -pf-pot } +{ $points }.
pf-deal-made-with = { $declarer } makes { $contract } with { $tricks } tricks.
pf-deal-lone-short = { $declarer } makes { $tricks } tricks; { $defender } took { $took }, needed { $needed }, and pays.
pf-deal-exact = { $declarer } makes { $contract } exactly.
pf-deal-combined-short = { $declarer } makes { $tricks } tricks: the defenders are short and { $defender } pays.
pf-deal-overtricks = { $declarer } makes { $tricks } tricks, { $over } over.
pf-deal-short = { $defender } took { $took }, needed { $needed }: short.
# $chips: the helper's net change this deal, signed ("+7").
pf-deal-helper = { $helper } was taken along, so { $active } takes over { $helper }'s net { $chips } { -pf-chips }.
# $changes: each seat's change, like "Ann +20, Ben −15".
pf-deal-chips = { -pf-chips(form: "title") }: { $changes }.

## The end of the match

# $standing: every seat's chips, like "Ann +20, Ben −5, Cleo −15".
pf-summary-final = Final { -pf-chips }: { $standing }.
pf-summary-stopped = Stopped before every { -pf-pot } was empty, so what is left in the { -pf-pot(form: "many") } is shared out equally at 10 { -pf-chips } a point. Final { -pf-chips }: { $standing }.
