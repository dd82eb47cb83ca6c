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