import { $isLinkNode, $isListNode, ListNode, type TextFormatName } from '@atrium/richtext/client';
import {
  INSERT_CHECK_LIST_COMMAND,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $isHeadingNode, $isQuoteNode } from '@lexical/rich-text';
import { $findCellNode, $isTableSelection } from '@lexical/table';
import { $findMatchingParent, $getNearestNodeOfType, mergeRegister } from '@lexical/utils';
import {
  $getSelection,
  $isRangeSelection,
  $isRootOrShadowRoot,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
} from 'lexical';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { $insertHorizontalRule, $setBlockType, type BlockType, OPEN_LINK_DIALOG_COMMAND } from '../commands.ts';
import { useRichText } from '../EditorContext.tsx';
import { isMac } from '../keys.ts';
import { InsertMenu } from './InsertMenu.tsx';
import { icons } from './icons.tsx';
import { TableMenu } from './TableMenu.tsx';
import './index.css';

type ListKind = 'bullet' | 'number' | 'check';

/** What the toolbar shows as active: read from the selection after every update. */
type ToolbarState = {
  blockType: BlockType | ListKind;
  formats: Set<TextFormatName>;
  isLink: boolean;
  isInTable: boolean;
  canUndo: boolean;
  canRedo: boolean;
};

const initialState: ToolbarState = {
  blockType: 'paragraph',
  formats: new Set(),
  isLink: false,
  isInTable: false,
  canUndo: false,
  canRedo: false,
};

/** The formatting toolbar: block type, text formats, lists, link, rule and the insert and table menus. */
export function Toolbar() {
  const [editor] = useLexicalComposerContext();
  const { features, contentId } = useRichText();
  const { t } = useTranslation();
  const [state, setState] = useState<ToolbarState>(initialState);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => {
          const next = editorState.read(() => readSelection(features.formats));
          // Typing rarely changes what the toolbar shows: keep the same state (no re-render) when nothing moved.
          setState((previous) => (isSameState(previous, next) ? previous : { ...previous, ...next }));
        }),
        editor.registerCommand(
          CAN_UNDO_COMMAND,
          (canUndo) => {
            setState((previous) => ({ ...previous, canUndo }));
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_REDO_COMMAND,
          (canRedo) => {
            setState((previous) => ({ ...previous, canRedo }));
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor, features.formats],
  );

  const mod = isMac() ? '⌘' : 'Ctrl+';
  const shortcuts: Partial<Record<TextFormatName, string>> = { bold: 'B', italic: 'I', underline: 'U' };
  const blockTypes: Array<{ value: BlockType; label: string }> = [
    { value: 'paragraph', label: t('richText:paragraph') },
    ...(features.has('heading')
      ? features.headingSizes.map((tag) => ({ value: tag, label: t('richText:heading', { level: tag.slice(1) }) }))
      : []),
    ...(features.has('quote') ? [{ value: 'quote' as const, label: t('richText:quote') }] : []),
  ];
  const isList = state.blockType === 'bullet' || state.blockType === 'number' || state.blockType === 'check';

  const handleBlockType = (type: BlockType) => {
    editor.update(() => $setBlockType(type));
    editor.focus();
  };
  const toggleList = (kind: ListKind) => {
    if (state.blockType === kind) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else if (kind === 'bullet') editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined);
    else if (kind === 'number') editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined);
    else editor.dispatchCommand(INSERT_CHECK_LIST_COMMAND, undefined);
  };

  return (
    <RovingToolbar label={t('richText:toolbar')} controls={contentId}>
      <select
        className="rt-toolbar__select"
        aria-label={t('richText:blockType')}
        value={isList ? '' : state.blockType}
        onChange={(event) => handleBlockType(event.target.value as BlockType)}
      >
        {isList ? <option value="">{t(`richText:${state.blockType}List`)}</option> : null}
        {blockTypes.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Separator />
      {features.formats.map((format) => (
        <ToolButton
          key={format}
          label={t(`richText:${format}`)}
          shortcut={shortcuts[format] ? `${mod}${shortcuts[format]}` : undefined}
          isPressed={state.formats.has(format)}
          onPress={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format)}
        >
          {icons[format]}
        </ToolButton>
      ))}
      {features.has('list') || features.has('checklist') ? <Separator /> : null}
      {features.has('list') ? (
        <>
          <ToolButton
            label={t('richText:bulletList')}
            isPressed={state.blockType === 'bullet'}
            onPress={() => toggleList('bullet')}
          >
            {icons.bullet}
          </ToolButton>
          <ToolButton
            label={t('richText:numberList')}
            isPressed={state.blockType === 'number'}
            onPress={() => toggleList('number')}
          >
            {icons.number}
          </ToolButton>
        </>
      ) : null}
      {features.has('checklist') ? (
        <ToolButton label={t('richText:checkList')} isPressed={state.blockType === 'check'} onPress={() => toggleList('check')}>
          {icons.check}
        </ToolButton>
      ) : null}
      <Separator />
      {features.has('quote') ? (
        <ToolButton
          label={t('richText:quote')}
          isPressed={state.blockType === 'quote'}
          onPress={() => handleBlockType(state.blockType === 'quote' ? 'paragraph' : 'quote')}
        >
          {icons.quote}
        </ToolButton>
      ) : null}
      {features.has('link') ? (
        <ToolButton
          label={state.isLink ? t('richText:editLink') : t('richText:link')}
          shortcut={`${mod}K`}
          isPressed={state.isLink}
          onPress={() => editor.dispatchCommand(OPEN_LINK_DIALOG_COMMAND, undefined)}
        >
          {icons.link}
        </ToolButton>
      ) : null}
      {features.has('horizontalrule') ? (
        <ToolButton label={t('richText:horizontalRule')} onPress={() => editor.update(() => $insertHorizontalRule())}>
          {icons.rule}
        </ToolButton>
      ) : null}
      <InsertMenu />
      {state.isInTable ? <TableMenu /> : null}
      <span className="rt-toolbar__end">
        <ToolButton
          label={t('richText:undo')}
          shortcut={`${mod}Z`}
          isDisabled={!state.canUndo}
          onPress={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}
        >
          {icons.undo}
        </ToolButton>
        <ToolButton
          label={t('richText:redo')}
          shortcut={isMac() ? '⇧⌘Z' : 'Ctrl+Y'}
          isDisabled={!state.canRedo}
          onPress={() => editor.dispatchCommand(REDO_COMMAND, undefined)}
        >
          {icons.redo}
        </ToolButton>
      </span>
    </RovingToolbar>
  );
}

