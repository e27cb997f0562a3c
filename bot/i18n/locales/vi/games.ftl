# The games as hosts show them (bot/game_words.py): titles, summaries, and each rule
# option — what it is for, its name as words, its values as words, and what a value
# does at the table. The English here equals the games' own definitions (a test
# checks); option names and values are typed in English (rank_order=ace_ten) whatever
# the language, so only these words are translated.
#
# Tiếng Việt: Tứ sắc dùng từ của người chơi (Tướng, Sĩ, Tượng, Xe, Pháo, Mã, Chốt, khạp,
# quằn, cái, ăn, tới); các trò ăn nước dùng gọi, bỏ, nước, chủ, không chủ; Prefa: quỹ, phỉnh.

## Fifty-Six
game-fifty-six-title = Fifty-Six
game-fifty-six-summary = Hai đội gọi từ 28 đến 56 có chủ hoặc không chủ, gấp đôi và tái gấp đôi, rồi ăn nước để lấy điểm bài; đội nào đạt 12 điểm ván trước thì thắng.

option-fifty-six-direction = ccw: lượt chơi đi sang phải (mặc định); cw: sang trái
option-fifty-six-direction-label = Chiều chơi
option-fifty-six-direction-is-ccw = ngược chiều kim đồng hồ
option-fifty-six-direction-is-cw = thuận chiều kim đồng hồ
option-fifty-six-direction-means-ccw = lượt chơi đi ngược chiều kim đồng hồ
option-fifty-six-direction-means-cw = lượt chơi đi thuận chiều kim đồng hồ

option-fifty-six-deck-4p = 4 người: 48 lá, mỗi người 12 lá (mặc định), hoặc 32 lá bỏ K và Q, mỗi người 8 lá
option-fifty-six-deck-4p-label = Bộ bài 4 người
option-fifty-six-deck-4p-means = 4 người: 48 lá, mỗi người 12 lá, hoặc 32 lá bỏ K và Q, mỗi người 8 lá

option-fifty-six-deck-8p = 8 người: 64 lá, thêm các lá 8 và 7 (mặc định), hoặc 48 lá, mỗi người 6 lá
option-fifty-six-deck-8p-label = Bộ bài 8 người
option-fifty-six-deck-8p-means = 8 người: 64 lá, thêm các lá 8 và 7, hoặc 48 lá, mỗi người 6 lá

option-fifty-six-score-table = bảng điểm ván: seed, nair hoặc 56cards
option-fifty-six-score-table-label = Bảng điểm
option-fifty-six-score-table-is-seed = cơ bản
option-fifty-six-score-table-is-nair = Nair
option-fifty-six-score-table-is-56cards = 56cards

option-fifty-six-double-scoring = gấp đôi/tái gấp đôi: x2/x4 (mặc định) hoặc +1/+2 điểm ván
option-fifty-six-double-scoring-label = Tính điểm gấp đôi
option-fifty-six-double-scoring-is-multiply = nhân
option-fifty-six-double-scoring-is-add = cộng
option-fifty-six-double-scoring-means = gấp đôi/tái gấp đôi: x2/x4 hoặc +1/+2 điểm ván
option-fifty-six-double-scoring-means-add = gấp đôi cộng 1 điểm ván, tái gấp đôi cộng 2

option-fifty-six-redouble-ends-auction = tái gấp đôi thì dừng phần gọi (mặc định); false: vẫn gọi tiếp
option-fifty-six-redouble-ends-auction-label = Tái gấp đôi dừng phần gọi
option-fifty-six-redouble-ends-auction-means-false = vẫn có thể gọi tiếp sau khi tái gấp đôi

option-fifty-six-redouble-timing = tái gấp đôi trong lượt của mình (mặc định), hoặc bất cứ lúc nào ngoài lượt
option-fifty-six-redouble-timing-label = Lúc tái gấp đôi
option-fifty-six-redouble-timing-is-in-turn = trong lượt
option-fifty-six-redouble-timing-is-any-time = bất cứ lúc nào
option-fifty-six-redouble-timing-means = tái gấp đôi trong lượt của mình, hoặc bất cứ lúc nào ngoài lượt

