import {
  type Announcements,
  DndContext,
  type DragMoveEvent,
  DragOverlay,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  useDraggable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import {
  $getNodeByKey,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  HISTORY_PUSH_TAG,
  type LexicalEditor,
  type LexicalNode,
  type NodeKey,
  SKIP_DOM_SELECTION_TAG,
} from 'lexical';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Icon } from '../../../components/Icon/index.tsx';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { keyboardStepCoordinates } from '../../shared/rows/keyboardStep.ts';
import { useRichText } from '../EditorContext.tsx';
import { dropGap, droppedIndex, gapLine, type Span } from './dropGap.ts';
import { $nodeName } from './nodeName.ts';
import './index.css';

/** Marks the update that moves a node, so the handle stays with the node it moved. */
const dragTag = 'atrium-drag';
/** The handle's height in pixels (index.css), to centre it on a node's first line. */
const handleHeight = 24;
/** About the height of a card's header (embeds/Embed.css), whose middle the handle of a card is level with. */
const cardHeaderHeight = 48;
/** How far outside the first or last node the drop indicator is drawn, in pixels. */
const lineEdge = 6;

// Nodes only move up and down.
const lockToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** The node the handle is next to: where it sits, what it is called and how many nodes there are. */
type Place = { top: number; name: string; count: number };

/** A drag under way (kept after it ends until the next one, for the last announcement). */
type Drag = {
  key: NodeKey;
  element: HTMLElement;
  name: string;
  from: number;
  count: number;
  /** The top-level nodes' extents when the drag started, from the top of the editable area. */
  spans: Span[];
  /** Where the handle's centre was, from the top of the editable area. */
  startY: number;
  /** The editable area's top, from the top of the handle's container. */
  rootTop: number;
  gap: number;
  /** Whether the target changed since the last announcement. */
  hasNews: boolean;
};

/**
 * A drag handle beside the top-level node under the pointer or holding the caret: dragged by mouse or touch, or
 * picked up with Space or Enter, moved 25 px per arrow key (spec 9) and dropped with Space or Enter (Escape
 * cancels). A line shows where the node will land and a screen reader hears each step; a move is one undo step.
 * Rendered in the editor's body before the editable area, so Shift+Tab from the text reaches the handle of the
 * caret's node. None when read-only.
 */
export function DragHandlePlugin() {
  const [editor] = useLexicalComposerContext();
  return useLexicalEditable() ? <DragHandle editor={editor} /> : null;
}

