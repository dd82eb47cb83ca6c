"""Headless-Chromium tests of the review as a queue (issue 29, item 3).

A real change is reviewed: the gallery of ../../Layouts (WIDGETSNAP_GALLERY_DIR) is the baseline, and the
layouts are built again with one colour of the parked-car widget changed (its map's park colour, light and
dark). A second build also takes the large family out of the parked-car widget, so its large variants are
removed. Needs WIDGETSNAP_GALLERY_DIR and WIDGETSNAP_BIN; skips without them.

- One colour change in one layout is one group (the widget, "Colour changed", the old and new colour, the
  count of variants), and the group with its representative pair fits one 1440 x 900 screen before it is
  expanded. Today's page, one card per variant, fails this.
- Accepting the group accepts every variant in it; expanded, each variant is decided on its own.
- The index badges each widget with its counts, adding up to the review page's.
- `a` and `r` decide and move to the next undecided change; the tally says how many are reviewed.
- The Changed / New / Removed filters: the removed variants are listed with the baseline's picture, and
  the decisions name them with status "removed".
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

pytest.importorskip("selenium")
from selenium.webdriver.common.by import By  # noqa: E402

from test_gallery import _open, _screen, browser, driver  # noqa: E402,F401

ROOT = Path(__file__).resolve().parents[2]
ASSETS = Path(os.environ.get("WIDGETSNAP_ASSETS", ROOT / "Assets"))
OLD, NEW = "#CDE8C4", "#E8C4CD"


def _run(*args):
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "GITHUB_ACTIONS", "WIDGETSNAP_RECORD")}
    r = subprocess.run([os.environ["WIDGETSNAP_BIN"], *map(str, args)], capture_output=True, text=True, env=env, timeout=900)
    assert r.returncode == 0, f"{args}: exit {r.returncode}\n{r.stdout}\n{r.stderr}"
    return r.stdout


@pytest.fixture(scope="module")
def queue(tmp_path_factory):
    gallery = os.environ.get("WIDGETSNAP_GALLERY_DIR")
    if not gallery or not (Path(gallery) / "index.html").is_file() or not os.environ.get("WIDGETSNAP_BIN"):
        pytest.skip("needs WIDGETSNAP_GALLERY_DIR (a gallery of Layouts) and WIDGETSNAP_BIN")
    tmp = tmp_path_factory.mktemp("queue")
    layouts = tmp / "layouts"
    shutil.copytree(ROOT / "Layouts", layouts)
    car = layouts / "parked-car.json5"
    text = car.read_text(encoding="utf-8")
    changed = text.replace('mapPark: {light: "#CDE8C4", dark: "#2D4231"}', 'mapPark: {light: "#E8C4CD", dark: "#42312D"}')
    assert changed != text, "the parked-car layout no longer has the park colour this test changes"
    car.write_text(changed, encoding="utf-8")
    site = tmp / "site"
    shutil.copytree(gallery, site)
    out = _run("gallery", layouts, "--assets", ASSETS, "--out", site, "--baseline", gallery, "--quiet")
    assert re.search(r"[1-9][0-9]* changed, 0 new, [0-9]+ unchanged", out), out
    # The same change, and the large family taken out: its variants are removed.
    fewer = changed.replace('families: ["systemSmall", "systemMedium", "systemLarge"]', 'families: ["systemSmall", "systemMedium"]')
    assert fewer != changed, "the parked-car layout no longer lists the families this test edits"
    car.write_text(fewer, encoding="utf-8")
    removed = tmp / "removed"
    shutil.copytree(site, removed)
    out = _run("gallery", layouts, "--assets", ASSETS, "--out", removed, "--baseline", gallery, "--quiet")
    assert re.search(r" [1-9][0-9]* removed, ", out), out
    return {"site": site, "removed": removed}


def _review(browser, site, size=(1440, 900)):
    _screen(browser, size)
    _open(browser, site / "review.html")
    browser.execute_script("localStorage.clear()")
    _open(browser, site / "review.html")


GROUPS_JS = """
return Array.from(document.querySelectorAll('.group')).map(g => ({
  id: g.id, kind: g.dataset.kind, review: g.dataset.review, count: parseInt(g.dataset.count, 10), hidden: g.hidden,
  owner: g.querySelector('.group-head h2').textContent, colours: g.querySelector('.colours') ? g.querySelector('.colours').textContent : '',
  shown: Array.from(g.querySelectorAll('.change')).filter(c => c.getClientRects().length > 0).length,
  verdicts: Array.from(g.querySelectorAll('.change')).map(c => c.dataset.verdict),
  bottom: g.getBoundingClientRect().bottom + scrollY }));
