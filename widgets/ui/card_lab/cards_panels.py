"""The card table's panels, one function per game: 斗地主's readings, comparison and legal
responses; 欢乐三张's hand types and 比牌; 二八杠's duels and payout; 跑胡子's grouping, 胡息,
waits, score and 吃 ways. Each takes the widget, the rules, the state and the language and gives
``(panels, data)`` for :meth:`widgets.ui.card_lab.cards.CardTable._build`."""

from __future__ import annotations

from typing import Any, Protocol

from widgets.cards.doudizhu import Doudizhu
from widgets.cards.paohuzi import (
    HAND_MOST,
    SEED_SHAPE,
    SEED_WANG,
    SEED_XING,
    Paohuzi,
    card_text,
    card_zh,
    group_text,
    parse_hand,
)
from widgets.cards.sanzhang import Sanzhang
from widgets.cards.tuitongzi import Tuitongzi
from widgets.engine.why import speak

from ..shared.card_faces import ph_card_view
from . import cards_chi
from .cards_view import (
    SHOWN,
    CardLabState,
    display_pattern,
    melds_block,
    play_note,
    say,
)


class CardSlots(Protocol):
    """What the panels read from the card table (:class:`widgets.ui.card_lab.cards.CardTable`): its
    slots as notation, and 跑胡子's hand as one line with and without the card shown."""

    def ph_line(self, state: CardLabState | None = None) -> str: ...
    def hand_line(self, state: CardLabState | None = None) -> str: ...
    def slot_text(self, cards: tuple[str, ...]) -> str: ...
    def slot_names(self) -> list[str]: ...


# 跑胡子: the best grouping with its 胡息, the total against 15, the waits, the score
def paohuzi(widget: CardSlots, rules: Paohuzi, state: CardLabState, lang: str):
    hand, table, win, turned = state.slots
    line = widget.ph_line(state)
    data: dict[str, Any] = {"huxi": "", "win": "", "waits": "", "total": "",
                            "groups": ""}
    if not hand and not table and not win:
        return [{"name": "grouping", "title": say("grouping", lang), "blocks": [
            {"kind": "text", "text": say("need_cards", lang), "level": "empty"}]}], data
    held = parse_hand(line)
    if len(held.cards) + held.wilds > HAND_MOST:  # why they cannot be grouped, not a refusal
        n = len(held.cards) + held.wilds
        data["win"] = "false" if win else ""
        return [{"name": "grouping", "title": say("grouping", lang), "blocks": [
            {"kind": "text", "level": "bad", "data": {"verdict": "too-many"},
             "text": say("too_many", lang, n=n, extra=n - HAND_MOST)},
            {"kind": "seed", "text": SEED_SHAPE}]}], data
    found = rules.analyse(widget.hand_line(state), win[0] if win else "",
                          self_drawn=state.self_drawn, turned=" ".join(turned) or None)
    if not win:
        return [_ph_waits(found.waits, data, lang)], data
    check = found.win
    data["huxi"], data["win"] = str(check.huxi), "true" if check.ok else "false"
    data["groups"] = str(len(check.groups))
    panels = [_ph_grouping(check, line, lang)]
    others = _other_groupings(check)
    folded = [{"name": "alternatives", "fold": True,  # under the answer, folded
               "title": f"{say('alternatives', lang)} ({len(others)})",
               "blocks": [{"kind": "table", "head": [say("huxi", lang), ""],
                           "rows": [{"cells": [str(huxi), text], "data": {"huxi": huxi}}
                                    for huxi, text in others]}]}] if others else []
    if check.ok:
        panels.append(_ph_score(rules, found.score, state, data, lang))
    panels += folded
    chi = cards_chi.chi_panel(rules, found, win[0], state.self_drawn, lang,
                              ph_card_view) if hand and win[0] != "W" else None
    if chi is not None:  # the learner may 吃 the card instead, choosing the way
        data["chi-ways"] = chi.pop("data")["ways"]
        panels.append(chi)
    return panels, data


