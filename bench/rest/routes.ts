import { generatePost, type SeedRefs, TitleBook } from '@atrium/demo/seed/posts';
import { createRandom } from '@atrium/demo/seed/prng';
import type { RequestShape } from './load.ts';

/**
 * A benchmarked route. Anonymous reads are also replayed against the bare Fastify baseline; the compared reads
 * (`signedInAs`) are measured in interleaved rounds as nobody, with a JWT and with an API key.
 */
export type Route = RequestShape & {
  name: string;
  read: boolean;
  /** Part of the signed-in comparison: as nobody, or with a credential. */
  signedInAs?: 'nobody' | 'JWT' | 'API key';
  /** The compared read this is a variant of. */
  repeats?: string;
};

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
      path: '/api/posts?where[_status][equals]=published&sort=-publishedAt&limit=25&depth=0',
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
  // Compared reads use URLs whose answer is the same for visitors and staff (published posts only), so the
  // comparison measures verifying credentials, not reading different documents.
  const published = 'where[_status][equals]=published';
  const compared: Array<{ name: string; path: string }> = [
    { name: 'list depth 0', path: `/api/posts?depth=0&${published}` },
    { name: 'list depth 1', path: `/api/posts?depth=1&${published}` },
    { name: 'by id depth 2', path: `/api/posts/${byId}?depth=2` },
  ];
  const signedIn: Route[] = compared.flatMap(({ name, path }) => [
    { name: `${name} (anonymous)`, read: true, method: 'GET' as const, path, signedInAs: 'nobody' as const, repeats: name },
    { name: `${name}, JWT`, read: true, method: 'GET' as const, path, signedInAs: 'JWT' as const, repeats: name, headers: jwt },
    {
      name: `${name}, API key`,
      read: true,
      method: 'GET' as const,
      path,
      signedInAs: 'API key' as const,
      repeats: name,
      headers: apiKey,
    },
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
