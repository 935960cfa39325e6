"""The learner's record in the JupyterLite site, where Python's files live in the browser's
storage: a drill answer is kept, the page is reloaded (a new Pyodide kernel), and the record
is still there, and its review drill deals the mistake again."""

from __future__ import annotations

from .test_site import KERNEL_BOOT_TIMEOUT, offsite_recorder, open_lesson, site_server  # noqa: F401

MAKE = """
from widgets.ui import Drill
d = Drill("sichuan-xuezhan", kinds=("dingque",), level="easy", n=2, seed=5, lang="en",
          record="pxtest-site-record.jsonl")
wrong = next(c.value for c in d.question.choices if c.value not in d.question.answer)
d.handle({"kind": "pick", "value": wrong})
d.handle({"kind": "submit"})
print(d.view["feedback"]["correct"], d.question.hand)
"""
READ = """
from widgets.practice.record.store import Record
from widgets.ui import Drill
r = Record("pxtest-site-record.jsonl")
again = Drill("sichuan-xuezhan", kinds=("review",), record=r)
print(len(r.answers()), len(r.cards()), again.view["review"], again.question.hand)
"""


def test_the_record_survives_a_reload_in_the_site(open_lesson):  # noqa: F811
    nb = open_lesson("00-start-here.ipynb")
    correct, hand = nb.execute(MAKE).split(maxsplit=1)
    assert correct == "False"
    nb.page.goto("about:blank")
    nb.load(KERNEL_BOOT_TIMEOUT)  # the same browser, a new page and a new Pyodide kernel
    answers, cards, review, again = nb.execute(READ).split(maxsplit=3)
    assert (answers, cards, review) == ("1", "1", "True")
    assert again.strip() == hand.strip()
