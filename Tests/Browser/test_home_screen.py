"""Headless-Chromium tests of the live Home Screen views on a widget page (issue 14, part 2): each
figure.live-home lays the snapshot of the chosen instance, timeline entry and Home Screen family on its
wallpaper, at the family's grid position, at 390 and 1440 px.

Uses the site of WIDGETSNAP_GALLERY_DIR (as test_gallery.py does); screenshots go to
WIDGETSNAP_SCREENSHOTS when it is set.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

pytest.importorskip("selenium")
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select  # noqa: E402

from test_gallery import SCREENS, _need, _open, _screen, _severe, _widget_pages, browser, driver, site  # noqa: E402,F401

STATE_JS = """
return Array.from(document.querySelectorAll('figure.live-home')).map(f => {
  const stage = f.querySelector('.stage').getBoundingClientRect(), w = f.querySelector('img.home-widget');
  const r = w.getBoundingClientRect();
  return { appearance: f.dataset.appearance, frames: JSON.parse(f.dataset.frames),
           background: f.querySelector('img.home').getAttribute('src'), src: w.getAttribute('src'), hidden: w.hidden,
           stage: [stage.left, stage.top, stage.width, stage.height], widget: [r.left, r.top, r.width, r.height],
           vw: document.documentElement.clientWidth };
});
"""


def _state(driver):
    return driver.execute_script(STATE_JS)


def _set_entry(driver, n):
    driver.execute_script("""const e = document.getElementById('entry'); e.value = String(arguments[0]);
                             e.dispatchEvent(new Event('input', {bubbles: true})); e.dispatchEvent(new Event('change', {bubbles: true}));""", n)


def _expect_shown(views, family, instance, entry):
    assert views, "no live Home Screen"
    for v in views:
        assert v["background"].endswith(f"-{v['appearance']}-{family}-free.png"), v["background"]
        assert not v["hidden"], f"{v['appearance']}: no snapshot for {family} {instance} entry {entry}"
        want = f"/{instance}/{family}/"
        assert want in v["src"] and f"/{entry:02d}-{v['appearance']}-real" in v["src"], f"{v['src']} is not {want} entry {entry}"
        # At the family's grid position: the frame in percent of the stage, within a pixel.
        left, top, width, height = v["frames"][family]
        sx, sy, sw, sh = v["stage"]
        x, y, w, h = v["widget"]
        assert abs(x - (sx + sw * left / 100)) < 1.5 and abs(y - (sy + sh * top / 100)) < 1.5, (family, v["widget"], v["stage"])
        assert abs(w - sw * width / 100) < 1.5 and abs(h - sh * height / 100) < 2.5, (family, v["widget"], v["stage"])
        assert sx >= -0.5 and sx + sw <= v["vw"] + 0.5, "the Home Screen fits the window"


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("page", _widget_pages())
def test_home_screen_follows_instance_entry_and_family(site, browser, page, screen):
    _need(page)
    _screen(browser, screen)
    logs = _open(browser, site / page)
    assert not _severe(logs)
    if not browser.find_elements(By.ID, "home-family"):
        pytest.skip(f"{page} has no system family")
    families = [o.get_attribute("value") for o in Select(browser.find_element(By.ID, "home-family")).options]
    instances = [o.get_attribute("value") for o in Select(browser.find_element(By.ID, "instance")).options]
    last = int(browser.find_element(By.ID, "entry").get_attribute("max"))
    browser.execute_script("document.querySelector('figure.live-home').scrollIntoView()")
    _expect_shown(_state(browser), families[0], instances[0], 0)
    for family in families:
        Select(browser.find_element(By.ID, "home-family")).select_by_value(family)
        _expect_shown(_state(browser), family, instances[0], 0)
    if len(instances) > 1:
        Select(browser.find_element(By.ID, "instance")).select_by_value(instances[1])
        _expect_shown(_state(browser), families[-1], instances[1], 0)
    if last > 0:
        _set_entry(browser, last)
        _expect_shown(_state(browser), families[-1], instances[1] if len(instances) > 1 else instances[0], last)
    # Medium and large are wider than small on the same Home Screen.
    widths = {f: _state(browser)[0]["frames"][f][2] for f in families}
    if "systemSmall" in widths and "systemMedium" in widths:
        assert widths["systemMedium"] > 1.8 * widths["systemSmall"]
    shots = os.environ.get("WIDGETSNAP_SCREENSHOTS")
    if shots:
        Path(shots).mkdir(parents=True, exist_ok=True)
        browser.execute_script("document.querySelector('#home-title').scrollIntoView()")
        browser.save_screenshot(str(Path(shots) / f"home-{Path(page).stem}-{screen[0]}.png"))
