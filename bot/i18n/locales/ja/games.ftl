# The games as hosts show them (bot/game_words.py): titles, summaries, and each rule
# option — what it is for, its name as words, its values as words, and what a value
# does at the table. The English here equals the games' own definitions (a test
# checks); option names and values are typed in English (rank_order=ace_ten) whatever
# the language, so only these words are translated.
# 用語は原典（/work/shared/seeds/*.ja.txt）に合わせる。「seed」は原典どおりのルール＝「標準」。

## Fifty-Six
game-fifty-six-title = フィフティー・シックス
game-fifty-six-summary = 2チームが28〜56で切札かノートランプをビッドし、ダブル・リダブルも可能。トリックでカードの点数を集め、先に12ゲーム点を取ったチームの勝ち。

option-fifty-six-direction = ccw：右回りにプレイ（標準）、cw：左回り
option-fifty-six-direction-label = 進行方向
option-fifty-six-direction-is-ccw = 反時計回り
option-fifty-six-direction-is-cw = 時計回り
option-fifty-six-direction-means-ccw = 反時計回りに進む
option-fifty-six-direction-means-cw = 時計回りに進む

option-fifty-six-deck-4p = 4人：48枚で各12枚（標準）、または K と Q を除いた32枚で各8枚
option-fifty-six-deck-4p-label = 4人のデッキ
option-fifty-six-deck-4p-means = 4人：48枚で各12枚、または K と Q を除いた32枚で各8枚

option-fifty-six-deck-8p = 8人：8と7を加えた64枚（標準）、または48枚で各6枚
option-fifty-six-deck-8p-label = 8人のデッキ
option-fifty-six-deck-8p-means = 8人：8と7を加えた64枚、または48枚で各6枚

option-fifty-six-score-table = ゲーム点の表：seed、nair、56cards
option-fifty-six-score-table-label = 得点表
option-fifty-six-score-table-is-seed = 標準
option-fifty-six-score-table-is-nair = Nair
option-fifty-six-score-table-is-56cards = 56cards

option-fifty-six-double-scoring = ダブル／リダブル：×2／×4（標準）または +1／+2 ゲーム点
option-fifty-six-double-scoring-label = ダブルの得点
option-fifty-six-double-scoring-is-multiply = 倍率
option-fifty-six-double-scoring-is-add = 加算
option-fifty-six-double-scoring-means = ダブル／リダブル：×2／×4 または +1／+2 ゲーム点
option-fifty-six-double-scoring-means-add = ダブルで1ゲーム点、リダブルで2ゲーム点を加算

option-fifty-six-redouble-ends-auction = リダブルでビッドが終わる（標準）。false：ビッドが続く
option-fifty-six-redouble-ends-auction-label = リダブルでビッド終了
option-fifty-six-redouble-ends-auction-means-false = リダブルの後もビッドを続けられる

option-fifty-six-redouble-timing = リダブルは自分の番に（標準）、または番でなくてもいつでも
option-fifty-six-redouble-timing-label = リダブルのタイミング
option-fifty-six-redouble-timing-is-in-turn = 自分の番
option-fifty-six-redouble-timing-is-any-time = いつでも
option-fifty-six-redouble-timing-means = リダブルは自分の番に、または番でなくてもいつでも

option-fifty-six-all-pass = 全員パスのとき：ディーラーの相手チームが28ノートランプでプレイ（標準）。first_bidder_forced：最初のビッダーがビッドしなければならない。mandatory_opening：最初のビッダーは最初の宣言でパスできない
option-fifty-six-all-pass-label = 全員パス
option-fifty-six-all-pass-is-forced-28-nt = 28ノートランプ強制
option-fifty-six-all-pass-is-first-bidder-forced = 最初のビッダー強制
option-fifty-six-all-pass-is-mandatory-opening = オープニング義務
option-fifty-six-all-pass-means-first-bidder-forced = 最初のビッダーがビッドしなければならない
option-fifty-six-all-pass-means-mandatory-opening = 最初のビッダーはパスできない

option-fifty-six-redeal = 配り直しなし（標準）。no_points：J・9・A・10 が1枚もない手札があるとき。weak_hand：2点以下の手札があるか、J のないチームがあるとき
option-fifty-six-redeal-label = 配り直し
option-fifty-six-redeal-is-none = なし
option-fifty-six-redeal-is-no-points = 点札なし
option-fifty-six-redeal-is-weak-hand = 弱い手札
option-fifty-six-redeal-means-no-points = J・9・A・10 が1枚もない手札があるとき
option-fifty-six-redeal-means-weak-hand = 2点以下の手札があるか、J のないチームがあるとき

