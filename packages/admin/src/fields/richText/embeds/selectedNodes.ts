import {
  $createNodeSelection,
  $getNodeByKey,
  $getSelection,
  $isNodeSelection,
  $setSelection,
  type LexicalEditor,
  type NodeKey,
} from 'lexical';

type Watcher = { isSelected: boolean; notify: (isSelected: boolean) => void };

/**
 * Which embedded nodes are selected, worked out once per editor update for every card of one editor. Lexical's
 * `useLexicalNodeSelection` gives each card an update listener of its own that asks the selection about it: a
 * long document's hundred cards made every keystroke ask a hundred times. Here one listener asks only about the
 * nodes the selection holds (a caret holds one text node), and tells just the cards whose state changed.
 */
class SelectedNodes {
  private readonly watchers = new Map<NodeKey, Set<Watcher>>();
  private removeListener: (() => void) | undefined;

  constructor(private readonly editor: LexicalEditor) {}

  watch(key: NodeKey, notify: (isSelected: boolean) => void): { isSelected: boolean; stop: () => void } {
    const watcher: Watcher = { isSelected: this.read(key), notify };
    const forKey = this.watchers.get(key) ?? new Set<Watcher>();
    forKey.add(watcher);
    this.watchers.set(key, forKey);
    this.removeListener ??= this.editor.registerUpdateListener(() => this.update());
    return {
      isSelected: watcher.isSelected,
      stop: () => {
        forKey.delete(watcher);
        if (forKey.size === 0 && this.watchers.get(key) === forKey) this.watchers.delete(key);
        if (this.watchers.size === 0) {
          this.removeListener?.();
          this.removeListener = undefined;
        }
      },
    };
  }

  /** Whether the node of `key` is selected now (as `LexicalNode.isSelected` answers). */
  read(key: NodeKey): boolean {
    return this.editor.read('latest', () => $getNodeByKey(key)?.isSelected() ?? false);
  }

  private update(): void {
    const selected = this.editor.read('latest', () => {
      const keys = new Set<NodeKey>();
      const selection = $getSelection();
      if (!selection) return keys;
      // The selection's nodes are computed once (and cached on it); only those can be selected.
      for (const node of selection.getNodes()) {
        const key = node.getKey();
        if (this.watchers.has(key) && node.isSelected(selection)) keys.add(key);
      }
      return keys;
    });
    for (const [key, watchers] of this.watchers) {
      const isSelected = selected.has(key);
      for (const watcher of watchers) {
        if (watcher.isSelected === isSelected) continue;
        watcher.isSelected = isSelected;
        watcher.notify(isSelected);
      }
    }
  }
}

const trackers = new WeakMap<LexicalEditor, SelectedNodes>();

/** The selected-node tracker of `editor`, made on first use. */
export function selectedNodesOf(editor: LexicalEditor): SelectedNodes {
  let tracker = trackers.get(editor);
  if (!tracker) {
    tracker = new SelectedNodes(editor);
    trackers.set(editor, tracker);
  }
  return tracker;
}

/**
 * Adds the node of `key` to a node selection or takes it out. Under a range selection, adding replaces it with a
 * node selection; taking out a node the range does not cover leaves the caret alone.
 */
export function setNodeSelected(editor: LexicalEditor, key: NodeKey, isSelected: boolean): void {
  editor.update(() => {
    const current = $getSelection();
    let selection = $isNodeSelection(current) ? current : null;
    if (!selection) {
      if (!isSelected && !$getNodeByKey(key)?.isSelected()) return;
      selection = $createNodeSelection();
      $setSelection(selection);
    }
    if (isSelected) selection.add(key);
    else selection.delete(key);
  });
}

/** Empties a node selection (a range selection is left as it is). */
export function clearNodeSelection(editor: LexicalEditor): void {
  editor.update(() => {
    const selection = $getSelection();
    if ($isNodeSelection(selection)) selection.clear();
  });
}
