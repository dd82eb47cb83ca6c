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
