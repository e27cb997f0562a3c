# Slash commands as Discord shows them (cogs/translate.py): names, descriptions, options and
# fixed choices, by their place in the command tree. Names: lowercase, one word, at most 32
# characters (letters, digits, - and _). Descriptions: at most 100 characters.
# 名称用玩家在列表里一眼认得、打得出来的短词；同一层的名称不能重复。

cmd-leaderboard-name = 排行榜
cmd-leaderboard-desc = 本服务器某个游戏的高手榜
cmd-leaderboard-game-name = 游戏
cmd-leaderboard-game-desc = 哪个游戏（默认：这里玩得最多的）
cmd-leaderboard-period-name = 时段
cmd-leaderboard-period-desc = 全部、本月或本周

cmd-stats-name = 战绩
cmd-stats-desc = 某位成员在这里的积分和战绩
cmd-stats-member-name = 成员
cmd-stats-member-desc = 看谁的战绩（默认：你自己）
cmd-stats-game-name = 游戏
cmd-stats-game-desc = 只看这个游戏

cmd-history-name = 对局记录
cmd-history-desc = 本服务器最近的对局
cmd-history-game-name = 游戏
cmd-history-game-desc = 只看这个游戏

cmd-hand-name = 手牌
cmd-hand-desc = 查看你的牌和能做的操作（仅你可见）

cmd-bid-name = 叫牌
cmd-bid-desc = 在你的牌桌上叫牌、不叫、加倍或再加倍
cmd-bid-bid-name = 叫牌
cmd-bid-bid-desc = 你要叫什么：从选项里选一个，或输入如 60 或 pass

cmd-play-name = 出牌
cmd-play-desc = 在你的牌桌上出一张牌
cmd-play-card-name = 牌
cmd-play-card-desc = 要出的牌，如 10S、AH 或 Q♦

cmd-declare-name = 宣布
cmd-declare-desc = 宣布或应答（结婚、将牌、胡碰杠、过 …）
cmd-declare-what-name = 内容
cmd-declare-what-desc = 要宣布什么：从选项里选一个

cmd-act-name = 行动
cmd-act-desc = 游戏此刻允许你做的任何操作
cmd-act-action-name = 操作
cmd-act-action-desc = 从选项里选一个

cmd-rules-name = 规则
cmd-rules-desc = 用几页讲清一个游戏怎么玩
cmd-rules-game-name = 游戏
cmd-rules-game-desc = 哪个游戏（在牌桌的子区里：就是那桌的游戏）

cmd-table-name = 牌桌
cmd-table-desc = 开桌、入座、管理牌桌
cmd-table-open-name = 开桌
cmd-table-open-desc = 在这个频道开一桌牌局
cmd-table-open-game-name = 游戏
cmd-table-open-game-desc = 哪个游戏
cmd-table-open-seats-name = 人数
cmd-table-open-seats-desc = 几个人玩（游戏支持多种人数时）
cmd-table-open-options-name = 选项
cmd-table-open-options-desc = 规则变体，格式为 name=value，用逗号分隔（可从列表中选）
cmd-table-open-computers-name = 电脑
cmd-table-open-computers-desc = 开桌时直接入座的电脑玩家数
cmd-table-open-difficulty-name = 难度
cmd-table-open-difficulty-desc = 电脑玩家的水平（默认：简单）
cmd-table-open-language-name = 语言
cmd-table-open-language-desc = 牌桌使用的语言（默认：服务器的语言）
cmd-table-join-name = 加入
cmd-table-join-desc = 在这个频道的牌桌入座
cmd-table-leave-name = 离开
cmd-table-leave-desc = 离开这个频道的牌桌
cmd-table-add-computer-name = 添加电脑
cmd-table-add-computer-desc = 让一个电脑玩家入座
cmd-table-add-computer-difficulty-name = 难度
cmd-table-add-computer-difficulty-desc = 它的水平（默认：牌桌设置的难度）
cmd-table-remove-computer-name = 移除电脑
cmd-table-remove-computer-desc = 移除一个电脑玩家（仅房主）
cmd-table-remove-computer-seat-name = 座位
cmd-table-remove-computer-seat-desc = 电脑的座位号（默认：最后一个电脑）
cmd-table-start-name = 开始
cmd-table-start-desc = 发第一手牌（仅房主）
cmd-table-end-name = 结束
cmd-table-end-desc = 结束牌桌（房主），或投票结束
cmd-table-status-name = 状态
cmd-table-status-desc = 显示这个频道的牌桌

# Fixed choices of options, by value. (A game's title is game-<id>-title in games.ftl.)
cmd-choice-all = 全部
cmd-choice-month = 本月
cmd-choice-week = 本周
cmd-choice-easy = 简单 — 打得稳妥
cmd-choice-hard = 困难 — 会算后几步（较慢）
cmd-choice-random = 随机 — 随便出合法的牌
# The table's language: each by its own name, then in the reader's language.
cmd-choice-en = English — 英语
cmd-choice-fi = Suomi — 芬兰语
cmd-choice-el = Ελληνικά — 希腊语
cmd-choice-vi = Tiếng Việt — 越南语
cmd-choice-zh-tw = 繁體中文 — 中文（台湾）
cmd-choice-zh-cn = 简体中文 — 中文（中国）
cmd-choice-ja = 日本語 — 日语
