import { parseArgs } from 'node:util';
import { EnvError, loadEnv, reportFatal } from '../env.ts';
import { openDemo } from '../open.ts';
import { seed, seededCollections, wipe } from './index.ts';

/** `npm run seed -- --posts N`: empties the demo collections of DATABASE_URL and seeds them again. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { posts: { type: 'string', default: '24' }, seed: { type: 'string', default: '2024' } },
  });
  const posts = Number(values.posts);
  if (!Number.isInteger(posts) || posts < 0) throw new EnvError(`--posts must be a whole number (got "${values.posts}")`);

  const env = loadEnv();
  const where = env.database.kind === 'sqlite' ? env.database.filename : 'PostgreSQL';
  const atrium = await openDemo(env);
  try {
    console.log(`Emptying ${seededCollections.join(', ')} in ${where}…`);
    let t = performance.now();
    await wipe(atrium);
    console.log(`  done in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    console.log(`Seeding ${posts} posts…`);
    t = performance.now();
    const summary = await seed(atrium, {
      posts,
      randomSeed: Number(values.seed),
      onProgress: ({ collection, done, total }) => {
        const rate = collection === 'posts' ? ` (${Math.round(done / ((performance.now() - t) / 1000))}/s overall)` : '';
        console.log(`  ${collection}: ${done}/${total}${rate}`);
      },
    });
    const { ms, ...counts } = summary;
    const list = Object.entries(counts).map(([k, v]) => `${v} ${k}`);
    console.log(`Seeded ${list.join(', ')} in ${(ms / 1000).toFixed(1)} s.`);
  } finally {
    await atrium.destroy();
  }
}

main().catch(reportFatal);
