## Prefa (Greek Preference): bot/games/prefa. Seats ($player, $declarer …) are names.
## The game's own words are terms: set each once and every message below follows.
##
## 简体中文：Prefa 在中国少有人玩，用词取自桥牌等吃墩类牌戏：叫牌、过、定约、庄家、
## 防守方、墩、将牌、将吃、跟出同花色、无将（NT）、底牌。彩池即希腊语的 κάσα，
## 筹码即 καπίκια。玩家输入的代码（6S、7NT、10H、spades、pass）保持原样。

# The pot (Greek: κάσα): each player's count, worked down to zero over the match.
-pf-pot = 彩池
# Chips (Greek: καπίκια): what moves between the players; the final score.
-pf-chips = 筹码
# The two face-down cards the declarer picks up after the auction.
-pf-kitty = 底牌
-pf-contract = 定约
# The call that takes over the contract bid so far (Greek-style "good").
-pf-same = { $form ->
   *[quoted] “一样”
    [title] 一样
}
# A defender who plays alone: the other defender's cards stay out.
-pf-alone = 单独
# A defender who takes the other defender along (Greek: μαζί).
-pf-together = 一起
-pf-no-trumps = 无将
# Written after the level in a no-trumps contract: 7NT.
-pf-nt = NT
# A contract's worth in pot points (and chips per trick).
-pf-game-value = 分值

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
    [S] 黑桃
    [C] 梅花
    [D] 方块
   *[H] 红桃
}
pf-suit-one = { $suit ->
    [S] 黑桃
    [C] 梅花
    [D] 方块
   *[H] 红桃
}
pf-phase-auction = 叫牌
pf-phase-discard = 庄家扣牌
pf-phase-contract = 庄家宣布{ -pf-contract }
pf-phase-defend = 防守方表态
pf-phase-play = 打牌
pf-phase-over = 对局结束

## The table

pf-section-pots = { -pf-pot }
pf-section-chips = { -pf-chips }
pf-section-dealer = 发牌者
pf-section-auction = 叫牌
pf-section-contract = { -pf-contract }
pf-section-defence = 防守
pf-section-kitty = { -pf-kitty }
pf-section-trick = 本墩
pf-section-last-trick = 上一墩
pf-section-tricks = 已得墩数
pf-section-last-deal = 上一局
# A seat and what goes with it in a list: pots, chips, tricks, a card played, a call.
pf-seat-with = { $player } { $what }
pf-call-pass = 过
pf-call-same = { -pf-same }
pf-call-play = 防守
pf-call-alone = 单独防守
pf-call-together = { -pf-together }
pf-contract-won = { $player }以{ $bid }赢得叫牌
# $value: the contract's game value (pot points, and chips per trick).
pf-contract-named = { $player }以{ $bid }赢得叫牌；{ -pf-contract }{ $contract }（{ -pf-game-value }{ $value }）
pf-kitty-took = 你拿到了{ $cards }
pf-kitty-discarded = 你拿到了{ $cards }；扣下了{ $discards }

## Prompts: what to do now

pf-prompt-waiting = 等待{ $player }。
pf-hint-open = 可叫{ $low }到{ $high }之间的任何{ -pf-contract }，或者过。
pf-hint-same = 说{ -pf-same }即可接过{ $contract }，或者过。
pf-hint-next = 叫{ $contract }，或者过。
pf-hint-top = 没有比{ $contract }更高的叫品了：请过。
# $left: how many cards are still to be discarded (1 or 2).
pf-hint-discard = { $left ->
    [1] 再扣下一张牌（背面朝上）。
   *[other] 扣下两张牌（背面朝上）。
}
pf-hint-contract = 宣布你的{ -pf-contract }：{ $contract }或更高，花色任选，也可以是{ -pf-no-trumps }。
pf-hint-r-first = 对{ $contract }：防守还是过？
# $other: the other defender.
pf-hint-l-after-play = { $other }防守。你也防守，还是过？
pf-hint-r-second = { $other }过了。你单独防守，还是带上{ $other }一起防守？
pf-hint-l-after-pass = { $other }过了。过、单独防守，还是带上{ $other }一起防守？
pf-hint-r-reentry = { $other }单独防守。你过，还是接手并带上{ $other }一起防守？
pf-hint-lead = 由你先出：任意出一张牌。
# $suit: the suit's symbol (♠).
pf-hint-follow = 请跟出同花色：出一张{ $suit }。
# $led: the suit led, in words; $trump: the trump suit's symbol.
pf-hint-trump = 你没有{ $led }：请出将牌（{ $trump }）将吃。
pf-hint-any = 任意出一张牌。

