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
  var reviewPage = !!byId('review');
  var compareForm = byId('compare');
  var dynType = byId('dynamic-type');
  var language = byId('language');
  var selects = [appearance, state, instance, device, dynType, language].filter(Boolean).concat(all('#compare select'));
  var changedOnly = byId('changed-only');
  var body = document.body;
  // A select's value when the URL does not name one: its data-default, else its first option.
  function defaultOf(s) { return s.dataset.default !== undefined ? s.dataset.default : s.options.length ? s.options[0].value : ''; }
  var chipsets = all('.chipset[data-filter]');

  // Anchors, focus and scrollIntoView land below the sticky control bar: while it sticks, the page's scroll
  // padding is its height (it changes as its rows wrap), so nothing it covers is the target of a jump.
  var stickyBar = byId('view');
  function stickyPadding() {
    var h = stickyBar && getComputedStyle(stickyBar).position === 'sticky' ? stickyBar.offsetHeight + 12 : 0;
    document.documentElement.style.scrollPaddingTop = h ? h + 'px' : '';
  }
  if (stickyBar) {
    stickyPadding();
    if (window.ResizeObserver) { new ResizeObserver(stickyPadding).observe(stickyBar); }
    window.addEventListener('resize', stickyPadding);
    // A link to a section (#compare-title) opened before the padding was known: land on it again.
    window.addEventListener('load', function () {
      var target = location.hash.length > 1 && /^#[A-Za-z][\w-]*$/.test(location.hash) ? byId(location.hash.slice(1)) : null;
      if (target) { stickyPadding(); target.scrollIntoView({ block: 'start' }); }
    });
  }

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
      s.value = ok ? v : defaultOf(s);
    });
    if (entry) {
      var n = parseInt(params.get('entry') || '0', 10);
      entry.value = String(isNaN(n) ? 0 : Math.max(0, Math.min(n, parseInt(entry.max, 10) || 0)));
    }
    if (search) { search.value = params.get('q') || ''; }
    if (changedOnly) { changedOnly.checked = params.get('changed') !== 'all'; }
    if (reviewPage && params.get('show') !== null) {
      var show = params.get('show').split(',');
      all('.chip[data-filter]').forEach(function (b) { b.setAttribute('aria-pressed', String(show.indexOf(b.dataset.filter) >= 0)); });
    }
    if (byId('overlays')) { body.dataset.overlay = params.get('overlay') === 'on' ? 'on' : 'off'; }
    setMode(params.get('view') || 'side');
    setZoom(params.get('zoom') || 'fit');
    chipsets.forEach(function (set) {
      var want = (params.get(set.dataset.filter) || '').split(',').filter(Boolean);
      all('.chip', set).forEach(function (c) { c.setAttribute('aria-pressed', want.indexOf(c.dataset.value) >= 0 ? 'true' : 'false'); });
    });
  }
  function writeHash() {
    var params = new URLSearchParams();
    selects.forEach(function (s) { if (s.options.length && s.value !== defaultOf(s)) { params.set(s.id, s.value); } });
    if (changedOnly && !changedOnly.checked) { params.set('changed', 'all'); }
    if (reviewPage) {
      var reviewChips = all('.chip[data-filter]');
      if (reviewChips.some(function (b) { return b.getAttribute('aria-pressed') !== b.dataset.initial; })) {
        params.set('show', reviewChips.filter(function (b) { return b.getAttribute('aria-pressed') === 'true'; }).map(function (b) { return b.dataset.filter; }).join(','));
      }
    }
    if (body.dataset.overlay === 'on') { params.set('overlay', 'on'); }
    if (body.dataset.mode && body.dataset.mode !== 'side') { params.set('view', body.dataset.mode); }
    if (body.dataset.zoom && body.dataset.zoom !== 'fit') { params.set('zoom', body.dataset.zoom); }
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
  // ------------------------------------------------------------------ a large widget: rows built from data
  // The page holds the snapshots as JSON (#gallery-data); the rows of the shots that match the controls are
  // built a batch at a time, the next batch when the end of the last one scrolls near.
  var data = byId('gallery-data') ? JSON.parse(byId('gallery-data').textContent) : null;
  var lazyRoot = byId('lazy-families'), more = byId('more-cells');
  var BATCH = 40, lazyCells = [], lazyShown = 0, byCell = {};
  if (data) {
    data.shots.forEach(function (row, i) {
      var key = row[0] + ':' + row[1];
      (byCell[key] = byCell[key] || []).push(i);
    });
  }
  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    if (text !== undefined) { e.textContent = text; }
    return e;
  }
  function shotOk(row, reviews, i) {
    return appearanceOk(data.appearances[row[2]]) && data.instances[row[4]] === instance.value && stateOk(data.states[row[3]])
      && (!device || data.devices[row[5]] === device.value) && accepts(reviews, [row[9]])
      && (!dynType || !data.shotDynamicTypes || data.dynamicTypes[data.shotDynamicTypes[i]] === dynType.value)
      && (!language || !data.shotLocales || data.locales[data.shotLocales[i]] === language.value);
  }
  function entryText(e) { var en = data.entries[e]; return en[0] + (en[1] ? ' · relevance ' + en[1] : ''); }
  function buildCell(cell) {
    var li = el('li', { 'class': 'cell', 'data-entry': String(cell.entry), 'data-search': data.families[cell.family] + ' ' + entryText(cell.entry) });
    var when = el('p', { 'class': 'when' });
    when.appendChild(el('span', { 'class': 'date' }, data.entries[cell.entry][0]));
    if (data.entries[cell.entry][1]) { when.appendChild(document.createTextNode(' ')); when.appendChild(el('span', { 'class': 'relevance' }, 'relevance ' + data.entries[cell.entry][1])); }
    li.appendChild(when);
    var variants = el('div', { 'class': 'variants' });
    cell.shots.forEach(function (i) {
      var r = data.shots[i], a = data.appearances[r[2]], st = data.states[r[3]];
      var attrs = { 'class': 'shot', 'data-appearance': a, 'data-device': data.devices[r[5]], 'data-instance': data.instances[r[4]], 'data-state': st };
      if (r[9]) { attrs['data-review'] = r[9]; attrs['data-variant'] = r[11]; }
      if (dynType && data.shotDynamicTypes) { attrs['data-dynamic-type'] = data.dynamicTypes[data.shotDynamicTypes[i]]; }
      if (language && data.shotLocales) { attrs['data-locale'] = data.locales[data.shotLocales[i]]; }
      var fig = el('figure', attrs), wall = el('div', { 'class': 'wall' });
      wall.appendChild(el('img', { 'class': 'widget', src: '../' + r[8], width: String(r[6]), height: String(r[7]), loading: 'lazy',
        alt: [data.name, data.families[r[0]], data.instances[r[4]], 'entry ' + r[1], a, st, data.devices[r[5]]]
          .concat(data.shotLocales && data.locales[data.shotLocales[i]] !== 'en' ? [data.locales[data.shotLocales[i]]] : []).join(', ') }));
      fig.appendChild(wall);
      var cap = el('figcaption', {}, data.stateLabels[r[3]] + ' · ' + data.appearanceLabels[r[2]]);
      if (r[9] && r[9] !== 'unchanged') { cap.appendChild(document.createTextNode(' ')); cap.appendChild(el('a', { 'class': 'badge', 'data-review': r[9], href: '../review.html#' + r[12] }, r[10])); }
      var fit = data.shotTexts && data.shotTexts[i];
      if (fit) { cap.appendChild(document.createTextNode(' ')); cap.appendChild(el('span', { 'class': 'fit-badge', title: fit[1] }, fit[0])); }
      fig.appendChild(cap);
      variants.appendChild(fig);
    });
    li.appendChild(variants);
    if (String(cell.entry) === entry.value) { li.classList.add('current'); }
    return li;
  }
  function lazyMore() {
    var end = Math.min(lazyCells.length, lazyShown + BATCH);
    for (; lazyShown < end; lazyShown++) {
      var cell = lazyCells[lazyShown], f = data.families[cell.family];
      var section = lazyRoot.lastElementChild;
      if (!section || section.dataset.family !== f) {
        var id = 'family-' + f.replace(/[^A-Za-z0-9]/g, '-');
        section = el('section', { 'class': 'family', 'data-family': f, 'aria-labelledby': id });
        section.appendChild(el('h3', { id: id }, f));
        section.appendChild(el('ol', { 'class': 'entries' }));
        lazyRoot.appendChild(section);
      }
      section.lastElementChild.appendChild(buildCell(cell));
    }
    if (more) { more.hidden = lazyShown >= lazyCells.length; }
    if (body.dataset.overlay === 'on') { drawOverlays(); }
  }
  function lazyUpdate() {
    var reviews = pressed().review, families = pressed().family;
    lazyCells = [];
    data.families.forEach(function (f, fi) {
      if (!accepts(families, [f])) { return; }
      data.entries.forEach(function (e, ei) {
        if (!matchesSearch(f + ' ' + entryText(ei))) { return; }
        var shots = (byCell[fi + ':' + ei] || []).filter(function (i) { return shotOk(data.shots[i], reviews, i); });
        shots.sort(function (x, y) { return (data.shots[x][2] - data.shots[y][2]) || (data.shots[x][3] - data.shots[y][3]); });
        if (shots.length) { lazyCells.push({ family: fi, entry: ei, shots: shots }); }
      });
    });
    // As many cells as were built before stay built, so a change does not pull the page back up.
    var keep = Math.max(BATCH, lazyShown);
    lazyRoot.textContent = '';
    lazyShown = 0;
    while (lazyShown < Math.min(keep, lazyCells.length)) { lazyMore(); }
    if (!lazyCells.length && more) { more.hidden = true; }
    drawOverlays();
    if (noMatch) { noMatch.hidden = lazyCells.length > 0; }
    if (label) { label.textContent = data.entries[entry.value] ? entryText(Number(entry.value)) : ''; }
    all('.instance').forEach(function (s) { s.classList.toggle('current', s.dataset.instance === instance.value); });
    if (compareForm) { updateCompare(); }
  }
  // Builds batches until the entry's first cell is in the page.
  function showEntry(n) {
    var at = -1;
    lazyCells.some(function (c, i) { if (String(c.entry) === n) { at = i; return true; } return false; });
    while (at >= lazyShown && lazyShown < lazyCells.length) { lazyMore(); }
  }
  if (data && more && window.IntersectionObserver) {
    // Observed again after each batch, so a marker that is still near the view asks for the next one.
    var observer = new IntersectionObserver(function (seen) {
      if (!seen.some(function (s) { return s.isIntersecting; }) || lazyShown >= lazyCells.length) { return; }
      lazyMore();
      observer.unobserve(more);
      observer.observe(more);
    }, { rootMargin: '800px 0px' });
    observer.observe(more);
  }

  // ------------------------------------------------------------------ the live Home Screens
  // Each figure.live-home lays the snapshot of the chosen instance, entry and Home Screen family on its own
  // wallpaper (the picture with that family's place left free), at the family's grid position.
  function homeShot(family, want) {
    var okLocale = function (v) { return !language || !v || v === language.value; };
    var okType = function (v) { return !dynType || !v || v === dynType.value; };
    if (data) {
      var fi = data.families.indexOf(family), hit = null;
      (byCell[fi + ':' + entry.value] || []).some(function (i) {
        var r = data.shots[i];
        if (data.appearances[r[2]] === want.appearance && data.states[r[3]] === 'real' && data.instances[r[4]] === instance.value
            && data.devices[r[5]] === want.device && okType(data.shotDynamicTypes && data.dynamicTypes[data.shotDynamicTypes[i]])
            && okLocale(data.shotLocales && data.locales[data.shotLocales[i]])) {
          hit = { src: '../' + r[8], width: String(r[6]), height: String(r[7]), alt: [family, instance.value, 'entry ' + r[1], want.appearance].join(', ') };
          return true;
        }
        return false;
      });
      return hit;
    }
    var f = all('.family').filter(function (s) { return s.dataset.family === family; })[0];
    var cell = f && f.querySelector('.cell[data-entry="' + entry.value + '"]');
    var shot = cell && all('figure.shot', cell).filter(function (s) {
      var d = s.dataset;
      return d.appearance === want.appearance && d.state === 'real' && d.instance === instance.value && (!d.device || d.device === want.device)
        && okType(d.dynamicType) && okLocale(d.locale);
    })[0];
    var img = shot && shot.querySelector('img.widget');
    return img ? { src: img.getAttribute('src'), width: img.getAttribute('width'), height: img.getAttribute('height'), alt: img.getAttribute('alt') } : null;
  }
  function updateHome() {
    var homeFamily = byId('home-family');
    if (!homeFamily || !instance || !entry) { return; }
    all('figure.live-home').forEach(function (fig) {
      var family = homeFamily.value, frame = JSON.parse(fig.dataset.frames)[family], back = JSON.parse(fig.dataset.backgrounds)[family];
      var bg = fig.querySelector('img.home'), widget = fig.querySelector('img.home-widget');
      if (back) { bg.setAttribute('src', back); }
      var hit = homeShot(family, { appearance: fig.dataset.appearance, device: fig.dataset.device });
      fig.dataset.family = family;
      widget.hidden = !hit || !frame;
      if (widget.hidden) { return; }
      // The size first, so the box has the new family's shape before the picture loads.
      // (aspect-ratio too: Chrome keeps the old picture's shape until the new one has loaded).
      widget.setAttribute('width', hit.width); widget.setAttribute('height', hit.height);
      widget.style.aspectRatio = hit.width + ' / ' + hit.height;
      widget.setAttribute('src', hit.src);
      widget.setAttribute('alt', hit.alt + ', on the Home Screen');
      widget.style.left = frame[0] + '%'; widget.style.top = frame[1] + '%'; widget.style.width = frame[2] + '%';
    });
  }
  if (byId('home-family')) { byId('home-family').addEventListener('change', updateHome); }

  function updateWidget() {
    updateHome();
    if (data) { lazyUpdate(); return; }
    var reviews = pressed().review;
    all('.shot').forEach(function (shot) {
      var s = shot.dataset;
      var deviceOk = !device || !s.device || s.device === device.value;
      var dynamicTypeOk = !dynType || !s.dynamicType || s.dynamicType === dynType.value;
      var languageOk = !language || !s.locale || s.locale === language.value;
      shot.hidden = !(appearanceOk(s.appearance) && s.instance === instance.value && stateOk(s.state) && deviceOk && dynamicTypeOk && languageOk && accepts(reviews, [s.review]));
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
    if (compareForm) { updateCompare(); }
    drawOverlays();
  }

  // ------------------------------------------------------------------ compare views (review page, Compare section)
  // body[data-mode]: side | slider | blend | diff; body[data-zoom]: fit | 1 | 2 | 4 | px (one image pixel per
  // device pixel); --split and --mix: the slider's divider and the blend's opacity.
  var MODES = all('[data-mode]').map(function (b) { return b.dataset.mode; }).filter(function (m, i, a) { return a.indexOf(m) === i; });
  var ZOOMS = ['fit', '1', '2', '4', 'px'];
  function press(attribute, value) {
    all('button[data-' + attribute + ']').forEach(function (b) { b.setAttribute('aria-pressed', String(b.dataset[attribute] === value)); });
  }
  function setMode(mode) {
    if (!MODES.length) { return; }
    if (MODES.indexOf(mode) < 0) { mode = MODES[0]; }
    body.dataset.mode = mode;
    press('mode', mode);
  }
  function zoomImage(img) {
    var z = body.dataset.zoom || 'fit';
    if (z === 'fit') { img.style.width = ''; img.style.maxWidth = ''; return; }
    var w = z === 'px' ? (img.naturalWidth || 0) / (window.devicePixelRatio || 1) : parseInt(img.getAttribute('width'), 10) * parseFloat(z);
    if (!w) { return; }
    img.style.width = w + 'px';
    img.style.maxWidth = 'none';
  }
  function setZoom(zoom) {
    if (!MODES.length) { return; }
    if (ZOOMS.indexOf(zoom) < 0) { zoom = 'fit'; }
    body.dataset.zoom = zoom;
    press('zoom', zoom);
    all('img.cmp').forEach(zoomImage);
  }
  all('img.cmp').forEach(function (img) { img.addEventListener('load', function () { zoomImage(img); }); });
  function setRange(input) {
    var v = input.value + '%';
    body.style.setProperty(input.dataset.range === 'split' ? '--split' : '--mix', input.dataset.range === 'split' ? v : String(input.value / 100));
    all('input[data-range="' + input.dataset.range + '"]').forEach(function (o) { if (o !== input) { o.value = input.value; } });
  }
  all('input[data-range]').forEach(function (r) { r.addEventListener('input', function () { setRange(r); }); setRange(r); });
  document.addEventListener('click', function (e) {
    var b = e.target.closest && e.target.closest('button');
    if (!b) { return; }
    if (b.dataset.mode) { setMode(b.dataset.mode); writeHash(); }
    else if (b.dataset.zoom) { setZoom(b.dataset.zoom); writeHash(); }
  });
  // The slider's divider follows the pointer held on a stacked stage.
  var dragging = null;
  function dragTo(e) {
    var frame = dragging && dragging.querySelector('.pane[data-role="b"] .frame');
    if (!frame) { return; }
    var r = frame.getBoundingClientRect(), input = document.querySelector('input[data-range="split"]');
    if (!input || !r.width) { return; }
    input.value = String(Math.round(Math.max(0, Math.min(1, (e.clientX - r.left) / r.width)) * 100));
    setRange(input);
  }
  document.addEventListener('pointerdown', function (e) {
    var stage = body.dataset.mode === 'slider' && e.button === 0 && e.target.closest && e.target.closest('.stage[data-compare="true"]');
    if (!stage) { return; }
    dragging = stage;
    e.preventDefault();
    dragTo(e);
  });
  document.addEventListener('pointermove', function (e) { if (dragging) { dragTo(e); } });
  document.addEventListener('pointerup', function () { dragging = null; });

  // A and B on a widget page: the snapshot of the chosen family, the timeline's entry and each side's values.
  function pick(side) {
    var out = {};
    all('#compare .pick[data-side="' + side + '"] select').forEach(function (s) { out[s.dataset.dim] = s.value; });
    return out;
  }
  function findShot(want) {
    var family = byId('cmp-family').value;
    if (data) {
      var fi = data.families.indexOf(family), hit = null;
      (byCell[fi + ':' + entry.value] || []).some(function (i) {
        var r = data.shots[i];
        if (data.appearances[r[2]] === want.appearance && data.states[r[3]] === want.state && data.instances[r[4]] === want.instance && data.devices[r[5]] === want.device) {
          var img = el('img', { src: '../' + r[8], width: String(r[6]), height: String(r[7]), alt: [data.name, family, want.instance, 'entry ' + r[1], want.appearance, want.state, want.device].join(', ') });
          hit = { querySelector: function () { return img; } };
          return true;
        }
        return false;
      });
      return hit;
    }
    return all('.family').filter(function (f) { return f.dataset.family === family; }).map(function (f) {
      var cell = f.querySelector('.cell[data-entry="' + entry.value + '"]');
      return cell && all('figure.shot', cell).filter(function (shot) {
        var d = shot.dataset;
        return d.appearance === want.appearance && d.state === want.state && d.instance === want.instance && (!d.device || !want.device || d.device === want.device);
      })[0];
    })[0] || null;
  }
  // A pane's caption in words: the chosen options' labels (the device by its marketing name, without the screen size).
  function describe(side) {
    return ['appearance', 'state', 'instance', 'device'].map(function (dim) {
      var s = byId('cmp-' + side + '-' + dim), o = s && s.options[s.selectedIndex];
      var text = o ? o.textContent : '';
      return dim === 'device' && text.indexOf(' · ') >= 0 ? text.slice(text.indexOf(' · ') + 3) : text;
    }).filter(Boolean).join(' · ');
  }
  function updateCompare() {
    var missing = [];
    ['a', 'b'].forEach(function (side) {
      var v = pick(side), shot = findShot(v);
      var pane = document.querySelector('.compare-section .pane[data-role="' + side + '"]');
      var img = pane.querySelector('img'), cap = pane.querySelector('figcaption');
      cap.textContent = side.toUpperCase() + ' · ' + describe(side);
      if (side === 'a') { cap.dataset.other = 'B · ' + describe('b'); }
      pane.dataset.appearance = v.appearance;
      if (!shot) { missing.push(side.toUpperCase()); pane.hidden = true; return; }
      pane.hidden = false;
      var src = shot.querySelector('img');
      ['width', 'height', 'alt'].forEach(function (a) { img.setAttribute(a, src.getAttribute(a)); });
      if (img.getAttribute('src') !== src.getAttribute('src')) { img.setAttribute('src', src.getAttribute('src')); }
      zoomImage(img);
    });
    var status = byId('cmp-status');
    var same = JSON.stringify(pick('a')) === JSON.stringify(pick('b'));
    status.textContent = missing.length ? 'No snapshot for ' + missing.join(' and ') + ' in ' + byId('cmp-family').value + ' (entry ' + entry.value + ').'
      : same ? 'A and B are the same variant: change one of B\u2019s values.' : 'Entry ' + entry.value + ' of ' + byId('cmp-family').value + '; the timeline control picks the entry.';
  }
  function preset(dim) {
    var a = byId('cmp-a-' + dim), b = byId('cmp-b-' + dim);
    all('#compare .pick[data-side="b"] select').forEach(function (s) { s.value = byId('cmp-a-' + s.dataset.dim).value; });
    if (a && b && a.options.length > 1) { b.selectedIndex = (a.selectedIndex + 1) % a.options.length; }
    changed();
  }
  function swap() {
    all('#compare .pick[data-side="a"] select').forEach(function (a) {
      var b = byId('cmp-b-' + a.dataset.dim), v = a.value;
      a.value = b.value; b.value = v;
    });
    changed();
  }
  if (compareForm) {
    all('[data-preset]').forEach(function (b) { b.addEventListener('click', function () { preset(b.dataset.preset); }); });
    byId('cmp-swap').addEventListener('click', swap);
    compareForm.addEventListener('submit', function (e) { e.preventDefault(); });
  }

  // ------------------------------------------------------------------ overlays (o)
  // Each snapshot's layout/<name>.js (its positioned tree) is added as a script when the overlays are on; it
  // calls widgetsnapOverlay(name, data), and the boxes are drawn over every shown snapshot of that name.
  // A Live Activity's or control's page does the same for its presentations (surfaces/layout/<name>.js).
  var overlayButton = byId('overlays'), overlays = {}, requested = {};
  var surfacePage = !!document.querySelector('main.surface-page');
  var PICTURE = /(?:^|\/)(snapshots|surfaces)\/(.+)\.png$/;
  function overlayName(img) {
    var m = PICTURE.exec(img.getAttribute('src') || '');
    return m ? decodeURIComponent(m[2]) : null;
  }
  function overlayScript(src) {
    return src.replace(/(snapshots|surfaces)\/(.+)\.png$/, function (_, folder, name) {
      return (folder === 'snapshots' ? 'layout/' : 'surfaces/layout/') + name + '.js';
    });
  }
  function box(parent, r, size, cls, text) {
    var b = el('div', { 'class': cls });
    b.style.left = (r[0] / size[0] * 100) + '%';
    b.style.top = (r[1] / size[1] * 100) + '%';
    b.style.width = (r[2] / size[0] * 100) + '%';
    b.style.height = (r[3] / size[1] * 100) + '%';
    if (text) { b.appendChild(el('span', {}, text)); }
    parent.appendChild(b);
    return b;
  }
  function drawOverlay(wall, data) {
    if (wall.querySelector('.overlay')) { return; }
    var img = wall.querySelector('img'), o = el('div', { 'class': 'overlay', 'aria-hidden': 'true' });
    o.style.left = img.offsetLeft + 'px';
    o.style.top = img.offsetTop + 'px';
    o.style.width = img.offsetWidth + 'px';
    o.style.height = img.offsetHeight + 'px';
    box(o, data.content, data.size, 'ov-content');
    data.views.forEach(function (v) { box(o, v, data.size, 'ov-view', v[4]).title = v[5] + ' (' + v[4] + ')'; });
    data.taps.forEach(function (t) { box(o, t, data.size, 'ov-tap', t[4]); });
    wall.appendChild(o);
  }
  function drawOverlays() {
    var on = body.dataset.overlay === 'on';
    if (overlayButton) { overlayButton.setAttribute('aria-pressed', String(on)); }
    if (!on) { all('.overlay').forEach(function (o) { o.remove(); }); return; }
    all('figure.shot, main.surface-page figure.frame').forEach(function (shot) {
      if (shot.hidden || shot.closest('[hidden]')) { return; }
      var img = shot.querySelector('img'), name = img && overlayName(img), wall = shot.querySelector('.wall, .device, .control-center');
      if (!name || !wall) { return; }
      if (overlays[name]) {
        var o = wall.querySelector('.overlay');
        if (o && o.style.width !== img.offsetWidth + 'px') { o.remove(); }
        drawOverlay(wall, overlays[name]);
      } else if (!requested[name]) {
        requested[name] = true;
        document.head.appendChild(el('script', { src: overlayScript(img.getAttribute('src')) }));
      }
    });
  }
  window.widgetsnapOverlay = function (name, data) { overlays[name] = data; drawOverlays(); };
  function setOverlay(on) { body.dataset.overlay = on ? 'on' : 'off'; drawOverlays(); }
  // A presentation's page keeps its fragment for the content state (#state-2).
  function toggleOverlay() { setOverlay(body.dataset.overlay !== 'on'); if (!surfacePage) { writeHash(); } }
  if (overlayButton) { overlayButton.addEventListener('click', toggleOverlay); }
  window.addEventListener('resize', function () { if (body.dataset.overlay === 'on') { drawOverlays(); } });

  // ------------------------------------------------------------------ the review page
  // A queue of groups (a widget's or activity's variants with one kind of change). A collapsed group shows
  // its first variant, which stands for the group: a decision on it is a decision on every variant of the
  // group. Expanded, each variant is decided on its own. Verdicts are kept per variant.
  var changes = all('.change');
  var groups = all('.group');
  var filterChips = all('.chip[data-filter]');
  var storeKey = 'widgetsnap-review:' + location.pathname;
  var verdicts = {};
  function loadVerdicts() {
    try { verdicts = JSON.parse(localStorage.getItem(storeKey) || '{}') || {}; } catch (e) { verdicts = {}; }
  }
  function saveVerdicts() { try { localStorage.setItem(storeKey, JSON.stringify(verdicts)); } catch (e) { /* file:// may refuse storage */ } }
  function groupOf(c) { return c.closest('.group'); }
  function membersOf(g) { return all('.change', g); }
  function isOpen(g) { return g.classList.contains('open'); }
  // The variants a decision on `c` decides: the whole group while it is collapsed and `c` represents it.
  function decidedBy(c) {
    var g = groupOf(c);
    return g && !isOpen(g) && membersOf(g)[0] === c ? membersOf(g) : [c];
  }
  function shownFilters() {
    var on = {};
    filterChips.forEach(function (b) { on[b.dataset.filter] = b.getAttribute('aria-pressed') === 'true'; });
    return on;
  }
  function decisionsText() {
    var list = changes.filter(function (c) { return verdicts[c.dataset.variant]; }).map(function (c) {
      var d = { variant: c.dataset.variant, decision: verdicts[c.dataset.variant], status: c.dataset.review };
      if (c.dataset.diff) { d.diffPixels = parseInt(c.dataset.diff, 10); }
      return d;
    });
    return JSON.stringify({ format: 'widgetsnap-decisions', version: 1, decisions: list }, null, 2) + '\n';
  }
  function expand(g, open) {
    if (!g) { return; }
    g.classList.toggle('open', open);
    var b = g.querySelector('.expand');
    if (b) {
      b.setAttribute('aria-expanded', String(open));
      b.textContent = open ? 'Show the first only' : 'Show all ' + g.dataset.count + ' variants';
    }
  }
  // The changes j / k move through: every shown group's first variant, and all of an expanded group's.
  function queue() {
    return changes.filter(function (c) {
      var g = groupOf(c);
      return !g.hidden && (isOpen(g) || membersOf(g)[0] === c);
    });
  }
  function updateReview() {
    var on = shownFilters(), shown = 0, hidden = { changed: 0, new: 0, removed: 0 }, counts = { accepted: 0, rejected: 0, undecided: 0 };
    var groupsDone = 0, groupsShown = 0;
    groups.forEach(function (g) {
      g.hidden = on[g.dataset.review] === false;
      if (!g.hidden) { shown++; groupsShown++; }
      var members = membersOf(g), decided = { accepted: 0, rejected: 0 };
      members.forEach(function (c) {
        var v = verdicts[c.dataset.variant];
        if (v !== 'accepted' && v !== 'rejected') { delete verdicts[c.dataset.variant]; v = ''; }
        c.dataset.verdict = v || 'undecided';
        all('[data-verdict]', c).forEach(function (b) { b.setAttribute('aria-pressed', String(b.dataset.verdict === v)); });
        if (v) { decided[v]++; }
        if (g.hidden && !v) { hidden[g.dataset.review]++; } else { counts[v || 'undecided']++; }
      });
      var all1 = decided.accepted === members.length ? 'accepted' : decided.rejected === members.length ? 'rejected' : '';
      g.dataset.verdict = all1 || (decided.accepted + decided.rejected ? 'mixed' : 'undecided');
      all('[data-group-verdict]', g).forEach(function (b) { b.setAttribute('aria-pressed', String(b.dataset.groupVerdict === all1)); });
      if (!g.hidden && decided.accepted + decided.rejected === members.length) { groupsDone++; }
    });
    filterChips.forEach(function (b) { b.disabled = b.dataset.count === '0'; });
    var tally = byId('tally');
    if (tally) {
      var total = counts.accepted + counts.rejected + counts.undecided;
      var notShown = ['new', 'changed', 'removed'].filter(function (k) { return hidden[k]; }).map(function (k) { return hidden[k] + ' ' + k + ' not shown'; });
      tally.textContent = (total ? (counts.accepted + counts.rejected) + ' of ' + total + ' reviewed' : 'Nothing to review')
        + (groupsShown ? ' (' + groupsDone + ' of ' + groupsShown + ' group' + (groupsShown === 1 ? '' : 's') + ')' : '')
        + ' · ' + counts.accepted + ' accepted · ' + counts.rejected + ' rejected · ' + counts.undecided + ' undecided'
        + (notShown.length ? ' · ' + notShown.join(' · ') : '');
    }
    if (noMatch) { noMatch.hidden = shown > 0 || !groups.length; }
    var text = decisionsText();
    byId('decisions-json').textContent = text;
    byId('download').setAttribute('href', 'data:application/json;charset=utf-8,' + encodeURIComponent(text));
  }
  // A button toggles its verdict; a key sets it. On a collapsed group's first variant it decides the group.
  function decide(change, verdict, toggle) {
    if (!change) { return; }
    var targets = decidedBy(change);
    var same = targets.every(function (c) { return verdicts[c.dataset.variant] === verdict; });
    targets.forEach(function (c) {
      if (verdict && (!toggle || !same)) { verdicts[c.dataset.variant] = verdict; } else { delete verdicts[c.dataset.variant]; }
    });
    saveVerdicts();
    updateReview();
  }
  function decideGroup(g, verdict) {
    var members = membersOf(g);
    var same = members.every(function (c) { return verdicts[c.dataset.variant] === verdict; });
    members.forEach(function (c) { if (same) { delete verdicts[c.dataset.variant]; } else { verdicts[c.dataset.variant] = verdict; } });
    saveVerdicts();
    updateReview();
  }
  var currentChange = null;
  function focusChange(c) {
    if (!c) { return; }
    var g = groupOf(c);
    if (g && membersOf(g)[0] !== c && !isOpen(g)) { expand(g, true); }
    currentChange = c;
    changes.forEach(function (o) { o.classList.toggle('current', o === c); });
    c.focus({ preventScroll: true });
    c.scrollIntoView({ block: 'nearest' });
  }
  // After a decision by key: the next queued change without one (the queue), else stay.
  function nextUndecided() {
    var list = queue(), at = list.indexOf(currentChange);
    for (var i = 1; i <= list.length; i++) {
      var c = list[(at + i) % list.length];
      if (decidedBy(c).some(function (m) { return !verdicts[m.dataset.variant]; })) { focusChange(c); return; }
    }
  }
  function moveChange(by) {
    var list = queue();
    if (!list.length) { return; }
    var i = list.indexOf(currentChange);
    focusChange(list[i < 0 ? (by > 0 ? 0 : list.length - 1) : Math.max(0, Math.min(list.length - 1, i + by))]);
  }
  function copyDecisions(button) {
    var text = decisionsText(), pre = byId('decisions-json');
    var done = function () { button.textContent = 'Copied'; setTimeout(function () { button.textContent = 'Copy'; }, 1500); };
    var fallback = function () {
      var details = pre.closest('details');
      if (details) { details.open = true; }
      var range = document.createRange();
      range.selectNodeContents(pre);
      var sel = getSelection();
      sel.removeAllRanges();
      sel.addRange(range);
      try { if (document.execCommand('copy')) { done(); } } catch (e) { /* the text stays selected */ }
    };
    if (navigator.clipboard && window.isSecureContext) { navigator.clipboard.writeText(text).then(done, fallback); } else { fallback(); }
  }
  if (reviewPage) {
    filterChips.forEach(function (b) { b.dataset.initial = b.getAttribute('aria-pressed'); });
    loadVerdicts();
    changes.forEach(function (c) {
      c.addEventListener('click', function (e) {
        var b = e.target.closest('[data-verdict]');
        currentChange = c;
        changes.forEach(function (o) { o.classList.toggle('current', o === c); });
        if (b) { decide(c, b.dataset.verdict, true); }
      });
    });
    groups.forEach(function (g) {
      all('[data-group-verdict]', g).forEach(function (b) {
        b.addEventListener('click', function () { currentChange = membersOf(g)[0]; decideGroup(g, b.dataset.groupVerdict); });
      });
      var more = g.querySelector('.expand');
      if (more) { more.addEventListener('click', function () { expand(g, !isOpen(g)); }); }
    });
    all('[data-all]').forEach(function (b) {
      b.addEventListener('click', function () {
        groups.forEach(function (g) {
          if (g.hidden) { return; }
          membersOf(g).forEach(function (c) { if (b.dataset.all) { verdicts[c.dataset.variant] = b.dataset.all; } else { delete verdicts[c.dataset.variant]; } });
        });
        saveVerdicts();
        updateReview();
      });
    });
    byId('copy-decisions').addEventListener('click', function (e) { copyDecisions(e.currentTarget); });
    byId('review-controls').addEventListener('submit', function (e) { e.preventDefault(); });
  }

  var update = widgetPage ? updateWidget : reviewPage ? updateReview : updateIndex;
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
    if (data) { showEntry(entry.value); }
    var cell = document.querySelector('.cell[data-entry="' + entry.value + '"]:not([hidden])');
    if (cell && cell.scrollIntoView) { cell.scrollIntoView({ block: 'nearest', inline: 'nearest' }); }
  }
  if (entry) { entry.addEventListener('change', scrollToEntry); }
  window.addEventListener('hashchange', function () {
    if (reviewPage && /^#v-/.test(location.hash)) { focusChange(byId(location.hash.slice(1))); return; }
    readHash(); update();
  });

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
    if ((tag === 'INPUT' && t.type !== 'checkbox' && t.type !== 'range') || tag === 'SELECT' || tag === 'TEXTAREA' || (t && t.isContentEditable)) { return; }
    if (tag === 'INPUT' && t.type === 'range' && /^(Arrow|Page|Home|End)/.test(e.key)) { return; }
    if (dialog && dialog.open && e.key !== '?') { return; }
    var key = e.key, handled = true;
    if (key === '?') { toggleShortcuts(); }
    else if (key === '/' && search) { search.focus(); search.select(); }
    else if (widgetPage && (key === 'a' || key === 'A')) { step(appearance, key === 'A' ? -1 : 1); }
    else if (widgetPage && (key === 's' || key === 'S')) { step(state, key === 'S' ? -1 : 1); }
    else if (widgetPage && (key === 'i' || key === 'I')) { step(instance, key === 'I' ? -1 : 1); }
    else if (widgetPage && (key === 'd' || key === 'D')) { step(device, key === 'D' ? -1 : 1); }
    else if (widgetPage && dynType && (key === 't' || key === 'T')) { step(dynType, key === 'T' ? -1 : 1); }
    else if (widgetPage && language && (key === 'l' || key === 'L')) { step(language, key === 'L' ? -1 : 1); }
    else if (widgetPage && (key === ']' || key === 'ArrowRight')) { stepEntry(1); }
    else if (widgetPage && (key === '[' || key === 'ArrowLeft')) { stepEntry(-1); }
    else if (MODES.length && (key === 'z' || key === 'Z')) { setZoom(ZOOMS[(ZOOMS.indexOf(body.dataset.zoom) + (key === 'Z' ? ZOOMS.length - 1 : 1)) % ZOOMS.length]); writeHash(); }
    else if (compareForm && key === 'm') { setMode(MODES[(MODES.indexOf(body.dataset.mode) + 1) % MODES.length]); writeHash(); }
    else if (compareForm && key === 'x') { swap(); }
    else if ((widgetPage || surfacePage) && key === 'o' && overlayButton) { toggleOverlay(); }
    else if (compareForm && key === 'c') { var h = byId('compare-title'); h.focus({ preventScroll: true }); h.scrollIntoView({ block: 'start' }); }
    else if (reviewPage && /^[1-4]$/.test(key) && MODES[Number(key) - 1]) { setMode(MODES[Number(key) - 1]); writeHash(); }
    else if (reviewPage && (key === 'j' || key === 'ArrowDown')) { moveChange(1); }
    else if (reviewPage && (key === 'k' || key === 'ArrowUp')) { moveChange(-1); }
    else if (reviewPage && key === 'y') { decide(currentChange, 'accepted'); }
    else if (reviewPage && key === 'n') { decide(currentChange, 'rejected'); }
    else if (reviewPage && key === 'a') { decide(currentChange, 'accepted'); nextUndecided(); }
    else if (reviewPage && key === 'r') { decide(currentChange, 'rejected'); nextUndecided(); }
    else if (reviewPage && key === 'u') { decide(currentChange, ''); }
    else if (reviewPage && key === 'e' && currentChange) { var cg = groupOf(currentChange); expand(cg, !isOpen(cg)); if (!isOpen(cg)) { focusChange(membersOf(cg)[0]); } }
    else if (reviewPage && key === 'c') { var nc = filterChips.filter(function (b) { return b.dataset.filter === 'new' && !b.disabled; })[0]; if (nc) { nc.click(); } }
    else { handled = false; }
    if (handled) { e.preventDefault(); }
  });

  // ------------------------------------------------------------------ a Live Activity's page
  // The scrubber shows one content state at a time (without script every state is listed one under
  // another); the states' links and a link to #state-N move it.
  var scrub = byId('state-scrub');
  function showState(n) {
    var states = all('.surface-state');
    n = Math.max(1, Math.min(states.length, n || 1));
    scrub.value = String(n);
    states.forEach(function (s, i) { s.hidden = i !== n - 1; });
    byId('state-scrub-value').textContent = n + ' of ' + states.length;
    if (body.dataset.overlay === 'on') { drawOverlays(); }
  }
  if (scrub) {
    scrub.closest('.state-scrubber').hidden = false;
    scrub.addEventListener('input', function () { showState(Number(scrub.value)); });
    all('.surface-states a').forEach(function (a) {
      a.addEventListener('click', function (e) { e.preventDefault(); showState(Number(a.getAttribute('href').replace('#state-', ''))); });
    });
    var linkedState = function () { var m = /^#state-(\d+)$/.exec(location.hash); return m ? Number(m[1]) : 0; };
    window.addEventListener('hashchange', function () { if (linkedState()) { showState(linkedState()); } });
    showState(linkedState() || 1);
  }

  readHash();
  update();
  if (reviewPage && /^#v-/.test(location.hash)) { focusChange(byId(location.hash.slice(1))); }
  // On a narrow screen the review's secondary actions start folded under "More".
  var moreActions = byId('more-actions');
  if (moreActions && window.matchMedia && matchMedia('(max-width: 600px)').matches) { moreActions.open = false; }
  // On a narrow screen the index's filters start folded unless a link turned some on.
  var filters = byId('filters');
  if (filters && window.matchMedia && matchMedia('(max-width: 600px)').matches && !all('.chip[aria-pressed="true"]', filters).length) {
    filters.open = false;
  }
  // Benchmarks/gallery-scale.sh reads this mark: the page is built and answers its controls.
  if (window.performance && performance.mark) { performance.mark('gallery-ready'); }
})();
