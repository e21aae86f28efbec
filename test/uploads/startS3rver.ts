import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { S3ClientConfig } from '@aws-sdk/client-s3';

const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
const serverScript = fileURLToPath(new URL('./s3rverProcess.ts', import.meta.url));

export type RunningS3rver = {
  /** The S3 client configuration that reaches this server (path style, its fixed credentials). */
  config: S3ClientConfig;
  endpoint: string;
  bucket: string;
  stop(): Promise<void>;
};

/**
 * Starts s3rver in a child process on a free port of 127.0.0.1 with one bucket, storing its objects in a temporary
 * folder, and resolves once it listens.
 */
export async function startS3rver(bucket = 'atrium-test'): Promise<RunningS3rver> {
  const directory = mkdtempSync(join(tmpdir(), 'atrium-s3rver-'));
  const child: ChildProcess = spawn(tsx, [serverScript, directory, bucket], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code} before listening`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    config: {
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
