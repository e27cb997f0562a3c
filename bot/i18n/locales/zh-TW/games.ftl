# The games as hosts show them (bot/game_words.py): titles, summaries, and each rule
# option — what it is for, its name as words, its values as words, and what a value
# does at the table. The English here equals the games' own definitions (a test
# checks); option names and values are typed in English (rank_order=ace_ten) whatever
# the language, so only these words are translated.
# 「seed」指遊戲的原始規則文本，譯為「標準」。

## Fifty-Six
game-fifty-six-title = 五十六
game-fifty-six-summary = 兩隊以 28–56 叫王牌或無王，可加倍、再加倍，再贏墩拿分；先拿到 12 局分的隊伍獲勝。

option-fifty-six-direction = ccw：往右出牌（標準）；cw：往左
option-fifty-six-direction-label = 出牌方向
option-fifty-six-direction-is-ccw = 逆時針
option-fifty-six-direction-is-cw = 順時針
option-fifty-six-direction-means-ccw = 依逆時針方向出牌
option-fifty-six-direction-means-cw = 依順時針方向出牌

option-fifty-six-deck-4p = 4 人：48 張牌，每人 12 張（標準）；或去掉 K 和 Q 的 32 張，每人 8 張
option-fifty-six-deck-4p-label = 4 人牌組
option-fifty-six-deck-4p-means = 4 人：48 張牌，每人 12 張；或去掉 K 和 Q 的 32 張，每人 8 張

option-fifty-six-deck-8p = 8 人：加入 8 和 7 的 64 張牌（標準）；或 48 張，每人 6 張
option-fifty-six-deck-8p-label = 8 人牌組
option-fifty-six-deck-8p-means = 8 人：加入 8 和 7 的 64 張牌；或 48 張，每人 6 張

option-fifty-six-score-table = 局分表：seed、nair 或 56cards
option-fifty-six-score-table-label = 計分表
option-fifty-six-score-table-is-seed = 標準
option-fifty-six-score-table-is-nair = Nair
option-fifty-six-score-table-is-56cards = 56cards

option-fifty-six-double-scoring = 加倍／再加倍：x2／x4（標準）或 +1／+2 局分
option-fifty-six-double-scoring-label = 加倍計分
option-fifty-six-double-scoring-is-multiply = 乘倍
option-fifty-six-double-scoring-is-add = 加分
option-fifty-six-double-scoring-means = 加倍／再加倍：x2／x4 或 +1／+2 局分
option-fifty-six-double-scoring-means-add = 加倍多 1 局分，再加倍多 2 局分

option-fifty-six-redouble-ends-auction = 再加倍就結束叫牌（標準）；false：叫牌繼續
option-fifty-six-redouble-ends-auction-label = 再加倍結束叫牌
option-fifty-six-redouble-ends-auction-means-false = 再加倍之後還能繼續叫牌

option-fifty-six-redouble-timing = 輪到自己時再加倍（標準），或不必等輪到、隨時都可以
option-fifty-six-redouble-timing-label = 再加倍時機
option-fifty-six-redouble-timing-is-in-turn = 輪到時
option-fifty-six-redouble-timing-is-any-time = 隨時
option-fifty-six-redouble-timing-means = 輪到自己時再加倍，或不必等輪到、隨時都可以

option-fifty-six-all-pass = 全員不叫 時：發牌人的對手打 28 無王（標準）；first_bidder_forced：第一位叫牌者必須叫；mandatory_opening：第一位叫牌者第一次不能不叫
option-fifty-six-all-pass-label = 全員不叫
option-fifty-six-all-pass-is-forced-28-nt = 強制 28 無王
option-fifty-six-all-pass-is-first-bidder-forced = 首叫者必叫
option-fifty-six-all-pass-is-mandatory-opening = 強制開叫
option-fifty-six-all-pass-means-first-bidder-forced = 第一位叫牌者接著必須叫
option-fifty-six-all-pass-means-mandatory-opening = 第一位叫牌者不能不叫

option-fifty-six-redeal = 不重發（標準）；no_points：某手牌沒有 J、9、A 或 10 時；weak_hand：某手牌不超過 2 點，或某隊沒有 J 時
option-fifty-six-redeal-label = 重發
option-fifty-six-redeal-is-none = 不重發
option-fifty-six-redeal-is-no-points = 沒有點數牌
option-fifty-six-redeal-is-weak-hand = 弱牌
option-fifty-six-redeal-means-no-points = 某手牌沒有 J、9、A 或 10 時
option-fifty-six-redeal-means-weak-hand = 某手牌不超過 2 點，或某隊沒有 J 時

