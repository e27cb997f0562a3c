# Huutopussi (bot/games/huutopussi/): every sentence, label, prompt, section, reason and event.
#
# Seats arrive as { $player }-style placeholders and are shown by the reader's name for them.
# Cards ({ $card }, { $cards }) are drawn faces such as A♠ or 10♥ in every language.
# The game's own words are terms below: set them once (Finnish players say huuto,
# valtti, mariaasi …) and every message follows.
#
# Suomeksi: nimet ja maat tulevat valmiina nominatiivissa (”Aino”, ”hertta”), joten
# lauseet on rakennettu niin, ettei niitä tarvitse taivuttaa (”pelaajalle Aino”,
# ”ajettua maata (hertta)”). Pelaajan kirjoittamat komennot (pass, bid 60, marriage H)
# ovat englanniksi, koska peli lukee ne sellaisinaan.

## Terms

-hp-game = { $case ->
   *[nom] huutopussi
    [gen] huutopussin
}
# A bid in the auction (Finnish: huuto).
-hp-bid = { $case ->
   *[nom] huuto
    [gen] huudon
    [part] huutoa
    [adess] huudolla
}
# The auction (Finnish: huutokauppa, tarjoaminen).
-hp-auction = { $form ->
   *[lower] { $case ->
       *[nom] huutokauppa
        [gen] huutokaupan
    }
    [title] Huutokauppa
}
# The trump suit, as a plural noun (Finnish: valtti).
-hp-trumps = { $form ->
   *[lower] { $case ->
       *[nom] valtti
        [part] valttia
    }
    [title] Valtti
}
# A king and queen of one suit declared together (Finnish: mariaasi).
-hp-marriage = { $form ->
   *[one] { $case ->
       *[nom] mariaasi
        [gen] mariaasin
        [part] mariaasia
    }
    [other] { $case ->
       *[nom] mariaasit
        [elat] mariaaseista
    }
    [title] Mariaasit
}
# The declarer's target after the exchange.
-hp-contract = { $form ->
   *[lower] { $case ->
       *[nom] sopimus
        [gen] sopimuksen
        [part] sopimusta
    }
    [title] Sopimus
}
# Throwing the cards in for a new deal.
-hp-redeal = { $case ->
   *[nom] uusjako
    [gen] uusjaon
    [part] uusjakoa
}

## Suits, teams, the phase

# $suit: S, H, D or C.
hp-suit = { $suit ->
    [S] pata
    [H] hertta
    [D] ruutu
   *[C] risti
}
# The same, starting a sentence.
hp-suit-title = { $suit ->
    [S] Pata
    [H] Hertta
    [D] Ruutu
   *[C] Risti
}
# A partnership: two seats.
hp-team = { $first } & { $second }

hp-phase-auction = { -hp-auction(form: "title") }
hp-phase-exchange = Korttien vaihto
hp-phase-contract = Sopimuksen ilmoitus
hp-phase-play = Tikkien pelaaminen
hp-phase-answer = Mariaasikysymys
hp-phase-over = Peli päättyi

## Table sections

hp-section-scores = Pisteet
hp-section-auction = { -hp-auction(form: "title") }
hp-section-contract = { -hp-contract(form: "title") }
hp-section-trumps = { -hp-trumps(form: "title") }
# $number: which trick of the deal (1 to 9).
hp-section-trick = Tikki { $number }
hp-section-last-trick = Edellinen tikki
hp-section-taken = Kerätty
hp-section-exchange = Vaihto
hp-section-last-deal = Edellinen jako

