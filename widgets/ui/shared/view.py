"""Pure functions from the engine's answers to the JSON view state the JS draws.

Nothing here imports Jupyter; everything is computed from the engine's public API, so the
widgets' JS only draws. The small hand edits the lab makes (add a tile, remove one, declare a
meld) and the lab's text format (notation plus situation keywords) are in view_edits.py and
re-exported here.

>>> tile_view(4, "zh")["label"], tile_view(4, "en")["label"]
('五万', '5 of characters')
>>> copy_text(parse_hand("123m456m789m11p23p"), Situation(self_drawn=True), [13])
'123456789m1123p | self_drawn seen=5p'
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any, NamedTuple

from widgets import rules as make_rules
from widgets.engine.constraints import is_situation
from widgets.engine.notation import (  # noqa: F401 (v.parse_hand, v.NotationError as before)
    Hand,
    Meld,
    NotationError,
    format_tiles,
    parse_hand,
)
from widgets.engine.results import Analysis, NotAllowed, Score, Why
from widgets.engine.rules import MahjongRules, option_docs
from widgets.engine.situation import Situation
from widgets.engine.tiles import (
    FLOWERS,
    N_PLAYING,
    suit_of,
    tile_name,
    tile_zh,
)
from widgets.engine.why import speak
from widgets.practice.table.claim_effects import claim_effects

from .labels import LABELS, labels, say  # noqa: F401 (v.LABELS as before)
from .tile_faces import tile_label, tile_view  # noqa: F401 (v.tile_view, v.tile_label)
from .view_claims import claim_name, effects_view, tiles_key
from .view_edits import (
    BOOL_KEYS,
    MELD_KINDS,
    REFUSED,
    SEATS,
    WIND_KEYS,
    LabText,
    add_tile,
    conflict_codes,
    copy_text,
    fold_winning,
    hand_tiles,
    make_meld,
    parse_lab_text,
    refusal,
    remove_at,
    seen_problems,
    seen_refusal,
    situation_value,
    situation_words,
    to_tile,
    toggle_conflicts,
    with_meld,
    without_meld,
)


def mark_wild(node: Any, wild: frozenset[int], lang: str) -> Any:
    """The view with every drawn tile that is a wildcard (赖子) marked: ``wild`` true and its
    label saying so, so the mark is never colour alone (a tile is a dict with 'id', 'face').

    >>> mark_wild([tile_view(4, "en"), tile_view(5, "en")], frozenset({4}), "en")[0]["label"]
    '5 of characters (wildcard 赖子)'
    """
    if not wild:
        return node
    names = {tile_name(t) for t in wild}
    if isinstance(node, list):
        return [mark_wild(x, wild, lang) for x in node]
    if not isinstance(node, dict):
        return node
    out = {k: mark_wild(x, wild, lang) for k, x in node.items()}
    if "face" in node and node.get("id") in names:
        out |= {"wild": True, "mark": "赖", "label": f"{node['label']} ({say('wild_mark', lang)})"}
    return out




def palette_tiles(rules: MahjongRules) -> list[int]:
    """The tiles a learner can pick in this variant: its kinds, plus flowers if it has them."""
    return list(rules.kinds) + (list(FLOWERS) if rules.has_flowers else [])


def palette_view(rules: MahjongRules, hand: Hand | None = None, seen: Sequence[int] = (),
                 lang: str = "en") -> dict[str, Any]:
    """The palette: ``rows`` of tile ids, one per suit, and ``used``: with ``hand``, each
    tile whose every copy is used (in the hand and its melds, and seen; a flower is one of a
    kind) and why, since adding it or marking it seen would be refused (its button is off)."""
    rows: dict[str, list[str]] = {}
    used: dict[str, str] = {}
    held = Counter(() if hand is None else hand.all_tiles())
    shown = Counter(seen)
    for t in palette_tiles(rules):
        name = tile_name(t)
        limit = 1 if t in FLOWERS else rules.copies
        if hand is not None and held[t] + shown[t] >= limit:
            used[name] = say("palette_used", lang, tile=f"{tile_zh(t)} {name}", limit=limit,
                             held=held[t], seen=shown[t])
        rows.setdefault(suit_of(t), []).append(name)
    return {"rows": list(rows.values()), "used": used}


def has_honours(rules: MahjongRules) -> bool:
    return any(27 <= t < N_PLAYING for t in rules.kinds)




# ---- options ------------------------------------------------------------------------------


def option_value(rules: MahjongRules, name: str, value: Any) -> Any:
    """Check one rule option's value against its default's type; ValueError says why."""
    docs = {d["name"]: d for d in option_docs(rules.Options)}
    if name not in docs:
        raise ValueError(Why(f"{rules.id} 没有规则选项 {name!r}；可用的有："
                             f"{', '.join(docs) or '无'}",
                             f"unknown option {name!r} for {rules.id}; options: "
                             f"{', '.join(docs) or 'none'}"))
    kind = type(docs[name]["default"])
    if kind is int and isinstance(value, str) and value.strip().lstrip("-").isdigit():
        value = int(value)
    if kind is not bool and isinstance(value, bool) or not isinstance(value, kind):
        raise ValueError(Why(f"选项 {name!r} 取 {kind.__name__}，不是 {value!r}",
                             f"option {name!r} takes {kind.__name__}, not {value!r}"))
    return value


@lru_cache(maxsize=64)
def _rules(variant: str, options: tuple[tuple[str, Any], ...]) -> MahjongRules:
    rules = make_rules(variant, **dict(options))
    if not isinstance(rules, MahjongRules):
        raise ValueError(f"{variant!r} is a card game, not a mahjong variant")
    return rules


def rules_for(variant: str, options: dict[str, Any] | None = None) -> MahjongRules:
    """A (shared) rules object; ValueError for an unknown variant or option."""
    return _rules(variant, tuple(sorted((options or {}).items())))


def current_options(rules: MahjongRules) -> dict[str, Any]:
    """The options that differ from their defaults."""
    return {d["name"]: getattr(rules.options, d["name"]) for d in option_docs(rules.Options)
            if getattr(rules.options, d["name"]) != d["default"]}


class LabAnalysis(NamedTuple):
    """The engine's analysis plus what the lab shows beside it."""

    analysis: Analysis
    claim_error: str = ""  # why the chosen discard cannot be asked about (e.g. all 4 held)
    looks_complete: bool = False  # 14 tiles in a winning shape, before the variant's rules
    must_discard: bool = False  # just after a 吃/碰: the hand discards, it does not win


