"""双人麻将 against MCR: our fan totals and speed next to ``pymahjonggb`` (the C++ MCR
calculator), on the same winning hands, in one run.

The hands are built from the 双人 tile set (条, winds, dragons; flowers): random ones, and for
every fan both tables share with the same value, hands built to contain it. For each hand we
compare the two totals *restricted to the shared same-value fans*; a hand whose totals differ
must fall in one of the documented classes below (each with the seed sentence or ruling that
explains it), else it is an undocumented difference. ``tests/test_shuangren_mcr.py`` runs this
and asserts that no undocumented difference is left.

To make the two comparable we neutralise MCR's 圈风刻/门风刻 (seat and round wind are a wind the
hand has no triplet of) and skip hands with exactly one 明杠 and one 暗杠 (MCR's 明暗杠 5).

Run: ``.venv/bin/python benchmarks/shuangren_mcr.py [hands, default 3000]``.
"""

from __future__ import annotations

import random
import sys
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from widgets import rules  # noqa: E402
from widgets.engine.notation import Hand, format_tiles  # noqa: E402
from widgets.engine.results import ImpossibleSituation, Score  # noqa: E402

R = rules("shuangren", qihu=0)

# MCR's standard values (the 81 fans, and this calculator's 明暗杠), for "shared with the
# same value". Fans impossible with 条 and honours alone are left out.
MCR_VALUES = {
    "大四喜": 88, "大三元": 88, "绿一色": 88, "九莲宝灯": 88, "四杠": 88, "连七对": 88,
    "小四喜": 64, "小三元": 64, "字一色": 64, "四暗刻": 64, "一色双龙会": 64,
    "一色四同顺": 48, "一色四节高": 48, "一色四步高": 32, "三杠": 32, "混幺九": 32,
    "七对": 24, "清一色": 24, "一色三同顺": 24, "一色三节高": 24, "全大": 24, "全中": 24,
    "全小": 24, "全双刻": 24, "清龙": 16, "一色三步高": 16, "三暗刻": 16, "全带五": 16,
    "大于五": 12, "小于五": 12, "三风刻": 12, "推不倒": 8, "妙手回春": 8, "海底捞月": 8,
    "杠上开花": 8, "抢杠和": 8, "无番和": 8, "碰碰和": 6, "混一色": 6, "全求人": 6,
    "双暗杠": 6, "双箭刻": 6, "明暗杠": 5, "全带幺": 4, "不求人": 4, "双明杠": 4, "和绝张": 4,
    "箭刻": 2, "圈风刻": 2, "门风刻": 2, "门前清": 2, "平和": 2, "四归一": 2, "双暗刻": 2,
    "暗杠": 2, "断幺": 2, "一般高": 1, "连六": 1, "老少副": 1, "幺九刻": 1, "明杠": 1,
    "缺一门": 1, "无字": 1, "边张": 1, "坎张": 1, "单钓将": 1, "自摸": 1, "花牌": 1,
}
# pymahjonggb's names → the names above
MCR_NAMES = {"独听・边张": "边张", "独听・嵌张": "坎张", "嵌张": "坎张", "独听・单钓": "单钓将",
             "单钓": "单钓将"}
SHARED = frozenset(f.key for f in R.fans if MCR_VALUES.get(f.zh) == f.value)
BY_ZH = {f.zh: f.key for f in R.fans}

MCR_TILE = {**{18 + i: f"T{i + 1}" for i in range(9)}, **{27 + i: f"F{i + 1}" for i in range(4)},
         31: "J1", 32: "J2", 33: "J3"}  # J1 中 J2 发 J3 白


# ---- one hand, both calculators --------------------------------------------------------------


@dataclass(frozen=True)
class Case:
    """A winning hand as notation, the situation keywords and the seen tiles; ``made_for`` is
    the fan it was built to contain ('' for a random hand)."""

    text: str
    how: tuple[tuple[str, object], ...] = ()
    seen: tuple[int, ...] = ()
    made_for: str = ""

    @property
    def hand(self) -> Hand:
        return R.parse(self.text)


