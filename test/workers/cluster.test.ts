import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestSchema, postgresTestURL } from '../helpers/database.ts';
import { type DemoCluster, startDemoCluster } from './demoCluster.ts';

const admin = { email: 'admin@example.com', password: 'a long passphrase' };
const jwt = (token: string) => ({ authorization: `JWT ${token}` });

type Target = { dialect: 'sqlite' | 'postgres'; databaseURL(dir: string): Promise<{ url: string; drop(): Promise<void> }> };

const targets: Target[] = [
  {
    dialect: 'sqlite',
    databaseURL: async (dir) => ({ url: `file:${join(dir, 'atrium.db')}`, drop: async () => {} }),
  },
  {
    dialect: 'postgres',
    databaseURL: async () => {
      const { schema, drop } = await createTestSchema('workers');
      return { url: `${postgresTestURL()}?schema=${schema}`, drop };
    },
  },
];

describe.each(targets)('ATRIUM_WORKERS=2 on $dialect', ({ databaseURL }) => {
  let dir: string;
  let database: { url: string; drop(): Promise<void> };
  let cluster: DemoCluster;
  /** One keep-alive connection to each worker, by its process id. */
  let one: { pid: number; agent: http.Agent };
  let other: { pid: number; agent: http.Agent };
  let token: string;

  const pin = async () => {
    const pinned = [...(await cluster.pinWorkers())];
    [one, other] = pinned.map(([pid, agent]) => ({ pid, agent }));
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'atrium-workers-'));
    database = await databaseURL(dir);
    cluster = await startDemoCluster({
      ATRIUM_WORKERS: '2',
      DATABASE_URL: database.url,
      // Relative paths (PostgreSQL's data folder: the uploads, the secret) land in the test's folder.
      INIT_CWD: dir,
      ATRIUM_SECRET: 'workers-test-secret-workers-test-secret',
      ATRIUM_SHUTDOWN_TIMEOUT: '30000',
      ATRIUM_METRICS: 'scrape-me',
    });
    await pin();
    const registered = await cluster.send(one.agent, '/api/users/first-register', {
      method: 'POST',
      body: { ...admin, name: 'Ada' },
    });
    expect(registered.status, registered.body).toBe(200);
    token = registered.json().token;
  }, 240_000);

  afterAll(async () => {
    await cluster?.stop();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs two workers, children of the primary, and both answer; the primary seeded the database once', async () => {
    const workers = cluster.workerPids();
    expect(workers).toHaveLength(2);
    expect([one.pid, other.pid].sort((a, b) => a - b)).toEqual(workers);
    expect(cluster.output().match(/Empty database: adding the demo content/g)).toHaveLength(1);
    const seeded = Number(cluster.output().match(/(\d+) posts, \d+ pages/)?.[1]);
    const posts = await cluster.send(other.agent, '/api/posts?limit=1&draft=true', { headers: jwt(token) });
    expect(posts.json().totalDocs).toBe(seeded);
  });

  it('reads a write through one worker at once through the other, the response cache on', async () => {
    const created = await cluster.send(one.agent, '/api/categories', {
      method: 'POST',
      headers: jwt(token),
      body: { title: 'Before' },
    });
    expect(created.status, created.body).toBe(201);
    const id = created.json().doc.id;
    const url = `/api/categories/${id}`;
    expect((await cluster.send(other.agent, url)).json().title).toBe('Before');
    const again = await cluster.send(other.agent, url);
    expect(again.json().title).toBe('Before');
    // Both databases keep finished answers: the second read is one, and the write below must still be seen.
    expect(again.headers['x-atrium-cache']).toBe('hit');

    const updated = await cluster.send(one.agent, url, { method: 'PATCH', headers: jwt(token), body: { title: 'After' } });
    expect(updated.status, updated.body).toBe(200);
    const read = await cluster.send(other.agent, url);
    expect(read.json().title).toBe('After');
    expect(await cluster.whoAnswers(one.agent)).toBe(one.pid);
    expect(await cluster.whoAnswers(other.agent)).toBe(other.pid);
  });

  it('counts a rate limit across both workers (sign-in side and form submissions)', async () => {
    // forgotPassword allows 5 per IP and window: 3 through one worker and 2 through the other use it up.
    const ask = (agent: http.Agent) =>
      cluster.send(agent, '/api/users/forgot-password', { method: 'POST', body: { email: 'nobody@example.com' } });
    for (const agent of [one.agent, other.agent, one.agent, other.agent, one.agent]) expect((await ask(agent)).status).toBe(200);
    const refused = await ask(other.agent);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask(one.agent)).status).toBe(429);

    // The form builder's 10 submissions a minute per IP: counted before the submission is read, so empty ones count.
    const submit = (agent: http.Agent) => cluster.send(agent, '/api/form-submissions', { method: 'POST', body: {} });
    for (let i = 0; i < 10; i++) expect((await submit(i % 2 === 0 ? one.agent : other.agent)).status).toBe(400);
    expect((await submit(one.agent)).status).toBe(429);
    expect((await submit(other.agent)).status).toBe(429);
  });

  it('locks a name without an account after as many failed sign-ins as an account, whichever worker counts them', async () => {
    // Five failures lock the admin's account (a row both workers read); a name nobody has must answer alike.
    const signIn = (agent: http.Agent, email: string) =>
      cluster.send(agent, '/api/users/login', { method: 'POST', body: { email, password: 'not the password' } });
    const messages = async (email: string) => {
      const seen: string[] = [];
      for (const agent of [one.agent, other.agent, one.agent, other.agent, one.agent, other.agent, one.agent])
        seen.push((await signIn(agent, email)).json().errors[0].message);
      return seen;
    };
    const incorrect = 'That email address and password do not match an account.';
    const locked = 'Too many failed sign-ins have locked this account. Try again later, or ask an administrator to unlock it.';
    const expected = [incorrect, incorrect, incorrect, incorrect, incorrect, locked, locked];
    expect(await messages('editor-to-be@example.com')).toEqual(expected);
    const account = await cluster.send(one.agent, '/api/users', {
      method: 'POST',
      headers: jwt(token),
      body: { email: 'real-editor@example.com', password: 'another long passphrase', name: 'Rea', roles: ['editor'] },
    });
    expect(account.status, account.body).toBe(201);
    expect(await messages('real-editor@example.com')).toEqual(expected);
  });

  it("answers the whole cluster's metrics through either worker", async () => {
    // The rate-limit test's requests: 5 answered and 2 refused, split between the workers.
    const count = (text: string, status: number) =>
      Number(
        text.match(
          new RegExp(
            `^atrium_http_requests_total\\{method="POST",route="/api/users/forgot-password",status="${status}"\\} (\\d+)$`,
            'm',
          ),
        )?.[1],
      );
    for (const agent of [one.agent, other.agent]) {
      const scrape = await cluster.send(agent, '/api/metrics', { headers: { authorization: 'Bearer scrape-me' } });
      expect(scrape.status, scrape.body).toBe(200);
      expect([count(scrape.body, 200), count(scrape.body, 429)]).toEqual([5, 2]);
    }
    expect((await cluster.send(one.agent, '/api/metrics')).status).toBe(401);
  });

  it('accepts a session signed in through one worker on the other, and ends it everywhere on sign-out', async () => {
    const login = await cluster.send(one.agent, '/api/users/login', { method: 'POST', body: admin });
    expect(login.status, login.body).toBe(200);
    const session = login.json().token;
    // Warms the first worker's memo of the user, which the sign-out through the other must not outlive.
    expect((await cluster.send(one.agent, '/api/users/me', { headers: jwt(session) })).json().user.email).toBe(admin.email);
    expect((await cluster.send(other.agent, '/api/users/me', { headers: jwt(session) })).json().user.email).toBe(admin.email);
    const logout = await cluster.send(other.agent, '/api/users/logout', { method: 'POST', headers: jwt(session) });
    expect(logout.status, logout.body).toBe(200);
    expect((await cluster.send(one.agent, '/api/users/me', { headers: jwt(session) })).status).toBe(401);
    expect((await cluster.send(one.agent, '/api/users/me', { headers: jwt(token) })).json().user.email).toBe(admin.email);
  });

  it('replaces a worker that is killed, and the new one serves', async () => {
    const [killed, kept] = cluster.workerPids();
    process.kill(killed, 'SIGKILL');
    let replacement: number | undefined;
    await vi.waitFor(
      () => {
        const now = cluster.workerPids();
        replacement = now.find((pid) => pid !== kept && pid !== killed);
        if (now.length !== 2 || now.includes(killed) || !replacement) throw new Error(`workers now: ${now}`);
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(cluster.output()).toContain(`Worker ${killed} was killed by SIGKILL; starting another`);
    await vi.waitFor(
      () => {
        const lines = cluster.output().split('\n');
        if (!lines.some((line) => line.includes(`"pid":${replacement},`) && line.includes('Server listening')))
          throw new Error('the new worker does not listen yet');
      },
      { timeout: 60_000, interval: 50 },
    );
    await pin();
    expect([one.pid, other.pid].sort((a, b) => a - b)).toEqual([kept, replacement!].sort((a, b) => a - b));
    expect(cluster.process.exitCode).toBe(null);
  });

  it('finishes a request in flight when the cluster is told to stop, then exits 0', async () => {
    const body = JSON.stringify({ title: 'Sent while closing' });
    // The request's head reaches a worker (it answers 100 Continue) before the signal; its body comes after.
    const request = http.request({
      host: '127.0.0.1',
      port: cluster.port,
      path: '/api/categories',
      method: 'POST',
      agent: false,
      headers: {
        ...jwt(token),
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      },
    });
    const answer = new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }),
        );
      });
      request.on('error', reject);
    });
    const continued = new Promise<void>((resolve) => request.once('continue', () => resolve()));
    request.flushHeaders();
    await continued;

    cluster.process.kill('SIGTERM');
    await vi.waitFor(
      () => {
        if ((cluster.output().match(/Worker \d+ asked to close/g) ?? []).length < 2)
          throw new Error('not every worker closes yet');
      },
      { timeout: 10_000, interval: 20 },
    );
    request.end(body);
    const { status, connection, body: text } = await answer;
    expect(status, text).toBe(201);
    expect(JSON.parse(text).doc.title).toBe('Sent while closing');
    expect(connection).toBe('close');
    expect(await cluster.exited).toEqual({ code: 0, signal: null });
  });
});