option-fifty-six-match-end = 先に12ゲーム点のチームの勝ち（標準）。tables_net：ディールに負けたチームが持っているテーブルから支払い、払えなければ負け
option-fifty-six-match-end-label = 終了条件
option-fifty-six-match-end-is-reach-12 = 12点先取
option-fifty-six-match-end-is-tables-net = テーブル精算
option-fifty-six-match-end-means-tables-net = ディールに負けたチームが持っているテーブルから支払い、払えなければ負け

option-fifty-six-trump-lead-rule = 切札が一度プレイされるまで切札をリードできない（ケーララのハウスルール）
option-fifty-six-trump-lead-rule-label = 切札リードの制限

## Four Color Cards
game-four-color-title = 四色牌
game-four-color-summary = 4色・112枚の象棋の文字のカード：1枚取ってメルドし、1枚捨てる。公開されたばかりのカードは、勝利やトリプル・クワッドのために誰でも盗める。

option-four-color-deals = 1マッチのラウンド数（マリガンでの配り直しは数えない）
option-four-color-deals-label = ラウンド数

option-four-color-jokers = ジョーカー5枚を加える：1点の1枚メルドで、捨てられない
option-four-color-jokers-label = ジョーカー
option-four-color-jokers-means-true = ジョーカーを5枚加える。どれも1点の1枚メルド

option-four-color-generals-never-discarded = 将軍は捨てられない。引いた将軍は持っておく
option-four-color-generals-never-discarded-label = 将軍は捨てない

option-four-color-general-steal-only-to-win = 将軍を順番外に盗めるのは勝利のときだけ
option-four-color-general-steal-only-to-win-label = 将軍は勝利でだけ盗める
option-four-color-general-steal-only-to-win-means-true = 将軍を盗めるのは勝利のときだけ

option-four-color-tricolour-soldiers-only = トリプルカラーは兵士だけ
option-four-color-tricolour-soldiers-only-label = トリプルカラーは兵士のみ

option-four-color-fourcolour-soldiers-only = コンプリートカラーは兵士だけ
option-four-color-fourcolour-soldiers-only-label = コンプリートカラーは兵士のみ

option-four-color-no-split-dealt-triple = マーカーを置いた配られたトリプルは分けられない
option-four-color-no-split-dealt-triple-label = 配られたトリプルは分けない
option-four-color-no-split-dealt-triple-means-true = 配られたトリプルはまとめたまま

option-four-color-mulligan = 将軍も同じカード3枚もない手札は配り直せる
option-four-color-mulligan-label = マリガン
option-four-color-mulligan-means-false = 弱い手札でも配り直しなし

option-four-color-dealt-quad-value = 公開した配られたクワッドは8点（隠し）か6点
option-four-color-dealt-quad-value-label = 配られたクワッドの点数
option-four-color-dealt-quad-value-is-concealed = 隠し
option-four-color-dealt-quad-value-is-exposed = 公開
option-four-color-dealt-quad-value-means-exposed = 公開した配られたクワッドは8点ではなく6点

option-four-color-dealer-natural-win = ディーラーは配られた21枚のままで勝利できる
option-four-color-dealer-natural-win-label = ディーラーの天和

option-four-color-claim-prompt = everyone：盗むかどうか全員が答える（誰が盗めるか分からない）。claimants：手番の人と盗める人だけが答える（誰か分かる）。choices：本当に選択肢がある人だけが答え、選択の余地がない答えは自動で出す（最速、誰か分かる）
option-four-color-claim-prompt-label = 盗む確認
option-four-color-claim-prompt-is-everyone = 全員
option-four-color-claim-prompt-is-claimants = 盗める人
option-four-color-claim-prompt-is-choices = 選べる人
option-four-color-claim-prompt-means-everyone = 盗むかどうか全員が答える（誰が盗めるか分からない）
option-four-color-claim-prompt-means-claimants = 手番の人と盗める人だけが答える（誰か分かる）
option-four-color-claim-prompt-means-choices = 本当に選択肢がある人だけが答え、選択の余地がない答えは自動で出す（最速、誰か分かる）

## Huutopussi
game-huutopussi-title = フートプッシ
game-huutopussi-summary = 4人で2組のペア戦。ビッドに勝つとパートナーとカードを交換して目標点を決める。K と Q のマリッジで得点し、切り札も決まる。先に500点取ったペアの勝ち。

