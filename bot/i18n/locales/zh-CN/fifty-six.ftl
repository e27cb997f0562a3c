# Fifty-Six (bot/games/fifty_six). Seats ($player, $dealer, …) are names the host fills in;
# $team is a list of a team's players ("Ann and Cleo"). Card faces ($card, $cards) are drawn
# the same in every language. Strain codes: S spades, H hearts, D diamonds, C clubs,
# N no-trumps.
# Simplified Chinese: bridge words (叫牌, 将牌, 无将, 加倍, 再加倍, 定约, 墩); the game's own
# "noes" stays as said. Typed moves are read in English only (28S, S28, +1H, 29 noes, pass),
# so examples of what to type stay as typed.

## The game's own words

-fs-no-trumps = 无将
-fs-noes = noes
-fs-plus = 加
-fs-game-points = 局分
-fs-card-points = 分
-fs-tables = 筹码
-fs-table-cards = 计分牌

## Suits, bids and contracts

# A strain as a bid names it: $strain is a strain code.
fs-strain = { $strain ->
        [S] 黑桃
        [H] 红心
        [D] 方块
        [C] 梅花
       *[N] { -fs-no-trumps }
    }
# One card of a suit ("follow suit with a spade"): $strain is a strain code.
fs-strain-one = { $strain ->
        [S] 黑桃
        [H] 红心
        [D] 方块
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
fs-bid-as-said = { $bid }（“{ $said }”）
# A call and what it shows: "28 spades — shows the top spade (J♠)".
fs-call-shows = { $call } — { $meaning }

## What a bid's form shows (spec §12: information only, never checked)

# How many top cards: $count, $one is fs-strain-one, $suit is fs-strain.
fs-tops-count = { $count ->
        [1] 最大的一张{ $one }
        [2] 最大的两张{ $suit }
       *[other] 最大的{ $count }张{ $suit }
    }
# More top cards claimed than are left to announce, some left.
fs-tops-rest = 剩下的所有最大{ $suit }
# $top is fs-tops-count or fs-tops-rest; $cards the top cards that shows.
fs-meaning-number-suit = 表示有{ $top }（{ $cards }）
fs-meaning-number-suit-opening = 表示有{ $top }（{ $cards }），且{ $suit }约有四张或更多
fs-meaning-plus-suit = 表示有{ $top }（{ $cards }），没有其他{ $one }
# More top cards claimed than remain, none left.
fs-meaning-beyond = 表示有比剩下的更多的最大{ $suit }
fs-meaning-beyond-opening = 表示有比剩下的更多的最大{ $suit }，且{ $suit }约有四张或更多
fs-meaning-plus-beyond = 表示有比剩下的更多的最大{ $suit }，没有其他{ $one }
fs-meaning-suit-number = 表示{ $one }是好花色，但没有最大的那张
fs-meaning-suit-number-opening = 表示{ $one }是好花色，但没有最大的那张；{ $suit }约有五张或更多
fs-meaning-number-nt = 表示没有特别好的花色，但整手牌相当强
fs-meaning-void = 表示{ $suit }缺门

## Labels of moves

fs-label-pass = 不叫
fs-label-double = 加倍
fs-label-redouble = 再加倍
# A bid whose form announces cards says so before it is picked: $call, then what it shows.
fs-label-shows-cards = { $call } — 表示有 { $cards }
fs-label-shows-cards-only = { $call } — 表示有 { $cards }，没有其他{ $one }
fs-label-shows-beyond = { $call } — 表示有比剩下的更多的最大{ $suit }
fs-label-shows-no-top = { $call } — 表示{ $one }是好花色，但没有最大的那张
fs-label-shows-void = { $call } — 表示{ $suit }缺门

## Phases

fs-phase-auction = 叫牌
fs-phase-play = 打牌 — 第 { $trick } 墩，共 { $tricks } 墩
fs-phase-over = 比赛结束

## Prompts

fs-prompt-over = 比赛结束：{ $team }获胜。
fs-prompt-wait-call = 等待{ $player }叫牌。
fs-prompt-wait-play = 等待{ $player }出牌。
fs-prompt-redouble-now = 你现在可以对{ $bid }再加倍，或者等待{ $player }。
# $choices: what may be called now, as a list (fs-choice-*).
fs-prompt-call = 轮到你叫牌：{ $choices }。
fs-prompt-lead = 由你领出：任意出一张牌。
fs-prompt-lead-no-trumps = 由你领出：出一张牌（还不能领出将牌）。
fs-prompt-follow = 请跟出{ $one }。
fs-prompt-void = 你没有{ $suit }，可以出任意一张牌。

# What a seat may call, listed: "bid 31 or more, double or pass".
fs-choice-bid = 叫 { $low } 或更高
fs-choice-double = 加倍
fs-choice-redouble = 再加倍
fs-choice-pass = 不叫
fs-choices = 你可以{ $choices }。
fs-choices-wait = 请等待{ $player }。

## Sections of the table

fs-section-scores = 比分
fs-section-table-cards = 计分牌
fs-section-tables = 筹码
fs-section-draw = 抽牌定发牌人
fs-section-dealer = 发牌人
fs-section-auction = 叫牌
fs-section-contract = 定约
fs-section-trick = 本墩
fs-section-last-trick = 上一墩
fs-section-last-deal = 上一副

# $team0, $team1: the two teams; $gp0, $gp1: their game points.
fs-scores = { $team0 }：{ $gp0 } · { $team1 }：{ $gp1 }（{ -fs-game-points }；先到 { $target } 获胜）
fs-scores-tables = { $team0 }：{ $gp0 } · { $team1 }：{ $gp1 }（已得{ -fs-game-points }；胜负由{ -fs-tables }决定）
# The table cards (spec §10): the even team plays red, the odd team black. $left0: the even
# team's own red cards left, $got0: black cards it received; the same for the odd team.
fs-table-cards-left = { $team0 }：剩红牌 { $left0 } 张，收到黑牌 { $got0 } 张 · { $team1 }：剩黑牌 { $left1 } 张，收到红牌 { $got1 } 张
fs-tables-left = { $team0 }：{ $tables0 } · { $team1 }：{ $tables1 }（每副输方按{ -fs-game-points }支付{ -fs-tables }；付不起的一方输掉比赛）
# One round of the draw for dealer: $draws is the players with their cards.
fs-dealer = { $dealer }发牌；出牌方向{ $side ->
        [left] 向左（顺时针）
       *[right] 向右（逆时针）
    }，从{ $first }开始。
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
fs-brief-bid-void = { $player } { $bid }（{ $suit }缺门）
fs-brief-bid-no-top = { $player } { $bid }（没有最大的{ $one }）
fs-brief-double = { $player } 加倍
fs-brief-redouble = { $player } 再加倍
fs-brief-all-pass = 全部不叫。
# $contract is fs-contract-by; $points0/$points1: card points each team has taken so far.
fs-contract-line = { $contract }。目前牌{ -fs-card-points }：{ $points0 }–{ $points1 }。
fs-contract-line-all-pass = { $contract }（全部不叫）。目前牌{ -fs-card-points }：{ $points0 }–{ $points1 }。
fs-to-lead = 由{ $player }领出。
# $plays: the trick's cards by player; $winner took it.
fs-last-trick = { $plays } → { $winner }
# The last deal: $bid, ×$multiplier, the bidding team's card $points, the team that scored $gp.
fs-last-deal-made = { $bid } ×{ $multiplier } 完成（{ $points } { -fs-card-points }）：{ $team } +{ $gp }
fs-last-deal-failed = { $bid } ×{ $multiplier } 失败（{ $points } { -fs-card-points }）：{ $team } +{ $gp }

## Events

fs-event-play = { $player }出{ $card }。
fs-event-trick = { $player }赢得这一墩（{ $points } { -fs-card-points }）。
# $team took $took card points and made $contract (fs-contract).
fs-event-made = { $team }拿到 56 { -fs-card-points }中的 { $took } { -fs-card-points }，完成定约{ $contract }：得 { $gp } { -fs-game-points }。
fs-event-failed = { $team }只拿到 56 { -fs-card-points }中的 { $took } { -fs-card-points }，定约{ $contract }失败：{ $scorers }得 { $gp } { -fs-game-points }。
fs-event-match = { $team }赢得比赛！
fs-event-redeal-no-points = 有一手牌太弱（没有 J、9、A 或 10）：{ $dealer }重新发牌。
fs-event-redeal-weak = 有一手牌太弱（一手牌不超过 2 分，或一方没有 J）：{ $dealer }重新发牌。
# $cutter cuts, $dealer deals $each cards each; $first, on the dealer's $side, calls first.
fs-event-deal = { $cutter }切牌，{ $dealer }一张一张地发牌，每人 { $each } 张；由发牌人{ $side ->
        [left] 左边
       *[right] 右边
    }的{ $first }先叫。
fs-event-pass = { $player }不叫。
fs-event-double = { $player }对{ $bid }加倍。
fs-event-redouble = { $player }对{ $bid }再加倍。
# $call: the bid as said (maybe with what it shows).
fs-event-bid = { $player }叫{ $call }。
fs-event-bid-double-off = { $player }叫{ $call }；加倍取消。
fs-event-forced = 全部不叫：{ $player }现在必须叫 28 或更高。
fs-event-contract = 定约：{ $contract }。由{ $leader }领出。
fs-event-all-pass = 全部不叫：{ $team }打 28 { -fs-no-trumps }。由{ $leader }领出。

fs-summary = { $team }赢得比赛，{ -fs-game-points } { $gp }–{ $other }。

## Reasons a move is refused (each says what to do instead)

fs-how-to-bid = 叫牌请输入 28S（28黑桃）、S28（黑桃28）、+1H（加1红心）、30NT（30无将）、29 noes 或 +1 noes；不叫请输入 pass。
fs-how-to-play = 出牌请输入 play JS 这样的指令。
# $form: what was typed as a form; $forms: the form ids that exist.
fs-reason-not-a-form = “{ $form }”不是叫牌形式。请使用以下之一：{ $forms }。
fs-reason-form-names-suit = 形式 { $form } 要指定花色：“{ $typed }”与它不符。
fs-reason-form-names-nt = 形式 { $form } 表示无将（N）：“{ $typed }”与它不符。
# $how: fs-how-to-bid.
fs-reason-not-a-call = “{ $typed }”不是叫牌。{ $how }
fs-reason-needs-suit = 叫牌需要花色：输入 { $amount }S（{ $amount }黑桃）或 { $amount }NT（{ $amount }无将）。
fs-reason-not-a-move = “{ $typed }”不是 Fifty-Six 的有效操作。{ $how }
# $kind: pass, double or redouble, typed with something after it.
fs-reason-no-argument = “{ $typed }”：{ $kind } 后面不需要加任何内容。只输入 { $kind } 即可。
fs-reason-say-which-bid = 请说明叫什么。{ $how }
fs-reason-auction-on = 叫牌还没结束 — 请叫牌、加倍、再加倍或不叫；叫牌结束后才出牌。
fs-reason-auction-over = 叫牌已经结束 — 请出牌。
fs-reason-only-redouble = 还没轮到你 — 你现在只能再加倍，或者等待{ $player }。
fs-reason-must-open = 你必须开叫：叫 28 或更高，任选将牌花色或无将。
# $choices: fs-choices or fs-choices-wait.
fs-reason-no-bid-to-double = 还没有可以加倍的叫牌。{ $choices }
fs-reason-own-bid = 你不能对{ $bid }加倍：那是你们自己一方的叫牌。{ $choices }
fs-reason-already-doubled = { $bid }已经被加倍 — 一个叫牌只能加倍一次。{ $choices }
fs-reason-no-double = 没有可以再加倍的加倍。{ $choices }
fs-reason-already-redoubled = { $bid }已经被再加倍。{ $choices }
fs-reason-only-doubled-team = 只有被加倍的一方才能再加倍。{ $choices }
# $said: the call as typed in its form.
fs-reason-plus-no-bid = “{ $said }”需要在已有的叫牌上加，但现在还没有叫牌。请用数字开叫，例如 28S（28黑桃）。
fs-reason-plus-too-high = “{ $said }”会变成 { $amount }，但最高只能叫 56。最多只能加 { $most }。
fs-reason-plus-too-high-at-56 = “{ $said }”会变成 { $amount }，但最高只能叫 56。
fs-reason-plus-zero = “加0”什么也没加：请加 1 或更多（如 +1H）。
fs-reason-plus-form-no-bid = “加”的叫法需要在已有的叫牌上加，但现在还没有叫牌。请用数字开叫，例如 { $bid }。
fs-reason-too-high = { $amount } 太高了：最高只能叫 56。
fs-reason-not-higher = 当前叫牌是{ $bid } — 请至少叫 { $least }（同样的数字换将牌花色不算更高），或者不叫。
fs-reason-below-minimum = 叫牌从 28 开始。{ $choices }
fs-reason-not-a-card = “{ $typed }”不是一张牌。请这样写：10S、AH 或 Q♦。
fs-reason-not-held = 你没有{ $card }。请从手牌中出一张。
# $symbol: the suit's symbol (♠).
fs-reason-follow = 你必须跟出同花色：请出{ $one }（{ $symbol }）。
fs-reason-trump-lead = 在有人出过将牌之前，不能领出将牌（{ $suit }）。请领出其他花色。
