import { seed } from '@atrium/demo/seed';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type Harness } from '../helpers/startAtrium.ts';
import { startDemo } from './demoHarness.ts';

type Doc = Record<string, any>;

/** Every media id a value refers to: upload fields, rich-text upload nodes, galleries' images, at any depth. */
function mediaIdsIn(value: unknown, found = new Set<number>()): Set<number> {
  if (Array.isArray(value)) for (const item of value) mediaIdsIn(item, found);
  else if (value && typeof value === 'object') {
    const node = value as Doc;
    if (node.type === 'upload' && node.relationTo === 'media') found.add(node.value);
    for (const [key, child] of Object.entries(node)) {
      const isMediaField = ['media', 'image', 'defaultMetaImage'].includes(key) && typeof child === 'number';
      if (isMediaField) found.add(child as number);
      else if (key === 'images' && Array.isArray(child) && child.every((id) => typeof id === 'number')) {
        for (const id of child) found.add(id);
      } else mediaIdsIn(child, found);
    }
  }
  return found;
}

describe.each(dialects)("the demo's pictures on %s", (dialect) => {
  let h: Harness;
  let auth: { authorization: string };
  beforeAll(async () => {
    ({ h, auth } = await startDemo(dialect));
    await seed(h.atrium, { posts: 12 });
  }, 120_000);
  afterAll(() => h?.close());

  const get = (url: string) => h.inject({ method: 'GET', url, headers: auth });

  /** Reads a picture over HTTP as a browser would, and checks it is the image the document describes. */
  async function expectDisplays(url: string, expected: Doc, what: string) {
    const res = await h.inject({ method: 'GET', url });
    expect(res.statusCode, `${what}: ${url}`).toBe(200);
    expect(res.headers['content-type'], what).toBe('image/jpeg');
    expect(res.rawPayload.length, what).toBe(expected.filesize);
    const { width, height, format } = await sharp(res.rawPayload).metadata();
    expect({ format, width, height }, what).toEqual({ format: 'jpeg', width: expected.width, height: expected.height });
  }

  it('serves every picture the pages, posts and globals refer to, with every size', async () => {
    const referenced = new Set<number>();
    for (const collection of ['pages', 'posts']) {
      const res = await get(`/api/${collection}?depth=0&limit=0&draft=true`);
      mediaIdsIn(res.json().docs, referenced);
    }
    for (const slug of ['header', 'footer', 'site-settings'])
      mediaIdsIn((await get(`/api/globals/${slug}?depth=0`)).json(), referenced);
    const all = (await get('/api/media?depth=0&limit=0')).json().docs as Doc[];
    expect(referenced.size).toBeGreaterThan(5);
    expect([...referenced].every((id) => all.some((doc) => doc.id === id))).toBe(true);

    for (const id of referenced) {
      const doc = all.find((d) => d.id === id) as Doc;
      await expectDisplays(doc.url, doc, `${doc.filename}`);
      for (const name of ['thumbnail', 'card', 'hero', 'og']) {
        await expectDisplays(doc.sizes[name].url, doc.sizes[name], `${doc.filename} ${name}`);
      }
      expect(doc.thumbnailURL).toBe(doc.sizes.thumbnail.url);
    }
  });

  it('cuts the sizes to their shapes: a 4:3 thumbnail, a 3:2 card, a 16:9 hero and a 1.91:1 share image', async () => {
    const { docs } = (await get('/api/media?depth=0&limit=0&where[filename][equals]=harbour-at-dawn.jpg')).json();
    expect(docs).toHaveLength(1);
    const { sizes } = docs[0] as Doc;
    const shape = (name: string) => [sizes[name].width, sizes[name].height];
    expect([shape('thumbnail'), shape('card'), shape('hero'), shape('og')]).toEqual([
      [400, 300],
      [768, 512],
      [1600, 900],
      [1200, 630],
    ]);
  });

  it('gives the share image the site settings name a real file at /api/media/file/harbour-at-dawn.jpg', async () => {
    const settings = (await get('/api/globals/site-settings?depth=1')).json();
    expect(settings.defaultMetaImage).toMatchObject({
      filename: 'harbour-at-dawn.jpg',
      url: '/api/media/file/harbour-at-dawn.jpg',
    });
    await expectDisplays('/api/media/file/harbour-at-dawn.jpg', settings.defaultMetaImage, 'the share image');
  });
});
