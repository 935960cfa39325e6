"""双人's 报听 at the table (R-D13): the Declare event, offered only to a concealed hand a
discard makes ready (立直) or at the seed's 天听 moments; the hand then locked; the win scoring
立直 or 天听 from the history; the automatic seats declaring; save and load."""

from __future__ import annotations

import json

import pytest

from widgets.engine import events as ev
from widgets.engine.history import win_history
from widgets.engine.tiles import parse_tile
from widgets.practice.table.play import Action, Game
from widgets.practice.table.shuangren_declare import DECLARE_STRATEGY, choose_shuangren
from widgets.ui import HandTable

TURN = (9, 0)  # seed, seat: 东 may 报听 on a later turn (立直)
DEALER_FIRST = (33, 0)  # the dealer may 报听 on its first turn (天听)
AT_START = (107, 1)  # the non-dealer's dealt hand is ready: asked about 天听 after the deal


def _to_declare(t: HandTable, kinds=("declare",)) -> dict:
    """Play the automatic choices for the learner until a decision offers ``kinds``."""
    for _ in range(200):
        d = t.view["decision"]
        assert d is not None, "no 报听 offered"
        if any(o["kind"] in kinds for o in d["options"]) or d["kind"] in kinds:
            return d
        action = choose_shuangren(t.game, t.game.pending())
        if action.kind == "discard":
            t.handle({"kind": "pick", "index": _index(t, action.tiles[0])})
        else:
            t.handle({"kind": "act", "index": t.game.pending().options.index(action)})
        assert t.message["level"] in ("", "info"), t.message
    raise AssertionError("no 报听 offered")


def _index(t: HandTable, tile: str) -> int:
    seat = t.view["seats"][t.game.human]
    return next(x["index"] for x in seat["concealed"] if x["id"] == tile)


def _win_situation(game: Game):
    i, w = next((i, e) for i, e in enumerate(game.events) if isinstance(e, ev.Win))
    return w, win_history(game.events, i, dealer=game.dealer).situation


@pytest.mark.ruling("R-D13")
@pytest.mark.parametrize("lang, label", [("zh", "报听"), ("en", "Declare ready (报听)")])
def test_a_concealed_ready_hand_may_declare_and_its_discard_keeps_it_ready(lang, label):
    seed, seat = TURN
    t = HandTable("shuangren", seed=seed, human=seat, lang=lang)
    d = _to_declare(t)
    button = next(o for o in d["options"] if o["kind"] == "declare")
    assert button["label"] == label
    hand = t.game.table.hand(seat)
    assert all(m.concealed for m in hand.melds), "only a concealed hand"
    n = len(t.events)
    t.handle({"kind": "act", "index": button["index"]})
    assert t.events[n:][-1] == ev.Declare(seat)
    d = t.view["decision"]
    assert d["kind"] == "turn" and ("报听" in d["prompt"] or "declare" in d["prompt"])
    pending = t.game.pending()
    assert pending.options and all(a.kind == "discard" for a in pending.options)
    for a in pending.options:  # every discard offered keeps the hand ready
        assert t.game.rules.shanten(hand.remove(parse_tile(a.tiles[0]))) == 0
    breaking = [a.tiles[0] for a, _why in pending.refused]
    if breaking:  # a discard that breaks the waits is refused, the reason in the language
        t.handle({"kind": "pick", "index": _index(t, breaking[0])})
        assert t.message["level"] == "warning" and ("不听" if lang == "zh" else "break it") \
            in t.message["text"], t.message
    t.handle({"kind": "pick", "index": _index(t, pending.options[0].tiles[0])})
    assert t.message["level"] in ("", "info")
    assert isinstance(t.events[n + 1], ev.Discard) and t.events[n + 1].seat == seat


@pytest.mark.ruling("R-D13")
def test_after_declaring_the_hand_is_locked():
    """Every later turn of a declared seat wins, makes a concealed kong or discards the tile
    it drew; it claims nothing but a win (over 80 simulated hands)."""
    checked = 0
    for seed in range(80):
        g = Game("shuangren", seed)
        g.advance()
        for s in (0, 1):
            at = next((i for i, e in enumerate(g.events) if e == ev.Declare(s)), None)
            if at is None:
                continue
            after = g.events[at + 2:]  # past the Declare and its discard
            assert not any(isinstance(e, ev.Claim) and e.seat == s for e in after)
            for prev, e in zip(after, after[1:], strict=False):
                if isinstance(e, ev.Discard) and e.seat == s:
                    assert isinstance(prev, ev.Draw) and prev.tile == e.tile, (seed, e)
                    checked += 1
    assert checked > 50


