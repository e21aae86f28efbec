import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createAtrium } from '@atrium/core';
import { postgresAdapter } from '@atrium/db-postgres';
import { sqliteAdapter } from '@atrium/db-sqlite';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createTestSchema, postgresTestURL } from '../helpers/database.ts';
import { dialects } from '../helpers/startAtrium.ts';
import { password } from './authFixtures.ts';

// Issue 15, item 7: the first-register guard was a queue in one process, so two servers on one database both
// saw "no user yet" and both created an administrator.

const serverScript = fileURLToPath(new URL('./firstRegisterServer.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

/** Starts a server process on the database and answers its base URL once it listens. */
async function startServer(dialect: string, where: string, secret: string, children: ChildProcess[]): Promise<string> {
  const child = spawn(tsx, [serverScript, dialect, where, secret], { stdio: ['ignore', 'pipe', 'inherit'] });
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

describe.each(dialects)('first-register with two servers on one %s database', (dialect) => {
  it('lets exactly one of many racing first-registers through, across both servers', async () => {
    let where: string;
    let drop: () => Promise<void>;
    if (dialect === 'postgres') {
      ({ schema: where, drop } = await createTestSchema('first_register'));
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'atrium-first-register-'));
      where = join(dir, 'shared.db');
      drop = async () => rmSync(dir, { recursive: true, force: true });
    }
    const children: ChildProcess[] = [];
    onTestFinished(async () => {
      for (const child of children) {
        if (child.exitCode === null) {
          child.kill('SIGTERM');
          await once(child, 'exit');
        }
      }
      await drop();
    });
    // One after the other, so both have created their tables before the race.
    const servers: string[] = [];
    for (const secret of ['first server secret 0123456789', 'second server secret 0123456789'])
      servers.push(await startServer(dialect, where, secret, children));

    const results = await Promise.all(
      Array.from({ length: 24 }, async (_, i) => {
        const email = `admin${i}@example.com`;
        const res = await fetch(`${servers[i % 2]}/api/users/first-register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password, name: email }),
        });
        return { status: res.status, body: await res.json() };
      }),
    );

    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    for (const refused of results.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(403);
      expect(refused.body.errors[0]).toMatchObject({
        name: 'Forbidden',
        message: 'The first account already exists. Sign in instead.',
      });
    }
    // Read straight from the database, as neither server.
    const atrium = await createAtrium({
      collections: [{ slug: 'users', auth: true, fields: [{ name: 'name', type: 'text' }] }],
      db:
        dialect === 'postgres'
          ? postgresAdapter({ connectionString: postgresTestURL(), schema: where })
          : sqliteAdapter({ filename: where }),
      secret: 'the test reads the users 0123456789',
    });
    try {
      const { totalDocs, docs } = await atrium.find({ collection: 'users', overrideAccess: true });
      expect(totalDocs).toBe(1);
      expect(docs[0].email).toBe(winners[0].body.user.email);
    } finally {
      await atrium.config.db.destroy();
    }
  }, 120_000);
});
