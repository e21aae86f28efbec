/*
 * Small helpers shared by the custom node classes. Node data (link fields, block fields, populated documents,
 * unknown node payloads) is opaque JSON to the editor: it is copied on the way in and on the way out so a node
 * never shares a mutable object with the JSON it was parsed from or exported to.
 */

import { $getDocument, type EditorConfig, type LexicalNode } from 'lexical';

/** A deep copy of JSON-like data (primitives are returned as they are). */
export function cloneData<T>(value: T): T {
  return value === null || typeof value !== 'object' ? value : structuredClone(value);
}

/** Whether `value` is a plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A new id for a node that carries one (blocks, inline blocks, uploads): 24 hex digits, shaped like the
 * ObjectIds existing content uses (4 bytes of seconds since the epoch, then 8 random bytes).
 */
export function newNodeID(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  const seconds = Math.floor(Date.now() / 1000);
  bytes[0] = (seconds >>> 24) & 0xff;
  bytes[1] = (seconds >>> 16) & 0xff;
  bytes[2] = (seconds >>> 8) & 0xff;
  bytes[3] = seconds & 0xff;
  let id = '';
  for (const byte of bytes) id += byte.toString(16).padStart(2, '0');
  return id;
}

/** Whether a URL may be put in an editor's `href` (anything but script-bearing schemes). */
export function isSafeHref(url: string): boolean {
  // Browsers ignore control characters and whitespace when reading a scheme, so the check does too.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const normalized = url.replace(/[\u0000-\u001f\u007f\s]/g, '').toLowerCase();
  return !/^(javascript|vbscript|data):/.test(normalized);
}

/**
 * The element `createDOM` returns: `HTMLElement` where the DOM library is loaded, named through Lexical's own
 * declaration because this project compiles without that library (rich text is handled on the server).
 */
export type NodeDOM = ReturnType<LexicalNode['createDOM']>;

/** The few members of a DOM element the nodes use, declared here for the same reason. */
export interface DOMElement {
  className: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/** Creates an element in the editor's document. Only browser editors call this (headless ones render nothing). */
export function createDOMElement(tag: string): NodeDOM & DOMElement {
  const document = $getDocument() as unknown as { createElement(tagName: string): NodeDOM & DOMElement };
  return document.createElement(tag);
}

/** The theme's class name for `key`, if it configures one. */
export function themeClass(config: EditorConfig, key: string): string | undefined {
  const className: unknown = config.theme[key];
  return typeof className === 'string' && className !== '' ? className : undefined;
}

/**
 * A DOM element for a decorator node in a browser editor: `tag` with the theme's class for `themeKey` and a
 * `data-node-type` attribute. Headless editors never call it.
 */
export function createDecoratorDOM(tag: string, config: EditorConfig, themeKey: string): NodeDOM & DOMElement {
  const element = createDOMElement(tag);
  const className = themeClass(config, themeKey);
  if (className !== undefined) element.className = className;
  element.setAttribute('data-node-type', themeKey);
  return element;
}
