"""A complete 中文 mode (issue 19): every text the engine generates — 不计 reasons, refusals,
notation errors, impossible situations, rule-option names and docs, settlement reasons, card
verdicts, drill feedback — follows the widget's language. Each widget kind is driven through
states that show them, in zh and in en, and its view and message are walked:

- zh: no English word outside tile and card codes, ids and notation, and no traditional
  character outside a seed's own quotation (``种子：…`` / ``seed: …``, or a block of kind
  ``seed``), checked with a traditional → simplified converter (zhconv), not by eye;
- en: a reason, verdict or note is never Chinese alone where an English sentence is due;
- only the displayed text changes: fan keys, option keys and ids are the same in both.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
import zhconv  # traditional → simplified, a test dependency (pyproject.toml, constraints.txt)

import widgets
from widgets.engine.registry import OPTION_TEXTS, option_docs
from widgets.engine.rules import REGISTRY
from widgets.engine.why import Why, join, speak
from widgets.ui import CardTable, Drill, Exercise, HandLab, HandTable
from widgets.ui.tables.doudizhu_table import DoudizhuTable

CJK = re.compile("[\u4e00-\u9fff]")
LATIN = re.compile(r"[A-Za-z]{2,}")
# a seed's own words stay as the seed wrote them: after 种子：/seed: up to the closing bracket
SEED = re.compile(r"(?:种子|seed)\s*[：:;；]\s*[^)）]*")
QUOTED = re.compile(r"'[^']*'|\{[a-z_]+(?:![a-z])?\}")  # a key the learner may type; a field
# Latin words that are ids or notation, not English: ruling ids' [REC], a formula's rtp,
# card ranks (TJQKA, 3s 4h …) and 二八杠 tiles (FF)
IDS = {"REC", "rtp", "JSON", "Ctrl"}
NOTATION = re.compile(  # tiles and cards (5m, 3s, JJ, BR), ruling ids (P-PH2, A15), snake_case
    r"\b(?:[2-9TJQKA][shcd]|[0-9]+[mpszf]|[2-9TJQKABRF]+|[A-Z]{1,3}-[A-Z]{0,3}[0-9]+"
    r"|[a-z]+(?:_[a-z]+)+)\b")  # keys (self_drawn, from_seat): what the learner may type
# keys whose values are ids, data or notation, never prose (the JS shows none of them as
# sentences): the widget's id hooks, an option's key, the English name kept beside a Chinese one
NOT_PROSE = {"id", "key", "kind", "code", "ruling", "en", "label_en", "widget", "suit", "face",
             "type", "mode", "option", "lang", "size", "level", "data", "active", "game",
             "score_mode", "answer_kind", "pick", "settings", "value", "default", "name", "by",
             "copy_text", "position", "mark", "where", "method", "status", "choices",
             "variant", "doc_zh", "stage", "pos",
             "json", "json_example",  # a replay; a scenario (JSON)
             "pic", "glyph"}  # a tile face's drawing: its id, and the 萬 real 万 tiles carry
NOTATION_PARENTS = {"hand", "seen", "slots", "cards"}  # their "text" is the notation


def strings(node: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[str, str]]:
    """Every displayed string of a view (path, text), skipping ids, notation and the blocks
    that quote a seed."""
    if isinstance(node, dict):
        if node.get("kind") == "seed":
            return
        for k, x in node.items():
            if k in NOT_PROSE or path[-1:] == ("labels",) and k == "lang":
                continue
            if k == "reason" and path[-1:] == ("excluded",):  # data: the JS shows "why"
                continue
            if k == "text" and path and path[-1] in NOTATION_PARENTS:
                continue
            yield from strings(x, path + (k,))
    elif isinstance(node, list | tuple):
        for x in node:
            yield from strings(x, path)
    elif isinstance(node, str):
        yield "/".join(path), node


def english_words(text: str) -> list[str]:
    bare = QUOTED.sub("", SEED.sub("", text))
    bare = NOTATION.sub("", bare)
    return [w for w in LATIN.findall(bare) if w not in IDS]


def traditional(text: str) -> bool:
    bare = SEED.sub("", text)
    return zhconv.convert(bare, "zh-cn") != bare


# ---- the states: each a widget and the intents that bring out the texts ------------------

V = "sichuan-xuezhan"
HANDS = {  # per variant: complete hands (不计, notes), ready hands (claims, refusals)
    "sichuan-xuezhan": ["1122334455667m +7m", "123m456m789m11s23p +4p", "1m [222p] [333m] "
                        "[444m] [555m] +1m", "11m456m789m23p555p"],
    "sichuan-xueliu": ["1122334455667m +7m", "11m456m789m23p555p"],
    "dashiyou-xueliu": ["11m456m789m23m555m +1m", "11m456m789m23p555p"],
    "wuhan": ["234m5p678s [123m,1] [789p,1]", "234m678s555z5p [123m,1] +5p",
              "123m456m789m11p23p +4p", "222m333m444m5s [666p,1] +5s"],
    "shuangren": ["1122334455667s +7s", "[234s] 678s78s111z55z +9s", "11s456s789s23s555z"],
    "yongzhou": ["123m456p789s222s5s +5s", "19m19p19s1234567z +9s", "123m456p789s23m55s",
                 "111m222m333m11z22z +2z"],
}
LAB_INTENTS = [  # refusals of every kind, then the situation that cannot happen
    {"kind": "add", "tile": "5m"}, {"kind": "add", "tile": "5m"},
    {"kind": "text", "text": "11m 0m"}, {"kind": "text", "text": "[124m] 5p"},
    {"kind": "text", "text": "11111m"},
    {"kind": "meld", "meld_kind": "chi", "tile": "3m", "source": 1},
    {"kind": "toggle", "key": "self_drawn"}, {"kind": "toggle", "key": "robbing_kong"},
    {"kind": "toggle", "key": "after_kong"}, {"kind": "undo"}, {"kind": "undo"},
    {"kind": "undo"},
]
CLAIM_TILES = ["4p", "5p", "1p", "5z", "1m", "4s", "9m"]


def _lab_states(variant: str, lang: str) -> Iterator[tuple[Any, dict | None]]:
    for hand in HANDS[variant]:
        lab = HandLab(variant, hand, lang=lang)
        yield lab, None
        if lab.hand.size == 13:
            for tile in CLAIM_TILES:
                for seat in (1, 2):
                    lab.handle({"kind": "claim_tile", "tile": tile, "from_seat": seat})
                    yield lab, None
        for msg in LAB_INTENTS:
            lab.handle(msg)
            yield lab, msg
    # a situation that cannot happen (the lab disables a box that would contradict the others,
    # so it is given whole, as a lesson or a pasted line may)
    won = next(h for h in HANDS[variant] if "+" in h)
    yield HandLab(variant, won, situation={"self_drawn": True, "robbing_kong": True},
                  lang=lang), None
    lab = HandLab(variant, HANDS[variant][-1], situation={"wall_remaining": 1}, lang=lang)
    lab.handle({"kind": "claim_tile", "tile": CLAIM_TILES[0], "from_seat": 1})
    yield lab, None
    if variant == "yongzhou":
        lab.handle({"kind": "passed", "value": True})
        yield lab, None
        for option in ("cap", "minimum"):
            yield HandLab(variant, HANDS[variant][0], compare=option, lang=lang), None


def _card_states(lang: str) -> Iterator[tuple[Any, dict | None]]:
    t = CardTable("doudizhu", hand="3334445556B", previous="789TJ", lang=lang)
    yield t, None
    for msg in ({"kind": "pick", "pattern": "34445556"}, {"kind": "add", "card": "B"},
                {"kind": "text", "text": "3456"}, {"kind": "text", "text": "33334444"},
                {"kind": "text", "text": "BR"}, {"kind": "text", "text": "22223"}):
        t.handle(msg)
        yield t, msg
    for play, prev in (("5555", "BR"), ("BR", "3333"), ("6666", "5555"), ("3456789", "45678"),
                       ("8888", "34567"), ("3", "44"), ("JJ", "QQ"), ("333444", "555666")):
        yield CardTable("doudizhu", play=play, previous=prev, lang=lang), None
    for a, b in (("Ah Ad Ac", "2s 3h 5d"), ("Ah Kd Qc", "Ah Kd Qc"), ("2s 3s 4s", "Ac Kc 9c"),
                 ("9h 9d 3c", "9s 9c 5d"), ("2h 3d 5c", "Kh Kd Kc")):
        try:
            yield CardTable("sanzhang", challenger=a, defender=b, lang=lang), None
        except ValueError:  # the same card twice: its refusal is covered below
            pass
    t = CardTable("sanzhang", challenger="Ah Ad Ac", lang=lang)
    for msg in ({"kind": "add", "card": "T"}, {"kind": "add", "card": "Ah"},
                {"kind": "text", "text": "Ah Ah"}):
        t.handle(msg)
        yield t, msg
    for hands in (("28", "55", "19", "FF"), ("55", "55", "37", "46"), ("19", "37", "2F", "28")):
        yield CardTable("tuitongzi", banker=hands[0], p1=hands[1], p2=hands[2], p3=hands[3],
                        lang=lang), None
    for hand, kw in (("x123 d2710 x555 d888 x678 d345 x99 +x9", {"turned": "x8",
                                                                "self_drawn": True}),
                     ("x123 d2710 x555 d888 x99 d9 x678 d34", {"turned": "x8"}),
                     ("x123 d2710 x555 d888 x99 d9 x46 W d34 +d5", {"turned": "x8"}),
                     ("x123 d2710 x555 d888 x678 W W +d9", {"self_drawn": True}),
                     ("x123 x456 d2710 x99 +x9", {})):
        t = CardTable("paohuzi", hand=hand, lang=lang, **kw)
        yield t, None
    for msg in ({"kind": "text", "text": "x11111"}, {"kind": "text", "text": "WWW"},
                {"kind": "add", "card": "W"}):
        t.handle(msg)
        yield t, msg
    for game, bad in (("doudizhu", "3x"), ("sanzhang", "2q"), ("tuitongzi", "x"),
                      ("paohuzi", "x0"), ("paohuzi", "q1"), ("paohuzi", "[x1]"),
                      ("paohuzi", "+x1 x2"), ("paohuzi", "[x1")):  # notation the learner typed
        t = CardTable(game, lang=lang)
        t.handle({"kind": "text", "text": bad})
        assert t.message["level"] == "warning", (game, bad)
        yield t, None


def _table_states(lang: str) -> Iterator[tuple[Any, dict | None]]:
    for variant, seed, human in (("sichuan-xueliu", 1, None), ("sichuan-xuezhan", 3, None),
                                 ("dashiyou-xueliu", 2, 0)):
        t = HandTable(variant, seed, human=human, lang=lang)
        yield t, None
        t.handle({"kind": "step", "to": "end"})
        yield t, None


def _doudizhu_states(lang: str) -> Iterator[tuple[Any, dict | None]]:
    """The 斗地主 table through a whole hand: the bidding, a refused play, hints, each trick,
    the settlement; an automatic hand stepped back and forth."""
    t = DoudizhuTable(seed=3, human=0, lang=lang)
    yield t, None
    for _ in range(80):
        d = t.view["decision"]
        if not d:
            break
        if d["stage"] != "play":
            msg = {"kind": "choose", "value": "call" if d["stage"] == "bid" else "no"}
        elif not t.view["seats"][0]["last"] and t.message == {}:
            msg = {"kind": "pass"}  # refused: the leader may not pass
            t.handle(msg)
            yield t, msg
            t.handle({"kind": "hint"})
            msg = {"kind": "play"}
        else:
            t.handle({"kind": "hint"})
            msg = {"kind": "play"} if t.ui["selected"] else {"kind": "pass"}
        t.handle(msg)
        yield t, msg
    assert t.game.over
    t.handle({"kind": "play"})  # refused: the hand is over
    yield t, {"kind": "play"}
    t.handle({"kind": "save"})
    yield t, None
    auto = DoudizhuTable(seed=7, human=(), lang=lang)
    for to in ("end", "start", "forward", "end"):
        auto.handle({"kind": "step", "to": to})
        yield auto, {"to": to}


def _drill_states(lang: str) -> Iterator[tuple[Any, dict | None]]:
    for variant in ("sichuan-xuezhan", "wuhan", "yongzhou"):
        d = Drill(variant, n=6, seed=3, lang=lang)
        for _ in range(6):
            q = d.view["question"]
            choices = q.get("choices") or []
            if choices:
                d.handle({"kind": "pick", "index": len(choices) - 1})
            if q.get("total") is not None or "total" in q:
                d.handle({"kind": "total", "value": "1"})
            d.handle({"kind": "submit"})
            yield d, None
            d.handle({"kind": "next"})


def _exercise_states(lang: str) -> Iterator[tuple[Any, dict | None]]:
    for ex in (Exercise.claim(V, "11m456m789m23p555p", "1p", 1, lang=lang),
               Exercise.claim("wuhan", "23m55p678s [123m,1] [789p,1]", "5z", 1, lang=lang),
               Exercise.score(V, "1122334455667m +7m", lang=lang)):
        ex.handle({"kind": "reveal"})
        yield ex, None


def _compare_states(lang: str) -> Iterator[tuple[Any, dict | None]]:
    """The rule comparison: variants that differ by combining, fan rows, 不计 and refusals,
    then one variant's option sets (the minimum refuses a 鸡胡)."""
    from widgets.ui import Compare

    w = Compare("111m222m333m444m5m", lang=lang)
    yield w, None
    for msg in ({"kind": "add", "tile": "5m"}, {"kind": "toggle", "key": "self_drawn"},
                {"kind": "reference", "index": 2}, {"kind": "add", "tile": "1m"},
                {"kind": "text", "text": "11223344556677m"},
                {"kind": "text", "text": "123m456m789m1z [222z,1] +1z"},
                {"kind": "text", "text": "1112345678999s +5s"},
                {"kind": "column", "variant": "nope"}):
        w.handle(msg)
        yield w, msg
    w = Compare("123m456p789s222s5s +5s", variants=[("yongzhou", {}),
                                                  ("yongzhou", {"cap": 5, "minimum": 3})],
                lang=lang)
    yield w, None


