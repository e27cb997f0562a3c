# The table picture on Discord (cogs/pictures.py).

# What a screen reader says for the picture; the text above it says all it shows.
pictures-table-alt = 牌桌的圖片：出過的牌、王牌或合約，以及分數。上方的文字也有相同內容。

# The words drawn on the table picture (bot/pictures/adapters.py), in the table's language.
# $game: the game's title (games.ftl); $deal, $stock: numbers.
pictures-title = { $game } · 第 { $deal } 局
pictures-title-stock = { $game } · 第 { $deal } 局 · 牌堆 { $stock }
# The contract beside the trumps. $contract: the game's short form (160, 8NT); $name: a seat.
pictures-contract = { $contract }（{ $name }）
pictures-no-trumps = 無王
# A score line. $names: a team's names joined by pictures-pair-join, or one seat's name.
pictures-team = { $names }：{ $score }
pictures-pair-join = {"、"}
# Under a Four Color seat's name: the cards in their hand.
pictures-cards-left = { $n } 張
# The headings the picture draws itself.
pictures-label-trumps = 王牌
pictures-label-last-trick = 上一墩
pictures-label-discard = 棄牌
pictures-label-scores = 分數
# A seat whose name has no letter the picture's fonts can draw. $n: its number, from 1.
pictures-label-seat = 座位 { $n }
