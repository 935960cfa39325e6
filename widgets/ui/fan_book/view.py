"""The fan book's view: pure functions from the book (:mod:`widgets.practice.fan_book`) and
the learner's choices to the dict the JS draws. No rules here: every hand, score, mark and
reason comes from the book."""

from __future__ import annotations

from collections import Counter
from typing import Any

from widgets.engine.position_code import encode
from widgets.engine.registry import OPTION_CHOICES, option_docs
from widgets.engine.results import Score
from widgets.engine.situation import Situation
from widgets.engine.tiles import tile_name
from widgets.engine.why import speak
from widgets.practice.fan_book.book import Book, Entry, Shown

from ..shared.labels import say
from ..shared.tile_faces import tile_view
from ..shared.view_edits import copy_text


def value_text(mode: str, value: int, adds: bool, lang: str) -> str:
    """A fan's value as its table combines it: ×4 (倍 that multiply), +8 (points that add),
    2 番 (doublings), base 10 (a base line)."""
    if adds:
        return say("fb_base", lang, v=value)
    key = {"multiply": "fb_mult", "add": "fb_add", "doubling": "fb_double"}[mode]
    return say(key, lang, v=value)


def name(e: Any, lang: str) -> str:
    return e.zh if lang == "zh" else e.en


def list_rows(book: Book, found: list[Entry], selected: str, lang: str,
              situations: list[Any] = ()) -> list[dict]:  # type: ignore[assignment]
    """The list's rows: the fans found, then the situation entries found (一炮多响)."""
    mode = book.rules.mode
    return [{"key": e.key, "name": name(e, lang), "other": e.en if lang == "zh" else e.zh,
             "value": value_text(mode, e.value, e.adds, lang), "situational": e.situational,
             "selected": e.key == selected, "missing": e.example is None} for e in found] + [
        {"key": s.key, "name": name(s, lang), "other": s.en if lang == "zh" else s.zh,
         "value": say("fb_situation_short", lang), "situational": True,
         "selected": s.key == selected, "missing": not s.allowed} for s in situations]


def situation_view(book: Book, s: Any, lang: str) -> dict[str, Any]:
    """A situation entry (一炮多响) drawn as a fan is: its names, "no fan" for a value, what
    the variant does with it (or why it cannot happen) where a fan shows its 不计, and the
    example: the first winner's hand, the events in the table's words, and the settlement
    the variant's own ``settle`` gives (who pays whom how much) where a fan shows its score."""
    view: dict[str, Any] = {
        "key": s.key, "zh": s.zh, "en": s.en, "pinyin": s.pinyin, "ruling": "",
        "value": say("fb_situation", lang), "excludes": [],
        "exclusion": f"{speak(s.gloss, lang)}{'。' if lang == 'zh' else '. '}"
                     f"{speak(s.rule, lang)}",
        "exclusion_label": say("fb_situation_rule", lang),
        "showing": "example", "has_miss": False, "example": None, "miss": None,
        "no_miss": say("fb_situation_no_miss", lang),
        "no_example": say("fb_situation_none", lang)}
    if not s.allowed:
        return view
    shown = Shown(s.hand, {}, {})
    pays = [ln for ln in s.lines if ln.key[0] != "net"]
    net = [ln for ln in s.lines if ln.key[0] == "net"]
    view["example"] = {
        "text": s.hand, "groups": hand_groups(book, shown, True, lang),
        "events": [{"key": "yipao", "label": speak(s.setting, lang), "hint": ""}],
        "options": "",
        "score": {"total": net[0].say(lang) if net else "",
                  "lines": [{"key": "pay", "name": ln.say(lang), "value": ln.key[2],
                             "count": 1, "this": False} for ln in pays],
                  "excluded": [], "notes": []},
        "total_label": say("fb_situation_pay", lang),
        "code": lab_code(book, shown)}
    return view


def lab_code(book: Book, shown: Shown) -> str:
    """The hand lab's position code of a shown hand (variant, hand and situation, options)."""
    sit = Situation(**shown.situation)
    data: dict[str, Any] = {"v": book.variant,
                            "t": copy_text(book.rules_of(shown).hand(shown.hand), sit)}
    if shown.options:
        data["o"] = dict(shown.options)
    return encode("hl", data)


