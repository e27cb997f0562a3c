# The table picture on Discord (cogs/pictures.py).

# What a screen reader says for the picture; the text above it says all it shows.
pictures-table-alt = テーブルの画像：プレイされたカード、切り札またはコントラクト、得点。上のテキストにも同じ内容があります。

# The words drawn on the table picture (bot/pictures/adapters.py), in the table's language.
# $game: the game's title (games.ftl); $deal, $stock: numbers.
pictures-title = { $game } · 第{ $deal }ディール
pictures-title-stock = { $game } · 第{ $deal }ディール · 山札{ $stock }
# The contract beside the trumps. $contract: the game's short form (160, 8NT); $name: a seat.
pictures-contract = { $contract }（{ $name }）
pictures-no-trumps = ノートランプ
# A score line. $names: a team's names joined by pictures-pair-join, or one seat's name.
pictures-team = { $names }：{ $score }
pictures-pair-join = {"・"}
# Under a Four Color seat's name: the cards in their hand.
pictures-cards-left = { $n }枚
# The headings the picture draws itself.
pictures-label-trumps = 切り札
pictures-label-last-trick = 前のトリック
pictures-label-discard = 捨て札
pictures-label-scores = 得点
# A seat whose name has no letter the picture's fonts can draw. $n: its number, from 1.
pictures-label-seat = 席{ $n }