def mcr_args(case: Case) -> tuple:
    """The arguments of ``MahjongGB.MahjongFanCalculator`` for a case."""
    hand, how = case.hand, dict(case.how)
    packs = []
    for m in hand.melds:
        if m.kind == "chi":
            packs.append(("CHI", MCR_TILE[m.tiles[1]], 1))
        else:
            kind = "GANG" if m.is_kong else "PENG"
            packs.append((kind, MCR_TILE[m.tiles[0]], 0 if m.concealed else 1))
    w = hand.winning
    shown = sum(m.tiles.count(w) for m in hand.melds) + case.seen.count(w)
    fourth = w not in hand.concealed and shown == 3
    self_drawn = bool(how.get("self_drawn"))
    about_kong = bool(how.get("after_kong") if self_drawn else how.get("robbing_kong"))
    pung_winds = {b.tiles[0] for arr in R.arrangements(hand) for b in arr.sets} | {
        m.tiles[0] for m in hand.melds}
    wind = next((i for i in range(4) if 27 + i not in pung_winds), 0)
    return (tuple(packs), tuple(MCR_TILE[t] for t in hand.concealed), MCR_TILE[w],
            len(hand.flowers), self_drawn, fourth, about_kong, bool(how.get("last_tile")),
            wind, wind)


def mcr_fans(case: Case) -> Counter[str]:
    """MCR's fans of a case: our name → points (value × count)."""
    from MahjongGB import MahjongFanCalculator

    out: Counter[str] = Counter()
    for points, count, name, _ in MahjongFanCalculator(*mcr_args(case), verbose=True):
        name = MCR_NAMES.get(name, name)
        if MCR_VALUES.get(name) != points:
            raise AssertionError(f"{case}: MCR gives {name} {points}, table says "
                                 f"{MCR_VALUES.get(name)}")
        out[name] += points * count
    return out


def ours(case: Case) -> Score:
    return R.score(case.text, seen=case.seen, **dict(case.how))


def shared(points: Counter[str]) -> Counter[str]:
    """Only the points of the shared same-value fans."""
    return Counter({name: p for name, p in points.items() if BY_ZH.get(name) in SHARED and p})


def restricted(points: Counter[str]) -> int:
    return sum(shared(points).values())


def our_points(score: Score) -> Counter[str]:
    return Counter({line.zh: line.value * line.count for line in score.lines})


# ---- documented differences -------------------------------------------------------------------


@dataclass
class Difference:
    """A class of difference: why (the seed sentence or ruling) and how it moves MCR's total
    (``correct`` returns MCR's points as our table would count them, or None if the class does
    not apply to this hand)."""

    name: str
    why: str
    correct: Callable[[Score, Counter[str]], Counter[str] | None]
    hands: list[Case] = field(default_factory=list)


def _taken_by(*fans: str) -> Callable[[Score, Counter[str]], Counter[str] | None]:
    """A fan MCR does not have takes fans MCR counts: drop from MCR's points what it took."""
    def correct(score: Score, theirs: Counter[str]) -> Counter[str] | None:
        out, hit = Counter(theirs), False
        for e in score.excluded:
            if e.by in fans and out[e.zh]:
                out[e.zh] -= out[e.zh] if e.count is None else e.count * e.value
                hit = True
        return +out if hit else None
    return correct


def _nine_gates(score: Score, theirs: Counter[str]) -> Counter[str] | None:
    if score.has("jiulianbaodeng") and theirs["幺九刻"]:
        return +(theirs - Counter({"幺九刻": theirs["幺九刻"]}))
    return None


TIE = "the seed's values pick another reading"
TIE_WHY = ("就高不就低 picks the best reading by the table's own values: ours counts seed-only "
           "fans (幺九头, 二五八将, R-D9) and keeps the first of readings that tie, so it may "
           "keep a reading other than MCR's; that reading of MCR's is among our alternatives")

