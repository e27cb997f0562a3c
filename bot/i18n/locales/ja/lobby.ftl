# /table commands and the lobby buttons (cogs/tables.py, cogs/placement.py): answers only
# the member who asked sees, and the table's thread name. $table: a table's number;
# $game: a game's title (games.ftl).

# The thread a table lives in (in the table's language).
lobby-thread-name = { $game } — テーブル{ $table }
# $thread: a link to the table's thread.
lobby-open-in-thread = { $game }のテーブル{ $table }を { $thread }に開きました。プレイヤーを誘って「参加」を押してもらいましょう。
lobby-open-here = { $game }のテーブル{ $table }をここに開きました。プレイヤーを誘って「参加」を押してもらいましょう。
# $place is "thread" or "channel".
lobby-exists = この{ $place ->
        [thread] スレッド
       *[channel] チャンネル
    }にはもうテーブルがあります（{ $game }、テーブル{ $table }）。参加するか、/テーブル 終了 で終わらせてから新しく開いてください。
# $language: what was given; $languages: the language codes there are.
lobby-no-such-language = 「{ $language }」という言語はありません。次から選んでください：{ $languages }。
lobby-options-too-long = どのゲームのオプションよりもずっと長すぎます。入力しながら一覧から選んでください。例：target=300。
# $typed: what the member wrote.
lobby-options-unreadable = オプションは name=value の形でカンマ区切りにしてください — 「{ $typed }」ではなく。
# Autocomplete of rule options. $name: an option (as typed); $rule: what it takes
# (options.ftl); $default: its default value.
lobby-option-rule = { $name } = { $rule }（初期値 { $default }）
# $pair: "name=value" as typed; $note: what the value means, or that it is the default.
lobby-option-choice = { $pair } — { $note }
lobby-option-default = 初期値
lobby-you-joined = テーブル{ $table }に参加しました。
lobby-you-joined-game = テーブル{ $table }（{ $game }）に参加しました。
lobby-you-left = テーブル{ $table }から抜けました。
lobby-you-left-playing = 抜けました。/手札 で戻るまで、あなたの席は CPU がプレイします。
# $level: easy, hard or random.
lobby-computer-level-sits-down = CPU（{ $level ->
        [easy] かんたん
        [hard] むずかしい
        [random] ランダム
       *[other] { $level }
    }）が着席しました。
lobby-computer-sits-down = CPU が着席しました。
lobby-computer-leaves = CPU がテーブルを離れました。
# Stands for a computer whose name is not known.
lobby-the-computer = CPU
lobby-begins-hand = { $game }を始めます。「手札」を押す（か /手札 を使う）と自分のカードが見られます。
lobby-game-begins = ゲームを始めます。「手札」を押すと自分のカードが見られます。
