import { INSERT_CHECK_LIST_COMMAND, INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import {
  $getNodeByKey,
  $getSelection,
  $isRangeSelection,
  $isTextNode,
  COMMAND_PRIORITY_CRITICAL,
  KEY_ARROW_DOWN_COMMAND,
  KEY_ARROW_UP_COMMAND,
  KEY_ENTER_COMMAND,
  KEY_ESCAPE_COMMAND,
  KEY_TAB_COMMAND,
  type LexicalEditor,
} from 'lexical';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import {
  $insertHorizontalRule,
  $setBlockType,
  INSERT_BLOCK_COMMAND,
  OPEN_EMBED_PICKER_COMMAND,
  openTablePicker,
} from '../commands.ts';
import { useRichText } from '../EditorContext.tsx';
import type { EditorFeatures } from '../editorProps.ts';
import { filterSlashOptions, matchSlashQuery, type SlashOption } from './slashOptions.ts';
import './index.css';

/** Spec 2 and 9: the menu sits 32px below the top of the line holding the slash. */
const menuOffset = 32;

type Option = SlashOption & { run: (editor: LexicalEditor) => void };

/** Where the typed command is: the text node, the slash's offset, the query after it and the caret's box. */
type Trigger = { nodeKey: string; start: number; end: number; query: string; rect: DOMRect };

/**
 * The slash menu (spec 2): typing `/` at the start of a line or after a space opens a listbox of what can be
 * inserted, filtered by what follows the slash. Arrow keys move, Enter or Tab chooses, Escape closes (and the
 * same slash does not reopen it). Focus stays in the text: the listbox is tied to it with `aria-controls` and
 * `aria-activedescendant`.
 */
export function SlashMenuPlugin() {
  const [editor] = useLexicalComposerContext();
  const { features, idPrefix } = useRichText();
  const { t, label, dir } = useTranslation();
  const [trigger, setTrigger] = useState<Trigger | null>(null);
  const [active, setActive] = useState(0);
  const dismissed = useRef<string | null>(null);
  const previous = useRef<Trigger | null>(null);
  const listId = `${idPrefix}-slash`;

  const allOptions = useMemo(() => slashOptions(features, t, label), [features, t, label]);
  const options = useMemo(() => {
    const matches = trigger ? filterSlashOptions(allOptions, trigger.query) : [];
    // Listed by section, so the arrow keys follow what is on screen.
    const groups = [...new Set(matches.map((option) => option.group))];
    return groups.flatMap((group) => matches.filter((option) => option.group === group));
  }, [allOptions, trigger]);
  const isOpen = trigger !== null && options.length > 0;

  // Watch the text before the caret for a slash command.
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        let next = editorState.read(() => readTrigger(editor));
        if (!next) dismissed.current = null;
        else if (dismissed.current === `${next.nodeKey}:${next.start}`) next = null;
        const last = previous.current;
        if (next && (!last || last.query !== next.query || last.nodeKey !== next.nodeKey)) setActive(0);
        previous.current = next;
        setTrigger(next);
      }),
    [editor],
  );

  const choose = (option: Option | undefined) => {
    if (!option || !trigger) return;
    const { nodeKey, start, end } = trigger;
    setTrigger(null);
    editor.update(() => {
      const node = $getNodeByKey(nodeKey);
      if (!$isTextNode(node)) return;
      // Remove the typed command, leaving the caret where it began.
      node.spliceText(start, end - start, '', true);
    });
    option.run(editor);
  };

  // While the menu is open, its keys win over the editor's (lists and tables use the same ones).
  useEffect(() => {
    if (!isOpen) return;
    const move = (delta: number) => (event: KeyboardEvent) => {
      event.preventDefault();
      setActive((index) => (index + delta + options.length) % options.length);
      return true;
    };
    const select = (event: KeyboardEvent | null) => {
      event?.preventDefault();
      choose(options[active]);
      return true;
    };
    return mergeRegister(
      editor.registerCommand(KEY_ARROW_DOWN_COMMAND, move(1), COMMAND_PRIORITY_CRITICAL),
      editor.registerCommand(KEY_ARROW_UP_COMMAND, move(-1), COMMAND_PRIORITY_CRITICAL),
      editor.registerCommand(KEY_ENTER_COMMAND, select, COMMAND_PRIORITY_CRITICAL),
      editor.registerCommand(KEY_TAB_COMMAND, select, COMMAND_PRIORITY_CRITICAL),
      editor.registerCommand(
        KEY_ESCAPE_COMMAND,
        (event) => {
          event.preventDefault();
          event.stopPropagation();
          if (trigger) dismissed.current = `${trigger.nodeKey}:${trigger.start}`;
          setTrigger(null);
          return true;
        },
        COMMAND_PRIORITY_CRITICAL,
      ),
    );
  });

  // The text field names the listbox it controls and its active option.
  const activeId = isOpen ? `${listId}-${options[Math.min(active, options.length - 1)]?.id}` : undefined;
  useEffect(() => {
    const root = editor.getRootElement();
    if (!root) return;
    if (activeId) {
      root.setAttribute('aria-controls', listId);
      root.setAttribute('aria-activedescendant', activeId);
      root.setAttribute('aria-autocomplete', 'list');
      document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
    } else {
      root.removeAttribute('aria-controls');
      root.removeAttribute('aria-activedescendant');
      root.removeAttribute('aria-autocomplete');
    }
  }, [editor, activeId, listId]);

  if (!isOpen || !trigger) return null;
  const style = menuPosition(trigger.rect, dir);
  const activeIndex = Math.min(active, options.length - 1);
  const groups = [...new Set(options.map((option) => option.group))];
  return createPortal(
    <div className="rt-slash" style={style} dir={dir}>
      <div id={listId} role="listbox" aria-label={t('richText:slashMenu')} className="rt-slash__list">
        {groups.map((group, g) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's sections are ARIA groups, not fieldsets
          <div key={group} role="group" aria-labelledby={`${listId}-group-${g}`} className="rt-slash__group">
            <div id={`${listId}-group-${g}`} role="presentation" className="rt-slash__heading">
              {group}
            </div>
            {options.map((option, index) =>
              option.group !== group ? null : (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keys stay in the text, which drives the listbox (aria-activedescendant)
                <div
                  key={option.id}
                  id={`${listId}-${option.id}`}
                  role="option"
                  aria-selected={index === activeIndex}
                  tabIndex={-1}
                  className={`rt-slash__option${index === activeIndex ? ' rt-slash__option--active' : ''}`}
                  // The caret stays in the text; a click chooses without moving focus.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => choose(option)}
                >
                  {option.label}
                </div>
              ),
            )}
          </div>
        ))}
      </div>
    </div>,
    document.body,
  );
}

