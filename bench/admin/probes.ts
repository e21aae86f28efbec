/**
 * In-page probes for the admin benchmark, installed with `addInitScript` so they run before the app:
 * they record `performance.now()` (milliseconds since navigation start) the first time a condition holds,
 * checked on every DOM mutation, so the figure does not depend on how often the bench polls.
 */
export const readinessProbe = `(() => {
  const marks = (window.__benchMarks = {});
  // Shown, not only in the document: React keeps content it is not ready to reveal hidden with an inline
  // display: none. Read from the inline styles, so the probe never forces a style or layout pass itself.
  const isShown = (element) => {
    for (let node = element; node; node = node.parentElement) {
      if (node.style.display === 'none' || node.hidden) return false;
    }
    return true;
  };
  const conditions = {
    listRows: () => {
      const row = document.querySelector('main table tbody tr[data-row-id]');
      return Boolean(row) && isShown(row);
    },
    formReady: () => {
      const form = document.querySelector('[data-form-state="ready"]');
      // Rich text counts once the editor shows its content, not only its (empty) editable element.
      return Boolean(form) && !form.querySelector('.loading-placeholder') && Array.from(form.querySelectorAll('.field--richText')).every((field) => field.querySelector('[contenteditable] > *')) && isShown(form);
    },
  };
  const check = () => {
    for (const [name, holds] of Object.entries(conditions)) {
      if (marks[name] === undefined && holds()) marks[name] = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
})();`;

/**
 * Per-keystroke cost in the page: from the keydown (capture phase, before any handler) to the end of the
 * input event's dispatch plus a forced style and layout, i.e. all script, React rendering and layout work
 * the keystroke causes before the browser may paint.
 */
export const keystrokeProbe = `(() => {
  const samples = (window.__keystrokes = []);
  let started = 0;
  window.addEventListener('keydown', () => { started = performance.now(); }, true);
  window.addEventListener('input', () => {
    if (!started) return;
    document.body.getBoundingClientRect();
    samples.push(performance.now() - started);
    started = 0;
  });
})();`;
