## Prefa (Greek Preference): bot/games/prefa. Seats ($player, $declarer …) are names.
## The game's own words are terms: set each once and every message below follows.
##
## Tiếng Việt: Prefa ít người chơi ở Việt Nam, nên dùng từ của các trò ăn nước và bridge:
## gọi (bid), bỏ (pass), hợp đồng, nước (trick), chất, chủ (trump), bắn chủ (ruff),
## theo chất, không chủ (NT). Quỹ là κάσα của Hy Lạp, phỉnh là καπίκια.
## Mã người chơi gõ (6S, 7NT, 10H, spades, pass) giữ nguyên.

# The pot (Greek: κάσα): each player's count, worked down to zero over the match.
-pf-pot = { $form ->
   *[one] quỹ
    [title] Quỹ
}
# Chips (Greek: καπίκια): what moves between the players; the final score.
-pf-chips = { $form ->
   *[many] phỉnh
    [title] Phỉnh
}
# The two face-down cards the declarer picks up after the auction.
-pf-kitty = { $form ->
   *[one] bài úp
    [title] Bài úp
}
-pf-contract = { $form ->
   *[one] hợp đồng
    [title] Hợp đồng
}
# The call that takes over the contract bid so far (Greek-style "good").
-pf-same = { $form ->
   *[quoted] “giữ”
    [title] Giữ
}
# A defender who plays alone: the other defender's cards stay out.
-pf-alone = một mình
# A defender who takes the other defender along (Greek: μαζί).
-pf-together = cùng chơi
-pf-no-trumps = không chủ
# Written after the level in a no-trumps contract: 7NT.
-pf-nt = NT
# A contract's worth in pot points (and chips per trick).
-pf-game-value = giá trị

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
    [S] bích
    [C] chuồn
    [D] rô
   *[H] cơ
}
pf-suit-one = { $suit ->
    [S] bích
    [C] chuồn
    [D] rô
   *[H] cơ
}
pf-phase-auction = Gọi bài
pf-phase-discard = Người thắng gọi bài úp bỏ hai lá
pf-phase-contract = Người thắng gọi bài chọn { -pf-contract }
pf-phase-defend = Bên phòng thủ quyết định
pf-phase-play = Đánh bài
pf-phase-over = Hết trận

## The table

pf-section-pots = { -pf-pot(form: "title") }
pf-section-chips = { -pf-chips(form: "title") }
pf-section-dealer = Người chia bài
pf-section-auction = Gọi bài
pf-section-contract = { -pf-contract(form: "title") }
pf-section-defence = Phòng thủ
pf-section-kitty = { -pf-kitty(form: "title") }
pf-section-trick = Nước bài
pf-section-last-trick = Nước trước
pf-section-tricks = Số nước đã ăn
pf-section-last-deal = Ván trước
# A seat and what goes with it in a list: pots, chips, tricks, a card played, a call.
pf-seat-with = { $player } { $what }
pf-call-pass = bỏ
pf-call-same = { -pf-same }
pf-call-play = chơi
pf-call-alone = { -pf-alone }
pf-call-together = { -pf-together }
pf-contract-won = { $player } thắng gọi bài với { $bid }
# $value: the contract's game value (pot points, and chips per trick).
pf-contract-named = { $player } thắng gọi bài với { $bid }; { -pf-contract } { $contract } ({ -pf-game-value } { $value })
pf-kitty-took = bạn đã lấy { $cards }
pf-kitty-discarded = bạn đã lấy { $cards }; đã úp bỏ { $discards }

## Prompts: what to do now

