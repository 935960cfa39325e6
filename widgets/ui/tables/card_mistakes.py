"""The card tables' mistakes in the learner's deck (issue 38: "each reviewed mistake goes into
the learner's record as a position code with an fsrs card"), and asked again in My mistakes
(:class:`~widgets.ui.tables.my_mistakes.MyMistakes`) as they were met: the seat's cards drawn
as cards, the other choices as buttons.

A card mistake is a question of :mod:`widgets.practice.record.mistakes` (the same deck as the
mahjong tables', ``source`` "table") with ``cards`` set to the game's id. Its ``hand`` is the
cards the seat saw of its own hand (space-separated ids), its ``options`` each option's kind,
cards and words in zh and en (斗地主's plays, picked as cards, are not listed: the played and
the strong move are, and a pick is matched against the position), ``moves`` what each says
beyond that (:func:`move_fields`), ``right`` the options that
count as right without measuring (the strong move, the same move in other suits), ``code`` the
position: the hand's replay up to that decision (as Save writes it: Load opens it at the
table), from which a try that is neither is measured against the strong move, as at the table.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from widgets.cards.cards import NotAllowed
from widgets.cards.paohuzi.notation import as_card
from widgets.engine.why import speak
from widgets.practice.card_tables.card_hand import card_game_class
from widgets.practice.card_tables.card_review import (
    REVIEWS,
    CardReviewer,
    decisions,
    judge,
    option_index,
)
from widgets.practice.choices import Action, Decision
from widgets.practice.costs import UNITS, Estimate
from widgets.practice.record.mistakes import mistake_answer, record_mistake
from widgets.practice.record.store import RecordError

from ..shared.assets import STATIC
from ..shared.card_faces import card_view, ph_card_view
from ..shared.intents import Refused
from ..shared.labels import say
from .doudizhu_words import action_words

# each game's face of one card (cards.js draws it)
FACES: dict[str, Callable[[str, str], dict[str, Any]]] = {
    "doudizhu": card_view, "sanzhang": card_view,
    "paohuzi": lambda c, lang: ph_card_view(as_card(c))}
# the cards of its own hand a seat saw at a decision (欢乐三张: none before it looked)
SEEN: dict[str, Callable[[Any, int], list[str]]] = {
    "doudizhu": lambda g, s: list(g.hand(s)), "paohuzi": lambda g, s: list(g.hand(s)),
    "sanzhang": lambda g, s: g.hands[s].split() if g.hands and g.sees(s, s) else []}
PICKED = "play"  # the option kind whose cards are picked, then played (斗地主)


def faces(game_id: str, cards: list[str], lang: str) -> list[dict[str, Any]]:
    face = FACES.get(game_id)
    return [face(c, lang) for c in cards] if face else []


def seen(game: Any, seat: int) -> list[str]:
    return SEEN.get(game.game_id, lambda g, s: [])(game, seat)


def picks(d: Decision) -> bool:
    """Are ``d``'s moves cards picked, then played (斗地主's play), not one option a click?"""
    return any(a.kind == PICKED for a in d.options)


def figure(x: float) -> str:
    """A loss as the review says it: 1.5, and 0.0 rather than -0.0."""
    return f"{x:.1f}".replace("-0.0", "0.0")


def loss_text(unit: str, e: Estimate, lang: str) -> str:
    """One unit's loss in words, with its interval (none when worked out exactly); an
    interval wider than the unit's bound gets no single figure: a mistake's lower end, or
    the range."""
    if e.exact:
        mean = f"{100 * e.mean:.0f} %" if unit == "win" else figure(e.mean)
        return say("card_loss_exact", lang, mean=mean,
                   unit=UNITS[unit].zh if lang == "zh" else UNITS[unit].en)
    u = UNITS[unit]
    said = e.said_as(u)
    if said != "figure":  # no single figure wider than the bound (issue 38: "bounded")
        def show(x: float) -> str:
            return f"{100 * max(-1.0, min(1.0, x)):.0f} %" if unit == "win" else figure(x)
        bound = show(u.bound) if unit == "win" else f"{u.bound:g}"
        return say(f"card_loss_{said}", lang, low=show(e.low), high=show(e.high),
                   bound=bound, unit=u.zh if lang == "zh" else u.en)
    if unit == "win":  # a difference of two chances lies within ±100 %, whatever the interval
        return say("card_loss_win", lang, mean=f"{100 * e.mean:.0f}",
                   low=f"{100 * max(e.low, -1.0):.0f}", high=f"{100 * min(e.high, 1.0):.0f}")
    key = "card_loss_chips" if unit == "chips" else "points_loss"
    return say(key, lang, mean=figure(e.mean), low=figure(e.low), high=figure(e.high))


def feedback(verdict: str, move: str, why: str, loss: dict[str, Estimate] | None,
             lang: str) -> str:
    """What a try is told (retry before reveal, at the table and in My mistakes): right (the
    strong move, or as good: within the interval, or exactly), the move played again, or not
    as good (with what it would cost)."""
    if verdict == "other" and loss:
        return say("retry_worse", lang, move=move, loss=losses_text(loss, lang))
    if verdict == "good" and loss and all(e.exact for e in loss.values()):
        return say("retry_good_exact", lang, move=move)
    return say(f"retry_{verdict}", lang, move=move, why=why if verdict == "best" else "")


def losses_text(loss: dict[str, Estimate], lang: str) -> str:
    return ("；" if lang == "zh" else "; ").join(loss_text(u, e, lang) for u, e in loss.items())


def words_both(table: Any, d: Decision, a: Action) -> tuple[str, str]:
    """``a`` in the table's words, zh and en (the deck asks it in either language)."""
    lang = table.ui["lang"]
    try:
        out = []
        for each in ("zh", "en"):
            table.ui["lang"] = each
            out.append(table._action_words(d, a))
    finally:
        table.ui["lang"] = lang
    return out[0], out[1]