/** The slash command at the caret, if any (inside `editorState.read`). */
function readTrigger(editor: LexicalEditor): Trigger | null {
  if (!editor.isEditable()) return null;
  const selection = $getSelection();
  if (!$isRangeSelection(selection) || !selection.isCollapsed()) return null;
  const node = selection.anchor.getNode();
  if (!$isTextNode(node) || node.hasFormat('code')) return null;
  const offset = selection.anchor.offset;
  const match = matchSlashQuery(node.getTextContent().slice(0, offset));
  if (!match) return null;
  const rect = caretRect(editor);
  if (!rect) return null;
  return { nodeKey: node.getKey(), start: match.start, end: offset, query: match.query, rect };
}

/** The box of the caret in the viewport. */
function caretRect(editor: LexicalEditor): DOMRect | null {
  const root = editor.getRootElement();
  const selection = window.getSelection();
  if (!root || !selection || selection.rangeCount === 0 || !root.contains(selection.anchorNode)) return null;
  const range = selection.getRangeAt(0);
  const rect = range.getBoundingClientRect();
  if (rect.height > 0 || rect.width > 0) return rect;
  // A caret at the start of an empty text has no box of its own: use its element's.
  const element = selection.anchorNode instanceof Element ? selection.anchorNode : selection.anchorNode?.parentElement;
  return element?.getBoundingClientRect() ?? null;
}

/** Below the line at the caret, kept inside the viewport (flipped above when there is no room below). */
function menuPosition(rect: DOMRect, dir: 'ltr' | 'rtl'): CSSProperties {
  const width = Math.min(288, window.innerWidth - 16);
  const height = 320;
  const below = rect.top + menuOffset;
  const top = below + height > window.innerHeight && rect.top - height > 0 ? rect.top - height - 8 : below;
  const start = dir === 'rtl' ? rect.right - width : rect.left;
  const left = Math.max(8, Math.min(start, window.innerWidth - width - 8));
  return { top, left, width, maxHeight: height };
}

