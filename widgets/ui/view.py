"""Pure functions from the engine's answers to the JSON view state the JS draws.

Nothing here imports Jupyter; everything is computed from the engine's public API, so the
widgets' JS only draws. Also here: the small hand edits the lab makes (add a tile, remove
one, declare a meld) and the lab's text format (notation plus situation keywords).

>>> tile_view(4)["label"]
'五万 5m'
>>> copy_text(parse_hand("123m456m789m11p23p"), Situation(self_drawn=True), [13])
'123456789m1123p | self_drawn seen=5p'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any, NamedTuple

from widgets import rules as make_rules
from widgets.engine.constraints import is_situation
from widgets.engine.notation import Hand, Meld, NotationError, format_tiles, parse_hand
from widgets.engine.results import Analysis, NotAllowed, Score
from widgets.engine.rules import MahjongRules, option_docs
from widgets.engine.situation import Situation
from widgets.engine.tiles import (
    FLOWERS,
    N_PLAYING,
    number_of,
    parse_tile,
    suit_of,
    tile_en,
    tile_name,
    tile_zh,
)

from .labels import LABELS, labels, say

STATIC = Path(__file__).parent / "static"


def static_esm(name: str) -> str:
    """A widget's ES module with the shared tile drawing (static/tiles.js) in front of it.

    anywidget loads ``_esm`` from a blob: URL, where relative imports cannot resolve, so the
    shared module is joined in here, once, at import time (tiles.js has no exports).
    """
    return (STATIC / "tiles.js").read_text(encoding="utf-8") + "\n" + \
        (STATIC / name).read_text(encoding="utf-8")


# Problems that a lab hand may never have: a click or text that would cause one is refused.
REFUSED = frozenset({"copies", "too-many", "not-in-set", "meld-not-allowed", "chi-source",
                     "not-a-meld", "too-many-melds", "source"})
BOOL_KEYS = ("self_drawn", "after_kong", "kong_discard", "robbing_kong", "last_tile", "dealer",
             "first_turn")
WIND_KEYS = ("seat_wind", "round_wind")
MELD_KINDS = ("chi", "pon", "direct", "added", "concealed")  # 吃 碰 明杠 补杠 暗杠
SEATS = (1, 2, 3)
_FACE = {31: "red", 32: "green", 33: "blue"}  # 中 发 白
_SUIT_FACE = {"m": "red", "p": "blue", "s": "green", "z": "black", "f": "gold"}


# ---- tiles --------------------------------------------------------------------------------


def tile_view(tile: int) -> dict[str, Any]:
    """What the JS needs to draw a tile: its id, accessible label, glyphs and colour.

    ``top``/``bottom`` are the characters drawn (五 over 万; one for honours); ``face`` is a
    colour name, never the only signal (the glyph differs too).
    """
    suit, zh = suit_of(tile), tile_zh(tile)
    if suit in "mps":
        top, bottom = zh[0], zh[1]
    elif suit == "f":
        top, bottom = zh, str(number_of(tile))
    else:
        top, bottom = zh, ""
    name = tile_name(tile)
    return {"id": name, "zh": zh, "en": tile_en(tile), "label": f"{zh} {name}",
            "top": top, "bottom": bottom, "suit": suit,
            "face": _FACE.get(tile, _SUIT_FACE[suit])}


def mark_wild(node: Any, wild: frozenset[int], lang: str) -> Any:
    """The view with every drawn tile that is a wildcard (赖子) marked: ``wild`` true and its
    label saying so, so the mark is never colour alone (a tile is a dict with 'id', 'face').

    >>> mark_wild([tile_view(4), tile_view(5)], frozenset({4}), "en")[0]["label"]
    '五万 5m (wildcard 赖子)'
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


def to_tile(value: Any) -> int:
    """A tile from a message field ('5m', '五万' or an int); ValueError naming the value."""
    if isinstance(value, bool):
        raise ValueError(f"bad tile {value!r}")
    if isinstance(value, int) and 0 <= value < len(FLOWERS) + N_PLAYING:
        return value
    if isinstance(value, str):
        return parse_tile(value.strip())
    raise ValueError(f"bad tile {value!r} (write it like '5m')")


def palette_tiles(rules: MahjongRules) -> list[int]:
    """The tiles a learner can pick in this variant: its kinds, plus flowers if it has them."""
    return list(rules.kinds) + (list(FLOWERS) if rules.has_flowers else [])


