import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '@atrium/core';
import { demoConfig } from '@atrium/demo/config';
import { seed as seedDemo } from '@atrium/demo/seed';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { forbiddenChanges, snapshot } from './guard.ts';
import { buildModel } from './model.ts';
import { type Caller, type FuzzContext, type FuzzRequest, requestsOf, staffCollections } from './requests.ts';
import { Scratch } from './scratch.ts';
import { type Answer, pool, Sessions, send } from './sender.ts';

/*
 * A property-based fuzz of the whole REST API, generated from the demo's config: every collection and global,
 * every path and operator, every route family, as an anonymous visitor, a signed-in editor (the demo's staff)
 * and an administrator. Properties: no answer is a 5xx; no seeded document, global or account changes unless
 * a request of the batch was allowed to change it; the administrator can still sign in at the end.
 *
 * ATRIUM_FUZZ_REQUESTS  requests per database (default 5000)
 * ATRIUM_FUZZ_SEED      replay a run (every failure prints its seed)
 * ATRIUM_FUZZ_COLLECT=1 keep going after a failing batch and list every distinct failure at the end (and in
 *                       $TMPDIR/atrium-fuzz-<dialect>-<seed>.json)
 */
const requestCount = Number(process.env.ATRIUM_FUZZ_REQUESTS ?? 5_000);
const seed = Number(process.env.ATRIUM_FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const collect = process.env.ATRIUM_FUZZ_COLLECT === '1';
const batchSize = 50;
const concurrency = 8;

const password = 'fuzz-password-1234';
const adminAPIKey = 'fuzz-admin-api-key-0123456789abcdef';

/** Who may add or remove rows of a collection: the demo's access rules (editors: content and their own preferences). */
function may(caller: Caller, operation: 'create' | 'delete', collection: string): boolean {
  if (caller === 'admin') return true;
  // A versions table (`_posts_versions`) gains rows with its owner's saves and loses them with its deletes and
  // pruning, so whoever may write the owner may change it.
  const owner = /^_(.+)_versions$/.exec(collection)?.[1] ?? collection;
  // Form submissions: anyone sends one, signed-in users may delete them (nobody updates them).
  if (owner === 'form-submissions') return caller === 'editor' || operation === 'create';
  if (caller === 'editor') return staffCollections.has(owner) || owner === 'payload-preferences';
  return false;
}

/** The demo's config as the demo builds it; mail goes nowhere (forgot-password is fuzzed thousands of times). */
function fuzzConfig(uploadsDir: string): Omit<Config, 'db' | 'secret'> {
  const { db: _db, secret: _secret, ...config } = demoConfig({ db: undefined as never, secret: '', uploadsDir });
  return { ...config, email: { send: () => {} } };
}

type Failure = {
  dialect: string;
  kind: '5xx' | 'forbidden change' | 'admin sign-in';
  request?: FuzzRequest;
  answer?: Answer;
  stack?: string;
  detail?: unknown;
};

/** A short, readable form of a request for a failure message (bodies can be megabytes). */
function describeRequest(r: FuzzRequest): string {
  const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);
  return `${r.caller}/${r.auth} ${r.method} ${cut(r.url, 400)} [${r.family}] headers=${cut(JSON.stringify(r.headers), 300)}${r.payload === undefined ? '' : ` body=${cut(r.payload, 600)}`}`;
}

function describeFailure(f: Failure): string {
  if (f.kind === '5xx')
    return `${f.answer?.status} on ${f.dialect}: ${describeRequest(f.request!)}\n  answer: ${f.answer?.body.slice(0, 300)}\n  ${(f.stack ?? '').split('\n').slice(0, 8).join('\n  ')}`;
  return `${f.kind} on ${f.dialect}: ${JSON.stringify(f.detail).slice(0, 1500)}`;
}

/** Groups failures that are the same bug: status, route family and the first lines of the stack. */
function signature(f: Failure): string {
  if (f.kind !== '5xx') return `${f.kind} ${JSON.stringify((f.detail as { where?: string })?.where ?? '')}`;
  const frames = (f.stack ?? '').split('\n').slice(0, 3).join(' | ').replace(/\d+/g, 'N');
  return `${f.answer?.status} ${f.request?.family} ${frames}`;
}

