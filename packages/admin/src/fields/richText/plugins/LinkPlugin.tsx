import { $isLinkNode, type LinkFields } from '@atrium/richtext/client';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import {
  $createRangeSelectionFromDom,
  $getNodeByKey,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
  COMMAND_PRIORITY_LOW,
  KEY_DOWN_COMMAND,
} from 'lexical';
import { useEffect, useState } from 'react';
import { OverlayBoundary, retryableLazy } from '../../../components/LazyBoundary/index.tsx';
import { OPEN_LINK_DIALOG_COMMAND } from '../commands.ts';
import { useRichText } from '../EditorContext.tsx';
import { hasModifier } from '../keys.ts';
import { $insertLink, $linkAtSelection, $unwrapLink, $wrapSelectionInLink } from './linkEdits.ts';

const LinkDialog = retryableLazy(() => import('../LinkDialog/index.tsx'));

/** What the link dialog edits: an existing link, or a new one over the selection (or at the caret, with its text). */
export type LinkTarget = {
  linkKey: string | null;
  fields: LinkFields | null;
  /** A new link at a caret needs the text to show. */
  needsText: boolean;
  selection: BaseSelection | null;
};

/**
 * Links: the toolbar button and Ctrl/Cmd+K open the link dialog. Ctrl/Cmd+K is the command palette everywhere
 * else, so the editor takes it only when there is something to link (selected text, or the caret in a link);
 * otherwise the palette opens as usual.
 */
export function LinkPlugin() {
  const [editor] = useLexicalComposerContext();
  const { features } = useRichText();
  const [target, setTarget] = useState<LinkTarget | null>(null);

  useEffect(() => {
    if (!features.has('link')) return;
    // Command listeners run inside an editor update, so these read and set the pending state directly.
    // Selection changes reach Lexical asynchronously: a Ctrl+K right after Shift+arrows must act on what is shown.
    const $syncSelection = () => {
      const root = editor.getRootElement();
      const domSelection = window.getSelection();
      if (!root || !domSelection || !root.contains(domSelection.anchorNode)) return;
      const shown = $createRangeSelectionFromDom(domSelection, editor);
      if (shown) $setSelection(shown);
    };
    const $open = () => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return false;
      const link = $linkAtSelection(selection);
      setTarget(
        link
          ? { linkKey: link.getKey(), fields: { ...link.getFields() }, needsText: false, selection: selection.clone() }
          : { linkKey: null, fields: null, needsText: selection.isCollapsed(), selection: selection.clone() },
      );
      return true;
    };
    return mergeRegister(
      editor.registerCommand(
        OPEN_LINK_DIALOG_COMMAND,
        () => {
          $syncSelection();
          return $open();
        },
        COMMAND_PRIORITY_LOW,
      ),
      editor.registerCommand(
        KEY_DOWN_COMMAND,
        (event) => {
          if (!hasModifier(event) || event.shiftKey || event.altKey || event.key.toLowerCase() !== 'k') return false;
          $syncSelection();
          const selection = $getSelection();
          const hasSomethingToLink =
            $isRangeSelection(selection) && (!selection.isCollapsed() || $linkAtSelection(selection) !== null);
          if (!hasSomethingToLink) return false;
          // Keep the command palette closed: the shortcut was for the editor.
          event.preventDefault();
          event.stopPropagation();
          return $open();
        },
        COMMAND_PRIORITY_LOW,
      ),
    );
  }, [editor, features]);

  if (!target) return null;

  const close = () => {
    setTarget(null);
    requestAnimationFrame(() => editor.focus());
  };
  const restoreSelection = () => {
    if (target.selection) $setSelection(target.selection.clone());
  };
  const handleSave = (fields: LinkFields, text: string) => {
    editor.update(() => {
      const link = target.linkKey ? $getNodeByKey(target.linkKey) : null;
      if ($isLinkNode(link)) {
        link.setFields(fields);
        return;
      }
      restoreSelection();
      if (target.needsText) $insertLink(fields, text || String(fields.url ?? ''));
      else $wrapSelectionInLink(fields);
    });
    close();
  };
  const handleRemove = () => {
    editor.update(() => {
      const link = target.linkKey ? $getNodeByKey(target.linkKey) : null;
      if ($isLinkNode(link)) $unwrapLink(link);
    });
    close();
  };

  return (
    <OverlayBoundary part={LinkDialog} onClose={close}>
      {() => (
        <LinkDialog.Component
          fields={target.fields}
          needsText={target.needsText}
          isEdit={target.linkKey !== null}
          onSave={handleSave}
          onRemove={handleRemove}
          onCancel={close}
        />
      )}
    </OverlayBoundary>
  );
}