DIFFERENCES = (
    Difference("flower sets replace 花牌",
               "R-D12: 八仙过海 \"不计春夏秋冬、梅兰竹菊\" and, by the ruling, a completed set "
               "replaces the 1-per-flower 花牌 of its four flowers (八仙过海: all eight); MCR has "
               "no flower sets and counts 1 per flower",
               _taken_by("baxianguohai", "chunxiaqiudong", "meilanzhuju")),
    Difference("四方大发财 takes 大四喜 and 字一色",
               "seed: \"四方大发财…不计大四喜、字一色、三风刻、碰碰和、幺九刻\" — a 168 fan MCR "
               "does not have; MCR counts 大四喜 and 字一色 instead", _taken_by("sifangdafacai")),
    Difference("大七星 takes 字一色 and 七对",
               "seed: \"大七星…不计字一色、七对、门前清、不求人、单钓将\" — an 88 fan MCR does not "
               "have; MCR counts 字一色 and 七对 instead", _taken_by("daqixing")),
    Difference("九莲宝灯 不计 every 幺九刻",
               "seed: \"九莲宝灯…不计清一色、不求人、门前清、幺九刻\" — all 幺九刻; the MCR "
               "calculator takes off only one", _nine_gates),
)


def explain(case: Case, score: Score, theirs: Counter[str]) -> str | None:
    """The name of the documented class that explains a difference (None: the same shared
    fans with the same points; 'UNDOCUMENTED' if no class explains it). Classes apply in turn,
    each correcting MCR's points."""
    mine = restricted(our_points(score))
    if mine == restricted(theirs):
        if shared(our_points(score)) == shared(theirs):
            return None
        # same total, other fans: MCR read the hand another way that we score the same
        if any(shared(our_points(alt)) == shared(theirs) for alt in score.alternatives):
            return TIE
        return "UNDOCUMENTED"
    names = []
    for diff in DIFFERENCES:
        fixed = diff.correct(score, theirs)
        if fixed is not None:
            theirs = fixed
            names.append(diff.name)
            if shared(theirs) == shared(our_points(score)):
                return " + ".join(names)
    # a seed-only fan (二五八将, 幺九头) or a tie made us keep another reading than MCR's
    if any(shared(our_points(alt)) == shared(theirs) for alt in score.alternatives):
        return " + ".join(names + [TIE])
    return "UNDOCUMENTED"


# ---- hands -------------------------------------------------------------------------------------

SUITED = tuple(range(18, 27))
HONOURS = tuple(range(27, 34))
KINDS = SUITED + HONOURS


@dataclass(frozen=True)
class Plan:
    """How to build hands for one fan: fixed blocks, the kinds the rest may use, and the
    situation to set. Blocks are ('seq', lowest) ('tri', t) ('pair', t)."""

    blocks: tuple[tuple[str, int], ...] = ()
    pool: tuple[int, ...] = KINDS
    seq: float = 0.5  # chance that a free set is a sequence
    melds: float = 0.25  # chance that a set is melded
    kongs: float = 0.15  # chance that a triplet is a kong
    concealed: bool = False  # no melds at all (暗杠 allowed)
    exposed: int | None = None  # exactly this many melds, all exposed
    pairs: bool = False  # seven pairs
    win: str = ""  # where the winning tile sits: 'edge', 'middle', 'pair' (single waits)
    winning: int | None = None  # this tile wins
    how: tuple[tuple[str, object], ...] = ()
    last_copy: bool = False  # 和绝张
    flowers: int | None = None


def _tiles(kind: str, t: int) -> list[int]:
    return {"seq": [t, t + 1, t + 2], "tri": [t] * 3, "pair": [t] * 2, "kong": [t] * 4}[kind]


