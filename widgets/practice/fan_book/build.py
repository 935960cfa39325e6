"""Run the fan book's search and write what it found as data (``data/<variant>.json``).

    python -m widgets.practice.fan_book.build [variant ...]

The search (:mod:`.search`) takes seconds per variant; the widget must answer a click in
milliseconds, so the examples ship as data and tests/test_fan_book_data.py scores every one
of them again (example scores its fan, near miss is complete, scores, and lacks it).
"""

from __future__ import annotations

import dataclasses
import json
import sys
from pathlib import Path
from typing import Any

from ...engine.notation import Hand, format_hand
from ...engine.registry import OPTION_CHOICES
from ...engine.rules import MahjongRules
from ...engine.situation import Situation
from . import option_shows
from .book import fan_book
from .reasons import NO_MISS, whole_set
from .search import (
    Found,
    Miss,
    near_miss,
    nearest_miss,
    rules,
    search_top,
    situations_for,
    tiles_of_fan,
    try_score,
)

DATA = Path(__file__).parent / "data"
NEAREST = ("situation", "tile", "winning", "flower")  # one flag or one tile away
VARIANTS = ("sichuan-xuezhan", "sichuan-xueliu", "dashiyou-xueliu", "wuhan", "shuangren",
            "yongzhou")
SAMPLES = 10000
SEED = 39


def alternatives(r: MahjongRules, name: str, value: Any) -> list[Any]:
    """The other values of an option a book shows: a bool's other value, a word option's
    other words, a number option's listed values (or a few plain ones)."""
    if isinstance(value, bool):
        return [not value]
    if isinstance(value, str):
        return [v for v in OPTION_CHOICES.get(name, {}) if v != value]
    listed = r.option_choices.get(name)
    if listed:
        return [v for v in listed if v != value]
    if isinstance(value, int):
        return [v for v in (value * 2 if value else 8, value + 1) if v != value]
    return []


def _fan_row(r: MahjongRules, key: str, candidates: list[Found], options: dict[str, Any],
             nearest: Miss | None = None) -> dict:
    """The fan's row: the best example whose near miss is one flag or one tile away (the
    search's best example unless a later one has such a miss), and that miss (``nearest``:
    the one :func:`nearest_misses` found for ``candidates[0]``)."""
    found, miss = candidates[0], nearest or near_miss(r, key, candidates[0])
    if not miss or miss.change["what"] not in NEAREST:
        for other in candidates[1:]:
            m = near_miss(r, key, other)
            if m and m.change["what"] in NEAREST:
                found, miss = other, m
                break
    shown: dict[str, Any] | None = None if miss is None else {
        "hand": miss.found.text, "situation": miss.found.situation, "change": miss.change}
    if miss and shown and miss.change["what"] == "set":  # say why no one tile would do
        shown["nearer"] = dict(zip(("zh", "en"), whole_set(key), strict=True))
    row: dict[str, Any] = {"key": key, "hand": found.text, "situation": found.situation,
                           "options": options, "marked": tiles_of_fan(r, key, found),
                           "miss": shown}
    if not miss:  # the explicit list: a fan with no near miss needs its reason there
        why = NO_MISS.get((r.id, key))
        if why is None:
            raise ValueError(f"{r.id} {key}: no near miss and no reason in reasons.NO_MISS")
        row["no_miss"] = dict(zip(("zh", "en"), why, strict=True))
    return row


def nearest_misses(variant: str, fans: list[dict], samples: int = SAMPLES) -> list[dict]:
    """The fans whose nearest miss moves a whole set, checked over every winning hand with
    the fan that the search meets (not only the few best it keeps) and that is as plain as
    the example (no more other fans): the best-ranked one with a miss one tile away or one
    flag taken away (:func:`.search.nearest_miss`) becomes the example; where none has one,
    the miss stays and its reason says how many hands were checked."""
    r = rules(variant)
    far = {f["key"] for f in fans if f.get("miss") and not f["options"]
           and f["miss"]["change"]["what"] == "set"}
    met: dict[str, dict[tuple, Found]] = {k: {} for k in far}

    def visit(found: Found) -> None:
        for k in far:
            if found.score.has(k):
                met[k].setdefault((found.text, tuple(sorted(found.situation.items()))), found)

    search_top(r, samples=samples, seed=SEED, visit=visit)
    out = []
    for row in fans:
        key = row["key"]
        if key not in far:
            out.append(row)
            continue
        # as plain as the example (no more other fans): a miss one tile from a hand with more
        # fans would show the book a less typical example than the one it has
        example = try_score(r, row["hand"], row["situation"])
        others = len(example.lines) - 1 if example else 0
        hands = sorted((f for f in met[key].values() if len(f.score.lines) - 1 <= others),
                       key=lambda f: f.rank(key))  # noqa: B023
        near = next(((f, m) for f in hands if (m := nearest_miss(r, key, f))), None)
        if near:
            out.append(_fan_row(r, key, [near[0]], {}, near[1]))
        else:
            out.append({**row, "miss": {**row["miss"], "checked": len(hands), "nearer": dict(
                zip(("zh", "en"), whole_set(key, len(hands)), strict=True))}})
    return out


