"""Reviewing a change end to end, and the compare views, in headless Chromium.

A goldens folder is recorded with the tool, three of its goldens are altered (so exactly three variants
differ), and `widgetsnap gallery --baseline` builds a site against it (into a copy of
WIDGETSNAP_GALLERY_DIR, so nothing is rendered again). The review page must show exactly those three as
changed; two are accepted in the page, the decisions file is downloaded, and `widgetsnap test --accept`
must record exactly those two goldens.

Needs WIDGETSNAP_GALLERY_DIR (a gallery of ../../Layouts) and WIDGETSNAP_BIN; skips without them.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import time
from pathlib import Path

import pytest

pytest.importorskip("selenium")
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402

from test_gallery import SCREENS, _make_driver, _open, _screen, _severe  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
LAYOUTS = ROOT / "Layouts"
ASSETS = Path(os.environ.get("WIDGETSNAP_ASSETS", ROOT / "Assets"))
SELECTION = ["--instance", "first", "--entry", "0", "--family", "systemSmall"]


def _env():
    env = dict(os.environ)
    for k in ("CI", "GITHUB_ACTIONS", "GITLAB_CI", "JENKINS_URL", "TF_BUILD", "BUILDKITE", "TEAMCITY_VERSION", "WIDGETSNAP_RECORD"):
        env.pop(k, None)  # a developer's environment: recording is allowed
    return env


def _run(*args, check=True):
    r = subprocess.run([os.environ["WIDGETSNAP_BIN"], *map(str, args)], capture_output=True, text=True, env=_env(), timeout=600)
    if check:
        assert r.returncode == 0, f"{args}: exit {r.returncode}\n{r.stdout}\n{r.stderr}"
    return r


def _digests(folder: Path) -> dict:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.rglob("*.png"))}


@pytest.fixture(scope="module")
def review(tmp_path_factory):
    gallery = os.environ.get("WIDGETSNAP_GALLERY_DIR")
    if not gallery or not os.environ.get("WIDGETSNAP_BIN"):
        pytest.skip("needs WIDGETSNAP_GALLERY_DIR (a gallery of Layouts) and WIDGETSNAP_BIN")
    tmp = tmp_path_factory.mktemp("review")
    goldens = tmp / "goldens"
    _run("test", LAYOUTS, "--assets", ASSETS, "--goldens", goldens, "--record", "missing", "--quiet", *SELECTION)
    names = sorted(p.relative_to(goldens).with_suffix("").as_posix() for p in goldens.rglob("*.png"))
    assert len(names) >= 6, names
    # Three goldens altered: two swapped light for dark, one replaced by another variant of the same size.
    lights = [n for n in names if n.endswith("-light-real@3x")]
    a_light, b_light = lights[0], lights[1]
    a_dark = a_light.replace("-light-real@", "-dark-real@")
    b_placeholder = b_light.replace("-light-real@", "-light-placeholder@")
    assert a_dark in names and b_placeholder in names
    (goldens / (a_light + ".png")).write_bytes((goldens / (a_dark + ".png")).read_bytes())
    (goldens / (a_dark + ".png")).write_bytes((goldens / (b_light + ".png")).read_bytes())
    (goldens / (b_placeholder + ".png")).write_bytes((goldens / (b_light + ".png")).read_bytes())
    changed = sorted([a_light, a_dark, b_placeholder])
    site = tmp / "site"
    shutil.copytree(gallery, site)
    out = _run("gallery", LAYOUTS, "--assets", ASSETS, "--out", site, "--baseline", goldens, "--quiet").stdout
    assert "3 changed" in out, out
    return {"site": site, "goldens": goldens, "changed": changed, "names": names, "tmp": tmp}


@pytest.fixture(scope="module")
def driver():
    d = _make_driver()
    yield d
    d.quit()


@pytest.fixture
def browser(driver):
    yield driver
    try:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        driver.execute_script("localStorage.clear()")
    except Exception:
        pass


# The page never scrolls sideways; every shown pane, change and control is on screen, or inside a stage that
# scrolls (zoomed in: the stage's own scroll bar) and is itself on screen.
FIT_JS = """
const vw = innerWidth, problems = [];
if (document.documentElement.scrollWidth > vw) problems.push('page scrollWidth ' + document.documentElement.scrollWidth + ' > ' + vw);
const shown = e => !e.closest('[hidden]') && e.getClientRects().length > 0;
let count = 0;
for (const e of document.querySelectorAll('.pane, .change, .controls, .controls select, .controls button, .controls input, .chip')) {
  if (!shown(e)) continue;
  count++;
  const r = e.getBoundingClientRect();
  if (r.left >= -0.5 && r.right <= vw + 0.5) continue;
  const stage = e.closest('.stage');
  if (stage && stage.scrollWidth > stage.clientWidth && getComputedStyle(stage).overflowX === 'auto') {
    const s = stage.getBoundingClientRect();
    if (s.left >= -0.5 && s.right <= vw + 0.5) continue;
  }
  problems.push('off-screen: ' + (e.id || e.className) + ' ' + Math.round(r.left) + '..' + Math.round(r.right));
}
return { problems: problems.slice(0, 20), count: count };
"""


def _fits(driver, what):
    res = driver.execute_script(FIT_JS)
    assert res["count"] > 0, f"{what}: nothing is shown"
    assert not res["problems"], f"{what}:\n" + "\n".join(res["problems"])


def _loaded(driver, stage):
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "return Array.from(arguments[0].querySelectorAll('img')).every(i => i.complete && i.naturalWidth > 0)", stage))


CHANGES_JS = """
return Array.from(document.querySelectorAll('.change')).map(c => ({
  variant: c.dataset.variant, review: c.dataset.review, shown: !c.hidden && c.getClientRects().length > 0,
  verdict: c.dataset.verdict, diff: c.dataset.diff ? parseInt(c.dataset.diff, 10) : null }));
