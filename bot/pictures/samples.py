"""Hand-made scenes, one per game, for ``python -m bot cards`` and the benchmark.

The names are chosen to exercise the picture: Vietnamese, Greek, Chinese,
Japanese and Korean letters, an emoji (dropped), a script no shipped font has
(shown as "…") and a name too long for its plate (clipped).
"""

from __future__ import annotations

from bot.pictures.scene import SeatScene, TableScene

NAMES = ("Nguyễn Thị Hương", "Νίκος", "田中太郎", "Mika 🎉", "김민준",
         "Bartholomew Featherstonehaugh", "محمد", "Łukasz")


def huutopussi() -> TableScene:
    seats = (SeatScene(NAMES[0], "bid 160", dealer=True), SeatScene(NAMES[1], "4 tricks"),
             SeatScene(NAMES[2], to_act=True), SeatScene(NAMES[3], "2 tricks"))
    return TableScene(
        game="huutopussi", seats=seats, title="Huutopussi · deal 3",
        trick=((3, "KH"), (0, "AH"), (1, "6H")), last_trick=((0, "AS"), (1, "10S"),
                                                             (2, "6S"), (3, "JS")),
        last_winner=0, trump="H", contract=f"160 by {NAMES[0]}",
        scores=(f"{NAMES[0]} & {NAMES[2]}: 340", f"{NAMES[1]} & {NAMES[3]}: 215"))


def fifty_six() -> TableScene:
    seats = tuple(SeatScene(name, note) for name, note in zip(
        NAMES[:6], ("bid 32", "", "", "", "", "dealer"), strict=True))
    seats = (*seats[:4], SeatScene(NAMES[4], to_act=True), seats[5])
    return TableScene(
        game="fifty-six", seats=seats, title="Fifty-Six · deal 5", clockwise=False,
        trick=((1, "JD"), (2, "9D"), (3, "AD")),
        last_trick=((0, "JC"), (1, "QC"), (2, "9C"), (3, "10C"), (4, "KC"), (5, "AC")),
        last_winner=0, trump="D", contract=f"Diamonds 32 by {NAMES[0]}",
        scores=("Team 1: 7 game points", "Team 2: 5 game points"))


def prefa() -> TableScene:
    seats = (SeatScene(NAMES[1], "declarer", to_act=True), SeatScene(NAMES[5], "defender"),
             SeatScene(NAMES[7], "defender", dealer=True))
    return TableScene(
        game="prefa", seats=seats, title="Prefa · game 4",
        trick=((1, "10C"), (2, "7C")), last_trick=((0, "AS"), (1, "9S"), (2, "QS")),
        last_winner=0, trump="S", contract="7 in spades",
        scores=(f"{NAMES[1]}: pot 20, −40", f"{NAMES[5]}: pot 20, +25",
                f"{NAMES[7]}: pot 20, +15"))


def four_color() -> TableScene:
    seats = (
        SeatScene(NAMES[2], "1 triple marked", melds=(("RG",), ("GC", "GH", "GN"),
                                                      ("WS", "WS", "WS"))),
        SeatScene(NAMES[0], to_act=True, melds=(("YA", "YA"), ("RS", "YS", "GS", "WS"))),
        SeatScene(NAMES[4], dealer=True, melds=(("JK",), ("WG", "WA", "WE"))),
        SeatScene(NAMES[6], melds=(("RC", "RH", "RN"), ("GE", "GE", "GE"), ("YG",),
                                   ("WH", "WH"), ("RS", "GS", "WS"), ("YC", "YH", "YN"))),
    )
    return TableScene(
        game="four-color", seats=seats, title="Four Color · deal 2 · stock 17",
        discard=(0, "RC"), scores=(f"{NAMES[2]}: +12", f"{NAMES[0]}: −4",
                                   f"{NAMES[4]}: −4", f"{NAMES[6]}: −4"))


SAMPLES = {"huutopussi": huutopussi, "fifty-six": fifty_six, "prefa": prefa,
           "four-color": four_color}
