# Rules pages and a table's settings in words (bot/rules_text, cogs/rules.py).

# $game: what the member typed; $games: the game ids there are rules for.
rules-unknown = 我没有“{ $game }”的规则。请从这些里选一个：{ $games }。
# Above a rules page shown in English because the reader's language has none yet.
# $language: the reader's language, named in that language.
rules-not-translated = 这份规则还没有翻译成{ $language }，下面是英文版。
# One setting: "Rank order: ace ten" ($label: the option's name in words; $value: its value).
rules-setting = { $label }：{ $value }
rules-setting-meaning = { $label }：{ $value } — { $meaning }
# A value that follows the game's rules text as written.
rules-standard = 标准
rules-no-options = 标准规则，没有额外选项。
rules-standard-heading = 标准规则（无房规）：
# $rule: one setting (rules-setting).
rules-house-rule = { $rule }（房规）

rules-which-game = 哪个游戏？请在“游戏”选项里选一个，例如 /规则 游戏:Prefa — 或者在牌桌的子区里问，就会得到那桌的游戏。
# Headings of a table's settings under a rules page (shown in bold).
rules-house-rules = 房规
rules-no-house-rules = **房规：**无 — 标准规则。
rules-other-settings = 其他设置
rules-settings = 设置
rules-table-settings = 本桌规则
rules-table-settings-more = 本桌规则（续）
