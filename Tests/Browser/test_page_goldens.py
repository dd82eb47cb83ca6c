"""Screenshot goldens of the pages themselves (issue 29, item 6): the gallery's index, a widget page, a Smart
Stack page and the CI failure report, each at 390, 768, 1440 and 2560 px wide (the first screen, light), compared
with Tests/Browser/page-goldens/<page>-<width>.png.

The comparison is `widgetsnap diff` (pixelmatch, colour threshold 0.1, anti-aliased pixels not counted); a page
fails when more than TOLERANCE pixels differ (32: one changed word is a few hundred; headless Chromium with
software rendering and the fixed fonts draws the same page identically run after run, 0 pixels, so the margin
is for a rounding difference on another CPU, not for content). A share of the page would not do: a changed
path of ten characters is 0.2 % of a 768 px screen. Animations and transitions are turned off,
every image is loaded and the fonts are ready before the picture is taken.

Recording: a missing golden fails, unless WIDGETSNAP_RECORD=missing (or all) writes it; WIDGETSNAP_RECORD=failed
rewrites the ones that differ. Look at every page golden you record. On a failure the page's picture and the
difference are written beside each other under the pytest temporary folder, and named in the message.

Needs WIDGETSNAP_GALLERY_DIR (a gallery of ../../Layouts), WIDGETSNAP_REPORT_DIR (the report `make test` writes)
and WIDGETSNAP_BIN; skips without them.
"""

from __future__ import annotations

import base64
import json
import os
import subprocess
from pathlib import Path

import pytest

pytest.importorskip("selenium")

from test_gallery import LOAD_IMAGES_JS, _open, browser, driver  # noqa: E402,F401

HERE = Path(__file__).resolve().parent
GOLDENS = HERE / "page-goldens"
TOLERANCE = 32
WIDTHS = [(390, 844), (768, 1024), (1440, 900), (2560, 1440)]
PAGES = [("index", "gallery", "index.html"), ("widget", "gallery", "widgets/ParkedCar.html"),
         ("stack", "gallery", "stack-b4-worked-example.html"), ("report", "report", "index.html")]

STILL_CSS = """
const s = document.createElement('style');
s.textContent = '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
document.head.appendChild(s);
document.activeElement && document.activeElement.blur && document.activeElement.blur();
"""


def _root(kind: str) -> Path:
    env = "WIDGETSNAP_GALLERY_DIR" if kind == "gallery" else "WIDGETSNAP_REPORT_DIR"
    value = os.environ.get(env)
    if not value or not os.environ.get("WIDGETSNAP_BIN"):
        pytest.skip(f"needs {env} and WIDGETSNAP_BIN")
    return Path(value)


def _shot(driver, page: Path, width: int, height: int) -> bytes:
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
    driver.execute_cdp_cmd("Emulation.setScrollbarsHidden", {"hidden": True})
    _open(driver, page)
    driver.execute_script(STILL_CSS)
    driver.execute_async_script(LOAD_IMAGES_JS)
    driver.execute_async_script("const done = arguments[arguments.length - 1]; document.fonts.ready.then(() => requestAnimationFrame(() => requestAnimationFrame(() => done(true))));")
    driver.execute_script("window.scrollTo(0, 0)")
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": False,
                                                             "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1}})
    return base64.b64decode(shot["data"])


@pytest.mark.parametrize("width,height", WIDTHS, ids=[str(w) for w, _ in WIDTHS])
@pytest.mark.parametrize("name,kind,path", PAGES, ids=[p[0] for p in PAGES])
def test_page_matches_its_golden(browser, tmp_path, name, kind, path, width, height):
    page = _root(kind) / path
    if not page.is_file():
        pytest.skip(f"{page} is not there")
    record = os.environ.get("WIDGETSNAP_RECORD", "")
    try:
        png = _shot(browser, page, width, height)
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    golden = GOLDENS / f"{name}-{width}.png"
    if not golden.is_file():
        if record in ("missing", "all", "failed"):
            GOLDENS.mkdir(exist_ok=True)
            golden.write_bytes(png)
            return
        pytest.fail(f"no page golden {golden.name}; record it with WIDGETSNAP_RECORD=missing and look at it")
    actual = tmp_path / f"{name}-{width}.png"
    actual.write_bytes(png)
    diff = tmp_path / f"{name}-{width}.diff.png"
    r = subprocess.run([os.environ["WIDGETSNAP_BIN"], "diff", str(golden), str(actual), "--json", "--output", str(diff)],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode in (0, 1), f"widgetsnap diff exited {r.returncode}: {r.stderr}"
    result = json.loads(r.stdout)
    if result["mismatched"] > TOLERANCE:
        if record in ("failed", "all"):
            golden.write_bytes(png)
            return
        pytest.fail(f"{name} at {width} px: {result['mismatched']} of {result['total']} pixels differ (more than {TOLERANCE});"
                    f" now: {actual}, difference: {diff}; if the change is meant, WIDGETSNAP_RECORD=failed re-records it")