def palette_view(rules: MahjongRules) -> list[list[dict[str, Any]]]:
    """The palette as rows, one per suit."""
    rows: dict[str, list[dict[str, Any]]] = {}
    for t in palette_tiles(rules):
        rows.setdefault(suit_of(t), []).append(tile_view(t))
    return list(rows.values())


def has_honours(rules: MahjongRules) -> bool:
    return any(27 <= t < N_PLAYING for t in rules.kinds)


# ---- hand edits ---------------------------------------------------------------------------


def hand_tiles(hand: Hand) -> list[int]:
    """The lab's order of loose tiles (what ``remove{index}`` counts): concealed, the winning
    tile, then flowers."""
    win = [] if hand.winning is None else [hand.winning]
    return list(hand.concealed) + win + list(hand.flowers)


def add_tile(hand: Hand, tile: int) -> Hand:
    """The hand with one more tile; the 14th (kong = 3) becomes the drawn/winning tile."""
    if tile in FLOWERS:
        return dataclasses.replace(hand, flowers=tuple(sorted(hand.flowers + (tile,))))
    if hand.winning is None and hand.size == 13:
        return hand.with_winning(tile)
    return Hand(tuple(sorted(hand.closed + (tile,))), hand.melds, hand.flowers)


def remove_at(hand: Hand, index: int) -> Hand:
    """The hand without the loose tile at ``index`` (IndexError if there is none)."""
    tiles = hand_tiles(hand)
    if not 0 <= index < len(tiles):
        raise IndexError(f"no hand tile at index {index}; the hand has {len(tiles)}")
    n = len(hand.concealed)
    if index >= n + (hand.winning is not None):
        flowers = list(hand.flowers)
        flowers.pop(index - len(tiles) + len(flowers))
        return dataclasses.replace(hand, flowers=tuple(flowers))
    if index == n:
        return hand.with_winning(None)
    return hand.remove(hand.concealed[index])


def fold_winning(hand: Hand) -> Hand:
    """A winning tile only makes sense in a 14-tile hand: otherwise it joins the others."""
    if hand.winning is not None and hand.size != 14:
        return Hand(hand.closed, hand.melds, hand.flowers)
    return hand


def make_meld(kind: str, tile: int, source: int | None) -> Meld:
    """A meld of kind chi (``tile`` is the lowest of the run), pon, direct (明杠), added (补杠)
    or concealed (暗杠)."""
    if kind not in MELD_KINDS:
        raise ValueError(f"meld_kind must be one of {', '.join(MELD_KINDS)}, not {kind!r}")
    if tile >= N_PLAYING:
        raise ValueError(f"{tile_name(tile)} cannot be in a meld")
    if source is not None and source not in SEATS:
        raise ValueError(f"source is 1 (上家), 2 (对家) or 3 (下家), not {source!r}")
    if kind == "chi":
        if tile >= 27 or tile % 9 > 6:
            raise ValueError(f"吃 is three in a row of one suit, given by its lowest tile: "
                             f"{tile_name(tile)} cannot start one")
        return Meld((tile, tile + 1, tile + 2), source=source)
    if kind == "pon":
        return Meld((tile,) * 3, source=source)
    if kind == "concealed":
        return Meld((tile,) * 4, concealed=True)
    return Meld((tile,) * 4, added=kind == "added", source=source)


def with_meld(hand: Hand, meld: Meld) -> Hand:
    return dataclasses.replace(hand, melds=hand.melds + (meld,))


def without_meld(hand: Hand, index: int) -> Hand:
    if not 0 <= index < len(hand.melds):
        raise IndexError(f"no meld at index {index}; the hand has {len(hand.melds)}")
    return dataclasses.replace(hand, melds=hand.melds[:index] + hand.melds[index + 1:])


def refusal(rules: MahjongRules, hand: Hand, seen: Sequence[int]) -> str:
    """Why the lab may not hold this hand ('' if it may): the engine's problems that no real
    hand can have (a fifth copy, 15 tiles, a tile outside the set, a meld the rules refuse)."""
    return "; ".join(p.message for p in rules.problems(hand, seen) if p.code in REFUSED
                     or (p.code == "count" and hand.size > 14))  # over 14 with the winning tile


