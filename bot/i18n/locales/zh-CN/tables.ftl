# The table service (bot/tables.py): lobby news on the table message, refusals shown to
# one player, and why a table closed. $name, $host: a person's name or a computer's
# (shown as they are); $game: a game's title (games.ftl). "/table open" and the like are
# slash commands: write them as Discord shows them in your language.

# A computer player's name, stored with the seat and shown to everyone.
table-computer-name = 电脑 { $number }

## What happens at the table (public)
table-opened = { $name } 开了一桌。
table-joined = { $name } 加入了牌桌。
table-left = { $name } 离开了牌桌。
table-left-new-host = { $name } 离开了牌桌。现在 { $host } 是房主。
table-left-playing = { $name } 离开了；TA 回来之前由电脑代打。
table-sits-down = { $name } 入座了。
table-begins = { $game } 开始了。
table-back = { $name } 回来了，继续亲自上阵。
table-timed-out = { $name } 超时了；在 TA 再次操作之前由电脑代打。
# $votes: votes so far; $needed: votes needed to end it.
table-vote = { $name } 投票结束牌桌：已有 { $votes } 票，需要 { $needed } 票。

## Why a table closed (public)
table-everyone-left = 大家都走了，牌桌已关闭。
table-host-ended = { $host }（房主）结束了牌桌。
# $votes: who voted to end; $players: the people at the table.
table-voted-end = 玩家投票结束了牌桌（{ $players } 人中 { $votes } 票）。
# Stands for the host where their name is not known.
table-the-host = 房主

## Refusals (only the one who asked sees them)
table-none-here = 这个频道没有牌桌。用 /牌桌 开桌 开一桌吧。
table-closed = 那桌已经关闭了。用 /牌桌 开桌 开一桌新的吧。
# $table: the table's number; $game: its game's title.
table-set-aside = 原来在这里的牌桌（{ $table } 号桌，{ $game }）在重启后没能恢复，我已把它搁置。用 /牌桌 开桌 开一桌新的吧。
# Stands for the game of a set-aside table whose game is not known.
table-a-game = 某个游戏
# $game: what was asked for; $games: the games there are.
table-unknown-game = 没有叫“{ $game }”的游戏。请从这些里选一个：{ $games }。
# $counts: the numbers of players the game allows ("3 or 4"); $count: the number asked for.
table-seat-count = { $game } 要 { $counts } 人玩，不是 { $count } 人。
table-exists = 这个频道已经有一桌了（{ $game }）。加入它，或者先用 /牌桌 结束 把它结束，再开新的。
table-exists-here = 这个频道已经有一桌了。加入它，或者先用 /牌桌 结束 把它结束，再开新的。
table-thread-taken = 那个子区已经有一桌了。
table-limit = 本服务器已有 { $count } 桌正在进行。请先打完或结束其中一桌。
# $level: what was asked for; $levels: the computer levels there are.
table-no-such-computer = 没有“{ $level }”这种电脑。请从这些里选一个：{ $levels }。
table-already-seated = 你已经坐在这桌了。
# $seats: how many seats the table has.
table-full = 这桌已经坐满了（{ $seats }/{ $seats } 个座位）。
table-full-wait = 这桌已经坐满了（{ $seats }/{ $seats } 个座位）。等下一局，或者去别的频道开一桌。
table-host-only-remove = 只有房主（{ $host }）能移除电脑玩家。
table-host-only-start = 只有房主（{ $host }）能开始游戏。
table-no-computer = 没有可以移除的电脑座位。
# $seat: the seat asked for; $seats: the computers' seat numbers; $count: how many.
table-not-a-computer = { $seat } 号座位不是电脑。电脑坐在 { $seats } 号座位。
# $counts: the numbers of players allowed ("3 or 4"); $seated: how many are seated.
table-need-players = { $game } 需要 { $counts } 名玩家；现在有 { $seated } 人入座。添加一个电脑，或者等别人加入。
table-not-started = 游戏还没开始。房主用 /牌桌 开始 来开局。
table-already-started = 这局游戏已经开始了。等下一局，或者去别的频道开一桌。
table-stale = 那是之前某一刻的操作；这是牌桌现在的样子。
table-not-seated = 你不在这桌上。可以加入下一局，或者去别的频道开一桌。
table-not-seated-lobby = 你不在这桌上。请先点“加入”按钮入座。
# $typed: what the player wrote.
table-not-a-card = “{ $typed }”不是一张牌。请写成 10S、AH 或 Q♦ 这样。

## Rule options at /table open ($name: the option as typed, e.g. rank_order)
# $names: the game's options; $count: how many.
table-no-such-option = { $game } 没有“{ $name }”这个选项。它的选项有：{ $count ->
        [0] 无
       *[other] { $names }
    }。
# $why: the game's own words for why the options clash.
table-options-clash = 这几个选项互相冲突：{ $why }。请改掉其中一个。
# $value: what was given; $rule: what the option takes (options.ftl).
table-option-not-allowed = { $name } 不能取“{ $value }”：请用{ $rule }。
