/*
 * Building blocks shared by the converters: plain-data checks and copies, stable ids, and constructors for the
 * current node shapes of `../types.ts`. Internal to `convert/`; the public surface is `index.ts`.
 */

import { paragraphTextStyle } from '../paragraph.ts';
import type {
  DocumentID,
  EditorState,
  LinkFields,
  SerializedElement,
  SerializedLinebreak,
  SerializedNode,
  SerializedParagraph,
  SerializedRoot,
  SerializedText,
} from '../types.ts';

/** A plain JSON object. */
export type JSONRecord = Record<string, unknown>;

/** Per-conversion state: the warnings already given, so one document warns once per unconvertible node type. */
export type ConvertContext = { warned: Set<string> };

/** Element alignments Lexical stores in an element's `format`. */
export const elementAlignments: readonly string[] = ['left', 'start', 'center', 'right', 'end', 'justify'];

/** True for a non-null object that is not an array. */
export function isRecord(value: unknown): value is JSONRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A deep copy of plain data: arrays and plain objects are copied, everything else (primitives, dates, class
 * instances) is returned as it is. The converters hand back copies so that their output never aliases the input.
 * Input is parsed JSON, so it has no cycles.
 */
export function clonePlain<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => clonePlain(item)) as T;
  if (isRecord(value)) {
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) return value;
    const copy: JSONRecord = {};
    for (const [key, item] of Object.entries(value)) copy[key] = clonePlain(item);
    return copy as T;
  }
  return value;
}

/** A copy of `record` without `omit`'s keys; nested values are deep-copied except `children`, kept by reference. */
export function extras(record: JSONRecord, omit: readonly string[]): JSONRecord {
  const copy: JSONRecord = {};
  for (const [key, item] of Object.entries(record)) {
    if (omit.includes(key)) continue;
    copy[key] = key === 'children' ? item : clonePlain(item);
  }
  return copy;
}

/** The path of the `index`th child under `path`: `'3'`, `'3.0'`, `'3.0.2'`… (the root's own path is `''`). */
export function childPath(path: string, index: number): string {
  return path === '' ? String(index) : `${path}.${index}`;
}

function hash32(input: string, seed: number): number {
  // FNV-1a over UTF-16 code units, seeded, with a final avalanche so that nearby inputs spread over all bits.
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/**
 * A 24-hex-character id (the shape of a Mongo ObjectId) derived only from `key`, so that the same node at the same
 * place always gets the same id: conversions and upgrades are repeatable and idempotent. Not random, not secret.
 */
export function stableId(key: string): string {
  return [0x00000000, 0x9e3779b9, 0x7f4a7c15].map((seed) => hash32(key, seed).toString(16).padStart(8, '0')).join('');
}

/** A usable document id: a non-empty string or a finite number. */
export function toDocumentID(value: unknown): DocumentID | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return undefined;
}

/**
 * The stored form of a reference's `value`: the id itself, or the id of a stored (populated) document object.
 * An object without a usable id is kept whole (a copy); anything else is not a reference (`undefined`).
 */
export function referenceValue(value: unknown): DocumentID | JSONRecord | undefined {
  const id = toDocumentID(value);
  if (id !== undefined) return id;
  if (!isRecord(value)) return undefined;
  return toDocumentID(value.id) ?? clonePlain(value);
}

/** A link's `doc` as stored: `{relationTo, value: id}`, or `null` when it does not name a collection and a value. */
export function linkDoc(doc: unknown): LinkFields['doc'] {
  if (!isRecord(doc) || typeof doc.relationTo !== 'string' || doc.relationTo === '') return null;
  const value = referenceValue(doc.value);
  return value === undefined ? null : { relationTo: doc.relationTo, value };
}

/**
 * Link fields (version 3) from the places older formats kept them, later sources winning: typically the node's own
 * `url`/`newTab`/`linkType`/`doc`, then an `attributes` object, then an existing `fields` object.
 *
 * - `linkType` is kept when it is `'custom'` or `'internal'`; otherwise a link with a document and no URL is
 *   internal and every other link custom.
 * - `newTab` is `true` only for a stored `true` (or, with no `newTab` anywhere, a `target` of `'_blank'`).
 * - `url` is present when one was stored, and always on custom links (`''` when missing).
 * - `doc` is present when a valid reference was stored (its value reduced to the id), and always on internal links
 *   (`null` when missing).
 * - Any other key (configured extra link fields) is kept.
 */
