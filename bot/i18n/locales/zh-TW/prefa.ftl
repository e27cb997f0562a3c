## Prefa (Greek Preference): bot/games/prefa. Seats ($player, $declarer …) are names.
## The game's own words are terms: set each once and every message below follows.
##
## 繁體中文（台灣）：Prefa 在台灣少有人玩，用詞取自橋牌等吃墩類牌戲：叫牌、過、合約、
## 莊家、防守方、墩、王牌、王吃、跟同花色、無王（NT）、底牌。彩池即希臘語的 κάσα，
## 籌碼即 καπίκια。玩家輸入的代碼（6S、7NT、10H、spades、pass）保持原樣。

# The pot (Greek: κάσα): each player's count, worked down to zero over the match.
-pf-pot = 彩池
# Chips (Greek: καπίκια): what moves between the players; the final score.
-pf-chips = 籌碼
# The two face-down cards the declarer picks up after the auction.
-pf-kitty = 底牌
-pf-contract = 合約
# The call that takes over the contract bid so far (Greek-style "good").
-pf-same = { $form ->
   *[quoted] 「一樣」
    [title] 一樣
}
# A defender who plays alone: the other defender's cards stay out.
-pf-alone = 單獨
# A defender who takes the other defender along (Greek: μαζί).
-pf-together = 一起
-pf-no-trumps = 無王
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
    [D] 方塊
   *[H] 紅心
}
pf-suit-one = { $suit ->
    [S] 黑桃
    [C] 梅花
    [D] 方塊
   *[H] 紅心
}
pf-phase-auction = 叫牌
pf-phase-discard = 莊家棄牌
pf-phase-contract = 莊家宣告{ -pf-contract }
pf-phase-defend = 防守方表態
pf-phase-play = 打牌
pf-phase-over = 對局結束

## The table

pf-section-pots = { -pf-pot }
pf-section-chips = { -pf-chips }
pf-section-dealer = 發牌者
pf-section-auction = 叫牌
pf-section-contract = { -pf-contract }
pf-section-defence = 防守
pf-section-kitty = { -pf-kitty }
pf-section-trick = 本墩
pf-section-last-trick = 上一墩
pf-section-tricks = 已得墩數
pf-section-last-deal = 上一局
# A seat and what goes with it in a list: pots, chips, tricks, a card played, a call.
pf-seat-with = { $player } { $what }
pf-call-pass = 過
pf-call-same = { -pf-same }
pf-call-play = 防守
pf-call-alone = 單獨防守
pf-call-together = { -pf-together }
pf-contract-won = { $player }以{ $bid }贏得叫牌
# $value: the contract's game value (pot points, and chips per trick).
pf-contract-named = { $player }以{ $bid }贏得叫牌；{ -pf-contract }{ $contract }（{ -pf-game-value }{ $value }）
pf-kitty-took = 你拿到了{ $cards }
pf-kitty-discarded = 你拿到了{ $cards }；棄掉了{ $discards }

## Prompts: what to do now

pf-prompt-waiting = 等待{ $player }。
pf-hint-open = 可叫{ $low }到{ $high }之間的任何{ -pf-contract }，或者過。
pf-hint-same = 說{ -pf-same }即可接過{ $contract }，或者過。
pf-hint-next = 叫{ $contract }，或者過。
pf-hint-top = 沒有比{ $contract }更高的叫品了：請過。
# $left: how many cards are still to be discarded (1 or 2).
pf-hint-discard = { $left ->
    [1] 再棄掉一張牌（牌面朝下）。
   *[other] 棄掉兩張牌（牌面朝下）。
}
pf-hint-contract = 宣告你的{ -pf-contract }：{ $contract }或更高，花色任選，也可以是{ -pf-no-trumps }。
pf-hint-r-first = 對{ $contract }：防守還是過？
# $other: the other defender.
pf-hint-l-after-play = { $other }防守。你也防守，還是過？
pf-hint-r-second = { $other }過了。你單獨防守，還是帶上{ $other }一起防守？
pf-hint-l-after-pass = { $other }過了。過、單獨防守，還是帶上{ $other }一起防守？
pf-hint-r-reentry = { $other }單獨防守。你過，還是接手並帶上{ $other }一起防守？
pf-hint-lead = 由你先出：任意出一張牌。
# $suit: the suit's symbol (♠).
pf-hint-follow = 請跟同花色：出一張{ $suit }。
# $led: the suit led, in words; $trump: the trump suit's symbol.
pf-hint-trump = 你沒有{ $led }：請出王牌（{ $trump }）王吃。
pf-hint-any = 任意出一張牌。

