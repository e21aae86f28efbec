import {
  autolink,
  block,
  bold,
  cell,
  code,
  docLink,
  done,
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
  type RichText,
  relationship,
  richText,
  row,
  stableID,
  strikethrough,
  subscript,
  superscript,
  tab,
  table,
  todo,
  upload,
} from '../richText.ts';

type ID = string | number;
/** Ids a hand-written post may refer to; `posts` holds the hand-written posts created before it, in order. */
export type PostRefs = {
  media: Record<string, ID>;
  categories: Record<string, ID>;
  pages: Record<string, ID>;
  posts: ID[];
};
type PostSeed = Record<string, unknown> & { slug: string };

/** A node id that stays the same on every run, derived from where the node is. */
const nodeID = (where: string) => stableID(`posts/${where}`);

const footnote = (where: string, note: string) => inlineBlock(nodeID(where), { blockType: 'footnote', note });
const price = (where: string, amount: number, currency = 'EUR') =>
  inlineBlock(nodeID(where), { blockType: 'price', amount, currency });

/** The fields every hand-written post shares, around its own title, text and pictures. */
function post(
  fields: { title: string; slug: string; publishedAt: string; excerpt: string; content: RichText; readingTime: number },
  hero: { type: string; media: ID },
  categories: ID[],
  relatedPosts: ID[] = [],
): PostSeed {
  return {
    ...fields,
    _status: 'published',
    categories,
    hero: { ...hero, richText: richText(paragraph(fields.excerpt)), links: [] },
    layout: [],
    relatedPosts,
    meta: { title: fields.title, description: fields.excerpt.slice(0, 200), image: hero.media },
  };
}

function slowTrain({ media, categories, pages }: PostRefs): PostSeed {
  const where = 'slow-train';
  const columnHeader = { header: 'column', width: 180 } as const;
  const content = richText(
    paragraph(
      'There are faster ways to get from Porto to Vigo. A bus does it in two and a half hours and a car in less, but the train is the one we keep choosing: two carriages, a conductor who knows everyone by name, and the Minho river on your left for the best part of an hour.',
    ),
    upload(nodeID(`${where}/upload-window`), 'media', media['night-train'], {
      caption: 'The last stretch into Vigo, after dark, on our first trip in 2022.',
    }),
    heading('The timetable'),
    paragraph(
      'Two trains a day cross the border in each direction, and the times below are the ones that worked for us this spring. ',
      bold('Check them before you go'),
      ': the timetable changes twice a year, and the evening train has been cut before.',
      footnote(
        `${where}/footnote-timetable`,
        'The Portuguese and Spanish railways publish the timetable separately. When they disagree, the Spanish one has been right so far.',
      ),
    ),
    table(
      row(
        [
          cell('', { header: 'both', width: 180 }),
          cell('Morning train', { header: 'row', width: 200, background: '#eef3f8' }),
          cell('Evening train', { header: 'row', width: 200, background: '#eef3f8' }),
        ],
        40,
      ),
      row([cell('Leaves Porto Campanhã', columnHeader), cell('08:14'), cell('19:49')]),
      row([cell('Reaches Valença', columnHeader), cell('10:05'), cell('21:38')]),
      row([cell('Reaches Vigo Guixar', columnHeader), cell('10:38', { background: '#fff4d6' }), cell('22:12')]),
      row([cell('Sundays', columnHeader), cell('Runs as usual'), cell('Does not run', { background: '#fbe9e7' })]),
      row([cell('Fares', { ...columnHeader, rowSpan: 2 }), cell('Second class, one way: €14.55', { colSpan: 2 })]),
      row([cell('Bicycles travel free, but there are only four spaces on each train', { colSpan: 2 })]),
    ),
    paragraph(
      'A single ticket costs ',
      price(`${where}/price-ticket`, 14.55),
      ' (it was ',
      strikethrough('€12.30'),
      ' when we first took it). Buy it at the station or from the conductor: the online shop only sells tickets as far as Valença.',
    ),
    heading('What to pack'),
    list('check', [
      done('A passport or ID card; there is no border check, but the conductor sometimes asks'),
      done('Coins for the café car, which does not take cards'),
      todo('A paper map of Vigo, which we forgot'),
      nested('check', [
        done('the tourist office by the port has free ones'),
        todo('the bookshop on Rúa do Príncipe sells the good one'),
      ]),
      todo('A jumper for the air conditioning'),
    ]),
    heading('Train or plane'),
    paragraph(
      'We worked out the emissions with the railways’ own calculator: about 4 kg of CO',
      subscript('2'),
      ' per passenger by train, against about 60 kg for the short flight by way of Lisbon. ',
      highlight('If you have the time, the train is the easy choice.'),
    ),
    quote(
      'The train is slow the way a conversation is slow: because something is happening the whole time.',
      linebreak(),
      italic('— Rosa, the conductor on the morning train'),
    ),
    heading('Arriving in Vigo'),
    paragraph(
      'Vigo Guixar is the old station, a short walk downhill from the centre. The new Urzaiz station is where the fast trains from Madrid stop; ours is the other one.',
    ),
    block(nodeID(`${where}/map-guixar`), {
      blockType: 'mapEmbed',
      label: 'Vigo Guixar station',
      location: [-8.7115, 42.2386],
      zoom: 16,
    }),
    horizontalRule(),
    paragraph('More walks in Galicia and the north of Portugal are collected in our city guides.'),
    relationship('categories', categories['city-guides']),
    paragraph(
      'We booked the return through ',
      link('https://example.com/rail-passes', 'a rail-pass reseller', { newTab: true, rel: ['sponsored'] }),
      ' that pays us a small commission; the ticket costs you the same. If you take the train yourself, write and tell us how it went: the best tips go into ',
      docLink('pages', pages.newsletter, 'the monthly letter'),
      '.',
    ),
  );
  return post(
    {
      title: 'Porto to Vigo on the Slow Train',
      slug: 'porto-to-vigo-on-the-slow-train',
      publishedAt: '2025-04-10T08:00:00.000Z',
      excerpt:
        'Two carriages, one conductor and the Minho river out of the window: the slowest way across the border is still the best one, with the timetable, the fare and what to pack.',
      content,
      readingTime: 6,
    },
    { type: 'highImpact', media: media['night-train'] },
    [categories['city-guides'], categories.travel],
  );
}

