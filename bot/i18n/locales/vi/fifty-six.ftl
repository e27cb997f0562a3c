# Fifty-Six (bot/games/fifty_six). Seats ($player, $dealer, …) are names the host fills in;
# $team is a list of a team's players ("Ann and Cleo"). Card faces ($card, $cards) are drawn
# the same in every language. Strain codes: S spades, H hearts, D diamonds, C clubs,
# N no-trumps.
# Vietnamese: bích, cơ, rô, chuồn; chủ (trump), không chủ (no-trumps), gấp đôi / tái gấp
# đôi (double / redouble), nước (trick); the game's own "noes" stays as said. Typed moves are
# read in English only (28S, S28, +1H, 29 noes, pass), so examples of what to type stay as typed.

## The game's own words

-fs-no-trumps = không chủ
-fs-noes = noes
-fs-plus = cộng
-fs-game-points = điểm ván
-fs-card-points = điểm
-fs-tables = thẻ
-fs-table-cards = bài tính điểm

## Suits, bids and contracts

# A strain as a bid names it: $strain is a strain code.
fs-strain = { $strain ->
        [S] bích
        [H] cơ
        [D] rô
        [C] chuồn
       *[N] { -fs-no-trumps }
    }
# One card of a suit ("follow suit with a spade"): $strain is a strain code.
fs-strain-one = { $strain ->
        [S] bích
        [H] cơ
        [D] rô
        [C] chuồn
       *[N] { -fs-no-trumps }
    }
# A bid: "28 spades". $strain is fs-strain.
fs-bid = { $amount } { $strain }
# A contract with its doubling: $bid is fs-bid, $multiplier 1, 2 or 4.
fs-contract = { $multiplier ->
        [2] { $bid } (gấp đôi)
        [4] { $bid } (tái gấp đôi)
       *[other] { $bid }
    }
# A contract and the team that plays it.
fs-contract-by = { $multiplier ->
        [2] { $bid } của { $team } (gấp đôi)
        [4] { $bid } của { $team } (tái gấp đôi)
       *[other] { $bid } của { $team }
    }

## The six ways to say a bid (spec §12); "28 spades" and "28 no-trumps" are fs-bid

# $k: how much the call adds to the highest bid; $suit is fs-strain.
fs-said-plus-suit = { -fs-plus } { $k } { $suit }
fs-said-suit-number = { $suit } { $amount }
fs-said-number-noes = { $amount } { -fs-noes }
fs-said-plus-noes = { -fs-plus } { $k } { -fs-noes }
# A bid said in another form, then what it amounts to: "plus 2 spades (= 32 spades)".
fs-said-as = { $said } (= { $bid })
# The same in an event: "32 spades (“plus 2 spades”)".
fs-bid-as-said = { $bid } (“{ $said }”)
# A call and what it shows: "28 spades — shows the top spade (J♠)".
fs-call-shows = { $call } — { $meaning }

## What a bid's form shows (spec §12: information only, never checked)

# How many top cards: $count, $one is fs-strain-one, $suit is fs-strain.
fs-tops-count = { $count ->
        [1] lá { $one } cao nhất
       *[other] { $count } lá { $suit } cao nhất
    }
# More top cards claimed than are left to announce, some left.
fs-tops-rest = tất cả các lá { $suit } cao nhất còn lại
# $top is fs-tops-count or fs-tops-rest; $cards the top cards that shows.
fs-meaning-number-suit = báo có { $top } ({ $cards })
fs-meaning-number-suit-opening = báo có { $top } ({ $cards }) và khoảng bốn lá { $suit } trở lên
fs-meaning-plus-suit = báo có { $top } và không có lá { $one } nào khác ({ $cards })
# More top cards claimed than remain, none left.
fs-meaning-beyond = báo có nhiều lá { $suit } cao nhất hơn số còn lại
fs-meaning-beyond-opening = báo có nhiều lá { $suit } cao nhất hơn số còn lại và khoảng bốn lá { $suit } trở lên
fs-meaning-plus-beyond = báo có nhiều lá { $suit } cao nhất hơn số còn lại và không có lá { $one } nào khác
fs-meaning-suit-number = báo có chất { $one } tốt nhưng thiếu lá cao nhất
fs-meaning-suit-number-opening = báo có chất { $one } tốt nhưng thiếu lá cao nhất, khoảng năm lá { $suit } trở lên
fs-meaning-number-nt = báo không có chất nào đặc biệt tốt nhưng bài khá mạnh
fs-meaning-void = báo không có lá { $suit } nào

