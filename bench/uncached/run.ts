/**
 * `npm run bench:uncached`: the four reads of issue 21 with the response cache off, on the plain config the issue
 * describes (users, media, categories and posts of ten rich-text paragraphs each; public read access; `slug`
 * indexed, nothing else declared), on SQLite or PostgreSQL. Seeds through the Local API, serves with
 * `responseCache: false` in this process and drives each read with autocannon from a worker thread: requests per
 * second, p50 and p99.
 * A first step towards folding these reads into `bench:rest` (issue 21).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type Config, createAtrium } from '@atrium/core';
import { postgresAdapter } from '@atrium/db-postgres';
import { sqliteAdapter } from '@atrium/db-sqlite';
import { lexicalEditor } from '@atrium/richtext';
import { createServer } from '@atrium/server';
import autocannon from 'autocannon';
import pg from 'pg';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: process.env.BENCH_DB ?? 'sqlite' },
    posts: { type: 'string', default: process.env.BENCH_POSTS ?? '10000' },
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '8' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '10' },
  },
});
if (args.db !== 'sqlite' && args.db !== 'postgres') throw new Error(`--db is sqlite or postgres, not ${args.db}`);
const postgresURL = process.env.ATRIUM_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dir = mkdtempSync(join(tmpdir(), 'atrium-uncached-'));
const schema = `atrium_bench_${randomBytes(4).toString('hex')}`;
const anyone = () => true;

const config: Omit<Config, 'db' | 'secret'> = {
  collections: [
    { slug: 'users', auth: true, fields: [{ name: 'name', type: 'text' }] },
    { slug: 'media', upload: true, access: { read: anyone }, fields: [{ name: 'alt', type: 'text' }] },
    { slug: 'categories', access: { read: anyone }, fields: [{ name: 'title', type: 'text' }] },
    {
      slug: 'posts',
      access: { read: anyone },
      fields: [
        { name: 'title', type: 'text' },
        { name: 'slug', type: 'text', index: true },
        { name: 'status', type: 'select', options: ['draft', 'published'] },
        { name: 'publishedAt', type: 'date' },
        { name: 'category', type: 'relationship', relationTo: 'categories' },
        { name: 'author', type: 'relationship', relationTo: 'users' },
        { name: 'body', type: 'richText', editor: lexicalEditor() },
      ],
    },
  ],
};

const text = (value: string) => ({ type: 'text', version: 1, text: value, format: 0, detail: 0, mode: 'normal', style: '' });
const block = { version: 1, format: '', indent: 0, direction: 'ltr' };
/** Ten paragraphs of some sixty words. */
const body = (post: number) => ({
  root: {
    type: 'root',
    ...block,
    children: Array.from({ length: 10 }, (_, i) => ({
      type: 'paragraph',
      ...block,
      textFormat: 0,
      textStyle: '',
      children: [
        text(
          `Paragraph ${i + 1} of post ${post}. The line to the coast was closed for a winter while the bridge was rebuilt, and the timetable that came back in spring had three trains fewer a day, a later first departure and a connection at the junction that works only when the morning train is on time, which it is most days.`,
        ),
      ],
    })),
  },
});

async function main(): Promise<void> {
  const db =
    args.db === 'postgres'
      ? postgresAdapter({ connectionString: postgresURL, schema })
      : sqliteAdapter({ filename: join(dir, 'bench.db') });
  const atrium = await createAtrium({ ...config, db, secret: randomBytes(32).toString('hex') });
  const posts = Number(args.posts);
  const started = performance.now();
  const author = (
    await atrium.create({
      collection: 'users',
      data: { email: 'author@example.com', password: 'a long passphrase', name: 'Author' },
      overrideAccess: true,
    })
  ).id;
  const categories: (string | number)[] = [];
  for (let i = 0; i < 8; i++) {
    categories.push(
      (await atrium.create({ collection: 'categories', data: { title: `Category ${i + 1}` }, overrideAccess: true })).id,
    );
  }
  for (let i = 0; i < posts; i++) {
    await atrium.create({
      collection: 'posts',
      overrideAccess: true,
      data: {
        title: `Post ${i + 1}: some notes from the line`,
        slug: `post-${i + 1}`,
        status: i % 4 === 0 ? 'draft' : 'published',
        publishedAt: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString(),
        category: categories[i % categories.length],
        author,
        body: body(i + 1),
      },
    });
  }
  console.log(`Seeded ${posts} posts on ${args.db} in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const app = await createServer(atrium, { responseCache: false, rateLimit: false, jobs: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const someID = (await (await fetch(`${url}/api/posts?limit=1&depth=0&sort=publishedAt`)).json()).docs[0].id;
    const reads = [
      '/api/posts?limit=10&depth=0',
      '/api/posts?where[status][equals]=published&sort=-publishedAt&limit=25',
      '/api/posts?where[title][like]=some&limit=10',
      `/api/posts/${someID}?depth=2`,
    ];
    console.log(`\nUncached reads on ${args.db}, ${posts} posts, ${args.connections} connections, ${args.duration} s each`);
    console.log('| read | req/s | p50 | p99 |');
    console.log('|---|---:|---:|---:|');
    for (const path of reads) {
      // The load is made in a worker thread, so the server's thread does nothing but serve.
      const options = { url: url + path, connections: Number(args.connections), workers: 1 };
      await autocannon({ ...options, duration: 2 });
      const result = await autocannon({ ...options, duration: Number(args.duration) });
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      console.log(
        `| \`GET ${path}\` | ${Math.round(result.requests.average).toLocaleString('en')} | ${result.latency.p50} ms | ${result.latency.p99} ms |`,
      );
    }
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
    if (args.db === 'postgres') {
      const client = new pg.Client({ connectionString: postgresURL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  }
}

await main();
