# What the Discord layer says: the table message, hand panels, pings, results and the
# short answers to clicks. Seats are { $names }-style lists filled in by the bot: a seat
# appears as a member mention or a computer's name. Markdown (**bold**) is Discord's.

## Buttons and menus

discord-button-your-hand = Your hand
discord-button-refresh = Refresh
discord-button-previous = ◀ Previous
discord-button-next = Next ▶
discord-button-join = Join
discord-button-leave = Leave
discord-button-add-computer = Add computer
discord-button-remove-computer = Remove computer
discord-button-start = Start
# Opens a small form to type any other legal choice (e.g. a bid amount not on a button).
discord-button-more = Other choice…
discord-select-placeholder = Choose…

## The form (modal) for a typed choice; the title may be at most 45 characters.

discord-modal-title = Your choice
discord-modal-label = Type it
# $example is one of the player's legal choices as the game labels it, e.g. "33 spades".
discord-modal-placeholder = e.g. { $example }

## The table message

# $title is the game's name, $table the table's number.
discord-table-title = { $title } — table { $table }
discord-table-dealer = Dealer: { $seat }
discord-table-to-act = To act: { $seats }
discord-table-over = The match is over.
discord-table-closed = This table is closed.
discord-table-seats = Seats
discord-table-footer = Table { $table } · move { $version }
# Message text above the table message that mentions whoever is to act.
discord-table-mention = Your turn: { $mentions }
# A computer's seat, and a member a computer plays for while they are away.
discord-seat-computer = 🤖 { $name }
discord-seat-stood-in = { $name } (🤖 playing for them)

## The lobby

discord-lobby-host = Host: { $host }
# $counts lists the player numbers the game allows, e.g. "3 or 4".
discord-lobby-players = Players: { $seated } (the game needs { $counts }).
discord-lobby-rules = Rules: { $rules }
discord-lobby-howto = Press **Join** to sit down, **Add computer** to fill a seat, and the host presses **Start**.
discord-lobby-empty-seat = (empty)
discord-lobby-no-one = (no one yet)
discord-lobby-footer = Table { $table } · lobby

## A player's hand panel (only they see it)

discord-hand-title = { $title } — your hand (table { $table })
# The panel's first line when the player is to act; $prompt is what the game asks.
discord-hand-your-turn = **Your turn.** { $prompt }
discord-hand-waiting = Waiting for { $seats }.
discord-hand-cards = **Your hand:** { $cards }
discord-hand-no-cards = —
discord-hand-page = (choices page { $page } of { $pages })
# A hand panel's one button for the copies of a card: the card and how many (A♥️ ×2).
discord-card-stack = { $card } ×{ $count }
discord-hand-phase = Phase
discord-hand-footer = Table { $table } · move { $version } · only you can see this
discord-hand-not-started = The game has not started yet.
# The panel stops updating itself (Discord lets the bot edit it for 15 minutes).
discord-hand-retired = This panel no longer updates by itself. Press any button here, or **Your hand** on the table message, for a live one.
discord-hand-done = Done.
# A move button from an earlier moment: the table had moved on, so nothing was played.
discord-hand-stale = The table moved on before that click, so nothing was played. Here is your hand now.

## Results

discord-results-title = { $title } — table { $table }: result
discord-results-title-early = { $title } — table { $table }: standing (ended early)
# $reason is the sentence saying how the match was stopped.
discord-results-early = { $reason } The match ended early: this is the standing when it stopped. It does not count on the leaderboard.
discord-results-winners = { $count ->
    [one] Winner
   *[other] Winners
}
discord-results-ahead = Ahead when it stopped

## Pings and answers

# $seconds: how long until a computer plays for the player.
discord-ping-warning = { $player }, it is your turn. In { $seconds } s a computer will play for you; press Your hand to play.
discord-ping-turn = { $players }, your turn at { $title } (table { $table }) — press Your hand.
discord-failed = Something went wrong on my side. Try again, or see the table with /table status.
discord-starting = I am starting up; try again in a moment.
discord-too-long = That is longer than any move. Pick one of the choices offered as you type.
discord-not-seated-lobby = You are not seated at this table yet. Press Join on the table message (or use /table join there) to sit down.
discord-not-started = The game has not started yet. The host starts it with /table start.