option-fifty-six-all-pass = khi tất cả đều bỏ qua: đối thủ của người chia bài chơi 28 không chủ (mặc định); first_bidder_forced: người gọi đầu tiên khi đó buộc phải gọi; mandatory_opening: người gọi đầu tiên không được bỏ qua ở lượt đầu
option-fifty-six-all-pass-label = Tất cả đều bỏ qua
option-fifty-six-all-pass-is-forced-28-nt = buộc 28 không chủ
option-fifty-six-all-pass-is-first-bidder-forced = người gọi đầu buộc gọi
option-fifty-six-all-pass-is-mandatory-opening = bắt buộc mở
option-fifty-six-all-pass-means-first-bidder-forced = người gọi đầu tiên khi đó buộc phải gọi
option-fifty-six-all-pass-means-mandatory-opening = người gọi đầu tiên không được bỏ qua

option-fifty-six-redeal = không bao giờ chia lại (mặc định); no_points: khi một tay không có J, 9, A hay 10; weak_hand: khi một tay chỉ đáng 2 điểm trở xuống hoặc một đội không có lá J nào
option-fifty-six-redeal-label = Chia lại
option-fifty-six-redeal-is-none = không
option-fifty-six-redeal-is-no-points = không có điểm
option-fifty-six-redeal-is-weak-hand = bài yếu
option-fifty-six-redeal-means-no-points = khi một tay không có J, 9, A hay 10
option-fifty-six-redeal-means-weak-hand = khi một tay chỉ đáng 2 điểm trở xuống hoặc một đội không có lá J nào

option-fifty-six-match-end = đội đầu tiên đạt 12 điểm ván (mặc định); tables_net: đội thua ván trả thẻ từ số thẻ đang giữ và thua trận khi không trả nổi
option-fifty-six-match-end-label = Kết thúc trận
option-fifty-six-match-end-is-reach-12 = đạt 12
option-fifty-six-match-end-is-tables-net = trả thẻ
option-fifty-six-match-end-means-tables-net = đội thua ván trả thẻ từ số thẻ đang giữ và thua trận khi không trả nổi

option-fifty-six-trump-lead-rule = không được dẫn chủ cho đến khi đã có người đánh chủ (luật riêng ở Kerala)
option-fifty-six-trump-lead-rule-label = Luật dẫn chủ

## Four Color Cards
game-four-color-title = Tứ sắc
game-four-color-summary = 112 lá bài quân cờ bốn màu: bốc một lá, ghép bộ, rồi đánh ra một lá. Ai cũng có thể ăn lá vừa lộ ra để tới, hoặc để thành khạp hay quằn.

option-four-color-deals = số ván trong một trận (chia lại không tính)
option-four-color-deals-label = Số ván

option-four-color-jokers = thêm 5 lá Joker: mỗi lá là lá đơn 1 điểm, không bao giờ bị đánh ra
option-four-color-jokers-label = Joker
option-four-color-jokers-means-true = thêm 5 lá Joker; mỗi lá là lá đơn 1 điểm

option-four-color-generals-never-discarded = không được đánh Tướng ra; Tướng bốc được phải giữ lại
option-four-color-generals-never-discarded-label = Không đánh Tướng

option-four-color-general-steal-only-to-win = chỉ được ăn Tướng ngoài lượt để tới
option-four-color-general-steal-only-to-win-label = Ăn Tướng chỉ để tới
option-four-color-general-steal-only-to-win-means-true = chỉ được ăn Tướng để tới

option-four-color-tricolour-soldiers-only = BA MÀU chỉ với Chốt
option-four-color-tricolour-soldiers-only-label = Ba màu chỉ với Chốt

option-four-color-fourcolour-soldiers-only = BỐN MÀU chỉ với Chốt
option-four-color-fourcolour-soldiers-only-label = Bốn màu chỉ với Chốt

