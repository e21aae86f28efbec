import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import { CLICK_COMMAND, COMMAND_PRIORITY_LOW, type NodeKey } from 'lexical';
import { useEffect, useState } from 'react';
import { clearNodeSelection, selectedNodesOf, setNodeSelected } from './selectedNodes.ts';

/**
 * Makes an embedded node selectable by clicking it (spec 4: selected or unselected; Delete or Backspace then
 * removes it, see `SelectionPlugin`). A click on a control inside the node is left to the control.
 * `element` finds the node's DOM element at click time.
 */
export function useSelectableNode(nodeKey: NodeKey, element: () => HTMLElement | null): boolean {
  const [editor] = useLexicalComposerContext();
  const [isSelected, setSelected] = useState(() => selectedNodesOf(editor).read(nodeKey));
  useEffect(() => {
    const { isSelected: now, stop } = selectedNodesOf(editor).watch(nodeKey, setSelected);
    setSelected(now);
    return stop;
  }, [editor, nodeKey]);
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
            if (!event.shiftKey) clearNodeSelection(editor);
            setNodeSelected(editor, nodeKey, !isSelected || !event.shiftKey);
            return true;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor, element, isSelected, nodeKey],
  );
  return isSelected;
}