def card_question(table: Any, r: CardReviewer, step: int) -> dict[str, Any]:
    """What it takes to ask the mistake at ``step`` again without the table (the record)."""
    game, d, played, best = r.at(step)
    p = next(p for p in r.review.decisions if p.step == step)
    review = r.review_of
    listed = [a for a in d.options if a.kind != PICKED or a in (played, best)]
    if played not in listed:
        listed.append(played)
    e = p.loss[r.review_of.units[0]]
    return {"cards": table.game.game_id, "step": step, "seat": r.seat, "stage": d.stage,
            "hand": " ".join(seen(game, r.seat)),
            "options": [[a.kind, list(a.tiles), *words_both(table, d, a)] for a in listed],
            "moves": [move_fields(a) for a in listed],
            "played": listed.index(played),
            "best": next(i for i, a in enumerate(listed) if review.same(a, best)),
            "right": [i for i, a in enumerate(listed) if review.same(a, best)],
            "why": [p.why.zh, str(p.why)] if p.why is not None else ["", ""],
            "unit": review.units[0], "loss": [round(e.mean, 2), round(e.low, 2),
                                              round(e.high, 2)],
            "code": code(r.hand, step)}


def code(hand: Any, step: int) -> dict[str, Any]:
    """The position: the hand's replay (as Save writes it) up to the decision at ``step`` and
    its event, kept as JSON (not as text, which the record would escape again and again)."""
    replay = json.loads(hand.to_json())
    replay["events"] = replay["events"][:step + 1]
    return replay


def write(table: Any, run: Any, answers: list[Any]) -> None:
    """The answers into the table's record (none: nothing); a failure said, not lost."""
    record = getattr(table, "_record", None)
    if record is None:
        return
    try:
        for a in answers:
            record_mistake(record, a)
    except (RecordError, OSError) as e:
        lang = table.ui["lang"]
        run.problem = e.text(lang) if isinstance(e, RecordError) else \
            say("points_deck_failed", lang, why=str(e))


def keep_mistakes(table: Any, run: Any) -> None:
    """Once the review is worked out (or stopped), its mistakes go in the learner's deck,
    each once: those found after Go on join them."""
    r = run.reviewer
    if r is None or not r.finished or getattr(table, "_record", None) is None:
        return
    new = [p for p in r.review.mistakes if p.step not in run.recorded]
    run.recorded |= {p.step for p in new}
    g = table.game
    write(table, run, [mistake_answer(g.game_id, g.seed, card_question(table, r, p.step),
                                      correct=False, answer=words_both(
                                          table, r.at(p.step)[1], p.played)[1])
                       for p in new])


def keep_try(table: Any, run: Any, right: bool, words_en: str) -> None:
    """A try at the table is a review of that card: right Good, wrong Again."""
    r, g = run.reviewer, table.game
    write(table, run, [mistake_answer(g.game_id, g.seed, card_question(
        table, r, run.retry["step"]), correct=right, answer=words_en)])


# ---- My mistakes: a card question asked again ------------------------------------------------

def is_card(q: dict[str, Any]) -> bool:
    return bool(q.get("cards"))