function stationSigns({ media, categories, posts }: PostRefs): PostSeed {
  const where = 'station-signs';
  const [slowTrainPost] = posts;
  const content = richText(
    paragraph(
      'Last winter the railway asked Tomás to redraw the enamel signs of a small station on the line to Vigo, before they were replaced with printed vinyl. The brief was one line long: ',
      italic('make them look as if they have always been there'),
      '. It took four months.',
    ),
    block(nodeID(`${where}/pull-quote`), {
      blockType: 'pullQuote',
      quote: 'A station sign is read at forty kilometres an hour, through a dirty window, by someone who is already late.',
      attribution: 'Tomás Reis, in his sketchbook for the project',
    }),
    heading('Where it started'),
    paragraph(
      'Nobody had kept the drawings, so we started from photographs and from the three old signs the railway had stored in a shed by the depot. The lettering follows an engineering alphabet from the late 19',
      superscript('th'),
      ' century, drawn with a ruler and a compass and never meant to be a typeface.',
    ),
    block(nodeID(`${where}/gallery`), {
      blockType: 'gallery',
      images: [media.signage, media['tiled-facade'], media['type-case']],
      layout: 'grid',
      caption:
        'The old signs, the tiles on the station wall that gave us the colours, and the type case we borrowed for spacing tests.',
    }),
    heading('What we changed'),
    list('number', [
      'We opened up the small letters a and e, which had filled in on the enamel.',
      'We gave every figure the same width, so platform numbers line up on the departure board.',
      'We kept the R with its long straight leg, even though everyone asked us to change it:',
      nested('bullet', ['it is the letter people remember;', 'it is also the one we redrew eleven times.']),
      'We checked every name at full size on the platform, at dusk, in the rain.',
    ]),
    heading('Spacing, again', 'h3'),
    paragraph(
      'The long names gave us the most trouble. We first set them ',
      strikethrough('condensed'),
      ' in narrower letters, and they were hard to read from a moving train; in the end we ',
      highlight('kept the letters as they were and tightened only the space between words'),
      '.',
    ),
    upload(nodeID(`${where}/upload-sign`), 'media', media.signage, {
      caption: 'The finished sign on platform 2, a week after it went up.',
    }),
    quote(
      'Nobody has said anything about the new signs, which is the best thing anyone could have said.',
      linebreak(),
      italic('— the station master, in an email to the studio'),
    ),
    heading('Further reading'),
    paragraph(
      'The station is on the line we took for ',
      docLink('posts', slowTrainPost, 'the slow train from Porto to Vigo'),
      '; you can see the signs from the window just after the river.',
    ),
    relationship('posts', slowTrainPost),
    paragraph(
      'The alphabet we started from is argued over at length in ',
      link('https://example.com/forum/engineering-alphabets', 'a long forum thread', { newTab: true, rel: ['nofollow'] }),
      '. Read it for the photographs more than for the arguments.',
    ),
  );
  return post(
    {
      title: 'Redrawing a Station Sign, Letter by Letter',
      slug: 'redrawing-a-station-sign-letter-by-letter',
      publishedAt: '2025-05-22T08:00:00.000Z',
      excerpt:
        'Four months, one alphabet and an R we were asked to change and did not: how the enamel signs of a small station on the line to Vigo were drawn again.',
      content,
      readingTime: 5,
    },
    { type: 'mediumImpact', media: media.signage },
    [categories.typography, categories.design],
    [slowTrainPost],
  );
}

