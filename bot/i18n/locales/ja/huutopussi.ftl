# Huutopussi (bot/games/huutopussi/): every sentence, label, prompt, section, reason and event.
#
# Seats arrive as { $player }-style placeholders and are shown by the reader's name for them.
# Cards ({ $card }, { $cards }) are drawn faces such as A♠ or 10♥ in every language.
# The game's own words are terms below: set them once (Finnish players say huuto,
# valtti, mariaasi …) and every message follows.

## Terms

-hp-game = フートプッシ
# A bid in the auction (Finnish: huuto).
-hp-bid = ビッド
# The auction (Finnish: huutokauppa, tarjoaminen).
-hp-auction = { $form ->
   *[lower] ビッド
    [title] ビッド
}
# The trump suit, as a plural noun (Finnish: valtti).
-hp-trumps = { $form ->
   *[lower] 切り札
    [title] 切り札
}
# A king and queen of one suit declared together (Finnish: mariaasi).
-hp-marriage = { $form ->
   *[one] マリッジ
    [other] マリッジ
    [title] マリッジ
}
# The declarer's target after the exchange.
-hp-contract = { $form ->
   *[lower] 最終ビッド
    [title] 最終ビッド
}
# Throwing the cards in for a new deal.
-hp-redeal = 配り直し

## Suits, teams, the phase

# $suit: S, H, D or C.
hp-suit = { $suit ->
    [S] スペード
    [H] ハート
    [D] ダイヤ
   *[C] クラブ
}
# The same, starting a sentence.
hp-suit-title = { $suit ->
    [S] スペード
    [H] ハート
    [D] ダイヤ
   *[C] クラブ
}
# A partnership: two seats.
hp-team = { $first }・{ $second }

hp-phase-auction = { -hp-auction(form: "title") }
hp-phase-exchange = カードの交換
hp-phase-contract = { -hp-contract }の決定
hp-phase-play = プレイ
hp-phase-answer = { -hp-marriage }の選択
hp-phase-over = ゲーム終了

## Table sections

hp-section-scores = 得点
hp-section-auction = { -hp-auction(form: "title") }
hp-section-contract = { -hp-contract(form: "title") }
hp-section-trumps = { -hp-trumps(form: "title") }
# $number: which trick of the deal (1 to 9).
hp-section-trick = 第{ $number }トリック
hp-section-last-trick = 直前のトリック
hp-section-taken = 獲得
hp-section-exchange = カードの交換
hp-section-last-deal = 前のディール

# $exceed: yes when a team must go over the target, no when reaching it is enough.
hp-scores = { $team0 }: { $score0 } · { $team1 }: { $score1 }（{ $exceed ->
    [yes] { $target }点を超えたら勝ち
   *[no] { $target }点先取
}）
# $calls: the calls so far, e.g. "Ann 50 · Ben pass".
hp-auction-calls = ディラーは{ $dealer }。{ $calls }
hp-auction-no-calls = ディラーは{ $dealer }。まだビッドはありません。
hp-call-bid = { $player } { $value }
hp-call-pass = { $player } パス
# After the auction: one line. $bid is the auction's bid, $contract what the pair plays for.
hp-contract-pending = { $declarer }が{ $bid }でデクレアラーになりました。{ -hp-contract }はまだ決まっていません · ディラー { $dealer }
hp-contract-kept = { $team }：{ $contract }点 · ディラー { $dealer }
hp-contract-raised = { $team }：{ $contract }点（ビッドは{ $bid }）· ディラー { $dealer }
hp-contract-none = { -hp-contract }なし：各ペアが取った点数を得ます · ディラー { $dealer }
hp-trumps-none = まだありません。
hp-trumps-suit = { $suit }。
# $marriages: a list of entries like "Ann hearts +100".
hp-trumps-marriages = { -hp-marriage(form: "title") }：{ $marriages }。
hp-marriage-entry = { $player } { $suit } +{ $value }
hp-trick-entry = { $player } { $card }
hp-trick-empty = まだカードが出ていません。
# $plays: the four cards of the trick with who played them.
hp-last-trick = { $plays } — { $winner }が取りました。
hp-taken-team = { $team }：{ $points }点、{ $tricks }トリック
hp-exchange-gave = { $partner }が{ $cards }を渡しました。
hp-exchange-returned = { $declarer }が{ $cards }を返しました。
hp-exchange-chosen = { $cards }を選びました（あと{ $left }枚）。
# $change0 and $change1 are signed, like +100 or -80.
hp-last-deal = 取った点数 { $team0 } { $total0 }、{ $team1 } { $total1 }。得点 { $change0 } / { $change1 }。

## Prompts

