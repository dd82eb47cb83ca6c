"""Headless-Chromium tests of the gallery's Smart Stack pages (stack-<scenario>.html).

Uses the site of WIDGETSNAP_GALLERY_DIR, as test_gallery.py does (`widgetsnap gallery Layouts` renders
the scenarios of Stacks/ beside Layouts/); every test skips when it is unset or has no stack pages.
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("selenium")
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402

from test_gallery import LOAD_IMAGES_JS, _open, _severe, _validate, browser, driver, site  # noqa: E402,F401


def _stack_pages(site: Path) -> list[Path]:
    pages = sorted(site.glob("stack-*.html"))
    if not pages:
        pytest.skip("the site has no Smart Stack pages (no Stacks/ beside the layouts)")
    return pages


def test_index_links_every_stack_page(site, browser):
    pages = _stack_pages(site)
    _open(browser, site / "index.html")
    links = {a.get_attribute("href").rsplit("/", 1)[-1] for a in browser.find_elements(By.CSS_SELECTOR, ".stack-links a")}
    assert links == {p.name for p in pages}


def test_pages_load_with_images_and_plots(site, browser):
    for page in _stack_pages(site):
        logs = _open(browser, page)
        assert not _severe(logs), f"{page.name}: console errors: {_severe(logs)}"
        # Waits for every image to load (or fail) before judging it: under load, a lazy or still-decoding
        # image is not `complete` yet when the document is, which is not a broken image.
        images = browser.execute_async_script(LOAD_IMAGES_JS)
        assert not (isinstance(images, dict) and "error" in images), images
        broken = [im["src"] for im in images
                  if im["probeWidth"] <= 0 or (im["rendered"] and not (im["complete"] and im["naturalWidth"] > 0))]
        assert not broken, f"{page.name}: broken images {broken}"
        widgets = browser.find_elements(By.CSS_SELECTOR, ".stack-widget")
        plots = browser.find_elements(By.CSS_SELECTOR, "svg.stack-plot")
        assert widgets and len(plots) == len(widgets), f"{page.name}: one relevance plot per widget"
        assert browser.find_elements(By.CSS_SELECTOR, ".stack-strip .stack-seg")


def test_worked_example_events(site, browser):
    page = site / "stack-b4-worked-example.html"
    if not page.is_file():
        pytest.skip("no stack-b4-worked-example.html")
    _open(browser, page)
    rows = [[td.text for td in tr.find_elements(By.TAG_NAME, "td")] for tr in browser.find_elements(By.CSS_SELECTOR, ".stack-events tbody tr")]
    assert rows == [
        ["00:00", "Weather home", "initial", "3"],
        ["09:30", "Up Next work", "relevance 100/100 until 10:00", "2"],
        ["14:00", "Weather home", "relevance 80/80 until 15:00", "2"],
        ["18:00", "Parked Car", "habit: StackParkedCar, 3 of 7 days, 17:35–18:35", "2"],
    ]
    assert len(browser.find_elements(By.CSS_SELECTOR, ".stack-strip .stack-seg")) == 4
    # Weather shows its storm entry at 14:00: two snapshots (initial, 14:00).
    assert len(browser.find_elements(By.CSS_SELECTOR, ".stack-widget:nth-of-type(1) figure")) == 2


def test_reasons_show_on_focus_and_hover(site, browser):
    page = _stack_pages(site)[0]
    b4 = site / "stack-b4-worked-example.html"
    _open(browser, b4 if b4.is_file() else page)
    segments = browser.find_elements(By.CSS_SELECTOR, ".stack-seg")
    tips = [s.find_element(By.CSS_SELECTOR, ".stack-tip") for s in segments]
    assert not any(t.is_displayed() for t in tips)
    # Keyboard: Tab from the top of the page reaches the segments in order (after the one link).
    body = browser.find_element(By.TAG_NAME, "body")
    body.send_keys(Keys.TAB)
    body = browser.switch_to.active_element
    body.send_keys(Keys.TAB)
    active = browser.switch_to.active_element
    assert "stack-seg" in active.get_attribute("class")
    tip = active.find_element(By.CSS_SELECTOR, ".stack-tip")
    assert tip.is_displayed() and "initial" in tip.text
    active.send_keys(Keys.TAB)
    second = browser.switch_to.active_element
    assert second.find_element(By.CSS_SELECTOR, ".stack-tip").is_displayed()
    assert "relevance" in second.get_attribute("aria-label")
    # Hover.
    second.send_keys(Keys.SHIFT, Keys.TAB)
    browser.execute_script("document.activeElement.blur()")
    ActionChains(browser).move_to_element(segments[-1]).perform()
    assert tips[-1].is_displayed()


def test_stack_pages_are_valid_html(site):
    errors, _ = _validate(_stack_pages(site))
    assert not errors, f"{len(errors)} HTML5 errors:\n" + "\n".join(errors)


PLOTS_JS = """
const box = e => { const r = e.getBoundingClientRect(); return { left: r.left, right: r.right, width: r.width }; };
const strip = box(document.querySelector('.stack-strip'));
return { strip, plots: Array.from(document.querySelectorAll('.stack-widget')).map(w => ({
  plot: box(w.querySelector('.stack-plot-box')),
  windows: w.querySelectorAll('.plot-window').length,
  values: Array.from(w.querySelectorAll('.plot-value')).map(v => v.textContent),
  hours: Array.from(w.querySelectorAll('.stack-hours span')).map(s => s.textContent),
  empty: w.querySelector('.plot-none') ? w.querySelector('.plot-none').textContent : null,
  threshold: w.querySelector('.plot-threshold-label') ? w.querySelector('.plot-threshold-label').textContent : null })) };
