# The table picture on Discord (cogs/pictures.py).

# What a screen reader says for the picture; the text above it says all it shows.
pictures-table-alt = Kuva pöydästä: pelatut kortit, valtti tai sopimus sekä pisteet. Yllä oleva teksti kertoo saman.

# The words drawn on the table picture (bot/pictures/adapters.py), in the table's language.
# $game: the game's title (games.ftl); $deal, $stock: numbers.
pictures-title = { $game } · jako { $deal }
pictures-title-stock = { $game } · jako { $deal } · pakassa { $stock }
# The contract beside the trumps. $contract: the game's short form (160, 8NT); $name: a seat.
pictures-contract = { $contract } ({ $name })
pictures-no-trumps = ei valttia
# A score line. $names: a team's names joined by pictures-pair-join, or one seat's name.
pictures-team = { $names }: { $score }
pictures-pair-join = {" & "}
# Under a Four Color seat's name: the cards in their hand.
pictures-cards-left = { $n ->
        [one] { $n } kortti
       *[other] { $n } korttia
    }
# The headings the picture draws itself.
pictures-label-trumps = Valtti
pictures-label-last-trick = Edellinen tikki
pictures-label-discard = Poisheitetty
pictures-label-scores = Pisteet
# A seat whose name has no letter the picture's fonts can draw. $n: its number, from 1.
pictures-label-seat = Paikka { $n }
