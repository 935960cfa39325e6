"""The mahjong variants: one module per variant (its tile set, options, claim policy and
settlement), its fan table beside it (``*_fans.py``), and each variant's table of situations
that cannot happen (:mod:`.situation_rules`). Where a variant is large its concepts stand
apart: 武汉 is a package (:mod:`.wuhan`: options, fans, 赖子 readings, settlement, wait
totals, the variant) with one public face; 永州's event walk with its 包 rules
(``yongzhou_table``) is re-exported from the variant's module.
Built on :mod:`widgets.engine` only.

Importing this package registers every variant with ``widgets.rules``.

>>> from widgets.engine.rules import REGISTRY
>>> sorted(REGISTRY)[:3]
['dashiyou-xueliu', 'shuangren', 'sichuan-xueliu']
"""

from __future__ import annotations

from . import (
    option_texts,  # noqa: F401, I001  (the options' names and docs in zh and en)
    shuangren,  # noqa: F401  (registers the variant)
    sichuan,  # noqa: F401  (registers the variant)
    wuhan,  # noqa: F401  (registers the variant)
    xueliu,  # noqa: F401  (registers sichuan-xueliu and dashiyou-xueliu)
    yongzhou,  # noqa: F401  (registers the variant)
)
