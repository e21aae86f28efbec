import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalNodeSelection } from '@lexical/react/useLexicalNodeSelection';
import { mergeRegister } from '@lexical/utils';
import { CLICK_COMMAND, COMMAND_PRIORITY_LOW, type NodeKey } from 'lexical';
import { useEffect } from 'react';

/**
 * Makes an embedded node selectable by clicking it (spec 4: selected or unselected; Delete or Backspace then
 * removes it, see `SelectionPlugin`). A click on a control inside the node is left to the control.
 * `element` finds the node's DOM element at click time.
 */
export function useSelectableNode(nodeKey: NodeKey, element: () => HTMLElement | null): boolean {
  const [editor] = useLexicalComposerContext();
  const [isSelected, setSelected, clearSelection] = useLexicalNodeSelection(nodeKey);
  useEffect(
    () =>
      mergeRegister(
        editor.registerCommand(
          CLICK_COMMAND,
          (event: MouseEvent) => {
            const root = element();
            const target = event.target as Element | null;
            if (!root || !target || !root.contains(target)) return false;
            if (target.closest('button, a, input, select, textarea')) return false;
            if (!editor.isEditable()) return false;
            if (!event.shiftKey) clearSelection();
            setSelected(!isSelected || !event.shiftKey);
            return true;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor, element, isSelected, setSelected, clearSelection],
  );
  return isSelected;
}
