# The games as hosts show them (bot/game_words.py): titles, summaries, and each rule
# option — what it is for, its name as words, its values as words, and what a value
# does at the table. The English here equals the games' own definitions (a test
# checks); option names and values are typed in English (rank_order=ace_ten) whatever
# the language, so only these words are translated.

## Fifty-Six
game-fifty-six-title = Fifty-Six
game-fifty-six-summary = Kaksi joukkuetta huutaa 28–56 valtilla tai sangina, kahdentaa ja vastakahdentaa ja kerää sitten tikeillä korttipisteitä; ensimmäinen joukkue 12 pelipisteeseen voittaa.

option-fifty-six-direction = ccw: peli kulkee oikealle (oletus); cw: vasemmalle
option-fifty-six-direction-label = Suunta
option-fifty-six-direction-is-ccw = vastapäivään
option-fifty-six-direction-is-cw = myötäpäivään
option-fifty-six-direction-means-ccw = peli kulkee vastapäivään
option-fifty-six-direction-means-cw = peli kulkee myötäpäivään

option-fifty-six-deck-4p = 4 pelaajaa: 48 korttia, 12 kullekin (oletus), tai 32 ilman kuninkaita ja rouvia, 8 kullekin
option-fifty-six-deck-4p-label = Pakka, 4 pelaajaa
option-fifty-six-deck-4p-means = 4 pelaajaa: 48 korttia, 12 kullekin, tai 32 ilman kuninkaita ja rouvia, 8 kullekin

option-fifty-six-deck-8p = 8 pelaajaa: 64 korttia kasien ja seiskojen kanssa (oletus), tai 48 korttia, 6 kullekin
option-fifty-six-deck-8p-label = Pakka, 8 pelaajaa
option-fifty-six-deck-8p-means = 8 pelaajaa: 64 korttia kasien ja seiskojen kanssa, tai 48 korttia, 6 kullekin

option-fifty-six-score-table = pelipistetaulukko: seed, nair tai 56cards
option-fifty-six-score-table-label = Pistetaulukko
option-fifty-six-score-table-is-seed = perus
option-fifty-six-score-table-is-nair = Nair
option-fifty-six-score-table-is-56cards = 56cards

option-fifty-six-double-scoring = kahdennus/vastakahdennus: x2/x4 (oletus) tai +1/+2 pelipistettä
option-fifty-six-double-scoring-label = Kahdennusten pisteet
option-fifty-six-double-scoring-is-multiply = kertoimena
option-fifty-six-double-scoring-is-add = lisänä
option-fifty-six-double-scoring-means = kahdennus/vastakahdennus: x2/x4 tai +1/+2 pelipistettä
option-fifty-six-double-scoring-means-add = kahdennus lisää 1 pelipisteen, vastakahdennus 2

option-fifty-six-redouble-ends-auction = vastakahdennus päättää huutokierroksen (oletus); false: huutaminen jatkuu
option-fifty-six-redouble-ends-auction-label = Vastakahdennus päättää huudot
option-fifty-six-redouble-ends-auction-means-false = huutaminen voi jatkua vastakahdennuksen jälkeen

option-fifty-six-redouble-timing = vastakahdennus omalla vuorolla (oletus) tai milloin tahansa vuoron ulkopuolella
option-fifty-six-redouble-timing-label = Vastakahdennuksen hetki
option-fifty-six-redouble-timing-is-in-turn = omalla vuorolla
option-fifty-six-redouble-timing-is-any-time = milloin tahansa
option-fifty-six-redouble-timing-means = vastakahdennus omalla vuorolla tai milloin tahansa vuoron ulkopuolella

