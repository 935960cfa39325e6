"""跑胡子's 胡 types for the hand types book: the seed's 番 (红胡, 一点朱, 黑胡, 自摸, 王钓, 王钓王,
王闯) and its named combinations (红胡王钓 … 点钩王闯), plus a win with no 番 (the near miss of
most of them). A hand's type is the set of 番 the engine's :meth:`score` gives it.

The examples come from a seeded search: whole 21-card winning hands dealt as groups (句, 一二三,
二七十, 坎, 绞; a 跑 or 提 on the table with its pair; one or two 王 left alone), each scored
by the engine, the lowest 胡息 first. A near miss is one card changed, or the same hand won on
another player's card instead of self-drawn (one flag).

A hand here is a tuple of tokens: table groups (``[d3333]`` a 跑, ``{d3333}`` a 提), the cards
held one by one (``W`` a 王), and last the winning card, ``+c`` from another player or ``*c``
self-drawn.

>>> hand = ("x1", "x2", "x3", "d2", "d7", "d10", "x5", "x5", "x5", "d8", "d8", "d8", "x6",
...         "x7", "x8", "W", "W", "*d9")
>>> kind_of(hand)
'wangchuang'
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

from ...cards.cards import NotAllowed
from ...cards.paohuzi import FACTOR, Paohuzi, card_text, card_zh, parse_hand
from ...cards.paohuzi.notation import W, is_red
from ...engine.why import Why

SEED = 39
DATA = Path(__file__).parent / "paohuzi_wins.json"
FRESH = False  # True: search again, ignoring the shipped data (build_wins sets it)
SAMPLES = 1500  # hands dealt; every type's first example comes well inside it
SEED_COMBO = {  # the seed's named combinations: 紅胡王釣（王闖）… 番數：8（16）番
    "honghu+wangdiao": ("红胡王钓", "red win + wild fishing"),
    "honghu+wangchuang": ("红胡王闯", "red win + two wilds left"),
    "heihu+wangdiao": ("黑胡王钓", "black win + wild fishing"),
    "heihu+wangchuang": ("黑胡王闯", "black win + two wilds left"),
    "wangdiao+yidianzhu": ("点钩王钓", "one red dot + wild fishing"),
    "wangchuang+yidianzhu": ("点钩王闯", "one red dot + two wilds left"),
}
# pinyin and the other names players use (点胡/点钩 for 一点朱, 乌胡 for 黑胡), searched too
PINYIN = {"none": ("wufan pinghu", "平胡 plain win"), "honghu": ("honghu", "红字 red"),
          "yidianzhu": ("yidianzhu", "点钩 点胡 diangou dianhu"),
          "heihu": ("heihu", "乌胡 wuhu 黑字 black"), "zimo": ("zimo", "self draw"),
          "wangdiao": ("wangdiao", "王霸 wild"), "wangdiaowang": ("wangdiaowang", "王霸 wild"),
          "wangchuang": ("wangchuang", "王霸 wild")}
RULES = Paohuzi()  # the seed's rules, every option as its ruling has it
NONE = "none"  # a win that no 番 multiplies (2 to 9 red cards, on another player's card)


def pinyin(key: str) -> tuple[str, str]:
    """The pinyin and other names of a type (a combination: its parts')."""
    parts = [PINYIN[k] for k in key.split("+")]
    return " ".join(p for p, _ in parts), " ".join(a for _, a in parts)


def _factor(key: str) -> int:
    out = 1
    for k in key.split("+"):
        out *= FACTOR[k].factor if k in FACTOR else 1
    return out


def names(key: str) -> tuple[str, str]:
    """The zh and en names of a 胡 type key."""
    if key == NONE:
        return "无番", "no 番 (×1)"
    if key in SEED_COMBO:
        return SEED_COMBO[key]
    return FACTOR[key].zh, FACTOR[key].en


KEYS: tuple[str, ...] = (NONE, "honghu", "yidianzhu", "heihu", "zimo", "wangdiao",
                         "wangdiaowang", "wangchuang", *SEED_COMBO)


def factor(key: str) -> int:
    """What the type multiplies 子 by (the seed's 番數; a combination: the product)."""
    return _factor(key)


def seed_line(key: str) -> Why:
    """How the type counts, in the seed's words."""
    if key == NONE:
        return Why("没有番：子 ×1（红字 2 到 9 张，别人打出的牌胡）",
                   "no 番: 子 × 1 (2 to 9 red cards, won on another player's card)")
    if key in SEED_COMBO:
        parts = key.split("+")
        zh = " × ".join(f"{FACTOR[k].zh} {FACTOR[k].factor}" for k in parts)
        return Why(f"番相乘：{zh} = {factor(key)} 番（种子：紅胡王釣（王闖）……番數：8（16）番）",
                   f"番 multiply: {zh} = ×{factor(key)} (seed: 紅胡王釣（王闖）……8（16）番)")
    f = FACTOR[key]
    return Why(f"子 ×{f.factor}（种子：{f.seed}）", f"子 × {f.factor} (seed: {f.seed})")


# ---- a hand as tokens ------------------------------------------------------------------------


def split(hand: tuple[str, ...]) -> tuple[list[str], list[str], str, bool]:
    """(table groups, cards held, winning card, self-drawn)."""
    melds = [t for t in hand if t[0] in "[{"]
    held = [t for t in hand[:-1] if t[0] not in "[{"]
    return melds, held, hand[-1][1:], hand[-1][0] == "*"


def line(hand: tuple[str, ...]) -> str:
    """The hand in the notation the card table reads: 'x123 W [d3333] +x4'."""
    melds, held, win, _ = split(hand)
    return parse_hand(" ".join([*held, *melds, "+" + win])).text()


def faces(hand: tuple[str, ...]) -> tuple[str, ...]:
    """Every card, one by one: the cards held, the table groups', the winning card last."""
    melds, held, win, _ = split(hand)
    table = [card_text(c) for m in melds for c in parse_hand(m.strip("[]{}")).cards]
    return (*held, *table, win)


@cache
def _score(text: str, self_drawn: bool) -> Any:
    try:
        return RULES.score(text, self_drawn=self_drawn)
    except (NotAllowed, ValueError):
        return None


def score(hand: tuple[str, ...]) -> Any:
    """The engine's score of the hand (None: not a win)."""
    return _score(line(hand), split(hand)[3])


def kind_of(hand: tuple[str, ...]) -> str | None:
    """The set of 番 the engine gives the hand, as a key ('honghu', 'heihu+wangdiao', 'none'
    for no 番); None where it does not win."""
    s = score(hand)
    if s is None:
        return None
    return "+".join(sorted(f.key for f in s.factors)) or NONE


def legal(hand: tuple[str, ...]) -> bool:
    cards = [c for t in faces(hand) for c in parse_hand(t).cards] + \
        [W] * sum(t == "W" for t in faces(hand))
    return all(cards.count(c) <= 4 for c in set(cards) if c != W) and cards.count(W) <= 2


def marked(hand: tuple[str, ...], key: str) -> tuple[bool, ...]:
    """The cards that make the type: the red cards (红胡, 一点朱; no 番: 2 to 9 of them), every
    card (黑胡: none is red), the card drawn (自摸), the 王 and what they wait on, with the
    跑/提 a 王钓 needs."""
    melds, held, win, _ = split(hand)
    shown = faces(hand)
    table = len(shown) - len(held) - 1
    parts = set(key.split("+"))
    out = []
    for i, t in enumerate(shown):
        c = parse_hand(t).cards
        red = bool(c) and is_red(c[0])
        last, wang, in_table = i == len(shown) - 1, t == "W", len(held) <= i < len(held) + table
        out.append((bool(parts & {"honghu", "yidianzhu", NONE}) and red)
                   or "heihu" in parts
                   or ("zimo" in parts and last)
                   or (bool(parts & {"wangdiao", "wangdiaowang", "wangchuang"})
                       and (wang or last or (in_table and "wangchuang" not in parts))))
    return tuple(out)


def describe(hand: tuple[str, ...]) -> Why:
    """The engine's verdict: 胡息, red cards and the 番 (or why it is no win)."""
    s = score(hand)
    sd = split(hand)[3]
    how = Why("自摸", "self-drawn (自摸)") if sd else Why("别人打出的牌",
                                                          "on another player's card")
    if s is None:
        try:
            RULES.score(line(hand), self_drawn=sd)
        except (NotAllowed, ValueError) as e:
            return Why(f"{how.zh}：{getattr(e, 'zh', None) or e}", f"{how}: {e}")
        return Why("不能胡", "no win")
    fzh = " × ".join(f"{f.zh} {f.factor}" for f in s.factors) or "无番"
    fen = " × ".join(f"{f.en} ({f.zh}) {f.factor}" for f in s.factors) or "no 番"
    return Why(f"{how.zh}胡：{s.huxi} 胡息，红字 {s.reds} 张，{fzh}",
               f"won {how}: {s.huxi} 胡息, {s.reds} red card{'' if s.reds == 1 else 's'}, "
               f"{fen}")


# ---- the search ------------------------------------------------------------------------------


def _groups(rng: random.Random, mode: str) -> tuple[int, ...]:
    """One group of three from the hand: 句, 一二三, 二七十, 坎 or 绞, of the palette
    ``mode`` ('red': red-rich, 'black': no red card, else any)."""
    case = rng.choice((0, 10))
    if mode == "red":
        pick = rng.choice(("eqs", "eqs", "kan", "jiao"))
        n = rng.choice((1, 6, 9))
    elif mode == "black":
        pick = rng.choice(("ju", "kan", "kan", "jiao"))
        n = rng.choice((0, 2, 3, 4, 5, 7, 8))
    else:
        pick = rng.choice(("ju", "ju", "yes", "eqs", "kan", "jiao"))
        n = rng.randrange(10)
    if pick == "eqs":
        return (case + 1, case + 6, case + 9)
    if pick == "yes":
        return (case, case + 1, case + 2)
    if pick == "ju":
        start = rng.choice((2, 3)) if mode == "black" else rng.randrange(8)
        return (case + start, case + start + 1, case + start + 2)
    if pick == "kan":
        return (case + n,) * 3
    return (case + n, case + n, (case + n + 10) % 20)


def _deal(rng: random.Random) -> tuple[str, ...] | None:
    """One candidate winning hand of 21 cards (or None where the deal ran over four
    copies)."""
    mode = rng.choice(("any", "any", "red", "black", "black"))
    shape = rng.choice(("plain", "plain", "four", "diao", "diaowang", "chuang", "wild"))
    n_groups = {"plain": 7, "wild": 7, "four": 5, "diao": 5, "diaowang": 5, "chuang": 6}[shape]
    cards: list[int] = []
    for _ in range(n_groups):
        for _try in range(12):  # a 坎 is never split (seed): no third copy outside a 坎
            g = _groups(rng, mode if rng.random() < 0.9 else "any")
            kan = g[0] == g[1] == g[2]
            if all(cards.count(c) == 0 if kan else cards.count(c) + g.count(c) <= 2
                   for c in g):
                cards += g
                break
        else:
            return None
    melds: list[str] = []
    if shape in ("four", "diao", "diaowang"):
        c = rng.choice([c for c in range(20) if c not in cards
                        and (mode != "black" or not is_red(c))])
        t = card_text(c)
        inner = t[0] + t[1:] * 4
        melds.append(f"[{inner}]" if rng.random() < 0.6 else f"{{{inner}}}")
        cards += [c] * 4
        if shape == "four":
            p = rng.choice([x for x in range(20) if x not in cards
                            and (mode != "black" or not is_red(x))])
            cards += [p, p]
    if any(cards.count(c) > 4 for c in set(cards)):
        return None
    table = sum(4 for _ in melds)
    held = cards[:len(cards) - table]
    if shape == "diao":
        win = rng.randrange(20)
        if cards.count(win) >= 4:
            return None
        return (*map(card_text, sorted(held)), *melds, "W", "*" + card_text(win))
    if shape == "diaowang":
        return (*map(card_text, sorted(held)), *melds, "W", "*W")
    if shape == "chuang":
        win = rng.randrange(20)
        if cards.count(win) >= 4:
            return None
        return (*map(card_text, sorted(held)), "W", "W", "*" + card_text(win))
    i = rng.randrange(len(held))
    win = held.pop(i)
    sd = rng.random() < 0.5
    if shape == "wild":  # one card held stands in for a 王: a 王 holder wins only by 自摸
        held[rng.randrange(len(held))] = W
        sd = True
    toks = [card_text(c) for c in sorted(held, key=lambda c: (c == W, c))]
    return (*toks, *melds, ("*" if sd else "+") + card_text(win))


def candidates() -> tuple[tuple[str, ...], ...]:
    """The examples the search found, as shipped (``paohuzi_wins.json``, written by
    :mod:`.build_wins`: the search scores some 900 hands, seconds; the book opens at a click), or
    the whole search where nothing is shipped."""
    return tuple(tuple(row["example"]) for row in shipped().values()) or search()


@cache
def shipped() -> dict[str, dict[str, Any]]:
    """The shipped examples and near misses by type (empty: none shipped, or ``FRESH``)."""
    if FRESH or not DATA.is_file():
        return {}
    return dict(json.loads(DATA.read_text(encoding="utf-8"))["types"])


@cache
def search() -> tuple[tuple[str, ...], ...]:
    """The search's winning hands, each typed by the engine, the plainest first (fewest 王,
    fewest table groups, lowest 胡息, fewest 番, then the text): the first of each type is its
    example."""
    rng = random.Random(SEED)
    found: dict[tuple[str, ...], tuple] = {}
    for _ in range(SAMPLES):
        hand = _deal(rng)
        if hand is None or hand in found or not legal(hand):
            continue
        s = score(hand)
        if s is not None:
            wilds = sum(t == "W" or t == "*W" for t in hand)
            found[hand] = (wilds, len(split(hand)[0]), s.huxi, len(s.factors), line(hand))
    return tuple(sorted(found, key=found.__getitem__))


def shipped_miss(hand: tuple[str, ...]) -> tuple[str, ...] | None:
    """The near miss shipped for this example (None: none shipped)."""
    return next((tuple(row["miss"]) for row in shipped().values()
                 if tuple(row["example"]) == hand and row["miss"]), None)


def neighbours(hand: tuple[str, ...]) -> Iterator[tuple[str, ...]]:
    """The same hand won the other way (on another player's card instead of self-drawn, or
    the other way round), then one card held changed: the same number in the other case
    first, then the nearer numbers."""
    *rest, last = hand
    yield (*rest, ("+" if last[0] == "*" else "*") + last[1:])
    held = [i for i, t in enumerate(hand[:-1]) if t[0] not in "[{" and t != "W"]
    for dist in range(0, 10):
        for i in held:
            c = parse_hand(hand[i]).cards[0]
            others = [(c + 10) % 20] if dist == 0 else \
                [c + d for d in (dist, -dist) if c // 10 == (c + d) // 10 and c + d >= 0]
            for to in others:
                new = list(hand)
                new[i] = card_text(to)
                cards = sorted((t for j, t in enumerate(new[:-1]) if j in held),
                               key=lambda t: parse_hand(t).cards[0])
                out = list(new)
                for j, t in zip(held, cards, strict=True):
                    out[j] = t
                yield tuple(out)


def change(a: tuple[str, ...], b: tuple[str, ...]) -> Why | None:
    """What a near miss changed: the way it is won, or one card (named in Chinese)."""
    if a[:-1] == b[:-1] and a[-1][1:] == b[-1][1:]:
        return (Why("同一手牌，改为别人打出的牌胡", "the same cards, won on another player's card "
                    "instead of self-drawn") if a[-1][0] == "*" else
                Why("同一手牌，改为自摸", "the same cards, self-drawn instead"))
    gone = [t for t in faces(a)]
    came = list(faces(b))
    for t in faces(a):
        if t in came:
            came.remove(t)
            gone.remove(t)
    zh = " ".join(card_zh(parse_hand(t).cards[0]) if t != "W" else "王" for t in gone)
    to = " ".join(card_zh(parse_hand(t).cards[0]) if t != "W" else "王" for t in came)
    return Why(f"换一张：{zh} → {to}", f"one card changed: {zh} ({' '.join(gone)}) → {to} "
               f"({' '.join(came)})")

