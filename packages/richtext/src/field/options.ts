import type { Block, DataField, Field } from '@atrium/core';
import type { HeadingTag, TextFormatName } from '../types.ts';

/** Node kinds a field can switch on or off (paragraphs, text, line breaks and tabs are always on). */
export const nodeKinds = [
  'heading',
  'quote',
  'list',
  'checklist',
  'link',
  'autolink',
  'relationship',
  'upload',
  'block',
  'inlineBlock',
  'horizontalrule',
  'table',
] as const;
export type NodeKind = (typeof nodeKinds)[number];

/** Where the admin's editor shows its formatting toolbar (the names of Payload's `FixedToolbarFeature` and `InlineToolbarFeature`). */
export const toolbarPlacements = ['fixed', 'inline', 'both'] as const;
export type ToolbarPlacement = (typeof toolbarPlacements)[number];

export type LexicalEditorOptions = {
  /** Node kinds enabled. Defaults to all of them (blocks and inline blocks need `blocks`/`inlineBlocks`). */
  nodes?: NodeKind[];
  /** Text formats enabled. Defaults to all eight. */
  formats?: TextFormatName[];
  /** Heading sizes enabled. Defaults to h1–h6. */
  headingSizes?: HeadingTag[];
  /** Blocks that may be placed between paragraphs; their fields are ordinary fields. */
  blocks?: Block[];
  /** Blocks that may be placed inside a line of text. */
  inlineBlocks?: Block[];
  /** Collections internal links may point to. Defaults to every collection that is not an upload collection. */
  linkCollections?: string[];
  /** Collections relationship nodes may embed. Defaults to every collection that is not an upload collection. */
  relationshipCollections?: string[];
  /** Collections upload nodes may embed. Defaults to every upload collection. */
  uploadCollections?: string[];
  /**
   * The formatting toolbar: `'fixed'` above the text, `'inline'` floating over a text selection (formats and
   * link), or `'both'`. Defaults to `'both'`.
   */
  toolbar?: ToolbarPlacement;
  /** Extra fields on links (stored in `fields` beside linkType, newTab, url and doc). */
  linkFields?: Field[];
  /** Extra fields on uploads, per upload collection (stored in the node's `fields`). */
  uploadFields?: Record<string, Field[]>;
  /**
   * Bring old node versions (upload v1/v2, block v1, older links) up to date on every read. Everything written
   * through Atrium is stored current already, so a site whose content was all written by Atrium, or brought
   * current with `npm run migrate:richtext`, can turn this off: reads then skip walking the value, and lists
   * at depth 0 are served as stored bytes. Defaults to `true`.
   */
  upgradeOnRead?: boolean;
};

/** The options after start-up: every list filled, block fields sanitized by core. */
export type SanitizedEditorOptions = {
  nodes: Set<string>;
  formatMask: number;
  headingSizes: Set<string>;
  blocks: Map<string, Block>;
  inlineBlocks: Map<string, Block>;
  linkCollections: Set<string>;
  relationshipCollections: Set<string>;
  uploadCollections: Set<string>;
  linkFields: Field[];
  uploadFields: Record<string, Field[]>;
  toolbar: ToolbarPlacement;
  upgradeOnRead: boolean;
  /** The same field lists flattened (`flattenFields`) once at start-up: what validation, hooks and reads walk. */
  dataFields: {
    blocks: Map<string, DataField[]>;
    inlineBlocks: Map<string, DataField[]>;
    link: DataField[];
    upload: Record<string, DataField[]>;
  };
};

/** The extra fields of uploads from `slug` (own keys only: a stored `relationTo` of "__proto__" finds nothing). */
export function uploadFieldsOf(options: SanitizedEditorOptions, slug: string): Field[] | undefined {
  return Object.hasOwn(options.uploadFields, slug) ? options.uploadFields[slug] : undefined;
}
