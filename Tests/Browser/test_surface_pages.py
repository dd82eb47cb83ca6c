"""Headless-Chromium tests of the Live Activity and control pages of `widgetsnap previews`.

The site is the committed fixture `fixture-previews` (written by the Swift test
`surfacePagesFixtureIsUpToDate`, which fails when it is stale): the previews page, the page of the
delivery Live Activity (two content states, each on the Lock Screen, in StandBy and in the Dynamic
Island's compact, minimal (detached and attached) and expanded presentations) and the page of the tea-timer control, opened over
file:// at a phone's width (390 px) and a desktop's (1440 px).
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("selenium")
from selenium.webdriver.common.by import By  # noqa: E402

from test_gallery import FIT_JS, _loaded_within, _screen, _validate, browser, driver  # noqa: E402,F401

SITE = Path(__file__).resolve().parent / "fixture-previews"
ACTIVITY = SITE / "pages" / "01-DeliveryAttributes.html"
CONTROL = SITE / "pages" / "02-TeaTimer.html"
WIDTHS = [pytest.param(390, id="390"), pytest.param(1440, id="1440")]
ACTIVITY_SURFACES = ["lockScreen", "standBy", "dynamicIsland-compact", "dynamicIsland-minimal", "dynamicIsland-minimal-attached",
                     "dynamicIsland-expanded"]
CONTROL_SURFACES = ["lockScreen", "controlCenter-small", "controlCenter-medium", "controlCenter-large", "actionButton"]


def _loaded(browser, page: Path) -> None:
    _loaded_within(browser, SITE, page)


def _frames(browser) -> list[dict]:
    return browser.execute_script("""
        return Array.from(document.querySelectorAll('figure.frame')).map(f => {
          const r = f.getBoundingClientRect(), img = f.querySelector('img.surface'), d = f.querySelector('.device, .control-center');
          const ir = img.getBoundingClientRect(), dr = d.getBoundingClientRect();
          return {surface: f.dataset.surface, appearance: f.dataset.appearance, state: f.closest('section').id,
                  left: r.left, right: r.right, top: r.top, width: r.width,
                  img: {left: ir.left, right: ir.right, top: ir.top, bottom: ir.bottom, width: ir.width, height: ir.height},
                  device: {left: dr.left, right: dr.right, top: dr.top, bottom: dr.bottom, width: dr.width}};
        });""")


def _fits(browser, width: int) -> None:
    result = browser.execute_script(FIT_JS)
    assert not result["problems"], result
    assert browser.execute_script("return document.documentElement.scrollWidth") <= width


def test_index_links_each_page(browser):
    _loaded(browser, SITE / "index.html")
    links = [a.get_attribute("href").rsplit("/", 1)[-1] for a in browser.find_elements(By.CSS_SELECTOR, ".surface-pages a")]
    assert links == ["01-DeliveryAttributes.html", "02-TeaTimer.html"]
    captions = [p.text for p in browser.find_elements(By.CSS_SELECTOR, "li.cell > p.when")]
    assert "Lock Screen · state 2 of 2" in captions
    assert "Dynamic Island, compact · state 1 of 1" in captions
    assert "Control Center, large" in captions


@pytest.mark.parametrize("width", WIDTHS)
def test_activity_page_shows_every_presentation_of_each_state(browser, width):
    _screen(browser, (width, 900))
    _loaded(browser, ACTIVITY)
    frames = _frames(browser)
    for state in ["state-1", "state-2"]:
        for surface in ACTIVITY_SURFACES:
            shown = sorted(f["appearance"] for f in frames if f["state"] == state and f["surface"] == surface)
            assert shown == ["dark", "light"], (state, surface, shown)
    assert len(frames) == 2 * 6 * 2
    _fits(browser, width)
    for f in frames:
        # Every picture lies within its device frame, and is not squeezed to nothing.
        assert f["img"]["left"] >= f["device"]["left"] - 0.5 and f["img"]["right"] <= f["device"]["right"] + 0.5, f
        assert f["img"]["width"] > 100 and f["img"]["height"] > 10, f
        assert f["right"] <= width + 0.5, f
    lock = [f for f in frames if f["surface"] == "lockScreen"]
    island = [f for f in frames if f["surface"].startswith("dynamicIsland-")]
    standby = [f for f in frames if f["surface"] == "standBy"]
    # The island's strip is the screen's width: it fills its frame; the Lock Screen presentation is
    # narrower than the screen (371 of 393 pt) and sits under the clock. StandBy is the whole screen
    # in landscape: it fills its frame, twice as wide as high or more.
    assert all(abs(f["img"]["width"] - (f["device"]["width"] - 16)) < 1.5 for f in island), island[0]
    assert all(abs(f["img"]["width"] - (f["device"]["width"] - 16)) < 1.5 and f["img"]["width"] > 2 * f["img"]["height"] for f in standby), standby[0]
    assert all(f["img"]["width"] < f["device"]["width"] - 16 - 10 for f in lock), lock[0]
    assert all(f["img"]["top"] - f["device"]["top"] > 60 for f in lock), lock[0]
    if width == 1440:
        # Side by side: several frames share a row; the frame is the device's 393 pt plus its border.
        tops = [round(f["top"]) for f in frames if f["state"] == "state-1"]
        assert max(tops.count(t) for t in tops) >= 3, tops
        assert all(abs(f["device"]["width"] - 393) < 1 for f in island), island[0]
        assert all(abs(f["device"]["width"] - (852 + 16)) < 1 for f in standby), standby[0]
    else:
        # One column: every frame is as wide as it can be, and scaled down to fit the 390 px screen.
        assert all(f["device"]["width"] <= 390 - 32 + 0.5 for f in frames)
    assert [a.text for a in browser.find_elements(By.CSS_SELECTOR, ".surface-states a")] == ["State 1", "State 2"]


@pytest.mark.parametrize("width", WIDTHS)
def test_control_page_shows_control_center_and_the_lock_screen(browser, width):
    _screen(browser, (width, 900))
    _loaded(browser, CONTROL)
    frames = _frames(browser)
    assert sorted({f["surface"] for f in frames}) == sorted(CONTROL_SURFACES)
    assert len(frames) == 5 * 2
    _fits(browser, width)
    # The Action button's label is drawn in the island, on a strip as wide as the screen.
    action = [f for f in frames if f["surface"] == "actionButton"]
    assert all(abs(f["img"]["width"] - (f["device"]["width"] - 16)) < 1.5 for f in action), action[0]
    corner = [f for f in frames if f["surface"] == "lockScreen"]
    # The Lock Screen control sits in the frame's bottom-left corner.
    for f in corner:
        assert f["img"]["left"] - f["device"]["left"] < 40 and f["device"]["bottom"] - f["img"]["bottom"] < 40, f
    alts = [i.get_attribute("alt") for i in browser.find_elements(By.CSS_SELECTOR, "img.surface")]
    assert "TeaTimer, control center, small, dark" in alts
    assert "TeaTimer, action button, light" in alts


@pytest.mark.parametrize("width", WIDTHS)
def test_screenshots(browser, width, tmp_path):
    """Screenshots for a reviewer's eye (WIDGETSNAP_SCREENSHOTS=DIR keeps them)."""
    import os
    out = Path(os.environ.get("WIDGETSNAP_SCREENSHOTS", tmp_path))
    out.mkdir(parents=True, exist_ok=True)
    _screen(browser, (width, 900))
    for page in [ACTIVITY, CONTROL]:
        _loaded(browser, page)
        height = browser.execute_script("return document.documentElement.scrollHeight")
        browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": width, "height": min(height, 4000), "deviceScaleFactor": 1, "mobile": False})
        assert browser.save_screenshot(str(out / f"{page.stem}-{width}.png"))


def test_pages_are_valid_html():
    errors, warnings = _validate([SITE / "index.html", ACTIVITY, CONTROL])
    assert not errors, errors
    assert not warnings, warnings
