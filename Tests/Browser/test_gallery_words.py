"""Headless-Chromium tests of the gallery's words (issue 29, item 5): what a designer reads is for people.

On every page of WIDGETSNAP_GALLERY_DIR (index, widget pages, Smart Stack pages, the review page when there is
one), the visible text (innerText; links and tooltips may still name files) holds no folder paths of layouts or
docs, no temporary folders, and no durations in raw seconds or hundreds of minutes; a widget page's title is the
widget's display name with its layout's file name under it. Skips when the site is unset.
"""

from __future__ import annotations

import re

import pytest

pytest.importorskip("selenium")
from selenium.webdriver.common.by import By  # noqa: E402

from test_gallery import _open, browser, driver, site  # noqa: E402,F401
from test_gallery_layout import _pages  # noqa: E402

JARGON = [
    (re.compile(r"\S+/\S+\.(json5|json|md)\b"), "a file path"),
    (re.compile(r"\bdocs/"), "a docs path"),
    (re.compile(r"/tmp/"), "a temporary folder"),
    (re.compile(r"\b\d{3,} s\b"), "a duration in seconds"),
    (re.compile(r"\b\d{3,} min\b"), "a duration in hundreds of minutes"),
]


@pytest.mark.parametrize("page", _pages())
def test_page_text_has_no_jargon(site, browser, page):
    if page is None:
        pytest.skip("no site")
    _open(browser, site / page)
    text = browser.execute_script("return document.body.innerText")
    found = [f"{what}: {m.group(0)!r}" for pattern, what in JARGON for m in [pattern.search(text)] if m]
    assert not found, f"{page}: {found}"


def test_widget_page_title_is_the_display_name_with_the_file_name_under_it(site, browser):
    pages = sorted((site / "widgets").glob("*.html"))
    if not pages:
        pytest.skip("no widget pages")
    for page in pages:
        _open(browser, page)
        h1 = browser.find_element(By.CSS_SELECTOR, ".top h1").text
        files = browser.find_elements(By.CSS_SELECTOR, ".top p.file")
        assert files and files[0].text.endswith((".json5", ".json")) and "/" not in files[0].text, f"{page.name}: no file name under the title"
        assert browser.title.startswith(h1 + " · "), f"{page.name}: the document title does not start with the display name {h1!r}"
