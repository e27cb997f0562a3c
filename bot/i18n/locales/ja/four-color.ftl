# Four Color Cards (四色牌 / Tứ sắc): bot/games/four_color/.
#
# Card faces ($card, $cards) are a colour square and the Chinese chess character printed
# on the card (🟥俥); they stay the same in every language. Seats ($player, $dealer,
# $exposer, $turn, $winners, $payers) are names filled in by the host.
# Typed moves and card codes (discard RC, meld RC+RH+RN, pass, win, triple, quad, draw,
# decline, keep, mulligan) are what players type: keep them as they are.
#
# 日本語：ルールの原文（/work/shared/seeds/four-color.ja.txt）の用語を使う —— メルド、
# 山札、捨て札、ディーラー、盗む、マリガン、ポン、トリプル、クワッド、コマンド、フィールド、
# トリプルカラー、コンプリートカラー、将軍・顧問・象・戦車・大砲・兵士。馬は原文の「騎手」
# ではなく、カードに書かれた「馬」とする。

## Game words: set once here, used by every message below.

-fc-general = 将軍
-fc-generals = 将軍
-fc-advisor = 顧問
-fc-elephant = 象
-fc-chariot = 戦車
-fc-horse = 馬
-fc-cannon = 大砲
-fc-soldier = 兵士
-fc-soldiers = 兵士
-fc-joker = ジョーカー
-fc-single = 1枚メルド
-fc-singles = 1枚メルド
-fc-pair = ダブル
-fc-command = コマンド
-fc-field = フィールド
-fc-triple = トリプル
-fc-tricolour = トリプルカラー
-fc-quad = クワッド
-fc-fourcolour = コンプリートカラー
# The mahjong word for claiming a card to make a triple.
-fc-pong = ポン
-fc-mulligan = マリガン
-fc-stock = 山札

## Meld kinds and pieces, as other messages name them.

fc-kind-single = { -fc-single }
fc-kind-pair = { -fc-pair }
fc-kind-command = { -fc-command }
fc-kind-field = { -fc-field }
fc-kind-triple = { -fc-triple }
fc-kind-tricolour = { -fc-tricolour }
fc-kind-quad = { -fc-quad }
fc-kind-fourcolour = { -fc-fourcolour }

fc-claim-win = 勝利
fc-claim-quad = { -fc-quad }
fc-claim-triple = { -fc-triple }

## The legend a host shows on "help". $general … $soldier: the piece's two faces
## (red/yellow character, green/white character); $joker: the joker's face.

fc-legend =
    各カードは色と中国将棋（シャンチー）の駒の組み合わせです：🟥 赤、🟨 黄、🟩 緑、⬜ 白。
    カードは色の文字（R Y G W）に続けて駒の文字で入力します（文字は英語名の頭文字）：
    G { -fc-general } { $general } · A { -fc-advisor } { $advisor } · E { -fc-elephant } { $elephant } · C { -fc-chariot } { $chariot } · H { -fc-horse } { $horse } · N { -fc-cannon } { $cannon } · S { -fc-soldier } { $soldier } · JK { -fc-joker } { $joker }
    例：RC は赤の{ -fc-chariot }、WS は白の{ -fc-soldier }。英語で「red chariot」と入力してもかまいません。
    場の表示：[ … ] は公開したメルド、「（配札）」は配られた時点で公開した{ -fc-quad }、* は前のラウンドで勝利したメルドです。「配られたトリプル」は、配られた同じカード3枚の組を隠し持っている数です。

## Phases (the table's heading). $deal: the deal's number.

fc-phase-mulligan = 第{ $deal }ラウンド：{ -fc-mulligan }の確認
fc-phase-opening = 第{ $deal }ラウンド：ディーラーの最初の捨て札
fc-phase-discard = 第{ $deal }ラウンド：捨て札
fc-phase-window = 第{ $deal }ラウンド：場に{ $card }
fc-phase-over = 対戦終了

## Sections of the table.

fc-section-scores = 得点
fc-section-on-table = 場のカード
fc-section-table = テーブル
fc-section-stock = 山札
fc-section-last-deal = 前のラウンド

