import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { Writable } from 'node:stream';
import type { Config } from '@atrium/core';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { reservablePort } from '../helpers/reservablePort.ts';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { apiKeyHeader, generousLimits } from './authFixtures.ts';

// Issue 15, item 8: with Redis down, every sign-in and API-key request waited about ten seconds for it and then
// answered 500. Now they answer at once, counted in this process's memory, with one warning in the log, and go
// back to Redis when it returns.

const config: Omit<Config, 'db' | 'secret'> = {
  collections: [{ slug: 'users', auth: { useAPIKey: true }, fields: [] }],
};

const generousRules = (generousLimits.rateLimit as { rules: Record<string, { max: number; windowMs: number }> }).rules;
const limits = { ...generousRules, login: { max: 3, windowMs: 60_000 }, apiKeyFailures: { max: 3, windowMs: 60_000 } };

/** How long a condition may take to come true on a busy machine (waits end as soon as it does). */
const patience = { timeout: 20_000, interval: 50 };

/** A Redis of the test's own on `port`, answering PING before this resolves. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    '/usr/bin/redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  await vi.waitFor(
    async () => {
      const probe = new Redis({
        port,
        host: '127.0.0.1',
        lazyConnect: true,
        enableOfflineQueue: false,
        retryStrategy: () => null,
      });
      probe.on('error', () => {});
      try {
        await probe.connect();
        expect(await probe.ping()).toBe('PONG');
      } finally {
        probe.disconnect();
      }
    },
    { timeout: 30_000, interval: 100 },
  );
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/** A server whose log lines the test reads. */
async function startLogged(dialect: (typeof dialects)[number], redisURL: string) {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  const h = await startAtrium(dialect, config, { logger: { level: 'info', stream }, rateLimit: { redisURL, rules: limits } });
  const warnings = () => lines.filter((l) => l.level === 40 && /Redis at .* is unreachable/.test(l.msg));
  const backs = () => lines.filter((l) => l.level === 30 && /Redis at .* is back/.test(l.msg));
  return { h, warnings, backs };
}

const failedLogin = (h: Harness, ip: string) =>
  h.inject({
    method: 'POST',
    url: '/api/users/login',
    remoteAddress: ip,
    payload: { email: 'nobody@example.com', password: 'wrong password' },
  });
const badKey = (h: Harness, ip: string) =>
  h.inject({ url: '/api/users/me', remoteAddress: ip, headers: apiKeyHeader('no-such-key-0123456789') });

describe.each(dialects)('rate limits when Redis goes away (%s)', (dialect) => {
  let redis: ChildProcess;
  let port: number;
  let counter: Redis;
  beforeAll(async () => {
    port = await reservablePort();
    redis = await startRedis(port);
    counter = new Redis({ port, host: '127.0.0.1', maxRetriesPerRequest: 0, enableOfflineQueue: false });
    counter.on('error', () => {});
  });
  afterAll(async () => {
    counter.disconnect();
    await stopRedis(redis);
  });

  it('keeps answering and counting in memory while Redis is down, warns once, and counts in Redis again once it is back', async () => {
    const { h, warnings, backs } = await startLogged(dialect, `redis://127.0.0.1:${port}`);
    onTestFinished(() => h.close());

    // Counting in Redis: the window of this IP shows up there.
    await vi.waitFor(async () => {
      expect((await failedLogin(h, '10.0.1.1')).statusCode).toBe(401);
      expect(Number(await counter.get('atrium:rl:login:10.0.1.1'))).toBeGreaterThan(0);
    }, patience);

    await stopRedis(redis);
    // Sign-ins answer (401, never 500) and the limit still holds: the fourth in the window is refused.
    for (let i = 0; i < 3; i++) expect((await failedLogin(h, '10.0.1.2')).statusCode).toBe(401);
    expect((await failedLogin(h, '10.0.1.2')).statusCode).toBe(429);
    for (let i = 0; i < 3; i++) expect((await badKey(h, '10.0.1.3')).statusCode).toBe(401);
    expect((await badKey(h, '10.0.1.3')).statusCode).toBe(429);
    await vi.waitFor(() => expect(warnings()).toHaveLength(1), patience);
    expect(warnings()[0].msg).toContain(`redis://127.0.0.1:${port}`);

    redis = await startRedis(port);
    // A fresh address each try: until the store reconnects, tries count in memory, and a fourth from one address
    // would be refused for the rest of the window however soon Redis is back.
    let attempt = 0;
    await vi.waitFor(async () => {
      attempt++;
      const ip = `10.0.${4 + (attempt >> 8)}.${attempt & 255}`;
      expect((await failedLogin(h, ip)).statusCode).toBe(401);
      expect(Number(await counter.get(`atrium:rl:login:${ip}`))).toBeGreaterThan(0);
    }, patience);
    await vi.waitFor(() => expect(backs()).toHaveLength(1), patience);
    expect(warnings()).toHaveLength(1);
  }, 120_000);

  it('answers at once when Redis was never there, counting in memory', async () => {
    const closed = await reservablePort();
    const { h, warnings } = await startLogged(dialect, `redis://:secret-password@127.0.0.1:${closed}`);
    onTestFinished(() => h.close());
    for (let i = 0; i < 3; i++) expect((await failedLogin(h, '10.0.2.1')).statusCode).toBe(401);
    expect((await failedLogin(h, '10.0.2.1')).statusCode).toBe(429);
    for (let i = 0; i < 3; i++) expect((await badKey(h, '10.0.2.2')).statusCode).toBe(401);
    expect((await badKey(h, '10.0.2.2')).statusCode).toBe(429);
    await vi.waitFor(() => expect(warnings()).toHaveLength(1), patience);
    expect(warnings()[0].msg).not.toContain('secret-password');
    // Retrying in the background does not add a warning per attempt.
    for (let i = 0; i < 5; i++) expect((await failedLogin(h, `10.0.2.${10 + i}`)).statusCode).toBe(401);
    expect(warnings()).toHaveLength(1);
  });
});
