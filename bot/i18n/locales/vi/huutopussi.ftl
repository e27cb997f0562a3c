# Huutopussi (bot/games/huutopussi/): every sentence, label, prompt, section, reason and event.
#
# Seats arrive as { $player }-style placeholders and are shown by the reader's name for them.
# Cards ({ $card }, { $cards }) are drawn faces such as A♠ or 10♥ in every language.
# The game's own words are terms below: set them once (Finnish players say huuto,
# valtti, mariaasi …) and every message follows.

## Terms

-hp-game = Huutopussi
# A bid in the auction (Finnish: huuto).
-hp-bid = mức gọi
# The auction (Finnish: huutokauppa, tarjoaminen).
-hp-auction = { $form ->
   *[lower] đấu giá
    [title] Đấu giá
}
# The trump suit, as a plural noun (Finnish: valtti).
-hp-trumps = { $form ->
   *[lower] chủ
    [title] Chủ
}
# A king and queen of one suit declared together (Finnish: mariaasi).
-hp-marriage = { $form ->
   *[one] cặp đôi
    [other] cặp đôi
    [title] Cặp đôi
}
# The declarer's target after the exchange.
-hp-contract = { $form ->
   *[lower] hợp đồng
    [title] Hợp đồng
}
# Throwing the cards in for a new deal.
-hp-redeal = chia lại

## Suits, teams, the phase

# $suit: S, H, D or C.
hp-suit = { $suit ->
    [S] bích
    [H] cơ
    [D] rô
   *[C] chuồn
}
# The same, starting a sentence.
hp-suit-title = { $suit ->
    [S] Bích
    [H] Cơ
    [D] Rô
   *[C] Chuồn
}
# A partnership: two seats.
hp-team = { $first } & { $second }

hp-phase-auction = { -hp-auction(form: "title") }
hp-phase-exchange = Đổi bài
hp-phase-contract = Chốt { -hp-contract }
hp-phase-play = Đánh bài
hp-phase-answer = Chọn { -hp-marriage }
hp-phase-over = Trận đấu kết thúc

## Table sections

hp-section-scores = Điểm
hp-section-auction = { -hp-auction(form: "title") }
hp-section-contract = { -hp-contract(form: "title") }
hp-section-trumps = { -hp-trumps(form: "title") }
# $number: which trick of the deal (1 to 9).
hp-section-trick = Nước { $number }
hp-section-last-trick = Nước trước
hp-section-taken = Đã ăn
hp-section-exchange = Đổi bài
hp-section-last-deal = Ván trước

# $exceed: yes when a team must go over the target, no when reaching it is enough.
hp-scores = { $team0 }: { $score0 } · { $team1 }: { $score1 } ({ $exceed ->
    [yes] vượt { $target } để thắng
   *[no] đạt { $target } để thắng
})
# $calls: the calls so far, e.g. "Ann 50 · Ben pass".
hp-auction-calls = Người chia: { $dealer }. { $calls }
hp-auction-no-calls = Người chia: { $dealer }. Chưa ai gọi.
hp-call-bid = { $player } { $value }
hp-call-pass = { $player } bỏ qua
# After the auction: one line. $bid is the auction's bid, $contract what the pair plays for.
hp-contract-pending = { $declarer } thắng đấu giá với mức { $bid }; chưa chốt { -hp-contract } · người chia { $dealer }
hp-contract-kept = { $team }: { $contract } điểm · người chia { $dealer }
hp-contract-raised = { $team }: { $contract } điểm (đã gọi { $bid }) · người chia { $dealer }
hp-contract-none = Không có { -hp-contract }: mỗi đội ghi số điểm mình ăn được · người chia { $dealer }
hp-trumps-none = Chưa có.
hp-trumps-suit = { $suit }.
# $marriages: a list of entries like "Ann hearts +100".
hp-trumps-marriages = { -hp-marriage(form: "title") }: { $marriages }.
hp-marriage-entry = { $player } { $suit } +{ $value }
hp-trick-entry = { $player } { $card }
hp-trick-empty = Chưa có lá nào.
# $plays: the four cards of the trick with who played them.
hp-last-trick = { $plays } — { $winner } ăn nước này.
hp-taken-team = { $team }: { $points } điểm, { $tricks } nước
hp-exchange-gave = { $partner } đã đưa { $cards }.
hp-exchange-returned = { $declarer } đã trả { $cards }.
hp-exchange-chosen = Bạn đã chọn { $cards } (còn chọn thêm { $left } lá).
# $change0 and $change1 are signed, like +100 or -80.
hp-last-deal = Tổng { $team0 } { $total0 }, { $team1 } { $total1 }; ghi { $change0 } / { $change1 }.

