import { paragraphTextStyle } from '../paragraph.ts';
import { type EditorState, nodeVersions, type SerializedNode } from '../types.ts';
import {
  type ConvertContext,
  childPath,
  directionOf,
  emptyEditorState,
  extras,
  isRecord,
  type JSONRecord,
  makeParagraph,
  referenceValue,
  toDocumentID,
} from './shared.ts';
import { toUnknownConverted, valueKind } from './unknown.ts';
import { upgradeNode } from './upgrade.ts';

const source = 'legacyLexical';

/** Node types whose nodes hold children and carry `direction`, `format` and `indent`. */
const elementTypes: ReadonlySet<string> = new Set([
  'root',
  'paragraph',
  'heading',
  'quote',
  'list',
  'listitem',
  'link',
  'autolink',
  'table',
  'tablerow',
  'tablecell',
]);

const textModes: readonly unknown[] = ['normal', 'token', 'segmented'];

function isDirection(value: unknown): boolean {
  return value === 'ltr' || value === 'rtl' || value === null;
}

function unknown(node: unknown, nodeType: string, context: ConvertContext, reason?: string): SerializedNode {
  return toUnknownConverted(node, nodeType, { warned: context.warned, source, reason });
}

/** A copy of a node of a known type, with the keys its type always carries filled in where they are missing. */
function normalizeKnown(node: JSONRecord, type: string): JSONRecord {
  const copy = extras(node, []);
  copy.type = type;
  if (typeof copy.version !== 'number') copy.version = nodeVersions[type];
  if (elementTypes.has(type)) {
    const children = Array.isArray(node.children) ? node.children : [];
    copy.children = children;
    if (!isDirection(copy.direction)) copy.direction = directionOf(children);
    if (typeof copy.format !== 'string') copy.format = '';
    if (typeof copy.indent !== 'number') copy.indent = 0;
  }
  if (type === 'paragraph') {
    const own = paragraphTextStyle(Array.isArray(copy.children) ? copy.children : []);
    if (typeof copy.textFormat !== 'number') copy.textFormat = own.textFormat;
    if (typeof copy.textStyle !== 'string') copy.textStyle = own.textStyle;
  }
  if (type === 'text') {
    if (typeof copy.text !== 'string') copy.text = '';
    if (typeof copy.format !== 'number') copy.format = 0;
    if (typeof copy.style !== 'string') copy.style = '';
    if (!textModes.includes(copy.mode)) copy.mode = 'normal';
    if (typeof copy.detail !== 'number') copy.detail = 0;
  }
  return copy;
}

/**
 * The plugin's upload (`version: 1`) kept its reference either beside the node's other keys (`relationTo`, `value`)
 * or inside `rawImagePayload: {relationTo, value}`. Its `data` was the populated document, filled in on read: it is
 * dropped (only its `id` is used, when the reference has none). Every other key (`fields`, `extraAttributes`,
 * `caption`, `showCaption`…) is kept, then the node is upgraded like any upload v1.
 */
function convertLegacyUpload(node: JSONRecord, path: string, context: ConvertContext): SerializedNode {
  const raw = isRecord(node.rawImagePayload) ? node.rawImagePayload : {};
  const { rawImagePayload: _raw, data, ...rest } = node;
  const relationTo = node.relationTo ?? raw.relationTo;
  let value = referenceValue(node.value ?? raw.value);
  if ((value === undefined || isRecord(value)) && isRecord(data) && toDocumentID(data.id) !== undefined)
    value = toDocumentID(data.id);
  if (typeof relationTo !== 'string' || relationTo === '' || value === undefined) {
    return unknown(node, 'upload', context, 'an upload needs a collection (relationTo) and a value');
  }
  return upgradeNode({ ...rest, relationTo, value }, path, context, source) ?? (normalizeKnown(node, 'upload') as SerializedNode);
}

