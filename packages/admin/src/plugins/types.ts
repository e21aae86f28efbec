import type { Block } from '@atrium/core/client';
import type { BlockFields } from '@atrium/richtext/client';
import type { ComponentType } from 'react';

/** What a plugin package's admin module (`"atrium": { "admin" }` in its package.json) exports. */
export type PluginAdminModule = {
  /** Component name → its on-demand import; config names one as `'<package>#<name>'`. */
  components: Record<string, () => Promise<{ default: ComponentType<any> }>>;
};

/**
 * What a block's preview (`admin.components.Block` on a block of a rich-text field) gets: the block's config and
 * its values. It draws inside the block's card, under the card's header (type, name, edit and remove buttons).
 */
export type BlockPreviewProps = {
  /** The block's config as the browser has it (slug, labels, fields, admin). */
  block: Block;
  /**
   * `id`, `blockType`, `blockName` and the fields' values, as stored (references are ids). While the block's
   * drawer is open, the values being edited, not yet applied.
   */
  values: BlockFields;
  /** Whether the block's drawer is open. */
  isEditing: boolean;
};
