import { registerMarkdownShortcuts } from '@lexical/markdown';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useEffect } from 'react';
import { useRichText } from '../EditorContext.tsx';
import { markdownTransformers } from '../markdown/markdownTransformers.ts';

/** Markdown shortcuts while typing (`## `, `- `, `**bold**`, `[text](url)`…), for what the field enables. */
export function MarkdownPlugin() {
  const [editor] = useLexicalComposerContext();
  const { features } = useRichText();
  useEffect(() => registerMarkdownShortcuts(editor, markdownTransformers(features)), [editor, features]);
  return null;
}
