"""What the played card tables' browser tests share (斗地主, 跑胡子, 欢乐三张, 二八杠): a
screenshot when PX_SHOTS names a folder, and the check that a table's main area fits the window
(a value from the kernel: helpers.py_value)."""

from __future__ import annotations

import os
from pathlib import Path


def shot(root, name: str) -> None:
    """The window with ``root`` at its top, saved as ``name``.png in PX_SHOTS (if set)."""
    folder = os.environ.get("PX_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        root.evaluate("(el) => el.scrollIntoView({block: 'start'})")
        root.page.wait_for_timeout(300)
        root.page.screenshot(path=str(Path(folder) / f"{name}.png"))


def fits(root, main: str, where: str, settle_ms: int = 3000) -> None:
    """The table's main area (CSS selector ``main``) lies inside the window once scrolled to.
    Measured until it fits or ``settle_ms`` pass: right after a window resize the layout may
    not have reflowed yet (a run measured the 1280-wide Large layout in a 1920 window)."""
    for _ in range(settle_ms // 250 + 1):
        box = root.evaluate("""(el, main) => {
          el.scrollIntoView({block: 'start'});
          const b = el.querySelector(main).getBoundingClientRect();
          return [b.bottom, b.right, innerHeight, innerWidth];
        }""", main)
        bottom, right, height, width = box
        if bottom <= height + 1 and right <= width + 1:
            return
        root.page.wait_for_timeout(250)
    raise AssertionError(f"{where}: {box}")


def key_seen(root, keys: list[str], where: str) -> None:
    """Each of ``keys`` (CSS selectors: the learner's hand, the decision) lies inside the window
    once the table is scrolled to its top."""
    boxes = root.evaluate("""(el, keys) => {
      el.scrollIntoView({block: 'start'});
      return keys.map((k) => { const e = el.querySelector(k);
        if (!e) return null; const b = e.getBoundingClientRect();
        return [b.top, b.bottom, b.right, innerHeight, innerWidth]; });
    }""", keys)
    for key, box in zip(keys, boxes, strict=True):
        assert box is not None, f"{where}: no {key}"
        top, bottom, right, height, width = box
        assert top >= 0 and bottom <= height + 1 and right <= width + 1, f"{where}: {key} {box}"


def large_here(root, keys: list[str], name: str) -> None:
    """At 1280×720, Large (the size button) then back to Normal: in Large, ``keys`` (the
    learner's hand and the decision) inside the window (issue 33, Large on a laptop)."""
    from playwright.sync_api import expect

    root.locator('button[data-kind="size"]').click()
    expect(root).to_have_attribute("data-size", "large")
    key_seen(root, keys, f"1280×720 large {root.get_attribute('data-lang')}")
    shot(root, f"{name}-1280-large-{root.get_attribute('data-lang')}-live")
    root.locator('button[data-kind="size"]').click()
    expect(root).to_have_attribute("data-size", "normal")


def zh_then_large(page, root, main: str, zh_word: str, name: str, at_large=None,
                  keys: list[str] | None = None) -> None:
    """Switch the table to 中文 (its history then shows ``zh_word``) and check it fits at
    1280×720; then, given ``keys``, Large at 1280×720: those (the learner's hand, the decision)
    inside the window, in zh and en; then 1920×1080 in Large (after ``at_large()``, e.g. a
    step) and check it fits in zh; then back to English (the caller checks what it wants
    there). Screenshots are ``name``-1280-normal-zh, -1280-large-zh/en and -1920-large-zh."""
    from playwright.sync_api import expect

    root.locator('button[data-kind="lang"]').click()
    expect(root).to_have_attribute("data-lang", "zh")
    expect(root.locator('[data-role="history"]')).to_contain_text(zh_word)
    fits(root, main, "1280×720 normal zh")
    shot(root, f"{name}-1280-normal-zh")
    root.locator('button[data-kind="size"]').click()
    expect(root).to_have_attribute("data-size", "large")
    if keys:  # Large on a laptop (issue 33): the history goes under; the hand and decision stay
        if at_large is not None:
            at_large()
        key_seen(root, keys, "1280×720 large zh")
        shot(root, f"{name}-1280-large-zh")
        root.locator('button[data-kind="lang"]').click()
        expect(root).to_have_attribute("data-lang", "en")
        key_seen(root, keys, "1280×720 large en")
        shot(root, f"{name}-1280-large-en")
        root.locator('button[data-kind="lang"]').click()
        expect(root).to_have_attribute("data-lang", "zh")
    page.set_viewport_size({"width": 1920, "height": 1080})
    if at_large is not None:
        at_large()
    fits(root, main, "1920×1080 large zh")
    shot(root, f"{name}-1920-large-zh")
    root.locator('button[data-kind="lang"]').click()
    expect(root).to_have_attribute("data-lang", "en")
