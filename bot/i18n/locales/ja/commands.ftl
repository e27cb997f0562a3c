# Slash commands as Discord shows them (cogs/translate.py): names, descriptions, options and
# fixed choices, by their place in the command tree. Names: lowercase, one word, at most 32
# characters (letters, digits, - and _). Descriptions: at most 100 characters.
# 名前はコマンド一覧で見て分かる短い言葉に。同じ階層で重複させないこと。

cmd-leaderboard-name = ランキング
cmd-leaderboard-desc = このサーバーでのゲーム別トッププレイヤー
cmd-leaderboard-game-name = ゲーム
cmd-leaderboard-game-desc = どのゲームか（省略時：ここで一番遊ばれているもの）
cmd-leaderboard-period-name = 期間
cmd-leaderboard-period-desc = 全期間・今月・今週

cmd-stats-name = 成績
cmd-stats-desc = メンバーのここでのレートと成績
cmd-stats-member-name = メンバー
cmd-stats-member-desc = 誰の成績か（省略時：自分）
cmd-stats-game-name = ゲーム
cmd-stats-game-desc = このゲームだけ

cmd-history-name = 履歴
cmd-history-desc = このサーバーでの最近の対戦
cmd-history-game-name = ゲーム
cmd-history-game-desc = このゲームだけ

cmd-hand-name = 手札
cmd-hand-desc = 自分の手札とできることを見る（自分にだけ表示）

cmd-bid-name = ビッド
cmd-bid-desc = テーブルでビッド・パス・ダブル・リダブルをする
cmd-bid-bid-name = ビッド
cmd-bid-bid-desc = 宣言する内容：候補から選ぶか、60 や pass のように入力

cmd-play-name = プレイ
cmd-play-desc = テーブルでカードを1枚プレイする
cmd-play-card-name = カード
cmd-play-card-desc = 出すカード。例：10S、AH、Q♦

cmd-declare-name = 宣言
cmd-declare-desc = 宣言または応答（マリッジ、切札、盗む、パス …）
cmd-declare-what-name = 内容
cmd-declare-what-desc = 宣言する内容：候補から選んでください

cmd-act-name = 行動
cmd-act-desc = 今ゲームでできる行動なら何でも
cmd-act-action-name = 操作
cmd-act-action-desc = 候補から選んでください

cmd-rules-name = ルール
cmd-rules-desc = ゲームの遊び方を数ページで
cmd-rules-game-name = ゲーム
cmd-rules-game-desc = どのゲームか（テーブルのスレッド内ならそのテーブルのゲーム）

cmd-table-name = テーブル
cmd-table-desc = カードテーブルを開く・参加する・進行する
cmd-table-open-name = 開く
cmd-table-open-desc = このチャンネルでカードゲームのテーブルを開く
cmd-table-open-game-name = ゲーム
cmd-table-open-game-desc = どのゲームか
cmd-table-open-seats-name = 人数
cmd-table-open-seats-desc = プレイ人数（ゲームが複数の人数に対応している場合）
cmd-table-open-options-name = オプション
cmd-table-open-options-desc = ルールのバリエーションを name=value でカンマ区切りに（一覧から選べます）
cmd-table-open-computers-name = cpu
cmd-table-open-computers-desc = 最初から座らせる CPU の人数
cmd-table-open-difficulty-name = 強さ
cmd-table-open-difficulty-desc = CPU の強さ（省略時：かんたん）
cmd-table-open-language-name = 言語
cmd-table-open-language-desc = テーブルの言語（省略時：サーバーの言語）
cmd-table-join-name = 参加
cmd-table-join-desc = このチャンネルのテーブルに着席する
cmd-table-leave-name = 退席
cmd-table-leave-desc = このチャンネルのテーブルから抜ける
cmd-table-add-computer-name = cpu追加
cmd-table-add-computer-desc = CPU を1人着席させる
cmd-table-add-computer-difficulty-name = 強さ
cmd-table-add-computer-difficulty-desc = CPU の強さ（省略時：テーブルの設定）
cmd-table-remove-computer-name = cpu削除
cmd-table-remove-computer-desc = CPU を1人外す（ホストのみ）
cmd-table-remove-computer-seat-name = 席
cmd-table-remove-computer-seat-desc = CPU の席番号（省略時：最後の CPU）
cmd-table-start-name = 開始
cmd-table-start-desc = 最初の手札を配る（ホストのみ）
cmd-table-end-name = 終了
cmd-table-end-desc = テーブルを終了する（ホスト）か、終了に投票する
cmd-table-status-name = 状況
cmd-table-status-desc = このチャンネルのテーブルを表示する

# Fixed choices of options, by value. (A game's title is game-<id>-title in games.ftl.)
cmd-choice-all = 全期間
cmd-choice-month = 今月
cmd-choice-week = 今週
cmd-choice-easy = かんたん — 堅実に打つ
cmd-choice-hard = むずかしい — 先読みする（遅め）
cmd-choice-random = ランダム — ルール上できる手を適当に
# The table's language: each by its own name, then in the reader's language.
cmd-choice-en = English — 英語
cmd-choice-fi = Suomi — フィンランド語
cmd-choice-el = Ελληνικά — ギリシャ語
cmd-choice-vi = Tiếng Việt — ベトナム語
cmd-choice-zh-tw = 繁體中文 — 中国語（台湾）
cmd-choice-zh-cn = 简体中文 — 中国語（中国）
cmd-choice-ja = 日本語