type Translate = ReturnType<typeof useTranslation>['t'];
type LabelOf = ReturnType<typeof useTranslation>['label'];

/** Everything the field enables, in menu order: text blocks, then insertions, then the field's blocks. */
function slashOptions(features: EditorFeatures, t: Translate, label: LabelOf): Option[] {
  const text = t('richText:groupText');
  const insert = t('richText:groupInsert');
  const blocks = t('richText:blocks');
  const options: Option[] = [
    {
      id: 'paragraph',
      label: t('richText:paragraph'),
      keywords: ['text', 'p'],
      group: text,
      run: (e) => e.update(() => $setBlockType('paragraph')),
    },
  ];
  if (features.has('heading')) {
    for (const tag of features.headingSizes) {
      options.push({
        id: tag,
        label: t('richText:heading', { level: tag.slice(1) }),
        keywords: [tag, 'heading', 'title'],
        group: text,
        run: (e) => e.update(() => $setBlockType(tag)),
      });
    }
  }
  if (features.has('list')) {
    options.push(
      {
        id: 'bullet',
        label: t('richText:bulletList'),
        keywords: ['ul', 'unordered', 'bullet', 'list'],
        group: text,
        run: (e) => e.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined),
      },
      {
        id: 'number',
        label: t('richText:numberList'),
        keywords: ['ol', 'ordered', 'numbered', 'list'],
        group: text,
        run: (e) => e.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined),
      },
    );
  }
  if (features.has('checklist')) {
    options.push({
      id: 'check',
      label: t('richText:checkList'),
      keywords: ['todo', 'checkbox', 'task', 'list'],
      group: text,
      run: (e) => e.dispatchCommand(INSERT_CHECK_LIST_COMMAND, undefined),
    });
  }
  if (features.has('quote')) {
    options.push({
      id: 'quote',
      label: t('richText:quote'),
      keywords: ['blockquote', 'citation'],
      group: text,
      run: (e) => e.update(() => $setBlockType('quote')),
    });
  }
  if (features.has('horizontalrule')) {
    options.push({
      id: 'rule',
      label: t('richText:horizontalRule'),
      keywords: ['hr', 'divider', 'separator', 'line', 'rule'],
      group: insert,
      run: (e) => e.update(() => $insertHorizontalRule()),
    });
  }
  if (features.has('table')) {
    options.push({ id: 'table', label: t('richText:table'), keywords: ['grid', 'table'], group: insert, run: openTablePicker });
  }
  if (features.has('relationship')) {
    options.push({
      id: 'relationship',
      label: t('richText:relationship'),
      keywords: ['document', 'reference', 'embed', 'relationship'],
      group: insert,
      run: (e) => e.dispatchCommand(OPEN_EMBED_PICKER_COMMAND, 'relationship'),
    });
  }
  if (features.has('upload')) {
    options.push({
      id: 'upload',
      label: t('richText:upload'),
      keywords: ['image', 'picture', 'file', 'media', 'upload'],
      group: insert,
      run: (e) => e.dispatchCommand(OPEN_EMBED_PICKER_COMMAND, 'upload'),
    });
  }
  if (features.has('block')) {
    for (const block of features.blocks) {
      options.push({
        id: `block-${block.slug}`,
        label: label(block.labels?.singular, block.slug),
        keywords: [block.slug, 'block'],
        group: blocks,
        run: (e) => e.dispatchCommand(INSERT_BLOCK_COMMAND, { slug: block.slug, isInline: false }),
      });
    }
  }
  if (features.has('inlineBlock')) {
    for (const block of features.inlineBlocks) {
      options.push({
        id: `inline-${block.slug}`,
        label: t('richText:inlineBlockLabel', { label: label(block.labels?.singular, block.slug) }),
        keywords: [block.slug, 'inline'],
        group: blocks,
        run: (e) => e.dispatchCommand(INSERT_BLOCK_COMMAND, { slug: block.slug, isInline: true }),
      });
    }
  }
  return options;
}
