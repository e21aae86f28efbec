/**
 * In-page probes of the editor benchmark, installed with `addInitScript` so they run before the app. Times are
 * `performance.now()`: milliseconds since navigation start.
 */

/**
 * `window.__editorReady`: when the post's body editor is ready. Ready means: the body is editable
 * (`contenteditable="true"`), it holds every top-level node of the document, and every card (blocks, embedded
 * documents, uploads) is drawn with its content: no loading placeholder left, no card still fetching the
 * document it shows (`aria-busy`), each with a box on the page. The mark is the end of the first frame in which
 * all of that holds: the structure is checked on every DOM mutation (cheap, no layout), then the boxes in the
 * next animation frame, then the time is taken once that frame is painted.
 */
export const editorReadyProbe = (expected: { nodes: number; cards: number }) => `(() => {
  const expected = ${JSON.stringify(expected)};
  let isChecking = false;
  const structureHolds = () => {
    const editor = document.querySelector('.field--richText [contenteditable="true"]');
    if (!editor || editor.childElementCount < expected.nodes) return false;
    if (editor.querySelector('.loading-placeholder, [aria-busy="true"]')) return false;
    return editor.querySelectorAll('.rt-card').length >= expected.cards ? editor : false;
  };
  // In an animation frame, the layout read is the frame's own, not an extra one. A card without a box yet (an
  // image still loading changes no DOM) is looked at again in the next frame.
  const checkBoxes = (editor) => {
    if (!editor.isConnected) {
      isChecking = false;
      return;
    }
    const cards = Array.from(editor.querySelectorAll('.rt-card'));
    if (cards.some((card) => card.getBoundingClientRect().height === 0)) {
      requestAnimationFrame(() => checkBoxes(editor));
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      window.__editorReady ??= performance.now();
      observer.disconnect();
    };
    channel.port2.postMessage(0);
  };
  const observer = new MutationObserver(() => {
    if (isChecking || window.__editorReady !== undefined) return;
    const editor = structureHolds();
    if (!editor) return;
    isChecking = true;
    requestAnimationFrame(() => checkBoxes(editor));
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})();`;

/**
 * `window.__keystrokes`: per typed character, milliseconds from its keydown (the event's own time stamp, so time
 * the key waited in the queue counts) to the end of the next frame after the character reached the editor's text:
 * all the script, rendering and painting the character costs before the writer sees it, and the wait for the
 * display's next frame. `window.__keystrokeWork`: the same start to the moment the character is in the page (the
 * key's handling: the browser's editing, Lexical's update and everything listening to it).
 * The text changing is seen by a mutation observer rather than the input event, as the editor inserts some
 * characters itself (the Markdown shortcuts' trigger characters, a space among them) and the browser then sends
 * no input event. A message posted from the frame's animation callback is delivered once that frame is done.
 */
export const keystrokeProbe = `(() => {
  const samples = (window.__keystrokes = []);
  const work = (window.__keystrokeWork = []);
  const pending = [];
  window.addEventListener('keydown', (event) => {
    if (event.key.length === 1) pending.push(event.timeStamp);
  }, true);
  const isText = (mutation) =>
    mutation.type === 'characterData' || [...mutation.addedNodes].some((node) => node.nodeType === Node.TEXT_NODE);
  const observer = new MutationObserver((mutations) => {
    if (pending.length === 0 || !mutations.some(isText)) return;
    const started = pending.shift();
    work.push(performance.now() - started);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => samples.push(performance.now() - started);
      channel.port2.postMessage(0);
    });
  });
  const watch = () => {
    const root = document.querySelector('.field--richText [contenteditable="true"]');
    if (root) observer.observe(root, { characterData: true, childList: true, subtree: true });
    else requestAnimationFrame(watch);
  };
  watch();
})();`;