def seen_refusal(rules: MahjongRules, hand: Hand, seen: Sequence[int], tile: int,
                 lang: str) -> str:
    """Why ``tile`` cannot be marked seen ('' if it can)."""
    name = f"{tile_zh(tile)} {tile_name(tile)}"
    if tile not in rules.kinds:
        return say("not_in_set", lang, tile=name, variant=rules.zh)
    held, shown = hand.all_tiles().count(tile), list(seen).count(tile)
    if held + shown + 1 > rules.copies:
        return say("seen_copies", lang, tile=name, held=held, seen=shown, limit=rules.copies)
    return ""


def seen_problems(rules: MahjongRules, hand: Hand, seen: Sequence[int]) -> str:
    """Why a whole list of seen tiles is impossible with this hand ('' if it is possible)."""
    counts = hand.all_tiles() + list(seen)
    bad = sorted({t for t in seen if t not in rules.kinds or counts.count(t) > rules.copies})
    if not bad:
        return ""
    return (f"seen {format_tiles(bad)}: more copies than exist (with the hand), or not in the "
            f"{rules.zh} tile set")


# ---- the lab's text: notation | situation keywords ----------------------------------------


class LabText(NamedTuple):
    """A parsed lab text: the hand, and the situation and seen tiles if the text gave them."""

    hand: Hand
    situation: Situation | None
    seen: tuple[int, ...] | None


def copy_text(hand: Hand, situation: Situation, seen: Iterable[int] = ()) -> str:
    """The hand and situation as one line: notation, then ``|`` and the situation keywords
    (bools by name, others as key=value), seen tiles as ``seen=…``."""
    words = []
    for key, value in situation.to_dict().items():
        if value is True:
            words.append(key)
        elif key == "indicator" and value is not None:
            words.append(f"{key}={tile_name(value)}")
        else:
            words.append(f"{key}={value}")
    seen = list(seen)
    if seen:
        words.append(f"seen={format_tiles(seen)}")
    text = str(hand)
    return f"{text} | {' '.join(words)}" if words else text


def situation_words(situation: Situation, lang: str) -> str:
    """The situation in words for people: '自摸 海底', 'Self-drawn, Wall remaining 3'."""
    words = []
    for key, value in situation.to_dict().items():
        label = say(key, lang) if key in LABELS else key
        if key in WIND_KEYS:
            value = say(f"wind_{value}", lang)
        elif key == "indicator" and value is not None:
            value = tile_zh(value)
        words.append(label if value is True else f"{label} {value}")
    return (" " if lang == "zh" else ", ").join(words)


def parse_lab_text(text: str) -> LabText:
    """Parse what :func:`copy_text` writes. Without ``|`` only the hand is given.

    >>> t = parse_lab_text("11m234p +5p | self_drawn wall_remaining=3 seen=55p")
    >>> t.situation.self_drawn, t.situation.wall_remaining, [tile_name(s) for s in t.seen]
    (True, 3, ['5p', '5p'])
    """
    if not isinstance(text, str):
        raise NotationError(f"a hand is text, not {type(text).__name__}")
    head, bar, tail = text.partition("|")
    hand = parse_hand(head)
    if not bar:
        return LabText(hand, None, None)
    known = {f.name: f for f in dataclasses.fields(Situation)}
    changes: dict[str, Any] = {}
    seen: tuple[int, ...] = ()
    for word in tail.replace("|", " ").split():
        key, eq, value = word.partition("=")
        if key == "seen" and eq:
            seen = tuple(parse_hand(value).all_tiles()) if value else ()
        elif key not in known:
            raise NotationError(f"unknown situation keyword {key!r}; known: "
                                f"{', '.join(sorted(known))}, seen", word)
        elif not eq:
            if not isinstance(known[key].default, bool):
                raise NotationError(f"{key} needs a value: {key}=…", word)
            changes[key] = True
        else:
            changes[key] = situation_value(key, value)
    return LabText(hand, Situation(**changes), seen)