STATES: dict[str, Callable[[str], Iterator[tuple[Any, dict | None]]]] = {
    **{f"HandLab-{v}": (lambda lang, v=v: _lab_states(v, lang)) for v in HANDS},
    "CardTable": _card_states, "HandTable": _table_states, "Drill": _drill_states,
    "DoudizhuTable": _doudizhu_states,
    "Exercise": _exercise_states, "Compare": _compare_states,
}


def _views(name: str, lang: str) -> Iterator[tuple[dict, dict | None]]:
    for widget, msg in STATES[name](lang):
        yield {"view": widget.view, "message": widget.message}, msg


# ---- zh: simplified Chinese throughout -------------------------------------------------


LAB = {"message/text", "view/claims/refused/reason", "view/options/doc",
       "view/analysis/problems/message", "view/analysis/score/excluded/why"}
REACHES = {  # the walk meets refusals, 不计, options, verdicts, settlement and feedback
    **{f"HandLab-{v}": LAB for v in HANDS},
    "CardTable": {"message/text", "view/panels/blocks/text", "view/options/doc"},
    "HandTable": {"view/payments/reason", "view/decision/refused/reason", "view/options/doc"},
    "Drill": {"view/feedback/text", "view/options/doc"}, "Exercise": {"view/solution"},
    "DoudizhuTable": {"message/text", "view/history/lines", "view/decision/prompt",
                      "view/multiplier/lines"},
    "Compare": {"message/text", "view/columns/refusal", "view/columns/differences/items/text",
                "view/columns/differences/items/effect", "view/columns/excluded/why"},
}


