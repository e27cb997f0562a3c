## Prefa (Greek Preference): bot/games/prefa. Seats ($player, $declarer …) are names.
## The game's own words are terms: set each once and every message below follows.
##
## Suomeksi: Prefaa ei juuri pelata Suomessa, joten sanat ovat tikkipelien ja bridgen
## sanoja: huutaa, passata, sitoumus, pelinviejä, puolustaja, tikki, valtti, valtata,
## tunnustaa maata, sangi (SA). Kassa on kreikan κάσα, pelimerkit kreikan καπίκια.
## Nimiä ($player …) ei taivuteta: lauseet on rakennettu niin, että nimi on aina
## perusmuodossa (tarvittaessa ”pelaajan X”).
## Pelaajan kirjoittamat koodit (6S, 7NT, 10H, spades, pass) pysyvät ennallaan.

# The pot (Greek: κάσα): each player's count, worked down to zero over the match.
-pf-pot = { $form ->
   *[one] kassa
    [many] kassat
    [part] kassaa
    [ela] kassasta
    [title] Kassat
}
# Chips (Greek: καπίκια): what moves between the players; the final score.
-pf-chips = { $form ->
   *[many] pelimerkit
    [part] pelimerkkiä
    [title] Pelimerkit
}
# The two face-down cards the declarer picks up after the auction.
-pf-kitty = { $form ->
   *[one] lisäkortit
    [title] Lisäkortit
}
# The contract, as in bridge: sitoumus.
-pf-contract = { $form ->
   *[one] sitoumus
    [gen] sitoumuksen
    [part] sitoumusta
    [part-title] Sitoumusta
    [ade] sitoumuksella
    [title] Sitoumus
}
# The call that takes over the contract bid so far (Greek-style "good").
-pf-same = { $form ->
   *[quoted] ”sama”
    [title] Sama
}
# A defender who plays alone: the other defender's cards stay out.
-pf-alone = yksin
# A defender who takes the other defender along (Greek: μαζί).
-pf-together = yhdessä
-pf-no-trumps = sangi
# Written after the level in a no-trumps contract: 7SA (as in Finnish bridge).
-pf-nt = SA
# A contract's worth in pot points (and chips per trick).
-pf-game-value = pelin arvo

## Contracts, suits, phases

# A contract: $level (6–10 tricks) and $denom, the suit code (S C D H) or NT.
pf-contract = { $level }{ $denom ->
    [S] ♠
    [C] ♣
    [D] ♦
    [H] ♥
   *[NT] { -pf-nt }
}
# $suit: a suit code, S C D H. Used after ”Sinulla ei ole”, so in the partitive: herttaa.
pf-suit-many = { $suit ->
    [S] pataa
    [C] ristiä
    [D] ruutua
   *[H] herttaa
}
# One card of the suit, after ”pelaa”: pelaa hertta.
pf-suit-one = { $suit ->
    [S] pata
    [C] risti
    [D] ruutu
   *[H] hertta
}
pf-phase-auction = Huudot
pf-phase-discard = Pelinviejä laittaa kortit pois
pf-phase-contract = Pelinviejä ilmoittaa { -pf-contract(form: "gen") }
pf-phase-defend = Puolustajat päättävät
pf-phase-play = Pelaus
pf-phase-over = Peli päättyi

## The table

pf-section-pots = { -pf-pot(form: "title") }
pf-section-chips = { -pf-chips(form: "title") }
pf-section-dealer = Jakaja
pf-section-auction = Huudot
pf-section-contract = { -pf-contract(form: "title") }
pf-section-defence = Puolustus
pf-section-kitty = { -pf-kitty(form: "title") }
pf-section-trick = Tikki
pf-section-last-trick = Edellinen tikki
pf-section-tricks = Tikit
pf-section-last-deal = Edellinen jako
# A seat and what goes with it in a list: pots, chips, tricks, a card played, a call.
pf-seat-with = { $player } { $what }
pf-call-pass = passaa
pf-call-same = { -pf-same }
pf-call-play = pelaa
pf-call-alone = { -pf-alone }
pf-call-together = { -pf-together }
pf-contract-won = { $player } voitti huudot: { $bid }
# $value: the contract's game value (pot points, and chips per trick).
pf-contract-named = { $player } voitti huudot: { $bid }; { -pf-contract } { $contract } ({ -pf-game-value } { $value })
pf-kitty-took = otit { $cards }
pf-kitty-discarded = otit { $cards }; laitoit pois { $discards }

## Prompts: what to do now

