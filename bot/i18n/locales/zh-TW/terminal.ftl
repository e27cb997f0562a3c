# The terminal (python -m bot play): its own sentences. What the games say comes from
# their own files; these frame it. “Typing” quotes show exactly what to type.
# 引號裡要輸入的字（help、rules、quit、代碼）照原樣保留英文。

## Seats

term-compass-north = 北
term-compass-east = 東
term-compass-south = 南
term-compass-west = 西
# $name: a seat's name; marks the seat of the person at the keyboard.
term-seat-you = { $name }（你）

## Start and end

# $game: the game's title; $seat: the player's seat, counted from 1.
term-welcome = { $game }：你坐第 { $seat } 號座位。輸入「help」看可以走的步，「rules」看規則，「quit」結束。
term-goodbye = 再見 — 這局沒有打完。
term-match-over = 比賽結束。
# $seats: how many seats the game has.
term-choose-seat = 請選 1 到 { $seats } 號座位。

## The table

# $phase: the phase of the game, such as “Auction”.
term-phase = ── { $phase } ──
# A part of the table: $title (“Scores”) and its $body on the same line.
term-section = { $title }：{ $body }
# The same when $body has several lines: they follow on the next lines.
term-section-lines = { $title }：
    { $body }
# $cards: the cards in the player's hand.
term-hand = 你的手牌：{ $cards }
# $choices: every move the player may make now, by its label, separated by commas.
term-choices = 你可以：{ $choices }

## The move list

# A run of moves by amount in even steps: $first is the first one's label (“Bid 50”),
# $last the last amount, $step the step between amounts.
term-run-steps = { $first } … { $last }，每次加 { $step }
# A run of moves typed by code: $kind is the move (“Bid”), $span which codes.
term-run-coded = { $kind } { $span }
# Amounts from $first to $last.
term-range = { $first } … { $last }
# Amounts ($amounts, such as “28 … 56”) that each take one of the $endings (“S, H or N”).
term-coded-span = { $amounts } 加上 { $endings }
# How to type a move of the run: $amount alone, or $typed (“bid 55”).
term-how-amount = 輸入「{ $amount }」或「{ $typed }」
term-how-typed = 輸入「{ $typed }」
# $code: a move's code (“28H”); $label: the same move in words (“28 hearts”).
term-how-code = 輸入代碼，例如「{ $code }」（{ $label }）
# A line of the move list for a run: $span (which moves) and $how (how to type one).
term-menu-run = { $span }：{ $how }

## Help and rules

term-help-commands = 另外：「rules」看規則，「quit」結束。
term-legend-title = 符號的意思：
# $game: the game's title.
term-no-rules = { $game } 還沒有規則頁。
term-table-options = 這張牌桌：

## Reading what was typed

# $ways: the ways to type a move now, as a list joined with “or”.
term-how-to-type = 請輸入{ $ways }。
term-way-number = 清單上的號碼
# $code: an example code, such as “28H”.
term-way-code = 像「{ $code }」這樣的代碼
term-way-amount = 像「{ $amount }」這樣的數目
term-way-move = 像「{ $typed }」這樣的一步
# $typed: what the player typed; $how: how to type a move (term-how-to-type).
term-card-not-now = 「{ $typed }」是一張牌，但現在不能出牌。{ $how }
term-not-a-move = 「{ $typed }」不是可以走的一步。{ $how }
# $options: the moves a typed number could mean, such as “bid 60” or “contract 60”.
term-which-move = 請說清楚你要哪一步：{ $options }。
# $number: the number typed; $last: the highest number in the move list.
term-no-number = 清單裡沒有第 { $number } 項。{ $last ->
        [1] 只有 1。
       *[other] 請選 1 到 { $last }。
    }
# A bare amount for moves that need more: $code is such a move (“28S”), $label its words.
term-needs-ending = 「{ $number }」還不夠：請輸入像「{ $code }」（{ $label }）這樣的代碼。
