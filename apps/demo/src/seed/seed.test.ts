import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemo } from '../open.ts';
import { type Atrium, seed, wipe } from './index.ts';
import { generatePost, TitleBook } from './posts.ts';
import { createRandom } from './prng.ts';

const postCount = 40;
let dir: string;
let atrium: Atrium;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'atrium-demo-seed-'));
  atrium = await openDemo({
    database: { kind: 'sqlite', filename: join(dir, 'seed.db') },
    secret: randomBytes(32).toString('hex'),
  });
  await seed(atrium, { posts: postCount });
});

afterAll(async () => {
  await atrium?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const count = async (collection: string) => (await atrium.count({ collection, overrideAccess: true })).totalDocs;

describe('demo seed', () => {
  it('creates the categories, media, pages and posts, and no users', async () => {
    expect(await count('categories')).toBe(6);
    expect(await count('media')).toBe(12);
    expect(await count('pages')).toBe(5);
    expect(await count('posts')).toBe(postCount);
    expect(await count('users')).toBe(0);
  });

  it('links child categories to their parent', async () => {
    const { docs } = await atrium.find({
      collection: 'categories',
      where: { slug: { equals: 'typography' } },
      depth: 1,
      overrideAccess: true,
    });
    expect(docs[0]).toMatchObject({ title: 'Typography', slug: 'typography', parent: { title: 'Design', slug: 'design' } });
  });

  it('gives the home page a high-impact hero and every layout block', async () => {
    const { docs } = await atrium.find({
      collection: 'pages',
      where: { slug: { equals: 'home' } },
      depth: 0,
      overrideAccess: true,
    });
    const home = docs[0] as Record<string, any>;
    expect(home.hero.type).toBe('highImpact');
    expect(home.hero.links[0].link).toMatchObject({
      type: 'custom',
      url: '/posts',
      label: 'Read the journal',
      appearance: 'primary',
    });
    expect(home.layout.map((b: { blockType: string }) => b.blockType)).toEqual([
      'contentColumns',
      'mediaBlock',
      'archive',
      'archive',
      'callToAction',
    ]);
    expect(home.hero.richText.root).toMatchObject({ type: 'root', version: 1, direction: 'ltr', format: '', indent: 0 });
    expect(home.hero.richText.root.children[0]).toMatchObject({ type: 'heading', tag: 'h1', version: 1 });
  });

  it('writes posts with Lexical bodies, dates within 2024–2025 and real references', async () => {
    const { docs } = await atrium.find({
      collection: 'posts',
      where: { status: { equals: 'published' } },
      limit: 0,
      depth: 1,
      overrideAccess: true,
    });
    expect(docs.length).toBeGreaterThan(postCount / 2);
    for (const post of docs as Array<Record<string, any>>) {
      expect(post.slug).toMatch(/^[a-z0-9-]+$/);
      expect(post.publishedAt >= '2024-01-01' && post.publishedAt < '2026-01-01').toBe(true);
      expect(post.content.root.children.length).toBeGreaterThan(2);
      expect(post.categories[0]).toHaveProperty('title');
      expect(post.hero.media).toHaveProperty('alt');
    }
  });

  it('fills the globals, including the store location as [lng, lat]', async () => {
    const settings = await atrium.findGlobal({ slug: 'site-settings', overrideAccess: true });
    expect(settings).toMatchObject({ siteName: 'Waymark', storeLocation: [-8.6121, 41.1429] });
    const header = (await atrium.findGlobal({ slug: 'header', depth: 0, overrideAccess: true })) as Record<string, any>;
    expect(header.navItems).toHaveLength(4);
    expect(header.navItems[1].link.reference).toMatchObject({ relationTo: 'pages' });
  });

  it('is deterministic: the same random seed yields the same posts', () => {
    const refs = {
      categories: { design: 1, typography: 2, travel: 3, 'city-guides': 4, technology: 5, photography: 6 },
      media: [1, 2, 3],
      earlierPosts: [],
    };
    const run = () => {
      const rng = createRandom(99);
      const titles = new TitleBook();
      return Array.from({ length: 20 }, () => generatePost(rng, refs, titles));
    };
    expect(run()).toEqual(run());
  });

  it('wipes the seeded collections', async () => {
    await wipe(atrium);
    for (const collection of ['posts', 'pages', 'categories', 'media']) expect(await count(collection)).toBe(0);
  });
});