@pytest.mark.parametrize("name", sorted(STATES))
def test_a_chinese_view_has_no_english_and_no_traditional_characters(name):
    english, trad, reached = set(), set(), set()
    for view, msg in _views(name, "zh"):
        for path, text in strings(view):
            if text:
                reached.add(path)
            if english_words(text):
                english.add((path, text[:120], str(msg)[:40]))
            if traditional(text):
                trad.add((path, text[:120]))
    assert REACHES[name] <= reached, REACHES[name] - reached
    assert not english, sorted(english)[:15]
    assert not trad, sorted(trad)[:15]


def test_the_check_would_catch_english_and_traditional_text():
    assert english_words("Sichuan has no 吃 (seed: 游戏中不可以吃牌)") == ["Sichuan", "has", "no"]
    assert english_words("碰要手里有两张 5p 五筒，你有 1 张（R-S14）") == []
    assert traditional("雞胡") and not traditional("鸡胡")
    assert not traditional("大师游不能吃（种子：可以碰牌、槓牌，不能吃牌）")  # the seed's words
    view = {"panels": [{"blocks": [{"kind": "seed", "text": "飛機"}, {"text": "飛機"}]}]}
    assert [t for _, t in strings(view)] == ["飛機"]  # only the block that is no quotation


# ---- en: an English sentence wherever one is due ---------------------------------------

