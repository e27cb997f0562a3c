# Four Color Cards (四色牌 / Tứ sắc): bot/games/four_color/.
#
# Card faces ($card, $cards) are a colour square and the Chinese chess character printed
# on the card (🟥俥); they stay the same in every language. Seats ($player, $dealer,
# $exposer, $turn, $winners, $payers) are names filled in by the host.
# Typed moves and card codes (discard RC, meld RC+RH+RN, pass, win, triple, quad, draw,
# decline, keep, mulligan) are what players type: keep them as they are.
#
# Tiếng Việt: dùng từ của người chơi Tứ sắc — Tướng, Sĩ, Tượng, Xe, Pháo, Mã, Chốt;
# cái (người chia), nọc (bài còn lại để bốc), bốc, đánh, ăn, tới (thắng), khạp (ba lá
# giống nhau), quằn (bốn lá giống nhau), khui (ăn lá thứ tư vào khạp thành quằn).

## Game words: set once here, used by every message below.

-fc-general = Tướng
-fc-generals = Tướng
-fc-advisor = Sĩ
-fc-elephant = Tượng
-fc-chariot = Xe
-fc-horse = Mã
-fc-cannon = Pháo
-fc-soldier = Chốt
-fc-soldiers = Chốt
-fc-joker = Joker
-fc-single = lá đơn
-fc-singles = lá đơn
-fc-pair = đôi
-fc-command = Tướng Sĩ Tượng
-fc-field = Xe Pháo Mã
-fc-triple = khạp
-fc-tricolour = ba màu
-fc-quad = quằn
-fc-fourcolour = bốn màu
# Claiming the fourth card onto a khạp to make a quằn.
-fc-khui = khui
-fc-mulligan = chia lại
-fc-stock = nọc

## Meld kinds and pieces, as other messages name them.

fc-kind-single = { -fc-single }
fc-kind-pair = { -fc-pair }
fc-kind-command = { -fc-command }
fc-kind-field = { -fc-field }
fc-kind-triple = { -fc-triple }
fc-kind-tricolour = { -fc-tricolour }
fc-kind-quad = { -fc-quad }
fc-kind-fourcolour = { -fc-fourcolour }

fc-claim-win = tới
fc-claim-quad = { -fc-khui }
fc-claim-triple = thành { -fc-triple }

## The legend a host shows on "help". $general … $soldier: the piece's two faces
## (red/yellow character, green/white character); $joker: the joker's face.

fc-legend =
    Mỗi lá bài có một màu và một quân cờ tướng: 🟥 đỏ, 🟨 vàng, 🟩 xanh, ⬜ trắng.
    Gõ một lá bằng chữ cái chỉ màu (R Y G W) rồi chữ cái chỉ quân; các chữ cái lấy từ tên tiếng Anh:
    G { -fc-general } { $general } · A { -fc-advisor } { $advisor } · E { -fc-elephant } { $elephant } · C { -fc-chariot } { $chariot } · H { -fc-horse } { $horse } · N { -fc-cannon } { $cannon } · S { -fc-soldier } { $soldier } · JK { -fc-joker } { $joker }
    Ví dụ: RC là { -fc-chariot } đỏ, WS là { -fc-soldier } trắng; gõ tiếng Anh “red chariot” cũng được.
    Trên bàn: [ … ] là bộ đã hạ, “(chia)” là { -fc-quad } được chia và hạ ngay từ đầu, dấu * chỉ bộ đã tới ở ván trước. “Khạp được chia” là số khạp (ba lá giống nhau) người đó được chia và đang giữ kín trên tay.

## Phases (the table's heading). $deal: the deal's number.

fc-phase-mulligan = Ván { $deal }: có ai xin { -fc-mulligan } không?
fc-phase-opening = Ván { $deal }: cái đánh lá đầu tiên
fc-phase-discard = Ván { $deal }: đánh bài
fc-phase-window = Ván { $deal }: { $card } trên bàn
fc-phase-over = Hết trận

## Sections of the table.

fc-section-scores = Điểm
fc-section-on-table = Trên bàn
fc-section-table = Bàn chơi
fc-section-stock = Nọc
fc-section-last-deal = Ván trước