hp-prompt-waiting = { $player }の番です。お待ちください。
hp-prompt-over = { $team }の勝ちです。
hp-hint-auction-pass = ビッドの番です：パスしてください。
hp-hint-auction-bid = ビッドの番です：{ $low }以上をビッドするか、パスしてください。
hp-hint-auction-open = あなたが最初のビッドです：{ $low }以上をビッドしてください。
hp-hint-auction-open-banned = あなたのチームは{ $line }点以下です：最初のビッドとして必ず{ $low }をビッドしてください。
hp-hint-redeal = { -hp-redeal }を求めることもできます。
# $example: one of the player's own cards.
hp-hint-give = パートナーにあと{ $left }枚、1枚ずつ渡してください（例：{ $example }）。
hp-hint-return = パートナーにあと{ $left }枚、1枚ずつ返してください（例：{ $example }）。
hp-hint-contract = { -hp-contract }を{ $bid }〜{ $max }で決めてください（{ $bid }ならそのまま）。
# $suits: the suits to choose from, as a list.
hp-hint-answer = 宣言する{ -hp-marriage }を選んでください：{ $suits }。
hp-hint-window = { -hp-marriage }を宣言するか、パートナーに聞くか、カードをリードしてください（例：{ $example }）。
hp-hint-play = カードを出してください（例：{ $example }）。

## Labels (buttons and menus)

hp-label-play = { $card }
hp-label-give = { $card }を渡す
hp-label-return = { $card }を返す
hp-label-bid = { $value }をビッド
hp-label-contract = { -hp-contract } { $value }
hp-label-pass = パス
hp-label-redeal = { -hp-redeal }を求める
hp-label-marriage = { $suit }で{ -hp-marriage }（+{ $value }）
hp-label-ask = パートナーに{ -hp-marriage }を聞く
hp-label-ask-half = パートナーに{ $suit }のもう片方を聞く
hp-label-answer = { $suit }で{ -hp-marriage }

## Events

hp-event-bid = { $player }が{ $value }をビッドしました。
hp-event-pass = { $player }がパスしました。
hp-event-auction-won = { $player }が{ $bid }でデクレアラーになりました。
hp-event-all-passed = 全員パスしました：{ -hp-contract }なしでプレイし、各ペアが取った点数を得ます。{ $leader }がリードします。
hp-event-redeal = { $player }が{ -hp-redeal }を求めました。{ $dealer }がもう一度配ります。最初のビッドは{ $first }です。
hp-event-give = { $partner }が{ $declarer }にカードを{ $count }枚、裏向きで渡しました。
hp-event-return = { $declarer }が{ $partner }にカードを{ $count }枚返しました。
hp-event-contract-kept = { $player }は{ -hp-contract }を{ $value }のままにしました。
hp-event-contract-raised = { $player }が{ -hp-contract }を{ $value }に上げました。
hp-event-play = { $player }が{ $card }を出しました。
hp-event-trick = { $player }が{ $card }でトリックを取りました：{ $points }点。
hp-event-last-trick = { $player }が{ $card }でトリックを取りました：{ $points }点、ラストトリックで+{ $bonus }点。
# $suit twice: the married suit, which is trumps from now on.
hp-event-marriage = { $player }が{ $suit }で{ -hp-marriage }：+{ $value }点、{ $suit }が{ -hp-trumps }になりました。
hp-event-ask = { $player }が{ $partner }に{ -hp-marriage }を聞きました。
hp-event-ask-half = { $player }が{ $partner }に{ $card }を聞きました。
hp-event-has-none = { $player }は{ -hp-marriage }できません。
hp-event-shows = { $player }が{ $card }を見せました。
hp-event-lacks = { $player }は持っていません。
# The deal's result for the declaring pair. $total: what the pair took; $change: signed.
hp-event-made = { $team }は{ $total }点を取り、{ -hp-contract }{ $contract }を達成：{ $change }。
hp-event-failed = { $team }は{ $total }点で、{ -hp-contract }{ $contract }に届きませんでした：{ $change }。
hp-event-declarer-no-trick = { $declarer }がトリックを1つも取れなかったので、{ $team }は{ $change }（{ -hp-contract }{ $contract }に対して{ $total }点）。
# The same deal for the other pair.
hp-event-others-nothing = { $team }の得点はありません。
hp-event-others-score = { $team }は{ $change }。
hp-event-others-no-trick = { $team }はトリックを1つも取れませんでした：{ $change }。
hp-event-no-contract = { -hp-contract }なし：{ $team0 }は{ $total0 }、{ $team1 }は{ $total1 }を得ます。
hp-event-match = { $team }が{ $score }対{ $other }でゲームに勝ちました！
hp-event-deal = { $dealer }が配ります。最初のビッドは{ $first }です。
hp-result = { $team }が{ $score }対{ $other }で勝ち。

## Why a move is refused (each says what to do instead)