option-huutopussi-rank-order = seed：A K Q J 10 …、ace_ten：A 10 K Q J …
option-huutopussi-rank-order-label = カードの強さ
option-huutopussi-rank-order-is-seed = 標準
option-huutopussi-rank-order-is-ace-ten = A 10
option-huutopussi-rank-order-means-seed = 強さは A K Q J 10 9 8 7 6
option-huutopussi-rank-order-means-ace-ten = 10 が2番目に強い：A 10 K Q J 9 8 7 6

option-huutopussi-card-points = seed：A10 10:10 K5 Q5 J5（140）、finnish：A11 10:10 K4 Q3 J2（120）
option-huutopussi-card-points-label = カードの得点
option-huutopussi-card-points-is-seed = 標準
option-huutopussi-card-points-is-finnish = フィンランド式
option-huutopussi-card-points-means-seed = A10 10:10 K5 Q5 J5（140）
option-huutopussi-card-points-means-finnish = フィンランド式の得点：A 11、10 10、K 4、Q 3、J 2

option-huutopussi-last-trick-bonus = 第9トリック（ラストトリック）を取ったときの得点
option-huutopussi-last-trick-bonus-label = ラストトリックのボーナス

option-huutopussi-marriage-values = seed：♥100 ♦80 ♣60 ♠40、bridge_order：♠100 ♥80 ♦60 ♣40
option-huutopussi-marriage-values-label = マリッジの得点
option-huutopussi-marriage-values-is-seed = 標準
option-huutopussi-marriage-values-is-bridge-order = ブリッジ順
option-huutopussi-marriage-values-means-seed = ♥100 ♦80 ♣60 ♠40
option-huutopussi-marriage-values-means-bridge-order = ♠100 ♥80 ♦60 ♣40

option-huutopussi-redeal-rule = seed：6が3枚以上か J より強いカードがない（最初のビッドの番のみ）、four_sixes：1人またはペアで6を4枚とも持っている（交換中も可）
option-huutopussi-redeal-rule-label = 配り直しルール
option-huutopussi-redeal-rule-is-seed = 標準
option-huutopussi-redeal-rule-is-four-sixes = 6が4枚
option-huutopussi-redeal-rule-is-none = なし
option-huutopussi-redeal-rule-means-seed = 6が3枚以上か J より強いカードがない（最初のビッドの番のみ）
option-huutopussi-redeal-rule-means-four-sixes = 1人またはペアで6を4枚とも持っている（交換中も可）

option-huutopussi-min-bid = ビッドの最低点
option-huutopussi-min-bid-label = 最低ビッド

option-huutopussi-forced-opening = 最初のビッダーは必ずビッドする。false なら全員パスも可（最終ビッドなし）
option-huutopussi-forced-opening-label = 最初のビッド義務

option-huutopussi-max-bid = ビッドと最終ビッドの最高点
option-huutopussi-max-bid-label = 最高ビッド

option-huutopussi-exchange-count = 互いに渡すカードの枚数
option-huutopussi-exchange-count-label = 交換枚数

option-huutopussi-contract-timing = デクレアラーが最終ビッドを決めるタイミング
option-huutopussi-contract-timing-label = 最終ビッドのタイミング
option-huutopussi-contract-timing-is-after-exchange = 交換の後
option-huutopussi-contract-timing-is-before-return = 返す前

option-huutopussi-must-overtrump = 切り札で切るとき、トリック内の切り札より強い切り札があれば出さなければならない
option-huutopussi-must-overtrump-label = オーバートランプ義務
option-huutopussi-must-overtrump-means-true = 切り札で切るとき、上回れるなら上回る
option-huutopussi-must-overtrump-means-false = 切り札で切るとき、どの切り札でもよい

option-huutopussi-declare-right = どのトリックに勝つとマリッジを宣言できるか
option-huutopussi-declare-right-label = 宣言の権利
option-huutopussi-declare-right-is-led-and-won = リードして勝つ
option-huutopussi-declare-right-is-any-won-trick = どのトリックでも勝てば
option-huutopussi-declare-right-means-any-won-trick = 勝ったトリックならどれの後でもマリッジを宣言できる

option-huutopussi-ask-lockouts = どの宣言がその後の宣言を封じるか
option-huutopussi-ask-lockouts-label = 宣言の制限
option-huutopussi-ask-lockouts-is-seed = 標準
option-huutopussi-ask-lockouts-is-partner-lock = パートナー制限
option-huutopussi-ask-lockouts-is-illisoft = illisoft