fc-score = { $player } { $points }
# $scores: every seat's "name points", separated by dots.
fc-scores = { $scores } (ván { $deal }/{ $deals }, cái: { $dealer })
fc-stock = { $count } lá
# One seat's line. $dealer: true for the dealer; $hidden: concealed cards;
# $melds: its melds on the table; $discards: its discard pile (newest last);
# $marks: how many dealt triples it has marked.
fc-table-seat = { $player }{ $dealer ->
    [true] { " " }(cái)
   *[false] {""}
}: { $hidden } lá trên tay · { $melds } · đã đánh: { $discards }{ $marks ->
    [0] {""}
   *[other] { " · " }khạp được chia: { $marks }
}
fc-no-melds = chưa hạ bộ nào
fc-no-discards = chưa có
fc-meld = [{ $cards }]
fc-meld-dealt = [{ $cards }] (chia)
fc-meld-winning = [{ $cards }]*

## The open claim window. $exposer drew or discarded $card; $turn may use it first.

fc-window-drawn = { $exposer } bốc được { $card } (để ghép bộ hoặc đánh ra).
fc-window-discarded = { $exposer } đánh ra { $card }; { $turn } có thể ăn để ghép bộ, hoặc bốc { -fc-stock }.
fc-window-discarded-draw-only = { $exposer } đánh ra { $card }; { $turn } không ghép được nên bốc { -fc-stock }.
# $shown: one of the three sentences above.
fc-window-everyone = { $shown } Người khác có thể ăn lá này để tới, { -fc-khui } hoặc thành { -fc-triple }: mọi người đều trả lời (ăn hoặc bỏ qua).
fc-window-claimants = { $shown } Ai ăn được lá này (để tới, { -fc-khui } hoặc thành { -fc-triple }) thì trả lời.

## Last deal.

fc-last-draw = Hòa: hết { -fc-stock }. Không ai phải trả.
fc-last-mulligan = { $player } xin { -fc-mulligan }; ván được chia lại từ đầu.
# $shown: the winner's melds on the table, the winning meld marked with *;
# $concealed: how the rest of the hand was counted.
fc-last-win = { $player } tới, được { $value } điểm: { $shown } · trên tay { $concealed }

## Prompts: what the reader should do now.

fc-prompt-waiting-answers = Đang chờ mọi người trả lời về lá { $card }.
fc-prompt-waiting = Đang chờ { $waiting }.
fc-prompt-mulligan = Bài bạn không có { -fc-general } và không có ba lá giống nhau: xin { -fc-mulligan } hay giữ bài?
fc-prompt-keep = Giữ bài (chỉ bài không có { -fc-general } và không có { -fc-triple } mới được xin { -fc-mulligan }).
fc-prompt-opening = Bạn là cái: đánh ra một lá để bắt đầu (không bao giờ được đánh { -fc-general }).
fc-prompt-declare-or-discard = Mọi lá trên tay đều đã vào bộ: báo tới, hoặc đánh ra một lá.
fc-prompt-discard = Đánh ra một lá trên tay (không bao giờ được đánh { -fc-general }).
# $win: true when the card would complete the reader's hand.
fc-prompt-drawn = Bạn bốc được { $card }: ghép bộ hoặc đánh ra.{ $win ->
    [true] { " " }Lá này cho bạn tới!
   *[false] {""}
}
fc-prompt-drawn-keep = Bạn bốc được { $card }: phải ghép bộ (lá này không được đánh ra).{ $win ->
    [true] { " " }Lá này cho bạn tới!
   *[false] {""}
}
fc-prompt-decline-only = Bạn bốc được { $card }: không ghép được bộ nào, nên đánh ra.
fc-prompt-take-or-draw = { $exposer } đánh ra { $card }: ăn để ghép bộ, hoặc bốc { -fc-stock }.{ $win ->
    [true] { " " }Lá này cho bạn tới!
   *[false] {""}
}
fc-prompt-draw-only = { $exposer } đánh ra { $card }: bạn không ghép được, nên bốc { -fc-stock }.
fc-prompt-pass-only = { $card } đang trên bàn: bỏ qua (bạn không ăn được lá này).
# $choices: the claims the reader may make (win, quad, triple), as a list.
fc-prompt-claim = Bạn có thể ăn { $card } ({ $choices }) — hoặc bỏ qua.

## Labels of moves (buttons and menus).

