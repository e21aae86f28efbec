import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSchema } from '../helpers/database.ts';
import { dialects } from '../helpers/startAtrium.ts';
import { lockAtrium, type Person, password, people } from './lockConfig.ts';

// Locks are rows in the database, not memory of one process: two server processes on one database see each
// other's locks, and two editors opening one document at once, each on their own server, never both get it.

const serverScript = fileURLToPath(new URL('./lockServer.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

/** Starts a server process on the database and answers its base URL once it listens. */
async function startServer(args: string[], children: ChildProcess[]): Promise<string> {
  const child = spawn(tsx, [serverScript, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const lines = createInterface({ input: child.stdout! });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`the server process exited with ${code} before listening`);
  });
  const listening = (async () => {
    for await (const line of lines) if (line.startsWith('{"port"')) return JSON.parse(line).port as number;
    throw new Error('the server process closed its output before listening');
  })();
  const port = await Promise.race([listening, exited]);
  exited.catch(() => {});
  return `http://127.0.0.1:${port}`;
}

describe.each(dialects)('document locks across two server processes on one %s database', (dialect) => {
  const children: ChildProcess[] = [];
  const servers: string[] = [];
  const auth = {} as Record<Person, Record<string, string>>;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    let where: string;
    if (dialect === 'postgres') ({ schema: where, drop } = await createTestSchema('locks'));
    else {
      const dir = mkdtempSync(join(tmpdir(), 'atrium-locks-'));
      where = join(dir, 'shared.db');
      drop = async () => rmSync(dir, { recursive: true, force: true });
    }
    const secret = randomBytes(24).toString('hex');
    // The accounts, written before the servers start (and the tables with them).
    const setup = await lockAtrium(dialect, where, secret);
    for (const person of Object.values(people))
      await setup.create({ collection: 'users', data: { ...person, password }, overrideAccess: true });
    await setup.destroy();
    for (let i = 0; i < 2; i++) servers.push(await startServer([dialect, where, secret], children));
    for (const [key, person] of Object.entries(people) as [Person, (typeof people)[Person]][]) {
      const res = await fetch(`${servers[0]}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: person.email, password }),
      });
      auth[key] = { authorization: `JWT ${(await res.json()).token}` };
    }
  }, 120_000);
  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
    }
    await drop?.();
  });

  const call = async (server: number, who: Person, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${servers[server]}/api${path}`, {
      method,
      headers: { ...auth[who], ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const createPost = async () => (await call(0, 'ada', 'POST', '/posts', { title: 'Shared' })).body.doc.id;

  it('refuses a write on one server to a document locked through the other', async () => {
    const post = await createPost();
    expect((await call(0, 'ada', 'POST', `/posts/${post}/lock`)).status).toBe(200);
    expect((await call(1, 'bob', 'GET', `/posts/${post}/lock`)).body.lock.holder.title).toBe('Ada');
    expect((await call(1, 'bob', 'PATCH', `/posts/${post}`, { title: 'Bob' })).status).toBe(423);
    // Taken over through the second server: the first server's renewal learns it.
    expect((await call(1, 'cy', 'POST', `/posts/${post}/lock?takeOver=true`)).status).toBe(200);
    const renewal = await call(0, 'ada', 'POST', `/posts/${post}/lock`);
    expect(renewal.status).toBe(423);
    expect(renewal.body.errors[0].data.lock.holder.title).toBe('Cy');
  });

  it('gives a document to exactly one of two editors opening it at once on different servers', async () => {
    for (let round = 0; round < 6; round++) {
      const post = await createPost();
      const answers = await Promise.all([
        call(0, 'ada', 'POST', `/posts/${post}/lock`),
        call(1, 'bob', 'POST', `/posts/${post}/lock`),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 423]);
      const winner = answers.find((a) => a.status === 200)!.body.lock.holder.title;
      expect(answers.find((a) => a.status === 423)!.body.errors[0].data.lock.holder.title).toBe(winner);
    }
  });
});
