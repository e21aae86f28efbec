import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3ClientConfig } from '@aws-sdk/client-s3';

type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void>; httpServer?: Server };
type S3rverClass = new (options: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

// s3rver is CommonJS without types: loaded through require with the little of its shape the tests use.
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

export type RunningS3rver = {
  /** The S3 client configuration that reaches this server (path style, its fixed credentials). */
  config: S3ClientConfig;
  endpoint: string;
  bucket: string;
  stop(): Promise<void>;
};

/** Starts s3rver on a free port of 127.0.0.1 with a bucket, storing its objects in a temporary folder. */
export async function startS3rver(bucket = 'atrium-test'): Promise<RunningS3rver> {
  const directory = mkdtempSync(join(tmpdir(), 'atrium-s3rver-'));
  const instance = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await instance.run();
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
      // Kept-alive sockets of clients would hold close() open.
      instance.httpServer?.closeAllConnections();
      await instance.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
