"""The fan book's example hands, found by a search over hands (issue 39), never typed in.

For one variant the search deals many complete hands from a seeded generator (palettes of
kinds, sets built by a few shape habits: repeat, step, run of three, kongs, melds, seven
pairs and the two "one of each" shapes), scores each under a few situations with the
variant's own :meth:`score`, and keeps, for every fan of the table, the smallest and most
typical hand that scores it: the fewest other fan lines, then the fewest situation
flags (no 赖子 indicator where one can do without), then the lowest total and the fewest
melds. The *near miss* of an example is the closest complete, scoring hand that does not
score the fan: one situation flag taken away, else one tile changed, else one meld held in
hand (a kong as a 碰) or one set shown as a meld, else one set moved, else one flag added;
among those, the one that leaves the most of the other lines as they were.

A search takes seconds to a minute per variant, so :mod:`.build` runs it once and ships the
result as data; the tests score every shipped example and near miss again.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from ... import mahjong  # noqa: F401  (registers the variants)
from ...engine.notation import Hand, Meld, format_hand, format_tiles
from ...engine.results import Score
from ...engine.rules import REGISTRY, MahjongRules
from ...engine.situation import Situation
from ...engine.tiles import FLOWERS, tile_name


def rules(variant: str, **options: Any) -> MahjongRules:
    """A mahjong variant's rules (the registry's; ValueError naming an unknown one)."""
    if variant not in REGISTRY:
        raise ValueError(f"unknown variant {variant!r}; known: {', '.join(sorted(REGISTRY))}")
    return REGISTRY[variant](**options)


# the situation flags a search tries (the variant's own extra keys are added); each set is one
# way a hand can be won, the empty one a plain discard win
FLAGS: tuple[str, ...] = ("self_drawn", "after_kong", "kong_discard", "robbing_kong",
                          "last_tile", "dealer", "first_turn", "declared_ready",
                          "declared_at_start")
SITUATIONS: tuple[dict[str, Any], ...] = (
    {}, {"self_drawn": True}, {"self_drawn": True, "after_kong": True},
    {"kong_discard": True}, {"robbing_kong": True}, {"last_tile": True},
    {"last_tile": True, "self_drawn": True}, {"dealer": True, "first_turn": True,
                                              "self_drawn": True},
    {"first_turn": True}, {"first_turn": True, "self_drawn": True},
    {"declared_ready": True}, {"declared_ready": True, "declared_at_start": True},
    {"red_kongs": 1}, {"wild_kongs": 1}, {"self_drawn": True, "red_kongs": 1},
    {"self_drawn": True, "wild_kongs": 1})

# palettes: which kinds a generated hand draws from (a filter over the variant's kinds)
PALETTES: tuple[Callable[[int], bool], ...] = (
    lambda t: True,
    lambda t: t < 27 and (t % 9) in (1, 2, 3, 4, 5, 6, 7),          # simples
    lambda t: t >= 27 or (t % 9) in (0, 8),                          # terminals and honours
    lambda t: t < 27 and (t % 9) in (0, 8),                          # terminals
    lambda t: t < 27 and (t % 9) in (1, 4, 7),                       # 2 5 8
    lambda t: t in (19, 20, 21, 23, 25, 32),                         # green
    lambda t: t < 27 and (t % 9) < 4,                                # 1–4
    lambda t: t < 27 and (t % 9) > 4,                                # 6–9
    lambda t: t >= 27,                                               # honours
    lambda t: t >= 31 or t < 27,                                     # suits and dragons
    lambda t: 27 <= t < 31 or t < 27,                                # suits and winds
)


@dataclass(frozen=True)
class Found:
    """A hand (text), the situation it is won in, and its score."""

    text: str
    situation: dict[str, Any]
    score: Score = field(compare=False)
    seen: tuple[int, ...] = ()

    def rank(self, key: str) -> tuple:
        """Smaller is a better example of the fan ``key``: fewest other lines, fewest
        situation flags, lowest total, fewest melds, then the text (stable)."""
        others = sum(1 for line in self.score.lines if line.key != key)
        melds = self.text.count("[") + self.text.count("{")
        return (others, len(self.situation), self.score.total, melds, len(self.text),
                self.text)


def _suit_kinds(kinds: tuple[int, ...], keep: Callable[[int], bool]) -> list[int]:
    return [t for t in kinds if keep(t)]


def _seq_ok(t: int, pool: set[int]) -> bool:
    return t < 27 and t % 9 <= 6 and t in pool and t + 1 in pool and t + 2 in pool


def deal_shapes(rules: MahjongRules, rng: random.Random) -> Hand | None:
    """One complete 14-tile shape from the variant's kinds, or None when the draw failed."""
    palette = rng.choice(PALETTES)
    pool_l = _suit_kinds(rules.kinds, palette)
    if rng.random() < 0.5:  # often keep to one suit (and maybe the honours)
        suit = rng.choice([0, 9, 18])
        honours = rng.random() < 0.4
        pool_l = [t for t in pool_l if suit <= t < suit + 9 or (honours and t >= 27)]
    if not pool_l:
        return None
    pool = set(pool_l)
    counts = [0] * 42
    cap = rules.copies

    def take(tiles: tuple[int, ...]) -> bool:
        need: dict[int, int] = {}
        for t in tiles:
            need[t] = need.get(t, 0) + 1
        if any(counts[t] + n > cap for t, n in need.items()):
            return False
        for t, n in need.items():
            counts[t] += n
        return True

    form = rng.random()
    if form < 0.08:
        return _one_of_each(rules, rng, form < 0.04)
    if form < 0.22 and rules.seven_pairs:
        pairs: list[int] = []
        start = rng.choice(pool_l)
        run = rng.random() < 0.3
        for i in range(7):
            t = start + i if run else rng.choice(pool_l)
            if t not in pool or not take((t, t)):
                return None
            pairs += [t, t]
        return _closed_hand(pairs, rng)
    p_seq = rng.choice((0.0, 0.5, 1.0, 0.8))
    p_meld = rng.choice((0.0, 0.0, 0.3, 1.0))
    p_kong = rng.choice((0.0, 0.0, 0.25, 0.6, 1.0))
    habit = rng.choice(("free", "free", "repeat", "step", "run", "jump", "mirror"))
    sets: list[tuple[int, ...]] = []
    melds: list[Meld] = []
    prev: tuple[int, ...] | None = None
    for i in range(4):
        block = _next_block(habit, prev, i, pool_l, pool, rng, p_seq)
        if block is None or not take(block):
            return None
        prev = block
        is_tri = block[0] == block[1]
        if is_tri and "kong" in rules.melds_allowed and rng.random() < p_kong:
            if not take((block[0],)):
                return None
            how = rng.random()
            if how < 0.4:
                melds.append(Meld(block + (block[0],), concealed=True))
            else:
                melds.append(Meld(block + (block[0],), added=how > 0.75))
            continue
        kind = "pon" if is_tri else "chi"
        if kind in rules.melds_allowed and rng.random() < p_meld:
            melds.append(Meld(block))
        else:
            sets.append(block)
    t = rng.choice(pool_l)
    if not take((t, t)):
        return None
    closed = [x for b in sets for x in b] + [t, t]
    hand = _closed_hand(closed, rng, tuple(melds))
    if hand is not None and rules.has_flowers and rng.random() < 0.3:
        k = rng.choice((1, 1, 2, 4, 4, 8))
        flowers = tuple(sorted(rng.sample(list(FLOWERS), k) if rng.random() < 0.5 or k != 4
                               else rng.choice((FLOWERS[:4], FLOWERS[4:]))))
        hand = Hand(hand.concealed, hand.melds, flowers, hand.winning)
    return hand


