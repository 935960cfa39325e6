"""The hand lab's answers you act on (issue 19): each allowed claim is a button that applies
it, undoably, with what it does to the hand against passing; a situation checkbox that would
contradict the others is disabled with the reason. Driven through ``handle``, as the JS does."""

from __future__ import annotations

import random

import pytest

from widgets import rules
from widgets.engine.notation import Hand, Meld, parse_hand
from widgets.engine.tiles import parse_tile, tile_name
from widgets.practice.table.claim_effects import claim_effects
from widgets.ui import HandLab

VARIANTS = ("sichuan-xuezhan", "sichuan-xueliu", "dashiyou-xueliu", "wuhan", "shuangren",
            "yongzhou")


def pick(lab: HandLab, tile: str, seat: int) -> dict:
    lab.handle({"kind": "claim_tile", "tile": tile, "from_seat": seat})
    assert lab.message["level"] == "", lab.message
    return lab.view["claims"]


def button(claims: dict, kind: str, tiles: str | None = None) -> dict:
    found = [o for o in claims["options"] if o["kind"] == kind
             and (tiles is None or o["claim_tiles"] == [tile_name(t) for t in
                                                        parse_hand(tiles).concealed])]
    assert len(found) == 1, claims["options"]
    return found[0]


def take(lab: HandLab, option: dict) -> None:
    """What the button's click sends."""
    lab.handle({"kind": "claim", "claim": option["kind"], "tiles": option["claim_tiles"]})


# ---- a claim is a button that applies it, undoably ------------------------------------------


def test_pon_moves_the_tiles_into_a_meld_and_says_to_discard_then_undo_restores():
    lab = HandLab("sichuan-xuezhan", "11m99m3m55p234p678p", lang="en")
    claims = pick(lab, "5p", 2)
    take(lab, button(claims, "pon"))
    assert str(lab.hand) == "11399m234678p [555p,2]"  # the meld names 对家, its source
    assert lab.message["level"] == "info" and "discard" in lab.message["text"]
    assert [m["text"] for m in lab.view["hand"]["melds"]] == ["[555p,2]"]
    assert lab.view["analysis"]["discards"], "a 14-tile hand: discard advice shows"
    assert lab.view["claims"]["tile"] is None, "the claim is done: no discard picked"
    lab.handle({"kind": "undo"})
    assert str(lab.hand) == "11399m23455678p" and lab.view["claims"]["tile"] == "5p"
    lab.handle({"kind": "redo"})
    assert str(lab.hand) == "11399m234678p [555p,2]"


def test_each_chi_run_is_its_own_button_and_takes_the_run_it_names():
    lab = HandLab("shuangren", "2345s56789s111z5z", lang="en")  # 上家 is the only seat
    claims = pick(lab, "4s", 1)
    runs = sorted(o["claim_tiles"] for o in claims["options"] if o["kind"] == "chi")
    assert runs == [["2s", "3s", "4s"], ["3s", "4s", "5s"], ["4s", "5s", "6s"]]
    take(lab, button(claims, "chi", "345s"))
    assert lab.hand.melds == (Meld(tuple(parse_hand("345s").concealed), source=1),)
    assert lab.hand.closed.count(parse_tile("3s")) == 0 and lab.hand.size == 14


def test_kong_waits_for_its_replacement_and_win_scores_the_discard():
    lab = HandLab("sichuan-xuezhan", "1112345678999m", lang="en")
    lab.handle({"kind": "remove", "index": 13})  # 13 tiles: 111 2345678 999m
    claims = pick(lab, "1m", 3)
    take(lab, button(claims, "kong"))
    assert str(lab.hand) == "2345678999m [1111m,3]" and lab.hand.size == 13
    assert "replacement" in lab.message["text"]
    lab.handle({"kind": "undo"})
    lab.handle({"kind": "toggle", "key": "self_drawn"})
    claims = pick(lab, "1m", 3)
    take(lab, button(claims, "win"))
    assert lab.hand.winning == parse_tile("1m")
    assert not lab.situation.self_drawn, "a claimed win is not self-drawn"
    want = rules("sichuan-xuezhan").score(lab.hand).total
    assert lab.view["analysis"]["score"]["total"] == want
    assert button(claims, "win")["value"] == want, "the button said what it would score"


def test_pass_lets_the_tile_go_and_keeps_the_hand():
    lab = HandLab("sichuan-xuezhan", "11m99m3m55p234p678p", lang="zh")
    claims = pick(lab, "5p", 2)
    assert claims["pass"]["kind"] == "pass"
    lab.handle({"kind": "claim", "claim": "pass"})
    assert str(lab.hand) == "11399m23455678p" and lab.view["claims"]["tile"] is None
    assert lab.message == {"text": "过：手牌不变", "level": "info"}


