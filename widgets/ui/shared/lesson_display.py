"""What a lesson shows in place of a printout: a small table, or a hand's ledger read as
sentences ("东家 pays 南家 2 — 刮风 (direct kong)"), in the learner's language.

A learner reads results, not ``print`` output: a hidden cell ends with one of these and
JupyterLab renders its HTML (``_repr_html_``); ``str()`` gives the same as plain text for
tests. The words are in :mod:`widgets.ui.shared.labels`; seat names are the seats' winds, as the
hand table names them (:func:`widgets.practice.table.wording.seat_name`). Like the widgets, they
say a rule in words and leave out the ruling ids an engine's reason cites (a learner has no
ruling file; :func:`widgets.ui.shared.plain_text.plain`).

>>> print(table([["5m", "五万"]], ["notation", "tile"]))
notation | tile
5m | 五万
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from widgets.engine.ledger import SYSTEM, Ledger, Payment
from widgets.engine.why import speak
from widgets.practice.table.wording import seat_name

from .labels import LANGS, say
from .plain_text import plain

LEFT = "text-align: left; vertical-align: top"  # JupyterLab right-aligns table cells


@dataclass(frozen=True)
class Shown:
    """Something a lesson shows: its HTML for the notebook and the same as plain text."""

    html: str
    text: str

    def _repr_html_(self) -> str:
        return self.html

    def __str__(self) -> str:
        return self.text


def _check_lang(lang: str) -> None:
    if lang not in LANGS:
        raise ValueError(f"lang is one of {LANGS}, not {lang!r}")


def table(rows: Sequence[Sequence[Any]], header: Sequence[str] | None = None, *,
          caption: str = "") -> Shown:
    """A small table of ``rows`` (each a sequence of cells, shown with ``str``, without
    ruling ids) under an optional ``header`` and ``caption``. Every row has the header's
    number of cells."""
    rows = [[plain(str(c)) for c in r] for r in rows]
    header = None if header is None else [plain(str(h)) for h in header]
    caption = plain(caption)
    width = len(header) if header is not None else len(rows[0]) if rows else 0
    bad = [r for r in rows if len(r) != width]
    if bad:
        raise ValueError(f"every row has {width} cells, not {len(bad[0])}: {list(bad[0])!r:.80}")
    cell = f'style="{LEFT}"'
    head = ("<tr>" + "".join(f"<th {cell}>{escape(str(h))}</th>" for h in header) + "</tr>"
            if header is not None else "")
    body = "".join("<tr>" + "".join(f"<td {cell}>{escape(str(c))}</td>" for c in r) + "</tr>"
                   for r in rows)
    cap = f"<caption {cell}><b>{escape(caption)}</b></caption>" if caption else ""
    html = f"<table>{cap}{head}{body}</table>"
    lines = ([caption] if caption else []) + (
        [" | ".join(map(str, header))] if header is not None else [])
    return Shown(html, "\n".join(lines + [" | ".join(map(str, r)) for r in rows]))


def in_language(lang: str) -> Callable[[str, str], str]:
    """A lesson's ``tr``: ``tr(english, chinese)`` is the words a code cell shows, in the
    lesson's language (``LANG``), so one cell serves the English and the Chinese lesson.

    >>> tr = in_language("zh")
    >>> tr("Which tile?", "打哪张？")
    '打哪张？'
    >>> in_language("en")("Which tile?", "打哪张？")
    'Which tile?'
    """
    _check_lang(lang)
    if lang == "zh":
        return lambda english, chinese: chinese
    return lambda english, chinese: english


def seat(seat_: int, lang: str = "en", numbered: bool = False) -> str:
    """A seat's name: its wind (东家 / East; the system that keeps a refund is 系统), with its
    number when ``numbered`` ('东家 P0') for lessons whose prose counts seats P0–P3."""
    _check_lang(lang)
    if seat_ == SYSTEM:
        return seat_name(seat_, lang)
    name = seat_name(seat_, lang) + ("家" if lang == "zh" else "")
    return f"{name} P{seat_}" if numbered else name


def payment(p: Payment, lang: str = "en", numbered: bool = False) -> str:
    """One payment as a sentence: who pays whom how much, and why."""
    _check_lang(lang)
    text = say("ld_pays", lang, payer=seat(p.payer, lang, numbered),
               payee=seat(p.payee, lang, numbered), coins=p.paid)
    why = p.reason_zh if lang == "zh" or not p.reason_en else f"{p.reason_zh}, {p.reason_en}"
    if p.paid < p.owed:
        text += " " + say("ld_short", lang, owed=p.owed, paid=p.paid)
    return f"{text} — {why}"


def _per_seat(values: dict[int, int], lang: str, numbered: bool, signed: bool) -> str:
    return " · ".join(f"{seat(s, lang, numbered)} {v:+d}" if signed else
                      f"{seat(s, lang, numbered)} {v}" for s, v in values.items())


def ledger_table(ledger: Ledger, lang: str = "en", *, title: str = "",
                 numbered: bool = True) -> Shown:
    """A hand's ledger: one row per payment (the step of the hand that caused it, counted
    from 1 as the hand table counts, and the payment as a sentence), then each seat's net,
    the balances after (when the room limits them), the next dealer and the ledger's notes."""
    rows = [[p.event + 1, payment(p, lang, numbered)] for p in ledger.payments]
    if not rows:
        rows = [["", say("ld_no_payments", lang)]]
    shown = table(rows, [say("ld_step", lang), say("ld_payment", lang)], caption=title)
    facts = [say("ld_net", lang, values=_per_seat(ledger.net, lang, numbered, True))]
    if ledger.final is not None:
        facts.append(say("ld_final", lang, values=_per_seat(ledger.final, lang, numbered, False)))
    if ledger.next_dealer is not None:
        facts.append(say("ld_next_dealer", lang, seat=seat(ledger.next_dealer, lang, numbered)))
    facts += [plain(speak(n, lang)) for n in ledger.notes]
    html = shown.html + "<p>" + "<br>".join(escape(f) for f in facts) + "</p>"
    return Shown(html, shown.text + "\n" + "\n".join(facts))