/** The toolbar state of the current selection (inside `editorState.read`). */
function readSelection(enabledFormats: TextFormatName[]): Partial<ToolbarState> {
  const selection = $getSelection();
  if ($isTableSelection(selection)) return { isInTable: true, isLink: false, formats: new Set() };
  if (!$isRangeSelection(selection)) return { isLink: false, isInTable: false };
  const anchor = selection.anchor.getNode();
  const top =
    anchor.getKey() === 'root'
      ? anchor
      : ($findMatchingParent(anchor, (node) => {
          const parent = node.getParent();
          return parent !== null && $isRootOrShadowRoot(parent);
        }) ?? anchor.getTopLevelElementOrThrow());
  let blockType: ToolbarState['blockType'] = 'paragraph';
  if ($isListNode(top)) {
    const list = $getNearestNodeOfType(anchor, ListNode) ?? top;
    blockType = list.getListType();
  } else if ($isHeadingNode(top)) blockType = top.getTag();
  else if ($isQuoteNode(top)) blockType = 'quote';
  return {
    blockType,
    formats: new Set(enabledFormats.filter((format) => selection.hasFormat(format))),
    isLink:
      $findMatchingParent(anchor, $isLinkNode) !== null || $findMatchingParent(selection.focus.getNode(), $isLinkNode) !== null,
    isInTable: $findCellNode(anchor) !== null,
  };
}

function isSameState(previous: ToolbarState, next: Partial<ToolbarState>): boolean {
  for (const key of Object.keys(next) as Array<keyof ToolbarState>) {
    const a = previous[key];
    const b = next[key];
    if (a instanceof Set && b instanceof Set) {
      if (a.size !== b.size || [...a].some((format) => !b.has(format))) return false;
    } else if (a !== b) return false;
  }
  return true;
}

type ToolButtonProps = {
  label: string;
  shortcut?: string;
  isPressed?: boolean;
  isDisabled?: boolean;
  onPress: () => void;
  children: ReactNode;
};

/** An icon button of the toolbar; the label shows as a tooltip and names it for assistive technology. */
export function ToolButton({ label, shortcut, isPressed, isDisabled, onPress, children }: ToolButtonProps) {
  return (
    <button
      type="button"
      className="rt-toolbar__button"
      aria-label={label}
      aria-pressed={isPressed}
      aria-keyshortcuts={shortcut?.replace('⌘', 'Meta+').replace('Ctrl+', 'Control+')}
      title={shortcut ? `${label} (${shortcut})` : label}
      disabled={isDisabled}
      // Keep the editor's selection: a toolbar button acts on it and must not take focus on click.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      {children}
    </button>
  );
}

function Separator() {
  return <span className="rt-toolbar__separator" aria-hidden="true" />;
}

/**
 * `role="toolbar"` with one tab stop: arrow keys move between the controls (mirrored right to left), Home and
 * End jump to the ends.
 */
export function RovingToolbar({
  label,
  controls,
  className = 'rt-toolbar scroll-shadows',
  keyShortcuts,
  children,
}: {
  label: string;
  controls: string;
  className?: string;
  /** The keys that move focus to the toolbar, for assistive technology (`aria-keyshortcuts`). */
  keyShortcuts?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const items = useCallback(
    () =>
      Array.from(ref.current?.querySelectorAll<HTMLElement>('button:not(:disabled), select') ?? []).filter(
        (item) => item.closest('[role="toolbar"]') === ref.current,
      ),
    [],
  );
  // One tab stop: the control last focused (the first one to begin with).
  // (By attribute: every button's `tabIndex` property is 0 until it is set, so all were tab stops at first.)
  useEffect(() => {
    const list = items();
    const current = list.find((item) => item.getAttribute('tabindex') === '0') ?? list[0];
    for (const item of list) item.setAttribute('tabindex', item === current ? '0' : '-1');
  });
  const handleFocus = (event: React.FocusEvent) => {
    const list = items();
    if (!list.includes(event.target as HTMLElement)) return;
    for (const item of list) item.setAttribute('tabindex', item === event.target ? '0' : '-1');
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (index === -1) return;
    const isRTL = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = isRTL ? 'ArrowLeft' : 'ArrowRight';
    const backward = isRTL ? 'ArrowRight' : 'ArrowLeft';
    let next = -1;
    if (event.key === forward) next = (index + 1) % list.length;
    else if (event.key === backward) next = (index - 1 + list.length) % list.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = list.length - 1;
    if (next === -1) return;
    // A select keeps its own up/down keys; left/right leave it.
    event.preventDefault();
    list[next].focus();
  };
  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      aria-keyshortcuts={keyShortcuts}
      className={className}
      onFocus={handleFocus}
      onKeyDown={handleKeyDown}
    >
      {children}
    </div>
  );
}
