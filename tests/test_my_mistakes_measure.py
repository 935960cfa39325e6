"""My mistakes measures a new mahjong move (issue 38: "Retry before reveal … the learner tries, is
told right or wrong", and "Mistakes come back … as a position code with an fsrs card"): a try
that is neither the strong move nor the move played is played out against the strong move from
the card's stored position, dealt again, by the hand table's own retry — the same paired
play-outs and seeds, so the same figure the table gives — a few play-outs a message, with its
progress, Stop and Go on; the card is graded by the first try with a verdict.

One position for the module (:func:`card`): 大师游 seed 4 played as a beginner would; at step
72 East discarded 7p where the strong level discards 1p. The card is made as the table makes
it (:func:`~widgets.ui.tables.table_review.mistake_question` with the game).
"""

from __future__ import annotations

import copy
import dataclasses

import pytest

from widgets.practice.costs import UNITS, Estimate
from widgets.practice.record import Record
from widgets.practice.record.mistakes import due_mistakes, mistake_answer, record_mistake
from widgets.practice.table import mistake_retry as mr
from widgets.practice.table import points_review as pr
from widgets.practice.table.play import Game
from widgets.ui import MyMistakes
from widgets.ui.tables import mistake_measure as mm
from widgets.ui.tables import table_review as tr

VARIANT, SEED, STEP = "dashiyou-xueliu", 4, 72
# a verdict's words, en and zh (labels_review.py)
WORDS = {"good": ("as good as the best", "和最好的选择一样好"),
         "unclear": ("too close to call", "太接近，分不出高低"),
         "other": ("is a mistake too", "也是失误")}


@pytest.fixture(scope="module")
def card():
    """The played hand, its reviewer (the hand table's, no decision measured) and the card
    of its mistake at step 72 (its loss set: the card's figure is not what is tested)."""
    g = Game(VARIANT, SEED, human=0)
    g.advance()
    while (d := g.pending()) is not None:
        g.act(g.choice(d, "beginner").action)
        g.advance()
    r = pr.PointsReviewer(g)
    e = r.entries[STEP]
    assert e.played.tiles == ("7p",) and e.best.tiles == ("1p",)
    r.entries[STEP] = dataclasses.replace(e, loss=Estimate(3.6, 2.0, 16))
    q = tr.mistake_question(r, STEP, g)
    return g, r, q


def widget(tmp_path, q, lang="en"):
    path = tmp_path / "r.jsonl"
    record_mistake(Record(path), mistake_answer(VARIANT, SEED, q, correct=False))
    return MyMistakes(record=str(path), lang=lang), path


def index_of(q, tile):
    return next(i for i, o in enumerate(q["options"]) if o[0] == "discard" and o[1] == [tile])


def test_the_card_keeps_a_position_that_deals_the_same_table_again(card):
    """The code deals the hand again to the decision: the same events, the same wall, the
    same options, the move played and the strong one where the card says."""
    g, r, q = card
    at = mr.open_position(dict(q, variant=VARIANT, seed=str(SEED)))
    table = next(x[1] for x in pr.positions(g, (0,)) if x[0] == STEP)  # as the table replays
    assert at.game.events == g.events[:STEP] == table.events
    assert at.game.wall.tiles == table.wall.tiles
    assert at.option(q["played"]) == r.entries[STEP].played
    assert at.option(q["best"]) == r.entries[STEP].best
    assert [a.tiles for a in at.options] == [tuple(o[1]) for o in q["options"]]


