import type { Atrium, DocumentResponse, JobDocument, ScheduleListResponse } from '@atrium/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildRequest } from '../utilities/buildRequest.ts';

type Params = { slug: string; id?: string; jobID?: string };

/**
 * Scheduled publishing (`versions.drafts.schedulePublish`): list, add and cancel a document's or a global's upcoming
 * publish and unpublish events. Payload queues these from its admin's server functions and has no REST route for
 * them; Atrium's admin uses these, and so may any client of someone who may update the document.
 */
export function scheduleRoutes(app: FastifyInstance, atrium: Atrium) {
  const targetOf = (request: FastifyRequest<{ Params: Params }>) =>
    request.params.id === undefined
      ? { global: request.params.slug }
      : { collection: request.params.slug, id: request.params.id };
  const body = (request: FastifyRequest) =>
    request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};

  const list = async (request: FastifyRequest<{ Params: Params }>) => {
    const { req } = buildRequest(atrium, request);
    const docs = await atrium.findScheduledPublishes({ ...targetOf(request), req });
    return { docs } satisfies ScheduleListResponse;
  };
  const add = async (request: FastifyRequest<{ Params: Params }>) => {
    const { req } = buildRequest(atrium, request);
    const { type, waitUntil, locale } = body(request);
    const doc = await atrium.schedulePublish({ ...targetOf(request), req, type, waitUntil, publishLocale: locale });
    return { doc, message: req.t('schedule:scheduledSuccessfully') } satisfies DocumentResponse<JobDocument>;
  };
  const cancel = async (request: FastifyRequest<{ Params: Params }>) => {
    const { req } = buildRequest(atrium, request);
    const doc = await atrium.cancelScheduledPublish({ ...targetOf(request), req, jobID: request.params.jobID });
    return { doc, message: req.t('schedule:cancelledSuccessfully') } satisfies DocumentResponse<JobDocument>;
  };

  for (const prefix of ['/globals/:slug', '/:slug/:id']) {
    app.get<{ Params: Params }>(`${prefix}/schedule`, list);
    app.post<{ Params: Params }>(`${prefix}/schedule`, async (request, reply) => reply.status(201).send(await add(request)));
    app.delete<{ Params: Params }>(`${prefix}/schedule/:jobID`, cancel);
  }
}
