# The table picture on Discord (cogs/pictures.py).

# What a screen reader says for the picture; the text above it says all it shows.
pictures-table-alt = A picture of the table: the cards played, trumps or the contract, and the scores. The text above says the same.
