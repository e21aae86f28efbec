/*
 * The stored shapes of rich text: Lexical's serialized editor state with the node kinds, fields and versions
 * of the REST contract ("Stored shapes") and the spec (section 3). Everything outside the editor UI (validation,
 * population, converters, exports) works on these plain objects; the node classes in `nodes/` produce and
 * accept exactly them.
 */

export type DocumentID = string | number;

/** Text format flags (spec section 3). */
export const TextFormat = {
  bold: 1,
  italic: 2,
  strikethrough: 4,
  underline: 8,
  code: 16,
  subscript: 32,
  superscript: 64,
  highlight: 128,
} as const;
export type TextFormatName = keyof typeof TextFormat;

/** Every node has a type and a version. */
export type SerializedNode = { type: string; version: number; [key: string]: unknown };

/** Nodes that hold children (root, paragraph, heading, quote, list, listitem, link, table…). */
export type SerializedElement<T extends string = string> = SerializedNode & {
  type: T;
  children: SerializedNode[];
  direction: 'ltr' | 'rtl' | null;
  /** Alignment: '', 'left', 'start', 'center', 'right', 'end', 'justify'. */
  format: string;
  indent: number;
};

export type SerializedRoot = SerializedElement<'root'> & { version: 1 };
export type EditorState = { root: SerializedRoot };

export type SerializedText = SerializedNode & {
  type: 'text';
  version: 1;
  text: string;
  /** Bitmask of `TextFormat`. */
  format: number;
  style: string;
  mode: 'normal' | 'token' | 'segmented';
  detail: number;
};
export type SerializedTab = SerializedNode & { type: 'tab'; version: 1; text: '\t' };
export type SerializedLinebreak = SerializedNode & { type: 'linebreak'; version: 1 };
export type SerializedParagraph = SerializedElement<'paragraph'> & { version: 1; textFormat?: number; textStyle?: string };
export type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
export type SerializedHeading = SerializedElement<'heading'> & { version: 1; tag: HeadingTag };
export type SerializedQuote = SerializedElement<'quote'> & { version: 1 };
export type SerializedList = SerializedElement<'list'> & {
  version: 1;
  listType: 'number' | 'bullet' | 'check';
  start: number;
  tag: 'ol' | 'ul';
};
export type SerializedListItem = SerializedElement<'listitem'> & { version: 1; value: number; checked?: boolean };

/** A link's fields (version 3): custom URL or internal document, new tab, plus configured extra fields. */
export type LinkFields = {
  linkType: 'custom' | 'internal';
  newTab: boolean;
  url?: string;
  doc?: { relationTo: string; value: DocumentID | Record<string, unknown> } | null;
  [key: string]: unknown;
};
export type SerializedLink = SerializedElement<'link'> & { version: 3; fields: LinkFields; id?: string };
export type SerializedAutoLink = SerializedElement<'autolink'> & { version: 2; fields: LinkFields };

/** `value` is an id when stored, a document once populated. */
export type SerializedRelationship = SerializedNode & {
  type: 'relationship';
  version: 2;
  relationTo: string;
  value: DocumentID | Record<string, unknown>;
  format?: string;
};
export type SerializedUpload = SerializedNode & {
  type: 'upload';
  version: 3;
  id: string;
  relationTo: string;
  value: DocumentID | Record<string, unknown>;
  fields: Record<string, unknown>;
  format?: string;
};
export type BlockFields = { id: string; blockType: string; blockName?: string; [key: string]: unknown };
export type SerializedBlock = SerializedNode & { type: 'block'; version: 2; fields: BlockFields; format?: string };
export type SerializedInlineBlock = SerializedNode & {
  type: 'inlineBlock';
  version: 1;
  fields: { id: string; blockType: string; [key: string]: unknown };
};
export type SerializedHorizontalRule = SerializedNode & { type: 'horizontalrule'; version: 1 };
export type SerializedTable = SerializedElement<'table'> & { version: 1 };
export type SerializedTableRow = SerializedElement<'tablerow'> & { version: 1; height?: number };
/** `headerState`: 0 none, 1 row, 2 column, 3 both. */
export type SerializedTableCell = SerializedElement<'tablecell'> & {
  version: 1;
  headerState: 0 | 1 | 2 | 3;
  colSpan?: number;
  rowSpan?: number;
  width?: number;
  backgroundColor?: string | null;
};
/** A node of a type nothing knows, kept whole rather than dropped. */
export type SerializedUnknownConverted = SerializedNode & {
  type: 'unknownConverted';
  version: 1;
  data: { nodeType: string; nodeData: unknown };
};

/** Current versions of the node types Atrium stores. */
export const nodeVersions: Record<string, number> = {
  root: 1,
  paragraph: 1,
  text: 1,
  heading: 1,
  quote: 1,
  list: 1,
  listitem: 1,
  linebreak: 1,
  tab: 1,
  table: 1,
  tablerow: 1,
  tablecell: 1,
  link: 3,
  autolink: 2,
  relationship: 2,
  upload: 3,
  block: 2,
  inlineBlock: 1,
  horizontalrule: 1,
  unknownConverted: 1,
};
