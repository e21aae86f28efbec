import { allLanguages } from '@atrium/translations/all';
import { InvalidConfiguration } from '../errors/index.ts';
import type { Messages } from '../i18n/types.ts';
import { versionsCollectionConfig } from '../versions/versionsConfig.ts';
import { checkFieldConfigs } from './checkFieldConfigs.ts';
import { configDefaults } from './defaults.ts';
import { checkEndpoints } from './endpoints.ts';
import { logEmailAdapter } from './logEmailAdapter.ts';
import { compileReadScopes } from './readScopes.ts';
import { checkSlug, sanitizeCollection } from './sanitizeCollection.ts';
import { sanitizeGlobal } from './sanitizeGlobal.ts';
import type { Config, Feature, SanitizedConfig, SanitizedLocalization } from './types.ts';

function fail(problem: string): never {
  throw new InvalidConfiguration(`Invalid config: ${problem}`);
}

/**
 * Turns a user config into a `SanitizedConfig`: every default filled, every reference checked. Pure: the
 * input is not changed and a new object is returned. Plugins have already run (see `buildConfig`). `features`
 * (core's are listed in `src/features.ts`) add their fields, collections and internal hooks.
 */
export function sanitizeConfig(config: Config, features: readonly Feature[]): SanitizedConfig {
  if (!config || typeof config !== 'object') fail('the config must be an object');
  if (typeof config.secret !== 'string' || config.secret.length < 16) fail('`secret` must be a string of at least 16 characters');
  if (!config.db || typeof config.db.init !== 'function')
    fail('`db` must be a database adapter (sqliteAdapter() or postgresAdapter())');

  const collections = config.collections ?? [];
  const globals = config.globals ?? [];
  if (!Array.isArray(collections)) fail('`collections` must be an array');
  if (!Array.isArray(globals)) fail('`globals` must be an array');
  const collectionSlugs = new Set<string>();
  collections.forEach((c, i) => {
    const slug = checkSlug(c?.slug, 'collection', i);
    if (collectionSlugs.has(slug)) fail(`collection "${slug}" is defined twice`);
    collectionSlugs.add(slug);
  });
  const globalSlugs = new Set<string>();
  globals.forEach((g, i) => {
    const slug = checkSlug(g?.slug, 'global', i);
    if (globalSlugs.has(slug)) fail(`global "${slug}" is defined twice`);
    globalSlugs.add(slug);
  });
  const uploadSlugs = new Set(collections.filter((c) => c.upload).map((c) => c.slug));

  const localization = sanitizeLocalization(config.localization);
  const pagination = {
    defaultLimit: config.admin?.pagination?.defaultLimit ?? configDefaults.defaultLimit,
    limits: [...(config.admin?.pagination?.limits ?? configDefaults.limits)],
  };
  if (!Number.isInteger(pagination.defaultLimit) || pagination.defaultLimit < 1)
    fail('admin.pagination.defaultLimit must be a positive integer');
  if (pagination.limits.some((l) => !Number.isInteger(l) || l < 1)) fail('admin.pagination.limits must hold positive integers');

  // Collections rich text may embed or link to: all, unless a collection opts out (spec section 3 defaults).
  const richTextTargets = {
    relationship: new Set(collections.filter((c) => c.admin?.enableRichTextRelationship !== false).map((c) => c.slug)),
    link: new Set(collections.filter((c) => c.admin?.enableRichTextLink !== false).map((c) => c.slug)),
  };
  const fieldCtx = {
    collectionSlugs,
    uploadSlugs,
    richTextTargets,
    hasLocalization: localization !== false,
    upload: config.upload,
  };
  const sanitizedCollections = collections.map((c) => sanitizeCollection(c, fieldCtx, pagination, config.secret, features));
  const own = sanitizedCollections.slice();
  for (const feature of features) {
    for (const added of feature.collections?.(own) ?? [])
      sanitizedCollections.push(sanitizeCollection(added, fieldCtx, pagination, config.secret, features, true));
  }
  const sanitizedGlobals = globals.map((g) => sanitizeGlobal(g, fieldCtx));
  // Each versioned collection's and global's versions live in an internal collection of their own.
  const versioned = [
    ...own.map((c, i) => ({
      entity: c,
      fields: features.reduce((fields, f) => f.versionFields?.(c, fields) ?? fields, collections[i].fields),
      versionsOf: { collection: c.slug },
      parent: c.slug,
    })),
    ...sanitizedGlobals.map((g, i) => ({
      entity: g,
      fields: globals[i].fields,
      versionsOf: { global: g.slug },
      parent: undefined,
    })),
  ];
  for (const { entity, fields, versionsOf, parent } of versioned) {
    if (!entity.versions) continue;
    const versionsConfig = versionsCollectionConfig(
      { slug: entity.slug, fields, drafts: Boolean(entity.versions.drafts) },
      parent,
    );
    if (sanitizedCollections.some((c) => c.slug === versionsConfig.slug))
      fail(`the versions of "${entity.slug}" need the collection slug "${versionsConfig.slug}", which is taken`);
    sanitizedCollections.push({
      ...sanitizeCollection(versionsConfig, fieldCtx, pagination, config.secret, [], true),
      versionsOf,
    });
  }

  const api = config.routes?.api ?? configDefaults.apiRoute;
  const admin = config.routes?.admin ?? configDefaults.adminRoute;
  for (const [key, route] of [
    ['routes.api', api],
    ['routes.admin', admin],
  ] as const) {
    if (typeof route !== 'string' || !/^\/[A-Za-z0-9/_-]*[A-Za-z0-9_-]$/.test(route))
      fail(`${key} must start with "/" and not end with one (got ${JSON.stringify(route)})`);
  }
  const maxDepth = config.maxDepth ?? configDefaults.maxDepth;
  const defaultDepth = config.defaultDepth ?? configDefaults.defaultDepth;
  if (!Number.isInteger(maxDepth) || maxDepth < 0) fail('`maxDepth` must be a whole number ≥ 0');
  if (!Number.isInteger(defaultDepth) || defaultDepth < 0 || defaultDepth > maxDepth)
    fail('`defaultDepth` must be a whole number between 0 and `maxDepth`');
  if (config.admin?.user !== undefined && !collectionSlugs.has(config.admin.user))
    fail(`admin.user: "${config.admin.user}" is not a collection`);
  const adminUser = config.admin?.user ?? sanitizedCollections.find((c) => c.auth)?.slug;
  if (adminUser !== undefined && !sanitizedCollections.find((c) => c.slug === adminUser)?.auth)
    fail(`admin.user: "${adminUser}" is not an auth collection (set auth: true on it)`);
  const csrf = config.csrf ?? [];
  if (!Array.isArray(csrf) || csrf.some((o) => typeof o !== 'string' || !isOrigin(o)))
    fail('`csrf` must be a list of origins such as "https://admin.example.com"');
  const cors = sanitizeCors(config.cors);
  if (config.email !== undefined && typeof config.email?.send !== 'function')
    fail('`email` must be an email adapter: an object with a send(message) function');

  const supportedLanguages = mergeLanguages(allLanguages as unknown as Record<string, Messages>, config.i18n?.supportedLanguages);
  const fallbackLanguage = config.i18n?.fallbackLanguage ?? configDefaults.fallbackLanguage;
  if (!(fallbackLanguage in supportedLanguages))
    fail(`i18n.fallbackLanguage: "${fallbackLanguage}" is not in i18n.supportedLanguages`);

  const collectionsBySlug = bySlug(sanitizedCollections);
  compileReadScopes(collectionsBySlug, sanitizedGlobals);

  const { plugins: _plugins, ...rest } = config;
  const sanitized: SanitizedConfig = {
    ...rest,
    collections: sanitizedCollections,
    globals: sanitizedGlobals,
    endpoints: checkEndpoints(config.endpoints, 'Invalid config'),
    routes: { api, admin },
    cookiePrefix: config.cookiePrefix ?? configDefaults.cookiePrefix,
    serverURL: (config.serverURL ?? '').replace(/\/$/, ''),
    i18n: { supportedLanguages, fallbackLanguage },
    localization,
    email: config.email ?? logEmailAdapter,
    csrf: csrf.map((o) => o.replace(/\/$/, '')),
    cors,
    admin: { ...config.admin, user: adminUser, dateFormat: config.admin?.dateFormat ?? configDefaults.dateFormat, pagination },
    maxDepth,
    defaultDepth,
    bodyLimit: config.bodyLimit ?? configDefaults.bodyLimit,
    maxLimit: config.maxLimit ?? configDefaults.maxLimit,
    jobs: sanitizeJobs(config.jobs),
    features,
    collectionsBySlug,
    globalsBySlug: bySlug(sanitizedGlobals),
  };
  // Checks a field type can only make once every collection is known (a join's reverse relationship).
  checkFieldConfigs(sanitized);
  return sanitized;
}