pf-prompt-waiting = Đang chờ { $player }.
pf-hint-open = Gọi { -pf-contract } bất kỳ từ { $low } đến { $high }, hoặc bỏ.
pf-hint-same = Nói { -pf-same } để nhận { $contract } về mình, hoặc bỏ.
pf-hint-next = Gọi { $contract } hoặc bỏ.
pf-hint-top = Không có gì cao hơn { $contract }: hãy bỏ.
# $left: how many cards are still to be discarded (1 or 2).
pf-hint-discard = { $left ->
    [1] Úp bỏ thêm một lá.
   *[other] Úp bỏ hai lá.
}
pf-hint-contract = Chọn { -pf-contract }: { $contract } hoặc cao hơn, chất nào cũng được, hoặc { -pf-no-trumps }.
pf-hint-r-first = Phòng thủ { -pf-contract } { $contract }: chơi hay bỏ?
# $other: the other defender.
pf-hint-l-after-play = { $other } chơi. Bạn cũng chơi hay bỏ?
pf-hint-r-second = { $other } đã bỏ. Chơi { -pf-alone }, hay kéo { $other } { -pf-together }?
pf-hint-l-after-pass = { $other } đã bỏ. Bỏ, chơi { -pf-alone }, hay kéo { $other } { -pf-together }?
pf-hint-r-reentry = { $other } chơi { -pf-alone }. Bỏ, hay giành lấy phần chơi và kéo { $other } { -pf-together }?
pf-hint-lead = Bạn đánh trước: ra lá nào cũng được.
# $suit: the suit's symbol (♠).
pf-hint-follow = Theo chất: đánh một lá { $suit }.
# $led: the suit led, in words; $trump: the trump suit's symbol.
pf-hint-trump = Bạn không có { $led }: phải bắn chủ ({ $trump }).
pf-hint-any = Đánh lá nào cũng được.

## Labels of moves (buttons and menus)

pf-label-pass = Bỏ
pf-label-same = { -pf-same(form: "title") } ({ $contract })
pf-label-bid = Gọi { $contract }
pf-label-discard = Úp bỏ { $card }
# The final contract the declarer names.
pf-label-contract = Chơi { $contract }
pf-label-play = Chơi
pf-label-alone = Chơi { -pf-alone }
pf-label-together = Cùng chơi (kéo người phòng thủ kia theo)

## Why a move is refused

# $move: what the player typed; $hint: what to do now (one of the prompts above).
pf-reason-wrong = Lúc này không thể “{ $move }”. { $hint }
pf-reason-no-argument = “{ $move }” không cần gì phía sau: chỉ gõ { $move }. { $hint }
pf-reason-which-contract = Hãy nói { -pf-contract } nào. { $hint }
pf-reason-which-card = Hãy nói lá nào, ví dụ “{ $example }”. { $hint }
pf-reason-not-contract = “{ $typed }” không phải là { -pf-contract }. Hãy viết như 6S, 7NT hoặc 10H. { $hint }
pf-reason-not-contract-alias = “{ $typed }” không phải là { -pf-contract }. Hãy viết như 7S, 8NT hoặc 10H, hoặc chỉ spades cho 6♠. { $hint }
# $examples: the contracts of that level, like 7S, 7C, 7D, 7H or 7NT.
pf-reason-no-suit = { -pf-contract(form: "title") } cần có cả chất: { $examples }. { $hint }
pf-reason-level = { -pf-contract(form: "title") } chỉ từ 6 đến 10 nước, nên { $level } không được. { $hint }
# $code: the form this table accepts, like 6S.
pf-reason-needs-level = Ở bàn này { -pf-contract } phải có số nước: hãy viết { $code }, không phải “{ $typed }”. { $hint }
pf-reason-ten-nt = Không có 10{ -pf-nt }: { -pf-contract } cao nhất là { $top }. { $hint }
pf-reason-may-not-raise = Bạn đứng trước { $holder } trong thứ tự gọi, nên không được nâng: nói { -pf-same } để nhận { $contract } về mình, hoặc bỏ.
pf-reason-top = { $top } là { -pf-contract } cao nhất; bạn chỉ có thể bỏ.
pf-reason-next-only = Bạn chỉ được gọi { $next }, { -pf-contract } ngay trên { $current } — hoặc bỏ.
pf-reason-nothing-to-same = Chưa ai gọi, nên chưa có gì để { -pf-same }. Hãy gọi một { -pf-contract } hoặc bỏ.
pf-reason-same-above = Chỉ người đứng trước { $holder } trong thứ tự gọi mới được nói { -pf-same }. Bạn có thể gọi { $next } hoặc bỏ.
pf-reason-same-above-top = Chỉ người đứng trước { $holder } trong thứ tự gọi mới được nói { -pf-same }. Bạn chỉ có thể bỏ.
pf-reason-not-held = Bạn không có lá { $card }. { $hint }
pf-reason-not-card = “{ $typed }” không phải là lá bài. Hãy viết như 10S, AH hoặc Q♦.
# $held: how many cards the declarer holds now.
pf-reason-discard-which = { $left ->
    [1] Úp bỏ thêm một trong { $held } lá trên tay.
   *[other] Úp bỏ hai trong { $held } lá trên tay.
}
pf-reason-play-which = Hãy đánh một lá trên tay bạn.
# $suit: the suit led, one card of it in words ("cơ"); $symbol: its symbol.
pf-reason-follow = Bạn phải theo chất: đánh một lá { $suit } ({ $symbol }).
pf-reason-trump = Bạn không có { $led }, nên phải bắn chủ ({ $trump }).
pf-reason-final-low = { -pf-contract(form: "title") } cuối cùng phải từ { $bid } trở lên: { $contract } thấp hơn { -pf-contract } bạn đã thắng khi gọi bài.

