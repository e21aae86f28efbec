import type { ComponentType } from 'react';

/** What a plugin package's admin module (`"atrium": { "admin" }` in its package.json) exports. */
export type PluginAdminModule = {
  /** Component name → its on-demand import; config names one as `'<package>#<name>'`. */
  components: Record<string, () => Promise<{ default: ComponentType<any> }>>;
};
