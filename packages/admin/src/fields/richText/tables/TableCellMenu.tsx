import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import { COMMAND_PRIORITY_LOW } from 'lexical';
import { useEffect, useRef, useState } from 'react';
import { Button, MenuTrigger, Popover } from 'react-aria-components';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { TableActionsMenu } from './TableActionsMenu.tsx';
import { $cellMenuState, $selectedCells, type CellMenuState, OPEN_CELL_MENU_COMMAND } from './tableActions.ts';
import { useTableChoice } from './useTableChoice.ts';

/** The focused cell's menu button: where it sits in the editor's body, and what its menu offers. */
type Anchor = { top: number; insetInlineEnd: number; state: CellMenuState };

/**
 * A small button in the corner of the cell holding the caret, opening the cell menu (TableActionsMenu). Shift+F10
 * or the context-menu key open the same menu from the text (tableKeys.ts); closing it returns to the text.
 */
export function TableCellMenu() {
  const [editor] = useLexicalComposerContext();
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<Anchor | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [isFromKeyboard, setFromKeyboard] = useState(false);
  const choose = useTableChoice();
  const body = editor.getRootElement()?.parentElement ?? null;
  // The cell the button sits in, marked so its text leaves room for the button (tables.css).
  const markedCell = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const mark = (cell: HTMLElement | null) => {
      if (markedCell.current === cell) return;
      markedCell.current?.classList.remove('rt-td--with-menu');
      cell?.classList.add('rt-td--with-menu');
      markedCell.current = cell;
    };
    const place = () => {
      const next = editor.getEditorState().read(() => {
        if (!editor.isEditable()) return null;
        const found = $selectedCells();
        const state = found && $cellMenuState();
        const element = found && editor.getElementByKey(found.cell.getKey());
        const container = editor.getRootElement()?.parentElement;
        if (!state || !element || !container) return null;
        mark(element);
        const box = element.getBoundingClientRect();
        const frame = container.getBoundingClientRect();
        const isRTL = getComputedStyle(element).direction === 'rtl';
        return {
          top: box.top - frame.top,
          insetInlineEnd: isRTL ? box.left - frame.left : frame.right - box.right,
          state,
        };
      });
      if (!next) mark(null);
      setAnchor((previous) => (isSameAnchor(previous, next) ? previous : next));
    };
    const container = editor.getRootElement()?.parentElement;
    // A table scrolled sideways moves its cells without an update.
    container?.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return mergeRegister(
      editor.registerUpdateListener(place),
      editor.registerEditableListener(place),
      editor.registerCommand(
        OPEN_CELL_MENU_COMMAND,
        () => {
          place();
          setFromKeyboard(true);
          setOpen(true);
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
      () => {
        mark(null);
        container?.removeEventListener('scroll', place, true);
        window.removeEventListener('resize', place);
      },
    );
  }, [editor]);

  if (!anchor || !body) return null;
  const handleOpenChange = (open: boolean) => {
    setOpen(open);
    if (!open) {
      setFromKeyboard(false);
      // Back to the text where the caret was (the menu took focus).
      requestAnimationFrame(() => editor.focus());
    }
  };

  return createPortal(
    <div className="rt-cell-menu" style={{ top: anchor.top, insetInlineEnd: anchor.insetInlineEnd }}>
      <MenuTrigger isOpen={isOpen} onOpenChange={handleOpenChange}>
        <Button
          className="rt-cell-menu__button"
          aria-label={t('richTextTable:cellMenu')}
          aria-keyshortcuts="Shift+F10"
          // Keep the caret in the cell: the button opens a menu about it and must not take the selection away.
          excludeFromTabOrder
        >
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
            <path d="M3 4.5 6 7.5 9 4.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </Button>
        <Popover className="rt-menu" placement="bottom end">
          <TableActionsMenu state={anchor.state} autoFocus={isFromKeyboard ? 'first' : false} onChoose={choose} />
        </Popover>
      </MenuTrigger>
    </div>,
    body,
  );
}

function isSameAnchor(a: Anchor | null, b: Anchor | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.top === b.top &&
    a.insetInlineEnd === b.insetInlineEnd &&
    a.state.canMerge === b.state.canMerge &&
    a.state.canSplit === b.state.canSplit &&
    a.state.isHeaderRow === b.state.isHeaderRow &&
    a.state.isHeaderColumn === b.state.isHeaderColumn &&
    a.state.backgroundColor === b.state.backgroundColor
  );
}
