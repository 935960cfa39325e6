"""At the hand table: the claim prompt names every claim offered (吃 too, where the variant
allows it), in zh and en; and 永州's 包 for 大四喜/大三元 charged at the table as the seed says."""

from __future__ import annotations

import pytest

from widgets.practice.table.play import Game
from widgets.ui import HandTable


def _first_claim(variant: str, kinds: set[str], seeds=range(60)):
    """(seed, human, decision): the first claim decision offering ``kinds`` to a learner."""
    for seed in seeds:
        for human in (1, 2):
            g = Game(variant, seed, human=human)
            for _ in range(200):
                g.advance()
                d = g.pending()
                if d is None:
                    break
                if d.stage == "claim" and kinds <= {a.kind for a in d.options}:
                    return seed, human, d
                g.act(g.choose(d))
    raise AssertionError(f"no {kinds} claim found")


@pytest.mark.parametrize("variant", ["wuhan", "yongzhou"])
def test_the_claim_prompt_names_chi_when_chi_is_offered(variant):
    seed, human, d = _first_claim(variant, {"chi"})
    assert "吃" in d.prompt_zh and "还是过" in d.prompt_zh, d.prompt_zh
    assert "chow" in d.prompt_en and d.prompt_en.endswith("or pass?"), d.prompt_en
    for kind, zh, en in (("chi", "吃", "chow"), ("pon", "碰", "pung"), ("win", "胡", "win")):
        offered = any(a.kind == kind for a in d.options)
        assert (zh in d.prompt_zh.split("：")[-1]) == offered
        assert (en in d.prompt_en.split(": ")[-1]) == offered


def test_the_table_shows_the_prompt_in_the_learners_language():
    seed, human, d = _first_claim("yongzhou", {"chi"})
    for lang, want in (("zh", d.prompt_zh), ("en", d.prompt_en)):
        t = HandTable("yongzhou", seed=seed, human=human, lang=lang)
        for _ in range(200):
            dv = t.view["decision"]
            if dv and dv["kind"] == "claim" and any(o["kind"] == "chi" for o in dv["options"]):
                break
            pending = t.game.pending()
            t.game.act(t.game.choose(pending))
            t.game.advance()
            t.handle({"kind": "step", "to": "end"})
        assert dv["prompt"] == want


def test_a_claim_without_chi_does_not_offer_it_in_words():
    _seed, _human, d = _first_claim("sichuan-xueliu", {"pon"})
    assert "吃" not in d.prompt_zh and "chow" not in d.prompt_en
    assert "碰" in d.prompt_zh and "pung" in d.prompt_en


# ---- 永州's 大三元/大四喜 包, at the table ---------------------------------------------------

# Seat 2 (西) holds pairs of the three dragons (of the four winds); the others discard them
# (东 the dealer first; 南 the last one): seat 2 碰s each, then self-draws 五筒, 大三元
# (大四喜). Every seat is played by people (the test answers for them), so nothing is left
# to the automatic seats' taste.
DRAGONS = {0: "5z4m7m9m9m2s5s8s4s6s1z2z3z4z", 1: "7z158m36s9s26m1z2z3z4z",
           2: "55z66z77z123m5p1s9s9p", 3: "6z36m7s8s5s478m1z2z3z4z"}
DRAGON_SCENARIO = {"hands": DRAGONS, "draws": "1p2p3p4p6p7p8p5p", "dealer": 0}
WINDS = {0: "1z3z4m7m9m9m2s5s8s4s6s5z6z7z", 1: "4z158m36s9s26m5z6z7z7p",
         2: "11z22z33z44z1m2m3m5p9p", 3: "2z36m7s8s5s4789m5z6z7z"}
WIND_SCENARIO = {"hands": WINDS, "draws": "1p2p3p4p6p7p8p9s1s5p", "dealer": 0}


def _play_for_everyone(t: HandTable, claimer: int, sets: str, discards: tuple[str, ...]) -> None:
    """Answer every seat's decisions: ``claimer`` 碰s the ``sets`` tiles, discards ``discards``
    in turn and wins when it can; the others pass on claims and discard a tile of ``sets`` if
    they hold one, else the tile just drawn."""
    wanted = {f"{n}z" for n in sets}
    own = list(discards)
    for _ in range(100):
        d = t.game.pending()
        if d is None:
            return
        kinds = [a.kind for a in d.options]
        hand = [tile["id"] for tile in sorted(t.view["seats"][d.seat]["concealed"],
                                              key=lambda tile: tile["index"])]
        if d.seat == claimer and "win" in kinds:
            t.handle({"kind": "act", "index": kinds.index("win")})
        elif d.stage == "claim":
            pon = d.seat == claimer and "pon" in kinds and d.options[kinds.index("pon")
                                                                    ].tiles[0] in wanted
            t.handle({"kind": "act", "index": kinds.index("pon" if pon else "pass")})
        else:
            drawn = t.view["seats"][d.seat]["concealed"][-1]["id"]  # kept last, apart
            tile = own.pop(0) if d.seat == claimer else next(
                (x for x in hand if x in wanted), drawn)
            t.handle({"kind": "pick", "index": hand.index(tile)})
        assert t.message["level"] in ("", "info"), t.message
    raise AssertionError("the hand did not end")


@pytest.mark.ruling("R-Y12")
@pytest.mark.ruling("R-Y11")
@pytest.mark.parametrize("scenario, sets, fan, bao", [
    (DRAGON_SCENARIO, "567", "大三元", "大三元包自摸"),
    (WIND_SCENARIO, "1234", "大四喜", "大四喜包自摸")])
def test_the_discarder_of_the_last_dragon_or_wind_pays_the_whole_self_draw(
        scenario, sets, fan, bao):
    """Seed 001: "大三元：玩家已碰出紅中、白板、發財，任意2款．若有人打出余下一款者，
    那人則需承擔包自模的責任" (大四喜 likewise, three winds 碰'd); R-Y12: liable once that
    discard is claimed; R-Y11: the liable seat pays all three shares of the self-draw. At the
    table the ledger charges that one seat, and its payment line names the 包."""
    t = HandTable("yongzhou", scenario=scenario, human=(0, 1, 2, 3), lang="zh")
    claimer = 2
    own = ("1s", "9s", "9p") if sets == "567" else ("9p", "1m", "2m", "3m")
    _play_for_everyone(t, claimer, sets, own)
    win = next(e for e in t.events if e.type == "win")
    assert win.seat == claimer and win.from_seat is None, "a self-draw"
    pons = [e for e in t.events if e.type == "claim" and e.seat == claimer]
    assert [e.kind for e in pons] == ["pon"] * len(sets)
    liable = pons[-1].from_seat  # who discarded the last dragon / wind
    net = t.game.ledger().net
    assert net[liable] == -net[claimer] < 0
    assert all(net[s] == 0 for s in range(4) if s not in (liable, claimer))
    assert [p["reason"] for p in t.view["payments"]] == [bao]
    assert fan in [line.zh for line in t.game.rules.score(win.hand, **win.situation).lines]