# $exceed: yes when a team must go over the target, no when reaching it is enough.
hp-scores = { $team0 }: { $score0 } · { $team1 }: { $score1 } ({ $exceed ->
    [yes] tavoite yli { $target }
   *[no] tavoite { $target }
})
# $calls: the calls so far, e.g. "Ann 50 · Ben pass".
hp-auction-calls = Jakaja { $dealer }. { $calls }
hp-auction-no-calls = Jakaja { $dealer }. Ei vielä huutoja.
hp-call-bid = { $player } { $value }
hp-call-pass = { $player } passi
# After the auction: one line. $bid is the auction's bid, $contract what the pair plays for.
hp-contract-pending = { $declarer } voitti { -hp-auction(case: "gen") } { -hp-bid(case: "adess") } { $bid }; { -hp-contract(case: "part") } ei ole vielä ilmoitettu · jakaja { $dealer }
hp-contract-kept = { $team }, { $contract } pistettä · jakaja { $dealer }
hp-contract-raised = { $team }, { $contract } pistettä ({ -hp-bid } oli { $bid }) · jakaja { $dealer }
hp-contract-none = Ei { -hp-contract(case: "part") }: kumpikin pari saa ottamansa pisteet · jakaja { $dealer }
hp-trumps-none = Ei vielä.
hp-trumps-suit = { $suit }.
# $marriages: a list of entries like "Ann hearts +100".
hp-trumps-marriages = { -hp-marriage(form: "title") }: { $marriages }.
hp-marriage-entry = { $player } { $suit } +{ $value }
hp-trick-entry = { $player } { $card }
hp-trick-empty = Ei vielä kortteja.
# $plays: the four cards of the trick with who played them.
hp-last-trick = { $plays } — { $winner } vei tikin.
hp-taken-team = { $team }: { $points ->
    [one] 1 piste
   *[other] { $points } pistettä
}, { $tricks ->
    [one] 1 tikki
   *[other] { $tricks } tikkiä
}
hp-exchange-gave = { $partner } antoi { $cards }.
hp-exchange-returned = { $declarer } palautti { $cards }.
hp-exchange-chosen = Valitsit { $cards } (vielä { $left } valittavana).
# $change0 and $change1 are signed, like +100 or -80.
hp-last-deal = Jaon pisteet: { $team0 } { $total0 }, { $team1 } { $total1 }; tulos { $change0 } / { $change1 }.

## Prompts

hp-prompt-waiting = Odotetaan pelaajaa { $player }.
hp-prompt-over = { $team } voittivat pelin.
hp-hint-auction-pass = Huutovuorosi: passaa.
hp-hint-auction-bid = Huutovuorosi: huuda vähintään { $low } tai passaa.
hp-hint-auction-open = Sinä aloitat huutamisen: huuda vähintään { $low }.
hp-hint-auction-open-banned = Parinne pisteet ovat { $line } tai alle: avaa pakollisella { -hp-bid(case: "adess") } { $low }.
hp-hint-redeal = Voit myös vaatia { -hp-redeal(case: "gen") }.
# $example: one of the player's own cards.
hp-hint-give = { $left ->
    [one] Anna parillesi vielä yksi kortti, esim. { $example }.
   *[other] Anna parillesi vielä { $left } korttia yksi kerrallaan, esim. { $example }.
}
hp-hint-return = { $left ->
    [one] Palauta parillesi vielä yksi kortti, esim. { $example }.
   *[other] Palauta parillesi vielä { $left } korttia yksi kerrallaan, esim. { $example }.
}
hp-hint-contract = Ilmoita { -hp-contract } väliltä { $bid }–{ $max } ({ $bid } pitää huudon ennallaan).
# $suits: the suits to choose from, as a list.
hp-hint-answer = Valitse, minkä { -hp-marriage(case: "gen") } teet: { $suits }.
hp-hint-window = Voit tehdä { -hp-marriage(case: "gen") } tai kysyä pariltasi, tai ajaa seuraavaan tikkiin (esim. { $example }).
hp-hint-play = Pelaa kortti, esim. { $example }.

## Labels (buttons and menus)

hp-label-play = { $card }
hp-label-give = Anna { $card }
hp-label-return = Palauta { $card }
hp-label-bid = Huuda { $value }
hp-label-contract = { -hp-contract(form: "title") } { $value }
hp-label-pass = Passaa
hp-label-redeal = Vaadi { -hp-redeal }
hp-label-marriage = Tee { -hp-marriage }: { $suit } (+{ $value })
hp-label-ask = Kysy pariltasi { -hp-marriage(case: "part") }
hp-label-ask-half = Kysy pariltasi puolikasta: { $suit }
hp-label-answer = Tee { -hp-marriage }: { $suit }

## Events