def hand_groups(book: Book, shown: Shown, situational: bool, lang: str) -> list[dict]:
    """The hand as groups of tile faces (closed tiles, each meld, the winning tile, the
    flowers), each tile with ``marked`` when it makes the fan."""
    hand = book.rules_of(shown).hand(shown.hand)
    left = Counter(shown.marked)

    def face(t: int, force: bool | None = None) -> dict:
        n = tile_name(t)
        marked = left[n] > 0 if force is None else force
        if marked and force is None:
            left[n] -= 1
        return tile_view(t, lang) | {"marked": marked}

    win_marked = None
    if situational and hand.winning is not None:  # only the winning tile: the events made it
        win_marked = True
        left.clear()
    groups = []
    melds = [{"kind": "meld", "text": str(m), "tiles": [face(t) for t in m.tiles]}
             for m in hand.melds]
    closed = {"kind": "closed", "text": "", "tiles": [face(t) for t in hand.concealed]}
    groups.append(closed)
    groups += melds
    if hand.winning is not None:
        groups.append({"kind": "winning", "text": "+" + tile_name(hand.winning),
                       "tiles": [face(hand.winning, win_marked)]})
    if hand.flowers:
        groups.append({"kind": "flowers", "text": "",
                       "tiles": [face(t) for t in hand.flowers]})
    return groups


def score_view(book: Book, score: Score | None, key: str, lang: str) -> dict[str, Any]:
    if score is None:
        return {"total": None, "lines": [], "excluded": []}
    mode = book.rules.mode
    return {"total": score.total,
            "lines": [{"key": line.key, "name": name(line, lang),
                       "value": value_text(mode, line.value, line.adds, lang),
                       "count": line.count, "this": line.key == key} for line in score.lines],
            "excluded": [say("fb_excluded", lang, name=name(x, lang),
                             reason=speak(x.reason, lang)) for x in score.excluded],
            "notes": list(score.notes)}


def change_text(change: dict[str, str], lang: str) -> str:
    what = change["what"]
    if what == "situation":
        on = bool(change["to"])
        flag = change["to"] or change["from"]
        return say(f"fb_change_situation_{'on' if on else 'off'}", lang, what=say(flag, lang))
    return say(f"fb_change_{what}", lang, from_=change["from"], to=change["to"])


def shown_view(book: Book, e: Entry, shown: Shown, score: Score | None, lang: str,
               situational: bool) -> dict[str, Any]:
    events = [{"key": k, "label": say(k, lang) + (f" ×{shown.situation[k]}" if k in
                                                   ("red_kongs", "wild_kongs") else ""),
               "hint": say(f"{k}_hint", lang)} for k in shown.events]
    extra = []
    if "indicator" in shown.situation:
        ind = shown.situation["indicator"]
        extra.append({"key": "indicator", "label": f"{say('indicator', lang)} "
                      f"{tile_view(ind, lang)['label']}", "hint": ""})
    opts = [f"{_option_label(book, k, lang)} = {_value_word(v, lang)}"
            for k, v in shown.options.items()]
    return {"text": _with_situation(shown.hand, shown.situation),
            "groups": hand_groups(book, shown, situational, lang),
            "events": events + extra,
            "options": say("fb_needs_option", lang, options="、".join(opts) if lang == "zh"
                           else ", ".join(opts)) if opts else "",
            "score": score_view(book, score, e.key, lang),
            "code": lab_code(book, shown)}


def _with_situation(hand: str, situation: dict[str, Any]) -> str:
    """The hand lab's text of a hand and its situation (``hand | self_drawn …``)."""
    words = [k if v is True else f"{k}={tile_name(v) if k == 'indicator' else v}"
             for k, v in situation.items()]
    return f"{hand} | {' '.join(words)}" if words else hand


def _option_label(book: Book, name_: str, lang: str) -> str:
    for o in option_docs(type(book.rules.options)):
        if o["name"] == name_:
            return str(o["label_zh"] if lang == "zh" else o["label_en"])
    return name_


