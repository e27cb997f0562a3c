# The table picture on Discord (cogs/pictures.py).

# What a screen reader says for the picture; the text above it says all it shows.
pictures-table-alt = A picture of the table: the cards played, trumps or the contract, and the scores. The text above says the same.

# The words drawn on the table picture (bot/pictures/adapters.py), in the table's language.
# $game: the game's title (games.ftl); $deal, $stock: numbers.
pictures-title = { $game } · deal { $deal }
pictures-title-stock = { $game } · deal { $deal } · stock { $stock }
# The contract beside the trumps. $contract: the game's short form (160, 8NT); $name: a seat.
pictures-contract = { $contract } by { $name }
pictures-no-trumps = no trumps
# A score line. $names: a team's names joined by pictures-pair-join, or one seat's name.
pictures-team = { $names }: { $score }
pictures-pair-join = {" & "}
# Under a Four Color seat's name: the cards in their hand.
pictures-cards-left = { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
# The headings the picture draws itself.
pictures-label-trumps = Trumps
pictures-label-last-trick = Last trick
pictures-label-discard = Discard
pictures-label-scores = Scores
# A seat whose name has no letter the picture's fonts can draw. $n: its number, from 1.
pictures-label-seat = Seat { $n }
