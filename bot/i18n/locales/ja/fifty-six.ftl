# Fifty-Six (bot/games/fifty_six). Seats ($player, $dealer, …) are names the host fills in;
# $team is a list of a team's players ("Ann and Cleo"). Card faces ($card, $cards) are drawn
# the same in every language. Strain codes: S spades, H hearts, D diamonds, C clubs,
# N no-trumps.
# Japanese: the words of the Japanese rules this game came from (ビッド, 切札, ノートランプ,
# ノーズ, プラス, ダブル, リダブル, ゲーム点, テーブル). Typed moves are read in English only
# (28S, S28, +1H, 29 noes, pass), so examples of what to type stay as typed.

## The game's own words

-fs-no-trumps = ノートランプ
-fs-noes = ノーズ
-fs-plus = プラス
-fs-game-points = ゲーム点
-fs-card-points = 点
-fs-tables = テーブル
-fs-table-cards = テーブルカード

## Suits, bids and contracts

# A strain as a bid names it: $strain is a strain code.
fs-strain = { $strain ->
        [S] スペード
        [H] ハート
        [D] ダイヤ
        [C] クラブ
       *[N] { -fs-no-trumps }
    }
# One card of a suit ("follow suit with a spade"): $strain is a strain code.
fs-strain-one = { $strain ->
        [S] スペード
        [H] ハート
        [D] ダイヤ
        [C] クラブ
       *[N] { -fs-no-trumps }
    }
# A bid: "28 spades". $strain is fs-strain.
fs-bid = { $amount }{ $strain }
# A contract with its doubling: $bid is fs-bid, $multiplier 1, 2 or 4.
fs-contract = { $multiplier ->
        [2] { $bid }(ダブル)
        [4] { $bid }(リダブル)
       *[other] { $bid }
    }
# A contract and the team that plays it.
fs-contract-by = { $multiplier ->
        [2] { $team }の{ $bid }(ダブル)
        [4] { $team }の{ $bid }(リダブル)
       *[other] { $team }の{ $bid }
    }

## The six ways to say a bid (spec §12); "28 spades" and "28 no-trumps" are fs-bid

# $k: how much the call adds to the highest bid; $suit is fs-strain.
fs-said-plus-suit = { -fs-plus }{ $k }{ $suit }
fs-said-suit-number = { $suit }{ $amount }
fs-said-number-noes = { $amount }{ -fs-noes }
fs-said-plus-noes = { -fs-plus }{ $k }{ -fs-noes }
# A bid said in another form, then what it amounts to: "plus 2 spades (= 32 spades)".
fs-said-as = { $said }(={ $bid })
# The same in an event: "32 spades (“plus 2 spades”)".
fs-bid-as-said = { $bid }(「{ $said }」)
# A call and what it shows: "28 spades — shows the top spade (J♠)".
fs-call-shows = { $call } — { $meaning }

## What a bid's form shows (spec §12: information only, never checked)

# How many top cards: $count, $one is fs-strain-one, $suit is fs-strain.
fs-tops-count = { $count ->
        [1] 最強の{ $one }1枚
       *[other] 最強の{ $suit }{ $count }枚
    }
# More top cards claimed than are left to announce, some left.
fs-tops-rest = 残っている最強の{ $suit }すべて
# $top is fs-tops-count or fs-tops-rest; $cards the top cards that shows.
fs-meaning-number-suit = { $top }({ $cards })を持つことを示す
fs-meaning-number-suit-opening = { $top }({ $cards })と、{ $suit }4枚程度以上を持つことを示す
fs-meaning-plus-suit = { $top }({ $cards })だけを持ち、ほかの{ $one }はないことを示す
# More top cards claimed than remain, none left.
fs-meaning-beyond = 残っている数より多くの最強の{ $suit }を示す
fs-meaning-beyond-opening = 残っている数より多くの最強の{ $suit }と、{ $suit }4枚程度以上を示す
fs-meaning-plus-beyond = 残っている数より多くの最強の{ $suit }を示し、ほかの{ $one }はないことを示す
fs-meaning-suit-number = { $one }が良いが、最強のカードは持たないことを示す
fs-meaning-suit-number-opening = { $suit }が5枚程度以上あって良いが、最強の{ $one }は持たないことを示す
fs-meaning-number-nt = 特に良いスートはないが、比較的強い手であることを示す
fs-meaning-void = { $suit }が1枚もないことを示す

