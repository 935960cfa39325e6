"""The 斗地主 table: a whole hand played step by step
(:mod:`widgets.practice.card_tables.doudizhu_play`).

Three seats: the learner's (the first human seat, else seat 甲) at the bottom with its hand
as clickable cards, its 下家 on the right and its 上家 on the left (play goes counter-
clockwise); each seat's role, cards left, 明牌/加倍 marks and last play; the 底牌 face down
until the landlord takes them; the decision's buttons (明牌, 叫/抢, 加倍, Play/Pass/Hint);
steps and autoplay (the JS sends a step at the pace while Autoplay is on); the history in
words, the 倍数 and the ledger; Save/Load of the replay JSON.

Thin: the game decides everything, :meth:`DoudizhuTable._build` turns the table after
``at`` events into the ``view`` JSON the JS draws, and :meth:`DoudizhuTable.handle` takes
the clicks (``{"kind": ...}``) and never raises: a refusal is shown as the message, in the
learner's language.

>>> t = DoudizhuTable(seed=3, human=0, lang="en")
>>> t.view["decision"]["stage"]
'show_start'
>>> t.handle({"kind": "choose", "value": "no"})
>>> t.view["step"]["total"] > 0
True
>>> t.handle({"kind": "play"})
>>> t.message["level"]
'warning'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from widgets.cards.cards import NotAllowed
from widgets.engine.why import speak
from widgets.practice.card_tables.doudizhu_events import PassTurn, PlayCards
from widgets.practice.card_tables.doudizhu_play import Action, DoudizhuGame, pattern, pick
from widgets.practice.card_tables.doudizhu_wording import describe, end_text, seat_word

from ..shared.card_faces import card_view
from ..shared.intents import Refused
from ..shared.labels import say
from .card_table import CardHandTable, table_css, table_esm
from .doudizhu_words import BID_LABELS, BUTTONS, action_words, play_text


class DoudizhuTable(CardHandTable):
    """A 斗地主 hand from ``seed``; ``human`` a seat (0 甲, 1 乙, 2 丙), several, or None
    (three automatic seats: step through them). Other options go to the game
    (:class:`~widgets.practice.card_tables.doudizhu_play.DoudizhuGame`: ``beans``, ``threshold``,
    ``prepared`` …)."""

    GAME = DoudizhuGame
    PREFIX = "ddz"
    SEAT_WORD = staticmethod(seat_word)
    WAIT_KEY = "ddz_stage_bid"
    _esm = table_esm("doudizhu_table.js")
    _css = table_css("doudizhu_table.css")

    def __init__(self, seed: int = 0, human: int | tuple[int, ...] | None = 0, *,
                 lang: str = "zh", size: str | None = None, **game: Any):
        super().__init__(seed, human, lang=lang, size=size, **game)

    # ---- intents ----------------------------------------------------------------------------

    def _intents(self) -> dict[str, Callable[[dict[str, Any]], Any]]:
        return super()._intents() | {
            "select": self._on_select, "clear": self._on_clear, "choose": self._on_choose,
            "play": self._on_play, "pass": self._on_pass, "hint": self._on_hint}

    def _on_select(self, msg):
        card = msg.get("card")
        sel = self.ui["selected"]
        if card in sel:
            sel.remove(card)
        elif card in self._own_hand():
            sel.append(card)
        else:
            raise Refused(f"select: {card!r:.40} is not in your hand",
                          f"select：{card!r:.40} 不在你的手牌里")

    def _on_clear(self, _msg):
        self.ui["selected"] = []

    def _on_choose(self, msg):
        d = self._decision()
        if d is None:
            raise NotAllowed(say("ddz_over", self.ui["lang"]))
        kind = "bid" if d.stage == "bid" else "double" if d.stage == "double" else "show"
        self._act(Action(kind, value=str(msg.get("value"))))

    def _on_play(self, _msg):
        if not self.ui["selected"]:
            raise NotAllowed(say("ddz_select_first", self.ui["lang"]))
        self._act(Action("play", tiles=tuple(self.ui["selected"])))

    def _on_pass(self, _msg):
        self._act(Action("pass"))

    def _on_hint(self, _msg):
        """Help: the strong level's choice and why; a play's cards are selected too (Play
        then plays them)."""
        d = self._decision()
        if d is None:
            raise NotAllowed(say("ddz_over", self.ui["lang"]))
        a = self._advise(d)
        self.ui["selected"] = list(pick(list(self.game.hand(d.seat)), "".join(a.tiles))) \
            if a.kind == "play" else []

    def _action_words(self, d, action) -> str:
        return action_words(self.game, d, action, self.ui["lang"])

    # ---- the view ---------------------------------------------------------------------------

    def _own_hand(self) -> tuple[str, ...]:
        return self._shown().hand(self._me())

    def _build(self) -> dict[str, Any]:
        lang, g = self.ui["lang"], self._shown()
        me = self._me()
        last_by = self._last_plays(g, lang)
        seats = []
        for pos, seat in (("bottom", me), ("right", (me + 1) % 3), ("left", (me + 2) % 3)):
            visible = seat in g.human or seat in g.shown() or self.ui["open"] or g.over \
                or not g.human
            role = "" if g.landlord is None else \
                say("ddz_landlord" if seat == g.landlord else "ddz_farmer", lang)
            cur = g.current()
            seats.append({
                "seat": seat, "pos": pos, "name": seat_word(seat, lang), "role": role,
                "you": seat in g.human, "turn": cur is not None and cur.seat == seat,
                "count": say("ddz_cards_left", lang, n=len(g.hand(seat))),
                "shown": seat in g.shown(), "doubled": bool(g.s.doubled.get(seat)),
                "cards": [card_view(c, lang) | {"selected": c in self.ui["selected"]}
                          for c in g.hand(seat)] if visible else [],
                "hidden": 0 if visible else len(g.hand(seat)),
                "clickable": seat == me and self._decision() is not None
                and self._decision().stage == "play",
                "last": last_by.get(seat)})
        bottom = g.bottom()
        lines = [(i, describe(e, lang)) for i, e in enumerate(g.events, 1)]
        mult = g.multiplier()
        return self.common(lines) | {
            "labels": self.labels(), "seats": seats,
            "bottom": [card_view(c, lang) for c in bottom] if bottom else [],
            "bottom_hidden": 0 if bottom else 3,
            "decision": self._decision_view(lang),
            "multiplier": {"total": mult.total, "lines": [
                f"{line.zh} ×{line.factor ** line.count}" for line in mult.lines[1:]],
                "stakes": self._stakes(g, mult.total, lang)},
            "ledger": [{"name": seat_word(s, lang), "delta": g.ledger()[s]} for s in range(3)],
        }

    def _stakes(self, g: DoudizhuGame, total: int, lang: str) -> list[str]:
        """加倍 is per seat (seed 五.3): each farmer's stake with the landlord is the 倍数 × 2
        for each of the two who doubled; said per farmer, so a 加倍 is seen where it applies."""
        landlord, doubled = g.s.landlord, g.s.doubled
        if landlord is None or not any(doubled.values()):
            return []
        out = []
        for f in (x for x in range(3) if x != landlord):
            who = [x for x in (landlord, f) if doubled.get(x)]
            factors = "".join(" × 2" for _ in who)
            out.append(say("ddz_stake", lang, farmer=seat_word(f, lang),
                           landlord=seat_word(landlord, lang), total=total, factors=factors,
                           stake=total * 2 ** len(who),
                           who=("、" if lang == "zh" else " and ").join(
                               seat_word(x, lang) for x in who) or "—"))
        return out

    def _last_plays(self, g: DoudizhuGame, lang: str = "zh") -> dict[int, dict[str, Any]]:
        """Each seat's latest play or pass in the current trick (cleared when it ends)."""
        out: dict[int, dict[str, Any]] = {}
        passes = 0
        for e in g.events:
            if isinstance(e, PlayCards):
                if passes >= 2:
                    out = {}
                out[e.seat] = {"cards": [card_view(c, lang) for c in e.cards], "pass": False}
                passes = 0
            elif isinstance(e, PassTurn):
                passes += 1
                out[e.seat] = {"cards": [], "pass": True}
        if passes >= 2 and g.last_play() is None:
            out = {}
        return out

    def _decision_view(self, lang: str) -> dict[str, Any] | None:
        d = self._decision()
        if d is None:
            return self._waiting("ddz_waiting", lambda e: end_text(e, lang), seat_word)
        values = [a.value for a in d.options]
        if d.stage == "bid":
            rob = "rob" in values or "call" not in values
            prompt = say("ddz_stage_rob" if rob else "ddz_stage_bid", lang)
            buttons = [{"kind": "choose", "value": a, "label": say(
                BID_LABELS.get(a, "ddz_norob" if rob else "ddz_nocall"), lang)} for a in values]
        elif d.stage == "play":
            prompt = say("ddz_stage_lead", lang) if d.previous is None else say(
                "ddz_stage_answer", lang, play=play_text(d.previous, lang))
            buttons = [{"kind": "play", "label": say("ddz_play", lang)},
                       {"kind": "pass", "label": say("ddz_pass", lang),
                        "disabled": d.previous is None,
                        "why": speak(d.refused[0][1], lang) if d.refused else ""},
                       {"kind": "hint", "label": say("ddz_hint", lang)},
                       {"kind": "clear", "label": say("ddz_clear", lang)}]
        else:
            prompt = say(f"ddz_stage_{d.stage}", lang)
            refused = dict(d.refused)
            buttons = [{"kind": "choose", "value": val, "label": say(key, lang),
                        "disabled": val not in values,
                        "why": speak(refused[val], lang) if val in refused else ""}
                       for val, key in BUTTONS[d.stage]]
        return {"stage": d.stage, "prompt": prompt, "buttons": buttons,
                # Help at every decision (a play's is among its buttons, beside Play)
                "hint": "" if d.stage == "play" else say("ddz_hint", lang),
                "seat": seat_word(d.seat, lang), "hand": pattern(self.game.hand(d.seat))}