def situation_value(key: str, value: Any) -> Any:
    """Check and convert one situation value (from text or a message); ValueError says why."""
    known = {f.name: f for f in dataclasses.fields(Situation)}
    if key not in known:
        raise ValueError(f"unknown situation key {key!r}; known: {', '.join(sorted(known))}")
    if isinstance(known[key].default, bool):
        if isinstance(value, str) and value.lower() in ("true", "false", "1", "0"):
            return value.lower() in ("true", "1")
        if not isinstance(value, bool):
            raise ValueError(f"{key} is true or false, not {value!r}")
        return value
    if value is None or value == "" or (isinstance(value, str) and value.lower() == "none"):
        if key in WIND_KEYS:
            raise ValueError(f"{key} is 0 (东) … 3 (北), not {value!r}")
        return known[key].default  # None (unknown), or a count's 0
    if key == "indicator":
        return to_tile(value)
    if isinstance(value, str) and value.strip().lstrip("-").isdigit():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{key} takes a whole number, not {value!r}")
    if key in WIND_KEYS and not 0 <= value <= 3:
        raise ValueError(f"{key} is 0 (东) … 3 (北), not {value!r}")
    if value < 0:
        raise ValueError(f"{key} cannot be negative: {value!r}")
    return value


# ---- options ------------------------------------------------------------------------------


def option_value(rules: MahjongRules, name: str, value: Any) -> Any:
    """Check one rule option's value against its default's type; ValueError says why."""
    docs = {d["name"]: d for d in option_docs(rules.Options)}
    if name not in docs:
        raise ValueError(f"unknown option {name!r} for {rules.id}; options: "
                         f"{', '.join(docs) or 'none'}")
    kind = type(docs[name]["default"])
    if kind is int and isinstance(value, str) and value.strip().lstrip("-").isdigit():
        value = int(value)
    if kind is not bool and isinstance(value, bool) or not isinstance(value, kind):
        raise ValueError(f"option {name!r} takes {kind.__name__}, not {value!r}")
    return value


@lru_cache(maxsize=64)
def _rules(variant: str, options: tuple[tuple[str, Any], ...]) -> MahjongRules:
    return make_rules(variant, **dict(options))


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


@lru_cache(maxsize=512)
def _analyse(rules: MahjongRules, hand: Hand, situation: Situation, seen: tuple[int, ...],
             discard: int | None, from_seat: int) -> LabAnalysis:
    error = ""
    try:
        found = rules.analyse(hand, situation, list(seen), discard=discard, from_seat=from_seat)
    except (ValueError, NotAllowed) as e:  # the discard is impossible (e.g. all four held)
        if discard is None:
            raise
        found, error = rules.analyse(hand, situation, list(seen), from_seat=from_seat), str(e)
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


def meld_label(kind: str, lang: str, names: Mapping[str, tuple[str, str]] | None = None) -> str:
    """A meld kind's name: the variant's own (``rules.meld_names``: Wuhan's 冲杠) or ours."""
    if names and kind in names:
        zh, en = names[kind]
        return zh if lang == "zh" else en
    return say(kind, lang)


def meld_view(index: int, meld: Meld, lang: str,
              names: Mapping[str, tuple[str, str]] | None = None) -> dict[str, Any]:
    kind = meld.kong_kind or meld.kind or "meld"
    key = kind if kind in ("chi", "pon", "direct", "added", "concealed") else ""
    source = meld.source
    return {"index": index, "kind": kind, "text": str(meld),
            "label": meld_label(key, lang, names) if key else str(meld),
            "concealed": meld.concealed,
            "source": source, "source_label": say(f"seat_{source}", lang) if source else "",
            "tiles": [tile_view(t) for t in meld.tiles]}


def hand_view(hand: Hand, lang: str, names: Mapping[str, tuple[str, str]] | None = None
              ) -> dict[str, Any]:
    """The hand's tiles as the JS draws them; ``index`` is what ``remove`` takes; ``names``
    the variant's meld names."""
    tiles = []
    n, win = len(hand.concealed), hand.winning is not None
    for i, t in enumerate(hand_tiles(hand)):
        tiles.append(tile_view(t) | {"index": i, "winning": win and i == n,
                                     "flower": t in FLOWERS})
    return {"text": str(hand), "tiles": tiles, "size": hand.size,
            "size_label": say("tiles_count", lang, size=hand.size),
            "melds": [meld_view(i, m, lang, names) for i, m in enumerate(hand.melds)]}


