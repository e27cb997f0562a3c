# What every game says through the shared engine (bot/engine/game.py).

engine-match-over = Trận này đã kết thúc. Hãy bắt đầu trận mới để chơi tiếp.
# $waiting: the seats that may act now, as a list ("Ann or Ben").
engine-not-your-turn = Chưa đến lượt bạn — đang chờ { $waiting }.