hp-event-bid = { $player } huutaa { $value }.
hp-event-pass = { $player } passaa.
hp-event-auction-won = { $player } voittaa { -hp-auction(case: "gen") } { -hp-bid(case: "adess") } { $bid }.
hp-event-all-passed = Kaikki passasivat: jako pelataan ilman { -hp-contract(case: "part") }, ja kumpikin pari saa ottamansa pisteet. { $leader } ajaa ensimmäiseen tikkiin.
hp-event-redeal = { $player } vaatii { -hp-redeal(case: "gen") }. { $dealer } jakaa uudelleen; { $first } huutaa ensimmäisenä.
hp-event-give = { $partner } antaa pelaajalle { $declarer } { $count ->
    [one] yhden kortin
   *[other] { $count } korttia
} kuvapuoli alaspäin.
hp-event-return = { $declarer } palauttaa { $count ->
    [one] yhden kortin
   *[other] { $count } korttia
} pelaajalle { $partner }.
hp-event-contract-kept = { $player } pitää { -hp-contract(case: "gen") } ennallaan: { $value }.
hp-event-contract-raised = { $player } korottaa: { -hp-contract } on nyt { $value }.
hp-event-play = { $player } pelaa { $card }.
hp-event-trick = { $player } vie tikin kortilla { $card }: { $points ->
    [one] 1 piste
   *[other] { $points } pistettä
}.
hp-event-last-trick = { $player } vie tikin kortilla { $card }: { $points ->
    [one] 1 piste
   *[other] { $points } pistettä
}, ja viimeisestä tikistä +{ $bonus }.
# $suit twice: the married suit, which is trumps from now on.
hp-event-marriage = { $player } tekee { -hp-marriage(case: "gen") }: { $suit } +{ $value }. Nyt { $suit } on { -hp-trumps(case: "part") }.
hp-event-ask = { $player } kysyy pelaajalta { $partner } { -hp-marriage(case: "part") }.
hp-event-ask-half = { $player } kysyy pelaajalta { $partner } korttia { $card }.
hp-event-has-none = { $player } ei voi tehdä { -hp-marriage(case: "part") }.
hp-event-shows = { $player } näyttää kortin { $card }.
hp-event-lacks = { $player } vastaa, ettei hänellä ole sitä.
# The deal's result for the declaring pair. $total: what the pair took; $change: signed.
hp-event-made = { $team } keräsivät { $total } pistettä ja täyttivät { -hp-contract(case: "gen") } { $contract }: { $change }.
hp-event-failed = { $team } keräsivät vain { $total } pistettä, joten { -hp-contract } { $contract } jäi täyttymättä: { $change }.
hp-event-declarer-no-trick = { $declarer } ei saanut yhtään tikkiä, joten { $team } saavat { $change } ({ $total } pistettä, { -hp-contract } { $contract }).
# The same deal for the other pair.
hp-event-others-nothing = { $team } eivät saa pisteitä.
hp-event-others-score = { $team } saavat { $change }.
hp-event-others-no-trick = { $team } eivät saaneet yhtään tikkiä: { $change }.
hp-event-no-contract = Ei { -hp-contract(case: "part") }: { $team0 } saavat { $total0 }, { $team1 } saavat { $total1 }.
hp-event-match = { $team } voittavat pelin { $score }–{ $other }!
hp-event-deal = { $dealer } jakaa; { $first } huutaa ensimmäisenä.
hp-result = { $team } voittivat { $score }–{ $other }.

## Why a move is refused (each says what to do instead)

