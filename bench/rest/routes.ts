import { generatePost, type SeedRefs, TitleBook } from '@atrium/demo/seed/posts';
import { createRandom } from '@atrium/demo/seed/prng';
import type { RequestShape } from './load.ts';

/**
 * A benchmarked route. Anonymous reads are also replayed against the bare Fastify baseline; signed-in reads
 * (`signedInAs`) are compared with the anonymous read they repeat (`repeats`).
 */
export type Route = RequestShape & { name: string; read: boolean; signedInAs?: 'JWT' | 'API key'; repeats?: string };

/** Ids picked from the seeded database that the routes need, and an editor's credentials. */
export type RouteFixtures = {
  byId: string | number;
  updateId: string | number;
  refs: SeedRefs;
  /** A login token and an API key of the same staff user. */
  credentials: { jwt: string; apiKey: string };
};

// Two words that occur together in many generated titles ("Field Notes from …", "Field Notes on …").
const searchWords = 'field notes';

/** Realistic post bodies, prepared up front so the client spends its time sending, not generating. */
function createBodies(refs: SeedRefs): () => Record<string, unknown> {
  const rng = createRandom(7);
  const titles = new TitleBook();
  const pool = Array.from({ length: 64 }, () => generatePost(rng, refs, titles));
  let n = 0;
  return () => {
    const post = pool[n % pool.length];
    n += 1;
    // Slugs are unique: every created post needs its own.
    return { ...post, slug: `bench-${process.pid}-${n}` };
  };
}

/**
 * The routes of the REST benchmark: anonymous reads (the public site: published posts), the same reads signed
 * in with a JWT and with an API key (the admin and integrations: every post), then signed-in writes. Reads
 * come first so writes do not change what reads return.
 */
export function benchRoutes({ byId, updateId, refs, credentials }: RouteFixtures): Route[] {
  let edits = 0;
  const reads: Route[] = [
    { name: 'list depth 0', read: true, method: 'GET', path: '/api/posts?depth=0' },
    { name: 'list depth 1', read: true, method: 'GET', path: '/api/posts?depth=1' },
    {
      name: 'filter + sort, limit 25',
      read: true,
      method: 'GET',
      path: '/api/posts?where[status][equals]=published&sort=-publishedAt&limit=25&depth=0',
    },
    { name: 'by id depth 2', read: true, method: 'GET', path: `/api/posts/${byId}?depth=2` },
    {
      name: 'like search',
      read: true,
      method: 'GET',
      path: `/api/posts?where[title][like]=${encodeURIComponent(searchWords)}&depth=0`,
    },
  ];
  const jwt = { authorization: `JWT ${credentials.jwt}` };
  const apiKey = { authorization: `users API-Key ${credentials.apiKey}` };
  const signedIn: Route[] = reads
    .filter((r) => ['list depth 0', 'list depth 1', 'by id depth 2'].includes(r.name))
    .flatMap((r) => [
      { ...r, name: `${r.name}, JWT`, signedInAs: 'JWT' as const, repeats: r.name, headers: jwt },
      { ...r, name: `${r.name}, API key`, signedInAs: 'API key' as const, repeats: r.name, headers: apiKey },
    ]);
  return [
    ...reads,
    ...signedIn,
    { name: 'create', read: false, method: 'POST', path: '/api/posts?depth=0', headers: jwt, body: createBodies(refs) },
    {
      name: 'update',
      read: false,
      method: 'PATCH',
      path: `/api/posts/${updateId}?depth=0`,
      headers: jwt,
      body: () => ({ title: `Field Notes on Benchmarks, Revision ${++edits}`, readingTime: (edits % 12) + 1 }),
    },
  ];
}
