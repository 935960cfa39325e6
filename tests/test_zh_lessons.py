"""The Chinese lessons (lessons/zh/): built by widgets/_lesson_language.py from the lessons
themselves (each markdown cell's Chinese in its metadata), up to date with them, and written
for Chinese readers: no stray English word in the prose, no traditional character outside a
quotation of a seed, no pinyin (the English lesson keeps it).

tests/test_lessons.py runs them, tests/test_lesson_lint.py lints them as it does the English
lessons, tests/test_lesson_covers.py checks their rule tables.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from widgets import _lesson_language as ll
from widgets._lesson_covers import SEEDS

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"
ZH = LESSONS / ll.ZH_DIR
ZH_LESSONS = sorted(ZH.glob("*.ipynb"))
BUILD = "run: python -m widgets._lesson_language build"

# English words a Chinese lesson may write in its prose, each with the reason
ALLOWED = {
    "JupyterLab": "the program's name, as its window and its menus show it",
    "Python": "the language the widgets ask; Chinese readers call it so",
    "English": "the widgets' language button says it so",
}
HAN = "\u3400-\u9fff"
TONE = "āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ"
FENCE = re.compile(r"^\s*(?:```|~~~)")
CODE_SPAN = re.compile(r"`[^`\n]*`")
LINK_TARGET = re.compile(r"\]\([^)\s]*\)")  # a link's target (its text stays prose)
URL = re.compile(r"https?://\S+")
# the rule tables' first column quotes the seed as written (widgets/_lesson_covers.py)
COVERS_RULE = re.compile(r"^\| “[\s\S]*?” \|", re.M)
# a quotation in the prose: it is the seed's own words (kept as the seed wrote them, even in
# traditional characters) when a seed holds it word for word
QUOTE = re.compile(r"「[^」]*」|“[^”]*”|\"[^\"\n]*\"")
SPACE = re.compile(r"\s+")
SEED_TEXT = SPACE.sub("", "".join(p.read_text(encoding="utf-8") for p in SEEDS.glob("*.txt")))
# an ASCII token: a tile code (5m, 123m456p), an id (R-S1, P-O1, 01a), a formula's letter
TOKEN = re.compile(r"[A-Za-z0-9_+\-/.'’]+")
WORD = re.compile(r"[A-Za-z]{2,}")
PINYIN = re.compile(rf"[A-Za-z]*[{TONE}][A-Za-z{TONE}]*")


def _blank(text: str, pattern: re.Pattern[str]) -> str:
    return pattern.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)


def seed_quotation(quoted: str) -> bool:
    """Whether a quotation (its marks included) is a seed's words, word for word (spaces
    aside; the rule tables write the seed's own “” as 『』)."""
    inner = SPACE.sub("", quoted[1:-1].replace("『", "“").replace("』", "”"))
    return bool(inner) and inner in SEED_TEXT


def _outside(md: str, *, quotes: bool) -> str:
    """The markdown with code (fenced and in backticks) blanked, and (``quotes``) the
    quotations of a seed too: `>` lines, the rule tables' first column, and a quotation in
    the prose that a seed holds word for word."""
    lines, fenced = [], False
    for line in md.splitlines(keepends=True):
        if FENCE.match(line):
            fenced = not fenced
        blank = fenced or FENCE.match(line) or (quotes and line.lstrip().startswith(">"))
        lines.append(re.sub(r"[^\n]", " ", line) if blank else line)
    text = _blank("".join(lines), CODE_SPAN)
    if not quotes:
        return text
    text = QUOTE.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)) if seed_quotation(m.group(0))
                     else m.group(0), text)
    return _blank(text, COVERS_RULE)


def english_words(md: str) -> list[str]:
    """Words of English in a Chinese markdown cell's prose: a token of ASCII letters (two or
    more in a row, no digit) outside code, links' targets, URLs and the seed's quotations,
    and not in :data:`ALLOWED`."""
    text = _blank(_blank(_outside(md, quotes=True), URL), LINK_TARGET)  # a seed quotes 2>A>K
    return [t for t in TOKEN.findall(text)
            if WORD.search(t) and not re.search(r"\d", t) and t not in ALLOWED]


_T2S = None


def traditional(md: str) -> list[str]:
    """Runs of Chinese characters that OpenCC's traditional → simplified conversion changes,
    outside code and the seed's quotations (`>` lines, the rule tables' first column)."""
    global _T2S
    if _T2S is None:
        from opencc import OpenCC  # opencc-python-reimplemented, a test dependency

        _T2S = OpenCC("t2s")
    runs = re.findall(rf"[{HAN}]+", _outside(md, quotes=True))
    return [r for r in runs if _T2S.convert(r) != r]