@pytest.mark.parametrize("lang, word", [("en", "Sichuan has no"), ("zh", "现在不能吃")])
def test_a_refused_claim_by_intent_shows_its_reason_and_changes_nothing(lang, word):
    lab = HandLab("sichuan-xuezhan", "11m99m3m55p234p678p", lang=lang)
    pick(lab, "4p", 1)
    lab.handle({"kind": "claim", "claim": "chi", "tiles": ["3p", "4p", "5p"]})
    assert lab.message["level"] == "warning" and word in lab.message["text"]
    assert str(lab.hand) == "11399m23455678p"
    lab.handle({"kind": "claim", "claim": "pon"})  # no 4p pair either
    assert lab.message["level"] == "warning" and str(lab.hand) == "11399m23455678p"


def test_a_claim_with_no_discard_picked_or_a_bad_kind_is_refused():
    lab = HandLab("sichuan-xuezhan", "11m99m3m55p234p678p", lang="en")
    lab.handle({"kind": "claim", "claim": "pon"})
    assert lab.message == {"text": "Pick the discarded tile first", "level": "warning"}
    pick(lab, "5p", 2)
    for bad in ({"kind": "claim", "claim": "steal"}, {"kind": "claim"},
                {"kind": "claim", "claim": "pon", "tiles": ["5p"]}):
        lab.handle(bad)
        assert lab.message["level"] == "warning", bad
    assert str(lab.hand) == "11399m23455678p"


# ---- what a claim does to the hand, against passing -----------------------------------------


def direct(r, hand: Hand, tile: int, seat: int, kind: str, tiles: tuple[int, ...]):
    """(shanten, improving, discard) after a claim, asked of the engine step by step."""
    if kind == "win":
        return -1, 0, None
    rest = hand
    used = list(tiles)
    used.remove(tile)
    for t in used:
        rest = rest.remove(t)
    rest = Hand(rest.closed, rest.melds + (Meld(tuple(sorted(tiles)), source=seat),))
    if kind == "kong":  # a 13-tile hand that draws next: its improving tiles as a discard's
        return waiting(r, rest, [])
    best = r.discard_advice(rest)[0]
    if best.shanten == 0:
        waits = [w for w in r.waits(rest.remove(best.tile)) if not w.dead]
        return 0, sum(w.unseen for w in waits), best.tile
    return best.shanten, best.effective_count, best.tile


def waiting(r, hand: Hand, seen: list[int]):
    s = r.shanten(hand)
    if s == 0:
        return 0, sum(w.unseen for w in r.waits(hand, seen) if not w.dead), None
    count = 0
    for t in r.kinds:  # every tile whose draw lowers the shanten, by its unseen copies
        left = r.copies - hand.all_tiles().count(t) - seen.count(t)
        after = r.shanten(hand.add(t))
        if left > 0 and s is not None and after is not None and after < s:
            count += left
    return s, count, None


def deals(variant: str, n: int):
    """``n`` 13-tile hands with a discard some claim takes (pon or chi or kong)."""
    r = rules(variant)
    rng = random.Random(variant)
    found = 0
    while found < n:
        wall = [t for t in r.kinds for _ in range(r.copies)]
        tiles = rng.sample(wall, 13)
        hand = Hand(tuple(sorted(tiles)))
        if r.problems(hand) or (variant == "wuhan" and parse_tile("5z") in tiles):
            continue
        pairs = [t for t in set(tiles) if 2 <= tiles.count(t) < 4]
        runs = [t + 1 for t in tiles if t < 27 and t % 9 < 7 and t + 2 in tiles]
        for tile in (pairs + runs)[:1]:
            for seat in r.seats[:1]:
                try:
                    report = r.claims(hand, tile, seat)
                except ValueError:
                    continue
                if any(o.kind != "win" for o in report.options):
                    found += 1
                    yield r, hand, tile, seat


@pytest.mark.parametrize("variant", VARIANTS)
def test_consequences_equal_the_engine_asked_step_by_step(variant):
    for r, hand, tile, seat in deals(variant, 4):
        fx = claim_effects(r, hand, tile, seat)
        report = r.claims(hand, tile, seat)
        assert [o.kind for o in fx.options] == [o.kind for o in report.options]
        for o, opt in zip(fx.options, report.options, strict=True):
            assert (o.shanten, o.improving, o.discard) == direct(r, hand, tile, seat,
                                                                 opt.kind, opt.tiles), (
                variant, str(hand), tile_name(tile), opt)
        assert (fx.passing.shanten, fx.passing.improving) == waiting(r, hand, [tile])[:2]