def situation_view(rules: MahjongRules, situation: Situation, lang: str) -> list[dict[str, Any]]:
    """The situation controls: bools, winds (where the variant has honours), the wall, and
    the 赖子 indicator where the variant has wildcards."""
    out: list[dict[str, Any]] = [
        {"key": k, "type": "bool", "value": getattr(situation, k), "label": say(k, lang),
         "hint": say(f"{k}_hint", lang)} for k in BOOL_KEYS]
    if has_honours(rules):
        winds = [{"value": i, "label": say(f"wind_{i}", lang)} for i in range(4)]
        out += [{"key": k, "type": "choice", "value": getattr(situation, k), "choices": winds,
                 "label": say(k, lang), "hint": say(f"{k}_hint", lang)} for k in WIND_KEYS]
    for key in ("wall_remaining",) + rules.situation_keys:  # and the variant's own counts
        kind = "bool" if isinstance(getattr(Situation(), key), bool) else "int"  # or flags
        out.append({"key": key, "type": kind, "value": getattr(situation, key),
                    "label": say(key, lang), "hint": say(f"{key}_hint", lang)})
    if type(rules).wild_kinds is not MahjongRules.wild_kinds:
        ind = situation.indicator
        out.append({"key": "indicator", "type": "tile",
                    "value": None if ind is None else tile_name(ind),
                    "choices": [tile_view(t) for t in rules.kinds],
                    "label": say("indicator", lang), "hint": say("indicator_hint", lang)})
    return out


def options_view(rules: MahjongRules) -> list[dict[str, Any]]:
    """The variant's rule options: name, type, value, default, doc (hover hint), ruling id."""
    return [d | {"value": getattr(rules.options, d["name"]),
                 "changed": getattr(rules.options, d["name"]) != d["default"]}
            for d in option_docs(rules.Options)]


def meld_kinds_view(rules: MahjongRules, lang: str) -> list[dict[str, Any]]:
    """The meld builder's kinds, each with whether the variant allows it (and why not)."""
    out = []
    for kind in MELD_KINDS:
        base = "chi" if kind == "chi" else "pon" if kind == "pon" else "kong"
        allowed = base in rules.melds_allowed
        out.append({"kind": kind, "label": meld_label(kind, lang, rules.meld_names),
                    "allowed": allowed,
                    "reason": "" if allowed else rules.refusal_text(base),
                    "needs_source": kind != "concealed"})
    return out


def arrangement_text(score: Score) -> str:
    parts = []
    for b in score.arrangement.blocks:
        parts.append(format_tiles(b.tiles) + "★" * b.wilds if b.tiles else "★" * 3)
    return " ".join(parts) + (f" ({score.arrangement.form})" if score.arrangement.form
                              != "regular" else "")


def score_view(score: Score, lang: str, alternatives: bool = True) -> dict[str, Any]:
    """The fan breakdown: lines, 不计 fans with what excluded them, total, notes, readings."""
    lines = [{"key": ln.key, "zh": ln.zh, "en": ln.en, "value": ln.value, "count": ln.count,
              "adds": ln.adds,  # a base line: its value adds to the base (Wuhan's 大胡)
              "label": ln.zh if lang == "zh" else f"{ln.en} {ln.zh}"} for ln in score.lines]
    excluded = [{"key": e.key, "zh": e.zh, "en": e.en, "value": e.value, "by": e.by,
                 "by_zh": e.by_zh, "reason": e.reason, "count": e.count,  # None: all
                 "label": e.zh if lang == "zh" else f"{e.en} {e.zh}",
                 "why": e.reason}
                for e in score.excluded]
    out: dict[str, Any] = {"total": score.total, "mode": score.mode, "base": score.base,
                           "lines": lines, "excluded": excluded, "notes": list(score.notes),
                           "reading": arrangement_text(score)}
    if alternatives:
        out["alternatives"] = [score_view(s, lang, False) for s in score.alternatives]
    return out


