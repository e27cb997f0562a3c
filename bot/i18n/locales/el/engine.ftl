# What every game says through the shared engine (bot/engine/game.py).

engine-match-over = Αυτή η παρτίδα τελείωσε. Ξεκίνα καινούργια για να ξαναπαίξεις.
# $waiting: the seats that may act now, as a list ("Ann or Ben").
engine-not-your-turn = Δεν είναι η σειρά σου — περιμένουμε: { $waiting }.
