# What `python -m bot` prints when the bot stops or cannot start (bot/client.py), in the
# console's language (LANG). Developer Portal, DISCORD_TOKEN, bot.dev_guild_id, log_level
# and config.toml are names the person types or finds as they are: keep them.

# $why: one of the console-* sentences below.
console-stopped = Το Card Table σταμάτησε: { $why }
console-cannot-start = Το Card Table δεν μπορεί να ξεκινήσει: { $why }
console-bad-token = Το Discord απέρριψε το token. Έλεγξε το DISCORD_TOKEN (Developer Portal → Bot → Reset Token) και ξεκίνα ξανά.
console-intents = Το Discord θέλει να ενεργοποιηθούν τα privileged intents για αυτό το bot: Developer Portal → Bot → Privileged Gateway Intents.
# $error: what Discord answered, as it said it.
console-forbidden = Το Discord απέρριψε ένα αίτημα ({ $error }). Αν έχει οριστεί το bot.dev_guild_id, πρόσκαλεσε το bot σε εκείνον τον διακομιστή με το scope applications.commands, ή αφαίρεσε τη ρύθμιση.
console-http-error = Το Discord απάντησε με σφάλμα ({ $error }). Δοκίμασε ξανά σε λίγα λεπτά.
console-unreachable = Δεν υπάρχει σύνδεση με το Discord ({ $error }). Έλεγξε τη σύνδεση στο διαδίκτυο (και τυχόν proxy ή firewall) και ξεκίνα ξανά.
console-unexpected = Ένα απρόσμενο σφάλμα το σταμάτησε ({ $error }). Βάλε log_level = "DEBUG" κάτω από το [bot] στο config.toml για να δεις τις λεπτομέρειες, και ανάφερέ τες.

## python -m bot games
# $id: the game's id (typed as it is); $seats: the numbers of players it allows ("4/6/8").
console-game = { $id } — { $title }, { $seats } παίκτες. { $summary }
console-game-options = {"  "}Επιλογές (play { $id } -o όνομα=τιμή):
