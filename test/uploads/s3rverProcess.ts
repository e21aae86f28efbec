/**
 * s3rver in a process of its own, as S3 is to a real server: the tests that measure memory then count Atrium's
 * buffers alone. Usage: `tsx s3rverProcess.ts <directory> <bucket>`; prints `{"port":…}` once listening, stops on
 * SIGTERM.
 */
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

type S3rverClass = new (options: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => { run(): Promise<AddressInfo>; close(): Promise<void>; httpServer?: Server };

// s3rver is CommonJS without types: loaded through require with the little of its shape used here.
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

const [directory, bucket] = process.argv.slice(2);
const instance = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
const { port } = await instance.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on('SIGTERM', () => {
  // Kept-alive sockets of clients would hold close() open.
  instance.httpServer?.closeAllConnections();
  instance.close().then(() => process.exit(0));
});