pf-prompt-waiting = Odotetaan: { $player }.
pf-hint-open = Huuda mikä tahansa { -pf-contract } väliltä { $low }–{ $high } tai passaa.
pf-hint-same = Sano { -pf-same }, niin { $contract } siirtyy sinulle, tai passaa.
pf-hint-next = Huuda { $contract } tai passaa.
pf-hint-top = Korkeampaa kuin { $contract } ei ole: passaa.
# $left: how many cards are still to be discarded (1 or 2).
pf-hint-discard = { $left ->
    [one] Laita vielä yksi kortti pois kuvapuoli alaspäin.
   *[other] Laita kaksi korttia pois kuvapuoli alaspäin.
}
pf-hint-contract = Ilmoita { -pf-contract }: { $contract } tai korkeampi, mikä tahansa maa tai { -pf-no-trumps }.
pf-hint-r-first = Pelaatko { -pf-contract(form: "part") } { $contract } vastaan vai passaatko?
# $other: the other defender.
pf-hint-l-after-play = { $other } pelaa. Pelaatko sinäkin vai passaatko?
pf-hint-r-second = { $other } passasi. Pelaatko { -pf-alone } vai { -pf-together } (myös { $other } pelaa)?
pf-hint-l-after-pass = { $other } passasi. Passaatko, pelaatko { -pf-alone } vai { -pf-together } (myös { $other } pelaa)?
pf-hint-r-reentry = { $other } pelaa { -pf-alone }. Passaatko, vai otatko pelin itsellesi ja pelaatte { -pf-together }?
pf-hint-lead = Avaa millä kortilla tahansa.
# $suit: the suit's symbol (♠).
pf-hint-follow = Tunnusta maata: pelaa { $suit }-kortti.
# $led: the suit led, in words; $trump: the trump suit's symbol.
pf-hint-trump = Sinulla ei ole { $led }: valttaa ({ $trump }).
pf-hint-any = Pelaa mikä tahansa kortti.

## Labels of moves (buttons and menus)

pf-label-pass = Passaa
pf-label-same = { -pf-same(form: "title") } ({ $contract })
pf-label-bid = Huuda { $contract }
pf-label-discard = Pois { $card }
# The final contract the declarer names.
pf-label-contract = Pelaa { $contract }
pf-label-play = Pelaa
pf-label-alone = Pelaa { -pf-alone }
pf-label-together = Yhdessä (toinen puolustaja mukaan)

## Why a move is refused

# $move: what the player typed; $hint: what to do now (one of the prompts above).
pf-reason-wrong = ”{ $move }” ei käy nyt. { $hint }
pf-reason-no-argument = ”{ $move }” ei tarvitse perään mitään: kirjoita pelkkä { $move }. { $hint }
pf-reason-which-contract = Kerro, mikä { -pf-contract }. { $hint }
pf-reason-which-card = Kerro, mikä kortti, esimerkiksi ”{ $example }”. { $hint }
pf-reason-not-contract = ”{ $typed }” ei ole { -pf-contract }. Kirjoita esimerkiksi 6S, 7NT tai 10H. { $hint }
pf-reason-not-contract-alias = ”{ $typed }” ei ole { -pf-contract }. Kirjoita esimerkiksi 7S, 8NT tai 10H, tai pelkkä spades, kun tarkoitat 6♠. { $hint }
# $examples: the contracts of that level, like 7S, 7C, 7D, 7H or 7NT.
pf-reason-no-suit = { -pf-contract(form: "title") } tarvitsee myös maan: { $examples }. { $hint }
pf-reason-level = Sitoumukset ovat 6–10 tikkiä, joten { $level } ei käy. { $hint }
# $code: the form this table accepts, like 6S.
pf-reason-needs-level = Tässä pöydässä { -pf-contract } tarvitsee tikkien määrän: kirjoita { $code }, ei ”{ $typed }”. { $hint }
pf-reason-ten-nt = { -pf-contract(form: "part-title") } 10{ -pf-nt } ei ole: korkein { -pf-contract } on { $top }. { $hint }
pf-reason-may-not-raise = Olet huutojärjestyksessä ennen pelaajaa { $holder }, joten et voi korottaa: sano { -pf-same }, niin { $contract } siirtyy sinulle, tai passaa.
pf-reason-top = { $top } on korkein { -pf-contract }; voit vain passata.
pf-reason-next-only = Voit huutaa vain seuraavan { -pf-contract(form: "gen") }, { $next } (nyt huudettu { $current }), tai passata.
pf-reason-nothing-to-same = Kukaan ei ole vielä huutanut, joten { -pf-same } ei käy. Huuda { -pf-contract } tai passaa.
pf-reason-same-above = { -pf-same(form: "title") } käy vain pelaajalle, joka on huutojärjestyksessä ennen pelaajaa { $holder }. Voit huutaa { $next } tai passata.
pf-reason-same-above-top = { -pf-same(form: "title") } käy vain pelaajalle, joka on huutojärjestyksessä ennen pelaajaa { $holder }. Voit vain passata.
pf-reason-not-held = Sinulla ei ole korttia { $card }. { $hint }
pf-reason-not-card = ”{ $typed }” ei ole kortti. Kirjoita esimerkiksi 10S, AH tai Q♦.
# $held: how many cards the declarer holds now.
pf-reason-discard-which = { $left ->
    [one] Laita pois vielä yksi kädessäsi olevista { $held } kortista.
   *[other] Laita pois kaksi kädessäsi olevista { $held } kortista.
}
pf-reason-play-which = Pelaa jokin kädessäsi olevista korteista.
# $suit: the suit led, one card of it in words ("hertta"); $symbol: its symbol.
pf-reason-follow = Maata on tunnustettava: pelaa { $suit } ({ $symbol }).
pf-reason-trump = Sinulla ei ole { $led }, joten sinun on valtattava ({ $trump }).
pf-reason-final-low = Lopullisen { -pf-contract(form: "gen") } on oltava { $bid } tai korkeampi: { $contract } on alempi kuin { -pf-contract }, jolla voitit huudot.

