# Fifty-Six (bot/games/fifty_six). Seats ($player, $dealer, …) are names the host fills in;
# $team is a list of a team's players ("Ann and Cleo"). Card faces ($card, $cards) are drawn
# the same in every language. Strain codes: S spades, H hearts, D diamonds, C clubs,
# N no-trumps.
# Traditional Chinese (Taiwan): bridge words (叫牌, 王牌, 無王, 加倍, 再加倍, 合約, 墩); the game's own
# "noes" stays as said. Typed moves are read in English only (28S, S28, +1H, 29 noes, pass),
# so examples of what to type stay as typed.

## The game's own words

-fs-no-trumps = 無王
-fs-noes = noes
-fs-plus = 加
-fs-game-points = 局分
-fs-card-points = 分
-fs-tables = 籌碼
-fs-table-cards = 計分牌

## Suits, bids and contracts

# A strain as a bid names it: $strain is a strain code.
fs-strain = { $strain ->
        [S] 黑桃
        [H] 紅心
        [D] 方塊
        [C] 梅花
       *[N] { -fs-no-trumps }
    }
# One card of a suit ("follow suit with a spade"): $strain is a strain code.
fs-strain-one = { $strain ->
        [S] 黑桃
        [H] 紅心
        [D] 方塊
        [C] 梅花
       *[N] { -fs-no-trumps }
    }
# A bid: "28 spades". $strain is fs-strain.
fs-bid = { $amount }{ $strain }
# A contract with its doubling: $bid is fs-bid, $multiplier 1, 2 or 4.
fs-contract = { $multiplier ->
        [2] { $bid }（加倍）
        [4] { $bid }（再加倍）
       *[other] { $bid }
    }
# A contract and the team that plays it.
fs-contract-by = { $multiplier ->
        [2] { $team }的{ $bid }（加倍）
        [4] { $team }的{ $bid }（再加倍）
       *[other] { $team }的{ $bid }
    }

## The six ways to say a bid (spec §12); "28 spades" and "28 no-trumps" are fs-bid

# $k: how much the call adds to the highest bid; $suit is fs-strain.
fs-said-plus-suit = { -fs-plus }{ $k }{ $suit }
fs-said-suit-number = { $suit }{ $amount }
fs-said-number-noes = { $amount } { -fs-noes }
fs-said-plus-noes = { -fs-plus }{ $k } { -fs-noes }
# A bid said in another form, then what it amounts to: "plus 2 spades (= 32 spades)".
fs-said-as = { $said }（= { $bid }）
# The same in an event: "32 spades (“plus 2 spades”)".
fs-bid-as-said = { $bid }（「{ $said }」）
# A call and what it shows: "28 spades — shows the top spade (J♠)".
fs-call-shows = { $call } — { $meaning }

## What a bid's form shows (spec §12: information only, never checked)

# How many top cards: $count, $one is fs-strain-one, $suit is fs-strain.
fs-tops-count = { $count ->
        [1] 最大的一張{ $one }
        [2] 最大的兩張{ $suit }
       *[other] 最大的{ $count }張{ $suit }
    }
# More top cards claimed than are left to announce, some left.
fs-tops-rest = 剩下的所有最大{ $suit }
# $top is fs-tops-count or fs-tops-rest; $cards the top cards that shows.
fs-meaning-number-suit = 表示有{ $top }（{ $cards }）
fs-meaning-number-suit-opening = 表示有{ $top }（{ $cards }），且{ $suit }約有四張或更多
fs-meaning-plus-suit = 表示有{ $top }（{ $cards }），沒有其他{ $one }
# More top cards claimed than remain, none left.
fs-meaning-beyond = 表示有比剩下的更多的最大{ $suit }
fs-meaning-beyond-opening = 表示有比剩下的更多的最大{ $suit }，且{ $suit }約有四張或更多
fs-meaning-plus-beyond = 表示有比剩下的更多的最大{ $suit }，沒有其他{ $one }
fs-meaning-suit-number = 表示{ $one }是好花色，但沒有最大的那張
fs-meaning-suit-number-opening = 表示{ $one }是好花色，但沒有最大的那張；{ $suit }約有五張或更多
fs-meaning-number-nt = 表示沒有特別好的花色，但整手牌相當強
fs-meaning-void = 表示{ $suit }缺門