## Prompts

hp-prompt-waiting = Đang chờ { $player }.
hp-prompt-over = { $team } đã thắng trận.
hp-hint-auction-pass = Đến lượt bạn gọi: hãy bỏ qua.
hp-hint-auction-bid = Đến lượt bạn gọi: gọi ít nhất { $low }, hoặc bỏ qua.
hp-hint-auction-open = Bạn mở đấu giá: gọi ít nhất { $low }.
hp-hint-auction-open-banned = Đội bạn đang ở mức { $line } điểm trở xuống: hãy mở bằng mức gọi bắt buộc { $low }.
hp-hint-redeal = Bạn cũng có thể xin { -hp-redeal }.
# $example: one of the player's own cards.
hp-hint-give = Đưa cho đồng đội thêm { $left } lá, từng lá một, ví dụ { $example }.
hp-hint-return = Trả lại cho đồng đội thêm { $left } lá, từng lá một, ví dụ { $example }.
hp-hint-contract = Chốt { -hp-contract }, từ { $bid } đến { $max } (chọn { $bid } là giữ nguyên).
# $suits: the suits to choose from, as a list.
hp-hint-answer = Chọn { -hp-marriage } để công bố: { $suits }.
hp-hint-window = Bạn có thể công bố { -hp-marriage } hoặc hỏi đồng đội, hoặc đánh trước một lá (ví dụ { $example }).
hp-hint-play = Đánh một lá, ví dụ { $example }.

## Labels (buttons and menus)

hp-label-play = { $card }
hp-label-give = Đưa { $card }
hp-label-return = Trả { $card }
hp-label-bid = Gọi { $value }
hp-label-contract = { -hp-contract(form: "title") } { $value }
hp-label-pass = Bỏ qua
hp-label-redeal = Xin { -hp-redeal }
hp-label-marriage = { -hp-marriage(form: "title") } { $suit } (+{ $value })
hp-label-ask = Hỏi đồng đội có { -hp-marriage } không
hp-label-ask-half = Hỏi đồng đội nửa kia của { $suit }
hp-label-answer = Công bố { -hp-marriage } { $suit }

## Events

