"""The exercise kinds: each factory asks the engine for the answer and its explanation.

:class:`~widgets.ui.drills.exercise.Exercise` takes each of these as a classmethod
(``Exercise.waits(…)``); ``cls`` is that class. Kept apart from the widget so each module
stays one concept: here what a question asks and how an answer is judged, there how it is
shown and answered.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from widgets.engine.results import InvalidHand, NotAllowed
from widgets.engine.situation import Situation
from widgets.engine.tiles import tile_name, tile_zh
from widgets.practice.drills import why as drill_why
from widgets.practice.drills.claims import say_reason
from widgets.practice.drills.hands import plain_complete, shape_rule
from widgets.practice.drills.questions import both, tile_names

from ..shared import view as v
from ..shared.labels import LANGS, bilingual, say

# the widget class each factory is a classmethod of (Exercise): ``cls`` builds what it returns
E = TypeVar("E")
Text = str | dict[str, str]
Check = Callable[[Any], "bool | tuple[bool, Text]"]
CLAIM_KINDS = ("chi", "pon", "kong", "win", "pass")


def _join(*parts: Text) -> dict[str, str]:
    """Bilingual texts joined line by line (a plain string is used in both languages)."""
    return {lang: "\n".join(bilingual(p, lang) for p in parts if bilingual(p, lang))
            for lang in LANGS}


def _count_en(n: int, noun: str) -> str:
    """'1 wait', '3 waits': English counts agree with their number."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def waits(cls: Callable[..., E], variant: str, hand: str, *, seen: str = "", lang: str = "zh",
          size: str | None = None, **options: Any) -> E:
    """Select every wait of a 13-tile hand (a dead wait, all four in hand, may be left
    out). ``options`` are the variant's rule options."""
    rules = v.rules_for(variant, options)
    parsed = rules.validate(hand)
    if parsed.size != 13 or parsed.winning is not None:
        raise ValueError(f"a waits exercise needs a 13-tile hand, not {hand!r}")
    seen_tiles = v.parse_hand(seen).all_tiles() if seen else []
    waits = rules.waits(parsed, seen_tiles)
    live = {w.tile for w in waits if not w.dead}
    dead = {w.tile for w in waits if w.dead}
    listing = ", ".join(f"{tile_zh(w.tile)} {tile_name(w.tile)} ({w.unseen})" for w in waits)
    explain = _join(
        both(f"听：{listing}（括号里是未见张数）" if waits else
             f"这手牌没有听牌：{v.shanten_label(rules.shanten(parsed), 'zh')}",
             f"Waits: {listing} (unseen copies in brackets)" if waits else
             f"This hand waits on nothing: {v.shanten_label(rules.shanten(parsed), 'en')}"),
        both(f"{tile_names(sorted(dead))} 是死听：四张都在自己手里", f"{tile_names(sorted(dead))} "
             "is a dead wait: all four copies are in the hand") if dead else "")

    def check(answer: tuple[str, ...]) -> tuple[bool, Text]:
        chosen = {v.to_tile(a) for a in answer}
        missing, wrong = live - chosen, chosen - live - dead
        if not missing and not wrong:
            return True, explain
        parts: list[Text] = []
        if wrong:
            parts.append(both(f"{tile_names(sorted(wrong))} 不能和这手牌",
                              f"{tile_names(sorted(wrong))}: does not complete the hand"))
            # sets and a pair by shape, refused by a rule of the variant: name the rule
            shaped = [t for t in sorted(wrong) if plain_complete(parsed.add(t))]
            if shaped:
                parts.append(shape_rule(rules, parsed, shaped[0]))
        if missing:
            parts.append(both(f"还少 {len(missing)} 张听牌", _count_en(len(missing), "wait") +
                              " missing"))
        return False, _join(*parts)

    order = [w.tile for w in waits if not w.dead]
    reveal = {"readings": drill_why.wait_readings(rules, parsed, order),
              "tiles": [drill_why.waits_group(waits)] if order else []}
    return cls(both("这手牌听哪几张？选出所有的听牌（没有就不选，直接检查）。",
                    "Which tiles does this hand wait on? Select every wait (none: check "
                    "with nothing selected)."),
               check, answer="tiles", hand=str(parsed), variant=variant,
               hint=both(f"一共听 {len(live)} 张。", f"There are {len(live)} live waits."),
               solution=explain, lang=lang, size=size, reveal=reveal)


