"""The hand lab's claims as buttons: each allowed claim with what taking it does to the hand,
against passing (:mod:`widgets.practice.table.claim_effects`), as the JSON the JS draws; and the
claim's payload, which the ``claim`` intent matches against the claims the lab shows.

>>> from widgets import rules
>>> r = rules("sichuan-xuezhan")
>>> from widgets.practice.table.claim_effects import claim_effects
>>> fx = claim_effects(r, r.parse("11m99m3m55p234p678p"), 13, 2)
>>> compare_text(fx, "en")
'Pung 碰 → ready, 4 winning tiles / Pass 过 → 1-shanten, 9 improving tiles'
"""

from __future__ import annotations

import dataclasses
from typing import Any

from widgets.engine.notation import format_tiles
from widgets.engine.tiles import tile_name
from widgets.practice.table.claim_effects import ClaimEffects, Outlook

from .labels import say

CLAIM_KINDS = ("chi", "pon", "kong", "win", "pass")


def must_discard(lab: Any) -> Any:
    """The lab's analysis of a hand a 吃 or 碰 has just made: the claimed tile is taken to meld
    and the hand then discards (seed 000, 海底捞月: "在吃碰杠后打出的最后一张牌"); it does not
    win before that discard. No score and no 'why it cannot win', only the discard advice.
    ``lab`` is a :class:`~.view.LabAnalysis`."""
    analysis = dataclasses.replace(lab.analysis, score=None, not_winning="")
    return lab._replace(analysis=analysis, looks_complete=False, must_discard=True)


def discard_first(view: dict[str, Any], lab: Any, lang: str) -> dict[str, Any]:
    """The analysis panels after a 吃/碰 (:func:`must_discard`): the shanten the best discard
    leaves, said as 'discard first', and the score panel's note why there is no score."""
    if not lab.must_discard:
        return view
    best = view["discards"][0]["shanten"] if view["discards"] else view["shanten"]
    after = view["discards"][0]["shanten_label"] if view["discards"] else view["shanten_label"]
    return view | {"shanten": best, "ready": False,
                   "shanten_label": say("shanten_after_claim", lang, after=after),
                   "score_note": say("score_after_claim", lang)}


def in_lang(text: str, lang: str) -> str:
    """An engine's reason in ``lang`` where it carries both (a ``Why``), else as it is."""
    return text.say(lang) if hasattr(text, "say") else text


def claim_name(kind: str, lang: str) -> str:
    """'碰' in zh, 'Pung 碰' in en (the Chinese term is what the learner meets at a table)."""
    zh = say(kind, "zh")
    return zh if lang == "zh" else f"{say(kind, 'en')} {zh}"


def tiles_key(tiles: tuple[int, ...] | list[int]) -> list[str]:
    """A claim's tiles as the intent carries them ('3m', '4m', '5m')."""
    return [tile_name(t) for t in sorted(tiles)]


def _count(key: str, n: int, lang: str) -> str:
    return say(f"{key}_1", lang) if n == 1 else say(key, lang, n=n)


def shanten_word(shanten: int | None, lang: str) -> str:
    if shanten is None:
        return say("fx_never", lang)
    if shanten == -1:
        return say("fx_wins", lang)
    return say("fx_ready", lang) if shanten == 0 else say("fx_shanten", lang, n=shanten)


def worth(value: int, mode: str) -> str:
    """A score as the waits table writes it: ×16 where fans multiply, else 28 (points)."""
    return f"×{value}" if mode == "multiply" else str(value)


def _summary(o: Outlook, lang: str, mode: str) -> str:
    """'ready, 4 winning tiles' / '1-shanten, 9 improving tiles' / 'wins, scores ×4'."""
    comma = "，" if lang == "zh" else ", "
    if o.kind == "win":
        worth_ = say("fx_scores", lang, value=worth(o.value, mode)) if o.value is not None else \
            say("fx_no_win", lang)
        return f"{shanten_word(-1, lang)}{comma}{worth_}"
    if o.shanten is None:
        return shanten_word(None, lang)
    count = _count("fx_winning" if o.shanten == 0 else "fx_improving", o.improving, lang)
    return f"{shanten_word(o.shanten, lang)}{comma}{count}"


def _value(o: Outlook, lang: str, mode: str) -> str:
    if o.kind == "win" or o.shanten != 0:
        return ""
    return say("fx_worth", lang, value=worth(o.value, mode)) if o.value is not None else \
        say("fx_no_win", lang)


def outlook_view(o: Outlook, lang: str, tile_view: Any, mode: str = "add") -> dict[str, Any]:
    """One row: the claim (its button's label and payload) and the hand after it."""
    then = (say("fx_then_discard", lang) if o.must_discard else say("fx_then_draw", lang)
            if o.kind == "kong" else say("fx_as_is", lang) if o.kind == "pass" else "")
    return {"kind": o.kind, "label": claim_name(o.kind, lang), "claim_tiles": tiles_key(o.tiles),
            "tiles": [tile_view(t) for t in sorted(o.tiles)], "then": then,
            "discard": None if o.discard is None else tile_view(o.discard),
            "shanten": o.shanten, "improving": o.improving,
            "waits": [tile_view(t) for t in o.waits], "value": o.value,
            "summary": _summary(o, lang, mode), "value_label": _value(o, lang, mode),
            "hint": say("claim_win_hint" if o.kind == "win" else "claim_pass_hint"
                        if o.kind == "pass" else "claim_take_hint", lang)}


def compare_text(fx: ClaimEffects, lang: str, mode: str = "add") -> str:
    """The one line a learner reads to decide: '碰 → 听牌，和张 4 张 / 过 → 1 向听，进张 9 张'."""
    def name(o: Outlook) -> str:  # a 吃 names its run: there may be three
        run = f" {format_tiles(sorted(o.tiles))}" if o.kind == "chi" else ""
        return f"{claim_name(o.kind, lang)}{run}"
    return " / ".join(f"{name(o)} → {_summary(o, lang, mode)}"
                      for o in fx.options + (fx.passing,))


def effects_view(fx: ClaimEffects, lang: str, tile_view: Any, mode: str = "add"
                 ) -> dict[str, Any]:
    """Every allowed claim's row, passing's row, and the comparison line; ``mode`` is how
    the variant combines fans (its scores written ×16 or 28)."""
    return {"options": [outlook_view(o, lang, tile_view, mode) for o in fx.options],
            "pass": outlook_view(fx.passing, lang, tile_view, mode),
            "compare": compare_text(fx, lang, mode)}
