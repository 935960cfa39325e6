"""The 二八杠 table: a round played step by step
(:mod:`widgets.practice.card_tables.tuitongzi_play`).

The banker (庄家) on top and the three 闲 positions below, two tiles each, face down until the
reveal; the bets on each position; the learner's bet as buttons (a chip on a position, or no
bet); after the reveal each position against the banker with the reason and the odds; the
pool before, its awards, its growth and after; the ledger with the banker, the pool and (when
it pays the growth, P-TT1) the house as parties. Steps, autoplay, New deal (the pool carried
on to the next round), Save/Load and the history come from the shared frame
(:mod:`.card_table`). Tiles are drawn as the card table draws them
(:func:`~..shared.card_faces.tile_card_view`, tiles.js).

>>> t = TuitongziTable(seed=3, human=0, lang="en")
>>> t.view["decision"]["stage"]
'bet'
>>> t.handle({"kind": "bet", "position": 1, "amount": 200})
>>> t.view["step"]["over"], sum(r["delta"] for r in t.view["ledger"])
(True, 0)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from widgets.cards.cards import NotAllowed
from widgets.engine.why import speak
from widgets.practice.card_tables.tuitongzi_play import (
    CHIPS,
    POSITIONS,
    TBet,
    TDeal,
    TEnd,
    TReveal,
    TuitongziGame,
    bet,
)

from ..shared.card_faces import tile_card_view
from ..shared.intents import Refused
from ..shared.labels import say
from .card_table import CardHandTable, table_css, table_esm

SEATS = {"zh": "甲乙丙丁戊己", "en": "ABCDEF"}
CATEGORY_KEY = {"dui_fa": "ttt_dui_fa", "erbagang": "ttt_erbagang"}


def seat_word(seat: int, lang: str) -> str:
    return SEATS["zh" if lang == "zh" else "en"][seat]


def position_word(position: int, lang: str) -> str:
    return say("ttt_banker", lang) if position == POSITIONS else \
        say("ttt_position", lang, n=position + 1)


class TuitongziTable(CardHandTable):
    """An 二八杠 round from ``seed``; ``human`` the learner's betting seat (0 甲 …), several,
    or None; ``bettors``, ``pool``, ``banker_stake`` and rule options go to the game
    (:class:`~widgets.practice.card_tables.tuitongzi_play.TuitongziGame`)."""

    GAME = TuitongziGame
    PREFIX = "ttt"
    SEAT_WORD = staticmethod(seat_word)
    WAIT_KEY = "ttt_wait_you"
    _esm = table_esm("tuitongzi_table.js")
    _css = table_css("tuitongzi_table.css")

    def __init__(self, seed: int = 0, human: int | tuple[int, ...] | None = 0, *,
                 lang: str = "zh", size: str | None = None, **game: Any):
        super().__init__(seed, human, lang=lang, size=size, **game)

    def _new_game(self, seed, human, events=None):
        # a New deal carries the pool on: the next round starts from this one's pool after
        if events is None and getattr(self, "game", None) is not None and self.game.over:
            self._options = self._options | {"pool": self.game.end.pool_after}
        return super()._new_game(seed, human, events)

    # ---- intents ----------------------------------------------------------------------------

    def _intents(self) -> dict[str, Callable[[dict[str, Any]], Any]]:
        return super()._intents() | {"bet": self._on_bet}

    def _on_bet(self, msg):
        d = self._decision()
        if d is None:
            raise NotAllowed(self._word("over") if self.game.over
                             else say("ttt_not_you", self.ui["lang"]))
        position, amount = msg.get("position"), msg.get("amount", 0)
        if type(position) is not int or type(amount) is not int:
            raise Refused(f"bet: a bet is a position 0 … 2 (or -1) and whole chips, not "
                          f"{position!r:.40}, {amount!r:.40}",
                          f"bet：下注是位置 0 … 2（或 -1）和整数筹码，不是 "
                          f"{position!r:.40}、{amount!r:.40}")
        self._act(bet(position, amount if position >= 0 else 0))

    def _action_words(self, d, action) -> str:
        lang = self.ui["lang"]
        if action.position < 0:
            return say("ttt_skip", lang)
        return say("ttt_advice_bet", lang, n=action.amount,
                   where=position_word(action.position, lang))

    # ---- the view ---------------------------------------------------------------------------

    def _build(self) -> dict[str, Any]:
        lang, g = self.ui["lang"], self._shown()
        half = g.rules.options.half_tile
        r = g.settlement()
        places = []
        for p in range(POSITIONS + 1):
            tiles = g.hand(p) if g.tiles else ()
            visible = g.revealed or (self.ui["open"] and bool(tiles))
            duel = r.duels[p] if r and p < POSITIONS else None
            bets = [say("ttt_bet_by", lang, who=seat_word(b.seat, lang), n=b.amount)
                    for b in g.bets if b.position == p]
            hand = g.rules.hand(tiles) if visible else None
            places.append({
                "position": p, "name": position_word(p, lang), "banker": p == POSITIONS,
                "tiles": [tile_card_view(t, half, lang) for t in tiles] if visible else [],
                "hidden": 0 if visible else len(tiles),
                "hand": speak(hand.describe(), lang) if hand else "",
                "bets": bets,
                "result": "" if duel is None else say(
                    "ttt_wins" if duel.winner == "player" else "ttt_loses", lang,
                    why=speak(duel.reason, lang), odds=duel.odds),
                "won": None if duel is None else duel.winner == "player"})
        return self.common(self._history(g, lang)) | {
            "labels": self.labels(), "places": places,
            "pool": self._pool_view(g, lang),
            "decision": self._decision_view(g, lang),
            "ledger": [{"name": n, "delta": d} for n, d in zip(
                self._parties(g, lang), g.ledger(), strict=False)],  # the house last: 0 or shown
        }

    @staticmethod
    def _parties(g: TuitongziGame, lang: str) -> list[str]:
        """The ledger's parties; the house only when it pays the pool's growth (P-TT1)."""
        house = ("ttt_house",) if g.pool_from == "house" else ()
        return [seat_word(s, lang) for s in range(g.bettors)] + [
            say(k, lang) for k in ("ttt_banker", "ttt_pool", *house)]

    def _pool_view(self, g: TuitongziGame, lang: str) -> list[str]:
        r = g.settlement()
        lines = [say("ttt_pool_before", lang, n=g.pool)]
        if r is None or not g.over:  # the awards and the growth come with the settlement
            return lines
        for category, percent, amount in r.awards:
            lines.append(say("ttt_award", lang, hand=say(CATEGORY_KEY[category], lang),
                             percent=percent, n=amount))
        lines.append(say("ttt_growth" if g.pool_from == "house" else "ttt_growth_bets", lang,
                         n=r.pool_growth, bets=g.total_bets(), rate=g.rules.options.pool_rate))
        lines += [speak(n, lang) for n in r.notes]
        lines.append(say("ttt_pool_after", lang, n=r.pool_after))
        return lines

    def _history(self, g: TuitongziGame, lang: str) -> list[tuple[int, str]]:
        """Each event in words under its step; the reveal with each position's duel."""
        lines: list[tuple[int, str]] = []
        r = g.settlement()
        for i, e in enumerate(g.events, 1):
            if isinstance(e, TDeal):
                lines.append((i, say("ttt_h_deal", lang)))
            elif isinstance(e, TBet):
                who = seat_word(e.seat, lang)
                lines.append((i, say("ttt_h_skip", lang, who=who) if e.position < 0 else say(
                    "ttt_h_bet", lang, who=who, n=e.amount,
                    where=position_word(e.position, lang))))
            elif isinstance(e, TReveal):
                lines.append((i, say("ttt_h_reveal", lang)))
                for p, duel in enumerate(r.duels if r else ()):  # r: revealed, so settled
                    lines.append((i, say("ttt_h_duel", lang, where=position_word(p, lang),
                                         result=say("ttt_wins" if duel.winner == "player"
                                                    else "ttt_loses", lang,
                                                    why=speak(duel.reason, lang),
                                                    odds=duel.odds))))
            elif isinstance(e, TEnd):
                names = self._parties(g, lang)
                lines.append((i, say("ttt_h_end", lang, text=("，" if lang == "zh" else ", ")
                                     .join(f"{n} {'+' if d > 0 else ''}{d}"
                                           for n, d in zip(names, e.deltas, strict=False)))))
        return lines

    def _decision_view(self, g: TuitongziGame, lang: str) -> dict[str, Any]:
        d = self._decision()
        if d is None:
            return self._waiting("ttt_waiting", lambda _e: say("ttt_over", lang), seat_word,
                                 groups=[], skip=None, why="")
        groups = []
        for p in range(POSITIONS):
            groups.append({"name": position_word(p, lang), "buttons": [
                {"position": p, "amount": c, "label": str(c),
                 "disabled": bet(p, c) not in d.options} for c in CHIPS]})
        return {"stage": d.stage, "prompt": say("ttt_your_bet", lang,
                                                 name=seat_word(d.seat, lang)),
                "groups": groups, "skip": say("ttt_skip", lang), "hint": self._word("hint"),
                "why": speak(d.refused[0][1], lang) if d.refused else ""}