def build(rng: random.Random, plan: Plan, made_for: str = "") -> Case | None:
    """One hand by ``plan``, or None if the draw broke a limit (the caller tries again)."""
    if plan.pairs:
        kinds = [t for _, t in plan.blocks] + [rng.choice(plan.pool) for _ in range(7)]
        kinds = kinds[:7]
        if any(kinds.count(t) > 2 for t in kinds):
            return None
        closed = sorted(t for t in kinds for _ in range(2))
        blocks: list[tuple[str, int]] = []
    else:
        blocks = list(plan.blocks)
        while sum(1 for k, _ in blocks if k != "pair") < 4:
            seqs = [t for t in plan.pool if t in SUITED and t % 9 <= 6 and t + 2 in plan.pool]
            if seqs and rng.random() < plan.seq:
                blocks.append(("seq", rng.choice(seqs)))
            else:
                blocks.append(("tri", rng.choice(plan.pool)))
        if not any(k == "pair" for k, _ in blocks):
            blocks.append(("pair", rng.choice(plan.pool)))
        closed = []
    melds: list[str] = []
    sets = [(k, t) for k, t in blocks if k != "pair"]
    rng.shuffle(sets)
    n_exposed = 0
    for kind, t in sets:
        exposed = (plan.exposed is not None and n_exposed < plan.exposed) or (
            plan.exposed is None and not plan.concealed and rng.random() < plan.melds)
        kong = kind in ("tri", "kong") and (kind == "kong" or rng.random() < plan.kongs)
        if kong:
            conc = not exposed and (plan.concealed or rng.random() < 0.5)
            four = format_tiles([t] * 4)
            melds.append(f"{{{four}}}" if conc else f"[{four}]")
            n_exposed += not conc
        elif exposed:
            melds.append(f"[{format_tiles(_tiles(kind, t))}]")
            n_exposed += 1
        else:
            closed += _tiles(kind, t)
    if plan.exposed is not None and n_exposed != plan.exposed:
        return None
    closed += [t for k, t in blocks if k == "pair" for _ in range(2)]
    counts = Counter(closed)
    for text in melds:
        counts.update(R.parse(text).melds[0].tiles)
    if max(counts.values()) > 4:
        return None
    kongs = [m for m in melds if len(R.parse(m).melds[0].tiles) == 4]
    if len(kongs) == 2 and sum(m.startswith("{") for m in kongs) == 1:
        return None  # MCR's 明暗杠: skipped
    w = _winning(rng, plan, blocks, closed)
    if w is None:
        return None
    closed.remove(w)
    how = dict(plan.how)
    how.setdefault("self_drawn", rng.random() < 0.4)
    hand_tiles = Counter(closed) + Counter(t for m in melds for t in R.parse(m).melds[0].tiles)
    if how.get("after_kong") and not kongs:
        return None
    if how.get("robbing_kong") and (how["self_drawn"] or hand_tiles[w]):
        return None
    # the draw is made either way, so the other hands of a seed stay the same; P-X17: once
    # the wall is empty nobody can kong, so no kong is robbed on the last tile
    if rng.random() < 0.05 and "last_tile" not in how and not how.get("robbing_kong"):
        how["last_tile"] = True
    seen: tuple[int, ...] = ()
    in_melds = sum(R.parse(m).melds[0].tiles.count(w) for m in melds)
    if w not in closed and (plan.last_copy or rng.random() < 0.1):
        seen = (w,) * (3 - in_melds)
    n_flowers = plan.flowers if plan.flowers is not None else rng.choice(
        (0, 0, 0, 1, 2, 3, 4, 5, 8))
    flowers = sorted(rng.sample(range(34, 42), n_flowers))
    if n_flowers == 4 and rng.random() < 0.5:
        flowers = rng.choice(([34, 35, 36, 37], [38, 39, 40, 41]))
    parts = ([format_tiles(closed)] if closed else []) + melds
    if flowers:
        parts.append(format_tiles(flowers))
    text = " ".join(parts) + f" +{format_tiles([w])}"
    case = Case(text, tuple(sorted((k, v) for k, v in how.items() if v)), seen, made_for)
    # a situation that cannot go with the hand (constraints P-X…) is not a case
    return case if R.can_win(case.text, **dict(case.how)) else None


def _winning(rng: random.Random, plan: Plan, blocks, closed: list[int]) -> int | None:
    if not closed:
        return None
    if plan.winning is not None:
        return plan.winning if plan.winning in closed else None
    if not plan.win:
        return rng.choice(closed)
    held = [(k, t) for k, t in blocks if k in ("seq", "pair")]
    picks = [t + (0 if plan.win == "edge" and t % 9 == 6 else 2 if plan.win == "edge" else 1)
             for k, t in held if k == "seq" and plan.win != "pair"
             and (plan.win == "middle" or t % 9 in (0, 6))]
    picks += [t for k, t in held if k == "pair" and plan.win == "pair"]
    picks = [t for t in picks if t in closed]
    return rng.choice(picks) if picks else None


