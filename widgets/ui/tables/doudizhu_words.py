"""斗地主's moves in the table's words (the buttons, the bids, a play as players say it): a
module of its own so that the review's deck (card_mistakes) words a move without the table."""

from __future__ import annotations

from typing import Any

from ..shared.labels import say

# each decision stage's buttons: (action value, label key)
BUTTONS = {"show_start": (("yes", "ddz_yes_show"), ("no", "ddz_no_show")),
           "show_deal": (("yes", "ddz_yes_show"), ("no", "ddz_no_show")),
           "show_bottom": (("yes", "ddz_yes_show"), ("no", "ddz_no_show")),
           "double": (("yes", "ddz_double"), ("no", "ddz_nodouble"))}
BID_LABELS = {"call": "ddz_call", "rob": "ddz_rob"}


def play_text(play, lang: str) -> str:
    """A play as players say it: '单顺 9 10 J Q K A', '三带一 3 3 3 + 4' ('straight: …' in en)."""
    rank = {"T": "10", "B": "小王" if lang == "zh" else "small joker",
            "R": "大王" if lang == "zh" else "big joker"}
    main = " ".join(rank.get(r, r) for r in play.main)
    wings = " ".join(rank.get(r, r) for r in play.wings)
    name = play.zh if lang == "zh" else play.en
    return f"{name} {main}" + (f" + {wings}" if wings else "")


def action_words(game: Any, d: Any, action: Any, lang: str) -> str:
    """``action`` of decision ``d`` at ``game`` as the table's buttons and advice say it."""
    if action.kind == "play":
        play = game.rules.classify("".join(action.tiles)).parses[0]
        return say("ddz_advice_play", lang, play=play_text(play, lang))
    if action.kind == "pass":
        return say("ddz_pass", lang)
    if d.stage == "bid":
        rob = "rob" in [a.value for a in d.options]
        return say(BID_LABELS.get(action.value, "ddz_norob" if rob else "ddz_nocall"), lang)
    return say(dict(BUTTONS[d.stage])[action.value], lang)
