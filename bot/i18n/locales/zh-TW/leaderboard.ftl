# /leaderboard, /stats and /history (bot/leaderboard.py, cogs/leaderboard.py). Only the
# member who asked sees them. $game: a game's title (games.ftl); $member: a member
# (a mention, shown as their name); $period: all, month or week.

lb-not-in-server = 排行榜屬於伺服器：請在伺服器裡使用這個指令。
# $period: what the member typed.
lb-unknown-period = 我不認得「{ $period }」這個期間。請選 all、month 或 week。
lb-no-games = { $period ->
        [month] 本月
        [week] 本週
       *[all] {""}
    }還沒有人在這個伺服器打完一局{ $game }。用 /牌桌 開桌 開一桌，當第一個吧！
# $what: lb-a-game or lb-a-game-of.
lb-you-no-games = 你還沒在這個伺服器打完{ $what }。打完第一場比賽後，這裡就會出現你的戰績。
# $name: the member's name.
lb-member-no-games = { $name } 還沒在這個伺服器打完{ $what }。打完第一場比賽後，這裡就會出現他的戰績。
lb-a-game = 任何一局
lb-a-game-of = 一局{ $game }
lb-no-history = 這個伺服器還沒有打完的對局。用 /牌桌 開桌 開一桌，打第一場吧！
# A computer seat in the history.
lb-computer = 🤖 電腦

## The board
lb-board-title = 🏆 { $game } — { $period ->
        [month] 本月
        [week] 本週
       *[all] 全部
    }
# A rating as shown (bold); provisional: fewer than a few games played.
lb-rating = **{ $rating }**
lb-rating-provisional = **{ $rating }**（暫定）
# One member's row. $rank: their place; $rating: lb-rating; $percent: wins in per cent.
lb-board-line = `#{ $rank }` { $member } — { $rating } · { $games } 局 · 勝 { $wins } 局（{ $percent }%）
lb-board-line-you = `#{ $rank }` { $member } — { $rating } · { $games } 局 · 勝 { $wins } 局（{ $percent }%）← 你
lb-your-place = 你的名次
# $meaning: lb-meaning-all or lb-meaning-period.
lb-footer = 第 { $page }/{ $pages } 頁 · { $players } 位玩家 · { $meaning }
# What the rating means, in one plain sentence. $start: where everyone starts; $games: how
# many games a rating is provisional for.
lb-meaning-all = 積分代表實力：每個人都從 { $start } 起算，贏過強手加得最多，前 { $games } 局的積分是暫定的。
lb-meaning-period = 依總積分排序；局數與勝場為{ $period ->
        [month] 本月
       *[week] 本週
    }的數字

## A member's stats
lb-stats-title = 📊 戰績
lb-stats-who = { $member } 在這個伺服器
# $rank of $players: the member's place on the board; $streak: lb-streak-*; $best: the
# longest run of wins.
lb-stats-game = 積分 { $rating }（{ $players } 人中第 { $rank } 名）
    { $games } 局 · 勝 { $wins } 局（{ $percent }%）
    連續：{ $streak } · 最佳：{ $best } 連勝
lb-streak-wins = { $count } 連勝
lb-streak-losses = { $count } 連敗
lb-streak-none = 無
lb-recent-title = 最近戰果
# $change: how the rating moved ("+72"; "none" when unknown); $when: a time Discord shows
# in the reader's own way; $place of $sides: where the member finished.
lb-recent-draw = 🤝 { $game } — 平手{ $change ->
        [none] {""}
       *[other] {" · "}{ $change }
    } · { $when }
lb-recent-won = ✅ { $game } — { $sides } 方中第 { $place } 名{ $change ->
        [none] {""}
       *[other] {" · "}{ $change }
    } · { $when }
lb-recent-lost = ❌ { $game } — { $sides } 方中第 { $place } 名{ $change ->
        [none] {""}
       *[other] {" · "}{ $change }
    } · { $when }

## History
lb-history-title = 🕘 最近的對局
lb-history-title-game = 🕘 最近的對局 — { $game }
# $when: the date (Discord shows it in the reader's own way); $minutes: how long it took
# (0: not known); $sides: the sides and scores, best first; $draw and $rated: true or false.
lb-history-line = { $when } **{ $game }**{ $minutes ->
        [0] {""}
       *[other] {" · "}{ $minutes } 分鐘
    } — { $sides }{ $draw ->
        [true] {" · "}平手
       *[other] {""}
    }{ $rated ->
        [false] {" · "}不計積分
       *[other] {""}
    }