# $move: what the player typed; $hint: what to do now (a whole sentence).
hp-reason-unknown-move = 「{ $move }」は{ -hp-game }の手ではありません。{ $hint }
# $what: the kind of move tried.
hp-reason-wrong-phase = 今は{ $what ->
    [bid] ビッドできません
    [pass] パスできません
    [redeal] { -hp-redeal }を求められません
    [give] カードを渡せません
    [return] カードを返せません
    [contract] { -hp-contract }を決められません
    [play] カードを出せません
    [marriage] { -hp-marriage }を宣言できません
    [ask] パートナーに聞けません
   *[answer] 答えられません
}。{ $hint }
hp-reason-no-argument = { $what ->
    [pass] パスするには pass とだけ入力してください。
   *[redeal] { -hp-redeal }を求めるには redeal とだけ入力してください。
}
hp-reason-not-a-card = 「{ $text }」はカードではありません。10S、AH、Q♦ のように書いてください。
hp-reason-card-missing = どのカードか指定してください（例：{ $example }）。
hp-reason-not-in-pack = { $card }は{ -hp-game }では使いません（6〜Aだけです）。
hp-reason-not-held = { $card }は手札にありません。
hp-reason-bid-amount = ビッドは点数です：{ $example } または bid { $example } と入力してください。
hp-reason-contract-amount = { -hp-contract }は点数です：{ $example } または contract { $example } と入力してください。
hp-reason-bid-banned = あなたのチームは{ $line }点以下なので、ビッドできません。パスしてください。
hp-reason-bid-banned-opening = あなたのチームは{ $line }点以下なので、最初の必須ビッド{ $low }しかできません。
hp-reason-bid-not-higher = { $high }より高く（{ $next }以上）ビッドするか、パスしてください。
hp-reason-bid-below-min = ビッドは最低{ $min }です。
hp-reason-bid-above-max = ビッドは最高{ $max }です。
hp-reason-bid-step = ビッドは5点刻みです：{ $value }はできません。{ $next }にしてください。
hp-reason-must-open = あなたが最初のビッドなので、必ず{ $min }以上をビッドしてください。
hp-reason-no-redeal = このテーブルでは{ -hp-redeal }はありません。
hp-reason-redeal-four-sixes = { -hp-redeal }を求められるのは、あなたかあなたのペアが6を4枚とも持っているときだけです（最初のビッドの番か、カードの交換中）。
hp-reason-redeal-seed = { -hp-redeal }を求められるのは最初のビッドの番だけで、6が3枚以上あるか、Jより強いカードが1枚もないときだけです。
hp-reason-already-chosen = { $card }はもう選びました。別のカードを選んでください。
hp-reason-contract-range = { -hp-contract }は、ビッドした{ $bid }から{ $max }までの5の倍数です。
hp-reason-first-trick = 最初のトリックでは{ $cards }を出してください。
hp-reason-lead = リードできるのは{ $cards }です。
hp-reason-follow-and-beat = { $suit }をフォローし、{ $card }より強いカードがあればそれを出してください：{ $cards }。
hp-reason-follow = { $suit }をフォローしてください：{ $cards }。
hp-reason-trump = { $suit }がないので、{ -hp-trumps }を出してください：{ $cards }。
hp-reason-overtrump = { $suit }がないので、{ $card }より強い{ -hp-trumps }を出してください：{ $cards }。
hp-reason-play-one-of = { $cards }のどれかを出してください。
# $rule: led when a window follows only a trick you led and won; any for any trick won.
hp-reason-no-window = { -hp-marriage }を宣言できるのは、{ $rule ->
    [any] トリック
   *[led] 自分がリードしたトリック
}を取った直後、次にリードする前だけです。{ $hint }
hp-reason-marriage-suit = { -hp-marriage }にはスートが必要です：marriage H、D、C、S のように入力してください（marriage hearts でも可）。
hp-reason-ask-suit = 「{ $text }」はスートではありません。もう片方を聞くには ask H、D、C、S と入力してください（{ -hp-marriage }そのものを聞くなら ask だけ）。
hp-reason-already-married = { $suit }はこのディールですでに{ -hp-marriage }済みです。
hp-reason-need-king-queen = { $suit }で{ -hp-marriage }するには、KとQの両方が必要です。
hp-reason-own-after-ask = このディールではもうパートナーに聞いたので、自分の手札から{ -hp-marriage }することはできません。
hp-reason-own-after-partner-half = このディールでパートナーがもう片方を聞いたので、自分の手札から{ -hp-marriage }することはできません。
hp-reason-whole-after-half = このディールでもう片方を聞いたので、{ -hp-marriage }そのものを聞くことはできません。
hp-reason-whole-after-partner-half = このディールでパートナーがもう片方を聞いたので、{ -hp-marriage }そのものを聞くことはできません。もう片方を聞くことはできます。
hp-reason-whole-partner-lock = このディールでパートナーがあなたに{ -hp-marriage }を聞いたので、あなたからパートナーに聞くことはできません。もう片方を聞くことはできます。
hp-reason-all-married = 4つのスートすべてがもう{ -hp-marriage }済みです。
hp-reason-half-needs-one = { $suit }のもう片方を聞けるのは、そのスートのKとQのうち1枚だけを持っているときです。
hp-reason-answer = あなたの{ -hp-marriage }から1つ選んでください：{ $suits }。