def _next_block(habit: str, prev: tuple[int, ...] | None, i: int, pool_l: list[int],
                pool: set[int], rng: random.Random, p_seq: float) -> tuple[int, ...] | None:
    """The next set of a regular hand: by the hand's habit from the one before (repeat,
    step, run of three, jump, mirror around 5) when it fits the pool, else a random run
    (with chance ``p_seq``) or triplet."""
    block: tuple[int, ...] | None = None
    if prev is not None and habit == "mirror":  # a, a, a mirrored around 5, again
        cand = prev if i % 2 else tuple(sorted(t - t % 9 + 8 - t % 9 for t in prev))
        if all(t in pool for t in cand):
            block = cand
    elif prev is not None and habit != "free":
        shift = {"repeat": 0, "step": 1, "run": 3, "jump": 2}[habit]
        cand = tuple(t + shift for t in prev)
        if all(t in pool for t in cand) and len({t // 9 for t in cand if t < 27}) <= 1:
            block = cand
    if block is None:
        for _ in range(20):
            t = rng.choice(pool_l)
            if rng.random() < p_seq and _seq_ok(t, pool):
                return (t, t + 1, t + 2)
            if rng.random() >= p_seq or not any(_seq_ok(x, pool) for x in pool_l):
                return (t, t, t)
    return block


def _one_of_each(rules: MahjongRules, rng: random.Random, ends: bool) -> Hand | None:
    """The two "one of each" shapes: every terminal and honour plus one more (``ends``), or
    1112345678999 of one suit plus one more of that suit."""
    if ends:
        kinds = [t for t in rules.kinds if t >= 27 or t % 9 in (0, 8)]
        if len(kinds) != 13:
            return None
        return _closed_hand(kinds + [rng.choice(kinds)], rng)
    suits = [s for s in (0, 9, 18) if s in rules.kinds]
    if not suits:
        return None
    suit = rng.choice(suits)
    tiles = [suit + n for n in (0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8)]
    tiles.append(suit + rng.randrange(9))
    return _closed_hand(tiles, rng)


def _closed_hand(closed: list[int], rng: random.Random, melds: tuple[Meld, ...] = ()
                 ) -> Hand | None:
    if not closed:
        return None
    win = rng.choice(closed)
    rest = list(closed)
    rest.remove(win)
    return Hand(tuple(sorted(rest)), melds, (), win)


def try_score(rules: MahjongRules, text: str, situation: dict[str, Any],
              seen: tuple[int, ...] = ()) -> Score | None:
    """The score, or None when the hand cannot win in that situation (any refusal)."""
    try:
        return rules.score(text, Situation(**situation), seen=seen)
    except (ValueError, TypeError):
        return None


def situations_for(rules: MahjongRules) -> list[dict[str, Any]]:
    """The search's situations that this variant can read (its own extra keys only)."""
    extra = set(rules.situation_keys)
    return [s for s in SITUATIONS
            if not ({"red_kongs", "wild_kongs"} & s.keys()) or s.keys() & extra]


def search(rules: MahjongRules, samples: int = 4000, seed: int = 39) -> dict[str, Found]:
    """For every fan key of ``rules.fans``, the best example found (missing if none)."""
    return {k: found[0] for k, found in search_top(rules, samples, seed).items()}


KEEP = 8  # examples kept per fan: the best one whose near miss is one tile or one flag away


def search_top(rules: MahjongRules, samples: int = 4000, seed: int = 39, keep: int = KEEP,
               visit: Callable[[Found], None] | None = None) -> dict[str, list[Found]]:
    """For every fan key of ``rules.fans``, the ``keep`` best examples found, best first;
    ``visit`` is called with every winning hand the search meets (kept or not)."""
    rng = random.Random(seed)
    top: dict[str, list[Found]] = {}
    plain: list[Found] = []
    sits = situations_for(rules)

    def consider(found: Found) -> None:
        if visit is not None:
            visit(found)
        for line in found.score.lines:
            have = top.setdefault(line.key, [])
            if any(f.text == found.text and f.situation == found.situation for f in have):
                continue
            key = line.key
            if len(have) < keep or found.rank(key) < have[-1].rank(key):
                have.append(found)
                have.sort(key=lambda f: f.rank(key))  # noqa: B023 (used at once)
                del have[keep:]

    done: set[str] = set()
    wilds = bool(rules.wild_kinds(Situation(indicator=rules.kinds[0])))
    for _ in range(samples):
        hand = deal_shapes(rules, rng)
        if hand is None:
            continue
        text = format_hand(hand)
        if text in done:
            continue
        done.add(text)
        base: dict[str, Any] = {}
        if wilds and rng.random() < 0.6:  # a 赖子 indicator, and often a 赖子 in the hand
            base = {"indicator": rng.choice(rules.kinds)}
            w = next(iter(rules.wild_kinds(Situation(**base))))
            if rng.random() < 0.6 and hand.concealed and w not in hand.concealed:
                closed = list(hand.concealed)
                closed[rng.randrange(len(closed))] = w
                hand = Hand(tuple(sorted(closed)), hand.melds, hand.flowers, hand.winning)
                text = format_hand(hand)
        for extra in ({}, {"self_drawn": True}):
            sit = {**base, **extra}
            score = try_score(rules, text, sit)
            if score is not None:
                found = Found(text, sit, score)
                consider(found)
                plain.append(found)
    # the situational fans: the simplest hands found, under every situation the search knows
    plain.sort(key=lambda f: (len(f.score.lines), f.score.total, len(f.text), f.text))
    kongs = [f for f in plain if "{" in f.text or any(len(m.tiles) == 4 for m in
                                                      rules.hand(f.text).melds)]
    melded = [f for f in plain if "[" in f.text]
    picked = {id(f): f for f in plain[:120] + kongs[:60] + melded[:30]}
    for found in picked.values():
        for sit in sits:
            full = {**found.situation, **sit}
            score = try_score(rules, found.text, full)
            if score is not None:
                consider(Found(found.text, full, score))
    return top


Change = dict[str, Any]  # what a near miss changed: {"what": …, "from": …, "to": …}


def _tile_swaps(hand: Hand, kinds: tuple[int, ...]) -> Iterator[tuple[Hand, Change]]:
    """Every hand with one closed tile (or the winning tile) changed to another kind."""
    closed = list(hand.concealed)
    for i, t in enumerate(closed):
        for k in kinds:
            if k != t:
                yield (Hand(tuple(sorted(closed[:i] + [k] + closed[i + 1:])), hand.melds,
                            hand.flowers, hand.winning),
                       {"what": "tile", "from": tile_name(t), "to": tile_name(k)})
    if hand.winning is not None:
        for k in kinds:
            if k != hand.winning:
                yield (Hand(hand.concealed, hand.melds, hand.flowers, k),
                       {"what": "winning", "from": tile_name(hand.winning),
                        "to": tile_name(k)})
    for i in range(len(hand.flowers)):
        yield (Hand(hand.concealed, hand.melds, hand.flowers[:i] + hand.flowers[i + 1:],
                    hand.winning),
               {"what": "flower", "from": tile_name(hand.flowers[i]), "to": ""})


def _meld_changes(hand: Hand) -> Iterator[tuple[Hand, Change]]:
    """Every hand with one meld held in hand instead (a kong: played as a 碰 instead)."""
    for i, m in enumerate(hand.melds):
        rest = hand.melds[:i] + hand.melds[i + 1:]
        if m.is_kong:
            pon = Meld(m.tiles[:3], False, False, m.source)
            yield (Hand(hand.concealed, hand.melds[:i] + (pon,) + hand.melds[i + 1:],
                        hand.flowers, hand.winning),
                   {"what": "kong", "from": str(m), "to": str(pon)})
        else:
            yield (Hand(tuple(sorted(hand.concealed + m.tiles)), rest, hand.flowers,
                        hand.winning), {"what": "meld", "from": str(m), "to": ""})


def _situation_flips(situation: dict[str, Any], rules: MahjongRules
                     ) -> Iterator[tuple[dict[str, Any], Change, bool]]:
    """The situation with one flag taken away or added (added: True)."""
    for key in FLAGS + tuple(rules.situation_keys):
        now = situation.get(key)
        new = dict(situation)
        if now:
            del new[key]
            yield new, {"what": "situation", "from": key, "to": ""}, False
        elif key in FLAGS:
            new[key] = True
            yield new, {"what": "situation", "from": "", "to": key}, True


def _shown_sets(rules: MahjongRules, found: Found) -> Iterator[tuple[Hand, Change]]:
    """Every hand with one closed set of the best reading shown as a meld instead (a 碰 or
    a 吃, where the variant has it): the other way round from :func:`_meld_changes`."""
    hand = rules.hand(found.text)
    # every reading's sets: 123p 123p 123p is also 111p 222p 333p
    readings = rules.arrangements(hand, Situation(**found.situation))
    blocks = dict.fromkeys(b for a in readings for b in a.blocks)
    for b in blocks:
        kind = {"tri": "pon", "seq": "chi"}.get(b.kind)
        if kind not in rules.melds_allowed or b.wilds:
            continue
        closed = list(hand.concealed)
        if any(closed.count(t) < b.tiles.count(t) for t in set(b.tiles)):
            continue  # the winning tile is in it: the set was not whole before the win
        for t in b.tiles:
            closed.remove(t)
        meld = Meld(tuple(b.tiles))
        yield (Hand(tuple(closed), hand.melds + (meld,), hand.flowers, hand.winning),
               {"what": "shown", "from": format_tiles(b.tiles), "to": str(meld)})


@dataclass(frozen=True)
class Miss:
    """A near miss: the hand, and what changed from the example."""

    found: Found
    change: Change


def near_miss(rules: MahjongRules, key: str, example: Found) -> Miss | None:
    """The closest complete, scoring hand that does not score ``key``: one situation flag
    taken away, one tile changed, one meld held (or a kong as a 碰) or one set shown, one
    set moved, one flag added, in that order of preference; among each, the one keeping
    most of the example's other lines."""
    keep = {line.key for line in example.score.lines if line.key != key}
    hand = rules.hand(example.text)
    tries: list[tuple[str, dict[str, Any], int, Change]] = []
    for sit, change, added in _situation_flips(example.situation, rules):
        tries.append((example.text, sit, 4 if added else 0, change))
    tries += [(format_hand(h), example.situation, 1, c) for h, c in _tile_swaps(hand, rules.kinds)]
    tries += [(format_hand(h), example.situation, 2, c) for h, c in _meld_changes(hand)]
    tries += [(format_hand(h), example.situation, 2, c)
              for h, c in _shown_sets(rules, example)]
    for i, (_, tiles) in enumerate(_blocks(rules, example)):
        for step in STEPS:
            text = _moved(rules, example, i, step)
            if text:
                moved = format_tiles(tuple(t + step for t in tiles))
                tries.append((text, example.situation, 3,
                              {"what": "set", "from": format_tiles(tiles), "to": moved}))
        for run in _reshaped(tiles):  # a triplet as a run
            text = _replaced(rules, example, i, run)
            if text:
                tries.append((text, example.situation, 3, {
                    "what": "set", "from": format_tiles(tiles), "to": format_tiles(run)}))
    best: tuple[tuple, Miss] | None = None
    for text, sit, kind, change in tries:
        score = try_score(rules, text, sit, example.seen)
        if score is None or score.has(key):
            continue
        lines = {line.key for line in score.lines}
        rank = (kind, len(keep ^ lines), abs(score.total - example.score.total), text)
        if best is None or rank < best[0]:
            best = (rank, Miss(Found(text, sit, score, example.seen), change))
    return best[1] if best else None


def one_away(rules: MahjongRules, found: Found) -> Iterator[tuple[str, dict[str, Any], Change]]:
    """Every hand one tile (closed, winning or a flower) away from ``found``, or with one of
    its situation flags taken away, that can be complete: a changed tile is one of the waits
    of the hand without it (so a whole search's hands are checked in seconds, not one score
    per kind). A flag added is not near: it tells another hand (:func:`near_miss` ranks it
    after a whole set moved)."""
    hand = rules.hand(found.text)
    sit = found.situation
    for new, change, added in _situation_flips(sit, rules):
        if not added:
            yield found.text, new, change
    try:
        situation = Situation(**sit)
    except (TypeError, ValueError):
        return
    closed, win = list(hand.concealed), hand.winning
    for t in sorted(set(closed)):
        rest = list(closed)
        rest.remove(t)
        if win is None:
            continue
        probe = Hand(tuple(sorted(rest + [win])), hand.melds, hand.flowers, None)
        for w in rules.waits(probe, situation=situation):
            if w.tile != t:
                yield (format_hand(Hand(tuple(sorted(rest + [w.tile])), hand.melds,
                                        hand.flowers, win)), sit,
                       {"what": "tile", "from": tile_name(t), "to": tile_name(w.tile)})
    if win is not None:
        for w in rules.waits(Hand(hand.concealed, hand.melds, hand.flowers, None),
                             situation=situation):
            if w.tile != win:
                yield (format_hand(Hand(hand.concealed, hand.melds, hand.flowers, w.tile)), sit,
                       {"what": "winning", "from": tile_name(win), "to": tile_name(w.tile)})
    for i in range(len(hand.flowers)):
        yield (format_hand(Hand(hand.concealed, hand.melds,
                                hand.flowers[:i] + hand.flowers[i + 1:], win)), sit,
               {"what": "flower", "from": tile_name(hand.flowers[i]), "to": ""})


def nearest_miss(rules: MahjongRules, key: str, found: Found) -> Miss | None:
    """The closest complete, scoring hand one tile from ``found``, or with a flag taken away,
    that lacks the fan (:func:`one_away`; a flag first, then a tile; among each, the one
    keeping most of the other lines, as :func:`near_miss` ranks), or None."""
    keep = {line.key for line in found.score.lines if line.key != key}
    best: tuple[tuple, Miss] | None = None
    for text, sit, change in one_away(rules, found):
        score = try_score(rules, text, sit, found.seen)
        if score is None or score.has(key):
            continue
        kind = 0 if change["what"] == "situation" else 1
        lines = {line.key for line in score.lines}
        rank = (kind, len(keep ^ lines), abs(score.total - found.score.total), text)
        if best is None or rank < best[0]:
            best = (rank, Miss(Found(text, sit, score, found.seen), change))
    return best[1] if best else None


def _blocks(rules: MahjongRules, found: Found) -> list[tuple[str, tuple[int, ...]]]:
    """The example's blocks as ('closed' or meld index, tiles): the best reading's sets and
    pair (the winning tile among them), then the melds."""
    hand = rules.hand(found.text)
    out: list[tuple[str, tuple[int, ...]]] = [("closed", b.tiles)
                                               for b in found.score.arrangement.blocks]
    out += [(str(i), m.tiles) for i, m in enumerate(hand.melds)]
    return out


def _moved(rules: MahjongRules, found: Found, which: int, step: int) -> str | None:
    """The example with block ``which`` moved by ``step`` kinds (same shape), as text, or
    None when the moved block leaves the variant's tiles or its suit."""
    _, tiles = _blocks(rules, found)[which]
    return _replaced(rules, found, which, tuple(t + step for t in tiles))


def _replaced(rules: MahjongRules, found: Found, which: int, new: tuple[int, ...]
              ) -> str | None:
    """The example with block ``which`` made of ``new`` tiles instead, as text, or None when
    they leave the variant's tiles or one suit (or make a meld the variant has not)."""
    hand = rules.hand(found.text)
    where, tiles = _blocks(rules, found)[which]
    if any(t not in rules.kinds for t in new) or len({min(t // 9, 3) for t in new}) != 1:
        return None
    if where != "closed":
        i = int(where)
        m = hand.melds[i]
        meld = Meld(new, m.concealed, m.added, m.source)
        if meld.kind not in rules.melds_allowed:
            return None
        melds = hand.melds[:i] + (meld,) + hand.melds[i + 1:]
        return format_hand(Hand(hand.concealed, melds, hand.flowers, hand.winning))
    closed = list(hand.concealed) + ([hand.winning] if hand.winning is not None else [])
    for t in tiles:
        if t not in closed:
            return None
        closed.remove(t)
    win = hand.winning
    if win is not None and win not in closed:  # the winning tile was in the changed block
        win = new[tiles.index(win)]
    closed += new
    if win is not None:
        closed.remove(win)
    return format_hand(Hand(tuple(sorted(closed)), hand.melds, hand.flowers, win))


def _reshaped(tiles: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The runs a triplet could have been instead (111m: 123m; 555m: 345m 456m 567m)."""
    if len(tiles) != 3 or len(set(tiles)) != 1 or tiles[0] >= 27:
        return []
    t = tiles[0]
    return [tuple(range(a, a + 3)) for a in (t - 2, t - 1, t) if a // 9 == (a + 2) // 9 == t // 9]


STEPS = (1, -1, 2, -2, 3, -3, 9, -9, 18, -18, 4, -4)


def tiles_of_fan(rules: MahjongRules, key: str, found: Found) -> list[str]:
    """The tiles that make the fan: the blocks of the best reading that, moved to other
    tiles (same shape, the hand still winning), can take the fan away. A fan no block makes
    is made by the winning tile (a situation: 自摸, 海底 …) or by the flowers."""
    marked: list[int] = []
    blocks = _blocks(rules, found)
    for i, (_, tiles) in enumerate(blocks):
        for step in STEPS:
            text = _moved(rules, found, i, step)
            score = text and try_score(rules, text, found.situation, found.seen)
            if score and gone(score, key):
                marked += tiles
                break
    hand = rules.hand(found.text)
    for changed, _ in _meld_changes(hand):
        score = try_score(rules, format_hand(changed), found.situation, found.seen)
        if score and gone(score, key):
            marked += [t for m in hand.melds if m not in changed.melds for t in m.tiles]
    if not marked and hand.flowers and key in FLOWER_FANS:
        marked = list(hand.flowers)
    if not marked and hand.winning is not None and found.situation:
        marked = [hand.winning]
    if not marked:  # made by the whole hand (平胡: any winning hand)
        marked = [t for t in hand.all_tiles() if t < 34]
    have = Counter(hand.all_tiles())
    out: Counter[int] = Counter()
    for t in marked:  # a tile marked twice (two blocks, two tests) is still one tile
        out[t] = min(have[t], out[t] + 1) if t in out else 1
    return [tile_name(t) for t in sorted(out.elements())]


def gone(score: Score, key: str) -> bool:
    """The fan is neither counted nor struck (不计) in ``score``."""
    return not score.has(key) and all(e.key != key for e in score.excluded)


FLOWER_FANS = frozenset({"huapai", "meilanzhuju", "chunxiaqiudong"})
