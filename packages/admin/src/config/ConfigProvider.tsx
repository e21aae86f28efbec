import { createContext, type ReactNode, useContext } from 'react';
import type { AdminConfig } from './index.ts';

const ConfigContext = createContext<AdminConfig | null>(null);

/** Makes the client config available to every view. */
export function ConfigProvider({ config, children }: { config: AdminConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

/** The client config. */
export function useConfig(): AdminConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig must be used inside ConfigProvider');
  return config;
}
