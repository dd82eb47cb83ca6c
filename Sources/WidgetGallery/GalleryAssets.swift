/// The gallery's stylesheet and script, written once to `assets/`.
public enum GalleryAssets {
    public static let css = """
    :root { color-scheme: light dark; --bg: #f2f2f7; --card: #ffffff; --ink: #1c1c1e; --muted: #6e6e73; --line: #d1d1d6; --accent: #0a66d8; }
    @media (prefers-color-scheme: dark) { :root { --bg: #000000; --card: #1c1c1e; --ink: #f2f2f7; --muted: #a1a1a6; --line: #38383a; --accent: #4da3ff; } }
    * { box-sizing: border-box; }
    [hidden] { display: none !important; }
    body { margin: 0; background: var(--bg); color: var(--ink); font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; }
    a { color: var(--accent); }
    a:focus-visible, select:focus-visible, input:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
    .top { padding: 28px 32px 8px; }
    .top h1 { margin: 4px 0; font-size: 30px; letter-spacing: -0.02em; }
    .top p { margin: 4px 0 10px; color: var(--muted); }
    main { padding: 8px 32px 48px; }
    h2 { font-size: 20px; margin: 28px 0 12px; }
    .cards { list-style: none; padding: 0; margin: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 20px; }
    .card { background: var(--card); border-radius: 20px; padding: 18px; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
    .card a { text-decoration: none; color: inherit; display: block; border-radius: 14px; }
    .card h2 { margin: 12px 0 4px; font-size: 18px; }
    .card p { margin: 0 0 10px; color: var(--muted); }
    .card-preview { display: flex; justify-content: center; padding: 12px; background: linear-gradient(160deg, #8ec5fc, #e0c3fc); border-radius: 14px; }
    .card-preview img { width: 170px; height: auto; }
    .chips { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 6px; }
    .chips li { font-size: 12px; padding: 2px 8px; border-radius: 999px; background: var(--bg); border: 1px solid var(--line); color: var(--muted); }
    .controls { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; gap: 14px 22px; align-items: center; padding: 12px 16px;
      background: var(--card); border: 1px solid var(--line); border-radius: 14px; }
    .controls label { display: flex; gap: 8px; align-items: center; font-weight: 600; font-size: 13px; }
    .controls select { font: inherit; font-weight: 400; padding: 4px 8px; border-radius: 8px; border: 1px solid var(--line); background: var(--bg); color: var(--ink); }
    .scrubber { display: flex; gap: 8px; align-items: center; font-size: 13px; }
    .scrubber label { font-weight: 600; }
    .scrubber input { width: 200px; }
    .scrubber output { font-weight: 400; color: var(--muted); min-width: 220px; }
    .grid-wrap { overflow-x: auto; }
    .grid { border-collapse: separate; border-spacing: 12px; }
    .grid th { font-size: 12px; color: var(--muted); text-align: left; vertical-align: top; }
    .grid th .when, .grid th .relevance { display: block; }
    .grid th .relevance { color: var(--accent); }
    .grid td { vertical-align: top; padding: 10px; border-radius: 16px; background: linear-gradient(160deg, #8ec5fc, #e0c3fc); }
    .grid td.current { box-shadow: 0 0 0 3px var(--accent); }
    .shot { display: inline-block; margin: 0 6px 0 0; text-align: center; }
    .shot img { height: auto; }
    .shot figcaption { font-size: 11px; color: #1c1c1e; opacity: .7; }
    .instances { display: flex; flex-wrap: wrap; gap: 20px; }
    .instance { background: var(--card); border-radius: 16px; padding: 14px; border: 2px solid transparent; }
    .instance.current { border-color: var(--accent); }
    .instance h3 { margin: 0 0 8px; font-size: 15px; }
    .instance dl { display: grid; grid-template-columns: auto auto; gap: 2px 12px; margin: 10px 0 0; font-size: 13px; }
    .instance dt { color: var(--muted); }
    .instance dd { margin: 0; }
    .homes { display: flex; flex-wrap: wrap; gap: 24px; }
    .homes figure { margin: 0; }
    .homes figcaption { color: var(--muted); font-size: 13px; }
    """

    public static let js = """
    // Shows the snapshots that match the controls; works from file:// with no network.
    (function () {
      'use strict';
      var byId = function (id) { return document.getElementById(id); };
      var appearance = byId('appearance'), state = byId('state'), instance = byId('instance'), device = byId('device'), entry = byId('entry'), label = byId('entry-label');
      if (!appearance || !state || !instance || !entry) { return; }
      function update() {
        var shots = document.querySelectorAll('.shot');
        for (var i = 0; i < shots.length; i++) {
          var s = shots[i].dataset;
          var stateOk = state.value === 'both' ? (s.state === 'real' || s.state === 'placeholder') : s.state === state.value;
          var deviceOk = !device || !s.device || s.device === device.value;
          shots[i].hidden = !(s.appearance === appearance.value && s.instance === instance.value && stateOk && deviceOk);
        }
        var cells = document.querySelectorAll('[data-entry]');
        for (var j = 0; j < cells.length; j++) { cells[j].classList.toggle('current', cells[j].dataset.entry === entry.value && cells[j].tagName === 'TD'); }
        var header = document.querySelector('th[data-entry="' + entry.value + '"]');
        if (header && label) { label.textContent = header.textContent.replace('relevance', ' · relevance'); }
        var instances = document.querySelectorAll('.instance');
        for (var k = 0; k < instances.length; k++) { instances[k].classList.toggle('current', instances[k].dataset.instance === instance.value); }
      }
      [appearance, state, instance, device, entry].filter(Boolean).forEach(function (c) { c.addEventListener('input', update); c.addEventListener('change', update); });
      entry.addEventListener('change', function () {
        var cell = document.querySelector('td[data-entry="' + entry.value + '"]');
        if (cell && cell.scrollIntoView) { cell.scrollIntoView({ block: 'nearest', inline: 'center' }); }
      });
      update();
    })();
    """
}
