"""What the settlement lab draws: each seat's part (its choices and what it came to), the hand
as steps, and the ledger — every payment with the seed's sentence behind it and its ruling —
in zh or en. Pure: the story and the engine's outcome in, a JSON-ready dict out.
"""

from __future__ import annotations

from typing import Any

from widgets.engine.ledger import SYSTEM
from widgets.practice.table.settle_story import KONGS, Outcome, Story
from widgets.practice.table.wording import describe, seat_name

from ..shared.labels import say

WORDS: dict[str, tuple[str, str]] = {
    "title": ("结算练习（血战到底）", "Settlement lab (血战到底)"),
    "intro": ("给每一家选定：杠了什么、怎么结束（胡了，还是流局时下叫、没下叫、花猪）、是否逃跑；"
              "下面是引擎算出的每一笔付款和它依据的规则。",
              "Set each seat's part: its kong, how it ended (won, or at 流局 ready, not ready or a "
              "花猪), whether it left; below, every payment the engine computes, with its rule."),
    "seats": ("四家", "The seats"),
    "kong": ("杠", "Kong"),
    "fed_by": ("放杠者", "fed by"),
    "end": ("结局", "Ending"),
    "from_seat": ("点炮者", "discarder"),
    "left": ("逃跑", "left (逃跑)"),
    "coins": ("起始金币", "Coins at the start"),
    "came_to": ("结果", "What it came to"),
    "base": ("底注", "Base stake (底注)"),
    "after_kong": ("点炮的那张是点炮者杠后打出的（呼叫转移）",
                   "The discard won on comes right after its discarder's kong (呼叫转移)"),
    "limited": ("有起始金币（会破产）", "Seats start with coins (破产 counts)"),
    "steps": ("这一局怎么走的", "How the hand went"),
    "ledger": ("付款（每一笔和它的规则）", "Payments (each with its rule)"),
    "step": ("第几步", "Step"),
    "pays": ("付款", "Payment"),
    "rule": ("规则", "Rule"),
    "no_payments": ("没有付款", "No payments"),
    "net": ("净得", "Net"),
    "final": ("结束时的金币", "Coins after"),
    "next_dealer": ("下一局庄家", "Next dealer (庄家)"),
    "short": ("应付 {owed}，只付了 {paid}：破产", "owed {owed}, paid {paid}: 破产 (bankrupt)"),
    "won_zimo": ("自摸胡：×{total}（{lines}）", "won self-drawn (自摸): ×{total} ({lines})"),
    "won_from": ("胡 {seat} 的点炮：×{total}（{lines}）",
                 "won on {seat}'s discard (点炮): ×{total} ({lines})"),
    "ready_best": ("流局时下叫：最大可能 ×{best}", "ready (下叫) at 流局: best possible ×{best}"),
    "not_ready": ("流局时没下叫", "not ready (没下叫) at 流局"),
    "huazhu": ("流局时是花猪（三门都有）", "a 花猪 at 流局 (holds all three suits)"),
    "still_in": ("没胡（三家已胡，这一局结束）", "has not won (three have won: the hand is over)"),
    "system": ("系统", "the system"),
}

KONG_WORDS = {"": ("没有杠", "no kong"), "direct": ("直杠（明杠）", "直杠 (on a discard)"),
              "added": ("面下杠（续杠）", "面下杠 (added)"),
              "concealed": ("暗杠（下雨）", "暗杠 (concealed)")}
END_WORDS = {"ready": ("流局：下叫", "流局: ready"),
             "not_ready": ("流局：没下叫", "流局: not ready"),
             "huazhu": ("流局：花猪", "流局: 花猪"),
             "zimo": ("自摸胡", "won: 自摸"),
             "dianpao": ("点炮胡", "won: 点炮 (discard)")}

# the seed's own sentence behind each reason a payment gives (the ledger's reason_zh)
RULE_TEXT = {
    "刮风 直杠": "明杠，立刻收取放杠者2倍金币",
    "刮风 面下杠": "续杠，立刻收取其他未胡者1倍金币",
    "下雨 暗杠": "下雨：立刻收取其他未胡者2倍金币",
    "点炮": "基本金币=底注x倍数+刮风下雨的金币；点炮，只有点炮者输金币",
    "自摸": "自摸胡，所有人输金币",
    "自摸加底": "自摸加底：玩家自摸时，额外收取其他未胡玩家1倍底注金币",
    "呼叫转移": ("呼叫转移：即玩家杠牌后打出的牌其他玩家可以胡，"
                 "那么该玩家刮风下雨所得则转移给胡牌玩家"),
    "查花猪": "流局时，花猪玩家要赔给非花猪并且未胡玩家16倍底注的金币",
    "查大叫": ("查大叫：流局时，检查玩家是否下叫，"
               "没下叫的玩家(花猪除外)要赔给有叫的玩家最大的可能番"),
    "退还刮风下雨": "没下叫的玩家刮风下雨所得无效，全部退还",
    "退还归系统": "流局时，没下叫的玩家最后退还刮风下雨所得，已逃跑玩家部分归系统",
    "抢杠胡": "",
}