fc-label-discard = Đánh { $card }
# $card: the card taken; $cards: the whole meld; $kind: the meld's kind.
fc-label-take = Ăn { $card }: { $cards } ({ $kind })
fc-label-meld = Ghép { $card }: { $cards } ({ $kind })
fc-label-win-with = Tới với { $card }
fc-label-declare = Báo tới
fc-label-quad = Khui { $card } thành { -fc-quad }
fc-label-triple = Ăn { $card } thành { -fc-triple }
fc-label-pass = Bỏ qua
fc-label-draw = Bốc { -fc-stock }
fc-label-draw-empty = Bốc (hết { -fc-stock }: ván hòa)
fc-label-decline = Đánh lá vừa bốc { $card }
fc-label-mulligan = Xin { -fc-mulligan }
fc-label-keep = Giữ bài này

## Events (told to everyone).

fc-event-open = { $player } mở màn, đánh { $card }.
fc-event-discard = { $player } đánh { $card }.
fc-event-draw = { $player } bốc được { $card }.
fc-event-decline = { $player } đánh lá vừa bốc { $card }.
# $cards: the whole meld; $kind: its kind.
fc-event-meld = { $player } ghép { $card }: { $cards } ({ $kind }).
fc-event-take = { $player } ăn { $card }: { $cards } ({ $kind }).
# $exposer drew (or discarded) $card and $player claims it; $kind: quad or triple.
fc-event-claim-drawn = { $player } ăn lá { $card } mà { $exposer } vừa bốc, thành { $kind }.
fc-event-claim-discarded = { $player } ăn lá { $card } mà { $exposer } vừa đánh, thành { $kind }.
fc-event-no-mulligan = Không ai xin { -fc-mulligan }. { $dealer } (cái) đánh trước.
fc-event-mulligan = { $player } xin { -fc-mulligan }: bỏ ván này, { $dealer } chia lại.
# $value: what the hand is worth; $payers: everyone else; $count: how many they are.
fc-event-win-hand = { $player } báo tới, được { $value } điểm. { $payers } { $count ->
    [1] trả { $value }
   *[other] mỗi người trả { $value }
}.
fc-event-win-drawn = { $player } tới với lá vừa bốc { $card }, được { $value } điểm. { $payers } { $count ->
    [1] trả { $value }
   *[other] mỗi người trả { $value }
}.
fc-event-win-discard = { $player } tới với lá { $card } mà { $exposer } vừa đánh, được { $value } điểm. { $payers } { $count ->
    [1] trả { $value }
   *[other] mỗi người trả { $value }
}.
fc-event-stock-empty = { $player } phải bốc nhưng đã hết { -fc-stock }: ván hòa. { $dealer } chia lại.
fc-event-deal = Ván { $number }/{ $deals }: { $dealer } chia bài.
# $winners: the seat(s) with the top score; $count: how many.
fc-result = { $winners } thắng với { $points } điểm.

## Why a move is refused, and what to do instead.

