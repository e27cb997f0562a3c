# Where a click or command came from (cogs/guard.py, bot/client.py): answers to clicks and
# commands that cannot act here. Only the one who clicked sees them.

guard-not-here = 这个按钮属于别处的牌桌，在这里不起作用。请去你牌桌所在的频道用牌桌消息，或在那里用 /手牌。
guard-in-a-server = 牌桌开在服务器里：请在你牌桌的频道里使用。
guard-forged = 这个按钮不是我生成的，所以我没法处理。用 /手牌 获取你自己的按钮。
# $threads: links to the threads of the tables here.
guard-use-thread = 请在你牌桌的子区里使用：{ $threads }。
guard-unknown-command = 我没有这个命令（或者已经没有了）。输入 / 从列表里选一个我的命令。
guard-unreadable-option = 有个选项我没看懂。请从列表里选，再试一次。
guard-page-gone = 这条消息上已经没有那个翻页按钮了。请重新用 /排行榜 或 /规则 查询。
