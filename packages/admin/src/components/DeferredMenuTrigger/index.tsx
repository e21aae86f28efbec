import { type ReactNode, useRef, useState } from 'react';
import { Button, MenuTrigger } from 'react-aria-components';
import { useWakeOnUse } from '../wakeOnUse.ts';

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

/**
 * A menu button that renders as a plain button of the same look and name until it is used (see `useWakeOnUse`),
 * then as React Aria's menu trigger: focused if focus or a press woke it, open if a press did.
 */
export function DeferredMenuTrigger({ menu, children, isDisabled, ...button }: Props) {
  const [isOpen, setOpen] = useState(false);
  // The plain button as last rendered: a roving toolbar (the rich-text editor's) sets its buttons' tab stops by
  // attribute, and the real button keeps the plain one's.
  const plain = useRef<HTMLButtonElement | null>(null);
  const real = useRef<HTMLButtonElement>(null);
  const { isAwake, hoverProps, focusProps, pressProps } = useWakeOnUse((wake) => {
    const tabIndex = plain.current?.getAttribute('tabindex');
    if (!real.current) return;
    if (tabIndex != null) real.current.setAttribute('tabindex', tabIndex);
    if (wake !== 'hover') real.current.focus();
    if (wake === 'press') setOpen(true);
  });

  if (!isAwake) {
    return (
      <button
        ref={(element) => {
          if (element) plain.current = element;
        }}
        type="button"
        {...button}
        aria-haspopup="true"
        aria-expanded="false"
        disabled={isDisabled}
        {...hoverProps}
        {...focusProps}
        {...pressProps}
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