## Labels of moves

fs-label-pass = 不叫
fs-label-double = 加倍
fs-label-redouble = 再加倍
# A bid whose form announces cards says so before it is picked: $call, then what it shows.
fs-label-shows-cards = { $call } — 表示有 { $cards }
fs-label-shows-cards-only = { $call } — 表示有 { $cards }，沒有其他{ $one }
fs-label-shows-beyond = { $call } — 表示有比剩下的更多的最大{ $suit }
fs-label-shows-no-top = { $call } — 表示{ $one }是好花色，但沒有最大的那張
fs-label-shows-void = { $call } — 表示{ $suit }缺門

## Phases

fs-phase-auction = 叫牌
fs-phase-play = 打牌 — 第 { $trick } 墩，共 { $tricks } 墩
fs-phase-over = 比賽結束

## Prompts

fs-prompt-over = 比賽結束：{ $team }獲勝。
fs-prompt-wait-call = 等待{ $player }叫牌。
fs-prompt-wait-play = 等待{ $player }出牌。
fs-prompt-redouble-now = 你現在可以對{ $bid }再加倍，或者等待{ $player }。
# $choices: what may be called now, as a list (fs-choice-*).
fs-prompt-call = 輪到你叫牌：{ $choices }。
fs-prompt-lead = 由你先出：任意出一張牌。
fs-prompt-lead-no-trumps = 由你先出：出一張牌（還不能先出王牌）。
fs-prompt-follow = 請跟出{ $one }。
fs-prompt-void = 你沒有{ $suit }，可以出任意一張牌。

# What a seat may call, listed: "bid 31 or more, double or pass".
fs-choice-bid = 叫 { $low } 或更高
fs-choice-double = 加倍
fs-choice-redouble = 再加倍
fs-choice-pass = 不叫
fs-choices = 你可以{ $choices }。
fs-choices-wait = 請等待{ $player }。

## Sections of the table

fs-section-scores = 分數
fs-section-table-cards = 計分牌
fs-section-tables = 籌碼
fs-section-draw = 抽牌定發牌者
fs-section-dealer = 發牌者
fs-section-auction = 叫牌
fs-section-contract = 合約
fs-section-trick = 本墩
fs-section-last-trick = 上一墩
fs-section-last-deal = 上一副

# $team0, $team1: the two teams; $gp0, $gp1: their game points.
fs-scores = { $team0 }：{ $gp0 } · { $team1 }：{ $gp1 }（{ -fs-game-points }；先到 { $target } 獲勝）
fs-scores-tables = { $team0 }：{ $gp0 } · { $team1 }：{ $gp1 }（已得{ -fs-game-points }；勝負由{ -fs-tables }決定）
# The table cards (spec §10): the even team plays red, the odd team black. $left0: the even
# team's own red cards left, $got0: black cards it received; the same for the odd team.
fs-table-cards-left = { $team0 }：剩紅牌 { $left0 } 張，收到黑牌 { $got0 } 張 · { $team1 }：剩黑牌 { $left1 } 張，收到紅牌 { $got1 } 張
fs-tables-left = { $team0 }：{ $tables0 } · { $team1 }：{ $tables1 }（每副輸方按{ -fs-game-points }支付{ -fs-tables }；付不起的一方輸掉比賽）
# One round of the draw for dealer: $draws is the players with their cards.
fs-dealer = { $dealer }發牌；出牌方向{ $side ->
        [left] 向左（順時針）
       *[right] 向右（逆時針）
    }，從{ $first }開始。
