# The table service (bot/tables.py): lobby news on the table message, refusals shown to
# one player, and why a table closed. $name, $host: a person's name or a computer's
# (shown as they are); $game: a game's title (games.ftl). "/table open" and the like are
# slash commands: write them as Discord shows them in your language.

# A computer player's name, stored with the seat and shown to everyone.
table-computer-name = Máy { $number }

## What happens at the table (public)
table-opened = { $name } đã mở bàn.
table-joined = { $name } vào bàn.
table-left = { $name } rời bàn.
table-left-new-host = { $name } rời bàn. Giờ { $host } là chủ bàn.
table-left-playing = { $name } đã rời đi; máy sẽ chơi thay cho đến khi họ quay lại.
table-sits-down = { $name } ngồi vào bàn.
table-begins = { $game } bắt đầu.
table-back = { $name } đã quay lại và chơi tiếp.
table-timed-out = { $name } đã hết giờ; máy sẽ chơi thay cho đến khi họ đi tiếp.
# $votes: votes so far; $needed: votes needed to end it.
table-vote = { $name } bỏ phiếu đóng bàn: đã có { $votes }/{ $needed } phiếu cần thiết.

## Why a table closed (public)
table-everyone-left = Mọi người đã rời đi nên bàn đã đóng.
table-host-ended = { $host } (chủ bàn) đã đóng bàn.
# $votes: who voted to end; $players: the people at the table.
table-voted-end = Người chơi đã bỏ phiếu đóng bàn ({ $votes }/{ $players }).
# Stands for the host where their name is not known.
table-the-host = chủ bàn

## Refusals (only the one who asked sees them)
table-none-here = Kênh này chưa có bàn nào. Hãy mở bàn bằng /bàn mở.
table-closed = Bàn đó đã đóng. Hãy mở bàn mới bằng /bàn mở.
# $table: the table's number; $game: its game's title.
table-set-aside = Bàn trước đây ở kênh này (bàn { $table }, { $game }) không khôi phục được sau khi khởi động lại, nên mình đã cất nó đi. Hãy mở bàn mới bằng /bàn mở.
# Stands for the game of a set-aside table whose game is not known.
table-a-game = một trò chơi
# $game: what was asked for; $games: the games there are.
table-unknown-game = Không có trò nào tên “{ $game }”. Hãy chọn một trong: { $games }.
# $counts: the numbers of players the game allows ("3 or 4"); $count: the number asked for.
table-seat-count = { $game } chơi với { $counts } người, không phải { $count }.
table-exists = Kênh này đã có bàn ({ $game }). Hãy vào bàn đó, hoặc đóng nó bằng /bàn kết-thúc trước khi mở bàn khác.
table-exists-here = Kênh này đã có bàn. Hãy vào bàn đó, hoặc đóng nó bằng /bàn kết-thúc trước khi mở bàn khác.
table-thread-taken = Chủ đề đó đã có bàn.
table-limit = Máy chủ này đã có { $count } bàn đang mở. Hãy chơi xong hoặc đóng bớt một bàn trước.
# $level: what was asked for; $levels: the computer levels there are.
table-no-such-computer = Không có mức máy “{ $level }”. Hãy chọn một trong: { $levels }.
table-already-seated = Bạn đã ngồi ở bàn này rồi.
# $seats: how many seats the table has.
table-full = Bàn này đã đủ người ({ $seats }/{ $seats } ghế).
table-full-wait = Bàn này đã đủ người ({ $seats }/{ $seats } ghế). Hãy chờ ván sau, hoặc mở bàn ở kênh khác.
table-host-only-remove = Chỉ chủ bàn ({ $host }) mới cho người chơi máy rời bàn được.
table-host-only-start = Chỉ chủ bàn ({ $host }) mới bắt đầu ván chơi được.
table-no-computer = Không có ghế máy nào để bớt.
# $seat: the seat asked for; $seats: the computers' seat numbers; $count: how many.
table-not-a-computer = Ghế { $seat } không phải ghế của máy. Máy đang ngồi ở ghế { $seats }.
# $counts: the numbers of players allowed ("3 or 4"); $seated: how many are seated.
table-need-players = { $game } cần { $counts } người chơi; hiện đang có { $seated } người. Hãy thêm máy hoặc chờ người khác vào.
table-not-started = Ván chơi chưa bắt đầu. Chủ bàn bắt đầu bằng /bàn bắt-đầu.
table-already-started = Ván này đã bắt đầu rồi. Hãy chờ ván sau, hoặc mở bàn ở kênh khác.
table-stale = Thao tác đó dành cho một lúc trước của ván chơi; đây là bàn chơi lúc này.
table-not-seated = Bạn không ngồi ở bàn này. Bạn có thể vào ván sau, hoặc mở bàn ở kênh khác.
table-not-seated-lobby = Bạn không ngồi ở bàn này. Hãy bấm nút Vào bàn trước.
# $typed: what the player wrote.
table-not-a-card = “{ $typed }” không phải là lá bài. Hãy viết như 10S, AH hoặc Q♦.

## Rule options at /table open ($name: the option as typed, e.g. rank_order)
# $names: the game's options; $count: how many.
table-no-such-option = { $game } không có tùy chọn “{ $name }”. Các tùy chọn của trò này: { $count ->
        [0] không có
       *[other] { $names }
    }.
# $why: the game's own words for why the options clash.
table-options-clash = Các tùy chọn này không đi cùng nhau được: { $why }. Hãy đổi một trong số đó.
# $value: what was given; $rule: what the option takes (options.ftl).
table-option-not-allowed = “{ $value }” không hợp lệ cho { $name }: hãy dùng { $rule }.
