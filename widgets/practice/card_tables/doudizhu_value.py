"""What a 斗地主 hand is worth, measured: the strong level bids and doubles by these tables.

Each table gives, per bucket of a hand feature, the mean points a seat scored (before any
加倍) and the share of hands its side won, over 4,000 seeds each dealt three times with each
seat in turn made the landlord and all seats playing as the club level (12,000 hands):

- :data:`AS_LANDLORD_BID`: the landlord, by the bid strength of its 17 cards
  (:func:`.doudizhu_seats.bid_strength`), what it knows when it calls or robs;
- :data:`AS_LANDLORD`: the landlord, by the strength of its 20 cards (with the 底牌), what it
  knows when it doubles;
- :data:`AS_FARMER`: a farmer, by the strength of its 17 cards, when the landlord has not
  doubled and (:data:`AS_FARMER_DOUBLED`) when he has (the club landlord doubles from 12).

The ends are pooled (few hands there). Regenerate with
``.venv/bin/python benchmarks/doudizhu_bid_table.py --deals 4000 --seed 100000``.
"""

from __future__ import annotations

Cell = tuple[float, float]  # mean points, share of hands won

AS_LANDLORD_BID_FROM = 1
AS_LANDLORD_BID: tuple[Cell, ...] = (
    (-2.79, 0.14), (-2.05, 0.22), (-1.40, 0.29), (-1.24, 0.34), (-0.84, 0.38), (-0.61, 0.43),
    (-0.32, 0.47), (+0.12, 0.55), (+0.63, 0.62), (+0.64, 0.63), (+1.26, 0.66), (+1.92, 0.74),
    (+1.39, 0.69), (+1.62, 0.72), (+2.32, 0.77), (+7.43, 0.81),
)
AS_LANDLORD_FROM = 1
AS_LANDLORD: tuple[Cell, ...] = (
    (-2.94, 0.12), (-2.63, 0.17), (-1.93, 0.22), (-1.45, 0.28), (-1.32, 0.34), (-0.72, 0.43),
    (-0.40, 0.47), (-0.04, 0.52), (+0.36, 0.58), (+0.90, 0.65), (+1.44, 0.70), (+1.38, 0.69),
    (+1.87, 0.72), (+1.96, 0.72), (+4.57, 0.75),
)
AS_FARMER_FROM = 1
AS_FARMER: tuple[Cell, ...] = (
    (+0.39, 0.51), (+0.22, 0.49), (-0.01, 0.47), (-0.03, 0.45), (-0.01, 0.47), (-0.04, 0.48),
    (+0.01, 0.52), (+0.21, 0.57), (+0.25, 0.59), (+0.40, 0.64), (+0.62, 0.68), (+0.94, 0.75),
    (+1.03, 0.77), (+2.91, 0.82),
)
AS_FARMER_DOUBLED: tuple[Cell, ...] = (
    (-1.83, 0.23), (-1.18, 0.25), (-1.18, 0.22), (-1.26, 0.25), (-1.14, 0.29), (-0.82, 0.34),
    (-0.97, 0.31), (-0.90, 0.39), (-0.47, 0.43), (-0.44, 0.47),
)


def _cell(table: tuple[Cell, ...], low: int, feature: int) -> Cell:
    return table[min(max(feature - low, 0), len(table) - 1)]


def landlord_before_bottom(bid_strength: int) -> Cell:
    """A landlord's mean points and win share, by the bid strength of his 17 cards."""
    return _cell(AS_LANDLORD_BID, AS_LANDLORD_BID_FROM, bid_strength)


def landlord_with_bottom(strength: int) -> Cell:
    """A landlord's mean points and win share, by the strength of his 20 cards."""
    return _cell(AS_LANDLORD, AS_LANDLORD_FROM, strength)


def farmer(strength: int, landlord_doubled: bool = False) -> Cell:
    """A farmer's mean points and his side's win share, by the strength of his 17 cards."""
    return _cell(AS_FARMER_DOUBLED if landlord_doubled else AS_FARMER, AS_FARMER_FROM, strength)


__all__ = ["farmer", "landlord_before_bottom", "landlord_with_bottom"]