def _seqs(*starts: int) -> tuple[tuple[str, int], ...]:
    return tuple(("seq", 18 + s) for s in starts)


def _tris(*kinds: int) -> tuple[tuple[str, int], ...]:
    return tuple(("tri", t) for t in kinds)


NUMBERED = {"seq": 0.6}
PLANS: dict[str, Callable[[random.Random], Plan]] = {
    "dasixi": lambda g: Plan(_tris(27, 28, 29, 30)),
    "dasanyuan": lambda g: Plan(_tris(31, 32, 33)),
    "lvyise": lambda g: Plan(pool=(19, 20, 21, 23, 25, 32), seq=0.3),
    "jiulianbaodeng": lambda g: _nine_gates(g),
    "sigang": lambda g: Plan(_tris(*g.sample(KINDS, 4)), kongs=1.0),
    "lianqidui": lambda g: (lambda a: Plan(tuple(("pair", a + i) for i in range(7)),
                                           pairs=True))(18 + g.randrange(3)),
    "xiaosixi": lambda g: (lambda w: Plan(_tris(*w[:3]) + (("pair", w[3]),)))(_winds(g)),
    "xiaosanyuan": lambda g: Plan(_tris(31, 32) + (("pair", 33),)),
    "ziyise": lambda g: Plan(pool=HONOURS),
    "sianke": lambda g: Plan(pool=KINDS, seq=0, concealed=True, kongs=0.1,
                             how=(("self_drawn", True),)),
    "yiseshuanglonghui": lambda g: Plan(_seqs(0, 0, 6, 6) + (("pair", 22),)),
    "yisesitongshun": lambda g: Plan(_seqs(*[g.randrange(7)] * 4)),  # one draw, 4 copies
    "yisesijiegao": lambda g: (lambda a: Plan(_tris(a, a + 1, a + 2, a + 3)))(
        18 + g.randrange(6)),
    "yisesibugao": lambda g: Plan(_four_steps(g)),
    "sangang": lambda g: Plan(_tris(*g.sample(KINDS, 3)), kongs=1.0, seq=0.5),
    "hunyaojiu": lambda g: Plan(pool=(18, 26) + HONOURS, seq=0),
    "qidui": lambda g: Plan(pairs=True),
    "qingyise": lambda g: Plan(pool=SUITED, **NUMBERED),
    "yisesantongshun": lambda g: Plan(_seqs(*[g.randrange(7)] * 3)),
    "yisesanjiegao": lambda g: (lambda a: Plan(_tris(a, a + 1, a + 2)))(18 + g.randrange(7)),
    "qinglong": lambda g: Plan(_seqs(0, 3, 6)),
    "yisesanbugao": lambda g: Plan(_three_steps(g)),
    "sananke": lambda g: Plan(_tris(*g.sample(KINDS, 3)), concealed=True, kongs=0.1),
    "sanfengke": lambda g: Plan(_tris(*_winds(g)[:3])),
    "tuibudao": lambda g: Plan(pool=(19, 21, 22, 23, 25, 26, 33), seq=0.3),
    "miaoshouhuichun": lambda g: Plan(how=(("last_tile", True), ("self_drawn", True))),
    "haidilaoyue": lambda g: Plan(how=(("last_tile", True), ("self_drawn", False))),
    "gangshangkaihua": lambda g: Plan(_tris(g.choice(KINDS)), kongs=1.0,
                                      how=(("after_kong", True), ("self_drawn", True))),
    "qiangganghu": lambda g: Plan(how=(("robbing_kong", True), ("self_drawn", False))),
    "pengpenghu": lambda g: Plan(seq=0),
    "hunyise": lambda g: Plan(),
    "quanqiuren": lambda g: Plan(exposed=4, kongs=0.1, how=(("self_drawn", False),)),
    "shuangangang": lambda g: Plan(_tris(*g.sample(KINDS, 2)), concealed=True, kongs=1.0),
    "shuangjianke": lambda g: Plan(_tris(*g.sample(range(31, 34), 2))),
    "quandaiyao": lambda g: Plan(pool=(18, 24, 26) + HONOURS, seq=0.4),
    "buqiuren": lambda g: Plan(concealed=True, how=(("self_drawn", True),)),
    "shuangminggang": lambda g: Plan(_tris(*g.sample(KINDS, 2)), exposed=2, kongs=1.0),
    "hejuezhang": lambda g: Plan(last_copy=True),
    "jianke": lambda g: Plan(_tris(g.choice((31, 32, 33)))),
    "menqianqing": lambda g: Plan(concealed=True, how=(("self_drawn", False),)),
    "pinghu": lambda g: Plan(pool=SUITED, seq=1.0),
    "siguiyi": lambda g: Plan(_tris(18 + g.randrange(7)) + _seqs(g.randrange(7))),
    "shuanganke": lambda g: Plan(_tris(*g.sample(KINDS, 2)), concealed=True, kongs=0),
    "angang": lambda g: Plan(_tris(g.choice(KINDS)), concealed=True, kongs=1.0),
    "duanyao": lambda g: Plan(pool=tuple(range(19, 26)), seq=0.6),
    "yibangao": lambda g: Plan(_seqs(*[g.randrange(7)] * 2)),
    "lianliu": lambda g: Plan(_seqs(*(lambda a: (a, a + 3))(g.randrange(4)))),
    "laoshaofu": lambda g: Plan(_seqs(0, 6)),
    "yaojiuke": lambda g: Plan(_tris(g.choice((18, 26, 27, 28, 29, 30)))),
    "minggang": lambda g: Plan(_tris(g.choice(KINDS)), exposed=1, kongs=1.0),
    "bianzhang": lambda g: Plan(_seqs(g.choice((0, 6))), concealed=True, win="edge"),
    "kanzhang": lambda g: Plan(_seqs(g.randrange(7)), concealed=True, win="middle"),
    "dandiaojiang": lambda g: Plan(win="pair"),
    "huapai": lambda g: Plan(flowers=g.randrange(1, 8)),
    "zimo": lambda g: Plan(how=(("self_drawn", True),)),
}


