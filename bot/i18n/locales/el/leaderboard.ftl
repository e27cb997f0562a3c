# /leaderboard, /stats and /history (bot/leaderboard.py, cogs/leaderboard.py). Only the
# member who asked sees them. $game: a game's title (games.ftl); $member: a member
# (a mention, shown as their name); $period: all, month or week.

lb-not-in-server = Οι κατατάξεις ανήκουν σε διακομιστές: χρησιμοποίησε αυτή την εντολή σε κάποιον.
# $period: what the member typed.
lb-unknown-period = Δεν ξέρω την περίοδο «{ $period }». Διάλεξε από τη λίστα: συνολικά, αυτόν τον μήνα ή αυτή την εβδομάδα.
lb-no-games = Κανείς δεν έχει τελειώσει ακόμα παρτίδα { $game } σε αυτόν τον διακομιστή{ $period ->
        [month] {" "}αυτόν τον μήνα
        [week] {" "}αυτή την εβδομάδα
       *[all] {""}
    }. Άνοιξε ένα τραπέζι με /τραπέζι άνοιγμα και παίξε την πρώτη!
# $what: lb-a-game or lb-a-game-of.
lb-you-no-games = Δεν έχεις τελειώσει ακόμα { $what } σε αυτόν τον διακομιστή. Τα στατιστικά σου εμφανίζονται μετά την πρώτη σου ολοκληρωμένη παρτίδα.
# $name: the member's name.
lb-member-no-games = { $name } δεν έχει τελειώσει ακόμα { $what } σε αυτόν τον διακομιστή. Τα στατιστικά εμφανίζονται μετά την πρώτη ολοκληρωμένη παρτίδα.
lb-a-game = καμία παρτίδα
lb-a-game-of = καμία παρτίδα { $game }
lb-no-history = Δεν έχει τελειώσει ακόμα καμία παρτίδα σε αυτόν τον διακομιστή. Άνοιξε ένα τραπέζι με /τραπέζι άνοιγμα και παίξτε την πρώτη!
# A computer seat in the history.
lb-computer = 🤖 υπολογιστής

## The board
lb-board-title = 🏆 { $game } — { $period ->
        [month] αυτός ο μήνας
        [week] αυτή η εβδομάδα
       *[all] συνολικά
    }
# A rating as shown (bold); provisional: fewer than a few games played.
lb-rating = **{ $rating }**
lb-rating-provisional = **{ $rating }** (προσωρινή)
# One member's row. $rank: their place; $rating: lb-rating; $percent: wins in per cent.
lb-board-line = `#{ $rank }` { $member } — { $rating } · { $games ->
        [one] { $games } παρτίδα
       *[other] { $games } παρτίδες
    } · νίκες: { $wins } ({ $percent }%)
lb-board-line-you = `#{ $rank }` { $member } — { $rating } · { $games ->
        [one] { $games } παρτίδα
       *[other] { $games } παρτίδες
    } · νίκες: { $wins } ({ $percent }%) ← εσύ
lb-your-place = Η θέση σου
# $meaning: lb-meaning-all or lb-meaning-period.
lb-footer = Σελίδα { $page }/{ $pages } · { $players ->
        [one] { $players } παίκτης
       *[other] { $players } παίκτες
    } · { $meaning }
# What the rating means, in one plain sentence. $start: where everyone starts; $games: how
# many games a rating is provisional for.
lb-meaning-all = Η βαθμολογία εκτιμά την ικανότητα: όλοι ξεκινούν από { $start }, οι νίκες απέναντι σε δυνατούς παίκτες την ανεβάζουν περισσότερο, και μένει προσωρινή για τις πρώτες { $games } παρτίδες.
lb-meaning-period = σειρά κατά συνολική βαθμολογία, με παρτίδες και νίκες { $period ->
        [month] αυτού του μήνα
       *[week] αυτής της εβδομάδας
    }

## A member's stats
lb-stats-title = 📊 Στατιστικά
lb-stats-who = { $member } σε αυτόν τον διακομιστή
# $rank of $players: the member's place on the board; $streak: lb-streak-*; $best: the
# longest run of wins.
lb-stats-game = Βαθμολογία { $rating } (#{ $rank } από { $players })
    { $games ->
        [one] { $games } παρτίδα
       *[other] { $games } παρτίδες
    } · νίκες: { $wins } ({ $percent }%)
    Σερί: { $streak } · ρεκόρ: { $best ->
        [one] { $best } νίκη
       *[other] { $best } νίκες
    }
lb-streak-wins = { $count ->
        [one] { $count } νίκη
       *[other] { $count } νίκες
    } στη σειρά
lb-streak-losses = { $count ->
        [one] { $count } ήττα
       *[other] { $count } ήττες
    } στη σειρά
lb-streak-none = κανένα
lb-recent-title = Πρόσφατα αποτελέσματα
# $change: how the rating moved ("+72"; "none" when unknown); $when: a time Discord shows
# in the reader's own way; $place of $sides: where the member finished.
lb-recent-draw = 🤝 { $game } — ισοπαλία{ $change ->
        [none] {""}
       *[other] {" · "}{ $change }
    } · { $when }
lb-recent-won = ✅ { $game } — { $place }η θέση από { $sides }{ $change ->
        [none] {""}
       *[other] {" · "}{ $change }
    } · { $when }
lb-recent-lost = ❌ { $game } — { $place }η θέση από { $sides }{ $change ->
        [none] {""}
       *[other] {" · "}{ $change }
    } · { $when }

## History
lb-history-title = 🕘 Πρόσφατες παρτίδες
lb-history-title-game = 🕘 Πρόσφατες παρτίδες — { $game }
# $when: the date (Discord shows it in the reader's own way); $minutes: how long it took
# (0: not known); $sides: the sides and scores, best first; $draw and $rated: true or false.
lb-history-line = { $when } **{ $game }**{ $minutes ->
        [0] {""}
       *[other] {" · "}{ $minutes } λεπ.
    } — { $sides }{ $draw ->
        [true] {" · "}ισοπαλία
       *[other] {""}
    }{ $rated ->
        [false] {" · "}χωρίς βαθμολογία
       *[other] {""}
    }
