import {
  autolink,
  block,
  bold,
  cell,
  code,
  docLink,
  formatted,
  heading,
  highlight,
  horizontalRule,
  inlineBlock,
  italic,
  linebreak,
  link,
  list,
  nested,
  paragraph,
  quote,
  relationship,
  richText,
  row,
  stableID,
  strikethrough,
  subscript,
  superscript,
  tab,
  table,
  underline,
  upload,
} from '../richText.ts';

type ID = string | number;
/** Ids a page may refer to: media and categories by seed key, and the pages created before it by slug. */
export type PageRefs = { media: Record<string, ID>; categories: Record<string, ID>; pages: Record<string, ID> };
type PageSeed = Record<string, unknown> & { slug: string };

const published = (date: string) => ({ _status: 'published', publishedAt: date });

/** A node id that stays the same on every run, derived from where the node is. */
const nodeID = (where: string) => stableID(`pages/${where}`);

function home({ media, categories }: PageRefs): PageSeed {
  return {
    title: 'Home',
    slug: 'home',
    ...published('2024-01-08T09:00:00.000Z'),
    hero: {
      type: 'highImpact',
      media: media['harbour-dawn'],
      richText: richText(
        heading('Slow journeys, careful design and tools that last', 'h1'),
        paragraph(
          'Waymark is an independent journal from a small print room in Porto. We write about the places we walk, the things we make and the technology we actually keep using.',
        ),
      ),
      links: [
        { link: { type: 'custom', url: '/posts', label: 'Read the journal', newTab: false, appearance: 'primary' } },
        { link: { type: 'custom', url: '/newsletter', label: 'Get the newsletter', newTab: false, appearance: 'secondary' } },
      ],
    },
    layout: [
      {
        blockType: 'contentColumns',
        columns: [
          {
            size: 'oneThird',
            richText: richText(
              heading('Travel', 'h3'),
              paragraph('City guides written after the third visit, not the first, with routes you can walk in an afternoon.'),
            ),
            enableLink: true,
            link: { type: 'custom', url: '/categories/travel', label: 'Travel writing', newTab: false },
          },
          {
            size: 'oneThird',
            richText: richText(
              heading('Design', 'h3'),
              paragraph('Essays on layout, lettering and wayfinding, and on the small decisions that make things easy to use.'),
            ),
            enableLink: true,
            link: { type: 'custom', url: '/categories/design', label: 'Design essays', newTab: false },
          },
          {
            size: 'oneThird',
            richText: richText(
              heading('Technology', 'h3'),
              paragraph('Reviews of durable, repairable tools, tested for months before we say anything about them.'),
            ),
            enableLink: false,
          },
        ],
      },
      { blockType: 'mediaBlock', position: 'fullscreen', media: media['studio-desk'] },
      {
        blockType: 'archive',
        introContent: richText(heading('Latest from the journal'), paragraph('New pieces every week, mostly on Thursdays.')),
        populateBy: 'collection',
        relationTo: 'posts',
        categories: [],
        limit: 6,
      },
      {
        blockType: 'archive',
        introContent: richText(heading('City guides')),
        populateBy: 'collection',
        relationTo: 'posts',
        categories: [categories['city-guides']],
        limit: 3,
      },
      {
        blockType: 'callToAction',
        richText: richText(
          heading('One letter a month', 'h3'),
          paragraph('A short email with the best of the journal, a photograph and a recommendation. No tracking, easy to leave.'),
        ),
        links: [{ link: { type: 'custom', url: '/newsletter', label: 'Subscribe', newTab: false, appearance: 'primary' } }],
      },
    ],
    meta: {
      title: 'Waymark — slow journeys, careful design, lasting tools',
      description: 'An independent journal about travel, design and technology, from a small print room in Porto.',
      image: media['harbour-dawn'],
    },
  };
}

