# /table commands and the lobby buttons (cogs/tables.py, cogs/placement.py): answers only
# the member who asked sees, and the table's thread name. $table: a table's number;
# $game: a game's title (games.ftl).

# The thread a table lives in (in the table's language).
lobby-thread-name = { $game } — bàn { $table }
# $thread: a link to the table's thread.
lobby-open-in-thread = Bàn { $table } chơi { $game } đã mở trong { $thread }. Hãy mời mọi người bấm Vào bàn.
lobby-open-here = Bàn { $table } chơi { $game } đã mở ở đây. Hãy mời mọi người bấm Vào bàn.
# $place is "thread" or "channel".
lobby-exists = { $place ->
        [thread] Chủ đề này
       *[channel] Kênh này
    } đã có bàn rồi ({ $game }, bàn { $table }). Hãy vào bàn đó, hoặc đóng nó bằng /bàn kết-thúc trước khi mở bàn khác.
# $language: what was given; $languages: the language codes there are.
lobby-no-such-language = Ở đây không có ngôn ngữ “{ $language }”. Hãy chọn một trong: { $languages }.
lobby-options-too-long = Chuỗi này dài hơn hẳn tùy chọn của bất kỳ trò nào. Hãy chọn trong danh sách khi gõ, ví dụ target=300.
# $typed: what the member wrote.
lobby-options-unreadable = Hãy viết tùy chọn theo dạng tên=giá-trị, cách nhau bằng dấu phẩy — không phải “{ $typed }”.
# Autocomplete of rule options. $name: an option (as typed); $rule: what it takes
# (options.ftl); $default: its default value.
lobby-option-rule = { $name } = { $rule } (mặc định { $default })
# $pair: "name=value" as typed; $note: what the value means, or that it is the default.
lobby-option-choice = { $pair } — { $note }
lobby-option-default = mặc định
lobby-you-joined = Bạn đã vào bàn { $table }.
lobby-you-joined-game = Bạn đã vào bàn { $table } ({ $game }).
lobby-you-left = Bạn đã rời bàn { $table }.
lobby-you-left-playing = Bạn đã rời bàn; máy sẽ chơi thay bạn cho đến khi bạn quay lại bằng /bài.
# $level: easy, hard or random.
lobby-computer-level-sits-down = Một người chơi máy ({ $level ->
        [easy] dễ
        [hard] khó
        [random] ngẫu nhiên
       *[other] { $level }
    }) ngồi vào bàn.
lobby-computer-sits-down = Một người chơi máy ngồi vào bàn.
lobby-computer-leaves = Một người chơi máy rời bàn.
# Stands for a computer whose name is not known.
lobby-the-computer = Người chơi máy
lobby-begins-hand = { $game } bắt đầu. Bấm Bài của bạn (hoặc dùng /bài) để xem bài.
lobby-game-begins = Ván chơi bắt đầu. Bấm Bài của bạn để xem bài.
