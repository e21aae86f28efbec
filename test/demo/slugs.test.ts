import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type Harness } from '../helpers/startAtrium.ts';
import { startDemo } from './demoHarness.ts';

describe.each(dialects)("the demo's slugs on %s", (dialect) => {
  let h: Harness;
  let auth: { authorization: string };
  beforeAll(async () => {
    ({ h, auth } = await startDemo(dialect));
  });
  afterAll(() => h.close());

  const createPage = async (data: Record<string, unknown>) => {
    const res = await h.inject({ method: 'POST', url: '/api/pages', headers: auth, payload: data });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().doc as { id: number; slug: string };
  };

  it('spells German, Arabic and Japanese titles in ASCII instead of dropping their letters (Grüße was gru-e)', async () => {
    expect((await createPage({ title: 'Grüße aus Köln' })).slug).toBe('grusse-aus-koln');
    expect((await createPage({ title: 'مرحبا بالعالم' })).slug).toBe('mrhb-blaalm');
    expect((await createPage({ title: '東京の夜' })).slug).toBe('dong-jing-noye');
  });

  it('gives a second page with the same title the next free slug instead of failing "must be unique"', async () => {
    const first = await createPage({ title: 'こんにちは' });
    const second = await createPage({ title: 'こんにちは' });
    const third = await createPage({ title: 'こんにちは' });
    expect([first.slug, second.slug, third.slug]).toEqual(['konnitiha', 'konnitiha-2', 'konnitiha-3']);
  });

  it('never leaves a slug empty: a title with nothing to spell gets a generated one, unique each time', async () => {
    const first = await createPage({ title: '🎉🎉' });
    const second = await createPage({ title: '🎉🎉' });
    expect(first.slug).toMatch(/^untitled-[0-9a-f]{8}$/);
    expect(second.slug).toMatch(/^untitled-[0-9a-f]{8}$/);
    expect(second.slug).not.toBe(first.slug);
  });

  it('keeps a slug the editor typed, and reports a clash with it rather than renaming it', async () => {
    expect((await createPage({ title: 'Contact', slug: 'Reach Us' })).slug).toBe('reach-us');
    const clash = await h.inject({
      method: 'POST',
      url: '/api/pages',
      headers: auth,
      payload: { title: 'Another', slug: 'reach-us' },
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().errors[0].data.errors[0].path).toBe('slug');
  });

  it('keeps a slug as it is when its page is saved again', async () => {
    const page = await createPage({ title: 'Über uns' });
    const res = await h.inject({ method: 'PATCH', url: `/api/pages/${page.id}`, headers: auth, payload: { title: 'Über' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().doc.slug).toBe('uber-uns');
  });
});
