# Four Color Cards (四色牌 / Tứ sắc): bot/games/four_color/.
#
# Card faces ($card, $cards) are a colour square and the Chinese chess character printed
# on the card (🟥俥); they stay the same in every language. Seats ($player, $dealer,
# $exposer, $turn, $winners, $payers) are names filled in by the host.
# Typed moves and card codes (discard RC, meld RC+RH+RN, pass, win, triple, quad, draw,
# decline, keep, mulligan) are what players type: keep them as they are.
#
# 简体中文：用四色牌玩家的说法 —— 庄家、牌堆、摸牌、打出、吃、碰、杠、胡、过、流局；
# 组合：单张（将帅）、对子、将士象、车马炮、碰、三色、杠、四色。牌值以“胡”计。
# 牌面上的字（🟥俥 等）是印在牌上的繁体字，保持不变。

## Game words: set once here, used by every message below.

-fc-general = 将帅
-fc-generals = 将帅
-fc-advisor = 士
-fc-elephant = 象
-fc-chariot = 车
-fc-horse = 马
-fc-cannon = 炮
-fc-soldier = 兵卒
-fc-soldiers = 兵卒
-fc-joker = 鬼牌
-fc-single = 单张
-fc-singles = 单张
-fc-pair = 对子
-fc-command = 将士象
-fc-field = 车马炮
-fc-triple = 碰
-fc-tricolour = 三色
-fc-quad = 杠
-fc-fourcolour = 四色
# The mahjong word for claiming a card to make a triple.
-fc-pong = 碰
-fc-mulligan = 重新发牌
-fc-stock = 牌堆

## Meld kinds and pieces, as other messages name them.

fc-kind-single = { -fc-single }
fc-kind-pair = { -fc-pair }
fc-kind-command = { -fc-command }
fc-kind-field = { -fc-field }
fc-kind-triple = { -fc-triple }
fc-kind-tricolour = { -fc-tricolour }
fc-kind-quad = { -fc-quad }
fc-kind-fourcolour = { -fc-fourcolour }

fc-claim-win = 胡
fc-claim-quad = { -fc-quad }
fc-claim-triple = { -fc-triple }

## The legend a host shows on "help". $general … $soldier: the piece's two faces
## (red/yellow character, green/white character); $joker: the joker's face.

fc-legend =
    每张牌都是一种颜色加一个象棋棋子：🟥 红、🟨 黄、🟩 绿、⬜ 白。
    输入牌时先打颜色字母（R Y G W），再打棋子字母（字母取自英文名称）：
    G { $general } · A { $advisor } · E { $elephant } · C { $chariot } · H { $horse } · N { $cannon } · S { $soldier } · JK { -fc-joker } { $joker }
    例如 RC 是红俥，WS 是白卒；也可以输入英文“red chariot”。
    桌面上：[ … ] 是亮出的组合，“（起手）”是发牌时就亮出的杠，* 标出上一局胡牌的那组。“起手三张”是玩家起手拿到、藏在手里的三张相同牌有几组。

## Phases (the table's heading). $deal: the deal's number.

fc-phase-mulligan = 第 { $deal } 局：是否{ -fc-mulligan }
fc-phase-opening = 第 { $deal } 局：庄家先打出一张
fc-phase-discard = 第 { $deal } 局：打牌
fc-phase-window = 第 { $deal } 局：桌上的 { $card }
fc-phase-over = 比赛结束

## Sections of the table.

fc-section-scores = 分数
fc-section-on-table = 桌上
fc-section-table = 牌桌
fc-section-stock = 牌堆
fc-section-last-deal = 上一局

