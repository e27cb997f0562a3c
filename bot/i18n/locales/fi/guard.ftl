# Where a click or command came from (cogs/guard.py, bot/client.py): answers to clicks and
# commands that cannot act here. Only the one who clicked sees them.

guard-not-here = Tämä painike kuuluu toisaalla olevaan pöytään, joten täällä se ei tee mitään. Käytä pöytäsi viestiä sen omalla kanavalla tai komentoa /käsi siellä.
guard-in-a-server = Korttipöydät ovat palvelimilla: käytä tätä pöytäsi kanavalla.
guard-forged = Tuo painike ei ole minun tekemäni, joten en voi toimia sen mukaan. Saat omat painikkeesi komennolla /käsi.
# $threads: links to the threads of the tables here.
guard-use-thread = Käytä tätä pöytäsi ketjussa: { $threads }.
guard-unknown-command = Minulla ei ole (enää) tuota komentoa. Kirjoita / ja valitse jokin omistani listalta.
guard-unreadable-option = En saanut selvää yhdestä valinnasta. Valitse se listalta ja yritä uudelleen.
guard-page-gone = Tuota sivupainiketta ei enää ole tässä viestissä. Kysy uudelleen komennolla /tulostaulu tai /säännöt.