@lru_cache(maxsize=512)
def _analyse(rules: MahjongRules, hand: Hand, situation: Situation, seen: tuple[int, ...],
             discard: int | None, from_seat: int) -> LabAnalysis:
    error = ""
    try:
        found = rules.analyse(hand, situation, list(seen), discard=discard, from_seat=from_seat)
    except (ValueError, NotAllowed) as e:  # the discard is impossible (e.g. all four held)
        if discard is None:
            raise
        found = rules.analyse(hand, situation, list(seen), from_seat=from_seat)
        error = e.args[0] if e.args and isinstance(e.args[0], Why) else str(e)
    looks = found.score is not None or bool(found.not_winning)
    return LabAnalysis(found, error, looks)


def analyse(rules: MahjongRules, hand: Hand, situation: Situation, seen: Sequence[int] = (),
            discard: int | None = None, from_seat: int = 2) -> LabAnalysis:
    """``rules.analyse`` with a cache (undo, redo and language switches cost nothing); an
    impossible discard to claim is reported in ``claim_error``, not raised."""
    if discard is not None and hand.size != 13:
        discard = None
    return _analyse(rules, hand, situation, tuple(sorted(seen)), discard, from_seat)


# ---- view pieces --------------------------------------------------------------------------


def shanten_label(shanten: int | None, lang: str) -> str:
    if shanten is None:
        return say("shanten_never", lang)
    if shanten == -1:
        return say("shanten_complete", lang)
    if shanten == 0:
        return say("shanten_ready", lang)
    return say("shanten_n", lang, n=shanten)


