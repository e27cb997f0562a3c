# The games as hosts show them (bot/game_words.py): titles, summaries, and each rule
# option — what it is for, its name as words, its values as words, and what a value
# does at the table. The English here equals the games' own definitions (a test
# checks); option names and values are typed in English (rank_order=ace_ten) whatever
# the language, so only these words are translated.
# “seed”指游戏的原始规则文本，译作“标准”。

## Fifty-Six
game-fifty-six-title = 五十六
game-fifty-six-summary = 两队在 28–56 之间叫将牌或无将，可加倍、再加倍，然后赢墩拿分；先拿到 12 个局分的一队获胜。

option-fifty-six-direction = ccw：向右出牌（标准）；cw：向左
option-fifty-six-direction-label = 出牌方向
option-fifty-six-direction-is-ccw = 逆时针
option-fifty-six-direction-is-cw = 顺时针
option-fifty-six-direction-means-ccw = 按逆时针方向出牌
option-fifty-six-direction-means-cw = 按顺时针方向出牌

option-fifty-six-deck-4p = 4 人：48 张牌，每人 12 张（标准）；或去掉 K 和 Q 的 32 张，每人 8 张
option-fifty-six-deck-4p-label = 4 人牌组
option-fifty-six-deck-4p-means = 4 人：48 张牌，每人 12 张；或去掉 K 和 Q 的 32 张，每人 8 张

option-fifty-six-deck-8p = 8 人：加上 8 和 7 共 64 张（标准）；或 48 张，每人 6 张
option-fifty-six-deck-8p-label = 8 人牌组
option-fifty-six-deck-8p-means = 8 人：加上 8 和 7 共 64 张；或 48 张，每人 6 张

option-fifty-six-score-table = 局分表：seed、nair 或 56cards
option-fifty-six-score-table-label = 计分表
option-fifty-six-score-table-is-seed = 标准
option-fifty-six-score-table-is-nair = Nair
option-fifty-six-score-table-is-56cards = 56cards

option-fifty-six-double-scoring = 加倍／再加倍：×2／×4（标准）或 +1／+2 局分
option-fifty-six-double-scoring-label = 加倍计分
option-fifty-six-double-scoring-is-multiply = 翻倍
option-fifty-six-double-scoring-is-add = 加分
option-fifty-six-double-scoring-means = 加倍／再加倍：×2／×4 或 +1／+2 局分
option-fifty-six-double-scoring-means-add = 加倍多得 1 局分，再加倍多得 2 局分

option-fifty-six-redouble-ends-auction = 再加倍后叫牌立即结束（标准）；false：继续叫牌
option-fifty-six-redouble-ends-auction-label = 再加倍结束叫牌
option-fifty-six-redouble-ends-auction-means-false = 再加倍之后还可以继续叫牌

option-fifty-six-redouble-timing = 轮到自己时再加倍（标准），或不按顺序随时再加倍
option-fifty-six-redouble-timing-label = 再加倍时机
option-fifty-six-redouble-timing-is-in-turn = 轮到时
option-fifty-six-redouble-timing-is-any-time = 随时
option-fifty-six-redouble-timing-means = 轮到自己时再加倍，或不按顺序随时再加倍

option-fifty-six-all-pass = 全都不叫时：发牌人的对手打 28 无将（标准）；first_bidder_forced：首叫者必须叫；mandatory_opening：首叫者第一轮不能不叫
option-fifty-six-all-pass-label = 全都不叫
option-fifty-six-all-pass-is-forced-28-nt = 强制 28 无将
option-fifty-six-all-pass-is-first-bidder-forced = 首叫者必叫
option-fifty-six-all-pass-is-mandatory-opening = 强制开叫
option-fifty-six-all-pass-means-first-bidder-forced = 首叫者这时必须叫
option-fifty-six-all-pass-means-mandatory-opening = 首叫者不能不叫

option-fifty-six-redeal = 从不重发（标准）；no_points：有人手里没有 J、9、A 或 10 时；weak_hand：有人手牌不超过 2 分，或有一队没有 J 时
option-fifty-six-redeal-label = 重发
option-fifty-six-redeal-is-none = 不重发
option-fifty-six-redeal-is-no-points = 无分牌
option-fifty-six-redeal-is-weak-hand = 烂牌
option-fifty-six-redeal-means-no-points = 有人手里没有 J、9、A 或 10 时
option-fifty-six-redeal-means-weak-hand = 有人手牌不超过 2 分，或有一队没有 J 时

