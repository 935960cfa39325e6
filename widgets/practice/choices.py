"""What a seat may do at any played table: one :class:`Action` (a choice) and one
:class:`Decision` (what a seat must decide now), shared by the mahjong tables
(:mod:`.table`) and the card tables (:mod:`.card_tables`: 斗地主, 跑胡子, 欢乐三张, 推筒子).

Each table fills the fields it needs and leaves the rest at their defaults, so two choices
are equal when they are the same choice. The old homes (``table.state``,
``card_tables.doudizhu_play`` …) re-export these very classes. Imports nothing but the
engine's :class:`~widgets.engine.why.Why`.

>>> Action("discard", "5p") == Action("discard", ("5p",))
True
>>> Action("raise", value="4").word, Action("call").word, Action.of_word("compare 2").value
('raise 4', 'call', '2')
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ..engine.why import Why


@dataclass(frozen=True)
class Action:
    """One choice a seat can make.

    ``kind`` what it does: mahjong 'exchange', 'void', 'discard', 'pon', 'chi', 'kong', 'win',
    'pass' (and a variant's own: 武汉 'red_kong' …); 斗地主 'show', 'bid', 'double', 'play',
    'pass'; 跑胡子 'discard', 'hu', 'peng', 'chi', 'pass'; 欢乐三张 the engine's word
    ('look', 'call', 'raise', 'fold', 'compare'); 推筒子 'bet' or 'pass' (no bet).
    ``tiles`` the tiles or cards it names (mahjong tiles; 斗地主's cards; 跑胡子's one card);
    text is split on spaces (``Action("discard", "5p")``). ``suit`` a mahjong suit (换三张,
    定缺); ``label_zh``/``label_en`` the mahjong table's button words. ``value`` what the
    choice says beyond its kind: 斗地主 'yes'/'no' (show, double), 'call'/'pass'/'rob'
    (bid); 欢乐三张 the raise or the seat compared with ('raise 4', 'compare 2').
    ``as_type`` 斗地主's reading of a play; ``way`` which of 跑胡子's ways to 吃 (0 …);
    ``amount`` 推筒子's chips and ``position`` the 闲 position bet on (0 … 2).
    """

    kind: str
    tiles: tuple[str, ...] = ()
    suit: str | None = None
    label_zh: str = ""
    label_en: str = ""
    value: str = ""
    as_type: str = ""
    way: int = 0
    amount: int = 0
    position: int = -1

    def __post_init__(self) -> None:
        if isinstance(self.tiles, str):  # Action("discard", "5p") as well as ("5p",)
            object.__setattr__(self, "tiles", tuple(self.tiles.split()))
        elif isinstance(self.tiles, list):
            object.__setattr__(self, "tiles", tuple(self.tiles))

    @property
    def card(self) -> str:
        """The one card or tile it names ('' if none): 跑胡子's discard or claim."""
        return self.tiles[0] if self.tiles else ""

    @property
    def word(self) -> str:
        """欢乐三张's word for it, as the engine and the record take it ('raise 4')."""
        return f"{self.kind} {self.value}" if self.value else self.kind

    @classmethod
    def of_word(cls, word: str) -> Action:
        """The action 欢乐三张's ``word`` names: ``Action.of_word("raise 4")`` is
        ``Action("raise", value="4")``."""
        kind, _, value = word.strip().partition(" ")
        return cls(kind, value=value.strip())


@dataclass(frozen=True)
class Decision:
    """What ``seat`` must decide now.

    ``stage`` which decision: mahjong 'exchange', 'void', 'turn' (after a draw or a claim:
    discard / kong / win) or 'claim' (on another seat's discard); 斗地主 'show_start',
    'show_deal', 'bid', 'show_bottom', 'double', 'play'; 跑胡子 'discard' or 'claim';
    欢乐三张 and 推筒子 'bet'. ``options`` the choices; ``refused`` the notable refused ones,
    each with why (mahjong: the refused :class:`Action`; the card tables: the word or card
    refused). The extras some tables carry: ``prompt_zh``/``prompt_en`` (mahjong: the
    question in words), ``previous`` (斗地主: the play to beat, or None to lead), ``card``
    and ``ways`` (跑胡子: the card on offer, and for a 吃 each way's groups), ``costs``
    (欢乐三张: what each option costs).
    """

    seat: int
    stage: str
    options: tuple[Action, ...]
    refused: tuple[tuple[Action | str, Why | str], ...] = ()
    prompt_zh: str = ""
    prompt_en: str = ""
    previous: Any = None
    card: str = ""
    ways: tuple[tuple[tuple[str, ...], ...], ...] = ()
    costs: tuple[Fraction, ...] = ()


__all__ = ["Action", "Decision"]
