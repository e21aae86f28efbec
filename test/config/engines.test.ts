import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const read = (path: string) => JSON.parse(readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8'));
const root = read('../../package.json') as { engines: { node: string } };
const lock = read('../../package-lock.json') as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; dev?: boolean }>;
};

describe('the Node versions Atrium supports', () => {
  it('are all accepted by every installed package (cookie@2 asked for Node 22 while package.json says ≥ 20.19)', () => {
    // The oldest Node package.json allows, and the one running the tests: what an install warns about
    // (EBADENGINE) is a dependency that refuses one of them.
    const versions = [semver.minVersion(root.engines.node)!.version, process.versions.node];
    const refusing = Object.entries(lock.packages)
      .filter(([path]) => path.includes('node_modules/'))
      .flatMap(([path, entry]) => {
        const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        const refused = wanted ? versions.filter((version) => !semver.satisfies(version, wanted)) : [];
        return refused.length
          ? [`${path.replace(/^.*node_modules\//, '')}@${entry.version}: node ${wanted}, not ${refused.join(', ')}`]
          : [];
      });
    expect(refusing).toEqual([]);
  });

  it("keeps Fastify's inject sending cookies with the cookie@1 that package.json's overrides give it", async () => {
    const app = Fastify();
    app.get('/', async (request) => ({ cookie: request.headers.cookie }));
    const res = await app.inject({ url: '/', cookies: { session: 'a b', theme: 'dark' } });
    await app.close();
    expect(res.json()).toEqual({ cookie: 'session=a%20b; theme=dark' });
  });
});