function DragHandle({ editor }: { editor: LexicalEditor }) {
  const i18n = useTranslation();
  const { t } = i18n;
  const { features } = useRichText();
  const [targetKey, setTargetKey] = useState<NodeKey | null>(null);
  const [place, setPlace] = useState<Place | null>(null);
  const [line, setLine] = useState<number | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const targetRef = useRef(targetKey);
  targetRef.current = targetKey;
  const drag = useRef<Drag | null>(null);
  const isDragging = useRef(false);
  const handleRef = useRef<HTMLButtonElement | null>(null);

  const measure = useCallback(() => {
    const key = targetRef.current;
    const element = key ? editor.getElementByKey(key) : null;
    const body = editor.getRootElement()?.parentElement;
    const node = key ? editor.read(() => describe(key, i18n, features)) : null;
    if (!element || !body || !node) {
      setPlace(null);
      return;
    }
    const rect = element.getBoundingClientRect();
    // Beside the first line of text, or a card's header.
    const line = element.isContentEditable
      ? Number.parseFloat(getComputedStyle(element).lineHeight) || handleHeight
      : cardHeaderHeight;
    const top = Math.round(rect.top - body.getBoundingClientRect().top + Math.min(rect.height, line) / 2 - handleHeight / 2);
    setPlace((old) => (old?.top === top && old.name === node.name && old.count === node.count ? old : { top, ...node }));
  }, [editor, i18n, features]);

  useLayoutEffect(() => {
    void targetKey;
    measure();
  }, [targetKey, measure]);

  // The caret's node: where typing or moving the caret goes, the handle follows (Shift+Tab from the text reaches it).
  useEffect(() => {
    let frame = 0;
    const remeasure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    const removeUpdates = editor.registerUpdateListener(({ editorState, prevEditorState, dirtyLeaves, tags }) => {
      if (!isDragging.current && !tags.has(dragTag)) {
        const key = editorState.read($selectedTopLevelKey);
        if (key && (dirtyLeaves.size > 0 || key !== prevEditorState.read($selectedTopLevelKey))) setTargetKey(key);
      }
      remeasure();
    });
    // Images loading, a card opening, the window's width: the node moves without an update.
    const resizes = new ResizeObserver(remeasure);
    const removeRoot = editor.registerRootListener((root, previous) => {
      if (previous) resizes.unobserve(previous);
      if (root) resizes.observe(root);
    });
    return () => {
      cancelAnimationFrame(frame);
      removeUpdates();
      removeRoot();
      resizes.disconnect();
    };
  }, [editor, measure]);

  // The pointer's node, wherever the pointer is in the body (the gutter included).
  useEffect(() => {
    let frame = 0;
    let body: HTMLElement | null = null;
    const handlePointerMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || isDragging.current) return;
      const y = event.clientY;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const root = editor.getRootElement();
        const element = root ? childAt(root, y) : null;
        const key = element ? editor.read(() => keyOfElement(editor, element)) : null;
        if (key) setTargetKey(key);
      });
    };
    const removeRoot = editor.registerRootListener((root) => {
      body?.removeEventListener('pointermove', handlePointerMove);
      body = root?.parentElement ?? null;
      body?.addEventListener('pointermove', handlePointerMove);
    });
    return () => {
      cancelAnimationFrame(frame);
      removeRoot();
      body?.removeEventListener('pointermove', handlePointerMove);
    };
  }, [editor]);

  const finish = () => {
    isDragging.current = false;
    drag.current?.element.classList.remove('rt-drag-source');
    setLine(null);
    setPreview(null);
    return drag.current;
  };

  const handleDragStart = () => {
    const root = editor.getRootElement();
    const key = targetRef.current;
    const element = key ? editor.getElementByKey(key) : null;
    const handle = handleRef.current;
    if (!root?.parentElement || !key || !element || !handle || !place) return;
    const rootRect = root.getBoundingClientRect();
    const keys = editor.read(() => $getRoot().getChildrenKeys());
    const spans = keys.map((each) => {
      const rect = editor.getElementByKey(each)?.getBoundingClientRect();
      return rect ? { top: rect.top - rootRect.top, bottom: rect.bottom - rootRect.top } : { top: 0, bottom: 0 };
    });
    const handleRect = handle.getBoundingClientRect();
    const from = keys.indexOf(key);
    drag.current = {
      key,
      element,
      name: place.name,
      from,
      count: keys.length,
      spans,
      startY: handleRect.top + handleRect.height / 2 - rootRect.top,
      rootTop: rootRect.top - root.parentElement.getBoundingClientRect().top,
      gap: from,
      hasNews: false,
    };
    isDragging.current = true;
    setPreview(previewOf(element, handleRect));
    element.classList.add('rt-drag-source');
  };

  const handleDragMove = ({ delta }: DragMoveEvent) => {
    const current = drag.current;
    if (!current || !isDragging.current) return;
    const gap = dropGap(current.spans, current.startY + delta.y);
    if (gap === current.gap) return;
    const index = droppedIndex(current.from, gap);
    current.hasNews ||= index !== droppedIndex(current.from, current.gap);
    current.gap = gap;
    setLine(index === current.from ? null : current.rootTop + gapLine(current.spans, gap, lineEdge));
  };

  const handleDragEnd = () => {
    const current = finish();
    if (!current || droppedIndex(current.from, current.gap) === current.from) return;
    editor.update(
      () => {
        const node = $getNodeByKey(current.key);
        if (node) $moveToGap(node, current.gap);
      },
      // The focus stays on the handle (a keyboard move goes on from there) rather than following the selection.
      { tag: [HISTORY_PUSH_TAG, SKIP_DOM_SELECTION_TAG, dragTag] },
    );
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    // Near the window's edge a step scrolls the page instead of moving the handle; an instant scroll, so steps pressed
    // faster than a smooth scroll finishes each still count their 25 px (smooth ones cut each other short).
    useSensor(KeyboardSensor, { coordinateGetter: keyboardStepCoordinates, scrollBehavior: 'auto' }),
  );

  const announcements = useMemo<Announcements>(() => {
    const at = (current: Drag, index: number) => ({ position: index + 1, count: current.count });
    return {
      onDragStart: () => {
        const current = drag.current;
        return current ? t('richTextDrag:pickedUp', { name: current.name, ...at(current, current.from) }) : undefined;
      },
      onDragMove: () => {
        const current = drag.current;
        if (!current?.hasNews) return undefined;
        current.hasNews = false;
        return t('richTextDrag:over', at(current, droppedIndex(current.from, current.gap)));
      },
      onDragOver: () => undefined,
      onDragEnd: () => {
        const current = drag.current;
        return current ? t('richTextDrag:dropped', at(current, droppedIndex(current.from, current.gap))) : undefined;
      },
      onDragCancel: () => t('richTextDrag:cancelled'),
    };
  }, [t]);

  return (
    <>
      <DndContext
        sensors={sensors}
        modifiers={[lockToVerticalAxis]}
        onDragStart={handleDragStart}
        onDragMove={handleDragMove}
        onDragEnd={handleDragEnd}
        onDragCancel={finish}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('richTextDrag:instructions') } }}
      >
        {place && place.count > 1 ? (
          <Handle top={place.top} label={t('richTextDrag:handle', { name: place.name })} handleRef={handleRef} />
        ) : null}
        <DragOverlay dropAnimation={null}>{preview ? <PreviewBox preview={preview} /> : null}</DragOverlay>
      </DndContext>
      {line === null ? null : <div className="rt-drop-line" style={{ top: line }} aria-hidden="true" />}
    </>
  );
}