def _value_word(value: Any, lang: str, name_: str = "") -> str:
    """An option's value as the option panel words it (a word option: its display name)."""
    if isinstance(value, bool):
        return say("fb_on" if value else "fb_off", lang)
    named = OPTION_CHOICES.get(name_, {}).get(value) if isinstance(value, str) else None
    if named:
        return named[0] if lang == "zh" else named[1]
    return str(value)


def fan_view(book: Book, key: str, showing: str, lang: str) -> dict[str, Any] | None:
    """The selected fan: names, value, 不计, and the example (or its near miss)."""
    if not key:
        return None
    e = book.entry(key)
    view: dict[str, Any] = {
        "key": e.key, "zh": e.zh, "en": e.en, "pinyin": e.key, "ruling": e.ruling or "",
        "value": value_text(book.rules.mode, e.value, e.adds, lang),
        "excludes": [name(book.entry(k), lang) for k in e.excludes if k in
                     {x.key for x in book.entries}],
        "exclusion": speak(book.exclusion_text(e), lang),
        "showing": showing, "has_miss": e.miss is not None, "example": None, "miss": None,
        "no_miss": speak(e.no_miss, lang) if e.no_miss else ""}
    if e.example:
        view["example"] = shown_view(book, e, e.example, book.score_example(key), lang,
                                     e.situational)
    if showing == "miss" and e.miss:
        view["miss"] = shown_view(book, e, e.miss, book.score_miss(key), lang, False) | {
            "change": change_text(e.miss.change or {}, lang),
            "why": speak(book.why_miss(key), lang),
            "nearer": speak(e.miss.nearer, lang) if e.miss.nearer else ""}
    return view


def _score_words(score: Score | None, lang: str) -> str:
    if score is None:
        return say("fb_cannot_win", lang)
    names = " ".join(name(line, lang) + (f"×{line.count}" if line.count > 1 else "")
                     for line in score.lines)
    return f"{score.total} ({names})"


def _option_lines(lines: Any, changed: list[Any], lang: str) -> list[dict[str, Any]]:
    left = list(changed)
    out = []
    for ln in lines:
        mark = ln in left
        if mark:
            left.remove(ln)
        out.append({"text": ln.say(lang), "changed": mark})
    return out


def options_view(book: Book, lang: str) -> list[dict[str, Any]]:
    """Every rule option: its name, doc, default and another value, and what that value
    changes on its example (a hand's score, a settlement, a play or the deal), both
    outcomes listed with the lines that differ marked."""
    docs = {o["name"]: o for o in option_docs(type(book.rules.options))}
    rows = []
    for o in book.options:
        d = docs[o.name]
        row = {"name": o.name, "label": d["label_zh"] if lang == "zh" else d["label_en"],
               "doc": d["doc_zh"] if lang == "zh" else d["doc"],
               "default": _value_word(o.default, lang, o.name),
               "value": "" if o.value is None else _value_word(o.value, lang, o.name),
               "effect": say("fb_option_no_hand", lang), "hand": "", "kind": "",
               "kind_label": "", "setting": "", "before": [], "after": []}
        if o.hand:
            before, after = book.option_scores(o.name)
            row["hand"] = _with_situation(o.hand, o.situation)
            row["effect"] = say("fb_option_hand", lang, hand=row["hand"],
                                before=_score_words(before, lang),
                                after=_score_words(after, lang))
        shown = book.option_show(o.name)
        if shown is not None:
            row.update(kind=shown.kind, kind_label=say(f"fb_kind_{shown.kind}", lang),
                       value=_value_word(shown.value, lang, o.name),
                       setting=speak(shown.example.setting, lang),
                       before=_option_lines(shown.before, shown.changed_before(), lang),
                       after=_option_lines(shown.after, shown.changed_after(), lang),
                       before_head=say("fb_option_as_is", lang, value=row["default"]),
                       after_head=say("fb_option_change", lang,
                                      value=_value_word(shown.value, lang, o.name)),
                       mark=say("fb_changed", lang))
            if not o.hand:
                row["effect"] = say("fb_kind_" + shown.kind, lang)
        rows.append(row)
    return rows
