import { slugify } from '../fields/slug.ts';
import { closings, costs, placeFacts, type Theme, themes } from './content/postWords.ts';
import type { Random } from './prng.ts';
import {
  autolink,
  block,
  cell,
  docLink,
  done,
  heading,
  hex8,
  horizontalRule,
  type Inline,
  inlineBlock,
  italic,
  type ListEntry,
  linebreak,
  link,
  list,
  type Node,
  nested,
  paragraph,
  quote,
  relationship,
  richText,
  row,
  table,
  text,
  textFormat,
  todo,
  upload,
} from './richText.ts';

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

/** Ways of pointing back at an earlier post in a sentence. */
const earlierPostLabels = ['an earlier piece', 'a previous post', 'our notes from last year', 'the first part of this story'];
/** Sources worth checking before a trip, written out as plain addresses (which the editor turns into links). */
const checkBefore = ['https://example.com/timetables', 'https://example.com/opening-hours', 'https://example.com/weather'];

/** What one post's body is being built from. */
type Writer = {
  rng: Random;
  theme: Theme;
  subject: string;
  refs: SeedRefs;
  /** A new node id, its time part the post's date. */
  id: () => string;
};

/** `count` sentences of the theme: the plain text, and the same as inline nodes with now and then a phrase in italics or bold. */
function prose({ rng, theme, subject }: Writer, count: number): { plain: string; inline: Inline[] } {
  const picked = rng.sample(theme.sentences, count).map((s) => fill(s, subject));
  const plain = picked.join(' ');
  const roll = rng.next();
  if (roll >= 0.15) return { plain, inline: [plain] };
  // One sentence stands out: italic most often, sometimes bold, rarely highlighted.
  const format = roll < 0.08 ? textFormat.italic : roll < 0.13 ? textFormat.bold : textFormat.highlight;
  const at = rng.int(0, picked.length - 1);
  const inline: Inline[] = [];
  picked.forEach((sentence, i) => {
    const space = i < picked.length - 1 ? ' ' : '';
    if (i === at) inline.push(text(sentence, format), space);
    else inline.push(sentence + space);
  });
  return { plain, inline };
}

/** A price in the currency of the post's city, rounded the way a guide would give it. */
function price(w: Writer, euros: number): Node {
  const facts = placeFacts[w.subject] ?? placeFacts.Porto;
  const raw = euros * facts.perEuro;
  const step = raw >= 10_000 ? 1000 : raw >= 1000 ? 100 : raw >= 100 ? 10 : raw >= 20 ? 1 : 0.5;
  const amount = Math.max(step, Math.round(raw / step) * step);
  return inlineBlock(w.id(), { blockType: 'price', amount, currency: facts.currency });
}

const footnote = (w: Writer) => inlineBlock(w.id(), { blockType: 'footnote', note: w.rng.pick(w.theme.footnotes) });

/** A section's paragraph, sometimes with a formatted detail, a price (city guides) or a footnote. */
function sectionParagraph(w: Writer): Node {
  const { rng, theme, subject } = w;
  const inline = prose(w, rng.int(2, 4)).inline;
  if (rng.chance(0.25)) inline.push(' ', ...rng.pick(theme.details)(subject));
  if (theme.category === 'city-guides' && rng.chance(0.3)) {
    const cost = rng.pick(costs);
    inline.push(` ${cost.phrase} `, price(w, cost.euros), '.');
  }
  if (rng.chance(0.1)) inline.push(footnote(w));
  return paragraph(...inline);
}

/** A list of the theme's tips: mostly bullets or numbers, a check list now and then, sometimes nested. */
function tips(w: Writer): Node {
  const { rng, theme } = w;
  const items = rng.sample(theme.listItems, rng.int(3, 5));
  const roll = rng.next();
  const kind = roll < 0.15 ? 'check' : roll < 0.6 ? 'bullet' : 'number';
  let entries: ListEntry[] = kind === 'check' ? items.map((item) => (rng.chance(0.5) ? done(item) : todo(item))) : items;
  if (items.length > 3 && rng.chance(0.2)) {
    // The last two tips become sub-points of the one before them.
    entries = [...entries.slice(0, -2), nested(kind === 'check' ? 'check' : 'bullet', entries.slice(-2))];
  }
  return list(kind, entries);
}

function pullQuote(w: Writer): Node {
  const { rng, theme, subject } = w;
  return block(w.id(), {
    blockType: 'pullQuote',
    quote: fill(rng.pick(theme.sentences), subject),
    attribution: fill(rng.pick(theme.voices), subject),
  });
}

function blockQuote(w: Writer): Node {
  const { rng, theme, subject } = w;
  const sentence = fill(rng.pick(theme.sentences), subject);
  if (rng.chance(0.5)) return quote(italic(sentence));
  return quote(sentence, linebreak(), italic(`— ${fill(rng.pick(theme.voices), subject)}`));
}

function image(w: Writer): Node {
  const { rng, theme, subject, refs } = w;
  const fields = rng.chance(0.5) ? { caption: fill(rng.pick(theme.captions), subject) } : {};
  return upload(w.id(), 'media', rng.pick(refs.media), fields);
}