fc-score = { $player } { $points }
# $scores: every seat's "name points", separated by dots.
fc-scores = { $scores }（第{ $deal }/{ $deals }ラウンド、ディーラー：{ $dealer }）
fc-stock = { $count }枚
# One seat's line. $dealer: true for the dealer; $hidden: concealed cards;
# $melds: its melds on the table; $discards: its discard pile (newest last);
# $marks: how many dealt triples it has marked.
fc-table-seat = { $player }{ $dealer ->
    [true] （ディーラー）
   *[false] {""}
}：手札{ $hidden }枚 · { $melds } · 捨て札：{ $discards }{ $marks ->
    [0] {""}
   *[other] { " · " }配られたトリプル：{ $marks }
}
fc-no-melds = メルドなし
fc-no-discards = なし
fc-meld = [{ $cards }]
fc-meld-dealt = [{ $cards }]（配札）
fc-meld-winning = [{ $cards }]*

## The open claim window. $exposer drew or discarded $card; $turn may use it first.

fc-window-drawn = { $exposer }が{ $card }を引きました（メルドするか捨てます）。
fc-window-discarded = { $exposer }が{ $card }を捨てました。{ $turn }はこれを取ってメルドするか、山札から引けます。
fc-window-discarded-draw-only = { $exposer }が{ $card }を捨てました。{ $turn }はこれでメルドを作れないので、山札から引きます。
# $shown: one of the three sentences above.
fc-window-everyone = { $shown }ほかのプレイヤーは、勝利か{ -fc-triple }か{ -fc-quad }のためにこのカードを盗めます。全員が答えます（盗むかパス）。
fc-window-claimants = { $shown }このカードを盗めるプレイヤー（勝利、{ -fc-triple }、{ -fc-quad }のため）が答えます。

## Last deal.

fc-last-draw = 流局：{ -fc-stock }がなくなりました。支払いはありません。
fc-last-mulligan = { $player }が{ -fc-mulligan }を宣言し、配り直しになりました。
# $shown: the winner's melds on the table, the winning meld marked with *;
# $concealed: how the rest of the hand was counted.
fc-last-win = { $player }が{ $value }点で勝利：{ $shown } · 手札 { $concealed }

## Prompts: what the reader should do now.

fc-prompt-waiting-answers = { $card }への返答を待っています。
fc-prompt-waiting = { $waiting }を待っています。
fc-prompt-mulligan = 手札に{ -fc-general }も同じカード3枚もありません。{ -fc-mulligan }しますか、それともこの手札でプレイしますか？
fc-prompt-keep = この手札でプレイしてください（{ -fc-mulligan }できるのは{ -fc-general }も{ -fc-triple }もない手札だけです）。
fc-prompt-opening = あなたはディーラーです。カードを1枚捨てて始めてください（{ -fc-general }は捨てられません）。
fc-prompt-declare-or-discard = 手札がすべてメルドになっています。勝利を宣言するか、カードを1枚捨ててください。
fc-prompt-discard = 手札からカードを1枚捨ててください（{ -fc-general }は捨てられません）。
# $win: true when the card would complete the reader's hand.
fc-prompt-drawn = { $card }を引きました。メルドするか、捨ててください。{ $win ->
    [true] このカードで勝てます！
   *[false] {""}
}
fc-prompt-drawn-keep = { $card }を引きました。メルドしてください（このカードは捨てられません）。{ $win ->
    [true] このカードで勝てます！
   *[false] {""}
}
fc-prompt-decline-only = { $card }を引きました。どのメルドにも使えないので、捨ててください。
fc-prompt-take-or-draw = { $exposer }が{ $card }を捨てました。取ってメルドするか、{ -fc-stock }から引いてください。{ $win ->
    [true] このカードで勝てます！
   *[false] {""}
}
fc-prompt-draw-only = { $exposer }が{ $card }を捨てました。どのメルドにも使えないので、{ -fc-stock }から引いてください。
fc-prompt-pass-only = 場に{ $card }があります。パスしてください（このカードは盗めません）。
# $choices: the claims the reader may make (win, quad, triple), as a list.
fc-prompt-claim = { $card }を盗めます（{ $choices }）。盗まないならパスしてください。

## Labels of moves (buttons and menus).

