import { can, type Permissions } from '../auth/AuthProvider.tsx';
import type { AdminConfig, Label } from '../config/index.ts';
import type { TFunction } from '../i18n/translate.ts';
import { buildNav } from '../layout/nav.ts';
import { type MatchRank, rank } from './match.ts';
import type { RecentDocument } from './recent.ts';

/** The palette's result groups. */
export type SectionKey = 'recent' | 'documents' | 'collections' | 'globals' | 'create' | 'actions';

/** One thing the palette can do: go to `to`. */
export type Command = {
  /** Unique across the palette; also the list item's key. */
  id: string;
  section: SectionKey;
  label: string;
  /** A quieter second text (the collection of a document, the group of a collection). */
  detail?: string;
  /** More texts the query may match (a slug). */
  keywords?: string[];
  /** The admin path it opens. */
  to: string;
  /** A match the server made (live document search) stands even when the label does not show it. */
  isServerMatch?: boolean;
};

export type Section = { key: SectionKey; commands: Command[] };

// With nothing typed, what the user was doing comes first; once they type, the navigation targets lead so
// that "pos" + Enter opens Posts even if a recent document's title also starts with "pos".
const browseOrder: SectionKey[] = ['recent', 'collections', 'globals', 'create', 'actions'];
const searchOrder: SectionKey[] = ['collections', 'globals', 'create', 'recent', 'actions', 'documents'];

type Labeller = (label: Label | false | undefined, fallback?: string) => string;

/**
 * The palette's fixed commands for this user: recent documents, collections and globals they may read
 * (the sidebar's rule, `buildNav`), "Create new X" for those they may also create, and the account actions.
 */
export function buildCommands({
  config,
  permissions,
  label,
  t,
  recent,
}: {
  config: AdminConfig;
  permissions: Permissions | undefined;
  label: Labeller;
  t: TFunction;
  recent: RecentDocument[];
}): Command[] {
  const commands: Command[] = [];
  const groups = buildNav(config, permissions, label, { collections: t('nav:collections'), globals: t('nav:globals') });
  const readable = new Set<string>();
  const singular = (slug: string) => label(config.collections.find((c) => c.slug === slug)?.labels.singular, slug);

  for (const group of groups) {
    // Default groups are already named by the section heading; only a config group adds something.
    const detail = group.key.startsWith('group:') ? group.label : undefined;
    for (const entry of group.entries) {
      readable.add(`${entry.kind}:${entry.slug}`);
      commands.push({
        id: `${entry.kind}:${entry.slug}`,
        section: entry.kind === 'collection' ? 'collections' : 'globals',
        label: entry.label,
        detail,
        keywords: [entry.slug],
        to: entry.to,
      });
    }
  }
  for (const group of groups) {
    for (const entry of group.entries) {
      if (entry.kind !== 'collection' || !can(permissions, 'collections', entry.slug, 'create')) continue;
      commands.push({
        id: `create:${entry.slug}`,
        section: 'create',
        label: t('palette:createNew', { label: singular(entry.slug) }),
        to: `${entry.to}/create`,
      });
    }
  }
  for (const doc of recent) {
    // A document of something the user may no longer read is left out, like the sidebar leaves it out.
    if (!readable.has(`${doc.kind}:${doc.slug}`)) continue;
    const isGlobal = doc.kind === 'global';
    commands.push({
      id: `recent:${doc.kind}:${doc.slug}:${doc.id ?? ''}`,
      section: 'recent',
      label: doc.title || t('general:untitled'),
      detail: isGlobal ? t('palette:global') : singular(doc.slug),
      to: isGlobal
        ? `/globals/${doc.slug}`
        : `/collections/${doc.slug}${doc.id === undefined ? '' : `/${encodeURIComponent(doc.id)}`}`,
    });
  }
  commands.push(
    { id: 'action:dashboard', section: 'actions', label: t('palette:dashboard'), to: '/' },
    { id: 'action:account', section: 'actions', label: t('palette:account'), to: '/account' },
    { id: 'action:logout', section: 'actions', label: t('palette:logout'), to: '/logout' },
  );
  return commands;
}

function bestRank(command: Command, query: string): MatchRank | null {
  let best = rank(command.label, query);
  for (const keyword of command.keywords ?? []) {
    const found = rank(keyword, query);
    if (found !== null && (best === null || found < best)) best = found;
  }
  if (best === null && command.isServerMatch) return 2;
  return best;
}

/**
 * The commands matching `query`, by section. Inside a section the better matches come first (config order
 * among equals); sections are ordered by their best match, then by a fixed order, live documents last.
 */
export function rankCommands(commands: Command[], query: string): Section[] {
  const isBrowsing = query.trim() === '';
  const order = isBrowsing ? browseOrder : searchOrder;
  const sections = new Map<SectionKey, { best: number; ranked: { command: Command; rank: number }[] }>();
  for (const command of commands) {
    const found = bestRank(command, query);
    if (found === null || !order.includes(command.section)) continue;
    let section = sections.get(command.section);
    if (!section) {
      section = { best: found, ranked: [] };
      sections.set(command.section, section);
    }
    section.best = Math.min(section.best, found);
    section.ranked.push({ command, rank: found });
  }
  // Live documents arrive after the rest: they always go last, so they never push down the option the
  // keyboard is on (typing highlights the first one, and Enter may already be on its way).
  const isLive = (key: SectionKey) => (key === 'documents' ? 1 : 0);
  return [...sections.entries()]
    .sort(([a, x], [b, y]) => isLive(a) - isLive(b) || x.best - y.best || order.indexOf(a) - order.indexOf(b))
    .map(([key, { ranked }]) => ({
      key,
      // Array#sort is stable, so equal ranks keep the config's order.
      commands: ranked.sort((x, y) => x.rank - y.rank).map(({ command }) => command),
    }));
}