fc-score = { $player } { $points }
# $scores: every seat's "name points", separated by dots.
fc-scores = { $scores }（第 { $deal } 局，共 { $deals } 局，庄家 { $dealer }）
fc-stock = { $count } 张
# One seat's line. $dealer: true for the dealer; $hidden: concealed cards;
# $melds: its melds on the table; $discards: its discard pile (newest last);
# $marks: how many dealt triples it has marked.
fc-table-seat = { $player }{ $dealer ->
    [true] （庄家）
   *[false] {""}
}：手牌 { $hidden } 张 · { $melds } · 打出：{ $discards }{ $marks ->
    [0] {""}
   *[other] { " · " }起手三张 { $marks } 组
}
fc-no-melds = 没有组合
fc-no-discards = 无
fc-meld = [{ $cards }]
fc-meld-dealt = [{ $cards }]（起手）
fc-meld-winning = [{ $cards }]*

## The open claim window. $exposer drew or discarded $card; $turn may use it first.

fc-window-drawn = { $exposer } 摸到 { $card }（要组合或打出）。
fc-window-discarded = { $exposer } 打出 { $card }；{ $turn } 可以吃来组合，或者摸牌。
fc-window-discarded-draw-only = { $exposer } 打出 { $card }；{ $turn } 用不上，要摸牌。
# $shown: one of the three sentences above.
fc-window-everyone = { $shown }其他人都可以叫胡、叫{ -fc-quad }或叫{ -fc-triple }：每位玩家都要回应（叫牌或过）。
fc-window-claimants = { $shown }能叫这张牌（胡、{ -fc-quad }或{ -fc-triple }）的玩家请回应。

## Last deal.

fc-last-draw = 流局：{ -fc-stock }摸完了，不用付分。
fc-last-mulligan = { $player } 要求{ -fc-mulligan }，这局重发。
# $shown: the winner's melds on the table, the winning meld marked with *;
# $concealed: how the rest of the hand was counted.
fc-last-win = { $player } 胡牌，共 { $value } 胡：{ $shown } · 手牌 { $concealed }

## Prompts: what the reader should do now.

fc-prompt-waiting-answers = 正在等大家回应 { $card }。
fc-prompt-waiting = 正在等 { $waiting }。
fc-prompt-mulligan = 你的手牌没有{ -fc-general }，也没有三张相同的牌：要{ -fc-mulligan }，还是保留？
fc-prompt-keep = 保留手牌（只有没有{ -fc-general }、也没有三张相同牌的手牌才能{ -fc-mulligan }）。
fc-prompt-opening = 你是庄家：先打出一张牌（{ -fc-general }不能打）。
fc-prompt-declare-or-discard = 你的手牌全都能成组：可以胡牌，或者打出一张。
fc-prompt-discard = 从手牌打出一张（{ -fc-general }不能打）。
# $win: true when the card would complete the reader's hand.
fc-prompt-drawn = 你摸到 { $card }：拿来组合，或者打出。{ $win ->
    [true] 这张可以胡！
   *[false] {""}
}
fc-prompt-drawn-keep = 你摸到 { $card }：必须拿来组合（不能打出）。{ $win ->
    [true] 这张可以胡！
   *[false] {""}
}
fc-prompt-decline-only = 你摸到 { $card }：它和你的牌组不成组合，只能打出。
fc-prompt-take-or-draw = { $exposer } 打出 { $card }：吃来组合，或者从{ -fc-stock }摸牌。{ $win ->
    [true] 这张可以胡！
   *[false] {""}
}
fc-prompt-draw-only = { $exposer } 打出 { $card }：它和你的牌组不成组合，请从{ -fc-stock }摸牌。
fc-prompt-pass-only = { $card } 在桌上：请选“过”（你不能叫这张牌）。
# $choices: the claims the reader may make (win, quad, triple), as a list.
fc-prompt-claim = 你可以叫 { $card }（{ $choices }）——或者选“过”。

## Labels of moves (buttons and menus).

