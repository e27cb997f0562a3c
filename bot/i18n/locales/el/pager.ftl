# Paging through a long answer (the rules, a leaderboard): buttons and the footer.
pager-previous = ◀ Προηγούμενη
pager-next = Επόμενη ▶
# $page: this page's number; $pages: how many there are.
pager-page = Σελίδα { $page }/{ $pages }
