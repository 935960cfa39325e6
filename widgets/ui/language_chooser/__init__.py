"""The language chooser (:class:`LanguageChooser`): lesson 00's choice between the lessons in
中文 and in English, remembered for the next start.

- ``chooser``: the widget, its view and where the choice is kept.
"""

from .chooser import LanguageChooser

__all__ = ["LanguageChooser"]
