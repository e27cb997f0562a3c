# The table service (bot/tables.py): lobby news on the table message, refusals shown to
# one player, and why a table closed. $name, $host: a person's name or a computer's
# (shown as they are); $game: a game's title (games.ftl). "/table open" and the like are
# slash commands: write them as Discord shows them in your language.

# A computer player's name, stored with the seat and shown to everyone.
table-computer-name = Tietokone { $number }

## What happens at the table (public)
table-opened = { $name } avasi pöydän.
table-joined = { $name } liittyy pöytään.
table-left = { $name } poistuu pöydästä.
table-left-new-host = { $name } poistuu pöydästä. { $host } on nyt isäntä.
table-left-playing = { $name } poistui; tietokone pelaa hänen puolestaan, kunnes hän palaa.
table-sits-down = { $name } istuu pöytään.
table-begins = { $game } alkaa.
table-back = { $name } palasi ja pelaa taas.
table-timed-out = { $name } ei ehtinyt ajoissa; tietokone pelaa hänen puolestaan, kunnes hän tekee taas siirron.
# $votes: votes so far; $needed: votes needed to end it.
table-vote = { $name } äänestää pöydän lopettamisesta: ääniä { $votes }/{ $needed }.

## Why a table closed (public)
table-everyone-left = Kaikki poistuivat, joten pöytä suljettiin.
table-host-ended = { $host } (isäntä) lopetti pöydän.
# $votes: who voted to end; $players: the people at the table.
table-voted-end = Pelaajat äänestivät pöydän lopettamisesta ({ $votes }/{ $players }).
# Stands for the host where their name is not known.
table-the-host = isäntä

## Refusals (only the one who asked sees them)
table-none-here = Tällä kanavalla ei ole pöytää. Avaa sellainen komennolla /pöytä avaa.
table-closed = Tuo pöytä on suljettu. Avaa uusi komennolla /pöytä avaa.
# $table: the table's number; $game: its game's title.
table-set-aside = Täällä ollutta pöytää (pöytä { $table }, { $game }) ei voitu palauttaa uudelleenkäynnistyksen jälkeen, joten siirsin sen syrjään. Avaa uusi komennolla /pöytä avaa.
# Stands for the game of a set-aside table whose game is not known.
table-a-game = peli
# $game: what was asked for; $games: the games there are.
table-unknown-game = Peliä ”{ $game }” ei ole. Valitse jokin näistä: { $games }.
# $counts: the numbers of players the game allows ("3 or 4"); $count: the number asked for.
table-seat-count = Peliä { $game } pelaa { $counts } pelaajaa, ei { $count }.
table-exists = Tällä kanavalla on jo pöytä ({ $game }). Liity siihen tai lopeta se komennolla /pöytä lopeta ennen kuin avaat uuden.
table-exists-here = Tällä kanavalla on jo pöytä. Liity siihen tai lopeta se komennolla /pöytä lopeta ennen kuin avaat uuden.
table-thread-taken = Tuossa ketjussa on jo pöytä.
table-limit = Tällä palvelimella on jo { $count ->
        [one] { $count } avoin pöytä
       *[other] { $count } avointa pöytää
    }. Pelaa tai lopeta jokin ensin.
# $level: what was asked for; $levels: the computer levels there are.
table-no-such-computer = Tietokonetasoa ”{ $level }” ei ole. Valitse jokin näistä: { $levels }.
table-already-seated = Istut jo tässä pöydässä.
# $seats: how many seats the table has.
table-full = Tämä pöytä on täynnä ({ $seats }/{ $seats } paikkaa).
table-full-wait = Tämä pöytä on täynnä ({ $seats }/{ $seats } paikkaa). Odota seuraavaa peliä tai avaa pöytä toisella kanavalla.
table-host-only-remove = Vain isäntä ({ $host }) voi poistaa tietokonepelaajan.
table-host-only-start = Vain isäntä ({ $host }) voi aloittaa pelin.
table-no-computer = Pöydässä ei ole tietokonetta, jonka voisi poistaa.
# $seat: the seat asked for; $seats: the computers' seat numbers; $count: how many.
table-not-a-computer = Paikalla { $seat } ei istu tietokone. Tietokoneet istuvat { $count ->
        [one] paikalla
       *[other] paikoilla
    } { $seats }.
# $counts: the numbers of players allowed ("3 or 4"); $seated: how many are seated.
table-need-players = { $game } tarvitsee { $counts } pelaajaa; nyt paikalla on { $seated }. Lisää tietokone tai odota, että joku liittyy.
table-not-started = Peli ei ole vielä alkanut. Isäntä aloittaa sen komennolla /pöytä aloita.
table-already-started = Peli on jo alkanut. Odota seuraavaa tai avaa pöytä toisella kanavalla.
table-stale = Tuo koski pelin aiempaa vaihetta; tässä on pöytä sellaisena kuin se nyt on.
table-not-seated = Et istu tässä pöydässä. Voit liittyä seuraavaan peliin tai avata pöydän toisella kanavalla.
table-not-seated-lobby = Et istu tässä pöydässä. Liity ensin Liity-painikkeella.
# $typed: what the player wrote.
table-not-a-card = ”{ $typed }” ei ole kortti. Kirjoita se näin: 10S, AH tai Q♦.

## Rule options at /table open ($name: the option as typed, e.g. rank_order)
# $names: the game's options; $count: how many.
table-no-such-option = Pelissä { $game } ei ole valintaa ”{ $name }”. Sen valinnat: { $count ->
        [0] ei yhtään
       *[other] { $names }
    }.
# $why: the game's own words for why the options clash.
table-options-clash = Nuo valinnat eivät sovi yhteen: { $why }. Muuta jotakin niistä.
# $value: what was given; $rule: what the option takes (options.ftl).
table-option-not-allowed = ”{ $value }” ei käy valinnan { $name } arvoksi: sallittu on { $rule }.
