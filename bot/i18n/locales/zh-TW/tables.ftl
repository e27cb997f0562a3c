# The table service (bot/tables.py): lobby news on the table message, refusals shown to
# one player, and why a table closed. $name, $host: a person's name or a computer's
# (shown as they are); $game: a game's title (games.ftl). "/table open" and the like are
# slash commands: write them as Discord shows them in your language.

# A computer player's name, stored with the seat and shown to everyone.
table-computer-name = 電腦 { $number }

## What happens at the table (public)
table-opened = { $name } 開了一張牌桌。
table-joined = { $name } 加入了牌桌。
table-left = { $name } 離開了牌桌。
table-left-new-host = { $name } 離開了牌桌。現在由 { $host } 當桌主。
table-left-playing = { $name } 離開了；在他回來之前由電腦代打。
table-sits-down = { $name } 入座。
table-begins = { $game } 開始了。
table-back = { $name } 回來了，繼續親自上場。
table-timed-out = { $name } 超過時間了；在他再次行動之前由電腦代打。
# $votes: votes so far; $needed: votes needed to end it.
table-vote = { $name } 投票結束牌桌：{ $votes } 票，需要 { $needed } 票。

## Why a table closed (public)
table-everyone-left = 大家都離開了，所以牌桌已關閉。
table-host-ended = { $host }（桌主）結束了牌桌。
# $votes: who voted to end; $players: the people at the table.
table-voted-end = 玩家投票結束了牌桌（{ $players } 人中 { $votes } 票）。
# Stands for the host where their name is not known.
table-the-host = 桌主

## Refusals (only the one who asked sees them)
table-none-here = 這個頻道沒有牌桌。用 /牌桌 開桌 開一張吧。
table-closed = 那張牌桌已經關閉了。用 /牌桌 開桌 開一張新的吧。
# $table: the table's number; $game: its game's title.
table-set-aside = 原本在這裡的牌桌（第 { $table } 桌，{ $game }）在重新啟動後無法恢復，所以我把它收起來了。用 /牌桌 開桌 開一張新的吧。
# Stands for the game of a set-aside table whose game is not known.
table-a-game = 某個遊戲
# $game: what was asked for; $games: the games there are.
table-unknown-game = 沒有叫「{ $game }」的遊戲。請從這些裡選一個：{ $games }。
# $counts: the numbers of players the game allows ("3 or 4"); $count: the number asked for.
table-seat-count = { $game } 要 { $counts } 人玩，不是 { $count } 人。
table-exists = 這個頻道已經有一張牌桌（{ $game }）。加入它，或先用 /牌桌 結束 結束它，再開新的一桌。
table-exists-here = 這個頻道已經有一張牌桌。加入它，或先用 /牌桌 結束 結束它，再開新的一桌。
table-thread-taken = 那個討論串已經有一張牌桌了。
table-limit = 這個伺服器已經有 { $count } 張進行中的牌桌。請先打完或結束其中一張。
# $level: what was asked for; $levels: the computer levels there are.
table-no-such-computer = 沒有「{ $level }」這種電腦。請從這些裡選一個：{ $levels }。
table-already-seated = 你已經坐在這張牌桌了。
# $seats: how many seats the table has.
table-full = 這張牌桌已經坐滿了（{ $seats }/{ $seats } 個座位）。
table-full-wait = 這張牌桌已經坐滿了（{ $seats }/{ $seats } 個座位）。等下一局，或到別的頻道開一張牌桌。
table-host-only-remove = 只有桌主（{ $host }）可以移除電腦玩家。
table-host-only-start = 只有桌主（{ $host }）可以開始遊戲。
table-no-computer = 沒有可以移除的電腦座位。
# $seat: the seat asked for; $seats: the computers' seat numbers; $count: how many.
table-not-a-computer = 第 { $seat } 號座位不是電腦座位。電腦坐在 { $seats } 號座位。
# $counts: the numbers of players allowed ("3 or 4"); $seated: how many are seated.
table-need-players = { $game } 需要 { $counts } 位玩家；目前入座 { $seated } 位。加一位電腦，或等其他人加入。
table-not-started = 遊戲還沒開始。桌主用 /牌桌 開始 開始遊戲。
table-already-started = 這局遊戲已經開始了。等下一局，或到別的頻道開一張牌桌。
table-stale = 那是遊戲稍早時候的操作；這是牌桌現在的樣子。
table-not-seated = 你沒有坐在這張牌桌。你可以加入下一局，或到別的頻道開一張牌桌。
table-not-seated-lobby = 你沒有坐在這張牌桌。請先按「加入」按鈕入座。
# $typed: what the player wrote.
table-not-a-card = 「{ $typed }」不是一張牌。請寫成像 10S、AH 或 Q♦ 這樣。

## Rule options at /table open ($name: the option as typed, e.g. rank_order)
# $names: the game's options; $count: how many.
table-no-such-option = { $game } 沒有「{ $name }」這個選項。它的選項有：{ $count ->
        [0] 無
       *[other] { $names }
    }。
# $why: the game's own words for why the options clash.
table-options-clash = 這些選項互相衝突：{ $why }。請改掉其中一個。
# $value: what was given; $rule: what the option takes (options.ftl).
table-option-not-allowed = { $name } 不能用「{ $value }」：請用{ $rule }。
