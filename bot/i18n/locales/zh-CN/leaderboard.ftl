# /leaderboard, /stats and /history (bot/leaderboard.py, cogs/leaderboard.py). Only the
# member who asked sees them. $game: a game's title (games.ftl); $member: a member
# (a mention, shown as their name); $period: all, month or week.

lb-not-in-server = 排行榜是按服务器算的：请在服务器里使用这个命令。
# $period: what the member typed.
lb-unknown-period = 我不认识“{ $period }”这个时段。请选 all、month 或 week。
lb-no-games = { $period ->
        [month] 本月
        [week] 本周
       *[all] {""}
    }还没有人在本服务器打完一局{ $game }。用 /牌桌 开桌 开一桌，来当第一个吧！
# $what: lb-a-game or lb-a-game-of.
lb-you-no-games = 你还没在本服务器打完{ $what }。打完第一场比赛后，这里就会显示你的战绩。
# $name: the member's name.
lb-member-no-games = { $name } 还没在本服务器打完{ $what }。打完第一场比赛后，这里就会显示 TA 的战绩。
lb-a-game = 任何一局游戏
lb-a-game-of = 一局{ $game }
lb-no-history = 本服务器还没有打完的对局。用 /牌桌 开桌 开一桌，来打第一场吧！
# A computer seat in the history.
lb-computer = 🤖 电脑

## The board
lb-board-title = 🏆 { $game } — { $period ->
        [month] 本月
        [week] 本周
       *[all] 总榜
    }
# A rating as shown (bold); provisional: fewer than a few games played.
lb-rating = **{ $rating }**
lb-rating-provisional = **{ $rating }**（暂定）
# One member's row. $rank: their place; $rating: lb-rating; $percent: wins in per cent.
lb-board-line = `#{ $rank }` { $member } — { $rating } · { $games } 局 · 胜 { $wins } 局（{ $percent }%）
lb-board-line-you = `#{ $rank }` { $member } — { $rating } · { $games } 局 · 胜 { $wins } 局（{ $percent }%）← 你
lb-your-place = 你的排名
# $meaning: lb-meaning-all or lb-meaning-period.
lb-footer = 第 { $page }/{ $pages } 页 · { $players } 名玩家 · { $meaning }
# What the rating means, in one plain sentence. $start: where everyone starts; $games: how
# many games a rating is provisional for.
lb-meaning-all = 积分反映实力：每个人都从 { $start } 分起步，赢强手涨得最多，前 { $games } 局的积分为暂定。
lb-meaning-period = 按总积分排序；局数和胜场只算{ $period ->
        [month] 本月
       *[week] 本周
    }

## A member's stats
lb-stats-title = 📊 战绩
lb-stats-who = { $member } 在本服务器
# $rank of $players: the member's place on the board; $streak: lb-streak-*; $best: the
# longest run of wins.
lb-stats-game = 积分 { $rating }（{ $players } 人中排第 { $rank }）
    { $games } 局 · 胜 { $wins } 局（{ $percent }%）
    当前：{ $streak } · 最高：{ $best } 连胜
lb-streak-wins = { $count } 连胜
lb-streak-losses = { $count } 连败
lb-streak-none = 无
lb-recent-title = 最近战绩
# $change: how the rating moved ("+72"; "none" when unknown); $when: a time Discord shows
# in the reader's own way; $place of $sides: where the member finished.
lb-recent-draw = 🤝 { $game } — 平局{ $change ->
        [none] {""}
       *[other] {" · "}{ $change }
    } · { $when }
lb-recent-won = ✅ { $game } — { $sides } 方中第 { $place }{ $change ->
        [none] {""}
       *[other] {" · "}{ $change }
    } · { $when }
lb-recent-lost = ❌ { $game } — { $sides } 方中第 { $place }{ $change ->
        [none] {""}
       *[other] {" · "}{ $change }
    } · { $when }

## History
lb-history-title = 🕘 最近的对局
lb-history-title-game = 🕘 最近的对局 — { $game }
# $when: the date (Discord shows it in the reader's own way); $minutes: how long it took
# (0: not known); $sides: the sides and scores, best first; $draw and $rated: true or false.
lb-history-line = { $when } **{ $game }**{ $minutes ->
        [0] {""}
       *[other] {" · "}{ $minutes } 分钟
    } — { $sides }{ $draw ->
        [true] {" · "}平局
       *[other] {""}
    }{ $rated ->
        [false] {" · "}不计积分
       *[other] {""}
    }
