"""What a seat may do at each point of a played hand: the :class:`Decision` a seat is
offered (its options and the notable refused ones, with their reasons) and the check of a
choice against it. A part of :class:`~widgets.practice.table.play.Game` (a base class)."""

from __future__ import annotations

import functools
from collections.abc import Sequence

from ...engine.events import (
    Discard,
    Kong,
    Pass,
)
from ...engine.notation import Hand
from ...engine.results import NotAllowed
from ...engine.situation import Situation
from ...engine.tiles import suit_of, tile_name
from ...engine.why import reason_of
from ...mahjong.xueliu import (
    Why,
    check_exchange,
    eligible_suits,
    suit_counts,
    timeout_choice,
)
from ..choices import Action, Decision
from .host import GameParts
from .wording import PROMPTS, describe, refusal, tiles_text, word

CLAIM_ORDER = ("chi", "pon", "kong", "win")  # how a claim prompt lists what is offered


def labelled(kind: str, tiles: Sequence[str] = (), suit: str | None = None) -> Action:
    """An :class:`Action` with the table's button words (zh and en): 'discard 5p' …"""
    return _labelled(kind, tuple(tiles), suit)


@functools.lru_cache(maxsize=4096)
def _labelled(kind: str, tiles: tuple[str, ...], suit: str | None) -> Action:
    # cached: a review's play-outs build the same few hundred options thousands of times
    def label(lang: str) -> str:
        what = tiles_text(tiles, lang) if tiles else word(suit, lang) if suit else ""
        return f"{word(kind, lang)} {what}".strip()
    return Action(kind, tiles, suit, label("zh"), label("en"))


