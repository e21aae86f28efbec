import type { EditorState } from '../types.ts';
import { detectFormat, type RichTextFormat } from './detect.ts';
import { convertLegacyLexical } from './legacyLexical.ts';
import { makeRoot } from './shared.ts';
import { convertSlateToLexical } from './slate.ts';
import { toUnknownConverted } from './unknown.ts';
import { upgradeEditorState } from './upgrade.ts';

/** The outcome of `toCurrentEditorState`. */
export type ToCurrentResult = {
  /** The format the value was stored in. */
  format: RichTextFormat;
  /** The value as a current editor state; `null` for an empty value. */
  state: EditorState | null;
  /** Whether `state` differs from the stored value (whether it should be saved again). */
  changed: boolean;
};

/**
 * Brings any stored rich text value to a current editor state: detects its format (`detectFormat`), then upgrades
 * a Lexical state (`upgradeEditorState`), or converts Slate (`convertSlateToLexical`) or legacy Lexical
 * (`convertLegacyLexical`) content. An empty value gives `state: null` (changed unless it was `null` already). A
 * value of unknown format is not dropped: it becomes a state holding one `unknownConverted` node (node type
 * `'unknownFormat'`) with the whole value, and a warning is logged. Never throws; never mutates `value`.
 */
export function toCurrentEditorState(value: unknown): ToCurrentResult {
  const format = detectFormat(value);
  switch (format) {
    case 'empty':
      return { format, state: null, changed: value !== null };
    case 'lexical': {
      const { state, changed } = upgradeEditorState(value);
      return { format, state, changed };
    }
    case 'slate':
      return { format, state: convertSlateToLexical(value), changed: true };
    case 'legacyLexical':
      return { format, state: convertLegacyLexical(value), changed: true };
    default:
      return {
        format,
        state: {
          root: makeRoot([
            toUnknownConverted(value, 'unknownFormat', { reason: 'the value is not in a rich text format Atrium knows' }),
          ]),
        },
        changed: true,
      };
  }
}
