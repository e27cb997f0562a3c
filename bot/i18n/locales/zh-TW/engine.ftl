# What every game says through the shared engine (bot/engine/game.py).

engine-match-over = 這場比賽已經結束。開一場新的就能再玩。
# $waiting: the seats that may act now, as a list ("Ann or Ben").
engine-not-your-turn = 還沒輪到你 — 正在等 { $waiting }。
