# Paging through a long answer (the rules, a leaderboard): buttons and the footer.
pager-previous = ◀ Trang trước
pager-next = Trang sau ▶
# $page: this page's number; $pages: how many there are.
pager-page = Trang { $page }/{ $pages }
