/**
 * The only script of the provider's pages, served as a file (/idp/assets/idp.js) because the
 * CSP allows no inline script: password strength meter, one submit per form, automatic logout.
 */
export const CLIENT_SCRIPT = `(function () {
  'use strict';
  var COLORS = ['#dc2626', '#dc2626', '#f59e0b', '#16a34a', '#15803d'];
  function score(v) {
    var n = Array.from(v).length;
    if (n < 10) return 0;
    var kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter(function (r) { return r.test(v); }).length;
    var s = 1 + (n >= 12 ? 1 : 0) + (n >= 16 ? 1 : 0) + (kinds >= 3 ? 1 : 0) - (kinds <= 1 && n < 16 ? 1 : 0);
    if (/^(.)\\1+$/.test(v)) s = 1;
    return Math.max(1, Math.min(4, s));
  }
  Array.prototype.forEach.call(document.querySelectorAll('input[data-strength]'), function (input) {
    var meter = document.getElementById(input.getAttribute('data-strength'));
    if (!meter) return;
    var labels = (meter.getAttribute('data-labels') || '').split('|');
    var prefix = meter.getAttribute('data-prefix') || '';
    var bar = meter.querySelector('.meter-bar span');
    var text = meter.querySelector('.meter-label');
    function update() {
      if (!input.value) { meter.hidden = true; return; }
      var s = score(input.value);
      meter.hidden = false;
      bar.style.width = (s === 0 ? 12 : s * 25) + '%';
      bar.style.backgroundColor = COLORS[s];
      text.textContent = prefix + ': ' + (labels[s] || '');
    }
    input.addEventListener('input', update);
    update();
  });
  Array.prototype.forEach.call(document.querySelectorAll('form[data-once]'), function (form) {
    form.addEventListener('submit', function () {
      setTimeout(function () {
        Array.prototype.forEach.call(form.querySelectorAll('button[type=submit]'), function (b) { b.disabled = true; });
      }, 0);
    });
  });
  var auto = document.querySelector('[data-autosubmit]');
  if (auto) {
    var button = document.getElementById(auto.getAttribute('data-autosubmit'));
    var form = button && button.form;
    if (form) { if (form.requestSubmit) form.requestSubmit(button); else button.click(); }
  }
})();
`;