# Fans MCR does not share (or values it does not), built too: their classes of difference
SEED_ONLY_PLANS: dict[str, Callable[[random.Random], Plan]] = {
    "sifangdafacai": lambda g: Plan(_tris(27, 28, 29, 30) + (("pair", 32),)),
    "daqixing": lambda g: Plan(tuple(("pair", t) for t in HONOURS), pairs=True),
    "dayuwu": lambda g: Plan(pool=(23, 24, 25, 26)),
    "xiaoyuwu": lambda g: Plan(pool=(18, 19, 20, 21)),
    "baxianguohai": lambda g: Plan(flowers=8),
}


def _winds(g: random.Random) -> list[int]:
    return g.sample(range(27, 31), 4)


def _nine_gates(g: random.Random) -> Plan:
    """1112345678999 plus one, read as sets (111 234 55 678 999 for +5), won on the one."""
    extra = 18 + g.randrange(9)
    tiles = sorted([18] * 3 + list(range(19, 26)) + [26] * 3 + [extra])
    arr = R.arrangements(Hand(tuple(tiles)))[0]
    return Plan(tuple((b.kind, b.tiles[0]) for b in arr.blocks), concealed=True, kongs=0,
                winning=extra)


def _four_steps(g: random.Random) -> tuple[tuple[str, int], ...]:
    if g.random() < 0.5:
        a = g.randrange(4)
        return _seqs(a, a + 1, a + 2, a + 3)
    return _seqs(0, 2, 4, 6)


def _three_steps(g: random.Random) -> tuple[tuple[str, int], ...]:
    step = g.choice((1, 2))
    a = g.randrange(7 - 2 * step)
    return _seqs(a, a + step, a + 2 * step)


