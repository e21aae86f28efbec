import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPluginAdmins, pluginsPlugin } from '@atrium/admin/build';
import { afterAll, describe, expect, it } from 'vitest';

const root = realpathSync(mkdtempSync(join(tmpdir(), 'atrium-plugins-')));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function pkg(dir: string, manifest: object) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest));
}

// root/node_modules: a scoped plugin (a workspace symlink), a plain package, one without a package.json;
// root/app/node_modules: the same plugin name nearer the admin (it wins) and an unscoped plugin.
pkg(join(root, 'workspace', 'seo'), { name: '@acme/seo', atrium: { admin: './src/admin/index.ts' } });
mkdirSync(join(root, 'node_modules', '@acme'), { recursive: true });
symlinkSync(join(root, 'workspace', 'seo'), join(root, 'node_modules', '@acme', 'seo'));
pkg(join(root, 'node_modules', 'left-pad'), { name: 'left-pad' });
mkdirSync(join(root, 'node_modules', 'broken'));
pkg(join(root, 'node_modules', 'shadowed'), { name: 'shadowed', atrium: { admin: './far.ts' } });
pkg(join(root, 'app', 'node_modules', 'shadowed'), { name: 'shadowed', atrium: { admin: './near.ts' } });
pkg(join(root, 'app', 'node_modules', 'not-admin'), { name: 'not-admin', atrium: { admin: 42 } });

describe('plugin admin discovery', () => {
  it('finds the packages declaring atrium.admin from the admin folder up, the nearest first, by real path', () => {
    expect(findPluginAdmins(join(root, 'app'))).toEqual([
      {
        name: '@acme/seo',
        dir: join(root, 'workspace', 'seo'),
        entry: join(root, 'workspace', 'seo', 'src', 'admin', 'index.ts'),
      },
      {
        name: 'shadowed',
        dir: join(root, 'app', 'node_modules', 'shadowed'),
        entry: join(root, 'app', 'node_modules', 'shadowed', 'near.ts'),
      },
    ]);
  });

  it('generates the virtual module with one on-demand import per installed plugin', () => {
    const plugin = pluginsPlugin();
    const resolveId = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (id: string) => string | undefined;
    expect(resolveId('virtual:atrium-plugins')).toBe('\0virtual:atrium-plugins');
    expect(resolveId('virtual:other')).toBeUndefined();
    const code = load('\0virtual:atrium-plugins') ?? '';
    // The repository's own plugin packages are installed in the workspace.
    expect(code).toMatch(/"@atrium\/plugin-seo": \(\) => import\(".*packages\/plugin-seo\/src\/admin\/index\.ts"\)/);
  });
});