## Labels of moves (buttons and menus)

pf-label-pass = 过
pf-label-same = { -pf-same(form: "title") }（{ $contract }）
pf-label-bid = 叫{ $contract }
pf-label-discard = 扣下{ $card }
# The final contract the declarer names.
pf-label-contract = 打{ $contract }
pf-label-play = 防守
pf-label-alone = 单独防守
pf-label-together = 一起（带上另一位防守者）

## Why a move is refused

# $move: what the player typed; $hint: what to do now (one of the prompts above).
pf-reason-wrong = 现在不能“{ $move }”。{ $hint }
pf-reason-no-argument = “{ $move }”后面不用加任何内容：只输入{ $move }。{ $hint }
pf-reason-which-contract = 请说明是哪个{ -pf-contract }。{ $hint }
pf-reason-which-card = 请说明是哪张牌，例如“{ $example }”。{ $hint }
pf-reason-not-contract = “{ $typed }”不是{ -pf-contract }。请写成6S、7NT或10H这样。{ $hint }
pf-reason-not-contract-alias = “{ $typed }”不是{ -pf-contract }。请写成7S、8NT或10H这样，6♠也可以只写spades。{ $hint }
# $examples: the contracts of that level, like 7S, 7C, 7D, 7H or 7NT.
pf-reason-no-suit = { -pf-contract }还需要花色：{ $examples }。{ $hint }
pf-reason-level = { -pf-contract }是6到10墩，所以没有{ $level }。{ $hint }
# $code: the form this table accepts, like 6S.
pf-reason-needs-level = 本桌的{ -pf-contract }必须写明墩数：请写{ $code }，而不是“{ $typed }”。{ $hint }
pf-reason-ten-nt = 没有10{ -pf-nt }：最高的{ -pf-contract }是{ $top }。{ $hint }
pf-reason-may-not-raise = 叫牌顺序上你在{ $holder }之前，所以不能加叫：说{ -pf-same }接过{ $contract }，或者过。
pf-reason-top = { $top }是最高的{ -pf-contract }；你只能过。
pf-reason-next-only = 你只能叫{ $next }，即紧接{ $current }之上的{ -pf-contract }——或者过。
pf-reason-nothing-to-same = 还没有人叫牌，没什么可以说{ -pf-same }的。请叫一个{ -pf-contract }，或者过。
pf-reason-same-above = 只有叫牌顺序在{ $holder }之前的玩家才能说{ -pf-same }。你可以叫{ $next }，或者过。
pf-reason-same-above-top = 只有叫牌顺序在{ $holder }之前的玩家才能说{ -pf-same }。你只能过。
pf-reason-not-held = 你没有{ $card }。{ $hint }
pf-reason-not-card = “{ $typed }”不是一张牌。请写成10S、AH或Q♦这样。
# $held: how many cards the declarer holds now.
pf-reason-discard-which = { $left ->
    [1] 从手中的{ $held }张牌里再扣下一张。
   *[other] 从手中的{ $held }张牌里扣下两张。
}
pf-reason-play-which = 请从手牌中出一张。
# $suit: the suit led, one card of it in words ("红桃"); $symbol: its symbol.
pf-reason-follow = 必须跟出同花色：请出一张{ $suit }（{ $symbol }）。
pf-reason-trump = 你没有{ $led }，所以必须出将牌（{ $trump }）将吃。
pf-reason-final-low = 最终{ -pf-contract }必须是{ $bid }或更高：{ $contract }低于你赢得叫牌时的{ -pf-contract }。

