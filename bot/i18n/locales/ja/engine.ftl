# What every game says through the shared engine (bot/engine/game.py).

engine-match-over = このマッチは終了しました。また遊ぶには新しいマッチを始めてください。
# $waiting: the seats that may act now, as a list ("Ann or Ben").
engine-not-your-turn = まだあなたの番ではありません — { $waiting }を待っています。
