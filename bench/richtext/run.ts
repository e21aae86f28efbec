/**
 * `npm run bench:richtext`: what rich text costs on the server, for one large document and for many small ones.
 *
 * (a) A 1,000-block document (the kitchen-sink fixture repeated) in a real Atrium on a temporary SQLite file:
 *     the editor's own checks alone, the write pipeline up to storage (normalize, field and node validation,
 *     existence checks of every reference), a whole `create`, and `findByID` at depth 0 and 1 (population).
 * (b) `toHTML` of the same document.
 * (c) `convertSlateToLexical` over 10,000 generated Slate documents.
 *
 * Prints a Markdown table and whether the budget holds: a 1,000-block document validates and exports to HTML in
 * under 50 ms.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type Atrium, createAtrium, type RichTextAdapter } from '@atrium/core';
import { sqliteAdapter } from '@atrium/db-sqlite';
import { convertSlateToLexical, toHTML } from '@atrium/richtext';
import { Bench, type Task } from 'tinybench';
import { benchCollections, buildLargeDocument, documentStats, htmlConverters } from './document.ts';
import { generateSlateDocuments } from './slate.ts';

// Flags win over BENCH_* variables (as in the REST benchmark, for when npm swallows the flags).
const env = (name: string, fallback: string) => process.env[`BENCH_${name.toUpperCase()}`] ?? fallback;
const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    blocks: { type: 'string', default: env('blocks', '1000') },
    docs: { type: 'string', default: env('docs', '10000') },
    time: { type: 'string', default: env('time', '3000') },
  },
});
if (positionals.length > 0) {
  console.error(`Unexpected arguments: ${positionals.join(' ')}. Use --blocks, --docs, --time (ms per measurement).`);
  process.exit(2);
}
const blocks = Number(args.blocks);
const slateCount = Number(args.docs);
const time = Number(args.time);
/** The issue's budget: validate + export to HTML of a 1,000-block document. */
const budgetMs = 50;

/** Thrown by a hook right before storage, so a `create` measures the write pipeline without writing. */
class StopBeforeStorage extends Error {}

