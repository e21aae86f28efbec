import type { Permissions } from '../auth/AuthProvider.tsx';
import type { AdminConfig, Label } from '../config/index.ts';

/** One sidebar entry. */
export type NavEntry = { kind: 'collection' | 'global'; slug: string; label: string; to: string };
/** One sidebar group: a heading and its entries. */
export type NavGroup = { key: string; label: string; entries: NavEntry[] };

type Labeller = (label: Label | false | undefined, fallback?: string) => string;

/**
 * The sidebar of spec 2: collections and globals the user may read (read permission looked up by kind and
 * slug, spec 6), grouped by each entity's `admin.group` label, ungrouped ones under Collections or Globals,
 * empty groups left out. Groups keep the order in which the config first names them.
 */
export function buildNav(
  config: AdminConfig,
  permissions: Permissions | undefined,
  label: Labeller,
  headings: { collections: string; globals: string },
): NavGroup[] {
  const groups = new Map<string, NavGroup>();
  const add = (groupLabel: Label | false | undefined, fallback: string, entry: NavEntry) => {
    const heading = groupLabel ? label(groupLabel) : fallback;
    const key = groupLabel ? `group:${heading}` : `default:${entry.kind}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, label: heading, entries: [] };
      groups.set(key, group);
    }
    group.entries.push(entry);
  };
  for (const c of config.collections) {
    if (c.admin.hidden || permissions?.collections[c.slug]?.read?.permission !== true) continue;
    add(c.admin.group, headings.collections, {
      kind: 'collection',
      slug: c.slug,
      label: label(c.labels.plural, c.slug),
      to: `/collections/${c.slug}`,
    });
  }
  for (const g of config.globals) {
    if (g.admin?.hidden || permissions?.globals[g.slug]?.read?.permission !== true) continue;
    add(g.admin?.group, headings.globals, {
      kind: 'global',
      slug: g.slug,
      label: label(g.label, g.slug),
      to: `/globals/${g.slug}`,
    });
  }
  return [...groups.values()].filter((group) => group.entries.length > 0);
}