option-four-color-no-split-dealt-triple = khạp được chia đã đánh dấu phải giữ nguyên
option-four-color-no-split-dealt-triple-label = Không tách khạp được chia
option-four-color-no-split-dealt-triple-means-true = khạp được chia phải giữ nguyên

option-four-color-mulligan = bài không có Tướng và không có ba lá giống nhau thì được chia lại
option-four-color-mulligan-label = Chia lại
option-four-color-mulligan-means-false = bài yếu không được chia lại

option-four-color-dealt-quad-value = quằn được chia và hạ ra tính 8 (úp) hoặc 6
option-four-color-dealt-quad-value-label = Điểm quằn được chia
option-four-color-dealt-quad-value-is-concealed = úp
option-four-color-dealt-quad-value-is-exposed = ngửa
option-four-color-dealt-quad-value-means-exposed = quằn được chia để ngửa tính 6, không phải 8

option-four-color-dealer-natural-win = cái được tới ngay với 21 lá được chia
option-four-color-dealer-natural-win-label = Cái tới ngay

option-four-color-claim-prompt = everyone: mọi ghế đều trả lời mỗi lần có lá để ăn (không lộ ai muốn ăn); claimants: chỉ ghế đến lượt và những ghế ăn được mới trả lời (lộ ai); choices: chỉ những ghế có lựa chọn thật sự mới trả lời, câu trả lời bắt buộc được đưa ngay (nhanh nhất, lộ ai)
option-four-color-claim-prompt-label = Hỏi ăn bài
option-four-color-claim-prompt-is-everyone = mọi người
option-four-color-claim-prompt-is-claimants = người ăn được
option-four-color-claim-prompt-is-choices = có lựa chọn
option-four-color-claim-prompt-means-everyone = mọi ghế đều trả lời mỗi lần có lá để ăn (không lộ ai muốn ăn)
option-four-color-claim-prompt-means-claimants = chỉ ghế đến lượt và những ghế ăn được mới trả lời (lộ ai)
option-four-color-claim-prompt-means-choices = chỉ những ghế có lựa chọn thật sự mới trả lời, câu trả lời bắt buộc được đưa ngay (nhanh nhất, lộ ai)

## Huutopussi
game-huutopussi-title = Huutopussi
game-huutopussi-summary = Bốn người chia hai đội đấu giá để được đổi bài với đồng đội và đặt hợp đồng; cặp đôi K–Q được cộng điểm và định chất chủ. Đội nào đạt 500 trước thì thắng.

option-huutopussi-rank-order = seed: A K Q J 10 …; ace_ten: A 10 K Q J …
option-huutopussi-rank-order-label = Thứ tự lá
option-huutopussi-rank-order-is-seed = cơ bản
option-huutopussi-rank-order-is-ace-ten = A rồi 10
option-huutopussi-rank-order-means-seed = thứ tự A K Q J 10 9 8 7 6
option-huutopussi-rank-order-means-ace-ten = lá 10 đứng thứ hai: A 10 K Q J 9 8 7 6

option-huutopussi-card-points = seed: A10 10:10 K5 Q5 J5 (140); finnish: A11 10:10 K4 Q3 J2 (120)
option-huutopussi-card-points-label = Điểm lá bài
option-huutopussi-card-points-is-seed = cơ bản
option-huutopussi-card-points-is-finnish = kiểu Phần Lan
option-huutopussi-card-points-means-seed = A10 10:10 K5 Q5 J5 (140)
option-huutopussi-card-points-means-finnish = điểm kiểu Phần Lan: A 11, 10 10, K 4, Q 3, J 2

option-huutopussi-last-trick-bonus = điểm thưởng cho ai ăn nước thứ 9
option-huutopussi-last-trick-bonus-label = Thưởng nước cuối

option-huutopussi-marriage-values = seed: ♥100 ♦80 ♣60 ♠40; bridge_order: ♠100 ♥80 ♦60 ♣40
option-huutopussi-marriage-values-label = Điểm cặp đôi
option-huutopussi-marriage-values-is-seed = cơ bản
option-huutopussi-marriage-values-is-bridge-order = thứ tự bridge
option-huutopussi-marriage-values-means-seed = ♥100 ♦80 ♣60 ♠40
option-huutopussi-marriage-values-means-bridge-order = ♠100 ♥80 ♦60 ♣40

