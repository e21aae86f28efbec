import { $isLinkNode, type TextFormatName } from '@atrium/richtext/client';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $findMatchingParent, mergeRegister } from '@lexical/utils';
import {
  $getSelection,
  $isRangeSelection,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  KEY_DOWN_COMMAND,
  type LexicalNode,
  SELECTION_CHANGE_COMMAND,
} from 'lexical';
import { type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { OPEN_LINK_DIALOG_COMMAND } from '../commands.ts';
import { useRichText } from '../EditorContext.tsx';
import { isMac } from '../keys.ts';
import { icons } from '../Toolbar/icons.tsx';
import { RovingToolbar, ToolButton } from '../Toolbar/index.tsx';
import './index.css';

/** What the selection holds, read from the editor state; `null` when there is no text selected. */
type SelectionState = { formats: Set<TextFormatName>; isLink: boolean };

/** Where the bar sits in the editor's body, and whether below the selection (no room above it). */
type Placement = { top: number; left: number; isBelow: boolean };

/** The shortcut that moves focus from the text to the bar (the one TinyMCE and CKEditor use). */
const focusShortcut = 'Alt+F10';
const gap = 8;

/**
 * The inline toolbar: a bar of the field's text formats and the link button, floating over selected text.
 * It shows once a selection is made (after the mouse button is released) and hides when the selection
 * collapses or focus leaves the editor. Alt+F10 moves focus to it, arrows move between its buttons, Escape
 * returns to the text with the selection kept.
 */
export function InlineToolbar() {
  const [editor] = useLexicalComposerContext();
  const { features, contentId } = useRichText();
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [selection, setSelection] = useState<SelectionState | null>(null);
  const [placement, setPlacement] = useState<Placement | null>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const isPointerDown = useRef(false);
  const lastRect = useRef<DOMRect | null>(null);
  const hasLink = features.has('link');

  useEffect(() => editor.registerRootListener((root) => setAnchor(root?.parentElement ?? null)), [editor]);

  /** Reads the selection and focus again; called on every change that can show, hide or move the bar. */
  const refresh = useCallback(() => {
    const root = editor.getRootElement();
    const bar = barRef.current;
    const active = document.activeElement;
    const isFocusInBar = bar !== null && bar.contains(active);
    if (!root || isPointerDown.current || !(root.contains(active) || isFocusInBar)) {
      setSelection(null);
      return;
    }
    const next = editor.getEditorState().read((): SelectionState | null => {
      const current = $getSelection();
      if (!$isRangeSelection(current) || current.isCollapsed() || current.getTextContent().trim() === '') return null;
      const isInLink = (node: LexicalNode) => $findMatchingParent(node, $isLinkNode) !== null;
      return {
        formats: new Set(features.formats.filter((format) => current.hasFormat(format))),
        isLink: isInLink(current.anchor.getNode()) || isInLink(current.focus.getNode()),
      };
    });
    // With focus in the bar the text's selection is not the document's any more: the bar stays where it was.
    if (!isFocusInBar) {
      const domSelection = window.getSelection();
      const range = domSelection && domSelection.rangeCount > 0 ? domSelection.getRangeAt(0) : null;
      lastRect.current = range && root.contains(range.commonAncestorContainer) ? range.getBoundingClientRect() : null;
    }
    setSelection(next && lastRect.current ? next : null);
  }, [editor, features.formats]);

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(refresh);
    };
    const handlePointerDown = (event: PointerEvent) => {
      if (editor.getRootElement()?.contains(event.target as Node)) {
        isPointerDown.current = true;
        setSelection(null);
      }
    };
    const handlePointerUp = () => {
      if (!isPointerDown.current) return;
      isPointerDown.current = false;
      schedule();
    };
    document.addEventListener('selectionchange', schedule);
    document.addEventListener('focusin', schedule);
    document.addEventListener('focusout', schedule);
    document.addEventListener('pointerdown', handlePointerDown, true);
    document.addEventListener('pointerup', handlePointerUp, true);
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, true);
    const unregister = mergeRegister(
      editor.registerUpdateListener(schedule),
      editor.registerCommand(
        SELECTION_CHANGE_COMMAND,
        () => {
          schedule();
          return false;
        },
        COMMAND_PRIORITY_LOW,
      ),
      editor.registerCommand(
        KEY_DOWN_COMMAND,
        (event) => {
          if (event.key !== 'F10' || !event.altKey) return false;
          const first = barRef.current?.querySelector<HTMLElement>('button:not(:disabled)');
          if (!first) return false;
          event.preventDefault();
          first.focus();
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
    );
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('selectionchange', schedule);
      document.removeEventListener('focusin', schedule);
      document.removeEventListener('focusout', schedule);
      document.removeEventListener('pointerdown', handlePointerDown, true);
      document.removeEventListener('pointerup', handlePointerUp, true);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule, true);
      unregister();
    };
  }, [editor, refresh]);

  // Placed after it renders, when its size is known: centred over the selection, kept inside the editor, and
  // below the selection when above it would go under what sticks to the top of the page (or off screen).
  useLayoutEffect(() => {
    const bar = barRef.current;
    const rect = lastRect.current;
    if (!selection || !bar || !anchor || !rect) return;
    const body = anchor.getBoundingClientRect();
    const width = bar.offsetWidth;
    const height = bar.offsetHeight;
    const stickyTop = Number.parseFloat(getComputedStyle(bar).scrollMarginTop) || 0;
    const fixedBar = anchor.parentElement?.querySelector('.rt-toolbar');
    const limit = Math.max(stickyTop, fixedBar ? fixedBar.getBoundingClientRect().bottom : 0);
    const isBelow = rect.top - height - gap < limit;
    const top = (isBelow ? rect.bottom + gap : rect.top - height - gap) - body.top;
    const centre = rect.left + rect.width / 2 - body.left;
    const left = Math.min(Math.max(centre - width / 2, 0), Math.max(body.width - width, 0));
    setPlacement((previous) =>
      previous && previous.top === top && previous.left === left && previous.isBelow === isBelow
        ? previous
        : { top, left, isBelow },
    );
  }, [selection, anchor]);

  if (!anchor || (features.formats.length === 0 && !hasLink)) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    editor.focus();
  };
  // From the keyboard, focus is on the bar: the browser moves it to the text when Lexical places the selection
  // there after the change, so it is put back on the button pressed.
  const handleFormat = (format: TextFormatName) => {
    const button = document.activeElement;
    const isFromBar = button instanceof HTMLElement && barRef.current?.contains(button);
    editor.update(() => void editor.dispatchCommand(FORMAT_TEXT_COMMAND, format), {
      onUpdate: isFromBar ? () => button.focus() : undefined,
    });
  };
  const mod = isMac() ? '⌘' : 'Ctrl+';
  const shortcuts: Partial<Record<TextFormatName, string>> = { bold: 'B', italic: 'I', underline: 'U' };
  const isShown = selection !== null;

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from any of the bar's buttons returns to the text
    <div
      ref={barRef}
      className={`rt-inline-toolbar${isShown && placement ? '' : ' rt-inline-toolbar--hidden'}${placement?.isBelow ? ' rt-inline-toolbar--below' : ''}`}
      style={placement ? { insetBlockStart: placement.top, left: placement.left } : undefined}
      hidden={!isShown}
      onKeyDown={handleKeyDown}
    >
      {isShown ? (
        <RovingToolbar
          label={t('richText:selectionToolbar')}
          controls={contentId}
          className="rt-inline-toolbar__bar"
          keyShortcuts={focusShortcut}
        >
          {features.formats.map((format) => (
            <ToolButton
              key={format}
              label={t(`richText:${format}`)}
              shortcut={shortcuts[format] ? `${mod}${shortcuts[format]}` : undefined}
              isPressed={selection.formats.has(format)}
              onPress={() => handleFormat(format)}
            >
              {icons[format]}
            </ToolButton>
          ))}
          {hasLink ? (
            <>
              {features.formats.length > 0 ? <span className="rt-toolbar__separator" aria-hidden="true" /> : null}
              <ToolButton
                label={selection.isLink ? t('richText:editLink') : t('richText:link')}
                shortcut={`${mod}K`}
                isPressed={selection.isLink}
                onPress={() => editor.dispatchCommand(OPEN_LINK_DIALOG_COMMAND, undefined)}
              >
                {icons.link}
              </ToolButton>
            </>
          ) : null}
        </RovingToolbar>
      ) : null}
    </div>,
    anchor,
  );
}
