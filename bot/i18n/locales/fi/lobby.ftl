# /table commands and the lobby buttons (cogs/tables.py, cogs/placement.py): answers only
# the member who asked sees, and the table's thread name. $table: a table's number;
# $game: a game's title (games.ftl).

# The thread a table lives in (in the table's language).
lobby-thread-name = { $game } — pöytä { $table }
# $thread: a link to the table's thread.
lobby-open-in-thread = Pöytä { $table } ({ $game }) on auki ketjussa { $thread }. Kutsu pelaajia painamaan Liity.
lobby-open-here = Pöytä { $table } ({ $game }) on auki täällä. Kutsu pelaajia painamaan Liity.
# $place is "thread" or "channel".
lobby-exists = { $place ->
        [thread] Tässä ketjussa
       *[channel] Tällä kanavalla
    } on jo pöytä ({ $game }, pöytä { $table }). Liity siihen tai lopeta se komennolla /pöytä lopeta ennen kuin avaat uuden.
# $language: what was given; $languages: the language codes there are.
lobby-no-such-language = Kieltä ”{ $language }” ei ole. Valitse jokin näistä: { $languages }.
lobby-options-too-long = Tuo on paljon pidempi kuin minkään pelin asetukset. Valitse ne listalta kirjoittaessasi, esim. target=300.
# $typed: what the member wrote.
lobby-options-unreadable = Kirjoita asetukset muodossa nimi=arvo pilkuin eroteltuina — ei näin: ”{ $typed }”.
# Autocomplete of rule options. $name: an option (as typed); $rule: what it takes
# (options.ftl); $default: its default value.
lobby-option-rule = { $name } = { $rule } (oletus { $default })
# $pair: "name=value" as typed; $note: what the value means, or that it is the default.
lobby-option-choice = { $pair } — { $note }
lobby-option-default = oletus
lobby-you-joined = Liityit pöytään { $table }.
lobby-you-joined-game = Liityit pöytään { $table } ({ $game }).
lobby-you-left = Poistuit pöydästä { $table }.
lobby-you-left-playing = Poistuit; tietokone pelaa paikallasi, kunnes palaat komennolla /käsi.
# $level: easy, hard or random.
lobby-computer-level-sits-down = Tietokonepelaaja ({ $level ->
        [easy] helppo
        [hard] vaikea
        [random] satunnainen
       *[other] { $level }
    }) istuu pöytään.
lobby-computer-sits-down = Tietokonepelaaja istuu pöytään.
lobby-computer-leaves = Tietokonepelaaja poistuu pöydästä.
# Stands for a computer whose name is not known.
lobby-the-computer = Tietokonepelaaja
lobby-begins-hand = { $game } alkaa. Paina Omat kortit (tai käytä komentoa /käsi), niin näet korttisi.
lobby-game-begins = Peli alkaa. Paina Omat kortit, niin näet korttisi.