function about({ media, categories }: PageRefs): PageSeed {
  return {
    title: 'About',
    slug: 'about',
    ...published('2024-01-08T09:00:00.000Z'),
    hero: {
      type: 'mediumImpact',
      media: media['type-case'],
      richText: richText(heading('Three people, one print room', 'h1')),
      links: [],
    },
    content: richText(
      paragraph(
        'Waymark started in 2019 as a photocopied newsletter handed out at a Saturday market. It is now a website, a printed annual and a small shop, but it is still made by the same three people.',
        inlineBlock(nodeID('about/footnote-cat'), {
          blockType: 'footnote',
          note: 'Four, if you count Brás, the print room’s cat, who supervises every print run from the top of the paper cabinet.',
        }),
      ),
      upload(nodeID('about/upload-studio-desk'), 'media', media['studio-desk'], {
        caption: 'The first issue was laid out on this desk, on the back of a supplier’s price list.',
      }),
      heading('What we believe'),
      list('bullet', [
        [bold('Slow is a feature.'), ' We would rather publish one useful piece than five quick ones.'],
        [bold('Things should last.'), ' We recommend tools we have used for at least six months, and we go back to them:'],
        nested('bullet', [
          'a year later, to say whether they held up;',
          'when they break, to say whether they could be repaired.',
        ]),
        [bold('Places belong to the people who live there.'), ' We pay for our own travel and name the people who help us.'],
      ]),
      block(nodeID('about/pull-quote'), {
        blockType: 'pullQuote',
        quote: 'A guide should make you want to leave the guide at home.',
        attribution: 'From the first newsletter, spring 2019',
      }),
      heading('Who we are'),
      paragraph(
        bold('Inês'),
        ' edits and photographs, ',
        bold('Tomás'),
        ' designs and prints, and ',
        bold('Daniel'),
        ' keeps the computers and the bicycles running. You will find at least one of us in the print room most afternoons.',
      ),
      heading('How we are paid', 'h3'),
      paragraph(
        'Readers pay for Waymark: the annual, the prints in the shop and the newsletter’s optional subscription keep the lights on. We do not take paid placements. When a link earns us a commission it is marked as such, and we say so in the text.',
      ),
      paragraph('New to the journal? Our city guides are the best place to start.'),
      relationship('categories', categories['city-guides']),
    ),
    layout: [{ blockType: 'mediaBlock', position: 'default', media: media.workbench }],
    meta: { title: 'About Waymark', description: 'Who makes Waymark and what we believe in.', image: media['type-case'] },
  };
}

function contact({ pages }: PageRefs): PageSeed {
  return {
    title: 'Contact',
    slug: 'contact',
    ...published('2024-01-08T09:00:00.000Z'),
    hero: { type: 'lowImpact', richText: richText(heading('Say hello', 'h1')), links: [] },
    content: richText(
      paragraph(
        'The quickest way to reach us is by email at ',
        autolink('hello@example.com'),
        '. We answer within a week, usually sooner. For anything about an order from the shop, write to ',
        autolink('shop@example.com'),
        ' instead.',
      ),
      heading('Visit the print room'),
      paragraph(
        bold('Waymark Print Room'),
        linebreak(),
        'Rua das Flores 1',
        linebreak(),
        '4050-262 Porto',
        linebreak(),
        'Portugal',
      ),
      block(nodeID('contact/map'), {
        blockType: 'mapEmbed',
        label: 'Waymark Print Room, Rua das Flores',
        location: [-8.6121, 41.1429],
        zoom: 17,
      }),
      heading('Opening hours', 'h3'),
      paragraph(
        'Thursday and Friday',
        tab(),
        '11:00–18:00',
        linebreak(),
        'Saturday',
        tab(),
        '10:00–18:00',
        linebreak(),
        'Sunday to Wednesday',
        tab(),
        'closed, or by appointment',
      ),
      paragraph(
        'Ring the bell if the door is closed; someone is probably in the back. Who does what is on the ',
        docLink('pages', pages.about, 'about page'),
        ', in case you would like to ask for someone by name.',
      ),
      heading('Pitching a story'),
      paragraph(italic('Pitches for stories are welcome. Please send a paragraph, not a finished draft.')),
      list('number', [
        'Tell us the place or the thing, and why now.',
        'Say what you know about it that a visitor would not.',
        'Include one photograph, even a rough one:',
        nested('bullet', ['a picture from your phone is fine;', 'please keep the original file, in case we print it.']),
        'Tell us how you would like to be paid.',
      ]),
    ),
    layout: [],
    meta: { title: 'Contact Waymark', description: 'Email, visiting hours and how to pitch a story.' },
  };
}

function newsletter(): PageSeed {
  return {
    title: 'Newsletter',
    slug: 'newsletter',
    ...published('2024-02-01T09:00:00.000Z'),
    hero: { type: 'lowImpact', richText: richText(heading('The monthly letter', 'h1')), links: [] },
    content: richText(
      paragraph(
        'Once a month we send one email: the best pieces from the journal, a photograph that did not make it in, and one thing we have been enjoying.',
      ),
      heading('How to subscribe', 'h3'),
      list('number', [
        'Write your address in the form below.',
        'Confirm it from the email we send.',
        'Wait for the first Thursday of the month.',
      ]),
      quote('The only email I open on the day it arrives.', linebreak(), italic('— Ana, a reader in Braga')),
      paragraph(
        'We never share the list, and every letter has a one-click way out. If you would rather not use email at all, the same pieces appear in our ',
        link('/feed.xml', 'RSS feed'),
        '.',
      ),
    ),
    layout: [
      {
        blockType: 'callToAction',
        richText: richText(paragraph('Prefer a feed reader? Everything we publish is also in our RSS feed.')),
        links: [{ link: { type: 'custom', url: '/feed.xml', label: 'RSS feed', newTab: true, appearance: 'secondary' } }],
      },
    ],
    meta: { title: 'The Waymark newsletter', description: 'One email a month with the best of the journal.' },
  };
}

