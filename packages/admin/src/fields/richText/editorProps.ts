import type { RichTextField } from '@atrium/core/client';
import type { HeadingTag, NodeKind, RichTextClientProps, TextFormatName } from '@atrium/richtext/client';

const allKinds: NodeKind[] = [
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
];
const allFormats: TextFormatName[] = [
  'bold',
  'italic',
  'strikethrough',
  'underline',
  'code',
  'subscript',
  'superscript',
  'highlight',
];
const allHeadings: HeadingTag[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** What one rich-text field's editor offers, read from its client config. */
export type EditorFeatures = RichTextClientProps & {
  /** Whether a node kind can be inserted (blocks and embeds also need something to insert). */
  has: (kind: NodeKind) => boolean;
  hasFormat: (format: TextFormatName) => boolean;
};

/**
 * The editor props the server put in the client config (`field.editor.props`, see `lexicalEditor`'s
 * `clientProps`). A field without them (another editor, an older server) gets the plain defaults of
 * `lexicalEditor()`: every node kind and format, no blocks, no embed targets.
 */
export function editorFeatures(field: RichTextField): EditorFeatures {
  const props = (field.editor as { props?: Partial<RichTextClientProps> } | undefined)?.props ?? {};
  const features: RichTextClientProps = {
    nodes: props.nodes ?? allKinds,
    formats: props.formats ?? allFormats,
    headingSizes: props.headingSizes ?? allHeadings,
    blocks: props.blocks ?? [],
    inlineBlocks: props.inlineBlocks ?? [],
    link: props.link ?? { collections: [], fields: [] },
    relationship: props.relationship ?? { collections: [] },
    upload: props.upload ?? { collections: [] },
    toolbar: props.toolbar ?? 'both',
  };
  const kinds = new Set(features.nodes);
  const formats = new Set(features.formats);
  return {
    ...features,
    has(kind) {
      if (!kinds.has(kind)) return false;
      if (kind === 'block') return features.blocks.length > 0;
      if (kind === 'inlineBlock') return features.inlineBlocks.length > 0;
      if (kind === 'relationship') return features.relationship.collections.length > 0;
      if (kind === 'upload') return features.upload.collections.length > 0;
      if (kind === 'heading') return features.headingSizes.length > 0;
      return true;
    },
    hasFormat: (format) => formats.has(format),
  };
}
