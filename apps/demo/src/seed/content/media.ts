/** One seed image reference (the file itself arrives with the upload pipeline). */
export type MediaSeed = {
  key: string;
  filename: string;
  alt: string;
  caption: string;
  credit: string;
  width: number;
  height: number;
  filesize: number;
};

/** Images the pages and posts draw from; posts pick their hero from this list. */
export const mediaSeeds: MediaSeed[] = [
  {
    key: 'harbour-dawn',
    filename: 'harbour-at-dawn.jpg',
    alt: 'Fishing boats moored in a still harbour just after sunrise, the water pale pink.',
    caption: 'The harbour before the first ferry, when the only sound is rope against wood.',
    credit: 'Inês Carvalho',
    width: 2400,
    height: 1600,
    filesize: 612_480,
  },
  {
    key: 'type-case',
    filename: 'letterpress-type-case.jpg',
    alt: 'An open wooden type case with rows of worn metal letters sorted into small compartments.',
    caption: 'A case of 12-point Caslon, lent to us by a print shop that still sets posters by hand.',
    credit: 'Tomás Reis',
    width: 2000,
    height: 1333,
    filesize: 488_120,
  },
  {
    key: 'night-train',
    filename: 'night-train-window.jpg',
    alt: 'The view from a train window at night: a blurred line of station lights and a reflected reading lamp.',
    caption: 'Somewhere between two borders, around two in the morning.',
    credit: 'Mara Lindqvist',
    width: 1800,
    height: 1200,
    filesize: 301_944,
  },
  {
    key: 'workbench',
    filename: 'repair-workbench.jpg',
    alt: 'A tidy workbench with a soldering iron, a disassembled keyboard and small labelled parts trays.',
    caption: 'Most repairs start with a tray for every screw.',
    credit: 'Daniel Okafor',
    width: 2400,
    height: 1600,
    filesize: 705_310,
  },
  {
    key: 'market-stall',
    filename: 'market-stall-citrus.jpg',
    alt: 'A market stall piled with lemons and oranges under a striped awning, prices chalked on slate.',
    caption: 'Saturday market, ten minutes before closing, when everything is half price.',
    credit: 'Inês Carvalho',
    width: 2200,
    height: 1467,
    filesize: 654_002,
  },
  {
    key: 'signage',
    filename: 'station-signage.jpg',
    alt: 'A white-on-blue enamel station sign with a clear sans-serif name and an arrow to the platforms.',
    caption: 'Good wayfinding disappears: you only notice it when it is missing.',
    credit: 'Tomás Reis',
    width: 1600,
    height: 1067,
    filesize: 233_876,
  },
  {
    key: 'film-rolls',
    filename: 'film-rolls-on-table.jpg',
    alt: 'Five rolls of 35 mm colour film standing on a wooden table next to a rangefinder camera.',
    caption: 'A week of film for a week of walking.',
    credit: 'Mara Lindqvist',
    width: 2000,
    height: 1333,
    filesize: 402_617,
  },
  {
    key: 'tiled-facade',
    filename: 'tiled-facade-blue.jpg',
    alt: 'A building front covered in blue and white patterned ceramic tiles, with two iron balconies.',
    caption: 'Tiles keep the walls cool and the street interesting.',
    credit: 'Inês Carvalho',
    width: 1600,
    height: 2400,
    filesize: 598_145,
  },
  {
    key: 'studio-desk',
    filename: 'studio-desk-sketches.jpg',
    alt: 'A desk covered in pencil layout sketches, a steel ruler and a cup of coffee.',
    caption: 'Every issue starts on paper, usually on the back of the previous one.',
    credit: 'Waymark studio',
    width: 2400,
    height: 1600,
    filesize: 521_334,
  },
  {
    key: 'mountain-path',
    filename: 'mountain-path-fog.jpg',
    alt: 'A narrow stone path climbing through terraced hills into low fog.',
    caption: 'The path above the village, an hour before the fog lifted.',
    credit: 'Daniel Okafor',
    width: 2400,
    height: 1350,
    filesize: 447_903,
  },
  {
    key: 'bookshop',
    filename: 'corner-bookshop.jpg',
    alt: 'The inside of a small bookshop with floor-to-ceiling shelves and a ladder on a rail.',
    caption: 'A corner bookshop that has kept the same opening hours since 1962.',
    credit: 'Mara Lindqvist',
    width: 2000,
    height: 1500,
    filesize: 566_271,
  },
  {
    key: 'e-ink-reader',
    filename: 'e-ink-reader-notes.jpg',
    alt: 'An e-ink tablet showing handwritten notes, resting on a canvas bag beside a train ticket.',
    caption: 'Notes written on the move, synced later, read anywhere.',
    credit: 'Daniel Okafor',
    width: 1800,
    height: 1200,
    filesize: 198_455,
  },
];