option-fifty-six-match-end = 先拿到 12 个局分的一队获胜（标准）；tables_net：输掉这副牌的一队用手里的筹码支付，付不起就输掉比赛
option-fifty-six-match-end-label = 比赛结束
option-fifty-six-match-end-is-reach-12 = 先到 12
option-fifty-six-match-end-is-tables-net = 筹码结算
option-fifty-six-match-end-means-tables-net = 输掉这副牌的一队用手里的筹码支付，付不起就输掉比赛

option-fifty-six-trump-lead-rule = 有人出过将牌之前，不能首攻将牌（喀拉拉房规）
option-fifty-six-trump-lead-rule-label = 将牌首攻限制

## Four Color Cards
game-four-color-title = 四色牌
game-four-color-summary = 112 张四种颜色的象棋字牌：摸牌、组合、打出。刚亮出的牌，谁都可以叫来胡、碰或杠。

option-four-color-deals = 一场比赛打几局（重新发牌的不算）
option-four-color-deals-label = 局数

option-four-color-jokers = 加 5 张鬼牌：算 1 胡的单张，永远不打出
option-four-color-jokers-label = 鬼牌
option-four-color-jokers-means-true = 加 5 张鬼牌；每张都是算 1 胡的单张

option-four-color-generals-never-discarded = 将帅不能打出；摸到的将帅必须留下
option-four-color-generals-never-discarded-label = 将帅不打

option-four-color-general-steal-only-to-win = 不是自己的回合时，将帅只能叫来胡牌
option-four-color-general-steal-only-to-win-label = 将帅只能叫胡
option-four-color-general-steal-only-to-win-means-true = 将帅只能叫来胡牌

option-four-color-tricolour-soldiers-only = 三色只限兵卒
option-four-color-tricolour-soldiers-only-label = 三色只限兵卒

option-four-color-fourcolour-soldiers-only = 四色只限兵卒
option-four-color-fourcolour-soldiers-only-label = 四色只限兵卒

option-four-color-no-split-dealt-triple = 做过记号的起手三张不能拆
option-four-color-no-split-dealt-triple-label = 起手三张不拆
option-four-color-no-split-dealt-triple-means-true = 起手三张必须放在一起

option-four-color-mulligan = 手里没有将帅、也没有三张相同的，可以要求重新发牌
option-four-color-mulligan-label = 重新发牌
option-four-color-mulligan-means-false = 牌再差也不重新发牌

option-four-color-dealt-quad-value = 亮出的起手杠算 8 胡（暗）或 6 胡
option-four-color-dealt-quad-value-label = 起手杠胡数
option-four-color-dealt-quad-value-is-concealed = 暗杠
option-four-color-dealt-quad-value-is-exposed = 明杠
option-four-color-dealt-quad-value-means-exposed = 亮出的起手杠算 6 胡，不是 8 胡

option-four-color-dealer-natural-win = 庄家可以用起手的 21 张直接胡牌
option-four-color-dealer-natural-win-label = 庄家天胡

option-four-color-claim-prompt = everyone：每个座位都要回应叫牌（看不出谁能叫）；claimants：只有轮到的人和能叫的人回应（看得出是谁）；choices：只有真正有选择的人回应，没得选的自动代答（最快，看得出是谁）
option-four-color-claim-prompt-label = 叫牌询问
option-four-color-claim-prompt-is-everyone = 所有人
option-four-color-claim-prompt-is-claimants = 能叫的人
option-four-color-claim-prompt-is-choices = 有选择的人
option-four-color-claim-prompt-means-everyone = 每个座位都要回应叫牌（看不出谁能叫）
option-four-color-claim-prompt-means-claimants = 只有轮到的人和能叫的人回应（看得出是谁）
option-four-color-claim-prompt-means-choices = 只有真正有选择的人回应，没得选的自动代答（最快，看得出是谁）

## Huutopussi
game-huutopussi-title = Huutopussi
game-huutopussi-summary = 四人两两组队，叫分赢的人和同伴换牌并定下目标；同花色 K 和 Q “结婚”可以得分并定将牌。先到 500 分的一队获胜。