def position(q: dict[str, Any]) -> tuple[Any, Decision, Action, Action]:
    """The table before the mistake, its decision, the move played and the strong one,
    rebuilt from the question's ``code`` (ValueError when it does not open)."""
    review = REVIEWS.get(q["cards"])
    if review is None or not isinstance(q.get("code"), dict):
        raise ValueError("no position to open")
    hand = card_game_class(q["cards"]).from_json(json.dumps(q["code"]))
    for k, game, d, _played in decisions(hand, q["seat"], review):
        if k == q["step"]:
            return (review.clone(game), d, as_action(q, q["played"], d, review),
                    as_action(q, q["best"], d, review))
    raise ValueError("the step is no decision of that seat")


def move_fields(a: Action) -> list[Any]:
    """What an option says beyond its kind and cards (a bid's or a raise's value, a play's
    reading, a 吃's way, a bet's chips and place), kept beside ``options``."""
    return [a.value, a.as_type, a.way, a.amount, a.position]


def as_action(q: dict[str, Any], i: int, d: Decision, review: Any) -> Action:
    """Option ``i`` of the question as the decision's own option (matched as the same move;
    LookupError when the position offers no such move)."""
    o = q["options"][i]
    value, as_type, way, amount, position = q["moves"][i]
    n = option_index(review, d, Action(o[0], tuple(o[1]), value=value, as_type=as_type,
                                       way=way, amount=amount, position=position))
    if n < 0:
        raise LookupError(f"option {i} is not offered at that position")
    return d.options[n]


def cards_words(game: Any, d: Decision, move: Action, lang: str) -> str:
    """A move picked as cards in the table's words (the table's own function, no table)."""
    return action_words(game, d, move, lang)


def grade(q: dict[str, Any], i: int | None, cards: list[str] | None
          ) -> tuple[str, tuple[str, str], dict[str, Estimate] | None]:
    """A try in My mistakes, option ``i`` or the picked ``cards``, judged as at the table
    (:func:`~widgets.practice.card_tables.card_review.judge`, on the review's own deals):
    its verdict, its words (zh, en) and the loss measured (None when not measured). A
    position that no longer opens (an old or damaged code) tells only best and same."""
    if i is not None:
        o = q["options"][i]
        if i in q.get("right", [q["best"]]):
            return "best", (o[2], o[3]), None
        if i == q["played"]:
            return "same", (o[2], o[3]), None
    try:
        review = REVIEWS[q["cards"]]
        game, d, played, best = position(q)
        move = as_action(q, i, d, review) if i is not None else None
    except (ValueError, KeyError, TypeError, LookupError, AttributeError):
        if i is None:
            raise Refused("try: this mistake's position no longer opens: choose a button",
                          "try：这个失误的局面打不开了：请点按钮") from None
        return "other", (q["options"][i][2], q["options"][i][3]), None
    if move is not None and i is not None:
        words = (q["options"][i][2], q["options"][i][3])
    else:
        try:
            move = review.cards_move(game, d, tuple(cards or ()))
        except NotAllowed as e:
            raise Refused(f"try: {speak(e, 'en')}", f"try：{speak(e, 'zh')}") from None
        if option_index(review, d, move) < 0:
            raise Refused("try: those cards cannot be played there", "try：那时不能出这些牌")
        words = (cards_words(game, d, move, "zh"), cards_words(game, d, move, "en"))
    verdict, loss = judge(review, game, d, q["seat"], move, played, best,
                          f"{q['seed']}/{q['step']}")
    return verdict, words, loss


# the games' names where My mistakes says where a mistake was met
NAMES = {"doudizhu": ("斗地主", "斗地主 (Dou Dizhu)"), "paohuzi": ("跑胡子", "跑胡子 (Paohuzi)"),
         "sanzhang": ("欢乐三张", "欢乐三张 (Three Cards)"),
         "tuitongzi": ("二八杠", "二八杠 (Tui Tongzi)")}


def _state(w: Any) -> dict[str, Any]:
    """My mistakes' card question now: the cards picked and each try (reset with the card)."""
    key = w._keys[0] if w._keys else ""
    st = w.__dict__.get("_card_state")
    if st is None or st["key"] != key or not w._tries:
        st = {"key": key, "picked": [] if st is None or st["key"] != key else st["picked"],
              "tries": []}
        w._card_state = st
    return st


