"""At the hand table: the claim prompt names every claim offered (吃 too, where the variant
allows it), in zh and en; and 永州's 包 for 大四喜/大三元 charged at the table as the seed says."""

from __future__ import annotations

import pytest

from widgets.practice.play import Game
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
                if d.kind == "claim" and kinds <= {a.kind for a in d.options}:
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
