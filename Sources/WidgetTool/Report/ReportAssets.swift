import CommandLineKit
/// The report's stylesheet, script and icons, inlined into index.html so the folder opens from disk with no network.
/// The script only reads the markup that `HTMLReport` writes: it holds no data.
enum ReportAssets {
    /// Light and dark themes (prefers-color-scheme), the sidebar, the toolbar and the four view modes.
    static let style = #"""
:root {
  color-scheme: light dark;
  --bg: #f6f8fa; --panel: #ffffff; --panel-2: #f6f8fa; --text: #1f2328; --muted: #59636e;
  --border: #d1d9e0; --hover: #eff2f5; --selected: #ddf4ff; --selected-border: #54aeff;
  --accent: #0969da; --accent-strong: #0969da; --on-accent: #ffffff;
  --failed: #d1242f; --missing: #9a6700; --recorded: #0969da; --error: #8250df; --passed: #1a7f37;
  --failed-t: rgba(209, 36, 47, .09); --missing-t: rgba(154, 103, 0, .1); --recorded-t: rgba(9, 105, 218, .09);
  --error-t: rgba(130, 80, 223, .1); --passed-t: rgba(26, 127, 55, .09);
  --failed-e: rgba(209, 36, 47, .35); --missing-e: rgba(154, 103, 0, .35); --recorded-e: rgba(9, 105, 218, .35);
  --error-e: rgba(130, 80, 223, .35); --passed-e: rgba(26, 127, 55, .35);
  --toolbar: rgba(246, 248, 250, .9); --bbox: #e3008c;
  --shadow: 0 8px 24px rgba(31, 35, 40, .14);
  --sans: system-ui, -apple-system, "Segoe UI", Inter, Roboto, "Helvetica Neue", Arial, sans-serif;
  --mono: ui-monospace, "SF Mono", "JetBrains Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0d1117; --panel: #151b23; --panel-2: #1b222c; --text: #e6edf3; --muted: #9198a1;
    --border: #2f3742; --hover: #1d242e; --selected: #132d4d; --selected-border: #2f81f7;
    --accent: #4493f8; --accent-strong: #1f6feb; --on-accent: #ffffff;
    --failed: #f85149; --missing: #d29922; --recorded: #4493f8; --error: #ab7df8; --passed: #3fb950;
    --failed-t: rgba(248, 81, 73, .15); --missing-t: rgba(210, 153, 34, .15); --recorded-t: rgba(68, 147, 248, .15);
    --error-t: rgba(171, 125, 248, .15); --passed-t: rgba(63, 185, 80, .15);
    --failed-e: rgba(248, 81, 73, .4); --missing-e: rgba(210, 153, 34, .4); --recorded-e: rgba(68, 147, 248, .4);
    --error-e: rgba(171, 125, 248, .4); --passed-e: rgba(63, 185, 80, .4);
    --toolbar: rgba(13, 17, 23, .9); --bbox: #ff4fd8;
    --shadow: 0 8px 24px rgba(1, 4, 9, .6);
  }
}
* { box-sizing: border-box; }
html, body { height: 100%; }
body { margin: 0; display: flex; flex-direction: column; font: 14px/1.45 var(--sans); color: var(--text); background: var(--bg); }
a { color: var(--accent); }
button { font: inherit; color: inherit; }
code, pre { font-family: var(--mono); }
kbd { display: inline-block; min-width: 1.6em; padding: 1px 4px; font: 11px/1.4 var(--mono); text-align: center; color: var(--muted);
  background: var(--panel-2); border: 1px solid var(--border); border-bottom-width: 2px; border-radius: 4px; }
:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
/* Each status: --c its colour, --t a tint behind it, --e an edge around it. */
[data-status="failed"], [data-status="sizeMismatch"], .count[data-count="failed"] { --c: var(--failed); --t: var(--failed-t); --e: var(--failed-e); }
[data-status="missing"] { --c: var(--missing); --t: var(--missing-t); --e: var(--missing-e); }
[data-status="recorded"], .count[data-count="recorded"] { --c: var(--recorded); --t: var(--recorded-t); --e: var(--recorded-e); }
[data-status="error"] { --c: var(--error); --t: var(--error-t); --e: var(--error-e); }
[data-status="passed"], .count[data-count="passed"] { --c: var(--passed); --t: var(--passed-t); --e: var(--passed-e); }

