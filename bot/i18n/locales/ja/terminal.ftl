# The terminal (python -m bot play): its own sentences. What the games say comes from
# their own files; these frame it. “Typing” quotes show exactly what to type.
# 「」内の入力する語（help、rules、quit、コード）は英語のまま。

## Seats

term-compass-north = 北
term-compass-east = 東
term-compass-south = 南
term-compass-west = 西
# $name: a seat's name; marks the seat of the person at the keyboard.
term-seat-you = { $name }（あなた）

## Start and end

# $game: the game's title; $seat: the player's seat, counted from 1.
term-welcome = { $game }：あなたは{ $seat }番の席です。「help」で手の一覧、「rules」でルール、「quit」で終了。
term-goodbye = さようなら — ゲームは途中で終わりました。
term-match-over = マッチ終了です。
# $seats: how many seats the game has.
term-choose-seat = 1から{ $seats }の席を選んでください。

## The table

# $phase: the phase of the game, such as “Auction”.
term-phase = ── { $phase } ──
# A part of the table: $title (“Scores”) and its $body on the same line.
term-section = { $title }：{ $body }
# The same when $body has several lines: they follow on the next lines.
term-section-lines = { $title }：
    { $body }
# $cards: the cards in the player's hand.
term-hand = あなたの手札：{ $cards }
# $choices: every move the player may make now, by its label, separated by commas.
term-choices = できること：{ $choices }

## The move list

# A run of moves by amount in even steps: $first is the first one's label (“Bid 50”),
# $last the last amount, $step the step between amounts.
term-run-steps = { $first } … { $last }（{ $step }刻み）
# A run of moves typed by code: $kind is the move (“Bid”), $span which codes.
term-run-coded = { $kind } { $span }
# Amounts from $first to $last.
term-range = { $first } … { $last }
# Amounts ($amounts, such as “28 … 56”) that each take one of the $endings (“S, H or N”).
term-coded-span = { $amounts }に { $endings }を付ける
# How to type a move of the run: $amount alone, or $typed (“bid 55”).
term-how-amount = 「{ $amount }」または「{ $typed }」と入力
term-how-typed = 「{ $typed }」と入力
# $code: a move's code (“28H”); $label: the same move in words (“28 hearts”).
term-how-code = 「{ $code }」（{ $label }）のようにコードを入力
# A line of the move list for a run: $span (which moves) and $how (how to type one).
term-menu-run = { $span }：{ $how }

## Help and rules

term-help-commands = ほかに：「rules」でルール、「quit」で終了。
term-legend-title = 記号の意味：
# $game: the game's title.
term-no-rules = { $game }のルールページはまだありません。
term-table-options = このテーブル：

## Reading what was typed

# $ways: the ways to type a move now, as a list joined with “or”.
term-how-to-type = { $ways }を入力してください。
term-way-number = 一覧の番号
# $code: an example code, such as “28H”.
term-way-code = 「{ $code }」のようなコード
term-way-amount = 「{ $amount }」のような数
term-way-move = 「{ $typed }」のような手
# $typed: what the player typed; $how: how to type a move (term-how-to-type).
term-card-not-now = 「{ $typed }」はカードですが、今はカードを出せません。{ $how }
term-not-a-move = 「{ $typed }」は手として読めません。{ $how }
# $options: the moves a typed number could mean, such as “bid 60” or “contract 60”.
term-which-move = どの手か指定してください：{ $options }。
# $number: the number typed; $last: the highest number in the move list.
term-no-number = { $number }番の手はありません。{ $last ->
        [1] 選べるのは 1 だけです。
       *[other] 1から{ $last }で選んでください。
    }
# A bare amount for moves that need more: $code is such a move (“28S”), $label its words.
term-needs-ending = 「{ $number }」だけでは足りません：「{ $code }」（{ $label }）のようなコードを入力してください。