function plainTextNotes({ media, categories, pages }: PostRefs): PostSeed {
  const where = 'plain-text';
  const content = richText(
    paragraph(
      'A year ago the studio stopped using a note-taking app and moved everything into plain text files: one folder, one file per subject, kept in step between three computers and a phone. This is what it looks like now, and what we would change.',
    ),
    heading('The setup'),
    paragraph('Everything lives in a folder called ', code('notes'), '. Inside it are three kinds of file:'),
    paragraph(
      code('inbox.txt'),
      tab(),
      'everything that has not found a home yet',
      linebreak(),
      code('places/'),
      tab(),
      'one file per city, started before the first visit',
      linebreak(),
      code('studio/'),
      tab(),
      'orders, suppliers and the print schedule',
    ),
    paragraph(
      'The files are synced between the machines with ',
      autolink('https://syncthing.net'),
      ', with no server in the middle. Backups run every night with ',
      formatted('rsync -a', 'bold', 'code'),
      ' to a disk in a drawer, and once a week to a second disk that lives at Daniel’s flat.',
    ),
    upload(nodeID(`${where}/upload-reader`), 'media', media['e-ink-reader'], {}),
    heading('What it cost'),
    paragraph(
      'The software is free. The only thing we bought was the second backup disk, for ',
      price(`${where}/price-disk`, 64.9),
      ', and a paper notebook for the passwords, which stays in the print room safe.',
    ),
    heading('What broke'),
    list('number', [
      'Two computers changed the same file on the same afternoon, and we got a conflict copy. It happens about once a month.',
      'The phone app mangled accents in file names. We now write Sao Bento in file names, and nowhere else.',
      [
        'Searching became slow once the folder passed ten thousand files.',
        footnote(`${where}/footnote-search`, 'It is still faster than the app we left. The slow part was the phone.'),
      ],
    ]),
    heading('A year later'),
    paragraph(
      formatted('Would we recommend it?', 'bold', 'italic'),
      ' Yes, on one condition: somebody has to be the person who cares about the folder. In our studio that is Daniel, and he would like it noted that ',
      formatted('nobody else has ever tidied the inbox', 'italic', 'highlight'),
      '.',
    ),
    horizontalRule(),
    paragraph(
      'Questions about the setup are welcome ',
      link('mailto:hello@example.com', 'by email'),
      '; Daniel answers those himself, as the ',
      docLink('pages', pages.about, 'about page'),
      ' warns.',
    ),
  );
  return post(
    {
      title: 'A Year of Plain Text Notes',
      slug: 'a-year-of-plain-text-notes',
      publishedAt: '2025-07-03T08:00:00.000Z',
      excerpt:
        'One folder, one file per subject and no app: how the studio has kept its notes for a year, what it cost, what broke and who tidies the inbox.',
      content,
      readingTime: 4,
    },
    { type: 'lowImpact', media: media['e-ink-reader'] },
    [categories.technology],
  );
}

/**
 * The hand-written posts, created before the generated ones and in this order (a post refers only to those before
 * it). Together with the pages they use every kind of rich-text node.
 */
export const postSeeds: Array<(refs: PostRefs) => PostSeed> = [slowTrain, stationSigns, plainTextNotes];

/**
 * A rewrite in progress of a published post, saved as a draft after it was published: the admin shows the post as
 * changed since it was published, while visitors keep reading the published text.
 */
export const postRevision = {
  slug: 'a-year-of-plain-text-notes',
  data: {
    title: 'Eighteen Months of Plain Text Notes',
    excerpt:
      'Six months on: the folder has grown subfolders, the inbox finally has an owner and one file format did not survive the year.',
  },
};