# $move: what the player typed; $hint: what to do now (a whole sentence).
hp-reason-unknown-move = ”{ $move }” ei ole { -hp-game(case: "gen") } siirto. { $hint }
# $what: the kind of move tried.
hp-reason-wrong-phase = Et voi nyt { $what ->
    [bid] huutaa
    [pass] passata
    [redeal] vaatia { -hp-redeal(case: "part") }
    [give] antaa kortteja
    [return] palauttaa kortteja
    [contract] ilmoittaa { -hp-contract(case: "part") }
    [play] pelata korttia
    [marriage] tehdä { -hp-marriage(case: "part") }
    [ask] kysyä pariltasi
   *[answer] vastata
}. { $hint }
hp-reason-no-argument = { $what ->
    [pass] Passaa kirjoittamalla pelkkä ”pass”.
   *[redeal] Vaadi { -hp-redeal } kirjoittamalla pelkkä ”redeal”.
}
hp-reason-not-a-card = ”{ $text }” ei ole kortti. Kirjoita se esimerkiksi 10S, AH tai Q♦.
hp-reason-card-missing = Kerro mikä kortti, esim. { $example }.
hp-reason-not-in-pack = Korttia { $card } ei ole { -hp-game(case: "gen") } pakassa (vain kutosesta ässään).
hp-reason-not-held = Sinulla ei ole korttia { $card }.
hp-reason-bid-amount = Huuto on pistemäärä: kirjoita ”{ $example }” tai ”bid { $example }”.
hp-reason-contract-amount = { -hp-contract(form: "title") } on pistemäärä: kirjoita ”{ $example }” tai ”contract { $example }”.
hp-reason-bid-banned = Parinne pisteet ovat { $line } tai alle, joten et saa huutaa. Passaa.
hp-reason-bid-banned-opening = Parinne pisteet ovat { $line } tai alle, joten saat tehdä vain pakollisen avaushuudon { $low }.
hp-reason-bid-not-higher = Huuda enemmän kuin { $high } (vähintään { $next }) tai passaa.
hp-reason-bid-below-min = Pienin huuto on { $min }.
hp-reason-bid-above-max = Suurin huuto on { $max }.
hp-reason-bid-step = Huudot nousevat viiden pisteen välein: { $value } ei käy. Kokeile { $next }.
hp-reason-must-open = Sinä aloitat huutamisen, joten sinun on huudettava vähintään { $min }.
hp-reason-no-redeal = Tässä pöydässä ei pelata uusjakoja.
hp-reason-redeal-four-sixes = Uusjaon voi vaatia vain, kun sinulla tai teillä parina yhteensä on kaikki neljä kutosta: ensimmäisellä huutovuorollasi tai korttien vaihdon aikana.
hp-reason-redeal-seed = Uusjaon voi vaatia vain ensimmäisellä huutovuorollasi ja vain, jos sinulla on vähintään kolme kutosta tai ei yhtään jätkää korkeampaa korttia.
hp-reason-already-chosen = Valitsit jo kortin { $card }. Valitse jokin toinen kortti.
hp-reason-contract-range = Sopimuksen on oltava viidellä jaollinen, vähintään huutosi { $bid } ja enintään { $max }.
hp-reason-first-trick = Ensimmäisessä tikissä saat pelata vain näitä: { $cards }.
hp-reason-lead = Voit ajaa näistä: { $cards }.
hp-reason-follow-and-beat = Sinun on tunnustettava maata ({ $suit }) ja mentävä kortin { $card } yli, jos pystyt: pelaa { $cards }.
hp-reason-follow = Sinun on tunnustettava maata ({ $suit }): pelaa { $cards }.
hp-reason-trump = Sinulla ei ole ajettua maata ({ $suit }), joten sinun on lyötävä { -hp-trumps(case: "part") }: pelaa { $cards }.
hp-reason-overtrump = Sinulla ei ole ajettua maata ({ $suit }), joten sinun on lyötävä { -hp-trumps(case: "part") } ja mentävä kortin { $card } yli: pelaa { $cards }.
hp-reason-play-one-of = Pelaa jokin näistä: { $cards }.
# $rule: led when a window follows only a trick you led and won; any for any trick won.
hp-reason-no-window = Mariaasin voi tehdä vain heti sen jälkeen, kun olet voittanut { $rule ->
    [any] tikin
   *[led] itse ajamasi tikin
}, ennen kuin ajat uudelleen. { $hint }
hp-reason-marriage-suit = Kerro { -hp-marriage(case: "gen") } maa: kirjoita marriage ja maan kirjain H, D, C tai S (esim. ”marriage H” tai ”marriage hearts”).
hp-reason-ask-suit = ”{ $text }” ei ole maa. Kysy puolikasta kirjoittamalla ask ja maan kirjain H, D, C tai S (tai pelkkä ”ask”, jos kysyt kokonaista { -hp-marriage(case: "part") }).
hp-reason-already-married = { $suit }: { -hp-marriage } on jo tehty tässä jaossa.
hp-reason-need-king-queen = Mariaasiin ({ $suit }) tarvitset sekä maan kuninkaan että rouvan.
hp-reason-own-after-ask = Kysyit jo pariltasi tässä jaossa, joten et voi enää tehdä omaa { -hp-marriage(case: "part") }.
hp-reason-own-after-partner-half = Parisi kysyi puolikasta tässä jaossa, joten et voi enää tehdä omaa { -hp-marriage(case: "part") }.
hp-reason-whole-after-half = Kysyit puolikasta tässä jaossa, joten et voi enää kysyä kokonaista { -hp-marriage(case: "part") }.
hp-reason-whole-after-partner-half = Parisi kysyi puolikasta tässä jaossa, joten et voi enää kysyä kokonaista { -hp-marriage(case: "part") }. Puolikasta voit yhä kysyä.
hp-reason-whole-partner-lock = Parisi kysyi sinulta { -hp-marriage(case: "part") } tässä jaossa, joten et voi kysyä sitä häneltä. Puolikasta voit yhä kysyä.
hp-reason-all-married = Kaikista neljästä maasta on jo tehty { -hp-marriage }.
hp-reason-half-needs-one = Puolikasta ({ $suit }) voit kysyä vain, kun sinulla on täsmälleen toinen maan kuninkaasta ja rouvasta.
hp-reason-answer = Valitse, minkä { -hp-marriage(case: "gen") } teet: { $suits }.
