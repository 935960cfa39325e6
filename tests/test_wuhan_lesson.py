"""Lesson 02 (武汉麻将) is read statically here; tests/test_lessons.py runs it."""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LESSON = ROOT / "lessons" / "02-wuhan.ipynb"


def _prose() -> str:
    cells = json.loads(LESSON.read_text(encoding="utf-8"))["cells"]
    return "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


def test_the_lesson_explains_every_ruling_the_code_cites():
    """The "how we read the seed" section names every R-W id in widgets/mahjong/wuhan.py."""
    code = (ROOT / "widgets" / "mahjong" / "wuhan.py").read_text(encoding="utf-8")
    cited = set(re.findall(r"\bR-W\d+\b", code))
    prose = _prose()
    missing = sorted(i for i in cited if not re.search(rf"(?<![\w-]){i}(?![\w-])", prose))
    assert not missing, f"rulings cited in widgets/mahjong/wuhan.py but not explained: {missing}"


def test_the_lesson_quotes_the_seed_for_each_rule():
    """Each rule is introduced by the seed's own sentence, as a Markdown quote."""
    quotes = "\n".join(line for line in _prose().splitlines() if line.startswith("> "))
    for words in ("合136张", "翻取的第一张牌加一就是", "手上持有红中时不能胡牌",
                  "必须开口才能胡牌", "必须用2，5，8的对子做将才能胡牌", "硬胡：是指胡牌后没有赖子",
                  "大胡: 基础倍数10", "碰碰胡：", "风一色：", "将一色：", "清一色：", "全求人：",
                  "海底捞:", "抢杠胡:", "杠上花:", "冲杠：", "蓄杠：", "暗杠：", "不存在一炮多响",
                  "被抢杠人承担三家费用"):
        assert words in quotes, words