def incomplete_label(missing: int, lang: str) -> str:
    """A hand still being built says how many tiles it lacks, not a shanten (a 4-tile hand is
    not '9-shanten': it is not a hand yet)."""
    return say("shanten_incomplete_1", lang) if missing == 1 else \
        say("shanten_incomplete", lang, n=missing)


def meld_label(kind: str, lang: str, names: Mapping[str, tuple[str, str]] | None = None) -> str:
    """A meld kind's name: the variant's own (``rules.meld_names``: Wuhan's 冲杠) or ours."""
    if names and kind in names:
        zh, en = names[kind]
        return zh if lang == "zh" else en
    return say(kind, lang)


def meld_view(index: int, meld: Meld, lang: str,
              names: Mapping[str, tuple[str, str]] | None = None, ids: bool = False
              ) -> dict[str, Any]:
    kind = meld.kong_kind or meld.kind or "meld"
    key = kind if kind in ("chi", "pon", "direct", "added", "concealed") else ""
    source = meld.source
    return {"index": index, "kind": kind, "text": str(meld),
            "label": meld_label(key, lang, names) if key else str(meld),
            "concealed": meld.concealed,
            "source": source, "source_label": say(f"seat_{source}", lang) if source else "",
            "tiles": [tile_name(t) if ids else tile_view(t, lang) for t in meld.tiles]}


def hand_view(hand: Hand, lang: str, names: Mapping[str, tuple[str, str]] | None = None,
              ids: bool = False) -> dict[str, Any]:
    """The hand's tiles as the JS draws them; ``index`` is what ``remove`` takes; ``names``
    the variant's meld names. With ``ids`` a tile carries its id, not its face (the hand
    lab sends the faces once: :mod:`widgets.ui.hand_lab.view_faces`), a meld's tiles are ids."""
    tiles = []
    n, win = len(hand.concealed), hand.winning is not None
    for i, t in enumerate(hand_tiles(hand)):
        face = {"id": tile_name(t)} if ids else tile_view(t, lang)
        tiles.append(face | {"index": i, "winning": win and i == n, "flower": t in FLOWERS})
    return {"text": str(hand), "tiles": tiles, "size": hand.size,
            "size_label": say("tiles_count_1" if hand.size == 1 else "tiles_count", lang,
                              size=hand.size),
            "melds": [meld_view(i, m, lang, names, ids) for i, m in enumerate(hand.melds)]}


def _unlead(text: str, leads: tuple[str, ...]) -> str:
    """``text`` without the first of ``leads`` it starts with."""
    lead = next((x for x in leads if text.startswith(x)), "")
    return text[len(lead):]


def _flag(rules: MahjongRules, hand: Hand | None, situation: Situation, key: str,
          lang: str, before: frozenset[str] | None = None) -> dict[str, Any]:
    """A situation checkbox; ``disabled`` with ``reason`` when flipping it would contradict
    the hand or the other flags (:func:`toggle_conflicts`; ``before`` as it takes)."""
    why = () if hand is None else toggle_conflicts(rules, hand, situation, key, before)
    # each conflict names the flag first ("杠后摸牌：…", "after_kong: …"): the box's line
    # under the situation row names it already
    lead = (f"{say(key, 'zh')}：", f"{key}: ")
    parts = [_unlead(p.say(lang), lead) for p in why]
    return {"key": key, "type": "bool", "value": getattr(situation, key), "label": say(key, lang),
            "hint": say(f"{key}_hint", lang), "disabled": bool(why),
            "reason": ("；" if lang == "zh" else "; ").join(parts),
            "off_label": say("situation_off", lang, label=say(key, lang)) if why else ""}


