# Slash commands as Discord shows them (cogs/translate.py): names, descriptions, options and
# fixed choices, by their place in the command tree. Names: lowercase, one word, at most 32
# characters (letters, digits, - and _). Descriptions: at most 100 characters.

cmd-leaderboard-name = leaderboard
cmd-leaderboard-desc = Top players of a game at this server
cmd-leaderboard-game-name = game
cmd-leaderboard-game-desc = which game (default: the most played here)
cmd-leaderboard-period-name = period
cmd-leaderboard-period-desc = all time, this month or this week

cmd-stats-name = stats
cmd-stats-desc = A member's ratings and results here
cmd-stats-member-name = member
cmd-stats-member-desc = whose stats (default: yours)
cmd-stats-game-name = game
cmd-stats-game-desc = only this game

cmd-history-name = history
cmd-history-desc = Recent matches at this server
cmd-history-game-name = game
cmd-history-game-desc = only this game

cmd-hand-name = hand
cmd-hand-desc = See your cards and what you can do (only you)

cmd-bid-name = bid
cmd-bid-desc = Bid, pass, double or redouble at your table
cmd-bid-bid-name = bid
cmd-bid-bid-desc = your call: pick one of the choices, or type e.g. 60 or pass

cmd-play-name = play
cmd-play-desc = Play a card at your table
cmd-play-card-name = card
cmd-play-card-desc = the card, e.g. 10S, AH or Q♦

cmd-declare-name = declare
cmd-declare-desc = Declare or answer (marriage, trump, claim, pass …)
cmd-declare-what-name = what
cmd-declare-what-desc = what to declare: pick one of the choices

cmd-act-name = act
cmd-act-desc = Any action the game allows you now
cmd-act-action-name = action
cmd-act-action-desc = pick one of the choices

cmd-rules-name = rules
cmd-rules-desc = How to play a game, in a few pages
cmd-rules-game-name = game
cmd-rules-game-desc = which game (inside a table's thread: that table's game)

cmd-table-name = table
cmd-table-desc = Open, join and run a card table
cmd-table-open-name = open
cmd-table-open-desc = Open a table for a card game in this channel
cmd-table-open-game-name = game
cmd-table-open-game-desc = which game
cmd-table-open-seats-name = seats
cmd-table-open-seats-desc = how many players (if the game allows several)
cmd-table-open-options-name = options
cmd-table-open-options-desc = rule variants as name=value, separated by commas (pick from the list)
cmd-table-open-computers-name = computers
cmd-table-open-computers-desc = computer players to seat at once
cmd-table-open-difficulty-name = difficulty
cmd-table-open-difficulty-desc = how well computer players play (default: easy)
cmd-table-open-language-name = language
cmd-table-open-language-desc = the table's language (default: the server's)
cmd-table-join-name = join
cmd-table-join-desc = Sit down at the table in this channel
cmd-table-leave-name = leave
cmd-table-leave-desc = Leave the table in this channel
cmd-table-add-computer-name = add-computer
cmd-table-add-computer-desc = Seat a computer player
cmd-table-add-computer-difficulty-name = difficulty
cmd-table-add-computer-difficulty-desc = how well it plays (default: the table's level)
cmd-table-remove-computer-name = remove-computer
cmd-table-remove-computer-desc = Remove a computer player (host only)
cmd-table-remove-computer-seat-name = seat
cmd-table-remove-computer-seat-desc = the computer's seat number (default: the last computer)
cmd-table-start-name = start
cmd-table-start-desc = Deal the first hand (host only)
cmd-table-end-name = end
cmd-table-end-desc = End the table (host), or vote to end it
cmd-table-status-name = status
cmd-table-status-desc = Show the table in this channel

# Fixed choices of options, by value. (A game's title is game-<id>-title in games.ftl.)
cmd-choice-all = All time
cmd-choice-month = This month
cmd-choice-week = This week
cmd-choice-easy = Easy — plays sensibly
cmd-choice-hard = Hard — thinks ahead (slower)
cmd-choice-random = Random — any legal move
# The table's language: each by its own name, then in the reader's language.
cmd-choice-en = English
cmd-choice-fi = Suomi — Finnish
cmd-choice-el = Ελληνικά — Greek
cmd-choice-vi = Tiếng Việt — Vietnamese
cmd-choice-zh-tw = 繁體中文 — Chinese (Taiwan)
cmd-choice-zh-cn = 简体中文 — Chinese (China)
cmd-choice-ja = 日本語 — Japanese
