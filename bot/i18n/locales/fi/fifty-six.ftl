# Fifty-Six (bot/games/fifty_six). Seats ($player, $dealer, …) are names the host fills in;
# $team is a list of a team's players ("Ann and Cleo"). Card faces ($card, $cards) are drawn
# the same in every language. Strain codes: S spades, H hearts, D diamonds, C clubs,
# N no-trumps.
# Finnish: huuto, valtti, sangi (no-trumps), kahdennus, vastakahdennus, tikki, sopimus. A
# strain arrives as its nominative (pata, hertta, ruutu, risti, sangi); a message that needs
# another case picks it with a selector on that word ([pata] pataa …), or builds a compound
# (patakortti, patamaa). Keep these selectors in step with fs-strain. Typed moves are read
# in English only (28S, S28, +1H, 29 noes, pass), so examples of what to type stay as typed.

## The game's own words

-fs-no-trumps = { $case ->
       *[nom] sangi
        [part] sangia
    }
-fs-noes = noes
-fs-plus = plus
-fs-game-points = { $case ->
       *[nom] pelipisteet
        [part] pelipistettä
    }
-fs-card-points = { $case ->
       *[nom] pisteet
        [part] pistettä
    }
-fs-tables = { $case ->
       *[nom] pöytämerkit
        [adess] pöytämerkeillä
    }
-fs-table-cards = pöytäkortit

## Suits, bids and contracts

# A strain as a bid names it: $strain is a strain code.
fs-strain = { $strain ->
        [S] pata
        [H] hertta
        [D] ruutu
        [C] risti
       *[N] { -fs-no-trumps }
    }
# One card of a suit ("follow suit with a spade"): $strain is a strain code.
fs-strain-one = { $strain ->
        [S] pata
        [H] hertta
        [D] ruutu
        [C] risti
       *[N] { -fs-no-trumps }
    }
# A bid: "28 spades". $strain is fs-strain.
fs-bid = { $amount } { $strain ->
        [pata] pataa
        [hertta] herttaa
        [ruutu] ruutua
        [risti] ristiä
        [sangi] sangia
       *[other] { $strain }
    }
# A contract with its doubling: $bid is fs-bid, $multiplier 1, 2 or 4.
fs-contract = { $multiplier ->
        [2] { $bid }, kahdennettu
        [4] { $bid }, vastakahdennettu
       *[other] { $bid }
    }
# A contract and the team that plays it.
fs-contract-by = { $multiplier ->
        [2] { $team } pelaavat { $bid } kahdennettuna
        [4] { $team } pelaavat { $bid } vastakahdennettuna
       *[other] { $team } pelaavat { $bid }
    }

## The six ways to say a bid (spec §12); "28 spades" and "28 no-trumps" are fs-bid

# $k: how much the call adds to the highest bid; $suit is fs-strain.
fs-said-plus-suit = { -fs-plus } { $k } { $k ->
        [1] { $suit }
       *[other] { $suit ->
            [pata] pataa
            [hertta] herttaa
            [ruutu] ruutua
            [risti] ristiä
           *[other] { $suit }
        }
    }
fs-said-suit-number = { $suit } { $amount }
fs-said-number-noes = { $amount } { -fs-noes }
fs-said-plus-noes = { -fs-plus } { $k } { -fs-noes }
# A bid said in another form, then what it amounts to: "plus 2 spades (= 32 spades)".
fs-said-as = { $said } (= { $bid })
# The same in an event: "32 spades (“plus 2 spades”)".
fs-bid-as-said = { $bid } (”{ $said }”)
# A call and what it shows: "28 spades — shows the top spade (J♠)".
fs-call-shows = { $call } — { $meaning }

## What a bid's form shows (spec §12: information only, never checked)

# How many top cards: $count, $one is fs-strain-one, $suit is fs-strain.
fs-tops-count = { $count ->
        [1] { $one ->
            [pata] padan
            [hertta] hertan
            [ruutu] ruudun
            [risti] ristin
           *[other] { $one }
        } huippukortin
       *[other] { $count ->
            [2] kaksi
            [3] kolme
            [4] neljä
            [5] viisi
            [6] kuusi
            [7] seitsemän
            [8] kahdeksan
           *[other] { $count }
        } { $suit ->
            [pata] padan
            [hertta] hertan
            [ruutu] ruudun
            [risti] ristin
           *[other] { $suit }
        } huippukorttia
    }
# More top cards claimed than are left to announce, some left.
fs-tops-rest = kaikki jäljellä olevat { $suit ->
        [pata] padan
        [hertta] hertan
        [ruutu] ruudun
        [risti] ristin
       *[other] { $suit }
    } huippukortit