@pytest.mark.ruling("R-D13")
def test_a_locked_learner_is_not_asked_to_discard_the_tile_drawn():
    seed, seat = TURN
    t = HandTable("shuangren", seed=seed, human=seat, lang="en")
    d = _to_declare(t)
    t.handle({"kind": "act", "index": next(o["index"] for o in d["options"]
                                           if o["kind"] == "declare")})
    t.handle({"kind": "pick", "index": _index(t, t.game.pending().options[0].tiles[0])})
    while not t.finished:
        p = t.game.pending()
        assert p is not None
        kinds = {a.kind for a in p.options}
        if p.seat == seat and p.stage == "turn":  # asked only with a real choice
            assert "win" in kinds or "kong" in kinds, p
        t.handle({"kind": "act", "index": p.options.index(choose_shuangren(t.game, p))})
    played = [e for e in t.events[t.events.index(ev.Declare(seat)) + 2:]
              if isinstance(e, ev.Discard) and e.seat == seat]
    assert played, "the drawn tiles were discarded for the learner"


@pytest.mark.ruling("R-D13")
def test_a_declared_winner_scores_lizhi_or_tianting_from_the_history():
    """Over 120 simulated hands: a winner who declared before the hand's first discard
    scores 天听, later 立直; the settlement pays that score."""
    seen = {"天听": 0, "立直": 0}
    for seed in range(120):
        g = Game("shuangren", seed)
        g.advance()
        wins = [e for e in g.events if isinstance(e, ev.Win)]
        if not wins or ev.Declare(wins[0].seat) not in g.events:
            continue
        w, sit = _win_situation(g)
        at = g.events.index(ev.Declare(w.seat))
        first = not any(isinstance(e, ev.Discard) for e in g.events[:at])
        assert sit.declared_ready and sit.declared_at_start == first
        score = g.rules.score(w.parsed(), sit)
        fan = "天听" if first else "立直"
        assert fan in [line.zh for line in score.lines], (seed, score.lines)
        seen[fan] += 1
        assert g.ledger().payments[0].owed == score.total * g.rules.options.stake
    assert seen["天听"] >= 2 and seen["立直"] >= 20, seen


@pytest.mark.ruling("R-D13")
def test_the_dealer_declaring_on_its_first_turn_is_tianting():
    seed, seat = DEALER_FIRST
    t = HandTable("shuangren", seed=seed, human=seat, lang="zh")
    d = _to_declare(t)
    assert not any(isinstance(e, ev.Discard) for e in t.events), "the hand's first turn"
    t.handle({"kind": "act", "index": next(o["index"] for o in d["options"]
                                           if o["kind"] == "declare")})
    assert t.events[-1] == ev.Declare(seat)
    assert "报听" in t.view["last"]


@pytest.mark.ruling("R-D13")
@pytest.mark.parametrize("answer", ["declare", "pass"])
def test_the_non_dealer_is_asked_about_tianting_after_the_deal(answer):
    seed, seat = AT_START
    t = HandTable("shuangren", seed=seed, human=seat, lang="en")
    d = t.view["decision"]
    assert d["kind"] == "declare" and "天听" in d["prompt"]
    assert [o["kind"] for o in d["options"]] == ["declare", "pass"]
    assert not any(isinstance(e, ev.Discard) for e in t.events)
    t.handle({"kind": "act", "index": [o["kind"] for o in d["options"]].index(answer)})
    assert (ev.Declare(seat) in t.events) == (answer == "declare")
    assert t.message["level"] in ("", "info")


@pytest.mark.ruling("R-D13")
def test_a_hand_with_a_declare_saves_as_schema_3_and_replays():
    g = Game("shuangren", DEALER_FIRST[0])
    g.advance()
    assert any(isinstance(e, ev.Declare) for e in g.events)
    text = ev.to_json(g.events)
    assert json.loads(text)["schema"] == 3
    again = Game.from_events("shuangren", text)
    assert again.events == g.events and again.ledger().net == g.ledger().net
    t = HandTable("shuangren", seed=1)
    t.handle({"kind": "load", "text": text})
    assert t.message["level"] == "info" and t.events == g.events
    # next key step stops at the 报听
    t.handle({"kind": "next_key"})
    stops = [t.step]
    while t.step < len(t.events):
        t.handle({"kind": "next_key"})
        stops.append(t.step)
    assert g.events.index(ev.Declare(0)) + 1 in stops


def test_declaring_when_not_offered_is_refused_with_the_reason():
    g = Game("shuangren", 3, human=0)
    g.advance()
    d = g.pending()
    assert d is not None and not any(a.kind == "declare" for a in d.options)
    with pytest.raises(ValueError, match="not a choice now"):
        g.act(Action("declare"))


def test_the_strategy_is_documented():
    assert "报听" in DECLARE_STRATEGY and "R-D13" in DECLARE_STRATEGY