option-huutopussi-redeal-rule = seed: từ 3 lá 6 trở lên hoặc không có lá nào trên J, ở lượt gọi đầu; four_sixes: đủ bốn lá 6 trong một tay hoặc một đội, kể cả lúc đổi bài
option-huutopussi-redeal-rule-label = Luật chia lại
option-huutopussi-redeal-rule-is-seed = cơ bản
option-huutopussi-redeal-rule-is-four-sixes = bốn lá 6
option-huutopussi-redeal-rule-is-none = không
option-huutopussi-redeal-rule-means-seed = từ 3 lá 6 trở lên hoặc không có lá nào trên J, ở lượt gọi đầu
option-huutopussi-redeal-rule-means-four-sixes = đủ bốn lá 6 trong một tay hoặc một đội, kể cả lúc đổi bài

option-huutopussi-min-bid = mức gọi thấp nhất
option-huutopussi-min-bid-label = Gọi tối thiểu

option-huutopussi-forced-opening = người gọi đầu phải gọi; nếu false thì ai cũng được bỏ (không có hợp đồng)
option-huutopussi-forced-opening-label = Bắt buộc mở

option-huutopussi-max-bid = mức gọi và hợp đồng cao nhất
option-huutopussi-max-bid-label = Gọi tối đa

option-huutopussi-exchange-count = số lá chuyển mỗi chiều
option-huutopussi-exchange-count-label = Số lá đổi

option-huutopussi-contract-timing = lúc người thắng đấu giá đặt hợp đồng
option-huutopussi-contract-timing-label = Lúc đặt hợp đồng
option-huutopussi-contract-timing-is-after-exchange = sau khi đổi bài
option-huutopussi-contract-timing-is-before-return = trước khi trả bài

option-huutopussi-must-overtrump = khi bắn chủ, phải đè lá chủ đang có trong nước nếu được
option-huutopussi-must-overtrump-label = Bắt buộc đè chủ
option-huutopussi-must-overtrump-means-true = khi bắn chủ, phải đè chủ nếu được
option-huutopussi-must-overtrump-means-false = khi bắn chủ, lá chủ nào cũng được

option-huutopussi-declare-right = thắng những nước nào thì được công bố cặp đôi
option-huutopussi-declare-right-label = Quyền công bố cặp đôi
option-huutopussi-declare-right-is-led-and-won = dẫn và thắng
option-huutopussi-declare-right-is-any-won-trick = thắng nước bất kỳ
option-huutopussi-declare-right-means-any-won-trick = có thể công bố cặp đôi sau bất kỳ nước nào bạn thắng

option-huutopussi-ask-lockouts = những lần báo nào chặn các lần báo sau
option-huutopussi-ask-lockouts-label = Chặn hỏi cặp đôi
option-huutopussi-ask-lockouts-is-seed = cơ bản
option-huutopussi-ask-lockouts-is-partner-lock = khóa đồng đội
option-huutopussi-ask-lockouts-is-illisoft = illisoft

option-huutopussi-opponents-score = khi nào đối thủ được tính điểm đã ăn
option-huutopussi-opponents-score-label = Điểm của đối thủ
option-huutopussi-opponents-score-is-on-failure = khi bên gọi thất bại
option-huutopussi-opponents-score-is-always = luôn luôn
option-huutopussi-opponents-score-means-always = đối thủ luôn được tính điểm đã ăn

option-huutopussi-failure-penalty = hợp đồng thất bại bị trừ bằng mức gọi hoặc bằng hợp đồng
option-huutopussi-failure-penalty-label = Phạt khi thất bại
option-huutopussi-failure-penalty-is-bid = mức gọi
option-huutopussi-failure-penalty-is-contract = hợp đồng
option-huutopussi-failure-penalty-means-contract = hợp đồng thất bại bị trừ bằng hợp đồng đã nâng, không phải mức gọi

