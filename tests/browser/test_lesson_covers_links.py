"""A lesson's closing "What this lesson covers" table (issue 41) in a real JupyterLab: a link
takes the learner to the cell it names, however far up the lesson it is (a link to a heading
with a "·" or a Chinese word in it would not move: JupyterLab 4.6 compares its encoded and
written addresses)."""

from __future__ import annotations

IN_VIEW = """(text) => {
  const h = [...document.querySelectorAll('h3')].find(x => x.textContent.includes(text));
  if (!h) return false;
  const r = h.getBoundingClientRect();
  return r.top >= 0 && r.bottom <= window.innerHeight;
}"""


def test_a_link_of_the_covers_table_scrolls_to_the_cell_it_names(open_notebook):
    nb = open_notebook("08-sichuan-xueliu.ipynb")
    page = nb.page
    section = "Before the end: the last four tiles"  # the "explained" cell of 最后四张自动胡牌
    page.keyboard.press("Control+End")  # to the lesson's end: JupyterLab draws cells as they show
    cell = page.locator(".jp-MarkdownCell", has_text="What this lesson covers").last
    cell.scroll_into_view_if_needed(timeout=60_000)
    assert not page.evaluate(IN_VIEW, section)
    row = cell.locator("tr", has_text="最后四张自动胡牌")
    row.locator("a", has_text=section).first.click()
    page.wait_for_function(IN_VIEW, arg=section, timeout=30_000)
