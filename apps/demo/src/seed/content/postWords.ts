/**
 * Vocabulary the post generator combines. `{place}` and `{subject}` are filled per post; every line here
 * was written for this demo.
 */

import {
  bold,
  code,
  formatted,
  highlight,
  type Inline,
  italic,
  strikethrough,
  subscript,
  superscript,
  underline,
} from '../richText.ts';

/** A theme ties a category to the titles, subjects and sentences that suit it. */
export type Theme = {
  category: string;
  /** Extra category sometimes added next to the main one. */
  sibling?: string;
  subjects: string[];
  titles: string[];
  headings: string[];
  sentences: string[];
  listItems: string[];
  /** Sentences with formatted words (code, units, corrections…), given the post's subject. */
  details: Array<(subject: string) => Inline[]>;
  /** Short notes for footnotes. */
  footnotes: string[];
  /** Who a quotation is from. */
  voices: string[];
  /** Captions for images placed in the text. */
  captions: string[];
  /** Rows of an "at a glance" table: a label and a short answer. */
  glance: Array<[string, string]>;
};

/** What the generator needs to know about a city: where to put a map pin and how prices are given there. */
export type PlaceFacts = { location: [number, number]; currency: string; perEuro: number };

const places = [
  'Porto',
  'Kyoto',
  'Tbilisi',
  'Valparaíso',
  'Ljubljana',
  'Hanoi',
  'Oaxaca',
  'Bergen',
  'Marseille',
  'Montréal',
  'Tallinn',
  'Naples',
  'Busan',
  'Cape Town',
  'Edinburgh',
  'Trieste',
  'Matera',
  'Seville',
  'Gdańsk',
  'Chiang Mai',
];

/** Longitude and latitude of each city's centre, with its currency and roughly how much of it a euro buys. */
export const placeFacts: Record<string, PlaceFacts> = {
  Porto: { location: [-8.611, 41.149], currency: 'EUR', perEuro: 1 },
  Kyoto: { location: [135.768, 35.011], currency: 'JPY', perEuro: 160 },
  Tbilisi: { location: [44.793, 41.715], currency: 'GEL', perEuro: 2.9 },
  Valparaíso: { location: [-71.627, -33.047], currency: 'CLP', perEuro: 1000 },
  Ljubljana: { location: [14.506, 46.056], currency: 'EUR', perEuro: 1 },
  Hanoi: { location: [105.854, 21.028], currency: 'VND', perEuro: 27_000 },
  Oaxaca: { location: [-96.726, 17.061], currency: 'MXN', perEuro: 19 },
  Bergen: { location: [5.322, 60.391], currency: 'NOK', perEuro: 11.5 },
  Marseille: { location: [5.37, 43.296], currency: 'EUR', perEuro: 1 },
  Montréal: { location: [-73.567, 45.501], currency: 'CAD', perEuro: 1.5 },
  Tallinn: { location: [24.745, 59.437], currency: 'EUR', perEuro: 1 },
  Naples: { location: [14.268, 40.852], currency: 'EUR', perEuro: 1 },
  Busan: { location: [129.075, 35.18], currency: 'KRW', perEuro: 1450 },
  'Cape Town': { location: [18.424, -33.925], currency: 'ZAR', perEuro: 20 },
  Edinburgh: { location: [-3.188, 55.953], currency: 'GBP', perEuro: 0.85 },
  Trieste: { location: [13.776, 45.65], currency: 'EUR', perEuro: 1 },
  Matera: { location: [16.604, 40.666], currency: 'EUR', perEuro: 1 },
  Seville: { location: [-5.984, 37.389], currency: 'EUR', perEuro: 1 },
  Gdańsk: { location: [18.646, 54.352], currency: 'PLN', perEuro: 4.3 },
  'Chiang Mai': { location: [98.993, 18.788], currency: 'THB', perEuro: 38 },
};

