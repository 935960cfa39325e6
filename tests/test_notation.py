"""The one-line hand notation: round trips, bad input, Chinese input and the tenhou converter."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mahjong.constants import CHUN, HAKU, HATSU
from mahjong.tile import TilesConverter

from widgets.engine.notation import (
    Hand,
    Meld,
    NotationError,
    format_hand,
    from_tenhou,
    parse_hand,
    parse_tiles,
    to_tenhou,
)
from widgets.engine.shape import counts34
from widgets.engine.tiles import N_PLAYING, parse_tile, tile_name, tile_zh

PLAYING = st.integers(0, N_PLAYING - 1)
SOURCE = st.one_of(st.none(), st.integers(1, 3))


@st.composite
def melds(draw) -> Meld:
    """A meld of every kind the notation writes, sets or not (the validator judges sets)."""
    kind = draw(st.sampled_from(["chi", "pon", "kong", "added", "concealed", "odd", "odd-closed"]))
    if kind == "chi":
        start = 9 * draw(st.integers(0, 2)) + draw(st.integers(0, 6))
        return Meld((start, start + 1, start + 2), source=draw(SOURCE))
    if kind in ("pon", "kong", "added", "concealed"):
        tile = draw(PLAYING)
        size = 3 if kind == "pon" else 4
        if kind == "concealed":
            return Meld((tile,) * 4, concealed=True)
        return Meld((tile,) * size, added=kind == "added", source=draw(SOURCE))
    tiles = tuple(sorted(draw(st.lists(PLAYING, min_size=1, max_size=4))))
    if kind == "odd-closed":
        return Meld(tiles, concealed=True)
    return Meld(tiles, added=draw(st.booleans()), source=draw(SOURCE))


@st.composite
def hands(draw) -> Hand:
    concealed = tuple(sorted(draw(st.lists(PLAYING, max_size=14))))
    flowers = tuple(sorted(draw(st.lists(st.integers(34, 41), max_size=8))))
    return Hand(concealed, tuple(draw(st.lists(melds(), max_size=4))), flowers,
                draw(st.one_of(st.none(), PLAYING)))


@settings(max_examples=400, deadline=None)
@given(hands())
def test_format_then_parse_is_the_identity(hand):
    text = format_hand(hand)
    assert parse_hand(text) == hand
    assert format_hand(parse_hand(text)) == text
    assert str(hand) == text and repr(hand) == f"Hand({text!r})"


def test_the_design_example_round_trips():
    text = "11m234p [555s,2] {7777z} 26f +1m"
    hand = parse_hand(text)
    assert hand.concealed == (0, 0, 10, 11, 12)
    assert hand.melds == (Meld((22, 22, 22), source=2), Meld((33,) * 4, concealed=True))
    assert hand.flowers == (35, 39) and hand.winning == 0
    assert format_hand(hand) == text
    assert [m.kind for m in hand.melds] == ["pon", "kong"]
    assert hand.melds[1].kong_kind == "concealed"
    assert parse_hand("[5555p+,3]").melds[0].kong_kind == "added"
    assert parse_hand("[5555p,1]").melds[0].kong_kind == "direct"


def test_non_canonical_text_parses_to_the_canonical_hand():
    assert format_hand(parse_hand("  5m 1m  3z\t2m ")) == "125m3z"
    assert format_hand(parse_hand("+1m 2m 1m")) == "12m +1m"


# ---- bad input ----------------------------------------------------------------------------

GARBAGE_ALPHABET = st.sampled_from(
    list("0123456789mpszfhx[]{}+,， 　")
    + list("一二三四五六七八九万萬筒饼条索東东南西北中发發白红風风板春")
)


@settings(max_examples=1500, deadline=None)
@given(st.text(alphabet=st.one_of(GARBAGE_ALPHABET, st.characters()), max_size=24))
def test_garbage_raises_only_notation_errors_that_point_into_the_text(text):
    try:
        hand = parse_hand(text)
    except NotationError as e:
        assert isinstance(e, ValueError)
        assert isinstance(e.token, str)
        assert 0 <= e.position <= len(text), (text, str(e))
        assert f"at {e.position}" in str(e)
    else:
        # whatever parses has a canonical text that parses back to the same hand
        assert parse_hand(format_hand(hand)) == hand


@pytest.mark.parametrize(("text", "message", "token", "position"), [
    ("11m 0m", "bad tile '0m' at 4", "0m", 4),
    ("1m 1234567890p", "bad tile '0p' at 12", "0p", 12),
    ("11m 8z", "bad tile '8z' at 4", "8z", 4),
    ("9f", "bad tile '9f' at 0", "9f", 0),
    ("123x", "bad suit letter 'x' at 3", "123x", 3),
    ("12m 55", "bad tiles '55' at 4 (digits need a suit letter after them)", "55", 4),
    ("12m m", "bad tiles 'm' at 4 (not a tile)", "m", 4),
    ("1m²", "bad tiles '²' at 2 (not a tile)", "²", 2),  # ² is a digit but not decimal
    ("11m [124m", "bad meld '[124m' at 4", "[124m", 4),
    ("[555p}", "bad meld '[555p}' at 0", "[555p}", 0),
    ("{555p,2}", "bad meld source in '{555p,2}' at 0 (a concealed kong has no source)",
     "{555p,2}", 0),
    ("1m [555p,4]", "bad meld source in '[555p,4]' at 3 (the source is 1, 2 or 3)",
     "[555p,4]", 3),
    ("{5555p+}", "'+' marks an added kong, not a concealed one: '{5555p+}' at 0",
     "{5555p+}", 0),
    ("[0555p]", "bad tile '0p' at 1", "0p", 1),
    ("[26f]", "flowers cannot be in a meld: '[26f]' at 0", "[26f]", 0),
    ("+1m +2m", "a second winning tile '+2m' at 4", "+2m", 4),
    ("1m +12m", "the winning tile must be one tile: '+12m' at 3", "+12m", 3),
    ("+1f", "the winning tile must be one tile: '+1f' at 0", "+1f", 0),
    ("1m +0m", "bad tile '0m' at 4", "0m", 4),
    # Chinese input: positions are in the text as typed, not in its rewriting as notation
    ("中0m", "bad tile '0m' at 1", "0m", 1),
    ("中中中0m", "bad tile '0m' at 3", "0m", 3),
    ("[中中中,7]", "bad meld source", "[5z5z5z,7]", 0),
    ("五中", "digits need a suit letter before '中' at 1", "中", 1),
    ("1东", "digits need a suit letter before '东' at 1", "东", 1),
])
def test_bad_text_names_the_token_and_its_position(text, message, token, position):
    with pytest.raises(NotationError) as info:
        parse_hand(text)
    assert message in str(info.value)
    assert (info.value.token, info.value.position) == (token, position)


def test_only_text_is_a_hand():
    with pytest.raises(NotationError, match="a hand is text, not int"):
        parse_hand(5)


def test_parse_tiles_offsets_its_positions():
    assert parse_tiles("19m7z") == [0, 8, 33]
    with pytest.raises(NotationError, match="bad tile '0s' at 12") as info:
        parse_tiles("120s", offset=10)
    assert info.value.position == 12


# ---- Chinese input ------------------------------------------------------------------------

@pytest.mark.parametrize(("zh", "ours"), [
    ("五万", "5m"), ("五萬", "5m"), ("一二三筒", "123p"), ("一二三饼", "123p"),
    ("七八九条", "789s"), ("七八九索", "789s"), ("中", "5z"), ("红中", "5z"), ("发", "6z"),
    ("發財", "6z"), ("白", "7z"), ("白板", "7z"), ("东风南风", "12z"), ("東西北", "134z"),
    ("五五万 中", "55m5z"), ("一万九万东南西北中发白", "19m1234567z"),
    ("[五五五筒，2]", "[555p,2]"), ("一二三万　中中", "123m55z"), ("二条 +红中", "2s +5z"),
])
def test_chinese_input_reads_as_notation(zh, ours):
    assert parse_hand(zh) == parse_hand(ours)


@pytest.mark.parametrize("tile", range(N_PLAYING))
def test_every_chinese_tile_name_parses_to_its_tile(tile):
    assert parse_hand(tile_zh(tile)).concealed == (tile,)
    assert parse_tile(tile_zh(tile)) == tile == parse_tile(tile_name(tile))


def test_dragon_names_follow_the_seed_order():
    assert [tile_zh(parse_tile(f"{n}z")) for n in range(1, 8)] == list("东南西北中发白")


# ---- tenhou and the `mahjong` package ------------------------------------------------------

_DRAGON_SWAP = {31: 33, 33: 31}


def _swap_dragons(hand: Hand) -> Hand:
    def sw(tiles):
        return tuple(sorted(_DRAGON_SWAP.get(t, t) for t in tiles))

    return Hand(sw(hand.concealed),
                tuple(Meld(sw(m.tiles), m.concealed, m.added, m.source) for m in hand.melds),
                hand.flowers,
                None if hand.winning is None else _DRAGON_SWAP.get(hand.winning, hand.winning))


def test_from_tenhou_swaps_5z_and_7z():
    assert from_tenhou("123m555z") == "123m777z"
    assert from_tenhou("1234567z") == "1234765z"
    assert from_tenhou("[777z,2] {5555z} +6z") == "[555z,2] {7777z} +6z"
    assert from_tenhou("5p 5s 5m") == "5p 5s 5m"  # only honours change
    assert to_tenhou("555z") == "777z"


def test_chinese_names_are_the_same_tile_in_both_orders():
    assert from_tenhou("中") == "5z" and to_tenhou("中") == "7z"
    assert from_tenhou("白 7z") == "7z 5z"
    assert parse_hand(from_tenhou("7z")) == parse_hand("中")


@settings(max_examples=300, deadline=None)
@given(hands())
def test_tenhou_conversion_is_its_own_inverse(hand):
    text = format_hand(hand)
    assert from_tenhou(from_tenhou(text)) == text
    assert to_tenhou(text) == from_tenhou(text)
    assert parse_hand(from_tenhou(text)) == _swap_dragons(hand)


def test_the_mahjong_package_notation_maps_onto_ours():
    # in the package (and tenhou) 5z is 白 (HAKU, index 31) and 7z is 中 (CHUN, index 33)
    assert TilesConverter.one_line_string_to_34_array("5z")[HAKU] == 1
    assert TilesConverter.one_line_string_to_34_array("6z")[HATSU] == 1
    assert TilesConverter.one_line_string_to_34_array("7z")[CHUN] == 1
    assert [tile_zh(t) for t in parse_hand(from_tenhou("567z")).concealed] == ["中", "发", "白"]
    assert tile_zh(parse_hand(from_tenhou("5z")).concealed[0]) == "白"
    permutation = list(range(31)) + [33, 32, 31]  # their index -> our kind
    rng = random.Random(5)
    for _ in range(300):
        tiles136 = rng.sample(range(136), rng.randint(1, 14))
        theirs = TilesConverter.to_34_array(tiles136)
        text = TilesConverter.to_one_line_string(tiles136)
        ours = counts34(parse_hand(from_tenhou(text)).concealed)
        assert ours == [theirs[permutation.index(k)] for k in range(34)], text
        assert all(ours[permutation[i]] == theirs[i] for i in range(34))
