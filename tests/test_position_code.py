"""Position codes (issue 25): the codec, and the hand lab's code and play on (何切る).

The issue: "One short code per position … Pasting it into any widget of that kind, or passing
it to the constructor, restores the position exactly; a bad or truncated code is refused with
the reason, and the current position is kept."
"""

from __future__ import annotations

import re

import pytest
from fuzzing_replays import raw_code  # tests/ on the path
from hypothesis import given, settings
from hypothesis import strategies as st

from widgets.engine import position_code as pc
from widgets.engine.position_code import PositionCodeError, decode, encode
from widgets.ui import HandLab

CHAT_SAFE = re.compile(r"^[A-Za-z0-9_.-]+$")

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-2 ** 53, 2 ** 53) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                 max_size=4),
    max_leaves=20)


@settings(max_examples=200)
@given(kind=st.sampled_from(sorted(pc.KINDS)),
       data=st.dictionaries(st.text(max_size=8), json_values, max_size=6))
def test_any_data_round_trips_in_a_chat_safe_code(kind, data):
    code = encode(kind, data)
    assert CHAT_SAFE.match(code), code
    assert code.startswith(f"{kind}{pc.VERSION}.")
    assert decode(code) == (kind, data)
    assert decode(f"  {code[:10]}\n{code[10:]} ") == (kind, data)  # a chat wrapped it


def test_a_long_position_is_compressed():
    data = {"events": [{"type": "draw", "seat": i % 4, "tile": "5m"} for i in range(200)]}
    code = encode("ht", data)
    assert code.split(".")[1].startswith("z") and len(code) < len(str(data)) / 5
    assert decode(code) == ("ht", data)


CODE = encode("hl", {"v": "wuhan", "t": "123456789m123p4s"})


@pytest.mark.parametrize("cut", range(1, len(CODE)))
def test_every_truncation_is_refused_as_cut_short(cut):
    with pytest.raises(PositionCodeError) as e:
        decode(CODE[:cut])
    assert "cut short" in str(e.value) or "not a position code" in str(e.value)
    assert "不完整" in e.value.say("zh") or "不是位置码" in e.value.say("zh")


@settings(max_examples=100)
@given(at=st.integers(0, len(CODE) - 1), ch=st.sampled_from("aZ09-_"))
def test_a_changed_character_is_refused(at, ch):
    changed = CODE[:at] + ch + CODE[at + 1:]
    if changed == CODE:
        return
    with pytest.raises(PositionCodeError):
        decode(changed, expect="hl")


def test_refusals_name_the_reason_in_both_languages():
    cases = {
        "hello": ("not a position code", "不是位置码"),
        "xx1.jAAAA.AAAAAA": ("unknown position code kind", "未知"),
    }
    for code, (en, zh) in cases.items():
        with pytest.raises(PositionCodeError) as e:
            decode(code)
        assert en in str(e.value) and zh in e.value.say("zh")
    with pytest.raises(PositionCodeError) as e:
        decode(CODE, expect="ct")
    assert "hand lab's position code, not a card table's" in str(e.value)
    assert "手牌实验室" in e.value.say("zh")


def test_a_newer_version_is_refused_clearly(monkeypatch):
    monkeypatch.setattr(pc, "VERSION", 2)
    newer = encode("hl", {"v": "wuhan"})
    monkeypatch.setattr(pc, "VERSION", 1)
    with pytest.raises(PositionCodeError) as e:
        decode(newer)
    assert "newer version (format 2" in str(e.value) and "更新的版本" in e.value.say("zh")


def test_an_older_version_opens_through_its_migration_or_is_refused(monkeypatch):
    old = encode("hl", {"hand": "123m"})  # a version-1 code
    monkeypatch.setattr(pc, "VERSION", 2)  # version 2 renamed 'hand' to 't'
    monkeypatch.setitem(pc.MIGRATIONS, 1, lambda kind, d: {"t": d["hand"]})
    assert decode(old) == ("hl", {"t": "123m"})
    monkeypatch.setattr(pc, "OLDEST", 2)  # once version 1 is no longer read
    with pytest.raises(PositionCodeError) as e:
        decode(old)
    assert "too old" in str(e.value) and "太旧" in e.value.say("zh")


def test_content_that_is_not_a_position_is_refused():
    code = raw_code("hl", b"[1, 2]", packed=False)  # a list, not a position
    with pytest.raises(PositionCodeError) as e:
        decode(code)
    assert "cannot be read" in str(e.value)


# ---- the hand lab ---------------------------------------------------------------------------

VARIANTS = ("sichuan-xuezhan", "wuhan", "shuangren", "yongzhou", "dashiyou-xueliu")


@st.composite
def lab_positions(draw):
    variant = draw(st.sampled_from(VARIANTS))
    lab = HandLab(variant, draw_seed=draw(st.integers(0, 99)))
    kinds = sorted(t for t in lab.rules.kinds if t < 34)
    for _ in range(draw(st.integers(0, 14))):
        lab.handle({"kind": "add", "tile": _name(draw(st.sampled_from(kinds)))})
    for _ in range(draw(st.integers(0, 3))):
        lab.handle({"kind": "seen_add", "tile": _name(draw(st.sampled_from(kinds)))})
    for key in draw(st.lists(st.sampled_from(["self_drawn", "dealer", "last_tile"]),
                             max_size=2)):
        lab.handle({"kind": "toggle", "key": key})
    if draw(st.booleans()) and lab.hand.size % 3 == 1:
        lab.handle({"kind": "draw"})
    return lab


