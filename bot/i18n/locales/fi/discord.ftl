# What the Discord layer says: the table message, hand panels, pings, results and the
# short answers to clicks. Seats are { $names }-style lists filled in by the bot: a seat
# appears as a member mention or a computer's name. Markdown (**bold**) is Discord's.

## Buttons and menus

discord-button-your-hand = Omat kortit
discord-button-refresh = Päivitä
discord-button-previous = ◀ Edellinen
discord-button-next = Seuraava ▶
discord-button-join = Liity
discord-button-leave = Poistu
discord-button-add-computer = Lisää tietokone
discord-button-remove-computer = Poista tietokone
discord-button-start = Aloita
# Opens a small form to type any other legal choice (e.g. a bid amount not on a button).
discord-button-more = Muu valinta…
discord-select-placeholder = Valitse…

## The form (modal) for a typed choice; the title may be at most 45 characters.

discord-modal-title = Valintasi
discord-modal-label = Kirjoita se
# $example is one of the player's legal choices as the game labels it, e.g. "33 spades".
discord-modal-placeholder = esim. { $example }

## The table message

# $title is the game's name, $table the table's number.
discord-table-title = { $title } — pöytä { $table }
discord-table-dealer = Jakaja: { $seat }
discord-table-to-act = Vuorossa: { $seats }
discord-table-over = Ottelu on päättynyt.
discord-table-closed = Tämä pöytä on suljettu.
discord-table-seats = Paikat
discord-table-footer = Pöytä { $table } · siirto { $version }
# Message text above the table message that mentions whoever is to act.
discord-table-mention = Vuorossa: { $mentions }
# A computer's seat, and a member a computer plays for while they are away.
discord-seat-computer = 🤖 { $name }
discord-seat-stood-in = { $name } (🤖 pelaa hänen puolestaan)

## The lobby

discord-lobby-host = Isäntä: { $host }
# $counts lists the player numbers the game allows, e.g. "3 or 4".
discord-lobby-players = Pelaajia: { $seated } (peliin tarvitaan { $counts }).
discord-lobby-rules = Säännöt: { $rules }
discord-lobby-howto = Paina **Liity**, niin istut pöytään, tai **Lisää tietokone**, niin paikalle tulee tietokone. Isäntä painaa lopuksi **Aloita**.
discord-lobby-empty-seat = (tyhjä)
discord-lobby-no-one = (ei vielä ketään)
discord-lobby-footer = Pöytä { $table } · odotetaan pelaajia

## A player's hand panel (only they see it)

discord-hand-title = { $title } — omat korttisi (pöytä { $table })
# The panel's first line when the player is to act; $prompt is what the game asks.
discord-hand-your-turn = **Sinun vuorosi.** { $prompt }
discord-hand-waiting = Odotetaan: { $seats }.
discord-hand-cards = **Kätesi:** { $cards }
discord-hand-no-cards = —
discord-hand-page = (valinnat, sivu { $page }/{ $pages })
discord-card-stack = { $card } ×{ $count }
discord-hand-phase = Vaihe
discord-hand-footer = Pöytä { $table } · siirto { $version } · vain sinä näet tämän
discord-hand-not-started = Peli ei ole vielä alkanut.
# The panel stops updating itself (Discord lets the bot edit it for 15 minutes).
discord-hand-retired = Tämä näkymä ei enää päivity itsestään. Paina jotain tämän painikkeista tai pöydän viestin **Omat kortit**, niin saat ajantasaisen.
discord-hand-done = Valmis.
# A move button from an earlier moment: the table had moved on, so nothing was played.
discord-hand-stale = Peli ehti edetä ennen napsautustasi, joten mitään ei pelattu. Tässä kätesi nyt.

## Results

discord-results-title = { $title } — pöytä { $table }: tulos
discord-results-title-early = { $title } — pöytä { $table }: tilanne (päättyi kesken)
# $reason is the sentence saying how the match was stopped.
discord-results-early = { $reason } Ottelu päättyi kesken: tämä on tilanne lopetushetkellä. Se ei vaikuta tulostauluun.
discord-results-winners = { $count ->
    [one] Voittaja
   *[other] Voittajat
}
discord-results-ahead = Johdossa lopetettaessa

## Pings and answers

# $seconds: how long until a computer plays for the player.
discord-ping-warning = { $player }, on sinun vuorosi. { $seconds } sekunnin päästä tietokone pelaa puolestasi; paina Omat kortit ja pelaa.
discord-ping-turn = { $players }: vuoro pelissä { $title } (pöytä { $table }) — paina Omat kortit.
discord-failed = Jokin meni vikaan minun päässäni. Yritä uudelleen tai katso pöytä komennolla /pöytä tila.
discord-starting = Käynnistyn vielä; yritä hetken päästä uudelleen.
discord-too-long = Tuo on pidempi kuin mikään siirto. Valitse jokin vaihtoehdoista, joita tarjotaan kirjoittaessasi.
discord-not-seated-lobby = Et vielä istu tässä pöydässä. Paina pöydän viestissä Liity (tai käytä siellä komentoa /pöytä liity), niin pääset pöytään.
discord-not-started = Peli ei ole vielä alkanut. Isäntä aloittaa sen komennolla /pöytä aloita.
