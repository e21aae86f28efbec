// The plugin packages' admin modules, generated at build time (build/pluginsPlugin.ts).
declare module 'virtual:atrium-plugins' {
  import type { PluginAdminModule } from './types.ts';
  export const pluginAdmins: Record<string, () => Promise<PluginAdminModule>>;
}