fc-label-discard = { $card }を捨てる
# $card: the card taken; $cards: the whole meld; $kind: the meld's kind.
fc-label-take = { $card }を取る：{ $cards }（{ $kind }）
fc-label-meld = { $card }をメルド：{ $cards }（{ $kind }）
fc-label-win-with = { $card }で勝利
fc-label-declare = 勝利を宣言
fc-label-quad = { $card }を盗んで{ -fc-quad }
fc-label-triple = { $card }を盗んで{ -fc-triple }（{ -fc-pong }）
fc-label-pass = パス
fc-label-draw = { -fc-stock }から引く
fc-label-draw-empty = 引く（{ -fc-stock }は空：流局）
fc-label-decline = 引いた{ $card }を捨てる
fc-label-mulligan = { -fc-mulligan }（配り直し）
fc-label-keep = この手札でプレイ

## Events (told to everyone).

fc-event-open = { $player }が{ $card }を捨てて始めます。
fc-event-discard = { $player }が{ $card }を捨てました。
fc-event-draw = { $player }が{ $card }を引きました。
fc-event-decline = { $player }が引いた{ $card }を捨てました。
# $cards: the whole meld; $kind: its kind.
fc-event-meld = { $player }が{ $card }をメルド：{ $cards }（{ $kind }）。
fc-event-take = { $player }が{ $card }を取りました：{ $cards }（{ $kind }）。
# $exposer drew (or discarded) $card and $player claims it; $kind: quad or triple.
fc-event-claim-drawn = { $player }が、{ $exposer }の引いた{ $card }を盗んで{ $kind }にします。
fc-event-claim-discarded = { $player }が、{ $exposer }の捨てた{ $card }を盗んで{ $kind }にします。
fc-event-no-mulligan = 誰も{ -fc-mulligan }しません。{ $dealer }（ディーラー）が最初に捨てます。
fc-event-mulligan = { $player }が{ -fc-mulligan }を宣言：このラウンドは無効となり、{ $dealer }が配り直します。
# $value: what the hand is worth; $payers: everyone else; $count: how many they are.
fc-event-win-hand = { $player }が勝利を宣言、{ $value }点。{ $payers }が{ $count ->
    [1] { $value }点
   *[other] それぞれ{ $value }点
}を支払います。
fc-event-win-drawn = { $player }が引いた{ $card }で勝利、{ $value }点。{ $payers }が{ $count ->
    [1] { $value }点
   *[other] それぞれ{ $value }点
}を支払います。
fc-event-win-discard = { $player }が{ $exposer }の捨てた{ $card }で勝利、{ $value }点。{ $payers }が{ $count ->
    [1] { $value }点
   *[other] それぞれ{ $value }点
}を支払います。
fc-event-stock-empty = { $player }が引く番ですが、{ -fc-stock }がありません：流局です。{ $dealer }が配り直します。
fc-event-deal = 第{ $number }/{ $deals }ラウンド：{ $dealer }が配ります。
# $winners: the seat(s) with the top score; $count: how many.
fc-result = { $winners }が{ $points }点で勝利です。

## Why a move is refused, and what to do instead.

