"""Retry before reveal at the card tables (issue 38: "a mistake opens its position at the table
… and asks 'find a better move'; the learner tries, is told right or wrong, and only then can
reveal"), as the hand table's (:mod:`.table_review`): the table steps to the mistake, the
seat's cards then are drawn (斗地主: picked, then played; 跑胡子: a card a click is its discard)
and its other choices are buttons. A try is right when it is the strong move or measured as
good as it (:func:`~widgets.practice.card_tables.card_review.judge`), and told so; the answer
shows only after a try. The first try of a showing grades the mistake's card in the deck.

Messages (``{"kind": "review", "action": ...}``): ``retry`` (``step``, a listed mistake),
``pick`` (``card``: one of the seat's cards then), ``try`` (``index``, an option, or
``picked``: true, the cards picked), ``reveal``, ``close``.
"""

from __future__ import annotations

from typing import Any

from widgets.cards.cards import NotAllowed
from widgets.engine.why import speak
from widgets.practice.card_tables.card_review import option_index

from ..shared.intents import Refused
from ..shared.labels import say
from . import card_mistakes as deck

ACTIONS = ("retry", "pick", "try", "reveal", "close")


def retry_intent(table: Any, run: Any, what: str, msg: dict[str, Any]) -> None:
    r = run.reviewer
    if r is None or not r.finished:
        raise Refused("review: work the review out first", "复盘：先把复盘算出来")
    if what == "retry":
        step = msg.get("step")
        listed = sorted(p.step for p in r.review.mistakes)
        if type(step) is not int or step not in listed:
            raise Refused(f"review: step is one of the mistakes listed {listed}, not "
                          f"{step!r:.40}", f"复盘：step 是列出的失误之一 {listed}，"
                          f"不是 {step!r:.40}")
        run.retry = {"step": step, "tries": [], "revealed": False, "picked": []}
        table.at = step
        return
    retry = run.retry
    if retry is None:
        raise Refused("review: no mistake is being tried again", "复盘：现在没有在重试的失误")
    game, d, _played, _best = r.at(retry["step"])
    table.at = retry["step"]
    if what == "close":
        run.retry = None
    elif what == "reveal":
        if not retry["tries"]:
            raise Refused("review: try a move first, then the answer shows",
                          "复盘：先试一个选择，才能看答案")
        retry["revealed"] = True
    elif what == "pick":
        _pick(retry, deck.seen(game, r.seat), msg.get("card"))
    else:
        _try(table, run, game, d, msg)


def _pick(retry: dict[str, Any], hand: list[str], card: Any) -> None:
    picked = retry["picked"]
    if card in picked:
        picked.remove(card)
    elif isinstance(card, str) and hand.count(card) > picked.count(card):
        picked.append(card)
    else:
        raise Refused(f"review: {card!r:.40} is not one of your cards then",
                      f"复盘：{card!r:.40} 不是你那时的牌")


def _try(table: Any, run: Any, game: Any, d: Any, msg: dict[str, Any]) -> None:
    r, retry = run.reviewer, run.retry
    review = r.review_of
    if msg.get("picked") is True:
        if not retry["picked"]:
            raise Refused("review: pick the cards to play first", "复盘：先选要出的牌")
        try:
            move = review.cards_move(game, d, tuple(retry["picked"]))
        except NotAllowed as e:
            raise Refused(f"review: {speak(e, 'en')}", f"复盘：{speak(e, 'zh')}") from None
        i = option_index(review, d, move)
        if i < 0:
            raise Refused("review: those cards cannot be played there",
                          "复盘：那时不能出这些牌")
    else:
        index = msg.get("index")
        if isinstance(index, bool) or not isinstance(index, int) or \
                not 0 <= index < len(d.options):
            raise Refused(f"review: index is 0-{len(d.options) - 1}, not {index!r:.40}",
                          f"复盘：序号是 0-{len(d.options) - 1}，不是 {index!r:.40}")
        i = index
    verdict, loss = r.attempt(retry["step"], d.options[i])
    retry["tries"].append((verdict, i, loss))
    retry["picked"] = []
    if len(retry["tries"]) == 1:  # the first try of a showing grades the card
        deck.keep_try(table, run, verdict in ("best", "good"),
                      deck.words_both(table, d, d.options[i])[1])


def retry_view(table: Any, run: Any, lang: str) -> dict[str, Any] | None:
    """The mistake tried again: the seat's cards then (picked, or each a discard), the other
    options as buttons; after a try whether it was right; the answer once asked for."""
    r, retry = run.reviewer, run.retry
    if r is None or retry is None:
        return None
    step = retry["step"]
    game, d, played, best = r.at(step)
    p = next(p for p in r.review.decisions if p.step == step)
    words = lambda a: table._action_words(d, a)  # noqa: E731
    hand, picking = deck.seen(game, r.seat), deck.picks(d)
    discard = {a.tiles[0]: i for i, a in enumerate(d.options)
               if a.kind == "discard" and len(a.tiles) == 1}
    left = list(retry["picked"])
    cards = []
    for c in hand:
        chosen = c in left
        if chosen:
            left.remove(c)
        cards.append({"card": deck.faces(game.game_id, [c], lang)[0], "id": c,
                      "picked": chosen, "index": discard.get(c, -1)})
    out: dict[str, Any] = {
        "step": step, "mode": "pick" if picking else "click",
        "prompt": say("retry_prompt", lang, step=step + 1, played=words(played)),
        "cards": cards,
        "buttons": [{"index": i, "label": words(a)} for i, a in enumerate(d.options)
                    if a.kind not in ("discard", deck.PICKED)],
        "play": say("retry_play", lang) if picking else "",
        "feedback": "", "verdict": "", "revealed": "",
        "reveal": say("retry_reveal", lang) if retry["tries"] and not retry["revealed"]
        else "", "close": say("retry_close", lang)}
    if retry["tries"]:
        verdict, i, loss = retry["tries"][-1]
        move = words(d.options[i])
        out["feedback"] = deck.feedback(verdict, move, _why(p, lang), loss, lang)
        out["verdict"] = verdict
    if retry["revealed"]:
        out["revealed"] = say("retry_answer", lang, best=words(best),
                              why=_why(p, lang),
                              played=words(played), loss=deck.losses_text(p.loss, lang))
    return out


def _why(p: Any, lang: str) -> str:
    """The mistake's reason, its closing stop left to the sentence it goes in."""
    return p.why.say(lang).rstrip("。.") if p.why is not None else ""