## Labels of moves

fs-label-pass = パス
fs-label-double = ダブル
fs-label-redouble = リダブル
# A bid whose form announces cards says so before it is picked: $call, then what it shows.
fs-label-shows-cards = { $call } — { $cards }を示す
fs-label-shows-cards-only = { $call } — { $cards }を示し、ほかの{ $one }はなし
fs-label-shows-beyond = { $call } — 残っている数より多くの最強の{ $suit }を示す
fs-label-shows-no-top = { $call } — 最強のカードのない良い{ $one }を示す
fs-label-shows-void = { $call } — { $suit }がないことを示す

## Phases

fs-phase-auction = ビッド
fs-phase-play = プレイ — トリック { $trick }/{ $tricks }
fs-phase-over = ゲーム終了

## Prompts

fs-prompt-over = ゲームは終わりました。{ $team }の勝ちです。
fs-prompt-wait-call = { $player }のビッドを待っています。
fs-prompt-wait-play = { $player }がカードを出すのを待っています。
fs-prompt-redouble-now = 今なら{ $bid }にリダブルできます。しない場合は{ $player }を待ってください。
# $choices: what may be called now, as a list (fs-choice-*).
fs-prompt-call = あなたの番です:{ $choices }。
fs-prompt-lead = あなたのリードです。どのカードを出してもかまいません。
fs-prompt-lead-no-trumps = あなたのリードです。カードを1枚出してください(切札はまだリードできません)。
fs-prompt-follow = { $one }を出してください(リードされたスートです)。
fs-prompt-void = { $suit }がないので、どのカードを出してもかまいません。

# What a seat may call, listed: "bid 31 or more, double or pass".
fs-choice-bid = { $low }以上のビッド
fs-choice-double = ダブル
fs-choice-redouble = リダブル
fs-choice-pass = パス
fs-choices = できるのは{ $choices }です。
fs-choices-wait = { $player }を待ってください。

## Sections of the table

fs-section-scores = 得点
fs-section-table-cards = テーブルカード
fs-section-tables = テーブル
fs-section-draw = ディーラー決め
fs-section-dealer = ディーラー
fs-section-auction = ビッド
fs-section-contract = コントラクト
fs-section-trick = トリック
fs-section-last-trick = 直前のトリック
fs-section-last-deal = 前回のディール

# $team0, $team1: the two teams; $gp0, $gp1: their game points.
fs-scores = { $team0 }: { $gp0 } · { $team1 }: { $gp1 }({ -fs-game-points }。{ $target }点で勝ち)
fs-scores-tables = { $team0 }: { $gp0 } · { $team1 }: { $gp1 }(獲得した{ -fs-game-points }。勝敗は{ -fs-tables }で決まります)
# The table cards (spec §10): the even team plays red, the odd team black. $left0: the even
# team's own red cards left, $got0: black cards it received; the same for the odd team.
fs-table-cards-left = { $team0 }: 赤 残り{ $left0 }枚、黒 受取{ $got0 }枚 · { $team1 }: 黒 残り{ $left1 }枚、赤 受取{ $got1 }枚
fs-tables-left = { $team0 }: { $tables0 } · { $team1 }: { $tables1 }(負けたチームはそのディールの{ -fs-game-points }を{ -fs-tables }で払い、払えなければ負け)
# One round of the draw for dealer: $draws is the players with their cards.
fs-dealer = { $dealer }が配りました。プレイは{ $side ->
        [left] 左隣へ(時計回り)
       *[right] 右隣へ(反時計回り)
    }進み、{ $first }から始まります。