/**
 * Slug → entry without a prototype: slugs come from URLs and bodies, and on a plain object `constructor`,
 * `__proto__` or `toString` would find Object.prototype's members instead of "no such collection".
 */
function bySlug<T extends { slug: string }>(entries: T[]): Record<string, T> {
  const out: Record<string, T> = Object.create(null);
  for (const entry of entries) out[entry.slug] = entry;
  return out;
}

function sanitizeLocalization(localization: Config['localization']): SanitizedLocalization | false {
  if (!localization) return false;
  if (!Array.isArray(localization.locales) || localization.locales.length === 0)
    fail('localization.locales needs at least one locale');
  const locales = localization.locales.map((l) =>
    typeof l === 'string' ? { code: l, label: l, rtl: false } : { code: l.code, label: l.label ?? l.code, rtl: l.rtl ?? false },
  );
  const localeCodes = locales.map((l) => l.code);
  for (const code of localeCodes) {
    if (!/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/.test(code)) fail(`localization.locales: "${code}" is not a locale code`);
    if (code === 'all') fail('localization.locales: "all" is reserved');
  }
  if (new Set(localeCodes).size !== localeCodes.length) fail('localization.locales lists a locale twice');
  if (!localeCodes.includes(localization.defaultLocale))
    fail(`localization.defaultLocale: "${localization.defaultLocale}" is not one of the locales`);
  return { locales, localeCodes, defaultLocale: localization.defaultLocale, fallback: localization.fallback ?? true };
}

