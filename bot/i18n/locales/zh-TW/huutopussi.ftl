# Huutopussi (bot/games/huutopussi/): every sentence, label, prompt, section, reason and event.
#
# Seats arrive as { $player }-style placeholders and are shown by the reader's name for them.
# Cards ({ $card }, { $cards }) are drawn faces such as A♠ or 10♥ in every language.
# The game's own words are terms below: set them once (Finnish players say huuto,
# valtti, mariaasi …) and every message follows.

## Terms

-hp-game = Huutopussi
# A bid in the auction (Finnish: huuto).
-hp-bid = 叫分
# The auction (Finnish: huutokauppa, tarjoaminen).
-hp-auction = { $form ->
   *[lower] 叫分
    [title] 叫分
}
# The trump suit, as a plural noun (Finnish: valtti).
-hp-trumps = { $form ->
   *[lower] 王牌
    [title] 王牌
}
# A king and queen of one suit declared together (Finnish: mariaasi).
-hp-marriage = { $form ->
   *[one] 結婚
    [other] 結婚
    [title] 結婚
}
# The declarer's target after the exchange.
-hp-contract = { $form ->
   *[lower] 合約
    [title] 合約
}
# Throwing the cards in for a new deal.
-hp-redeal = 重新發牌

## Suits, teams, the phase

# $suit: S, H, D or C.
hp-suit = { $suit ->
    [S] 黑桃
    [H] 紅心
    [D] 方塊
   *[C] 梅花
}
# The same, starting a sentence.
hp-suit-title = { $suit ->
    [S] 黑桃
    [H] 紅心
    [D] 方塊
   *[C] 梅花
}
# A partnership: two seats.
hp-team = { $first }和{ $second }

hp-phase-auction = { -hp-auction(form: "title") }
hp-phase-exchange = 換牌
hp-phase-contract = 確定{ -hp-contract }
hp-phase-play = 出牌
hp-phase-answer = 選擇{ -hp-marriage }
hp-phase-over = 比賽結束

## Table sections

hp-section-scores = 比分
hp-section-auction = { -hp-auction(form: "title") }
hp-section-contract = { -hp-contract(form: "title") }
hp-section-trumps = { -hp-trumps(form: "title") }
# $number: which trick of the deal (1 to 9).
hp-section-trick = 第{ $number }墩
hp-section-last-trick = 上一墩
hp-section-taken = 已得
hp-section-exchange = 換牌
hp-section-last-deal = 上一副

# $exceed: yes when a team must go over the target, no when reaching it is enough.
hp-scores = { $team0 }：{ $score0 } · { $team1 }：{ $score1 }（{ $exceed ->
    [yes] 超過{ $target }分獲勝
   *[no] 先到{ $target }分獲勝
}）
# $calls: the calls so far, e.g. "Ann 50 · Ben pass".
hp-auction-calls = { $dealer }發牌。{ $calls }
hp-auction-no-calls = { $dealer }發牌。還沒有人叫分。
hp-call-bid = { $player } { $value }
hp-call-pass = { $player } 不叫
# After the auction: one line. $bid is the auction's bid, $contract what the pair plays for.
hp-contract-pending = { $declarer }以{ $bid }分贏得叫分，尚未確定{ -hp-contract } · 發牌人 { $dealer }
hp-contract-kept = { $team }：{ $contract }分 · 發牌人 { $dealer }
hp-contract-raised = { $team }：{ $contract }分（叫分{ $bid }）· 發牌人 { $dealer }
hp-contract-none = 無{ -hp-contract }：雙方各得自己拿到的分 · 發牌人 { $dealer }
hp-trumps-none = 還沒有。
hp-trumps-suit = { $suit }。
# $marriages: a list of entries like "Ann hearts +100".
hp-trumps-marriages = { -hp-marriage(form: "title") }：{ $marriages }。
hp-marriage-entry = { $player } { $suit } +{ $value }
hp-trick-entry = { $player } { $card }
hp-trick-empty = 還沒有人出牌。
# $plays: the four cards of the trick with who played them.
hp-last-trick = { $plays } — { $winner }贏得這一墩。
hp-taken-team = { $team }：{ $points }分，{ $tricks }墩
hp-exchange-gave = { $partner }給出了{ $cards }。
hp-exchange-returned = { $declarer }還回了{ $cards }。
hp-exchange-chosen = 你選了{ $cards }（還要選{ $left }張）。
# $change0 and $change1 are signed, like +100 or -80.
hp-last-deal = 本副得分：{ $team0 } { $total0 }，{ $team1 } { $total1 }；計分 { $change0 } / { $change1 }。

## Prompts

