# Four Color Cards (四色牌 / Tứ sắc): bot/games/four_color/.
#
# Card faces ($card, $cards) are a colour square and the Chinese chess character printed
# on the card (🟥俥); they stay the same in every language. Seats ($player, $dealer,
# $exposer, $turn, $winners, $payers) are names filled in by the host.
# Typed moves and card codes (discard RC, meld RC+RH+RN, pass, win, triple, quad, draw,
# decline, keep, mulligan) are what players type: keep them as they are.
#
# Suomeksi: peliä ei pelata Suomessa, joten sanat kertovat merkityksen. Nappulat ovat
# kiinalaisen shakin nappuloita shakin sanoin (ratsu, sotilas). Nimiä ($player …) ei
# taivuteta: lauseet on rakennettu niin, että nimi on aina perusmuodossa.

## Game words: set once here, used by every message below.

-fc-general = { $case ->
   *[nom] kenraali
    [gen] kenraalin
    [part] kenraalia
}
-fc-generals = { $case ->
   *[nom] kenraalit
    [part] kenraaleja
}
-fc-advisor = neuvonantaja
-fc-elephant = norsu
-fc-chariot = vaunu
-fc-horse = ratsu
-fc-cannon = tykki
-fc-soldier = sotilas
-fc-soldiers = { $case ->
   *[nom] sotilaat
    [part] sotilasta
}
-fc-joker = { $case ->
   *[nom] jokeri
    [gen] jokerin
    [part] jokeria
}
-fc-single = { $case ->
   *[nom] yksinäinen
    [part] yksinäistä
}
-fc-singles = yksinäiset
-fc-pair = pari
-fc-command = esikunta
-fc-field = kenttä
-fc-triple = { $case ->
   *[nom] kolmoset
    [part] kolmosia
    [ill] kolmosiin
}
-fc-tricolour = kolmiväri
-fc-quad = { $case ->
   *[nom] neloset
    [ill] nelosiin
}
-fc-fourcolour = neliväri
# The mahjong word for claiming a card to make a triple.
-fc-pong = pong
-fc-mulligan = { $case ->
   *[nom] uusintajako
    [gen] uusintajaon
    [part] uusintajakoa
    [ela] uusintajaosta
}
-fc-stock = { $case ->
   *[nom] nostopakka
    [ela] nostopakasta
}

## Meld kinds and pieces, as other messages name them.

fc-kind-single = { -fc-single }
fc-kind-pair = { -fc-pair }
fc-kind-command = { -fc-command }
fc-kind-field = { -fc-field }
fc-kind-triple = { -fc-triple }
fc-kind-tricolour = { -fc-tricolour }
fc-kind-quad = { -fc-quad }
fc-kind-fourcolour = { -fc-fourcolour }

fc-claim-win = voitto
fc-claim-quad = { -fc-quad }
fc-claim-triple = { -fc-triple }

## The legend a host shows on "help". $general … $soldier: the piece's two faces
## (red/yellow character, green/white character); $joker: the joker's face.

fc-legend =
    Jokainen kortti on väri ja kiinalaisen shakin nappula: 🟥 punainen, 🟨 keltainen, 🟩 vihreä, ⬜ valkoinen.
    Kirjoita kortti värin kirjaimella (R Y G W) ja sitten nappulan kirjaimella; kirjaimet tulevat englanninkielisistä nimistä:
    G { -fc-general } { $general } · A { -fc-advisor } { $advisor } · E { -fc-elephant } { $elephant } · C { -fc-chariot } { $chariot } · H { -fc-horse } { $horse } · N { -fc-cannon } { $cannon } · S { -fc-soldier } { $soldier } · JK { -fc-joker } { $joker }
    Esimerkiksi RC on punainen { -fc-chariot } ja WS valkoinen { -fc-soldier }; myös englanniksi kirjoitettu ”red chariot” käy.
    Pöydässä: [ … ] on esillä oleva yhdistelmä, ”(jaettu)” jaossa näytetyt { -fc-quad } ja * merkitsee yhdistelmää, jolla edellinen jako voitettiin. ”Merkityt jakokolmoset” kertoo, montako kolmen samanlaisen kortin sarjaa pelaaja sai jaossa ja pitää piilossa.

