# Rules pages and a table's settings in words (bot/rules_text, cogs/rules.py).

# $game: what the member typed; $games: the game ids there are rules for.
rules-unknown = 「{ $game }」のルールはありません。次から選んでください：{ $games }。
# Above a rules page shown in English because the reader's language has none yet.
# $language: the reader's language, named in that language.
rules-not-translated = このルールはまだ{ $language }に翻訳されていません。英語版を表示します。
# One setting: "Rank order: ace ten" ($label: the option's name in words; $value: its value).
rules-setting = { $label }：{ $value }
rules-setting-meaning = { $label }：{ $value } — { $meaning }
# A value that follows the game's rules text as written.
rules-standard = 標準
rules-no-options = 標準ルール、オプションなし。
rules-standard-heading = 標準ルール（ハウスルールなし）：
# $rule: one setting (rules-setting).
rules-house-rule = { $rule }（ハウスルール）

rules-which-game = どのゲームですか？ ゲームのオプションで選んでください。例：/ルール ゲーム:プレファ — テーブルのスレッド内で聞けば、そのテーブルのゲームのルールが出ます。
# Headings of a table's settings under a rules page (shown in bold).
rules-house-rules = ハウスルール
rules-no-house-rules = **ハウスルール：**なし — 標準ルール。
rules-other-settings = その他の設定
rules-settings = 設定
rules-table-settings = このテーブルのルール
rules-table-settings-more = このテーブルのルール（続き）