def _plainest(base: MahjongRules, hands: list[tuple[str, dict[str, Any]]]
              ) -> list[tuple[str, dict[str, Any]]]:
    """The winning hands among ``hands``, the plainest first: fewest fan lines, fewest
    situation flags, lowest total."""
    scored = [(try_score(base, text, sit), text, sit) for text, sit in hands]
    return [(text, sit) for s, text, sit in sorted(
        ((s, t, x) for s, t, x in scored if s), key=lambda st: (
            len(st[0].lines), len(st[2]), st[0].total, st[1]))]


def wider(variant: str, found: dict[str, list[Found]]) -> list[tuple[str, dict[str, Any]]]:
    """The hands an option is tried on where the book's own show no change: every example
    the search kept, then each fan's best example and the plainest hands under each
    situation the search knows."""
    r = rules(variant)
    kept = list(dict.fromkeys((f.text, tuple(sorted(f.situation.items())))
                              for got in found.values() for f in got))
    hands = [(t, dict(sit)) for t, sit in kept]
    best = [(got[0].text, got[0].situation) for got in found.values()]
    for t, sit in best + _plainest(r, hands)[:20]:
        hands += [(t, {**sit, **extra}) for extra in situations_for(r)]
    return hands


def option_examples(variant: str, fans: list[dict],
                    more: list[tuple[str, dict[str, Any]]] | None = None) -> list[dict]:
    """Each option with one of its other values and the first book hand (examples, then
    near misses; then, where none changes, the ``more`` hands: :func:`wider`) whose score
    that value changes; no hand where it changes none (an option of the payments or the
    play, not of a hand's fan)."""
    base = rules(variant)
    fans = [f for f in fans if f.get("hand")]
    hands = [(f["hand"], f["situation"]) for f in fans if not f["options"]]
    hands += [(f["miss"]["hand"], f["miss"]["situation"]) for f in fans
              if f.get("miss") and not f["options"]]
    hands = _plainest(base, hands)
    hands += [h for h in _plainest(base, more or []) if h not in hands]
    out = []
    for field in dataclasses.fields(base.options):
        value = getattr(base.options, field.name)
        row: dict[str, Any] = {"name": field.name, "value": None, "hand": None,
                               "situation": {}, "room": {}}
        for alt in alternatives(base, field.name, value):
            try:
                other = rules(variant, **{field.name: alt})
            except ValueError:
                continue
            row["value"] = alt if row["value"] is None else row["value"]
            for text, sit in hands:
                before, after = try_score(base, text, sit), try_score(other, text, sit)
                if (before and before.total) != (after and after.total) or (
                        before and after and before.lines != after.lines):
                    row.update(value=alt, hand=text, situation=sit)
                    break
            if row["hand"]:
                break
        out.append(row)
    return out


def _differs(base: MahjongRules, other: MahjongRules, text: str, sit: dict[str, Any]) -> bool:
    before, after = try_score(base, text, sit), try_score(other, text, sit)
    return (before and before.total) != (after and after.total) or bool(
        before and after and before.lines != after.lines)


def with_wilds(r: MahjongRules, found: Found) -> list[tuple[str, dict[str, Any]]]:
    """A kept hand with two or three of its closed tiles made 赖子 (an indicator turned up
    whose 赖子 the hand does not hold), where the variant has them: the search ranks hands
    with fewer 赖子 first, so a hand holding several is rarely kept (武汉's dahu_max_laizi
    changes only those)."""
    hand = r.hand(found.text)
    out = []
    for ind in r.kinds:
        wild = r.wild_kinds(Situation(indicator=ind))
        if len(wild) != 1 or wild & set(hand.all_tiles()):
            continue
        w = next(iter(wild))
        closed = list(hand.concealed)
        for k in (2, 3):
            for start in (0, len(closed) - k):
                if start < 0:
                    continue
                made = closed[:start] + [w] * k + closed[start + k:]
                text = format_hand(Hand(tuple(sorted(made)), hand.melds, hand.flowers,
                                        hand.winning))
                out.append((text, {**found.situation, "indicator": ind}))
        break  # one indicator is enough: the 赖子's own kind does not matter here
    return out


