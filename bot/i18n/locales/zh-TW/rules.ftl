# Rules pages and a table's settings in words (bot/rules_text, cogs/rules.py).

# $game: what the member typed; $games: the game ids there are rules for.
rules-unknown = 我沒有「{ $game }」的規則。請從這些裡選一個：{ $games }。
# Above a rules page shown in English because the reader's language has none yet.
# $language: the reader's language, named in that language.
rules-not-translated = 這份規則還沒有翻譯成{ $language }，以下是英文版。
# One setting: "Rank order: ace ten" ($label: the option's name in words; $value: its value).
rules-setting = { $label }：{ $value }
rules-setting-meaning = { $label }：{ $value } — { $meaning }
# A value that follows the game's rules text as written.
rules-standard = 標準
rules-no-options = 標準規則，沒有額外選項。
rules-standard-heading = 標準規則（無自訂規則）：
# $rule: one setting (rules-setting).
rules-house-rule = { $rule }（自訂規則）

rules-which-game = 哪個遊戲？請在「遊戲」選項中選一個，例如 /規則 遊戲:Prefa — 或在牌桌的討論串裡詢問，就會得到該牌桌的遊戲。
# Headings of a table's settings under a rules page (shown in bold).
rules-house-rules = 自訂規則
rules-no-house-rules = **自訂規則：**無 — 標準規則。
rules-other-settings = 其他設定
rules-settings = 設定
rules-table-settings = 這張牌桌的規則
rules-table-settings-more = 這張牌桌的規則（續）
