"""跑胡子 on the card table: 吃 the card in the 胡的牌 slot, the learner choosing the way.

The card in that slot is the card shown: discarded by the 上家, or drawn by the learner when
自摸 is switched on (seed rule 9: 上家出的或者自己摸得牌). The panel lists every way to 吃 it
(P-PH16), each drawn as the eaten group and the 下火 groups it forces (seed rule 10), with
their 胡息; a click on a way (a ``pick`` intent whose pattern is the way's groups) puts those
groups on the table and takes their cards out of the hand. A forced 偎/提/跑 or a refusal is
shown instead, with why. No rules here: the engine's :meth:`Paohuzi.claims` answers.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from widgets.cards import CardAnalysis, NotAllowed, NotationError
from widgets.cards.paohuzi import KIND_EN, KIND_ZH, Meld, Paohuzi, card_text, card_zh
from widgets.cards.paohuzi.claims import ClaimRight as Action
from widgets.cards.paohuzi.groups import chi_kind
from widgets.engine.why import speak

from ..shared.intents import Refused, from_error

SEED_XIAHUO = ("下火：當吃的牌手中還有時，必須要將手中的這張牌根據某種組合，也要放到桌面，"
               "稱為比牌。")

CHI_LABELS: dict[str, tuple[str, str]] = {
    "title_discard": ("吃 {card}（上家打出）", "吃 {card} (discarded by the 上家)"),
    "title_drawn": ("吃 {card}（自己摸的）", "吃 {card} (your own draw)"),
    "eat": ("吃", "吃 (eaten)"),
    "xiahuo": ("下火", "下火 (must go down too)"),
    "way": ("第 {n} 种吃法：{huxi} 胡息", "Way {n}: {huxi} 胡息"),
    "pick": ("选一种吃法", "Pick a way to 吃"),
    "pick_hint": ("点击：把这几组放到桌面", "click to put these groups on the table"),
    "choose": ("有 {n} 种吃法，由吃牌的人选（P-PH16）",
               "{n} ways to 吃: the eater chooses (P-PH16)"),
    "forced": ("先要{zh}（必须）：{why}", "A forced {zh} comes first: {why}"),
    "no_chi": ("不能吃：手里没有两张牌和它组成一句、二七十或绞",
               "No 吃: no two cards in the hand make a 句, 二七十 or 绞 with it"),
    "stale": ("现在没有这种吃法：{way}；现在可以：{ways}",
              "not a way to 吃 offered now: {way}; offered: {ways}"),
    "nothing": ("无", "none"),
}


def say(key: str, lang: str, **fields: Any) -> str:
    zh, en = CHI_LABELS[key]
    return (zh if lang == "zh" else en).format(**fields)


def said(text: Any, lang: str) -> str:
    """An engine text in ``lang`` when it carries both (a ``Why``, or an error whose message
    is one), else as it is."""
    return speak(text, lang)


def _claims(rules: Paohuzi, hand_line: str, card: str, self_drawn: bool):
    """The learner is seat 1; the card comes from seat 0 (the 上家) or his own draw."""
    seat = 1 if self_drawn else 0
    return rules.claims(card, seat, ["", hand_line, ""], drawn=self_drawn)


def way_text(way: tuple[tuple[int, ...], ...]) -> str:
    """A way to 吃 as table groups, the eaten group first.

    >>> way_text(((0, 1, 2), (2, 3, 4)))   # 小三 eaten with 一二, the hand's 小三 with 四五
    '[x123] [x345]'
    """
    return " ".join(Meld(chi_kind(g), g).text() for g in way)


def mine(rules: Paohuzi, hand_line: str, card: str, self_drawn: bool
         ) -> tuple[Action | None, Action | None]:
    """(the learner's first forced action on the card or None, his 吃 — allowed or refused —
    or None)."""
    return learners(_claims(rules, hand_line, card, self_drawn))


def learners(claims: Any) -> tuple[Action | None, Action | None]:
    """Of every action on the card (:class:`~widgets.cards.paohuzi.Claims`), the learner's
    (seat 1): the first forced one or None, and his 吃 (allowed or refused) or None."""
    acts = [a for a in (*claims.allowed, *claims.refused) if a.seat == 1]
    forced = next((a for a in acts if a.forced and a.allowed), None)
    chi = next((a for a in acts if a.kind == "chi"), None)
    return forced, chi


def chi_panel(rules: Paohuzi, found: CardAnalysis, card: str, self_drawn: bool, lang: str,
              card_view: Any) -> dict[str, Any] | None:
    """The 吃 panel for the card in the 胡的牌 slot, from the claims ``found`` on it (None if
    the engine cannot say, e.g. the hand is not a hand yet)."""
    if found.claims is None:
        return None
    forced, chi = learners(found.claims)
    shown = f"{card_zh(rules.parse(card).cards[0])} {card}" if card != "W" else "王 W"
    title = say("title_drawn" if self_drawn else "title_discard", lang, card=shown)
    blocks: list[dict[str, Any]] = []
    data: dict[str, Any] = {"ways": "0"}
    if forced is not None:
        blocks.append({"kind": "text", "level": "bad", "data": {"forced": forced.kind},
                       "text": say("forced", lang, zh=forced.zh, why=said(forced.reason, lang))
                       + f" ({forced.ruling})"})
        blocks.append(_groups_block(forced.cards, forced.kind, forced.huxi, lang, card_view))
    elif chi is None:
        blocks.append({"kind": "text", "level": "empty", "text": say("no_chi", lang)})
    elif not chi.allowed:
        blocks.append({"kind": "text", "level": "bad", "data": {"refused": chi.ruling},
                       "text": f"{said(chi.reason, lang)} ({chi.ruling})"})
    else:
        data["ways"] = str(len(chi.ways))
        if len(chi.ways) > 1:
            blocks.append({"kind": "note", "text": say("choose", lang, n=len(chi.ways))})
        patterns = []
        for n, way in enumerate(chi.ways, 1):
            huxi = sum(Meld(chi_kind(g), g).group().huxi for g in way)
            blocks.append({"kind": "text", "level": "ok", "text": say(
                "way", lang, n=n, huxi=huxi), "data": {"way": way_text(way), "huxi": huxi}})
            blocks.append(_way_block(way, lang, card_view))
            patterns.append({"pattern": way_text(way), "text": f"{n}. " + way_text(way)
                             + (f" · {say('xiahuo', 'zh')} {len(way) - 1}"
                                if len(way) > 1 else "")})
        blocks.append({"kind": "groups", "hint": say("pick_hint", lang), "groups": [
            {"type": "chi", "label": say("pick", lang), "count": len(patterns),
             "patterns": patterns, "more": ""}]})
    blocks.append({"kind": "seed", "text": SEED_XIAHUO})
    return {"name": "chi", "title": title, "blocks": blocks, "data": data}


def _label(kind: str, lang: str) -> str:
    return KIND_ZH[kind] if lang == "zh" else f"{KIND_EN[kind]} {KIND_ZH[kind]}"


def _way_block(way, lang: str, card_view) -> dict[str, Any]:
    """One way drawn as groups: the eaten one, then each 下火 group, each with its 胡息."""
    out = []
    for i, g in enumerate(way):
        kind = chi_kind(g)
        role = say("eat" if i == 0 else "xiahuo", lang)
        out.append({"kind": kind, "label": f"{role} · {_label(kind, lang)}",
                    "huxi": Meld(kind, g).group().huxi, "cards": [card_view(c) for c in g],
                    "where": "table", "win": i == 0})
    return {"kind": "melds", "groups": out}


def _groups_block(groups, kind: str, huxi: int, lang: str, card_view) -> dict[str, Any]:
    return {"kind": "melds", "groups": [{"kind": kind, "label": _label(kind, lang),
                                         "huxi": huxi, "cards": [card_view(c) for c in g],
                                         "where": "table", "win": False} for g in groups]}


def eat(rules: Paohuzi, state: Any, hand_line: str, pattern: str, lang: str) -> Any:
    """The state after the learner eats the shown card the way ``pattern`` names: the way's
    groups on the table, their hand cards out of the hand, the 胡的牌 slot empty. Refused,
    with the ways offered, if ``pattern`` is not one of them now."""
    hand, table, win, turned = state.slots
    if not win:
        raise Refused("pick: put the card shown in the 胡的牌 slot first, then pick a way to 吃",
                      "先把亮出的牌放进“胡的牌”一格，再选吃法")
    try:
        forced, chi = mine(rules, hand_line, win[0], state.self_drawn)
    except (NotAllowed, NotationError, ValueError) as e:
        raise from_error(e, "pick") from None
    ways = chi.ways if chi is not None and chi.allowed and forced is None else ()
    texts = [way_text(w) for w in ways]
    if not isinstance(pattern, str) or pattern not in texts:
        raise Refused(say("stale", lang, way=pattern,
                          ways="; ".join(texts) or say("nothing", lang)))
    way = ways[texts.index(pattern)]
    used = [card_text(c) for g in way for c in g]
    used.remove(win[0])  # the shown card: it came from outside the hand
    rest = list(hand)
    for c in used:
        rest.remove(c)
    slots = (tuple(rest), table + tuple(Meld(chi_kind(g), g).text() for g in way), (), turned)
    return dataclasses.replace(state, slots=slots)
