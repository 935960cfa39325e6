"""The settlement lab: a 血战到底 hand set by how it ended, and every payment with its rule.

- ``settle_lab``: :class:`SettleLab`, the widget (its intents and its words, zh and en).
- ``settle_view``: the view it sends (pure: the story and its outcome in, a dict out).
"""

from .settle_lab import SettleLab

__all__ = ["SettleLab"]
