/**
 * The baseline: a bare Fastify server that answers one route with bytes captured from Atrium, from memory.
 * Whatever req/s it reaches is the ceiling for that response size on this machine and this client.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const { PORT, BARE_PATH, BARE_BODY_FILE, BARE_CONTENT_TYPE } = process.env;
if (!PORT || !BARE_PATH || !BARE_BODY_FILE || !BARE_CONTENT_TYPE)
  throw new Error('bare.ts needs PORT, BARE_PATH, BARE_BODY_FILE and BARE_CONTENT_TYPE');

const body = readFileSync(BARE_BODY_FILE);
const app = Fastify({ logger: false });
app.get(BARE_PATH, (_request, reply) => {
  reply.header('content-type', BARE_CONTENT_TYPE).send(body);
});
// Readiness probe for the bench, so polling never touches the measured route.
app.get('/__ready', (_request, reply) => {
  reply.send('ok');
});

await app.listen({ port: Number(PORT), host: '127.0.0.1' });
const close = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);
