"""The rules of a mahjong variant: one object answers every question a learner asks.

A variant is a subclass of :class:`MahjongRules` that is mostly data: its tile kinds, its
options (a frozen dataclass whose fields carry a one-line doc and the ruling id), its fan
table, and the few predicates unique to it. Everything else (validation, shanten, waits,
discard advice, claims, scoring) is shared: here, with the claims in :mod:`.claims`, the
whole analysis in :mod:`.analysis`, the registry and options machinery in :mod:`.registry`
and a reading as the fans see it in :mod:`.view` (each name still importable from here).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Container, Iterable, Mapping, Sequence
from typing import Any, ClassVar

from . import constraints, draws, shape
from .analysis import AnalysisRules
from .census import check_copies
from .checks import as_seen, as_tile, check_situation  # noqa: F401  (re-exported)
from .claims import KONG_KINDS, ClaimRules  # noqa: F401  (re-exported)
from .events import Event, as_events
from .fans import Fan, apply_exclusions, combine
from .notation import SOURCES, Hand, format_hand, parse_hand
from .registry import NoOptions, build_options, option, option_docs, rules_repr  # noqa: F401  (re-exported)
from .results import (
    Analysis,  # noqa: F401  (re-exported)
    ClaimOption,  # noqa: F401  (re-exported)
    ClaimReport,  # noqa: F401  (re-exported)
    DiscardOption,
    ImpossibleSituation,
    InvalidHand,
    NotAllowed,
    Problem,
    Refusal,  # noqa: F401  (re-exported)
    Score,
    Wait,
    Why,
)
from .shape import Arrangement, Block, counts34  # noqa: F401  (re-exported)
from .situation import Situation, as_situation
from .tiles import FLOWERS, N_PLAYING, suit_of, tile_name, tile_zh  # noqa: F401  (re-exported)
from .view import View


class MahjongRules(ClaimRules, AnalysisRules):
    """Base of every mahjong variant. Subclasses set the class attributes below."""

    id: ClassVar[str] = ""
    zh: ClassVar[str] = ""
    en: ClassVar[str] = ""
    kinds: ClassVar[tuple[int, ...]] = tuple(range(N_PLAYING))
    copies: ClassVar[int] = 4
    Options: ClassVar[type] = NoOptions
    fans: tuple[Fan, ...] = ()  # the variant's; some make theirs from the options, per instance
    mode: ClassVar[str] = "multiply"
    base: ClassVar[int] = 1
    melds_allowed: ClassVar[tuple[str, ...]] = ("chi", "pon", "kong")
    seven_pairs: ClassVar[bool] = False
    quad_is_two_pairs: ClassVar[bool] = True
    # for the widgets: extra Situation fields the variant reads (number inputs in the lab),
    # and its own names of meld kinds, kind → (zh, en) (Wuhan calls a direct kong 冲杠)
    situation_keys: ClassVar[tuple[str, ...]] = ()
    meld_names: ClassVar[dict[str, tuple[str, str]]] = {}
    # the other players' seats, relative to you: 1 上家, 2 对家, 3 下家 (two players: (1,))
    seats: ClassVar[tuple[int, ...]] = (1, 2, 3)
    # situations that cannot happen with a hand (widgets.engine.constraints; variants cite
    # their seed sentences, see widgets.mahjong.situation_rules)
    situation_rules: ClassVar[tuple[constraints.Constraint, ...]] = constraints.table()
    # what the widgets and the played hands ask every variant (neutral defaults; a variant
    # that has the rule overrides): the options the hand lab compares side by side beyond the
    # bool ones, option → its values (永州's cap 3 / 5); winners play on to the end of the hand
    # (血流成河); a win passed on is remembered (漏胡, 永州: the lab's switch,
    # :meth:`passed_history`)
    option_choices: ClassVar[dict[str, tuple[Any, ...]]] = {}
    winners_stay: ClassVar[bool] = False
    remembers_passes: ClassVar[bool] = False

    def __init__(self, **options: Any):
        self.options = build_options(self.Options, self.id, options)
        self._kind_set = frozenset(self.kinds)

    def __repr__(self) -> str:
        return rules_repr(self.id, self.options)

    # ---- notation and validation -----------------------------------------------------------

    def parse(self, text: str) -> Hand:
        """Parse notation (NotationError on bad text); the hand is not validated."""
        return parse_hand(text)

    def format(self, hand: Hand | str) -> str:
        """The canonical text of a hand (or of its text)."""
        return format_hand(self.hand(hand))

    def hand(self, hand: Hand | str) -> Hand:
        """The hand from its text or a Hand; TypeError naming ``hand`` for anything else."""
        if isinstance(hand, str):
            return self.parse(hand)
        if not isinstance(hand, Hand):
            raise TypeError(f"hand is a Hand or its text (e.g. '123m456p789s11z23p'), not "
                            f"{type(hand).__name__} {hand!r:.40}")
        return hand

    # the problems a refused hand's message lists (a fifth copy is not a reason to refuse:
    # shanten answers "what if" about any tiles)
    SHAPE_PROBLEMS: ClassVar[frozenset[str]] = frozenset({"too-many", "too-many-melds"})

    def forget(self) -> None:
        """Forget what this object remembers between calls, if anything (the answers stay the
        same; a benchmark's cold start)."""

    def countable(self, hand: Hand | str, situation: Situation | None = None) -> Hand:
        """The hand, if shanten, readings and waits can be counted for it: at most 14 tiles
        (a kong as 3) and at most 4 melds (P-IN1); InvalidHand saying so otherwise."""
        hand = self.hand(hand)
        check_situation(situation)
        if len(hand.melds) > 4 or hand.size > 14:  # cheap first: shanten runs in hot loops
            raise InvalidHand(tuple(p for p in self.problems(hand) if p.code in
                                    self.SHAPE_PROBLEMS or p.code == "count"))
        return hand

    def problems(self, hand: Hand | str, seen: Iterable[int] = (),
                 situation: Situation | None = None, **how: Any) -> tuple[Problem, ...]:
        """Every problem of the hand at once (copies, tile set, melds, tile count), and with
        a situation (object or keywords, as :meth:`score` takes them) every flag that cannot
        go with the hand (:attr:`situation_rules`, codes ``situation-…``)."""
        hand = self.hand(hand)
        if situation is not None or how:
            return (self.problems(hand, seen)
                    + self.situation_conflicts(hand, as_situation(situation, how)))
        out: list[Problem] = []
        tiles = hand.all_tiles()
        seen = as_seen(seen)
        outside = sorted({t for t in tiles + seen if t not in self._kind_set
                          and not (t in FLOWERS and self.has_flowers)})
        if outside:
            names = " ".join(tile_name(t) for t in outside)
            out.append(Problem("not-in-set", f"{names}: not in the {self.zh} tile set",
                               tuple(outside), zh=f"{names}：{self.zh}的牌里没有"))
        for t in sorted(set(tiles)):
            limit = 1 if t in FLOWERS else self.copies
            held, shown = tiles.count(t), seen.count(t)
            if held + shown > limit:
                where = f"{held} in the hand" + (f" and {shown} seen" if shown else "")
                zh = f"手里{held}张" + (f"，已见{shown}张" if shown else "")
                out.append(Problem("copies", f"{tile_name(t)} {tile_zh(t)}: {where}, but only "
                                   f"{limit} exist", (t,),
                                   zh=f"{tile_zh(t)} {tile_name(t)}：{zh}，但只有{limit}张"))
        for meld in hand.melds:
            kind = meld.kind
            if kind is None:
                out.append(Problem("not-a-meld", f"{meld} is not a set (吃 is three in a row of "
                                   "one suit, 碰 three alike, 杠 four alike)", meld.tiles,
                                   zh=f"{meld}不成副露（吃是同一门三张顺子，碰是三张相同，杠是"
                                   "四张相同）"))
            elif kind not in self.melds_allowed:
                word = {"chi": "吃", "pon": "碰"}.get(kind, "杠")
                out.append(Problem("meld-not-allowed", f"{meld}: {self.refusal_text(kind)}",
                                   meld.tiles, zh=f"{meld}：{self.zh}不能{word}"))
            elif meld.source is not None and meld.source not in self.seats:
                out.append(Problem("source", f"{meld}: no player sits at {meld.source} "
                                   f"({SOURCES[meld.source]}) in {self.zh}; the others: "
                                   f"{self.seat_text()}", meld.tiles, zh=f"{meld}：{self.zh}"
                                   f"没有{SOURCES[meld.source]}（{meld.source}）"))
            elif kind == "chi" and meld.source not in (None, 1):
                out.append(Problem("chi-source", f"{meld}: 吃 takes only from 上家 (source 1)",
                                   meld.tiles, zh=f"{meld}：只能吃上家（1）的牌"))
        if len(hand.melds) > 4:
            out.append(Problem("too-many-melds", f"{len(hand.melds)} melds; a hand has at most 4",
                               zh=f"{len(hand.melds)}组副露；一手牌最多4组"))
        size = hand.size
        if hand.winning is not None and size != 14:
            out.append(Problem("count", f"{size} tiles with the winning tile; a winning hand has "
                               "14 (a kong counts as 3)",
                               zh=f"连和牌共{size}张；和牌要14张（杠算3张）"))
        elif size > 14:
            out.append(Problem("too-many", f"{size} tiles: too many (大相公); at most 14, a kong "
                               "counting as 3", zh=f"{size}张：太多（大相公）；最多14张，杠算3张"))
        elif size < 13:
            out.append(Problem("too-few", f"{size} tiles: too few (小相公); 13 or 14 needed, a "
                               "kong counting as 3", zh=f"{size}张：太少（小相公）；要13或14张，"
                               "杠算3张"))
        return tuple(out)

    def situation_conflicts(self, hand: Hand, situation: Situation) -> tuple[Problem, ...]:
        """The :attr:`situation_rules` this hand and situation break, as problems. A hand
        still waiting (13 tiles) may win either way, so only what conflicts whether the win
        is self-drawn or not counts (its waits score each way that can happen)."""
        hand, situation = self.hand(hand), check_situation(situation) or Situation()
        return constraints.check(self.situation_rules, self, hand, situation)

    def checked_events(self, events: Sequence[Event] | str, winners_stay: bool = True
                       ) -> list[Event]:
        """The events of a hand's record (or its JSON) that :meth:`settle` walks: refused at
        the first bad record, and at the first event where a tile would show a fifth copy
        (P-T6; ``winners_stay``: winners' hands stay on the table, as in 血流)."""
        events = as_events(events)
        check_copies(events, winners_stay=winners_stay, copies=self.copies)
        return events

    def validate(self, hand: Hand | str, seen: Iterable[int] = ()) -> Hand:
        """The hand, or InvalidHand listing every problem."""
        hand = self.hand(hand)
        problems = self.problems(hand, seen)
        if problems:
            raise InvalidHand(problems)
        return hand

    has_flowers: ClassVar[bool] = False

    def seat_text(self) -> str:
        """The other seats in words: '1 (上家), 2 (对家) or 3 (下家)'."""
        words = [f"{s} ({SOURCES[s]})" for s in self.seats]
        return ", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else words[0]

    def refusal_text(self, kind: str) -> str:
        """Why a kind of claim is never allowed in this variant (overridden by variants)."""
        word = {"chi": "吃", "pon": "碰"}.get(kind, "杠")
        return Why(f"{self.zh}不能{word}", f"{kind} is not allowed in {self.zh}")

    # ---- shape -------------------------------------------------------------------------------

    def wild_kinds(self, situation: Situation | None = None) -> frozenset[int]:
        """Tile kinds that are wildcards (none by default; Wuhan's 赖子)."""
        return frozenset()

    def drops(self, hand: Hand) -> list[tuple[int, ...]]:
        """Suit groups (0 m, 1 p, 2 s, 3 honours) a winning hand must do without, one choice
        per entry; ``[()]`` when nothing must be dropped. An empty list: no way to win."""
        return [()]

    def _split(self, tiles: Sequence[int], situation: Situation | None) -> tuple[list[int], int]:
        wild = self.wild_kinds(situation)
        counts = counts34(t for t in tiles if t not in wild)
        return counts, sum(1 for t in tiles if t in wild)

    def shanten(self, hand: Hand | str, situation: Situation | None = None) -> int | None:
        """Exchanges to a ready hand (-1: complete; None: it can never win, e.g. melds in
        every suit under 缺一门). Non-tile conditions are :meth:`blockers`, not shanten."""
        situation = check_situation(situation)  # a dict is its keywords
        hand = self.countable(hand, situation)
        return self._shanten(hand, situation, self.drops(hand))

    def shanten_dropping(self, hand: Hand | str, situation: Situation | None,
                         drops: list[tuple[int, ...]]) -> int | None:
        """:meth:`shanten` when the hand must do without one of ``drops`` (suit groups, as
        :meth:`drops` gives them: 0 m, 1 p, 2 s, 3 honours): the 定缺 suit given, say. None
        when ``drops`` is empty. TypeError/ValueError naming ``drops`` if it is not so."""
        situation = check_situation(situation)
        hand = self.countable(hand, situation)
        if not isinstance(drops, list | tuple) or not all(
                isinstance(d, tuple) and all(type(g) is int for g in d) for d in drops):
            raise TypeError(f"drops is a list of tuples of suit groups (0 m, 1 p, 2 s, "
                            f"3 honours), not {drops!r:.60}")
        if any(not 0 <= g <= 3 for d in drops for g in d):
            raise ValueError(f"drops names suit groups 0 … 3, not {drops!r:.60}")
        return self._shanten(hand, situation, list(drops))

    def _shanten(self, hand: Hand, situation: Situation | None, drops: list[tuple[int, ...]]
                 ) -> int | None:
        if not drops:
            return None
        counts, wilds = self._split(hand.closed, situation)
        slots = 4 - len(hand.melds)
        best = shape.best_regular_shanten(counts, slots, wilds, drops)
        if self.seven_pairs and not hand.melds:
            best = min(best, shape.best_seven_pairs_shanten(counts, wilds,
                                                            self.quad_is_two_pairs, drops))
        return best

    def draw_shanten(self, hand: Hand, situation: Situation | None = None
                     ) -> Callable[[int], int | None]:
        """A function: tile → shanten of ``hand`` with that tile drawn. Shares the work
        between draws (see :class:`shape.DrawProbe`); a variant with shapes of its own
        (e.g. 十三幺) overrides :meth:`_shanten` and this falls back to it."""
        return self._draw_shanten(hand, situation, self.drops(hand))

    def _draw_shanten(self, hand: Hand, situation: Situation | None,
                      drops: list[tuple[int, ...]]) -> Callable[[int], int | None]:
        """:meth:`draw_shanten` counting only ``drops`` (定缺 and 换三张 weigh each suit)."""
        wild = self.wild_kinds(situation)
        if not drops or type(self)._shanten is not MahjongRules._shanten:
            return lambda t: self._shanten(hand.add(t), situation, drops)
        counts, wilds = self._split(hand.closed, situation)
        probe = shape.DrawProbe(counts, 4 - len(hand.melds), wilds, drops,
                                self.quad_is_two_pairs if self.seven_pairs and not hand.melds
                                else None)
        return lambda t: (self._shanten(hand.add(t), situation, drops) if t in wild
                          else probe.after_draw(t))

    def arrangements(self, hand: Hand | str, situation: Situation | None = None
                     ) -> list[Arrangement]:
        """Every reading of the closed tiles as sets and a pair (or seven pairs)."""
        situation = check_situation(situation)  # a dict is its keywords
        hand = self.countable(hand, situation)
        counts, wilds = self._split(hand.closed, situation)
        found = shape.regular_arrangements(counts, 4 - len(hand.melds), wilds)
        if self.seven_pairs and not hand.melds:
            found += shape.seven_pairs_arrangements(counts, wilds, self.quad_is_two_pairs)
        return found

    def is_complete(self, hand: Hand | str, situation: Situation | None = None) -> bool:
        """The tiles form a winning shape under this variant's shape rules."""
        return self.shanten(hand, situation) == -1

    drop_refusal: ClassVar[tuple[str, str]] = ("", "")

    def why_incomplete(self, hand: Hand, situation: Situation | None = None) -> tuple[str, str]:
        """(reason, ruling) for a hand that is not a winning shape under this variant."""
        if self.drops(hand) != [()] and self._shanten(hand, situation, [()]) == -1:
            return self.drop_refusal
        return Why(f"{format_hand(hand)} 不是和牌形", f"{format_hand(hand)} is not a winning "
                   "shape"), ""

    def blockers(self, hand: Hand, situation: Situation | None = None) -> tuple[str, ...]:
        """Conditions that are not about the tiles and stop a win (e.g. Wuhan's 开口)."""
        return ()

    # ---- waits and discards ----------------------------------------------------------------

    def unseen(self, tile: int, hand: Hand, seen: Sequence[int]) -> int:
        return max(0, self.copies - hand.all_tiles().count(tile) - list(seen).count(tile))

    def waits(self, hand: Hand | str, seen: Iterable[int] = (), situation: Situation | None = None,
              scores: bool = False) -> tuple[Wait, ...]:
        """Tiles that complete a 13-tile hand, with unseen copies (and scores if asked)."""
        situation = check_situation(situation)  # a dict is its keywords
        hand = self.countable(hand, situation).with_winning(None)
        seen = as_seen(seen)
        if hand.size != 13:
            return ()
        out = []
        complete = self._completing(hand, situation)
        for t in self.kinds:
            if t not in complete:
                continue
            won = hand.with_winning(t)
            dead = hand.all_tiles().count(t) >= self.copies
            ron = tsumo = None
            if scores and not dead:  # a dead wait cannot be won, so it has no score
                ron, tsumo = self._wait_totals(won, situation or Situation(), seen)
            out.append(Wait(t, self.unseen(t, hand, seen), dead, ron, tsumo))
        return tuple(out)

    def _completing(self, hand: Hand, situation: Situation | None) -> Container[int]:
        """The kinds whose draw completes a 13-tile hand: the draw probe's -1s, or where
        nothing is dropped or wild and the shape is the shared one, the same kinds by each
        group's memoised completeness (:func:`draws.completing_kinds`)."""
        if (type(self)._shanten is MahjongRules._shanten and not self.wild_kinds(situation)
                and self.drops(hand) == [()]):
            pairs = self.quad_is_two_pairs if self.seven_pairs and not hand.melds else None
            return frozenset(draws.completing_kinds(counts34(hand.closed), pairs)).intersection(
                self._kind_set)
        after = self.draw_shanten(hand, situation)
        return frozenset(t for t in self.kinds if after(t) == -1)

    def _wait_totals(self, hand: Hand, situation: Situation, seen: Sequence[int] = ()
                     ) -> tuple[int | None, int | None]:
        """A wait's totals won on a discard and self-drawn (a variant may share the work)."""
        return (self._total_or_none(hand, situation.with_(self_drawn=False), seen),
                self._total_or_none(hand, situation.with_(self_drawn=True), seen))

    def _total_or_none(self, hand: Hand, situation: Situation, seen: Sequence[int] = ()
                       ) -> int | None:
        try:
            return self.score(hand, situation, seen).total
        except (NotAllowed, ImpossibleSituation):
            return None

    def is_ready(self, hand: Hand | str, situation: Situation | None = None, **how: Any
                 ) -> bool:
        """下叫/听牌: some wait is not dead (a wait held four times in hand does not count).
        The situation is an object or keywords, as :meth:`score` takes them."""
        situation = as_situation(situation, how)
        return any(not w.dead for w in self.waits(hand, situation=situation))

    def discard_advice(self, hand: Hand | str, seen: Iterable[int] = (),
                       situation: Situation | None = None) -> tuple[DiscardOption, ...]:
        """For a 14-tile hand: each distinct discard, the shanten after it and its 进张."""
        situation = check_situation(situation)  # a dict is its keywords
        hand = self.countable(hand, situation)
        seen = as_seen(seen)
        if hand.size != 14:
            return ()
        full = Hand(hand.closed, hand.melds, hand.flowers)  # the winning tile is held too
        visible = counts34(full.all_tiles() + seen)
        out = []
        for d in sorted(set(full.closed)):
            after = full.remove(d)
            s = self.shanten(after, situation)
            better = []
            if s is not None:
                draw = self.draw_shanten(after, situation)
                for t in self.kinds:
                    left = self.copies - visible[t]  # the discard itself is seen too
                    # never None here: the hand before the draw has a shanten (s)
                    if left > 0 and (after_draw := draw(t)) is not None and after_draw < s:
                        better.append((t, left))
            out.append(DiscardOption(d, s, tuple(better)))
        return tuple(sorted(out, key=lambda o: (o.shanten if o.shanten is not None else 99,
                                                -o.effective_count, o.tile)))

    # ---- winning and scoring -----------------------------------------------------------------

    def win_refusals(self, hand: Hand, situation: Situation) -> list[tuple[str, str]]:
        """(reason, ruling) pairs that stop this complete hand from winning (variant rules)."""
        return []

    def verify_win(self, hand: Hand | str, situation: Situation | None = None) -> Hand:
        """The hand if it may win in this situation; NotAllowed (with the reason) if not,
        ImpossibleSituation (every conflict) if the situation cannot go with the hand."""
        hand = self.validate(hand)
        situation = situation or Situation()
        impossible = self.situation_conflicts(hand, situation)
        if impossible:
            raise ImpossibleSituation(impossible)
        if not self.is_complete(hand, situation):
            raise NotAllowed(*self.why_incomplete(hand, situation))
        for reason, ruling in self.win_refusals(hand, situation):
            raise NotAllowed(reason, ruling)
        return hand

    def can_win(self, hand: Hand | str, situation: Situation | None = None, **how: Any
                ) -> bool:
        """May this hand win in this situation (an object or keywords, as :meth:`score`
        takes them)? False for a bad hand or a situation that cannot happen with it."""
        try:
            self.verify_win(hand, as_situation(situation, how))
        except (NotAllowed, InvalidHand):
            return False
        return True

    def score(self, hand: Hand | str, situation: Situation | None = None,
              seen: Iterable[int] = (), **how: Any) -> Score:
        """The best reading of a winning hand, with the readings that scored less.

        The situation is a :class:`Situation` or keywords: ``score(h, self_drawn=True)``;
        ``seen`` the tiles seen outside the hand (for fans such as 和绝张). A situation that
        cannot go with the hand raises :class:`ImpossibleSituation` naming every conflict.
        """
        situation = as_situation(situation, how)
        hand = self.verify_win(hand, situation)
        seen = tuple(as_seen(seen))
        readings = (self.score_reading(View(self, hand, arr, situation, seen))
                    for arr in self.arrangements(hand, situation))
        scored = [s for s in readings if s is not None]
        if not scored:
            raise NotAllowed(Why(f"{format_hand(hand)} 在{self.zh}里没有能和牌的读法",
                                 f"no reading of {format_hand(hand)} wins in {self.zh}"))
        scored.sort(key=lambda s: -s.total)
        best, seen_lines, others = scored[0], {scored[0].lines}, []
        for s in scored[1:]:
            if s.lines not in seen_lines:
                seen_lines.add(s.lines)
                others.append(s)
        best = dataclasses.replace(best, alternatives=tuple(others))
        least = self.minimum()
        counted = self.minimum_total(best)
        if least and counted < least:
            of = f" (of the total {best.total})" if counted != best.total else ""
            of_zh = f"（合计 {best.total}）" if counted != best.total else ""
            raise NotAllowed(Why(f"番不够：计入起胡的只有 {counted}{of_zh}，起胡要 {least}",
                                 f"not enough fan: {counted}{of} counts towards the minimum of "
                                 f"{least} (起胡)"), score=best)
        return best

    def score_reading(self, view: View) -> Score | None:
        """Score one reading: count every fan, apply exclusions, combine. A variant may
        return None for a reading that cannot win (Wuhan: neither 小胡 nor a 大胡)."""
        counts = self.fan_counts(view)
        lines, excluded = apply_exclusions(self.fans, counts)
        total = combine(self.mode, lines, self.base)
        notes = self.score_notes(view, lines)
        cap = self.cap()
        if cap and total > cap:
            notes += (f"capped at {cap} (before the cap: {total})",)
            total = cap
        return Score(total, lines, excluded, view.arrangement, self.mode, self.base, notes)

    def fan_counts(self, view: View) -> Mapping[str, int]:
        """How many times each row of the table counts on one reading: its predicate's
        answer (a variant may count the same in one pass; rows left out count 0)."""
        return {fan.key: fan.count(view) for fan in self.fans}

    def cap(self) -> int | None:
        """The most a hand can score (a room cap); None or 0 for none."""
        return None

    def cap_fan(self) -> int | None:
        """The most 番 an ordinary hand scores (永州's 爆胡), shown over the lab's fan bars;
        None: no such cap."""
        return None

    def face_up(self, situation: Situation | None) -> list[int]:
        """The tiles ``situation`` shows face up, out of play and seen by everyone (武汉's
        indicator); none by default."""
        return []

    def situation_problems(self, hand: Hand, situation: Situation, seen: Sequence[int] = ()
                           ) -> tuple[Problem, ...]:
        """Problems of ``hand`` that only the situation shows (武汉: a meld with the 赖子);
        none by default."""
        return ()

    def deals_exchange(self) -> bool:
        """The deal starts with 换三张 (大师游, unless its room option turns it off); not by
        default."""
        return False

    def passed_history(self, tile: int | str) -> tuple[Event, ...]:
        """The shortest history in which seat 0 passed on a win on ``tile`` from its 下家
        and has not moved since (漏胡), for :meth:`claims`; empty where a passed win is not
        remembered (``remembers_passes`` False)."""
        return ()

    def minimum(self) -> int | None:
        """The least total that may win (起胡/起和); None for none."""
        return None

    def minimum_total(self, score: Score) -> int:
        """The part of a score that counts towards the minimum (双人: flowers do not)."""
        return score.total

    def score_notes(self, view: View, lines) -> tuple[str, ...]:
        return ()


REGISTRY: dict[str, type[MahjongRules]] = {}


def register(cls: type[MahjongRules]) -> type[MahjongRules]:
    """Class decorator: make a variant reachable by its id."""
    REGISTRY[cls.id] = cls
    return cls