option-fifty-six-match-end = 先拿到 12 局分的隊伍獲勝（標準）；tables_net：輸掉該局的隊伍從手上的籌碼中支付，付不出來就輸掉比賽
option-fifty-six-match-end-label = 比賽結束
option-fifty-six-match-end-is-reach-12 = 達到 12
option-fifty-six-match-end-is-tables-net = 籌碼結算
option-fifty-six-match-end-means-tables-net = 輸掉該局的隊伍從手上的籌碼中支付，付不出來就輸掉比賽

option-fifty-six-trump-lead-rule = 有人出過王牌之前不能領出王牌（喀拉拉自訂規則）
option-fifty-six-trump-lead-rule-label = 王牌領出限制

## Four Color Cards
game-four-color-title = 四色牌
game-four-color-summary = 112 張四種顏色的象棋字牌：摸牌、組合、打出。剛亮出的牌，誰都可以叫來胡、碰或槓。

option-four-color-deals = 一場比賽打幾局（重新發牌的不算）
option-four-color-deals-label = 局數

option-four-color-jokers = 加入 5 張鬼牌：算 1 胡的單張，永遠不打出
option-four-color-jokers-label = 鬼牌
option-four-color-jokers-means-true = 加入 5 張鬼牌；每張都是算 1 胡的單張

option-four-color-generals-never-discarded = 將帥不能打出；摸到的將帥必須留著
option-four-color-generals-never-discarded-label = 將帥不打

option-four-color-general-steal-only-to-win = 不是自己的回合時，將帥只能叫來胡牌
option-four-color-general-steal-only-to-win-label = 將帥只能叫胡
option-four-color-general-steal-only-to-win-means-true = 將帥只能叫來胡牌

option-four-color-tricolour-soldiers-only = 三色只限兵卒
option-four-color-tricolour-soldiers-only-label = 三色只限兵卒

option-four-color-fourcolour-soldiers-only = 四色只限兵卒
option-four-color-fourcolour-soldiers-only-label = 四色只限兵卒

option-four-color-no-split-dealt-triple = 做了記號的起手三張不能拆開
option-four-color-no-split-dealt-triple-label = 起手三張不拆
option-four-color-no-split-dealt-triple-means-true = 起手三張必須留在一起

option-four-color-mulligan = 沒有將帥、也沒有三張相同的手牌，可以要求重新發牌
option-four-color-mulligan-label = 重新發牌
option-four-color-mulligan-means-false = 手牌再差也不重新發牌

option-four-color-dealt-quad-value = 亮出的起手槓算 8 胡（暗）或 6 胡
option-four-color-dealt-quad-value-label = 起手槓的胡數
option-four-color-dealt-quad-value-is-concealed = 暗槓
option-four-color-dealt-quad-value-is-exposed = 明槓
option-four-color-dealt-quad-value-means-exposed = 亮出的起手槓算 6 胡，不是 8 胡

option-four-color-dealer-natural-win = 莊家可以用起手的 21 張直接胡牌
option-four-color-dealer-natural-win-label = 莊家天胡

option-four-color-claim-prompt = everyone：每個座位都要回應叫牌（看不出誰能叫）；claimants：只有輪到的人和能叫的人回應（看得出是誰）；choices：只有真的有選擇的人回應，別無選擇的立刻代答（最快，看得出是誰）
option-four-color-claim-prompt-label = 叫牌詢問
option-four-color-claim-prompt-is-everyone = 所有人
option-four-color-claim-prompt-is-claimants = 能叫的人
option-four-color-claim-prompt-is-choices = 有選擇的人
option-four-color-claim-prompt-means-everyone = 每個座位都要回應叫牌（看不出誰能叫）
option-four-color-claim-prompt-means-claimants = 只有輪到的人和能叫的人回應（看得出是誰）
option-four-color-claim-prompt-means-choices = 只有真的有選擇的人回應，別無選擇的立刻代答（最快，看得出是誰）

