# What every game says through the shared engine (bot/engine/game.py).

engine-match-over = Tämä ottelu on päättynyt. Aloita uusi, jos haluat pelata lisää.
# $waiting: the seats that may act now, as a list ("Ann or Ben").
engine-not-your-turn = Nyt ei ole sinun vuorosi — odotetaan: { $waiting }.