def test_passing_counts_as_the_engine_counts_discarding_the_tile():
    """Passing on 5p leaves the hand as it is; its improving tiles are the discard advice's
    for drawing 5p and throwing it back (the discard is seen either way)."""
    r = rules("sichuan-xuezhan")
    hand, tile = parse_hand("1399m23455678p1m"), parse_tile("5p")
    fx = claim_effects(r, hand, tile, 2)
    back = next(d for d in r.discard_advice(hand.add(tile)) if d.tile == tile)
    assert (fx.passing.shanten, fx.passing.improving) == (back.shanten, back.effective_count)


def test_the_view_shows_each_claim_against_passing_in_both_languages():
    lab = HandLab("sichuan-xuezhan", "11m99m3m55p234p678p", lang="en")
    claims = pick(lab, "5p", 2)
    assert claims["compare"] == ("Pung 碰 → ready, 4 winning tiles / Pass 过 → 1-shanten, "
                                 "9 improving tiles")
    pon = button(claims, "pon")
    assert pon["then"] == "then discard" and pon["discard"] == "1m"
    assert pon["waits"] == ["2m"] and pon["value_label"] == "best win ×2"
    lab.handle({"kind": "lang", "value": "zh"})
    claims = lab.view["claims"]
    assert claims["compare"] == "碰 → 听牌，和张 4 张 / 过 → 1 向听，进张 9 张"
    assert button(claims, "pon")["value_label"] == "最多得 ×2"


def test_a_ready_wuhan_hand_that_cannot_win_closed_says_so():
    """Wuhan needs 开口 (a 吃, 碰 or 明杠) to win: ready closed, no win counts; after the 碰,
    a win does. The line that answers "should I 碰?"."""
    lab = HandLab("wuhan", "234m567p345s22s88m", situation={"indicator": "1z"}, lang="en")
    claims = pick(lab, "8m", 2)
    assert not [o for o in claims["options"] if o["kind"] == "win"], "胡 needs 开口"
    assert claims["pass"]["shanten"] == 0 and claims["pass"]["value"] is None
    assert claims["pass"]["value_label"] == "no win counts yet"
    pon = button(claims, "pon")
    assert pon["shanten"] == 0 and pon["value"] is not None


# ---- a situation checkbox that would contradict the others ----------------------------------


def flag(lab: HandLab, key: str) -> dict:
    return next(s for s in lab.view["situation"] if s["key"] == key)


@pytest.mark.ruling("P-X1")
def test_robbing_a_kong_is_disabled_when_self_drawn_with_the_reason_in_both_languages():
    lab = HandLab("sichuan-xuezhan", "123m456m789m11p23p +4p", situation={"self_drawn": True},
                  lang="en")
    rob = flag(lab, "robbing_kong")
    # the rule in words, no ruling id (a learner has no ruling file)
    assert rob["disabled"] and "not self-drawn" in rob["reason"] and "P-X1" not in rob["reason"]
    lab.handle({"kind": "toggle", "key": "robbing_kong"})
    assert lab.message["level"] == "warning" and "not self-drawn" in lab.message["text"]
    assert not lab.situation.robbing_kong
    lab.handle({"kind": "lang", "value": "zh"})
    rob = flag(lab, "robbing_kong")
    assert rob["disabled"] and "不是自摸" in rob["reason"]
    lab.handle({"kind": "toggle", "key": "robbing_kong"})
    assert "不是自摸" in lab.message["text"] and not lab.situation.robbing_kong
    assert not flag(lab, "dealer")["disabled"] and flag(lab, "dealer")["reason"] == ""


@pytest.mark.ruling("P-Y3")
def test_yongzhou_counts_robbing_as_self_drawn_so_the_box_stays_on():
    lab = HandLab("yongzhou", "123m456p789s23m55s +4m", situation={"self_drawn": True})
    assert not flag(lab, "robbing_kong")["disabled"]
    lab.handle({"kind": "toggle", "key": "robbing_kong"})
    assert lab.situation.robbing_kong


@pytest.mark.ruling("P-X4")
def test_after_a_kong_needs_a_kong_and_a_conflict_already_there_can_be_unticked():
    lab = HandLab("sichuan-xuezhan", "123m456m789m11p23p +4p", lang="en")
    assert flag(lab, "after_kong")["disabled"] and "no kong" in flag(lab, "after_kong")["reason"]
    lab.handle({"kind": "text", "text": "123m456m789m11p23p +4p | after_kong"})  # loaded anyway
    assert lab.situation.after_kong and not flag(lab, "after_kong")["disabled"]
    lab.handle({"kind": "toggle", "key": "after_kong"})
    assert not lab.situation.after_kong