fs-auction-doubled = （{ $bid }，加倍）
fs-auction-redoubled = （{ $bid }，再加倍）
# One call in the auction's list: "Ann: 28 spades — shows the top spade (J♠)".
fs-line-call = { $player }：{ $call }
fs-line-pass = { $player }：不叫
fs-line-double = { $player }：加倍
fs-line-redouble = { $player }：再加倍
# The auction on one line once play has begun: "Ann 28 spades (shows J♠) · Ben doubled".
fs-brief-bid = { $player } { $bid }
fs-brief-bid-shows = { $player } { $bid }（表示有 { $cards }）
fs-brief-bid-void = { $player } { $bid }（{ $suit }缺門）
fs-brief-bid-no-top = { $player } { $bid }（沒有最大的{ $one }）
fs-brief-double = { $player } 加倍
fs-brief-redouble = { $player } 再加倍
fs-brief-all-pass = 全部不叫。
# $contract is fs-contract-by; $points0/$points1: card points each team has taken so far.
fs-contract-line = { $contract }。目前牌{ -fs-card-points }：{ $points0 }–{ $points1 }。
fs-contract-line-all-pass = { $contract }（全部不叫）。目前牌{ -fs-card-points }：{ $points0 }–{ $points1 }。
fs-to-lead = 由{ $player }先出。
# $plays: the trick's cards by player; $winner took it.
fs-last-trick = { $plays } → { $winner }
# The last deal: $bid, ×$multiplier, the bidding team's card $points, the team that scored $gp.
fs-last-deal-made = { $bid } ×{ $multiplier } 完成（{ $points } { -fs-card-points }）：{ $team } +{ $gp }
fs-last-deal-failed = { $bid } ×{ $multiplier } 失敗（{ $points } { -fs-card-points }）：{ $team } +{ $gp }

## Events

fs-event-play = { $player }出{ $card }。
fs-event-trick = { $player }贏得這一墩（{ $points } { -fs-card-points }）。
# $team took $took card points and made $contract (fs-contract).
fs-event-made = { $team }拿到 56 { -fs-card-points }中的 { $took } { -fs-card-points }，完成合約{ $contract }：得 { $gp } { -fs-game-points }。
fs-event-failed = { $team }只拿到 56 { -fs-card-points }中的 { $took } { -fs-card-points }，合約{ $contract }失敗：{ $scorers }得 { $gp } { -fs-game-points }。
fs-event-match = { $team }贏得比賽！
fs-event-redeal-no-points = 有一手牌太弱（沒有 J、9、A 或 10）：{ $dealer }重新發牌。
fs-event-redeal-weak = 有一手牌太弱（一手牌不超過 2 分，或一方沒有 J）：{ $dealer }重新發牌。
# $cutter cuts, $dealer deals $each cards each; $first, on the dealer's $side, calls first.
fs-event-deal = { $cutter }切牌，{ $dealer }一張一張地發牌，每人 { $each } 張；由發牌者{ $side ->
        [left] 左邊
       *[right] 右邊
    }的{ $first }先叫。
fs-event-pass = { $player }不叫。
fs-event-double = { $player }對{ $bid }加倍。
fs-event-redouble = { $player }對{ $bid }再加倍。
# $call: the bid as said (maybe with what it shows).
fs-event-bid = { $player }叫{ $call }。
fs-event-bid-double-off = { $player }叫{ $call }；加倍取消。
fs-event-forced = 全部不叫：{ $player }現在必須叫 28 或更高。
fs-event-contract = 合約：{ $contract }。由{ $leader }先出。
fs-event-all-pass = 全部不叫：{ $team }打 28 { -fs-no-trumps }。由{ $leader }先出。

fs-summary = { $team }贏得比賽，{ -fs-game-points } { $gp }–{ $other }。

## Reasons a move is refused (each says what to do instead)

