# What every game says through the shared engine (bot/engine/game.py).

engine-match-over = 这场比赛已经结束了。开一场新的就能接着玩。
# $waiting: the seats that may act now, as a list ("Ann or Ben").
engine-not-your-turn = 还没轮到你 — 正在等 { $waiting }。
