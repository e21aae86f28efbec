/*
 * Slate documents as Payload's Slate editor stored them, generated from a seed so every run converts the same
 * content: articles of headings, paragraphs with marks and links, lists (some nested), quotes, uploads,
 * relationships and indented passages.
 */
import { createRandom, type Random } from '@atrium/demo/seed/prng';

type Leaf = { text: string; [mark: string]: unknown };
type SlateElement = { type?: string; children: Array<Leaf | SlateElement>; [key: string]: unknown };

const words = (
  'harbour light morning market street coffee ferry bridge island gallery print paper ink letter type grid ' +
  'column margin editor draft story camera lens film shadow window garden river station ticket night map walk'
).split(' ');
const marks = ['bold', 'italic', 'underline', 'code', 'strikethrough'] as const;

function sentence(random: Random, min = 4, max = 14): string {
  const list = Array.from({ length: random.int(min, max) }, () => random.pick(words));
  list[0] = list[0][0].toUpperCase() + list[0].slice(1);
  return `${list.join(' ')}.`;
}

/** Inline content: text leaves, some with one or two marks, and now and then a custom or internal link. */
function inline(random: Random): Array<Leaf | SlateElement> {
  const out: Array<Leaf | SlateElement> = [];
  const pieces = random.int(1, 6);
  for (let i = 0; i < pieces; i++) {
    const text = `${sentence(random, 2, 8)} `;
    if (random.chance(0.12)) {
      out.push(
        random.chance(0.5)
          ? {
              type: 'link',
              linkType: 'custom',
              url: `https://example.com/${random.pick(words)}`,
              newTab: random.chance(0.3),
              children: [{ text }],
            }
          : {
              type: 'link',
              linkType: 'internal',
              doc: { relationTo: 'posts', value: { id: random.int(1, 5000), title: sentence(random, 2, 5) } },
              children: [{ text }],
            },
      );
    } else if (random.chance(0.3)) {
      const leaf: Leaf = { text };
      for (const mark of random.sample(marks, random.int(1, 2))) leaf[mark] = true;
      out.push(leaf);
    } else out.push({ text });
  }
  return out;
}

function list(random: Random, depth: number): SlateElement {
  const items: SlateElement[] = Array.from({ length: random.int(2, 6) }, () => ({ type: 'li', children: inline(random) }));
  if (depth < 2 && random.chance(0.25)) items.push({ type: 'li', children: [list(random, depth + 1)] });
  return { type: random.chance(0.6) ? 'ul' : 'ol', children: items };
}

function element(random: Random): SlateElement {
  const roll = random.next();
  if (roll < 0.5) return { children: inline(random), ...(random.chance(0.05) ? { textAlign: 'center' } : {}) };
  if (roll < 0.62) return { type: random.pick(['h2', 'h3', 'h4']), children: [{ text: sentence(random, 2, 6) }] };
  if (roll < 0.76) return list(random, 0);
  if (roll < 0.82) return { type: 'blockquote', children: inline(random) };
  if (roll < 0.89)
    return {
      type: 'upload',
      relationTo: 'media',
      value: { id: random.int(1, 500), filename: `${random.pick(words)}.jpg`, mimeType: 'image/jpeg' },
      ...(random.chance(0.5) ? { fields: { caption: sentence(random, 3, 8) } } : {}),
      children: [{ text: '' }],
    };
  if (roll < 0.95)
    return { type: 'relationship', relationTo: 'posts', value: { id: random.int(1, 5000) }, children: [{ text: '' }] };
  return { type: 'indent', children: [{ children: inline(random) }] };
}

/** `count` Slate documents of 4 to 30 top-level elements each, the same for the same `seed`. */
export function generateSlateDocuments(count: number, seed = 2024): unknown[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => Array.from({ length: random.int(4, 30) }, () => element(random)));
}