## Labels of moves

fs-label-pass = Bỏ qua
fs-label-double = Gấp đôi
fs-label-redouble = Tái gấp đôi
# A bid whose form announces cards says so before it is picked: $call, then what it shows.
fs-label-shows-cards = { $call } — báo có { $cards }
fs-label-shows-cards-only = { $call } — báo có { $cards } và không có lá { $one } nào khác
fs-label-shows-beyond = { $call } — báo có nhiều lá { $suit } cao nhất hơn số còn lại
fs-label-shows-no-top = { $call } — báo có chất { $one } tốt nhưng thiếu lá cao nhất
fs-label-shows-void = { $call } — báo không có lá { $suit } nào

## Phases

fs-phase-auction = Gọi bài
fs-phase-play = Đánh bài — nước { $trick }/{ $tricks }
fs-phase-over = Hết trận

## Prompts

fs-prompt-over = Trận đấu đã kết thúc: { $team } thắng.
fs-prompt-wait-call = Đang chờ { $player } gọi.
fs-prompt-wait-play = Đang chờ { $player } đánh.
fs-prompt-redouble-now = Bạn có thể tái gấp đôi { $bid } ngay bây giờ, hoặc chờ { $player }.
# $choices: what may be called now, as a list (fs-choice-*).
fs-prompt-call = Đến lượt bạn gọi: { $choices }.
fs-prompt-lead = Bạn đi trước: đánh lá nào cũng được.
fs-prompt-lead-no-trumps = Bạn đi trước: đánh một lá (chưa được đi chủ).
fs-prompt-follow = Đánh theo chất, ra một lá { $one }.
fs-prompt-void = Bạn không có { $suit } — đánh lá nào cũng được.

# What a seat may call, listed: "bid 31 or more, double or pass".
fs-choice-bid = gọi từ { $low } trở lên
fs-choice-double = gấp đôi
fs-choice-redouble = tái gấp đôi
fs-choice-pass = bỏ qua
fs-choices = Bạn có thể { $choices }.
fs-choices-wait = Hãy chờ { $player }.

## Sections of the table

fs-section-scores = Điểm
fs-section-table-cards = Bài tính điểm
fs-section-tables = Thẻ
fs-section-draw = Rút bài chọn người chia
fs-section-dealer = Người chia bài
fs-section-auction = Gọi bài
fs-section-contract = Hợp đồng
fs-section-trick = Nước bài
fs-section-last-trick = Nước trước
fs-section-last-deal = Ván trước

# $team0, $team1: the two teams; $gp0, $gp1: their game points.
fs-scores = { $team0 }: { $gp0 } · { $team1 }: { $gp1 } ({ -fs-game-points }; đạt { $target } là thắng)
fs-scores-tables = { $team0 }: { $gp0 } · { $team1 }: { $gp1 } ({ -fs-game-points } đã được; số { -fs-tables } quyết định trận đấu)
# The table cards (spec §10): the even team plays red, the odd team black. $left0: the even
# team's own red cards left, $got0: black cards it received; the same for the odd team.
fs-table-cards-left = { $team0 }: còn { $left0 } lá đỏ, nhận { $got0 } lá đen · { $team1 }: còn { $left1 } lá đen, nhận { $got1 } lá đỏ
fs-tables-left = { $team0 }: { $tables0 } · { $team1 }: { $tables1 } (đội thua mỗi ván trả số { -fs-game-points } của ván đó bằng { -fs-tables }; đội không trả nổi thì thua)
# One round of the draw for dealer: $draws is the players with their cards.
fs-dealer = { $dealer } chia bài; lượt đi về bên { $side ->
        [left] trái
       *[right] phải
    }, bắt đầu từ { $first }.
