import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** A test server in its own process (see serve.ts), and how to stop it: gently, or at once as a crash would. */
export type TestServer = { url: string; close: () => Promise<void>; kill: () => Promise<void> };

/**
 * Starts `serve.ts` under tsx with `env` (SEED_POSTS, USERS) and resolves once it listens. Each call gets
 * its own database, so a spec that changes data (first user, bulk delete) never disturbs another.
 */
export function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(here, 'serve.ts')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const handleData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/ATRIUM_READY (\S+)/);
      if (match) {
        child.stdout?.off('data', handleData);
        const stop = (signal: NodeJS.Signals) =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill(signal);
          });
        resolve({ url: match[1], close: () => stop('SIGTERM'), kill: () => stop('SIGKILL') });
      }
    };
    child.stdout?.on('data', handleData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`test server exited with ${code} before listening:\n${output}`)));
  });
}