# the keys whose text is a sentence: a reason, verdict, note or message
SENTENCES = {"reason", "why", "not_winning", "blockers", "notes", "note", "message", "doc",
             "solution", "feedback"}


@pytest.mark.parametrize("name", sorted(STATES))
def test_an_english_view_gives_reasons_in_english(name):
    chinese_only = set()
    for view, _msg in _views(name, "en"):
        for path, text in strings(view):
            last = path.rsplit("/", 1)[-1]
            if (last in SENTENCES or path.startswith("message")) and CJK.search(text) \
                    and not LATIN.search(SEED.sub("", text)):
                chinese_only.add((path, text[:120]))
    assert not chinese_only, sorted(chinese_only)[:15]


# ---- only the displayed text changes --------------------------------------------------


@pytest.mark.parametrize("variant", sorted(HANDS))
def test_keys_and_ids_are_the_same_in_both_languages(variant):
    zh, en = (HandLab(variant, HANDS[variant][0], lang=lang).view for lang in ("zh", "en"))
    for part in ("options", "meld_kinds"):
        assert [o.get("name", o.get("kind")) for o in zh[part]] == \
            [o.get("name", o.get("kind")) for o in en[part]]
    assert zh["copy_text"] == en["copy_text"] and zh["hand"]["text"] == en["hand"]["text"]
    zs, es = zh["analysis"]["score"], en["analysis"]["score"]
    if zs:
        assert [(x["key"], x["value"]) for x in zs["lines"]] == \
            [(x["key"], x["value"]) for x in es["lines"]]
        assert [(x["key"], x["by"]) for x in zs["excluded"]] == \
            [(x["key"], x["by"]) for x in es["excluded"]]


