import { $isListItemNode, $isListNode, ListItemNode, ListNode } from '@atrium/richtext/client';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import { $getNodeByKey, type NodeKey } from 'lexical';
import { useEffect } from 'react';

/**
 * Lexical makes the items of a check list `role="checkbox"`, which leaves their `<ul>` a list without list
 * items. The list becomes a group of checkboxes instead, and an item that only holds a nested list is taken
 * out of the accessibility tree (`role="none"`), so assistive technology meets a well-formed structure.
 */
export function CheckListRolesPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    const apply = (keys: Iterable<NodeKey>) =>
      editor.getEditorState().read(() => {
        for (const key of keys) {
          const node = $getNodeByKey(key);
          const element = editor.getElementByKey(key);
          if (!element) continue;
          if ($isListNode(node)) {
            if (node.getListType() === 'check') element.setAttribute('role', 'group');
            else if (element.getAttribute('role') === 'group') element.removeAttribute('role');
          } else if ($isListItemNode(node)) {
            const parent = node.getParent();
            const isHolder = $isListNode(parent) && parent.getListType() === 'check' && $isListNode(node.getFirstChild());
            if (isHolder) element.setAttribute('role', 'none');
            else if (element.getAttribute('role') === 'none') element.removeAttribute('role');
          }
        }
      });
    const changed = (mutations: Map<NodeKey, string>) =>
      apply([...mutations].filter(([, mutation]) => mutation !== 'destroyed').map(([key]) => key));
    return mergeRegister(
      editor.registerMutationListener(ListNode, changed, { skipInitialization: false }),
      editor.registerMutationListener(ListItemNode, changed, { skipInitialization: false }),
    );
  }, [editor]);
  return null;
}
