"""Headless-Chromium tests of the gallery's layout at every width (issue 29, item 6's faults).

- Nothing scrolls sideways: every page of the site (the index, the widget pages, the Smart Stack pages and
  the review page when there is one) at 360, 390, 768, 1440 and 2560 px has a document no wider than the
  window.
- Nothing is covered by the sticky control bar: jumping to "Compare two variants" (by its link, `#compare-title`,
  and by the `c` key) at 1440 px leaves the heading and the whole "A" row below the bar.

Uses the site of WIDGETSNAP_GALLERY_DIR (as test_gallery.py does); skips when it is unset.
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("selenium")
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

from test_gallery import _open, _screen, _site_dir, browser, driver, site  # noqa: E402,F401

WIDTHS = [360, 390, 768, 1440, 2560]


def _pages() -> list:
    d = _site_dir()
    if d is None or not (d / "index.html").is_file():
        return [pytest.param(None, id="no-site")]
    pages = ["index.html"] + [p.relative_to(d).as_posix() for p in sorted((d / "widgets").glob("*.html"))]
    pages += [p.name for p in sorted(d.glob("stack-*.html"))]
    pages += [p.relative_to(d).as_posix() for p in sorted((d / "surfaces").glob("*.html"))]
    if (d / "review.html").is_file():
        pages.append("review.html")
    return [pytest.param(p, id=p.removesuffix(".html").replace("/", "-")) for p in pages]


# What sticks out past the window's right edge (the widest first), for the message.
OVERFLOW_JS = """
const vw = window.innerWidth, out = [];
for (const e of document.body.querySelectorAll('*')) {
  const r = e.getBoundingClientRect();
  if (r.width > 0 && r.right > vw + 0.5 && !e.closest('[hidden]')) {
    let clipped = false;
    for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) {
      if (/(auto|scroll|hidden|clip)/.test(getComputedStyle(p).overflowX)) { clipped = true; break; }
    }
    if (!clipped) { out.push([Math.round(r.right), e.tagName.toLowerCase() + (e.className && e.className.baseVal === undefined ? '.' + String(e.className).split(' ')[0] : '')]); }
  }
}
out.sort((a, b) => b[0] - a[0]);
return { scrollWidth: document.documentElement.scrollWidth, innerWidth: vw, culprits: out.slice(0, 5) };
"""


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("page", _pages())
def test_no_page_scrolls_sideways(site, browser, page, width):
    if page is None:
        pytest.skip("no site")
    _screen(browser, (width, 900))
    _open(browser, site / page)
    got = browser.execute_script(OVERFLOW_JS)
    assert got["scrollWidth"] <= got["innerWidth"], f"{page} at {width} px scrolls sideways: {got}"


def _compare_page(site: Path) -> Path:
    for p in sorted((site / "widgets").glob("*.html")):
        if 'id="compare-title"' in p.read_text(encoding="utf-8"):
            return p
    pytest.skip("no widget page with a Compare section")


# The sticky bar's bottom, the heading's and the A row's tops, in the viewport.
COVER_JS = """
const bar = document.getElementById('view'), h = document.getElementById('compare-title');
const a = document.querySelector('#compare fieldset.pick[data-side="a"]');
const sticky = getComputedStyle(bar).position === 'sticky';
return { sticky: sticky, barBottom: bar.getBoundingClientRect().bottom, barTop: bar.getBoundingClientRect().top,
         heading: h.getBoundingClientRect().top, a: a.getBoundingClientRect().top, aBottom: a.getBoundingClientRect().bottom,
         innerHeight: window.innerHeight, scrollY: window.scrollY };
"""


def _settled(browser):
    WebDriverWait(browser, 10).until(lambda d: d.execute_script(
        "const y = window.scrollY; return new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(window.scrollY === y))));"))


def _not_covered(got: dict, how: str):
    assert got["sticky"], f"{how}: the control bar is not sticky at 1440 px: {got}"
    assert got["scrollY"] > 0, f"{how}: the page did not move to the Compare section: {got}"
    assert got["heading"] >= got["barBottom"] - 0.5, f"{how}: the sticky bar covers the Compare heading: {got}"
    assert got["a"] >= got["barBottom"] - 0.5, f"{how}: the sticky bar covers the A row: {got}"
    assert got["aBottom"] <= got["innerHeight"], f"{how}: the A row is below the window: {got}"


def test_compare_heading_is_not_covered_by_the_sticky_bar_by_link(site, browser):
    page = _compare_page(site)
    _screen(browser, (1440, 900))
    browser.get(page.as_uri() + "#compare-title")
    WebDriverWait(browser, 30).until(lambda d: d.execute_script("return document.readyState") == "complete")
    _settled(browser)
    _not_covered(browser.execute_script(COVER_JS), "#compare-title")


def test_compare_heading_is_not_covered_by_the_sticky_bar_by_key(site, browser):
    page = _compare_page(site)
    _screen(browser, (1440, 900))
    _open(browser, page)
    browser.find_element(By.TAG_NAME, "body").send_keys("c")
    _settled(browser)
    _not_covered(browser.execute_script(COVER_JS), "the c key")