def _ph_grouping(check: Any, line: str, lang: str) -> dict[str, Any]:
    """跑胡子 with the card shown: the best grouping, its 胡息 against 15, why it cannot win."""
    blocks: list[dict[str, Any]] = []
    if check.complete:
        blocks.append(melds_block(check.groups, lang))
        blocks.append({"kind": "text", "level": "ok" if check.ok else "bad",
                       "text": say("huxi_total", lang, n=check.huxi, m=check.min_huxi),
                       "data": {"huxi": check.huxi}})
    for reason in check.reasons:
        blocks.append({"kind": "text", "text": said(reason, lang), "level": "bad"})
    blocks.append({"kind": "seed", "text": SEED_SHAPE})
    if parse_hand(line).wilds_total:
        blocks.append({"kind": "seed", "text": SEED_WANG})
    return {"name": "grouping", "title": say("grouping", lang), "blocks": blocks}


def _ph_score(rules: Paohuzi, score: Any, state: CardLabState, data: dict[str, Any],
              lang: str) -> dict[str, Any]:
    """跑胡子, a winning hand: 胡息, 省, 子, the 番 and the total; who pays; the readings."""
    win = state.slots[2]
    data["total"] = str(score.total)
    rows = [{"cells": [say("huxi", lang), str(score.huxi)], "data": {"row": "huxi"}},
            {"cells": [say("xing", lang), str(score.xing) + (
                f" ({card_zh(score.xing_card)} {card_text(score.xing_card)})"
                if score.xing_card is not None else "")], "data": {"row": "xing"}},
            {"cells": [say("zi", lang), str(score.zi)], "data": {"row": "zi"}}]
    rows += [{"cells": [f.zh if lang == "zh" else f"{f.en} {f.zh}", f"×{f.factor}"],
              "data": {"row": "factor", "factor": f.key}} for f in score.factors]
    rows.append({"cells": [say("total", lang), str(score.total)],
                 "data": {"row": "total", "total": score.total}})
    blocks = [{"kind": "table", "head": ["", ""], "rows": rows}]
    blocks += _payments(rules, score, state.self_drawn or win == ("W",), lang)
    blocks += [{"kind": "note", "text": say("reading_line", lang, name=_reading(n, lang),
                                            huxi=hx, total=t)}
               for n, hx, t in score.readings[:4]]
    blocks.append({"kind": "note", "text": say(
        "xing_note", lang, zh=card_zh(score.xing_card), text=card_text(score.xing_card),
        n=score.xing) if score.xing_card is not None else say("no_xing", lang)})
    blocks.append({"kind": "seed", "text": SEED_XING})
    blocks.append({"kind": "note", "text": say(
        "zi_formula", lang, di=" + 1 底" if rules.options.di else "")})
    return {"name": "score", "title": say("score", lang), "blocks": blocks}


def _ph_waits(waits: tuple[Any, ...], data: dict[str, Any], lang: str) -> dict[str, Any]:
    """跑胡子 without the card shown: the cards it waits on, each with its 胡息."""
    data["waits"] = " ".join(w.text for w in waits)
    if waits:
        blocks = [{"kind": "table", "head": [say("wait_card", lang),
                                             say("on_discard", lang),
                                             say("on_self", lang)],
                   "rows": [{"cells": [f"{card_zh(w.card)} {w.text}",
                                       "—" if w.huxi_discard is None
                                       else str(w.huxi_discard),
                                       "—" if w.huxi_self is None else str(w.huxi_self)],
                             "data": {"wait": w.text}} for w in waits]}]
    else:
        blocks = [{"kind": "text", "text": say("no_waits", lang), "level": "empty"}]
    return {"name": "waits", "title": say("waits", lang), "blocks": blocks}


def said(text: Any, lang: str) -> str:
    """An engine text in the widget's language: a two-language reason (``Why``, or an error
    carrying one) says itself in ``lang``; plain text is shown as it is."""
    return speak(text, lang)


def _other_groupings(check: Any) -> list[tuple[int, str]]:
    """The groupings other than the best one, each once (two searches may find the same)."""
    best = " · ".join(group_text(x) for x in check.groups)
    seen, out = {best}, []
    for g in check.alternatives:
        text = " · ".join(group_text(x) for x in g.groups)
        if text not in seen:
            seen.add(text)
            out.append((g.huxi, text))
    return out


def _reading(name: str, lang: str) -> str:
    """A scored reading's name: the engine's 'best grouping' / 'another grouping' in the
    widget's language (the 王 readings are named by their 番, already Chinese)."""
    key = {"best grouping": "best_reading", "another grouping": "other_reading"}.get(name)
    return say(key, lang) if key else name