# $top is fs-tops-count or fs-tops-rest; $cards the top cards that shows.
fs-meaning-number-suit = näyttää { $top } ({ $cards })
fs-meaning-number-suit-opening = näyttää { $top } ({ $cards }) ja noin neljä { $suit }korttia tai enemmän
fs-meaning-plus-suit = näyttää { $top } eikä muita { $one }kortteja ({ $cards })
# More top cards claimed than remain, none left.
fs-meaning-beyond = näyttää enemmän { $suit ->
        [pata] padan
        [hertta] hertan
        [ruutu] ruudun
        [risti] ristin
       *[other] { $suit }
    } huippukortteja kuin niitä on jäljellä
fs-meaning-beyond-opening = näyttää enemmän { $suit ->
        [pata] padan
        [hertta] hertan
        [ruutu] ruudun
        [risti] ristin
       *[other] { $suit }
    } huippukortteja kuin niitä on jäljellä ja noin neljä { $suit }korttia tai enemmän
fs-meaning-plus-beyond = näyttää enemmän { $suit ->
        [pata] padan
        [hertta] hertan
        [ruutu] ruudun
        [risti] ristin
       *[other] { $suit }
    } huippukortteja kuin niitä on jäljellä eikä muita { $one }kortteja
fs-meaning-suit-number = näyttää hyvän { $one }maan ilman huippukorttia
fs-meaning-suit-number-opening = näyttää hyvän { $one }maan ilman huippukorttia, noin viisi { $suit }korttia tai enemmän
fs-meaning-number-nt = ei näytä erityisen hyvää maata, mutta melko vahvan käden
fs-meaning-void = näyttää, ettei kädessä ole { $suit }kortteja

## Labels of moves

fs-label-pass = Passaa
fs-label-double = Kahdenna
fs-label-redouble = Vastakahdenna
# A bid whose form announces cards says so before it is picked: $call, then what it shows.
fs-label-shows-cards = { $call } — näyttää { $cards }
fs-label-shows-cards-only = { $call } — näyttää { $cards } eikä muita { $one }kortteja
fs-label-shows-beyond = { $call } — näyttää enemmän { $suit ->
        [pata] padan
        [hertta] hertan
        [ruutu] ruudun
        [risti] ristin
       *[other] { $suit }
    } huippukortteja kuin niitä on jäljellä
fs-label-shows-no-top = { $call } — näyttää hyvän { $one }maan ilman huippukorttia
fs-label-shows-void = { $call } — näyttää, ettei kädessä ole { $suit }kortteja

## Phases

fs-phase-auction = Huutokauppa
fs-phase-play = Pelaaminen — tikki { $trick }/{ $tricks }
fs-phase-over = Ottelu on ohi

## Prompts

fs-prompt-over = Ottelu on ohi: { $team } voittivat.
fs-prompt-wait-call = Odotetaan, että { $player } huutaa.
fs-prompt-wait-play = Odotetaan, että { $player } pelaa.
fs-prompt-redouble-now = Voit nyt vastakahdentaa { $bid } tai odottaa, kunnes { $player } on toiminut.
# $choices: what may be called now, as a list (fs-choice-*).
fs-prompt-call = Sinun huutovuorosi: voit { $choices }.
fs-prompt-lead = Sinun vuorosi avata: pelaa mikä tahansa kortti.
fs-prompt-lead-no-trumps = Sinun vuorosi avata: pelaa kortti (valtilla ei saa vielä avata).
fs-prompt-follow = Tunnusta maata ja pelaa { $one }.
fs-prompt-void = Sinulla ei ole { $suit }kortteja — pelaa mikä tahansa kortti.

# What a seat may call, listed: "bid 31 or more, double or pass".
fs-choice-bid = huutaa vähintään { $low }
fs-choice-double = kahdentaa
fs-choice-redouble = vastakahdentaa
fs-choice-pass = passata
fs-choices = Voit { $choices }.
fs-choices-wait = Odota: vuorossa on { $player }.

## Sections of the table

fs-section-scores = Pisteet
fs-section-table-cards = Pöytäkortit
fs-section-tables = Pöytämerkit
fs-section-draw = Jakajan arvonta
fs-section-dealer = Jakaja
fs-section-auction = Huudot
fs-section-contract = Sopimus
fs-section-trick = Tikki
fs-section-last-trick = Edellinen tikki
fs-section-last-deal = Edellinen jako

