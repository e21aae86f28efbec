import type { PluginAdminModule } from '@atrium/admin/plugin';

/**
 * The demo's admin components, each loaded when its config names it (`'@atrium/demo#<name>'`): the previews of
 * the blocks placed in rich text (`admin.components.Block` in `../blocks/richText/`).
 */
export const components: PluginAdminModule['components'] = {
  PullQuotePreview: () => import('./PullQuotePreview/index.tsx'),
  GalleryPreview: () => import('./GalleryPreview/index.tsx'),
  MapPreview: () => import('./MapPreview/index.tsx'),
};