def word(key: str, lang: str, **fields: Any) -> str:
    zh, en = WORDS[key]
    return (zh if lang == "zh" else en).format(**fields)


def who(seat: int, lang: str) -> str:
    """东家 P0 / East P0; the system."""
    if seat == SYSTEM:
        return word("system", lang)
    return seat_name(seat, lang) + ("家" if lang == "zh" else "") + f" P{seat}"


def _pick(pair: tuple[str, str], lang: str) -> str:
    return pair[0] if lang == "zh" else pair[1]


def _came_to(seat: int, story: Story, out: Outcome, lang: str) -> str:
    s = story.seats[seat]
    score = out.scores.get(seat)
    if score is not None:
        names = [ln.zh if lang == "zh" else f"{ln.zh} {ln.en}" for ln in score.lines]
        lines = " · ".join(name if ln.adds else f"{name} ×{ln.value ** ln.count}"
                           for name, ln in zip(names, score.lines, strict=True))
        if s.end == "zimo":
            return word("won_zimo", lang, total=score.total, lines=lines)
        return word("won_from", lang, seat=who(s.from_seat or 0, lang), total=score.total,
                    lines=lines)
    if seat not in out.at_end:
        return word("still_in", lang)
    best = out.at_end[seat]
    return (word("huazhu", lang) if best < 0 else word("not_ready", lang) if best == 0
            else word("ready_best", lang, best=best))


def build_view(story: Story, out: Outcome | None, ui: dict[str, Any], can_undo: bool,
               can_redo: bool, refusal: str = "") -> dict[str, Any]:
    """The whole view: ``out`` None (with the ``refusal``) when the story cannot be settled."""
    lang = ui["lang"]
    seats = []
    for i, s in enumerate(story.seats):
        seats.append({
            "seat": i, "name": who(i, lang), "kong": s.kong,
            "fed_by": s.fed_by if s.fed_by is not None else (i + 3) % 4,
            "end": s.end, "from_seat": s.from_seat if s.from_seat is not None else (i + 3) % 4,
            "left": s.left, "coins": s.coins,
            "others": [{"value": j, "label": who(j, lang)} for j in range(4) if j != i],
            "came_to": _came_to(i, story, out, lang) if out else "",
            "net": out.ledger.net.get(i, 0) if out else None,
        })
    view: dict[str, Any] = {
        "lang": lang, "size": ui["size"],
        "words": {k: word(k, lang) for k, (zh, _) in WORDS.items() if "{" not in zh},
        "labels": {k: say(k, lang) for k in ("lang", "size", "undo", "redo")},
        "kongs": [{"value": k, "label": _pick(KONG_WORDS[k], lang)} for k in KONGS],
        "ends": [{"value": k, "label": _pick(v, lang)} for k, v in END_WORDS.items()],
        "seats": seats, "base": story.base, "after_kong": story.after_kong,
        "limited": story.seats[0].coins is not None,
        "history": {"undo": can_undo, "redo": can_redo},
        "refusal": refusal, "steps": [], "payments": [], "net": [], "final": [],
        "next_dealer": "",
    }
    if out is None:
        return view
    ledger = out.ledger
    view["steps"] = [{"step": n + 1, "text": describe(e, lang)} for n, e in enumerate(out.events)]
    view["payments"] = [{
        "step": p.event + 1, "payer": p.payer, "payee": p.payee, "paid": p.paid,
        "owed": p.owed, "who": f"{who(p.payer, lang)} → {who(p.payee, lang)}",
        "reason": p.reason_zh if lang == "zh" else f"{p.reason_zh}: {p.reason_en}",
        "rule": RULE_TEXT.get(p.reason_zh, ""), "ruling": p.ruling,
        "short": word("short", lang, owed=p.owed, paid=p.paid) if p.paid < p.owed else "",
    } for p in ledger.payments]
    view["net"] = [{"seat": s, "name": who(s, lang), "value": v} for s, v in ledger.net.items()]
    if ledger.final is not None:
        view["final"] = [{"seat": s, "name": who(s, lang), "value": v}
                         for s, v in ledger.final.items()]
    if ledger.next_dealer is not None:
        view["next_dealer"] = who(ledger.next_dealer, lang)
    return view