option-fifty-six-all-pass = kun kaikki passaavat: jakajan vastustajat pelaavat 28 SA (oletus); first_bidder_forced: ensimmäisen huutajan on silloin huudettava; mandatory_opening: ensimmäinen huutaja ei saa passata ensimmäisellä vuorollaan
option-fifty-six-all-pass-label = Kaikki passaavat
option-fifty-six-all-pass-is-forced-28-nt = pakotettu 28 SA
option-fifty-six-all-pass-is-first-bidder-forced = ensimmäinen huutaja pakotettu
option-fifty-six-all-pass-is-mandatory-opening = pakollinen avaus
option-fifty-six-all-pass-means-first-bidder-forced = ensimmäisen huutajan on silloin huudettava
option-fifty-six-all-pass-means-mandatory-opening = ensimmäinen huutaja ei saa passata

option-fifty-six-redeal = ei koskaan uutta jakoa (oletus); no_points: kun kädessä ei ole J:tä, 9:ää, A:ta eikä 10:tä; weak_hand: kun käsi on enintään 2 pisteen arvoinen tai joukkueella ei ole yhtään jätkää
option-fifty-six-redeal-label = Uusi jako
option-fifty-six-redeal-is-none = ei koskaan
option-fifty-six-redeal-is-no-points = ei pisteitä
option-fifty-six-redeal-is-weak-hand = heikko käsi
option-fifty-six-redeal-means-no-points = kun kädessä ei ole J:tä, 9:ää, A:ta eikä 10:tä
option-fifty-six-redeal-means-weak-hand = kun käsi on enintään 2 pisteen arvoinen tai joukkueella ei ole yhtään jätkää

option-fifty-six-match-end = ensimmäinen joukkue 12 pelipisteeseen (oletus); tables_net: jaon hävinneet maksavat pöytämerkkejä omistaan ja häviävät, kun eivät pysty maksamaan
option-fifty-six-match-end-label = Ottelun loppu
option-fifty-six-match-end-is-reach-12 = 12 pisteeseen
option-fifty-six-match-end-is-tables-net = pöytämerkit
option-fifty-six-match-end-means-tables-net = jaon hävinneet maksavat pöytämerkkejä omistaan ja häviävät, kun eivät pysty maksamaan

option-fifty-six-trump-lead-rule = valttia ei saa avata ennen kuin valttia on pelattu (Keralan kotisääntö)
option-fifty-six-trump-lead-rule-label = Valttiavauksen sääntö

## Four Color Cards
game-four-color-title = Nelivärikortit
game-four-color-summary = 112 shakkinappulakorttia neljässä värissä: ota kortti, liitä se yhdistelmään, heitä kortti pois. Kuka tahansa voi vaatia juuri näytetyn kortin voittaakseen tai tehdäkseen kolmoset tai neloset.

option-four-color-deals = jakoja ottelussa (uusintajakoja ei lasketa)
option-four-color-deals-label = Jakoja

option-four-color-jokers = lisää 5 jokeria: yksinäisiä, arvo 1, niitä ei koskaan heitetä pois
option-four-color-jokers-label = Jokerit
option-four-color-jokers-means-true = pakkaan lisätään 5 jokeria; kukin on yksinäinen, arvo 1

option-four-color-generals-never-discarded = kenraaleja ei voi heittää pois; nostettu kenraali on pidettävä
option-four-color-generals-never-discarded-label = Kenraaleja ei heitetä pois

option-four-color-general-steal-only-to-win = kenraalin saa vaatia vuoron ulkopuolella vain voittoon
option-four-color-general-steal-only-to-win-label = Kenraalin vaatiminen vain voittoon
option-four-color-general-steal-only-to-win-means-true = kenraalin saa napata vain voittoon

option-four-color-tricolour-soldiers-only = KOLMIVÄRI vain sotilaista
option-four-color-tricolour-soldiers-only-label = Kolmiväri vain sotilaista

option-four-color-fourcolour-soldiers-only = NELIVÄRI vain sotilaista
option-four-color-fourcolour-soldiers-only-label = Neliväri vain sotilaista

option-four-color-no-split-dealt-triple = merkityt jaetut kolmoset pysyvät yhdessä
option-four-color-no-split-dealt-triple-label = Jaettuja kolmosia ei pureta
option-four-color-no-split-dealt-triple-means-true = jaetut kolmoset pysyvät yhdessä