## Labels of moves (buttons and menus)

pf-label-pass = 過
pf-label-same = { -pf-same(form: "title") }（{ $contract }）
pf-label-bid = 叫{ $contract }
pf-label-discard = 棄掉{ $card }
# The final contract the declarer names.
pf-label-contract = 打{ $contract }
pf-label-play = 防守
pf-label-alone = 單獨防守
pf-label-together = 一起（帶上另一位防守者）

## Why a move is refused

# $move: what the player typed; $hint: what to do now (one of the prompts above).
pf-reason-wrong = 現在不能「{ $move }」。{ $hint }
pf-reason-no-argument = 「{ $move }」後面不用加任何內容：只要輸入{ $move }。{ $hint }
pf-reason-which-contract = 請說明是哪個{ -pf-contract }。{ $hint }
pf-reason-which-card = 請說明是哪張牌，例如「{ $example }」。{ $hint }
pf-reason-not-contract = 「{ $typed }」不是{ -pf-contract }。請寫成6S、7NT或10H這樣。{ $hint }
pf-reason-not-contract-alias = 「{ $typed }」不是{ -pf-contract }。請寫成7S、8NT或10H這樣，6♠也可以只寫spades。{ $hint }
# $examples: the contracts of that level, like 7S, 7C, 7D, 7H or 7NT.
pf-reason-no-suit = { -pf-contract }還需要花色：{ $examples }。{ $hint }
pf-reason-level = { -pf-contract }是6到10墩，所以沒有{ $level }。{ $hint }
# $code: the form this table accepts, like 6S.
pf-reason-needs-level = 本桌的{ -pf-contract }必須寫明墩數：請寫{ $code }，而不是「{ $typed }」。{ $hint }
pf-reason-ten-nt = 沒有10{ -pf-nt }：最高的{ -pf-contract }是{ $top }。{ $hint }
pf-reason-may-not-raise = 叫牌順序上你在{ $holder }之前，所以不能加叫：說{ -pf-same }接過{ $contract }，或者過。
pf-reason-top = { $top }是最高的{ -pf-contract }；你只能過。
pf-reason-next-only = 你只能叫{ $next }，也就是緊接在{ $current }之上的{ -pf-contract }——或者過。
pf-reason-nothing-to-same = 還沒有人叫牌，沒有什麼可以說{ -pf-same }的。請叫一個{ -pf-contract }，或者過。
pf-reason-same-above = 只有叫牌順序在{ $holder }之前的玩家才能說{ -pf-same }。你可以叫{ $next }，或者過。
pf-reason-same-above-top = 只有叫牌順序在{ $holder }之前的玩家才能說{ -pf-same }。你只能過。
pf-reason-not-held = 你沒有{ $card }。{ $hint }
pf-reason-not-card = 「{ $typed }」不是一張牌。請寫成10S、AH或Q♦這樣。
# $held: how many cards the declarer holds now.
pf-reason-discard-which = { $left ->
    [1] 從手中的{ $held }張牌裡再棄掉一張。
   *[other] 從手中的{ $held }張牌裡棄掉兩張。
}
pf-reason-play-which = 請從手牌中出一張。
# $suit: the suit led, one card of it in words ("紅心"); $symbol: its symbol.
pf-reason-follow = 必須跟同花色：請出一張{ $suit }（{ $symbol }）。
pf-reason-trump = 你沒有{ $led }，所以必須出王牌（{ $trump }）王吃。
pf-reason-final-low = 最終{ -pf-contract }必須是{ $bid }或更高：{ $contract }低於你贏得叫牌時的{ -pf-contract }。