hp-event-bid = { $player } gọi { $value }.
hp-event-pass = { $player } bỏ qua.
hp-event-auction-won = { $player } thắng đấu giá với mức { $bid }.
hp-event-all-passed = Mọi người đều bỏ qua: ván này chơi không có { -hp-contract }, mỗi đội ghi số điểm mình ăn được. { $leader } đánh trước.
hp-event-redeal = { $player } xin { -hp-redeal }. { $dealer } { -hp-redeal }; { $first } gọi trước.
hp-event-give = { $partner } úp { $count } lá đưa cho { $declarer }.
hp-event-return = { $declarer } trả { $count } lá cho { $partner }.
hp-event-contract-kept = { $player } giữ { -hp-contract } ở mức { $value }.
hp-event-contract-raised = { $player } nâng { -hp-contract } lên { $value }.
hp-event-play = { $player } đánh { $card }.
hp-event-trick = { $player } ăn nước này bằng { $card }: { $points } điểm.
hp-event-last-trick = { $player } ăn nước này bằng { $card }: { $points } điểm, +{ $bonus } cho nước cuối.
# $suit twice: the married suit, which is trumps from now on.
hp-event-marriage = { $player } công bố { -hp-marriage } { $suit }: +{ $value }, { $suit } thành chủ.
hp-event-ask = { $player } hỏi { $partner } có { -hp-marriage } không.
hp-event-ask-half = { $player } hỏi { $partner } lá { $card }.
hp-event-has-none = { $player } không có { -hp-marriage } nào.
hp-event-shows = { $player } cho xem { $card }.
hp-event-lacks = { $player } không có lá đó.
# The deal's result for the declaring pair. $total: what the pair took; $change: signed.
hp-event-made = { $team } ăn được { $total } điểm, đạt { -hp-contract } { $contract }: { $change }.
hp-event-failed = { $team } cần { $contract } nhưng chỉ ăn được { $total } điểm: { $change }.
hp-event-declarer-no-trick = { $declarer } không ăn được nước nào, nên { $team } ghi { $change } (ăn { $total } trên { -hp-contract } { $contract }).
# The same deal for the other pair.
hp-event-others-nothing = { $team } không được điểm.
hp-event-others-score = { $team } ghi { $change }.
hp-event-others-no-trick = { $team } không ăn được nước nào: { $change }.
hp-event-no-contract = Không có { -hp-contract }: { $team0 } ghi { $total0 }, { $team1 } ghi { $total1 }.
hp-event-match = { $team } thắng trận { $score }–{ $other }!
hp-event-deal = { $dealer } chia bài; { $first } gọi trước.
hp-result = { $team } thắng { $score }–{ $other }.

## Why a move is refused (each says what to do instead)

