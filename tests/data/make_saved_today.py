"""Writes the files ``tests/test_saved_today.py`` loads: what a learner saves with the code of
one commit (the learner's record, played hands' replays, position codes, a teacher's scenario),
named for that commit. Run from the repository's root with that commit checked out:

    PYTHONPATH=$PWD python tests/data/make_saved_today.py [COMMIT]

(COMMIT, the short hash the files are named for, defaults to HEAD's; name the commit whose
``widgets/`` is checked out when HEAD only adds tests.)
It prints the facts the test asserts of each file (paste them into the test if you make a new
set). Everything is saved through what a learner or teacher uses: the widgets' Save, Code and
scenario box, and a Drill answering into its record."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from widgets.ui import (
    CardTable,
    DoudizhuTable,
    Drill,
    HandLab,
    HandTable,
    OddsLab,
    PaohuziTable,
    SanzhangTable,
    TuitongziTable,
)

DATA = Path(__file__).resolve().parent
COMMIT = sys.argv[1] if len(sys.argv) > 1 else subprocess.run(
    ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=True,
    cwd=DATA).stdout.strip()
MAHJONG = {"sichuan-xuezhan": 3, "wuhan": 3, "yongzhou": 3, "shuangren": 3, "dashiyou-xueliu": 3}
CARDS = {"doudizhu": DoudizhuTable, "sanzhang": SanzhangTable, "tuitongzi": TuitongziTable,
         "paohuzi": PaohuziTable}
SCENARIO = '{"hands": {"0": "123456789m1234p5p"}, "draws": "9s", "dealer": 0, "dice": {"wall": 3}}'


def record(facts: dict) -> None:
    """A drill of three questions: the first two answered wrong (each gets a review card), the
    third right, all into one record file."""
    path = DATA / f"record_{COMMIT}.jsonl"
    path.unlink(missing_ok=True)
    drill = Drill("wuhan", seed=11, n=3, lang="en", record=str(path))
    for i in range(3):
        q = drill.question
        pick = 0 if i == 2 else len(q.choices) - 1
        drill.handle({"kind": "pick", "index": pick})
        if q.total is not None:
            drill.handle({"kind": "total", "value": "2"})
        drill.handle({"kind": "submit"})
        drill.handle({"kind": "next"})
    r = drill.record
    facts["record"] = {"answers": [(a.kind, a.answer, a.correct) for a in r.answers()],
                       "cards": sorted(r.cards())}


def replays(facts: dict) -> None:
    for variant, seed in MAHJONG.items():
        t = HandTable(variant, seed=seed, lang="en")
        (DATA / f"hand_{variant}_{COMMIT}.json").write_text(t.replay_json, encoding="utf-8")
        facts[variant] = {"steps": len(t.game.events),
                          "ledger": [p["net"] for p in t.view["ledger"]]}
    for game, table in CARDS.items():
        t = table(seed=5, human=None, lang="en")
        t.handle({"kind": "save"})
        (DATA / f"{game}_table_{COMMIT}.json").write_text(t.saved, encoding="utf-8")
        facts[game] = {"steps": len(t.game.events),
                       "ledger": [str(x) for x in t.game.ledger()]}


def codes(facts: dict) -> None:
    made = {"handlab_wuhan": HandLab("wuhan", "123m456p789s11z22z", lang="en"),
            "handlab_xuezhan": HandLab("sichuan-xuezhan", "1112345678999m", lang="en"),
            "handtable_yongzhou": HandTable("yongzhou", seed=4, lang="en"),
            "cards_doudizhu": CardTable("doudizhu", hand="33344458", previous="666"),
            "cards_sanzhang": CardTable("sanzhang", challenger="As Ks Qs", defender="2h 3d 5c"),
            "cards_tuitongzi": CardTable("tuitongzi", banker="28", p1="55", bets=(5, 0, 20),
                                         pool=300),
            "cards_paohuzi": CardTable("paohuzi", hand="x123 W [d333] +x7"),
            "drill_sichuan": Drill("sichuan-xuezhan", seed=9, n=3, record=False),
            "odds_tuitongzi": OddsLab("tuitongzi")}
    table = made["handtable_yongzhou"]
    table.handle({"kind": "step", "to": 20})
    out = {name: w.code for name, w in made.items()}
    (DATA / f"codes_{COMMIT}.json").write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    facts["codes"] = {name: {key: w.view.get(key) for key in ("variant", "game", "seed", "step")}
                      | {"hand": (w.view.get("hand") or {}).get("text"),
                         "slots": {x["name"]: [c["id"] for c in x["cards"]]
                                   for x in w.view.get("slots", ())}}
                      for name, w in made.items()}
    facts["codes"]["drill_sichuan"]["question"] = repr(made["drill_sichuan"].question)[:200]


def scenario(facts: dict) -> None:
    t = HandTable("sichuan-xueliu", seed=3, lang="en", scenario=SCENARIO)
    text = t.view["scenario"]["json"]
    (DATA / f"scenario_{COMMIT}.json").write_text(text + "\n", encoding="utf-8")
    facts["scenario"] = text


if __name__ == "__main__":
    facts: dict = {"commit": COMMIT}
    for step in (record, replays, codes, scenario):
        step(facts)
    print(json.dumps(facts, indent=1, ensure_ascii=False, default=str))