## Phases (the table's heading). $deal: the deal's number.

fc-phase-mulligan = Jako { $deal }: { -fc-mulligan }?
fc-phase-opening = Jako { $deal }: jakaja aloittaa heittämällä kortin
fc-phase-discard = Jako { $deal }: kortin heitto
fc-phase-window = Jako { $deal }: { $card } pöydässä
fc-phase-over = Ottelu on päättynyt

## Sections of the table.

fc-section-scores = Pisteet
fc-section-on-table = Pöydässä
fc-section-table = Pöytä
fc-section-stock = Nostopakka
fc-section-last-deal = Edellinen jako

fc-score = { $player } { $points }
# $scores: every seat's "name points", separated by dots.
fc-scores = { $scores } (jako { $deal }/{ $deals }, jakaja { $dealer })
fc-stock = { $count ->
    [one] 1 kortti
   *[other] { $count } korttia
}
# One seat's line. $dealer: true for the dealer; $hidden: concealed cards;
# $melds: its melds on the table; $discards: its discard pile (newest last);
# $marks: how many dealt triples it has marked.
fc-table-seat = { $player }{ $dealer ->
    [true] { " " }(jakaja)
   *[false] {""}
}: { $hidden } piilossa · { $melds } · heitetyt: { $discards }{ $marks ->
    [0] {""}
   *[other] { " · " }merkityt jakokolmoset: { $marks }
}
fc-no-melds = ei yhdistelmiä
fc-no-discards = ei yhtään
fc-meld = [{ $cards }]
fc-meld-dealt = [{ $cards }] (jaettu)
fc-meld-winning = [{ $cards }]*

## The open claim window. $exposer drew or discarded $card; $turn may use it first.

fc-window-drawn = { $exposer } nosti kortin { $card } (yhdistelmään tai pois heitettäväksi).
fc-window-discarded = { $exposer } heitti pois kortin { $card }; { $turn } voi ottaa sen yhdistelmään tai nostaa.
fc-window-discarded-draw-only = { $exposer } heitti pois kortin { $card }; { $turn } ei voi käyttää sitä, joten hän nostaa.
# $shown: one of the three sentences above.
fc-window-everyone = { $shown } Muut voivat vaatia kortin voittoon tai { -fc-triple(case: "ill") } tai { -fc-quad(case: "ill") }: jokainen pelaaja vastaa (vaatii tai passaa).
fc-window-claimants = { $shown } Ne, jotka voivat vaatia kortin (voittoon tai { -fc-triple(case: "ill") } tai { -fc-quad(case: "ill") }), vastaavat.

## Last deal.

fc-last-draw = Tasapeli: { -fc-stock } loppui. Ei maksuja.
fc-last-mulligan = { $player } pyysi { -fc-mulligan(case: "gen") }; jako pelattiin uudestaan.
# $shown: the winner's melds on the table, the winning meld marked with *;
# $concealed: how the rest of the hand was counted.
fc-last-win = { $player } voitti, arvo { $value }: { $shown } · piilossa { $concealed }

## Prompts: what the reader should do now.

