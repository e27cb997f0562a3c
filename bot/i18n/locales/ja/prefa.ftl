## Prefa (Greek Preference): bot/games/prefa. Seats ($player, $declarer …) are names.
## The game's own words are terms: set each once and every message below follows.
##
## 日本語：用語はルールの原文（赤桐裕二さんの紹介文、/work/shared/seeds/prefa.ja.txt）に
## 合わせています：ポット、チップ、キティー、コントラクト、ビッド、パス、「同じ」、
## デクレアラー、ディフェンダー、出る／降りる、連れて出る、ゲームバリュー、切札、
## ノートランプ、トリック、リード、フォロー、捨て札。
## プレイヤーが入力するコード（6S、7NT、10H、spades、pass）はそのままです。

# The pot (Greek: κάσα): each player's count, worked down to zero over the match.
-pf-pot = ポット
# Chips (Greek: καπίκια): what moves between the players; the final score.
-pf-chips = チップ
# The two face-down cards the declarer picks up after the auction.
-pf-kitty = キティー
-pf-contract = コントラクト
# The call that takes over the contract bid so far (the seed: 「同じ（グッド）」).
-pf-same = { $form ->
   *[quoted] 「同じ」
    [title] 同じ
}
# A defender who plays alone: the other defender's cards stay out.
-pf-alone = 1人で
# A defender who takes the other defender along (the seed: 連れて出る).
-pf-together = 連れて出る
-pf-no-trumps = ノートランプ
# Written after the level in a no-trumps contract: 7NT.
-pf-nt = NT
# A contract's worth in pot points (and chips per trick).
-pf-game-value = ゲームバリュー

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
    [S] スペード
    [C] クラブ
    [D] ダイヤ
   *[H] ハート
}
pf-suit-one = { $suit ->
    [S] スペード
    [C] クラブ
    [D] ダイヤ
   *[H] ハート
}
pf-phase-auction = ビッド
pf-phase-discard = デクレアラーの捨て札
pf-phase-contract = デクレアラーの{ -pf-contract }宣言
pf-phase-defend = ディフェンダーの宣言
pf-phase-play = プレイ
pf-phase-over = ゲーム終了

## The table

pf-section-pots = { -pf-pot }
pf-section-chips = { -pf-chips }
pf-section-dealer = ディーラー
pf-section-auction = ビッド
pf-section-contract = { -pf-contract }
pf-section-defence = ディフェンダー
pf-section-kitty = { -pf-kitty }
pf-section-trick = トリック
pf-section-last-trick = 前のトリック
pf-section-tricks = 取ったトリック
pf-section-last-deal = 前回のディール
# A seat and what goes with it in a list: pots, chips, tricks, a card played, a call.
pf-seat-with = { $player } { $what }
pf-call-pass = パス
pf-call-same = { -pf-same }
pf-call-play = 出る
pf-call-alone = 1人で出る
pf-call-together = { -pf-together }
pf-contract-won = { $player }が{ $bid }で落札
# $value: the contract's game value (pot points, and chips per trick).
pf-contract-named = { $player }が{ $bid }で落札、{ -pf-contract }は{ $contract }（{ -pf-game-value } { $value }）
pf-kitty-took = 取ったカード：{ $cards }
pf-kitty-discarded = 取ったカード：{ $cards }、捨て札：{ $discards }

## Prompts: what to do now

pf-prompt-waiting = { $player }の番です。
pf-hint-open = { $low }から{ $high }までのどの{ -pf-contract }でもビッドできます。またはパス。
pf-hint-same = { -pf-same }と言って{ $contract }を引き継ぐか、パスしてください。
pf-hint-next = { $contract }をビッドするか、パスしてください。
pf-hint-top = { $contract }より上はありません。パスしてください。
# $left: how many cards are still to be discarded (1 or 2).
pf-hint-discard = { $left ->
    [1] あと1枚、裏向きに捨ててください。
   *[other] 2枚を裏向きに捨ててください。
}
pf-hint-contract = { -pf-contract }を宣言してください：{ $contract }以上なら、スートは自由、{ -pf-no-trumps }も可。
pf-hint-r-first = { $contract }に対して、出ますか？ それとも降りますか（パス）？
# $other: the other defender.
pf-hint-l-after-play = { $other }は出ます。あなたも出ますか？ それともパス？
pf-hint-r-second = { $other }はパスしました。1人で出ますか？ それとも{ $other }を連れて出ますか？
pf-hint-l-after-pass = { $other }はパスしました。パス、1人で出る、{ $other }を連れて出る、のどれにしますか？
pf-hint-r-reentry = { $other }が1人で出ます。パスしますか？ それともあなたが代わりに{ $other }を連れて出ますか？
pf-hint-lead = 好きなカードをリードしてください。
# $suit: the suit's symbol (♠).
pf-hint-follow = { $suit }をフォローしてください。
# $led: the suit led, in words; $trump: the trump suit's symbol.
pf-hint-trump = { $led }がないので、切札（{ $trump }）を出してください。
pf-hint-any = 好きなカードを出してください。

