import { type PointerEvent, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** What first reached a plain stand-in: a mouse entering it, focus, or a press or click. */
export type Wake = 'hover' | 'focus' | 'press';

/**
 * For a control that first renders as a plain stand-in of the same look and names (React Aria's comboboxes
 * and menu triggers build their collections on first render, which a form with several pays for before it can
 * show), and becomes the real one once it is used:
 *
 * - a mouse entering it swaps at once (synchronously), so the press that follows lands on the real control;
 *   a touch or pen enters and presses at once, and would start its press on the stand-in and end it on the
 *   real control, which ignores it, so those wake on the press instead;
 * - focus, a press, or a click with no pointer before it (a screen reader's) wake it too.
 *
 * `onWoken` runs once the real control has rendered, with what woke it: focus it, open it.
 */
export function useWakeOnUse(onWoken: (wake: Wake) => void) {
  const [wake, setWake] = useState<Wake>();
  const woken = useRef(onWoken);
  useLayoutEffect(() => {
    woken.current = onWoken;
  });
  useLayoutEffect(() => {
    if (wake) woken.current(wake);
  }, [wake]);
  const wakeWith = (next: Wake) => setWake((current) => current ?? next);
  return {
    isAwake: wake !== undefined,
    /** For the element the pointer enters first. */
    hoverProps: {
      onPointerEnter: (event: PointerEvent) => {
        if (event.pointerType === 'mouse') flushSync(() => wakeWith('hover'));
      },
    },
    focusProps: { onFocus: () => wakeWith('focus') },
    pressProps: { onPointerDown: () => wakeWith('press'), onClick: () => wakeWith('press') },
  };
}
