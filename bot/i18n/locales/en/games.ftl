# The games as hosts show them (bot/game_words.py): titles, summaries, and each rule
# option — what it is for, its name as words, its values as words, and what a value
# does at the table. The English here equals the games' own definitions (a test
# checks); option names and values are typed in English (rank_order=ace_ten) whatever
# the language, so only these words are translated.

## Fifty-Six
game-fifty-six-title = Fifty-Six
game-fifty-six-summary = Two teams bid 28–56 in a trump or no-trump, double and redouble, then take tricks for card points; first team to 12 game points.

option-fifty-six-direction = ccw: play goes to the right (seed); cw: to the left
option-fifty-six-direction-label = Direction
option-fifty-six-direction-is-ccw = ccw
option-fifty-six-direction-is-cw = cw
option-fifty-six-direction-means-ccw = play goes counter-clockwise
option-fifty-six-direction-means-cw = play goes clockwise

option-fifty-six-deck-4p = 4 players: 48 cards, 12 each (seed), or 32 without K and Q, 8 each
option-fifty-six-deck-4p-label = Deck 4p
option-fifty-six-deck-4p-means = 4 players: 48 cards, 12 each, or 32 without K and Q, 8 each

option-fifty-six-deck-8p = 8 players: 64 cards with 8s and 7s (seed), or 48 cards, 6 each
option-fifty-six-deck-8p-label = Deck 8p
option-fifty-six-deck-8p-means = 8 players: 64 cards with 8s and 7s, or 48 cards, 6 each

option-fifty-six-score-table = game-point table: seed, nair or 56cards
option-fifty-six-score-table-label = Score table
option-fifty-six-score-table-is-seed = seed
option-fifty-six-score-table-is-nair = nair
option-fifty-six-score-table-is-56cards = 56cards

option-fifty-six-double-scoring = doubled/redoubled: x2/x4 (seed) or +1/+2 game points
option-fifty-six-double-scoring-label = Double scoring
option-fifty-six-double-scoring-is-multiply = multiply
option-fifty-six-double-scoring-is-add = add
option-fifty-six-double-scoring-means = doubled/redoubled: x2/x4 or +1/+2 game points
option-fifty-six-double-scoring-means-add = doubles add 1 game point, redoubles 2

option-fifty-six-redouble-ends-auction = a redouble ends the auction (seed); false: bidding goes on
option-fifty-six-redouble-ends-auction-label = Redouble ends auction
option-fifty-six-redouble-ends-auction-means-false = bidding can go on after a redouble

option-fifty-six-redouble-timing = redouble on one's turn (seed), or any time out of turn
option-fifty-six-redouble-timing-label = Redouble timing
option-fifty-six-redouble-timing-is-in-turn = in turn
option-fifty-six-redouble-timing-is-any-time = any time
option-fifty-six-redouble-timing-means = redouble on one's turn, or any time out of turn

option-fifty-six-all-pass = when all pass: the dealer's opponents play 28 NT (seed); first_bidder_forced: the first bidder must then bid; mandatory_opening: the first bidder may not pass their first call
option-fifty-six-all-pass-label = All pass
option-fifty-six-all-pass-is-forced-28-nt = forced 28 nt
option-fifty-six-all-pass-is-first-bidder-forced = first bidder forced
option-fifty-six-all-pass-is-mandatory-opening = mandatory opening
option-fifty-six-all-pass-means-first-bidder-forced = the first bidder must then bid
option-fifty-six-all-pass-means-mandatory-opening = the first bidder may not pass

option-fifty-six-redeal = never redeal (seed); no_points: when a hand has no J, 9, A or 10; weak_hand: when a hand is worth 2 points or less or a team has no jack
option-fifty-six-redeal-label = Redeal
option-fifty-six-redeal-is-none = none
option-fifty-six-redeal-is-no-points = no points
option-fifty-six-redeal-is-weak-hand = weak hand
option-fifty-six-redeal-means-no-points = when a hand has no J, 9, A or 10
option-fifty-six-redeal-means-weak-hand = when a hand is worth 2 points or less or a team has no jack

option-fifty-six-match-end = first team to 12 game points (seed); tables_net: the deal's losers pay tables from those they hold and lose when they can't pay
option-fifty-six-match-end-label = Match end
option-fifty-six-match-end-is-reach-12 = reach 12
option-fifty-six-match-end-is-tables-net = tables net
option-fifty-six-match-end-means-tables-net = the deal's losers pay tables from those they hold and lose when they can't pay

option-fifty-six-trump-lead-rule = no trump lead until a trump has been played (Kerala house rule)
option-fifty-six-trump-lead-rule-label = Trump lead rule

## Four Color Cards
game-four-color-title = Four Color Cards
game-four-color-summary = 112 chess-character cards in four colours: take a card, meld it, discard. Anyone may claim a just-shown card to win or to make a triple or quad.