## What happens (events, one line each)

pf-event-pass = { $player }過。
pf-event-bid = { $player }叫{ $contract }。
pf-event-same = { $player }說{ -pf-same }（{ $contract }）。
pf-event-throw-in = 三家都過：收牌重發，由{ $dealer }重新發牌。
pf-event-declarer = { $player }以{ $contract }贏得叫牌，拿起{ -pf-kitty }。
pf-event-discard = { $player }棄掉一張牌（牌面朝下）。
pf-event-contract = { $player }宣告{ -pf-contract }：{ $contract }。
pf-event-defend = { $player }選擇防守。
# The last defence call: $leader leads the first trick.
pf-event-both = { $player }也防守：兩位防守者都參與打牌。由{ $leader }首攻。
pf-event-alone = { $player }單獨防守；{ $out }的牌不參與。由{ $leader }首攻。
# first_defender_reentry: $other may still take over.
pf-event-alone-offer = { $player }將單獨防守，除非{ $other }接手。
pf-event-alone-confirmed = { $player }過，所以由{ $active }單獨防守；{ $player }的牌不參與。由{ $leader }首攻。
pf-event-together = { $player }防守，並帶上{ $helper }一起。由{ $leader }首攻。
pf-event-play = { $player }出{ $card }。
pf-event-trick = { $player }贏得這一墩。
pf-event-next-deal = 下一局由{ $dealer }發牌。
# $summary: the final standing (pf-summary-final).
pf-event-over = 所有{ -pf-pot }都已清空。{ $summary }

## How a deal was settled (events, and the "Last deal" section)

# $value: the contract's game value, in pot points.
pf-deal-both-pass = 兩位防守者都過：{ $declarer }直接算作完成{ $contract }（{ $value }）。
pf-deal-own-pot = { $player }的{ -pf-pot } −{ $points }。
# Overflow: the declarer's own pot is empty, so points come off $player's pot at 10 chips each.
pf-deal-overflow = 從{ $player }的{ -pf-pot }扣{ $points }：{ $player }支付{ $chips }{ -pf-chips }。
pf-deal-dropped = { $points }點作廢：所有{ -pf-pot }都已清空。
# $needed: the tricks the contract needs; $points: what goes onto the declarer's pot.
pf-deal-fails = { $declarer }需要{ $needed }墩，只拿到{ $tricks }墩，合約失敗：{ -pf-pot } +{ $points }。
pf-deal-made-with = { $declarer }以{ $tricks }墩完成{ $contract }。
pf-deal-lone-short = { $declarer }拿到{ $tricks }墩；{ $defender }需要{ $needed }墩，只拿到{ $took }墩，需支付。
pf-deal-exact = { $declarer }剛好完成{ $contract }。
pf-deal-combined-short = { $declarer }拿到{ $tricks }墩：防守方墩數不足，由{ $defender }支付。
pf-deal-overtricks = { $declarer }拿到{ $tricks }墩，超出{ $over }墩。
pf-deal-short = { $defender }拿到{ $took }墩，需要{ $needed }墩：不足。
# $chips: the helper's net change this deal, signed ("+7").
pf-deal-helper = { $helper }是被帶上的，所以{ $helper }本局的{ -pf-chips }變動（{ $chips }）改由{ $active }承擔。
# $changes: each seat's change, like "Ann +20, Ben −15".
pf-deal-chips = { -pf-chips }：{ $changes }。

## The end of the match

# $standing: every seat's chips, like "Ann +20, Ben −5, Cleo −15".
pf-summary-final = 最終{ -pf-chips }：{ $standing }。
pf-summary-stopped = 在所有{ -pf-pot }清空前就結束了，所以{ -pf-pot }裡剩下的按每點10{ -pf-chips }平均分配。最終{ -pf-chips }：{ $standing }。