def test_every_rule_option_has_a_name_in_both_languages_and_a_chinese_doc():
    games = list(REGISTRY) + ["doudizhu", "sanzhang", "tuitongzi", "paohuzi", "dafengshou"]
    for game in games:
        options = widgets.rules(game).Options
        names = [f.name for f in dataclasses.fields(options)]
        assert sorted(OPTION_TEXTS.get(options, {})) == sorted(names), game
        for d in option_docs(options):
            assert CJK.search(d["label_zh"]) and not english_words(d["label_zh"]), d
            assert d["label_en"] != d["name"] and "_" not in d["label_en"], d
            assert not english_words(d["doc_zh"]) and not traditional(d["doc_zh"]), d


def test_the_lab_shows_an_options_name_and_doc_in_its_language():
    lab = HandLab(V, lang="zh")
    row = next(o for o in lab.view["options"] if o["name"] == "zimo_double")
    assert (row["label"], row["doc"]) == ("自摸加倍", "自摸时倍数 ×2（自摸的两种奖励之一）")
    lab.handle({"kind": "lang", "value": "en"})
    row = next(o for o in lab.view["options"] if o["name"] == "zimo_double")
    assert row["label"] == "自摸 doubles" and row["doc"].startswith("自摸 multiplies by 2")


# ---- the mechanism: a reason in two languages ------------------------------------------