## Huutopussi
game-huutopussi-title = Huutopussi
game-huutopussi-summary = 四人分成兩組，叫分贏的人和同伴換牌並定下目標；同花色 K 和 Q 的「結婚」能得分並決定王牌。先到 500 分的一組獲勝。

option-huutopussi-rank-order = seed：A K Q J 10 …；ace_ten：A 10 K Q J …
option-huutopussi-rank-order-label = 牌的大小
option-huutopussi-rank-order-is-seed = 標準
option-huutopussi-rank-order-is-ace-ten = A 10
option-huutopussi-rank-order-means-seed = 牌由大到小為 A K Q J 10 9 8 7 6
option-huutopussi-rank-order-means-ace-ten = 10 排第二：A 10 K Q J 9 8 7 6

option-huutopussi-card-points = seed：A10 10:10 K5 Q5 J5（140）；finnish：A11 10:10 K4 Q3 J2（120）
option-huutopussi-card-points-label = 牌點
option-huutopussi-card-points-is-seed = 標準
option-huutopussi-card-points-is-finnish = 芬蘭式
option-huutopussi-card-points-means-seed = A10 10:10 K5 Q5 J5（140）
option-huutopussi-card-points-means-finnish = 芬蘭式牌點：A 11、10 10、K 4、Q 3、J 2

option-huutopussi-last-trick-bonus = 贏得第 9 墩的分數
option-huutopussi-last-trick-bonus-label = 最後一墩獎勵

option-huutopussi-marriage-values = seed：♥100 ♦80 ♣60 ♠40；bridge_order：♠100 ♥80 ♦60 ♣40
option-huutopussi-marriage-values-label = 結婚分數
option-huutopussi-marriage-values-is-seed = 標準
option-huutopussi-marriage-values-is-bridge-order = 橋牌順序
option-huutopussi-marriage-values-means-seed = ♥100 ♦80 ♣60 ♠40
option-huutopussi-marriage-values-means-bridge-order = ♠100 ♥80 ♦60 ♣40

option-huutopussi-redeal-rule = seed：3 張以上的 6 或沒有比 J 大的牌，限第一次叫牌時；four_sixes：一個人或一組同伴手上有全部四張 6，換牌時也可以
option-huutopussi-redeal-rule-label = 重新發牌規則
option-huutopussi-redeal-rule-is-seed = 標準
option-huutopussi-redeal-rule-is-four-sixes = 四張 6
option-huutopussi-redeal-rule-is-none = 不重新發牌
option-huutopussi-redeal-rule-means-seed = 3 張以上的 6 或沒有比 J 大的牌，限第一次叫牌時
option-huutopussi-redeal-rule-means-four-sixes = 一個人或一組同伴手上有全部四張 6，換牌時也可以

option-huutopussi-min-bid = 最低叫分
option-huutopussi-min-bid-label = 最低叫分

option-huutopussi-forced-opening = 第一位叫牌者必須叫；若為 false，所有人都可以不叫（沒有合約）
option-huutopussi-forced-opening-label = 強制開叫

option-huutopussi-max-bid = 最高叫分與合約
option-huutopussi-max-bid-label = 最高叫分

option-huutopussi-exchange-count = 雙方各傳幾張牌
option-huutopussi-exchange-count-label = 換牌張數

option-huutopussi-contract-timing = 叫分贏家何時定下合約
option-huutopussi-contract-timing-label = 定約時機
option-huutopussi-contract-timing-is-after-exchange = 換牌後
option-huutopussi-contract-timing-is-before-return = 回傳前

option-huutopussi-must-overtrump = 用王牌吃時，能大過這墩裡的王牌就必須大過
option-huutopussi-must-overtrump-label = 必須大過王牌
option-huutopussi-must-overtrump-means-true = 用王牌吃時，能大過就要大過
option-huutopussi-must-overtrump-means-false = 用王牌吃時，出哪張王牌都可以

option-huutopussi-declare-right = 贏下哪種墩才能宣佈結婚
option-huutopussi-declare-right-label = 宣佈權
option-huutopussi-declare-right-is-led-and-won = 自己領出並贏下
option-huutopussi-declare-right-is-any-won-trick = 贏下任何一墩
option-huutopussi-declare-right-means-any-won-trick = 贏下任何一墩後都能宣佈結婚

