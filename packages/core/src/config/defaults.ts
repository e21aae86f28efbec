/** Defaults the spec fixes (sections 3 and 9) and those the issue sets; one place to read them. */
export const configDefaults = {
  apiRoute: '/api',
  adminRoute: '/admin',
  cookiePrefix: 'atrium',
  dateFormat: 'MMMM do yyyy, h:mm a',
  defaultLimit: 10,
  limits: [5, 10, 25, 50, 100],
  maxDepth: 10,
  defaultDepth: 2,
  bodyLimit: 2 * 1024 * 1024,
  maxLimit: 10_000,
  fallbackLanguage: 'en',
  versionsMaxPerDoc: 100,
  autosaveInterval: 2000,
  jobsPollInterval: 5000,
  jobsRetryDelay: 10_000,
  taskRetries: 3,
} as const;

/** Collection slugs the API routes use for themselves, and the names of the adapter's own tables. */
export const reservedSlugs = new Set([
  'access',
  'globals',
  'form-state',
  'health',
  'metrics',
  'payload-preferences',
  'atrium_globals',
  'atrium_changes',
  'atrium_jobs',
]);

/** Top-level field names every collection document already has. */
export const reservedFieldNames = new Set(['id', 'createdAt', 'updatedAt', '_status']);

export const slugPattern = /^[a-z0-9][a-z0-9_-]*$/;
export const fieldNamePattern = /^[A-Za-z_][A-Za-z0-9_]*$/;
