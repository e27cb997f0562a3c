# Slash commands as Discord shows them (cogs/translate.py): names, descriptions, options and
# fixed choices, by their place in the command tree. Names: lowercase, one word, at most 32
# characters (letters, digits, - and _). Descriptions: at most 100 characters.
# 名稱用玩家會在選單裡認得、打得出的短詞；同一層的名稱不可重複。

cmd-leaderboard-name = 排行榜
cmd-leaderboard-desc = 本伺服器某個遊戲的頂尖玩家
cmd-leaderboard-game-name = 遊戲
cmd-leaderboard-game-desc = 哪個遊戲（預設：這裡最常玩的）
cmd-leaderboard-period-name = 期間
cmd-leaderboard-period-desc = 全部、本月或本週

cmd-stats-name = 戰績
cmd-stats-desc = 某位成員在這裡的積分與戰績
cmd-stats-member-name = 成員
cmd-stats-member-desc = 誰的戰績（預設：你的）
cmd-stats-game-name = 遊戲
cmd-stats-game-desc = 只看這個遊戲

cmd-history-name = 對局紀錄
cmd-history-desc = 本伺服器最近的對局
cmd-history-game-name = 遊戲
cmd-history-game-desc = 只看這個遊戲

cmd-hand-name = 手牌
cmd-hand-desc = 查看你的牌和能做的動作（只有你看得到）

cmd-bid-name = 叫牌
cmd-bid-desc = 在你的牌桌叫牌、不叫、加倍或再加倍
cmd-bid-bid-name = 叫牌
cmd-bid-bid-desc = 你的叫牌：從選項中挑一個，或輸入例如 60 或 pass

cmd-play-name = 出牌
cmd-play-desc = 在你的牌桌出一張牌
cmd-play-card-name = 牌
cmd-play-card-desc = 要出的牌，例如 10S、AH 或 Q♦

cmd-declare-name = 宣告
cmd-declare-desc = 宣告或回應（結婚、王牌、胡碰槓、過 …）
cmd-declare-what-name = 內容
cmd-declare-what-desc = 要宣告什麼：從選項中挑一個

cmd-act-name = 行動
cmd-act-desc = 遊戲此刻允許你做的任何動作
cmd-act-action-name = 動作
cmd-act-action-desc = 從選項中挑一個

cmd-rules-name = 規則
cmd-rules-desc = 幾頁說明一個遊戲怎麼玩
cmd-rules-game-name = 遊戲
cmd-rules-game-desc = 哪個遊戲（在牌桌的討論串裡：該牌桌的遊戲）

cmd-table-name = 牌桌
cmd-table-desc = 開桌、入座、主持一張牌桌
cmd-table-open-name = 開桌
cmd-table-open-desc = 在這個頻道開一張牌桌
cmd-table-open-game-name = 遊戲
cmd-table-open-game-desc = 哪個遊戲
cmd-table-open-seats-name = 人數
cmd-table-open-seats-desc = 幾位玩家（遊戲允許多種人數時）
cmd-table-open-options-name = 選項
cmd-table-open-options-desc = 規則變體，寫成 name=value，以逗號分隔（可從清單挑選）
cmd-table-open-computers-name = 電腦
cmd-table-open-computers-desc = 一開始就入座的電腦玩家人數
cmd-table-open-difficulty-name = 難度
cmd-table-open-difficulty-desc = 電腦玩家的程度（預設：簡單）
cmd-table-open-language-name = 語言
cmd-table-open-language-desc = 牌桌的語言（預設：伺服器的語言）
cmd-table-join-name = 加入
cmd-table-join-desc = 在這個頻道的牌桌入座
cmd-table-leave-name = 離開
cmd-table-leave-desc = 離開這個頻道的牌桌
cmd-table-add-computer-name = 加入電腦
cmd-table-add-computer-desc = 讓一位電腦玩家入座
cmd-table-add-computer-difficulty-name = 難度
cmd-table-add-computer-difficulty-desc = 它的程度（預設：牌桌的設定）
cmd-table-remove-computer-name = 移除電腦
cmd-table-remove-computer-desc = 移除一位電腦玩家（限桌主）
cmd-table-remove-computer-seat-name = 座位
cmd-table-remove-computer-seat-desc = 電腦的座位號碼（預設：最後一位電腦）
cmd-table-start-name = 開始
cmd-table-start-desc = 發第一手牌（限桌主）
cmd-table-end-name = 結束
cmd-table-end-desc = 結束牌桌（桌主），或投票結束
cmd-table-status-name = 狀態
cmd-table-status-desc = 顯示這個頻道的牌桌

# Fixed choices of options, by value. (A game's title is game-<id>-title in games.ftl.)
cmd-choice-all = 全部
cmd-choice-month = 本月
cmd-choice-week = 本週
cmd-choice-easy = 簡單 — 打得穩當
cmd-choice-hard = 困難 — 會往後算（較慢）
cmd-choice-random = 隨機 — 任何合法的一步
# The table's language: each by its own name, then in the reader's language.
cmd-choice-en = English — 英文
cmd-choice-fi = Suomi — 芬蘭文
cmd-choice-el = Ελληνικά — 希臘文
cmd-choice-vi = Tiếng Việt — 越南文
cmd-choice-zh-tw = 繁體中文 — 中文（台灣）
cmd-choice-zh-cn = 简体中文 — 中文（中國）
cmd-choice-ja = 日本語 — 日文