def widen(variant: str, rows: list[dict], samples: int = SAMPLES // 4) -> list[dict]:
    """The options still without a hand, searched wider: every example the search keeps
    under the option's other value (and under the default), in every situation the search
    knows, in the default room and in each room one other option's value makes (永州's
    raise_to_cap changes nothing under cap 3: its example is in a cap-5 room)."""
    base = rules(variant)
    out = []
    for row in rows:
        name = row["name"]
        if row["hand"] or row["value"] is None or option_shows.show(fan_book(variant), name):
            out.append(row)  # scored on a book hand, or shown on a payment or a play
            continue
        rooms: list[dict[str, Any]] = [{}]
        for field in dataclasses.fields(base.options):
            if field.name != name:
                rooms += [{field.name: v} for v in alternatives(
                    base, field.name, getattr(base.options, field.name))]
        found = None
        for room in rooms:  # the default room first
            for alt in alternatives(base, name, getattr(base.options, name)):
                try:
                    a, b = rules(variant, **room), rules(variant, **room, **{name: alt})
                except ValueError:
                    continue
                hands: list[tuple[str, dict[str, Any]]] = []
                for r in (b, a):
                    for got in search_top(r, samples=samples, seed=SEED).values():
                        sits: list[dict[str, Any]] = [{}, *situations_for(r)]
                        hands += [(f.text, {**f.situation, **extra}) for f in got
                                  for extra in sits]
                        hands += [h for f in got for h in with_wilds(r, f)]
                found = next(((alt, room, t, s) for t, s in _plainest(a, hands)
                              if _differs(a, b, t, s)), None)
                if found:
                    break
            if found:
                break
        if found:
            alt, room, text, sit = found
            row = {**row, "value": alt, "hand": text, "situation": sit, "room": room}
        out.append(row)
    return out


def build(variant: str, samples: int = SAMPLES) -> dict:
    """The book's data for one variant."""
    r = rules(variant)
    found = search_top(r, samples=samples, seed=SEED)
    fans: list[dict] = []
    for fan in r.fans:
        if fan.key in found:
            fans.append(_fan_row(r, fan.key, found[fan.key], {}))
            continue
        for field in dataclasses.fields(r.options):  # a fan only some option has
            done = False
            for alt in alternatives(r, field.name, getattr(r.options, field.name)):
                try:
                    other = rules(variant, **{field.name: alt})
                except ValueError:
                    continue
                got = search_top(other, samples=samples // 4, seed=SEED).get(fan.key)
                if got:
                    fans.append(_fan_row(other, fan.key, got, {field.name: alt}))
                    done = True
                    break
            if done:
                break
        else:
            fans.append({"key": fan.key, "hand": None})
    fans = nearest_misses(variant, fans, samples)
    return {"variant": variant, "seed": SEED, "samples": samples, "fans": fans,
            "options": widen(variant, option_examples(variant, fans, wider(variant, found)))}


def main(argv: list[str]) -> None:
    """Build the named variants (all without names); ``--options`` redoes only the option
    examples of the shipped data (seconds), keeping its fans; ``--misses`` only checks the
    fans whose near miss changes a whole set over every hand the search meets."""
    DATA.mkdir(exist_ok=True)
    options_only = "--options" in argv
    misses_only = "--misses" in argv
    argv = [a for a in argv if a not in ("--options", "--misses")]
    for variant in argv or VARIANTS:
        path = DATA / f"{variant}.json"
        if misses_only:
            data = json.loads(path.read_text(encoding="utf-8"))
            data["fans"] = nearest_misses(variant, data["fans"])
        elif options_only:
            data = json.loads(path.read_text(encoding="utf-8"))
            found = search_top(rules(variant), samples=SAMPLES, seed=SEED)
            data["options"] = widen(variant, option_examples(variant, data["fans"],
                                                             wider(variant, found)))
        else:
            data = build(variant)
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        missing = [f["key"] for f in data["fans"] if not f["hand"]]
        print(f"{variant}: {len(data['fans'])} fans, missing {missing or 'none'} -> {path}")


if __name__ == "__main__":
    main(sys.argv[1:])
