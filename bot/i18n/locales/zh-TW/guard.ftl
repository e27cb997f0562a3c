# Where a click or command came from (cogs/guard.py, bot/client.py): answers to clicks and
# commands that cannot act here. Only the one who clicked sees them.

guard-not-here = 這個按鈕屬於別處的牌桌，在這裡沒有作用。請到你牌桌所在的頻道使用牌桌訊息，或在那裡用 /手牌。
guard-in-a-server = 牌桌開在伺服器裡：請到你牌桌的頻道使用。
guard-forged = 這個按鈕不是我做的，所以我無法處理。用 /手牌 取得你自己的按鈕。
# $threads: links to the threads of the tables here.
guard-use-thread = 請在你牌桌的討論串裡使用：{ $threads }。
guard-unknown-command = 我沒有這個指令（或已經沒有了）。輸入 / 從清單中挑一個我的指令。
guard-unreadable-option = 有一個選項我讀不懂。請從清單中挑選後再試一次。
guard-page-gone = 這則訊息上已經沒有那個翻頁按鈕了。請再用 /排行榜 或 /規則 查詢一次。
