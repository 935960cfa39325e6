"""Every UI string of the widgets, in Chinese and English (the JS holds none of them).

>>> say("copies_refused", "en", tile="5m")
'5m refused:'
"""

from __future__ import annotations

from typing import Any

from .labels_card_tables import CARD_TABLE_LABELS
from .labels_compare import COMPARE_LABELS
from .labels_fan_book import FAN_BOOK_LABELS
from .labels_levels import LEVEL_LABELS
from .labels_review import REVIEW_LABELS

LANGS = ("zh", "en")

# key: (zh, en). Templates use str.format fields.
LABELS: dict[str, tuple[str, str]] = {
    # hand lab chrome
    "handlab": ("手牌实验室", "Hand lab"),
    "palette": ("牌池", "Tiles"),
    "hand": ("手牌", "Hand"),
    "seen": ("已见的牌", "Tiles seen"),
    "seen_hint": ("别人打出或亮出的牌：它们不再算未见", "Tiles discarded or shown by others: "
                  "no longer counted as unseen"),
    "mode": ("点牌池时", "A tile click"),
    "mode_hand": ("加入手牌", "Adds to the hand"),
    "mode_seen": ("标记为已见", "Marks it seen"),
    "palette_used": ("{tile} 的 {limit} 张都用了：手里 {held} 张，已见 {seen} 张",
                     "all {limit} {tile} are used: {held} in the hand, {seen} seen"),
    "text": ("牌谱", "Notation"),
    "text_hint": ("输入或粘贴手牌，例如 11m234p [555s,2] +5p | self_drawn；回车载入",
                  "Type or paste a hand, e.g. 11m234p [555s,2] +5p | self_drawn; Enter loads it"),
    "load": ("载入", "Load"),
    "copy": ("复制", "Copy"),
    "copy_hint": ("把手牌和情况复制为文字", "Copy the hand and situation as text"),
    "copied": ("已复制", "Copied"),
    "copy_select": ("已选中，请按 Ctrl+C 复制", "Selected: press Ctrl+C to copy"),
    # position codes (every widget, issue 25)
    "code": ("位置码", "Code"),
    "code_hint": ("这个位置的码：复制后发给别人；粘贴一个码并回车即打开它的位置",
                  "This position's code: copy it to share; paste a code and press Enter to "
                  "open its position"),
    "copy_code": ("复制码", "Copy code"),
    "code_refused": ("没有打开这个位置码：", "Code not opened:"),
    "code_opened": ("已打开位置码的位置", "Opened the code's position"),
    # play on (何切る) in the hand lab
    "draw": ("摸牌", "Draw"),
    "draw_hint": ("从未见的牌中随机摸一张（按种子，全班摸到的顺序相同）；再点手牌打出一张",
                  "Draw a random unseen tile (seeded: a class draws the same sequence); then "
                  "click a tile in the hand to discard it"),
    "draw_need": ("手牌是 {n} 张：摸牌要先打出一张（13、10、7、4 或 1 张时才能摸）",
                  "the hand has {n} tiles: discard one before drawing (a draw needs 13, 10, 7, "
                  "4 or 1)"),
    "draw_empty": ("没有未见的牌可摸了", "no unseen tile is left to draw"),
    "drew": ("摸到 {tile}", "Drew {tile}"),
    "discarded": ("打出 {tile}（记入已见）", "Discarded {tile} (now seen)"),
    "draw_seed": ("摸牌种子", "Draw seed"),
    "undo": ("撤销", "Undo"),
    "redo": ("重做", "Redo"),
    "clear": ("清空", "Clear"),
    "size": ("大号", "Large"),
    # the learner's display settings (shared/display.py): the faces button, every widget
    "faces": ("文字牌面", "Character faces"),
    "faces_hint": ("按下：牌面画成文字（五 / 筒），和读牌谱一样；"
                   "松开：画成真实的牌面（筒的圆点、条的竹子、万的繁体字）。对所有打开的小部件都有效，并会保存",
                   "Pressed: tiles drawn as characters (五 over 筒), as the notation is read "
                   "aloud; not pressed: real tile faces (dots, bamboo sticks, 萬). Applies to "
                   "every widget and is saved"),
    "display_bad": ("显示设置 {name} 应是 {allowed} 之一，不是 {value}",
                    "display setting {name} is one of {allowed}, not {value}"),
    "display_unknown": ("没有显示设置 {name}；可用的：{known}",
                        "no display setting {name}; settings: {known}"),
    "lang": ("English", "中文"),
    # the tile chart (tile_chart/chart.py): its title and each row's heading
    "chart_title": ("牌：牌面、写法和名字", "The tiles: face, notation and name"),
    "chart_m": ("万子：一万 到 九万", "Characters (万): the numeral over 萬"),
    "chart_p": ("筒子（也叫饼）：圆点", "Dots (筒, also 饼): circles"),
    "chart_s": ("条子（也叫索）：竹子，一条画成一只鸟",
                "Bamboo (条, also 索): sticks; 一条 is a bird"),
    "chart_winds": ("风牌：东 南 西 北", "Winds (风): East, South, West, North"),
    "chart_dragons": ("箭牌：中 发 白", "Dragons (箭): red 中, green 发, white 白"),
    "chart_flowers": ("花牌：春 夏 秋 冬，梅 兰 竹 菊", "Flowers (花): four seasons, four plants"),
    "remove_hint": ("点击移除", "click to remove"),
    "add_hint": ("点击加入", "click to add"),
    "winning": ("和牌张", "winning tile"),
    "empty": ("（空）", "(empty)"),
    "none": ("无", "none"),
    "melds": ("副露", "Melds"),
    "meld_builder": ("亮牌", "Declare a meld"),
    "meld_kind": ("种类", "Kind"),
    "meld_tile": ("牌", "Tile"),
    "meld_tile_hint": ("吃：写最小的一张，如 3m 表示 345m", "吃: give the lowest tile, e.g. 3m for "
                       "345m"),
    "meld_run": ("顺子", "Run"),
    "meld_run_hint": ("吃成哪一组顺子（三张都列出来）", "Which run the 吃 makes (all three "
                      "tiles shown)"),
    "source": ("来自", "From"),
    "declare": ("亮出", "Declare"),
    "unmeld_hint": ("点击撤回这组副露", "click to take this meld back"),
    "situation": ("情况", "Situation"),
    "options": ("规则选项", "Rule options"),
    "default": ("默认", "default"),
    "ruling": ("裁定", "ruling"),
    "unknown": ("未知", "unknown"),
    # panels
    "problems": ("问题", "Problems"),
    "shanten": ("向听", "Shanten"),
    "blockers": ("其他限制", "Other blockers"),
    "waits": ("听牌", "Waits"),
    "no_waits": ("没有听牌", "no waits: the hand is not ready"),
    "waits_need_13": ("13 张时显示听牌", "Waits show for a 13-tile hand"),
    "tile": ("牌", "Tile"),
    "unseen": ("未见", "Unseen"),
    "dead": ("死听（四张都在手里）", "dead (all four are in the hand)"),
    "discard_win": ("点炮胡", "On a discard"),
    "self_draw": ("自摸", "Self-drawn"),
    "cannot": ("不能胡", "cannot win"),
    "discards": ("打哪张", "Discard advice"),
    "discards_need_14": ("14 张时显示打牌建议", "Discard advice shows for a 14-tile hand"),
    "discard": ("打出", "Discard"),
    "after": ("打后向听", "Shanten after"),
    "effective": ("进张", "Improving tiles"),
    "waits_all": ("全部 {n} 种听牌", "Show all {n} waits"),
    "show_fewer": ("收起", "Show fewer"),
    "discards_all": ("全部 {n} 种打法", "Show all ({n})"),
    "discards_all_improve": ("不管打哪张，没见过的 {n} 张牌每一张都能改善这手牌"
                             "（赖子可以当任何牌），所以下面按打出后离听牌还有几步排列",
                             "Whatever you discard, every one of the {n} unseen tiles improves "
                             "the hand (a 赖子 can stand for any tile), so the rows are ranked "
                             "by how far each discard leaves it from ready"),
    "discards_all_improve_1": ("不管打哪张，没见过的那 1 张牌都能改善这手牌"
                               "（赖子可以当任何牌），所以下面按打出后离听牌还有几步排列",
                               "Whatever you discard, the 1 unseen tile improves the hand (a "
                               "赖子 can stand for any tile), so the rows are ranked by how far "
                               "each discard leaves it from ready"),
    "discards_best": ("只看最好的", "Best only"),
    "more_kinds": ("另 {n} 种", "+{n} more"),
    "best": ("最佳", "best"),
    "claims": ("吃碰杠胡", "Claims"),
    "claim_tile": ("别人打出", "Discarded tile"),
    "claim_pick": ("选一张牌", "pick a tile"),
    "claim_need_13": ("吃碰杠胡要 13 张的手牌", "Claims need a 13-tile hand"),
    "passed": ("刚才放弃过这张的胡 (漏胡)", "I passed on a win on this tile (漏胡)"),
    "passed_hint": ("下家打出这张时你能胡却没胡，之后还没有动牌（碰、吃、杠、摸牌）",
                    "your 下家 discarded it, you could win and passed, and you have not moved "
                    "since (碰, 吃, 杠 or a draw)"),
    "allowed": ("可以", "Allowed"),
    "refused": ("不可以", "Refused"),
    # a claim as a button, and what it does to the hand against passing
    "claim_take_hint": ("点击拿这张牌：牌移到副露里（可以撤销）", "Click to take the tile: "
                        "the tiles move into a meld (Undo takes it back)"),
    "claim_win_hint": ("点击胡这张牌：它成为和牌张（可以撤销）", "Click to win on this tile: it "
                       "becomes the winning tile (Undo takes it back)"),
    "claim_pass_hint": ("不要这张牌，手牌不变", "Let the tile go: the hand stays as it is"),
    "claim_compare": ("拿了还是不拿", "Take it or pass"),
    "fx_then_discard": ("再打", "then discard"),
    "fx_then_draw": ("再补一张牌", "then draw a replacement"),
    "fx_as_is": ("手牌不变", "the hand as it is"),
    "fx_ready": ("听牌", "ready"),
    "fx_shanten": ("{n} 向听", "{n}-shanten"),
    "fx_never": ("不能胡", "can never win"),
    "fx_improving": ("进张 {n} 张", "{n} improving tiles"),
    "fx_improving_1": ("进张 1 张", "1 improving tile"),
    "fx_winning": ("和张 {n} 张", "{n} winning tiles"),
    "fx_winning_1": ("和张 1 张", "1 winning tile"),
    "fx_worth": ("最多得 {value}", "best win {value}"),
    "fx_scores": ("得 {value}", "scores {value}"),
    "fx_no_win": ("现在还不能胡", "no win counts yet"),
    "fx_wins": ("胡牌", "wins"),
    "took_claim": ("已{claim}：现在打一张牌（点手牌里的牌）", "{claim} taken: now discard "
                   "a tile (click it in your hand)"),
    "took_kong": ("已{claim}：现在补一张牌（点牌池里的牌）", "{claim} taken: now draw the "
                  "replacement tile (click it in the tiles)"),
    "took_win": ("胡了：番型在下面", "Won on the discard: the score is below"),
    "passed_claim": ("过：手牌不变", "Passed: the hand is unchanged"),
    "claim_gone": ("现在不能{claim}（{tiles}）：{why}", "{claim} ({tiles}) is not allowed "
                   "now: {why}"),
    "claim_no_discard": ("先选别人打出的牌", "Pick the discarded tile first"),
    "score": ("番型", "Score"),
    "total": ("合计", "Total"),
    "excluded": ("不计", "Not counted"),
    "notes": ("说明", "Notes"),
    "reading": ("读法", "Reading"),
    "alternatives": ("其他读法（得分较低）", "Other readings (they scored less)"),
    "not_winning": ("为什么不能胡", "Why it cannot win"),
    "score_need_win": ("完整的 14 张和牌显示番型", "The score shows for a complete 14-tile hand"),
    "score_after_claim": ("吃碰以后要先打一张牌：这不是和牌，没有番型",
                          "After a claim the hand discards first: it is not a win, no score"),
    "shanten_after_claim": ("先打一张牌：打得最好是{after}", "discard a tile first: the best "
                            "discard leaves it {after}"),
    "shanten_complete": ("和牌形（-1 向听）", "complete (shanten -1)"),
    "shanten_ready": ("听牌（0 向听）", "ready (tenpai, shanten 0)"),
    "shanten_n": ("{n} 向听", "{n}-shanten"),
    "shanten_never": ("永远不能胡（如花猪）", "can never win (e.g. all three suits melded)"),
    "tiles_count": ("{size} 张（杠算 3 张）", "{size} tiles (a kong counts as 3)"),
    "tiles_count_1": ("1 张（杠算 3 张）", "1 tile (a kong counts as 3)"),
    "shanten_incomplete": ("不完整：还差 {n} 张", "incomplete: {n} more tiles to make a hand"),
    "shanten_incomplete_1": ("不完整：还差 1 张", "incomplete: 1 more tile to make a hand"),
    # claim and meld kinds
    "chi": ("吃", "Chow"),
    "pon": ("碰", "Pung"),
    "kong": ("杠", "Kong"),
    "win": ("胡", "Win"),
    "pass": ("过", "Pass"),
    "direct": ("明杠", "Exposed kong"),
    "added": ("补杠", "Added kong"),
    "concealed": ("暗杠", "Concealed kong"),
    "seat_1": ("上家", "left (上家)"),
    "seat_2": ("对家", "across (对家)"),
    "seat_3": ("下家", "right (下家)"),
    # situation
    "self_drawn": ("自摸", "Self-drawn"),
    "self_drawn_hint": ("和牌张是自己摸的，不是别人打的", "The winning tile was drawn, not "
                        "claimed"),
    "after_kong": ("杠后摸牌", "After a kong"),
    # the line under the situation row naming a box that is off, before its reason
    "situation_off": ("{label}不能勾：", "{label} is off: "),
    "after_kong_hint": ("和牌张是杠后补的牌（杠上花）",
                        "The winning tile replaced a kong (杠上花)"),
    "kong_discard": ("杠上炮", "Kong discard"),
    "kong_discard_hint": ("和的是别人杠后打出的牌", "Won on the discard that followed the "
                          "discarder's kong"),
    "robbing_kong": ("抢杠", "Robbing a kong"),
    "robbing_kong_hint": ("和的是别人补杠的那张牌", "Won on a tile added to a kong"),
    "last_tile": ("海底", "Last tile"),
    "last_tile_hint": ("和牌张是牌墙最后一张", "The winning tile was the wall's last"),
    "dealer": ("庄家", "Dealer"),
    "dealer_hint": ("和牌的人是庄家", "The winner is the dealer"),
    "first_turn": ("第一巡", "First turn"),
    "first_turn_hint": ("第一巡、无人吃碰杠之前（天胡、地胡）", "On the first go-around, before "
                        "any claim (天胡, 地胡)"),
    "seat_wind": ("门风", "Seat wind"),
    "seat_wind_hint": ("自己的风位", "Your own wind"),
    "round_wind": ("圈风", "Round wind"),
    "round_wind_hint": ("这一圈的风", "The wind of the round"),
    "wall_remaining": ("牌墙剩余", "Wall remaining"),
    "wall_remaining_hint": ("还能摸的牌数（空着：未知）", "Tiles left to draw (empty: unknown)"),
    "declared_ready": ("报听", "Declared ready"),
    "declared_ready_hint": ("和牌前已报听（立直）", "The winner declared ready (报听) before "
                            "winning (立直)"),
    "declared_at_start": ("天听", "Ready from the start"),
    "declared_at_start_hint": ("开局就报听：庄家打第一张时，闲家发完牌后（天听）",
                               "Declared ready at the start: the dealer with the first "
                               "discard, the other player right after the deal (天听)"),
    "red_kongs": ("红中杠", "红中 kongs"),
    "red_kongs_hint": ("和牌的人打出（杠出）几张红中", "How many 红中 the winner played out as "
                       "kongs (红中杠)"),
    "wild_kongs": ("赖子杠", "赖子 kongs"),
    "wild_kongs_hint": ("和牌的人打出（杠出）几张赖子", "How many 赖子 the winner played out as "
                        "kongs (赖子杠)"),
    "wild_mark": ("赖子", "wildcard 赖子"),
    "indicator": ("赖子指示牌", "Wildcard indicator"),
    "indicator_hint": ("翻开的指示牌（决定赖子）", "The flipped tile that sets the wildcard"),
    "refused_toggle": ("不能改变“{flag}”：", "{flag} cannot change:"),
    "wind_0": ("东", "East"),
    "wind_1": ("南", "South"),
    "wind_2": ("西", "West"),
    "wind_3": ("北", "North"),
    # messages
    "refused_add": ("不能加入 {tile}：", "{tile} refused:"),
    "copies_refused": ("{tile} 被拒绝：", "{tile} refused:"),
    "refused_meld": ("不能亮出这组副露：", "Meld refused:"),
    "refused_text": ("没有载入，原来的手牌保留：", "Not loaded; the previous hand is kept:"),
    "refused_seen": ("不能标记 {tile} 为已见：", "Cannot mark {tile} seen:"),
    "seen_copies": ("{tile} 已有 {held} 张在手、{seen} 张已见，一共只有 {limit} 张",
                    "{tile}: {held} in the hand and {seen} seen, but only {limit} exist"),
    "not_in_set": ("{tile} 不在 {variant} 的牌里", "{tile} is not in the {variant} tile set"),
    "loaded": ("已载入", "Loaded"),
    "nothing_undo": ("没有可以撤销的操作", "Nothing to undo"),
    # an intent that is not what the widget takes (Refused in widgets/ui/shared/intents.py)
    "not_a_dict": ("消息应是带 'kind' 的字典，不是 {type}",
                   "a message is a dict with a 'kind', not {type}"),
    "unknown_kind": ("未知的操作 {kind}；可用的有：{known}",
                     "unknown intent kind {kind}; known: {known}"),
    "need_field": ("{kind} 缺少 {name}（{what}）；收到 {got}",
                   "{kind} needs {name} ({what}); got {got}"),
    "field_type": ("{kind}：{name} 应是 {what}，不是 {value}",
                   "{kind}: {name} is {what}, not {value}"),
    "one_of": ("{kind}：取值只能是 {allowed} 之一，不是 {value}",
               "{kind}: value is one of {allowed}, not {value}"),
    "whole_number": ("{kind}：应是 {low} 到 {high} 的整数，不是 {value}",
                     "{kind}: a whole number {low} … {high}, not {value}"),
    # what every text box refuses at once (P-IN2)
    "too_long": ("文字太长：{n} 个字符，这里最多 {most} 个（任何一手牌都短得多）",
                 "Text too long: {n} characters; at most {most} here (any hand is far shorter)"),
    "bad_char": ("文字里有无法使用的字符 {code}（可能是粘贴时损坏的字符），请删除后重试",
                 "The text has a character that cannot be used, {code} (perhaps broken in "
                 "pasting): remove it and try again"),
    "too_big": ("数字太大：{value}；这里的数字最多 {most}", "Number too large: {value}; numbers "
                "here are at most {most}"),
    "not_finite": ("{value} 不是一个有限的数", "{value} is not a finite number"),
    "too_many_items": ("输入太多：超过 {most} 项", "Too much input: more than {most} items"),
    "too_deep": ("输入嵌套太深：列表套列表超过 {most} 层", "Input nested too deep: more than "
                 "{most} lists in lists"),
    "reply_failed": ("无法显示结果（{why}），什么都没有改变", "The result cannot be shown "
                     "({why}); nothing changed"),
    "nothing_redo": ("没有可以重做的操作", "Nothing to redo"),
    "error": ("出错了（手牌没有改变）：", "Something went wrong (the hand is unchanged):"),
    # the hand lab's side-by-side view of one rule option's values
    "compare": ("规则对比", "Compare rules"),
    "compare_pick": ("对比哪个选项", "Option to compare"),
    "compare_off": ("不对比", "no comparison"),
    "compare_need_win": ("完整的 14 张和牌才能对比番数", "The comparison shows for a complete "
                         "14-tile hand"),
    "cap_line": ("封顶 {cap}番", "cap {cap} fan"),
    "fan_n": ("{fan}番", "{fan} fan"),
    "points_n": ("{points} 分", "{points} points"),
    "lost_to_cap": ("封顶以外不计", "beyond the cap: not counted"),
    "breaks_cap": ("特殊牌型：突破封顶", "special hand: breaks through the cap"),
    "raised": ("不满封顶，按封顶计", "raised to the cap"),
    # exercise chrome
    "exercise": ("练习", "Exercise"),
    "check": ("检查", "Check"),
    "hint": ("提示", "Hint"),
    "reveal": ("看答案", "Reveal"),
    "reset": ("重来", "Reset"),
    "correct": ("对了！", "Correct!"),
    "incorrect": ("还不对。", "Not yet."),
    "your_answer": ("你的答案", "Your answer"),
    "answer": ("答案", "Answer"),
    "pick_tiles": ("点牌选择（再点取消）", "Click tiles to select them (click again to unselect)"),
    "pick_one": ("点一张牌", "Click one tile"),
    "number_hint": ("输入一个数", "Type a number"),
    "text_answer": ("输入答案", "Type your answer"),
    "no_answer": ("先作答，再检查", "Answer first, then check"),
    "not_number": ("“{value}” 不是一个整数", "{value!r} is not a whole number"),
    # lesson tables (widgets/ui/shared/lesson_display.py)
    "ld_pays": ("{payer} 付给 {payee} {coins}", "{payer} pays {payee} {coins}"),
    "ld_short": ("（应付 {owed}，只付了 {paid}：破产）",
                 "(owed {owed}, paid {paid}: 破产, bankrupt)"),
    "ld_step": ("第几步", "Step"),
    "ld_payment": ("付款", "Payment"),
    "ld_no_payments": ("没有付款", "No payments"),
    "ld_net": ("净得：{values}", "Net: {values}"),
    "ld_final": ("结束时的金币：{values}", "Coins after: {values}"),
    "ld_next_dealer": ("下一局庄家：{seat}", "Next dealer (庄家): {seat}"),
    # drill chrome
    "drill": ("练习题", "Drill"),
    "drill_variant": ("玩法", "Variant"),
    "drill_kinds": ("题型", "Question types"),
    "drill_level": ("难度", "Level"),
    "level_easy": ("简单", "easy"),
    "level_medium": ("中等", "medium"),
    "level_hard": ("困难", "hard"),
    "drill_seed": ("种子", "Seed"),
    "drill_seed_hint": ("同一个种子发同样的题：全班可以做同一套", "The same seed deals the same "
                        "questions: a class can share a set"),
    "drill_n": ("题数", "Questions"),
    "drill_start": ("重新开始", "Restart"),
    "drill_submit": ("提交", "Submit"),
    "drill_next": ("下一题", "Next"),
    "drill_question_n": ("第 {n} 题，共 {of} 题", "Question {n} of {of}"),
    "drill_streak": ("连对 {streak}（最多 {best}）", "Streak {streak} (best {best})"),
    "drill_accuracy": ("平均得分", "Mean credit"),
    "drill_answered": ("第 {n} 题已经答过：请做下一题",
                       "question {n} is answered: go to the next one"),
    "drill_answer_first": ("先回答这一题", "answer this question first"),
    "drill_three_picked": ("已经选了三张：先点其中一张放回去",
                           "three tiles are picked already: click one to put it back first"),
    "drill_need_total": ("还要输入合计", "type the total too"),
    "drill_credit": ("得分 {percent}%", "Credit {percent}%"),
    "drill_total": ("合计", "Total"),
    "drill_finished": ("这一轮做完了：重新开始（同一个种子）或换一个种子",
                       "Round finished: restart (same seed) or change the seed"),
    "drill_mark_right": ("对", "right"),
    "drill_mark_wrong": ("错", "wrong"),
    "drill_mark_missed": ("漏", "missed"),
    "drill_mark_dead": ("死听", "dead wait"),
    "drill_mark_excluded": ("不计", "excluded"),
    "drill_right_of": ("答对 {right} 题（共答 {of} 题）", "{right} right of {of}"),
    "drill_mean_credit": ("平均得分 {percent}", "credit {percent}"),
    "drill_credit_short": ("得分 {percent}%", "credit {percent}%"),
    "drill_table": ("完整的表", "The whole table"),
    "drill_readings": ("怎么组牌", "How the hand splits"),
    "drill_rule": ("规则", "The rule"),
    "drill_settings": ("设置：玩法、题型、难度、种子", "Settings: variant, question types, level, "
                       "seed"),
    # hints that cost (widgets/practice/drills/hints.py) and the test mode
    "exercise_credit": ("得分 {percent}%（{hints}）", "credit {percent}% ({hints})"),
    "exercise_used_1": ("看了提示：最多 75%", "after the hint: at most 75%"),
    "exercise_used_3": ("看了答案：不得分", "after seeing the answer: none"),
    "drill_hint_button": ("提示：{step}（之后最多得 {percent}%）",
                          "Hint: {step} (then at most {percent}% credit)"),
    "drill_hint_nudge": ("方向", "a nudge"),
    "drill_hint_rule": ("规则", "the rule"),
    "drill_hint_answer": ("答案", "the answer"),
    "drill_hints_used": ("用了 {n} 个提示：这题最多得 {percent}%",
                         "{n} of 3 hints used: this question earns at most {percent}%"),
    "drill_hints_all": ("提示已经全部看过", "every hint is already shown"),
    "drill_test_no_hints": ("测验没有提示", "a test has no hints"),
    "drill_test": ("测验：做完才显示对错和得分",
                   "Test: right and wrong, and the score, come at the end"),
    "drill_test_kept": ("答案已记下，做完全部题目后显示对错",
                        "Answer kept: graded when the test is done"),
    "drill_test_score": ("测验成绩：答对 {right} 题（共 {of} 题），平均得分 {percent}%",
                         "Test score: {right} right of {of}, mean credit {percent}%"),
    # the learner's record and mistakes deck (widgets/ui/drills/drill_record.py)
    "drill_record": ("我的记录", "My record"),
    "drill_record_file": ("记录存在", "Kept in"),
    "drill_record_off": ("这个练习不记录答案", "This drill keeps no record"),
    "drill_record_empty": ("还没有记下的答案", "No answers recorded yet"),
    "drill_record_day": ("日期", "Day"),
    "drill_record_cell": ("{day}：答对 {right} 题（共 {of} 题），平均得分 {percent}%",
                          "{day}: {right} right of {of}, mean credit {percent}%"),
    "drill_record_csv": ("导出表格", "Export CSV"),
    "drill_record_json": ("导出数据", "Export JSON"),
    "drill_record_export": ("复制下面的文字，或下载", "Copy the text below, or download it"),
    "drill_record_download": ("下载", "Download"),
    "drill_record_reset": ("清空记录…", "Reset record…"),
    "drill_record_confirm": ("确定清空全部 {n} 个答案吗？旧文件留作 {backup}",
                             "Erase all {n} answers? The old file is kept as {backup}"),
    "drill_record_confirm_1": ("确定清空全部 {n} 个答案吗？旧文件留作 {backup}",
                               "Erase the 1 answer? The old file is kept as {backup}"),
    "drill_record_yes": ("清空", "Erase"),
    "drill_record_no": ("保留", "Keep"),
    "drill_record_was_reset": ("记录已清空（{n} 个答案，旧文件留作 {backup}）",
                               "Record reset ({n} answers; the old file is kept as {backup})"),
    "drill_record_was_reset_1": ("记录已清空（{n} 个答案，旧文件留作 {backup}）",
                                 "Record reset (1 answer; the old file is kept as {backup})"),
    "drill_record_fleeting": (
        "这个网站存不住你的记录：它是从另一台电脑用不加密的普通网址打开的，不能存文件，"
        "而这个浏览器也不让它存（网站的存储满了或被关掉了）。"
        "页面开着时答案照常计入；重新载入页面后就没有了。离开前请在“我的记录”里导出，"
        "或请老师用加密的网址提供这个网站（或在同一台电脑上打开）。",
        "This site cannot keep your record: it was opened from another computer over plain "
        "http, where it can keep no files, and this browser would not keep the record either "
        "(its storage for the site is full or turned off). Your answers count while this page "
        "is open and are gone when it reloads. Export them in My record before you leave, or "
        "ask your teacher to serve the site over https (or open it on the same computer)."),
    # the site over plain http: the record in the browser's storage
    # (widgets/ui/shared/record_bridge.py)
    "drill_record_browser": (
        "你的记录存在这个浏览器里：这个网站是从另一台电脑用不加密的普通网址打开的，不能存文件，"
        "所以答案记在这个浏览器为这个网站留的存储里，重新载入页面后还在。"
        "换一台电脑或换一个浏览器就看不到；清除浏览器的网站数据会把它删掉。"
        "要留一份或交给老师，请在“我的记录”里导出。",
        "Your record is kept in this browser: this site was opened from another computer over "
        "plain http, where it can keep no files, so your answers are kept in this browser's "
        "storage for the site and are still here after a reload. Another computer or another "
        "browser does not see them, and clearing the browser's site data erases them. To keep "
        "a copy or give it to your teacher, export it in My record."),
    "drill_record_in_browser": ("记录存在这个浏览器里（这个网站的存储）",
                                "Kept in this browser (its storage for this site)"),
    "drill_record_refused": ("浏览器里存的记录有 {n} 行读不懂，没有采用；其余的都在",
                             "{n} lines of the record kept in this browser could not be read and "
                             "were left out; the rest is here"),
    "drill_record_unreadable": ("记录文件里有 {n} 行读不懂，原样留在文件里；"
                                "其余的答案都在，新答案照常记入",
                                "{n} unreadable lines of the record file were kept aside (left in "
                                "the file as they are); every other answer is here and new "
                                "answers are still saved"),
    "drill_record_unreadable_1": ("记录文件里有 1 行读不懂，原样留在文件里；"
                                  "其余的答案都在，新答案照常记入",
                                  "1 unreadable line of the record file was kept aside (left in "
                                  "the file as it is); every other answer is here and new "
                                  "answers are still saved"),
    "drill_record_refused_1": ("浏览器里存的记录有 1 行读不懂，没有采用；其余的都在",
                               "1 line of the record kept in this browser could not be read and "
                               "was left out; the rest is here"),
    "drill_record_browser_confirm": ("确定从这个浏览器里清空全部 {n} 个答案吗？要留一份，请先导出",
                                     "Erase all {n} answers from this browser? Export them first "
                                     "to keep a copy"),
    "drill_record_browser_confirm_1": ("确定从这个浏览器里清空这 1 个答案吗？要留一份，请先导出",
                                       "Erase the 1 answer from this browser? Export it first "
                                       "to keep a copy"),
    "drill_record_browser_was_reset": ("记录已从这个浏览器里清空（{n} 个答案）",
                                       "Record erased from this browser ({n} answers)"),
    "drill_record_browser_was_reset_1": ("记录已从这个浏览器里清空（1 个答案）",
                                         "Record erased from this browser (1 answer)"),
    "drill_record_exercises": ("练习（课里的题）", "Exercises (in the lessons)"),
    "drill_deck": ("错题本：{due} 题到期，共 {total} 题", "Mistakes deck: {due} due of {total}"),
    "drill_deck_exercises": ("练习的错题：{due} 题到期，共 {total} 题（在第 07 课复习）",
                             "Exercises to review: {due} due of {total} (lesson 07)"),
    "drill_deck_next": ("下次复习：世界时 {when}", "next review {when} UTC"),
    "drill_review": ("复习错题", "Review mistakes"),
    "drill_review_early": ("还没有到期的错题：先复习最快到期的几题",
                           "Nothing is due yet: these are the soonest, reviewed early"),
    "drill_review_empty": ("错题本是空的：答错的题会回到这里。下面是普通的题",
                           "The mistakes deck is empty: questions you get wrong come back here. "
                           "These are ordinary questions"),
    # rounds at the hand table (widgets/ui/tables/table_round.py): the next hand, its dealer and why
    "round_title": ("一圈牌", "The round"),
    "round_hand": ("本圈第 {n} 局", "Hand {n} of the round"),
    "round_hand_wind": ("本圈第 {n} 局 · 风圈 {wind}", "Hand {n} of the round · round wind {wind}"),
    "round_total": ("累计", "Total"),
    "round_this_hand": ("本局", "This hand"),
    "round_next_hand": ("下一局 ▶", "Next hand ▶"),
    "round_next_hint": ("按规则换庄，用同一个种子发下一局：全班打的是同一圈牌",
                        "Deals the next hand with the next dealer, from the same seed: a class "
                        "plays the same round"),
    "round_next_dealer": ("下一局庄家：{seat}家。{why}", "Next dealer: {seat}. {why}"),
    "round_wind_moves": ("庄又轮回第一位庄家：风圈从{old}转到{new}",
                         "Back to the first dealer: the round wind moves from {old} to {new}"),
    "round_loaded": ("载入的一局只是一局：要打一圈，请用种子发牌（新的一局）",
                     "A loaded hand is one hand: for a round, deal from a seed (New deal)"),
    "round_not_over": ("这一局还没打完：打到结束才能发下一局",
                       "This hand is not over yet: play it to its end first"),
    "round_at_end": ("先走到这一局的最后一步，再发下一局",
                     "Go to this hand's last step first, then deal the next"),
    "round_dealt": ("第 {n} 局：{seat}家坐庄", "Hand {n}: {seat} deals"),
    # why the deal stays or passes, per rule (widgets/practice/table/round.py DEAL_RULES); the
    # ruling, when there is one, is in the tooltip (the view's next.ruling)
    "round_keep_dealer_won": ("庄家胡牌，继续坐庄", "The dealer won and deals again"),
    "round_keep_drawn": ("流局（荒庄），庄家继续坐庄", "Nobody won (荒庄): the dealer deals again"),
    "round_keep_passes": ("庄家没有胡，庄传给下家", "The dealer did not win: the deal passes to "
                          "the 下家 (the next seat)"),
    "round_keep_passes_two": ("庄家没有胡，庄传给对方",
                              "The dealer did not win: the deal passes to the other seat"),
    "round_winner_winner": ("胡牌的人坐庄：{seat}家先胡", "Whoever wins deals: {seat} won first"),
    "round_winner_discarder": ("一炮多响由放炮者坐庄",
                               "Several won on one discard: its discarder deals"),
    "round_winner_drawn": ("没有人胡，庄家继续坐庄", "Nobody won: the dealer deals again"),
    "round_rotate_passes": ("轮庄：每局之后庄传给下家",
                            "The deal passes to the 下家 (the next seat) after every hand"),
    # the review of a played hand at the hand table (widgets/ui/tables/table_review.py)
    "review_title": ("复盘这手牌", "Review my hand"),
    "review_hint": ("你的每个决定与引擎找到的最好选择相比：先比向听，再比进张，"
                    "听牌了再比听牌的期望得分；代价最大的排在前面",
                    "Each of your decisions against the best the engine finds: shanten first, "
                    "then improving tiles, then, for a ready hand, the expected score of its "
                    "waits; the costliest first"),
    "review_summary": ("你做了 {n} 个决定，{good} 个和最好的选择一样好",
                       "{good} of your {n} decisions were as good as the best"),
    "review_summary_1": ("你做了 1 个决定，{good} 个和最好的选择一样好",
                         "{good} of your 1 decision was as good as the best"),
    "review_none": ("这手牌你没有要做的决定", "You made no decisions in this hand"),
    "review_discard": ("第 {step} 步：你打了 {chosen}（{after}）；最好打 {best}（{best_after}）",
                       "Step {step}: you discarded {chosen} ({after}); best: {best} "
                       "({best_after})"),
    # a discard that kept the hand ready on waits worth less (P-DR1's expected score)
    "review_discard_expected": ("第 {step} 步：你打了 {chosen}（{after}），"
                                "留下的听牌平均得分 {exp}；打 {best} 能留下平均得分 {best_exp} "
                                "的听牌",
                                "Step {step}: you discarded {chosen} ({after}) and kept a wait "
                                "worth {exp} on average; {best} would have kept one worth "
                                "{best_exp}"),
    "review_claim": ("第 {step} 步：{seat}打出 {tile}，你选了{chosen}（{after}）；"
                     "最好是{best}（{best_after}）",
                     "Step {step}: {seat} discarded {tile}; you chose {chosen} ({after}); "
                     "best: {best} ({best_after})"),
    "review_after": ("{shanten}，进张 {n} 张", "{shanten}, {n} improving tiles"),
    "review_after_1": ("{shanten}，进张 1 张", "{shanten}, 1 improving tile"),
    "review_cost_shanten": ("多了 {n} 向听", "{n} shanten worse"),
    "review_cost_tiles": ("进张少了 {n} 张", "{n} fewer improving tiles"),
    "review_cost_tiles_1": ("进张少了 1 张", "1 fewer improving tile"),
    "review_cost_expected": ("听牌期望得分少了 {n}", "expected score {n} lower"),
    "review_replay": ("重看这一步", "Replay this step"),
    "review_more": ("还有 {n} 个代价更小的失误", "and {n} smaller mistakes"),
    "review_more_1": ("还有 1 个代价更小的失误", "and 1 smaller mistake"),
}
LABELS |= CARD_TABLE_LABELS  # the played card tables' words, kept in their own module
LABELS |= LEVEL_LABELS  # the opponents' levels (selector, Help's advice)
LABELS |= REVIEW_LABELS  # the review in points
LABELS |= COMPARE_LABELS  # the rule comparison (issue 39)
LABELS |= FAN_BOOK_LABELS  # the fan book


def say(key: str, lang: str, **fields: Any) -> str:
    """The UI string ``key`` in ``lang`` ('zh' or 'en'), formatted with ``fields``."""
    # a count of one has its own entry ("1 tile", not "1 tiles"): key + "_1"
    if fields.get("n") == 1 and f"{key}_1" in LABELS:
        key = f"{key}_1"
    zh, en = LABELS[key]
    text = zh if lang == "zh" else en
    return text.format(**fields) if fields else text


def labels(lang: str) -> dict[str, str]:
    """Every plain label in one language (templates with fields are left as they are)."""
    return {key: (zh if lang == "zh" else en) for key, (zh, en) in LABELS.items()}


def bilingual(text: str | dict[str, str], lang: str) -> str:
    """A text given once (used in both languages) or as ``{"zh": ..., "en": ...}``."""
    if isinstance(text, dict):
        return str(text.get(lang) or text.get("en") or text.get("zh") or "")
    return text