describe.each(dialects)('REST fuzz on %s', (dialect) => {
  let h: Harness;
  let ctx: FuzzContext;
  let sessions: Sessions;
  let scratch: Scratch;
  const logLines: string[] = [];
  // The seeded pictures' files, kept out of the working directory.
  const uploadsDir = mkdtempSync(join(tmpdir(), 'atrium-fuzz-uploads-'));

  beforeAll(async () => {
    // Missing translation keys are reported through console.warn, once each; hostile input makes thousands.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    h = await startAtrium(dialect, fuzzConfig(uploadsDir), {
      logger: { level: 'error', stream: { write: (line: string) => void logLines.push(line) } },
      // The limiter runs, with limits the fuzz does not reach: a 429 would hide what the route does.
      rateLimit: {
        rules: Object.fromEntries(
          ['login', 'firstRegister', 'forgotPassword', 'resetPassword', 'apiKeyFailures'].map((r) => [
            r,
            { max: 1e9, windowMs: 60_000 },
          ]),
        ),
      },
    });
    await seedDemo(h.atrium, { posts: 6 });
    const user = async (email: string, roles: string[], extra: Record<string, unknown> = {}) => ({
      id: (
        await h.atrium.create({
          collection: 'users',
          data: { email, password, name: email, roles, ...extra },
          overrideAccess: true,
        })
      ).id as number,
      email,
    });
    const admin = await user('admin@fuzz.test', ['admin'], { enableAPIKey: true, apiKey: adminAPIKey });
    const editor = await user('editor@fuzz.test', ['editor']);
    const victim = await user('victim@fuzz.test', ['editor']);
    const preferenceKeys = ['fuzz-seeded-admin', 'fuzz-seeded-editor', 'fuzz-seeded-victim'];
    const preferenceIDs: number[] = [];
    for (const [account, key] of [
      [admin, preferenceKeys[0]],
      [editor, preferenceKeys[1]],
      [victim, preferenceKeys[2]],
    ] as const) {
      const login = await h.inject({ method: 'POST', url: '/api/users/login', payload: { email: account.email, password } });
      const res = await h.inject({
        method: 'POST',
        url: `/api/payload-preferences/${key}`,
        headers: { authorization: `JWT ${login.json().token}` },
        payload: { value: { columns: ['title'], owner: account.email } },
      });
      expect(res.statusCode, res.body).toBe(200);
      preferenceIDs.push(res.json().doc.id);
    }
    const seeded: Record<string, number[]> = {};
    for (const { slug } of h.atrium.config.collections) {
      const { docs } = await h.atrium.config.db.find({ collection: slug, limit: 0 });
      seeded[slug] = docs.map((d) => Number(d.id));
    }
    ctx = {
      model: buildModel(h.atrium.config),
      seeded,
      users: { admin, editor, victim, password },
      preferenceKeys,
      preferenceIDs: { admin: preferenceIDs[0], editor: preferenceIDs[1], victim: preferenceIDs[2] },
    };
    sessions = new Sessions(h, ctx, adminAPIKey);
    scratch = new Scratch(h, ctx);
    await scratch.refresh();
    expect(await sessions.ensure('admin')).toBe(true);
    expect(await sessions.ensure('editor')).toBe(true);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await h?.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  /** The stack the server logged for a request that answered 5xx: sent again, alone. */
  const stackOf = async (r: FuzzRequest): Promise<string | undefined> => {
    logLines.length = 0;
    await send(h, sessions, r);
    const line = logLines.find((l) => l.includes('unhandled error'));
    if (!line) return undefined;
    const err = JSON.parse(line).err as { stack?: string; message?: string } | undefined;
    return err?.stack ?? err?.message;
  };

  it(
    `answers ${requestCount} generated requests without a 5xx or a forbidden change`,
    async () => {
      const { request } = requestsOf(ctx);
      const profiles: Record<Caller, Caller[]> = {
        anonymous: ['anonymous'],
        editor: ['anonymous', 'editor'],
        admin: ['anonymous', 'editor', 'admin'],
      };
      const batch = fc
        .constantFrom<Caller>('anonymous', 'editor', 'admin')
        .chain((profile) =>
          fc.array(fc.oneof(...profiles[profile].map(request)), { minLength: batchSize, maxLength: batchSize }),
        );

      const failures: Failure[] = [];
      const tallies = new Map<string, number>();
      const samples = new Map<string, string[]>();
      let sent = 0;
      const started = performance.now();
      console.log(`REST fuzz on ${dialect}: seed ${seed}, ${requestCount} requests (replay: ATRIUM_FUZZ_SEED=${seed})`);

      const property = fc.asyncProperty(batch, async (generated) => {
        if (sent >= requestCount) return true;
        const requests = generated.map((r) => scratch.resolve(r));
        const before = await snapshot(h.atrium, ctx.seeded);
        const answers = await pool(requests, concurrency, (r) => send(h, sessions, r));
        sent += requests.length;
        const after = await snapshot(h.atrium, ctx.seeded);
        const found: Failure[] = [];
        for (const [i, answer] of answers.entries()) {
          const tally = `${requests[i].caller} ${requests[i].family} ${answer.status}`;
          tallies.set(tally, (tallies.get(tally) ?? 0) + 1);
          if (collect && (samples.get(tally)?.length ?? 0) < 3)
            samples.set(tally, [...(samples.get(tally) ?? []), answer.body.slice(0, 300)]);
          if (answer.status >= 500) found.push({ dialect, kind: '5xx', request: requests[i], answer });
        }
        for (const f of found) f.stack = await stackOf(f.request!);
        for (const change of forbiddenChanges(before, after, requests, may))
          found.push({ dialect, kind: 'forbidden change', detail: { ...change, batch: requests.map(describeRequest) } });
        if (!(await sessions.ensure('admin')))
          found.push({ dialect, kind: 'admin sign-in', detail: 'the administrator can no longer sign in' });
        await sessions.ensure('editor');
        try {
          await scratch.refresh();
        } catch (error) {
          // Copies of seeded documents failing to save means a seeded document changed under the fuzz.
          found.push({
            dialect,
            kind: 'forbidden change',
            detail: { where: 'scratch copies of seeded documents', error: String(error), batch: requests.map(describeRequest) },
          });
        }
        failures.push(...found);
        if (found.length > 0 && !collect) throw new Error(found.map(describeFailure).join('\n\n'));
        return true;
      });

      let thrown: unknown;
      try {
        await fc.assert(property, {
          seed,
          numRuns: Math.ceil((requestCount / batchSize) * 1.5) + 10,
          endOnFailure: true,
          reporter: (details) => {
            if (details.failed)
              throw new Error(
                `REST fuzz failed on ${dialect} (replay: ATRIUM_FUZZ_SEED=${details.seed} ATRIUM_FUZZ_REQUESTS=${requestCount}; fast-check path ${details.counterexamplePath ?? '?'}):\n${(details.errorInstance as Error | undefined)?.message ?? ''}`,
              );
          },
        });
      } catch (error) {
        thrown = error;
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const distinct = new Map<string, Failure & { count: number }>();
      for (const f of failures) {
        const key = signature(f);
        const seen = distinct.get(key);
        // Keep the shortest reproduction of each.
        if (!seen) distinct.set(key, { ...f, count: 1 });
        else {
          seen.count++;
          if (
            (f.request?.url.length ?? 0) + (f.request?.payload?.length ?? 0) <
            (seen.request?.url.length ?? 0) + (seen.request?.payload?.length ?? 0)
          )
            distinct.set(key, { ...f, count: seen.count });
        }
      }
      console.log(
        `REST fuzz on ${dialect}: ${sent} requests in ${seconds} s, ${failures.length} failures (${distinct.size} distinct), seed ${seed}`,
      );
      if (collect) {
        const file = join(tmpdir(), `atrium-fuzz-${dialect}-${seed}.json`);
        writeFileSync(
          file,
          JSON.stringify(
            {
              seed,
              sent,
              seconds,
              answers: Object.fromEntries(tallies),
              samples: Object.fromEntries(samples),
              distinct: [...distinct.values()],
            },
            null,
            2,
          ),
        );
        console.log(
          `REST fuzz on ${dialect}: findings in ${file}\n${[...distinct.values()].map((f) => `×${f.count} ${describeFailure(f)}`).join('\n\n')}`,
        );
      }
      if (thrown) throw thrown;
      expect([...distinct.values()].map(describeFailure)).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(requestCount);
      // The administrator's own account still takes its password.
      expect(await sessions.signIn('admin')).toBeDefined();
    },
    Math.max(600_000, requestCount * 200),
  );
});
