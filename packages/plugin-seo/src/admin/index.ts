import type { PluginAdminModule } from '@atrium/admin/plugin';

/** The SEO plugin's admin components, each loaded when a field names it (`'@atrium/plugin-seo#<name>'`). */
export const components: PluginAdminModule['components'] = {
  SeoGroup: () => import('./SeoGroup.tsx'),
};