"""


@pytest.mark.parametrize("width", [390, 1440])
def test_relevance_plots_share_the_strips_time_axis_and_label_their_values(site, browser, width):
    """Issue 29, item 4: each plot spans the strip's width with the same time axis, each window shows its
    score, the threshold is named, and a widget with no relevance says so instead of an empty box."""
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": False})
    try:
        seen_empty = seen_values = False
        for page in _stack_pages(site):
            _open(browser, page)
            data = browser.execute_script(PLOTS_JS)
            strip = data["strip"]
            strip_hours = browser.execute_script("return Array.from(document.querySelector('.stack-strip + .stack-hours').querySelectorAll('span')).map(s => s.textContent)")
            for i, p in enumerate(data["plots"]):
                where = f"{page.name}, widget {i + 1} at {width} px"
                assert abs(p["plot"]["left"] - strip["left"]) < 1 and abs(p["plot"]["width"] - strip["width"]) < 1, f"{where}: {p['plot']} vs the strip {strip}"
                assert p["hours"] == strip_hours, f"{where}: the plot's time axis {p['hours']} is not the strip's {strip_hours}"
                if p["windows"]:
                    assert len(p["values"]) == p["windows"] and all(v.strip() for v in p["values"]), f"{where}: {p}"
                    assert p["threshold"] and p["threshold"].startswith("threshold "), f"{where}: {p}"
                    seen_values = True
                else:
                    assert p["empty"] and "No relevance" in p["empty"], f"{where}: an empty plot without words"
                    seen_empty = True
        assert seen_values, "no page had a relevance window"
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    # Part of the fixture: the acme-card scenarios have widgets with no relevance.
    assert seen_empty or not (site / "stack-acme-card.html").is_file()


def test_stack_pages_have_no_document_references(site, browser):
    for page in _stack_pages(site):
        _open(browser, page)
        text = browser.find_element(By.TAG_NAME, "body").text
        for jargon in ("Part B", "docs/", ".md", "/tmp/"):
            assert jargon not in text, f"{page.name}: '{jargon}' in the page text"
