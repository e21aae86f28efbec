import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseAdapter } from '@atrium/core';
import { demoConfig } from '@atrium/demo/config';
import { type Dialect, type Harness, startAtrium } from '../helpers/startAtrium.ts';

/**
 * The demo site's own config on a fresh database, its uploads in a temp folder of their own, with its first
 * administrator signed in.
 */
export async function startDemo(dialect: Dialect): Promise<{ h: Harness; auth: { authorization: string }; uploadsDir: string }> {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'atrium-demo-uploads-'));
  // startAtrium supplies the database and secret; the demo's config is otherwise used as it ships.
  const {
    db: _db,
    secret: _secret,
    ...config
  } = demoConfig({ db: undefined as unknown as DatabaseAdapter, secret: '', uploadsDir });
  const started = await startAtrium(dialect, config);
  const h: Harness = {
    ...started,
    close: async () => {
      await started.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
  const res = await h.inject({
    method: 'POST',
    url: '/api/users/first-register',
    payload: { email: 'editor@example.com', password: 'a long passphrase', name: 'Eda' },
  });
  if (res.statusCode !== 200) throw new Error(`first-register answered ${res.statusCode}: ${res.body}`);
  return { h, auth: { authorization: `JWT ${res.json().token}` }, uploadsDir };
}
