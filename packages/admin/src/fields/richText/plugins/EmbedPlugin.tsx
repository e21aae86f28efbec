import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $insertNodeToNearestRoot, mergeRegister } from '@lexical/utils';
import { $getSelection, $setSelection, type BaseSelection, COMMAND_PRIORITY_LOW } from 'lexical';
import { useEffect, useState } from 'react';
import { $insertBlock, INSERT_BLOCK_COMMAND, OPEN_EMBED_PICKER_COMMAND } from '../commands.ts';
import { useRichText } from '../EditorContext.tsx';
import EmbedPicker from '../embeds/EmbedPicker.tsx';
import { $createEditorRelationshipNode, $createEditorUploadNode } from '../nodes.tsx';

/**
 * Inserting embedded nodes: blocks go in at once and open their drawer; relationships and uploads first ask
 * which document, then go in where the caret was.
 */
export function EmbedPlugin() {
  const [editor] = useLexicalComposerContext();
  const { features, openOnMount } = useRichText();
  const [picker, setPicker] = useState<{ kind: 'relationship' | 'upload'; selection: BaseSelection | null } | null>(null);

  useEffect(
    () =>
      mergeRegister(
        editor.registerCommand(
          INSERT_BLOCK_COMMAND,
          ({ slug, isInline }) => {
            const block = (isInline ? features.inlineBlocks : features.blocks).find((b) => b.slug === slug);
            if (!block) return false;
            editor.update(() => {
              openOnMount.add($insertBlock(block, isInline));
            });
            return true;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          OPEN_EMBED_PICKER_COMMAND,
          (kind) => {
            const selection = $getSelection()?.clone() ?? null;
            setPicker({ kind, selection });
            return true;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor, features, openOnMount],
  );

  if (!picker) return null;
  const close = () => {
    setPicker(null);
    requestAnimationFrame(() => editor.focus());
  };
  return (
    <EmbedPicker
      kind={picker.kind}
      onClose={close}
      onChoose={({ relationTo, value }) => {
        editor.update(() => {
          if (picker.selection) $setSelection(picker.selection.clone());
          const node =
            picker.kind === 'relationship'
              ? $createEditorRelationshipNode(relationTo, value)
              : $createEditorUploadNode(relationTo, value);
          $insertNodeToNearestRoot(node);
        });
        close();
      }}
    />
  );
}