fc-label-discard = 打出 { $card }
# $card: the card taken; $cards: the whole meld; $kind: the meld's kind.
fc-label-take = 吃 { $card }：{ $cards }（{ $kind }）
fc-label-meld = 组合 { $card }：{ $cards }（{ $kind }）
fc-label-win-with = 用 { $card } 胡牌
fc-label-declare = 胡牌
fc-label-quad = { -fc-quad } { $card }
fc-label-triple = { -fc-pong } { $card }
fc-label-pass = 过
fc-label-draw = 从{ -fc-stock }摸牌
fc-label-draw-empty = 摸牌（{ -fc-stock }已空：流局）
fc-label-decline = 打出摸到的 { $card }
fc-label-mulligan = 要求{ -fc-mulligan }
fc-label-keep = 保留这手牌

## Events (told to everyone).

fc-event-open = { $player } 首先打出 { $card }。
fc-event-discard = { $player } 打出 { $card }。
fc-event-draw = { $player } 摸到 { $card }。
fc-event-decline = { $player } 把摸到的 { $card } 打出。
# $cards: the whole meld; $kind: its kind.
fc-event-meld = { $player } 组合 { $card }：{ $cards }（{ $kind }）。
fc-event-take = { $player } 吃 { $card }：{ $cards }（{ $kind }）。
# $exposer drew (or discarded) $card and $player claims it; $kind: quad or triple.
fc-event-claim-drawn = { $player } 叫{ $kind }，拿走 { $exposer } 摸到的 { $card }。
fc-event-claim-discarded = { $player } 叫{ $kind }，拿走 { $exposer } 打出的 { $card }。
fc-event-no-mulligan = 没有人要求{ -fc-mulligan }。由 { $dealer }（庄家）先打牌。
fc-event-mulligan = { $player } 要求{ -fc-mulligan }：本局作废，由 { $dealer } 重新发牌。
# $value: what the hand is worth; $payers: everyone else; $count: how many they are.
fc-event-win-hand = { $player } 胡牌，共 { $value } 胡。{ $payers } { $count ->
    [1] 付 { $value } 分
   *[other] 各付 { $value } 分
}。
fc-event-win-drawn = { $player } 摸到 { $card } 胡牌，共 { $value } 胡。{ $payers } { $count ->
    [1] 付 { $value } 分
   *[other] 各付 { $value } 分
}。
fc-event-win-discard = { $player } 胡 { $exposer } 打出的 { $card }，共 { $value } 胡。{ $payers } { $count ->
    [1] 付 { $value } 分
   *[other] 各付 { $value } 分
}。
fc-event-stock-empty = { $player } 要摸牌，但{ -fc-stock }已空：流局。由 { $dealer } 重新发牌。
fc-event-deal = 第 { $number } 局（共 { $deals } 局）：{ $dealer } 发牌。
# $winners: the seat(s) with the top score; $count: how many.
fc-result = { $winners } 以 { $points } 分获胜。

## Why a move is refused, and what to do instead.