def random_cases(rng: random.Random, n: int) -> list[Case]:
    """Random winning hands: free sets, some melded, some kongs, random situation."""
    out = []
    while len(out) < n:
        plan = Plan(pairs=rng.random() < 0.08, seq=rng.random())
        case = build(rng, plan)
        if case is not None:
            out.append(case)
    return out


def fan_cases(rng: random.Random, per_fan: int) -> list[Case]:
    """For every shared fan, and the seed-only fans of SEED_ONLY_PLANS, ``per_fan`` hands
    built to contain it (tries up to 50 × more)."""
    out = []
    plans = {**PLANS, **SEED_ONLY_PLANS}
    for key in sorted(SHARED) + sorted(SEED_ONLY_PLANS):
        made = 0
        for _ in range(per_fan * 50):
            case = build(rng, plans[key](rng), key)
            if case is not None:
                out.append(case)
                made += 1
                if made == per_fan:
                    break
    return out


# ---- the run -----------------------------------------------------------------------------------


@dataclass
class Report:
    cases: int = 0
    equal: int = 0
    classes: Counter[str] = field(default_factory=Counter)
    examples: dict[str, list[str]] = field(default_factory=dict)
    contains: Counter[str] = field(default_factory=Counter)  # shared fans seen in MCR's result
    undocumented: list[str] = field(default_factory=list)
    # cases the engine refuses as situations that cannot happen: a bug of the generator
    impossible: list[tuple[Case, str]] = field(default_factory=list)


def compare(cases: Iterable[Case]) -> Report:
    report = Report()
    for case in cases:
        try:
            score = ours(case)
        except ImpossibleSituation as e:
            report.impossible.append((case, str(e)))
            continue
        theirs = mcr_fans(case)
        report.cases += 1
        report.contains.update(BY_ZH[n] for n in theirs if BY_ZH.get(n) in SHARED)
        why = explain(case, score, theirs)
        if why is None:
            report.equal += 1
            continue
        report.classes[why] += 1
        line = (f"{case.text} {dict(case.how)} seen={format_tiles(case.seen)}: ours "
                f"{restricted(our_points(score))} {dict(our_points(score))}, MCR "
                f"{restricted(theirs)} {dict(theirs)}")
        report.examples.setdefault(why, []).append(line)
        if why == "UNDOCUMENTED":
            report.undocumented.append(line)
    return report


def cases_for_check(seed: int = 6, random_n: int = 1500, per_fan: int = 20) -> list[Case]:
    rng = random.Random(seed)
    return random_cases(rng, random_n) + fan_cases(rng, per_fan)


def default_cases(n: int = 3000) -> list[Case]:
    """The cases ``main`` compares for ``n`` hands: half random, half built per fan."""
    return cases_for_check(random_n=n // 2, per_fan=max(1, n // 2 // len(SHARED)))


def print_report(report: Report) -> None:
    print(f"{report.cases} winning hands; the {len(SHARED)} shared same-value fans score alike "
          f"(fan by fan) on {report.equal}; differences by class:")
    for name, n in report.classes.most_common():
        why = "; ".join([d.why for d in DIFFERENCES if d.name in name]
                        + ([TIE_WHY] if TIE in name else []))
        print(f"  {n:5d}  {name}" + (f"\n         {why}" if why else ""))
        for line in report.examples[name][:2]:
            print(f"         e.g. {line}")
    if report.impossible:
        print(f"GENERATOR BUG: {len(report.impossible)} cases the engine refuses as impossible "
              "situations (left out above), e.g.")
        for case, why in report.impossible[:3]:
            print(f"         {case.text} {dict(case.how)}: {why}")
    missing = sorted(SHARED - set(report.contains))
    print(f"shared fans MCR scored at least once: {len(SHARED) - len(missing)}/{len(SHARED)}"
          + (f" (never: {missing})" if missing else ""))


def main(n: int = 3000) -> None:
    cases = default_cases(n)
    report = compare(cases)
    print_report(report)
    bad = [case for case, _ in report.impossible]
    from shuangren_speed import report as speed  # the timings, side by side

    speed([c for c in cases if c not in bad])


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3000)
