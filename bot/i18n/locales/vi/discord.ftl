# What the Discord layer says: the table message, hand panels, pings, results and the
# short answers to clicks. Seats are { $names }-style lists filled in by the bot: a seat
# appears as a member mention or a computer's name. Markdown (**bold**) is Discord's.

## Buttons and menus

discord-button-your-hand = Bài của bạn
discord-button-refresh = Làm mới
discord-button-previous = ◀ Trang trước
discord-button-next = Trang sau ▶
discord-button-join = Vào bàn
discord-button-leave = Rời bàn
discord-button-add-computer = Thêm máy
discord-button-remove-computer = Bớt máy
discord-button-start = Bắt đầu
# Opens a small form to type any other legal choice (e.g. a bid amount not on a button).
discord-button-more = Lựa chọn khác…
discord-select-placeholder = Chọn…

## The form (modal) for a typed choice; the title may be at most 45 characters.

discord-modal-title = Lựa chọn của bạn
discord-modal-label = Gõ vào đây
# $example is one of the player's legal choices as the game labels it, e.g. "33 spades".
discord-modal-placeholder = ví dụ { $example }

## The table message

# $title is the game's name, $table the table's number.
discord-table-title = { $title } — bàn { $table }
discord-table-dealer = Người chia: { $seat }
discord-table-to-act = Đến lượt: { $seats }
discord-table-over = Trận đấu đã kết thúc.
discord-table-closed = Bàn này đã đóng.
discord-table-seats = Chỗ ngồi
discord-table-footer = Bàn { $table } · bước { $version }
# Message text above the table message that mentions whoever is to act.
discord-table-mention = Đến lượt: { $mentions }
# A computer's seat, and a member a computer plays for while they are away.
discord-seat-computer = 🤖 { $name }
discord-seat-stood-in = { $name } (🤖 đang chơi thay)

## The lobby

discord-lobby-host = Chủ bàn: { $host }
# $counts lists the player numbers the game allows, e.g. "3 or 4".
discord-lobby-players = Người chơi: { $seated } (trò này cần { $counts }).
discord-lobby-rules = Luật: { $rules }
discord-lobby-howto = Bấm **Vào bàn** để ngồi, **Thêm máy** để lấp chỗ trống, rồi chủ bàn bấm **Bắt đầu**.
discord-lobby-empty-seat = (trống)
discord-lobby-no-one = (chưa có ai)
discord-lobby-footer = Bàn { $table } · phòng chờ

## A player's hand panel (only they see it)

discord-hand-title = { $title } — bài của bạn (bàn { $table })
# The panel's first line when the player is to act; $prompt is what the game asks.
discord-hand-your-turn = **Đến lượt bạn.** { $prompt }
discord-hand-waiting = Đang chờ { $seats }.
discord-hand-cards = **Bài của bạn:** { $cards }
discord-hand-no-cards = —
discord-hand-page = (lựa chọn, trang { $page }/{ $pages })
discord-card-stack = { $card } ×{ $count }
discord-hand-phase = Giai đoạn
discord-hand-footer = Bàn { $table } · bước { $version } · chỉ bạn thấy
discord-hand-not-started = Ván chơi chưa bắt đầu.
# The panel stops updating itself (Discord lets the bot edit it for 15 minutes).
discord-hand-retired = Bảng này không còn tự cập nhật nữa. Hãy bấm nút bất kỳ ở đây, hoặc **Bài của bạn** trên tin nhắn bàn chơi, để có bảng mới.
discord-hand-done = Xong.
# A move button from an earlier moment: the table had moved on, so nothing was played.
discord-hand-stale = Bàn đã đi tiếp trước khi bạn bấm, nên chưa có gì được đánh. Đây là bài của bạn lúc này.

## Results

discord-results-title = { $title } — bàn { $table }: kết quả
discord-results-title-early = { $title } — bàn { $table }: thứ hạng (kết thúc sớm)
# $reason is the sentence saying how the match was stopped.
discord-results-early = { $reason } Trận đấu kết thúc sớm: đây là thứ hạng lúc dừng. Trận này không tính vào bảng xếp hạng.
discord-results-winners = Người thắng
discord-results-ahead = Dẫn đầu lúc dừng

## Pings and answers

# $seconds: how long until a computer plays for the player.
discord-ping-warning = { $player }, đến lượt bạn. Sau { $seconds } giây máy sẽ chơi thay bạn; hãy bấm Bài của bạn để chơi.
discord-ping-turn = { $players }: đến lượt ở { $title } (bàn { $table }) — bấm Bài của bạn.
discord-failed = Có lỗi ở phía mình. Hãy thử lại, hoặc xem bàn bằng /bàn tình-hình.
discord-starting = Mình đang khởi động; bạn thử lại sau chốc lát nhé.
discord-too-long = Chuỗi này dài hơn mọi nước đi. Hãy chọn một lựa chọn hiện ra khi bạn gõ.
discord-not-seated-lobby = Bạn chưa ngồi ở bàn này. Hãy bấm Vào bàn trên tin nhắn bàn chơi (hoặc dùng /bàn vào ở đó) để ngồi vào.
discord-not-started = Ván chơi chưa bắt đầu. Chủ bàn bắt đầu bằng /bàn bắt-đầu.
