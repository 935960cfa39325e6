"""Every UI string of the widgets, in Chinese and English (the JS holds none of them).

>>> say("copies_refused", "en", tile="5m")
'5m refused:'
"""

from __future__ import annotations

from typing import Any

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
    "undo": ("撤销", "Undo"),
    "redo": ("重做", "Redo"),
    "clear": ("清空", "Clear"),
    "size": ("大号", "Large"),
    "lang": ("English", "中文"),
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
    # an intent that is not what the widget takes (Refused in widgets/ui/intents.py)
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
    # lesson tables (widgets/ui/lesson_display.py)
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
}


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
