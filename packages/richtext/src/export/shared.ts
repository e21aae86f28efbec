/*
 * Helpers the exports share. Every export walks stored JSON that may be old, hand-written or damaged, so nothing
 * here trusts a field: a node is any object with a string `type`, children are whatever array `children` holds,
 * and every other field is checked before use.
 */
import type { DocumentID, SerializedNode } from '../types.ts';

/** Nesting deeper than this is not rendered (stored documents never come close; it guards against abuse). */
export const MAX_DEPTH = 200;

/** A reference to a document, as links and relationship nodes store it: an id, or the document once populated. */
export type DocumentReference = { relationTo: string; value: DocumentID | Record<string, unknown> };

/** Whether `value` is a plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` as a node when it is an object with a string `type`, otherwise `null`. */
export function asNode(value: unknown): SerializedNode | null {
  return isRecord(value) && typeof value.type === 'string' ? (value as SerializedNode) : null;
}

/** The node's children that are nodes; `[]` when `children` is missing or not an array. */
export function childNodes(node: SerializedNode): SerializedNode[] {
  const children = node.children;
  if (!Array.isArray(children)) return [];
  const nodes: SerializedNode[] = [];
  for (const child of children) {
    const asChild = asNode(child);
    if (asChild) nodes.push(asChild);
  }
  return nodes;
}

/** The root node of an editor state (`{ root }`), or the value itself when it is already a root-like node. */
export function rootOf(state: unknown): SerializedNode | null {
  if (isRecord(state) && asNode(state.root)) return state.root as SerializedNode;
  return asNode(state);
}

/** A string field, or `fallback` when it is not a string. */
export function stringField(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/** A text node's format bitmask: a non-negative integer, `0` otherwise. */
export function formatBits(node: SerializedNode): number {
  const format = node.format;
  return typeof format === 'number' && Number.isInteger(format) && format > 0 ? format : 0;
}

/** A finite number > 0, or `undefined`. */
export function positiveNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** Whether a reference's value is a populated document rather than an id. */
export function isPopulated(value: unknown): value is Record<string, unknown> {
  return isRecord(value);
}

/** The id of a reference's value (the id itself, or the populated document's `id`), as a string; `''` if none. */
export function referenceID(value: unknown): string {
  if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) return String(value);
  if (isRecord(value)) return referenceID(value.id);
  return '';
}

/**
 * The default href of an internal link or relationship: `/${relationTo}/${slug ?? id}` for a populated document,
 * `/${relationTo}/${id}` for a bare id, each segment percent-encoded.
 */
export function defaultInternalDocToHref(reference: DocumentReference): string {
  const relationTo = stringField(reference?.relationTo);
  const value = reference?.value;
  let key = referenceID(value);
  if (isRecord(value) && (typeof value.slug === 'string' || typeof value.slug === 'number') && value.slug !== '') {
    key = String(value.slug);
  }
  return `/${encodeURIComponent(relationTo)}/${encodeURIComponent(key)}`;
}

/** The reference of an internal link (`fields.doc`) when it is well-formed, otherwise `null`. */
export function linkReference(fields: unknown): DocumentReference | null {
  if (!isRecord(fields) || !isRecord(fields.doc)) return null;
  const { relationTo, value } = fields.doc;
  if (typeof relationTo !== 'string') return null;
  if (typeof value !== 'string' && typeof value !== 'number' && !isRecord(value)) return null;
  return { relationTo, value };
}

/**
 * A link node's target before any safety check: the internal document's href for internal links, `fields.url`
 * otherwise. `undefined` when there is nothing usable.
 */
export function rawLinkHref(node: SerializedNode, internalDocToHref: (reference: DocumentReference) => string): unknown {
  const fields = isRecord(node.fields) ? node.fields : {};
  if (fields.linkType === 'internal') {
    const reference = linkReference(fields);
    return reference ? internalDocToHref(reference) : undefined;
  }
  return fields.url;
}

/** Whether a link node asks to open in a new tab. */
export function opensInNewTab(node: SerializedNode): boolean {
  return isRecord(node.fields) && node.fields.newTab === true;
}

/** Image mime types an upload renders as `<img>`. */
export const imageMimeTypes: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/jpg',
  'image/pjpeg',
  'image/png',
  'image/gif',
  'image/svg+xml',
  'image/webp',
  'image/avif',
]);

const imageExtensions = /\.(jpe?g|png|gif|svg|webp|avif)$/i;

/** Whether a populated upload document is an image (by `mimeType`, else by the file name's extension). */
export function isImageDocument(doc: Record<string, unknown>): boolean {
  if (typeof doc.mimeType === 'string' && doc.mimeType !== '') {
    return imageMimeTypes.has(doc.mimeType.toLowerCase().split(';')[0].trim());
  }
  const name = stringField(doc.filename) || stringField(doc.url).split(/[?#]/)[0];
  return imageExtensions.test(name);
}

/** A human-readable title for a populated document: title, name, filename, slug or id. */
export function documentTitle(doc: Record<string, unknown>): string {
  for (const key of ['title', 'name', 'label', 'filename', 'slug']) {
    const value = doc[key];
    if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') return String(value);
  }
  return referenceID(doc);
}

/** Block-level node types: what a paragraph break separates in the plain-text and Markdown exports. */
export const blockTypes: ReadonlySet<string> = new Set([
  'paragraph',
  'heading',
  'quote',
  'list',
  'table',
  'horizontalrule',
  'relationship',
  'upload',
  'block',
]);

/** Whether a list item only wraps nested lists (how Lexical stores nesting: the item before it is the parent). */
export function isNestedListWrapper(item: SerializedNode): boolean {
  const children = childNodes(item);
  return children.length > 0 && children.every((child) => child.type === 'list');
}

/** Whether a character is an ASCII control character. */
export function isControl(ch: string): boolean {
  const code = ch.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}
