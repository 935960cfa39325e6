"""跑胡子 notation: the cards (小 一…十, 大 壹…拾, 王), their text and Chinese names, the
groups on the table (:class:`Meld`), a hand (:class:`PHHand`) and :func:`parse_hand`, and the
checks that turn a caller's card, hand, seat or flag into the engine's values.
:mod:`widgets.cards.paohuzi` re-exports the public names here; the checks (``as_card``,
``as_cards``, ``as_hand``, ``as_flag``, ``as_seat``) are shared with the play tables.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ...engine.why import Why
from ..cards import NotAllowed, NotationError, is_seat
from .groups import BIG, Group, chi_kind, is_big, number, value

W = 20  # a 王 (王霸)
SMALL_ZH = "一二三四五六七八九十"
BIG_ZH = "壹贰叁肆伍陆柒捌玖拾"
_ZH_CARD = {c: n for n, c in enumerate(SMALL_ZH)} | {c: BIG + n for n, c in enumerate(BIG_ZH)} \
    | {"貳": BIG + 1, "參": BIG + 2, "陸": BIG + 5}
RED = frozenset({2, 7, 10})  # A3: 二七十 and 贰柒拾

SEED_SHAPE = "總胡息為各門子產生的息數的累加最低15胡息才能胡牌"
SEED_WANG = ("王霸可以代替任何牌進行游戲……手中有王霸的玩家，只能自摸，不能點炮。"
             "王霸不能打出，只能代替牌。")
SEED_KAN = "坎：砌牌后，手中3個相同的牌為1坎。一坎牌不能拆散與其他牌組合。"
SEED_XING = "省：胡牌后的一張牌，往后順推一張，即為省。"

KIND_ZH = {"peng": "碰", "kan": "坎", "wei": "偎", "chouwei": "臭偎", "pao": "跑", "ti": "提",
           "yes": "一二三", "eqs": "二七十", "ju": "句", "jiao": "绞", "pair": "对"}
KIND_EN = {"peng": "pong", "kan": "triplet in hand", "wei": "wei", "chouwei": "smelly wei",
           "pao": "pao (run)", "ti": "ti (four in hand)", "yes": "1-2-3", "eqs": "2-7-10",
           "ju": "sequence", "jiao": "mixed (jiao)", "pair": "pair"}


# ---- cards and notation ----------------------------------------------------------------------


def card_text(card: int) -> str:
    """'x1' … 'x10', 'd1' … 'd10', 'W'.

    >>> card_text(0), card_text(19), card_text(W)
    ('x1', 'd10', 'W')
    """
    if card == W:
        return "W"
    return ("d" if is_big(card) else "x") + str(number(card))


def card_zh(card: int) -> str:
    """The case and the numeral.

    >>> card_zh(0), card_zh(19), card_zh(W)
    ('小一', '大拾', '王')
    """
    if card == W:
        return "王"
    case, numerals = ("大", BIG_ZH) if is_big(card) else ("小", SMALL_ZH)
    return case + numerals[number(card) - 1]


def is_red(card: int) -> bool:
    """二 七 十 of either case (A3); a 王 only as the card it stands for."""
    return card != W and number(card) in RED


@dataclass(frozen=True)
class Meld:
    """A group already on the table: kind (peng, pao, wei, ti, or the eaten ju/eqs/yes/jiao)
    and its cards."""

    kind: str
    cards: tuple[int, ...]

    def text(self) -> str:
        inner = _compact(self.cards)
        if self.kind == "chouwei":
            return "{" + inner + "*}"
        return "{" + inner + "}" if self.kind in ("wei", "ti") else "[" + inner + "]"

    def group(self) -> Group:
        return Group(self.kind, self.cards, (False,) * len(self.cards), False, "table",
                     value(self.kind, self.cards))


@dataclass(frozen=True)
class PHHand:
    """A parsed 跑胡子 hand: real cards held, 王 held, table melds, the winning card (a card,
    ``W``, or None)."""

    cards: tuple[int, ...]
    wilds: int
    melds: tuple[Meld, ...] = ()
    win: int | None = None

    def text(self) -> str:
        parts = [_compact(sorted(self.cards))] if self.cards else []
        parts += ["W"] * self.wilds
        parts += [m.text() for m in self.melds]
        if self.win is not None:
            parts.append("+" + card_text(self.win))
        return " ".join(p for p in parts if p)

    def all_cards(self) -> list[int]:
        """Every real card of the player: hand, table and the winning card (王 excluded)."""
        out = list(self.cards) + [c for m in self.melds for c in m.cards]
        if self.win is not None and self.win != W:
            out.append(self.win)
        return out

    @property
    def wilds_total(self) -> int:
        return self.wilds + (self.win == W)


def _compact(cards: Iterable[int]) -> str:
    """'x1123 d55': each case's numbers run together after its letter."""
    cards = list(cards)
    out = []
    for letter, lo in (("x", 0), ("d", BIG)):
        mine = [c for c in cards if lo <= c < lo + BIG]
        if mine:
            out.append(letter + "".join(str(number(c)) for c in mine))
    return " ".join(out)