option-huutopussi-rank-order = seed：A K Q J 10 …；ace_ten：A 10 K Q J …
option-huutopussi-rank-order-label = 牌的大小
option-huutopussi-rank-order-is-seed = 标准
option-huutopussi-rank-order-is-ace-ten = A 10
option-huutopussi-rank-order-means-seed = 牌从大到小为 A K Q J 10 9 8 7 6
option-huutopussi-rank-order-means-ace-ten = 10 排第二：A 10 K Q J 9 8 7 6

option-huutopussi-card-points = seed：A10 10:10 K5 Q5 J5（140）；finnish：A11 10:10 K4 Q3 J2（120）
option-huutopussi-card-points-label = 牌分
option-huutopussi-card-points-is-seed = 标准
option-huutopussi-card-points-is-finnish = 芬兰式
option-huutopussi-card-points-means-seed = A10 10:10 K5 Q5 J5（140）
option-huutopussi-card-points-means-finnish = 芬兰式牌分：A 11、10 10、K 4、Q 3、J 2

option-huutopussi-last-trick-bonus = 赢得第 9 墩的加分
option-huutopussi-last-trick-bonus-label = 末墩奖励

option-huutopussi-marriage-values = seed：♥100 ♦80 ♣60 ♠40；bridge_order：♠100 ♥80 ♦60 ♣40
option-huutopussi-marriage-values-label = 结婚分值
option-huutopussi-marriage-values-is-seed = 标准
option-huutopussi-marriage-values-is-bridge-order = 桥牌顺序
option-huutopussi-marriage-values-means-seed = ♥100 ♦80 ♣60 ♠40
option-huutopussi-marriage-values-means-bridge-order = ♠100 ♥80 ♦60 ♣40

option-huutopussi-redeal-rule = seed：有 3 张以上的 6 或没有比 J 大的牌，仅限第一轮叫牌时；four_sixes：一个人或一对同伴手里有全部四张 6，换牌时也可以
option-huutopussi-redeal-rule-label = 重新发牌规则
option-huutopussi-redeal-rule-is-seed = 标准
option-huutopussi-redeal-rule-is-four-sixes = 四张 6
option-huutopussi-redeal-rule-is-none = 不重新发牌
option-huutopussi-redeal-rule-means-seed = 有 3 张以上的 6 或没有比 J 大的牌，仅限第一轮叫牌时
option-huutopussi-redeal-rule-means-four-sixes = 一个人或一对同伴手里有全部四张 6，换牌时也可以

option-huutopussi-min-bid = 最低叫分
option-huutopussi-min-bid-label = 最低叫分

option-huutopussi-forced-opening = 首叫者必须叫；为 false 时所有人都可以不叫（没有定约）
option-huutopussi-forced-opening-label = 强制开叫

option-huutopussi-max-bid = 最高叫分和定约
option-huutopussi-max-bid-label = 最高叫分

option-huutopussi-exchange-count = 双方各传几张牌
option-huutopussi-exchange-count-label = 换牌张数

option-huutopussi-contract-timing = 叫分赢家什么时候定下定约
option-huutopussi-contract-timing-label = 定约时机
option-huutopussi-contract-timing-is-after-exchange = 换牌后
option-huutopussi-contract-timing-is-before-return = 回传前

option-huutopussi-must-overtrump = 用将牌吃时，如果能大过本墩的将牌就必须大过
option-huutopussi-must-overtrump-label = 必须大过将牌
option-huutopussi-must-overtrump-means-true = 用将牌吃时，能大过就必须大过
option-huutopussi-must-overtrump-means-false = 用将牌吃时，出哪张将牌都行

option-huutopussi-declare-right = 赢下哪种墩后可以宣布结婚
option-huutopussi-declare-right-label = 宣布权
option-huutopussi-declare-right-is-led-and-won = 自己领出并赢下
option-huutopussi-declare-right-is-any-won-trick = 赢下任意一墩
option-huutopussi-declare-right-means-any-won-trick = 赢下任意一墩后都可以宣布结婚