function Handle({ top, label, handleRef }: { top: number; label: string; handleRef: RefObject<HTMLButtonElement | null> }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: 'rich-text-node' });
  const setRef = useCallback(
    (element: HTMLButtonElement | null) => {
      handleRef.current = element;
      setNodeRef(element);
    },
    [handleRef, setNodeRef],
  );
  return (
    <button
      type="button"
      ref={setRef}
      className={`rt-drag-handle${isDragging ? ' rt-drag-handle--dragging' : ''}`}
      style={{ top }}
      {...attributes}
      {...listeners}
      aria-label={label}
    >
      <Icon name="grip" />
    </button>
  );
}

/** A copy of the dragged node, placed over it relative to the handle (the overlay moves with the handle). */
type Preview = { copy: HTMLElement; top: number; left: number; width: number };

function previewOf(element: HTMLElement, handleRect: DOMRect): Preview {
  const copy = element.cloneNode(true) as HTMLElement;
  // The copy is only a picture: no duplicate ids, nothing to focus.
  copy.removeAttribute('id');
  for (const each of copy.querySelectorAll('[id]')) each.removeAttribute('id');
  const rect = element.getBoundingClientRect();
  return { copy, top: rect.top - handleRect.top, left: rect.left - handleRect.left, width: rect.width };
}

function PreviewBox({ preview }: { preview: Preview }) {
  const { copy, top, left, width } = preview;
  const fill = useCallback((element: HTMLDivElement | null) => element?.replaceChildren(copy), [copy]);
  return (
    <div className="rt-drag-ghost" aria-hidden="true">
      <span className="rt-drag-handle rt-drag-handle--dragging">
        <Icon name="grip" />
      </span>
      <div className="rich-text__content rt-drag-preview" style={{ top, left, width }} ref={fill} inert />
    </div>
  );
}

/** The name of the node at `key` and the number of top-level nodes. */
function describe(key: NodeKey, i18n: ReturnType<typeof useTranslation>, features: ReturnType<typeof useRichText>['features']) {
  const node = $getNodeByKey(key);
  return node?.getParent() === $getRoot() ? { name: $nodeName(node, i18n, features), count: $getRoot().getChildrenSize() } : null;
}

/** The top-level node holding the caret (or the selected card). */
function $selectedTopLevelKey(): NodeKey | null {
  const selection = $getSelection();
  const node = $isRangeSelection(selection) ? selection.anchor.getNode() : selection?.getNodes()[0];
  return node ? ($topLevel(node)?.getKey() ?? null) : null;
}

function $topLevel(node: LexicalNode): LexicalNode | null {
  let current: LexicalNode = node;
  for (let parent = current.getParent(); parent; parent = current.getParent()) {
    if (parent.getParent() === null) return current;
    current = parent;
  }
  return null;
}

/** The child of the editable area at height `y` (or the nearest one below or above it). */
function childAt(root: HTMLElement, y: number): HTMLElement | null {
  const children = root.children;
  let low = 0;
  let high = children.length - 1;
  if (high < 0) return null;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((children[middle] as HTMLElement).getBoundingClientRect().bottom < y) low = middle + 1;
    else high = middle;
  }
  return children[low] as HTMLElement;
}

function keyOfElement(editor: LexicalEditor, element: HTMLElement): NodeKey | null {
  const keys = $getRoot().getChildrenKeys();
  return keys.find((key) => editor.getElementByKey(key) === element) ?? null;
}

/** Moves a top-level node into `gap` (0 before the first node, the node count after the last). */
function $moveToGap(node: LexicalNode, gap: number): void {
  const root = $getRoot();
  const next = root.getChildAtIndex(gap);
  if (next) {
    if (!next.is(node)) next.insertBefore(node);
  } else root.getLastChild()?.insertAfter(node);
}
