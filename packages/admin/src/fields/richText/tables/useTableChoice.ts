import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useCallback } from 'react';
import type { TableMenuChoice } from './TableActionsMenu.tsx';
import { $runTableAction, $setCellBackground } from './tableActions.ts';

/** Applies a choice of the table menu to the selection's table, as one undo step. */
export function useTableChoice(): (choice: TableMenuChoice) => void {
  const [editor] = useLexicalComposerContext();
  return useCallback(
    (choice: TableMenuChoice) => {
      editor.update(() => {
        if ('action' in choice) $runTableAction(choice.action);
        else $setCellBackground(choice.color);
      });
    },
    [editor],
  );
}
