"""The odds and expected value of the games of chance (the odds lab's engine).

- :mod:`.lab`: the simulation (:func:`simulate`, :class:`Simulation`) and the models by name
  (:data:`MODELS`).
- :mod:`.base`: what a model is (:class:`Model`, :class:`Outcome`, :class:`Estimate`) and the
  intervals (:func:`wilson`, :func:`normal_interval`).
- :mod:`.games`: the card and tile games' bets (大丰收, 推筒子, 三张).
- :mod:`.waits`: does a mahjong wait come (:func:`wait_within`, :func:`mahjong_wait`), and
  what a ready hand's waits are worth (:func:`expected_score`, used by the drills and the
  table's advice).

The names below are the package's public face (``from widgets.practice import odds``).
"""

from .base import CONFIDENCE, Z95, Estimate, Model, Outcome, normal_interval, wilson
from .games import (
    DECK52,
    DafengshouModel,
    HandClass,
    SanzhangModel,
    TuitongziModel,
    banker_edge,
    dafengshou,
    sanzhang,
    sanzhang_categories,
    tuitongzi,
    tuitongzi_hand_types,
)
from .lab import MODELS, Simulation, simulate
from .waits import (
    WaitCount,
    WaitModel,
    count_waits,
    expected_score,
    first_arrival,
    mahjong_wait,
    wait_within,
)

__all__ = [
    "CONFIDENCE", "DECK52", "MODELS", "Z95", "DafengshouModel", "Estimate", "HandClass",
    "Model", "Outcome", "SanzhangModel", "Simulation", "TuitongziModel", "WaitCount",
    "WaitModel", "banker_edge", "count_waits", "dafengshou", "expected_score",
    "first_arrival", "mahjong_wait", "normal_interval", "sanzhang", "sanzhang_categories",
    "simulate", "tuitongzi", "tuitongzi_hand_types", "wait_within", "wilson",
]
