import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * After a navigation to another page (a link, the palette, Back), focus moves to the new page's heading, so a
 * screen reader announces where the user is and Tab continues from the top of the page instead of from a link
 * that no longer exists. The first page and changes within a page (a list's filters, a save) leave focus alone.
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const type = useNavigationType();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (type === 'REPLACE') return;
    let frames = 0;
    let handle = 0;
    // A view whose code is still loading has no heading yet: look again for a few frames.
    const focusHeading = () => {
      const main = document.getElementById('main');
      const heading = main?.querySelector<HTMLElement>('h1');
      if (!heading && frames++ < 30) {
        handle = requestAnimationFrame(focusHeading);
        return;
      }
      // Something inside the page (a dialog, an autofocused input) already has focus: leave it there.
      if (main?.contains(document.activeElement) && document.activeElement !== main) return;
      const target = heading ?? main;
      if (!target) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    };
    handle = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(handle);
  }, [pathname, type]);
}