"""


def test_one_colour_change_is_one_group_on_one_screen(queue, browser):
    _review(browser, queue["site"])
    changed = int(browser.find_element(By.ID, "review").get_attribute("data-changed"))
    groups = browser.execute_script(GROUPS_JS)
    assert len(groups) == 1, groups
    g = groups[0]
    assert g["owner"] == "Parked Car" and g["kind"] == "recolour" and g["count"] == changed > 1, g
    assert OLD in g["colours"] and NEW in g["colours"], g["colours"]
    assert g["shown"] == 1, f"a collapsed group shows its representative only: {g['shown']}"
    assert g["bottom"] <= 900, f"the group ends at {g['bottom']} px: it does not fit one 1440 x 900 screen"
    rep = browser.find_element(By.CSS_SELECTOR, ".group .change")
    assert "Placeholder" not in rep.find_element(By.TAG_NAME, "h2").text, "a placeholder represents the group"
    # Expanded, every variant shows.
    browser.find_element(By.CSS_SELECTOR, ".group .expand").click()
    assert browser.execute_script(GROUPS_JS)[0]["shown"] == changed


def test_accepting_a_group_accepts_all_its_variants(queue, browser):
    _review(browser, queue["site"])
    g = browser.execute_script(GROUPS_JS)[0]
    browser.find_element(By.CSS_SELECTOR, '.group [data-group-verdict="accepted"]').click()
    assert set(browser.execute_script(GROUPS_JS)[0]["verdicts"]) == {"accepted"}
    doc = json.loads(browser.execute_script("return document.getElementById('decisions-json').textContent"))
    assert len(doc["decisions"]) == g["count"] and {d["decision"] for d in doc["decisions"]} == {"accepted"}
    assert browser.find_element(By.ID, "tally").text.startswith(f"{g['count']} of {g['count']} reviewed (1 of 1 group)")
    # Expanded, one variant's Reject decides that variant only.
    browser.find_element(By.CSS_SELECTOR, ".group .expand").click()
    second = browser.find_elements(By.CSS_SELECTOR, ".group .change")[1]
    second.find_element(By.CSS_SELECTOR, '[data-verdict="rejected"]').click()
    verdicts = browser.execute_script(GROUPS_JS)[0]["verdicts"]
    assert verdicts.count("rejected") == 1 and verdicts.count("accepted") == g["count"] - 1, verdicts
    assert browser.find_element(By.CSS_SELECTOR, ".group").get_attribute("data-verdict") == "mixed"


def test_index_badges_each_widget_with_its_counts(queue, browser):
    site = queue["site"]
    _open(browser, site / "review.html")
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
    assert badged == total > 0, f"the badges add up to {badged}, the review page has {total} changed"


def test_a_and_r_decide_and_move_to_the_next_undecided(queue, browser):
    _review(browser, queue["site"])
    body = browser.find_element(By.TAG_NAME, "body")
    body.send_keys("j")
    body = browser.switch_to.active_element
    body.send_keys("e")  # expand the group: each variant is decided on its own
    first = browser.execute_script("return document.querySelector('li.change.current').dataset.variant")
    browser.switch_to.active_element.send_keys("a")
    state = browser.execute_script("""
      const c = document.querySelector('li.change.current');
      return { current: c && c.dataset.variant, first: document.querySelector('li.change[data-variant="' + CSS.escape(arguments[0]) + '"]').dataset.verdict };""", first)
    assert state["first"] == "accepted", state
    assert state["current"] and state["current"] != first, f"a did not move on: {state}"
    second = state["current"]
    browser.switch_to.active_element.send_keys("r")
    verdict = browser.execute_script("return document.querySelector('li.change[data-variant=\"' + CSS.escape(arguments[0]) + '\"]').dataset.verdict", second)
    assert verdict == "rejected"
    total = browser.execute_script(GROUPS_JS)[0]["count"]
    tally = browser.find_element(By.ID, "tally").text
    assert tally.startswith(f"2 of {total} reviewed (0 of 1 group)") and "1 accepted · 1 rejected" in tally, tally


def test_filters_and_removed_variants(queue, browser):
    _review(browser, queue["removed"])
    groups = browser.execute_script(GROUPS_JS)
    kinds = {g["kind"]: g for g in groups}
    assert set(kinds) == {"recolour", "removed"}, groups
    gone = kinds["removed"]
    assert gone["owner"] == "Parked Car" and gone["count"] == int(browser.find_element(By.ID, "review").get_attribute("data-removed")) > 0
    names = browser.execute_script("return Array.from(document.querySelectorAll('.group[data-kind=\"removed\"] .change')).map(c => c.dataset.variant)")
    assert all("/systemLarge/" in n for n in names), names
    # A removed variant shows the baseline's picture only, copied into the site.
    rep = browser.find_element(By.CSS_SELECTOR, '.group[data-kind="removed"] .change')
    heading = rep.find_element(By.TAG_NAME, "h2").get_attribute("textContent")
    assert heading.startswith("Parked Car · systemLarge · ") and heading.count("Parked Car") == 1, heading
    panes = [p.get_attribute("data-role") for p in rep.find_elements(By.CSS_SELECTOR, ".pane")]
    assert panes == ["a"], panes
    src = rep.find_element(By.CSS_SELECTOR, ".pane img").get_attribute("src")
    assert src.startswith((queue["removed"] / "review").as_uri()), src
    # The Removed filter hides them; the Changed filter hides the recolouring.
    browser.find_element(By.CSS_SELECTOR, '.chip[data-filter="removed"]').click()
    assert [g["kind"] for g in browser.execute_script(GROUPS_JS) if not g["hidden"]] == ["recolour"]
    assert "not shown" in browser.find_element(By.ID, "tally").text
    browser.find_element(By.CSS_SELECTOR, '.chip[data-filter="changed"]').click()
    assert not [g for g in browser.execute_script(GROUPS_JS) if not g["hidden"]]
    assert browser.find_element(By.ID, "no-match").is_displayed()
    # Shown again, accepted: the decisions name them as removed.
    browser.find_element(By.CSS_SELECTOR, '.chip[data-filter="removed"]').click()
    browser.find_element(By.CSS_SELECTOR, '.group[data-kind="removed"] [data-group-verdict="accepted"]').click()
    doc = json.loads(browser.execute_script("return document.getElementById('decisions-json').textContent"))
    assert sorted(d["variant"] for d in doc["decisions"]) == sorted(names)
    assert {d["status"] for d in doc["decisions"]} == {"removed"}