# $team0, $team1: the two teams; $gp0, $gp1: their game points.
fs-scores = { $team0 }: { $gp0 } · { $team1 }: { $gp1 } ({ -fs-game-points }; { $target } voittaa)
fs-scores-tables = { $team0 }: { $gp0 } · { $team1 }: { $gp1 } (voitetut { -fs-game-points }; { -fs-tables } ratkaisevat ottelun)
# The table cards (spec §10): the even team plays red, the odd team black. $left0: the even
# team's own red cards left, $got0: black cards it received; the same for the odd team.
fs-table-cards-left = { $team0 }: punaisia jäljellä { $left0 }, mustia saatu { $got0 } · { $team1 }: mustia jäljellä { $left1 }, punaisia saatu { $got1 }
fs-tables-left = { $team0 }: { $tables0 } · { $team1 }: { $tables1 } (jaon hävinnyt joukkue maksaa sen { -fs-game-points } { -fs-tables(case: "adess") }; joukkue, joka ei pysty maksamaan, häviää)
# One round of the draw for dealer: $draws is the players with their cards.
fs-dealer = { $dealer } jakoi; peli kiertää { $side ->
        [left] vasemmalle
       *[right] oikealle
    }, ja { $first } aloittaa.
fs-auction-doubled = ({ $bid }, kahdennettu)
fs-auction-redoubled = ({ $bid }, vastakahdennettu)
# One call in the auction's list: "Ann: 28 spades — shows the top spade (J♠)".
fs-line-call = { $player }: { $call }
fs-line-pass = { $player }: passi
fs-line-double = { $player }: kahdennus
fs-line-redouble = { $player }: vastakahdennus
# The auction on one line once play has begun: "Ann 28 spades (shows J♠) · Ben doubled".
fs-brief-bid = { $player } { $bid }
fs-brief-bid-shows = { $player } { $bid } (näytti { $cards })
fs-brief-bid-void = { $player } { $bid } (ei { $suit }kortteja)
fs-brief-bid-no-top = { $player } { $bid } (ei { $one ->
        [pata] padan
        [hertta] hertan
        [ruutu] ruudun
        [risti] ristin
       *[other] { $one }
    } huippukorttia)
fs-brief-double = { $player } kahdensi
fs-brief-redouble = { $player } vastakahdensi
fs-brief-all-pass = Kaikki passasivat.
# $contract is fs-contract-by; $points0/$points1: card points each team has taken so far.
fs-contract-line = { $contract }. Korttipisteet tähän mennessä: { $points0 }–{ $points1 }.
fs-contract-line-all-pass = { $contract } (kaikki passasivat). Korttipisteet tähän mennessä: { $points0 }–{ $points1 }.
fs-to-lead = { $player } avaa.
# $plays: the trick's cards by player; $winner took it.
fs-last-trick = { $plays } → { $winner }
# The last deal: $bid, ×$multiplier, the bidding team's card $points, the team that scored $gp.
fs-last-deal-made = { $bid } ×{ $multiplier } onnistui ({ $points } { -fs-card-points(case: "part") }): { $team } +{ $gp }
fs-last-deal-failed = { $bid } ×{ $multiplier } kaatui ({ $points } { -fs-card-points(case: "part") }): { $team } +{ $gp }

## Events

fs-event-play = { $player } pelaa { $card }.
fs-event-trick = { $player } vie tikin ({ $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    }).
# $team took $took card points and made $contract (fs-contract).
fs-event-made = { $team } saivat { $took } pistettä 56:sta, joten sopimus onnistui ({ $contract }): he saavat { $gp ->
        [one] { $gp } pelipisteen
       *[other] { $gp } { -fs-game-points(case: "part") }
    }.
fs-event-failed = { $team } saivat vain { $took } pistettä 56:sta, joten sopimus kaatui ({ $contract }): { $scorers } saavat { $gp ->
        [one] { $gp } pelipisteen
       *[other] { $gp } { -fs-game-points(case: "part") }
    }.
fs-event-match = { $team } voittivat ottelun!
fs-event-redeal-no-points = Jokin käsi on liian heikko (ei jätkää, ysiä, ässää eikä kymppiä): { $dealer } jakaa uudelleen.
fs-event-redeal-weak = Jokin käsi on liian heikko (käsi on enintään 2 pisteen arvoinen tai joukkueella ei ole jätkää): { $dealer } jakaa uudelleen.
# $cutter cuts, $dealer deals $each cards each; $first, on the dealer's $side, calls first.
fs-event-deal = { $cutter } nostaa, ja { $dealer } jakaa kortit yksitellen, { $each } kullekin; { $first } (jakajasta { $side ->
        [left] vasemmalla
       *[right] oikealla
    }) huutaa ensin.
fs-event-pass = { $player } passaa.
fs-event-double = { $player } kahdentaa { $bid }.
fs-event-redouble = { $player } vastakahdentaa { $bid }.
# $call: the bid as said (maybe with what it shows).
fs-event-bid = { $player } huutaa { $call }.
fs-event-bid-double-off = { $player } huutaa { $call }; kahdennus raukeaa.
fs-event-forced = Kaikki passasivat: { $player } joutuu nyt huutamaan vähintään 28.
fs-event-contract = Sopimus: { $contract }. { $leader } avaa.
fs-event-all-pass = Kaikki passasivat: { $team } pelaavat 28 { -fs-no-trumps(case: "part") }. { $leader } avaa.

