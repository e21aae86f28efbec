import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EditorState, nodeVersions, roundTrip, TextFormat } from '@atrium/richtext';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemo } from '../open.ts';
import { mediaSeeds } from './content/media.ts';
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
    uploadsDir: join(dir, 'uploads'),
  });
  await seed(atrium, { posts: postCount });
});

afterAll(async () => {
  await atrium?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const count = async (collection: string) => (await atrium.count({ collection, overrideAccess: true })).totalDocs;

type StoredNode = Record<string, any> & { type: string };

/** Every node of a stored rich-text value, depth first (block fields are data, not nodes). */
function nodesOf(state: { root: StoredNode }): StoredNode[] {
  const nodes: StoredNode[] = [];
  const visit = (node: StoredNode) => {
    nodes.push(node);
    for (const child of node.children ?? []) visit(child);
  };
  visit(state.root);
  return nodes;
}

/** The `content` of every seeded post and page, as stored (depth 0: references are ids). */
async function seededContent(): Promise<Array<{ where: string; content: EditorState }>> {
  const out: Array<{ where: string; content: EditorState }> = [];
  for (const collection of ['pages', 'posts']) {
    const { docs } = await atrium.find({ collection, limit: 0, depth: 0, overrideAccess: true });
    for (const doc of docs as Array<Record<string, any>>) {
      if (doc.content) out.push({ where: `${collection}/${doc.slug}`, content: doc.content });
    }
  }
  return out;
}

/** Node kinds the body editor stores, by stored `type` (all but root and the converters' unknownConverted). */
const nodeKinds = Object.keys(nodeVersions).filter((type) => type !== 'root' && type !== 'unknownConverted');

describe('demo seed', () => {
  it('creates the categories, media, pages and posts, and no users', async () => {
    expect(await count('categories')).toBe(6);
    expect(await count('media')).toBe(12);
    expect(await count('pages')).toBe(5);
    expect(await count('posts')).toBe(postCount);
    expect(await count('users')).toBe(0);
  });

  it('uploads every picture: a JPEG of the painted size, its focal point, and the four sizes cut from it', async () => {
    const mediaDir = join(dir, 'uploads', 'media');
    const { docs } = await atrium.find({ collection: 'media', sort: 'id', limit: 0, depth: 0, overrideAccess: true });
    expect(docs).toHaveLength(mediaSeeds.length);
    for (const [i, seeded] of mediaSeeds.entries()) {
      const doc = docs[i] as Record<string, any>;
      expect(doc).toMatchObject({
        alt: seeded.alt,
        filename: seeded.filename,
        mimeType: 'image/jpeg',
        width: seeded.width,
        height: seeded.height,
        focalX: seeded.focal.x,
        focalY: seeded.focal.y,
        url: `/api/media/file/${seeded.filename}`,
      });
      const stored = await sharp(join(mediaDir, doc.filename)).metadata();
      expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', seeded.width, seeded.height]);
      expect(Object.keys(doc.sizes).sort()).toEqual(['card', 'hero', 'og', 'thumbnail']);
      for (const [name, size] of Object.entries<Record<string, any>>(doc.sizes)) {
        expect(size.filename, `${seeded.key} ${name}`).toMatch(/\.jpg$/);
        const file = await sharp(join(mediaDir, size.filename)).metadata();
        expect([file.width, file.height], `${seeded.key} ${name}`).toEqual([size.width, size.height]);
      }
      expect(doc.thumbnailURL).toBe(doc.sizes.thumbnail.url);
    }
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
      where: { _status: { equals: 'published' } },
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

  it('publishes most posts and pages, keeps some as drafts, and gives one published post a newer draft', async () => {
    const drafts = async (collection: string) =>
      (await atrium.count({ collection, where: { _status: { equals: 'draft' } }, overrideAccess: true })).totalDocs;
    expect(await drafts('posts')).toBeGreaterThan(0);
    expect(await drafts('posts')).toBeLessThan(postCount / 2);
    expect(await drafts('pages')).toBe(1);

    const { docs } = await atrium.find({
      collection: 'posts',
      where: { slug: { equals: 'a-year-of-plain-text-notes' } },
      depth: 0,
      overrideAccess: true,
    });
    const notes = docs[0] as Record<string, any>;
    expect(notes).toMatchObject({ title: 'A Year of Plain Text Notes', _status: 'published' });
    const latest = await atrium.findByID({ collection: 'posts', id: notes.id, draft: true, depth: 0, overrideAccess: true });
    expect(latest).toMatchObject({ title: 'Eighteen Months of Plain Text Notes', _status: 'draft', slug: notes.slug });
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

  it('puts the hand-written posts first and gives every post and page with text a rich body', async () => {
    const { docs } = await atrium.find({ collection: 'posts', sort: 'id', limit: 3, depth: 0, overrideAccess: true });
    expect((docs as Array<Record<string, any>>).map((d) => d.slug)).toEqual([
      'porto-to-vigo-on-the-slow-train',
      'redrawing-a-station-sign-letter-by-letter',
      'a-year-of-plain-text-notes',
    ]);
    const contents = await seededContent();
    // Every post, and the four pages with an introduction (the home page is built from blocks only).
    expect(contents).toHaveLength(postCount + 4);
  });

  it('uses every node kind, heading size, list type, text format and table feature in post and page bodies', async () => {
    const nodes = (await seededContent()).flatMap(({ content }) => nodesOf(content));
    const types = new Set(nodes.map((n) => n.type));
    for (const kind of nodeKinds) expect(types, `no ${kind} node`).toContain(kind);

    const of = (type: string) => nodes.filter((n) => n.type === type);
    expect(new Set(of('heading').map((n) => n.tag))).toEqual(new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']));
    expect(new Set(of('list').map((n) => n.listType))).toEqual(new Set(['bullet', 'number', 'check']));
    // A nested list sits in a list item of its own; its items are indented by their depth.
    const nesting = of('listitem').filter((n) => n.children[0]?.type === 'list');
    expect(nesting.length).toBeGreaterThan(0);
    expect(
      nesting.every((item) => item.children[0].children.every((child: StoredNode) => child.indent === item.indent + 1)),
    ).toBe(true);
    expect(of('listitem').some((n) => n.checked === true) && of('listitem').some((n) => n.checked === false)).toBe(true);

    const formats = of('text').map((n) => n.format as number);
    for (const [name, flag] of Object.entries(TextFormat)) {
      expect(formats, `no text that is only ${name}`).toContain(flag);
    }
    // Combined formats: pairs, and all eight flags at once.
    expect(formats.filter((f) => f & (f - 1)).length).toBeGreaterThan(2);
    expect(formats).toContain(255);

    const links = [...of('link'), ...of('autolink')].map((n) => n.fields);
    expect(links.some((f) => f.linkType === 'custom' && /^https:/.test(f.url))).toBe(true);
    expect(links.some((f) => f.linkType === 'custom' && /^mailto:/.test(f.url))).toBe(true);
    expect(new Set(links.filter((f) => f.linkType === 'internal').map((f) => f.doc.relationTo))).toEqual(
      new Set(['pages', 'posts']),
    );
    expect(new Set(links.flatMap((f) => f.rel ?? []))).toEqual(new Set(['nofollow', 'sponsored']));
    expect(new Set(of('relationship').map((n) => n.relationTo))).toEqual(new Set(['posts', 'categories']));
    expect(of('upload').every((n) => n.relationTo === 'media' && typeof n.value === 'number')).toBe(true);
    expect(of('upload').some((n) => typeof n.fields.caption === 'string')).toBe(true);
    expect(new Set(of('block').map((n) => n.fields.blockType))).toEqual(new Set(['pullQuote', 'gallery', 'mapEmbed']));
    expect(new Set(of('inlineBlock').map((n) => n.fields.blockType))).toEqual(new Set(['footnote', 'price']));

    const cells = of('tablecell');
    expect(new Set(cells.map((n) => n.headerState))).toEqual(new Set([0, 1, 2, 3]));
    expect(cells.some((n) => n.colSpan > 1)).toBe(true);
    expect(cells.some((n) => n.rowSpan > 1)).toBe(true);
    expect(cells.some((n) => typeof n.width === 'number')).toBe(true);
    expect(cells.some((n) => typeof n.backgroundColor === 'string')).toBe(true);
    expect(of('tablerow').some((n) => typeof n.height === 'number')).toBe(true);
    expect(of('tab').every((n) => n.text === '\t' && n.detail === 2)).toBe(true);
  });

  it('stores exactly what the editor writes: a round trip through Lexical changes no seeded body', async () => {
    for (const { where, content } of await seededContent()) {
      expect(roundTrip(content), where).toStrictEqual(content);
    }
  });

  it('generates bodies the editor would write, drawing on all but the rarest node kinds', () => {
    const refs = {
      categories: { design: 1, typography: 2, travel: 3, 'city-guides': 4, technology: 5, photography: 6 },
      media: [1, 2, 3, 4, 5, 6],
      earlierPosts: [] as number[],
    };
    const rng = createRandom(7);
    const titles = new TitleBook();
    const types = new Set<string>();
    for (let i = 1; i <= 300; i++) {
      const { content } = generatePost(rng, refs, titles) as { content: EditorState };
      refs.earlierPosts.push(i);
      expect(roundTrip(content)).toStrictEqual(content);
      for (const node of nodesOf(content as never)) types.add(node.type);
    }
    // Tabs are for hand-set text (opening hours, file listings); a generated post has no use for one.
    expect([...types].sort()).toEqual(
      nodeKinds
        .filter((kind) => kind !== 'tab')
        .concat('root')
        .sort(),
    );
  });

  it('seeds the contact form and the paid workshop sign-up, labelled in English, German and Arabic', async () => {
    const { docs } = await atrium.find({ collection: 'forms', sort: 'createdAt', overrideAccess: true, depth: 0 });
    expect(docs.map((form) => form.title)).toEqual(['Contact us', 'Watercolour sketching workshop']);
    const [contact, workshop] = docs as Array<Record<string, any>>;
    expect(contact.confirmationType).toBe('message');
    expect(contact.fields.map((f: { blockType: string }) => f.blockType)).toEqual(['text', 'email', 'select', 'textarea']);
    expect(workshop.confirmationType).toBe('redirect');
    expect(workshop.redirect).toMatchObject({ type: 'custom', url: '/forms/thank-you' });
    const payment = workshop.fields.find((f: { blockType: string }) => f.blockType === 'payment');
    expect(payment).toMatchObject({ name: 'total', basePrice: 40 });
    expect(payment.priceConditions.map((c: { operator: string }) => c.operator)).toEqual(['add', 'subtract', 'multiply']);

    for (const [locale, label, button] of [
      ['de', 'E-Mail', 'Nachricht senden'],
      ['ar', 'البريد الإلكتروني', 'أرسل الرسالة'],
    ]) {
      const localized = (await atrium.findByID({ collection: 'forms', id: contact.id, locale, overrideAccess: true })) as Record<
        string,
        any
      >;
      expect(localized.submitButtonLabel).toBe(button);
      expect(localized.fields.find((f: { name: string }) => f.name === 'email').label).toBe(label);
      // The fields themselves are shared: the same names and ids in every locale.
      expect(localized.fields.map((f: { id: string }) => f.id)).toEqual(contact.fields.map((f: { id: string }) => f.id));
      expect(localized.emails.map((e: { emailTo: string }) => e.emailTo)).toEqual(['hello@waymark.example', '{{email}}']);
    }
  });

  it('prices a workshop sign-up on the server from the seeded price conditions', async () => {
    const workshop = (await atrium.find({ collection: 'forms', where: { title: { equals: 'Watercolour sketching workshop' } } }))
      .docs[0] as { id: string | number };
    const signUp = async (values: Record<string, string>) =>
      (await atrium.create({
        collection: 'form-submissions',
        data: { form: workshop.id, submissionData: Object.entries(values).map(([field, value]) => ({ field, value })) },
        overrideAccess: true,
      })) as Record<string, any>;
    const base = { name: 'Lin', email: 'lin@example.com', session: 'morning', tickets: '1' };
    expect((await signUp(base)).payment.amount).toBe(40);
    expect((await signUp({ ...base, lunch: 'true' })).payment.amount).toBe(52);
    expect((await signUp({ ...base, lunch: 'true', tickets: '2' })).payment.amount).toBe(104);
    expect((await signUp({ ...base, lunch: 'true', tickets: '2', session: 'evening' })).payment.amount).toBe(94);
  });

  it('wipes the seeded collections', async () => {
    await wipe(atrium);
    for (const collection of ['form-submissions', 'forms', 'posts', 'pages', 'categories', 'media']) {
      expect(await count(collection)).toBe(0);
    }
    // Deleting a picture deletes its file and its sizes' files.
    const mediaDir = join(dir, 'uploads', 'media');
    expect(existsSync(mediaDir) ? readdirSync(mediaDir).filter((name) => name.endsWith('.jpg')) : []).toEqual([]);
  });
});