option-huutopussi-no-trick-penalty = porvoo: phạt khi không ăn được nước nào
option-huutopussi-no-trick-penalty-label = Phạt không ăn nước
option-huutopussi-no-trick-penalty-is-none = không
option-huutopussi-no-trick-penalty-is-porvoo = Porvoo
option-huutopussi-no-trick-penalty-means-porvoo = phạt khi không ăn được nước nào

option-huutopussi-bid-ban = đội ở mức -500 trở xuống không được gọi (trừ lượt mở bắt buộc)
option-huutopussi-bid-ban-label = Cấm gọi

option-huutopussi-win-condition = reach: từ 500 trở lên là thắng; exceed: phải trên 500
option-huutopussi-win-condition-label = Điều kiện thắng
option-huutopussi-win-condition-is-reach = đạt
option-huutopussi-win-condition-is-exceed = vượt
option-huutopussi-win-condition-means-reach = từ 500 trở lên là thắng
option-huutopussi-win-condition-means-exceed = phải trên 500

option-huutopussi-win-tiebreak = cả hai đội cùng qua mốc: đội điểm cao hơn thắng, bằng điểm thì bên gọi thắng
option-huutopussi-win-tiebreak-label = Phân định khi cùng qua mốc
option-huutopussi-win-tiebreak-is-higher-then-declarers = điểm cao hơn, rồi bên gọi

option-huutopussi-first-trick-aces = nước 1: dẫn bằng A (không có thì dẫn bích); phải đánh lá A của chất được dẫn
option-huutopussi-first-trick-aces-label = A ở nước đầu

option-huutopussi-opponent-rounding = tổng điểm của đối thủ được làm tròn tới bội số 5 gần nhất
option-huutopussi-opponent-rounding-label = Làm tròn điểm đối thủ

## Prefa
game-prefa-title = Prefa
game-prefa-summary = Prefa kiểu Hy Lạp cho ba người: gọi 6–10 nước, lấy bài úp, và đưa quỹ của bạn về 0; phỉnh quyết định ai thắng.

option-prefa-starting-pot = quỹ của mỗi người lúc đầu (10, 20, 31 …)
option-prefa-starting-pot-label = Quỹ ban đầu

option-prefa-solo-doubling = “solo” kiểu Hy Lạp: thua từ 2 nước trở lên hoặc thiếu nhiều thì trả gấp đôi (§10.6)
option-prefa-solo-doubling-label = Nhân đôi solo
option-prefa-solo-doubling-means-true = thua đậm và thiếu nhiều thì trả gấp đôi (solo)

option-prefa-first-defender-reentry = khi người bên phải bỏ và người bên trái chơi một mình, người bên phải vẫn có thể nói “cùng chơi” và nhận phần chơi
option-prefa-first-defender-reentry-label = Người phòng thủ đầu quay lại
option-prefa-first-defender-reentry-means-true = người phòng thủ đầu vẫn có thể “cùng chơi” với người đang phòng thủ một mình

option-prefa-lone-requirement = người phòng thủ một mình cần số nước tối thiểu của ghế bên phải, hoặc của ghế mình
option-prefa-lone-requirement-label = Yêu cầu khi chơi một mình
option-prefa-lone-requirement-is-right-column = cột bên phải
option-prefa-lone-requirement-is-own-seat = ghế của mình

option-prefa-together-scoring = cùng chơi: kết quả của người giúp chuyển sang người phòng thủ chính, hoặc hai tay tính như một người phòng thủ
option-prefa-together-scoring-label = Tính điểm khi cùng chơi
option-prefa-together-scoring-is-transfer = chuyển
option-prefa-together-scoring-is-combined = gộp

option-prefa-bid-alias-six = chấp nhận ‘spades’, ‘hearts’, ‘no-trumps’ … là lượt gọi mức sáu
option-prefa-bid-alias-six-label = Gọi mức sáu bằng chữ