option-four-color-mulligan = käden, jossa ei ole kenraalia eikä kolmea samaa, saa jakaa uudelleen
option-four-color-mulligan-label = Uusintajako
option-four-color-mulligan-means-false = heikko käsi ei saa uutta jakoa

option-four-color-dealt-quad-value = näytetyt jaetut neloset ovat 8 (piilotettu) tai 6
option-four-color-dealt-quad-value-label = Jaettujen nelosten arvo
option-four-color-dealt-quad-value-is-concealed = piilotettu
option-four-color-dealt-quad-value-is-exposed = näytetty
option-four-color-dealt-quad-value-means-exposed = näytetyt jaetut neloset ovat 6, eivät 8

option-four-color-dealer-natural-win = jakaja voi voittaa suoraan 21 jaetulla kortillaan
option-four-color-dealer-natural-win-label = Jakajan suora voitto

option-four-color-claim-prompt = everyone: jokainen paikka vastaa vaatimusikkunaan (ei paljasta, kenellä on vaatimus); claimants: vastaavat vain vuorossa oleva ja ne, joilla on vaatimus (paljastaa kenellä); choices: vastaavat vain ne, joilla on todellinen valinta, pakotetut vastaukset annetaan heti (nopein, paljastaa kenellä)
option-four-color-claim-prompt-label = Vaatimuskysely
option-four-color-claim-prompt-is-everyone = kaikki
option-four-color-claim-prompt-is-claimants = vaatijat
option-four-color-claim-prompt-is-choices = valinnat
option-four-color-claim-prompt-means-everyone = jokainen paikka vastaa vaatimusikkunaan (ei paljasta, kenellä on vaatimus)
option-four-color-claim-prompt-means-claimants = vastaavat vain vuorossa oleva ja ne, joilla on vaatimus (paljastaa kenellä)
option-four-color-claim-prompt-means-choices = vastaavat vain ne, joilla on todellinen valinta, pakotetut vastaukset annetaan heti (nopein, paljastaa kenellä)

## Huutopussi
game-huutopussi-title = Huutopussi
game-huutopussi-summary = Neljä pelaajaa kahtena parina huutaa oikeudesta vaihtaa kortteja parinsa kanssa ja asettaa tavoitteen; kuninkaan ja rouvan mariaasit tuovat pisteitä ja tekevät valtin. Ensimmäinen pari 500 pisteeseen voittaa.

option-huutopussi-rank-order = seed: A K Q J 10 …; ace_ten: A 10 K Q J …
option-huutopussi-rank-order-label = Korttien järjestys
option-huutopussi-rank-order-is-seed = perus
option-huutopussi-rank-order-is-ace-ten = ässä–kymppi
option-huutopussi-rank-order-means-seed = järjestys A K Q J 10 9 8 7 6
option-huutopussi-rank-order-means-ace-ten = kymppi on toiseksi korkein: A 10 K Q J 9 8 7 6

option-huutopussi-card-points = seed: A10 10:10 K5 Q5 J5 (140); finnish: A11 10:10 K4 Q3 J2 (120)
option-huutopussi-card-points-label = Korttipisteet
option-huutopussi-card-points-is-seed = perus
option-huutopussi-card-points-is-finnish = suomalaiset
option-huutopussi-card-points-means-seed = A10 10:10 K5 Q5 J5 (140)
option-huutopussi-card-points-means-finnish = suomalaiset korttipisteet: A 11, 10 10, K 4, Q 3, J 2

option-huutopussi-last-trick-bonus = pisteet viimeisen (9.) tikin voittamisesta
option-huutopussi-last-trick-bonus-label = Viimeisen tikin lisä

option-huutopussi-marriage-values = seed: ♥100 ♦80 ♣60 ♠40; bridge_order: ♠100 ♥80 ♦60 ♣40
option-huutopussi-marriage-values-label = Mariaasien arvot
option-huutopussi-marriage-values-is-seed = perus
option-huutopussi-marriage-values-is-bridge-order = bridgejärjestys
option-huutopussi-marriage-values-means-seed = ♥100 ♦80 ♣60 ♠40
option-huutopussi-marriage-values-means-bridge-order = ♠100 ♥80 ♦60 ♣40