## Labels of moves (buttons and menus)

pf-label-pass = パス
pf-label-same = { -pf-same(form: "title") }（{ $contract }）
pf-label-bid = { $contract }をビッド
pf-label-discard = { $card }を捨てる
# The final contract the declarer names.
pf-label-contract = { $contract }でプレイ
pf-label-play = 出る
pf-label-alone = 1人で出る
pf-label-together = 連れて出る（もう1人のディフェンダーも参加）

## Why a move is refused

# $move: what the player typed; $hint: what to do now (one of the prompts above).
pf-reason-wrong = 今は「{ $move }」はできません。{ $hint }
pf-reason-no-argument = 「{ $move }」の後には何も付けません。{ $move }とだけ入力してください。{ $hint }
pf-reason-which-contract = どの{ -pf-contract }か指定してください。{ $hint }
pf-reason-which-card = どのカードか指定してください（例：「{ $example }」）。{ $hint }
pf-reason-not-contract = 「{ $typed }」は{ -pf-contract }ではありません。6S、7NT、10Hのように書いてください。{ $hint }
pf-reason-not-contract-alias = 「{ $typed }」は{ -pf-contract }ではありません。7S、8NT、10Hのように書くか、6♠ならspadesとだけ書いてください。{ $hint }
# $examples: the contracts of that level, like 7S, 7C, 7D, 7H or 7NT.
pf-reason-no-suit = { -pf-contract }にはスートも必要です：{ $examples }。{ $hint }
pf-reason-level = { -pf-contract }は6〜10トリックなので、{ $level }はありません。{ $hint }
# $code: the form this table accepts, like 6S.
pf-reason-needs-level = このテーブルでは{ -pf-contract }にトリック数が必要です。「{ $typed }」ではなく{ $code }と書いてください。{ $hint }
pf-reason-ten-nt = 10{ -pf-nt }はありません。一番高い{ -pf-contract }は{ $top }です。{ $hint }
pf-reason-may-not-raise = ビッドの席順であなたは{ $holder }より上なので、ビッドを上げることはできません。{ -pf-same }と言って{ $contract }を引き継ぐか、パスしてください。
pf-reason-top = { $top }が一番高い{ -pf-contract }です。パスしかできません。
pf-reason-next-only = ビッドできるのは、{ $current }のすぐ上の{ $next }だけです。またはパス。
pf-reason-nothing-to-same = まだ誰もビッドしていないので、{ -pf-same }とは言えません。{ -pf-contract }をビッドするか、パスしてください。
pf-reason-same-above = { -pf-same }と言えるのは、席順が{ $holder }より上のプレイヤーだけです。{ $next }をビッドするか、パスしてください。
pf-reason-same-above-top = { -pf-same }と言えるのは、席順が{ $holder }より上のプレイヤーだけです。パスしかできません。
pf-reason-not-held = { $card }は持っていません。{ $hint }
pf-reason-not-card = 「{ $typed }」はカードではありません。10S、AH、Q♦のように書いてください。
# $held: how many cards the declarer holds now.
pf-reason-discard-which = { $left ->
    [1] 手札{ $held }枚のうち、あと1枚を捨ててください。
   *[other] 手札{ $held }枚のうち、2枚を捨ててください。
}
pf-reason-play-which = 手札のカードを1枚出してください。
# $suit: the suit led, one card of it in words ("heart"); $symbol: its symbol.
pf-reason-follow = フォローしなければなりません：{ $suit }（{ $symbol }）を出してください。
pf-reason-trump = { $led }がないので、切札（{ $trump }）を出さなければなりません。
pf-reason-final-low = 最終{ -pf-contract }は{ $bid }以上でなければなりません。{ $contract }は落札した{ -pf-contract }より下です。

