"""Why the fan book has no nearer near miss: the explicit list of fans with no near miss at all
(each with its reason, tested by tests/test_fan_book_data.py), and why a fan's nearest miss
changes a whole set rather than one tile. :mod:`.build` writes them into the shipped data;
the book shows them beside the example.

The search tries, for each of the best examples it found (:data:`.search.KEEP`), every hand
one situation flag or one tile away; a fan listed here is one for which none of those hands is
a complete, scoring hand without the fan.
"""

from __future__ import annotations

# (variant, fan) → (zh, en): no complete, scoring hand near the example lacks the fan
NO_MISS: dict[tuple[str, str], tuple[str, str]] = {
    ("wuhan", "kaikou"): (
        "武汉麻将必须开口才能胡（种子：必须开口才能胡牌），开口番房间里每一手胡牌都计开口番：没有不计它的胡牌",
        "in 武汉 a hand must be open to win (seed: 必须开口才能胡牌), so in a 开口番 room every "
        "winning hand scores 开口番: no winning hand lacks it"),
    ("wuhan", "koukou"): (
        "武汉麻将必须开口才能胡（种子：必须开口才能胡牌），每一手胡牌至少开口一次，口口番每开口一次计一次：没有不计它的胡牌",
        "in 武汉 a hand must be open to win (seed: 必须开口才能胡牌), so every winning hand has "
        "at least one opening, and 口口番 counts each: no winning hand lacks it"),
    ("wuhan", "yinghu"): (
        "这手例牌没有翻出赖子：没有牌能代替别的牌，一张之差的胡牌也都是硬胡。软胡要先翻出赖子，再有一张牌成了赖子去代替，是两处不同",
        "this example has no 赖子 turned up: no tile can stand in for another, so every "
        "winning hand one tile away is hard too. A soft win needs a 赖子 turned up and a tile "
        "of the hand standing in as one: two changes"),
    ("wuhan", "quanqiuren"): (
        "全求人是大胡，用任何对子做将都行；这手牌差一张（或改成自摸）就只是小胡，而小胡要二、五、八做将，这手牌的将不是",
        "全求人 is a 大胡 and takes any pair; one tile away (or self-drawn) this hand would be a "
        "小胡, which needs a pair of 2, 5 or 8, and its pair is not one"),
    ("shuangren", "minggang"): (
        "明杠只值 1 番，这手例牌正好 8 番起胡："
        "杠改成碰就不够起胡，一张或一处之差的别的胡牌也都还计明杠",
        "明杠 is worth 1 and this example has exactly the minimum of 8 (起胡): played as a "
        "碰 it falls short, and every other winning hand one tile or one flag away still has "
        "明杠"),
    ("yongzhou", "shisanyao"): (
        "十三幺是十三种幺九牌各一张再加一对：换一张就缺一种，这些牌也凑不成别的胡牌",
        "十三幺 is one each of the 13 terminals and honours plus a pair: one tile changed "
        "leaves one of them missing, and the tiles make no other winning hand"),
}

# fan → (zh, en): why the nearest miss changes a whole set (a shape no one tile can leave)
WHOLE_SET: dict[str, tuple[str, str]] = {
    "qingyise": ("一张牌换成别的花色，它就和别的牌凑不成一组，牌就不完整了",
                 "a tile changed to another suit makes no set with the others, so the hand is "
                 "no longer complete"),
    "hunyise": ("一张牌换成别的花色，它就和别的牌凑不成一组，牌就不完整了",
                "a tile changed to another suit makes no set with the others, so the hand is no "
                "longer complete"),
    "ziyise": ("一张字牌换成数牌，它就和字牌凑不成一组", "an honour changed to a suit tile makes "
               "no set with the honours"),
    "fengyise": ("一张风牌或箭牌换成数牌，它就凑不成一组", "a wind or dragon changed to a suit "
                 "tile makes no set with the others"),
    "qingyaojiu": ("全是幺九的刻子和对子：换一张就拆散其中一个", "only triplets and a pair of "
                   "terminals: one tile changed breaks one of them"),
    "hunyaojiu": ("全是幺九字牌的刻子和对子：换一张就拆散其中一个", "only triplets and a pair "
                  "of terminals and honours: one tile changed breaks one of them"),
    "daqixing": ("七个字牌对子：换一张就拆散一个对子", "seven pairs of honours: one tile changed "
                 "breaks a pair"),
    "pengpenghu": ("刻子要换两张牌才成顺子", "a triplet becomes a run only when two of its "
                   "tiles change"),
    "sanfengke": ("风牌的刻子（杠）换一张就拆散了", "one tile changed breaks a wind triplet "
                  "(or kong)"),
}


def whole_set(key: str, checked: int | None = None) -> tuple[str, str]:
    """Why a fan's near miss changes a whole set: its shape's reason where one is known, and
    always what the search checked: every hand one tile or one flag away from each of the
    ``checked`` winning hands with the fan it met (:func:`.build.nearest_misses`), or from
    its best examples where no count is given."""
    if checked is None:
        tried = ("搜索试过它找到的几手最好的例牌一张或一处之差的每一手牌，"
                 "没有一手是不计这个番的胡牌",
                 "the search tried every hand one tile or one flag away from the best examples "
                 "it found: none is a winning hand without this fan")
    else:
        hands = (f"{checked} winning hands" if checked != 1 else "1 winning hand")
        tried = (f"搜索遇到的有这个番、别的番不比这手多的 {checked} 手胡牌，每手换一张牌或去掉一个"
                 "情况（如自摸）的每一种都试过了，没有一手是不计这个番的胡牌",
                 f"the search tried each of the {hands} with this fan it met that have no "
                 "more other fans than this one, with one tile changed or one of its situation "
                 "flags (自摸 …) taken away, every way: none is a winning hand without this fan")
    if key in WHOLE_SET:
        zh, en = WHOLE_SET[key]
        return f"{zh}；{tried[0]}", f"{en}; {tried[1]}"
    return tried
