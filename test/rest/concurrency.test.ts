import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { restConfig } from './config.ts';

// Optimistic concurrency (REST contract, Errors: "409 stale write"): an update that names the `updatedAt` its
// edit started from in `X-Atrium-Updated-At` is refused when someone else wrote in between.

const header = 'x-atrium-updated-at';
/** The 409 body: the stored version comes with it, for a client that chooses to write over it. */
const conflict = (updatedAt: string) => ({
  errors: [{ name: 'Conflict', message: 'Someone else changed this document after you opened it.', data: { updatedAt } }],
});

describe.each(dialects)('optimistic concurrency on %s', (dialect) => {
  let h: Harness;

  beforeAll(async () => {
    h = await startAtrium(dialect, restConfig);
  });
  afterAll(() => h.close());

  const stored = (id: unknown) => h.atrium.findByID({ collection: 'articles', id: id as number, depth: 0 });
  const patch = (id: unknown, payload: Record<string, unknown>, updatedAt?: string) =>
    h.inject({
      method: 'PATCH',
      url: `/api/articles/${id}?depth=0`,
      payload,
      headers: updatedAt === undefined ? {} : { [header]: updatedAt },
    });

  it('writes when the document is as the caller read it, and refuses a stale write with 409, storing nothing', async () => {
    const doc = await h.atrium.create({ collection: 'articles', data: { title: 'Shared draft', views: 1 }, depth: 0 });
    const first = await patch(doc.id, { views: 2 }, doc.updatedAt as string);
    expect(first.statusCode).toBe(200);
    const afterFirst = first.json().doc;
    expect(afterFirst.views).toBe(2);
    expect(afterFirst.updatedAt).not.toBe(doc.updatedAt);

    // A second editor still holds the version from before the first save.
    const stale = await patch(doc.id, { views: 99, summary: 'overwritten' }, doc.updatedAt as string);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(conflict(afterFirst.updatedAt));
    expect(await stored(doc.id)).toEqual(afterFirst);

    // Read again, the same edit goes through.
    const fresh = await patch(doc.id, { views: 99 }, afterFirst.updatedAt);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().doc.views).toBe(99);
  });

  it('without the header, the last write wins, as Payload clients expect', async () => {
    const doc = await h.atrium.create({ collection: 'articles', data: { title: 'No header', views: 1 }, depth: 0 });
    await patch(doc.id, { views: 2 });
    const res = await patch(doc.id, { views: 3 });
    expect(res.statusCode).toBe(200);
    expect((await stored(doc.id)).views).toBe(3);
  });

  it('answers 400 naming a header value that is not a date, and stores nothing', async () => {
    const doc = await h.atrium.create({ collection: 'articles', data: { title: 'Bad header', views: 1 }, depth: 0 });
    const res = await patch(doc.id, { views: 5 }, 'yesterday-ish');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [
        {
          name: 'BadRequest',
          message: 'The expected updatedAt "yesterday-ish" is not a date: send the document’s updatedAt as you read it.',
        },
      ],
    });
    expect(await stored(doc.id)).toEqual(doc);
  });

  it('lets exactly one of two simultaneous saves from the same version through', async () => {
    for (let round = 0; round < 5; round++) {
      const doc = await h.atrium.create({ collection: 'articles', data: { title: `Race ${round}`, views: 0 }, depth: 0 });
      const answers = await Promise.all([
        patch(doc.id, { views: 1 }, doc.updatedAt as string),
        patch(doc.id, { views: 2 }, doc.updatedAt as string),
      ]);
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const winner = answers.find((a) => a.statusCode === 200)!.json().doc;
      expect((await stored(doc.id)).views).toBe(winner.views);
    }
  });

  it('guards a global the same way', async () => {
    const first = await h.inject({ method: 'POST', url: '/api/globals/settings?depth=0', payload: { siteName: 'One' } });
    const read = first.json().doc;
    const second = await h.inject({
      method: 'POST',
      url: '/api/globals/settings?depth=0',
      payload: { siteName: 'Two' },
      headers: { [header]: read.updatedAt },
    });
    expect(second.statusCode).toBe(200);
    const stale = await h.inject({
      method: 'PATCH',
      url: '/api/globals/settings?depth=0',
      payload: { siteName: 'Three' },
      headers: { [header]: read.updatedAt },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(conflict(second.json().doc.updatedAt));
    expect((await h.atrium.findGlobal({ slug: 'settings', depth: 0 })).siteName).toBe('Two');
  });

  it('moves updatedAt forward on every write, even several in one millisecond, so no stale copy passes', async () => {
    const doc = await h.atrium.create({ collection: 'articles', data: { title: 'Busy', views: 0 }, depth: 0 });
    let previous = doc.updatedAt as string;
    for (let views = 1; views <= 20; views++) {
      const updated = await h.atrium.update({ collection: 'articles', id: doc.id, data: { views }, depth: 0 });
      expect(Date.parse(updated.updatedAt as string)).toBeGreaterThan(Date.parse(previous));
      previous = updated.updatedAt as string;
    }
  });

  it('takes the expected updatedAt in the Local API too', async () => {
    const doc = await h.atrium.create({ collection: 'articles', data: { title: 'Local', views: 1 }, depth: 0 });
    await h.atrium.update({ collection: 'articles', id: doc.id, data: { views: 2 } });
    await expect(
      h.atrium.update({ collection: 'articles', id: doc.id, data: { views: 3 }, expectedUpdatedAt: doc.updatedAt as string }),
    ).rejects.toThrow('Someone else changed this document after you opened it.');
    expect((await stored(doc.id)).views).toBe(2);
  });
});