"""


def test_review_accepts_exactly_the_chosen_goldens(review, browser):
    site, goldens, changed = review["site"], review["goldens"], review["changed"]
    logs = _open(browser, site / "review.html")
    assert not _severe(logs), _severe(logs)
    items = browser.execute_script(CHANGES_JS)
    assert sorted(i["variant"] for i in items if i["review"] == "changed") == changed
    # Each group shows its first variant; expanded, all of them: exactly the three changed ones.
    groups = browser.find_elements(By.CSS_SELECTOR, ".group:not([hidden])")
    assert sum(int(g.get_attribute("data-count")) for g in groups) == 3, [g.get_attribute("id") for g in groups]
    assert sum(1 for i in items if i["shown"]) == len(groups)
    for b in browser.find_elements(By.CSS_SELECTOR, ".group:not([hidden]) .expand"):
        b.click()
    assert sorted(i["variant"] for i in browser.execute_script(CHANGES_JS) if i["shown"]) == changed, "the Changed filter shows other variants"
    assert all(i["diff"] and i["diff"] > 0 for i in items if i["review"] == "changed")
    # The New filter on: the new variants show too; off again: only the three.
    toggle = browser.find_element(By.CSS_SELECTOR, '.chip[data-filter="new"]')
    toggle.click()
    assert browser.find_elements(By.CSS_SELECTOR, '.group[data-review="new"]:not([hidden])')
    toggle.click()
    assert sorted(i["variant"] for i in browser.execute_script(CHANGES_JS) if i["shown"]) == changed

    # The widget pages mark the same three, and the Changed chip filters to them.
    marked = []
    for page in sorted((site / "widgets").glob("*.html")):
        _open(browser, page)
        marked += browser.execute_script("return Array.from(document.querySelectorAll('figure.shot[data-review=\"changed\"]')).map(f => f.dataset.variant)")
    assert sorted(marked) == changed

    # Accept two, reject the third, in the page (every group expanded: one decision per variant).
    _open(browser, site / "review.html")
    for b in browser.find_elements(By.CSS_SELECTOR, ".group:not([hidden]) .expand"):
        b.click()
    accept, reject = changed[:2], changed[2]
    for name in accept:
        browser.find_element(By.CSS_SELECTOR, f'.change[data-variant="{name}"] [data-verdict="accepted"]').click()
    browser.find_element(By.CSS_SELECTOR, f'.change[data-variant="{reject}"] [data-verdict="rejected"]').click()
    assert "2 accepted · 1 rejected · 0 undecided" in browser.find_element(By.ID, "tally").text
    text = browser.execute_script("return document.getElementById('decisions-json').textContent")
    doc = json.loads(text)
    assert doc["format"] == "widgetsnap-decisions" and doc["version"] == 1
    assert {d["variant"]: d["decision"] for d in doc["decisions"]} == {accept[0]: "accepted", accept[1]: "accepted", reject: "rejected"}

    # The download is the same file.
    downloads = review["tmp"] / "downloads"
    downloads.mkdir()
    browser.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(downloads)})
    browser.find_element(By.ID, "download").click()
    target = downloads / "decisions.json"
    for _ in range(100):
        if target.is_file() and target.stat().st_size > 0:
            break
        time.sleep(0.1)
    assert target.is_file(), f"no download in {downloads}: {list(downloads.iterdir())}"
    assert json.loads(target.read_text()) == doc

    # Applying it records exactly the two accepted goldens, as the gallery rendered them.
    before = _digests(goldens)
    r = _run("test", LAYOUTS, "--assets", ASSETS, "--goldens", goldens, "--accept", target)
    assert "2 recorded" in r.stdout, r.stdout
    after = _digests(goldens)
    differ = sorted(k for k in after if after[k] != before.get(k))
    assert differ == sorted(a + ".png" for a in accept), differ
    assert set(after) == set(before), "--accept added or removed goldens"
    for a in accept:
        assert (goldens / (a + ".png")).read_bytes() == (site / "snapshots" / (a + ".png")).read_bytes()

    # A variant the layouts do not produce: exit 65, naming the JSON path; nothing written.
    bad = review["tmp"] / "bad.json"
    bad.write_text(json.dumps({"format": "widgetsnap-decisions", "version": 1,
                               "decisions": [{"variant": "Nope/x/systemSmall/iphone-430x932/00-light-real@3x", "decision": "accepted"}]}))
    r = _run("test", LAYOUTS, "--assets", ASSETS, "--goldens", goldens, "--accept", bad, check=False)
    assert r.returncode == 65 and "$.decisions[0].variant" in r.stderr, (r.returncode, r.stderr)
    assert _digests(goldens) == after


GROUP_VERDICTS_JS = """
return Array.from(document.querySelectorAll('.group:not([hidden])')).map(g =>
  Array.from(g.querySelectorAll('.change')).map(c => c.dataset.verdict));