def test_a_reason_keeps_both_languages_through_joins_and_errors():
    a, b = Why("不能吃", "no 吃"), Why("不能碰", "no 碰")
    joined = join([a, b, "5m"])
    assert (str(joined), joined.zh) == ("no 吃; no 碰; 5m", "不能吃；不能碰；5m")
    assert (a + " (R-S1)").zh == "不能吃 (R-S1)" and str(a + " (R-S1)") == "no 吃 (R-S1)"
    error = widgets.NotAllowed(a, "R-S1")
    assert (str(error), speak(error, "zh")) == ("no 吃 (R-S1)", "不能吃 (R-S1)")
    assert speak("4p", "zh") == "4p"


@pytest.mark.parametrize("lang, text", [("zh", "碰要手里有两张 2p 二筒，你有 1 张"),
                                        ("en", "碰 needs two 2p 二筒 in hand; you hold 1")])
def test_a_claim_refusal_follows_the_labs_language(lang, text):
    lab = HandLab(V, "11m456m789m23p555p", lang=lang)
    lab.handle({"kind": "claim_tile", "tile": "2p", "from_seat": 1})
    refused = {r["kind"]: r["reason"] for r in lab.view["claims"]["refused"]}
    assert refused["pon"] == text
    assert lab.rules.claims("11m456m789m23p555p", "2p", 1).refused[1].reason == \
        "碰 needs two 2p 二筒 in hand; you hold 1"  # the engine's str stays English


@pytest.mark.parametrize("option, value", [("rtp", 150), ("weights", "apple=0"),
                                           ("targets", "luck=5"), ("targets", "apple=0")])
def test_the_odds_labs_rule_refusals_are_in_chinese(option, value):
    """大丰收's options checks (the odds lab's own labels are that widget's, not walked here)."""
    from widgets.ui import OddsLab

    lab = OddsLab("dafengshou", lang="zh")
    lab.handle({"kind": "option", "name": option, "value": value})
    text = lab.message["text"]
    assert lab.message["level"] == "warning" and CJK.search(text)
    assert not english_words(text), text  # target keys, which the learner types, are quoted


def test_the_compare_picker_names_each_option_in_the_labs_language():
    zh = HandLab("yongzhou", HANDS["yongzhou"][0], compare="cap", lang="zh").view["compare"]
    en = HandLab("yongzhou", HANDS["yongzhou"][0], compare="cap", lang="en").view["compare"]
    assert [c["value"] for c in zh["choice_labels"]] == zh["choices"] == en["choices"]
    assert {c["value"]: c["label"] for c in zh["choice_labels"]}["cap"] == "封顶番数"
    assert {c["value"]: c["label"] for c in en["choice_labels"]}["cap"] == "Cap"
    assert [c["label"] for c in zh["columns"]] == ["封顶番数 3", "封顶番数 5"]