# $move: the move typed (pass, draw, win …), which takes nothing after it.
fc-reason-no-argument = 「{ $move }」の後には何も付けません。{ $move } とだけ入力してください。
fc-reason-own-discard = { $card }は盗めません。あなた自身が捨てたカードです。
fc-reason-answered = { $card }にはもう答えています。ほかのプレイヤーを待ってください。
fc-reason-no-claim = { $card }は盗めません。手札に同じカードが2枚か3枚あるか、このカードで手札が完成する必要があります。
fc-reason-too-late = 遅すぎます。{ $card }を盗めるときは過ぎました。カードは引かれたり捨てられたりした直後に盗んでください。
fc-reason-nothing-to-claim = 今は盗めるカードがありません。
fc-reason-mulligan-not-weak = { -fc-mulligan }できるのは、{ -fc-general }がなく、同じカード3枚・4枚の組もないときだけです。keep を選んでください。
fc-reason-mulligan-first = まず{ -fc-mulligan }するか決めてください。mulligan または keep と入力します。
fc-reason-dealer-first = ディーラーは最初の捨て札の前には勝利できません。カードを1枚捨ててラウンドを始めてください。
fc-reason-incomplete = 手札が完成していません。手札のカードがすべてメルドになる必要があります。代わりにカードを1枚捨ててください。
fc-reason-already-taken = このターンはもうカードを取りました。カードを1枚捨ててください。
# $code: one of the reader's own cards, as an example of what to type.
fc-reason-discard-now = カードを1枚捨ててください。discard { $code } または { $code } とだけ入力します。
fc-reason-general-discard = { -fc-general }（{ $card }）は決して捨てられません。{ -fc-single }として残ります。ほかのカードを捨ててください。
fc-reason-joker-discard = { -fc-joker }は決して捨てられません。ほかのカードを捨ててください。
# $code: the card's code, e.g. RN.
fc-reason-not-held = 手札に{ $card }（{ $code }）はありません。自分の手札のカードを捨ててください。
fc-reason-dealt-triple-discard = 配られた{ -fc-triple }の{ $card }は分けられません。ほかのカードを捨ててください。
# $text: what the player typed.
fc-reason-not-a-card = 「{ $text }」は四色牌のカードではありません。色、駒の順に入力してください。例：RC（赤の{ -fc-chariot }）、WS（白の{ -fc-soldier }）。
# $what: general or joker.
fc-reason-must-keep = 引いた{ $what ->
    [joker] { -fc-joker }
   *[general] { -fc-general }
}は捨てられません。{ $card }をメルドしてください（{ -fc-single }でもかまいません）。
fc-reason-turn-discarded = あなたの番です。{ $card }を取ってメルドする（例：meld { $code }+…）か、{ -fc-stock }から引いてください。
fc-reason-turn-drawn = あなたの番です。{ $card }をメルドする（例：meld { $code }+…）か、捨ててください（decline）。
fc-reason-drawn-already = もう{ $card }を引いています。メルドするか、捨ててください（decline）。
fc-reason-take-or-draw = { $card }を取ってメルドするか、{ -fc-stock }から引いてください。
fc-reason-answer-discarded = まず{ $card }に答えてください：取ってメルド（meld { $code }+…）、引く（draw）、勝利（win）のどれかです。
fc-reason-answer-drawn = まず{ $card }に答えてください：メルド（meld { $code }+…）、捨てる（decline）、勝利（win）のどれかです。
fc-reason-out-of-turn-meld = 自分の番でないときに{ $card }を盗めるのは、勝利か{ -fc-triple }か{ -fc-quad }のためだけです（win、triple、quad と入力）。盗まないならパスしてください。
# $choices: the answers the reader may type.
fc-reason-answer-claim = まず{ $card }に答えてください：{ $choices }。
fc-reason-no-win = { $card }では勝利できません。どうメルドしても、手札のすべてがメルドにはなりません。
fc-reason-joker-claim = { -fc-joker }を盗めるのは勝利のときだけです。
fc-reason-general-triple = { -fc-general }は{ -fc-triple }のためには盗めません。{ -fc-general }3枚は{ -fc-singles }3つです。
fc-reason-general-only-win = このテーブルでは、{ -fc-general }を盗めるのは勝利のときだけです。
fc-reason-dealt-triple-claim = 配られた{ -fc-triple }の{ $card }は分けられません。代わりに{ -fc-quad }で盗んでください。
# $kind: quad or triple; $need: copies of $card needed in hand (2 or 3); $held: copies held.
fc-reason-claim-short = { $card }を盗んで{ $kind }にはできません。手札に{ $card }が{ $need }枚必要ですが、{ $held }枚しかありません。
fc-reason-name-meld = 手札のカードでメルド全体を書いてください。例：meld { $code }+…
fc-reason-meld-without-card = メルドには、取る{ $card }を入れてください。
# $count: how many of $card the meld needs from the hand.
fc-reason-meld-not-held = 手札に{ $card }（{ $code }）が{ $count ->
    [1] {""}
   *[other] { $count }枚
}ありません。メルドには自分の手札のカードしか使えません。
# $hint: the list of melds (fc-hint-melds).
fc-reason-not-a-meld = { $cards }はメルドではありません。{ $hint }
# $soldiers: yes when only Soldiers make a tricolour at this table.
fc-hint-melds = メルドは次のとおりです：{ -fc-general }1枚、同じカード2枚・3枚・4枚、同じ色の{ -fc-general }・{ -fc-advisor }・{ -fc-elephant }、同じ色の{ -fc-chariot }・{ -fc-horse }・{ -fc-cannon }、色の違う{ $soldiers ->
    [yes] { -fc-soldiers }3枚
   *[no] 同じ駒3枚
}、同じ駒の4色そろい。
fc-reason-dealt-triple-meld = 配られた{ -fc-triple }は分けられません。3枚とも使えるのは{ -fc-quad }にするときだけです。
