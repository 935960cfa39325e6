"""The rule comparison (:class:`Compare`): one hand under several rule sets side by side, each
difference named by the rule that makes it.

- ``compare_widget``: the widget, its intents and its position code.
- ``compare_view``: the view it sends (columns, differences, palette, situation).
"""

from .compare_widget import Compare

__all__ = ["Compare"]