fs-summary = { $team } voittivat ottelun, { -fs-game-points } { $gp }–{ $other }.

## Reasons a move is refused (each says what to do instead)

fs-how-to-bid = Huuda esimerkiksi 28S (28 pataa), S28 (pata 28), +1H (plus 1 hertta), 30NT (30 sangia), 29 noes tai +1 noes — tai kirjoita pass, niin passaat.
fs-how-to-play = Pelaa kortti, esimerkiksi play JS.
# $form: what was typed as a form; $forms: the form ids that exist.
fs-reason-not-a-form = ”{ $form }” ei ole huudon muoto. Käytä jotakin näistä: { $forms }.
fs-reason-form-names-suit = Muoto { $form } nimeää maan: ”{ $typed }” ei sovi siihen.
fs-reason-form-names-nt = Muoto { $form } tarkoittaa sangia (N): ”{ $typed }” ei sovi siihen.
# $how: fs-how-to-bid.
fs-reason-not-a-call = ”{ $typed }” ei ole huuto. { $how }
fs-reason-needs-suit = Huudossa pitää olla maa: { $amount }S ({ $amount } pataa) tai { $amount }NT ({ $amount } sangia).
fs-reason-not-a-move = ”{ $typed }” ei ole Fifty-Sixin siirto. { $how }
# $kind: pass, double or redouble, typed with something after it.
fs-reason-no-argument = ”{ $typed }”: { $kind } ei ota perään mitään. Kirjoita pelkkä { $kind }.
fs-reason-say-which-bid = Kerro, mitä huudat. { $how }
fs-reason-auction-on = Huutokauppa on vielä käynnissä — huuda, kahdenna, vastakahdenna tai passaa; kortit pelataan vasta sen jälkeen.
fs-reason-auction-over = Huutokauppa on ohi — pelaa kortti.
fs-reason-only-redouble = Ei ole vuorosi — voit nyt vain vastakahdentaa. Muuten odota: vuorossa on { $player }.
fs-reason-must-open = Sinun on avattava huutokauppa: huuda vähintään 28, valttina mikä tahansa maa tai sangi.
# $choices: fs-choices or fs-choices-wait.
fs-reason-no-bid-to-double = Kahdennettavaa huutoa ei vielä ole. { $choices }
fs-reason-own-bid = Et voi kahdentaa huutoa { $bid }: se on oman joukkueesi huuto. { $choices }
fs-reason-already-doubled = { $bid } on jo kahdennettu — huudon voi kahdentaa vain kerran. { $choices }
fs-reason-no-double = Vastakahdennettavaa kahdennusta ei ole. { $choices }
fs-reason-already-redoubled = { $bid } on jo vastakahdennettu. { $choices }
fs-reason-only-doubled-team = Vain joukkue, jonka huuto kahdennettiin, voi vastakahdentaa. { $choices }
# $said: the call as typed in its form.
fs-reason-plus-no-bid = ”{ $said }” lisää edelliseen huutoon, mutta huutoa ei vielä ole. Avaa luvulla, esimerkiksi 28S (28 pataa).
fs-reason-plus-too-high = ”{ $said }” tekisi { $amount }, mutta korkein huuto on 56. Lisää enintään { $most }.
fs-reason-plus-too-high-at-56 = ”{ $said }” tekisi { $amount }, mutta korkein huuto on 56.
fs-reason-plus-zero = ”plus 0” ei lisää mitään: lisää vähintään 1 (esimerkiksi +1H).
fs-reason-plus-form-no-bid = ”Plus”-huuto lisää edelliseen huutoon, mutta huutoa ei vielä ole. Avaa luvulla, esimerkiksi { $bid }.
fs-reason-too-high = { $amount } on liikaa: korkein huuto on 56.
fs-reason-not-higher = Huuto on { $bid } — huuda vähintään { $least } (uusi valtti samalla luvulla ei ole korkeampi) tai passaa.
fs-reason-below-minimum = Huudot alkavat 28:sta. { $choices }
fs-reason-not-a-card = ”{ $typed }” ei ole kortti. Kirjoita esimerkiksi 10S, AH tai Q♦.
fs-reason-not-held = Sinulla ei ole korttia { $card }. Pelaa kortti kädestäsi.
# $symbol: the suit's symbol (♠).
fs-reason-follow = Maata on tunnustettava: pelaa { $one } ({ $symbol }).
fs-reason-trump-lead = Valtilla ({ $suit }) ei saa avata ennen kuin valttia on pelattu. Avaa muulla maalla.
