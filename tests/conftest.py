"""Shared pytest set-up. Browser fixtures live in tests/browser/conftest.py.

Tests here must run in any order and in parallel (pytest-xdist).
"""

from hypothesis import settings

# Two workers share two cores with a browser and a kernel: a per-example deadline measures the
# machine's load, not our code (speed is measured in benchmarks/, never asserted in tests).
settings.register_profile("paixue", deadline=None)
settings.load_profile("paixue")

# A Drill keeps every answer in paixue-record.jsonl in the working directory by default: tests
# (and the kernels they start, which inherit the environment) write theirs to a throwaway file.
import atexit  # noqa: E402
import os  # noqa: E402
import shutil  # noqa: E402
import tempfile  # noqa: E402

if "PAIXUE_RECORD" not in os.environ:
    _record_dir = tempfile.mkdtemp(prefix="paixue-record-")
    atexit.register(shutil.rmtree, _record_dir, True)
    os.environ["PAIXUE_RECORD"] = os.path.join(_record_dir, "record.jsonl")


# The reviews' play-outs run on both cores (widgets/practice/parallel.py); here two test
# workers already share the two cores, so each works its samples out itself (the same figures:
# tests/test_parallel.py forks two workers on purpose and checks that they agree).
os.environ.setdefault("PAIXUE_WORKERS", "1")

import sys  # noqa: E402

import pytest  # noqa: E402
from xdist_groups import join_group  # noqa: E402


@pytest.fixture(autouse=True)
def _default_display_settings(monkeypatch):
    """Every test starts from the default display settings (faces, size) and saves none: a
    size or faces button pressed in one test changes every widget made after it in the same
    process (shared/display.py), so it must not leak into the next test."""
    monkeypatch.setenv("PAIXUE_DISPLAY", "off")
    display = sys.modules.get("widgets.ui.shared.display")
    if display is not None:
        monkeypatch.setattr(display, "SETTINGS", display.Settings())


# These files read every module of widgets/, and test_layers and test_protocols write probe
# modules into it for a moment (to prove their checks catch a bad import): under two workers a
# reader could list a probe the other worker has just removed (FileNotFoundError). One group
# runs them on one worker, one after another (`make test` runs pytest with --dist loadgroup).
PACKAGE_READERS = {"test_layers.py", "test_protocols.py", "test_choices.py", "test_meta.py",
                   "test_replay_codec.py", "test_doudizhu_cards.py"}


# The review in points measures each decision of a played hand once per worker
# (test_points_review.py remembers it): on one worker, each is measured once per run.
POINTS_REVIEW = {"test_points_review.py"}


@pytest.hookimpl(trylast=True)  # after pytest-xdist's own hook (tests/xdist_groups.py)
def pytest_collection_modifyitems(config, items):
    for item in items:
        if item.path.name in PACKAGE_READERS:
            join_group(config, item, "package-files")
        elif item.path.name in POINTS_REVIEW:
            join_group(config, item, "points-review")
