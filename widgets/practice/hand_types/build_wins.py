"""Run 跑胡子's 胡 types search again and ship what it found (examples and near misses) as
``paohuzi_wins.json``: ``python -m widgets.practice.hand_types.build_wins``. The search scores
some 900 hands (seconds); the book reads the shipped data at a click, and
tests/test_hand_types_wins.py scores every shipped hand again.
"""

from __future__ import annotations

import json
import sys

from . import paohuzi_wins as wins
from .book import HandTypesBook
from .games import Paohuzi

KEEP = 8  # examples of a type tried for one whose near miss is of another type


def main(argv: list[str]) -> None:
    """Search afresh (the book's own example and near-miss choice) and write the data."""
    wins.FRESH = True
    book = HandTypesBook(Paohuzi())
    chosen = {e.key: e for e in book.entries if e.kind.section == "wins"}
    for key, e in chosen.items():  # no typed hand one card away: a later example may have one
        if e.example is not None and e.miss_kind is None:
            later = [h for h in wins.search() if wins.kind_of(h) == key][1:KEEP]
            for hand in later:
                other = book.make_entry(e.kind, hand)
                if other.miss_kind is not None:
                    chosen[key] = other
                    break
    types = {k: {"example": list(e.example or ()), "miss": list(e.miss or ())}
             for k, e in chosen.items()}
    rows = ",\n".join(f" {json.dumps(k)}: {json.dumps(row, ensure_ascii=False)}"
                      for k, row in types.items())  # a type a line: diffs stay readable
    wins.DATA.write_text(f'{{"seed": {wins.SEED}, "samples": {wins.SAMPLES}, "types": {{\n'
                         f'{rows}\n}}}}\n', encoding="utf-8")
    missing = [k for k, row in types.items() if not row["example"]]
    print(f"{len(types)} 胡 types, missing {missing or 'none'} -> {wins.DATA}")


if __name__ == "__main__":
    main(sys.argv[1:])
