# Rules pages and a table's settings in words (bot/rules_text, cogs/rules.py).

# $game: what the member typed; $games: the game ids there are rules for.
rules-unknown = Minulla ei ole sääntöjä peliin ”{ $game }”. Valitse jokin näistä: { $games }.
# Above a rules page shown in English because the reader's language has none yet.
# $language: the reader's language, named in that language.
rules-not-translated = Näitä sääntöjä ei ole vielä käännetty (kieli: { $language }), joten tässä ne ovat englanniksi.
# One setting: "Rank order: ace ten" ($label: the option's name in words; $value: its value).
rules-setting = { $label }: { $value }
rules-setting-meaning = { $label }: { $value } — { $meaning }
# A value that follows the game's rules text as written.
rules-standard = vakio
rules-no-options = Vakiosäännöt, ei lisävalintoja.
rules-standard-heading = Vakiosäännöt (ei kotisääntöjä):
# $rule: one setting (rules-setting).
rules-house-rule = { $rule } (kotisääntö)

rules-which-game = Mikä peli? Valitse se peli-valinnasta, esim. /säännöt peli:Prefa — tai kysy pöydän ketjussa, niin saat sen pöydän pelin säännöt.
# Headings of a table's settings under a rules page (shown in bold).
rules-house-rules = Kotisäännöt
rules-no-house-rules = **Kotisäännöt:** ei yhtään — vakiosäännöt.
rules-other-settings = Muut asetukset
rules-settings = Asetukset
rules-table-settings = Tämän pöydän säännöt
rules-table-settings-more = Tämän pöydän säännöt (jatkuu)
