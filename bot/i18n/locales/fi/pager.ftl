# Paging through a long answer (the rules, a leaderboard): buttons and the footer.
pager-previous = ◀ Edellinen
pager-next = Seuraava ▶
# $page: this page's number; $pages: how many there are.
pager-page = Sivu { $page }/{ $pages }