def _read_cards(text: str, start: int) -> list[tuple[int, int]]:
    """(card, position) of every card in ``text`` (one token, no brackets)."""
    out: list[tuple[int, int]] = []
    i, case = 0, None
    while i < len(text):
        c, at = text[i], start + i
        if c in "xX":
            case, i = 0, i + 1
        elif c in "dD":
            case, i = BIG, i + 1
        elif c in "Ww":
            out.append((W, at))
            case, i = None, i + 1
        elif c == "王":
            out.append((W, at))
            case = None
            i += 2 if text.startswith("王霸", i) else 1
        elif c in _ZH_CARD:
            out.append((_ZH_CARD[c], at))
            case, i = None, i + 1
        elif c in "大小" and i + 1 < len(text) and text[i + 1] in _ZH_CARD:
            i += 1  # 小九 / 大玖: the numeral already says the case
        elif c in "0123456789" and case is not None:  # not '³' or '３' (isdigit is)
            if c == "0":
                raise NotationError(Why(f"第 {at} 位：没有 0（数字是 1-10；10 写作 '10'）",
                                        f"bad number '0' at {at} (numbers are 1-10; 10 is "
                                        "'10')"), c, at)
            if c == "1" and text.startswith("10", i):
                out.append((case + 9, at))
                i += 2
            else:
                out.append((case + int(c) - 1, at))
                i += 1
        elif c == "*":
            raise NotationError(Why(f"第 {at} 位：'*' 表示臭偎，要写在花括号的最后：{{x555*}}",
                                    f"'*' at {at} marks a 臭偎 and goes last in braces: "
                                    "{x555*}"), c, at)
        elif c.isdigit():
            raise NotationError(Why(f"第 {at} 位：数字 {c!r} 前面没有大小写（x = 小 一…十，"
                                    "d = 大 壹…拾）",
                                    f"number {c!r} at {at} has no case before it (x = small "
                                    "一…十, d = big 壹…拾)"), c, at)
        else:
            raise NotationError(Why(f"第 {at} 位：{c!r} 不是牌（小牌 x1-x10，大牌 d1-d10，"
                                    "王写 W）",
                                    f"bad card {c!r} at {at} (cards are x1-x10 small, d1-d10 "
                                    "big, W for 王)"), c, at)
    return out


def parse_hand(text: str) -> PHHand:
    """A hand from notation; NotationError names the bad token and its position.

    >>> parse_hand("x123 W [d333] {x5555} +x7").text()
    'x123 W [d333] {x5555} +x7'
    >>> parse_hand("一二三 貳柒拾 王").text()
    'x123 d2710 W'
    >>> parse_hand("x11 d0")
    Traceback (most recent call last):
    ...
    widgets.engine.notation.NotationError: bad number '0' at 5 (numbers are 1-10; 10 is '10')
    """
    if not isinstance(text, str):
        raise NotationError(f"a hand is text, not {type(text).__name__}")
    cards: list[int] = []
    wilds = 0
    melds: list[Meld] = []
    win: int | None = None
    i = 0
    while i < len(text):
        c = text[i]
        if c in " \t\n,，、":
            i += 1
            continue
        if c in "[{":
            close = "]" if c == "[" else "}"
            end = text.find(close, i)
            if end < 0:
                raise NotationError(Why(f"第 {i} 位的 {c!r} 没有闭合", f"{c!r} at {i} is never "
                                        "closed"), c, i)
            body = text[i + 1:end].replace(" ", "")
            smelly = c == "{" and body.endswith("*")  # {x555*}: a 臭偎
            inner = _read_cards(body[:-1] if smelly else body, i + 1)
            melds.append(_meld([x for x, _ in inner], c == "{", text[i:end + 1], i, smelly))
            i = end + 1
            continue
        end = i
        while end < len(text) and text[end] not in " \t\n,，、[{":
            end += 1
        token = text[i:end]
        if token.startswith("+"):
            got = _read_cards(token[1:], i + 1)
            if len(got) != 1:
                raise NotationError(Why(f"第 {i} 位：胡的牌 {token!r} 只能是一张",
                                        f"the winning card {token!r} at {i} is one card"),
                                    token, i)
            if win is not None:
                raise NotationError(Why(f"第 {i} 位：第二张胡的牌 {token!r}",
                                        f"a second winning card {token!r} at {i}"), token, i)
            win = got[0][0]
        else:
            if win is not None:
                raise NotationError(Why(f"胡的牌要写在最后，不能在第 {i} 位的 {token!r} 前面",
                                        f"the winning card comes last, not before {token!r} "
                                        f"at {i}"), token, i)
            for card, _ in _read_cards(token, i):
                if card == W:
                    wilds += 1
                else:
                    cards.append(card)
        i = end
    return PHHand(tuple(cards), wilds, tuple(melds), win)


