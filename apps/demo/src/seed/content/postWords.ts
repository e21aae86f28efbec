/**
 * Vocabulary the post generator combines. `{place}` and `{subject}` are filled per post; every line here
 * was written for this demo.
 */

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
};

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
  },
];

/** Closing lines shared by all themes, each followed by a link to a related reference. */
export const closings: Array<{ sentence: string; label: string; url: string }> = [
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
  },
];