/* Header: title, counts, how to accept */
.top { display: flex; flex-wrap: wrap; align-items: center; gap: 10px 24px; padding: 12px 20px; background: var(--panel); border-bottom: 1px solid var(--border); }
.brand { display: flex; align-items: center; gap: 12px; min-width: 0; }
.brand svg { flex: none; }
.brand h1 { margin: 0; font-size: 16px; font-weight: 650; overflow-wrap: anywhere; }
.sub { margin: 0; font-size: 12px; color: var(--muted); }
.counts { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
.count { padding: 2px 10px; font-size: 13px; color: var(--muted); background: var(--panel-2); border: 1px solid var(--border); border-radius: 999px; }
.count strong { color: var(--text); font-variant-numeric: tabular-nums; }
.count[data-zero="false"]:not([data-count="total"]) { color: var(--c); background: var(--t); border-color: var(--e); }
.count[data-zero="false"]:not([data-count="total"]) strong { color: var(--c); }
.accept { position: relative; margin-left: auto; }
.accept > summary { padding: 4px 12px; font-weight: 600; color: var(--accent); border: 1px solid var(--border); border-radius: 6px; cursor: pointer; list-style: none; }
.accept > summary::-webkit-details-marker { display: none; }
.accept > summary::after { content: " ▾"; }
.accept[open] > summary { background: var(--panel-2); }
.accept-body { position: absolute; right: 0; top: calc(100% + 8px); z-index: 20; width: min(560px, 92vw); padding: 4px 16px; background: var(--panel);
  border: 1px solid var(--border); border-radius: 10px; box-shadow: var(--shadow); }
.command { display: flex; gap: 8px; }
.command pre { flex: 1; margin: 0; padding: 8px 10px; overflow: auto; font-size: 12.5px; background: var(--panel-2); border: 1px solid var(--border); border-radius: 6px; }
.copy { padding: 0 12px; background: var(--panel-2); border: 1px solid var(--border); border-radius: 6px; cursor: pointer; }
.copy:hover { background: var(--hover); }

/* Sidebar */
.app { flex: 1; min-height: 0; display: grid; grid-template-columns: minmax(280px, 330px) minmax(0, 1fr); }
.sidebar { display: flex; flex-direction: column; min-height: 0; background: var(--panel); border-right: 1px solid var(--border); }
.filter { position: relative; padding: 10px 12px; border-bottom: 1px solid var(--border); }
.filter input { width: 100%; padding: 6px 34px 6px 10px; font: inherit; color: var(--text); background: var(--bg); border: 1px solid var(--border); border-radius: 6px; }
.filter input:focus-visible { outline-offset: 0; }
.filter kbd { position: absolute; right: 20px; top: 50%; transform: translateY(-50%); }
.groups { flex: 1; min-height: 0; overflow: auto; padding: 4px 8px 16px; }
.group[hidden] { display: none; }
.group h2 { display: flex; align-items: center; gap: 6px; margin: 14px 8px 6px; font-size: 11px; font-weight: 650; letter-spacing: .06em; text-transform: uppercase; color: var(--muted); }
.group h2 .n { padding: 0 7px; font-size: 11px; letter-spacing: 0; background: var(--panel-2); border: 1px solid var(--border); border-radius: 999px; }
details.group > summary { list-style: none; cursor: pointer; border-radius: 6px; }
details.group > summary::-webkit-details-marker { display: none; }
details.group > summary h2::before { content: "▸"; display: inline-block; width: 10px; transition: transform .15s; }
details.group[open] > summary h2::before { transform: rotate(90deg); }
details.group > summary:hover h2 { color: var(--text); }
.items { margin: 0; padding: 0; list-style: none; }
.item { position: relative; display: grid; grid-template-columns: 8px minmax(0, 1fr); align-items: start; gap: 10px; padding: 7px 10px; color: inherit;
  text-decoration: none; border: 1px solid transparent; border-radius: 8px; }
.item:hover { background: var(--hover); }
.item[aria-current="true"] { background: var(--selected); border-color: var(--selected-border); }
.item:focus-visible { outline-offset: -1px; }
.dot { width: 8px; height: 8px; margin-top: 6px; background: var(--c); border-radius: 50%; }
.item-main { display: flex; flex-direction: column; min-width: 0; }
.item-title, .item-meta, .item-stats { overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.item-title { padding-right: 64px; font-weight: 600; }
.slash { font-weight: 400; color: var(--muted); }
.item-meta { font-size: 12px; color: var(--muted); }
.item-stats { font: 11.5px/1.5 var(--mono); color: var(--muted); }
.badge { position: absolute; top: 9px; right: 10px; padding: 0 6px; font: 600 11px/1.7 var(--mono); color: var(--c); background: var(--t); border-radius: 5px; }
.none, .no-match { margin: 16px 10px; color: var(--muted); }
.keys { display: flex; flex-wrap: wrap; gap: 4px 12px; padding: 8px 12px; font-size: 11.5px; color: var(--muted); border-top: 1px solid var(--border); }
.keys kbd + kbd { margin-left: 2px; }

/* Main pane and toolbar */
.main { display: flex; flex-direction: column; min-width: 0; min-height: 0; overflow: auto; }
.toolbar { position: sticky; top: 0; z-index: 10; display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; padding: 8px 20px;
  background: var(--toolbar); backdrop-filter: blur(8px); border-bottom: 1px solid var(--border); }
.seg { display: inline-flex; overflow: hidden; background: var(--panel); border: 1px solid var(--border); border-radius: 8px; }
.seg button { display: inline-flex; align-items: center; gap: 6px; padding: 4px 9px; color: var(--muted); background: transparent; border: 0; cursor: pointer; }
.seg button + button { border-left: 1px solid var(--border); }
.seg button:hover { color: var(--text); background: var(--hover); }
.seg button[aria-pressed="true"] { color: var(--on-accent); background: var(--accent-strong); }
.seg button[aria-pressed="true"] kbd { color: var(--on-accent); background: transparent; border-color: rgba(255, 255, 255, .45); }
.seg button:focus-visible { outline-offset: -3px; }
.range, .check, .tool-label { display: inline-flex; align-items: center; gap: 8px; font-size: 12.5px; color: var(--muted); }
.tool-label { margin-right: -6px; }
.ranges { display: inline-flex; min-width: 180px; }
.range { display: none; }
.range input { width: 112px; margin: 0; accent-color: var(--accent-strong); }
body[data-view="slider"] .range[data-for="slider"], body[data-view="blend"] .range[data-for="blend"] { display: inline-flex; }
body[data-compare="false"] .toolbar > .seg:first-child, body[data-compare="false"] .range { opacity: .45; }
.check { cursor: pointer; }
.check input { accent-color: var(--accent-strong); margin: 0; }
.spacer { flex: 1; }
.empty { margin: auto; padding: 56px 24px; max-width: 480px; text-align: center; color: var(--muted); }
.empty h2 { margin: 12px 0 6px; font-size: 18px; color: var(--text); }
body[data-selected] .empty, body[data-js]:not([data-selected]) .toolbar { display: none; }

/* One snapshot */
.detail { display: none; padding: 18px 20px 40px; }
.detail.is-selected, body:not([data-js]) .detail:target { display: block; }
.title-line { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 10px; }
.title-line h2 { margin: 0; font: 600 15px/1.35 var(--mono); overflow-wrap: anywhere; }
.status { padding: 1px 9px; font-size: 12px; font-weight: 650; color: var(--c); background: var(--t);
  border: 1px solid var(--e); border-radius: 999px; }
.message { margin: 8px 0 0; }
pre.message { padding: 10px 12px; font-size: 12.5px; white-space: pre-wrap; overflow-wrap: anywhere; background: var(--panel); border: 1px solid var(--border); border-left: 3px solid var(--c); border-radius: 6px; }
.facts { display: flex; flex-wrap: wrap; gap: 4px 18px; margin: 10px 0 0; font-size: 12.5px; }
.facts div { display: flex; gap: 6px; }
.facts dt { color: var(--muted); }
.facts dd { margin: 0; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.facts [data-fact="golden"] dd { font-family: var(--mono); font-size: 12px; }
.stage { display: grid; grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); align-items: start; gap: 18px; margin-top: 18px; }
.stage[data-compare="false"] { grid-auto-columns: minmax(0, max-content); }
.pane { min-width: 0; margin: 0; }
.pane figcaption { display: flex; align-items: baseline; gap: 8px; margin-bottom: 6px; font-size: 11.5px; font-weight: 650; letter-spacing: .05em; text-transform: uppercase; color: var(--muted); }
.pane figcaption .dim { font: 400 11.5px var(--mono); letter-spacing: 0; }
.pane figcaption .open { margin-left: auto; font-weight: 500; letter-spacing: 0; text-transform: none; text-decoration: none; }
.pane figcaption .open:hover { text-decoration: underline; }
.frame { position: relative; display: inline-block; max-width: 100%; line-height: 0; vertical-align: top; border-radius: 4px;
  outline: 1px solid var(--border); background-color: var(--ck-a);
  background-image: conic-gradient(var(--ck-b) 25%, transparent 0 50%, var(--ck-b) 0 75%, transparent 0); background-size: 16px 16px; }
/* The backdrop follows the snapshot's appearance (a dark widget's white glyphs need a dark ground), whatever the theme. */
.frame, body[data-backdrop="light"] .stage .frame { --ck-a: #ffffff; --ck-b: #e6e9ed; }
.stage[data-appearance="dark"] .frame, body[data-backdrop="dark"] .stage .frame { --ck-a: #16191d; --ck-b: #23272d; }
.frame img { display: block; width: auto; height: auto; max-width: 100%; max-height: calc(100vh - 250px); }
.no-diff, .no-image { margin: 0; padding: 24px; color: var(--muted); border: 1px dashed var(--border); border-radius: 6px; }
.no-image { margin-top: 18px; max-width: 520px; }
body:not([data-zoom="fit"]) .stage { grid-auto-columns: max-content; overflow: auto; padding-bottom: 8px; }
body:not([data-zoom="fit"]) .frame { max-width: none; }
body:not([data-zoom="fit"]) .frame img { max-width: none; max-height: none; image-rendering: pixelated; }
body[data-zoom="1"] .frame img { width: calc(var(--iw) * 1px); }
body[data-zoom="2"] .frame img { width: calc(var(--iw) * 2px); }
.bbox { position: absolute; pointer-events: none; border-radius: 1px; outline: 2px solid var(--bbox); outline-offset: 2px;
  box-shadow: 0 0 0 1px rgba(255, 255, 255, .7), inset 0 0 0 1px rgba(255, 255, 255, .7);
  left: calc(var(--x) / var(--iw) * 100%); top: calc(var(--y) / var(--ih) * 100%);
  width: calc(var(--w) / var(--iw) * 100%); height: calc(var(--h) / var(--ih) * 100%); }
body[data-box="off"] .bbox { display: none; }

/* Slider and blend: expected and actual stacked in one cell */
body[data-view="slider"] .stage[data-compare="true"], body[data-view="blend"] .stage[data-compare="true"] {
  grid-auto-flow: row; grid-template-columns: minmax(0, max-content); grid-auto-columns: auto; }
body[data-view="slider"] .stage[data-compare="true"] .pane, body[data-view="blend"] .stage[data-compare="true"] .pane { grid-area: 1 / 1; }
body[data-view="slider"] .stage[data-compare="true"] .pane[data-role="diff"], body[data-view="blend"] .stage[data-compare="true"] .pane[data-role="diff"] { display: none; }
body[data-view="slider"] .stage[data-compare="true"] .pane[data-role="actual"] figcaption,
body[data-view="blend"] .stage[data-compare="true"] .pane[data-role="actual"] figcaption { justify-content: flex-end; }
body[data-view="slider"] .stage[data-compare="true"] figcaption :is(.dim, .open),
body[data-view="blend"] .stage[data-compare="true"] figcaption :is(.dim, .open) { display: none; }
body[data-view="slider"] .stage[data-compare="true"] .pane[data-role="actual"] .frame,
body[data-view="blend"] .stage[data-compare="true"] .pane[data-role="actual"] .frame { background: none; outline: 0; }
body[data-view="slider"] .stage[data-compare="true"] .pane[data-role="expected"] img { clip-path: inset(0 calc(100% - var(--split, 50%)) 0 0); }
body[data-view="slider"] .stage[data-compare="true"] .pane[data-role="actual"] img { clip-path: inset(0 0 0 var(--split, 50%)); }
body[data-view="slider"] .stage[data-compare="true"] .frame { cursor: ew-resize; touch-action: none; user-select: none; }
body[data-view="slider"] .stage[data-compare="true"] img { -webkit-user-drag: none; }
body[data-view="slider"] .stage[data-compare="true"] .pane[data-role="actual"] .frame::after {
  content: ""; position: absolute; top: -4px; bottom: -4px; left: var(--split, 50%); width: 2px; margin-left: -1px;
  background: var(--accent-strong); box-shadow: 0 0 0 1px rgba(255, 255, 255, .6); pointer-events: none; }
body[data-view="slider"] .stage[data-compare="true"] .pane[data-role="actual"] .frame::before {
  content: "◂▸"; position: absolute; z-index: 1; top: 50%; left: var(--split, 50%); transform: translate(-50%, -50%); padding: 0 5px;
  font: 700 12px/22px var(--sans); color: var(--on-accent); background: var(--accent-strong); border-radius: 11px; pointer-events: none; }
body[data-view="blend"] .stage[data-compare="true"] .pane[data-role="actual"] img { opacity: var(--blend, .5); }

/* Diff only */
body[data-view="diff"] .stage[data-compare="true"] .pane:not([data-role="diff"]) { display: none; }

@media (max-width: 1360px) {
  .toolbar .seg kbd, .tool-label { display: none; }
  .ranges { min-width: 150px; }
  .range input { width: 90px; }
}
@media (max-width: 820px) {
  .app { grid-template-columns: minmax(0, 1fr); grid-template-rows: minmax(0, 38vh) minmax(0, 1fr); }
  .sidebar { border-right: 0; border-bottom: 1px solid var(--border); }
  .accept { margin-left: 0; }
}
@media (prefers-reduced-motion: reduce) { * { transition: none !important; } }

"""#

    /// Selection (j/k, arrows, clicks, the URL's #fragment), view modes (1–4), zoom (z), box (b), backdrop (g), the filter (/),
    /// the slider's divider (range input or dragging) and the blend opacity.
    static let script = #"""
(() => {
  "use strict";
  const body = document.body;
  const main = document.getElementById("main");
  const filter = document.getElementById("filter");
  const split = document.getElementById("split");
  const blend = document.getElementById("blend");
  const box = document.getElementById("box");
  const items = Array.from(document.querySelectorAll(".item"));
  const VIEWS = ["side", "slider", "blend", "diff"];
  const ZOOMS = ["fit", "1", "2"];
  const BACKDROPS = ["auto", "light", "dark"];
  let current = null;
  body.dataset.js = "on";

  const detailOf = (item) => document.getElementById(item.getAttribute("href").slice(1));
  const shown = () => items.filter((a) => {
    const group = a.closest("details");
    return !a.parentElement.hidden && !a.closest(".group").hidden && (!group || group.open);
  });

  function select(item, { focus = false, hash = true } = {}) {
    if (!item) return;
    if (item !== current) {
      if (current) {
        current.removeAttribute("aria-current");
        detailOf(current).classList.remove("is-selected");
      }
      current = item;
      const detail = detailOf(item);
      item.setAttribute("aria-current", "true");
      detail.classList.add("is-selected");
      body.dataset.selected = detail.id;
      body.dataset.compare = detail.dataset.compare;
      const group = item.closest("details");
      if (group) group.open = true;
      main.scrollTop = 0;
      if (hash) {
        try { history.replaceState(null, "", "#" + detail.id); } catch (error) { /* some file:// contexts refuse */ }
      }
    }
    if (focus) item.focus({ preventScroll: true });
    item.scrollIntoView({ block: "nearest" });
  }

  function move(step) {
    const list = shown();
    if (list.length === 0) return;
    let i = list.indexOf(current);
    i = i < 0 ? (step > 0 ? 0 : list.length - 1) : Math.max(0, Math.min(list.length - 1, i + step));
    select(list[i], { focus: true });
  }

  function press(attribute, value) {
    document.querySelectorAll("button[data-" + attribute + "]").forEach((b) => {
      b.setAttribute("aria-pressed", String(b.dataset[attribute] === value));
    });
  }
  function setView(view) { body.dataset.view = view; press("view", view); }
  function setZoom(zoom) { body.dataset.zoom = zoom; press("zoom", zoom); }
  function setBackdrop(backdrop) { body.dataset.backdrop = backdrop; press("backdrop", backdrop); }
  function setBox(on) { body.dataset.box = on ? "on" : "off"; box.checked = on; }
  function setSplit() { body.style.setProperty("--split", split.value + "%"); }
  function setBlend() { body.style.setProperty("--blend", String(blend.value / 100)); }

  function applyFilter() {
    const q = filter.value.trim().toLowerCase();
    items.forEach((a) => { a.parentElement.hidden = q !== "" && !a.parentElement.dataset.name.includes(q); });
    let any = false;
    document.querySelectorAll(".group").forEach((g) => {
      const visible = g.querySelector(".items > li:not([hidden])") !== null;
      g.hidden = !visible;
      any = any || visible;
      if (g.tagName !== "DETAILS") return;
      // Matches inside the collapsed passes show while filtering; clearing the filter collapses them again.
      if (q !== "" && visible && !g.open) { g.open = true; g.dataset.opened = "filter"; }
      if (q === "" && g.dataset.opened) {
        delete g.dataset.opened;
        if (!(current && g.contains(current))) g.open = false;
      }
    });
    document.querySelector(".no-match").hidden = any || items.length === 0;
  }

  function copy(button) {
    const code = document.getElementById(button.dataset.copy);
    const done = () => {
      button.textContent = "Copied";
      setTimeout(() => { button.textContent = "Copy"; }, 1500);
    };
    const fallback = () => {
      const range = document.createRange();
      range.selectNodeContents(code);
      const selection = getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
      try { if (document.execCommand("copy")) done(); } catch (error) { /* the text stays selected */ }
    };
    if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(code.textContent).then(done, fallback);
    else fallback();
  }

  document.addEventListener("click", (e) => {
    const item = e.target.closest(".item");
    if (item) {
      if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
      e.preventDefault();
      select(item, { focus: true });
      return;
    }
    const button = e.target.closest("button");
    if (!button) return;
    if (button.dataset.view) setView(button.dataset.view);
    else if (button.dataset.zoom) setZoom(button.dataset.zoom);
    else if (button.dataset.backdrop) setBackdrop(button.dataset.backdrop);
    else if (button.dataset.copy) copy(button);
  });

  document.addEventListener("keydown", (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
    const t = e.target;
    if (t === filter) {
      if (e.key === "Escape") { filter.value = ""; applyFilter(); filter.blur(); }
      if (e.key === "Enter" || e.key === "ArrowDown") { e.preventDefault(); select(shown()[0], { focus: true }); }
      return;
    }
    if (t instanceof HTMLInputElement && t.type === "range" && /^(Arrow|Page|Home|End)/.test(e.key)) return;
    switch (e.key) {
      case "j": case "ArrowDown": move(1); break;
      case "k": case "ArrowUp": move(-1); break;
      case "1": case "2": case "3": case "4": setView(VIEWS[Number(e.key) - 1]); break;
      case "z": setZoom(ZOOMS[(ZOOMS.indexOf(body.dataset.zoom) + 1) % ZOOMS.length]); break;
      case "b": setBox(body.dataset.box !== "on"); break;
      case "g": setBackdrop(BACKDROPS[(BACKDROPS.indexOf(body.dataset.backdrop) + 1) % BACKDROPS.length]); break;
      case "/": filter.focus(); filter.select(); break;
      default: return;
    }
    e.preventDefault();
  });

  // The slider's divider follows the pointer while it is held on the images.
  let dragging = false;
  function dragTo(e) {
    const frame = current && detailOf(current).querySelector('.pane[data-role="actual"] .frame');
    if (!frame) return;
    const r = frame.getBoundingClientRect();
    split.value = String(Math.round(Math.max(0, Math.min(1, (e.clientX - r.left) / r.width)) * 100));
    setSplit();
  }
  main.addEventListener("pointerdown", (e) => {
    if (body.dataset.view !== "slider" || e.button !== 0 || !e.target.closest('.stage[data-compare="true"] .frame')) return;
    dragging = true;
    e.preventDefault();
    dragTo(e);
  });
  addEventListener("pointermove", (e) => { if (dragging) dragTo(e); });
  addEventListener("pointerup", () => { dragging = false; });
  main.addEventListener("dragstart", (e) => { if (body.dataset.view === "slider") e.preventDefault(); });

  split.addEventListener("input", setSplit);
  blend.addEventListener("input", setBlend);
  box.addEventListener("change", () => setBox(box.checked));
  filter.addEventListener("input", applyFilter);
  addEventListener("hashchange", () => select(items.find((a) => a.getAttribute("href") === location.hash), { hash: false }));

  setSplit();
  setBlend();
  const linked = location.hash && items.find((a) => a.getAttribute("href") === location.hash);
  select(linked || shown()[0], { hash: false });
})();

"""#

    /// The header's mark: a small widget grid.
    static let logo = ##"<svg aria-hidden="true" height="30" viewBox="0 0 32 32" width="30"><rect fill="#0969da" height="14" rx="4" width="14" x="1" y="1"/><rect fill="#3fb950" height="14" rx="4" width="14" x="17" y="1"/><rect fill="#d29922" height="14" rx="4" width="30" x="1" y="17"/></svg>"##

    /// The all-passed state's icon.
    static let checkIcon = ##"<svg aria-hidden="true" height="56" viewBox="0 0 56 56" width="56"><circle cx="28" cy="28" fill="none" r="25" stroke="#2da44e" stroke-width="3"/><path d="M17 29l7 7 15-16" fill="none" stroke="#2da44e" stroke-linecap="round" stroke-linejoin="round" stroke-width="4"/></svg>"##
}
