// click.js - appended to a page of `--format=html` by html-check.sh: the
// check a person would make, done by a script in the browser.  It clicks
// the line named by CHECK.line, reads the panel that appears and writes
// the verdict into <body data-check="PASS ..." | "FAIL ...">, which
// html-check.sh reads from Chromium's --dump-dom.
(function () {
  const c = window.CHECK, fail = [];
  const row = document.querySelector('.ln[data-line="' + c.line + '"]');
  if (!row) fail.push('no line ' + c.line);
  else if (!row.dataset.key) fail.push('line ' + c.line + ' is not clickable');
  else row.dispatchEvent(new MouseEvent('click', {bubbles: true}));
  const panel = document.getElementById(c.panel);
  const text = panel ? panel.textContent : '';
  if (!panel) fail.push('no panel #' + c.panel);
  (c.contains || []).forEach(s => { if (text.indexOf(s) < 0) fail.push('panel lacks "' + s + '"'); });
  (c.selectors || []).forEach(([sel, n]) => {
    const got = document.querySelectorAll(sel).length;
    if (got !== n) fail.push(sel + ': ' + got + ' elements, not ' + n);
  });
  document.body.setAttribute('data-check', fail.length ? 'FAIL ' + fail.join('; ') : 'PASS ' + c.name);
})();