fs-how-to-bid = 叫牌請輸入 28S（28黑桃）、S28（黑桃28）、+1H（加1紅心）、30NT（30無王）、29 noes 或 +1 noes；不叫請輸入 pass。
fs-how-to-play = 出牌請輸入 play JS 這樣的指令。
# $form: what was typed as a form; $forms: the form ids that exist.
fs-reason-not-a-form = 「{ $form }」不是叫牌形式。請使用以下之一：{ $forms }。
fs-reason-form-names-suit = 形式 { $form } 要指定花色：「{ $typed }」與它不符。
fs-reason-form-names-nt = 形式 { $form } 表示無王（N）：「{ $typed }」與它不符。
# $how: fs-how-to-bid.
fs-reason-not-a-call = 「{ $typed }」不是叫牌。{ $how }
fs-reason-needs-suit = 叫牌需要花色：輸入 { $amount }S（{ $amount }黑桃）或 { $amount }NT（{ $amount }無王）。
fs-reason-not-a-move = 「{ $typed }」不是 Fifty-Six 的有效操作。{ $how }
# $kind: pass, double or redouble, typed with something after it.
fs-reason-no-argument = 「{ $typed }」：{ $kind } 後面不需要加任何內容。只輸入 { $kind } 即可。
fs-reason-say-which-bid = 請說明叫什麼。{ $how }
fs-reason-auction-on = 叫牌還沒結束 — 請叫牌、加倍、再加倍或不叫；叫牌結束後才出牌。
fs-reason-auction-over = 叫牌已經結束 — 請出牌。
fs-reason-only-redouble = 還沒輪到你 — 你現在只能再加倍，或者等待{ $player }。
fs-reason-must-open = 你必須開叫：叫 28 或更高，任選王牌花色或無王。
# $choices: fs-choices or fs-choices-wait.
fs-reason-no-bid-to-double = 還沒有可以加倍的叫牌。{ $choices }
fs-reason-own-bid = 你不能對{ $bid }加倍：那是你們自己一方的叫牌。{ $choices }
fs-reason-already-doubled = { $bid }已經被加倍 — 一個叫牌只能加倍一次。{ $choices }
fs-reason-no-double = 沒有可以再加倍的加倍。{ $choices }
fs-reason-already-redoubled = { $bid }已經被再加倍。{ $choices }
fs-reason-only-doubled-team = 只有被加倍的一方才能再加倍。{ $choices }
# $said: the call as typed in its form.
fs-reason-plus-no-bid = 「{ $said }」需要在已有的叫牌上加，但現在還沒有叫牌。請用數字開叫，例如 28S（28黑桃）。
fs-reason-plus-too-high = 「{ $said }」會變成 { $amount }，但最高只能叫 56。最多只能加 { $most }。
fs-reason-plus-too-high-at-56 = 「{ $said }」會變成 { $amount }，但最高只能叫 56。
fs-reason-plus-zero = 「加0」什麼也沒加：請加 1 或更多（如 +1H）。
fs-reason-plus-form-no-bid = 「加」的叫法需要在已有的叫牌上加，但現在還沒有叫牌。請用數字開叫，例如 { $bid }。
fs-reason-too-high = { $amount } 太高了：最高只能叫 56。
fs-reason-not-higher = 目前叫牌是{ $bid } — 請至少叫 { $least }（同樣的數字換王牌花色不算更高），或者不叫。
fs-reason-below-minimum = 叫牌從 28 開始。{ $choices }
fs-reason-not-a-card = 「{ $typed }」不是一張牌。請這樣寫：10S、AH 或 Q♦。
fs-reason-not-held = 你沒有{ $card }。請從手牌中出一張。
# $symbol: the suit's symbol (♠).
fs-reason-follow = 你必須跟出同花色：請出{ $one }（{ $symbol }）。
fs-reason-trump-lead = 在有人出過王牌之前，不能先出王牌（{ $suit }）。請先出其他花色。