fs-auction-doubled = ({ $bid }、ダブル)
fs-auction-redoubled = ({ $bid }、リダブル)
# One call in the auction's list: "Ann: 28 spades — shows the top spade (J♠)".
fs-line-call = { $player }: { $call }
fs-line-pass = { $player }: パス
fs-line-double = { $player }: ダブル
fs-line-redouble = { $player }: リダブル
# The auction on one line once play has begun: "Ann 28 spades (shows J♠) · Ben doubled".
fs-brief-bid = { $player } { $bid }
fs-brief-bid-shows = { $player } { $bid }({ $cards }を示す)
fs-brief-bid-void = { $player } { $bid }({ $suit }なし)
fs-brief-bid-no-top = { $player } { $bid }(最強の{ $one }なし)
fs-brief-double = { $player } ダブル
fs-brief-redouble = { $player } リダブル
fs-brief-all-pass = 全員パス。
# $contract is fs-contract-by; $points0/$points1: card points each team has taken so far.
fs-contract-line = { $contract }。ここまでの{ -fs-card-points }数: { $points0 }–{ $points1 }
fs-contract-line-all-pass = { $contract }(全員パス)。ここまでの{ -fs-card-points }数: { $points0 }–{ $points1 }
fs-to-lead = { $player }のリードです。
# $plays: the trick's cards by player; $winner took it.
fs-last-trick = { $plays } → { $winner }
# The last deal: $bid, ×$multiplier, the bidding team's card $points, the team that scored $gp.
fs-last-deal-made = { $bid } ×{ $multiplier } 成功({ $points }{ -fs-card-points }): { $team } +{ $gp }
fs-last-deal-failed = { $bid } ×{ $multiplier } 失敗({ $points }{ -fs-card-points }): { $team } +{ $gp }

## Events

fs-event-play = { $player }が{ $card }を出しました。
fs-event-trick = { $player }がトリックを取りました({ $points }{ -fs-card-points })。
# $team took $took card points and made $contract (fs-contract).
fs-event-made = { $team }は56{ -fs-card-points }中{ $took }{ -fs-card-points }を取り、{ $contract }に成功。{ $gp }{ -fs-game-points }を得ます。
fs-event-failed = { $team }は56{ -fs-card-points }中{ $took }{ -fs-card-points }しか取れず、{ $contract }に失敗。{ $scorers }が{ $gp }{ -fs-game-points }を得ます。
fs-event-match = { $team }の勝ちです!
fs-event-redeal-no-points = 点数のあるカード(J・9・A・10)が1枚もない手があります。{ $dealer }が配り直します。
fs-event-redeal-weak = 弱すぎる手(2点以下の手、またはJのないチーム)があります。{ $dealer }が配り直します。
# $cutter cuts, $dealer deals $each cards each; $first, on the dealer's $side, calls first.
fs-event-deal = { $cutter }がカットし、{ $dealer }が1枚ずつ配って各自{ $each }枚になりました。最初にビッドするのはディーラーの{ $side ->
        [left] 左隣
       *[right] 右隣
    }の{ $first }です。
fs-event-pass = { $player }はパス。
fs-event-double = { $player }が{ $bid }にダブル。
fs-event-redouble = { $player }が{ $bid }にリダブル。
# $call: the bid as said (maybe with what it shows).
fs-event-bid = { $player }のビッド: { $call }。
fs-event-bid-double-off = { $player }のビッド: { $call }。ダブルは無効になります。
fs-event-forced = 全員パスしました。{ $player }は28以上をビッドしなければなりません。
fs-event-contract = コントラクト: { $contract }。{ $leader }のリードです。
fs-event-all-pass = 全員パスしました。{ $team }が28{ -fs-no-trumps }でプレイします。{ $leader }のリードです。

fs-summary = { $team }の勝ちです({ -fs-game-points } { $gp }–{ $other })。

## Reasons a move is refused (each says what to do instead)

