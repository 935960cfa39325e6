"""One xdist group for some tests: they run on one worker, one after another, under
``--dist loadgroup`` (as ``make test`` runs pytest); both conftests use it.

pytest-xdist's loadgroup reads the ``xdist_group`` mark in its own collection hook and
appends "@group" to the node id. A mark added by our hook, which runs after xdist's, comes too
late for it; and xdist 3.8 writes ``item._nodeid``, which pytest 9.2's structured node ids
ignore, so its own tagging groups nothing there (pytest-xdist#1386, fix proposed in #1388).
:func:`join_group` marks the test and tags its node id as xdist means to."""

from __future__ import annotations

import pytest


def join_group(config: pytest.Config, item: pytest.Item, group: str) -> None:
    """Put ``item`` in ``group``: the mark, and the node id tagged "@group" in a worker."""
    item.add_marker(pytest.mark.xdist_group(group))
    if not getattr(config.option, "loadgroup", False) or "@" in item.nodeid:
        return  # not an xdist worker under --dist loadgroup, or tagged already
    tagged = f"{item.nodeid}@{group}"
    try:
        from _pytest.nodeid import NodeId  # pytest >= 9.2
    except ImportError:
        item._nodeid = tagged
        return
    item._id = NodeId.parse(tagged)
