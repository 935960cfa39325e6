"""What a widget shows says its rules in words: the ids of the rulings behind them (R-S12,
P-X9, [REC] §3.6, A5) are for the reader of the rules, not for a learner, who has no ruling
file. The engine's reasons keep them (a Python error names the ruling it applies); every widget
drops them from what it sends to the page, once, here (its ``view`` and ``message`` pass
:func:`plain_view`). Where a widget shows a ruling on purpose it sends it under a ``ruling``
key, which the page puts in a tooltip.

>>> plain("the leader may not pass ([REC] §3.6)")
'the leader may not pass'
>>> plain("王不上桌面（P-PH2）：王留在手里")
'王不上桌面：王留在手里'
>>> plain("比牌 from this round ([REC] §5.6; with two left, any round)")
'比牌 from this round (with two left, any round)'
>>> plain("10 × 2 = 20（R-W4：底数相加）"), plain("(seed; A14: any 豹子)")
('10 × 2 = 20（底数相加）', '(seed; any 豹子)')
>>> plain("[555p,2] (3 melds)")
'[555p,2] (3 melds)'
"""

from __future__ import annotations

import re
from typing import Any

import traitlets

# one ruling id: a digest's recommendation and section, a ruling (R-S12, P-PH16), an answer
# (A5), or the word "digest" itself; "seed §3.8" cites a section too
RULING_ID = re.compile(r"\[REC\]|(?:seed\s*)?§\s*\d+(?:\.\d+)*|\b[RP]-[A-Z]{0,4}\d+[a-z]?\b"
                       r"|\bA\d{1,2}\b|\bdigest\b")
# a run of ids ("[REC] §5.6", "R-S12, P-S15"), and where it stands in a bracketed aside: the
# whole aside, its start (before a separator) or its end (after one); an aside may quote a
# seed with brackets of its own, so only its ends are matched
_RUN = rf"(?:{RULING_ID.pattern})(?:\s*[;；,，、·]?\s*(?:{RULING_ID.pattern}))*"
_SEP = r"\s*[;；,，、·]\s*"
WHOLE = re.compile(rf"\s*[(（]\s*{_RUN}\s*[)）]")
AT_START = re.compile(rf"([(（]|[;；]\s*)\s*{_RUN}\s*[;；,，、·:：]\s*")  # or after a ";"
AT_END = re.compile(rf"{_SEP}{_RUN}\s*([)）])")
# keys whose values are ids, data hooks or notation, never prose: left as they are, whole
KEEP_KEYS = frozenset({"ruling", "rulings", "id", "code", "key", "kind", "name", "value",
                       "data", "pattern", "tile", "tiles", "card", "cards", "json"})


def plain(text: str) -> str:
    """``text`` without the ruling ids in its bracketed asides (an aside of ids only goes)."""
    if not RULING_ID.search(text):
        return text
    return AT_END.sub(r"\1", AT_START.sub(r"\1", WHOLE.sub("", text)))


def plain_view(value: Any, key: str = "") -> Any:
    """A view (dicts, lists, strings) with :func:`plain` applied to every string but those
    under :data:`KEEP_KEYS`."""
    if key in KEEP_KEYS:
        return value
    if isinstance(value, str):
        return plain(value)
    if isinstance(value, dict):
        return {k: plain_view(x, k) for k, x in value.items()}
    if isinstance(value, list | tuple):
        return [plain_view(x, key) for x in value]
    return value


def ids_in(value: Any, key: str = "") -> list[str]:
    """Every ruling id still in a view's prose (for the tests: none should be)."""
    if key in KEEP_KEYS:
        return []
    if isinstance(value, str):
        return [m.group() for m in RULING_ID.finditer(value)]
    if isinstance(value, dict):
        return [i for k, x in value.items() for i in ids_in(x, k)]
    if isinstance(value, list | tuple):
        return [i for x in value for i in ids_in(x, key)]
    return []


class PlainTexts(traitlets.HasTraits):
    """Mixin: the widget's ``view`` and ``message`` reach the page without ruling ids."""

    @traitlets.validate("view", "message")
    def _plain_texts(self, proposal: Any) -> Any:
        return plain_view(proposal["value"])
