import type { Field, FieldBase, Label } from '../types.ts';

export type Block = {
  slug: string;
  fields: Field[];
  labels?: { singular?: Label; plural?: Label };
  interfaceName?: string;
  imageURL?: string;
  custom?: Record<string, unknown>;
  admin?: BlockAdmin;
};

/** A block's admin options. */
export type BlockAdmin = {
  /**
   * Plugin components (`'<package>#<name>'`, from a package whose package.json declares `"atrium": { "admin" }`),
   * Payload's name: `Block` draws the block's preview inside its card in the rich-text editor, from the block's
   * values (`BlockPreviewProps` of `@atrium/admin/plugin`). Defaults to the card's summary of the values.
   */
  components?: { Block?: string };
};
export type BlocksField = FieldBase & {
  type: 'blocks';
  blocks: Block[];
  minRows?: number;
  maxRows?: number;
  labels?: { singular?: Label; plural?: Label };
};