def pinyin(md: str) -> list[str]:
    """Tone-marked Latin words (pinyin) outside code."""
    return PINYIN.findall(_outside(md, quotes=False))


def _markdown(path: Path) -> list[tuple[str, str]]:
    nb = json.loads(path.read_text(encoding="utf-8"))
    return [(c["id"], "".join(c["source"])) for c in nb["cells"] if c["cell_type"] == "markdown"]


# ---- built from today's sources --------------------------------------------------------------

def test_the_chinese_lessons_are_built_from_todays_lessons(tmp_path):
    built = ll.build(LESSONS, tmp_path)
    have = [p.name for p in ZH_LESSONS]
    assert have == built, (f"lessons/zh/ holds {sorted(set(have) - set(built))} without a "
                           f"complete source and lacks {sorted(set(built) - set(have))}: {BUILD}")
    stale = [n for n in built if (tmp_path / n).read_bytes() != (ZH / n).read_bytes()]
    assert not stale, f"lessons/zh/ is older than its sources: {stale}; {BUILD}"


@pytest.mark.parametrize("path", ZH_LESSONS, ids=[p.name for p in ZH_LESSONS])
def test_no_cell_of_a_lesson_with_a_chinese_version_is_stale(path: Path):
    gaps = ll.lacking(json.loads((LESSONS / path.name).read_text(encoding="utf-8")))
    assert gaps == {"missing": [], "stale": []}, (
        f"{path.name}: the English of cells {gaps['stale']} changed since their Chinese was "
        f"written, cells {gaps['missing']} have none: export, write, import, then build")


def test_a_changed_english_cell_makes_its_chinese_stale_and_drops_the_lesson(tmp_path):
    nb = json.loads((LESSONS / "13-odds.ipynb").read_text(encoding="utf-8"))
    first = next(c for c in nb["cells"] if c["cell_type"] == "markdown")
    first["source"] = "".join(first["source"]) + "\nOne more sentence."
    (tmp_path / "13-odds.ipynb").write_text(json.dumps(nb), encoding="utf-8")
    assert ll.lacking(nb)["stale"] == [first["id"]]
    (tmp_path / "zh").mkdir()
    (tmp_path / "zh" / "13-odds.ipynb").write_text("{}", encoding="utf-8")
    assert ll.build(tmp_path) == [] and not (tmp_path / "zh" / "13-odds.ipynb").exists()


# ---- written for Chinese readers -------------------------------------------------------------

@pytest.mark.parametrize("path", ZH_LESSONS, ids=[p.name for p in ZH_LESSONS])
def test_the_chinese_prose_has_no_english_words_traditional_characters_or_pinyin(path: Path):
    bad = []
    for cid, md in _markdown(path):
        bad += [f"cell {cid}: English {w!r}" for w in english_words(md)]
        bad += [f"cell {cid}: traditional {t!r} outside a quotation" for t in traditional(md)]
        bad += [f"cell {cid}: pinyin {p!r}" for p in pinyin(md)]
    assert not bad, f"zh/{path.name}:\n" + "\n".join(bad)


def test_the_zh_lint_sees_english_words_and_lets_codes_and_ids_be():
    md = ("## 2 · 听牌\n\n听 `1p/4p`，见 5m 和 [第 01 课](01-sichuan-xuezhan.ipynb)，"
          "P-O1、01a、C(52, 3)、*U*，在 JupyterLab 里 the waits 都有。\n\n"
          "```text\nEV = sum\n```\n\n> 原文 quote\n\n| “歡樂 rule” | [1 · 牌](#cell-id=a) |")
    assert english_words(md) == ["the", "waits"]
    assert english_words("See https://example.org/x and nothing else") == ["See", "and",
                                                                            "nothing", "else"]


def test_the_zh_lint_sees_traditional_characters_outside_quotations_of_a_seed():
    md = ("## 永州麻將\n\n雞胡的番\n\n> 永州麻將的特色\n\n| “歡樂斗地主” | 讲解 |\n`麻將`\n\n"
          "原文说「單牌按分值比大小」，又说“單牌很大”。")
    assert traditional(md) == ["永州麻將", "雞胡的番", "單牌很大"]  # the last: no seed's words
    assert traditional("鸡胡、发财、游戏、干杠、后来") == []


def test_the_zh_lint_sees_pinyin():
    assert pinyin("向听（xiàngtīng）和 `qīng` 清") == ["xiàngtīng"]
    assert pinyin("没有拼音 abc") == []