## What happens (events, one line each)

pf-event-pass = { $player } passaa.
pf-event-bid = { $player } huutaa { $contract }.
pf-event-same = { $player } sanoo { -pf-same } ({ $contract }).
pf-event-throw-in = Kaikki kolme passasivat: kortit kerätään ja { $dealer } jakaa uudelleen.
pf-event-declarer = { $player } voittaa huudot { -pf-contract(form: "ade") } { $contract } ja ottaa { -pf-kitty }.
pf-event-discard = { $player } laittaa kortin pois kuvapuoli alaspäin.
pf-event-contract = { $player } ilmoittaa { -pf-contract(form: "gen") }: { $contract }.
pf-event-defend = { $player } pelaa.
# The last defence call: $leader leads the first trick.
pf-event-both = Myös { $player } pelaa: molemmat puolustajat ovat mukana. { $leader } avaa.
pf-event-alone = { $player } puolustaa { -pf-alone }; { $out } jää pois pelistä. { $leader } avaa.
# first_defender_reentry: $other may still take over.
pf-event-alone-offer = { $player } puolustaa { -pf-alone }, ellei { $other } ota peliä itselleen.
pf-event-alone-confirmed = { $player } passaa, joten { $active } puolustaa { -pf-alone } ja { $player } jää pois pelistä. { $leader } avaa.
pf-event-together = { $player } puolustaa ja ottaa mukaan myös pelaajan { $helper } ({ -pf-together }). { $leader } avaa.
pf-event-play = { $player } pelaa { $card }.
pf-event-trick = { $player } vie tikin.
pf-event-next-deal = Seuraavaksi jakaa { $dealer }.
# $summary: the final standing (pf-summary-final).
pf-event-over = Kaikki { -pf-pot(form: "many") } ovat tyhjiä. { $summary }

## How a deal was settled (events, and the "Last deal" section)

# $value: the contract's game value, in pot points.
pf-deal-both-pass = Molemmat puolustajat passasivat: { $declarer } saa { -pf-contract(form: "gen") } { $contract } ({ $value }) ilman pelaamista.
pf-deal-own-pot = { $player }: { -pf-pot } −{ $points }.
# Overflow: the declarer's own pot is empty, so points come off $player's pot at 10 chips each.
pf-deal-overflow = { $player }: { -pf-pot } −{ $points }, maksaa { $chips } { -pf-chips(form: "part") }.
pf-deal-dropped = { $points ->
    [one] Yksi piste jää käyttämättä: kaikki { -pf-pot(form: "many") } ovat tyhjiä.
   *[other] { $points } pistettä jää käyttämättä: kaikki { -pf-pot(form: "many") } ovat tyhjiä.
}
# $needed: the tricks the contract needs; $points: what goes onto the declarer's pot.
pf-deal-fails = { $declarer } sai tarvittavista { $needed } tikistä vain { $tricks }, ja { -pf-contract } kaatuu: { -pf-pot } +{ $points }.
pf-deal-made-with = { $declarer } tekee { -pf-contract(form: "gen") } { $contract } { $tricks } tikillä.
pf-deal-lone-short = { $declarer } saa { $tricks } tikkiä; { $defender } sai { $took }, tarvitsi { $needed }, ja maksaa.
pf-deal-exact = { $declarer } tekee { -pf-contract(form: "gen") } { $contract } tasan.
pf-deal-combined-short = { $declarer } saa { $tricks } tikkiä: puolustajilta jää tikkejä vajaaksi, ja { $defender } maksaa.
pf-deal-overtricks = { $declarer } saa { $tricks } tikkiä, { $over } yli.
pf-deal-short = { $defender } sai { $took }, tarvitsi { $needed }: vajaa.
# $chips: the helper's net change this deal, signed ("+7").
pf-deal-helper = { $helper } otettiin mukaan, joten { $active } ottaa kantaakseen myös pelaajan { $helper } pelimerkit tästä jaosta ({ $chips }).
# $changes: each seat's change, like "Ann +20, Ben −15".
pf-deal-chips = { -pf-chips(form: "title") }: { $changes }.

## The end of the match

# $standing: every seat's chips, like "Ann +20, Ben −5, Cleo −15".
pf-summary-final = Lopulliset { -pf-chips }: { $standing }.
pf-summary-stopped = Peli lopetettiin ennen kuin kaikki { -pf-pot(form: "many") } tyhjenivät, joten kassoihin jäänyt jaetaan tasan, 10 { -pf-chips(form: "part") } pisteeltä. Lopulliset { -pf-chips }: { $standing }.
