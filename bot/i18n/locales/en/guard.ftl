# Where a click or command came from (cogs/guard.py, bot/client.py): answers to clicks and
# commands that cannot act here. Only the one who clicked sees them.

guard-not-here = That button belongs to a table somewhere else, so it does nothing here. Use the table message in your table's own channel, or /hand there.
guard-in-a-server = Card tables live in servers: use this in your table's channel.
guard-forged = That button isn't one I made, so I can't act on it. Use /hand to get your own buttons.
# $threads: links to the threads of the tables here.
guard-use-thread = Use this in your table's thread: { $threads }.
guard-unknown-command = I don't have that command (any more). Type / and pick one of mine from the list.
guard-unreadable-option = I couldn't read one of the options. Pick it from the list and try again.
guard-page-gone = That page button is not on this message any more. Ask again with /leaderboard or /rules.