fc-prompt-waiting-answers = Odotetaan vastauksia korttiin { $card }.
fc-prompt-waiting = Odotetaan: { $waiting }.
fc-prompt-mulligan = Kädessäsi ei ole { -fc-general(case: "part") } eikä kolmea samanlaista korttia: pyydätkö { -fc-mulligan(case: "gen") } vai pidätkö käden?
fc-prompt-keep = Pidä kätesi ({ -fc-mulligan(case: "gen") } saa vain käsi, jossa ei ole { -fc-generals(case: "part") } eikä { -fc-triple(case: "part") }).
fc-prompt-opening = Olet jakaja: aloita heittämällä yksi kortti pois ({ -fc-general(case: "part") } ei saa heittää).
fc-prompt-declare-or-discard = Jokainen piilokorttisi sopii yhdistelmään: ilmoita voitto tai heitä kortti pois.
fc-prompt-discard = Heitä kädestäsi yksi kortti pois ({ -fc-general(case: "part") } ei saa heittää).
# $win: true when the card would complete the reader's hand.
fc-prompt-drawn = Nostit kortin { $card }: tee siitä yhdistelmä tai heitä se pois.{ $win ->
    [true] { " " }Voit voittaa sillä!
   *[false] {""}
}
fc-prompt-drawn-keep = Nostit kortin { $card }: tee siitä yhdistelmä (sitä ei saa heittää pois).{ $win ->
    [true] { " " }Voit voittaa sillä!
   *[false] {""}
}
fc-prompt-decline-only = Nostit kortin { $card }: se ei sovi mihinkään yhdistelmääsi, joten heitä se pois.
fc-prompt-take-or-draw = { $exposer } heitti pois kortin { $card }: ota se yhdistelmään tai nosta { -fc-stock(case: "ela") }.{ $win ->
    [true] { " " }Voit voittaa sillä!
   *[false] {""}
}
fc-prompt-draw-only = { $exposer } heitti pois kortin { $card }: se ei sovi mihinkään yhdistelmääsi, joten nosta { -fc-stock(case: "ela") }.
fc-prompt-pass-only = { $card } on pöydässä: passaa (et voi vaatia sitä).
# $choices: the claims the reader may make (win, quad, triple), as a list.
fc-prompt-claim = Voit vaatia kortin { $card } ({ $choices }) — tai passata.

## Labels of moves (buttons and menus).

fc-label-discard = Heitä { $card }
# $card: the card taken; $cards: the whole meld; $kind: the meld's kind.
fc-label-take = Ota { $card }: { $cards } ({ $kind })
fc-label-meld = Yhdistä { $card }: { $cards } ({ $kind })
fc-label-win-with = Voita kortilla { $card }
fc-label-declare = Ilmoita voitto
fc-label-quad = Vaadi { $card } { -fc-quad(case: "ill") }
fc-label-triple = Vaadi { $card } { -fc-triple(case: "ill") } ({ -fc-pong })
fc-label-pass = Passaa
fc-label-draw = Nosta { -fc-stock(case: "ela") }
fc-label-draw-empty = Nosta ({ -fc-stock } on tyhjä: jako päättyy tasan)
fc-label-decline = Heitä nostettu { $card } pois
fc-label-mulligan = Pyydä { -fc-mulligan }
fc-label-keep = Pidä tämä käsi

## Events (told to everyone).

fc-event-open = { $player } aloittaa heittämällä kortin { $card }.
fc-event-discard = { $player } heittää pois kortin { $card }.
fc-event-draw = { $player } nostaa kortin { $card }.
fc-event-decline = { $player } heittää nostamansa kortin { $card } pois.
# $cards: the whole meld; $kind: its kind.
fc-event-meld = { $player } yhdistää kortin { $card }: { $cards } ({ $kind }).
fc-event-take = { $player } ottaa kortin { $card }: { $cards } ({ $kind }).
# $exposer drew (or discarded) $card and $player claims it; $kind: quad or triple.
fc-event-claim-drawn = { $player } vaatii kortin { $card }, jonka { $exposer } nosti: { $kind }.
fc-event-claim-discarded = { $player } vaatii kortin { $card }, jonka { $exposer } heitti pois: { $kind }.
fc-event-no-mulligan = Kukaan ei pyydä { -fc-mulligan(case: "part") }. { $dealer } (jakaja) heittää ensin.
fc-event-mulligan = { $player } pyytää { -fc-mulligan(case: "part") }: jako mitätöidään ja { $dealer } jakaa uudestaan.
# $value: what the hand is worth; $payers: everyone else; $count: how many they are.
fc-event-win-hand = { $player } ilmoittaa voiton, arvo { $value }. { $payers } { $count ->
    [one] maksaa { $value }
   *[other] maksavat kukin { $value }
}.
fc-event-win-drawn = { $player } voittaa nostamallaan kortilla { $card }, arvo { $value }. { $payers } { $count ->
    [one] maksaa { $value }
   *[other] maksavat kukin { $value }
}.
fc-event-win-discard = { $player } voittaa kortilla { $card }, jonka { $exposer } heitti pois, arvo { $value }. { $payers } { $count ->
    [one] maksaa { $value }
   *[other] maksavat kukin { $value }
}.
fc-event-stock-empty = { $player } joutuu nostamaan, mutta { -fc-stock } on tyhjä: jako päättyy tasan. { $dealer } jakaa uudestaan.
fc-event-deal = Jako { $number }/{ $deals }: { $dealer } jakaa.
# $winners: the seat(s) with the top score; $count: how many.
fc-result = { $winners } { $count ->
    [one] voittaa
   *[other] voittavat
} { $points ->
    [one] 1 pisteellä
   *[other] { $points } pisteellä
}.

