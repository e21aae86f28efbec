import type { ClientConfig } from '@atrium/core/client';

// The client config's types are core's (derived from the sanitized config), under the names the admin uses.
export type { ClientAuth, ClientCollection, ClientGlobal, Label } from '@atrium/core/client';

import type { ClientCollection, ClientGlobal } from '@atrium/core/client';

/** The sanitized config with server-only keys removed (core's `clientConfig`), as the admin reads it. */
export type AdminConfig = ClientConfig;

declare global {
  interface Window {
    /** Written into index.html by the server (see `@atrium/server`'s admin route). */
    __ATRIUM__?: { config: AdminConfig };
  }
}

/** The config the server injected into the page. */
export function readInjectedConfig(): AdminConfig {
  const injected = window.__ATRIUM__?.config;
  if (!injected) throw new Error('Atrium admin: the server did not inject a config (window.__ATRIUM__ is missing).');
  return injected;
}

/** A collection by slug, or `undefined`. */
export function findCollection(config: AdminConfig, slug: string | undefined): ClientCollection | undefined {
  return config.collections.find((c) => c.slug === slug);
}

/** A global by slug, or `undefined`. */
export function findGlobal(config: AdminConfig, slug: string | undefined): ClientGlobal | undefined {
  return config.globals.find((g) => g.slug === slug);
}
