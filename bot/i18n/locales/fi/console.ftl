# What `python -m bot` prints when the bot stops or cannot start (bot/client.py), in the
# console's language (LANG). Developer Portal, DISCORD_TOKEN, bot.dev_guild_id, log_level
# and config.toml are names the person types or finds as they are: keep them.

# $why: one of the console-* sentences below.
console-stopped = Card Table pysähtyi: { $why }
console-cannot-start = Card Table ei käynnisty: { $why }
console-bad-token = Discord hylkäsi tunnuksen. Tarkista DISCORD_TOKEN (Developer Portal → Bot → Reset Token) ja käynnistä uudelleen.
console-intents = Discord vaatii, että tälle botille sallitaan etuoikeutetut intentit: Developer Portal → Bot → Privileged Gateway Intents.
# $error: what Discord answered, as it said it.
console-forbidden = Discord hylkäsi pyynnön ({ $error }). Jos bot.dev_guild_id on asetettu, kutsu botti sille palvelimelle applications.commands-oikeudella tai poista asetus.
console-http-error = Discord vastasi virheellä ({ $error }). Yritä uudelleen muutaman minuutin kuluttua.
console-unreachable = Discordiin ei saada yhteyttä ({ $error }). Tarkista internetyhteys (ja mahdollinen välityspalvelin tai palomuuri) ja käynnistä uudelleen.
console-unexpected = Odottamaton virhe pysäytti botin ({ $error }). Näet yksityiskohdat, kun asetat tiedostossa config.toml osion [bot] alle log_level = "DEBUG". Ilmoita ne meille.

## python -m bot games
# $id: the game's id (typed as it is); $seats: the numbers of players it allows ("4/6/8").
console-game = { $id } — { $title }, { $seats } pelaajaa. { $summary }
console-game-options = {"  "}Asetukset (play { $id } -o nimi=arvo):