function sanitizeJobs(jobs: Config['jobs']): SanitizedConfig['jobs'] {
  const tasks = jobs?.tasks ?? [];
  if (!Array.isArray(tasks)) fail('`jobs.tasks` must be an array');
  const slugs = new Set<string>();
  for (const [i, task] of tasks.entries()) {
    if (typeof task?.slug !== 'string' || task.slug === '') fail(`jobs.tasks[${i}].slug must be a non-empty string`);
    if (slugs.has(task.slug) || task.slug === 'schedulePublish') fail(`jobs.tasks: "${task.slug}" is defined twice or reserved`);
    slugs.add(task.slug);
    if (typeof task.handler !== 'function') fail(`jobs.tasks "${task.slug}": handler must be a function`);
    if (task.retries !== undefined && (!Number.isInteger(task.retries) || task.retries < 0))
      fail(`jobs.tasks "${task.slug}": retries must be a whole number ≥ 0`);
  }
  const pollInterval = jobs?.pollInterval ?? configDefaults.jobsPollInterval;
  const retryDelay = jobs?.retryDelay ?? configDefaults.jobsRetryDelay;
  if (!Number.isFinite(pollInterval) || pollInterval < 10) fail('`jobs.pollInterval` must be a number of ms ≥ 10');
  if (!Number.isFinite(retryDelay) || retryDelay < 0) fail('`jobs.retryDelay` must be a number of ms ≥ 0');
  return { tasks: [...tasks], pollInterval, retryDelay };
}

function isOrigin(value: string): boolean {
  return /^https?:\/\/[^/\s]+\/?$/.test(value);
}

function sanitizeCors(cors: Config['cors']): SanitizedConfig['cors'] {
  if (cors === undefined) return { origins: [], headers: [] };
  const { origins, headers = [] } = typeof cors === 'string' || Array.isArray(cors) ? { origins: cors } : cors;
  if (origins !== '*' && (!Array.isArray(origins) || origins.some((o) => typeof o !== 'string' || !isOrigin(o))))
    fail('`cors` must be "*" or a list of origins such as "https://www.example.com"');
  if (!Array.isArray(headers) || headers.some((h) => typeof h !== 'string'))
    fail('`cors.headers` must be a list of header names');
  return { origins: origins === '*' ? '*' : origins.map((o) => o.replace(/\/$/, '')), headers: [...headers] };
}

/**
 * Every shipped language, with the config's own strings laid over them key by key: a config may reword one
 * message, or add a language of its own (missing keys then come from the fallback language).
 */
function mergeLanguages(shipped: Record<string, Messages>, own: Record<string, Messages> | undefined): Record<string, Messages> {
  // Copied property by property, not spread: the built server's languages are getters that read a language's file
  // on first use, and a spread would read all 29 at start-up.
  const out: Record<string, Messages> = Object.defineProperties({}, Object.getOwnPropertyDescriptors(shipped));
  for (const [language, messages] of Object.entries(own ?? {})) {
    const merged: Messages = { ...out[language] };
    for (const [namespace, strings] of Object.entries(messages)) merged[namespace] = { ...merged[namespace], ...strings };
    Object.defineProperty(out, language, { value: merged, enumerable: true, writable: true, configurable: true });
  }
  return out;
}
