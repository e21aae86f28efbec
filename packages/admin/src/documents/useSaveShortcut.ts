import { type RefObject, useEffect, useRef } from 'react';

/**
 * Ctrl+S / Cmd+S saves, from anywhere in the form, inputs included (the browser's "save page" is never
 * wanted here). A page form listens on the window but leaves keys pressed inside a dialog that is not its own
 * (a drawer's form saves itself); a drawer form listens on its own dialog.
 */
export function useSaveShortcut(root: RefObject<HTMLElement | null>, scope: 'page' | 'drawer', onSave: () => void): void {
  const latest = useRef(onSave);
  latest.current = onSave;
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== 's') return;
      const target = event.target instanceof Element ? event.target : null;
      // Never the browser's "save page as": in a dialog without a form of its own the shortcut does nothing.
      event.preventDefault();
      if (scope === 'page' && target?.closest('[role=dialog], [role=alertdialog]') && !root.current?.contains(target)) return;
      event.stopPropagation();
      latest.current();
    };
    // A drawer's form listens on its whole dialog: focus may rest on the dialog itself or its header.
    const element = scope === 'page' ? window : (root.current?.closest('[role=dialog]') ?? root.current);
    if (!element) return;
    // Capture, so an editor that handles keys itself (the rich-text editor) cannot swallow the shortcut.
    element.addEventListener('keydown', handleKeyDown as EventListener, true);
    return () => element.removeEventListener('keydown', handleKeyDown as EventListener, true);
  }, [root, scope]);
}