fs-auction-doubled = ({ $bid }, gấp đôi)
fs-auction-redoubled = ({ $bid }, tái gấp đôi)
# One call in the auction's list: "Ann: 28 spades — shows the top spade (J♠)".
fs-line-call = { $player }: { $call }
fs-line-pass = { $player }: bỏ qua
fs-line-double = { $player }: gấp đôi
fs-line-redouble = { $player }: tái gấp đôi
# The auction on one line once play has begun: "Ann 28 spades (shows J♠) · Ben doubled".
fs-brief-bid = { $player } { $bid }
fs-brief-bid-shows = { $player } { $bid } (có { $cards })
fs-brief-bid-void = { $player } { $bid } (không có { $suit })
fs-brief-bid-no-top = { $player } { $bid } (thiếu lá { $one } cao nhất)
fs-brief-double = { $player } gấp đôi
fs-brief-redouble = { $player } tái gấp đôi
fs-brief-all-pass = Mọi người đều bỏ qua.
# $contract is fs-contract-by; $points0/$points1: card points each team has taken so far.
fs-contract-line = { $contract }. Điểm đã ăn đến giờ: { $points0 }–{ $points1 }.
fs-contract-line-all-pass = { $contract } (mọi người đều bỏ qua). Điểm đã ăn đến giờ: { $points0 }–{ $points1 }.
fs-to-lead = { $player } đi trước.
# $plays: the trick's cards by player; $winner took it.
fs-last-trick = { $plays } → { $winner }
# The last deal: $bid, ×$multiplier, the bidding team's card $points, the team that scored $gp.
fs-last-deal-made = { $bid } ×{ $multiplier } thành công ({ $points } { -fs-card-points }): { $team } +{ $gp }
fs-last-deal-failed = { $bid } ×{ $multiplier } thất bại ({ $points } { -fs-card-points }): { $team } +{ $gp }

## Events

fs-event-play = { $player } đánh { $card }.
fs-event-trick = { $player } ăn nước này ({ $points } { -fs-card-points }).
# $team took $took card points and made $contract (fs-contract).
fs-event-made = { $team } ăn { $took }/56 { -fs-card-points } và làm được { $contract }: được { $gp } { -fs-game-points }.
fs-event-failed = { $team } chỉ ăn { $took }/56 { -fs-card-points } và không làm được { $contract }: { $scorers } được { $gp } { -fs-game-points }.
fs-event-match = { $team } thắng trận!
fs-event-redeal-no-points = Có bài quá yếu (không có J, 9, A hay 10): { $dealer } chia lại.
fs-event-redeal-weak = Có bài quá yếu (một tay bài từ 2 điểm trở xuống, hoặc một đội không có J): { $dealer } chia lại.
# $cutter cuts, $dealer deals $each cards each; $first, on the dealer's $side, calls first.
fs-event-deal = { $cutter } cắt bài và { $dealer } chia từng lá, mỗi người { $each } lá; { $first } (bên { $side ->
        [left] trái
       *[right] phải
    } người chia) gọi trước.
fs-event-pass = { $player } bỏ qua.
fs-event-double = { $player } gấp đôi { $bid }.
fs-event-redouble = { $player } tái gấp đôi { $bid }.
# $call: the bid as said (maybe with what it shows).
fs-event-bid = { $player } gọi { $call }.
fs-event-bid-double-off = { $player } gọi { $call }; lần gấp đôi bị hủy.
fs-event-forced = Mọi người đều bỏ qua: { $player } giờ phải gọi từ 28 trở lên.
fs-event-contract = Hợp đồng: { $contract }. { $leader } đi trước.
fs-event-all-pass = Mọi người đều bỏ qua: { $team } chơi 28 { -fs-no-trumps }. { $leader } đi trước.

fs-summary = { $team } thắng trận, { $gp }–{ $other } { -fs-game-points }.

## Reasons a move is refused (each says what to do instead)

