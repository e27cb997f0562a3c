# Four Color Cards (四色牌 / Tứ sắc): bot/games/four_color/.
#
# Card faces ($card, $cards) are a colour square and the Chinese chess character printed
# on the card (🟥俥); they stay the same in every language. Seats ($player, $dealer,
# $exposer, $turn, $winners, $payers) are names filled in by the host.
# Typed moves and card codes (discard RC, meld RC+RH+RN, pass, win, triple, quad, draw,
# decline, keep, mulligan) are what players type: keep them as they are.
#
# 繁體中文（台灣）：用四色牌玩家的說法 —— 莊家、牌堆、摸牌、打出、吃、碰、槓、胡、過、
# 流局；組合：單張（將帥）、對子、將士象、車馬包、碰、三色、槓、四色。牌值以「胡」計。

## Game words: set once here, used by every message below.

-fc-general = 將帥
-fc-generals = 將帥
-fc-advisor = 士
-fc-elephant = 象
-fc-chariot = 車
-fc-horse = 馬
-fc-cannon = 包
-fc-soldier = 兵卒
-fc-soldiers = 兵卒
-fc-joker = 鬼牌
-fc-single = 單張
-fc-singles = 單張
-fc-pair = 對子
-fc-command = 將士象
-fc-field = 車馬包
-fc-triple = 碰
-fc-tricolour = 三色
-fc-quad = 槓
-fc-fourcolour = 四色
# The mahjong word for claiming a card to make a triple.
-fc-pong = 碰
-fc-mulligan = 重新發牌
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
    每張牌都是一種顏色加一個象棋棋子：🟥 紅、🟨 黃、🟩 綠、⬜ 白。
    輸入牌時先打顏色字母（R Y G W），再打棋子字母（字母取自英文名稱）：
    G { $general } · A { $advisor } · E { $elephant } · C { $chariot } · H { $horse } · N { $cannon } · S { $soldier } · JK { -fc-joker } { $joker }
    例如 RC 是紅俥，WS 是白卒；也可以輸入英文「red chariot」。
    桌面上：[ … ] 是亮出的組合，「（起手）」是發牌時就亮出的槓，* 標示上一局胡牌的那組。「起手三張」是玩家起手拿到、藏在手裡的三張相同牌有幾組。

## Phases (the table's heading). $deal: the deal's number.

fc-phase-mulligan = 第 { $deal } 局：是否{ -fc-mulligan }
fc-phase-opening = 第 { $deal } 局：莊家先打出一張
fc-phase-discard = 第 { $deal } 局：打牌
fc-phase-window = 第 { $deal } 局：桌上的 { $card }
fc-phase-over = 比賽結束

## Sections of the table.

fc-section-scores = 分數
fc-section-on-table = 桌上
fc-section-table = 牌桌
fc-section-stock = 牌堆
fc-section-last-deal = 上一局

fc-score = { $player } { $points }
# $scores: every seat's "name points", separated by dots.
fc-scores = { $scores }（第 { $deal } 局，共 { $deals } 局，莊家 { $dealer }）
fc-stock = { $count } 張
# One seat's line. $dealer: true for the dealer; $hidden: concealed cards;
# $melds: its melds on the table; $discards: its discard pile (newest last);
# $marks: how many dealt triples it has marked.
fc-table-seat = { $player }{ $dealer ->
    [true] （莊家）
   *[false] {""}
}：手牌 { $hidden } 張 · { $melds } · 打出：{ $discards }{ $marks ->
    [0] {""}
   *[other] { " · " }起手三張 { $marks } 組
}
fc-no-melds = 沒有組合
fc-no-discards = 無
fc-meld = [{ $cards }]
fc-meld-dealt = [{ $cards }]（起手）
fc-meld-winning = [{ $cards }]*

## The open claim window. $exposer drew or discarded $card; $turn may use it first.

fc-window-drawn = { $exposer } 摸到 { $card }（要組合或打出）。
fc-window-discarded = { $exposer } 打出 { $card }；{ $turn } 可以吃來組合，或摸牌。
fc-window-discarded-draw-only = { $exposer } 打出 { $card }；{ $turn } 用不上，要摸牌。
# $shown: one of the three sentences above.
fc-window-everyone = { $shown }其他人都可以叫胡、叫{ -fc-quad }或叫{ -fc-triple }：每位玩家都要回應（叫牌或過）。
fc-window-claimants = { $shown }能叫這張牌（胡、{ -fc-quad }或{ -fc-triple }）的玩家請回應。

## Last deal.

fc-last-draw = 流局：{ -fc-stock }摸完了，不用付分。
fc-last-mulligan = { $player } 要求{ -fc-mulligan }，這局重發。
# $shown: the winner's melds on the table, the winning meld marked with *;
# $concealed: how the rest of the hand was counted.
fc-last-win = { $player } 胡牌，共 { $value } 胡：{ $shown } · 手牌 { $concealed }

