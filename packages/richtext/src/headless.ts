/*
 * Rich text on the server: a headless Lexical editor with Atrium's nodes registered, and a round trip of
 * stored JSON through it. No DOM is needed; parsing and serializing are synchronous.
 */

import { createHeadlessEditor } from '@lexical/headless';
import type { LexicalEditor, LexicalNodeConfig, SerializedEditorState } from 'lexical';
import { allNodes } from './nodes/index.ts';
import type { EditorState } from './types.ts';

/**
 * A headless editor with `nodes` registered (all of Atrium's by default). Errors are thrown rather than
 * logged: Lexical routes a failed parse (such as an unregistered node type) to `onError` and would otherwise
 * hand back an empty state.
 */
export function createServerEditor(nodes: readonly LexicalNodeConfig[] = allNodes): LexicalEditor {
  return createHeadlessEditor({
    namespace: 'atrium',
    nodes,
    onError: (error) => {
      throw error;
    },
  });
}

let defaultEditor: LexicalEditor | undefined;

/**
 * Parses `state` with a headless editor and serializes it again, synchronously: the stored JSON as the editor
 * sees it. Throws on a node type the editor does not know. Uses a shared editor with all nodes unless one is
 * given; parsing does not change an editor, so sharing it is safe.
 *
 * Lexical 0.52 writes an omitted optional property as a key holding `undefined` (`textFormat`, `textStyle`,
 * a table cell's `width`…), which JSON drops; they are dropped here too, so the result is what gets stored.
 */
export function roundTrip(state: EditorState, editor?: LexicalEditor): EditorState {
  if (editor === undefined) {
    defaultEditor ??= createServerEditor();
    editor = defaultEditor;
  }
  const serialized = editor.parseEditorState(state as unknown as SerializedEditorState).toJSON();
  dropUndefinedProperties(serialized.root);
  return serialized as unknown as EditorState;
}

/** Deletes the properties holding `undefined` from a serialized node and its descendants (not from node data). */
function dropUndefinedProperties(node: SerializedNodeTree): void {
  for (const key of Object.keys(node)) {
    if (node[key] === undefined) delete node[key];
  }
  if (Array.isArray(node.children)) {
    for (const child of node.children) dropUndefinedProperties(child);
  }
  if (node.$slots !== undefined) {
    for (const slot of Object.values(node.$slots)) dropUndefinedProperties(slot);
  }
}

type SerializedNodeTree = {
  children?: SerializedNodeTree[];
  $slots?: Record<string, SerializedNodeTree>;
  [key: string]: unknown;
};