option-four-color-deals = deals in a match (redeals after a mulligan don't count)
option-four-color-deals-label = Deals

option-four-color-jokers = add 5 jokers: SINGLEs worth 1, never discarded
option-four-color-jokers-label = Jokers
option-four-color-jokers-means-true = 5 jokers are added; each is a single worth 1

option-four-color-generals-never-discarded = Generals can't be discarded; a drawn General must be kept
option-four-color-generals-never-discarded-label = Generals never discarded

option-four-color-general-steal-only-to-win = a General may be claimed out of turn only to win
option-four-color-general-steal-only-to-win-label = General steal only to win
option-four-color-general-steal-only-to-win-means-true = a General may be stolen only to win

option-four-color-tricolour-soldiers-only = TRICOLOUR only with Soldiers
option-four-color-tricolour-soldiers-only-label = Tricolour soldiers only

option-four-color-fourcolour-soldiers-only = FOURCOLOUR only with Soldiers
option-four-color-fourcolour-soldiers-only-label = Fourcolour soldiers only

option-four-color-no-split-dealt-triple = marked dealt triples must stay together
option-four-color-no-split-dealt-triple-label = No split dealt triple
option-four-color-no-split-dealt-triple-means-true = a dealt triple must stay together

option-four-color-mulligan = a hand with no General and no 3 of a kind may redeal
option-four-color-mulligan-label = Mulligan
option-four-color-mulligan-means-false = no new deal for a weak hand

option-four-color-dealt-quad-value = a revealed dealt quad scores 8 (concealed) or 6
option-four-color-dealt-quad-value-label = Dealt quad value
option-four-color-dealt-quad-value-is-concealed = concealed
option-four-color-dealt-quad-value-is-exposed = exposed
option-four-color-dealt-quad-value-means-exposed = a shown dealt quad scores 6, not 8

option-four-color-dealer-natural-win = the dealer may win with his 21 dealt cards
option-four-color-dealer-natural-win-label = Dealer natural win

option-four-color-claim-prompt = everyone: every seat answers a claim window (hides who has a claim); claimants: only the turn seat and seats with a claim answer (shows who); choices: only seats with a real choice answer, forced answers are given at once (fastest, shows who)
option-four-color-claim-prompt-label = Claim prompt
option-four-color-claim-prompt-is-everyone = everyone
option-four-color-claim-prompt-is-claimants = claimants
option-four-color-claim-prompt-is-choices = choices
option-four-color-claim-prompt-means-everyone = every seat answers a claim window (hides who has a claim)
option-four-color-claim-prompt-means-claimants = only the turn seat and seats with a claim answer (shows who)
option-four-color-claim-prompt-means-choices = only seats with a real choice answer, forced answers are given at once (fastest, shows who)

## Huutopussi
game-huutopussi-title = Huutopussi
game-huutopussi-summary = Four players in two pairs bid to swap cards with their partner and name a target; king–queen marriages score and make trumps. First pair to 500 wins.

option-huutopussi-rank-order = seed: A K Q J 10 …; ace_ten: A 10 K Q J …
option-huutopussi-rank-order-label = Rank order
option-huutopussi-rank-order-is-seed = seed
option-huutopussi-rank-order-is-ace-ten = ace ten
option-huutopussi-rank-order-means-seed = cards rank A K Q J 10 9 8 7 6
option-huutopussi-rank-order-means-ace-ten = the ten ranks second: A 10 K Q J 9 8 7 6

option-huutopussi-card-points = seed: A10 10:10 K5 Q5 J5 (140); finnish: A11 10:10 K4 Q3 J2 (120)
option-huutopussi-card-points-label = Card points
option-huutopussi-card-points-is-seed = seed
option-huutopussi-card-points-is-finnish = finnish
option-huutopussi-card-points-means-seed = A10 10:10 K5 Q5 J5 (140)
option-huutopussi-card-points-means-finnish = Finnish card points: A 11, 10 10, K 4, Q 3, J 2

option-huutopussi-last-trick-bonus = points for winning trick 9
option-huutopussi-last-trick-bonus-label = Last trick bonus

option-huutopussi-marriage-values = seed: H100 D80 C60 S40; bridge_order: S100 H80 D60 C40
option-huutopussi-marriage-values-label = Marriage values
option-huutopussi-marriage-values-is-seed = seed
option-huutopussi-marriage-values-is-bridge-order = bridge order
option-huutopussi-marriage-values-means-seed = H100 D80 C60 S40
option-huutopussi-marriage-values-means-bridge-order = S100 H80 D60 C40

option-huutopussi-redeal-rule = seed: ≥3 sixes or nothing above J, first auction turn; four_sixes: all four 6s in a hand or a pair, also in the exchange
option-huutopussi-redeal-rule-label = Redeal rule
option-huutopussi-redeal-rule-is-seed = seed
option-huutopussi-redeal-rule-is-four-sixes = four sixes
option-huutopussi-redeal-rule-is-none = none
option-huutopussi-redeal-rule-means-seed = ≥3 sixes or nothing above J, first auction turn
option-huutopussi-redeal-rule-means-four-sixes = all four 6s in a hand or a pair, also in the exchange

option-huutopussi-min-bid = lowest bid
option-huutopussi-min-bid-label = Min bid

option-huutopussi-forced-opening = the first bidder must bid; if false all may pass (no contract)
option-huutopussi-forced-opening-label = Forced opening

option-huutopussi-max-bid = highest bid and contract
option-huutopussi-max-bid-label = Max bid

option-huutopussi-exchange-count = cards passed each way
option-huutopussi-exchange-count-label = Exchange count

option-huutopussi-contract-timing = when the declarer names the contract
option-huutopussi-contract-timing-label = Contract timing
option-huutopussi-contract-timing-is-after-exchange = after exchange
option-huutopussi-contract-timing-is-before-return = before return

option-huutopussi-must-overtrump = when trumping, beat a trump in the trick if you can
option-huutopussi-must-overtrump-label = Must overtrump
option-huutopussi-must-overtrump-means-true = when trumping, over-trump if you can
option-huutopussi-must-overtrump-means-false = when trumping, any trump will do

option-huutopussi-declare-right = which trick wins open a marriage window
option-huutopussi-declare-right-label = Declare right
option-huutopussi-declare-right-is-led-and-won = led and won
option-huutopussi-declare-right-is-any-won-trick = any won trick
option-huutopussi-declare-right-means-any-won-trick = a marriage may follow any trick you win

option-huutopussi-ask-lockouts = which declarations bar later ones
option-huutopussi-ask-lockouts-label = Ask lockouts
option-huutopussi-ask-lockouts-is-seed = seed
option-huutopussi-ask-lockouts-is-partner-lock = partner lock
option-huutopussi-ask-lockouts-is-illisoft = illisoft

option-huutopussi-opponents-score = when the opponents score what they took
option-huutopussi-opponents-score-label = Opponents score
option-huutopussi-opponents-score-is-on-failure = on failure
option-huutopussi-opponents-score-is-always = always
option-huutopussi-opponents-score-means-always = the opponents always score what they take

option-huutopussi-failure-penalty = a failed contract costs the auction bid or the contract
option-huutopussi-failure-penalty-label = Failure penalty
option-huutopussi-failure-penalty-is-bid = bid
option-huutopussi-failure-penalty-is-contract = contract
option-huutopussi-failure-penalty-means-contract = a failed contract costs the raised contract, not the bid

option-huutopussi-no-trick-penalty = porvoo: penalties for taking no trick
option-huutopussi-no-trick-penalty-label = No trick penalty
option-huutopussi-no-trick-penalty-is-none = none
option-huutopussi-no-trick-penalty-is-porvoo = porvoo
option-huutopussi-no-trick-penalty-means-porvoo = penalties for taking no trick

option-huutopussi-bid-ban = a team at -500 or lower may not bid (except the compulsory opening bid)
option-huutopussi-bid-ban-label = Bid ban

option-huutopussi-win-condition = reach: 500 or more wins; exceed: more than 500
option-huutopussi-win-condition-label = Win condition
option-huutopussi-win-condition-is-reach = reach
option-huutopussi-win-condition-is-exceed = exceed
option-huutopussi-win-condition-means-reach = 500 or more wins
option-huutopussi-win-condition-means-exceed = more than 500

option-huutopussi-win-tiebreak = both teams over the line: higher score wins, equal: the declarers
option-huutopussi-win-tiebreak-label = Win tiebreak
option-huutopussi-win-tiebreak-is-higher-then-declarers = higher then declarers

option-huutopussi-first-trick-aces = trick 1: lead an ace (else a spade); the led suit's ace must be played
option-huutopussi-first-trick-aces-label = First trick aces

option-huutopussi-opponent-rounding = opponents' totals round to the nearest 5
option-huutopussi-opponent-rounding-label = Opponent rounding

## Prefa
game-prefa-title = Prefa
game-prefa-summary = Greek Preference for three: bid 6–10 tricks, take the kitty, and work your pot down to zero; chips decide the winner.

option-prefa-starting-pot = each player's pot at the start (10, 20, 31 …)
option-prefa-starting-pot-label = Starting pot

option-prefa-solo-doubling = Greek 'solo': failing by 2+ or a big shortfall doubles payments (§10.6)
option-prefa-solo-doubling-label = Solo doubling
option-prefa-solo-doubling-means-true = big failures and shortfalls pay double (solo)

option-prefa-first-defender-reentry = after R pass and L alone, R may still say 'together' and take over
option-prefa-first-defender-reentry-label = First defender reentry
option-prefa-first-defender-reentry-means-true = the first defender may still join a lone defender ('together')

option-prefa-lone-requirement = a lone defender needs the right-hand minimum, or his own seat's
option-prefa-lone-requirement-label = Lone requirement
option-prefa-lone-requirement-is-right-column = right column
option-prefa-lone-requirement-is-own-seat = own seat

option-prefa-together-scoring = together: helper's result moves to the active defender, or both hands count as one defender
option-prefa-together-scoring-label = Together scoring
option-prefa-together-scoring-is-transfer = transfer
option-prefa-together-scoring-is-combined = combined

option-prefa-bid-alias-six = accept 'spades', 'hearts', 'no-trumps' … as six-level bids
option-prefa-bid-alias-six-label = Bid alias six

