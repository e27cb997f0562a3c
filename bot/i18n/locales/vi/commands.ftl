# Slash commands as Discord shows them (cogs/translate.py): names, descriptions, options and
# fixed choices, by their place in the command tree. Names: lowercase, one word, at most 32
# characters (letters, digits, - and _). Descriptions: at most 100 characters.
#
# Tiếng Việt: tên lệnh là một từ, các tiếng nối bằng dấu gạch ngang (bảng-xếp-hạng).

cmd-leaderboard-name = bảng-xếp-hạng
cmd-leaderboard-desc = Những người chơi giỏi nhất của một trò ở máy chủ này
cmd-leaderboard-game-name = trò-chơi
cmd-leaderboard-game-desc = trò nào (mặc định: trò được chơi nhiều nhất ở đây)
cmd-leaderboard-period-name = thời-gian
cmd-leaderboard-period-desc = mọi thời điểm, tháng này hoặc tuần này

cmd-stats-name = thống-kê
cmd-stats-desc = Điểm xếp hạng và kết quả của một thành viên ở đây
cmd-stats-member-name = thành-viên
cmd-stats-member-desc = thống kê của ai (mặc định: của bạn)
cmd-stats-game-name = trò-chơi
cmd-stats-game-desc = chỉ trò này

cmd-history-name = lịch-sử
cmd-history-desc = Các trận gần đây ở máy chủ này
cmd-history-game-name = trò-chơi
cmd-history-game-desc = chỉ trò này

cmd-hand-name = bài
cmd-hand-desc = Xem bài của bạn và những gì bạn có thể làm (chỉ bạn thấy)

cmd-bid-name = gọi
cmd-bid-desc = Gọi, bỏ qua, gấp đôi hoặc tái gấp đôi ở bàn của bạn
cmd-bid-bid-name = mức-gọi
cmd-bid-bid-desc = lượt gọi của bạn: chọn trong danh sách, hoặc gõ ví dụ 60 hay pass

cmd-play-name = đánh
cmd-play-desc = Đánh một lá bài ở bàn của bạn
cmd-play-card-name = lá
cmd-play-card-desc = lá bài, ví dụ 10S, AH hoặc Q♦

cmd-declare-name = báo
cmd-declare-desc = Báo hoặc trả lời (cặp đôi, chủ, ăn bài, bỏ qua …)
cmd-declare-what-name = nội-dung
cmd-declare-what-desc = báo gì: chọn trong danh sách

cmd-act-name = hành-động
cmd-act-desc = Bất kỳ nước đi nào trò chơi cho phép lúc này
cmd-act-action-name = nước-đi
cmd-act-action-desc = chọn trong danh sách

cmd-rules-name = luật
cmd-rules-desc = Cách chơi một trò, gói gọn trong vài trang
cmd-rules-game-name = trò-chơi
cmd-rules-game-desc = trò nào (trong chủ đề của một bàn: trò của bàn đó)

cmd-table-name = bàn
cmd-table-desc = Mở, tham gia và điều khiển một bàn chơi bài
cmd-table-open-name = mở
cmd-table-open-desc = Mở bàn cho một trò chơi bài trong kênh này
cmd-table-open-game-name = trò-chơi
cmd-table-open-game-desc = trò nào
cmd-table-open-seats-name = số-người
cmd-table-open-seats-desc = bao nhiêu người chơi (nếu trò cho phép nhiều mức)
cmd-table-open-options-name = tùy-chọn
cmd-table-open-options-desc = biến thể luật dạng tên=giá-trị, cách nhau bằng dấu phẩy (chọn trong danh sách)
cmd-table-open-computers-name = máy
cmd-table-open-computers-desc = số người chơi máy ngồi vào ngay
cmd-table-open-difficulty-name = độ-khó
cmd-table-open-difficulty-desc = người chơi máy chơi giỏi đến đâu (mặc định: dễ)
cmd-table-open-language-name = ngôn-ngữ
cmd-table-open-language-desc = ngôn ngữ của bàn (mặc định: ngôn ngữ của máy chủ)
cmd-table-join-name = vào
cmd-table-join-desc = Ngồi vào bàn trong kênh này
cmd-table-leave-name = rời
cmd-table-leave-desc = Rời bàn trong kênh này
cmd-table-add-computer-name = thêm-máy
cmd-table-add-computer-desc = Cho một người chơi máy ngồi vào bàn
cmd-table-add-computer-difficulty-name = độ-khó
cmd-table-add-computer-difficulty-desc = máy chơi giỏi đến đâu (mặc định: mức của bàn)
cmd-table-remove-computer-name = bớt-máy
cmd-table-remove-computer-desc = Cho một người chơi máy rời bàn (chỉ chủ bàn)
cmd-table-remove-computer-seat-name = ghế
cmd-table-remove-computer-seat-desc = số ghế của máy (mặc định: máy vào sau cùng)
cmd-table-start-name = bắt-đầu
cmd-table-start-desc = Chia ván đầu tiên (chỉ chủ bàn)
cmd-table-end-name = kết-thúc
cmd-table-end-desc = Đóng bàn (chủ bàn), hoặc bỏ phiếu đóng bàn
cmd-table-status-name = tình-hình
cmd-table-status-desc = Xem bàn trong kênh này

# Fixed choices of options, by value. (A game's title is game-<id>-title in games.ftl.)
cmd-choice-all = Mọi thời điểm
cmd-choice-month = Tháng này
cmd-choice-week = Tuần này
cmd-choice-easy = Dễ — chơi hợp lý
cmd-choice-hard = Khó — tính trước nhiều nước (chậm hơn)
cmd-choice-random = Ngẫu nhiên — nước đi hợp lệ bất kỳ
# The table's language: each by its own name, then in the reader's language.
cmd-choice-en = English — Tiếng Anh
cmd-choice-fi = Suomi — Tiếng Phần Lan
cmd-choice-el = Ελληνικά — Tiếng Hy Lạp
cmd-choice-vi = Tiếng Việt
cmd-choice-zh-tw = 繁體中文 — Tiếng Trung (Đài Loan)
cmd-choice-zh-cn = 简体中文 — Tiếng Trung (Trung Quốc)
cmd-choice-ja = 日本語 — Tiếng Nhật
