"""The fuzz surface of the learner's record (issue 32, "Nothing lost, nothing escapes"): random
record files (good lines among wrong-typed, cut, non-UTF-8 and junk ones, under a header that
is right, newer, damaged or missing, with or without a last newline) and hostile browser copies
merged into a record. Every good line written is read back, the next answer is saved and read
back, a file that holds a record is never refused, nothing but RecordError escapes, and a drill
opens on whatever the file holds. The generators live in tests/fuzzing_record.py;
benchmarks/fuzz.py runs them at scale (its ``record`` surface).

Seeded: hypothesis draws the seed of a ``random.Random`` with ``derandomize=True``."""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

import fuzzing_record
from hypothesis import given
from hypothesis import strategies as st
from shared import seeded

seeds = st.integers(0, 2 ** 32 - 1)


FOLDER = Path(tempfile.mkdtemp(prefix="paixue-fuzz-record-"))


@seeded(250)
@given(seeds)
def test_a_hostile_record_file_loses_nothing_and_stops_nothing(seed):
    """Each example: eight random files (2,000 in all), read, answered once more, read
    again; a review drill opened on every fourth."""
    rng = random.Random(seed)
    for i in range(8):
        outcome, what = fuzzing_record.check_file(rng, FOLDER, drill=i % 4 == 0)
        assert outcome in fuzzing_record.GOOD_OUTCOMES, f"{outcome}: {what}"


@seeded(250)
@given(seeds)
def test_a_hostile_browser_copy_merges_without_losing_a_line(seed):
    """Each example: four random copies (1,000 in all) merged into a record."""
    rng = random.Random(seed)
    for _ in range(4):
        outcome, what = fuzzing_record.check_merge(rng, FOLDER)
        assert outcome == "ok", f"{outcome}: {what}"
