/**
 * Builders for Lexical's serialized editor state, the stored form of rich text (see the REST contract).
 * Seed content is written with these so every node carries the type, version and layout keys Lexical expects.
 */

type Node = Record<string, unknown>;
type Inline = Node | string;

/** Text format bits (bold 1, italic 2, …). */
export const textFormat = { bold: 1, italic: 2, strikethrough: 4, underline: 8, code: 16 } as const;

const block = (type: string, children: Node[], extra: Node = {}): Node => ({
  type,
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  ...extra,
  children,
});

const inline = (children: Inline[]): Node[] => children.map((c) => (typeof c === 'string' ? text(c) : c));

/** A run of text; `format` is the bitmask of `textFormat`. */
export function text(value: string, format = 0): Node {
  return { type: 'text', version: 1, text: value, format, style: '', mode: 'normal', detail: 0 };
}

/** Bold text. */
export const bold = (value: string) => text(value, textFormat.bold);
/** Italic text. */
export const italic = (value: string) => text(value, textFormat.italic);

/** A paragraph of text runs and links. */
export function paragraph(...children: Inline[]): Node {
  return block('paragraph', inline(children), { textFormat: 0, textStyle: '' });
}

/** A heading, `h2` by default. */
export function heading(value: string, tag: 'h1' | 'h2' | 'h3' | 'h4' = 'h2'): Node {
  return block('heading', [text(value)], { tag });
}

/** A block quote. */
export function quote(...children: Inline[]): Node {
  return block('quote', inline(children));
}

/** A bulleted or numbered list; each item is a string or a list of inline nodes. */
export function list(kind: 'bullet' | 'number', items: Array<Inline | Inline[]>): Node {
  const children = items.map((item, i) => block('listitem', inline(Array.isArray(item) ? item : [item]), { value: i + 1 }));
  return block('list', children, { listType: kind, start: 1, tag: kind === 'bullet' ? 'ul' : 'ol' });
}

/** A link to any URL (`linkType: 'custom'`). */
export function link(url: string, label: string, newTab = false): Node {
  return { ...block('link', [text(label)], { fields: { linkType: 'custom', newTab, url } }), version: 3 };
}

/** A link to a document of this site (`linkType: 'internal'`). */
export function docLink(relationTo: string, id: string | number, label: string): Node {
  return {
    ...block('link', [text(label)], { fields: { linkType: 'internal', newTab: false, doc: { relationTo, value: id } } }),
    version: 3,
  };
}

/** The editor state holding these top-level blocks. */
export function richText(...children: Node[]): { root: Node } {
  return { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children } };
}
