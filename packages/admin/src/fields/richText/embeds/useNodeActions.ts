import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $getNodeByKey, type LexicalNode } from 'lexical';
import { useCallback } from 'react';

/** Changes and removal of one embedded node, from its card. */
export function useNodeActions(nodeKey: string) {
  const [editor] = useLexicalComposerContext();
  /** Runs `change` on the node, if it is still there. */
  const update = useCallback(
    (change: (node: LexicalNode) => void) =>
      editor.update(() => {
        const node = $getNodeByKey(nodeKey);
        if (node) change(node);
      }),
    [editor, nodeKey],
  );
  const remove = useCallback(() => {
    update((node) => {
      const next = node.getNextSibling() ?? node.getPreviousSibling();
      node.remove();
      next?.selectStart();
    });
    editor.focus();
  }, [editor, update]);
  return { update, remove, editor };
}
