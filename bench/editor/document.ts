/*
 * The long article of the editor benchmark: 1,000 top-level nodes as the demo's post body stores them (Lexical
 * 0.52's shapes): headings, paragraphs with formats and links, bulleted, numbered and check lists, quotes, 20
 * tables, 50 blocks of the demo's three kinds and 50 cards (25 embedded posts and 25 images). Built from a seed,
 * so every run opens the same document.
 */

type Node = Record<string, unknown>;
type ID = string | number;

/** What the document points at: documents that exist on the server it is stored in. */
export type DocumentRefs = { posts: ID[]; media: ID[] };

/** How many top-level nodes of each kind the document holds. */
export const documentShape = { total: 1000, tables: 20, blocks: 50, relationships: 25, uploads: 25 } as const;

const text = (value: string, format = 0): Node => ({
  detail: 0,
  format,
  mode: 'normal',
  style: '',
  text: value,
  type: 'text',
  version: 1,
});
const element = (type: string, children: Node[], extra: Node = {}): Node => ({
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  type,
  version: 1,
  ...extra,
});
const paragraph = (children: Node[]): Node =>
  element('paragraph', children, { textFormat: (children[0]?.format as number | undefined) ?? 0, textStyle: '' });
const heading = (tag: string, value: string) => element('heading', [text(value)], { tag });
const item = (value: number, children: Node[], extra: Node = {}) => element('listitem', children, { value, ...extra });
const list = (listType: 'bullet' | 'number' | 'check', items: string[]) =>
  element(
    'list',
    items.map((words, i) => item(i + 1, [text(words)], listType === 'check' ? { checked: i % 2 === 0 } : {})),
    { listType, start: 1, tag: listType === 'number' ? 'ol' : 'ul' },
  );
const cell = (headerState: number, value: string) =>
  element('tablecell', [paragraph([text(value)])], {
    direction: null,
    headerState,
    colSpan: 1,
    rowSpan: 1,
    backgroundColor: null,
  });
const link = (url: string, words: string) =>
  element('link', [text(words)], { version: 3, fields: { linkType: 'custom', newTab: false, url } });

const words =
  'the train leaves early and follows the river past vineyards terraces small stations where nobody gets on a ' +
  'conductor checks tickets by hand while fog lifts off the water and the light turns the hills gold before noon'
    .split(' ')
    .filter(Boolean);

/** A deterministic generator (Park–Miller), so the document is the same on every run. */
function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 16807) % 2147483647;
    return state % below;
  };
}

/** Builds the document. Cards sit at every tenth place, tables at every fiftieth; text fills the rest. */
export function buildDocument(refs: DocumentRefs): { root: Node } {
  const random = numbers(2024);
  const sentence = (length: number) => {
    const picked = Array.from({ length }, () => words[random(words.length)]);
    return `${picked.join(' ').replace(/^./, (c) => c.toUpperCase())}.`;
  };
  const hex = (n: number) => n.toString(16).padStart(24, '0');
  const children: Node[] = [];
  let cards = 0;
  let tables = 0;
  for (let i = 0; i < documentShape.total; i++) {
    if (i % 10 === 9) {
      const card = cards++;
      if (card % 2 === 0) children.push(block(card / 2, hex(0xb10c00 + card), refs, sentence));
      else if (card % 4 === 1)
        children.push({
          type: 'relationship',
          version: 2,
          format: '',
          relationTo: 'posts',
          value: refs.posts[card % refs.posts.length],
        });
      else
        children.push({
          type: 'upload',
          version: 3,
          format: '',
          id: hex(0x0a1d00 + card),
          relationTo: 'media',
          value: refs.media[card % refs.media.length],
          fields: {},
        });
      continue;
    }
    if (i % 50 === 24) {
      tables++;
      const header = element('tablerow', [cell(1, 'Stop'), cell(1, 'Arrives'), cell(1, 'Platform')], { direction: null });
      const rows = Array.from({ length: 4 }, (_, r) =>
        element('tablerow', [cell(0, sentence(2)), cell(0, `${8 + r}:${10 + 7 * r}`), cell(0, String(r + 1))], {
          direction: null,
        }),
      );
      children.push(element('table', [header, ...rows], { direction: null }));
      continue;
    }
    switch (i % 12) {
      case 0:
        children.push(heading(i % 24 === 0 ? 'h2' : 'h3', sentence(4)));
        break;
      case 3:
        children.push(list(i % 36 === 3 ? 'check' : i % 24 === 3 ? 'number' : 'bullet', [sentence(5), sentence(7), sentence(4)]));
        break;
      case 6:
        children.push(element('quote', [text(sentence(14))]));
        break;
      case 7:
        children.push(
          paragraph([
            text(sentence(12)),
            text(` ${sentence(3)}`, 1),
            text(' Read '),
            link('https://example.com/timetable', 'the timetable'),
            text(`. ${sentence(9)}`, 2),
          ]),
        );
        break;
      default:
        children.push(paragraph([text(`${sentence(18)} ${sentence(14)} ${sentence(10)}`)]));
    }
  }
  if (tables !== documentShape.tables || cards !== documentShape.blocks + documentShape.relationships + documentShape.uploads)
    throw new Error(`the document holds ${tables} tables and ${cards} cards`);
  return { root: { children, direction: 'ltr', format: '', indent: 0, type: 'root', version: 1 } };
}

/** One of the demo's blocks between paragraphs, taking turns: a pull quote, a map, a gallery. */
function block(n: number, id: string, refs: DocumentRefs, sentence: (length: number) => string): Node {
  const kind = n % 3;
  const fields =
    kind === 0
      ? { blockType: 'pullQuote', quote: sentence(12), attribution: 'A conductor on the line' }
      : kind === 1
        ? { blockType: 'mapEmbed', label: `Station ${n}`, location: [-8.61 + n / 100, 41.15 + n / 200], zoom: 14 }
        : {
            blockType: 'gallery',
            images: [0, 1, 2].map((k) => refs.media[(n + k) % refs.media.length]),
            layout: 'grid',
            caption: sentence(6),
          };
  return { type: 'block', version: 2, format: '', fields: { id, blockName: '', ...fields } };
}
