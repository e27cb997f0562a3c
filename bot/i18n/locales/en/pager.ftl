# Paging through a long answer (the rules, a leaderboard): buttons and the footer.
pager-previous = ◀ Previous
pager-next = Next ▶
# $page: this page's number; $pages: how many there are.
pager-page = Page { $page }/{ $pages }