def claims_view(lab: LabAnalysis, rules: MahjongRules, discard: int | None, from_seat: int,
                size: int, lang: str) -> dict[str, Any]:
    """The claim picker and, for a chosen discard, the options and refusals."""
    out: dict[str, Any] = {
        "tile": None if discard is None else tile_name(discard), "from_seat": from_seat,
        "tiles": [tile_view(t) for t in rules.kinds],
        "seats": [{"value": s, "label": say(f"seat_{s}", lang)} for s in rules.seats],
        "options": [], "refused": [], "note": ""}
    if size != 13:
        out["note"] = say("claim_need_13", lang)
    elif lab.claim_error:
        out["note"] = lab.claim_error
    report = lab.analysis.claims
    if report is not None:
        out["options"] = [{"kind": o.kind, "label": say(o.kind, lang),
                           "tiles": [tile_view(t) for t in o.tiles], "note": o.note}
                          for o in report.options]
        out["refused"] = [{"kind": r.kind, "label": say(r.kind, lang), "reason": r.reason,
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
    ``mode`` is how the variant combines fans (wait scores: ×16, or 28 points)."""
    analysis = lab.analysis
    # shanten not computed (a situation that cannot happen still has its shape shown)
    blocked = any(p.code != "too-few" and not is_situation(p) for p in analysis.problems)
    best = None
    if analysis.discards:
        top = analysis.discards[0]
        best = (top.shanten, top.effective_count)
    return {
        "problems": [{"code": p.code, "message": p.say(lang), "ruling": p.ruling,
                      "tiles": [tile_name(t) for t in p.tiles]} for p in analysis.problems],
        "shanten": analysis.shanten,
        "shanten_label": "" if blocked else shanten_label(analysis.shanten, lang),
        "blockers": list(analysis.blockers),
        "ready": analysis.ready,
        "waits": [{"tile": tile_view(w.tile), "unseen": w.unseen, "dead": w.dead,
                   "discard_score": w.discard_score, "self_draw_score": w.self_draw_score}
                  for w in analysis.waits],
        "score_mode": mode,
        "discards": [{"tile": tile_view(d.tile), "shanten": d.shanten,
                      "shanten_label": shanten_label(d.shanten, lang),
                      "effective": [{"tile": tile_view(t), "unseen": n} for t, n in d.effective],
                      "count": d.effective_count,
                      "best": (d.shanten, d.effective_count) == best}
                     for d in analysis.discards],
        "score": None if analysis.score is None else score_view(analysis.score, lang),
        "not_winning": analysis.not_winning if lab.looks_complete else "",
    }


def chrome(lang: str, size: str) -> dict[str, Any]:
    """What every widget's view carries: language, size and the label table."""
    return {"lang": lang, "size": size, "labels": labels(lang)}


# ---- side by side: one hand under each value of a rule option ----------------------------


def comparable_options(rules: MahjongRules) -> list[str]:
    """Options whose values the lab can show side by side: the variant's ``option_choices``
    (永州's cap 3 / 5, minimum 0 / 1 / 3) and every bool option."""
    choices = getattr(rules, "option_choices", {})
    return [d["name"] for d in option_docs(rules.Options)
            if d["name"] in choices or d["type"] == "bool"]


def option_values(rules: MahjongRules, name: str) -> tuple[Any, ...]:
    """The values to compare for option ``name``; ValueError naming the comparable ones."""
    if name not in comparable_options(rules):
        raise ValueError(f"cannot compare option {name!r} of {rules.id}; comparable: "
                         f"{', '.join(comparable_options(rules)) or 'none'}")
    return tuple(getattr(rules, "option_choices", {}).get(name, (True, False)))


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
    columns = []
    for value in option_values(base, name):
        rules = rules_for(variant, dict(options) | {name: value})
        lab = analyse(rules, hand, situation, seen)
        score = lab.analysis.score
        cap = rules.cap_fan() if hasattr(rules, "cap_fan") else None
        col: dict[str, Any] = {"value": value, "label": f"{name}={value}", "cap": cap,
                               "current": getattr(base.options, name) == value,
                               "not_winning": lab.analysis.not_winning}
        if cap is not None:
            col["cap_label"] = say("cap_line", lang, cap=cap)
        if score is not None:
            fan = (score.total // score.base).bit_length() - 1 if rules.mode == "doubling" \
                else None
            bar = fan_bar(score, rules, cap) if fan is not None else []
            col |= {"score": score_view(score, lang, False), "total": score.total, "fan": fan,
                    "bar": bar, "capped": any(b["lost"] for b in bar),
                    "special": any(b["kind"] == "special" for b in bar),
                    "fan_label": "" if fan is None else say("fan_n", lang, fan=fan),
                    "points_label": say("points_n", lang, points=score.total)}
        columns.append(col)
    return {"option": name, "choices": comparable_options(base), "columns": columns,
            "note": "" if hand.size == 14 else say("compare_need_win", lang)}