# $move: the move typed (pass, draw, win …), which takes nothing after it.
fc-reason-no-argument = “{ $move }” không cần gì phía sau: chỉ gõ { $move }.
fc-reason-own-discard = Bạn không ăn được { $card }: chính bạn vừa đánh lá đó.
fc-reason-answered = Bạn đã trả lời về { $card } rồi. Hãy chờ những người khác.
fc-reason-no-claim = Bạn không ăn được { $card }: cần có hai hoặc ba lá giống vậy trên tay, hoặc lá này phải cho bạn tới.
fc-reason-too-late = Trễ rồi: đã qua lúc ăn lá { $card }. Muốn ăn thì phải ăn ngay khi lá được bốc hoặc đánh ra.
fc-reason-nothing-to-claim = Hiện không có lá nào để ăn.
fc-reason-mulligan-not-weak = Chỉ được xin { -fc-mulligan } khi không có { -fc-general } và không có ba hay bốn lá giống nhau. Hãy chọn keep (giữ bài).
fc-reason-mulligan-first = Trước hết hãy quyết định có xin { -fc-mulligan } không: gõ mulligan hoặc keep.
fc-reason-dealer-first = Cái chưa được tới khi chưa đánh lá đầu tiên. Đánh ra một lá để bắt đầu ván.
fc-reason-incomplete = Bài bạn chưa tròn: mọi lá trên tay phải vào bộ. Hãy đánh ra một lá.
fc-reason-already-taken = Lượt này bạn đã lấy bài rồi. Giờ hãy đánh ra một lá.
# $code: one of the reader's own cards, as an example of what to type.
fc-reason-discard-now = Giờ hãy đánh ra một lá: gõ discard { $code }, hoặc chỉ { $code }.
fc-reason-general-discard = Không bao giờ được đánh { -fc-general } ({ $card }): { -fc-general } đứng riêng thành { -fc-single }. Hãy đánh lá khác.
fc-reason-joker-discard = Không bao giờ được đánh { -fc-joker }. Hãy đánh lá khác.
# $code: the card's code, e.g. RN.
fc-reason-not-held = Trên tay bạn không có { $card } ({ $code }). Hãy đánh một lá của chính bạn.
fc-reason-dealt-triple-discard = Bạn phải giữ nguyên { -fc-triple } { $card } được chia. Hãy đánh lá khác.
# $text: what the player typed.
fc-reason-not-a-card = “{ $text }” không phải là lá bài Tứ sắc. Gõ màu rồi đến quân, ví dụ RC ({ -fc-chariot } đỏ) hoặc WS ({ -fc-soldier } trắng).
# $what: general or joker.
fc-reason-must-keep = Không được đánh { $what ->
    [joker] { -fc-joker }
   *[general] { -fc-general }
} vừa bốc: hãy ghép { $card } (ít nhất là { -fc-single }).
fc-reason-turn-discarded = Đến lượt bạn: ăn { $card } để ghép bộ (ví dụ meld { $code }+…), hoặc bốc { -fc-stock }.
fc-reason-turn-drawn = Đến lượt bạn: ghép { $card } (ví dụ meld { $code }+…), hoặc đánh ra (decline).
fc-reason-drawn-already = Bạn đã bốc { $card } rồi: ghép bộ hoặc đánh ra (decline).
fc-reason-take-or-draw = Ăn { $card } để ghép bộ, hoặc bốc { -fc-stock }.
fc-reason-answer-discarded = Trước hết hãy trả lời về { $card }: ăn để ghép bộ (meld { $code }+…), bốc (draw) hoặc tới (win).
fc-reason-answer-drawn = Trước hết hãy trả lời về { $card }: ghép bộ (meld { $code }+…), đánh ra (decline) hoặc tới (win).
fc-reason-out-of-turn-meld = Ngoài lượt, bạn chỉ được ăn { $card } để tới, { -fc-khui } hoặc thành { -fc-triple } (gõ win, quad hoặc triple), hoặc bỏ qua.
# $choices: the answers the reader may type.
fc-reason-answer-claim = Trước hết hãy trả lời về { $card }: { $choices }.
fc-reason-no-win = Bạn không tới được với { $card }: ghép cách nào thì bài trên tay cũng không vào bộ hết.
fc-reason-joker-claim = { -fc-joker } chỉ được ăn để tới.
fc-reason-general-triple = Không được ăn { -fc-general } thành { -fc-triple }: ba lá { -fc-general } là ba { -fc-singles }.
fc-reason-general-only-win = Ở bàn này, { -fc-general } chỉ được ăn để tới.
fc-reason-dealt-triple-claim = Bạn phải giữ nguyên { -fc-triple } { $card } được chia: hãy { -fc-khui } thành { -fc-quad }.
# $kind: quad or triple; $need: copies of $card needed in hand (2 or 3); $held: copies held.
fc-reason-claim-short = Bạn không ăn được { $card } thành { $kind }: cần { $need } lá { $card } trên tay, bạn chỉ có { $held }.
fc-reason-name-meld = Hãy ghi cả bộ bằng các lá trên tay bạn, ví dụ meld { $code }+…
fc-reason-meld-without-card = Bộ của bạn phải có { $card }, lá bạn đang lấy.
# $count: how many of $card the meld needs from the hand.
fc-reason-meld-not-held = Trên tay bạn không có { $count ->
    [1] {""}
   *[other] { $count } lá{ " " }
}{ $card } ({ $code }): chỉ được ghép bằng bài trên tay của chính bạn.
# $hint: the list of melds (fc-hint-melds).
fc-reason-not-a-meld = { $cards } không phải là một bộ. { $hint }
# $soldiers: yes when only Soldiers make a tricolour at this table.
fc-hint-melds = Các bộ gồm: một { -fc-general } đứng riêng; hai, ba hoặc bốn lá giống nhau; { -fc-general }–{ -fc-advisor }–{ -fc-elephant } hoặc { -fc-chariot }–{ -fc-cannon }–{ -fc-horse } cùng màu; { $soldiers ->
    [yes] ba { -fc-soldiers }
   *[no] ba lá cùng quân
} khác màu; hoặc một quân đủ cả bốn màu.
fc-reason-dealt-triple-meld = Bạn phải giữ nguyên { -fc-triple } được chia: chỉ dùng cả ba lá để { -fc-khui } thành { -fc-quad }.
