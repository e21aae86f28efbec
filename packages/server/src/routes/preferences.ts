import {
  type Atrium,
  type AtriumRequest,
  type DocumentResponse,
  deletePreference,
  echo,
  findPreference,
  getCollection,
  labelOf,
  type MessageResponse,
  type PreferenceResponse,
  preferencesSlug,
  QueryError,
  updatePreference,
} from '@atrium/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { buildRequest } from '../utilities/buildRequest.ts';

type Params = { key: string };

/**
 * `GET|POST|DELETE /payload-preferences/:key`: the signed-in user's own preferences (the admin's column
 * choices, open groups…). These routes win over the collection routes' `/:slug/:id`; the list
 * `GET /payload-preferences` stays a collection read, limited to the caller's rows by the collection's access.
 */
export function preferenceRoutes(app: FastifyInstance, atrium: Atrium) {
  const path = `/${preferencesSlug}/:key`;
  // One user's preferences must never be kept by a browser cache or a proxy and shown to someone else.
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.get<{ Params: Params }>(path, async (request, reply): Promise<PreferenceResponse> => {
    const { req } = buildRequest(atrium, request);
    noStore(reply);
    const doc = await findPreference({ req, key: request.params.key });
    // The REST contract answers a missing key with 200, so the admin reads `value: null` as "not set".
    return doc ?? { message: 'Not Found', value: null };
  });

  app.post<{ Params: Params }>(path, async (request, reply) => {
    const { req } = buildRequest(atrium, request);
    noStore(reply);
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body) || !('value' in body))
      throw new QueryError('query:preferenceBody');
    const extra = Object.keys(body).filter((k) => k !== 'value');
    if (extra.length > 0) throw new QueryError('query:preferenceBodyExtra', { keys: echo(extra.join(', ')) });
    const doc = await updatePreference({ req, key: request.params.key, value: (body as { value: unknown }).value });
    return { doc, message: req.t('general:updatedSuccessfully', { label: preferenceLabel(req) }) } satisfies DocumentResponse;
  });

  app.delete<{ Params: Params }>(path, async (request, reply) => {
    const { req } = buildRequest(atrium, request);
    noStore(reply);
    await deletePreference({ req, key: request.params.key });
    return { message: req.t('general:deletedSuccessfully', { label: preferenceLabel(req) }) } satisfies MessageResponse;
  });
}

function preferenceLabel(req: AtriumRequest): string {
  return labelOf(req, getCollection(req, preferencesSlug).labels.singular);
}
