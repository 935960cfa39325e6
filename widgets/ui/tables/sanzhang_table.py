"""The 欢乐三张 table: a whole hand played step by step
(:mod:`widgets.practice.card_tables.sanzhang_play`).

2–6 seats around the pot; each seat's name, blind (暗) or seen (明), its bets against the
手数封顶, what it has put in, folded or out, and its three cards face down unless the learner
may see them (his own after 看牌, those he compared with, both hands of a final 比牌; "show
every hand" opens them all). The decision's buttons say what each choice costs. Steps,
autoplay, New deal, Save/Load, the history in words and the ledger come from the shared frame
(:mod:`.card_table`).

>>> t = SanzhangTable(seed=3, human=0, lang="en")
>>> t.view["decision"]["stage"]
'bet'
>>> t.handle({"kind": "choose", "value": "fold"})
>>> t.view["step"]["over"] or t.view["decision"]["stage"]
True
>>> t.handle({"kind": "choose", "value": "call"})
>>> t.message["level"]
'warning'
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from widgets.cards.cards import NotAllowed
from widgets.cards.sanzhang import chips
from widgets.engine.why import speak
from widgets.practice.card_tables.sanzhang_play import Action, SanzhangGame, SBet

from ..shared.card_faces import card_view
from ..shared.labels import say
from .card_table import CardHandTable, table_css, table_esm

SEATS = {"zh": "甲乙丙丁戊己", "en": "ABCDEF"}


def seat_word(seat: int, lang: str) -> str:
    return SEATS["zh" if lang == "zh" else "en"][seat]


def step_text(step, compare: tuple[int, int] | None, show, lang: str) -> str:
    """One line of the bets, in words: '甲 跟注 2', 'B compares with C, paying 4: …'."""
    who, paid = seat_word(step.seat, lang), chips(step.paid)
    if step.action == "compare" and compare and show is not None:
        out = compare[1] if show.winner == "challenger" else compare[0]
        return say("szt_h_compare", lang, who=who, other=seat_word(compare[1], lang), paid=paid,
                   why=speak(show.reason, lang), out=seat_word(out, lang))
    key = f"szt_h_{step.action}"
    return say(key, lang, who=who, paid=paid)


class SanzhangTable(CardHandTable):
    """A 欢乐三张 hand from ``seed``; ``human`` a seat (0 甲 … ), several, or None (all
    automatic). ``players`` (2–6), ``ante``, ``single_cap``, ``hand_cap`` go to the game
    (:class:`~widgets.practice.card_tables.sanzhang_play.SanzhangGame`)."""

    GAME = SanzhangGame
    PREFIX = "szt"
    SEAT_WORD = staticmethod(seat_word)
    NOBODY = None  # no person at the table: no seat at the bottom
    WAIT_KEY = "szt_wait_you"
    _esm = table_esm("sanzhang_table.js")
    _css = table_css("sanzhang_table.css")

    def __init__(self, seed: int = 0, human: int | tuple[int, ...] | None = 0, *,
                 lang: str = "zh", size: str | None = None, **game: Any):
        super().__init__(seed, human, lang=lang, size=size, **game)

    # ---- intents ----------------------------------------------------------------------------

    def _intents(self) -> dict[str, Callable[[dict[str, Any]], Any]]:
        return super()._intents() | {"choose": self._on_choose}

    def _on_choose(self, msg):
        d = self._decision()
        if d is None:
            raise NotAllowed(self._word("over") if self.game.over
                             else say("szt_not_you", self.ui["lang"]))
        word = msg.get("value")
        if word not in [a.word for a in d.options]:
            raise NotAllowed(say("szt_not_now", self.ui["lang"], what=str(word)[:40]))
        self._act(Action.of_word(word))

    def _action_words(self, d, action) -> str:
        """A bet as its button says it ('跟注 2', 'Call 2'), at ``d`` (a decision of the hand
        now or of an earlier step: the review's)."""
        cost = next((c for a, c in zip(d.options, d.costs, strict=True) if a == action), 0)
        return self._bet_label(action, cost, self.ui["lang"])

    @staticmethod
    def _bet_label(a: Any, cost: Any, lang: str) -> str:
        parts = a.word.split()
        extra = {"other": seat_word(int(parts[1]), lang)} if a.kind == "compare" else {}
        amount = parts[1] if a.kind == "raise" else chips(Fraction(cost))
        return say(f"szt_do_{a.kind}", lang, n=amount, **extra)

    # ---- the view ---------------------------------------------------------------------------

    def _build(self) -> dict[str, Any]:
        lang, g = self.ui["lang"], self._shown()
        me, b = self._me(), g.betting
        cur = g.current()
        # the engine takes the antes up front; the table shows them with the deal (step 1), so
        # step 0 is the table before anyone has put anything in
        dealt = bool(g.hands)
        seats = []
        for seat in range(g.players):
            cards = g.hands[seat].split() if g.hands else []
            visible = bool(cards) and (self.ui["open"] or g.sees(me, seat))
            state = "in" if b.active[seat] else "out"
            folded = any(s.seat == seat and s.action == "fold" for s in b.steps)
            seats.append({
                "seat": seat, "name": seat_word(seat, lang), "you": seat in g.human,
                "turn": cur is not None and cur.seat == seat,
                "seen": b.seen[seat], "state": state,
                "mark": say("szt_seen" if b.seen[seat] else "szt_blind", lang),
                "out": "" if b.active[seat] else say(
                    "szt_folded" if folded else "szt_lost", lang),
                "winner": g.over and g.end.winner == seat,
                "bets": say("szt_bets", lang, n=b.bets[seat], cap=g.hand_cap or "∞"),
                "paid": say("szt_paid", lang, n=chips(b.paid[seat] if dealt else 0)),
                "cards": [card_view(c, lang) for c in cards] if visible else [],
                "hidden": 0 if visible else len(cards),
                "hand": speak(g.rules.classify(g.hands[seat]).describe(), lang)
                if visible else "",
                "shown_all": seat in b.shown_to_all})
        ledger = g.ledger()
        return self.common(self._history(g, lang)) | {
            "labels": self.labels(), "seats": seats,
            "pot": say("szt_pot", lang, n=chips(b.pot if dealt else 0)),
            "stake": say("szt_stake", lang, blind=chips(b.stake), seen=chips(2 * b.stake)),
            "rules": say("szt_rules", lang, ante=g.ante, cap=g.single_cap or "∞",
                         hands=g.hand_cap or "∞"),
            "decision": self._decision_view(g, lang),
            "ledger": [{"name": seat_word(s, lang), "delta": float(ledger[s]),
                        "text": ("+" if ledger[s] > 0 else "") + chips(ledger[s])}
                       for s in range(g.players)],
        }

    def _history(self, g: SanzhangGame, lang: str) -> list[tuple[int, str]]:
        """The bets in words, each under its step: the deal and the antes (the engine takes
        them with the deal) step 1, then one step a bet; each 比牌 with its result and reason;
        the end under the last step."""
        if not g.hands:
            return []
        bets = [i for i, e in enumerate(g.events, 1) if isinstance(e, SBet)]
        b, k, n = g.betting, 0, 0
        lines = [(1, say("szt_h_deal", lang, n=g.players))]
        for step in b.steps:
            pair, show = None, None
            if step.action == "win":
                continue
            if step.action == "compare":
                pair = b.revealed[2 * k]
                k += 1
                show = g.rules.compare(g.hands[pair[0]], g.hands[pair[1]])
            if step.action == "ante" or not bets:
                at = 1
            else:  # the n-th bet is the n-th SBet; the forced showdown's 比牌 follow the last
                at, n = bets[min(n, len(bets) - 1)], n + 1
            lines.append((at, step_text(step, pair, show, lang)))
        last = len(g.events)
        if b.shown_to_all:
            a, c = b.shown_to_all
            lines.append((last, say("szt_h_shown", lang, a=seat_word(a, lang),
                                    b=seat_word(c, lang))))
        if b.winner is not None:
            lines.append((last, say("szt_h_end", lang, who=seat_word(b.winner, lang),
                                    pot=chips(b.pot))))
        return lines

    def _decision_view(self, g: SanzhangGame, lang: str) -> dict[str, Any]:
        d = self._decision()
        if d is None:
            return self._waiting("szt_waiting", lambda e: say(
                "szt_over", lang, who=seat_word(e.winner, lang), pot=e.pot), seat_word)
        buttons = []
        for a, cost in zip(d.options, d.costs, strict=True):
            buttons.append({"kind": "choose", "value": a.word, "action": a.kind,
                            "label": self._bet_label(a, cost, lang)})
        seen = g.betting.seen[d.seat]
        return {"stage": d.stage, "buttons": buttons, "seat": seat_word(d.seat, lang),
                "hint": self._word("hint"),  # Help: the strong level's bet and why
                "prompt": say("szt_your_turn_seen" if seen else "szt_your_turn_blind", lang,
                              name=seat_word(d.seat, lang))}
