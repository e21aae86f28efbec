import { type Config, create } from '@atrium/core';

/** What the posts' `beforeOperation` hook saw of each update: the data a scheduled (un)publish wrote. */
export type SeenUpdate = { id: unknown; data: unknown; user: unknown };

/**
 * Posts and a global with scheduled publishing, editors who may update posts and readers who may not, and two
 * tasks of the test's own: `count` records each run in `runs` (in the run's transaction, so a run rolled back
 * leaves no row), `fail` records a row and then throws.
 */
export function scheduleConfig(seen: SeenUpdate[] = []): Omit<Config, 'db' | 'secret'> {
  return {
    collections: [
      {
        slug: 'users',
        auth: true,
        fields: [{ name: 'role', type: 'select', options: ['editor', 'reader'], defaultValue: 'reader' }],
      },
      {
        slug: 'posts',
        versions: { drafts: { schedulePublish: true } },
        fields: [{ name: 'title', type: 'text' }],
        access: {
          read: () => true,
          create: ({ req }) => req.user?.role === 'editor',
          update: ({ req }) => req.user?.role === 'editor',
        },
        hooks: {
          beforeOperation: [
            ({ args, operation, req }) => {
              if (operation === 'updateByID') seen.push({ id: args.id, data: args.data, user: req.user?.email });
            },
          ],
        },
      },
      { slug: 'plain', fields: [{ name: 'title', type: 'text' }] },
      {
        slug: 'runs',
        fields: [
          { name: 'job', type: 'number' },
          { name: 'server', type: 'text' },
        ],
      },
    ],
    globals: [
      { slug: 'settings', versions: { drafts: { schedulePublish: true } }, fields: [{ name: 'siteName', type: 'text' }] },
    ],
    jobs: {
      pollInterval: 50,
      retryDelay: 10,
      tasks: [
        {
          slug: 'count',
          handler: async ({ job, req }) => {
            await create({ collection: 'runs', data: { job: job.id, server: String(process.pid) }, req, overrideAccess: true });
          },
        },
        {
          slug: 'fail',
          retries: 2,
          handler: async ({ job, req }) => {
            await create({ collection: 'runs', data: { job: job.id }, req, overrideAccess: true });
            throw new Error('the task failed on purpose');
          },
        },
      ],
    },
  };
}
