/** Whether shortcuts use ⌘ (Apple platforms) rather than Ctrl. */
export function isMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);
}

/** Whether a key event holds the platform's shortcut modifier (⌘ on Apple platforms, Ctrl elsewhere). */
export function hasModifier(event: KeyboardEvent): boolean {
  return isMac() ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
}