# $move: the move typed (pass, draw, win …), which takes nothing after it.
fc-reason-no-argument = “{ $move }”后面不用接任何内容：只要输入 { $move }。
fc-reason-own-discard = 你不能叫 { $card }：那是你自己打出的。
fc-reason-answered = 你已经回应过 { $card } 了。请等其他玩家。
fc-reason-no-claim = 你不能叫 { $card }：手牌里要有两张或三张相同的牌，或者这张牌能让你胡。
fc-reason-too-late = 太晚了：{ $card } 已经不能叫了。牌一摸出或打出就要马上叫。
fc-reason-nothing-to-claim = 现在没有可以叫的牌。
fc-reason-mulligan-not-weak = 只有没有{ -fc-general }、也没有三张或四张相同的牌，才能{ -fc-mulligan }。请选 keep（保留）。
fc-reason-mulligan-first = 先决定要不要{ -fc-mulligan }：输入 mulligan 或 keep。
fc-reason-dealer-first = 庄家打出第一张牌之前不能胡牌。请先打出一张牌开始这局。
fc-reason-incomplete = 你的手牌还不能胡：每张手牌都要能成组。请改为打出一张牌。
fc-reason-already-taken = 这一轮你已经拿过牌了。现在请打出一张牌。
# $code: one of the reader's own cards, as an example of what to type.
fc-reason-discard-now = 现在请打出一张牌：输入 discard { $code }，或者只输入 { $code }。
fc-reason-general-discard = { -fc-general }（{ $card }）永远不能打出：它自己就是一个{ -fc-single }。请打别的牌。
fc-reason-joker-discard = { -fc-joker }永远不能打出。请打别的牌。
# $code: the card's code, e.g. RN.
fc-reason-not-held = 你的手牌里没有 { $card }（{ $code }）。请打出自己手里的牌。
fc-reason-dealt-triple-discard = 你起手的三张 { $card } 必须留在一起。请打别的牌。
# $text: what the player typed.
fc-reason-not-a-card = “{ $text }”不是四色牌的牌。请先写颜色再写棋子，例如 RC（红俥）或 WS（白卒）。
# $what: general or joker.
fc-reason-must-keep = 摸到的{ $what ->
    [joker] { -fc-joker }
   *[general] { -fc-general }
}不能打出：请把 { $card } 组合起来（至少当{ -fc-single }）。
fc-reason-turn-discarded = 轮到你了：吃 { $card } 来组合（例如 meld { $code }+…），或者从{ -fc-stock }摸牌。
fc-reason-turn-drawn = 轮到你了：把 { $card } 组合（例如 meld { $code }+…），或者打出（decline）。
fc-reason-drawn-already = 你已经摸到 { $card }：把它组合，或者打出（decline）。
fc-reason-take-or-draw = 吃 { $card } 来组合，或者从{ -fc-stock }摸牌。
fc-reason-answer-discarded = 请先回应 { $card }：吃来组合（meld { $code }+…）、摸牌（draw）或胡牌（win）。
fc-reason-answer-drawn = 请先回应 { $card }：组合（meld { $code }+…）、打出（decline）或胡牌（win）。
fc-reason-out-of-turn-meld = 不是你的回合时，{ $card } 只能拿来胡、{ -fc-quad }或{ -fc-triple }（输入 win、quad 或 triple），或者选“过”。
# $choices: the answers the reader may type.
fc-reason-answer-claim = 请先回应 { $card }：{ $choices }。
fc-reason-no-win = 你不能用 { $card } 胡牌：不管怎么组合，手牌都无法全部成组。
fc-reason-joker-claim = { -fc-joker }只能拿来胡牌。
fc-reason-general-triple = { -fc-general }不能{ -fc-triple }：三张{ -fc-general }就是三个{ -fc-singles }。
fc-reason-general-only-win = 这桌的{ -fc-general }只能拿来胡牌。
fc-reason-dealt-triple-claim = 你起手的三张 { $card } 必须留在一起：请改成{ -fc-quad }。
# $kind: quad or triple; $need: copies of $card needed in hand (2 or 3); $held: copies held.
fc-reason-claim-short = 你不能{ $kind } { $card }：手牌里要有 { $need } 张 { $card }，你只有 { $held } 张。
fc-reason-name-meld = 请写出整个组合和你手里的牌，例如 meld { $code }+…
fc-reason-meld-without-card = 你的组合必须包含 { $card }，也就是你要拿的那张牌。
# $count: how many of $card the meld needs from the hand.
fc-reason-meld-not-held = 你的手牌里没有{ $count ->
    [1] {" "}
   *[other] { " " }{ $count } 张{ " " }
}{ $card }（{ $code }）：组合只能用你自己的手牌。
# $hint: the list of melds (fc-hint-melds).
fc-reason-not-a-meld = { $cards } 不是组合。{ $hint }
# $soldiers: yes when only Soldiers make a tricolour at this table.
fc-hint-melds = 组合有：单张{ -fc-general }；两张、三张或四张相同的牌；同色的{ -fc-command }或{ -fc-field }；不同颜色的{ $soldiers ->
    [yes] 三张{ -fc-soldiers }
   *[no] 三张相同棋子
}；或者同一棋子四种颜色各一张。
fc-reason-dealt-triple-meld = 起手的三张必须留在一起：只能三张一起拿来{ -fc-quad }。