"""


def test_review_keyboard(review, browser):
    _open(browser, review["site"] / "review.html")
    body = browser.find_element(By.TAG_NAME, "body")
    body.send_keys("j")
    first = browser.execute_script("return document.activeElement.dataset.variant")
    assert first == browser.execute_script(CHANGES_JS)[0]["variant"]
    body = browser.switch_to.active_element
    # y on a collapsed group's first variant decides the whole group; j moves to the next group.
    body.send_keys("y")
    body.send_keys("j")
    browser.switch_to.active_element.send_keys("n")
    groups = browser.execute_script(GROUP_VERDICTS_JS)
    assert len(groups) >= 2, groups
    assert set(groups[0]) == {"accepted"} and set(groups[1]) == {"rejected"}, groups
    for key, mode in (("2", "slider"), ("3", "blend"), ("4", "diff"), ("1", "side")):
        browser.switch_to.active_element.send_keys(key)
        assert browser.execute_script("return document.body.dataset.mode") == mode
    browser.switch_to.active_element.send_keys("z")
    assert browser.execute_script("return document.body.dataset.zoom") == "1"
    # The verdicts survive a reload (kept in the browser's storage).
    browser.refresh()
    assert browser.execute_script(GROUP_VERDICTS_JS) == groups


STAGE_JS = """
const stage = arguments[0];
const pane = r => stage.querySelector('.pane[data-role="' + r + '"]');
const box = e => { if (!e || !e.getClientRects().length) return null; const r = e.getBoundingClientRect(); return { left: r.left, top: r.top, width: r.width, right: r.right }; };
const img = r => pane(r) && pane(r).querySelector('img');
return { a: box(pane('a')), b: box(pane('b')), d: box(pane('d')), aImg: box(img('a')), bImg: box(img('b')),
  bOpacity: getComputedStyle(pane('b')).opacity, bClip: getComputedStyle(pane('b').querySelector('.frame')).clipPath,
  width: img('b').getBoundingClientRect().width, attr: parseInt(img('b').getAttribute('width'), 10),
  natural: img('b').naturalWidth, dpr: devicePixelRatio, rendering: getComputedStyle(img('b')).imageRendering };
