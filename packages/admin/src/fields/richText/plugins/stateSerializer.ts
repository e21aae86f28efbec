import {
  $exportNodeJSON,
  $getRoot,
  $getSlot,
  $getSlotNames,
  $isElementNode,
  type EditorState,
  type LexicalNode,
  type NodeKey,
  type SerializedEditorState,
  type SerializedLexicalNode,
} from 'lexical';

/** What an update listener receives, as far as the serializer reads it. */
export type UpdateListenerPayload = {
  editorState: EditorState;
  prevEditorState: EditorState;
  dirtyElements: ReadonlyMap<NodeKey, unknown>;
  dirtyLeaves: ReadonlySet<NodeKey>;
};

type Part = { node: LexicalNode; json: SerializedLexicalNode; text: string };

/** What `serialize` answers: the state's JSON text, and its value (the text parsed, built without parsing it). */
export type Serialized = { text: string; value: SerializedEditorState };

const emptyChildren = '"children":[]';

/**
 * `JSON.stringify(editorState.toJSON())` and its parsed value, without serializing the whole document after every
 * change: each top-level node's JSON and text are kept and reused while the node is unchanged, so a keystroke
 * in a 1,000-block document re-serializes one paragraph. A node counts as unchanged when it is the same object
 * as before and no update since marked it or anything inside it dirty (Lexical marks every ancestor of a changed
 * node dirty; a state set as a whole, as undo and `setEditorState` do, marks only the root, and then everything
 * is serialized again). The value's parts are shared between successive values: the form treats values as
 * immutable, so nothing writes into them.
 */
export class StateSerializer {
  private parts = new Map<NodeKey, Part>();
  private readonly changed = new Set<NodeKey>();
  private isAllChanged = true;
  /** The state the kept parts and the changes noted lead up to. */
  private seen: EditorState | null = null;

  /**
   * Takes note of what an update changed (an update listener's arguments). An update not seen (a listener
   * registered late) makes everything count as changed.
   */
  noteUpdate({ editorState, prevEditorState, dirtyElements, dirtyLeaves }: UpdateListenerPayload): void {
    const isFollowing = prevEditorState === this.seen;
    this.seen = editorState;
    if (!isFollowing || (dirtyLeaves.size === 0 && dirtyElements.size === 1 && dirtyElements.has('root'))) {
      this.isAllChanged = true;
      return;
    }
    for (const key of dirtyElements.keys()) this.changed.add(key);
    for (const key of dirtyLeaves) this.changed.add(key);
  }

  /** Serializes `state` (normally the editor's latest: the updates noted are those that led to it). */
  serialize(state: EditorState): Serialized {
    if (state !== this.seen) this.isAllChanged = true;
    this.seen = state;
    return state.read(() => {
      const root = $getRoot();
      const rootJSON = $exportNodeJSON(root) as SerializedLexicalNode & { children: SerializedLexicalNode[] };
      const next = new Map<NodeKey, Part>();
      const json: SerializedLexicalNode[] = [];
      const texts: string[] = [];
      for (const node of root.getChildren()) {
        const key = node.getKey();
        let part = this.parts.get(key);
        if (!part || part.node !== node || this.isAllChanged || this.changed.has(key)) {
          const nodeJSON = $exportTree(node);
          part = { node, json: nodeJSON, text: JSON.stringify(nodeJSON) };
        }
        next.set(key, part);
        json.push(part.json);
        texts.push(part.text);
      }
      this.parts = next;
      this.changed.clear();
      this.isAllChanged = false;
      // The root's own JSON with no children, then its children's text put in their place.
      const shell = JSON.stringify({ root: { ...rootJSON, children: [] } });
      const at = shell.indexOf(emptyChildren);
      const text = `${shell.slice(0, at)}"children":[${texts.join(',')}]${shell.slice(at + emptyChildren.length)}`;
      return { text, value: { root: { ...rootJSON, children: json } } as unknown as SerializedEditorState };
    });
  }
}

/** A node and everything inside it, as `editorState.toJSON()` writes it. */
function $exportTree(node: LexicalNode): SerializedLexicalNode {
  const json = $exportNodeJSON(node) as SerializedLexicalNode & {
    children?: SerializedLexicalNode[];
    $slots?: Record<string, SerializedLexicalNode>;
  };
  if ($isElementNode(node)) for (const child of node.getChildren()) json.children?.push($exportTree(child));
  const slotNames = $getSlotNames(node);
  if (slotNames.length > 0) {
    const slots: Record<string, SerializedLexicalNode> = {};
    for (const name of slotNames) {
      const slot = $getSlot(node, name as never);
      if (slot) slots[name] = $exportTree(slot);
    }
    json.$slots = slots;
  }
  return json;
}
