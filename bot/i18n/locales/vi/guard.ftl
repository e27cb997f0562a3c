# Where a click or command came from (cogs/guard.py, bot/client.py): answers to clicks and
# commands that cannot act here. Only the one who clicked sees them.

guard-not-here = Nút này thuộc về một bàn ở nơi khác, nên ở đây nó không làm gì cả. Hãy dùng tin nhắn bàn chơi trong kênh của bàn bạn, hoặc dùng /bài ở đó.
guard-in-a-server = Bàn chơi bài nằm trong máy chủ: hãy dùng lệnh này trong kênh của bàn bạn.
guard-forged = Nút này không phải do mình tạo, nên mình không làm theo được. Hãy dùng /bài để nhận các nút của riêng bạn.
# $threads: links to the threads of the tables here.
guard-use-thread = Hãy dùng lệnh này trong chủ đề của bàn bạn: { $threads }.
guard-unknown-command = Mình không có (hoặc không còn) lệnh đó. Hãy gõ / rồi chọn một lệnh của mình trong danh sách.
guard-unreadable-option = Mình không đọc được một tùy chọn. Hãy chọn nó trong danh sách rồi thử lại.
guard-page-gone = Nút chuyển trang này không còn trên tin nhắn nữa. Hãy hỏi lại bằng /bảng-xếp-hạng hoặc /luật.