function gallery(w: Writer): Node {
  const { rng, theme, subject, refs } = w;
  return block(w.id(), {
    blockType: 'gallery',
    images: rng.sample(refs.media, rng.int(2, 4)),
    layout: rng.chance(0.7) ? 'grid' : 'strip',
    caption: fill(rng.pick(theme.captions), subject),
  });
}

const mapLabels = [
  '{place}: the market hall',
  '{place}: where we stayed',
  '{place}: the best bench in town',
  '{place}: where the walk starts',
];

/** A map pin near the city centre (a few hundred metres off, so the pins of different posts differ). */
function map(w: Writer): Node {
  const { rng, subject } = w;
  const [lng, lat] = (placeFacts[subject] ?? placeFacts.Porto).location;
  const jitter = () => Math.round((rng.next() - 0.5) * 0.01 * 10_000) / 10_000;
  return block(w.id(), {
    blockType: 'mapEmbed',
    label: fill(rng.pick(mapLabels), subject),
    location: [Math.round((lng + jitter()) * 10_000) / 10_000, Math.round((lat + jitter()) * 10_000) / 10_000],
    zoom: rng.int(14, 17),
  });
}

/** An "at a glance" table: a title row across both columns, then labels in the first column. */
function glance(w: Writer): Node {
  const { rng, theme, subject } = w;
  const rows = rng.sample(theme.glance, rng.int(3, 4));
  return table(
    row([cell(`${subject} at a glance`, { header: 'both', colSpan: 2, background: '#f3efe6' })], 40),
    ...rows.map(([label, value]) => row([cell(label, { header: 'column', width: 180 }), cell(value, { width: 360 })])),
  );
}

function body(w: Writer) {
  const { rng, theme, subject, refs } = w;
  const intro = prose(w, rng.int(2, 3));
  const nodes: Node[] = [paragraph(...intro.inline)];
  if (rng.chance(0.3)) nodes.push(image(w));
  let hasGallery = false;
  let hasMap = false;
  for (const title of rng.sample(theme.headings, rng.int(2, 3))) {
    nodes.push(heading(title));
    nodes.push(sectionParagraph(w));
    if (rng.chance(0.15)) {
      // A short subsection.
      nodes.push(heading(fill(rng.pick(theme.headings), subject), 'h3'), sectionParagraph(w));
    }
    if (rng.chance(0.35)) nodes.push(tips(w));
    if (rng.chance(0.12)) nodes.push(blockQuote(w));
    else if (rng.chance(0.08)) nodes.push(pullQuote(w));
    if (rng.chance(0.2)) nodes.push(image(w));
    if (!hasGallery && rng.chance(0.06)) {
      hasGallery = true;
      nodes.push(gallery(w));
    }
    if (!hasMap && theme.category === 'city-guides' && rng.chance(0.25)) {
      hasMap = true;
      nodes.push(map(w));
    }
  }
  if (rng.chance(0.08)) nodes.push(glance(w));
  if (rng.chance(0.04)) {
    nodes.push(
      paragraph('Timetables and opening hours change; we check ', autolink(rng.pick(checkBefore)), ' before every trip.'),
    );
  }
  const earlier = refs.earlierPosts.slice(-50);
  if (earlier.length > 0 && rng.chance(0.2)) {
    nodes.push(
      paragraph('We wrote about this before in ', docLink('posts', rng.pick(earlier), rng.pick(earlierPostLabels)), '.'),
    );
  }
  if (earlier.length > 0 && rng.chance(0.15))
    nodes.push(heading('Further reading', 'h3'), relationship('posts', rng.pick(earlier)));
  else if (rng.chance(0.08)) nodes.push(relationship('categories', refs.categories[theme.category]));
  if (rng.chance(0.15)) nodes.push(horizontalRule());
  const closing = rng.pick(closings);
  const newTab = closing.url.startsWith('http');
  nodes.push(paragraph(`${closing.sentence} `, link(closing.url, closing.label, { newTab, rel: closing.rel }), '.'));
  return { content: richText(...nodes), intro: intro.plain, words: nodes.length * 45 };
}

/** One post's data, derived only from `rng` and `refs` so a seed number always yields the same site. */
export function generatePost(rng: Random, refs: SeedRefs, titles: TitleBook): Record<string, unknown> {
  const theme = rng.pick(themes);
  const subject = rng.pick(theme.subjects);
  const { title, slug } = titles.claim(fill(rng.pick(theme.titles), subject));
  const time = firstDate + Math.floor(rng.next() * dateSpan);
  // Node ids look like the editor's: the time in seconds, then random digits.
  const seconds = Math.floor(time / 1000);
  const id = () => hex8(seconds) + hex8(rng.next() * 0x100000000) + hex8(rng.next() * 0x100000000);
  const { content, intro, words } = body({ rng, theme, subject, refs, id });
  const published = rng.chance(0.85);
  const date = new Date(time).toISOString();
  const heroImage = rng.pick(refs.media);
  const categories = [refs.categories[theme.category]];
  if (theme.sibling && rng.chance(0.4)) categories.push(refs.categories[theme.sibling]);
  const excerpt = intro.length > 300 ? `${intro.slice(0, 297).trimEnd()}…` : intro;
  const related = refs.earlierPosts.length > 0 && rng.chance(0.6) ? rng.sample(refs.earlierPosts.slice(-50), rng.int(1, 3)) : [];

  return {
    title,
    slug,
    _status: published ? 'published' : 'draft',
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