def _meld(cards: list[int], hidden: bool, token: str, at: int, smelly: bool = False) -> Meld:
    """The meld these cards make: same cards ([] 碰/跑, {} 偎/提, {…*} 臭偎) or, in [], a
    句/二七十/绞."""
    if W in cards:
        raise NotationError(Why(f"第 {at} 位：王不能在桌面的牌组里：{token!r}（P-PH2）",
                                f"a 王 is never in a table group: {token!r} at {at} (P-PH2)"),
                            token, at)
    if smelly:
        if len(set(cards)) == 1 and len(cards) == 3:
            return Meld("chouwei", tuple(cards))
        raise NotationError(Why(f"第 {at} 位：{token!r} 不是臭偎（{{x555*}} 表示三张相同的臭偎）",
                                f"not a 臭偎: {token!r} at {at} ({{x555*}} marks three same "
                                "cards as a 臭偎)"), token, at)
    if len(set(cards)) == 1 and len(cards) in (3, 4):
        kinds = {(False, 3): "peng", (False, 4): "pao", (True, 3): "wei", (True, 4): "ti"}
        return Meld(kinds[hidden, len(cards)], tuple(cards))
    kind = chi_kind(cards)
    if kind and not hidden:
        return Meld(kind, tuple(sorted(cards)))
    what = "{} holds 3 or 4 same cards (偎, 提)" if hidden else \
        "[] holds 3 or 4 same cards (碰, 跑) or a 句, 二七十 or 绞"
    what_zh = "{} 里是 3 或 4 张相同的牌（偎、提）" if hidden else \
        "[] 里是 3 或 4 张相同的牌（碰、跑），或者句、二七十、绞"
    raise NotationError(Why(f"第 {at} 位：{token!r} 不成牌组（{what_zh}）",
                            f"not a group: {token!r} at {at} ({what})"), token, at)


def as_card(card: str | int, what: str = "card") -> int:
    """One card from notation ('x5', '小五', 'W') or its number (0-19, 20 for 王).

    >>> as_card("d10"), as_card(3)
    (19, 3)
    >>> as_card(25)
    Traceback (most recent call last):
    ...
    widgets.engine.results.NotAllowed: card is 0-19 (x1-x10, d1-d10) or 20 (王), not 25
    """
    if isinstance(card, int) and not isinstance(card, bool):
        if not 0 <= card <= W:
            raise NotAllowed(f"{what} is 0-19 (x1-x10, d1-d10) or 20 (王), not {card!r}")
        return card
    if not isinstance(card, str):
        raise NotAllowed(f"{what} is a card like 'x5' or 'd10', not {card!r}")
    got = _read_cards(card.replace(" ", ""), 0)
    if len(got) != 1:
        raise NotationError(f"{what} is one card, not {card!r}", card, 0)
    return got[0][0]


def as_hand(hand: object) -> PHHand:
    """A hand as it is, or read from notation; NotAllowed for anything else."""
    if isinstance(hand, PHHand):
        return hand
    if not isinstance(hand, str):
        raise NotAllowed(f"a hand is notation like 'x123 W +d5', not {hand!r}")
    return parse_hand(hand)


def as_cards(cards: str | Iterable[str | int], what: str) -> list[int]:
    """Cards from notation ('x5 d10 W') or a list of cards (notation or numbers).

    >>> as_cards("x5 d10", "seen"), as_cards(["x5", 19], "seen")
    ([4, 19], [4, 19])
    """
    if isinstance(cards, str):
        return [c for c, _ in _read_cards(cards.replace(" ", ""), 0)]
    try:
        items = list(cards)
    except TypeError:
        raise NotAllowed(f"{what} is cards like 'x5 d10', not {cards!r}") from None
    return [as_card(c, what) for c in items]


def as_flag(value: object, what: str) -> bool:
    """``value`` if it is True or False; NotAllowed naming ``what`` otherwise."""
    if not isinstance(value, bool):
        raise NotAllowed(f"{what} is True or False, not {value!r}")
    return value


def as_seat(value: object, what: str) -> int:
    """``value`` if it is a seat (0, 1 or 2); NotAllowed naming ``what`` otherwise."""
    if not is_seat(value):
        raise NotAllowed(f"{what} is 0, 1 or 2 (a seat), not {value!r}")
    return value
