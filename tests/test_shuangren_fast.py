"""双人麻将's faster scoring (issue 37: the strong level values every wait of a ready hand)
gives exactly the answers the scoring gave before it was made faster: on the 3,000 winning
hands of ``benchmarks/shuangren_mcr.py`` (random ones and hands built for every fan, each
with its situation and seen tiles), every score — lines, exclusions, reading, alternatives,
refusals — and, for each hand less its winning tile, every wait with its two scores.

The reference is a file of digests written by the code before the change
(``tests/data/shuangren_scores_a8905f6.json``; regenerate it only from a commit whose answers
are known good: ``PYTHONPATH=$PWD python tests/test_shuangren_fast.py --write COMMIT``).
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import sys
from pathlib import Path

from widgets import rules
from widgets.engine.notation import Hand
from widgets.engine.situation import Situation
from widgets.engine.view import View
from widgets.mahjong.shuangren_count import fan_counts
from widgets.mahjong.shuangren_fans import FANS

_PATH = Path(__file__).resolve().parents[1] / "benchmarks" / "shuangren_mcr.py"
_spec = importlib.util.spec_from_file_location("shuangren_mcr", _PATH)
mcr = sys.modules.setdefault("shuangren_mcr", importlib.util.module_from_spec(_spec))
if not hasattr(mcr, "compare"):
    _spec.loader.exec_module(mcr)

DATA = Path(__file__).resolve().parent / "data"
REFERENCE = "shuangren_scores_a8905f6.json"
HANDS = 3000
# the tables the hands are asked of: no 起胡 (every win scores), the room's default (8 起胡
# refuses some), and without 不重复 (the seed's 不计 lists only)
TABLES = {"qihu0": {"qihu": 0}, "default": {}, "seed-lists": {"implied_exclusions": False}}
# the situations the waits are scored in: the table's (a discard, wall not empty), and a
# declared ready hand (R-D13: refused with an open meld, scored with 立直 otherwise)
WAIT_SITUATIONS = (Situation(wall_remaining=20), Situation(declared_ready=True,
                                                           wall_remaining=3))


def _digest(value: object) -> str:
    return hashlib.blake2b(repr(value).encode(), digest_size=6).hexdigest()


def _answer(fn, *args, **kwargs) -> object:
    """What a call gives: its value, or the refusal (its type, message and any score)."""
    try:
        return fn(*args, **kwargs)
    except ValueError as e:
        return (type(e).__name__, str(e), getattr(e, "score", None))


def summaries() -> list[str]:
    """A digest per hand: its score at each table, and its waits (with scores) in each
    situation at the default table."""
    tables = {name: rules("shuangren", **options) for name, options in TABLES.items()}
    out = []
    for case in mcr.default_cases(HANDS):
        hand = case.hand
        hand13 = Hand(hand.concealed, hand.melds, hand.flowers)
        scores = [_answer(r.score, case.text, seen=case.seen, **dict(case.how))
                  for r in tables.values()]
        waits = [_answer(tables["default"].waits, hand13, situation=s, scores=True)
                 for s in WAIT_SITUATIONS]
        out.append(_digest((scores, waits)))
    return out


def test_scores_and_wait_values_are_those_before_the_speed_up():
    """3,000 hands: each hand's scores (3 tables) and its waits' scores digest as before."""
    reference = json.loads((DATA / REFERENCE).read_text())
    got = summaries()
    differ = [i for i, (a, b) in enumerate(zip(got, reference, strict=True)) if a != b]
    assert not differ, (len(differ), [mcr.default_cases(HANDS)[i].text for i in differ[:5]])


if __name__ == "__main__" and sys.argv[1:2] == ["--write"]:
    commit = sys.argv[2]
    (DATA / f"shuangren_scores_{commit}.json").write_text(json.dumps(summaries()) + "\n")


# situations each reading is also counted in: every flag a row reads, on and off
FLAG_SETS = ({}, {"self_drawn": True}, {"first_turn": True, "dealer": True, "self_drawn": True},
             {"first_turn": True}, {"first_turn": True, "self_drawn": True},
             {"last_tile": True}, {"last_tile": True, "self_drawn": True},
             {"declared_ready": True}, {"declared_at_start": True},
             {"after_kong": True, "self_drawn": True}, {"robbing_kong": True})


def test_one_pass_counts_every_row_as_its_predicate_does():
    """shuangren_count.fan_counts against the table's 69 predicates, row by row, on every
    reading of the 3,000 hands, in situations that set every flag a row reads (the counts
    only: whether the situation can happen is the scoring's business, not a row's)."""
    r = rules("shuangren")
    checked = 0
    for case in mcr.default_cases(HANDS)[::4]:
        hand = case.hand
        for flags in FLAG_SETS:
            sit = Situation(**flags)
            for arr in r.arrangements(hand):
                view = View(r, hand, arr, sit, case.seen)
                fast = fan_counts(view)
                apart = View(r, hand, arr, sit, case.seen)  # its own memo
                slow = {f.key: int(f.count(apart)) for f in FANS}
                assert fast == {k: n for k, n in slow.items() if n}, (case.text, flags)
                checked += 1
    assert checked > 8000