# $move: what the player typed; $hint: what to do now (a whole sentence).
hp-reason-unknown-move = “{ $move }” không phải là thao tác trong { -hp-game }. { $hint }
# $what: the kind of move tried.
hp-reason-wrong-phase = Lúc này bạn không thể { $what ->
    [bid] gọi
    [pass] bỏ qua
    [redeal] xin { -hp-redeal }
    [give] đưa bài
    [return] trả bài
    [contract] chốt { -hp-contract }
    [play] đánh bài
    [marriage] công bố { -hp-marriage }
    [ask] hỏi đồng đội
   *[answer] trả lời
}. { $hint }
hp-reason-no-argument = { $what ->
    [pass] Để bỏ qua, chỉ cần gõ pass.
   *[redeal] Để xin { -hp-redeal }, chỉ cần gõ redeal.
}
hp-reason-not-a-card = “{ $text }” không phải là lá bài. Hãy viết như 10S, AH hoặc Q♦.
hp-reason-card-missing = Hãy nói rõ lá nào, ví dụ { $example }.
hp-reason-not-in-pack = { $card } không có trong bộ bài { -hp-game } (chỉ từ 6 đến át).
hp-reason-not-held = Bạn không có lá { $card }.
hp-reason-bid-amount = Mức gọi là một số điểm: gõ { $example } hoặc bid { $example }.
hp-reason-contract-amount = { -hp-contract(form: "title") } là một số điểm: gõ { $example } hoặc contract { $example }.
hp-reason-bid-banned = Đội bạn đang ở mức { $line } trở xuống nên không được gọi. Hãy bỏ qua.
hp-reason-bid-banned-opening = Đội bạn đang ở mức { $line } trở xuống nên chỉ được gọi mức mở bắt buộc { $low }.
hp-reason-bid-not-higher = Bạn phải gọi cao hơn { $high } (ít nhất { $next }), hoặc bỏ qua.
hp-reason-bid-below-min = Mức gọi thấp nhất là { $min }.
hp-reason-bid-above-max = Mức gọi cao nhất là { $max }.
hp-reason-bid-step = Mức gọi tăng theo bước 5: không gọi được { $value }. Thử { $next }.
hp-reason-must-open = Bạn mở đấu giá nên phải gọi ít nhất { $min }.
hp-reason-no-redeal = Bàn này không cho { -hp-redeal }.
hp-reason-redeal-four-sixes = Bạn chỉ được xin { -hp-redeal } khi bạn, hoặc bạn và đồng đội cộng lại, giữ cả bốn lá 6: ở lượt gọi đầu tiên của bạn, hoặc khi đội bạn đang đổi bài.
hp-reason-redeal-seed = Bạn chỉ được xin { -hp-redeal } ở lượt gọi đầu tiên, và chỉ khi có từ ba lá 6 trở lên hoặc không có lá nào lớn hơn J.
hp-reason-already-chosen = Bạn đã chọn { $card } rồi. Hãy chọn lá khác.
hp-reason-contract-range = { -hp-contract(form: "title") } phải là bội số của 5, từ mức gọi { $bid } của bạn đến { $max }.
hp-reason-first-trick = Ở nước đầu tiên bạn phải đánh { $cards }.
hp-reason-lead = Bạn có thể đánh trước { $cards }.
hp-reason-follow-and-beat = Bạn phải theo chất { $suit } và đè { $card } nếu được: hãy đánh { $cards }.
hp-reason-follow = Bạn phải theo chất ({ $suit }): hãy đánh { $cards }.
hp-reason-trump = Bạn không có { $suit }, nên phải chặt bằng chủ: hãy đánh { $cards }.
hp-reason-overtrump = Bạn không có { $suit }, nên phải chặt bằng chủ và đè { $card }: hãy đánh { $cards }.
hp-reason-play-one-of = Hãy đánh một trong các lá { $cards }.
# $rule: led when a window follows only a trick you led and won; any for any trick won.
hp-reason-no-window = Bạn chỉ được công bố ngay sau khi ăn { $rule ->
    [any] một nước
   *[led] một nước do chính bạn đánh trước
}, trước khi đánh trước lần nữa. { $hint }
hp-reason-marriage-suit = { -hp-marriage(form: "title") } cần có chất: gõ marriage H, D, C hoặc S (hoặc marriage hearts).
hp-reason-ask-suit = “{ $text }” không phải là chất. Gõ ask H, D, C hoặc S để hỏi nửa kia (hoặc chỉ gõ ask để hỏi cả { -hp-marriage }).
hp-reason-already-married = { $suit } đã có { -hp-marriage } được công bố trong ván này.
hp-reason-need-king-queen = Bạn cần có cả K và Q { $suit } mới công bố được { -hp-marriage }.
hp-reason-own-after-ask = Ván này bạn đã hỏi đồng đội, nên không thể công bố { -hp-marriage } của riêng mình nữa.
hp-reason-own-after-partner-half = Ván này đồng đội bạn đã hỏi nửa kia, nên bạn không thể công bố { -hp-marriage } của riêng mình nữa.
hp-reason-whole-after-half = Ván này bạn đã hỏi nửa kia, nên không thể hỏi cả { -hp-marriage } nữa.
hp-reason-whole-after-partner-half = Ván này đồng đội bạn đã hỏi nửa kia, nên bạn không thể hỏi cả { -hp-marriage } nữa. Bạn vẫn có thể hỏi nửa kia.
hp-reason-whole-partner-lock = Ván này đồng đội đã hỏi bạn có { -hp-marriage } không, nên bạn không thể hỏi lại. Bạn vẫn có thể hỏi nửa kia.
hp-reason-all-married = Cả bốn chất đều đã có { -hp-marriage } được công bố.
hp-reason-half-needs-one = Bạn chỉ được hỏi nửa kia của { $suit } khi giữ đúng một trong hai lá K và Q của chất đó.
hp-reason-answer = Hãy chọn một { -hp-marriage } của bạn: { $suits }.
