# /leaderboard, /stats and /history (bot/leaderboard.py, cogs/leaderboard.py). Only the
# member who asked sees them. $game: a game's title (games.ftl); $member: a member
# (a mention, shown as their name); $period: all, month or week.

lb-not-in-server = ランキングはサーバーごとです：サーバー内でこのコマンドを使ってください。
# $period: what the member typed.
lb-unknown-period = 「{ $period }」という期間は分かりません。all、month、week から選んでください。
lb-no-games = { $period ->
        [month] 今月は
        [week] 今週は
       *[all] {""}
    }このサーバーで{ $game }を最後まで遊んだ人はまだいません。/テーブル 開く でテーブルを開いて、最初の1人になりましょう！
# $what: lb-a-game or lb-a-game-of.
lb-you-no-games = このサーバーで{ $what }を最後まで遊んだことがまだありません。最初のマッチを終えると成績が表示されます。
# $name: the member's name.
lb-member-no-games = { $name } さんはこのサーバーで{ $what }を最後まで遊んだことがまだありません。最初のマッチを終えると成績が表示されます。
lb-a-game = ゲーム
lb-a-game-of = { $game }
lb-no-history = このサーバーで終わったマッチはまだありません。/テーブル 開く でテーブルを開いて、最初の1戦を遊びましょう！
# A computer seat in the history.
lb-computer = 🤖 CPU

## The board
lb-board-title = 🏆 { $game } — { $period ->
        [month] 今月
        [week] 今週
       *[all] 全期間
    }
# A rating as shown (bold); provisional: fewer than a few games played.
lb-rating = **{ $rating }**
lb-rating-provisional = **{ $rating }**（暫定）
# One member's row. $rank: their place; $rating: lb-rating; $percent: wins in per cent.
lb-board-line = `#{ $rank }` { $member } — { $rating } · { $games }戦 · { $wins }勝（{ $percent }%）
lb-board-line-you = `#{ $rank }` { $member } — { $rating } · { $games }戦 · { $wins }勝（{ $percent }%）← あなた
lb-your-place = あなたの順位
# $meaning: lb-meaning-all or lb-meaning-period.
lb-footer = { $page }/{ $pages }ページ · { $players }人 · { $meaning }
# What the rating means, in one plain sentence. $start: where everyone starts; $games: how
# many games a rating is provisional for.
lb-meaning-all = レートは実力の目安です：全員{ $start }から始まり、強い相手に勝つほど大きく上がります。最初の{ $games }戦は暫定です。
lb-meaning-period = 全期間のレート順。対戦数と勝利数は{ $period ->
        [month] 今月
       *[week] 今週
    }の分

## A member's stats
lb-stats-title = 📊 成績
lb-stats-who = このサーバーでの { $member }
# $rank of $players: the member's place on the board; $streak: lb-streak-*; $best: the
# longest run of wins.
lb-stats-game = レート { $rating }（{ $players }人中{ $rank }位）
    { $games }戦 · { $wins }勝（{ $percent }%）
    現在：{ $streak } · 最高：{ $best }連勝
lb-streak-wins = { $count }連勝
lb-streak-losses = { $count }連敗
lb-streak-none = なし
lb-recent-title = 最近の結果
# $change: how the rating moved ("+72"; "none" when unknown); $when: a time Discord shows
# in the reader's own way; $place of $sides: where the member finished.
lb-recent-draw = 🤝 { $game } — 引き分け{ $change ->
        [none] {""}
       *[other] {" · "}{ $change }
    } · { $when }
lb-recent-won = ✅ { $game } — { $sides }組中{ $place }位{ $change ->
        [none] {""}
       *[other] {" · "}{ $change }
    } · { $when }
lb-recent-lost = ❌ { $game } — { $sides }組中{ $place }位{ $change ->
        [none] {""}
       *[other] {" · "}{ $change }
    } · { $when }

## History
lb-history-title = 🕘 最近の対戦
lb-history-title-game = 🕘 最近の対戦 — { $game }
# $when: the date (Discord shows it in the reader's own way); $minutes: how long it took
# (0: not known); $sides: the sides and scores, best first; $draw and $rated: true or false.
lb-history-line = { $when } **{ $game }**{ $minutes ->
        [0] {""}
       *[other] {" · "}{ $minutes }分
    } — { $sides }{ $draw ->
        [true] {" · "}引き分け
       *[other] {""}
    }{ $rated ->
        [false] {" · "}レート対象外
       *[other] {""}
    }
