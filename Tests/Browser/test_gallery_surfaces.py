"""Headless-Chromium tests of the gallery's pages for the Live Activities and controls of layout files.

`widgetsnap gallery Layouts` draws every presentation of `Layouts/LiveActivities` and
`Layouts/Controls` and writes a page per activity and per control under `surfaces/`, linked from
the index's "Live Activities and controls" section, each with its design lint. Opened over file://
at a phone's width (390 px) and a desktop's (1440 px). An activity's page shows one content state
at a time under a scrubber (the gallery's script); without script every state is listed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("selenium")
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

from test_gallery import FIT_JS, _loaded_within, _screen, _validate, browser, driver, site  # noqa: E402,F401

WIDTHS = [pytest.param(390, id="390"), pytest.param(1440, id="1440")]
PAGES = {"GarageDoor": "control", "TeaTimer": "control", "DeliveryAttributes": "activity", "MatchAttributes": "activity"}


_loaded = _loaded_within


def test_index_links_every_activity_and_control(browser, site):
    _loaded(browser, site, site / "index.html")
    section = browser.find_element(By.CSS_SELECTOR, "section.surface-links")
    assert section.find_element(By.TAG_NAME, "h2").text == "Live Activities and controls"
    links = {a.get_attribute("href").rsplit("/", 1)[-1]: a.text for a in section.find_elements(By.CSS_SELECTOR, "a")}
    assert set(links) == {f"{kind}.html" for kind in PAGES}, links
    assert links["MatchAttributes.html"] == "Match" and links["GarageDoor.html"] == "Garage door", links


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("kind", list(PAGES))
def test_surface_page_fits_and_draws_every_presentation(browser, site, kind, width):
    _screen(browser, (width, 900))
    _loaded(browser, site, site / "surfaces" / f"{kind}.html")
    # The frames of the state shown (an activity's page shows one content state at a time).
    frames = browser.execute_script("""
        return Array.from(document.querySelectorAll('figure.frame')).filter(f => f.offsetParent !== null).map(f => {
          const r = f.getBoundingClientRect();
          return {surface: f.dataset.surface, appearance: f.dataset.appearance, right: r.right, width: r.width};
        });""")
    surfaces = {f["surface"] for f in frames}
    if PAGES[kind] == "activity":
        assert surfaces == {"lockScreen", "standBy", "dynamicIsland-compact", "dynamicIsland-minimal", "dynamicIsland-minimal-attached",
                            "dynamicIsland-expanded"}, surfaces
    else:
        assert surfaces == {"lockScreen", "controlCenter-small", "controlCenter-medium", "controlCenter-large", "actionButton"}, surfaces
    assert {f["appearance"] for f in frames} == {"light", "dark"}
    assert all(f["right"] <= width + 0.5 and f["width"] > 50 for f in frames), frames
    result = browser.execute_script(FIT_JS)
    assert not result["problems"], result
    assert browser.execute_script("return document.documentElement.scrollWidth") <= width
    # The page's design lint, and the way back to the widgets.
    assert browser.find_element(By.ID, "lint-title").text == "Design lint"
    back = browser.find_element(By.CSS_SELECTOR, "header.top a")
    assert back.text == "All widgets" and back.get_attribute("href").endswith("/index.html")


@pytest.mark.parametrize("width", WIDTHS)
def test_scrubber_shows_one_content_state_at_a_time(browser, site, width):
    _screen(browser, (width, 900))
    _loaded(browser, site, site / "surfaces" / "MatchAttributes.html")

    def shown():
        return browser.execute_script(
            "return Array.from(document.querySelectorAll('.surface-state')).filter(s => s.offsetParent !== null).map(s => s.id);")

    scrub = browser.find_element(By.ID, "state-scrub")
    assert scrub.is_displayed() and scrub.get_attribute("max") == "2"
    assert shown() == ["state-1"]
    assert browser.find_element(By.ID, "state-scrub-value").text == "1 of 2"
    browser.execute_script("const s = arguments[0]; s.value = '2'; s.dispatchEvent(new Event('input'));", scrub)
    assert shown() == ["state-2"]
    assert browser.find_element(By.ID, "state-scrub-value").text == "2 of 2"
    # The states' links move it too, and the range takes the arrow keys.
    browser.find_element(By.CSS_SELECTOR, ".surface-states a[href='#state-1']").click()
    assert shown() == ["state-1"] and scrub.get_attribute("value") == "1"
    scrub.send_keys(Keys.ARROW_RIGHT)
    assert shown() == ["state-2"]
    assert browser.execute_script("return document.documentElement.scrollWidth") <= width


def test_a_link_to_a_state_opens_it(browser, site):
    _loaded(browser, site, site / "surfaces" / "MatchAttributes.html")
    browser.get((site / "surfaces" / "MatchAttributes.html").as_uri() + "#state-2")
    ids = browser.execute_script(
        "return Array.from(document.querySelectorAll('.surface-state')).filter(s => s.offsetParent !== null).map(s => s.id);")
    assert ids == ["state-2"], ids


def test_match_page_lists_its_lint_finding(browser, site):
    _loaded(browser, site, site / "surfaces" / "MatchAttributes.html")
    findings = [li.text for li in browser.find_elements(By.CSS_SELECTOR, ".lint-findings li")]
    assert findings and all("[minimal-without-text] at match-activity.json5:" in f for f in findings), findings
    clean = browser.find_elements(By.CSS_SELECTOR, ".lint-clean")
    assert not clean


def test_surface_pages_are_valid_html(site):
    errors, warnings = _validate([site / "surfaces" / f"{kind}.html" for kind in PAGES])
    assert not errors, errors
    assert not warnings, warnings


SURFACE_OVERLAY_JS = """
return Array.from(document.querySelectorAll('figure.frame')).filter(f => !f.closest('[hidden]') && f.getClientRects().length).map(f => {
  const img = f.querySelector('img'), o = f.querySelector('.overlay'), r = img.getBoundingClientRect();
  const rect = e => { const b = e.getBoundingClientRect(); return [b.left - r.left, b.top - r.top, b.width, b.height]; };
  return { surface: f.dataset.surface, src: img.getAttribute('src'), img: [r.width, r.height], overlay: o ? rect(o) : null,
           views: o ? Array.from(o.querySelectorAll('.ov-view')).map(v => [v.textContent].concat(rect(v))) : [] };
});
"""


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("kind", ["MatchAttributes", "TeaTimer"])
def test_overlays_draw_each_presentations_views(browser, site, kind, width):
    _screen(browser, (width, 900))
    _loaded(browser, site, site / "surfaces" / f"{kind}.html")
    assert not any(f["overlay"] for f in browser.execute_script(SURFACE_OVERLAY_JS)), "overlays are on before o"
    browser.find_element(By.TAG_NAME, "body").send_keys("o")
    WebDriverWait(browser, 10).until(lambda d: all(f["overlay"] for f in d.execute_script(SURFACE_OVERLAY_JS)))
    frames = browser.execute_script(SURFACE_OVERLAY_JS)
    assert frames and browser.find_element(By.ID, "overlays").get_attribute("aria-pressed") == "true"
    for f in frames:
        w, h = f["img"]
        assert all(abs(a - b) < 1.5 for a, b in zip(f["overlay"], [0, 0, w, h])), f"the overlay is not over the picture: {f}"
        assert f["views"], f"no view boxes over {f['src']}"
        for name, x, y, bw, bh in f["views"]:
            assert x >= -1.5 and y >= -1.5 and x + bw <= w + 1.5 and y + bh <= h + 1.5, (f["surface"], name, x, y, bw, bh, w, h)
    if kind == "MatchAttributes":
        # StandBy draws the Lock Screen presentation at 200 %: its boxes are where it is drawn, not where
        # it was laid out (its outermost stack spans most of the 932 pt screen, not 380 pt of it).
        standby = next(f for f in frames if f["surface"] == "standBy")
        widest = max(v[3] for v in standby["views"])
        assert widest > 0.75 * standby["img"][0], standby["views"][:3]
        # The fragment still names the content state; the scrubber's next state gets its overlays too.
        assert "overlay" not in browser.current_url
        browser.find_element(By.ID, "state-scrub").send_keys(Keys.ARROW_RIGHT)
        WebDriverWait(browser, 10).until(lambda d: all(f["overlay"] for f in d.execute_script(SURFACE_OVERLAY_JS)))
    assert browser.execute_script("return document.documentElement.scrollWidth") <= width
    browser.find_element(By.TAG_NAME, "body").send_keys("o")
    assert not any(f["overlay"] for f in browser.execute_script(SURFACE_OVERLAY_JS))
