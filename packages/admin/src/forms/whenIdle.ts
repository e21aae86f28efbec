/**
 * Runs `callback` once the browser is idle (a frame is done and no input is waiting), or after `timeout` ms at the
 * latest, and answers a function that cancels it. The work that follows typing (the editor's value written to the
 * form, the server asked about conditions, an autosave) goes there, so it lands in the gaps between keystrokes
 * instead of holding the next one back. Where the browser has no idle callbacks (Safari), it runs after a timer.
 */
export function whenIdle(callback: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => callback(), { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 0);
  return () => window.clearTimeout(handle);
}

/** `whenIdle` once `delay` ms have passed (a debounce whose work waits for the browser to be idle); cancellable. */
export function whenIdleAfter(delay: number, callback: () => void, timeout: number): () => void {
  let cancelIdle: (() => void) | undefined;
  const timer = window.setTimeout(() => {
    cancelIdle = whenIdle(callback, timeout);
  }, delay);
  return () => {
    window.clearTimeout(timer);
    cancelIdle?.();
  };
}
