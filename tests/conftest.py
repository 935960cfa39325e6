"""Shared pytest set-up. Browser fixtures live in tests/browser/conftest.py.

Tests here must run in any order and in parallel (pytest-xdist).
"""

from hypothesis import settings

# Two workers share two cores with a browser and a kernel: a per-example deadline measures the
# machine's load, not our code (speed is measured in benchmarks/, never asserted in tests).
settings.register_profile("paixue", deadline=None)
settings.load_profile("paixue")