## Prompts: what the reader should do now.

fc-prompt-waiting-answers = 正在等大家回應 { $card }。
fc-prompt-waiting = 正在等 { $waiting }。
fc-prompt-mulligan = 你的手牌沒有{ -fc-general }，也沒有三張相同的牌：要{ -fc-mulligan }，還是保留？
fc-prompt-keep = 保留手牌（只有沒有{ -fc-general }、也沒有三張相同牌的手牌才能{ -fc-mulligan }）。
fc-prompt-opening = 你是莊家：先打出一張牌（{ -fc-general }不能打）。
fc-prompt-declare-or-discard = 你的手牌全都能成組：可以胡牌，或打出一張。
fc-prompt-discard = 從手牌打出一張（{ -fc-general }不能打）。
# $win: true when the card would complete the reader's hand.
fc-prompt-drawn = 你摸到 { $card }：拿來組合，或打出。{ $win ->
    [true] 這張可以胡！
   *[false] {""}
}
fc-prompt-drawn-keep = 你摸到 { $card }：一定要拿來組合（不能打出）。{ $win ->
    [true] 這張可以胡！
   *[false] {""}
}
fc-prompt-decline-only = 你摸到 { $card }：它跟你的牌組不成組合，只能打出。
fc-prompt-take-or-draw = { $exposer } 打出 { $card }：吃來組合，或從{ -fc-stock }摸牌。{ $win ->
    [true] 這張可以胡！
   *[false] {""}
}
fc-prompt-draw-only = { $exposer } 打出 { $card }：它跟你的牌組不成組合，請從{ -fc-stock }摸牌。
fc-prompt-pass-only = { $card } 在桌上：請選「過」（你不能叫這張牌）。
# $choices: the claims the reader may make (win, quad, triple), as a list.
fc-prompt-claim = 你可以叫 { $card }（{ $choices }）——或選「過」。

## Labels of moves (buttons and menus).

fc-label-discard = 打出 { $card }
# $card: the card taken; $cards: the whole meld; $kind: the meld's kind.
fc-label-take = 吃 { $card }：{ $cards }（{ $kind }）
fc-label-meld = 組合 { $card }：{ $cards }（{ $kind }）
fc-label-win-with = 用 { $card } 胡牌
fc-label-declare = 胡牌
fc-label-quad = { -fc-quad } { $card }
fc-label-triple = { -fc-pong } { $card }
fc-label-pass = 過
fc-label-draw = 從{ -fc-stock }摸牌
fc-label-draw-empty = 摸牌（{ -fc-stock }已空：流局）
fc-label-decline = 打出摸到的 { $card }
fc-label-mulligan = 要求{ -fc-mulligan }
fc-label-keep = 保留這手牌

## Events (told to everyone).

fc-event-open = { $player } 首先打出 { $card }。
fc-event-discard = { $player } 打出 { $card }。
fc-event-draw = { $player } 摸到 { $card }。
fc-event-decline = { $player } 把摸到的 { $card } 打出。
# $cards: the whole meld; $kind: its kind.
fc-event-meld = { $player } 組合 { $card }：{ $cards }（{ $kind }）。
fc-event-take = { $player } 吃 { $card }：{ $cards }（{ $kind }）。
# $exposer drew (or discarded) $card and $player claims it; $kind: quad or triple.
fc-event-claim-drawn = { $player } 叫{ $kind }，拿走 { $exposer } 摸到的 { $card }。
fc-event-claim-discarded = { $player } 叫{ $kind }，拿走 { $exposer } 打出的 { $card }。
fc-event-no-mulligan = 沒有人要求{ -fc-mulligan }。由 { $dealer }（莊家）先打牌。
fc-event-mulligan = { $player } 要求{ -fc-mulligan }：本局作廢，由 { $dealer } 重新發牌。
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
fc-event-stock-empty = { $player } 要摸牌，但{ -fc-stock }已空：流局。由 { $dealer } 重新發牌。
fc-event-deal = 第 { $number } 局（共 { $deals } 局）：{ $dealer } 發牌。
# $winners: the seat(s) with the top score; $count: how many.
fc-result = { $winners } 以 { $points } 分獲勝。

## Why a move is refused, and what to do instead.

