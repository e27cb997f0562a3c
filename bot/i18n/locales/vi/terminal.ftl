# The terminal (python -m bot play): its own sentences. What the games say comes from
# their own files; these frame it. “Typing” quotes show exactly what to type.

## Seats

term-compass-north = Bắc
term-compass-east = Đông
term-compass-south = Nam
term-compass-west = Tây
# $name: a seat's name; marks the seat of the person at the keyboard.
term-seat-you = { $name } (bạn)

## Start and end

# $game: the game's title; $seat: the player's seat, counted from 1.
term-welcome = { $game }: bạn ngồi ghế { $seat }. Gõ “help” để xem các nước đi, “rules” để xem luật, “quit” để dừng.
term-goodbye = Tạm biệt — ván chơi chưa kết thúc.
term-match-over = Trận đấu đã kết thúc.
# $seats: how many seats the game has.
term-choose-seat = Hãy chọn ghế từ 1 đến { $seats }.

## The table

# $phase: the phase of the game, such as “Auction”.
term-phase = ── { $phase } ──
# A part of the table: $title (“Scores”) and its $body on the same line.
term-section = { $title }: { $body }
# The same when $body has several lines: they follow on the next lines.
term-section-lines = { $title }:
    { $body }
# $cards: the cards in the player's hand.
term-hand = Bài của bạn: { $cards }
# $choices: every move the player may make now, by its label, separated by commas.
term-choices = Bạn có thể: { $choices }

## The move list

# A run of moves by amount in even steps: $first is the first one's label (“Bid 50”),
# $last the last amount, $step the step between amounts.
term-run-steps = { $first } … { $last }, mỗi bước { $step }
# A run of moves typed by code: $kind is the move (“Bid”), $span which codes.
term-run-coded = { $kind } { $span }
# Amounts from $first to $last.
term-range = { $first } … { $last }
# Amounts ($amounts, such as “28 … 56”) that each take one of the $endings (“S, H or N”).
term-coded-span = { $amounts } kèm { $endings }
# How to type a move of the run: $amount alone, or $typed (“bid 55”).
term-how-amount = gõ “{ $amount }” hoặc “{ $typed }”
term-how-typed = gõ “{ $typed }”
# $code: a move's code (“28H”); $label: the same move in words (“28 hearts”).
term-how-code = gõ mã, ví dụ “{ $code }” ({ $label })
# A line of the move list for a run: $span (which moves) and $how (how to type one).
term-menu-run = { $span }: { $how }

## Help and rules

term-help-commands = Ngoài ra: “rules” để xem luật, “quit” để dừng.
term-legend-title = Ý nghĩa các ký hiệu:
# $game: the game's title.
term-no-rules = Chưa có trang luật nào cho { $game }.
term-table-options = Bàn này:

## Reading what was typed

# $ways: the ways to type a move now, as a list joined with “or”.
term-how-to-type = Hãy gõ { $ways }.
term-way-number = một số trong danh sách
# $code: an example code, such as “28H”.
term-way-code = một mã như “{ $code }”
term-way-amount = một mức như “{ $amount }”
term-way-move = một nước đi như “{ $typed }”
# $typed: what the player typed; $how: how to type a move (term-how-to-type).
term-card-not-now = “{ $typed }” là một lá bài, nhưng lúc này bạn không dùng lá bài được. { $how }
term-not-a-move = “{ $typed }” không phải nước đi. { $how }
# $options: the moves a typed number could mean, such as “bid 60” or “contract 60”.
term-which-move = Bạn muốn nước đi nào: { $options }?
# $number: the number typed; $last: the highest number in the move list.
term-no-number = Không có nước đi số { $number }. { $last ->
        [1] Chỉ có số 1.
       *[other] Hãy chọn từ 1 đến { $last }.
    }
# A bare amount for moves that need more: $code is such a move (“28S”), $label its words.
term-needs-ending = “{ $number }” chưa đủ: hãy gõ mã như “{ $code }” ({ $label }).
