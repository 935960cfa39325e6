"""One hand under several rule sets side by side (issue 39): each column a variant and its
options, each difference named by the rule that makes it, found by the engine.

- :mod:`.rule_sets`: the columns (:class:`RuleSet`, :func:`rule_sets`) and what each makes
  of the hand (:class:`Outcome`, :func:`outcome`).
- :mod:`.differences`: the differences between two columns and their causes
  (:class:`Difference`, :func:`differences`, :func:`option_causes`).
- :mod:`.comparison`: the whole comparison (:func:`compare`, :class:`Comparison`).
"""

from .comparison import Comparison, compare
from .differences import Difference, differences, option_causes
from .rule_sets import (
    CompareError,
    Outcome,
    RuleSet,
    hand_refusal,
    outcome,
    rule_set,
    rule_sets,
)

__all__ = ["CompareError", "Comparison", "Difference", "Outcome", "RuleSet", "compare",
           "differences", "hand_refusal", "option_causes", "outcome", "rule_set", "rule_sets"]
