# Rules pages and a table's settings in words (bot/rules_text, cogs/rules.py).

# $game: what the member typed; $games: the game ids there are rules for.
rules-unknown = Mình không có luật cho “{ $game }”. Hãy chọn một trong: { $games }.
# Above a rules page shown in English because the reader's language has none yet.
# $language: the reader's language, named in that language.
rules-not-translated = Luật này chưa được dịch sang { $language }; đây là bản tiếng Anh.
# One setting: "Rank order: ace ten" ($label: the option's name in words; $value: its value).
rules-setting = { $label }: { $value }
rules-setting-meaning = { $label }: { $value } — { $meaning }
# A value that follows the game's rules text as written.
rules-standard = chuẩn
rules-no-options = Luật chuẩn, không có tùy chọn.
rules-standard-heading = Luật chuẩn (không có luật riêng):
# $rule: one setting (rules-setting).
rules-house-rule = { $rule } (luật riêng)

rules-which-game = Trò nào? Hãy chọn ở tùy chọn trò-chơi, ví dụ /luật trò-chơi:Prefa — hoặc hỏi trong chủ đề của một bàn để xem luật của trò ở bàn đó.
# Headings of a table's settings under a rules page (shown in bold).
rules-house-rules = Luật riêng
rules-no-house-rules = **Luật riêng:** không có — luật chuẩn.
rules-other-settings = Thiết lập khác
rules-settings = Thiết lập
rules-table-settings = Luật của bàn này
rules-table-settings-more = Luật của bàn này (tiếp)
