# /leaderboard, /stats and /history (bot/leaderboard.py, cogs/leaderboard.py). Only the
# member who asked sees them. $game: a game's title (games.ftl); $member: a member
# (a mention, shown as their name); $period: all, month or week.

lb-not-in-server = Tulostaulut kuuluvat palvelimille: käytä tätä komentoa palvelimella.
# $period: what the member typed.
lb-unknown-period = En tunne aikaväliä ”{ $period }”. Valitse listalta koko aika, tämä kuukausi tai tämä viikko.
lb-no-games = Pelistä { $game } ei ole vielä yhtään päättynyttä ottelua tällä palvelimella{ $period ->
        [month] {" "}tässä kuussa
        [week] {" "}tällä viikolla
       *[all] {""}
    }. Avaa pöytä komennolla /pöytä avaa ja ole ensimmäinen!
# $what: lb-a-game or lb-a-game-of.
lb-you-no-games = Et ole vielä pelannut loppuun { $what } tällä palvelimella. Tilastosi näkyvät ensimmäisen päättyneen ottelusi jälkeen.
# $name: the member's name.
lb-member-no-games = { $name } ei ole vielä pelannut loppuun { $what } tällä palvelimella. Tilastot näkyvät hänen ensimmäisen päättyneen ottelunsa jälkeen.
lb-a-game = yhtään ottelua
lb-a-game-of = yhtään ottelua pelissä { $game }
lb-no-history = Tällä palvelimella ei ole vielä päättynyt yhtään ottelua. Avaa pöytä komennolla /pöytä avaa ja pelaa ensimmäinen!
# A computer seat in the history.
lb-computer = 🤖 tietokone

## The board
lb-board-title = 🏆 { $game } — { $period ->
        [month] tämä kuukausi
        [week] tämä viikko
       *[all] koko aika
    }
# A rating as shown (bold); provisional: fewer than a few games played.
lb-rating = **{ $rating }**
lb-rating-provisional = **{ $rating }** (alustava)
# One member's row. $rank: their place; $rating: lb-rating; $percent: wins in per cent.
lb-board-line = `#{ $rank }` { $member } — { $rating } · { $games ->
        [one] { $games } peli
       *[other] { $games } peliä
    } · voittoja { $wins } ({ $percent } %)
lb-board-line-you = `#{ $rank }` { $member } — { $rating } · { $games ->
        [one] { $games } peli
       *[other] { $games } peliä
    } · voittoja { $wins } ({ $percent } %) ← sinä
lb-your-place = Sijoituksesi
# $meaning: lb-meaning-all or lb-meaning-period.
lb-footer = Sivu { $page }/{ $pages } · { $players ->
        [one] { $players } pelaaja
       *[other] { $players } pelaajaa
    } · { $meaning }
# What the rating means, in one plain sentence. $start: where everyone starts; $games: how
# many games a rating is provisional for.
lb-meaning-all = Luokitus arvioi taitoa: kaikki aloittavat luvusta { $start }, voitot vahvoja pelaajia vastaan nostavat sitä eniten, ja ensimmäisten { $games } pelin ajan se on alustava.
lb-meaning-period = järjestys kaikkien aikojen luokituksen mukaan; pelit ja voitot { $period ->
        [month] tältä kuukaudelta
       *[week] tältä viikolta
    }

## A member's stats
lb-stats-title = 📊 Tilastot
lb-stats-who = { $member } tällä palvelimella
# $rank of $players: the member's place on the board; $streak: lb-streak-*; $best: the
# longest run of wins.
lb-stats-game = Luokitus { $rating } (#{ $rank }/{ $players })
    { $games ->
        [one] { $games } peli
       *[other] { $games } peliä
    } · voittoja { $wins } ({ $percent } %)
    Putki: { $streak } · paras: { $best ->
        [one] { $best } voitto
       *[other] { $best } voittoa
    }
lb-streak-wins = { $count ->
        [one] { $count } voitto
       *[other] { $count } voittoa
    } peräkkäin
lb-streak-losses = { $count ->
        [one] { $count } tappio
       *[other] { $count } tappiota
    } peräkkäin
lb-streak-none = ei käynnissä
lb-recent-title = Viimeisimmät tulokset
# $change: how the rating moved ("+72"; "none" when unknown); $when: a time Discord shows
# in the reader's own way; $place of $sides: where the member finished.
lb-recent-draw = 🤝 { $game } — tasapeli{ $change ->
        [none] {""}
       *[other] {" · "}{ $change }
    } · { $when }
lb-recent-won = ✅ { $game } — sija { $place }/{ $sides }{ $change ->
        [none] {""}
       *[other] {" · "}{ $change }
    } · { $when }
lb-recent-lost = ❌ { $game } — sija { $place }/{ $sides }{ $change ->
        [none] {""}
       *[other] {" · "}{ $change }
    } · { $when }

## History
lb-history-title = 🕘 Viimeisimmät ottelut
lb-history-title-game = 🕘 Viimeisimmät ottelut — { $game }
# $when: the date (Discord shows it in the reader's own way); $minutes: how long it took
# (0: not known); $sides: the sides and scores, best first; $draw and $rated: true or false.
lb-history-line = { $when } **{ $game }**{ $minutes ->
        [0] {""}
       *[other] {" · "}{ $minutes } min
    } — { $sides }{ $draw ->
        [true] {" · "}tasapeli
       *[other] {""}
    }{ $rated ->
        [false] {" · "}ei luokiteltu
       *[other] {""}
    }
