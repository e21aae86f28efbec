import type { Document } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { type SeenUpdate, scheduleConfig } from './config.ts';

const password = 'a long enough passphrase';
const tomorrow = () => new Date(Date.now() + 24 * 3600_000).toISOString();

describe.each(dialects)('scheduled publishing over REST on %s', (dialect) => {
  let harness: Harness;
  const seen: SeenUpdate[] = [];
  let editor: Record<string, string>;
  let reader: Record<string, string>;
  let post: Document;

  beforeAll(async () => {
    harness = await startAtrium(dialect, scheduleConfig(seen), { rateLimit: false });
    const { atrium } = harness;
    const sign = async (email: string, role: string) => {
      await atrium.create({ collection: 'users', data: { email, password, role }, overrideAccess: true });
      const { token } = await atrium.login({ collection: 'users', data: { email, password } });
      return { authorization: `JWT ${token}` };
    };
    editor = await sign('editor@example.com', 'editor');
    reader = await sign('reader@example.com', 'reader');
    post = await atrium.create({ collection: 'posts', data: { title: 'Launch' }, overrideAccess: true });
  });
  afterAll(() => harness.close());

  const schedule = (headers: Record<string, string>, payload: Record<string, unknown>, path = `/api/posts/${post.id}`) =>
    harness.inject({ method: 'POST', url: `${path}/schedule`, headers, payload });
  const upcoming = async (path = `/api/posts/${post.id}`) =>
    (await harness.inject({ method: 'GET', url: `${path}/schedule`, headers: editor })).json().docs;

  it('schedules, lists and cancels a publish in Payload’s job shape', async () => {
    const waitUntil = tomorrow();
    const res = await schedule(editor, { type: 'publish', waitUntil });
    expect(res.statusCode).toBe(201);
    const { doc, message } = res.json();
    expect(message).toBe('Scheduled successfully.');
    const editorID = (
      await harness.atrium.find({ collection: 'users', overrideAccess: true, where: { role: { equals: 'editor' } } })
    ).docs[0].id;
    expect(doc).toEqual({
      id: expect.any(Number),
      taskSlug: 'schedulePublish',
      queue: 'default',
      input: { type: 'publish', doc: { relationTo: 'posts', value: post.id }, user: editorID },
      waitUntil,
      totalTried: 0,
      hasError: false,
      error: null,
      completedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await upcoming()).toEqual([doc]);

    const cancelled = await harness.inject({
      method: 'DELETE',
      url: `/api/posts/${post.id}/schedule/${doc.id}`,
      headers: editor,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ doc, message: 'The scheduled event was cancelled.' });
    expect(await upcoming()).toEqual([]);
    const again = await harness.inject({ method: 'DELETE', url: `/api/posts/${post.id}/schedule/${doc.id}`, headers: editor });
    expect(again.statusCode).toBe(404);
    expect(again.json().errors[0].message).toBe('No upcoming scheduled event has this ID.');
  });

  it('lists a document’s events soonest first and only its own', async () => {
    const other = await harness.atrium.create({ collection: 'posts', data: { title: 'Other' }, overrideAccess: true });
    const later = new Date(Date.now() + 48 * 3600_000).toISOString();
    await schedule(editor, { type: 'unpublish', waitUntil: later });
    await schedule(editor, { type: 'publish', waitUntil: tomorrow() });
    await schedule(editor, { type: 'publish', waitUntil: tomorrow() }, `/api/posts/${other.id}`);
    const list = await upcoming();
    expect(list.map((job: { input: { type: string } }) => job.input.type)).toEqual(['publish', 'unpublish']);
    for (const job of list)
      await harness.inject({ method: 'DELETE', url: `/api/posts/${post.id}/schedule/${job.id}`, headers: editor });
    // Another document's event is not this one's to cancel.
    const [othersJob] = await upcoming(`/api/posts/${other.id}`);
    const wrong = await harness.inject({
      method: 'DELETE',
      url: `/api/posts/${post.id}/schedule/${othersJob.id}`,
      headers: editor,
    });
    expect(wrong.statusCode).toBe(404);
    expect(await upcoming(`/api/posts/${other.id}`)).toHaveLength(1);
  });

  it('lets only someone who may update the document schedule, list or cancel', async () => {
    const asReader = await schedule(reader, { type: 'publish', waitUntil: tomorrow() });
    expect(asReader.statusCode).toBe(403);
    const anonymous = await schedule({}, { type: 'publish', waitUntil: tomorrow() });
    expect([401, 403]).toContain(anonymous.statusCode);
    const list = await harness.inject({ method: 'GET', url: `/api/posts/${post.id}/schedule`, headers: reader });
    expect(list.statusCode).toBe(403);
    const { doc } = (await schedule(editor, { type: 'publish', waitUntil: tomorrow() })).json();
    const cancel = await harness.inject({ method: 'DELETE', url: `/api/posts/${post.id}/schedule/${doc.id}`, headers: reader });
    expect(cancel.statusCode).toBe(403);
    expect(await upcoming()).toHaveLength(1);
    await harness.inject({ method: 'DELETE', url: `/api/posts/${post.id}/schedule/${doc.id}`, headers: editor });
  });

  it('refuses bad input with the paths that were wrong, and collections without scheduling', async () => {
    const bad = await schedule(editor, { type: 'delete', waitUntil: '2030-01-31 09:00', locale: 'xx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].data.errors).toEqual([
      { path: 'type', message: 'Choose "publish" or "unpublish".' },
      { path: 'waitUntil', message: expect.stringContaining('ISO 8601') },
      { path: 'locale', message: 'This is not one of the configured locales.' },
    ]);
    const plain = await harness.atrium.create({ collection: 'plain', data: { title: 'x' }, overrideAccess: true });
    const off = await schedule(editor, { type: 'publish', waitUntil: tomorrow() }, `/api/plain/${plain.id}`);
    expect(off.statusCode).toBe(400);
    expect(off.json().errors[0].message).toBe('Scheduled publishing is not turned on for plain.');
    const missing = await schedule(editor, { type: 'publish', waitUntil: tomorrow() }, '/api/posts/999999');
    expect(missing.statusCode).toBe(404);
    expect(await upcoming()).toEqual([]);
  });

  it('schedules a global’s publish', async () => {
    const res = await schedule(editor, { type: 'publish', waitUntil: tomorrow() }, '/api/globals/settings');
    expect(res.statusCode).toBe(201);
    expect(res.json().doc.input).toMatchObject({ type: 'publish', global: 'settings' });
    const list = await upcoming('/api/globals/settings');
    expect(list).toHaveLength(1);
    const cancel = await harness.inject({
      method: 'DELETE',
      url: `/api/globals/settings/schedule/${list[0].id}`,
      headers: editor,
    });
    expect(cancel.statusCode).toBe(200);
  });

  const statusOf = async (id: unknown) =>
    (await harness.atrium.findByID({ collection: 'posts', id, overrideAccess: true, draft: true }))._status;

  it('publishes when the moment comes, with the update a Publish button makes, as the editor who scheduled it', async () => {
    const draft = await harness.atrium.create({ collection: 'posts', data: { title: 'Embargoed' }, overrideAccess: true });
    expect(draft._status).toBe('draft');
    const waitUntil = new Date(Date.now() + 500).toISOString();
    const { doc } = (await schedule(editor, { type: 'publish', waitUntil }, `/api/posts/${draft.id}`)).json();
    await expect.poll(() => statusOf(draft.id), { timeout: 10_000 }).toBe('published');
    // Visitors see it now.
    expect((await harness.inject({ method: 'GET', url: `/api/posts/${draft.id}` })).statusCode).toBe(200);
    expect(seen.filter((update) => update.id === draft.id)).toEqual([
      { id: draft.id, data: { _status: 'published' }, user: 'editor@example.com' },
    ]);
    const [job] = await harness.atrium.config.db.findJobs({ target: `posts:${draft.id}` });
    expect(job).toMatchObject({ id: doc.id, totalTried: 1, hasError: false });
    expect(await upcoming(`/api/posts/${draft.id}`)).toEqual([]);
  });

  it('unpublishes with the update that takes a document back to a draft', async () => {
    const live = await harness.atrium.create({
      collection: 'posts',
      data: { title: 'Retired', _status: 'published' },
      overrideAccess: true,
    });
    expect((await harness.inject({ method: 'GET', url: `/api/posts/${live.id}` })).statusCode).toBe(200);
    const waitUntil = new Date(Date.now() + 300).toISOString();
    expect((await schedule(editor, { type: 'unpublish', waitUntil }, `/api/posts/${live.id}`)).statusCode).toBe(201);
    await expect.poll(() => statusOf(live.id), { timeout: 10_000 }).toBe('draft');
    expect(seen.find((update) => update.id === live.id)?.data).toEqual({ _status: 'draft' });
    // Gone from what visitors see.
    expect((await harness.inject({ method: 'GET', url: `/api/posts/${live.id}` })).statusCode).toBe(404);
  });

  it('publishes a global when the moment comes', async () => {
    const waitUntil = new Date(Date.now() + 300).toISOString();
    expect((await schedule(editor, { type: 'publish', waitUntil }, '/api/globals/settings')).statusCode).toBe(201);
    await expect
      .poll(async () => (await harness.atrium.findGlobal({ slug: 'settings', overrideAccess: true, draft: true }))._status, {
        timeout: 10_000,
      })
      .toBe('published');
  });
});
