"""Checks at the public boundary: the arguments a learner or a lesson passes to a verb (a
tile, the tiles seen, a Situation) are checked here once, and a wrong one is refused with a
message that names the parameter and what it accepts (P-IN3: ValueError for a bad value,
TypeError for a wrong Python type)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .notation import NotationError
from .situation import Situation
from .tiles import N_PLAYING, TILE_NAMES, parse_tile


def check_situation(situation: Any) -> Situation | None:
    """``situation`` if it is a Situation or None; TypeError naming the parameter otherwise
    (a dict is a Situation's keywords, checked by :meth:`Situation.from_dict`)."""
    if isinstance(situation, dict):
        return Situation.from_dict(situation)
    if situation is not None and not isinstance(situation, Situation):
        raise TypeError(f"situation is a Situation, a dict of its keywords or None (or give "
                        f"them as keywords, e.g. self_drawn=True), not {type(situation).__name__} "
                        f"{situation!r:.40}")
    return situation


TILE_WORDS = "a tile 0-33 or its notation (1m-9m, 1p-9p, 1s-9s, 1z-7z, or 五筒, 中 ...)"


def as_tile(tile: int | str, name: str = "tile") -> int:
    """A tile kind from an int or its notation ('5p', '五筒'); flowers are never played, so
    they are refused here as out-of-range ints are. ``name`` is the parameter the message
    names."""
    if isinstance(tile, str):
        try:
            t = parse_tile(tile)
        except ValueError:
            raise NotationError(f"bad {name} {tile[:40]!r}: {name} is {TILE_WORDS}",
                                tile, 0) from None
        if t >= N_PLAYING:
            raise NotationError(f"bad {name} {tile!r}: a flower is never played; {name} is "
                                f"{TILE_WORDS}", tile, 0)
        return t
    if isinstance(tile, bool) or not isinstance(tile, int):
        raise TypeError(f"{name} is {TILE_WORDS}, not {type(tile).__name__} {tile!r:.40}")
    if not 0 <= tile < N_PLAYING:
        raise ValueError(f"bad {name} {tile!r}: {name} is {TILE_WORDS}")
    return tile


MAX_SEEN = 4 * 42  # every physical tile of the largest set, flowers included


def as_seen(seen: Iterable[int]) -> list[int]:
    """The ``seen`` tiles as a list of tile indices 0-41; TypeError or ValueError naming
    ``seen`` and the bad entry otherwise (P-IN4: a negative index is not read as a flower)."""
    if isinstance(seen, (str, bytes)) or not isinstance(seen, Iterable):
        raise TypeError(f"seen is a list of tile indices 0-41 (e.g. [13] for 5p; text: "
                        f"parse_hand(text).all_tiles()), not {type(seen).__name__} {seen!r:.40}")
    out: list[int] = []
    for t in seen:
        if isinstance(t, bool) or not isinstance(t, int):
            raise TypeError(f"seen holds tile indices 0-41, not {type(t).__name__} {t!r:.40}")
        if not 0 <= t < len(TILE_NAMES):
            raise ValueError(f"seen holds tile indices 0-41 (0 = 1m … 41 = 8f), not {t!r}")
        out.append(t)
        if len(out) > MAX_SEEN:
            raise ValueError(f"seen holds more than {MAX_SEEN} tiles: more than the set has")
    return out


def need_ints(value: Any, name: str, what: str = "a list of whole numbers") -> list[int]:
    """``value`` as a list of ints (not text, not bools); TypeError naming ``name``."""
    need_type(value, Iterable, name, what)
    if isinstance(value, (str, bytes)) or any(isinstance(v, bool) or not isinstance(v, int)
                                               for v in value):
        raise TypeError(f"{name} is {what}, not {value!r:.40}")
    return list(value)


def need_type(value: Any, types: type | tuple[type, ...], name: str, what: str) -> Any:
    """``value`` if it is of ``types`` (a bool is not a number here); TypeError naming the
    parameter ``name`` and what it takes (``what``) otherwise."""
    wanted = types if isinstance(types, tuple) else (types,)
    if not isinstance(value, types) or (isinstance(value, bool) and bool not in wanted):
        raise TypeError(f"{name} is {what}, not {type(value).__name__} {value!r:.40}")
    return value