function convertNode(node: unknown, path: string, context: ConvertContext): SerializedNode | undefined {
  if (node === null || node === undefined) return undefined;
  if (!isRecord(node)) return unknown(node, valueKind(node), context, 'it is not a Lexical node');
  // A node without a type is text when it has text; otherwise nothing can tell what it is.
  const type = typeof node.type === 'string' && node.type !== '' ? node.type : typeof node.text === 'string' ? 'text' : undefined;
  if (type === undefined) return unknown(node, 'untyped', context, 'it has no type');
  if (!Object.hasOwn(nodeVersions, type)) return unknown(node, type, context);

  const version = typeof node.version === 'number' ? node.version : 0;
  let converted: JSONRecord =
    type === 'upload' && version < nodeVersions.upload
      ? convertLegacyUpload(node, path, context)
      : (upgradeNode(node, path, context, source) ?? normalizeKnown(node, type));
  if (converted.type === 'unknownConverted') return converted as SerializedNode;

  if (Array.isArray(converted.children)) {
    const children: SerializedNode[] = [];
    converted.children.forEach((child, index) => {
      const next = convertNode(child, childPath(path, index), context);
      if (next) children.push(next);
    });
    converted = { ...converted, children };
    // A direction that was not stored is derived from the converted children (an untyped text child counts).
    if (!isDirection(node.direction)) converted.direction = directionOf(children);
  }
  return converted as SerializedNode;
}

/** The plugin's editor state: `value.jsonContent` (an object, or the JSON text of one), else `value` itself. */
function contentOf(value: unknown): unknown {
  const content = isRecord(value) && 'jsonContent' in value ? value.jsonContent : value;
  if (typeof content !== 'string') return content;
  try {
    return JSON.parse(content);
  } catch {
    return undefined;
  }
}

/**
 * Converts content of the old Lexical plugin (`payload-plugin-lexical`), stored as `{jsonContent: {root}, preview,
 * characters, words, comments?, html?, markdown?}`, into a current editor state. The input is never mutated and
 * the output shares nothing with it.
 *
 * - `jsonContent` is unwrapped (a JSON string is parsed); the derived `preview`, `characters`, `words`, `comments`,
 *   `html` and `markdown` are dropped. A bare `{root}` is accepted too.
 * - `upload` v1 → v3: the reference is read from the node or from `rawImagePayload`, its value reduced to the id;
 *   the populated `data` is dropped; a missing `id` is derived from the node's position (stable across runs).
 * - `link` v1 (`attributes: {url, newTab, linkType, doc}`) → v3 with `fields`; `autolink` → v2; `relationship` →
 *   v2; `block` v1 → v2 (as `upgradeEditorState` does).
 * - Nodes of types Atrium knows (`nodeVersions`: paragraph, text, heading, quote, list, listitem, linebreak, tab,
 *   horizontalrule, table, tablerow, tablecell…) are kept as they are, with missing standard keys filled in
 *   (`direction`/`format`/`indent` on elements, `textFormat`/`textStyle` on paragraphs, `format`/`style`/`mode`/
 *   `detail` on text).
 * - Any other type (the plugin's `code`, `mark`, `hashtag`, `emoji`, `equation`, `youtube`, `collapsible-container`…)
 *   → `unknownConverted` holding the whole node, with one `console.warn` per type per conversion.
 *
 * Malformed input never throws: without an object `root` the result is the empty editor state; `null` children are
 * skipped, other non-objects become `unknownConverted`, a typeless node with `text` is a text node, and a root left
 * without children gets one empty paragraph.
 */
export function convertLegacyLexical(value: unknown): EditorState {
  const content = contentOf(value);
  if (!isRecord(content) || !isRecord(content.root)) return emptyEditorState();
  const context: ConvertContext = { warned: new Set() };
  const root = convertNode({ ...content.root, type: 'root' }, '', context) as SerializedNode;
  const children = root.children as SerializedNode[];
  const complete = children.length === 0 ? { ...root, children: [makeParagraph([])] } : root;
  return { root: complete } as unknown as EditorState;
}
