import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useEffect } from 'react';
import { TableCellMenu } from './TableCellMenu.tsx';
import { TablePicker } from './TablePicker.tsx';
import { TableResizer } from './TableResizer.tsx';
import { registerTableKeys } from './tableKeys.ts';
import './tables.css';

/**
 * Everything tables add to the editor beyond Lexical's TablePlugin: the size picker, Tab between cells, the
 * cell menu and its keys, and the column and row resize handles. Rendered only when the field enables tables.
 */
export function TablesPlugin({ readOnly }: { readOnly: boolean }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => registerTableKeys(editor), [editor]);
  return (
    <>
      <TablePicker />
      {readOnly ? null : (
        <>
          <TableCellMenu />
          <TableResizer />
        </>
      )}
    </>
  );
}
