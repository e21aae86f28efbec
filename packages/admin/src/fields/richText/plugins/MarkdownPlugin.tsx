import { registerMarkdownShortcuts, type Transformer } from '@lexical/markdown';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import {
  $getSelection,
  $isRangeSelection,
  BEFORE_INPUT_COMMAND,
  COMMAND_PRIORITY_LOW,
  CONTROLLED_TEXT_INSERTION_COMMAND,
  type LexicalEditor,
} from 'lexical';
import { useEffect } from 'react';
import { useRichText } from '../EditorContext.tsx';
import { markdownTransformers } from '../markdown/markdownTransformers.ts';

/** Markdown shortcuts while typing (`## `, `- `, `**bold**`, `[text](url)`…), for what the field enables. */
export function MarkdownPlugin() {
  const [editor] = useLexicalComposerContext();
  const { features } = useRichText();
  useEffect(() => {
    const transformers = markdownTransformers(features);
    return mergeRegister(registerMarkdownShortcuts(editor, transformers), registerControlledTriggers(editor, transformers));
  }, [editor, features]);
  return null;
}

/** The characters that can complete a shortcut: a space, the last character of a format's tag, a link's `)`. */
export function triggerCharacters(transformers: readonly Transformer[]): Set<string> {
  const characters = new Set([' ']);
  for (const transformer of transformers) {
    if (transformer.type === 'text-format') characters.add(transformer.tag.slice(-1));
    if (transformer.type === 'text-match' && transformer.trigger) characters.add(transformer.trigger);
  }
  return characters;
}

/**
 * Lexical lets the browser type most characters into the page itself and reads them back afterwards, and it
 * applies a shortcut in an update of its own after the one that took the character. The browser's change
 * also reaches Lexical's mutation observer, which reads text changed in the page back into the editor once
 * 100 ms have passed since the last keystroke: on a busy main thread that happens after the shortcut has
 * rebuilt the line, and the trigger character comes back (`> A quote` stored as " A quote", a stray `=` after
 * `==marked==`). So a character that can complete a shortcut is never left to the browser: the editor
 * inserts it itself, and the page only ever changes from the editor's state.
 */
function registerControlledTriggers(editor: LexicalEditor, transformers: readonly Transformer[]): () => void {
  const triggers = triggerCharacters(transformers);
  return editor.registerCommand(
    BEFORE_INPUT_COMMAND,
    (event) => {
      if (event.inputType !== 'insertText' || event.data === null || !triggers.has(event.data)) return false;
      if (editor.isComposing()) return false;
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return false;
      event.preventDefault();
      return editor.dispatchCommand(CONTROLLED_TEXT_INSERTION_COMMAND, event.data);
    },
    COMMAND_PRIORITY_LOW,
  );
}
