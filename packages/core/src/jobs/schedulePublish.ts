import { loadStored } from '../collections/operations/findByID.ts';
import { getCollection } from '../collections/operations/shared.ts';
import { updateByID } from '../collections/operations/updateByID.ts';
import type { TaskConfig } from '../config/types.ts';
import type { StoredJob } from '../database/types.ts';
import { BadRequest, NotFound, ValidationError } from '../errors/index.ts';
import { checkGlobalAccess, getGlobal } from '../globals/operations/shared.ts';
import { updateGlobal } from '../globals/operations/updateGlobal.ts';
import type { AtriumRequest, DocumentID } from '../types.ts';
import { isSchedulable } from './isSchedulable.ts';

/** The task's slug, as Payload names it. */
export const schedulePublishTask = 'schedulePublish';

/** A scheduled publish's input, in Payload's shape. */
export type SchedulePublishInput = {
  type: 'publish' | 'unpublish';
  doc?: { relationTo: string; value: DocumentID };
  global?: string;
  locale?: string;
  /** The id of the admin user who scheduled it; the change is made as them. */
  user?: DocumentID;
};

/** A job as the REST API answers it: Payload's `payload-jobs` document fields. */
export type JobDocument = {
  id: number;
  taskSlug: string;
  queue: string;
  input: Record<string, unknown>;
  waitUntil: string;
  totalTried: number;
  hasError: boolean;
  error: string | null;
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** Which document a schedule is for: a collection's document (`collection` and `id`), or a global. */
export type ScheduleTarget = { collection?: string; id?: unknown; global?: string };

type ScheduleBase = ScheduleTarget & { req: AtriumRequest; overrideAccess?: boolean };

/** The task that publishes (or unpublishes) a document or global, with the write a person's Publish button makes. */
export const schedulePublishTaskConfig: TaskConfig = {
  slug: schedulePublishTask,
  retries: 3,
  async handler({ input, req }) {
    const { type, doc, global, locale, user } = input as SchedulePublishInput;
    const _status = type === 'unpublish' ? 'draft' : 'published';
    // A publish for one locale publishes that locale only (Payload's publishSpecificLocale); an unpublish takes the
    // whole document back.
    const publishSpecificLocale = type === 'publish' ? locale : undefined;
    if (user !== undefined) req.user = await loadUser(req, user);
    // A job queued without a user (a script's) acts with the server's authority; one an editor queued, as them.
    const overrideAccess = user === undefined;
    const data = { _status };
    if (doc) await updateByID({ req, collection: doc.relationTo, id: doc.value, data, overrideAccess, publishSpecificLocale });
    else if (global) await updateGlobal({ req, slug: global, data, overrideAccess, publishSpecificLocale });
  },
};

async function loadUser(req: AtriumRequest, id: DocumentID): Promise<NonNullable<AtriumRequest['user']>> {
  const slug = req.config.admin.user;
  const [row] = slug ? await req.db.findByIDs({ collection: slug, ids: [id], transaction: req.transaction }) : [];
  // Their right to publish ended with their account.
  if (!row) throw new Error(`The user ${id} who scheduled this no longer exists.`);
  return { ...row, collection: slug };
}

/** `posts:12` or `globals:settings`: the job table's `target`, by which a document's schedule is found. */
function targetOf(target: ScheduleTarget, id?: DocumentID): string {
  return target.global !== undefined ? `globals:${target.global}` : `${target.collection}:${id}`;
}

/** Checks that the caller may update the document or global, which scheduling it amounts to; answers its id. */
async function checkTarget({ req, overrideAccess, ...target }: ScheduleBase): Promise<DocumentID | undefined> {
  if (target.global !== undefined) {
    const global = getGlobal(req, target.global);
    if (!isSchedulable(global)) throw new BadRequest('schedule:notEnabled', { slug: global.slug });
    await checkGlobalAccess(req, global, 'update', overrideAccess);
    return undefined;
  }
  const collection = getCollection(req, target.collection ?? '');
  if (!isSchedulable(collection)) throw new BadRequest('schedule:notEnabled', { slug: collection.slug });
  const stored = await loadStored(req, collection, target.id as DocumentID, 'update', overrideAccess);
  return stored.id;
}

export type SchedulePublishArgs = ScheduleBase & {
  type: unknown;
  /** When to publish: a date or an ISO 8601 text with its offset. */
  waitUntil: unknown;
  /** Publish only this locale (localized collections; stored as the job's `locale`). Defaults to every locale. */
  publishLocale?: unknown;
};

/** Queues a publish or unpublish of a document or global for a moment, as the calling user. */
export async function schedulePublish(args: SchedulePublishArgs): Promise<JobDocument> {
  const { req, type, waitUntil, publishLocale: locale } = args;
  const id = await checkTarget(args);
  const errors = [];
  if (type !== 'publish' && type !== 'unpublish') errors.push({ path: 'type', message: 'schedule:invalidType' });
  const when = parseDate(waitUntil);
  if (!when) errors.push({ path: 'waitUntil', message: 'schedule:invalidDate' });
  const locales = req.config.localization ? req.config.localization.localeCodes : [];
  if (locale !== undefined && locale !== null && !(typeof locale === 'string' && locales.includes(locale)))
    errors.push({ path: 'locale', message: 'schedule:invalidLocale' });
  if (errors.length > 0) throw new ValidationError({ collection: args.collection, global: args.global, errors });
  const input: SchedulePublishInput = { type: type as SchedulePublishInput['type'] };
  if (args.global !== undefined) input.global = args.global;
  else input.doc = { relationTo: args.collection!, value: id! };
  if (typeof locale === 'string') input.locale = locale;
  if (req.user && req.user.collection === req.config.admin.user) input.user = req.user.id;
  const job = await req.db.queueJob({
    task: schedulePublishTask,
    input,
    target: targetOf(args, id),
    waitUntil: when!,
    transaction: req.transaction,
  });
  return toJobDocument(job);
}

/** The document's or global's upcoming scheduled publishes and unpublishes, soonest first. */
export async function findScheduledPublishes(args: ScheduleBase): Promise<JobDocument[]> {
  const id = await checkTarget(args);
  const jobs = await args.req.db.findJobs({ target: targetOf(args, id), task: schedulePublishTask, pending: true });
  return jobs.map(toJobDocument);
}

/** Cancels one upcoming scheduled publish or unpublish of the document or global; `NotFound` when it is not one of its upcoming ones. */
export async function cancelScheduledPublish(args: ScheduleBase & { jobID: unknown }): Promise<JobDocument> {
  const id = await checkTarget(args);
  const jobID = typeof args.jobID === 'number' ? args.jobID : /^\d+$/.test(String(args.jobID)) ? Number(args.jobID) : NaN;
  const jobs = await args.req.db.findJobs({ target: targetOf(args, id), task: schedulePublishTask, pending: true });
  const job = jobs.find((candidate) => candidate.id === jobID);
  // A job that has run (or is running now) is history, not something to cancel.
  if (!job || !(await args.req.db.cancelJob({ id: job.id }))) throw new NotFound('schedule:jobNotFound');
  return toJobDocument(job);
}

function parseDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  // An offset is required: a bare local time would mean whatever zone the server runs in.
  if (typeof value !== 'string' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A stored job in Payload's field names. */
export function toJobDocument(job: StoredJob): JobDocument {
  return {
    id: job.id,
    taskSlug: job.task,
    queue: job.queue,
    input: job.input,
    waitUntil: job.waitUntil,
    totalTried: job.totalTried,
    hasError: job.hasError,
    error: job.error,
    completedAt: job.completedAt,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
  };
}
