import { slugify } from '../fields/slug.ts';
import { closings, type Theme, themes } from './content/postWords.ts';
import type { Random } from './prng.ts';
import { heading, italic, link, list, paragraph, quote, richText } from './richText.ts';

type ID = string | number;

/** Ids the generator may reference, keyed by the seed keys of categories and media. */
export type SeedRefs = { categories: Record<string, ID>; media: ID[]; earlierPosts: ID[] };

// Dates fall across 2024 and 2025; fixed bounds keep the output independent of the day it runs.
const firstDate = Date.UTC(2024, 0, 1);
const dateSpan = Date.UTC(2026, 0, 1) - firstDate;

const fill = (template: string, subject: string) => template.replaceAll('{place}', subject).replaceAll('{subject}', subject);

/** Remembers titles already used so repeats get a part number and slugs stay unique. */
export class TitleBook {
  private seen = new Map<string, number>();
  /** The title to use for `base`, with its slug. */
  claim(base: string): { title: string; slug: string } {
    const n = (this.seen.get(base) ?? 0) + 1;
    this.seen.set(base, n);
    const title = n === 1 ? base : `${base}, Part ${n}`;
    return { title, slug: slugify(title) };
  }
}

function sentences(rng: Random, theme: Theme, subject: string, count: number): string {
  return rng
    .sample(theme.sentences, count)
    .map((s) => fill(s, subject))
    .join(' ');
}

function body(rng: Random, theme: Theme, subject: string) {
  const intro = sentences(rng, theme, subject, rng.int(2, 3));
  const nodes = [paragraph(intro)];
  for (const title of rng.sample(theme.headings, rng.int(2, 3))) {
    nodes.push(heading(title));
    nodes.push(paragraph(sentences(rng, theme, subject, rng.int(2, 4))));
    if (rng.chance(0.35)) nodes.push(list(rng.chance(0.5) ? 'bullet' : 'number', rng.sample(theme.listItems, rng.int(3, 4))));
    if (rng.chance(0.15)) nodes.push(quote(italic(fill(rng.pick(theme.sentences), subject))));
  }
  const closing = rng.pick(closings);
  nodes.push(paragraph(`${closing.sentence} `, link(closing.url, closing.label, closing.url.startsWith('http')), '.'));
  return { content: richText(...nodes), intro, words: nodes.length * 45 };
}

/** One post's data, derived only from `rng` and `refs` so a seed number always yields the same site. */
export function generatePost(rng: Random, refs: SeedRefs, titles: TitleBook): Record<string, unknown> {
  const theme = rng.pick(themes);
  const subject = rng.pick(theme.subjects);
  const { title, slug } = titles.claim(fill(rng.pick(theme.titles), subject));
  const { content, intro, words } = body(rng, theme, subject);
  const published = rng.chance(0.85);
  const date = new Date(firstDate + Math.floor(rng.next() * dateSpan)).toISOString();
  const heroImage = rng.pick(refs.media);
  const categories = [refs.categories[theme.category]];
  if (theme.sibling && rng.chance(0.4)) categories.push(refs.categories[theme.sibling]);
  const excerpt = intro.length > 300 ? `${intro.slice(0, 297).trimEnd()}…` : intro;
  const related = refs.earlierPosts.length > 0 && rng.chance(0.6) ? rng.sample(refs.earlierPosts.slice(-50), rng.int(1, 3)) : [];

  return {
    title,
    slug,
    status: published ? 'published' : 'draft',
    // Some drafts carry a planned date, most do not.
    publishedAt: published || rng.chance(0.3) ? date : null,
    categories,
    excerpt,
    content,
    readingTime: Math.max(1, Math.round(words / 200)),
    hero: {
      type: rng.pick(['highImpact', 'mediumImpact', 'mediumImpact', 'lowImpact']),
      richText: richText(paragraph(excerpt)),
      media: heroImage,
      links: [],
    },
    layout: rng.chance(0.2) ? [{ blockType: 'mediaBlock', position: 'default', media: rng.pick(refs.media) }] : [],
    relatedPosts: related,
    meta: { title: title.length > 70 ? title.slice(0, 70) : title, description: excerpt.slice(0, 200), image: heroImage },
  };
}
