import type { APIRequest } from '../api/early.ts';
import { type AdminConfig, findCollection, findGlobal } from '../config/index.ts';
import { documentAccess, documentRead, formStateRequest } from '../documents/documentRequests.ts';
import { hasConditionalFields } from '../documents/fieldLayout.ts';
import { openingListRead } from '../lists/listRequest.ts';
import { localeFromSearch } from '../localization/localeFromSearch.ts';

/** Who is signed in (`GET /api/<admin.user>/me`). */
export function meRead(config: AdminConfig): APIRequest {
  return { method: 'GET', path: `/${config.admin.user}/me` };
}

/** What the signed-in user may do (`GET /api/access`). */
export const accessRead: APIRequest = { method: 'GET', path: '/access' };

const segment = (value: string): string | undefined => {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
};

/**
 * The requests the admin makes first at an address, exactly as the views make them: who is signed in, their
 * permissions, and the opening view's data (a list's first page; a document, what the user may do with it and,
 * when fields have conditions, the server's form state). The boot script starts them before the app loads.
 */
export function openingRequests(config: AdminConfig, pathname: string, search: string): APIRequest[] {
  const requests: APIRequest[] = [];
  if (config.admin.user) requests.push(meRead(config));
  requests.push(accessRead);
  const base = config.routes.admin.replace(/\/$/, '');
  if (!pathname.startsWith(`${base}/`)) return requests;
  const parts = pathname
    .slice(base.length + 1)
    .replace(/\/$/, '')
    .split('/')
    .map(segment);
  if (parts.some((part) => part === undefined || part === '')) return requests;
  const [section, slug, id, ...rest] = parts as string[];
  if (rest.length > 0) return requests;

  if (section === 'collections') {
    const collection = findCollection(config, slug);
    if (!collection) return requests;
    if (id === undefined) {
      requests.push(openingListRead(collection, search, localeFromSearch(config, search)));
    } else if (id !== 'create') {
      requests.push(documentRead('collection', slug, id, localeFromSearch(config, search)), documentAccess(slug, id));
      if (hasConditionalFields(collection.fields)) {
        requests.push(formStateRequest({ kind: 'collection', slug, id, data: {}, operation: 'update' }));
      }
    }
  } else if (section === 'globals' && id === undefined) {
    const global = findGlobal(config, slug);
    if (!global) return requests;
    requests.push(documentRead('global', slug, undefined, localeFromSearch(config, search)));
    if (hasConditionalFields(global.fields)) {
      requests.push(formStateRequest({ kind: 'global', slug, data: {}, operation: 'update' }));
    }
  }
  return requests;
}