option-huutopussi-opponents-score = 相手チームが取った点数を得点するとき
option-huutopussi-opponents-score-label = 相手チームの得点
option-huutopussi-opponents-score-is-on-failure = 失敗時
option-huutopussi-opponents-score-is-always = 常に
option-huutopussi-opponents-score-means-always = 相手チームは取った点数を常に得点する

option-huutopussi-failure-penalty = 最終ビッド失敗時はビッドの点数か最終ビッドの点数を失う
option-huutopussi-failure-penalty-label = 失敗のペナルティ
option-huutopussi-failure-penalty-is-bid = ビッド
option-huutopussi-failure-penalty-is-contract = 最終ビッド
option-huutopussi-failure-penalty-means-contract = 失敗するとビッドではなく上げた最終ビッドの点数を失う

option-huutopussi-no-trick-penalty = porvoo：1トリックも取れないとペナルティ
option-huutopussi-no-trick-penalty-label = ノートリックのペナルティ
option-huutopussi-no-trick-penalty-is-none = なし
option-huutopussi-no-trick-penalty-is-porvoo = Porvoo
option-huutopussi-no-trick-penalty-means-porvoo = 1トリックも取れないとペナルティ

option-huutopussi-bid-ban = -500点以下のチームはビッドできない（義務の最初のビッドを除く）
option-huutopussi-bid-ban-label = ビッド禁止

option-huutopussi-win-condition = reach：500点以上で勝ち、exceed：500点を超えたら勝ち
option-huutopussi-win-condition-label = 勝利条件
option-huutopussi-win-condition-is-reach = 到達
option-huutopussi-win-condition-is-exceed = 超過
option-huutopussi-win-condition-means-reach = 500点以上で勝ち
option-huutopussi-win-condition-means-exceed = 500点を超えたら勝ち

option-huutopussi-win-tiebreak = 両チームがラインを越えたら：高得点の方が勝ち、同点ならデクレアラー側
option-huutopussi-win-tiebreak-label = 同時達成の決着
option-huutopussi-win-tiebreak-is-higher-then-declarers = 高得点、次にデクレアラー

option-huutopussi-first-trick-aces = 第1トリック：A をリード（なければスペード）。リードされたスートの A は出さなければならない
option-huutopussi-first-trick-aces-label = 第1トリックの A

option-huutopussi-opponent-rounding = 相手チームの合計を5点単位に丸める
option-huutopussi-opponent-rounding-label = 相手の点数の丸め

## Prefa
game-prefa-title = プレファ
game-prefa-summary = 3人で遊ぶギリシャのプリファランス：6〜10トリックをビッドしてキティーを取り、自分のポットを0まで減らす。勝敗はチップで決まる。

option-prefa-starting-pot = 開始時の各プレイヤーのポット（10、20、31 …）
option-prefa-starting-pot-label = 最初のポット

option-prefa-solo-doubling = ギリシャの「ソロ」：2トリック以上の失敗や大きな不足で支払いが2倍（§10.6）
option-prefa-solo-doubling-label = ソロで2倍
option-prefa-solo-doubling-means-true = 大きな失敗と不足は支払いが2倍（ソロ）

option-prefa-first-defender-reentry = 右のディフェンダーが降りて左が1人で出た後も、右が「連れて出る」と言って引き継げる
option-prefa-first-defender-reentry-label = 最初のディフェンダーの再参加
option-prefa-first-defender-reentry-means-true = 最初のディフェンダーは1人で出たディフェンダーに加われる（「連れて出る」）

option-prefa-lone-requirement = 1人で出るディフェンダーに必要なのは右隣の欄の最低数か、自分の席の欄の数
option-prefa-lone-requirement-label = 1人で出る条件
option-prefa-lone-requirement-is-right-column = 右隣の欄
option-prefa-lone-requirement-is-own-seat = 自分の席

option-prefa-together-scoring = 「連れて出る」：連れ出された側の結果を連れ出した側に移すか、2人の手札を1人のディフェンダーとして数える
option-prefa-together-scoring-label = 「連れて出る」の得点
option-prefa-together-scoring-is-transfer = 移す
option-prefa-together-scoring-is-combined = 合算

option-prefa-bid-alias-six = 'spades'、'hearts'、'no-trumps' … を6のビッドとして受け付ける
option-prefa-bid-alias-six-label = 6のビッドの省略形
