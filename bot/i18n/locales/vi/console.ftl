# What `python -m bot` prints when the bot stops or cannot start (bot/client.py), in the
# console's language (LANG). Developer Portal, DISCORD_TOKEN, bot.dev_guild_id, log_level
# and config.toml are names the person types or finds as they are: keep them.

# $why: one of the console-* sentences below.
console-stopped = Card Table đã dừng: { $why }
console-cannot-start = Card Table không khởi động được: { $why }
console-bad-token = Discord từ chối token. Hãy kiểm tra DISCORD_TOKEN (Developer Portal → Bot → Reset Token) rồi khởi động lại.
console-intents = Discord yêu cầu bật privileged intents cho bot này: Developer Portal → Bot → Privileged Gateway Intents.
# $error: what Discord answered, as it said it.
console-forbidden = Discord từ chối một yêu cầu ({ $error }). Nếu đã đặt bot.dev_guild_id, hãy mời bot vào máy chủ đó với scope applications.commands, hoặc bỏ thiết lập này.
console-http-error = Discord trả về lỗi ({ $error }). Hãy thử lại sau vài phút.
console-unreachable = Không kết nối được tới Discord ({ $error }). Hãy kiểm tra kết nối internet (và proxy hay tường lửa nếu có), rồi khởi động lại.
console-unexpected = Một lỗi không lường trước đã làm bot dừng ({ $error }). Đặt log_level = "DEBUG" trong mục [bot] của config.toml để xem chi tiết, rồi báo lại cho chúng tôi.

## python -m bot games
# $id: the game's id (typed as it is); $seats: the numbers of players it allows ("4/6/8").
console-game = { $id } — { $title }, { $seats } người chơi. { $summary }
console-game-options = {"  "}Tùy chọn (play { $id } -o tên=giá-trị):
