# What every game says through the shared engine (bot/engine/game.py).

engine-match-over = This match is over. Start a new one to play again.
# $waiting: the seats that may act now, as a list ("Ann or Ben").
engine-not-your-turn = It is not your turn — waiting for { $waiting }.
