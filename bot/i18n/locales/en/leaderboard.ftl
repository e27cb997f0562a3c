# /leaderboard, /stats and /history (bot/leaderboard.py, cogs/leaderboard.py). Only the
# member who asked sees them. $game: a game's title (games.ftl); $member: a member
# (a mention, shown as their name); $period: all, month or week.

lb-not-in-server = Leaderboards belong to a server: use this command in one.
# $period: what the member typed.
lb-unknown-period = “{ $period }” is not a period I know. Choose all, month or week.
lb-no-games = No one has finished a game of { $game } at this server{ $period ->
        [month] {" "}this month
        [week] {" "}this week
       *[all] {""}
    } yet. Open a table with /table open and be the first!
# $what: lb-a-game or lb-a-game-of.
lb-you-no-games = You haven't finished { $what } at this server yet. Your stats appear after your first finished match.
# $name: the member's name.
lb-member-no-games = { $name } hasn't finished { $what } at this server yet. Their stats appear after their first finished match.
lb-a-game = a game
lb-a-game-of = a game of { $game }
lb-no-history = No matches have finished at this server yet. Open a table with /table open to play the first one!
# A computer seat in the history.
lb-computer = 🤖 computer

## The board
lb-board-title = 🏆 { $game } — { $period ->
        [month] this month
        [week] this week
       *[all] all time
    }
# A rating as shown (bold); provisional: fewer than a few games played.
lb-rating = **{ $rating }**
lb-rating-provisional = **{ $rating }** (provisional)
# One member's row. $rank: their place; $rating: lb-rating; $percent: wins in per cent.
lb-board-line = `#{ $rank }` { $member } — { $rating } · { $games ->
        [one] { $games } game
       *[other] { $games } games
    } · { $wins } won ({ $percent }%)
lb-board-line-you = `#{ $rank }` { $member } — { $rating } · { $games ->
        [one] { $games } game
       *[other] { $games } games
    } · { $wins } won ({ $percent }%) ← you
lb-your-place = Your place
# $meaning: lb-meaning-all or lb-meaning-period.
lb-footer = Page { $page }/{ $pages } · { $players ->
        [one] { $players } player
       *[other] { $players } players
    } · { $meaning }
# What the rating means, in one plain sentence. $start: where everyone starts; $games: how
# many games a rating is provisional for.
lb-meaning-all = The rating estimates skill: everyone starts at { $start }, wins against strong players raise it most, and it is provisional for the first { $games } games.
lb-meaning-period = ordered by all-time rating; games and wins are { $period ->
        [month] this month's
       *[week] this week's
    }

## A member's stats
lb-stats-title = 📊 Stats
lb-stats-who = { $member } at this server
# $rank of $players: the member's place on the board; $streak: lb-streak-*; $best: the
# longest run of wins.
lb-stats-game = Rating { $rating } (#{ $rank } of { $players })
    { $games ->
        [one] { $games } game
       *[other] { $games } games
    } · { $wins } won ({ $percent }%)
    Streak: { $streak } · best: { $best ->
        [one] { $best } win
       *[other] { $best } wins
    }
lb-streak-wins = { $count ->
        [one] { $count } win
       *[other] { $count } wins
    } in a row
lb-streak-losses = { $count ->
        [one] { $count } loss
       *[other] { $count } losses
    } in a row
lb-streak-none = none
lb-recent-title = Recent results
# $change: how the rating moved ("+72"; "none" when unknown); $when: a time Discord shows
# in the reader's own way; $place of $sides: where the member finished.
lb-recent-draw = 🤝 { $game } — draw{ $change ->
        [none] {""}
       *[other] {" · "}{ $change }
    } · { $when }
lb-recent-won = ✅ { $game } — { $place ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $place }th
    } of { $sides }{ $change ->
        [none] {""}
       *[other] {" · "}{ $change }
    } · { $when }
lb-recent-lost = ❌ { $game } — { $place ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $place }th
    } of { $sides }{ $change ->
        [none] {""}
       *[other] {" · "}{ $change }
    } · { $when }

## History
lb-history-title = 🕘 Recent matches
lb-history-title-game = 🕘 Recent matches — { $game }
# $when: the date (Discord shows it in the reader's own way); $minutes: how long it took
# (0: not known); $sides: the sides and scores, best first; $draw and $rated: true or false.
lb-history-line = { $when } **{ $game }**{ $minutes ->
        [0] {""}
       *[other] {" · "}{ $minutes } min
    } — { $sides }{ $draw ->
        [true] {" · "}draw
       *[other] {""}
    }{ $rated ->
        [false] {" · "}unrated
       *[other] {""}
    }
