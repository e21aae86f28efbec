import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Dialect, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { restUploadConfig } from './restConfig.ts';

export type UploadHarness = Harness & {
  /** The folder the collections store under (`<root>/<slug>`). */
  root: string;
  /** The server's spool folder for multipart uploads. */
  spool: string;
  /** A signed-in user's `Authorization` header. */
  auth: { authorization: string };
  /** The files stored for `slug`, sorted, and those of the storage's `.meta` folder, which must match. */
  stored: (slug: string) => string[];
  /** What is left in the spool folder. */
  spooled: () => string[];
};

/** A server on `dialect` with the REST upload suites' config, storing in a fresh temp folder, with one user signed in. */
export async function startUploadServer(dialect: Dialect): Promise<UploadHarness> {
  const root = mkdtempSync(join(tmpdir(), 'atrium-rest-uploads-'));
  const spool = join(root, '.spool');
  mkdirSync(spool);
  const h = await startAtrium(dialect, restUploadConfig(root), { tempFileDir: spool, rateLimit: false });
  await h.atrium.create({
    collection: 'users',
    data: { email: 'ed@example.com', password: 'long enough secret' },
    overrideAccess: true,
  });
  const login = await h.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: 'ed@example.com', password: 'long enough secret' },
  });
  const stored = (slug: string) => {
    const folder = join(root, slug);
    if (!existsSync(folder)) return [];
    const files = readdirSync(folder)
      .filter((name) => name !== '.meta')
      .sort();
    const meta = existsSync(join(folder, '.meta')) ? readdirSync(join(folder, '.meta')).sort() : [];
    // The adapter keeps each file's type and ETag beside it: a file and its record go and come together.
    if (JSON.stringify(meta) !== JSON.stringify(files)) throw new Error(`files ${files} but records ${meta} in ${folder}`);
    return files;
  };
  return {
    ...h,
    root,
    spool,
    auth: { authorization: `JWT ${login.json().token}` },
    stored,
    spooled: () => readdirSync(spool),
    close: async () => {
      await h.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