def test_a_new_move_is_measured_as_the_table_measures_it_and_stops_and_goes_on(card, tmp_path):
    """Discarding 1s (neither 1p nor 7p): 'measuring' at once, its bar moving a piece a
    message; Stop holds it (a late ask changes nothing) and Go on takes it up where it
    stopped; the figure is the hand table's retry's own (same seeds: deterministic), said in
    the table's words with its interval, and the card graded by that verdict."""
    _g, r, q = card
    m, path = widget(tmp_path, q)
    n = len(Record(path).answers())
    i = index_of(q, "1s")
    m.handle({"kind": "try", "index": i})
    v = m.view["q"]
    assert v["verdict"] == "measuring" and v["measure"]["done"] == 0
    assert v["measure"]["total"] == pr.SAMPLES and v["measure"]["stop"] == "Stop"
    assert "Working out discard 1s" in v["feedback"] and v["can_reveal"]
    m.handle({"kind": "measure"})
    first = m.view["q"]["measure"]
    assert first["done"] == mr.PIECE and first["ask"] != v["measure"]["ask"]
    m.handle({"kind": "stop"})
    stopped = m.view["q"]["measure"]
    assert stopped["ask"] == "" and stopped["go_on"] == "Go on" and stopped["stop"] == ""
    assert stopped["text"].startswith(f"Stopped after {mr.PIECE} of {pr.SAMPLES} paired "
                                      "play-outs: discard 1s is not worked out yet")
    assert m.view["q"]["feedback"] == ""
    m.handle({"kind": "measure"})  # the widget's late ask: nothing moves while stopped
    assert m.view["q"]["measure"]["done"] == mr.PIECE
    assert len(Record(path).answers()) == n  # a move being measured grades nothing yet
    m.handle({"kind": "go_on"})
    asks = {v["measure"]["ask"], first["ask"]}
    assert m.view["q"]["measure"]["ask"] not in asks  # the widget asks again after Go on
    seen = [mr.PIECE]
    while m.view["q"]["measure"] is not None:
        m.handle({"kind": "measure"})
        assert m.message["level"] == "", m.message
        if m.view["q"]["measure"] is not None:
            seen.append(m.view["q"]["measure"]["done"])
    assert seen == list(range(mr.PIECE, pr.SAMPLES, mr.PIECE))
    move = r.asked[STEP][0].options[[o.tiles for o in r.asked[STEP][0].options].index(("1s",))]
    table = r.measure_try(STEP, move)  # the hand table's retry, from its own replay
    est = m.measured[i]
    assert est == table and est.n == pr.SAMPLES
    verdict = {"fine": "good", "unclear": "unclear", "mistake": "other"}[
        est.verdict(UNITS["points"])]
    for lang in ("en", "zh"):
        m.handle({"kind": "lang", "value": lang})
        shown = m.view["q"]
        assert shown["verdict"] == verdict and shown["measure"] is None
        assert WORDS[verdict][lang == "zh"] in shown["feedback"], shown["feedback"]
        assert mm.figure_words(est, lang) in shown["feedback"]
    answers = Record(path).answers()
    assert len(answers) == n + 1 and answers[-1].answer == "discard 1s"
    assert answers[-1].correct == (verdict == "good")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_each_verdict_is_said_as_at_the_table(card, tmp_path, monkeypatch, lang):
    """Once measured (here: figures given to the position's own retry), a try is told 'as
    good', 'too close to call' or 'a mistake too' with its figure; 'as good' grades the card
    Good; a move measured before is told at once, with no measuring."""
    _g, _r, q = card
    m, path = widget(tmp_path, q, lang)
    at = mr.open_position(dict(q, variant=VARIANT, seed=str(SEED)))
    figures = {"8p": Estimate(0.1, 0.3, 16), "5p": Estimate(0.6, 3.0, 16),
               "4p": Estimate(3.0, 0.8, 16)}
    for tile, est in figures.items():
        at.tried[(STEP, at.option(index_of(q, tile)))] = est
    monkeypatch.setattr(mm, "open_position", lambda _q: at)  # its figures: no play-outs
    for tile, verdict in (("8p", "good"), ("5p", "unclear"), ("4p", "other")):
        m.handle({"kind": "try", "index": index_of(q, tile)})
        if m.view["q"]["verdict"] == "measuring":  # the first: the position is dealt then
            m.handle({"kind": "measure"})
        shown = m.view["q"]
        assert shown["verdict"] == verdict and shown["measure"] is None
        assert WORDS[verdict][lang == "zh"] in shown["feedback"]
        assert mm.figure_words(figures[tile], lang) in shown["feedback"]
    said = {"en": ["about 0.1 points worse, ± 0.3 (16 paired play-outs)",
                   "about 3.0 points worse, ± 0.8 (16 paired play-outs)",
                   "about 2.0 points better, ± 0.5 (32 paired play-outs)"],
            "zh": ["约少 0.1 分，± 0.3（比较了 16 次）", "约少 3.0 分，± 0.8（比较了 16 次）",
                   "约多 2.0 分，± 0.5（比较了 32 次）"]}[lang]
    assert [mm.figure_words(e, lang).replace("\u00a0", " ") for e in (  # (± keeps its number)
        figures["8p"], figures["4p"], Estimate(-1.96, 0.5, 32))] == said
    answers = Record(path).answers()
    assert len(answers) == 2 and answers[-1].correct  # graded once, by the first: as good


