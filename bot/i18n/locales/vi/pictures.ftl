# The table picture on Discord (cogs/pictures.py).

# What a screen reader says for the picture; the text above it says all it shows.
pictures-table-alt = Hình bàn chơi: các lá đã đánh, chất chủ hoặc hợp đồng, và điểm số. Phần chữ phía trên cũng nói đúng như vậy.

# The words drawn on the table picture (bot/pictures/adapters.py), in the table's language.
# $game: the game's title (games.ftl); $deal, $stock: numbers.
pictures-title = { $game } · ván { $deal }
pictures-title-stock = { $game } · ván { $deal } · nọc { $stock }
# The contract beside the trumps. $contract: the game's short form (160, 8NT); $name: a seat.
pictures-contract = { $contract } ({ $name })
pictures-no-trumps = không chủ
# A score line. $names: a team's names joined by pictures-pair-join, or one seat's name.
pictures-team = { $names }: { $score }
pictures-pair-join = {" & "}
# Under a Four Color seat's name: the cards in their hand.
pictures-cards-left = { $n } lá
# The headings the picture draws itself.
pictures-label-trumps = Chủ
pictures-label-last-trick = Nước vừa rồi
pictures-label-discard = Bài đánh ra
pictures-label-scores = Điểm
# A seat whose name has no letter the picture's fonts can draw. $n: its number, from 1.
pictures-label-seat = Ghế { $n }