## What happens (events, one line each)

pf-event-pass = { $player } bỏ.
pf-event-bid = { $player } gọi { $contract }.
pf-event-same = { $player } nói { -pf-same } ({ $contract }).
pf-event-throw-in = Cả ba đều bỏ: bài được thu lại và { $dealer } chia lại.
pf-event-declarer = { $player } thắng gọi bài với { $contract } và lấy { -pf-kitty }.
pf-event-discard = { $player } úp bỏ một lá.
pf-event-contract = { $player } chọn { -pf-contract }: { $contract }.
pf-event-defend = { $player } sẽ phòng thủ.
# The last defence call: $leader leads the first trick.
pf-event-both = { $player } cũng phòng thủ: cả hai người phòng thủ đều chơi. { $leader } đánh trước.
pf-event-alone = { $player } phòng thủ { -pf-alone }; bài của { $out } để ngoài. { $leader } đánh trước.
# first_defender_reentry: $other may still take over.
pf-event-alone-offer = { $player } sẽ phòng thủ { -pf-alone }, trừ khi { $other } giành lấy phần chơi.
pf-event-alone-confirmed = { $player } bỏ, nên { $active } phòng thủ { -pf-alone }; bài của { $player } để ngoài. { $leader } đánh trước.
pf-event-together = { $player } phòng thủ và kéo { $helper } { -pf-together }. { $leader } đánh trước.
pf-event-play = { $player } đánh { $card }.
pf-event-trick = { $player } ăn nước này.
pf-event-next-deal = { $dealer } chia ván tiếp theo.
# $summary: the final standing (pf-summary-final).
pf-event-over = Mọi { -pf-pot } đều đã hết. { $summary }

## How a deal was settled (events, and the "Last deal" section)

# $value: the contract's game value, in pot points.
pf-deal-both-pass = Cả hai người phòng thủ đều bỏ: { $declarer } được tính { -pf-contract } { $contract } ({ $value }).
pf-deal-own-pot = { -pf-pot(form: "title") } của { $player } −{ $points }.
# Overflow: the declarer's own pot is empty, so points come off $player's pot at 10 chips each.
pf-deal-overflow = Trừ { $points } từ { -pf-pot } của { $player }: { $player } trả { $chips } { -pf-chips }.
pf-deal-dropped = { $points } điểm bị bỏ: mọi { -pf-pot } đều đã hết.
# $needed: the tricks the contract needs; $points: what goes onto the declarer's pot.
pf-deal-fails = { $declarer } chỉ ăn { $tricks } trên { $needed } nước cần và thua: { -pf-pot } +{ $points }.
pf-deal-made-with = { $declarer } làm được { $contract } với { $tricks } nước.
pf-deal-lone-short = { $declarer } ăn { $tricks } nước; { $defender } ăn { $took }, cần { $needed }, nên phải trả.
pf-deal-exact = { $declarer } làm được { $contract } vừa đủ.
pf-deal-combined-short = { $declarer } ăn { $tricks } nước: bên phòng thủ thiếu nước và { $defender } phải trả.
pf-deal-overtricks = { $declarer } ăn { $tricks } nước, dư { $over }.
pf-deal-short = { $defender } ăn { $took }, cần { $needed }: thiếu.
# $chips: the helper's net change this deal, signed ("+7").
pf-deal-helper = { $helper } được kéo theo, nên { $active } nhận thay phần { -pf-chips } { $chips } của { $helper }.
# $changes: each seat's change, like "Ann +20, Ben −15".
pf-deal-chips = { -pf-chips(form: "title") }: { $changes }.

## The end of the match

# $standing: every seat's chips, like "Ann +20, Ben −5, Cleo −15".
pf-summary-final = { -pf-chips(form: "title") } chung cuộc: { $standing }.
pf-summary-stopped = Dừng trước khi mọi { -pf-pot } đều hết, nên phần còn lại trong các { -pf-pot } được chia đều, 10 { -pf-chips } một điểm. { -pf-chips(form: "title") } chung cuộc: { $standing }.
