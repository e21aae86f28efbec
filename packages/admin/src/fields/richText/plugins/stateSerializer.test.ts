import { $isBlockNode, allNodes } from '@atrium/richtext/client';
import { kitchenSink } from '@atrium/richtext/fixtures';
import { createHeadlessEditor } from '@lexical/headless';
import { $createParagraphNode, $createTextNode, $getRoot, $isElementNode, $isTextNode, type LexicalEditor } from 'lexical';
import { describe, expect, it } from 'vitest';
import { StateSerializer } from './stateSerializer.ts';

/** An editor holding every node kind, with a serializer fed by its update listener as ValuePlugin feeds it. */
function setUp(): { editor: LexicalEditor; serializer: StateSerializer } {
  const editor = createHeadlessEditor({
    nodes: allNodes,
    onError: (error) => {
      throw error;
    },
  });
  editor.setEditorState(editor.parseEditorState(JSON.stringify(kitchenSink)));
  const serializer = new StateSerializer();
  serializer.serialize(editor.getEditorState());
  editor.registerUpdateListener((update) => serializer.noteUpdate(update));
  return { editor, serializer };
}

/** The serializer's answer must be exactly what Lexical's own serialization writes, text and value. */
function expectSameAsLexical(editor: LexicalEditor, serializer: StateSerializer) {
  const expected = JSON.stringify(editor.getEditorState().toJSON());
  const { text, value } = serializer.serialize(editor.getEditorState());
  expect(text).toBe(expected);
  expect(JSON.stringify(value)).toBe(expected);
}

describe('StateSerializer', () => {
  it('writes what editorState.toJSON() writes for a document holding every node kind', () => {
    const { editor, serializer } = setUp();
    expectSameAsLexical(editor, serializer);
  });

  it('follows text typed deep inside a node, blocks changed, nodes added and removed', () => {
    const { editor, serializer } = setUp();
    // Typing in the last text node of the document (inside a paragraph).
    editor.update(() => $getRoot().getLastDescendant()?.getParent()?.append($createTextNode(' typed')), { discrete: true });
    expectSameAsLexical(editor, serializer);
    // Text inside a table cell: three levels below the top-level node.
    editor.update(
      () => {
        const table = $getRoot()
          .getChildren()
          .find((node) => node.getType() === 'table');
        const cellText = $isElementNode(table) ? table.getAllTextNodes()[1] : undefined;
        if ($isTextNode(cellText)) cellText.setTextContent('Changed in a cell');
      },
      { discrete: true },
    );
    expectSameAsLexical(editor, serializer);
    // A block's fields, a new paragraph, a removed node.
    editor.update(
      () => {
        const block = $getRoot().getChildren().find($isBlockNode);
        block?.setFields({ ...block.getFields(), blockName: 'Renamed' });
        $getRoot()
          .getFirstChild()
          ?.insertAfter($createParagraphNode().append($createTextNode('New')));
        $getRoot().getChildAtIndex(3)?.remove();
      },
      { discrete: true },
    );
    expectSameAsLexical(editor, serializer);
  });

  it('serializes everything again when a whole state is set (undo) or an update went unseen', () => {
    const { editor, serializer } = setUp();
    const before = editor.getEditorState();
    editor.update(() => $getRoot().getFirstDescendant()?.getParent()?.append($createTextNode(' more')), { discrete: true });
    expectSameAsLexical(editor, serializer);
    // Undo sets an earlier state whose top-level nodes are the very objects of the cached ones.
    editor.setEditorState(before);
    expectSameAsLexical(editor, serializer);
    // A state the serializer never heard of.
    const unseen = new StateSerializer();
    unseen.serialize(editor.getEditorState());
    editor.update(() => $getRoot().getFirstDescendant()?.getParent()?.append($createTextNode(' unseen')), { discrete: true });
    expect(unseen.serialize(editor.getEditorState()).text).toBe(JSON.stringify(editor.getEditorState().toJSON()));
  });
});
