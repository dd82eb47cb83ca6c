"""Headless-Chromium tests of the review as a queue (issue 29, item 3, the parts built so far).

Needs WIDGETSNAP_GALLERY_DIR to be a gallery built with `--baseline` (it has review.html); skips otherwise.

- The index badges each widget with its counts: a card's "N changed" equals the changed snapshots on that
  widget's page, widgets without changes have no badge, and the badges add up to the review page's count.
- `a` accepts and `r` rejects the current change and move to the next undecided one; the tally says how many
  of them are reviewed.
"""

from __future__ import annotations

import re

import pytest

pytest.importorskip("selenium")
from selenium.webdriver.common.by import By  # noqa: E402

from test_gallery import _open, browser, driver, site  # noqa: E402,F401


def _review(site):
    if not (site / "review.html").is_file():
        pytest.skip("the gallery was built without --baseline (no review.html)")
    return site / "review.html"


def test_index_badges_each_widget_with_its_counts(site, browser):
    review = _review(site)
    _open(browser, review)
    total = int(browser.find_element(By.ID, "review").get_attribute("data-changed"))
    _open(browser, site / "index.html")
    cards = browser.execute_script("""
      return Array.from(document.querySelectorAll('.card')).map(c => ({
        page: c.querySelector('a').getAttribute('href'),
        changed: Array.from(c.querySelectorAll('.review-count [data-review="changed"]')).map(b => parseInt(b.dataset.count, 10))
      }));""")
    assert cards
    badged = 0
    for card in cards:
        page = (site / card["page"]).read_text(encoding="utf-8")
        on_page = len(re.findall(r'<figure class="shot"[^>]* data-review="changed"', page))
        assert sum(card["changed"]) == on_page, f"{card['page']}: badge {card['changed']} but {on_page} changed snapshots"
        badged += sum(card["changed"])
    assert badged == total, f"the badges add up to {badged}, the review page has {total} changed"


def test_a_and_r_decide_and_move_to_the_next_undecided(site, browser):
    review = _review(site)
    _open(browser, review)
    browser.execute_script("localStorage.clear()")
    _open(browser, review)
    changes = browser.find_elements(By.CSS_SELECTOR, "li.change:not([hidden])")
    if len(changes) < 3:
        pytest.skip("fewer than three changes shown")
    body = browser.find_element(By.TAG_NAME, "body")
    body.send_keys("j")
    first = browser.execute_script("return document.querySelector('li.change.current').dataset.variant")
    body.send_keys("a")
    state = browser.execute_script("""
      const c = document.querySelector('li.change.current');
      return { current: c && c.dataset.variant, first: document.querySelector('li.change[data-variant="' + CSS.escape(arguments[0]) + '"]').dataset.verdict };""", first)
    assert state["first"] == "accepted", state
    assert state["current"] and state["current"] != first, f"a did not move on: {state}"
    second = state["current"]
    body.send_keys("r")
    verdict = browser.execute_script("return document.querySelector('li.change[data-variant=\"' + CSS.escape(arguments[0]) + '\"]').dataset.verdict", second)
    assert verdict == "rejected"
    shown = len(browser.find_elements(By.CSS_SELECTOR, "li.change:not([hidden])"))
    tally = browser.find_element(By.ID, "tally").text
    assert tally.startswith("1 accepted · 1 rejected") and tally.endswith(f"2 of {shown} reviewed"), tally
    browser.execute_script("localStorage.clear()")