option-huutopussi-redeal-rule = seed: vähintään 3 kuutosta tai ei mitään jätkää korkeampaa, ensimmäisellä huutovuorolla; four_sixes: kaikki neljä kuutosta yhdessä kädessä tai parilla, myös vaihdossa
option-huutopussi-redeal-rule-label = Uusjako
option-huutopussi-redeal-rule-is-seed = perus
option-huutopussi-redeal-rule-is-four-sixes = neljä kuutosta
option-huutopussi-redeal-rule-is-none = ei koskaan
option-huutopussi-redeal-rule-means-seed = vähintään 3 kuutosta tai ei mitään jätkää korkeampaa, ensimmäisellä huutovuorolla
option-huutopussi-redeal-rule-means-four-sixes = kaikki neljä kuutosta yhdessä kädessä tai parilla, myös vaihdossa

option-huutopussi-min-bid = pienin huuto
option-huutopussi-min-bid-label = Pienin huuto

option-huutopussi-forced-opening = ensimmäisen huutajan on huudettava; jos false, kaikki voivat passata (ei sopimusta)
option-huutopussi-forced-opening-label = Pakollinen avaus

option-huutopussi-max-bid = suurin huuto ja sopimus
option-huutopussi-max-bid-label = Suurin huuto

option-huutopussi-exchange-count = montako korttia kumpaankin suuntaan
option-huutopussi-exchange-count-label = Vaihdettavat kortit

option-huutopussi-contract-timing = milloin huudon voittaja ilmoittaa sopimuksen
option-huutopussi-contract-timing-label = Sopimuksen ilmoitus
option-huutopussi-contract-timing-is-after-exchange = vaihdon jälkeen
option-huutopussi-contract-timing-is-before-return = ennen palautusta

option-huutopussi-must-overtrump = valtilla lyödessä ylitä tikin valtti, jos voit
option-huutopussi-must-overtrump-label = Pakko ylittää valtti
option-huutopussi-must-overtrump-means-true = valtilla lyödessä on ylitettävä, jos voi
option-huutopussi-must-overtrump-means-false = valtilla lyödessä mikä tahansa valtti käy

option-huutopussi-declare-right = mitkä voitetut tikit antavat oikeuden tehdä mariaasin
option-huutopussi-declare-right-label = Ilmoitusoikeus
option-huutopussi-declare-right-is-led-and-won = aloitettu ja voitettu
option-huutopussi-declare-right-is-any-won-trick = mikä tahansa voitettu tikki
option-huutopussi-declare-right-means-any-won-trick = mariaasin voi tehdä minkä tahansa voittamasi tikin jälkeen

option-huutopussi-ask-lockouts = mitkä ilmoitukset estävät myöhemmät
option-huutopussi-ask-lockouts-label = Kysymisen estot
option-huutopussi-ask-lockouts-is-seed = perus
option-huutopussi-ask-lockouts-is-partner-lock = parin esto
option-huutopussi-ask-lockouts-is-illisoft = illisoft

option-huutopussi-opponents-score = milloin vastustajat saavat ottamansa pisteet
option-huutopussi-opponents-score-label = Vastustajien pisteet
option-huutopussi-opponents-score-is-on-failure = kun sopimus kaatuu
option-huutopussi-opponents-score-is-always = aina
option-huutopussi-opponents-score-means-always = vastustajat saavat aina ottamansa pisteet

option-huutopussi-failure-penalty = kaatunut sopimus maksaa huudon tai sopimuksen verran
option-huutopussi-failure-penalty-label = Kaatumisen hinta
option-huutopussi-failure-penalty-is-bid = huuto
option-huutopussi-failure-penalty-is-contract = sopimus
option-huutopussi-failure-penalty-means-contract = kaatunut sopimus maksaa korotetun sopimuksen verran, ei huudon