fs-how-to-bid = ビッドは 28S(28スペード)、S28(スペード28)、+1H(プラス1ハート)、30NT、29 noes、+1 noes のように入力してください。パスは pass です。
fs-how-to-play = カードは play JS のように入力して出してください。
# $form: what was typed as a form; $forms: the form ids that exist.
fs-reason-not-a-form = 「{ $form }」というビッドの形はありません。次のどれかを使ってください: { $forms }
fs-reason-form-names-suit = 形 { $form } はスートを指定する形です。「{ $typed }」とは合いません。
fs-reason-form-names-nt = 形 { $form } はノートランプ(N)の形です。「{ $typed }」とは合いません。
# $how: fs-how-to-bid.
fs-reason-not-a-call = 「{ $typed }」はビッドではありません。{ $how }
fs-reason-needs-suit = ビッドにはスートが必要です。{ $amount }S({ $amount }スペード)や { $amount }NT({ $amount }ノートランプ)のように入力してください。
fs-reason-not-a-move = 「{ $typed }」はフィフティー・シックスの手ではありません。{ $how }
# $kind: pass, double or redouble, typed with something after it.
fs-reason-no-argument = 「{ $typed }」: { $kind } の後には何も付けません。{ $kind } とだけ入力してください。
fs-reason-say-which-bid = どのビッドかを入力してください。{ $how }
fs-reason-auction-on = まだビッドの途中です。ビッド、ダブル、リダブル、パスのどれかをしてください。カードを出すのはその後です。
fs-reason-auction-over = ビッドは終わりました。カードを出してください。
fs-reason-only-redouble = あなたの番ではありません。今できるのはリダブルだけです。しない場合は{ $player }を待ってください。
fs-reason-must-open = あなたが最初のビッドをしなければなりません。28以上で、切札のスートかノートランプをビッドしてください。
# $choices: fs-choices or fs-choices-wait.
fs-reason-no-bid-to-double = まだダブルできるビッドがありません。{ $choices }
fs-reason-own-bid = { $bid }は味方チームのビッドなので、ダブルできません。{ $choices }
fs-reason-already-doubled = { $bid }はもうダブルされています。ダブルは1回だけです。{ $choices }
fs-reason-no-double = リダブルできるダブルがありません。{ $choices }
fs-reason-already-redoubled = { $bid }はもうリダブルされています。{ $choices }
fs-reason-only-doubled-team = リダブルできるのは、ダブルされたチームだけです。{ $choices }
# $said: the call as typed in its form.
fs-reason-plus-no-bid = 「{ $said }」は今までのビッドに足す形ですが、まだビッドがありません。28S(28スペード)のように数字から始めてください。
fs-reason-plus-too-high = 「{ $said }」では{ $amount }になりますが、ビッドは56までです。足せるのは{ $most }までです。
fs-reason-plus-too-high-at-56 = 「{ $said }」では{ $amount }になりますが、ビッドは56までです。
fs-reason-plus-zero = 「プラス0」では何も増えません。+1 以上にしてください。
fs-reason-plus-form-no-bid = 「プラス」のビッドは今までのビッドに足す形ですが、まだビッドがありません。{ $bid }のように数字から始めてください。
fs-reason-too-high = { $amount }は高すぎます。ビッドは56までです。
fs-reason-not-higher = 今のビッドは{ $bid }です。{ $least }以上をビッドするか(同じ数字で切札を変えても高くはなりません)、パスしてください。
fs-reason-below-minimum = ビッドは28からです。{ $choices }
fs-reason-not-a-card = 「{ $typed }」はカードではありません。10S、AH、Q♦ のように書いてください。
fs-reason-not-held = { $card }は持っていません。手札から出してください。
# $symbol: the suit's symbol (♠).
fs-reason-follow = リードされたスートを出さなければなりません。{ $one }({ $symbol })を出してください。
fs-reason-trump-lead = 切札({ $suit })は、誰かが切札を出すまでリードできません。ほかのスートをリードしてください。