option-huutopussi-ask-lockouts = 哪些宣布或询问会挡住之后的宣布
option-huutopussi-ask-lockouts-label = 询问限制
option-huutopussi-ask-lockouts-is-seed = 标准
option-huutopussi-ask-lockouts-is-partner-lock = 同伴锁定
option-huutopussi-ask-lockouts-is-illisoft = illisoft

option-huutopussi-opponents-score = 对手什么时候能拿到他们赢得的分
option-huutopussi-opponents-score-label = 对手得分
option-huutopussi-opponents-score-is-on-failure = 定约失败时
option-huutopussi-opponents-score-is-always = 总是
option-huutopussi-opponents-score-means-always = 对手总能拿到他们赢得的分

option-huutopussi-failure-penalty = 定约失败时扣叫分或定约分
option-huutopussi-failure-penalty-label = 失败罚分
option-huutopussi-failure-penalty-is-bid = 叫分
option-huutopussi-failure-penalty-is-contract = 定约
option-huutopussi-failure-penalty-means-contract = 定约失败时扣加高后的定约分，而不是叫分

option-huutopussi-no-trick-penalty = porvoo：一墩都没赢要罚分
option-huutopussi-no-trick-penalty-label = 零墩罚分
option-huutopussi-no-trick-penalty-is-none = 无
option-huutopussi-no-trick-penalty-is-porvoo = Porvoo
option-huutopussi-no-trick-penalty-means-porvoo = 一墩都没赢要罚分

option-huutopussi-bid-ban = 总分在 -500 及以下的一队不能叫分（强制开叫除外）
option-huutopussi-bid-ban-label = 禁止叫分

option-huutopussi-win-condition = reach：达到 500 分即获胜；exceed：超过 500 分
option-huutopussi-win-condition-label = 获胜条件
option-huutopussi-win-condition-is-reach = 达到
option-huutopussi-win-condition-is-exceed = 超过
option-huutopussi-win-condition-means-reach = 达到 500 分即获胜
option-huutopussi-win-condition-means-exceed = 超过 500 分才获胜

option-huutopussi-win-tiebreak = 两队都过线时：分高者胜，同分则叫分方胜
option-huutopussi-win-tiebreak-label = 同时过线
option-huutopussi-win-tiebreak-is-higher-then-declarers = 先比分，再看叫分方

option-huutopussi-first-trick-aces = 第 1 墩：领出 A（没有就领出黑桃）；领出花色的 A 必须跟出
option-huutopussi-first-trick-aces-label = 首墩出 A

option-huutopussi-opponent-rounding = 对手的总分四舍五入到最接近的 5
option-huutopussi-opponent-rounding-label = 对手分数取整

## Prefa
game-prefa-title = Prefa
game-prefa-summary = 三人玩的希腊式 Preference：叫 6–10 墩、拿底牌，把自己的彩池减到零；最后按筹码定胜负。

option-prefa-starting-pot = 开局时每位玩家的彩池（10、20、31 …）
option-prefa-starting-pot-label = 初始彩池

option-prefa-solo-doubling = 希腊式“solo”：差 2 墩及以上或大幅不足时，支付翻倍（§10.6）
option-prefa-solo-doubling-label = Solo 翻倍
option-prefa-solo-doubling-means-true = 大败和大幅不足时支付翻倍（solo）

option-prefa-first-defender-reentry = 右家过、左家单独防守后，右家仍可说“一起”并接手
option-prefa-first-defender-reentry-label = 第一防守者重新加入
option-prefa-first-defender-reentry-means-true = 第一防守者仍可加入单独防守的一方（“一起”）

option-prefa-lone-requirement = 单独防守者要达到右手那一栏的最低墩数，或他自己座位那一栏的
option-prefa-lone-requirement-label = 单独防守门槛
option-prefa-lone-requirement-is-right-column = 右手栏
option-prefa-lone-requirement-is-own-seat = 本座位

option-prefa-together-scoring = “一起”：帮手的结果转给主动防守者，或两手牌合算成一个防守者
option-prefa-together-scoring-label = “一起”计分
option-prefa-together-scoring-is-transfer = 转移
option-prefa-together-scoring-is-combined = 合并

option-prefa-bid-alias-six = 把 'spades'、'hearts'、'no-trumps' … 当作 6 墩的叫牌
option-prefa-bid-alias-six-label = 6 墩简称
