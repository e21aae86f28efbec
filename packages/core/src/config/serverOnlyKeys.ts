/**
 * Keys that never leave the server, at any depth of the config. The list is explicit so that adding a secret key
 * is a visible change; `clientConfig` drops them at run time and `ClientConfig` drops them from the type, so the
 * two cannot disagree.
 */
export const serverOnlyKeys = [
  'secret',
  'db',
  'plugins',
  'onInit',
  'hooks',
  'access',
  'custom',
  'validate',
  'email',
  'csrf',
  'cors',
  'strategies',
  'endpoints',
  'collectionsBySlug',
  'globalsBySlug',
  'flattenedFields',
  'fieldSchema',
  'supportedLanguages',
  'bodyLimit',
  'maxLimit',
  'internalHooks',
  'features',
  'jobs',
  // A collection's `upload.storage` (the storage adapter: credentials, clients) and `upload.staticDir` (a path on
  // the server's disk, nothing the browser needs).
  'storage',
  'staticDir',
] as const;

export type ServerOnlyKey = (typeof serverOnlyKeys)[number];