hp-prompt-waiting = 等待{ $player }。
hp-prompt-over = { $team }贏得了比賽。
hp-hint-auction-pass = 輪到你叫分：請不叫。
hp-hint-auction-bid = 輪到你叫分：至少叫{ $low }，或者不叫。
hp-hint-auction-open = 由你開叫：至少叫{ $low }。
hp-hint-auction-open-banned = 你方在{ $line }分或以下：請以必叫的{ $low }分開叫。
hp-hint-redeal = 你也可以要求{ -hp-redeal }。
# $example: one of the player's own cards.
hp-hint-give = 再給同伴{ $left }張牌，一次一張，例如 { $example }。
hp-hint-return = 再還給同伴{ $left }張牌，一次一張，例如 { $example }。
hp-hint-contract = 確定你的{ -hp-contract }：{ $bid }到{ $max }（選{ $bid }即不加）。
# $suits: the suits to choose from, as a list.
hp-hint-answer = 選擇要宣佈哪一門{ -hp-marriage }：{ $suits }。
hp-hint-window = 你可以宣佈{ -hp-marriage }或詢問同伴，也可以直接領出一張牌（例如 { $example }）。
hp-hint-play = 出一張牌，例如 { $example }。

## Labels (buttons and menus)

hp-label-play = { $card }
hp-label-give = 給出 { $card }
hp-label-return = 還回 { $card }
hp-label-bid = 叫{ $value }
hp-label-contract = { -hp-contract } { $value }
hp-label-pass = 不叫
hp-label-redeal = 要求{ -hp-redeal }
hp-label-marriage = { $suit }{ -hp-marriage }（+{ $value }）
hp-label-ask = 問同伴有沒有{ -hp-marriage }
hp-label-ask-half = 問同伴要{ $suit }的另一半
hp-label-answer = 宣佈{ $suit }{ -hp-marriage }

## Events

hp-event-bid = { $player }叫{ $value }。
hp-event-pass = { $player }不叫。
hp-event-auction-won = { $player }以{ $bid }分贏得叫分。
hp-event-all-passed = 所有人都不叫：本副不設{ -hp-contract }，雙方各得自己拿到的分。由{ $leader }領出。
hp-event-redeal = { $player }要求{ -hp-redeal }。{ $dealer }{ -hp-redeal }，由{ $first }先叫。
hp-event-give = { $partner }把{ $count }張牌背面朝上交給{ $declarer }。
hp-event-return = { $declarer }把{ $count }張牌還給{ $partner }。
hp-event-contract-kept = { $player }維持{ -hp-contract }{ $value }分。
hp-event-contract-raised = { $player }把{ -hp-contract }提高到{ $value }分。
hp-event-play = { $player }出{ $card }。
hp-event-trick = { $player }以{ $card }贏得這一墩：{ $points }分。
hp-event-last-trick = { $player }以{ $card }贏得這一墩：{ $points }分，最後一墩另加{ $bonus }分。
# $suit twice: the married suit, which is trumps from now on.
hp-event-marriage = { $player }宣佈{ $suit }{ -hp-marriage }：+{ $value }，{ $suit }成為{ -hp-trumps }。
hp-event-ask = { $player }問{ $partner }有沒有{ -hp-marriage }。
hp-event-ask-half = { $player }向{ $partner }要{ $card }。
hp-event-has-none = { $player }沒有可宣佈的{ -hp-marriage }。
hp-event-shows = { $player }亮出{ $card }。
hp-event-lacks = { $player }沒有這張牌。
# The deal's result for the declaring pair. $total: what the pair took; $change: signed.
hp-event-made = { $team }拿到{ $total }分，完成{ -hp-contract }{ $contract }：{ $change }。
hp-event-failed = { $team }需要{ $contract }分，只拿到{ $total }分：{ $change }。
hp-event-declarer-no-trick = { $declarer }一墩未得，因此{ $team }計{ $change }（{ -hp-contract }{ $contract }，拿到{ $total }分）。
# The same deal for the other pair.
hp-event-others-nothing = { $team }不得分。
hp-event-others-score = { $team }得{ $change }。
hp-event-others-no-trick = { $team }一墩未得：{ $change }。
hp-event-no-contract = 無{ -hp-contract }：{ $team0 }得{ $total0 }分，{ $team1 }得{ $total1 }分。
hp-event-match = { $team }以{ $score }比{ $other }贏得比賽！
hp-event-deal = { $dealer }發牌，由{ $first }先叫。
hp-result = { $team }以{ $score }比{ $other }獲勝。

## Why a move is refused (each says what to do instead)

