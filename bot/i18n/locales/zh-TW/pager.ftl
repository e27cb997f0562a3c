# Paging through a long answer (the rules, a leaderboard): buttons and the footer.
pager-previous = ◀ 上一頁
pager-next = 下一頁 ▶
# $page: this page's number; $pages: how many there are.
pager-page = 第 { $page }/{ $pages } 頁