"""


def _check_stage(driver, stage, modes, what):
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", stage)
    _loaded(driver, stage)
    for mode in modes:
        driver.execute_script("document.querySelector('button[data-mode=\"' + arguments[0] + '\"]').click()", mode)
        s = driver.execute_script(STAGE_JS, stage)
        where = f"{what}, {mode}"
        if mode == "side":
            assert s["a"] and s["b"] and (s["a"]["right"] <= s["b"]["left"] + 0.5 or s["a"]["top"] != s["b"]["top"]), f"{where}: {s}"
        elif mode in ("slider", "blend"):
            assert abs(s["aImg"]["left"] - s["bImg"]["left"]) < 1 and abs(s["aImg"]["top"] - s["bImg"]["top"]) < 1, f"{where}: not stacked {s}"
            if mode == "slider":
                driver.execute_script("const r = document.querySelector('input[data-range=\"split\"]'); r.value = 30; r.dispatchEvent(new Event('input'));")
                assert "30%" in driver.execute_script(STAGE_JS, stage)["bClip"], f"{where}: the divider does not clip B"
            else:
                driver.execute_script("const r = document.querySelector('input[data-range=\"mix\"]'); r.value = 20; r.dispatchEvent(new Event('input'));")
                assert abs(float(driver.execute_script(STAGE_JS, stage)["bOpacity"]) - 0.2) < 0.01, f"{where}: opacity"
        elif mode == "diff":
            assert s["d"] and not s["a"] and not s["b"], f"{where}: {s}"
        _fits(driver, where)
    driver.execute_script("document.querySelector('button[data-mode=\"side\"]').click()")
    for zoom, factor in (("1", 1), ("2", 2), ("4", 4)):
        driver.execute_script("document.querySelector('button[data-zoom=\"' + arguments[0] + '\"]').click()", zoom)
        s = driver.execute_script(STAGE_JS, stage)
        assert abs(s["width"] - s["attr"] * factor) < 1, f"{what}: zoom {zoom}: {s['width']} px for {s['attr']}"
        assert s["rendering"] == "pixelated"
        _fits(driver, f"{what}, zoom {zoom}")
    driver.execute_script("document.querySelector('button[data-zoom=\"px\"]').click()")
    s = driver.execute_script(STAGE_JS, stage)
    assert abs(s["width"] - s["natural"] / s["dpr"]) < 1, f"{what}: 1:1 pixels: {s}"
    driver.execute_script("document.querySelector('button[data-zoom=\"fit\"]').click()")


@pytest.mark.parametrize("screen", SCREENS)
def test_review_compare_views(review, browser, screen):
    _screen(browser, screen)
    _open(browser, review["site"] / "review.html")
    _fits(browser, f"review.html at {screen[0]}")
    stage = browser.find_element(By.CSS_SELECTOR, '.change[data-review="changed"] .stage')
    _check_stage(browser, stage, ["side", "slider", "blend", "diff"], f"review at {screen[0]}")


@pytest.mark.parametrize("screen", SCREENS)
def test_compare_any_two_variants(review, browser, screen):
    _screen(browser, screen)
    page = review["site"] / "widgets" / "Weather.html"
    _open(browser, page)
    _fits(browser, f"Weather at {screen[0]}")
    stage = browser.find_element(By.CSS_SELECTOR, ".compare-section .stage")

    def sources():
        return browser.execute_script("return ['a', 'b'].map(r => document.querySelector('.compare-section .pane[data-role=\"' + r + '\"] img').getAttribute('src'))")

    def shot(**want):
        return browser.execute_script("""
          const w = arguments[0];
          const f = Array.from(document.querySelectorAll('.family')).find(f => f.dataset.family === w.family);
          const cell = f.querySelector('.cell[data-entry="' + w.entry + '"]');
          const s = Array.from(cell.querySelectorAll('figure.shot')).find(s => ['appearance', 'state', 'instance', 'device'].every(k => s.dataset[k] === w[k]));
          return s ? s.querySelector('img').getAttribute('src') : null;""", want)

    base = {k: Select(browser.find_element(By.ID, "cmp-a-" + k)).first_selected_option.get_attribute("value") for k in ("appearance", "state", "instance", "device")}
    base.update(family="systemSmall", entry="0")
    a, b = sources()
    assert a == shot(**base) and b == shot(**{**base, "appearance": "dark"}), (a, b)
    # Each preset pairs the A variant with its neighbour in one dimension.
    for dim in ("state", "instance", "device"):
        browser.find_element(By.CSS_SELECTOR, f'[data-preset="{dim}"]').click()
        other = Select(browser.find_element(By.ID, "cmp-b-" + dim)).first_selected_option.get_attribute("value")
        assert other != base[dim]
        assert sources() == [shot(**base), shot(**{**base, dim: other})], dim
    # Swap, the family control and the timeline drive both.
    browser.find_element(By.ID, "cmp-swap").click()
    assert sources()[1] == shot(**base)
    Select(browser.find_element(By.ID, "cmp-family")).select_by_value("systemMedium")
    assert sources()[1] == shot(**{**base, "family": "systemMedium"})
    browser.execute_script("const e = document.getElementById('entry'); e.value = 1; e.dispatchEvent(new Event('input'));")
    assert sources()[1] == shot(**{**base, "family": "systemMedium", "entry": "1"})
    _check_stage(browser, stage, ["side", "slider", "blend"], f"compare at {screen[0]}")
    # Keyboard: m cycles the view, x swaps, and the view is in the permalink.
    body = browser.find_element(By.TAG_NAME, "body")
    before = sources()
    body.send_keys("x")
    assert sources() == before[::-1]
    body.send_keys("m")
    assert browser.execute_script("return document.body.dataset.mode") == "slider"
    url = browser.current_url
    assert "view=slider" in url and "cmp-family=systemMedium" in url, url
    browser.get("about:blank")
    browser.get(url)
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
    assert browser.execute_script("return document.body.dataset.mode") == "slider"
    assert sources() == before[::-1]


# ---------------------------------------------------------------------------------------------------
# A widget with more snapshots than GalleryPages.lazyThreshold (1,000): rows are built from data, in batches.


def _scale_layout(entries: int) -> str:
    rows = ",\n".join('    {date: "2026-01-%02dT%02d:%02d:00Z", values: {n: %d}}' % (1 + i // 1440 % 28, i // 60 % 24, i % 60, i)
                      for i in range(entries))
    return ('{kind: "Scale", displayName: "Scale", description: "Many entries.", families: ["systemSmall"],\n'
            '  timeline: {entries: [\n%s\n  ]},\n'
            '  view: {VStack: [{Text: "Entry {entry.n}", modifiers: [{font: "headline"}]}, {Text: "{entry.date | time}"}]}}' % rows)


@pytest.fixture(scope="module")
def lazy_site(tmp_path_factory):
    if not os.environ.get("WIDGETSNAP_BIN"):
        pytest.skip("needs WIDGETSNAP_BIN")
    tmp = tmp_path_factory.mktemp("lazy")
    (tmp / "layouts").mkdir()
    (tmp / "layouts" / "scale.json5").write_text(_scale_layout(253))  # 1,012 variants
    _run("gallery", tmp / "layouts", "--assets", ASSETS, "--devices", "iphone-430x932", "--out", tmp / "site", "--quiet")
    return tmp / "site"


VISIBLE_JS = """
return Array.from(document.querySelectorAll('figure.shot')).filter(f => !f.closest('[hidden]') && f.getClientRects().length)
  .map(f => ({ appearance: f.dataset.appearance, state: f.dataset.state, entry: f.closest('.cell').dataset.entry,
               src: f.querySelector('img').getAttribute('src') }));