## Why a move is refused, and what to do instead.

# $move: the move typed (pass, draw, win …), which takes nothing after it.
fc-reason-no-argument = Siirron ”{ $move }” perään ei kirjoiteta mitään: kirjoita pelkkä { $move }.
fc-reason-own-discard = Et voi vaatia korttia { $card }: heitit sen itse.
fc-reason-answered = Olet jo vastannut korttiin { $card }. Odota muita pelaajia.
fc-reason-no-claim = Et voi vaatia korttia { $card }: tarvitset kädessäsi kaksi tai kolme samanlaista tai käden, jonka se täydentää.
fc-reason-too-late = Liian myöhään: korttia { $card } ei voi enää vaatia. Vaadi kortti heti, kun se nostetaan tai heitetään.
fc-reason-nothing-to-claim = Nyt ei ole vaadittavaa korttia.
fc-reason-mulligan-not-weak = Voit pyytää { -fc-mulligan(case: "gen") } vain, jos kädessäsi ei ole { -fc-general(case: "part") } eikä kolmea tai neljää samanlaista korttia. Valitse keep (pidä käsi).
fc-reason-mulligan-first = Päätä ensin { -fc-mulligan(case: "ela") }: kirjoita mulligan tai keep.
fc-reason-dealer-first = Jakaja ei voi voittaa ennen ensimmäistä heittoaan. Aloita jako heittämällä kortti pois.
fc-reason-incomplete = Kätesi ei ole valmis: jokaisen piilokortin on sovittava yhdistelmään. Heitä sen sijaan kortti pois.
fc-reason-already-taken = Olet jo ottanut korttisi tällä vuorolla. Heitä nyt kortti pois.
# $code: one of the reader's own cards, as an example of what to type.
fc-reason-discard-now = Heitä nyt kortti pois: kirjoita discard { $code } tai pelkkä { $code }.
fc-reason-general-discard = Et saa koskaan heittää pois { -fc-general(case: "part") } ({ $card }): se jää yksinään. Heitä jokin muu kortti.
fc-reason-joker-discard = Et saa koskaan heittää pois { -fc-joker(case: "part") }. Heitä jokin muu kortti.
# $code: the card's code, e.g. RN.
fc-reason-not-held = Piilokädessäsi ei ole korttia { $card } ({ $code }). Heitä jokin omista korteistasi.
fc-reason-dealt-triple-discard = Jaossa saamasi { -fc-triple } { $card } on pidettävä yhdessä. Heitä jokin muu kortti.
# $text: what the player typed.
fc-reason-not-a-card = ”{ $text }” ei ole tämän pelin kortti. Kirjoita väri ja sitten nappula, esim. RC (punainen { -fc-chariot }) tai WS (valkoinen { -fc-soldier }).
# $what: general or joker.
fc-reason-must-keep = Nostettua { $what ->
    [joker] { -fc-joker(case: "part") }
   *[general] { -fc-general(case: "part") }
} ei saa heittää pois: tee kortista { $card } yhdistelmä (vaikka yksinään).
fc-reason-turn-discarded = On vuorosi: ota { $card } yhdistelmään (esim. meld { $code }+…) tai nosta { -fc-stock(case: "ela") }.
fc-reason-turn-drawn = On vuorosi: tee kortista { $card } yhdistelmä (esim. meld { $code }+…) tai heitä se pois (decline).
fc-reason-drawn-already = Olet jo nostanut kortin { $card }: tee siitä yhdistelmä tai heitä se pois (decline).
fc-reason-take-or-draw = Ota { $card } yhdistelmään tai nosta { -fc-stock(case: "ela") }.
fc-reason-answer-discarded = Vastaa ensin korttiin { $card }: ota se yhdistelmään (meld { $code }+…), nosta (draw) tai voita (win).
fc-reason-answer-drawn = Vastaa ensin korttiin { $card }: tee siitä yhdistelmä (meld { $code }+…), heitä se pois (decline) tai voita (win).
fc-reason-out-of-turn-meld = Kun ei ole vuorosi, voit vaatia kortin { $card } vain voittoon tai { -fc-triple(case: "ill") } tai { -fc-quad(case: "ill") } (kirjoita win, triple tai quad) — tai passata.
# $choices: the answers the reader may type.
fc-reason-answer-claim = Vastaa ensin korttiin { $card }: { $choices }.
fc-reason-no-win = Et voi voittaa kortilla { $card }: millään sen yhdistelmällä koko piilokätesi ei jakaudu yhdistelmiin.
fc-reason-joker-claim = Voit vaatia { -fc-joker(case: "gen") } vain voittoon.
fc-reason-general-triple = Et voi vaatia { -fc-general(case: "part") } { -fc-triple(case: "ill") }: kolme { -fc-general(case: "part") } ovat kolme { -fc-single(case: "part") }.
fc-reason-general-only-win = Tässä pöydässä { -fc-general(case: "gen") } saa vaatia vain voittoon.
fc-reason-dealt-triple-claim = Jaossa saamasi { -fc-triple } { $card } on pidettävä yhdessä: vaadi sen sijaan { -fc-quad }.
# $kind: quad or triple; $need: copies of $card needed in hand (2 or 3); $held: copies held.
fc-reason-claim-short = Et voi vaatia korttia { $card } ({ $kind }): piilokädessäsi pitää olla { $need ->
    [2] kaksi
    [3] kolme
   *[other] { $need }
} korttia { $card }, ja sinulla on { $held }.
fc-reason-name-meld = Nimeä koko yhdistelmä kädestäsi otetuilla korteilla, esim. meld { $code }+…
fc-reason-meld-without-card = Yhdistelmässäsi on oltava { $card }, kortti jonka otat.
# $count: how many of $card the meld needs from the hand.
fc-reason-meld-not-held = Piilokädessäsi ei ole { $count ->
    [1] korttia
    [2] kahta korttia
    [3] kolmea korttia
   *[other] { $count } korttia
} { $card } ({ $code }): yhdistelmään saa käyttää vain omia piilokorttejasi.
# $hint: the list of melds (fc-hint-melds).
fc-reason-not-a-meld = { $cards } ei ole yhdistelmä. { $hint }
# $soldiers: yes when only Soldiers make a tricolour at this table.
fc-hint-melds = Yhdistelmiä ovat: { -fc-general } yksinään; kaksi, kolme tai neljä samanlaista korttia; samanvärinen { -fc-general }–{ -fc-advisor }–{ -fc-elephant } tai { -fc-chariot }–{ -fc-horse }–{ -fc-cannon }; { $soldiers ->
    [yes] kolme { -fc-soldiers(case: "part") }
   *[no] kolme samaa nappulaa
} eri väreissä; tai sama nappula kaikissa neljässä värissä.
fc-reason-dealt-triple-meld = Jaossa saamasi { -fc-triple } on pidettävä yhdessä: käytä ne kaikki kolme vain { -fc-quad(case: "ill") }.
