# Paging through a long answer (the rules, a leaderboard): buttons and the footer.
pager-previous = ◀ 前へ
pager-next = 次へ ▶
# $page: this page's number; $pages: how many there are.
pager-page = { $page }/{ $pages }ページ
