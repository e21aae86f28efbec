import { type ReactNode, useLayoutEffect, useRef } from 'react';
import './index.css';

type Props = {
  isOpen: boolean;
  id?: string;
  className?: string;
  children: ReactNode;
  /** Open or close without animating (the first answer of a stored preference). Defaults to `false`. */
  isInstant?: boolean;
};

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** The height transition's length, read from the theme (spec 9: 250 ms by default). */
function transitionMs(el: HTMLElement): number {
  const value = getComputedStyle(el).transitionDuration.split(',')[0]?.trim() ?? '0s';
  const n = Number.parseFloat(value);
  return Number.isFinite(n) ? (value.endsWith('ms') ? n : n * 1000) : 0;
}

/**
 * Content that opens and closes with a height animation (spec 9: 250 ms; instant with reduced motion).
 * Closed content stays mounted (its inputs keep their drafts) but is `hidden`, so it is out of the tab order
 * and the accessibility tree. The DOM is driven directly: animating through React state would re-render
 * every field inside twice per toggle.
 */
export function Collapse({ isOpen, id, className, children, isInstant = false }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const isFirst = useRef(true);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const finish = () => {
      el.style.height = '';
      el.removeAttribute('data-animating');
      el.hidden = !isOpen;
    };
    if (isFirst.current || isInstant || prefersReducedMotion()) {
      isFirst.current = false;
      finish();
      return;
    }
    if (isOpen) el.hidden = false;
    const from = isOpen ? 0 : el.scrollHeight;
    const to = isOpen ? el.scrollHeight : 0;
    el.setAttribute('data-animating', '');
    el.style.height = `${from}px`;
    void el.offsetHeight; // commit the start height so the change below transitions
    el.style.height = `${to}px`;
    // transitionend does not fire when the height does not change (empty content): a timer ends it too.
    const timer = window.setTimeout(finish, transitionMs(el) + 50);
    const handleEnd = (event: TransitionEvent) => {
      if (event.target !== el) return;
      window.clearTimeout(timer);
      finish();
    };
    el.addEventListener('transitionend', handleEnd);
    return () => {
      window.clearTimeout(timer);
      el.removeEventListener('transitionend', handleEnd);
    };
  }, [isOpen, isInstant]);
  return (
    <div ref={ref} id={id} className={`collapse${className ? ` ${className}` : ''}`}>
      {children}
    </div>
  );
}
