# Slash commands as Discord shows them (cogs/translate.py): names, descriptions, options and
# fixed choices, by their place in the command tree. Names: lowercase, one word, at most 32
# characters (letters, digits, - and _). Descriptions: at most 100 characters.

cmd-leaderboard-name = tulostaulu
cmd-leaderboard-desc = Pelin parhaat pelaajat tällä palvelimella
cmd-leaderboard-game-name = peli
cmd-leaderboard-game-desc = mikä peli (oletus: täällä eniten pelattu)
cmd-leaderboard-period-name = aikaväli
cmd-leaderboard-period-desc = koko aika, tämä kuukausi tai tämä viikko

cmd-stats-name = tilastot
cmd-stats-desc = Jäsenen luokitukset ja tulokset tällä palvelimella
cmd-stats-member-name = jäsen
cmd-stats-member-desc = kenen tilastot (oletus: omasi)
cmd-stats-game-name = peli
cmd-stats-game-desc = vain tämä peli

cmd-history-name = historia
cmd-history-desc = Tämän palvelimen viimeisimmät ottelut
cmd-history-game-name = peli
cmd-history-game-desc = vain tämä peli

cmd-hand-name = käsi
cmd-hand-desc = Katso korttisi ja mitä voit tehdä (näkyy vain sinulle)

cmd-bid-name = huuda
cmd-bid-desc = Huuda, passaa, kahdenna tai vastakahdenna pöydässäsi
cmd-bid-bid-name = huuto
cmd-bid-bid-desc = huutosi: valitse listalta tai kirjoita esim. 60 tai pass

cmd-play-name = pelaa
cmd-play-desc = Pelaa kortti pöydässäsi
cmd-play-card-name = kortti
cmd-play-card-desc = kortti, esim. 10S, AH tai Q♦

cmd-declare-name = ilmoita
cmd-declare-desc = Ilmoita tai vastaa (mariaasi, valtti, kortin vaatiminen, passi …)
cmd-declare-what-name = mitä
cmd-declare-what-desc = mitä ilmoitat: valitse listalta

cmd-act-name = toimi
cmd-act-desc = Mikä tahansa siirto, jonka peli nyt sallii
cmd-act-action-name = siirto
cmd-act-action-desc = valitse listalta

cmd-rules-name = säännöt
cmd-rules-desc = Näin peliä pelataan, muutamalla sivulla
cmd-rules-game-name = peli
cmd-rules-game-desc = mikä peli (pöydän ketjussa: sen pöydän peli)

cmd-table-name = pöytä
cmd-table-desc = Avaa korttipöytä, liity siihen ja pyöritä sitä
cmd-table-open-name = avaa
cmd-table-open-desc = Avaa korttipelin pöytä tälle kanavalle
cmd-table-open-game-name = peli
cmd-table-open-game-desc = mikä peli
cmd-table-open-seats-name = pelaajia
cmd-table-open-seats-desc = montako pelaajaa (jos peliä voi pelata eri määrällä)
cmd-table-open-options-name = asetukset
cmd-table-open-options-desc = sääntövalinnat muodossa nimi=arvo pilkuin eroteltuina (valitse listalta)
cmd-table-open-computers-name = tietokoneet
cmd-table-open-computers-desc = montako tietokonepelaajaa istuu heti pöytään
cmd-table-open-difficulty-name = taso
cmd-table-open-difficulty-desc = kuinka hyvin tietokonepelaajat pelaavat (oletus: helppo)
cmd-table-open-language-name = kieli
cmd-table-open-language-desc = pöydän kieli (oletus: palvelimen kieli)
cmd-table-join-name = liity
cmd-table-join-desc = Istu tämän kanavan pöytään
cmd-table-leave-name = poistu
cmd-table-leave-desc = Poistu tämän kanavan pöydästä
cmd-table-add-computer-name = lisää-tietokone
cmd-table-add-computer-desc = Istuta tietokonepelaaja pöytään
cmd-table-add-computer-difficulty-name = taso
cmd-table-add-computer-difficulty-desc = kuinka hyvin se pelaa (oletus: pöydän taso)
cmd-table-remove-computer-name = poista-tietokone
cmd-table-remove-computer-desc = Poista tietokonepelaaja (vain isäntä)
cmd-table-remove-computer-seat-name = paikka
cmd-table-remove-computer-seat-desc = tietokoneen paikan numero (oletus: viimeisin tietokone)
cmd-table-start-name = aloita
cmd-table-start-desc = Jaa ensimmäinen käsi (vain isäntä)
cmd-table-end-name = lopeta
cmd-table-end-desc = Lopeta pöytä (isäntä) tai äänestä sen lopettamisesta
cmd-table-status-name = tila
cmd-table-status-desc = Näytä tämän kanavan pöytä

# Fixed choices of options, by value. (A game's title is game-<id>-title in games.ftl.)
cmd-choice-all = Koko aika
cmd-choice-month = Tämä kuukausi
cmd-choice-week = Tämä viikko
cmd-choice-easy = Helppo — pelaa järkevästi
cmd-choice-hard = Vaikea — ajattelee eteenpäin (hitaampi)
cmd-choice-random = Satunnainen — mikä tahansa sallittu siirto
# The table's language: each by its own name, then in the reader's language.
cmd-choice-en = English — englanti
cmd-choice-fi = Suomi
cmd-choice-el = Ελληνικά — kreikka
cmd-choice-vi = Tiếng Việt — vietnam
cmd-choice-zh-tw = 繁體中文 — kiina (Taiwan)
cmd-choice-zh-cn = 简体中文 — kiina (Kiina)
cmd-choice-ja = 日本語 — japani
