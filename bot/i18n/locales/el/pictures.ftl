# The table picture on Discord (cogs/pictures.py).

# What a screen reader says for the picture; the text above it says all it shows.
pictures-table-alt = Εικόνα του τραπεζιού: τα φύλλα που παίχτηκαν, τα ατού ή το συμβόλαιο, και το σκορ. Το κείμενο από πάνω λέει τα ίδια.

# The words drawn on the table picture (bot/pictures/adapters.py), in the table's language.
# $game: the game's title (games.ftl); $deal, $stock: numbers.
pictures-title = { $game } · μοιρασιά { $deal }
pictures-title-stock = { $game } · μοιρασιά { $deal } · τράπουλα { $stock }
# The contract beside the trumps. $contract: the game's short form (160, 8NT); $name: a seat.
pictures-contract = { $contract } ({ $name })
pictures-no-trumps = χωρίς ατού
# A score line. $names: a team's names joined by pictures-pair-join, or one seat's name.
pictures-team = { $names }: { $score }
pictures-pair-join = {" & "}
# Under a Four Color seat's name: the cards in their hand.
pictures-cards-left = { $n ->
        [one] { $n } φύλλο
       *[other] { $n } φύλλα
    }
# The headings the picture draws itself.
pictures-label-trumps = Ατού
pictures-label-last-trick = Τελευταία μπάζα
pictures-label-discard = Πεταμένο
pictures-label-scores = Σκορ
# A seat whose name has no letter the picture's fonts can draw. $n: its number, from 1.
pictures-label-seat = Θέση { $n }
