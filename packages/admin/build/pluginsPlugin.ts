import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const moduleID = 'virtual:atrium-plugins';

/** A package that brings admin components: its name and the absolute path of its admin module. */
export type PluginAdmin = { name: string; dir: string; entry: string };

/**
 * The installed packages whose package.json declares `"atrium": { "admin": "./path" }`, found in every
 * `node_modules` from the admin's folder up (as Node resolves them), first found wins, sorted by name.
 */
export function findPluginAdmins(from = packageDir): PluginAdmin[] {
  const found = new Map<string, PluginAdmin>();
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    const modules = join(dir, 'node_modules');
    if (existsSync(modules)) {
      for (const entry of readdirSync(modules)) {
        if (entry.startsWith('.')) continue;
        const names = entry.startsWith('@') ? readdirSync(join(modules, entry)).map((inner) => `${entry}/${inner}`) : [entry];
        for (const name of names) if (!found.has(name)) addIfPlugin(found, name, join(modules, name));
      }
    }
    if (dirname(dir) === dir) break;
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function addIfPlugin(found: Map<string, PluginAdmin>, name: string, path: string) {
  let manifest: { atrium?: { admin?: unknown } };
  try {
    manifest = JSON.parse(readFileSync(join(path, 'package.json'), 'utf8'));
  } catch {
    return;
  }
  const admin = manifest.atrium?.admin;
  if (typeof admin !== 'string') return;
  const dir = realpathSync(path);
  found.set(name, { name, dir, entry: join(dir, admin) });
}

/**
 * `virtual:atrium-plugins` exports `pluginAdmins`: package name → import of its admin module, one chunk each, so
 * a plugin's components download only when a field or view names them (`'<package>#<name>'`).
 */
export function pluginsPlugin(): Plugin {
  return {
    name: 'atrium-plugins',
    resolveId(id) {
      return id === moduleID ? `\0${moduleID}` : undefined;
    },
    load(id) {
      if (id !== `\0${moduleID}`) return undefined;
      const entries = findPluginAdmins().map(
        (plugin) => `  ${JSON.stringify(plugin.name)}: () => import(${JSON.stringify(plugin.entry)}),`,
      );
      return `export const pluginAdmins = {\n${entries.join('\n')}\n};\n`;
    },
  };
}