def situation_view(rules: MahjongRules, situation: Situation, lang: str,
                   hand: Hand | None = None) -> list[dict[str, Any]]:
    """The situation controls: bools, winds (where the variant has honours), the wall, and
    the 赖子 indicator where the variant has wildcards (its choices are tile ids). With
    ``hand``, a checkbox whose flip would contradict the others is disabled, with the
    reason."""
    before = None if hand is None else conflict_codes(rules, hand, situation)
    out: list[dict[str, Any]] = [_flag(rules, hand, situation, k, lang, before)
                                 for k in BOOL_KEYS]
    if has_honours(rules):
        winds = [{"value": i, "label": say(f"wind_{i}", lang)} for i in range(4)]
        out += [{"key": k, "type": "choice", "value": getattr(situation, k), "choices": winds,
                 "label": say(k, lang), "hint": say(f"{k}_hint", lang)} for k in WIND_KEYS]
    for key in ("wall_remaining",) + rules.situation_keys:  # and the variant's own counts
        if isinstance(getattr(Situation(), key), bool):  # or flags
            out.append(_flag(rules, hand, situation, key, lang, before))
            continue
        out.append({"key": key, "type": "int", "value": getattr(situation, key),
                    "label": say(key, lang), "hint": say(f"{key}_hint", lang)})
    if type(rules).wild_kinds is not MahjongRules.wild_kinds:
        ind = situation.indicator
        out.append({"key": "indicator", "type": "tile",
                    "value": None if ind is None else tile_name(ind),
                    "choices": [tile_name(t) for t in rules.kinds],
                    "label": say("indicator", lang), "hint": say("indicator_hint", lang)})
    return out


def options_view(rules: MahjongRules, lang: str = "en") -> list[dict[str, Any]]:
    """The variant's rule options: name (the key the intent takes), label (its display name
    in ``lang``), type, value, default, doc (in ``lang``; hover hint), ruling id."""
    return [option_row(d, getattr(rules.options, d["name"]), lang)
            for d in option_docs(rules.Options)]


def option_row(doc: Mapping[str, Any], value: Any, lang: str) -> dict[str, Any]:
    """One option's row: its :func:`option_docs` entry with the display name and doc in
    ``lang`` (``label``, ``doc``) and the current ``value``; the key stays in ``name``."""
    pick = "label_zh" if lang == "zh" else "label_en"
    row = dict(doc) | {"label": doc[pick], "doc": doc["doc_zh"] if lang == "zh" else doc["doc"],
                       "value": value, "changed": value != doc["default"]}
    if "choices" in doc:  # a word-valued option: offered by what each word means
        row["choices"] = [{"value": c["value"], "label": c[pick]} for c in doc["choices"]]
    return row


def meld_kinds_view(rules: MahjongRules, lang: str) -> list[dict[str, Any]]:
    """The meld builder's kinds, each with whether the variant allows it (and why not)."""
    out = []
    for kind in MELD_KINDS:
        base = "chi" if kind == "chi" else "pon" if kind == "pon" else "kong"
        allowed = base in rules.melds_allowed
        item = {"kind": kind, "label": meld_label(kind, lang, rules.meld_names),
                "allowed": allowed,
                "reason": "" if allowed else speak(rules.refusal_text(base), lang),
                "needs_source": kind != "concealed"}
        if kind == "chi":  # the learner picks the whole run, not a tile that starts one
            item["runs"] = [{"value": tile_name(t), "label": format_tiles((t, t + 1, t + 2))}
                            for t in rules.kinds if t < 27 and t % 9 < 7
                            and {t + 1, t + 2} <= set(rules.kinds)]
        out.append(item)
    return out


# a reading's form, where it is not the regular four sets and a pair: (zh, en)
FORMS = {"seven-pairs": ("七对", "seven pairs"), "orphans": ("十三幺", "thirteen orphans")}


