"""A link carrying a position code opens that position in the JupyterLite site (issue 25):
"In the JupyterLite site a link carrying a code opens that position in its widget." Lesson 00
opened with ``&paixue=<code>`` shows the code's hand in its first hand lab once its cells run
(the site must be built: ``make site``; without it this test skips, as test_site.py does)."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from widgets.ui import HandLab

from .conftest import close_all, fail_if
from .site_harness import lesson_url, new_site_page
from .test_site import KERNEL_BOOT_TIMEOUT, offsite_recorder, site_server  # noqa: F401


def test_a_link_with_a_code_opens_its_position_in_the_site(
        browser: Any, site_server, offsite_recorder) -> None:  # noqa: F811
    from playwright.sync_api import expect

    code = HandLab("sichuan-xuezhan", "1112345678999m", seen="5m").code
    page = new_site_page(browser, site_server, offsite_recorder, "00-start-here.ipynb")
    try:
        page.page.goto(lesson_url(site_server, page.path) + f"&paixue={quote(code)}",
                       wait_until="domcontentloaded", timeout=KERNEL_BOOT_TIMEOUT * 1000)
        page.wait_kernel_idle(KERNEL_BOOT_TIMEOUT)
        page.run_all(timeout=300)
        labs = page.page.locator(".paixue-handlab")
        expect(labs.first).to_have_attribute("data-hand", "1112345678999m")
        assert labs.first.locator('[data-role="code-row"]').get_attribute("data-code") == code
        if labs.count() > 1:  # once per page: the second lab keeps the lesson's hand
            assert labs.nth(1).get_attribute("data-hand") != "1112345678999m"
    finally:
        fail_if(close_all([page]))