# $move: what the player typed; $hint: what to do now (a whole sentence).
hp-reason-unknown-move = 「{ $move }」不是{ -hp-game }的操作。{ $hint }
# $what: the kind of move tried.
hp-reason-wrong-phase = 現在不能{ $what ->
    [bid] 叫分
    [pass] 不叫
    [redeal] 要求{ -hp-redeal }
    [give] 給牌
    [return] 還牌
    [contract] 確定{ -hp-contract }
    [play] 出牌
    [marriage] 宣佈{ -hp-marriage }
    [ask] 詢問同伴
   *[answer] 回答
}。{ $hint }
hp-reason-no-argument = { $what ->
    [pass] 要不叫，只需輸入 pass。
   *[redeal] 要{ -hp-redeal }，只需輸入 redeal。
}
hp-reason-not-a-card = 「{ $text }」不是一張牌。請寫成 10S、AH 或 Q♦ 這樣。
hp-reason-card-missing = 請說明是哪張牌，例如 { $example }。
hp-reason-not-in-pack = { $card }不在{ -hp-game }的牌裡（只用 6 到 A）。
hp-reason-not-held = 你手裡沒有{ $card }。
hp-reason-bid-amount = 叫分是一個分數：輸入 { $example } 或 bid { $example }。
hp-reason-contract-amount = { -hp-contract }是一個分數：輸入 { $example } 或 contract { $example }。
hp-reason-bid-banned = 你方在{ $line }分或以下，不能叫分。請不叫。
hp-reason-bid-banned-opening = 你方在{ $line }分或以下，只能叫必叫的開叫{ $low }分。
hp-reason-bid-not-higher = 你必須叫得比{ $high }高（至少{ $next }），或者不叫。
hp-reason-bid-below-min = 最低叫分是{ $min }。
hp-reason-bid-above-max = 最高叫分是{ $max }。
hp-reason-bid-step = 叫分以 5 分為單位：不能叫{ $value }。試試{ $next }。
hp-reason-must-open = 由你開叫，所以你至少要叫{ $min }。
hp-reason-no-redeal = 這張牌桌不允許{ -hp-redeal }。
hp-reason-redeal-four-sixes = 只有你或你方兩人合計拿著全部四張 6 時才能要求{ -hp-redeal }：在你第一次叫分時，或在你方換牌時。
hp-reason-redeal-seed = 只有在你第一次叫分時才能要求{ -hp-redeal }，而且手裡要有三張或以上的 6，或者沒有比 J 大的牌。
hp-reason-already-chosen = 你已經選了{ $card }。請選另一張牌。
hp-reason-contract-range = { -hp-contract }必須是 5 的倍數，從你的叫分{ $bid }到{ $max }。
hp-reason-first-trick = 第一墩你必須出{ $cards }。
hp-reason-lead = 你可以領出{ $cards }。
hp-reason-follow-and-beat = 你必須跟{ $suit }，能大過{ $card }時必須大過：請出{ $cards }。
hp-reason-follow = 你必須跟出同花色（{ $suit }）：請出{ $cards }。
hp-reason-trump = 你沒有{ $suit }，所以必須出{ -hp-trumps }：請出{ $cards }。
hp-reason-overtrump = 你沒有{ $suit }，所以必須出{ -hp-trumps }並大過{ $card }：請出{ $cards }。
hp-reason-play-one-of = 請從{ $cards }中出一張。
# $rule: led when a window follows only a trick you led and won; any for any trick won.
hp-reason-no-window = 只有在你贏得{ $rule ->
    [any] 一墩
   *[led] 自己領出的一墩
}之後、再次領出之前，才能宣佈。{ $hint }
hp-reason-marriage-suit = { -hp-marriage }需要指定花色：輸入 marriage H、D、C 或 S（或 marriage hearts）。
hp-reason-ask-suit = 「{ $text }」不是花色。要問另一半，請輸入 ask H、D、C 或 S（只輸入 ask 則是問整個{ -hp-marriage }）。
hp-reason-already-married = 本副{ $suit }已經結過婚了。
hp-reason-need-king-queen = 要宣佈{ $suit }{ -hp-marriage }，你需要同時有{ $suit }的 K 和 Q。
hp-reason-own-after-ask = 本副你已經問過同伴，不能再宣佈自己的{ -hp-marriage }。
hp-reason-own-after-partner-half = 本副你的同伴問過另一半，你不能再宣佈自己的{ -hp-marriage }。
hp-reason-whole-after-half = 本副你問過另一半，不能再問整個{ -hp-marriage }。
hp-reason-whole-after-partner-half = 本副你的同伴問過另一半，你不能再問整個{ -hp-marriage }。你仍然可以問另一半。
hp-reason-whole-partner-lock = 本副你的同伴問過你有沒有{ -hp-marriage }，所以你不能反過來問他。你仍然可以問另一半。
hp-reason-all-married = 四門花色都已經結過婚了。
hp-reason-half-needs-one = 只有當你恰好拿著{ $suit }的 K 和 Q 其中一張時，才能問另一半。
hp-reason-answer = 從你的{ -hp-marriage }中選一個：{ $suits }。
