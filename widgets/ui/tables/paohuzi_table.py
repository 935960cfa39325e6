"""The 跑胡子 table: a whole hand played step by step
(:mod:`widgets.practice.card_tables.paohuzi_play`).

Three seats: the learner's (the first human seat, else seat 甲) at the bottom with its hand
as clickable cards, its 下家 on the right and its 上家 on the left (play goes counter-
clockwise); each seat's groups on the table with their 胡息 (a 偎's cards face down to the
others), the cards nobody took, the 王 it drew (shown), its 臭牌 and 忍碰; in the middle the
pile's count (and the deck: 82 cards with 王, or the 80-card game without, A1), the card on
offer and the decision's buttons (胡, 碰, one 吃 per way with its 下火, 过; a discard is a
click on a card of the hand); steps and autoplay (the JS sends a step at the pace while
Autoplay is on); the history in words, the winning grouping and the ledger; Save/Load of the
replay JSON. The frame (steps, autoplay, history, New deal,
Save/Load) is the card tables' shared one (:class:`~.card_table.CardHandTable`).

Thin: the game decides everything, :meth:`PaohuziTable._build` turns the table after ``at``
events into the ``view`` JSON the JS draws, and :meth:`PaohuziTable.handle` (the one
dispatcher of every widget) takes the clicks (``{"kind": ...}``) and never raises: a refusal
is shown as the message, in the learner's language.

>>> t = PaohuziTable(seed=3, human=0, lang="en")
>>> t.view["decision"]["stage"] in ("discard", "claim")
True
>>> t.handle({"kind": "choose", "index": 99})
>>> t.message["level"]
'warning'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from widgets.cards.cards import NotAllowed
from widgets.cards.paohuzi import W, card_text
from widgets.cards.paohuzi.claims import FACE_UP
from widgets.cards.paohuzi.groups import value
from widgets.cards.paohuzi.notation import as_card
from widgets.engine.why import Why, speak
from widgets.practice.card_tables.paohuzi_play import Action, PaohuziGame
from widgets.practice.card_tables.paohuzi_seats import reason

from ..shared.card_faces import ph_card_view
from ..shared.intents import Refused
from ..shared.labels import say
from .card_table import CardHandTable, table_css, table_esm
from .paohuzi_words import card_word, describe, end_text, groups_word, kind_word, seat_word

DECKS = (21, 19)  # the pile after the deal: 82 cards with 王, or the 80-card game (A1)


def _card(c: str | int, up: bool = True) -> dict[str, Any]:
    """A card for cards.js, or a face-down one (``up`` False: its back, nothing told)."""
    return ph_card_view(as_card(c)) if up else {"kind": "back"}


class PaohuziTable(CardHandTable):
    """A 跑胡子 hand from ``seed``; ``human`` a seat (0 甲, 1 乙, 2 丙), several, or None
    (three automatic seats: the table opens at the deal, to step or autoplay through). Other
    options go to the game
    (:class:`~widgets.practice.card_tables.paohuzi_play.PaohuziGame`: ``prepared``, ``stake``, rule
    options)."""

    GAME = PaohuziGame
    PREFIX = "ptbl"
    SEAT_WORD = staticmethod(seat_word)
    WAIT_KEY = "ptbl_human_turn"
    HISTORY = 14
    REFUSALS = CardHandTable.REFUSALS + (TypeError,)
    _esm = table_esm("paohuzi_table.js")
    _css = table_css("paohuzi_table.css")

    def __init__(self, seed: int = 0, human: int | tuple[int, ...] | None = 0, *,
                 lang: str = "zh", size: str | None = None, **game: Any):
        # a prepared deal is this hand's only: New deal and Load start from a seed
        self._prepared = game.pop("prepared", None)
        super().__init__(seed, human, lang=lang, size=size, **game)
        if not self.game.human:  # three automatic seats: the hand is played, shown from the deal
            self.at = 0
        self._refresh()

    def _new_game(self, seed, human, events=None):
        prepared, self._prepared = self._prepared, None
        return PaohuziGame(seed, human, events, prepared=prepared, **self._options)

    # ---- intents ----------------------------------------------------------------------------

    def _intents(self) -> dict[str, Callable[[dict[str, Any]], Any]]:
        return super()._intents() | {
            "choose": self._on_choose, "discard": self._on_discard, "deck": self._on_deck,
            "load": self._on_load}

    def _pending(self):
        d = self.game.pending()
        if d is None:
            raise NotAllowed(say("ptbl_over" if self.game.over else "ptbl_human_turn",
                                 self.ui["lang"]))
        return d

    def _on_choose(self, msg):
        d = self._pending()
        i = msg.get("index")
        if d.stage != "claim" or type(i) is not int or not 0 <= i < len(d.options):
            n = len(d.options)
            raise Refused(f"choose: one of the {n} buttons (index 0 … {n - 1}), not {i!r:.40}",
                          f"choose：请选 {n} 个按钮之一（序号 0 … {n - 1}），不是 {i!r:.40}")
        self._act(d.options[i])

    def _on_discard(self, msg):
        d = self._pending()
        card = msg.get("card")
        if d.stage != "discard":
            raise NotAllowed(say("ptbl_stage_claim", self.ui["lang"],
                                 name=seat_word(d.seat, self.ui["lang"]),
                                 card=card_word(d.card, self.ui["lang"])))
        self._act(Action("discard", tuple(str(card).split())))  # as Action splits text

    def _on_deck(self, msg):
        """``{"kind": "deck", "value": 21 | 19}``: the 82 cards with 王, or the 80-card game
        without 王 (19 left in the pile, A1); a new hand from the same seed."""
        pile, lang = msg.get("value"), self.ui["lang"]
        if type(pile) is not int or pile not in DECKS:
            raise ValueError(Why(say("ptbl_deck_bad", "zh", value=repr(pile)[:20]),
                                 say("ptbl_deck_bad", "en", value=repr(pile)[:20])))
        self._options = self._options | {"pile": pile}
        self.game = self._new_game(self.game.seed, tuple(self.game.human))
        self.game.advance()
        self.at, self.saved = len(self.game.events), ""
        return say("ptbl_deck_now", lang, deck=say(f"ptbl_deck_{pile}", lang), n=pile)

    def _on_load(self, msg):
        """A replay loaded: the Cards choice follows its deck, so New hand deals the same."""
        note = super()._on_load(msg)
        self._options = self._options | {"pile": self.game.pile}
        return note

    def _on_hint(self, _msg):
        """Help: the strong level's choice and why (the hand's worth before and after, where
        the level gives no reason of its own), not a button's label alone."""
        self._advise(self._pending())

    def _plain_why(self, d, action) -> Any:
        return reason(self.game, d, action)

    def _action_words(self, d, action) -> str:
        if action.kind == "discard":
            return say("ptbl_advice_discard", self.ui["lang"],
                       card=card_word(action.card, self.ui["lang"]))
        return self._option_label(d, action)

    # ---- the view ---------------------------------------------------------------------------

    def _option_label(self, d, a: Action) -> str:
        lang = self.ui["lang"]
        if a.kind == "discard":
            return card_word(a.card, lang)
        if a.kind == "chi":
            return say("ptbl_chi", lang, groups=groups_word(d.ways[a.way], lang))
        return say(f"ptbl_{a.kind}", lang)

    def _build(self) -> dict[str, Any]:
        lang, g = self.ui["lang"], self._shown()
        me = self._me()
        d = self._decision()
        cur = g.current()
        seats = []
        for pos, seat in (("bottom", me), ("right", (me + 1) % 3), ("left", (me + 2) % 3)):
            visible = seat in g.human or self.ui["open"] or g.over or not g.human
            clickable = d is not None and d.stage == "discard" and d.seat == seat == me
            allowed = {a.card for a in d.options} if clickable else set()
            memory = g.memory()
            chou = " ".join(card_word(c, "zh") for c in sorted(memory.chou[seat]))
            ren = " ".join(card_word(c, "zh") for c in sorted(memory.renpeng[seat]))
            seats.append({
                "seat": seat, "pos": pos, "name": seat_word(seat, lang),
                "banker": seat == g.banker, "you": seat in g.human,
                "turn": cur is not None and cur.seat == seat,
                "count": say("ptbl_cards_left", lang, n=len(g.hand(seat))),
                "cards": [_card(c) | {"playable": c in allowed} for c in g.hand(seat)]
                if visible else [],
                "hidden": 0 if visible else len(g.hand(seat)),
                "clickable": clickable,
                "groups": self._groups(g, seat, visible, lang),
                "huxi": say("ptbl_huxi_total", lang, n=sum(
                    value(m.kind, m.cards) for m in g.melds(seat))),
                "laid": [_card(c) for c in g.laid(seat)],
                "wang": say("ptbl_wang_shown", lang, n=g.wangs_shown(seat))
                if g.wangs_shown(seat) else "",
                "memory": say("ptbl_memory", lang, chou=chou or say("ptbl_none", lang),
                              ren=ren or say("ptbl_none", lang)) if chou or ren else ""})
        shown = g.shown_card()
        offer = None
        if shown is not None and not g.over or shown is not None and g.s.win is not None:
            seat, card, drawn = shown
            how = say("ptbl_drawn" if drawn else "ptbl_discarded", lang)
            offer = {"card": _card(card), "text": say("ptbl_shown_by", lang,
                                                       name=seat_word(seat, lang), how=how)}
        lines = [(i, describe(e, lang)) for i, e in enumerate(g.events, 1)]
        return self.common(lines) | {
            "labels": self.labels(), "seats": seats,
            "pile": say("ptbl_pile", lang, n=g.pile_left()), "offer": offer,
            "deck": {"value": g.pile, "choices": [
                {"value": p, "label": say(f"ptbl_deck_{p}", lang)} for p in DECKS]},
            "decision": self._decision_view(lang),
            "win": self._win_view(g, lang),
            "ledger": [{"name": seat_word(s, lang), "delta": g.ledger()[s]} for s in range(3)],
        }

    def _groups(self, g: PaohuziGame, seat: int, visible: bool, lang: str) -> list[dict]:
        out = []
        for m in g.melds(seat):
            up = FACE_UP.get(m.kind, (True,) * len(m.cards))
            out.append({"kind": kind_word(m.kind, lang),
                        "huxi": say("ptbl_huxi", lang, n=value(m.kind, m.cards)),
                        "cards": [_card(c, visible or u) for c, u in zip(m.cards, up,
                                                                         strict=True)]})
        return out

    def _win_view(self, g: PaohuziGame, lang: str) -> dict[str, Any] | None:
        if not g.over or g.s.win is None:
            return None
        sc = g.score()
        groups = [{"kind": kind_word(gr.kind, lang), "huxi": say("ptbl_huxi", lang, n=gr.huxi),
                   "cards": [ph_card_view(W, c) if w else ph_card_view(c)
                             for c, w in zip(gr.cards, gr.wild, strict=True)]}
                  for gr in sc.groups]
        factors = [f"{f.zh} ×{f.factor}" if lang == "zh" else f"{f.zh} ({f.en}) ×{f.factor}"
                   for f in sc.factors]
        # the last event is the HandEnd: its words
        return {"groups": groups, "factors": factors, "text": describe(g.events[-1], lang)}

    def _decision_view(self, lang: str) -> dict[str, Any] | None:
        d = self._decision()
        if d is None:
            return self._waiting("ptbl_waiting", lambda e: end_text(e, lang), seat_word,
                                 refused=[])
        name = seat_word(d.seat, lang)
        if d.stage == "discard":  # keyed by the card refused
            refused = [say("ptbl_refused_card", lang, card=card_word(k, lang),
                           why=speak(why, lang)) for k, why in d.refused]
        else:  # keyed by the action refused
            refused = [say("ptbl_refused", lang, kind=kind_word(k, lang), why=speak(why, lang))
                       for k, why in d.refused]
        if d.stage == "discard":
            return {"stage": "discard", "prompt": say("ptbl_stage_discard", lang, name=name),
                    "buttons": [{"kind": "hint", "label": say("ptbl_hint", lang)}],
                    "refused": refused}
        buttons = [{"kind": "choose", "index": i, "value": a.kind,
                    "label": self._option_label(d, a)} for i, a in enumerate(d.options)]
        buttons.append({"kind": "hint", "label": say("ptbl_hint", lang)})
        return {"stage": "claim", "buttons": buttons, "refused": refused,
                "prompt": say("ptbl_stage_claim", lang, name=name, card=card_word(d.card, lang))}


__all__ = ["PaohuziTable", "card_text"]
