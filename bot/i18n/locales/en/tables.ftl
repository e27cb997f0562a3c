# The table service (bot/tables.py): lobby news on the table message, refusals shown to
# one player, and why a table closed. $name, $host: a person's name or a computer's
# (shown as they are); $game: a game's title (games.ftl). "/table open" and the like are
# slash commands: write them as Discord shows them in your language.

# A computer player's name, stored with the seat and shown to everyone.
table-computer-name = Computer { $number }

## What happens at the table (public)
table-opened = { $name } opened a table.
table-joined = { $name } joins the table.
table-left = { $name } leaves the table.
table-left-new-host = { $name } leaves the table. { $host } is the host now.
table-left-playing = { $name } left; a computer plays for them until they return.
table-sits-down = { $name } sits down.
table-begins = { $game } begins.
table-back = { $name } is back and plays again.
table-timed-out = { $name } ran out of time; a computer plays for them until they act again.
# $votes: votes so far; $needed: votes needed to end it.
table-vote = { $name } votes to end the table: { $votes } of { $needed } votes needed.

## Why a table closed (public)
table-everyone-left = Everyone left, so the table is closed.
table-host-ended = { $host } (the host) ended the table.
# $votes: who voted to end; $players: the people at the table.
table-voted-end = The players voted to end the table ({ $votes } of { $players }).
# Stands for the host where their name is not known.
table-the-host = the host

## Refusals (only the one who asked sees them)
table-none-here = There is no table in this channel. Open one with /table open.
table-closed = That table is closed. Open a new one with /table open.
# $table: the table's number; $game: its game's title.
table-set-aside = The table that was here (table { $table }, { $game }) could not be restored after a restart, so I set it aside. Open a new one with /table open.
# Stands for the game of a set-aside table whose game is not known.
table-a-game = a game
# $game: what was asked for; $games: the games there are.
table-unknown-game = There is no game called “{ $game }”. Choose one of: { $games }.
# $counts: the numbers of players the game allows ("3 or 4"); $count: the number asked for.
table-seat-count = { $game } is played by { $counts } players, not { $count }.
table-exists = This channel already has a table ({ $game }). Join it, or end it with /table end before opening another.
table-exists-here = This channel already has a table. Join it, or end it with /table end before opening another.
table-thread-taken = That thread already has a table.
table-limit = This server already has { $count } open tables. Finish or end one first.
# $level: what was asked for; $levels: the computer levels there are.
table-no-such-computer = There is no “{ $level }” computer. Choose one of: { $levels }.
table-already-seated = You are already seated at this table.
# $seats: how many seats the table has.
table-full = This table is full ({ $seats } of { $seats } seats).
table-full-wait = This table is full ({ $seats } of { $seats } seats). Wait for the next game, or open a table in another channel.
table-host-only-remove = Only the host ({ $host }) can remove a computer player.
table-host-only-start = Only the host ({ $host }) can start the game.
table-no-computer = There is no computer seat to remove.
# $seat: the seat asked for; $seats: the computers' seat numbers; $count: how many.
table-not-a-computer = Seat { $seat } is not a computer seat. The computers sit at { $count ->
        [one] seat
       *[other] seats
    } { $seats }.
# $counts: the numbers of players allowed ("3 or 4"); $seated: how many are seated.
table-need-players = { $game } needs { $counts } players; { $seated ->
        [one] { $seated } is
       *[other] { $seated } are
    } seated. Add a computer or wait for someone to join.
table-not-started = The game has not started yet. The host starts it with /table start.
table-already-started = This game has already started. Wait for the next one, or open a table in another channel.
table-stale = That was for an earlier moment of the game; here is the table as it is now.
table-not-seated = You are not seated at this table. You can join the next game, or open a table in another channel.
table-not-seated-lobby = You are not seated at this table. Join it with the Join button first.
# $typed: what the player wrote.
table-not-a-card = “{ $typed }” is not a card. Write it like 10S, AH or Q♦.

## Rule options at /table open ($name: the option as typed, e.g. rank_order)
# $names: the game's options; $count: how many.
table-no-such-option = { $game } has no option “{ $name }”. Its options are: { $count ->
        [0] none
       *[other] { $names }
    }.
# $why: the game's own words for why the options clash.
table-options-clash = Those options do not fit together: { $why }. Change one of them.
# $value: what was given; $rule: what the option takes (options.ftl).
table-option-not-allowed = “{ $value }” is not allowed for { $name }: use { $rule }.
