/**
 * `npm run bench:admin:compare -- <buildA> <buildB>`: which of two admin builds opens faster cold, on a machine
 * whose single loads move by more than the difference. Starts servers for each build (the browser tests' server,
 * `ADMIN_DIST` set to the build folder, same seed), then loads the chosen view in a fresh browser profile from each
 * in turn (which build goes first alternates every pair, which of its two servers every two pairs), and reports each build's median and the median of the paired
 * differences. Each build gets two servers, started in the order A, B, B, A and used in turn, because a server
 * started later tends to answer slower on this machine (by 30–50 ms a load, more than most differences measured).
 *
 * Flags: `--view list|edit` (default edit), `--pairs N` (a multiple of 4, default 12), `--posts N` (default 2000). Build a folder
 * to compare with `npm run build:admin` and a copy of `packages/admin/dist`.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchContext } from '../../test/admin/browser.ts';
import { startServer, type TestServer } from '../../test/admin/startServer.ts';
import { adminUser } from '../../test/admin/users.ts';
import { readinessProbe } from './probes.ts';
import { waitForQuietCPU } from './quiet.ts';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    view: { type: 'string', default: 'edit' },
    pairs: { type: 'string', default: '12' },
    posts: { type: 'string', default: '2000' },
  },
});
if (positionals.length !== 2) throw new Error('usage: compare.ts <admin build A> <admin build B> [--view list|edit]');
const view = args.view === 'list' ? 'list' : 'edit';

type Server = TestServer & { name: string };

async function startBuild(name: string, dist: string): Promise<Server> {
  // Relative to where the command was typed (npm runs the workspace script from bench/).
  const server = await startServer({ SEED_POSTS: args.posts, ADMIN_DIST: resolve(process.env.INIT_CWD ?? process.cwd(), dist) });
  return { ...server, name };
}

/** One cold load in a fresh profile: milliseconds from navigation start to the view being ready. */
async function coldLoad(server: Server): Promise<number> {
  const context = await launchContext({ viewport: { width: 1280, height: 860 } });
  try {
    await context.addInitScript(readinessProbe);
    await context.request.post(`${server.url}/api/users/login`, {
      data: { email: adminUser.email, password: adminUser.password },
    });
    let path = '/admin/collections/posts';
    if (view === 'edit') {
      const posts = await (await context.request.get(`${server.url}/api/posts?limit=1&depth=0`)).json();
      path += `/${posts.docs[0].id}`;
    }
    const mark = view === 'edit' ? 'formReady' : 'listRows';
    const page = await context.newPage();
    // As in the bench: the load starts once the browser just launched has finished starting.
    const { quiet } = await waitForQuietCPU();
    if (!quiet) console.warn('the machine did not get quiet within 5 s; this load started anyway');
    await page.goto(server.url + path);
    await page.waitForFunction((name) => (window as any).__benchMarks?.[name] !== undefined, mark, { timeout: 30_000 });
    return await page.evaluate((name) => (window as any).__benchMarks[name] as number, mark);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const pairs = Number(args.pairs);
if (!Number.isInteger(pairs) || pairs < 4 || pairs % 4 !== 0) {
  throw new Error(`--pairs must be a multiple of 4 (every order of builds and servers as often), not ${args.pairs}`);
}
// Two servers per build, started one after another in the order A, B, B, A, and the pairs take them in turn: a
// server's own speed (the one started later tends to answer slower here) then weighs on both builds alike.
const servers: Server[] = [];
try {
  for (const [name, dist] of [
    ['A', positionals[0]],
    ['B', positionals[1]],
    ['B', positionals[1]],
    ['A', positionals[0]],
  ] as const) {
    servers.push(await startBuild(name, dist));
  }
} catch (error) {
  await Promise.all(servers.map((server) => server.close()));
  throw error;
}
const builds = { A: [servers[0], servers[3]], B: [servers[1], servers[2]] };
try {
  // One load each first: the servers' own first answers are slower.
  for (const server of servers) await coldLoad(server);
  const times: Record<string, number[]> = { A: [], B: [] };
  for (let pair = 0; pair < pairs; pair++) {
    // Who loads first alternates every pair and the servers every two, so each four pairs try every combination.
    const pairServers = [builds.A[Math.floor(pair / 2) % 2], builds.B[Math.floor(pair / 2) % 2]];
    const order = pair % 2 ? pairServers : pairServers.reverse();
    for (const server of order) times[server.name].push(await coldLoad(server));
  }
  const differences = times.A.map((a, i) => times.B[i] - a);
  console.log(`${view} view, cold, ${pairs} pairs (ms)`);
  for (const name of ['A', 'B']) {
    console.log(
      `${name} ${positionals[name === 'A' ? 0 : 1]}: median ${Math.round(median(times[name]))} (${times[name].map(Math.round).join(', ')})`,
    );
  }
  console.log(`B − A, median of the pairs: ${Math.round(median(differences))}`);
} finally {
  await Promise.all(servers.map((server) => server.close()));
}
