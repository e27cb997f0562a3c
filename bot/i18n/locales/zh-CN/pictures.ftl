# The table picture on Discord (cogs/pictures.py).

# What a screen reader says for the picture; the text above it says all it shows.
pictures-table-alt = 牌桌图片：已出的牌、将牌或定约，以及比分。上方的文字内容相同。

# The words drawn on the table picture (bot/pictures/adapters.py), in the table's language.
# $game: the game's title (games.ftl); $deal, $stock: numbers.
pictures-title = { $game } · 第 { $deal } 局
pictures-title-stock = { $game } · 第 { $deal } 局 · 牌堆 { $stock }
# The contract beside the trumps. $contract: the game's short form (160, 8NT); $name: a seat.
pictures-contract = { $contract }（{ $name }）
pictures-no-trumps = 无将
# A score line. $names: a team's names joined by pictures-pair-join, or one seat's name.
pictures-team = { $names }：{ $score }
pictures-pair-join = {"、"}
# Under a Four Color seat's name: the cards in their hand.
pictures-cards-left = { $n } 张
# The headings the picture draws itself.
pictures-label-trumps = 将牌
pictures-label-last-trick = 上一墩
pictures-label-discard = 弃牌
pictures-label-scores = 比分
# A seat whose name has no letter the picture's fonts can draw. $n: its number, from 1.
pictures-label-seat = { $n } 号位
