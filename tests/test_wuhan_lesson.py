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
    """The "how we read the seed" section names every R-W id in widgets/mahjong/wuhan/."""
    code = "".join(p.read_text(encoding="utf-8")
                   for p in sorted((ROOT / "widgets" / "mahjong" / "wuhan").glob("*.py")))
    cited = set(re.findall(r"\bR-W\d+\b", code))
    prose = _prose()
    missing = sorted(i for i in cited if not re.search(rf"(?<![\w-]){i}(?![\w-])", prose))
    assert not missing, f"rulings cited in widgets/mahjong/wuhan/ but not explained: {missing}"


def test_the_lesson_quotes_the_seed_for_each_rule():
    """Each rule is introduced by the seed's own sentence, as a Markdown quote."""
    quotes = "\n".join(line for line in _prose().splitlines() if line.startswith("> "))
    for words in ("合136张", "翻取的第一张牌加一就是", "手上持有红中时不能胡牌",
                  "必须开口才能胡牌", "必须用2，5，8的对子做将才能胡牌", "硬胡：是指胡牌后没有赖子",
                  "大胡: 基础倍数10", "碰碰胡：", "风一色：", "将一色：", "清一色：", "全求人：",
                  "海底捞:", "抢杠胡:", "杠上花:", "冲杠：", "蓄杠：", "暗杠：", "不存在一炮多响",
                  "被抢杠人承担三家费用"):
        assert words in quotes, words


def test_the_lesson_explains_the_whole_hand_rulings():
    """The closing section names every P-W id that the whole-hand engine cites."""
    code = (ROOT / "widgets" / "practice" / "table" / "wuhan_play.py").read_text(encoding="utf-8")
    cited = set(re.findall(r"\bP-W\d+\b", code))
    assert cited, "widgets/practice/table/wuhan_play.py cites no P-W ruling"
    cells = json.loads(LESSON.read_text(encoding="utf-8"))["cells"]
    closing = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown"
                        and "".join(c["source"]).startswith("## 12 · How we read the seed"))
    missing = sorted(i for i in cited if not re.search(rf"\*\*{i} — ", closing))
    assert not missing, f"P-W rulings not explained in the closing section: {missing}"


def _lesson_seed() -> int:
    cells = json.loads(LESSON.read_text(encoding="utf-8"))["cells"]
    code = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
    found = re.findall(r"^SEED = (\d+)", code, re.M)
    assert len(found) == 1, found
    return int(found[0])


def test_the_lessons_hand_still_shows_what_its_prose_says():
    """Section 11's prose describes the hand dealt from the lesson's SEED: if the automatic
    seats change, this fails and a new seed must be chosen (and the prose checked)."""
    from widgets.engine.events import Claim, Discard, Indicator, Kong, Win
    from widgets.engine.tiles import tile_name
    from widgets.mahjong.wuhan import laizi
    from widgets.practice.table.play import Game, choose

    seed = _lesson_seed()
    game = Game("wuhan", seed)
    game.advance()
    events = game.events
    flip = next(e for e in events if isinstance(e, Indicator))
    wild = tile_name(laizi(flip.tile))
    # "the dealer holds a 红中 and a 赖子 at the deal … plays each out as a kong"
    first = [e for e in events if isinstance(e, Discard) and e.seat == game.dealer][:2]
    assert sorted(e.tile for e in first) == sorted(["5z", wild]), first
    wins = [e for e in events if isinstance(e, Win)]
    assert len(wins) == 1
    win = wins[0]
    # "The seat that wins this hand opens it once, by a 碰"
    opened = [e for e in events if isinstance(e, Claim | Kong) and e.seat == win.seat
              and (isinstance(e, Claim) or e.kind == "direct")]
    assert [e.kind for e in opened] == ["pon"], opened
    # the exercise on 开口 offers two claims of other seats beside the winner's
    assert len([e for e in events if isinstance(e, Claim) and e.seat != win.seat]) >= 2
    # "a seat that had 碰'd a tile draws its fourth copy … 抢杠胡 … pays for all three"
    robbed = win.from_seat
    assert win.situation.get("robbing_kong") and robbed is not None
    assert any(isinstance(e, Claim) and e.kind == "pon" and e.seat == robbed
               and e.tile == win.tile for e in events)
    total = game.rules.score(win.hand, win.situation).total
    assert game.ledger().net[robbed] == -3 * total
    # "Make the automatic seat's choices and you replay the hand above"
    mine = Game("wuhan", seed, human=game.dealer)
    mine.advance()
    while not mine.finished:
        mine.act(choose(mine, mine.pending()))
        mine.advance()
    assert mine.events == events