def arrangement_text(score: Score, melds: Sequence[Meld] = (), lang: str = "en") -> str:
    """The reading: the declared melds (as written, without their source), then the blocks
    of the concealed tiles, ★ for a wildcard; a form other than sets and a pair named in
    ``lang``."""
    parts = [str(dataclasses.replace(m, source=None)) for m in melds]
    for b in score.arrangement.blocks:
        parts.append(format_tiles(b.tiles) + "★" * b.wilds if b.tiles else "★" * 3)
    form = score.arrangement.form
    name = FORMS.get(form, (form, form))[0 if lang == "zh" else 1]
    return " ".join(parts) + (f" ({name})" if form != "regular" else "")


def score_view(score: Score, lang: str, alternatives: bool = True,
               melds: Sequence[Meld] = ()) -> dict[str, Any]:
    """The fan breakdown: lines, 不计 fans with what excluded them, total, notes, readings
    (each with the hand's declared ``melds``)."""
    lines = [{"key": ln.key, "zh": ln.zh, "en": ln.en, "value": ln.value, "count": ln.count,
              "adds": ln.adds,  # a base line: its value adds to the base (Wuhan's 大胡)
              "label": ln.zh if lang == "zh" else f"{ln.en} {ln.zh}"} for ln in score.lines]
    excluded = [{"key": e.key, "zh": e.zh, "en": e.en, "value": e.value, "by": e.by,
                 "by_zh": e.by_zh, "reason": e.reason, "count": e.count,  # None: all
                 "label": e.zh if lang == "zh" else f"{e.en} {e.zh}",
                 "why": speak(e.reason, lang)}
                for e in score.excluded]
    out: dict[str, Any] = {"total": score.total, "mode": score.mode, "base": score.base,
                           "lines": lines, "excluded": excluded,
                           "notes": [speak(n, lang) for n in score.notes],
                           "reading": arrangement_text(score, melds, lang)}
    if alternatives:
        out["alternatives"] = [score_view(s, lang, False, melds) for s in score.alternatives]
    return out


def claims_view(lab: LabAnalysis, rules: MahjongRules, discard: int | None, from_seat: int,
                size: int, lang: str, hand: Hand | None = None, seen: Sequence[int] = (),
                situation: Situation | None = None) -> dict[str, Any]:
    """The claim picker and, for a chosen discard, the options and refusals (tiles as ids);
    with ``hand``,
    each option also says what taking it does to the hand, against passing (``pass``,
    ``compare``: :mod:`widgets.ui.shared.view_claims`)."""
    out: dict[str, Any] = {
        "tile": None if discard is None else tile_name(discard), "from_seat": from_seat,
        "tiles": [tile_name(t) for t in rules.kinds],
        "seats": [{"value": s, "label": say(f"seat_{s}", lang)} for s in rules.seats],
        "options": [], "refused": [], "note": "", "pass": None, "compare": ""}
    if size != 13:
        out["note"] = say("claim_need_13", lang)
    elif lab.claim_error:
        out["note"] = speak(lab.claim_error, lang)
    report = lab.analysis.claims
    if report is not None:
        out["options"] = [{"kind": o.kind, "label": claim_name(o.kind, lang),
                           "tiles": [tile_name(t) for t in o.tiles],
                           "note": speak(o.note, lang), "claim_tiles": tiles_key(o.tiles)}
                          for o in report.options]
        if hand is not None and discard is not None:
            fx = effects_view(claim_effects(rules, hand, discard, from_seat, seen, situation,
                                            report.options), lang, tile_name, rules.mode)
            out["options"] = [o | e for o, e in zip(out["options"], fx["options"], strict=True)]
            out["pass"], out["compare"] = fx["pass"], fx["compare"]
        out["refused"] = [{"kind": r.kind, "label": claim_name(r.kind, lang),
                           "reason": speak(r.reason, lang),
                           "ruling": r.ruling} for r in report.refused]
    return out


def after_passing(lab: LabAnalysis, rules: MahjongRules, hand: Hand, situation: Situation,
                  discard: int | None, from_seat: int) -> LabAnalysis:
    """The claims on ``discard`` once more, after 'you passed on a win on this tile from your
    下家 and have not moved since' (漏胡): the variant's ``passed_history`` events, read by its
    ``claims(history=…, seat=0)`` (永州, R-Y13)."""
    if lab.analysis.claims is None or discard is None:
        return lab
    report = rules.claims(hand, discard, from_seat, situation,
                          history=rules.passed_history(discard), seat=0)
    return lab._replace(analysis=dataclasses.replace(lab.analysis, claims=report))


