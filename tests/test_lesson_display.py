"""The lessons' tables: a ledger read as sentences by wind names, in both languages."""

import pytest

from widgets import rules
from widgets.engine.events import Discard, Kong, Win
from widgets.engine.ledger import SYSTEM, Ledger, Payment
from widgets.ui.shared.lesson_display import ledger_table, payment, seat, table

V = "sichuan-xuezhan"


def test_a_table_shows_its_cells_escaped_and_left_aligned():
    shown = table([["5m", "<b>"]], ["notation", "tile"], caption="Tiles")
    assert "&lt;b&gt;" in shown.html and "<b>" not in shown.html.replace("<b>Tiles</b>", "")
    assert "text-align: left" in shown.html and shown._repr_html_() == shown.html
    assert str(shown) == "Tiles\nnotation | tile\n5m | <b>"


def test_a_table_refuses_a_row_of_the_wrong_width():
    with pytest.raises(ValueError, match="every row has 2 cells, not 3"):
        table([["a", "b", "c"]], ["x", "y"])


def test_seats_are_named_by_their_winds():
    assert [seat(s, "zh") for s in range(4)] == ["东家", "南家", "西家", "北家"]
    assert seat(2, "en", numbered=True) == "West P2"
    assert seat(SYSTEM, "en") == "system"
    with pytest.raises(ValueError, match="lang is one of"):
        seat(0, "fr")


def test_a_kong_payment_reads_as_a_sentence():
    """The seed: "刮风(明杠/续杠)：明杠，立刻收取放杠者2倍金币" — the discarder pays 2 at once."""
    ledger = rules(V).settle([Discard(1, "5p"), Kong(0, "5p", "direct", from_seat=1)],
                             dealer=0)
    (p,) = ledger.payments
    assert p.reason_zh.startswith("刮风")
    assert payment(p, "en") == f"South pays East 2 — {p.reason_zh}, {p.reason_en}"
    assert payment(p, "zh") == f"南家 付给 东家 2 — {p.reason_zh}"
    shown = ledger_table(ledger, "en", title="A direct kong")
    lines = str(shown).splitlines()
    assert lines[:3] == ["A direct kong", "Step | Payment",
                         f"2 | South P1 pays East P0 2 — {p.reason_zh}, {p.reason_en}"]
    assert "Net: East P0 +2 · South P1 -2 · West P2 +0 · North P3 +0" in lines
    assert "Next dealer (庄家): East P0" in lines
    assert "净得：东家 P0 +2" in str(ledger_table(ledger, "zh"))


def test_a_short_payment_says_what_was_owed():
    hand = [Discard(1, "7m"), Win(2, "7m", 1, "11m456m89m234m555m +7m"),
            Win(3, "7m", 1, "113399m2244p66p7m +7m")]
    ledger = rules(V).settle(hand, balances={0: 50, 1: 5, 2: 50, 3: 50}, dealer=0)
    text = str(ledger_table(ledger, "en"))
    assert "South P1 pays West P2 5 (owed 8, paid 5: 破产, bankrupt)" in text
    assert "Coins after: East P0 50 · South P1 0 · West P2 55 · North P3 50" in text


def test_an_empty_ledger_says_so():
    empty = Ledger(payments=(), start=None, final=None, net={0: 0, 1: 0})
    assert "No payments" in str(ledger_table(empty, "en"))
    assert "没有付款" in ledger_table(empty, "zh").html


def test_the_system_is_named_as_a_payee():
    p = Payment(3, SYSTEM, 2, 2, "退税", "refund", "", 4)
    assert payment(p, "en", numbered=True) == "North P3 pays system 2 — 退税, refund"