## What happens (events, one line each)

pf-event-pass = { $player }はパス。
pf-event-bid = { $player }は{ $contract }をビッド。
pf-event-same = { $player }は{ -pf-same }（{ $contract }）。
pf-event-throw-in = 3人ともパスしたので配り直しです。{ $dealer }が配ります。
pf-event-declarer = { $player }が{ $contract }で落札し、{ -pf-kitty }を取ります。
pf-event-discard = { $player }はカードを1枚裏向きに捨てました。
pf-event-contract = { $player }の{ -pf-contract }：{ $contract }。
pf-event-defend = { $player }は出ます。
# The last defence call: $leader leads the first trick.
pf-event-both = { $player }も出ます。ディフェンダーは2人ともプレイします。{ $leader }がリードします。
pf-event-alone = { $player }は1人で出ます。{ $out }のカードは使いません。{ $leader }がリードします。
# first_defender_reentry: $other may still take over.
pf-event-alone-offer = { $player }は1人で出ます（{ $other }が代わりに連れて出なければ）。
pf-event-alone-confirmed = { $player }はパス。{ $active }が1人で出ます。{ $player }のカードは使いません。{ $leader }がリードします。
pf-event-together = { $player }は{ $helper }を連れて出ます。{ $leader }がリードします。
pf-event-play = { $player }が{ $card }を出しました。
pf-event-trick = { $player }がトリックを取りました。
pf-event-next-deal = 次は{ $dealer }が配ります。
# $summary: the final standing (pf-summary-final).
pf-event-over = 全員の{ -pf-pot }が0になりました。{ $summary }

## How a deal was settled (events, and the "Last deal" section)

# $value: the contract's game value, in pot points.
pf-deal-both-pass = ディフェンダーが2人とも降りました。{ $declarer }は{ $contract }（{ $value }）を達成したものとします。
pf-deal-own-pot = { $player }の{ -pf-pot } −{ $points }。
# Overflow: the declarer's own pot is empty, so points come off $player's pot at 10 chips each.
pf-deal-overflow = { $player }の{ -pf-pot }から{ $points }：{ $player }は{ $chips }{ -pf-chips }を払います。
pf-deal-dropped = { $points }点は引けませんでした：全員の{ -pf-pot }が空です。
# $needed: the tricks the contract needs; $points: what goes onto the declarer's pot.
pf-deal-fails = { $declarer }は{ $needed }トリック必要なところ{ $tricks }トリックで失敗：{ -pf-pot } +{ $points }。
pf-deal-made-with = { $declarer }は{ $tricks }トリックで{ $contract }を達成。
pf-deal-lone-short = { $declarer }は{ $tricks }トリック。{ $defender }は{ $needed }必要なところ{ $took }しか取れず、支払います。
pf-deal-exact = { $declarer }は{ $contract }をちょうど達成。
pf-deal-combined-short = { $declarer }は{ $tricks }トリック。ディフェンダーのトリックが足りず、{ $defender }が支払います。
pf-deal-overtricks = { $declarer }は{ $tricks }トリック、{ $over }トリック多く取りました。
pf-deal-short = { $defender }は{ $took }トリック（必要{ $needed }）：不足。
# $chips: the helper's net change this deal, signed ("+7").
pf-deal-helper = { $helper }は連れ出されたので、{ $helper }の{ -pf-chips }の増減（{ $chips }）は{ $active }に移ります。
# $changes: each seat's change, like "Ann +20, Ben −15".
pf-deal-chips = { -pf-chips }：{ $changes }。

## The end of the match

# $standing: every seat's chips, like "Ann +20, Ben −5, Cleo −15".
pf-summary-final = 最終{ -pf-chips }：{ $standing }。
pf-summary-stopped = 全員の{ -pf-pot }が0になる前に終了したので、{ -pf-pot }の残りは1点10{ -pf-chips }で均等に分けます。最終{ -pf-chips }：{ $standing }。
