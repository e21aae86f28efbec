import type { FieldError } from '../../errors/index.ts';
import type { AtriumRequest, Document, DocumentID } from '../../types.ts';
import type { DataField, Field } from '../types.ts';

/** A document a rich-text value refers to (a relationship or upload node, an internal link). */
export type RichTextReference = {
  relationTo: string;
  value: DocumentID;
  /** Where it sits inside the value, for error messages (`root.children.3.value`). */
  path: string;
  /** Replaces the id with the populated document. */
  set: (doc: Document) => void;
};

/** What core hands an editor when the config is sanitized. */
export type RichTextSanitizeContext = {
  /** `collection "posts", field "content"`, for messages. */
  owner: string;
  collectionSlugs: Set<string>;
  uploadSlugs: Set<string>;
  /**
   * Collections that allow being embedded (`admin.enableRichTextRelationship`, default true) and linked to
   * (`admin.enableRichTextLink`, default true) from rich text.
   */
  richTextTargets: { relationship: Set<string>; link: Set<string> };
  /** Checks and fills ordinary fields (block fields) exactly as top-level fields are. */
  sanitizeFields: (fields: Field[], where: string) => Field[];
};

export type RichTextValidateArgs = {
  req: AtriumRequest;
  /** Path of the rich-text field in the document (`content`, `layout.2.body`). */
  path: string;
  /** The whole document being written. */
  data: Record<string, unknown>;
  operation: 'create' | 'update';
  /** Validates ordinary fields inside the value (block fields); errors carry `prefix` in their paths. */
  validateFields: (fields: DataField[], values: Record<string, unknown>, prefix: string) => Promise<FieldError[]>;
};

export type RichTextReadArgs = {
  req: AtriumRequest;
  context: Record<string, unknown>;
  path: string;
  /** Runs the read pass (hidden fields, field read access, afterRead hooks) over ordinary fields inside the value. */
  readFields: (fields: DataField[], values: Record<string, unknown>, prefix: string) => Promise<void>;
};

/**
 * How a rich-text field's editor plugs into core: the outer shape (`{ root }`) is checked by core; the editor
 * checks the nodes, names the documents they refer to (checked on write, populated on read like relationship
 * fields) and adjusts values on read. `@atrium/richtext` provides the Lexical one.
 */
export type RichTextAdapter = {
  name: string;
  /** Called once at start-up; answers the adapter to use (with its block fields sanitized). */
  sanitize?: (ctx: RichTextSanitizeContext) => RichTextAdapter;
  /** Runs on write before validation: populated documents sent back become ids, old node versions current. */
  normalize?: (value: unknown) => unknown;
  /** Every problem with the value, paths relative to the field (`root.children.3.fields.title`). */
  validate?: (value: unknown, args: RichTextValidateArgs) => FieldError[] | Promise<FieldError[]>;
  /**
   * The ordinary fields inside a value (block, inline-block, link and upload fields) with the object holding
   * their values and its path in the value. Core gives them defaults, coercion and write hooks like any field.
   */
  fieldGroups?: (value: unknown) => Array<{ fields: DataField[]; values: Record<string, unknown>; path: string }>;
  /** The documents the value refers to. */
  references?: (value: unknown) => RichTextReference[];
  /** Turns a stored value into what readers get (old node versions upgraded, block fields read). */
  afterRead?: (value: unknown, args: RichTextReadArgs) => unknown | Promise<unknown>;
  /**
   * When all `afterRead` does is bring old values up to date: a name for what it brings them to (the node versions).
   * A value `isCurrent` accepted is read exactly as stored, so a row whose every such value was current when it was
   * written carries this name (`storedShapeOf`) and is passed through, never parsed, while the name stays the same.
   */
  storedShape?: string;
  /** Whether `afterRead` would leave this stored value as it is (with `storedShape`). */
  isCurrent?: (value: unknown) => boolean;
  /**
   * What the admin's editor needs to know (enabled nodes and formats, blocks, link and embed targets), as plain
   * JSON; the client config carries it as the field's `editor: {name, props}`. Fields inside are stripped like
   * any other field.
   */
  clientProps?: () => Record<string, unknown>;
};

export function richTextAdapterOf(field: DataField): RichTextAdapter | undefined {
  return field.type === 'richText' && field.editor && typeof field.editor === 'object'
    ? (field.editor as RichTextAdapter)
    : undefined;
}