@pytest.mark.parametrize(("lang", "msg", "said"), [
    ("en", {"kind": "try", "index": 6}, "try: index is 0-5, not 6"),
    ("zh", {"kind": "try", "index": 6}, "try：序号是 0-5，不是 6"),
    ("en", {"kind": "try", "tile": "9m"}, "try: 9m is not in the hand then"),
    ("zh", {"kind": "try", "tile": "9m"}, "try：那时手里没有九万"),
    ("en", {"kind": "try", "tile": "0x"}, "try: tile is a tile like '5m', not '0x'"),
    ("zh", {"kind": "try", "index": True}, "try：序号是 0-5，不是 True"),
    ("en", {"kind": "stop"}, "stop: nothing is being worked out"),
    ("zh", {"kind": "go_on"}, "go_on：没有停下的计算"),
])
def test_an_illegal_move_is_refused_in_the_learners_language(card, tmp_path, lang, msg, said):
    """A move that is not one of the position's (a tile not held, an option that is not
    there) is refused in the widget, in its language; nothing is tried, graded or measured."""
    _g, _r, q = card
    m, path = widget(tmp_path, q, lang)
    before = m.view
    m.handle(msg)
    assert m.message["level"] == "warning" and m.message["text"] == said
    assert m.view == before and len(Record(path).answers()) == 1
    m.handle({"kind": "reveal"})  # nothing was tried: no answer yet
    assert m.message["level"] == "warning" and m.view["q"]["revealed"] == ""


def test_a_tile_names_its_discard(card, tmp_path):
    _g, _r, q = card
    m, _path = widget(tmp_path, q)
    m.handle({"kind": "try", "tile": "1p"})
    assert m.view["q"]["verdict"] == "best" and m.view["q"]["measure"] is None


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_card_without_a_position_or_with_a_broken_one_says_why_it_is_not_measured(
        card, tmp_path, lang):
    """A card kept before it kept its position is asked as before (a new move is 'not the
    strong move') and says why it was not measured; one whose events no longer replay is
    found out when it is dealt again, and said so too."""
    _g, _r, q = card
    old = {k: v for k, v in q.items() if k != "code"}
    m, _path = widget(tmp_path, old, lang)
    m.handle({"kind": "try", "index": index_of(q, "1s")})
    shown = m.view["q"]
    assert shown["verdict"] == "other" and shown["measure"] is None
    assert {"en": "kept before its position was", "zh": "还没有保存当时的牌局"}[lang] in \
        shown["feedback"]
    broken = copy.deepcopy(q)
    broken["code"]["events"]["events"][20]["tile"] = "9s"  # a draw the wall never gave
    (tmp_path / "b").mkdir()
    m, _path = widget(tmp_path / "b", broken, lang)
    m.handle({"kind": "try", "index": index_of(q, "1s")})
    assert m.view["q"]["verdict"] == "measuring"
    m.handle({"kind": "measure"})
    shown = m.view["q"]
    assert shown["verdict"] == "other" and shown["measure"] is None, m.message
    assert {"en": "no longer deals again", "zh": "不能重新发牌"}[lang] in shown["feedback"]


def test_next_keeps_a_card_still_being_measured_in_the_deck(card, tmp_path):
    """A try still being measured has graded nothing: Next leaves the card due, asked again
    at the end of the round (not lost)."""
    _g, _r, q = card
    m, path = widget(tmp_path, q)
    m.handle({"kind": "try", "index": index_of(q, "1s")})
    m.handle({"kind": "next"})
    assert m.message["level"] == "", m.message
    assert len(m.due) == 1 and list(m.due) == due_mistakes(Record(path))
    assert m.view["q"]["verdict"] == "" and m.view["q"]["measure"] is None


@pytest.mark.parametrize("variant", ["sichuan-xuezhan", "sichuan-xueliu", "dashiyou-xueliu",
                                     "wuhan", "shuangren", "yongzhou"])
def test_a_position_deals_again_in_every_mahjong_variant(variant):
    """Every played mahjong table's card opens again at its decision (武汉's 赖子, 双人's two
    seats, 永州's 风圈 come with how the hand was dealt): the same events and options, the
    move played where the card says. (Dealing again only: the measuring is tested above.)"""
    g = Game(variant, 3, human=0)
    g.advance()
    while (d := g.pending()) is not None:
        g.act(g.choice(d).action)
        g.advance()
    step, _g, d, played = next(x for x in pr.positions(g, (0,))
                               if x[0] > 30 and len(x[2].options) > 2)
    q = {"step": step, "seat": 0, "variant": variant, "played": d.options.index(played),
         "best": 0 if d.options[0] != played else 1, "code": mr.position_code(g, step),
         "options": [[o.kind, list(o.tiles), "", ""] for o in d.options]}
    at = mr.open_position(q)
    assert at.game.events == g.events[:step] and list(at.options) == list(d.options)
    assert at.attempt(step, played) == "same" and at.attempt(step, at.option(q["best"])) == "best"
    with pytest.raises(mr.NotOpened):  # the card of another game is never dealt as this one
        mr.open_position(dict(q, variant="wuhan" if variant != "wuhan" else "shuangren"))
