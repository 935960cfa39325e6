"""The fuzz suite at scale: the generators of tests/fuzzing.py on 100,000+ inputs.

Every input is one call of a random public verb of a random variant or card game (with
plausible and hostile arguments), one call of a public module function, or one intent sent to
a widget (a fresh widget every 12 intents). Hostile text here runs up to 100,000 characters
(the tests stop at 5,000). Each input is timed alone with perf_counter.

It prints the outcome counts per verb and per widget intent (ok, or the documented error
type raised; for widgets the message level), the inputs that broke the documented outcomes
(there should be none: it does not stop on one), and the slowest inputs found. Nothing here
fails on a timing. Run: ``.venv/bin/python benchmarks/fuzz.py [inputs, default 100000]
[seed, default 0]``. Then the pasted-input surfaces (issue 32, tests/fuzzing_replays.py: card
replays, position codes, scenarios, round places), counted per surface; ``benchmarks/fuzz.py
pasted [per surface, default 1000] [seed]`` runs those alone.
"""

from __future__ import annotations

import heapq
import random
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import fuzzing  # noqa: E402

SLOWEST = 12
SHORT = {"EventError": "Event", "InvalidHand": "Invalid", "NotAllowed": "NotAllow",
         "NotationError": "Notation", "TypeError": "Type",
         "ValueError": "Value", "UNEXPECTED": "BROKEN", "warning": "warning", "DrillError": "Drill",
         "UnicodeEncodeError": "Unicode"}