fs-how-to-bid = Gọi bằng cách gõ 28S (28 bích), S28 (bích 28), +1H (cộng 1 cơ), 30NT (30 không chủ), 29 noes hoặc +1 noes — hoặc gõ pass để bỏ qua.
fs-how-to-play = Đánh một lá bằng cách gõ, ví dụ play JS.
# $form: what was typed as a form; $forms: the form ids that exist.
fs-reason-not-a-form = “{ $form }” không phải là một kiểu gọi. Hãy dùng một trong: { $forms }.
fs-reason-form-names-suit = Kiểu { $form } phải kèm một chất: “{ $typed }” không khớp.
fs-reason-form-names-nt = Kiểu { $form } là không chủ (N): “{ $typed }” không khớp.
# $how: fs-how-to-bid.
fs-reason-not-a-call = “{ $typed }” không phải là lời gọi. { $how }
fs-reason-needs-suit = Lời gọi cần có chất: gõ { $amount }S ({ $amount } bích) hoặc { $amount }NT ({ $amount } không chủ).
fs-reason-not-a-move = “{ $typed }” không phải là nước đi trong Fifty-Six. { $how }
# $kind: pass, double or redouble, typed with something after it.
fs-reason-no-argument = “{ $typed }”: sau { $kind } không cần thêm gì. Chỉ gõ { $kind } thôi.
fs-reason-say-which-bid = Hãy nói rõ gọi gì. { $how }
fs-reason-auction-on = Vẫn đang gọi bài — hãy gọi, gấp đôi, tái gấp đôi hoặc bỏ qua; gọi xong mới đánh bài.
fs-reason-auction-over = Đã gọi bài xong — hãy đánh một lá.
fs-reason-only-redouble = Chưa đến lượt bạn — lúc này bạn chỉ có thể tái gấp đôi, hoặc chờ { $player }.
fs-reason-must-open = Bạn phải mở lời: gọi từ 28 trở lên, với một chất chủ hoặc không chủ.
# $choices: fs-choices or fs-choices-wait.
fs-reason-no-bid-to-double = Chưa có lời gọi nào để gấp đôi. { $choices }
fs-reason-own-bid = Bạn không thể gấp đôi { $bid }: đó là lời gọi của đội bạn. { $choices }
fs-reason-already-doubled = { $bid } đã bị gấp đôi — mỗi lời gọi chỉ gấp đôi được một lần. { $choices }
fs-reason-no-double = Chưa có lần gấp đôi nào để tái gấp đôi. { $choices }
fs-reason-already-redoubled = { $bid } đã bị tái gấp đôi rồi. { $choices }
fs-reason-only-doubled-team = Chỉ đội có lời gọi bị gấp đôi mới được tái gấp đôi. { $choices }
# $said: the call as typed in its form.
fs-reason-plus-no-bid = “{ $said }” cần có một lời gọi trước để cộng thêm, nhưng chưa có. Hãy mở bằng một con số, như 28S (28 bích).
fs-reason-plus-too-high = “{ $said }” sẽ thành { $amount }, nhưng cao nhất chỉ được gọi 56. Chỉ được cộng tối đa { $most }.
fs-reason-plus-too-high-at-56 = “{ $said }” sẽ thành { $amount }, nhưng cao nhất chỉ được gọi 56.
fs-reason-plus-zero = “cộng 0” không thêm gì cả: hãy cộng từ 1 trở lên (như +1H).
fs-reason-plus-form-no-bid = Lời gọi “cộng” cần có một lời gọi trước để cộng thêm, nhưng chưa có. Hãy mở bằng một con số, như { $bid }.
fs-reason-too-high = { $amount } quá cao: cao nhất chỉ được gọi 56.
fs-reason-not-higher = Lời gọi hiện tại là { $bid } — hãy gọi ít nhất { $least } (cùng số mà đổi chủ thì không tính là cao hơn), hoặc bỏ qua.
fs-reason-below-minimum = Lời gọi bắt đầu từ 28. { $choices }
fs-reason-not-a-card = “{ $typed }” không phải là một lá bài. Hãy viết như 10S, AH hoặc Q♦.
fs-reason-not-held = Bạn không có { $card }. Hãy đánh một lá trong tay.
# $symbol: the suit's symbol (♠).
fs-reason-follow = Bạn phải đánh theo chất: ra một lá { $one } ({ $symbol }).
fs-reason-trump-lead = Chưa được đi chủ ({ $suit }) khi chưa ai đánh lá chủ nào. Hãy đi chất khác.