def shanten(cls: Callable[..., E], variant: str, hand: str, *, lang: str = "zh",
            size: str | None = None, **options: Any) -> E:
    """Type the hand's 向听 (shanten) number."""
    rules = v.rules_for(variant, options)
    parsed = rules.parse(hand)
    problems = tuple(p for p in rules.problems(parsed) if p.code != "too-few")
    if problems:
        raise InvalidHand(problems)
    answer = rules.shanten(parsed)
    if answer is None:
        raise ValueError(f"{hand!r} can never win: no shanten to ask for")
    extra: Text = ""
    reveal: dict[str, list] = {}
    if answer == -1:
        found = drill_why.reading(rules, parsed)
        reveal = {"readings": [found] if found else []}
    elif parsed.size == 13 and answer == 0:
        reveal = {"readings": drill_why.wait_readings(
            rules, parsed, [w.tile for w in rules.waits(parsed) if not w.dead])}
    if parsed.size == 13 and answer == 0:
        extra = both(f"听 {tile_names(w.tile for w in rules.waits(parsed))}",
                     f"It waits on {tile_names(w.tile for w in rules.waits(parsed))}")
    elif parsed.size == 14:
        best = rules.discard_advice(parsed)[:1]
        if best:
            d = best[0]
            if answer != -1:
                reveal = {"tiles": [drill_why.discard_group(d)]}
            extra = both(f"例如打 {tile_names([d.tile])}：{v.shanten_label(d.shanten, 'zh')}，"
                         f"进张 {d.effective_count} 张",
                         f"e.g. discard {tile_names([d.tile])}: "
                         f"{v.shanten_label(d.shanten, 'en')}, {d.effective_count} "
                         "improving tiles")
    explain = _join(both(f"答案：{answer}（{v.shanten_label(answer, 'zh')}）",
                         f"Answer: {answer} ({v.shanten_label(answer, 'en')})"), extra)

    def check(n: int) -> tuple[bool, Text]:
        if n == answer:
            return True, explain
        return False, both(f"不是 {n}：答案{'更小' if n > answer else '更大'}",
                           f"Not {n}: the answer is {'lower' if n > answer else 'higher'}")

    return cls(both("这手牌几向听？（听牌 = 0，已和 = -1）",
                    "How many shanten is this hand? (ready = 0, complete = -1)"),
               check, answer="number", hand=str(parsed), variant=variant,
               hint=both("向听 = 还要换几张牌才能听牌。"
                         "缺一门的规则下，要打掉的那门每张都要换。",
                         "Shanten = draw-and-discard exchanges to a ready hand. Where a "
                         "suit must be dropped (缺一门), each of its tiles must go."),
               solution=explain, lang=lang, size=size, reveal=reveal)


def best_discard(cls: Callable[..., E], variant: str, hand: str, *, seen: str = "",
                 lang: str = "zh", size: str | None = None, **options: Any) -> E:
    """Click the best discard of a 14-tile hand: lowest shanten after it, then the most
    进张; any discard tied on both is right."""
    rules = v.rules_for(variant, options)
    parsed = rules.validate(hand)
    if parsed.size != 14:
        raise ValueError(f"a discard exercise needs a 14-tile hand, not {hand!r}")
    seen_tiles = v.parse_hand(seen).all_tiles() if seen else []
    advice = rules.discard_advice(parsed, seen_tiles)
    key = {d.tile: (d.shanten if d.shanten is not None else 99, -d.effective_count)
           for d in advice}
    best = min(key.values())
    right = {t for t, k in key.items() if k == best}

    def line(d, lang: str) -> str:  # the improving tiles themselves are drawn (reveal)
        return (f"{tile_zh(d.tile)} {tile_name(d.tile)}: {v.shanten_label(d.shanten, lang)}, "
                f"{say('effective', lang)} {d.effective_count}")

    table = {lang: "\n".join(line(d, lang) for d in advice[:5]) for lang in LANGS}
    picks = tile_names(sorted(right))
    explain = _join(both(f"最佳：{picks}", f"Best: {picks}"), table)

    top = advice[0]
    # the best three, as the table ranks them
    reveal: dict[str, list] = {"tiles": [drill_why.discard_group(d) for d in advice[:3]]}
    if top.shanten == 0:
        after = parsed.remove(top.tile)
        reveal["readings"] = drill_why.wait_readings(
            rules, after, [w.tile for w in rules.waits(after, seen_tiles) if not w.dead])

    def check(name: str) -> tuple[bool, Text]:
        tile = v.to_tile(name)
        if tile in right:
            return True, explain
        mine = next(d for d in advice if d.tile == tile)
        top = advice[0]
        return False, both(
            f"打 {tile_names([tile])}：{v.shanten_label(mine.shanten, 'zh')}，进张 "
            f"{mine.effective_count}；最好的打法能做到 {v.shanten_label(top.shanten, 'zh')}，"
            f"进张 {top.effective_count}",
            f"Discarding {tile_names([tile])}: {v.shanten_label(mine.shanten, 'en')}, "
            f"{mine.effective_count} improving tiles; the best discard reaches "
            f"{v.shanten_label(top.shanten, 'en')} with {top.effective_count}")

    return cls(both("打哪一张最好？（先看向听，再看进张）",
                    "Which tile is the best discard? (lowest shanten first, then the most "
                    "improving tiles)"),
               check, answer="tiles", pick="one", tiles="hand", hand=str(parsed),
               variant=variant,
               hint=both("进张 = 打掉这张后，能让向听减少的未见牌的张数。",
                         "Improving tiles (进张) = unseen copies of the tiles that would "
                         "lower the shanten after this discard."),
               solution=explain, lang=lang, size=size, reveal=reveal)