export function linkFields(sources: readonly JSONRecord[], target?: unknown): LinkFields {
  const merged: JSONRecord = {};
  for (const source of sources) Object.assign(merged, clonePlain(source));
  const { linkType: storedType, newTab, url: storedURL, doc: storedDoc, ...rest } = merged;
  const doc = linkDoc(storedDoc);
  const url = typeof storedURL === 'string' ? storedURL : undefined;
  const linkType: LinkFields['linkType'] =
    storedType === 'custom' || storedType === 'internal' ? storedType : doc && !url ? 'internal' : 'custom';
  const fields: LinkFields = {
    ...rest,
    linkType,
    newTab: newTab === undefined ? target === '_blank' : newTab === true,
  };
  if (url !== undefined || linkType === 'custom') fields.url = url ?? '';
  if (doc || linkType === 'internal') fields.doc = doc;
  return fields;
}

/** True when any text node under `nodes` has text (tabs count; linebreaks and decorators do not). */
export function containsText(nodes: readonly unknown[]): boolean {
  for (const node of nodes) {
    if (!isRecord(node)) continue;
    if ((node.type === 'text' || node.type === 'tab') && typeof node.text === 'string' && node.text !== '') return true;
    if (Array.isArray(node.children) && containsText(node.children)) return true;
  }
  return false;
}

/**
 * The direction the converters give an element they build: `'ltr'` when it contains text (at any depth), `null`
 * when it is empty or holds only linebreaks and decorators. Lexical only learns the real direction while rendering
 * in a browser; content migrated from Slate carried none, and left-to-right is the only guess that does not invent
 * a script. Empty elements stay `null`, as Lexical stores them.
 */
export function directionOf(children: readonly unknown[]): 'ltr' | null {
  return containsText(children) ? 'ltr' : null;
}

/** An element of the current shape, its direction derived from its children (see `directionOf`). */
export function makeElement<T extends string>(
  type: T,
  version: number,
  children: SerializedNode[],
  props: JSONRecord = {},
  layout: { format?: string; indent?: number } = {},
): SerializedElement<T> {
  return {
    type,
    version,
    ...props,
    children,
    direction: directionOf(children),
    format: layout.format ?? '',
    indent: layout.indent ?? 0,
  };
}

/** A text node with the given `TextFormat` bitmask. */
export function makeText(text: string, format = 0): SerializedText {
  return { type: 'text', version: 1, text, format, style: '', mode: 'normal', detail: 0 };
}

/** A linebreak node. */
export function makeLinebreak(): SerializedLinebreak {
  return { type: 'linebreak', version: 1 };
}

/** A paragraph, with the `textFormat`/`textStyle` Lexical stores for these children. */
export function makeParagraph(
  children: SerializedNode[],
  layout: { format?: string; indent?: number } = {},
): SerializedParagraph {
  return makeElement('paragraph', 1, children, paragraphTextStyle(children), layout) as SerializedParagraph;
}

/** The root of an editor state; a root without children gets one empty paragraph, as an empty Lexical editor has. */
export function makeRoot(children: SerializedNode[], layout: { format?: string; indent?: number } = {}): SerializedRoot {
  const content = children.length > 0 ? children : [makeParagraph([])];
  return makeElement('root', 1, content, {}, layout) as SerializedRoot;
}

/** The state of an empty editor: a root holding one empty paragraph. */
export function emptyEditorState(): EditorState {
  return { root: makeRoot([]) };
}

/** Joins neighbouring plain text nodes of the same format into one, as Lexical's normalization would. */
export function mergeTexts(nodes: SerializedNode[]): SerializedNode[] {
  const merged: SerializedNode[] = [];
  for (const node of nodes) {
    const previous = merged[merged.length - 1];
    if (
      previous &&
      previous.type === 'text' &&
      node.type === 'text' &&
      previous.format === node.format &&
      previous.style === node.style &&
      previous.mode === node.mode &&
      previous.detail === node.detail
    ) {
      merged[merged.length - 1] = { ...previous, text: `${previous.text as string}${node.text as string}` };
    } else {
      merged.push(node);
    }
  }
  return merged;
}