# $move: the move typed (pass, draw, win …), which takes nothing after it.
fc-reason-no-argument = 「{ $move }」後面不用接任何東西：只要輸入 { $move }。
fc-reason-own-discard = 你不能叫 { $card }：那是你自己打出的。
fc-reason-answered = 你已經回應過 { $card } 了。請等其他玩家。
fc-reason-no-claim = 你不能叫 { $card }：手牌裡要有兩張或三張相同的牌，或這張牌能讓你胡。
fc-reason-too-late = 太晚了：{ $card } 已經不能叫了。牌一摸出或打出就要馬上叫。
fc-reason-nothing-to-claim = 現在沒有可以叫的牌。
fc-reason-mulligan-not-weak = 只有沒有{ -fc-general }、也沒有三張或四張相同的牌，才能{ -fc-mulligan }。請選 keep（保留）。
fc-reason-mulligan-first = 先決定要不要{ -fc-mulligan }：輸入 mulligan 或 keep。
fc-reason-dealer-first = 莊家打出第一張牌之前不能胡牌。請先打出一張牌開始這局。
fc-reason-incomplete = 你的手牌還不能胡：每張手牌都要能成組。請改為打出一張牌。
fc-reason-already-taken = 這一輪你已經拿過牌了。現在請打出一張牌。
# $code: one of the reader's own cards, as an example of what to type.
fc-reason-discard-now = 現在請打出一張牌：輸入 discard { $code }，或只輸入 { $code }。
fc-reason-general-discard = { -fc-general }（{ $card }）永遠不能打出：它自己就是一個{ -fc-single }。請打別的牌。
fc-reason-joker-discard = { -fc-joker }永遠不能打出。請打別的牌。
# $code: the card's code, e.g. RN.
fc-reason-not-held = 你的手牌裡沒有 { $card }（{ $code }）。請打出自己手上的牌。
fc-reason-dealt-triple-discard = 你起手的三張 { $card } 必須留在一起。請打別的牌。
# $text: what the player typed.
fc-reason-not-a-card = 「{ $text }」不是四色牌的牌。請先寫顏色再寫棋子，例如 RC（紅俥）或 WS（白卒）。
# $what: general or joker.
fc-reason-must-keep = 摸到的{ $what ->
    [joker] { -fc-joker }
   *[general] { -fc-general }
}不能打出：請把 { $card } 組合起來（至少當{ -fc-single }）。
fc-reason-turn-discarded = 輪到你了：吃 { $card } 來組合（例如 meld { $code }+…），或從{ -fc-stock }摸牌。
fc-reason-turn-drawn = 輪到你了：把 { $card } 組合（例如 meld { $code }+…），或打出（decline）。
fc-reason-drawn-already = 你已經摸到 { $card }：把它組合，或打出（decline）。
fc-reason-take-or-draw = 吃 { $card } 來組合，或從{ -fc-stock }摸牌。
fc-reason-answer-discarded = 請先回應 { $card }：吃來組合（meld { $code }+…）、摸牌（draw）或胡牌（win）。
fc-reason-answer-drawn = 請先回應 { $card }：組合（meld { $code }+…）、打出（decline）或胡牌（win）。
fc-reason-out-of-turn-meld = 不是你的回合時，{ $card } 只能拿來胡、{ -fc-quad }或{ -fc-triple }（輸入 win、quad 或 triple），或選「過」。
# $choices: the answers the reader may type.
fc-reason-answer-claim = 請先回應 { $card }：{ $choices }。
fc-reason-no-win = 你不能用 { $card } 胡牌：不管怎麼組合，手牌都無法全部成組。
fc-reason-joker-claim = { -fc-joker }只能拿來胡牌。
fc-reason-general-triple = { -fc-general }不能{ -fc-triple }：三張{ -fc-general }就是三個{ -fc-singles }。
fc-reason-general-only-win = 這桌的{ -fc-general }只能拿來胡牌。
fc-reason-dealt-triple-claim = 你起手的三張 { $card } 必須留在一起：請改成{ -fc-quad }。
# $kind: quad or triple; $need: copies of $card needed in hand (2 or 3); $held: copies held.
fc-reason-claim-short = 你不能{ $kind } { $card }：手牌裡要有 { $need } 張 { $card }，你只有 { $held } 張。
fc-reason-name-meld = 請寫出整個組合和你手上的牌，例如 meld { $code }+…
fc-reason-meld-without-card = 你的組合必須包含 { $card }，也就是你要拿的那張牌。
# $count: how many of $card the meld needs from the hand.
fc-reason-meld-not-held = 你的手牌裡沒有{ $count ->
    [1] {" "}
   *[other] { " " }{ $count } 張{ " " }
}{ $card }（{ $code }）：組合只能用你自己的手牌。
# $hint: the list of melds (fc-hint-melds).
fc-reason-not-a-meld = { $cards } 不是組合。{ $hint }
# $soldiers: yes when only Soldiers make a tricolour at this table.
fc-hint-melds = 組合有：單張{ -fc-general }；兩張、三張或四張相同的牌；同色的{ -fc-command }或{ -fc-field }；不同顏色的{ $soldiers ->
    [yes] 三張{ -fc-soldiers }
   *[no] 三張相同棋子
}；或同一棋子四種顏色各一張。
fc-reason-dealt-triple-meld = 起手的三張必須留在一起：只能三張一起拿來{ -fc-quad }。