def main(total: int, seed: int) -> None:
    fuzzing.BIG = 100_000
    rng = random.Random(seed)
    objects, functions = fuzzing.rules_objects(), fuzzing.module_functions()
    factories = fuzzing.widget_factories()
    outcomes: dict[str, Counter[str]] = defaultdict(Counter)
    broken: list[str] = []
    done, start = 0, time.perf_counter()

    slowest: dict[str, list[tuple[float, int, str]]] = defaultdict(list)  # two per label

    def record(label: str, outcome: str, seconds: float, what: str) -> None:
        outcomes[label][outcome] += 1
        mine = slowest[label.split(".", 1)[-1] if "-" not in label else label]
        item = (seconds, done, f"{label}: {what}")
        if len(mine) < 2:
            heapq.heappush(mine, item)
        elif seconds > mine[0][0]:
            heapq.heapreplace(mine, item)

    while done < total:
        pick = rng.random()
        if pick < 0.75:  # a verb of a game (a widget pick below costs 12 inputs: ~40 % in all)
            obj = rng.choice(objects)
            name, fn = rng.choice(fuzzing.verbs(obj))
            args, kwargs = fuzzing.arguments(fn, rng)
            label = f"{obj.id}.{name}"
            t = time.perf_counter()
            try:
                outcome = fuzzing.call(fn, args, kwargs, label)
            except fuzzing.Unexpected as e:
                outcome = "UNEXPECTED"
                broken.append(str(e)[:400])
            record(label, outcome, time.perf_counter() - t, f"{args!r:.160} {kwargs!r:.80}")
            done += 1
        elif pick < 0.95:  # a module function
            t = time.perf_counter()
            sub = random.Random(rng.random())
            try:
                label, outcome, what = fuzzing.one_function_call(sub, functions)
            except fuzzing.Unexpected as e:
                label, outcome, what = "function", "UNEXPECTED", ""
                broken.append(str(e)[:400])
            record(label, outcome, time.perf_counter() - t, what)
            done += 1
        else:  # twelve intents to a fresh widget
            name = rng.choice(sorted(factories))
            w = factories[name]()
            steps = fuzzing.drive(name, w, rng, 12)
            while done < total:
                t = time.perf_counter()
                try:
                    label, outcome, msg = next(steps)
                except StopIteration:
                    break
                except fuzzing.Unexpected as e:
                    broken.append(str(e)[:400])
                    record(name, "UNEXPECTED", time.perf_counter() - t, "")
                    done += 1
                    break
                record(label, outcome, time.perf_counter() - t, f"{msg!r:.160}")
                done += 1
    elapsed = time.perf_counter() - start
    slow = heapq.nlargest(SLOWEST, (x for mine in slowest.values() for x in mine))

    print(f"{done:,} inputs in {elapsed:.1f} s (seed {seed}); hostile text up to "
          f"{fuzzing.BIG:,} characters\n")
    by_group: dict[str, Counter[str]] = defaultdict(Counter)
    for label, counts in outcomes.items():
        group = label.split(".")[0]
        by_group[group].update(counts)
    kinds = sorted({o for c in by_group.values() for o in c}, key=lambda k: (k != "ok", k))
    short = {k: SHORT.get(k, k) for k in kinds}
    print("outcomes per game / module / widget (ok, or the documented error type raised; for "
          "widgets the message level)")
    print("  " + ", ".join(f"{short[k]} = {k}" for k in kinds if short[k] != k))
    print(f"{'':20}" + "".join(f"{short[k]:>8}" for k in kinds))
    for group in sorted(by_group):
        print(f"{group:20}" + "".join(f"{by_group[group][k]:>8}" for k in kinds))
    print(f"\n{len(outcomes)} distinct verbs and intents reached; per verb (calls, ok):")
    verbs = defaultdict(Counter)
    for label, counts in outcomes.items():
        verbs[label.split(".", 1)[-1]].update(counts)
    line = []
    for verb in sorted(verbs):
        c = verbs[verb]
        line.append(f"{verb} {sum(c.values())}/{c['ok']}")
    for i in range(0, len(line), 6):
        print("  " + ", ".join(line[i:i + 6]))
    print(f"\ninputs outside the documented outcomes: {len(broken)}")
    for text in broken[:20]:
        print("  " + text.encode("utf-8", "backslashreplace").decode())
    print(f"\nthe {SLOWEST} slowest inputs (at most two per verb or intent):")
    for seconds, _, what in sorted(slow, reverse=True):
        what = what[:170].encode("utf-8", "backslashreplace").decode()
        print(f"  {seconds * 1000:8.1f} ms  {what}")
    fuzz_record(max(2_000, total // 10), seed)


def fuzz_record(total: int, seed: int) -> None:
    """The learner's record surface (tests/fuzzing_record.py): hostile record files read and
    answered again, hostile browser copies merged; counts per outcome (ok and foreign are
    right; anything else is a lost answer or an escape)."""
    import tempfile

    import fuzzing_record
    rng, folder = random.Random(seed), Path(tempfile.mkdtemp(prefix="paixue-fuzz-record-"))
    counts: Counter[str] = Counter()
    bad: list[str] = []
    for i in range(total):
        check = fuzzing_record.check_file if i % 2 else fuzzing_record.check_merge
        kwargs = {"drill": i % 20 == 1} if i % 2 else {}
        outcome, what = check(rng, folder, **kwargs)
        counts[f"{check.__name__}: {outcome}"] += 1
        if outcome not in fuzzing_record.GOOD_OUTCOMES:
            bad.append(f"{outcome}: {what[:160]}")
    print(f"\nthe record: {total:,} files and copies (seed {seed})")
    for name, n in sorted(counts.items()):
        print(f"  {n:>7,}  {name}")
    print(f"  lost or escaped: {len(bad)}")
    for text in bad[:10]:
        print("    " + text.encode("utf-8", "backslashreplace").decode())


# ---- surface: wrong Python types (tests/fuzzing_types.py; issue 32.9-10) --------------------


def types_surface(total: int, seed: int) -> None:
    """Wrongly typed arguments to the card games' verbs, 武汉's counting verbs and the
    notations: counts per outcome, and each bucket (an answer in Python's own words) once."""
    import fuzzing_types
    counts, examples = fuzzing_types.run(seed, total)
    print(f"\nsurface wrong-types: {total} inputs")
    for outcome, n in sorted(counts.items(), key=lambda kv: (" in " in kv[0], kv[0])):
        print(f"  {n:>7}  {outcome}" + (f"   e.g. {examples[outcome]}" if outcome in examples
                                         else ""))
    print(f"  buckets (Python's own words): {len(examples)}")


# ---- pasted input (issue 32): tests/fuzzing_replays.py's surfaces, counted per surface ----

def pasted(per_surface: int, seed: int) -> None:
    """Mutated and hostile card replays, position codes of every widget kind, scenarios and
    round places: the outcome counts per surface (``BUG:<type>`` counts an input that escaped
    or left a table changed; there should be none)."""
    import fuzzing_replays as fr

    from widgets.ui.tables.table import HandTable
    rng, out = random.Random(seed), defaultdict(Counter)
    start = time.perf_counter()
    for name, make in fr.card_tables().items():
        table = make()
        valid = table.game.to_json()
        for i in range(per_surface):
            out[f"replay {name}"][fr.bucket(fr.one_replay, rng, name, table, valid)] += 1
            if i % 50 == 49:
                table = make()
    for name, (kind, make) in fr.code_widgets().items():
        widget = make()
        valid = widget.code
        for _ in range(per_surface // 2):
            out[f"code {name}"][fr.bucket(
                fr.one_code, rng, name, kind, make, widget, valid)] += 1
    table = HandTable("sichuan-xueliu", 1, lang="en")
    for _ in range(per_surface):
        out["scenario"][fr.bucket(fr.one_scenario, rng, table)] += 1
    valid = fr.round_code()
    for _ in range(per_surface // 2):
        out["round place"][fr.bucket(fr.one_round_place, rng, table, valid)] += 1
    total = sum(sum(c.values()) for c in out.values())
    print(f"\npasted input: {total:,} inputs in {time.perf_counter() - start:.1f} s "
          f"(seed {seed}); outcomes per surface")
    for surface, counts in out.items():
        print(f"  {surface:24} " + ", ".join(f"{k} {n}" for k, n in counts.most_common()))
    bugs = sum(n for c in out.values() for k, n in c.items() if k.startswith("BUG"))
    print(f"  inputs outside the documented outcomes: {bugs}")


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "pasted":  # only the pasted-input surfaces
        pasted(int(sys.argv[2]) if len(sys.argv) > 2 else 1000,
               int(sys.argv[3]) if len(sys.argv) > 3 else 0)
    else:
        types_surface(20_000, int(sys.argv[2]) if len(sys.argv) > 2 else 0)
        main(int(sys.argv[1]) if len(sys.argv) > 1 else 100_000,
             int(sys.argv[2]) if len(sys.argv) > 2 else 0)
        pasted(max(1, int(sys.argv[1]) // 100) if len(sys.argv) > 1 else 1000,
               int(sys.argv[2]) if len(sys.argv) > 2 else 0)
