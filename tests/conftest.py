"""Shared pytest set-up. Browser fixtures live in tests/browser/conftest.py.

Kept empty on purpose: tests here must run in any order and in parallel (pytest-xdist).
"""