option-huutopussi-no-trick-penalty = porvoo: sakot, jos ei saa yhtään tikkiä
option-huutopussi-no-trick-penalty-label = Tikittömyyden sakko
option-huutopussi-no-trick-penalty-is-none = ei
option-huutopussi-no-trick-penalty-is-porvoo = Porvoo
option-huutopussi-no-trick-penalty-means-porvoo = sakot, jos ei saa yhtään tikkiä

option-huutopussi-bid-ban = joukkue, jolla on -500 tai vähemmän, ei saa huutaa (paitsi pakollisen avaushuudon)
option-huutopussi-bid-ban-label = Huutokielto

option-huutopussi-win-condition = reach: 500 tai enemmän voittaa; exceed: yli 500
option-huutopussi-win-condition-label = Voittoehto
option-huutopussi-win-condition-is-reach = saavuttaa
option-huutopussi-win-condition-is-exceed = ylittää
option-huutopussi-win-condition-means-reach = 500 tai enemmän voittaa
option-huutopussi-win-condition-means-exceed = yli 500

option-huutopussi-win-tiebreak = molemmat joukkueet rajan yli: suurempi pistemäärä voittaa, tasan: huutajat
option-huutopussi-win-tiebreak-label = Tasatilanteen ratkaisu
option-huutopussi-win-tiebreak-is-higher-then-declarers = suurempi, sitten huutajat

option-huutopussi-first-trick-aces = 1. tikki: aloita ässällä (muuten padalla); aloitetun maan ässä on pelattava
option-huutopussi-first-trick-aces-label = Ensimmäisen tikin ässät

option-huutopussi-opponent-rounding = vastustajien pisteet pyöristetään lähimpään viiteen
option-huutopussi-opponent-rounding-label = Vastustajien pyöristys

## Prefa
game-prefa-title = Prefa
game-prefa-summary = Kreikkalainen preferanssi kolmelle: huuda 6–10 tikkiä, ota lisäkortit ja pelaa kassasi nollaan; pelimerkit ratkaisevat voittajan.

option-prefa-starting-pot = kunkin pelaajan kassa alussa (10, 20, 31 …)
option-prefa-starting-pot-label = Alkukassa

option-prefa-solo-doubling = kreikkalainen ”solo”: kahden tikin tai suurempi tappio tai suuri vajaus tuplaa maksut (§10.6)
option-prefa-solo-doubling-label = Solo-tuplaus
option-prefa-solo-doubling-means-true = suuret tappiot ja vajaukset maksetaan tuplana (solo)

option-prefa-first-defender-reentry = kun R passaa ja L pelaa yksin, R voi vielä sanoa ”yhdessä” ja ottaa vastuun
option-prefa-first-defender-reentry-label = Ensimmäisen puolustajan paluu
option-prefa-first-defender-reentry-means-true = ensimmäinen puolustaja voi vielä liittyä yksin puolustavan rinnalle (”yhdessä”)

option-prefa-lone-requirement = yksin puolustava tarvitsee oikeanpuoleisen vähimmäismäärän tai oman paikkansa määrän
option-prefa-lone-requirement-label = Yksin puolustavan vaatimus
option-prefa-lone-requirement-is-right-column = oikea sarake
option-prefa-lone-requirement-is-own-seat = oma paikka

option-prefa-together-scoring = yhdessä: auttajan tulos siirtyy aktiiviselle puolustajalle, tai molemmat kädet lasketaan yhdeksi puolustajaksi
option-prefa-together-scoring-label = Yhdessä pelaamisen pisteet
option-prefa-together-scoring-is-transfer = siirto
option-prefa-together-scoring-is-combined = yhdistetty

option-prefa-bid-alias-six = hyväksy ’spades’, ’hearts’, ’no-trumps’ … kuuden tason huudoiksi
option-prefa-bid-alias-six-label = Kuutoshuudot sanoina
