// The gallery's controls: shows what matches them, keeps their state in the URL fragment (a reload or a
// shared link opens the same view) and answers keyboard shortcuts. Works from file:// with no network.
(function () {
  'use strict';
  var byId = function (id) { return document.getElementById(id); };
  var all = function (selector, root) { return Array.prototype.slice.call((root || document).querySelectorAll(selector)); };
  var search = byId('q'), dialog = byId('shortcuts'), noMatch = byId('no-match');
  var appearance = byId('appearance'), state = byId('state'), instance = byId('instance'), device = byId('device');
  var entry = byId('entry'), label = byId('entry-label');
  var widgetPage = !!(appearance && state && instance && entry);
  var selects = [appearance, state, instance, device].filter(Boolean);
  var chipsets = all('.chipset[data-filter]');

  function words(s) { return (s || '').toLowerCase().split(/\s+/).filter(Boolean); }
  function matchesSearch(text) {
    var hay = (text || '').toLowerCase();
    return words(search ? search.value : '').every(function (w) { return hay.indexOf(w) >= 0; });
  }
  // The pressed values of each chip group; a group with none pressed filters nothing.
  function pressed() {
    var out = {};
    chipsets.forEach(function (set) {
      out[set.dataset.filter] = all('.chip[aria-pressed="true"]', set).map(function (c) { return c.dataset.value; });
    });
    return out;
  }
  function accepts(values, have) {
    return !values || !values.length || values.some(function (v) { return have.indexOf(v) >= 0; });
  }

  // ------------------------------------------------------------------ the URL fragment
  function readHash() {
    var params = new URLSearchParams(location.hash.replace(/^#/, ''));
    selects.forEach(function (s) {
      var v = params.get(s.id);
      var ok = v !== null && Array.prototype.some.call(s.options, function (o) { return o.value === v; });
      s.value = ok ? v : s.options.length ? s.options[0].value : '';
    });
    if (entry) {
      var n = parseInt(params.get('entry') || '0', 10);
      entry.value = String(isNaN(n) ? 0 : Math.max(0, Math.min(n, parseInt(entry.max, 10) || 0)));
    }
    if (search) { search.value = params.get('q') || ''; }
    chipsets.forEach(function (set) {
      var want = (params.get(set.dataset.filter) || '').split(',').filter(Boolean);
      all('.chip', set).forEach(function (c) { c.setAttribute('aria-pressed', want.indexOf(c.dataset.value) >= 0 ? 'true' : 'false'); });
    });
  }
  function writeHash() {
    var params = new URLSearchParams();
    selects.forEach(function (s) { if (s.options.length && s.value !== s.options[0].value) { params.set(s.id, s.value); } });
    if (entry && entry.value !== '0') { params.set('entry', entry.value); }
    if (search && search.value) { params.set('q', search.value); }
    var chips = pressed();
    Object.keys(chips).forEach(function (k) { if (chips[k].length) { params.set(k, chips[k].join(',')); } });
    var hash = params.toString();
    var url = location.href.split('#')[0] + (hash ? '#' + hash : '');
    if (url === location.href) { return; }
    try { history.replaceState(null, '', url); } catch (e) { location.replace(url); }
  }

  // ------------------------------------------------------------------ the index
  function updateIndex() {
    var chips = pressed(), shown = 0;
    var cards = all('.card');
    cards.forEach(function (card) {
      var ok = matchesSearch(card.dataset.search) && Object.keys(chips).every(function (k) {
        return accepts(chips[k], (card.dataset[k] || '').split(' '));
      });
      card.hidden = !ok;
      if (ok) { shown++; }
    });
    var count = byId('match-count');
    if (count) { count.textContent = shown === cards.length ? cards.length + ' widgets' : shown + ' of ' + cards.length + ' widgets'; }
    if (noMatch) { noMatch.hidden = shown > 0; }
    var n = Object.keys(chips).reduce(function (sum, k) { return sum + chips[k].length; }, 0);
    var filterCount = byId('filter-count');
    if (filterCount) { filterCount.textContent = n ? '(' + n + ' on)' : ''; }
  }

  // ------------------------------------------------------------------ a widget's page
  function stateOk(s) { return state.value === 'both' ? (s === 'real' || s === 'placeholder') : s === state.value; }
  function appearanceOk(a) { return appearance.value === 'both' ? (a === 'light' || a === 'dark') : a === appearance.value; }
  function updateWidget() {
    all('.shot').forEach(function (shot) {
      var s = shot.dataset;
      var deviceOk = !device || !s.device || s.device === device.value;
      shot.hidden = !(appearanceOk(s.appearance) && s.instance === instance.value && stateOk(s.state) && deviceOk);
    });
    // Four of a kind (both pairs) become a 2 × 2 grid on narrow screens: appearance by row, state by column.
    document.body.classList.toggle('quad', appearance.value === 'both' && state.value === 'both');
    var families = pressed().family, any = false;
    all('.family').forEach(function (f) {
      var cells = all('.cell', f), visible = 0;
      var familyOk = accepts(families, [f.dataset.family]);
      cells.forEach(function (c) {
        var ok = familyOk && matchesSearch(c.dataset.search) && !!c.querySelector('.shot:not([hidden])');
        c.hidden = !ok;
        if (ok) { visible++; }
        c.classList.toggle('current', c.dataset.entry === entry.value);
      });
      f.hidden = visible === 0;
      if (visible) { any = true; }
    });
    if (noMatch) { noMatch.hidden = any; }
    var cell = document.querySelector('.cell[data-entry="' + entry.value + '"]');
    if (cell && label) {
      var when = cell.querySelector('.date'), relevance = cell.querySelector('.relevance');
      label.textContent = (when ? when.textContent : '') + (relevance ? ' · ' + relevance.textContent : '');
    }
    all('.instance').forEach(function (s) { s.classList.toggle('current', s.dataset.instance === instance.value); });
  }

  var update = widgetPage ? updateWidget : updateIndex;
  function changed() { update(); writeHash(); }

  selects.concat(entry ? [entry] : [], search ? [search] : []).forEach(function (c) {
    c.addEventListener('input', changed);
    c.addEventListener('change', changed);
  });
  all('.chip').forEach(function (chip) {
    chip.addEventListener('click', function () {
      chip.setAttribute('aria-pressed', chip.getAttribute('aria-pressed') === 'true' ? 'false' : 'true');
      changed();
    });
  });
  all('[data-clear]').forEach(function (b) {
    b.addEventListener('click', function () {
      if (search) { search.value = ''; }
      all('.chip').forEach(function (c) { c.setAttribute('aria-pressed', 'false'); });
      changed();
      if (search) { search.focus(); }
    });
  });
  all('form.controls').forEach(function (f) { f.addEventListener('submit', function (e) { e.preventDefault(); }); });
  function scrollToEntry() {
    var cell = document.querySelector('.cell[data-entry="' + entry.value + '"]:not([hidden])');
    if (cell && cell.scrollIntoView) { cell.scrollIntoView({ block: 'nearest', inline: 'nearest' }); }
  }
  if (entry) { entry.addEventListener('change', scrollToEntry); }
  window.addEventListener('hashchange', function () { readHash(); update(); });

  // ------------------------------------------------------------------ keyboard shortcuts
  function toggleShortcuts() {
    if (!dialog) { return; }
    if (dialog.open) { dialog.close(); } else if (dialog.showModal) { dialog.showModal(); } else { dialog.setAttribute('open', ''); }
  }
  all('[data-shortcuts]').forEach(function (b) { b.addEventListener('click', toggleShortcuts); });
  function step(select, by) {
    if (!select || !select.options.length) { return; }
    var n = select.options.length;
    select.selectedIndex = (select.selectedIndex + by + n) % n;
    changed();
  }
  function stepEntry(by) {
    var max = parseInt(entry.max, 10) || 0, v = Math.max(0, Math.min(max, (parseInt(entry.value, 10) || 0) + by));
    if (String(v) === entry.value) { return; }
    entry.value = String(v);
    changed();
    scrollToEntry();
  }
  document.addEventListener('keydown', function (e) {
    if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) { return; }
    var t = e.target, tag = t && t.tagName;
    if (t === search && e.key === 'Escape') {
      if (search.value) { search.value = ''; changed(); e.preventDefault(); } else { search.blur(); }
      return;
    }
    if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || (t && t.isContentEditable)) { return; }
    if (dialog && dialog.open && e.key !== '?') { return; }
    var key = e.key, handled = true;
    if (key === '?') { toggleShortcuts(); }
    else if (key === '/' && search) { search.focus(); search.select(); }
    else if (widgetPage && (key === 'a' || key === 'A')) { step(appearance, key === 'A' ? -1 : 1); }
    else if (widgetPage && (key === 's' || key === 'S')) { step(state, key === 'S' ? -1 : 1); }
    else if (widgetPage && (key === 'i' || key === 'I')) { step(instance, key === 'I' ? -1 : 1); }
    else if (widgetPage && (key === 'd' || key === 'D')) { step(device, key === 'D' ? -1 : 1); }
    else if (widgetPage && (key === ']' || key === 'ArrowRight')) { stepEntry(1); }
    else if (widgetPage && (key === '[' || key === 'ArrowLeft')) { stepEntry(-1); }
    else { handled = false; }
    if (handled) { e.preventDefault(); }
  });

  readHash();
  update();
  // On a narrow screen the index's filters start folded unless a link turned some on.
  var filters = byId('filters');
  if (filters && window.matchMedia && matchMedia('(max-width: 600px)').matches && !all('.chip[aria-pressed="true"]', filters).length) {
    filters.open = false;
  }
})();