/** Things a city guide gives the price of, with a typical cost in euros. */
export const costs: Array<{ phrase: string; euros: number }> = [
  { phrase: 'A coffee at the counter costs about', euros: 1.5 },
  { phrase: 'A day ticket for the buses and trams is', euros: 6 },
  { phrase: 'The museum we liked best charges', euros: 8 },
  { phrase: 'A bowl of soup at the market costs around', euros: 5 },
  { phrase: 'A room in a small guesthouse starts at about', euros: 55 },
  { phrase: 'Renting a bicycle for the day costs', euros: 12 },
];

/** Lessons a place can teach, for "What {place} Taught Me About …". */
const lessons = ['Patience', 'Good Signage', 'Slow Mornings', 'Public Space', 'Colour', 'Getting Lost', 'Bread'];

/** The five themes a post can belong to; a post picks one and draws its title, words and categories from it. */
export const themes: Theme[] = [
  {
    category: 'city-guides',
    sibling: 'travel',
    subjects: places,
    titles: [
      'A Slow Weekend in {place}',
      '{place} on Foot: A Walking Guide',
      'Field Notes from {place}',
      'Where to Eat, Sleep and Wander in {place}',
      ...lessons.map((l) => `What {place} Taught Me About ${l}`),
      '{place} by Train',
      'The Markets of {place}',
      '{place} Out of Season',
      'Twenty-Four Hours in {place}',
    ],
    headings: ['Getting there', 'Where to stay', 'A morning walk', 'What to eat', 'Before you go', 'Worth the detour'],
    sentences: [
      'We arrived in {place} on the slow train, which is the only way we would recommend.',
      'The first morning is for walking without a plan; the map can wait until lunch.',
      'Most of the best cafés in {place} open late and close early, so adjust accordingly.',
      'A good market tells you more about a city than any museum, and the one in {place} is no exception.',
      'Take the side streets: the main road is quicker, but you will miss the tiled doorways.',
      'Locals were generous with directions and even more generous with opinions about where not to eat.',
      'If the weather turns, the public library is warm, quiet and usually has a decent view.',
      'We kept a list of every bench with a view; by the third day it ran to two pages.',
      'Buses are cheap and frequent, but walking is how the city finally made sense to us.',
      'Evenings in {place} start late, so an afternoon rest is not laziness but planning.',
      'Bring shoes that forgive cobblestones and a bag that forgives bakeries.',
      'Nothing here is in a hurry, and after a day or two neither were we.',
    ],
    listItems: [
      'Buy a paper map at the station kiosk',
      'Carry small change for trams and markets',
      'Book the first night, improvise the rest',
      'Check which museums close on Mondays',
      'Leave a free afternoon for getting lost',
      'Ask the bookshop for its favourite café',
    ],
    details: [
      (place) => [
        'Correction: the ',
        strikethrough('Tuesday'),
        ' Wednesday market has moved to the square by the river in ',
        place,
        '.',
      ],
      () => ['Rooms are small; ours was 14 m', superscript('2'), ' and still felt generous.'],
      () => [
        formatted('Tip:', 'bold', 'highlight'),
        ' ask for the set lunch; it is rarely on the menu and always the best value.',
      ],
      () => ['Opening hours are posted on the door, and they mean it: ', highlight('most shops close from one to three'), '.'],
      (place) => ['Locals call the old town ', italic('the hill'), ', and so, after a day in ', place, ', did we.'],
    ],
    footnotes: [
      'Prices and opening hours are as we found them; some will have changed by the time you read this.',
      'We paid for everything mentioned here ourselves.',
      'The café has no sign. Look for the green door next to the pharmacy.',
    ],
    voices: ['a bookseller in {place}', 'the owner of our guesthouse in {place}', 'a tram driver in {place}'],
    captions: ['A side street in {place}, mid-morning.', 'The view we kept going back to in {place}.', 'Market day in {place}.'],
    glance: [
      ['Best season', 'Late spring or early autumn'],
      ['Getting around', 'On foot, and by tram for the hills'],
      ['How long', 'Three nights, four if it rains'],
      ['Budget', 'Moderate; the markets keep it low'],
      ['Bring', 'Comfortable shoes and a tote bag'],
    ],
  },
  {
    category: 'typography',
    sibling: 'design',
    subjects: [
      'Grotesques',
      'Serif Revivals',
      'Variable Fonts',
      'Type Specimens',
      'Hand Lettering',
      'Letterpress',
      'Street Signs',
      'Book Typography',
    ],
    titles: [
      'Notes on {subject}',
      'In Defence of {subject}',
      'A Short History of {subject}',
      'Field Notes on {subject}',
      'Rethinking {subject}',
    ],
    headings: ['Where it started', 'Reading at small sizes', 'Spacing, again', 'What we changed', 'Further reading'],
    sentences: [
      'Most readers never notice a typeface, and that is usually the point.',
      'We set the same paragraph in six faces and asked ten people which felt easiest to read.',
      'Spacing matters more than the letters themselves once the text gets small.',
      'The older specimens were printed on soft paper, so the letters were drawn a little thin to compensate.',
      'A good text face is boring at a glance and wonderful after twenty pages.',
      'Numbers are where many typefaces quietly fall apart, especially in tables.',
      'We spent an afternoon with a retired compositor who could still set a line faster than we could type it.',
      'Every constraint of metal type left a trace in the digital fonts we use today.',
    ],
    listItems: [
      'Set body text between 16 and 20 pixels',
      'Keep lines to about 66 characters',
      'Use real quotation marks',
      'Test numbers in a table',
      'Print a page before deciding',
    ],
    details: [
      () => ['At 18 px, ', code('1em'), ' is 18 px and a thin space is about a fifth of that.'],
      () => ['Compare a true 1', superscript('st'), ' with one faked by shrinking the letters: the strokes give it away.'],
      () => ['Old specimens give sizes in points, as in ', italic('12 pt Caslon'), ', one point being about 0.35 mm.'],
      (subject) => ['The shortest test we know for ', subject, ': set ', code('Hamburgefonstiv'), ' and look at it for a week.'],
    ],
    footnotes: [
      'Measured on the printed page, not on screen, where everything looks a little bolder.',
      'The compositor asked us not to print his name. He said the work should speak for itself.',
      'Digitised specimens vary wildly; we used the library copy, not the scan.',
    ],
    voices: ['a retired compositor', 'a sign painter we met in Lisbon', 'a type designer, over lunch'],
    captions: ['A specimen page of {subject}.', 'Proofs pinned to the studio wall.', 'The same paragraph in six faces.'],
    glance: [
      ['Best for', 'Long reading at text sizes'],
      ['Avoid for', 'Anything under 12 px on screen'],
      ['Pairs with', 'A plain grotesque for headings'],
      ['Licence', 'Open, with the sources published'],
    ],
  },
  {
    category: 'design',
    subjects: [
      'Grid Systems',
      'Wayfinding',
      'Colour Palettes',
      'Book Covers',
      'Packaging',
      'Posters',
      'Icon Sets',
      'Editorial Layouts',
      'Public Benches',
    ],
    titles: [
      'The Quiet Craft of {subject}',
      'Notes on {subject}',
      'Rethinking {subject}',
      'Lessons from a Year of {subject}',
      'Field Notes on {subject}',
      '{subject}, Slowly',
    ],
    headings: ['The problem', 'A few sketches', 'What the users did', 'Constraints we kept', 'What we would do again'],
    sentences: [
      'Good design is mostly a long list of small decisions nobody will thank you for.',
      'We started with pencil sketches because a blank screen makes every idea look finished.',
      'The first version tested badly, which was the most useful thing that happened all month.',
      'Constraints are a gift: a fixed budget and two colours forced better choices.',
      'We watched people use the thing before asking what they thought of it.',
      'Most of the work was removing things until only the necessary parts were left.',
      'A system is only useful if the next person can pick it up without a manual.',
      'The best compliment we received was that it looked like it had always been there.',
    ],
    listItems: [
      'Sketch on paper first',
      'Test with five people',
      'Write down every constraint',
      'Remove one thing per review',
      'Keep the old versions',
    ],
    details: [
      () => ['We wrote the constraint on the wall in large letters: ', bold('two colours, one typeface, no exceptions'), '.'],
      () => [
        'The grid is twelve columns of 60 px with 20 px gutters, written down as ',
        code('12 × 60 + 11 × 20'),
        ' so nobody has to measure.',
      ],
      () => [
        'The first draft of the brief said ',
        strikethrough('minimal'),
        ' simple; that one word changed the project more than any sketch.',
      ],
      (subject) => [
        formatted('Rule of thumb:', 'bold', 'italic'),
        ' if you need a legend to explain the ',
        subject.toLowerCase(),
        ', start again.',
      ],
    ],
    footnotes: [
      'Five people is enough to find most of the problems; the sixth mostly finds the same ones again.',
      'We kept every version. There are forty-one, and the twelfth was nearly right.',
      'The budget was fixed before we started, which in hindsight was the most useful constraint of all.',
    ],
    voices: ['one of the five people we tested with', 'a client, after the third review', 'a planner at the city council'],
    captions: ['Early sketches, with the parts we removed.', 'The final version, in use.', '{subject} in the wild.'],
    glance: [
      ['Time spent', 'Six weeks, half of it testing'],
      ['People involved', 'Two designers and five patient testers'],
      ['Biggest change', 'Removing the second colour'],
      ['Would we do it again', 'Yes, with paper prototypes sooner'],
    ],
  },
  {
    category: 'technology',
    subjects: [
      'Offline-First Apps',
      'Static Sites',
      'E-ink Displays',
      'Mechanical Keyboards',
      'Self-Hosting',
      'Open Maps',
      'Local-First Software',
      'Plain Text Notes',
      'Accessible Forms',
      'Repairable Laptops',
    ],
    titles: [
      'Living with {subject}',
      'The Case for {subject}',
      '{subject} on a Budget',
      'A Year of {subject}',
      'Field Notes on {subject}',
      'Getting Started with {subject}',
    ],
    headings: ['Why bother', 'The setup', 'What broke', 'Six months later', 'Would we recommend it'],
    sentences: [
      'The best tool is the one that still works when the network does not.',
      'We moved the whole studio over in a weekend and spent the next month fixing small things.',
      'Nothing here is new; it is just old ideas that turned out to be right.',
      'Repairability is a feature, even if it never appears on a specification sheet.',
      'Plain text files have outlived every note-taking app we have tried.',
      'The setup took an afternoon and has needed about ten minutes of attention a month since.',
      'Accessibility fixes made the interface better for everyone, not only the people we built them for.',
      'We measured battery life with a spreadsheet and a lot of patience.',
    ],
    listItems: [
      'Keep backups in two places',
      'Prefer open file formats',
      'Write down how it is set up',
      'Update on a schedule, not on a whim',
      'Buy spare parts early',
    ],
    details: [
      () => ['The whole setup is one command, ', code('make install'), ', and one text file that explains it.'],
      () => [
        'Read the small print before you buy: ',
        underline('repairable'),
        ' and ',
        underline('repairable by you'),
        ' are not the same promise.',
      ],
      () => ['Charging from 10 to 90 % takes two hours; the specification sheet says ', strikethrough('one'), '.'],
      () => ['Backups run every night with ', formatted('rsync -a', 'bold', 'code'), ' to a disk that lives in a drawer.'],
    ],
    footnotes: [
      'Measured over three weeks of ordinary use; your numbers will differ.',
      'Nobody paid us for this, and we bought the hardware at full price.',
      'The manufacturer fixed this in a later update, after we wrote to them.',
    ],
    voices: ['a repair-shop owner', 'a reader, by email', 'our own notes from March'],
    captions: [
      'The setup on the studio desk.',
      'Six months in, with a few scratches.',
      '{subject}, opened up for the first repair.',
    ],
    glance: [
      ['Cost', 'Less than a year of the subscription it replaced'],
      ['Setup time', 'An afternoon'],
      ['Upkeep', 'About ten minutes a month'],
      ['Verdict', 'Recommended, with backups'],
    ],
  },
  {
    category: 'photography',
    sibling: 'travel',
    subjects: [
      'Night Photography',
      'Film Cameras',
      'Street Portraits',
      'Prime Lenses',
      'Contact Sheets',
      'Black and White',
      'Long Exposures',
      'Photo Books',
    ],
    titles: [
      'Learning {subject}',
      'Notes on {subject}',
      'A Week of {subject}',
      'Field Notes on {subject}',
      'In Praise of {subject}',
    ],
    headings: ['The kit', 'Finding the light', 'Mistakes worth keeping', 'Editing the sequence', 'Next time'],
    sentences: [
      'One camera and one lens is a limit that makes you walk more and think harder.',
      'The light was gone by six, so every morning started before the bakeries opened.',
      'We shot three rolls and kept eleven frames, which felt like a good week.',
      'Asking permission first changes the picture, and usually for the better.',
      'Editing is where the story appears; the shooting only gathers the material.',
      'A contact sheet shows your hesitations more honestly than any histogram.',
      'Rain is underrated: reflections double the light and empty the streets.',
      'Printing the pictures small made it obvious which ones actually worked.',
    ],
    listItems: [
      'Carry one lens all week',
      'Shoot in the first hour of light',
      'Print before you share',
      'Keep a notebook of frames',
      'Edit a day later, not the same night',
    ],
    details: [
      () => ['We shot at ', italic('f'), '/2 and 1/30 s, braced against a lamp post.'],
      () => [
        'Fixer is mostly sodium thiosulfate, Na',
        subscript('2'),
        'S',
        subscript('2'),
        'O',
        subscript('3'),
        ', and it smells of nothing at all.',
      ],
      () => [
        'The developer works at 20 °C for nine minutes; ',
        highlight('one degree warmer and the negatives come out dense'),
        '.',
      ],
      () => ['Our light meter is a phone app and a rule we learned at school: ', bold('sunny sixteen'), '.'],
    ],
    footnotes: [
      'Every frame here is uncropped; the crops stay in the notebook.',
      'The lab closes in August, so plan your developing around it.',
      'We asked everyone before taking their picture, and again before printing it.',
    ],
    voices: ['a street portrait subject', 'the technician at our lab', 'a photographer we admire'],
    captions: ['A frame from the first roll.', 'The contact sheet, marked up.', 'One of eleven keepers from the week.'],
    glance: [
      ['Camera', 'A rangefinder older than the photographer'],
      ['Lens', 'One, all week'],
      ['Film', 'Three rolls of ISO 400'],
      ['Keepers', 'Eleven frames'],
    ],
  },
];

/** Closing lines shared by all themes, each followed by a link to a related reference. */
export const closings: Array<{ sentence: string; label: string; url: string; rel?: Array<'nofollow' | 'sponsored'> }> = [
  {
    sentence: 'We keep a running list of sources and further reading',
    label: 'in our library notes',
    url: 'https://example.com/library',
  },
  {
    sentence: 'Questions, corrections and recommendations are always welcome',
    label: 'by email',
    url: 'mailto:hello@example.com',
  },
  {
    sentence: 'A printed edition of this piece, with more photographs, is',
    label: 'available from the print room',
    url: 'https://example.com/shop',
  },
  {
    sentence: 'If you go, we would love to hear what you found',
    label: 'on our community board',
    url: 'https://example.com/community',
    // Posts there are written by readers: the link does not vouch for them.
    rel: ['nofollow'],
  },
];