def _payments(rules: Paohuzi, score: Any, self_drawn: bool, lang: str) -> list[dict[str, Any]]:
    """Who pays whom how much, and why, in words (seat 0 is the winner in the card table)."""
    key = "pay_self" if self_drawn else \
        "pay_supplier" if rules.options.supplier_pays else "pay_both"
    lines = [{"kind": "text", "level": "plain", "data": {"row": "payment", "payer": a,
                                                         "amount": x},
              "text": say(key, lang, a=a, x=x)} for a, _b, x in score.payments]
    return lines + [{"kind": "note", "text": say("seats_note", lang)}]


# 斗地主: the play's readings, the comparison, the legal responses (or leads)
def doudizhu(widget: CardSlots, rules: Doudizhu, state: CardLabState, lang: str):
    hand, play, prev = (widget.slot_text(s) for s in state.slots)
    panels = []
    blocks: list[dict[str, Any]]
    data: dict[str, Any] = {"play-type": "", "beats": "", "responses": ""}
    answer = rules.analyse(hand, play, prev)
    found = answer.readings[0] if answer.readings else None
    if found is None:
        blocks = [{"kind": "text", "text": say("need_play", lang), "level": "empty"}]
    elif found.ok:
        blocks = [{"kind": "text", "text": f"{p.en} {p.zh}: {p.text}" if lang == "en" else
                   f"{p.zh} {p.text}", "level": "ok",
                   "data": {"type": p.type, "key": p.key}} for p in found.parses]
        # one reading: its type's definition, in the seed's words (a quotation, as written)
        blocks.append({"kind": "note" if found.ambiguous else "seed",
                       "text": play_note(found, lang)})
        data["play-type"] = found.parses[0].type
    else:
        blocks = [{"kind": "text", "text": said(found.problem or found.explain(), lang),
                   "level": "bad",
                   "data": {"type": "none"}}]
        data["play-type"] = "none"
    panels.append({"name": "classify", "title": say("classify", lang), "blocks": blocks})
    previous = answer.previous
    if prev:
        if "previous" in answer.refusals:
            panels.append({"name": "compare", "title": say("compare", lang), "blocks": [
                {"kind": "text", "text": said(answer.refusals["previous"], lang),
                 "level": "bad"}]})
        if previous is not None and play:
            result = answer.comparisons[0]
            data["beats"] = "true" if result.beats else "false"
            head = say("beats" if result.beats else "not_beats", lang)
            panels.append({"name": "compare", "title": say("compare", lang), "blocks": [
                {"kind": "text", "text": f"{display_pattern(play)} → "
                 f"{display_pattern(previous.text)}: {head}",
                 "level": "ok" if result.beats else "bad",
                 "data": {"beats": data["beats"]}},
                {"kind": "note", "text": said(result.reason, lang)},
                {"kind": "seed", "text": result.seed}]})
    if hand:
        if "choices" in answer.refusals:
            panels.append({"name": "responses", "title": say("responses", lang),
                           "blocks": [{"kind": "text", "text": said(answer.refusals["choices"],
                                                                    lang), "level": "bad"}]})
        else:
            choices = answer.choices
            data["responses"] = str(choices.count)
            groups = [{"type": g.type, "label": g.zh if lang == "zh" else
                       f"{g.en} {g.zh}", "count": len(g.patterns),
                       "patterns": [{"pattern": x, "text": display_pattern(x)}
                                    for x in g.patterns[:SHOWN]],
                       "more": say("more", lang, n=len(g.patterns) - SHOWN)
                       if len(g.patterns) > SHOWN else ""} for g in choices.groups]
            blocks = [{"kind": "groups", "groups": groups, "hint": say("pick_hint", lang)}]
            if not groups:
                blocks = [{"kind": "text", "text": say("none", lang), "level": "empty"}]
            blocks.append({"kind": "note", "text": say("pass_ok" if choices.can_pass
                                                       else "no_pass", lang)})
            name = "responses" if previous is not None else "leads"
            panels.append({"name": "responses", "title": say(name, lang),
                           "blocks": blocks})
    else:
        panels.append({"name": "responses", "title": say("responses", lang),
                       "blocks": [{"kind": "text", "text": say("need_hand", lang),
                                   "level": "empty"}]})
    return panels, data