"""


@pytest.mark.parametrize("screen", SCREENS)
def test_large_widget_builds_rows_lazily(lazy_site, browser, screen):
    _screen(browser, screen)
    logs = _open(browser, lazy_site / "widgets" / "Scale.html")
    assert not _severe(logs), _severe(logs)
    assert browser.execute_script("return !!document.getElementById('gallery-data') && JSON.parse(document.getElementById('gallery-data').textContent).shots.length") == 1012
    shown = browser.execute_script(VISIBLE_JS)
    assert len(shown) == 40, f"{len(shown)} snapshots built at first, expected one batch of 40"
    assert {(s["appearance"], s["state"]) for s in shown} == {("light", "real")}
    assert [s["entry"] for s in shown] == [str(i) for i in range(40)]
    assert shown[0]["src"] == "../snapshots/Scale/default/systemSmall/iphone-430x932/00-light-real@3x.png"
    _fits(browser, f"lazy page at {screen[0]}")
    # Scrolling to the end builds the next batches.
    for _ in range(3):
        browser.execute_script("document.getElementById('more-cells').scrollIntoView()")
        time.sleep(0.3)
    assert len(browser.execute_script(VISIBLE_JS)) > 80
    # The controls rebuild what is shown.
    Select(browser.find_element(By.ID, "appearance")).select_by_value("dark")
    shown = browser.execute_script(VISIBLE_JS)
    assert shown and {s["appearance"] for s in shown} == {"dark"}
    Select(browser.find_element(By.ID, "state")).select_by_value("both")
    shown = browser.execute_script(VISIBLE_JS)
    assert {s["state"] for s in shown} == {"real", "placeholder"} and len(shown) % 2 == 0
    _fits(browser, f"lazy page at {screen[0]}, dark, both states")
    # A far entry is built when the timeline picks it, and marked current.
    browser.execute_script("const e = document.getElementById('entry'); e.value = 250; e.dispatchEvent(new Event('input')); e.dispatchEvent(new Event('change'));")
    assert browser.execute_script("const c = document.querySelector('.cell[data-entry=\"250\"]'); return !!c && c.classList.contains('current')")
    assert browser.execute_script("return document.getElementById('entry-label').textContent").startswith("Jan 1, 2026")
    # Search narrows to matching entries; the Compare section finds its variants in the data.
    search = browser.find_element(By.ID, "q")
    search.send_keys("4:10 AM")
    entries = {s["entry"] for s in browser.execute_script(VISIBLE_JS)}
    assert entries == {"250"}, entries
    src = browser.execute_script("return document.querySelector('.compare-section .pane[data-role=\"b\"] img').getAttribute('src')")
    assert src == "../snapshots/Scale/default/systemSmall/iphone-430x932/250-dark-real@3x.png", src


# ---------------------------------------------------------------------------------------------------
# Overlays: margins, the content box, every view's frame and name, tap targets, from layout/<name>.js


OVERLAY_JS = """
return Array.from(document.querySelectorAll('figure.shot')).filter(f => !f.closest('[hidden]') && f.getClientRects().length).map(f => {
  const img = f.querySelector('img'), o = f.querySelector('.overlay'), r = img.getBoundingClientRect();
  const rect = e => { const b = e.getBoundingClientRect(); return [b.left - r.left, b.top - r.top, b.width, b.height]; };
  return { src: img.getAttribute('src'), img: [r.width, r.height], overlay: o ? rect(o) : null,
           content: o ? rect(o.querySelector('.ov-content')) : null,
           views: o ? Array.from(o.querySelectorAll('.ov-view')).map(v => v.textContent) : [],
           taps: o ? Array.from(o.querySelectorAll('.ov-tap')).map(v => v.textContent) : [] };
});
"""


def _overlay_data(site: Path, src: str) -> dict:
    name = src.split("snapshots/", 1)[1][:-len(".png")]
    text = (site / "layout" / (name + ".js")).read_text()
    assert text.startswith("widgetsnapOverlay(") and text.endswith(");\n")
    return json.loads(text[text.index("{"):-3])


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("kind", ["Weather", "UpNext"])
def test_overlays_draw_the_layout_tree(browser, screen, kind):
    if not os.environ.get("WIDGETSNAP_GALLERY_DIR"):
        pytest.skip("needs WIDGETSNAP_GALLERY_DIR")
    site = Path(os.environ["WIDGETSNAP_GALLERY_DIR"])
    if not (site / "layout").is_dir():
        pytest.skip("the gallery has no layout/ overlay data")
    _screen(browser, screen)
    _open(browser, site / "widgets" / f"{kind}.html")
    assert not any(s["overlay"] for s in browser.execute_script(OVERLAY_JS)), "overlays are on before o"
    browser.find_element(By.TAG_NAME, "body").send_keys("o")
    WebDriverWait(browser, 10).until(lambda d: all(s["overlay"] for s in d.execute_script(OVERLAY_JS)))
    shots = browser.execute_script(OVERLAY_JS)
    assert shots
    links = 0
    for s in shots:
        data = _overlay_data(site, s["src"])
        w, h = s["img"]
        assert all(abs(a - b) < 1.5 for a, b in zip(s["overlay"], [0, 0, w, h])), f"the overlay is not over the image: {s}"
        want = [data["content"][0] / data["size"][0] * w, data["content"][1] / data["size"][1] * h,
                data["content"][2] / data["size"][0] * w, data["content"][3] / data["size"][1] * h]
        assert all(abs(a - b) < 1.5 for a, b in zip(s["content"], want)), f"content box {s['content']} != {want}"
        assert s["views"] == [v[4] for v in data["views"]] and s["views"]
        assert s["taps"] == [t[4] for t in data["taps"]]
        links += s["taps"].count("link")
    if kind == "Weather":
        assert all("widgetURL" in s["taps"] for s in shots), "Weather's widgetURL is not a tap target"
    else:
        assert links > 0, "UpNext's links are not tap targets"
    _fits(browser, f"{kind} with overlays at {screen[0]}")
    # In the permalink; o again hides them.
    url = browser.current_url
    assert "overlay=on" in url
    browser.find_element(By.TAG_NAME, "body").send_keys("o")
    assert not any(s["overlay"] for s in browser.execute_script(OVERLAY_JS))
    browser.get(url)
    WebDriverWait(browser, 10).until(lambda d: all(s["overlay"] for s in d.execute_script(OVERLAY_JS)))
    assert browser.find_element(By.ID, "overlays").get_attribute("aria-pressed") == "true"