def analysis_view(lab: LabAnalysis, lang: str, mode: str = "multiply") -> dict[str, Any]:
    """The panels of one analysis: problems, shanten, waits, discards, score, and why a
    complete-looking hand cannot win (only then: a half-built hand is not a failed win).
    Tiles are ids (the faces go once: :mod:`widgets.ui.hand_lab.view_faces`).
    ``mode`` is how the variant combines fans (wait scores: ×16, or 28 points)."""
    analysis = lab.analysis
    hand = parse_hand(analysis.hand)  # the engine's own text of the hand it analysed
    # shanten not computed (a situation that cannot happen still has its shape shown)
    blocked = any(p.code != "too-few" and not is_situation(p) for p in analysis.problems)
    best = None
    if analysis.discards:
        top = analysis.discards[0]
        best = (top.shanten, top.effective_count)
    # with a 赖子 every tile may improve whatever goes: the same tiles on every row say
    # nothing, so they are said once and the rows differ by the distance left (issue 33)
    same = len(analysis.discards) > 1 and \
        len({tuple(d.effective) for d in analysis.discards}) == 1
    return {
        "problems": [{"code": p.code, "message": p.say(lang), "ruling": p.ruling,
                      "tiles": [tile_name(t) for t in p.tiles]} for p in analysis.problems],
        "shanten": analysis.shanten,
        "shanten_label": "" if blocked else incomplete_label(13 - hand.size, lang)
        if hand.size < 13 else shanten_label(analysis.shanten, lang),
        "blockers": [speak(b, lang) for b in analysis.blockers],
        "ready": analysis.ready,
        "waits": [{"tile": tile_name(w.tile), "unseen": w.unseen, "dead": w.dead,
                   "discard_score": w.discard_score, "self_draw_score": w.self_draw_score}
                  for w in analysis.waits],
        "score_mode": mode,
        "discards_same": say("discards_all_improve", lang,
                             n=analysis.discards[0].effective_count) if same else "",
        "discards": [{"tile": tile_name(d.tile), "shanten": d.shanten,
                      "shanten_label": shanten_label(d.shanten, lang),
                      "effective": [] if same else
                      [{"tile": tile_name(t), "unseen": n} for t, n in d.effective],
                      "count": d.effective_count,
                      "best": (d.shanten, d.effective_count) == best}
                     for d in analysis.discards],
        "score": None if analysis.score is None else score_view(analysis.score, lang,
                                                                 melds=hand.melds),
        "not_winning": speak(analysis.not_winning, lang) if lab.looks_complete else "",
    }


def chrome(lang: str, size: str) -> dict[str, Any]:
    """What every widget's view carries: language, size and the label table."""
    return {"lang": lang, "size": size, "labels": labels(lang)}


# ---- side by side: one hand under each value of a rule option ----------------------------


def comparable_options(rules: MahjongRules) -> list[str]:
    """Options whose values the lab can show side by side: the variant's ``option_choices``
    (永州's cap 3 / 5, minimum 0 / 1 / 3) and every bool option."""
    choices = rules.option_choices
    return [d["name"] for d in option_docs(rules.Options)
            if d["name"] in choices or d["type"] == "bool"]


def choice_labels(rules: MahjongRules, lang: str) -> list[dict[str, str]]:
    """The comparable options as the picker shows them: the key (``value``) and its display
    name in ``lang`` (``label``)."""
    docs = {d["name"]: d for d in option_docs(rules.Options)}
    return [{"value": n, "label": docs[n]["label_zh" if lang == "zh" else "label_en"]}
            for n in comparable_options(rules)]