# 欢乐三张: each hand's type, and the 比牌
def sanzhang(widget: CardSlots, rules: Sanzhang, state: CardLabState, lang: str):
    panels, data = [], {"winner": "", "a-type": "", "b-type": ""}
    answer = rules.analyse(*(" ".join(cards) for cards in state.slots[:2]))
    for name, hand, key in (("challenger", answer.readings[0], "a-type"),
                            ("defender", answer.readings[1], "b-type")):
        if hand is not None:
            data[key] = hand.category + ("+235" if hand.special else "")
            blocks = [{"kind": "text", "text": said(hand.describe(), lang), "level": "ok",
                       "data": {"type": hand.category}},
                      {"kind": "seed", "text": rules.categories[5 - hand.level].seed}]
        else:
            blocks = [{"kind": "text", "text": say("need_both", lang), "level": "empty"}]
        panels.append({"name": f"classify-{name}", "title": f"{say(name, lang)} · "
                       f"{say('classify', lang)}", "blocks": blocks})
    if answer.comparisons:
        show = answer.comparisons[0]
        data["winner"] = show.winner
        panels.append({"name": "compare", "title": say("result", lang), "blocks": [
            {"kind": "text", "text": f"{say('winner', lang)}: {say(show.winner, lang)}",
             "level": "ok", "data": {"winner": show.winner}},
            {"kind": "note", "text": said(show.reason, lang) + (f" ({show.ruling})" if show.ruling
                                                    else "")},
            {"kind": "seed", "text": show.seed}]})
    return panels, data

# 二八杠: each hand, each duel with the banker, and the round's payout
def tuitongzi(widget: CardSlots, rules: Tuitongzi, state: CardLabState, lang: str):
    data = {"duels": ""}
    answer = rules.analyse(*(" ".join(cards) for cards in state.slots), bets=state.bets,
                           pool=state.pool)
    hands = answer.readings
    rows = []
    for name, hand in zip(widget.slot_names(), hands, strict=True):
        rows.append({"cells": [say(name, lang), said(hand.describe(), lang) if hand else "—",
                               f"1赔{hand.odds}" if hand else ""],
                     "data": {"slot": name, "category": hand.category if hand else ""}})
    panels = [{"name": "hands", "title": say("classify", lang), "blocks": [
        {"kind": "table", "head": ["", say("classify", lang), say("odds", lang)],
         "rows": rows}]}]
    if None in hands:
        panels.append({"name": "duels", "title": say("duels", lang), "blocks": [
            {"kind": "text", "text": say("need_tiles", lang), "level": "empty"}]})
        return panels, data
    duels = answer.comparisons
    data["duels"] = " ".join(d.winner for d in duels)
    panels.append({"name": "duels", "title": say("duels", lang), "blocks": [
        {"kind": "table", "head": ["", say("winner", lang), say("odds", lang), ""],
         "rows": [{"cells": [say(f"p{n + 1}", lang), say(d.winner if d.winner == "banker"
                                                         else f"p{n + 1}", lang),
                             f"1赔{d.odds}", said(d.reason, lang)],
                   "data": {"winner": d.winner}} for n, d in enumerate(duels)]},
        {"kind": "seed", "text": duels[0].seed}]})
    result = answer.settlement
    if result is None:
        panels.append({"name": "payout", "title": say("payout", lang), "blocks": [
            {"kind": "text", "text": said(answer.refusals["settlement"], lang),
             "level": "bad"}]})
        return panels, data
    by = {b.position: b for b in result.bettors}
    rows = [{"cells": [say(f"p{n + 1}", lang), str(state.bets[n]),
                       f"{by[n].result:+d}" if n in by else "0",
                       str(by[n].award) if n in by else "0"],
             "data": {"position": n, "net": by[n].result + by[n].award - by[n].into_pool
                      if n in by else 0}}
            for n in range(3)]
    rows.append({"cells": [say("banker_net", lang), "", f"{result.banker_net:+d}", ""],
                 "data": {"banker": result.banker_net}})
    rows.append({"cells": [say("pool_after", lang), str(result.pool_before),
                           f"+{result.pool_growth}", str(result.pool_after)],
                 "data": {"pool": result.pool_after}})
    blocks: list[dict[str, Any]] = [
        {"kind": "table", "head": ["", say("bet", lang), say("net", lang), say("award", lang)],
         "rows": rows},
        {"kind": "inputs"}]
    if rules.options.pool_from == "bets" and result.pool_growth:  # P-TT1
        blocks.append({"kind": "note", "text": say("into_pool", lang, n=result.pool_growth,
                                                   rate=rules.options.pool_rate)})
    blocks += [{"kind": "note", "text": said(n, lang)} for n in result.notes]
    panels.append({"name": "payout", "title": say("payout", lang), "blocks": blocks})
    return panels, data