def claim(cls: Callable[..., E], variant: str, hand: str, tile: str, from_seat: int,
          situation: dict[str, Any] | Situation | None = None, *, lang: str = "zh",
          size: str | None = None, **options: Any) -> E:
    """Choose every claim (吃 碰 杠 胡) the rules allow on a discard, or 过 if none."""
    rules = v.rules_for(variant, options)
    sit = situation if isinstance(situation, Situation) else Situation.from_dict(situation)
    report = rules.claims(hand, tile, from_seat, sit)
    allowed = {o.kind for o in report.options} or {"pass"}
    t = v.to_tile(tile)
    choices = [both(say(k, "zh"), f"{say(k, 'en')} {say(k, 'zh')}") | {"value": k}
               for k in CLAIM_KINDS]
    reasons = {r.kind: r for r in report.refused}

    def reason(kind: str, lang: str) -> str:
        r = reasons[kind]
        return f"{say(kind, lang)} ✗ {say_reason(r.reason, lang)}" + (
            f" ({r.ruling})" if r.ruling else "")

    explain = {lang: "\n".join(
        [f"{say('allowed', lang)}: " + (" ".join(say(k, lang) for k in CLAIM_KINDS
                                                 if k in allowed))]
        + [reason(k, lang) for k in CLAIM_KINDS if k in reasons]) for lang in LANGS}

    def check(answer: tuple[str, ...]) -> tuple[bool, Text]:
        chosen = set(answer)
        if chosen == allowed:
            return True, explain
        wrong = [k for k in CLAIM_KINDS if k in chosen - allowed and k in reasons]
        parts: list[Text] = [{lang: reason(k, lang) for lang in LANGS} for k in wrong]
        if "pass" in chosen and allowed != {"pass"}:
            parts.append(both("有可以吃碰杠胡的选择", "Some claim is allowed here"))
        if allowed - chosen - {"pass"}:
            parts.append(both(f"还少 {len(allowed - chosen)} 个可以的选择",
                              _count_en(len(allowed - chosen), "allowed claim")
                              + " missing"))
        return False, _join(*parts)

    seat = say(f"seat_{from_seat}", "zh")
    return cls(both(f"{seat}打出 {tile_names([t])}。规则允许你做什么？（可多选；都不行就选 过）",
                    f"The player {say(f'seat_{from_seat}', 'en')} discards {tile_names([t])}. "
                    "Which claims do the rules allow? (choose all; none: Pass)"),
               check, answer="choice", choices=choices, multi=True,
               hand=str(rules.parse(hand)), variant=variant, focus=tile_name(t),
               focus_label=both(f"{seat}打出",
                                f"discarded by {say(f'seat_{from_seat}', 'en')}"),
               hint=both("碰要两张一样的，明杠要三张，吃只能吃上家，胡要能和牌；"
                         "再看这个玩法的规定。",
                         "碰 needs two alike in hand, 明杠 three, 吃 only from 上家, 胡 a "
                         "complete hand; then check this variant's own rules."),
               solution=explain, lang=lang, size=size)