type Row = { name: string; what: string; task: Task; perOp?: number };

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function renderTable(rows: Row[]): string {
  const header = ['measurement', 'what one op is', 'mean ms', 'p50 ms', 'p99 ms', 'ops/s', 'samples'];
  const body = rows.map(({ name, what, task, perOp }) => {
    const r = task.result!;
    const opsPerSecond = perOp ? `${fmt((perOp * 1000) / r.mean, 0)} docs/s` : fmt(1000 / r.mean, 1);
    return [name, what, fmt(r.mean, 2), fmt(median(r.samples), 2), fmt(r.p99, 2), opsPerSecond, String(r.samples.length)];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((line) => line[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i < 2 ? `${'-'.repeat(w + 2)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...body.map(line)].join('\n');
}

async function openBenchAtrium(dir: string): Promise<Atrium> {
  const collections = benchCollections.map((collection) =>
    collection.slug === 'posts'
      ? {
          ...collection,
          hooks: {
            beforeChange: [
              ({ context }: { context: Record<string, unknown> }) => {
                if (context.stopBeforeStorage) throw new StopBeforeStorage();
              },
            ],
          },
        }
      : collection,
  );
  return createAtrium({
    secret: randomBytes(24).toString('hex'),
    db: sqliteAdapter({ filename: join(dir, 'bench.db') }),
    collections,
  });
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'atrium-bench-richtext-'));
  const atrium = await openBenchAtrium(dir);
  try {
    // --- fixtures: documents the references point at, the large document, the Slate corpus
    const media = [];
    for (let i = 0; i < 12; i++)
      media.push((await atrium.create({ collection: 'media', data: { alt: `Image ${i}` }, overrideAccess: true })).id);
    const categories = [];
    for (let i = 0; i < 6; i++)
      categories.push(
        (await atrium.create({ collection: 'categories', data: { title: `Category ${i}` }, overrideAccess: true })).id,
      );
    const doc = buildLargeDocument({ media, categories }, blocks);
    const stats = documentStats(doc);
    const slateDocs = generateSlateDocuments(slateCount);
    const slateBytes = Buffer.byteLength(JSON.stringify(slateDocs));

    // The document must be valid, or every figure below would measure an error path.
    const stored = await atrium.create({
      collection: 'posts',
      data: { title: 'Large', content: doc },
      overrideAccess: true,
      depth: 0,
    });
    const populated = await atrium.findByID({ collection: 'posts', id: stored.id, depth: 1, overrideAccess: true });
    const firstUpload = (populated.content as typeof doc).root.children.find((n) => n.type === 'upload');
    if (typeof firstUpload?.value !== 'object') throw new Error('depth 1 did not populate the uploads');
    const html = toHTML(doc, { converters: htmlConverters });

    const posts = atrium.config.collectionsBySlug.posts;
    const content = posts.flattenedFields.find((f) => f.name === 'content');
    if (content?.type !== 'richText' || !content.editor?.validate) throw new Error('posts.content has no rich-text editor');
    const editor: RichTextAdapter = content.editor;
    const editorProblems = await editor.validate!(doc, {
      req: atrium.createRequest(),
      path: 'content',
      data: { content: doc },
      operation: 'create',
      validateFields: async () => [],
    });
    if (editorProblems.length > 0) throw new Error(`the document is not valid: ${JSON.stringify(editorProblems[0])}`);

    console.log(
      `Document: ${stats.topLevel.toLocaleString('en-US')} top-level nodes, ${stats.nodes.toLocaleString('en-US')} nodes, ${stats.references} references, ` +
        `${fmt(stats.bytes / 1024, 0)} KiB of JSON; ${fmt(html.length / 1024, 0)} KiB of HTML.`,
    );
    console.log(
      `Slate corpus: ${slateCount.toLocaleString('en-US')} documents, ${fmt(slateBytes / 1024 / 1024, 1)} MiB of JSON.`,
    );
    console.log(`Measuring each for ${time / 1000} s after a warm-up…\n`);

    // --- measurements
    const bench = new Bench({ time, warmupTime: Math.min(1000, time / 3), warmupIterations: 3, iterations: 5, throws: true });
    const rows: Array<Omit<Row, 'task'>> = [];
    const add = (name: string, what: string, fn: () => unknown, perOp?: number) => {
      bench.add(name, fn as () => Promise<void>);
      rows.push({ name, what, perOp });
    };
    add('editor checks only', 'lexicalEditor validate, block/upload fields skipped', async () => {
      await editor.validate!(doc, {
        req: atrium.createRequest(),
        path: 'content',
        data: { content: doc },
        operation: 'create',
        validateFields: async () => [],
      });
    });
    add('validate + references', 'create up to storage: normalize, validate all, check refs exist', async () => {
      try {
        await atrium.create({
          collection: 'posts',
          data: { title: 'Large', content: doc },
          overrideAccess: true,
          depth: 0,
          context: { stopBeforeStorage: true },
        });
      } catch (error) {
        if (!(error instanceof StopBeforeStorage)) throw error;
        return;
      }
      throw new Error('the create was expected to stop before storage');
    });
    add('create', 'validate, check refs, store, read back (depth 0)', async () => {
      await atrium.create({ collection: 'posts', data: { title: 'Large', content: doc }, overrideAccess: true, depth: 0 });
    });
    add('findByID depth 0', 'read one document, no population', async () => {
      await atrium.findByID({ collection: 'posts', id: stored.id, depth: 0, overrideAccess: true });
    });
    add('findByID depth 1', 'read one document, populate its references', async () => {
      await atrium.findByID({ collection: 'posts', id: stored.id, depth: 1, overrideAccess: true });
    });
    add('toHTML', 'export the document to HTML', () => {
      toHTML(doc, { converters: htmlConverters });
    });
    add(
      'convertSlateToLexical',
      `convert ${slateCount.toLocaleString('en-US')} Slate documents`,
      () => {
        for (const slate of slateDocs) convertSlateToLexical(slate);
      },
      slateCount,
    );
    await bench.warmup();
    await bench.run();

    const results: Row[] = rows.map((row) => ({ ...row, task: bench.getTask(row.name)! }));
    console.log(renderTable(results));

    const mean = (name: string) => results.find((r) => r.name === name)!.task.result!.mean;
    const p99 = (name: string) => results.find((r) => r.name === name)!.task.result!.p99;
    const total = mean('validate + references') + mean('toHTML');
    const totalP99 = p99('validate + references') + p99('toHTML');
    console.log(
      `\nBudget: a ${stats.topLevel.toLocaleString('en-US')}-block document validates (with its reference checks) and exports to HTML in ` +
        `${fmt(total, 1)} ms on average (${fmt(totalP99, 1)} ms at p99): ` +
        `${total < budgetMs ? 'holds' : 'does NOT hold'} (< ${budgetMs} ms).`,
    );
    const cpu = cpus();
    console.log(`Node ${process.versions.node}, ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, SQLite (temporary file).`);
  } finally {
    await atrium.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
