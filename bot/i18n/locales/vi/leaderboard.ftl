# /leaderboard, /stats and /history (bot/leaderboard.py, cogs/leaderboard.py). Only the
# member who asked sees them. $game: a game's title (games.ftl); $member: a member
# (a mention, shown as their name); $period: all, month or week.

lb-not-in-server = Bảng xếp hạng thuộc về từng máy chủ: hãy dùng lệnh này trong một máy chủ.
# $period: what the member typed.
lb-unknown-period = Mình không hiểu khoảng thời gian “{ $period }”. Hãy chọn trong danh sách: mọi thời điểm, tháng này hoặc tuần này.
lb-no-games = Chưa ai chơi xong ván { $game } nào ở máy chủ này{ $period ->
        [month] {" "}trong tháng này
        [week] {" "}trong tuần này
       *[all] {""}
    }. Hãy mở bàn bằng /bàn mở và làm người đầu tiên nhé!
# $what: lb-a-game or lb-a-game-of.
lb-you-no-games = Bạn chưa chơi xong { $what } ở máy chủ này. Thống kê của bạn sẽ hiện ra sau trận đầu tiên bạn chơi xong.
# $name: the member's name.
lb-member-no-games = { $name } chưa chơi xong { $what } ở máy chủ này. Thống kê sẽ hiện ra sau trận đầu tiên họ chơi xong.
lb-a-game = ván nào
lb-a-game-of = ván { $game } nào
lb-no-history = Chưa có trận nào kết thúc ở máy chủ này. Hãy mở bàn bằng /bàn mở để chơi trận đầu tiên nhé!
# A computer seat in the history.
lb-computer = 🤖 máy

## The board
lb-board-title = 🏆 { $game } — { $period ->
        [month] tháng này
        [week] tuần này
       *[all] mọi thời điểm
    }
# A rating as shown (bold); provisional: fewer than a few games played.
lb-rating = **{ $rating }**
lb-rating-provisional = **{ $rating }** (tạm tính)
# One member's row. $rank: their place; $rating: lb-rating; $percent: wins in per cent.
lb-board-line = `#{ $rank }` { $member } — { $rating } · { $games } ván · thắng { $wins } ({ $percent }%)
lb-board-line-you = `#{ $rank }` { $member } — { $rating } · { $games } ván · thắng { $wins } ({ $percent }%) ← bạn
lb-your-place = Vị trí của bạn
# $meaning: lb-meaning-all or lb-meaning-period.
lb-footer = Trang { $page }/{ $pages } · { $players } người chơi · { $meaning }
# What the rating means, in one plain sentence. $start: where everyone starts; $games: how
# many games a rating is provisional for.
lb-meaning-all = Điểm xếp hạng ước lượng trình độ: ai cũng bắt đầu từ { $start }, thắng người mạnh được cộng nhiều nhất, và điểm chỉ là tạm tính trong { $games } ván đầu.
lb-meaning-period = xếp theo điểm xếp hạng mọi thời điểm; số ván và số trận thắng tính trong { $period ->
        [month] tháng này
       *[week] tuần này
    }

## A member's stats
lb-stats-title = 📊 Thống kê
lb-stats-who = { $member } ở máy chủ này
# $rank of $players: the member's place on the board; $streak: lb-streak-*; $best: the
# longest run of wins.
lb-stats-game = Điểm { $rating } (hạng #{ $rank }/{ $players })
    { $games } ván · thắng { $wins } ({ $percent }%)
    Chuỗi hiện tại: { $streak } · dài nhất: thắng { $best } trận liền
lb-streak-wins = thắng { $count } trận liền
lb-streak-losses = thua { $count } trận liền
lb-streak-none = không có
lb-recent-title = Kết quả gần đây
# $change: how the rating moved ("+72"; "none" when unknown); $when: a time Discord shows
# in the reader's own way; $place of $sides: where the member finished.
lb-recent-draw = 🤝 { $game } — hòa{ $change ->
        [none] {""}
       *[other] {" · "}{ $change }
    } · { $when }
lb-recent-won = ✅ { $game } — hạng { $place }/{ $sides }{ $change ->
        [none] {""}
       *[other] {" · "}{ $change }
    } · { $when }
lb-recent-lost = ❌ { $game } — hạng { $place }/{ $sides }{ $change ->
        [none] {""}
       *[other] {" · "}{ $change }
    } · { $when }

## History
lb-history-title = 🕘 Các trận gần đây
lb-history-title-game = 🕘 Các trận gần đây — { $game }
# $when: the date (Discord shows it in the reader's own way); $minutes: how long it took
# (0: not known); $sides: the sides and scores, best first; $draw and $rated: true or false.
lb-history-line = { $when } **{ $game }**{ $minutes ->
        [0] {""}
       *[other] {" · "}{ $minutes } phút
    } — { $sides }{ $draw ->
        [true] {" · "}hòa
       *[other] {""}
    }{ $rated ->
        [false] {" · "}không tính điểm
       *[other] {""}
    }
