/** Whether the browser runs on an Apple system, where the palette's shortcut is ⌘K rather than Ctrl K. */
export function isApplePlatform(): boolean {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return /mac|iphone|ipad|ipod/i.test(nav.userAgentData?.platform || nav.platform || nav.userAgent);
}

/**
 * The palette's shortcut as shown on a key cap (`⌘K`, or `Ctrl K` with `ctrl` the translated key name),
 * and as `aria-keyshortcuts` writes it.
 */
export function paletteShortcut(ctrl: string): { label: string; aria: string } {
  return isApplePlatform() ? { label: '⌘K', aria: 'Meta+K' } : { label: `${ctrl} K`, aria: 'Control+K' };
}
