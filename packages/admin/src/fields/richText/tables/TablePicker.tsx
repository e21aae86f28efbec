import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $getSelection, $isRangeSelection, COMMAND_PRIORITY_LOW } from 'lexical';
import { type CSSProperties, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { useRichText } from '../EditorContext.tsx';
import { $insertTable, OPEN_TABLE_PICKER_COMMAND, pickerSize } from './tableActions.ts';

type Size = { rows: number; columns: number };

/** The size the picker starts on: Enter right away inserts a 3 × 3 table, as the menus did before it. */
const initialSize: Size = { rows: 3, columns: 3 };

/**
 * The table size picker: a grid of cells opened from the toolbar's Insert menu or the slash menu, below the
 * line the table will follow. Pointer: hover to size, click to insert. Keyboard: one tab stop, arrows grow
 * and shrink (mirrored right to left), Enter or Space inserts, Escape closes. The table is inserted with its
 * header row and the caret in its first cell.
 */
export function TablePicker() {
  const [editor] = useLexicalComposerContext();
  const { idPrefix } = useRichText();
  const { t, dir } = useTranslation();
  const [position, setPosition] = useState<CSSProperties | null>(null);
  const [size, setSize] = useState<Size>(initialSize);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(
    () =>
      editor.registerCommand(
        OPEN_TABLE_PICKER_COMMAND,
        ({ anchor }) => {
          setSize(initialSize);
          setPosition(pickerPosition(anchor ?? selectionBox(editor), dir));
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
    [editor, dir],
  );

  const isOpen = position !== null;
  const activeId = `${idPrefix}-table-size-${size.rows}-${size.columns}`;
  // Focus follows the chosen size (one tab stop: the active cell). On opening, a frame later: the slash menu
  // opens the picker inside the editor's update, whose selection would take focus back to the text.
  useEffect(() => {
    if (!isOpen) return;
    const frame = requestAnimationFrame(() => document.getElementById(activeId)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [isOpen, activeId]);

  // A press outside closes it, like a menu.
  useEffect(() => {
    if (!isOpen) return;
    const handlePointerDown = (event: PointerEvent) => {
      if (!dialog.current?.contains(event.target as Node)) setPosition(null);
    };
    document.addEventListener('pointerdown', handlePointerDown, true);
    return () => document.removeEventListener('pointerdown', handlePointerDown, true);
  }, [isOpen]);

  if (!position) return null;

  const close = () => {
    setPosition(null);
    editor.focus();
  };
  const insert = (chosen: Size) => {
    setPosition(null);
    editor.update(() => {
      $insertTable(chosen.rows, chosen.columns);
    });
    editor.focus();
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const clamp = (value: number, max: number) => Math.max(1, Math.min(max, value));
    let next: Size | null = null;
    if (event.key === forward) next = { ...size, columns: clamp(size.columns + 1, pickerSize.columns) };
    else if (event.key === backward) next = { ...size, columns: clamp(size.columns - 1, pickerSize.columns) };
    else if (event.key === 'ArrowDown') next = { ...size, rows: clamp(size.rows + 1, pickerSize.rows) };
    else if (event.key === 'ArrowUp') next = { ...size, rows: clamp(size.rows - 1, pickerSize.rows) };
    else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      close();
      return;
    }
    if (!next) return;
    event.preventDefault();
    setSize(next);
  };

  const rows = Array.from({ length: pickerSize.rows }, (_, i) => i + 1);
  const columns = Array.from({ length: pickerSize.columns }, (_, i) => i + 1);
  return createPortal(
    <div
      ref={dialog}
      role="dialog"
      aria-label={t('richTextTable:pickerTitle')}
      className="rt-table-picker"
      style={position}
      dir={dir}
      onKeyDown={handleKeyDown}
    >
      <div className="rt-table-picker__title" aria-hidden="true">
        {t('richTextTable:pickerTitle')}
      </div>
      <div className="rt-table-picker__grid">
        {rows.map((row) =>
          columns.map((column) => {
            const isActive = row === size.rows && column === size.columns;
            const isInside = row <= size.rows && column <= size.columns;
            return (
              <button
                key={`${row}-${column}`}
                id={`${idPrefix}-table-size-${row}-${column}`}
                type="button"
                tabIndex={isActive ? 0 : -1}
                className={`rt-table-picker__cell${isInside ? ' rt-table-picker__cell--inside' : ''}`}
                aria-label={t('richTextTable:sizeLabel', { columns: column, rows: row })}
                onPointerEnter={() => setSize({ rows: row, columns: column })}
                onFocus={() => setSize({ rows: row, columns: column })}
                onClick={() => insert({ rows: row, columns: column })}
              />
            );
          }),
        )}
      </div>
      <div className="rt-table-picker__size" aria-hidden="true">
        {t('richTextTable:size', { columns: size.columns, rows: size.rows })}
      </div>
    </div>,
    document.body,
  );
}

/** The box of the block holding the selection, where the table will go (the caret's line). */
function selectionBox(editor: ReturnType<typeof useLexicalComposerContext>[0]): DOMRect | null {
  return editor.getEditorState().read(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return editor.getRootElement()?.getBoundingClientRect() ?? null;
    const block = selection.anchor.getNode().getTopLevelElement();
    const element = block && editor.getElementByKey(block.getKey());
    return (element ?? editor.getRootElement())?.getBoundingClientRect() ?? null;
  });
}

/** Below the anchor, at its inline start, kept inside the viewport (above it when there is no room below). */
function pickerPosition(anchor: DOMRect | null, dir: 'ltr' | 'rtl'): CSSProperties {
  const width = 232;
  const height = 260;
  if (!anchor) return { top: 80, left: Math.max(8, (window.innerWidth - width) / 2) };
  const below = anchor.bottom + 4;
  const top = below + height > window.innerHeight && anchor.top - height > 0 ? anchor.top - height - 4 : below;
  const start = dir === 'rtl' ? anchor.right - width : anchor.left;
  const left = Math.max(8, Math.min(start, window.innerWidth - width - 8));
  return { top, left };
}