def mm_pick(w: Any, msg: dict[str, Any]) -> tuple:
    """My mistakes' ``pick`` (``card``): a card of the hand picked or put back (斗地主)."""
    q = w._current()
    if not is_card(q) or not any(o[0] == PICKED for o in q["options"]):
        raise Refused("pick: this mistake is answered with a button or a card click",
                      "pick：这道题点按钮或点牌作答")
    st = _state(w)
    card, hand, picked = msg.get("card"), q["hand"].split(), st["picked"]
    if card in picked:
        picked.remove(card)
    elif isinstance(card, str) and hand.count(card) > picked.count(card):
        picked.append(card)
    else:
        raise Refused(f"pick: {card!r:.40} is not one of the cards then",
                      f"pick：{card!r:.40} 不是那时的牌")
    return w._state, w._ui


def mm_try(w: Any, q: dict[str, Any], msg: dict[str, Any]) -> tuple:
    """My mistakes' ``try`` of a card question: ``index`` (an option) or ``picked`` true."""
    st = _state(w)
    if msg.get("picked") is True:
        if not st["picked"]:
            raise Refused("try: pick the cards to play first", "try：先选要出的牌")
        verdict, words, loss = grade(q, None, list(st["picked"]))
    else:
        i = msg.get("index")
        if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < len(q["options"]):
            raise Refused(f"try: index is 0-{len(q['options']) - 1}, not {i!r:.40}",
                          f"try：序号是 0-{len(q['options']) - 1}，不是 {i!r:.40}")
        verdict, words, loss = grade(q, i, None)
    w._tries.append((verdict, -1))
    st["tries"].append((verdict, words, loss))
    st["picked"] = []
    if w._record is not None and len(w._tries) == 1:  # the first try grades the card
        seed = int(q["seed"]) if str(q["seed"]).isdigit() else None
        try:
            record_mistake(w._record, mistake_answer(
                q["variant"], seed, {k: v for k, v in q.items() if k not in ("variant", "seed")},
                correct=verdict in ("best", "good"), answer=words[1]))
        except (RecordError, OSError) as e:
            w._problem = e.text(w._ui["lang"]) if isinstance(e, RecordError) else str(e)
    return w._state, w._ui


def mm_view(w: Any, q: dict[str, Any], lang: str) -> dict[str, Any]:
    """A card question as My mistakes draws it: the seat's cards as cards (picked, or each a
    discard to try), the other options as buttons, each try's verdict, the answer."""
    st = _state(w)
    word = 2 if lang == "zh" else 3
    options = q["options"]
    mode = "pick" if any(o[0] == PICKED for o in options) else "click"
    discard = {o[1][0]: i for i, o in enumerate(options) if o[0] == "discard" and o[1]}
    left = list(st["picked"])
    cards = []
    for c in q["hand"].split():
        chosen = c in left
        if chosen:
            left.remove(c)
        cards.append({"card": faces(q["cards"], [c], lang)[0], "id": c, "picked": chosen,
                      "index": discard.get(c, -1)})
    name = NAMES.get(q["cards"], (q["cards"], q["cards"]))[0 if lang == "zh" else 1]
    why = q["why"][0 if lang == "zh" else 1].rstrip("。.")
    out: dict[str, Any] = {
        "cards": q["cards"], "mode": mode,
        "where": say("mistakes_where", lang, variant=name, seed=q["seed"], step=q["step"] + 1),
        "prompt": say("mistakes_prompt", lang, played=options[q["played"]][word]),
        "hand": cards, "buttons": [{"index": i, "label": o[word]} for i, o in enumerate(options)
                                   if o[0] not in ("discard", PICKED)],
        "play": say("retry_play", lang) if mode == "pick" else "",
        "verdict": "", "feedback": "", "revealed": "",
        "can_reveal": bool(w._tries) and not w._revealed}
    if st["tries"]:
        verdict, words, loss = st["tries"][-1]
        move = words[0 if lang == "zh" else 1]
        out["verdict"] = verdict
        out["feedback"] = feedback(verdict, move, why, loss, lang)
    if w._revealed:
        mean, low, high = q["loss"]
        out["revealed"] = say("retry_answer", lang, best=options[q["best"]][word], why=why,
                              played=options[q["played"]][word],
                              loss=loss_text(q.get("unit", "points"),
                                             Estimate(mean, (high - low) / 2, 2), lang))
    return out


def with_cards(esm: str) -> str:
    """My mistakes' module with the card drawing (cards.js) and its card question's
    (my_mistakes_cards.js) after it: function declarations, called once it has loaded."""
    cards = (STATIC / "cards.js").read_text(encoding="utf-8")
    cards = cards.replace("export default { render };", "").replace(
        "function render(", "function cardsRender(")
    return esm + "\n" + cards + "\n" + (STATIC / "my_mistakes_cards.js").read_text(
        encoding="utf-8")
