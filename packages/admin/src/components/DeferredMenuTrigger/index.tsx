import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Button, MenuTrigger } from 'react-aria-components';
import { flushSync } from 'react-dom';

type Props = {
  id?: string;
  className: string;
  'aria-label'?: string;
  isDisabled?: boolean;
  /** The button's content. */
  children: ReactNode;
  /** The `Popover` holding the `Menu`. */
  menu: ReactNode;
};

/** What reached the plain button: the pointer, focus, or a press. */
type Wake = 'hover' | 'focus' | 'press';

/**
 * A menu button that renders as a plain button of the same look and name until it is needed: React Aria's
 * menu trigger builds its menu's collection on first render, which a form with several menus (document
 * actions, the editor's insert menu, each blocks field) pays for before it can show. It becomes the real
 * trigger when a mouse pointer enters it (at once, so the press that follows lands on the real button), when it
 * takes focus (focus moves to the real button), or when pressed or clicked before that (the menu opens).
 */
export function DeferredMenuTrigger({ menu, children, isDisabled, ...button }: Props) {
  const [wake, setWake] = useState<Wake>();
  const [isOpen, setOpen] = useState(false);
  const plain = useRef<HTMLButtonElement>(null);
  const real = useRef<HTMLButtonElement>(null);
  // A roving toolbar (the rich-text editor's) manages its buttons' tab stops by attribute: kept on the swap.
  const tabIndex = useRef<string | null>(null);

  useLayoutEffect(() => {
    if (!wake || !real.current) return;
    if (tabIndex.current !== null) real.current.setAttribute('tabindex', tabIndex.current);
    if (wake === 'focus' || wake === 'press') real.current.focus();
    if (wake === 'press') setOpen(true);
  }, [wake]);

  const handleWake = (next: Wake) => {
    if (wake) return;
    tabIndex.current = plain.current?.getAttribute('tabindex') ?? null;
    setWake(next);
  };

  if (!wake) {
    return (
      <button
        ref={plain}
        type="button"
        {...button}
        aria-haspopup="true"
        aria-expanded="false"
        disabled={isDisabled}
        onPointerEnter={(event) => {
          // A mouse, before it presses. A touch or pen enters and presses at once: swapped now, its press would
          // start on this button and end on the real one, which ignores it, so it wakes on the press instead.
          if (event.pointerType === 'mouse') flushSync(() => handleWake('hover'));
        }}
        onFocus={() => handleWake('focus')}
        onPointerDown={() => handleWake('press')}
        // A click with no pointer before it: a screen reader's or the keyboard's.
        onClick={() => handleWake('press')}
      >
        {children}
      </button>
    );
  }
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button ref={real} {...button} isDisabled={isDisabled}>
        {children}
      </Button>
      {menu}
    </MenuTrigger>
  );
}
