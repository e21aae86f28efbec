import type { APIRequest } from '../api/early.ts';
import { type AdminConfig, findCollection, findGlobal } from '../config/index.ts';
import { documentAccess, documentRead, formStateRequest } from '../documents/documentRequests.ts';
import { hasConditionalFields } from '../documents/fieldLayout.ts';
import { openingListRead } from '../lists/listRequest.ts';
import { localeFromSearch } from '../localization/localeFromSearch.ts';
import { adminPathOf, matchRoute } from '../routes/routeTable.ts';
import { versionOptionsOf } from '../versions/versionOptions.ts';

/** Who is signed in (`GET /api/<admin.user>/me`). */
export function meRead(config: AdminConfig): APIRequest {
  return { method: 'GET', path: `/${config.admin.user}/me` };
}

/** What the signed-in user may do (`GET /api/access`). */
export const accessRead: APIRequest = { method: 'GET', path: '/access' };

/**
 * The requests the admin makes first at an address, exactly as the views make them: who is signed in, their
 * permissions, and the opening view's data (a list's first page; a document, what the user may do with it and,
 * when fields have conditions, the server's form state). The boot script starts them before the app loads.
 */
export function openingRequests(config: AdminConfig, pathname: string, search: string): APIRequest[] {
  const requests: APIRequest[] = [];
  if (config.admin.user) requests.push(meRead(config));
  requests.push(accessRead);
  const path = adminPathOf(config.routes.admin, pathname);
  if (path === undefined) return requests;
  const { route, params } = matchRoute(path);
  const slug = params.slug!;

  if (route.view === 'list') {
    const collection = findCollection(config, slug);
    if (collection) requests.push(openingListRead(collection, search, localeFromSearch(config, search)));
  } else if (route.view === 'edit' && route.kind === 'collection' && params.id !== undefined) {
    const { id } = params;
    const collection = findCollection(config, slug);
    if (!collection) return requests;
    const { hasDrafts } = versionOptionsOf(collection.versions);
    requests.push(documentRead('collection', slug, id, localeFromSearch(config, search), hasDrafts), documentAccess(slug, id));
    if (hasConditionalFields(collection.fields)) {
      requests.push(formStateRequest({ kind: 'collection', slug, id, data: {}, operation: 'update' }));
    }
  } else if (route.view === 'edit' && route.kind === 'global') {
    const global = findGlobal(config, slug);
    if (!global) return requests;
    requests.push(
      documentRead('global', slug, undefined, localeFromSearch(config, search), versionOptionsOf(global.versions).hasDrafts),
    );
    if (hasConditionalFields(global.fields)) {
      requests.push(formStateRequest({ kind: 'global', slug, data: {}, operation: 'update' }));
    }
  }
  return requests;
}