class Decisions(GameParts):
    """The decisions of a :class:`~widgets.practice.table.play.Game` (state lives on the game)."""

    def _names(self, seat: int) -> list[str]:
        return [tile_name(t) for t in sorted(self.table.closed[seat])]

    def _void_of(self, seat: int) -> str | None:
        """The declared void suit that binds this seat (大師游 定缺, P-M1), if any."""
        if self.dashiyou and self.rules.options.must_discard_void:
            return self.table.void[seat]
        return None

    def _holds_void(self, seat: int, extra: int | None = None) -> bool:
        void = self._void_of(seat)
        tiles = self.table.closed[seat] + ([extra] if extra is not None else [])
        return void is not None and any(suit_of(t) == void for t in tiles)

    def _won(self, seat: int) -> bool:
        return self.stay and bool(self.table.wins[seat])

    def _situation(self, seat: int, self_drawn: bool, **flags: bool) -> Situation:
        t, left = self.table, self.table.remaining
        dealer = seat == t.dealer
        if self_drawn:
            first = not t.opened and t.draws[seat] == (0 if dealer else 1)
        else:
            first = not t.opened and t.discards == 1 and isinstance(t.prev, Discard | Pass)
        return Situation(self_drawn=self_drawn, last_tile=self_drawn and left == 0,
                         dealer=dealer, first_turn=first, wall_remaining=left, **flags)

    def _can_win(self, seat: int, hand13: Hand, tile: int, situation: Situation
                 ) -> tuple[bool, str]:
        if self._holds_void(seat, tile):
            return False, refusal("void_win", suit=self._void_of(seat))
        if tile not in self._shape_waits(hand13):
            return False, refusal("no_win", tile=tile)
        won = hand13.with_winning(tile)
        try:
            self.rules.verify_win(won, situation)
        except (NotAllowed, ValueError) as e:
            return False, reason_of(e)  # a Why keeps its Chinese for the table
        return True, ""

    def _can_rob(self, seat: int, tile: int, kind: str, konger: int) -> bool:
        """``seat`` may rob ``konger``'s kong of ``tile``: the variant's one rule
        (:meth:`~widgets.engine.rules.MahjongRules.rob_kong`: which kongs can be robbed, and
        the win itself), and the table's own (定缺, P-M1)."""
        if kind in self.rules.unrobbable() or self._holds_void(seat, tile):
            return False
        if tile not in self._shape_waits(self.table.hand(seat)):
            return False  # speed: most seats cannot win the tile at all
        report = self.rules.rob_kong(self.table.hand(seat), tile, kind, (seat - konger) % 4,
                                     self._situation(seat, False))
        return report.allows("win")

    def _shape_waits(self, hand13: Hand) -> frozenset[int]:
        """The tiles that complete a 13-tile hand's shape, memoised: a seat's hand changes only
        on its own turn, and every discard asks the three others (speed, not rules)."""
        key = (hand13.closed, hand13.melds)
        cache = self.__dict__.setdefault("_waits_memo", {})
        if key not in cache:
            after = self.rules.draw_shanten(hand13)
            cache[key] = frozenset(t for t in self.rules.kinds if after(t) == -1)
        return cache[key]

    def _kong_refusal(self, seat: int, hand13: Hand, tile: int, kind: str,
                      drawn: int | None) -> Why | None:
        left = self.table.remaining
        if not self.dashiyou and left <= 1:
            return refusal("last_tile_kong")
        if left < 1:
            return refusal("empty_wall_kong")
        void = self._void_of(seat)
        if void is not None and suit_of(tile) == void:
            return refusal("void_kong", suit=void)
        if self._won(seat):
            if kind == "concealed" and drawn != tile:
                return refusal("winner_kong_drawn")
            # only the 血流 rules (XueliuMixin) let a winner kong: not yet declared on
            # MahjongRules (issue 36's first bullet)
            why = self.rules.kong_after_win(hand13, tile, kind)  # type: ignore[attr-defined]
            if why:
                reason, ruling = why
                tail = f" ({ruling})" if ruling else ""
                return Why(reason.zh + tail, reason + tail)
        return None

    def _build(self, seat: int) -> Decision:
        return getattr(self, "_build_" + self.phase)(seat)

    def _make(self, seat: int, kind: str, options: list[Action],
              refused: list[tuple[Action, str]], compulsory: bool = False) -> Decision:
        if compulsory and any(a.kind == "win" for a in options):
            why = refusal("compulsory")
            refused = [(a, why) for a in options if a.kind != "win"] + refused
            options = [a for a in options if a.kind == "win"]
        zh, en = PROMPTS[kind]
        if kind == "claim" and not any(a.kind == "pass" for a in options):
            zh, en = PROMPTS["claim_only"]  # a compulsory win: no "or pass"
        if kind in ("claim", "rob"):  # the prompt names the discard (or the kong) it is about
            tile = tile_name(self._ctx["tile"])
            event = (Discard(self._ctx["from_seat"], tile) if kind == "claim"
                     else Kong(self._ctx["konger"], tile, self._ctx["kind"]))
            offered = [k for k in CLAIM_ORDER if any(a.kind == k for a in options)]
            zh = zh.format(event=describe(event), kinds="、".join(word(k) for k in offered))
            en = en.format(event=describe(event, "en"),
                           kinds=" or ".join(word(k, "en") for k in offered))
        return Decision(seat, "claim" if kind == "rob" else kind, tuple(options), tuple(refused),
                        zh, en)

    def _build_exchange(self, seat: int) -> Decision:
        tiles = self._names(seat)
        ok = eligible_suits(tiles)
        options = [labelled("exchange", timeout_choice(tiles, s), s) for s in ok]
        refused: list[tuple[Action, str]] = [
            (labelled("exchange", suit=s), refusal("too_few", suit=s))
            for s in "mps" if s not in ok]
        return self._make(seat, "exchange", options, refused)

    def _build_void(self, seat: int) -> Decision:
        counts = suit_counts(self._names(seat))
        order = sorted("mps", key=lambda s: (counts[s], "mps".index(s)))
        return self._make(seat, "void", [labelled("void", suit=s) for s in order], [])

    def _build_turn(self, seat: int) -> Decision:
        ctx, t = self._ctx, self.table
        drawn, claimed = ctx["drawn"], ctx["claimed"]
        hand = t.hand(seat)
        options: list[Action] = []
        refused: list[tuple[Action, str]] = []
        if not claimed:  # a win needs a drawn tile; after a 碰 only a kong or a discard
            wt = drawn
            if wt is None:  # 天胡: the dealt 14, won on the last tile dealt if still held
                wt = self._last_dealt if self._last_dealt in hand.closed else max(hand.closed)
            ok, _ = self._can_win(seat, hand.remove(wt), wt,
                                  self._situation(seat, True, after_kong=ctx["replacement"]))
            if ok:
                options.append(labelled("win", (tile_name(wt),)))
        # P-S20: a 暗杠 or 补杠 may follow a draw, and also a 碰 (before its discard)
        kongs = [(k, "concealed") for k in sorted(set(hand.closed))
                 if hand.closed.count(k) == 4]
        kongs += [(m.tiles[0], "added") for m in hand.melds
                  if m.kind == "pon" and m.tiles[0] in hand.closed]
        for k, kind in kongs:
            base = hand.remove(drawn) if drawn is not None else hand
            why = self._kong_refusal(seat, base, k, kind, drawn)
            a = labelled("kong", (tile_name(k),))
            options.append(a) if why is None else refused.append((a, why))
        void = self._void_of(seat)
        must_void = self._holds_void(seat)
        for k in sorted(set(hand.closed)):
            a = labelled("discard", (tile_name(k),))
            if self._won(seat) and drawn is not None and k != drawn:
                refused.append((a, refusal("winner_discard", tile=drawn)))
            elif must_void and suit_of(k) != void:
                refused.append((a, refusal("void_first", suit=void)))
            else:
                options.append(a)
        return self._make(seat, "turn", options, refused, t.remaining <= 4)

    def _build_claim(self, seat: int) -> Decision:
        tile, src = self._ctx["tile"], self._ctx["from_seat"]
        hand = self.table.hand(seat)
        options, refused = self._claim_options(seat, hand, tile, src)
        options.append(labelled("pass"))
        return self._make(seat, "claim", options, refused, self.table.remaining <= 4)

    def claim_options(self, seat: int, tile: int, src: int
                      ) -> tuple[list[Action], list[tuple[Action, str]]]:
        """What ``seat`` may do now with ``tile`` discarded by seat ``src``: the claims
        allowed, and those refused with the reason, whether or not the seat is asked (a
        seat with no claim allowed is not); 过 is not among them."""
        return self._claim_options(seat, self.table.hand(seat), tile, src)

    def _claim_options(self, seat: int, hand: Hand, tile: int, src: int
                       ) -> tuple[list[Action], list[tuple[Action, str]]]:
        options: list[Action] = []
        refused: list[tuple[Action, str]] = []
        sit = self._situation(seat, False, kong_discard=self.table.kong_discard)
        if self._can_win(seat, hand, tile, sit)[0]:
            options.append(labelled("win", (tile_name(tile),)))
        have = hand.closed.count(tile)
        void = self._void_of(seat)
        if have >= 2:
            a = labelled("pon", (tile_name(tile),))
            if self._won(seat):
                refused.append((a, refusal("winner_pon")))
            elif void is not None and suit_of(tile) == void:
                refused.append((a, refusal("void_pon", suit=void)))
            else:
                options.append(a)
        if have == 3:
            a = labelled("kong", (tile_name(tile),))
            why = self._kong_refusal(seat, hand, tile, "direct", None)
            options.append(a) if why is None else refused.append((a, why))
        return options, refused

    def _build_rob(self, seat: int) -> Decision:
        options = [labelled("win", (tile_name(self._ctx["tile"]),)), labelled("pass")]
        return self._make(seat, "rob", options, [], self.table.remaining <= 4)

    def _check(self, d: Decision, action: Action) -> Action:
        """The option the action names, or NotAllowed with the reason."""
        if d.stage == "exchange" and action.kind == "exchange":
            tiles = self._names(d.seat)
            try:
                check_exchange(tiles, action.tiles)
            except (ValueError, IndexError, KeyError, TypeError) as e:
                raise NotAllowed(f"换三张: {e}") from None
            return labelled("exchange", tuple(action.tiles), action.tiles[0][1])

        def same(a: Action) -> bool:
            return (a.kind == action.kind and (not action.tiles or a.tiles == tuple(action.tiles))
                    and (action.suit is None or a.suit == action.suit))

        for a in d.options:
            if same(a):
                return a
        for b, why in d.refused:
            if isinstance(b, Action) and same(b):  # a mahjong decision refuses Actions
                raise NotAllowed(why)
        choices = ", ".join(a.label_en for a in d.options)
        raise NotAllowed(f"{action.kind} {' '.join(action.tiles)} is not a choice now "
                         f"({d.prompt_en}); the choices: {choices}")