# ---- the hand lab's small things --------------------------------------------------------------


@pytest.mark.parametrize("hand, en, zh", [
    ("1m2m3m4s", "incomplete: 9 more tiles to make a hand", "不完整：还差 9 张"),
    ("123456789m123p", "incomplete: 1 more tile to make a hand", "不完整：还差 1 张"),
    ("", "incomplete: 13 more tiles to make a hand", "不完整：还差 13 张"),
])
def test_a_hand_still_being_built_is_incomplete_not_n_shanten(hand, en, zh):
    lab = HandLab("sichuan-xuezhan", hand, lang="en")
    assert lab.view["analysis"]["shanten_label"] == en
    assert lab.view["analysis"]["shanten"] == rules("sichuan-xuezhan").shanten(hand)  # data
    lab.handle({"kind": "lang", "value": "zh"})
    assert lab.view["analysis"]["shanten_label"] == zh
    ready = HandLab("sichuan-xuezhan", "1112345678999m", lang="en")
    assert ready.view["analysis"]["shanten_label"] == "ready (tenpai, shanten 0)"


def test_one_tile_is_one_tile():
    lab = HandLab("sichuan-xuezhan", "5m", lang="en")
    assert lab.view["hand"]["size_label"] == "1 tile (a kong counts as 3)"
    lab.handle({"kind": "add", "tile": "6m"})
    assert lab.view["hand"]["size_label"] == "2 tiles (a kong counts as 3)"


def palette_tile(lab: HandLab, tile: str) -> dict:
    """A palette tile: its id, and why it is off (``used``) when it is."""
    assert any(tile in row for row in lab.view["palette"]["rows"])
    why = lab.view["palette"]["used"].get(tile)
    return {"id": tile} | ({"disabled": True, "why": why} if why else {})


def test_a_palette_tile_whose_four_copies_are_used_is_disabled_saying_why():
    lab = HandLab("sichuan-xuezhan", "555m [555p,2]", seen="5p", lang="en")
    assert palette_tile(lab, "5m").get("disabled") is None, "three held: one is left"
    five = palette_tile(lab, "5p")
    assert five["disabled"] and five["why"] == "all 4 五筒 5p are used: 3 in the hand, 1 seen"
    lab.handle({"kind": "add", "tile": "5m"})
    assert palette_tile(lab, "5m")["disabled"]
    lab.handle({"kind": "lang", "value": "zh"})
    assert palette_tile(lab, "5m")["why"] == "五万 5m 的 4 张都用了：手里 4 张，已见 0 张"
    lab.handle({"kind": "add", "tile": "5m"})  # the intent is refused as before
    assert lab.message["level"] == "warning"


def test_the_scores_reading_includes_the_declared_melds():
    lab = HandLab("sichuan-xuezhan", "11p456p789p23s [555s,2] +1s", lang="en")
    assert lab.view["analysis"]["score"]["reading"] == "[555s] 11p 456p 789p 123s"
    assert all(a["reading"].startswith("[555s] ")
               for a in lab.view["analysis"]["score"]["alternatives"])


def test_the_meld_builder_offers_chi_as_whole_runs():
    lab = HandLab("sichuan-xuezhan", lang="en")
    chi = next(k for k in lab.view["meld_kinds"] if k["kind"] == "chi")
    runs = {r["value"]: r["label"] for r in chi["runs"]}
    assert runs["4s"] == "456s" and runs["2s"] == "234s" and "8s" not in runs
    assert len(runs) == 21 and all("runs" not in k for k in lab.view["meld_kinds"]
                                   if k["kind"] != "chi")


def test_english_buttons_are_capitalised():
    lab = HandLab("sichuan-xuezhan", lang="en")
    labels = lab.view["labels"]
    for key in ("load", "copy", "undo", "redo", "clear", "declare", "mode_hand", "mode_seen",
                "chi", "pon", "kong", "win", "pass"):
        assert labels[key][0].isupper(), (key, labels[key])


def test_a_claim_intent_with_garbage_tiles_is_refused_not_an_error():
    lab = HandLab("sichuan-xuezhan", "11m99m3m55p234p678p", lang="en")
    pick(lab, "5p", 2)
    for tiles in (5, [5, 5, 5], "5p5p5p", [None]):
        lab.handle({"kind": "claim", "claim": "pon", "tiles": tiles})
        assert lab.message["level"] == "warning", (tiles, lab.message)
    assert str(lab.hand) == "11399m23455678p"
