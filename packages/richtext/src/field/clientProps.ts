import type { Block, Field } from '@atrium/core';
import type { HeadingTag, TextFormatName } from '../types.ts';
import { TextFormat } from '../types.ts';
import type { NodeKind, SanitizedEditorOptions, ToolbarPlacement } from './options.ts';

/**
 * What the admin's editor needs to know about a rich-text field, as plain JSON in the client config
 * (`field.editor.props`): which toolbar items, slash-menu entries and blocks to offer, which collections links
 * and embeds may point to, and the extra fields of links and uploads. Core strips functions (validators,
 * hooks) from the fields inside, as it does for every field.
 */
export type RichTextClientProps = {
  /** Node kinds enabled (paragraphs, text, line breaks and tabs are always on). */
  nodes: NodeKind[];
  /** Text formats enabled, in the order of the format flags. */
  formats: TextFormatName[];
  /** Heading sizes enabled, h1 first. */
  headingSizes: HeadingTag[];
  /** Blocks placed between paragraphs. */
  blocks: Block[];
  /** Blocks placed inside a line of text. */
  inlineBlocks: Block[];
  /** Internal links: the collections they may point to, and the extra fields stored beside the link's own. */
  link: { collections: string[]; fields: Field[] };
  /** Collections relationship nodes may embed. */
  relationship: { collections: string[] };
  /** Upload collections upload nodes may embed, each with its extra fields. */
  upload: { collections: Array<{ slug: string; fields: Field[] }> };
  /** Where the formatting toolbar shows: fixed above the text, inline over a selection, or both. */
  toolbar: ToolbarPlacement;
};

const headingOrder: HeadingTag[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** The client props of a field's sanitized editor options. */
export function clientPropsOf(options: SanitizedEditorOptions): RichTextClientProps {
  return {
    nodes: [...options.nodes] as NodeKind[],
    formats: (Object.keys(TextFormat) as TextFormatName[]).filter((name) => (options.formatMask & TextFormat[name]) !== 0),
    headingSizes: headingOrder.filter((tag) => options.headingSizes.has(tag)),
    blocks: [...options.blocks.values()],
    inlineBlocks: [...options.inlineBlocks.values()],
    link: { collections: [...options.linkCollections], fields: options.linkFields },
    relationship: { collections: [...options.relationshipCollections] },
    upload: {
      collections: [...options.uploadCollections].map((slug) => ({
        slug,
        fields: Object.hasOwn(options.uploadFields, slug) ? options.uploadFields[slug] : [],
      })),
    },
    toolbar: options.toolbar,
  };
}
