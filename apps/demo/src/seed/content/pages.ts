import { bold, heading, italic, link, list, paragraph, richText } from '../richText.ts';

type ID = string | number;
type Refs = { media: Record<string, ID>; categories: Record<string, ID> };

const published = (date: string) => ({ status: 'published', publishedAt: date });

/** The five pages of the Waymark site. The home page exercises every layout block. */
export function pageSeeds({ media, categories }: Refs): Array<Record<string, unknown>> {
  const home = {
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

  const about = {
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
      ),
      heading('What we believe'),
      list('bullet', [
        [bold('Slow is a feature.'), ' We would rather publish one useful piece than five quick ones.'],
        [bold('Things should last.'), ' We recommend tools we have used for at least six months.'],
        [bold('Places belong to the people who live there.'), ' We pay for our own travel and name the people who help us.'],
      ]),
      heading('Who we are'),
      paragraph('Inês edits and photographs, Tomás designs and prints, and Daniel keeps the computers and the bicycles running.'),
    ),
    layout: [{ blockType: 'mediaBlock', position: 'default', media: media.workbench }],
    meta: { title: 'About Waymark', description: 'Who makes Waymark and what we believe in.', image: media['type-case'] },
  };

  const contact = {
    title: 'Contact',
    slug: 'contact',
    ...published('2024-01-08T09:00:00.000Z'),
    hero: { type: 'lowImpact', richText: richText(heading('Say hello', 'h1')), links: [] },
    content: richText(
      paragraph(
        'The quickest way to reach us is ',
        link('mailto:hello@example.com', 'by email'),
        '. We answer within a week, usually sooner.',
      ),
      heading('Visit the print room'),
      paragraph(
        'The shop is open Thursday to Saturday, 11:00 to 18:00. Ring the bell if the door is closed; someone is probably in the back.',
      ),
      paragraph(italic('Pitches for stories are welcome. Please send a paragraph, not a finished draft.')),
    ),
    layout: [],
    meta: { title: 'Contact Waymark', description: 'Email, visiting hours and how to pitch a story.' },
  };

  const newsletter = {
    title: 'Newsletter',
    slug: 'newsletter',
    ...published('2024-02-01T09:00:00.000Z'),
    hero: { type: 'lowImpact', richText: richText(heading('The monthly letter', 'h1')), links: [] },
    content: richText(
      paragraph(
        'Once a month we send one email: the best pieces from the journal, a photograph that did not make it in, and one thing we have been enjoying.',
      ),
      list('number', [
        'Write your address in the form below.',
        'Confirm it from the email we send.',
        'Wait for the first Thursday of the month.',
      ]),
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

  const colophon = {
    title: 'Colophon',
    slug: 'colophon',
    status: 'draft',
    publishedAt: null,
    hero: { type: 'none', links: [] },
    content: richText(
      paragraph(
        'Text is set in a humanist serif with a grotesque for headings. The site is built with Atrium and served from a single small machine.',
      ),
      paragraph('Photographs are our own unless credited otherwise.'),
    ),
    layout: [],
    meta: {},
  };

  return [home, about, contact, newsletter, colophon];
}