/** The house style, shown rather than described: every heading size, every text style and the typefaces. */
function colophon(): PageSeed {
  const columnHeader = { header: 'column', background: '#faf7f0' } as const;
  return {
    title: 'Colophon',
    slug: 'colophon',
    _status: 'draft',
    publishedAt: null,
    hero: { type: 'none', links: [] },
    content: richText(
      paragraph(
        'Text is set in a humanist serif with a grotesque for headings. The site is built with Atrium and served from a single small machine.',
        inlineBlock(nodeID('colophon/footnote-server'), {
          blockType: 'footnote',
          note: 'A second-hand office computer under the print room stairs. It uses about as much power as a desk lamp.',
        }),
      ),
      heading('The type scale'),
      paragraph('Six heading sizes, each about a quarter larger than the next. We rarely go below the fourth.'),
      heading('Heading one, for titles', 'h1'),
      heading('Heading two, for sections', 'h2'),
      heading('Heading three, for parts of a section', 'h3'),
      heading('Heading four, for lists of places', 'h4'),
      heading('Heading five, for small print', 'h5'),
      heading('Heading six, which we have never used', 'h6'),
      horizontalRule(),
      heading('Styles inside a sentence'),
      list('bullet', [
        [bold('Bold'), ' for the first mention of a place or a name we want you to remember.'],
        [italic('Italics'), ' for titles of books, ships, records and trains, and for words in other languages.'],
        [underline('Underlining'), ' almost never, because on a screen it looks like a link.'],
        [strikethrough('Crossed-out text'), ' for prices and timetables that changed after we published.'],
        [code('Code'), ' for anything you would type: a file name, a command, an address you should not click.'],
        [
          'Subscript for chemistry, as in CO',
          subscript('2'),
          ', and superscript for units and ordinals, as in 40 m',
          superscript('2'),
          ' or the 19',
          superscript('th'),
          ' century.',
        ],
        [highlight('Highlighting'), ' for the one tip in a guide you should not miss.'],
      ]),
      paragraph(
        'Styles combine when they must: ',
        formatted('bold italics', 'bold', 'italic'),
        ' for a book title inside a warning, ',
        formatted('highlighted code', 'code', 'highlight'),
        ' for a command you must type exactly, and an old price ',
        formatted('€12', 'bold', 'strikethrough'),
        ' crossed out next to the new one. ',
        formatted(
          'All eight at once',
          'bold',
          'italic',
          'strikethrough',
          'underline',
          'code',
          'subscript',
          'superscript',
          'highlight',
        ),
        ' is reserved for this page.',
      ),
      heading('Typefaces'),
      table(
        row(
          [
            cell('', { header: 'both', width: 140 }),
            cell('Used for', { header: 'row', width: 220, background: '#f3efe6' }),
            cell('Sizes', { header: 'row', width: 120, background: '#f3efe6' }),
            cell('Licence', { header: 'row', width: 200, background: '#f3efe6' }),
          ],
          36,
        ),
        row([
          cell('Serif', columnHeader),
          cell('Body text and captions'),
          cell('16–20 px'),
          cell('SIL Open Font Licence', { rowSpan: 2 }),
        ]),
        row([cell('Grotesque', columnHeader), cell('Headings and navigation'), cell('18–48 px')]),
        row([
          cell('Monospace', columnHeader),
          cell('Code and timetables'),
          cell('15 px'),
          cell('Bought from the foundry, for print and web'),
        ]),
        row([cell('Print annual', columnHeader), cell('The same three faces, set by Tomás in the print room', { colSpan: 3 })]),
      ),
      paragraph('Photographs are our own unless credited otherwise.'),
      heading('Credits', 'h3'),
      paragraph(
        'Icons are drawn by hand on a 24 px grid. Map tiles come from ',
        link('https://www.openstreetmap.org/copyright', 'OpenStreetMap contributors', { newTab: true }),
        '.',
      ),
    ),
    layout: [],
    meta: {},
  };
}

/**
 * The five pages of the Waymark site, in the order they are created: a page links only to pages made before it
 * (`refs.pages`). The home page exercises every layout block; between them the others' texts use every kind
 * of rich-text node.
 */
export const pageSeeds: Array<(refs: PageRefs) => PageSeed> = [home, about, contact, newsletter, colophon];