def _name(tile: int) -> str:
    from widgets.engine.tiles import tile_name
    return tile_name(tile)


@settings(max_examples=40)
@given(lab=lab_positions())
def test_a_hand_lab_position_round_trips_through_its_code(lab):
    again = HandLab(code=lab.code)
    assert again.snapshot == lab.snapshot
    assert again.view["analysis"] == lab.view["analysis"]
    other = HandLab("sichuan-xuezhan", "11m", lang="en")
    other.handle({"kind": "code", "code": lab.code})
    assert other.snapshot == lab.snapshot and other.message["level"] == "info"
    assert other.view["lang"] == "en"  # the code holds the position, not the language


def test_options_and_variant_travel_and_undo_goes_back():
    lab = HandLab("yongzhou", "123m456m789m1z [222z,1]", options={"cap": 5})
    other = HandLab("wuhan", "123m")
    other.handle({"kind": "code", "code": lab.code})
    assert other.rules.id == "yongzhou" and other.rules.options.cap == 5
    assert other.text == lab.text
    other.handle({"kind": "undo"})
    assert other.rules.id == "wuhan" and other.text == "123m"


def test_a_bad_code_is_refused_and_the_position_kept():
    lab = HandLab("wuhan", "123m456m", lang="en")
    before = lab.snapshot
    lab.handle({"kind": "code", "code": HandLab("wuhan", "11m").code[:-4]})
    assert lab.message["level"] == "warning"
    assert lab.message["text"].startswith("Code not opened: this position code is cut short")
    assert lab.snapshot == before
    lab.handle({"kind": "code", "code": encode("hl", {"v": "nope", "t": "11m"})})
    assert "cannot be restored" in lab.message["text"] and lab.snapshot == before
    lab.handle({"kind": "code", "code": encode("hl", {"v": "wuhan", "t": "11111m"})})
    assert "cannot be restored" in lab.message["text"] and lab.snapshot == before
    with pytest.raises(ValueError, match="cut short"):
        HandLab(code=lab.code[:-4])


def test_the_view_carries_the_code_for_the_code_field():
    lab = HandLab("wuhan", "123m")
    assert lab.view["code"]["text"] == lab.code
    lab.handle({"kind": "add", "tile": "4m"})
    assert lab.view["code"]["text"] == lab.code != HandLab("wuhan", "123m").code


# ---- play on (何切る) -----------------------------------------------------------------------

def _play(seed: int, rounds: int) -> list[str]:
    lab = HandLab("sichuan-xuezhan", "123m456m789m1p2p3p4s", draw_seed=seed)
    for _ in range(rounds):
        lab.handle({"kind": "draw"})
        assert lab.hand.size == 14 and lab.situation.self_drawn
        lab.handle({"kind": "remove", "index": 13})  # 摸切: discard the drawn tile
        assert lab.hand.size == 13 and not lab.situation.self_drawn  # the draw was used
    return list(lab.snapshot.log)


def test_the_same_seed_draws_the_same_tiles_for_a_whole_class():
    a, b = _play(5, 6), _play(5, 6)
    assert a == b and len(a) == 12
    assert [x[0] for x in a] == ["+", "-"] * 6
    assert _play(6, 6) != a  # another seed, another sequence


def test_a_discard_in_play_on_is_seen_and_never_drawn_again():
    lab = HandLab("sichuan-xuezhan", "123m456m789m1p2p3p4s", draw_seed=1)
    lab.handle({"kind": "draw"})
    lab.handle({"kind": "remove", "index": 0})  # discard 1m
    assert lab.seen == (0,) and "1m" in lab.message["text"]
    assert lab.view["analysis"]["shanten"] is not None
    seen_before = lab.seen
    lab.handle({"kind": "undo"})
    assert lab.hand.size == 14 and lab.seen == ()
    lab.handle({"kind": "redo"})
    assert lab.seen == seen_before


def test_draw_needs_a_hand_that_can_draw():
    lab = HandLab("sichuan-xuezhan", "123m456m789m1p2p3p4s5s", lang="en")
    lab.handle({"kind": "draw"})
    assert lab.message["level"] == "warning" and "discard one before drawing" in \
        lab.message["text"]
    assert lab.view["play_on"]["can_draw"] is False


def test_draws_come_from_the_unseen_tiles_only():
    from widgets.practice.table.play_on import unseen_tiles
    lab = HandLab("sichuan-xuezhan", "1111m2222m3333m5p", seen="4444p", draw_seed=2)
    pool = unseen_tiles(lab.rules, lab.hand, lab.seen)
    assert 0 not in pool and pool.count(3) == 4 and 12 not in pool and pool.count(13) == 3
    for _ in range(5):
        lab.handle({"kind": "draw"})
        drawn = lab.hand.winning
        assert drawn in pool
        lab.handle({"kind": "remove", "index": 13})


def test_the_code_carries_the_play_on_seed_and_log():
    lab = HandLab("wuhan", "123m456m789m1p2p3p4s", draw_seed=9)
    lab.handle({"kind": "draw"})
    lab.handle({"kind": "remove", "index": 13})
    again = HandLab(code=lab.code)
    assert again.snapshot.draw_seed == 9 and again.snapshot.log == lab.snapshot.log
    again.handle({"kind": "draw"})
    lab.handle({"kind": "draw"})
    assert again.hand == lab.hand  # the next draw is the same from the restored position