def option_values(rules: MahjongRules, name: str) -> tuple[Any, ...]:
    """The values to compare for option ``name``; ValueError naming the comparable ones."""
    if name not in comparable_options(rules):
        raise ValueError(f"cannot compare option {name!r} of {rules.id}; comparable: "
                         f"{', '.join(comparable_options(rules)) or 'none'}")
    return tuple(rules.option_choices.get(name, (True, False)))


def fan_bar(score: Score, rules: MahjongRules, cap: int | None) -> list[dict[str, Any]]:
    """A doubling score's lines as segments of a bar in 番: ``kept`` units count, ``lost``
    units are beyond the cap; a special line (its fan row is in the group 'special') breaks
    through it; a line of no fan row (a raise) is 'raise'.

    >>> from widgets import rules
    >>> r = rules("yongzhou")
    >>> s = r.score("123m456m789m1z [222z,1] +1z", self_drawn=True, seat_wind=1)
    >>> [(b["key"], b["kept"], b["lost"]) for b in fan_bar(s, r, 3)]
    [('hunyise', 2, 0), ('zimo', 1, 0), ('fengwei', 0, 1)]
    """
    groups = {f.key: f.group for f in rules.fans}
    out, used = [], 0
    for ln in score.lines:
        units = ln.value * ln.count
        kind = ("special" if groups.get(ln.key) == "special" else
                "raise" if ln.key not in groups else "ordinary")
        room = units if cap is None or kind == "special" else max(0, min(units, cap - used))
        out.append({"key": ln.key, "zh": ln.zh, "en": ln.en, "kind": kind, "value": units,
                    "kept": room, "lost": units - room})
        used += units
    return out


def compare_view(variant: str, options: Mapping[str, Any], name: str, hand: Hand,
                 situation: Situation, seen: Sequence[int], lang: str) -> dict[str, Any]:
    """One column per value of option ``name``: the score (total, 番 where fans double, the
    cap, a bar of the lines with the cap line), or why the hand cannot win under it."""
    base = rules_for(variant, dict(options))
    doc = next(d for d in option_docs(base.Options) if d["name"] == name)
    shown = doc["label_zh"] if lang == "zh" else doc["label_en"]  # the key stays in "option"
    columns = []
    for value in option_values(base, name):
        rules = rules_for(variant, dict(options) | {name: value})
        lab = analyse(rules, hand, situation, seen)
        score = lab.analysis.score
        cap = rules.cap_fan()
        col: dict[str, Any] = {"value": value, "label": f"{shown} {value}", "cap": cap,
                               "current": getattr(base.options, name) == value,
                               "not_winning": speak(lab.analysis.not_winning, lang)}
        if cap is not None:
            col["cap_label"] = say("cap_line", lang, cap=cap)
        if score is not None:
            fan = (score.total // score.base).bit_length() - 1 if rules.mode == "doubling" \
                else None
            bar = fan_bar(score, rules, cap) if fan is not None else []
            col |= {"score": score_view(score, lang, False, hand.melds), "total": score.total,
                    "fan": fan,
                    "bar": bar, "capped": any(b["lost"] for b in bar),
                    "special": any(b["kind"] == "special" for b in bar),
                    "fan_label": "" if fan is None else say("fan_n", lang, fan=fan),
                    "points_label": say("points_n", lang, points=score.total)}
        columns.append(col)
    return {"option": name, "choices": comparable_options(base),
            "choice_labels": choice_labels(base, lang), "columns": columns,
            "note": "" if hand.size == 14 else say("compare_need_win", lang)}


# moved to view_edits.py; re-exported so ``v.add_tile`` and the like keep working
__all__ = ["REFUSED", "BOOL_KEYS", "WIND_KEYS", "MELD_KINDS", "SEATS", "to_tile",
           "hand_tiles", "add_tile", "remove_at", "fold_winning", "make_meld",
           "with_meld", "without_meld", "refusal", "seen_refusal", "seen_problems",
           "LabText", "copy_text", "situation_words", "parse_lab_text",
           "situation_value"]