def score(cls: Callable[..., E], variant: str, hand: str,
          situation: dict[str, Any] | Situation | None = None, *, lang: str = "zh",
          size: str | None = None, **options: Any) -> E:
    """Type the score (the total) of a winning hand; the feedback is the fan breakdown."""
    rules = v.rules_for(variant, options)
    sit = situation if isinstance(situation, Situation) else Situation.from_dict(situation)
    try:
        result = rules.score(hand, sit)
    except (NotAllowed, InvalidHand) as e:
        raise ValueError(f"{hand!r} cannot be scored: {e}") from None
    view = {lang: v.score_view(result, lang, alternatives=False) for lang in LANGS}

    def breakdown(lang: str, with_values: bool = True) -> str:
        s = view[lang]
        times = "×" if s["mode"] == "multiply" else "+"

        def value(ln: dict[str, Any]) -> str:  # a base line (Wuhan's 大胡) adds
            count = f" ×{ln['count']}" if ln["count"] > 1 else ""
            return f"{ln['label']} {'+' if ln['adds'] else times}{ln['value']}{count}"

        lines = [value(ln) if with_values else ln["label"] for ln in s["lines"]]
        out = [", ".join(lines)]
        out += [f"{say('excluded', lang)}: {e['label']} — {e['why']}" for e in s["excluded"]]
        out += s["notes"]
        if with_values:
            out.append(f"{say('total', lang)}: {s['total']}")
        return "\n".join(out)

    explain = {lang: breakdown(lang) for lang in LANGS}
    words = {lang: v.situation_words(sit, lang) for lang in LANGS}
    won = rules.parse(hand)
    reveal = {"readings": [drill_why.arrangement_view(result.arrangement, won)]}

    def check(n: int) -> tuple[bool, Text]:
        if n == result.total:
            return True, explain
        return False, {lang: f"{'不是' if lang == 'zh' else 'Not'} {n}. "
                       + breakdown(lang, False) for lang in LANGS}

    return cls(both("这手牌和了算多少？" + (f"（{words['zh']}）" if words["zh"] else ""),
                    "What does this winning hand score?"
                    + (f" ({words['en']})" if words["en"] else "")),
               check, answer="number", hand=str(rules.parse(hand)), variant=variant,
               hint=both(f"算进去的番有 {len(result.lines)} 个；别忘了不计的番。",
                         f"{_count_en(len(result.lines), 'fan line')} "
                         f"{'counts' if len(result.lines) == 1 else 'count'}; "
                         "mind the excluded ones (不计)."),
               solution=explain, lang=lang, size=size, reveal=reveal)


def choice(cls: Callable[..., E], question: Text, choices: Sequence[Text], answer: int | str,
           explanation: Text = "", *, hint: Text = "", hand: str | None = None,
           variant: str = "sichuan-xuezhan", lang: str = "zh",
           size: str | None = None, cards: str | Sequence[Any] | None = None,
           game: str = "paohuzi") -> E:
    """Pick one of ``choices``; ``answer`` is the right one's index or its text; ``cards``
    (with ``game``) a row of cards shown with the question, or ``(label, notation)`` rows."""
    labels = [bilingual(c, "zh") if isinstance(c, dict) else c for c in choices]
    labels_en = [bilingual(c, "en") if isinstance(c, dict) else c for c in choices]
    if isinstance(answer, int) and not isinstance(answer, bool):
        if not 0 <= answer < len(choices):
            raise ValueError(f"answer index {answer} is not among {len(choices)} choices")
        right = answer
    elif answer in labels or answer in labels_en:
        right = labels.index(answer) if answer in labels else labels_en.index(answer)
    else:
        raise ValueError(f"answer {answer!r} is not one of the choices")
    items = [(c if isinstance(c, dict) else {"zh": c, "en": c}) | {"value": i}
             for i, c in enumerate(choices)]

    def check(index: int) -> tuple[bool, Text]:
        return (True, explanation) if index == right else (False, "")

    solution = _join(both(f"答案：{labels[right]}", f"Answer: {labels_en[right]}"),
                     explanation)
    return cls(question, check, answer="choice", choices=items, hand=hand, variant=variant,
               hint=hint, solution=solution, lang=lang, size=size, cards=cards, game=game)
