import { isRecord } from './shared.ts';

/** The stored formats of rich text that `detectFormat` tells apart. */
export type RichTextFormat = 'lexical' | 'slate' | 'legacyLexical' | 'empty' | 'unknown';

/** Element types of Payload's Slate editor. */
const slateTypes: readonly unknown[] = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'ul',
  'ol',
  'li',
  'link',
  'indent',
  'relationship',
  'upload',
];

/** A Slate node: an object with `children`, a `text` string, or the type of a Slate element. */
function isSlateNode(value: unknown): boolean {
  return isRecord(value) && ('children' in value || typeof value.text === 'string' || slateTypes.includes(value.type));
}

/**
 * Tells which format a stored rich text value is in, looking only at its outer shape:
 *
 * - `'empty'`: `null`, `undefined`, `''`, an empty array, an empty object, or an array holding only `null`s;
 * - `'lexical'`: an object with a `root` object (a serialized editor state, current or with old node versions);
 * - `'legacyLexical'`: an object with a `jsonContent` key (the `payload-plugin-lexical` wrapper);
 * - `'slate'`: an array with at least one Slate node (an object with `children`, a `text` string, or the type of one
 *   of Payload's Slate elements);
 * - `'unknown'`: anything else (other strings, numbers, arrays without Slate nodes, other objects).
 *
 * Never throws.
 */
export function detectFormat(value: unknown): RichTextFormat {
  if (value === null || value === undefined || value === '') return 'empty';
  if (Array.isArray(value)) {
    if (value.every((entry) => entry === null || entry === undefined)) return 'empty';
    return value.some(isSlateNode) ? 'slate' : 'unknown';
  }
  if (!isRecord(value)) return 'unknown';
  if (isRecord(value.root)) return 'lexical';
  if ('jsonContent' in value) return 'legacyLexical';
  return Object.keys(value).length === 0 ? 'empty' : 'unknown';
}