## What happens (events, one line each)

pf-event-pass = { $player }过。
pf-event-bid = { $player }叫{ $contract }。
pf-event-same = { $player }说{ -pf-same }（{ $contract }）。
pf-event-throw-in = 三家都过：收牌重发，由{ $dealer }重新发牌。
pf-event-declarer = { $player }以{ $contract }赢得叫牌，拿起{ -pf-kitty }。
pf-event-discard = { $player }扣下一张牌。
pf-event-contract = { $player }宣布{ -pf-contract }：{ $contract }。
pf-event-defend = { $player }选择防守。
# The last defence call: $leader leads the first trick.
pf-event-both = { $player }也防守：两位防守者都参与打牌。由{ $leader }首攻。
pf-event-alone = { $player }单独防守；{ $out }的牌不参与。由{ $leader }首攻。
# first_defender_reentry: $other may still take over.
pf-event-alone-offer = { $player }将单独防守，除非{ $other }接手。
pf-event-alone-confirmed = { $player }过，所以由{ $active }单独防守；{ $player }的牌不参与。由{ $leader }首攻。
pf-event-together = { $player }防守，并带上{ $helper }一起。由{ $leader }首攻。
pf-event-play = { $player }出{ $card }。
pf-event-trick = { $player }赢得这一墩。
pf-event-next-deal = 下一局由{ $dealer }发牌。
# $summary: the final standing (pf-summary-final).
pf-event-over = 所有{ -pf-pot }都已清空。{ $summary }

## How a deal was settled (events, and the "Last deal" section)

# $value: the contract's game value, in pot points.
pf-deal-both-pass = 两位防守者都过：{ $declarer }直接算作完成{ $contract }（{ $value }）。
pf-deal-own-pot = { $player }的{ -pf-pot } −{ $points }。
# Overflow: the declarer's own pot is empty, so points come off $player's pot at 10 chips each.
pf-deal-overflow = 从{ $player }的{ -pf-pot }扣{ $points }：{ $player }支付{ $chips }{ -pf-chips }。
pf-deal-dropped = { $points }点作废：所有{ -pf-pot }都已清空。
# $needed: the tricks the contract needs; $points: what goes onto the declarer's pot.
pf-deal-fails = { $declarer }需要{ $needed }墩，只拿到{ $tricks }墩，定约失败：{ -pf-pot } +{ $points }。
pf-deal-made-with = { $declarer }以{ $tricks }墩完成{ $contract }。
pf-deal-lone-short = { $declarer }拿到{ $tricks }墩；{ $defender }需要{ $needed }墩，只拿到{ $took }墩，需支付。
pf-deal-exact = { $declarer }刚好完成{ $contract }。
pf-deal-combined-short = { $declarer }拿到{ $tricks }墩：防守方墩数不足，由{ $defender }支付。
pf-deal-overtricks = { $declarer }拿到{ $tricks }墩，超出{ $over }墩。
pf-deal-short = { $defender }拿到{ $took }墩，需要{ $needed }墩：不足。
# $chips: the helper's net change this deal, signed ("+7").
pf-deal-helper = { $helper }是被带上的，所以{ $helper }本局的{ -pf-chips }变动（{ $chips }）转由{ $active }承担。
# $changes: each seat's change, like "Ann +20, Ben −15".
pf-deal-chips = { -pf-chips }：{ $changes }。

## The end of the match

# $standing: every seat's chips, like "Ann +20, Ben −5, Cleo −15".
pf-summary-final = 最终{ -pf-chips }：{ $standing }。
pf-summary-stopped = 在所有{ -pf-pot }清空前就结束了，所以{ -pf-pot }里剩下的按每点10{ -pf-chips }平均分配。最终{ -pf-chips }：{ $standing }。
