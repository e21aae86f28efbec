/*
 * Test support only: literal builders for the expected output of the converter tests. They take every choice
 * (direction included) as an argument with the common value as default, so expectations stay explicit and do not
 * reuse the converters' own logic.
 */

import { paragraphTextStyle } from '../paragraph.ts';
import type { SerializedNode } from '../types.ts';

type Layout = { direction?: 'ltr' | 'rtl' | null; format?: string; indent?: number };

function layout(options: Layout) {
  return {
    direction: options.direction === undefined ? 'ltr' : options.direction,
    format: options.format ?? '',
    indent: options.indent ?? 0,
  };
}

/** A text node. */
export function text(value: string, format = 0): SerializedNode {
  return { type: 'text', version: 1, text: value, format, style: '', mode: 'normal', detail: 0 };
}

/** A linebreak node. */
export const lb: SerializedNode = { type: 'linebreak', version: 1 };

/** A paragraph (direction `'ltr'` unless given). */
export function p(children: SerializedNode[], options: Layout = {}): SerializedNode {
  return { type: 'paragraph', version: 1, ...paragraphTextStyle(children), children, ...layout(options) };
}

/** An empty paragraph (direction `null`). */
export function emptyP(options: Layout = {}): SerializedNode {
  return p([], { direction: null, ...options });
}

/** A heading. */
export function h(tag: string, children: SerializedNode[], options: Layout = {}): SerializedNode {
  return { type: 'heading', version: 1, tag, children, ...layout(options) };
}

/** A quote. */
export function quote(children: SerializedNode[], options: Layout = {}): SerializedNode {
  return { type: 'quote', version: 1, children, ...layout(options) };
}

/** A list: `'ul'` (bullet) or `'ol'` (number). */
export function list(tag: 'ul' | 'ol', children: SerializedNode[], options: Layout = {}): SerializedNode {
  const listType = tag === 'ol' ? 'number' : 'bullet';
  return { type: 'list', version: 1, listType, start: 1, tag, children, ...layout(options) };
}

/** A list item with its number. */
export function li(value: number, children: SerializedNode[], options: Layout = {}): SerializedNode {
  return { type: 'listitem', version: 1, value, children, ...layout(options) };
}

/** A link v3. */
export function link(fields: Record<string, unknown>, children: SerializedNode[], options: Layout = {}): SerializedNode {
  return { type: 'link', version: 3, fields, children, ...layout(options) };
}

/** An unknownConverted node. */
export function unknownNode(nodeType: string, nodeData: unknown): SerializedNode {
  return { type: 'unknownConverted', version: 1, data: { nodeType, nodeData } };
}

/** A full editor state. */
export function doc(children: SerializedNode[], direction: 'ltr' | 'rtl' | null = 'ltr') {
  return { root: { type: 'root', version: 1, children, direction, format: '', indent: 0 } };
}

/** Freezes a value and everything in it, so that a converter mutating its input throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}