option-huutopussi-ask-lockouts = 哪些宣佈或詢問會擋住之後的宣佈
option-huutopussi-ask-lockouts-label = 詢問限制
option-huutopussi-ask-lockouts-is-seed = 標準
option-huutopussi-ask-lockouts-is-partner-lock = 同伴鎖定
option-huutopussi-ask-lockouts-is-illisoft = illisoft

option-huutopussi-opponents-score = 對手何時能拿到他們吃到的分數
option-huutopussi-opponents-score-label = 對手得分
option-huutopussi-opponents-score-is-on-failure = 合約失敗時
option-huutopussi-opponents-score-is-always = 一律
option-huutopussi-opponents-score-means-always = 對手一律拿到他們吃到的分數

option-huutopussi-failure-penalty = 合約失敗時扣叫分或扣合約分
option-huutopussi-failure-penalty-label = 失敗罰分
option-huutopussi-failure-penalty-is-bid = 叫分
option-huutopussi-failure-penalty-is-contract = 合約
option-huutopussi-failure-penalty-means-contract = 合約失敗時扣提高後的合約分，而不是叫分

option-huutopussi-no-trick-penalty = porvoo：一墩都沒吃到要罰分
option-huutopussi-no-trick-penalty-label = 無墩罰分
option-huutopussi-no-trick-penalty-is-none = 無
option-huutopussi-no-trick-penalty-is-porvoo = Porvoo
option-huutopussi-no-trick-penalty-means-porvoo = 一墩都沒吃到要罰分

option-huutopussi-bid-ban = 分數在 -500 以下的隊伍不能叫分（強制開叫除外）
option-huutopussi-bid-ban-label = 禁止叫分

option-huutopussi-win-condition = reach：500 分以上獲勝；exceed：超過 500 分
option-huutopussi-win-condition-label = 獲勝條件
option-huutopussi-win-condition-is-reach = 達到
option-huutopussi-win-condition-is-exceed = 超過
option-huutopussi-win-condition-means-reach = 500 分以上獲勝
option-huutopussi-win-condition-means-exceed = 超過 500 分獲勝

option-huutopussi-win-tiebreak = 兩隊都過線時：分數高者勝，同分則叫分方勝
option-huutopussi-win-tiebreak-label = 同時過線
option-huutopussi-win-tiebreak-is-higher-then-declarers = 先比分，再看叫分方

option-huutopussi-first-trick-aces = 第 1 墩：領出 A（沒有就出黑桃）；領出花色的 A 必須跟出
option-huutopussi-first-trick-aces-label = 首墩出 A

option-huutopussi-opponent-rounding = 對手的總分四捨五入到最接近的 5
option-huutopussi-opponent-rounding-label = 對手分數取整

## Prefa
game-prefa-title = Prefa
game-prefa-summary = 三人玩的希臘 Preference：叫 6–10 墩、拿底牌，把自己的彩池減到零；最後由籌碼決定勝負。

option-prefa-starting-pot = 開始時每位玩家的彩池（10、20、31 …）
option-prefa-starting-pot-label = 起始彩池

option-prefa-solo-doubling = 希臘式「solo」：差 2 墩以上或嚴重不足時支付加倍（§10.6）
option-prefa-solo-doubling-label = Solo 加倍
option-prefa-solo-doubling-means-true = 大失敗和嚴重不足要付雙倍（solo）

option-prefa-first-defender-reentry = 右家過、左家單獨防守後，右家仍可說「一起」接手
option-prefa-first-defender-reentry-label = 第一防守者再加入
option-prefa-first-defender-reentry-means-true = 第一防守者仍可加入單獨防守的一方（「一起」）

option-prefa-lone-requirement = 單獨防守者需達到右手那欄的最低墩數，或他自己座位的
option-prefa-lone-requirement-label = 單獨防守門檻
option-prefa-lone-requirement-is-right-column = 右手欄
option-prefa-lone-requirement-is-own-seat = 自己座位

option-prefa-together-scoring = 「一起」：幫手的成績轉給主動防守者，或兩手牌合算為一位防守者
option-prefa-together-scoring-label = 「一起」計分
option-prefa-together-scoring-is-transfer = 轉移
option-prefa-together-scoring-is-combined = 合併

option-prefa-bid-alias-six = 接受 'spades'、'hearts'、'no-trumps' … 當作 6 墩的叫牌
option-prefa-bid-alias-six-label = 6 墩簡稱
